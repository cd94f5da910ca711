"""Spanish user-facing messages. Keys must match app/i18n/en.py."""

MESSAGES: dict[str, str] = {}

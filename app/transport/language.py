"""The language an HTTP answer is written in when the request names none: Accept-Language, with q-values."""

from __future__ import annotations

from app.config import DEFAULT_LANGUAGE, LANGUAGES


def negotiate(header: str | None) -> str:
    """The supported language the client ranks highest in ``header`` (Accept-Language), else English."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        code = tag.strip().lower()[:2]
        if code in LANGUAGES and quality > 0:
            ranked.append((-quality, index, code))
    return min(ranked)[2] if ranked else DEFAULT_LANGUAGE

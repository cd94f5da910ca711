"""Moved to app.locales.messages (the texts are app/locales/<code>/messages.po); kept for old imports."""

from __future__ import annotations

from app.locales.messages import MESSAGES, render

__all__ = ["MESSAGES", "render"]

"""Notices in words: rendered once, in the reader's language, when a result is built."""

from __future__ import annotations

from collections.abc import Iterable

from app.locales.messages import render
from app.models import Notice, NoticeOrText


def render_notice(notice: Notice, language: str) -> str:
    params = {name: render_notice(value, language) if isinstance(value, Notice) else value
              for name, value in notice.params}  # fmt: skip
    return render(notice.key, language, **params)


def render_notices(notices: Iterable[NoticeOrText], language: str) -> list[str]:
    """Each notice once, in order: the same key and params from two stages are said once.

    Texts (warnings of documents stored before notices existed) stay as they are and are said
    once too. The engines hand back notices, like every other stage.
    """
    unique = dict.fromkeys(notices)
    rendered = (item if isinstance(item, str) else render_notice(item, language) for item in unique)
    return list(dict.fromkeys(rendered))

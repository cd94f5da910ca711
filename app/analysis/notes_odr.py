"""A note on clauses that point to the EU's online dispute resolution platform, which was closed in 2025.

Regulation (EU) No 524/2013 set up the platform and made online traders link to it; Regulation (EU) 2024/3228 repealed
it with effect from 20 July 2025: no complaints could be filed there from 20 March 2025, and the platform was shut down
(checked against the regulation's official text and public summaries). Terms written before still point consumers to
it. The note says what the law did; the clause is one that names the platform, in any of the six languages (its names
per language are data, ``data/odr_platform.json``). Kind "info": the reference misleads, it binds no one.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from app.analysis.note_types import ClauseView, NoteDraft
from app.models import Norm

DATA_PATH = Path(__file__).parent / "data" / "odr_platform.json"
KEY = "odr_platform_closed"
CATEGORIES = frozenset({"terms_and_conditions"})

REPEAL = Norm(
    citation="Regulation (EU) 2024/3228",
    url="https://eur-lex.europa.eu/eli/reg/2024/3228/oj",
    relation="related",
)
ODR_REGULATION = Norm(
    citation="Regulation (EU) No 524/2013",
    url="https://eur-lex.europa.eu/eli/reg/2013/524/oj",
    relation="related",
)


@cache
def _names() -> re.Pattern[str]:
    """Every language's names of the platform and its address, as one pattern."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    patterns = [p for by_language in data["names"].values() for p in by_language]
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)


def names_the_platform(text: str) -> bool:
    """Whether ``text`` names the EU's online dispute resolution platform (by a name of it or its address)."""
    return _names().search(" ".join(text.split())) is not None


def find_odr_notes(view: ClauseView) -> list[NoteDraft]:
    """The note for a clause of a set of terms that points to the closed platform; none for other clauses."""
    if view.category not in CATEGORIES or not names_the_platform(view.text):
        return []
    return [NoteDraft(kind="info", key=KEY, norms=(REPEAL, ODR_REGULATION))]

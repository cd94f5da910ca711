"""The clause's own statement: who must, may or must not do what, under which condition.

The offline engine has no model to translate with. What it can do honestly is read the structure
of the clause's sentences (a party by its role, a duty, a permission, a prohibition, a condition)
and say that structure in the reader's language, quoting the clause's own words for the action, so
that every clause opens with what *it* says rather than with the template of its topic.

Role words and modal words of the six document languages live in ``app/locales/<code>/
clause_reader.toml`` (``[roles]``: label key -> regex; ``[modals]``: must / must_not / may /
condition -> regex), the reader-facing wording in the same file (``[text]``), English as fallback.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from app.analysis.statements import clause_sentences
from app.config import DEFAULT_LANGUAGE, LOCALE_DIRS
from app.explain.langcheck import MIN_HITS, is_wrong_language, scores
from app.locales import optional_toml

MAX_STATEMENTS = 2
MAX_QUOTE_WORDS = 24
# Checked in this order: "darf nicht" before "darf", "ist berechtigt, … zu erbringen" before "ist … zu erbringen".
MODALS = ("must_not", "entitled", "must", "may", "condition")
_SAID_AS = {"entitled": "may"}
SUBJECT_WORDS = 5  # a party is the one named in the sentence's first words (its subject), not "des Vermieters" later


@dataclass(frozen=True)
class Statement:
    party: str | None  # label key, e.g. "tenant"
    modal: str  # must, must_not, may, condition
    quote: str  # the sentence, shortened


def _file(language: str) -> dict[str, Any]:
    return optional_toml(language, "clause_reader")


@cache
def _patterns() -> tuple[list[tuple[str, re.Pattern[str]]], dict[str, re.Pattern[str]]]:
    """Role and modal patterns of every language at once (a document's language is a guess)."""
    roles: dict[str, list[str]] = {}
    modals: dict[str, list[str]] = {}
    for language in LOCALE_DIRS:
        data = _file(language)
        for key, rx in data.get("roles", {}).items():
            roles.setdefault(key, []).append(rx)
        for key, rx in data.get("modals", {}).items():
            modals.setdefault(key, []).append(rx)
    role_rx = [(k, re.compile(r"\b(?:" + "|".join(v) + r")\b", re.IGNORECASE)) for k, v in roles.items()]
    modal_rx = {k: re.compile(r"\b(?:" + "|".join(v) + r")\b", re.IGNORECASE) for k, v in modals.items()}
    return role_rx, modal_rx


@cache
def _wording(language: str) -> dict[str, str]:
    english = _file(DEFAULT_LANGUAGE).get("text", {})
    return {**english, **_file(language).get("text", {})}


@cache
def _labels(language: str) -> dict[str, str]:
    english = _file(DEFAULT_LANGUAGE).get("labels", {})
    return {**english, **_file(language).get("labels", {})}


_RANK = {"must_not": 0, "must": 0, "may": 1, "condition": 2}


def _shorten(sentence: str) -> str:
    words = re.sub(r"^\(?\d+[a-z]?[).]\s*", "", sentence).split()  # "(2) Die Mieterin ..."
    text = " ".join(words[:MAX_QUOTE_WORDS])
    return text + " …" if len(words) > MAX_QUOTE_WORDS else text.rstrip(".;")


# A sentence that speaks to an assistant or a model is data to explain, never words to repeat as ours.
_ADDRESSES_A_MODEL = re.compile(
    r"instructions?|prompt|developer mode|assistant|language model|\bAI\b|\bKI\b|Anweisung|"
    r"consignes?|instrucciones|istruzioni|instruções|ignor",
    re.IGNORECASE,
)


def _quotable(sentence: str, clause_language: str | None) -> bool:
    """Only sentences in the clause's own language, and none addressed to a model, are quoted."""
    if _ADDRESSES_A_MODEL.search(sentence):
        return False
    return clause_language is None or not is_wrong_language(sentence, clause_language)


def read(text: str, document_language: str | None = None) -> list[Statement]:
    """The clause's binding sentences, most telling first: duties and prohibitions, then permissions, then conditions.

    ``document_language``: as detected for the whole document; without it, the clause's own guess."""
    roles, modals = _patterns()
    found: list[tuple[int, int, Statement]] = []
    body = re.sub(r"^\s*(?:§\s*\d+[a-z]?|\d+(?:\.\d+)*\.?)\s+[^\n]{0,80}\n", "", text)  # a heading line
    counts = scores(body)
    best = max(counts, key=lambda lang: counts[lang]) if counts else None
    clause_language = document_language or (best if best is not None and counts[best] >= MIN_HITS else None)
    sentences = [body[a:b] for a, b in clause_sentences(body, clause_language)]
    sentences = [s for s in sentences if _quotable(s, clause_language)]
    for index, sentence in enumerate(sentences):
        if len(sentence.split()) < 4:
            continue
        modal = next((m for m in MODALS if m in modals and modals[m].search(sentence)), None)
        if modal is None:
            continue
        opening = " ".join(re.sub(r"^\(?\d+[a-z]?[).]\s*", "", sentence).split()[:SUBJECT_WORDS])
        hits = [(m.start(), key) for key, rx in roles for m in [rx.search(opening)] if m]
        party = min(hits)[1] if hits else None
        said = _SAID_AS.get(modal, modal)
        found.append((_RANK[said], index, Statement(party, said, _shorten(sentence))))
    found.sort(key=lambda x: (x[0], x[1]))
    if not found:
        # Nothing binds anyone: the clause's first full sentence, so that it is said in its own words.
        first = next((x for x in sentences if len(x.split()) >= 6), None)
        return [Statement(None, "says", _shorten(first))] if first else []
    return [s for _r, _i, s in found[:MAX_STATEMENTS]]


def statement_text(statements: list[Statement], language: str, document_language: str | None = None) -> str:
    """The statements in the reader's language; empty when the clause binds no one.

    When the document is in another language than the reader's, the quote is labelled as what it
    is, the document's own wording in its language ("in the document's words (German)")."""
    words = _wording(language)
    labels = _labels(language)
    foreign = document_language is not None and document_language != language
    names = _language_names(language)
    out = []
    for s in statements:
        party = labels.get(s.party or "", "") if s.party and s.modal != "condition" else ""
        key = f"{s.modal}_party" if party else s.modal  # a condition is said without its party (grammatical case)
        if foreign and document_language in names and f"{key}_foreign" in words:
            key = f"{key}_foreign"
        template = words.get(key)
        if template:
            out.append(template.format(party=party, quote=s.quote, language=names.get(document_language or "", "")))
    return " ".join(out)


def _language_names(language: str) -> dict[str, str]:
    from app.locales.catalogue import offline_catalogue

    return dict(offline_catalogue(language).language_names)

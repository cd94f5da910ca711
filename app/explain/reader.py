"""The clause's own words, for a reader of the document's language: one sentence, quoted and labelled.

What a clause binds or allows is read by the statement model (app/analysis/statements.py) and said in the
reader's words (app/explain/say.py). A reader who reads the document's own language may in addition see the
clause's most telling sentence: the sentence of its first statement, else its first full sentence. It is
labelled as the clause's words and claims nothing about it; a reader of another language never gets it.
"""

from __future__ import annotations

from functools import cache

from app.analysis import fast_re as re
from app.analysis.statements import clause_sentences
from app.config import DEFAULT_LANGUAGE
from app.explain.langcheck import clear_language, is_wrong_language
from app.locales import optional_toml
from app.models import Statement

MAX_QUOTE_WORDS = 24
MIN_QUOTE_WORDS = 6
# A sentence that speaks to an assistant or a model is data to explain, never words to repeat as ours.
_ADDRESSES_A_MODEL = re.compile(
    r"instructions?|prompt|developer mode|assistant|language model|\bAI\b|\bKI\b|Anweisung|"
    r"consignes?|instrucciones|istruzioni|instruções|ignor",
    re.IGNORECASE,
)


@cache
def _says(language: str) -> str:
    own = optional_toml(language, "clause_reader").get("text", {}).get("says")
    return str(own or optional_toml(DEFAULT_LANGUAGE, "clause_reader")["text"]["says"])


def _shorten(sentence: str) -> str:
    words = sentence.split()
    text = " ".join(words[:MAX_QUOTE_WORDS])
    return text + " …" if len(words) > MAX_QUOTE_WORDS else text.rstrip(".;")


def _quotable(sentence: str, clause_language: str | None) -> bool:
    """Only sentences in the clause's own language, and none addressed to a model, are quoted."""
    if _ADDRESSES_A_MODEL.search(sentence):
        return False
    return clause_language is None or not is_wrong_language(sentence, clause_language)


def quote(text: str, statements: list[Statement], document_language: str | None = None) -> str | None:
    """The clause's most telling sentence, shortened: its first statement's, else its first full sentence.

    ``document_language``: as detected for the whole document; without it, the clause's own, where clear."""
    language = document_language or clear_language(text)
    spans = [(a, b) for a, b in clause_sentences(text, language) if _quotable(text[a:b], language)]
    for statement in statements:
        if (statement.start, statement.end) in spans:
            return _shorten(text[statement.start : statement.end])
    first = next((text[a:b] for a, b in spans if len(text[a:b].split()) >= MIN_QUOTE_WORDS), None)
    return _shorten(first) if first else None


def quote_text(quoted: str | None, language: str) -> str:
    """The quote labelled as the clause's own words ("In the clause's words: “…”."); empty without one."""
    return _says(language).format(quote=quoted) if quoted else ""

"""Later mentions (issue 24, round l31): a person found once is named again by a word of the name alone; a weak first
hit (a first name beside a capitalised word, the tagger) spreads only to the words the document uses for nothing
else (``mentions.SPREADS``, ``mentions.used_otherwise``), a strong one (a title, a role) wherever they stand.

Each row: a short document whose last line names the person by one word alone, and whether that word must go there.
Sentences written for this test, in Portuguese, German, Spanish and English.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import Found
from app.prepare.pii.mentions import SPREADS, spreads, used_otherwise

ROWS = [
    # a weak first hit (first name and surname), the surname also an ordinary word of the document: stays
    ("pt", "Carlos Pereira assinou o contrato .\nA pereira do quintal caiu no muro .\nDepois , Pereira pediu a rescisão .",
     "Pereira", False),
    # ... the surname also inside an institution's name in the document: stays
    ("pt", "Carlos Neves assinou o contrato .\nO Instituto Tancredo Neves emitiu parecer .\nDepois , Neves pediu a rescisão .",
     "Neves", False),
    # the same weak first hit where the document uses the word for nothing else: goes
    ("pt", "Carlos Pereira assinou o contrato .\nDepois , Pereira pediu a rescisão .", "Pereira", True),
    # a strong first hit (a title): goes, though the word is also an ordinary word or part of a name of a thing there
    ("pt", "O Sr. Carlos Pereira assinou o contrato .\nA pereira do quintal caiu no muro .\nDepois , Pereira pediu a rescisão .",
     "Pereira", True),
    ("pt", "O Sr. Carlos Neves assinou o contrato .\nO Instituto Tancredo Neves emitiu parecer .\nDepois , Neves pediu a rescisão .",
     "Neves", True),
    ("de", "Anna Fröhlich hat den Mietvertrag unterschrieben.\nDie Kinder spielten fröhlich im Hof.\n"
     "Danach verlangte Fröhlich die Kaution zurück.", "Fröhlich", False),
    ("de", "Anna Fröhlich hat den Mietvertrag unterschrieben.\nDanach verlangte Fröhlich die Kaution zurück.",
     "Fröhlich", True),
    ("de", "Frau Anna Fröhlich hat den Mietvertrag unterschrieben.\nDie Kinder spielten fröhlich im Hof.\n"
     "Danach verlangte Fröhlich die Kaution zurück.", "Fröhlich", True),
    ("es", "Luis Blanco firmó el contrato de arrendamiento.\nEl muro del patio es blanco.\n"
     "Después, Blanco pidió la devolución de la fianza.", "Blanco", False),
    ("es", "Luis Blanco firmó el contrato de arrendamiento.\nDespués, Blanco pidió la devolución de la fianza.",
     "Blanco", True),
    ("es", "El Sr. Luis Blanco firmó el contrato de arrendamiento.\nEl muro del patio es blanco.\n"
     "Después, Blanco pidió la devolución de la fianza.", "Blanco", True),
    ("en", "Tom Mason signed the lease.\nThe mason next door complained about the noise.\n"
     "Later, Mason asked for the deposit.", "Mason", False),
    ("en", "Tom Mason signed the lease.\nLater, Mason asked for the deposit.", "Mason", True),
    ("en", "Mr Tom Mason signed the lease.\nThe mason next door complained about the noise.\n"
     "Later, Mason asked for the deposit.", "Mason", True),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text", "word", "gone"), ROWS)
def test_a_later_mention_spreads_as_its_first_hit_allows(language: str, text: str, word: str, gone: bool) -> None:
    out = anonymize(text, language).text
    last = out.rsplit("\n", 1)[-1]
    assert (word not in last) is gone, out
    assert word not in out.split("\n", 1)[0], out  # the first hit itself always goes


@pytest.mark.parametrize(
    ("language", "text", "word", "other"),
    [
        ("pt", "A cor rosa do muro .", "Rosa", True),
        ("pt", "O Hospital Getúlio Vargas atendeu .", "Vargas", True),
        ("pt", "a rua Rui Barbosa fica longe .", "Barbosa", True),
        ("pt", "Conforme a LEI MARIA DA PENHA , art. 5 .", "Maria", True),
        ("es", "El Hospital Ramón y Cajal informó .", "Cajal", True),
        ("pt", "Rui Barbosa escreveu a petição .", "Barbosa", False),
        ("pt", "O Sr. Vargas depôs ontem .", "Vargas", False),
        ("de", "Die Kinder waren fröhlich .", "Fröhlich", True),
        ("de", "Frau Fröhlich kam spät .", "Fröhlich", False),
        # a name in lower case inside an e-mail or web address is no ordinary word
        ("de", "Schreiben Sie an ursula.kaiser@example.de oder auf www.kaiser-bau.de .", "Ursula", False),
        ("de", "Schreiben Sie an ursula.kaiser@example.de oder auf www.kaiser-bau.de .", "Kaiser", False),
    ],
)
def test_words_used_otherwise(language: str, text: str, word: str, other: bool) -> None:
    assert (word.lower() in used_otherwise(text, language)) is other


def test_only_weak_first_hits_are_held_back() -> None:
    otherwise = frozenset({"pereira"})
    assert not spreads(Found(0, 14, "PERSON", "pereira", SPREADS - 1), "Pereira", otherwise)
    assert spreads(Found(0, 14, "PERSON", "pereira", SPREADS), "Pereira", otherwise)
    assert spreads(Found(0, 14, "PERSON", "pereira", SPREADS - 1), "Pereira", frozenset())

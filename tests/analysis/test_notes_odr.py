"""Terms that point to the EU's online dispute resolution platform get the note that it was closed (Regulation (EU)
2024/3228 repealed Regulation (EU) No 524/2013 from 20 July 2025). Sentences written for this test, both ways and in
each language the platform's names are data for."""

from __future__ import annotations

import pytest

from app.analysis.note_types import ClauseView
from app.analysis.notes import finders
from app.analysis.notes_odr import KEY, find_odr_notes
from app.analysis.notes_shops_de import find_shop_notes
from app.config import LANGUAGES
from app.explain.notes_say import say_note
from app.models import NoteDraft

CATEGORY = "terms_and_conditions"

# (document language, clause, noted)
CASES = [
    ("de", "Die EU-Kommission stellt unter https://ec.europa.eu/consumers/odr eine Plattform bereit.", True),
    ("de", "Informationen zur OS-Plattform finden Sie auf der Webseite der Kommission.", True),
    ("de", "Die Europäische Kommission betreibt eine Plattform zur Online-Streitbeilegung.", True),
    ("en", "The European Commission provides an online dispute resolution platform for consumers.", True),
    ("fr", "La Commission met à disposition une plateforme de règlement en ligne des litiges.", True),
    ("es", "La Comisión ofrece una plataforma de resolución de litigios en línea.", True),
    ("it", "La Commissione mette a disposizione una piattaforma per la risoluzione online delle controversie.", True),
    ("pt", "A Comissão disponibiliza uma plataforma de resolução de litígios em linha.", True),
    # conciliation boards, courts and a shop's own complaints desk are no platform of the EU
    ("de", "Wir nehmen an Verfahren vor der Allgemeinen Verbraucherschlichtungsstelle teil.", False),
    ("de", "Beschwerden richten Sie bitte an unseren Kundendienst.", False),
    ("en", "Disputes will be resolved by binding arbitration.", False),
    ("en", "You may use our online complaint form to resolve a dispute.", False),
    ("fr", "Le consommateur peut recourir gratuitement à un médiateur de la consommation.", False),
]


@pytest.mark.parametrize(("language", "text", "noted"), CASES)
def test_a_clause_naming_the_platform_gets_the_note(language: str, text: str, noted: bool) -> None:
    drafts = find_odr_notes(ClauseView("c1", text, None, CATEGORY, language))
    assert [d.key for d in drafts] == ([KEY] if noted else [])
    if noted:
        assert drafts[0].kind == "info"
        assert [n.citation for n in drafts[0].norms] == ["Regulation (EU) 2024/3228", "Regulation (EU) No 524/2013"]
        assert all(n.url and n.url.startswith("https://eur-lex.europa.eu/eli/reg/") for n in drafts[0].norms)


def test_only_in_terms_and_conditions() -> None:
    text = "Die EU-Kommission stellt eine Plattform zur Online-Streitbeilegung bereit."
    assert find_odr_notes(ClauseView("c1", text, None, "rental_contract", "de")) == []


def test_the_finder_runs_with_the_others() -> None:
    assert find_odr_notes in finders()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_note_says_the_law_then_this_clause_in_every_language(language: str) -> None:
    note = say_note(NoteDraft(kind="info", key=KEY, norms=()), language)
    assert "2024/3228" in note.text and "524/2013" in note.text and "2025" in note.text
    law, clause = note.text.rstrip(".").rsplit(". ", 1)  # the law first, then one sentence on this clause
    assert "2024/3228" in law and "2024/3228" not in clause and "2025" not in clause


def test_the_used_goods_period_note_names_the_conditions_of_476_2() -> None:
    """§ 476 Abs. 2 S. 2 BGB: one year for used goods only where the consumer was told of it specifically before
    ordering and it was agreed expressly and separately."""
    (draft,) = find_shop_notes(
        ClauseView("c1", "Die Gewährleistungsfrist beträgt ein Jahr ab Lieferung der Ware.", None, CATEGORY, "de")
    )
    assert "expressly and separately" in say_note(draft, "en").text
    assert "ausdrücklich und gesondert" in say_note(draft, "de").text

"""A lease whose rent changes on dates (a graduated rent), explained end to end in German and in English: the actions
say each rent with its dates and never one rent for every month, the clause's text names each amount and each date,
and the summary names the first rent as the rent and each later one with the day it applies from. Written for these
tests."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.language import parse_language
from app.models import AnalysisResult, DocumentInput, Text
from app.prepare.run import prepare

LEASE = """Mietvertrag über Wohnraum

§ 1 Mietzeit
Das Mietverhältnis beginnt am 01.04.2027 und läuft auf unbestimmte Zeit.

§ 2 Miete
Die Nettokaltmiete beträgt monatlich 900,00 EUR. Sie steigt am 01.04.2028 auf 940,00 EUR und am 01.04.2029 auf 980,00 EUR.

§ 3 Zahlung
Die Miete ist spätestens am dritten Werktag eines jeden Monats im Voraus zu zahlen.
"""

EXPECTED = {
    "en": {
        "actions": [
            "Pay €900.00 (rent) every month, by the 3rd working day, from Thursday, 1 April 2027, for 1 year.",
            "Pay €940.00 (rent) every month, by the 3rd working day, from Saturday, 1 April 2028, for 1 year.",
            "Pay €980.00 (rent) every month, by the 3rd working day, from Sunday, 1 April 2029.",
        ],
        "rent": "€900.00 (rent)",
        "later": ["€940.00 from 1 April 2028", "€980.00 from 1 April 2029"],
        "said": ["€900.00", "€940.00", "€980.00", "1 April 2028", "1 April 2029"],
    },
    "de": {
        "actions": [
            "Ab Donnerstag, 01.04.2027, für 1 Jahr jeden Monat spätestens am 3. Werktag 900,00 € zahlen (Miete).",
            "Ab Samstag, 01.04.2028, für 1 Jahr jeden Monat spätestens am 3. Werktag 940,00 € zahlen (Miete).",
            "Ab Sonntag, 01.04.2029, jeden Monat spätestens am 3. Werktag 980,00 € zahlen (Miete).",
        ],
        "rent": "900,00 EUR (Miete)",
        "later": ["940,00 EUR ab 01.04.2028", "980,00 EUR ab 01.04.2029"],
        "said": ["900,00", "940,00", "980,00", "01.04.2028", "01.04.2029"],
    },
}


def _explain(text: str, language: str) -> AnalysisResult:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(text)), settings)
    facts = key_facts(doc)
    return build_result("a" * 32, doc, asyncio.run(OfflineExplainer().explain(doc, facts)), settings, facts)


def _plain(text: str) -> str:
    return text.replace("\xa0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_graduated_rent_is_said_with_each_amount_and_its_dates(language: str) -> None:
    result = _explain(LEASE, language)
    expected = EXPECTED[language]
    assert [_plain(a.text) for a in result.actions if a.kind == "payment"] == expected["actions"]
    # the summary names the first rent as the rent, and each later figure only with the day it applies from
    summary = _plain(result.summary)
    assert expected["rent"] in summary
    assert all(later in summary for later in expected["later"]), summary
    assert summary.count("940") == 1 and summary.count("980") == 1
    # the result's amounts tell the three rents apart by their days; the first has none of its own
    rents = [(a.value, a.applies_from) for a in result.amounts if a.meaning == "rent"]
    assert rents == [(900.0, None), (940.0, "2028-04-01"), (980.0, "2029-04-01")]
    # the rent's clause names each amount and each date
    [clause] = [c for c in result.clauses if c.heading and "Miete" in c.heading]
    said = _plain(clause.translation or "")
    assert all(part in said for part in expected["said"]), said


def test_a_rent_tied_to_an_index_is_not_said_as_fixed_for_every_month() -> None:
    text = LEASE.replace(
        "Sie steigt am 01.04.2028 auf 940,00 EUR und am 01.04.2029 auf 980,00 EUR.",
        "Sie wird jährlich nach dem Verbraucherpreisindex angepasst (Indexmiete).",
    )
    for language, every_month in (("en", "every month"), ("de", "jeden Monat")):
        [payment] = [_plain(a.text) for a in _explain(text, language).actions if a.kind == "payment"]
        assert every_month not in payment
        assert ("900.00" if language == "en" else "900,00") in payment

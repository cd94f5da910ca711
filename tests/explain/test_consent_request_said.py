"""A letter asking the reader to agree to a change is said as a request (issue 23): "You are asked to agree that the
rent rises from … to … from …", with the day a reply is asked by; never as a duty, and never "what you owe". Real
offline pipeline; letters written for this test."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.models import Clause, DocumentInput, Text
from app.prepare.run import prepare

DE = "Ihr Mietvertrag vom 1. März 2020 über die Wohnung Beispielweg 3\n\nSehr geehrter Herr Muster,\n\n{body}\n\nMit freundlichen Grüßen\nBeispiel Immobilien GmbH\n"
EN = "Your tenancy agreement of 1 March 2020 for the flat at 3 Sample Lane\n\nDear Mr Sample,\n\n{body}\n\nYours sincerely\nSample Homes Ltd\n"


def _clause(body: str, language: str, reader: str) -> Clause:
    settings = Settings()
    text = (DE if language == "de" else EN).format(body=body)
    doc = prepare(DocumentInput(explanation_language=reader, content=Text(text)), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    result = build_result("c" * 32, doc, explanation, settings, facts)
    return next(c for c in result.clauses if body[:24] in c.original)


# (document language, letter body, reader, what the reader reads)
REQUESTS = [
    (
        "de",
        "wir bitten Sie, einer Erhöhung der monatlichen Grundmiete von bisher 530,00 EUR auf 590,00 EUR ab dem "
        "1. Juli 2027 zuzustimmen. Bitte teilen Sie uns Ihre Zustimmung bis zum 31. Mai 2027 mit.",
        "en",
        (
            "You are asked to agree that the rent rises from €530.00 to €590.00 from 1 July 2027.",
            "You are asked to reply by 31 May 2027.",
        ),
    ),
    (
        "de",
        "wir bitten Sie, einer Erhöhung der monatlichen Grundmiete von bisher 530,00 EUR auf 590,00 EUR ab dem "
        "1. Juli 2027 zuzustimmen. Bitte teilen Sie uns Ihre Zustimmung bis zum 31. Mai 2027 mit.",
        "de",
        (
            "Sie werden gebeten zuzustimmen, dass die Miete ab dem 01.07.2027 von 530,00 € auf 590,00 € steigt.",
            "Um Ihre Antwort wird bis zum 31.05.2027 gebeten.",
        ),
    ),
    (
        "de",
        "wir bitten Sie, der Erhöhung Ihrer Miete auf 590,00 EUR zuzustimmen.",
        "en",
        ("You are asked to agree that the rent rises to €590.00.",),
    ),
    (
        "de",
        "wir bitten Sie, einer Änderung Ihres Arbeitsvertrags zuzustimmen, nach der Ihr Bruttogehalt ab dem "
        "1. August 2027 von 3.100,00 EUR auf 2.950,00 EUR sinkt.",
        "en",
        ("You are asked to agree that your pay falls from €3,100.00 to €2,950.00 from 1 August 2027.",),
    ),
    (
        "en",
        "We ask you to agree to an increase of the rent from £810.00 to £850.00 from 1 July 2027. Please let us have "
        "your agreement by 31 May 2027.",
        "en",
        (
            "You are asked to agree that the rent rises from £810.00 to £850.00 from 1 July 2027.",
            "You are asked to reply by 31 May 2027.",
        ),
    ),
    (
        "en",
        "We ask you to agree to an increase of the rent from £810.00 to £850.00 from 1 July 2027.",
        "de",
        ("Sie werden gebeten zuzustimmen, dass die Miete ab dem 01.07.2027 von 810,00 £ auf 850,00 £ steigt.",),
    ),
    (
        "en",
        "We would like to ask you to agree to a change to your contract of employment: your salary changes from "
        "£2,400 to £2,550 per month.",
        "en",
        ("You are asked to agree that your pay rises from £2,400.00 to £2,550.00.",),
    ),
]

WHY = {
    "en": "This is a request for your agreement: the clause does not say that the change already applies.",
    "de": "Hier wird um Ihre Zustimmung gebeten: Die Klausel sagt nicht, dass die Änderung schon gilt.",
}
# What a request must never be read as: a duty, or an amount the reader already owes.
NEVER = {
    "en": ("must", "duty", "owe", "sets the rent"),
    "de": ("muss", "Pflicht", "schulden", "zahlen"),
}


@pytest.mark.parametrize(("language", "body", "reader", "said"), REQUESTS)
def test_a_request_for_consent_is_said_as_one(language: str, body: str, reader: str, said: tuple[str, ...]) -> None:
    clause = _clause(body, language, reader)
    translation = clause.translation.replace("\u00a0", " ")
    for line in said:
        assert line in translation, translation
    assert clause.explanation.startswith(WHY[reader]), clause.explanation
    for word in NEVER[reader]:
        assert word not in f"{translation} {clause.explanation}", (word, translation, clause.explanation)

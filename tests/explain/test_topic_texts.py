"""The topics' stock texts (app/locales/*/offline.toml [topics.*]) are true of every clause of the topic."""

from __future__ import annotations

import re

import pytest

from app.analysis.topics import CATEGORY_TOPICS
from app.explain.offline import offline_clause
from app.locales.catalogue import offline_catalogue

# A duty told to the reader: the topic's sentence cannot know who a clause binds (a sick-pay clause binds the
# employer, an exclusion of returns takes a right away); duties are said from the clause's own statements.
_DUTY_TO_READER = {
    "de": r"\bSie müssen\b|\bSie dürfen\b",
    "en": r"\byou must\b|\byou may not\b",
    "es": r"\bdebe usted\b|\busted debe\b",
    "fr": r"\bvous devez\b",
    "it": r"\blei deve\b|\bdeve (?:tenere|informare|consegnare)\b",
    "pt": r"\btem de\b (?!ser)|\bdeve (?:manter|informar|entregar)\b",
}
# Every topic of employment contracts and shops' terms (the categories whose stock texts were reworded).
EMPLOYMENT_AND_SHOPS = sorted(CATEGORY_TOPICS["employment_contract"] | CATEGORY_TOPICS["terms_and_conditions"])


def _plain(templates: tuple[str, ...]) -> str:
    return next(t for t in templates if "{" not in t)


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_a_topic_s_sentence_tells_the_reader_no_duty(language: str) -> None:
    catalogue = offline_catalogue(language)
    for topic in EMPLOYMENT_AND_SHOPS:
        sentence = _plain(catalogue.topics[topic].translations)
        assert not re.search(_DUTY_TO_READER[language], sentence, re.IGNORECASE), (topic, sentence)


def test_a_sick_pay_clause_is_not_explained_as_a_duty_to_report_sick() -> None:
    # Continued pay during illness: the employer's duty. The topic's text may name reporting sick only as one of
    # the things such clauses are about, never as what this clause tells the employee to do.
    text = (
        "§ 7 Krankheit\nWird die Mitarbeiterin durch Krankheit arbeitsunfähig, zahlt ihr die Firma das Gehalt "
        "nach dem Entgeltfortzahlungsgesetz bis zu sechs Wochen weiter. Für die Zeit danach gilt das Gesetz."
    )
    for language in ("en", "de"):
        result = offline_clause(text, language, "sick_leave", category="employment_contract")
        said = f"{result.translation} {result.explanation}"
        assert not re.search(r"tell your employer at once|sofort informieren", said), said
        assert result.translation.strip() and result.explanation.strip()


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_an_exclusion_of_returns_is_not_told_of_a_right_to_withdraw(language: str) -> None:
    # A shop excluding returns of tickets: the withdrawal topic's text must not promise the right it excludes.
    text = (
        "4. Rückgabe\nDie Rückgabe oder der Umtausch gekaufter Eintrittskarten ist ausgeschlossen, "
        "ein Widerrufsrecht besteht für Veranstaltungen an einem bestimmten Termin nicht."
    )
    sentence = _plain(offline_catalogue(language).topics["withdrawal"].translations)
    promise = {
        "de": "ohne Angabe von Gründen widerrufen",
        "en": "your right to withdraw",
        "es": "su derecho a desistir",
        "fr": "votre droit de rétractation",
        "it": "il suo diritto di recesso",
        "pt": "o seu direito de livre resolução",
    }[language]
    assert promise not in sentence
    result = offline_clause(text, language, "withdrawal", category="terms_and_conditions")
    assert promise not in result.translation

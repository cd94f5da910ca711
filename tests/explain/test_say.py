"""Statements said in the reader's words: true to who is bound, never the original for another language's reader."""

from __future__ import annotations

import pytest

from app.config import LOCALE_DIRS
from app.explain.offline import offline_clause

LANGUAGES = list(LOCALE_DIRS)


def test_a_landlords_waiver_is_told_as_the_landlords_not_the_tenants() -> None:
    clause = "§ 2 Mietzeit\nDer Vermieter verzichtet für vier Jahre auf sein Recht zur ordentlichen Kündigung."
    said = offline_clause(clause, "en", "term", "de", category="rental_contract")
    assert said.translation.startswith("The landlord gives up the right to ordinary notice")
    assert "other side (the landlord)" in said.explanation
    # The topic's stock text speaks to the tenant as the bound party: not for a clause that binds the landlord.
    assert "you often cannot end the contract early" not in said.explanation
    german = offline_clause(clause, "de", "term", "de", category="rental_contract")
    assert german.translation.startswith("Der Vermieter verzichtet")
    assert "andere Seite (der Vermieter)" in german.explanation


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The employee must not take on a second job."),
        ("de", "Der Arbeitnehmer darf keine Nebentätigkeit ausüben."),
        ("fr", "Le salarié ne doit pas exercer de second emploi."),
        ("es", "El trabajador no debe tener un segundo empleo."),
        ("it", "Il lavoratore non deve svolgere un secondo lavoro."),
        ("pt", "O trabalhador não deve ter um segundo emprego."),
    ],
)
def test_a_prohibition_is_said_as_one_in_every_language(language: str, expected: str) -> None:
    clause = "Nebentätigkeit\nDer Arbeitnehmer darf während des Arbeitsverhältnisses keine Nebentätigkeit ausüben."
    said = offline_clause(clause, language, "side_jobs", "de", category="employment_contract")
    assert said.translation.startswith(expected), said.translation
    assert "während des Arbeitsverhältnisses" not in said.translation or language == "de"


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "de"])
def test_a_reader_of_another_language_never_gets_the_original_sentence(language: str) -> None:
    clause = (
        "§ 9 Sonstiges\nDie Einzelheiten der betrieblichen Altersversorgung richten sich nach der jeweils geltenden "
        "Versorgungsordnung des Unternehmens in ihrer aktuellen Fassung."
    )
    said = offline_clause(clause, language, None, "de", category="employment_contract")
    assert "Versorgungsordnung des Unternehmens" not in said.translation
    assert "Einzelheiten der betrieblichen" not in said.translation
    assert said.translation.strip()


def test_a_fixed_term_is_said_with_its_first_and_last_day() -> None:
    clause = "§ 1 Beginn\nDas Arbeitsverhältnis ist vom 01.03.2027 bis zum 29.02.2028 befristet."
    said = offline_clause(clause, "en", "term", "de", category="employment_contract").translation
    assert said.startswith("The employment is for a fixed term: from 1 March 2027 to 29 February 2028.")
    assert "starts on 29 February" not in said


def test_who_is_not_named_is_not_guessed() -> None:
    # A passive: who may block the account is not said, so no one is named as doing it.
    said = offline_clause(
        "Das Nutzerkonto kann jederzeit gesperrt werden.", "en", None, "de", category="terms_and_conditions"
    )
    assert "The company may" not in said.translation and "You may" not in said.translation


def test_a_voluntary_payment_is_no_duty() -> None:
    clause = "Gratifikation\nDer Arbeitgeber zahlt freiwillig und ohne Rechtsanspruch eine Weihnachtsgratifikation."
    said = offline_clause(clause, "en", "pay", "de", category="employment_contract")
    assert "must pay" not in said.translation


def test_a_prohibition_in_a_language_without_frames_is_not_said_with_a_frames_sentence() -> None:
    # A plain ban must be said as what it is (a prohibition), never as the frame of the same matter ("may sublet only
    # with consent"); Spanish documents have had frame patterns since r30, which say the ban with its object.
    said = offline_clause(
        "El inquilino no podrá subarrendar la vivienda.", "en", None, "es", category="rental_contract"
    )
    assert said.translation.startswith("The tenant must not sublet the home.")
    assert "consent" not in said.translation


@pytest.mark.parametrize(
    ("language", "cost"),
    [
        ("en", "The cost here falls on you."),
        ("de", "Die Kosten tragen hier Sie."),
        ("fr", "Le coût est ici à votre charge."),
        ("es", "El coste corre aquí a su cargo."),
        ("it", "Il costo qui è a suo carico."),
        ("pt", "O custo fica aqui a seu cargo."),
    ],
)
def test_who_bears_a_cost_is_said_from_the_statement_in_every_language(language: str, cost: str) -> None:
    """ "Why it matters" comes from the statement: the reader (the customer) bears the cost of sending back."""
    clause = "§ 6 Rücksendung\nDie Kosten der Abholung trägt der Käufer."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions")
    assert cost in said.explanation, said.explanation
    assert "Abholung trägt" not in said.translation or language == "de"
    other = offline_clause("§ 6 Rücksendung\nDie Kosten der Abholung trägt der Verkäufer.", language, None, "de",
                           category="terms_and_conditions")  # fmt: skip
    assert cost not in other.explanation


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_a_party_does_in_the_present_tense_is_said_in_every_language(language: str) -> None:
    clause = "§ 4 Versand\nDer Händler versendet die bestellte Ware innerhalb von drei Werktagen."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    words = {"en": "The company will deliver within 3 working days", "de": "Das Unternehmen wird liefern", "fr": "L'entreprise va livrer",
             "es": "La empresa va a entregar", "it": "L'azienda provvede a consegnare", "pt": "A empresa vai entregar"}  # fmt: skip
    assert said.startswith(words[language]), said
    # Said as what the text says, not turned round: no "not", no duty of the reader.
    negated = offline_clause("§ 4 Versand\nDer Händler versendet nicht an Packstationen.", language, None, "de",
                             category="terms_and_conditions").translation  # fmt: skip
    assert not negated.startswith(words[language])


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "You must return things within 14 days, counted from a point the clause names."),
        ("de", "Sie müssen Sachen zurückgeben (Frist: 14 Tage ab einem Zeitpunkt, den die Klausel nennt)."),
        ("it", "Lei deve restituire cose entro 14 giorni da un momento che la clausola indica."),
    ],
)
def test_the_period_of_a_duty_is_said_with_it_and_from_when_it_runs(language: str, expected: str) -> None:
    clause = "§ 9 Rückgabe\nSie haben die Ware binnen vierzehn Tagen ab Erhalt an uns zurückzusenden."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    assert said.startswith(expected), said
    # A period of a relative clause belongs to something else: not said as the action's.
    other = "§ 4 Versand\nWir liefern nach Zahlungseingang, die innerhalb von 7 Tagen erfolgen muss."
    said = offline_clause(other, "en", None, "de", category="terms_and_conditions").translation
    assert said.startswith("The company will deliver.") and "deliver within" not in said

"""Issue 23 (points 3, 4, 5): the new categories said in all six reader languages, from locale data only.

Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.config import LOCALE_DIRS
from app.explain.offline import offline_clause

LANGUAGES = list(LOCALE_DIRS)

NOT_LIABLE = "§ 6 Haftung\nDer Verkäufer haftet nicht für Schäden aus falscher Lagerung der Ware."
BY_USE = "1. Geltung\nIndem Sie die App nutzen, stimmen Sie diesen Regeln zu."
COSTS_FIRST = (
    "§ 9 Dachrinne\nDie Kosten für das Reinigen der Dachrinne, die zweimal im Jahr nötig ist, trägt der Vermieter."
)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The company is not liable for the damage or cases the clause names."),
        ("de", "Das Unternehmen haftet nicht für die Schäden oder Fälle, die die Klausel nennt."),
        ("fr", "L'entreprise n'est pas responsable des dommages ou des cas que la clause indique."),
        ("es", "La empresa no responde de los daños o casos que indica la cláusula."),
        ("it", "L'azienda non è responsabile dei danni o dei casi indicati dalla clausola."),
        ("pt", "A empresa não responde pelos danos ou casos que a cláusula indica."),
    ],
)
def test_a_denied_liability_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(NOT_LIABLE, language, "liability", "de", category="terms_and_conditions")
    assert said.translation.startswith(expected), said.translation
    assert "falscher Lagerung" not in said.translation or language == "de"


def test_the_other_sides_denied_liability_says_who_bears_the_damage() -> None:
    said = offline_clause(NOT_LIABLE, "en", "liability", "de", category="terms_and_conditions")
    assert "the other side (the company) does not pay for damage you suffer" in said.explanation


def test_the_readers_own_denied_liability_is_no_line_about_the_other_side() -> None:
    clause = "§ 14 Haftung\nDie Mieterin haftet nicht für Schäden durch Hochwasser."
    said = offline_clause(clause, "en", "liability", "de", category="rental_contract")
    assert said.translation.startswith("The tenant is not liable for the damage or cases the clause names.")
    assert "other side" not in said.explanation


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "By using the service, you accept the terms or rules the clause names."),
        ("de", "Indem Sie den Dienst nutzen, akzeptieren Sie die Bedingungen oder Regeln, die die Klausel nennt."),
        ("fr", "En utilisant le service, vous acceptez les conditions ou règles que la clause indique."),
        ("es", "Al usar el servicio, usted acepta las condiciones o normas que indica la cláusula."),
        ("it", "Utilizzando il servizio, Lei accetta le condizioni o le regole indicate dalla clausola."),
        ("pt", "Ao usar o serviço, você aceita as condições ou regras que a cláusula indica."),
    ],
)
def test_consent_by_use_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(BY_USE, language, None, "de", category="terms_and_conditions")
    assert said.translation.startswith(expected), said.translation


@pytest.mark.parametrize("language", LANGUAGES)
def test_object_first_costs_name_who_bears_them(language: str) -> None:
    said = offline_clause(COSTS_FIRST, language, None, "de", category="rental_contract")
    landlord = {"en": "landlord", "de": "Vermieter", "fr": "bailleur", "es": "arrendador", "it": "locatore",
                "pt": "senhorio"}[language]  # fmt: skip
    assert landlord in said.translation.split(".")[0], said.translation
    assert "Dachrinne" not in said.translation or language == "de"


def test_a_modal_passive_is_said_without_a_party() -> None:
    clause = "Hinweis\nEin festgesetzter Rückforderungsbetrag kann mit laufenden Leistungen aufgerechnet werden."
    said = offline_clause(clause, "en", None, "de", category="authority_letter").translation
    assert said.startswith(
        "Under the clause, someone may set off own claims against what is owed; it does not say who."
    )


def test_one_sides_notice_is_not_said_as_either_sides() -> None:
    clause = "2. Kündigung\nWir können das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen."
    said = offline_clause(clause, "en", None, "de", category="employment_contract").translation
    assert "Either side" not in said
    assert "The employer" not in said  # "wir" is not named as the employer on a guess


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "If one provision of the contract has no legal effect, the rest still applies."),
        ("de", "Ist eine Bestimmung des Vertrags unwirksam, bleibt der übrige Vertrag wirksam."),
        ("fr", "Si une disposition du contrat est invalide, le reste demeure valable."),
        ("es", "Si una disposición del contrato no es válida, el resto sigue siendo válido."),
        ("it", "Se una disposizione del contratto non è valida, il resto rimane valido."),
        ("pt", "Se uma disposição do contrato for inválida, o restante continua válido."),
    ],
)
def test_severability_is_said_in_every_language(language: str, expected: str) -> None:
    clause = "13. Schluss\nIst eine Regelung dieses Vertrags unwirksam, bleiben die übrigen Regelungen wirksam."
    said = offline_clause(clause, language, None, "de", category="employment_contract")
    assert said.translation.startswith(expected), said.translation


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deciding_version_and_a_disclaimer_are_said_in_every_language(language: str) -> None:
    version = offline_clause(
        "14. Sprache\nDie englische Fassung dieser Bedingungen ist maßgeblich.", language, None, "de",
        category="terms_and_conditions",
    )  # fmt: skip
    assert "maßgeblich" not in version.translation or language == "de"
    assert version.translation.split(".")[0] != "", version.translation
    disclaimer = offline_clause(
        "6. Haftung\nDer Verkäufer kann nicht garantieren, dass die Website immer erreichbar ist.", language, None,
        "de", category="terms_and_conditions",
    )  # fmt: skip
    company = {"en": "company", "de": "Unternehmen", "fr": "entreprise", "es": "empresa", "it": "azienda",
               "pt": "empresa"}[language]  # fmt: skip
    assert company in disclaimer.translation.split(".")[0], disclaimer.translation
    assert "erreichbar" not in disclaimer.translation or language == "de"


def test_severability_with_an_exception_says_there_are_exceptions() -> None:
    clause = (
        "20. Schiedsverfahren\nSollte ein Teil dieser Schiedsabrede mit Ausnahme des Verzichts auf Sammelklagen "
        "unwirksam sein, bleiben die übrigen Teile dieser Schiedsabrede unberührt."
    )
    said = offline_clause(clause, "en", None, "de", category="terms_and_conditions").translation
    assert said.startswith("If one provision of the contract has no legal effect, the rest still applies."), said
    assert "exceptions" in said, said

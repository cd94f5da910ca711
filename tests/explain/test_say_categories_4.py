"""Issue 23, fourth round: the new categories said in all six reader languages, from locale data only.

Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.config import LOCALE_DIRS
from app.explain.offline import offline_clause

LANGUAGES = list(LOCALE_DIRS)

TOLD = "§ 12 Keller\nDer Mieter nimmt zur Kenntnis, dass der Keller feucht ist."
CONSENT = "1. Hausordnung\nDer Kunde stimmt der Hausordnung des Ladens zu."
NO_SIDE = "§ 13 Schluss\nNebenabreden in mündlicher Form bestehen nicht."
UNAFFECTED = "§ 2 Minderung\nDas Recht zur Minderung der Miete bleibt unberührt."
COPY = "§ 14 Ausfertigung\nJede Vertragspartei erhält eine Ausfertigung dieses Vertrages."
REFUND = "5. Absage\nDer gezahlte Betrag wird dem Käufer erstattet, wenn die Veranstaltung ausfällt."


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The tenant confirms having been told what the clause states."),
        ("de", "Der Mieter bestätigt, über das informiert zu sein, was die Klausel sagt."),
        ("fr", "Le locataire confirme avoir été informé de ce que la clause indique."),
        ("es", "El inquilino confirma haber sido informado de lo que indica la cláusula."),
        ("it", "Il conduttore conferma di essere stato informato di quanto indica la clausola."),
        ("pt", "O arrendatário confirma ter sido informado do que a cláusula indica."),
    ],
)
def test_a_party_told_of_a_fact_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(TOLD, language, "other", "de", category="rental_contract")
    # For a reader of the document's language the line stands beside the clause's own words (test_say_categories_5).
    assert expected in said.translation, said.translation


def test_what_the_party_is_told_is_not_said_as_its_own_act() -> None:
    said = offline_clause(
        "1. Dienst\nYou acknowledge that we may change the service at any time.",
        "en",
        "other",
        "en",
        category="terms_and_conditions",
    )
    assert said.translation.startswith("The company may change")
    assert "You may change" not in said.translation


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The customer agrees to what the clause names."),
        ("de", "Der Kunde stimmt dem zu, was die Klausel nennt."),
        ("fr", "Le client accepte ce que la clause indique."),
        ("es", "El cliente acepta lo que indica la cláusula."),
        ("it", "Il cliente accetta quanto indica la clausola."),
        ("pt", "O cliente aceita o que a cláusula indica."),
    ],
)
def test_consent_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(CONSENT, language, "other", "de", category="terms_and_conditions")
    assert expected in said.translation, said.translation  # beside the quote for a German reader


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The contract says that no side agreements of the kind the clause names were made."),
        ("de", "Der Vertrag sagt, dass keine Nebenabreden der Art getroffen wurden, die die Klausel nennt."),
        ("fr", "Le contrat dit qu'aucun accord annexe du type indiqué par la clause n'a été conclu."),
        ("es", "El contrato dice que no se han celebrado acuerdos accesorios del tipo que indica la cláusula."),
        ("it", "Il contratto dice che non sono stati conclusi accordi accessori del tipo indicato dalla clausola."),
        ("pt", "O contrato diz que não foram celebrados acordos acessórios do tipo que a cláusula indica."),
    ],
)
def test_no_side_agreements_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(NO_SIDE, language, "other", "de", category="rental_contract")
    assert said.translation.startswith(expected), said.translation


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The clause leaves the right or rule it names as it is."),
        ("de", "Die Klausel lässt das Recht oder die Regel, die sie nennt, unverändert."),
        ("fr", "La clause laisse inchangé le droit ou la règle qu'elle indique."),
        ("es", "La cláusula deja sin cambios el derecho o la regla que indica."),
        ("it", "La clausola lascia invariato il diritto o la regola che indica."),
        ("pt", "A cláusula deixa inalterado o direito ou a regra que indica."),
    ],
)
def test_an_unaffected_right_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(UNAFFECTED, language, "termination", "de", category="rental_contract")
    assert expected in said.translation, said.translation  # beside the quote for a German reader


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Both parties each receive a copy of the document the clause names."),
        ("de", "Beide Vertragsparteien erhalten je ein Exemplar des Dokuments, das die Klausel nennt."),
        ("fr", "Les deux parties reçoivent chacune un exemplaire du document indiqué par la clause."),
        ("es", "Ambas partes reciben cada una una copia del documento que indica la cláusula."),
        ("it", "Entrambe le parti ricevono ciascuna una copia del documento indicato dalla clausola."),
        ("pt", "Ambas as partes recebem cada uma uma cópia do documento que a cláusula indica."),
    ],
)
def test_a_copy_received_is_said_in_every_language(language: str, expected: str) -> None:
    said = offline_clause(COPY, language, "other", "de", category="rental_contract")
    assert said.translation.startswith(expected), said.translation


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The customer gets back the amount the clause names. This applies only under conditions"),
        ("de", "Der Kunde bekommt den Betrag zurück, den die Klausel nennt. Das gilt nur unter Bedingungen"),
        ("fr", "Le client récupère le montant indiqué par la clause. Cela ne vaut qu'aux conditions"),
        ("es", "El cliente recupera el importe que indica la cláusula. Solo se aplica en las condiciones"),
        ("it", "Il cliente riceve indietro l'importo indicato dalla clausola. Vale solo alle condizioni"),
        ("pt", "O cliente recebe de volta o montante que a cláusula indica. Só se aplica nas condições"),
    ],
)
def test_a_refund_to_a_party_is_said_with_its_condition(language: str, expected: str) -> None:
    said = offline_clause(REFUND, language, "payment", "de", category="terms_and_conditions")
    assert said.translation.startswith(expected), said.translation


def test_a_refund_refused_is_no_refund_to_the_buyer() -> None:
    said = offline_clause(
        "5. Absage\nDer gezahlte Betrag wird dem Käufer nicht erstattet.",
        "en",
        "payment",
        "de",
        category="terms_and_conditions",
    )
    assert "gets back" not in said.translation


def test_every_new_key_is_in_every_language() -> None:
    from app.locales import optional_toml

    keys = ("acknowledge", "consent", "get_refund", "receive_copy", "receive_confirmation", "receive_items")
    provisions = ("unaffected_none", "no_side_agreements_none", "entire_agreement_none")
    for language in LANGUAGES:
        does = optional_toml(language, "clause_reader")["say"]["does"]
        assert all(key in does for key in (*keys, *provisions)), language


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "The tenant receives the things the clause names."),
        ("de", "Der Mieter erhält die Dinge, die die Klausel nennt."),
        ("fr", "Le locataire reçoit ce que la clause indique."),
        ("es", "El inquilino recibe lo que indica la cláusula."),
        ("it", "Il conduttore riceve quanto indicato dalla clausola."),
        ("pt", "O arrendatário recebe o que a cláusula indica."),
    ],
)
def test_things_handed_to_a_party_are_said_in_every_language(language: str, expected: str) -> None:
    clause = "§ 3 Garage\nDem Mieter werden zwei Fernbedienungen für das Garagentor ausgehändigt."
    said = offline_clause(clause, language, "handover", "de", category="rental_contract")
    assert expected in said.translation, said.translation  # beside the quote for a German reader

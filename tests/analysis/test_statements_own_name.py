"""The document's own name as a party: a service's or a shop's name read as the provider, only where the
sentence's structure makes it the subject of what is done (sentences written for these tests)."""

from __future__ import annotations

import pytest

from app.analysis.statements import own_name, read_clause, read_sentence

TERMS_DE = (
    "Diese Bedingungen gelten für die Dienste der Quokkabox GmbH. Die App stellt Quokkabox Ihnen bereit. "
    "Zahlungen wickelt Zahlfix für uns ab. Die Preise kann Quokkabox mit einer Frist ändern. "
    "Die Inhalte der Nutzer bleiben bei ihnen. Im Übrigen haftet Quokkabox nach den gesetzlichen Vorschriften. "
    "Über Änderungen informiert Quokkabox Sie per E-Mail."
)


def test_the_most_used_name_with_its_legal_form_is_the_documents_own_name() -> None:
    assert own_name(TERMS_DE, "de") == "Quokkabox"


def test_nouns_of_the_language_and_names_without_a_legal_form_are_no_own_name() -> None:
    # "Inhalte" is a German noun used without article; "Zahlfix" is named once; no legal form for "Quokkabox".
    text = "Inhalte können gelöscht werden. Inhalte sind Ihre. Wir prüfen Inhalte. Quokkabox ist eine App. " * 2
    assert own_name(text, "de") is None
    assert own_name(text, None) is None


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        (
            "Quokkabox kann die Preise jederzeit ändern.",
            "de",
            "terms_and_conditions",
            ("provider", "may", "make_changes"),
        ),
        (
            "Die Quokkabox haftet nach den gesetzlichen Vorschriften.",
            "de",
            "terms_and_conditions",
            ("provider", "does", "be_liable"),
        ),
        # An employment contract has no provider: the name is nobody's role there.
        ("Quokkabox kann die Preise jederzeit ändern.", "de", "employment_contract", (None, "may", "make_changes")),
        (
            "Quokkabox may change these terms at any time.",
            "en",
            "terms_and_conditions",
            ("provider", "may", "make_changes"),
        ),
    ],
)
def test_the_own_name_as_subject_is_the_provider(
    sentence: str, language: str, category: str, expected: tuple[str | None, str, str]
) -> None:
    found = read_sentence(sentence, language, category, "Quokkabox")
    assert found is not None
    assert (found.party, found.modality, found.action) == expected


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        # the name as an object or inside a thing's name
        ("If you do not agree, please stop using Quokkabox.", "en"),
        ("Per chiudere il proprio account Quokkabox, l'utente dovrà accedere al sito.", "it"),
        # dative of a company ("der Quokkabox GmbH entstandene Schaden"), an attribute with "von"
        ("Soweit der Dritte nicht zahlen kann, haftet der Besteller für den der Quokkabox entstandenen Ausfall.", "de"),
        ("Die Marke muss auf das von Quokkabox ausgesprochene Verlangen hin Folge leisten.", "de"),
        # a bare modal word with a name: a possibility as often as a right
        ("Quokkabox may contain links to other websites.", "en"),
    ],
)
def test_the_own_name_is_no_party_where_it_is_not_the_subject(sentence: str, language: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions", "Quokkabox")
    assert found is None or found.party != "provider"


def test_a_negation_before_the_verb_says_nothing_rather_than_the_opposite() -> None:
    # "non è responsabile": not liable; saying "is liable" would be the opposite
    found = read_sentence(
        "Quokkabox non è responsabile delle perdite dovute al cambio.", "it", "terms_and_conditions", "Quokkabox"
    )
    assert found is None or found.action != "be_liable" or found.modality != "does"


def test_an_infinitive_of_a_subordinate_clause_is_not_the_duty_of_the_main_clause() -> None:
    sentence = "Quokkabox ist nicht verantwortlich, wenn eine Funktion Sie daran hindert, eine Nachricht zu lesen."
    found = read_sentence(sentence, "de", "terms_and_conditions", "Quokkabox")
    assert found is None or found.action is None


def test_read_clause_passes_the_name_to_every_sentence() -> None:
    clause = "Quokkabox kann die Preise ändern. Quokkabox informiert Sie vorher."
    found = read_clause(clause, "de", category="terms_and_conditions", name="Quokkabox")
    assert [(s.party, s.action) for s in found] == [("provider", "make_changes"), ("provider", "notify")]
    assert all(s.party != "provider" for s in read_clause(clause, "de", category="terms_and_conditions"))


def test_a_negation_anywhere_keeps_the_name_from_being_a_party() -> None:
    sentence = (
        "Im gesetzlich zulässigen Umfang haften Quokkabox, seine Vertreter und Partner in keinem Fall für Fehler."
    )
    found = read_sentence(sentence, "de", "terms_and_conditions", "Quokkabox")
    assert found is None or found.party != "provider"


@pytest.mark.parametrize(
    ("sentence", "reserves"),
    [
        ("Quokkabox retains ownership of the goods until full payment.", True),
        ("The seller retains title to the goods until they are paid for.", True),
        ("Quokkabox exclusively retains ownership of all rights in the platform.", False),
    ],
)
def test_keeping_ownership_is_a_retention_of_title_only_for_goods(sentence: str, reserves: bool) -> None:
    found = read_sentence(sentence, "en", "terms_and_conditions", "Quokkabox")
    assert (found is not None and found.action == "reserve_title") is reserves

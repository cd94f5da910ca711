"""Statements a reader can trust (issue 23, fourth round): four kinds of wrong statement, each a category.

1. A performative grant ("We grant you a licence …") gives the reader a right; it is no duty of the grantor.
2. A negated ability with a verb of promising ("cannot guarantee") is a disclaimer, no ban.
3. A refund excluded for one kind of cost ("Versandkosten werden nicht erstattet") is not said of payments in general.
4. A negation inside an opening condition ("Können Sie … nicht …, melden Sie sich …") never negates the main clause.

Each category is a table of sentences written for these tests, both ways: what must be read, and what must not.
"""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause, read_sentence
from app.explain.say import say_statement, why

TC = "terms_and_conditions"


def _read(sentence: str, language: str, category: str = TC) -> tuple[str | None, str | None, str | None] | None:
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)


# ------------------------------------------------------------------------------ 1. a grant gives the reader a right

GRANTED = [
    ("en", "We grant you a non-exclusive licence to use the software.", ("you", "may")),
    ("en", "The provider hereby grants the customer a licence to use the program.", ("customer", "may")),
    ("en", "We grant you a personal licence to use the app, provided that you shall not sell it.", ("you", "may_only")),
    ("de", "Wir gewähren Ihnen ein einfaches Nutzungsrecht an der Software.", ("you", "may")),
    ("de", "Der Anbieter räumt Ihnen ein nicht übertragbares Nutzungsrecht an der App ein.", ("you", "may")),
    ("de", "Der Anbieter räumt dem Kunden eine Lizenz zur Nutzung der Software ein.", ("customer", "may")),
    ("it", "Vi concediamo una licenza non esclusiva per usare il programma.", ("you", "may")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), GRANTED)
def test_a_grant_to_the_reader_is_the_readers_right(language: str, sentence: str, expected: tuple[str, str]) -> None:
    found = read_sentence(sentence, language, TC)
    assert found is not None
    assert (found.party, found.modality) == expected
    assert found.action is None  # what the right covers is only in the clause's words


NOT_A_GRANT_TO_THE_READER = [
    # the reader grants: a licence the reader gives, not one the reader receives
    ("en", "You grant us a licence to use the content you upload.", ("you", "content_licence")),
    ("de", "Sie räumen uns ein einfaches Nutzungsrecht an Ihren Inhalten ein.", ("you", "content_licence")),
    # a right to grant later, no grant in the sentence
    ("en", "We may grant you a licence to use additional features.", ("provider", "grant_licence")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), NOT_A_GRANT_TO_THE_READER)
def test_other_grants_keep_their_reading(language: str, sentence: str, expected: tuple[str, str]) -> None:
    found = read_sentence(sentence, language, TC)
    assert found is not None
    assert (found.party, found.action) == expected


def test_a_grant_is_never_said_as_the_companys_duty() -> None:
    for language, sentence, _expected in GRANTED:
        found = read_sentence(sentence, language, TC)
        assert found is not None and found.modality not in ("must", "does")
        assert found.party not in ("provider", "we")
        for reader in ("en", "de"):
            said = say_statement(found, sentence, reader, language, TC)
            assert said is not None
            assert "company" not in said.lower() and "unternehmen" not in said.lower()
            assert "other side" not in why([found], reader, TC) and "anderen Seite" not in why([found], reader, TC)


def test_the_readers_limit_beside_a_grant_is_kept() -> None:
    text = "Wir gewähren Ihnen ein einfaches Nutzungsrecht an der App. Sie dürfen die App nicht vervielfältigen."
    found = read_clause(text, "de", category=TC)
    assert [(x.party, x.modality) for x in found] == [("you", "may"), ("you", "must_not")]
    said = say_statement(found[0], text, "en", "de", TC)
    assert said is not None and "you" in said.lower() and "must" not in said.lower()


# ------------------------------------------------------------------------------------ 2. a disclaimer is no ban

DISCLAIMERS = [
    ("en", "We cannot guarantee that the service will be available without interruption."),
    ("en", "The provider can't ensure that every message is delivered."),
    ("en", "We are unable to promise that the app works on every device."),
    ("de", "Wir können nicht garantieren, dass die Website jederzeit erreichbar ist."),
    ("de", "Der Anbieter kann keine Gewähr dafür übernehmen, dass die Daten vollständig sind."),
    ("it", "Non possiamo garantire che il servizio sia sempre disponibile."),
    ("es", "No podemos garantizar que el servicio esté siempre disponible."),
    ("fr", "Nous ne pouvons pas garantir que le service soit toujours disponible."),
    ("pt", "Não podemos garantir que o serviço esteja sempre disponível."),
]


@pytest.mark.parametrize(("language", "sentence"), DISCLAIMERS)
def test_a_disclaimer_of_ability_says_no_ban(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, TC)
    assert found is None or found.modality not in ("must_not", "must", "may")


STILL_BANS = [
    ("en", "You cannot transfer your account to another person.", ("you", "must_not")),
    ("en", "You may not resell the tickets.", ("you", "must_not")),
    ("de", "Sie dürfen Ihr Konto nicht an Dritte übertragen.", ("you", "must_not")),
    ("de", "Sie können den Vertrag jederzeit kündigen.", ("you", "may")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), STILL_BANS)
def test_bans_without_a_verb_of_promising_stay(language: str, sentence: str, expected: tuple[str, str]) -> None:
    found = read_sentence(sentence, language, TC)
    assert found is not None and (found.party, found.modality) == expected


# ------------------------------------------------------------------- 3. one kind of cost is not payments in general

ONE_KIND_OF_COST = [
    ("de", "Versandkosten werden nicht erstattet."),
    ("de", "Bereits gezahlte Bearbeitungsgebühren werden nicht erstattet."),
    ("en", "Shipping costs are not refunded."),
    ("en", "Booking fees are non-refundable."),
]


@pytest.mark.parametrize(("language", "sentence"), ONE_KIND_OF_COST)
def test_a_refund_excluded_for_one_cost_is_not_said_of_all_payments(language: str, sentence: str) -> None:
    assert read_sentence(sentence, language, TC) is None


GENERAL_NO_REFUND = [
    ("de", "Bereits geleistete Zahlungen werden nicht erstattet."),
    ("en", "Payments are non-refundable."),
]


@pytest.mark.parametrize(("language", "sentence"), GENERAL_NO_REFUND)
def test_a_refund_excluded_for_payments_stays(language: str, sentence: str) -> None:
    assert _read(sentence, language) == (None, "does", "no_refund")


def test_the_positive_refund_is_not_replaced_by_the_negative() -> None:
    text = "Fällt das Konzert aus, wird der Eintrittspreis erstattet. Versandkosten werden nicht erstattet."
    found = read_clause(text, "de", category=TC)
    assert all(x.action != "no_refund" for x in found)


# ------------------------------------------------------------------ 4. a negated condition is not the main clause's

NEGATED_CONDITIONS = [
    ("de", "Können Sie den Termin nicht einhalten, rufen Sie uns bitte vorher an."),
    ("de", "Können Sie die Frist nicht einhalten, teilen Sie uns dies bitte vorher mit."),
    ("de", "Wenn Sie den Termin nicht wahrnehmen können, geben Sie uns bitte vorher Bescheid."),
    ("de", "Falls Sie nicht kommen können, sagen Sie bitte rechtzeitig ab."),
    ("en", "If you cannot attend the interview, please let us know beforehand."),
    ("en", "If you are unable to keep the appointment, please tell us in advance."),
]


@pytest.mark.parametrize(("language", "sentence"), NEGATED_CONDITIONS)
def test_a_negated_condition_never_negates_the_main_clause(language: str, sentence: str) -> None:
    for category in (TC, "authority_letter"):
        found = read_sentence(sentence, language, category)
        assert found is None or found.modality not in ("must_not", "not_obliged")


VERB_FIRST_CONDITIONS = [
    # the main clause's own modal word after a verb-first condition is read, with its subject
    ("de", "Ist der Mieter mit zwei Monatsmieten im Rückstand, kann der Vermieter fristlos kündigen.", "landlord"),
    ("de", "Kann der Kunde nicht zahlen, darf der Verkäufer die Ware zurückhalten.", "provider"),
]


@pytest.mark.parametrize(("language", "sentence", "party"), VERB_FIRST_CONDITIONS)
def test_a_verb_first_condition_leaves_the_main_clause(language: str, sentence: str, party: str) -> None:
    found = read_sentence(sentence, language, "rental_contract" if party == "landlord" else TC)
    assert found is not None
    assert found.party == party and found.modality == "may"


NOT_CONDITIONS = [
    # a negation in the main clause is still read
    ("de", "Sie dürfen die Wohnung nicht untervermieten.", ("you", "must_not")),
    ("en", "If you move out, you must not take the fitted kitchen with you.", ("you", "must_not")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), NOT_CONDITIONS)
def test_a_negated_main_clause_stays_negated(language: str, sentence: str, expected: tuple[str, str]) -> None:
    found = read_sentence(sentence, language, "rental_contract")
    assert found is not None and (found.party, found.modality) == expected


# A grant in the present tense with no grantee named is still the grantor giving the right, and a modal word after it
# ("you shall not") binds the grantee: never said as the grantor's duty to grant.
PERFORMATIVE_WITHOUT_GRANTEE = [
    "We grant this licence subject to you agreeing that you shall not resell the app.",
    "The company grants this licence on condition that you shall not copy the software.",
]


@pytest.mark.parametrize("sentence", PERFORMATIVE_WITHOUT_GRANTEE)
def test_a_grant_without_a_grantee_is_no_duty_of_the_grantor(sentence: str) -> None:
    found = read_sentence(sentence, "en", "terms_and_conditions")
    assert found is None or not (found.action == "grant_licence" and found.modality == "must")


def test_a_duty_to_grant_a_right_later_stays_a_duty() -> None:
    found = read_sentence("The landlord must grant the tenant the right to use the garden.", "en", "rental_contract")
    assert found is not None and (found.party, found.modality, found.action) == ("landlord", "must", "grant_licence")

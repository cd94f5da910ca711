"""A request for the reader's consent to a change is read as one (issue 23): the reader is asked, with the thing that
would change, which way, and its figures in their roles (old and new value, the change, the day it is to apply from,
the day a reply is asked by); never a duty. Own example sentences, never corpus text."""

from __future__ import annotations

import pytest

from app.analysis.statements import CONSENT_REQUESTED, read_clause
from app.models import Deadline

# (language, clause, details, {role: value}) — rent and pay, German and English, with and without a date
REQUESTS = [
    (
        "de",
        "Wir bitten Sie, einer Erhöhung der Grundmiete von bisher 520,00 EUR auf 575,00 EUR ab dem 1. Juni 2027 "
        "zuzustimmen.",
        ["rent", "rise"],
        {"old_value": "520.00", "new_value": "575.00", "requested_from": "2027-06-01"},
    ),
    (
        "de",
        "Wir bitten Sie, der Erhöhung Ihrer Nettokaltmiete auf 610,00 EUR zuzustimmen.",
        ["rent", "rise"],
        {"new_value": "610.00"},
    ),
    (
        "de",
        "Wir bitten Sie, einer Erhöhung der Miete um 35,00 EUR zuzustimmen.",
        ["rent", "rise"],
        {"change_by": "35.00"},
    ),
    ("de", "Bitte stimmen Sie der Anpassung der Miete zu.", ["rent"], {}),
    (
        "de",
        "Wir bitten Sie um Ihre Zustimmung zur Senkung Ihres Gehalts von 4.100,00 EUR auf 3.900,00 EUR.",
        ["pay", "fall"],
        {"old_value": "4100.00", "new_value": "3900.00"},
    ),
    (
        "de",
        "Wir bitten Sie, einer Änderung Ihres Arbeitsvertrags zuzustimmen, nach der Ihr Bruttogehalt ab dem "
        "1. Mai 2027 von 2.900,00 EUR auf 3.050,00 EUR steigt.",
        ["pay", "rise"],
        {"old_value": "2900.00", "new_value": "3050.00", "requested_from": "2027-05-01"},
    ),
    ("de", "Wir bitten Sie, einer Änderung Ihres Arbeitsvertrags zuzustimmen.", ["contract"], {}),
    (
        "en",
        "We ask you to agree to an increase of the rent from £720.00 to £760.00 from 1 June 2027.",
        ["rent", "rise"],
        {"old_value": "720.00", "new_value": "760.00", "requested_from": "2027-06-01"},
    ),
    (
        "en",
        "We would like to ask you to agree to a change to your contract of employment: your salary changes from "
        "£2,500 to £2,650 per month.",
        ["pay", "rise"],
        {"old_value": "2500.00", "new_value": "2650.00"},
    ),
    ("en", "Please agree to a reduction of your monthly salary by £100.", ["pay", "fall"], {"change_by": "100.00"}),
]


def _request(text: str, language: str, category: str = "rental_contract", deadlines: list[Deadline] | None = None):
    found = read_clause(text, language, deadlines or [], [], category)
    asked = [x for x in found if x.action == CONSENT_REQUESTED]
    return found, asked


@pytest.mark.parametrize(("language", "text", "details", "roles"), REQUESTS)
def test_a_request_for_consent_is_read_with_its_figures_in_their_roles(
    language: str, text: str, details: list[str], roles: dict[str, str]
) -> None:
    found, asked = _request(text, language)
    assert len(asked) == 1, found
    request = asked[0]
    assert request.party == "you" and request.modality == "does"
    assert request.details == details
    assert {f.role: f.value for f in request.figures} == roles
    assert not any(x.modality == "must" for x in found)  # no duty: the request changes nothing by itself


def test_a_later_sentence_asking_for_the_consent_by_a_day_gives_the_reply_day_and_no_duty() -> None:
    text = (
        "Wir bitten Sie, einer Erhöhung der Grundmiete von 520,00 EUR auf 575,00 EUR zuzustimmen. Der Mietspiegel "
        "weist höhere Mieten aus. Bitte teilen Sie uns Ihre Zustimmung bis zum 15. April 2027 mit."
    )
    found, asked = _request(text, "de")
    assert [x.action for x in found] == [CONSENT_REQUESTED]  # the "Bitte teilen Sie … mit" is no duty to tell
    assert {f.role: f.value for f in asked[0].figures}["reply_by"] == "2027-04-15"


def test_the_roles_the_facts_give_the_dates_are_taken() -> None:
    text = "We ask you to agree to an increase of the rent from £720.00 to £760.00 on 1 June 2027, please."
    facts = [Deadline(clause_id="c1", text="1 June 2027", kind="date", date="2027-06-01", role="from")]
    _, asked = _request(text, "en", deadlines=facts)
    assert {f.role: f.value for f in asked[0].figures}["requested_from"] == "2027-06-01"
    _, unmarked = _request(text, "en")
    assert "requested_from" not in {f.role for f in unmarked[0].figures}  # "on" marks no role of its own


def test_an_amount_without_a_word_of_its_role_is_not_given_one() -> None:
    _, asked = _request("We ask you to agree to a new rent of £760.00.", "en")
    assert asked[0].details == ["rent"] and asked[0].figures == []


@pytest.mark.parametrize(
    ("language", "text", "category"),
    [
        ("en", "Please agree to our terms of use before you continue.", "terms_and_conditions"),
        ("en", "We ask you to agree to the processing of your data.", "terms_and_conditions"),
        (
            "de",
            "Bitte beachten Sie, dass eine Untervermietung der Zustimmung des Vermieters bedarf.",
            "rental_contract",
        ),
        ("de", "Der Mieter zahlt eine Miete von 640,00 EUR bis zum dritten Werktag.", "rental_contract"),
        ("de", "Die Miete erhöht sich am 1. Mai 2028 von 640,00 EUR auf 680,00 EUR.", "rental_contract"),
        ("de", "Bitte stimmen Sie Änderungen der Mietsache mit dem Vermieter ab.", "rental_contract"),  # "abstimmen"
    ],
)
def test_no_request_for_consent_where_none_is_asked_for_a_change(language: str, text: str, category: str) -> None:
    _, asked = _request(text, language, category)
    assert asked == []

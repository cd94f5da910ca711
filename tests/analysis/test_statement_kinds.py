"""Statement kinds without a party (issue 23, part S): legal concepts and events a sentence states with a thing as
its subject — the law that applies, the court, the written form, prices with VAT, free shipping, how the contract
comes about, a term that extends, an employment that ends — each checked both ways on sentences written for these
tests: said where the text bears it out, silent where a negation, another subject or a relative clause does not."""

from __future__ import annotations

import pytest

from app.analysis.frames import frame_of
from app.analysis.statements import read_clause, read_sentence
from app.explain.offline import offline_clause

SHOP = "terms_and_conditions"
JOB = "employment_contract"


@pytest.mark.parametrize(
    ("sentence", "language", "category", "kind"),
    [
        (
            "Für diesen Vertrag gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.",
            "de",
            SHOP,
            "governing_law_de_cisg",
        ),
        ("Der Vertrag unterliegt dem Recht der Bundesrepublik Deutschland.", "de", SHOP, "governing_law_de"),
        ("Der Kaufvertrag unterliegt österreichischem Recht.", "de", SHOP, "governing_law"),
        ("These terms are governed by the laws of the State of Oregon.", "en", SHOP, "governing_law"),
        ("Ausschließlicher Gerichtsstand ist Musterstadt, sofern der Kunde Kaufmann ist.", "de", SHOP, "jurisdiction"),
        ("You agree to submit to the exclusive jurisdiction of the courts of Ireland.", "en", SHOP, "jurisdiction"),
        ("Nebenabreden und Änderungen dieses Vertrags bedürfen der Schriftform.", "de", JOB, "written_form_changes"),
        ("Dies gilt auch für eine Aufhebung dieses Schriftformerfordernisses.", "de", JOB, "written_form_waiver"),
        ("Sämtliche Preise verstehen sich inklusive der gesetzlichen Umsatzsteuer.", "de", SHOP, "prices_vat"),
        (
            "Unsere Preise enthalten die Mehrwertsteuer und verstehen sich zuzüglich Versandkosten.",
            "de",
            SHOP,
            "prices_vat_shipping",
        ),
        ("Ab einem Einkaufswert von 60 € liefern wir versandkostenfrei.", "de", SHOP, "free_shipping_from"),
        (
            "Die Angebote in unserem Shop sind kein verbindliches Angebot, sondern eine Aufforderung zur Bestellung.",
            "de",
            SHOP,
            "not_an_offer",
        ),
        ("Mit dem Klick auf den Button gibt der Kunde eine verbindliche Bestellung ab.", "de", SHOP, "binding_order"),
        ("Die Eingangsbestätigung stellt noch keine Annahme der Bestellung dar.", "de", SHOP, "receipt_not_acceptance"),
        ("Der Kaufvertrag kommt erst mit unserer Versandbestätigung zustande.", "de", SHOP, "contract_conclusion"),
        ("Der Mietvertrag verlängert sich jeweils um zwölf Monate.", "de", "rental_contract", "term_extends"),
        ("The agreement will be renewed for a further year unless either party objects.", "en", SHOP, "term_extends"),
        ("Das Arbeitsverhältnis endet am 30.06.2027.", "de", JOB, "employment_ends_on"),
        (
            "Das Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, mit Ablauf des Monats der Regelaltersrente.",
            "de",
            JOB,
            "employment_ends_auto",
        ),
    ],
)
def test_a_thing_as_subject_is_stated(sentence: str, language: str, category: str, kind: str) -> None:
    found = read_sentence(sentence, language, category)
    assert found is not None and found.action == kind
    # a party only where the text names it ("You agree to submit …"), none for a thing as subject
    assert found.party is None or (found.party == "you" and sentence.startswith("You"))


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # negation in the main clause
        ("Für diesen Vertrag gilt nicht deutsches Recht.", "de", SHOP),
        ("Gerichtsstand ist nicht der Wohnsitz des Kunden.", "de", SHOP),
        ("Der Vertrag verlängert sich nicht automatisch.", "de", "rental_contract"),
        ("Die Preise enthalten keine Umsatzsteuer.", "de", SHOP),
        # a party's right about the court is not the court agreed ("may also sue at …")
        ("Der Verkäufer ist berechtigt, den Kunden auch an seinem allgemeinen Gerichtsstand zu verklagen.", "de", SHOP),
        # "court of competent jurisdiction" names no court of the contract
        ("Any provision held invalid by a court of competent jurisdiction shall be deemed deleted.", "en", SHOP),
        # net prices for businesses, VAT added: no "prices include VAT"
        ("Für Unternehmer verstehen sich alle Preise zuzüglich der gesetzlichen Umsatzsteuer.", "de", SHOP),
        # the employment in a relative clause ("…, an dem das Arbeitsverhältnis endet") is no end stated
        ("Die Zusage gilt bis zu dem Tag, an dem das Arbeitsverhältnis endet.", "de", JOB),
        # another contract ("kommt dieser … zustande") than the shop's own
        ("Bestellen Sie einen Mobilfunkvertrag, kommt dieser mit dem Netzbetreiber zustande.", "de", SHOP),
        # a delivery time that extends is no contract term
        ("Die Lieferfrist verlängert sich angemessen bei höherer Gewalt.", "de", SHOP),
    ],
)
def test_what_the_text_does_not_bear_out_is_not_stated(sentence: str, language: str, category: str) -> None:
    found = read_sentence(sentence, language, category)
    new = {"governing_law", "governing_law_de", "governing_law_de_cisg", "jurisdiction", "jurisdiction_place",
           "term_extends", "prices_vat", "prices_vat_shipping", "employment_ends", "employment_ends_on",
           "employment_ends_auto", "contract_conclusion"}  # fmt: skip
    assert found is None or found.action not in new


def test_a_condition_makes_the_statement_conditional() -> None:
    found = read_sentence("Gerichtsstand ist Musterstadt, sofern der Kunde Kaufmann ist.", "de", SHOP)
    assert found is not None and found.condition
    said = offline_clause("Gerichtsstand ist Musterstadt, sofern der Kunde Kaufmann ist.", "en", None, "de", None, SHOP)
    assert said.translation.startswith("Court disputes are to be decided by the courts the clause names.")
    assert "only under conditions" in said.translation


def test_said_in_six_languages_with_the_figures_of_the_text() -> None:
    text = "Ab einem Bestellwert von 49,00 € ist der Versand innerhalb Deutschlands kostenfrei."
    assert "€49.00" in offline_clause(text, "en", None, "de", None, SHOP).translation
    for language in ("de", "en", "es", "fr", "it", "pt"):
        said = offline_clause(
            "Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.", language, None, "de", None, SHOP
        )
        assert "CISG" in said.translation or "CVIM" in said.translation, language


def test_free_shipping_from_a_threshold_is_no_delivery_under_conditions() -> None:
    """Reviewer: "ab 49 € versandkostenfrei" was said as "the company will deliver under conditions"."""
    text = "Wir liefern ab 49 € versandkostenfrei."
    said = offline_clause(text, "en", None, "de", None, SHOP).translation
    assert "will deliver" not in said
    assert said.startswith("Shipping is free from an order value of €49.00")


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Bitte geben Sie bei Rückfragen stets Ihre Kundennummer an.", "de"),
        ("Bei Fragen zu Ihrer Bestellung wenden Sie sich bitte an den Kundenservice.", "de"),
        ("Wenn Sie eine Rechnung benötigen, teilen Sie uns dies bitte mit.", "de"),
        ("Please contact our support team if you have any questions.", "en"),
    ],
)
def test_a_request_for_a_case_of_the_readers_own_is_no_duty(sentence: str, language: str) -> None:
    """Reviewer: "Bitte geben Sie bei Rückfragen … an" was stated as a duty."""
    assert read_clause(sentence, language, category=SHOP) == []


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Bitte reichen Sie die Nachweise bis zum 15.04.2027 ein.", "de"),
        ("Sie müssen die Rechnung innerhalb von 14 Tagen bezahlen.", "de"),
    ],
)
def test_a_request_without_such_a_case_is_still_read(sentence: str, language: str) -> None:
    found = read_clause(sentence, language, category="authority_letter")
    assert found and found[0].modality == "must"


def test_a_demand_to_leave_is_a_letters_not_a_lease_clause() -> None:
    """Reviewer: a lease's clause on notice was read as "you must leave"."""
    sentence = "Bei Beendigung des Mietverhältnisses müssen Sie die Wohnung bis zum 31.12.2027 räumen."
    assert frame_of(sentence, "de", "rental_contract") is None
    found = frame_of(sentence, "de", "termination_letter")
    assert found is not None and found[0] == "leave_home"


def test_display_without_an_object_of_notice_is_no_notification() -> None:
    """Reviewer: "anzeigen" (display) was read without an action; it names no notification."""
    found = read_sentence("Der Verkäufer kann im Shop Angebote anderer Händler anzeigen.", "de", SHOP)
    assert found is None or found.action != "notify"
    told = read_sentence("Der Mieter muss Mängel dem Vermieter unverzüglich anzeigen.", "de", "rental_contract")
    assert told is not None and told.action == "notify"


# --------------------------------------------------------------------- a duty or right without a doer
@pytest.mark.parametrize(
    ("sentence", "language", "action"),
    [
        ("Die Nebenkosten sind monatlich im Voraus zu zahlen.", "de", "pay"),
        ("Die Einwilligung kann jederzeit widerrufen werden.", "de", "withdraw"),
        ("These conditions may be amended from time to time.", "en", "make_changes"),
    ],
)
def test_an_agentless_duty_or_right_is_said_without_a_party(sentence: str, language: str, action: str) -> None:
    found = read_sentence(sentence, language, "other")
    assert found is not None and found.party is None and found.action == action and "agentless" in found.details
    said = offline_clause(sentence, "en", None, language, None, "other").translation
    assert said.startswith("Under the clause, someone")
    assert "it does not say who" in said


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        # an adjective with its infinitive, no duty
        ("Es ist ganz einfach, Geld auf ein anderes Konto zu überweisen.", "de"),
        # a subject the reader does not know is no missing doer: nothing is said rather than "someone"
        ("Die Agentur kann die Überlassung des Fahrzeugs jederzeit widerrufen.", "de"),
        ("Acme has the right to remove your posts.", "en"),
        # the passive belongs to another clause than the modal word ("you may have"): no agentless right
        ("You agree that any claim you may have under these terms must be filed within one year.", "en"),
    ],
)
def test_an_unknown_subject_is_no_agentless_statement(sentence: str, language: str) -> None:
    found = read_sentence(sentence, language, "other")
    assert found is None or "agentless" not in found.details
    said = offline_clause(sentence, "en", None, language, None, "other").translation
    assert "Under the clause, someone" not in said


def test_agentless_keeps_negation() -> None:
    found = read_sentence("Eine Nebentätigkeit darf nicht ausgeübt werden.", "de", "employment_contract")
    assert found is not None and found.modality == "must_not" and "agentless" in found.details
    said = offline_clause("Eine Nebentätigkeit darf nicht ausgeübt werden.", "en", None, "de", None, "other")
    assert said.translation.startswith("Under the clause, it is not allowed to take on a second job")


def test_agentless_names_the_legal_thing_of_its_sentence() -> None:
    # A document of unknown kind: no law names the payer (in a lease it does: tests/analysis/test_who_pays_and_caps.py).
    said = offline_clause("Die Miete ist monatlich im Voraus zu zahlen.", "en", None, "de", None, "other")
    assert said.translation.startswith("Under the clause, someone must pay; it does not say who (this concerns: rent).")
    german = offline_clause("Die Miete ist monatlich im Voraus zu zahlen.", "de", None, "de", None, "other")
    assert german.translation.startswith(
        "Laut der Klausel muss jemand zahlen; wer, sagt sie nicht (es geht um: Miete)."
    )


def test_an_agentless_duty_keeps_its_period_with_the_action() -> None:
    sentence = "Offene Beträge sind innerhalb von 14 Tagen nach Erhalt der Rechnung zu zahlen."
    said = offline_clause(sentence, "en", None, "de", None, "rental_contract").translation
    assert "Under the clause, someone must pay within 14 days, counted from a point the clause names;" in said
    assert "who within" not in said
    said_de = offline_clause(sentence, "de", None, "de", None, "rental_contract").translation
    assert "(Frist: 14 Tage ab einem Zeitpunkt, den die Klausel nennt); wer, sagt sie nicht" in said_de


@pytest.mark.parametrize(
    "sentence",
    [
        # a verb-first clause whose next clause opens with its own verb and subject is a condition without "wenn"
        "Buchen Sie zur Reise eine Versicherung, kommt dieser Vertrag mit dem Versicherer zustande.",
        "Schicken Sie die Ware zurück, erstatten wir den Kaufpreis.",
        "Wählen Sie Ratenzahlung, so gelten die Bedingungen der Bank.",
    ],
)
def test_a_verb_first_condition_binds_no_one(sentence: str) -> None:
    found = read_sentence(sentence, "de", "terms_and_conditions")
    assert found is None or found.modality != "must"


@pytest.mark.parametrize(
    "sentence",
    [
        # orders: a verb-first sentence alone, or followed by a subordinate or relative clause, or by a second order
        "Schicken Sie die Ware in der Originalverpackung zurück.",
        "Melden Sie sich bis Freitag, damit wir den Termin planen können.",
        "Verwenden Sie den Vordruck, den wir Ihnen zusenden.",
        "Füllen Sie den Antrag aus, senden Sie ihn an uns.",
    ],
)
def test_a_verb_first_order_is_still_a_duty(sentence: str) -> None:
    found = read_sentence(sentence, "de", "terms_and_conditions")
    assert found is not None and (found.party, found.modality) == ("you", "must")

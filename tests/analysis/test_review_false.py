"""Readings a reviewer of the sample outputs found false (issue 23), each checked both ways on sentences
written for these tests: the false reading is gone, the right one stays where the text bears it out."""

from __future__ import annotations

from app.analysis.frames import frame_of
from app.analysis.statements import read_sentence


# --------------------------------------------------------------------- 1. frames follow the document's kind
def test_prepayment_in_a_tax_notice_is_no_tenants_utilities() -> None:
    sentence = "Ab dem 01.04.2027 betragen die vierteljährlichen Vorauszahlungen zur Einkommensteuer 330,00 EUR."
    # no tenant's utilities; the tax notice's own reading (prepayments from a date, tests/explain/test_letters_reader.py)
    found = read_sentence(sentence, "de", "tax_assessment")
    assert found is not None and found.action == "prepayments_from" and found.party is None
    framed = frame_of(sentence, "de", "tax_assessment")
    assert framed is not None and framed[0] == "prepayments_from"


def test_utilities_in_a_lease_are_still_read() -> None:
    sentence = "Die monatliche Vorauszahlung auf die Betriebskosten beträgt 145,00 EUR."
    found = read_sentence(sentence, "de", "rental_contract")
    assert found is not None and found.action == "utilities"
    assert frame_of(sentence, "de", None) is not None  # kind not known: the frame is read


def test_salary_frame_not_in_a_lease() -> None:
    sentence = "The Employee shall be paid a gross salary of EUR 3,100 per month."
    assert frame_of(sentence, "en", "employment_contract") is not None
    found = frame_of(sentence, "en", "rental_contract")
    assert found is None or found[0] != "salary"


# --------------------------------------------------------------------- 2. an amount's meaning from its own words
def _meanings(text: str, category: str = "other") -> dict[str, str]:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    return {a.text: a.meaning for a in find_amounts(text, ClauseIndex((Segment(0, len(text)),)), "de", category)}


def test_an_overpayment_is_no_back_payment_and_counted_income_no_salary() -> None:
    found = _meanings(
        "Für August ergibt sich eine Überzahlung von 217,00 EUR. Sie haben 217,00 EUR zu Unrecht erhalten. "
        "Anzurechnen ist ein Einkommen von 305,00 EUR."
    )
    assert "back_payment" not in found.values() and found["305,00 EUR"] == "income"
    kept = _meanings("Die Nachzahlung beträgt 640,00 EUR. Das Gehalt beträgt 2.900,00 EUR.")
    assert kept == {"640,00 EUR": "back_payment", "2.900,00 EUR": "salary"}


def test_a_tax_notice_has_no_benefit_cut_and_a_lease_keeps_its_rent() -> None:
    text = "Die Werbungskosten wurden um 310,00 EUR gekürzt."
    assert _meanings(text, "tax_assessment")["310,00 EUR"] != "reduction"
    assert _meanings(text, "authority_letter")["310,00 EUR"] == "reduction"
    assert _meanings("Die Miete beträgt 720,00 EUR.", "rental_contract")["720,00 EUR"] == "rent"


# --------------------------------------------------------------------- 3./4. an opportunity and a negated modal
def test_opportunity_and_negated_modal_are_no_binding_wording() -> None:
    from app.analysis.actions import binding_wording

    for sentence in (
        "Vor der Entscheidung haben Sie Gelegenheit, sich zu dem Vorwurf schriftlich zu äußern.",
        "Sie haben die Möglichkeit, die Unterlagen bis Freitag nachzureichen und Ihre Sicht zu erklären.",
        "Gegen diese Festsetzung müssen Sie keinen Einspruch einlegen.",
        "Der Mieter muss insoweit nicht renovieren.",
    ):
        assert not binding_wording(sentence), sentence
    for sentence in (
        "Der Käufer hat die Versandkosten zu tragen.",
        "Sie müssen die Unterlagen bis Freitag einreichen.",
        "Die Gebühr ist binnen zwei Wochen zu zahlen.",
    ):
        assert binding_wording(sentence), sentence


def test_a_request_to_comment_in_a_hearing_is_an_opportunity() -> None:
    from app.analysis.statements import read_clause

    hearing = (
        "Bevor wir entscheiden, haben Sie Gelegenheit, sich zu dem Sachverhalt zu äußern. "
        "Bitte teilen Sie uns mit, ob die Angaben stimmen."
    )
    said = [s for s in read_clause(hearing, "de", category="authority_letter") if s.party == "you"]
    assert said and all(s.modality == "may" for s in said)
    request = "Bitte teilen Sie uns mit, ob die Angaben stimmen. Die Frist endet am 03.05.2027."
    said = [s for s in read_clause(request, "de", category="authority_letter") if s.party == "you"]
    assert said and said[0].modality == "must"  # no right to be heard in the clause: the request stays
    english = "You have the opportunity to comment before we decide. Please tell us whether the figures are right."
    assert all(s.modality != "must" for s in read_clause(english, "en", category="authority_letter"))


# --------------------------------------------------------------------- 5. no objection offered against nothing
def _period_roles(text: str, category: str = "authority_letter") -> list[str | None]:
    from app.analysis.actions import describe
    from app.analysis.deadlines import Place, find_deadlines
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    found = find_deadlines(text, ClauseIndex((Segment(0, len(text)),)), "social", Place())
    return [describe(text, d, category).role for d in found if d.kind == "period"]


def test_objection_against_a_later_decision_or_in_court_is_no_objection_now() -> None:
    later = (
        "Dieses Schreiben ist noch keine Entscheidung. Gegen einen künftigen Rückforderungsbescheid kann "
        "innerhalb eines Monats nach Bekanntgabe Widerspruch eingelegt werden."
    )
    assert "objection" not in _period_roles(later)
    court = "Pode apresentar reclamação no prazo de 90 dias ou impugnação judicial no prazo de dois meses."
    assert _period_roles(court, "tax_assessment") == ["objection", "period"]
    now = "Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden."
    assert _period_roles(now) == ["objection"]


# --------------------------------------------------------------------- 6. the remedy's name follows the document
def test_a_german_reader_hears_the_remedy_the_document_names() -> None:
    from app.explain.frames import say_frame

    def said(sentence: str) -> str | None:
        found = frame_of(sentence, "de", "tax_assessment")
        assert found is not None and found[0] == "objection"
        return say_frame("objection", sentence, "de", found[2], {})

    assert said("Gegen diesen Bescheid können Sie schriftlich Einspruch einlegen.") == (
        "Gegen diesen Bescheid können Sie Einspruch einlegen."
    )
    assert said("Gegen diesen Bescheid können Sie schriftlich Widerspruch erheben.") == (
        "Gegen diesen Bescheid können Sie Widerspruch einlegen."
    )


def test_werktage_are_not_arbeitstage() -> None:
    from app.explain.values import extract_values

    assert [d.unit for d in extract_values("Die Ware wird binnen drei Werktagen versandt.").durations] == [
        "working_day_mon_sat"
    ]
    assert [d.unit for d in extract_values("Die Ware wird binnen drei Arbeitstagen versandt.").durations] == [
        "working_day"
    ]
    assert [d.unit for d in extract_values("Le préavis est de 5 jours ouvrables.").durations] == ["working_day_mon_sat"]


# --------------------------------------------------------------------- 7. Textform is not Schriftform
def test_text_form_is_not_told_as_writing() -> None:
    from app.analysis.terms import mentioned_terms
    from app.explain.offline import offline_clause

    text_form = "§ 9 Form\n(1) Änderungen und Ergänzungen dieser Vereinbarung bedürfen der Textform."
    assert mentioned_terms(text_form, "de") == ["text_form"]
    said = offline_clause(text_form, "en", "written_form", "de", category="employment_contract").translation
    assert "in writing" not in said and "text form" in said
    written = "§ 9 Form\n(1) Änderungen und Ergänzungen dieser Vereinbarung bedürfen der Schriftform."
    assert mentioned_terms(written, "de") == ["written_form"]
    said = offline_clause(written, "en", "written_form", "de", category="employment_contract").translation
    assert "must be made in writing" in said
    notice = "Die Kündigung bedarf der Textform; die Kündigungsfrist des Mietverhältnisses beträgt 3 Monate."
    found = frame_of(notice, "de", "rental_contract")
    assert found is None or "written" not in found[2]


# --------------------------------------------------------------------- 8. the way to use a right is no duty to use it
def test_how_to_use_a_right_is_no_duty_to_use_it() -> None:
    how = (
        "Um Ihr Rücktrittsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung über Ihren "
        "Entschluss, den Vertrag zu widerrufen, informieren."
    )
    found = read_sentence(how, "de", "purchase")
    assert found is not None and found.action != "withdraw"
    assert found.action == "notify" and found.condition  # told how, and only if the reader wants to
    plain = read_sentence("Sie müssen den Vertrag schriftlich widerrufen.", "de", "purchase")
    assert plain is not None and plain.action == "withdraw" and not plain.condition
    duty = read_sentence("Der Mieter ist verpflichtet, die Kosten der Reparatur zu tragen.", "de", "rental_contract")
    assert duty is not None and duty.action == "bear_costs"  # "verpflichtet, … zu": the zu-infinitive is its action


# --------------------------------------------------------------------- 9. an exception is not the rule
def test_consent_for_some_animals_is_not_said_for_every_pet() -> None:
    from app.explain.frames import say_frame

    def said(sentence: str, language: str) -> str | None:
        found = frame_of(sentence, "de" if language == "de" else "en", "rental_contract")
        assert found is not None and found[0] == "pets"
        return say_frame("pets", sentence, "en", found[2], {})

    some = said("Die Haltung von Hunden bedarf der vorherigen Zustimmung des Vermieters.", "de")
    assert some is not None and "some kinds of animals" in some and "a pet" not in some
    every = said("Die Haltung von Haustieren in der Wohnung bedarf der Zustimmung des Vermieters.", "de")
    assert every == "The tenant needs the landlord's consent to keep a pet."
    english = said("The Tenant shall not keep any dogs at the Property.", "en")
    assert english == "Some kinds of animals, which the clause names, are not allowed."


# --------------------------------------------------------------------- 10. a seniority threshold is no notice period
def test_a_length_of_service_is_no_notice_period() -> None:
    fr = "Le préavis est de deux mois pour une ancienneté supérieure à cinq ans."
    # "cinq ans" is the condition (a length of service), no period of its own
    assert _period_roles(fr, "employment_contract") == ["notice_period"]
    de = "Bei einer Betriebszugehörigkeit von zwei Jahren beträgt die Kündigungsfrist einen Monat zum Monatsende."
    assert "notice_period" in _period_roles(de, "employment_contract")


# --------------------------------------------------------------------- 10. paid on signing is not due at the start
def test_a_deposit_paid_on_signing_is_not_dated_to_the_start_of_the_tenancy() -> None:
    from app.analysis.actions import find_actions
    from app.analysis.facts import key_facts
    from tests.analysis.test_actions import make_doc

    def due(deposit_sentence: str) -> list[str | None]:
        doc = make_doc(
            "TENANCY AGREEMENT\n\n1. Term\nThe tenancy starts on 1 March 2027 for a fixed term of twelve months.\n\n"
            f"2. Deposit\n{deposit_sentence}\n",
            document_language="en",
        )
        facts = key_facts(doc)
        return [a.date for a in find_actions(doc, facts) if a.phrase and a.phrase.meaning == "deposit"]

    assert due("The Tenant shall pay a deposit of GBP 1,400.00 on signing this agreement.") == [None]
    assert due("The Tenant shall pay a deposit of GBP 1,400.00 before the start of the tenancy.") == ["2027-03-01"]


# --------------------------------------------------------------------- 10. a term that renews does not end there
def test_the_end_of_a_renewing_first_term_is_no_end_of_the_tenancy() -> None:
    from app.analysis.facts import key_facts
    from tests.analysis.test_actions import make_doc

    def ends(sentence: str) -> list[str | None]:
        doc = make_doc(f"CONTRATTO DI LOCAZIONE\n\nArt. 2 Durata\n{sentence}\n", document_language="it")
        return [d.date for d in key_facts(doc).deadlines if d.role == "end"]

    renews = (
        "La locazione dura dal 1° aprile 2027 al 31 marzo 2031 e si rinnova per altri quattro anni, salvo disdetta."
    )
    assert ends(renews) == []
    assert ends("La locazione dura dal 1° aprile 2027 al 31 marzo 2031.") == ["2031-03-31"]


# --------------------------------------------------------------------- a topic's stock text only where it fits
def test_no_advance_payment_text_where_the_tenant_pays_suppliers_directly() -> None:
    from app.explain.offline import offline_clause

    direct = (
        "5. Utilities\n5.1 The Tenant shall pay the suppliers of gas, electricity and water directly. "
        "5.2 The Tenant shall pay the council tax and the utilities for the property."
    )
    why = offline_clause(direct, "en", "utilities", "en", category="rental_contract").explanation
    assert "Advance payments" not in why and why
    advance = (
        "5. Utilities\n5.1 The Tenant shall make an advance payment of GBP 120 a month towards the utilities "
        "and service charges."
    )
    why = offline_clause(advance, "en", "utilities", "en", category="rental_contract").explanation
    assert "Advance payments are usually settled once a year" in why


def test_no_advice_on_giving_notice_to_the_reader_of_a_notice() -> None:
    from app.explain.offline import offline_clause

    text = (
        "Notice\nEither party may end this agreement by giving two months' written notice to the other party. "
        "The notice must be given in writing."
    )
    received = offline_clause(text, "en", "notice", "en", category="termination_letter").explanation
    assert "If you miss the period" not in received and received
    contract = offline_clause(text, "en", "notice", "en", category="rental_contract").explanation
    assert "If you miss the period" in contract


# --------------------------------------------------------------------- "not … without consent" is no ban
def test_not_without_consent_is_allowed_with_consent() -> None:
    with_consent = read_sentence(
        "The Tenant shall not paint the walls or redecorate, without the Landlord's prior consent.",
        "en",
        "rental_contract",
    )
    assert with_consent is not None and with_consent.modality == "may_only"
    german = read_sentence(
        "Der Mieter darf ohne schriftliche Erlaubnis des Vermieters keine bauliche Veränderung vornehmen.",
        "de",
        "rental_contract",
    )
    assert german is None or german.modality != "must_not"
    banned = read_sentence("The Tenant shall not redecorate the Property.", "en", "rental_contract")
    assert banned is not None and banned.modality == "must_not"


# --------------------------------------------------------------------- continued pay is not sick pay
def test_garden_leave_with_pay_is_no_sick_pay() -> None:
    from app.analysis.terms import mentioned_terms

    leave = "Nach der Kündigung kann die Arbeitnehmerin unter Fortzahlung der Bezüge freigestellt werden."
    assert "sick_pay" not in mentioned_terms(leave, "de")
    ill = "Ist die Arbeitnehmerin arbeitsunfähig erkrankt, erhält sie Fortzahlung der Bezüge bis zu sechs Wochen."
    assert "sick_pay" in mentioned_terms(ill, "de")


# --------------------------------------------------------------------- a number's letter is part of the reference
def test_a_numbers_letter_and_its_law_stay_in_the_reference() -> None:
    from app.analysis.norms import references_as_written

    found = list(references_as_written("Abgezogen wurde die Pauschale (§ 9 Abs. 1 Satz 3 Nr. 4a EStG)."))
    assert found == ["§ 9 Abs. 1 Satz 3 Nr. 4a EStG"]
    assert list(references_as_written("Siehe § 9 Abs. 1 Satz 3 Nr. 4 EStG.")) == ["§ 9 Abs. 1 Satz 3 Nr. 4 EStG"]


# --------------------------------------------------------------------- a rounding step and a total's parts
def test_a_rounding_step_is_no_payment_and_parts_after_a_total_are_parts() -> None:
    found = _meanings(
        "Die Nachzahlung beträgt insgesamt 500,00 EUR (Einkommensteuer 460,00 EUR zuzüglich Kirchensteuer 40,00 EUR). "
        "Säumniszuschläge betragen 1 % des rückständigen, auf volle 50 Euro abgerundeten Betrags.",
        "tax_assessment",
    )
    assert found["500,00 EUR"] == "back_payment"
    assert found["460,00 EUR"] == found["40,00 EUR"] == "part"
    assert found["50 Euro"] == "other"
    kept = _meanings("Die Nachzahlung beträgt insgesamt 500,00 EUR. Die Gebühr beträgt 40,00 EUR.", "tax_assessment")
    assert kept["40,00 EUR"] == "fee"


# --------------------------------------------------------------------- the limit courts accept is not flagged
def test_the_cardinal_duty_limit_with_the_carve_outs_is_no_unusual_term() -> None:
    from app.analysis.notes_tos import _rule_kind

    accepted = (
        "wir haften unbeschränkt bei vorsatz und grober fahrlässigkeit und für schäden an leben, körper oder gesundheit. "
        "bei leicht fahrlässiger verletzung wesentlicher pflichten ist die haftung auf den vorhersehbaren, "
        "vertragstypischen schaden begrenzt."
    )
    assert _rule_kind("ltd", accepted) == "info"
    capped = (
        "wir haften unbeschränkt bei vorsatz und grober fahrlässigkeit und für schäden an leben, körper oder gesundheit. "
        "im übrigen ist die haftung auf 100 euro begrenzt."
    )
    assert _rule_kind("ltd", capped) == "unusual"


def test_overtime_pay_is_not_the_salary() -> None:
    found = _meanings(
        "Das Gehalt beträgt 3.400,00 EUR brutto. Überstunden werden mit 24,00 EUR brutto je Stunde vergütet.",
        "employment_contract",
    )
    assert found == {"3.400,00 EUR": "salary", "24,00 EUR": "other"}
    covered = _meanings("Mit dem Gehalt von 3.400,00 EUR brutto sind Überstunden abgegolten.", "employment_contract")
    assert covered == {"3.400,00 EUR": "salary"}

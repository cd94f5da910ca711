"""Letters from authorities, landlords and employers read as their reader would (issue 23).

Six letters written for these tests (tests/explain/letters/, invented names and addresses): a Jobcenter hearing, a
fine notice, an income tax assessment with quarterly prepayments, a health insurer's contribution notice, a landlord's
notice for own use and an employer's notice with a release from work. Each fix is a category, shown by sentences
written for this test both ways (it fires / it must not); each letter is explained end to end in German and English:
the facts judged must be there, the wrong statements found before must not come back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.analysis.frames import frame_of
from app.analysis.statements import read_sentence
from app.config import Settings
from app.explain.frames import figures, say_frame
from bench.explain_real import explain_text
from tests.analysis.test_actions import actions_in, make_doc, worded
from tests.explain.strings import strings

LETTERS = Path(__file__).parent / "letters"

SAME = "same"  # as in tests/analysis/test_frames_negation.py: the hedged sentence gives the frame itself

# The frames a letter's own acts need, each stated, negated and hedged (read by tests/analysis/test_frames_negation.py
# with every other German frame): (frame, stated, negated, hedged[, negated gives, hedged gives]).
LETTER_FRAME_ROWS: list[tuple[Any, ...]] = [
    (
        "not_a_decision",
        "Dieses Schreiben ist keine Entscheidung.",
        "Dieses Schreiben ist eine Entscheidung.",
        "Dieses Schreiben ist keine Entscheidung?",
    ),
    (
        "fine_imposed",
        "Gegen Sie wird wegen des Parkverstoßes eine Geldbuße festgesetzt.",
        "Gegen Sie wird wegen des Parkverstoßes keine Geldbuße festgesetzt.",
        "Falls gegen Sie eine Geldbuße festgesetzt wird, erhalten Sie Post.",
    ),
    (
        "final_unless_objection",
        "Der Bescheid wird rechtskräftig, wenn Sie nicht innerhalb von zwei Wochen Einspruch einlegen.",
        "Der Bescheid wird rechtskräftig, wenn Sie innerhalb von zwei Wochen Einspruch einlegen.",
        "Wird der Bescheid rechtskräftig, wenn Sie nicht innerhalb von zwei Wochen Einspruch einlegen?",
    ),
    (
        "pay_after_final",
        "Der Betrag ist spätestens zwei Wochen nach Eintritt der Rechtskraft zu zahlen.",
        "Der Betrag ist zwei Wochen nach Eintritt der Rechtskraft noch nicht zu zahlen.",
        "Falls der Betrag zwei Wochen nach Eintritt der Rechtskraft zu zahlen ist, erhalten Sie eine Mahnung.",
    ),
    (
        "hardship_objection",
        "Sie können der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses verlangen.",
        "Sie können der Kündigung nicht widersprechen und keine Fortsetzung des Mietverhältnisses verlangen.",
        "Der Vermieter meint, Sie könnten der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses "
        "verlangen.",
    ),
    (
        "objection_before_end",
        "Der Widerspruch muss mir spätestens zwei Monate vor der Beendigung des Mietverhältnisses zugehen.",
        "Der Widerspruch muss mir nicht spätestens zwei Monate vor der Beendigung des Mietverhältnisses zugehen.",
        "Ob der Widerspruch spätestens zwei Monate vor der Beendigung des Mietverhältnisses zugehen muss, ist streitig.",
    ),
    (
        "notice_given",
        "Hiermit kündige ich den Mietvertrag zum 30.09.2027.",
        "Hiermit kündige ich den Mietvertrag nicht zum 30.09.2027.",
        "Kündige ich hiermit den Mietvertrag zum 30.09.2027?",
    ),
    (
        "prepayments_from",
        "Ab dem 10.03.2027 betragen die Vorauszahlungen 300 EUR.",
        "Ab dem 10.03.2027 betragen die Vorauszahlungen nicht mehr 300 EUR.",
        "Falls ab dem 10.03.2027 die Vorauszahlungen 300 EUR betragen, teilen wir es Ihnen mit.",
    ),
    (
        "released_from_work",
        "Wir stellen Sie ab sofort von der Arbeitsleistung frei.",
        "Wir stellen Sie nicht von der Arbeitsleistung frei.",
        "Stellen Sie uns von der Arbeitsleistung frei?",
    ),
    (
        "release_holiday",
        "Ihr Resturlaub wird auf die Freistellung angerechnet.",
        "Ihr Resturlaub wird nicht auf die Freistellung angerechnet.",
        "Falls Ihr Resturlaub auf die Freistellung angerechnet wird, erhalten Sie eine Aufstellung.",
    ),
    (
        "pay_continues",
        "Ihr Gehalt zahlen wir bis zum Ende des Arbeitsverhältnisses weiter.",
        "Ihr Gehalt zahlen wir nicht weiter.",
        "Zahlen wir Ihr Gehalt weiter?",
    ),
    (
        "register_jobseeker",
        "Sie müssen sich spätestens drei Monate vor dem Ende des Arbeitsverhältnisses bei der Agentur für Arbeit "
        "arbeitsuchend melden.",
        "Sie müssen sich nicht spätestens drei Monate vor dem Ende des Arbeitsverhältnisses bei der Agentur für Arbeit "
        "arbeitsuchend melden.",
        "Falls Sie sich spätestens drei Monate vor dem Ende des Arbeitsverhältnisses bei der Agentur für Arbeit "
        "arbeitsuchend melden, bleibt Ihr Anspruch erhalten.",
    ),
    (
        "register_jobseeker_days",
        "Sind es weniger als drei Monate, hat die Meldung innerhalb von drei Tagen nach Kenntnis zu erfolgen.",
        "Sind es weniger als drei Monate, hat die Meldung nicht innerhalb von drei Tagen nach Kenntnis zu erfolgen.",
        "Wenn es weniger als drei Monate sind, hat die Meldung innerhalb von drei Tagen nach Kenntnis zu erfolgen.",
        None,
        SAME,
    ),
    (
        "hand_in_by",
        "Bitte geben Sie den Büroschlüssel bis zum 15.01.2027 ab.",
        "Bitte geben Sie den Büroschlüssel nicht vor dem 15.01.2027 ab.",
        "Falls Sie bereit sind, den Laptop bis zum 15.01.2027 abzugeben, melden Sie sich.",
    ),
    (
        "hand_back_home",
        "Bitte geben Sie die Wohnung am Ende der Mietzeit zurück.",
        "Bitte geben Sie die Wohnung am Ende der Mietzeit nicht zurück.",
        "Der Vermieter behauptet, Sie hätten die Wohnung am Ende der Mietzeit zurückzugeben.",
    ),
    (
        "instalments_ask",
        "Können Sie nicht auf einmal zahlen, teilen Sie uns mit, welche Raten möglich sind.",
        "Können Sie auf einmal zahlen, teilen Sie uns mit, welche Raten möglich sind.",
        "Können Sie nicht auf einmal zahlen und teilen Sie uns mit, welche Raten möglich sind?",
    ),
    (
        "contributions_due",
        "Die Beiträge sind jeweils bis zum 15. des Folgemonats zu zahlen.",
        "Die Beiträge sind nicht bis zum 15. des Folgemonats zu zahlen.",
        "Falls die Beiträge bis zum 15. des Folgemonats zu zahlen sind, buchen wir sie ab.",
    ),
    (
        "contributions_due",  # another day of the following month, written as a word
        "Die Beiträge sind bis zum zehnten Tag des folgenden Monats zu entrichten.",
        "Die Beiträge sind nicht bis zum zehnten Tag des folgenden Monats zu entrichten.",
        "Falls die Beiträge bis zum zehnten Tag des folgenden Monats zu entrichten sind, buchen wir sie ab.",
    ),
    (
        "direct_debit",
        "Wir buchen den Beitrag von Ihrem Konto ab.",
        "Wir buchen den Beitrag nicht von Ihrem Konto ab.",
        "Wir buchen den Beitrag von Ihrem Konto ab?",
    ),
    (
        "monthly_total",
        "Monatlicher Gesamtbeitrag: 310,00 EUR",
        "Monatlicher Gesamtbeitrag: nicht 310,00 EUR, sondern weniger",
        "Monatlicher Gesamtbeitrag: 310,00 EUR?",
    ),
    (
        "overpaid_sum",
        "Für Mai wurden Ihnen 120,00 EUR zu viel gezahlt.",
        "Für Mai wurden Ihnen nicht 120,00 EUR zu viel gezahlt.",
        "Falls Ihnen für Mai 120,00 EUR zu viel gezahlt wurden, melden Sie sich.",
    ),
    (
        "coercive_detention",
        "Wird die Geldbuße nicht gezahlt, kann das Gericht Erzwingungshaft anordnen.",
        "Wird die Geldbuße gezahlt, kann das Gericht keine Erzwingungshaft anordnen.",
        "Kann das Gericht Erzwingungshaft anordnen, wenn die Geldbuße nicht gezahlt wird?",
    ),
    ("fine_row", "Geldbuße: 80,00 EUR", "Geldbuße: nicht 80,00 EUR", "Geldbuße: 80,00 EUR?"),
    ("total_row", "Gesamtbetrag: 111,50 EUR", "Gesamtbetrag: nicht 111,50 EUR", "Gesamtbetrag: 111,50 EUR?"),
    (
        "benefits_granted",
        "Ihnen wurden vom 01.02.2026 bis 31.07.2026 Leistungen bewilligt.",
        "Ihnen wurden vom 01.02.2026 bis 31.07.2026 keine Leistungen bewilligt.",
        "Falls Ihnen vom 01.02.2026 bis 31.07.2026 Leistungen bewilligt wurden, melden Sie sich.",
    ),
    (
        "contributions_set_from",
        "Mit diesem Bescheid setzen wir Ihre Beiträge ab dem 01.01.2027 neu fest.",
        "Mit diesem Bescheid setzen wir Ihre Beiträge ab dem 01.01.2027 nicht neu fest.",
        "Setzen wir Ihre Beiträge ab dem 01.01.2027 neu fest?",
    ),
    (
        "deposit_settled_after",
        "Die Kaution wird nach der Rückgabe der Wohnung abgerechnet.",
        "Die Kaution wird nach der Rückgabe der Wohnung nicht abgerechnet.",
        "Falls die Kaution nach der Rückgabe der Wohnung abgerechnet wird, erhalten Sie eine Aufstellung.",
    ),
    (
        "send_after_issue",
        "Bitte senden Sie uns den Bescheid innerhalb eines Monats nach seiner Ausstellung zu.",
        "Bitte senden Sie uns den Bescheid nicht nach seiner Ausstellung zu.",
        "Senden Sie uns den Bescheid nach seiner Ausstellung zu?",
    ),
]

# What a reader is shown: the original and quotes are the document's own words.
SKIPPED = frozenset({"original", "quote", "text_original"})


def _said(sentence: str, reader: str, category: str | None = None) -> tuple[str | None, str | None]:
    found = frame_of(sentence, "de", category)
    if found is None:
        return None, None
    key, _code, flags = found
    return key, say_frame(key, sentence, reader, flags, figures(sentence, reader, "de"))


# (sentence, category, frame, English said, German said): a letter's own act in the reader's words.
FIRES = [
    (
        "Über die Rückforderung erhalten Sie einen gesonderten Bescheid, gegen den Sie dann Widerspruch einlegen können.",
        "authority_letter",
        "objection_later",
        "You will be able to object to the later decision.",
        "Gegen den späteren Bescheid können Sie dann Widerspruch einlegen.",
    ),
    (
        "Diese Anhörung ist noch kein Bescheid.",
        "authority_letter",
        "not_a_decision",
        "This letter is not yet a decision.",
        "Dieses Schreiben ist noch keine Entscheidung.",
    ),
    (
        "Teilen Sie uns bitte bis zum 05.01.2027 mit, ob Sie einverstanden sind.",
        "authority_letter",
        "respond_by",
        "Please reply by 5 January 2027.",
        "Bitte antworten Sie bis zum 05.01.2027.",
    ),
    (
        "Hiermit kündigen wir das mit Ihnen bestehende Arbeitsverhältnis fristgerecht zum 30.06.2027.",
        "termination_letter",
        "notice_given",
        "With this letter the sender gives notice: the employment is to end on 30 June 2027.",
        "Mit diesem Schreiben kündigt der Absender: Das Arbeitsverhältnis soll am 30.06.2027 enden.",
    ),
    (
        "Ab dem 10.06.2027 betragen die vierteljährlichen Vorauszahlungen 480 EUR.",
        "tax_assessment",
        "prepayments_from",
        "From 10 June 2027, your tax prepayments are €480.00 each quarter.",
        "Ab dem 10.06.2027 betragen Ihre Steuervorauszahlungen 480,00\xa0€ je Quartal.",
    ),
    (
        "Wir stellen Sie ab dem 01.02.2027 unwiderruflich von der Arbeitsleistung frei.",
        "termination_letter",
        "released_from_work",
        "From 1 February 2027 you are released from work: you no longer have to work, and the letter says the release "
        "is irrevocable.",
        "Ab dem 01.02.2027 sind Sie von der Arbeit freigestellt: Sie müssen nicht mehr arbeiten, und laut Schreiben ist "
        "die Freistellung unwiderruflich.",
    ),
    (
        "Ihr Resturlaub von 9 Tagen wird auf die Freistellung angerechnet.",
        "termination_letter",
        "release_holiday",
        "Your remaining holiday (9 days) is counted against the release from work: it is taken during that time.",
        "Ihr restlicher Urlaub (9 Tage) wird auf die Freistellung angerechnet: Er gilt in dieser Zeit als genommen.",
    ),
    (
        "Ihre Vergütung zahlen wir bis zum 30.06.2027 weiter.",
        "termination_letter",
        "pay_continues",
        "Your pay goes on being paid until 30 June 2027.",
        "Ihr Gehalt wird bis zum 30.06.2027 weitergezahlt.",
    ),
    (
        "Gegen Sie wird wegen des Rotlichtverstoßes eine Geldbuße festgesetzt.",
        "authority_letter",
        "fine_imposed",
        "With this notice a fine is imposed on you.",
        "Mit diesem Bescheid wird gegen Sie eine Geldbuße festgesetzt.",
    ),
    (
        "Der Bescheid wird bestandskräftig, wenn Sie nicht innerhalb von zwei Wochen nach Zustellung Einspruch einlegen.",
        "authority_letter",
        "final_unless_objection",
        "If no objection is made within 2 weeks of receiving the notice, it becomes final.",
        "Die Einspruchsfrist beträgt 2 Wochen ab Zustellung; legen Sie bis dahin keinen Einspruch ein, wird der "
        "Bescheid endgültig (rechtskräftig).",
    ),
    (
        "Die Summe ist spätestens zehn Tage nach Eintritt der Rechtskraft zu überweisen.",
        "authority_letter",
        "pay_after_final",
        "The amount is to be paid at the latest 10 days after the notice has become final.",
        "Der Betrag ist spätestens 10 Tage, nachdem der Bescheid endgültig (rechtskräftig) geworden ist, zu zahlen.",
    ),
    (
        "Sie dürfen der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses verlangen, wenn der Umzug "
        "für Sie eine besondere Härte wäre.",
        "rental_contract",
        "hardship_objection",
        "You may object to the notice and ask for the tenancy to continue, if ending it would be a hardship of the "
        "kind the letter describes.",
        None,
    ),
    (
        "Ihr Widerspruch muss mir schriftlich spätestens zwei Monate vor dem Ende des Mietverhältnisses zugehen.",
        "rental_contract",
        "objection_before_end",
        "The objection must be made in writing and reach the sender at the latest 2 months before the tenancy ends.",
        "Der Widerspruch muss schriftlich sein und dem Absender spätestens 2 Monate vor dem Ende des Mietverhältnisses "
        "zugehen.",
    ),
    (
        "Sie sind verpflichtet, sich spätestens drei Monate vor der Beendigung des Arbeitsverhältnisses bei der "
        "Agentur für Arbeit arbeitsuchend zu melden.",
        "termination_letter",
        "register_jobseeker",
        "You must register in person with the employment agency (Agentur für Arbeit) as looking for work at the latest "
        "3 months before the employment ends, as the letter says.",
        None,
    ),
    (
        "Bitte geben Sie das Firmenfahrzeug bis zum 15.01.2027 in der Zentrale ab.",
        "termination_letter",
        "hand_in_by",
        "Please hand in or give back what the letter names by 15 January 2027.",
        "Bitte geben Sie zurück oder ab, was das Schreiben nennt, bis zum 15.01.2027.",
    ),
    (
        "Bitte geben Sie die Wohnung zum Ende der Mietzeit mit allen Schlüsseln zurück.",
        "rental_contract",
        "hand_back_home",
        "Please hand the home back, with all keys, when the tenancy ends.",
        "Bitte geben Sie die Wohnung mit allen Schlüsseln zurück, wenn das Mietverhältnis endet.",
    ),
    (
        "Die Beiträge sind jeweils bis zum 15. des folgenden Monats zu zahlen.",
        "authority_letter",
        "contributions_due",
        "Each month's contribution is due by the 15th of the following month.",
        "Der Beitrag für jeden Monat ist bis zum 15. des folgenden Monats fällig.",
    ),
    (
        "Wird die Geldbuße nicht rechtzeitig gezahlt und haben Sie Ihre Zahlungsunfähigkeit nicht dargelegt, kann das "
        "Gericht Erzwingungshaft anordnen.",
        "authority_letter",
        "coercive_detention",
        "If the fine is not paid in time and you have not shown that you cannot pay, the court can order coercive "
        "detention (Erzwingungshaft).",
        None,
    ),
    (
        "Geldbuße: 95,00 EUR",
        "authority_letter",
        "fine_row",
        "The fine itself is €95.00.",
        "Die Geldbuße selbst beträgt 95,00\xa0€.",
    ),
    (
        "Gesamtbetrag: 125,50 EUR",
        "authority_letter",
        "total_row",
        "The total is €125.50.",
        "Insgesamt sind es 125,50\xa0€.",
    ),
    (
        "Mit Bescheid vom 02.03.2026 wurden Ihnen Leistungen für die Zeit vom 01.04.2026 bis 30.09.2026 bewilligt.",
        "authority_letter",
        "benefits_granted",
        "Benefits were granted to you for the period the letter names.",
        None,
    ),
    (
        "Mit diesem Bescheid setzen wir Ihre Beiträge ab dem 01.07.2027 neu fest.",
        "authority_letter",
        "contributions_set_from",
        "With this notice your contributions are set anew from 1 July 2027.",
        "Mit diesem Bescheid werden Ihre Beiträge ab dem 01.07.2027 neu festgesetzt.",
    ),
    (
        "Über die Kaution von 1.200,00 EUR rechnen wir nach der Rückgabe der Wohnung ab; die Abrechnung folgt.",
        "rental_contract",
        "deposit_settled_after",
        "The sender will settle the deposit (€1,200.00) after the home is handed back.",
        None,
    ),
    (
        "Bitte reichen Sie uns den neuen Rentenbescheid innerhalb von zwei Wochen nach seiner Bekanntgabe ein.",
        "authority_letter",
        "send_after_issue",
        "Please send the document the letter names within 2 weeks after it is issued (counted from that document, "
        "not from this letter).",
        None,
    ),
]


@pytest.mark.parametrize(("sentence", "category", "key", "english", "german"), FIRES)
def test_a_letters_own_act_is_said_in_the_readers_words(
    sentence: str, category: str, key: str, english: str, german: str | None
) -> None:
    assert _said(sentence, "en", category) == (key, english)
    said_de = _said(sentence, "de", category)
    assert said_de[0] == key and said_de[1] is not None
    if german is not None:
        assert said_de[1] == german
    for reader in ("es", "fr", "it", "pt"):
        assert _said(sentence, reader, category)[1] is not None, reader


# (sentence, category, the frame that must not be read): the same words where they are not the letter's act.
SILENT = [
    # the objection is against this decision, not a later one
    (
        "Gegen diesen Bescheid können Sie innerhalb eines Monats Widerspruch einlegen.",
        "authority_letter",
        "objection_later",
    ),
    # a threat of notice in a warning, a notice without notice period: no end on the date named
    (
        "Im Wiederholungsfall kündigen wir das Arbeitsverhältnis zum nächstmöglichen Termin.",
        "termination_letter",
        "notice_given",
    ),
    (
        "Hiermit kündigen wir das Arbeitsverhältnis fristlos, hilfsweise fristgerecht zum 30.06.2027.",
        "termination_letter",
        "notice_given",
    ),
    # a lease's "Vorauszahlungen" are the tenant's utilities, no tax paid ahead
    ("Ab dem 01.07.2027 betragen die monatlichen Vorauszahlungen 180 EUR.", "rental_contract", "prepayments_from"),
    # a contract's right to release, and a release from others' claims, are no release from work now
    (
        "Der Arbeitgeber ist berechtigt, den Arbeitnehmer nach einer Kündigung von der Arbeit freizustellen.",
        "employment_contract",
        "released_from_work",
    ),
    ("Wir stellen Sie von allen Ansprüchen Dritter frei.", "terms_and_conditions", "released_from_work"),
    # a holiday entitlement is no holiday counted against a release
    ("Sie erhalten 28 Tage Urlaub im Jahr.", "employment_contract", "release_holiday"),
    # a home is left and handed back, not "handed in"
    ("Bitte geben Sie die Wohnung bis zum 31.03.2027 zurück.", "termination_letter", "hand_in_by"),
    # a fine that may follow is none set
    ("Wird die Geldbuße nicht gezahlt, kann Erzwingungshaft angeordnet werden.", "authority_letter", "fine_imposed"),
    # a request without a date, or an agency named without the duty to register
    ("Teilen Sie uns bitte mit, ob Sie einverstanden sind.", "authority_letter", "respond_by"),
    ("Bei der Agentur für Arbeit können Sie sich beraten lassen.", "termination_letter", "register_jobseeker"),
    # a payment by a date is not one after the decision is final
    ("Die Summe ist bis zum 12.01.2027 zu überweisen.", "authority_letter", "pay_after_final"),
    # the tenant's hardship objection is a tenancy's
    (
        "Sie können der Kündigung widersprechen und die Fortsetzung des Mietverhältnisses verlangen.",
        "employment_contract",
        "hardship_objection",
    ),
    # "ungekürzt" keeps benefits whole: no cut
    (
        "Zur Wahrung ungekürzter Ansprüche auf Arbeitslosengeld müssen Sie sich rechtzeitig melden.",
        "termination_letter",
        "benefit_cut",
    ),
]


@pytest.mark.parametrize(("sentence", "category", "key"), SILENT)
def test_the_same_words_elsewhere_are_not_the_letters_act(sentence: str, category: str, key: str) -> None:
    found = frame_of(sentence, "de", category)
    assert found is None or found[0] != key, found


# A rent frame names the rent only where the sentence is about it: a sum paid "with the rent" is another payment.
RENT = [
    ("es", "La renta mensual es de 700 euros.", True),
    ("es", "Los gastos de comunidad son de 45 euros al mes, que se abonarán junto con la renta.", False),
    ("fr", "Le loyer mensuel est fixé à 820 euros.", True),
    ("fr", "Les charges s'élèvent à 40 euros par mois, payables avec le loyer.", False),
    ("it", "Il canone mensile è fissato in 650 euro.", True),
    ("it", "Le spese condominiali ammontano a 35 euro al mese, da versare insieme al canone.", False),
    ("pt", "A renda mensal é de 600 euros.", True),
    ("pt", "As despesas de condomínio são de 25 euros por mês, pagas juntamente com a renda.", False),
]


@pytest.mark.parametrize(("lang", "sentence", "rent"), RENT)
def test_the_rent_is_named_only_where_the_sentence_is_about_it(lang: str, sentence: str, rent: bool) -> None:
    found = frame_of(sentence, lang, "rental_contract")
    assert (found is not None and found[0] == "rent") is rent, found


# A duty said in a relative clause ("…, que la ARRENDATARIA abonará …"): the party pays; a negated one, a clause
# without a party or with a modal word says nothing.
RELATIVE = [
    (
        "es",
        "La póliza del hogar tiene un coste anual de 130 euros, que la ARRENDATARIA abonará cada enero.",
        ("tenant", "pay"),
    ),
    ("es", "La tasa de vados es de 70 euros al año, que la arrendataria pagará en marzo.", ("tenant", "pay")),
    ("pt", "O seguro da casa custa 90 euros, que o arrendatário pagará anualmente.", ("tenant", "pay")),
    ("en", "The boiler service costs 95 pounds a year, which the tenant pays each spring.", ("tenant", "pay")),
    ("es", "La póliza del hogar cuesta 130 euros, que la arrendataria no abonará.", None),
    ("es", "La póliza del hogar cuesta 130 euros, que el seguro cubre.", None),
    ("en", "The boiler service costs 95 pounds a year, which the tenant does not pay.", None),
]


@pytest.mark.parametrize(("lang", "sentence", "said"), RELATIVE)
def test_a_duty_in_a_relative_clause_is_the_partys(lang: str, sentence: str, said: tuple[str, str] | None) -> None:
    found = read_sentence(sentence, lang, "rental_contract")
    assert (None if found is None else (found.party, found.action)) == said


# "nichts" negates what it stands with; "soweit nichts anderes …" is no negation of the duty; a way of paying denied
# ("nichts überweisen": the sum is collected) leaves the duty to pay: nothing is said.
NOTHING = [
    ("Sie müssen nichts zahlen.", "you", "not_obliged"),
    ("Sie müssen nichts überweisen.", None, None),
    ("Der Mieter muss die Miete nicht in bar zahlen.", None, None),
    ("Der Mieter muss nichts nachzahlen.", "tenant", "not_obliged"),
    ("Soweit nichts anderes vereinbart ist, muss der Mieter die Miete zahlen.", "tenant", "must"),
    ("Der Mieter muss die Miete zahlen.", "tenant", "must"),
]


@pytest.mark.parametrize(("sentence", "party", "modality"), NOTHING)
def test_nothing_to_pay_is_no_duty_to_pay(sentence: str, party: str | None, modality: str | None) -> None:
    found = read_sentence(sentence, "de", "rental_contract")
    got = (None, None) if found is None else (found.party, found.modality)
    assert got == (party, modality)


_LETTER = """Muster & Partner GmbH

Datum: 01.12.2026

Sehr geehrte Frau Beispiel,

{sentence}

Mit freundlichen Grüßen
"""

# (sentence written for this test, the start of the English action for its date, or None: no action that day)
ACTIONS = [
    # the writer pays: no payment of the reader's is due then
    ("Ihr Gehalt zahlen wir bis zum 28.02.2027 unverändert weiter.", None),
    ("Die Provision überweisen wir bis zum 28.02.2027.", None),
    ("Bitte zahlen Sie den Betrag bis zum 28.02.2027.", "Payment due by"),
    # things to hand in or give back are not a home to leave; a home's keys are
    ("Bitte geben Sie Ihr Diensthandy bis zum 28.02.2027 ab.", "Hand in or give back what the letter names by"),
    ("Die Büroschlüssel sind bis zum 28.02.2027 zurückzugeben.", "Hand in or give back what the letter names by"),
    ("Die Wohnungsschlüssel sind bis zum 28.02.2027 zurückzugeben.", "Leave the home and hand it back by"),
]


@pytest.mark.parametrize(("sentence", "said"), ACTIONS)
def test_what_a_letter_asks_for_by_a_date(sentence: str, said: str | None) -> None:
    doc = make_doc(_LETTER.format(sentence=sentence), "en", "de")
    dated = [a.text for a in actions_in(doc, worded(doc), "en") if a.date == "2027-02-28"]
    if said is None:
        assert dated == []
    else:
        assert len(dated) == 1 and dated[0].startswith(said), dated


# A contribution, rent or instalment due by a date is a payment due then (a key date), never "something".
DUE = [
    ("Der Beitrag für Januar ist spätestens am 28.02.2027 fällig.", "Payment due by Sunday, 28 February 2027"),
    ("Die Miete für März ist spätestens am 28.02.2027 fällig.", "Payment due by Sunday, 28 February 2027"),
    ("Die Unterlagen sind spätestens am 28.02.2027 fällig.", None),
]


@pytest.mark.parametrize(("sentence", "said"), DUE)
def test_a_sum_due_by_a_date_is_a_payment(sentence: str, said: str | None) -> None:
    doc = make_doc(_LETTER.format(sentence=sentence), "en", "de")
    texts = [d.description or "" for d in worded(doc).deadlines if d.date == "2027-02-28"]
    if said is None:
        assert not any(t.startswith("Payment due") for t in texts), texts
    else:
        assert any(t.startswith(said) for t in texts), texts


# A day a sum applies from is said as that, not as a bare "From …"; a day something else applies from stays "From".
FROM = [
    (
        "Mit diesem Bescheid setzen wir Ihre Beiträge ab dem 01.05.2027 neu fest.",
        "The amount the clause names applies from Saturday, 1 May 2027.",
    ),
    (
        "Wir stellen Sie ab dem 01.05.2027 von der Arbeitsleistung frei.",
        "Released from work from Saturday, 1 May 2027.",
    ),
    (
        "Ab dem 01.05.2027 beträgt die monatliche Miete 910 EUR.",
        "The amount the clause names applies from Saturday, 1 May 2027.",
    ),
    (
        "Ab dem 01.05.2027 betragen die vierteljährlichen Vorauszahlungen 95 EUR.",
        "The amount the clause names applies from",
    ),
    ("Ab dem 01.05.2027 gilt die neue Hausordnung.", None),
    ("Ab dem 01.05.2027 ist der Mieter von der Schneeräumung freigestellt.", None),
]


@pytest.mark.parametrize(("sentence", "said"), FROM)
def test_the_day_a_sum_applies_from(sentence: str, said: str | None) -> None:
    doc = make_doc(_LETTER.format(sentence=sentence), "en", "de")
    texts = [d.description or "" for d in worded(doc).deadlines if d.date == "2027-05-01"]
    if said is None:
        assert not any(t.startswith(("The amount the clause names", "Released from work")) for t in texts), texts
    else:
        assert any(t.startswith(said) for t in texts), texts


def _read(name: str, language: str) -> str:
    """Everything the result says to the reader (not the document's own text), as one string."""
    text = (LETTERS / name).read_text(encoding="utf-8")
    result = json.loads(explain_text(text, language, Settings()).model_dump_json())
    return " | ".join(strings(result, SKIPPED)).replace("\xa0", " ")


# (letter, reader, must be said, must not be said): the facts judged, and the wrong statements found before the fix.
END_TO_END = [
    (
        "jobcenter_anhoerung.txt",
        "en",
        [
            "Please reply by 21 December 2026.",
            "This letter is not yet a decision.",
            "You will be able to object to the later decision.",
        ],
        ["You can object to this decision"],
    ),
    (
        "jobcenter_anhoerung.txt",
        "de",
        ["Bitte antworten Sie bis zum 21.12.2026.", "Dieses Schreiben ist noch keine Entscheidung."],
        ["Gegen diesen Bescheid können Sie Widerspruch einlegen"],
    ),
    (
        "bussgeldbescheid.txt",
        "en",
        [
            "With this notice a fine is imposed on you.",
            "The fine itself is €150.00.",
            "The total is €182.00.",
            "the court can order coercive detention",
            "If no objection is made within 2 weeks of receiving the notice, it becomes final.",
            "The amount is to be paid at the latest 2 weeks after the notice has become final.",
            "You can object to this decision within 2 weeks of receiving it.",
        ],
        ["Payment due by"],
    ),
    (
        "bussgeldbescheid.txt",
        "de",
        ["Mit diesem Bescheid wird gegen Sie eine Geldbuße festgesetzt.", "die Frist beträgt 2 Wochen ab Bekanntgabe"],
        ["Zahlung fällig bis"],
    ),
    (
        "steuerbescheid_vorauszahlung.txt",
        "en",
        [
            "From 10 March 2027, your tax prepayments are €210.00 each quarter.",
            "Payment due by Thursday, 7 January 2027",
            "The amount the clause names applies from Wednesday, 10 March 2027",
        ],
        ["From Wednesday, 10 March 2027"],
    ),
    (
        "steuerbescheid_vorauszahlung.txt",
        "de",
        [
            "Ab dem 10.03.2027 betragen Ihre Steuervorauszahlungen 210,00 € je Quartal.",
            "Zahlung fällig bis Donnerstag, 07.01.2027",
            "Der Betrag, den die Klausel nennt, gilt ab Mittwoch, 10.03.2027",
        ],
        [],
    ),
    (
        "krankenkasse_beitrag.txt",
        "en",
        [
            "The total is €662.40 a month.",
            "With this notice your contributions are set anew from 1 January 2027.",
            "Each month's contribution is due by the 15th of the following month.",
            "Payment due by Monday, 15 February 2027",
            "You can object to this decision within 1 month of receiving it.",
        ],
        [
            "Under the clause, someone must pay",
            "Something is due by Monday, 15 February 2027",
            "You do not have to pay",
        ],
    ),
    (
        "krankenkasse_beitrag.txt",
        "de",
        ["Insgesamt sind es 662,40 € im Monat.", "Der Absender bucht den Betrag per Lastschrift von Ihrem Konto ab."],
        ["Laut der Klausel muss jemand zahlen"],
    ),
    (
        "eigenbedarf_kuendigung.txt",
        "en",
        [
            "With this letter the sender gives notice to end the tenancy",
            "The notice takes effect on Tuesday, 31 August 2027",
            "You may object to the notice and ask for the tenancy to continue",
            "reach the sender at the latest 2 months before the tenancy ends",
            "Please hand the home back, with all keys, when the tenancy ends.",
            "The sender will settle the deposit (€1,350.00) after the home is handed back.",
        ],
        [],
    ),
    (
        "eigenbedarf_kuendigung.txt",
        "de",
        ["Mit diesem Schreiben kündigt der Absender das Mietverhältnis", "Sie können der Kündigung widersprechen"],
        [],
    ),
    (
        "kuendigung_freistellung.txt",
        "en",
        [
            "With this letter the sender gives notice: the employment is to end on 31 March 2027.",
            "From 7 December 2026 you are released from work",
            "Released from work from Monday, 7 December 2026.",
            "Your pay goes on being paid until 31 March 2027.",
            "Hand in or give back what the letter names by Friday, 4 December 2026.",
            "at the latest 3 months before the employment ends",
        ],
        ["Payment due by Wednesday, 31 March 2027", "Leave the home"],
    ),
    (
        "kuendigung_freistellung.txt",
        "de",
        [
            "Mit diesem Schreiben kündigt der Absender: Das Arbeitsverhältnis soll am 31.03.2027 enden.",
            "Ab dem 07.12.2026 sind Sie von der Arbeit freigestellt",
            "Ihr Gehalt wird bis zum 31.03.2027 weitergezahlt.",
        ],
        ["Zahlung fällig bis Mittwoch, 31.03.2027", "Die Wohnung räumen"],
    ),
]


@pytest.mark.parametrize(
    ("name", "language", "present", "absent"), END_TO_END, ids=[f"{r[0]}-{r[1]}" for r in END_TO_END]
)
def test_each_letter_explained_as_judged(name: str, language: str, present: list[str], absent: list[str]) -> None:
    said = _read(name, language)
    for fact in present:
        assert fact in said, fact
    for wrong in absent:
        assert wrong not in said, wrong

"""Small documents of kinds the gold set lacks, written for these tests (issue 23, f23): a fine notice, a Jobcenter
invitation, a tax assessment and an English tenancy. Each amount and date gets the role its text marks, and no other:
no wrong role, no appointment that is none, no payment on a date that is nobody's deadline."""

from __future__ import annotations

from app.analysis.actions import find_actions
from app.analysis.facts import key_facts
from app.models import Facts, PreparedDocument
from tests.analysis.test_actions import make_doc

FINE_NOTICE = """Bußgeldbescheid

Sehr geehrte Frau Muster,

Ihnen wird vorgeworfen, am 12.03.2025 um 14:20 Uhr die zulässige Höchstgeschwindigkeit innerorts um 21 km/h überschritten zu haben (§ 24 StVG).

Gegen Sie wird ein Bußgeld von 115,00 EUR festgesetzt. Zusätzlich werden Gebühren von 28,50 EUR und Auslagen von 3,50 EUR erhoben. Der Gesamtbetrag von 147,00 EUR ist innerhalb von zwei Wochen nach Rechtskraft zu zahlen.

Gegen diesen Bescheid können Sie innerhalb von zwei Wochen nach Zustellung Einspruch einlegen.
"""

JOBCENTER = """Jobcenter Musterstadt

Einladung

Sehr geehrter Herr Beispiel,

bitte kommen Sie am 14.04.2025 um 10:00 Uhr in das Jobcenter, Zimmer 12, um mit mir über Ihre berufliche Situation zu sprechen (§ 59 SGB II).

Am 02.03.2025 um 9:00 Uhr hatten wir bereits telefoniert.

Wenn Sie ohne wichtigen Grund nicht erscheinen, wird Ihr Bürgergeld um 10 Prozent des Regelbedarfs für einen Monat gemindert. Der Regelbedarf beträgt derzeit 563,00 EUR.
"""

TAX = """Finanzamt Musterstadt

Bescheid für 2023 über Einkommensteuer und Solidaritätszuschlag

Festsetzung
Einkommensteuer 4.210,00 EUR
Solidaritätszuschlag 0,00 EUR

Abrechnung
Bereits gezahlt 4.800,00 EUR
Erstattung 590,00 EUR

Rechtsbehelfsbelehrung
Dieser Bescheid kann innerhalb eines Monats nach seiner Bekanntgabe mit dem Einspruch angefochten werden (§ 355 AO).
"""

TENANCY = """ASSURED SHORTHOLD TENANCY AGREEMENT between the Landlord and the Tenant under the Housing Act 1988.

1. Term
The tenancy runs for a fixed term from 1 September 2025 to 31 August 2026.

2. Rent
The rent is £1,150 per calendar month, payable in advance on the 1st day of each month.

3. Deposit
The Tenant shall pay a deposit of £1,300 on signing this agreement. The deposit will be protected within 30 days of receipt.

4. Repairs
The Tenant pays for repairs he causes up to £150 per repair.
"""


def _read(text: str, document_language: str) -> tuple[PreparedDocument, Facts]:
    doc = make_doc(text, "en", document_language)
    return doc, key_facts(doc)


def _meanings(facts: Facts) -> dict[float, str | None]:
    return {a.value: a.meaning for a in facts.amounts}


def test_a_fine_notice() -> None:
    doc, facts = _read(FINE_NOTICE, "de")
    meanings = _meanings(facts)
    assert meanings[115.0] == "fine"
    assert meanings[28.5] == "fee" and meanings[3.5] != "fine"
    assert meanings[147.0] not in ("salary", "rent", "deposit", "price", "refund")
    # the day of the offence is no date to act on, no appointment
    assert all(d.date != "2025-03-12" for d in facts.deadlines if d.role)
    assert all(a.date != "2025-03-12" for a in find_actions(doc, facts))


def test_a_jobcenter_invitation() -> None:
    doc, facts = _read(JOBCENTER, "de")
    actions = find_actions(doc, facts)
    assert ("appointment", "2025-04-14", "10:00") in [(a.kind, a.date, a.time) for a in actions]
    assert all(a.date != "2025-03-02" for a in actions)  # a call told as past
    assert _meanings(facts)[563.0] not in ("fee", "fine", "price", "salary", "back_payment")


def test_a_tax_assessment() -> None:
    _doc, facts = _read(TAX, "de")
    meanings = _meanings(facts)
    assert meanings[4210.0] == "tax"
    assert meanings[590.0] == "refund"
    assert meanings[4800.0] not in ("tax", "back_payment", "salary", "fee")
    assert [d.role for d in facts.deadlines if d.period] == ["objection"]


def test_an_english_tenancy() -> None:
    doc, facts = _read(TENANCY, "en")
    meanings = _meanings(facts)
    assert meanings[1150.0] == "rent"
    assert meanings[1300.0] == "deposit"
    assert meanings[150.0] == "limit"
    roles = {d.date: d.role for d in facts.deadlines if d.date}
    assert roles == {"2025-09-01": "start", "2026-08-31": "end"}
    # the end of a fixed term is nothing to pay or do
    assert all(a.date != "2026-08-31" for a in find_actions(doc, facts) if a.kind in ("payment", "deadline"))


def _deposit_action(text: str, document_language: str) -> tuple[str, str | None]:
    doc, facts = _read(text, document_language)
    (action,) = [a for a in find_actions(doc, facts) if a.kind == "payment" and a.date]
    return action.phrase.key, action.date


def test_a_deposit_due_before_the_start_is_said_before_not_by_it() -> None:
    text = (
        "1. Term\nThe tenancy starts on 1 March 2026.\n\n"
        "2. Deposit\nThe Tenant shall pay a deposit of £1,100 before the start of the tenancy.\n"
    )
    assert _deposit_action(text, "en") == ("pay_before", "2026-03-01")
    german = (
        "§ 1 Mietzeit\nDas Mietverhältnis beginnt am 01.03.2026.\n\n"
        "§ 2 Kaution\nDer Mieter zahlt eine Kaution von 1.100,00 EUR vor Beginn des Mietverhältnisses.\n"
    )
    assert _deposit_action(german, "de") == ("pay_before", "2026-03-01")


def test_a_deposit_due_at_the_start_is_due_by_it() -> None:
    text = (
        "§ 1 Mietzeit\nDas Mietverhältnis beginnt am 01.03.2026.\n\n"
        "§ 2 Kaution\nDer Mieter zahlt eine Kaution von 1.100,00 EUR zu Beginn des Mietverhältnisses.\n"
    )
    assert _deposit_action(text, "de") == ("pay_by", "2026-03-01")

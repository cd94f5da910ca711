"""Shops' terms and terms of service read as their reader would (issue 23).

Four documents written for these tests (tests/explain/terms/, invented names and places): two German online shops'
AGB and two English platforms' terms of service. Each fix is a category, shown by sentences written for this test both
ways (it fires / it must not); each document is explained end to end in German and English: what a reader needs from
each clause must be there, the wrong statements found before must not come back.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.analysis.frames import frame_of
from app.analysis.statements import read_sentence
from app.analysis.topics import topic_of
from app.config import Settings
from app.explain.frames import figures, say_frame
from app.explain.values import extract_values
from bench.explain_real import explain_text

TERMS = Path(__file__).parent / "terms"

# The frames these documents' clauses need, each stated, negated and hedged (read by
# tests/analysis/test_frames_negation.py with every other frame): (frame, stated, negated, hedged[, negated gives,
# hedged gives]).
TERMS_FRAME_ROWS_DE: list[tuple[Any, ...]] = [
    (
        "retention_of_title_all_claims",
        "Bei Geschäftskunden behalten wir uns das Eigentum an der Ware bis zur Bezahlung aller Forderungen aus der "
        "laufenden Geschäftsbeziehung vor.",
        "Bei Geschäftskunden behalten wir uns das Eigentum an der Ware nicht bis zur Bezahlung aller Forderungen vor.",
        "Ob wir uns das Eigentum bis zur Bezahlung aller Forderungen aus der Geschäftsbeziehung vorbehalten, ist offen.",
    ),
    (
        "retention_of_title",
        "Die gelieferten Möbel bleiben bis zur vollständigen Bezahlung unser Eigentum.",
        "Die gelieferten Möbel bleiben bis zur Bezahlung nicht unser Eigentum.",
        "Bleiben die gelieferten Möbel bis zur vollständigen Bezahlung unser Eigentum?",
    ),
    (
        "conciliation_refused",
        "Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir nicht bereit.",
        "Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir bereit.",
        "Ob wir zur Teilnahme an einem Schlichtungsverfahren nicht bereit sind, sagen wir Ihnen auf Anfrage.",
        "conciliation_willing",
    ),
    (
        "conciliation_willing",
        "Wir sind bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        "Wir sind nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        "Sind wir bereit, an einem Schlichtungsverfahren teilzunehmen?",
        "conciliation_refused",
    ),
    (
        "statutory_warranty",
        "Für alle Waren gelten die gesetzlichen Mängelrechte.",
        "Für diese Waren gelten die gesetzlichen Mängelrechte nicht.",
        "Falls die gesetzlichen Gewährleistungsrechte gelten, melden Sie Mängel bitte schriftlich.",
    ),
    (
        "used_goods_period",
        "Für gebrauchte Artikel beträgt die Verjährungsfrist für Mängelansprüche zwölf Monate ab Lieferung.",
        "Für gebrauchte Artikel beträgt die Verjährungsfrist für Mängelansprüche nicht zwölf Monate ab Lieferung.",
        "Ob die Verjährungsfrist für gebrauchte Artikel zwölf Monate ab Lieferung beträgt, ist streitig.",
    ),
    (
        "shipping_cost",
        "Die Versandkosten betragen innerhalb Deutschlands 3,90 EUR.",
        "Die Versandkosten betragen innerhalb Deutschlands nicht 3,90 EUR, sondern mehr.",
        "Falls die Versandkosten 3,90 EUR betragen, sagen wir es Ihnen vorher.",
    ),
    (
        "used_goods_no_warranty",
        "Für gebrauchte Geräte ist die Gewährleistung gegenüber Händlern ausgeschlossen.",
        "Für gebrauchte Geräte ist die Gewährleistung nicht ausgeschlossen.",
        "Ist die Gewährleistung für gebrauchte Geräte ausgeschlossen?",
    ),
]

TERMS_FRAME_ROWS_EN: list[tuple[Any, ...]] = [
    (
        "cancel_with_refund",
        "You may cancel your plan within 30 days and receive a full refund.",
        "You may not cancel your plan within 30 days to receive a full refund.",
        "Can you cancel your plan within 30 days and receive a full refund?",
        None,
    ),
    (
        "no_uptime_promise",
        "We do not guarantee that the app will be available at all times.",
        "We guarantee that the app will be available at all times.",
        "If we do not guarantee that the app is available at all times, you may cancel.",
    ),
    (
        "prohibited_uses",
        "You must not post spam, upload malware, or harass other members.",
        "You may post photos, upload videos, or comment on other members' posts.",
        "Do you know whether you must not post spam, upload malware, or harass other members?",
    ),
    (
        "no_account_sharing",
        "You must not share your password with anyone.",
        "You may share your password with a family member.",
        "Whether you must not share your login details depends on your plan.",
    ),
    (
        "trial_converts",
        "Unless you cancel during the free trial, your plan will start automatically.",
        "Your free trial ends after 7 days and no paid plan starts unless you choose one.",
        "Will your plan start automatically unless you cancel the free trial?",
    ),
]


def _said(sentence: str, document: str, reader: str, category: str = "terms_and_conditions") -> str | None:
    found = frame_of(sentence, document, category)
    if found is None:
        return None
    key, _code, flags = found
    return say_frame(key, sentence, reader, flags, figures(sentence, reader, document))


# (document language, sentence, frame, English said, German said): the clause's rule in the reader's words.
FIRES = [
    (
        "de",
        "Bis zur vollständigen Zahlung bleibt das gelieferte Fahrrad Eigentum der Werkstatt.",
        "retention_of_title",
        "The goods remain the seller's property until they are paid for in full.",
        "Die Ware bleibt Eigentum des Verkäufers, bis sie vollständig bezahlt ist.",
    ),
    (
        "de",
        "Gegenüber Kaufleuten behalten wir uns das Eigentum bis zum Ausgleich sämtlicher Forderungen aus der "
        "Geschäftsverbindung vor.",
        "retention_of_title_all_claims",
        "Towards business customers the seller keeps ownership of the goods until every claim from the business "
        "relationship is paid.",
        "Gegenüber Unternehmern bleibt die Ware Eigentum des Verkäufers, bis alle Forderungen aus der "
        "Geschäftsbeziehung bezahlt sind.",
    ),
    (
        "de",
        "Zu einer Teilnahme an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder bereit "
        "noch verpflichtet.",
        "conciliation_refused",
        "The company is not willing to take part in dispute resolution before a consumer conciliation board.",
        "Das Unternehmen ist nicht bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle "
        "teilzunehmen.",
    ),
    (
        "de",
        "Wir sind verpflichtet, an Streitbeilegungsverfahren vor der Allgemeinen Verbraucherschlichtungsstelle "
        "teilzunehmen.",
        "conciliation_willing",
        "The company is obliged to take part in dispute resolution before a consumer conciliation board.",
        "Das Unternehmen ist verpflichtet, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle "
        "teilzunehmen.",
    ),
    (
        "de",
        "Bei Gebrauchtware verjähren Mängelansprüche von Verbrauchern in einem Jahr ab Übergabe.",
        "used_goods_period",
        "For used goods, claims for defects become time-barred 1 year after delivery.",
        "Bei gebrauchter Ware verjähren Ansprüche wegen Mängeln 1 Jahr nach der Lieferung.",
    ),
    (
        "de",
        "Für den Versand einer Bestellung berechnen wir 6,50 EUR.",
        "shipping_cost",
        "Shipping costs €6.50, in the cases the clause names.",
        "Für den Versand berechnet der Verkäufer 6,50 €, in den Fällen, die die Klausel nennt.",
    ),
    (
        "de",
        "Die Versandkosten betragen 4,00 EUR für Briefe und 7,00 EUR für Pakete.",
        "shipping_cost",
        "Shipping is charged at the amounts the clause names.",
        "Für den Versand berechnet der Verkäufer die Beträge, die die Klausel nennt.",
    ),
    (
        "en",
        "We cannot promise that the website will be error-free.",
        "no_uptime_promise",
        "The company does not promise that the service will always be available or free of errors.",
        "Das Unternehmen sagt nicht zu, dass der Dienst immer verfügbar und fehlerfrei ist.",
    ),
    (
        "en",
        "You agree not to scrape the site, resell access, or impersonate another person.",
        "prohibited_uses",
        "The clause lists things you must not do when using the service.",
        "Die Klausel zählt auf, was Sie bei der Nutzung des Dienstes nicht tun dürfen.",
    ),
    (
        "en",
        "You may not transfer your account to another person.",
        "no_account_sharing",
        "You must not let anyone else use your account or your login details.",
        "Sie dürfen Ihr Konto und Ihre Zugangsdaten niemand anderem überlassen.",
    ),
    (
        "en",
        "When the free trial ends we will charge you $15 each month until you cancel.",
        "trial_converts",
        "After the free trial a paid subscription of $15.00 a month starts automatically unless you cancel in time.",
        "Nach dem kostenlosen Probezeitraum beginnt automatisch ein bezahltes Abonnement für 15,00 $ im Monat, wenn "
        "Sie nicht rechtzeitig kündigen.",
    ),
    (
        "en",
        "If you change your mind, you can cancel the course within 14 days and get a full refund.",
        "cancel_with_refund",
        "You can cancel within 14 days and get a full refund, under the conditions the clause names.",
        "Sie können den Vertrag beenden und erhalten den vollen Betrag zurück, unter den Bedingungen, die die Klausel "
        "nennt; die Frist dafür beträgt 14 Tage.",
    ),
    (
        "en",
        "You and the company agree to settle all claims through binding individual arbitration.",
        "arbitration",
        "Disputes are to be decided by arbitration instead of by a state court.",
        None,
    ),
    (
        "en",
        "You are responsible for keeping your login credentials secret.",
        "account_security",
        "You must keep your login details safe.",
        None,
    ),
    (
        "en",
        "Amounts paid are non-refundable, except where the law requires otherwise.",
        "no_refund",
        "Payments are not refunded, except where the law requires it.",
        None,
    ),
    (
        "en",
        "We may increase the monthly fee with 30 days' notice.",
        "change_prices",
        "The company may change its prices.",
        None,
    ),
]


@pytest.mark.parametrize(("document", "sentence", "key", "english", "german"), FIRES)
def test_a_clauses_rule_is_said_in_the_readers_words(
    document: str, sentence: str, key: str, english: str, german: str | None
) -> None:
    found = frame_of(sentence, document, "terms_and_conditions")
    assert found is not None and found[0] == key, found
    assert (_said(sentence, document, "en") or "").replace("\xa0", " ") == english
    said_de = _said(sentence, document, "de")
    assert said_de is not None
    if german is not None:
        assert said_de.replace("\xa0", " ") == german
    for reader in ("es", "fr", "it", "pt"):
        assert _said(sentence, document, reader) is not None, reader


# (document language, sentence, the frame that must not be read): the same words where they are not the rule.
SILENT = [
    # willing is not said where the clause says only that the shop is not obliged
    (
        "de",
        "Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir nicht "
        "verpflichtet.",
        "conciliation_willing",
    ),
    (
        "de",
        "Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir nicht "
        "verpflichtet.",
        "conciliation_refused",
    ),
    # new goods, or a period that is no limitation: no used goods' period
    ("de", "Die Verjährungsfrist für Mängelansprüche beträgt zwei Jahre ab Lieferung.", "used_goods_period"),
    # the statutory rights narrowed are not "the statutory rights apply"
    (
        "de",
        "Für gebrauchte Waren gelten die gesetzlichen Gewährleistungsrechte mit einer Frist von einem Jahr.",
        "statutory_warranty",
    ),
    # free shipping, or prices plus shipping, name no shipping cost
    ("de", "Ab 40 EUR Bestellwert ist der Versand kostenlos.", "shipping_cost"),
    ("de", "Alle Preise verstehen sich zuzüglich Versandkosten.", "shipping_cost"),
    # a promise of availability, a ban on sharing what is not the account
    ("en", "We promise that the service will be available at all times.", "no_uptime_promise"),
    ("en", "You must not share other users' photos without their consent.", "no_account_sharing"),
    # one ban, no list of uses
    ("en", "You must not upload photos of other people.", "prohibited_uses"),
    # a subscription that renews is no trial
    ("en", "Your subscription renews automatically unless you cancel it.", "trial_converts"),
    # a refund in a case is no "not refunded"
    ("en", "Fees are not refundable where you cancel after the first week.", "no_refund"),
]


@pytest.mark.parametrize(("document", "sentence", "key"), SILENT)
def test_the_same_words_elsewhere_are_not_the_rule(document: str, sentence: str, key: str) -> None:
    found = frame_of(sentence, document, "terms_and_conditions")
    assert found is None or found[0] != key, found


# A list of banned uses narrowed by a relative clause ("content that you have no right to share") is still the list
# the clause names; an exclusion that is the frame's own word ("… ist ausgeschlossen") is the frame's statement.
STATEMENTS = [
    (
        "en",
        "You may not upload material that you have no right to share, send spam, or harass other users.",
        ("you", "must_not", "prohibited_uses"),
    ),
    (
        "de",
        "Gegenüber Unternehmern ist die Gewährleistung für gebrauchte Artikel ausgeschlossen.",
        (None, "does", "used_goods_no_warranty"),
    ),
    # an exclusion that no frame or provision holds stays unsaid
    ("de", "Die ordentliche Kündigung ist ausgeschlossen.", None),
]


@pytest.mark.parametrize(("lang", "sentence", "said"), STATEMENTS)
def test_statement_of_a_listing_or_excluding_frame(lang: str, sentence: str, said: tuple[Any, ...] | None) -> None:
    found = read_sentence(sentence, lang, "terms_and_conditions")
    assert (None if found is None else (found.party, found.modality, found.action)) == said


# The upper end of a range is no period of its own: "two to four working days" lists no "4 working days".
RANGES = [
    ("Die Lieferzeit beträgt zwei bis vier Werktage.", []),
    ("Delivery usually takes 3-5 days.", []),
    ("Delivery takes between two and three weeks.", []),
    ("Wir liefern innerhalb von vier Werktagen.", [(4, "working_day_mon_sat")]),
    ("You have 14 days to tell us.", [(14, "day")]),
]


@pytest.mark.parametrize(("text", "periods"), RANGES)
def test_the_upper_end_of_a_range_is_no_period_of_its_own(text: str, periods: list[tuple[int, str]]) -> None:
    assert [(d.number, d.unit) for d in extract_values(text).durations] == periods


# (clause, topic): a period alone names no subject; an arbitration clause is one of settling disputes.
TOPICS = [
    (
        "8. Updates to the Terms\nWe may revise these terms. We will tell you about changes 14 days before they apply.",
        None,
    ),
    (
        "Zahlung\nDer Rechnungsbetrag ist binnen 14 Tagen zu zahlen.",
        "payment",
    ),
    (
        "9. Right to Cancel\nYou may cancel your order within 14 days without giving a reason.",
        "withdrawal",
    ),
    (
        "12. Arbitration\nAll disputes will be decided by an arbitrator. You may opt out by sending us written notice.",
        "dispute_resolution",
    ),
    (
        "13. Claims\nAny claim shall be resolved through binding arbitration in London.",
        "dispute_resolution",
    ),
]


@pytest.mark.parametrize(("text", "topic"), TOPICS)
def test_topic_of_terms_clauses(text: str, topic: str | None) -> None:
    assert topic_of(text, None, "terms_and_conditions") == topic


@cache
def _result(name: str, language: str) -> dict[str, Any]:
    text = (TERMS / name).read_text(encoding="utf-8")
    return json.loads(explain_text(text, language, Settings()).model_dump_json())


def _clause(name: str, language: str, heading: str) -> dict[str, Any]:
    found = [c for c in _result(name, language)["clauses"] if (c.get("heading") or "").startswith(heading)]
    assert len(found) == 1, (heading, [c.get("heading") for c in _result(name, language)["clauses"]])
    return found[0]


def _says(clause: dict[str, Any]) -> str:
    notes = " ".join(n["text"] for n in clause.get("legal_notes") or [])
    return " ".join((clause["translation"], clause["explanation"], notes)).replace("\xa0", " ")


# (document, reader, heading, topic or "any", must be said, must not be said): what a reader needs from the clause,
# and the wrong or empty statements found when the documents were first read.
CLAUSES = [
    (
        "agb_teeversand.txt",
        "en",
        "§ 6",
        "any",
        ["The goods remain the seller's property until they are paid for in full."],
        ["could not say more"],
    ),
    (
        "agb_teeversand.txt",
        "de",
        "§ 6",
        "any",
        ["Die Ware bleibt Eigentum des Verkäufers, bis sie vollständig bezahlt ist."],
        ["nicht in einfache Worte fassen"],
    ),
    (
        "agb_teeversand.txt",
        "en",
        "§ 10",
        "dispute_resolution",
        [
            "The company is not willing to take part in dispute resolution before a consumer conciliation board.",
            "it was shut down on 20 July 2025 (Regulation (EU) 2024/3228",
        ],
        ["frees the company from a duty", "could not say more"],
    ),
    (
        "agb_teeversand.txt",
        "de",
        "§ 10",
        "dispute_resolution",
        ["Das Unternehmen ist nicht bereit, an einem Streitbeilegungsverfahren"],
        ["befreit das Unternehmen von einer Pflicht", "Eine Schlichtung kann"],
    ),
    (
        "agb_teeversand.txt",
        "en",
        "§ 3",
        "prices",
        ["Shipping costs €4.90, in the cases the clause names.", "Shipping is free from an order value of €49.00"],
        [],
    ),
    # two to four working days: no "4 working days" of its own
    ("agb_teeversand.txt", "en", "§ 4", "delivery", [], ["4 working days"]),
    ("agb_teeversand.txt", "de", "§ 4", "delivery", [], ["4 Werktage"]),
    (
        "agb_teeversand.txt",
        "en",
        "§ 7",
        "withdrawal",
        ["You can withdraw from the contract within 14 days without giving a reason."],
        [],
    ),
    (
        "agb_teeversand.txt",
        "en",
        "§ 8",
        "warranty",
        ["The statutory rights for defects apply."],
        [],
    ),
    (
        "agb_fahrradteile.txt",
        "en",
        "6.",
        "any",
        [
            "The goods remain the seller's property until they are paid for in full.",
            "Towards business customers the seller keeps ownership of the goods until every claim from the business "
            "relationship is paid.",
        ],
        ["could not say more"],
    ),
    (
        "agb_fahrradteile.txt",
        "en",
        "8.",
        "warranty",
        [
            "The statutory rights for defects apply.",
            "For used goods, claims for defects become time-barred 1 year after delivery.",
            "Towards business customers there is no warranty for used goods.",
        ],
        ["could not say more"],
    ),
    (
        "agb_fahrradteile.txt",
        "de",
        "8.",
        "warranty",
        [
            "Bei gebrauchter Ware verjähren Ansprüche wegen Mängeln 1 Jahr nach der Lieferung.",
            "Gegenüber Unternehmern gibt es für gebrauchte Ware keine Gewährleistung.",
        ],
        ["nicht in einfache Worte fassen"],
    ),
    (
        "agb_fahrradteile.txt",
        "en",
        "10.",
        "dispute_resolution",
        ["The company is not willing to take part in dispute resolution before a consumer conciliation board."],
        ["could not say more"],
    ),
    (
        "tos_photo_platform.txt",
        "en",
        "1.",
        "any",
        ["You must be at least 16 years old", "You must keep your login details safe"],
        [],
    ),
    (
        "tos_photo_platform.txt",
        "en",
        "5.",
        "any",
        ["The clause lists things you must not do when using the service."],
        ["could not say more"],
    ),
    # a change of terms announced 14 days ahead is no right of withdrawal
    ("tos_photo_platform.txt", "en", "7.", None, ["The company may change these terms."], []),
    ("tos_photo_platform.txt", "de", "7.", None, ["Das Unternehmen darf diese Bedingungen ändern."], []),
    # an opt-out by written notice is no notice ending the contract
    (
        "tos_photo_platform.txt",
        "en",
        "10.",
        "dispute_resolution",
        ["Disputes are to be decided by arbitration instead of by a state court.", "within 30 days"],
        ["Out-of-court settlement"],
    ),
    (
        "tos_photo_platform.txt",
        "de",
        "10.",
        "dispute_resolution",
        ["Streitigkeiten sollen vor einem Schiedsgericht statt vor einem staatlichen Gericht entschieden werden."],
        ["Eine Schlichtung kann"],
    ),
    (
        "tos_learning_platform.txt",
        "en",
        "1.",
        "any",
        ["You must not let anyone else use your account or your login details."],
        ["You must not share information with others."],
    ),
    (
        "tos_learning_platform.txt",
        "en",
        "2.",
        "any",
        [
            "After the free trial a paid subscription of £12.00 a month starts automatically unless you cancel in time.",
            "You can cancel within 14 days and get a full refund, under the conditions the clause names.",
        ],
        [],
    ),
    (
        "tos_learning_platform.txt",
        "en",
        "4.",
        "any",
        ["The clause lists things you must not do when using the service."],
        ["could not say more"],
    ),
    (
        "tos_learning_platform.txt",
        "en",
        "7.",
        "any",
        ["The company does not promise that the service will always be available or free of errors."],
        ["could not say more"],
    ),
    (
        "tos_learning_platform.txt",
        "en",
        "9.",
        "dispute_resolution",
        ["Disputes are to be decided by arbitration instead of by a state court."],
        [],
    ),
    (
        "tos_learning_platform.txt",
        "de",
        "9.",
        "dispute_resolution",
        ["Streitigkeiten sollen vor einem Schiedsgericht statt vor einem staatlichen Gericht entschieden werden."],
        [],
    ),
]


@pytest.mark.parametrize(
    ("name", "language", "heading", "topic", "present", "absent"),
    CLAUSES,
    ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in CLAUSES],
)
def test_each_clause_says_what_its_reader_needs(
    name: str, language: str, heading: str, topic: str | None, present: list[str], absent: list[str]
) -> None:
    clause = _clause(name, language, heading)
    if topic != "any":
        assert clause.get("topic") == topic
    said = _says(clause)
    for fact in present:
        assert fact in said, fact
    for wrong in absent:
        assert wrong not in said, wrong


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", sorted(p.name for p in TERMS.glob("*.txt")))
def test_only_the_withdrawal_clause_has_the_withdrawal_topic(name: str, language: str) -> None:
    """A right of withdrawal is a topic only where the clause is one; elsewhere a 14-day period is just a period."""
    for clause in _result(name, language)["clauses"]:
        heading = clause.get("heading") or ""
        is_withdrawal = any(w in heading for w in ("Widerruf", "Withdrawal", "Cancel"))
        assert (clause.get("topic") == "withdrawal") == is_withdrawal, heading


@pytest.mark.parametrize(
    ("name", "language", "fourteen"),
    [("agb_teeversand.txt", "en", "You can withdraw within 14 days."), ("agb_fahrradteile.txt", "de", "14 Tage")],
)
def test_the_withdrawal_period_is_a_key_date(name: str, language: str, fourteen: str) -> None:
    """The 14 days to withdraw are listed with their role, and as the reader's option."""
    result = _result(name, language)
    roles = {d.get("role") for d in result["deadlines"] if d.get("period") == "P14D"}
    assert "withdrawal" in roles
    assert any(fourteen in a["text"] for a in result["actions"] if a["kind"] == "option")

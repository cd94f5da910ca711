"""Shops' terms (AGB-DE): the legal categories issue 25 added or widened, each with a case table both ways.

Every sentence is our own. "fires": the classic wording of the kind and a variant. "silent": the statutory default,
wording restricted to traders, wording that keeps the statutory rights, and the neighbouring category.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, find_shop_notes, without_heading
from app.config import LANGUAGES
from app.explain.notes_say import say_note as render

# Rules added here: key -> (fires, silent). test_notes_shops_de.test_every_rule_has_cases_both_ways reads it too.
TABLES: dict[str, tuple[list[str], list[str]]] = {
    # § 307 Abs. 1 with §§ 195, 199 BGB; OLG München 29 U 3193/07
    "shops_voucher_expiry": (
        [
            "Geschenkgutscheine können innerhalb von einem Jahr nach dem Kauf eingelöst werden.",
            "Ein nicht verbrauchtes Restguthaben verfällt zwölf Monate nach der Ausstellung.",
            "Die Gültigkeitsdauer unserer Gutscheinkarten beträgt 24 Monate ab Kaufdatum.",
            "Wertgutscheine sind sechs Monate gültig.",
        ],
        [
            "Gutscheine sind bis zum Ende des dritten Jahres nach dem Jahr des Kaufs einlösbar.",  # the statute's time
            "Geschenkgutscheine sind drei Jahre lang gültig.",
            "Aktionsgutscheine aus unserem Newsletter gelten vier Wochen.",  # given away, no price paid
            "Ein Rabattgutschein ist nur im angegebenen Zeitraum von 14 Tagen gültig.",
            "Für Unternehmer sind Gutscheine ein Jahr gültig.",  # traders only
            "Gutscheine können nicht in bar ausgezahlt werden.",  # neighbour: no period
            "Die Lieferung erfolgt innerhalb von zwei Wochen.",  # neighbour: no voucher
        ],
    ),
    # § 306 Abs. 2 BGB: the statute, not a substitute term, takes a void term's place
    "shops_severability": (
        [
            "Ist eine Bestimmung unwirksam, gilt an ihrer Stelle eine Regelung, die ihrem wirtschaftlichen Zweck am "
            "nächsten kommt.",
            "Statt der unwirksamen Klausel gilt eine wirksame Regelung, die deren Sinn und Zweck möglichst nahe kommt.",
            "Sollte eine Regelung nichtig sein, verpflichten sich die Parteien, sie durch eine wirksame zu ersetzen.",
        ],
        [
            "An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",  # § 306 Abs. 2 itself
            "Ist eine Bestimmung unwirksam, bleibt der Vertrag im Übrigen wirksam.",  # § 306 Abs. 1 restated
            "Gegenüber Kaufleuten gilt statt der unwirksamen Regelung eine, die ihrem Zweck am nächsten kommt.",  # traders
            "Die Ware bleibt bis zur vollständigen Zahlung unser Eigentum.",  # neighbour
        ],
    ),
    # § 305 Abs. 2, § 307 BGB: terms changed for contracts already made
    "shops_terms_change": (
        [
            "Wir behalten uns vor, diese AGB jederzeit zu ändern.",
            "Unsere Geschäftsbedingungen können jederzeit ohne vorherige Ankündigung geändert werden.",
            "Der Verkäufer behält sich Änderungen dieser Verkaufsbedingungen vor.",
        ],
        [
            "Wir behalten uns vor, diese AGB zu ändern; für Ihre Bestellung gilt die Fassung zum Zeitpunkt der "
            "Bestellung.",  # changes for later orders only
            "Wir behalten uns Änderungen dieser AGB für künftige Bestellungen vor.",
            "Gegenüber Unternehmern behalten wir uns vor, diese AGB zu ändern.",  # traders
            "Wir behalten uns Änderungen der Produktabbildungen vor.",  # neighbour: no terms
        ],
    ),
    # § 266 with § 308 Nr. 4 BGB: part deliveries reserved without the customer's reasonable interest
    "shops_partial_delivery": (
        [
            "Wir sind zu Teillieferungen berechtigt.",
            "Teillieferungen behalten wir uns ausdrücklich vor.",
            "Der Händler ist berechtigt, bestellte Artikel in Teilsendungen zu versenden.",
        ],
        [
            "Wir sind zu Teillieferungen berechtigt, soweit dies für Sie zumutbar ist.",
            "Teillieferungen sind zulässig, wenn sie dem Kunden zuzumuten sind.",
            "Auf Ihren Wunsch liefern wir in Teillieferungen.",  # the customer's choice
            "Ist der Kunde Unternehmer, sind wir zu Teillieferungen berechtigt.",  # traders
            "Wir liefern die bestellte Ware innerhalb von drei Werktagen.",  # neighbour
        ],
    ),
}

# Rules widened here by a category the statute names: key -> (fires, silent).
WIDENED: dict[str, tuple[list[str], list[str]]] = {
    # § 475 Abs. 2 with § 447 BGB: the risk passing before the consumer has the goods
    "shops_transport_risk": (
        [
            "Die Gefahr geht auf den Kunden über, sobald die Ware unser Lager verlassen hat.",
            "Mit der Absendung der Ware geht die Gefahr des zufälligen Untergangs auf den Käufer über.",
            "Das Risiko geht mit der Übergabe an den Logistikpartner auf den Besteller über.",
            "Das Versandrisiko trägt der Kunde.",
        ],
        [
            "Die Gefahr geht mit der Übergabe der Ware an den Kunden über.",  # the statute's rule
            "Bei Verbrauchern geht die Gefahr erst mit der Übergabe der Ware auf sie über.",
            "Beauftragt der Kunde selbst ein Transportunternehmen, geht die Gefahr mit der Übergabe an dieses über.",
            "Ist der Kunde Unternehmer, geht die Gefahr über, sobald die Ware unser Lager verlassen hat.",  # traders
            "Beim Versendungskauf geht die Gefahr mit der Übergabe der Ware an Sie auf Sie über.",
            "Die Ware verlässt unser Lager in der Regel binnen zwei Werktagen.",  # neighbour: no risk
        ],
    ),
    # §§ 355, 357a, 361 Abs. 2 BGB: the right lost for use, a form or channel the statute does not ask for
    "shops_withdrawal": (
        [
            "Das Widerrufsrecht erlischt, sobald die Ware benutzt wurde.",
            "Für ausgepackte oder bereits montierte Möbel ist der Widerruf ausgeschlossen.",
            "Ein telefonischer Widerruf ist nicht möglich.",
            "Der Widerruf kann ausschließlich über das Formular in Ihrem Kundenkonto erklärt werden.",
            "Nach einer Rücksendung erstatten wir den Kaufpreis ausschließlich als Gutschein.",  # § 357 Abs. 3
            "Nach Ihrem Widerruf wird der Kaufpreis nur als Guthaben auf Ihrem Kundenkonto erstattet.",
            "Die Ware ist im Falle des Widerrufs in der Originalverpackung zurückzusenden.",
            "Der Widerruf muss innerhalb von 14 Tagen bei uns eingegangen sein.",  # arrival, not dispatch
            "Die Ware muss innerhalb der Widerrufsfrist bei uns eintreffen.",
        ],
        [
            "Sie können das Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.",
            "Das Widerrufsrecht erlischt bei versiegelten Waren, die aus Gründen der Hygiene nicht zur Rückgabe "
            "geeignet sind, wenn ihre Versiegelung entfernt wurde.",  # § 312g Abs. 2 Nr. 3
            "Unser freiwilliges Rückgaberecht gilt nur für Ware, die nicht benutzt wurde.",  # a voluntary right
            "Sie können den Widerruf per Brief, E-Mail oder telefonisch erklären.",  # any form
            "Für benutzte Ware müssen Sie einen Wertverlust nur ersetzen, wenn er auf einen Umgang zurückgeht, der "
            "zur Prüfung nicht notwendig war.",  # § 357a Abs. 1 restated
            "Nach Ihrem Widerruf erstatten wir den Kaufpreis auf Ihren Wunsch auch als Gutschein.",  # his choice
            "Bitte senden Sie die Ware nach einem Widerruf möglichst in der Originalverpackung zurück.",  # a request
            "Die Ware muss binnen 14 Tagen an uns zurückgehen; zur Wahrung der Frist genügt die rechtzeitige "
            "Absendung.",  # § 355 Abs. 3 S. 3 restated
            "Wir müssen Ihnen die Zahlungen binnen 14 Tagen zurückzahlen, nachdem Ihr Widerruf bei uns eingegangen "
            "ist.",  # the seller's refund period
        ],
    ),
}

# § 309 Nr. 5 BGB: default interest at a fixed rate is a lump sum for the damage of delay
WIDENED["shops_payment_lump_sum"] = (
    ["Bei Zahlungsverzug berechnen wir Verzugszinsen in Höhe von 12 % p. a."],
    [
        "Bei Zahlungsverzug berechnen wir Zinsen in Höhe von fünf Prozentpunkten über dem Basiszinssatz.",  # § 288
        "Bei Zahlungsverzug berechnen wir Verzugszinsen von 12 % p. a.; Ihnen bleibt der Nachweis eines geringeren "
        "Schadens vorbehalten.",  # the counter-proof kept
    ],
)

CASES = [(k, t, True) for tables in (TABLES, WIDENED) for k, (f, _) in tables.items() for t in f] + [
    (k, t, False) for tables in (TABLES, WIDENED) for k, (_, s) in tables.items() for t in s
]


def keys_for(text: str, heading: str | None = None) -> set[str]:
    return {d.key for d in find_shop_notes(ClauseView("c1", text, heading, CATEGORY, "de"))}


@pytest.mark.parametrize(("key", "text", "fires"), CASES)
def test_case_table(key: str, text: str, fires: bool) -> None:
    assert (key in keys_for(text)) is fires


def test_a_voucher_note_cites_the_court_that_judged_one_year_and_the_limitation_period() -> None:
    (draft,) = find_shop_notes(
        ClauseView("c1", "Geschenkgutscheine sind ein Jahr ab Ausstellung gültig.", None, CATEGORY, "de")
    )
    assert draft.key == "shops_voucher_expiry"
    assert [(d.court, d.date, d.file_number) for d in draft.decisions] == [
        ("OLG München", "2008-01-17", "29 U 3193/07")
    ]
    assert [n.citation for n in draft.norms] == ["§ 307 Abs. 1 BGB", "§ 195 BGB", "§ 199 BGB"]
    for language in LANGUAGES:
        text = render(draft, language).text
        assert "29 U 3193/07" in text and "195" in text, language


def test_the_heading_of_a_section_lends_no_words_to_the_clause_under_it() -> None:
    """A document cut into clauses keeps the section's heading above each clause; read as part of the first sentence
    it made "... Gerichtsstand" and "Es gilt ausschließlich deutsches Recht" one jurisdiction clause."""
    heading = "9 Anwendbares Recht, Gerichtsstand"
    body = "9.1 Es gilt ausschließlich deutsches Recht."
    assert without_heading(f"{heading}\n{body}", heading) == body
    assert keys_for(f"{heading}\n{body}", heading) == set()
    # the heading still names the category where the body names none, and a clause of its heading alone stays
    assert without_heading(heading, heading) == heading
    assert without_heading(body, None) == body
    cut = "§ 5 Gerichtsstand\nGerichtsstand ist ausschließlich der Sitz des Verkäufers."
    assert keys_for(cut, "§ 5 Gerichtsstand") == {"shops_jurisdiction"}


def test_a_part_delivery_note_says_what_the_statute_asks_and_no_more() -> None:
    """Whether a part delivery is reasonable depends on the case: the note is background, not "may be void"."""
    (draft,) = find_shop_notes(ClauseView("c1", "Wir sind zu Teillieferungen berechtigt.", None, CATEGORY, "de"))
    assert (draft.key, draft.kind) == ("shops_partial_delivery", "unusual")
    for language in LANGUAGES:
        assert "266" in render(draft, language).text, language

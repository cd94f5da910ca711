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
        ],
        [
            "Sie können das Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.",
            "Das Widerrufsrecht erlischt bei versiegelten Waren, die aus Gründen der Hygiene nicht zur Rückgabe "
            "geeignet sind, wenn ihre Versiegelung entfernt wurde.",  # § 312g Abs. 2 Nr. 3
            "Unser freiwilliges Rückgaberecht gilt nur für Ware, die nicht benutzt wurde.",  # a voluntary right
            "Sie können den Widerruf per Brief, E-Mail oder telefonisch erklären.",  # any form
            "Für benutzte Ware müssen Sie einen Wertverlust nur ersetzen, wenn er auf einen Umgang zurückgeht, der "
            "zur Prüfung nicht notwendig war.",  # § 357a Abs. 1 restated
        ],
    ),
}

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

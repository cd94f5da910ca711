"""Shops' terms (AGB-DE): categories v25 added or widened from the statute, each with a case table both ways.

Every sentence is our own. "fires": the classic wording of the kind and its variants; "silent": the statutory default,
wording restricted to traders, wording that keeps the claims the statute keeps, and the neighbouring category.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, find_shop_notes
from app.config import LANGUAGES
from app.explain.notes_say import say_note as render

# Rules added here: key -> (fires, silent). test_notes_shops_de.test_every_rule_has_cases_both_ways reads it too.
TABLES: dict[str, tuple[list[str], list[str]]] = {
    # § 309 Nr. 3 BGB (set-off with undisputed or finally established claims), § 309 Nr. 2 (§ 320, same contract)
    "shops_set_off_excluded": (
        [
            "Eine Aufrechnung durch den Käufer ist ausgeschlossen.",
            "Dem Besteller steht kein Zurückbehaltungsrecht zu.",
            "Der Rechnungsbetrag ist ohne Abzug zu zahlen; zur Aufrechnung ist der Kunde nicht berechtigt.",
            "Ein Leistungsverweigerungsrecht des Kunden ist ausgeschlossen.",
        ],
        [
            "Der Besteller kann nur mit unbestrittenen oder rechtskräftig festgestellten Gegenansprüchen aufrechnen.",  # § 309 Nr. 3
            "Der Kunde darf nicht aufrechnen. Dies gilt nicht für anerkannte Gegenforderungen.",  # kept, next sentence
            "Ist der Kunde Unternehmer, ist die Aufrechnung ausgeschlossen.",  # traders only
            "Ein Zurückbehaltungsrecht besteht nur wegen Ansprüchen aus demselben Vertragsverhältnis.",  # § 309 Nr. 2 b
            "Wir sind berechtigt, die Vorbehaltsware unter Ausschluss jedes Zurückbehaltungsrechts herauszuverlangen.",
            "Der Kaufpreis ist mit Zugang der Rechnung fällig.",  # neighbour: payment without set-off
        ],
    ),
    # § 355 Abs. 3 S. 4, § 361 Abs. 2 BGB: the trader bears the risk of the goods sent back on a withdrawal
    "shops_return_risk": (
        [
            "Die Rücksendung erfolgt auf Gefahr des Kunden.",
            "Das Risiko des Rückversands trägt der Besteller.",
            "Für Verlust oder Beschädigung der Ware auf dem Rückweg haftet der Kunde.",
            "Für unversichert zurückgeschickte Pakete übernehmen wir keine Haftung bei Rücksendungen.",
        ],
        [
            "Bei Verlust der Rücksendung trägt der Verkäufer das Risiko.",  # the statute's rule
            "Für einen Wertverlust der Ware bei der Rücksendung haftet der Kunde nur, wenn er die Ware über die Prüfung "
            "hinaus benutzt hat.",  # § 357a Abs. 1, another matter
            "Ist der Kunde Unternehmer, erfolgt die Rücksendung auf seine Gefahr.",  # traders only
            "Die Kosten der Rücksendung trägt der Kunde.",  # neighbour: costs, § 357 Abs. 5
            "Der Versand erfolgt auf Gefahr des Kunden, wenn er ein Transportunternehmen selbst beauftragt hat.",  # outward
        ],
    ),
}

# Rules widened here (their own cases are in test_notes_shops_de and test_notes_shops_categories): new wordings of the
# same legal category, both ways.
WIDENED: dict[str, tuple[list[str], list[str]]] = {
    # § 308 Nr. 1 BGB: a delivery period not sufficiently determined, in its usual words
    "shops_delivery_time": (
        [
            "Die genannten Lieferfristen sind für uns nicht bindend.",
            "Unsere Liefertermine sind freibleibend.",
            "Die angegebene Lieferzeit ist nur ein Richtwert.",
            "Die Lieferung erfolgt so schnell wie möglich.",  # efforts as the only time
        ],
        [
            "Die Lieferzeit beträgt fünf Werktage ab Zahlungseingang.",
            "Der mit Ihnen vereinbarte Liefertermin ist verbindlich vereinbart.",
            "Gegenüber Unternehmern sind Lieferfristen freibleibend.",  # traders only
            "Unsere Preise sind freibleibend.",  # neighbour: prices, not delivery
            "Die Lieferung erfolgt so schnell wie möglich, spätestens innerhalb von 5 Werktagen.",  # a period named
            "Die Lieferfrist verlängert sich um zwei Wochen, wenn der Kunde eine Änderung wünscht.",  # a determined one
            # a force-majeure extension by what the hindrance takes: the dev half's annotators did not judge it void
            "Bei höherer Gewalt verlängert sich die Lieferfrist angemessen.",
            "Wir beantworten Ihre Anfrage so schnell wie möglich.",  # neighbour: no delivery
        ],
    ),
    # § 475 Abs. 2 BGB: the risk passing to a consumer when the goods are handed to the carrier
    "shops_transport_risk": (
        [
            "Mit der Übergabe an den Spediteur geht die Gefahr auf den Besteller über.",
            "Sobald die Ware dem Frachtführer übergeben ist, trägt der Käufer die Gefahr.",
        ],
        [
            "Ist der Käufer Unternehmer, geht die Gefahr mit der Übergabe an den Spediteur über.",  # traders only
            "Die Gefahr geht erst mit der Übergabe der Ware an den Kunden über.",  # § 446 restated
            "Der Spediteur liefert die Ware bis zur Bordsteinkante.",  # neighbour: no risk named
        ],
    ),
    # § 439 Abs. 2 BGB: the seller bears the costs of cure, also of sending the goods
    "shops_warranty_rights": (
        [
            "Die Kosten der Rücksendung im Gewährleistungsfall trägt der Käufer.",
            "Bei mangelhafter Ware gehen die Kosten für den Rückversand zu Lasten des Kunden.",
        ],
        [
            "Die Kosten der Rücksendung im Gewährleistungsfall tragen wir.",  # the statute's rule
            "Im Falle des Widerrufs trägt der Kunde die Kosten der Rücksendung.",  # neighbour: withdrawal, § 357 Abs. 5
        ],
    ),
    # § 309 Nr. 5 BGB: a lump sum for goods refused or not collected, without the allowance to prove less
    "shops_payment_lump_sum": (
        [
            "Bei Annahmeverweigerung der Ware berechnen wir eine Pauschale von 20 Euro.",
            "Wird die Sendung nicht abgeholt, stellen wir 12,50 € in Rechnung.",
            "Nimmt der Kunde die Ware nicht ab, können wir Schadensersatz in Höhe von 25 % des Kaufpreises verlangen.",
            "Bei einer Stornierung nach Vertragsschluss berechnen wir eine Entschädigung von 10 % des Bestellwerts.",
        ],
        [
            "Bei Annahmeverweigerung berechnen wir 15 Euro; dem Kunden bleibt der Nachweis eines geringeren Schadens.",
            "Bei Annahmeverweigerung tragen Sie die tatsächlich entstandenen Kosten der Rücksendung.",
            "Wir erheben eine Versandkostenpauschale von 4,90 Euro.",  # neighbour: the price of shipping
            "Nimmt der Kunde die Ware nicht ab, verlangen wir Schadensersatz in Höhe von 25 % des Kaufpreises; der Kunde "
            "kann nachweisen, dass ein geringerer Schaden entstanden ist.",  # § 309 Nr. 5 b kept
            "Wir leisten Schadensersatz nach den gesetzlichen Vorschriften.",  # no sum
        ],
    ),
    # § 308 Nr. 1 BGB: the contract made by shipping the goods, said with the seller accepting or the order deemed accepted
    "shops_acceptance_period": (
        [
            "Wir nehmen Ihr Angebot durch Versand der bestellten Ware an.",
            "Mit der Auslieferung der Artikel nimmt der Verkäufer die Bestellung an.",
            "Ihre Bestellung gilt als angenommen, wenn wir die Ware an Sie absenden.",
        ],
        [
            "Wir nehmen Ihr Angebot innerhalb von zwei Tagen durch E-Mail oder durch Versand der Ware an.",  # a period
            "Wir nehmen Ihre Bestellung durch eine Auftragsbestätigung per E-Mail an.",  # no shipping
            "Gegenüber Unternehmern nehmen wir das Angebot durch Versand der Ware an.",  # traders only
            "Die Bestellung gilt als angenommen, sobald wir sie per E-Mail bestätigen.",  # neighbour: a declaration
        ],
    ),
    # § 309 Nr. 8 b ee, § 476 Abs. 1 BGB: complaints heard only within a short period
    "shops_defect_notice": (
        ["Reklamationen können nur innerhalb von 14 Tagen nach Erhalt berücksichtigt werden."],
        [
            "Reklamationen werden nur innerhalb der gesetzlichen Gewährleistungsfrist berücksichtigt.",  # the statute's
            "Reklamationen bearbeiten wir innerhalb von 14 Tagen.",  # the seller's own promise
        ],
    ),
    # §§ 355, 357, 361 Abs. 2 BGB: returns refused for postage, the delivery costs kept back, the right waived
    "shops_withdrawal": (
        [
            "Nicht ausreichend frankierte Rücksendungen werden nicht angenommen.",
            "Bei einem Widerruf erstatten wir den Kaufpreis abzüglich der Versandkosten.",
            "Mit der Bestellung verzichtet der Kunde auf sein Widerrufsrecht.",
            "Die Widerrufsfrist beträgt 7 Tage.",
            "Die Rückgabefrist beträgt eine Woche ab Zustellung.",
            "Rücksendungen ohne Rücksendenummer werden nicht bearbeitet.",
            "Ohne vorherige Anmeldung zurückgesandte Ware wird nicht angenommen.",
        ],
        [
            "Bitte senden Sie Rücksendungen ausreichend frankiert zurück.",  # a request
            "Bei einem Widerruf erstatten wir alle Zahlungen einschließlich der Versandkosten.",  # § 357 Abs. 2 itself
            "Bei einem Widerruf erstatten wir den Kaufpreis abzüglich der Mehrkosten des von Ihnen gewählten "
            "Expressversands.",  # § 357 Abs. 2 S. 2: the dearer delivery chosen
            "Die Widerrufsfrist beträgt 14 Tage.",  # § 355 Abs. 2
            "Die Widerrufsfrist beträgt einen Monat.",  # longer, in the consumer's favour
            "Zusätzlich zum Widerrufsrecht gewähren wir freiwillig eine Rückgabefrist von 7 Tagen nach dessen Ablauf.",
            "Rücksendungen ohne Retourenschein können wir schwer zuordnen; bitte legen Sie ihn bei.",  # a request
        ],
    ),
    # § 309 Nr. 12 b BGB: the customer made to confirm a fact (that he received or was told something)
    "shops_declaration": (
        [
            "Der Kunde bestätigt, die Widerrufsbelehrung erhalten zu haben.",
            "Mit der Bestellung bestätigt der Käufer, über sein Widerrufsrecht belehrt worden zu sein.",
        ],
        [
            "Wir bestätigen den Eingang der Bestellung per E-Mail.",  # the seller's own confirmation
            "Der Kunde erhält die Widerrufsbelehrung mit der Bestellbestätigung.",  # no confirmation asked
        ],
    ),
    # Art. 6 Abs. 2 Rome I: a foreign state's law named by the state's own name
    "shops_foreign_law": (
        [
            "Es gilt ausschließlich das Recht der Republik Österreich.",
            "Auf den Vertrag findet das Recht der Schweiz Anwendung.",
            "Es gilt das Recht des Staates Kalifornien.",
        ],
        [
            "Auf diesen Vertrag ist deutsches Recht anzuwenden.",
            "Es gilt das Recht des Staates Ihres Wohnsitzes.",  # the consumer's own law
            "Es gilt das Recht der Republik Österreich; zwingende Vorschriften des Staates Ihres gewöhnlichen "
            "Aufenthalts bleiben unberührt.",  # Art. 6 Abs. 2 kept
        ],
    ),
}

CASES = [(k, t, True) for tables in (TABLES, WIDENED) for k, (f, _) in tables.items() for t in f] + [
    (k, t, False) for tables in (TABLES, WIDENED) for k, (_, s) in tables.items() for t in s
]


def keys_for(text: str) -> set[str]:
    return {d.key for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de"))}


@pytest.mark.parametrize(("key", "text", "fires"), CASES)
def test_case_table(key: str, text: str, fires: bool) -> None:
    assert (key in keys_for(text)) is fires


def test_an_outright_exclusion_of_set_off_says_what_the_statute_keeps_in_every_language() -> None:
    (draft,) = find_shop_notes(ClauseView("c1", "Die Aufrechnung ist ausgeschlossen.", None, CATEGORY, "de"))
    assert (draft.key, draft.kind, draft.decisions) == ("shops_set_off_excluded", "may_be_invalid", ())
    assert [n.citation for n in draft.norms] == ["§ 309 Nr. 3 BGB", "§ 309 Nr. 2 BGB", "§ 320 BGB"]
    for language in LANGUAGES:
        text = render(draft, language).text
        assert "309" in text and "320" in text, language

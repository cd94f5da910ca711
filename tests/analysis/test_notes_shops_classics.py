"""Shops' terms (AGB-DE): the classic void clauses of German online shops that no kind named yet (issue 25, s31).

Written from the statutes and the decisions that warning letters and courts name again and again, not from the corpus.
Every sentence is our own. "fires": the classic wording of the kind and its variants; "silent": the lawful wording,
the clause for traders only, the carve-out kept, and the neighbouring kind.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, find_shop_notes
from app.config import LANGUAGES
from app.explain.notes_say import say_note as render

# Kinds added here: key -> (fires, silent). test_notes_shops_de.test_every_rule_has_cases_both_ways reads it too.
TABLES: dict[str, tuple[list[str], list[str]]] = {
    # § 309 Nr. 7 a BGB (life, body, health: no exclusion for any negligence) and § 307 Abs. 2 Nr. 2 (essential duties)
    "shops_liability_slight": (
        [
            "Bei leicht fahrlässigen Pflichtverletzungen haften wir nicht.",
            "Die Haftung für leichte Fahrlässigkeit ist ausgeschlossen.",
            "Für einfache Fahrlässigkeit haften wir nur begrenzt auf den Warenwert.",
            "Eine Haftung des Verkäufers für leicht fahrlässig verursachte Schäden besteht nicht; wir schließen sie aus.",
        ],
        [
            # both carve-outs kept: the lawful wording
            "Bei leichter Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten, begrenzt auf den "
            "vorhersehbaren Schaden; die Haftung für Schäden aus der Verletzung des Lebens, des Körpers oder der "
            "Gesundheit bleibt unberührt.",
            "Für leicht fahrlässig verursachte Schäden ist die Haftung ausgeschlossen, außer bei Verletzung von Leben, "
            "Körper oder Gesundheit.",  # life and body kept: whether the rest holds, the wording cannot tell
            "Ist der Kunde Unternehmer, ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",  # traders only
            "Im Übrigen ist die Haftung für leicht fahrlässige Pflichtverletzungen ausgeschlossen.",  # carve-outs before
            "Wir haften auch für leichte Fahrlässigkeit.",  # no exclusion
            "Wir haften nur für Vorsatz und grobe Fahrlässigkeit.",  # neighbour: the general liability kind
        ],
    ),
    # § 308 Nr. 1 BGB; OLG Bremen, 08.09.2009, 2 W 55/09: a delivery period "as a rule" without an end date
    "shops_delivery_usually": (
        [
            "Die Lieferzeit beträgt in der Regel 3-5 Werktage.",
            "Die Lieferung erfolgt in der Regel innerhalb von 2 Tagen.",
            "Normalerweise versenden wir innerhalb von 24 Stunden.",
            "Die Zustellung erfolgt im Regelfall binnen einer Woche nach Zahlungseingang.",
        ],
        [
            "Die Lieferzeit beträgt ca. 3-5 Werktage.",  # a "ca." period: the same court accepted it
            "Die Lieferzeit beträgt in der Regel 2-3 Werktage, spätestens jedoch 7 Werktage nach Zahlungseingang.",
            "Die Ware wird in der Regel mit DHL versendet.",  # no period: the carrier
            "Die Lieferung erfolgt i.d.R. sofort nach Zahlungseingang.",  # no period named
            "Gegenüber Unternehmern beträgt die Lieferzeit in der Regel 5 Tage.",  # traders only
            "Anfragen beantworten wir in der Regel innerhalb von zwei Tagen.",  # neighbour: no delivery
            # a notice period, not a delivery time
            "In der Regel informieren wir Sie mindestens 14 Tage im Voraus, bevor wir eine Lieferung einstellen.",
        ],
    ),
    # § 309 Nr. 14 BGB: going to court only after trying an out-of-court settlement
    "shops_adr_first": (
        [
            "Eine Klage ist erst zulässig, nachdem ein Schlichtungsverfahren durchgeführt wurde.",
            "Vor Anrufung eines Gerichts muss der Kunde ein Schlichtungsverfahren bei der Schiedsstelle des "
            "Händlerverbands durchführen.",
            "Der Rechtsweg steht dem Kunden erst offen, wenn ein Einigungsversuch vor einer Schlichtungsstelle "
            "gescheitert ist.",
            "Der Kunde ist verpflichtet, vor einer Klage eine Einigung vor der Schlichtungsstelle zu versuchen.",
            "Bevor der Kunde ein Gericht anruft, hat er ein Verfahren zur außergerichtlichen Streitbeilegung "
            "durchzuführen.",
        ],
        [
            # the information § 36 VSBG and the ODR regulation ask for
            "Wir sind weder bereit noch verpflichtet, an einem Streitbeilegungsverfahren vor einer "
            "Verbraucherschlichtungsstelle teilzunehmen.",
            "Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit; Verbraucher können "
            "Streitigkeiten dort zunächst ohne Einschaltung eines Gerichts klären.",
            "Eine Schlichtung ist freiwillig; das Recht des Kunden, die Gerichte anzurufen, bleibt unberührt.",
            "Ist der Kunde Kaufmann, ist vor einer Klage ein Schlichtungsverfahren durchzuführen.",  # traders only
            "Gerichtsstand ist der Sitz des Verkäufers.",  # neighbour: jurisdiction
            # a duty denied, and a court named only for enforcing the result
            "Keine Partei ist verpflichtet, an einer Schlichtung teilzunehmen; das Ergebnis kann bei jedem Gericht "
            "vollstreckt werden.",
        ],
    ),
    # § 312a Abs. 5 BGB; CJEU, 02.03.2017, C-568/15: calls about a contract made at no more than the basic rate
    "shops_hotline_fee": (
        [
            "Unsere Hotline erreichen Sie unter 0900 123456 (1,99 Euro pro Minute aus dem deutschen Festnetz).",
            "Fragen zu Ihrer Bestellung beantwortet unser Kundenservice unter 0180 5 123456 (14 Cent/Min.).",
            "Bei Reklamationen wenden Sie sich an unsere Service-Hotline 0900 555 (2 Euro pro Anruf).",
        ],
        [
            "Unser Kundenservice ist unter 030 123456 zum Festnetztarif erreichbar.",
            "Unseren Kundenservice erreichen Sie kostenlos unter 0800 123456.",
            "Unsere Bestellhotline erreichen Sie unter 0180 5 654321 (14 Cent/Min.).",  # orders: no contract yet
            "Unser Kundenservice ist montags bis freitags von 9 bis 17 Uhr erreichbar.",  # no charge named
            # the price of calls as the service sold, not a call to the trader
            "Für Anrufe in andere Netze berechnen wir eine Gebühr pro Anruf und einen Preis je Minute.",
        ],
    ),
    # § 312a Abs. 3 BGB: a paid extra agreed only expressly, in electronic commerce not by a default setting
    "shops_preset_extra": (
        [
            "Jede Sendung wird automatisch gegen einen Aufpreis von 2,50 Euro versichert, sofern der Kunde dies "
            "nicht abwählt.",
            "Die Versandversicherung für 1,90 € ist im Warenkorb voreingestellt und kann abgewählt werden.",
            "Der Expressversand wird standardmäßig hinzugefügt, es sei denn, Sie entfernen ihn im Warenkorb.",
        ],
        [
            "Auf Wunsch versichern wir die Sendung gegen einen Aufpreis von 2 Euro.",  # opt-in
            "Alle Sendungen sind automatisch und ohne Aufpreis versichert.",  # no extra payment
            "Wird die Ware nicht abgeholt, wird die Bestellung automatisch storniert.",  # neighbour: no extra
            # neighbour: a subscription renewed unless cancelled (§ 309 Nr. 9), no extra beside the main price
            "Kostenpflichtige Abonnements verlängern sich automatisch, sofern Sie die Verlängerung nicht deaktivieren.",
        ],
    ),
}

# Kinds already there whose wording missed a classic variant, widened here within the category.
WIDENED: dict[str, tuple[list[str], list[str]]] = {
    # §§ 355, 357, 361 Abs. 2 BGB: the return bound to the invoice or the receipt
    "shops_withdrawal": (
        [
            "Rücksendungen werden nur mit beiliegender Rechnung akzeptiert.",
            "Retouren ohne Kaufbeleg werden nicht bearbeitet.",
            "Die Rücksendung muss die Originalrechnung enthalten, sonst wird sie nicht angenommen.",
            "Bei einem Widerruf erstatten wir den Kaufpreis nur in Form eines Gutscheins.",
        ],
        [
            "Bitte legen Sie Ihrer Retoure eine Kopie der Rechnung bei, damit wir sie schneller zuordnen können.",
            "Die Rechnung liegt der Lieferung bei.",  # no return
            # § 357 Abs. 3: the same means of payment, another only where the customer asks for it
            "Bei einem Widerruf erstatten wir den Betrag über dasselbe Zahlungsmittel, das Sie verwendet haben; auf "
            "Ihren Wunsch auch als Gutschein.",
        ],
    ),
}

# Classic wordings of kinds already there, added as the statute's wording only: measured as "may be void" they lowered
# the validation half's precision without moving its recall, so they give the kind's note as background.
# key -> (background, silent)
BACKGROUND: dict[str, tuple[list[str], list[str]]] = {
    # § 476 Abs. 1 BGB: used goods sold without any rights for defects (Abs. 2 allows a shorter period only)
    "shops_warranty_rights": (
        [
            "Gebrauchte Waren werden unter Ausschluss jeglicher Gewährleistung verkauft.",
            "Der Verkauf von Restposten erfolgt unter Ausschluss der Gewährleistung.",
        ],
        ["Gegenüber Unternehmern werden gebrauchte Waren unter Ausschluss der Gewährleistung verkauft."],
    ),
    # § 312g Abs. 1, § 361 Abs. 2 BGB: the right of withdrawal denied for goods § 312g Abs. 2 does not name
    "shops_withdrawal": (
        ["Das Widerrufsrecht gilt nicht für Sonderangebote.", "Ein Rückgaberecht besteht nicht bei Aktionsware."],
        [
            "Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nach Kundenspezifikation "
            "angefertigt werden.",  # § 312g Abs. 2 Nr. 1 itself
            "Die Pflicht zur Kostentragung besteht nicht, wenn der Kunde sein Widerrufsrecht ausübt.",  # another duty
            "Das Widerrufsrecht gilt nicht für Unternehmer.",  # § 312g Abs. 1: a consumer's right
        ],
    ),
}

# Classic wordings that name no kind: each stays silent (the law's reason beside it).
SILENT: list[str] = [
    # BGH, 04.02.2009, VIII ZR 32/08: "Änderungen und Irrtümer vorbehalten" is a hint without content of its own, no
    # contract term
    "Irrtümer vorbehalten.",
    "Änderungen und Irrtümer vorbehalten.",
    "Alle Angaben ohne Gewähr, Druckfehler und Irrtümer vorbehalten.",
    # the law of the seller's country chosen: whether a consumer abroad is reached, the wording cannot tell
    "Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.",
    # a simple retention of title: § 449 BGB itself
    "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
]

CASES = [(k, t, True) for tables in (TABLES, WIDENED) for k, (f, _) in tables.items() for t in f] + [
    (k, t, False) for tables in (TABLES, WIDENED) for k, (_, s) in tables.items() for t in s
]


def notes_for(text: str) -> list[tuple[str, str]]:
    return [(d.key, d.kind) for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de"))]


@pytest.mark.parametrize(("key", "text", "fires"), CASES)
def test_case_table(key: str, text: str, fires: bool) -> None:
    assert (key in {k for k, _ in notes_for(text)}) is fires


@pytest.mark.parametrize("text", SILENT)
def test_classic_wordings_without_a_kind_get_no_note(text: str) -> None:
    assert notes_for(text) == []


@pytest.mark.parametrize("key", sorted(TABLES))
def test_each_new_kind_says_may_be_void_on_its_classic_wording(key: str) -> None:
    assert (key, "may_be_invalid") in notes_for(TABLES[key][0][0])


EXPECTED: dict[str, tuple[list[str], list[str]]] = {
    # key -> (citations, decisions' file numbers)
    "shops_liability_slight": (["§ 309 Nr. 7 BGB", "§ 307 Abs. 2 Nr. 2 BGB"], []),
    "shops_delivery_usually": (["§ 308 Nr. 1 BGB"], ["2 W 55/09"]),
    "shops_adr_first": (["§ 309 Nr. 14 BGB"], []),
    "shops_hotline_fee": (["§ 312a Abs. 5 BGB"], ["C-568/15"]),
    "shops_preset_extra": (["§ 312a Abs. 3 BGB"], []),
}


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_each_new_note_cites_its_statutes_and_decision_in_every_language(key: str) -> None:
    (draft,) = [d for d in find_shop_notes(ClauseView("c1", TABLES[key][0][0], None, CATEGORY, "de")) if d.key == key]
    citations, files = EXPECTED[key]
    assert [n.citation for n in draft.norms] == citations
    assert all(n.url.startswith("https://www.gesetze-im-internet.de/bgb/") for n in draft.norms)
    assert [d.file_number for d in draft.decisions] == files
    for language in LANGUAGES:
        text = render(draft, language).text
        for citation in citations:
            number = citation.split()[1]  # "309", "312a", ...
            assert number in text, (language, citation)
        assert all(f in text for f in files), language


BACKGROUND_CASES = [(k, t, True) for k, (b, _) in BACKGROUND.items() for t in b] + [
    (k, t, False) for k, (_, s) in BACKGROUND.items() for t in s
]


@pytest.mark.parametrize(("key", "text", "noted"), BACKGROUND_CASES)
def test_statute_wordings_give_the_kinds_note_as_background(key: str, text: str, noted: bool) -> None:
    assert ((key, "unusual") in notes_for(text)) is noted
    assert (key, "may_be_invalid") not in notes_for(text)


def test_the_slight_negligence_note_yields_where_the_terms_keep_both_cases_of_309_7_elsewhere() -> None:
    from app.analysis.notes_shops_de import in_shop_terms, keeps_liability

    drafts = find_shop_notes(ClauseView("c1", TABLES["shops_liability_slight"][0][1], None, CATEGORY, "de"))
    elsewhere = (
        "Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des "
        "Lebens, des Körpers oder der Gesundheit."
    )
    assert keeps_liability(elsewhere)
    assert [d.key for d in in_shop_terms(drafts)] == ["shops_liability_slight"]
    assert in_shop_terms(drafts, liability_kept=True) == []

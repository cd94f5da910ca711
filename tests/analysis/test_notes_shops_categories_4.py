"""Shops' terms (AGB-DE): the category grammar of issue 25 (s26), each category with a case table both ways.

A category is its legal object and the move the statute forbids (app/analysis/data/shop_grammar_de.json), found by
stem in one sentence, in any order. Every sentence here is our own. "fires": three wordings of the kind (the classic
one, the words in another order, a compound or inflected form); "silent": the statutory default, the variant in the
customer's favour, the neighbouring category, and the clause limited to traders (the rules are consumer law).
"""

from __future__ import annotations

import json
import re

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import (
    CATEGORY,
    GRAMMAR_PATH,
    category_grammar,
    category_unless,
    find_shop_notes,
    sentence_text,
)

# rule key (":" and the category where a rule has two) -> (fires, silent)
TABLES: dict[str, tuple[list[str], list[str]]] = {
    # § 308 Nr. 1 BGB: a delivery period declared non-binding is no determined period
    "shops_delivery_time": (
        [
            "Alle genannten Lieferfristen gelten als unverbindlich.",
            "Unverbindlich sind sämtliche im Shop angezeigten Versandzeiten.",
            "Die Angaben zur Lieferung auf den Produktseiten sind ohne Gewähr.",
            "Für die angegebenen Zustelltermine übernehmen wir keine Garantie.",
            "Sämtliche Liefertermine stehen unter dem Vorbehalt rechtzeitiger Belieferung durch unsere Lieferanten.",
        ],
        [
            "Die Lieferzeit beträgt drei bis vier Werktage.",  # a determined period, the statute's default
            "Die im Angebot genannten Liefertermine sind verbindlich.",  # in the customer's favour
            "Die Lieferzeiten sind nicht unverbindlich, sondern fest zugesagt.",  # the move negated
            "Unsere Katalogpreise sind unverbindlich.",  # neighbour: prices, not the delivery period
            "Gegenüber Unternehmern sind die Lieferfristen unverbindlich.",  # traders only
            # a reserved self-supply backed by a congruent purchase (the seller's own order placed in time)
            "Liefertermine stehen unter dem Vorbehalt der Selbstbelieferung aus einem kongruenten Deckungsgeschäft.",
        ],
    ),
    # § 476 Abs. 1 BGB: a consumer's rights for defects are not excluded in advance
    "shops_warranty_rights": (
        [
            "Die Gewährleistung ist bei Waren aus unserem Outlet ausgeschlossen.",
            "Ausgeschlossen sind Mängelansprüche für Artikel, die im Angebot gekauft wurden.",
            "Sämtliche Gewährleistungsrechte erlöschen, sobald die Verpackung geöffnet wurde.",
        ],
        [
            "Es gelten die gesetzlichen Gewährleistungsrechte.",  # the statutory default
            "Ihre gesetzlichen Mängelrechte sind nicht ausgeschlossen.",  # the move negated
            "Die Abtretung von Mängelansprüchen an Dritte ist ausgeschlossen.",  # neighbour: assignment (§ 399 BGB)
            "Die Gewährleistung ist ausgeschlossen, wenn der Käufer die Ware unsachgemäß behandelt hat.",  # his own doing
            "Ist der Kunde Unternehmer, ist die Gewährleistung für gebrauchte Waren ausgeschlossen.",  # traders only
        ],
    ),
    # §§ 355, 357, 312g BGB with § 361 Abs. 2: the withdrawal bound to no condition and excluded for no goods the statute
    # does not name
    "shops_withdrawal": (
        [
            "Eine Rücksendung ist nur in ungeöffneter Originalverpackung möglich.",
            "Ungebraucht und unbeschädigt muss jede zurückgesandte Ware bei uns eintreffen.",
            "Retouren ohne Rücksendenummer werden nicht angenommen.",
            "Für Artikel aus dem Schlussverkauf ist der Umtausch ausgeschlossen.",
            "Ausgeschlossen ist die Rückgabe von Waren, die der Kunde im Laden abgeholt hat.",
        ],
        [
            "Sie können die Ware innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen zurücksenden.",  # the statute
            "Bitte senden Sie die Ware nach Möglichkeit in der Originalverpackung zurück.",  # a request, no condition
            "Eine Rücksendung in der Originalverpackung ist keine Voraussetzung für den Widerruf.",  # in his favour
            "Das Widerrufsrecht ist ausgeschlossen bei versiegelten Waren, deren Versiegelung entfernt wurde.",  # § 312g
            "Die Rückgabe von nach Kundenspezifikation angefertigten Möbeln ist ausgeschlossen.",  # § 312g Abs. 2 Nr. 1
            "Die Gewährleistung ist in der Originalverpackung geltend zu machen.",  # neighbour: warranty, no return
            "Für Unternehmer ist eine Rückgabe nur in der Originalverpackung möglich.",  # traders only
        ],
    ),
    # § 308 Nr. 3 BGB: the seller's reserved right to withdraw needs a justified reason stated in the contract
    "shops_reservation": (
        [
            "Wir behalten uns vor, Bestellungen jederzeit zu stornieren.",
            "Der Verkäufer ist berechtigt, ohne Angabe von Gründen vom Vertrag zurückzutreten.",
            "Stornierungen bereits bestätigter Aufträge behält sich der Händler vor.",
        ],
        [
            "Der Kunde kann seine Bestellung bis zum Versand kostenlos stornieren.",  # the customer's right, in his favour
            "Wir behalten uns vor, vom Vertrag zurückzutreten, wenn der Kunde über seine Zahlungsfähigkeit getäuscht hat.",
            "Wir behalten uns Änderungen dieser Preisliste vor.",  # neighbour: no release from a contract made
            "Gegenüber Unternehmern behalten wir uns vor, Aufträge jederzeit zu stornieren.",  # traders only
        ],
    ),
    # § 439 Abs. 2 BGB with § 476 Abs. 1: the costs of cure, sending defective goods included, are the seller's
    "shops_warranty_rights:cure_costs": (
        [
            "Die Versandkosten für die Einsendung defekter Ware trägt der Kunde.",
            "Bei Reklamationen gehen die Portokosten zu Lasten des Käufers.",
            "Im Gewährleistungsfall sind die Kosten der Rücksendung vom Kunden zu tragen.",
        ],
        [
            "Die Kosten der Rücksendung mangelhafter Ware tragen wir.",  # the statute's default
            "Die Kosten der Rücksendung trägt der Kunde, es sei denn, die Ware ist mangelhaft.",  # withdrawal, defects kept
            "Stellt sich heraus, dass die Reklamation unberechtigt war, trägt der Kunde die Versandkosten.",  # no defect
            "Die Versandkosten trägt der Kunde.",  # neighbour: the outward delivery, no defect
            "Ist der Kunde Unternehmer, trägt er bei Mängeln die Versandkosten.",  # traders only
        ],
    ),
    # § 309 Nr. 13 b BGB: no form stricter than text form for the customer's notices
    "shops_written_form": (
        [
            "Mängelrügen bedürfen der Schriftform.",
            "Schriftlich und per Einschreiben muss jede Reklamation bei uns eingehen.",
            "Eine Kündigung ist nur wirksam, wenn sie eigenhändig unterschrieben ist.",
        ],
        [
            "Mängel können Sie uns formlos mitteilen.",  # no form, the statute's default
            "Reklamationen sind schriftlich oder per E-Mail an uns zu richten.",  # text form allowed
            "Wir sind berechtigt, Mitteilungen an die Kunden schriftlich zu versenden.",  # the seller's notices
            "Der Vertrag wird schriftlich geschlossen.",  # neighbour: no declaration of the customer
            "Für Unternehmer gilt: Mängelrügen bedürfen der Schriftform.",  # traders only
        ],
    ),
}

CASES = [(key.split(":")[0], text, True) for key, (fires, _) in TABLES.items() for text in fires] + [
    (key.split(":")[0], text, False) for key, (_, silent) in TABLES.items() for text in silent
]


def rule_keys(text: str) -> set[str]:
    """The keys of the rules' notes (before the calibration, which decides only the note's kind)."""
    return {d.key for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de"), calibrate=False)}


@pytest.mark.parametrize(("key", "text", "fires"), CASES)
def test_case_table(key: str, text: str, fires: bool) -> None:
    found = rule_keys(text)
    assert any(k == key or k.startswith(f"{key}_") for k in found) is fires


def test_every_category_fires_on_three_wordings_and_has_the_four_negative_kinds() -> None:
    assert all(len(fires) >= 3 and len(silent) >= 4 for fires, silent in TABLES.values())


def grammar(name: str) -> re.Pattern[str]:
    return re.compile(category_grammar(name))


def test_object_and_move_in_any_order_within_one_sentence() -> None:
    rx = grammar("delivery_time")
    assert rx.search(sentence_text("Die Lieferzeiten sind unverbindlich."))
    assert rx.search(sentence_text("Unverbindlich sind die Lieferzeiten."))
    # object and move in two sentences: no match
    assert not rx.search(sentence_text("Die Lieferzeit steht im Shop. Unverbindlich ist nur der Katalog."))


def test_stems_reach_compounds_and_inflection_but_not_a_negated_move() -> None:
    rx = grammar("warranty_exclusion")
    assert rx.search(sentence_text("Sachmängelgewährleistungsansprüche sind ausgeschlossen."))  # compound
    assert rx.search(sentence_text("Die Gewährleistungsrechte entfallen."))  # inflection
    assert not rx.search(sentence_text("Die Gewährleistung ist nicht ausgeschlossen."))  # negation


def test_a_marker_is_needed_where_the_category_names_one() -> None:
    rx = grammar("return_condition")
    assert rx.search(sentence_text("Rücksendungen nur in Originalverpackung."))
    assert not rx.search(sentence_text("Rücksendungen in der Originalverpackung schützen die Ware."))  # no condition


def test_word_lists_are_data_and_every_category_has_its_statute() -> None:
    data = json.loads(GRAMMAR_PATH.read_text(encoding="utf-8"))
    for name, cat in data["categories"].items():
        assert cat["statute"].startswith("§") and cat["object"] and cat["move"], name
        re.compile(category_grammar(name))
        if "unless" in cat:
            re.compile(category_unless(name))


def test_statutory_exceptions_of_312g_are_one_word_list() -> None:
    rx = re.compile(category_unless("return_exclusion"))
    assert rx.search("gem § 312g abs 2 bgb")
    assert rx.search("personalisierte produkte")
    assert not rx.search("artikel aus dem schlussverkauf")


def test_held_out_names_the_void_clauses_a_rule_catches_only_with_their_own_shop(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tools.train_shops import held_out

    own = "Reklamationen sind per Einschreiben an unsere Anschrift zu richten."  # only shop 1 shows this kind
    other = "Die Ware wird innerhalb von drei Werktagen versandt."
    rows = [
        {"id": "11", "contract": "1", "title": "", "text": own, "void": "1.0"},
        {"id": "12", "contract": "1", "title": "", "text": other, "void": "0.0"},
        {"id": "21", "contract": "2", "title": "", "text": other, "void": "1.0"},
    ]
    held_out(rows)
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "caught only with their own shop" in x)
    assert line.endswith("1:11")

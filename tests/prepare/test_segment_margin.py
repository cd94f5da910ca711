"""A numbered paragraph whose first line runs to the page's margin (a printed or scanned page, lines cut where the
page ends) is one paragraph, not a part with a title, so a clause stays whole and a later sentence of it (the first
instalment's due date) stays with the sum it belongs to; a short "(2) Title" line in the same wrapped text still heads
its part (app/prepare/segment.py ``_reaches_margin``). Text written for this test."""

from __future__ import annotations

from app.prepare.segment import segment

WRAPPED = """§ 5 Sicherheit

(1) Der Mieter leistet dem Vermieter eine Sicherheit von zwei Monats-
mieten (ohne Betriebskosten), also 1.400,00 EUR.

(2) Der Mieter darf die Sicherheit in drei gleichen monatlichen
Teilbeträgen leisten; der erste Teilbetrag ist zu Beginn des
Mietverhältnisses fällig.

(3) Der Vermieter legt die Sicherheit getrennt von seinem Vermögen bei
einem Kreditinstitut zu dem für Spareinlagen üblichen Zinssatz an. Die
Zinsen stehen dem Mieter zu und erhöhen die Sicherheit.

§ 6 Tiere

Kleintiere darf der Mieter halten.
"""


def test_a_paragraph_cut_at_the_margin_is_no_titled_part() -> None:
    assert [s.heading for s in segment(WRAPPED, printed=True)] == ["§ 5 Sicherheit", "§ 6 Tiere"]


def test_a_short_title_line_in_wrapped_text_still_heads_its_part() -> None:
    titled = WRAPPED.replace("(2) Der Mieter darf", "(2) Teilzahlung\n\nDer Mieter darf")
    assert [s.heading for s in segment(titled, printed=True)] == ["§ 5 Sicherheit", "§ 5 Sicherheit (2)", "§ 6 Tiere"]


def test_an_empty_line_left_by_ocr_inside_a_paragraph_does_not_make_a_title() -> None:
    scanned = WRAPPED.replace(
        "(2) Der Mieter darf die Sicherheit in drei gleichen monatlichen\n",
        "(2) Der Mieter darf die Sicherheit in drei gleichen monatlichen\n\n",
    )
    assert [s.heading for s in segment(scanned, printed=True)] == ["§ 5 Sicherheit", "§ 6 Tiere"]


def test_a_text_file_is_not_read_as_cut_at_a_margin() -> None:
    # A text file's lines were not cut by a page: the same lines from a file keep the old reading.
    assert [s.heading for s in segment(WRAPPED)] == ["§ 5 Sicherheit", "§ 5 Sicherheit (2)", "§ 6 Tiere"]

"""A sentence cut at a page break: mended in a real two-page PDF and in pasted text, and nothing else joined."""

from __future__ import annotations

from app.analysis.facts import key_facts
from app.models import Pdf
from app.prepare.pages import continuation, mend_breaks
from app.prepare.pdf import extract_pdf
from app.prepare.run import normalize_text
from tests.analysis.test_actions import make_doc
from tests.prepare.test_pdf import make_pdf

PAGE_1 = ["Wenn Sie den Termin nicht wahrnehmen können, teilen Sie uns dies bitte bis zum 19.09."]
PAGE_2 = ["2025 mit und legen Sie eine Bescheinigung vor.", "", "Mit freundlichen Grüßen"]


def test_a_date_cut_at_the_page_break_of_a_pdf_is_one_date_again() -> None:
    result = extract_pdf(Pdf(make_pdf([PAGE_1, PAGE_2], footer=True)), max_pages=5)
    assert "bis zum 19.09.2025 mit und legen Sie" in result.text
    assert result.text[result.page_starts[1] :].startswith("2025 mit")  # page 2 still starts where it did
    dated = [(d.text, d.date) for d in key_facts(make_doc(result.text)).deadlines]
    assert ("bis zum 19.09.2025", "2025-09-19") in dated


def test_a_sentence_running_on_to_the_next_page_is_joined_with_a_space() -> None:
    pages = [["Die Miete ist spätestens am dritten Werktag eines Monats zu"], ["zahlen. Die Kaution beträgt 900 EUR."]]
    text = extract_pdf(Pdf(make_pdf(pages)), max_pages=5).text
    assert "Monats zu zahlen. Die Kaution" in text


def test_a_page_that_ends_a_sentence_or_begins_a_heading_keeps_its_break() -> None:
    pages = [
        ["§ 1 Mietsache", "Die Wohnung liegt im 2. Stock."],
        ["§ 2 Mietzeit", "Das Mietverhältnis beginnt am 01.02.2026."],
    ]
    text = extract_pdf(Pdf(make_pdf(pages)), max_pages=5).text
    assert "2. Stock.\n\n§ 2 Mietzeit" in text


def test_pasted_text_is_mended_across_a_page_number_line() -> None:
    pasted = "teilen Sie uns dies bitte bis zum 19.09.\n\n- 1 -\n\n2025 mit.\n\nDie Minderung dauert einen\n\nSeite 2 von 3\nMonat."
    mended = normalize_text(pasted)
    assert "bis zum 19.09.2025 mit." in mended
    # "Monat" is a noun (capitalised): the break stays, only the date and lower-case run-ons are joined.
    assert "einen\n\nSeite 2 von 3\nMonat." in mended


def test_the_salutation_and_the_letter_stay_apart() -> None:
    letter = "Sehr geehrte Frau Beispiel,\n\nich lade Sie ein.\n\nMit freundlichen Grüßen"
    assert mend_breaks(letter) == letter


def test_continuation_rules() -> None:
    assert continuation("bis zum 19.09.", "2025 mit") == ""
    assert continuation("bitte teilen Sie uns rechtzeitig", "mit, ob Sie kommen") == " "
    assert continuation("Ende des Satzes.", "und weiter") is None
    assert continuation("Liste:", "a) erstens") is None
    assert continuation("Abschnitt", "Neuer Absatz") is None
    assert continuation("die Punkte", "a) erstens") is None  # a list item, not a run-on
    assert continuation("Arbeitsvertrag", "zwischen der Firma") is None  # a title and its parties
    assert continuation("den Termin nicht", "wahrnehmen können") is None  # too short to be cut

"""Categories of real layouts the splitter follows (issue 23, item 6), each a table of lines written for the
test, both ways: where a clause must start, and where a short line must not start one (and never inside a
sentence)."""

from __future__ import annotations

import pytest

from app.prepare.segment import segment
from app.prepare.sentences import sentence_spans
from tests.prepare.test_segment_layouts import never_inside_a_sentence


def pieces(text: str) -> list[str]:
    return [text[s.start : s.end] for s in segment(text)]


def starts(text: str) -> list[str]:
    """The first line of every segment."""
    return [piece.split("\n", 1)[0] for piece in pieces(text)]


_BODY = "Dieser Absatz regelt eine Sache in einem ganzen Satz. Ein zweiter Satz sagt noch etwas dazu."
_EN_BODY = "This paragraph settles one matter in a full sentence. A second sentence adds a detail."


# ----------------------------------------------------------------------------------------- tables of contents

_CONTENTS = {
    "numbered, in running order": (
        f"Nutzungsbedingungen\n\n1. Einleitung\n\n2. Konto\n\n3. Zahlung\n\n4. Kündigung\n\n"
        f"1. Einleitung\n{_BODY}\n\n2. Konto\n{_BODY}\n\n3. Zahlung\n{_BODY}\n\n4. Kündigung\n{_BODY}\n"
    ),
    "numbered without a dot, single line breaks": (
        f"1 Einleitung\n2 Konto\n3 Zahlung\n4 Kündigung\n\n"
        f"1 Einleitung\n{_BODY}\n2 Konto\n{_BODY}\n3 Zahlung\n{_BODY}\n4 Kündigung\n{_BODY}\n"
    ),
    "paragraphs, then the clauses numbered otherwise": (
        f"§1 Geltung\n\n§2 Vertragsschluss\n\n§3 Preise\n\n"
        f"1) Geltung\n{_BODY}\n2) Vertragsschluss\n{_BODY}\n3) Preise\n{_BODY}\n"
    ),
}


@pytest.mark.parametrize("name", sorted(_CONTENTS))
def test_a_table_of_contents_is_no_clause_and_heads_none(name: str) -> None:
    text = _CONTENTS[name]
    result = pieces(text)
    bodies = [piece for piece in result if _BODY in piece]
    assert len(bodies) == 4 if "Kündigung" in text else len(bodies) == 3
    for piece in bodies:
        assert piece.count("\n") == 1, piece  # each clause is its heading and its body, nothing of the contents
    assert not any(piece.count(_BODY) > 1 for piece in result)
    never_inside_a_sentence(text)


def test_a_heading_without_a_body_still_heads_its_first_part() -> None:
    """Not a table of contents: "§ 5 Lieferung" over "5.1", "4. Zahlung" over "1." items, "B." over "1."."""
    for heading, first in (
        ("§ 5 Lieferung", "5.1 Versand"),
        ("4. Zahlung", "1. Fälligkeit"),
        ("§ 4 Zahlung", "1. Fälligkeit"),
        ("B. Informationspflichten", "1. Informationen"),
    ):
        text = f"§ 3 Preise\n{_BODY}\n\n{heading}\n\n{first}\n{_BODY}\n\n§ 6 Haftung\n{_BODY}\n"
        result = pieces(text)
        assert any(piece.startswith(f"{heading}\n\n{first}") for piece in result), (heading, result)


# ----------------------------------------------------------------------------- headings above numbered clauses


def test_a_link_back_to_the_top_is_no_text_and_the_heading_after_it_is_no_clause_end() -> None:
    for link in ("[Zum Seitenanfang]", "[Zum Seitenanfang] Seitenanfang", "Back to top", "Torna all'inizio"):
        text = (
            f"1. Konto\n{_BODY}\n{link}\nIhre Inhalte\n\n2. Ihre Inhalte\n{_BODY}\n{link}\nZahlungen\n\n"
            f"3. Zahlungen\n{_BODY}\n"
        )
        result = pieces(text)
        assert result[0] == f"1. Konto\n{_BODY}", (link, result)
        assert not any(link in piece or piece.endswith(("Ihre Inhalte", "Zahlungen")) for piece in result), result
        never_inside_a_sentence(text)


def test_a_group_heading_above_the_first_clause_is_not_part_of_the_preamble() -> None:
    text = (
        "Nutzungsvertrag\n\nDiese Bedingungen gelten für die Nutzung unserer Dienste. Lesen Sie sie bitte genau.\n\n"
        f"Mein Konto\n\n1. Warum ist das wichtig?\n\n{_BODY}\n\n2. Wer darf ein Konto eröffnen?\n\n{_BODY}\n"
    )
    result = pieces(text)
    assert result[0].endswith("Lesen Sie sie bitte genau.")
    assert not any(piece.endswith("Mein Konto") for piece in result)
    assert result[-1].startswith("2. Wer darf")


_GROUP_QUESTION = {
    # question line above a numbered clause: must head the group, not end the clause before
    "question above a numbered clause": (
        f"21. Was kostet eine Zahlung?\n\n{_BODY}\n\nWas passiert, wenn etwas schiefgeht?\n\n"
        f"22. Was passiert bei einem Diebstahl?\n\n{_BODY}\n",
        True,
    ),
    # the end of a sentence wrapped onto its own line: stays with its clause
    "wrapped end of a question": (
        f"21. Zahlung\n\n{_BODY} Wollen Sie wissen, was passiert, wenn\nIhre Zahlung nicht ankommt?\n\n"
        f"22. Diebstahl\n\n{_BODY}\n",
        False,
    ),
}


@pytest.mark.parametrize("name", sorted(_GROUP_QUESTION))
def test_a_question_above_a_numbered_clause_ends_no_clause(name: str) -> None:
    text, heading = _GROUP_QUESTION[name]
    result = pieces(text)
    assert any(piece.rstrip().endswith("?") and "\n" not in piece for piece in result) is False
    ends_in_question = [piece for piece in result if piece.endswith("?") and piece.startswith("21.")]
    assert bool(ends_in_question) is (not heading), result
    never_inside_a_sentence(text)


# ------------------------------------------------------------------- a heading never ends a piece of a long clause


def _long(sentence: str, count: int) -> str:
    return " ".join([sentence] * count)


_FIRST = "Die Software darf nur für den privaten Gebrauch genutzt werden."
_SECOND = "Teile der Software stehen unter einer freien Lizenz."


@pytest.mark.parametrize(
    ("first", "end", "heading"),
    [
        (15, ".", "Was passiert mit meinen Daten?"),  # cut between lines
        (15, "", "Open Source"),  # the line above lacks its full stop: cut between sentences
        (15, "", "Beidseitiges Einverständnis zum Schiedsverfahren"),
        (22, ".", "Open Source"),  # a paragraph too long by itself above a title line
    ],
)
def test_a_heading_inside_a_long_clause_goes_with_the_text_it_heads(first: int, end: str, heading: str) -> None:
    """A long clause cut between paragraphs or sentences: the cut falls before the heading line, not after it."""
    text = (
        "1. Software\n\n"
        + _long(_FIRST, first)[:-1]
        + end
        + f"\n{heading}\n"
        + _long(_SECOND, 25)
        + "\n\n2. Schluss\n\n"
        + _BODY
        + "\n"
    )
    result = pieces(text)
    assert not any(piece.endswith(heading) for piece in result), [p[-60:] for p in result]
    assert any(f"{heading}\n{_SECOND}" in piece for piece in result), [p[:60] for p in result]
    never_inside_a_sentence(text)


def test_a_short_last_line_that_ends_a_sentence_is_no_heading_to_carry() -> None:
    text = (
        "1. Software\n\n"
        + _long(_FIRST, 15)
        + "\nDas gilt immer.\n"
        + _long(_SECOND, 25)
        + "\n\n2. Schluss\n\n"
        + _BODY
        + "\n"
    )
    assert any(piece.endswith("Das gilt immer.") for piece in pieces(text))


# ------------------------------------------------------------------------------------ parts with their own title

_PART_TEXT = "The licence you grant us covers the content you upload to the service. It ends when you delete it."

_PARTS = {
    # (lines of the clause after its heading, the part titles that must start a segment)
    "lettered parts": (
        [f"{_PART_TEXT}", "a. Licence to Us", _PART_TEXT, "b. Disclaimers; No Warranties", _PART_TEXT],
        ["a. Licence to Us", "b. Disclaimers; No Warranties"],
    ),
    "roman parts": (
        [_PART_TEXT, "i. Limitation of Liability", _PART_TEXT, "ii. Reference Sites", _PART_TEXT],
        ["i. Limitation of Liability", "ii. Reference Sites"],
    ),
    "numbered parts in brackets": (
        [
            "(1) Widerrufsrecht",
            _BODY,
            "(2) Ausschluss des Widerrufsrechts",
            _BODY,
            "(3) Muster-Widerrufsformular",
            _BODY,
        ],
        ["(2) Ausschluss des Widerrufsrechts", "(3) Muster-Widerrufsformular"],
    ),
    # a list after a lead-in: items, not parts
    "list after a lead-in": (
        [
            "Das Formular enthält folgende Angaben:",
            "(1) Name des Kunden",
            "(2) Anschrift des Kunden",
            "(3) Datum",
            _BODY,
        ],
        [],
    ),
    # an item whose title runs on in lower case, and a lettered line inside a sentence
    "runs on": (
        [
            "Der Kunde wählt eine der folgenden Arten, die",
            "a. Lieferung an die Haustür",
            "oder die Abholung in der Filiale.",
            _BODY,
        ],
        [],
    ),
    # a signature block, an address and a table row after a lettered line: no part titles
    "short lines that are no headings": (
        [
            _BODY,
            "a. Zahlung per Rechnung, Lastschrift oder Karte,",
            "Musterstraße 5",
            "Betrag        Fälligkeit        Zinssatz",
            _BODY,
        ],
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(_PARTS))
def test_a_part_with_its_own_title_starts_a_segment(name: str) -> None:
    lines, titles = _PARTS[name]
    text = "§ 8 Inhalte\n" + "\n".join(lines) + f"\n\n§ 9 Schluss\n{_BODY}\n"
    result = starts(text)
    assert [line for line in result if line not in ("§ 8 Inhalte", "§ 9 Schluss")] == titles, result
    never_inside_a_sentence(text, "en" if "Licence" in text or "Limitation" in text else "de")


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("The licence ends when you delete it.\nb. Disclaimers\nWe give no warranty.", 3),  # a lettered part
        ("The licence ends when you delete it.\nii. Reference Sites\nLinks are not ours.", 3),
        ("Sie wählen zwischen\na. Lieferung und\nb. Abholung.", 1),  # items inside one sentence
        ("Das gilt nach Nr. 3 lit.\nb. die Frist beginnt später.", 1),  # lower case goes on
    ],
)
def test_sentences_end_before_a_lettered_part_only_after_a_sentence_end(text: str, count: int) -> None:
    assert len(sentence_spans(text, "en" if "licence" in text else "de")) == count


# ------------------------------------------------------------------------------ numbered starts out of a PDF

_MARKERS = {
    # the marker alone on its line above its text: starts a clause
    "decimal marker with a colon": (f"3.4.:\n{_BODY}\n3.5.:\n{_BODY}\n3.6.:\n{_BODY}\n", ["3.4.:", "3.5.:", "3.6.:"]),
    "number with a dot": (f"1.\n{_BODY}\n2.\n{_BODY}\n", ["1.", "2."]),
    # a figure wrapped onto its own line inside a sentence: no clause
    "figure inside a sentence": (
        f"Die Frist beträgt\n14.\nTage nach Erhalt der Ware. {_BODY}\n",
        ["Die Frist beträgt"],
    ),
    # a lead-in ending in a colon, then a marker: an item of the list
    "after a lead-in": (
        f"Es gelten folgende Fristen:\n1.\nZwei Wochen für die Rückgabe. {_BODY}\n",
        ["Es gelten folgende Fristen:"],
    ),
}


@pytest.mark.parametrize("name", sorted(_MARKERS))
def test_a_marker_alone_on_its_line_starts_the_clause_below_it(name: str) -> None:
    text, expected = _MARKERS[name]
    assert starts(text) == expected
    never_inside_a_sentence(text)


_CITED = {
    "a heading that starts like a citation": (
        f"§ 14 Batterien\n{_BODY}\n§ 15 AGB für den Ratenkauf\n{_BODY}\n",
        ["§ 14 Batterien", "§ 15 AGB für den Ratenkauf"],
    ),
    "a citation wrapped onto its own line": (
        f"§ 14 Mängel\nDie Rechte des Käufers richten sich nach\n§ 437 BGB und den folgenden Vorschriften.\n{_BODY}\n"
        f"§ 15 Haftung\n{_BODY}\n",
        ["§ 14 Mängel", "§ 15 Haftung"],
    ),
    "a citation after a sentence, ending in a full stop": (
        f"§ 14 Mängel\n{_BODY}\n§ 437 BGB gilt für alle Käufe.\n{_BODY}\n§ 15 Haftung\n{_BODY}\n",
        ["§ 14 Mängel", "§ 15 Haftung"],
    ),
}


@pytest.mark.parametrize("name", sorted(_CITED))
def test_a_paragraph_heading_that_reads_like_a_citation(name: str) -> None:
    text, expected = _CITED[name]
    assert starts(text) == expected
    never_inside_a_sentence(text)


_LIST_END = {
    # the next heading number after a list whose items lack full stops: a clause
    "after the last item of a list": (
        f"5) Gutscheine\nGutscheine erhalten Sie auf diesen Wegen:\nper E-Mail\npostalisch\n6) Eigentumsvorbehalt\n{_BODY}\n"
        f"7) Haftung\n{_BODY}\n",
        ["5) Gutscheine", "6) Eigentumsvorbehalt", "7) Haftung"],
    ),
    # a long wrapped line without its full stop, then a number out of step: the sentence goes on
    "a number out of step after a wrapped line": (
        f"5) Gutscheine\nGutscheine gelten drei Jahre ab dem Kauf und werden auf alle Bestellungen mit bis zu\n"
        f"9) Artikeln angerechnet.\n{_BODY}\n6) Haftung\n{_BODY}\n",
        ["5) Gutscheine", "6) Haftung"],
    ),
    # the item ends in a comma: the list goes on
    "after an item ending in a comma": (
        f"5) Gutscheine\nGutscheine erhalten Sie\nper E-Mail,\n6) Werktage nach dem Kauf.\n{_BODY}\n",
        ["5) Gutscheine"],
    ),
}


@pytest.mark.parametrize("name", sorted(_LIST_END))
def test_the_next_heading_number_after_a_list(name: str) -> None:
    text, expected = _LIST_END[name]
    assert starts(text) == expected
    never_inside_a_sentence(text)


def test_a_titled_part_under_an_unnumbered_section_heading_starts_a_segment() -> None:
    """Inside numbered terms, a section in capitals ("WIDERRUF") with parts "(2) Ausschluss …", "(3) Formular"."""
    text = (
        f"§ 11 Zahlung\n{_BODY}\n\n§ 12 Widerruf\n{_BODY}\n\nWIDERRUFSRECHT FÜR VERBRAUCHER\n{_BODY}\n"
        f"(2) Ausschluss des Widerrufsrechts\n{_BODY}\n(3) Muster-Widerrufsformular\n{_BODY}\n\n§ 13 Haftung\n{_BODY}\n"
    )
    result = starts(text)
    assert "(2) Ausschluss des Widerrufsrechts" in result and "(3) Muster-Widerrufsformular" in result, result
    never_inside_a_sentence(text)


_NUMBERING = {
    # the document's next number starts a line though the line before lacks its full stop: a new sentence
    "next sub-number": ("2.4 Probezeit\nDie ersten drei Monate sind vereinbart\n2.5 Kündigung\nDie Frist ist kurz.", 4),
    "next main number": ("3.2 Zahlung\nDie Vergütung ist am Monatsende fällig\n4.1 Urlaub\nEs gilt das Gesetz.", 4),
    # a number out of step after a line ending inside a sentence: the sentence goes on
    "number out of step": ("2.4 Probezeit\nDie Probezeit endet nach\n3.5 Monaten mit dem Ende des Monats.", 2),
    # the line before ends in a comma: the sentence goes on
    "after a comma": ("2.4 Probezeit\nDie Probezeit gilt für Mitarbeiter,\n2.5 Stunden am Tag arbeiten.", 2),
    # a roman item in brackets starts a list item
    "roman item": ("Wir erstatten den Preis (i) sofort oder\n(ii) nach Eingang der Ware.", 2),
}


@pytest.mark.parametrize("name", sorted(_NUMBERING))
def test_sentences_follow_the_documents_own_numbering(name: str) -> None:
    text, count = _NUMBERING[name]
    assert len(sentence_spans(text, "de")) == count, sentence_spans(text, "de")


# ----------------------------------------------------------------------------------- lists, stacked and repeated


def test_short_lines_under_a_lead_in_are_the_items_of_its_list() -> None:
    text = (
        "Diese Dienste werden von der Firma A erbracht:\n\nKarten\n\nWetter\n\nNachrichten\n\n"
        "Diese Dienste werden von der Firma B erbracht:\n\nSport\n\nFinanzen\n\nWeitere Dienste bieten wir nicht an.\n\n"
        f"Zahlung\n\n{_BODY}\n"
    )
    result = pieces(text)
    assert any(piece.startswith("Diese Dienste werden von der Firma A") and "Nachrichten" in piece for piece in result)
    assert not any(piece.startswith(("Wetter", "Nachrichten", "Finanzen")) for piece in result), result
    assert result[-1].startswith("Zahlung"), result  # after a sentence end a short line is a title again
    never_inside_a_sentence(text)


def test_a_part_heading_over_its_first_sub_part_heading() -> None:
    body = _long("Neither party is liable for indirect loss under these terms.", 14)
    text = (
        f"15. Liability\n\n{body}\n\nc. Limitation of Liability and Damages\n\ni. Limitation of Liability\n\n{body}\n\n"
        f"ii. Reference Sites\n\n{body}\n\n16. Miscellaneous\n\n{_EN_BODY}\n"
    )
    result = pieces(text)
    assert any(piece.startswith("c. Limitation of Liability and Damages\n\ni. Limitation") for piece in result), result
    assert not any(piece.endswith(("Damages", "of Liability", "Reference Sites")) for piece in result)
    never_inside_a_sentence(text, "en")


def test_a_heading_is_never_a_segment_alone_even_above_a_very_long_sentence() -> None:
    sentence = "You agree that " + ", ".join(["the provider may change the service at any time"] * 45) + "."
    text = f"9. Changes\n\n{_EN_BODY}\n\nChanges to the Service\n\n{sentence}\n\n10. End\n\n{_EN_BODY}\n"
    result = pieces(text)
    assert "Changes to the Service" not in result
    assert any(piece.startswith("Changes to the Service\n\nYou agree") for piece in result), [p[:40] for p in result]


_REPEATED = {
    # a web page's heading over the numbered clause that repeats it: not the end of the clause before
    "repeated by the clause": (
        f"9. Support\n{_BODY}\nVertragspartner, Rechtswahl und Gerichtsstand\n\n"
        f"10. Vertragspartner, Rechtswahl und Gerichtsstand. {_BODY}\n",
        False,
    ),
    # the clause's last sentence without its full stop: stays with its clause
    "last sentence without a full stop": (
        f"9. Support\n{_BODY}\nDie Vergütung ist jeweils am letzten Werktag eines jeden Kalendermonats zur Zahlung fällig\n\n"
        f"10. Vertragspartner, Rechtswahl und Gerichtsstand. {_BODY}\n",
        True,
    ),
}


@pytest.mark.parametrize("name", sorted(_REPEATED))
def test_a_heading_repeated_by_the_numbered_clause_below(name: str) -> None:
    text, stays = _REPEATED[name]
    result = pieces(text)
    last_line = text.split("\n")[2]
    assert (last_line in result[0]) is stays, result
    assert result[-1].startswith("10. Vertragspartner")
    never_inside_a_sentence(text)


_ACROSS_STYLES = {
    # "§ 13 …" then "14.1 …" after a line without its full stop: the numbering goes on, a clause starts
    "next number after a paragraph heading": (
        f"§ 13 Daten\nDer Arbeitnehmer teilt Änderungen seiner Anschrift unverzüglich mit\n14.1 Schlussbestimmungen\n{_BODY}\n",
        ["§ 13 Daten", "14.1 Schlussbestimmungen"],
    ),
    # a number out of step after a line ending inside a sentence: the sentence goes on
    "number out of step": (
        f"§ 13 Daten\nDer Arbeitnehmer teilt Änderungen binnen\n16.5 Tagen mit, die Frist ist kurz.\n{_BODY}\n",
        ["§ 13 Daten"],
    ),
}


@pytest.mark.parametrize("name", sorted(_ACROSS_STYLES))
def test_the_numbering_goes_on_across_heading_styles(name: str) -> None:
    text, expected = _ACROSS_STYLES[name]
    assert starts(text) == expected
    never_inside_a_sentence(text)


_BLOCK_ENDS = {
    # a web address alone or a form field ends its block without a full stop: the title below starts a section
    "after a web address": (
        f"Rücksendung\n{_BODY} Das Formular steht im Netz.\nwww.beispiel.de/formular\nVersandkosten\n{_BODY}\n",
        ["Rücksendung", "Versandkosten"],
    ),
    "after an e-mail address": (
        f"Rücksendung\n{_BODY} Schreiben Sie uns.\nservice@beispiel.de\nVersandkosten\n{_BODY}\n",
        ["Rücksendung", "Versandkosten"],
    ),
    "after a form field": (
        f"Lastschrift\n{_BODY}\nIBAN: wie bei der Bestellung angegeben\nRatenkauf\n{_BODY}\n",
        ["Lastschrift", "Ratenkauf"],
    ),
    # a label and a wrapped sentence: the word set apart goes on with its sentence
    "a wrapped sentence after a label": (
        f"Versand\n{_BODY}\nHinweis: die Ware geht erst nach der\nZahlung\nan Sie hinaus. {_BODY}\n",
        ["Versand"],
    ),
}


@pytest.mark.parametrize("name", sorted(_BLOCK_ENDS))
def test_a_line_that_ends_its_block_without_a_full_stop(name: str) -> None:
    text, expected = _BLOCK_ENDS[name]
    assert starts(text) == expected
    never_inside_a_sentence(text)

"""Categories of real layouts the splitter follows (issue 23, item 6), each a table of lines written for the
test, both ways: where a clause must start, and where a short line must not start one (and never inside a
sentence)."""

from __future__ import annotations

import pytest

from app.prepare.segment import segment
from app.prepare.sentences import sentence_spans


def pieces(text: str) -> list[str]:
    return [text[s.start : s.end] for s in segment(text)]


def never_inside_a_sentence(text: str, language: str = "de") -> None:
    spans = sentence_spans(text, language)
    for s in segment(text):
        for a, b in spans:
            assert not a < s.start < b, text[a:b]
            assert not a < s.end < b, text[a:b]


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

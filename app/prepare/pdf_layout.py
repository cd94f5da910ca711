"""A PDF page's text laid out as the text it was printed from: lines, blank lines, table columns, paragraphs.

pypdf's layout mode places each printed line on a grid of fixed-width characters, so blank lines and table
columns survive; it does not know that a paragraph was wrapped at the right margin. The lines here carry
their positions, so a wrapped paragraph becomes one line again, as in a text file: a line is joined to the
next when the next line's first word would not have fitted before the margin (the way text is wrapped).
A line that ends short of the margin, a blank line, a change of font size or indent, a table row and a line
that starts with a list marker ("(2)", "3.", "§ 4", "a)") keep their break.

Uses pypdf's layout-mode steps (``pypdf._text_extraction._layout_mode``), which are not public API: if they
change, ``page_lines`` returns None and the caller reads the page with the public layout mode.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Any

_BLANK_LIMIT = 4  # more blank lines than this are one gap all the same
_SPACE_LIMIT = 400  # characters of indent or gap within one line
# Between two columns of a table the layout leaves three spaces or more; between words one, two at most
# where a justified line is stretched.
COLUMN_GAP = re.compile(r"\S {3,}\S")
# A line that starts an item of its own: "(2) …", "3. …", "3.1 …", "§ 4 …", "Art. 5 …", "a) …", "- …".
_ITEM = re.compile(
    r"(?:\(\s*\w{1,4}\s*\)|\d{1,3}(?:\.\d{1,3})+\.?(?=\s)|\d{1,3}[.)](?=\s)|[a-z][.)](?=\s)(?!\s*[a-zA-Z]\.)|§+\s*\d|Art\.?\s*\d"
    r"|[IVX]{1,5}\.(?=\s)|[-–•*·▪](?=\s))"
)
# "3 Probezeit" after a line that ends a sentence: a bare number heads an item too ("(§" + "556 Abs. 3" does not).
_BARE_NUMBER = re.compile(r"\d{1,3}\s+[A-ZÄÖÜ]")
_SENTENCE_END = re.compile(r"[.:;!?]$")
# "Sorgfalts-" + "und Anzeigepflichten": the hyphen stays, with a space; "Ver-" + "trag": one word.
_CONJUNCTION = re.compile(r"(?:und|oder|bzw|sowie|bis|and|or|to|et|ou|y|o|e|ed|od)\b")
_MARGIN_RANK = 3  # the right margin is where the third-longest line of text ends: one odd long line is no margin
_TEXT_WORDS = 4  # lines with fewer words (addresses, titles) do not set the margin
_PARAGRAPH_STEP = 1.3  # a step down the page this many times the usual line pitch: a new paragraph
_TABLE_GAP = 3.0  # the first step between two rows: more than this many line heights parts two tables
_PITCH_SAMPLES = 4  # fewer steps between lines of one size: no usual pitch to compare with
# The room a word needs besides its letters: a space (about half a letter) and half a letter more, since the
# word's width is estimated from the line's average letter (tables of glyph widths are not at hand here).
_SPACE_WIDTH = 1.0
_NARROW, _WIDE = frozenset("iljftrI.,:;'!|()[]"), frozenset("mwMW")


@dataclass(frozen=True)
class Line:
    """One printed line: its text as laid out, where it starts and ends (points), its font height."""

    text: str
    x0: float
    x1: float
    height: float
    blank_before: int  # blank lines the layout leaves above it
    step: float = 0.0  # how far below the line before it (points)

    @property
    def table_row(self) -> bool:
        return bool(COLUMN_GAP.search(self.text.strip()))

    @property
    def char_width(self) -> float:
        """The line's width per visible character (spaces are narrower than letters: theirs counts to the letters)."""
        letters = sum(1 for c in self.text if not c.isspace())
        return (self.x1 - self.x0) / letters if letters else 0.0


def page_lines(page: Any) -> list[Line] | None:
    """The page's printed lines, top to bottom; None where pypdf's layout steps cannot be used."""
    try:
        from pypdf._text_extraction._layout_mode import fixed_char_width, text_show_operations, y_coordinate_groups
        from pypdf.generic import ArrayObject, ContentStream, StreamObject

        contents = page.get("/Contents")
        contents = contents.get_object() if contents is not None else None
        if not isinstance(contents, ArrayObject | StreamObject):
            return []
        fonts = page._layout_mode_fonts()
        operations = iter(ContentStream(contents, page.pdf, "bytes").operations)
        groups = text_show_operations(operations, fonts, True, None)
        if not groups:
            return []
        return _lines(y_coordinate_groups(groups, None), fixed_char_width(groups, 1.25))
    except ImportError:
        return None


def _lines(rows: dict[int, list[Any]], char_width: float) -> list[Line]:
    """pypdf's ``fixed_width_page``, keeping each line's extent; a paragraph's spacing counts as a blank line.

    pypdf counts a blank line only where a whole line's height is left free; word processors set paragraphs
    apart by a few points more than the line pitch (6 pt after a paragraph of 10 pt text): a step down the page
    clearly wider than the page's usual line pitch is a paragraph's gap too."""
    pitch = _line_pitch([float(groups[0]["font_height"]) for groups in rows.values()], list(rows))
    lines: list[Line] = []
    blank, last_y = 0, 0.0
    controls = str.maketrans(dict.fromkeys(range(14, 32), " "))
    for y, groups in rows.items():
        height = float(groups[0]["font_height"])
        step = abs(y - last_y) if lines else 0.0
        if lines and height:
            blank += min(max(int(step / height) - 1, 0), _BLANK_LIMIT)
            if not blank and pitch and step > _PARAGRAPH_STEP * pitch:
                blank = 1
        last_y = float(y)
        parts: list[str] = []
        length, last_end = 0, 0.0
        for group in groups:
            tx = float(group["tx"])
            column = int(tx // char_width) if char_width else length
            if column > length and int(last_end + 0.999) < int(tx):
                pad = min(column - length, _SPACE_LIMIT)
                parts.append(" " * pad)
                length += pad
            text = str(group["text"]).translate(controls)
            parts.append(text)
            length += len(text)
            last_end = float(group["displaced_tx"])
        text = "".join(parts).rstrip()
        if not text.strip():
            blank += 1 if lines else 0
            continue
        x0, x1 = _extent([g for g in groups if str(g["text"]).strip()])
        lines.append(Line(text, x0, x1, height, min(blank, _BLANK_LIMIT), step))
        blank = 0
    return _rows_together(lines)


def _extent(groups: list[Any]) -> tuple[float, float]:
    """Where a line's text starts and ends. Pieces of one line that pypdf places over each other (each piece of
    a line drawn in its own text object, moved relative to the last: all at the line's start) are measured by
    their widths laid end to end."""
    x0 = min(float(g["tx"]) for g in groups)
    end = max(float(g["displaced_tx"]) for g in groups)
    overlap = any(float(b["tx"]) < float(a["displaced_tx"]) - 1.0 for a, b in pairwise(groups))
    if overlap:
        end = max(end, x0 + sum(max(float(g["displaced_tx"]) - float(g["tx"]), 0.0) for g in groups))
    return x0, end


def _rows_together(lines: list[Line]) -> list[Line]:
    """A table's rows are set further apart than lines of text (cell padding, rules between rows): that is no
    paragraph's gap. Rows stay one block, as in a text file, unless a step wider than the table's own pitch
    parts them (two tables)."""
    out: list[Line] = []
    pitch: float | None = None  # the smallest step between two rows of the table so far
    for line in lines:
        previous = out[-1] if out else None
        if previous is None or not (previous.table_row and line.table_row):
            pitch = None
        else:
            limit = _PARAGRAPH_STEP * pitch if pitch else _TABLE_GAP * line.height
            if line.blank_before and line.step <= limit:
                line = replace(line, blank_before=0)
            pitch = min(pitch, line.step) if pitch else line.step
        out.append(line)
    return out


def _line_pitch(heights: Sequence[float], ys: Sequence[int]) -> float | None:
    """The usual step from one line to the next of the same size: the lower quartile (most steps within a
    paragraph are this; the wider ones between paragraphs are fewer)."""
    steps = sorted(
        abs(ys[i] - ys[i - 1])
        for i in range(1, len(ys))
        if heights[i] and abs(heights[i] - heights[i - 1]) <= 0.1 * heights[i] and ys[i] != ys[i - 1]
    )
    return float(steps[len(steps) // 4]) if len(steps) >= _PITCH_SAMPLES else None


def right_margin(pages: Sequence[Sequence[Line]]) -> float | None:
    """Where lines of running text end at the latest (points), over the whole document; None: too few lines."""
    ends = sorted(
        (line.x1 for lines in pages for line in lines if not line.table_row and len(line.text.split()) >= _TEXT_WORDS),
        reverse=True,
    )
    return ends[_MARGIN_RANK - 1] if len(ends) >= _MARGIN_RANK else None


def wrapped(line: Line, following: Line, margin: float | None) -> bool:
    """Was ``following`` carried over from ``line`` by wrapping at the margin (one paragraph, one line)?"""
    if margin is None or following.blank_before or line.table_row or following.table_row:
        return False
    if len(line.text.split()) < _TEXT_WORDS or abs(line.height - following.height) > 0.15 * max(line.height, 1e-6):
        return False
    if abs(following.x0 - line.x0) > 2 * line.char_width:
        return False
    return runs_on(line, following.text, margin)


def runs_on(line: Line, following: str, margin: float) -> bool:
    """Would the first word of ``following``, and a space before it, not have fitted on ``line``?"""
    width = line.char_width
    body, end = following.strip(), line.text.rstrip()
    if not width or not body or _ITEM.match(body) or (_SENTENCE_END.search(end) and _BARE_NUMBER.match(body)):
        return False
    return line.x1 + (_letters(body.split(" ", 1)[0]) + _SPACE_WIDTH) * width > margin


def _letters(word: str) -> float:
    """A word's width in average lower-case letters: capitals, digits and signs are wider, "i", "l", "t" narrower."""
    return sum(
        0.5 if c in _NARROW else 1.6 if c in _WIDE else 1.3 if c.isupper() or not c.isalnum() else 1.0 for c in word
    )


def page_text(lines: Sequence[Line], margin: float | None) -> str:
    """The page as text: wrapped lines joined into one line per paragraph, blank lines kept (one at most)."""
    out: list[str] = []
    previous: Line | None = None
    for line in lines:
        if previous is not None and wrapped(previous, line, margin):
            out[-1] = join(out[-1], line.text.strip())
        else:
            if line.blank_before and out:
                out.append("")
            out.append(line.text if line.table_row else line.text.strip())
        previous = line
    return "\n".join(out)


def join(text: str, following: str) -> str:
    """A line and the one it wrapped to, as one line: a word hyphenated at the break is one word again."""
    if not text.endswith("-") or _CONJUNCTION.match(following):
        return f"{text} {following}"
    if following[:1].islower() and text[-2:-1].isalpha():
        return text[:-1] + following  # "Ver-" + "tragsparteien"
    return text + following  # "E-" + "Mail", "2026-" + "01"

"""A sentence cut at a page break is one sentence again.

A page of a letter often ends mid-sentence: "… teilen Sie uns dies bitte bis zum 19.09." and the next
page begins "2025 mit und legen Sie …". Joined by a blank line (and a page number between them in
pasted text), the deadline is cut in two and the sentence in two clauses. Two cases are mended:
a date whose year is on the next page ("19.09." + "2025" → "19.09.2025"), and a line that ends
without a sentence mark followed by one that begins in lower case ("… nicht" + "wahrnehmen können").
Everything else keeps its break.
"""

from __future__ import annotations

import re

from app.prepare.segment import PAGE_NUMBER

_DAY_MONTH_END = re.compile(r"(?<!\d)\d{1,2}\.\d{1,2}\.$")
_YEAR_START = re.compile(r"(?:19|20)\d{2}(?!\d)")
# A sentence mark, or a comma: "Sehr geehrte Frau X," then "ich lade Sie ein" is a salutation and its letter.
_ENDS_SENTENCE = re.compile(r"[.:;,!?)\]\"»“”'’]$")
_LINE_WORDS = 5
_LOWER_START = re.compile(r"[a-zäöüßàâçéèêëîïôûùüÿñáíóú](?![).])")
# "--- Seite 2 ---", "- 2 -", "Seite 2 von 3", "Page 2 of 3": a page's own number, between two pages.
_MARK = re.compile(r"[-–—=_*~\s]*(?:" + PAGE_NUMBER.pattern + r")[-–—=_*~\s]*", re.IGNORECASE)


def continuation(before: str, after: str) -> str | None:
    """What joins the last line of a page to the first of the next when one sentence runs on: '' or ' '.

    None when the break is a real one (a sentence ends, a heading or a new paragraph starts)."""
    before, after = before.rstrip(), after.lstrip()
    if not before or not after:
        return None
    if _DAY_MONTH_END.search(before) and _YEAR_START.match(after):
        return ""
    # A title ("Arbeitsvertrag" / "zwischen der …") is short; a line cut mid-sentence runs across the page.
    if not _ENDS_SENTENCE.search(before) and _LOWER_START.match(after) and len(before.split()) >= _LINE_WORDS:
        return " "
    return None


def _is_gap(line: str) -> bool:
    return not line.strip() or bool(_MARK.fullmatch(line.strip()))


def mend_breaks(text: str) -> str:
    """Pasted text: a sentence that runs on across blank lines (and a page number line) is joined again."""
    if "\n\n" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        j = i + 1
        while j < len(lines) and _is_gap(lines[j]):
            j += 1
        if line.strip() and j < len(lines):
            joiner = continuation(line, lines[j])
            if joiner == " " and j == i + 1:
                joiner = None  # lines of one paragraph: nothing was cut
            if joiner is not None:
                lines[j] = line.rstrip() + joiner + lines[j].lstrip()
                i = j
                continue
        out.append(line)
        i += 1
    return "\n".join(out)

"""Names a court or an authority has already cut to initials: "Rechtsanwalt C. B.", "die Rechtsanwälte T., Ts.
und Dr. T.", "Patentanwalt K …", "Grundstück in X, Y-Straße ...".

Initials alone are everywhere in legal text ("Anlage B", "Abs. 2 S. 1", "Amtsgericht M."), so only a role
word makes them a person; once a role has introduced "B.", the same "B." elsewhere in the document is him too.
"""

from __future__ import annotations

import re

from app.prepare.pii import Found
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lookalikes import followed_by_org
from app.prepare.pii.roles import ROLE_WORD
from app.prepare.pii.words import everyday_word

# "B.", "C. B.", "Ts.", "K …", and the pseudonyms "XX", "YY" a court puts for a name.
_INITIAL = (
    r"(?!Dr\.|Prof\.|St\.)(?:[A-ZÄÖÜ][a-zäöüß]?\.(?:[ \t]?[A-ZÄÖÜ][a-zäöüß]?\.)*|[A-ZÄÖÜ][ \t]?(?:…|\.\.\.)|"
    r"XX|YY|ZZ|XXX|NN|N\.N\.)(?![\w])"
)
_ONE = rf"(?:(?:Dr\.|Prof\.)[ \t]+)*{_INITIAL}"
ROLE_INITIALS = compile_fast(
    rf"(?<![\w\-]){ROLE_WORD}[ \t]+(?:(?:und|sowie|gegen|and)[ \t]+)?(?P<list>{_ONE}(?:[ \t]*(?:,|und|sowie|and|et|e|y)[ \t]*{_ONE})*)(?![\w])"
)
_ITEM = compile_fast(_INITIAL)
_SURNAME = compile_fast(r"[ \t]+(?P<n>[A-ZÄÖÜ][a-zäöüß][\w\-]+)")
# A street the court has cut to a letter: "L Straße", "Y-Straße".
PSEUDONYM_STREET = compile_fast(r"(?<![\w\-])[A-Z](?:-|[ \t])(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse)(?![\w])")
_AMPERSAND = compile_fast(r"[ \t]*&")
# Where a bare initial is no person: "Abs. 2 S. 1", "Anlage K 1", "Buchst. B." The words written out take no
# full stop: after "Teil." or "Anlagen." a sentence ends, and an initial there may be a person ("… im zweiten
# Teil. M. widersprach").
_NOT_AFTER = compile_fast(
    r"(?<![\w\-])(?:(?:Abs|Nr|Buchst|Art|Rn|Ziff|S|Bl|Kap|Abschn|Fig|Abb|Tz)\.?|Anlage|Anlagen|Satz|Teil)[ \t]*$"
)


def find_initials(text: str) -> list[Found]:
    found: list[Found] = []
    seen: set[str] = set()
    for m in ROLE_INITIALS.finditer(text):
        base = m.start("list")
        for item in _ITEM.finditer(m["list"]):
            key = re.sub(r"\s", "", item.group())
            end = base + item.end()
            surname = _SURNAME.match(text, end) if key.endswith(".") else None
            if surname and not everyday_word(surname["n"], "de"):
                found.append(Found(base + item.start(), surname.end(), "PERSON", surname["n"].lower(), 2))
                continue  # "Rechtsanwalt B. Meier": a name with its initial
            seen.add(key)
            seen.add(re.findall(r"[A-ZÄÖÜ][a-zäöüß]?\.|[A-ZÄÖÜ]", key)[-1])  # "C.B." -> "B." too
            found.append(Found(base + item.start(), base + item.end(), "PERSON", key.lower(), 2))
    taken = {(f.start, f.end) for f in found}
    for key in seen:
        if not key.endswith("."):
            continue
        pattern = re.compile(rf"(?<![\w.\-]){re.escape(key)}(?![\w])(?![ \t]*\d)")  # "S. 36" is a page
        for m in pattern.finditer(text):
            if (m.start(), m.end()) in taken or _NOT_AFTER.search(text[max(0, m.start() - 12) : m.start()]):
                continue
            if followed_by_org(text, m.end()) or _AMPERSAND.match(text, m.end()):
                continue  # the same letter in a company's name: "K. & S. Steuerberatungsgesellschaft mbH", "K. GmbH"
            found.append(Found(m.start(), m.end(), "PERSON", key.lower(), 1))
    for m in PSEUDONYM_STREET.finditer(text):
        found.append(Found(m.start(), m.end(), "ADDRESS", m.group().lower(), 1))
    return found

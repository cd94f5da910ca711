"""Legal notes on German clauses: employment contracts, residential leases, letters from authorities.

Rules keyed on the clause's own wording, one legal category each: the trigger must be in this clause
(a renovation clause that says "in der Regel" is not a rigid schedule, unless a floor follows:
"mindestens aber"; an exclusion period that excepts the minimum wage gets no minimum-wage note), and
the statutory default, the variant in the reader's favour, the compound word and the neighbouring
category stay silent (their case tables: ``tests/analysis/test_notes_cases.py``). Each note names the
statutes it rests on (links from the statute table, ``app.analysis.laws``) and, where a decision was
checked (court, date, file number), that decision. Notes say what the law or the courts say about
clauses worded like this, then what in this clause resembles it; they never call the reader's clause
void and never tell the reader what to do. Wording: ``notes_de.toml`` per locale.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import date
from functools import lru_cache
from pathlib import Path

from app.analysis import fast_re as re
from app.analysis.laws import MINIMUM_WAGE, article, statute
from app.analysis.note_types import ClauseView, NoteDraft, NoteKind
from app.models import Decision, Norm
from app.prepare.sentences import sentence_spans

BGB_195 = statute("BGB", "195")
BGB_202 = statute("BGB", "202", "Abs. 1")
BGB_305B = statute("BGB", "305b")
BGB_305C = statute("BGB", "305c", "Abs. 1")
GG_2 = article("GG", "2", "Abs. 1")
BGB_307 = statute("BGB", "307")
BGB_308 = statute("BGB", "308")
BGB_309 = statute("BGB", "309")
BGB_310 = statute("BGB", "310", "Abs. 4")
BGB_387 = statute("BGB", "387")
BGB_394 = statute("BGB", "394")
BGB_535 = statute("BGB", "535")
GEWO_106 = statute("GewO", "106")
BGB_551 = statute("BGB", "551")
BGB_611A = statute("BGB", "611a")
BGB_612 = statute("BGB", "612")
BGB_670 = statute("BGB", "670")
BGB_818 = statute("BGB", "818", "Abs. 3")
SGB6_41 = statute("SGB VI", "41")
BGB_622 = statute("BGB", "622")
BGB_623 = statute("BGB", "623")
BGB_615 = statute("BGB", "615")
BGB_626 = statute("BGB", "626")
BURLG_4 = statute("BUrlG", "4")
TZBFG_14_1 = statute("TzBfG", "14", "Abs. 1")
TZBFG_15 = statute("TzBfG", "15", "Abs. 3")
TZBFG_21 = statute("TzBfG", "21")
BGB_315 = statute("BGB", "315")
BGB_273 = statute("BGB", "273")
BURLG_3 = statute("BUrlG", "3")
BURLG_5 = statute("BUrlG", "5", "Abs. 1")
BURLG_5_3 = statute("BUrlG", "5", "Abs. 3")
BURLG_1 = statute("BUrlG", "1")
BURLG_7 = statute("BUrlG", "7")
BURLG_9 = statute("BUrlG", "9")
BURLG_13 = statute("BUrlG", "13")
BURLG_11 = statute("BUrlG", "11", "Abs. 1")
ENTGFG_3 = statute("EntgFG", "3")
ENTGFG_4A = statute("EntgFG", "4a")
ENTGFG_4 = statute("EntgFG", "4", "Abs. 1")
ENTGFG_5 = statute("EntgFG", "5")
ENTGFG_7 = statute("EntgFG", "7", "Abs. 1")
ENTGFG_12 = statute("EntgFG", "12")
ENTGFG_2 = statute("EntgFG", "2", "Abs. 1")
GG_12 = article("GG", "12")
HGB_74 = statute("HGB", "74")
HGB_74A = statute("HGB", "74a")
ARBNERFG_9 = statute("ArbnErfG", "9")
ARBNERFG_22 = statute("ArbnErfG", "22")
MILOG_1 = statute("MiLoG", "1")
MILOG_3 = statute("MiLoG", "3")
MILOG_2 = statute("MiLoG", "2", "Abs. 1")
SGG_66 = statute("SGG", "66", "Abs. 2")
VWGO_58 = statute("VwGO", "58", "Abs. 2")
AO_356 = statute("AO", "356", "Abs. 2")
OWIG_67 = statute("OWiG", "67", "Abs. 1")
DSGVO_7 = article("DSGVO", "7")
ARBSCHG_3 = statute("ArbSchG", "3", "Abs. 3")
ARBZG_3 = statute("ArbZG", "3")
ARBZG_6 = statute("ArbZG", "6", "Abs. 5")
ARBZG_5 = statute("ArbZG", "5", "Abs. 1")
KSCHG_4 = statute("KSchG", "4")
KSCHG_2 = statute("KSchG", "2")
TZBFG_12 = statute("TzBfG", "12", "Abs. 1")
TZBFG_12_2 = statute("TzBfG", "12", "Abs. 2")
TZBFG_22 = statute("TzBfG", "22", "Abs. 1")
TZBFG_14 = statute("TzBfG", "14", "Abs. 2")
TZBFG_16 = statute("TzBfG", "16")
ZPO_38 = statute("ZPO", "38")
ZPO_850C = statute("ZPO", "850c")
ARBGG_48 = statute("ArbGG", "48", "Abs. 1a")

# Decisions, each checked (court, date, file number) against public sources; a url only where the
# exact page of the court's own site was seen.
BAG_OVERTIME = Decision(court="BAG", date="2010-09-01", file_number="5 AZR 517/09")
BAG_PENALTY = Decision(court="BAG", date="2010-09-23", file_number="8 AZR 897/08")
BAG_PENALTY_VAGUE = Decision(court="BAG", date="2007-08-14", file_number="8 AZR 973/06")
BAG_EXCLUSION_INTENT = Decision(court="BAG", date="2020-11-26", file_number="8 AZR 58/20")
BAG_REVOCATION = Decision(court="BAG", date="2005-01-12", file_number="5 AZR 364/04")
BAG_WRITTEN_FORM = Decision(court="BAG", date="2008-05-20", file_number="9 AZR 382/07")
# Held: the law on service contracts (§§ 611 ff. BGB) provides no reduction of the pay for faulty work, as § 441 BGB
# does for a sale; the employer may set off a claim for damages for culpable poor work within the statutory limits
# (§§ 387 ff. BGB). Checked: the decision's text (iww.de, Abruf-Nr. 073886) and reports of it.
BAG_NO_PAY_CUT_POOR_WORK = Decision(court="BAG", date="2007-07-18", file_number="5 AZN 610/07")
# Held: putting on and taking off a conspicuous uniform the employer prescribes, at work, and the walk to the changing
# room are paid work (§ 611 Abs. 1 BGB, now § 611a); white hospital clothing is conspicuous, a logo is not needed.
# Checked: reports of the decision (haufe.de, drgross.info, kanzlei-gvs.de, martinsplatz.de).
BAG_CHANGING_TIME = Decision(court="BAG", date="2017-09-06", file_number="5 AZR 382/16")
BAG_MINIMUM_WAGE = Decision(
    court="BAG",
    date="2018-09-18",
    file_number="9 AZR 162/18",
    url="https://www.bundesarbeitsgericht.de/entscheidung/9-azr-162-18/",
)
LAG_MV_SALARY = Decision(court="LAG Mecklenburg-Vorpommern", date="2009-10-21", file_number="2 Sa 183/09")
BAG_HOLIDAY_LAPSE = Decision(court="BAG", date="2019-02-19", file_number="9 AZR 423/16")
BAG_NON_COMPETE = Decision(court="BAG", date="2017-03-22", file_number="10 AZR 448/15")
BAG_TRAINING_ANY_REASON = Decision(court="BAG", date="2006-04-11", file_number="9 AZR 610/05")
BAG_SUIT_WAIVER = Decision(court="BAG", date="2007-09-06", file_number="2 AZR 722/06")
BAG_VOLUNTARY_MONTHLY = Decision(court="BAG", date="2007-04-25", file_number="5 AZR 627/06")
# Held both: a reservation of voluntariness joined with one of revocation is not clear (§ 307 Abs. 1 Satz 2 BGB),
# and one that makes every future benefit voluntary, whatever its kind, is void (§ 307 Abs. 1 Satz 1 BGB).
BAG_VOLUNTARY_ALL = Decision(court="BAG", date="2011-09-14", file_number="10 AZR 526/10")
# Held: where a contract joins a reservation of voluntariness with one of revocation ("freiwillig und ohne jede
# rechtliche Verpflichtung … jederzeit widerrufbar"), the employee cannot see that no claim arises for the future
# (§ 307 Abs. 1 Satz 2 BGB). Checked: lexetius.com/2010,7470 (the decision's text).
BAG_VOLUNTARY_AND_REVOCATION = Decision(court="BAG", date="2010-12-08", file_number="10 AZR 671/09")
BAG_BONUS_BINDING = Decision(court="BAG", date="2003-05-21", file_number="10 AZR 390/02")
# Held: the employer's costs of handling a garnishment of the pay fall on the employer; it has no statutory claim
# against the employee, and a works agreement cannot create one. Checked: lexetius.com/2006,3292 (the text).
BAG_GARNISHMENT_COSTS = Decision(court="BAG", date="2006-07-18", file_number="1 AZR 578/05")
# Held: a standard clause by which the employer may assign other work than agreed is an unreasonable disadvantage
# (§ 307 BGB) at least where it does not ensure that the new work is at least equivalent. Checked: the decision's
# headnote (deubner-recht.de, BAGE 118, 184) and reports of it.
BAG_TRANSFER_UNEQUAL = Decision(court="BAG", date="2006-05-09", file_number="9 AZR 424/05")
# Held: general, unrestricted release clauses in standard employment contracts are void (§ 307 Abs. 1 Satz 1, Abs. 2
# Nr. 1 BGB: the general right to be employed is the model); a release for the case of a dismissal is not void where
# its use is subject to fair discretion (§ 315 BGB). Checked: the headnotes (juraforum.de, judicialis.de, deubner-recht.de).
LAG_MUNICH_RELEASE = Decision(court="LAG München", date="2003-05-07", file_number="5 Sa 297/03")
# Held: a standard clause that lets the employer order short-time work unilaterally departs from § 611 BGB and § 2
# KSchG and is void if it sets no announcement period; a bare reference to §§ 169 ff. SGB III does not save it.
# Checked: the official headnotes (hensche.de, betriebs-berater.ruw.de, deubner-recht.de; NZA-RR 2011, 65).
LAG_BB_SHORT_TIME = Decision(court="LAG Berlin-Brandenburg", date="2010-10-07", file_number="2 Sa 1230/10")
# Held: a standard clause by which only the employee's claims are settled or waived, without a matching consideration,
# is an unreasonable disadvantage (§ 307 Abs. 1 Satz 1 BGB). Checked: the headnotes (hensche.de, rechtslupe.de).
BAG_WAIVER_ONE_SIDED = Decision(court="BAG", date="2011-06-21", file_number="9 AZR 203/10")
# Held: a notice period extended far beyond the statutory one (there three years to the month's end) in standard
# terms can be an unreasonable disadvantage for the employee even where it binds the employer alike (§ 307 Abs. 1
# Satz 1 BGB, Art. 12 GG), weighed case by case. Checked: reports of the decision (rejul.de, rae-kubik.de, vaa.de).
BAG_NOTICE_LONG = Decision(court="BAG", date="2017-10-26", file_number="6 AZR 158/16")
# Held: surprising clauses in standard employment contracts do not become part of the contract; an exclusion period
# that the user places without special notice and without typographic emphasis under a wrong or misleading heading
# does not become part of the contract (now § 305c Abs. 1 BGB). Checked: the decision's text and headnotes
# (hensche.de, "BAG, Urteil vom 29.11.1995, 5 AZR 447/94").
BAG_SURPRISING_HEADING = Decision(court="BAG", date="1995-11-29", file_number="5 AZR 447/94")
# Held: once the employer has granted the holiday it cannot call the employee back on the strength of an agreement;
# such an agreement breaches mandatory holiday law and is void (§ 13 BUrlG). Checked: lexetius.com/2000,4417 (the text).
BAG_HOLIDAY_RECALL = Decision(court="BAG", date="2000-06-20", file_number="9 AZR 405/99")
# Held: a standard clause that binds the employee, beyond the end of employment and without a time limit, to silence
# about all internal matters of the employer ("Catch-all-Klausel") is an unreasonable disadvantage (§ 307 Abs. 1 Satz 1
# BGB); after the end a duty of secrecy can at most cover specific, named trade secrets. Checked: the headnotes and
# reports of the decision (fachanwalt-arbeitsrecht-in-berlin.de, ihk.de Schleswig-Holstein, vbu-net.de).
BAG_CATCH_ALL = Decision(court="BAG", date="2024-10-17", file_number="8 AZR 172/23")
# Held: a probation as long as the whole fixed term is as a rule out of proportion to the expected term and the
# kind of work (§ 15 Abs. 3 TzBfG). Checked: the headnote (datenbank.nwb.de), jura.uni-hannover.de and law-firm
# reports of the decision.
BAG_PROBATION_FIXED_TERM = Decision(court="BAG", date="2024-12-05", file_number="2 AZR 275/23")
# Held: a standard clause that travel time is settled by the monthly pay is intransparent (§ 307 Abs. 1 Satz 2 BGB)
# where the contract does not show which travel it covers and to what extent. Checked: the headnote (deubner-recht.de,
# BAGE 137, 366) and the decision's text.
BAG_TRAVEL_TIME = Decision(court="BAG", date="2011-04-20", file_number="5 AZR 200/10")
# Held: a standard clause by which the employee repays the fee the employer paid an agency for the placement, if the
# employee ends the employment by own notice before a date, is an unreasonable disadvantage (§ 307 Abs. 1 Satz 1 BGB;
# Art. 12 GG): the employer bears the risk that its recruiting costs do not pay off. Checked: the official headnote
# (haufe.de, betriebs-berater.com, aok.de Rechtsdatenbank with the lower courts: LAG Schleswig-Holstein 4 Sa 3/22).
BAG_RECRUITMENT = Decision(court="BAG", date="2023-06-20", file_number="1 AZR 265/22")
# Held: § 12 Abs. 1 Satz 2 TzBfG asks for a minimum of weekly and daily hours; work on call beyond an agreed minimum may be
# agreed, but the work the employer may call up by itself must not exceed 25 % of the weekly minimum (§ 307 BGB).
# Checked: the official headnotes (lexetius.com/2005,3590, judicialis.de, haufe.de; BAGE 116, 267).
BAG_ON_CALL_BAND = Decision(court="BAG", date="2005-12-07", file_number="5 AZR 535/04")
# Held: § 14 Abs. 2 Satz 3 TzBfG lets a collective agreement set the length and number of extensions of a fixed term
# without reason, but not without limit: the line is reached at six years and nine extensions; five years with five
# extensions were within it. Checked: the headnote (Orientierungssatz), BB 2017, 627, and haufe.de.
BAG_FIXED_TERM_TARIFF = Decision(court="BAG", date="2016-10-26", file_number="7 AZR 140/15")
# Held: an employer must make good the expenses an employee incurs in the employer's interest and may consider
# necessary, § 670 BGB applied by analogy (there: a teacher's home study, not owed where the contract deliberately left
# it out). Checked: the Orientierungssatz (BB 2011, 2356; NZA 2012, 97) and the decision's text.
BAG_EXPENSES = Decision(court="BAG", date="2011-04-12", file_number="9 AZR 14/10")
# Held: a penalty of three months' pay for missing the one yearly termination date is an unreasonable disadvantage
# (§ 307 BGB), and there is no general upper limit for penalties in employment contracts. Checked: the
# Orientierungssätze (haufe.de) and the decision's text (bag-urteil.com).
BAG_PENALTY_NO_CAP = Decision(court="BAG", date="2008-09-25", file_number="8 AZR 717/07")
# Held: a special payment that is also pay for work done during the year (there: a twelfth for each month worked)
# cannot in standard terms depend on the employment lasting, not under notice, to 31 December (§ 307 Abs. 1 Satz 1
# BGB). Checked: the BAG's press release as reported (ARD 2014, 6381; rechtslupe.de) and rfth.de.
BAG_SPECIAL_PAYMENT_DATE = Decision(court="BAG", date="2013-11-13", file_number="10 AZR 848/12")
BGH_SMALL_REPAIRS = Decision(court="BGH", date="1989-06-07", file_number="VIII ZR 91/88")
BGH_NOTICE_WAIVER = Decision(court="BGH", date="2005-04-06", file_number="VIII ZR 27/04")
BGH_PETS = Decision(court="BGH", date="2013-03-20", file_number="VIII ZR 168/12")
BGH_RIGID_SCHEDULE = Decision(court="BGH", date="2004-06-23", file_number="VIII ZR 361/03")

_NUMBER_WORDS = {
    "ein": 1,
    "eine": 1,
    "einen": 1,
    "einem": 1,
    "einer": 1,
    "eines": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "sechs": 6,
    "sieben": 7,
    "acht": 8,
    "neun": 9,
    "zehn": 10,
    "elf": 11,
    "zwölf": 12,
    "vierzehn": 14,
    "fünfzehn": 15,
    "zwanzig": 20,
}
_NUM = r"(\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"


def _number(token: str) -> int:
    token = _fold(token.lower())
    return int(token) if token.isdigit() else _FOLDED_NUMBERS[token]


_FOLD = str.maketrans({"ß": "ss", "ä": "a", "ö": "o", "ü": "u", "Ä": "A", "Ö": "O", "Ü": "U"})


def _fold(text: str) -> str:
    """One spelling for "ss" and "ß" and for a vowel with and without umlaut: the reformed, the old
    ("Ausschlußfrist", "muß") and the Swiss ("Massnahme") spelling read alike, and so does a scan whose
    OCR lost the dots ("Anspruche", "Uberstunden"). The clause is folded once (``find_german_notes``),
    every pattern here too (``_pattern``)."""
    return text.translate(_FOLD)


_FOLDED_NUMBERS = {_fold(word): value for word, value in _NUMBER_WORDS.items()}


@lru_cache(maxsize=4096)
def _pattern(pattern: str) -> re.Pattern[str]:
    return re.compile(_fold(pattern), re.IGNORECASE)


def _has(pattern: str, text: str) -> bool:
    return _pattern(pattern).search(text) is not None


def _search(pattern: str, text: str, flags: int = 0) -> re.Match[str] | None:
    """``re.search`` on folded text with the pattern folded alike (always ignoring case)."""
    return _pattern(pattern).search(text)


def _finditer(pattern: str, text: str, flags: int = 0) -> Iterator[re.Match[str]]:
    return _pattern(pattern).finditer(text)


def _match(pattern: str, text: str, flags: int = 0) -> re.Match[str] | None:
    return _pattern(pattern).match(text)


_ANAPHOR = re.compile(
    r"(Diese[rsmn]?|Dies|Solche[rsn]?|Derartige[rsn]?|Hierfür|Hierfur|Dafür|Dafur|Hiermit|Damit|Hierdurch|Hiervon|Davon"
    r"|Hierüber|Hieruber|Hierzu|Dazu|Hierbei|Dabei|Darüber(?! hinaus)|Daruber(?! hinaus)"
    # a personal pronoun of the third person singular speaks of the sentence before too ("Nebentätigkeit. Sie bedarf
    # der Zustimmung", "Urlaub … Er verfällt …"); "Sie" only with a singular verb (the polite "Sie" takes the plural);
    # not "Es", which opens many sentences as an expletive ("Es gelten die gesetzlichen Bestimmungen")
    r"|Er|Sie(?=\s+(ist|bedarf|verfällt|verfallt|wird|kann|darf|gilt|erlischt|beträgt|betragt|endet|muss|hat|soll)\b))\b"
)


# The same back-reference further into the sentence: a pronominal adverb ("Eine Vergütung erfolgt hierfür nicht"), or
# a pronoun after the verb of a sentence that opens with another part ("Mit dem Gehalt sind sie abgegolten"; lower
# case: the polite "Sie" is upper case there).
_ANAPHOR_INSIDE = re.compile(
    r"\b(hierfür|hierfur|hierüber|hieruber|hiervon|hierzu|hierbei|hierdurch)\b"
    # the time named before ("Die Probezeit beträgt sechs Monate. Die Kündigungsfrist beträgt in dieser Zeit …")
    r"|\b(in|während|innerhalb) (dieser|dieses|diesem) (Zeit|Zeitraum\w*|Phase)\b"
    r"|^\W*(\S+\s+){1,5}?(sind|werden|gelten|ist|wird|gilt|bedürfen|bedarf|verfallen|verfällt)\s+(sie|diese|solche)\b"
)


@lru_cache(maxsize=64)
def _sentences(text: str) -> tuple[str, ...]:
    """The clause's sentences, by the project's splitter (``app.prepare.sentences``: no end after an ordinal, a
    date or an abbreviation); a semicolon ends one here too. The splitter gives the same notes on all 445 real
    employment clauses as the scan this module had before (bench.explain_real_employment), so there is one.
    Cached: every rule of a clause reads the same text."""
    out: list[str] = []
    for a, b in sentence_spans(text, "de"):
        start = a
        for m in re.finditer(r"(?<=;)\s+(?=[A-ZÄÖÜ§(])", text[a:b]):
            out.append(text[start : a + m.start()])
            start = a + m.end()
        out.append(text[start:b])
    # A sentence that opens with a demonstrative ("Diese sind mit dem Gehalt abgegolten.", "Hierfür wird keine
    # Vergütung gezahlt.") speaks of the one before: read the two as one.
    joined: list[str] = []
    for sentence in out:
        if joined and (_ANAPHOR.match(sentence) or _ANAPHOR_INSIDE.search(sentence)) and not joined[-1].endswith(";"):
            joined[-1] = f"{joined[-1].rstrip().rstrip('.')}, {sentence}"  # one sentence: the [^.] spans reach
        else:
            joined.append(sentence)
    return tuple(unit for s in joined if s.strip() for unit in _items(s))


# A list marker inside a sentence: "a)", "(b)", "1)", "2." (not "2.1"), or a dash after a colon or semicolon.
_ITEM_MARKER = re.compile(
    r"(?:(?<=^)|(?<=[\s:;,]))(?:\(?(?P<letter>[a-h])\)|\(?(?P<digit>[1-9])(?:\)|\.(?![\d]))|(?<=[:;]\s)(?P<dash>[-–•]))(?=\s)"
)


def _items(sentence: str) -> tuple[str, ...]:
    """One sentence that lists several duties or cases ("Der Arbeitnehmer verpflichtet sich, a) …, b) …, c) …",
    "verpflichtet: 1. …; 2. …", "vereinbart: - …; - …") read as one unit per item, each with the words before the
    list ("Der Arbeitnehmer verpflichtet sich, … zu bewahren"): a rule's span must not join the object of one
    item with the verb of another, and a void item is read as it stands. Only a run of markers in order (a, b, c or
    1, 2, 3; dashes after a colon or semicolon) counts as a list; fewer than two items leave the sentence whole."""
    marks: list[re.Match[str]] = []
    for m in _ITEM_MARKER.finditer(sentence):
        if m.group("dash"):
            if not marks or marks[0].group("dash"):
                marks.append(m)
            continue
        label = m.group("letter") or m.group("digit")
        first = "a" if m.group("letter") else "1"
        if marks and not marks[0].group("dash"):
            prev = marks[-1].group("letter") or marks[-1].group("digit")
            same_kind = bool(marks[-1].group("letter")) == bool(m.group("letter"))
            if same_kind and ord(label) == ord(prev) + 1:
                marks.append(m)
                continue
        if label == first and len(marks) < 2:
            marks = [m]
    if len(marks) < 2:
        return (sentence,)
    lead = sentence[: marks[0].start()].rstrip()
    ends = [m.start() for m in marks[1:]] + [len(sentence)]
    return tuple(
        f"{lead} {sentence[m.end() : end].strip().rstrip(',;').strip()}".strip()
        for m, end in zip(marks, ends, strict=True)
    )


def _draft(
    kind: NoteKind,
    key: str,
    norms: tuple[Norm, ...],
    decisions: tuple[Decision, ...] = (),
    **params: str,
) -> NoteDraft:
    return NoteDraft(kind=kind, key=key, params=dict(params), norms=norms, decisions=decisions)


# --------------------------------------------------------------------------- employment


# Overtime by its name, or by what it is: work beyond the agreed or regular hours ("eine über die regelmäßige
# Arbeitszeit hinausgehende Tätigkeit").
_OVERTIME = (
    r"Überstunden|Mehrarbeit|Mehrstunden|Mehr-\s*,|Mehrarbeitstage|Über- und Mehrarbeit"
    r"|über die (regelmäßige|vereinbarte|vertragliche|arbeitsvertragliche|betriebsübliche|normale|übliche)\w*\s+"
    r"((wöchentliche|tägliche|monatliche)\w*\s+)?Arbeitszeit hinaus"
    r"|außerhalb der (regelmäßigen|vereinbarten|vertraglichen|betriebsüblichen|normalen|üblichen)\w*\s+Arbeitszeit"
)
# Settled: "abgegolten", or the verb "abgelten" ("Das Gehalt gilt alle Überstunden ab").
_SETTLED = r"abgegolten|abzugelten|\babgelten\b|\babgilt\b|\b(gilt|gelten)\b[^.]{0,80}\bab(?=\s*[.,;]|\s*$)"
_SALARY = r"(Brutto|Fest|Grund|Monats|Jahres|Pauschal){0,2}(gehalt|vergütung|bezüge|lohn|entgelt)"
# The salary said to contain or cover the overtime ("im Gehalt enthalten", "mit der Vergütung abgedeckt"), in
# either order: the legal core is the object (overtime) and the effect (settled by the salary).
_PAY_INCLUDES = (
    r"(Gehalt|Vergütung|Bezüge|Lohn|Entgelt|Jahresgehalt|Monatsgehalt|Bruttogehalt)\w*[^.]{0,40}"
    r"(enthalten|inbegriffen|eingeschlossen|abgedeckt|mit umfasst|mitumfasst|mit erfasst|miterfasst|mitvergütet|mit vergütet|ausgeglichen|berücksichtigt|"
    r"eingerechnet|einberechnet|eingepreist|"
    r"pauschal (vergütet|bezahlt|abgegolten))"
    r"|(Gehalt|Vergütung|Bezüge|Lohn|Entgelt)\w*\s+(umfasst|umfassen|enthält|enthalten|deckt|decken|beinhaltet|beinhalten|"
    r"berücksichtigt|berücksichtigen)"
    r"[^.]{0,60}(Überstunden|Mehrarbeit)"
    r"|\b(Gehalt|Vergütung|Bezüge|Lohn|Entgelt)\w*\s+(schließt|schließen)\b[^.]{0,60}\bein\b"
    r"|\b(Gehalt|Vergütung|Bezüge|Lohn|Entgelt)\w*\s+(gilt|gelten)\s+(auch\s+)?(für|als Vergütung)"
    # "Die Vergütung ist für die gesamte Tätigkeit einschließlich Überstunden bemessen" (a premium word is no overtime)
    r"|\b(Gehalt|Vergütung|Bezüge|Lohn|Entgelt)\w*\b[^.]{0,60}\b(einschließlich|inklusive|inkl\.?)\s+(\w+\s+){0,2}?"
    r"(Überstunden|Mehrarbeit)\b(?!\w)"
    r"|\bmit\s+(der Zahlung\s+)?(de[ms]|der|seinem|ihrem)\s+(vereinbarten\s+|monatlichen\s+|jährlichen\s+)?"
    + _SALARY
    + r"\w*\b[^.]{0,120}\b(vergütet|bezahlt|erledigt)"
    # the settling as a noun ("Die Abgeltung von Überstunden erfolgt durch das Monatsgehalt"), and the overtime
    # deemed paid ("gelten als durch das Gehalt vergütet")
    r"|\bAbgeltung\b[^.]{0,60}\b(erfolgt|ist)\s+(\w+\s+)?(durch|mit)\s+(das|dem|die|der|sein|ihr)\w*\s+(\w+\s+)?"
    + _SALARY
    + r"|\b(gilt|gelten)\s+als\s+(durch|mit)\s+(das|dem|die|der)\s+(\w+\s+)?"
    + _SALARY
    + r"\w*\s+(vergütet|bezahlt|abgegolten)"
)
# Overtime not paid at all, in either order ("Überstunden werden nicht vergütet", "ohne besondere Vergütung
# Überstunden zu leisten", "Ein Anspruch auf Vergütung von Überstunden besteht nicht").
_NOT_PAID = (
    r"\b(keine|ohne)\s+((gesonderte|zusätzliche|besondere|weitere|extra)\s+)?(Vergütung|Bezahlung|Entgelt|Zahlung)\b"
    r"|\bunentgeltlich|\b(nicht|weder)\s+((gesondert|zusätzlich|extra|besonders)\s+)?(vergütet|bezahlt|entlohnt)"
    r"|(Überstunden|Mehrarbeits)(vergütung|bezahlung)\w*\s+(ist\s+|wird\s+)?(ausgeschlossen|entfällt)"
    r"|\bkeine\s+((gesonderte|zusätzliche)\s+)?(Überstunden|Mehrarbeits)(vergütung|bezahlung)"
    r"|Anspruch auf[^.]{0,40}(Vergütung|Bezahlung)[^.]{0,60}(besteht nicht|ausgeschlossen)"
    # "kein Anspruch auf Vergütung" whatever the verb ("hat keinen", "besteht kein", "steht … kein … zu")
    r"|\bkein(en)?\s+(\w+\s+)?Anspruch auf[^.]{0,40}(Vergütung|Bezahlung)"
    # no claim arises ("ohne dass ein gesonderter Vergütungsanspruch entsteht"), and no compensation at all
    # ("ein Ausgleich erfolgt nicht", "kein Ausgleich", "weder in Geld noch durch Freizeit")
    r"|\bkein(en)?\s+(\w+\s+)?Vergütungsanspruch|\bohne dass\b[^.]{0,40}\b(Vergütung|Vergütungsanspruch|Bezahlung)"
    r"|\bkein(en)?\s+Ausgleich\b|\bAusgleich\b[^.]{0,40}\b(erfolgt nicht|findet nicht statt|wird nicht gewährt|ist ausgeschlossen)"
    r"|\bweder in Geld\b"
    # "Eine gesonderte Vergütung erfolgt (hierfür) nicht"
    r"|\b(gesonderte|zusätzliche|besondere|weitere|extra)\s+(Vergütung|Bezahlung)\b[^.]{0,30}\b(erfolgt|findet)\b[^.]{0,20}\bnicht\b"
    r"|(Vergütung|Bezahlung)\s+(von|der|für)\s+(Überstunden|Mehrarbeit)\w*[^.]{0,30}"
    r"(erfolgt nicht|wird nicht|findet nicht|ist ausgeschlossen|entfällt)"
)
# Lawful neighbours: overtime not ordered (only ordered or tolerated overtime must be paid), time off in lieu,
# a premium only (the law asks for none), or overtime paid by the hour.
_OVERTIME_PAID_OTHERWISE = (
    r"Freizeit|Freistellung|Zeitausgleich|Arbeitszeitkonto|Zeitkonto"
    r"|nicht (ausdrücklich |vorher |schriftlich )?(angeordnet|genehmigt|vereinbart)|ohne (vorherige |ausdrückliche )?"
    r"(Anordnung|Genehmigung|Zustimmung)|Stundenlohn|Stundensatz|je (geleistete )?Stunde|pro Stunde"
    r"|(?<!nicht )gesondert (vergütet|abgerechnet|bezahlt)"
)
_OVERTIME_LAWFUL = _OVERTIME_PAID_OTHERWISE + r"|Zuschl[aä]g"


def _overtime_flat(text: str) -> list[NoteDraft]:
    """Overtime settled by the salary, or not paid at all, without saying how much (§ 307 Abs. 1 Satz 2 BGB).

    The BAG decision is cited where the clause settles overtime by the salary (the wording it judged:
    "abgegolten", or the same effect in other words); a plain exclusion ("keine Überstundenvergütung") is
    judged by the same transparency rule, on the statute. Silent: a clause that names the hours covered,
    overtime not ordered, time off in lieu, and a premium only."""
    if _has(r"(bis zu|maximal|höchstens|die ersten|bis einschließlich)\s+" + _NUM + r"\s*(Stunden|Überstunden)", text):
        return []
    if _has(r"\d+\s*(Stunden|Überstunden)\s*(pro|im|je)\s*(Monat|Woche)\s*(sind|werden)?\s*(mit|durch)", text):
        return []
    # overtime hours counted per month or week ("10 Überstunden wöchentlich", "5 Überstunden pro Woche"): the hours
    # covered are named, which the BAG held clear enough (BAG, 27.06.2012, 5 AZR 530/11: the first 20 a month)
    if _has(r"\d+\s*(Über|Mehrarbeits|Mehr)stunden\s*(pro|im|je|in der)?\s*(Monat|Woche|monatlich|wöchentlich)", text):
        return []
    for s in _sentences(text):
        if not _has(_OVERTIME, s):
            continue
        # Time off that the clause excludes ("ein Freizeitausgleich findet nicht statt") is no time off in lieu.
        lawful = _pattern(
            r"\b(kein\w*|ohne)\s+(\w+\s+)?(Freizeit|Zeit)ausgleich\w*|(Freizeit|Zeit)ausgleich\w*[^.]{0,30}"
            r"(nicht|ausgeschlossen)|\bnoch\s+(durch\s+)?(Freizeit|Zeitausgleich)\w*(\s+ausgeglichen)?"
        ).sub(" ", s)
        # settled, unless the clause says it is not ("nicht in das Gehalt eingerechnet", "nicht abgegolten")
        settled = (_has(_SETTLED, s) or _has(_PAY_INCLUDES, s)) and not _has(
            r"\bnicht\s+(\w+\s+){0,4}?(abgegolten|enthalten|inbegriffen|eingerechnet|einberechnet|abgedeckt|umfasst)", s
        )
        if settled and not _has(_OVERTIME_PAID_OTHERWISE, lawful):
            # "einschließlich der Zuschläge abgegolten": the premium settled too, not a premium-only clause
            return [_draft("may_be_invalid", "de_overtime_flat", (BGB_307, BGB_612), (BAG_OVERTIME,))]
        if _has(_OVERTIME_LAWFUL, lawful):
            continue
        if settled:
            return [_draft("may_be_invalid", "de_overtime_flat", (BGB_307, BGB_612), (BAG_OVERTIME,))]
        if _has(_NOT_PAID, s):
            return [_draft("may_be_invalid", "de_overtime_excluded", (BGB_307, BGB_612))]
    return []


def _written_form(text: str) -> list[NoteDraft]:
    """Written form as a condition of validity for changes: oral individual agreements prevail (§ 305b BGB).

    BAG 9 AZR 382/07 judged the double written-form clause (the form's own waiver needs writing); it is
    cited only where the clause says so. A clause that makes changes or oral agreements ineffective
    without writing misstates § 305b BGB in the same way and is noted on the statute alone."""
    if not _has(r"Schriftform|schriftlich|mündlich", text):
        return []
    if _has(r"§\s*305\s*b|Individual(abrede|vereinbarung|absprache)\w*[^.]{0,60}(Vorrang|formlos|unberührt)", text):
        return []  # the clause itself keeps individual agreements valid
    # The form's own waiver or change needs writing: "dies gilt auch für die Aufhebung dieser Klausel",
    # "auf die Schriftform kann nur schriftlich verzichtet werden", in either order.
    double = _has(
        r"(Aufhebung|Abänderung|Änderung|Verzicht|Abbedingung|Abweichung|Abweichen)\w*\s+(auf\s+|von\s+)?"
        r"(de[rns]\s+|das\s+|die\s+|diese[rsnm]?\s+)?"
        r"(Erfordernis(ses)? der\s+)?(Schriftform\w*|Formerfordernis\w*|Formvorschrift\w*|Formzwang\w*|Klausel|Bestimmung)"
        r"|(Schriftform\w*|Formerfordernis\w*)[^.]{0,40}\bnicht mündlich\b[^.]{0,20}(abbedungen|aufgehoben|geändert)"
        r"|(Schriftform\w*|Formerfordernis\w*|Formvorschrift\w*)[^.]{0,60}\b(nur\s+)?(schriftlich|durch schriftliche\s+\w+|in Schriftform)"
        r"[^.]{0,30}(aufgehoben|abbedungen|verzichtet|abgeändert|geändert|abgewichen)",
        text,
    )
    if double:
        return [_draft("may_be_invalid", "de_written_form", (BGB_305B, BGB_307), (BAG_WRITTEN_FORM,))]
    oral_void = _has(
        r"mündlich\w*\s+(Neben)?(abrede|vereinbarung|absprache|zusage)\w*[^.]{0,80}"
        r"((nicht|nur dann|ohne schriftliche)[^.]{0,40}(wirksam|Rechtswirksamkeit|Gültigkeit|gültig|verbindlich)"
        r"|\b(unwirksam|nichtig|ungültig|unverbindlich)\b|keine (Gültigkeit|Wirkung|Wirksamkeit|Rechtswirksamkeit))",
        text,
    ) or _has(r"auch wenn sie (bereits )?mündlich getroffen", text)
    constitutive = _has(
        r"(Änderung|Ergänzung|Nebenabrede)\w*[^.]{0,80}(zu ihrer|zur) (Rechts)?(wirksamkeit|Gültigkeit)[^.]{0,20}"
        r"(der )?(Schriftform|schriftlichen Form)"
        r"|(Änderung|Ergänzung|Nebenabrede)\w*[^.]{0,60}\bnur (dann )?(wirksam|gültig|verbindlich|rechtsverbindlich),? "
        r"(wenn|sofern|soweit) sie schriftlich"
        r"|(Änderung|Ergänzung|Nebenabrede)\w*[^.]{0,60}\bnur (schriftlich|in schriftlicher Form|in Schriftform) "
        r"(wirksam|gültig|verbindlich|rechtsverbindlich)",
        text,
    )
    if oral_void or constitutive:
        return [_draft("may_be_invalid", "de_written_form_oral", (BGB_305B, BGB_307))]
    return []


# The pay as the object of the secrecy: the employee's own pay or the terms of this contract, as a
# word of its own ("Betriebsgeheimnisse" is a trade secret, not pay; "geheim" alone is no duty).
_OWN_PAY = (
    r"\b(Höhe|Inhalt)\s+(de[rs]\s+|seine[rs]?\s+|ihre[rs]?\s+)?(eigenen\s+)?(Gehalt|Bezüge|Vergütung|Einkommen|Verdienst|Lohn)"
    r"|\b(sein|seine|ihr|ihre|das eigene|die eigene)[mnrs]?\s+(Gehalt|Bezüge|Vergütung|Einkommen|Verdienst|Lohn|Entgelt)\w*"
    r"|\b(Gehalts|Vergütungs|Lohn|Einkommens)(höhe|daten|vereinbarung|bedingungen|regelung|angaben|informationen|fragen|"
    r"angelegenheiten|einstufung|struktur)\w*"
    r"|\b(Gehalt|Bezüge|Vergütung|Lohn)\b[^.]{0,60}(vertraulich|Stillschweigen|geheim zu halten|geheimzuhalten)"
    r"|\b(über|insbesondere|namentlich|auch)\s+(die|das|den|seine[nm]?|ihre[nm]?)\s+(Höhe (der|des|seiner|ihrer|seines|ihres) )?"
    r"(Gehalt|Gehalts|Bezüge|Vergütung|Lohn|Lohns|Einkommen|Einkommens|Verdienst|Verdienstes)\b"
    r"|\b(vereinbarte|vertragliche|vertraglich vereinbarte)[nrs]?\s+(Gehalt|Bezüge|Vergütung|Einkommen|Verdienst|Lohn)"
    # the terms of this contract, pay among them
    r"|\bInhalt\w* (dieses|des|seines|ihres) (Arbeits|Anstellungs|Dienst)?(vertrag|Vertrag)\w*|\bVertragsinhalt\w*"
    r"|\b(Inhalt|Bedingungen|Konditionen|Regelungen) (dieses|des|seines|ihres) (Arbeits|Anstellungs)?(verhältnisses|Verhältnisses|vertrag\w*|Vertrag\w*)"
    r"|\b(seine|ihre|die eigenen)\s+(Arbeits|Vertrags|Anstellungs)bedingungen\b"
)
_SECRECY = (
    r"Stillschweigen|Verschwiegenheit|vertraulich|geheim zu halten|geheimzuhalten|Geheimhaltung|nicht mitzuteilen|"
    r"nicht weiterzugeben|nicht (\w+\s+){0,3}weitergegeben|nicht offen(zu)?(legen|gelegt|baren|bart)|nicht bekannt(zugeben|gegeben)"
    r"|nicht (\w+\s+){0,3}(mitgeteilt|preisgegeben|preiszugeben)|\bkeine (Auskunft|Auskünfte|Angaben)\b"
    r"|\bnicht\s+(\w+\s+){0,3}?(weiterzugeben|mitzuteilen|offenzulegen|preiszugeben|bekanntzugeben)\b"
    # "niemandem" is the negation: "wird seine Vergütung niemandem mitteilen"
    r"|\bniemande?m?\b[^.]{0,40}\b(mitteilen|mitzuteilen|weitergeben|weiterzugeben|offenbaren|offenlegen|nennen|bekanntgeben|bekanntzugeben)\b"
    r"|\b(ist|sind|gilt|gelten)\s+(als\s+)?(ein\s+)?(Betriebs|Geschäfts)?geheimnis\b"
    r"|\b(zu den|zum)\s+(Betriebs|Geschäfts)?geheimnisse?n?\b[^.]{0,30}\b(zählt|zählen|gehört|gehören)\b"
    r"|\bnicht\s+(\w+\s+){0,4}?(sprechen|reden|austauschen|erörtern|besprechen|diskutieren)\b|\bmit niemande?m?\s+(\w+\s+){0,2}?(zu )?(sprechen|reden)\b"
    # talked about with the management only: "Gehaltsfragen sind ausschließlich mit der Geschäftsleitung zu besprechen"
    r"|\b(ausschließlich|nur|allein)\s+mit\s+(der|dem|den)\s+(Geschäftsleitung|Geschäftsführung|Personalabteilung|Vorgesetzten|"
    r"Arbeitgeber|Personalleitung)\w*\s+(zu\s+)?(besprechen|erörtern|bereden|klären|zu klären)\b"
    r"|(untersagt|verboten|nicht gestattet|nicht erlaubt)[^.]{0,80}(mitzuteilen|weiterzugeben|offenzulegen|bekanntzugeben|"
    r"preiszugeben|zu nennen|zu sprechen|zu reden|auszutauschen|zu erörtern|zu diskutieren)"
    # the infinitive after a future or modal verb: "wird seine Bezüge nicht an Kollegen weitergeben"
    r"|\bnicht\s+(\w+\s+){0,4}?(weitergeben|mitteilen|offenlegen|offenbaren|preisgeben|bekanntgeben)\b"
    # talk about it to be left off: "Gespräche über das eigene Gehalt … sind zu unterlassen"
    r"|\b(Gespräche|Gespräch|Austausch|Unterhaltungen)\b[^.]{0,80}\b(zu unterlassen|untersagt|nicht gestattet|verboten)\b"
)
# The pay of others (colleagues, the staff): a trade secret a payroll clerk may be bound to keep.
_OTHERS_PAY = (
    r"(Gehalt|Gehälter|Bezüge|Vergütung|Löhne|Lohn|Einkommen)\w*\s+(anderer|der anderen|von Kollegen|der Kollegen|"
    r"der Mitarbeiter|der Belegschaft|Dritter|der Beschäftigten|der Arbeitnehmer|aller)|Lohn- und Gehalts(daten|listen|abrechnungen)"
    r"|Gehaltslisten|Personaldaten"
)
# The employer keeps the pay confidential: its duty, not the employee's silence ("Der Arbeitgeber behandelt die
# Gehaltsdaten vertraulich").
_EMPLOYER_KEEPS = (
    r"^\W*(Der|Die|Das)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen|Personalabteilung)\w*\s+"
    r"(behandelt|wahrt|hält|verpflichtet sich|sichert zu|bewahrt)"
)


def _salary_secrecy(text: str) -> list[NoteDraft]:
    """Secrecy about one's own pay (LAG Mecklenburg-Vorpommern 2 Sa 183/09)."""
    for s in _sentences(text):
        if _has(r"Vertragsstrafe", s):
            continue
        # the pay named in the sentence, or "die Höhe" alone in a clause about the pay ("Gehalt. … Über die Höhe hat er
        # Stillschweigen zu bewahren")
        own = _has(_OWN_PAY, s) or (
            _has(r"\b(über|zur|die) (die )?Höhe\b(?!\s+(de[rsmn]|seine[rsmn]?|ihre[rsmn]?|eine[rsmn]?)\b)", s)
            and _has(
                r"\b(Gehalt|Vergütung|Bezüge|Lohn|Einkommen|Entgelt|Monatsgehalt|Jahresgehalt|Bruttogehalt)\b", text
            )
        )
        if _has(_SECRECY, s) and own and not _has(_OTHERS_PAY, s) and not _has(_EMPLOYER_KEEPS, s):
            return [_draft("may_be_invalid", "de_salary_secrecy", (BGB_307,), (LAG_MV_SALARY,))]
    return []


def _secrecy_broad(text: str) -> list[NoteDraft]:
    """Secrecy after the end of employment about all business matters, or about one's own knowledge.

    A duty after the end of employment limited to trade secrets is valid; one that covers every
    business matter without a time limit was held void (BAG 8 AZR 172/23, § 307 Abs. 1 BGB), and one that
    bars using the knowledge and experience gained works like a non-compete without the compensation
    § 74 Abs. 2 HGB requires. A duty for a named period after the end stays silent."""
    if not _has(r"Stillschweigen|Verschwiegenheit|Geheimhaltung|geheim zu halten|nicht unbefugt", text):
        return []
    after = _has(
        r"nach (de[mrn] |seine[mr] |ihre[mr] )?(Ausscheiden|Beendigung|Ende)|nach dessen (Ende|Beendigung)", text
    )
    everything = _has(
        r"\b(alle|sämtliche|jegliche)[mn]?\b[^.]{0,80}(geschäftlichen|betrieblichen|betriebsinternen)?\s*(Angelegenheiten|Vorgänge|Tatsachen)"
        r"|(Geschäfts|Betriebs)-? (und|oder) (Geschäfts|Betriebs)vorgänge",
        text,
    )
    knowledge = _has(r"Kenntnisse?n? und Erfahrungen[^.]{0,200}(nur|ausschließlich) im (Sinne|Interesse)", text)
    # BAG 8 AZR 172/23 judged a duty without a time limit; one for a named period after the end is not that clause.
    limited = _has(
        r"\b(für|auf)\s+(die Dauer von|einen Zeitraum von)?\s*" + _NUM + r"\s+(Jahr|Monat)\w*\s+nach"
        r"|\b(bis zu|längstens|höchstens)\s+" + _NUM + r"\s+(Jahr|Monat)\w*\s+nach",
        text,
    )
    if after and everything and not limited:
        return [_draft("may_be_invalid", "de_secrecy_broad", (BGB_307, HGB_74), (BAG_CATCH_ALL,))]
    if knowledge:
        return [_draft("may_be_invalid", "de_secrecy_broad", (BGB_307, HGB_74))]
    return []


_BENEFIT = (
    r"(Dienstwagen|Firmenwagen|Fahrzeug|Zulage|Prämie|Bonus|Gratifikation|Sonderzahlung|Leistung|Vergütung|Zuschuss"
    r"|Weihnachtsgeld|Urlaubsgeld|Provision|Tantieme|Privatnutzung|Sachbezug|Zuwendung|Jobticket|Mobiltelefon"
    r"|Pauschale|Zuschuss|Zuschüsse|Diensthandy|Firmenhandy|Tankkarte|Essensgeld|Fahrgeld|Kostenerstattung)"
)


def _reasons_named(text: str) -> str:
    """The clause without the words that name no reason ("ohne Angabe von Gründen", "ohne Grund"): what is left
    may name the reasons for a revocation or a change."""
    return _pattern(
        r"\b(ohne|keine[rsn]?)\s+((vorherige|weitere)\s+)?(Angabe|Nennung|Mitteilung)?\s*(von|der|eines|des)?\s*"
        r"(sachliche[rn]?\s+)?Gr[uü]nd\w*"
    ).sub(" ", text)


def _revocation(text: str) -> list[NoteDraft]:
    """A benefit of the pay revocable without reasons stated (§ 308 Nr. 4 BGB; BAG 5 AZR 364/04)."""
    if any(
        _has(
            r"\bwenn\b|\bsofern\b|\bsoweit\b|\bbei Vorliegen\b|\baus\s+\w*\s*Gr[uü]nd|Gr[uü]nde?n?\b", _reasons_named(s)
        )
        for s in _sentences(text)
        if _has(r"widerruf|zurück(zu)?(fordern|gefordert|verlangen|verlangt)", s)
    ):
        return []  # the clause names when it may be revoked, where it speaks of the revocation
    for s in _sentences(text):
        # Revoked in other words: the employer may take the benefit back ("jederzeit zurückfordern"); taking it
        # back at the end of the employment, on notice or garden leave names when.
        taken_back = _has(
            r"(jederzeit|ohne)[^.]{0,60}(zurück(zu)?(fordern|gefordert|verlangen|verlangt)|entzogen|zu entziehen|entziehen)",
            s,
        ) and not _has(r"Beendigung|Ende de[sr]|Kündigung|Freistellung|Ausscheiden", s)
        if not (_has(r"widerruf|Widerruf vorbehalten", s) or taken_back) or not _has(_BENEFIT, s):
            continue
        if _has(r"(Arbeitnehmer|Mitarbeiter|Angestellte|Sie)\w*\s+(kann|können|ist berechtigt)", s):
            continue  # the employee's own right to revoke
        return [_draft("may_be_invalid", "de_revocation", (BGB_308, BGB_307), (BAG_REVOCATION,))]
    return []


def _change_reservation(text: str) -> list[NoteDraft]:
    """The employer may cut, stop or change pay or a benefit at will (§ 308 Nr. 4 BGB: a change reservation).

    Like a revocation without reasons (``_revocation``): the clause must say when. A clause that names
    the reasons, or only lets a raise be set off against an allowance (lawful), stays silent."""
    if _has(
        r"\bwenn\b|\bsofern\b|\bsoweit\b|\bbei Vorliegen\b|\baus\s+\w*\s*Gr[uü]nd|Gr[uü]nde?n?\b|billige[nm] Ermessen",
        _reasons_named(text),
    ):
        return []
    for s in _sentences(text):
        if not _has(
            _BENEFIT + r"|Gehalt|Bezüge|Lohn|Entgelt|(diese[ns]?|de[ns]) (Arbeits)?(Vertrag|Vertrages|Vertrags)\b"
            r"|(Arbeits|Vertrags)bedingungen",
            s,
        ):
            continue
        if not _has(r"behält sich\b[^.]{0,30}\bvor|vorbehalten|(ist|sind) berechtigt|\bkann\b|\bdarf\b", s):
            continue
        if _has(r"(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte|Sie)\w*\s+(kann|können|ist berechtigt|darf)", s):
            continue
        if _has(
            r"(jederzeit|einseitig|nach (freiem|eigenem) Ermessen)[^.]{0,60}"
            r"(zu kürzen|kürzen|zu streichen|streichen|einzustellen|einstellen|herabzusetzen|herabsetzen|zu reduzieren|reduzieren|"
            r"zu ändern|ändern|abzuändern|zu senken|senken|gekürzt|gestrichen|eingestellt|herabgesetzt|reduziert|gesenkt|"
            r"geändert|abgeändert|anzupassen|anpassen|angepasst)\b"
            r"|(zu kürzen|zu streichen|einzustellen|herabzusetzen|zu reduzieren|zu senken)[^.]{0,30}(jederzeit|einseitig)",
            s,
        ) and not _has(r"anzurechnen|angerechnet|Anrechnung|verrechnet", s):
            return [_draft("may_be_invalid", "de_change_reservation", (BGB_308, BGB_307))]
    return []


def _retirement_age(text: str) -> list[NoteDraft]:
    """Employment ending at an age below the standard pension age (§ 41 Satz 2 SGB VI)."""
    if not _has(r"\bendet\b|Beendigung|beendet", text):
        return []
    m = _search(r"(\d{2})\.\s*Lebensjahr", text)
    early = m is not None and int(m.group(1)) < 67 and _has(r"vollende|erreich|Vollendung", text)
    if early:
        return [_draft("unusual", "de_retirement_early", (SGB6_41,))]
    return []


# Other paid work in other words than "Nebentätigkeit": "eine weitere Beschäftigung", "eine anderweitige
# Erwerbstätigkeit", "Tätigkeiten für Dritte / andere Arbeitgeber".
_OTHER_WORK = (
    r"(weitere|anderweitige|zusätzliche|sonstige|andere)[nr]? (entgeltliche |bezahlte )?(Beschäftigung|Erwerbstätigkeit|Tätigkeit|"
    r"Arbeitsverhältnis|Berufstätigkeit)|Zweit(beschäftigung|job|tätigkeit)|Nebenerwerb|Nebenjob"
    # work by its purpose: "jede auf Erwerb gerichtete Tätigkeit", "jede Erwerbstätigkeit"
    r"|auf (den )?Erwerb gerichtete[n]? (Tätigkeit|Beschäftigung)|\b(jede|jegliche|keine)[nr]? Erwerbstätigkeit"
    r"|(Tätigkeit|Arbeit|Beschäftigung)\w* (für|bei) (eine[nmr]? )?(Dritte|andere[nmr]? (Arbeitgeber|Unternehmen|Firmen|Firma))"
)


# A ban lifted by consent: "ohne (vorherige) (schriftliche) Zustimmung/Genehmigung/Einwilligung/Erlaubnis",
# "nur mit Zustimmung".
_WITHOUT_CONSENT = (
    r"\b(ohne|nur mit) (die |der )?(\w+\s+){0,2}?(Zustimmung|Genehmigung|Einwilligung|Erlaubnis|Einverständnis)\b"
)


def _side_job(text: str) -> list[NoteDraft]:
    """A general ban on side jobs, or consent without criteria (Art. 12 GG, § 307 BGB)."""
    if not _has(
        r"Nebentätigkeit|Nebenbeschäftigung|nebenberuflich|Arbeitskraft|ausschließlich\s+(für|im Dienst|in den Diensten)|"
        + _OTHER_WORK,
        text,
    ):
        return []
    criteria = _has(
        r"Zustimmung (ist|wird) zu erteilen|erteilt die (Einwilligung|Zustimmung)|darf nicht versagt|"
        r"nur (aus|bei) (sachlichen|berechtigten)|anzuzeigen|Anzeige",
        text,
    )
    if criteria:
        return []
    job = r"Nebentätigkeit|Nebenbeschäftigung|" + _OTHER_WORK
    banned = (
        r"nicht gestattet|untersagt|verboten|nicht erlaubt|unzulässig|nicht zulässig|darf keine|dürfen keine"
        r"|\b(darf|dürfen)\b[^.]{0,50}\bkeine\b|\b(wird|werden)\b[^.]{0,50}\bkeine\b|\bverpflichtet\b[^.]{0,30}\bkeine[rnm]?\b"
        # the duty to refrain ("jede Nebentätigkeit zu unterlassen", "unterlässt jede andere Erwerbstätigkeit")
        r"|\bzu unterlassen\b|\bunterl(ässt|asst|assen)\b"
    )
    # Work for a competitor during the employment is barred by § 60 HGB itself: not a ban on side jobs.
    ban = any(
        _has(f"({job})[^.]{{0,100}}({banned})|({banned})[^.]{{0,60}}({job})", s)
        # only some side jobs barred ("Nebentätigkeiten, die den Interessen des Arbeitgebers zuwiderlaufen, sind
        # untersagt"): the kind that may be barred, not all other work
        and not _has(f"({job})" + r"\w*,?\s+(die|welche|soweit|sofern|wenn|falls|durch die|bei denen)\b", s)
        and not _has(f"({banned})" + r",?\s+(soweit|sofern|wenn|falls)\b", s)
        and not _has(r"Wettbewerb|Konkurren|im Geschäftszweig|Geschäftsbereich de[rs] (Arbeitgeber|Firma)", s)
        # work during holiday (§ 8 BUrlG) or while unable to work through sickness: a narrower duty, not a ban on side jobs
        and not _has(
            r"\b(während|im|in der) (de[sr] )?(Urlaub|Erholungsurlaub|Arbeitsunfähigkeit|Krankheit|Erkrankung)", s
        )
        # "darf ohne Zustimmung des Arbeitgebers keine Nebentätigkeit ausüben": the ban holds only where consent is
        # not given, a consent reservation (read below), not a ban on side jobs as such
        and not _has(_WITHOUT_CONSENT, s)
        for s in _sentences(text)
    )
    consent = _has(
        r"(Nebentätigkeit|Nebenbeschäftigung|nebenberufliche Tätigkeit)[^.]{0,120}(Zustimmung|Genehmigung|Einwilligung)",
        text,
    ) or _has(r"(Zustimmung|Genehmigung)[^.]{0,60}(Nebentätigkeit|Nebenbeschäftigung)", text)
    consent = consent or _has(
        f"({_OTHER_WORK})" + r"[^.]{0,80}\b(nur )?mit (\w+\s+){0,2}?(Zustimmung|Genehmigung|Einwilligung|Erlaubnis)",
        text,
    )
    # "seine ganze Arbeitskraft" alone is read as the duty during working time, not a ban on side jobs.
    # The whole working capacity "exclusively" for the employer: no other work at all. An employee owes the
    # work promised, not the whole capacity; "seine ganze Arbeitskraft" without "ausschließlich" stays silent.
    exclusive = any(
        _has(
            r"(ganze|gesamte|volle)[n]? Arbeitskraft[^.]{0,80}\bausschließlich\b"
            r"|\bausschließlich\b[^.]{0,40}(ganze|gesamte|volle)[n]? Arbeitskraft"
            # "verpflichtet sich, ausschließlich für den Arbeitgeber tätig zu sein": no other work at all
            r"|\bausschließlich\s+(für|im Dienste?|in den Diensten)\s+(de[nrs]|die)\s+(Arbeitgeber|Firma|Gesellschaft|"
            r"Unternehmen)\w*\s+(\w+\s+)?(tätig|zu arbeiten|arbeiten)",
            s,
        )
        for s in _sentences(text)
    )
    # With a way to ask for consent ("Ausnahmen bedürfen der Genehmigung") exclusivity is a consent reservation.
    exclusive_only = exclusive and not criteria and not _has(r"Zustimmung|Genehmigung|Einwilligung|Erlaubnis", text)
    # A ban with exceptions by consent in the clause ("Ausnahmen bedürfen der Genehmigung"): a consent reservation.
    ban = ban and not _has(r"\bAusnahme\w*[^.]{0,40}(Zustimmung|Genehmigung|Einwilligung|Erlaubnis)", text)
    if ban or exclusive_only:
        return [_draft("may_be_invalid", "de_side_job", (GG_12, BGB_307))]
    if exclusive:
        return [_draft("unusual", "de_side_job_consent", (GG_12, BGB_307))]
    if consent:
        # A duty to ask for consent is read as a reservation the employer must grant where no
        # legitimate interest is affected; courts do not void it as such, so it is no "may be invalid".
        return [_draft("unusual", "de_side_job_consent", (GG_12, BGB_307))]
    return []


_SICK = r"Arbeitsunfähig|arbeitsunfähig|Krankheit|Erkrankung|erkrank|krank\b|Krankmeldung"


def _absence_reason(text: str) -> list[NoteDraft]:
    """The reason (diagnosis) of a sickness must be disclosed (§ 5 EntgFG asks only the fact and duration).

    § 5 EntgFG is about incapacity through sickness only: a clause that asks the reason of other
    absences (a family event, a summons) gets no note. The sentence that asks the reason must be
    about sickness, or the clause about nothing else."""
    if not _has(_SICK + r"|Diagnose", text):
        return []
    asks = (
        r"(Angabe|mitzuteilen|anzugeben|informieren|mitteilen|Mitteilung|offenzulegen|nennen)[^.]{0,60}"
        r"(\bGr[uü]nde?s?\b(?! (für die|des) Kündigung)|Diagnose|Ursache|Art (der|seiner|ihrer) (Erkrankung|Krankheit))"
        r"|\bGr[uü]nde?s?\s+(der|seiner|ihrer|für die)\s+\w*(verhinderung|Abwesenheit|Arbeitsunfähigkeit|Erkrankung)"
        r"|über (den )?Grund\b|\bGrund und (die )?(voraussichtliche )?Dauer"
        r"|\b(der|den|die|deren|dessen|seine[nr]?|ihre[nr]?)\s+Gr[uü]nde?\b[^.]{0,30}(mitzuteilen|anzugeben|offenzulegen|zu nennen"
        r"|anzuzeigen|zu informieren)"
        r"|\b(Diagnose|Art (der|seiner|ihrer) (Erkrankung|Krankheit)|Ursache)\b[^.]{0,60}(mitzuteilen|anzugeben|anzuzeigen|"
        r"offenzulegen|mitteilen|angeben|anzeigen|nennen|offenlegen|enthalten|beinhalten|ausweisen|zu nennen|ergibt|ergeben|hervorgeht"
        r"|bekanntzugeben|bekannt zu geben|bekanntgeben|bekannt geben"
        r"|zu informieren|zu unterrichten|zu benachrichtigen)"
        r"|\b(enthalten|beinhalten|ausweisen|angeben|nennen)\b[^.]{0,30}\b(Diagnose|Art (der|seiner|ihrer) (Erkrankung|Krankheit))\b"
        # the diagnosis asked in other words: "Angaben zur Erkrankung", the doctor released from confidentiality
        r"|\bAngaben\s+(zur|zu der|über die)\s+(Art der\s+)?(Erkrankung|Krankheit)"
        r"|\bteil\w*\b[^.]{0,60}\b(Diagnose|Art (der|Ihrer|seiner|ihrer) (Erkrankung|Krankheit))\b[^.]{0,20}\bmit\b"
        r"|(ärztliche[nr]?\s+)?Schweigepflicht\w*[^.]{0,30}\b(zu entbinden|entbindet|entbinden)|\bentbind\w*[^.]{0,60}Schweigepflicht"
    )
    other = _has(r"Urlaub|Arzttermin|Behördengang|Familie|Todesfall|Hochzeit|Ladung|sonstige[nr]? Gr[uü]nd", text)
    for s in _sentences(text):
        # the ask negated ("muss … nicht", "nicht mitzuteilen"), and a child's sickness (§ 45 SGB V asks a certificate)
        if _has(
            r"\b(muss|müssen|braucht|brauchen|ist|sind)\b[^.]{0,60}\bnicht\s+(\w+\s+){0,2}?(mitteilen|mitzuteilen|mitgeteilt|"
            r"angeben|anzugeben|angegeben|bekanntgeben|bekanntzugeben|bekanntgegeben|machen|offenlegen|nennen|verpflichtet)"
            r"|(Erkrankung|Krankheit)\s+(eines|des|seines|ihres)\s+Kindes",
            s,
        ):
            continue
        # the reason of every absence asked in one item of a list whose other items speak of sickness: sickness included
        every = _has(r"\b(jede[rnm]?|alle[rn]?)\s+(\w+\s+)?((Dienst|Arbeits)verhinderung|Abwesenheit|Fehlzeit)", s)
        if _has(asks, s) and (_has(_SICK, s) or not other or every):
            return [_draft("may_be_invalid", "de_absence_reason", (ENTGFG_5, BGB_307))]
    return []


def _absence_reason_general(text: str) -> list[NoteDraft]:
    """The reason of every absence ("jede Dienstverhinderung … die Gründe"): sickness included, not named.

    § 5 EntgFG speaks of sickness only, and no decision holds such clauses void: an "unusual" note that
    says what the statute asks for sickness, never "may be invalid"."""
    if _has(_SICK, text) or not _has(r"(Dienst|Arbeits)verhinderung|Abwesenheit|Fehlzeit", text):
        return []
    if _has(r"Urlaub|Arzttermin|Behördengang|Familie|Todesfall|Hochzeit|Ladung", text):
        return []  # a named other absence: nothing of sickness in it
    if _has(r"\b(jede|jeder|alle|jegliche)\w*\s+((Dienst|Arbeits)verhinderung|Abwesenheit|Fehlzeit)", text) and _has(
        r"(Gr[uü]nde?|Ursache)\w*[^.]{0,40}(mitzuteilen|anzugeben|anzuzeigen|nennen)"
        r"|(mitzuteilen|anzugeben|anzuzeigen)[^.]{0,40}Gr[uü]nde?\b",
        text,
    ):
        return [_draft("unusual", "de_absence_reason_general", (ENTGFG_5,))]
    return []


# Lapse by the verb in every form ("verfällt", "verfallen", "erlischt", "erlöschen", "erloschen") or the period's name.
_EXCLUSION = r"verf[aä]ll\w*|erl[oö]sch\w*|erlisch\w*|Ausschlussfrist|Verfallfrist|Verfallsfrist"
# The claim must be raised (geltend gemacht), or lapses a fixed time after it falls due or the employment ends.
_CLAIMED = (
    r"geltend|(Monat\w*|Woche\w*) nach (ihrer |seiner |der |dem )?(Fälligkeit|Beendigung|Ende|Entstehung)"
    r"|\b(eingefordert|einzufordern|angemeldet|anzumelden|erhoben|zu erheben|eingeklagt|einzuklagen)\b"
)


def _is_exclusion_period(text: str) -> bool:
    """Claims lapse unless raised within a period: "verfallen", or "sind ausgeschlossen"/"verwirkt" with a period."""
    if not (_has(r"Anspr[uü]ch|Forderung", text) and _has(_CLAIMED, text)):
        return False
    # Holiday that lapses ("Urlaub verfällt", "erlischt der Urlaubsanspruch"): the holiday rules, not an exclusion period.
    holiday_lapse = _has(
        r"Urlaub\w*\s+(\w+\s+){0,3}?(verf[aä]ll|erl[oö]sch|erlisch)|(verf[aä]ll|erl[oö]sch|erlisch)\w*\s+(\w+\s+){0,3}?Urlaub",
        text,
    )
    if holiday_lapse and not _has(r"Ansprüche aus dem Arbeitsverhältnis", text):
        return False
    if _has(_EXCLUSION, text):
        return True
    if _has(r"verwirkt|\bausgeschlossen\b|gehen\s+(\w+\s+)?unter", text) and _has(_NUM + r"\s+(Woche|Monat)", text):
        return True
    # No consequence named: the claims must be raised within a period ("Alle Ansprüche … sind binnen drei Monaten
    # geltend zu machen"), which is what an exclusion period does. Not a claim of one named kind.
    return _has(
        r"Anspr[uü]che\b[^.]{0,120}\b(innerhalb|binnen)\b[^.]{0,40}" + _NUM + r"\s+(Woche|Monat)\w*[^.]{0,80}"
        r"\b(geltend zu machen|geltend gemacht werden|geltend machen|zu erheben|erhoben werden|anzumelden|einzuklagen)",
        text,
    ) and not _has(_NAMED_CLAIMS, text)


# The claim itself to be raised in writing (a letter, registered mail): the form bound to "geltend machen",
# a few words apart at most ("schriftlich gegenüber der anderen Vertragspartei geltend"), so that the other
# side's written answer in a two-stage clause is not read as the form of the claim.
_WRITTEN_CLAIM = (
    r"(schriftlich\w*|in Schriftform|in schriftlicher Form|durch (eingeschriebenen )?Brief|per Einschreiben|"
    r"mit (eingeschriebenem )?Brief|durch Einschreiben|per (\w+\s+)?Brief|per Post|auf dem Postweg|"
    # a form beyond text form by what it asks: a signature ("mit einem unterschriebenen Schreiben", "eigenhändig")
    r"(\w+\s+){0,2}?(unterschrieben|unterzeichnet|eigenhändig)\w*\s+(\w+\s+)?(Schreiben|Brief|Erklärung))\s+(\S+\s+){0,5}?geltend"
    r"|(schriftlich\w*|in Schriftform|in schriftlicher Form)\s+(\S+\s+){0,5}?(erhoben|zu erheben|angemeldet|anzumelden|"
    r"eingefordert|einzufordern)\b"
    r"|(schriftlich\w*|eingeschrieben\w*) Geltendmachung|Geltendmachung[^.]{0,30}\b(bedarf|erfordert|erfolgt|hat)\b"
    r"[^.]{0,20}(Schriftform|schriftlich)|geltend gemacht[^.]{0,20}(unter Angabe[^.]{0,30})?schriftlich"
)


def _written_claim(text: str) -> bool:
    """The exclusion period asks the claim in writing, not in text form (§ 309 Nr. 13 BGB)."""
    return any(_has(_WRITTEN_CLAIM, s) and not _has(r"Textform", s) for s in _sentences(text))


# An exclusion period for named kinds of claims only (commission, bonus, expenses): not every claim of the employment.
_NAMED_CLAIMS = (
    r"Ansprüche\s+(auf|aus)\s+([\w-]+\s+(bzw\.|und|oder)\s+)?(Provision|Prämie|Bonus|Tantieme|Reisekosten|Spesen|"
    r"Auslagen|Aufwendung|Aufwandsersatz)"
)


def _exclusion_period(text: str) -> list[NoteDraft]:
    """Ausschlussfristen: too short, written form, no exception for the minimum wage."""
    if not _is_exclusion_period(text):
        return []
    out: list[NoteDraft] = []
    short = False
    for m in _finditer(_NUM + r"\s+(Woche|Monat)\w*", text, re.IGNORECASE):
        n, unit = _number(m.group(1)), m.group(2).lower()
        after = text[m.end() : m.end() + 60]
        around = text[max(0, m.start() - 120) : m.end() + 60]
        # The second stage, counted from the rejection or the lapse of the reply window, to go to court: a stage of
        # the period ("binnen sechs Wochen nach der Ablehnung eingeklagt"), not the other side's time to answer.
        court_stage = _match(
            r"\s*nach (der |dem |deren |dessen )?(\w+\s+)?(Ablehnung|Fristablauf|Ablauf der (Erklärungs|Antwort)?frist)",
            after,
        ) or _match(r"[^.,;]{0,40}\b(gerichtlich|einzuklagen|eingeklagt|Klage)", after)
        if (
            unit == "woche"
            and not court_stage
            and (
                _match(r"\s*nach (der |dem )?(schriftlichen )?(Geltendmachung|Zugang|Eingang|Erhalt)", after)
                or _search(r"erkl[aä]r|äu(?:ß|ss)er|Stellung|antwort|reagier|ablehn|lehnt", around, re.IGNORECASE)
            )
        ):
            continue  # the other side's time to answer a claim (a two-stage clause), not the exclusion period
        if (unit == "woche" and n < 13) or (unit == "monat" and n < 3):
            short = True
    if short:
        out.append(_draft("may_be_invalid", "de_exclusion_short", (BGB_307,)))
    if _written_claim(text):
        out.append(_draft("may_be_invalid", "de_exclusion_written", (BGB_309,)))
    # BAG 9 AZR 162/18 judged a period for the claims of the employment in general; one limited to
    # claims that are no pay for hours worked (commission, bonus, expenses) does not reach the minimum wage.
    limited = _has(_NAMED_CLAIMS, text)
    if not limited and not _has(r"Mindestlohn|MiLoG|Mindestentgelt|Mindestarbeitsbedingungen|AEntG", text):
        out.append(_draft("may_be_invalid", "de_exclusion_minimum_wage", (MILOG_3, BGB_307), (BAG_MINIMUM_WAGE,)))
    return out


def _limitation(text: str) -> list[NoteDraft]:
    """A limitation period shorter than the statutory three years (§ 195 BGB), for all claims (§ 202 Abs. 1 BGB).

    Three years or more (the statutory period, or ten) shortens nothing; a clause that excepts
    liability for intent keeps within § 202 Abs. 1 BGB."""
    for m in _finditer(
        r"(?:Verjährungsfrist[^.]{0,80}(?:beträgt|von|auf)|verjähr\w*\s+(?:in|nach|innerhalb|binnen)(?:\s+von)?)\s+"
        + _NUM
        + r"\s+(Jahr|Monat)",
        text,
        re.IGNORECASE,
    ):
        n, unit = _number(m.group(1)), m.group(2).lower()
        months = n * 12 if unit == "jahr" else n
        if months < 36 and not _has(r"Vorsatz|vorsätzlich", text):
            return [_draft("may_be_invalid", "de_limitation_short", (BGB_202, BGB_195, BGB_307))]
    return []


def _holiday(text: str) -> list[NoteDraft]:
    out: list[NoteDraft] = []
    if not _has(r"Urlaub", text):
        return out
    m = _search(
        r"(Urlaub\w*|Anspruch)[^.]{0,40}?(beträgt|von|auf)\s+(zur Zeit\s+|derzeit\s+|jährlich\s+|kalenderjährlich\s+|pro Jahr\s+|im Jahr\s+)?"
        + _NUM
        + r"\s+(gesetzlich\w*\s+\w+\s+)?(bezahlte\s+)?(Arbeitstag|Werktag|Urlaubstag|Tag)\w*",
        text,
        re.IGNORECASE,
    )
    days: int | None = None
    if m and not _has(r"pro (vollem )?(Beschäftigungs)?monat|je (vollem )?(Beschäftigungs)?monat", m.group(0)):
        days = _number(m.group(4))
    elif m is None:
        # "15 Arbeitstage bezahlten Erholungsurlaub": the number before the days, holiday after them
        m2 = _search(
            _NUM + r"\s+(Arbeits|Werk|Urlaubs)?tag\w*\s+(bezahlte[nr]?\s+|gesetzliche[nr]?\s+|vertragliche[nr]?\s+)?"
            r"(Erholungs|Jahres)?[Uu]rlaub"
            # "jährlich 18 Urlaubstage", "18 Urlaubstage pro Jahr": the yearly entitlement, not a cap on a carry-over
            r"|(?:jährlich|pro (?:Kalender)?jahr|im (?:Kalender)?jahr|je (?:Kalender)?jahr)\s+"
            + _NUM
            + r"\s+Urlaubs(?:arbeits)?tage\b"
            r"|" + _NUM + r"\s+Urlaubs(?:arbeits)?tage\s+(?:pro|im|je)\s+(?:Kalender|Urlaubs)?jahr",
            text,
            re.IGNORECASE,
        )
        if m2 and not _has(
            r"Zusatz|zusätzlich|Sonderurlaub|unbezahlt|pro (vollem )?(Beschäftigungs)?monat|je (vollem )?(Beschäftigungs)?monat"
            r"|Schwerbehind|anteilig|Kalendermonat|\bweitere\b",
            text,
        ):
            number = _search(r"\b" + _NUM + r"\b", m2.group(0))
            days = _number(number.group(1)) if number else None
    if days is not None:
        five = _has(r"\b5[- ]Tage|Fünf[- ]Tage", text)
        six = not five and _has(r"\b6[- ]Tage|Sechs[- ]Tage|Werktag", text)
        minimum = 24 if six else 20
        part_time = _has(r"Teilzeit|\b[1-4][- ]Tage[- ]?Woche|\b(Ein|Zwei|Drei|Vier)[- ]Tage[- ]?Woche", text)
        if days < minimum and not part_time:
            out.append(_draft("may_be_invalid", "de_holiday_minimum", (BURLG_3, BURLG_13), days=str(minimum)))
    lapse = _search(
        r"verf[aä]ll\w*\s+(am|mit dem|zum|spätestens am)?\s*(\d{1,2})\.\s*(Januar|Februar|März|0?1\.|0?2\.|0?3\.)",
        text,
        re.IGNORECASE,
    )
    if lapse:
        day = int(lapse.group(2))
        month = lapse.group(3).lower()
        if not (month.startswith(("marz", "märz", "03", "3")) and day >= 31):
            out.append(_draft("unusual", "de_holiday_lapse", (BURLG_7,)))
    return out


# The first weeks or months of the employment named as its trial span without the word "Probezeit".
_FIRST_SPAN = (
    r"(in|während) (den|der) ersten\s+(\w+\s+)?(Wochen|Monate|Monaten|Beschäftigungswochen|Beschäftigungsmonate)"
)


def _probation(text: str) -> list[NoteDraft]:
    if not _has(r"Probezeit|Probearbeitsverhältnis|" + _FIRST_SPAN, text):
        return []
    out: list[NoteDraft] = []
    tariff = _has(r"Tarifvertrag|tariflich|MRTV|Manteltarif", text)
    immediate = _has(
        r"(Probezeit|"
        + _FIRST_SPAN
        + r")[^.]{0,120}(mit sofortiger Wirkung|ohne Einhaltung einer (Kündigungs)?frist|ohne (Kündigungs)?frist|"
        r"täglich (gekündigt|kündbar)|Kündigung\w* täglich|täglich\w* Kündigung|jederzeit fristlos)",
        text,
    )
    days = [
        _number(m.group(1)) * (7 if m.group(2).lower() == "woche" else 1)
        for m in _finditer(
            r"(?:Frist von|Kündigungsfrist(?:\s+beträgt|\s+von)?"
            # the span named between ("beträgt in dieser Zeit eine Woche", "während der Probezeit")
            r"(?:\s+(?:in|während|innerhalb)\s+(?:dieser|der|dieses|des)\s+(?:Zeit|Probezeit|Zeitraums?))?(?:\s+nur)?)\s+"
            + _NUM
            + r"\s+(?:Kalender|Werk|Arbeits)?(tag|Woche)",
            text,
            re.IGNORECASE,
        )
    ]
    # § 622 Abs. 5 Nr. 1 BGB: for temporary help of up to three months a shorter notice may be agreed.
    temporary = _has(r"Aushilfe|aushilfsweise|vorübergehende[nr]? Aushilf", text)
    if (immediate or any(d < 14 for d in days)) and not temporary:
        out.append(_draft("unusual" if tariff else "may_be_invalid", "de_probation_notice", (BGB_622,)))
    m = _search(r"Probezeit\s+(von|beträgt|dauert)\s+" + _NUM + r"\s+(Monat|Jahr)", text, re.IGNORECASE) or _search(
        r"\b(ersten)\s+" + _NUM + r"\s+(Monat|Jahr)e?\s+(\w+\s+){0,3}?(als|sind|gelten)\s+(\w+\s+)?Probezeit", text
    )
    if m and _number(m.group(2)) * (12 if m.group(3).lower() == "jahr" else 1) > 6:
        out.append(_draft("unusual", "de_probation_long", (BGB_622,)))
    return out


def _notice_one_sided(text: str) -> list[NoteDraft]:
    """A notice period that binds only the employee (§ 622 Abs. 6 BGB).

    The clause must name a notice period ("Frist", "zum Monatsende"): "kündigt der Arbeitnehmer innerhalb von zwölf
    Monaten" in a repayment clause is the time of leaving, not a period of notice."""
    # Ordinary notice excluded for the employee alone, for a time or until a date ("Die ordentliche Kündigung ist für
    # die Dauer von drei Jahren für den Arbeitnehmer ausgeschlossen", "kann vom Arbeitnehmer frühestens zum … gekündigt
    # werden"): the employee is bound longer than the employer. Not the exclusion before the work starts, nor one
    # for both sides.
    for x in _sentences(text):
        if _has(
            r"beiderseit|beide|jede|Arbeitgeber\w*\s+(und|sowie)|Arbeitsantritt|Dienstantritt|Beginn|Vertragsbeginn", x
        ):
            continue
        if _has(
            r"(ordentliche\w* )?Kündigung\w*[^.]{0,60}\b(für|durch|seitens) (den|des|die|der) (Arbeitnehmer|Mitarbeiter)\w*"
            r"[^.]{0,60}\bausgeschlossen"
            r"|(Arbeitnehmer|Mitarbeiter)\w*[^.]{0,60}\b(frühestens|erstmals|nicht vor)\b(?:[^.]|(?<=\d)\.){0,30}\b(kündigen|gekündigt)"
            r"|(Arbeitnehmer|Mitarbeiter)\w*[^.]{0,40}\bverzichtet\b[^.]{0,80}\b(ordentliche|Recht zur)\w*[^.]{0,20}Kündigung",
            x,
        ) and not _has(_EMPLOYER + r"[^.]{0,40}\b(ebenfalls|gleichermaßen)", x):
            return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    if not _has(
        r"Kündigungsfrist|gekündigt|Frist von|\bkündigt\b|Kündigung (durch|seitens) (den|des) (Arbeitnehmer|Mitarbeiter)",
        text,
    ):
        return []
    if not _has(
        r"Frist|zum (Monats|Quartals|Jahres|Kalenderjahres|Halbjahres)?[Ee]nde|zum Ende|zum Schluss|zum Ablauf", text
    ):
        return []
    employee_only = _has(
        r"arbeitnehmerseitig|seitens des (Arbeitnehmers|Mitarbeiters)|vom (Arbeitnehmer|Mitarbeiter)\s+(nur\s+)?mit"
        r"|(Kündigung|kündigt)(?!sschutz)\w*\s+(durch|seitens)\s+(den|des|die|der)\s+(Arbeitnehmer|Mitarbeiter)"
        r"|\b(Der|Die) (Arbeitnehmer|Mitarbeiter)\w*\s+kann[^.]{0,60}(nur )?mit einer (Kündigungs)?[Ff]rist"
        r"|Kündigungsfrist\w*\s+(beträgt\s+)?(für|des|der)\s+(den |die )?(Arbeitnehmer|Mitarbeiter)\w*"
        r"|\b(für|seitens) (den|die|des) (Arbeitnehmer|Mitarbeiter)\w*[^.;,]{0,40}Kündigungsfrist"
        # a period by its figure: "bis zum Ende der Kündigungsfrist" in a clause on holiday after notice names none
        r"|\bkündigt (der|die) (Arbeitnehmer|Mitarbeiter)\w*[^.]{0,60}(Frist von|Frist\s+"
        + _NUM
        + r"\s|"
        + _NUM
        + r"\s+(Monat|Woche))",
        text,
    ) or (
        _has(
            # the employee's own notice by its wish or its name ("Will der Arbeitnehmer das Arbeitsverhältnis beenden, so hat
            # er eine Kündigungsfrist von … einzuhalten", "bei einer Eigenkündigung eine Frist von zwölf Wochen"), with the
            # period kept in the same sentence: a repayment "bei Eigenkündigung vor Ablauf von" names no period of notice
            r"\b(Will|Möchte|Wünscht|Beabsichtigt)\s+(der|die)\s+(Arbeitnehmer|Mitarbeiter|Angestellte)\w*\b[^.]{0,80}"
            r"\b(kündigen|beenden|lösen|aufzulösen|zu beenden)\b[^.]{0,60}(Kündigungsfrist|Frist von)"
            r"|\bEigenkündigung\w*[^.]{0,60}(Kündigungsfrist|Frist von \S+ (Woche|Monat)\w*\s+(zum|einzuhalten|zu wahren|wahren))",
            text,
        )
        and not _has(r"zurückzuzahlen|zurückzahlen|Rückzahlung|zu erstatten|Erstattung", text)
    )
    if employee_only and not _has(r"Arbeitgeber|arbeitgeberseitig|beiderseit|beide|jede|gesetzlich", text):
        return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    # The employer keeps the statutory periods (four weeks at first), the employee gets a fixed longer one.
    employer_statutory = _has(
        r"(Arbeitgeber|arbeitgeberseitig)\w*[^.;]{0,60}gesetzlich\w* (Kündigungs)?frist|gesetzlich\w* (Kündigungs)?frist"
        r"\w*[^.;]{0,40}(für den|des|dem) Arbeitgeber"
        # "für die Firma gelten die Fristen des § 622 BGB"
        r"|(Arbeitgeber|arbeitgeberseitig|Firma|Gesellschaft)\w*[^.;]{0,40}\b(Fristen|Frist)\s+(des|nach|gemäß|gem\.)\s+§\s*622",
        text,
    )
    longer = any(
        (m.group(2).lower().startswith("monat") and _number(m.group(1)) >= 2)
        or (m.group(2).lower().startswith("woche") and _number(m.group(1)) > 4)
        for m in _finditer(_NUM + r"\s+(Monat|Woche)", text)
    )
    if employee_only and employer_statutory and longer and not _has(r"beiderseit|beide|jede", text):
        return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    # A fixed longer period named for no side, and the employer keeping the statutory ones in a sentence of its own
    # ("Die Kündigungsfrist beträgt drei Monate zum Quartalsende. Für den Arbeitgeber gelten die gesetzlichen
    # Kündigungsfristen."): the fixed period is the employee's alone. Not where the statute's longer periods for the
    # employer are to apply to the employee too (§ 622 Abs. 2 read for both sides).
    sentences = _sentences(text)
    employer_keeps_statute = any(
        employer_statutory
        and _has(_EMPLOYER + r"|arbeitgeberseitig", x)
        and _has(r"gesetzlich", x)
        and not _has(r"verläng|länger|auch für|ebenfalls|gleichermaßen|beide|beiderseit|" + _EMPLOYEE, x)
        for x in sentences
    )
    fixed_for_nobody = any(
        _has(r"Kündigungsfrist|Frist von|gekündigt", x)
        and not _has(_EMPLOYER + r"|arbeitgeberseitig|beide|beiderseit|jede|gesetzlich|Probezeit", x)
        and any(
            (m.group(2).lower().startswith("monat") and _number(m.group(1)) >= 2)
            or (m.group(2).lower().startswith("woche") and _number(m.group(1)) > 4)
            for m in _finditer(_NUM + r"\s+(Monat|Woche)", x)
        )
        for x in sentences
    )
    if employer_keeps_statute and fixed_for_nobody:
        return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    # Each side named with a period of its own ("für den Arbeitnehmer drei Monate …, für den Arbeitgeber vier
    # Wochen"): the employee's longer than the employer's.
    employee_days, employer_days = _side_notice_days(text, _EMPLOYEE), _side_notice_days(text, _EMPLOYER)
    if employee_days and employer_days and employee_days > employer_days:
        return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    return []


def _side_notice_days(text: str, party: str) -> int | None:
    """The notice period named for one side, in days: "für den Arbeitnehmer (beträgt sie) drei Monate", "der
    Arbeitgeber (kann) mit einer Frist von vier Wochen (kündigen)"; None where that side has no period of its own."""
    for s in _sentences(text):
        if not _has(r"Kündigung|kündig|Frist", s):
            continue
        for part in re.split(r"[,;]\s*(?=(?:und\s+|während\s+|wohingegen\s+)?(?:für|der|die|seitens|vom)\b)", s):
            m = _search(r"(für|seitens|durch)?\s*(den|die|des|der|dem)\s+(\w+\s+)?" + party, part)
            if not m:
                continue
            n = _search(r"(?<![\d,.])" + _NUM + r"\s+(Kalender)?(Monat|Woche|Tag)", part[m.end() :][:90])
            if n:
                unit = n.group(3).lower()
                return _number(n.group(1)) * (30 if unit == "monat" else 7 if unit == "woche" else 1)
    return None


# The penalty by its name, also the bare noun ("eine Strafe in Höhe eines Monatsgehalts"), not a criminal fine.
_PENALTY = r"Vertragsstrafe|Konventionalstrafe|Vertragsstrafzahlung|\bStrafe\b|\bStrafzahlung|\bStrafgeld"
_MONTHLY_PAY = (
    r"(Brutto)?(monats(brutto)?(gehalt|gehälter|verdienst|vergütung|einkommen|entgelt|lohn|löhne|bezug|bezüge)\w*"
    r"|Monatsgeh\w*)"
)
_PAY_ADJECTIVE = r"((durchschnittlich|letzt|regelmä(?:ß|ss)ig|vereinbart|zuletzt bezogen|voll|monatlich)\w*\s+)?"
_TIMES = {"doppelt": 2, "zweifach": 2, "dreifach": 3, "vierfach": 4, "anderthalbfach": 1.5, "eineinhalbfach": 1.5}
# A share of a month's pay ("1/30 eines Monatsgehalts", "die Hälfte eines Monatsgehalts") is no month.
_SHARE_BEFORE = re.compile(
    r"(/\s*\d+|\b(H(?:ä|a)lfte|halben|Viertel|Drittel|Bruchteil|Anteil|Teil|Tages\w*))\s*(\w+\s*){0,2}$", re.I
)


def _penalty_months(text: str) -> float | None:
    """The penalty in months' pay ("eines Bruttomonatsgehalts" 1, "des doppelten Monatsgehalts" 2), None if not so stated.

    Read in the sentences that name the penalty, the amount before or after the word ("ein Bruttomonatsgehalt
    als Vertragsstrafe", "eine Vertragsstrafe in Höhe von zwei Monatsgehältern")."""
    named = _has(_PENALTY, text)  # also by the heading, read as the clause's first sentence
    for s in _sentences(text):
        if not (_has(_PENALTY, s) or (named and _has(r"\b(zahlt|zahlen|zu zahlen|verwirkt|schuldet)\b", s))):
            continue
        for m in _finditer(r"\b(eine[rsm]?|" + _NUM + r")\s+" + _PAY_ADJECTIVE + _MONTHLY_PAY, s, re.IGNORECASE):
            if not _SHARE_BEFORE.search(s[: m.start()]):
                return 1 if m.group(1).lower().startswith("ein") else _number(m.group(1))
        for m in _finditer(
            r"\b(?:de[sr]|eine[sn]?)\s+(doppelt|zweifach|dreifach|vierfach|anderthalbfach|eineinhalbfach)?\w*\s*"
            + _PAY_ADJECTIVE
            + _MONTHLY_PAY,
            s,
            re.IGNORECASE,
        ):
            if not _SHARE_BEFORE.search(s[: m.start()]):
                return _TIMES.get((m.group(1) or "").lower(), 1)
        if _has(r"\b(ein|einem|eines)\s+monatlich\w*\s+Brutto", s):
            return 1
        # "das Zweifache des monatlichen Bruttogehalts", "100 % des Monatsgehalts", "das Gehalt für einen Monat"
        pay = r"(Brutto)?(gehalt|gehälter|vergütung|entgelt|lohn|einkommen|bezüge|verdienst)\w*"
        times = _search(
            r"\b(doppelt|zweifach|dreifach|vierfach)\w*\s+(des|eines)\s+" + _PAY_ADJECTIVE + r"(monats)?" + pay, s
        )
        if times:
            return _TIMES[times.group(1).lower()]
        share = _search(r"(?<![\d,.])(\d{2,3})\s*(%|Prozent)\s+(des|eines)\s+" + _PAY_ADJECTIVE + r"(monats)?" + pay, s)
        if share and _has(r"monat", share.group(0)):
            return int(share.group(1)) / 100
        per_month = _search(pay + r"\s+(für|von)\s+(einen|einem|" + _NUM + r")\s+(Monat|Monaten)\b", s)
        if per_month:
            token = per_month.group(5) or "1"
            return 1 if token.lower().startswith("ein") else _number(token)
    return None


def _penalty(text: str) -> list[NoteDraft]:
    """A contractual penalty of a month's pay or more without a cap (BAG 8 AZR 897/08)."""
    if not _has(_PENALTY, text):
        return []
    months = _penalty_months(text)
    if months is None or months < 1:
        return []  # no amount in months' pay, or less than a month's pay
    if any(
        _has(r"höchstens|maximal|bis zur Höhe|nicht mehr als|bis zum Ablauf der|halbe", s)
        for s in _sentences(text)
        if _has(_PENALTY + r"|" + _MONTHLY_PAY + r"|\bBetrag\b|\bHöhe\b", s)
    ):
        return []
    if _has(r"Wettbewerb", text):
        return []  # the decision is about leaving without notice; a non-compete's penalty is judged otherwise
    short_notice = _has(r"Probezeit|(zwei|2) Wochen|(vierzehn|14) Tage", text)
    if months >= 2 and not _has(r"Kündigungsfrist von (drei|3|vier|4|fünf|5|sechs|6) Monat", text):
        # Two months' pay or more is above the pay for the notice the employee could give (four weeks by
        # § 622 Abs. 1 BGB, unless the clause names a longer one): the measure courts apply to such penalties.
        return [_draft("may_be_invalid", "de_penalty_over_notice", (BGB_307, BGB_622))]
    if short_notice:
        # The case BAG 8 AZR 897/08 decided: a month's pay where the employee could leave at shorter notice.
        return [_draft("may_be_invalid", "de_penalty_high", (BGB_307,), (BAG_PENALTY,))]
    return [_draft("unusual", "de_penalty_month", (BGB_307,))]


# A course, or the licence or certificate it leads to ("die Kosten des Staplerscheins", "des Führerscheins Klasse C").
_TRAINING = (
    r"(Einweisung|Einarbeitung|Ausbildung|Fortbildung|Weiterbildung|Schulung|Qualifizierung|Lehrgang|Führerschein"
    r"|Fahrerlaubnis|Staplerschein|Befähigungsnachweis|Zertifizierung|Meisterkurs|Meisterschule|Studium|Studiengang)"
)
_REPAY = (
    r"(zu erstatten|zurückzuzahlen|zurückzuerstatten|Rückzahlung|zu ersetzen|Erstattung|als Schaden"
    r"|in Rechnung (gestellt|zu stellen)|zurückzufordern|zurückgefordert|zurückzuverlangen|zurückverlangt"
    r"|\bzurückzahlen|\bzurückerstatten"
    # the separable verb split, the employee its subject: "erstattet der Arbeitnehmer … zurück", "zahlt er … zurück"
    r"|\b(erstattet|zahlt)\s+(der|die)\s+(Arbeitnehmer|Mitarbeiter|Beschäftigte|Angestellte)\w*\b[^.]{0,60}\bzurück\b"
    r"|\b(erstattet|zahlt)\s+(er|sie)\b[^.]{0,60}\bzurück\b"
    r"|\b(Arbeitnehmer|Mitarbeiter|Beschäftigte|Angestellte)\w*\s+(erstattet|zahlt)\b[^.]{0,60}\bzurück\b)"
)
# Repayment whatever ends the employment: also a dismissal by the employer for reasons of its own.
_ANY_REASON = (
    r"gleich,? aus welche[mn] Grund|aus welche[mn] Grund auch immer|gleich,? (wer|von wem)|"
    r"unabhängig (davon,? )?(vo[mn] (dem )?(Beendigungs)?[Gg]rund|wer|von wem|aus welche[mn] Grund)|"
    r"aus (jedem|irgendeinem) Grund|egal,? (aus welche[mn] Grund|wer)|"
    r"(jede[rn]?|jeglicher) (Art der )?Beendigung|in jedem Fall der Beendigung"
    # whichever side ends it: "gleichgültig von welcher Seite", "unabhängig davon, wer kündigt"
    r"|(gleich|gleichgültig|gleichviel|egal|unabhängig davon),? (von )?welche[rm]? (Seite|Vertragspartei|Partei)"
    r"|gleichgültig,? (aus welche[mn] Grund|wer|von wem)"
)


def _bears_training_on_leaving(text: str) -> bool:
    """The employee "bears" the training costs if the employment ends early ("hat er die Kosten des Lehrgangs zu
    tragen"), in one sentence; the employer bearing them is the default, no repayment."""
    return any(
        _has(_TRAINING + r"|Kosten|Aufwendungen", s)
        and _has(_TRAINING, s)
        and _has(
            r"\b(zu tragen|zu übernehmen|selbst zu tragen|zu bezahlen)\b"
            r"|\b(trägt|übernimmt|bezahlt)\s+(der|die) (Arbeitnehmer|Mitarbeiter|Beschäftigte|Angestellte)",
            s,
        )
        and _has(r"ausscheid|Ausscheiden|scheidet|Beendigung|endet|kündigt|verlässt", s)
        and not _has(
            r"\b(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\s+(trägt|übernimmt|bezahlt)|vom Arbeitgeber|von der Firma",
            s,
        )
        for s in _sentences(text)
    )


def _training_repayment(text: str) -> list[NoteDraft]:
    """Repaying training or induction costs: without staggering (§ 307 BGB), or whatever ends the employment.

    BAG 9 AZR 610/05 held a clause that asks the costs back whenever the employment ends before a
    date, also where the employer ends it for reasons of its own, too wide (§ 307 Abs. 1 BGB); a clause
    that names the employee's own notice or breach only gets the staggering note at most."""
    if not _has(
        _TRAINING
        + r"\w*[^.]{0,140}"
        + _REPAY
        + r"|"
        + _REPAY
        + r"[^.]{0,80}\b(der |die |de[sr] )?(Kosten|Aufwendungen)?"
        r"[^.]{0,20}" + _TRAINING,
        text,
    ) and not _bears_training_on_leaving(text):
        return []
    if _has(_EMPLOYER + r"\s+(\w+\s+)?verzicht", text):
        return []  # the employer waives the repayment: the employee's favour
    if _has(r"\bde[mr]\s+" + _EMPLOYER + r"\s+in Rechnung", text):
        return []  # the costs billed to the employer
    if _has(
        r"\b(nicht|keine)\s+(\w+\s+){0,2}?(zurückzuzahlen|zurückzahlen|zu erstatten|erstatten|Rückzahlung)", text
    ) and not _has(r"\bnicht\s+(\w+\s+){0,3}?(ausscheidet|ausgeschieden|eingehalten|bestanden|abgeschlossen)", text):
        return []  # no repayment: the employee's favour
    out: list[NoteDraft] = []
    if _has(_ANY_REASON, text):
        out.append(_draft("may_be_invalid", "de_training_any_reason", (BGB_307,), (BAG_TRAINING_ANY_REASON,)))
    if not _has(
        r"anteilig|gestaffelt|für jeden (vollen )?Monat|um je|vermindert sich|verringert sich|1/\d+|pro rata", text
    ):
        out.append(_draft("may_be_invalid", "de_training_repayment", (BGB_307,)))
    return out


def _unpaid_training(text: str) -> list[NoteDraft]:
    """Training the employer requires, unpaid (§ 611a Abs. 2, § 612 BGB): "ohne Vergütung", "unbezahlt", "wird nicht
    vergütet", in either order. Training the employee chooses, or pays for (a repayment), is another category."""
    if _has(
        r"(Schulung|Fortbildung|Weiterbildung|Einarbeitung|Einweisung|Unterweisung|Lehrgang|Seminar|Anlern)\w*[^.]{0,120}"
        r"(ohne (\w+\s+)?Vergütung|ohne Bezahlung|unbezahlt|unentgeltlich|nicht (\w+\s+){0,2}(vergütet|bezahlt)|"
        r"kein(e[n]?)? (\w+\s+)?(Lohn|Gehalt|Entgelt)\b|"
        r"keine (\w+\s+)?(Vergütung|Bezahlung)|Anspruch auf (\w+\s+)?(Vergütung|Bezahlung)[^.;]{0,20}\bbesteht\s+(\w+\s+)?nicht"
        # not counted as working time: the same, in the words of the working-time rules
        r"|\b(gilt|gelten|zählt|zählen)\s+nicht\s+als\s+(\w+\s+)?Arbeitszeit|\b(ist|sind)\s+keine\s+(\w+\s+)?Arbeitszeit)"
        r"|(unbezahlt|unentgeltlich|ohne (\w+\s+)?Vergütung)\w*[^.]{0,60}(Schulung|Fortbildung|Weiterbildung|Einarbeitung|"
        r"Einweisung|Lehrgang|Seminar)",
        text,
    ) and not _has(r"freiwillig|auf (eigenen )?Wunsch|auf Antrag|Bildungsurlaub", text):
        return [_draft("may_be_invalid", "de_unpaid_training", (BGB_611A, BGB_612))]
    return []


def _assignment_ban(text: str) -> list[NoteDraft]:
    """A ban on assigning pay claims (§ 308 Nr. 9 a BGB, contracts from 1 October 2021).

    Whether § 308 Nr. 9 a BGB reaches pay-assignment bans in employment contracts is disputed
    (§ 310 Abs. 4 BGB: the special features of labour law): the note says so; "may be invalid", never "void"."""
    if _has(
        r"Abtretung[^.]{0,120}(ausgeschlossen|unzulässig|nicht gestattet)"
        r"|(Gehalt|Lohn|Vergütung|Entgelt|Bezüge)\w*[^.]{0,40}(dürfen|darf|können|kann)\b[^.]{0,60}\b(weder|nicht)\b[^.]{0,30}abgetreten"
        r"|(Abtretung|Verpfändung)\w*[^.]{0,60}(Gehalt|Lohn|Vergütung|Entgelt|Bezüge)\w*[^.]{0,40}(bedarf|bedürfen)[^.]{0,30}"
        r"(Zustimmung|Genehmigung|Einwilligung)"
        r"|\b(darf|dürfen|kann|können)\b[^.]{0,40}(Vergütungs|Gehalts|Lohn|Entgelt)\w*[^.]{0,80}\b(weder|nicht)\b[^.]{0,20}\babtreten\b",
        text,
    ) and not _has(r"sachlichen Gr", text):
        return [_draft("may_be_invalid", "de_assignment_ban", (BGB_308, BGB_310))]
    return []


_AFTER_END = (
    r"nach (der |dem |seinem |ihrem |de[sm] )?(Beendigung|Ausscheiden|Ende|Austritt|Vertragsende|Vertragsbeendigung)"
    r"|nach (Beendigung|Ende) (des|dieses) (Arbeits|Anstellungs|Dienst)\w*"
    # a period after the end named by "danach" or "über … hinaus": "und zwei Jahre danach", "über dessen Ende hinaus"
    r"|\b(Jahr|Monat)\w*\s+danach\b|über (das|dessen|sein|ihr) (Ende|Vertragsende)\s+hinaus"
    r"|über (die|dessen|seine|ihre) (Beendigung|Vertragsbeendigung)\s+hinaus"
)


# Competing described by the employer's field of business, not by the word "Wettbewerb": "im Geschäftsbereich der
# Firma … tätig zu sein", "in der Branche des Arbeitgebers".
_FIELD_OF_BUSINESS = r"Geschäftsbereich|Geschäftszweig|Geschäftsfeld|Tätigkeitsbereich|Tätigkeitsgebiet|Arbeitsgebiet|Branche|Marktsegment"


def _non_compete_terms(text: str) -> list[NoteDraft]:
    """A non-compete that names compensation below half the last pay, or runs longer than two years (§ 74 Abs. 2,
    § 74a Abs. 1 Satz 3 HGB). Silent where the clause refers to the statute's minimum ("mindestens die Hälfte",
    "§ 74 Abs. 2 HGB") or names no figure."""
    if not _has(r"Wettbewerb|Konkurrenz", text) or not _has(_AFTER_END + r"|nachvertraglich", text):
        return []
    if _has(r"Hälfte|50\s*(%|Prozent|v\.\s?H\.)|§\s*74\s*Abs\.\s*2|§§\s*74\s*ff", text):
        low = False
    else:
        low = any(
            int(m.group(1)) < 50
            for m in _finditer(r"(?<![\d,.])(\d{1,2})\s*(?:%|Prozent|v\.\s?H\.)", text)
            if _has(r"Entschädigung|Karenz|Vergütung|Bezüge", text[max(0, m.start() - 120) : m.end() + 120])
        )
    long = any(
        _number(m.group(1)) > 2
        for m in _finditer(r"(?:Dauer von|für|von|auf)\s+" + _NUM + r"\s+Jahre", text, re.IGNORECASE)
    )
    if low or long:
        return [_draft("may_be_invalid", "de_non_compete_terms", (HGB_74, HGB_74A))]
    return []


# Compensation named only to deny it: "eine Entschädigung wird nicht gezahlt", "ohne Karenzentschädigung",
# "entschädigungslos", "kein Anspruch auf eine Entschädigung".
_COMPENSATION_DENIED = (
    r"\b(keine|ohne)\s+(\w+\s+)?(Karenz)?entschädigung|entschädigungslos|\bkein(en)?\s+Anspruch auf (eine )?(Karenz)?entschädigung"
    r"|(Karenz)?entschädigung\w*\s+(\w+\s+){0,3}?(wird|werden)\s+(\w+\s+)?nicht\s+(gezahlt|gewährt|geleistet)"
    r"|(Karenz)?entschädigung\w*\s+(\w+\s+){0,3}?(ist|bleibt)\s+ausgeschlossen|(Karenz)?entschädigung\w*\s+entfällt"
)


def _non_compete(text: str) -> list[NoteDraft]:
    """A post-contractual non-compete without compensation (§ 74 Abs. 2 HGB; BAG 10 AZR 448/15).

    Also a customer-protection clause (no serving or soliciting the employer's customers after the
    end): it restrains the same freedom. A non-compete during the employment (§ 60 HGB), a ban on
    poaching colleagues, and a clause that promises compensation or refers to §§ 74 ff. HGB stay silent."""
    if not _has(r"Wettbewerb|Konkurrenz|Kunden|Mandanten|Auftraggeber|" + _FIELD_OF_BUSINESS, text):
        return []
    # denied, and none promised elsewhere in the clause ("… zahlt der Arbeitgeber die Hälfte …")
    denied = _has(_COMPENSATION_DENIED, text) and not _has(
        r"Hälfte|50\s*(%|Prozent)|§\s*74\s*Abs\.\s*2|\b(zahlt|gewährt|erhält|zahlen|gewähren)\b[^.]{0,60}entschädigung",
        text,
    )
    if _has(r"Karenzentschädigung|Entschädigung|§§?\s*74|Karenz", text) and not denied:
        return _non_compete_terms(text)
    if _has(r"nachvertraglich\w*\s+(Wettbewerbs|Konkurrenz)(verbot|klausel|abrede|enthaltung)", text):
        return [_draft("may_be_invalid", "de_non_compete", (HGB_74,), (BAG_NON_COMPETE,))]
    # Competing, or serving the employer's customers: not keeping their names secret (a secrecy clause).
    compete = (
        r"Wettbewerb|Konkurrenz|(Kunden|Mandanten|Auftraggeber)\w*[^.]{0,80}"
        r"(abzuwerben|abwerben|abzuziehen|zu betreuen|betreuen|zu beliefern|beliefern|zu bedienen|bedienen|"
        r"Geschäfte|tätig|beraten|zu beraten)"
        r"|(" + _FIELD_OF_BUSINESS + r")[^.]{0,80}\b(tätig|betätigen)"
    )
    for s in _sentences(text):
        if not (_has(_AFTER_END, s) and _has(compete, s)):
            continue
        if not _has(
            r"untersagt|verboten|nicht gestattet|\bkeine[nr]?\b|\bnicht\b|\bweder\b|unterlassen|Verbot|enthalten", s
        ):
            continue
        return [_draft("may_be_invalid", "de_non_compete", (HGB_74,), (BAG_NON_COMPETE,))]
    return []


def _euros(token: str) -> float:
    """ "1.850,50" or "1850" -> 1850.5."""
    whole, _, cents = token.partition(",")
    return float(whole.replace(".", "") + "." + (cents if cents.isdigit() else "0"))


def _monthly_hourly(text: str) -> float | None:
    """The hourly pay a monthly salary gives for the weekly hours in the same clause (a month: 13/3 weeks).

    Only a salary in euros named as monthly, and full weekly hours ("40 Stunden wöchentlich"); a
    salary in DM, a yearly one or one without the hours gives None."""
    if _has(r"\bDM\b", text):
        return None
    pay = _search(
        r"(monatlich\w*|Monatsgehalt|Bruttomonats\w*|Monatsvergütung|Monatslohn|Monatsentgelt|Bruttogehalt)[^.]{0,80}?"
        r"(?:EUR|€|Euro)\s*(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{3,5}(?:,\d{2})?)"
        r"|(monatlich\w*|Monatsgehalt|Bruttomonats\w*|Monatsvergütung|Monatslohn|Monatsentgelt|Bruttogehalt)[^.]{0,80}?"
        r"(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{3,5}(?:,\d{2})?)\s*(?:,-+\s*)?(?:EUR|€|Euro)"
        # "2000 EUR (brutto) monatlich", "2.000 € pro Monat": the month after the amount
        r"|(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{3,5}(?:,\d{2})?)\s*(?:,-+\s*)?(?:EUR|€|Euro)\s+(?:brutto\s+)?"
        r"(?:monatlich|pro Monat|im Monat|je Monat|monatl\.)",
        text,
        re.IGNORECASE,
    )
    hours = _search(
        r"(\d{1,2}(?:,\d)?)\s*(Stunden|Std\.?)\s*(pro Woche|in der Woche|wöchentlich|je Woche|/\s*Woche)"
        r"|(wöchentlich\w*|Wochen)\s*(Arbeitszeit\s*)?(beträgt\s*|von\s*)?(\d{1,2}(?:,\d)?)\s*(Stunden|Std)"
        r"|(\d{1,2}(?:,\d)?)[- ]?(Wochenstunden|Wochenarbeitsstunden|Stunden-Woche|Stundenwoche)\b",
        text,
        re.IGNORECASE,
    )
    if not pay or not hours:
        return None
    if _has(r"Jahres(gehalt|einkommen|vergütung)|jährlich", pay.group(0)):
        return None
    euros = _euros(pay.group(2) or pay.group(4) or pay.group(5))
    weekly = float((hours.group(1) or hours.group(7) or hours.group(9)).replace(",", "."))
    if not (10 <= weekly <= 48) or euros < 300:
        return None
    return euros * 3 / (weekly * 13)


_EUR = r"(?:EUR|€|Euro)"
_AMOUNT = r"(\d{1,2})(?:,(\d{2}|-+))?"


def _hourly_pay(text: str) -> float | None:
    """The hourly pay the clause names: "Stundenlohn von 12,00 €", "Stundenlohn: EUR 11", "11,50 € brutto pro Stunde".

    The amount must carry cents or a currency next to it, so a pay group ("Stundenlohn nach Lohngruppe 5")
    is no amount; a clause in DM is not compared."""
    if _has(r"\bDM\b", text):
        return None
    pay = r"(?:Brutto-?)?(?:Stundenlohn|Stundenvergütung|Stundensatz|Stundenentgelt|Stundenverdienst|Stundenbasis)\w*"
    patterns = (
        pay + r"[^.\d€]{0,40}?" + _EUR + r"\s*" + _AMOUNT + r"(?!\d)",
        pay + r"[^.\d€]{0,40}?" + r"(\d{1,2}),(\d{2})(?!\d)",
        pay + r"[^.\d€]{0,40}?" + _AMOUNT + r"\s*" + _EUR,
    )
    for pattern in patterns:
        m = _search(pattern, text, re.IGNORECASE)
        if m:
            cents = m.group(2) if m.group(2) and m.group(2).isdigit() else "0"
            return float(f"{m.group(1)}.{cents}")
    # "11,50 € brutto pro Stunde" without the word "Stundenlohn": the pay for work only in a sentence that names no
    # premium, allowance, flat rate or cost counted by the hour ("Zuschlag von 2,50 € pro Stunde",
    # "Rufbereitschaft wird mit 3 € je Stunde vergütet"), which is paid on top of the wage, not the wage.
    per_hour = _AMOUNT + r"\s*" + _EUR + r"\s*(?:brutto\s*)?(?:pro|je|die|in der|/)\s*(?:Arbeits)?(?:Stunde|Std)"
    for sentence in _sentences(text):
        if _has(_NOT_PAY_FOR_WORK, sentence):
            continue
        m = _search(per_hour, sentence, re.IGNORECASE)
        if m:
            cents = m.group(2) if m.group(2) and m.group(2).isdigit() else "0"
            return float(f"{m.group(1)}.{cents}")
    return None


# Sums counted by the hour that are no pay for the work itself: premiums and allowances on top of the wage, flat rates,
# standby, expenses, and costs or damages charged by the hour.
_NOT_PAY_FOR_WORK = (
    r"Zuschl[aä]g|Zulage|Aufschlag|Pauschale|Bereitschaft|Prämie|Spesen|Fahrtkosten|Kilometer|berechnet|in Rechnung|"
    r"Schaden|Vertragsstrafe|Erstattung|erstattet"
)


def _minimum_wage(text: str, today: date | None = None) -> list[NoteDraft]:
    hourly = _hourly_pay(text)
    if hourly is not None:
        amount = hourly
    else:
        monthly = _monthly_hourly(text)
        if monthly is None:
            return []
        amount = monthly
    current = MINIMUM_WAGE.on(today or date.today())
    if current is None:
        return []  # before the table, or after its last known date: no comparison with a stale figure
    since, wage = current
    if amount < wage:
        return [
            _draft(
                "may_be_invalid",
                "de_minimum_wage",
                (MILOG_1, MILOG_3),
                wage=f"{wage:.2f}",  # values, worded for the reader by app/explain/notes_say.py
                since=since.isoformat(),
            )
        ]
    return []


def _notice_month_end(text: str) -> list[NoteDraft]:
    """Four weeks "zum Monatsende" only, where § 622 Abs. 1 BGB also allows the fifteenth."""
    if _has(r"(vier|4) Wochen zum (Monatsende|Ende eines (Kalender)?monats)", text) and not _has(
        r"15\.|Fünfzehnten", text
    ):
        return [_draft("unusual", "de_notice_month_end", (BGB_622,))]
    return []


def _holiday_request_written(text: str) -> list[NoteDraft]:
    """Holiday to be requested in writing (§ 309 Nr. 13 BGB: at most text form for declarations)."""
    if _has(
        r"Urlaub[^.]{0,80}schriftlich\w*\s+([^.]{0,60}\s)?(anzumelden|angemeldet|zu beantragen|beantragt)\b"
        r"|Urlaubs(antrag|anträge|wunsch|wünsche)\w*[^.]{0,80}(schriftlich|(bedarf|bedürfen) der Schriftform)"
        r"|schriftlich\w* Urlaubs(antrag|anmeldung)",
        text,
    ):
        return [_draft("unusual", "de_holiday_written", (BGB_309,))]
    return []


# A presumption in the employee's favour leaves the burden where the law puts it: one "zugunsten des
# Arbeitnehmers", or one that overtime was ordered or caused by the business (not negated).
_FOR_EMPLOYEE = (
    r"zugunsten de[rs] (Arbeitnehmer|Mitarbeiter|Beschäftigten)\w*"
    r"|vermutet[^.]{0,80}(?<!nicht )(auf Anordnung|angeordnet|betrieblich veranlasst|betrieblich bedingt)"
)


def _presumption(text: str) -> list[NoteDraft]:
    """A presumption against the employee shifts the burden of proof (§ 309 Nr. 12 BGB).

    Not where the presumed fact favours the employee (overtime presumed ordered, or "zugunsten des
    Arbeitnehmers"): nothing shifts to the employee there."""
    for s in _sentences(text):
        if not _has(
            r"\b(wird|werden) (unwiderleglich |widerleglich )?vermutet\b|\bgilt die Vermutung\b"
            r"|\b(gilt|gelten)\s+als\s+(vo[mn]\s+)?(de[mr]\s+)?(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\s+"
            r"(verschuldet|verursacht|zu vertreten)"
            r"|\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\s+(trägt|hat)\s+(\w+\s+)?(Beweislast|zu beweisen|nachzuweisen)"
            # "hat … nachzuweisen, dass sie den Verlust nicht zu vertreten hat": the employee proves the absence of fault
            # (not the employer: "Der Arbeitgeber hat nachzuweisen, …" is the statute's own burden, skipped below)
            r"|\b(zu beweisen|nachzuweisen|zu belegen)\b,?\s+dass\s+(er|sie|ihn|ihr)\b[^.]{0,60}\b(nicht zu vertreten|kein(e|en)?\s+"
            r"(\w+\s+)?(Verschulden|Schuld)|nicht (\w+\s+)?verschuldet|nicht (\w+\s+)?verursacht)"
            r"|\bBeweislast\b[^.]{0,40}\b(trägt|liegt bei)\s+(der|dem)\s+(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)",
            s,
        ):
            continue
        if _has(_FOR_EMPLOYEE, s) or _has(
            r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(hat|trägt)\b[^.]{0,20}\b(nachzuweisen|zu beweisen|Beweislast)", s
        ):
            continue
        # the proof left open to the employee ("bleibt es unbenommen nachzuweisen, dass …"): a right, no burden
        if _has(
            r"\b(gestattet|berechtigt|vorbehalten|unbenommen|frei|möglich)\b[^.]{0,30}\b(nachzuweisen|zu beweisen)\b", s
        ):
            continue
        return [_draft("may_be_invalid", "de_presumption", (BGB_309,))]
    return []


def _data_consent(text: str) -> list[NoteDraft]:
    """Consent to data processing inside the contract (Art. 7 DSGVO: distinguishable and voluntary).

    Personal data also as pictures and recordings: consent to photos or videos of the employee being used or
    published, or to the employee being recorded or located, is consent to processing personal data."""
    photos = _has(
        r"(einverstanden|willigt[^.]{0,100}\bein\b|stimmt[^.]{0,80}\bzu\b|Einwilligung|Einverständnis)[^.]{0,160}"
        r"(Fotos?|Bild(er|nis\w*|aufnahme\w*)|Video\w*|Filmaufnahme\w*|Tonaufnahme\w*|Aufzeichnung\w*|Ortung|GPS)"
        r"|(Fotos?|Bild(er|nis\w*|aufnahme\w*)|Video\w*|Aufzeichnung\w*|Ortung|GPS)[^.]{0,160}"
        r"(einverstanden|willigt[^.]{0,60}\bein\b|stimmt[^.]{0,40}\bzu\b)"
        # "willigt in die Verwendung von Fotos … ein": the object between the verb and its particle
        r"|\b(willigt|stimmt)\b[^.]{0,100}(Fotos?|Bild(er|nis\w*|aufnahme\w*)|Video\w*|Aufzeichnung\w*|Ortung|GPS)[^.]{0,100}"
        r"\b(ein|zu)\b",
        text,
    )
    if photos:
        return [_draft("unusual", "de_data_consent", (DSGVO_7,))]
    if _has(r"Daten", text) and _has(
        r"(einverstanden|willigt[^.]{0,40}ein|stimmt[^.]{0,80}zu)[^.]{0,160}(verarbeit|gespeichert|übermittel|Weitergabe|weitergegeben|weiterzugeben)"
        r"|(Verarbeitung|Weitergabe|Übermittlung|Speicherung|Erhebung|Nutzung|Verwendung)[^.]{0,120}(zustimm|stimmt[^.]{0,40}zu|einverstanden)"
        r"|stimmt[^.]{0,40}(Verarbeitung|Weitergabe|Übermittlung)[^.]{0,80}\bzu\b",
        text,
    ):
        return [_draft("unusual", "de_data_consent", (DSGVO_7,))]
    return []


_EMPLOYEE = r"\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte|Dienstnehmer)\w*\b"
_EMPLOYER = r"\b(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\b"
_BOTH_SIDES = r"\bbeide|Parteien|Vertragspartner|gegenseitig|wechselseitig|jede Seite|Arbeitgeber\w* ebenfalls"
# Set-off by the law's verb and noun: "aufrechnen", "aufzurechnen", "rechnet … auf", "Aufrechnung".
_SET_OFF = r"aufrechn|aufzurechnen|aufgerechnet|Aufrechnung|\brechne[nt]?\b[^.]{0,80}\bauf\b"
# The counterclaims § 309 Nr. 3 BGB keeps: undisputed, finally established (and the like: acknowledged, ripe).
_KEPT = r"unbestritten|rechtskräftig|anerkannt|entscheidungsreif|unstreitig"
# A restriction: set-off only with such claims, or not at all, or only with consent.
_RESTRICTED = (
    r"\bnur\b|ausgeschlossen|unzulässig|nicht (zulässig|gestattet|statthaft|möglich|berechtigt)|kein Recht|"
    r"(darf|dürfen|kann|können) nicht|nicht aufrechn|es sei denn|\bausser\b|ausgenommen|Zustimmung"
)


def _set_off_side(sentence: str) -> str:
    """Whose set-off a sentence restricts: "employee", "employer", "both" or "" (no party named). The other side's
    claims ("gegen Forderungen des Arbeitgebers", "gegenüber dem Arbeitgeber") name the creditor, not the one
    who sets off, and are left out before the parties are read."""
    if _has(_BOTH_SIDES, sentence):
        return "both"
    # Only the creditor named ("Gegen Forderungen des Arbeitgebers darf nur … aufgerechnet werden"): the other side
    # is the one who sets off.
    against_employer = _has(
        r"(gegen|gegenüber)\s+(\w+\s+){0,2}?(Forderung|Anspr[uü]ch)\w* (de[sr]|der) (Arbeitgeber|Firma|Gesellschaft)"
        r"|gegenüber (dem|der) (Arbeitgeber|Firma|Gesellschaft)|gegen (Arbeitgeber)forderung",
        sentence,
    )
    against_employee = _has(
        r"(gegen|gegenüber)\s+(\w+\s+){0,2}?(Forderung|Anspr[uü]ch)\w* (de[sr]|der) (Arbeitnehmer|Mitarbeiter|Angestellte|"
        r"Beschäftigte)|gegen (den |die )?(\w+\s+)?(Lohn|Gehalt|Vergütung|Entgelt|Bezüge|Vergütungsansprüche|Lohnansprüche)",
        sentence,
    )
    rest = _pattern(
        r"(gegen|gegenüber|mit)\s+(\w+\s+){0,3}?(de[snmr]|die)\s+(\w+\s+)?(Arbeitgeber|Firma|Gesellschaft|Unternehmen|"
        r"Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*|Forderung\w* (de[snr]|die) (Arbeitgeber|Arbeitnehmer|Firma|"
        r"Gesellschaft|Mitarbeiter)\w*|(Arbeitgeber|Arbeitnehmer|Mitarbeiter)forderung\w*"
    ).sub(" ", sentence)
    employee, employer = _has(_EMPLOYEE + r"|\bSie\b|\bIhr\w*\b", rest), _has(_EMPLOYER, rest)
    if not (employee or employer) and against_employer != against_employee:
        return "employee" if against_employer else "employer"
    if employee and not employer:
        return "employee"
    if employer and not employee:
        return "employer"
    return "both" if employee and employer else ""


def _set_off_ban(text: str) -> list[NoteDraft]:
    """Set-off excluded also with undisputed or finally established claims (§ 309 Nr. 3 BGB), or limited to
    those claims for the employee only (§ 387 BGB, the law's default for both sides).

    The law allows standard terms to exclude set-off, except with claims that are undisputed or finally
    established; a clause that keeps those for both sides is lawful and silent. One that keeps them for the
    employee only ("Der Arbeitnehmer darf nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen
    aufrechnen") gets the "unusual" note. A ban that binds the employer only is in the employee's favour."""
    for s in _sentences(text):
        if not _has(_SET_OFF, s) or not _has(_RESTRICTED, s):
            continue
        side = _set_off_side(s)
        if side == "employer":
            continue
        if not _has(_KEPT, s):
            if _has(
                r"Aufrechnung[^.]{0,80}(ausgeschlossen|unzulässig|nicht (zulässig|gestattet|statthaft|möglich))"
                r"|(nicht berechtigt|kein Recht|darf nicht|dürfen nicht|kann nicht|können nicht)[^.]{0,80}aufzurechnen"
                r"|\bnicht aufrechnen\b|\baufrechnen\b[^.]{0,20}\b(nicht|nur mit Zustimmung)",
                s,
            ):
                return [_draft("may_be_invalid", "de_set_off_ban", (BGB_309,))]
            continue
        if side == "employee":
            # What § 309 Nr. 3 BGB allows, but for the employee only: a departure from § 387 BGB on one side.
            return [_draft("unusual", "de_set_off_limited", (BGB_387, BGB_309, BGB_394))]
    # The same one-sidedness in two sentences: the employer "ist befugt/berechtigt" to set off, the employee has the
    # right only with undisputed or finally established claims ("hat stets das Recht, mit unbestrittenen … ").
    sentences = _sentences(text)
    employer_may = any(
        _has(_SET_OFF, s)
        and _set_off_side(s) == "employer"
        and _has(r"\b(befugt|berechtigt|kann|darf|ist frei)\b", s)
        and not _has(r"\b(nicht|kein|keine)\b", s)
        for s in sentences
    )
    employee_kept = any(
        _has(_SET_OFF, s) and _has(_KEPT, s) and _set_off_side(s) == "employee" and not _has(_BOTH_SIDES, s)
        for s in sentences
    )
    if employer_may and employee_kept:
        return [_draft("unusual", "de_set_off_limited", (BGB_387, BGB_309, BGB_394))]
    return []


# Set-off also against the pay the garnishment rules exempt ("auch gegen den unpfändbaren Teil", "ohne Rücksicht auf
# die Pfändungsfreigrenzen").
_EXEMPT_PART = (
    r"unpfändbar\w*|Pfändungsfreigrenze\w*|pfändungsfrei\w*|Pfändungsschutz\w*|Pfändungsgrenze\w*|Existenzminimum"
    r"|nicht pfändbar\w*|(?<!un)pfändbare[nrm]? (Teil|Betrag|Betrages|Teils)"
)


def _set_off_exempt(text: str) -> list[NoteDraft]:
    """The employer may set off against the part of the pay that cannot be garnished (§ 394 BGB, §§ 850 ff. ZPO).

    Silent: set-off limited to the garnishable part ("nur bis zur Höhe des pfändbaren Teils", "unter Beachtung der
    Pfändungsfreigrenzen"), which is the statute itself."""
    for s in _sentences(text):
        if not _has(_SET_OFF + r"|verrechnen|verrechnet|zu verrechnen|einzubehalten|einbehalten", s):
            continue
        if not _has(_EXEMPT_PART, s):
            continue
        if _has(
            r"\b(auch|selbst)\b[^.]{0,30}(unpfändbar|pfändungsfrei|Existenzminimum|nicht pfändbar)"
            r"|ohne (Rücksicht|Beachtung|Berücksichtigung)[^.]{0,20}(auf )?(die |den )?(Pfändungs|unpfändbar|Existenz)"
            r"|ungeachtet (der|des) (Pfändungs|unpfändbar)|unabhängig von (der|den) Pfändungs"
            r"|über (die|den) (Pfändungsfreigrenze|pfändbaren|Pfändungsgrenze)\w* hinaus",
            s,
        ):
            return [_draft("may_be_invalid", "de_set_off_exempt", (BGB_394, ZPO_850C))]
    return []


def _receipt_fiction(text: str) -> list[NoteDraft]:
    """A declaration of the employer deemed received (§ 308 Nr. 6 BGB), or the employee's deemed (§ 308 Nr. 5 BGB).

    § 308 Nr. 6: a clause by which a declaration of special importance (notice, warning) counts as
    received. § 308 Nr. 5: silence counts as the employee's declaration only with a reasonable period
    and where the employee is told of that meaning; the note is "unusual" there, the clause may meet both."""
    if _has(
        r"(gilt|gelten)[^.]{0,80}als\s+(\w+\s+){0,3}?(zugegangen|zugestellt|empfangen)"
        r"|(Zugang|Zustellung)[^.]{0,40}(wird|werden) fingiert",
        text,
    ):
        return [_draft("may_be_invalid", "de_receipt_fiction", (BGB_308,))]
    for i, s in enumerate(sentences := _sentences(text)):
        if not _has(_DEEMED, s):
            continue
        # The silence that counts: in this sentence or the one before ("Einwendungen sind binnen … zu erheben.
        # Andernfalls gilt die Abrechnung als anerkannt.").
        around = f"{sentences[i - 1] if i else ''} {s}"
        if not _has(_SILENCE, around):
            continue
        # The employer as the one whose silence counts: the subject of the objecting verb ("Widerspricht der
        # Arbeitgeber nicht …", "wenn die Firma nicht binnen … widerspricht"), not the author of what is approved
        # ("Die Abrechnung des Arbeitgebers gilt als genehmigt, wenn er nicht widerspricht").
        employer_silent = _has(
            r"\b(widersprich\w*|widerspricht|beanstandet|rügt|äußert sich|reagiert)\s+(der|die)\s+(Arbeitgeber|Firma|"
            r"Gesellschaft|Geschäftsleitung)"
            r"|\b(wenn|sofern|falls|soweit)\s+(der|die)\s+(Arbeitgeber|Firma|Gesellschaft|Geschäftsleitung)\w*\s+[^.,]{0,60}"
            r"(widerspr|beanstand|Einw|äußert|reagiert)",
            around,
        )
        if employer_silent:
            continue  # the employer's silence: holiday or a side job deemed approved is the employee's favour
        # § 308 Nr. 5 BGB: valid only with a reasonable period and where the user promises to point out, when
        # the period starts, what silence will mean. Without that promise courts hold the fiction void.
        if _has(r"hinweis|hingewiesen|weist\b[^.]{0,60}\bhin\b|aufmerksam mach|gesondert (zu )?informier", text):
            return [_draft("unusual", "de_deemed_declaration", (BGB_308,))]
        return [_draft("may_be_invalid", "de_deemed_declaration_no_notice", (BGB_308,))]
    return []


# A declaration deemed made: "gilt als genehmigt / anerkannt / angenommen", "gilt die Zustimmung als erteilt",
# "gelten als vom Arbeitnehmer genehmigt", "gilt als Einverständnis"; the fiction by its verb and participle.
_DEEMED = (
    r"\b(gilt|gelten)\b[^.]{0,80}\bals\s+(\w+\s+){0,3}?(anerkannt|genehmigt|akzeptiert|einverstanden|angenommen|"
    r"richtig|erteilt|zugestimmt|vereinbart|gebilligt|bestätigt|vollständig|erledigt)\b"
    r"|\b(gilt|gelten)\b[^.]{0,60}\bals\s+(Zustimmung|Genehmigung|Einverständnis|Annahme|Anerkenntnis|Anerkennung|"
    r"Einwilligung)\b"
    r"|\bSchweigen\b[^.]{0,40}\b(gilt|bedeutet)\b"
)
# Silence or no objection ("widerspricht … nicht", "keine Einwendungen", "ohne Widerspruch", "schweigt").
_SILENCE = (
    r"widersprech|widersprich|Widerspruch|beanstand|Beanstandung|Einwendung|Einwand|Einwände|einwend|Einspruch|rügt|"
    r"Rüge|reklamier|Reklamation|\bschweigt|Schweigen"
    r"|nicht\s+(\w+\s+){0,4}(reagiert|äußert|ablehnt|erklärt)"
)


def _employee_liability(text: str) -> list[NoteDraft]:
    """Employee liability for every damage, also for slight negligence or without fault (§ 307 BGB).

    Under the case law on employee liability an employee is liable for damage caused in the work
    ordered by the employer in full only for intent and gross negligence, in part for medium and not
    at all for slight negligence; standard terms that extend it are measured by § 307 BGB."""
    if not _has(
        r"haft\w*|Schadensersatz|Schäden|Schaden|Fehlbestände|Fehlbeträge|Kassendifferenz|Manko|Selbstbeteiligung|Selbstbehalt",
        text,
    ):
        return []
    slight = r"(bei|für) (leichte|leichter|einfache|einfacher|jede|jeder|jegliche|jeglicher)\w* (Art (der|von) )?Fahrlässigkeit"
    if _has(r"grob fahrlässig|grober Fahrlässigkeit|Vorsatz|vorsätzlich", text) and not _has(slight, text):
        return []
    if _has(
        r"\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte|Sie)\w*\b[^.]{0,60}(haftet|haften)[^.]{0,60}"
        r"(für (alle|sämtliche|jede[nr]?)\w* (\w+\s+){0,3}?(Schäden|Schaden|Verluste|Fehlbestände)|unbeschränkt|in voller Höhe"
        r"|verschuldensunabhängig)"
        # the verb before its subject ("Bei Beschädigung des Dienstwagens haftet der Arbeitnehmer in voller Höhe")
        r"|\b(haftet|haften)\s+(der|die)\s+(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\b[^.]{0,40}"
        r"(für (alle|sämtliche|jede[nr]?)\w* (\w+\s+){0,3}?(Schäden|Schaden|Verluste|Fehlbestände)|unbeschränkt|in voller Höhe"
        r"|uneingeschränkt|verschuldensunabhängig)"
        r"|Mankohaftung|für (Kassen)?(fehlbestände|Fehlbeträge|Manko)[^.]{0,60}(haftet|aufzukommen|einzustehen|ersetzen)"
        r"|\bhaftet\b[^.]{0,40}(Kassen)?(fehlbest|fehlbetr|Manko)|\bManko\w*[^.]{0,60}(zu ersetzen|zu erstatten|aufzukommen)"
        # the deductible of the employer's insurance put on the employee, whatever the degree of fault
        r"|(Selbstbeteiligung|Selbstbehalt)\w*[^.]{0,80}\b(trägt|tragen|zu tragen|übernimmt|zu übernehmen|zahlt|zu zahlen|"
        r"zu erstatten)\b[^.]{0,20}\b(der|die) (Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)"
        r"|\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\s+(trägt|übernimmt|zahlt)\b[^.]{0,60}(Selbstbeteiligung|Selbstbehalt)"
        r"|\b(trägt|übernimmt|zahlt)\s+(der|die) (Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\s+[^.]{0,40}"
        r"(Selbstbeteiligung|Selbstbehalt)",
        text,
    ) and not _has(r"Mankogeld|Fehlgeld|Manko(entschädigung|vergütung|ausgleich)", text):
        return [_draft("may_be_invalid", "de_employee_liability", (BGB_307,))]
    # Liable for slight negligence, in either order; not where that liability is excluded ("haftet nicht").
    for s in _sentences(text):
        # damage made good whatever the fault ("unabhängig vom Grad des Verschuldens zu ersetzen"): liability without
        # the graded fault the case law asks, in the verb "ersetzen" rather than "haften"
        if (
            _has(_EMPLOYEE, s)
            and _has(r"Schäden|Schaden|Fehlbeträge|Fehlbestände|Kassendifferenz|Verluste", s)
            and _has(
                r"unabhängig vo[mn] (einem |Grad des |der Art des )?Verschulden|ohne Rücksicht auf (das |ein |den Grad des )?"
                r"Verschulden|verschuldensunabhängig|auch ohne Verschulden",
                s,
            )
            and _has(r"zu ersetzen|zu erstatten|zu tragen|aufzukommen|einzustehen|ersetzt|erstattet", s)
            and not _has(
                r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(ersetzt|erstattet|trägt)"
                r"|\b(ersetzt|erstattet|trägt)\s+(der|die|das)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen)",
                s,
            )
        ):
            return [_draft("may_be_invalid", "de_employee_liability", (BGB_307,))]
        if _has(
            r"haft\w*[^.]{0,40}((auch|bereits|schon) )?" + slight + r"|" + slight + r"[^.]{0,40}\bhaft", s
        ) and not _has(
            r"\b(nicht|keine|kein|ausgeschlossen|entfällt|frei|befreit)\b|\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+haftet",
            s,
        ):
            return [_draft("may_be_invalid", "de_employee_liability", (BGB_307,))]
    return []


# A consent the employee gives and may revoke (data, photos, a direct debit): not a benefit of the employer.
_CONSENT = r"Einwilligung|Einverständnis|Zustimmung|Vollmacht|Einzugsermächtigung|Lastschrift|Datenschutz|Daten\b"

# "freiwillig" said of the employer's payment: the adjective before it ("eine freiwillige Leistung", "freiwillige
# Sonderzahlungen"), the payment made voluntarily ("wird freiwillig gezahlt", "erfolgt freiwillig", "gewährt …
# freiwillig"), not voluntary work or participation.
_VOLUNTARY_BENEFIT = (
    r"\bfreiwillige[nrs]?,?\s+((jederzeit\s+|stets\s+)?\w+(e|en|er|es)\s+)?\w*("
    + _BENEFIT[1:-1]
    + r"|zahlung|leistung|geld|Gratifikation|zuwendung)"
    r"|\bfreiwillig\w*\s+(und\s+[^.]{0,60}?)?(gezahlt|gewährt|geleistet|erbracht|ausgezahlt|gezahlte|gewährte)"
    r"|\b(zahlt|zahlen|gewährt|gewähren|erfolgt|erfolgen|geschieht|geschehen)\b[^.]{0,80}\bfreiwillig"
    r"|\b(ist|sind)\s+(eine\s+)?freiwillig"
)
# A reservation limited to named one-off payments. Examples after "wie", "z. B." or "insbesondere" do not limit "sonstige
# Leistungen" to them: the reservation still reaches every other benefit, unless the examples are all one-off payments
# (then one of the words here names them).
_ONE_OFF_NAMED = r"einmalig|Weihnacht|Urlaubsgeld|Jubiläum|Gratifikation|Sonderzahlung|13\. Monatsgehalt"


def _voluntary_and_revocable(text: str) -> list[NoteDraft]:
    """A benefit called voluntary and revocable at once, or every future benefit voluntary (§ 307 Abs. 1 Satz 2 BGB).

    A benefit paid "freiwillig, ohne Rechtsanspruch" once is lawful; one also "widerruflich" leaves
    the employee unsure whether a claim arises (a revocation presupposes one), and a reservation for
    every future benefit of whatever kind reaches pay as well."""
    if not _has(r"freiwillig", text):
        return []
    # Both reservations for the employer's benefits: a sentence that calls a benefit voluntary, and one that lets
    # the employer revoke ("freiwillig und jederzeit widerruflich", "freiwillig … Sie sind jederzeit widerrufbar"),
    # with or without the words "kein Rechtsanspruch". Not the employee's voluntary act ("kann freiwillig
    # teilnehmen") and not the revocation of a consent ("Die Einwilligung ist freiwillig und jederzeit widerruflich").
    sentences = _sentences(text)
    voluntary = [
        (
            _has(_VOLUNTARY_BENEFIT, s)
            or (
                _has(r"freiwillig", s)
                and _has(
                    r"\b" + _BENEFIT + r"|\b(Sonder|Einmal)\w*(zahlung|leistung)|Weihnachts|Urlaubsgeld|Gratifikation",
                    s,
                )
            )
        )
        and not _has(_CONSENT, s)
        and not _has(_EMPLOYEE + r"[^.]{0,40}\b(kann|können|darf|dürfen|nimmt|nehmen)\b[^.]{0,60}freiwillig", s)
        for s in sentences
    ]
    revocable = [
        (
            _has(r"widerruf|widerruflich|widerrufbar", s)
            # a revocation by another verb, of a payment: "Zuschüsse … können jederzeit eingestellt werden"
            or (
                _has(
                    r"\bjederzeit\s+(\w+\s+)?(eingestellt|einzustellen|einstellen|entzogen|zu entziehen|gestrichen)\b",
                    s,
                )
                and _has(r"\b" + _BENEFIT + r"|zahlung|Zuschuss|Zuschüsse|Zulage|Prämie|Gratifikation|Zuwendung", s)
            )
        )
        and not _has(_CONSENT, s)
        and not _has(_EMPLOYEE + r"\s+(kann|können|ist berechtigt|darf)\b", s)
        for s in sentences
    ]
    # The two for the same benefits: in one sentence, or a sentence or two apart ("… freiwillig. Sie sind …").
    both = any(v and any(revocable[max(0, i - 2) : i + 3]) for i, v in enumerate(voluntary))
    # "Freiwillig" alone may only say that no statute or collective agreement owes the benefit ("eine freiwillige,
    # außertarifliche Zulage"); with a revocation for reasons the clause names (BAG 5 AZR 364/04) it is the lawful
    # kind of reservation. The two clash where the clause also denies a claim ("ohne Rechtsanspruch", "ohne jede
    # rechtliche Verpflichtung", as in BAG 10 AZR 671/09) or where the revocation needs no reason.
    no_claim = _has(
        r"Rechtsanspruch|rechtliche[rn]? (Verpflichtung|Bindung)|Rechtspflicht|\bkein\w* (\w+\s+)?Anspruch"
        r"|Anspruch\w* (\w+\s+){0,4}?(nicht|kein\w*)\b|Freiwilligkeitsvorbehalt|ohne (jede )?Verpflichtung",
        text,
    )
    reasons = any(
        _has(
            r"\bwenn\b|\bsofern\b|\bsoweit\b|\bbei Vorliegen\b|\baus\s+\w*\s*Gr[uü]nd|Gr[uü]nde?n?\b", _reasons_named(s)
        )
        for s, r in zip(sentences, revocable, strict=True)
        if r
    )
    if both and (no_claim or not reasons):
        return [
            _draft(
                "may_be_invalid",
                "de_voluntary_revocable",
                (BGB_307,),
                (BAG_VOLUNTARY_AND_REVOCATION, BAG_VOLUNTARY_ALL),
            )
        ]
    # Every other benefit, of whatever kind ("sonstige Leistungen", "alle weiteren Zahlungen"); a reservation
    # limited to named one-off payments (Christmas bonus, special payments) is the lawful kind.
    everything = _has(
        r"(alle|sämtliche|jegliche)\w* (zukünftigen |künftigen |sonstigen |über (das|den|die) \w+ hinausgehenden )?"
        r"(Leistungen|Zahlungen|Sonderleistungen|Sonderzahlungen|Zuwendungen)[^.]{0,80}freiwillig",
        text,
    ) or any(
        _has(
            r"(sonstige|weitere|andere|zusätzliche)\w* (\w+ ){0,2}?"
            r"(Leistungen|Zahlungen|Zuwendungen|Vergünstigungen)[^.]{0,80}freiwillig",
            s,
        )
        and not _has(_ONE_OFF_NAMED, s)
        for s in _sentences(text)
    )
    if everything:
        return [_draft("may_be_invalid", "de_voluntary_revocable", (BGB_307,), (BAG_VOLUNTARY_ALL,))]
    return []


_ONE_OFF = (
    r"einmalig|Weihnacht|Urlaubsgeld|Jubiläum|Gratifikation|Jahressonderzahlung|jährlich|Sonderzahlung"
    r"|(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)s?(gehalt|lohn|entgelt)"
)
_MONTHLY = (
    r"monatlich\w*|jeden Monat|pro Monat|je Monat|laufende[nrs]? (Entgelt|Vergütung|Bezüge|Gehalt)"
    r"|mit dem (monatlichen )?Gehalt"
)
_PAYMENT = r"Zulage|Prämie|Zuschlag|Leistung|Zahlung|Bonus|Vergütung|Entgelt|Betrag"


def _voluntary_monthly(text: str) -> list[NoteDraft]:
    """A monthly or ongoing part of the pay paid "voluntarily, without a legal claim" (BAG 5 AZR 627/06).

    A reservation of voluntariness may keep a one-off special payment (a Christmas bonus) from becoming
    a claim; for pay due every month, such as a monthly allowance, courts have held it void. A monthly
    allowance revocable for named reasons, or a one-off payment, stays silent."""
    if not _has(r"freiwillig", text):
        return []
    if not _has(
        r"kein(en)? (Rechts)?anspruch|ohne (jeden |jeglichen )?(Rechts)?anspruch|ohne Anerkennung einer Rechtspflicht|"
        r"ohne (jede |jegliche )?(rechtliche )?Verpflichtung|Rechtsanspruch[^.]{0,30}(nicht|kein)|Freiwilligkeitsvorbehalt",
        text,
    ):
        return []
    # The reservation and the payment it is about: the reservation's own sentence, or the sentence just
    # before it in the same paragraph ("Der Arbeitnehmer erhält eine monatliche Zulage. Die Zahlung erfolgt
    # freiwillig …"). A monthly salary named elsewhere in the clause is another payment.
    previous = ""
    for s in _sentences(text):
        paragraph = s.rsplit("\n\n", 1)[-1]  # a sentence glued across paragraphs keeps only its last one
        if _has(r"freiwillig", s):
            for about in (paragraph, previous):
                if _has(_ONE_OFF, about):
                    break
                if _has(_MONTHLY, about) and _has(_PAYMENT, about):
                    return [_draft("may_be_invalid", "de_voluntary_monthly", (BGB_307,), (BAG_VOLUNTARY_MONTHLY,))]
        previous = "" if s.endswith("\n\n") else paragraph
    return []


_MONTHS = {
    "januar": 1, "februar": 2, "märz": 3, "april": 4, "mai": 5, "juni": 6, "juli": 7, "august": 8,
    "september": 9, "oktober": 10, "november": 11, "dezember": 12,
}  # fmt: skip


def _gratification_binding(text: str) -> list[NoteDraft]:
    """A Christmas bonus or similar payment repayable on leaving until after 30 June (BAG 10 AZR 390/02).

    Courts allow a repayment clause to bind the employee at most to 31 March of the next year for a
    payment under a month's pay, and to 30 June for a month's pay or more; a later date, or more than
    six months, binds longer than either. Earlier dates stay silent (the amount decides)."""
    if not _has(
        r"Weihnacht|Gratifikation|Sonderzahlung|Sonderzuwendung|13\. Monatsgehalt|Urlaubsgeld|Jahresprämie", text
    ):
        return []
    if not _has(r"zurückzuzahlen|Rückzahlung|zurückzuerstatten|zurück zu zahlen", text):
        return []
    if not _has(r"ausscheid|ausgeschieden|scheidet|Beendigung|endet|kündigt|gekündigt", text):
        return []
    late = False
    for m in _finditer(
        r"(bis zum|bis einschlie(?:ß|ss)lich|vor dem|vor Ablauf des|zum)\s+(\d{1,2})\.\s*(\d{1,2}\.|"
        + "|".join(_MONTHS)
        + r")",
        text,
        re.IGNORECASE,
    ):
        token = m.group(3).rstrip(".").lower()
        month = int(token) if token.isdigit() else {_fold(k): v for k, v in _MONTHS.items()}[_fold(token)]
        late = late or 7 <= month <= 10  # after 30 June; a November or December date is the payment year itself
    for m in _finditer(r"(innerhalb|binnen|vor Ablauf) (von )?" + _NUM + r"\s+Monat", text, re.IGNORECASE):
        late = late or _number(m.group(3)) > 6
    if late:
        return [_draft("may_be_invalid", "de_gratification_binding", (BGB_307,), (BAG_BONUS_BINDING,))]
    return []


def _holiday_compensation(text: str) -> list[NoteDraft]:
    """Pay in lieu of holiday not taken at the end excluded (§ 7 Abs. 4, § 13 Abs. 1 BUrlG)."""
    if _has(
        r"(Urlaubsabgeltung|Abgeltung[^.]{0,40}Urlaub\w*|Urlaub\w*[^.]{0,60}abgegolten)[^.]{0,60}"
        r"(ausgeschlossen|nicht|kein|entfällt|verfällt)"
        # "Resturlaub wird bei Beendigung nicht abgegolten / ausgezahlt": at the end of the employment only (during
        # it, § 7 Abs. 4 BUrlG itself allows no pay in lieu)
        r"|\b(Beendigung|Ende|Ausscheiden|Austritt)\b[^.]{0,80}Urlaub\w*[^.]{0,60}\b(nicht|kein\w*)\s+(\w+\s+)?"
        r"(abgegolten|ausgezahlt|ausbezahlt|vergütet|bezahlt)"
        r"|Urlaub\w*[^.]{0,60}\b(Beendigung|Ende|Ausscheiden|Austritt)\b[^.]{0,60}\b(nicht|kein\w*)\s+(\w+\s+)?"
        r"(abgegolten|ausgezahlt|ausbezahlt|vergütet|bezahlt)"
        # "Bei Beendigung ist der Resturlaub in der Kündigungsfrist zu nehmen; eine Abgeltung ist ausgeschlossen."
        r"|\b(Beendigung|Ausscheiden|Austritt|Kündigungsfrist)\b[^.]{0,100}Urlaub\w*[^.]{0,80}\bAbgeltung\b[^.]{0,30}"
        r"(ausgeschlossen|entfällt|erfolgt nicht|findet nicht statt)",
        text,
    ) and not _has(
        r"gesetzlich\w* (Mindest)?urlaub\w*[^.]{0,60}(unberührt|bleibt|ausgenommen)|über den gesetzlichen|"
        r"Abgeltung de[sr] (vertraglichen|übergesetzlichen|zusätzlichen)|Mehrurlaub|Zusatzurlaub",
        text,
    ):
        return [_draft("may_be_invalid", "de_holiday_compensation", (BURLG_7, BURLG_13))]
    return []


def _sick_pay(text: str) -> list[NoteDraft]:
    """Continued pay in sickness shorter than six weeks, or waiting days (§ 3, § 12 EntgFG)."""
    if not _has(r"Krank|Arbeitsunfähig|arbeitsunfähig|Entgeltfortzahlung|Lohnfortzahlung|Gehaltsfortzahlung", text):
        return []
    if _has(
        r"Karenztag|unbezahlte[rn]? (ersten|erste)|erst ab dem (zweiten|dritten|vierten|\d+\.) (Krankheits|Arbeits)?tag",
        text,
    ):
        return [_draft("may_be_invalid", "de_sick_pay", (ENTGFG_3, ENTGFG_12))]
    # A waiting period longer than the four weeks of § 3 Abs. 3 EntgFG ("erst nach sechs Monaten Betriebszugehörigkeit").
    for m in _finditer(
        r"(Entgelt|Lohn|Gehalts|Vergütungs)fortzahlung\w*[^.]{0,80}?(\b(erst|frühestens)\s+(nach|ab)\s+(einer\s+|einem\s+)?"
        r"((Betriebszugehörigkeit|Beschäftigung|Wartezeit)\s+von\s+)?|\bWartezeit\s+von\s+)"
        + _NUM
        + r"\s+(Woche|Monat)",
        text,
    ):
        n, unit = _number(m.group(8)), m.group(9).lower()
        if (n if unit == "woche" else n * 4.3) > 4:
            return [_draft("may_be_invalid", "de_sick_pay", (ENTGFG_3, ENTGFG_12))]
    for s in _sentences(text):
        if not _has(_SICK, s) or _has(r"Kind|§\s*45|§\s*616|Wartezeit|(vier|4|ersten) (Wochen|Monat)", s):
            continue
        if _has(
            r"\b(ersten|erste[nr]?)\s+(\w+\s+)?(Krankheits|Arbeitsunfähigkeits|Fehl)?tag\w*[^.]{0,60}"
            r"\b(keine|ohne|nicht)\b[^.]{0,20}(Vergütung|Entgelt|Bezahlung|Lohn|Gehalt|vergütet|bezahlt|gezahlt)"
            r"|(Entgelt|Lohn|Gehalts|Vergütungs)fortzahlung\w*[^.]{0,40}(ist |wird )?(ausgeschlossen|entfällt|nicht gewährt|besteht nicht)"
            r"|kein(en)? Anspruch auf (Entgelt|Lohn|Gehalts|Vergütungs)fortzahlung"
            # the same said with the pay as its own noun: "kein Anspruch auf Fortzahlung der Vergütung", "Die
            # Weiterzahlung des Gehalts ist ausgeschlossen", "wird das Gehalt nicht fortgezahlt"
            r"|kein(en)? Anspruch auf (die )?(Fort|Weiter)zahlung (de[sr] |von )?(Vergütung|Lohn|Gehalt|Entgelt|Bezüge|Arbeitsentgelt)"
            r"|(Fort|Weiter)zahlung (de[sr] |von )?(Vergütung|Lohn|Gehalt|Entgelt|Bezüge|Arbeitsentgelt)\w*[^.]{0,40}"
            r"(ausgeschlossen|entfällt|nicht gewährt|besteht nicht)"
            r"|(Vergütung|Lohn|Gehalt|Entgelt|Bezüge)\w*[^.]{0,40}\bnicht\s+(fort|weiter)(gezahlt|bezahlt|gewährt)"
            # no pay at all for days of sickness ("Für Krankheitstage wird kein Lohn gezahlt")
            r"|\bkein(e|en)?\s+(Lohn|Gehalt|Vergütung|Entgelt|Bezahlung)\b[^.]{0,30}(gezahlt|gewährt|geleistet|bezahlt)"
            # the same with the employee as the one who receives nothing ("erhält der Arbeitnehmer keine Vergütung")
            r"|\b(erhält|erhalten|bekommt|bekommen)\b[^.]{0,40}\bkein(e|en)?\s+(Lohn|Gehalt|Vergütung|Entgelt|Bezahlung|Bezüge)\b"
            r"|(Krankheitstage|Fehltage|Tage der Arbeitsunfähigkeit)\w*[^.]{0,30}(werden|wird) nicht (bezahlt|vergütet)",
            s,
        ) and not _has(
            r"Bescheinigung|Attest|Nachweis|vorsätzlich|grob|selbst verschuldet|Verschulden"
            r"|nach (Ablauf )?(der |von )?(sechs|6) Wochen|über (die |den Zeitraum von )?(sechs|6) Wochen hinaus",
            s,
        ):
            return [_draft("may_be_invalid", "de_sick_pay", (ENTGFG_3, ENTGFG_12))]
    for m in _finditer(
        r"((Entgelt|Lohn|Gehalts|Vergütungs)fortzahlung|(fortgezahlt|weitergezahlt|weiterbezahlt|fortbezahlt|fortgewährt))"
        r"[^.]{0,60}?(für|bis zu|bis zur Dauer von|längstens|von|auf)\s+"
        + _NUM
        + r"\s+(Woche|Tag|Arbeitstag|Kalendertag)",
        text,
        re.IGNORECASE,
    ):
        n, unit = _number(m.group(5)), m.group(6).lower()
        days = n * 7 if unit == "woche" else n
        if _has(r"Wartezeit|ununterbrochen|vierwöchig", m.group(0)):
            continue  # the four weeks' waiting period (§ 3 Abs. 3 EntgFG), not a cut of the six weeks
        if days < 42 and not _has(r"Zuschuss|zusätzlich|darüber hinaus|im Anschluss", text):
            return [_draft("may_be_invalid", "de_sick_pay", (ENTGFG_3, ENTGFG_12))]
    for m in _finditer(
        r"(für die Dauer von|bis zur Dauer von|bis zu|längstens)\s+"
        + _NUM
        + r"\s+(Woche|Tag|Arbeitstag|Kalendertag)\w*"
        r"[^.]{0,30}(fortgezahlt|weitergezahlt|weiterbezahlt|fortbezahlt)",
        text,
        re.IGNORECASE,
    ):
        n, unit = _number(m.group(2)), m.group(3).lower()
        days = n * 7 if unit == "woche" else n
        if days < 42 and _has(_SICK, text) and not _has(r"Zuschuss|zusätzlich|darüber hinaus|im Anschluss", text):
            return [_draft("may_be_invalid", "de_sick_pay", (ENTGFG_3, ENTGFG_12))]
    return []


def _sick_pay_rate(text: str) -> list[NoteDraft]:
    """Pay in sickness at a share below the full pay (§ 4 Abs. 1, § 12 EntgFG).

    A top-up to the sickness benefit after the six weeks, or a share of the net pay on top of the
    statutory pay, is in the employee's favour and stays silent."""
    for s in _sentences(text):
        if not _has(r"(Entgelt|Lohn|Gehalts|Vergütungs)fortzahlung|Krankheitsfall|bei Krankheit|Arbeitsunfähigkeit", s):
            continue
        if _has(r"Krankengeld|Zuschuss|nach Ablauf|über (die|den Zeitraum von) (sechs|6) Wochen|hinaus|Netto", s):
            continue
        for m in _finditer(r"(?<![\d,.])(\d{1,3})\s*(%|Prozent|v\.\s?H\.)", s):
            if int(m.group(1)) < 100:
                return [_draft("may_be_invalid", "de_sick_pay_rate", (ENTGFG_4, ENTGFG_12))]
        # Parts of the pay left out in sickness ("Provisionen werden nicht fortgezahlt", "nur das Grundgehalt"); not
        # overtime pay or expenses, which § 4 Abs. 1a EntgFG itself leaves out.
        if _has(_PAY_PARTS_LEFT_OUT, s) and not _has(_PAY_PARTS_STATUTE_LEAVES_OUT, s):
            return [_draft("may_be_invalid", "de_sick_pay_rate", (ENTGFG_4, ENTGFG_12))]
    return []


# Variable parts of the pay (commission, allowances, bonuses, premiums) left out, or only the base pay paid.
_PAY_PARTS_LEFT_OUT = (
    r"\b(Provision|Zulage|Prämie|Zuschläge|Zuschlag|variable\w* (Vergütung|Gehalt|Bestandteil))\w*[^.]{0,60}"
    r"\b(nicht (\w+\s+)?(fortgezahlt|weitergezahlt|gezahlt|berücksichtigt|einbezogen)|entfällt|entfallen|bleib\w* außer Betracht"
    r"|unberücksichtigt)"
    r"|\b(nur|ausschließlich|lediglich)\s+(nach\s+|auf (der )?(Basis|Grundlage)\s+)?(das|die|der|de[mns])?\s*(Grundgehalt|Grundvergütung|Fixum|Festgehalt|Grundlohn|"
    r"feste[nr]? (Gehalt|Vergütung|Monatsgehalt|Bezüge))"
    r"|\bohne\s+(\w+\s+)?(Provision|Zulage|Prämie|Zuschläge|variable)\w*"
    r"|\b(bleib\w*|werden|sind)\s+(\w+\s+){0,3}?(Provision|Zulage|Prämie|Zuschläge|Zuschlag|variable\w* (Vergütung|Gehalt|Bestandteil))\w*"
    r"\s+(\w+\s+)?(außer Betracht|unberücksichtigt|nicht berücksichtigt)"
)
_PAY_PARTS_STATUTE_LEAVES_OUT = (
    r"Überstunde|Mehrarbeit|Aufwendung|Auslagen|Spesen|Fahrtkosten|Auslösung|Reisekosten|Aufwandsentschädigung"
)


def _holiday_pay_reduced(text: str) -> list[NoteDraft]:
    """Holiday pay cut to the base pay, without commission or allowances (§ 11 Abs. 1, § 13 Abs. 1 BUrlG).

    Holiday pay is the average earnings of the last thirteen weeks, overtime pay excepted; a contract cannot depart
    from that to the employee's disadvantage (only a collective agreement can). Silent: overtime pay left out (the
    statute does so), holiday money ("Urlaubsgeld", a payment on top), and pay in sickness (``_sick_pay_rate``)."""
    for s in _sentences(text):
        if not _has(
            r"\bUrlaub\b|Urlaubs(entgelt|vergütung|zeit|tage|dauer)|während des Urlaubs|für die Dauer des Urlaubs", s
        ):
            continue
        if _has(r"Urlaubsgeld|Urlaubsabgeltung|Krank|Arbeitsunfähig|Tarifvertrag|tariflich", s):
            continue
        if _has(_PAY_PARTS_LEFT_OUT, s) and not _has(_PAY_PARTS_STATUTE_LEAVES_OUT, s):
            return [_draft("may_be_invalid", "de_holiday_pay_reduced", (BURLG_11, BURLG_13))]
    return []


def _sick_note_forfeit(text: str) -> list[NoteDraft]:
    """Sick pay lost for good where the certificate comes late (§ 7 Abs. 1, § 12 EntgFG).

    The law lets the employer withhold sick pay only as long as the certificate is missing; once it
    comes, the pay is owed for the whole period. A clause that lets the claim lapse departs from that."""
    for s in _sentences(text):
        # The certificate, or the notice of the sickness itself: § 7 EntgFG lets the employer withhold the pay
        # only while the certificate is missing, and for a late notice not at all.
        if not _has(
            r"Arbeitsunfähigkeitsbescheinigung|Bescheinigung|Attest|Krankmeldung|Nachweis"
            r"|(Arbeitsunfähigkeit|Erkrankung|Krankheit)\w*[^.]{0,60}\b(anzeig|anzuzeigen|zeigt|mitteil|mitzuteilen|teilt|meldet|"
            r"zu melden|Anzeige|Mitteilung|Meldung)"
            r"|\b(anzeig|anzuzeigen|zeigt|mitteil|mitzuteilen|teilt|meldet|zu melden|Anzeige|Mitteilung|Meldung)\w*[^.]{0,60}"
            r"(Arbeitsunfähigkeit|Erkrankung|Krankheit)",
            s,
        ):
            continue
        if not _has(r"(nicht|verspätet|zu spät|nicht rechtzeitig|nicht fristgerecht)", s):
            continue
        if _has(r"bis zur Vorlage|solange|so lange|für die Dauer|bis (die|zur)", s):
            continue  # withheld until it comes: the statute's rule
        if _has(
            r"(entfällt|verfällt|erlischt|verliert)[^.]{0,60}(Anspruch|Entgeltfortzahlung|Lohnfortzahlung|Vergütung|Gehaltsfortzahlung)"
            r"|(Anspruch|Entgeltfortzahlung|Lohnfortzahlung|Gehaltsfortzahlung)[^.]{0,60}(entfällt|verfällt|erlischt|ausgeschlossen)"
            r"|kein(en)? Anspruch auf (Entgelt|Lohn|Gehalts)fortzahlung"
            # the day itself unpaid: "gilt der Tag als unentschuldigt und wird nicht bezahlt"
            r"|(Tag|Tage|Fehltag\w*|Zeit)\b[^.]{0,60}\b(wird|werden)\s+nicht\s+(bezahlt|vergütet)|als unentschuldigt"
            r"|\b(wird|werden)\s+(der|die|das)\s+(\w+\s+)?(Tag|Tage|Fehltag\w*|Krankheitstag\w*)\s+nicht\s+(bezahlt|vergütet)",
            s,
        ):
            return [_draft("may_be_invalid", "de_sick_note_forfeit", (ENTGFG_7, ENTGFG_12))]
    return []


_ON_CALL = (
    r"auf Abruf|Abrufarbeit|(richtet sich|bestimmt sich|erfolgt)\w*[^.]{0,40}nach (dem )?(jeweiligen )?(Arbeitsanfall|betrieblichen Bedarf|Bedarf)"
    r"|entsprechend dem (jeweiligen )?(Arbeitsanfall|betrieblichen Bedarf)|nach Arbeitsanfall"
    # the work or its hours called up: "wird bei Bedarf abgerufen", "kann bis zu 10 weitere Stunden abrufen"
    r"|\b(bei|nach|je nach)\s+Bedarf\s+(\w+\s+)?(abgerufen|abzurufen|abrufen)\b"
    r"|\b(Stunden|Arbeitszeit|Arbeitsleistung|Arbeitseinsätze?)\b[^.]{0,30}\b(abrufen|abgerufen|abzurufen)\b"
)
# Records read back ("im Portal abrufen", "online abgerufen"): data fetched, not work called up.
_RECORDS_FETCHED = r"\b(online|Portal|Personalportal|System|App|einsehen|Zeiterfassung|erfasste[n]?|geleistete[n]?)\b"
_HOURS = r"(\d{1,2})(?:,\d)?\s*(?:Stunden|Std)"


def _on_call(text: str) -> list[NoteDraft]:
    """Work on call (§ 12 TzBfG): without weekly hours, or with a band wider than the statute allows.

    Without a set weekly duration, 20 hours a week count as agreed (§ 12 Abs. 1 Satz 3); with a
    minimum, the employer may call up at most 25 % more (§ 12 Abs. 2). Overtime on occasion ("bei
    Bedarf Überstunden") is not work on call and stays silent."""
    if not _has(_ON_CALL, text) or not _has(r"Arbeitszeit|Arbeitsleistung|arbeit|Einsatz|Stunden", text):
        return []
    if _has(_RECORDS_FETCHED, text) and not _has(r"auf Abruf|Abrufarbeit|Arbeitsanfall|Bedarf", text):
        return []
    if _has(r"Überstunden|Mehrarbeit", text) and not _has(
        r"auf Abruf|Abrufarbeit|Arbeitszeit (richtet|bestimmt) sich", text
    ):
        return []
    low = _search(
        r"(mindestens|wenigstens|Mindest\w*(?:\s+(?:von|beträgt|liegt bei))?)\s+" + _HOURS, text, re.IGNORECASE
    )
    # hours on top of the agreed or minimum time: "bis zu 10 weitere Stunden" (§ 12 Abs. 2: at most 25 % of the minimum)
    extra = _search(
        r"(bis zu|höchstens|maximal)\s+(\d{1,2})\s+(weitere|zusätzliche)\w*\s+(Arbeits)?(Stunden|Std)", text
    )
    base = low or _search(r"Arbeitszeit\w*\s+(beträgt|von)\s+" + _HOURS, text)
    if extra and base and int(extra.group(2)) > int(base.group(2)) * 0.25:
        return [_draft("may_be_invalid", "de_on_call_band", (TZBFG_12_2, TZBFG_22))]
    high = _search(r"(bis zu|höchstens|maximal|Höchst\w*(?: von)?)\s+" + _HOURS, text, re.IGNORECASE)
    # the band as a range: "zwischen 10 und 30 Stunden", "von 15 bis 35 Stunden"
    band = _search(r"\b(zwischen|von)\s+(\d{1,2})\s+(und|bis)\s+" + _HOURS, text)
    if band and int(band.group(4)) > int(band.group(2)) * 1.25:
        return [_draft("may_be_invalid", "de_on_call_band", (TZBFG_12_2, TZBFG_22))]
    if low and high and int(high.group(2)) > int(low.group(2)) * 1.25:
        return [_draft("may_be_invalid", "de_on_call_band", (TZBFG_12_2, TZBFG_22))]
    if not _search(_HOURS, text, re.IGNORECASE):
        return [_draft("unusual", "de_on_call_no_hours", (TZBFG_12,))]
    return []


def _work_time_flat(text: str) -> list[NoteDraft]:
    """Travel, standby or weekend time settled by the salary without saying how much (§ 307 Abs. 1 Satz 2 BGB).

    The same transparency rule as for overtime: a clause must let the employee see how much work the
    salary covers. A clause that names the hours covered, or pays such time, gets no note."""
    for s in _sentences(text):
        if not _has(
            r"Reisezeit|Reisetätigkeit|Fahrzeit|Wegezeit|Bereitschaft|Rufbereitschaft|Sonn- und Feiertag|Wochenendarbeit|Nachtarbeit|"
            r"Samstagsarbeit|Mehrleistung|(Nacht|Sonntags|Feiertags|Schicht)?[Zz]uschl[aä]ge|(sämtliche|alle|jegliche)\w* (Tätigkeiten|Arbeitsleistungen|Leistungen de[sr] (Arbeitnehmer|Angestellte|Mitarbeiter|Beschäftigte)\w*)"
            r"|(gesamte|ganze|gesamten|ganzen) (Tätigkeit|Arbeitsleistung|Arbeitszeit)",
            s,
        ):
            continue
        if _has(
            r"(bis zu|maximal|höchstens|die ersten)\s+\d+\s*Stunden|Zuschl[aä]g\w* (von|in Höhe|gezahlt|vergütet)|(?<!nicht )(gesondert vergütet|(werden|wird) vergütet)",
            s,
        ):
            continue
        # Travel time settled by the salary: the wording BAG 5 AZR 200/10 held intransparent.
        if _has(r"Reisezeit|Reisetätigkeit|Reisen|Fahrzeit", s) and _has(r"abgegolten|abzugelten", s):
            return [_draft("may_be_invalid", "de_travel_time_flat", (BGB_307, BGB_612), (BAG_TRAVEL_TIME,))]
        if _has(
            r"abgegolten|nicht (gesondert |zusätzlich )?vergütet|keine (gesonderte |zusätzliche )?Vergütung"
            r"|\bVergütung\b[^.]{0,40}\b(erfolgt nicht|wird nicht gezahlt|entfällt)",
            s,
        ):
            return [_draft("may_be_invalid", "de_work_time_flat", (BGB_307, BGB_612))]
    return []


def _bonus_sickness_cut(text: str) -> list[NoteDraft]:
    """A special payment cut for days of sickness beyond the limit of § 4a EntgFG (a quarter of a day's pay)."""
    if not _has(
        r"Sonderzahlung|Sondervergütung|Gratifikation|Weihnachtsgeld|Urlaubsgeld|Prämie|Bonus|13\. Monatsgehalt", text
    ):
        return []
    if not _has(r"Krankheit|Arbeitsunfähigkeit|Fehlzeit|Fehltag|krankheitsbedingt", text):
        return []
    if not _has(
        r"gekürzt|Kürzung|vermindert|entfällt|reduziert|verringert|\bminder[nt]\b|gemindert|Minderung|\bkürz(t|en)\b",
        text,
    ):
        return []
    if _has(r"(ein|1/4|einem) ?Viertel|§\s*4\s*a", text):
        return []
    return [_draft("may_be_invalid", "de_bonus_sickness", (ENTGFG_4A,))]


def _penalty_vague(text: str) -> list[NoteDraft]:
    """A contractual penalty for any breach of the contract, the breach not named (§ 307 Abs. 1 Satz 2 BGB).

    BAG 8 AZR 973/06 held a penalty for "schuldhaft vertragswidriges Verhalten" that causes a dismissal
    not clear enough; a penalty tied to named breaches (not starting work, leaving without notice,
    breaking the non-compete) is judged by its amount instead (``_penalty``)."""
    if not _has(_PENALTY, text):
        return []
    if _has(
        r"vertragswidrig\w* Verhalten|\bverletzt\b[^.]{0,40}\b(seine|ihre|die)\s+(\w+\s+)?(Pflichten|Vertragspflichten)\b"
        r"|\bVerstö(?:ß|ss)en gegen (diese[nr]? |den )?(Vertrag|vertragliche|Pflichten|Bestimmungen)"
        r"|(jede[nmrs]?|eine[rsm]?|schwerwiegende[nmr]?|gravierende[nmr]?)\s+(schuldhafte[nmr]?\s+)?"
        r"(Vertragsverletzung|Vertragsverstoß|Pflichtverletzung|(Verstoß|Zuwiderhandlung) gegen (die |diese[nr]? |seine |ihre )?"
        r"((arbeits)?vertraglichen |sonstigen )?(Pflichten|Bestimmungen|Vertrag|Arbeitsvertrag))",
        text,
    ):
        return [_draft("may_be_invalid", "de_penalty_vague", (BGB_307,), (BAG_PENALTY_VAGUE,))]
    return []


_AFTER_PROBATION = r"\b(nach|mit) (Ablauf|Ende|Beendigung)? ?(der|einer) Probezeit|\bnach der Probezeit"


def _notice_short(text: str) -> list[NoteDraft]:
    """A notice period under four weeks outside probation (§ 622 Abs. 1, Abs. 5 BGB).

    Shorter periods come only from a collective agreement (§ 622 Abs. 4), for temporary help of up
    to three months (§ 622 Abs. 5 Nr. 1) or in probation (§ 622 Abs. 3; ``_probation``)."""
    if not _has(r"\b(Kündigungsfrist|gekündigt|kündigen|Kündigung)", text):
        return []  # whole words: an "Ankündigungsfrist" (for short-time work) is no notice period
    if _has(r"Tarifvertrag|tariflich|Aushilf", text):
        return []
    probation = _has(r"Probezeit|Probearbeit|fristlos|außerordentlich|wichtige[nm] Grund", text)
    for s in _sentences(text):
        # A clause about probation or summary dismissal is silent, unless the period's own sentence says it runs
        # after probation ("Nach Ablauf der Probezeit beträgt die Kündigungsfrist zwei Wochen").
        if probation and not _has(_AFTER_PROBATION, s):
            continue
        for m in _finditer(
            r"(?:\bFrist von|\bKündigungsfrist(?:\s*(?:beträgt|von|:|jeweils))?"
            r"(?:\s+(?:für\s+(?:beide|jede)\w*(?:\s+(?!\d)\w+)?|beiderseits|jeweils))?(?:\s+nur)?"
            r"|\bKündigungsfrist\w*\s+beträgt\s+(?:für\s+(?:beide|jede)\w*\s+(?:\w+\s+)?|beiderseits\s+|jeweils\s+|nur\s+))\s*"
            + _NUM
            + r"\s+(Woche|Tag|Kalendertag|Werktag)",
            s,
        ):
            n, unit = _number(m.group(1)), m.group(2).lower()
            days = n * 7 if unit == "woche" else n
            if days < 28:
                return [_draft("may_be_invalid", "de_notice_short", (BGB_622,))]
    return []


def _exclusion_scope(text: str) -> list[NoteDraft]:
    """An exclusion period for the employee's claims only, or for all claims including intent.

    One-sided: only the employee's claims lapse (§ 307 BGB). Intent: liability for intent cannot be
    eased in advance (§ 202 Abs. 1 BGB); BAG 8 AZR 58/20 held a clause for all claims that does not
    except it void to that extent. The minimum-wage exception alone does not except intent."""
    if not _is_exclusion_period(text):
        return []
    out: list[NoteDraft] = []
    employee_only = _has(
        r"Ansprüche (des|der) (Arbeitnehmer|Mitarbeiter|Angestellten|Beschäftigten)\w*\b(?!\s+(und|sowie|oder)\b)", text
    ) and not _has(
        # "Ansprüche des Arbeitgebers bleiben unberührt": the employer's claims kept out, so one-sided still
        r"beiderseitig|gegenseitig|beide[rn]? (Vertrags)?(Parteien|Seiten)|jeweils|"
        r"Ansprüche (des|der) Arbeitgeber\w*\b(?![^.]{0,40}(unberührt|ausgenommen|nicht erfasst|gelten nicht|verfallen nicht))|"
        r"wechselseitig",
        text,
    )
    if employee_only:
        out.append(_draft("may_be_invalid", "de_exclusion_one_sided", (BGB_307,)))
    # All claims: named so ("alle Ansprüche"), or the claims of the employment as such ("Ansprüche aus dem
    # Arbeitsverhältnis", "beiderseitige Ansprüche aus diesem Vertrag"): courts read both as every claim arising
    # from it, intent included (BAG 8 AZR 58/20). A period only for named kinds of claims is not that.
    everything = _has(
        r"\b(alle|sämtliche|jegliche)\w*\s+(beiderseitigen\s+|gegenseitigen\s+|wechselseitigen\s+)?(Ansprüche|Forderungen)",
        text,
    ) or (
        _has(
            r"(Ansprüche|Forderungen)\s+((der|beider) (Vertrags)?(Parteien|Seiten)\s+)?(aus|die sich aus|im Zusammenhang mit)\s+"
            r"(de[mn]|diese[mn]|ihrem|seinem)\s+(Arbeits|Anstellungs|Dienst|Beschäftigungs)(verhältnis|vertrag)"
            r"|Ansprüche\s+((der|beider) (Vertrags)?(Parteien|Seiten)\s+)?aus diesem Vertrag",
            text,
        )
        and not _has(_NAMED_CLAIMS, text)
    )
    if everything and not _has(
        r"Vorsatz|vorsätzlich|unerlaubte[nr]? Handlung|Verletzung des Lebens|grob fahrlässig", text
    ):
        out.append(_draft("may_be_invalid", "de_exclusion_intent", (BGB_202, BGB_307), (BAG_EXCLUSION_INTENT,)))
    return out


def _special_receipt(text: str) -> list[NoteDraft]:
    """The employee's notice or declarations bound to registered mail (§ 309 Nr. 13 BGB: no special receipt requirements)."""
    if _has(
        r"(Kündigung|Erklärung|Anzeige|Geltendmachung)\w*[^.]{0,100}(Einschreiben|eingeschriebene[nm]? Brief|Einschreibebrief)"
        r"|(Einschreiben|eingeschriebene[nm]? Brief)[^.]{0,80}(Kündigung|Erklärung|Anzeige|kündig)",
        text,
    ) and not _has(r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(kündigt|hat|wird)[^.]{0,40}Einschreiben", text):
        return [_draft("may_be_invalid", "de_special_receipt", (BGB_309,))]
    return []


def _bonus_cut_off(text: str) -> list[NoteDraft]:
    """A bonus for work done that lapses unless the employment lasts, or is not under notice, at a later date.

    Pay for work already done cannot be taken away by a cut-off date (§ 611a Abs. 2, § 307 Abs. 1
    BGB); a bonus that only rewards loyalty (a Christmas bonus as such) may have one, so those get no note."""
    performance = _has(
        r"Bonus|Tantieme|Zielvereinbarung|erfolgsabhängig|leistungsabhängig|Leistungsprämie|13\. Monatsgehalt|Provision"
        r"|Jahresprämie|Erfolgsprämie|Zielprämie|Erfolgsbeteiligung|Gewinnbeteiligung|variable[nr]? (Vergütung|Gehalt|Entgelt)"
        # a special payment the clause itself calls pay for the work done in the year
        r"|(Vergütung|Entgelt|Gegenleistung)\s+für\s+(die\s+)?(im|während des|in dem)\s+(\w+\s+){0,2}?(geleistete|erbrachte)\w*\s+Arbeit",
        text,
    )
    cut_off = _has(
        # only who is still employed at a date: "erhält nur, wer am 31. März noch beschäftigt ist"
        r"\bnur\b[^.]{0,30}\b(wer|sofern|wenn|falls)\b[^.]{0,30}\b(am|zum)\s+(\d{1,2}\.|Auszahlungs|Stichtag)(?:[^.]|(?<=\d)\.){0,60}"
        r"\b(noch|weiterhin)\s+(\w+\s+){0,3}?(beschäftigt|tätig|angestellt)\b|"
        r"ungekündigt\w*|(besteht|bestehen) (kein|nicht)[^.]{0,60}(ausgeschieden|Kündigung|gekündigt)"
        r"|(Voraussetzung|setzt voraus)[^.]{0,80}(Bestehen|bestehend|ungekündigt)|(entfällt|kein Anspruch)[^.]{0,80}(ausscheidet|ausgeschieden|gekündigt)"
        r"|\b(scheidet|ausscheidet)\b(?:[^.]|(?<=\d)\.){0,80}\b(entfällt|verfällt|kein Anspruch|besteht kein)"
        r"|(zurückzuzahlen|zurückzuerstatten|Rückzahlung)[^.]{0,80}(ausscheidet|ausgeschieden|Kündigung|kündigt|endet)"
        r"|(ausscheidet|ausgeschieden|scheidet\b(?:[^.]|(?<=\d)\.){0,60}\baus\b|Kündigung|kündigt|endet)"
        r"(?:[^.]|(?<=\d)\.){0,80}(zurückzuzahlen|zurückzuerstatten|Rückzahlung)"
        # the payment lost on notice or leaving, in either order ("entfällt, wenn … vor dem 31.12. gekündigt wird",
        # "Im Falle einer Kündigung entfällt der Anspruch", "Mit dem Ausscheiden entfallen …", "verliert er den Anspruch")
        r"|\b(entfällt|entfallen|verfällt|verfallen|verliert|verlieren)\b(?:[^.]|(?<=\d)\.){0,80}(gekündigt|ausscheidet|ausgeschieden)"
        r"|\b(Kündigung|kündigt|Ausscheiden|ausscheidet)\b(?:[^.]|(?<=\d)\.){0,80}\b(entfällt|entfallen|verfällt|verfallen|"
        r"verliert|verlieren)\b",
        text,
    )
    loyalty_only = _has(r"Weihnachtsgeld|Weihnachtsgratifikation|Treueprämie|Betriebstreue", text) and not performance
    # Commission on deals made after the end (§ 87 Abs. 3 HGB) is another question: not pay for work already done.
    if _has(
        r"nach (dem|seinem|ihrem) (Ausscheiden|Ende)[^.]{0,40}(abgeschlossen|zustande|vermittelt|eingehend|eingeh)",
        text,
    ):
        return []
    if performance and cut_off and not loyalty_only:
        return [_draft("may_be_invalid", "de_bonus_cut_off", (BGB_611A, BGB_307))]
    return []


def _inventions_unpaid(text: str) -> list[NoteDraft]:
    """Employee inventions settled by the salary (§ 9, § 22 ArbnErfG: compensation, not waivable in advance).

    The sentence about inventions must itself settle or exclude their pay; a clause that refers to
    the statute ("es gelten die gesetzlichen Bestimmungen") gets no note."""
    if _has(r"gesetzlich\w* (Bestimmungen|Vorschriften|Regelungen)|Arbeitnehmererfindungsgesetz|ArbnErfG", text):
        return []
    for s in _sentences(text):
        if _has(r"\b(Dienst)?[Ee]rfindung", s) and _has(
            r"abgegolten|ohne (gesonderte |besondere |zusätzliche |weitere )?Vergütung"
            r"|keine[nr]? (gesonderte[nr]? |besondere[nr]? |zusätzliche[nr]? )?(Vergütung|Anspruch)",
            s,
        ):
            return [_draft("may_be_invalid", "de_inventions_unpaid", (ARBNERFG_9, ARBNERFG_22))]
    return []


# The end of the holiday year or of the carry-over period.
_YEAR_END = (
    r"31\.\s*(12\.|Dezember|0?3\.|März)|(Ende|Ablauf|Schluss)\s+(de[rs]\s+)?(jeweiligen\s+)?(Kalender|Urlaubs|Geschäfts)?jahres"
    r"|Jahresende|Übertragungszeitraum|(im|bis zum Ende des|innerhalb des) (laufenden )?(Kalender|Urlaubs)jahr"
    r"|(im|bis zum Ende des|innerhalb des) laufenden Jahr(es)?\b"
)


def _holiday_lapse_unconditional(text: str) -> list[NoteDraft]:
    """Holiday that lapses at the end of the year or the carry-over, the employer's part not named (BAG 9 AZR 423/16).

    Statutory holiday lapses only where the employer asked the employee in time to take it and said
    that it would otherwise lapse; a clause that lets it lapse by the date alone leaves that out. A
    lapse limited to the holiday beyond the statutory minimum, or one that names the employer's notice,
    stays silent; an earlier cut-off than 31 March is ``de_holiday_lapse``."""
    if not _has(r"Urlaub", text):
        return []
    if _has(
        r"über den gesetzlichen|übergesetzlich|Mehrurlaub|Zusatzurlaub|vertraglich\w* (Mehr|Zusatz)?[Uu]rlaub|"
        r"hingewiesen|Hinweis|aufgefordert|Aufforderung|Mitwirkung|in die Lage versetzt|unterrichtet",
        text,
    ):
        return []
    for s in _sentences(text):
        if _has(
            r"Übertragung\w*[^.]{0,60}Urlaub\w*[^.]{0,60}(ausgeschlossen|nicht (möglich|zulässig|statthaft|gestattet))"
            r"|Urlaub\w*[^.]{0,60}(nicht übertragbar|nicht übertragen werden|kann nicht übertragen|wird nicht übertragen)",
            s,
        ):
            return [_draft("unusual", "de_holiday_lapse_unconditional", (BURLG_7, BURLG_13), (BAG_HOLIDAY_LAPSE,))]
        # the holiday itself, not holiday pay ("Urlaubsgeld verfällt zum Jahresende")
        if not _has(_HOLIDAY_ITSELF, s) or not _has(_YEAR_END, s):
            continue
        if _has(
            r"verf[aä]ll\w*|erlisch\w*|erlösch\w*|(ersatzlos|ohne Abgeltung)\s+(weg|entfällt|verloren)|geht\s+(\w+\s+)?verloren",
            s,
        ):
            return [_draft("unusual", "de_holiday_lapse_unconditional", (BURLG_7, BURLG_13), (BAG_HOLIDAY_LAPSE,))]
    return []


def _suit_waiver(text: str) -> list[NoteDraft]:
    """The employee waives a suit against a dismissal in advance, for nothing (BAG 2 AZR 722/06; § 4 KSchG).

    A clause that tells the three-week period of § 4 KSchG, or a waiver given for a severance
    payment or another consideration, stays silent."""
    if not _has(r"Kündigungsschutzklage|Klage gegen (die|eine) Kündigung|Kündigungsschutz", text):
        return []
    if _has(r"Abfindung|Gegenleistung|im Gegenzug|als Ausgleich", text):
        return []
    if _has(
        r"verzicht\w*[^.]{0,80}(Kündigungsschutzklage|Klage gegen (die|eine) Kündigung|Kündigungsschutz\b|Erhebung einer Klage)"
        r"|(Kündigungsschutzklage|Klage gegen (die|eine) Kündigung)[^.]{0,60}(nicht (zu )?erheben|nicht erhoben|verzicht|zurückzunehmen)"
        r"|\bkeine (Kündigungsschutzklage|Klage gegen (die|eine) Kündigung)[^.]{0,30}(erheben|einreichen)",
        text,
    ):
        return [_draft("may_be_invalid", "de_suit_waiver", (KSCHG_4, BGB_307), (BAG_SUIT_WAIVER,))]
    return []


_PROTECTIVE = (
    r"Schutzkleidung|Schutzausrüstung|Arbeitsschutzkleidung|Sicherheitsschuh\w*|Schutzschuh\w*|Schutzbrille\w*|"
    r"Schutzhelm\w*|Gehörschutz|Atemschutz\w*|Schutzhandschuh\w*|Bildschirmarbeitsplatzbrille\w*"
)


def _protective_costs(text: str) -> list[NoteDraft]:
    """The costs of protective equipment put on the employee (§ 3 Abs. 3 ArbSchG).

    The law forbids the employer to charge employees the costs of health and safety measures; plain
    work clothes (no protection) are not such a measure, and equipment the employer provides stays silent."""
    for s in _sentences(text):
        if not _has(_PROTECTIVE, s):
            continue
        if _has(
            r"(stellt|trägt|übernimmt|bezahlt|erstattet)\w*[^.]{0,40}\b(der|die) (Arbeitgeber|Firma|Gesellschaft)|kostenlos|unentgeltlich|kostenfrei|auf Kosten des Arbeitgebers",
            s,
        ):
            continue
        if _has(
            r"(trägt|tragen|bezahlt|zahlt|übernimmt)\w*\s+(\w+\s+)?(der|die) (Arbeitnehmer|Mitarbeiter|Beschäftigte|Angestellte)\w*"
            r"|(auf|zu) (seine|ihre|eigene)[nr]? (Kosten|Lasten)|selbst zu (beschaffen|bezahlen|tragen|finanzieren)|"
            r"\b(Arbeitnehmer|Mitarbeiter|Beschäftigte|Angestellte)\w*\s+(trägt|tragen|bezahlt|zahlt|übernimmt)\b[^.]{0,30}\bKosten|"
            r"(vom|von der) (Lohn|Gehalt|Vergütung)\w* (abgezogen|einbehalten)|(Arbeitnehmer|Mitarbeiter)\w*[^.]{0,40}(zu tragen|zu bezahlen|zu erstatten)",
            s,
        ):
            return [_draft("may_be_invalid", "de_protective_costs", (ARBSCHG_3,))]
    return []


def _holiday_sick(text: str) -> list[NoteDraft]:
    """Days of certified sickness during holiday counted as holiday (§ 9, § 13 Abs. 1 BUrlG)."""
    for s in _sentences(text):
        if (
            _has(r"Urlaub", s)
            and _has(_SICK, s)
            and _has(
                r"(auf den (Jahres)?urlaub|als Urlaub(stage)?)[^.]{0,30}(angerechnet|anzurechnen|gelten|zählen|verbraucht)"
                r"|(angerechnet|anzurechnen|verbraucht|gelten|gilt|zählen|zählt)[^.]{0,40}(auf den (Jahres)?urlaub|als Urlaub)",
                s,
            )
            # Silent where the days are not counted, and where only days without a doctor's certificate are:
            # § 9 BUrlG spares only days "durch ärztliches Zeugnis nachgewiesen".
            and not _has(r"\bnicht\b|\bkein\w*\b|\bohne\b[^.]{0,30}(Attest|Zeugnis|Bescheinigung|Nachweis)", s)
        ):
            return [_draft("may_be_invalid", "de_holiday_sick", (BURLG_9, BURLG_13))]
    return []


def _working_hours_max(text: str) -> list[NoteDraft]:
    """A regular weekly working time above 48 hours (§ 3 ArbZG: eight hours a working day, ten only where
    eight are kept on average; six working days a week).

    Silent where the clause names a collective agreement or on-call duty (§ 7 ArbZG lets those go further),
    an executive (§ 18 ArbZG), or hours "bis zu" a figure (a cap, not the agreed time)."""
    if _has(r"Tarifvertrag|tariflich|Bereitschaftsdienst|Arbeitsbereitschaft|§\s*7 ArbZG|§\s*18 ArbZG|leitende", text):
        return []
    for s in _sentences(text):
        if not _has(r"Arbeitszeit|arbeitet|Stunden", s) or not _has(
            r"wöchentlich|pro Woche|je Woche|in der Woche|Wochenarbeitszeit", s
        ):
            continue
        for m in _finditer(r"(?<![\d,.])(\d{2})(?:,\d+)?\s*(?:Stunden|Std\.?|Zeitstunden)\b", s):
            before = s[max(0, m.start() - 25) : m.start()]
            if _search(r"bis zu|höchstens|maximal|nicht mehr als", before, re.I):
                continue
            if 48 < int(m.group(1)) <= 100:
                return [_draft("may_be_invalid", "de_working_hours_max", (ARBZG_3,))]
    # Overtime the salary covers, by hours a month or a week, on top of the weekly hours: "40 Stunden wöchentlich; mit
    # dem Gehalt sind bis zu 60 Überstunden im Monat abgegolten" is 54 hours a week on average (a month ~ 4.33 weeks).
    week = _search(
        r"(?<![\d,.])(\d{2})(?:,\d+)?\s*(?:Stunden|Std\.?)\s+(?:wöchentlich|pro Woche|je Woche|in der Woche)"
        r"|(?:wöchentliche Arbeitszeit|Wochenarbeitszeit)\s+(?:beträgt|von)\s+(?:\w+\s+)?(\d{2})(?:,\d+)?\s*(?:Stunden|Std)",
        text,
    )
    extra = _search(
        r"(?<![\d,.])(\d{1,3})\s*(?:Über|Mehr|Mehrarbeits)stunden\s+(?:pro|im|je|in der|monatlich|wöchentlich)\s*(Monat|Woche)?",
        text,
    )
    if week and extra and _has(_SETTLED + r"|" + _PAY_INCLUDES, text):
        weekly = _has(r"wöchentlich|Woche", extra.group(0))
        per_week = int(extra.group(1)) / (1 if weekly else 4.33)
        if int(week.group(1) or week.group(2)) + per_week > 48:
            return [_draft("may_be_invalid", "de_working_hours_max", (ARBZG_3,))]
    # A working day beyond ten hours: § 3 ArbZG allows ten at most, also as a cap ("bis zu 12 Stunden täglich").
    for s in _sentences(text):
        # "täglich" also as the adjective ("die tägliche Arbeitszeit")
        if not _has(
            r"\b(täglich\w*|pro Tag|am Tag|je Tag|je Arbeitstag|pro Arbeitstag|werktäglich\w*|Arbeitstag)\b", s
        ):
            continue
        if _has(r"wöchentlich|pro Woche|je Woche|in der Woche|Wochenarbeitszeit|Ruhezeit|Pause", s):
            continue
        # the hours of work, not of anything else ("Unfälle des täglichen Lebens … 24 Stunden", opening hours)
        if not _has(r"Arbeitszeit|arbeitet|arbeiten|Arbeitsdauer|Schicht|Dienstzeit|Arbeitsleistung", s):
            continue
        for m in _finditer(r"(?<![\d,.])(\d{2})(?:,\d+)?\s*(?:Stunden|Std\.?|Zeitstunden)\b", s):
            if 10 < int(m.group(1)) <= 24:
                return [_draft("may_be_invalid", "de_working_hours_max", (ARBZG_3,))]
    return []


# "pfänd" as in Pfändung, gepfändet, pfändbar; not "Pfand" (a deposit), which reads alike once umlauts are folded.
_GARNISHED = (
    r"pfänd(ung|bar|et|en)\w*|Pfändung|Abtretung|abgetreten|abtritt|Verpfändung|verpfändet|Lohnpfändung|Gehaltspfändung"
)
# The employer's own handling charged: a fee, a flat sum or share, or "the costs" put on the employee.
_HANDLING_FEE = (
    r"Bearbeitung|Gebühr|Pauschale|pauschal|Aufwand|Verwaltungskosten|\d+([.,]\d+)?\s*(%|Prozent|EUR|€|Euro)"
    r"|Kosten\w* (des|der) (Arbeitgeber|Firma|Gesellschaft)|(dem|der) (Arbeitgeber|Firma|Gesellschaft) (\w+\s+){0,4}?entsteh"
)
_CHARGED = (
    r"(trägt|tragen|zu tragen|zu erstatten|erstattet|zu ersetzen|einbehalten|einzubehalten|in Rechnung|berechnet|"
    r"belastet|erhoben|abgezogen)"
)


def _garnishment_costs(text: str) -> list[NoteDraft]:
    """The employer's costs of handling a garnishment or assignment of pay put on the employee (BAG 1 AZR 578/05).

    The employer as third-party debtor bears its own costs; a fee, a flat sum or a share withheld from the
    pay for that handling departs from it. Silent where the employer bears them, and where the clause only
    asks that garnishments or assignments be reported."""
    for s in _sentences(text):
        if not (_has(_GARNISHED, s) and _has(_HANDLING_FEE, s) and _has(_CHARGED, s)):
            continue
        if _has(
            r"(trägt|tragen|übernimmt|übernehmen)\s+(\w+\s+)?" + _EMPLOYER + r"|" + _EMPLOYER + r"\s+(trägt|übernimmt)"
            r"|zu Lasten des Arbeitgebers",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_garnishment_costs", (BGB_307,), (BAG_GARNISHMENT_COSTS,))]
    return []


# The employer's right to assign work: "ist berechtigt, … zuzuweisen", "kann … übertragen", "behält sich vor, …".
_MAY_ASSIGN = (
    r"(berechtigt|\bkann\b|\bdarf\b|\bkönnen\b|\bdürfen\b|behält sich\b[^.]{0,60}\bvor|behalten uns\b[^.]{0,60}\bvor"
    r"|vorbehalten)[^.]{0,120}"
    r"(zuzuweisen|zuweisen|zugewiesen|zu übertragen|übertragen|zu beauftragen|beauftragt|einzusetzen|eingesetzt|"
    r"heranzuziehen|herangezogen|zu versetzen|versetzt|einsetzen|versetzen|beschäftigen|betrauen|zu betrauen)\b"
    r"|(zuzuweisen|zu übertragen|einzusetzen|heranzuziehen|zu versetzen)[^.]{0,60}(berechtigt|vorbehalten)"
    # the same right put as the employee's duty: "ist verpflichtet, auf Weisung auch andere Arbeiten zu verrichten"
    r"|\bverpflichtet\b[^.]{0,80}(zu verrichten|auszuführen|zu übernehmen|zu erledigen|zu leisten)\b"
)
_OTHER_WORK_ASSIGNED = (
    r"\b(andere|anderen|anderer|sonstige|sonstigen|weitere|weiteren)\s+(\w+\s+){0,2}?"
    r"(Tätigkeit|Tätigkeiten|Arbeit|Arbeiten|Aufgabe|Aufgaben|Arbeitsplatz|Position|Funktion)\b"
)
_LOWER_WORK = (
    r"geringerwertig|geringer (bezahlt|vergütet|bewertet|qualifiziert|eingestuft)|niedriger (bezahlt|vergütet|"
    r"eingruppiert|bewertet|eingestuft)|unterwertig|schlechter (bezahlt|vergütet)|niedrigere[nr]? (Vergütungs|Lohn|"
    r"Gehalts|Tarif)?gruppe"
    # work below the employee's qualification ("Tätigkeiten, die nicht seiner Qualifikation entsprechen")
    r"|\bnicht\s+(seiner|ihrer|der|den|seinen|ihren)\s+(\w+\s+)?(Qualifikation|Ausbildung|Vorbildung|Kenntnisse|Fähigkeiten"
    r"|Eignung)\w*\s+entspr|\bunabhängig von (seiner|ihrer|der) (\w+\s+)?(Qualifikation|Ausbildung|Vorbildung|Eignung)"
)
# What keeps the assignment within the employer's right to direct (§ 106 GewO): equivalent work, work the
# employee can reasonably be asked to do, matching the training or skills, the same pay, fair discretion.
_EQUIVALENT = (
    r"gleichwertig|gleichartig|zumutbar|angemessen|entsprech\w*|Kenntniss|Fähigkeit|Ausbildung|Qualifikation|"
    r"Vorbildung|Eignung|billige[nms]? Ermessen|§\s*106|GewO|Beibehaltung|gleiche[rn]? (Vergütung|Bezüge|Gehalt)|"
    r"ohne (Minderung|Kürzung|Verringerung)|gleichbleibend|Vergütung bleibt|Bezüge bleiben|unverändert"
)


def _transfer_unequal(text: str) -> list[NoteDraft]:
    """The employer may assign other work without the clause ensuring it is equivalent (BAG 9 AZR 424/05).

    Fires where the clause allows lower-valued work outright ("auch eine geringer bezahlte Tätigkeit"), or other
    work with none of the limits of the right to direct (§ 106 GewO: equivalent, reasonable, matching the
    employee's skills, the same pay, fair discretion). A transfer to another place alone, and the employee's own
    request, stay silent."""
    for s in _sentences(text):
        # the employee's own right (also "Sie können" of the polite address) is no assignment by the employer
        if not _has(_MAY_ASSIGN, s) or _has(
            _EMPLOYEE
            + r"\s+(kann|darf|ist berechtigt)\b|\bSie\s+(können|dürfen|sind berechtigt)\b|auf (eigenen |Ihren )?Wunsch",
            s,
        ):
            continue
        if _has(_LOWER_WORK, s) and not _has(r"\b(nicht|keine?)\b[^.]{0,40}(" + _LOWER_WORK + ")", s):
            return [_draft("may_be_invalid", "de_transfer_unequal", (BGB_307, GEWO_106), (BAG_TRANSFER_UNEQUAL,))]
        if _has(_OTHER_WORK_ASSIGNED, s) and not _has(_EQUIVALENT, text):
            return [_draft("may_be_invalid", "de_transfer_unequal", (BGB_307, GEWO_106), (BAG_TRANSFER_UNEQUAL,))]
    return []


# The objective reasons of § 14 Abs. 1 TzBfG and the statute's other ways to a longer fixed term (a collective
# agreement, a new company, employees from 52, science and medical training): any of them and the rule is silent.
_FIXED_TERM_REASON = (
    r"Vertretung|vertret|Elternzeit|Mutterschutz|Projekt|Erprobung|Saison|vorübergehend|Sachgrund|sachliche[nr]? Grund|"
    r"§\s*14 Abs\.\s*(1|2a|3)|Haushaltsmittel|Drittmittel|Studium|Ausbildung|Rente|Wunsch des|auf eigenen Wunsch|"
    r"Tarifvertrag|tariflich|MRTV|Manteltarif|Neugründung|Existenzgründung|neu gegründet|Wissenschaft|WissZeitVG|"
    r"Weiterbildung zum Facharzt|ÄArbVtrG|Lebensjahr"
)
_DATE = r"(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})\b"


def _fixed_term_months(text: str) -> float | None:
    """The fixed term in months: "für die Dauer von drei Jahren", "auf 30 Monate", or "vom 01.09.2024 bis zum
    31.08.2027"; None where the clause names neither."""
    m = _search(
        r"(für|auf|Dauer von|Zeitraum von|Laufzeit von)\s+(die Dauer von\s+)?" + _NUM + r"\s+(Jahr|Monat)", text
    )
    if m:
        return _number(m.group(3)) * (12 if m.group(4).lower() == "jahr" else 1)
    dates = [
        (int(y) + (2000 if len(y) == 2 else 0), int(mo), int(d))
        for d, mo, y in ((x.group(1), x.group(2), x.group(3)) for x in _finditer(_DATE, text))
        if 1 <= int(mo) <= 12 and 1 <= int(d) <= 31
    ]
    if (
        len(dates) >= 2
        and _has(r"\b(vom|ab|beginnt|Beginn)\b[^.]{0,40}" + _DATE, text)
        and _has(r"\b(bis|endet|Ende)\b[^.]{0,40}" + _DATE, text)
    ):
        (y1, m1, d1), (y2, m2, d2) = dates[0], dates[1]
        return (y2 - y1) * 12 + (m2 - m1) + (d2 - d1) / 30
    return None


def _fixed_term_long(text: str) -> list[NoteDraft]:
    """A fixed term of more than two years with no objective reason named (§ 14 Abs. 2 TzBfG).

    Without an objective reason a fixed term may run at most two years in all; a longer one is deemed
    concluded for an indefinite time (§ 16 TzBfG). Silent where the clause names a reason (a replacement, a
    project, probation, a season …) or one of the statute's other ways (a collective agreement, a new
    company, an employee of 52 or more)."""
    if not _has(r"befristet|Befristung|Zeitvertrag", text) or _has(r"unbefristet|auf unbestimmte Zeit", text):
        return []
    # a reason denied is none: "ohne sachlichen Grund", "ohne Sachgrund" (§ 14 Abs. 2 TzBfG's own words)
    if _has(_FIXED_TERM_REASON, _pattern(r"\bohne\s+(einen\s+)?(sachlichen Grund|Sachgrund)").sub(" ", text)):
        return []
    months = _fixed_term_months(text)
    if months is not None and months > 24.5:
        return [_draft("may_be_invalid", "de_fixed_term_long", (TZBFG_14, TZBFG_16))]
    return []


# Release from work (garden leave) by the employer: the verb or noun, and what it releases from (the work) or what it
# keeps (the pay, holiday set off against it); not a release from liability or costs ("stellt … von Ansprüchen frei").
_RELEASE = (
    r"freizustellen|freistellen|freigestellt|freistellt|Freistellung|zu beurlauben|beurlauben|beurlaubt|suspendier"
)
_RELEASE_FROM_WORK = (
    r"\bvon\s+(der|seiner|ihrer|jeder|seinen|ihren|den)\s+(\w+\s+)?(Arbeit|Arbeitsleistung|Tätigkeit|Dienstleistung|"
    r"Arbeitspflicht|Dienstpflicht|Verpflichtung zur Arbeitsleistung|Pflicht zur Arbeitsleistung|Aufgaben|Dienst)\w*"
    r"|Fortzahlung|Weiterzahlung|fortzuzahlen|Anrechnung|angerechnet|\bBezüge\b|Vergütung|Gehalt|Resturlaub"
    r"|\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte|Dienstnehmer)\w*\b[^.]{0,80}\b(freizustellen|freistellen|freigestellt|zu beurlauben|beurlauben)\b"
)
# The employee's own time off (looking for work, § 629 BGB; a works council's duties; care, a doctor, a family event;
# a release the employee asks for), overtime taken as time off, and a release that names its reasons or fair discretion.
_RELEASE_FOR_EMPLOYEE = (
    r"Stellensuche|§\s*629|Betriebsrat|Bildungsurlaub|Pflege|Arzt|Wunsch|beantrag|Antrag|verlangen|Ehrenamt|Elternzeit|"
    r"Sonderurlaub|Umzug|Hochzeit|Todesfall|Geburt|Überstunden|Mehrarbeit|Freizeitausgleich|Zeitausgleich|Arbeitszeitkonto|"
    r"Anspruch auf (\w+\s+)?Freistellung|von (allen |sämtlichen )?(Ansprüchen|Forderungen|der Haftung|Kosten|Verbindlichkeiten)"
)
_RELEASE_LIMITED = (
    r"billige[mn]? Ermessen|§\s*315|berechtigte[sn]? (\w+\s+)?Interesse|überwiegende[sn]?|schutzwürdige[sn]?|"
    r"sachliche[rn]? Gr[uü]nd|wichtige[rn]? Gr[uü]nd|Verdacht|Pflichtverletzung|Vertrauens|\bGr[uü]nde?n?\b(?! anzugeben)"
    r"|(Geschäfts|Betriebs)geheimnis|Wettbewerb"
)


def _release(text: str) -> list[NoteDraft]:
    """The employer may release the employee from work at will (LAG München 5 Sa 297/03; § 307 BGB).

    The employee has a general right to be employed; courts have held general, unrestricted release clauses in
    standard contracts void, and upheld a release for the case of a dismissal where its use is subject to fair
    discretion (§ 315 BGB). A release at will: "may be invalid". Silent: a release tied to a dismissal (courts read
    fair discretion into it; the dataset's lawyers judged 7 of 8 such clauses valid), the employee's own time off
    (§ 629 BGB, a works council, care), overtime taken as time off, a release from liability, what follows from a
    release, and a clause that names the reasons or fair discretion."""
    for s in _sentences(text):
        if not (_has(_RELEASE, s) and _has(_RELEASE_FROM_WORK, s)):
            continue
        # The right to release, bound to the release itself ("ist berechtigt, … freizustellen", "Eine Freistellung bleibt
        # vorbehalten"); not what follows from one ("Während der Freistellung kann … angerechnet werden").
        if not _has(
            r"(berechtigt|\bkann\b|\bkönnen\b|\bdarf\b|\bdürfen\b|behält sich\b|\bRecht\b)[^.]{0,120}"
            r"(freizustellen|freistellen|freigestellt|beurlauben|beurlaubt|suspendier)"
            r"|(Freistellung|freizustellen|freistellen)[^.]{0,60}(vorbehalten|berechtigt)",
            s,
        ):
            continue
        if _has(_RELEASE_FOR_EMPLOYEE, s) or _has(_RELEASE_LIMITED, s):
            continue
        if _has(
            r"Kündigung|gekündigt|Kündigungsfrist|Beendigung|Aufhebung|Ausscheiden|Ende des (Arbeits|Anstellungs)", s
        ):
            continue  # tied to a dismissal: upheld where used with fair discretion, which courts read into it
        return [_draft("may_be_invalid", "de_release_any_time", (BGB_307,), (LAG_MUNICH_RELEASE,))]
    return []


def _short_time_work(text: str) -> list[NoteDraft]:
    """The employer may order short-time work without an announcement period (LAG Berlin-Brandenburg 2 Sa 1230/10).

    One regional court's decision, which a clause that refers to §§ 169 ff. SGB III may meet in the employer's
    favour elsewhere: "unusual", never "may be invalid".
    Silent where the clause sets an announcement period, or where short-time work comes through a works or
    collective agreement (the clause is then not its legal basis), and where it only speaks of the benefit."""
    if _has(
        r"Ankündigungsfrist|(Frist|Vorlauf\w*)\s+von|mit einer Frist|(Tage|Wochen|Monat\w*)\s+(vorher|zuvor|im Voraus|vor (deren|ihrem|dem) Beginn)"
        r"|Betriebsvereinbarung|Betriebsrat|Personalrat|Tarifvertrag|tariflich|Einverständnis|Zustimmung de[sr] (Arbeitnehmer|Mitarbeiter)",
        text,
    ):
        return []
    for s in _sentences(text):
        if _has(r"Kurzarbeit(?!ergeld)", s) and _has(
            r"anordnen|anzuordnen|angeordnet|Anordnung|einführen|einzuführen|eingeführt|berechtigt|\bkann\b|\bdarf\b|vorbehalten"
            r"|einseitig|verpflichtet",
            s,
        ):
            return [_draft("unusual", "de_short_time_work", (BGB_307, KSCHG_2), (LAG_BB_SHORT_TIME,))]
    return []


# Anything given in return: a severance payment, a consideration, or claims settled on both sides.
_IN_RETURN = (
    r"Abfindung|Gegenleistung|im Gegenzug|als Ausgleich|beiderseitig|gegenseitig|wechselseitig|"
    r"beide[rn]? (Vertrags)?(Parteien|Seiten)|Parteien sind sich einig|Arbeitgeber\w* (verzichtet )?ebenfalls"
)


def _claims_waiver(text: str) -> list[NoteDraft]:
    """The employee waives claims, or declares to have none, with nothing in return (BAG 9 AZR 203/10; § 307 BGB).

    Silent: a waiver by the employer, one on both sides or for a severance payment, the waiver of a suit against a
    dismissal (``_suit_waiver``), and a waiver of a notice period or of a right that is no claim."""
    if _has(_IN_RETURN, text):
        return []
    for s in _sentences(text):
        if _has(r"Kündigungsschutz|Klage gegen (die|eine) Kündigung", s):
            continue
        if _has(_EMPLOYER + r"\s+(\w+\s+)?verzicht", s):
            continue
        if _has(r"\b(nicht|kein\w*)\s+(\w+\s+){0,2}?verzicht|verzicht\w*\s+(\w+\s+){0,2}?nicht\b|unverzichtbar", s):
            continue  # no waiver, or one barred: the employee's favour
        if _has(
            _EMPLOYEE + r"[^.]{0,80}\bverzicht\w*\b[^.]{0,60}\b(Ansprüche|Anspruch|Forderungen|Forderung)\b"
            r"|\bverzicht\w*\s+(der|die) (Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*[^.]{0,60}"
            r"\b(Ansprüche|Anspruch|Forderungen)\b"
            r"|"
            + _EMPLOYEE
            + r"[^.]{0,40}\b(erklärt|bestätigt|versichert)\b[^.]{0,80}\bkeine\s+(weiteren\s+|sonstigen\s+)?"
            r"(Ansprüche|Forderungen)\b|Ausgleichsquittung",
            s,
        ):
            return [_draft("may_be_invalid", "de_claims_waiver", (BGB_307,), (BAG_WAIVER_ONE_SIDED,))]
        # all claims declared settled by a receipt or the leaving itself ("Mit Erhalt der Abschlussrechnung sind alle
        # Ansprüche erledigt"): the same one-sided waiver in the passive; a condition ("wenn …") is an exclusion period
        if (
            _has(
                r"\b(alle|sämtliche|jegliche|etwaige|weitere)\w*\s+(\w+\s+){0,3}?(Ansprüche|Forderungen)\b[^.]{0,80}"
                r"\b(erledigt|abgegolten|ausgeglichen|erloschen)\b",
                s,
            )
            and _has(
                r"\b(Erhalt|Empfang|Unterzeichnung|Unterschrift|Abschlussrechnung|Schlussabrechnung|Endabrechnung|"
                r"Arbeitspapiere|Ausscheiden|Beendigung)\b",
                s,
            )
            and not _has(r"\b(wenn|sofern|falls|soweit|nicht)\b|" + _OVERTIME, s)
        ):
            return [_draft("may_be_invalid", "de_claims_waiver", (BGB_307,), (BAG_WAIVER_ONE_SIDED,))]
    return []


def _notice_long(text: str) -> list[NoteDraft]:
    """A notice period of a year or more (BAG 6 AZR 158/16: three years held an unreasonable disadvantage).

    The decision weighs the case; the note is "unusual", never "may be invalid". A year is thirteen times the
    statutory four weeks and binds the employee alike when it binds both sides (round w31: lowered from two years;
    three months or six weeks to a quarter's end, usual in contracts, stay silent). The seniority after which a
    period grows ("nach zwei Jahren Betriebszugehörigkeit") is no notice period and stays silent."""
    for m in _finditer(
        r"(?:\bKündigungsfrist\w*(?:\s+(?:beträgt|von|:))?(?:\s+(?:beiderseits|jeweils|für beide (?:Seiten|Parteien)))?"
        r"|\bFrist von)\s+" + _NUM + r"\s+(Jahr|Monat)",
        text,
    ):
        months = _number(m.group(1)) * (12 if m.group(2).lower() == "jahr" else 1)
        if months >= 12:
            return [_draft("unusual", "de_notice_long", (BGB_307, BGB_622), (BAG_NOTICE_LONG,))]
    return []


def _holiday_pro_rata(text: str) -> list[NoteDraft]:
    """Holiday in the year of joining or leaving cut to a twelfth a month, the statutory minimum not excepted (§ 5 Abs. 1,
    § 13 Abs. 1 BUrlG).

    The law gives a twelfth a month only where the six months' waiting period cannot be completed in the year, or on
    leaving before it or in the first half of a year; whoever leaves in the second half after it keeps the full
    statutory minimum. A clause that excepts the statutory minimum, names the first half year or the waiting period,
    or cuts only the holiday beyond the minimum stays silent."""
    if not _has(r"Urlaub", text):
        return []
    if _has(
        r"gesetzlich\w* (Mindest)?urlaub|Mindesturlaub|BUrlG|Bundesurlaubsgesetz|§\s*5\b|ersten? (Kalender)?(halbjahr|Hälfte)"
        r"|Wartezeit|(sechs|6) Monat|nicht unterschritten|über den gesetzlichen|übergesetzlich|Mehrurlaub|Zusatzurlaub|vertraglich\w* (Mehr|Zusatz)?[Uu]rlaub",
        text,
    ):
        return []
    for s in _sentences(text):
        # the holiday itself, not holiday pay ("Urlaubsgeld") or another compound
        if not _has(r"\b(Jahres|Erholungs|Rest)?urlaub(s?anspruch\w*|stage)?s?\b", s):
            continue
        year = _has(
            r"(Eintritts|Austritts|Ein- und Austritts|Ein- bzw\. Austritts|Ein- oder Austritts)jahr|Jahr des (Eintritts|Austritts|"
            r"Ausscheidens|Beginns|Endes|Ein- und Austritts)|(beginnt|endet|ausscheidet|scheidet)[^.]{0,60}(im Laufe|während) des"
            r"|im Laufe eines (Kalender|Urlaubs)jahres|in der zweiten (Jahres|Kalenderjahres)?hälfte|im zweiten (Kalender)?halbjahr",
            s,
        )
        share = _has(
            r"anteilig|1\s*/\s*12|Zwölftel|pro rata|für jeden (vollen )?(Beschäftigungs|Kalender)?monat|je (vollen )?(Beschäftigungs)?monat",
            s,
        )
        if year and share:
            return [_draft("may_be_invalid", "de_holiday_pro_rata", (BURLG_5, BURLG_13))]
    return []


# Overtime hours that lapse by a date or a period: work done whose pay or time off is lost without a claim.
_HOURS_LAPSE = (
    r"(Überstunden|Mehrarbeitsstunden|Mehrstunden|Plusstunden|Zeitguthaben|Guthabenstunden|Arbeitszeitguthaben)\w*"
    r"[^.]{0,140}\b(verfallen|verfällt|erlöschen|erlischt|entfallen|gestrichen|gekappt|gehen (\w+\s+)?verloren|"
    r"ersatzlos)\b"
)


def _overtime_forfeit(text: str) -> list[NoteDraft]:
    """Overtime hours or a time credit that lapse by a date, without pay (§ 611a Abs. 2, § 307 BGB).

    Hours worked are to be paid or balanced; a clause that lets them lapse works like an exclusion period without a
    claim, which courts measure by § 307 BGB. Silent: hours not ordered or approved (no claim arises), a cap on
    how many hours may be carried over with the rest paid out, and an exclusion period (``_exclusion_period``)."""
    for s in _sentences(text):
        if not _has(_HOURS_LAPSE, s) or _has(
            r"\b(verfallen|verfällt|erlöschen|erlischt|entfallen)\s+nicht\b|\bnicht\s+(\w+\s+)?(verfallen|erlöschen|gekappt|gestrichen)"
            r"|\bkein\w* (Verfall|Kappung)",
            s,
        ):
            continue
        if _has(
            r"nicht (ausdrücklich |vorher |schriftlich )?(angeordnet|genehmigt|vereinbart|veranlasst)|ohne (vorherige |ausdrückliche )?"
            r"(Anordnung|Genehmigung|Zustimmung)|ausgezahlt|ausbezahlt|vergütet|abgegolten|geltend",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_overtime_forfeit", (BGB_611A, BGB_307))]
    return []


def _damages_lump_sum(text: str) -> list[NoteDraft]:
    """A lump sum of damages charged to the employee (a lost key, uniform or ID), the proof of a lower damage not
    allowed (§ 309 Nr. 5 BGB).

    Silent: a deposit returned at the end, liability "nach den gesetzlichen Vorschriften", a clause that lets the
    employee prove a lower damage, and a contractual penalty (another category)."""
    if _has(_PENALTY + r"|Pfand|Kaution", text):
        return []
    for s in _sentences(text):
        # the damage of a lost or damaged thing, or damages named as a lump sum for any breach ("pauschalierter
        # Schadensersatz", "eine Schadenspauschale") — the same § 309 Nr. 5 BGB
        if not _has(
            r"Verlust|verlier|verloren|abhanden|Beschädigung|beschädig|nicht (\w+\s+)?zurück(gegeben|gibt|zugeben)"
            r"|pauschal\w*\s+Schadens?ersatz|Schadens?ersatz\w*pauschale|Schadenspauschale|Schadens?ersatz[^.]{0,40}\bpauschal",
            s,
        ):
            continue
        if not _has(r"pauschal|Pauschale|\d+([.,]\d+)?\s*(€|EUR|Euro)\b|(€|EUR)\s*\d+", s):
            continue
        if not _has(
            r"\b(zahlt|zahlen|zu zahlen|zu ersetzen|ersetzt|zu erstatten|erstattet|berechnet|in Rechnung|einbehalten|"
            r"abgezogen|verrechnet|belastet|trägt|zu tragen)\b",
            s,
        ):
            continue
        if _has(
            r"Nachweis|nachweis|geringer|niedriger|kein Schaden|keinen Schaden|gesetzlichen (Vorschriften|Bestimmungen)",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_damages_lump_sum", (BGB_309, BGB_310))]
    return []


# The holiday itself, not holiday pay ("Urlaubsgeld", "Urlaubsentgelt") or another compound.
_HOLIDAY_ITSELF = r"\b(Jahres|Erholungs|Rest)?urlaub(s?anspruch\w*|stage)?s?\b"


def _holiday_recall(text: str) -> list[NoteDraft]:
    """Granted holiday that the employer may revoke, or the employee must break off when called (BAG 9 AZR 405/99).

    Silent: the employer's refusal of a request before granting it (§ 7 Abs. 1 BUrlG), a move the employee asks
    for or agrees to at the time, and the employee's own duty to be reachable without a duty to return."""
    for s in _sentences(text):
        if not _has(_HOLIDAY_ITSELF, s):
            continue
        if _has(
            r"einvernehmlich|im (gegenseitigen )?Einvernehmen|auf (eigenen )?Wunsch|auf Antrag de[sr] (Arbeitnehmer|Mitarbeiter)",
            s,
        ):
            continue
        if _has(_EMPLOYEE + r"\s+(kann|darf|ist berechtigt)\b", s):
            continue  # the employee's own right to move or cancel
        recall = _has(
            r"(aus dem|den|seinen|ihren|de[nm]|einen) (\w+\s+){0,2}?Urlaub\w*[^.]{0,40}(zurückzurufen|zurückrufen|zurückgerufen|abzubrechen|abbrechen|"
            r"abgebrochen|zu unterbrechen|unterbrechen|unterbrochen)"
            r"|Rückruf\w*[^.]{0,40}Urlaub|Urlaub\w*[^.]{0,60}Rückruf"
            r"|(genehmigt|gewährt|bewilligt|festgelegt|erteilt)\w*\s+Urlaub\w*[^.]{0,60}(widerruf|zurückgenommen|zurückzunehmen|"
            r"aufgehoben|verschoben|zu verschieben)"
            r"|Urlaub\w*[^.]{0,60}(widerrufen|zu widerrufen|Widerruf vorbehalten|zurückgenommen|zurückzunehmen)"
            # a duty to take up work during the holiday, or to come back to it, when the employer asks
            r"|(während|im) (de[sm] )?(\w+)?[Uu]rlaub\w*[^.]{0,120}\b(die |seine |ihre )?(Arbeit|Tätigkeit|Dienst)\w*\s+(wieder\s+)?"
            r"(aufzunehmen|aufnehmen|anzutreten|antreten)\b|(während|im) (de[sm] )?(\w+)?[Uu]rlaub\w*[^.]{0,120}\b(in den Betrieb|an den "
            r"Arbeitsplatz|zur Arbeit) zurückzukehren",
            s,
        )
        if recall:
            return [_draft("may_be_invalid", "de_holiday_recall", (BURLG_1, BURLG_13), (BAG_HOLIDAY_RECALL,))]
    return []


def _holiday_lead_time(text: str) -> list[NoteDraft]:
    """Holiday to be requested four weeks or more in advance (§ 7 Abs. 1 BUrlG sets no period).

    The law lets the employer refuse the time the employee asks for only for urgent operational needs or other
    employees' wishes that take priority; a fixed long lead time is not in it. "unusual", never "may be invalid":
    no court has held such a period void as such. Silent: two weeks or less, and the planning of company holidays."""
    holiday = _HOLIDAY_ITSELF + r"|Urlaubs(antrag|anträge|wunsch|wünsche|planung)"
    clause_on_holiday = _has(holiday, text)
    for s in _sentences(text):
        # the holiday named in this sentence, or in the heading or a sentence before and this one asks for a request
        # ("Urlaub. … Der Antrag muss sechs Wochen vorher vorliegen")
        if not _has(holiday, s) and not (clause_on_holiday and _has(r"\bAntrag\b|\bAnträge\b|\bAnmeldung\b", s)):
            continue
        if _has(r"Betriebsferien|Betriebsurlaub|Urlaubsplan", s):
            continue
        asked = _has(
            r"beantrag|anzumelden|angemeldet|anmelden|Antrag|Anträge|einzureichen|mitzuteilen|anzuzeigen|zu stellen|gestellt",
            s,
        )
        # "mindestens vier Wochen vor", and the bare figure too: "einen Monat im Voraus", "sechs Wochen vorher"
        for m in _finditer(
            r"(?:(?:mindestens|spätestens|wenigstens)\s+)?"
            + _NUM
            + r"\s+(Woche|Monat)\w*\s+(vor|vorher|im Voraus|zuvor)",
            s,
        ):
            n, unit = _number(m.group(1)), m.group(2).lower()
            if asked and ((unit == "woche" and n >= 4) or unit == "monat"):
                return [_draft("unusual", "de_holiday_lead_time", (BURLG_7,))]
        # The whole year's holiday asked by a date early in the year: "bis zum 31. Januar eines jeden Jahres".
        if asked and _has(
            r"\bbis\s+(zum|spätestens|spätestens zum)?\s*\d{1,2}\.\s*(\d{1,2}\.|Januar|Februar|März)[^.]{0,40}"
            r"\b(jede[ns]?|eines jeden|des|das (laufende|kommende|folgende|jeweilige)) (Kalender|Urlaubs)?jahr"
            r"|\bfür das (gesamte|ganze|jeweilige|folgende) (Kalender|Urlaubs)?jahr\b[^.]{0,60}\bbis\s+(zum|spätestens)",
            s,
        ):
            return [_draft("unusual", "de_holiday_lead_time", (BURLG_7,))]
    return []


def _holiday_blackout(text: str) -> list[NoteDraft]:
    """Holiday barred in named months or seasons by the contract itself (§ 7 Abs. 1 BUrlG).

    The statute lets the employer refuse the time an employee asks for where urgent operational needs stand against
    it, case by case; a standing ban on whole months or the season settles that in advance. "unusual": a seasonal
    business may have such needs. Silent: the statute's own words ("dringende betriebliche Belange"), company holidays,
    and holiday to be taken in one piece (§ 7 Abs. 2 BUrlG)."""
    for s in _sentences(text):
        if not _has(_HOLIDAY_ITSELF + r"|Urlaubssperre", s):
            continue
        if _has(r"dringend\w* betrieblich|Betriebsferien|Betriebsurlaub|Betriebsruhe|Wunsch|Wünsche|Einvernehmen", s):
            continue
        if _has(
            r"Urlaubssperre"
            r"|(in|während)\s+(der|einer)\s+(laufenden\s+)?Kündigungsfrist[^.]{0,80}\b(nicht|ausgeschlossen|untersagt|kein)\b"
            r"|(in|während)\s+(de[rnm]|die)\s+(\w+\s+)?(Hauptsaison|Saison|Weihnachtszeit|Vorweihnachtszeit|Sommermonate\w*|Monate[n]?\s+"
            r"(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))[^.]{0,80}"
            r"\b(nicht|ausgeschlossen|untersagt|kein)\b"
            r"|\bnur\s+(in|während)\s+(de[rnm]|die)\s+(\w+\s+)?(Nebensaison|Wintermonate\w*|Monate[n]?\s+"
            r"(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))"
            r"|\b(nicht|kein\w*)\b[^.]{0,40}\b(in|während)\s+(de[rnm]|die)\s+(\w+\s+)?(Hauptsaison|Saison|Weihnachtszeit|"
            r"Sommermonate\w*|Monate[n]?\s+(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember))",
            s,
        ):
            return [_draft("unusual", "de_holiday_blackout", (BURLG_7,))]
    return []


def _declaration_written(text: str) -> list[NoteDraft]:
    """The employee's notices or requests bound to writing (§ 309 Nr. 13 BGB: at most text form), holiday aside.

    Silent: a dismissal, a termination agreement and a fixed term (the statute itself asks for writing: § 623
    BGB, § 14 Abs. 4 TzBfG), text form or e-mail allowed, the employer's own declarations, the holiday request
    (``_holiday_request_written``) and an exclusion period (``_exclusion_period``)."""
    if _is_exclusion_period(text) or _has(r"Textform|E-Mail|elektronisch", text):
        return []
    for s in _sentences(text):
        # a change of the contract is another category (written form); a change of address is a notice
        if _has(
            r"Urlaub|Kündigung|kündig|Aufhebung|Befristung|Nebenabrede|Vereinbarung|Vertragsänderung"
            r"|(Änderung|Ergänzung)\w*\s+(\w+\s+){0,2}?(dieses|des|der|zum)\s+(Arbeits|Anstellungs)?(Vertrag|vertrag)"
            r"|(Änderung|Ergänzung)\w*\s+(bedürfen|bedarf|sind nur|ist nur)",
            s,
        ):
            continue
        # the employer's own notices ("Mitteilungen des Arbeitgebers") are not the employee's
        if _has(r"(Anzeige|Mitteilung|Erklärung)\w*\s+(des|der)\s+(Arbeitgeber|Firma|Gesellschaft)", s):
            continue
        if _has(
            r"\bschriftlich\w*\s+(\w+\s+){0,3}?(anzuzeigen|mitzuteilen|zu beantragen|einzureichen|zu erklären|anzumelden|"
            r"zu melden|zu beantragen|zu informieren|zu unterrichten|abzugeben|vorzunehmen|zu stellen|zu erheben|vorzubringen)\b"
            # a notice to the employer valid only in writing
            r"|(Anzeige|Mitteilung|Meldung|Antrag|Anträge|Erklärung|Einwände|Einwendung|Beanstandung)\w*[^.]{0,60}"
            r"\bnur (dann )?(wirksam|gültig|beachtlich),? (wenn|sofern) sie schriftlich"
            r"|(Anzeige|Mitteilung|Meldung|Antrag|Anträge|Erklärung)\w*\s+(\w+\s+){0,4}?(bedarf|bedürfen|hat|haben|muss|müssen)"
            r"\s+(\w+\s+){0,3}?(der Schriftform|schriftlich)",
            s,
        ) and not _has(r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(hat|teilt|wird|muss|ist verpflichtet)", s):
            return [_draft("unusual", "de_declaration_written", (BGB_309,))]
    return []


def _retention_excluded(text: str) -> list[NoteDraft]:
    """The employee's right of retention excluded or restricted (§ 309 Nr. 2 b BGB, § 273 BGB).

    Standard terms may not exclude or restrict the other side's right to withhold its performance where it rests
    on the same contractual relationship; in employment contracts with regard to their special features (§ 310
    Abs. 4 Satz 2 BGB). Silent: the employer's own right, and the duty to return the employer's property (a
    retention of things, not of the work, where the clause says so)."""
    if _has(
        r"zurückzugeben|herauszugeben|Rückgabe|Herausgabe|Unterlagen|Arbeitsmittel|Arbeitsgerät|Dienstwagen|Firmenwagen"
        r"|Eigentum|Schlüssel|Gegenstände|Dokumente",
        text,
    ):
        return []  # the employer's things to be returned: no withholding of the work or the pay
    for s in _sentences(text):
        if not _has(r"Zurückbehaltungsrecht\w*|Leistungsverweigerungsrecht\w*", s):
            continue
        if _has(r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(ist|steht|hat|kann)\b[^.]{0,40}Zurückbehaltungsrecht", s):
            continue
        if _has(
            r"ausgeschlossen|\bverzichtet|\bkein\w*\s+(\w+\s+)?(Zurückbehaltungsrecht|Leistungsverweigerungsrecht)"
            r"|nicht (geltend gemacht|ausgeübt)|\bnur\b[^.]{0,40}(unbestritten|rechtskräftig)",
            s,
        ):
            return [_draft("may_be_invalid", "de_retention_excluded", (BGB_309, BGB_273))]
    return []


# The employer fixes pay or a bonus at its own, free or sole discretion: not the fair discretion the law presumes.
_FREE_DISCRETION = (
    r"\b(nach|in|im)\s+(seinem\s+|ihrem\s+)?(freie[mn]|eigene[mn]|alleinige[mn]|uneingeschränkte[mn]|freies)\s+Ermessen"
)


def _discretion_free(text: str) -> list[NoteDraft]:
    """Pay or a bonus fixed at the employer's free discretion (§ 315 BGB: fair discretion, reviewable by a court).

    "unusual": the law presumes that whoever fixes a performance must do so fairly and lets a court review it; a
    clause that names free discretion departs from that to the employee's disadvantage. Silent: fair discretion
    ("billiges Ermessen"), a change of the pay (``_change_reservation``), and discretion over other things."""
    for s in _sentences(text):
        if (
            _has(_FREE_DISCRETION, s)
            and _has(
                r"Bonus|Prämie|Tantieme|Gratifikation|Sonderzahlung|Provision|Zulage|Vergütung|Gehalt|Höhe|Zielvereinbarung",
                s,
            )
            and not _has(r"billige[mns]? Ermessen|§\s*315", s)
        ):
            return [_draft("unusual", "de_discretion_free", (BGB_315,))]
    return []


# The court fixed in advance: "Gerichtsstand ist …", "als Gerichtsstand wird … vereinbart", "ausschließlich zuständig
# ist das Arbeitsgericht …".
_VENUE = (
    r"Gerichtsstand\w*\b[^.]{0,80}\b(ist|sind|wird|werden|gilt|vereinbart|bestimmt|festgelegt)\b"
    r"|\b(ist|wird|werden)\b[^.]{0,60}\bals Gerichtsstand\b"
    r"|\b(ausschließlich|örtlich|allein)\s+zuständig\w*\s+(ist|sind|wird)?\s*(das|die)\s+(\w+\s+)?(Arbeits)?gericht"
    r"|\b(Arbeits)?gericht\w*\s+\w+\s+(ist\s+)?(ausschließlich|allein)\s+zuständig"
    r"|\b(ausschließlich|allein)\s+(das|die)\s+(\w+\s+)?(Arbeits)?gericht\w*\s+\w+\s+zuständig"
    # the court named by the seat: "ausschließlich das Arbeitsgericht am Sitz der Gesellschaft zuständig"
    r"|\b(ausschließlich|allein)\s+(das|die)\s+(\w+\s+)?(Arbeits)?gericht\w*\s+(am|in|an)\s+[^.]{0,60}\bzuständig"
)
# What keeps it within the law or the employee's favour: the cases § 38 Abs. 2, 3 ZPO allows (no residence in
# Germany, a move abroad, a residence unknown), "soweit gesetzlich zulässig", the statutory forum itself, the
# employee's residence or place of work, or a collective agreement (§ 48 Abs. 2 ArbGG).
_VENUE_LAWFUL = (
    r"Ausland|im Inland|unbekannt|nicht bekannt|soweit (dies )?(gesetzlich|rechtlich) (zulässig|möglich)"
    r"|soweit zulässig|gesetzlich\w* (Gerichtsstand|Vorschriften|Bestimmungen|Regelungen|Zuständigkeit)|§\s*48|ArbGG"
    r"|Wohnsitz de[sr] (Arbeitnehmer|Mitarbeiter|Angestellten|Beschäftigten)|gewöhnlich\w* Arbeitsort|Tarifvertrag|tariflich"
    r"|Kaufleute|Kaufmann"
)


def _jurisdiction(text: str) -> list[NoteDraft]:
    """The court fixed in advance in an employment contract (§ 38 ZPO with § 46 Abs. 2 ArbGG; § 48 Abs. 1a ArbGG).

    Only merchants and public bodies may agree on a court in advance, or the parties in writing after a dispute has
    arisen or for one of them moving abroad; an employee may always sue where the work is usually done. Silent where
    the clause keeps to those cases ("soweit gesetzlich zulässig", a move abroad), names the statutory forum or the
    employee's residence, comes from a collective agreement, or names only the place of performance."""
    for s in _sentences(text):
        if _has(_VENUE, s) and not _has(_VENUE_LAWFUL, s):
            return [_draft("legal_limit", "de_jurisdiction", (ZPO_38, ARBGG_48))]
    return []


# Leaving early in the year, or within the waiting period, with no holiday at all: the law gives a twelfth a month.
_LEAVES = r"(Ausscheiden|ausscheidet|scheidet[^.]{0,60}\baus\b|Beendigung|endet|ausgeschieden)"
_EARLY = (
    r"ersten? (Kalender)?(halbjahr|Hälfte|Jahreshälfte|sechs Monat|6 Monat)|Probezeit|Wartezeit"
    r"|vor (dem )?(Ablauf|Ende) (von )?(sechs|6) Monat|vor dem (1\.|ersten) Juli|bis (zum )?30\.\s?(6\.|Juni)"
)
_NO_HOLIDAY = (
    r"\bkein(en)?\s+(\w+\s+)?(Urlaub|Urlaubsanspruch|Anspruch auf (\w+\s+)?Urlaub)\b"
    r"|(Urlaub|Urlaubsanspruch)\w*\s+(\w+\s+){0,3}?(entfällt|entfallen|besteht nicht|entsteht nicht|ist ausgeschlossen)"
    r"|\b(entfällt|entfallen)\s+(der|jeder|jeglicher|sein|ihr)?\s*(\w+\s+)?(Urlaub|Urlaubsanspruch|Urlaubsansprüche)\b"
)


def _holiday_exit_none(text: str) -> list[NoteDraft]:
    """No holiday at all on leaving in the first half of a year or within the waiting period (§ 5 Abs. 1, § 13 BUrlG).

    The law gives a twelfth of the annual holiday for each full month on leaving before the six-month waiting
    period is over or, after it, in the first half of a calendar year. Silent: a clause that gives that share
    ("anteilig", ``_holiday_pro_rata`` for a share without the minimum), one about when holiday can be taken
    ("kann kein Urlaub genommen werden"), and holiday pay ("Urlaubsgeld")."""
    for s in _sentences(text):
        if not (_has(_LEAVES, s) and _has(_EARLY, s) and _has(_NO_HOLIDAY, s)):
            continue
        if _has(r"anteilig|Zwölftel|1\s*/\s*12|pro rata|Urlaubsgeld|genommen|gewährt werden|angetreten", s):
            continue
        return [_draft("may_be_invalid", "de_holiday_exit_none", (BURLG_5, BURLG_13))]
    return []


# --------------------------------------------------------------------------- round 9: categories from the law


def _probation_fixed_term(text: str) -> list[NoteDraft]:
    """A probation as long as the whole fixed term (§ 15 Abs. 3 TzBfG; BAG 2 AZR 275/23).

    In a fixed-term employment a probation must stand in proportion to the expected term and the kind of work;
    one as long as the whole term is as a rule out of proportion. Silent: a probation shorter than the term, an
    employment for an indefinite time, and a fixed term without a probation."""
    if not _has(r"Probezeit", text) or not _has(r"befristet|Befristung|Zeitvertrag", text):
        return []
    if _has(r"unbefristet|auf unbestimmte Zeit", text):
        return []
    whole = _has(
        r"(gesamte|ganze|volle)n? (Vertrags)?(Dauer|Laufzeit|Vertragszeit|Befristung)\w*[^.]{0,60}Probezeit"
        r"|Probezeit[^.]{0,60}(gesamte|ganze|volle)n? (Vertrags)?(Dauer|Laufzeit|Vertragszeit|Befristung)"
        r"|(Dauer der Befristung|Befristungsdauer|Vertragslaufzeit|Vertragsdauer)\s+(gilt|ist)\s+(zugleich\s+|auch\s+)?(als\s+)?Probezeit",
        text,
    )
    probation: int | None = None
    for s in _sentences(text):
        if not _has(r"Probezeit", s):
            continue
        m = _search(r"Probezeit\s+(von|beträgt|dauert)\s+(\w+\s+)?" + _NUM + r"\s+Monat", s) or _search(
            r"ersten\s+" + _NUM + r"\s+Monate[^.]{0,60}Probezeit", s
        )
        if m:
            probation = _number(m.groups()[-1])
    rest = " ".join(s for s in _sentences(text) if not _has(r"Probezeit", s))
    term = _fixed_term_months(rest) if rest else None
    if whole or (probation is not None and term is not None and probation >= term - 0.5):
        return [_draft("may_be_invalid", "de_probation_fixed_term", (TZBFG_15,), (BAG_PROBATION_FIXED_TERM,))]
    return []


# Holiday only after a waiting period longer than the statute's six months (§ 4 BUrlG), for the statutory holiday.
_WAIT_MONTHS = r"(?:nach|mit Ablauf von|nach Ablauf von)\s+(?:einer\s+)?(?:\w+\s+)?" + _NUM + r"\s*(Monat|Jahr)"


def _holiday_waiting_long(text: str) -> list[NoteDraft]:
    """Holiday first due after more than six months of employment (§ 4, § 13 Abs. 1 BUrlG).

    The full statutory holiday is first due after six months; a contract cannot lengthen that waiting period to the
    employee's disadvantage. Silent: six months or less, and holiday beyond the statutory minimum ("Zusatzurlaub",
    "übergesetzlich", "vertraglicher Mehrurlaub"), which a contract may tie to a longer service."""
    for s in _sentences(text):
        if not _has(r"Urlaub", s):
            continue
        if _has(
            r"Zusatzurlaub|zusätzlich|übergesetzlich|über den gesetzlichen|Mehrurlaub|Sonderurlaub|Bildungsurlaub", s
        ):
            continue
        if _has(
            r"(ersten|1\.)\s+(Beschäftigungs|Kalender)?jahr\w*[^.]{0,60}\b(kein(en)?|nicht)\b[^.]{0,30}Urlaub"
            r"|Urlaub\w*[^.]{0,60}erst (im|ab dem) (zweiten|2\.) (Beschäftigungs|Kalender)?jahr",
            s,
        ):
            return [_draft("may_be_invalid", "de_holiday_waiting_long", (BURLG_4, BURLG_13))]
        if not _has(r"\berst\b|frühestens|nicht vor", s):
            continue
        for m in _finditer(_WAIT_MONTHS, s):
            months = _number(m.group(1)) * (12 if m.group(2).lower().startswith("jahr") else 1)
            if months > 6:
                return [_draft("may_be_invalid", "de_holiday_waiting_long", (BURLG_4, BURLG_13))]
    return []


# The employer's own liability excluded or capped, with none of the exceptions § 309 Nr. 7 BGB requires.
_EMPLOYER_NOT_LIABLE = (
    r"\b(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\s+(\w+\s+){0,3}?(haftet|haften)\s+(\w+\s+){0,6}?nicht\b"
    r"|\bhaftet\s+(der|die|das)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\s+(\w+\s+){0,3}?nicht\b"
    r"|\b(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\s+(übernimmt|trifft)\s+(\w+\s+){0,2}?keine\w*\s+Haftung"
    r"|\bHaftung\s+(des|der)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*[^.]{0,120}\b(ausgeschlossen|wird nicht übernommen|entfällt)"
    r"|\b(keine|jede|jegliche)\s+Haftung\s+(des|der)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*[^.]{0,60}(übernommen|ausgeschlossen)"
    r"|\bfür\b[^.]{0,80}\b(wird|übernimmt)\s+(der Arbeitgeber\s+|die Firma\s+|die Gesellschaft\s+)?(keine|keinerlei)\s+Haftung"
    r"|\b(übernimmt|übernehmen|trifft)\s+(der|die|das)\s+(Arbeitgeber|Firma|Gesellschaft|Unternehmen)\w*\s+(\w+\s+){0,2}?"
    r"(keine|keinerlei)\s+Haftung"
)
# The exceptions: intent and gross negligence, injury to life, body or health, the statute itself ("soweit gesetzlich").
_LIABILITY_KEPT = (
    r"Vorsatz|vorsätzlich|grob\w* Fahrlässig|grob fahrlässig|Leben|Körper|Gesundheit|soweit gesetzlich|gesetzlich zulässig"
    r"|höhere[rn]? Gewalt|zwingend\w* gesetzlich|gesetzlichen Bestimmungen|Kardinalpflicht|wesentliche\w* Vertragspflicht"
)


def _employer_liability_excluded(text: str) -> list[NoteDraft]:
    """The employer's liability excluded with no exception for gross negligence or injury (§ 309 Nr. 7, § 310 Abs. 4
    BGB). Silent where the clause keeps intent, gross negligence or injury to life, body or health, where it
    speaks of the employee's liability (``_employee_liability``), and where the employer only does not insure."""
    for s in _sentences(text):
        if _has(_EMPLOYER_NOT_LIABLE, s) and not _has(_LIABILITY_KEPT, s):
            return [_draft("may_be_invalid", "de_employer_liability_excluded", (BGB_309, BGB_310))]
    return []


# Time without work for reasons on the employer's side, put on the employee: no pay, unpaid leave, time to work off.
_LOST_WORK = (
    r"Auftragsmangel|Arbeitsmangel|Auftragsrückgang|Auftragslage|fehlende[nr]? (Aufträge|Arbeit)|mangels (Aufträge|Arbeit)"
    r"|Betriebsstörung|Betriebsstillstand|Betriebsruhe|Betriebsschließung|Materialmangel|Maschinenausfall|Stromausfall"
    r"|Witterung|witterungsbedingt|schlechte[nrm]? Wetter|kein(e)? Arbeit (vorhanden|anfällt)|nicht genügend Arbeit"
)
_ON_EMPLOYEE = (
    r"\b(keine|kein)\w*\s+(Vergütung|Bezahlung|Lohn|Entgelt|Gehalt|Vergütungsanspruch|Lohnanspruch|Anspruch auf (\w+\s+)?(Vergütung|Lohn|Entgelt))"
    r"|nicht (\w+\s+)?(vergütet|bezahlt|entlohnt)|unbezahlt\w*|ohne (Fortzahlung der )?(Vergütung|Bezahlung|Lohn|Entgelt)"
    r"|nach(zu)?(arbeiten|geleistet|zuholen)|nachzuleisten|Minusstunden|Fehlstunden|zu Lasten des (Arbeitnehmers|Arbeitszeitkontos)"
    r"|(Vergütung|Lohn|Entgelt|Gehalt)\w*\s+(\w+\s+){0,2}?(entfällt|entfallen|ruht|ruhen|gekürzt|kürzen|reduziert)"
    r"|\b(entfällt|entfallen|ruht|ruhen)\s+(\w+\s+){0,2}?(Vergütung|Lohn|Entgelt|Gehalt|Anspruch auf (\w+\s+)?(Vergütung|Lohn|Entgelt))"
)
_ONLY_WORKED = (
    r"\b(nur|ausschließlich|lediglich)\s+(die\s+)?(tatsächlich|effektiv)\s+(geleistete|erbrachte|gearbeitete)\w*\s+(Arbeits)?(stunden|Zeit|Arbeitszeit|Arbeit)"
    r"|\b(Vergütung|Lohn|Entgelt|vergütet|bezahlt)\w*\s+(\w+\s+){0,4}?(nur|ausschließlich|lediglich)\s+(für\s+)?(die\s+)?(tatsächlich|effektiv)\s+(geleistete|erbrachte|gearbeitete)"
)


# The employer cutting the agreed hours by itself, after orders or need ("die Arbeitszeit entsprechend der Auftragslage
# zu reduzieren"): the pay goes with them.
_HOURS_CUT = (
    r"\b(Arbeitszeit|Stundenzahl|Wochenstunden|Arbeitsstunden)\w*\b[^.]{0,80}\b(zu )?(reduzieren|verkürzen|kürzen|herabzusetzen"
    r"|herabsetzen|verringern|zu verringern|zu verkürzen|zu kürzen)\b"
)
_BY_NEED = r"Auftragslage|Auftragsmangel|Arbeitsanfall|betrieblich\w* (Bedarf|Erfordernis|Bedürfnis|Notwendigkeit)|nach Bedarf|Bedarfs|Auslastung"


def _business_risk(text: str) -> list[NoteDraft]:
    """The risk of work lost on the employer's side put on the employee (§ 615 BGB, § 307 Abs. 2 Nr. 1 BGB).

    An employer that does not take the work offered owes the pay without later work, and so where work is lost for
    reasons in its business (§ 615 Satz 1 and 3 BGB). Fires where the clause ties no pay, unpaid leave or time to be
    worked off to a lack of orders, a stoppage or the weather, or pays only the hours actually worked. Silent: short
    time work (``_short_time_work``, its own law), the employee's own absence, and time off paid on."""
    for s in _sentences(text):
        if _has(r"Kurzarbeit|Kurzarbeitergeld|Saison-Kurzarbeitergeld|Schlechtwettergeld|Transferkurzarbeit", s):
            continue
        cut = _has(_HOURS_CUT, s) and _has(_BY_NEED, s) and _has(_EMPLOYER + r"[^.]{0,60}\b(berechtigt|kann|darf)\b", s)
        if _has(_ONLY_WORKED, s) or (_has(_LOST_WORK, s) and _has(_ON_EMPLOYEE, s)) or cut:
            if _has(
                r"\b(wird|werden|bleibt|bleiben)\s+(\w+\s+){0,3}?(fortgezahlt|weitergezahlt)|unter Fortzahlung|bezahlte[nr]? Freistellung",
                s,
            ):
                continue
            return [_draft("may_be_invalid", "de_business_risk", (BGB_615, BGB_307))]
    return []


# A contract that makes a named conduct a "wichtiger Grund" for dismissal without notice in advance.
_AGREED_CAUSE = (
    r"\b(gilt|gelten|ist|sind)\s+(\w+\s+){0,3}?(stets|immer|jedenfalls|ohne weiteres)?\s*(als\s+)?(ein\s+)?wichtige[rn]? Grund\b"
    r"|vom Vorliegen (eines|des) wichtigen Grundes\b"
    r"|\b(berechtigt|berechtigen)\s+(\w+\s+){0,4}?zur (fristlosen|außerordentlichen) Kündigung"
    r"|\bals wichtige[rn]? Grund\s+(\w+\s+){0,3}?(gilt|gelten)\b"
    r"|\bstellt\s+(\w+\s+){0,3}?(einen\s+)?wichtigen Grund\s+(\w+\s+){0,4}?dar"
)


# Pay due only in the month after next: later than § 2 Abs. 1 MiLoG allows for the minimum wage.
_PAY_WORD = r"Vergütung|Gehalt|Lohn|Entgelt|Bezüge|Auszahlung|ausgezahlt|gezahlt|fällig|überwiesen"
_AFTER_NEXT = (
    r"\b(des|im|zum|am Ende des|bis zum Ende des|Mitte des)\s+(\w+\s+)?(übernächsten|zweitfolgenden|zweiten folgenden|"
    r"zweiten auf den Abrechnungsmonat folgenden) (Kalender)?[Mm]onat"
)


def _pay_due_late(text: str) -> list[NoteDraft]:
    """Pay due in the month after next (§ 2 Abs. 1 Satz 1 Nr. 2, § 3 MiLoG).

    The minimum wage is due at the latest on the last bank working day of the month after the month the work was
    done in, and an agreement that restricts that claim has no effect to that extent. Silent: a date in the
    following month, and a working-time account (§ 2 Abs. 2 MiLoG)."""
    for s in _sentences(text):
        if _has(_PAY_WORD, s) and _has(_AFTER_NEXT, s) and not _has(r"Arbeitszeitkonto|Zeitkonto", s):
            return [_draft("may_be_invalid", "de_pay_due_late", (MILOG_2, MILOG_3))]
    return []


def _agreed_summary_cause(text: str) -> list[NoteDraft]:
    """Conduct made a cause for dismissal without notice in advance (§ 626 BGB, unusual).

    The law knows no absolute cause: whether a fact makes it unreasonable to continue until the notice period ends
    is weighed on all the circumstances of the case, and a contract cannot widen that in advance. Silent where the
    clause only keeps the statutory right ("bleibt unberührt", "aus gesetzlichem Grund", "nach § 626 BGB")."""
    for s in _sentences(text):
        if not _has(_AGREED_CAUSE, s):
            continue
        if _has(r"unberührt|gesetzlich|§\s*626|bleibt (vorbehalten|bestehen)|nach den gesetzlichen", s):
            continue
        return [_draft("unusual", "de_agreed_summary_cause", (BGB_626,))]
    return []


# The employment ending by itself on an event, not a date; conditions the law or settled practice accepts are left out.
_ENDS_BY_ITSELF = (
    r"\bend\w*\b[^.]{0,80}(ohne dass es einer Kündigung bedarf|ohne Kündigung|automatisch|von selbst|ohne weiteres)"
    r"|(ohne dass es einer Kündigung bedarf|automatisch|ohne Kündigung)[^.]{0,40}\bend\w*\b"
    r"|\bgilt\b[^.]{0,40}\bals (beendet|aufgelöst)\b"
    # the end as a deemed notice or agreement of the employee ("gilt dies als Eigenkündigung")
    r"|\bgilt\b[^.]{0,40}\bals (Eigenkündigung|Kündigung|fristlose Kündigung|Aufhebung|Aufhebungsvertrag)\b"
)
# "wenn", "falls", "bei Verlust …", or a conditional that opens with its verb ("Kehrt der Arbeitnehmer … nicht zurück, …",
# "Wird die Fahrerlaubnis entzogen, …").
_CONDITION = r"^\s*([A-Z]\w+t|Wird|Werden|Sollte|Sollten|Sind)\s+(der|die|das|ein|eine|er|sie)\b|\b(wenn|falls|sobald|sofern|soweit)\b|\b(bei|im Falle?|mit dem|mit der)\s+(\w+\s+){0,3}?(Nicht|Verlust|Entzug|Wegfall|Ablehnung|Versagung|Ausbleiben|Rückkehr|Erkrankung|Krankheit|Arbeitsunfähigkeit)"
_CONDITION_ACCEPTED = (
    r"Rente|Renten|Altersgrenze|Regelaltersgrenze|Lebensjahr|Erwerbsminderung|erwerbsgemindert|Erwerbsunfähig|"
    r"erwerbsunfähig|Berufsunfähig|berufsunfähig|Zweck|Projekt|Vertretung|Rückkehr de[rs] (vertretenen|Stelleninhaber)|"
    r"Tod|stirbt|Befristung|befristet|Ablauf de[rs] (Befristung|Vertrags|Vertragszeit|Frist)|" + _DATE
)


def _termination_condition(text: str) -> list[NoteDraft]:
    """The employment ending by itself when an event occurs (§ 21 with § 14 Abs. 1 TzBfG; unusual).

    A resolutory condition needs an objective reason, like a fixed term, and the employee can have a court review it
    (§ 21 with §§ 14, 17 TzBfG). Fires on an event such as not returning from holiday, a sickness, losing a licence or
    not passing probation; silent on a date, the pension age or a pension for reduced earning capacity, the end of
    a replacement or a project, and death."""
    for s in _sentences(text):
        if _has(_ENDS_BY_ITSELF, s) and _has(_CONDITION, s) and not _has(_CONDITION_ACCEPTED, s):
            return [_draft("unusual", "de_termination_condition", (TZBFG_21, TZBFG_14_1, TZBFG_16))]
    return []


# --------------------------------------------------------------------------- round 10: more categories from the law
# (the catalogue of clauses courts have held void or unfair in pre-formulated employment contracts, §§ 305-310 BGB)

# What the employer paid to find the employee: an agency's or headhunter's fee, or the costs of recruiting.
_RECRUITING = (
    r"Vermittlungs(provision|gebühr|honorar|kosten|prämie)|Personalvermittl\w*|Headhunter\w*|Personalberat\w*"
    r"|Personaldienstleist\w*|Rekrutierungskosten|Anwerbe?kosten|Anwerbungskosten|Einstellungskosten"
    r"|Kosten\s+(der|für die|seiner|ihrer)\s+(Personal)?(gewinnung|beschaffung|suche|rekrutierung|anwerbung|vermittlung|Einstellung)"
)
# ... to be repaid, borne or set off by the employee: the duty's infinitive or noun, or the employee as the subject.
_PAID_BACK = (
    r"zu erstatten|zurückzuzahlen|zurückzuerstatten|Rückzahlung|Erstattung|zu ersetzen|zu tragen|zu übernehmen"
    r"|verrechnet|einbehalten|abgezogen|in Abzug gebracht"
    r"|\b(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte|er|sie)\w*\s+(trägt|übernimmt|erstattet|ersetzt)\b"
    r"|\b(trägt|übernimmt|erstattet|ersetzt)\s+(er|sie|der Arbeitnehmer|die Arbeitnehmerin|der Mitarbeiter|die Mitarbeiterin)\b"
)


def _recruitment_costs(text: str) -> list[NoteDraft]:
    """The employer's costs of recruiting the employee (an agency's fee) repaid if the employee leaves early.

    BAG 1 AZR 265/22 held such a standard clause an unreasonable disadvantage (§ 307 Abs. 1 Satz 1 BGB, Art. 12 GG):
    the employer bears the risk that its recruiting costs do not pay off. The employer who paid the agency is no
    exception ("die vom Arbeitgeber gezahlte Provision"); silent: the costs left with the employer, the applicant's
    interview costs (which the employer reimburses), and training costs (``_training_repayment``)."""
    for s in _sentences(text):
        if not (_has(_RECRUITING, s) and _has(_PAID_BACK, s)):
            continue
        if _has(r"Vorstellungs(kosten|gespräch)|(zu Lasten|auf Kosten) de[sr] (Arbeitgeber|Firma|Gesellschaft)", s):
            continue
        if _has(r"ausscheid|Ausscheiden|scheidet|kündigt|Kündigung|Beendigung|endet|verlässt", s):
            return [_draft("may_be_invalid", "de_recruitment_costs", (BGB_307, GG_12), (BAG_RECRUITMENT,))]
    return []


# Holiday taken beyond the share due on leaving ("mehr Urlaub erhalten, als ihm zusteht", "zu viel gewährter Urlaub").
_HOLIDAY_TOO_MUCH = (
    r"\b(mehr|zu viel|zuviel)\w*\s+(\w+\s+){0,3}?Urlaub\w*[^.]{0,80}\b(als (ihm|ihr|ihnen|dem \w+) zusteh|zustand|zustehend)"
    r"|\b(zu viel|zuviel|mehr als (den|die) (ihm|ihr) zustehenden?)\s+(\w+\s+)?(genommene|gewährte|erhaltene)?[nr]?\s*"
    r"(Urlaub|Urlaubstage|Urlaubsentgelt)\w*"
    r"|Urlaub\w*[^.]{0,60}\büber (den|das) (ihm|ihr|anteilig)?\s*zustehende\w* (Umfang|Maß|Anspruch)\w* hinaus"
    r"|(überzahlt|zu viel gezahlt|zuviel gezahlt)\w*\s+Urlaubs(entgelt|vergütung)"
)
_CLAWED_BACK = (
    r"zurückzuzahlen|zurückzuerstatten|zu erstatten|Rückzahlung|zurückgefordert|zurückzufordern|zurückverlangt"
    r"|verrechnet|zu verrechnen|Verrechnung|einbehalten|einzubehalten|abgezogen|in Abzug|angerechnet|anzurechnen|gekürzt"
)


def _holiday_pay_reclaimed(text: str) -> list[NoteDraft]:
    """Holiday pay asked back, or set off, where the employee leaves having had more holiday than the share due.

    § 5 Abs. 3 BUrlG bars asking back the holiday pay for holiday beyond the share in the one case the statute names
    (leaving in the first half of a year after the waiting period), and § 13 Abs. 1 BUrlG keeps a contract from
    departing from it to the employee's detriment; a repayment clause that does not except that case reaches it.
    Silent: a clause that excepts it (names § 5 Abs. 3 or the first half of the year), one that says the pay is not
    asked back, and holiday money ("Urlaubsgeld") on its own."""
    for s in _sentences(text):
        if not (_has(_HOLIDAY_TOO_MUCH, s) and _has(_CLAWED_BACK, s)):
            continue
        if _has(
            r"§\s*5\s*(Abs\.?|Absatz)\s*3|ersten? (Kalender)?(jahres)?hälfte|ersten? Hälfte|gesetzlich\w* Mindesturlaub"
            r"|\b(nicht|kein\w*)\b[^.]{0,30}(zurückgefordert|zurückzuzahlen|zurückzufordern|verrechnet|Rückzahlung|einbehalten)",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_holiday_pay_reclaimed", (BURLG_5_3, BURLG_13))]
    return []


# A public holiday as the day itself ("Feiertage", "gesetzliche Feiertage", "Wochenfeiertag"); not the compounds of
# work on it ("Feiertagsarbeit", "Feiertagszuschlag"), which the word boundary keeps out.
_PUBLIC_HOLIDAY = r"\b(gesetzlich\w*\s+)?(Wochen)?Feiertag(e|en|s)?\b"
# Work on a public holiday ("an Sonn- und Feiertagen zu arbeiten", "Arbeit an Feiertagen"): its pay is another matter.
_WORK_ON_HOLIDAY = (
    r"\b(an|zu)\s+(Sonn-\s+(und|oder)\s+)?(gesetzlich\w*\s+)?Feiertag(e|en)?\s+(\w+\s+){0,4}?(zu\s+)?"
    r"(arbeit\w*|gearbeitet|tätig|eingesetzt|Dienst\w*|Schicht\w*|beschäftigt|Arbeit\w*)"
    r"|\b(Arbeit|Arbeitsleistung|Tätigkeit|Dienst|Einsatz|Einsätze)\w*\s+an\s+(Sonn-\s+(und|oder)\s+)?(\w+\s+)?Feiertag"
)
_HOLIDAY_NOT_PAID = (
    r"\b(nicht|keine?)\s+(\w+\s+){0,2}?(vergütet|bezahlt|entlohnt|Vergütung|Bezahlung|Lohn|Entgelt|Arbeitsentgelt"
    r"|Anspruch auf (\w+\s+)?(Vergütung|Bezahlung|Lohn|Entgelt|Arbeitsentgelt|Feiertagsvergütung|Feiertagslohn|Feiertagsbezahlung))"
    r"|\bunbezahlt\w*|\bohne\s+(\w+\s+)?(Vergütung|Bezahlung|Lohn|Entgelt|Fortzahlung)"
    r"|(Vergütung|Lohn|Entgelt|Bezahlung)\w*\s+(\w+\s+){0,3}?(entfällt|entfallen)"
    r"|\b(entfällt|entfallen)\s+(\w+\s+){0,2}?(Vergütung|Lohn|Entgelt|Bezahlung)"
)


def _public_holiday_unpaid(text: str) -> list[NoteDraft]:
    """Public holidays left unpaid (§ 2 Abs. 1 EntgFG, § 12 EntgFG).

    For working time lost because of a public holiday the employer pays what the employee would have earned
    (§ 2 Abs. 1 EntgFG), and a contract cannot depart from that to the employee's detriment (§ 12 EntgFG). Fires where
    the holiday itself goes without pay. Silent: the statute's own exception (absent without excuse on the working day
    before or after, § 2 Abs. 3 EntgFG), a holiday on a day not worked anyway, no pay *in addition* (the salary goes on),
    the pay for work on a holiday (its premiums), and a clause that says holidays are paid."""
    for s in _sentences(text):
        if not (_has(_PUBLIC_HOLIDAY, s) and _has(_HOLIDAY_NOT_PAID, s)):
            continue
        # work done on the holiday, not the working time the holiday takes away ("die an Feiertagen ausfallende
        # Arbeitszeit")
        if _has(_WORK_ON_HOLIDAY, s) and not _has(r"ausfall\w*|ausfäll\w*|Arbeitsausfall", s):
            continue
        if _has(
            r"Dienstplan\w*|Schichtplan\w*|nicht hätte\b|"
            r"unentschuldigt|ohne (ausreichende )?Entschuldigung|arbeitsfrei\w*|ohnehin|sowieso|nicht (\w+\s+)?gearbeitet "
            r"(worden )?wäre|(Sams|Sonn)tag fall|zusätzlich|gesondert|extra\b|darüber hinaus|neben dem",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_public_holiday_unpaid", (ENTGFG_2, ENTGFG_12))]
    return []


# Work done badly: "Schlechtleistung", "mangelhafte / fehlerhafte / ungenügende Arbeit(sleistung)", "Minderleistung".
_POOR_WORK = (
    r"Schlechtleistung\w*|Schlechtarbeit|Minderleistung\w*|Arbeitsfehler\w*|Fehlleistung\w*"
    r"|\b(mangelhaft|fehlerhaft|ungenügend|unzureichend|schlecht|nicht ordnungsgemäß|nicht vertragsgemäß)\w*\s+"
    r"(\w+\s+)?(Arbeit|Arbeitsleistung|Leistung|Ausführung|Arbeitsergebnis|Erfüllung)\w*"
)
_BASE_PAY = r"\b(Grund|Monats|Brutto|Stunden|Arbeits)?(gehalt|lohn|vergütung|entgelt|bezüge)\w*\b"
_CUT = (
    r"\b(kürz|gekürzt|zu kürzen|minder|gemindert|zu mindern|Minderung|herabzusetzen|herabsetz|herabgesetzt|reduzier"
    r"|zu reduzieren|Abzug|Abzüge|abzuziehen|abgezogen|einzubehalten|einbehalt|einbehalten)\w*"
)


def _pay_cut_poor_work(text: str) -> list[NoteDraft]:
    """The pay cut for poor work: the law on service contracts has no such reduction (BAG 5 AZN 610/07).

    The employee owes work, not a result; for faulty work the employer may claim damages where the employee is at
    fault, and set them off within the limits of attachment (§ 394 BGB). No decision on a contract clause with such a
    cut has been checked, so the note is "unusual" and states the statutory default. Silent: a cut ruled out, damages
    claimed by the statute's rules (the liability and set-off notes' ground), and variable pay (a bonus, a premium),
    which may lawfully hang on performance."""
    for s in _sentences(text):
        if not (_has(_POOR_WORK, s) and _has(_BASE_PAY, s) and _has(_CUT, s)):
            continue
        if _has(r"Prämie|Bonus|Zulage|Provision|Tantieme|variabel|Zielvereinbarung|erfolgsabhängig", s):
            continue
        if _has(r"Schaden|Schäden|Haftung|haftet", s):
            continue
        if _has(
            r"\b(nicht|keine?)\b[^.]{0,40}"
            + _CUT
            + r"|"
            + _CUT
            + r"[^.]{0,40}\b(ausgeschlossen|unzulässig|nicht statt)",
            s,
        ):
            continue
        return [_draft("unusual", "de_pay_cut_poor_work", (BGB_611A, BGB_394), (BAG_NO_PAY_CUT_POOR_WORK,))]
    return []


# Changing into work clothing: "Umkleidezeiten", "das Umziehen", "An- und Ablegen der Dienstkleidung".
_CHANGING = (
    r"Umkleide\w*|Umkleiden|umzukleiden|umgekleidet|Umzieh\w*|umzuziehen|umgezogen"
    r"|\b(An- und Ablegen|Anlegen|Ablegen|Anziehen|An- und Ausziehen)\s+(der|von|seiner|ihrer)\s+(\w+\s+)?"
    r"(Dienst|Arbeits|Schutz|Berufs|Firmen)?(kleidung|bekleidung|uniform)"
)
_CHANGING_UNPAID = (
    r"\b(nicht|keine?)\s+(\w+\s+){0,2}?(Arbeitszeit|vergütet|bezahlt|Vergütung|Bezahlung|vergütungspflichtig)"
    r"|\bunbezahlt\w*|\bohne\s+(\w+\s+)?(Vergütung|Bezahlung)"
    r"|außerhalb der (\w+\s+)?Arbeitszeit|(vor|bei) Beginn (der|seiner|ihrer) (\w+\s+)?(Arbeitszeit|Schicht)"
)


def _changing_time_unpaid(text: str) -> list[NoteDraft]:
    """Time for changing into work clothing declared no paid working time (BAG 5 AZR 382/16).

    Changing at work into conspicuous clothing the employer prescribes, and the walk to the changing room, are paid
    work. Whether the clothing in a contract is of that kind depends on the job, and collective agreements may pay such
    time apart, so the note is "unusual" and says what the court held. Silent: changing time paid or counted as working
    time, paid by the salary ("nicht gesondert"), and the way from home to work (no changing named)."""
    for s in _sentences(text):
        if not (_has(_CHANGING, s) and _has(_CHANGING_UNPAID, s)):
            continue
        if _has(r"zusätzlich|gesondert|extra\b|pauschal", s):
            continue
        return [_draft("unusual", "de_changing_time_unpaid", (BGB_611A,), (BAG_CHANGING_TIME,))]
    return []


# The loss itself: damage, a shortfall of cash or goods.
_LOSS = r"Schäden|Schaden\b|Schadens\w*|Fehlbeträge|Fehlbetrag|Fehlbestände|Fehlbestand|Manko|Kassendifferenz\w*|Inventurdifferenz\w*"
# Taken out of the pay: "vom Lohn abgezogen", "mit dem Gehalt verrechnet", "vom Entgelt einbehalten".
_FROM_PAY = (
    r"\b(vo[mn]|mit (dem|der|den)|aus (dem|der|den)|bei (der|dem) (nächsten )?)\s*(\w+\s+)?"
    r"(Lohn|Gehalt|Vergütung|Entgelt|Arbeitsentgelt|Bezüge\w*|Lohnabrechnung|Gehaltsabrechnung|Monatsgehalt|Nettolohn)\w*"
    r"[^.]{0,40}\b(abgezogen|abzuziehen|einbehalten|einzubehalten|verrechnet|zu verrechnen|in Abzug|aufgerechnet"
    r"|aufzurechnen|gekürzt)"
)


def _damages_deducted(text: str) -> list[NoteDraft]:
    """Damages or shortfalls taken out of the pay, the law's limits on it not named (§ 394 BGB, § 850c ZPO).

    A deduction is a set-off: it needs a claim, and an employee is liable for damage in the work in full only for
    intent and gross negligence (the case law on employee liability, ``_employee_liability``); and no set-off reaches
    the part of the pay below the garnishment limits (§ 394 BGB). The clause may still be read within those limits, so
    the note is "unusual" and names them. Silent: where the clause names the limits (the garnishable part, the degree
    of fault), where the deduction is excluded, the employer's own duty to make good the employee's loss, and the
    neighbouring categories of garnishment costs and lump sums."""
    for s in _sentences(text):
        if not (_has(_LOSS, s) and _has(_FROM_PAY, s)):
            continue
        if _has(_EXEMPT_PART + r"|pfändbar\w*|grob\w* Fahrlässigkeit|grob fahrlässig|Vorsatz|vorsätzlich", s):
            continue
        if _has(r"\b(nicht|keine?)\b[^.]{0,20}(abgezogen|abzuziehen|einbehalten|verrechnet|aufgerechnet|gekürzt)", s):
            continue
        if _has(r"\b(Arbeitgeber|Firma|Gesellschaft)\w*\s+(ersetzt|erstattet|trägt|übernimmt)", s):
            continue
        # neighbours: the costs of handling a garnishment or assignment (``_garnishment_costs``) and a lump sum of
        # damages (``_damages_lump_sum``)
        if _has(r"Pfändung|Abtretung|Verpfändung|Bearbeitungs\w*|Pauschbetrag|pauschal\w*|Pauschale", s):
            continue
        return [_draft("unusual", "de_damages_deducted", (BGB_394, ZPO_850C))]
    return []


# The holiday cut for days of sickness or other absence: statutory holiday arises in a year spent sick too.
_HOLIDAY_CUT = (
    r"\b(Urlaub|Urlaubsanspruch|Jahresurlaub|Erholungsurlaub)\w*\s+(\w+\s+){0,8}?(gekürzt|vermindert|verringert|reduziert|"
    r"gemindert|mindert|kürzt|verkürzt|abgezogen|abzuziehen|in Abzug gebracht)\b"
    r"|\b(kürzt|mindert|vermindert|verringert|reduziert)\s+sich\s+(\w+\s+){0,3}?(Urlaub|Urlaubsanspruch|Jahresurlaub)"
    r"|(Kürzung|Minderung|Verminderung|Reduzierung)\s+(de[sr]\s+)?(Urlaub|Urlaubsanspruch|Jahresurlaub|Erholungsurlaub)\w*"
)
_ABSENT = r"Krankheit|krankheitsbedingt|Arbeitsunfähigkeit|Erkrankung|Fehlzeit|Fehltag|Krankheitstag|Ausfalltag|arbeitsunfähig"


def _holiday_cut_sickness(text: str) -> list[NoteDraft]:
    """Holiday cut for days of sickness or absence (§§ 1, 3, 13 Abs. 1 BUrlG).

    The statutory holiday is owed for every year of employment whatever the work done in it; only statutes (parental
    leave, § 17 BEEG; military service) allow a cut for time off. Silent: parental leave, holiday beyond the
    statutory minimum named as such, unpaid leave, and a cut of a payment (``_bonus_sickness_cut``)."""
    for s in _sentences(text):
        if not (_has(_HOLIDAY_CUT, s) and _has(_ABSENT, s)):
            continue
        # the cut negated: "werden nicht vom Urlaub abgezogen" is the statute's rule
        if _has(
            r"\b(nicht|keine)\s+(\w+\s+){0,4}?(gekürzt|vermindert|verringert|reduziert|gemindert|abgezogen|Kürzung|Abzug)",
            s,
        ):
            continue
        if _has(
            r"Elternzeit|BEEG|Wehrdienst|Zusatzurlaub|zusätzlich\w* Urlaub|Mehrurlaub|über (den|das) gesetzlich\w*"
            r"|vertraglich\w* (Mehr|Zusatz)urlaub|gesetzlich\w* Mindesturlaub (bleibt|wird nicht)|unbezahlt\w* Urlaub|Sonderurlaub"
            r"|Urlaubsgeld|Urlaubsentgelt|Sonderzahlung|Prämie|Bonus|Kurzarbeit",
            s,
        ):
            continue
        return [_draft("may_be_invalid", "de_holiday_cut_sickness", (BURLG_1, BURLG_3, BURLG_13))]
    return []


# Night work, its premium and days off in lieu both excluded (§ 6 Abs. 5 ArbZG asks for one of them).
_NIGHT = r"Nachtarbeit|Nachtschicht|Nachtdienst|nachts\b|zur Nachtzeit"
_NO_PREMIUM = r"\b(ohne|kein\w*)\s+(\w+\s+)?(Nacht)?(zuschl[aä]g|Zuschlag)\w*|Zuschl[aä]g\w*[^.]{0,30}(entfall|werden nicht|wird nicht|ausgeschlossen)"
_NO_TIME_OFF = r"\b(ohne|kein\w*)\s+(\w+\s+)?(Freizeitausgleich|freie[rn]? Tag|Ausgleichstag|bezahlte[rn]? freie[rn]? Tag)\w*|(Freizeitausgleich|Ausgleichstag)\w*[^.]{0,30}(entfäll|nicht|ausgeschlossen)"


def _night_work_uncompensated(text: str) -> list[NoteDraft]:
    """Night work without a premium and without paid days off (§ 6 Abs. 5 ArbZG).

    Where no collective agreement governs it, the employer must grant night workers a fair number of paid days off or
    a fair premium on their pay. Silent: one of the two granted, a collective agreement, and work on Sundays (the
    statute asks a day off in lieu there, § 11 Abs. 3 ArbZG, not a premium)."""
    for s in _sentences(text):
        if not _has(_NIGHT, s):
            continue
        if _has(r"Tarifvertrag|tariflich", s):
            continue
        if _has(_NO_PREMIUM, s) and _has(_NO_TIME_OFF, s):
            return [_draft("may_be_invalid", "de_night_work_uncompensated", (ARBZG_6,))]
    return []


# The employee confirms what the employer did (instructed, informed, explained): a fact the employer would have to
# prove, confirmed in advance in the standard terms (§ 309 Nr. 12 Buchst. b BGB). A receipt of a copy is excepted.
_CONFIRMS = (
    r"\b(bestätigt|bestätigen|erklärt|versichert)\b[^.]{0,40}\b(dass|mit (seiner|ihrer) Unterschrift)\b[^.]{0,120}"
    r"\b(unterwiesen|belehrt|eingewiesen|aufgeklärt|informiert|unterrichtet|erläutert|hingewiesen|geschult)\b"
    r"|\b(bestätigt|bestätigen)\b[^.]{0,30}\b(die|eine)\s+(erfolgte|durchgeführte|ordnungsgemäße)\s+"
    r"(Unterweisung|Belehrung|Einweisung|Schulung|Aufklärung)"
)


def _fact_confirmation(text: str) -> list[NoteDraft]:
    """The employee confirms in the contract that the employer instructed or informed them (§ 309 Nr. 12 b BGB).

    The law does not let standard terms change the burden of proof to the other side's detriment, in particular by
    having it confirm certain facts; a receipt signed on its own is excepted. "unusual": where the contract is signed
    as a whole the confirmation may be read as such a receipt, and no decision on the wording is cited. Silent: the
    receipt of a copy of the contract or of documents handed over, and the employee's own statements about
    themselves (health, other employment)."""
    for s in _sentences(text):
        if _has(_CONFIRMS, s) and not _has(r"ausgehändigt|erhalten|Exemplar|Ausfertigung|Abschrift|Kopie", s):
            return [_draft("unusual", "de_fact_confirmation", (BGB_309,))]
    return []


# Trial work inside the employment, unpaid: "Probearbeit", "Probetag", "Probeschicht", "Probewoche".
_TRIAL_WORK = r"Probearbeit\w*|Probetag\w*|Probeschicht\w*|Probewoche\w*|Probearbeitstag\w*|Arbeit auf Probe"
_UNPAID = (
    r"\bunbezahlt|\bunentgeltlich|\bohne (\w+\s+)?(Vergütung|Bezahlung|Entgelt|Lohn)\b|\bnicht (\w+\s+)?(vergütet|bezahlt|entlohnt)"
    r"|\bkein\w* (\w+\s+)?(Vergütung|Bezahlung|Entgelt|Lohn)\b"
)


def _unpaid_trial_work(text: str) -> list[NoteDraft]:
    """Trial work within the employment left unpaid (§§ 1, 3 MiLoG; § 612 BGB).

    Every hour of work in an employment is owed at least the minimum wage, and an agreement that undercuts it is
    ineffective to that extent (§ 3 MiLoG). Silent: the probation period itself (paid work under easier notice), an
    unpaid look at the workplace without a duty to work, an internship, and trial work that is paid."""
    for s in _sentences(text):
        if not (_has(_TRIAL_WORK, s) and _has(_UNPAID, s)):
            continue
        if _has(r"Praktik|Einfühlung|Hospitation|ohne (Arbeits|Leistungs)pflicht|keine (Arbeits|Leistungs)pflicht", s):
            continue
        return [_draft("may_be_invalid", "de_unpaid_trial_work", (MILOG_1, MILOG_3, BGB_612))]
    return []


# The agreed amount of working time, changed by the employer alone: the hours, not their position in the day or week.
_HOURS_AMOUNT = (
    r"(wöchentliche|monatliche|vereinbarte|regelmäßige|vertragliche)\w*\s+(\w+\s+)?Arbeitszeit|Stundenzahl|Wochenstunden"
    r"|Stundenumfang|Arbeitsstunden|(Umfang|Dauer) der (\w+\s+)?Arbeitszeit|Arbeitszeitumfang|Stundenkontingent"
)
_CHANGE_AMOUNT = (
    r"erhöhen|verringern|reduzieren|verkürzen|verlängern|ändern|abzuändern|anzupassen|anpassen|herabzusetzen|herabsetzen"
    r"|heraufzusetzen|aufzustocken|aufstocken|zu kürzen|kürzen|zu senken|senken|erhöht|verringert|reduziert|verkürzt"
    r"|verlängert|geändert|angepasst|herabgesetzt|gekürzt"
)


def _hours_change(text: str) -> list[NoteDraft]:
    """The employer may change the agreed amount of working time by itself, without a band (BAG 5 AZR 535/04).

    BAG 5 AZR 535/04 held that the work an employer may call up by itself beyond an agreed minimum must not exceed 25 %
    of the weekly minimum (§ 307 BGB); § 12 Abs. 2 TzBfG now says so, and 20 % for a cut below an agreed maximum.
    Silent: the position of the hours (§ 106 GewO), overtime on occasion, a band of 25 % or less, a change agreed
    with the employee, short-time work and need-based cuts (``_short_time_work``, ``_business_risk``)."""
    if _business_risk(text) or _short_time_work(text):
        return []
    for s in _sentences(text):
        # "die Arbeitszeit erhöhen oder verringern": the bare word with a verb of more or less is the amount too
        more_or_less = _has(
            r"\bArbeitszeit\b[^.]{0,40}\b(erhöhen|verringern|reduzieren|verkürzen|verlängern|herabzusetzen|herabsetzen|aufzustocken"
            r"|aufstocken|erhöht|verringert|reduziert|verkürzt|verlängert|herabgesetzt)\b",
            s,
        )
        if not ((_has(_HOURS_AMOUNT, s) and _has(_CHANGE_AMOUNT, s)) or more_or_less):
            continue
        if not _has(
            r"\b(Arbeitgeber|Firma|Gesellschaft|Unternehmen|Geschäftsleitung)\w*\b[^.]{0,60}"
            r"(\bkann\b|\bdarf\b|ist berechtigt|behält sich|vorbehalten|einseitig)"
            r"|einseitig|nach (freiem |eigenem |billigem )?Ermessen de[rs] (Arbeitgeber|Firma)",
            s,
        ):
            continue
        if _has(
            r"\bLage\b|Beginn und Ende|Verteilung|Pausen|Überstunden|Mehrarbeit|vorübergehend|im Einzelfall|einvernehmlich"
            r"|Einvernehmen|auf (eigenen )?Wunsch|Antrag de[sr] (Arbeitnehmer|Mitarbeiter)|Zustimmung de[sr] (Arbeitnehmer|"
            r"Mitarbeiter)|Teilzeit|Tarifvertrag|tariflich|Betriebsvereinbarung",
            s,
        ):
            continue
        if _has(r"(bis zu|höchstens|maximal|nicht mehr als)\s+\d", s) and not any(
            int(m.group(1)) > 25 for m in _finditer(r"(?<![\d,.])(\d{1,3})\s*(%|Prozent)", s)
        ):
            continue  # a band the clause names, within the statute's: or one this rule cannot measure
        return [_draft("may_be_invalid", "de_hours_change", (TZBFG_12_2, BGB_307), (BAG_ON_CALL_BAND,))]
    return []


# --------------------------------------------------------------------------- employment, round 11


def _fixed_term_tariff(text: str) -> list[NoteDraft]:
    """A fixed term that rests on a collective agreement instead of § 14 Abs. 2 Satz 1 TzBfG (BAG 7 AZR 140/15).

    Without an objective reason the statute allows two years and three extensions; § 14 Abs. 2 Satz 3 TzBfG lets a
    collective agreement set other figures, and BAG 7 AZR 140/15 drew the line at six years and nine extensions
    (five years and five extensions were held within it). "unusual": the clause may keep within the agreement.
    Silent: an indefinite contract, a fixed term with an objective reason named, a fixed term with no collective
    agreement named (``_fixed_term_long``), and the agreement named for other terms only."""
    if not _has(r"befristet|Befristung|Zeitvertrag", text) or _has(r"unbefristet|auf unbestimmte Zeit", text):
        return []
    for s in _sentences(text):
        if not _has(r"befristet|Befristung", s) or _has(r"unbefristet|Probezeit|Zusatzurlaub|Zulage", s):
            continue
        tariff = r"(Tarifvertr\w*|tarifliche\w*|tariflich\w*|MRTV|Manteltarif\w*|Rahmentarif\w*|\bMTV\b)"
        ground = r"(gemäß|nach|auf Grundlage|aufgrund|auf Grund|entsprechend|im Rahmen|nach Maßgabe)"
        # the agreement named as the fixed term's ground, not for the contract's other terms ("im Übrigen gilt …")
        if not _has(
            r"(befristet|Befristung)[^.]{0,80}"
            + ground
            + r"[^.]{0,30}"
            + tariff
            + r"|"
            + ground
            + r"[^.]{0,30}"
            + tariff
            + r"[^.]{0,80}(befristet|Befristung)",
            s,
        ):
            continue
        if _has(_FIXED_TERM_REASON.replace("Tarifvertrag|tariflich|MRTV|Manteltarif|", ""), s):
            continue
        return [_draft("unusual", "de_fixed_term_tariff", (TZBFG_14, TZBFG_16), (BAG_FIXED_TERM_TARIFF,))]
    return []


# The employer alone fixes when holiday is taken: "Die Lage des Urlaubs bestimmt der Arbeitgeber", "Der Urlaub wird
# vom Arbeitgeber festgelegt", "nach den betrieblichen Erfordernissen festgelegt".
_HOLIDAY_FIXED_BY_EMPLOYER = (
    r"\b(Arbeitgeber|Firma|Gesellschaft|Geschäftsleitung|Geschäftsführung|Unternehmen)\w*\s+(bestimmt|legt|setzt|ordnet)\b"
    r"[^.]{0,60}\b(Urlaub|Urlaubs)\w*"
    r"|\b(Urlaub|Urlaubs)\w*\b[^.]{0,60}\b(bestimmt|legt|setzt)\s+(der|die|das) (Arbeitgeber|Firma|Gesellschaft|"
    r"Geschäftsleitung|Geschäftsführung|Unternehmen)\w*"
    r"|\b(Urlaub|Urlaubs)\w*\b[^.]{0,60}\b(wird|werden)\s+(\w+\s+){0,3}?(vom|von der|durch den|durch die)\s+"
    r"(Arbeitgeber|Firma|Gesellschaft|Geschäftsleitung|Geschäftsführung|Unternehmen)\w*\s+(\w+\s+){0,3}?"
    r"(festgelegt|festgesetzt|bestimmt|angeordnet|zugeteilt|eingeteilt)"
    r"|\b(Urlaub|Urlaubs)\w*\b[^.]{0,60}\b(nach|entsprechend)\s+(den\s+)?betrieblichen\s+(Erfordernissen|Belangen|"
    r"Bedürfnissen|Notwendigkeiten)\s+(\w+\s+){0,2}?(festgelegt|festgesetzt|bestimmt|zugeteilt|eingeteilt)"
    r"|\b(Arbeitgeber|Firma|Gesellschaft|Geschäftsleitung)\w*\b[^.]{0,40}\b(kann|darf|ist berechtigt)\b[^.]{0,60}"
    r"\bUrlaub\w*\s+(\w+\s+){0,3}?(anordnen|anzuordnen|festlegen|festzulegen|bestimmen|zu bestimmen|zuweisen|zuzuweisen)"
)
# The statute's own balance, or the employee's say: wishes heard, agreed, asked for.
_HOLIDAY_WISHES = (
    r"Wünsch|Wunsch|Abstimmung|abgestimmt|Einvernehmen|einvernehmlich|Berücksichtigung|berücksichtig|Rücksicht|"
    r"Antrag|beantrag|Absprache|abgesprochen|Einverständnis|§\s*7 BUrlG|Bundesurlaubsgesetz|Betriebsferien|Betriebsurlaub|"
    r"Betriebsruhe|Betriebsrat|Betriebsvereinbarung|freistell|Freistellung|Kündigung|gekündigt"
)


def _holiday_fixed_by_employer(text: str) -> list[NoteDraft]:
    """The employer fixes the time of the holiday alone (§ 7 Abs. 1 BUrlG).

    The statute has the employer take the employee's wishes into account unless urgent operational needs or the
    wishes of other employees with priority stand against them. "unusual": the employer does grant the holiday, and a
    clause may mean no more. Silent: wishes heard, the holiday agreed or asked for, company holidays (co-determined,
    § 87 Abs. 1 Nr. 5 BetrVG), a release from work after notice (``_release``)."""
    for s in _sentences(text):
        if not _has(r"Urlaub", s) or _has(_HOLIDAY_WISHES, s):
            continue
        if _has(_HOLIDAY_FIXED_BY_EMPLOYER, s):
            return [_draft("unusual", "de_holiday_fixed_by_employer", (BURLG_7,))]
    return []


# Reachable for the employer outside the working time: evenings, weekends, on holiday, at any time.
_REACHABLE = r"erreichbar\w*|Erreichbarkeit|telefonisch zur Verfügung|zur Verfügung zu stehen|zur Verfügung stehen"
_OFF_DUTY = (
    r"außerhalb (der|seiner|ihrer) (\w+\s+)?(Arbeitszeit|Dienstzeit|Geschäftszeit|Bürozeit)\w*|nach (Dienstschluss|"
    r"Feierabend|Arbeitsende)|in (der|seiner|ihrer) Freizeit|rund um die Uhr|24 Stunden|\bjederzeit\b|an (den )?Wochenenden|"
    r"(am|an) (Sams|Sonn)tag\w*|Sonn- und Feiertag\w*|(im|während de[sr]) (\w+\s+)?Urlaub\w*|abends|nachts|ständig|"
    r"permanent|stets"
)
_ON_CALL_PAID = (
    r"Rufbereitschaft\w*[^.]{0,80}(vergütet|bezahlt|Pauschale|Zulage|Zuschlag|abgegolten)|Bereitschaftszulage|"
    r"Rufbereitschaftspauschale|nicht verpflichtet|keine Pflicht|muss nicht|nicht erreichbar sein"
)


def _reachable_off_duty(text: str) -> list[NoteDraft]:
    """A duty to be reachable outside working time, at any time or on holiday (§ 5 Abs. 1 ArbZG, § 612 BGB).

    Outside the working time the employee owes no work; a duty to answer calls and take up work when called is on-call
    duty (Rufbereitschaft): the time on call counts as rest (§ 5 Abs. 1 ArbZG), the work when called as working time,
    and on-call duty is paid as agreed or as usual (§ 612 BGB). "unusual": such a duty can be agreed. Silent: reachable
    during working time, on-call duty with its pay named, and the employee's right not to be reachable."""
    for s in _sentences(text):
        if not _has(_REACHABLE, s) or not _has(_OFF_DUTY, s):
            continue
        # the employee's duty to be reachable, not a service that is ("Die Hotline ist rund um die Uhr erreichbar")
        if not _has(
            r"erreichbar zu (sein|bleiben)|erreichbar sein (muss|müssen|soll|sollen)|zur Verfügung zu stehen"
            r"|Erreichbarkeit\w*[^.]{0,60}(sicherzustellen|zu gewährleisten|gewährleisten|sicherstellen|verpflichtet)"
            r"|(sicherzustellen|stellt sicher|sicherstellen|gewährleistet|verpflichtet)[^.]{0,80}erreichbar",
            s,
        ):
            continue
        if _has(_ON_CALL_PAID, s) or not _has(
            _EMPLOYEE + r"|\b(verpflichtet|hat|haben|muss|müssen|sicherzustellen)\b", s
        ):
            continue
        if _has(
            r"\b(Arbeitgeber|Firma|Vorgesetzte|Personalabteilung)\w*\b[^.]{0,40}\b(ist|sind)\b[^.]{0,30}erreichbar", s
        ):
            continue  # the employer's own reachability
        return [_draft("unusual", "de_reachable_off_duty", (ARBZG_5, BGB_612))]
    return []


# Expenses the employee incurs for the work: travel, phone, own car, tools.
_EXPENSES = (
    r"Aufwendung\w*|Auslagen|Spesen|Reisekosten|Fahrtkosten|Telefonkosten|Bewirtungskosten|Übernachtungskosten"
    # the costs of the employee's own things used for the work
    r"|Kosten\w*\s+(für|der)\s+(die\s+)?(dienstliche|betriebliche|berufliche|geschäftliche)\w*\s+(Nutzung|Verwendung|Einsatz)"
)
_EXPENSES_BORNE = (
    r"(\bselbst|\bselber|auf eigene Kosten|zu eigenen Lasten|zu seinen Lasten|zu ihren Lasten)\b[^.]{0,30}"
    r"(zu tragen|trägt|tragen|zu übernehmen|übernimmt)"
    r"|\b(trägt|tragen|übernimmt)\s+(der|die)\s+(Arbeitnehmer|Mitarbeiter|Angestellte|Beschäftigte)\w*\b"
    r"|\bohne\s+(\w+\s+)?(Erstattung|Ersatz|Kostenersatz|Kostenerstattung|Ausgleich)\b"
    r"|(werden|wird|sind|ist)\s+(\w+\s+){0,2}?nicht\s+(\w+\s+){0,2}?(erstattet|ersetzt|vergütet|übernommen)"
    r"|\bkein\w*\s+(\w+\s+){0,2}?(Erstattung|Ersatz|Aufwendungsersatz|Kostenerstattung)"
    r"|mit (de[rm]|seine[rm]|ihre[rm])\s+(\w+\s+)?(Gehalt|Vergütung|Bezügen|Lohn|Entgelt)\w*\s+(\w+\s+){0,3}?abgegolten"
    r"|(abgegolten|enthalten)\b[^.]{0,40}\b(Gehalt|Vergütung|Bezügen|Lohn|Entgelt)"
)


def _expenses_borne(text: str) -> list[NoteDraft]:
    """The employee's expenses for the work left to the employee, or settled by the pay (§ 670 BGB, BAG 9 AZR 14/10).

    BAG 9 AZR 14/10 held that an employer must make good the expenses an employee incurs in the employer's interest
    and may consider necessary (§ 670 BGB applied by analogy). "unusual": a flat allowance or the employee's own
    interest (a home office chosen freely) can be agreed. Silent: expenses reimbursed (on receipts, at the tax rates,
    by a travel policy), a flat allowance named, the travel to work, and travel time (``_travel_time_flat``)."""
    for s in _sentences(text):
        if not _has(_EXPENSES, s) or not _has(_EXPENSES_BORNE, s):
            continue
        if _has(
            r"Pauschale|pauschal\w* (erstattet|ersetzt|vergütet)|gegen (Nachweis|Beleg|Vorlage)|steuerlich|Lohnsteuer|"
            r"Reisekostenrichtlinie|Reisekostenordnung|Richtlinie|Wohnung und Arbeitsstätte|Weg zur Arbeit|Arbeitsweg|"
            r"Fahrten zwischen Wohnung|Reisezeit|Vorstellungs|Bewerbung|Umzug|Gerichts|Anwalts|Prozess",
            s,
        ):
            continue
        # private costs are no expenses for the work ("Private Telefonkosten …"); a private phone used for work is
        if _has(
            r"\bprivate[nrs]?\s+(Telefon\w*|Kosten|Gespräche|Nutzung|Fahrten|Zwecke)|Privatgespräch|Privatnutzung", s
        ) and not (_has(r"dienstlich|beruflich|geschäftlich", s)):
            continue
        return [_draft("unusual", "de_expenses_borne", (BGB_670,), (BAG_EXPENSES,))]
    return []


def _overtime_unlimited(text: str) -> list[NoteDraft]:
    """Overtime owed without any limit (§ 106 GewO, § 3 ArbZG).

    The employer may order overtime only as far as the contract allows, within fair discretion (§ 106 GewO) and the
    statute's maximum of ten hours a day (§ 3 ArbZG). "unusual": the statute's limits apply whatever the clause says.
    Silent: overtime as far as the law allows or as is reasonable, a number of hours named, overtime in emergencies."""
    for s in _sentences(text):
        if not _has(_OVERTIME, s):
            continue
        if _has(
            r"in (unbegrenztem|unbeschränktem|beliebigem|jedem|jedwedem) (Umfang|Ausmaß|Maße)|ohne (jede )?(zeitliche )?"
            r"(Begrenzung|Beschränkung|Obergrenze|Höchstgrenze)|unbegrenzt\w*|unbeschränkt\w*|zeitlich unbegrenzt",
            s,
        ) and not _has(
            r"gesetzlich\w* (zulässig|Grenze|Höchst)|Arbeitszeitgesetz|ArbZG|zumutbar|bis zu|höchstens|maximal", s
        ):
            return [_draft("unusual", "de_overtime_unlimited", (GEWO_106, ARBZG_3))]
    return []


# A penalty due again for every breach, and a lasting breach counted again for every month or day begun.
_PER_BREACH = (
    r"\b(für|bei)\s+jede[nmrs]?\s+(einzelnen\s+)?(Fall|Verstoß|Zuwiderhandlung|Verletzung|Vertragsverletzung|Pflichtverletzung|"
    r"Handlung)\w*|\bje (Verstoß|Fall|Zuwiderhandlung)\b|\bpro (Verstoß|Fall|Zuwiderhandlung)\b"
    # a breach as the event, in any form: each breach is a case of it ("bei einem Verstoß", "bei Verstößen",
    # "für den Fall, dass … verstößt", "verstößt der Arbeitnehmer …")
    r"|\b(bei|im Falle?)\s+(eine[sm]|de[sm])\s+(\w+\s+)?(Verstoß|Verstoßes|Verletzung|Zuwiderhandlung)\b|\bbei Verstößen\b"
    r"|\bfür den Fall,? dass\b[^.]{0,80}\bverstößt\b|\bverstößt\b"
)
_LASTING_BREACH = (
    r"\bjede[rsn]?\s+(angefangene|angebrochene|begonnene)[nr]?\s+(Tag|Woche|Monat|Kalendermonat|Kalendertag)\w*"
    r"|Dauer(verstoß|verletzung|zuwiderhandlung|delikt)\w*|(dauerhaft|fortgesetzt|andauernd)\w*\s+(Verstoß|Verletzung|Zuwiderhandlung)"
    r"|\b(für|pro|je)\s+(jede[nr]?\s+)?(Tag|Woche|Monat|Kalendermonat|Kalendertag)\w*\s+(der|des|einer|eines)\s+"
    r"(Zuwiderhandlung|Verstoß|Verletzung|Fortdauer|Andauern)"
)


def _penalty_per_breach(text: str) -> list[NoteDraft]:
    """A penalty due for every breach, and again for every month or day a lasting breach goes on (BAG 8 AZR 973/06).

    BAG 8 AZR 973/06 held a penalty of two months' pay "for every case of breach" of a non-compete, with every month
    begun of a lasting breach counted as a new one, not clear enough (§ 307 Abs. 1 Satz 2 BGB): the employee cannot
    see what one breach and what a lasting breach may cost. A penalty per breach of a fixed sum without that rule gets
    an "unusual" note: its amount is measured against the breach (§ 307 BGB), and the clause sets it without regard to
    the pay. Silent: a penalty for leaving without notice or not starting (``_penalty``), once and capped."""
    if not _has(_PENALTY, text):
        return []
    for s in _sentences(text):
        if not _has(_PENALTY + r"|\b(zahlt|zahlen|zu zahlen|verwirkt|fällig)\b", s):
            continue
        if _has(_LASTING_BREACH, s) and (_has(_PER_BREACH, s) or _has(_PENALTY, s)):
            # the same decision as de_penalty_vague's (BAG 8 AZR 973/06); its Orientierungssatz is this clause's case
            return [_draft("may_be_invalid", "de_penalty_per_breach", (BGB_307,), (BAG_PENALTY_VAGUE,))]
    for s in _sentences(text):
        fixed_sum = _has(r"(?<![\d,.])\d{1,3}(\.?\d{3})*(,\d{2}|,-+)?\s*" + _EUR + r"|" + _EUR + r"\s*\d", s)
        if _has(_PER_BREACH, s) and fixed_sum and not _has(r"höchstens|maximal|bis zu|insgesamt|nicht mehr als", s):
            return [_draft("unusual", "de_penalty_fixed_sum", (BGB_307,), (BAG_PENALTY_NO_CAP,))]
    return []


# A special payment of the year: Christmas money, a gratuity, a yearly special payment.
_SPECIAL_PAYMENT = (
    r"Sonderzahlung|Jahressonderzahlung|Sonderzuwendung|Weihnachtsgeld|Weihnachtsgratifikation|Gratifikation|"
    r"Jahreszuwendung|Jahresprämie|Urlaubsgeld"
)
# Paid by the months worked: the mark of pay for work done (BAG 10 AZR 848/12 read it so).
_PRO_RATA = (
    r"\banteilig\w*|\bzeitanteilig\w*|\bpro rata\b|1\s*/\s*12|ein Zwölftel|je(den)? (vollen )?(Kalender|Beschäftigungs)?monat"
    r"|für jeden (vollen )?(Kalender|Beschäftigungs)?monat"
)
# The payment tied to the employment lasting, or not under notice, at a date: "ungekündigt am 31.12.", "Bestand
# des Arbeitsverhältnisses am Auszahlungstag".
_LASTING_AT_DATE = (
    r"ungekündigt\w*|(Bestand|bestehende[sn]?|besteht)\b[^.]{0,60}\b(am|zum|bis zum)\s+(\d{1,2}\.|Auszahlungs|Stichtag|Jahresende|Ende des)"
    r"|Stichtag"
)


def _bonus_cut_off_mixed(text: str) -> list[NoteDraft]:
    """A special payment earned month by month that lapses unless the employment lasts to a date (BAG 10 AZR 848/12).

    BAG 10 AZR 848/12 held that a special payment that is also pay for work done in the year (there: paid by the
    months worked, a twelfth for each) cannot in standard terms be made to depend on the employment lasting, not
    under notice, to 31 December (§ 307 Abs. 1 Satz 1 BGB): it takes away pay already earned. A payment for loyalty
    alone may have such a date. Silent: no pay by months named, no cut-off date, a payment declared for loyalty only,
    and performance pay (``_bonus_cut_off``)."""
    if not _has(_SPECIAL_PAYMENT, text) or not _has(_PRO_RATA, text) or not _has(_LASTING_AT_DATE, text):
        return []
    if _has(
        r"ausschließlich\w*[^.]{0,40}Betriebstreue|nur (die|der) Betriebstreue|allein (die|der) Betriebstreue", text
    ):
        return []
    if _bonus_cut_off(text):
        return []
    return [_draft("may_be_invalid", "de_bonus_cut_off_mixed", (BGB_611A, BGB_307), (BAG_SPECIAL_PAYMENT_DATE,))]


def _enrichment_waived(text: str) -> list[NoteDraft]:
    """Pay received without ground to be returned in full, the defence of no longer being enriched excluded
    (§ 818 Abs. 3 BGB).

    By statute whoever received a payment without legal ground returns it only as far as still enriched; a clause
    that takes that defence away departs from the statute to the employee's disadvantage. "unusual": no decision on
    such clauses was checked. Silent: a duty to return overpaid pay that keeps the statute, and the defence named as
    the employee's right."""
    for s in _sentences(text):
        # the defence by its name, or by what it asks ("ob der Arbeitnehmer noch bereichert ist")
        if not _has(
            r"Wegfall der Bereicherung|Entreicherung|entreichert|§\s*818|nicht mehr bereichert|noch bereichert", s
        ):
            continue
        if _has(
            r"nicht\s+(\w+\s+){0,6}?berufen|ausgeschlossen|verzichtet|Verzicht|keine[nr]? Berufung|unbeachtlich|"
            r"unabhängig (von|davon)|ohne Rücksicht|gleichgültig,? ob|egal,? ob",
            s,
        ) and not _has(r"Arbeitgeber\w*\s+(kann|darf)\s+sich\s+(\w+\s+){0,5}?nicht", s):
            return [_draft("unusual", "de_enrichment_waived", (BGB_818,))]
    return []


# The declaration that ends the employment: notice ("Kündigung", "kündigen", "gekündigt") or an agreement ending it;
# not a word that only begins alike ("Kündigungsfrist", "Kündigungsschutzklage").
_ENDING_DECLARATION = (
    r"\b(Kündigung|Kündigungen|Kündigungserklärung\w*|Aufhebungsvertr\w*|Auflösungsvertr\w*|kündigen|kündigt|gekündigt"
    r"|kündbar)\b"
)
# A form lighter than the written one (§ 126 BGB: a document signed by hand): e-mail, fax, a text message, text form,
# orally, by telephone, "formlos", "elektronisch".
_LIGHTER_FORM = (
    r"\b(per|durch|mittels|via|als)\s+(einfache[rn]?\s+)?(E-?Mail|Telefax|Fax|SMS|WhatsApp|Messenger|Textnachricht)\w*"
    r"|\bTextform\b|\bmündlich\w*|\btelefonisch\w*|\bformlos\w*|\belektronisch\w*"
)
# The lighter form denied ("per E-Mail ist unwirksam", "die elektronische Form ist ausgeschlossen", "nicht per Fax").
_LIGHTER_DENIED = (
    r"(E-?Mail|Fax|SMS|WhatsApp|Messenger|Textnachricht|Textform|mündlich|telefonisch|formlos|elektronisch)\w*[^.;]{0,50}"
    r"\b(nicht|unwirksam|ausgeschlossen|unzulässig|nichtig)\b"
    r"|\b(nicht|keine?|weder)\s+(\w+\s+){0,2}?(per|durch|mittels|via|in|als)?\s*(E-?Mail|Fax|Telefax|SMS|WhatsApp|Textform|mündlich|"
    r"telefonisch|elektronisch)"
)


def _notice_form_lighter(text: str) -> list[NoteDraft]:
    """Notice of termination, or an agreement ending the employment, allowed in a form lighter than writing (§ 623 BGB).

    § 623 BGB asks for the written form, signed by hand, for both, and excludes the electronic form; it is mandatory
    for both sides. A clause that lets notice be given by e-mail, fax, text message, in text form or orally departs
    from it. Silent: the written form itself, a lighter form the clause denies, a copy sent ahead with the signed
    original to follow, a receipt confirmed by e-mail, and other declarations (a sick note, a claim in text form)."""
    for s in _sentences(text):
        if not (_has(_ENDING_DECLARATION, s) and _has(_LIGHTER_FORM, s)):
            continue
        if _has(_LIGHTER_DENIED, s):
            continue
        # the signed original too, or only a copy or a confirmation by e-mail
        if _has(
            r"Original|eigenhändig|unterschrieben|unterzeichnet|Unterschrift|vorab|zusätzlich|bestätig|Eingang|Kopie", s
        ):
            continue
        return [_draft("may_be_invalid", "de_notice_form_lighter", (BGB_623,))]
    return []


_UNFAIR_WORDS = json.loads((Path(__file__).parent / "data" / "employment_unfair_de.json").read_text(encoding="utf-8"))


def _any_of(words: list[str]) -> str:
    return "|".join(f"(?:{w})" for w in words)


_PRIVATE_SPHERE = _any_of(_UNFAIR_WORDS["private_conduct"]["off_duty"])
_PRIVATE_MOVE = _any_of(_UNFAIR_WORDS["private_conduct"]["duty"])
_PRIVATE_NEIGHBOURS = _any_of(_UNFAIR_WORDS["private_conduct"]["neighbours"])


def _private_conduct(text: str) -> list[NoteDraft]:
    """A duty on the employee's conduct outside work (§ 106 GewO; Art. 2 Abs. 1 GG; § 307 BGB; unusual).

    The employer's right to direct reaches the content, place and time of the work and the conduct in the business;
    private life is protected by the right of personality, and standard terms that reach into it are weighed case by
    case (§ 307 BGB): an "unusual" note, never "may be invalid". The sentence must name the time or sphere outside
    work and bind the employee there; the kinds other notes or the statute cover (reachability, overtime, side jobs,
    holiday work, recovery from sickness, secrecy, private use of the employer's things) stay silent here."""
    for s in _sentences(text):
        if _has(_PRIVATE_SPHERE, s) and _has(_PRIVATE_MOVE, s) and not _has(_PRIVATE_NEIGHBOURS, s):
            if _has(
                r"^\W*(Der|Die|Das)\s+" + _EMPLOYER + r"\s+(verpflichtet|hat|wird|ist|darf|kann|sichert|behandelt)", s
            ):
                continue  # the employer's own duty
            return [_draft("unusual", "de_private_conduct", (GEWO_106, GG_2, BGB_307))]
    return []


_LAPSE_HEADING = _any_of(_UNFAIR_WORDS["exclusion_heading"]["lapse"])
_OTHER_HEADING = _any_of(_UNFAIR_WORDS["exclusion_heading"]["other_subjects"])


def _exclusion_heading(body: str, heading: str | None) -> list[NoteDraft]:
    """An exclusion period under a heading that names another subject (§ 305c Abs. 1 BGB; BAG 5 AZR 447/94; unusual).

    The BAG held that an exclusion period placed without special notice and typographic emphasis under a wrong or
    misleading heading does not become part of the contract. The engine reads no typography: the note says what the
    court held and that the heading names another subject. Read on the content and the heading apart: a heading
    that announces claims, periods or their lapse, or names no subject ("Schlussbestimmungen"), stays silent."""
    title = _fold(re.sub(r"^[\s§\d.()\-–:]+", "", " ".join((heading or "").split())))
    if not title or _has(_LAPSE_HEADING, title) or not _has(_OTHER_HEADING, title):
        return []
    if not _is_exclusion_period(body):
        return []
    return [_draft("unusual", "de_exclusion_heading", (BGB_305C,), (BAG_SURPRISING_HEADING,))]


_EMPLOYMENT_RULES: tuple[Callable[[str], list[NoteDraft]], ...] = (
    _overtime_flat,
    _written_form,
    _salary_secrecy,
    _secrecy_broad,
    _revocation,
    _change_reservation,
    _retirement_age,
    _side_job,
    _absence_reason,
    _exclusion_period,
    _limitation,
    _holiday,
    _probation,
    _notice_one_sided,
    _penalty,
    _training_repayment,
    _unpaid_training,
    _assignment_ban,
    _non_compete,
    _minimum_wage,
    _notice_month_end,
    _holiday_request_written,
    _presumption,
    _data_consent,
    _set_off_ban,
    _absence_reason_general,
    _work_time_flat,
    _bonus_sickness_cut,
    _penalty_vague,
    _notice_short,
    _exclusion_scope,
    _special_receipt,
    _inventions_unpaid,
    _bonus_cut_off,
    _receipt_fiction,
    _employee_liability,
    _voluntary_and_revocable,
    _voluntary_monthly,
    _holiday_compensation,
    _sick_pay,
    _sick_pay_rate,
    _sick_note_forfeit,
    _gratification_binding,
    _holiday_lapse_unconditional,
    _on_call,
    _suit_waiver,
    _protective_costs,
    _working_hours_max,
    _holiday_sick,
    _garnishment_costs,
    _transfer_unequal,
    _fixed_term_long,
    _release,
    _short_time_work,
    _claims_waiver,
    _notice_long,
    _holiday_pro_rata,
    _overtime_forfeit,
    _damages_lump_sum,
    _holiday_recall,
    _holiday_lead_time,
    _declaration_written,
    _jurisdiction,
    _holiday_exit_none,
    _retention_excluded,
    _discretion_free,
    _probation_fixed_term,
    _holiday_waiting_long,
    _employer_liability_excluded,
    _business_risk,
    _pay_due_late,
    _set_off_exempt,
    _holiday_pay_reduced,
    _agreed_summary_cause,
    _termination_condition,
    _recruitment_costs,
    _holiday_pay_reclaimed,
    _holiday_cut_sickness,
    _night_work_uncompensated,
    _fact_confirmation,
    _unpaid_trial_work,
    _hours_change,
    _fixed_term_tariff,
    _holiday_fixed_by_employer,
    _reachable_off_duty,
    _expenses_borne,
    _overtime_unlimited,
    _penalty_per_breach,
    _bonus_cut_off_mixed,
    _enrichment_waived,
    _holiday_blackout,
    _public_holiday_unpaid,
    _pay_cut_poor_work,
    _changing_time_unpaid,
    _damages_deducted,
    _notice_form_lighter,
    _private_conduct,
)


# --------------------------------------------------------------------------- tenancy


# A schedule that yields to the flat's condition: "in der Regel", "im Allgemeinen", "je nach Zustand".
_FLEXIBLE = (
    r"in der Regel|im Allgemeinen|üblicherweise|Grad der Abnutzung|(je nach|(?<!un)abhängig vom|nach dem) (tatsächlichen )?"
    r"(Zustand|Abnutzung)|wenn erforderlich|soweit erforderlich|falls erforderlich|bei Bedarf|erforderlich werden|"
    r"Verlängerung der Fristen|Fristen (angemessen )?(zu )?verlänger"
)
# A floor under that yielding: "wenn erforderlich, mindestens aber alle drei Jahre" is a rigid schedule again.
_FLOOR = r"(mindestens|spätestens|jedenfalls|zumindest)\s+(aber|jedoch|aber doch)\b"


def _renovation(text: str) -> list[NoteDraft]:
    """Renovation at rigid intervals (BGH VIII ZR 361/03: "wenn erforderlich, mindestens aber …" is rigid).

    A schedule that applies "in der Regel" or by the flat's condition is allowed; one with a floor
    ("mindestens aber") is not, whatever precedes it. Where the landlord bears the renovation, the
    clause puts nothing on the tenant."""
    if not _has(r"Schönheitsreparatur|renovier|Renovierung|streich(en|t)\b|gestrichen|tapezier", text):
        return []
    if _has(
        r"(trägt|übernimmt|führt|ausführt)\w*[^.]{0,30}\bder Vermieter\b|\bVermieter\s+(trägt|übernimmt|führt)", text
    ) and not _has(r"\bder Mieter\b[^.]{0,60}(verpflichtet|hat|trägt|übernimmt)|obliegen dem Mieter", text):
        return []
    interval = _has(r"(alle|nach|spätestens)\s+(\w+\s+)?" + _NUM + r"\s+Jahr", text) or _has(
        r"\b" + _NUM + r"[- ]?jährig", text
    )
    if not interval:
        return []
    if _has(_FLEXIBLE, text) and not _has(_FLOOR, text):
        return []
    return [_draft("may_be_invalid", "de_renovation_rigid", (BGB_307, BGB_535), (BGH_RIGID_SCHEDULE,))]


def _small_repairs(text: str) -> list[NoteDraft]:
    """Small repairs put on the tenant without a yearly cap (BGH VIII ZR 91/88); none where the landlord bears them."""
    if not _has(r"Kleinreparatur|klein(er)?e[nr]? (Instandhaltung|Reparatur)|Bagatell|kleine(re)? Reparatur", text):
        return []
    landlord = _has(
        r"(trägt|übernimmt|zahlt)\w*\s+(\w+\s+)?(der Vermieter|die Vermieterin)\b|zu Lasten (des Vermieters|der "
        r"Vermieterin)|von (dem|der) Vermieter(in)? getragen|vom Vermieter getragen",
        text,
    )
    tenant = _has(
        r"\b(der Mieter|die Mieterin)\b[^.]{0,60}(trägt|tragen|übernimmt|zahlt|zu tragen)|zu Lasten (des Mieters|der "
        r"Mieterin)|trägt (der Mieter|die Mieterin)\b",
        text,
    )
    if landlord and not tenant:
        return []
    # The yearly cap in any of its forms: "jährlich", "im Jahr", a share of the year's rent in a compound
    # ("8 % der Jahresnettokaltmiete", "der jährlichen Kaltmiete").
    if _has(r"jährlich|im Jahr|pro Jahr|je Jahr|Jahres\w*miete|Kalenderjahr|Jahresbetrag|innerhalb eines Jahres", text):
        return []
    return [_draft("may_be_invalid", "de_small_repairs", (BGB_307, BGB_535), (BGH_SMALL_REPAIRS,))]


def _notice_waiver(text: str) -> list[NoteDraft]:
    if not _has(r"verzicht|Kündigungsausschluss|ausgeschlossen|nicht gekündigt", text):
        return []
    if not _has(r"Kündigung|kündig", text):
        return []
    # BGH VIII ZR 27/04: a waiver for more than four years; the years must be the waiver's duration, in its
    # sentence ("für fünf Jahre", "vor Ablauf von fünf Jahren"), not the seniority after which a notice period
    # grows ("nach fünf und acht Jahren", as § 573c BGB words it). A waiver by the landlord alone binds
    # only the landlord: the tenant keeps the right to give notice.
    duration = (
        r"(für|auf|von|Dauer von|Zeitraum von|Laufzeit von|vor Ablauf von|bis zum Ablauf von|innerhalb der ersten|"
        r"während der ersten|ersten)\s+(\w+\s+)?" + _NUM + r"\s+Jahr|" + _NUM + r"\s+Jahre\s+lang"
    )
    for s in _sentences(text):
        if not (_has(r"verzicht|Kündigungsausschluss|ausgeschlossen|nicht gekündigt", s) and _has(r"kündig", s)):
            continue
        if _has(r"\bVermieter\b[^.]{0,40}verzicht", s) and not _has(r"\b(Mieter|Mieterin|Parteien|beide\w*)\b", s):
            continue
        for m in _finditer(duration, s, re.IGNORECASE):
            token = m.group(3) or m.group(4)
            if _number(token) > 4:
                return [_draft("may_be_invalid", "de_notice_waiver", (BGB_307,), (BGH_NOTICE_WAIVER,))]
    return []


def _deposit(text: str) -> list[NoteDraft]:
    if not _has(r"Kaution|Mietsicherheit|Sicherheitsleistung", text):
        return []
    m = _search(_NUM + r"\s+(Netto|Kalt|Grund)?(monats)?(miete|kaltmiete|mieten)", text, re.IGNORECASE)
    too_high = m is not None and _number(m.group(1)) > 3
    one_sum = _has(
        r"in einer Summe|in einem Betrag|auf einmal|in voller Höhe (bei|vor|mit)|vollständig (bei|vor)|"
        r"ohne Ratenzahlung|Ratenzahlung ist ausgeschlossen",
        text,
    )
    if too_high or one_sum:
        return [_draft("legal_limit", "de_deposit", (BGB_551,))]
    return []


# Dogs and cats in general (BGH VIII ZR 168/12), as whole words: "Kampfhunde" or "Listenhunde" name a
# kind of dog that other rules govern, not the general ban the decision judged.
_PETS = r"\b(Hunde?n?|Katzen?|Haustiere?n?|Tierhaltung|Haustierhaltung|Hunde- und Katzenhaltung)\b"


def _pets(text: str) -> list[NoteDraft]:
    """A general ban on dogs and cats in a standard lease (BGH VIII ZR 168/12)."""
    if not _has(_PETS, text):
        return []
    ban = _has(_PETS + r"[^.]{0,80}(nicht gestattet|untersagt|verboten|nicht erlaubt|ausgeschlossen)", text) or _has(
        r"keine (Hunde|Katzen|Haustiere|Tiere)[^.]{0,40}(zu )?halten", text
    )
    if ban and not _has(r"Zustimmung|Erlaubnis|Genehmigung|Einzelfall|Einwilligung", text):
        return [_draft("may_be_invalid", "de_pets_ban", (BGB_307, BGB_535), (BGH_PETS,))]
    return []


_LEAVING = r"(bei|beim|nach) (dem )?(Auszug|Beendigung des Mietverhältnisses|Ende des Mietverhältnisses|Ende der Mietzeit|Rückgabe der (Wohnung|Mietsache|Räume))"


def _renovation_on_leaving(text: str) -> list[NoteDraft]:
    """Renovation when moving out, whatever the flat's condition or the last renovation (§ 307 BGB).

    Not where the duty depends on the condition or on renovations falling due ("soweit erforderlich",
    "sofern fällig"), and not where the landlord bears it."""
    if not _has(_LEAVING, text):
        return []
    if not _has(r"renovier|Schönheitsreparatur|streichen|tapezier|anstreichen|weißen", text):
        return []
    if _has(
        r"erforderlich|fällig|Bedarf|nach Maßgabe|je nach|(?<!un)abhängig vom|Grad der Abnutzung|Zustand bei (Beginn|Übergabe)",
        text,
    ):
        return []
    if _has(r"\bder Vermieter\b[^.]{0,40}(trägt|übernimmt|führt)|(trägt|übernimmt)[^.]{0,30}\bder Vermieter\b", text):
        return []
    if _has(
        _LEAVING
        + r"[^.]{0,120}(zu renovieren|renoviert|Schönheitsreparaturen[^.]{0,60}(durchzuführen|auszuführen|vorzunehmen)|"
        r"zu streichen|gestrichen|zu tapezieren)"
        r"|(renoviert|renovieren|gestrichen|streichen)[^.]{0,80}" + _LEAVING,
        text,
    ):
        return [_draft("may_be_invalid", "de_renovation_on_leaving", (BGB_307, BGB_535))]
    return []


def _renovation_quota(text: str) -> list[NoteDraft]:
    """A share of renovation costs owed on moving out before renovation is due (a quota clause, § 307 BGB)."""
    if (
        _has(r"Schönheitsreparatur|Renovierung|renovier", text)
        and _has(r"anteilig|Quote|Prozent|%|Kostenvoranschlag", text)
        and _has(_LEAVING + r"|vor Ablauf der (Renovierungs)?fristen|Auszug", text)
        and _has(r"\b(zahlt|zahlen|tragen|trägt|zu tragen|zu zahlen|zu ersetzen|zu erstatten)\b", text)
        and not _has(r"\bder Vermieter\b[^.]{0,30}(zahlt|trägt)", text)
    ):
        return [_draft("may_be_invalid", "de_renovation_quota", (BGB_307, BGB_535))]
    return []


_TENANCY_RULES: tuple[Callable[[str], list[NoteDraft]], ...] = (
    _renovation,
    _renovation_on_leaving,
    _renovation_quota,
    _small_repairs,
    _notice_waiver,
    _deposit,
    _pets,
)


# --------------------------------------------------------------------------- authority letters


_FINE = r"Bußgeldbescheid|Bussgeldbescheid|Bußgeld|Verwarnungsgeld|Ordnungswidrigkeit|OWiG"
# Tax law (§ 347 AO: the Einspruch), also child benefit (Familienkasse, EStG) and customs (Hauptzollamt).
_TAX = (
    r"Finanzamt|Steuerbescheid|Steuer\w*bescheid|Abgabenordnung|\bAO\b|Einkommensteuer|Umsatzsteuer|Grundsteuer|"
    r"Gewerbesteuer|Kraftfahrzeugsteuer|Familienkasse|Kindergeld|Hauptzollamt"
)
_SOCIAL = r"Sozialgericht|\bSGB\b|Sozialgesetzbuch|Jobcenter|Agentur für Arbeit|Krankenkasse|Pflegekasse|Rentenversicherung|Bürgergeld|Berufsgenossenschaft"


def _remedies(text: str, heading: str | None) -> list[NoteDraft]:
    """A notice of remedies without the one-month period or the body: the one-year rule of its branch of law.

    § 58 Abs. 2 VwGO (administrative acts), § 66 Abs. 2 SGG (social law), § 356 Abs. 2 AO (tax).
    A fine notice (Bußgeldbescheid) has none of them: its objection period is two weeks (§ 67 Abs. 1
    OWiG), and where it names that period there is nothing to note."""
    whole = _fold(f"{heading or ''} {text}")
    is_notice = _has(r"Rechtsbehelfsbelehrung|Rechtsmittelbelehrung", whole)
    names_remedy = _has(r"\b(Widerspruch|Klage|Einspruch)\b[^.]{0,120}(innerhalb|binnen)", text)
    if not (is_notice or names_remedy):
        return []
    if _has(_FINE, whole):
        if _has(r"(zwei|2)\s+Wochen|(vierzehn|14)\s+Tage", text):
            return []
        return [_draft("info", "de_remedies_fine", (OWIG_67,))]
    one_month = _has(r"(eines|einen|1)\s+Monat", text)
    body = _has(r"\b(bei|beim|bei der|bei dem|an)\s+(de[rm]\s+)?[A-ZÄÖÜ]", text)
    if one_month and body:
        return []
    if _has(_TAX, whole):
        return [_draft("info", "de_remedies_one_year_tax", (AO_356,))]
    if _has(_SOCIAL, whole):
        return [_draft("info", "de_remedies_one_year_social", (SGG_66,))]
    return [_draft("info", "de_remedies_one_year", (VWGO_58,))]


# --------------------------------------------------------------------------- entry point

_EMPLOYMENT = frozenset({"employment", "employment_contract"})
_TENANCY = frozenset({"tenancy", "rental_contract", "lease"})
_AUTHORITY = frozenset({"authority_letter", "tax_assessment", "authority"})


def _with_heading(text: str, heading: str | None) -> str:
    """The clause read with its heading as a sentence before it: "Vertragsstrafe" or "Nebentätigkeit" often
    names the legal category only there ("§ 9 Vertragsstrafe: Tritt der Arbeitnehmer die Stelle nicht an …").
    The heading's numbering is dropped (its digits are no periods or amounts)."""
    title = re.sub(r"^[\s§\d.()\-–:]+", "", " ".join((heading or "").split())).rstrip(" .:;")
    if not title or not re.search(r"[A-Za-zÄÖÜäöü]{3}", title):
        return text
    return f"{_fold(title)}. {text}"


# The parties by their short forms, as many contracts write them ("Der AN verpflichtet sich …", "die ArbN"):
# read as the words every rule names. Upper case only: "an" is a preposition. A company named "… AG" is read as
# "Arbeitgeber" too, and in an employment contract it is the employer.
_PARTY_SHORT = re.compile(r"\b(AN|ArbN|AG|ArbG|ArbGeb)\b")


# Gender-inclusive spellings read as one form, so that every rule's "des Arbeitnehmers" or "der Mitarbeiter" also
# reads "des/der Arbeitnehmer/in", "Der*die Beschäftigte", "Mitarbeiter:innen", "ArbeitnehmerIn": the pair of
# articles or pronouns keeps its first, the suffix is dropped.
_FORMS = r"(?:der|die|den|dem|des|ein|eine|einen|einem|eines|einer|seine[rnms]?|ihre[rnms]?|sein|ihr|er|sie|ihm|ihn)"
_GENDER_PAIR = re.compile(r"\b(" + _FORMS + r")\s*[/*:]\s*-?" + _FORMS + r"\b", re.IGNORECASE)
_GENDER_SUFFIX = re.compile(r"(?<=[a-zß])(?:/-?in(?:nen)?|[*:_]in(?:nen)?|\(in(?:nen)?\)|In(?:nen)?)\b")


def _one_gender_form(text: str) -> str:
    return _GENDER_SUFFIX.sub("", _GENDER_PAIR.sub(r"\1", text))


def _party(m: re.Match[str]) -> str:
    return "Arbeitnehmer" if m.group(1) in ("AN", "ArbN") else "Arbeitgeber"


def find_german_notes(view: ClauseView) -> list[NoteDraft]:
    """Notes for one German clause, by the document's category; none for other languages."""
    if view.document_language != "de":
        return []
    text = _fold(" ".join(view.text.split()))
    drafts: list[NoteDraft] = []
    if view.category in _EMPLOYMENT:
        # "4.000 €" without the thousands dot, so that a rule's span within a sentence ([^.]) reaches past an amount
        text = _one_gender_form(text)
        body = _PARTY_SHORT.sub(_party, re.sub(r"(?<=\d)\.(?=\d{3}\b)", "", text))
        text = _with_heading(body, view.heading)
        for rule in _EMPLOYMENT_RULES:
            drafts.extend(rule(text))
        # the heading read apart from the content: what it announces against what the content does
        drafts.extend(_exclusion_heading(body, view.heading))
    elif view.category in _TENANCY:
        for rule in _TENANCY_RULES:
            drafts.extend(rule(text))
    elif view.category in _AUTHORITY:
        drafts.extend(_remedies(text, view.heading))
    return drafts

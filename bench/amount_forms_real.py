"""Amounts of money in the forms real documents write them: found by a broad finder, read by the engine's reader.

Run: .venv/bin/python -m bench.amount_forms_real [--half validation|dev|all] [--show misses|roles] [--roles]

The question (issue 23): are the key amounts the engine misses amounts its reader (``app.analysis.amounts.find_money``)
does not read at all, or reads with another value, so that no cue word can give them a role? A broad finder written
for this bench only (``BROAD``, not used by the engine) marks every string a careful reader would call a sum of money:
a figure with a currency sign, code or word before or after it ("€ 5", "5 EUR", "EUR 5,-", "5.000,--", "1.234,56",
"1,234.56", "5 Euro zzgl. MwSt."), cents ("99 ct"), a scale ("1,5 Mio. EUR", "3 TEUR"), a figure with its sum in
words in brackets before the currency ("3.000 (dreitausend) Euro", "ten (10) dollars") and a sum in words ("fünfzig
Euro"). It reads the value itself (``broad_value``), independently of the engine. For each hit the bench asks whether
the reader reads an amount there (``parsed``) and whether with the same value and currency (``right``).

Printed per corpus (terms of service de/en/it, shops' terms AGB-DE by shop, employment contracts by contract) and per
half (``bench.explain_facts.half_of`` of the document id, as ``bench.explain_real --half`` splits them), validation
first: hits of the broad finder, read by the reader, read with the right value; and the same counted by form
(``form_of``: where the currency stands, how the figure is written). The validation half gives counts only. On the
dev half ``--show misses`` prints each hit the reader does not read, or reads with another value, with a short
context; ``--roles`` runs the request side and ``find_amounts`` on each document and counts the meanings given
(per half; ``--show roles`` prints each given meaning with its context, dev only, to judge them by hand).
Without the real data beside the checkout it says so and stops.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tests.support.paths import REAL_DATA

HALVES = ("validation", "dev")

# --------------------------------------------------------------------------- the broad finder (bench only)

_CODE = r"(?:EUR|EURO|Euro|Euros|euro|euros|€|USD|US\$|\$|GBP|£|CHF|DM)"
_WORD_CUR = r"(?:dollars?|Dollars?|DOLLARS?|US[-\u2011]Dollar|dollari|dólares|sterline|pounds?)"
_CENT = r"(?:Cent|cent|cents|ct\.?|Ct\.?|centesimi|pence)"
_SCALE = r"(?:Mio\.?|Millionen|Million|million|millions|milioni|Tsd\.?|tausend|thousand|mila|k)"
_THOUSANDS = r"(?:TEUR|T€|TEuro)"
# 1.234,56 | 1,234.56 | 1 234,56 | 1234 | 12,5 | 850,- | 850,-- | 2.500.-
_FIG = r"(?:\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+|\d{1,3}(?:[ ]\d{3})+(?![\d])|\d+)(?:[.,]\d{1,2})?(?:\s?[.,][-–]{1,2})?"
BROAD = re.compile(
    rf"(?P<before>(?<![A-Za-z])(?:{_CODE}|{_THOUSANDS})|€|\$|£)\s?(?P<fig1>{_FIG})(?:\s?(?P<scale1>{_SCALE})(?![\w]))?"
    rf"|(?<![\w.,])(?P<fig2>{_FIG})(?:\s?(?P<scale2>{_SCALE})\.?)?"
    rf"(?:\s?\((?P<bracket>[^()\d]{{2,80}})\))?\s?(?P<after>{_CODE}|{_WORD_CUR}|{_CENT}|{_THOUSANDS})(?![A-Za-z])"
    rf"|(?P<words>(?<![\w])[^\W\d_]+(?:[ -][^\W\d_]+){{0,3}})\s?\(\s?(?:\$|€)?\s?(?P<fig3>{_FIG})\s?\)\s?"
    rf"(?P<after3>{_CODE}|{_WORD_CUR})(?![A-Za-z])"
    rf"|(?P<spelled>(?<![\w])(?:[a-zäöüß]+(?:zig|zehn|hundert|tausend)|fünf|zehn|hundert|tausend|fifty|hundred|"
    rf"thousand|cento|mille|cinquanta))\s(?P<after4>Euro|EUR|euros?|dollars?|Dollar)(?![\w-])",
    re.IGNORECASE,
)
_CURRENCY = {
    "eur": "EUR", "euro": "EUR", "euros": "EUR", "€": "EUR", "usd": "USD", "us$": "USD", "$": "USD",
    "gbp": "GBP", "£": "GBP", "chf": "CHF", "dm": "DEM", "teur": "EUR", "t€": "EUR", "teuro": "EUR",
    "pounds": "GBP", "pound": "GBP", "sterline": "GBP",
}  # fmt: skip
_SCALES = {"mio": 1e6, "millionen": 1e6, "million": 1e6, "millions": 1e6, "milioni": 1e6, "tsd": 1e3}
_SCALES |= {"tausend": 1e3, "thousand": 1e3, "mila": 1e3, "k": 1e3}
_SPELLED = {
    "one hundred": 100, "fünf": 5, "zehn": 10, "zwanzig": 20, "fünfzig": 50, "hundert": 100, "einhundert": 100, "tausend": 1000,
    "eintausend": 1000, "fifty": 50, "hundred": 100, "thousand": 1000, "cento": 100, "mille": 1000, "cinquanta": 50,
}  # fmt: skip


def figure_value(raw: str) -> float:
    """The value of a figure as a reader reads it, written apart from the engine: the last separator followed by one
    or two digits is the decimal one; a separator followed by three digits groups thousands; a dash stands for no
    cents."""
    s = re.sub(r"\s?[.,][-–]{1,2}$", "", raw.strip())
    s = re.sub(r"[\u00a0\u202f ']", "", s)
    m = re.search(r"[.,](\d{1,2})$", s)
    cents = ""
    if m:
        cents, s = m.group(1), s[: m.start()]
    whole = re.sub(r"[.,]", "", s)
    return float(f"{whole}.{cents}" if cents else whole)


@dataclass(frozen=True)
class Hit:
    start: int
    end: int
    text: str
    value: float | None  # None: the bench does not read it (a sum in words it has no table for)
    currency: str | None
    form: str


def _currency(word: str) -> str | None:
    folded = word.casefold()
    if re.fullmatch(_WORD_CUR, word) or folded.startswith(("dollar", "us-dollar", "dólar")):
        return "USD" if not folded.startswith("dólar") else None
    if re.fullmatch(_CENT, word):
        return "cent"
    return _CURRENCY.get(folded)


def form_of(fig: str, position: str, unit: str) -> str:
    """A coarse name of how the sum is written: where the currency stands, how the figure is grouped, the unit."""
    if re.search(r"[.,][-–]", fig):
        style = "dash-cents"
    elif re.search(r"\d[.]\d{3}.*,\d{1,2}$", fig) or re.search(r"\d,\d{1,2}$", fig):
        style = "decimal-comma"
    elif re.search(r"\d,\d{3}.*\.\d{1,2}$", fig) or re.search(r"\d\.\d{1,2}$", fig):
        style = "decimal-point"
    elif re.search(r"\d[.,' \u00a0]\d{3}", fig):
        style = "grouped"
    else:
        style = "whole"
    return f"{position}/{style}/{unit}"


def _unit(word: str) -> str:
    cur = _currency(word)
    if cur == "cent":
        return "cent"
    if word in ("€", "$", "£"):
        return "sign"
    if word.isupper() and len(word) == 3:
        return "code"
    return "word" if cur else "?"


def broad_hits(text: str) -> Iterator[Hit]:
    for m in BROAD.finditer(text):
        g = m.groupdict()
        if g["spelled"]:
            if re.search(r"\d[^()]{0,25}\(\s*(?:in Worten:?\s*)?$", text[max(0, m.start() - 40) : m.start()]):
                continue  # "5.000,00 € (fünftausend Euro)": the figure's own words, one sum with it
            word = g["spelled"].casefold()
            cur = _currency(g["after4"])
            yield Hit(m.start(), m.end(), m.group(0), _SPELLED.get(word), cur, "in-words")
            continue
        if g["fig3"]:
            cur = _currency(g["after3"])
            value = figure_value(g["fig3"])
            yield Hit(m.start(), m.end(), m.group(0), value, cur, "words-(figure)-currency")
            continue
        fig = g["fig1"] or g["fig2"]
        word = g["before"] or g["after"]
        position = "before" if g["before"] else "after"
        if re.fullmatch(r"\d{4}", fig) and position == "after" and _currency(word) == "cent":
            continue  # "Act 2010 (Cth)": a year, no cents
        value = figure_value(fig)
        cur = _currency(word)
        scale = g["scale1"] or g["scale2"]
        unit = _unit(word)
        if re.fullmatch(_THOUSANDS, word):
            value, unit = value * 1e3, "thousands-code"
        if scale:
            value, unit = value * _SCALES.get(scale.casefold().rstrip("."), 1.0), f"{unit}+scale"
        if cur == "cent":
            value, cur = value / 100, "EUR" if word.casefold().startswith(("cent", "ct", "centesimi")) else None
        if g["bracket"]:
            position = "figure-(words)-currency"
        yield Hit(m.start(), m.end(), m.group(0), round(value, 6), cur, form_of(fig, position, unit))


# --------------------------------------------------------------------------- documents


def documents(root: Path, half: str) -> Iterator[tuple[str, str, str]]:
    """(corpus, id, text) of every document of one half: terms of service, shops' terms by shop, employment
    contracts by contract (``bench.explain_real_employment.contracts``), as the other benches build them."""
    from bench.explain_facts import half_of, joined
    from bench.explain_real import agb_documents, tos_documents
    from bench.explain_real_employment import contracts

    for _lang, doc_id, text in tos_documents(root, None):
        if half_of(doc_id) == half:
            yield "terms of service", doc_id, text
    for _lang, doc_id, text in agb_documents(root, None):
        if half_of(doc_id) == half:
            yield "shops' terms", doc_id, text
    clauses = json.loads((root / "employment_clauses.json").read_text(encoding="utf-8"))
    for group in contracts(clauses):
        doc_id = f"employment:{group[0]}-{group[-1]}"
        if half_of(doc_id) == half:
            yield "employment", doc_id, joined((clauses[k].get("heading"), clauses[k].get("content")) for k in group)


# --------------------------------------------------------------------------- counting


@dataclass
class Tally:
    found: int = 0
    parsed: int = 0
    right: int = 0
    engine_only: int = 0  # amounts the reader reads where the broad finder marks nothing
    by_form: dict[str, list[int]] = field(default_factory=dict)

    def add(self, hit: Hit, parsed: bool, right: bool) -> None:
        self.found += 1
        self.parsed += parsed
        self.right += right
        row = self.by_form.setdefault(hit.form, [0, 0, 0])
        row[0] += 1
        row[1] += parsed
        row[2] += right


def read_document(text: str) -> tuple[list[tuple[Hit, bool, bool]], int]:
    """Each broad hit with whether the reader reads an amount there and whether with its value; and how many of the
    reader's amounts no broad hit covers."""
    from app.analysis.amounts import find_money

    money = list(find_money(text))
    out: list[tuple[Hit, bool, bool]] = []
    covered: set[int] = set()
    for hit in broad_hits(text):
        over = [k for k, m in enumerate(money) if m.start < hit.end and hit.start < m.end]
        covered.update(over)
        right = hit.value is not None and any(
            abs(abs(money[k].value) - hit.value) < 0.005 and (hit.currency is None or money[k].currency == hit.currency)
            for k in over
        )
        out.append((hit, bool(over), right))
    return out, len(money) - len(covered)


def pct(a: int, b: int) -> str:
    return f"{a}/{b} = {a / b:.2f}" if b else f"{a}/0"


def run_forms(root: Path, half: str, show: bool) -> None:
    tallies: dict[str, Tally] = {}
    for corpus, doc_id, text in documents(root, half):
        tally = tallies.setdefault(corpus, Tally())
        hits, engine_only = read_document(text)
        tally.engine_only += engine_only
        for hit, parsed, right in hits:
            tally.add(hit, parsed, right)
            if show and half == "dev" and not right:
                context = text[max(0, hit.start - 60) : hit.end + 30].replace("\n", " | ")
                state = "read, other value" if parsed else "not read"
                print(f"    {doc_id}: {state}: {hit.text!r} ({hit.form}, {hit.value} {hit.currency}) :: {context}")
    total = Tally()
    for corpus, t in tallies.items():
        print(
            f"  {half:<10} {corpus:<17} found {t.found}, read {pct(t.parsed, t.found)}, right value "
            f"{pct(t.right, t.found)}; read by the engine where the broad finder marks nothing: {t.engine_only}"
        )
        total.found += t.found
        total.parsed += t.parsed
        total.right += t.right
        total.engine_only += t.engine_only
        for form, row in t.by_form.items():
            acc = total.by_form.setdefault(form, [0, 0, 0])
            for k in range(3):
                acc[k] += row[k]
    print(
        f"  {half:<10} {'all':<17} found {total.found}, read {pct(total.parsed, total.found)}, right value "
        f"{pct(total.right, total.found)}; read by the engine where the broad finder marks nothing: {total.engine_only}"
    )
    for form, (found, parsed, right) in sorted(total.by_form.items(), key=lambda kv: -kv[1][0]):
        print(f"  {half:<10}   form {form:<40} found {found:>3}, read {parsed:>3}, right value {right:>3}")


def run_roles(root: Path, half: str, show: bool) -> None:
    """The meanings ``find_amounts`` gives the amounts of each document (after the request side), per corpus."""
    from app.analysis.classify import classify
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.config import Settings
    from app.language import parse_language
    from app.models import DocumentInput, Text
    from app.prepare.run import prepare

    settings = Settings()
    counts: dict[str, Counter[str]] = {}
    for corpus, doc_id, text in documents(root, half):
        doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(text)), settings)
        category, _tags = classify(doc.text)
        amounts = find_amounts(doc.text, ClauseIndex(doc.segments), doc.document_language, category, doc.segments)
        counter = counts.setdefault(corpus, Counter())
        for a in amounts:
            counter[a.meaning or "none"] += 1
            if show and half == "dev" and a.meaning not in (None, "other"):
                at = doc.text.find(a.text)
                context = doc.text[max(0, at - 110) : at + len(a.text) + 50].replace("\n", " | ")
                print(f"    {doc_id}: {a.meaning:<12} {a.value:>12} {a.currency} :: {context}")
    for corpus, counter in counts.items():
        listed = ", ".join(f"{k} {v}" for k, v in counter.most_common())
        print(f"  {half:<10} {corpus:<17} amounts {sum(counter.values())}: {listed}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--half", choices=("validation", "dev", "all"), default="all")
    parser.add_argument("--show", choices=("misses", "roles"), help="dev half only: the misses or the given meanings")
    parser.add_argument("--roles", action="store_true", help="also count the meanings given (runs the request side)")
    parser.add_argument("--data", type=Path, default=REAL_DATA)
    args = parser.parse_args(argv)
    if not (args.data / "agb_de_dev.csv").exists():
        print(f"real data not found at {args.data}: see ../shared/data/real/README.md")
        return
    halves = HALVES if args.half == "all" else (args.half,)
    print("== Amounts by form: broad finder (bench only) against the engine's reader, validation first")
    for half in halves:
        run_forms(args.data, half, args.show == "misses")
    if args.roles or args.show == "roles":
        print("\n== Meanings given to the amounts (find_amounts after the request side)")
        for half in halves:
            run_roles(args.data, half, args.show == "roles")


if __name__ == "__main__":
    main()

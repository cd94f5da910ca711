"""Facts people act on: deadlines, amounts, statutes.

Pure functions over the anonymized text and its segments (clause ids c1, c2, ...); the pieces
live in amounts.py, deadlines.py, norms.py, tax.py and holidays.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.analysis.actions import describe
from app.analysis.amounts import (
    CHANGEABLE,
    MoneyMatch,
    applies_from,
    context_foreign,
    find_money,
    foreign_meanings,
    heading_meaning,
    label_of,
    meaning_in,
    meaning_of,
    parts_of_totals,
    plain_sum,
    share_of_earlier,
    total_label,
    unlabelled_parts,
)
from app.analysis.classify import classify
from app.analysis.dates import role_markers
from app.analysis.deadlines import Place, find_deadlines_at, unique
from app.analysis.holidays import find_place
from app.analysis.laws import GII
from app.analysis.norms import cited_norms, document_context, related_norms
from app.analysis.notes import find_notes
from app.analysis.spans import ClauseIndex, sentence_bounds
from app.analysis.statements import find_statements
from app.analysis.tax import tax_warnings
from app.models import Amount, Facts, Norm, PreparedDocument, Segment, clause_id

# A monthly prepayment of a twelfth of last year's running costs is a payment of its own, no part of them.
_RUNNING_COSTS = frozenset({"utilities", "rent", "prepayment", "back_payment", "refund", "tax"})


# Meanings that belong to an amount alone, never passed on to the next amount of its frame.
_NO_LABEL = frozenset({"part", "limit", "threshold", "other"})


def find_amounts(
    text: str,
    clauses: ClauseIndex,
    document_language: str = "de",
    category: str = "other",
    segments: Sequence[Segment] = (),
) -> list[Amount]:
    money = list(find_money(text))
    # Figures without a currency that a sum is divided into ("setzt sich wie folgt zusammen: … 4.210,55 …") are
    # amounts in its currency, and its parts.
    bare = unlabelled_parts(text, money)
    money = sorted([*money, *(figure for figure, _total in bare)], key=lambda m: m.start)
    parts = parts_of_totals(text, money)
    for figure, total in bare:
        parts[money.index(figure)] = money.index(total)
    # Such a sum has its own name in its own sentence ("Das Monatsgehalt beträgt …"); the labels of its figures
    # ("Tarifentgelt …") name the parts.
    named_sums = {money.index(total) for _figure, total in bare}
    totals = set(parts.values())
    foreign = foreign_meanings(category)
    amounts: list[Amount] = []
    previous: tuple[MoneyMatch, str | None] | None = None
    day: str | None = None
    for i, m in enumerate(money):
        previous_end = money[i - 1].end if i else 0
        next_start = money[i + 1].start if i + 1 < len(money) else len(text)
        here = foreign | context_foreign(text, m, previous_end, next_start, category)
        label = label_of(text, m, previous_end, next_start, document_language, here)
        if i in parts:
            meaning = "part"
        elif (
            i in totals
            and i not in named_sums
            and (heading := total_label(text, money, parts, i, document_language, foreign))
        ):
            meaning = heading
        else:
            meaning = meaning_of(text, m, previous_end, next_start, document_language, previous, label, category)
            if meaning == "prepayment":
                sums = [money[k] for k, earlier in enumerate(amounts) if earlier.meaning not in _RUNNING_COSTS]
                if share_of_earlier(text, m, sums, clauses):
                    meaning = "part"  # "monatliche Abschläge von 453,33 EUR" on a bonus of 13.600 EUR: a part of it
        meaning = meaning_in(category, meaning)
        # The next amount may stand in this one's frame: it takes this one's label, not its part, cap or threshold; where
        # no word names this one, the meaning its phrase's verb gave it ("berechnen wir 4,90 EUR, für … 19,90 EUR").
        # The day it applies from, where the text marks it ("ab dem …", "from …", a row of a staggered table). A row
        # or next step of a staggered list, nothing else named on it, is the changing thing of the amount before it.
        start = applies_from(text, m, money[i - 1] if i else None, next_start, day, document_language)
        day = start.day if start is not None else None
        if (
            start is not None
            and start.step
            and meaning == "other"
            and amounts
            and amounts[-1].meaning in CHANGEABLE
            and amounts[-1].applies_from is not None
            and amounts[-1].clause_id == clauses.clause_at(m.start)
        ):
            meaning = amounts[-1].meaning
        previous = (m, label or (meaning if meaning not in _NO_LABEL else None))
        amounts.append(
            Amount(
                clause_id=clauses.clause_at(m.start),
                text=m.text,
                value=abs(m.value),
                currency=m.currency,
                meaning=meaning,
                applies_from=day,
            )
        )
    _by_heading(text, money, amounts, segments, document_language, foreign)
    _charges_total(text, money, amounts, parts)
    _mixed_total(text, money, amounts, parts)
    return amounts


# Meanings of an amount that is no payment of its own (a part of a sum, a cap, a condition): never a summand of a total.
_NO_SUMMAND = frozenset({"part", "limit", "threshold"})


def _mixed_total(text: str, money: list[MoneyMatch], amounts: list[Amount], parts: dict[int, int]) -> None:
    """A sum the text marks as a total ("Die Gesamtmiete von 1.400 EUR", [roles] total_before) that the two or more
    payments right before it in its clause add up to exactly, of more than one kind (a rent, a prepayment, a fee for a
    parking space): the sum of them all, not another payment of the kind its own word names ("rent" twice, with two
    figures). It keeps no meaning; a total of one kind is left as it is (``_charges_total`` reads totals of fines and
    fees)."""
    marker = role_markers("total_before")
    if marker is None:
        return
    for i, m in enumerate(money):
        meaning = amounts[i].meaning
        if meaning in (None, "other") or meaning in _NO_SUMMAND or i in parts or m.value <= 0:
            continue
        s_start, _s_end = sentence_bounds(text, m.start)
        if not marker.search(text, max(s_start, m.start - 30), m.start):
            continue
        running = 0.0
        kinds: list[str] = []
        for k in range(i - 1, -1, -1):
            if amounts[k].clause_id != amounts[i].clause_id:
                break
            if amounts[k].meaning in _NO_SUMMAND or k in parts:
                continue  # "davon 120 EUR für Heizung": a part of the payment before it, already in that sum
            running += abs(money[k].value)
            kinds.append(amounts[k].meaning or "other")
            if len(kinds) >= 2 and abs(running - m.value) < 0.005:
                if meaning in kinds and len(set(kinds)) > 1:
                    amounts[i] = amounts[i].model_copy(update={"meaning": "other"})
                break
            if running > m.value:
                break


# Charges a letter adds up to the sum it asks for: a fine and the costs of its proceedings, a fee and a late charge.
_CHARGE_TOTALS = frozenset({"fine", "fee"})


def _charges_total(text: str, money: list[MoneyMatch], amounts: list[Amount], parts: dict[int, int]) -> None:
    """A sum the text marks as a total ("Gesamtbetrag von 98,50 EUR", "insgesamt 98,50 EUR zu zahlen", [roles]
    total_before) that nothing else names and that the two or more amounts right before it in its clause add up to
    exactly, each of them a fine or a fee ("eine Geldbuße von 70,00 EUR … die Kosten des Verfahrens von 28,50 EUR"):
    the sum to pay for them, of their kind where all are of one kind (all fines, or all fees), else no meaning. A total that adds up anything else (the claim a
    dunning letter's fee is added to) keeps no meaning: what it is, its parts do not tell."""
    marker = role_markers("total_before")
    if marker is None:
        return
    for i, m in enumerate(money):
        if amounts[i].meaning != "other" or i in parts or m.value <= 0:
            continue
        s_start, _s_end = sentence_bounds(text, m.start)
        if not marker.search(text, max(s_start, m.start - 30), m.start):
            continue
        running = 0.0
        kinds: set[str] = set()
        for k in range(i - 1, -1, -1):
            if amounts[k].clause_id != amounts[i].clause_id or amounts[k].meaning not in _CHARGE_TOTALS or k in parts:
                break
            running += abs(money[k].value)
            kinds.add(amounts[k].meaning or "")
            if i - k >= 2 and abs(running - m.value) < 0.005:
                # All fines, or all fees: their sum is of that kind. A fine and a fee together add up to a sum to
                # pay that is neither the fine nor a fee: it keeps no meaning (the payment asked for is said without).
                if len(kinds) == 1:
                    amounts[i] = amounts[i].model_copy(update={"meaning": kinds.pop()})
                break
            if running > m.value:
                break


def _by_heading(
    text: str,
    money: list[MoneyMatch],
    amounts: list[Amount],
    segments: Sequence[Segment],
    document_language: str,
    foreign: frozenset[str],
) -> None:
    """A clause whose heading names the pay, the rent or the deposit ("§ 4 Vergütung", "3. Miete", "Kaution") and whose
    text names it nowhere gives that meaning to its one amount nothing else names, where that amount's sentence states
    it and nothing besides ("Der Arbeitnehmer erhält 3.000 EUR.", "Sie beträgt 1.500 EUR."; ``plain_sum``). Two such
    amounts, or one the text already names so, and the heading says nothing: which is meant, the text does not tell."""
    for index, segment in enumerate(segments):
        heading = segment.heading
        if heading is None:
            # a heading the cutter left in the clause's first line ("Vergütung\nDer Arbeitnehmer erhält …")
            first = text[segment.start : segment.end].split("\n", 1)
            heading = first[0] if len(first) == 2 and not first[0].rstrip().endswith((".", ":", ";", ",")) else None
        meaning = heading_meaning(heading, document_language, foreign)
        if meaning is None:
            continue
        inside = [i for i, m in enumerate(money) if segment.start <= m.start < segment.end]
        if any(amounts[i].meaning == meaning for i in inside):
            continue
        plain = [
            i
            for i in inside
            if amounts[i].meaning == "other"
            and money[i].value > 0
            and plain_sum(
                text,
                money[i],
                money[i - 1].end if i else 0,
                money[i + 1].start if i + 1 < len(money) else len(text),
            )
        ]
        if len(plain) == 1 and amounts[plain[0]].clause_id == clause_id(index):
            amounts[plain[0]] = amounts[plain[0]].model_copy(update={"meaning": meaning})


def find_norms(doc: PreparedDocument, topics: dict[str, str | None] | None = None) -> dict[str, list[Norm]]:
    """Cited statutes per clause; for German-law documents also the provision that usually governs its topic."""
    cited = {clause_id(i): cited_norms(doc.text[s.start : s.end]) for i, s in enumerate(doc.segments)}
    german = doc.document_language == "de" or any(
        (n.url or "").startswith(GII) for norms in cited.values() for n in norms
    )
    contexts = document_context(doc.text)
    result: dict[str, list[Norm]] = {}
    for clause, norms in cited.items():
        related = related_norms((topics or {}).get(clause), contexts) if german else []
        urls = {n.url for n in norms}
        combined = norms + [n for n in related if n.url not in urls]
        if combined:
            result[clause] = combined
    return result


def listed_once(amounts: list[Amount]) -> list[Amount]:
    """The amounts as key facts, each sum once: a later mention of a sum already listed, without a meaning of its own
    ("ein Einkommen von 462,00 EUR … eine Überzahlung von jeweils 462,00 EUR", "1.386,00 EUR … insgesamt 1.386,00
    EUR"), says nothing new about it and is left out. A mention with a meaning stays, also the same one again: the
    clause it stands in gives its figure that role (what an engine's text about that clause is checked against)."""
    listed: set[tuple[float, str, bool]] = set()
    out: list[Amount] = []
    for amount in amounts:
        # the value is kept without its sign: "-600,00 EUR" (a sum credited) is no second mention of "600,00 EUR"
        key = (round(amount.value, 6), amount.currency, amount.text.lstrip().startswith(("-", "−", "–")))
        if key in listed and amount.meaning in (None, "other"):
            continue
        listed.add(key)
        out.append(amount)
    return out


def key_facts(doc: PreparedDocument) -> Facts:
    """Deadlines, amounts and arithmetic warnings: what the document says whatever its clauses' topics are.

    Found once per analysis, before an engine words it (the offline summary names them; the LLM is
    given them and the legal notes as grounding). The statutes depend on the topics an engine settles on: ``find_norms`` adds them afterwards.
    """
    clauses = ClauseIndex(doc.segments)
    contexts = document_context(doc.text)
    regime = next((r for r in ("tax", "social") if r in contexts), "admin")
    state, city = find_place(doc.text)
    category, _tags = classify(doc.text)
    # A date whose role its sentence does not bear out (describe takes it back) is no key date. What each says
    # and how its date was computed are phrases without words: worded for the reader when the result is built.
    # Each read where it is written: the same wording twice in a clause may serve two purposes.
    deadlines = unique(
        [
            described
            for at, deadline in find_deadlines_at(doc.text, clauses, regime, Place(state, city))
            if (described := describe(doc.text, deadline, category, doc.segments, at)).role or deadline.kind == "period"
        ]
    )
    amounts = find_amounts(doc.text, clauses, doc.document_language, category, doc.segments)
    return Facts(
        deadlines=deadlines,
        amounts=listed_once(amounts),
        # What each clause binds or allows, its figures' roles from the facts above: read once, for every engine
        # (every mention of every amount: a clause's figures are read where they stand).
        statements=find_statements(doc, deadlines, amounts, category),
        warnings=tax_warnings(doc.text, doc.explanation_language),
        notes=find_notes(doc, category),
    )


def find_facts(doc: PreparedDocument, topics: dict[str, str | None] | None = None) -> Facts:
    """Deadlines, amounts, statutes and arithmetic warnings (key dates without words: app/explain/key_dates.py)."""
    facts = key_facts(doc)
    facts.norms = find_norms(doc, topics)
    return facts

"""Offline engine: deterministic explanations from a catalogue of clause topics.

Each clause gets the catalogue text for its topic in the explanation language, filled with the
values found in the clause (amounts, periods, dates, rates, statutes). Values the templates did
not use are listed, so nothing the reader may need is dropped. Clauses without a known topic get
an honest generic text that names what was found and invents nothing.
"""

from __future__ import annotations

import asyncio
from datetime import date

from app.analysis import fast_re as re
from app.analysis.actions import MONTHLY
from app.analysis.amounts import CHANGEABLE, MEANINGS, changed_in_list, changes, find_money
from app.analysis.classify import classify
from app.analysis.dates import find_dates, marked, parse_date
from app.analysis.facts import key_facts
from app.analysis.letter_kind import letter_kind
from app.analysis.statements import find_statements, read_clause
from app.analysis.terms import term_spans
from app.analysis.topics import document_topics, is_parties_block, own_words_name
from app.explain import progress
from app.explain.consent_say import consent_why, requests_consent, said_figures
from app.explain.frames import percent_in
from app.explain.key_dates import fmt_date, fmt_money, say_deadline
from app.explain.langcheck import clear_language
from app.explain.lead import (
    Lead,
    clause_lead,
    lead_sentence,
    lead_with_quote,
    no_more,
    prefix,
    telling_apart,
    terms_of,
    where,
)
from app.explain.letters_say import say_letter_clause
from app.explain.reader import quote
from app.explain.say import binds_other_side, figure_text, said_statement, why
from app.explain.say import text as say_text
from app.explain.terms_say import say_terms
from app.explain.values import PERCENT_SIGN, Duration, Values, extract_values
from app.locales import placeholders as _needed
from app.locales.catalogue import OfflineCatalogue, offline_catalogue
from app.locales.plural import choose
from app.models import (
    Amount,
    ClauseText,
    Deadline,
    Engine,
    Explanation,
    Facts,
    Notice,
    PreparedDocument,
    Statement,
    clause_id,
)
from app.prepare.segment import is_letter

_MAX_LISTED = 4
_DAY_UNITS = ("day", "working_day", "working_day_mon_sat", "calendar_day")
_SUMMARY_SKIP_TOPICS = frozenset(
    {"contents", "parties", "signatures", "other", "subject", "severability", "written_form"}
)


def render_duration(duration: Duration, cat: OfflineCatalogue) -> str:
    forms = cat.units.get(duration.unit) or {"other": duration.unit}
    return f"{duration.number} {choose(cat.language, duration.number, forms)}"


def _join(items: list[str]) -> str:
    return ", ".join(items[:_MAX_LISTED])


def _fields(values: Values, cat: OfflineCatalogue) -> dict[str, str]:
    fields: dict[str, str] = {}
    for name, items in (
        ("amount", values.amounts),
        ("date", values.dates),
        ("percent", values.percents),
        ("section", values.sections),
        ("duration", [render_duration(d, cat) for d in values.durations]),
    ):
        if items:
            fields[name] = items[0]
            fields[name + "s"] = _join(items)
    for name, units in (
        ("hours", ("hour",)),
        ("days", _DAY_UNITS),
        ("weeks", ("week",)),
        ("months", ("month",)),
        ("years", ("year",)),
    ):
        match = next((d for d in values.durations if d.unit in units), None)
        if match is not None:
            fields[name] = render_duration(match, cat)
    return fields


def _fill(templates: tuple[str, ...], fields: dict[str, str]) -> str:
    for template in templates:
        if _needed(template) <= fields.keys():
            return template.format(**fields)
    return templates[-1].format(**fields) if not _needed(templates[-1]) else ""


def _value_groups(values: Values, cat: OfflineCatalogue) -> list[tuple[str, list[str]]]:
    return [
        ("kind_amounts", values.amounts),
        ("kind_durations", [render_duration(d, cat) for d in values.durations]),
        ("kind_dates", values.dates),
        ("kind_percents", values.percents),
        ("kind_sections", values.sections),
    ]


def _listing(values: Values, cat: OfflineCatalogue, already_said: str = "") -> str:
    parts = []
    said = _said_form(already_said)
    # A sum said before in another form ("Höchstbetrag: 100,00 €" for "100 EUR") is the same sum: read by its value.
    said_money = {(round(m.value, 2), m.currency) for m in find_money(already_said)}
    # A day said before in another form ("ab 01.03.2028" for "1. März 2028") is the same day: read by its value.
    said_days = {d.value for d in find_dates(already_said)}
    for key, items in _value_groups(values, cat):
        # A figure said in the reader's format ("$9.50" for "USD 9.50" in a document of the reader's language) is said.
        forms = {item: (_said_form(item), _said_form(_money_for(item, cat.language))) for item in items}
        rest = [item for item in items if not any(form in said for form in forms[item])]
        if key == "kind_amounts":
            rest = [item for item in rest if not _money_said(item, said_money)]
        if key == "kind_dates":
            rest = [item for item in rest if (day := parse_date(item)) is None or day not in said_days]
        if rest:
            parts.append(cat.text[key].format(items=_join(rest)))
    return "; ".join(parts)


def _money_said(item: str, said: set[tuple[float, str]]) -> bool:
    found = list(find_money(item))
    return len(found) == 1 and (round(found[0].value, 2), found[0].currency) in said


_CURRENCY_WORD = re.compile(r"\b(?:EUR|Euro)\b")


def _changed_figures(text: str, statements: list[Statement], language: str) -> list[str]:
    """The later figures of a rent, prepayment, service charges or pay of the clause that change it on a date
    (``app.analysis.amounts.changes``): "rent from 1 March 2028: €1,060.00". The thing changed is the role a statement
    gives the first figure (its sentence names nothing else: a pronoun, "Sie erhöht sich am … auf"); a figure whose
    day cannot be read, or a change of a figure without such a role, is not said here."""
    roles = {
        round(float(f.value), 2): f.role
        for s in statements
        for f in s.figures
        if f.kind == "amount" and f.role in CHANGEABLE
    }
    if not roles:
        return []  # nothing a change could go on naming: the clause's money is not read again
    cat = offline_catalogue(language)
    monies = list(find_money(text))
    out: list[str] = []
    role: str | None = None
    for i, money in enumerate(monies):
        own = roles.get(round(money.value, 2))
        if own is not None:
            role = own
            continue
        next_start = monies[i + 1].start if i + 1 < len(monies) else len(text)
        change = changes(text, money, monies[i - 1], next_start) if i and role is not None else None
        if change is None and (listed := changed_in_list(text, money, monies[i - 1].end if i else 0, next_start)):
            role, change = listed  # the first step of a list whose lead names what changes ("… wie folgt:")
        if change is None:
            role = None  # an amount of another kind breaks the chain
            continue
        label = cat.amount_labels.get(str(role))
        if change.day is not None and label:
            when = fmt_date(date.fromisoformat(change.day), language)
            value = fmt_money(money.value, money.currency, language)
            out.append(say_text(language, "figure_from", role=label, date=when, value=value))
    return out


def _said_form(text: str) -> str:
    """How a value is compared with what was said: "10 Prozent" was said as "10 %", "10 %" as "10%", an amount
    written "3.150,00 EUR" or "3.150,00 Euro" as the "3.150,00 €" a sentence in the document's language says."""
    return re.sub(r"\s", "", _CURRENCY_WORD.sub("€", PERCENT_SIGN.sub("%", text)))


def _facts_line(values: Values, cat: OfflineCatalogue, already_said: str = "") -> str:
    """The clause's figures not yet said, in one sentence ("This passage names: periods 14 days.", after other
    sentences "The clause also names: …"); empty without."""
    listing = _listing(values, cat, already_said)
    if not listing:
        return ""
    return cat.text["also" if already_said.strip() else "generic_t_values_first"].format(items=listing)


# A topic whose stock explanation is about a thing not every clause of the topic has: the running-costs text
# ("Advance payments are usually settled once a year") only where the clause names advance payments, not where
# the tenant pays the suppliers directly ("Los suministros … serán por cuenta de la ARRENDATARIA").
_STOCK_NEEDS = {"utilities": "prepayment"}
# The pay text ("Payments the employer calls voluntary or revocable may be stopped later") only where the clause
# reserves a payment so ([roles] reserved: voluntary, revocable, without a claim), not of every pay clause.
_STOCK_MARKED = {"pay": "reserved"}
# The notice text advises the one who gives notice ("If you miss the period, the contract runs longer"): not the
# reader of a termination letter, who received it.
_STOCK_NOT_IN = {"notice": frozenset({"termination_letter"})}


# Letters bind the reader to nothing a contract's clause of the topic does: a termination letter that says when the
# deposit comes back sets no duty to give one, so the deposit's stock line ("You give a security deposit") is a
# contract's and not said of a letter's paragraph.
_LETTERS = frozenset({"termination_letter", "authority_letter", "tax_assessment"})
_LINE_NOT_IN = {"deposit": _LETTERS}


# Topics whose stock text says what the law holds of such clauses, whoever they bind ("Limits on liability usually
# cannot exclude intent …"): said also where the clause binds the other side, which is where the reader needs it.
_STOCK_ANY_SIDE = frozenset(
    {"liability", "warranty", "jurisdiction", "applicable_law", "data_protection", "severability", "contract_formation"}
)


def _stock_fits(text: str, topic: str | None, category: str = "other") -> bool:
    if category in _STOCK_NOT_IN.get(topic or "", frozenset()):
        return False
    marker = _STOCK_MARKED.get(topic or "")
    if marker is not None and not marked(marker, text):
        return False
    meaning = _STOCK_NEEDS.get(topic or "")
    if meaning is None:
        return True
    lowered = text.lower()
    return any(word in lowered for words in MEANINGS.get(meaning, {}).values() for word in words)


def _text_form_only(text: str, topic: str | None, document: str | None) -> bool:
    """A clause on the form of declarations that asks for text form only ("bedürfen der Textform": an e-mail is
    enough, § 126b BGB): what written-form clauses usually say ("must be made in writing") would be false."""
    if topic != "written_form":
        return False
    keys = {key for _, _, key in term_spans(text, document)}
    return "text_form" in keys and "written_form" not in keys


def offline_clause(
    text: str,
    language: str,
    topic: str | None,
    document_language: str | None = None,
    statements: list[Statement] | None = None,
    category: str = "other",
    heading: str | None = None,
    document_text: str | None = None,
) -> ClauseText:
    """Plain-language text for one clause in ``language``; never raises for content reasons.

    What the clause itself says comes first, from its statements (app/analysis/statements.py) said in the
    reader's words; then what clauses of its kind do (the topic's sentence, without figures: a figure is said
    only with the role the text gives it). A clause none of whose sentences can be said gets a plain line saying
    so — never the original sentence for a reader of another language (the original is in ``original``)."""
    cat = offline_catalogue(language)
    if not any(ch.isalnum() for ch in text or ""):
        return ClauseText(cat.text["empty_t"], cat.text["empty_e"], topic=topic)
    values = extract_values(text)
    document = _known(document_language) or clear_language(text)
    foreign = document is not None and document != language
    if foreign:
        # Amounts in the reader's format: "1.145,00 EUR" in a German clause is "€1,145.00" in English.
        values.amounts = [_money_for(a, language) for a in values.amounts]
        # Dates and rates too: "01.12.2026" is "1 December 2026", "10 Prozent" is "10%" in English.
        # (In the catalogue's language: a language without engine texts is written in English words.)
        # A date that cannot be read ("31. März" without a year) would be the document's words: left out.
        values.dates = [shown for d in values.dates if (shown := _date_for(d, cat.language)) != d]
        values.percents = [percent_in(p, cat.language) or p for p in values.percents]
    if statements is None:
        statements = read_clause(text, document, category=category)
    # A rent or pay that changes on a date: each new figure with the day it applies from ("rent from 1 March 2028:
    # €1,060.00"), said once, in the figures line; not listed bare beside it.
    changed = _changed_figures(text, statements, language)
    full: list[tuple[str, Statement]] = []
    partial: list[tuple[str, Statement]] = []
    for statement in statements:
        if statement.action is not None and any(x.action == statement.action for _, x in full):
            continue  # an action once per clause: the first is the main rule ("28 days"), a later one its detail
        line, content = said_statement(statement, text[statement.start : statement.end], language, document, category)
        if line and all(line != said for said, _ in full + partial):
            (full if content else partial).append((line, statement))
    # A duty or right whose content could not be said ("The clause sets a duty for you") is said only where it is
    # all the clause's statements give, and all of one party and modality: next to a line said in full it adds
    # nothing, and duties and rights of different parties side by side, each without its content, read as a
    # contradiction.
    if full or len({(x.party, x.modality) for _, x in partial}) > 1:
        partial = []
    said = [line for line, _ in full + partial]
    stated = bool(full)  # something of the clause's content is said in the reader's words
    if stated:
        # What the clause says comes first: its duties and rights said in full, then (for a reader of another
        # language) the legal things and figures it names, then a duty or right whose content could not be said; a
        # condition or an exception is said after the statements it narrows.
        named = say_terms(list(terms_of(text, document)), language) if foreign else ""
        if named:
            # What the clause names in one sentence: its legal things and its figures ("… right of withdrawal;
            # periods 14 days"), so each clause opens with what is its own.
            # A figure said with its role after the statements ("utilities and service charges: €140.00") is not
            # listed bare here as well.
            with_role = [t for x in statements for f in x.figures if (t := figure_text(f, language))] + changed
            listing = _listing(values, cat, already_said=" ".join([*said, *with_role]))
            if listing:
                named = f"{named.rstrip('.')}; {listing}."
        own = " ".join([*_with_limits(full, language), named, *_with_limits(partial, language)]).strip()
        lead_line = ""
        only_heading = False
    else:
        # Its content could not be said: what is specific and true about it comes first, in one sentence (its
        # section and subject, the legal things it mentions, its figures, the statutes it cites, whose duty or
        # right it sets: "Section 7 (holiday) names 30 days and cites § 3 BUrlG."); then, for a reader of the
        # document's language, its most telling sentence in its own words.
        # Whose duty or right it sets, where its content is unknown: the parties of the lines that could not say it.
        # A duty or ban without a party and without a known action is not said: "kann … nicht erstattet werden"
        # reads as a ban to the statement model, and is none.
        bound = [x for _, x in partial]
        lead = clause_lead(text, language, heading, topic, category, document, values, bound)
        # A reader of the document's language reads the clause's most telling sentence in its own words, with its
        # section and subject, in the opening sentence; a reader of another language never gets the original.
        quoted = None if foreign else quote(text, statements, document)
        lead_line = (
            lead_with_quote(lead, quoted, language, whole=_whole(quoted, text, heading))
            if quoted
            else lead_sentence(lead, language)
        )
        only_heading = lead.heading_only  # a heading alone: there is nothing more to say
        rest = _with_limits(partial, language) if not lead.bound else _limits_only(partial, language)
        own = " ".join([lead_line, *rest]).strip()
    own = " ".join(own.split())
    # A cap worked out by comparing figures ("…, or $50, whichever is greater"): no one of them is the upper limit.
    roles = [
        f for s in statements for f in s.figures if f.role and not (f.role == "limit" and "cap_compared" in s.details)
    ]
    figures = [t for f in roles if (t := figure_text(f, language)) and not _already_said(t, own)]
    figures += [t for t in changed if not _already_said(t, own)]
    if figures:
        own += " " + say_text(language, "figures", items="; ".join(dict.fromkeys(figures)))
    own = own.strip()
    # What clauses of the topic usually do is said only where the clause's own words bear the topic out.
    borne_out = own_words_name(text, topic, category)
    entry = cat.topics.get(topic or "") if borne_out and not _text_form_only(text, topic, document) else None
    if topic == "parties" and not is_parties_block(text):
        entry = None  # "This part names the parties to the contract" is true only of the block that names them
    # The topic's sentence without figures: "The contract starts on {date}" would give a date a role the text
    # may not give it (a fixed term's end read as its start).
    line_fits = category not in _LINE_NOT_IN.get(topic or "", frozenset())
    topic_line = _plain(entry.translations) if entry is not None and not stated and line_fits else ""
    facts = _facts_line(values, cat, already_said=f"{own} {topic_line} {said_figures([x for _, x in full])}")
    # Known facts and the topic first; where nothing of the content could be said, one short plain line says so,
    # after what is specific to the clause.
    unsaid = "" if stated or only_heading else (no_more(language) if lead_line else say_text(language, "unsaid"))
    translation = " ".join(x for x in (own, topic_line, facts, unsaid) if x)
    # Why it matters: from what the statements said in full bind (whose duty, whose right, who pays), then what
    # the law says about clauses of the topic; never advice, and a neutral line when there is neither.
    reason = consent_why([x for _, x in full], language) or why([x for _, x in full], language, category)
    fits = entry is not None and _stock_fits(text, topic, category)
    # The topic's stock text speaks to the reader as the bound party: not for a clause that binds the other side.
    stock = (
        _plain(entry.explanations)
        if entry is not None
        and fits
        and (topic in _STOCK_ANY_SIDE or not binds_other_side(statements, category))
        and not requests_consent(statements)  # "This is what you owe": not of a figure one is asked to agree to
        else ""
    )
    explanation = " ".join(x for x in (reason, stock) if x) or cat.text["generic_e"]
    # What a letter asks or announces (a number to give, a set-off) and a tax assessment's table rows, said from
    # what the text marks; where they are all the clause says, they take the place of the lines above.
    letter = say_letter_clause(text, language, category, document_text)
    if letter is not None:
        translation, explanation = letter.merge(translation, explanation)
    return ClauseText(translation, explanation, topic=topic)


def _whole(quoted: str, text: str, heading: str | None) -> bool:
    """The quote is all the clause says besides its heading."""
    body = " ".join(text.split())
    first = " ".join(heading.split("\n")[0].split()) if heading and heading.strip() else ""
    if first and body.startswith(first):
        body = body[len(first) :].strip()
    return not quoted.endswith("…") and body.rstrip(".;: ") == " ".join(quoted.split()).rstrip(".;: ")


def _with_limits(lines: list[tuple[str, Statement]], language: str) -> list[str]:
    """The sentences said, then once whether a condition or exceptions narrow them. A right said "only under the
    conditions the clause names" (``may_only``) has said its condition already: one condition is said once."""
    out = [line for line, _ in lines]
    if any(x.condition and x.modality != "may_only" for _, x in lines):
        out.append(say_text(language, "condition"))
    if any(x.exception for _, x in lines):
        out.append(say_text(language, "exception"))
    return out


def _limits_only(lines: list[tuple[str, Statement]], language: str) -> list[str]:
    """Whether a condition or exceptions narrow statements whose party the lead sentence already named."""
    return _with_limits(lines, language)[len(lines) :]


def _already_said(shown: str, said: str) -> bool:
    """A figure already in the sentences said ("The rent is €850.00 a month" holds "rent: €850.00")."""
    value = shown.partition(": ")[2] or shown
    return _said_form(value) in _said_form(said)


def _plain(templates: tuple[str, ...]) -> str:
    """The first template that names no figure."""
    return next((t for t in templates if not _needed(t)), "")


def _money_for(written: str, language: str) -> str:
    found = next(find_money(written), None)
    return fmt_money(found.value, found.currency, language) if found is not None else written


def _date_for(written: str, language: str) -> str:
    day = parse_date(written)
    return fmt_date(day, language) if day is not None else written


def _known(document_language: str | None) -> str | None:
    return document_language if document_language and document_language != "unknown" else None


# Which amounts characterise a document of each category, most telling first.
_SUMMARY_MEANINGS: dict[str, tuple[str, ...]] = {
    "tax_assessment": ("back_payment", "refund", "tax"),
    "authority_letter": ("back_payment", "refund", "reduction", "fine", "fee"),
    "termination_letter": ("back_payment", "refund", "fee", "damages"),
    "rental_contract": ("rent", "utilities", "prepayment", "deposit", "fee"),
    "employment_contract": ("salary", "damages"),
    "terms_and_conditions": ("fee", "price", "damages"),
    "purchase": ("price", "deposit", "fee"),
    "loan": ("price", "fee", "back_payment"),
    "insurance": ("fee", "price"),
    "telecom_utility_contract": ("fee", "price", "deposit"),
}
_ANY_MEANING = ("back_payment", "refund", "rent", "deposit", "salary", "tax", "fee", "price", "utilities", "fine")
_MAX_SUMMARY_AMOUNTS = 4
_PAID_MONTHLY = frozenset({"rent", "salary", "utilities"})
_TOTALS = frozenset({"back_payment", "refund", "tax"})
_MAX_SUMMARY_DEADLINES = 3


def _amount_for(amount: Amount, cat: OfflineCatalogue, document_language: str) -> str:
    """The amount written for the reader ("56,30 EUR monatlich" is "€56.30 a month" in English); as written
    when the reader reads the document's language."""
    if document_language == cat.language:
        return amount.text.lstrip("-−– ")
    shown = fmt_money(abs(amount.value), amount.currency, cat.language)
    return f"{shown} {cat.labels['per_month']}" if MONTHLY.search(amount.text) else shown


def _summary_amounts(
    category: str, amounts: list[Amount], cat: OfflineCatalogue, document_language: str
) -> tuple[list[str], set[str]]:
    """One amount per meaning, and the ISO days the kept items say amounts apply from. For what is owed or refunded
    the largest, since the total ("insgesamt 913,68 EUR") outranks its parts; otherwise the first, as a contract
    states the base rent before sums."""
    items: list[tuple[str, set[str]]] = []
    for meaning in _SUMMARY_MEANINGS.get(category, _ANY_MEANING):
        candidates = [a for a in amounts if a.meaning == meaning and a.value > 0]
        if candidates:
            best = max(candidates, key=lambda a: a.value) if meaning in _TOTALS else candidates[0]
            # "Il canone annuo … euro 9.600,00, … in dodici rate mensili … di euro 800,00": the reader pays the
            # twelfth each month; the year's sum alone reads as a monthly rent of 9,600.
            if meaning in _PAID_MONTHLY:
                best = next(
                    (a for a in candidates if any(abs(b.value - 12 * a.value) < 0.01 for b in candidates)), best
                )
            said = f"{_amount_for(best, cat, document_language)} ({cat.amount_labels.get(meaning, meaning)})"
            later = _later_amounts(best, candidates)
            text = ", ".join(
                [_from_day(said, best, cat)]
                + [_from_day(_amount_for(a, cat, document_language), a, cat) for a in later]
            )
            items.append((text, {a.applies_from for a in [best, *later] if a.applies_from}))
    kept = items[:_MAX_SUMMARY_AMOUNTS]
    return [text for text, _ in kept], {day for _, days in kept for day in days}


def _from_day(said: str, amount: Amount, cat: OfflineCatalogue) -> str:
    """``said`` with the day the amount applies from, where the text marks one ("€1,060.00 from 1 March 2028")."""
    if amount.applies_from is None:
        return said
    day = fmt_date(date.fromisoformat(amount.applies_from), cat.language)
    return cat.text["summary_amount_from"].format(amount=said, date=day)


def _later_amounts(best: Amount, candidates: list[Amount]) -> list[Amount]:
    """The later amounts of the same meaning that apply from a day of their own (a changed or staggered rent), in
    order: listed beside the first one with nothing to tell them apart, they would read as two."""
    later = candidates[candidates.index(best) + 1 :]
    seen = {best.value}
    out = []
    for amount in later:
        if amount.applies_from is not None and amount.value not in seen:
            seen.add(amount.value)
            out.append(amount)
    return out


# A letter's own dates to act on come first; "from 10.12.2026" in a tax assessment is no contract's start.
_NO_TERM_CATEGORIES = frozenset({"tax_assessment", "authority_letter"})


def _summary_deadlines(
    deadlines: list[Deadline],
    headings: dict[str, str | None],
    language: str,
    cat: OfflineCatalogue,
    category: str = "other",
) -> list[str]:
    items: list[str] = []
    for found in deadlines:
        deadline = say_deadline(found, language)  # what the key date is, worded for the reader
        if not deadline.date:
            continue
        if category in _NO_TERM_CATEGORIES and deadline.role in ("start", "end", "from"):
            continue
        if deadline.description:
            # Said in the reader's language: what the date is and when (the wording stays on the clause).
            item = deadline.description.rstrip(".")
            if deadline.computation:
                item += f" ({cat.labels['computed']})"
            items.append(item)
            continue
        shown = fmt_date(date.fromisoformat(deadline.date), language)
        item = deadline.text if shown in deadline.text else f"{deadline.text} → {shown}"
        where = headings.get(deadline.clause_id or "")
        if deadline.computation:
            item += f" ({cat.labels['computed']})"
        if where and len(where) <= 60:
            item = f"{where}: {item}"
        items.append(item)
    return items[:_MAX_SUMMARY_DEADLINES]


def build_summary(
    category: str,
    explanation_language: str,
    document_language: str,
    clauses: list[tuple[str, str | None]],
    facts: Facts,
    headings: dict[str, str | None] | None = None,
) -> str:
    """Summary from the category (with the parties' roles), the money and the dates people act on.

    Money and deadlines come from the facts (amounts with their meaning, computed deadlines), so the
    summary names the back payment as such and never a prepayment for next year in its place.
    """
    cat = offline_catalogue(explanation_language)
    # A contract's category for a letter about it ("Notice of rent increase … Dear Ms …,") is a letter first.
    letter = f"{category}_letter"
    if letter in cat.category_summary and any(is_letter(text) for text, _ in clauses[:3]):
        parts = [cat.category_summary[letter]]
    else:
        parts = [cat.category_summary.get(category, cat.category_summary["other"])]
    titled = [(text, (headings or {}).get(clause_id(i))) for i, (text, _) in enumerate(clauses)]
    kind = letter_kind(category, titled)
    if kind is not None:
        parts.append(cat.text[f"summary_{kind}"])
    if document_language != explanation_language and document_language in cat.language_names:
        parts.append(cat.text["summary_language"].format(language=cat.language_names[document_language]))
    parts.append(
        cat.text["summary_one_part"] if len(clauses) == 1 else cat.text["summary_parts"].format(count=len(clauses))
    )
    amounts, with_amounts = _summary_amounts(category, facts.amounts, cat, document_language)
    if amounts:
        parts.append(cat.text["summary_amounts"].format(items="; ".join(amounts)))
    deadlines = _summary_deadlines(facts.deadlines, headings or {}, explanation_language, cat, category)
    if deadlines:
        parts.append(cat.text["summary_deadlines"].format(items="; ".join(deadlines)))
    else:
        dates: list[str] = []
        # A day an amount applies from said with the amount above (``with_amounts``): not again bare.
        for text, _ in clauses:
            for written in extract_values(text).dates:
                day = parse_date(written)
                if day is not None and day.isoformat() in with_amounts:
                    continue
                # In the reader's format; a date that cannot be read would be the document's words: left out.
                shown = written if document_language == cat.language else _date_for(written, cat.language)
                if shown not in dates and (document_language == cat.language or shown != written):
                    dates.append(shown)
        if dates:
            parts.append(cat.text["summary_dates"].format(items=", ".join(dates[:4])))
    topics: list[str] = []
    for text, topic in clauses:
        label = cat.topic_labels.get(topic or "other")
        if not own_words_name(text, topic, category):
            continue  # the summary names what the document covers only where a clause's own words bear it out
        if topic and topic not in _SUMMARY_SKIP_TOPICS and label and label not in topics:
            topics.append(label)
    if topics:
        parts.append(cat.text["summary_topics"].format(items=", ".join(topics[:8])))
    return " ".join(parts)


def clause_topics(doc: PreparedDocument, category: str) -> list[tuple[str, str | None]]:
    """(text, topic) of every clause, as the offline engine sees them."""
    pairs: list[tuple[str, str | None]] = []
    # Each clause is read with the others of its section (the heading the segmenter gave it): ``document_topics``.
    clauses = [(doc.text[segment.start : segment.end], segment.heading) for segment in doc.segments]
    for index, ((text, _heading), topic) in enumerate(zip(clauses, document_topics(clauses, category), strict=True)):
        if index == 0 and len(doc.segments) > 1 and is_parties_block(text):
            topic = "parties"  # the segmenter puts a contract's preamble first, as one clause
        pairs.append((text, topic))
    return pairs


def offline_summary(doc: PreparedDocument, category: str, pairs: list[tuple[str, str | None]], facts: Facts) -> str:
    """The offline summary from the category, the clauses' topics and the key facts."""
    headings = {clause_id(i): segment.heading for i, segment in enumerate(doc.segments)}
    return build_summary(category, doc.explanation_language, doc.document_language, pairs, facts, headings)


_FIRST_SENTENCE = re.compile(r"^(.+?[.!?])(?:\s|$)", re.S)


def _opening(translation: str) -> str:
    m = _FIRST_SENTENCE.match(translation.strip())
    return (m.group(1) if m else translation).strip().lower()


def _tell_apart(
    clauses: dict[str, ClauseText],
    pairs: list[tuple[str, str | None]],
    headings: list[str | None],
    doc: PreparedDocument,
    category: str,
) -> None:
    """Clauses of one document that open with the same sentence ("The company will pay money back.") get their
    section and subject in front of it ("Section 12 (refund): …"), where the clause's heading or its own words
    name a subject; the sentence itself is true of each, the section and subject tell the reader which is which.
    A clause whose opening is already its own section and subject is left as it is."""
    language = doc.explanation_language
    document = _known(doc.document_language) or None
    openings: dict[str, list[int]] = {}
    prefixed: dict[str, tuple[str, Lead]] = {}  # the clause's text before its prefix, and its lead
    ids = list(clauses)
    for i, cid in enumerate(ids):
        openings.setdefault(_opening(clauses[cid].translation), []).append(i)
    for group in openings.values():
        if len(group) < 2:
            continue
        for i in group:
            cid = ids[i]
            text, topic = pairs[i]
            # Section, subject and the legal things mentioned are all a prefix needs: no figures are read again.
            heading = headings[i] if i < len(headings) else None
            lead = clause_lead(text, language, heading, topic, category, document, Values())
            said = clauses[cid].translation
            if said.startswith(where(lead, language, with_subject=False)):
                continue  # it opens with what is its own already
            clauses[cid].translation = prefix(lead, said, language)
            prefixed[cid] = (said, lead)
    # Those that still open alike (sub-clauses of one section, under one heading) open with what the lead knows of
    # each besides its section and subject: the kinds of sentence it holds, the countries, documents and persons
    # it names ("This clause (other provisions) names the country Brazil. The company will pay money back.").
    again: dict[str, list[str]] = {}
    for cid in prefixed:
        again.setdefault(_opening(clauses[cid].translation), []).append(cid)
    for group_ids in again.values():
        if len(group_ids) < 2:
            continue
        for cid in group_ids:
            said, lead = prefixed[cid]
            apart = telling_apart(lead, language)
            if apart:
                clauses[cid].translation = f"{apart} {said}"


def explain_offline(doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
    category, tags = classify(doc.text)
    pairs = clause_topics(doc, category)
    facts = facts if facts is not None else key_facts(doc)
    statements = facts.statements or find_statements(doc, facts.deadlines, facts.amounts, category)
    headings = [segment.heading for segment in doc.segments]
    clauses = {
        clause_id(i): offline_clause(
            text,
            doc.explanation_language,
            topic,
            doc.document_language,
            statements.get(clause_id(i), []),
            category,
            heading=headings[i] if i < len(headings) else None,
            document_text=doc.text,
        )
        for i, (text, topic) in enumerate(progress.blocks(pairs))  # stage "blocks": clause i of n
    }
    _tell_apart(clauses, pairs, headings, doc, category)
    summary = offline_summary(doc, category, pairs, facts)
    # A notice, put in words once, in the reader's language, when the result is built (app.jobs.result).
    note = Notice.of("offline_note")
    return Explanation(summary, category, tags, clauses, Engine(kind="offline"), warnings=[note])


class OfflineExplainer:
    """The Explainer that needs no model: deterministic, fast, always available."""

    async def explain(self, doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
        return await asyncio.to_thread(explain_offline, doc, facts)

"""Deadlines: fixed dates and periods to act on, and the end date of a period that runs from notification.

Only dates and periods introduced by a deadline word count ("bis zum", "innerhalb", "within",
"plazo", "délai", "entro", "prazo" ...): a contract's start date is a date, not a deadline.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from app.analysis import deadline_text as wording
from app.analysis.dates import (
    NUMBER_ALT,
    UNIT_ALT,
    DateMatch,
    add_months,
    find_dates,
    find_dates_without_year,
    number_value,
    unit_code,
)
from app.analysis.holidays import holiday_name, next_working_day
from app.analysis.spans import ClauseIndex, sentence_bounds
from app.models import Deadline

_I = re.IGNORECASE
_DATE_TRIGGER = re.compile(
    r"(?<!\w)(?:spätestens|bis|fällig|zahlbar bis|Frist|Zahlungsfrist|Abgabefrist|by|no later than|not later than|"
    r"before|until|on or before|due|deadline|hasta|antes del?|a más tardar|fecha límite|vence|avant|"
    r"au plus tard|jusqu'au|date limite|échéance|entro|non oltre|scadenza|fino al|até|prazo|data limite|"
    r"vencimento)(?:\s*(?:am|zum|zur|den|dem|the|on|el|le|il|la|o|ao|à|dia|del|de|du|bis|spätestens|[:,]))*\s*$",
    _I,
)
_PERIOD_TRIGGER = re.compile(
    r"innerhalb|binnen|frist|spätestens|within|period of|notice|deadline|time limit|no later than|plazo|"
    r"dentro de|antelación|preaviso|délai|dans les|sous|préavis|entro|termine|preavviso|prazo|aviso prévio|"
    r"antecedência",
    _I,
)
_NOTICE_AFTER = re.compile(
    r"(?:['’]s?|s['’])?\s*(?:\w+\s+){0,2}(?:notice|de preaviso|de préavis|di preavviso|de aviso prévio|Kündigungsfrist)",
    _I,
)
# Words right before the number that make it a duration or a waiting time, not a deadline.
_NOT_A_DEADLINE = re.compile(
    r"(?<!\w)(?:nach|seit|ab|um|um jeweils|frühestens|Dauer von|Ende|Ablauf|after|since|for a term of|end of|durante|tras|"
    r"fin de|pendant|après|dopo|fine|depois|durata)(?:\s+\w+){0,2}\s*$",
    _I,
)
_PERIOD_RE = re.compile(
    rf"(?<!\w)(?P<num>{NUMBER_ALT})(?:\s*\(\s*[\wäöüß]+\s*\))?\s+(?:(?:vollen?|full|whole)\s+)?"
    rf"(?P<unit>{UNIT_ALT})(?!\w)",
    _I,
)
_TAIL = re.compile(
    r"\s+(?:nach|ab|seit|zum|after|from|of|following|à compter|a partir|a contar|desde|dalla|dal|to the|"
    r"vor|before|antes|avant|prima)\b(?:[^.,;\n]|(?<=\d)[.,](?=\d)){0,60}",
    _I,
)
# The period runs from notification of an administrative act (Bekanntgabe), not from some other event.
_FROM_NOTIFICATION = re.compile(
    r"Bekanntgabe|bekannt ?gegeben|Zugang (?:dieses|des) (?:Bescheid|Schreiben)|Erhalt (?:dieses|des) "
    r"(?:Bescheid|Schreiben)"
)
# "... gegen einen späteren Bescheid innerhalb eines Monats nach seiner Bekanntgabe": not this letter.
_OTHER_ACT = re.compile(
    r"(?:späteren|künftigen|zukünftigen|noch zu erlassenden)\s+(?:[\w-]+\s+){0,3}?\w*[Bb]escheid"
    r"|(?:ist|noch) kein Bescheid"
)
_ADMINISTRATIVE_ACT = re.compile(r"Bescheid|Rechtsbehelfsbelehrung|Rechtsmittelbelehrung|Widerspruch|Einspruch")
_LETTER_DATE_LINE = re.compile(
    r"(?:^|\n)[ \t]*(?:Datum|Date|Fecha|Data|Le)\s*:?\s*$|(?:^|\n)[ \t]*[A-ZÄÖÜ\[][\w .()/\[\]-]{1,40},\s*(?:den|le|el|il|em|am)?\s*$"
)
_ACT_DATE = re.compile(r"(?<!Ihr )(?<!Ihrem )(?:Bescheid(?:es|s)?|Schreiben|Schreibens) vom\s*$")

# regime -> (notification rule, end-of-period rule)
_RULES: dict[str, tuple[str, str]] = {
    "tax": ("§ 122 Abs. 2 Nr. 1 AO", "§ 108 Abs. 3 AO"),
    "social": ("§ 37 Abs. 2 SGB X", "§ 64 Abs. 3 SGG"),
    "admin": ("§ 41 Abs. 2 VwVfG", "§ 57 Abs. 2 VwGO, § 222 Abs. 2 ZPO"),
}
_FOUR_DAYS_FROM = date(2025, 1, 1)  # Postrechtsmodernisierungsgesetz: 4 instead of 3 days


def find_letter_date(text: str) -> date | None:
    """The date of the letter: 'Datum: 03.11.2026', 'München, 03.11.2026' near the top, else 'Bescheid vom ...'."""
    dates = list(find_dates(text))
    for found in dates:
        if found.start < 2500 and _LETTER_DATE_LINE.search(text, max(0, found.start - 60), found.start):
            return found.value
    for found in dates:
        if _ACT_DATE.search(text[max(0, found.start - 30) : found.start]):
            return found.value
    return None


@dataclass(frozen=True)
class Place:
    state: str | None = None
    city: str | None = None


def compute_end(
    letter: date, count: int, code: str, regime: str, place: Place, reader_language: str = "en"
) -> tuple[date, str]:
    """End of a period running from deemed notification of a letter posted on ``letter``, with its working.

    The working is written in ``reader_language`` (the explanation language).
    """
    lang = wording.steps_language(reader_language)
    t = wording.steps(lang)
    notify_rule, shift_rule = _RULES.get(regime, _RULES["admin"])
    days = 4 if letter >= _FOUR_DAYS_FROM else 3

    def fmt(day: date) -> str:
        return wording.fmt_date(day, lang)

    def describe(day: date) -> str:
        return wording.describe_day(day, holiday_name(day, place.state, place.city), lang)

    notified = letter + timedelta(days=days)
    steps = [
        t["letter"].format(date=fmt(letter)),
        t["notified"].format(date=fmt(notified), n=wording.ordinal(days, lang), law=notify_rule),
    ]
    # BFH, IX R 68/98: the deemed notification itself moves off weekends and holidays (tax law).
    if regime == "tax":
        moved = next_working_day(notified, place.state, place.city)
        if moved != notified:
            steps.append(t["moved"].format(date=fmt(notified), day=describe(notified), moved=fmt(moved)))
            notified = moved
    months = count * (12 if code == "Y" else 1)
    raw = notified + timedelta(days=count) if code == "D" else add_months(notified, months)
    steps.append(t["plus"].format(period=wording.fmt_period(count, code, lang), date=fmt(raw)))
    end = next_working_day(raw, place.state, place.city)
    if end == raw:
        steps.append(t["fine"].format(date=fmt(raw), day=describe(raw)))
    else:
        steps.append(t["shift"].format(date=fmt(raw), day=describe(raw), law=shift_rule, moved=fmt(end)))
    return end, " → ".join(steps) + ". " + t["assumes"]


def _word_start(text: str, pos: int) -> int:
    while pos > 0 and text[pos - 1].isalnum():
        pos -= 1
    return pos


def _date_deadlines(text: str, dates: list[DateMatch], clauses: ClauseIndex) -> list[tuple[int, Deadline]]:
    spans: list[tuple[int, int, date | None]] = [(d.start, d.end, d.value) for d in dates]
    taken = [(d.start, d.end) for d in dates]
    spans += [
        (start, end, None)
        for start, end, _ in find_dates_without_year(text)
        if not any(s <= start < e for s, e in taken)
    ]
    found = []
    previous_end = -100
    for d_start, d_end, value in sorted(spans, key=lambda span: span[0]):
        window = text[max(0, d_start - 50) : d_start]
        trigger = _DATE_TRIGGER.search(window)
        start = d_start - len(window) + trigger.start() if trigger else d_start
        # "vom 01.03.2026 bis 28.02.2028" is a range, not a deadline.
        is_range = start - previous_end < 8
        previous_end = d_end
        if not trigger or is_range:
            continue
        deadline = Deadline(
            clause_id=clauses.clause_at(d_start),
            text=text[start:d_end],
            kind="date",
            date=value.isoformat() if value else None,
        )
        found.append((start, deadline))
    return found


def _period_deadlines(
    text: str, clauses: ClauseIndex, computing: tuple[date, str, Place] | None, reader_language: str
) -> list[tuple[int, Deadline]]:
    found = []
    for m in _PERIOD_RE.finditer(text):
        count = number_value(m.group("num"))
        if not count:
            continue
        s_start, s_end = sentence_bounds(text, m.start())
        before = text[max(s_start, m.start() - 90) : m.start()]
        trigger = next(reversed(list(_PERIOD_TRIGGER.finditer(before))), None)  # the nearest one
        notice_after = _NOTICE_AFTER.match(text, m.end())
        if (trigger is None and not notice_after) or _NOT_A_DEADLINE.search(before):
            continue
        near = trigger is not None and len(before) - trigger.start() < 30
        start = _word_start(text, m.start() - len(before) + trigger.start()) if trigger and near else m.start()
        tail = _TAIL.match(text, m.end())
        end = tail.end() if tail else (notice_after.end() if notice_after else m.end())
        code = unit_code(m.group("unit"))
        fields: dict[str, str | None] = {}
        if code is not None:
            days_code = "D" if code == "W" else code
            amount = count * 7 if code == "W" else count
            fields["period"] = f"P{amount}{days_code}"
            context = text[s_start : min(len(text), s_end + 250)]
            before_context = text[max(0, s_start - 200) : s_end]
            if computing and _FROM_NOTIFICATION.search(context) and not _OTHER_ACT.search(before_context):
                letter, regime, place = computing
                end_date, working = compute_end(letter, amount, days_code, regime, place, reader_language)
                fields["date"], fields["computation"] = end_date.isoformat(), working
        clause = clauses.clause_at(m.start())
        deadline = Deadline(clause_id=clause, text=text[start:end].strip(), kind="period", **fields)
        found.append((m.start(), deadline))
    return found


def find_deadlines(
    text: str, clauses: ClauseIndex, regime: str, place: Place, reader_language: str = "en"
) -> list[Deadline]:
    """All deadlines in document order; a period from notification gets its computed end date.

    Computations are worded in ``reader_language``; the deadlines' texts are quoted as written.
    """
    letter = find_letter_date(text) if _ADMINISTRATIVE_ACT.search(text) else None
    computing = (letter, regime, place) if letter else None
    dates = list(find_dates(text))
    found = (
        _date_deadlines(text, dates, clauses)
        + _period_deadlines(text, clauses, computing, reader_language)
        + _notice_rules(text, clauses)
    )
    result: list[Deadline] = []
    seen: set[tuple[str | None, ...]] = set()
    for _, deadline in sorted(found, key=lambda item: item[0]):
        # The same computed deadline is often stated twice (rule, then "also within one month ...").
        key = (
            (None, deadline.period, deadline.date)
            if deadline.computation
            else (deadline.clause_id, deadline.kind, deadline.period, deadline.date, deadline.text)
        )
        if key not in seen:
            seen.add(key)
            result.append(deadline)
    return result


# The notice rule of German leases (§ 573c BGB) names no number: "spätestens am dritten Werktag eines
# Kalendermonats zum Ablauf des übernächsten Monats" is a notice period of almost three months.
_NOTICE_RULE = re.compile(
    r"(?:spätestens\s+)?(?:am|bis zum)\s+dritten\s+Werktag\s+eines\s+(?:Kalender)?[Mm]onats\s+"
    r"(?:für den Ablauf|zum Ablauf|zum Ende)\s+des\s+übernächsten\s+(?:Kalender)?[Mm]onats",
    _I,
)


def _notice_rules(text: str, clauses: ClauseIndex) -> list[tuple[int, Deadline]]:
    return [
        (m.start(), Deadline(clause_id=clauses.clause_at(m.start()), text=m.group(0), kind="period", period="P3M"))
        for m in _NOTICE_RULE.finditer(text)
    ]

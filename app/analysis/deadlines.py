"""Key dates: fixed dates and periods to act on, the end date of a period that runs from notification,
and the dates a reader plans by (start and end of a contract, an appointment, the day a notice takes effect).

A date counts when a word gives it a role: a deadline word ("bis zum", "by", "hasta", "avant", "entro",
"até" ...), a start or end word ("beginnt am", "ends on", "a partir del" ...), the range of a contract's
term ("Mietzeit vom 01.03.2026 bis 28.02.2028": both dates), a time of day after it (an appointment)
or notice words around it ("kündigen wir zum 31.03.2026"). A birth date or "Bescheid vom ..." has none.
Periods count after a deadline word ("innerhalb", "within", "plazo", "délai", "entro", "prazo" ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from typing import Any

from app.analysis import fast_re as re
from app.analysis.dates import (
    NUMBER_ALT,
    UNIT_ALT,
    DateMatch,
    add_months,
    day_and_month,
    find_dates,
    find_dates_without_year,
    inside_numeral,
    marked,
    number_value,
    unit_code,
)
from app.analysis.dates import time_after as _time_after
from app.analysis.holidays import holiday_name, next_working_day
from app.analysis.spans import ClauseIndex, sentence_bounds
from app.locales import LANGUAGES, optional_toml
from app.locales.plural import babel_locale
from app.locales.reading import LocaleDataError, unit_words
from app.models import Deadline, Period, Step, Working

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
    r"(?<!\w)(?:nach|seit|ab|um|um jeweils|frühestens|Dauer von|Ende|Ablauf|Werktag|Arbeitstag|Tag|after|since|"
    r"for a term of|end of|durante|tras|"
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
# What a period runs from where the words right after it name it: a word of "from" ("nach", "ab", "after", "of",
# "desde", "à compter de", "dalla", "a contar de" ...) and the event. This letter's delivery ("nach Bekanntgabe",
# "nach Zugang dieses Schreibens", "of receiving this letter", "dès réception de la présente") lets the end date be
# computed; another event or another document's issue or delivery ("nach seiner Ausstellung", "nach Eingang des neuen
# Bescheids", "after it is issued", "nach Ende des Kalenderjahres") gives the period and what it runs from, no end date.
# The words are each language's data: [period_from] of app/locales/<code>/reading.toml.
_PERIOD_FROM_KINDS = (
    "counted", "lead", "delivery", "this_document", "object_named", "points_back", "about_this", "letter_date",
)  # fmt: skip


def _period_from(kind: str) -> str:
    """The regexes of ``kind`` of [period_from] in every language's reading.toml, as one alternation."""
    patterns: list[str] = []
    for language in LANGUAGES:
        table = optional_toml(language, "reading").get("period_from", {})
        if not isinstance(table, dict) or set(table) - set(_PERIOD_FROM_KINDS):
            raise LocaleDataError(
                f"{language}/reading.toml: period_from: expected lists {', '.join(_PERIOD_FROM_KINDS)}"
            )
        found = table.get(kind, [])
        if not isinstance(found, list) or not all(isinstance(p, str) and p for p in found):
            raise LocaleDataError(f"{language}/reading.toml: period_from.{kind}: expected regexes")
        patterns += found
    return "|".join(f"(?:{p})" for p in patterns) or "(?!)"


_RUNS_FROM = re.compile(
    rf"\s*,?\s*(?:(?:{_period_from('counted')})\s+)?(?P<lead>{_period_from('lead')})(?!\w)(?P<what>[^.;:!?\n]{{0,100}})",
    _I,
)
# The delivery or receipt of a document: a noun or verb, with up to two words before it ("seiner", "you", "la").
_DELIVERY = re.compile(
    rf"^\s*(?P<pre>(?:[\w'’]+\s+){{0,2}}?)(?P<noun>{_period_from('delivery')})(?!\w)(?P<rest>.*)$", _I
)
# This letter itself, named after the word of delivery ("dieses Schreibens", "des Bescheids", "this letter", "de la
# présente", "della presente", "desta carta").
_THIS_DOCUMENT = re.compile(_period_from("this_document"), _I)
# An object named after the word of delivery: some document ("des neuen Bescheids", "Ihres Antrags", "the new notice").
_OBJECT_NAMED = re.compile(rf"^\s*(?:{_period_from('object_named')})(?!\w)", _I)
# A word that points back to a document named earlier ("nach seiner Bekanntgabe", "after you receive it").
_POINTS_BACK = re.compile(rf"(?<!\w)(?:{_period_from('points_back')})(?!\w)", _I)
# A sentence about this letter or a remedy against it: "nach seiner Bekanntgabe" is then this letter's.
_ABOUT_THIS = re.compile(_period_from("about_this"), _I)


def runs_from(text: str, end: int, sentence: tuple[int, int]) -> str | None:
    """What the period ending at ``end`` runs from, where the words right after it name it: "notification" (this
    letter's delivery or receipt), "letter_date" (the date of this letter), "other" (another event or another
    document); None where no word of "from" follows it."""
    s_start, s_end = sentence[0], max(end, sentence[1])
    found = _RUNS_FROM.match(text, end, s_end)
    if found is None:
        return None
    if FROM_LETTER_DATE.match(text, found.start("lead"), s_end):
        return "letter_date"
    delivery = _DELIVERY.match(found.group("what"))
    if delivery is None:
        return "other"  # "nach seiner Ausstellung", "nach Ende des Kalenderjahres", "after it is issued"
    rest = delivery.group("rest")
    if _THIS_DOCUMENT.match(rest):
        return "notification"
    if _POINTS_BACK.search(delivery.group("pre")) or (_OBJECT_NAMED.match(rest) and _POINTS_BACK.match(rest.strip())):
        # "nach seiner Bekanntgabe": whose? This letter's only where the sentence is about it or a remedy against it.
        return "notification" if _ABOUT_THIS.search(text, s_start, s_end) else "other"
    if _OBJECT_NAMED.match(rest):
        return "other"  # "nach Zustellung des neuen Bescheids", "of receiving the new notice"
    return "notification"  # "nach Bekanntgabe", "nach Zugang", "of receipt"


def said_start(text: str, at: int, length: int) -> str | None:
    """What the period of the wording at ``at`` (``length`` characters) runs from, as the reader is told it where no
    end date is given: "receipt" (this letter's delivery or receipt, the words naming this letter: "nach Zugang dieses
    Schreibens", "of receiving this letter"), "letter_date" (the date of this letter), "event" (whatever else a word of
    "from" names: another document, another event, a receipt of what the words do not say); None where no word of
    "from" follows the period, or it is counted back from an event."""
    found = _PERIOD_RE.search(text, at, at + length)
    if found is None or counted_backward(text[found.start() : at + length]):
        return None
    sentence = sentence_bounds(text, found.start())
    kind = runs_from(text, found.end(), sentence)
    if kind is None or kind == "letter_date":
        return kind
    if kind == "notification":
        what = _RUNS_FROM.match(text, found.end(), max(found.end(), sentence[1]))
        delivery = _DELIVERY.match(what.group("what")) if what is not None else None
        if delivery is not None and _THIS_DOCUMENT.match(delivery.group("rest")):
            return "receipt"
    return "event"


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


def find_letter_date(text: str, header_only: bool = False) -> date | None:
    """The date of the letter: 'Datum: 03.11.2026', 'München, 03.11.2026' near the top, else 'Bescheid vom ...'
    (``header_only``: the date the letter gives itself in its head, not that of an act it names)."""
    dates = list(find_dates(text))
    for found in dates:
        if found.start < 2500 and _LETTER_DATE_LINE.search(text, max(0, found.start - 60), found.start):
            return found.value
    for found in dates:
        if found.start < 1500 and _ALONE_ON_LINE.fullmatch(_line_of(text, found.start, found.end)):
            return found.value  # "12 September 2025" on a line of its own in a letterhead
    if header_only:
        return None
    for found in dates:
        if _ACT_DATE.search(text[max(0, found.start - 30) : found.start]):
            return found.value
    return None


_ALONE_ON_LINE = re.compile(r"\s*(?:den|le|el|il|am|em|on)?\s*\x00\s*\.?\s*", _I)


def _line_of(text: str, start: int, end: int) -> str:
    """The line around a date, with the date itself replaced by a NUL mark."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    return text[line_start:start] + "\x00" + text[end:line_end]


@dataclass(frozen=True)
class Place:
    state: str | None = None
    city: str | None = None


# "within one month of the date of this letter": the period runs from the letter's date itself ([period_from]
# letter_date).
FROM_LETTER_DATE = re.compile(_period_from("letter_date"), _I)


_UNIT_OF_CODE = {"D": "day", "M": "month", "Y": "year"}


def from_letter_date(letter: date, count: int, code: str) -> tuple[date, Working]:
    """End of a period counted from the date of the letter itself, with its working (no notification rule)."""
    months = count * (12 if code == "Y" else 1)
    end = letter + timedelta(days=count) if code == "D" else add_months(letter, months)
    steps = (
        Step("letter", letter.isoformat()),
        Step("plus", end.isoformat(), period=Period(count, _UNIT_OF_CODE[code])),
    )
    return end, Working(steps)


def compute_end(letter: date, count: int, code: str, regime: str, place: Place) -> tuple[date, Working]:
    """End of a period running from deemed notification of a letter posted on ``letter``, with its working:
    the steps and the rules applied, as values (app/explain/key_dates.py words them)."""
    notify_rule, shift_rule = _RULES.get(regime, _RULES["admin"])
    days = 4 if letter >= _FOUR_DAYS_FROM else 3

    def holiday(day: date) -> str | None:
        return holiday_name(day, place.state, place.city)

    notified = letter + timedelta(days=days)
    steps = [Step("letter", letter.isoformat()), Step("notified", notified.isoformat(), n=days, law=notify_rule)]
    # BFH, IX R 68/98: the deemed notification itself moves off weekends and holidays (tax law).
    if regime == "tax":
        moved = next_working_day(notified, place.state, place.city)
        if moved != notified:
            steps.append(Step("moved", notified.isoformat(), moved=moved.isoformat(), holiday=holiday(notified)))
            notified = moved
    months = count * (12 if code == "Y" else 1)
    raw = notified + timedelta(days=count) if code == "D" else add_months(notified, months)
    steps.append(Step("plus", raw.isoformat(), period=Period(count, _UNIT_OF_CODE[code])))
    end = next_working_day(raw, place.state, place.city)
    if end == raw:
        steps.append(Step("fine", raw.isoformat(), holiday=holiday(raw)))
    else:
        steps.append(Step("shift", raw.isoformat(), moved=end.isoformat(), holiday=holiday(raw), law=shift_rule))
    return end, Working(tuple(steps), assumes_posting=True)


def _word_start(text: str, pos: int) -> int:
    while pos > 0 and text[pos - 1].isalnum():
        pos -= 1
    return pos


_PARTICLES = r"(?:\s*(?:am|zum|zur|den|dem|des|the|on|of|el|del|le|du|il|dal|em|ao|a|de|:|,))*\s*$"
_START_TRIGGER = re.compile(
    r"(?<!\w)(?:beginnt|beginnend|Beginn(?:\s+des\s+\w+)?|Mietbeginn|Vertragsbeginn|Arbeitsbeginn|Eintrittsdatum|"
    r"Eintritt|ab|mit Wirkung (?:vom|ab|zum)|eingestellt|starts?|starting|commenc(?:es|ing|ement)|begins?|"
    r"beginning|start date|with effect from|(?:take|takes|taking) effect (?:from|on)|"
    r"effective(?: from| on| as of| date)?|"
    r"as of|comienza|empieza|a partir|fecha de inicio|commence|(?:a\s+)?contar(?:\s+desde)?|contad[oa]s?(?:\s+desde)?|"
    r"à compter|à partir|date de début|decorrere|a partire|inizia|data di inizio|começa|início|com início|"
    r"in vigore (?:dal|a partire dal)|en vigueur (?:le|au|à compter du)|en vigor (?:desde|el)|em vigor (?:desde|a partir de))"
    + _PARTICLES
    # "Der Eintritt von … erfolgt zum 01.09.2016", "Arbeitsbeginn ist der 01.03.2026": the start noun is the subject.
    + r"|(?<!\w)(?:Eintritt|Beginn|Arbeitsbeginn|Vertragsbeginn|Mietbeginn|Dienstantritt)(?:\s+[\w.<>-]+){0,3}?\s+"
    r"(?:erfolgt|ist|wird)" + _PARTICLES,
    _I,
)
# "a contar desde", "contados desde", "a contar de" (es, pt): the day something is counted from. A contract's term
# where the sentence names one ("El arrendamiento tendrá una duración de dos años a contar desde …"); else the start
# of some other period ("La fianza se devolverá en el plazo de un mes a contar desde …"), which is no key date.
_COUNTED_FROM = re.compile(r"(?<!\w)(?:a\s+)?(?:contar|contad[oa]s?)(?:\s+desde)?" + _PARTICLES, _I)
_END_TRIGGER = re.compile(
    r"(?<!\w)(?:endet|enden|Ende|Vertragsende|Mietende|befristet(?:\s+bis)?|läuft\s+(?:\w+\s+){0,2}?bis|"
    r"mit Ablauf|zum Ablauf|ends?|ending|expires?|expiry|terminates?|end date|finaliza|termina|"
    r"fecha de fin|se termine|prend fin|date de fin|scade|cessa|terminerà|terá fim|termina em)" + _PARTICLES,
    _I,
)
# "Das Arbeitsverhältnis endet, ohne dass es einer Kündigung bedarf, am 30.06.2026", "The tenancy ends, unless renewed in
# writing, on 31 August 2026": the verb that ends the term and its date, a clause set off by commas between them.
_END_INSERTED = re.compile(
    r"(?<!\w)(?:endet|enden|ends?|terminates?|expires?)\s*,[^,.;]{3,80},\s*(?:am|zum|mit\s+Ablauf\s+(?:des|vom)|on|at\s+the\s+end\s+of)\s*$",
    _I,
)
# "kündigen wir das Mietverhältnis zum 31.03.2026", "terminate the tenancy on 31 March 2026".
_NOTICE_WORDS = re.compile(
    r"(?<!an)(?<!ange)kündig|terminat|notice to (?:quit|end)|rescin|résili|congé|disdett|recesso|rescis|denúncia|denunciar",
    _I,
)
_NOTICE_TRIGGER = re.compile(
    r"(?<!\w)(?:zum|on|with effect from|effective|con efecto|au|al|com efeito)" + _PARTICLES, _I
)
TERM_WORDS = re.compile(
    r"Mietzeit|Mietverhältnis|Arbeitsverhältnis|Vertrag|befristet|Laufzeit|Beschäftigung|Anstellung|"
    r"eingestellt|beschäftigt|\bemployed\b|\bhired\b|"
    r"\bterm\b|tenancy|lease|employment|contract|fixed[- ]term|contrato|arrendamiento|contrat|bail|durée|"
    r"contratto|locazione|durata|duração",
    _I,
)
_RANGE_GAP = re.compile(
    r"\s*(?:bis(?:\s+zum|\s+einschließlich)?|to|until|till|through|-|–|—|al|au|a|até|ao|fino al|hasta el)\s*$",
    _I,
)
_APPOINTMENT_WORDS = re.compile(
    r"Termin|Einladung|einladen|lade\w* Sie|erscheinen|vorsprechen|Gespräch|Besichtigung|Anhörung|"
    r"appointment|invit|attend|meeting|interview|hearing|viewing|cita|citación|comparecer|reunión|"
    r"rendez-vous|convoca|entretien|appuntamento|colloquio|presentarsi|reunião|entrevista",
    _I,
)


# "am Dienstag, 23.09.2025, um 09:30 Uhr": the weekday before an appointment's date, by CLDR's names in every language.
# Built on first use: CLDR's data for every language costs the process about 8 MB, which a server that only
# refuses files (or has not read a document yet) need not carry.
@cache
def _weekday_before() -> re.Pattern[str]:
    weekdays = "|".join(
        sorted(
            {
                re.escape(day)
                for language in LANGUAGES
                if (locale := babel_locale(language)) is not None
                for day in locale.days["format"]["wide"].values()
            },
            key=len,
            reverse=True,
        )
    )
    return re.compile(rf"(?:(?:am|on|le|el|il|em|na|no)\s+)?(?:{weekdays})\s*,?\s*(?:(?:den|the)\s+)?$", _I)


# "bis zum", "until": the last day of something; a duty to act by then only where the sentence names one.
# In a fixed-term clause ("ist bis zum 31.12.2020 befristet") it is the end of the contract.
_UNTIL = re.compile(r"^(?:bis|until|till|hasta|jusqu|fino|até)", _I)

KeyRole = str  # "due" | "start" | "end" | "appointment" | "notice_end"


@dataclass(frozen=True)
class KeyDate:
    """A date with the role a word gives it, where it stands, and the time of an appointment."""

    start: int
    role: KeyRole
    deadline: Deadline
    time: str | None = None


# An earliest date: the first day something may be done ("not before", "no earlier than", "frühestens am", "nicht
# vor dem", "no antes del", "pas avant le", "au plus tôt le", "non prima del", "não antes de"). It is no deadline
# ("by"), no start of a term and no day a notice takes effect: such a date has no role here.
_MAY_NOT = r"(?:may|can|must|shall|will|could|should)\s*(?:not|n['’]t)|cannot"
_EARLIEST = re.compile(
    rf"(?:(?:{_MAY_NOT})\s+(?:[\w-]+\s+){{0,3}}?(?:before|prior\s+to)|\bnot\s+(?:before|prior\s+to)"
    r"|\b(?:no|not)\s+(?:earlier|sooner)\s+than|\bat\s+the\s+earliest(?:\s+on)?|\bearliest\s+(?:on|date(?:\s+is)?)"
    r"|\bfrühestens|\bnicht\s+(?:vor|früher\s+als|eher\s+als)"
    r"|\b(?:darf|dürfen|kann|können|soll|sollen)\s+(?:[\w-]+\s+){0,3}?nicht\s+(?:[\w-]+\s+){0,2}?vor"
    r"|\bno\s+antes|\bno\s+(?:podrá|puede|pueden|podrán|debe|deberá)\s+(?:\w+\s+){0,3}?antes|\bnunca\s+antes"
    r"|\bcomo\s+muy\s+pronto|\bau\s+plus\s+tôt|\bpas\s+avant|\bjamais\s+avant"
    r"|\b(?:ne|n['’])\s*(?:peut|peuvent|pourra|pourront|doit|devra)\s+(?:pas\s+)?(?:[\w-]+\s+){0,3}?avant"
    r"|\bnon\s+prima|\bnon\s+(?:può|possono|potrà|potranno|deve|dovrà)\s+(?:\w+\s+){0,3}?prima|\bal\s+più\s+presto"
    r"|\bnão\s+antes|\bnão\s+(?:pode|podem|poderá|poderão|deve|deverá)\s+(?:\w+\s+){0,3}?antes|\bo\s+mais\s+cedo)"
    r"(?:\s*(?:am|zum|dem|den|the|on|el|le|la|il|lo|o|a|ao|de|del|du|di|dal|dell['’]|do|da|[:,]))*\s*$",
    _I,
)


def _role(text: str, d_start: int, d_end: int, window: str) -> tuple[KeyRole | None, int]:
    """The role of the date at ``d_start`` and where the words giving it begin (none for an earliest date)."""
    if _EARLIEST.search(window):
        return None, d_start
    s_start, s_end = sentence_bounds(text, d_start)
    sentence = text[s_start:s_end]
    window_start = d_start - len(window)
    due = _DATE_TRIGGER.search(window)
    end = _END_TRIGGER.search(window)
    start = _START_TRIGGER.search(window)
    if start and _COUNTED_FROM.match(window, start.start()) and not TERM_WORDS.search(sentence):
        start = None
    if end and not (due and due.start() > end.start() and not TERM_WORDS.search(sentence)):
        return "end", window_start + end.start()
    inserted = None if (due or start) else _END_INSERTED.search(text, max(s_start, d_start - 110), d_start)
    if inserted:
        return "end", inserted.start()
    if due and _UNTIL.match(due.group(0)) and marked("fixed_term", sentence):
        return "end", window_start + due.start()
    if _NOTICE_WORDS.search(sentence) and (notice := _NOTICE_TRIGGER.search(window)) and not due:
        return "notice_end", window_start + notice.start()
    if due and (not start or due.start() >= start.start()):
        return "due", window_start + due.start()
    if start:
        return "start", window_start + start.start()
    return None, d_start


def _is_appointment(sentence: str, value: date | None, letter: date | None) -> bool:
    """A date with a time is an appointment only where the sentence invites the reader to it, and not where
    it tells of the past: before the letter's own date, or told as past ("In unserem Telefonat am …")."""
    if value is not None and letter is not None and value < letter:
        return False
    if marked("past", sentence):
        return False
    return bool(_APPOINTMENT_WORDS.search(sentence)) or marked("invitation", sentence)


def find_key_dates(text: str, dates: list[DateMatch], clauses: ClauseIndex) -> list[KeyDate]:
    """Every date with a role, in document order (a date without a year has no ISO date)."""
    spans: list[tuple[int, int, date | None]] = [(d.start, d.end, d.value) for d in dates]
    taken = [(d.start, d.end) for d in dates]
    spans += [
        (start, end, None)
        for start, end, _ in find_dates_without_year(text)
        if not any(s <= start < e for s, e in taken)
    ]
    spans.sort(key=lambda span: span[0])
    letter = find_letter_date(text)
    own_date = find_letter_date(text, header_only=True)
    found: list[KeyDate] = []
    previous: tuple[int, int, date | None] | None = None
    range_ends: set[int] = set()
    for index, (d_start, d_end, value) in enumerate(spans):
        window = text[max(0, d_start - 50) : d_start]
        clause = clauses.clause_at(d_start)
        iso = value.isoformat() if value else None
        after_previous = previous is not None and d_start - previous[1] < 12
        gap = text[previous[1] : d_start] if previous is not None and after_previous else ""
        previous = (d_start, d_end, value)
        if d_start in range_ends:
            found.append(
                KeyDate(
                    d_start,
                    "end",
                    Deadline(
                        clause_id=clause,
                        text=gap.strip() + " " + text[d_start:d_end] if gap.strip() else text[d_start:d_end],
                        kind="date",
                        date=iso,
                    ),
                )
            )
            continue
        if after_previous and _RANGE_GAP.fullmatch(gap):
            continue  # the second date of a range that is no contract's term ("Zeitraum 01.07. bis 30.09.")
        following = spans[index + 1] if index + 1 < len(spans) else None
        if following and following[0] - d_end < 12 and _RANGE_GAP.fullmatch(text[d_end : following[0]]):
            s_start, s_end = sentence_bounds(text, d_start)
            due = _DATE_TRIGGER.search(window)
            sentence = text[s_start:s_end]
            if (TERM_WORDS.search(sentence) or marked("fixed_term", sentence)) and not due:
                opener = re.search(r"(?:vom|von|from|del|du|dal|de|desde)\s*$", window, _I)
                begin = d_start - len(window) + opener.start() if opener else d_start
                found.append(
                    KeyDate(begin, "start", Deadline(clause_id=clause, text=text[begin:d_end], kind="date", date=iso))
                )
                range_ends.add(following[0])
                continue
        timed = _time_after(text, d_end)
        role, begin = _role(text, d_start, d_end, window)
        in_force = _IN_FORCE_AFTER.match(text, d_end) if role is None else None
        if in_force is not None and (verb := _ENTERS_BEFORE.search(window)) is not None:
            # "Diese Bedingungen treten am 1. Mai 2018 in Kraft": the verb before the date, "in Kraft" after it
            begin = d_start - len(window) + verb.start()
            found.append(
                KeyDate(
                    begin, "start", Deadline(clause_id=clause, text=text[begin : in_force.end()], kind="date", date=iso)
                )
            )
            continue
        if timed and role in (None, "due", "start"):
            s_start, s_end = sentence_bounds(text, d_start)
            if _is_appointment(text[s_start:s_end], value, letter):
                weekday = _weekday_before().search(text, max(0, d_start - 30), d_start)
                begin = min(begin, weekday.start()) if weekday else begin
                deadline = Deadline(clause_id=clause, text=text[begin : timed[1]].strip(), kind="date", date=iso)
                found.append(KeyDate(begin, "appointment", deadline, timed[0]))
                continue
        if role is None:
            continue
        if iso is None and own_date is not None and role in _AHEAD:
            iso = _year_from_letter(text, d_start, d_end, own_date)
        found.append(KeyDate(begin, role, Deadline(clause_id=clause, text=text[begin:d_end], kind="date", date=iso)))
    return found


# A German verb bracket around the date: "treten am … in Kraft", "tritt mit Wirkung zum … in Kraft".
_ENTERS_BEFORE = re.compile(r"(?<!\w)(?:tritt|treten)\s+(?:(?:am|zum|ab|mit\s+Wirkung\s+(?:vom|zum|ab))\s*)$", _I)
_IN_FORCE_AFTER = re.compile(r"\s*in\s+Kraft\b", _I)
# Roles of a date the letter sets ahead of itself: what is due by then, a meeting, the day a notice ends.
_AHEAD = frozenset({"due", "appointment", "notice_end"})
# A date that comes back every year ("bis zum 31. März des Folgejahres", "jeweils zum 1. Januar", "each year by
# 31 March"): no one day a letter sets.
_RECURRING = re.compile(
    r"\b(?:Folgejahr\w*|folgenden\s+Jahr\w*|jede[ns]?\s+Jahr\w*|jährlich\w*|jeweils|Kalenderjahr\w*|"
    r"each\s+year|every\s+year|following\s+year|annual\w*|yearly|calendar\s+year|"
    r"ogni\s+anno|anno\s+successivo|chaque\s+année|année\s+suivante|cada\s+año|año\s+siguiente|cada\s+ano|"
    r"ano\s+seguinte)\b",
    _I,
)
_AHEAD_AT_MOST = 183  # days: a day and month more than half a year after the letter's own date is not read


def _year_from_letter(text: str, d_start: int, d_end: int, letter: date) -> str | None:
    """A day and month without a year ("Bitte antworten Sie bis zum 31. März") in a letter with its own date: the next
    such day on or after the letter's date, where that lies within half a year of it (a letter of 24.11.2026 asks for
    31.03.2027). None where the sentence says the day comes back every year, or the next such day lies further ahead:
    then the wording is all the text says."""
    s_start, s_end = sentence_bounds(text, d_start)
    if _RECURRING.search(text, s_start, s_end):
        return None
    found = day_and_month(text[d_start:d_end])
    if found is None:
        return None
    day, month = found
    for year in (letter.year, letter.year + 1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            return None
        if candidate >= letter:
            return candidate.isoformat() if (candidate - letter).days <= _AHEAD_AT_MOST else None
    return None


# "spätestens zwei Monate vor dem Ende des Mietverhältnisses": a period counted back from an event, so its
# last day lies before that event; "within two months" would be the wrong way round.
_BACKWARD = re.compile(rf"(?:{UNIT_ALT})\s+(?:vor|before|avant|antes|prima)(?!\w)", _I)


def counted_backward(wording: str) -> bool:
    """The deadline's wording counts its period back from an event ("zwei Monate vor dem Ende")."""
    return _BACKWARD.search(wording) is not None


# A length of service compared with a duration is a condition, not a period to keep ("un préavis d'un mois pour une
# ancienneté inférieure à deux ans", "bei einer Betriebszugehörigkeit von mehr als zwei Jahren", "employees with at
# least two years' service", "nach mindestens fünf Jahren Betriebszugehörigkeit"): the duration is a threshold.
_SERVICE = (
    r"(?:ancienneté|Betriebszugehörigkeit|Beschäftigungsdauer|Dienstzeit|Unternehmenszugehörigkeit|service|"
    r"employment|anzianità|antigüedad|antiguidade|Wartezeit)"
)
_COMPARED = (
    r"(?:inférieure?s?|supérieure?s?|égale?s?|weniger|mehr|mindestens|höchstens|unter|über|less|more|fewer|at\s+least|"
    r"at\s+most|under|over|exceeding|minimum|moins|plus|au\s+moins|inferiore|superiore|almeno|oltre|meno|più|menos|"
    r"más|mais|pelo\s+menos|inferior|superior|al\s+menos|mínimo|minimo)"
)
_SERVICE_BEFORE = re.compile(_SERVICE + r"\b[^.;:]{0,30}?" + _COMPARED + r"\b[^.;:\d]{0,12}$", _I)
_COMPARED_BEFORE = re.compile(_COMPARED + r"\s+(?:als|than|de|à|a|di|von)?\s*$", _I)
_SERVICE_AFTER = re.compile(r"(?:['’]s?|s['’])?\s+(?:(?:of|de|di|der|an)\s+)?(?:continuous\s+)?" + _SERVICE, _I)


# A period that is a property of a bank account ("auf einem Sparkonto mit dreimonatiger Kündigungsfrist", "in a
# savings account with three months' notice", "un livret avec un préavis de …"): the account's notice, nothing the
# reader of the contract keeps.
_OF_AN_ACCOUNT = re.compile(
    r"(?:\b(?:Spar(?:konto|buch|einlage|guthaben|anlage)\w*|Festgeld\w*|Tagesgeld\w*|Geldanlage|savings?|"
    r"(?:bank|deposit) account|compte|livret|cuenta|libreta|conto|libretto|conta|poupança)|\w+(?:konto|sparbuch))"
    r"\b[^.;,:]{0,12}?\b"
    r"(?:mit|with|avec|con|com)\b[^.;,:]{0,30}$",
    _I,
)


def is_threshold(text: str, start: int, end: int) -> bool:
    """Whether the duration at ``start:end`` is a length of service compared with ("weniger als zwei Jahre
    Betriebszugehörigkeit", "ancienneté inférieure à deux ans"): a condition, no period for the reader to keep."""
    before = text[max(0, start - 60) : start]
    if _SERVICE_BEFORE.search(before):
        return True
    return bool(_COMPARED_BEFORE.search(before) and _SERVICE_AFTER.match(text, end))


# --------------------------------------------------------------------------- periods their own phrase names

# The roles a period gets where the noun (or verb) of its own phrase names what it is ([period_roles] of each
# language's reading.toml): "Probezeit von sechs Monaten", "Die Probezeit beträgt sechs Monate", "Die ersten sechs
# Monate gelten als Probezeit", "Urlaubsanspruch von 30 Arbeitstagen", "Ausschlussfrist von drei Monaten",
# "verjähren in zwei Jahren", "Laufzeit von 24 Monaten", "wöchentliche Arbeitszeit beträgt 40 Stunden". A word
# elsewhere in the sentence names nothing: "nach sechs Monaten Betriebszugehörigkeit" is no probation.
NAMED_PERIOD_ROLES = ("probation", "holiday", "working_time", "exclusion", "limitation", "term")
# The kinds of named period the words tell apart, each with its role: the statutory minimum leave and extra leave are
# holiday too, but said as what they are ("Mindesturlaub von 20 Tagen" beside "Jahresurlaub von 30 Tagen" is no
# second entitlement; "zusätzlicher Urlaub von 5 Tagen" is no whole one).
NAMED_PERIOD_KINDS: dict[str, str] = {
    "holiday_minimum": "holiday",  # read first: "gesetzlicher Urlaub von …" is not the contract's entitlement
    "holiday_extra": "holiday",
    **{role: role for role in NAMED_PERIOD_ROLES},
}
_NAMED_REACH = 240  # characters before the period, within its sentence, where the naming words may stand
_NAMED_AFTER = 80
_WORKED_SIDES = ("rate", "work", "bound")  # the tables of hours worked that a verb names (``_worked``)


@cache
def _named_markers() -> dict[str, tuple[re.Pattern[str] | None, re.Pattern[str] | None]]:
    """Per role: the words right before a period that name it (matched at the period's start), and the words right
    after it (matched at its end), every language at once."""
    found: dict[str, tuple[list[str], list[str]]] = {kind: ([], []) for kind in NAMED_PERIOD_KINDS}
    for language in LANGUAGES:
        table = optional_toml(language, "reading").get("period_roles", {})
        if not isinstance(table, dict) or set(table) - {"before", "after", *_WORKED_SIDES}:
            raise LocaleDataError(
                f"{language}/reading.toml: period_roles: expected the tables before, after, {', '.join(_WORKED_SIDES)}"
            )
        for side, index in (("before", 0), ("after", 1)):
            lists = table.get(side, {})
            if not isinstance(lists, dict) or set(lists) - set(NAMED_PERIOD_KINDS):
                raise LocaleDataError(
                    f"{language}/reading.toml: period_roles.{side}: expected lists named {', '.join(NAMED_PERIOD_KINDS)}"
                )
            for role, patterns in lists.items():
                if not isinstance(patterns, list) or not all(isinstance(p, str) and p for p in patterns):
                    raise LocaleDataError(f"{language}/reading.toml: period_roles.{side}.{role}: expected regexes")
                found[role][index].extend(patterns)

    def joined(patterns: list[str], anchor: str) -> re.Pattern[str] | None:
        if not patterns:
            return None
        alternatives = "|".join(f"(?:{p})" for p in patterns)
        return re.compile(f"(?:{alternatives}){anchor}" if anchor == "$" else f"{anchor}(?:{alternatives})", _I)

    return {role: (joined(before, "$"), joined(after, "^")) for role, (before, after) in found.items()}


# Hours worked named by a verb of working, not by a noun ("Der Arbeitnehmer arbeitet 30 Stunden pro Woche", "is employed
# for 20 hours a week"): [period_roles.rate] right after the hours (per week, month or day), [period_roles.work] in the
# sentence (a verb or noun of working); [period_roles.bound] right before the hours undoes it (a comparison, a cap, a
# condition: "Arbeitet er mehr als 40 Stunden pro Woche, …" names no agreed working time). Only working_time has them.


@cache
def _worked_markers() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str] | None] | None:
    """The rate (matched at the hours' end), the words of working (searched in the sentence) and the bounds (matched at
    the hours' start), every language at once; None where no language has a rate and words of working."""
    found: dict[str, list[str]] = {side: [] for side in _WORKED_SIDES}
    for language in LANGUAGES:
        table = optional_toml(language, "reading").get("period_roles", {})
        for side in _WORKED_SIDES:
            lists = table.get(side, {})
            if not isinstance(lists, dict) or set(lists) - {"working_time"}:
                raise LocaleDataError(f"{language}/reading.toml: period_roles.{side}: expected one list, working_time")
            patterns = lists.get("working_time", [])
            if not isinstance(patterns, list) or not all(isinstance(p, str) and p for p in patterns):
                raise LocaleDataError(f"{language}/reading.toml: period_roles.{side}.working_time: expected regexes")
            found[side].extend(patterns)
    if not found["rate"] or not found["work"]:
        return None
    rate = re.compile("^(?:" + "|".join(f"(?:{p})" for p in found["rate"]) + ")", _I)
    work = re.compile("|".join(f"(?:{p})" for p in found["work"]), _I)
    bound = re.compile("(?:" + "|".join(f"(?:{p})" for p in found["bound"]) + ")$", _I) if found["bound"] else None
    return rate, work, bound


def _worked(text: str, start: int, end: int) -> bool:
    """Whether the hours at ``start:end`` are the hours worked per week, month or day that a verb of working names:
    a rate right after them, a word of working in their sentence, no bound right before them."""
    markers = _worked_markers()
    if markers is None:
        return False
    rate, work, bound = markers
    s_start, s_end = sentence_bounds(text, start)
    before = text[max(s_start, start - _NAMED_REACH) : start]
    if not rate.match(text[end : min(s_end, end + _NAMED_AFTER)]) or (bound is not None and bound.search(before)):
        return False
    return bool(work.search(before) or work.search(text, end, s_end))


def named_period_kind(text: str, start: int, end: int) -> str | None:
    """The kind of period (``NAMED_PERIOD_KINDS``) the words of its own phrase give the period at ``start:end``: a
    noun that governs it ("Probezeit von …", "Die Probezeit beträgt …") or whose complement it is ("… gelten als
    Probezeit"); hours a verb of working names with their rate (``_worked``); None where no such words stand right
    by it."""
    s_start, s_end = sentence_bounds(text, start)
    before = text[max(s_start, start - _NAMED_REACH) : start]
    after = text[end : min(s_end, end + _NAMED_AFTER)]
    for kind, (lead, tail) in _named_markers().items():
        if (lead is not None and lead.search(before)) or (tail is not None and tail.search(after)):
            return kind
    return "working_time" if _worked(text, start, end) else None


def named_period_role(text: str, start: int, end: int) -> str | None:
    """The role (``NAMED_PERIOD_ROLES``) the words of the period's own phrase give the period at ``start:end``."""
    kind = named_period_kind(text, start, end)
    return NAMED_PERIOD_KINDS[kind] if kind is not None else None


def named_kind_in(text: str, at: int, written: str) -> str | None:
    """The kind of the named period whose wording ``written`` stands at ``at``: read at its number."""
    found = _PERIOD_RE.search(written) or _HOURS_RE.search(written)
    return named_period_kind(text, at + found.start(), at + found.end()) if found is not None and at >= 0 else None


# Working hours: a number of hours ("40 Stunden", "40,5 hours") is a period only where a working-time noun names it.
_HOUR_WORDS = sorted((w for w, unit in unit_words("dates").items() if unit == "hour"), key=len, reverse=True)
_OVERTIME_WORDS = frozenset({"überstunde", "überstunden", "overtime hours"})
# The number and its unit stand apart, or joined by a hyphen in a compound ("40-Stunden-Woche", "a 37.5-hour week"):
# the rate after it then says per what ([period_roles] rate).
_HOURS_RE = re.compile(
    rf"(?<![\w.,])(?P<num>\d{{1,3}}(?:[.,]\d{{1,2}})?|{NUMBER_ALT})(?:\s+|-)(?P<unit>{'|'.join(map(re.escape, _HOUR_WORDS))})(?!\w)",
    _I,
)


def _hours_periods(text: str, clauses: ClauseIndex) -> list[tuple[int, Deadline]]:
    found = []
    for m in _HOURS_RE.finditer(text):
        if inside_numeral(text, m.start()):
            continue
        if m.group("unit").lower() in _OVERTIME_WORDS:
            continue  # overtime is no working time agreed
        raw = m.group("num").replace(",", ".")
        count = float(raw) if raw.replace(".", "", 1).isdigit() else number_value(raw)
        if not count or named_period_role(text, m.start(), m.end()) != "working_time":
            continue
        number = f"{count:g}"
        deadline = Deadline(
            clause_id=clauses.clause_at(m.start()),
            text=m.group(0),
            kind="period",
            period=f"PT{number}H",
            role="working_time",
        )
        found.append((m.start(), deadline))
    return found


def _period_deadlines(
    text: str,
    clauses: ClauseIndex,
    computing: tuple[date, str, Place] | None,
    letter_date: date | None = None,
) -> list[tuple[int, Deadline]]:
    found = []
    for m in _PERIOD_RE.finditer(text):
        count = number_value(m.group("num"))
        if not count or inside_numeral(text, m.start()):
            continue
        s_start, s_end = sentence_bounds(text, m.start())
        before = text[max(s_start, m.start() - 90) : m.start()]
        trigger = next(reversed(list(_PERIOD_TRIGGER.finditer(before))), None)  # the nearest one
        notice_after = _NOTICE_AFTER.match(text, m.end())
        named = named_period_role(text, m.start(), m.end())
        if named == "working_time":
            named = None  # a working time is counted in hours (``_hours_periods``)
        if named is None and ((trigger is None and not notice_after) or _NOT_A_DEADLINE.search(before)):
            continue
        if is_threshold(text, m.start(), m.end()):
            continue  # "pour une ancienneté inférieure à deux ans": a condition, not a period
        if _OF_AN_ACCOUNT.search(before):
            continue  # "auf einem Sparkonto mit einer Kündigungsfrist von drei Monaten": the account's notice
        near = trigger is not None and len(before) - trigger.start() < 30
        start = _word_start(text, m.start() - len(before) + trigger.start()) if trigger and near else m.start()
        tail = _TAIL.match(text, m.end())
        end = tail.end() if tail else (notice_after.end() if notice_after else m.end())
        code = unit_code(m.group("unit"))
        fields: dict[str, Any] = {"role": named} if named else {}
        if code is None and named == "holiday":
            # Days of leave are counted in working days: the entitlement is that many days off.
            fields["period"] = f"P{count}D"
        if code is not None:
            days_code = "D" if code == "W" else code
            amount = count * 7 if code == "W" else count
            fields["period"] = f"P{amount}{days_code}"
            context = text[s_start : min(len(text), s_end + 250)]
            before_context = text[max(0, s_start - 200) : s_end]
            # Counted back from an event the text names ("zwei Monate vor dem Ende"): no last day from
            # notification or from the letter's date.
            forward = not counted_backward(text[m.start() : end])
            # Counted from another event or another document ("nach seiner Ausstellung", "after it is issued"): the
            # period and what it runs from, no end date.
            counted = runs_from(text, m.end(), (s_start, s_end)) if forward else None
            if (
                forward
                and computing
                and counted in (None, "notification")
                and _FROM_NOTIFICATION.search(context)
                and not _OTHER_ACT.search(before_context)
            ):
                letter, regime, place = computing
                end_date, working = compute_end(letter, amount, days_code, regime, place)
                fields["date"], fields["working"] = end_date.isoformat(), working
            elif (
                forward
                and letter_date
                and counted in (None, "letter_date")
                and FROM_LETTER_DATE.search(text, m.end(), min(max(m.end(), s_end), m.end() + 60))
            ):
                end_date, working = from_letter_date(letter_date, amount, days_code)
                fields["date"], fields["working"] = end_date.isoformat(), working
        clause = clauses.clause_at(m.start())
        deadline = Deadline(clause_id=clause, text=text[start:end].strip(), kind="period", **fields)
        found.append((start, deadline))
    return found


def find_deadlines_at(text: str, clauses: ClauseIndex, regime: str, place: Place) -> list[tuple[int, Deadline]]:
    """Every deadline with where its wording starts, in document order, the same wording as often as it stands:
    "one month's notice" to end a tenancy and "one month's notice" of a rent increase are two periods with two
    purposes, each read where it is written (``unique`` then says each once)."""
    letter = find_letter_date(text) if _ADMINISTRATIVE_ACT.search(text) else None
    computing = (letter, regime, place) if letter else None
    dates = list(find_dates(text))
    found = (
        [
            (key.start, key.deadline.model_copy(update={"role": key.role, "time": key.time}))
            for key in find_key_dates(text, dates, clauses)
        ]
        + _period_deadlines(text, clauses, computing, find_letter_date(text))
        + _notice_rules(text, clauses)
        + _hours_periods(text, clauses)
    )
    return sorted(found, key=lambda item: item[0])


def unique(deadlines: list[Deadline]) -> list[Deadline]:
    """Each deadline once: the same computed deadline is often stated twice (rule, then "also within one month
    ..."); the same wording in one clause is said twice only where it has two roles."""
    result: list[Deadline] = []
    seen: set[tuple[str | None, ...]] = set()
    for deadline in deadlines:
        key = (
            (None, deadline.period, deadline.date)
            if deadline.working
            else (deadline.clause_id, deadline.kind, deadline.period, deadline.date, deadline.text, deadline.role)
        )
        if key not in seen:
            seen.add(key)
            result.append(deadline)
    return result


def find_deadlines(text: str, clauses: ClauseIndex, regime: str, place: Place) -> list[Deadline]:
    """All deadlines in document order; a period from notification gets its computed end date and the
    working of it (without words). The deadlines' texts are quoted as written."""
    return unique([deadline for _, deadline in find_deadlines_at(text, clauses, regime, place)])


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

"""What the reader must or can do, in date order, what each key date is, and the date of the document.

Built from the key dates (app/analysis/deadlines.py) and the amounts the analysis found: an
appointment with its time, a date to reply or send papers by, a payment, the last day of an
objection or withdrawal period. What an action or a key date says is a ``Phrase`` without words: a
key of app/locales/<code>/actions.toml and its values (ISO dates, durations, amounts, roles); it is
worded for the reader at the edge (app/explain/key_dates.py), so the same facts can be said in any
language. Nothing of the document's wording is copied into a phrase.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from itertools import pairwise

from app.analysis import fast_re as re
from app.analysis.amounts import MEANINGS, change_of, index_named
from app.analysis.classify import classify
from app.analysis.dates import day_and_month, durations_as_written, find_dates, marked, role_markers
from app.analysis.deadlines import (
    FROM_LETTER_DATE,
    NAMED_PERIOD_ROLES,
    TERM_WORDS,
    KeyDate,
    counted_backward,
    find_key_dates,
    find_letter_date,
    named_kind_in,
    said_start,
)
from app.analysis.letter_kind import letter_markers, sentences
from app.analysis.spans import ClauseIndex, phrase_bounds, sentence_bounds
from app.locales import LANGUAGES
from app.locales.reading import UNITS, reading
from app.models import (
    ActionFact,
    ActionKind,
    Amount,
    Deadline,
    Facts,
    Period,
    Phrase,
    PreparedDocument,
    Segment,
    clause_id,
)
from app.prepare.segment import is_letter

_I = re.IGNORECASE
# What a sentence with a date to meet asks for (first match wins).
_ASKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "cancel_by",
        re.compile(
            r"nicht (?:\w+ ){0,3}(?:wahrnehmen|erscheinen|teilnehmen|kommen)|verhindert|cannot attend|"
            r"unable to attend|can ?not come|no pued\w+ (?:asistir|acudir)|ne pouv\w* pas (?:venir|vous présenter)|"
            r"non pot\w* (?:partecipare|presentarsi)|não pu?o?d\w* comparecer",
            _I,
        ),
    ),
    (
        "object_by",
        re.compile(
            r"Widerspruch|Einspruch|Klage|objection|appeal|reconsideration|disagree with|recurso|recours|ricorso|"
            r"reclama|impugna",
            _I,
        ),
    ),
    (
        "pay_by",
        re.compile(
            r"(?<!\w)(?:zu )?(?:be|ein)?zahl(?:en|t|bar)\b|überweis|entricht|begleich|\bleist(?:et|en)\b|"
            r"\bpa(?:y|ys|id|yable)\b|\bpag(?:ar|ará|ue|o|are|ato|abile|ável)\b|\bpay(?:er|é|able)\b|"
            r"\bvers(?:er|é|are|ato)\b|"
            # "Der Beitrag für Januar ist spätestens am … fällig": a contribution, rent or instalment due is one to pay.
            r"\b(?:Beitrag|Beiträge|Miete|Rate)\w*\b[^;]{0,80}?\bfällig\b",
            _I,
        ),
    ),
    # Things to hand in or give back ("Bitte geben Sie Ihren Dienstlaptop … spätestens am … ab"): not a home, which
    # is left and handed back (leave_by), nor keys where nothing names work (a home's keys).
    (
        "return_by",
        re.compile(
            r"^(?!.*(?:Wohnung|Mietsache|Mieträume|\bHaus\b|\bhome\b|premises|\bflat\b|apartment|vivienda|logement|"
            r"immobile|habitação|\bpiso\b))(?!(?=.*(?:Schlüssel|\bkeys\b))(?!.*(?:Dienst|Büro|Firm|Arbeit|office|company|work)))"
            r".*(?:\bgeben Sie\b.{0,160}\b(?:ab|zurück)\b|\babzugeben\b|\bzurückzugeben\b|"
            r"\babgeben\b|\bzurückgeben\b|\bhand (?:in|back)\b|\breturn (?:your|the|all)\b)",
            _I,
        ),
    ),
    (
        "leave_by",
        re.compile(
            r"verlassen|räumen|herausgeben|zurückgeben|Schlüssel|leave the (?:property|premises|home)|vacate|move out|"
            r"return the keys|hand back|"
            r"quitter les lieux|libérer|desalojar|desocupar|lasciare l|rilasciare",
            _I,
        ),
    ),
    (
        "submit_by",
        re.compile(
            r"einreich|reichen Sie|vorleg|übersend|zusend|nachweis|Unterlagen|Belege|submit|send|provide|documents|"
            r"present\w+ la|"
            r"envi|transmett|document|invia|trasmett|apresent",
            _I,
        ),
    ),
    (
        "reply_by",
        re.compile(
            r"äußern|Stellungnahme|Zustimmung (?:\w+ )?erteil|zustimm(?:en|ung)\b|mitteil(?:en|e|t)\b|teilen Sie\b.{0,80}?\bmit\b|melden|antwort|Bescheid geben|reply|respond|tell us|let us know|"
            r"inform|contact|respond|répond|rispond|comuni|respond",
            _I,
        ),
    ),
    # "within 21 days of receiving this notice": the letter itself, not notice to end a contract.
    (
        "notice_by",
        re.compile(
            r"(?<!an)(?<!ange)kündig|(?<!this )(?<!receiving )(?<!receipt of )(?<!of the )notice|terminat|preaviso|préavis|"
            r"disdetta|aviso",
            _I,
        ),
    ),
)
_WITHDRAW = re.compile(r"Widerruf|withdraw|cancel|desist|rétract|recesso|arrepend", _I)
_OBJECT = _ASKS[1][1]
_PAYABLE = frozenset({"deposit", "rent", "utilities", "prepayment", "back_payment", "fee", "fine", "price", "tax"})
# Without a date, at the start or monthly, only these are payments the reader makes (a back payment or
# a tax figure without a date to pay by is a figure of the letter, not yet a payment asked for).
_UNDATED_PAYABLE = frozenset({"deposit", "rent", "fee", "price"})
_PAY_VERB = _ASKS[2][1]
# A sum for a year ("Il canone annuo è convenuto in euro 9.600,00, da pagarsi in dodici rate mensili"): paid in
# monthly parts, never itself every month.
_YEARLY = re.compile(
    r"jährlich|Jahres\w*|pro Jahr|im Jahr|annual\w*|per (?:year|annum)|a year|yearly|anual\w*|por año|al año|"
    r"annuel\w*|par an\b|annu[oaie]\b|all['’]anno|per anno|por ano|ao ano",
    _I,
)
_MONTHLY_PAYABLE = frozenset({"rent", "utilities", "prepayment"})
MONTHLY = re.compile(
    r"monatlich|je Monat|pro (?:Kalender)?monat|/\s*Monat|per (?:calendar )?month|a month|monthly|each month|"
    r"every month|al mes|cada mes|par mois|chaque mois|al mese|ogni mese|por mês|cada mês|mensal",
    _I,
)
# Ordinal (and, for "the first seven days", cardinal) words up to the 15th, in the six languages: the n of a due day.
_NTH_WORDS = {
    1: "erste[nmrs]? first primer primero primera premier première primo prima primeiro primeira uno un",
    2: "zweite[nmrs]? second segundo deuxième secondo due dois",
    3: "dritte[nmrs]? third tercer tercero troisième terzo terceiro tres trois tre três",
    4: "vierte[nmrs]? fourth cuarto quatrième quarto cuatro quattro quatro",
    5: "fünfte[nmrs]? fifth quinto cinquième cinco cinq cinque",
    6: "sechste[nmrs]? sixth sexto sixième sesto seis six sei",
    7: "siebt?e[nmrs]? siebente[nmrs]? seventh séptimo septième settimo sétimo siete sept sette sete",
    8: "achte[nmrs]? eighth octavo huitième ottavo oitavo ocho huit otto oito",
    9: "neunte[nmrs]? ninth noveno neuvième nono nueve neuf nove",
    10: "zehnte[nmrs]? tenth décimo dixième decimo diez dix dieci dez",
    15: "fünfzehnte[nmrs]? fifteenth decimoquinto quinzième quindicesimo quince quinze quindici",
}
_NTH = (
    r"(?P<n>\d{1,2}(?:\.(?:º|o)?|st|nd|rd|th|er|re|e|°|º|ª)?(?!\d)|"
    + "|".join(w for words in _NTH_WORDS.values() for w in words.split())
    + ")"
)
_WORKDAY = (
    r"(?P<wd>Werktag|Arbeitstag|Bankarbeitstag|Banktag|working|business|banking|hábil|ouvrable|ouvré|lavorativo|útil)"
)
_EACH_MONTH = (
    r"(?:eines\s+jeden|jedes|jeden|eines|des)\s+(?:Kalender)?[Mm]onats|of\s+(?:each|every|the)\s+(?:calendar\s+)?month|"
    r"de\s+cada\s+mes|del\s+mes|de\s+chaque\s+mois|du\s+mois|di\s+(?:ogni|ciascun)\s+mese|del\s+mese|de\s+cada\s+mês|"
    r"do\s+mês"
)
# A due day that comes back each month, as the text gives it: "spätestens am dritten Werktag eines jeden Monats", "bis
# zum 3. eines Monats", "on the 1st day of each month", "dentro de los siete primeros días de cada mes", "au plus tard
# le 5 de chaque mois", "entro il giorno 5 di ogni mese", "até ao dia 8 de cada mês". ``by``: at the latest then.
_DUE_DAYS = (
    re.compile(
        r"(?:(?P<by>spätestens|bis|by|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|a\s+más\s+tardar|antes\s+del?|"
        r"au\s+plus\s+tard|avant|entro|non\s+oltre|até\s+ao|até\s+o|até\s+a)\s+)?"
        r"(?:am|zum|the|on\s+the|el|le|il|ao|no|o)?\s*(?:(?:día|giorno|dia|jour)\s+)?"
        + _NTH
        + r"\s+(?:(?:"
        + _WORKDAY
        + r"\s+)?(?:day|jour|giorno|día|dia)\s+(?:"
        + _WORKDAY.replace("wd", "wd2")
        + r"\s+)?)?"
        r"(?:" + _WORKDAY.replace("wd", "wd3") + r"\s+)?(?:" + _EACH_MONTH + r")",
        _I,
    ),
    # "dentro de los siete primeros días (hábiles) de cada mes", "entro i primi cinque giorni lavorativi di ogni mese",
    # "within the first three working days of each month": by the nth day.
    re.compile(
        r"(?P<by>dentro\s+de|en|entro|nei|within|in|durante|nos)\s+(?:los|i|the|os)\s+(?:primeros\s+|primi\s+|first\s+|"
        r"primeiros\s+)?"
        + _NTH
        + r"\s+(?:primeros\s+|primi\s+|primeiros\s+)?(?:días|giorni|days|dias)\s+(?:"
        + _WORKDAY
        + r"\s+|hábiles\s+|lavorativi\s+|úteis\s+)?(?:"
        + _EACH_MONTH
        + r")",
        _I,
    ),
)
_WORKDAY_PLURAL = re.compile(r"hábiles|lavorativi|úteis|working|business|Werktag", _I)
# "monatlich im Voraus", "monthly in advance", "payable in advance", "par avance", "por adelantado", "anticipatamente".
_IN_ADVANCE = re.compile(
    r"im\s+Voraus|in\s+advance|por\s+adelantado|por\s+anticipado|d['’]avance|par\s+avance|à\s+échoir|"
    r"anticipatamente|in\s+anticipo|antecipadamente|adiantadamente",
    _I,
)


def _nth(written: str) -> int | None:
    digits = re.match(r"\d{1,2}", written)
    if digits:
        return int(digits.group())
    low = written.lower()
    return next((n for n, words in _NTH_WORDS.items() for w in words.split() if re.fullmatch(w, low)), None)


def due_day(sentence: str) -> tuple[str, int | None] | None:
    """When in each month the sentence says a payment is due, as a key of ``actions.toml`` and the day or working
    day of the month: ("due_by_working_day", 3) for "spätestens am dritten Werktag eines jeden Monats",
    ("due_in_advance", None) for "monatlich im Voraus" without a day; None where it names no day of each month."""
    for pattern in _DUE_DAYS:
        m = pattern.search(sentence)
        if m is None:
            continue
        n = _nth(m.group("n"))
        if n is None or not 1 <= n <= 31:
            continue
        groups = m.groupdict()
        working = any(groups.get(g) for g in ("wd", "wd2", "wd3")) or bool(_WORKDAY_PLURAL.search(m.group()))
        by = bool(groups.get("by")) or m.group().lower().lstrip().startswith("zum")
        return (f"due_{'by' if by else 'on'}_{'working_day' if working else 'day'}", n)
    if _IN_ADVANCE.search(sentence) and MONTHLY.search(sentence):
        return ("due_in_advance", None)
    return None


# Due at the start of the term. Not "on signing", "bei Abschluss", "à la signature": the contract is signed
# before the term starts (tenancy_agreement_en: signed 5 January, tenancy from 1 February); that is due on the
# signing date only where the signature lines state one (``signing_date``).
_AT_START = re.compile(
    r"(?:bei|zu|vor|mit) (?:Beginn|Übergabe)|Mietbeginn|Vertragsbeginn|at the start|before the start|"
    r"before moving in|al inicio|al momento della consegna|no início",
    _I,
)
# Due before the term starts, not on its first day ("before the start of the tenancy", "vor Beginn des
# Mietverhältnisses"): the action says "before" the start date, never "by" it (a sum paid on that day is late).
_BEFORE_START = re.compile(
    r"\bvor (?:dem )?(?:Beginn|Übergabe|Mietbeginn|Vertragsbeginn|Einzug)|\bbefore (?:the start|moving in|the tenancy)|"
    r"\bantes del? (?:inicio|comienzo|la entrada)|\bavant (?:le début|l'entrée|la remise)|"
    r"\bprima (?:dell'inizio|della consegna|dell'ingresso)|\bantes do início",
    _I,
)

# Due when the contract is signed: "on signing this agreement", "bei Vertragsunterzeichnung", "à la signature".
_ON_SIGNING = re.compile(
    r"\b(?:on|upon|at) (?:the )?sign(?:ing|ature)|bei (?:der )?(?:Vertrags)?(?:unterzeichnung|unterschrift)|"
    r"(?:à|lors de) la signature|a la firma|al firmar|(?:alla|all['’]atto della) (?:firma|sottoscrizione)|"
    r"(?:na|no ato da) assinatura",
    _I,
)
# A signature line that states its date: "Signed by the Tenant: ____ Date: 05/01/2026", "Unterschrift Mieter …
# Datum: 05.01.2026", "Fait à Lyon, le 5 janvier 2026 … Signature".
_SIGNED_LINE = re.compile(
    r"^[^\n]*(?:\bsigned\b|\bsignature|unterschrift|unterzeichnet|\bsigné|\bfirmado|\bfirma\b|\bfirmato|"
    r"assinado|assinatura)[^\n]*$",
    re.IGNORECASE | re.MULTILINE,
)


def signing_date(text: str) -> str | None:
    """The day the document was signed, where its signature lines state it (each with the same date); None where
    they state none or differ. The date a contract is "made" or printed is not taken for it."""
    days = {d.value.isoformat() for line in _SIGNED_LINE.finditer(text) for d in find_dates(line.group())}
    return days.pop() if len(days) == 1 else None


_ISO_UNITS = {"D": "day", "M": "month", "Y": "year"}


def _iso_period(iso: str) -> Period | None:
    m = re.fullmatch(r"P(\d+)([DMY])", iso)
    return Period(int(m.group(1)), _ISO_UNITS[m.group(2)]) if m else None


def document_date(doc: PreparedDocument) -> str | None:
    """The date of the document as ISO: 'Köln, 12.09.2025' or 'Datum: 12.09.2025' near the top, else
    the date of the decision it is ('Bescheid vom ...'); None when it states none."""
    found = find_letter_date(doc.text)
    return found.isoformat() if found else None


def _sentence(doc: PreparedDocument, pos: int) -> str:
    start, end = sentence_bounds(doc.text, pos)
    return doc.text[start:end]


# "bis zum", "until" alone only say that something lasts until then; a date to act by needs a deadline
# word ("spätestens", "fällig", "by"), a duty or a verb of what to do in its sentence.
_UNTIL_ONLY = re.compile(
    r"(?:bis|until|till|hasta|jusqu['’]au|fino al|até)(?:\s+(?:zum|zur|am|den|dem|the|al|el|ao|à|au|dia|o))*"
    r"\s+(?!spätestens|latest)\S",
    _I,
)
_DUTIES = re.compile("|".join(f"(?:{p})" for lang in LANGUAGES for p in reading(lang).obligations), _I)


# A German separable verb takes "zu" between its particle and its stem ("mitzuteilen", "einzureichen", "vorzulegen",
# "nachzuweisen", "zurückzugeben"): joined again, the verb is read as its plain infinitive.
_ZU_INFIX = re.compile(
    r"(?<![^\W\d_])(ab|an|auf|aus|bei|ein|fest|heraus|her|hin|mit|nach|vor|weg|zurück|zusammen|zu)zu(?=[a-zäöüß]{3})",
    _I,
)


def _ask(sentence: str) -> str:
    """What a sentence with a date to meet asks for ("due_by": nothing it names)."""
    joined = _ZU_INFIX.sub(r"\1", sentence)
    return next((name for name, pattern in _ASKS if pattern.search(joined)), "due_by")


def binding_wording(sentence: str) -> bool:
    """Whether the sentence holds words that create a duty or forbid something ("ist … zu zahlen", "muss"), in any
    of the document languages (``obligations`` of app/locales/<code>/reading.toml)."""
    return _DUTIES.search(sentence) is not None


def marks_a_duty(deadline_text: str, sentence: str) -> bool:
    """Whether a date after "bis"/"until" is one to act by: the sentence names what to do or a duty
    ("Es gilt das Gesetz bis zum 24.05.2018" names neither: no date due)."""
    if not _UNTIL_ONLY.match(deadline_text):
        return True
    return _ask(sentence) != "due_by" or binding_wording(sentence)


def _from_key_date(doc: PreparedDocument, key: KeyDate) -> ActionFact | None:
    deadline = key.deadline
    if not deadline.date:
        return None
    day, clause = deadline.date, deadline.clause_id
    if key.role == "appointment":
        phrase = Phrase("appointment", day=day, time=key.time or "")
        return ActionFact(phrase, "appointment", date=day, time=key.time, clause_id=clause)
    if key.role == "notice_end":
        return ActionFact(Phrase("notice_end", day=day), "deadline", date=day, clause_id=clause)
    if key.role != "due":
        return None
    sentence = _sentence(doc, key.start)
    if not marks_a_duty(deadline.text, sentence):
        return None
    if reports_a_request(sentence):
        return None  # "Mit Schreiben vom … hatte ich Sie gebeten, bis zum … vorzulegen": asked before, not now
    ask = _ask(sentence)
    if ask == "due_by" and asks_for_documents(sentence) == "submit":
        ask = "submit_by"  # "Reichen Sie bis zum … die Belege ein, die Ihren Anspruch zeigen": the papers are due
    if ask == "pay_by":
        return None  # said with its amount by _payments
    kind: ActionKind = "option" if ask == "object_by" else "deadline"
    return ActionFact(Phrase(ask, day=day), kind, date=day, clause_id=clause)


# What a letter asks the reader to send or bring, as ``[requests]`` of letters.toml words it in the letter's language.
_REQUESTS = ("submit", "bring")


def asks_for_documents(sentence: str) -> str | None:
    """Whether the sentence asks the reader, now, to send or show documents ("submit": "Bitte reichen Sie … ein",
    "Legen Sie … vor", "Senden Sie uns … zu") or to bring them along ("bring": "Bitte bringen Sie … mit"); None where
    it asks neither, or only tells of an earlier request."""
    said = " ".join(sentence.split())
    if said.endswith("?") or reports_a_request(said):
        return None
    markers = letter_markers("requests")
    return next((kind for kind in _REQUESTS if (rx := markers.get(kind)) is not None and rx.search(said)), None)


def _asks_to_pay(sentence: str) -> bool:
    """Whether the sentence asks the reader, now, to pay ("Bitte zahlen Sie …"), and no money goes to the reader."""
    pay = letter_markers("requests").get("pay")
    return pay is not None and pay.search(sentence) is not None and not marked("receive", sentence)


def _sender_pays(sentence: str) -> bool:
    """Whether the sentence says that the writer pays ("Ihr Gehalt zahlen wir … weiter", "we will pay"): money goes to
    the reader, no payment of the reader's is due ([requests] sender_pays of letters.toml)."""
    pays = letter_markers("requests").get("sender_pays")
    return pays is not None and pays.search(" ".join(sentence.split())) is not None


def reports_a_request(sentence: str) -> bool:
    """Whether the sentence tells of a request made before or of papers sent ("hatte ich Sie gebeten", "haben Sie …
    eingereicht"): it asks for nothing now."""
    reported = letter_markers("requests").get("reported")
    return reported is not None and reported.search(" ".join(sentence.split())) is not None


# Letters in which a request to send or bring papers is one to the reader.
_LETTER_CATEGORIES = frozenset({"authority_letter", "tax_assessment", "termination_letter"})
_LETTER_HEAD = 3  # a letter greets its reader in its first parts


def _a_letter(doc: PreparedDocument) -> bool:
    """Whether the document is a letter: an authority's letter or a tax assessment, or one that greets its reader."""
    if classify(doc.text)[0] in _LETTER_CATEGORIES:
        return True
    return any(is_letter(doc.text[s.start : s.end]) for s in doc.segments[:_LETTER_HEAD])


def _requests(doc: PreparedDocument, keys: list[KeyDate]) -> list[tuple[int, ActionFact]]:
    """Requests to send or bring documents in sentences of the document's clauses that name no date to meet (one
    that does is said with its date by ``_from_key_date``): an action without a date, none invented. Only the
    clauses' sentences before the letter's closing count: the letterhead, the reference lines, the signature and a
    footer ask for nothing."""
    if not _a_letter(doc):
        return []  # "Senden Sie uns die Ware zurück" in a shop's terms asks for no papers
    due = [k.start for k in keys if k.role == "due"]
    closing = letter_markers("parts").get("closing")
    closed = re.search(rf"^[ \t]*(?:{closing.pattern})[ \t,.]*$", doc.text, _I | re.MULTILINE) if closing else None
    signed = closed.start() if closed is not None else len(doc.text)
    found: list[tuple[int, ActionFact]] = []
    for index, segment in enumerate(doc.segments):
        text = doc.text[segment.start : segment.end]
        for start, end, sentence in sentences(text):
            kind = asks_for_documents(sentence)
            if kind is None or segment.start + start > signed:
                continue  # after the closing: the signature and the footer ask for nothing
            dated = any(segment.start + start <= at <= segment.start + end for at in due)
            if dated and kind == "submit" and _ask(sentence) in ("submit_by", "due_by"):
                continue  # said with its date by ``_from_key_date``
            phrase = Phrase("submit" if kind == "submit" else "bring")
            found.append((segment.start + start, ActionFact(phrase, "deadline", clause_id=clause_id(index))))
    return found


def _until(sentence: str) -> str:
    """An objection's last day counted from the letter's date, or from when the letter counts as received."""
    return "object_until_dated" if FROM_LETTER_DATE.search(sentence) else "object_until"


def _from_period(doc: PreparedDocument, deadline: Deadline) -> ActionFact | None:
    """An objection or withdrawal period: an option, with its last day where it was computed."""
    clause = deadline.clause_id
    at = written_at(doc.text, deadline, doc.segments)
    sentence = _sentence(doc, at) if at >= 0 else deadline.text
    near = near_period(doc.text, at, len(deadline.text)) or deadline.text
    role = deadline.role or period_role(near, None, sentence_near(doc.text, at, len(deadline.text)))
    period = _period(deadline)
    remedy = _remedy(sentence)
    if role == "objection" and deadline.date:
        phrase = Phrase(_until(sentence), day=deadline.date, period=period, remedy=remedy)
        return ActionFact(phrase, "option", date=deadline.date, clause_id=clause)
    if period and role in ("objection", "withdrawal"):
        since = said_start(doc.text, at, len(deadline.text)) if at >= 0 else None
        phrase = Phrase(_period_key(role, deadline), period=period, remedy=remedy, runs_from=since)
        return ActionFact(phrase, "option", clause_id=clause)
    return None


_WITHIN = {"objection": "object_within", "withdrawal": "withdraw_within", "notice_period": "notice_period"}
_BEFORE = {"objection": "object_before", "withdrawal": "withdraw_before"}


def _period_key(role: str, deadline: Deadline) -> str:
    """How a period without a computed last day is said: within it ("within 2 months"), or counted back from
    an event the text names ("up to 2 months before …"); a notice period is one either way."""
    if counted_backward(deadline.text) and role != "notice_period":
        return _BEFORE.get(role, "period_before")
    return _WITHIN.get(role, "period_of")


# An amount that changes into the next one: "increase from £950 to £1,010", "von 850 € auf 900 €",
# "de 950 € à 1 010 €", "de 950 € a 1.010 €", "da 950 € a 1.010 €", "de 950 € para 1.010 €".
_CHANGED_TO = re.compile(r"[ \t]*(?:to|auf|à|a|para)[ \t]+(?:EUR|€|£|\$|CHF|USD|GBP)?[ \t]?\d", _I)


def _later_in_clause(doc: PreparedDocument, pos: int) -> str:
    """The text of the clause holding ``pos``, from ``pos`` to the clause's end."""
    end = next((seg.end for seg in doc.segments if seg.start <= pos < seg.end), pos)
    return doc.text[pos:end]


@cache
def _meaning_words(meaning: str) -> re.Pattern[str] | None:
    words = sorted({w for lang in LANGUAGES for w in reading(lang).meanings.get(meaning, ())}, key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in words), _I) if words else None


def _due_day_of(doc: PreparedDocument, meaning: str, sentence: str) -> tuple[str, int | None] | None:
    """When in each month the payment of ``meaning`` is due: said in the amount's own sentence, else in the first
    sentence of the document that asks to pay the same thing ("§ 3: Die Miete beträgt monatlich 850,00 EUR" …
    "§ 4: Die Miete ist … spätestens am dritten Werktag eines jeden Monats … zu zahlen"). A sentence that names
    another payable thing too is not taken for this one."""
    own = due_day(sentence)
    if own is not None:
        return own
    names = _meaning_words(meaning)
    if names is None:
        return None
    others = [rx for m in sorted(_MONTHLY_PAYABLE - {meaning}) if (rx := _meaning_words(m)) is not None]
    found = sorted(m.start() for pattern in _DUE_DAYS for m in pattern.finditer(doc.text))
    for at in found:
        start, end = sentence_bounds(doc.text, at)
        said = doc.text[start:end]
        if names.search(said) and _PAY_VERB.search(said) and not any(rx.search(said) for rx in others):
            return due_day(said)
    return None


def _payments(doc: PreparedDocument, amounts: list[Amount], keys: list[KeyDate]) -> list[ActionFact]:
    """Amounts the reader pays (deposit, rent, a back payment ...) in a sentence that asks for payment."""
    starts = sorted(k.deadline.date for k in keys if k.role == "start" and k.deadline.date)
    out: list[ActionFact] = []
    seen: set[str] = set()
    located = _located(doc.text, amounts)
    for index, (amount, at) in enumerate(zip(amounts, located, strict=True)):
        if at < 0:
            continue
        cursor = at + len(amount.text)
        meaning = amount.meaning or "other"
        if meaning not in _PAYABLE or meaning in seen or not amount.value:
            continue
        if _CHANGED_TO.match(doc.text, cursor):
            continue  # "from £950 to £1,010", "von 850,00 EUR auf 900,00 EUR": the old amount, not what is paid
        s_start, s_end = sentence_bounds(doc.text, at)
        sentence = doc.text[s_start:s_end]
        monthly = bool(MONTHLY.search(sentence)) and not _YEARLY.search(sentence)
        paid = _PAY_VERB.search(sentence)
        if marked("receive", sentence):
            continue  # "erhalten Sie monatlich 200 EUR", "we will pay you": money to the reader
        # "Die Miete beträgt monatlich 850,00 EUR" asks for payment without a verb of paying.
        if not paid and not (monthly and meaning in _MONTHLY_PAYABLE):
            continue
        due = next(
            (k.deadline.date for k in keys if k.role == "due" and s_start <= k.start < s_end and k.deadline.date),
            None,
        )
        at_start = bool(_AT_START.search(sentence))
        instalments = False
        if due is None and not at_start and not monthly and starts:
            # "… eine Kaution von 2.550,00 EUR. … in drei Raten; die erste ist zu Beginn des Mietverhältnisses
            # fällig": a later sentence of its clause says when the sum (or its first part) is due.
            later = _later_in_clause(doc, s_end)
            if _AT_START.search(later):
                at_start, instalments = True, marked("instalment", later)
        before_start = False
        if due is None and at_start and starts:
            due = starts[0]
            before_start = bool(_BEFORE_START.search(sentence))
        if due is None and not at_start and _ON_SIGNING.search(sentence):
            due = signing_date(doc.text)  # "on signing this agreement": only on a signing date the text states
        if due is None and not monthly and not at_start and meaning not in _UNDATED_PAYABLE:
            continue
        seen.add(meaning)
        if due is None and monthly and meaning in _MONTHLY_PAYABLE:
            # Paid every month: the start of the term is when the payments start, not a date one is due by
            # ("a new rent of £1,150.00 per month … will take effect from 1 February 2027"); the day of each month
            # it is due is said where the text gives one ("spätestens am dritten Werktag eines jeden Monats").
            when = _due_day_of(doc, meaning, sentence)
            start = _payments_start(doc, keys, s_start, s_end)
            steps = _steps(doc, amounts, located, index)
            out.extend(_monthly(amount, meaning, start, when, steps))
            continue
        by = "pay_before" if before_start else "pay_by"
        key = ("pay_instalments_from" if instalments else by) if due else "pay_monthly" if monthly else "pay"
        phrase = Phrase(key, day=due, amount=amount.value, currency=amount.currency, meaning=meaning)
        out.append(ActionFact(phrase, "payment", date=due, clause_id=amount.clause_id))
    return out


def _located(text: str, amounts: Sequence[Amount]) -> list[int]:
    """Where each amount stands (-1 where it is not found): amounts come in document order, and every one moves the
    cursor, so that "5,00 EUR" is not found inside an earlier "95,00 EUR"."""
    out: list[int] = []
    cursor = 0
    for amount in amounts:
        at = text.find(amount.text, cursor)
        out.append(at)
        if at >= 0:
            cursor = at + len(amount.text)
    return out


# Monthly payments on running costs that a yearly statement settles (and may adjust), whatever index the rent has.
_SETTLED = frozenset({"prepayment", "utilities"})


# How far after a monthly amount its later figures are looked for: its own clause and the next one ("§ 3 Miete …
# § 4 Staffelmiete").
_STEP_CLAUSES = 2


@dataclass(frozen=True)
class _Step:
    day: str | None  # ISO: from when the new figure applies; None where the text gives it no date the engine reads
    amount: Amount


def _steps(doc: PreparedDocument, amounts: Sequence[Amount], located: Sequence[int], index: int) -> list[_Step] | None:
    """The later figures of the monthly amount ``amounts[index]`` (the same meaning, read as the new figure of a change
    in its clause or the next: ``change_of``), in document order; None where the clause ties the amount to an index or
    a review ("Indexmiete", "rent review"), whose new figure the text does not fix."""
    amount = amounts[index]
    clauses = [clause_id(i) for i, seg in enumerate(doc.segments) if seg.start <= located[index] < seg.end]
    own = clauses[0] if clauses else amount.clause_id
    where = next((i for i, seg in enumerate(doc.segments) if clause_id(i) == own), None)
    near = {clause_id(i) for i in range(where, where + _STEP_CLAUSES)} if where is not None else {own}
    # An index ties the rent or the pay it is named for. A prepayment of running costs is settled by a statement and
    # changes by it, not by the index of the rent in its clause: it is tied only where its own sentence names the
    # index, or a sentence that names the index names it.
    if (
        where is not None
        and any(index_named(doc.text[seg.start : seg.end]) for seg in doc.segments[where : where + _STEP_CLAUSES])
        and (amount.meaning not in _SETTLED or _index_names(doc, where, located[index], amount.meaning))
    ):
        return None
    steps: list[_Step] = []
    for later in range(index + 1, len(amounts)):
        other, at = amounts[later], located[later]
        if at < 0 or other.meaning != amount.meaning or other.clause_id not in near:
            continue
        previous_end = max((located[k] + len(amounts[k].text) for k in range(later) if located[k] >= 0), default=0)
        next_start = next((located[k] for k in range(later + 1, len(amounts)) if located[k] >= 0), len(doc.text))
        change = change_of(doc.text, at, at + len(other.text), previous_end, next_start)
        if change is not None:
            steps.append(_Step(change.day, other))
        elif other.applies_from is not None:  # a row or step of a staggered list ("ab dem …: 1.060,00 EUR")
            steps.append(_Step(other.applies_from, other))
    return steps


def _index_names(doc: PreparedDocument, where: int, at: int, meaning: str) -> bool:
    """Whether the index of the clauses from ``where`` (and the next) ties the amount at ``at``: the amount's own
    sentence names the index, or a sentence that names the index names the amount's kind ("Auch die Vorauszahlung
    wird nach dem Verbraucherpreisindex angepasst")."""
    s_start, s_end = sentence_bounds(doc.text, at)
    if index_named(doc.text[s_start:s_end]):
        return True
    words = [w.lower() for ws in MEANINGS.get(meaning, {}).values() for w in ws]
    for seg in doc.segments[where : where + _STEP_CLAUSES]:
        pos = seg.start
        while pos < seg.end:
            start, end = sentence_bounds(doc.text, pos)
            end = max(end, pos + 1)
            sentence = doc.text[max(start, seg.start) : min(end, seg.end)]
            if index_named(sentence) and any(w in sentence.lower() for w in words):
                return True
            pos = end + 1
    return False


def _whole_months(first: str, then: str) -> Period | None:
    """The months from ``first`` to ``then`` (ISO) where they are whole (the same day of the month, at most the 28th),
    in years where those are whole: "for 1 year", "for 18 months"."""
    a, b = date.fromisoformat(first), date.fromisoformat(then)
    if a.day != b.day or a.day > 28 or b <= a:
        return None
    months = (b.year - a.year) * 12 + b.month - a.month
    return Period(months // 12, "year") if months % 12 == 0 else Period(months, "month")


def _monthly(
    amount: Amount, meaning: str, start: str | None, when: tuple[str, int | None] | None, steps: list[_Step] | None
) -> list[ActionFact]:
    """The actions of a monthly payment and of its later figures. Without a later figure: every month, from its start
    where one is read. With later figures each with a date, in order and after the start: each figure from its date
    for the whole months until the next one ("for 1 year"), else until the day before the next one; the last from its
    date on. Where a later figure has no date, or the clause ties it to an index or a review: the first figure is said
    as what is paid at first and that it changes later, never as what is paid every month (a wrong amount from the
    change on), and no later figure is said."""
    due, nth = (when[0], when[1]) if when else (None, None)
    base = "pay_monthly_due" if when else "pay_monthly"

    def act(key: str, paid: Amount, day: str | None = None, period: Period | None = None) -> ActionFact:
        phrase = Phrase(
            key,
            day=day,
            period=period,
            amount=paid.value,
            currency=paid.currency,
            meaning=meaning,
            due=due if "_due" in key else None,
            nth=nth if "_due" in key else None,
        )
        return ActionFact(phrase, "payment", clause_id=paid.clause_id)

    if steps is not None and not steps:
        return [act(base + ("_from" if start else ""), amount, start)]
    days = [step.day for step in steps or []]
    dated = [d for d in days if d is not None]
    if steps is None or len(dated) < len(days) or dated != sorted(set(dated)) or (start and dated[0] <= start):
        return [act(base + "_changes" + ("_from" if start else ""), amount, start)]
    out: list[ActionFact] = []
    runs = [(amount, start), *((step.amount, step.day) for step in steps)]
    for (paid, since), (_next_paid, then) in pairwise(runs):
        assert then is not None
        period = _whole_months(since, then) if since else None
        if since and period:
            out.append(act(base + "_from_for", paid, since, period))
        else:
            out.append(act(base + "_until", paid, (date.fromisoformat(then) - timedelta(days=1)).isoformat()))
    last, since = runs[-1]
    out.append(act(base + "_from", last, since))
    return out


def _payments_start(doc: PreparedDocument, keys: list[KeyDate], s_start: int, s_end: int) -> str | None:
    """The day monthly payments start: a start date in the payment's own sentence ("a new rent of £1,150.00 per month
    … will take effect from 1 February 2027"); else a start in another sentence that names the contract's term ("Das
    Mietverhältnis beginnt am …"); a start of a change ("Die neue Miete gilt ab …", "einer Erhöhung … mit Wirkung ab")
    only for an amount its own sentence calls the new one ("proposes a new rent of …"). Today's rent in a letter that
    asks to raise it ("beträgt derzeit 640,00 EUR") is not paid from the day the raise would take effect."""
    dated = [k for k in keys if k.role == "start" and k.deadline.date]
    own = next((k for k in dated if s_start <= k.start < s_end), None)
    if own is not None:
        return own.deadline.date
    new_amount = _NEW_AMOUNT.search(doc.text, s_start, s_end) is not None
    for key in dated:
        k_start, k_end = sentence_bounds(doc.text, key.start)
        where = doc.text[k_start:k_end]
        if _CHANGE.search(where):
            if new_amount:
                return key.deadline.date
        elif _TERM_NAMED.search(where) or _TERM_NAMED.search(key.deadline.text):
            return key.deadline.date
    return None


# The term of a contract named: deadlines' words for a contract's term, and the nouns of its start ("Mietbeginn",
# "Eintritt", "Dienstantritt").
_TERM_NAMED = re.compile(
    TERM_WORDS.pattern + r"|Mietbeginn|Vertragsbeginn|Arbeitsbeginn|Eintritt|Dienstantritt|alquiler|arrendamento",
    _I,
)
# A change of an amount: a raise, a cut, a new figure.
_CHANGE = re.compile(
    r"Erhöhung|erhöh|Senkung|senk|Änderung|änder|Anpassung|anpass|\bneue[nrs]?\b|increas|reduc|\bnew\b|chang|"
    r"aumento|aument|augment|hausse|baisse|réduction|rebaja|subida|riduzion|redução|nouve|nuev|nuov|\bnov[oa]s?\b",
    _I,
)
# An amount its sentence calls the new one ("neue Miete", "a new rent of", "le nouveau loyer", "la nueva renta").
_NEW_AMOUNT = re.compile(
    r"\bneue[nrs]?\b|\bkünftig\w*|\bzukünftig\w*|\bnew\b|\bfuture\b|nouve\w*|nuev[oa]s?\b|nuov[oa]\b|\bnov[oa]s?\b",
    _I,
)


_NOTICE = _ASKS[-1][1]
_TITLE = 300  # where a document names itself
# Whose term starts or ends: the reader sees "Start of the tenancy", not a bare date.
_TERMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # The relationship, not the rent: "Mietverhältnis", "Mietvertrag", never "Nettokaltmiete" or "Mieterhöhung".
    (
        "term_tenancy",
        re.compile(
            r"Mietverh|Mietvertr|Mietzeit|Mietdauer|tenancy|lease|arrendamiento|contrato de alquiler|"
            r"\bbail|location|locazion|arrendamento",
            _I,
        ),
    ),
    (
        "term_employment",
        # The relationship, not the person: "Arbeitsverhältnis", never "Arbeitnehmer" or "employee".
        re.compile(
            r"Arbeitsverh|Arbeitsvertr|Arbeitsbeginn|Beschäftigung|Anstellung|eingestellt|employment|\bemployed\b|"
            r"hired|relación laboral|contrato de trabajo|contrat de travail|rapporto di lavoro|contratto di lavoro|"
            r"contrato de trabalho|trabaj|travail|lavor|trabalh|engagée?\b|embauchée?\b|assunt[oa]\b|contratad[oa]\b",
            _I,
        ),
    ),
)


_CONTRACT = re.compile(r"Vertrag|contract|agreement|contrat|contrato|contratto", _I)


# "ab", "as of", "a partir de": from when something applies. Only the sentence can say it is the contract's
# start; the title cannot ("Arbeitsvertrag" … "Ab dem 01.01.2028 erhält die Arbeitnehmerin …" is when a pay applies).
_FROM_WHEN = re.compile(
    r"^\s*(?:ab|as of|effective|with effect|mit Wirkung|a partir|à compter|à partir|a partire)\b", _I
)


# A clause heading that names the start of the contract or job, as a table row's label names its value ("1. Aufgabengebiet,
# Eintritt" … "wird mit Wirkung vom 01.07.2019 … beschäftigt"): the date "ab"/"mit Wirkung vom" in it is that start.
_START_HEADING = re.compile(
    r"(?<!\w)(?:Eintritt|Eintrittsdatum|Beginn|Vertragsbeginn|Arbeitsbeginn|Dienstantritt|Dienstbeginn|Mietbeginn|"
    r"Beschäftigungsbeginn|commencement|start\s+date|start\s+of\s+(?:employment|the\s+contract))(?!\w)",
    _I,
)


# A word that makes a date written "ab …" the start of the contract or job its sentence names: the contract begins,
# runs or is in force from then, or someone is employed from then ("Das Arbeitsverhältnis beginnt ab …", "wird ab …
# als Buchhalterin eingestellt", "the tenancy runs from …"). Without one, such a date is only when something applies.
_START_WORD = re.compile(
    r"(?<!\w)(?:beginn\w*|Beginn|Eintritt\w*|eingestellt|beschäftigt|angestellt|läuft|Laufzeit|gilt|geschlossen|"
    r"abgeschlossen|start\w*|commenc\w*|begin\w*|runs?|employed|hired|engaged|comienza|empieza|inicio|durará|"
    r"commence|débute|début|court|inizia|inizio|decorre|decorrenza|durata|assunt[oa]|começa|início|vigora|"
    r"contratad[oa]|embauché\w*|engagé\w*)(?!\w)"
    # separable verbs: "stellt Frau Muster mit Wirkung zum … ein", "tritt am … ein", "nimmt die Arbeit am … auf"
    r"|\b(?:stellt|stellen|tritt|treten|nimmt|nehmen)\b[^;]{0,100}\b(?:ein|auf)\b",
    _I,
)


def _heading_at(text: str, segments: Sequence[Segment], at: int) -> str:
    """The heading of the clause at offset ``at`` (its first line where the segmenter kept none)."""
    for segment in segments:
        if segment.start <= at < segment.end:
            if segment.heading:
                return segment.heading
            first = text[segment.start : segment.end].lstrip().split("\n", 1)[0]
            return first if len(first) <= 80 and "\n" in text[segment.start : segment.end].strip() else ""
    return ""


def _term(sentence: str, title: str, written: str = "") -> str | None:
    """Whose term: named in the sentence, else in the document's title ("Mietvertrag" … "Es beginnt am …");
    None when neither names a contract ("Ab dem 10.12.2026 betragen die Vorauszahlungen …"), and for a date
    written "ab …" when the sentence does not."""
    if _FROM_WHEN.match(written):
        title = ""
    key = next((k for k, rx in _TERMS if rx.search(sentence)), None)
    key = key or next((k for k, rx in _TERMS if rx.search(title)), None)
    if key is None and (_CONTRACT.search(sentence) or _CONTRACT.search(title)):
        key = "term_contract"
    return key


def _probation_before(text: str, at: int) -> bool:
    """Whether the thing named nearest before the date at ``at`` in its sentence is a probation ([roles] probation),
    not a contract or a job: "Die Probezeit beginnt am 1.7. und endet am 31.12." names the probation's start and end;
    "Das Arbeitsverhältnis endet am 30.6., die Probezeit am …" the job's end; "Nach der Probezeit endet das
    Arbeitsverhältnis am …" the job's end too."""
    s_start, _s_end = sentence_bounds(text, at)
    lead = text[max(s_start, at - 120) : at]
    probation = role_markers("probation")
    found = list(probation.finditer(lead)) if probation is not None else []
    if not found:
        return False
    terms = [m.end() for _key, rx in _TERMS for m in rx.finditer(lead)] + [m.end() for m in _CONTRACT.finditer(lead)]
    return found[-1].end() > max(terms, default=-1)


def _remedy(sentence: str) -> str | None:
    """The remedy a letter names where it is not the usual objection: 'Einspruch' (German tax law), not
    'Widerspruch'; a reader language with a word of its own for it says so."""
    return "einspruch" if re.search(r"Einspruch", sentence) else None


def _hours(iso: str | None) -> Period | None:
    """A whole number of hours ("PT40H"); None for a fraction ("PT40.5H"), which a count of hours cannot say."""
    m = re.fullmatch(r"PT(\d+)H", iso or "")
    return Period(int(m.group(1)), "hour") if m else None


def _period(deadline: Deadline) -> Period | None:
    """The period as written: 4 weeks stays 4 weeks (its ISO form would say 28 days); else from the ISO period."""
    for number, unit, _written in durations_as_written(deadline.text):
        if unit in UNITS:
            return Period(number, unit)
    return _iso_period(deadline.period) if deadline.period else None


# "… als akzeptiert, wenn Sie diese innerhalb von zwei Wochen nicht ablehnen": a period to object to a change.
_REJECT_IF = re.compile(
    r"\b(?:wenn|falls|sofern|if|unless|si|se|salvo que|sauf si|a meno che)\b[^.;]{0,80}?"
    r"(?:ablehn|widersprech|reject|object|refuse|rechaz|oponerse|refus|opposer|rifiut|opporsi|recus|opor)",
    _I,
)
# "Gültig ab 9. September 2015": the day the text itself applies from, not the start of a contract.
_IN_FORCE = re.compile(
    r"gültig ab|gilt ab|gelten ab|in Kraft|wirksam ab|Stand:|effective\s+(?:on\s+)?(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)|"
    r"effective (?:as of|from|date)|valid from|last updated|"
    r"(?:terms|conditions|agreement|polic(?:y|ies)|provisions|version|rules)\b[^.;]{0,30}?\b"
    r"(?:(?:take|takes|taking|took) effect|(?:come|comes|came) into (?:force|effect))|in force|vigente|en vigueur|applicables? à compter|in vigore|em vigor|"
    r"en vigor|válid[oa]s? a partir",
    _I,
)


# A period within which money is paid back ("binnen 14 Tagen nach Eingang Ihres Widerrufs erstatten"): the
# withdrawal is the event it runs from, not what the reader does within it.
_REFUND = re.compile(
    r"erstatt|zurückzahl|zurückzuzahl|zurückgezahlt|rückzahl|refund|reimburs|rimbors|reembols|rembours|devolv", _I
)
_NEAR_PERIOD = 80  # how far from a period the word naming what it is for may stand


# A phrase that opens a subordinate clause inside the period's clause ("innerhalb von 14 Tagen, nachdem Sie die Ware
# erhalten haben, widerrufen"): the period's own words go on after it.
_INSERTED = re.compile(
    r"\s*(?:nachdem|sobald|seitdem|gerechnet|beginnend|after|once|counting|calculated|à compter|dès|desde|a partir|"
    r"dopo|a decorrere|após|a contar)\b",
    _I,
)


def near_period(text: str, at: int, length: int) -> str:
    """The words of the period's own phrase within reach of a period written at ``at``: what names the period's
    purpose. A word in another phrase or further off in a long sentence ("… changes take effect two weeks after
    publication; you may withdraw …", "Wird nicht binnen 2 Wochen geliefert, kann der Käufer zurücktreten") is
    about something else. A subordinate clause set off by commas inside the phrase is skipped over."""
    if at < 0:
        return ""
    p_start, p_end = phrase_bounds(text, at, at + length)
    _s_start, s_end = sentence_bounds(text, at)
    if p_end < s_end and text[p_end] == "," and _INSERTED.match(text, p_end + 1):
        _next_start, after_insertion = phrase_bounds(text, p_end + 1)
        if after_insertion < s_end and text[after_insertion] == ",":
            p_end = phrase_bounds(text, after_insertion + 1)[1]
    return text[max(p_start, at - _NEAR_PERIOD) : min(p_end, at + length + _NEAR_PERIOD)]


# A period after which a claim is lost (an exclusion period: "verfällt, wenn er nicht innerhalb von 3 Monaten nach
# der Ablehnung gerichtlich geltend gemacht wird"): it names a rejection, but no objection of the reader's.
_FORFEIT = re.compile(
    r"verfällt|verfallen|erlisch\w*|erlösch\w*|Ausschlussfrist|ausgeschlossen|forfeit|lapse|time-barred|extinguish|"
    r"caduc|décheance|déchéance|decadenza|decad|caducidad|caduca",
    _I,
)


# Notice that ends a contract. "notice" and "aviso" alone are any notice ("30 days' notice before changes to these
# terms take effect", "one month's notice of a rent increase"): a notice period only where the period's phrase
# speaks of ending the contract.
_TERMINATION = re.compile(
    r"(?<!an)(?<!ange)kündig|terminat|\bcancel|\bend(?:s|ing)?\s+(?:the|this|your|our|its|at)\b|resign|\bquit|possession|"
    r"\bvacate|preaviso|"
    r"préavis|résili|disdett|recess|rescis|denúncia|denunciar|dimissioni|démission|dimisión",
    _I,
)


# Documents in which no one has a consumer's right of withdrawal (§§ 312g, 355 BGB; Directive 2011/83/EU): in an
# employment contract "widerrufen" revokes a consent or a benefit, in a letter of an authority its decision.
NO_WITHDRAWAL_RIGHT = frozenset({"employment_contract", "tax_assessment", "authority_letter"})


# An objection against a later decision ("Gegen einen späteren Aufhebungsbescheid kann innerhalb eines Monats
# Widerspruch erhoben werden", "Sie erhalten einen gesonderten Bescheid, gegen den …"): a hearing letter is no decision
# yet; there is nothing to object to now.
_LATER_DECISION = re.compile(
    r"\b(?:späteren?|künftigen?|gesonderten?|noch zu erlassenden?|later|future|subsequent|separate|ultérieur\w*|futur\w*|"
    r"successiv\w*|posterior\w*)\s+(?:[\w-]+\s+){0,3}?\w*(?:bescheid|entscheidung|decision|décision|decisión|"
    r"decisione|decisão|resolución|provvedimento)",
    _I,
)


# A court action named right before its period ("ou impugnação judicial no prazo de três meses", "Klage … innerhalb
# eines Monats"): going to court is no objection to the office; the period is not said as one.
_COURT_BEFORE = re.compile(
    r"(?:judicial|gerichtlich\w*|Klage|court|tribunal|contentieux|contencioso|giurisdizional\w*)\b[^.;,]{0,30}$", _I
)


# A length of service right before a period ("Le préavis est d'un mois pour une ancienneté inférieure à deux ans",
# "bei einer Betriebszugehörigkeit von mehr als zwei Jahren"): the period is the condition, not the notice.
_SENIORITY_BEFORE = re.compile(
    r"(?:ancienneté|Betriebszugehörigkeit|Beschäftigungsdauer|Dienstzeit|service|continuous employment|anzianità|"
    r"antigüedad|antiguidade)[^.;:]{0,40}?(?<!\w)(?:à|a|als|than|von|of|de|di|du)\s*$",
    _I,
)


def _seniority(text: str, at: int) -> bool:
    return at > 0 and bool(_SENIORITY_BEFORE.search(text, max(0, at - 60), at))


# A term that renews by itself unless notice is given ("dal 1° marzo 2026 al 28 febbraio 2030, e si rinnova per
# altri quattro anni … salvo disdetta"): its end date ends the first term, not the tenancy or the contract.
_RENEWS = re.compile(
    r"verlängert sich|verlängert (?:es|er|sie) sich|renews?\b|renewed|shall be extended|se prorroga|prorrogará|"
    r"se renouvelle|renouvel\w+ (?:par tacite|tacitement)|si rinnova|rinnovat\w+|rinnoverà|renova-se|renovad\w+",
    _I,
)


def _court_action(text: str, at: int) -> bool:
    return at > 0 and bool(_COURT_BEFORE.search(text, max(0, at - 50), at))


def sentence_near(text: str, at: int, length: int) -> str:
    """The words of its sentence within reach of a period written at ``at``, across phrases: a claim lost when the
    period is missed is said in the main clause ("…, so verfällt er, wenn er nicht binnen zwei Monaten …")."""
    if at < 0:
        return ""
    s_start, s_end = sentence_bounds(text, at)
    return text[max(s_start, at - _NEAR_PERIOD) : min(s_end, at + length + _NEAR_PERIOD)]


# A named kind of period joined to the period's number by "von" ("Probezeit von 6 Monaten", "Kündigungsfrist von
# einem Monat", "Widerrufsfrist von 14 Tagen"): a compound whose head is "-zeit", "-frist" or "-dauer" with a word
# before it. A bare "Frist von …" names no kind: the words around the period decide.
_OWNER = re.compile(
    r"(?<![^\W\d_])(?P<noun>[^\W\d_]{3,}(?:zeit|frist|dauer))\s+(?:von|über)\s+(?:(?:insgesamt|mindestens|höchstens)\s+)?$",
    _I,
)


def period_role(near: str, category: str | None = None, sentence: str = "") -> str:
    """What a period is for, from the words ``near`` it (its phrase, ``near_period``): an objection, a withdrawal,
    notice, or something else; nothing where its ``sentence`` (``sentence_near``) says a claim is lost after it.
    A withdrawal only in a kind of document where a consumer's right of withdrawal can exist; an objection
    only against this letter, not against a later decision it announces."""
    if _FORFEIT.search(near) or _FORFEIT.search(sentence):
        return "period"
    if _OBJECT.search(near) and (_LATER_DECISION.search(near) or _LATER_DECISION.search(sentence)):
        return "period"
    if _OBJECT.search(near) or _REJECT_IF.search(near):
        return "objection"
    if _WITHDRAW.search(near) and not _REFUND.search(near):
        return "period" if category in NO_WITHDRAWAL_RIGHT else "withdrawal"
    if _NOTICE.search(near) and _TERMINATION.search(near):
        return "notice_period"
    return "period"


def written_at(text: str, deadline: Deadline, segments: Sequence[Segment] = ()) -> int:
    """Where the deadline's wording stands: in its own clause (the same words, "one month's notice", often stand in
    several clauses, each with its own purpose), else its first occurrence; -1 when it is not in ``text``."""
    if deadline.clause_id and deadline.clause_id[1:].isdigit():
        index = int(deadline.clause_id[1:]) - 1
        if 0 <= index < len(segments):
            at = text.find(deadline.text, segments[index].start, segments[index].end + len(deadline.text))
            if at >= 0:
                return at
    return text.find(deadline.text)


# A sentence that sets a sum ("Ab dem … betragen die Vorauszahlungen 210 EUR", "From … the rent will be £900"): the
# verb that gives an amount its value, and a sum of money.
_SETS_AMOUNT = re.compile(
    r"\b(?:beträgt|betragen|belaufen sich|beläuft sich|amounts? to|will be|asciende|ascienden|será de|s['’]élève|"
    r"s['’]élèvent|ammonta|ammontano|será de|é de)\b",
    _I,
)
# A sum set anew ("setzen wir Ihre Beiträge ab dem … neu fest", "wird … festgesetzt") and the sums a letter sets so.
_SET_ANEW = re.compile(r"\bsetzen\s+wir\b.{0,80}\bfest\b|\b(?:neu\s+)?festgesetzt\b", _I)
_SUMS = re.compile(r"\b(?:Beitr[aä]g\w*|Miete|Vorauszahlung\w*|Abschlag\w*|Rate\w*)\b", _I)
# A release from work ("Wir stellen Sie ab dem … von der Arbeitsleistung frei", "placed on garden leave from …").
_RELEASED = re.compile(
    r"\bstellen\s+(?:wir\s+|ich\s+)?Sie\b.{0,160}\bfrei\b|\bfreigestellt\b|garden leave|released from (?:work|the duty)",
    _I,
)
_WORK = re.compile(r"Arbeit|Dienst|Tätigkeit|\bwork\b|\bduties\b|garden leave", _I)
_MONEY = re.compile(r"\d\s?(?:EUR|€|Euro|euros?)\b|(?:EUR|€|£|\$)\s?\d", _I)


# "möglich bis", "valid until": what can be done or holds until the date, no duty.
_POSSIBLE_UNTIL = re.compile(
    r"\b(?:möglich|zulässig|gültig|einlösbar|possible|valid|available|open|posible|válid[oa]|valable|"
    r"possibile|valid[oa]|possível)\b",
    _I,
)


def describe(
    text: str,
    deadline: Deadline,
    category: str | None = None,
    segments: Sequence[Segment] = (),
    at: int | None = None,
) -> Deadline:
    """The key date with its role and what it says (what it is and when) as a phrase without words; the
    document's wording stays in ``text``. A date without a year, or a period without a known length, gets no
    phrase. ``app/explain/key_dates.py`` words the phrase in the reader's language. ``at``: where the wording
    stands (``deadlines.find_deadlines_at``); without it, where ``written_at`` finds it first."""
    at = written_at(text, deadline, segments) if at is None else at
    sentence = text[slice(*sentence_bounds(text, at))] if at >= 0 else deadline.text
    role: str | None = deadline.role
    phrase: Phrase | None = None
    if deadline.kind == "period" and role in NAMED_PERIOD_ROLES:
        # The period's own phrase names it ("Probezeit von sechs Monaten", "Urlaubsanspruch von 30 Arbeitstagen"):
        # said as that period; no action (nothing to do within it).
        period = _hours(deadline.period) if role == "working_time" else _period(deadline)
        kind = named_kind_in(text, at, deadline.text) or role  # "holiday_minimum": the statutory minimum leave
        phrase = Phrase(f"period_{kind}", period=period) if period is not None else None
    elif deadline.kind == "period":
        near = near_period(text, at, len(deadline.text)) or deadline.text
        owner = _OWNER.search(text, max(0, at - 60), at) if at >= 0 else None
        if owner is not None:
            # "eine Probezeit von 4 Monaten, in der mit einer Frist von 2 Wochen gekündigt werden kann": the period is the attribute
            # of the noun before it, which names its kind; the notice words after it are the next period's.
            near = owner.group("noun")
        role = period_role(near, category, sentence_near(text, at, len(deadline.text)))
        if role == "objection" and _court_action(text, at):
            role = "period"
        if role == "notice_period" and _seniority(text, at):
            role = "period"
        period = _period(deadline)
        if period is not None:
            if deadline.date:
                key = _until(sentence) if role == "objection" else "period_until"
                phrase = Phrase(key, day=deadline.date, period=period, remedy=_remedy(sentence))
            else:
                # what it runs from where its words name it ("nach Zugang dieses Schreibens", "after it is issued")
                since = said_start(text, at, len(deadline.text)) if at >= 0 else None
                phrase = Phrase(_period_key(role, deadline), period=period, remedy=_remedy(sentence), runs_from=since)
    elif role == "due" and not deadline.date and (month_day := day_and_month(deadline.text)) is not None:
        # "übertragener Urlaub muss bis zum 31. März des Folgejahres genommen werden": a day and month, the year in
        # the clause's words; said without a year (ISO "--03-31"), and only where the sentence marks a duty.
        if marks_a_duty(deadline.text, sentence):
            day_, month = month_day
            phrase = Phrase("due_by_yearless", day=f"--{month:02d}-{day_:02d}")
        else:
            role = None
    elif deadline.date:
        day = deadline.date
        if role == "appointment":
            phrase = Phrase("appointment" if deadline.time else "appointment_day", day=day, time=deadline.time or "")
        elif role == "notice_end":
            phrase = Phrase("notice_end", day=day)
        elif role == "start" and _IN_FORCE.search(text, max(0, at - 40), at + len(deadline.text)):
            # "Diese Bedingungen gelten ab dem 31.10.2021", "effective as of …", "Effective May 1, 2018", "These terms
            # take effect on …", "In vigore dal …": the day the terms apply from, no start of a contract's term or of a
            # job ("The new rent will take effect from …" names no terms: the day the rent applies from).
            role, phrase = "from", Phrase("in_force", day=day)
        elif role == "end" and _RENEWS.search(sentence):
            role = None  # the end of a first term that renews by itself: no end of the contract
        elif role in ("start", "end"):
            term = _term(sentence, text[:_TITLE], deadline.text)
            if at >= 0 and _probation_before(text, at):
                term = "term_probation"  # "Die Probezeit endet am 31.12.2025": the probation ends, not the job
            if (
                role == "start"
                and term
                and _FROM_WHEN.match(deadline.text)
                and not _START_WORD.search(sentence)
                and not _START_HEADING.search(_heading_at(text, segments, at))
            ):
                # "a partire dal 28 maggio 2022, la legge … dà diritto di recedere dal presente contratto": the day
                # something applies from; the contract named in the sentence does not start then (no word says so).
                term = None
            # "befristet bis zum 31.12.2020": say that the contract is fixed-term, not only when it ends.
            fixed = "_fixed" if role == "end" and marked("fixed_term", sentence) else ""
            phrase = Phrase(f"{role}{fixed}_of" if term else f"{role}{fixed}_plain", day=day, term=term)
            # "Ab dem 01.01.2028 erhält …": from when something applies, no contract's start (unless the clause's
            # heading names the start).
            if (
                role == "start"
                and not term
                and _FROM_WHEN.match(deadline.text)
                and not _START_HEADING.search(_heading_at(text, segments, at))
            ):
                role = "from"
                if (_SETS_AMOUNT.search(sentence) and _MONEY.search(sentence)) or (
                    _SET_ANEW.search(sentence) and _SUMS.search(sentence)
                ):
                    # "Ab dem 10.03.2027 betragen die vierteljährlichen Vorauszahlungen 210 EUR", "setzen wir Ihre
                    # Beiträge ab dem … neu fest": the day a sum applies from, said as that, not as a bare "From …".
                    phrase = Phrase("amount_from", day=day)
                elif _RELEASED.search(sentence) and _WORK.search(sentence):
                    # "Wir stellen Sie ab dem 07.12.2026 … frei": the day a release from work starts.
                    phrase = Phrase("released_from", day=day)
        elif role == "due" and not marks_a_duty(deadline.text, sentence):
            if _POSSIBLE_UNTIL.search(sentence):
                # "Die Teilnahme ist bis zum 31.07.2027 möglich": the last day something can be done, nothing due;
                # said as "until …", not as the end of a contract (its sentence names none).
                role, phrase = "end", Phrase("end_plain", day=day, term=None)
            else:
                role = None  # "Die Regel gilt bis zum 30.06.2027": a date, nothing to do by then
        elif role == "due" and _ask(sentence) == "pay_by" and _sender_pays(sentence):
            role = None  # "Ihr Gehalt zahlen wir bis zum 31.03.2027 weiter": the sender pays until then, not the reader
        elif role == "due":
            ask = _ask(sentence)
            phrase = Phrase("pay_due" if ask == "pay_by" else ask, day=day)
    return deadline.model_copy(update={"role": role, "phrase": phrase})


def find_actions(doc: PreparedDocument, facts: Facts) -> list[ActionFact]:
    """What the reader must or can do, in date order (undated ones last), as phrases without words."""
    keys = find_key_dates(doc.text, list(find_dates(doc.text)), ClauseIndex(doc.segments))
    found: list[tuple[int, ActionFact]] = []
    for key in keys:
        action = _from_key_date(doc, key)
        if action:
            found.append((key.start, action))
    found.extend(_requests(doc, keys))
    for deadline in facts.deadlines:
        if deadline.kind == "period":
            action = _from_period(doc, deadline)
            if action:
                found.append((max(0, written_at(doc.text, deadline, doc.segments)), action))
    positions = {id(a): pos for pos, a in found}
    result: list[ActionFact] = []
    seen: set[tuple[str, str | None, str | Phrase | None]] = set()
    for _, action in found:
        ident = (action.kind, action.date, action.time if action.date else action.phrase)
        if ident not in seen:
            seen.add(ident)
            result.append(action)
    dated = {(a.kind, a.date) for a in result if a.date}
    for action in _payments(doc, facts.amounts, keys):
        # A payment the key dates already ask for on that day is said once; two amounts due the same day
        # (the deposit and the first rent at the start of a tenancy) are two payments.
        if (action.kind, action.date) not in dated:
            result.append(action)
    paid_on = {a.date for a in result if a.kind == "payment" and a.date}
    for key in keys:
        # "Bitte zahlen Sie den Gesamtbetrag von 98,50 EUR bis zum 15.06.2027": a date the letter asks to pay by,
        # whose sum has no meaning the analysis knows; said as a payment due then, without naming the sum.
        day = key.deadline.date
        if key.role != "due" or day is None or day in paid_on:
            continue
        sentence = " ".join(_sentence(doc, key.start).split())
        if _asks_to_pay(sentence) and marks_a_duty(key.deadline.text, sentence) and _ask(sentence) == "pay_by":
            paid_on.add(day)
            result.append(ActionFact(Phrase("pay_due", day=day), "payment", date=day, clause_id=key.deadline.clause_id))
    return sorted(result, key=lambda a: (a.date is None, a.date or "", a.time or "99:99", positions.get(id(a), 10**9)))

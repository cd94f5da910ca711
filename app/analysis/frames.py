"""Frames: which common legal action a sentence of the document states, recognised from locale data.

A frame is an entry of the action lexicon with its object: "attend an appointment", "pay a deposit", "end the
employment with a notice period". The patterns are data of the *document's* language
(``app/locales/<code>/frames.toml``: ``[frames.<id>]`` with ``all`` regexes that must all be in the sentence and
``none`` regexes that keep it from firing, first match wins; ``[flags]``: details a wording may need, such as
"monthly"). How a frame is said is the reader's locale data (``[text]``), rendered in app/explain/frames.py.

A frame's words are read only where they are the clause's rule (``[reading]`` of the document's language: its words
of negation, of a condition or an indirect question, of another's view, of a question):

- A frame needs a positive reading unless it declares ``negative`` (a regex of its own negative words, or the name of
  one of its ``[flags]``): then it is negative by meaning ("Zahlungen werden nicht erstattet", "Haustiere sind nicht
  gestattet") and a negation inside a match of those words is the frame's own, not a reversal. Any other negation in
  the sentence's part (up to a semicolon) that holds the frame's words silences it ("Überstunden sind mit dem Gehalt
  nicht abgegolten" is not "Overtime is covered by the salary"), unless the negation stands in a condition ("…,
  wenn er nicht gekündigt wird").
- A condition or an indirect question ("Falls …", "Ob …", "if …", "whether …": up to the next comma or semicolon), a
  report of another's view ("Der Vermieter behauptet, …": to the end of the part) and a question silence a frame
  whose words stand in them, unless the frame declares ``conditional = true``: it is about its condition ("Wenn Sie
  krank sind, teilen Sie uns das mit"; a question or a report still silences it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from app.analysis import fast_re as re
from app.analysis.keywords import LiteralIndex
from app.config import LOCALE_DIRS
from app.locales import optional_toml

# A form field left blank: a run of underscores, dots or dashes (or an ellipsis) standing where the value belongs
# ("Gerichtsstand: ____", "Probezeit: … Monate", "EUR ......"), or a lone dash as the whole value at the end
# ("Gerichtsstand ist -."). A sentence with such a field names no place, period or sum: it states nothing.
BLANK_FIELD = re.compile(
    r"(?<![\w(\[])(?:_{2,}|\.{3,}|…+|[-–—]{2,}|(?:\.\s){2,}\.)(?![\w)\]])"
    r"|(?:^|[:\s])[-–—]\s*[.;]?\s*$"
)


def blank_field(sentence: str) -> bool:
    """Whether ``sentence`` holds a form field without its value (``BLANK_FIELD``)."""
    return BLANK_FIELD.search(sentence) is not None


@dataclass(frozen=True)
class Frame:
    key: str
    all: tuple[re.Pattern[str], ...]
    none: tuple[re.Pattern[str], ...]
    # Per ``all`` pattern: its words when it is a plain alternation of words ("Recht", "Schriftform|schriftlich"),
    # checked as substrings of the lower-cased sentence (the same test, without the regex engine); else None.
    words: tuple[tuple[str, ...] | None, ...] = ()
    # The frame's own negative words (negative by meaning); None: it needs a positive reading.
    negative: re.Pattern[str] | None = None
    # The frame is about its condition: its words may stand in one.
    conditional: bool = False
    # Its negative words with a modal word state what the frame says, no ban ([frames.<id>] ``not_a_ban``: "shall not
    # exceed" of a cap on liability, "will not be liable").
    not_a_ban: bool = False


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_PLAIN = re.compile(r"[^\W\d_][\w -]*(?:\|[^\W\d_][\w -]*)*")


def _words_of(pattern: str) -> tuple[str, ...] | None:
    return tuple(w.lower() for w in pattern.split("|")) if _PLAIN.fullmatch(pattern) else None


@cache
def _frames(document_language: str) -> tuple[Frame, ...]:
    data = optional_toml(document_language, "frames")
    flags = data.get("flags", {})
    return tuple(
        Frame(
            key,
            tuple(_rx(p) for p in spec.get("all", [])),
            tuple(_rx(p) for p in spec.get("none", [])),
            tuple(_words_of(p) for p in spec.get("all", [])),
            _rx(flags.get(spec["negative"], spec["negative"])) if spec.get("negative") else None,
            bool(spec.get("conditional", False)),
            bool(spec.get("not_a_ban", False)),
        )
        for key, spec in data.get("frames", {}).items()
        if spec.get("all")
    )


@dataclass(frozen=True)
class _Reading:
    """How a sentence of a document language says that its words are not its rule (``[reading]`` of frames.toml)."""

    negation: re.Pattern[str] | None
    condition: re.Pattern[str] | None  # opens a condition: to the next clause end
    whether: re.Pattern[str] | None  # opens an indirect question: to the next clause end
    report: re.Pattern[str] | None  # opens another's view: to the end of the part
    question: re.Pattern[str] | None  # marks a question: the whole part


@cache
def _reading(document_language: str) -> _Reading:
    data = optional_toml(document_language, "frames").get("reading", {})

    def rx(name: str) -> re.Pattern[str] | None:
        return _rx(data[name]) if data.get(name) else None

    return _Reading(rx("negation"), rx("condition"), rx("whether"), rx("report"), rx("question"))


_PART = re.compile(r"[^;]+")  # a sentence's parts: a negation or a view in one part says nothing of another
_CLAUSE_END = re.compile(r",\s|[,;:]$|;|\s[–—]\s|[()]")  # where a clause ends ("2.400,00 EUR" has no space)
_ASIDE = re.compile(r"\([^()]*\)")  # "(sind dazu aber nicht verpflichtet)": an aside, not the frame's rule
_WORD = re.compile(r"\S+")
# A negation denies the frame's words where it stands among them or shortly before or after them ("hat keine Kaution …
# zu leisten", "Überstunden sind … nicht abgegolten"); one further off belongs to another clause ("…, weil Sie uns keine
# korrekten Daten übermitteln").
NEGATION_BEFORE = 5
NEGATION_AFTER = 2


@cache
def _flags(document_language: str) -> dict[str, re.Pattern[str]]:
    return {k: _rx(v) for k, v in optional_toml(document_language, "frames").get("flags", {}).items()}


def _languages(document_language: str | None) -> list[str]:
    """The document's language only (another language's words would be read wrongly); every language
    with patterns when it is not known."""
    if document_language:
        return [document_language] if optional_toml(document_language, "frames").get("frames") else []
    return [code for code in LOCALE_DIRS if optional_toml(code, "frames").get("frames")]


# Frames that name the parties or payments of one kind of document: "Vorauszahlungen … 210,00 EUR" in a tax
# notice is income tax paid ahead, not a tenant's utilities; "Urlaub" in a lease is no employee's holiday.
# Where the document is of another known kind the frame stays silent (unknown kind, "other": every frame).
_TENANCY = frozenset({"rental_contract", "termination_letter"})
_EMPLOYMENT = frozenset({"employment_contract", "termination_letter"})
_SERVICE = frozenset({"terms_and_conditions", "telecom_utility_contract", "insurance", "purchase", "loan"})
FRAME_CATEGORIES: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        [
            "tenancy_start",
            "deposit",
            "deposit_instalments",
            "utilities",
            "rent",
            "pets",
            "sublet",
            "small_repairs",
            "renovation",
            "tenancy_notice",
        ],
        _TENANCY,
    ),
    **dict.fromkeys(
        [
            "employment_start",
            "notice_after_probation",
            "probation_notice",
            "probation",
            "employment_notice",
            "holiday",
            "holiday_extra",
            "working_time",
            "overtime",
            "salary",
            "confidentiality",
            "non_compete",
            "sick_report",
            "ill_notify",
            "employment_ends_on",
            "employment_ends_auto",
            "employment_ends",
            "released_from_work",
            "release_holiday",
            "pay_continues",
            "register_jobseeker",
            "register_jobseeker_days",
        ],
        _EMPLOYMENT,
    ),
    # A service's or a shop's terms: who covers whose claims, what the provider may do with the service and its
    # content. "Die Firma ist berechtigt, Sie … freizustellen" in an employment contract releases from work.
    **dict.fromkeys(["indemnify", "remove_content", "change_service", "as_is"], _SERVICE),
    # A demand to leave the home by a date is a letter's (a notice received, a court's or an authority's letter):
    # in a lease the same words say what holds once the tenancy has ended, no date to act on now.
    "leave_home": frozenset({"termination_letter", "authority_letter"}),
    # Income tax paid ahead is a tax notice's; "Vorauszahlungen" in a lease are the tenant's utilities.
    "prepayments_from": frozenset({"tax_assessment"}),
    # A tenant's objection to a landlord's notice (hardship) is a tenancy's.
    "hardship_objection": _TENANCY,
    "deposit_settled_after": _TENANCY,
    # A request to hand the home back is a letter's; a lease's same words are no request to the reader now.
    "hand_back_home": frozenset({"rental_contract", "termination_letter", "authority_letter"}),
}


# Frames whose wording states what one party must do ("An employee who is ill must tell the employer", "The tenant
# must pay a deposit"): they are said of a sentence only where its grammatical subject is that party (or the reader,
# or no party is named: a passive, "ist … mitzuteilen"). "The employer will inform the employee if the employee is
# sick …" has the employer as its subject: the employee's duty to report sickness is not what it states.
_EMPLOYEE = frozenset({"employee", "you"})
_TENANT = frozenset({"tenant", "you"})
_USER = frozenset({"you", "user", "customer"})
FRAME_BOUND: dict[str, frozenset[str]] = {
    "ill_notify": frozenset({"you"}),
    "sick_report": _EMPLOYEE,
    "confidentiality": _EMPLOYEE,
    "deposit": _TENANT,
    "utilities": _TENANT,
    "small_repairs": _TENANT,
    "renovation": _TENANT,
    # Letting the home to others and keeping animals in it are the tenant's acts: a landlord in a sentence that names
    # them does something else ("Stimmt der Mieter der Untervermietung zu, darf der Vermieter nicht kündigen").
    "sublet": _TENANT,
    "pets": _TENANT,
    # What a service's user does or gives up, said as the reader's ("You must keep your login details safe", "you must
    # cover its costs"): the provider as the subject does the opposite ("Wir sind verpflichtet, Ihre Zugangsdaten geheim
    # zu halten", "We will indemnify you"), never the reader's duty.
    **dict.fromkeys(["account_security", "indemnify", "content_licence", "class_action"], _USER),
}


# Whose liability (or other thing of one party) a frame's sentence speaks of ([frames.<id>] ``whose``: the words the
# owner goes with, "Haftung|haftet"): the party named in the genitive after them ("die Haftung des Arbeitnehmers", "the
# liability of the tenant", "la responsabilità del conduttore": [reading] ``owner_after``), or just before them as a
# possessive or the subject ("unsere Haftung", "the tenant's liability", "Der Arbeitnehmer haftet", "we will not be
# liable": [reading] ``owner_before``), or the frame's own words for the provider ([frames.<id>] ``provider``: "non
# saremo responsabili"). The party is said as the flag ``of_<party>``; where none is named the frame names none: a
# limitation of liability in a lease or a contract of employment can be either side's, and terms of service may limit
# the customer's as well as the provider's, so no kind of document makes one party the only one it can be.
# A role word is read as the party it is in the document's kind (as app/analysis/statements.py does for a subject):
# "wir" and "the company" of a service's terms are the provider; a party that the kind of document does not have is
# none ("unsere Mitarbeiter" of a shop's terms are its staff).
_OWNERS: dict[str, frozenset[str]] = {
    "rental_contract": frozenset({"tenant", "landlord", "you"}),
    "employment_contract": frozenset({"employee", "employer", "you"}),
    "termination_letter": frozenset({"tenant", "landlord", "employee", "employer", "you"}),
    **dict.fromkeys(_SERVICE, frozenset({"provider", "customer", "user", "you"})),
}
_ANY_OWNER = frozenset({"provider", "customer", "user", "you", "tenant", "landlord", "employee", "employer"})
# The flags ``frame_of`` adds for an owner: a template may need them as it needs a flag of [flags].
OWNER_FLAGS = frozenset(f"of_{party}" for party in _ANY_OWNER)


@dataclass(frozen=True)
class _Whose:
    head: re.Pattern[str]  # the words the owner goes with
    provider: re.Pattern[str] | None  # the frame's own words for the provider
    after: re.Pattern[str] | None  # between the words and a genitive owner
    before: re.Pattern[str] | None  # between a possessive or subject owner and the words
    article: re.Pattern[str] | None  # an article a role word may stand after ("of the tenant")
    roles: tuple[tuple[str, re.Pattern[str]], ...]  # clause_reader.toml [roles]


@cache
def _whose(document_language: str) -> dict[str, _Whose]:
    data = optional_toml(document_language, "frames")
    reading = data.get("reading", {})
    roles = tuple(
        (key, re.compile(rf"(?:{rx})(?!\w)", re.IGNORECASE))
        for key, rx in optional_toml(document_language, "clause_reader").get("roles", {}).items()
    )

    def rx(pattern: str | None, anchored: str = "") -> re.Pattern[str] | None:
        return re.compile(f"(?:{pattern}){anchored}", re.IGNORECASE) if pattern else None

    return {
        key: _Whose(
            _rx(spec["whose"]),
            rx(spec.get("provider")),
            rx(reading.get("owner_after")),
            rx(reading.get("owner_before"), "$"),
            rx(reading.get("article")),
            roles,
        )
        for key, spec in data.get("frames", {}).items()
        if spec.get("whose")
    }


def _owner_party(role: str, category: str | None) -> str | None:
    """The party a role word names in a document of ``category`` (None, "other": not known, "wir" is the provider as a
    service's terms say it)."""
    service = category in _SERVICE
    we = "provider" if service or category in (None, "other") else None
    party = {"we": we, "employer": "provider" if service else "employer"}.get(role, role)
    if party == "employee" and service:
        return None  # "unsere Mitarbeiter": a shop's staff, no party of its terms
    allowed = _OWNERS.get(category or "", _ANY_OWNER)
    return party if party in allowed else None


def _role_at(whose: _Whose, sentence: str, at: int) -> str | None:
    article = whose.article.match(sentence, at) if whose.article is not None else None
    for start in (at,) if article is None else (at, article.end()):
        for key, role in whose.roles:
            if role.match(sentence, start) and (start == 0 or not sentence[start - 1].isalnum()):
                return key
    return None


def _role_before(whose: _Whose, sentence: str, end: int) -> str | None:
    """The role word whose end, with only ``before``'s words after it, is ``end``: the closest one."""
    if whose.before is None:
        return None
    best: tuple[int, str] | None = None
    for key, role in whose.roles:
        for m in role.finditer(sentence, 0, end):
            if m.start() and sentence[m.start() - 1].isalnum():
                continue
            if whose.before.match(sentence[m.end() : end]) and (best is None or m.start() > best[0]):
                best = (m.start(), key)
    return best[1] if best else None


def frame_owner(key: str, sentence: str, document_language: str, category: str | None = None) -> str | None:
    """The party whose liability (or other thing) frame ``key``'s sentence names (``_OWNERS`` comment), or None."""
    whose = _whose(document_language).get(key)
    if whose is None:
        return None
    for m in whose.head.finditer(sentence):
        after = whose.after.match(sentence, m.end()) if whose.after is not None else None
        role = _role_at(whose, sentence, after.end()) if after is not None else None
        role = role or _role_before(whose, sentence, m.start())
        party = _owner_party(role, category) if role is not None else None
        if party is not None:
            return party
    if whose.provider is not None and whose.provider.search(sentence):
        return _owner_party("provider", category)
    return None


def own_negation(key: str, document_language: str, sentence: str, at: int) -> bool:
    """Whether offset ``at`` (a modal word) stands in a match of the own negative words of frame ``key``, a frame whose
    negative words are no ban (``not_a_ban``): "shall not exceed" of a cap on liability, "will not be liable" are what
    the frame states, not a ban on anyone ("must not sublet" is one)."""
    frame = next((f for f in _frames(document_language) if f.key == key), None)
    if frame is None or frame.negative is None or not frame.not_a_ban:
        return False
    return any(m.start() <= at < m.end() for m in frame.negative.finditer(sentence))


# Frames of what one party does that the text may give to either side (the landlord, not the tenant, as the one who
# takes on the decorative repairs): the doer is the party whose doer words ([flags] ``<party>_does``) the
# sentence holds, where its subject is that party or no subject is read; the frame is said of that party (its wording
# needs the flag). Where the subject is another party, or the doer words of both sides are there without a subject,
# no doer is said; a passive without its agent names none ("Die Schönheitsreparaturen werden … durchgeführt").
FRAME_DOERS: dict[str, frozenset[str]] = {"renovation": frozenset({"tenant", "landlord"})}


def frame_doer(key: str, flags: frozenset[str], subject: str | None) -> tuple[str | None, frozenset[str]]:
    """(the party frame ``key`` is said of, the flags kept): ``FRAME_DOERS``; other frames keep both as read."""
    parties = FRAME_DOERS.get(key)
    if parties is None:
        return subject, flags
    doers = [p for p in sorted(parties) if f"{p}_does" in flags]
    others = frozenset(f"{p}_does" for p in parties)
    if subject in doers:
        return subject, flags - (others - {f"{subject}_does"})
    if subject is None and len(doers) == 1:
        return doers[0], flags
    return subject, flags - others


def frame_binds(key: str, party: str | None, flags: frozenset[str] = frozenset()) -> bool:
    """Whether frame ``key`` may be said of a sentence whose subject is ``party`` (``FRAME_BOUND``), or whose doer
    words name that party (``FRAME_DOERS``)."""
    if party in FRAME_DOERS.get(key, ()) and f"{party}_does" in flags:
        return True
    bound = FRAME_BOUND.get(key)
    return bound is None or party is None or party in bound


def fits_category(key: str, category: str | None) -> bool:
    """Whether frame ``key`` may be read in a document of ``category`` (None or "other": not known, any)."""
    kinds = FRAME_CATEGORIES.get(key)
    return kinds is None or category in (None, "other") or category in kinds


@dataclass(frozen=True)
class _Check:
    """One frame as ``frame_of`` tests it: its plain words first (per ``all`` pattern of plain words, one pattern of
    those words as written, searched in the lower-cased sentence), then its other ``all`` patterns, then its
    ``none`` patterns. All ``all`` checks must hold, so testing them in this order finds what testing them in the
    data's order does."""

    key: str
    words: tuple[re.Pattern[str], ...]
    patterns: tuple[re.Pattern[str], ...]
    none: tuple[re.Pattern[str], ...]
    negative: re.Pattern[str] | None = None
    conditional: bool = False
    head: re.Pattern[str] | None = None  # the frame's first ``all`` pattern: what it is about
    # Per pattern of ``words``: its words, of which the lower-cased sentence holds one where the pattern is found.
    literals: tuple[frozenset[str], ...] = ()


def _check(frame: Frame) -> _Check:
    words, patterns, literals = [], [], []
    for i, rx in enumerate(frame.all):
        plain = frame.words[i] if i < len(frame.words) else None
        if plain is None:
            patterns.append(rx)
        else:
            words.append(re.compile("|".join(re.escape(w) for w in plain)))
            literals.append(frozenset(plain))
    head = frame.all[0] if frame.all else None
    return _Check(
        frame.key, tuple(words), tuple(patterns), frame.none, frame.negative, frame.conditional, head, tuple(literals)
    )


@lru_cache(maxsize=256)
def _checks(document_language: str | None, category: str | None) -> tuple[tuple[str, tuple[_Check, ...]], ...]:
    """Per language ``frame_of`` reads: the frames that fit ``category``, in the data's order, ready to test.
    Built once per (language, category); bound: 256 pairs (the 6 languages and None, times the 11 kinds of
    document and None, are 84), each some 70 frames' references to compiled patterns: well under a megabyte."""
    return tuple(
        (code, tuple(_check(frame) for frame in _frames(code) if fits_category(frame.key, category)))
        for code in _languages(document_language)
    )


@lru_cache(maxsize=256)
def _literal_index(document_language: str | None, category: str | None) -> tuple[LiteralIndex, ...]:
    """Per language of ``_checks`` (same order), the index of its frames' plain words: which of them a sentence
    holds is looked up once per sentence instead of one pattern per frame (bound as ``_checks``)."""
    return tuple(
        LiteralIndex(word for check in checks for group in check.literals for word in group)
        for _code, checks in _checks(document_language, category)
    )


def _fits(check: _Check, sentence: str, present: frozenset[str]) -> bool:
    """``present``: the frames' plain words the lower-cased sentence holds (``_literal_index``): a pattern of plain
    words is found exactly where one of its words is."""
    for group in check.literals:
        if group.isdisjoint(present):
            return False
    for rx in check.patterns:
        if rx.search(sentence) is None:
            return False
    return all(rx.search(sentence) is None for rx in check.none)  # reached once every pattern is found: seldom


def _found(check: _Check, sentence: str, lowered: str) -> list[tuple[int, int]]:
    """Where each of the frame's ``all`` patterns is first found in the sentence."""
    found = [m.span() for rx in check.words if (m := rx.search(lowered))]
    return found + [m.span() for rx in check.patterns if (m := rx.search(sentence))]


def _clauses(part: str, rx: re.Pattern[str] | None) -> list[tuple[int, int]]:
    """The spans ``rx`` opens in ``part``, each to the next clause end (comma and space, semicolon, dash, bracket)."""
    if rx is None:
        return []
    spans = []
    for m in rx.finditer(part):
        end = _CLAUSE_END.search(part, m.end())
        spans.append((m.start(), end.start() if end else len(part)))
    return spans


def _hedges(part: str, reading: _Reading, conditions: bool) -> list[tuple[int, int]]:
    """The spans of ``part`` that are not its rule: an indirect question, another's view (to the part's end), the
    whole part where it is a question, and, with ``conditions``, a condition."""
    if reading.question is not None and reading.question.search(part):
        return [(0, len(part))]
    spans = _clauses(part, reading.whether)
    if conditions:
        spans += _clauses(part, reading.condition)
    if reading.report is not None:
        spans += [(m.start(), len(part)) for m in reading.report.finditer(part)]
    return spans


def _inside(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= at < b for a, b in spans)


def _clause_around(part: str, at: int) -> tuple[int, int]:
    start = max((m.end() for m in _CLAUSE_END.finditer(part, 0, at)), default=0)
    end = _CLAUSE_END.search(part, at)
    return start, end.start() if end else len(part)


def _phrase(part: str, found: list[tuple[int, int]], flags: dict[str, re.Pattern[str]]) -> tuple[int, int]:
    """The frame's phrase in ``part``: from its first word to its last, the details of its clauses ([flags]:
    "abgegolten" of "Überstunden sind … abgegolten") included, widened by ``NEGATION_BEFORE`` words before it and
    ``NEGATION_AFTER`` after it."""
    start, end = min(a for a, _ in found), max(b for _, b in found)
    clauses = [_clause_around(part, a) for a, _ in found]
    for rx in flags.values():
        for m in rx.finditer(part):
            if _inside(m.start(), clauses):
                start, end = min(start, m.start()), max(end, m.end())
    before = [m.start() for m in _WORD.finditer(part, 0, start)]
    after = [m.end() for m in _WORD.finditer(part, end)]
    start = before[-NEGATION_BEFORE] if len(before) >= NEGATION_BEFORE else 0
    end = after[NEGATION_AFTER - 1] if len(after) >= NEGATION_AFTER else len(part)
    return start, end


def read_past(check: _Check, sentence: str, lowered: str, code: str) -> bool:
    """Whether the frame's words, found in ``sentence``, are not the clause's rule: its first word (what it is about)
    or all its words stand in a condition, an indirect question, a question or another's view, or (for a frame that needs a positive reading) a negation
    stands in the frame's phrase (module docstring)."""
    reading = _reading(code)
    found = _found(check, sentence, lowered)
    for part in _PART.finditer(sentence):
        held = [(a - part.start(), b - part.start()) for a, b in found if part.start() <= a < part.end()]
        if not held:
            continue
        text = part.group()
        hedges = _hedges(text, reading, not check.conditional)
        head = check.head.search(text) if check.head is not None else None
        if (head is not None and _inside(head.start(), hedges)) or all(_inside(a, hedges) for a, _ in held):
            return True  # what the frame is about, or all its words, stand in a condition, a question or a view
        if reading.negation is None:
            continue
        # A negation in a condition ("…, wenn er nicht gekündigt wird"), an aside in brackets or the frame's own
        # negative words is none; for a frame about its condition, the condition is its words: a negation there is one.
        skip = hedges + [m.span() for m in _ASIDE.finditer(text)]
        if check.negative is not None:
            skip += [m.span() for m in check.negative.finditer(text)]
        start, end = _phrase(text, held, _flags(code))
        # (searched in the whole part: what follows a negation tells whether it is one, "nicht beschränkt auf")
        if any(start <= m.start() < end and not _inside(m.start(), skip) for m in reading.negation.finditer(text)):
            return True
    return False


def frame_own_negation(key: str, sentence: str, document_language: str) -> list[tuple[int, int]]:
    """Where the words that make frame ``key`` of ``document_language`` negative by meaning (its ``negative``) stand
    in ``sentence`` ("… ist ausgeschlossen" of an excluded warranty); none where the frame declares no such words."""
    frame = next((f for f in _frames(document_language) if f.key == key), None)
    if frame is None or frame.negative is None:
        return []
    return [m.span() for m in frame.negative.finditer(sentence)]


def frame_of(
    sentence: str, document_language: str | None, category: str | None = None
) -> tuple[str, str, frozenset[str]] | None:
    """(frame, document language, flags found) of the first frame whose pattern is in ``sentence``; frames
    of another kind of document than ``category`` are skipped."""
    if blank_field(sentence):
        return None  # "Gerichtsstand: ____": the field's value, which the frame would say, is not there
    lowered = sentence.lower()
    indexes = _literal_index(document_language, category)
    for (code, checks), index in zip(_checks(document_language, category), indexes, strict=True):
        present = index.present(lowered)
        for check in checks:
            if _fits(check, sentence, present) and not read_past(check, sentence, lowered, code):
                flags = frozenset(name for name, rx in _flags(code).items() if rx.search(sentence))
                owner = frame_owner(check.key, sentence, code, category)
                return check.key, code, flags | {f"of_{owner}"} if owner else flags
    return None

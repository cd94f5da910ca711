"""Pydantic models of what flows between layers and what clients see.

The JSON schemas clients see (the tool ``outputSchema``, the REST API) come from here.
Internal data between pipeline stages uses small frozen dataclasses: they are cheap and
never serialized to clients directly.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

from app.errors import KlartextError
from app.language import LANGUAGES, Language, is_language


def _supported(value: str) -> Language:
    if not is_language(value):
        raise ValueError(f"expected one of {', '.join(LANGUAGES)}")
    return value


# The explanation language of a result: one of the language folders found at start-up, so the
# schema's enum is built then, from them (the MCP outputSchema and the REST API show it).
SupportedLanguage = Annotated[Language, AfterValidator(_supported), Field(json_schema_extra={"enum": list(LANGUAGES)})]

# Analysis ids come from the store (secrets.token_urlsafe: 22 characters); the transports refuse
# anything else before it reaches a query. The one pattern: the tool schema and the check use it.
ANALYSIS_ID_PATTERN = r"^[A-Za-z0-9_-]{6,64}$"

Category = Literal[
    "rental_contract",
    "employment_contract",
    "tax_assessment",
    "authority_letter",
    "terms_and_conditions",
    "termination_letter",
    "insurance",
    "purchase",
    "loan",
    "telecom_utility_contract",
    "other",
]


# --------------------------------------------------------------------------- notices


NoticeParam: TypeAlias = "str | int | float | Notice"


@dataclass(frozen=True)
class Notice:
    """Something the reader should know, as a message key and its parameters, not yet in words.

    Stages return notices; they are rendered once, in the reader's language, when the result is
    built (``app.present.notices``). A parameter may itself be a notice (rendered first). Params
    are counts, page numbers and figures, never document text. Hashable: equal notices are one.
    """

    key: str
    params: tuple[tuple[str, NoticeParam], ...] = ()

    @classmethod
    def of(cls, key: str, **params: NoticeParam) -> Notice:
        return cls(key, tuple(sorted(params.items())))


# A stored document from before notices holds its warnings as rendered text: such a text stays text.
NoticeOrText: TypeAlias = "Notice | str"


# --------------------------------------------------------------------------- pipeline data


# What intake's magic-byte sniffing (``app.intake.sniff``) can find; a client's name or MIME type is not trusted.
FileKind = Literal["pdf", "jpeg", "png", "heic", "webp"]
ImageKind = Literal["jpeg", "png", "heic", "webp"]
# How a text file's bytes were decoded; pasted text arrives as a string and has none.
TextEncoding = Literal["utf-8", "utf-8-sig", "utf-16", "cp1252"]


# The typed document of a request, built once by app.intake from what a front door received (MCP
# arguments, a REST upload, a file on disk). Later stages trust the kind recorded here and never
# sniff the bytes again. repr=False: a document's content must not end up in a log or a traceback.


@dataclass(frozen=True)
class Text:
    """Pasted text or a decoded text file, stripped and within the text limits."""

    text: str = field(repr=False)
    encoding: TextEncoding | None = None


@dataclass(frozen=True)
class Pdf:
    """A file whose first KB holds a PDF header."""

    data: bytes = field(repr=False)


@dataclass(frozen=True)
class PageImage:
    """One photo or scan of a page, with the image type its first bytes showed."""

    data: bytes = field(repr=False)
    kind: ImageKind


@dataclass(frozen=True)
class Images:
    """Photos or scans of the pages, in page order (at least one)."""

    pages: tuple[PageImage, ...]


Content: TypeAlias = Text | Pdf | Images


@dataclass(frozen=True)
class DocumentInput:
    """A validated explain_document request: the typed document and the explanation language."""

    explanation_language: Language  # the language the reader wants the explanation in
    content: Content


@dataclass(frozen=True)
class ExtractedText:
    """Text read from the input, before anonymization.

    ``page_starts[i]`` is the offset in ``text`` where page i+1 begins (empty for plain text).
    """

    text: str
    page_starts: tuple[int, ...] = ()
    warnings: tuple[Notice, ...] = ()
    scanned: bool = False  # some text was read by OCR: its lines were cut where the page's margin is


@dataclass(frozen=True)
class Anonymized:
    """Anonymized text plus what was removed (counts per kind, never the items)."""

    text: str
    counts: dict[str, int] = field(default_factory=dict)
    # (start, end) in the original text -> (start, end) in ``text``; ordered, non-overlapping.
    spans: tuple[tuple[int, int, int, int], ...] = ()

    def map_offset(self, original_offset: int) -> int:
        """Offset in the anonymized text that corresponds to ``original_offset``."""
        shift = 0
        for o_start, o_end, a_start, a_end in self.spans:
            if original_offset < o_start:
                break
            if original_offset < o_end:
                return a_start
            shift = a_end - o_end
        return original_offset + shift


@dataclass(frozen=True)
class Segment:
    """One clause as the segmenter cut it: exact offsets into the anonymized text."""

    start: int
    end: int
    heading: str | None = None


def clause_id(index: int) -> str:
    """Clause ids are 'c1', 'c2', ... in document order: segment ``index`` is clause ``clause_id(index)``."""
    return f"c{index + 1}"


@dataclass(frozen=True)
class PreparedDocument:
    """Everything the worker needs; the only document data that is ever stored."""

    text: str  # anonymized
    segments: tuple[Segment, ...]
    explanation_language: Language  # the language the reader asked for (stored as "language")
    document_language: str  # detected language of the document itself
    page_starts: tuple[int, ...] = ()  # offsets into the anonymized text
    removed: dict[str, int] = field(default_factory=dict)
    warnings: tuple[NoticeOrText, ...] = ()


# --------------------------------------------------------------------------- result contract


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Norm(_Model):
    citation: str = Field(description="The statute as cited, e.g. '§ 573c BGB' or 'Art. 6 DSGVO'.")
    url: str | None = Field(default=None, description="Link to the official text of the provision.")
    relation: Literal["cited", "related"] = Field(
        default="cited",
        description="'cited': the clause names it. 'related': the provision that usually governs this topic; "
        "a pointer for further reading, not an assessment.",
    )


class Decision(_Model):
    court: str = Field(description="The court, e.g. 'BGH' or 'BAG'.")
    date: str = Field(description="Date of the decision, ISO (YYYY-MM-DD).")
    file_number: str = Field(description="The court's file number, e.g. 'VIII ZR 361/03'.")
    url: str | None = Field(default=None, description="A free official source of the decision, where one exists.")


class LegalNote(_Model):
    kind: Literal["may_be_invalid", "unusual", "legal_limit", "info"] = Field(
        description="'may_be_invalid': statute or settled case law often voids clauses worded like this; "
        "'unusual': deviates from the statutory default to the reader's disadvantage; "
        "'legal_limit': the law caps what the clause asks; 'info': background. An explanation, not advice."
    )
    text: str = Field(description="What the law says about clauses like this one, in the explanation language.")
    norms: list[Norm] = Field(default_factory=list, description="The statutes the note rests on.")
    decisions: list[Decision] = Field(default_factory=list, description="Court decisions the note rests on.")


# --------------------------------------------------------------------------- key dates and actions, before words


@dataclass(frozen=True)
class Period:
    """A period as the text counts it: four weeks stays 4 weeks (its ISO form would say 28 days)."""

    count: int
    unit: str  # one of app.locales.reading.UNITS: "day", "week", "month", "year", "working_day", …


@dataclass(frozen=True)
class Phrase:
    """What a key date or an action says, before it has words: a key of ``actions.toml`` and the values it is
    said with (ISO dates, durations, amounts, roles), never a word of any reader language. The analysis
    finds it; ``app/explain/key_dates.py`` words it in whichever language the reader reads."""

    key: str
    day: str | None = None  # ISO date: {date} and {weekday}
    time: str | None = None  # HH:MM: {time}
    period: Period | None = None  # {period}
    amount: float | None = None  # with ``currency`` (ISO 4217): {amount}
    currency: str | None = None
    meaning: str | None = None  # the amount's meaning ("rent", "deposit"): {what}
    term: str | None = None  # whose term the date starts or ends ("term_tenancy", …): {what}
    # The remedy the letter names where a language has a word of its own for it: "einspruch" (German tax law).
    remedy: str | None = None
    # When in each month a recurring payment is due: a key of ``actions.toml`` ("due_by_working_day", …) said as
    # {due}, with ``nth`` the day or working day of the month ("spätestens am dritten Werktag": 3).
    due: str | None = None
    nth: int | None = None
    # What a period without an end date runs from, where its words name it: "receipt" (of this letter),
    # "letter_date", "event" (anything else); said after the phrase ([runs_from_*] of ``actions.toml``).
    runs_from: str | None = None


@dataclass(frozen=True)
class Step:
    """One step of a computed date (``deadlines.toml`` [steps]): its key and its values."""

    key: str  # letter, notified, moved, plus, fine, shift
    date: str  # ISO: {date}, and {day} (its weekday, with ``holiday``)
    moved: str | None = None  # ISO: the working day the date moves to
    holiday: str | None = None  # the public holiday ``date`` is, by its (German) name
    n: int | None = None  # the day after posting a letter counts as notified: {n}
    law: str | None = None  # the rule applied, as cited: {law}
    period: Period | None = None  # the period added: {period}


@dataclass(frozen=True)
class Working:
    """How a date was computed, step by step; ``assumes_posting``: it assumes the letter was posted on its date."""

    steps: tuple[Step, ...]
    assumes_posting: bool = False


ActionKind = Literal["appointment", "deadline", "payment", "option"]


@dataclass(frozen=True)
class ActionFact:
    """Something the reader must or can do, as the analysis finds it: its phrase, not yet words."""

    phrase: Phrase
    kind: ActionKind
    date: str | None = None
    time: str | None = None
    clause_id: str | None = None


class Action(_Model):
    text: str = Field(description="What the reader must or can do, in the explanation language.")
    kind: ActionKind = Field(description="Kind of action.")
    date: str | None = Field(default=None, description="ISO date (YYYY-MM-DD) when the text gives or implies one.")
    time: str | None = Field(default=None, description="Time of day (HH:MM) for an appointment.")
    clause_id: str | None = Field(default=None, description="Clause the action comes from.")


Party = Literal[
    "tenant", "landlord", "employee", "employer", "customer", "provider", "user", "authority", "you", "parties"
]
Modality = Literal["must", "must_not", "may", "may_only", "not_obliged", "does"]


class Figure(_Model):
    kind: Literal["date", "amount", "period"] = Field(description="What kind of figure.")
    text: str = Field(description="The figure as written in the document.")
    value: str = Field(description="ISO date, decimal amount or ISO 8601 duration.")
    role: str | None = Field(
        default=None,
        description=(
            "The role the text gives it (a date's 'start', 'end', 'due', 'appointment', …; an amount's meaning such "
            "as 'rent' or 'part'; a period's role such as 'notice_period'); null where the text marks none."
        ),
    )


class Statement(_Model):
    """What one sentence of a clause binds or allows, language-neutral (no words of any reader language)."""

    party: Party | None = Field(default=None, description="Who is bound or allowed, by role; null when not named.")
    modality: Modality = Field(
        description=(
            "must, must_not, may, may_only (only under conditions), not_obliged, or does (the verb binds by itself: "
            "'is liable', 'bears the costs', 'waives')."
        )
    )
    action: str | None = Field(
        default=None,
        description="What is to be done, from a small lexicon of legal actions (e.g. 'pay', 'give_notice').",
    )
    details: list[str] = Field(
        default_factory=list, description="Details of the action the text marks (e.g. 'monthly', 'gross', 'after_end')."
    )
    condition: bool = Field(default=False, description="True when the sentence makes it depend on a condition.")
    exception: bool = Field(default=False, description="True when the sentence names exceptions.")
    figures: list[Figure] = Field(default_factory=list, description="Dates, amounts and periods of the sentence.")
    start: int = Field(ge=0, description="Start offset of the sentence in the clause's original.")
    end: int = Field(ge=0, description="End offset of the sentence in the clause's original.")


class Clause(_Model):
    id: str = Field(description="Stable clause id within this analysis, e.g. 'c3'.")
    heading: str | None = Field(default=None, description="The clause heading or number as in the document.")
    original: str = Field(description="Exact wording of the clause in the anonymized document (text[start:end]).")
    translation: str = Field(description="What the clause says, in everyday words, in the explanation language.")
    explanation: str = Field(description="Why the clause matters to the reader, in the explanation language.")
    start: int = Field(ge=0, description="Start offset of the clause in the anonymized document text.")
    end: int = Field(ge=0, description="End offset (exclusive) of the clause in the anonymized document text.")
    page: int | None = Field(default=None, ge=1, description="Page the clause starts on (PDF and images).")
    norms: list[Norm] = Field(default_factory=list, description="Statutes cited in or related to the clause.")
    topic: str | None = Field(default=None, description="Topic of the clause, e.g. 'deposit' or 'notice'.")
    legal_notes: list[LegalNote] = Field(
        default_factory=list, description="Where the law sets limits on clauses like this one (not legal advice)."
    )
    statements: list[Statement] = Field(
        default_factory=list,
        description="What the clause binds or allows, sentence by sentence: party, modality, action, figures.",
    )


DeadlineRole = Literal[
    "start",
    "end",
    "from",
    "appointment",
    "due",
    "notice_end",
    "objection",
    "withdrawal",
    "notice_period",
    "period",
    "probation",
    "holiday",
    "working_time",
    "exclusion",
    "limitation",
    "term",
]


class Deadline(_Model):
    clause_id: str | None = Field(default=None, description="Clause the deadline appears in.")
    text: str = Field(description="The deadline as written in the document.")
    kind: Literal["date", "period"] = Field(description="'date': a fixed date; 'period': a duration.")
    date: str | None = Field(default=None, description="ISO date (YYYY-MM-DD) when known or computed.")
    period: str | None = Field(default=None, description="The period as ISO 8601 duration, e.g. 'P1M', 'P14D'.")
    computation: str | None = Field(default=None, description="How the date was computed, step by step.")
    role: DeadlineRole | None = Field(
        default=None,
        description=(
            "What the date is: 'start' or 'end' (of a contract's term), 'from' (the day something else applies from, "
            "\"ab dem 01.01.2028 erhält …\"), 'appointment', 'due' (something to do by "
            "then), 'notice_end' (the day a notice takes effect), 'objection' or 'withdrawal' (a period to object "
            "or withdraw), 'notice_period', the period its own phrase names ('probation', 'holiday' (days of leave), "
            "'working_time', 'exclusion' (claims lapse after it), 'limitation', 'term' (of the contract)), 'period' "
            "(another period)."
        ),
    )
    time: str | None = Field(default=None, description="Time of an appointment, HH:MM.")
    description: str | None = Field(
        default=None, description="The key date in the explanation language: what it is and when."
    )
    # What the key date says and how its date was computed, without words (from the analysis): worded into
    # ``description`` and ``computation`` for the reader's language when a result is built. Never sent to clients.
    phrase: SkipJsonSchema[Phrase | None] = Field(default=None, exclude=True, repr=False)
    working: SkipJsonSchema[Working | None] = Field(default=None, exclude=True, repr=False)


class Amount(_Model):
    clause_id: str | None = Field(default=None, description="Clause the amount appears in.")
    text: str = Field(description="The amount as written in the document.")
    value: float = Field(description="Numeric value.")
    currency: str = Field(default="EUR", description="ISO 4217 currency code.")
    meaning: str | None = Field(default=None, description="What the amount is, e.g. 'rent', 'deposit', 'refund'.")
    applies_from: str | None = Field(
        default=None,
        description=(
            'ISO date (YYYY-MM-DD) from which the amount applies, where the document marks that start ("ab dem '
            '01.03.2028 beträgt die Miete …", "It increases to … on 1 March 2028", a row of a staggered rent); '
            "null where it gives none."
        ),
    )


class Engine(_Model):
    kind: Literal["llm", "offline"] = Field(description="Which engine wrote the explanations.")
    model: str | None = Field(default=None, description="Model name when an LLM was used.")


class Source(_Model):
    name: str = Field(description="Name of the service that produced the explanation.")
    url: str = Field(description="Where the service can be reached.")


class AnalysisResult(_Model):
    analysis_id: str = Field(description="Id of this analysis; use it with get_explanation.")
    status: Literal["completed"] = Field(description="'completed' for a finished analysis.")
    language: SupportedLanguage = Field(description="Language of the explanation.")
    document_language: str | None = Field(default=None, description="Detected language of the document.")
    category: Category = Field(description="Kind of document.")
    letter: bool = Field(
        default=False,
        description=(
            "True where the document is a letter (it greets its reader): for a contract's category, a letter about "
            "that contract (a landlord's or an employer's letter), not the contract itself."
        ),
    )
    tags: list[str] = Field(default_factory=list, description="Topics of the document, e.g. 'deposit'.")
    summary: str = Field(description="Short summary of the document in the explanation language.")
    clauses: list[Clause] = Field(description="All relevant clauses, in document order.")
    document_date: str | None = Field(default=None, description="Date of the document (a letter's date), ISO.")
    actions: list[Action] = Field(
        default_factory=list, description="What the reader must or can do, in date order (appointments, deadlines)."
    )
    deadlines: list[Deadline] = Field(default_factory=list, description="Deadlines and dates to act on.")
    amounts: list[Amount] = Field(default_factory=list, description="Amounts of money with their meaning.")
    warnings: list[str] = Field(default_factory=list, description="Things to know about this result.")
    removed_personal_data: dict[str, int] = Field(
        default_factory=dict,
        description="How many items of each kind of personal data were removed before analysis (never the items).",
    )
    engine: Engine
    disclaimer: str = Field(description="This is an explanation, not legal advice.")
    source: Source


class PendingResult(_Model):
    analysis_id: str = Field(description="Id of this analysis; use it with get_explanation.")
    status: Literal["awaiting_upload", "queued", "running"] = Field(
        description=(
            "The analysis is waiting or in progress; 'awaiting_upload': it waits for the person to upload the"
            " document at upload_url."
        )
    )
    progress: float = Field(ge=0, le=1, description="Share of the work done, 0 to 1.")
    retry_after_seconds: int = Field(ge=1, description="Ask again with get_explanation after this many seconds.")
    message: str = Field(description="What to do next, in the explanation language.")
    stage: Literal["queued", "reading", "ocr", "anonymizing", "facts", "clauses", "blocks", "finishing"] | None = Field(
        default=None,
        description=(
            "What the analysis is doing now: queued, reading, ocr (page stage_done of stage_total), anonymizing,"
            " facts (finding dates and amounts), clauses (batch stage_done of stage_total), blocks (clause"
            " stage_done of stage_total, without a language model), finishing. The message says it in words."
        ),
    )
    stage_done: int | None = Field(default=None, ge=0, description="How many of stage_total the stage has done.")
    stage_total: int | None = Field(default=None, ge=1, description="How many the stage counts in all.")
    # Only while awaiting an upload (app.uploads); left out of every other answer.
    upload_url: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="With status 'awaiting_upload': the one-time page where the person uploads the document.",
    )
    upload_expires_at: str | None = Field(
        default=None,
        exclude_if=lambda value: value is None,
        description="With status 'awaiting_upload': when upload_url stops working (ISO 8601, UTC).",
    )


# --------------------------------------------------------------------------- facts and explainer output


NoteKind = Literal["may_be_invalid", "unusual", "legal_limit", "info"]


@dataclass(frozen=True)
class NoteDraft:
    """A legal note as the analysis finds it: its kind, a key of some notes_*.toml with values, and what it
    rests on; app/explain/notes_say.py words it in the reader's language."""

    kind: NoteKind
    key: str  # a table in some notes_*.toml
    params: dict[str, str] = field(default_factory=dict)
    norms: tuple[Norm, ...] = ()
    decisions: tuple[Decision, ...] = ()


@dataclass
class Facts:
    """What the analysis finds in the clauses: key dates, amounts, statutes (by clause id), notices."""

    deadlines: list[Deadline] = field(default_factory=list)
    amounts: list[Amount] = field(default_factory=list)
    norms: dict[str, list[Norm]] = field(default_factory=dict)  # by clause id
    warnings: list[Notice] = field(default_factory=list)
    # Where the law sets limits, by clause id, as found: a key and values, no words (the same for both engines).
    notes: dict[str, list[NoteDraft]] = field(default_factory=dict)
    # The same notes worded in the reader's language (app.explain.notes_say.said_notes), for an engine that
    # quotes them; empty until worded.
    legal_notes: dict[str, list[LegalNote]] = field(default_factory=dict)
    # What each clause binds or allows (app.analysis.statements), by clause id; no reader-language words.
    statements: dict[str, list[Statement]] = field(default_factory=dict)


@dataclass
class ClauseText:
    """What an explainer writes for one clause."""

    translation: str
    explanation: str
    topic: str | None = None
    fallback: bool = False  # True when the offline engine filled in for a skipped LLM clause


@dataclass
class Explanation:
    """What an explainer returns for a whole document: wording only; the worker adds the facts and framing."""

    summary: str
    category: str
    tags: list[str]
    clauses: dict[str, ClauseText]  # by clause id ("c1", "c2", ...)
    engine: Engine
    # Notices, or text the engine already wrote in the explanation language.
    warnings: Sequence[NoticeOrText] = field(default_factory=list)


# --------------------------------------------------------------------------- the view of an analysis
#
# What app.flow answers about an analysis, decided once for every transport: the state, what to
# tell the reader (a notice, or an error with its message key and params; app.errors says how each
# error is answered) and when to ask again. MCP, REST and stdio only
# render a view; none of them looks at a stored record.


@dataclass(frozen=True)
class Pending:
    analysis_id: str
    status: Literal["awaiting_upload", "queued", "running"]
    progress: float  # 0 to 1
    retry_after: int  # seconds until asking again is worth it
    notice: Notice
    language: Language  # the reader's language
    stage: str | None = None  # a key of app.explain.progress.STAGE_KEYS
    stage_done: int | None = None
    stage_total: int | None = None
    stage_text: str = ""  # the stage in words, in the reader's language ("Explaining clauses: batch 2 of 5.")
    upload_url: str | None = None  # awaiting_upload: where the person uploads the document (app.uploads)
    upload_expires_at: str | None = None  # awaiting_upload: until when (ISO 8601, UTC)

    def contract(self, message: str) -> PendingResult:
        """The result contract of an unfinished analysis, with ``notice`` rendered as ``message``
        (after the stage in words)."""
        return PendingResult(
            analysis_id=self.analysis_id,
            status=self.status,
            progress=self.progress,
            retry_after_seconds=self.retry_after,
            message=f"{self.stage_text} {message}" if self.stage_text else message,
            stage=self.stage,  # type: ignore[arg-type]  # one of STAGE_KEYS (app.explain.progress)
            stage_done=self.stage_done,
            stage_total=self.stage_total,
            upload_url=self.upload_url,
            upload_expires_at=self.upload_expires_at,
        )


@dataclass(frozen=True)
class Completed:
    result: AnalysisResult

    @property
    def language(self) -> Language:
        return self.result.language


@dataclass(frozen=True)
class Failed:
    """The worker could not explain the document; ``error`` says why (e.g. a refused document)."""

    analysis_id: str
    error: KlartextError
    language: Language


@dataclass(frozen=True)
class Expired:
    """Retention deleted the text and the result; only the entry is left."""

    analysis_id: str
    error: KlartextError
    language: Language


@dataclass(frozen=True)
class NotFound:
    """No such analysis: never existed, or deleted as a whole."""

    analysis_id: str
    error: KlartextError
    language: Language


AnalysisView: TypeAlias = Pending | Completed | Failed | Expired | NotFound


# --------------------------------------------------------------------------- progress hook
#
# How far an analysis is, reported from deep inside the pipeline (OCR pages, clause batches)
# without it knowing about stores or jobs. Here, in the lowest layer, so that every stage can
# report; app.explain.progress puts a hook in place for one job and says what the stages are.

ProgressHook: TypeAlias = Callable[[str, "int | None", "int | None"], None]
PROGRESS_HOOK: ContextVar[ProgressHook | None] = ContextVar("klartext_progress", default=None)


def report_progress(key: str, done: int | None = None, total: int | None = None) -> None:
    """The work in this context is at stage ``key`` (``done`` of ``total``); nothing outside a job."""
    hook = PROGRESS_HOOK.get()
    if hook is not None:
        hook(key, done, total)


def report_each_done(futures: Iterable[Future[Any]], key: str, total: int, already: int = 0) -> None:
    """Report ``key`` one more done as each of ``futures`` (a thread pool's) finishes, in any order."""
    hook = PROGRESS_HOOK.get()  # the pool's threads do not carry this context: taken here
    if hook is None:
        return
    lock = threading.Lock()
    count = already

    def finished(_: Future[Any]) -> None:
        nonlocal count
        with lock:
            count += 1
            done = count
        assert hook is not None
        hook(key, done, total)

    for future in futures:
        future.add_done_callback(finished)

"""LLM engine: explains clauses through an injected ChatModel (app/explain/chat.py), in parallel batches.

Only the anonymized document (``PreparedDocument.text`` and slices of it) ever leaves the
process. Clauses are sent in batches (at most ``llm_batch_size`` each, at most ``llm_parallel``
calls at a time) plus one call for summary, category and tags. Every answer is validated; a
clause the model skipped, answered invalidly or in the wrong language gets the offline text
(``ClauseText.fallback``), and an unusable overview gets the offline summary, category and tags,
built from what this run already computed. When the model explains no clause at all
(unreachable, overloaded, broken), the whole explanation comes from the offline engine — never a
hang, never an error.

Every number, date, time and amount the model writes is checked against what it was given (the
clause's own wording and the facts found for it; for the summary, the document and all facts),
formats normalised (``app.explain.values.unsupported_figures``). A clause whose text names a figure
found in neither is asked for once more, with the figures that were wrong; if it is still wrong, that
clause gets the offline text and the result says so (notice ``llm_figures_fallback``). The summary
likewise (``llm_summary_figures_fallback``).

The model is grounded on the statement model (app/analysis/statements.py): for each clause, who must, must not
or may do what, with each figure and the role the text gives it, or "role: none". Its answer is checked on
those roles too (``app.explain.answercheck.role_mismatches``): a date it calls the start must be one the
clause makes the start, an amount it calls the salary, the rent or the deposit must mean that. A mismatch is
asked for once more, saying which figure was called what; still wrong, that clause gets the offline text
(notice ``llm_roles_fallback``), the summary the offline one (``llm_summary_roles_fallback``).

An answer that parses, in the right language, may still not be fit for a reader: one that repeats
the model's instructions or tells the reader to act ("sign now", "wire the money"; the check is
``app.explain.answercheck``) is not shown. That clause gets the offline text (notice
``llm_answer_rejected``), that summary the offline one (``llm_summary_rejected``); it is not asked
for again: a model the document has turned would be turned again.

The whole explanation has one deadline (``llm_deadline_seconds``, counted from its start): what the
model has not answered by then is explained offline (notice ``llm_deadline``), whatever the timeouts
and retries of the single calls would still allow.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pydantic import BaseModel, ValidationError, field_validator

from app.analysis.classify import classify
from app.analysis.facts import key_facts
from app.analysis.statements import find_statements
from app.analysis.topics import TOPICS, document_topics, topic_of
from app.config import Settings
from app.explain import progress, prompts
from app.explain.answercheck import NO_ROLE, FigureRoles, RoleMismatch, answer_problem, figure_roles, role_mismatches
from app.explain.chat import ChatMessage, ChatModel, LLMCallFailed, LLMUnavailable, OutputSchema
from app.explain.key_dates import said_facts
from app.explain.langcheck import is_wrong_language
from app.explain.notes_say import said_notes
from app.explain.offline import OfflineExplainer, clause_topics, offline_clause, offline_summary
from app.explain.values import Grounding, grounding_of, unsupported_figures
from app.models import (
    Amount,
    Category,
    ClauseText,
    Deadline,
    Engine,
    Explanation,
    Facts,
    Notice,
    NoticeOrText,
    PreparedDocument,
    Statement,
    clause_id,
)

log = logging.getLogger("klartext.llm")

Item = tuple[str, str]  # (clause id, clause text)
_CONTENT_ATTEMPTS = 2  # a malformed or wrong-language answer is asked for once more


# --------------------------------------------------------------------------- answer models


class _ClauseAnswer(BaseModel):
    id: str
    translation: str
    explanation: str
    topic: str | None = None

    @field_validator("translation", "explanation")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("empty")
        return value.strip()


class _Overview(BaseModel):
    summary: str
    category: Category
    tags: list[str] = []

    @field_validator("summary")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("empty")
        return value.strip()


_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)
_TAG = re.compile(r"[^a-z0-9_]+")


def _json_object(content: str | None) -> dict[str, Any] | None:
    """The answer as a JSON object; tolerates a Markdown code fence some servers add."""
    if not content:
        return None
    fenced = _FENCE.match(content)
    try:
        data = json.loads(fenced.group(1) if fenced else content)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def parse_clauses(content: str | None, wanted: Sequence[str]) -> dict[str, _ClauseAnswer] | None:
    """Valid answers by id (unknown ids ignored, first answer wins); None if not parseable at all."""
    data = _json_object(content)
    if data is None or not isinstance(data.get("clauses"), list):
        return None
    allowed = set(wanted)
    answers: dict[str, _ClauseAnswer] = {}
    for raw in data["clauses"]:
        try:
            answer = _ClauseAnswer.model_validate(raw)
        except ValidationError:
            continue  # one bad entry must not spoil the others: it falls back on its own
        if answer.id in allowed and answer.id not in answers:
            answers[answer.id] = answer
    return answers


def parse_overview(content: str | None) -> _Overview | None:
    data = _json_object(content)
    if data is None:
        return None
    try:
        return _Overview.model_validate(data)
    except ValidationError:
        return None


def _clean_tags(tags: Sequence[str]) -> list[str]:
    seen: list[str] = []
    for tag in tags:
        cleaned = _TAG.sub("_", tag.strip().lower()).strip("_")
        if cleaned and cleaned not in seen:
            seen.append(cleaned)
    return seen[: prompts.MAX_TAGS]


def plan_batches(items: Sequence[Item], batch_size: int, parallel: int) -> list[list[Item]]:
    """Split clauses into consecutive batches of at most ``batch_size``, spread evenly.

    The calls run in rounds of ``parallel`` (one slot goes to the summary call). When more than
    one round is needed anyway, the clauses are spread over every slot of those rounds: the
    slowest call decides how long a round takes, and smaller batches answer sooner.
    """
    n = len(items)
    if n == 0:
        return []
    batch_size, parallel = max(1, batch_size), max(1, parallel)
    needed = math.ceil(n / batch_size)
    rounds = math.ceil((needed + 1) / parallel)
    count = min(n, max(needed, rounds * parallel - 1))
    base, extra = divmod(n, count)
    batches, start = [], 0
    for i in range(count):
        size = base + (1 if i < extra else 0)
        batches.append(list(items[start : start + size]))
        start += size
    return batches


# --------------------------------------------------------------------------- the engine


class _NoAnswer(Exception):
    """Asking this model again cannot help within this explanation."""


@dataclass
class _Run:
    """One explanation in progress: its document and the state its calls share."""

    doc: PreparedDocument
    hint: str  # category guessed by the offline classifier
    hint_tags: list[str]  # and its tags: with the hint, the offline overview if the model's fails
    headings: dict[str, str | None]
    semaphore: asyncio.Semaphore
    groundings: dict[str, Grounding] = field(default_factory=dict)  # what each clause's text may name
    document_grounding: Grounding = field(default_factory=Grounding)  # what the summary may name
    unavailable: bool = False  # once set, calls still waiting for a slot do not start
    calls: int = 0
    failures: list[str] = field(default_factory=list)
    figure_fallbacks: set[str] = field(default_factory=set)  # clauses whose figures stayed wrong
    rejected: set[str] = field(default_factory=set)  # clauses whose answer was unfit to show (answercheck)
    summary_rejected: bool = False
    facts_text: dict[str, str] = field(default_factory=dict)  # grounding for the prompt, by clause id
    summary_figures_wrong: bool = False
    roles: dict[str, FigureRoles] = field(default_factory=dict)  # the roles each clause gives its figures
    document_roles: FigureRoles = field(default_factory=FigureRoles)  # and the whole document (the summary)
    role_fallbacks: set[str] = field(default_factory=set)  # clauses whose figures stayed called what they are not
    summary_roles_wrong: bool = False
    _offline_topics: dict[str, str | None] | None = None  # each clause's topic read with its section, once

    def offline_topic(self, cid: str) -> str | None:
        """The topic the offline engine gives the clause: read with the others of its section (``document_topics``,
        as the offline engine reads it), computed once for the document when a clause first needs it."""
        if self._offline_topics is None:
            clauses = [(self.doc.text[s.start : s.end], s.heading) for s in self.doc.segments]
            topics = document_topics(clauses, self.hint)
            self._offline_topics = {clause_id(i): topic for i, topic in enumerate(topics)}
        return self._offline_topics.get(cid)

    def unsupported(self, cid: str, answer: _ClauseAnswer) -> list[str]:
        """Figures in the answer that neither the clause nor its facts hold (as the model wrote them)."""
        return unsupported_figures(f"{answer.translation}\n{answer.explanation}", self.groundings[cid])

    def miscast(self, cid: str, answer: _ClauseAnswer) -> list[RoleMismatch]:
        """Figures the answer calls something (the start, the salary ...) the clause does not make them."""
        text = f"{answer.translation}\n{answer.explanation}"
        return role_mismatches(text, self.doc.explanation_language, self.roles.get(cid, FigureRoles()))

    def topic(self, cid: str, text: str, model_topic: str | None = None) -> str | None:
        # The model read the clause, so its choice from the catalogue wins; the keyword
        # matcher fills in where it chose "other" or something outside the catalogue.
        if model_topic in TOPICS and model_topic != "other":
            return model_topic
        if cid in self.headings:
            return self.offline_topic(cid)
        return topic_of(text, None, self.hint)


class LLMExplainer:
    """Explains through ``model``; ``settings`` give the batch size and the parallel bound.

    ``model`` brings its own timeouts and retries (``RetryingChatModel``): the engine sees an
    answer, ``LLMUnavailable`` or ``LLMCallFailed``.
    """

    def __init__(self, settings: Settings, model: ChatModel) -> None:
        self.settings = settings
        self.model = model
        self.offline = OfflineExplainer()
        self.engine = Engine(kind="llm", model=model.name)

    async def aclose(self) -> None:
        await self.model.aclose()

    async def explain(self, doc: PreparedDocument, facts: Facts | None = None) -> Explanation:
        started = time.monotonic()
        items = [(clause_id(i), doc.text[s.start : s.end]) for i, s in enumerate(doc.segments)]
        hint, hint_tags = await asyncio.to_thread(classify, doc.text)
        if facts is None:
            facts = await asyncio.to_thread(key_facts, doc)
        # The key dates' workings, in the reader's language, are what the model is given and may name.
        facts = said_notes(said_facts(facts, doc.explanation_language), doc.explanation_language)
        groundings, document_grounding = await asyncio.to_thread(_groundings, items, doc.text, facts)
        statements = facts.statements or await asyncio.to_thread(
            find_statements, doc, facts.deadlines, facts.amounts, hint
        )
        roles = _roles(items, facts, statements)
        facts_text = _prompt_facts(facts, statements)
        for cid, given in facts_text.items():  # what the model was given it may name: a note's statutes too
            groundings[cid] = groundings[cid] | grounding_of(given)
        run = _Run(
            doc=doc,
            hint=hint,
            hint_tags=hint_tags,
            headings={clause_id(i): s.heading for i, s in enumerate(doc.segments)},
            semaphore=asyncio.Semaphore(self.settings.llm_parallel),
            groundings=groundings,
            document_grounding=document_grounding,
            facts_text=facts_text,
            roles=roles,
            document_roles=_union(roles.values()),
        )
        batches = plan_batches(items, self.settings.llm_batch_size, self.settings.llm_parallel)
        # Batches first: the short summary call then fills a slot of the last round.
        batch_tasks = [asyncio.create_task(self._batch(batch, run)) for batch in batches]
        progress.track_batches(batch_tasks)  # stage "clauses": batch k of n, as each one finishes
        overview_task = asyncio.create_task(self._overview(run))
        tasks: list[asyncio.Task[Any]] = [*batch_tasks, overview_task]
        deadline = self.settings.llm_deadline_seconds - (time.monotonic() - started)
        try:
            done, pending = await asyncio.wait(tasks, timeout=max(0.0, deadline))
        finally:
            for task in tasks:
                task.cancel()  # a no-op once done; stops the calls past the deadline or when explain() is cancelled
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
            run.failures.append("deadline")

        answers: dict[str, ClauseText] = {}
        late: set[str] = set()  # clauses of the batches the deadline cut off
        for batch, task in zip(batches, batch_tasks, strict=True):
            if task in done:
                answers.update(task.result())
            else:
                late.update(cid for cid, _ in batch)
        overview = overview_task.result() if overview_task in done else None
        rejected = run.rejected - answers.keys() - late
        figure_fallbacks = run.figure_fallbacks - late - rejected
        role_fallbacks = run.role_fallbacks - late - rejected - figure_fallbacks
        log.info(
            "llm explained %d/%d clauses in %d calls, %.2fs, %d with wrong figures, %d wrong roles, %d unfit, %d late (%s)",
            len(answers),
            len(items),
            run.calls,
            time.monotonic() - started,
            len(figure_fallbacks),
            len(role_fallbacks),
            len(rejected),
            len(late),
            ",".join(run.failures) or "no failures",
        )
        if items and not answers and not figure_fallbacks and not role_fallbacks and not rejected:
            return await self._all_offline(doc, facts)

        clauses: dict[str, ClauseText] = {}
        headings = {clause_id(i): s.heading for i, s in enumerate(doc.segments)}
        for cid, text in items:
            if cid in answers:
                clauses[cid] = answers[cid]
            else:
                clauses[cid] = offline_clause(
                    text,
                    doc.explanation_language,
                    run.topic(cid, text),
                    doc.document_language,
                    statements.get(cid, []),
                    run.hint,
                    heading=headings.get(cid),
                )
                clauses[cid].fallback = True
        # Notices, put in words once, in the reader's language, when the result is built (app.jobs.result).
        warnings: list[NoticeOrText] = []
        total = len(items)
        fallbacks = total - len(answers) - len(figure_fallbacks) - len(role_fallbacks) - len(rejected) - len(late)
        if fallbacks:
            warnings.append(Notice.of("llm_clauses_fallback", count=fallbacks, total=total))
        if late:
            seconds = f"{self.settings.llm_deadline_seconds:g}"
            warnings.append(Notice.of("llm_deadline", count=len(late), total=total, seconds=seconds))
        if rejected:
            warnings.append(Notice.of("llm_answer_rejected", count=len(rejected), total=total))
        if figure_fallbacks:
            warnings.append(Notice.of("llm_figures_fallback", count=len(figure_fallbacks), total=total))
        if role_fallbacks:
            warnings.append(Notice.of("llm_roles_fallback", count=len(role_fallbacks), total=total))
        if run.summary_figures_wrong:
            warnings.append(Notice.of("llm_summary_figures_fallback"))
        elif run.summary_roles_wrong:
            warnings.append(Notice.of("llm_summary_roles_fallback"))
        if run.summary_rejected:
            warnings.append(Notice.of("llm_summary_rejected"))

        if overview is None:
            # The summary call gave nothing usable (or nothing fit to show, or nothing in time): the offline summary, category and tags take its
            # place. The classifier already ran for the hint; only the summary itself is left to build.
            category, tags = run.hint, run.hint_tags
            summary = await asyncio.to_thread(_offline_summary, doc, category, facts)
        elif run.summary_figures_wrong or run.summary_roles_wrong or run.summary_rejected:
            category, tags = overview.category, _clean_tags(overview.tags)
            summary = await asyncio.to_thread(_offline_summary, doc, category, facts)
        else:
            summary, category, tags = overview.summary, overview.category, _clean_tags(overview.tags)
        return Explanation(
            summary=summary, category=category, tags=tags, clauses=clauses, engine=self.engine, warnings=warnings
        )

    # ------------------------------------------------------------------ calls

    async def _call(self, run: _Run, messages: list[ChatMessage], schema: OutputSchema) -> str | None:
        """One call within the parallel bound: the content, or None for a cut-off answer.

        Raises ``_NoAnswer`` when asking again cannot help: the server is unavailable (then
        calls still waiting for a slot do not start either) or it rejected the request.
        """
        async with run.semaphore:
            if run.unavailable:
                raise _NoAnswer
            run.calls += 1
            try:
                completion = await self.model.complete(messages, schema)
            except LLMUnavailable as exc:
                run.unavailable = True
                run.failures.append("unavailable")
                raise _NoAnswer from exc
            except LLMCallFailed as exc:
                run.failures.append("rejected")
                raise _NoAnswer from exc
        if completion.finish_reason == "length":
            run.failures.append("truncated")
            return None  # a cut-off JSON answer is unusable; asking again gets a fresh try
        return completion.content

    async def _batch(self, batch: list[Item], run: _Run) -> dict[str, ClauseText]:
        texts = dict(batch)
        answers = await self._ask_clauses(batch, run)
        wrong = {cid: figures for cid, answer in answers.items() if (figures := run.unsupported(cid, answer))}
        miscast = {cid: found for cid, answer in answers.items() if (found := run.miscast(cid, answer))}
        redo = [cid for cid, _ in batch if cid in wrong or cid in miscast]
        if redo:
            # Asked once more, only for those clauses, saying which figures were not in them and which
            # were called what their clause does not make them.
            language = run.doc.explanation_language
            corrections: list[str] = []
            if wrong:
                run.failures.append(f"figures:{len(wrong)}")
                corrections.append(prompts.figures_retry(language, wrong))
            if miscast:
                run.failures.append(f"roles:{len(miscast)}")
                corrections.append(prompts.roles_retry(language, miscast))
            again = await self._ask_clauses([(cid, texts[cid]) for cid in redo], run, "\n\n".join(corrections))
            for cid in redo:
                retried = again.get(cid)
                figures_wrong = cid in wrong if retried is None else bool(run.unsupported(cid, retried))
                roles_wrong = cid in miscast if retried is None else bool(run.miscast(cid, retried))
                if retried is not None and not figures_wrong and not roles_wrong:
                    answers[cid] = retried
                    continue
                del answers[cid]
                if cid in run.rejected:  # an unfit retry counts as unfit, not as wrong figures or roles
                    continue
                if figures_wrong:
                    run.figure_fallbacks.add(cid)
                else:
                    run.role_fallbacks.add(cid)
        return {
            cid: ClauseText(a.translation, a.explanation, topic=run.topic(cid, texts[cid], a.topic))
            for cid, a in answers.items()
        }

    async def _ask_clauses(
        self, batch: list[Item], run: _Run, correction: str | None = None
    ) -> dict[str, _ClauseAnswer]:
        """The model's valid answers for ``batch`` (a malformed or wrong-language answer is asked again)."""
        doc = run.doc
        user = prompts.clauses_message(
            batch,
            explanation_language=doc.explanation_language,
            document_language=doc.document_language,
            category_hint=run.hint,
            facts=run.facts_text,
        )
        if correction:
            user = f"{user}\n\n{correction}"
        system = prompts.system_prompt(doc.explanation_language)
        messages = prompts.messages(system, user)
        schema = prompts.clauses_schema()
        wanted = [cid for cid, _ in batch]
        for _ in range(_CONTENT_ATTEMPTS):
            try:
                content = await self._call(run, messages, schema)
            except _NoAnswer:
                break
            answers = parse_clauses(content, wanted)
            if not answers:  # not JSON, or not one entry of the schema's shape: asked again, like a garbled answer
                run.failures.append("malformed")
                continue
            written = " ".join(f"{a.translation} {a.explanation}" for a in answers.values())
            if is_wrong_language(written, doc.explanation_language):
                run.failures.append("wrong_language")
                continue
            # What the model was told (our framing of the batch too) against what the document says.
            sent = "\n".join([text for _, text in batch] + [run.facts_text.get(cid, "") for cid in wanted])
            return self._fit(run, answers, _instructions(system, schema, user), sent)
        return {}

    @staticmethod
    def _fit(run: _Run, answers: dict[str, _ClauseAnswer], instructions: str, sent: str) -> dict[str, _ClauseAnswer]:
        """The answers fit to show; the others are noted in ``run.rejected`` (and logged by kind only)."""
        fit: dict[str, _ClauseAnswer] = {}
        for cid, answer in answers.items():
            problem = answer_problem(
                f"{answer.translation}\n{answer.explanation}",
                run.doc.explanation_language,
                instructions=instructions,
                sent=sent,
            )
            if problem is None:
                fit[cid] = answer
            else:
                run.failures.append(f"unfit:{problem}")
                run.rejected.add(cid)
        return fit

    async def _overview(self, run: _Run) -> _Overview | None:
        overview = await self._ask_overview(run)
        if overview is None:
            return None
        language = run.doc.explanation_language
        wrong = unsupported_figures(overview.summary, run.document_grounding)
        miscast = role_mismatches(overview.summary, language, run.document_roles)
        if not wrong and not miscast:
            return overview
        corrections: list[str] = []
        if wrong:
            run.failures.append("summary_figures")
            corrections.append(prompts.figures_retry(language, {"summary": wrong}, summary=True))
        if miscast:
            run.failures.append("summary_roles")
            corrections.append(prompts.roles_retry(language, {"summary": miscast}, summary=True))
        again = await self._ask_overview(run, "\n\n".join(corrections))
        if again is not None:
            wrong = unsupported_figures(again.summary, run.document_grounding)
            miscast = role_mismatches(again.summary, language, run.document_roles)
            if not wrong and not miscast:
                return again
        # Its category and tags still count; only the summary is replaced by the offline one.
        if wrong:
            run.summary_figures_wrong = True
        else:
            run.summary_roles_wrong = True
        return again or overview

    async def _ask_overview(self, run: _Run, correction: str | None = None) -> _Overview | None:
        doc = run.doc
        user = prompts.overview_message(
            doc.text,
            explanation_language=doc.explanation_language,
            document_language=doc.document_language,
            category_hint=run.hint,
        )
        if correction:
            user = f"{user}\n\n{correction}"
        system = prompts.system_prompt(doc.explanation_language, overview=True)
        messages = prompts.messages(system, user)
        schema = prompts.overview_schema()
        for _ in range(_CONTENT_ATTEMPTS):
            try:
                content = await self._call(run, messages, schema)
            except _NoAnswer:
                break
            overview = parse_overview(content)
            if overview is None:
                run.failures.append("malformed")
                continue
            if is_wrong_language(overview.summary, doc.explanation_language):
                run.failures.append("wrong_language")
                continue
            problem = answer_problem(
                overview.summary,
                doc.explanation_language,
                instructions=_instructions(system, schema, user),
                sent=doc.text,
            )
            if problem is not None:
                run.failures.append(f"unfit_summary:{problem}")
                run.summary_rejected = True
                return None
            return overview
        return None

    async def _all_offline(self, doc: PreparedDocument, facts: Facts | None) -> Explanation:
        result = await self.offline.explain(doc, facts)
        result.warnings = [Notice.of("llm_unavailable"), *result.warnings]
        return result


def _instructions(system: str, schema: OutputSchema, user: str) -> str:
    """Everything a call tells the model: the system message, the schema as spelled out for servers
    that do not enforce it (app.explain.openai_chat adds it there) and the user message (its framing;
    runs of words the document holds are not held against an answer)."""
    return f"{system}\n\n{prompts.schema_instruction(schema)}\n\n{user}"


def _offline_summary(doc: PreparedDocument, category: str, facts: Facts | None) -> str:
    return offline_summary(doc, category, clause_topics(doc, category), facts if facts is not None else key_facts(doc))


def _roles(items: Sequence[Item], facts: Facts, statements: dict[str, list[Statement]]) -> dict[str, FigureRoles]:
    """The roles each clause gives its figures: its statements' and its facts'; its other dates and amounts none."""
    return {
        cid: figure_roles(
            statements.get(cid, []),
            text=text,
            deadlines=[d for d in facts.deadlines if d.clause_id == cid],
            amounts=[a for a in facts.amounts if a.clause_id == cid],
        )
        for cid, text in items
    }


def _union(roles: Iterable[FigureRoles]) -> FigureRoles:
    out = FigureRoles()
    for one in roles:
        out = out | one
    return out


def _role(role: str | None) -> str:
    return "none" if role is None or role in NO_ROLE else role


def _statement_line(statement: Statement) -> str:
    """One statement as grounding: party, modality, action (language-neutral keys) and each figure with its role."""
    parts = [
        f"statement: party: {statement.party or 'not named'}; modality: {statement.modality}; "
        f"action: {statement.action or 'not named'}"
    ]
    if statement.details:
        parts.append("details: " + ", ".join(statement.details))
    if statement.condition:
        parts.append("under a condition")
    if statement.exception:
        parts.append("with exceptions")
    if statement.figures:
        parts.append(
            "figures: "
            + ", ".join(f'"{f.text}" ({f.kind} {f.value}, role: {_role(f.role)})' for f in statement.figures)
        )
    return "; ".join(parts)


def _prompt_facts(facts: Facts, statements: dict[str, list[Statement]] | None = None) -> dict[str, str]:
    """What Klartext found in each clause, as grounding for the model: key dates with their ISO date,
    computation and role, amounts with their meaning (a role too), the clause's statements (who must or may do
    what, each figure with its role or none) and the legal notes in the reader's language."""
    out: dict[str, list[str]] = {}
    for d in facts.deadlines:
        if d.clause_id:
            line = (
                f"date: {d.text}"
                + (f" = {d.date}" if d.date else "")
                + (f" ({d.computation})" if d.computation else "")
                + f"; role: {_role(d.role)}"
            )
            out.setdefault(d.clause_id, []).append(line)
    for a in facts.amounts:
        if a.clause_id:
            out.setdefault(a.clause_id, []).append(
                f"amount: {a.text} = {a.value} {a.currency}; role: {_role(a.meaning)}"
                + (f"; applies from: {a.applies_from}" if a.applies_from else "")
            )
    for cid, found in (statements or {}).items():
        out.setdefault(cid, []).extend(_statement_line(s) for s in found)
    for cid, notes in facts.legal_notes.items():
        for note in notes:
            cited = "; ".join(
                [n.citation for n in note.norms] + [f"{x.court} {x.date} {x.file_number}" for x in note.decisions]
            )
            out.setdefault(cid, []).append(f"legal note ({note.kind}): {note.text}" + (f" [{cited}]" if cited else ""))
    return {cid: "\n".join(lines) for cid, lines in out.items()}


def _facts_text(deadlines: Sequence[Deadline], amounts: Sequence[Amount], norms: Sequence[str]) -> str:
    parts = [d.text for d in deadlines] + [d.computation or "" for d in deadlines] + [a.text for a in amounts]
    return "\n".join([*parts, *norms])


def _facts_grounding(deadlines: Sequence[Deadline], amounts: Sequence[Amount], norms: Sequence[str]) -> Grounding:
    dates: list[date] = []
    for deadline in deadlines:
        if not deadline.date:
            continue
        try:
            dates.append(date.fromisoformat(deadline.date))
        except ValueError:
            continue
    # the day an amount applies from, where the text marks it: a date the summary may name
    dates += [date.fromisoformat(a.applies_from) for a in amounts if a.applies_from]
    periods: list[float] = [int(n) for d in deadlines if d.period for n in re.findall(r"\d+", d.period)]
    return grounding_of(
        _facts_text(deadlines, amounts, norms), dates=dates, numbers=[*(a.value for a in amounts), *periods]
    )


def _groundings(items: Sequence[Item], text: str, facts: Facts) -> tuple[dict[str, Grounding], Grounding]:
    """What the model's text may name, per clause (its wording and its facts) and for the summary."""
    shared = _facts_grounding(
        [d for d in facts.deadlines if d.clause_id is None], [a for a in facts.amounts if a.clause_id is None], []
    )
    per_clause: dict[str, Grounding] = {}
    for cid, clause_text in items:
        own = _facts_grounding(
            [d for d in facts.deadlines if d.clause_id == cid],
            [a for a in facts.amounts if a.clause_id == cid],
            [n.citation for n in facts.norms.get(cid, [])],
        )
        per_clause[cid] = grounding_of(clause_text) | own | shared
    every_norm = [n.citation for norms in facts.norms.values() for n in norms]
    # A summary may also say how many clauses the document has.
    document = grounding_of(text, numbers=[len(items)]) | _facts_grounding(facts.deadlines, facts.amounts, every_norm)
    return per_clause, document

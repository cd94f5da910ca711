"""MCP tasks for ``explain_document``: a handle the client polls instead of a call that waits.

Two wire forms of the same thing, chosen per request:

- **The Tasks extension** (``io.modelcontextprotocol/tasks``, SEP-2663, for protocol 2026-07-28):
  the client lists the extension in the request's ``_meta`` client capabilities; the server
  decides to answer ``tools/call`` with ``resultType: "task"``. ``tasks/get`` inlines the result;
  ``tasks/update`` and ``tasks/cancel`` acknowledge. Requests carrying 2026-07-28 ``_meta``
  without the extension get -32021 on the task methods; over HTTP their ``Mcp-Name`` header must
  repeat ``params.taskId`` (-32020 otherwise, app.transport.mcp.versions). A 2025-style
  ``params.task`` in a 2026-07-28 request is an invalid-params error that says what to do instead.
- **The 2025-11-25 tasks utility** (experimental, in the core protocol then): the server declares
  ``capabilities.tasks`` at initialize and ``execution.taskSupport: "optional"`` on
  explain_document; a client that sends ``params.task`` gets ``{"task": ...}``, polls
  ``tasks/get``, fetches ``tasks/result`` (which blocks until the end) and may ``tasks/cancel``.
  No ``tasks/list``: the server is stateless and has no sessions, so a list would show every
  client's tasks to every other.

A task is a row of its own (app.store), not the analysis: identical documents share one
analysis (no second LLM call), and cancelling one person's task must not stop another's. The
request only checks the arguments, stores the task and answers; reading, OCR and anonymizing then
run in the background of this process (the upload is never stored), with their stages on the
task, and the analysis' own stages take over once it is queued. Status messages are in the
language the call asked for.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from datetime import UTC, datetime
from typing import Any, Literal

from app import metrics
from app.config import Settings
from app.errors import InvalidArguments, KlartextError
from app.explain import progress
from app.flow import Analyses
from app.intake.budget import keep_upload
from app.language import answer_language, parse_language
from app.locales.messages import render
from app.models import Completed, DocumentInput, Pending
from app.present.notices import render_notice
from app.store.base import Record, Store, TaskRecord
from app.transport.mcp.jsonrpc import INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND, RpcError
from app.transport.mcp.tools import EXPLAIN, error_result, tool_error, view_result
from app.transport.ratelimit import charge_document
from app.uploads import wants_link

log = logging.getLogger("klartext.tasks")

EXTENSION = "io.modelcontextprotocol/tasks"
CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion"
RELATED_TASK = "io.modelcontextprotocol/related-task"
IMMEDIATE_RESPONSE = "io.modelcontextprotocol/model-immediate-response"
PROGRESS_META = "klartext/progress"  # share done and stage, next to the statusMessage
MISSING_REQUIRED_CLIENT_CAPABILITY = -32021

# 2025-11-25: capabilities.tasks (no list, see above). 2026-07-28: capabilities.extensions.
LEGACY_CAPABILITY: dict[str, Any] = {"cancel": {}, "requests": {"tools": {"call": {}}}}
EXTENSION_CAPABILITY: dict[str, Any] = {EXTENSION: {}}
TASK_METHODS = frozenset({"tasks/get", "tasks/result", "tasks/cancel", "tasks/update", "tasks/list"})

# A 2026-07-28 request with the 2025-11-25 utility's params.task (protocol diagnostics are English).
LEGACY_TASK_PARAMETER = (
    "params.task is the 2025-11-25 tasks utility, which protocol 2026-07-28 does not have. Declare the "
    f"Tasks extension ({EXTENSION}) in _meta's client capabilities instead: the server then decides "
    "whether the call runs as a task."
)

POLL_INTERVAL_MS = 2000
# A task whose document is still being read after this long lost its process (a restart).
PREPARE_STALE_SECONDS = 900.0
RESULT_WAIT_SECONDS = 30.0  # tasks/result waits in rounds of this, checking for cancellation

Style = Literal["legacy", "extension"]
Status = Literal["working", "completed", "failed", "cancelled"]


def requested_style(params: dict[str, Any]) -> Style | None:
    """How a tools/call asks for a task: the extension in ``_meta``, ``params.task`` (2025-11-25), or not."""
    if EXTENSION in _extensions(params):
        return "extension"
    if isinstance(params.get("task"), dict):
        return "legacy"
    return None


def _extensions(params: dict[str, Any]) -> dict[str, Any]:
    meta = params.get("_meta")
    capabilities = meta.get(CLIENT_CAPABILITIES) if isinstance(meta, dict) else None
    extensions = capabilities.get("extensions") if isinstance(capabilities, dict) else None
    return extensions if isinstance(extensions, dict) else {}


def _modern(params: dict[str, Any]) -> bool:
    """Does the request carry 2026-07-28 ``_meta`` (protocol version or client capabilities)?"""
    meta = params.get("_meta")
    return isinstance(meta, dict) and (PROTOCOL_VERSION in meta or CLIENT_CAPABILITIES in meta)


def _iso(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class TaskState:
    """A task as it stands: status, words for it, and the result or error once it has one."""

    def __init__(
        self,
        status: Status,
        message: str,
        share: float,
        stage: progress.Stage | None,
        updated_at: float,
        result: dict[str, Any] | None = None,
        error: dict[str, Any] | None = None,
    ) -> None:
        self.status = status
        self.message = message
        self.share = share
        self.stage = stage
        self.updated_at = updated_at
        self.result = result
        self.error = error


class TaskService:
    """Creates tasks for explain_document and answers the task methods."""

    def __init__(self, settings: Settings, analyses: Analyses) -> None:
        self.settings = settings
        self.analyses = analyses
        self._background: set[asyncio.Task[None]] = set()

    @property
    def ttl_ms(self) -> int:
        # As long as the result is kept (text retention): the task cannot outlive it.
        return int(self.settings.retention_text_days * 86_400_000)

    def _store(self) -> Store:
        backend = self.analyses.backend
        if backend is None:
            raise RuntimeError("tasks used outside the app lifespan")
        return backend.store

    # ------------------------------------------------------------------ tools/call as a task

    async def call(self, params: dict[str, Any], style: Style) -> dict[str, Any] | None:
        """The CreateTaskResult for a task-augmented tools/call; None: answer it as a plain call.

        Arguments are checked here, so a call that cannot become an analysis answers at once with
        its tool error, as without a task.
        """
        from app.intake.validate import parse_arguments

        name = params.get("name")
        if name != EXPLAIN:
            if style == "legacy" and isinstance(name, str):
                # 2025-11-25: a tool without taskSupport called as a task is -32601.
                raise RpcError(METHOD_NOT_FOUND, f"The tool {name} cannot run as a task; call it without 'task'.")
            return None
        arguments = params.get("arguments")
        if not isinstance(arguments, dict):
            return None  # the plain call answers what is wrong
        language = answer_language(arguments.get("language"))
        try:
            charge_document()  # a document sent as a task costs what a plain call costs
            if wants_link(arguments):
                return await self._link_task(arguments, style)
            document = parse_arguments(arguments, self.settings)
        except KlartextError as err:
            metrics.ERRORS.labels(err.key).inc()
            return tool_error(err, language)
        arguments.clear()  # the Base64 upload: the task below holds the decoded document only
        store = self._store()
        reading = progress.Stage("reading")
        task = await asyncio.to_thread(store.create_task, None, language, self.ttl_ms, reading.encode())
        keep_upload()  # the upload's memory stays counted until the background preparation ends
        job = asyncio.create_task(self._prepare(task.id, document), name="klartext-task-prepare")
        self._background.add(job)
        job.add_done_callback(self._background.discard)
        del document
        state = TaskState("working", _stage_words(reading, language), 0.0, reading, task.created_at)
        body = self._task_body(task, state, style)
        message = render("pending_task", language)
        if style == "extension":
            return {"resultType": "task", **body, "_meta": {IMMEDIATE_RESPONSE: message}}
        return {"task": body, "_meta": {IMMEDIATE_RESPONSE: message}}

    async def _link_task(self, arguments: dict[str, Any], style: Style) -> dict[str, Any]:
        """``upload: true`` as a task: it stays working, its message giving the link, until the upload is explained."""
        links = self.analyses.links
        if links is None:
            raise InvalidArguments("upload_link_needs_http")
        awaiting = await links.create(parse_language(arguments.get("language")), "assistant")
        task = await asyncio.to_thread(
            self._store().create_task, awaiting.analysis_id, awaiting.language, self.ttl_ms, None
        )
        state = await self._state(task)
        body = self._task_body(task, state, style)
        # The model may see only this: it says where the person uploads the document.
        meta = {IMMEDIATE_RESPONSE: state.message}
        if style == "extension":
            return {"resultType": "task", **body, "_meta": meta}
        return {"task": body, "_meta": meta}

    async def _prepare(self, task_id: str, document: DocumentInput) -> None:
        """Read, OCR and anonymize in the background; the task gets the analysis or the refusal."""
        store = self._store()
        language = document.explanation_language
        reporter = progress.Reporter(lambda _share, stage: store.update_task(task_id, stage=stage))
        try:
            with progress.reporting(reporter):
                submitted = await self.analyses.submit(document, "assistant")
            del document
            await reporter.flush()
            await asyncio.to_thread(store.update_task, task_id, analysis_id=submitted.analysis_id)
        except KlartextError as err:
            metrics.ERRORS.labels(err.key).inc()
            await self._record_error(task_id, err, language)
        except Exception as exc:  # only the type: a message may quote the document
            log.error("task preparation failed: %s", type(exc).__name__)
            metrics.ERRORS.labels("internal").inc()
            await self._store_answer(task_id, {"result": error_result(render("internal_error", language))})

    async def _record_error(self, task_id: str, err: KlartextError, language: str) -> None:
        try:
            answer: dict[str, Any] = {"result": tool_error(err, language)}
        except RpcError as rpc:
            answer = {"error": {"code": rpc.code, "message": rpc.message, **({"data": rpc.data} if rpc.data else {})}}
        await self._store_answer(task_id, answer)

    async def _store_answer(self, task_id: str, answer: dict[str, Any]) -> None:
        try:
            await asyncio.to_thread(self._store().update_task, task_id, error=json.dumps(answer, ensure_ascii=False))
        except Exception as exc:
            log.error("task answer not stored: %s", type(exc).__name__)

    async def stop(self) -> None:
        """Cancel the preparations still running (shutdown); their tasks read as failed later."""
        jobs, self._background = set(self._background), set()
        for job in jobs:
            job.cancel()
        await asyncio.gather(*jobs, return_exceptions=True)

    # ------------------------------------------------------------------ the task methods

    async def handle(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Answer tasks/get, tasks/result, tasks/cancel, tasks/update (the result object)."""
        style: Style = "legacy"
        if _modern(params):
            if EXTENSION not in _extensions(params):
                raise RpcError(
                    MISSING_REQUIRED_CLIENT_CAPABILITY,
                    "Missing required client capability",
                    {"requiredCapabilities": {"extensions": {EXTENSION: {}}}},
                )
            style = "extension"
        if method == "tasks/list" or (method == "tasks/result" and style == "extension"):
            raise RpcError(METHOD_NOT_FOUND, f"{method} is not offered by this server.")
        if method == "tasks/update" and style == "legacy":
            raise RpcError(METHOD_NOT_FOUND, "tasks/update is part of the Tasks extension (protocol 2026-07-28).")
        task_id = params.get("taskId")
        if not isinstance(task_id, str) or not task_id:
            raise RpcError(INVALID_PARAMS, "Please send the task's id as params.taskId (a string).")
        task = await asyncio.to_thread(self._store().get_task, task_id[:64])
        if task is None:
            raise RpcError(INVALID_PARAMS, render("task_not_found", "en"))
        if method == "tasks/get":
            state = await self._state(task)
            if style == "extension":
                return {"resultType": "complete", **self._detailed(task, state)}
            return self._task_body(task, state, style)
        if method == "tasks/result":
            return await self._result(task)
        if method == "tasks/cancel":
            return await self._cancel(task, style)
        return {"resultType": "complete"}  # tasks/update: this server never asks for input

    async def _cancel(self, task: TaskRecord, style: Style) -> dict[str, Any]:
        state = await self._state(task)
        if state.status != "working":
            if style == "extension":
                return {"resultType": "complete"}  # cooperative: acknowledged, nothing to stop
            raise RpcError(INVALID_PARAMS, render("task_finished", "en"))
        cancelled = await asyncio.to_thread(self._store().cancel_task, task.id)
        if style == "extension":
            return {"resultType": "complete"}
        assert cancelled is not None
        return self._task_body(cancelled, await self._state(cancelled), style)

    async def _result(self, task: TaskRecord) -> dict[str, Any]:
        """tasks/result (2025-11-25): blocks until the task is finished, then what the call would have answered."""
        while True:
            state = await self._state(task)
            if state.status != "working":
                break
            if task.analysis_id is None:
                await asyncio.sleep(0.5)
            else:
                await self.analyses.wait(task.analysis_id, RESULT_WAIT_SECONDS, "assistant", "en")
            refreshed = await asyncio.to_thread(self._store().get_task, task.id)
            if refreshed is None:
                raise RpcError(INVALID_PARAMS, render("task_not_found", "en"))
            task = refreshed
        if state.error is not None:
            raise RpcError(int(state.error.get("code", INTERNAL_ERROR)), str(state.error.get("message", "")))
        result = dict(state.result or error_result(state.message))
        result["_meta"] = {**result.get("_meta", {}), RELATED_TASK: {"taskId": task.id}}
        return result

    # ------------------------------------------------------------------ the state of a task

    async def _state(self, task: TaskRecord) -> TaskState:
        record: Record | None = None
        if task.analysis_id is not None:
            record = await asyncio.to_thread(self._store().get, task.analysis_id)
        updated = max(task.updated_at, record.updated_at if record else 0.0)
        language = task.language
        if task.cancelled_at is not None:
            return TaskState("cancelled", render("task_cancelled", language), 0.0, None, updated)
        if task.error is not None:
            answer = json.loads(task.error)
            if "error" in answer:
                return TaskState(
                    "failed", str(answer["error"].get("message", "")), 0.0, None, updated, None, answer["error"]
                )
            result = answer["result"]
            return TaskState("completed", _text_of(result), 1.0, None, updated, result)
        if task.analysis_id is None:
            stage = progress.Stage.decode(task.stage) or progress.Stage("reading")
            if time.time() - task.updated_at > PREPARE_STALE_SECONDS:
                result = error_result(render("analysis_failed", language))
                return TaskState("completed", _text_of(result), 1.0, None, updated, result)
            return TaskState("working", _stage_words(stage, language), stage.share, stage, updated)
        view = await self.analyses.look_up(task.analysis_id, "assistant", fallback_language=language)
        if isinstance(view, Pending):
            stage = progress.Stage(view.stage or "queued", view.stage_done, view.stage_total)
            message = view.contract(render_notice(view.notice, view.language)).message
            # The request side is behind it: a queued analysis (share 0) must not read as a step back.
            # Not so for an upload link still waiting for its document (app.uploads).
            share = 0.0 if view.status == "awaiting_upload" else max(view.progress, progress.REQUEST_SIDE_DONE)
            return TaskState("working", message, share, stage, updated)
        try:
            result = view_result(view)
        except RpcError as rpc:
            error = {"code": rpc.code, "message": rpc.message}
            return TaskState("failed", rpc.message, 1.0, None, updated, None, error)
        message = render("task_completed", view.language) if isinstance(view, Completed) else _text_of(result)
        return TaskState("completed", message, 1.0, None, updated, result)

    def _task_body(self, task: TaskRecord, state: TaskState, style: Style) -> dict[str, Any]:
        """The Task object in the wire form of ``style`` (ttl/pollInterval or ttlMs/pollIntervalMs)."""
        status: str = state.status
        if style == "legacy" and state.status == "completed" and state.result and state.result.get("isError"):
            status = "failed"  # 2025-11-25: a tool result with isError is a failed task
        body: dict[str, Any] = {
            "taskId": task.id,
            "status": status,
            "statusMessage": state.message,
            "createdAt": _iso(task.created_at),
            "lastUpdatedAt": _iso(state.updated_at),
        }
        if style == "extension":
            body["ttlMs"] = task.ttl_ms
        else:
            body["ttl"] = task.ttl_ms
        if state.status == "working":
            body["pollIntervalMs" if style == "extension" else "pollInterval"] = POLL_INTERVAL_MS
            meta: dict[str, Any] = {"progress": round(state.share, 3)}
            if state.stage is not None:
                meta["stage"] = state.stage.key
                if state.stage.total is not None:
                    meta["stage_done"], meta["stage_total"] = state.stage.done, state.stage.total
            body["_meta"] = {PROGRESS_META: meta}
        return body

    def _detailed(self, task: TaskRecord, state: TaskState) -> dict[str, Any]:
        body = self._task_body(task, state, "extension")
        if state.status == "completed" and state.result is not None:
            # The result of the original request as 2026-07-28 shapes it: a CallToolResult there
            # carries resultType "complete" (the extension: "the structure matches the result type
            # of the original request"; the official client validates it).
            body["result"] = {"resultType": "complete", **state.result}
        if state.status == "failed" and state.error is not None:
            body["error"] = state.error
        return body


def _stage_words(stage: progress.Stage, language: str) -> str:
    from app.flow import stage_text

    return stage_text(stage, language)


def _text_of(result: dict[str, Any]) -> str:
    content = result.get("content")
    if isinstance(content, list) and content and isinstance(content[0], dict):
        return str(content[0].get("text", ""))
    return ""

"""The access log as `klartext serve` writes it: one JSON line per request, read from the server's output.

MCP requests get the endpoint's line (request id, JSON-RPC method, tool), every other request the
guard's (path with upload-link tokens hidden); never the client's address, and no second line from
uvicorn. The lines are written straight to the handler `klartext serve` installs where nothing else
can see them; that text must be the one the handler makes of a record.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
import signal
import threading
import time
import weakref
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.transport import accesslog
from app.transport.accesslog import LOG_FORMAT, LineFormatter
from tests.support.processes import free_port, klartext_server

LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} INFO klartext\.access: (\{.*\})$")
JSON_HEADERS = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
MCP_FIELDS = ["event", "id", "http", "rpc", "tool", "status", "ms", "in", "out"]
HTTP_FIELDS = ["event", "http", "path", "status", "ms", "in", "out"]


def rpc(http: httpx.Client, method: str, params: dict[str, Any] | None = None, **headers: str) -> httpx.Response:
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": 1, "method": method}
    if params is not None:
        body["params"] = params
    return http.post("/api/mcp", json=body, headers={**JSON_HEADERS, "mcp-protocol-version": "2025-11-25", **headers})


def access_lines(log: Path, wanted: int) -> list[dict[str, Any]]:
    """The access lines in ``log`` once there are ``wanted`` of them that are not the start-up probes."""
    deadline = time.monotonic() + 60
    while True:
        lines = [json.loads(m.group(1)) for m in map(LINE.match, log.read_text().splitlines()) if m]
        mine = [line for line in lines if line.get("path") != "/healthz"]
        if len(mine) >= wanted or time.monotonic() > deadline:
            return mine
        time.sleep(0.1)


@pytest.mark.slow
def test_klartext_serve_logs_each_request_once_without_address_or_upload_token(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "server.log"
    with (
        log.open("wb") as output,
        klartext_server(tmp_path / "data", port, output=output, KLARTEXT_LOG_LEVEL="INFO", KLARTEXT_WORKERS="0"),
        httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as http,
    ):
        ping = rpc(http, "ping")
        listed = rpc(http, "tools/list")
        patched = http.request("PATCH", "/api/mcp", headers=JSON_HEADERS)
        linked = rpc(http, "tools/call", {"name": "explain_document", "arguments": {"upload": True, "language": "de"}})
        upload_url = linked.json()["result"]["structuredContent"]["upload_url"]
        token = upload_url.rsplit("/", 1)[1]
        page = http.get(f"/u/{token}", params={"lang": "de"})
        empty_upload = http.post(f"/api/analyses/uploads/{token}", content=b"", headers={"content-type": "text/plain"})
        probe = http.get("/healthz", params={"probe": "test"})
        lines = access_lines(log, 7)
    assert [r.status_code for r in (ping, listed, patched, linked, page, probe)] == [200, 200, 405, 200, 200, 200]
    assert empty_upload.status_code >= 400

    assert len(lines) == 7, lines  # one each, nothing from uvicorn
    # A request's line is written once it is answered, so the next one on the connection may come first.
    mcp = {line["id"]: line for line in lines if line["event"] == "mcp"}
    answers = {"ping": ping, "tools/list": listed, "PATCH": patched, "tools/call": linked}
    assert set(mcp) == {answer.headers["x-request-id"] for answer in answers.values()}
    seen = {name: mcp[answer.headers["x-request-id"]] for name, answer in answers.items()}
    assert all(list(line) == MCP_FIELDS for line in seen.values())
    assert {name: (line["http"], line["rpc"], line["tool"], line["status"]) for name, line in seen.items()} == {
        "ping": ("POST", "ping", None, 200),
        "tools/list": ("POST", "tools/list", None, 200),
        "PATCH": ("PATCH", None, None, 405),
        "tools/call": ("POST", "tools/call", "explain_document", 200),
    }
    assert all(seen[name]["out"] == len(answer.content) for name, answer in answers.items())

    other = sorted((line for line in lines if line["event"] == "http"), key=lambda line: line["path"])
    assert all(list(line) == HTTP_FIELDS for line in other)
    assert [(line["http"], line["path"], line["status"], line["out"]) for line in other] == [
        ("POST", "/api/analyses/uploads/…", empty_upload.status_code, len(empty_upload.content)),
        ("GET", "/healthz?probe=test", 200, len(probe.content)),
        ("GET", "/u/…?lang=de", 200, len(page.content)),
    ]
    assert all(line["ms"] >= 0 and line["in"] >= 0 for line in lines)

    text = log.read_text()
    assert token not in text
    assert ' - "GET ' not in text and ' - "POST ' not in text  # uvicorn's access line is off
    assert not [line for line in text.splitlines() if "klartext.access" in line and "127.0.0.1" in line]


def test_a_line_written_directly_is_the_text_the_handler_makes_of_the_record() -> None:
    stream = io.StringIO()
    logger = logging.getLogger("klartext.access.test")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    handler = accesslog.stream_handler(stream)
    logger.addHandler(handler)
    try:
        accesslog.write('{"event":"mcp"}', "test", __file__, logger)  # the one plain handler: direct
        seen: list[logging.LogRecord] = []

        def sees(record: logging.LogRecord) -> bool:
            seen.append(record)
            return True

        logger.addFilter(sees)  # with a filter, the line is a record through logging
        accesslog.write('{"event":"mcp"}', "test", __file__, logger)
    finally:
        logger.removeHandler(handler)
        logger.filters.clear()
    direct, recorded = stream.getvalue().splitlines()
    assert len(seen) == 1 and seen[0].getMessage() == '{"event":"mcp"}' and seen[0].funcName == "test"
    for line in (direct, recorded):
        assert re.fullmatch(
            r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} INFO klartext\.access\.test: \{\"event\":\"mcp\"\}", line
        )
    assert direct[23:] == recorded[23:]


@pytest.mark.parametrize("created", [1_764_000_000.0, 1_764_000_000.0005, 1_764_000_000.9999, 1_780_000_123.456])
def test_the_formatter_writes_what_logging_formatter_writes(created: float) -> None:
    record = logging.LogRecord("klartext.access", logging.INFO, __file__, 1, "line", (), None)
    record.created = created
    record.msecs = int((created - int(created)) * 1000) + 0.0  # as LogRecord computes it
    expected = logging.Formatter(LOG_FORMAT).format(record)
    formatter = LineFormatter()
    assert formatter.format(record) == expected
    assert formatter.format(record) == expected  # the second time from the remembered second
    assert formatter.info_line(created, "klartext.access", "line") == expected


@pytest.mark.slow
def test_an_mcp_request_the_guard_refuses_has_its_line_too(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "server.log"
    with (
        log.open("wb") as output,
        klartext_server(
            tmp_path / "data",
            port,
            output=output,
            KLARTEXT_LOG_LEVEL="INFO",
            KLARTEXT_WORKERS="0",
            KLARTEXT_READ_RATE_LIMIT_PER_MINUTE="2",
        ),
        httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as http,
    ):
        answers = [rpc(http, "ping", **{"accept-language": "fr"}) for _ in range(3)]
        lines = access_lines(log, 3)
    assert [answer.status_code for answer in answers] == [200, 200, 429]
    assert "x-request-id" not in answers[2].headers
    assert len(lines) == 3, lines
    served = [line for line in lines if line["event"] == "mcp"]
    assert sorted(line["id"] for line in served) == sorted(answer.headers["x-request-id"] for answer in answers[:2])
    (refused,) = [line for line in lines if line["event"] == "http"]
    assert (refused["http"], refused["path"], refused["status"]) == ("POST", "/api/mcp", 429)
    assert refused["out"] == len(answers[2].content) and refused["in"] == 0


def _own_logger(stream: io.StringIO) -> tuple[logging.Logger, logging.Handler]:
    logger = logging.getLogger("klartext.access.batched")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    handler = accesslog.stream_handler(stream)
    logger.addHandler(handler)
    return logger, handler


async def _until(condition: Any) -> None:
    """Wait on the running loop until ``condition()`` holds (the batch's timer has to run)."""
    deadline = time.monotonic() + 30
    while not condition() and time.monotonic() < deadline:
        await asyncio.sleep(0.01)


def test_lines_made_on_the_loop_are_written_together_in_order_and_before_any_later_record() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)

    async def serve() -> tuple[str, str]:
        for n in range(3):
            accesslog.write(f'{{"n":{n}}}', "test", __file__, logger)
        waiting = stream.getvalue()  # nothing of this turn written yet: one write for all of them later
        logger.warning("a record after the lines")  # the handler writes the waiting lines first
        accesslog.write('{"n":3}', "test", __file__, logger)
        await _until(lambda: '{"n":3}' in stream.getvalue())
        return waiting, stream.getvalue()

    try:
        waiting, written = asyncio.run(serve())
    finally:
        logger.removeHandler(handler)
    assert waiting == ""
    messages = [line.split(": ", 1)[1] for line in written.splitlines()]
    assert messages == ['{"n":0}', '{"n":1}', '{"n":2}', "a record after the lines", '{"n":3}']
    stamp = r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (INFO|WARNING) klartext\.access\.batched: "
    assert all(re.match(stamp, line) for line in written.splitlines())


def test_a_line_of_a_thread_without_a_loop_is_written_at_once_while_a_loops_batch_waits() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)

    async def serve() -> tuple[str, str]:
        accesslog.write('{"n":0}', "test", __file__, logger)
        accesslog.write('{"n":1}', "test", __file__, logger)  # joins the batch of this loop's timer
        waiting = stream.getvalue()
        thread = threading.Thread(target=accesslog.write, args=('{"n":2}', "test", __file__, logger))
        thread.start()
        thread.join()  # no loop there: its line is written at once, the waiting ones first
        return waiting, stream.getvalue()

    try:
        waiting, written = asyncio.run(serve())
    finally:
        accesslog.drain()
        logger.removeHandler(handler)
    assert waiting == ""
    assert [line.split(": ", 1)[1] for line in written.splitlines()] == ['{"n":0}', '{"n":1}', '{"n":2}']


def test_a_full_batch_is_written_at_once_and_a_flush_writes_what_waits() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)

    async def serve() -> tuple[int, int]:
        for n in range(accesslog.FLUSH_LINES):
            accesslog.write(f'{{"n":{n}}}', "test", __file__, logger)
        full = len(stream.getvalue().splitlines())
        accesslog.write('{"n":"last"}', "test", __file__, logger)
        handler.flush()
        return full, len(stream.getvalue().splitlines())

    try:
        full, flushed = asyncio.run(serve())
    finally:
        logger.removeHandler(handler)
    assert (full, flushed) == (accesslog.FLUSH_LINES, accesslog.FLUSH_LINES + 1)


@pytest.mark.slow
def test_klartext_serve_stopped_right_after_its_answers_has_written_every_line(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "server.log"
    with (
        log.open("wb") as output,
        klartext_server(
            tmp_path / "data", port, output=output, KLARTEXT_LOG_LEVEL="INFO", KLARTEXT_WORKERS="0"
        ) as server,
        httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as http,
    ):
        answers = [rpc(http, "ping") for _ in range(5)]
        server.send_signal(signal.SIGTERM)  # at once: the lines of the last requests still wait
        server.wait(timeout=60)
    ids = {line["id"] for line in access_lines(log, 5) if line["event"] == "mcp"}
    assert ids == {answer.headers["x-request-id"] for answer in answers}


def test_lines_made_while_another_thread_logs_are_each_written_once() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)
    stop = threading.Event()

    def other_thread() -> None:  # a worker logging while the loop makes lines: each record drains
        while not stop.is_set():
            logger.warning("worker")

    async def serve() -> None:
        for n in range(3000):
            accesslog.write(f'{{"n":{n}}}', "test", __file__, logger)
            if n % 50 == 0:
                await asyncio.sleep(0)
        handler.flush()

    thread = threading.Thread(target=other_thread)
    thread.start()
    try:
        asyncio.run(serve())
    finally:
        stop.set()
        thread.join()
        logger.removeHandler(handler)
    numbers = [json.loads(line.split(": ", 1)[1])["n"] for line in stream.getvalue().splitlines() if "{" in line]
    assert numbers == list(range(3000))


def test_a_line_goes_where_logging_sends_it_when_written_as_a_record_with_the_time_it_was_noted() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)
    seen: list[logging.LogRecord] = []

    def sees(record: logging.LogRecord) -> bool:
        seen.append(record)
        return False  # and drops it: this line must not reach the stream

    async def serve() -> tuple[float, float]:
        before = time.time()
        accesslog.write('{"n":"filtered"}', "serve", __file__, logger)  # noted now, written later
        after = time.time()
        logger.addFilter(sees)  # set up before the batch is written: it decides
        await _until(lambda: seen)
        return before, after

    try:
        before, after = asyncio.run(serve())
    finally:
        logger.filters.clear()
        logger.removeHandler(handler)
    (record,) = seen
    assert record.getMessage() == '{"n":"filtered"}' and record.funcName == "serve"
    assert before <= record.created <= after and 0 <= record.msecs < 1000
    assert stream.getvalue() == ""


def test_lines_a_stopped_loop_left_waiting_are_written_with_the_next_line_a_batch_later(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)
    now = [1_780_000_000.0]
    monkeypatch.setattr(accesslog, "time", type("Clock", (), {"time": lambda: now[0], "strftime": time.strftime}))

    async def note(n: int) -> None:
        accesslog.write(f'{{"n":{n}}}', "test", __file__, logger)

    try:
        asyncio.run(note(0))  # its loop closes before the batch's timer runs
        waiting = stream.getvalue()
        now[0] += accesslog.FLUSH_SECONDS * 2
        asyncio.run(note(1))  # another loop: the old line is overdue and goes out now
        first = stream.getvalue()
    finally:
        accesslog.drain()
        logger.removeHandler(handler)
    assert waiting == ""
    assert [line.split(": ", 1)[1] for line in first.splitlines()] == ['{"n":0}']


def test_logging_shutdown_writes_the_waiting_lines_under_the_handlers_lock() -> None:
    stream = io.StringIO()
    logger, handler = _own_logger(stream)

    async def serve() -> str:
        for n in range(3):
            accesslog.write(f'{{"n":{n}}}', "test", __file__, logger)
        waiting = stream.getvalue()
        # What the interpreter's exit does: every handler flushed while its lock is held.
        logging.shutdown([weakref.ref(handler)])
        return waiting

    try:
        waiting = asyncio.run(serve())
    finally:
        logger.removeHandler(handler)
    assert waiting == ""
    assert [line.split(": ", 1)[1] for line in stream.getvalue().splitlines()] == ['{"n":0}', '{"n":1}', '{"n":2}']

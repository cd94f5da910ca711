"""Command line: ``klartext serve | worker | stdio | explain FILE | anonymize FILE | purge``.

``explain`` and ``anonymize`` run the pipeline in this process and write nothing to disk: the
file is read, explained and printed. ``anonymize`` skips the legal-content gate: it shows the
anonymized text of any text (a letter, a shopping list) and refuses only what cannot be read.
Exit codes: 0 done, 1 unexpected failure, 2 the input or the arguments were refused (with a
message a non-lawyer understands).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path
from typing import IO, Any

from app.config import LANGUAGES, Settings
from app.errors import KlartextError
from app.language import answer_language
from app.locales.messages import render
from app.models import DocumentInput, PreparedDocument
from app.transport.accesslog import stream_handler
from app.transport.paths import MCP_PATH

log = logging.getLogger("klartext.cli")

EXIT_FAILED = 1
EXIT_REFUSED = 2
# Kubernetes waits 30 s between SIGTERM and SIGKILL: finish what is running, leave the rest queued.
DRAIN_SECONDS = 20.0


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        settings = Settings.from_env()
    except ValueError as exc:  # a malformed KLARTEXT_* number; the message names the variable
        print(f"klartext: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    level = settings.log_level
    if args.command in ("explain", "anonymize") and level != "DEBUG":
        level = "WARNING"  # a terminal tool: the output is the explanation, not library chatter
    configure_logging(level)
    code: int = args.handler(args, settings)
    return code


def configure_logging(level: str | int, stream: IO[str] | None = None) -> None:
    """Every command's log lines: ``LOG_FORMAT`` to stderr (``stream``) from ``level`` on.

    stderr always: for `stdio`, stdout carries the protocol. The handler is the one the access log
    writes its lines through directly (app.transport.accesslog), with the same text as a record.
    """
    logging.basicConfig(level=level, handlers=[stream_handler(stream)])


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="klartext", description="Explains legal documents in plain language.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    serve = commands.add_parser("serve", help=f"run the HTTP server (MCP endpoint {MCP_PATH}) with workers")
    serve.add_argument("--host", help="overrides KLARTEXT_HOST")
    serve.add_argument("--port", type=int, help="overrides KLARTEXT_PORT")
    serve.add_argument(
        "--workers",
        type=int,
        help="overrides KLARTEXT_WORKERS; 0: HTTP only, `klartext worker` processes explain (any number of each)",
    )
    serve.set_defaults(handler=_serve)

    worker = commands.add_parser("worker", help="run only the workers that explain queued documents")
    worker.add_argument("--workers", type=int, help="overrides KLARTEXT_WORKERS (at least 1)")
    worker.add_argument(
        "--drain",
        type=float,
        default=DRAIN_SECONDS,
        help=f"on SIGTERM, seconds the analyses in progress get to finish (default {DRAIN_SECONDS:g})",
    )
    worker.add_argument(
        "--metrics-port",
        type=int,
        default=None,
        help="serve Prometheus /metrics (claims, requeues, stage durations, busy workers) on this port",
    )
    worker.set_defaults(handler=_worker)

    stdio = commands.add_parser("stdio", help="serve MCP over stdin/stdout for a local client (e.g. Claude Desktop)")
    stdio.set_defaults(handler=_stdio)

    for name, handler, text in (
        ("explain", _explain, "explain a file (.txt, .pdf or a photo) and print the explanation"),
        ("anonymize", _anonymize, "print the anonymized text of a file: exactly what would be analysed"),
    ):
        command = commands.add_parser(name, help=text)
        command.add_argument("file", type=Path, metavar="FILE")
        command.add_argument("--language", "-l", default=None, help=f"explanation language: {', '.join(LANGUAGES)}")
        if name == "explain":
            command.add_argument("--json", action="store_true", help="print the structured result as JSON")
        command.set_defaults(handler=handler)

    purge = commands.add_parser(
        "purge",
        help="apply retention now: delete texts older than KLARTEXT_RETENTION_TEXT_DAYS, "
        "entries older than KLARTEXT_RETENTION_DAYS",
    )
    purge.add_argument("--days", type=float, default=None, help="also delete finished analyses older than this")
    purge.set_defaults(handler=_purge)
    return parser


# --------------------------------------------------------------------------- server and workers


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from app.wiring import create_app

    settings = settings.with_(
        host=args.host or settings.host,
        port=args.port if args.port is not None else settings.port,
        workers=max(0, args.workers) if args.workers is not None else settings.workers,
    )
    if settings.workers == 0:
        log.info("HTTP only (--workers 0): run `klartext worker` on the same database to explain documents")
    options = server_options(settings)
    log.info("event loop %s, HTTP parser %s", options["loop"], options["http"])
    uvicorn.run(create_app(settings), **options)
    return 0


def server_options(settings: Settings) -> dict[str, Any]:
    """uvicorn's options for `klartext serve` (bench.mcp_throughput runs the app with the same).

    proxy_headers=False: uvicorn would otherwise believe X-Forwarded-For from 127.0.0.1 on its own;
    KLARTEXT_TRUSTED_PROXIES decides that (the rate limit counts per client address).
    access_log=False: the app writes one line per request itself (app.transport.accesslog), without
    the client's address and with upload-link tokens hidden; uvicorn's would be a second one.
    """
    loop, http = server_stack()
    return {
        "host": settings.host,
        "port": settings.port,
        "log_level": settings.log_level.lower(),
        "proxy_headers": False,
        "access_log": False,
        "loop": loop,
        "http": http,
    }


def server_stack() -> tuple[str, str]:
    """uvicorn's event loop and HTTP parser: uvloop and httptools where they import, else asyncio and h11.

    Both are dependencies; a platform without a build of them (uvloop has none for Windows) runs
    on the standard library's loop and the pure-Python parser, with the same behaviour, slower.
    """
    from importlib import import_module

    def imports(module: str) -> bool:
        try:
            import_module(module)
        except ImportError:  # not installed, or a build that does not load here
            return False
        return True

    return ("uvloop" if imports("uvloop") else "asyncio"), ("httptools" if imports("httptools") else "h11")


def _worker(args: argparse.Namespace, settings: Settings) -> int:
    workers = args.workers if args.workers is not None else settings.workers
    settings = settings.with_(workers=max(1, workers))
    if args.metrics_port is not None:
        from prometheus_client import start_http_server

        from app import metrics

        # A thread of its own: scrapes are answered while the event loop explains.
        start_http_server(args.metrics_port, addr=settings.host, registry=metrics.REGISTRY)
    asyncio.run(_run_workers(settings, drain=max(0.0, args.drain)))
    return 0


async def _run_workers(settings: Settings, drain: float = DRAIN_SECONDS) -> None:
    """Claim and explain until SIGINT/SIGTERM; stateless, so any number may run on one database.

    No recovery at start (the other worker processes are alive): a claim left by a killed worker
    is requeued by any worker once its heartbeat is ``KLARTEXT_STALE_SECONDS`` old.
    """
    from app.explain.factory import make_explainer
    from app.jobs.worker import WorkerPool
    from app.store.factory import describe, open_store

    store = open_store(settings)
    # Never at start, on SQLite either: other `klartext worker` processes on the file are alive.
    pool = WorkerPool(store, make_explainer(settings), settings, recover_on_start=False)
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopping.set)
    await pool.start()
    log.info("%d workers running on %s", settings.workers, describe(settings))
    try:
        await stopping.wait()
    finally:
        await pool.stop(drain=drain)
        store.close()


def _stdio(args: argparse.Namespace, settings: Settings) -> int:
    from app.transport.mcp.stdio import protocol_streams, serve
    from app.wiring import open_backend

    stdin, stdout = protocol_streams()
    asyncio.run(serve(settings, stdin, stdout, lambda: open_backend(settings)))
    return 0


def _purge(args: argparse.Namespace, settings: Settings) -> int:
    from app.jobs.worker import DAY
    from app.store.factory import open_store

    store = open_store(settings)
    try:
        texts, entries = store.retain(settings.retention_text_days * DAY, settings.retention_days * DAY)
        extra = store.purge(args.days * DAY) if args.days is not None else 0
    finally:
        store.close()
    print(
        f"deleted the texts of {texts} analyses older than {settings.retention_text_days:g} days "
        f"and {entries} analyses older than {settings.retention_days:g} days"
    )
    if args.days is not None:
        print(f"deleted {extra} finished analyses older than {args.days:g} days")
    return 0


# --------------------------------------------------------------------------- local files


def _explain(args: argparse.Namespace, settings: Settings) -> int:
    return _guarded(args, settings, _explain_file)


def _anonymize(args: argparse.Namespace, settings: Settings) -> int:
    return _guarded(args, settings, _anonymize_file)


def _guarded(args: argparse.Namespace, settings: Settings, run: Any) -> int:
    """Run a file command; turn refusals into a message and exit code 2, never a traceback."""
    language = answer_language(args.language)
    try:
        data = args.file.read_bytes()
    except OSError as exc:
        print(f"klartext: cannot read {args.file}: {exc.strerror or type(exc).__name__}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        output: str = run(args, settings, read_document(data, args.language, settings))
    except KlartextError as exc:
        print(exc.message(language), file=sys.stderr)
        return EXIT_REFUSED
    except Exception as exc:
        if settings.log_level == "DEBUG":
            raise
        # The type only: exception messages may quote the document.
        log.error("unexpected %s", type(exc).__name__)
        print(render("internal_error", language), file=sys.stderr)
        return EXIT_FAILED
    sys.stdout.write(output if output.endswith("\n") else output + "\n")
    return 0


def read_document(data: bytes, language: str | None, settings: Settings) -> DocumentInput:
    """The file's content, sniffed from its bytes (not guessed from the name), under the MCP tool's limits."""
    from app.intake.document import Unrecognised, decode_utf8_file, recognise, within_file_limits
    from app.language import parse_language

    found = recognise(data)
    file = decode_utf8_file(found.data) if isinstance(found, Unrecognised) else found
    return DocumentInput(explanation_language=parse_language(language), content=within_file_limits(file, settings))


def _prepare(document: DocumentInput, settings: Settings, *, legal_gate: bool = True) -> PreparedDocument:
    from app.prepare.run import prepare

    return prepare(document, settings, legal_gate=legal_gate)


def _explain_file(args: argparse.Namespace, settings: Settings, document: DocumentInput) -> str:
    from app.analysis.facts import key_facts
    from app.explain.factory import make_explainer
    from app.jobs.result import build_result
    from app.present.markdown import to_markdown

    doc = _prepare(document, settings)
    facts = key_facts(doc)
    explanation = asyncio.run(make_explainer(settings).explain(doc, facts))
    # Nothing is stored, so there is no analysis to fetch later: the id says so.
    result = build_result("local", doc, explanation, settings, facts)
    if args.json:
        return result.model_dump_json(indent=2)
    return to_markdown(result)


def _anonymize_file(args: argparse.Namespace, settings: Settings, document: DocumentInput) -> str:
    # Any text, legal or not: a person checking what would be sent must see it. Only reading refuses.
    doc = _prepare(document, settings, legal_gate=False)
    removed = ", ".join(f"{kind}: {count}" for kind, count in sorted(doc.removed.items())) or "nothing"
    rule = "-" * 72
    return f"{doc.text.rstrip()}\n{rule}\nremoved: {removed}\nclauses: {len(doc.segments)}\n"


if __name__ == "__main__":
    sys.exit(main())

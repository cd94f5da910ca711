"""Hostile files against a real ``klartext serve``: each refused within its CPU budget, the server stays small.

One server process for the module (offline engine, SQLite in a temporary folder); every file is
built for real (tests/support/hostile.py) and sent over HTTP, through MCP or the website's upload.
What a file may cost is work, not wall time (which grows with whatever else runs on the machine):
the CPU seconds (user + system, from /proc) the server, its OCR helpers and their finished
children used while the request ran. The server's memory is the VmRSS of its process and all its
children, sampled every 50 ms from /proc while the request runs. Before issue 16 the 10,000 pages
took 2.3 s (pypdf walked the whole page tree before counting), the 200-inch page 3.3 s (a 40 MP
render), both CPU-bound, and the Flate stream reached PDFium, which inflated all 200 MB at once
(+400 MB) to find no text. Measured again by undoing those guards (2026-12, pypdf 7.1): the page
tree walk cost the server 0.75-0.9 s of CPU, which the budget of 0.5 s catches (the 2 s of old would
not); the 40 MP render 0.4-0.7 s, and +60 MB of server, which the memory caps catch. The refusals
today cost 0.35 s at most (the 200-inch page), also with two busy loops running beside the test.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from tests.support.cpu import tree_cpu_seconds
from tests.support.hostile import (
    RssSampler,
    flate_bomb_pdf,
    many_pages_pdf,
    nested_arrays_pdf,
    png_header,
    poster_pdf,
    script_and_attachment_pdf,
    white_photo,
)
from tests.support.paths import SAMPLES
from tests.support.processes import free_port, klartext_server

# CPU seconds one file may cost the server and its helpers (measured: see above). CPU time, unlike wall
# time, does not grow with the machine's load.
CPU_SECONDS = 0.5
# Except the 200-inch page: its refusal costs 0.2-0.35 s, but on the busy 2-core CI machine once 0.65 s (a
# PDFium open under memory contention), and its guard's failure (the 40 MP render, 0.4-0.7 s) is caught by
# the memory caps below (+60 MB of server), not by CPU; a page-tree walk or an inflated stream stays at 0.5 s.
CPU_SECONDS_BY_CASE = {"200 x 200 inch page": 1.0}
# ... and a whole analysis of the sample tenancy agreement, from its upload to its result (0.3 s measured).
DOCUMENT_CPU_SECONDS = 1.0
# What one file may add to the server's memory (its process and its OCR helpers) while it is answered.
GROWTH_MB = 100
# The server process itself (its OCR helpers are processes of their own, ~90 MB each, one per core),
# and the server with its helpers. The server's own peak after the warm-up documents was about 185 MB; the
# name tagger's weights as arrays (issue 24: the tagger's faster path, about 15 MB with the parse of the
# model) bring it to about 201 MB, a hostile file adds nothing measurable to it (GROWTH_MB checks that).
SERVER_MB = 240
WITH_HELPERS_MB = 400
MCP = {"Accept": "application/json, text/event-stream"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    port = free_port()
    with klartext_server(tmp_path_factory.mktemp("data"), port, KLARTEXT_WAIT_SECONDS="1") as process:
        base = f"http://127.0.0.1:{port}"
        # Warm, not measured: the first documents import the reading code (pypdf, PDFium, Pillow) and
        # start an OCR helper (a photo of an empty sheet: read, and refused before the anonymizer loads).
        explain(base, {"pdf": b64(b"%PDF-1.7\n" + bytes(64)), "language": "en"})
        explain(base, {"images": [b64(white_photo(1240, 1754))], "language": "en"})
        yield base, process.pid


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def explain(base: str, arguments: dict[str, Any]) -> dict[str, Any]:
    call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
    body = {**call, "params": {"name": "explain_document", "arguments": arguments}}
    response = httpx.post(f"{base}/api/mcp", json=body, headers=MCP, timeout=60)
    assert response.status_code == 200
    result: dict[str, Any] = response.json()["result"]
    return result


def upload(base: str, files: list[bytes], language: str) -> httpx.Response:
    parts = [("files", (f"file{i}", data, "application/octet-stream")) for i, data in enumerate(files)]
    return httpx.post(f"{base}/api/analyses", files=parts, data={"language": language}, timeout=60)


Sender = Callable[[str], str]  # sends a file built beforehand to the server at the base URL; the message


def tool_refusal(arguments: Callable[[], dict[str, Any]]) -> Callable[[], Sender]:
    def build() -> Sender:
        built = arguments()

        def send(base: str) -> str:
            result = explain(base, built)
            assert result["isError"] is True
            return str(result["content"][0]["text"])

        return send

    return build


def upload_refusal(files: Callable[[], list[bytes]], language: str, status: int) -> Callable[[], Sender]:
    def build() -> Sender:
        built = files()

        def send(base: str) -> str:
            response = upload(base, built, language)
            assert response.status_code == status
            return str(response.json()["error"]["message"])

        return send

    return build


# name -> (how it is built and sent, words of the refusal in the requested language); the files are
# built when the test runs, not when the module is collected.
HOSTILE: dict[str, tuple[Callable[[], Sender], str]] = {
    "png declaring 30000 x 30000 pixels": (
        upload_refusal(lambda: [png_header(30_000, 30_000)], "fr", 413),
        "L'image 1 a trop de pixels",
    ),
    "pdf of 10000 pages": (
        tool_refusal(lambda: {"pdf": b64(many_pages_pdf(10_000)), "language": "de"}),
        "Die PDF hat 10000 Seiten. Pro Aufruf lassen sich höchstens 100 Seiten",
    ),
    "200 x 200 inch page": (
        tool_refusal(lambda: {"pdf": b64(poster_pdf(200)), "language": "it"}),
        "non è stato trovato testo leggibile",
    ),
    "flate stream inflating to 200 mb": (
        upload_refusal(lambda: [flate_bomb_pdf(200 << 20)], "de", 413),
        "Seite 1 der PDF ist zu aufwendig zum Lesen",
    ),
    "50000 nested arrays": (
        tool_refusal(lambda: {"pdf": b64(nested_arrays_pdf(50_000)), "language": "fr"}),
        "Le fichier PDF est endommagé",
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", HOSTILE, ids=list(HOSTILE))
def test_a_hostile_file_is_refused_clearly_within_its_cpu_budget_and_the_server_stays_under_240_mb(
    server: tuple[str, int], case: str
) -> None:
    base, pid = server
    build, expected = HOSTILE[case]
    send = build()
    with RssSampler(pid) as memory:
        before = memory.peak
        started, cpu_before = time.monotonic(), tree_cpu_seconds(pid)
        message = send(base)
        cpu = tree_cpu_seconds(pid) - cpu_before
        took = time.monotonic() - started
    print(
        f"{case}: {cpu:.2f} s CPU ({took:.2f} s wall), {before:.0f} -> {memory.peak:.0f} MB (server {memory.own_peak:.0f} MB)"
    )
    assert expected in message
    assert cpu < CPU_SECONDS_BY_CASE.get(case, CPU_SECONDS), f"{case}: {cpu:.2f} s of CPU"
    assert memory.peak - before < GROWTH_MB, f"{case}: {before:.0f} -> {memory.peak:.0f} MB"
    assert memory.own_peak < SERVER_MB, f"{case}: server {memory.own_peak:.0f} MB"
    assert memory.peak < WITH_HELPERS_MB, f"{case}: {memory.peak:.0f} MB"
    assert httpx.get(f"{base}/healthz", timeout=5).status_code == 200


@pytest.mark.slow
def test_a_pdf_with_javascript_and_an_attached_program_is_explained_from_its_text_only(
    server: tuple[str, int],
) -> None:
    base, pid = server
    # The anonymizer's models load with the first document that reaches them: that is not this test's cost.
    explain(base, {"text": (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8"), "language": "en"})
    # The upload answers 202 while the analysis goes on in the server: what the file costs is the
    # CPU from the upload until the analysis is completed, which does not depend on when the 202 came.
    cpu_before = tree_cpu_seconds(pid)
    with RssSampler(pid) as memory:
        before = memory.peak
        response = upload(base, [script_and_attachment_pdf()], "en")
    assert response.status_code == 202, response.text
    assert memory.peak - before < 60, f"{before:.0f} -> {memory.peak:.0f} MB"
    location = response.headers["location"]
    deadline = time.monotonic() + 60
    while (result := httpx.get(f"{base}{location}", timeout=10).json()).get("status") != "completed":
        assert result.get("status") in ("queued", "running"), result
        assert time.monotonic() < deadline
        time.sleep(0.5)
    cpu = tree_cpu_seconds(pid) - cpu_before
    print(f"javascript and attachment: {cpu:.2f} s CPU to the result, {before:.0f} -> {memory.peak:.0f} MB")
    assert cpu < DOCUMENT_CPU_SECONDS, f"{cpu:.2f} s of CPU"
    clauses = " ".join(clause["original"] for clause in result["clauses"])
    assert "Kaution" in clauses  # the tenancy agreement's own text was read ...
    everything = str(result)
    assert "pwned" not in everything and "setup.exe" not in everything  # ... and nothing of the script or the file

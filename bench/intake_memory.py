"""Memory and answer times of a real ``klartext serve`` under a burst of heavy uploads (issue 16).

Run: .venv/bin/python -m bench.intake_memory [--rounds N]

One server (offline engine, SQLite in a temporary folder, KLARTEXT_WAIT_SECONDS=1 so that an
explain_document call answers once its document is prepared and queued). Its memory is the VmRSS
of the server process plus all its children (the OCR helpers), sampled every 50 ms from /proc.

1. warm-up: one text document (the anonymizer's models load), then idle RSS;
2. baseline, one request at a time: an ~8 MB scanned PDF (2 pages at 300 DPI with paper grain)
   through MCP, then 15 photos of white paper at 39 MP each (~9 MB) through the REST upload;
3. the burst: 10 such PDFs and 10 such photo uploads at once.

Printed: peak RSS (server and helpers; the server process alone), p50/p99 answer time and the
answers (HTTP status / tool error) of each phase, and the ceiling the README states for this
machine. The machine is shared and noisy: compare the burst with the baseline of the same run.
"""

from __future__ import annotations

import argparse
import base64
import statistics
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from app.config import Settings
from app.prepare.tesseract import CORES
from tests.support.hostile import RssSampler, noisy_scan_pdf, tree_rss_mb, white_photo
from tests.support.paths import SAMPLES
from tests.support.processes import free_port, klartext_server

PDFS = 10
PHOTO_UPLOADS = 10
PHOTOS = 15
PHOTO_SIZE = (5600, 7000)  # 39 MP, under the 40 MP cap


def explain_pdf(base: str, pdf_b64: str) -> tuple[float, str]:
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "explain_document", "arguments": {"pdf": pdf_b64, "language": "en"}},
    }
    started = time.monotonic()
    response = httpx.post(f"{base}/api/mcp", json=body, headers={"Accept": "application/json"}, timeout=300)
    took = time.monotonic() - started
    if response.status_code != 200:
        reason = response.json().get("error", {}).get("data", {}).get("reason", "")
        return took, f"http {response.status_code} {reason}".strip()
    result: dict[str, Any] = response.json().get("result", {})
    if result.get("isError"):
        return took, f"tool error {result['content'][0]['text'][:30]}"
    return took, f"tool {result.get('structuredContent', {}).get('status', '?')}"


def upload_photos(base: str, photos: list[bytes]) -> tuple[float, str]:
    files = [("files", (f"page{i}.jpg", data, "image/jpeg")) for i, data in enumerate(photos, start=1)]
    started = time.monotonic()
    response = httpx.post(f"{base}/api/analyses", files=files, data={"language": "en"}, timeout=300)
    took = time.monotonic() - started
    key = response.json().get("error", {}).get("code", "") if response.status_code >= 400 else ""
    return took, f"http {response.status_code} {key}".strip()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(name: str, sampler: RssSampler, answers: list[tuple[float, str]]) -> None:
    times = [took for took, _ in answers]
    counts = Counter(kind for _, kind in answers)
    print(
        f"{name:<30} peak {sampler.peak:5.0f} MB (server {sampler.own_peak:4.0f} MB)"
        f"   p50 {statistics.median(times):6.2f} s   p99 {percentile(times, 0.99):6.2f} s   {dict(counts)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--pdfs", type=int, default=PDFS)
    parser.add_argument("--uploads", type=int, default=PHOTO_UPLOADS)
    args = parser.parse_args()

    pdf = noisy_scan_pdf(2, quality=94)
    pdf_b64 = base64.b64encode(pdf).decode()
    photos = [white_photo(*PHOTO_SIZE)] * PHOTOS
    print(
        f"inputs: scanned PDF {len(pdf) / 1e6:.1f} MB (2 pages, 300 DPI); "
        f"{PHOTOS} photos of {PHOTO_SIZE[0] * PHOTO_SIZE[1] / 1e6:.0f} MP, {sum(map(len, photos)) / 1e6:.1f} MB together"
    )
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        with klartext_server(Path(folder), port, KLARTEXT_WAIT_SECONDS="1", KLARTEXT_WORKERS="1") as server:
            base = f"http://127.0.0.1:{port}"
            text = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
            httpx.post(f"{base}/api/analyses", json={"text": text, "language": "en"}, timeout=120)
            time.sleep(2)
            print(f"idle after one text document: {tree_rss_mb(server.pid):.0f} MB (server and its children)")
            with RssSampler(server.pid) as sampler:
                single_pdf = [explain_pdf(base, pdf_b64)]
            report("one scanned PDF", sampler, single_pdf)
            with RssSampler(server.pid) as sampler:
                single_photos = [upload_photos(base, photos)]
            report(f"one upload of {PHOTOS} photos", sampler, single_photos)
            with RssSampler(server.pid) as sampler, ThreadPoolExecutor(args.pdfs + args.uploads) as pool:
                started = time.monotonic()
                futures = [pool.submit(explain_pdf, base, pdf_b64) for _ in range(args.pdfs)]
                futures += [pool.submit(upload_photos, base, photos) for _ in range(args.uploads)]
                burst = [future.result() for future in futures]
                wall = time.monotonic() - started
            report(f"burst {args.pdfs} PDFs + {args.uploads} uploads", sampler, burst)
            print(f"burst wall time {wall:.1f} s; {sampler.samples} RSS samples")
    settings = Settings()
    ceiling = 250 + 120 * CORES + settings.upload_memory_mb + settings.decode_memory_mb
    print(f"ceiling stated in the README for {CORES} cores with the default budgets: {ceiling} MB")


if __name__ == "__main__":
    main()

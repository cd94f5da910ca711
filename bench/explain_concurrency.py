"""500 concurrent explain_document calls waiting on a slow LLM: peak memory of the server.

Starts ``klartext serve`` with the LLM engine pointed at the local OpenAI-compatible double
(``--ttfb`` seconds per answer). ``--calls`` clients arrive over ``--ramp`` seconds (the CPU pool
admits a few documents at a time and answers "busy" beyond that, by design) and then wait for
their result (up to KLARTEXT_WAIT_SECONDS=``--wait``). Prints outcomes, the peak RSS of the
server process (target: at most 1 GB) and its RSS when idle, as the baseline.

    python -m bench.explain_concurrency [--calls 500] [--ramp 50] [--wait 60] [--ttfb 2]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import httpx

from app.locales.messages import MESSAGES
from tests.support.openai_server import OpenAIServer
from tests.support.processes import SAMPLES, free_port, klartext_server, rss_mb

LANGUAGES = ("de", "en", "es", "fr", "it", "pt")


async def call(http: httpx.AsyncClient, url: str, n: int, delay: float, lease: str) -> str:
    await asyncio.sleep(delay)
    # Different documents (another closing clause, another language): dedupe must not merge them.
    text = lease + f"\n§ 20 Zusatz\nDiese Zusatzvereinbarung Nummer {n} gilt für die gesamte Mietzeit.\n"
    body = {"jsonrpc": "2.0", "id": n, "method": "tools/call",
            "params": {"name": "explain_document", "arguments": {"text": text, "language": LANGUAGES[n % 6]}}}  # fmt: skip
    try:
        response = await http.post(url, json=body)
    except httpx.HTTPError as exc:
        return f"client error {type(exc).__name__}"
    if response.status_code != 200:
        return f"http {response.status_code}"
    result = response.json()["result"]
    if result["isError"]:
        # The message is in the requested language: compare with that language's "busy" text.
        busy = MESSAGES[LANGUAGES[n % 6]]["busy"].split("{")[0]
        return "busy" if result["content"][0]["text"].startswith(busy) else "tool error"
    return str(result["structuredContent"]["status"])


async def run(url: str, calls: int, ramp: float, lease: str) -> list[str]:
    limits = httpx.Limits(max_connections=calls + 10, max_keepalive_connections=calls + 10)
    async with httpx.AsyncClient(timeout=600, limits=limits) as http:
        return await asyncio.gather(*(call(http, url, n, ramp * n / calls, lease) for n in range(calls)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--ramp", type=float, default=50)
    parser.add_argument("--wait", type=float, default=60)
    parser.add_argument("--ttfb", type=float, default=2.0)
    args = parser.parse_args()
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    port = free_port()
    with OpenAIServer(ttfb=args.ttfb) as llm, tempfile.TemporaryDirectory() as data:
        settings = {
            "KLARTEXT_LLM_BASE_URL": llm.base_url,
            "KLARTEXT_LLM_MODEL": "test-model",
            "KLARTEXT_WAIT_SECONDS": str(args.wait),
            "KLARTEXT_MAX_QUEUED": "1000",
        }
        with klartext_server(Path(data), port, **settings) as server:
            url = f"http://127.0.0.1:{port}/api/mcp"
            # Warm up (imports, anonymizer) so the idle baseline is the server as it runs.
            asyncio.run(run(url, 1, 0, lease))
            idle = rss_mb(server.pid)
            samples: list[float] = []
            stop = threading.Event()

            def sample() -> None:
                while not stop.is_set():
                    samples.append(rss_mb(server.pid))
                    time.sleep(0.5)

            sampler = threading.Thread(target=sample, daemon=True)
            sampler.start()
            started = time.monotonic()
            outcomes = asyncio.run(run(url, args.calls, args.ramp, lease))
            elapsed = time.monotonic() - started
            stop.set()
            sampler.join()
            peak = rss_mb(server.pid, "VmHWM")
        llm_calls = len(llm.requests)
    print(f"{args.calls} explain_document calls over {args.ramp:g} s, LLM ttfb {args.ttfb:g} s, wait {args.wait:g} s")
    print(f"outcomes: {dict(Counter(outcomes))}   in {elapsed:.0f} s, {llm_calls} LLM calls")
    print(f"server RSS: idle {idle:.0f} MB, peak while waiting {max(samples):.0f} MB (VmHWM {peak:.0f} MB), "
          f"peak/idle = {peak / idle:.2f}x; target peak <= 1024 MB")  # fmt: skip


if __name__ == "__main__":
    main()

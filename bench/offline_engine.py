"""How long does the offline engine take for a long contract? Times it on 10k, 50k and 150k characters.

Run: .venv/bin/python -m bench.offline_engine
The document is the one bench.enqueue_latency prepares (renumbered copies of samples/mietvertrag.txt);
preparing it (anonymize, segment) is timed in the same run as the baseline the engine is compared to.
"cpu s" is the engine's processor time (all threads of this process): on a shared machine it moves less with the
other processes' load than the wall-clock time does, so an A/B of two versions reads better in it.
"""

from __future__ import annotations

import asyncio
import re
import statistics
import time

from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.models import DocumentInput, Text
from app.prepare.run import prepare
from bench.enqueue_latency import contract_text

SIZES = (10_000, 50_000, 150_000)
RUNS = 3


def main() -> None:
    settings = Settings()
    engine = OfflineExplainer()
    warm = prepare(DocumentInput(explanation_language="de", content=Text(contract_text(2_000))), settings)
    asyncio.run(engine.explain(warm))
    print(f"{'chars':>8} {'prepare s':>10} {'offline s':>10} {'cpu s':>7} {'ratio':>6}  (median of {RUNS} runs)")
    for size in SIZES:
        text = contract_text(size)
        prepared_times: list[float] = []
        engine_times: list[float] = []
        cpu_times: list[float] = []
        for run in range(RUNS):
            # Each run's sections numbered apart, so no clause text repeats across runs: what is kept per clause
            # text (its terms, its topic) must not make later runs look faster than a new document is.
            fresh = re.sub(r"^§ (\d+)", lambda m, shift=1000 * run: f"§ {int(m.group(1)) + shift}", text, flags=re.M)
            started = time.perf_counter()
            doc = prepare(DocumentInput(explanation_language="de", content=Text(fresh)), settings)
            prepared_times.append(time.perf_counter() - started)
            started, cpu = time.perf_counter(), time.process_time()
            result = asyncio.run(engine.explain(doc))
            engine_times.append(time.perf_counter() - started)
            cpu_times.append(time.process_time() - cpu)
        p, e, c = (statistics.median(t) for t in (prepared_times, engine_times, cpu_times))
        print(f"{len(text):>8} {p:>10.3f} {e:>10.3f} {c:>7.3f} {e / p:>6.2f}  [{len(result.clauses)} clauses]")


if __name__ == "__main__":
    main()

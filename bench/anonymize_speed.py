"""Anonymization speed on synthetic documents of 10k, 50k and 150k characters, next to a baseline.

Run: .venv/bin/python -m bench.anonymize_speed
Targets (issue 24): at most 60 ms per 10,000 characters (median, one core), request to enqueue for
150,000 characters within 1 s (bench/enqueue_latency.py). The baseline, presidio's default recognizers
on the same blank pipeline, is timed in the same run on the same text: the ratio says what our extra
recognizers cost, independently of the machine's speed. Each size is anonymized ``REPEAT`` times; the
wall clock (``time.perf_counter``) and the process's CPU time (``time.process_time``) of the same runs are
printed as medians, each labelled: on a machine shared with other work the CPU time moves less than the wall
clock, and the load average printed beside them says how shared it was. The baseline engine's objects are
frozen for the garbage collector after it is built, as a server's are after its first document
(``app.prepare.anonymize._settle``): a server holds no baseline engine whose objects each collection would walk.
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from app.prepare.anonymize import anonymize
from bench.presidio_baseline import baseline_engine, baseline_spans
from bench.synth_documents import LANGUAGES, generate, templates


def document(size: int, seed: int = 1, language: str | None = "de") -> str:
    """Synthetic documents (German by default, else all six languages) glued to ``size`` characters."""
    rnd = random.Random(seed)
    parts: list[str] = []
    length = 0
    while length < size:
        lang = language or rnd.choice(LANGUAGES)
        kind, template = rnd.choice(templates(lang))
        text = generate(rnd, lang, kind, template).text + "\n"
        parts.append(text)
        length += len(text)
    return "".join(parts)[:size]


def median_seconds(run: Callable[[], object], repeat: int = 3, clock: Callable[[], float] = time.perf_counter) -> float:
    times = []
    for _ in range(repeat):
        t = clock()
        run()
        times.append(clock() - t)
    return statistics.median(times)


REPEAT = 5


def wall_and_cpu(run: Callable[[], object], repeat: int = REPEAT) -> tuple[float, float]:
    """Median wall-clock seconds and median CPU seconds of this process, over the same ``repeat`` runs."""
    wall, cpu = [], []
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        run()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(wall), statistics.median(cpu)


def main() -> None:
    t0 = time.perf_counter()
    anonymize("Herr Müller")
    print(f"engine load + first call: {time.perf_counter() - t0:.2f} s")
    baseline = baseline_engine()
    baseline_spans(baseline, "Herr Müller")
    gc.freeze()  # the baseline's objects too, as ours are after the first document (see the docstring)
    print(
        f"load average before: {' / '.join(f'{x:.2f}' for x in os.getloadavg())} (1 / 5 / 15 min, {os.cpu_count()} cores)"
    )
    print(f"medians of {REPEAT} runs; wall = time.perf_counter, CPU = time.process_time of this process")
    print(
        f"{'chars':>7} {'wall ms':>8} {'wall ms/10k':>12} {'CPU ms/10k':>11} {'baseline wall ms':>17} {'ratio':>6} "
        f"{'items':>6}"
    )
    for size in (10_000, 50_000, 150_000):
        text = document(size)
        wall, cpu = wall_and_cpu(partial(anonymize, text), REPEAT if size < 100_000 else 3)
        base = median_seconds(partial(baseline_spans, baseline, text))
        removed = sum(anonymize(text).counts.values())
        per = 10_000 / size
        print(
            f"{size:>7} {wall * 1000:>8.0f} {wall * 1000 * per:>12.1f} {cpu * 1000 * per:>11.1f} {base * 1000:>17.0f} "
            f"{wall / base:>6.2f} {removed:>6}"
        )
    mixed = document(150_000, seed=2, language=None)
    wall, cpu = wall_and_cpu(lambda: anonymize(mixed), 3)
    print(f"150,000 characters in six languages: wall {wall:.2f} s, CPU {cpu:.2f} s")
    print(f"load average after: {' / '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

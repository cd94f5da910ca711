"""Anonymization speed on synthetic documents of 10k, 50k and 150k characters, next to a baseline.

Run: .venv/bin/python -m bench.anonymize_speed
Targets (issue 24): at most 60 ms per 10,000 characters (median, one core), request to enqueue for
150,000 characters within 1 s (bench/enqueue_latency.py). The baseline, presidio's default recognizers
on the same blank pipeline, is timed in the same run on the same text: the ratio says what our extra
recognizers cost, independently of the machine's speed. ``cpu ms/10k`` is the process's CPU time
(``time.process_time``): on a machine shared with other work it moves less than the wall clock.
"""

from __future__ import annotations

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


def main() -> None:
    t0 = time.perf_counter()
    anonymize("Herr Müller")
    print(f"engine load + first call: {time.perf_counter() - t0:.2f} s")
    baseline = baseline_engine()
    baseline_spans(baseline, "Herr Müller")
    print(f"{'chars':>7} {'ours ms':>9} {'ms/10k':>7} {'cpu ms/10k':>11} {'baseline ms':>12} {'ratio':>6} {'items':>6}")
    for size in (10_000, 50_000, 150_000):
        text = document(size)
        ours = median_seconds(partial(anonymize, text))
        cpu = median_seconds(partial(anonymize, text), clock=time.process_time)
        base = median_seconds(partial(baseline_spans, baseline, text))
        removed = sum(anonymize(text).counts.values())
        print(
            f"{size:>7} {ours * 1000:>9.0f} {ours * 1000 / (size / 10_000):>7.0f} {cpu * 1000 / (size / 10_000):>11.0f} "
            f"{base * 1000:>12.0f} "
            f"{ours / base:>6.2f} {removed:>6}"
        )
    mixed = document(150_000, seed=2, language=None)
    ours = median_seconds(lambda: anonymize(mixed))
    print(f"150,000 characters in six languages: {ours:.2f} s")


if __name__ == "__main__":
    main()

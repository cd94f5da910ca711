"""How long does a request spend before enqueue? Times prepare() on 10k, 50k and 150k characters.

Run: .venv/bin/python -m bench.enqueue_latency  (target: 150k characters within 2 s in total)
The text is built from samples/mietvertrag.txt, renumbered and with varying names, so the
anonymizer and segmenter see many distinct clauses and people rather than one block repeated.
"""

from __future__ import annotations

import re
import statistics
import time

from app.config import Settings
from app.models import DocumentInput, Text
from app.prepare.run import prepare
from tests.support.paths import REPO as ROOT

SIZES = (10_000, 50_000, 150_000)
RUNS = 3
NAMES = [
    ("Dieter Brandstätter", "Katharina Wölfle"),
    ("Jürgen Oberhuber", "Sabine Kowalczyk"),
    ("Monika Hoffmeister", "Thomas Reischl"),
    ("Andreas Vogtländer", "Petra Lindqvist"),
]


def contract_text(size: int) -> str:
    sample = (ROOT / "samples" / "mietvertrag.txt").read_text(encoding="utf-8")
    parts: list[str] = []
    offset = 0
    copy = 0
    while sum(len(part) for part in parts) < size:
        landlord, tenant = NAMES[copy % len(NAMES)]
        text = sample.replace("Dieter Brandstätter", landlord).replace("Katharina Wölfle", tenant)
        # Renumber "§ n" so that headings stay unique across copies, like one long contract.
        text = re.sub(r"^§ (\d+)", lambda m, shift=offset: f"§ {int(m.group(1)) + shift}", text, flags=re.MULTILINE)
        offset += 16
        copy += 1
        parts.append(text)
    return "\n\n".join(parts)[:size].strip()


def main() -> None:
    settings = Settings()
    # Warm-up: the first call loads recognisers and compiles patterns; requests after start-up don't pay it.
    prepare(DocumentInput(explanation_language="de", content=Text(contract_text(2_000))), settings)
    print(f"{'chars':>8} {'total s':>8}  share per stage (median of {RUNS} runs)")
    for size in SIZES:
        text = contract_text(size)
        totals: list[float] = []
        stages: dict[str, list[float]] = {}
        for _ in range(RUNS):
            timings: dict[str, float] = {}
            started = time.perf_counter()
            prepared = prepare(DocumentInput(explanation_language="de", content=Text(text)), settings, timings=timings)
            totals.append(time.perf_counter() - started)
            for stage, seconds in timings.items():
                stages.setdefault(stage, []).append(seconds)
        total = statistics.median(totals)
        shares = "  ".join(
            f"{stage} {statistics.median(values):.3f}s ({100 * statistics.median(values) / total:.0f}%)"
            for stage, values in stages.items()
        )
        print(f"{len(text):>8} {total:>8.3f}  {shares}  [{len(prepared.segments)} clauses]")


if __name__ == "__main__":
    main()

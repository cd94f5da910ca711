"""Print anonymization timings for documents of 10k, 50k and 150k characters.

Run: .venv/bin/python bench/anonymize_speed.py
The document mixes contract prose with planted personal data (roughly one item per 300 characters).
"""

from __future__ import annotations

import random
import statistics
import time

from app.pipeline.anonymize import anonymize
from app.pipeline.pii.engine import engine

PROSE = (
    "§ {n} Die Miete beträgt 850,00 EUR monatlich und ist bis zum dritten Werktag zu zahlen. Die Kaution beträgt "
    "3 Monatsmieten. Das Mietverhältnis kann mit einer Frist von drei Monaten gemäß § 573c BGB gekündigt werden.\n"
)
PERSONAL = [
    "Vermieterin: Anna Schmidt, Lindenstraße {n}, 10115 Berlin, Tel. 030 1234{n:03d}\n",
    "Herr Ali Yılmaz zahlt auf IBAN DE89 3704 0044 0532 0130 00 (E-Mail: ali{n}@example.de).\n",
    "Steuer-ID 86095742719, Kundennummer KD-{n:05d}, geboren am 12.04.1985.\n",
]


def document(size: int, seed: int = 1) -> str:
    rnd = random.Random(seed)
    parts: list[str] = []
    length = n = 0
    while length < size:
        n += 1
        piece = PROSE.format(n=n) if rnd.random() < 0.6 else rnd.choice(PERSONAL).format(n=n % 1000)
        parts.append(piece)
        length += len(piece)
    return "".join(parts)[:size]


def main() -> None:
    t0 = time.perf_counter()
    engine()
    anonymize("Herr Müller")
    print(f"engine load + first call: {time.perf_counter() - t0:.2f} s")
    for size in (10_000, 50_000, 150_000):
        text = document(size)
        runs = []
        for _ in range(3):
            t = time.perf_counter()
            result = anonymize(text)
            runs.append(time.perf_counter() - t)
        removed = sum(result.counts.values())
        print(f"{size:>7} chars: median {statistics.median(runs) * 1000:7.1f} ms  ({removed} items removed)")


if __name__ == "__main__":
    main()

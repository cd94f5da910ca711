"""Is the fast gate the same gate? And how much faster is it?

Run: PYTHONPATH=$PWD .venv/bin/python -m bench.gate_speed

1. Same results: for every text, the scores (words, legal, criminal, strong criminal hits) and
   the decision (pass / no_legal_content / criminal_law) of ``app.prepare.gate`` are compared with
   a reference gate built from the same vocabulary as the plain alternation "(?:p1)|(?:p2)|…"
   counted with ``finditer`` (the implementation before the first-character grouping). Texts:
   samples/*.txt, the real documents in ../shared/data/real (terms of service one document a
   file; LER decisions, one document a court file; AGB-DE clauses joined per shop; employment
   contracts joined per contract), each in its own language and as an unknown language, and
   hostile texts (numbers, one word repeated, symbols, non-legal prose, mixed scripts).
2. Speed: CPU time (time.process_time) of ``score`` on a 150,000-character contract, reference
   and fast alternating, median of 5.
"""

from __future__ import annotations

import csv
import json
import re
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from app.errors import Refused
from app.prepare import gate

ROOT = Path(__file__).resolve().parent.parent
REAL = ROOT.parent.parent / "shared" / "data" / "real"
if not REAL.is_dir():
    REAL = Path("/work/shared/data/real")


def reference_compile(vocabularies: gate.Vocabulary) -> dict[int, re.Pattern[str]]:
    return {w: re.compile("|".join(f"(?:{p})" for p in ps)) for w, ps in vocabularies.items()}


def reference_score(text: str, document_language: str) -> gate.Scores:
    lowered = text.lower()
    words = len(gate._WORD.findall(lowered))
    languages = [document_language] if document_language in gate._LEGAL else list(gate._LEGAL)
    best: gate.Scores | None = None
    for language in languages:
        merged = {w: gate._LEGAL[language].get(w, ()) + gate._UNIVERSAL.get(w, ()) for w in (1, 2, 3)}
        legal, _ = reference_weigh(lowered, reference_compile(merged))
        criminal, strong = reference_weigh(lowered, reference_compile(gate._CRIMINAL[language]))
        candidate = gate.Scores(words, legal, criminal, strong)
        if best is None or (candidate.legal + candidate.criminal) > (best.legal + best.criminal):
            best = candidate
    assert best is not None
    return best


def reference_weigh(text: str, patterns: dict[int, re.Pattern[str]]) -> tuple[float, int]:
    total, strong = 0.0, 0
    for weight, pattern in patterns.items():
        hits = sum(1 for _ in pattern.finditer(text))
        total += weight * hits
        if weight == 3:
            strong = hits
    return total, strong


def decision(text: str, language: str) -> str:
    try:
        gate.check(text, language)
    except Refused as refused:
        return refused.key
    return "pass"


def reference_decision(s: gate.Scores) -> str:
    if s.criminal_strong >= 2 and s.criminal >= gate.CRIMINAL_MIN and s.criminal >= gate.CRIMINAL_SHARE * s.legal:
        return "criminal_law"
    if (s.legal_density < gate.LEGAL_DENSITY and s.legal < gate.LEGAL_ABSOLUTE) or s.legal < gate.LEGAL_MINIMUM:
        return "no_legal_content"
    return "pass"


def texts() -> Iterator[tuple[str, str, str]]:
    """(name, language, text)"""
    for path in sorted((ROOT / "samples").glob("*.txt")):
        language = {"_en": "en", "_es": "es", "_fr": "fr", "_it": "it", "_pt": "pt"}.get(path.stem[-3:], "de")
        yield f"samples/{path.name}", language, path.read_text(encoding="utf-8")
    for language in ("de", "en", "it"):
        for path in sorted((REAL / "tos" / language / "text").glob("*.txt")):
            yield f"tos/{language}/{path.name}", language, path.read_text(encoding="utf-8")
    shops: dict[str, list[str]] = {}
    with (REAL / "agb_de_dev.csv").open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            shops.setdefault(row["contract"], []).append(f"{row['title']}\n{row['text']}")
    for shop, clauses in shops.items():
        yield f"agb/{shop}", "de", "\n".join(clauses)
    clauses = json.loads((REAL / "employment_clauses.json").read_text(encoding="utf-8"))
    for start in range(0, len(clauses), 15):  # the file has no contract id: runs of 15 clauses
        run = clauses[start : start + 15]
        yield f"employment/{start}", "de", "\n".join(f"{c['heading']}\n{c['content']}" for c in run)
    sentences: list[str] = []
    documents = 0
    for line in (REAL / "ler_dev.conll").read_text(encoding="utf-8").splitlines():
        token = line.split(" ")[0] if line.strip() else "\n"
        sentences.append(token)
        if len(sentences) > 3000 and token == "\n":
            documents += 1
            yield f"ler/{documents}", "de", " ".join(sentences)
            sentences = []
    yield from hostile()


def hostile() -> Iterator[tuple[str, str, str]]:
    numbers = " ".join(str(i * 7919 % 100_003) for i in range(20_000))
    yield "hostile/numbers", "de", numbers
    yield "hostile/one-word", "en", "tenant " * 20_000
    yield "hostile/one-word-glued", "de", "mieter" * 20_000
    yield "hostile/one-compound", "de", "Vermietervertragsparteihaftung " * 5_000
    yield "hostile/symbols", "de", "§§ € £ § 1 art. 2 abs.3 " * 3_000
    yield (
        "hostile/prose",
        "en",
        (
            "The weather was mild in the valley, and the children walked along the river to the old mill "
            "where the miller sold bread and apples on market days. "
        )
        * 500,
    )
    yield (
        "hostile/mixed",
        "fr",
        "Ünïcödé ΑΒΓ κόσμε 東京 ﬁnal İstanbul ß ẞ contrat\u00adbail bail\u2009locataire " * 2_000,
    )
    yield "hostile/empty", "it", ""
    yield "hostile/spaces", "pt", " \n\t" * 10_000
    yield "hostile/underscores", "en", "_tenant tenant_ 9tenant tenant9 ÿtenant " * 3_000


def same_results() -> int:
    count = 0
    for name, language, text in texts():
        for lang in (language, "xx"):
            fast, ref = gate.score(text, lang), reference_score(text, lang)
            if fast != ref or decision(text, lang) != reference_decision(ref):
                print(f"DIFFERENT {name} [{lang}]: {fast} != {ref}", file=sys.stderr)
                raise SystemExit(1)
            count += 1
    return count


def contract_text(size: int) -> str:
    sample = (ROOT / "samples" / "mietvertrag.txt").read_text(encoding="utf-8")
    parts, n = [], 0
    while sum(map(len, parts)) < size:
        n += 1
        parts.append(sample.replace("§ ", f"§ {n}."))
    return "".join(parts)[:size]


def timed(function: object, text: str) -> float:
    start = time.process_time()
    function(text, "de")  # type: ignore[operator]
    return time.process_time() - start


def main() -> None:
    print(f"identical scores and decisions on {same_results()} text/language pairs")
    text = contract_text(150_000)
    gate.score(text, "de")  # compile both once
    reference_score(text, "de")
    ref, fast = [], []
    for _ in range(5):
        ref.append(timed(reference_score, text))
        fast.append(timed(gate.score, text))
    print(
        f"score() on {len(text):,} characters, CPU ms median of 5: reference {statistics.median(ref) * 1000:.1f}, "
        f"fast {statistics.median(fast) * 1000:.1f}"
    )
    unknown = [timed(lambda t, _l: reference_score(t, "xx"), text), timed(lambda t, _l: gate.score(t, "xx"), text)]
    print(f"unknown language (all six): reference {unknown[0] * 1000:.1f} ms, fast {unknown[1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()

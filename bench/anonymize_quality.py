"""Recall and precision of anonymization per kind of data, on synthetic documents with planted data.

Run: .venv/bin/python -m bench.anonymize_quality [documents-per-template] [seed] [--misses]

Documents come from bench/synth_documents.py (leases, letters, employment contracts, tax assessments
in six languages, written with the hard cases of real documents). A planted item counts as found
when placeholders cover all of it. Precision: the share of placeholders that cover planted data.
"What stays": amounts, deadlines, dates, statutes, authorities, courts and companies touched by a
placeholder, per category - the target is zero. The baseline (presidio's default recognizers on a
blank pipeline) is measured on the same documents.
"""

from __future__ import annotations

import sys
from collections import Counter

from app.prepare.anonymize import anonymize
from bench.presidio_baseline import baseline_engine, baseline_spans
from bench.synth_documents import Doc, corpus

TARGET = {"EMAIL": 0.99, "PHONE": 0.99, "IBAN": 0.99, "TAX_ID": 0.99, "ID_NUMBER": 0.99, "SOCIAL_SECURITY": 0.99,
          "HEALTH_INSURANCE": 0.99, "PERSON": 0.97, "ADDRESS": 0.97}  # fmt: skip


def covered(spans: list[tuple[int, int, str]], s: int, e: int) -> bool:
    return sum(min(e, ee) - max(s, ss) for ss, ee, _k in spans if ss < e and s < ee) >= e - s


def main(per_template: int, seed: int, show_misses: bool) -> None:
    baseline = baseline_engine()
    planted: Counter[str] = Counter()
    hit: Counter[str] = Counter()
    base_hit: Counter[str] = Counter()
    wrong_type: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    false_pos: Counter[str] = Counter()
    keep: Counter[str] = Counter()
    keep_broken: Counter[str] = Counter()
    base_keep_broken: Counter[str] = Counter()
    misses: list[str] = []
    false_examples: list[str] = []
    docs = 0
    chars = 0
    for doc in corpus(per_template, seed):
        docs += 1
        chars += len(doc.text)
        result = anonymize(doc.text)
        spans = [(s, e, result.text[a + 1 : b - 1].rsplit("_", 1)[0]) for s, e, a, b in result.spans]
        base = baseline_spans(baseline, doc.text)
        _score(doc, spans, base, planted, hit, base_hit, wrong_type, keep, keep_broken, base_keep_broken, misses)
        for ss, ee, k in spans:
            removed[k] += 1
            if not any(ss < e and s < ee and not kind.startswith("KEEP") for s, e, kind in doc.items):
                false_pos[k] += 1
                false_examples.append(f"{doc.language}:{k}: {doc.text[max(0, ss - 25) : ee + 25]!r}")

    print(f"{docs} documents, {chars:,} characters, seed {seed}\n")
    print(f"| {'kind':<17} | {'planted':>7} | {'recall':>6} | {'baseline':>8} | {'precision':>9} | target |")
    print(f"|{'-' * 19}|{'-' * 9}|{'-' * 8}|{'-' * 10}|{'-' * 11}|--------|")
    for kind in sorted(set(planted) | set(removed)):
        recall = hit[kind] / planted[kind] if planted[kind] else float("nan")
        base_recall = base_hit[kind] / planted[kind] if planted[kind] else float("nan")
        precision = 1 - false_pos[kind] / removed[kind] if removed[kind] else float("nan")
        target = TARGET.get(kind)
        ok = "" if target is None else ("ok" if recall >= target and precision >= 0.9 else "MISSED")
        print(
            f"| {kind:<17} | {planted[kind]:>7} | {recall:>6.3f} | {base_recall:>8.3f} | {precision:>9.3f} | {ok:<6} |"
        )
    total, found, base_found = sum(planted.values()), sum(hit.values()), sum(base_hit.values())
    all_removed, all_false = sum(removed.values()), sum(false_pos.values())
    print(f"| {'all personal data':<17} | {total:>7} | {found / total:>6.3f} | {base_found / total:>8.3f} | "
          f"{1 - all_false / all_removed:>9.3f} |        |")  # fmt: skip
    print("\nWhat stays (items touched by a placeholder / items planted):")
    print(f"| {'kind':<10} | {'planted':>7} | {'removed':>7} | {'baseline removed':>16} |")
    print(f"|{'-' * 12}|{'-' * 9}|{'-' * 9}|{'-' * 18}|")
    for kind in sorted(keep):
        print(f"| {kind:<10} | {keep[kind]:>7} | {keep_broken[kind]:>7} | {base_keep_broken[kind]:>16} |")
    print(f"\nfound, but under another placeholder type: {dict(wrong_type) or 'none'}")
    if show_misses:
        print("\nmisses:", *misses[:400], sep="\n  ")
        print("\nfalse positives:", *false_examples[:200], sep="\n  ")
    else:
        print(f"misses: {len(misses)}, false positives: {len(false_examples)} (--misses lists them)")


def _score(
    doc: Doc,
    spans: list[tuple[int, int, str]],
    base: list[tuple[int, int, str]],
    planted: Counter[str],
    hit: Counter[str],
    base_hit: Counter[str],
    wrong_type: Counter[str],
    keep: Counter[str],
    keep_broken: Counter[str],
    base_keep_broken: Counter[str],
    misses: list[str],
) -> None:
    text = doc.text
    for s, e, kind in doc.items:
        if kind.startswith("KEEP:"):
            category = kind.split(":", 1)[1]
            keep[category] += 1
            keep_broken[category] += any(ss < e and s < ee for ss, ee, _k in spans)
            base_keep_broken[category] += any(ss < e and s < ee for ss, ee, _k in base)
            continue
        planted[kind] += 1
        base_hit[kind] += covered(base, s, e)
        if covered(spans, s, e):
            hit[kind] += 1
            if not any(k == kind for ss, ee, k in spans if ss < e and s < ee):
                wrong_type[kind] += 1
        else:
            misses.append(f"{doc.language}/{doc.kind} {kind}: {text[s:e]!r} in {text[max(0, s - 30) : e + 20]!r}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 30, int(args[1]) if len(args) > 1 else 4, "--misses" in sys.argv)

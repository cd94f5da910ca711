"""Is the anonymizer's output byte for byte what another checkout produces, on real documents?

Run in each checkout, then compare::

    .venv/bin/python -m bench.anonymize_identity --save /tmp/before.json      # in the old checkout
    .venv/bin/python -m bench.anonymize_identity --compare /tmp/before.json   # in the new one

A speed change must not change what is removed: this hashes the anonymized text, the counts and the
span map of every LER court decision (both parts), every terms-of-service text (de, en, it), every
MEDDOCAN and LeNER-Br dev document, the texts in ``samples/`` and generated documents in six languages,
and compares them document by document. Only digests are written, never text. The corpora are read from ``../shared/data/real/``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from app.prepare.anonymize import anonymize
from bench.anonymize_real import build_documents, read_conll
from bench.anonymize_speed import document

REAL = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "real"
SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def documents(real: Path) -> Iterator[tuple[str, str, str | None]]:
    """(name, text, document language) of every document checked."""
    with (real / "ler_dev.conll").open(encoding="utf-8") as f:
        for i, doc in enumerate(build_documents(read_conll(f))):
            yield f"ler/{i}", doc.text, "de"
    for language in ("de", "en", "it"):
        for path in sorted((real / "tos" / language / "text").glob("*.txt")):
            yield f"tos/{language}/{path.stem}", path.read_text(encoding="utf-8"), language
    with (real / "ner" / "meddocan" / "dev.jsonl").open(encoding="utf-8") as f:
        for i, line in enumerate(f):
            yield f"meddocan/{i}", json.loads(line)["text"], "es"
    with (real / "ner" / "lener_br" / "dev.conll").open(encoding="utf-8") as f:
        sentences = read_conll(f)
    for i in range(0, len(sentences), 150):
        yield f"lener/{i}", "\n".join(" ".join(t for t, _ in s) for s in sentences[i : i + 150]), "pt"
    for path in sorted(SAMPLES.glob("*.txt")):
        yield f"samples/{path.stem}", path.read_text(encoding="utf-8"), None
    for seed in range(3):
        yield f"generated/de/{seed}", document(30_000, seed=seed), "de"
        yield f"generated/mixed/{seed}", document(30_000, seed=seed, language=None), None


def digest(text: str, language: str | None) -> str:
    result = anonymize(text, language)
    h = hashlib.sha256(result.text.encode())
    h.update(json.dumps(sorted(result.counts.items())).encode())
    h.update(json.dumps(result.spans).encode())
    return h.hexdigest()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=REAL)
    parser.add_argument("--save", type=Path, help="write the digests here")
    parser.add_argument("--compare", type=Path, help="compare with digests saved by another checkout")
    args = parser.parse_args(argv)
    if not (args.data / "ler_dev.conll").is_file():
        print(f"no corpus at {args.data}: see ../shared/data/real/README.md", file=sys.stderr)
        return 2
    digests = {name: digest(text, language) for name, text, language in documents(args.data)}
    if args.save:
        args.save.write_text(json.dumps(digests, indent=0, sort_keys=True), encoding="utf-8")
        print(f"{len(digests)} documents, digests written to {args.save}")
    if args.compare:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        differ = sorted(name for name in digests.keys() | before.keys() if digests.get(name) != before.get(name))
        print(f"{len(digests)} documents, {len(differ)} differ" + (": " + ", ".join(differ[:20]) if differ else ""))
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

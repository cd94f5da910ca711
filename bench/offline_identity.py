"""Is the offline engine's output unchanged? Hashes of ``explain_offline`` and ``key_facts`` per document.

Run: .venv/bin/python -m bench.offline_identity OUT_DIR  (then compare the printed hashes, or diff two OUT_DIRs)

For a change meant to make the engine faster without changing what it says: run it before and after, the TOTAL
line must be the same. Documents: samples/*.txt, from ../shared/data/real/ the dev half only (two terms of service
per language, eight employment contracts, twelve shops' terms; halves as ``bench.explain_real --half``), and the
150,000-character contract of ``bench.offline_engine``; each explained for readers of German, English and French
(the contract for German and English). Writes each result as JSON to OUT_DIR (document text inside: keep OUT_DIR
outside the project); prints only hashes and document ids.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from pathlib import Path

from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.offline import explain_offline
from app.language import parse_language
from app.models import DocumentInput, Text
from app.prepare.run import prepare
from bench.enqueue_latency import contract_text
from bench.explain_real import agb_documents, employment_documents, in_half, tos_documents
from tests.support.paths import REAL_DATA


def documents() -> list[tuple[str, str]]:
    docs = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(Path("samples").glob("*.txt"))]
    if REAL_DATA.exists():
        per_language: dict[str, list[tuple[str, str]]] = {}
        for lang, doc_id, text in in_half(tos_documents(REAL_DATA, None), "dev"):
            per_language.setdefault(lang, []).append((doc_id, text))
        docs += [d for found in per_language.values() for d in found[:2]]
        docs += [(i, t) for _, i, t in list(in_half(employment_documents(REAL_DATA, None), "dev"))[:8]]
        docs += [(i, t) for _, i, t in list(in_half(agb_documents(REAL_DATA, 20), "dev"))[:12]]
    else:
        print(f"{REAL_DATA} not found: samples and the bench's contract only")
    docs.append(("bench150k", contract_text(150_000)))
    return docs


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    total = hashlib.sha256()
    docs = documents()
    for name, text in docs:
        for lang in ("de", "en") if name == "bench150k" else ("de", "en", "fr"):
            doc = prepare(DocumentInput(explanation_language=parse_language(lang), content=Text(text)), settings)
            facts = key_facts(doc)
            explained = explain_offline(doc, facts)
            blob = json.dumps(
                {"exp": dataclasses.asdict(explained), "facts": repr(facts)},
                default=repr,
                ensure_ascii=False,
                sort_keys=True,
            )
            digest = hashlib.sha256(blob.encode()).hexdigest()
            total.update(digest.encode())
            safe = name.replace("/", "_").replace(":", "_")
            (out / f"{safe}.{lang}.json").write_text(blob, encoding="utf-8")
            print(digest[:16], lang, name)
    print("TOTAL", total.hexdigest(), len(docs))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))

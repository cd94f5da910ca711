"""LLM engine: one sequential call with every clause vs parallel batches.

A 20-clause lease is explained through the openai client (so HTTP and JSON count, as in
production) against the local OpenAI-compatible test server with a realistic speed (0.5 s to
the first token, 40 tokens/s, ~80 tokens per explained clause).
The fake server does not slow down under concurrent requests; a real GPU server shares its
throughput between them, so read the ratio as the upper bound batching can give.

    .venv/bin/python -m bench.llm_batching [--ttfb 0.5] [--tps 40]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

from app.config import Settings
from app.explain.llm import LLMExplainer, plan_batches
from app.explain.openai_chat import openai_chat_model
from app.models import PreparedDocument, Segment
from tests.support.openai_server import OpenAIServer, clauses_of, default_answer

CLAUSES = [
    "§ 1 Mietsache\nVermietet wird die Wohnung im 2. Obergeschoss rechts des Hauses [ADDRESS_1].",
    "§ 2 Mietzeit\nDas Mietverhältnis beginnt am 01.02.2026 und läuft auf unbestimmte Zeit.",
    "§ 3 Kündigungsverzicht\nDie Parteien verzichten für zwei Jahre auf ihr Recht zur ordentlichen Kündigung.",
    "§ 4 Miete\nDie monatliche Grundmiete beträgt 850,00 EUR.",
    "§ 5 Betriebskosten\nDie Mieterin leistet monatliche Vorauszahlungen von 190,00 EUR.",
    "§ 6 Zahlung\nDie Miete ist spätestens am dritten Werktag eines Monats auf das Konto [IBAN_1] zu zahlen.",
    "§ 7 Verzug\nBei Zahlungsverzug werden Verzugszinsen nach § 288 BGB fällig.",
    "§ 8 Kaution\nDie Mieterin leistet eine Kaution von drei Nettokaltmieten.",
    "§ 9 Mieterhöhung\nDie Miete erhöht sich jährlich um 2 % (Staffelmiete).",
    "§ 10 Schönheitsreparaturen\nDie Mieterin übernimmt die Schönheitsreparaturen während der Mietzeit.",
    "§ 11 Kleinreparaturen\nKleinreparaturen bis 100 EUR im Einzelfall trägt die Mieterin.",
    "§ 12 Tierhaltung\nDie Haltung von Hunden und Katzen bedarf der Zustimmung des Vermieters.",
    "§ 13 Untervermietung\nEine Untervermietung ist nur mit schriftlicher Erlaubnis zulässig.",
    "§ 14 Bauliche Veränderungen\nBauliche Veränderungen bedürfen der Zustimmung des Vermieters.",
    "§ 15 Betreten der Wohnung\nDer Vermieter darf die Wohnung nach Ankündigung von 24 Stunden betreten.",
    "§ 16 Hausordnung\nDie Hausordnung ist Bestandteil dieses Vertrages.",
    "§ 17 Kündigung\nDie Kündigung bedarf der Schriftform; es gelten die gesetzlichen Fristen.",
    "§ 18 Rückgabe\nBei Auszug ist die Wohnung besenrein mit allen Schlüsseln zurückzugeben.",
    "§ 19 Schriftform\nÄnderungen dieses Vertrages bedürfen der Schriftform.",
    "§ 20 Salvatorische Klausel\nIst eine Bestimmung unwirksam, bleibt der Vertrag im Übrigen wirksam.",
]

# About 80 tokens per clause, like a real explanation of two or three sentences each.
_EXTRA = (
    " If you do not keep to this, the other side can ask you to pay the costs, and in serious cases"
    " it can end the contract, so keep the dates and amounts of this clause in mind."
)


def lease() -> PreparedDocument:
    text, segments = "", []
    for clause in CLAUSES:
        start = len(text)
        text += clause
        segments.append(Segment(start=start, end=len(text), heading=clause.split("\n")[0]))
        text += "\n\n"
    return PreparedDocument(text=text, segments=tuple(segments), explanation_language="en", document_language="de")


def realistic(body: dict[str, Any]) -> dict[str, Any]:
    answer = default_answer(body)
    for entry in answer.get("clauses", []):
        entry["explanation"] += _EXTRA
    return answer


async def timed(settings: Settings, doc: PreparedDocument) -> tuple[float, int]:
    explainer = LLMExplainer(settings, openai_chat_model(settings))
    try:
        started = time.perf_counter()
        result = await explainer.explain(doc)
        elapsed = time.perf_counter() - started
    finally:
        await explainer.aclose()
    assert result.engine.kind == "llm" and not any(c.fallback for c in result.clauses.values())
    return elapsed, len(result.clauses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ttfb", type=float, default=0.5, help="seconds to the first token")
    parser.add_argument("--tps", type=float, default=40.0, help="tokens per second per request")
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--parallel", type=int, default=4)
    args = parser.parse_args()
    doc = lease()
    n = len(doc.segments)

    with OpenAIServer(realistic, ttfb=args.ttfb, tokens_per_second=args.tps) as srv:
        base = Settings(llm_base_url=srv.base_url, llm_model="bench-model", llm_timeout_seconds=300)
        sequential = base.with_(llm_batch_size=n, llm_parallel=1)
        parallel = base.with_(llm_batch_size=args.batch_size, llm_parallel=args.parallel)

        seq_time, _ = asyncio.run(timed(sequential, doc))
        seq_calls = len(srv.requests)
        par_time, _ = asyncio.run(timed(parallel, doc))
        par_calls = srv.requests[seq_calls:]
        clauses_per_call = sorted((len(clauses_of(b)) for b in par_calls if clauses_of(b)), reverse=True)

    items = [(str(i), "") for i in range(n)]
    planned = [len(b) for b in plan_batches(items, args.batch_size, args.parallel)]
    print(f"{n} clauses, server: {args.ttfb} s to first token, {args.tps:g} tokens/s")
    print(f"sequential (1 call with all clauses + summary call, parallel 1): {seq_time:6.2f} s, {seq_calls} calls")
    print(
        f"parallel (batch size <= {args.batch_size}, parallel {args.parallel}): {par_time:6.2f} s, "
        f"{len(par_calls)} calls, clauses per call {clauses_per_call} (planned {planned})"
    )
    print(f"speed-up: {seq_time / par_time:.2f}x (target >= 3x)")


if __name__ == "__main__":
    main()

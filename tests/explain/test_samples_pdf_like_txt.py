"""Every sample PDF (made from its .txt by samples/make_pdfs.py) explains as its text file does: the same clauses
under the same headings, the same key dates with their roles, amounts with their meanings and actions.

Before the PDF text layer was read with its layout, the tax assessment's letterhead headed three clauses and its
table was quoted instead of said, a wrapped line of the shop's terms became a clause of its own, and a postcode
cut by a line break in the English tenancy agreement was not recognised as part of an address."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from app.analysis.facts import key_facts
from app.cli import read_document
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.prepare.run import prepare
from tests.support.paths import SAMPLES

PAIRS = sorted(path.stem for path in SAMPLES.glob("*.pdf") if path.with_suffix(".txt").exists())


def explained(name: str, language: str) -> Any:
    settings = Settings(public_url="http://127.0.0.1:8000")
    doc = prepare(read_document((SAMPLES / name).read_bytes(), language, settings), settings)
    facts = key_facts(doc)
    explanation = asyncio.run(OfflineExplainer().explain(doc, facts))
    return build_result("local", doc, explanation, settings, facts)


@cache
def reader_view(name: str, language: str) -> dict[str, Any]:
    result = explained(name, language)
    return {
        "category": result.category,
        "document_date": result.document_date,
        "headings": [clause.heading for clause in result.clauses],
        "originals": [" ".join(clause.original.split()) for clause in result.clauses],
        "plain": [" ".join(clause.translation.split()) for clause in result.clauses],
        "deadlines": sorted((d.date or "", d.role or "", d.kind, d.description) for d in result.deadlines),
        "amounts": sorted((a.value, a.currency, a.meaning) for a in result.amounts),
        "actions": sorted((a.date or "", a.kind, a.text) for a in result.actions),
        "summary": result.summary,
        "removed": result.removed_personal_data,
    }


def test_every_sample_pdf_has_its_text_file() -> None:
    assert {"steuerbescheid", "behoerdenbrief", "mietvertrag", "arbeitsvertrag", "agb_onlineshop"} <= set(PAIRS)
    assert "tenancy_agreement_en" in PAIRS


@pytest.mark.parametrize("stem", PAIRS)
def test_the_pdf_says_what_the_text_file_says(stem: str) -> None:
    language = "en" if stem.endswith("_en") else "de"
    from_text = reader_view(f"{stem}.txt", language)
    from_pdf = reader_view(f"{stem}.pdf", language)
    for key in from_text:
        assert from_pdf[key] == from_text[key], key


def test_the_tax_assessments_table_is_said_from_the_pdf_and_the_letterhead_heads_no_clause() -> None:
    view = reader_view("steuerbescheid.pdf", "de")
    assert not any("Finanzamt" in (heading or "") for heading in view["headings"])
    table = next(i for i, original in enumerate(view["originals"]) if "festgesetzt werden" in original)
    said = view["plain"][table]
    assert "festgesetzt werden" not in said  # the rows are said, not quoted
    assert "14.316,00" in said and "846,00" in said and "67,68" in said

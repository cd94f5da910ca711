"""Markdown rendering of a finished analysis, in the result's language."""

from __future__ import annotations

from typing import cast

import pytest

from app.config import LANGUAGES
from app.locales.catalogue import offline_catalogue
from app.models import Amount, AnalysisResult, Clause, Deadline, Engine, Language, Norm, Source
from app.present.markdown import to_markdown


def _result(
    language: str, original: str = "§ 5 Kaution\nDie Mieterin leistet eine Kaution von 2.550,00 EUR."
) -> AnalysisResult:
    clauses = [
        Clause(
            id="c1",
            heading="§ 5 Kaution",
            original=original,
            translation="TRANSLATION-ONE",
            explanation="EXPLANATION-ONE",
            start=0,
            end=len(original),
            norms=[Norm(citation="§ 551 BGB", url="https://www.gesetze-im-internet.de/bgb/__551.html")],
        ),
        Clause(
            id="c2",
            heading=None,
            original="Die Kündigung bedarf der Schriftform.",
            translation="TRANSLATION-TWO",
            explanation="EXPLANATION-TWO",
            start=100,
            end=137,
            page=2,
            norms=[
                Norm(
                    citation="§ 573c BGB", url="https://www.gesetze-im-internet.de/bgb/__573c.html", relation="related"
                )
            ],
        ),
    ]
    return AnalysisResult(
        analysis_id="a1",
        status="completed",
        language=cast(Language, language),
        category="rental_contract",
        tags=["deposit"],
        summary="SUMMARY-TEXT",
        clauses=clauses,
        deadlines=[Deadline(clause_id="c2", text="drei Monate", kind="period", period="P3M")],
        amounts=[Amount(clause_id="c1", text="2.550,00 EUR", value=2550.0, meaning="deposit")],
        warnings=["WARNING-TEXT"],
        removed_personal_data={"PERSON": 2, "ADDRESS": 1},
        engine=Engine(kind="offline"),
        disclaimer="DISCLAIMER-TEXT",
        source=Source(name="Klartext", url="https://klartext.example"),
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_markdown_has_summary_clauses_disclaimer_and_labels_in_the_language(language: str) -> None:
    markdown = to_markdown(_result(language))
    cat = offline_catalogue(language)
    assert markdown.startswith("# ")
    assert cat.category_names["rental_contract"] in markdown.splitlines()[0]
    for text in (
        "SUMMARY-TEXT",
        "TRANSLATION-ONE",
        "EXPLANATION-ONE",
        "TRANSLATION-TWO",
        "EXPLANATION-TWO",
        "DISCLAIMER-TEXT",
        "WARNING-TEXT",
        "2.550,00 EUR",
        "drei Monate",
    ):
        assert text in markdown
    for label in ("summary", "plain", "why", "norms", "deadlines", "amounts", "warnings", "engine_offline"):
        assert cat.labels[label] in markdown, label
    assert cat.labels["clause"].format(number=2) in markdown  # the clause without heading gets a numbered one
    assert cat.amount_labels["deposit"] in markdown  # amount meaning in the reader's language
    assert "https://klartext.example" in markdown


def test_original_is_quoted_and_statutes_are_links() -> None:
    markdown = to_markdown(_result("en"))
    assert "> Die Mieterin leistet eine Kaution von 2.550,00 EUR." in markdown
    assert "[§ 551 BGB](https://www.gesetze-im-internet.de/bgb/__551.html)" in markdown
    related_line = next(line for line in markdown.splitlines() if "§ 573c BGB" in line)
    assert "related law" in related_line
    assert "related law" not in next(line for line in markdown.splitlines() if "§ 551 BGB" in line)


def test_removed_personal_data_is_counted_in_words() -> None:
    assert "Removed before analysis: 2 names, 1 address" in to_markdown(_result("en"))
    assert "Vor der Analyse entfernt: 2 Namen, 1 Anschrift" in to_markdown(_result("de"))


def test_very_long_original_is_trimmed() -> None:
    original = "Wort " * 1000
    markdown = to_markdown(_result("de", original=original))
    quote = [line for line in markdown.splitlines() if line.startswith("> Wort")]
    assert quote and quote[0].endswith("…")
    assert len(quote[0]) < 2100


def test_a_clause_as_long_as_the_splitter_allows_is_quoted_whole() -> None:
    # Four paragraphs of about 400 characters: the last one was cut off at 600 characters before.
    paragraphs = [f"({n}) " + "Die Arbeitnehmerin erhält die Vergütung am Monatsende. " * 7 for n in range(1, 5)]
    paragraphs[-1] += "Zuletzt gilt die Freistellung unter Anrechnung des Resturlaubs."
    original = "\n\n".join(paragraphs)
    assert 1200 < len(original) < 1800
    markdown = to_markdown(_result("de", original=original))
    assert "unter Anrechnung des Resturlaubs." in markdown
    assert "> (4)" in markdown


def test_llm_engine_line_names_the_model() -> None:
    result = _result("fr").model_copy(update={"engine": Engine(kind="llm", model="mistral-small")})
    assert "mistral-small" in to_markdown(result)


def test_a_key_date_without_a_description_is_labelled_as_the_documents_words() -> None:
    result = _result("en").model_copy(
        update={"deadlines": [Deadline(clause_id="c2", text="bis zum 31. März", kind="date", role="due")]}
    )
    assert "- as written: “bis zum 31. März”" in to_markdown(result)


def test_a_sum_named_again_with_the_same_meaning_is_listed_once() -> None:
    amounts = [
        Amount(clause_id="c1", text="913,68 EUR", value=913.68, meaning="back_payment"),
        Amount(clause_id="c2", text="913,68 EUR", value=913.68, meaning="back_payment"),
        Amount(clause_id="c2", text="846,00 EUR", value=846.0, meaning="back_payment"),
        Amount(clause_id="c2", text="846,00 EUR", value=846.0, meaning="part"),
    ]
    markdown = to_markdown(_result("en").model_copy(update={"amounts": amounts}))
    listed = [line for line in markdown.splitlines() if line.startswith("- ") and " EUR" in line]
    assert listed.count("- 913,68 EUR – back payment") == 1
    assert len([line for line in listed if line.startswith("- 846,00 EUR")]) == 2  # two meanings, two lines

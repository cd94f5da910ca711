"""build_result: exact clause texts, pages, framing and the offline fallback for missing clauses."""

from __future__ import annotations

from app.config import Settings
from app.jobs.result import build_result, page_of
from app.models import AnalysisResult, ClauseText, Engine, Explanation, PreparedDocument, Segment

TEXT = (
    "§ 1 Miete\nDie Miete beträgt 850,00 EUR monatlich.\n\n"
    "§ 2 Kaution\nDie Kaution beträgt drei Monatsmieten (§ 551 BGB).\n\n"
    "§ 3 Kündigung\nDie Kündigungsfrist beträgt drei Monate (§ 573c BGB).\n"
)
SETTINGS = Settings(public_url="https://klartext.example")


def make_doc(language: str = "de", page_starts: tuple[int, ...] = ()) -> PreparedDocument:
    starts = [TEXT.index("§ 1"), TEXT.index("§ 2"), TEXT.index("§ 3 ")]
    ends = [*starts[1:], len(TEXT)]
    headings = ["§ 1 Miete", "§ 2 Kaution", "§ 3 Kündigung"]
    return PreparedDocument(
        text=TEXT,
        segments=tuple(Segment(s, e, h) for s, e, h in zip(starts, ends, headings, strict=True)),
        explanation_language=language,
        document_language="de",
        page_starts=page_starts,
        removed={"person": 2},
        warnings=("Seite 3 ist ein Scan.",),
    )


def explanation(clause_ids: list[str], category: str = "rental_contract") -> Explanation:
    return Explanation(
        summary="Ein Mietvertrag.",
        category=category,
        tags=["rent"],
        clauses={cid: ClauseText(translation=f"T {cid}", explanation=f"E {cid}", topic="rent") for cid in clause_ids},
        engine=Engine(kind="llm", model="test-model"),
        warnings=["Seite 3 ist ein Scan.", "from the engine"],
    )


def test_page_of_maps_offsets_to_one_based_pages() -> None:
    assert page_of(0, ()) is None
    assert page_of(0, (0, 100, 250)) == 1
    assert page_of(99, (0, 100, 250)) == 1
    assert page_of(100, (0, 100, 250)) == 2
    assert page_of(10_000, (0, 100, 250)) == 3


def test_clauses_are_exact_slices_with_explanations_and_pages() -> None:
    doc = make_doc(page_starts=(0, TEXT.index("§ 3")))
    result = build_result("abc", doc, explanation(["c1", "c2", "c3"]), SETTINGS)
    assert isinstance(result, AnalysisResult)
    assert [c.id for c in result.clauses] == ["c1", "c2", "c3"]
    for clause in result.clauses:
        assert clause.original == TEXT[clause.start : clause.end]
    assert [c.page for c in result.clauses] == [1, 1, 2]
    assert [c.heading for c in result.clauses] == ["§ 1 Miete", "§ 2 Kaution", "§ 3 Kündigung"]
    assert result.clauses[1].translation == "T c2" and result.clauses[1].explanation == "E c2"
    assert result.engine == Engine(kind="llm", model="test-model")


def test_result_is_framed_in_the_explanation_language() -> None:
    result = build_result("abc", make_doc(language="de"), explanation(["c1", "c2", "c3"]), SETTINGS)
    assert result.language == "de"
    assert result.disclaimer.startswith("Diese Erklärung wurde automatisch erstellt")
    assert result.source.url == "https://klartext.example"
    assert result.removed_personal_data == {"person": 2}
    assert result.status == "completed" and result.analysis_id == "abc"


def test_the_same_warning_from_two_stages_appears_once() -> None:
    result = build_result("abc", make_doc(), explanation(["c1", "c2", "c3"]), SETTINGS)
    assert result.warnings.count("Seite 3 ist ein Scan.") == 1
    assert "from the engine" in result.warnings


def test_an_unknown_category_becomes_other() -> None:
    result = build_result("abc", make_doc(), explanation(["c1", "c2", "c3"], category="spaceship_lease"), SETTINGS)
    assert result.category == "other"


def test_a_clause_the_explainer_skipped_gets_the_offline_text_and_a_warning() -> None:
    result = build_result("abc", make_doc(language="en"), explanation(["c1", "c3"]), SETTINGS)
    skipped = result.clauses[1]
    assert skipped.original == TEXT[skipped.start : skipped.end]
    assert skipped.translation.strip() and skipped.explanation.strip()
    assert skipped.translation != "T c2"
    assert any("§ 2 Kaution" in w for w in result.warnings)


def test_a_related_statute_only_for_a_topic_the_clause_s_own_words_bear_out() -> None:
    # The engine gives both clauses the deposit topic; only the first is about a deposit in its own words.
    text = (
        "§ 4 Kaution\nDie Kaution beträgt zwei Monatsmieten. Die Kaution wird getrennt vom Vermögen angelegt.\n\n"
        "§ 5 Kaution\nHaustiere dürfen nur mit Zustimmung der Vermieterin gehalten werden.\n"
    )
    second = text.index("§ 5")
    doc = PreparedDocument(
        text=text,
        segments=(Segment(0, second, "§ 4 Kaution"), Segment(second, len(text), "§ 5 Kaution")),
        explanation_language="en",
        document_language="de",
    )
    given = Explanation(
        summary="A lease.",
        category="rental_contract",
        tags=[],
        clauses={cid: ClauseText(translation="T", explanation="E", topic="deposit") for cid in ("c1", "c2")},
        engine=Engine(kind="llm", model="test-model"),
    )
    result = build_result("a1", doc, given, SETTINGS)
    related = {c.id: [n.citation for n in c.norms if n.relation == "related"] for c in result.clauses}
    assert related == {"c1": ["§ 551 BGB"], "c2": []}


def test_a_clause_the_engine_left_out_is_said_with_its_section_like_the_offline_engine_says_it() -> None:
    result = build_result("a1", make_doc("en"), explanation(["c1", "c2"]), SETTINGS)
    missing = result.clauses[2]
    assert missing.translation.startswith("Section 3 ")
    assert "§ 573c BGB" in missing.translation

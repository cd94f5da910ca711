"""The gate's grouped alternations count exactly what the plain alternation of its patterns counts."""

from __future__ import annotations

import re

import pytest

from app.prepare import gate

TEXTS = [
    "Die Mieterin zahlt dem Vermieter die Miete gemäß § 3 Abs. 2 des Mietvertrags; der Mieter haftet.",
    "Vermietervertragsparteihaftung und Untermieter, Mieterhöhung, Mieter. Kündigungsfristen",
    "This Agreement hereinafter the Agreement is made between the Landlord and the Tenant; the tenancy shall "
    "end on termination. Subtenant payments, prepay, repayment, the fee and the fees, feet, EUR 20 or € 20.",
    "El arrendatario pagará la renta; la cláusula 4 y el artículo 36 de la Ley 29/1994. Rentabilidad, partes.",
    "Le bailleur et le locataire: contrat de bail, préavis de trois mois, article 15. Ci-après le Preneur.",
    "Il locatore e il conduttore: contratto di locazione, canone, recesso, articolo 3; mesi e mese.",
    "O senhorio e o arrendatário: contrato de arrendamento, renda, prazo, cláusula 2, nos termos do artigo 1.",
    "Der Angeklagte wurde wegen Betrugs zu einer Freiheitsstrafe verurteilt; die Staatsanwaltschaft klagt an.",
    "The accused was charged with theft and found guilty by the crown court; sentenced to imprisonment.",
    "tenant_ _tenant 9tenant tenant9 éTenant ÿtenant\ntenant\ttenant-tenant tenant.",
    "1 2 3 4 5 6 7 8 9 10 11 12 § 1 §2 §§ 3 art.4 abs. 5",
    "rent " * 200,
    "",
    "Ünïcödé κόσμε 東京 İstanbul ẞ contrat\u00adbail bail\u2009locataire",
]
LANGUAGES = ["de", "en", "es", "fr", "it", "pt", "xx"]


def plain(patterns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns))


def reference_score(text: str, document_language: str) -> gate.Scores:
    """The straightforward gate: every pattern of a weight in one plain alternation, matches counted."""
    lowered = text.lower()
    words = len(re.findall(r"\w+", lowered))
    best: gate.Scores | None = None
    for language in [document_language] if document_language in gate._LEGAL else list(gate._LEGAL):
        sums = []
        strong = 0
        for vocabulary in (
            {w: gate._LEGAL[language].get(w, ()) + gate._UNIVERSAL.get(w, ()) for w in (1, 2, 3)},
            gate._CRIMINAL[language],
        ):
            total = 0.0
            for weight, patterns in vocabulary.items():
                hits = len(list(plain(patterns).finditer(lowered)))
                total += weight * hits
                if weight == 3:
                    strong = hits
            sums.append(total)
        candidate = gate.Scores(words, sums[0], sums[1], strong)
        if best is None or sum(sums) > best.legal + best.criminal:
            best = candidate
    assert best is not None
    return best


@pytest.mark.parametrize("language", LANGUAGES)
def test_scores_equal_the_plain_alternation(language: str) -> None:
    for text in TEXTS:
        assert gate.score(text, language) == reference_score(text, language), text


def test_every_vocabulary_is_grouped_by_first_character() -> None:
    for language in gate._LEGAL:
        for patterns in (*gate._legal(language).values(), *gate._criminal(language).values()):
            assert not patterns.pattern.startswith("(?:"), patterns.pattern


@pytest.mark.parametrize(
    ("patterns", "text"),
    [
        # order within a first character decides which pattern takes the position
        (("mieter\\b", "mietvertrag", "miet"), "mieter mietvertrag mietvertragmieter miete"),
        (("miet", "mieter\\b"), "mieter mieter"),
        # a word start at the very beginning and after non-word characters, never inside a word
        (("\\bab", "\\bb"), "ab abb b-ab_ab xab 1ab éab"),
        # overlapping matches of different first characters: the leftmost wins
        (("\\bvertrag", "rag\\b", "ertr"), "vertrag ertrag rag"),
        # non-word first characters
        (("€", "§\\s*\\d", "\\beur\\b"), "€ 5 eur §3 §  4 euro"),
    ],
)
def test_grouping_matches_the_same_as_the_plain_alternation(patterns: tuple[str, ...], text: str) -> None:
    grouped = re.compile(gate._by_first_character(patterns))
    assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in plain(patterns).finditer(text)]
    assert grouped.pattern != plain(patterns).pattern


@pytest.mark.parametrize(
    "patterns",
    [("[ab]c", "x"), ("a|b", "c"), ("(?:a)", "b"), ("a?b", "c"), ("\\b€", "x"), ("\\d", "x"), ("", "a")],
)
def test_patterns_without_a_literal_start_fall_back_to_the_plain_alternation(patterns: tuple[str, ...]) -> None:
    assert gate._by_first_character(patterns) == plain(patterns).pattern

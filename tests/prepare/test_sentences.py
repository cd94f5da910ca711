"""One sentence splitter: exact spans, never cut after abbreviations, ordinals, dates or list markers."""

from __future__ import annotations

import pytest

from app.prepare.sentences import sentence_spans, sentences
from tests.support.paths import SAMPLES


def assert_exact(text: str, spans: list[tuple[int, int]]) -> None:
    previous = 0
    for start, end in spans:
        piece = text[start:end]
        assert piece and piece == piece.strip()
        assert start >= previous
        previous = end


@pytest.mark.parametrize(
    ("language", "text", "expected"),
    [
        (
            "de",
            "Schäden an Teilen, die oft benutzt werden (z. B. Griffe, Hähne), zahlt der Mieter. Er trägt bis zu 80 EUR.",
            [
                "Schäden an Teilen, die oft benutzt werden (z. B. Griffe, Hähne), zahlt der Mieter.",
                "Er trägt bis zu 80 EUR.",
            ],
        ),
        (
            "de",
            "Das gilt z.B. für Türen. Sie zahlt ggf. mehr bzw. weniger. Es gilt § 4 Abs. 1 S. 2 Nr. 3 i.V.m. § 9 BGB. Dann endet es.",
            [
                "Das gilt z.B. für Türen.",
                "Sie zahlt ggf. mehr bzw. weniger.",
                "Es gilt § 4 Abs. 1 S. 2 Nr. 3 i.V.m. § 9 BGB.",
                "Dann endet es.",
            ],
        ),
        (
            "de",
            "Die Zahlung erfolgt bis zum 5. Werktag. Der Urlaub endet am 30. April 2027. Danach gilt der Plan.",
            ["Die Zahlung erfolgt bis zum 5. Werktag.", "Der Urlaub endet am 30. April 2027.", "Danach gilt der Plan."],
        ),
        (
            "de",
            "Das Arbeitsverhältnis ist vom 15.03 .2021 bis zum 14.03.2022 befristet. Eine Probezeit gibt es nicht.",
            [
                "Das Arbeitsverhältnis ist vom 15.03 .2021 bis zum 14.03.2022 befristet.",
                "Eine Probezeit gibt es nicht.",
            ],
        ),
        (
            "de",
            "Sie erhalten Leistungen jeder Art. Die Kosten trägt der Betreiber.",
            ["Sie erhalten Leistungen jeder Art.", "Die Kosten trägt der Betreiber."],
        ),
        (
            "de",
            "Gemeint sind Möbel, Geräte usw. Die Liste ist nicht abschließend.",
            ["Gemeint sind Möbel, Geräte usw.", "Die Liste ist nicht abschließend."],
        ),
        (
            "en",
            "Costs of fixtures, e.g. taps and switches etc. are borne by the tenant. See art. 7 of the Act. Nothing else applies.",
            [
                "Costs of fixtures, e.g. taps and switches etc. are borne by the tenant.",
                "See art. 7 of the Act.",
                "Nothing else applies.",
            ],
        ),
        (
            "it",
            "Il canone è dovuto ai sensi dell'art. 5 n. 3. Il conduttore paga entro il mese.",
            ["Il canone è dovuto ai sensi dell'art. 5 n. 3.", "Il conduttore paga entro il mese."],
        ),
        (
            "de",
            "1. Die Kundin bestellt. 2. Der Händler liefert.",
            ["1. Die Kundin bestellt.", "2. Der Händler liefert."],
        ),
        (
            "de",
            "Wollen Sie kündigen? Dann schreiben Sie uns! Wir antworten schnell.",
            ["Wollen Sie kündigen?", "Dann schreiben Sie uns!", "Wir antworten schnell."],
        ),
    ],
)
def test_sentences_end_where_sentences_end(language: str, text: str, expected: list[str]) -> None:
    assert sentences(text, language) == expected
    assert_exact(text, sentence_spans(text, language))


def test_a_wrapped_line_does_not_end_a_sentence_but_a_heading_line_does() -> None:
    text = "Sehr geehrter Herr Brandt,\n\nhiermit erteilen wir Ihnen eine\nAbmahnung wegen Ihres Fehlens am 4. Mai."
    assert sentences(text, "de") == [
        "Sehr geehrter Herr Brandt,",
        "hiermit erteilen wir Ihnen eine\nAbmahnung wegen Ihres Fehlens am 4. Mai.",
    ]
    heading = "Arbeitszeit\nDie Woche hat 38 Stunden.\nÜberstunden werden ausgeglichen."
    assert sentences(heading, "de") == ["Arbeitszeit", "Die Woche hat 38 Stunden.", "Überstunden werden ausgeglichen."]


def test_list_items_on_their_own_lines_are_sentences() -> None:
    text = "§ 4 Kaution\n(1) Die Kaution beträgt zwei\nMonatsmieten.\n(2) Sie wird verzinst\na) zum üblichen Satz"
    assert sentences(text, "de") == [
        "§ 4 Kaution",
        "(1) Die Kaution beträgt zwei\nMonatsmieten.",
        "(2) Sie wird verzinst",
        "a) zum üblichen Satz",
    ]


def test_a_roman_numeral_heading_is_not_a_sentence_end() -> None:
    text = "III.\nVergütung\nDer Lohn wird am Monatsende gezahlt."
    result = sentences(text, "de")
    assert result[-1] == "Der Lohn wird am Monatsende gezahlt."
    assert "III." in result[0] and "Vergütung" in result[0]


def test_unknown_language_uses_all_lists_and_keeps_ordinals() -> None:
    text = "Die Frist beginnt am 2. Werktag. This holds e.g. for notices."
    assert sentences(text, None) == ["Die Frist beginnt am 2. Werktag.", "This holds e.g. for notices."]


def test_the_lease_sample_quotes_its_repair_clause_whole() -> None:
    text = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    spans = sentence_spans(text, "de")
    assert_exact(text, spans)
    repair = [text[a:b] for a, b in spans if "Instandhaltungsmaßnahmen" in text[a:b]]
    assert len(repair) == 1 and "(z. B. Wasserhähne" in repair[0] and repair[0].endswith("pro Kalenderjahr.")


def test_empty_and_blank_text() -> None:
    assert sentence_spans("", "de") == []
    assert sentence_spans(" \n\n  ", None) == []

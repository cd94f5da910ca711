"""The scoring of bench/anonymize_real.py on hand-written text: removed, kept and false replacements.

The snippets are made up for this test (not taken from the corpora); replacement spans are given by
hand so the scoring is tested, not the anonymizer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.anonymize_real import (
    GoldScore,
    KindScore,
    LerDoc,
    LerScore,
    _office_forms,
    build_documents,
    kept,
    main,
    name_group,
    person_kinds,
    read_conll,
    removed,
    replaced_strings,
    shown,
)

CONLL = """Vorsitzender O
Richter O
Wendelin B-RR
Quast I-RR
und O
Rechtsanwältin O
Mareike B-AN
Obst I-AN

Das O
Landgericht B-GRT
Kleve I-GRT
hat O
§ B-GS
3 I-GS
BGB I-GS
angewandt O
; O
Herr O
P. B-PER
wohnt O
in O
der O
Lerchengasse B-STR
5 I-STR
. O
"""


def _doc() -> LerDoc:
    (doc,) = build_documents(read_conll(CONLL.splitlines(keepends=True)))
    return doc


def _span(text: str, part: str, kind: str) -> tuple[int, int, str]:
    start = text.index(part)
    return start, start + len(part), kind


def test_documents_keep_every_token_offset() -> None:
    doc = _doc()
    assert doc.text.splitlines()[0] == "Vorsitzender Richter Wendelin Quast und Rechtsanwältin Mareike Obst"
    assert doc.tokens == 25
    assert {(doc.text[e.start : e.end], e.tag) for e in doc.entities} == {
        ("Wendelin Quast", "RR"),
        ("Mareike Obst", "AN"),
        ("Landgericht Kleve", "GRT"),
        ("§ 3 BGB", "GS"),
        ("P.", "PER"),
        ("Lerchengasse 5", "STR"),
    }


def test_removed_needs_every_character_and_kept_needs_none() -> None:
    doc = _doc()
    judge = next(e for e in doc.entities if e.tag == "RR")
    whole = _span(doc.text, "Wendelin Quast", "PERSON")
    surname = _span(doc.text, "Quast", "PERSON")
    assert removed(judge, [whole]) and not kept(judge, [whole])
    assert not removed(judge, [surname]) and not kept(judge, [surname])
    # Two placeholders side by side cover the name together.
    first = _span(doc.text, "Wendelin", "PERSON")
    assert removed(judge, [first, (first[1], surname[1], "PERSON")])
    assert kept(judge, []) and not removed(judge, [])


def test_initials_are_not_a_name_to_find() -> None:
    doc = _doc()
    person = next(e for e in doc.entities if e.tag == "PER")
    assert name_group(person) is None
    assert name_group(next(e for e in doc.entities if e.tag == "RR")) == "judges (RR)"
    assert name_group(next(e for e in doc.entities if e.tag == "GS")) is None


def test_score_counts_hits_false_replacements_and_what_stays() -> None:
    doc = _doc()
    spans = [
        _span(doc.text, "Wendelin Quast", "PERSON"),  # a judge removed: a hit
        _span(doc.text, "Obst", "PERSON"),  # half a lawyer: a hit, but not removed
        _span(doc.text, "Kleve", "PERSON"),  # part of a court: false, and the court is not kept
        _span(doc.text, "Lerchengasse 5", "ADDRESS"),  # a street removed
        _span(doc.text, "angewandt", "PERSON"),  # plain text: false
    ]
    score = LerScore()
    score.add(doc, sorted(spans), max_examples=1)
    assert score.names == {"judges (RR)": 1, "lawyers (AN)": 1, "streets (STR)": 1}
    assert score.removed == {"judges (RR)": 1, "lawyers (AN)": 0, "streets (STR)": 1}
    assert score.keep == {"courts (GRT)": 1, "statutes (GS, VO, EUN)": 1}
    assert score.kept == {"courts (GRT)": 0, "statutes (GS, VO, EUN)": 1}
    assert (score.replacements, score.hits, score.cities) == (5, 3, 0)
    assert score.false == {"PERSON": 2}
    assert score.false_on == {"GRT": 1, "O": 1}
    assert score.examples == ["PERSON         Das Landgericht »Kleve« hat § 3"]
    assert score.tokens == 25


def test_a_labelled_phone_number_is_neither_hit_nor_false_where_the_gold_labels_no_phones() -> None:
    from tools.tagger_corpora import Doc

    text = "Vara Cível , Rua das Flores , 100 , Tel. 21 4455-6677 , processo 0123456 , Ana Lima"
    doc = Doc("d", text, [(text.index("Ana"), len(text), "PESSOA")], 16)
    phone = text.index("21 4455")
    number = text.index("0123456")
    spans = [(phone, phone + 12, "PHONE"), (number, number + 7, "PHONE"), (text.index("Ana"), len(text), "PERSON")]
    score = GoldScore({"PESSOA": "persons"}, frozenset({"PESSOA"}), phones_labelled=False)
    score.add(doc, spans)
    assert (score.labelled_phones, sum(score.false.values()), score.removed["persons"]) == (1, 1, 1)
    # A corpus that labels phone numbers counts an unlabelled replacement after "Tel." as false.
    strict = GoldScore({"PESSOA": "persons"}, frozenset({"PESSOA"}))
    strict.add(doc, spans)
    assert (strict.labelled_phones, sum(strict.false.values())) == (0, 2)


def test_replaced_strings_in_terms_of_service() -> None:
    tos = "Wenn Sie das Angebot nutzen, gelten diese Bedingungen für Sie. Fragen an Nordlicht Apps."
    second = tos.index("Sie.")
    spans = [_span(tos, "Sie", "PERSON"), (second, second + 3, "PERSON"), _span(tos, "Nordlicht Apps", "PERSON")]
    assert replaced_strings(tos, spans) == {("Sie", "PERSON"): 2, ("Nordlicht Apps", "PERSON"): 1}


def test_without_the_data_the_bench_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["--data", str(tmp_path)])
    assert "real data not found" in capsys.readouterr().out


def test_misses_are_printed_for_the_dev_part_only() -> None:
    assert shown("dev", 15) == 15
    assert shown("validation", 15) == 0
    assert shown("test", 15) == 0


@pytest.mark.parametrize(
    ("text", "name", "kinds"),
    [
        ("RELATOR : MINISTRO OTÁVIO PIRES", "OTÁVIO PIRES", {"capitals", "office before"}),
        ("Rel . Min . Otávio Pires , julgado em 2016", "Otávio Pires", {"office before"}),
        ("O depoimento de Josilene Prates foi claro .", "Josilene Prates", {"hard"}),
        ("Depois , Josilene voltou para casa .", "Josilene", {"hard", "single word"}),
        ("o 2º Sgt RONALDO deixou o quartel .", "RONALDO", {"capitals", "office before", "single word"}),
    ],
)
def test_persons_by_kind(text: str, name: str, kinds: set[str]) -> None:
    start = text.index(name)
    assert person_kinds(text, start, start + len(name), _office_forms("pt")) == kinds


def test_kind_score_counts_removed_persons_per_kind() -> None:
    from tools.tagger_corpora import Doc

    text = "Depois , Josilene voltou .\nRELATOR : MINISTRO OTÁVIO PIRES"
    a, b = text.index("Josilene"), text.index("OTÁVIO")
    doc = Doc("d", text, [(a, a + 8, "PESSOA"), (b, b + 12, "PESSOA"), (0, 6, "LOCAL")])
    score = KindScore("PESSOA", "pt")
    score.add(doc, [(b, b + 12, "PERSON")])
    assert (score.names["single word"], score.removed["single word"]) == (1, 0)
    assert (score.names["capitals"], score.removed["capitals"]) == (1, 1)
    assert score.names["hard"] == 1


def test_the_reweighted_estimate_weighs_single_word_names_by_their_share() -> None:
    score = KindScore("PESSOA", "pt")
    score.names["single word"], score.removed["single word"] = 10, 5  # 0.5 of the single-word names
    # 90 other persons, 81 removed: 0.9; weighted 0.8 / 0.2: 0.82
    assert abs(score.reweighted(86, 100, share=0.2) - 0.82) < 1e-9

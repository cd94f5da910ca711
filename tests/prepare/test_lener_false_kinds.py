"""bench.anonymize_real, LeNER-Br part: the shapes of a false replacement and the recognizers it comes from (issue 24,
round l30), on sentences of our own."""

from __future__ import annotations

import pytest

from bench.anonymize_real import LenerKinds, false_shapes, recognizers_of
from tools.tagger_corpora import Doc

SHAPED = [
    # (text, the replaced words, a shape that must be among its shapes)
    ("RECURSO ESPECIAL DA FAZENDA", "FAZENDA", "capitals"),
    ("Fazenda Pública recorreu .", "Fazenda", "line start"),
    ("O Relator : Ministro Lucas alegou .", "Lucas", "after office or title"),
    ("A matéria está Sub Judice .", "Sub Judice", "Latin"),
    ("O Banco Aurora alegou .", "Aurora", "organisation word"),
    ("A sessão de março foi adiada .", "março", "month or weekday"),
    ("O Município de Santos Dumont recorreu .", "Santos Dumont", "territory or place word before"),
]


@pytest.mark.parametrize(("text", "words", "shape"), SHAPED)
def test_false_shapes(text: str, words: str, shape: str) -> None:
    start = text.index(words)
    shapes = false_shapes(text, start, start + len(words))
    if shape == "territory or place word before":
        assert "organisation word" in shapes or "place word before" in shapes, shapes
    else:
        assert shape in shapes, shapes


def test_one_word_in_running_text_has_no_other_shape() -> None:
    text = "Depois disso o Píer ficou vazio ."
    start = text.index("Píer")
    assert false_shapes(text, start, start + 4) == frozenset({"one word"})


def test_recognizers_of_a_person_after_an_office() -> None:
    text = "Relator : Ministro JOÃO ALVES FILHO ."
    start = text.index("JOÃO")
    names = recognizers_of(text, "pt", start, start + len("JOÃO ALVES FILHO"))
    assert names and names != ["(none alone: the resolver's join)"], names


def test_lener_kinds_count_only_replacements_touching_no_person_or_place() -> None:
    text = "O réu Carlos Lima falou .\nA Lagoa Azul secou ."
    person = (text.index("Carlos"), text.index("Carlos") + len("Carlos Lima"), "PESSOA")
    doc = Doc("d", text, [person], len(text.split()))
    lagoa = text.index("Azul")
    kinds = LenerKinds("PESSOA", "pt")
    kinds.add(doc, [(person[0], person[1], "PERSON"), (lagoa, lagoa + 4, "PERSON")])
    assert kinds.false_total == 1
    assert kinds.gold == {"O": 1}
    assert kinds.removed["hard"] + kinds.removed["office before"] == 1
    assert "one word" in kinds.shapes

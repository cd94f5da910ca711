"""The tagger skips lines where the model's marginals, computed in numpy, show it can take nothing.

``crf_marginals`` sums the model's weights once per word and runs forward-backward over all lines at once;
crfsuite then reads only the lines left. These tests hold that shortcut to what crfsuite computes: the
marginals agree within the bound the module derives from the dump's rounding, no line where crfsuite's
marginal reaches the threshold is skipped, and anonymizing gives the same text with the shortcut as without
it. Every sentence is written for this test. No timings here: bench/anonymize_ab.py measures the speed.
"""

from __future__ import annotations

import math

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import crf_marginals
from app.prepare.pii import tagger as tagger_module
from app.prepare.pii.tagger import THRESHOLD, line_features, lines, tokens

TEXTS = {
    "de": (
        "Tatbestand\nDer Zeuge Quirin Habermehl sagte aus, er habe den Wagen in der Gartenstraße 7 gesehen.\n"
        "Die Klägerin, Frau Dr. Ottilie Sandmeier-Kranz, wohnt in der Lindenallee 14 in 50667 Köln.\n"
        "Gründe\nDie Revision ist begründet. Das Berufungsgericht hat die Frist des § 521 ZPO verkannt.\n"
        "Wald   Brandhorst\nLenz-Warnecke   Th. Wolke\n"
        "Herr K. und Frau M. L. schlossen den Vertrag mit der Rudolf Beispiel Immobilien GmbH & Co. KG.\n"
        "Mit freundlichen Grüßen\nWiebke Ostendorf-Rasmussen\n"
        + " ".join(["Der Vermieter hält die Wohnung in einem zum vertragsgemäßen Gebrauch geeigneten Zustand."] * 6)
    ),
    "es": (
        "Paciente: Remedios Quintanilla Ortega, de 54 años, domiciliada en Calle del Olmo 23, 3ºB, Zaragoza.\n"
        "Médico: Dr. Faustino Arrieta. Remitido por la Dra. Consuelo Ibarguren al servicio de urgencias.\n"
        "El paciente refiere dolor abdominal desde hace tres días, sin fiebre.\n"
    ),
    "pt": (
        "Relator: Desembargador JOAQUIM PEIXOTO DE ALBUQUERQUE\nAPELANTE: Rosângela Figueiredo Brandão\n"
        "MOTA, Helena. Lições de processo civil. 2. ed.\n"
        "O recurso não merece provimento, conforme a jurisprudência desta Corte.\n"
    ),
}


def _shipped(language: str) -> tuple[tagger_module.Tagger, crf_marginals.Marginals]:
    tagger = tagger_module.tagger(language)
    assert tagger is not None
    marginals = tagger.marginals()
    assert marginals is not None
    return tagger, marginals


def _lines(text: str) -> list[tuple[list[str], bool]]:
    return [([w for _s, _e, w in tokens(line)], after) for _o, line, after in lines(text)]


def _crfsuite_largest(crf: object, words: list[str], language: str, after: bool) -> float:
    crf.set(line_features(words, language, after))  # type: ignore[attr-defined]
    crf.tag()  # type: ignore[attr-defined]
    labels = crf.labels()  # type: ignore[attr-defined]
    return max(
        crf.marginal(label, k)  # type: ignore[attr-defined]
        for k in range(len(words))
        for label in crf_marginals.FIRST_LABELS
        if label in labels
    )


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_the_marginals_are_crfsuites_within_the_bound(language: str) -> None:
    tagger = tagger_module.tagger(language)
    assert tagger is not None
    marginals = tagger.marginals()
    assert marginals is not None
    crf = tagger._crf()
    asked = _lines(TEXTS[language])
    best, error = marginals.largest(asked, language)
    highest = 0.0
    for (words, after), ours, bound in zip(asked, best, error, strict=True):
        theirs = _crfsuite_largest(crf, words, language, after)
        highest = max(highest, theirs)
        assert 0 < bound < 0.01
        assert math.exp(-2 * bound) * theirs - 1e-9 <= ours <= math.exp(2 * bound) * theirs + 1e-9, words
    assert highest > 0.9  # the texts do hold names the model is sure of


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_no_line_the_model_could_take_a_name_on_is_skipped(language: str) -> None:
    tagger, marginals = _shipped(language)
    crf = tagger._crf()
    asked = _lines(TEXTS[language])
    for threshold in (THRESHOLD, 0.1, 0.9):
        may = marginals.may_find(asked, language, threshold)
        for (words, after), read in zip(asked, may, strict=True):
            if _crfsuite_largest(crf, words, language, after) >= threshold:
                assert read, words
    if language == "de":  # enough lines that the numpy pass pays (with three, crfsuite reads them all)
        assert not all(marginals.may_find(asked, language, THRESHOLD))


def test_the_longest_lines_go_to_crfsuite_without_the_numpy_pass() -> None:
    """A line far longer than all others would cost numpy a step per word for that one line."""
    _tagger, marginals = _shipped("de")
    long_line = (["Die", "Miete", "ist", "am", "dritten", "Werktag", "fällig", "."] * 40, True)
    short = [(["Die", "Revision", "ist", "begründet", "."], True)] * 3
    asked: list[tuple[list[str], bool]] = []
    computed = marginals.largest
    marginals.largest = lambda lines, language: (asked.extend(lines), computed(lines, language))[1]  # type: ignore[method-assign]
    try:
        may = marginals.may_find([long_line, *short], "de", THRESHOLD)
    finally:
        del marginals.largest
    assert may[0] is True and long_line not in asked and len(asked) == 3


def test_the_word_table_starting_again_gives_the_same_marginals(monkeypatch: pytest.MonkeyPatch) -> None:
    _tagger, marginals = _shipped("de")
    asked = _lines(TEXTS["de"])
    before = marginals.largest(asked, "de")
    monkeypatch.setattr(crf_marginals, "MAX_WORDS", 5)  # every call now starts the table again
    fresh = crf_marginals.Marginals(marginals.weights, tagger_module._word_info, tagger_module._SENTENCE_END)
    assert fresh.largest(asked[:2], "de") == marginals.largest(asked[:2], "de")
    best, error = fresh.largest(asked, "de")
    assert best == pytest.approx(before[0], rel=1e-12) and error == pytest.approx(before[1], rel=1e-12)
    assert len(fresh._table("de").index) == len({w for words, _a in asked for w in words})


def test_batches_of_lines_give_what_one_pass_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    _tagger, marginals = _shipped("de")
    asked = _lines(TEXTS["de"])
    whole = marginals.may_find(asked, "de", THRESHOLD)
    monkeypatch.setattr(crf_marginals, "CELLS", 1)  # one line a batch
    assert marginals.may_find(asked, "de", THRESHOLD) == whole


@pytest.mark.parametrize("language", sorted(TEXTS))
def test_anonymizing_is_the_same_with_and_without_the_shortcut(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = TEXTS[language]
    fast = anonymize(text, language)
    tagger = tagger_module.tagger(language)
    assert tagger is not None
    monkeypatch.setattr(tagger, "marginals", lambda: None)  # crfsuite reads every line
    slow = anonymize(text, language)
    assert (fast.text, fast.counts, fast.spans) == (slow.text, slow.counts, slow.spans)
    assert "[PERSON_1]" in fast.text


def test_a_model_whose_weights_cannot_be_read_still_tags(monkeypatch: pytest.MonkeyPatch) -> None:
    def unreadable(crf: object) -> crf_marginals.Weights:
        raise OSError("no room for the dump")

    monkeypatch.setattr(crf_marginals.Weights, "of", staticmethod(unreadable))
    tagger = tagger_module.Tagger(tagger_module.MODEL)
    assert tagger.marginals() is None
    found = tagger.find("Der Zeuge Quirin Habermehl sagte aus.", "de")
    assert [("Der Zeuge Quirin Habermehl sagte aus."[f.start : f.end], f.kind) for f in found] == [
        ("Quirin Habermehl", "PERSON")
    ]

"""Amounts written in the forms of test_amount_forms.py keep the role the words around them give: the bracket with the
sum in words, a stray space in the figure or thousands of euros do not cut the figure from its cue. Sentences written
for this test."""

from __future__ import annotations

import pytest

from tests.analysis.test_amount_cues import meanings

JOB = "employment_contract"
TERMS = "terms_and_conditions"


@pytest.mark.parametrize(
    ("language", "category", "text", "expected"),
    [
        ("de", JOB, "Das Bruttomonatsgehalt beträgt 3.000 (in Worten: dreitausend) Euro.", [(3000.0, "salary")]),
        ("de", JOB, "Die Vergütung beträgt monatlich brutto 2. 800 €.", [(2800.0, "salary")]),
        ("de", JOB, "Das Jahresgehalt beträgt 50 TEUR brutto.", [(50000.0, "salary")]),
        ("de", TERMS, "Für Rücklastschriften berechnen wir 3 (drei) Euro.", [(3.0, "fee")]),
        ("de", TERMS, "Die Haftung ist der Höhe nach auf 50 TEUR beschränkt.", [(50000.0, "limit")]),
        (
            "en",
            TERMS,
            "In no event shall our aggregate liability exceed one hundred (100) dollars.",
            [(100.0, "limit")],
        ),
        ("en", TERMS, "A fee of ten (10) dollars is charged for each chargeback.", [(10.0, "fee")]),
    ],
)
def test_a_form_keeps_the_role_its_words_give(
    language: str, category: str, text: str, expected: list[tuple[float, str]]
) -> None:
    assert meanings(text, language, category) == expected


@pytest.mark.parametrize(
    ("language", "category", "text"),
    [
        # the words in brackets disagree with the figure: no sum read, so no role either
        ("de", JOB, "Das Bruttomonatsgehalt beträgt 3.000 (dreitausendfünfhundert) Euro."),
        # after a day's number the figure is not joined, and not read
        ("de", TERMS, "Die Bearbeitungsgebühr ist bis zum 3. 500 EUR fällig."),
    ],
)
def test_an_unclear_form_gets_no_role(language: str, category: str, text: str) -> None:
    assert meanings(text, language, category) == []

"""Look-behinds that keep a name (a company word, a reference abbreviation before it) read only the name's own
sentence: a later mention of a person right after a sentence that ends in such a word still goes (issue 24)."""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii.lookalikes import in_company_name, same_sentence_before


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        # A person's later mention after a sentence that ends in an organisation's word goes.
        ("Herr Kleebach wohnt seit Jahren in Lindau. Bis zum Frühjahr arbeitete er bei der Stadt. Kleebach klagte "
         "danach auf Lohn.", ["Kleebach"], ["bei der Stadt."]),
        ("Frau Dorothea Wendlinger kündigte. Ihr Vermieter war die Wohnungsbaugesellschaft! Wendlinger zog aus.",
         ["Wendlinger", "Dorothea"], ["Wohnungsbaugesellschaft!"]),
        ("Herr Quandtner zahlte an die Sparkasse. „Ich zahle nicht mehr an die Bank.“ Quandtner hielt Wort.",
         ["Quandtner"], ["an die Bank."]),
        # The same surname inside a company's name in the same sentence stays.
        ("Herr Kleebach beschwerte sich. Der Strom kommt von den Stadtwerke Kleebach GmbH.", ["Herr Kleebach"],
         ["Stadtwerke Kleebach GmbH"]),
        ("Herr Kleebach beschwerte sich. Die Stadtwerke Kleebach liefern den Strom.", ["Herr Kleebach"],
         ["Stadtwerke Kleebach liefern"]),
        ("Herr Kleebach schrieb an die Stadt Kleebach.", ["Herr Kleebach"], ["die Stadt Kleebach."]),
        # An initial after a word written out that ended the sentence is a person again; after a reference it is not.
        ("Rechtsanwalt M. vertrat den Kläger. Das steht im zweiten Teil. M. widersprach.", ["M. widersprach"],
         ["zweiten Teil."]),
        ("Rechtsanwalt M. vertrat den Kläger, siehe Anlage M. 3 und Buchst. M.", ["Rechtsanwalt M."],
         ["Anlage M. 3", "Buchst. M."]),
    ],
)  # fmt: skip
def test_a_sentence_end_separates_a_name_from_the_words_before(text: str, gone: list[str], kept: list[str]) -> None:
    result = anonymize(text, "de").text
    for secret in gone:
        assert secret not in result, (secret, result)
    for item in kept:
        assert item in result, (item, result)


def test_same_sentence_before_stops_at_sentence_end_and_line() -> None:
    text = "Er war bei der Stadt. Kleebach"
    assert same_sentence_before(text, text.index("Kleebach"), 30) == ""
    text = "Er war beim Verein e.V. Kleebach"  # a full stop inside a legal form ends no sentence
    assert same_sentence_before(text, text.index("Kleebach"), 30).endswith("e.V. ")
    text = "Stadtwerke\nKleebach"
    assert same_sentence_before(text, text.index("Kleebach"), 30) == ""
    text = "Er fragte „bei der Bank?“ Kleebach"
    assert same_sentence_before(text, text.index("Kleebach"), 40) == ""


def test_in_company_name_reads_the_sentence_of_the_name_only() -> None:
    before = "Er arbeitete bei der Stadt. Kleebach klagte."
    inside = "Er arbeitete bei der Stadt Kleebach als Gärtner."
    assert not in_company_name(before, before.index("Kleebach"), before.index("Kleebach") + 8)
    assert in_company_name(inside, inside.index("Kleebach"), inside.index("Kleebach") + 8)

"""Places are no persons: a country, state or region, a place named with its state.

The name tagger guesses a person from the shape of a word; a state ("Wales", "Victoria") or a town named
with its state ("Redmond, Washington") has the same shape. The resolver drops such guesses
(``resolver.is_place_guess``, states from ISO 3166-2 via pycountry); a country or state is never a
person, whatever the evidence below a title. Each row is a sentence of our own; the person beside it must still go.
"""

from __future__ import annotations

import re

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import addresses
from app.prepare.pii.names import is_place
from app.prepare.pii.resolver import is_place_guess


@pytest.mark.parametrize(
    ("language", "text", "kept"),
    [
        ("de", "Für Streitigkeiten sind die Gerichte von England und Wales zuständig.", ("Wales",)),
        ("de", "Der Vertrag unterliegt den Gesetzen von Victoria, Australien.", ("Victoria",)),
        ("de", "Anbieter ist die Beispiel GmbH, One Harbour Way, Redmond, Washington 98052, USA.", ("Redmond",)),
        ("en", "These terms are governed by the laws of Scotland and Wales.", ("Wales",)),
    ],
)
def test_places_stay(language: str, text: str, kept: tuple[str, ...]) -> None:
    out = anonymize(text, language).text
    for word in kept:
        assert word in out, (word, out)
    assert "[PERSON_" not in out, out


@pytest.mark.parametrize(
    ("language", "text", "removed"),
    [
        ("de", "Frau Victoria Lindqvist aus Wales hat unterschrieben.", ("Lindqvist",)),
        ("de", "Der Kläger Hans Bräutigam klagt gegen Deutschland auf Entschädigung.", ("Bräutigam",)),
        ("en", "Signed by Georgia Whitfield in Redmond, Washington.", ("Whitfield",)),
        # The applicant of a case against a state is a person (tests/prepare/test_anonymize_names_model.py).
        ("de", "Wie im Verfahren Wojcik v. Polen entschieden.", ("Wojcik",)),
    ],
)
def test_a_person_beside_a_place_still_goes(language: str, text: str, removed: tuple[str, ...]) -> None:
    out = anonymize(text, language).text
    for word in removed:
        assert word not in out, (word, out)
    assert "Wales" in out or "Deutschland" in out or "Washington" in out or "Polen" in out, out


@pytest.mark.parametrize(
    ("name", "place"),
    [
        *[("Wales", True), ("Victoria", True), ("New South Wales", True), ("Bayern", True), ("Spanien", True)],
        *[("Lindqvist", False), ("Redmond", False), ("Thomas", False)],
    ],
)
def test_states_and_countries_are_places(name: str, place: bool) -> None:
    assert is_place(name) is place


@pytest.mark.parametrize(
    ("text", "word", "place"),
    [
        ("One Harbour Way, Redmond, Washington 98052", "Redmond", True),
        ("die Gerichte von England und Wales", "England", True),
        ("die Gerichte von England und Wales", "Wales", True),
        ("Anna Redmond, Rechtsanwältin, Köln", "Redmond", False),
        ("Anna Redmond und Karl Weber", "Redmond", False),
    ],
)
def test_a_guess_named_with_its_state_is_a_place(text: str, word: str, place: bool) -> None:
    start = text.index(word)
    assert is_place_guess(text, start, start + len(word)) is place


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Die Gemeinde baut die Erschließungsstraße für das neue Baugebiet.", "Erschließungsstraße"),
        ("Die Klägerin verlangt die Widmung der Verbindungsstraße als Ortsstraße.", "Verbindungsstraße"),
        ("Die Zufahrt erfolgt über eine Sammelstraße.", "Sammelstraße"),
        ("Der Bund ist Träger der Baulast für die Bundesfernstraßen.", "Bundesfernstraßen"),
    ],
)
def test_a_kind_of_road_is_no_address(text: str, kept: str) -> None:
    out = anonymize(text, "de").text
    assert kept in out and "[ADDRESS_" not in out, out


@pytest.mark.parametrize(
    ("text", "removed"),
    [
        ("Der Unfall geschah an der von rechts einmündenden Kastanienallee.", "Kastanienallee"),
        ("Sie wohnt seit Mai in der Siedlungsstraße 12.", "Siedlungsstraße"),
    ],
)
def test_a_street_named_without_a_number_still_goes(text: str, removed: str) -> None:
    out = anonymize(text, "de").text
    assert removed not in out and "[ADDRESS_" in out, out


STREETS = (
    "Anschrift: Hauptstr. 127b, 55616 Leipzig; wohnhaft Am Mühlbach 142-3, An der Alten Mühle 7 a, Unter den "
    "Linden 110b, Karl-Marx-Straße 5, Alte Landstraße 12 / 14, Bürgerbüro Hohe Straße 12, Berliner Allee 3.\n"
    "Die Grundmiete beträgt 4.312,00 EUR. Der Antriebsmotor 8 und das Zahnrad 12 greifen ineinander, Anlage K 7.\n"
    "Im Schlossgarten\t\t9, Zum Alten Brauhaus 3 -\nAuf dem Berg 5 1/2, von der Heide 7, Ober-Mörlener-Weg 11 x\n"
)


@pytest.mark.parametrize("name", ["_STREET_DE", "_NUMBERED"])
def test_the_lookahead_for_a_house_number_changes_no_street_found(name: str) -> None:
    """``addresses._NUMBER_WITHIN_FIVE_WORDS`` is true wherever the street patterns match: without it they find
    the same, at every place of the text (each line shifted by one character too)."""
    rx = getattr(addresses, name)
    bare = re.compile(rx.pattern.replace(addresses._NUMBER_WITHIN_FIVE_WORDS, ""), rx.flags)
    assert bare.pattern != rx.pattern
    for text in (STREETS, " " + STREETS, STREETS.replace(" ", "  ")):
        found = [m.span("v") for m in rx.finditer(text)]
        assert found == [m.span("v") for m in bare.finditer(text)]
        assert len(found) >= 6
        assert [m.span("v") for m in rx.finditer(text, 40, 300)] == [m.span("v") for m in bare.finditer(text, 40, 300)]

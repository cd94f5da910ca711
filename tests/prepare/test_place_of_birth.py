"""The place of birth goes with the date of birth: after a birth label and its date, after a label of its own, or
between the label and the date, in the six languages. A place named for anything else stays. Sentences written for
these tests."""

from __future__ import annotations

import pytest

from app.locales.catalogue import offline_catalogue
from app.prepare.anonymize import anonymize


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Herrn Max Muster, geboren am 12.04.1985 in Kiel, wohnhaft in Hamburg.", "Kiel"),
        ("Mieterin: Frau Anna Beispiel, geboren am 01.02.1990 in Frankfurt am Main", "Frankfurt am Main"),
        ("Geburtsort: Halle (Saale)", "Halle (Saale)"),
        ("Der Arbeitnehmer, geboren in Rostock am 03.05.1988, tritt ein.", "Rostock"),
        ("The tenant, born on 3 May 1990 in Leeds, agrees.", "Leeds"),
        ("Place of birth: Cardiff", "Cardiff"),
        ("Mario Rossi, nato a Roma il 12/03/1980, residente a Milano.", "Roma"),
        ("Juan Pérez, nacido en Madrid el 12/03/1980.", "Madrid"),
        ("Lieu de naissance : Lyon", "Lyon"),
        ("João Silva, nascido em Coimbra em 12/03/1980.", "Coimbra"),
    ],
)
def test_the_place_of_birth_is_removed(text: str, place: str) -> None:
    result = anonymize(text)
    assert place not in result.text, result.text
    assert result.counts["PLACE_OF_BIRTH"] == 1


@pytest.mark.parametrize(
    "text",
    [
        "Der Vertrag wurde am 01.01.2020 in Kiel unterschrieben.",
        "Wer nach dem 01.01.1960 geboren ist, erhält zwei Tage mehr Urlaub.",
        "Die Arbeit wird in Kiel geleistet; Beginn ist am 01.03.2026.",
        "The agreement was signed on 3 May 2024 in Leeds.",
        "Mario Rossi, residente a Milano dal 12/03/2010.",
    ],
)
def test_a_place_named_for_anything_else_stays(text: str) -> None:
    result = anonymize(text)
    assert "PLACE_OF_BIRTH" not in result.counts


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_every_language_names_the_kind(language: str) -> None:
    forms = offline_catalogue(language).personal_data["place_of_birth"]
    assert forms["one"] and forms["other"] and "_" not in forms["other"]

"""What the offline engine keeps between calls (issue 23, speed) hands no caller another document's results.

``find_dates`` keeps the dates of the last few long texts (a whole document is read for its dates by several
passes); ``frame_of`` keeps its frames ready per (document language, kind of document). Both must answer exactly as
a fresh reading would, whatever was asked before, and a caller changing what it got must not change the next answer.
"""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest

from app.analysis import dates, frames
from app.analysis.dates import find_dates
from app.analysis.frames import frame_of

# A long document (over the length from which dates are kept) made of our own filler and dated lines.
_FILLER = "Die Parteien halten die folgenden Regeln ein und geben einander rechtzeitig Bescheid. " * 30


def _document(*dated: str) -> str:
    return _FILLER + " ".join(dated) + " " + _FILLER


def _values(text: str) -> list[date]:
    return [d.value for d in find_dates(text)]


def test_a_long_document_is_long_enough_to_be_kept() -> None:
    assert len(_document()) > dates._SHORT


def test_changing_the_returned_list_does_not_change_the_next_answer() -> None:
    text = _document("Der Vertrag beginnt am 01.02.2027 und endet am 31. Dezember 2028.")
    first = list(find_dates(text))
    assert [d.value for d in first] == [date(2027, 2, 1), date(2028, 12, 31)]
    first.clear()
    first.append(dates.DateMatch(0, 1, "x", date(1999, 1, 1)))
    assert _values(text) == [date(2027, 2, 1), date(2028, 12, 31)]


def test_a_returned_date_cannot_be_changed() -> None:
    text = _document("Die Miete ist erstmals zum 03.04.2027 fällig.")
    found = next(find_dates(text))
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.value = date(2000, 1, 1)  # type: ignore[misc]
    assert _values(text) == [date(2027, 4, 3)]


def test_two_documents_alike_but_for_one_date_each_get_their_own() -> None:
    one = _document("Die Frist endet am 15.06.2027.")
    other = _document("Die Frist endet am 16.06.2027.")
    assert len(one) == len(other)
    for _ in range(2):  # asked in turn, each kept: neither answer leaks into the other
        assert _values(one) == [date(2027, 6, 15)]
        assert _values(other) == [date(2027, 6, 16)]


def test_more_documents_than_are_kept_are_each_read_right() -> None:
    texts = [_document(f"Zahlbar bis zum {day:02d}.07.2027.") for day in range(1, 11)]
    for _ in range(2):
        for day, text in enumerate(texts, start=1):
            assert _values(text) == [date(2027, 7, day)]


@pytest.mark.parametrize(
    "dated",
    [
        "Beginn: 01.01 .2027, Ende: 30.06.2027.",  # a stray space in the first date
        "Signed on 12 March 2027 in Berlin.",
        "Il contratto decorre dal 2027-05-01.",
        "Le bail prend fin le 31 août 2028.",
    ],
)
def test_a_kept_document_reads_its_dates_as_its_sentences_do(dated: str) -> None:
    text = _document(dated)
    offset = text.index(dated)
    alone = [(d.start + offset, d.end + offset, d.text, d.value) for d in find_dates(dated)]
    assert alone
    assert [(d.start, d.end, d.text, d.value) for d in find_dates(text)] == alone


def test_dates_are_kept_for_a_few_documents_only() -> None:
    """The bound the comment in dates.py promises: four documents."""
    assert dates._dates_kept.cache_info().maxsize == 4


# --------------------------------------------------------------------------- frames

_HOLIDAY = "Der Arbeitnehmer erhält 30 Arbeitstage Urlaub im Kalenderjahr."
_DEPOSIT = "Die Kaution beträgt 1.500,00 EUR und ist in drei Raten zu zahlen."


@pytest.mark.parametrize(
    ("sentence", "category", "expected"),
    [
        (_HOLIDAY, "employment_contract", "holiday"),
        (_HOLIDAY, "rental_contract", None),  # an employee's holiday is no lease's
        (_HOLIDAY, None, "holiday"),  # kind not known: every frame
        (_HOLIDAY, "other", "holiday"),
        (_DEPOSIT, "rental_contract", "deposit_instalments"),
        (_DEPOSIT, "employment_contract", None),
        (_DEPOSIT, None, "deposit_instalments"),
    ],
)
def test_frames_kept_per_kind_of_document_answer_whatever_was_asked_before(
    sentence: str, category: str | None, expected: str | None
) -> None:
    # Asked after every other kind of document, and before it: the table of one kind never serves another.
    for other in (None, "other", "rental_contract", "employment_contract", "terms_and_conditions"):
        frame_of(sentence, "de", other)
        found = frame_of(sentence, "de", category)
        assert (found[0] if found else None) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (_HOLIDAY, "holiday"),
        ("DER ARBEITNEHMER ERHÄLT 30 ARBEITSTAGE URLAUB IM KALENDERJAHR.", "holiday"),  # plain words, any case
        ("Der Arbeitnehmer erhält Urlaub nach den Regeln des Betriebs.", None),  # no number: one pattern fails
        ("Der Arbeitnehmer erhält 30 Arbeitstage Urlaub, anteilig im ersten Jahr.", None),  # a "none" word
        ("Der Arbeitnehmer erhält 30 Euro im Monat.", None),  # no holiday named
    ],
)
def test_every_pattern_of_a_frame_is_still_checked(sentence: str, expected: str | None) -> None:
    found = frame_of(sentence, "de", "employment_contract")
    assert (found[0] if found else None) == expected


def test_the_flags_handed_out_cannot_change_the_next_answer() -> None:
    found = frame_of(_HOLIDAY, "de", "employment_contract")
    assert found is not None and found[2] == frozenset({"yearly"})
    assert isinstance(found[2], frozenset)  # nothing to change in place
    assert frame_of(_HOLIDAY, "de", "employment_contract") == found


def test_frame_tables_are_kept_for_a_bounded_number_of_kinds() -> None:
    assert frames._checks.cache_info().maxsize == 256
    for i in range(300):  # any caller's category: the table stays within its bound
        frame_of(_HOLIDAY, "de", f"kind_{i}")
    assert frames._checks.cache_info().currsize <= 256

"""The broad finder of bench/amount_forms_real.py reads the forms it counts with their value, apart from the engine's
reader, and marks no year or section as money. Sentences written for this test."""

from __future__ import annotations

import pytest

from bench.amount_forms_real import broad_hits, figure_value


@pytest.mark.parametrize(
    ("raw", "value"),
    [("1.234,56", 1234.56), ("1,234.56", 1234.56), ("5.000,-", 5000.0), ("850,--", 850.0), ("2.500.-", 2500.0),
     ("12,5", 12.5), ("1 500", 1500.0), ("4.95", 4.95)],
)  # fmt: skip
def test_figure_value(raw: str, value: float) -> None:
    assert figure_value(raw) == value


@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [
        ("Der Versand kostet EUR 5 zzgl. MwSt.", 5.0, "EUR"),
        ("Eine SMS kostet 99 ct.", 0.99, "EUR"),
        ("Die Haftung ist auf 3 TEUR begrenzt.", 3000.0, "EUR"),
        ("Die Gebühr beträgt 10 (zehn) Euro.", 10.0, "EUR"),
        ("The fee is ten (10) dollars.", 10.0, "USD"),
        ("Die Deckung beträgt 1,5 Mio. EUR.", 1500000.0, "EUR"),
    ],
)
def test_broad_hits_read_the_form(text: str, value: float, currency: str) -> None:
    hits = list(broad_hits(text))
    assert [(h.value, h.currency) for h in hits] == [(value, currency)]


@pytest.mark.parametrize("text", ["Competition and Consumer Act 2010 (Cth).", "Es gilt § 622 BGB.", "Zinsen von 5 %."])
def test_broad_hits_mark_no_year_section_or_rate(text: str) -> None:
    assert list(broad_hits(text)) == []

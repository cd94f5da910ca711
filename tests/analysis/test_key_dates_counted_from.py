"""A term counted from a day ("a contar desde el …", "contados a partir de …", "a contar de …") starts on that day;
the same words after a period that is no term (a deposit returned within a month counted from a day) give the date
no start of the contract."""

from __future__ import annotations

import pytest

from tests.analysis.test_key_dates import described

SPANISH_LEASE = """CONTRATO DE ARRENDAMIENTO

PRIMERA.- Duración. El arrendamiento tendrá una duración de dos años a contar desde el 1 de abril de 2027.

SEGUNDA.- Renta. La renta mensual es de 800,00 euros.
"""
PORTUGUESE_LEASE = """CONTRATO DE ARRENDAMENTO

Cláusula 1.ª Prazo. O contrato é celebrado pelo prazo de três anos, a contar de 1 de maio de 2027.

Cláusula 2.ª Renda. A renda mensal é de 700,00 euros.
"""
SPANISH_DEPOSIT = """CONTRATO DE ARRENDAMIENTO

PRIMERA.- Fianza. La fianza se devolverá en el plazo de un mes a contar desde el 15 de julio de 2027.

SEGUNDA.- Renta. La renta mensual es de 800,00 euros.
"""


@pytest.mark.parametrize(
    ("text", "document_language", "iso"),
    [(SPANISH_LEASE, "es", "2027-04-01"), (PORTUGUESE_LEASE, "pt", "2027-05-01")],
)
def test_a_term_counted_from_a_day_starts_then(text: str, document_language: str, iso: str) -> None:
    found = described(text, "en", document_language)
    starts = [(description, as_written) for role, description, as_written in found if role == "start"]
    assert len(starts) == 1, found
    description, as_written = starts[0]
    assert description is not None and description.startswith("Start of the tenancy")
    assert as_written.startswith(("a contar", "a contar de"))


def test_a_period_counted_from_a_day_is_no_start_of_the_contract() -> None:
    found = described(SPANISH_DEPOSIT, "en", "es")
    assert all(role != "start" for role, _, _ in found), found

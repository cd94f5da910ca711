"""Every kind of personal data the anonymizer can remove is named in the reader's language in the line
"Removed before analysis: …" — never as the kind's internal name ("1 bank code" in a German explanation)."""

from __future__ import annotations

import pytest

from app.config import LANGUAGES
from app.locales.catalogue import offline_catalogue
from app.prepare.pii.registry import REGISTRY
from app.present.markdown import _removed

KINDS = sorted({kind for recognizer in REGISTRY for kind in recognizer.entities})


def test_the_registry_declares_the_kinds_people_expect() -> None:
    assert {"PERSON", "ADDRESS", "IBAN", "BIC", "BANK_CODE", "PLACE_OF_BIRTH"} <= set(KINDS)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_removed_kind_has_a_name_in_every_reader_language(language: str, kind: str) -> None:
    cat = offline_catalogue(language)
    forms = cat.personal_data[kind.lower()]
    line = _removed({kind: 2}, cat)
    assert line is not None and line.endswith(f"2 {forms['other']}")


def test_a_bank_code_and_a_bic_are_told_apart_in_german() -> None:
    line = _removed({"BIC": 1, "BANK_CODE": 1}, offline_catalogue("de"))
    assert line == "Vor der Analyse entfernt: 1 BIC, 1 Bankleitzahl"

"""The page names an amount's meaning as the offline explanation does (offline.toml [amount_labels]): every meaning
the engine gives has a label in every page language; "part" was shown by its internal name on the page."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.config import LANGUAGES, LOCALE_DIRS
from app.locales.catalogue import offline_catalogue
from app.locales.messages import CatalogueError
from app.locales.page import PAGES, load_page

ENGINE_MEANINGS = ("part", "limit", "threshold", "back_payment", "rent", "deposit", "salary", "other")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_meaning_has_a_label_on_the_page(language: str) -> None:
    meanings = PAGES[language].as_json()["meanings"]
    for meaning in ENGINE_MEANINGS:
        assert meanings[meaning] == offline_catalogue(language).amount_labels[meaning]


def test_a_page_table_of_its_own_is_refused(tmp_path: Path) -> None:
    for name in ("language.toml", "offline.toml", "page.toml"):
        (tmp_path / name).write_text((LOCALE_DIRS["en"] / name).read_text(encoding="utf-8"), encoding="utf-8")
    with (tmp_path / "page.toml").open("a", encoding="utf-8") as f:
        f.write('\n[meanings]\nrent = "rent"\n')
    with pytest.raises(CatalogueError, match="amount_labels"):
        load_page("en", tmp_path)

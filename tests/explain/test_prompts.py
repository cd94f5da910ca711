"""The LLM prompts as locale data: every language's prompts.toml loads, matches English's, and the
assembled prompts use what the files say."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.config import LANGUAGES
from app.explain import prompts as assemble
from app.locales import prompts as loader
from app.locales.prompts import FILE_NAME, Prompts, PromptsError, english, parse, placeholders

# What app/explain/prompts.py fills in, key by key: English's file must offer exactly these.
FILLED = {
    ("instructions", "rules"): {"language", "address"},
    ("instructions", "clauses_task"): {"topics"},
    ("instructions", "overview_task"): {"max_tags", "categories"},
    ("message", "explanation_language"): {"label", "code"},
    ("message", "document_language"): {"code"},
    ("message", "category_hint"): {"category"},
    ("message", "clauses_intro"): {"count"},
    ("message", "overview_intro"): {"note"},
    ("message", "overview_cut_note"): set(),
    ("instructions", "schema_instruction"): {"schema"},
    ("message", "figures_retry"): set(),
    ("message", "figures_wrong"): {"id", "figures"},
    ("message", "figures_wrong_summary"): {"figures"},
    ("message", "facts_intro"): set(),
    ("message", "roles_retry"): set(),
    ("message", "roles_wrong"): {"id", "claims"},
    ("message", "roles_wrong_summary"): {"claims"},
    ("message", "role_claim"): {"figure", "claim", "roles"},
    ("message", "no_role"): set(),
}

FRENCH_NAMES = """
[language]
english = "French"
native = "français"

[reader]
address = 'Address the reader with "vous".'
"""


def write(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_its_own_names_and_address(language: str) -> None:
    texts = loader.prompts(language)
    assert isinstance(texts, Prompts)
    assert texts.language.english and texts.language.native and texts.reader.address
    if language != "en":
        assert texts.language != english().language and texts.reader != english().reader
        assert texts.instructions == english().instructions  # English instructions for every language


def test_english_offers_exactly_the_placeholders_the_prompts_fill_in() -> None:
    found = {
        (table, key): placeholders(getattr(getattr(english(), table), key))
        for table, key in FILLED  # every key the model declares, nothing else
    }
    assert found == FILLED
    assert set(english().instructions.model_fields) | set(english().message.model_fields) == {k for _, k in FILLED}


def test_a_language_without_prompts_uses_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "xx").mkdir()
    monkeypatch.setattr(loader, "locale_dir", lambda language: tmp_path / language)
    loader.prompts.cache_clear()
    try:
        assert loader.prompts("xx") is english()
    finally:
        loader.prompts.cache_clear()
    assert assemble.language_label("zz") == "English"  # a code without a folder, as before
    assert assemble.system_prompt("zz") == assemble.system_prompt("en")


def test_a_language_may_bring_its_own_instructions(tmp_path: Path) -> None:
    instructions = """
[instructions]
rules = "Réponds en {language}. {address}"
clauses_task = "Thèmes : {topics}"
overview_task = "{max_tags} mots-clés ; catégories : {categories}"
schema_instruction = "Réponds en JSON selon ce schéma : {schema}"
"""
    texts = parse(write(tmp_path, FRENCH_NAMES + instructions), english())
    assert texts.instructions.rules == "Réponds en {language}. {address}"
    assert texts.message == english().message


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (FRENCH_NAMES.replace('native = "français"\n', ""), "native"),  # a key missing
        (FRENCH_NAMES + 'formal = "yes"\n', "formal"),  # a key English does not have
        (FRENCH_NAMES + '\n[greeting]\nhello = "Bonjour"\n', "greeting"),  # a table English does not have
        (FRENCH_NAMES + '\n[message]\nclauses_intro = "Expliquez ces clauses :"\n', "placeholders"),
        (FRENCH_NAMES.replace('"vous".', '"vous" {formal}.'), "placeholders"),
        (FRENCH_NAMES.replace("[reader]", "[reader"), "prompts.toml"),  # not TOML at all
    ],
)
def test_a_file_that_does_not_match_english_is_refused(tmp_path: Path, text: str, complaint: str) -> None:
    path = write(tmp_path / "fr", text)
    with pytest.raises(PromptsError, match=complaint) as caught:
        parse(path, english())
    assert str(path) in str(caught.value)

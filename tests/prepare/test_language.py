"""The document language is recognised from its function words, offline."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.prepare.language import detect_language
from tests.support.paths import SAMPLES

SENTENCES = {
    "de": "Der Mieter zahlt die Miete bis zum dritten Werktag des Monats auf das Konto des Vermieters.",
    "en": "The tenant shall pay the rent on or before the first day of each month into the account of the landlord.",
    "es": "El arrendatario pagará la renta dentro de los cinco primeros días de cada mes en la cuenta del arrendador.",
    "fr": "Le locataire paie le loyer avant le cinq de chaque mois sur le compte du bailleur, qui en accuse réception.",
    "it": "Il conduttore paga il canone entro il quinto giorno di ogni mese sul conto del locatore, che ne dà ricevuta.",
    "pt": "O inquilino paga a renda até ao oitavo dia de cada mês na conta do senhorio, que emite o recibo.",
}


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_one_sentence_is_enough(language: str) -> None:
    assert detect_language(SENTENCES[language]) == language


def test_close_pairs_are_told_apart() -> None:
    spanish = "El contrato se firma por las partes y tendrá una duración de un año desde la fecha de su firma."
    portuguese = "O contrato é assinado pelas partes e terá a duração de um ano a contar da data da sua assinatura."
    italian = "Il contratto è firmato dalle parti e avrà una durata di un anno dalla data della sua firma."
    assert [detect_language(t) for t in (spanish, portuguese, italian)] == ["es", "pt", "it"]


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.txt")), ids=lambda p: p.stem)
def test_samples(path: Path) -> None:
    suffix = path.stem.rsplit("_", 1)[-1]
    expected = suffix if suffix in ("en", "es", "fr", "it", "pt") else "de"
    assert detect_language(path.read_text(encoding="utf-8")) == expected


@pytest.mark.parametrize(
    "text",
    ["", "12345 67890 !!! ###", "Lorem ipsum dolor sit amet, consectetur adipiscing elit", "qwrt zxcv plmk"],
)
def test_text_without_known_words_is_unknown(text: str) -> None:
    assert detect_language(text) == "unknown"


def test_placeholders_do_not_confuse_it() -> None:
    text = "[PERSON_1] [ADRESSE_1] " * 30 + SENTENCES["fr"]
    assert detect_language(text) == "fr"

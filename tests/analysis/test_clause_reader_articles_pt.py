"""Portuguese articles before a party's noun: "A arrendatária deve …" names the subject.

Before a noun with its article the Portuguese preposition "a" contracts ("ao senhorio", "à arrendatária", "aos
trabalhadores"), so a bare "a" before a party's noun is the feminine article, at the start of the sentence or after an
opening phrase, like "O", "As", "Os". A bare "a" before an undetermined plural ("a clientes") is the preposition, and
the contracted forms still mark an object. Italian "proprietario" (the owner) is the landlord. Sentences written for
this test.
"""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence

NAMED = [
    ("pt", "A arrendatária deve pagar a renda até ao dia 8 de cada mês.", "rental_contract", "tenant"),
    ("pt", "O senhorio deve entregar as chaves no primeiro dia.", "rental_contract", "landlord"),
    ("pt", "As partes podem denunciar o contrato por escrito.", "rental_contract", "parties"),
    ("pt", "Os trabalhadores devem cumprir o horário de trabalho.", "employment_contract", "employee"),
    ("pt", "A trabalhadora deve cumprir o horário de trabalho.", "employment_contract", "employee"),
    (
        "pt",
        "Durante o período experimental, a entidade empregadora pode denunciar o contrato.",
        "employment_contract",
        "employer",
    ),
    ("pt", "Findo o contrato, a arrendatária deve restituir a casa.", "rental_contract", "tenant"),
    ("it", "Il proprietario può risolvere il contratto.", "rental_contract", "landlord"),
]

# (language, sentence, category, the party the sentence must not be read as binding)
NOT_NAMED = [
    ("pt", "A clientes empresariais pode ser cobrada uma taxa.", "terms_and_conditions", "customer"),
    ("pt", "Ao senhorio deve ser paga a renda no início de cada mês.", "rental_contract", "landlord"),
    ("pt", "Da arrendatária pode ser exigida uma caução.", "rental_contract", "tenant"),
    ("pt", "À trabalhadora pode ser pedido trabalho suplementar.", "employment_contract", "employee"),
]


@pytest.mark.parametrize(("lang", "sentence", "category", "party"), NAMED)
def test_the_article_names_the_subject(lang: str, sentence: str, category: str, party: str) -> None:
    statement = read_sentence(sentence, lang, category)
    assert statement is not None
    assert statement.party == party


@pytest.mark.parametrize(("lang", "sentence", "category", "party"), NOT_NAMED)
def test_a_preposition_names_no_subject(lang: str, sentence: str, category: str, party: str) -> None:
    statement = read_sentence(sentence, lang, category)
    assert statement is None or statement.party != party

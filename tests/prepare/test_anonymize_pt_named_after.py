"""Portuguese: places, institutions and firms named after a person keep the name; a person stays a person (issue 24).

Each row is a sentence written for this table. ``KEPT``: the name is part of the name of a school, a stadium, a
courthouse, a building, an airport, a theatre or a firm, after the institution's word, a qualifier ("Estadual",
"Municipal") and an honorific ("Professor", "Ministro") (``company_intros``, ``company_qualifiers``,
``company_honorifics`` in data/pt.toml). ``GONE``: the same names where the institution's word is an ordinary noun
of the sentence, or an office or title stands before a person. Also: the class and first group of a Brazilian case
number are no licence plate.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize

KEPT = [
    ("A Escola Estadual Professor Otílio Barreto Campos ficou fechada por uma semana.", "Otílio Barreto Campos"),
    ("O Estádio Ademar Siqueira Lopes recebeu o jogo decisivo.", "Ademar Siqueira Lopes"),
    ("O Fórum Ministro Jurandir Valadares fica no centro da cidade.", "Jurandir Valadares"),
    ("A Creche Municipal Dona Olga Figueiredo atende cem crianças.", "Olga Figueiredo"),
    ("A Escola Municipal Caetano Rebouças recebeu a verba do convênio.", "Caetano Rebouças"),
    ("O Edifício Belmiro Assis Pacheco foi interditado pela Defesa Civil.", "Belmiro Assis Pacheco"),
    ("O Aeroporto Gaspar Lins Vasconcelos recebeu o voo fretado.", "Gaspar Lins Vasconcelos"),
    ("O Teatro Olavo Bastos apresentou a peça no feriado.", "Olavo Bastos"),
    ("A Construtora Aguiar Moreira venceu a licitação da obra.", "Aguiar Moreira"),
    ("A Drogaria Valadares Neto vendeu o medicamento sem receita.", "Valadares Neto"),
]

GONE = [
    # the institution's word is a noun of the sentence, the person is named apart
    ("O diretor da escola, Otílio Barreto Campos, depôs em juízo.", "Otílio Barreto Campos"),
    ("O médico do hospital, Jurandir Valadares, atendeu a vítima.", "Jurandir Valadares"),
    # an honorific or a party's noun before a person, with no institution's word before it
    ("O Professor Otílio Barreto Campos depôs em juízo.", "Otílio Barreto Campos"),
    ("A testemunha Olga Figueiredo confirmou os fatos.", "Olga Figueiredo"),
    ("Compareceu ao Fórum o advogado Caetano Rebouças Lima.", "Caetano Rebouças Lima"),
]


@pytest.mark.parametrize(("text", "name"), KEPT)
def test_a_place_named_after_a_person_keeps_the_name(text: str, name: str) -> None:
    assert name in anonymize(text, "pt").text


@pytest.mark.parametrize(("text", "name"), GONE)
def test_a_person_beside_such_words_is_still_replaced(text: str, name: str) -> None:
    out = anonymize(text, "pt").text
    assert not any(word in out for word in name.split()), out


def test_the_class_and_first_group_of_a_case_number_are_no_licence_plate() -> None:
    text = "NOS AUTOS DO PROCESSO E-RR-4471-22.2013.5.02.0081 , O TRIBUNAL DECIDIU."
    assert anonymize(text, "pt").text == text


def test_a_plate_before_other_text_is_still_a_plate() -> None:
    out = anonymize("Das Fahrzeug mit dem Kennzeichen B-AB 1234 stand dort.", "de").text
    assert "B-AB 1234" not in out

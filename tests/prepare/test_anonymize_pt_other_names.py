"""Portuguese: a word of a person's name, found again inside another capitalised name, is no mention (issue 24).

Each row is a document written for this table. Where nouns are written small, a capitalised word that no name has,
right after a known person's word (or after a particle) or right before it inside the sentence, makes another name
of it: a place, a company, a forest, a farm, a book (``mentions.in_another_name``). ``KEPT``: that name stays whole.
``GONE``: the person's word named again alone, before an office or a name's suffix, or after an office or a title,
is still the person. Also: a name the tagger proposes ends at a full stop after a whole word (the court's seat after
a judge's name opens the next sentence), and a firm named after a person by a word for its business ("... Engenharia")
keeps the name.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize

KEPT = [
    ("A ré Olinda Prates Campos alegou nulidade. A audiência foi em Campos dos Goytacazes.", "Campos dos Goytacazes"),
    ("O autor Rui Cardoso Branco ajuizou a ação. O Livro Branco do Ministério foi juntado.", "Livro Branco"),
    ("O Desembargador Ciro Lopes da Mata relatou. A Mata Atlântica é protegida.", "Mata Atlântica"),
    ("O Desembargador Ciro Lopes da Mata relatou. A Fazenda Mata Verde foi vistoriada.", "Fazenda Mata Verde"),
    ("O Ministro Ataíde Nunes Maia votou. A Maia Engenharia Ltda. foi a ré.", "Maia Engenharia"),
    ("A vítima Selma Rocha Lacerda depôs. O Parque Lacerda Franco fica perto da casa.", "Parque Lacerda Franco"),
    # a firm named after the person by a word for its business
    (
        "O Juiz Substituto Rafael Pina deferiu a liminar. Rafael Pina Engenharia não foi citada.",
        "Rafael Pina Engenharia",
    ),
    ("O sócio Dario Fontes Bastos vendeu a parte. A Bastos Comércio de Alimentos faliu.", "Bastos Comércio"),
]

GONE = [
    ("O autor Rui Cardoso Branco ajuizou a ação. Depois, Branco desistiu do pedido.", "Branco desistiu"),
    ("O Ministro Ataíde Nunes Maia votou. O voto do Ministro Maia foi acompanhado.", "Ministro Maia"),
    ("A vítima Selma Rocha Lacerda depôs. Em juízo, Lacerda confirmou o relato.", "Lacerda confirmou"),
    ("O Desembargador Ciro Lopes da Mata relatou. Mata Relator votou primeiro.", "Mata Relator"),
]


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_another_name_with_a_persons_word_stays(text: str, kept: str) -> None:
    assert kept in anonymize(text, "pt").text


@pytest.mark.parametrize(("text", "phrase"), GONE)
def test_the_persons_word_named_again_is_replaced(text: str, phrase: str) -> None:
    word = phrase.split()[1] if phrase.split()[0] == "Ministro" else phrase.split()[0]
    out = anonymize(text, "pt").text
    assert word not in out, out


@pytest.mark.parametrize(
    ("text", "person", "seat"),
    [
        (
            "Participaram os Ministros Ivo Tenório e Lia Paranhos. Ausente o Ministro Ari Pena. Brasília, 12 de abril.",
            "Ari Pena",
            "Brasília, 12 de abril",
        ),
        ("Votou o Desembargador Ciro Lopes Pimentel. Curitiba, 3 de maio de 2016.", "Ciro Lopes Pimentel", "Curitiba"),
    ],
)
def test_a_name_ends_where_its_sentence_ends(text: str, person: str, seat: str) -> None:
    out = anonymize(text, "pt").text
    assert seat in out, out
    assert not any(word in out for word in person.split()), out


# A first name that is a noun of the language too (``noun_first_names`` in data/<language>.toml), then one word of the
# language in no name list: a term. With a listed surname or first name after it, a person.
NOUN_FIRST_NAME_TERMS = [
    ("pt", "Art. 4º A Norma de Edificação do bairro fixa a altura máxima.", "Norma de Edificação", True),
    ("pt", "O Marco Civil da Internet protege a privacidade.", "Marco Civil", True),
    ("es", "Se realizó la prueba de Rosa de Bengala, que fue negativa.", "Rosa de Bengala", True),
    ("pt", "A ré Rosa de Jesus depôs em juízo.", "Rosa de Jesus", False),
    ("pt", "O Ministro Marco Aurélio Pestana votou vencido.", "Marco Aurélio Pestana", False),
    ("es", "Paciente: Rosa Martín Gil, de 52 años.", "Rosa Martín Gil", False),
]


@pytest.mark.parametrize(("language", "text", "phrase", "term"), NOUN_FIRST_NAME_TERMS)
def test_a_first_name_that_is_a_noun_opens_a_term(language: str, text: str, phrase: str, term: bool) -> None:
    out = anonymize(text, language).text
    if term:
        assert phrase in out, out
    else:
        assert not any(word in out for word in phrase.split() if word[0].isupper()), out

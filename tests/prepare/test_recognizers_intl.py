"""The es/pt/fr/it recognizers of ``recognizers_intl``: addresses by their evidence, the rest of a name, cited authors.

Each row is a sentence written for this test in the style of Spanish clinical reports and Brazilian decisions (none
of their text). The address rules need no model; the whole-anonymizer rows go through every recognizer.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import Found
from app.prepare.pii.recognizers_intl import (
    ADDRESS_RULES,
    cited_authors,
    enumerated_persons,
    labelled_persons,
    persons_in_prose,
    rest_of_names,
    single_word_mentions,
)
from app.prepare.pii.registry import REGISTRY
from app.prepare.pii.rules import scan


def _removed(text: str, language: str, part: str) -> bool:
    """Every letter and digit of ``part`` lies inside a placeholder."""
    result = anonymize(text, language)
    start = text.index(part)
    return all(
        any(s <= i < e for s, e, _a, _b in result.spans) for i in range(start, start + len(part)) if text[i].isalnum()
    )


def _kept(text: str, language: str, part: str) -> bool:
    """No character of ``part`` lies inside a placeholder."""
    result = anonymize(text, language)
    start = text.index(part)
    return not any(s < start + len(part) and start < e for s, e, _a, _b in result.spans)


def _addresses(text: str) -> list[str]:
    return [text[f.start : f.end] for f in scan(ADDRESS_RULES, text)]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        # a form's label: the rest of the line, whatever the street's shape
        ("NHC: 1234567.\nDomicilio: C/ Virgen de los Remedios, 17, 3º A.\nLocalidad: Teruel.", "C/ Virgen de los Remedios, 17, 3º A"),
        ("Domicilio: Maragall 2210.\nProvincia: Lugo.", "Maragall 2210"),
        ("Endereço: Travessa das Acácias, 45, apto. 12\nCidade: Recife", "Travessa das Acácias, 45, apto. 12"),
        # a street named without its kind, before a postcode and a place (or an e-mail address)
        ("Servicio de Cardiología. Hospital del Valle. Almendros, 12, 28080 Madrid.", "Almendros, 12"),
        ("Unidad de Nefrología. Sotomayor, 4, P2 1C, 23009 rvalle@correo.es", "Sotomayor, 4, P2 1C"),
        ("Remitido por: Dra. Irene Sastre Gil. C/ Batalla del Salado 311, 2º-1ª 08015, Barcelona", "C/ Batalla del Salado 311, 2º-1ª"),
        # a post-office box, and "C/" without a number
        ("Correspondencia: Apartado de Correos 4512, 46080 Valencia.", "Apartado de Correos 4512"),
        ("Vive en la C/ Olivos, cerca del centro de salud.", "C/ Olivos"),
    ],
)  # fmt: skip
def test_an_address_by_its_evidence(text: str, address: str) -> None:
    assert address in _addresses(text)
    assert _removed(text, "es" if "Endereço" not in text else "pt", address)


@pytest.mark.parametrize(
    "text",
    [
        "Domicilio: el que consta en el encabezamiento.",  # no number: no address
        "Supremo Tribunal Federal HC 123456 AGR / SP, Relator Ministro X.",  # a case's class and number
        "AGRAVO DE INSTRUMENTO - AÇÃO DE COBRANÇA C/C INDENIZAÇÃO",  # "cumulada com", no street
        "Hospital Sierra Clara, 29611 Marbella.",  # an institution before the postcode
        "Ley 14/1986, de 25 de abril, General de Sanidad.",
    ],
)
def test_no_address_without_its_evidence(text: str) -> None:
    assert _addresses(text) == []


def test_the_address_rules_read_only_their_languages() -> None:
    readers = [r for r in REGISTRY if r.name.startswith("address (es, pt, fr, it)")]
    assert readers and all(r.reads(lang) for r in readers for lang in ("es", "pt", "fr", "it"))
    assert not any(r.reads("de") or r.reads("en") for r in readers)
    text = "Adresse: Lindenweg 12, Haus B.\nBitte melden Sie sich."  # German "Adresse:" is the German rules' business
    assert not any(f.kind == "ADDRESS" and f.end - f.start > 14 for f in _registry_findings(text, "de"))


def _registry_findings(text: str, language: str) -> list[Found]:
    from app.prepare.pii.registry import detect

    return detect(text, language)


@pytest.mark.parametrize(
    ("text", "found", "whole"),
    [
        # capitals: "E" joins the parts of one name
        ("JOANA MOTTA DA COSTA E SILVA Subprocuradora-Geral da República", "JOANA MOTTA DA COSTA", "JOANA MOTTA DA COSTA E SILVA"),
        # a rare first word before the part found, a listed surname after it
        ("p/ Doralinda Prates Neves Assessora do Plenário", "Prates", "Doralinda Prates Neves"),
        # a suffix ends the name
        ("o parecer de Otacílio Barros Filho , às fls . 20", "Otacílio Barros", "Otacílio Barros Filho"),
    ],
)  # fmt: skip
def test_the_rest_of_a_name_beside_the_part_found(text: str, found: str, whole: str) -> None:
    start = text.index(found)
    grown = rest_of_names(text, [Found(start, start + len(found), "PERSON", "x", 2)], "pt")
    assert [text[f.start : f.end] for f in grown] == [whole]
    assert grown[0].key == "x" and grown[0].priority == 2


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Processo Judicial Eletrônico Ana Lima , Tribunal", "Ana Lima"),  # a sentence's first word, no first name
        ("A Vara Cível de Campinas e Ana Lima julgaram", "Ana Lima"),  # a lower-case "e" joins two things
        ("Relator Ministro Ana Lima", "Ana Lima"),  # an office is no part of the name
        ("Tribunal de Justiça Ana Lima", "Ana Lima"),
    ],
)
def test_the_rest_of_a_name_takes_no_word_office_or_institution(text: str, found: str) -> None:
    start = text.index(found)
    assert rest_of_names(text, [Found(start, start + len(found), "PERSON", "x", 2)], "pt") == []


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        ("Como ensinava Francelino de Arruda , o contrato faz lei entre as partes .", ["Francelino de Arruda"]),
        ("Nas palavras de Cezário Rocha Brandão Júnior , a prova é indispensável .", ["Cezário Rocha Brandão Júnior"]),
        (
            "Sobre a prova ( TAVARELLI , R. M. ; QUEIROGA , A. P. ) ver adiante .",
            ["TAVARELLI , R. M.", "QUEIROGA , A. P."],
        ),
        ("A regra , citado por ALBERGARIA , vale para todos .", ["ALBERGARIA"]),
    ],
)
def test_authors_of_cited_literature(text: str, authors: list[str]) -> None:
    assert [text[f.start : f.end] for f in cited_authors(text, "pt")] == authors


@pytest.mark.parametrize(
    "text",
    [
        "A lei define Tribunal de Justiça como órgão do Poder Judiciário .",
        "Conforme ensina a doutrina , o prazo é de cinco anos .",
        "( BRASIL , STF , RE 123456 , julgado em 2017 )",
        "O STF define Lei Complementar como norma especial .",
    ],
)
def test_no_author_where_a_court_a_statute_or_the_doctrine_is_cited(text: str) -> None:
    assert cited_authors(text, "pt") == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Como ensinava Francelino de Arruda , o contrato faz lei entre as partes .", "Francelino de Arruda"),
        ("Domicilio: Maragall 2210.\nProvincia: Lugo.", "Maragall 2210"),
    ],
)  # fmt: skip
def test_through_the_whole_anonymizer(text: str, name: str) -> None:
    language = "es" if "Domicilio" in text else "pt"
    assert _removed(text, language, name), anonymize(text, language).text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("A recorrente Fazenda Nacional alega que o agravante Estado de São Paulo não pagou .", "Fazenda Nacional"),
        ("A recorrente Fazenda Nacional alega que o agravante Estado de São Paulo não pagou .", "Estado de São Paulo"),
        ("Servicio de Cardiología. Hospital del Valle. Almendros, 12, 28080 Madrid.", "Hospital del Valle"),
    ],
)
def test_an_institution_as_a_party_and_a_hospital_stay(text: str, kept: str) -> None:
    language = "es" if "Hospital" in text else "pt"
    assert _kept(text, language, kept), anonymize(text, language).text


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("AGRAVANTE : TELMO QUARESMA BRITO ADVOGADO : OSVALDO NUNES", ["TELMO QUARESMA BRITO", "OSVALDO NUNES"]),
        ("EMBARGADA : Rosângela Maria da Cunha Prado .", ["Rosângela Maria da Cunha Prado"]),
        ("RELATOR : MINISTRO RENATO VALADARES APELANTE : GILSON TAVARES", ["RENATO VALADARES", "GILSON TAVARES"]),
        ("Relator ( a ) Ministro Jairo Quintela , julgado em 2016", ["Jairo Quintela"]),
        ("No dia dos fatos , o 3º Sgt RONALDO deixou o quartel .", ["RONALDO"]),
        ("RELATOR : MIN . TELMO QUARESMA AGR / MT", ["TELMO QUARESMA"]),
        ("Acórdão 4410 , Relator : OSVALDO TRINDADE CONSELHO ESPECIAL , julgado", ["OSVALDO TRINDADE"]),
        ("A testemunha disse que o Subtenente Alberto chegou cedo .", ["Alberto"]),
    ],
)
def test_a_person_after_an_office_a_party_label_or_a_rank(text: str, names: list[str]) -> None:
    assert [text[f.start : f.end] for f in labelled_persons(text, "pt")] == names
    assert all(_removed(text, "pt", name) for name in names)


@pytest.mark.parametrize(
    "text",
    [
        "AGRAVANTE : CAIXA ECONÔMICA FEDERAL",
        "RECORRIDO : AGÊNCIA NACIONAL DE TELECOMUNICAÇÕES",
        "AGRAVANTE ( S ) : CONDOMINIO DO EDIFICIO SOL NASCENTE",
        "APELANTE : MINISTÉRIO PÚBLICO DO ESTADO",
        "RECORRENTE : UNIÃO",
        "o Agravante BANCO ALVORADA S/A",
        "APELANTE ( S ) : ORVALHO VERA LUZ SEGURADORA S/A - COMARCA DE UBERLÂNDIA",
        "em que é Recorrente TIM TELEFONIA S.A. e Recorrido o sindicato",
        "FERNANDA LOPES Vogal Conheço do recurso e lhe dou provimento .",
        "o Relator do processo votou com o Presidente da Turma .",
    ],
)
def test_no_person_after_a_label_where_an_institution_or_a_sentence_follows(text: str) -> None:
    assert [text[f.start : f.end] for f in labelled_persons(text, "pt")] == []


@pytest.mark.parametrize(
    ("text", "language", "unit"),
    [
        ("O vinho tinha 13 graus Gay Lussac segundo o laudo .", "pt", "Gay Lussac"),
        ("La muestra se calentó a 90 grados Celsius .", "es", "Celsius"),
        ("L'eau bout à 212 degrés Fahrenheit .", "fr", "Fahrenheit"),
    ],
)
def test_a_unit_named_after_a_person_is_no_person(text: str, language: str, unit: str) -> None:
    assert _kept(text, language, unit)


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("O vinho tinha teor superior a 14º Gay Lussac segundo o laudo .", "Gay Lussac"),
        ("O vinho tinha teor superior a 14° Gay Lussac segundo o laudo .", "Lussac"),
    ],
)
def test_a_unit_after_a_number_and_its_sign_is_no_person(text: str, unit: str) -> None:
    assert _kept(text, "pt", unit), anonymize(text, "pt").text


def test_a_rank_after_an_ordinal_keeps_its_bearer_a_person() -> None:
    text = "No dia dos fatos , o 2º Sgt RONALDO BATISTA deixou o quartel ."
    assert _removed(text, "pt", "RONALDO BATISTA"), anonymize(text, "pt").text


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a noun only a person stands beside, written small in running prose
        ("Quanto à testemunha Deolindo , ele nada viu .", ["Deolindo"]),
        ("O réu ameaçou sua esposa Genoveva Ribas Tavares na saída .", ["Genoveva Ribas Tavares"]),
        ("O depoimento da vítima Marlene foi claro .", ["Marlene"]),
        # a verb of speech, of procedure or of a deed right after the name
        ("No recurso , Osvaldino Prates sustenta que pagou .", ["Osvaldino Prates"]),
        ("Naquela noite Laurindo saiu do mato armado .", ["Laurindo"]),
        # a listed first name alone in running prose, in capitals or not
        ("O depoente disse que entregou a chave a ROBERTO antes das dez .", ["ROBERTO"]),
        ("A reação de Fabiana foi imediata .", ["Fabiana"]),
    ],
)
def test_a_person_in_prose_without_an_office(text: str, names: list[str]) -> None:
    assert sorted(text[f.start : f.end] for f in persons_in_prose(text, "pt")) == sorted(names)
    assert all(_removed(text, "pt", name) for name in names), anonymize(text, "pt").text


@pytest.mark.parametrize(
    "text",
    [
        "O Ministério Público Federal requereu a prisão preventiva .",
        "A União alegou prescrição e o Estado sustenta o contrário .",
        "O INSS alega que o benefício é indevido .",
        "A Fenabrav ajuizou a ação no Supremo .",
        "Nos embargos , o Reclamante sustenta a omissão .",
        "O réu mora em Natal e trabalha em Franca .",
        "A Lei Maria da Penha protege a mulher .",
        "O AGRAVO REGIMENTAL foi provido , e a PETROBRAS recorreu .",
        "Anderson Pereira Lima foi ouvido .",
    ],
)
def test_no_person_in_prose_where_an_institution_a_place_or_a_statute_stands(text: str) -> None:
    found = [text[f.start : f.end] for f in persons_in_prose(text, "pt")]
    assert found == [], found


def _name(text: str, name: str) -> Found:
    start = text.index(name)
    return Found(start, start + len(name), "PERSON", name.split()[-1].lower(), 2)


@pytest.mark.parametrize(
    ("text", "full", "alone"),
    [
        ("O autor Valdemir Cordeiro Prates pediu danos . Prates alega que pagou .", "Valdemir Cordeiro Prates", "Prates"),
        ("Ouviu-se Josilene Amorim Bastos . Depois , Josilene voltou para casa .", "Josilene Amorim Bastos", "Josilene"),
        ("RELATOR : MINISTRO OTACÍLIO BRANDÃO . O voto de Brandão foi vencido .", "OTACÍLIO BRANDÃO", "Brandão"),
    ],
)  # fmt: skip
def test_one_word_of_a_name_found_named_alone(text: str, full: str, alone: str) -> None:
    got = single_word_mentions(text, [_name(text, full)], "pt")
    assert [text[f.start : f.end] for f in got] == [alone]
    assert got[0].key == _name(text, full).key  # the same person: the same placeholder


@pytest.mark.parametrize(
    ("text", "full"),
    [
        # inside a longer capitalised phrase: a street's, a statute's, a company's name
        ("O autor Pedro Jardim Prates mora na Rua Prates Neto .", "Pedro Jardim Prates"),
        ("A vítima Maria Lúcia Farias invocou a Lei Maria da Penha .", "Maria Lúcia Farias"),
        # a word of the language needs a person's context ("Rosa", "Leão")
        ("A autora Ana Rosa Leão juntou uma rosa seca ao processo e a Rosa dos Ventos .", "Ana Rosa Leão"),
        # a case's class in capitals is no name, even where a list knows it ("ARE")
        ("RELATOR : MINISTRO JOSÉ ARE . Ver ARE 788.708 .", "JOSÉ ARE"),
    ],
)
def test_no_lone_word_of_a_name_where_it_is_another_thing(text: str, full: str) -> None:
    assert single_word_mentions(text, [_name(text, full)], "pt") == []


def test_a_guess_of_the_tagger_with_no_listed_name_introduces_no_one() -> None:
    text = "O valor do BENEFÍCIO SALDADO mudou ; o valor Saldado é outro ."
    start = text.index("BENEFÍCIO SALDADO")
    guess = Found(start, start + len("BENEFÍCIO SALDADO"), "PERSON", "saldado", 0)
    assert single_word_mentions(text, [guess], "pt") == []


@pytest.mark.parametrize(
    "text",
    [
        "A Lei Maria da Penha protege a mulher .",
        "A Lei 11.340/06 ( Maria da Penha ) foi promulgada em 2006 .",
        "A medida prevista na Lei intitulada Maria da Penha não é definitiva .",
    ],
)
def test_a_statute_named_after_a_person_is_no_person(text: str) -> None:
    assert _kept(text, "pt", "Maria da Penha"), anonymize(text, "pt").text


@pytest.mark.parametrize(
    "text",
    [
        "EM 23 DE MARCO DE 2017 a testemunha disse que viu o réu sair de casa .",
        "A Fundação de Seguridade ( Petros ) e o banco pagaram a dívida .",
        "O réu foi julgado pelo Tribunal do Júri e pela Audiência de Custódia .",
        "O depoente juntou o Doc . 5 ao processo que tramita .",
    ],
)
def test_no_lone_first_name_in_a_date_an_abbreviation_or_a_phrase(text: str) -> None:
    assert [text[f.start : f.end] for f in persons_in_prose(text, "pt")] == []


@pytest.mark.parametrize(
    ("text", "found", "joined"),
    [
        ("A reação de Genoveva Ribas e Laurindo foi imediata .", "Genoveva Ribas", ["Laurindo"]),
        ("Com MONTANHEIRO e DALVANI RIBAS a chapa venceu .", "DALVANI RIBAS", ["MONTANHEIRO"]),
        ("os Ministros OTACÍLIO BRANDÃO , RUTE MESQUITA FALCÃO e ALCIDES NUNES .", "OTACÍLIO BRANDÃO",
         ["RUTE MESQUITA FALCÃO"]),
    ],
)  # fmt: skip
def test_a_name_joined_to_a_person_found_is_a_person(text: str, found: str, joined: list[str]) -> None:
    assert [text[f.start : f.end] for f in enumerated_persons(text, [_name(text, found)], "pt")] == joined


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("O autor Genoveva Ribas e Banco do Brasil firmaram contrato .", "Genoveva Ribas"),
        ("Assinado por Genoveva Ribas Prates , Matricula 8191 .", "Genoveva Ribas Prates"),
        ("RELATOR : MINISTRO JOSÉ ALVES , PRESIDENTE DA TURMA", "JOSÉ ALVES"),
        ("O autor Genoveva Ribas e Souza Advogados Associados firmaram contrato .", "Genoveva Ribas"),
    ],
)
def test_no_person_joined_where_an_institution_or_a_label_follows(text: str, found: str) -> None:
    assert enumerated_persons(text, [_name(text, found)], "pt") == []

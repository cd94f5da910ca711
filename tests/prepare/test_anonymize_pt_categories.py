"""Portuguese court decisions: what is no person's name, and names the shared lists did not know (issue 24).

Each row is a sentence written for this table. ``kept`` must survive the anonymizer whole; ``gone`` must not be
left in the text. Categories: offices, party labels and ranks alone (a hyphenated office too); a unit's word
first; an organisation's word written without its accents; a month in a date; the publisher of a bibliographic
reference; a document's or a volume's number after its sign; Brazilian given names (``first_names`` in
data/pt.toml) after an office or a rank.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii.rules import citation_like

KEPT = [
    # an office alone, hyphenated to its rank ("-Geral") or not, in capitals or not
    ("O parecer da PROCURADORA-GERAL DE JUSTIÇA foi juntado aos autos.", "PROCURADORA-GERAL"),
    ("A Subprocuradora-Geral da República opinou pelo não conhecimento.", "Subprocuradora-Geral"),
    (
        "Propôs a ação a Excelentíssima Senhora PROCURADORA-GERAL DE JUSTIÇA. A PROCURADORA-GERAL alega ofensa à lei.",
        "A PROCURADORA-GERAL alega",
    ),
    ("Rel. Min. Teodoro Saraiva Lins; HC nº 4411, Min . Teodoro Saraiva Lins, DJe de 3.4.2012.", "Min ."),
    ("RECLAMANTE : UNIÃO RECLAMADO : TRIBUNAL REGIONAL FEDERAL DA 3ª REGIÃO", "RECLAMANTE"),
    ("Precedentes: HC nº 12345, Min . Relator da Segunda Turma, DJe de 3.4.2012.", "Min"),
    # a unit named after a person, its word first, in capitals
    ("É proibida a venda de bebida com mais de TRINTA GRAUS GAY LUSSAC no evento.", "GRAUS GAY LUSSAC"),
    # an organisation's word without its accents, after a party label
    ("RECORRENTE : ASSOCIACAO NACIONAL DOS CRIADORES DE CAVALOS", "ASSOCIACAO NACIONAL DOS CRIADORES"),
    ("RECORRIDA : CONFEDERACAO BRASILEIRA DE TIRO ESPORTIVO", "CONFEDERACAO BRASILEIRA"),
    # a month in a date, in capitals and without its accent, beside a person of the same name
    ("SESSÃO DE 12 DE MARCO DE 2019, presidida pelo Ministro Marco Túlio Barreiros.", "12 DE MARCO DE 2019"),
    # the publisher of a reference: place, colon, publisher, year
    ("Ver FERREIRA, Paulo. Curso de processo. Belo Horizonte: Editora Vértice, 2014, p. 88.", "Editora Vértice"),
    ("Cf. a obra citada, Porto Alegre: Ricardo Lenz Editor, 2003, p. 71.", "Ricardo Lenz Editor"),
    ("Ver a obra, Porto Alegre: Sergio Tavares Fabris, 2003, p. 71.", "Sergio Tavares Fabris"),
    ("Teoria Geral do Processo'', Max Limonad, 1970, vol. I.", "Max Limonad"),
    ("Vol. 2. São Paulo: Marcelo Viana Editores, 2009, p. 12.", "Marcelo Viana Editores"),
    # before an office that follows: a heading, a court's body, an office before the office
    ("DESIGNAÇÃO POR SORTEIO DE NOVO RELATOR .", "DESIGNAÇÃO POR SORTEIO DE NOVO RELATOR"),
    ("Julgou a Câmara Cível Relator designado .", "Câmara Cível"),
    ("O Desembargador Relator votou pelo provimento .", "Desembargador Relator"),
    # the reference form needs a listed first name after the comma
    ("Brasil , Federativa . Constituição da República .", "Brasil , Federativa"),
    ("São Paulo , Capital . Outra cidade .", "São Paulo , Capital"),
    ("A Costa do Sauípe e a Rocha da Gávea ficam longe.", "A Costa do Sauípe e a Rocha da Gávea"),
    ("Tomo II. Rio de Janeiro: Elsevier, 2011, p. 360.", "Elsevier"),
]

GONE = [
    # Brazilian given names after an office or a party label
    ("Relator(a): Des.(a) Otávio Maranhão, 5ª Câmara Cível, julgado em 4/5/2016.", "Otávio Maranhão"),
    ("Voto - MIN. LUIZ PARDAL, Primeira Turma.", "LUIZ PARDAL"),
    ("EMBARGANTE : MANOEL QUEIROZ TAVEIRA", "MANOEL QUEIROZ TAVEIRA"),
    # a rank and its arm before the name (naval ranks abbreviated)
    ("Ministro Alte Esq RONALDO FURTADO DE MELO Relator", "RONALDO FURTADO DE MELO"),
    ("o MN Wanderley iria substituí-lo no posto.", "Wanderley"),
    # a name after a title goes on over a particle and a common surname the shared list lacks
    ("O recurso foi interposto pelo Sr. Carlos Eduardo Motta de Souza, que pediu vista.", "Motta de Souza"),
    ("ADVOGADO : Dr. Waldo Teixeira da Costa .", "Waldo Teixeira da Costa"),
    ("Sr. Ernesto Bragança dos Santos compareceu.", "Ernesto Bragança dos Santos"),
    # judges named before the office that follows them, in the minutes and under a decision
    ("Presentes: BRUNO RESENDE Relator , OSCAR MANOEL DA LUZ Vogal , SIMÃO C. OLIVEIRA Vogal .", "OSCAR MANOEL DA LUZ"),
    ("Presentes: BRUNO RESENDE Relator , OSCAR MANOEL DA LUZ Vogal , SIMÃO C. OLIVEIRA Vogal .", "SIMÃO C. OLIVEIRA"),
    ("Votaram Paulo Tavares ( Relator ) e Marcos Dantas .", "Paulo Tavares"),
    # an author in the reference form with the given names written out
    ("[ 4 ] Tavares Neto , Rogério Pereira de . Curso de direito civil .", "Tavares Neto , Rogério Pereira de"),
    ("Valadares , Daniel . O princípio da proporcionalidade .", "Valadares , Daniel"),
    ("(QUEIROGA DE MELO, Francisco Amaral. Tratado das obrigações.)", "QUEIROGA DE MELO, Francisco Amaral"),
    # the name before an office is still found where the office is no part of it
    ("O Ministro Jefferson Tavares Lima opinou pela rejeição.", "Jefferson Tavares Lima"),
]


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_no_person_stays(text: str, kept: str) -> None:
    assert kept in anonymize(text, "pt").text


@pytest.mark.parametrize(("text", "name"), GONE)
def test_person_goes(text: str, name: str) -> None:
    out = anonymize(text, "pt").text
    assert "[PERSON_" in out
    assert not any(word in out for word in name.split() if len(word) > 2)


def test_a_person_before_a_year_without_a_place_and_colon_is_still_a_person() -> None:
    """Only the slot between a place and its colon and the year is a publisher's."""
    out = anonymize("Relator: Ministro Raimundo Vasconcelos Pedrosa, 2015.", "pt").text
    assert "Vasconcelos Pedrosa" not in out


def test_a_form_label_before_a_colon_is_no_place_of_publication() -> None:
    out = anonymize("Nome: Maria Aparecida Souza, 1980.", "pt").text
    assert "Aparecida Souza" not in out


def test_a_month_outside_a_date_is_judged_as_any_word() -> None:
    out = anonymize("O depoente Marco Antunes Ribeiro confirmou a versão; Marco chegou depois.", "pt").text
    assert "Marco" not in out


NUMBERS = [
    # (text, number, is a citation or a document's number)
    ("conforme a ordem de serviço nº 00245098813302, executada", "00245098813302", True),
    ("a nota de empenho n° 2019 4455 778, paga em março", "2019 4455 778", True),
    ("DJ 14-05-2012 EMENT VOL-03117-02 PP-00412", "03117-02", True),
    ("no processo 0207733 - 15.2011.5.03.0041, fl. 212", "0207733", True),
    ("no processo 0207733-15.2011.5.03.0041, fl. 212", "0207733", True),
    ("ligue para 11 98765-4321 em horário comercial", "11 98765-4321", False),
    ("Tel. 68 3302-0444, das 8 às 17 horas", "68 3302-0444", False),
    ("o número 030 1234567 da secretaria", "030 1234567", False),
]


@pytest.mark.parametrize(("text", "number", "citation"), NUMBERS)
def test_a_number_after_its_sign_or_in_a_case_number_is_no_phone(text: str, number: str, citation: bool) -> None:
    start = text.index(number)
    assert citation_like(text, start, start + len(number), "PHONE") is citation

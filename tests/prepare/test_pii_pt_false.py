"""Portuguese court decisions: kinds of false replacement, each a category with its words as data in data/pt.toml,
written as sentences of our own, both ways (issue 24, round l28).

- An office's qualifier after the office ("Juiz Sentenciante", "Ministro Vice-Presidente", "Min. Aposentado") or an
  institution after it ("Juiz : Vara Única", "Juiz Auxiliar da Corregedoria") is no name (``office_qualifiers``,
  ``institution_words``); a name after the same office still goes.
- A firm after a party label ("Recorrente : ... Seguros", "APELADA : VIAÇÃO ...", "Apelado : Colégio ...") is no
  person (``business_words``, ``party_org_words``, ``company_intros``); a person after the same label still goes.
- A capitalised term that opens with an abstract noun ("Benefício Saldado", "Redução ...", "Bens Imóveis") is no
  person (``noun_endings``, ``business_words``); a person named in the same place, a first name with such an ending
  ("Conceição") among them, still goes.
- A public place, an institution, a prize or a programme named after a person ("Hospital Albert Einstein", "Reserva
  Extrativista Chico Mendes", "Penitenciária Lemos Brito", "Vila Dona Marta") keeps the name, and so does a devotion
  that names a church, a hospital or a town ("Nossa Senhora da Conceição"; ``place_intros``, ``place_qualifiers``);
  the same person named in prose, or after a party label, still goes.
- A function after a title in place of a name ("o Sr. Pregoeiro", "o Sr. Fiscal do Contrato", "Ao Senhor
  Superintendente Regional") is no person (``function_words``; what the office is of: a frequent word in no name
  list); a name after the same title and function still goes. A consortium after a party label is a firm.
- A word in capitals of two to four letters that only the name tagger takes for a person, in no name list, is an
  acronym (a case's class: "ADI", "RHC"); a short first name in capitals ("RAUL", "ALEX") still goes.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize

# (sentence, the words that must stay)
KEPT = [
    # offices and their qualifiers
    ("Juiz Sentenciante : Titular da Comarca de Itu", "Sentenciante"),
    ("Juiz Prolator : o magistrado da vara criminal", "Prolator"),
    ("O Juiz Auxiliar da Corregedoria encaminhou o expediente .", "Auxiliar da Corregedoria"),
    ("Presidente da sessão : Ministro Vice-Presidente , no exercício da Presidência .", "Vice-Presidente"),
    ("Relator : Min. Aposentado , substituído na forma regimental .", "Aposentado"),
    ("Juiz : Vara Única da Comarca de Piracaia", "Vara Única"),
    ("A Juíza Plantonista deferiu a liminar na madrugada .", "Plantonista"),
    ("O Desembargador Decano presidiu a sessão .", "Decano"),
    # firms after a party label
    ("Recorrente : Unimed Seguros Saúde", "Unimed Seguros"),
    ("APELADO : SUL AMÉRICA SEGUROS", "SUL AMÉRICA"),
    ("Apelado : Amil Assistência Médica", "Amil"),
    ("Apelante : Tim Celular", "Tim Celular"),
    ("APELADA : VIAÇÃO COMETA", "VIAÇÃO COMETA"),
    ("Apelado : Colégio Santo Agostinho", "Santo Agostinho"),
    ("Agravado : Clínica Odontológica Sorriso Feliz", "Sorriso Feliz"),
    ("RECORRIDA : TRANSPORTADORA RIO NORTE", "RIO NORTE"),
    ("Requerida : Lima Imóveis , representada por seu sócio .", "Lima Imóveis"),
    # terms that open with an abstract noun
    ("Sumário : Bens Imóveis , Benefício Saldado e Rendimentos .", "Bens Imóveis"),
    ("O valor do Benefício Saldado foi recalculado pela entidade .", "Benefício Saldado"),
    ("Anexo IV - Demonstrativo de Pagamento Antecipado ( se houver ) .", "Pagamento Antecipado"),
    ("DA REDUÇÃO PROPORCIONAL DO VALOR DEVIDO", "REDUÇÃO PROPORCIONAL"),
    # places and institutions named after a person
    ("O paciente foi transferido para o Hospital Albert Sabin na mesma noite .", "Albert Sabin"),
    ("Penitenciária Lemos Brito .", "Lemos Brito"),
    ("A Reserva Extrativista Chico Mendes abrange três municípios .", "Chico Mendes"),
    ("A Fundação Roberto Marinho firmou o convênio .", "Roberto Marinho"),
    ("O réu foi recolhido ao Presídio Regional Juvenal Raposo .", "Juvenal Raposo"),
    ("O show ocorreu no Parque Municipal Américo Renné Giannetti .", "Américo Renné Giannetti"),
    ("A autora foi internada no Hospital Nossa Senhora das Graças .", "das Graças"),
    ("A Igreja Nossa Senhora de Fátima foi tombada pelo município .", "de Fátima"),
    ("A operação policial ocorreu na Vila Dona Marta , de madrugada .", "Dona Marta"),
    ("O imóvel rural denominado Fazenda Dona Francisca foi arrendado .", "Dona Francisca"),
    # functions after a title
    ("A proposta foi recusada pela Sra. Pregoeira , que lavrou a ata .", "Pregoeira"),
    ("O Sr. Fiscal do Contrato atestou as medições .", "Fiscal do Contrato"),
    ("O Sr. Ordenador de Despesas autorizou o pagamento .", "Ordenador de Despesas"),
    ("Ao Senhor Superintendente Regional , para conhecimento .", "Superintendente Regional"),
    ("Encaminhe-se ao Sr. Secretário-Executivo do Ministério .", "Secretário-Executivo"),
    ("Interessado : Consórcio Construtor Serra Azul", "Serra Azul"),
    ("Excelentíssimo Senhor Doutor Juiz de Direito da Vara Cível de Itu .", "Doutor Juiz"),
    ("Ouvida , a Sra. Assistente Social relatou a rotina da família .", "Assistente Social"),
    ("A Sra. Curadora Especial manifestou-se pela nulidade .", "Curadora Especial"),
    ("Oficie-se ao Sr. Interventor Federal .", "Interventor Federal"),
    ("A Viação Aérea Rio Verde sustentou força maior .", "Rio Verde"),
    ("Tam Linhas Aéreas sustentou força maior .", "Tam"),
    ("do Ministério do Desenvolvimento , Comércio Exterior e Serviços .", "Comércio Exterior"),
    # acronyms in capitals
    ("Órgão : Tribunal Pleno Classe : ADI Ação Direta de Inconstitucionalidade .", "ADI"),
    ("Classe : RHC Recurso Ordinário em Habeas Corpus .", "RHC"),
    ("Trata-se de Ação Direta de Inconstitucionalidade ( ADI ) contra a lei estadual .", "ADI"),
]

# (sentence, the name that must go)
GONE = [
    ("Juiz Sentenciante : Carlos Henrique Ventura", "Carlos Henrique Ventura"),
    ("O Juiz Auxiliar Renato Quaresma encaminhou o expediente .", "Renato Quaresma"),
    ("Relator : Min. Aldo Peçanha , substituído na forma regimental .", "Aldo Peçanha"),
    ("Presidente da sessão : Ministro Otávio Lacerda Brum .", "Otávio Lacerda Brum"),
    ("Recorrente : Valdomiro Pestana Couto", "Valdomiro Pestana Couto"),
    ("APELADO : JOSUÉ TAVEIRA DUTRA", "JOSUÉ TAVEIRA DUTRA"),
    ("Apelado : Maria da Conceição Ribas", "Conceição Ribas"),
    ("A testemunha Conceição Albuquerque confirmou o horário .", "Conceição Albuquerque"),
    ("Requerida : Lucimara Trindade , representada por seu advogado .", "Lucimara Trindade"),
    ("O médico Albert Sabin Nogueira atendeu o paciente .", "Albert Sabin Nogueira"),
    ("Agravado : Juvenal Raposo Neto", "Juvenal Raposo"),
    ("A proposta foi recusada pela Sra. Pregoeira Rosimeire Vasques .", "Rosimeire Vasques"),
    ("O Sr. Fiscal do Contrato , Edmilson Arruda , atestou as medições .", "Edmilson Arruda"),
    ("Ao Senhor Superintendente Gildásio Moura , para conhecimento .", "Gildásio Moura"),
    ("O Sr. Secretário Otávio Carvalho respondeu ao ofício .", "Otávio Carvalho"),
    ("O réu RAUL confessou o furto .", "RAUL"),
    ("A Sra. Marta Valadares , moradora da Vila , foi ouvida .", "Marta Valadares"),
    ("Dona Francisca Antunes , proprietária da fazenda , foi ouvida .", "Francisca Antunes"),
    ("Excelentíssimo Senhor Doutor Mário Quintela , Juiz de Direito .", "Mário Quintela"),
    ("Ouvida , a Sra. Assistente Social Heloísa Prates relatou a rotina da família .", "Heloísa Prates"),
    ("A testemunha ALEX disse que viu o acusado .", "ALEX"),
]


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_no_person_is_read_into_these(text: str, kept: str) -> None:
    out = anonymize(text, "pt").text
    assert kept in out, out


@pytest.mark.parametrize(("text", "name"), GONE)
def test_a_person_in_the_same_place_still_goes(text: str, name: str) -> None:
    out = anonymize(text, "pt").text
    assert not any(word in out for word in name.split() if word not in ("da", "de")), out


# The name tagger's guess of one word in capitals (shipped models differ in what they guess; the rule is read directly):
# (sentence, the guessed word, whether it is an acronym and no person)
GUESSES = [
    ("Classe : ADI Ação Direta de Inconstitucionalidade .", "ADI", True),
    ("Cuida-se de Ação Direta de Inconstitucionalidade ( ADI ) estadual .", "ADI", True),
    ("Órgão : Tribunal Pleno Classe : RHC .", "RHC", True),
    ("A testemunha ANA disse que viu o acusado .", "ANA", False),
    ("O réu RAUL LIMA confessou o furto .", "RAUL", False),
    ("A vítima ADI , sua vizinha , confirmou .", "ADI", False),
]


@pytest.mark.parametrize(("text", "word", "acronym"), GUESSES)
def test_a_guessed_word_in_capitals_is_an_acronym_where_it_spells_its_words(
    text: str, word: str, acronym: bool
) -> None:
    from app.prepare.pii.recognizers_intl import _no_guess

    start = text.index(word)
    assert _no_guess(text, start, start + len(word), "pt") is acronym

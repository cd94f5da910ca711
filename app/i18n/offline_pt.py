"""Textos em português do motor offline e da saída Markdown (dados). Estrutura como offline_en.py."""

from __future__ import annotations

LANGUAGE_NAMES = {
    "de": "alemão",
    "en": "inglês",
    "es": "espanhol",
    "fr": "francês",
    "it": "italiano",
    "pt": "português",
}

CATEGORY_NAMES = {
    "rental_contract": "Contrato de arrendamento",
    "employment_contract": "Contrato de trabalho",
    "tax_assessment": "Liquidação de imposto",
    "authority_letter": "Carta de uma autoridade",
    "terms_and_conditions": "Condições gerais",
    "termination_letter": "Carta de denúncia",
    "insurance": "Contrato de seguro",
    "purchase": "Contrato de compra e venda",
    "loan": "Contrato de empréstimo",
    "telecom_utility_contract": "Contrato de telefone, internet ou energia",
    "other": "Documento jurídico",
}

CATEGORY_SUMMARY = {
    "rental_contract": "É um contrato de arrendamento entre um senhorio e um inquilino.",
    "employment_contract": "É um contrato de trabalho entre um empregador e um trabalhador.",
    "tax_assessment": "É uma liquidação de imposto: a autoridade tributária diz-lhe quanto imposto deve por um ano.",
    "authority_letter": "É uma carta de uma autoridade pública dirigida a si.",
    "terms_and_conditions": "São condições gerais: as regras que uma empresa define para os contratos com os clientes.",
    "termination_letter": "É uma denúncia: uma das partes põe fim a um contrato.",
    "insurance": "É um contrato de seguro entre uma seguradora e um tomador do seguro.",
    "purchase": "É um contrato de compra e venda entre um vendedor e um comprador.",
    "loan": "É um contrato de empréstimo entre um credor e um devedor.",
    "telecom_utility_contract": "É um contrato de fornecimento (telefone, internet ou energia) entre um "
    "fornecedor e um cliente.",
    "other": "É um documento jurídico.",
}

TOPIC_LABELS = {
    "parties": "Partes",
    "subject": "Objeto do contrato",
    "term": "Início e duração",
    "rent": "Renda",
    "utilities": "Despesas correntes",
    "deposit": "Caução",
    "payment": "Pagamento",
    "rent_increase": "Aumento da renda",
    "notice": "Fim do contrato",
    "renovation": "Pintura e renovação",
    "repairs": "Reparações e manutenção",
    "pets": "Animais",
    "subletting": "Subarrendamento",
    "use": "Uso e regulamento",
    "access": "Acesso à habitação",
    "handover": "Entrega e devolução",
    "liability": "Responsabilidade",
    "warranty": "Garantia",
    "withdrawal": "Direito de livre resolução",
    "data_protection": "Proteção de dados",
    "jurisdiction": "Tribunal competente",
    "applicable_law": "Lei aplicável",
    "dispute_resolution": "Resolução de litígios",
    "probation": "Período experimental",
    "working_time": "Horário de trabalho",
    "pay": "Remuneração",
    "overtime": "Horas extraordinárias",
    "holiday": "Férias",
    "sick_leave": "Doença",
    "confidentiality": "Confidencialidade",
    "non_compete": "Não concorrência",
    "side_jobs": "Outras atividades",
    "job": "Funções e local de trabalho",
    "forfeiture": "Prazos para reclamar",
    "tax_assessment": "Imposto liquidado",
    "tax_settlement": "Pagamento ou reembolso",
    "tax_basis": "Base do imposto",
    "tax_explanations": "Notas da autoridade tributária",
    "objection": "Como reclamar",
    "deadline": "Prazo",
    "obligation_to_cooperate": "Dever de colaboração",
    "benefits": "Prestações",
    "delivery": "Entrega",
    "prices": "Preços",
    "contract_formation": "Celebração do contrato",
    "scope": "Âmbito de aplicação",
    "severability": "Cláusulas inválidas",
    "written_form": "Forma escrita",
    "signatures": "Assinaturas",
    "insurance_cover": "Cobertura do seguro",
    "loan_interest": "Juros e reembolso",
    "other": "Outros",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("Aqui são indicadas as partes do contrato: quem contrata com quem, e em que papel.",),
        (
            "Só as pessoas ou empresas indicadas aqui têm direitos e deveres pelo contrato. Verifique se os nomes "
            "e as moradas estão corretos.",
        ),
    ),
    "subject": (
        (
            "Esta cláusula descreve o que o contrato abrange, por exemplo que habitação, divisões e anexos são "
            "arrendados.",
        ),
        ("Só o que consta aqui faz parte do contrato. Compare a descrição com a realidade, por exemplo na entrega.",),
    ),
    "term": (
        (
            "O contrato começa em {date}. A cláusula diz também quanto tempo dura e se termina por si.",
            "Esta cláusula diz quando o contrato começa, quanto tempo dura e se termina por si.",
        ),
        (
            "Atenção ao período indicado ({duration}): durante um prazo fixo ou mínimo muitas vezes não pode "
            "terminar o contrato mais cedo.",
            "Verifique se o contrato é por tempo indeterminado ou termina numa data fixa: disso depende quando pode "
            "sair dele.",
        ),
    ),
    "rent": (
        ("Esta cláusula fixa a renda. Indica estes valores: {amounts}.", "Esta cláusula fixa a renda."),
        ("É o que paga todos os meses. Verifique que custos estão incluídos e quais acrescem.",),
    ),
    "utilities": (
        (
            "Esta cláusula trata das despesas correntes (aquecimento, água, condomínio) e de como são pagas. "
            "Valores indicados: {amounts}.",
            "Esta cláusula trata das despesas correntes (aquecimento, água, condomínio) e de como são pagas.",
        ),
        (
            "Os adiantamentos costumam ser acertados uma vez por ano: pode receber dinheiro de volta ou ter de "
            "pagar mais. Guarde o acerto anual e verifique-o.",
        ),
    ),
    "deposit": (
        ("Presta uma caução de {amount}.", "Presta uma caução."),
        (
            "A caução garante os créditos do senhorio. Depois de sair, é-lhe devolvida, menos descontos "
            "justificados. Guarde o comprovativo de pagamento e provas do estado da habitação.",
        ),
    ),
    "payment": (
        ("Esta cláusula diz quando e como paga, por exemplo a data de vencimento e a conta.",),
        (
            "Pague a tempo e da forma indicada. Um atraso pode custar encargos ou juros; numa renda pode até levar "
            "à resolução do contrato.",
        ),
    ),
    "rent_increase": (
        ("Esta cláusula diz se e como a renda pode subir (por escalões, por um índice ou segundo a lei).",),
        (
            "Mostra quanto e com que frequência a sua renda pode subir. Verifique datas e limites antes de aceitar "
            "um aumento.",
        ),
    ),
    "notice": (
        (
            "Esta cláusula diz como o contrato pode terminar. Prazos indicados: {durations}.",
            "Esta cláusula diz como o contrato pode terminar e que prazos de aviso prévio se aplicam.",
        ),
        ("A denúncia costuma ter de ser feita por escrito e chegar a tempo. Se perder o prazo, o contrato dura mais.",),
    ),
    "renovation": (
        ("Esta cláusula diz quem tem de fazer trabalhos de pintura e renovação durante o arrendamento ou à saída.",),
        (
            "Estes trabalhos podem ser caros. Os tribunais (na Alemanha, por exemplo) anulam muitas vezes deveres "
            "rígidos, como prazos fixos ou renovar seja qual for o estado. Verifique antes de pagar.",
        ),
    ),
    "repairs": (
        (
            "Esta cláusula diz quem paga as reparações e a manutenção. Valores indicados: {amounts}.",
            "Esta cláusula diz quem paga as reparações e a manutenção.",
        ),
        (
            "Comunique os danos ao senhorio depressa. Se tiver de pagar pequenas reparações, deve haver um limite "
            "por reparação e por ano.",
        ),
    ),
    "pets": (
        ("Esta cláusula diz se pode ter animais e se precisa de autorização.",),
        (
            "Ter um animal sem a autorização necessária pode levar a uma advertência ou até à resolução. Peça por "
            "escrito e guarde a resposta.",
        ),
    ),
    "subletting": (
        ("Esta cláusula diz se pode arrendar a habitação, ou parte dela, a outra pessoa.",),
        (
            "Subarrendar sem autorização pode ser motivo para terminar o arrendamento. Obtenha antes o "
            "consentimento por escrito.",
        ),
    ),
    "use": (
        (
            "Esta cláusula fixa regras de uso, por exemplo o regulamento, as horas de silêncio ou alterações na "
            "habitação.",
        ),
        ("Violar estas regras repetidamente pode levar a advertências e, em casos graves, à resolução.",),
    ),
    "access": (
        (
            "Esta cláusula diz quando o senhorio ou outras pessoas podem entrar na habitação, por exemplo para "
            "reparações ou visitas.",
        ),
        ("O senhorio costuma ter de avisar com antecedência e precisa de um motivo. Não pode entrar quando quiser.",),
    ),
    "handover": (
        ("Esta cláusula descreve o estado da habitação na entrega ou na devolução.",),
        (
            "Registe o estado com fotografias e um auto assinado à entrada e à saída. Isso protege-o de "
            "reclamações posteriores.",
        ),
    ),
    "liability": (
        ("Esta cláusula diz quem responde por danos e onde a responsabilidade é limitada.",),
        (
            "Aqui decide-se quem paga se algo correr mal. Os limites de responsabilidade normalmente não podem "
            "excluir o dolo, a negligência grave nem danos à vida e à saúde.",
        ),
    ),
    "warranty": (
        (
            "Esta cláusula descreve os seus direitos se um produto ou serviço tiver defeito: reparação, "
            "substituição, redução do preço ou reembolso.",
        ),
        (
            "Atenção ao prazo indicado ({duration}). Comunique os defeitos depressa e guarde o recibo.",
            "As garantias legais dos consumidores não podem ser simplesmente afastadas. Comunique os defeitos "
            "depressa e guarde o recibo.",
        ),
    ),
    "withdrawal": (
        (
            "Esta cláusula explica o seu direito de livre resolução. Prazo indicado: {duration}.",
            "Esta cláusula explica o seu direito de desistir do contrato sem dar motivo.",
        ),
        (
            "Pode desistir no prazo de {duration} sem dar motivos. Basta uma declaração clara, por exemplo por "
            "carta ou e-mail.",
            "Dentro do prazo de livre resolução pode desistir sem dar motivos. Basta uma declaração clara, por "
            "exemplo por carta ou e-mail.",
        ),
    ),
    "data_protection": (
        ("Esta cláusula diz que dados pessoais são tratados, para que fim e com que base legal.",),
        (
            "Tem direito a aceder aos seus dados, corrigi-los e apagá-los. Pode também apresentar queixa a uma "
            "autoridade de proteção de dados.",
        ),
    ),
    "jurisdiction": (
        ("Esta cláusula diz que tribunal é competente em caso de litígio.",),
        (
            "Se for consumidor ou inquilino, muitas vezes não lhe podem impor um tribunal distante. As regras "
            "legais costumam protegê-lo na mesma.",
        ),
    ),
    "applicable_law": (
        ("Esta cláusula diz que lei se aplica ao contrato.",),
        ("Como consumidor, costuma manter a proteção da lei do país onde vive, mesmo que se escolha outra lei.",),
    ),
    "dispute_resolution": (
        (
            "Esta cláusula refere formas de resolver litígios sem tribunal, como uma plataforma online ou uma "
            "entidade de mediação.",
        ),
        ("A mediação pode ser mais barata do que um processo. Verifique se a empresa está disposta a participar.",),
    ),
    "probation": (
        (
            "Esta cláusula fixa um período experimental de {months}.",
            "Esta cláusula fixa um período experimental no início do trabalho.",
        ),
        (
            "Durante o período experimental, qualquer das partes pode terminar o contrato com pouco aviso. Use "
            "esse tempo para ver se o lugar lhe convém.",
        ),
    ),
    "working_time": (
        (
            "Esta cláusula fixa o seu horário de trabalho: {hours}.",
            "Esta cláusula fixa o seu horário de trabalho e como é organizado.",
        ),
        (
            "O horário decide quanto trabalha pela sua remuneração. As horas a mais são horas extraordinárias: "
            "verifique se e como são pagas.",
        ),
    ),
    "pay": (
        (
            "Esta cláusula fixa a sua remuneração. Valores indicados: {amounts}.",
            "Esta cláusula fixa a sua remuneração e quando é paga.",
        ),
        (
            "Verifique se os valores são brutos ou líquidos e quando vencem. Pagamentos extra voluntários muitas "
            "vezes podem ser retirados mais tarde.",
        ),
    ),
    "overtime": (
        (
            "Esta cláusula diz se tem de fazer horas extraordinárias e como são compensadas. Indica {hours}.",
            "Esta cláusula diz se tem de fazer horas extraordinárias e como são compensadas.",
        ),
        (
            "Cláusulas que dizem que as horas extraordinárias estão incluídas no salário só valem dentro de "
            "limites claros. Registe as suas horas a mais.",
        ),
    ),
    "holiday": (
        ("Tem direito a {days} de férias pagas por ano.", "Esta cláusula fixa as suas férias pagas."),
        ("As férias não gozadas podem perder-se no fim do ano ou numa data posterior. Planeie-as e peça-as a tempo.",),
    ),
    "sick_leave": (
        (
            "Esta cláusula diz o que fazer em caso de doença: avisar logo o empregador e quando apresentar um "
            "atestado médico.",
        ),
        (
            "Se avisar tarde, arrisca uma advertência. Na Alemanha, normalmente continua a receber o salário até "
            "seis semanas de doença.",
        ),
    ),
    "confidentiality": (
        ("Tem de guardar segredo sobre as informações da empresa, muitas vezes também depois de sair.",),
        (
            "Quebrar a confidencialidade pode levar ao despedimento e a pedidos de indemnização. Devolva "
            "documentos e dados quando sair.",
        ),
    ),
    "non_compete": (
        (
            "Depois do fim do contrato não pode trabalhar para concorrentes durante {months}.",
            "Esta cláusula limita o trabalho para concorrentes depois do fim do contrato.",
        ),
        (
            "Na Alemanha, esta proibição só o vincula se o empregador pagar uma compensação de pelo menos metade "
            "da última remuneração. A cláusula indica {percent}.",
            "Na Alemanha, esta proibição só o vincula se o empregador pagar uma compensação de pelo menos metade "
            "da última remuneração. Verifique a compensação e a duração.",
        ),
    ),
    "side_jobs": (
        ("Esta cláusula diz se pode ter outro trabalho e se precisa de autorização.",),
        ("O empregador só pode recusar por bons motivos, por exemplo concorrência ou horas a mais. Peça por escrito.",),
    ),
    "job": (
        (
            "O seu trabalho começa em {date}. A cláusula descreve também a função, as tarefas e o local de trabalho.",
            "Esta cláusula descreve o seu trabalho: início, função, tarefas e local de trabalho.",
        ),
        (
            "Quanto mais ampla a descrição, mais outras tarefas o empregador lhe pode dar. Verifique se "
            "corresponde ao que foi combinado.",
        ),
    ),
    "forfeiture": (
        (
            "Os créditos do contrato de trabalho têm de ser reclamados no prazo de {duration}; caso contrário, "
            "perdem-se.",
            "Esta cláusula fixa um prazo de caducidade: os créditos não reclamados a tempo perdem-se.",
        ),
        (
            "É fácil não reparar. Salários ou horas extraordinárias por pagar podem perder-se de vez se não os "
            "reclamar a tempo, normalmente por escrito.",
        ),
    ),
    "tax_assessment": (
        (
            "Aqui consta o imposto fixado pela autoridade tributária. Valores indicados: {amounts}.",
            "Aqui consta o imposto fixado pela autoridade tributária.",
        ),
        (
            "Compare os números com a sua declaração. Palavras como «provisório» ou «sujeito a revisão» significam "
            "que a autoridade ainda o pode alterar.",
        ),
    ),
    "tax_settlement": (
        (
            "Aqui faz-se a conta: imposto fixado menos o que já foi pago. São indicados {amounts} e a data {date}.",
            "Aqui faz-se a conta: imposto fixado menos o que já foi pago. São indicados {amounts}.",
            "Aqui faz-se a conta: imposto fixado menos o que já foi pago.",
        ),
        (
            "Se tiver de pagar, pague até {date}, mesmo que reclame. Caso contrário, acrescem juros ou encargos de "
            "mora.",
            "Se tiver de pagar, pague até à data indicada, mesmo que reclame. Um reembolso é pago na sua conta.",
        ),
    ),
    "tax_basis": (
        ("Aqui constam as bases do imposto: rendimentos, deduções e rendimento coletável.",),
        (
            "Verifique se todos os seus rendimentos e despesas foram considerados como na sua declaração. As "
            "diferenças são explicadas nas notas.",
        ),
    ),
    "tax_explanations": (
        ("Aqui a autoridade explica onde se afastou da sua declaração, ou porque há partes provisórias.",),
        (
            "Leia estas notas com atenção: mostram o que não foi aceite. Se não concordar, pode reclamar e enviar "
            "provas.",
        ),
    ),
    "objection": (
        (
            "Aqui explica-se como pode contestar a decisão, e o prazo para isso: {duration}.",
            "Aqui explica-se como e onde pode contestar a decisão.",
        ),
        (
            "Se deixar passar o prazo, a decisão costuma tornar-se definitiva. Basta uma reclamação por escrito ao "
            "serviço indicado; não precisa de ser longa.",
        ),
    ),
    "deadline": (
        (
            "Aqui é-lhe fixado um prazo: {date}.",
            "Aqui é-lhe fixado um prazo: {duration}.",
            "Aqui é-lhe fixado um prazo para agir ou responder.",
        ),
        ("Anote a data no seu calendário. Se não reagir a tempo, pode decidir-se sem ouvir a sua versão.",),
    ),
    "obligation_to_cooperate": (
        ("Aqui pedem-lhe informações ou documentos e explica-se o seu dever de colaborar.",),
        (
            "Se não colaborar, as prestações podem ser recusadas ou retiradas. Envie a tempo o que é pedido, ou "
            "explique porque não pode.",
        ),
    ),
    "benefits": (
        (
            "Aqui trata-se de prestações sociais: quais, para que período e de que valor. Valores indicados: "
            "{amounts}.",
            "Aqui trata-se de prestações sociais: quais, para que período e de que valor.",
        ),
        (
            "Verifique o período e os valores. Comunique logo alterações de rendimento ou do agregado; caso "
            "contrário, pode ter de devolver dinheiro.",
        ),
    ),
    "delivery": (
        ("Esta cláusula trata da entrega: para onde é enviada a mercadoria, quanto tempo demora e quanto custa.",),
        (
            "Se a entrega atrasar, pode fixar um prazo e depois desistir. O risco normalmente só passa para si "
            "quando recebe a mercadoria.",
        ),
    ),
    "prices": (
        ("Esta cláusula explica os preços: se o IVA está incluído e que custos extra, como o envio, acrescem.",),
        (
            "O preço final tem de estar claro antes da encomenda. Não tem de pagar custos extra de que não foi "
            "informado antes.",
        ),
    ),
    "contract_formation": (
        ("Esta cláusula explica quando o contrato é celebrado, por exemplo quando a sua encomenda é aceite.",),
        (
            "Até lá, o vendedor ainda pode recusar a encomenda. Uma confirmação automática muitas vezes ainda não "
            "é uma aceitação.",
        ),
    ),
    "scope": (
        ("Esta cláusula diz a que contratos e a que clientes se aplicam estas condições.",),
        ("Verifique se conta como consumidor ou como empresa: os consumidores têm proteção legal adicional.",),
    ),
    "severability": (
        ("Se uma cláusula for inválida, o resto do contrato continua a valer.",),
        (
            "A cláusula inválida é normalmente substituída pela regra legal. Esta cláusula não torna válida uma "
            "cláusula abusiva.",
        ),
    ),
    "written_form": (
        ("Alterações e aditamentos ao contrato têm de ser feitos por escrito.",),
        (
            "Peça que cada acordo seja confirmado por escrito, por exemplo por carta ou e-mail. Promessas verbais "
            "são difíceis de provar.",
        ),
    ),
    "signatures": (
        ("Local, data e assinaturas das partes.",),
        ("Ao assinar, as partes aceitam o contrato. Guarde uma cópia assinada.",),
    ),
    "insurance_cover": (
        ("Esta cláusula descreve o que está seguro, o que está excluído e a franquia que paga.",),
        ("Leia bem as exclusões: decidem quando a seguradora não paga. Participe os sinistros logo.",),
    ),
    "loan_interest": (
        (
            "Esta cláusula fixa os juros e o reembolso do empréstimo. Taxas indicadas: {percents}.",
            "Esta cláusula fixa os juros e o reembolso do empréstimo.",
        ),
        ("A TAEG mostra o custo total do crédito. Compare-a e verifique os custos de pagar antecipadamente.",),
    ),
}

UNITS = {
    "day": ("dia", "dias"),
    "working_day": ("dia útil", "dias úteis"),
    "calendar_day": ("dia seguido", "dias seguidos"),
    "week": ("semana", "semanas"),
    "month": ("mês", "meses"),
    "year": ("ano", "anos"),
    "hour": ("hora", "horas"),
    "monthly_rent": ("mês de renda", "meses de renda"),
    "monthly_salary": ("mês de salário", "meses de salário"),
}

TEXT = {
    "also": "A cláusula indica ainda: {items}.",
    "kind_amounts": "valores {items}",
    "kind_durations": "prazos {items}",
    "kind_dates": "datas {items}",
    "kind_percents": "percentagens {items}",
    "kind_sections": "normas {items}",
    "generic_t": "O Klartext não conseguiu associar esta passagem a um tipo de cláusula conhecido.",
    "generic_t_values": "Indica: {items}.",
    "generic_t_duty": "Contém expressões vinculativas ({words}): alguém tem de fazer algo, ou não o pode fazer.",
    "generic_e": "Leia esta passagem com atenção no original. Verifique quem tem de fazer o quê, até quando, e o "
    "que acontece caso contrário.",
    "generic_e_values": "Os números e as datas que indica podem ser importantes para si.",
    "empty_t": "Esta passagem não contém texto a explicar.",
    "empty_e": "Nada a assinalar aqui.",
    "summary_parts": "O Klartext explica-o em {count} partes.",
    "summary_amounts": "Valores principais: {items}.",
    "summary_dates": "Datas: {items}.",
    "summary_topics": "Temas principais: {items}.",
    "summary_deadlines": "Prazos e datas: {items}.",
    "summary_language": "O documento está escrito em {language}.",
    "offline_note": "Estas explicações vêm do motor offline: descrevem o que as cláusulas deste tipo costumam "
    "significar e indicam os números do texto. Não avaliam a redação exata.",
}

LABELS = {
    "title": "{category}: explicado em linguagem simples",
    "summary": "Resumo",
    "clause": "Parte {number}",
    "plain": "Em palavras simples:",
    "why": "Porque é importante:",
    "norms": "Normas:",
    "related": "norma relacionada, para saber mais",
    "deadlines": "Prazos e datas",
    "amounts": "Valores",
    "warnings": "A ter em conta",
    "removed": "Removido antes da análise: {items}",
    "source": "Fonte: [{name}]({url})",
    "topics": "Temas",
    "engine_offline": "Explicado pelo motor offline (sem modelo de IA).",
    "engine_llm": "Explicado com a ajuda de um modelo de IA ({model}).",
    "computed": "calculado",
    "page": "página {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "renda",
    "deposit": "caução",
    "utilities": "despesas e encargos",
    "back_payment": "pagamento em falta",
    "refund": "reembolso",
    "prepayment": "pagamento por conta",
    "fee": "taxa",
    "salary": "salário",
    "tax": "imposto liquidado",
    "fine": "sobretaxa ou multa",
    "damages": "indemnização ou penalidade",
    "price": "preço",
    "other": "montante",
}

PERSONAL_DATA = {
    "person": ("nome", "nomes"),
    "address": ("morada", "moradas"),
    "email": ("endereço de e-mail", "endereços de e-mail"),
    "phone": ("número de telefone", "números de telefone"),
    "iban": ("conta bancária", "contas bancárias"),
    "bic": ("código bancário", "códigos bancários"),
    "tax_id": ("número fiscal", "números fiscais"),
    "social_security": ("número da segurança social", "números da segurança social"),
    "health_insurance": ("número de seguro de saúde", "números de seguro de saúde"),
    "id_number": ("número de documento de identificação", "números de documento de identificação"),
    "licence_plate": ("matrícula", "matrículas"),
    "date_of_birth": ("data de nascimento", "datas de nascimento"),
    "customer_number": ("número de cliente", "números de cliente"),
    "other": ("outro dado", "outros dados"),
}

"""Frames of French, Spanish and Portuguese documents: leases, employment contracts, authorities' letters.

Every sentence here is written for this test. Per language a table read both ways, in the format of
tests/analysis/test_frames_negation.py (which runs these rows with its own, so that every frame of every document
language is audited there too): ``stated`` gives the frame, ``negated`` and ``hedged`` (a condition, a question,
another's view) give none, except a frame that is about its condition (``SAME``). Further tables: the frame is said in
the reader's words with the sentence's figures (English and German readers), and a neighbouring wording is not that
frame.
"""

from __future__ import annotations

import pytest

from app.analysis.frames import _frames, frame_of
from app.explain.frames import figures, say_frame

SAME = "same"  # the hedged sentence gives the frame itself: the frame is about its condition

# (frame, stated, negated, hedged[, negated gives, hedged gives])
FR: list[tuple] = [
    (
        "attend",
        "Nous vous prions de vous présenter à notre agence le 12 mars 2026 à 10:00 pour un entretien.",
        "Nous vous prions de ne pas vous présenter à notre agence le 12 mars 2026.",
        "Si nous vous invitons à un entretien, veuillez vous présenter à l'agence.",
    ),
    (
        "objection",
        "Vous pouvez contester cette décision dans un délai de deux mois.",
        "Vous ne pouvez pas contester cette décision dans un délai de deux mois.",
        "Si vous souhaitez contester cette décision dans un délai de deux mois, adressez-vous au service juridique.",
    ),
    (
        "fixed_term",
        "Le contrat est conclu pour une durée déterminée du 1er mars 2026 au 31 août 2026.",
        "Le contrat n'est pas conclu pour une durée déterminée du 1er mars 2026 au 31 août 2026.",
        "Si le contrat est conclu pour une durée déterminée du 1er mars 2026 au 31 août 2026, une indemnité est due.",
    ),
    (
        "employment_start",
        "Le salarié est engagé à compter du 1er avril 2026.",
        "Le contrat de travail ne commence pas le 1er avril 2026.",
        "Le contrat de travail commence le 1er avril 2026 ?",
    ),
    (
        "probation_notice",
        "Pendant la période d'essai, chacune des parties peut rompre le contrat avec un délai de prévenance de 48 heures.",
        "Pendant la période d'essai, aucune des parties ne peut rompre le contrat avec un préavis de huit jours.",
        "Si une partie décide de rompre le contrat pendant la période d'essai avec un délai de prévenance de 48 heures, "
        "elle le notifie par écrit.",
    ),
    (
        "notice_after_probation",
        "À l'issue de la période d'essai, le contrat peut être rompu par chacune des parties avec un préavis d'un mois.",
        "À l'issue de la période d'essai, le contrat ne peut pas être rompu avec un préavis d'un mois.",
        "Si le contrat est rompu à l'issue de la période d'essai avec un préavis d'un mois, le salarié peut s'absenter "
        "deux heures par jour.",
    ),
    (
        "probation",
        "La période d'essai est fixée à deux mois.",
        "Il n'y a pas de période d'essai de deux mois.",
        "Si une période d'essai de deux mois est prévue, le salarié en est informé par écrit.",
    ),
    (
        "employment_notice",
        "Le contrat de travail peut être rompu par chacune des parties moyennant un préavis de deux mois.",
        "Le contrat de travail ne peut pas être rompu moyennant un préavis de deux mois.",
        "Si le contrat de travail est rompu moyennant un préavis de deux mois, le salarié peut être dispensé de travail.",
    ),
    (
        "holiday",
        "Le salarié a droit à 30 jours ouvrables de congés payés par an.",
        "Le salarié n'a pas droit à 30 jours ouvrables de congés payés par an.",
        "Si le salarié a droit à 30 jours ouvrables de congés payés, il les prend en accord avec l'employeur.",
    ),
    (
        "working_time",
        "La durée hebdomadaire de travail est de 35 heures.",
        "La durée hebdomadaire de travail n'est pas de 35 heures.",
        "La durée hebdomadaire de travail est-elle de 35 heures ?",
    ),
    (
        "salary",
        "Le salarié percevra un salaire mensuel brut de 2 800 euros.",
        "Le salarié ne percevra pas de salaire mensuel de 2 800 euros.",
        "Si le salaire mensuel est de 2 800 euros, une mutuelle est proposée.",
    ),
    (
        "confidentiality",
        "Le salarié s'engage à ne divulguer aucune information confidentielle relative à l'entreprise.",
        "Le salarié n'est pas tenu à la confidentialité sur les informations de l'entreprise.",
        "Si le salarié s'engage à garder confidentielles les informations de l'entreprise, une prime lui est versée.",
    ),
    (
        "non_compete",
        "Pendant douze mois après la rupture du contrat, le salarié ne pourra pas travailler pour une entreprise "
        "concurrente.",
        "Après la rupture du contrat, le salarié n'est soumis à aucune clause de non-concurrence.",
        "Si une clause de non-concurrence s'applique après la rupture du contrat, une contrepartie financière est "
        "versée.",
    ),
    (
        "sick_report",
        "En cas de maladie, le salarié doit informer l'employeur sans délai et lui transmettre un certificat médical.",
        "En cas de maladie, le salarié n'est pas tenu d'informer l'employeur le jour même.",
        "Si le salarié est malade, il doit en informer l'employeur sans délai.",
        None,
        SAME,
    ),
    (
        "tenancy_start",
        "Le bail prend effet le 1er juillet 2026.",
        "Le bail ne commence pas le 1er juillet 2026.",
        "Le bail commence-t-il le 1er juillet 2026 ?",
    ),
    (
        "deposit",
        "Le locataire verse un dépôt de garantie d'un montant de 1 500 euros.",
        "Le locataire ne verse aucun dépôt de garantie de 1 500 euros.",
        "Si le locataire verse un dépôt de garantie de 1 500 euros, le bailleur en donne quittance.",
    ),
    (
        "utilities",
        "Le locataire paie chaque mois une provision sur charges de 80 euros.",
        "Le locataire ne paie aucune provision sur charges de 80 euros.",
        "Si une provision sur charges de 80 euros est demandée, le bailleur en justifie le montant.",
    ),
    (
        "rent",
        "Le loyer mensuel est fixé à 750 euros.",
        "Le loyer mensuel n'est pas fixé à 750 euros.",
        "Si le loyer mensuel s'élève à 750 euros, le locataire peut demander une aide.",
    ),
    (
        "sublet",
        "Le locataire ne peut sous-louer le logement qu'avec l'accord écrit du bailleur.",
        "Le locataire n'a pas besoin de l'accord du bailleur pour sous-louer une chambre.",
        "Si le locataire souhaite sous-louer le logement, il demande l'accord du bailleur.",
    ),
    (
        "tenancy_notice",
        "Le bail peut être résilié moyennant un préavis de trois mois.",
        "Le bail ne peut pas être résilié moyennant un préavis de trois mois.",
        "Si le bail est résilié moyennant un préavis de trois mois, le loyer reste dû jusqu'à la fin du préavis.",
    ),
    (
        "liability",
        "Notre responsabilité totale ne pourra excéder 200 euros par an.",
        "La responsabilité du prestataire n'a jamais été limitée à 200 euros.",
        "Si la responsabilité du prestataire est limitée à 200 euros, le client en est informé.",
    ),
]

ES: list[tuple] = [
    (
        "attend",
        "Le citamos para una entrevista el 12 de marzo de 2026 a las 10:00 y le rogamos que acuda con puntualidad.",
        "Le rogamos que no acuda a la oficina el 12 de marzo de 2026.",
        "Si le citamos para una entrevista, le rogamos que acuda con puntualidad.",
    ),
    (
        "objection",
        "Contra esta resolución puede interponer recurso de alzada en el plazo de un mes.",
        "Contra esta resolución no cabe recurso en el plazo de un mes.",
        "Si desea interponer recurso contra esta resolución en el plazo de un mes, diríjase al registro.",
    ),
    (
        "fixed_term",
        "El contrato es de duración determinada desde el 1 de marzo de 2026 hasta el 31 de agosto de 2026.",
        "El contrato no es de duración determinada desde el 1 de marzo de 2026 hasta el 31 de agosto de 2026.",
        "Si el contrato es de duración determinada desde el 1 de marzo de 2026 hasta el 31 de agosto de 2026, se "
        "indicará la causa.",
    ),
    (
        "employment_start",
        "La relación laboral comenzará el 1 de abril de 2026.",
        "La relación laboral no comenzará el 1 de abril de 2026.",
        "¿La relación laboral comenzará el 1 de abril de 2026?",
    ),
    (
        "probation_notice",
        "Durante el periodo de prueba, cualquiera de las partes podrá resolver el contrato con un preaviso de quince "
        "días.",
        "Durante el periodo de prueba, ninguna de las partes podrá resolver el contrato con un preaviso de quince días.",
        "Si una de las partes decide resolver el contrato durante el periodo de prueba con un preaviso de quince días, "
        "lo comunicará por escrito.",
    ),
    (
        "notice_after_probation",
        "Superado el periodo de prueba, el contrato podrá resolverse con un preaviso de un mes.",
        "Superado el periodo de prueba, el contrato no podrá resolverse con un preaviso de un mes.",
        "Si tras el periodo de prueba se decide resolver el contrato con un preaviso de un mes, se abonará la "
        "liquidación.",
    ),
    (
        "probation",
        "El periodo de prueba será de dos meses.",
        "No se establece un periodo de prueba de dos meses.",
        "Si se pacta un periodo de prueba de dos meses, constará por escrito.",
    ),
    (
        "employment_notice",
        "Cualquiera de las partes podrá resolver el contrato de trabajo con un preaviso de quince días.",
        "Ninguna de las partes podrá resolver el contrato de trabajo con un preaviso de quince días.",
        "Si el trabajador desea resolver el contrato con un preaviso de quince días, lo comunicará por escrito.",
    ),
    (
        "holiday",
        "El trabajador tendrá derecho a 30 días naturales de vacaciones al año.",
        "El trabajador no tendrá derecho a 30 días naturales de vacaciones.",
        "Si el trabajador tiene derecho a 30 días de vacaciones, las disfrutará en verano.",
    ),
    (
        "working_time",
        "La jornada laboral será de 40 horas semanales.",
        "La jornada laboral no será de 40 horas semanales.",
        "¿La jornada laboral será de 40 horas semanales?",
    ),
    (
        "salary",
        "El trabajador percibirá un salario bruto mensual de 1.800 euros.",
        "El trabajador no percibirá un salario mensual de 1.800 euros.",
        "Si el salario mensual es de 1.800 euros, se aplicará la retención que corresponda.",
    ),
    (
        "confidentiality",
        "El trabajador se compromete a no divulgar ninguna información confidencial de la empresa.",
        "El trabajador no está obligado a guardar la confidencialidad sobre los datos de la empresa.",
        "Si el trabajador se compromete a guardar secreto sobre la información de la empresa, percibirá un "
        "complemento.",
    ),
    (
        "non_compete",
        "Durante un año tras la extinción del contrato, el trabajador no podrá trabajar para una empresa de la "
        "competencia.",
        "Tras la extinción del contrato, el trabajador no estará sujeto a ningún pacto de no competencia.",
        "Si se pacta la no competencia tras la extinción del contrato, el trabajador recibirá una compensación.",
    ),
    (
        "sick_report",
        "En caso de enfermedad, el trabajador deberá avisar a la empresa de inmediato y presentar el parte de baja.",
        "En caso de enfermedad, el trabajador no tendrá que avisar a la empresa el mismo día.",
        "Si el trabajador está enfermo, deberá avisar a la empresa de inmediato.",
        None,
        SAME,
    ),
    (
        "tenancy_start",
        "El arrendamiento comenzará el 1 de julio de 2026.",
        "El arrendamiento no comenzará el 1 de julio de 2026.",
        "¿El arrendamiento comenzará el 1 de julio de 2026?",
    ),
    (
        "deposit",
        "La arrendataria entrega en concepto de fianza la cantidad de 900 euros.",
        "La arrendataria no entrega ninguna fianza de 900 euros.",
        "Si la arrendataria entrega una fianza de 900 euros, el arrendador la depositará en el organismo competente.",
    ),
    (
        "utilities",
        "La arrendataria abonará cada mes 60 euros a cuenta de los gastos de comunidad.",
        "La arrendataria no abonará 60 euros al mes a cuenta de los gastos.",
        "Si la arrendataria abona 60 euros a cuenta de los gastos, el arrendador le entregará un recibo.",
    ),
    (
        "rent",
        "La renta mensual se fija en 800 euros.",
        "La renta mensual no se fija en 800 euros.",
        "Si la renta mensual asciende a 800 euros, la arrendataria podrá pedir una ayuda.",
    ),
    (
        "sublet",
        "La arrendataria no podrá subarrendar la vivienda sin el consentimiento escrito del arrendador.",
        "La arrendataria no necesita el consentimiento del arrendador para subarrendar una habitación.",
        "Si la arrendataria desea subarrendar la vivienda, pedirá el consentimiento del arrendador.",
    ),
    (
        "tenancy_notice",
        "El arrendamiento podrá resolverse con un preaviso de dos meses.",
        "El arrendamiento no podrá resolverse con un preaviso de dos meses.",
        "Si se decide resolver el arrendamiento con un preaviso de dos meses, se comunicará por escrito.",
    ),
    (
        "liability",
        "Nuestra responsabilidad total no podrá exceder 200 euros por año.",
        "La responsabilidad del proveedor nunca ha estado limitada a 200 euros.",
        "Si la responsabilidad del proveedor está limitada a 200 euros, se informa al cliente.",
    ),
]

PT: list[tuple] = [
    (
        "amount_due",
        "Da liquidação resulta imposto no montante de 318,40 euros, que deverá ser pago até ao dia 15 de outubro de 2026.",
        "O montante de 318,40 euros não deverá ser pago até ao dia 15 de outubro de 2026, por estar suspenso.",
        "Se o montante de 318,40 euros deverá ser pago até ao dia 15 de outubro de 2026, será notificado à parte.",
    ),
    (
        "attend",
        "Fica convocado para uma entrevista no dia 12 de março de 2026, às 10:00, devendo comparecer pontualmente.",
        "Foi convocado por engano: não compareça no dia 12 de março de 2026.",
        "Se for convocado para uma entrevista, deve comparecer pontualmente.",
    ),
    (
        "objection",
        "Esta decisão pode ser objeto de recurso hierárquico no prazo de 30 dias.",
        "Esta decisão não pode ser objeto de recurso no prazo de 30 dias.",
        "Se pretender apresentar recurso desta decisão no prazo de 30 dias, dirija-se ao serviço.",
    ),
    (
        "fixed_term",
        "O contrato é celebrado a termo certo, de 1 de março de 2026 a 31 de agosto de 2026.",
        "O contrato não é celebrado a termo certo, de 1 de março de 2026 a 31 de agosto de 2026.",
        "Se o contrato for celebrado a termo certo, de 1 de março de 2026 a 31 de agosto de 2026, deve indicar o motivo.",
    ),
    (
        "employment_start",
        "O contrato de trabalho inicia-se em 1 de abril de 2026.",
        "O contrato de trabalho não se inicia em 1 de abril de 2026.",
        "O contrato de trabalho inicia-se em 1 de abril de 2026?",
    ),
    (
        "probation_notice",
        "Durante o período experimental, qualquer das partes pode denunciar o contrato com aviso prévio de sete dias.",
        "Durante o período experimental, nenhuma das partes pode denunciar o contrato com aviso prévio de sete dias.",
        "Se uma das partes denunciar o contrato durante o período experimental com aviso prévio de sete dias, deve "
        "fazê-lo por escrito.",
    ),
    (
        "notice_after_probation",
        "Findo o período experimental, o contrato pode ser denunciado com aviso prévio de trinta dias.",
        "Findo o período experimental, o contrato não pode ser denunciado com aviso prévio de trinta dias.",
        "Se o contrato for denunciado findo o período experimental com aviso prévio de trinta dias, o trabalhador "
        "recebe a compensação.",
    ),
    (
        "probation",
        "O período experimental tem a duração de 90 dias.",
        "Não há período experimental de 90 dias.",
        "Se for acordado um período experimental de 90 dias, deve constar do contrato.",
    ),
    (
        "employment_notice",
        "Qualquer das partes pode fazer cessar o contrato de trabalho com aviso prévio de trinta dias.",
        "Nenhuma das partes pode fazer cessar o contrato de trabalho com aviso prévio de trinta dias.",
        "Se o trabalhador quiser fazer cessar o contrato com aviso prévio de trinta dias, deve comunicá-lo por escrito.",
    ),
    (
        "holiday",
        "O trabalhador tem direito a 22 dias úteis de férias por ano.",
        "O trabalhador não tem direito a 22 dias úteis de férias neste ano.",
        "Se o trabalhador tiver direito a 22 dias úteis de férias, marca-as com o empregador.",
    ),
    (
        "working_time",
        "O período normal de trabalho é de 40 horas semanais.",
        "O período normal de trabalho não é de 40 horas semanais.",
        "O período normal de trabalho é de 40 horas semanais?",
    ),
    (
        "salary",
        "O trabalhador auferirá uma retribuição mensal ilíquida de 1.200 euros.",
        "O trabalhador não auferirá uma retribuição mensal de 1.200 euros.",
        "Caso a retribuição mensal seja fixada em 1.200 euros, aplica-se a taxa de retenção correspondente.",
    ),
    (
        "confidentiality",
        "O trabalhador obriga-se a não divulgar nenhuma informação confidencial da empresa.",
        "O trabalhador não está obrigado a guardar sigilo sobre a informação da empresa.",
        "Se o trabalhador se obrigar a guardar sigilo sobre a informação da empresa, recebe uma compensação.",
    ),
    (
        "non_compete",
        "Durante um ano após a cessação do contrato, o trabalhador não pode trabalhar para uma empresa concorrente.",
        "Após a cessação do contrato, o trabalhador não fica sujeito a nenhum pacto de não concorrência.",
        "Se for acordado um pacto de não concorrência após a cessação do contrato, o trabalhador recebe uma "
        "compensação.",
    ),
    (
        "sick_report",
        "Em caso de doença, o trabalhador deve avisar de imediato o empregador e apresentar atestado médico.",
        "Em caso de doença, o trabalhador não tem de avisar o empregador no próprio dia.",
        "Se o trabalhador estiver doente, deve avisar de imediato o empregador.",
        None,
        SAME,
    ),
    (
        "tenancy_start",
        "O arrendamento inicia-se em 1 de julho de 2026.",
        "O arrendamento não se inicia em 1 de julho de 2026.",
        "O arrendamento inicia-se em 1 de julho de 2026?",
    ),
    (
        "deposit",
        "O arrendatário entrega ao senhorio uma caução no valor de 1.000 euros.",
        "O arrendatário não entrega nenhuma caução de 1.000 euros.",
        "Se o arrendatário entregar uma caução de 1.000 euros, o senhorio passa recibo.",
    ),
    (
        "utilities",
        "O arrendatário paga mensalmente 50 euros por conta das despesas do condomínio.",
        "O arrendatário não paga 50 euros por conta das despesas do condomínio.",
        "Se o arrendatário pagar 50 euros por conta das despesas, recebe um recibo.",
    ),
    (
        "rent",
        "A renda mensal é de 750 euros.",
        "A renda mensal não é de 750 euros.",
        "Se a renda mensal for fixada em 750 euros, o arrendatário pode pedir apoio.",
    ),
    (
        "sublet",
        "O arrendatário não pode subarrendar a casa sem autorização escrita do senhorio.",
        "O arrendatário não precisa de autorização do senhorio para subarrendar um quarto.",
        "Se o arrendatário quiser subarrendar a casa, pede autorização ao senhorio.",
    ),
    (
        "tenancy_notice",
        "O arrendamento pode ser denunciado com aviso prévio de 120 dias.",
        "O arrendamento não pode ser denunciado com aviso prévio de 120 dias.",
        "Se o arrendamento for denunciado com aviso prévio de 120 dias, o arrendatário entrega as chaves no fim do "
        "prazo.",
    ),
    (
        "liability",
        "La nossa responsabilidade total não poderá exceder 200 euros por ano.",
        "A responsabilidade do prestador nunca foi limitada a 200 euros.",
        "Se a nossa responsabilidade for limitada a 200 euros, informamos o cliente.",
    ),
]

# Italian documents had patterns for terms of service only; their lease frames, read the same ways.
IT_LEASE: list[tuple] = [
    (
        "tenancy_start",
        "La locazione decorre dal 1° aprile 2026.",
        "La locazione non decorre dal 1° aprile 2026.",
        "La locazione decorre dal 1° aprile 2026?",
    ),
    (
        "deposit",
        "Il conduttore versa un deposito cauzionale di euro 1.500,00.",
        "Il conduttore non versa alcun deposito cauzionale di euro 1.500,00.",
        "Se il conduttore versa un deposito cauzionale di euro 1.500,00, il locatore ne rilascia ricevuta.",
    ),
    (
        "utilities",
        "Il conduttore paga ogni mese euro 60,00 in acconto sulle spese condominiali.",
        "Il conduttore non paga euro 60,00 in acconto sulle spese condominiali.",
        "Se il conduttore paga euro 60,00 in acconto sulle spese, riceve una ricevuta.",
    ),
    (
        "rent",
        "Il canone mensile è fissato in euro 700,00.",
        "Il canone mensile non è fissato in euro 700,00.",
        "Se il canone mensile è fissato in euro 700,00, il conduttore può chiedere un contributo.",
    ),
    (
        "sublet",
        "Il conduttore non può sublocare l'appartamento senza l'assenso del locatore.",
        "Il conduttore non ha bisogno dell'assenso del locatore per sublocare una stanza.",
        "Se il conduttore intende sublocare l'appartamento, chiede l'assenso del locatore.",
    ),
    (
        "tenancy_notice",
        "La locazione può essere disdetta con un preavviso di sei mesi.",
        "La locazione non può essere disdetta con un preavviso di sei mesi.",
        "Se la locazione viene disdetta con un preavviso di sei mesi, il conduttore restituisce le chiavi alla scadenza.",
    ),
]

ROWS = [("fr", *r) for r in FR] + [("es", *r) for r in ES] + [("pt", *r) for r in PT] + [("it", *r) for r in IT_LEASE]


def _given(sentence: str, lang: str) -> str | None:
    found = frame_of(sentence, lang)
    return found[0] if found else None


def _row(row: tuple) -> tuple[str, str, str, str, str, str | None, str | None]:
    lang, key, stated, negated, hedged, *rest = row
    return lang, key, stated, negated, hedged, rest[0] if rest else None, rest[1] if len(rest) > 1 else None


def test_every_frame_is_in_the_tables() -> None:
    for lang in ("fr", "es", "pt"):
        keys = {f.key for f in _frames(lang)}
        assert keys == {r[1] for r in ROWS if r[0] == lang}
    leases = {"tenancy_start", "deposit", "utilities", "rent", "sublet", "tenancy_notice"}
    assert leases <= {f.key for f in _frames("it")} and leases == {r[1] for r in ROWS if r[0] == "it"}


OWN = frozenset({"amount_due"})


def test_the_frames_are_those_of_german_and_english() -> None:
    """Same frame names as the German and English patterns (or one of their own, ``OWN``: a Portuguese tax letter's
    sum due by a date, which German and English letters say through the statement model), and every reader language
    has wording for each."""
    from app.locales import optional_toml

    known = ({f.key for f in _frames("de")} & {f.key for f in _frames("en")}) | OWN
    for lang in ("fr", "es", "pt", "it"):
        keys = {f.key for f in _frames(lang)}
        assert keys <= known, sorted(keys - known)
        for reader in ("de", "en", "es", "fr", "it", "pt"):
            text = optional_toml(reader, "frames").get("text", {})
            assert keys <= text.keys(), (reader, sorted(keys - text.keys()))


# The rows above run, stated, negated and hedged, in tests/analysis/test_frames_negation.py with every other
# document language's (it imports ROWS): one table, one audit.


# (document language, sentence, English reader, German reader): the frame said with the sentence's own figures.
SAID = [
    (
        "pt",
        "Da liquidação resulta imposto no montante de 318,40 euros, que deverá ser pago até ao dia 15 de outubro de 2026.",
        "€318.40 must be paid by 15 October 2026.",
        "318,40\u00a0€ müssen bis zum 15.10.2026 gezahlt werden.",
    ),
    (
        "fr",
        "Le salarié est engagé à compter du 2 mars 2026 en qualité de technicien.",
        "The employment starts on 2 March 2026.",
        "Das Arbeitsverhältnis beginnt am 02.03.2026.",
    ),
    ("fr", "La durée hebdomadaire de travail est fixée à 35 heures.", "The working time is 35 hours a week.", None),
    (
        "fr",
        "Le salarié percevra une rémunération mensuelle brute de 2 450,00 euros.",
        "The employee is paid €2,450.00 gross a month.",
        None,
    ),
    ("fr", "La période d'essai est fixée à deux mois.", "The probation period lasts 2 months.", None),
    ("fr", "Le loyer mensuel est fixé à 750 euros.", "The rent is €750.00 a month.", None),
    (
        "es",
        "La renta mensual se fija en 800 euros, que la arrendataria abonará por meses anticipados.",
        "The rent is €800.00 a month.",
        None,
    ),
    ("es", "El arrendamiento comenzará el 1 de julio de 2026.", "The tenancy starts on 1 July 2026.", None),
    ("es", "La jornada laboral será de 40 horas semanales.", "The working time is 40 hours a week.", None),
    ("pt", "O trabalhador tem direito a 22 dias úteis de férias por ano.", None, None),
    ("pt", "A renda mensal é de 750 euros.", "The rent is €750.00 a month.", None),
    (
        "pt",
        "Esta decisão pode ser objeto de recurso hierárquico no prazo de 30 dias.",
        "You can object to this decision within 30 days.",
        None,
    ),
]


@pytest.mark.parametrize(("lang", "sentence", "en", "de"), SAID)
def test_said_in_the_readers_words(lang: str, sentence: str, en: str | None, de: str | None) -> None:
    found = frame_of(sentence, lang)
    assert found is not None
    key, _code, flags = found
    for reader, expected in (("en", en), ("de", de)):
        said = say_frame(key, sentence, reader, flags, figures(sentence, reader, lang))
        assert said is not None
        if expected is not None:
            assert said == expected


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_a_stated_frame_is_said_to_every_reader(row: tuple) -> None:
    """A frame is read only where a template can say it: a frame found but unsaid would silence the clause reader."""
    lang, _key, stated, *_ = _row(row)
    found = frame_of(stated, lang)
    assert found is not None
    for reader in ("de", "en", "es", "fr", "it", "pt"):
        assert say_frame(found[0], stated, reader, found[2], figures(stated, reader, lang)) is not None, reader


# Neighbouring wordings: (document language, sentence, the frame it must not give).
NEIGHBOURS = [
    # A frame whose template needs a figure or a detail the sentence lacks is not read (nothing would be said).
    ("fr", "Le loyer est payable le 5 de chaque mois.", "rent"),
    ("fr", "Le salaire annuel est de 30 000 euros.", "salary"),
    ("fr", "La durée du travail est de 1 607 heures sur l'année.", "working_time"),
    ("es", "El salario anual será de 24.000 euros.", "salary"),
    ("pt", "A renda vence no dia 8 de cada mês.", "rent"),
    ("pt", "Fica convocado para uma entrevista.", "attend"),
    # One side's right is no frame of either side; an allowance without consent or ban is no template's.
    (
        "fr",
        "Pendant la période d'essai, l'employeur peut rompre le contrat en respectant un délai de prévenance de 48 heures.",
        "probation_notice",
    ),
    (
        "pt",
        "Durante o período experimental, a entidade empregadora pode denunciar o contrato com aviso prévio de sete dias.",
        "probation_notice",
    ),
    (
        "es",
        "Durante el periodo de prueba, la empresa podrá resolver el contrato con un preaviso de quince días.",
        "probation_notice",
    ),
    ("fr", "Le locataire est autorisé à sous-louer une chambre.", "sublet"),
    # A number written in two words ("vingt-cinq") is not read as a figure a template could trust.
    ("fr", "La salariée bénéficiera de vingt-cinq jours de congés payés.", "holiday"),
    ("pt", "O trabalhador tem direito a vinte e dois dias úteis de férias.", "holiday"),
    (
        "es",
        "Cualquiera de las partes podrá resolver el contrato con un preaviso de veinticinco días.",
        "employment_notice",
    ),
    # The sayings tell the employer "at once": only where the sentence says so.
    ("fr", "En cas de maladie, le salarié doit transmettre un certificat médical à l'employeur.", "sick_report"),
    # Two amounts: which one is the rent (or the deposit, the pay) the template cannot know.
    ("fr", "Le loyer mensuel est fixé à 750 euros, soit 9 000 euros par an.", "rent"),
    ("it", "Il canone annuo è convenuto in euro 8.400,00, pagabile in rate mensili di euro 700,00.", "rent"),
    ("it", "Il deposito cauzionale sarà restituito alla fine della locazione.", "deposit"),
    ("it", "Il conduttore può recedere dal contratto con un preavviso di sei mesi.", "tenancy_notice"),
    ("fr", "Le salarié s'engage à respecter le règlement intérieur à compter du 1er avril 2026.", "employment_start"),
    ("fr", "La durée du contrat est de trois ans.", "working_time"),
    ("fr", "Le dépôt de garantie sera restitué dans un délai d'un mois après la remise des clés.", "deposit"),
    ("fr", "Le loyer sera révisé chaque année selon l'indice de référence des loyers.", "rent"),
    ("fr", "Le salarié peut mettre fin au contrat avec un préavis d'un mois.", "employment_notice"),
    ("fr", "Le contrat est conclu pour une durée indéterminée à partir du 1er mars 2026.", "fixed_term"),
    ("fr", "Le locataire peut donner congé à tout moment avec un préavis d'un mois.", "tenancy_notice"),
    ("es", "La fianza será devuelta en el plazo de un mes desde la entrega de las llaves.", "deposit"),
    ("es", "La renta se actualizará cada año conforme al índice de referencia.", "rent"),
    ("es", "La arrendataria podrá desistir del contrato con una antelación mínima de treinta días.", "tenancy_notice"),
    ("es", "El trabajador podrá resolver el contrato con un preaviso de quince días.", "employment_notice"),
    ("es", "Las controversias se resolverán ante los tribunales de la ciudad.", "employment_notice"),
    ("pt", "A caução será devolvida no fim do contrato.", "deposit"),
    ("pt", "A renda será atualizada anualmente de acordo com o coeficiente legal.", "rent"),
    ("pt", "O trabalhador pode denunciar o contrato com aviso prévio de trinta dias.", "employment_notice"),
    ("pt", "O contrato é celebrado sem termo a partir de 1 de março de 2026.", "fixed_term"),
]


@pytest.mark.parametrize(("lang", "sentence", "key"), NEIGHBOURS)
def test_a_neighbouring_wording_is_not_the_frame(lang: str, sentence: str, key: str) -> None:
    assert _given(sentence, lang) != key


# "ne … que" restricts, it denies nothing; "pacto de no competencia" names the covenant, no negation.
KEEP = [
    ("fr", "probation", "Le contrat ne deviendra définitif qu'à l'issue d'une période d'essai de trois mois."),
    ("es", "non_compete", "Tras la extinción del contrato rige un pacto de no competencia de seis meses."),
    ("pt", "non_compete", "Após a cessação do contrato vigora um pacto de não concorrência de seis meses."),
]


@pytest.mark.parametrize(("lang", "key", "sentence"), KEEP)
def test_kept(lang: str, key: str, sentence: str) -> None:
    assert _given(sentence, lang) == key

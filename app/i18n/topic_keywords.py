"""Keywords that point to a clause topic, in de/en/es/fr/it/pt (data for app.analysis.topics).

Per topic: weight -> keywords separated by "|". A keyword matches at the start of a word
("kündigung" also finds "Kündigungsfrist"); a leading "~" lets it match inside a word (German
compounds: "~kaution" finds "Mietkaution"); a trailing "$" requires the word to end there.
"""

from __future__ import annotations

TOPIC_KEYWORDS: dict[str, dict[int, str]] = {
    "parties": {
        3: "vertragsparteien|vertragspartner|contracting parties|partes contratantes|parties contractantes"
        "|parti contraenti|parties to this agreement",
        2: "nachfolgend|hereinafter|en adelante|ci-après|di seguito|doravante|vertreten durch|represented by",
        1: "parteien$|parties$|partes$|parti$|zwischen$|between$|entre$|tra$",
    },
    "subject": {
        3: "mietsache|mietgegenstand|vertragsgegenstand|gegenstand des vertrages|the property$"
        "|subject matter|objeto del contrato|objet du contrat|oggetto del contratto|objeto do contrato"
        "|locaux loués|immobile locato|vivienda arrendada|imóvel arrendado",
        2: "objeto$|objet$|oggetto$|~wohnfläche|vermietet wird|mitvermietet|lets to the|dwelling known as|se arrienda|donne en location"
        "|concede in locazione|dá de arrendamento",
        1: "zimmer|wohnung|premises|dwelling|flat$|apartment|vivienda|logement|appartement|appartamento|habitação"
        "|keller|balkon|garage|stellplatz",
    },
    "term": {
        3: "mietzeit|vertragsdauer|laufzeit|mietdauer|dauer des vertrages|beginn des mietverhältnis|term of the"
        "|duration of|fixed term|term$|durée du contrat|durée du bail|durée de la location|durée indéterminée|duración|durata|duração|prazo do contrato|befristung|befristet",
        2: "unbestimmte zeit|bestimmte zeit|beginnt am|begins on|commences|starts on|comienza|commence le"
        "|decorre|decorrerá|ha inizio|indefinite|indefinida|indéterminée|indeterminato",
        1: "verlängert|renew|prorrog|renouvel|rinnov|renova",
    },
    "rent": {
        3: "miete$|mietzins|grundmiete|nettokaltmiete|kaltmiete|monatsmiete|the rent$|rent$|renta$|alquiler"
        "|loyer|canone|renda$|~miete und",
        2: "gesamtmiete|warmmiete|rent is|per month|monatlich|mensual|mensuel|mensile|mensal",
    },
    "utilities": {
        3: "nebenkosten|betriebskosten|heizkosten|service charge|utilities|utility bills|council tax|gastos comunes"
        "|suministros|charges locatives|charges récupérables|oneri accessori|spese condominiali|encargos"
        "|despesas de condomínio|betrkv|heizkostenverordnung",
        2: "~vorauszahlung|warmwasser|heizung|gas$|electricity|water rates|abfall|müll",
    },
    "deposit": {
        3: "~kaution|mietsicherheit|deposit|fianza|dépôt de garantie|cauzione|caução|depósito de garantia",
        2: "sicherheitsleistung|garantie|garanzia|deposit protection|tenancy deposit",
    },
    "payment": {
        3: "zahlung der|zahlungsweise|fälligkeit|zahlungsbedingungen|payment$|payment terms|payments$|pago$"
        "|forma de pago|paiement|pagamento|modalità di pagamento",
        2: "überweisung|lastschrift|im voraus|in advance|bank transfer|zahlungsverzug|verzugszinsen|mahnung"
        "|late payment|por adelantado|d'avance|anticipat|iban|konto$|account$|säumniszuschl",
        1: "zahlen|zu zahlen|pay$|payable|pagar|payer|pagare",
    },
    "rent_increase": {
        3: "mieterhöhung|staffelmiete|indexmiete|rent increase|rent review|actualización de la renta"
        "|révision du loyer|indexation|aggiornamento istat|atualização da renda|vergleichsmiete",
        2: "kappungsgrenze|verbraucherpreisindex|consumer price index|índice de precios|indice des loyers"
        "|indice istat|erhöhung|increase|aumento|augmentation",
    },
    "notice": {
        3: "kündigung|kündigungsfrist|notice period|termination|terminate|resolución|rescisión|desistimiento del"
        "|end the tenancy|ending the tenancy|résiliation|congé$|préavis|disdetta|recesso dal contratto|risoluzione|denúncia|rescisão|aviso prévio"
        "|rupture du contrat|recesso del conduttore|recesso del locatore|desistimiento$|desistir del contrato"
        "|notice to end|notice to quit|end your tenancy",
        2: "notice$|ordentliche|außerordentliche|fristlos|give notice|beendigung",
        1: "endet|ends$|ending",
    },
    "renovation": {
        3: "schönheitsreparatur|renovierung|renovier|decoration|redecorat|decorate|pintura|peinture|tinteggiatura"
        "|pintura da habitação|obras de conservação",
        2: "tapezier|streichen|anstrich|painting|rénovation|ristrutturazione",
    },
    "repairs": {
        3: "kleinreparatur|instandhaltung|instandsetzung|reparatur|repairs|repair$|maintenance|reparaciones"
        "|conservación|réparations|entretien|riparazioni|manutenzione|reparações|manutenção",
        2: "mängelanzeige|mängel anzeigen|defects|desperfectos|dégâts|guasti|danos|schäden|schaden",
    },
    "pets": {
        3: "tierhaltung|haustier|tiere$|pets$|pet$|animals$|mascota|animaux|animali|animais",
        2: "hund|katze|dog|cat$|perro|chien|cane$|cão",
    },
    "subletting": {
        3: "untervermietung|untermiete|gebrauchsüberlassung an dritte|sublet|subletting|subarriendo|subarrendar"
        "|sous-location|sublocazione|subarrendamento",
        2: "dritten überlassen|assignment|lodger|cesión|cession|cessione|cessão",
    },
    "use": {
        3: "nutzung|gebrauch der mietsache|hausordnung|use of the property|use of the premises|uso de la vivienda"
        "|usage des lieux|destinazione d'uso|uso do locado|house rules|reglamento interno|règlement intérieur"
        "|regolamento condominiale|regulamento do condomínio",
        2: "wohnzwecke|residential purposes|ruhezeit|nachtruhe|lärm|noise|bruit|rumore|ruído|rauchen|smoking"
        "|bauliche veränderung|alterations",
    },
    "liability": {
        3: "haftung|haftungsbeschränkung|haftet|liability|liable|responsabilidad|responsabilité|responsabilità"
        "|responsabilidade",
        2: "schadensersatz|damages|indemnif|vorsatz|grob fahrlässig|gross negligence|negligencia|négligence"
        "|negligenza|negligência",
    },
    "warranty": {
        3: "gewährleistung|mängelhaftung|mängelrechte|warranty|guarantee|garantía|garantie légale|garanzia legale"
        "|garantia|sachmangel",
        2: "nacherfüllung|mangel$|mängel$|defect|defective|vicios|conformité|conformità|conformidade",
    },
    "withdrawal": {
        3: "widerruf|widerrufsrecht|widerrufsbelehrung|widerrufsfrist|right of withdrawal|right to cancel"
        "|cancellation period|derecho de desistimiento|droit de rétractation|rétractation|diritto di recesso"
        "|direito de livre resolução|direito de arrependimento",
        2: "muster-widerrufsformular|model withdrawal form|cooling-off|14 tage|14 days|14 días|14 jours"
        "|14 giorni|14 dias",
    },
    "data_protection": {
        3: "datenschutz|dsgvo|personenbezogene daten|data protection|gdpr|personal data|protección de datos"
        "|rgpd|protection des données|données personnelles|protezione dei dati|dati personali|proteção de dados"
        "|dados pessoais",
        2: "privacy|datenverarbeitung|processing of data|tratamiento de datos|traitement des données"
        "|trattamento dei dati|tratamento de dados|cookies",
    },
    "jurisdiction": {
        3: "gerichtsstand|jurisdiction|competent court|jurisdicción|tribunal competent|tribunaux compétents"
        "|foro competente|foro$|tribunal competente|foro convencionado",
        2: "courts of|gerichte$|tribunales|tribunaux|tribunale|tribunais",
    },
    "applicable_law": {
        3: "anwendbares recht|rechtswahl|es gilt das recht|governing law|applicable law|ley aplicable"
        "|droit applicable|legge applicabile|lei aplicável",
        2: "un-kaufrecht|cisg|recht der bundesrepublik|laws of england|laws of|law of england|governed by the law|derecho español|droit français"
        "|diritto italiano|lei portuguesa",
    },
    "probation": {
        3: "probezeit|probationary|probation|trial period|período de prueba|periodo de prueba|période d'essai"
        "|periodo di prova|período experimental",
    },
    "working_time": {
        3: "arbeitszeit|working hours|working time|hours of work|jornada|horario|durée du travail|temps de travail"
        "|durée hebdomadaire"
        "|orario di lavoro|horário de trabalho|tempo de trabalho",
        2: "wochenstunden|gleitzeit|stunden$|hours per week|per week|pausen|breaks|teilzeit|vollzeit|part-time"
        "|full-time",
    },
    "pay": {
        3: "vergütung|gehalt|bruttogehalt|arbeitsentgelt|lohn$|entgelt|salary|remuneration|wages|pay$|salario"
        "|retribución|sueldo|rémunération|salaire|retribuzione|stipendio|remuneração|salário|sonderzahlung",
        2: "brutto|gross$|bonus|gratifikation|weihnachtsgeld|urlaubsgeld|prime|tredicesima|subsídio",
    },
    "overtime": {
        3: "überstunden|mehrarbeit|overtime|horas extra|heures supplémentaires|straordinari|lavoro straordinario"
        "|horas extraordinárias|trabalho suplementar",
        2: "abgegolten|freizeitausgleich|time off in lieu",
    },
    "holiday": {
        3: "urlaub|erholungsurlaub|urlaubsanspruch|annual leave|holiday entitlement|holidays$|holiday$"
        "|vacaciones|congés payés|congé annuel|ferie$|férias",
        2: "burlg|resturlaub|urlaubstage|mindesturlaub|days of leave",
    },
    "sick_leave": {
        3: "krankheit|arbeitsunfähigkeit|arbeitsverhinderung|entgeltfortzahlung|sick leave|sickness|illness"
        "|incapacidad temporal|enfermedad|arrêt maladie|maladie|malattia|baixa médica|doença",
        2: "ärztliche bescheinigung|attest|efzg|medical certificate|certificado médico|certificat médical"
        "|certificato medico|atestado médico",
    },
    "confidentiality": {
        3: "verschwiegenheit|geheimhaltung|vertraulichkeit|confidentiality|confidential|confidencialidad"
        "|secreto|confidentialité|riservatezza|confidencialidade|sigilo",
        2: "geschäftsgeheimnis|betriebsgeheimnis|trade secrets|stillschweigen",
    },
    "non_compete": {
        3: "wettbewerbsverbot|konkurrenzverbot|non-compete|non-competition|restrictive covenant|no competencia"
        "|non-concurrence|non concorrenza|não concorrência",
        2: "karenzentschädigung|in wettbewerb|compete$|competition$|competencia|concurrence|concorrenza|concorrência",
    },
    "side_jobs": {
        3: "nebentätigkeit|nebenbeschäftigung|secondary employment|other employment|outside work|pluriempleo"
        "|activité accessoire|cumul d'emplois|attività extra|outras atividades",
    },
    "tax_assessment": {
        3: "festsetzung|festgesetzt|steuerbescheid|bescheid für|tax assessment|assessment notice"
        "|liquidación tributaria|avis d'imposition|avviso di accertamento|liquidação de imposto|nota de liquidação",
        2: "einkommensteuer|solidaritätszuschlag|kirchensteuer|vorbehalt der nachprüfung|vorläufig|income tax"
        "|impuesto sobre la renta|impôt sur le revenu|irpef|irs$|zusammenveranlagung|veranlagung",
    },
    "tax_settlement": {
        3: "abrechnung|nachzahlung|erstattung|verbleibende beträge|refund|balance due|tax due|amount payable"
        "|a ingresar|a devolver|remboursement|reste à payer|rimborso|importo a debito|reembolso|valor a pagar",
        2: "steuerabzug vom lohn|geleistete vorauszahlungen|vorauszahlungen für|vorauszahlungsbescheid|anrechnung|säumniszuschläge|staatsoberkasse"
        "|finanzkasse",
    },
    "tax_basis": {
        3: "besteuerungsgrundlagen|ermittlung des zu versteuernden|zu versteuerndes einkommen|taxable income"
        "|base imponible|revenu imposable|reddito imponibile|rendimento coletável",
        2: "einkünfte|werbungskosten|sonderausgaben|außergewöhnliche belastungen|bruttoarbeitslohn",
        1: "deductions|deducciones|déductions|deduzioni|deduções",
    },
    "tax_explanations": {
        3: "erläuterungen|erläuterung zur festsetzung|explanatory notes|explanations$|explicaciones"
        "|explications|spiegazioni|esclarecimentos|notas explicativas",
        2: "abweichend von|nicht anerkannt|nicht berücksichtigt|gekürzt|not allowed|could not be taken into account",
        1: "berücksichtigt|anerkannt",
    },
    "objection": {
        3: "einspruch|widerspruch|rechtsbehelf|rechtsbehelfsbelehrung|rechtsmittel|objection|appeal"
        "|right to appeal|recurso|reclamación|recours|réclamation|ricorso|opposizione|reclamação|impugnação",
        2: "klage|sozialgericht|finanzgericht|einlegen|bekanntgabe|challenge|tribunal administrativo",
    },
    "deadline": {
        3: "frist$|fristen|anhörung|stellungnahme|deadline|time limit|hearing$|plazo|audiencia|délai"
        "|audition|termine perentorio|scadenza|prazo$|audiência",
        2: "bis zum|spätestens|by no later|no later than|a más tardar|au plus tard|entro il|até ao|até o",
    },
    "obligation_to_cooperate": {
        3: "mitwirkung|mitwirkungspflicht|obligation to cooperate|duty to cooperate|cooperate|deber de colaboración"
        "|obligation de coopérer|obbligo di collaborazione|dever de colaboração",
        2: "unterlagen einreichen|nachweise|vorzulegen|documents requested|supporting documents|justificantes"
        "|justificatifs|documentazione|comprovativos|60 sgb i",
    },
    "benefits": {
        3: "bürgergeld|arbeitslosengeld|leistungen|sozialhilfe|wohngeld|kindergeld|grundsicherung|benefit"
        "|benefits|universal credit|prestación|subsidio|prestations|allocation|prestazioni|sussidio"
        "|prestações|subsídio de",
        2: "jobcenter|sgb ii|sgb xii|bedarfsgemeinschaft|regelbedarf|bewilligung|bewilligt|entitlement",
    },
    "delivery": {
        3: "lieferung|lieferzeit|versand|delivery|shipping|entrega|envío|livraison|expédition|consegna"
        "|spedizione|envio",
        2: "lieferfrist|zustellung|carrier|transporteur|corriere|transportadora",
    },
    "prices": {
        3: "preise|preis$|price|prices|precio|precios|prix|prezzo|prezzi|preço|preços",
        2: "versandkosten|mehrwertsteuer|umsatzsteuer|mwst|inkl|vat$|iva$|tva$|gebühr|gebühren|fees$|tarif",
    },
    "contract_formation": {
        3: "vertragsschluss|vertragsabschluss|zustandekommen|formation of contract|conclusion of the contract"
        "|celebración del contrato|perfección del contrato|conclusion du contrat|formation du contrat"
        "|conclusione del contratto|celebração do contrato",
        2: "bestellung|angebot|annahme|order$|offer$|acceptance|pedido|oferta|commande|offre|ordine|proposta"
        "|auftragsbestätigung|order confirmation",
    },
    "scope": {
        3: "geltungsbereich|allgemeine geschäftsbedingungen|anwendungsbereich|scope$|scope of application"
        "|ámbito de aplicación|champ d'application|ambito di applicazione|âmbito de aplicação|agb$",
        2: "gelten für|apply to|se aplican|s'appliquent|si applicano|aplicam-se|abweichende bedingungen",
    },
    "severability": {
        3: "salvatorisch|unwirksamkeit einzelner|teilunwirksamkeit|severability|severance|nulidad parcial"
        "|divisibilité|nullità parziale|invalidade parcial",
        2: "unwirksam sein|unwirksam werden|invalid|unenforceable|nula|nulle|nulla|inválida|wirksamkeit der übrigen",
    },
    "written_form": {
        3: "schriftform|textform|änderungen und ergänzungen|in writing|written form|amendments|por escrito"
        "|par écrit|forme écrite|per iscritto|forma scritta|forma escrita",
        2: "nebenabreden|schlussbestimmungen|final provisions|disposiciones finales|dispositions finales"
        "|disposizioni finali|disposições finais|entire agreement",
    },
    "signatures": {
        3: "unterschrift|unterschriften|signature|signatures|signed$|firma$|firmas|firme$|assinatura",
        2: "ort, datum|place, date|lugar y fecha|fait à|luogo e data|local e data|_____",
    },
    "insurance_cover": {
        3: "versicherungsschutz|versicherungsfall|deckung|insurance cover|coverage|insured event|cobertura"
        "|siniestro|garanties du contrat|sinistre|copertura|sinistro",
        2: "versicherungsnehmer|versicherer|selbstbeteiligung|prämie|beitrag$|policyholder|insurer|excess$"
        "|premium|tomador|asegurador|assuré|assureur|assicurato|assicuratore|segurado|segurador",
    },
    "loan_interest": {
        3: "sollzins|darlehenszins|effektiver jahreszins|zinssatz|zinsen|interest rate|apr$|annual percentage"
        "|tipo de interés|taeg|taux d'intérêt|tasso di interesse|tan$|taxa de juro",
        2: "darlehen|kredit|tilgung|rate$|raten$|loan$|instalment|préstamo|prêt|prestito|mutuo|empréstimo",
    },
    "job": {
        3: "tätigkeit$|tätigkeitsbeschreibung|aufgabengebiet|arbeitsort|stellenbeschreibung|job title|position$"
        "|duties$|place of work|puesto de trabajo|funciones|poste$|fonctions|mansioni|funções|local de trabalho",
        2: "eingestellt als|wird als|employed as|beginn des arbeitsverhältnis|contratado como|engagé en qualité"
        "|assunto con la qualifica",
    },
    "forfeiture": {
        3: "ausschlussfrist|ausschlussfristen|verfallfrist|verfallklausel|verfallen|exclusion period|forfeiture"
        "|caducidad|forclusion|decadenza|caducidade",
        2: "geltend gemacht|geltend machen|time-barred|claims must be",
    },
    "handover": {
        3: "rückgabe|übergabe|beendigung des mietverhältnisses|return of the property"
        "|check-out|devolución|restitution|état des lieux|riconsegna|restituzione|entrega do locado",
        2: "end of the tenancy|inventory|übergabeprotokoll|besenrein|geräumt|schlüssel zurück|keys returned",
    },
    "access": {
        3: "betreten der|besichtigung|zutritt|access$|right of entry|acceso a la vivienda|accès au logement"
        "|visite des lieux|accesso all'immobile|acesso ao locado",
        2: "may enter|enter the property|betreten|entrar en|pénétrer|accedere|entrar no",
    },
    "dispute_resolution": {
        3: "streitbeilegung|schlichtung|schlichtungsstelle|dispute resolution|online dispute|resolución de litigios"
        "|règlement des litiges|médiation|risoluzione delle controversie|resolução de litígios|mediação",
        2: "os-plattform|odr|verbraucherschlichtung|mediator|mediador|médiateur|mediatore",
    },
}

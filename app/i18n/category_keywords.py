"""Keywords that point to a document category, and extra tag keywords (data for app.analysis.classify).

Same keyword syntax as app.i18n.topic_keywords: "|"-separated, matched at a word start, "~" anywhere
in a word, "$" at a word end. Weight 3: nearly proves the category; 2: typical; 1: a hint.
"""

from __future__ import annotations

CATEGORY_KEYWORDS: dict[str, dict[int, str]] = {
    "rental_contract": {
        3: "mietvertrag|wohnraummietvertrag|mietverhältnis|tenancy agreement|lease agreement|residential lease"
        "|contrato de arrendamiento|contrato de alquiler|contrat de location|bail d'habitation|contratto di locazione"
        "|contrato de arrendamento",
        2: "vermieter|mieter$|mieterin|landlord|tenant|arrendador|arrendatario|inquilino|bailleur|locataire"
        "|locatore|conduttore|senhorio|arrendatário",
        1: "~kaution|nebenkosten|betriebskosten|mietsache|deposit|rent$|fianza|loyer|canone|renda$",
    },
    "employment_contract": {
        3: "arbeitsvertrag|anstellungsvertrag|arbeitsverhältnis|employment contract|contract of employment"
        "|contrato de trabajo|contrat de travail|contratto di lavoro|contrato de trabalho|contrato individual de trabalho",
        2: "arbeitgeber|arbeitnehmer|employer|employee|empleador|empresa contratante|trabajador|employeur|salarié"
        "|datore di lavoro|lavoratore|entidade empregadora|trabalhador",
        1: "probezeit|urlaub|überstunden|vergütung|bruttogehalt|probation|overtime|salary|période d'essai"
        "|periodo di prova|período experimental|período de prueba",
    },
    "tax_assessment": {
        3: "steuerbescheid|einkommensteuerbescheid|bescheid für 20|finanzamt|steuernummer|festgesetzt werden"
        "|tax assessment|hmrc|self assessment|agencia tributaria|avis d'imposition|direction générale des finances"
        "|agenzia delle entrate|autoridade tributária|nota de liquidação",
        2: "einkommensteuer|solidaritätszuschlag|kirchensteuer|besteuerungsgrundlagen|zu versteuernde|income tax"
        "|impuesto sobre la renta|irpf|impôt sur le revenu|irpef|irs$",
        1: "nachzahlung|erstattung|werbungskosten|tax$|impuesto|impôt|imposta|imposto",
    },
    "authority_letter": {
        3: "jobcenter|agentur für arbeit|ausländerbehörde|familienkasse|bürgeramt|landratsamt|ordnungsamt"
        "|sozialamt|wohngeldstelle|rentenversicherung|anhörung nach|department for work|local council"
        "|ayuntamiento|seguridad social|préfecture|caisse d'allocations|comune di|inps|segurança social",
        2: "bescheid|behörde|aktenzeichen|unser zeichen|im auftrag|sgb|sozialgesetzbuch|verwaltungsakt"
        "|widerspruch|bürgergeld|leistungen|reference number|expediente|dossier|pratica|processo n",
        1: "sehr geehrte|sehr geehrter|dear sir|dear madam|estimado|madame, monsieur|gentile|exmo",
    },
    "terms_and_conditions": {
        3: "allgemeine geschäftsbedingungen|geschäftsbedingungen|agb$|terms and conditions|terms of service"
        "|terms of use|general terms|condiciones generales|conditions générales|cgv$|condizioni generali"
        "|termos e condições|condições gerais",
        2: "widerrufsrecht|verbraucher|onlineshop|online-shop|webshop|consumer|right of withdrawal|consommateur"
        "|consumatore|consumidor",
        1: "kunde|kunden|bestellung|lieferung|customer|order$|delivery|cliente|client|commande|ordine|encomenda",
    },
    "termination_letter": {
        3: "kündigungsschreiben|hiermit kündige|hiermit kündigen|kündige ich|kündigen wir|notice of termination"
        "|hereby terminate|hereby give notice|carta de despido|lettre de licenciement|lettre de résiliation"
        "|lettera di licenziamento|lettera di disdetta|carta de despedimento|comunicação de denúncia",
        2: "fristgerecht zum|ordentlich und fristgerecht|bestätigung der kündigung|last working day|effective date"
        "|with effect from|notice to end|notice to quit|give you notice|section 21|your tenancy will end"
        "|possession order|préavis de congé|congé pour vente|disdetta del contratto|denúncia do contrato",
    },
    "insurance": {
        3: "versicherungsschein|versicherungsvertrag|versicherungsnehmer|versicherungsbedingungen|insurance policy"
        "|policyholder|póliza|tomador del seguro|contrat d'assurance|polizza|contraente|apólice|tomador do seguro",
        2: "versicherer|versicherungsschutz|versicherungsfall|selbstbeteiligung|insurer|insured|asegurador"
        "|assureur|assicuratore|segurador",
    },
    "purchase": {
        3: "kaufvertrag|purchase agreement|sale agreement|sales contract|contrato de compraventa|contrat de vente"
        "|compravendita|contrato de compra e venda",
        2: "verkäufer|käufer|kaufpreis|kaufsache|buyer|seller|purchase price|comprador|vendedor|acheteur|vendeur"
        "|acquirente|venditore",
    },
    "loan": {
        3: "darlehensvertrag|kreditvertrag|verbraucherdarlehen|loan agreement|credit agreement|contrato de préstamo"
        "|contrat de prêt|contratto di mutuo|contratto di finanziamento|contrato de crédito|contrato de mútuo",
        2: "darlehensnehmer|darlehensgeber|sollzins|effektiver jahreszins|tilgung|borrower|lender|apr$|prestatario"
        "|emprunteur|mutuatario|mutuário|taeg|tan$",
    },
    "telecom_utility_contract": {
        3: "mobilfunkvertrag|telefonvertrag|internetvertrag|dsl-vertrag|stromliefervertrag|gasliefervertrag"
        "|energieliefervertrag|mobile contract|broadband contract|energy supply contract|contrato de telefonía"
        "|contrat d'énergie|forfait mobile|contratto di fornitura|contrato de fornecimento de energia",
        2: "mobilfunk|festnetz|datenvolumen|kwh$|arbeitspreis|grundpreis|stromtarif|tarif$|broadband|data allowance"
        "|fibra|forfait|bolletta|fatura",
    },
}

# Tags beyond the clause topics: phrases that mark something a reader should know about.
TAG_KEYWORDS: dict[str, str] = {
    "notice_period": "kündigungsfrist|notice period|period of notice|plazo de preaviso|préavis|preavviso|aviso prévio",
    "deadline": "frist$|fristen|bis zum|spätestens|deadline|no later than|plazo|a más tardar|délai|au plus tard"
    "|entro il|scadenza|prazo|até ao dia",
    "late_payment": "zahlungsverzug|verzugszinsen|säumniszuschl|mahnung|mahngebühr|late payment|arrears|interest on late"
    "|demora|intereses de demora|retard de paiement|pénalités de retard|ritardo nei pagamenti|interessi di mora"
    "|juros de mora",
    "tax_payment": "nachzahlung|zu zahlen|balance due|amount payable|a ingresar|reste à payer|importo da versare|a pagar",
    "tax_refund": "erstattung|erstattet|refund|a devolver|remboursement|rimborso|reembolso",
    "hearing": "anhörung|stellungnahme|right to be heard|trámite de audiencia|procédure contradictoire"
    "|contraddittorio|audiência prévia",
    "repayment": "rückforderung|erstattungsbetrag|aufrechnung|zurückzuzahlen|overpayment|reintegro|trop-perçu"
    "|indebito|reposição",
    "automatic_renewal": "verlängert sich automatisch|verlängert sich jeweils|stillschweigend verlängert|automatically renew"
    "|renews automatically|prórroga automática|tacite reconduction|rinnovo tacito|renovação automática",
    "contractual_penalty": "vertragsstrafe|penalty clause|cláusula penal|clause pénale|penale$|cláusula penal",
}

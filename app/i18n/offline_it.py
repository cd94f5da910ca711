"""Testi italiani del motore offline e dell'output Markdown (dati). Struttura come offline_en.py."""

from __future__ import annotations

LANGUAGE_NAMES = {
    "de": "tedesco",
    "en": "inglese",
    "es": "spagnolo",
    "fr": "francese",
    "it": "italiano",
    "pt": "portoghese",
}

CATEGORY_NAMES = {
    "rental_contract": "Contratto di locazione",
    "employment_contract": "Contratto di lavoro",
    "tax_assessment": "Avviso di accertamento fiscale",
    "authority_letter": "Lettera di un ente pubblico",
    "terms_and_conditions": "Condizioni generali",
    "termination_letter": "Lettera di disdetta",
    "insurance": "Contratto di assicurazione",
    "purchase": "Contratto di compravendita",
    "loan": "Contratto di prestito",
    "telecom_utility_contract": "Contratto di telefonia, internet o energia",
    "other": "Documento giuridico",
}

CATEGORY_SUMMARY = {
    "rental_contract": "È un contratto di locazione tra un locatore e un inquilino.",
    "employment_contract": "È un contratto di lavoro tra un datore di lavoro e un lavoratore.",
    "tax_assessment": "È un avviso fiscale: l'ufficio delle imposte le comunica quante tasse deve per un anno.",
    "authority_letter": "È una lettera di un ente pubblico indirizzata a lei.",
    "terms_and_conditions": "Sono condizioni generali: le regole che un'azienda fissa per i contratti con i clienti.",
    "termination_letter": "È una disdetta: una parte mette fine a un contratto.",
    "insurance": "È un contratto di assicurazione tra un assicuratore e un contraente.",
    "purchase": "È un contratto di compravendita tra un venditore e un acquirente.",
    "loan": "È un contratto di prestito tra un finanziatore e un debitore.",
    "telecom_utility_contract": "È un contratto di fornitura (telefono, internet o energia) tra un fornitore e "
    "un cliente.",
    "other": "È un documento giuridico.",
}

TOPIC_LABELS = {
    "parties": "Parti",
    "subject": "Oggetto del contratto",
    "term": "Inizio e durata",
    "rent": "Canone",
    "utilities": "Spese accessorie",
    "deposit": "Deposito cauzionale",
    "payment": "Pagamento",
    "rent_increase": "Aumento del canone",
    "notice": "Fine del contratto",
    "renovation": "Tinteggiatura",
    "repairs": "Riparazioni e manutenzione",
    "pets": "Animali",
    "subletting": "Sublocazione",
    "use": "Uso e regolamento",
    "access": "Accesso all'abitazione",
    "handover": "Consegna e riconsegna",
    "liability": "Responsabilità",
    "warranty": "Garanzia",
    "withdrawal": "Diritto di recesso",
    "data_protection": "Protezione dei dati",
    "jurisdiction": "Foro competente",
    "applicable_law": "Legge applicabile",
    "dispute_resolution": "Risoluzione delle controversie",
    "probation": "Periodo di prova",
    "working_time": "Orario di lavoro",
    "pay": "Retribuzione",
    "overtime": "Straordinari",
    "holiday": "Ferie",
    "sick_leave": "Malattia",
    "confidentiality": "Riservatezza",
    "non_compete": "Non concorrenza",
    "side_jobs": "Altre attività",
    "job": "Mansioni e luogo di lavoro",
    "forfeiture": "Termini per reclamare",
    "tax_assessment": "Imposta determinata",
    "tax_settlement": "Pagamento o rimborso",
    "tax_basis": "Base imponibile",
    "tax_explanations": "Note dell'ufficio",
    "objection": "Come fare ricorso",
    "deadline": "Scadenza",
    "obligation_to_cooperate": "Obbligo di collaborazione",
    "benefits": "Prestazioni",
    "delivery": "Consegna",
    "prices": "Prezzi",
    "contract_formation": "Conclusione del contratto",
    "scope": "Ambito di applicazione",
    "severability": "Clausole nulle",
    "written_form": "Forma scritta",
    "signatures": "Firme",
    "insurance_cover": "Copertura assicurativa",
    "loan_interest": "Interessi e rimborso",
    "other": "Altro",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("Qui sono indicate le parti del contratto: chi si accorda con chi, e con quale ruolo.",),
        (
            "Solo le persone o le società indicate qui hanno diritti e obblighi dal contratto. Controlli che nomi e "
            "indirizzi siano corretti.",
        ),
    ),
    "subject": (
        (
            "Questa clausola descrive che cosa copre il contratto, per esempio quale abitazione, stanze e "
            "pertinenze sono locate.",
        ),
        (
            "Solo ciò che è indicato qui fa parte del contratto. Confronti la descrizione con la realtà, per "
            "esempio alla consegna.",
        ),
    ),
    "term": (
        (
            "Il contratto inizia il {date}. La clausola dice anche quanto dura e se finisce da solo.",
            "Questa clausola dice quando inizia il contratto, quanto dura e se finisce da solo.",
        ),
        (
            "Faccia attenzione al periodo indicato ({duration}): durante una durata fissa o minima spesso non può "
            "chiudere il contratto prima.",
            "Controlli se il contratto è a tempo indeterminato o finisce a una data fissa: da questo dipende quando "
            "può uscirne.",
        ),
    ),
    "rent": (
        ("Questa clausola fissa il canone. Cita questi importi: {amounts}.", "Questa clausola fissa il canone."),
        ("È ciò che lei paga ogni mese. Controlli quali costi sono inclusi e quali si aggiungono.",),
    ),
    "utilities": (
        (
            "Questa clausola riguarda le spese accessorie (riscaldamento, acqua, spese condominiali) e come si "
            "pagano. Importi citati: {amounts}.",
            "Questa clausola riguarda le spese accessorie (riscaldamento, acqua, spese condominiali) e come si pagano.",
        ),
        (
            "Gli acconti di solito si conguagliano una volta l'anno: può ricevere un rimborso o dover pagare di "
            "più. Conservi il rendiconto annuale e lo controlli.",
        ),
    ),
    "deposit": (
        ("Lei versa un deposito cauzionale di {amount}.", "Lei versa un deposito cauzionale."),
        (
            "Il deposito garantisce i crediti del locatore. Dopo il trasloco le viene restituito, meno le "
            "trattenute giustificate. Conservi la prova del pagamento e dello stato dell'abitazione.",
        ),
    ),
    "payment": (
        ("Questa clausola dice quando e come lei paga, per esempio la scadenza e il conto.",),
        (
            "Paghi puntualmente e nel modo previsto. Un ritardo può costare spese o interessi; per un affitto può "
            "portare perfino alla risoluzione.",
        ),
    ),
    "rent_increase": (
        (
            "Questa clausola dice se e come il canone può aumentare (a scaglioni, in base a un indice o secondo la "
            "legge).",
        ),
        (
            "Mostra di quanto e quanto spesso il canone può salire. Controlli date e limiti prima di accettare un "
            "aumento.",
        ),
    ),
    "notice": (
        (
            "Questa clausola dice come si può chiudere il contratto. Termini citati: {durations}.",
            "Questa clausola dice come si può chiudere il contratto e quali termini di preavviso valgono.",
        ),
        (
            "La disdetta di solito va data per iscritto e deve arrivare in tempo. Se perde il termine, il contratto "
            "dura più a lungo.",
        ),
    ),
    "renovation": (
        ("Questa clausola dice chi deve fare i lavori di tinteggiatura e rinfresco durante la locazione o alla fine.",),
        (
            "Questi lavori possono costare molto. I tribunali (in Germania, per esempio) annullano spesso gli "
            "obblighi rigidi, come scadenze fisse o lavori a prescindere dallo stato. Controlli prima di pagare.",
        ),
    ),
    "repairs": (
        (
            "Questa clausola dice chi paga le riparazioni e la manutenzione. Importi citati: {amounts}.",
            "Questa clausola dice chi paga le riparazioni e la manutenzione.",
        ),
        (
            "Segnali subito i danni al locatore. Se deve pagare le piccole riparazioni, ci deve essere un limite "
            "per riparazione e per anno.",
        ),
    ),
    "pets": (
        ("Questa clausola dice se può tenere animali e se le serve un permesso.",),
        (
            "Un animale senza il permesso necessario può portare a un richiamo o perfino alla risoluzione. Chieda "
            "per iscritto e conservi la risposta.",
        ),
    ),
    "subletting": (
        ("Questa clausola dice se può dare l'abitazione, o una parte, in affitto ad altri.",),
        (
            "Sublocare senza permesso può essere un motivo per chiudere la locazione. Ottenga prima il consenso "
            "per iscritto.",
        ),
    ),
    "use": (
        (
            "Questa clausola fissa regole d'uso, per esempio il regolamento, gli orari di silenzio o le modifiche "
            "all'abitazione.",
        ),
        ("Violare queste regole più volte può portare a richiami e, nei casi gravi, alla risoluzione.",),
    ),
    "access": (
        (
            "Questa clausola dice quando il locatore o altri possono entrare nell'abitazione, per esempio per "
            "riparazioni o visite.",
        ),
        ("Il locatore di solito deve avvisare prima e avere un motivo. Non può entrare quando vuole.",),
    ),
    "handover": (
        ("Questa clausola descrive lo stato dell'abitazione alla consegna o alla riconsegna.",),
        (
            "Documenti lo stato con foto e un verbale firmato all'ingresso e all'uscita. La protegge da richieste "
            "successive.",
        ),
    ),
    "liability": (
        ("Questa clausola dice chi risponde dei danni e dove la responsabilità è limitata.",),
        (
            "Qui si decide chi paga se qualcosa va storto. I limiti di responsabilità di solito non possono "
            "escludere il dolo, la colpa grave e i danni alla vita e alla salute.",
        ),
    ),
    "warranty": (
        (
            "Questa clausola descrive i suoi diritti se un prodotto o un servizio è difettoso: riparazione, "
            "sostituzione, riduzione del prezzo o rimborso.",
        ),
        (
            "Faccia attenzione al termine indicato ({duration}). Segnali subito i difetti e conservi lo scontrino.",
            "La garanzia legale dei consumatori non si può semplicemente escludere. Segnali subito i difetti e "
            "conservi lo scontrino.",
        ),
    ),
    "withdrawal": (
        (
            "Questa clausola spiega il suo diritto di recesso. Termine citato: {duration}.",
            "Questa clausola spiega il suo diritto di recedere dal contratto senza motivo.",
        ),
        (
            "Può recedere entro {duration} senza dare motivi. Basta una dichiarazione chiara, per esempio per "
            "lettera o e-mail.",
            "Entro il termine di recesso può annullare il contratto senza motivo. Basta una dichiarazione chiara, "
            "per esempio per lettera o e-mail.",
        ),
    ),
    "data_protection": (
        ("Questa clausola dice quali dati personali sono trattati, per quale scopo e su quale base giuridica.",),
        (
            "Lei ha diritto di accedere ai suoi dati, di farli correggere e cancellare. Può anche rivolgersi a "
            "un'autorità per la protezione dei dati.",
        ),
    ),
    "jurisdiction": (
        ("Questa clausola dice quale tribunale è competente per le controversie.",),
        (
            "Se lei è consumatore o inquilino, spesso non le si può imporre un tribunale lontano. Le norme di "
            "legge di solito la tutelano comunque.",
        ),
    ),
    "applicable_law": (
        ("Questa clausola dice quale legge si applica al contratto.",),
        (
            "Come consumatore di solito conserva la tutela della legge del paese in cui vive, anche se si sceglie "
            "un'altra legge.",
        ),
    ),
    "dispute_resolution": (
        (
            "Questa clausola cita modi per risolvere le controversie senza processo, come una piattaforma online "
            "o un organismo di conciliazione.",
        ),
        ("La conciliazione può costare meno di un processo. Controlli se l'azienda è disposta a partecipare.",),
    ),
    "probation": (
        (
            "Questa clausola fissa un periodo di prova di {months}.",
            "Questa clausola fissa un periodo di prova all'inizio del rapporto di lavoro.",
        ),
        (
            "Durante il periodo di prova entrambe le parti possono chiudere il rapporto con un breve preavviso. "
            "Usi questo tempo per capire se il posto fa per lei.",
        ),
    ),
    "working_time": (
        (
            "Questa clausola fissa il suo orario di lavoro: {hours}.",
            "Questa clausola fissa il suo orario di lavoro e come è organizzato.",
        ),
        (
            "L'orario decide quanto lavora per la sua retribuzione. Le ore in più sono straordinari: controlli se "
            "e come vengono pagati.",
        ),
    ),
    "pay": (
        (
            "Questa clausola fissa la sua retribuzione. Importi citati: {amounts}.",
            "Questa clausola fissa la sua retribuzione e quando viene pagata.",
        ),
        (
            "Controlli se gli importi sono lordi o netti e quando scadono. I pagamenti extra volontari spesso "
            "possono essere tolti in seguito.",
        ),
    ),
    "overtime": (
        (
            "Questa clausola dice se deve fare straordinari e come vengono compensati. Cita {hours}.",
            "Questa clausola dice se deve fare straordinari e come vengono compensati.",
        ),
        (
            "Le clausole secondo cui gli straordinari sono compresi nello stipendio valgono solo entro limiti "
            "chiari. Annoti le sue ore in più.",
        ),
    ),
    "holiday": (
        ("Lei ha diritto a {days} di ferie pagate all'anno.", "Questa clausola fissa le sue ferie pagate."),
        (
            "Le ferie non godute possono scadere a fine anno o a una data successiva. Le pianifichi e le chieda in "
            "tempo.",
        ),
    ),
    "sick_leave": (
        (
            "Questa clausola dice cosa fare in caso di malattia: avvisare subito il datore di lavoro e quando "
            "presentare un certificato medico.",
        ),
        (
            "Se avvisa tardi, rischia un richiamo. In Germania di solito la retribuzione continua fino a sei "
            "settimane di malattia.",
        ),
    ),
    "confidentiality": (
        ("Lei deve mantenere riservate le informazioni aziendali, spesso anche dopo la fine del rapporto.",),
        (
            "Una violazione può portare al licenziamento e a richieste di risarcimento. Restituisca documenti e "
            "dati quando se ne va.",
        ),
    ),
    "non_compete": (
        (
            "Dopo la fine del rapporto non può lavorare per concorrenti per {months}.",
            "Questa clausola limita il lavoro per concorrenti dopo la fine del rapporto.",
        ),
        (
            "In Germania un tale divieto la vincola solo se il datore paga un'indennità di almeno la metà "
            "dell'ultima retribuzione. La clausola cita {percent}.",
            "In Germania un tale divieto la vincola solo se il datore paga un'indennità di almeno la metà "
            "dell'ultima retribuzione. Controlli indennità e durata.",
        ),
    ),
    "side_jobs": (
        ("Questa clausola dice se può avere un secondo lavoro e se le serve un permesso.",),
        (
            "Il datore di lavoro può rifiutare solo per buoni motivi, per esempio concorrenza o troppe ore. Chieda "
            "per iscritto.",
        ),
    ),
    "job": (
        (
            "Il suo lavoro inizia il {date}. La clausola descrive anche il ruolo, le mansioni e il luogo di lavoro.",
            "Questa clausola descrive il suo lavoro: inizio, ruolo, mansioni e luogo di lavoro.",
        ),
        (
            "Più ampia è la descrizione, più altre mansioni il datore può assegnarle. Controlli che corrisponda a "
            "quanto concordato.",
        ),
    ),
    "forfeiture": (
        (
            "I diritti derivanti dal rapporto di lavoro vanno fatti valere entro {duration}, altrimenti si perdono.",
            "Questa clausola fissa un termine di decadenza: i diritti non fatti valere in tempo si perdono.",
        ),
        (
            "È facile non accorgersene. Stipendi o straordinari non pagati possono andare persi per sempre se non "
            "li chiede in tempo, di solito per iscritto.",
        ),
    ),
    "tax_assessment": (
        (
            "Qui è indicata l'imposta determinata dall'ufficio delle imposte. Importi citati: {amounts}.",
            "Qui è indicata l'imposta determinata dall'ufficio delle imposte.",
        ),
        (
            "Confronti le cifre con la sua dichiarazione. Parole come «provvisorio» o «con riserva di verifica» "
            "significano che l'ufficio può ancora modificarlo.",
        ),
    ),
    "tax_settlement": (
        (
            "Qui si fa il conto: imposta determinata meno quanto già pagato. Sono citati {amounts} e la data {date}.",
            "Qui si fa il conto: imposta determinata meno quanto già pagato. Sono citati {amounts}.",
            "Qui si fa il conto: imposta determinata meno quanto già pagato.",
        ),
        (
            "Se deve pagare, paghi entro il {date}, anche se fa ricorso. Altrimenti si aggiungono maggiorazioni "
            "per il ritardo.",
            "Se deve pagare, paghi entro la data indicata, anche se fa ricorso. Un rimborso viene versato sul suo "
            "conto.",
        ),
    ),
    "tax_basis": (
        ("Qui sono indicate le basi dell'imposta: redditi, deduzioni e reddito imponibile.",),
        (
            "Controlli che tutti i suoi redditi e costi siano stati considerati come nella dichiarazione. Le "
            "differenze sono spiegate nelle note.",
        ),
    ),
    "tax_explanations": (
        ("Qui l'ufficio spiega dove si è discostato dalla sua dichiarazione, o perché alcune parti sono provvisorie.",),
        (
            "Legga queste note con attenzione: mostrano che cosa non è stato accettato. Se non è d'accordo, può "
            "fare ricorso e inviare documenti.",
        ),
    ),
    "objection": (
        (
            "Qui si spiega come può contestare la decisione, e il termine per farlo: {duration}.",
            "Qui si spiega come e dove può contestare la decisione.",
        ),
        (
            "Se lascia passare il termine, la decisione di solito diventa definitiva. Basta un ricorso scritto "
            "all'ufficio indicato; non deve essere lungo.",
        ),
    ),
    "deadline": (
        (
            "Qui le viene fissata una scadenza: {date}.",
            "Qui le viene fissato un termine: {duration}.",
            "Qui le viene fissato un termine per agire o rispondere.",
        ),
        ("Segni la data sul calendario. Se non reagisce in tempo, si può decidere senza sentire la sua versione.",),
    ),
    "obligation_to_cooperate": (
        ("Qui le si chiedono informazioni o documenti, e si spiega il suo obbligo di collaborare.",),
        (
            "Se non collabora, le prestazioni possono essere negate o revocate. Invii in tempo ciò che è richiesto, "
            "o spieghi perché non può.",
        ),
    ),
    "benefits": (
        (
            "Qui si parla di prestazioni sociali: quali, per quale periodo e di quale importo. Importi citati: "
            "{amounts}.",
            "Qui si parla di prestazioni sociali: quali, per quale periodo e di quale importo.",
        ),
        (
            "Controlli il periodo e gli importi. Comunichi subito i cambiamenti di reddito o di famiglia, "
            "altrimenti potrebbe dover restituire denaro.",
        ),
    ),
    "delivery": (
        ("Questa clausola riguarda la consegna: dove viene spedita la merce, quanto ci vuole e quanto costa.",),
        (
            "Se la consegna è in ritardo, può fissare un termine e poi recedere. Il rischio di solito passa a lei "
            "solo quando riceve la merce.",
        ),
    ),
    "prices": (
        (
            "Questa clausola spiega i prezzi: se l'IVA è inclusa e quali costi extra, come la spedizione, si "
            "aggiungono.",
        ),
        (
            "Il prezzo finale deve essere chiaro prima dell'ordine. Non deve pagare costi extra di cui non è stato "
            "informato prima.",
        ),
    ),
    "contract_formation": (
        ("Questa clausola spiega quando si conclude il contratto, per esempio quando il suo ordine viene accettato.",),
        (
            "Fino ad allora il venditore può ancora rifiutare l'ordine. Una conferma automatica spesso non è "
            "ancora un'accettazione.",
        ),
    ),
    "scope": (
        ("Questa clausola dice a quali contratti e a quali clienti si applicano queste condizioni.",),
        (
            "Controlli se lei è considerato consumatore o professionista: i consumatori hanno una tutela di legge "
            "in più.",
        ),
    ),
    "severability": (
        ("Se una clausola è nulla, il resto del contratto vale comunque.",),
        (
            "Al posto della clausola nulla di solito si applica la norma di legge. Questa clausola non rende valida "
            "una clausola abusiva.",
        ),
    ),
    "written_form": (
        ("Modifiche e aggiunte al contratto devono essere fatte per iscritto.",),
        (
            "Si faccia confermare ogni accordo per iscritto, per esempio per lettera o e-mail. Le promesse a voce "
            "sono difficili da provare.",
        ),
    ),
    "signatures": (
        ("Luogo, data e firme delle parti.",),
        ("Con la firma le parti accettano il contratto. Conservi una copia firmata.",),
    ),
    "insurance_cover": (
        ("Questa clausola descrive che cosa è assicurato, che cosa è escluso e la franchigia a suo carico.",),
        ("Legga bene le esclusioni: decidono quando l'assicurazione non paga. Denunci subito i sinistri.",),
    ),
    "loan_interest": (
        (
            "Questa clausola fissa gli interessi e il rimborso del prestito. Tassi citati: {percents}.",
            "Questa clausola fissa gli interessi e il rimborso del prestito.",
        ),
        ("Il TAEG mostra il costo totale del prestito. Lo confronti e controlli i costi del rimborso anticipato.",),
    ),
}

UNITS = {
    "day": ("giorno", "giorni"),
    "working_day": ("giorno lavorativo", "giorni lavorativi"),
    "calendar_day": ("giorno di calendario", "giorni di calendario"),
    "week": ("settimana", "settimane"),
    "month": ("mese", "mesi"),
    "year": ("anno", "anni"),
    "hour": ("ora", "ore"),
    "monthly_rent": ("mensilità di canone", "mensilità di canone"),
    "monthly_salary": ("mensilità di stipendio", "mensilità di stipendio"),
}

TEXT = {
    "also": "La clausola cita anche: {items}.",
    "kind_amounts": "importi {items}",
    "kind_durations": "periodi {items}",
    "kind_dates": "date {items}",
    "kind_percents": "percentuali {items}",
    "kind_sections": "norme {items}",
    "generic_t": "Klartext non ha potuto collegare questo passo a un tipo di clausola noto.",
    "generic_t_values": "Cita: {items}.",
    "generic_t_duty": "Contiene formule vincolanti ({words}): qualcuno deve fare qualcosa, o non può farla.",
    "generic_e": "Legga con attenzione questo passo nell'originale. Controlli chi deve fare che cosa, entro quando, "
    "e che cosa succede altrimenti.",
    "generic_e_values": "Le cifre e le date che cita possono essere importanti per lei.",
    "empty_t": "Questo passo non contiene testo da spiegare.",
    "empty_e": "Qui non c'è nulla da notare.",
    "summary_parts": "Klartext lo spiega in {count} parti.",
    "summary_amounts": "Importi principali: {items}.",
    "summary_dates": "Date: {items}.",
    "summary_topics": "Temi principali: {items}.",
    "summary_deadlines": "Scadenze e date: {items}.",
    "summary_language": "Il documento è scritto in {language}.",
    "offline_note": "Queste spiegazioni vengono dal motore offline: descrivono che cosa significano di solito le "
    "clausole di questo tipo e citano le cifre del testo. Non valutano la formulazione esatta.",
}

LABELS = {
    "title": "{category}: spiegato in parole semplici",
    "summary": "Riepilogo",
    "clause": "Parte {number}",
    "plain": "In parole semplici:",
    "why": "Perché è importante:",
    "norms": "Norme:",
    "related": "norma collegata, per approfondire",
    "deadlines": "Scadenze e date",
    "amounts": "Importi",
    "warnings": "Da sapere",
    "removed": "Rimosso prima dell'analisi: {items}",
    "source": "Fonte: [{name}]({url})",
    "topics": "Temi",
    "engine_offline": "Spiegato dal motore offline (senza modello di IA).",
    "engine_llm": "Spiegato con l'aiuto di un modello di IA ({model}).",
    "computed": "calcolato",
    "page": "pagina {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "canone",
    "deposit": "deposito cauzionale",
    "utilities": "spese accessorie",
    "back_payment": "importo da versare",
    "refund": "rimborso",
    "prepayment": "acconto",
    "fee": "commissione o spesa",
    "salary": "retribuzione",
    "tax": "imposta accertata",
    "fine": "sovrattassa o sanzione",
    "damages": "risarcimento o penale",
    "price": "prezzo",
    "other": "importo",
}

PERSONAL_DATA = {
    "person": ("nome", "nomi"),
    "address": ("indirizzo", "indirizzi"),
    "email": ("indirizzo e-mail", "indirizzi e-mail"),
    "phone": ("numero di telefono", "numeri di telefono"),
    "iban": ("conto bancario", "conti bancari"),
    "bic": ("codice bancario", "codici bancari"),
    "tax_id": ("codice fiscale", "codici fiscali"),
    "social_security": ("numero di previdenza sociale", "numeri di previdenza sociale"),
    "health_insurance": ("numero di assicurazione sanitaria", "numeri di assicurazione sanitaria"),
    "id_number": ("numero di documento d'identità", "numeri di documento d'identità"),
    "licence_plate": ("targa", "targhe"),
    "date_of_birth": ("data di nascita", "date di nascita"),
    "customer_number": ("numero cliente", "numeri cliente"),
    "other": ("altro dato", "altri dati"),
}

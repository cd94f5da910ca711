"""Deutsche Texte der Offline-Engine und der Markdown-Ausgabe (Daten). Aufbau wie app/i18n/offline_en.py."""

from __future__ import annotations

LANGUAGE_NAMES = {
    "de": "Deutsch",
    "en": "Englisch",
    "es": "Spanisch",
    "fr": "Französisch",
    "it": "Italienisch",
    "pt": "Portugiesisch",
}

CATEGORY_NAMES = {
    "rental_contract": "Mietvertrag",
    "employment_contract": "Arbeitsvertrag",
    "tax_assessment": "Steuerbescheid",
    "authority_letter": "Schreiben einer Behörde",
    "terms_and_conditions": "Allgemeine Geschäftsbedingungen",
    "termination_letter": "Kündigungsschreiben",
    "insurance": "Versicherungsvertrag",
    "purchase": "Kaufvertrag",
    "loan": "Darlehensvertrag",
    "telecom_utility_contract": "Telefon-, Internet- oder Energievertrag",
    "other": "Rechtliches Dokument",
}

CATEGORY_SUMMARY = {
    "rental_contract": "Das ist ein Mietvertrag zwischen einem Vermieter und einem Mieter.",
    "employment_contract": "Das ist ein Arbeitsvertrag zwischen einem Arbeitgeber und einem Arbeitnehmer.",
    "tax_assessment": "Das ist ein Steuerbescheid: Das Finanzamt teilt Ihnen mit, wie viel Steuer Sie für ein "
    "Jahr zahlen müssen.",
    "authority_letter": "Das ist ein Schreiben einer Behörde an Sie.",
    "terms_and_conditions": "Das sind Allgemeine Geschäftsbedingungen: die Regeln, die ein Unternehmen für seine "
    "Verträge mit Kunden festlegt.",
    "termination_letter": "Das ist eine Kündigung: Eine Seite beendet einen Vertrag.",
    "insurance": "Das ist ein Versicherungsvertrag zwischen einem Versicherer und einem Versicherungsnehmer.",
    "purchase": "Das ist ein Kaufvertrag zwischen einem Verkäufer und einem Käufer.",
    "loan": "Das ist ein Darlehensvertrag zwischen einem Darlehensgeber und einem Darlehensnehmer.",
    "telecom_utility_contract": "Das ist ein Liefervertrag (Telefon, Internet oder Energie) zwischen einem Anbieter "
    "und einem Kunden.",
    "other": "Das ist ein rechtliches Dokument.",
}

TOPIC_LABELS = {
    "parties": "Vertragsparteien",
    "subject": "Gegenstand des Vertrags",
    "term": "Beginn und Dauer",
    "rent": "Miete",
    "utilities": "Nebenkosten",
    "deposit": "Kaution",
    "payment": "Zahlung",
    "rent_increase": "Mieterhöhung",
    "notice": "Kündigung",
    "renovation": "Schönheitsreparaturen",
    "repairs": "Reparaturen und Instandhaltung",
    "pets": "Haustiere",
    "subletting": "Untervermietung",
    "use": "Nutzung und Hausordnung",
    "access": "Betreten der Wohnung",
    "handover": "Übergabe und Rückgabe",
    "liability": "Haftung",
    "warranty": "Gewährleistung",
    "withdrawal": "Widerrufsrecht",
    "data_protection": "Datenschutz",
    "jurisdiction": "Gerichtsstand",
    "applicable_law": "Anwendbares Recht",
    "dispute_resolution": "Streitbeilegung",
    "probation": "Probezeit",
    "working_time": "Arbeitszeit",
    "pay": "Vergütung",
    "overtime": "Überstunden",
    "holiday": "Urlaub",
    "sick_leave": "Krankheit",
    "confidentiality": "Verschwiegenheit",
    "non_compete": "Wettbewerbsverbot",
    "side_jobs": "Nebentätigkeit",
    "job": "Tätigkeit und Arbeitsort",
    "forfeiture": "Ausschlussfristen",
    "tax_assessment": "Festgesetzte Steuer",
    "tax_settlement": "Nachzahlung oder Erstattung",
    "tax_basis": "Besteuerungsgrundlagen",
    "tax_explanations": "Erläuterungen des Finanzamts",
    "objection": "Einspruch und Widerspruch",
    "deadline": "Frist",
    "obligation_to_cooperate": "Mitwirkungspflicht",
    "benefits": "Leistungen",
    "delivery": "Lieferung",
    "prices": "Preise",
    "contract_formation": "Vertragsschluss",
    "scope": "Geltungsbereich",
    "severability": "Unwirksame Klauseln",
    "written_form": "Schriftform",
    "signatures": "Unterschriften",
    "insurance_cover": "Versicherungsschutz",
    "loan_interest": "Zinsen und Tilgung",
    "other": "Sonstiges",
}

TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "parties": (
        ("Hier stehen die Vertragsparteien: wer mit wem den Vertrag schließt und in welcher Rolle.",),
        (
            "Nur die hier genannten Personen oder Firmen haben Rechte und Pflichten aus dem Vertrag. "
            "Prüfen Sie, ob Namen und Anschriften stimmen.",
        ),
    ),
    "subject": (
        (
            "Diese Klausel beschreibt, worum es im Vertrag geht, zum Beispiel welche Wohnung, Räume und "
            "Nebenräume vermietet werden.",
        ),
        (
            "Nur was hier steht, gehört zum Vertrag. Vergleichen Sie die Beschreibung mit der Wirklichkeit, "
            "zum Beispiel bei der Übergabe.",
        ),
    ),
    "term": (
        (
            "Der Vertrag beginnt am {date}. Die Klausel sagt auch, wie lange er läuft und ob er von selbst endet.",
            "Diese Klausel sagt, wann der Vertrag beginnt, wie lange er läuft und ob er von selbst endet.",
        ),
        (
            "Achten Sie auf den genannten Zeitraum ({duration}): Während einer festen Laufzeit oder eines "
            "Kündigungsverzichts können Sie oft nicht vorzeitig kündigen.",
            "Prüfen Sie, ob der Vertrag unbefristet ist oder zu einem festen Datum endet. Davon hängt ab, wann Sie "
            "aus ihm herauskommen.",
        ),
    ),
    "rent": (
        (
            "Diese Klausel legt die Miete fest. Sie nennt diese Beträge: {amounts}.",
            "Diese Klausel legt die Miete fest.",
        ),
        ("Das zahlen Sie jeden Monat. Prüfen Sie, welche Kosten enthalten sind und welche dazukommen.",),
    ),
    "utilities": (
        (
            "Diese Klausel regelt die Nebenkosten (Heizung, Wasser, Betriebskosten) und wie sie bezahlt werden. "
            "Genannte Beträge: {amounts}.",
            "Diese Klausel regelt die Nebenkosten (Heizung, Wasser, Betriebskosten) und wie sie bezahlt werden.",
        ),
        (
            "Über die Vorauszahlungen wird meist einmal im Jahr abgerechnet: Sie bekommen Geld zurück oder müssen "
            "nachzahlen. Heben Sie die Abrechnung auf und prüfen Sie sie.",
        ),
    ),
    "deposit": (
        ("Sie leisten eine Kaution von {amount}.", "Sie leisten eine Kaution."),
        (
            "Die Kaution sichert Ansprüche des Vermieters. Nach dem Auszug bekommen Sie sie zurück, abzüglich "
            "berechtigter Forderungen. Bewahren Sie den Zahlungsnachweis und Belege über den Zustand der Wohnung "
            "auf.",
        ),
    ),
    "payment": (
        ("Diese Klausel sagt, wann und wie Sie zahlen, zum Beispiel Fälligkeit und Konto.",),
        (
            "Zahlen Sie pünktlich und wie vereinbart. Verspätete Zahlung kann Gebühren oder Zinsen kosten; bei "
            "einer Miete kann sie sogar zur Kündigung führen.",
        ),
    ),
    "rent_increase": (
        (
            "Diese Klausel sagt, ob und wie die Miete steigen kann (Staffelmiete, Indexmiete oder die gesetzlichen "
            "Regeln).",
        ),
        (
            "Hier steht, wie stark und wie oft Ihre Miete steigen darf. Prüfen Sie Fristen und Grenzen, bevor Sie "
            "einer Erhöhung zustimmen.",
        ),
    ),
    "notice": (
        (
            "Diese Klausel sagt, wie der Vertrag beendet werden kann. Genannte Fristen: {durations}.",
            "Diese Klausel sagt, wie der Vertrag beendet werden kann und welche Kündigungsfristen gelten.",
        ),
        (
            "Eine Kündigung muss meist schriftlich sein und rechtzeitig ankommen. Verpassen Sie die Frist, läuft "
            "der Vertrag länger.",
        ),
    ),
    "renovation": (
        (
            "Diese Klausel sagt, wer Schönheitsreparaturen machen muss, etwa Wände und Türen streichen, während der "
            "Mietzeit oder beim Auszug.",
        ),
        (
            "Solche Arbeiten können teuer sein. Gerichte erklären starre Pflichten oft für unwirksam, etwa feste "
            "Fristen oder Renovierung unabhängig vom Zustand. Prüfen Sie das, bevor Sie zahlen.",
        ),
    ),
    "repairs": (
        (
            "Diese Klausel sagt, wer Reparaturen und Instandhaltung bezahlt. Genannte Beträge: {amounts}.",
            "Diese Klausel sagt, wer Reparaturen und Instandhaltung bezahlt.",
        ),
        (
            "Melden Sie Schäden dem Vermieter schnell. Müssen Sie kleine Reparaturen bezahlen, braucht es eine "
            "Grenze pro Reparatur und pro Jahr.",
        ),
    ),
    "pets": (
        ("Diese Klausel sagt, ob Sie Tiere halten dürfen und ob Sie dafür eine Erlaubnis brauchen.",),
        (
            "Ein Tier ohne nötige Erlaubnis kann zu einer Abmahnung oder sogar zur Kündigung führen. Fragen Sie "
            "schriftlich und heben Sie die Antwort auf.",
        ),
    ),
    "subletting": (
        ("Diese Klausel sagt, ob Sie die Wohnung ganz oder teilweise an andere vermieten dürfen.",),
        (
            "Untervermietung ohne Erlaubnis kann ein Kündigungsgrund sein. Holen Sie die Zustimmung vorher "
            "schriftlich ein.",
        ),
    ),
    "use": (
        ("Diese Klausel regelt die Nutzung, zum Beispiel Hausordnung, Ruhezeiten oder Veränderungen an der Wohnung.",),
        ("Wer immer wieder gegen diese Regeln verstößt, riskiert Abmahnungen und in schweren Fällen die Kündigung.",),
    ),
    "access": (
        (
            "Diese Klausel sagt, wann der Vermieter oder andere die Wohnung betreten dürfen, etwa für Reparaturen "
            "oder Besichtigungen.",
        ),
        (
            "Der Vermieter muss einen Besuch meist vorher ankündigen und braucht einen Grund. Er darf nicht "
            "einfach jederzeit hinein.",
        ),
    ),
    "handover": (
        ("Diese Klausel beschreibt den Zustand der Wohnung bei der Übergabe oder Rückgabe.",),
        (
            "Halten Sie den Zustand beim Einzug und Auszug mit Fotos und einem unterschriebenen Protokoll fest. "
            "Das schützt Sie vor späteren Forderungen.",
        ),
    ),
    "liability": (
        ("Diese Klausel sagt, wer für Schäden haftet und wo die Haftung begrenzt ist.",),
        (
            "Hier entscheidet sich, wer zahlt, wenn etwas schiefgeht. Für Vorsatz, grobe Fahrlässigkeit und "
            "Schäden an Leben und Gesundheit lässt sich die Haftung meist nicht ausschließen.",
        ),
    ),
    "warranty": (
        (
            "Diese Klausel beschreibt Ihre Rechte, wenn eine Ware oder Leistung mangelhaft ist: Reparatur, "
            "Ersatz, Preisminderung oder Geld zurück.",
        ),
        (
            "Achten Sie auf die genannte Frist ({duration}). Melden Sie Mängel schnell und bewahren Sie den Beleg auf.",
            "Die gesetzlichen Gewährleistungsrechte von Verbrauchern können nicht einfach ausgeschlossen werden. "
            "Melden Sie Mängel schnell und bewahren Sie den Beleg auf.",
        ),
    ),
    "withdrawal": (
        (
            "Diese Klausel erklärt Ihr Widerrufsrecht. Genannte Frist: {duration}.",
            "Diese Klausel erklärt Ihr Recht, den Vertrag ohne Angabe von Gründen zu widerrufen.",
        ),
        (
            "Die Widerrufsfrist beträgt {duration}. In dieser Zeit können Sie ohne Begründung widerrufen; eine klare "
            "Erklärung, etwa per Brief oder E-Mail, genügt.",
            "Innerhalb der Widerrufsfrist können Sie ohne Begründung widerrufen. Eine klare Erklärung, etwa per "
            "Brief oder E-Mail, genügt.",
        ),
    ),
    "data_protection": (
        ("Diese Klausel sagt, welche persönlichen Daten verarbeitet werden, wofür und auf welcher Rechtsgrundlage.",),
        (
            "Sie haben ein Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten. Sie können sich auch bei "
            "einer Datenschutzbehörde beschweren.",
        ),
    ),
    "jurisdiction": (
        ("Diese Klausel sagt, welches Gericht für Streitigkeiten zuständig ist.",),
        (
            "Als Verbraucher oder Mieter kann Ihnen ein weit entferntes Gericht oft nicht vorgeschrieben werden. "
            "Die gesetzlichen Regeln schützen Sie meist trotzdem.",
        ),
    ),
    "applicable_law": (
        ("Diese Klausel sagt, welches Recht für den Vertrag gilt.",),
        (
            "Als Verbraucher behalten Sie meist den Schutz des Rechts Ihres Wohnsitzlandes, auch wenn ein anderes "
            "Recht gewählt wird.",
        ),
    ),
    "dispute_resolution": (
        (
            "Diese Klausel nennt Wege, Streit ohne Gericht zu lösen, etwa eine Online-Plattform oder eine "
            "Schlichtungsstelle.",
        ),
        ("Eine Schlichtung kann günstiger sein als ein Prozess. Prüfen Sie, ob das Unternehmen überhaupt teilnimmt.",),
    ),
    "probation": (
        (
            "Die Probezeit dauert {months}.",
            "Diese Klausel legt eine Probezeit am Anfang des Arbeitsverhältnisses fest.",
        ),
        (
            "In der Probezeit können beide Seiten mit kurzer Frist kündigen. Nutzen Sie die Zeit, um zu prüfen, ob "
            "die Stelle zu Ihnen passt.",
        ),
    ),
    "working_time": (
        (
            "Diese Klausel legt Ihre Arbeitszeit fest: {hours}.",
            "Diese Klausel legt Ihre Arbeitszeit fest und wie sie verteilt wird.",
        ),
        (
            "Die Arbeitszeit bestimmt, wie viel Sie für Ihr Gehalt arbeiten. Stunden darüber hinaus sind "
            "Überstunden: Prüfen Sie, ob und wie sie bezahlt werden.",
        ),
    ),
    "pay": (
        (
            "Diese Klausel legt Ihre Vergütung fest. Genannte Beträge: {amounts}.",
            "Diese Klausel legt Ihre Vergütung fest und wann sie gezahlt wird.",
        ),
        (
            "Prüfen Sie, ob die Beträge brutto oder netto sind und wann sie fällig werden. Freiwillige "
            "Sonderzahlungen können oft später gestrichen werden.",
        ),
    ),
    "overtime": (
        (
            "Diese Klausel sagt, ob Sie Überstunden leisten müssen und wie sie ausgeglichen werden. Sie nennt {hours}.",
            "Diese Klausel sagt, ob Sie Überstunden leisten müssen und wie sie ausgeglichen werden.",
        ),
        (
            "Klauseln, nach denen Überstunden mit dem Gehalt abgegolten sind, gelten nur in klaren Grenzen. "
            "Schreiben Sie Ihre Überstunden auf.",
        ),
    ),
    "holiday": (
        ("Sie haben Anspruch auf {days} bezahlten Urlaub im Jahr.", "Diese Klausel regelt Ihren bezahlten Urlaub."),
        (
            "Nicht genommener Urlaub kann am Jahresende oder zu einem späteren Stichtag verfallen. Planen und "
            "beantragen Sie ihn rechtzeitig.",
        ),
    ),
    "sick_leave": (
        (
            "Diese Klausel sagt, was Sie bei Krankheit tun müssen: den Arbeitgeber sofort informieren und wann Sie "
            "eine ärztliche Bescheinigung brauchen.",
        ),
        (
            "Wer sich zu spät krankmeldet, riskiert eine Abmahnung. In Deutschland bekommen Sie Ihr Gehalt bei "
            "Krankheit meist bis zu sechs Wochen weiter.",
        ),
    ),
    "confidentiality": (
        ("Sie müssen Geschäftsgeheimnisse für sich behalten, oft auch nach dem Ende des Arbeitsverhältnisses.",),
        (
            "Ein Verstoß kann zur Kündigung und zu Schadensersatz führen. Geben Sie Unterlagen und Daten beim "
            "Ausscheiden zurück.",
        ),
    ),
    "non_compete": (
        (
            "Nach dem Ende des Arbeitsverhältnisses dürfen Sie {months} lang nicht für Konkurrenten arbeiten.",
            "Diese Klausel verbietet Ihnen, nach dem Ende des Arbeitsverhältnisses für Konkurrenten zu arbeiten.",
        ),
        (
            "Ein solches Verbot bindet Sie in Deutschland nur, wenn der Arbeitgeber mindestens die Hälfte Ihrer "
            "letzten Bezüge als Entschädigung zahlt. Die Klausel nennt {percent}.",
            "Ein solches Verbot bindet Sie in Deutschland nur, wenn der Arbeitgeber mindestens die Hälfte Ihrer "
            "letzten Bezüge als Entschädigung zahlt. Prüfen Sie Entschädigung und Dauer.",
        ),
    ),
    "side_jobs": (
        ("Diese Klausel sagt, ob Sie einen Nebenjob haben dürfen und ob Sie dafür eine Erlaubnis brauchen.",),
        (
            "Ihr Arbeitgeber darf einen Nebenjob nur aus gutem Grund ablehnen, etwa wegen Konkurrenz oder zu "
            "vieler Stunden. Fragen Sie schriftlich.",
        ),
    ),
    "job": (
        (
            "Ihre Arbeit beginnt am {date}. Die Klausel beschreibt auch Ihre Stelle, Ihre Aufgaben und den Arbeitsort.",
            "Diese Klausel beschreibt Ihre Arbeit: Beginn, Stelle, Aufgaben und Arbeitsort.",
        ),
        (
            "Je weiter die Beschreibung, desto mehr andere Aufgaben kann Ihnen der Arbeitgeber geben. Prüfen Sie, "
            "ob sie zu dem passt, was vereinbart war.",
        ),
    ),
    "forfeiture": (
        (
            "Ansprüche aus dem Arbeitsverhältnis verfallen, wenn Sie sie nicht rechtzeitig geltend machen "
            "(Frist: {duration}).",
            "Diese Klausel setzt eine Ausschlussfrist: Ansprüche, die nicht rechtzeitig geltend gemacht werden, "
            "verfallen.",
        ),
        (
            "Das übersieht man leicht. Offener Lohn oder Überstunden können endgültig verloren gehen, wenn Sie sie "
            "nicht rechtzeitig, meist schriftlich, fordern.",
        ),
    ),
    "tax_assessment": (
        (
            "Hier steht die Steuer, die das Finanzamt festgesetzt hat. Genannte Beträge: {amounts}.",
            "Hier steht die Steuer, die das Finanzamt festgesetzt hat.",
        ),
        (
            "Vergleichen Sie die Zahlen mit Ihrer Steuererklärung. Wörter wie „vorläufig“ oder „Vorbehalt der "
            "Nachprüfung“ bedeuten, dass das Finanzamt den Bescheid noch ändern kann.",
        ),
    ),
    "tax_settlement": (
        (
            "Hier wird abgerechnet: festgesetzte Steuer minus bereits gezahlte Steuer. Genannt sind {amounts} und "
            "das Datum {date}.",
            "Hier wird abgerechnet: festgesetzte Steuer minus bereits gezahlte Steuer. Genannt sind {amounts}.",
            "Hier wird abgerechnet: festgesetzte Steuer minus bereits gezahlte Steuer.",
        ),
        (
            "Müssen Sie nachzahlen, zahlen Sie bis zum {date}, auch wenn Sie Einspruch einlegen. Sonst kommen "
            "Säumniszuschläge dazu.",
            "Müssen Sie nachzahlen, zahlen Sie bis zum genannten Datum, auch wenn Sie Einspruch einlegen. Eine "
            "Erstattung wird auf Ihr Konto überwiesen.",
        ),
    ),
    "tax_basis": (
        ("Hier stehen die Grundlagen der Steuer: Einkünfte, Abzüge und das zu versteuernde Einkommen.",),
        (
            "Prüfen Sie, ob alle Einnahmen und Kosten so berücksichtigt wurden wie in Ihrer Steuererklärung. "
            "Abweichungen werden in den Erläuterungen begründet.",
        ),
    ),
    "tax_explanations": (
        (
            "Hier erklärt das Finanzamt, wo es von Ihrer Steuererklärung abgewichen ist oder warum Teile vorläufig "
            "sind.",
        ),
        (
            "Lesen Sie diese Hinweise genau: Sie zeigen, was nicht anerkannt wurde. Sind Sie nicht einverstanden, "
            "können Sie Einspruch einlegen und Belege schicken.",
        ),
    ),
    "objection": (
        (
            "Hier steht, wie Sie sich gegen die Entscheidung wehren können, und die Frist dafür: {duration}.",
            "Hier steht, wie und wo Sie sich gegen die Entscheidung wehren können.",
        ),
        (
            "Verpassen Sie die Frist, wird die Entscheidung meist endgültig. Ein schriftlicher Einspruch oder "
            "Widerspruch an die genannte Stelle genügt; er muss nicht lang sein.",
        ),
    ),
    "deadline": (
        (
            "Hier wird Ihnen eine Frist gesetzt: {date}.",
            "Hier wird Ihnen eine Frist gesetzt: {duration}.",
            "Hier wird Ihnen eine Frist gesetzt, in der Sie handeln oder antworten sollen.",
        ),
        (
            "Tragen Sie das Datum in Ihren Kalender ein. Reagieren Sie nicht rechtzeitig, kann ohne Ihre Sicht der "
            "Dinge entschieden werden.",
        ),
    ),
    "obligation_to_cooperate": (
        ("Hier werden Sie um Angaben oder Unterlagen gebeten, und Ihre Pflicht zur Mitwirkung wird erklärt.",),
        (
            "Wirken Sie nicht mit, können Leistungen versagt oder entzogen werden. Schicken Sie das Verlangte "
            "rechtzeitig oder erklären Sie, warum Sie es nicht können.",
        ),
    ),
    "benefits": (
        (
            "Hier geht es um Sozialleistungen: welche, für welchen Zeitraum und in welcher Höhe. Genannte Beträge: "
            "{amounts}.",
            "Hier geht es um Sozialleistungen: welche, für welchen Zeitraum und in welcher Höhe.",
        ),
        (
            "Prüfen Sie Zeitraum und Beträge. Melden Sie Änderungen bei Einkommen oder Haushalt sofort, sonst "
            "müssen Sie vielleicht Geld zurückzahlen.",
        ),
    ),
    "delivery": (
        ("Diese Klausel regelt die Lieferung: wohin geliefert wird, wie lange es dauert und was es kostet.",),
        (
            "Kommt die Lieferung zu spät, können Sie eine Frist setzen und danach vom Vertrag zurücktreten. Das "
            "Risiko geht meist erst auf Sie über, wenn Sie die Ware erhalten.",
        ),
    ),
    "prices": (
        (
            "Diese Klausel erklärt die Preise: ob die Mehrwertsteuer enthalten ist und welche Zusatzkosten, etwa "
            "Versand, dazukommen.",
        ),
        (
            "Der Endpreis muss vor der Bestellung klar sein. Zusatzkosten, über die Sie vorher nicht informiert "
            "wurden, müssen Sie nicht zahlen.",
        ),
    ),
    "contract_formation": (
        ("Diese Klausel erklärt, wann der Vertrag zustande kommt, zum Beispiel wenn Ihre Bestellung angenommen wird.",),
        (
            "Bis dahin kann der Verkäufer Ihre Bestellung noch ablehnen. Eine automatische Bestellbestätigung ist "
            "oft noch keine Annahme.",
        ),
    ),
    "scope": (
        ("Diese Klausel sagt, für welche Verträge und welche Kunden diese Bedingungen gelten.",),
        (
            "Prüfen Sie, ob Sie als Verbraucher oder als Unternehmer gelten: Verbraucher haben zusätzlichen "
            "gesetzlichen Schutz.",
        ),
    ),
    "severability": (
        ("Ist eine Klausel unwirksam, gilt der Rest des Vertrags trotzdem.",),
        (
            "An die Stelle der unwirksamen Klausel tritt dann meist die gesetzliche Regel. Eine unfaire Klausel "
            "wird dadurch nicht wirksam.",
        ),
    ),
    "written_form": (
        ("Änderungen und Ergänzungen des Vertrags müssen schriftlich erfolgen.",),
        (
            "Lassen Sie sich jede Absprache schriftlich bestätigen, etwa per Brief oder E-Mail. Mündliche "
            "Zusagen sind schwer zu beweisen.",
        ),
    ),
    "signatures": (
        ("Ort, Datum und Unterschriften der Vertragsparteien.",),
        ("Mit der Unterschrift nehmen die Parteien den Vertrag an. Bewahren Sie ein unterschriebenes Exemplar auf.",),
    ),
    "insurance_cover": (
        (
            "Diese Klausel beschreibt, was versichert ist, was ausgeschlossen ist und welche Selbstbeteiligung Sie "
            "tragen.",
        ),
        (
            "Lesen Sie die Ausschlüsse genau: Sie entscheiden, wann die Versicherung nicht zahlt. Melden Sie "
            "Schäden sofort.",
        ),
    ),
    "loan_interest": (
        (
            "Diese Klausel regelt Zinsen und Rückzahlung des Darlehens. Genannte Sätze: {percents}.",
            "Diese Klausel regelt Zinsen und Rückzahlung des Darlehens.",
        ),
        (
            "Der effektive Jahreszins zeigt die Gesamtkosten des Kredits. Vergleichen Sie ihn und prüfen Sie die "
            "Kosten einer vorzeitigen Rückzahlung.",
        ),
    ),
}

UNITS = {
    "day": ("Tag", "Tage"),
    "working_day": ("Arbeitstag", "Arbeitstage"),
    "calendar_day": ("Kalendertag", "Kalendertage"),
    "week": ("Woche", "Wochen"),
    "month": ("Monat", "Monate"),
    "year": ("Jahr", "Jahre"),
    "hour": ("Stunde", "Stunden"),
    "monthly_rent": ("Monatsmiete", "Monatsmieten"),
    "monthly_salary": ("Monatsgehalt", "Monatsgehälter"),
}

TEXT = {
    "also": "Die Klausel nennt außerdem: {items}.",
    "kind_amounts": "Beträge {items}",
    "kind_durations": "Zeiträume {items}",
    "kind_dates": "Daten {items}",
    "kind_percents": "Sätze {items}",
    "kind_sections": "Vorschriften {items}",
    "generic_t": "Klartext konnte diesen Abschnitt keiner bekannten Art von Klausel zuordnen.",
    "generic_t_values": "Er nennt: {items}.",
    "generic_t_duty": "Er enthält verpflichtende Formulierungen ({words}): Jemand muss hier etwas tun oder "
    "darf etwas nicht tun.",
    "generic_e": "Lesen Sie diesen Abschnitt im Original genau. Prüfen Sie, wer was bis wann tun muss und was "
    "sonst passiert.",
    "generic_e_values": "Die genannten Zahlen und Daten können für Sie wichtig sein.",
    "empty_t": "Dieser Abschnitt enthält keinen Text, der erklärt werden kann.",
    "empty_e": "Hier gibt es nichts zu beachten.",
    "summary_parts": "Klartext erklärt es in {count} Abschnitten.",
    "summary_amounts": "Wichtige Beträge: {items}.",
    "summary_dates": "Daten: {items}.",
    "summary_topics": "Hauptthemen: {items}.",
    "summary_deadlines": "Fristen und Termine: {items}.",
    "summary_language": "Das Dokument ist auf {language} geschrieben.",
    "offline_note": "Diese Erklärungen stammen von der Offline-Engine: Sie beschreiben, was Klauseln dieser Art "
    "üblicherweise bedeuten, und nennen die Zahlen aus dem Text. Den genauen Wortlaut bewerten sie nicht.",
}

LABELS = {
    "title": "{category} – in einfachen Worten erklärt",
    "summary": "Zusammenfassung",
    "clause": "Abschnitt {number}",
    "plain": "In einfachen Worten:",
    "why": "Warum das wichtig ist:",
    "norms": "Vorschriften:",
    "related": "verwandte Vorschrift, zum Weiterlesen",
    "deadlines": "Fristen und Termine",
    "amounts": "Beträge",
    "warnings": "Bitte beachten",
    "removed": "Vor der Analyse entfernt: {items}",
    "source": "Quelle: [{name}]({url})",
    "topics": "Themen",
    "engine_offline": "Erklärt von der Offline-Engine (ohne KI-Modell).",
    "engine_llm": "Erklärt mit Hilfe eines KI-Modells ({model}).",
    "computed": "berechnet",
    "page": "Seite {page}",
}

# What an amount of money is for (app.analysis.amounts meanings).
AMOUNT_LABELS = {
    "rent": "Miete",
    "deposit": "Kaution",
    "utilities": "Nebenkosten",
    "back_payment": "Nachzahlung",
    "refund": "Erstattung",
    "prepayment": "Vorauszahlung",
    "fee": "Gebühr",
    "salary": "Gehalt",
    "tax": "festgesetzte Steuer",
    "fine": "Zuschlag oder Bußgeld",
    "damages": "Schadensersatz oder Vertragsstrafe",
    "price": "Preis",
    "other": "Betrag",
}

PERSONAL_DATA = {
    "person": ("Name", "Namen"),
    "address": ("Anschrift", "Anschriften"),
    "email": ("E-Mail-Adresse", "E-Mail-Adressen"),
    "phone": ("Telefonnummer", "Telefonnummern"),
    "iban": ("Bankverbindung", "Bankverbindungen"),
    "bic": ("Bankleitzahl", "Bankleitzahlen"),
    "tax_id": ("Steuernummer", "Steuernummern"),
    "social_security": ("Sozialversicherungsnummer", "Sozialversicherungsnummern"),
    "health_insurance": ("Krankenversicherungsnummer", "Krankenversicherungsnummern"),
    "id_number": ("Ausweisnummer", "Ausweisnummern"),
    "licence_plate": ("Kennzeichen", "Kennzeichen"),
    "date_of_birth": ("Geburtsdatum", "Geburtsdaten"),
    "customer_number": ("Kundennummer", "Kundennummern"),
    "other": ("sonstige Angabe", "sonstige Angaben"),
}

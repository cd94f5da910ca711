"""Every frame read both ways: its words stated, negated, and standing in a condition, a question or another's view.

For each frame of each document language (app/locales/<code>/frames.toml) three sentences written for this test:

- ``stated``: the frame's words as the rule of the clause; ``frame_of`` must give the frame;
- ``negated``: the same words with a negation that reverses them ("nicht", "kein", "not", "no", "non"), or, for a frame
  negative by meaning ("Zahlungen werden nicht erstattet"), the words without their negation; the frame must not be
  given (nor any other, unless the row names the frame that says the opposite);
- ``hedged``: the words inside a condition ("Falls … sollten"), an indirect question ("Ob … , regelt …"), a question, or
  a report of another's view ("Der Vermieter behauptet, …"); the frame must not be given, except a frame that is about
  its condition ("Wenn Sie krank sind, teilen Sie uns das mit"), which the row marks.

A row's optional fourth and fifth items name what the negated and the hedged sentence must give instead (None: no frame).
"""

from __future__ import annotations

import pytest

from app.analysis.frames import frame_of
from tests.explain.test_frames_fr_es_pt import ROWS as FR_ES_PT
from tests.explain.test_letters_reader import LETTER_FRAME_ROWS
from tests.explain.test_terms_reader import TERMS_FRAME_ROWS_DE, TERMS_FRAME_ROWS_EN

SAME = "same"  # the hedged sentence must give the frame itself: the frame is about its condition

# (frame, stated, negated, hedged[, negated gives, hedged gives])
DE: list[tuple] = [
    (
        "fixed_term",
        "Der Vertrag ist vom 01.03.2025 bis zum 28.02.2026 befristet.",
        "Der Vertrag ist nicht befristet und gilt vom 01.03.2025 bis auf Weiteres.",
        "Falls der Vertrag vom 01.03.2025 bis zum 28.02.2026 befristet sein sollte, gilt die gesetzliche Frist.",
    ),
    (
        "ill_notify",
        "Sind Sie am Tag des Termins krank, teilen Sie uns das bitte sofort mit.",
        "Sind Sie am Tag des Termins krank, müssen Sie uns das nicht mitteilen.",
        "Wenn Sie den Termin wegen Krankheit nicht wahrnehmen können, teilen Sie uns das bitte mit.",
        None,
        SAME,
    ),
    (
        "benefit_cut",
        "Ihr Bürgergeld wird für einen Monat um 10 Prozent gemindert.",
        "Ihr Bürgergeld wird in diesem Fall nicht gemindert.",
        "Wenn Sie ohne wichtigen Grund nicht zum Termin kommen, wird Ihr Bürgergeld um 10 Prozent gemindert.",
        None,
        SAME,
    ),
    (
        "cut_lasts",
        "Die Minderung dauert drei Monate.",
        "Die Minderung dauert nicht drei Monate.",
        "Die Minderung dauert drei Monate?",
    ),
    (
        "attend",
        "Wir laden Sie am 12.03.2025 um 10:00 Uhr zu einem Gespräch ein und bitten Sie, pünktlich zu erscheinen.",
        "Wir bitten Sie, am 12.03.2025 nicht persönlich zu erscheinen.",
        "Falls wir Sie zu einem Gespräch einladen, bitten wir Sie zu erscheinen.",
    ),
    (
        "bring_documents",
        "Bitte bringen Sie zu dem Termin Ihren Personalausweis mit.",
        "Bitte bringen Sie zu dem Termin keine Unterlagen mit.",
        "Falls Sie Nachweise haben, bringen Sie diese bitte mit.",
    ),
    (
        "leave_home",
        "Sie müssen die Wohnung bis zum 31.05.2025 räumen.",
        "Sie müssen die Wohnung nicht bis zum 31.05.2025 räumen.",
        "Der Vermieter behauptet, Sie müssen die Wohnung bis zum 31.05.2025 räumen.",
    ),
    (
        "respond_by",
        "Bitte äußern Sie sich bis zum 15.04.2025 schriftlich.",
        "Bitte äußern Sie sich nicht vor dem 15.04.2025.",
        "Bitte äußern Sie sich bis zum 15.04.2025?",
    ),
    (
        "objection_later",
        "Gegen den späteren Bescheid kann innerhalb eines Monats Widerspruch erhoben werden.",
        "Gegen den späteren Bescheid kann kein Widerspruch erhoben werden.",
        "Gegen den späteren Bescheid kann Widerspruch erhoben werden?",
    ),
    (
        "objection",
        "Gegen diesen Bescheid können Sie innerhalb eines Monats Widerspruch einlegen.",
        "Gegen diese Mitteilung können Sie keinen Widerspruch einlegen.",
        "Falls Sie gegen den Bescheid Widerspruch einlegen wollen, wenden Sie sich an die Rechtsstelle.",
    ),
    (
        "withdrawal",
        "Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.",
        "Sie haben kein Recht, den Vertrag binnen 14 Tagen ohne Angabe von Gründen zu widerrufen.",
        "Ob Sie den Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen können, hängt vom Kaufgegenstand ab.",
    ),
    (
        "employment_start",
        "Das Arbeitsverhältnis beginnt am 01.04.2025.",
        "Das Arbeitsverhältnis beginnt nicht am 01.04.2025.",
        "Das Arbeitsverhältnis beginnt am 01.04.2025?",
    ),
    (
        "notice_after_probation",
        "Nach Ablauf der Probezeit kann das Arbeitsverhältnis mit einer Frist von vier Wochen gekündigt werden.",
        "Nach Ablauf der Probezeit kann das Arbeitsverhältnis nicht mit einer Frist von vier Wochen gekündigt werden.",
        "Ob nach Ablauf der Probezeit mit einer Frist von vier Wochen gekündigt werden kann, regelt der Tarifvertrag.",
    ),
    (
        "probation_notice",
        "Während der Probezeit kann das Arbeitsverhältnis mit einer Frist von zwei Wochen gekündigt werden.",
        "Während der Probezeit kann das Arbeitsverhältnis nicht mit einer Frist von zwei Wochen gekündigt werden.",
        "Falls während der Probezeit mit einer Frist von zwei Wochen gekündigt wird, ist der Betriebsrat zu hören.",
    ),
    (
        "probation",
        "Die Probezeit beträgt sechs Monate.",
        "Die Probezeit beträgt nicht sechs Monate.",
        "Sofern eine Probezeit von sechs Monaten vereinbart ist, gilt eine kürzere Kündigungsfrist.",
    ),
    (
        "employment_notice",
        "Das Arbeitsverhältnis kann von beiden Seiten mit einer Frist von vier Wochen gekündigt werden.",
        "Das Arbeitsverhältnis kann nicht ordentlich mit einer Frist von vier Wochen gekündigt werden.",
        "Wenn das Arbeitsverhältnis mit einer Frist von vier Wochen gekündigt wird, ist der Resturlaub zu nehmen.",
    ),
    (
        "holiday",
        "Der Arbeitnehmer erhält einen Urlaub von 30 Arbeitstagen im Kalenderjahr.",
        "Der Arbeitnehmer erhält keinen Urlaub von 30 Arbeitstagen.",
        "Ob der Arbeitnehmer einen Urlaub von 30 Arbeitstagen erhält, richtet sich nach dem Tarifvertrag.",
    ),
    (
        "holiday_extra",
        "Der Arbeitnehmer erhält einen Zusatzurlaub von 4 Arbeitstagen im Jahr.",
        "Der Arbeitnehmer erhält keinen Zusatzurlaub von 4 Arbeitstagen.",
        "Ob der Arbeitnehmer einen Zusatzurlaub von 4 Arbeitstagen erhält, richtet sich nach dem Tarifvertrag.",
    ),
    (
        "working_time",
        "Die regelmäßige Arbeitszeit pro Woche beträgt 40 Stunden.",
        "Die regelmäßige wöchentliche Arbeitszeit beträgt nicht 40 Stunden.",
        "Die regelmäßige Arbeitszeit pro Woche beträgt 40 Stunden?",
    ),
    (
        "overtime",
        "Überstunden sind mit dem Gehalt abgegolten.",
        "Überstunden sind mit dem Gehalt nicht abgegolten.",
        "Falls Überstunden mit dem Gehalt abgegolten sein sollten, ist dies ausdrücklich zu vereinbaren.",
    ),
    (
        "salary",
        "Das Bruttomonatsgehalt beträgt 3.500,00 EUR.",
        "Das Gehalt beträgt nicht 3.500,00 EUR.",
        "Falls das Gehalt mehr als 3.500,00 EUR beträgt, entfällt der Fahrtkostenzuschuss.",
    ),
    (
        "confidentiality",
        "Der Arbeitnehmer ist verpflichtet, Betriebs- und Geschäftsgeheimnisse geheim zu halten.",
        "Der Arbeitnehmer ist nicht verpflichtet, Betriebs- und Geschäftsgeheimnisse geheim zu halten.",
        "Ob der Arbeitnehmer Geschäftsgeheimnisse geheim zu halten hat, regelt eine eigene Vereinbarung.",
    ),
    (
        "non_compete",
        "Für zwölf Monate nach Beendigung des Arbeitsverhältnisses gilt ein Wettbewerbsverbot.",
        "Ein Wettbewerbsverbot nach Beendigung des Arbeitsverhältnisses wird nicht vereinbart.",
        "Falls ein Wettbewerbsverbot nach Beendigung des Arbeitsverhältnisses vereinbart wird, gilt § 74 HGB.",
    ),
    (
        "sick_report",
        "Der Arbeitnehmer ist verpflichtet, dem Arbeitgeber seine Arbeitsunfähigkeit unverzüglich mitzuteilen.",
        "Der Arbeitnehmer ist nicht verpflichtet, dem Arbeitgeber die Erkrankung mitzuteilen.",
        "Ob der Arbeitnehmer eine Erkrankung schon am ersten Tag nachzuweisen hat, regelt die Betriebsvereinbarung.",
    ),
    (
        "notice_in_writing",
        "Die Kündigung bedarf der Schriftform.",
        "Die Kündigung bedarf nicht der Schriftform.",
        "Falls die Kündigung schriftlich erfolgt, genügt die Unterschrift eines Geschäftsführers.",
    ),
    (
        "tenancy_start",
        "Das Mietverhältnis beginnt am 01.06.2025.",
        "Das Mietverhältnis beginnt nicht am 01.06.2025.",
        "Das Mietverhältnis beginnt am 01.06.2025?",
    ),
    (
        "deposit",
        "Der Mieter hat eine Kaution in Höhe von 2.400,00 EUR zu leisten.",
        "Der Mieter hat keine Kaution in Höhe von 2.400,00 EUR zu leisten.",
        "Falls der Mieter eine Kaution in Höhe von 2.400,00 EUR leistet, legt der Vermieter sie getrennt an.",
    ),
    (
        "deposit_instalments",
        "Der Mieter darf die Kaution in drei gleichen Raten zahlen.",
        "Der Mieter darf die Kaution nicht in Raten zahlen.",
        "Ob die Kaution in Raten gezahlt werden darf, bestimmt der Vermieter.",
    ),
    (
        "utilities",
        "Die Vorauszahlung auf die Betriebskosten beträgt monatlich 180,00 EUR.",
        "Der Mieter hat keine Vorauszahlung auf die Betriebskosten von 180,00 EUR zu leisten.",
        "Falls Vorauszahlungen auf die Nebenkosten von 180,00 EUR zu leisten sind, erhält der Mieter eine Quittung.",
    ),
    (
        "rent",
        "Die Nettokaltmiete beträgt monatlich 850,00 EUR.",
        "Die Miete beträgt nicht 850,00 EUR.",
        "Sofern die Miete mehr als 850,00 EUR beträgt, ist ein Nachweis des Einkommens vorzulegen.",
    ),
    (
        "pets",
        "Der Mieter darf Haustiere nur mit Zustimmung des Vermieters halten.",
        "Für die Haltung einer Katze braucht der Mieter keine Zustimmung des Vermieters.",
        "Ob der Mieter Haustiere halten darf, entscheidet der Vermieter.",
    ),
    (
        "sublet",
        "Die Untervermietung ist nur mit Zustimmung des Vermieters gestattet.",
        "Für die Untervermietung eines Zimmers braucht der Mieter keine Zustimmung des Vermieters.",
        "Ob eine Untervermietung mit Zustimmung des Vermieters möglich ist, wird im Einzelfall geprüft.",
    ),
    (
        "small_repairs",
        "Die Kosten für Kleinreparaturen bis 100,00 EUR je Reparatur trägt der Mieter.",
        "Der Mieter trägt keine Kosten für Kleinreparaturen.",
        "Falls Kleinreparaturen anfallen, zeigt der Mieter sie dem Vermieter an.",
    ),
    (
        "renovation",
        "Der Mieter ist verpflichtet, die Schönheitsreparaturen durchzuführen.",
        "Der Mieter ist nicht verpflichtet, Schönheitsreparaturen durchzuführen.",
        "Ob der Mieter die Schönheitsreparaturen durchzuführen hat, richtet sich nach dem Zustand der Wohnung.",
    ),
    (
        "tenancy_notice",
        "Das Mietverhältnis kann mit einer Frist von drei Monaten gekündigt werden.",
        "Das Mietverhältnis kann in den ersten zwei Jahren nicht mit einer Frist von drei Monaten gekündigt werden.",
        "Wenn das Mietverhältnis mit einer Frist von drei Monaten gekündigt wird, ist die Wohnung zu räumen.",
    ),
    (
        "unlawful_use",
        "Sie dürfen den Dienst nicht für rechtswidrige Zwecke nutzen.",
        "Die Nutzung des Dienstes für rechtswidrige Zwecke melden wir den Behörden.",
        "Wenn Sie den Dienst trotz Verbot für rechtswidrige Zwecke nutzen, sperren wir Ihr Konto.",
    ),
    (
        "terminate_account",
        "Wir können Ihr Konto jederzeit sperren.",
        "Wir können Ihr Konto nicht einseitig sperren.",
        "Ob wir Ihr Konto sperren können, richtet sich nach Ziffer 9.",
    ),
    (
        "change_terms",
        "Wir behalten uns vor, diese Bedingungen jederzeit zu ändern.",
        "Wir können diese Bedingungen nicht ohne Ihre Zustimmung ändern.",
        "Ob wir diese Bedingungen ändern können, richtet sich nach dem Gesetz.",
    ),
    (
        "arbitration",
        "Alle Streitigkeiten aus diesem Vertrag werden durch ein Schiedsgericht verbindlich entschieden.",
        "Streitigkeiten aus diesem Vertrag werden nicht durch ein Schiedsgericht entschieden.",
        "Falls Streitigkeiten durch ein Schiedsgericht entschieden werden, trägt jede Partei ihre Kosten.",
    ),
    (
        "class_action",
        "Sie verzichten auf die Teilnahme an Sammelklagen gegen uns.",
        "Sie verzichten nicht auf das Recht, an Sammelklagen teilzunehmen.",
        "Ob Sie auf die Teilnahme an Sammelklagen verzichten können, regelt das Gesetz.",
    ),
    (
        "liability",
        "Wir haften nicht für Schäden durch Unterbrechungen des Dienstes.",
        "Wir haften für Schäden durch Unterbrechungen des Dienstes.",
        "Ob wir für Ausfälle haften oder nicht, bestimmt das Gesetz.",
    ),
    (
        "liability",
        "Der Arbeitnehmer haftet nur bis zu einem Betrag von 2.000 EUR.",
        "Der Arbeitnehmer haftet nicht nur bis zu einem Betrag von 2.000 EUR.",
        "Ob der Arbeitnehmer nur bis zu einem Betrag von 2.000 EUR haftet, ist streitig.",
    ),
    (
        "age_limit",
        "Sie müssen mindestens 16 Jahre alt sein, um den Dienst zu nutzen.",
        "Sie müssen nicht mindestens 16 Jahre alt sein, um den Dienst zu nutzen.",
        "Ob Sie mindestens 16 Jahre alt sein müssen, um den Dienst zu nutzen, hängt von Ihrem Land ab.",
    ),
    (
        "content_licence",
        "Sie räumen uns eine kostenlose Lizenz an den Inhalten ein, die Sie hochladen.",
        "Sie räumen uns keine Lizenz an den Inhalten ein, die Sie hochladen.",
        "Falls Sie uns eine Lizenz an Inhalten einräumen, die Sie hochladen, können Sie sie jederzeit widerrufen.",
    ),
    (
        "account_security",
        "Sie sind verpflichtet, Ihr Passwort geheim zu halten.",
        "Sie sind nicht verpflichtet, Ihr Passwort geheim zu halten.",
        "Falls Sie Ihr Passwort nicht geheim zu halten wissen, ändern Sie es.",
    ),
    (
        "user_can_end",
        "Sie können Ihr Konto jederzeit löschen.",
        "Sie können Ihr Konto nicht jederzeit löschen.",
        "Sie können Ihr Konto jederzeit löschen?",
    ),
    (
        "no_refund",
        "Bereits gezahlte Entgelte werden nicht erstattet.",
        "Bereits gezahlte Entgelte werden erstattet.",
        "Ob bereits gezahlte Entgelte nicht erstattet werden, prüft das Gericht.",
    ),
    (
        "auto_renew",
        "Das Abonnement verlängert sich automatisch um ein Jahr.",
        "Das Abonnement verlängert sich nicht automatisch.",
        "Falls sich das Abonnement automatisch verlängert, informieren wir Sie vorher.",
    ),
    (
        "change_prices",
        "Wir behalten uns vor, die Preise zu ändern.",
        "Wir können die Preise während der Laufzeit nicht ändern.",
        "Ob wir die Preise ändern können, richtet sich nach Ziffer 4.",
    ),
    (
        "indemnify",
        "Sie stellen uns von allen Ansprüchen Dritter frei und verpflichten sich, uns freizustellen.",
        "Sie sind nicht verpflichtet, uns von Ansprüchen Dritter freizustellen.",
        "Falls Sie uns von Ansprüchen Dritter freistellen müssen, geben wir Ihnen Gelegenheit zur Stellungnahme.",
    ),
    (
        "as_is",
        "Der Dienst wird „wie besehen“ bereitgestellt.",
        "Der Dienst wird nicht „wie besehen“ bereitgestellt.",
        "Ob der Dienst „wie besehen“ bereitgestellt wird, richtet sich nach dem Tarif.",
    ),
    (
        "remove_content",
        "Wir sind berechtigt, Inhalte jederzeit zu entfernen.",
        "Wir sind nicht berechtigt, Inhalte ohne Prüfung zu entfernen.",
        "Ob wir berechtigt sind, Inhalte zu entfernen, regelt Ziffer 7.",
    ),
    (
        "change_service",
        "Wir können die Funktionen des Dienstes jederzeit ändern.",
        "Wir können die Funktionen des Dienstes nicht einseitig ändern.",
        "Ob wir die Funktionen des Dienstes ändern können, richtet sich nach dem Gesetz.",
    ),
    (
        "not_an_offer",
        "Die Darstellung der Produkte im Online-Shop ist kein verbindliches Angebot.",
        "Die Darstellung der Produkte im Online-Shop ist ein verbindliches Angebot.",
        "Ob die Darstellung der Produkte im Online-Shop kein verbindliches Angebot ist, ist umstritten.",
    ),
    (
        "receipt_not_acceptance",
        "Die Bestätigung des Eingangs der Bestellung stellt noch keine Annahme dar.",
        "Die Bestätigung des Eingangs der Bestellung stellt die Annahme dar.",
        "Der Kunde meint, die Bestätigung des Eingangs der Bestellung sei keine Annahme.",
    ),
    (
        "binding_order",
        "Mit dem Anklicken des Buttons geben Sie ein verbindliches Angebot ab.",
        "Mit dem Anklicken des Buttons geben Sie noch kein verbindliches Angebot ab.",
        "Falls Sie durch das Anklicken des Buttons ein verbindliches Angebot abgeben, erhalten Sie eine E-Mail.",
    ),
    (
        "contract_conclusion",
        "Der Vertrag kommt mit unserer Auftragsbestätigung zustande.",
        "Der Vertrag kommt durch die Eingangsbestätigung nicht zustande.",
        "Ob der Vertrag mit der Auftragsbestätigung zustande kommt, ist offen.",
    ),
    (
        "prices_vat_shipping",
        "Sämtliche Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten.",
        "Die Preise enthalten nicht die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten.",
        "Ob die Preise die gesetzliche Mehrwertsteuer enthalten, zuzüglich Versandkosten, steht im Angebot.",
    ),
    (
        "prices_vat",
        "Sämtliche Preise enthalten die gesetzliche Mehrwertsteuer.",
        "Die Preise enthalten keine Mehrwertsteuer.",
        "Ob die Preise die gesetzliche Mehrwertsteuer enthalten, steht im Angebot.",
    ),
    (
        "free_shipping_from",
        "Ab einem Bestellwert von 50 EUR ist der Versand kostenlos.",
        "Ab einem Bestellwert von 50 EUR ist der Versand nicht kostenlos.",
        "Ob der Versand ab einem Bestellwert von 50 EUR kostenlos ist, steht auf der Produktseite.",
    ),
    (
        "free_shipping",
        "Der Versand innerhalb Deutschlands ist kostenlos.",
        "Der Versand innerhalb Deutschlands ist nicht kostenlos.",
        "Ob der Versand innerhalb Deutschlands kostenlos ist, steht auf der Produktseite.",
    ),
    (
        "governing_law_de_cisg",
        "Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts.",
        "Es gilt nicht deutsches Recht unter Ausschluss des UN-Kaufrechts.",
        "Ob deutsches Recht unter Ausschluss des UN-Kaufrechts gilt, bestimmt das Gericht.",
    ),
    (
        "governing_law_de",
        "Auf diesen Vertrag ist deutsches Recht anwendbar.",
        "Auf diesen Vertrag ist deutsches Recht nicht anwendbar.",
        "Ob auf diesen Vertrag deutsches Recht anwendbar ist, bestimmt das Gericht.",
    ),
    (
        "governing_law",
        "Auf diesen Vertrag ist österreichisches Recht anwendbar.",
        "Auf diesen Vertrag ist österreichisches Recht nicht anwendbar.",
        "Ob auf diesen Vertrag österreichisches Recht anwendbar ist, bestimmt das Gericht.",
    ),
    (
        "jurisdiction_place",
        "Erfüllungsort und Gerichtsstand ist Hamburg.",
        "Erfüllungsort und Gerichtsstand ist nicht Hamburg.",
        "Ob Erfüllungsort und Gerichtsstand Hamburg ist, hängt vom Wohnsitz ab.",
    ),
    (
        "jurisdiction",
        "Gerichtsstand ist Hamburg.",
        "Gerichtsstand ist nicht Hamburg.",
        "Ob Gerichtsstand Hamburg ist, hängt vom Wohnsitz des Kunden ab.",
    ),
    (
        "written_form_waiver",
        "Der Verzicht auf dieses Schriftformerfordernis bedarf der Schriftform.",
        "Der Verzicht auf dieses Schriftformerfordernis bedarf nicht der Schriftform.",
        "Ob der Verzicht auf dieses Schriftformerfordernis der Schriftform bedarf, ist streitig.",
    ),
    (
        "written_form_changes",
        "Änderungen oder Ergänzungen dieses Arbeitsvertrags bedürfen der Schriftform.",
        "Änderungen oder Ergänzungen dieses Arbeitsvertrags bedürfen nicht der Schriftform.",
        "Ob Änderungen dieses Vertrages der Schriftform bedürfen, ist streitig.",
    ),
    (
        "written_form",
        "Erklärungen nach diesem Abschnitt bedürfen der Schriftform.",
        "Erklärungen nach diesem Abschnitt bedürfen nicht der Schriftform.",
        "Ob Erklärungen nach diesem Abschnitt der Schriftform bedürfen, ist streitig.",
    ),
    (
        "term_extends",
        "Der Vertrag verlängert sich jeweils um ein weiteres Jahr.",
        "Der Vertrag verlängert sich nicht um ein weiteres Jahr.",
        "Ob der Vertrag sich jeweils um ein weiteres Jahr verlängert, hängt von der Kündigung ab.",
    ),
    (
        "employment_ends_on",
        "Das Arbeitsverhältnis endet am 31.12.2025.",
        "Das Arbeitsverhältnis endet nicht am 31.12.2025.",
        "Ob das Arbeitsverhältnis am 31.12.2025 endet, ist zwischen den Parteien streitig.",
    ),
    (
        "employment_ends_auto",
        "Das Arbeitsverhältnis endet mit Erreichen der Regelaltersgrenze, ohne dass es einer Kündigung bedarf.",
        "Das Arbeitsverhältnis endet nicht mit Erreichen der Regelaltersgrenze, ohne dass es einer Kündigung bedarf.",
        "Ob das Arbeitsverhältnis mit Erreichen der Regelaltersgrenze endet, ohne dass es einer Kündigung bedarf, "
        "ist offen.",
    ),
    (
        "employment_ends",
        "Das Arbeitsverhältnis endet mit Erreichen der Regelaltersgrenze.",
        "Das Arbeitsverhältnis endet nicht mit Erreichen der Regelaltersgrenze.",
        "Der Arbeitgeber behauptet, das Arbeitsverhältnis endet mit Erreichen der Regelaltersgrenze.",
    ),
    (
        "contract_ends",
        "Der Vertrag endet mit Ablauf der Mindestlaufzeit.",
        "Der Vertrag endet nicht mit Ablauf der Mindestlaufzeit.",
        "Der Vertrag endet mit Ablauf der Mindestlaufzeit?",
    ),
    # an employer's warning letter: what follows a repeat, the copy for the file, the reply to it (our own wording)
    (
        "warning_repeat",
        "Im Wiederholungsfall müssen Sie mit einer Kündigung des Arbeitsverhältnisses rechnen.",
        "Im Wiederholungsfall droht Ihnen keine Kündigung des Arbeitsverhältnisses.",
        "Ob im Wiederholungsfall eine Kündigung ausgesprochen wird, entscheidet die Geschäftsleitung.",
    ),
    (
        "file_reply",
        "Sie haben das Recht, eine Gegendarstellung zu Ihrer Personalakte zu geben.",
        "Sie haben nicht das Recht, eine Gegendarstellung zu Ihrer Personalakte zu geben.",
        "Ob Sie eine Gegendarstellung zur Personalakte geben dürfen, regelt die Betriebsvereinbarung.",
    ),
    (
        "to_file",
        "Eine Kopie dieses Schreibens wird zu Ihrer Personalakte genommen.",
        "Eine Kopie dieses Schreibens wird nicht zu Ihrer Personalakte genommen.",
        "Ob eine Kopie dieses Schreibens zur Personalakte genommen wird, entscheidet die Personalabteilung.",
    ),
]

EN: list[tuple] = [
    (
        "fixed_term",
        "This is a fixed-term contract from 1 March 2025 until 28 February 2026.",
        "This is not a fixed-term contract; it runs from 1 March 2025 until either party ends it.",
        "If this is a fixed-term contract from 1 March 2025 until 28 February 2026, the statutory rules apply.",
    ),
    (
        "ill_notify",
        "If you are ill on the day of your appointment, please let us know.",
        "If you are ill on the day of your appointment, you do not need to let us know.",
        "If you cannot come to the interview because you are sick, please call us.",
        None,
        SAME,
    ),
    (
        "benefit_cut",
        "Your universal credit will be reduced by 10 percent.",
        "Your universal credit will not be reduced.",
        "If you do not attend without a good reason, your benefit may be reduced.",
        None,
        SAME,
    ),
    (
        "attend",
        "We invite you to an interview on 12 March 2025 and ask you to attend in person.",
        "Please do not come to the office on 12 March 2025.",
        "If we invite you, please attend.",
    ),
    (
        "bring_documents",
        "Please bring your passport and your last three payslips.",
        "Please never bring original documents.",
        "If you have them, please bring your payslips.",
    ),
    (
        "leave_home",
        "You are required to leave the property by 31 May 2025.",
        "You are not required to leave the property by 31 May 2025.",
        "The landlord argues that you are required to leave the property by 31 May 2025.",
    ),
    (
        "respond_by",
        "Please reply by 15 April 2025.",
        "Please reply no earlier than 15 April 2025, not before.",
        "Please reply by 15 April 2025?",
    ),
    (
        "objection",
        "You can appeal against this decision within one month.",
        "You cannot appeal against this decision within one month.",
        "Whether you can appeal against this decision within one month depends on the benefit.",
    ),
    (
        "withdrawal",
        "You have the right to withdraw from this contract within 14 days without giving any reason.",
        "You have no right to withdraw from this contract within 14 days without giving any reason.",
        "Whether you may withdraw from this contract within 14 days without giving any reason depends on the goods.",
    ),
    (
        "employment_start",
        "Your employment will begin on 1 April 2025.",
        "Your employment will begin not on 1 April 2025 but later.",
        "Your employment will begin on 1 April 2025?",
    ),
    (
        "notice_after_probation",
        "After the probation period, either party may end the employment by giving one month's notice.",
        "After the probation period, the employment cannot be ended by giving notice.",
        "Whether after the probation period the employment can be ended by giving notice depends on the agreement.",
    ),
    (
        "probation_notice",
        "During the probation period, either party may terminate the employment with one week's notice.",
        "During the probation period, neither party may terminate the employment with notice.",
        "Whether the employment may be terminated during the probation period with notice depends on the contract.",
    ),
    (
        "probation",
        "The probation period is six months.",
        "There is no probation period of six months.",
        "Whether the probation period is six months depends on the role.",
    ),
    (
        "employment_notice",
        "This agreement may be terminated by either party giving four weeks' notice.",
        "This agreement may not be terminated by giving notice during the first year.",
        "If this agreement is terminated by giving notice, holiday must be taken.",
    ),
    (
        "holiday",
        "The employee is entitled to 28 days of paid holiday each year.",
        "The employee is not entitled to 28 days of paid holiday.",
        "Whether the employee is entitled to 28 days of paid holiday depends on the collective agreement.",
    ),
    (
        "working_time",
        "Your normal working hours are 40 hours per week.",
        "Your normal working hours are not 40 hours per week.",
        "Your normal working hours are 40 hours per week?",
    ),
    (
        "overtime",
        "Overtime is included in your salary.",
        "Overtime is not included in your salary.",
        "If overtime is included in your salary, this must be agreed in writing.",
    ),
    (
        "salary",
        "Your salary is £3,000 per month.",
        "Your salary is not £3,000 per month.",
        "If your salary is more than £3,000 per month, the travel allowance ends.",
    ),
    (
        "confidentiality",
        "The employee must keep all trade secrets confidential.",
        "The employee is not required to keep trade secrets confidential.",
        "Whether the employee must keep trade secrets confidential is set out in a separate agreement.",
    ),
    (
        "non_compete",
        "For twelve months after the end of the employment the employee must not compete with the company.",
        "There is no restriction on competing with the company after the end of the employment.",
        "If a restriction on competing after the end of the employment is agreed, compensation is paid.",
    ),
    (
        "sick_report",
        "The employee must notify the employer of any sickness on the first day.",
        "The employee does not need to notify the employer of any sickness.",
        "Whether the employee must provide a certificate of sickness is set out in the handbook.",
    ),
    (
        "notice_in_writing",
        "Any notice to terminate must be given in writing.",
        "Notice to terminate need not be given in writing.",
        "If notice to terminate is given in writing, a signature is required.",
    ),
    (
        "tenancy_start",
        "The tenancy starts on 1 June 2025.",
        "The tenancy starts not on 1 June 2025 but later.",
        "The tenancy starts on 1 June 2025?",
    ),
    (
        "deposit",
        "The tenant must pay a deposit of £1,200.",
        "The tenant must not pay a deposit of £1,200.",
        "If the tenant must pay a deposit of £1,200, the landlord will keep it safe.",
    ),
    (
        "deposit_instalments",
        "The deposit may be paid in three instalments.",
        "The deposit may not be paid in instalments.",
        "Whether the deposit may be paid in instalments is for the landlord to decide.",
    ),
    (
        "utilities",
        "The service charge is £150 per month.",
        "The service charge is not £150 per month.",
        "If the service charge is more than £150 per month, the tenant may ask for receipts.",
    ),
    (
        "rent",
        "The rent is £900 per month.",
        "The rent is not £900 per month.",
        "If the rent is more than £900 per month, proof of income is needed.",
    ),
    (
        "pets",
        "The tenant may keep pets only with the landlord's written consent.",
        "The tenant does not need the landlord's consent to keep a cat.",
        "Whether the tenant may keep pets is for the landlord to decide.",
    ),
    (
        "sublet",
        "The tenant must not sublet the property without the landlord's consent.",
        "The tenant does not need consent to sublet a room of the property.",
        "Whether the tenant may sublet the property is for the landlord to decide.",
    ),
    (
        "small_repairs",
        "The tenant pays for minor repairs up to £100 each.",
        "The tenant does not pay for minor repairs.",
        "If minor repairs are needed, the tenant will report them.",
    ),
    (
        "renovation",
        "The tenant must redecorate the flat every five years.",
        "The tenant does not have to redecorate the flat.",
        "Whether the tenant must redecorate the flat depends on its state.",
    ),
    (
        "tenancy_notice",
        "The tenancy may be ended by giving two months' notice.",
        "The tenancy may not be ended by giving notice during the fixed term.",
        "If the tenancy is ended by giving notice, the keys must be returned.",
    ),
    (
        "unlawful_use",
        "You must not use the service for any unlawful purpose.",
        "Each use of the service for an unlawful purpose will be reported.",
        "If you use the service for an unlawful purpose although this is prohibited, we will close your account.",
    ),
    (
        "terminate_account",
        "We may suspend your account at any time.",
        "We may not suspend your account without a reason.",
        "Whether we may suspend your account is set out in section 9.",
    ),
    (
        "change_terms",
        "We may change these terms at any time.",
        "We may not change these terms without your consent.",
        "Whether we may change these terms is set out by law.",
    ),
    (
        "opt_out_arbitration",
        "You may opt out of arbitration within 30 days.",
        "You may not opt out of arbitration within 30 days.",
        "Whether you may opt out of arbitration within 30 days depends on your country.",
    ),
    (
        "class_action",
        "You waive any right to participate in a class action.",
        "You do not waive any right to participate in a class action.",
        "Whether you can waive your right to participate in a class action depends on the law.",
    ),
    (
        "arbitration",
        "All disputes will be resolved by binding arbitration.",
        "Disputes will not be resolved by binding arbitration.",
        "Whether disputes will be resolved by binding arbitration depends on your country.",
    ),
    (
        "liability",
        "We are not liable for interruptions of the service.",
        "We are liable for interruptions of the service.",
        "Whether we will not be liable for interruptions is decided by the courts.",
    ),
    (
        "liability",
        "The liability of the tenant is limited to £500.",
        "The liability of the tenant is not limited to £500.",
        "Whether the liability of the tenant is limited to £500 is for the court to decide.",
    ),
    (
        "age_limit",
        "You must be at least 16 years old to use the service.",
        "You do not have to be at least 16 years old to use the service.",
        "Whether you must be at least 16 years old to use the service depends on your country.",
    ),
    (
        "content_licence",
        "You grant us a royalty-free licence to use the content you upload.",
        "You do not grant us a licence to use the content you upload.",
        "If you grant us a licence to use the content you upload, you can withdraw it at any time.",
    ),
    (
        "account_security",
        "You are responsible for keeping the confidentiality of your password.",
        "You are not responsible for keeping the confidentiality of your password.",
        "Whether you are responsible for keeping the confidentiality of your password is set out below.",
    ),
    (
        "user_can_end",
        "You may close your account at any time.",
        "You may not close your account at any time.",
        "You may close your account at any time?",
    ),
    (
        "no_refund",
        "Fees already paid are non-refundable.",
        "Fees already paid are refundable.",
        "Whether fees already paid are non-refundable is decided by the courts.",
    ),
    (
        "auto_renew",
        "Your subscription renews automatically each year.",
        "Your subscription does not renew automatically.",
        "If your subscription renews automatically, we will remind you in advance.",
    ),
    (
        "change_prices",
        "We may change our prices at any time.",
        "We may not change our prices during the term.",
        "Whether we may change our prices is set out in section 4.",
    ),
    (
        "indemnify",
        "You agree to indemnify us against all claims arising from your use of the service.",
        "You do not agree to indemnify us against claims arising from your use of the service.",
        "If you agree to indemnify us against claims, we will tell you about any claim.",
    ),
    (
        "as_is",
        "The service is provided as is.",
        "The service is not provided as is.",
        "Whether the service is provided as is depends on your plan.",
    ),
    (
        "remove_content",
        "We may remove any content at any time.",
        "We may not remove content without reviewing it.",
        "Whether we may remove content is set out in section 7.",
    ),
    (
        "change_service",
        "We may modify the services at any time.",
        "We may not modify the services without notice.",
        "Whether we may modify the services is set out by law.",
    ),
    (
        "not_an_offer",
        "The presentation of products in our shop is not a binding offer.",
        "The presentation of products in our shop is a binding offer.",
        "Whether the presentation of products in our shop is not a binding offer is disputed.",
    ),
    (
        "receipt_not_acceptance",
        "The confirmation of receipt of your order is not an acceptance.",
        "The confirmation of receipt of your order is an acceptance.",
        "The customer argues that the confirmation of receipt of your order is not an acceptance.",
    ),
    (
        "binding_order",
        "By clicking the order button you submit a binding order.",
        "By clicking the order button you do not yet submit a binding order.",
        "Whether clicking the order button is a binding order is disputed.",
    ),
    (
        "prices_vat",
        "All prices include VAT.",
        "Prices do not include VAT.",
        "Whether the prices include VAT is shown on each page.",
    ),
    (
        "free_shipping_from",
        "Shipping is free on orders over €50.",
        "Shipping is not free on orders over €50.",
        "Whether shipping is free on orders over €50 is shown on each page.",
    ),
    (
        "governing_law_de_cisg",
        "German law applies, excluding the CISG.",
        "German law does not apply; the CISG is excluded.",
        "Whether German law applies, excluding the CISG, is for the court to decide.",
    ),
    (
        "governing_law_de",
        "This agreement is governed by the laws of Germany.",
        "This agreement is not governed by the laws of Germany.",
        "Whether this agreement is governed by the laws of Germany is for the court to decide.",
    ),
    (
        "governing_law",
        "This agreement is governed by the laws of Ireland.",
        "This agreement is not governed by the laws of Ireland.",
        "Whether this agreement is governed by the laws of Ireland is for the court to decide.",
    ),
    (
        "jurisdiction",
        "The courts of Dublin shall have exclusive jurisdiction.",
        "The courts of Dublin shall not have exclusive jurisdiction.",
        "Whether the courts of Dublin shall have exclusive jurisdiction depends on where you live.",
    ),
    (
        "written_form_changes",
        "Changes to this agreement are only valid in writing.",
        "Changes to this agreement are valid even if not in writing.",
        "Whether changes to this agreement are only valid in writing is disputed.",
    ),
    (
        "term_extends",
        "The subscription will renew for another year.",
        "The subscription will not renew for another year.",
        "Whether the subscription will renew for another year depends on your notice.",
    ),
    (
        "employment_ends",
        "Your employment will end on reaching the state pension age.",
        "Your employment will not end on reaching the state pension age.",
        "The employer alleges that your employment will end on reaching the state pension age.",
    ),
    (
        "contract_ends",
        "This agreement will terminate at the end of the minimum term.",
        "This agreement will not terminate at the end of the minimum term.",
        "Whether this agreement will terminate at the end of the minimum term depends on your notice.",
    ),
    (
        "warning_repeat",
        "Any further misconduct may result in your dismissal.",
        "Any further misconduct will not result in your dismissal.",
        "Whether further misconduct leads to dismissal will be decided by the board.",
    ),
    (
        "file_reply",
        "You have the right to add a written response to your personnel file.",
        "You do not have the right to add a written response to your personnel file.",
        "Whether you may add a response to your personnel file depends on the works agreement.",
    ),
    (
        "to_file",
        "A copy of this letter will be placed on your personnel file.",
        "A copy of this letter will not be placed on your personnel file.",
        "Whether a copy of this letter is placed on your personnel file is for the HR team to decide.",
    ),
]

IT: list[tuple] = [
    (
        "unlawful_use",
        "Non puoi utilizzare il servizio per scopi illeciti.",
        "Puoi utilizzare il servizio per scopi leciti e illeciti.",
        "Se non puoi utilizzare il servizio per scopi illeciti, chiediamo la tua collaborazione.",
    ),
    (
        "terminate_account",
        "Possiamo sospendere il tuo account in qualsiasi momento.",
        "Non possiamo sospendere il tuo account senza preavviso.",
        "Stabilisce la legge se possiamo sospendere il tuo account.",
    ),
    (
        "change_terms",
        "Ci riserviamo il diritto di modificare questi termini.",
        "Non ci riserviamo il diritto di modificare questi termini.",
        "Stabilisce la legge se ci riserviamo il diritto di modificare questi termini.",
    ),
    (
        "arbitration",
        "Tutte le controversie saranno risolte mediante arbitrato.",
        "Le controversie non saranno risolte mediante arbitrato.",
        "Qualora le controversie siano risolte mediante arbitrato, ciascuna parte sostiene le proprie spese.",
    ),
    (
        "class_action",
        "Rinunci a partecipare ad azioni collettive.",
        "Non rinunci a partecipare ad azioni collettive.",
        "Stabilisce la legge se rinunci a partecipare ad azioni collettive.",
    ),
    (
        "liability",
        "Non saremo responsabili per le interruzioni del servizio.",
        "Saremo responsabili per le interruzioni del servizio.",
        "Stabilisce il giudice se non saremo responsabili per le interruzioni.",
    ),
    (
        "liability",
        "La responsabilità del conduttore è limitata a 700 euro.",
        "La responsabilità del conduttore non è limitata a 700 euro.",
        "Qualora la responsabilità del conduttore sia limitata a 700 euro, il locatore avvisa l'assicurazione.",
    ),
    (
        "age_limit",
        "Devi avere almeno 16 anni per utilizzare il servizio.",
        "Non devi avere almeno 16 anni per utilizzare il servizio.",
        "Devi avere almeno 16 anni per utilizzare il servizio?",
    ),
    (
        "content_licence",
        "Concedi a noi una licenza gratuita sui contenuti che carichi.",
        "Non concedi a noi una licenza sui contenuti che carichi.",
        "Qualora tu conceda a noi una licenza sui contenuti che carichi, puoi revocarla.",
    ),
    (
        "account_security",
        "La tua password deve restare riservata.",
        "La tua password non deve restare riservata.",
        "Qualora la password non sia più riservata, devi cambiarla.",
    ),
    (
        "user_can_end",
        "Puoi chiudere il tuo account in qualsiasi momento.",
        "Puoi non chiudere il tuo account in qualsiasi momento.",
        "Puoi chiudere il tuo account in qualsiasi momento?",
    ),
    (
        "no_refund",
        "Gli importi pagati non sono rimborsabili.",
        "Gli importi pagati sono rimborsabili.",
        "Stabilisce il giudice se gli importi pagati non sono rimborsabili?",
    ),
    (
        "auto_renew",
        "L'abbonamento si rinnova automaticamente ogni anno.",
        "L'abbonamento non si rinnova automaticamente.",
        "Se l'abbonamento si rinnova automaticamente, ti avvisiamo prima.",
    ),
    (
        "change_prices",
        "Ci riserviamo il diritto di modificare i prezzi.",
        "Non ci riserviamo il diritto di modificare i prezzi.",
        "Stabilisce la legge se ci riserviamo il diritto di modificare i prezzi.",
    ),
    (
        "indemnify",
        "Accetti di manlevarci da ogni pretesa di terzi.",
        "Non sei tenuto a manlevarci da pretese di terzi.",
        "Qualora tu debba manlevarci da pretese di terzi, ti informeremo.",
    ),
    (
        "as_is",
        "Il servizio è fornito così com'è.",
        "Il servizio non è fornito così com'è.",
        "Dipende dal piano se il servizio è fornito così com'è.",
    ),
    (
        "remove_content",
        "Possiamo rimuovere qualsiasi contenuto in qualsiasi momento.",
        "Non possiamo rimuovere contenuti senza esaminarli.",
        "Stabilisce la sezione 7 se possiamo rimuovere contenuti.",
    ),
    (
        "change_service",
        "Possiamo modificare il servizio in qualsiasi momento.",
        "Non possiamo modificare il servizio senza preavviso.",
        "Stabilisce la legge se possiamo modificare il servizio.",
    ),
]

# French, Spanish and Portuguese documents: their tables live with the wording checks of those frames.
ROWS = (
    [("de", *r) for r in DE + LETTER_FRAME_ROWS + TERMS_FRAME_ROWS_DE]
    + [("en", *r) for r in EN + TERMS_FRAME_ROWS_EN]
    + [("it", *r) for r in IT]
    + FR_ES_PT
)


def _row(row: tuple) -> tuple[str, str, str, str, str, str | None, str | None]:
    lang, key, stated, negated, hedged, *rest = row
    negated_gives = rest[0] if rest else None
    hedged_gives = rest[1] if len(rest) > 1 else None
    return lang, key, stated, negated, hedged, negated_gives, hedged_gives


def _given(sentence: str, lang: str) -> str | None:
    found = frame_of(sentence, lang)
    return found[0] if found else None


def test_every_frame_is_in_the_table() -> None:
    """The table covers every frame of every document language with patterns."""
    from app.analysis.frames import _frames

    for lang in ("de", "en", "it", "es", "fr", "pt"):
        keys = {f.key for f in _frames(lang)}
        covered = {_row(r)[1] for r in ROWS if r[0] == lang}
        assert keys == covered, (lang, sorted(keys - covered), sorted(covered - keys))


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_stated(row: tuple) -> None:
    lang, key, stated, *_ = _row(row)
    assert _given(stated, lang) == key


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_negated(row: tuple) -> None:
    lang, _key, _stated, negated, _hedged, negated_gives, _ = _row(row)
    assert _given(negated, lang) == negated_gives


@pytest.mark.parametrize("row", ROWS, ids=[f"{r[0]}-{r[1]}" for r in ROWS])
def test_hedged(row: tuple) -> None:
    lang, key, _stated, _negated, hedged, _, hedged_gives = _row(row)
    assert _given(hedged, lang) == (key if hedged_gives == SAME else hedged_gives)


# Sentences whose negation, condition or view is not about the frame's words: the frame is still given.
KEEP = [
    ("de", "auto_renew", "Der Vertrag verlängert sich automatisch um ein Jahr, wenn er nicht gekündigt wird."),
    ("de", "overtime", "Überstunden sind mit dem Gehalt abgegolten; Nachtarbeit wird nicht gesondert vergütet."),
    ("de", "overtime", "Überstunden sind mit dem Gehalt abgegolten, soweit sie nicht zehn Stunden übersteigen."),
    ("de", "deposit", "Der Mieter hat eine Kaution in Höhe von 2.400,00 EUR zu leisten."),
    ("de", "rent", "Die Miete beträgt 850,00 EUR und ist nicht später als am dritten Werktag zu zahlen."),
    ("de", "pets", "Die Haltung von Hunden ist dem Mieter nicht gestattet."),
    ("de", "no_refund", "Bereits gezahlte Entgelte werden nicht erstattet, soweit das Gesetz nichts anderes bestimmt."),
    ("de", "benefit_cut", "Kommen Sie ohne wichtigen Grund nicht zum Termin, wird Ihr Bürgergeld gemindert."),
    ("de", "sick_report", "Ist der Arbeitnehmer arbeitsunfähig, hat er dies dem Arbeitgeber sofort mitzuteilen."),
    ("de", "liability", "Wir haften nicht für leichte Fahrlässigkeit."),
    ("en", "rent", "The rent is £900 per month, payable no later than the third day of each month."),
    ("en", "auto_renew", "Your subscription renews automatically unless you cancel it."),
    ("en", "pets", "The tenant must not keep pets in the flat."),
    ("en", "non_compete", "After the end of the employment the employee must not compete with the company."),
    ("en", "written_form_changes", "No change to this agreement is valid unless it is made in writing."),
    ("en", "ill_notify", "If you cannot come to your appointment because you are ill, please let us know."),
    ("en", "liability", "In no event will we be liable for indirect damage."),
    ("it", "no_refund", "Gli importi pagati non sono rimborsabili."),
    ("it", "change_service", "Possiamo modificare il servizio non appena lo riteniamo utile."),
    ("it", "content_licence", "Concedi a noi una licenza non esclusiva sui contenuti che carichi."),
    ("en", "arbitration", "All disputes or claims that arise between us will be resolved by binding arbitration."),
    ("en", "liability", "We are not liable for content that users post, and we do not check it."),
    (
        "de",
        "content_licence",
        "Sie räumen uns eine nicht-exklusive, nicht übertragbare Lizenz an den Inhalten ein, die Sie hochladen.",
    ),
    (
        "de",
        "indemnify",
        "Sie verpflichten sich, uns von allen Ansprüchen Dritter freizustellen, einschließlich, aber nicht beschränkt auf "
        "Anwaltskosten.",
    ),
    ("de", "remove_content", "Wir sind berechtigt (aber nicht verpflichtet), Inhalte jederzeit zu entfernen."),
    (
        "de",
        "liability",
        "Wir haften nicht für Inhalte, die andere Nutzer einstellen, weil wir sie nicht prüfen können.",
    ),
]

# Further reversals and hedges: no frame is given.
DROP = [
    ("en", "Our liability is not limited."),
    ("de", "Unsere Haftung ist nicht beschränkt."),
    ("de", "Mitarbeiter im Außendienst erhalten keine Überstundenvergütung."),
    ("de", "Der Arbeitnehmer ist nicht verpflichtet, Überstunden zu leisten."),
    ("en", "If you cannot come to the interview, we will write to you again."),
    ("it", "Se l'abbonamento si rinnova automaticamente, riceverai un promemoria."),
]


@pytest.mark.parametrize(("lang", "sentence"), DROP)
def test_dropped(lang: str, sentence: str) -> None:
    assert _given(sentence, lang) is None


@pytest.mark.parametrize(("lang", "key", "sentence"), KEEP)
def test_kept(lang: str, key: str, sentence: str) -> None:
    assert _given(sentence, lang) == key

"""Round 12 of the German employment notes: the same categories in the grammar of the category, not of one contract.

The rules of earlier rounds held the words of the contracts they were written on; here each category is widened by
what it is made of: the legal object (overtime, training, pay secrecy, a non-compete, side jobs, a lump sum of
damages, a probation period, pay claims, holiday) and the move (exclude, settle by the salary, charge back, ban,
cut), in any word order, with the negation it uses ("weder … noch", "niemandem", "kein Ausgleich") and the
exceptions it names. ``ROUND12`` holds one table per note (key -> (category, fires, silent)) in the form of
``test_notes_cases.TABLES``: "fires" are three or more wordings of the category, "silent" the statutory default, the
variant in the employee's favour, the compound word and the neighbouring category. Every sentence is our own.
No note is new: each widened rule keeps the wording, statutes and decision it had, checked below once more.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from tests.analysis.employment_note_checks import check_cites

EMP = "employment_contract"

ROUND12: dict[str, tuple[str, list[str], list[str]]] = {
    # Overtime not paid, the claim denied in any verb frame, or any compensation excluded.
    "de_overtime_excluded": (
        EMP,
        [
            "Der Arbeitnehmer hat keinen Anspruch auf Vergütung von Mehrarbeitsstunden.",
            "Die Mitarbeiterin leistet bei Bedarf Überstunden, ohne dass hierfür ein besonderer Vergütungsanspruch entsteht.",
            "Ein Ausgleich für Überstunden erfolgt nicht.",
            "Für Mehrarbeit wird kein Ausgleich gewährt.",
            "Überstunden werden weder in Geld noch durch Freizeit ausgeglichen.",
        ],
        [
            "Überstunden werden mit 25 Euro je Stunde vergütet.",  # paid by the hour
            "Überstunden werden durch Freizeit ausgeglichen.",  # time off in lieu
            "Der Arbeitnehmer hat Anspruch auf Vergütung jeder angeordneten Überstunde.",  # in his favour
            "Für nicht angeordnete Überstunden besteht kein Anspruch auf Vergütung.",  # not ordered: the default
            "Ein Ausgleich der Fahrtkosten erfolgt nicht.",  # neighbour: expenses, no overtime named
            "Der Überstundenausgleich erfolgt bis zum Ende des Folgemonats.",  # compound: the way it is compensated
        ],
    ),
    # Overtime settled by the salary: the salary "includes" it, in further verbs.
    "de_overtime_flat": (
        EMP,
        [
            "Die Überstundenvergütung ist im Gehalt eingerechnet.",
            "Mehrarbeit ist in das Monatsgehalt einberechnet.",
            "Überstunden sind mit dem Grundgehalt abgegolten.",
        ],
        [
            "Bis zu zehn Überstunden im Monat sind in das Gehalt eingerechnet.",  # the hours named
            "Die Umsatzsteuer ist im Preis eingerechnet.",  # no overtime
            "Überstunden werden gesondert abgerechnet und nicht in das Gehalt eingerechnet.",  # paid apart
        ],
    ),
    # A non-compete after the end: "weder … noch" is a ban too.
    "de_non_compete": (
        EMP,
        [
            "Für die Dauer von einem Jahr nach Vertragsende darf die Mitarbeiterin weder selbständig noch angestellt "
            "in der Branche des Arbeitgebers tätig werden.",
            "Nach dem Ausscheiden darf der Arbeitnehmer zwei Jahre lang weder für einen Wettbewerber arbeiten noch "
            "ein Konkurrenzunternehmen gründen.",
            "Der Angestellte wird nach Beendigung des Arbeitsverhältnisses Kunden der Firma weder betreuen noch "
            "beliefern.",
        ],
        [
            # compensation promised: the statute's terms
            "Nach Vertragsende darf die Mitarbeiterin ein Jahr lang weder selbständig noch angestellt für Wettbewerber "
            "tätig werden; sie erhält dafür eine Karenzentschädigung in Höhe der Hälfte ihrer letzten Bezüge.",
            # during the employment (§ 60 HGB)
            "Während des Arbeitsverhältnisses darf der Arbeitnehmer weder für Wettbewerber tätig sein noch ein "
            "Konkurrenzunternehmen gründen.",
            "Nach Beendigung des Arbeitsverhältnisses ist der Arbeitnehmer frei, weder an Weisungen noch an "
            "Arbeitszeiten gebunden.",  # no competing named
        ],
    ),
    # A general ban on side jobs, an insertion between the job and the ban.
    "de_side_job": (
        EMP,
        [
            "Jede Nebentätigkeit, gleich ob entgeltlich oder unentgeltlich und gleich in welchem Umfang, ist dem "
            "Arbeitnehmer untersagt.",
            "Eine Nebenbeschäftigung, auch eine solche geringen Umfangs oder am Wochenende, ist der Mitarbeiterin "
            "nicht gestattet.",
            "Nebentätigkeiten sind verboten.",
        ],
        [
            # criteria: consent may be refused only for legitimate interests
            "Jede Nebentätigkeit, gleich ob entgeltlich oder unentgeltlich, ist dem Arbeitgeber vorher anzuzeigen.",
            # competing during the employment is barred by § 60 HGB itself
            "Jede Nebentätigkeit, gleich ob entgeltlich oder unentgeltlich, für ein Konkurrenzunternehmen ist untersagt.",
            "Die Nebentätigkeitsgenehmigung wird schriftlich erteilt.",  # compound, no ban
        ],
    ),
    # The employer's liability excluded, the verb before its subject.
    "de_employer_liability_excluded": (
        EMP,
        [
            "Für den Verlust von persönlichen Gegenständen des Mitarbeiters übernimmt das Unternehmen keine Haftung.",
            "Für Schäden an mitgebrachter Kleidung übernimmt die Firma keinerlei Haftung.",
            "Der Arbeitgeber haftet für eingebrachte Sachen des Arbeitnehmers nicht.",
        ],
        [
            "Für den Verlust von persönlichen Gegenständen übernimmt das Unternehmen keine Haftung, außer bei Vorsatz "
            "oder grober Fahrlässigkeit.",  # the exception the statute asks for
            "Für den Verlust des Dienstausweises übernimmt der Arbeitnehmer die Haftung.",  # the employee's side
            "Das Unternehmen übernimmt die Haftpflichtversicherung für Dienstfahrten.",  # compound: insurance
        ],
    ),
    # Holiday cut for days of sickness: "abgezogen", "in Abzug gebracht".
    "de_holiday_cut_sickness": (
        EMP,
        [
            "Krankheitstage werden vom Urlaubsanspruch abgezogen.",
            "Fehltage wegen Arbeitsunfähigkeit werden vom Jahresurlaub in Abzug gebracht.",
            "Der Urlaub wird für jeden Krankheitstag um einen halben Tag gekürzt.",
        ],
        [
            "Krankheitstage werden nicht vom Urlaubsanspruch abgezogen.",  # the statute (§ 9 BUrlG)
            "Für Zeiten der Elternzeit kann der Urlaub gekürzt werden.",  # a statute allows it (§ 17 BEEG)
            "Krankheitstage werden vom Urlaubsgeld abgezogen.",  # compound: holiday pay (another category)
        ],
    ),
    # A benefit revocable without reasons: more benefits by their compound's head, and "entzogen".
    "de_revocation": (
        EMP,
        [
            "Die Fahrtkostenpauschale steht unter dem Vorbehalt des Widerrufs.",
            "Der Firmenwagen kann dem Arbeitnehmer jederzeit entzogen werden.",
            "Der Essenszuschuss ist jederzeit widerruflich.",
        ],
        [
            "Die Fahrtkostenpauschale kann widerrufen werden, wenn die Firma ihren Sitz verlegt.",  # the reason named
            "Der Firmenwagen ist bei Beendigung des Arbeitsverhältnisses zurückzugeben.",  # at the end: the default
            "Der Arbeitnehmer kann die Teilnahme am Essenszuschuss jederzeit widerrufen.",  # the employee's own right
            "Die Pauschale für Dienstreisen richtet sich nach den steuerlichen Sätzen.",  # no revocation
        ],
    ),
    # Work on call with a band wider than the statute's 25 %.
    "de_on_call_band": (
        EMP,
        [
            "Der Arbeitgeber kann die Arbeitszeit je nach Arbeitsanfall zwischen 10 und 40 Stunden wöchentlich festlegen.",
            "Die Arbeitnehmerin arbeitet auf Abruf von 15 bis 30 Stunden in der Woche.",
            "Die Arbeitszeit richtet sich nach dem Bedarf und beträgt mindestens 10 Stunden, höchstens 20 Stunden.",
        ],
        [
            "Der Arbeitnehmer arbeitet auf Abruf zwischen 20 und 25 Stunden wöchentlich.",  # within the 25 %
            "Die Arbeitszeit beträgt zwischen 38 und 40 Stunden wöchentlich.",  # no work on call
            "Der Arbeitgeber legt die Lage der Arbeitszeit von 8 bis 17 Uhr fest.",  # hours of the day, no band
        ],
    ),
    # A performance bonus lost by a cut-off date: the bonus by its further names.
    "de_bonus_cut_off": (
        EMP,
        [
            "Voraussetzung für die Auszahlung der Jahresprämie ist, dass das Arbeitsverhältnis am Auszahlungstag "
            "ungekündigt besteht.",
            "Die Erfolgsbeteiligung entfällt, wenn der Mitarbeiter vor dem 31. März des Folgejahres ausscheidet.",
            "Die variable Vergütung wird nur gezahlt, wenn das Arbeitsverhältnis am 31.12. ungekündigt besteht.",
        ],
        [
            "Die Jahresprämie wird anteilig für jeden Monat der Beschäftigung gezahlt.",  # pro rata, no cut-off
            "Die Treueprämie setzt voraus, dass das Arbeitsverhältnis am 1.12. ungekündigt besteht.",  # loyalty only
            "Die Jahresprämie wird mit dem Märzgehalt ausgezahlt.",  # no condition
        ],
    ),
    # Holiday pro rata also for leaving in the second half of the year (§ 5 BUrlG keeps the minimum there).
    "de_holiday_pro_rata": (
        EMP,
        [
            "Scheidet der Arbeitnehmer in der zweiten Jahreshälfte aus, erhält er für jeden vollen Monat ein Zwölftel "
            "des Jahresurlaubs.",
            "Bei einem Ausscheiden im zweiten Kalenderhalbjahr wird der Urlaub anteilig gewährt.",
            "Im Eintritts- und Austrittsjahr wird der Urlaub anteilig gewährt.",
        ],
        [
            "Scheidet der Arbeitnehmer in der ersten Jahreshälfte aus, erhält er für jeden vollen Monat ein Zwölftel "
            "des Jahresurlaubs.",  # the statute's own case (§ 5 Abs. 1 c BUrlG)
            "Bei einem Ausscheiden in der zweiten Jahreshälfte wird der gesetzliche Mindesturlaub voll gewährt; der "
            "Mehrurlaub anteilig.",  # the minimum kept
            "Das Urlaubsgeld wird in der zweiten Jahreshälfte anteilig gezahlt.",  # compound: holiday pay
        ],
    ),
    # A lump sum of damages for a breach, no proof of a lower damage allowed (§ 309 Nr. 5 BGB).
    "de_damages_lump_sum": (
        EMP,
        [
            "Nimmt die Arbeitnehmerin die Tätigkeit nicht auf, so ist ein pauschaler Schadensersatz in Höhe eines "
            "halben Monatsgehalts zu zahlen.",
            "Bei einem Verlust des Schlüssels werden dem Mitarbeiter pauschal 150 Euro berechnet.",
            "Verlässt der Arbeitnehmer die Stelle ohne Einhaltung der Frist, zahlt er eine Schadenspauschale von 500 Euro.",
        ],
        [
            "Nimmt die Arbeitnehmerin die Tätigkeit nicht auf, ist ein pauschaler Schadensersatz von 300 Euro zu zahlen; "
            "der Nachweis eines geringeren Schadens bleibt ihr vorbehalten.",  # the proof allowed
            "Für Schäden haftet der Arbeitnehmer nach den gesetzlichen Vorschriften.",  # the statute
            "Bei Nichtantritt der Stelle ist eine Vertragsstrafe von einem halben Monatsgehalt zu zahlen.",  # neighbour
        ],
    ),
    # A penalty by the bare noun "Strafe", of a month's pay or more.
    "de_penalty_over_notice": (
        EMP,
        [
            "Tritt der Arbeitnehmer die Stelle nicht an, ist eine Strafe in Höhe von zwei Bruttomonatsgehältern fällig.",
            "Bei vertragswidriger Lösung des Arbeitsverhältnisses zahlt die Mitarbeiterin eine Strafzahlung von drei "
            "Monatsgehältern.",
            "Tritt der Arbeitnehmer die Arbeit nicht an, verwirkt er eine Vertragsstrafe von zwei Monatsgehältern.",
        ],
        [
            "Tritt der Arbeitnehmer die Stelle nicht an, ist eine Strafe von höchstens einem halben Monatsgehalt fällig.",
            "Wird der Arbeitnehmer zu einer Geldstrafe verurteilt, hat er dies mitzuteilen.",  # compound: a criminal fine
            "Tritt der Arbeitnehmer die Stelle nicht an, schuldet er Ersatz des nachgewiesenen Schadens.",  # the statute
        ],
    ),
    # Secrecy about one's own pay: "Entgelt", the contract's "Konditionen", and "niemandem".
    "de_salary_secrecy": (
        EMP,
        [
            "Die Mitarbeiterin verpflichtet sich, die Konditionen dieses Arbeitsvertrages, insbesondere ihr Entgelt, "
            "vertraulich zu behandeln.",
            "Der Angestellte wird seine Vergütung niemandem mitteilen.",
            "Über sein Entgelt hat der Arbeitnehmer Stillschweigen zu bewahren.",
        ],
        [
            "Die Lohnbuchhalterin hat über die Gehälter der anderen Mitarbeiter Stillschweigen zu bewahren.",  # others' pay
            "Der Arbeitnehmer darf über seine Vergütung frei sprechen.",  # in his favour
            "Die Konditionen unserer Lieferanten sind vertraulich zu behandeln.",  # neighbour: trade secrets
            "Niemandem wird der Zutritt zum Lager ohne Ausweis gestattet.",  # "niemandem", no pay
        ],
    ),
    # Training the employer requires, unpaid: "not working time", "kein Lohn".
    "de_unpaid_training": (
        EMP,
        [
            "Schulungszeiten gelten nicht als Arbeitszeit.",
            "Die Zeit für die Teilnahme an Pflichtschulungen wird nicht als Arbeitszeit vergütet.",
            "Während der Anlernzeit wird kein Lohn gezahlt.",
        ],
        [
            "Schulungszeiten gelten als Arbeitszeit und werden vergütet.",  # the default
            "Die Teilnahme an freiwilligen Fortbildungen auf eigenen Wunsch gilt nicht als Arbeitszeit.",  # own choice
            "Pausen gelten nicht als Arbeitszeit.",  # neighbour: breaks (§ 4 ArbZG)
            "Der Schulungsraum ist während der Arbeitszeit geöffnet.",  # compound, no pay
        ],
    ),
    # Training or induction costs charged back on leaving, in other words ("in Rechnung gestellt", "zurückgefordert").
    "de_training_repayment": (
        EMP,
        [
            "Die Kosten für die Einarbeitung werden dem Mitarbeiter bei vorzeitigem Ausscheiden in Rechnung gestellt.",
            "Scheidet die Arbeitnehmerin innerhalb eines Jahres aus, werden die Lehrgangskosten von ihr zurückgefordert.",
            "Die Fortbildungskosten sind bei einer Eigenkündigung innerhalb von zwei Jahren zu erstatten.",
        ],
        [
            # staggered: the default the courts accept
            "Die Lehrgangskosten werden bei einer Eigenkündigung innerhalb von zwei Jahren anteilig für jeden vollen "
            "Monat zurückgefordert.",
            "Die Kosten der Fortbildung trägt der Arbeitgeber.",  # the employer bears them
            "Die Reisekosten zur Fortbildung werden dem Arbeitgeber in Rechnung gestellt.",  # the employer is billed
        ],
    ),
    # The diagnosis asked for: "bekanntzugeben".
    "de_absence_reason": (
        EMP,
        [
            "Im Falle einer Erkrankung ist die Diagnose dem Arbeitgeber bekanntzugeben.",
            "Bei Krankheit hat der Mitarbeiter die Art der Krankheit mitzuteilen.",
            "Die Ursache der Arbeitsunfähigkeit ist dem Vorgesetzten bekannt zu geben.",
            "Die Krankmeldung muss Angaben zur Erkrankung enthalten.",
            "Bei einer Erkrankung sind dem Arbeitgeber Angaben über die Art der Krankheit zu machen.",
        ],
        [
            "Im Falle einer Erkrankung ist die voraussichtliche Dauer dem Arbeitgeber bekanntzugeben.",  # § 5 EntgFG
            "Die Diagnose muss dem Arbeitgeber nicht bekanntgegeben werden.",  # in his favour
            "Der Urlaubswunsch ist dem Arbeitgeber rechtzeitig bekanntzugeben.",  # neighbour: holiday
            "Die Krankmeldung muss Angaben zur voraussichtlichen Dauer der Arbeitsunfähigkeit enthalten.",  # § 5 EntgFG
            "Angaben zur Erkrankung muss der Arbeitnehmer nicht machen.",  # in his favour
            "Angaben zur Erkrankung eines Kindes sind für die Freistellung nach § 45 SGB V vorzulegen.",  # a statute
        ],
    ),
    # Pay claims not to be assigned, a condition between the modal and "weder … noch".
    "de_assignment_ban": (
        EMP,
        [
            "Lohn- und Gehaltsansprüche dürfen ohne vorherige schriftliche Zustimmung des Arbeitgebers weder abgetreten "
            "noch verpfändet werden.",
            "Die Abtretung von Vergütungsansprüchen ist ausgeschlossen.",
            "Der Arbeitnehmer darf seine Gehaltsansprüche nicht abtreten.",
        ],
        [
            "Der Arbeitnehmer hat eine Abtretung seiner Vergütungsansprüche dem Arbeitgeber anzuzeigen.",  # notice only
            "Die Abtretungserklärung ist der Lohnbuchhaltung vorzulegen.",  # compound
            "Die Aufrechnung gegen Lohnansprüche ist ausgeschlossen.",  # neighbour: set-off
        ],
    ),
    # A probation period beyond six months, the number before the word.
    "de_probation_long": (
        EMP,
        [
            "Die ersten zwölf Monate gelten als Probezeit.",
            "Die ersten neun Monate des Arbeitsverhältnisses gelten als Probezeit.",
            "Die Probezeit dauert acht Monate.",
        ],
        [
            "Als Probezeit gelten die ersten sechs Monate.",  # the statute's maximum (§ 622 Abs. 3 BGB)
            "Die ersten zwölf Monate gelten als Einarbeitungszeit.",  # compound-free neighbour: induction, no probation
            "Eine Probezeit wird nicht vereinbart.",  # in his favour
        ],
    ),
    # The employment ending by itself, also as a deemed notice of the employee.
    "de_termination_condition": (
        EMP,
        [
            "Bleibt der Mitarbeiter drei Tage unentschuldigt der Arbeit fern, gilt dies als Eigenkündigung.",
            "Kehrt die Arbeitnehmerin aus dem Urlaub nicht rechtzeitig zurück, gilt das als Kündigung ihrerseits.",
            "Wird die Fahrerlaubnis entzogen, endet das Arbeitsverhältnis, ohne dass es einer Kündigung bedarf.",
        ],
        [
            "Das Arbeitsverhältnis endet mit Erreichen der Regelaltersgrenze, ohne dass es einer Kündigung bedarf.",
            "Eine Kündigung gilt als zugegangen, wenn sie in den Briefkasten eingeworfen wurde.",  # neighbour: receipt
            "Bleibt der Mitarbeiter unentschuldigt fern, kann der Arbeitgeber nach Abmahnung kündigen.",  # the default
        ],
    ),
    # All claims declared settled on a receipt or on leaving, nothing in return.
    "de_claims_waiver": (
        EMP,
        [
            "Mit Erhalt der Abschlussrechnung sind alle Ansprüche aus dem Arbeitsverhältnis erledigt.",
            "Mit der Unterzeichnung der Arbeitspapiere sind sämtliche Forderungen des Arbeitnehmers abgegolten.",
            "Der Arbeitnehmer verzichtet auf alle Ansprüche aus dem Arbeitsverhältnis.",
        ],
        [
            "Mit Erhalt der Abschlussrechnung sind alle Ansprüche beider Seiten erledigt; der Arbeitnehmer erhält eine "
            "Abfindung.",  # in return
            "Nach Beendigung sind alle Ansprüche erledigt, wenn sie nicht binnen drei Monaten geltend gemacht werden.",
            "Mit dem Gehalt sind bei Beendigung alle Ansprüche auf Überstunden abgegolten.",  # neighbour: overtime
        ],
    ),
    # Holiday allowed only in named months: the standing ban in its positive form.
    "de_holiday_blackout": (
        EMP,
        [
            "Urlaub darf nur in den Monaten Januar bis März genommen werden.",
            "Der Jahresurlaub ist nur während der Wintermonate zu nehmen.",
            "In der Hauptsaison ist Urlaub ausgeschlossen.",
        ],
        [
            "Urlaub soll vorzugsweise in den Monaten Januar bis März genommen werden.",  # a wish, no ban
            "Der Urlaub wird nur in den Monaten Januar bis März gewährt, wenn dringende betriebliche Belange es "
            "erfordern.",  # the statute's own words
            "Das Urlaubsgeld wird nur in den Monaten Juni und Juli gezahlt.",  # compound: holiday pay
        ],
    ),
    # An exclusion period asking more than text form: a letter, the post, a signature.
    "de_exclusion_written": (
        EMP,
        [
            "Ansprüche verfallen, wenn sie nicht binnen drei Monaten nach Fälligkeit per Brief geltend gemacht werden; "
            "der Mindestlohn und Ansprüche aus vorsätzlichem Handeln sind ausgenommen.",
            "Ansprüche verfallen, wenn sie nicht binnen drei Monaten nach Fälligkeit mit einem unterschriebenen "
            "Schreiben geltend gemacht werden.",
            "Ansprüche erlöschen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit per Post geltend gemacht "
            "werden.",
        ],
        [
            "Ansprüche verfallen, wenn sie nicht binnen drei Monaten nach Fälligkeit in Textform geltend gemacht "
            "werden.",  # text form: what § 309 Nr. 13 BGB allows
            "Die Lohnabrechnung wird dem Arbeitnehmer per Post zugesandt.",  # no exclusion period
            "Ein unterschriebenes Exemplar dieses Vertrages hat der Arbeitnehmer erhalten.",  # neighbour: receipt
        ],
    ),
    # The costs of the employee's own things used for the work left to the employee (§ 670 BGB).
    "de_expenses_borne": (
        EMP,
        [
            "Die Kosten für die dienstliche Nutzung des privaten Mobiltelefons trägt der Arbeitnehmer.",
            "Kosten der betrieblichen Nutzung des eigenen Pkw werden nicht erstattet.",
            "Reisekosten trägt die Mitarbeiterin ohne Erstattung.",
        ],
        [
            "Die Kosten für die dienstliche Nutzung des privaten Mobiltelefons trägt der Arbeitgeber.",  # the default
            "Die Kosten für die dienstliche Nutzung des eigenen Pkw werden gegen Nachweis erstattet.",  # reimbursed
            "Die Kosten der privaten Nutzung des Diensthandys trägt der Arbeitnehmer.",  # private use: no expense
        ],
    ),
    # Fault presumed against the employee, or the burden of proof put on the employee (§ 309 Nr. 12 BGB).
    "de_presumption": (
        EMP,
        [
            "Kassenfehlbeträge gelten als vom Arbeitnehmer verschuldet.",
            "Der Arbeitnehmer trägt die Beweislast dafür, dass ihn an einem Schaden kein Verschulden trifft.",
            "Die Beweislast für fehlendes Verschulden liegt bei dem Mitarbeiter.",
        ],
        [
            "Der Arbeitgeber trägt die Beweislast für ein Verschulden des Arbeitnehmers.",  # § 619a BGB
            "Angeordnete Überstunden gelten als vom Arbeitnehmer geleistet, wenn sie im Zeiterfassungssystem stehen.",
            "Die Beweislastumkehr ist ausgeschlossen.",  # compound, no burden on the employee
        ],
    ),
    # Damage made good whatever the fault, with "ersetzen" as the verb.
    "de_employee_liability": (
        EMP,
        [
            "Schäden am Dienstwagen hat der Arbeitnehmer unabhängig vom Grad des Verschuldens in voller Höhe zu ersetzen.",
            "Die Mitarbeiterin hat Schäden an Arbeitsgeräten ohne Rücksicht auf das Verschulden zu erstatten.",
            "Der Arbeitnehmer haftet für alle von ihm verursachten Schäden in voller Höhe.",
        ],
        [
            "Schäden am Dienstwagen hat der Arbeitnehmer nur bei Vorsatz oder grober Fahrlässigkeit zu ersetzen.",
            "Schäden am Privatfahrzeug des Arbeitnehmers ersetzt der Arbeitgeber unabhängig vom Verschulden.",
            "Der Schadensfreiheitsrabatt des Dienstwagens wird vom Arbeitgeber getragen.",  # compound, no liability
        ],
    ),
    # Sick pay lost for the day when the certificate comes late: "wird nicht bezahlt", "als unentschuldigt".
    "de_sick_note_forfeit": (
        EMP,
        [
            "Arbeitsunfähigkeitsbescheinigungen sind bis 9 Uhr des ersten Krankheitstages einzureichen, andernfalls gilt "
            "der Tag als unentschuldigt und wird nicht bezahlt.",
            "Wird die Bescheinigung nicht rechtzeitig vorgelegt, werden die Fehltage nicht vergütet.",
            "Legt der Arbeitnehmer die Bescheinigung nicht fristgerecht vor, entfällt der Anspruch auf Entgeltfortzahlung.",
        ],
        [
            "Solange die Bescheinigung nicht vorgelegt wird, kann der Arbeitgeber die Entgeltfortzahlung verweigern.",
            "Die Bescheinigung ist spätestens am vierten Tag vorzulegen.",  # the statute's duty, no forfeiture
            "Unentschuldigte Fehltage ohne Krankheit werden nicht vergütet.",  # neighbour: no sickness certificate
        ],
    ),
    # The defence of no longer being enriched taken away, "unabhängig davon, ob … noch bereichert".
    "de_enrichment_waived": (
        EMP,
        [
            "Zuviel gezahltes Gehalt ist unabhängig davon zurückzuzahlen, ob der Arbeitnehmer noch bereichert ist.",
            "Auf den Wegfall der Bereicherung kann sich die Mitarbeiterin nicht berufen.",
            "Überzahlungen sind ohne Rücksicht auf eine Entreicherung zu erstatten.",
        ],
        [
            "Zuviel gezahltes Gehalt ist zurückzuzahlen, soweit der Arbeitnehmer noch bereichert ist.",  # the statute
            "Der Arbeitgeber kann sich auf den Wegfall der Bereicherung nicht berufen.",  # the employer's side
            "Zuviel gezahltes Gehalt ist zurückzuzahlen.",  # the duty alone
        ],
    ),
    # A fixed sum for a breach, the breach as the event in any form ("bei einem Verstoß", "für den Fall, dass …").
    "de_penalty_fixed_sum": (
        EMP,
        [
            "Bei einem Verstoß gegen die Verschwiegenheitspflicht ist eine Vertragsstrafe in Höhe von 10.000 Euro fällig.",
            "Für den Fall, dass der Arbeitnehmer gegen das Abwerbeverbot verstößt, ist eine Vertragsstrafe von 20.000 "
            "Euro zu zahlen.",
            "Bei Verstößen gegen das Verbot privater Internetnutzung wird eine Vertragsstrafe von 500 Euro fällig.",
        ],
        [
            "Bei einem Verstoß gegen die Verschwiegenheitspflicht ist eine Vertragsstrafe von höchstens 2.000 Euro "
            "fällig.",  # capped
            "Bei einem Verstoß gegen die Verschwiegenheitspflicht kann der Arbeitgeber Ersatz des nachgewiesenen "
            "Schadens von 2.000 Euro verlangen.",  # damages proved, no penalty
            "Bei einem Verstoß gegen die Hausordnung erteilt der Arbeitgeber eine Abmahnung.",  # no sum
        ],
    ),
    # A working day beyond ten hours, "täglich" as the adjective; the hours must be hours of work.
    "de_working_hours_max": (
        EMP,
        [
            "Die regelmäßige tägliche Arbeitszeit beträgt 11 Stunden.",
            "Die Arbeitszeit beträgt täglich 12 Stunden.",
            "Die wöchentliche Arbeitszeit beträgt 52 Stunden.",
        ],
        [
            "Die regelmäßige tägliche Arbeitszeit beträgt 8 Stunden.",  # the statute's default
            "Der Versicherungsschutz gilt für Unfälle des täglichen Lebens rund um die Uhr, 24 Stunden.",  # no work
            "Die wöchentliche Arbeitszeit beträgt 48 Stunden an sechs Werktagen.",  # the statute's six-day week
        ],
    ),
    # Notice within the first weeks named without the word "Probezeit".
    "de_probation_notice": (
        EMP,
        [
            "In den ersten vier Wochen kann das Arbeitsverhältnis täglich gekündigt werden.",
            "Während der ersten drei Monate kann mit einer Frist von einer Woche gekündigt werden.",
            "Die Probezeit beträgt sechs Monate; in dieser Zeit kann mit einer Frist von drei Tagen gekündigt werden.",
        ],
        [
            "In den ersten sechs Monaten kann mit einer Frist von zwei Wochen gekündigt werden.",  # § 622 Abs. 3 BGB
            "Als Aushilfe kann der Arbeitnehmer in den ersten vier Wochen täglich gekündigt werden.",  # § 622 Abs. 5
            "In den ersten vier Wochen wird der Arbeitnehmer eingearbeitet.",  # no notice
        ],
    ),
    # The employee's notices bound to writing (§ 309 Nr. 13 BGB), in further words; a change of address is a notice.
    "de_declaration_written": (
        EMP,
        [
            "Einwände gegen die Gehaltsabrechnung sind schriftlich zu erheben.",
            "Mitteilungen an den Arbeitgeber sind nur wirksam, wenn sie schriftlich erfolgen.",
            "Der Arbeitnehmer hat Änderungen seiner Anschrift schriftlich mitzuteilen.",
        ],
        [
            "Einwände gegen die Gehaltsabrechnung sind in Textform zu erheben.",  # text form: what the statute allows
            "Mitteilungen des Arbeitgebers an den Arbeitnehmer erfolgen schriftlich.",  # the employer's own
            "Änderungen dieses Vertrages bedürfen der Schriftform.",  # neighbour: written form of the contract
            "Die Kündigung durch den Arbeitnehmer bedarf der Schriftform.",  # the statute itself (§ 623 BGB)
        ],
    ),
}


def _drafts(text: str) -> dict[str, object]:
    return {d.key: d for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, fires, _) in ROUND12.items() for t in fires])
def test_fires(key: str, text: str) -> None:
    assert key in _drafts(text)


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, _, silent) in ROUND12.items() for t in silent])
def test_silent(key: str, text: str) -> None:
    assert key not in _drafts(text)


def test_every_table_has_three_wordings_and_the_four_kinds_of_silence() -> None:
    for key, (_, fires, silent) in ROUND12.items():
        assert len(fires) >= 3 and len(silent) >= 3, key


@pytest.mark.parametrize(
    ("text", "key", "kind", "citations", "file_number"),
    [
        ("Ein Ausgleich für Überstunden erfolgt nicht.", "de_overtime_excluded", "may_be_invalid",
         ("§ 307 BGB", "§ 612 BGB"), None),
        ("Die Überstundenvergütung ist im Gehalt eingerechnet.", "de_overtime_flat", "may_be_invalid",
         ("§ 307 BGB", "§ 612 BGB"), "5 AZR 517/09"),
        ("Nach dem Ausscheiden darf der Arbeitnehmer zwei Jahre lang weder für einen Wettbewerber arbeiten noch ein "
         "Konkurrenzunternehmen gründen.", "de_non_compete", "may_be_invalid", ("§ 74 HGB",), "10 AZR 448/15"),
        ("Die Fahrtkostenpauschale steht unter dem Vorbehalt des Widerrufs.", "de_revocation", "may_be_invalid",
         ("§ 308 BGB", "§ 307 BGB"), "5 AZR 364/04"),
        ("Nimmt die Arbeitnehmerin die Tätigkeit nicht auf, so ist ein pauschaler Schadensersatz in Höhe eines halben "
         "Monatsgehalts zu zahlen.", "de_damages_lump_sum", "may_be_invalid", ("§ 309 BGB",), None),
        ("Die ersten zwölf Monate gelten als Probezeit.", "de_probation_long", "unusual", ("§ 622 BGB",), None),
    ],
)  # fmt: skip
def test_a_widened_rule_keeps_its_statutes_and_decision(
    text: str, key: str, kind: str, citations: tuple[str, ...], file_number: str | None
) -> None:
    check_cites(text, key, kind, citations, file_number)


@pytest.mark.parametrize(
    ("heading", "text", "key", "fires"),
    [
        # a pronoun of the third person singular speaks of the heading's object
        ("§ 5 Urlaub", "Er verfällt am Ende des Kalenderjahres ersatzlos.", "de_holiday_lapse_unconditional", True),
        ("§ 5 Urlaub", "Er wird in Abstimmung mit dem Arbeitgeber genommen.", "de_holiday_lapse_unconditional", False),
        # the compound: holiday pay is not the holiday
        ("§ 5 Urlaubsgeld", "Es verfällt am Ende des Kalenderjahres ersatzlos.", "de_holiday_lapse_unconditional", False),
        # the polite "Sie" (plural verb) is the reader, not the heading's object
        ("§ 5 Urlaub", "Sie sind verpflichtet, Ihren Urlaubswunsch rechtzeitig mitzuteilen.", "de_holiday_lead_time", False),
    ],
)  # fmt: skip
def test_a_pronoun_reads_the_heading(heading: str, text: str, key: str, fires: bool) -> None:
    keys = {d.key for d in find_german_notes(ClauseView("c1", text, heading, EMP, "de"))}
    assert (key in keys) is fires


# The polite address ("Sie", "Ihr", "wir" for the employer): the same categories in the second person.
POLITE = [
    ("Sie haften für alle von Ihnen verursachten Schäden in voller Höhe.", "de_employee_liability", True),
    ("Sie haften nur bei Vorsatz und grober Fahrlässigkeit.", "de_employee_liability", False),
    ("Scheiden Sie innerhalb von zwei Jahren aus, müssen Sie die Kosten der Fortbildung vollständig zurückzahlen.",
     "de_training_repayment", True),
    ("Die Kosten der Fortbildung müssen Sie nicht zurückzahlen; sie trägt der Arbeitgeber.", "de_training_repayment",
     False),
    ("Im Krankheitsfall teilen Sie uns bitte auch die Diagnose mit.", "de_absence_reason", True),
    ("Im Krankheitsfall teilen Sie uns bitte die voraussichtliche Dauer mit.", "de_absence_reason", False),
    ("Wir können Ihnen jederzeit eine andere, auch geringer bezahlte Tätigkeit zuweisen.", "de_transfer_unequal", True),
    ("Sie können auf eigenen Wunsch eine andere, auch geringer bezahlte Tätigkeit übernehmen.", "de_transfer_unequal",
     False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "key", "fires"), POLITE)
def test_the_polite_address(text: str, key: str, fires: bool) -> None:
    assert (key in _drafts(text)) is fires

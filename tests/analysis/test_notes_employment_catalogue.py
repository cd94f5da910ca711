"""The catalogue of clause kinds German courts have held void or unfair in standard employment contracts, one by one.

Written from the case law and the statutes (§§ 305–310 BGB with § 310 Abs. 4), not from any corpus: for each kind two
or three classic wordings of our own that must get the kind's note, and two or more that must not (the statutory
default, the variant in the employee's favour, the neighbouring kind). A kind may accept more than one key where the
engine splits it finer (a penalty above the pay for the notice period and one of a month's pay in the probation are
two notes of one kind).

What the catalogue leaves silent on purpose, because the courts do not hold it void:
- a transfer clause for the place of work alone that mirrors § 106 GewO: the BAG held such a clause neither an
  unreasonable disadvantage nor intransparent for naming no reasons (BAG, 11.04.2006, 9 AZR 557/05; also 13.04.2010,
  9 AZR 36/09). Transfer to other, lesser work is the kind courts held void (BAG, 09.05.2006, 9 AZR 424/05).
- a gratuity repayable on leaving before 31 March (under a month's pay) or 30 June (a month's pay or more) of the
  next year: within the limits the BAG drew (BAG, 21.05.2003, 10 AZR 390/02); only a later date is the kind.

Every sentence is our own.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from tests.analysis.employment_note_checks import check_cites, wordings

EMP = "employment_contract"

# kind -> (keys that count as the kind's note, wordings that must get one, wordings that must get none)
CATALOGUE: dict[str, tuple[frozenset[str], list[str], list[str]]] = {
    "exclusion period, one stage shorter than three months": (
        frozenset({"de_exclusion_short"}),
        [
            "Alle Ansprüche aus dem Arbeitsverhältnis verfallen, wenn sie nicht innerhalb von zwei Monaten nach "
            "Fälligkeit in Textform geltend gemacht werden; ausgenommen sind Ansprüche auf den Mindestlohn.",
            "Ansprüche beider Seiten erlöschen, sofern sie nicht binnen sechs Wochen nach ihrer Fälligkeit gegenüber "
            "der anderen Partei in Textform erhoben werden. Der gesetzliche Mindestlohn bleibt unberührt.",
            "Ansprüche aus dem Arbeitsverhältnis sind innerhalb eines Monats nach Fälligkeit in Textform geltend zu "
            "machen, andernfalls sind sie verfallen. Dies gilt nicht für den Mindestlohn und für Ansprüche aus Vorsatz.",
        ],
        [
            "Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit in Textform geltend "
            "gemacht werden. Ausgenommen sind Ansprüche auf den gesetzlichen Mindestlohn und aus vorsätzlicher "
            "Pflichtverletzung.",
            "Ansprüche aus dem Arbeitsverhältnis verjähren nach den gesetzlichen Vorschriften.",  # the statute
            "Ansprüche verfallen, wenn sie nicht innerhalb von sechs Monaten nach Fälligkeit in Textform geltend "
            "gemacht werden; ausgenommen sind der Mindestlohn und Ansprüche aus Vorsatz.",  # longer: the favour
        ],
    ),
    "exclusion period, second stage shorter than three months": (
        frozenset({"de_exclusion_short"}),
        [
            "Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit in Textform geltend "
            "gemacht werden. Lehnt die Gegenseite den Anspruch ab, so verfällt er, wenn er nicht innerhalb von einem "
            "Monat nach der Ablehnung gerichtlich geltend gemacht wird. Ansprüche auf den Mindestlohn sind ausgenommen.",
            "Ansprüche erlöschen, wenn sie nicht binnen drei Monaten nach Fälligkeit in Textform erhoben werden; lehnt "
            "die andere Seite ab, müssen sie binnen sechs Wochen nach der Ablehnung eingeklagt werden. Der Mindestlohn "
            "ist ausgenommen.",
        ],
        [
            # three months each, the reply window of two weeks is the other side's, not a stage
            "Ansprüche verfallen, wenn sie nicht binnen drei Monaten nach Fälligkeit in Textform geltend gemacht "
            "werden. Äußert sich die Gegenseite nicht binnen zwei Wochen nach der Geltendmachung oder lehnt sie ab, "
            "verfällt der Anspruch, wenn er nicht binnen drei Monaten danach eingeklagt wird. Der Mindestlohn ist "
            "ausgenommen.",
            "Lehnt der Arbeitgeber einen geltend gemachten Anspruch ab, teilt er dies binnen zwei Wochen in Textform "
            "mit.",  # no period of the claim at all
        ],
    ),
    "exclusion period without the minimum wage excepted": (
        frozenset({"de_exclusion_minimum_wage"}),
        [
            "Alle Ansprüche aus dem Arbeitsverhältnis verfallen, wenn sie nicht innerhalb von drei Monaten nach "
            "Fälligkeit in Textform geltend gemacht werden.",
            "Ansprüche beider Vertragsparteien erlöschen, wenn sie nicht binnen drei Monaten nach Fälligkeit gegenüber "
            "der anderen Seite in Textform erhoben werden.",
        ],
        [
            "Ansprüche verfallen, wenn sie nicht binnen drei Monaten in Textform geltend gemacht werden; das gilt "
            "nicht für den Anspruch auf den gesetzlichen Mindestlohn.",
            "Ansprüche auf Reisekosten verfallen, wenn sie nicht binnen drei Monaten nach der Reise abgerechnet und "
            "geltend gemacht werden.",  # a named claim, not the pay for hours worked
        ],
    ),
    "repayment of training costs without staggering": (
        frozenset({"de_training_repayment"}),
        [
            "Scheidet der Arbeitnehmer innerhalb von zwei Jahren nach Abschluss der Fortbildung auf eigenen Wunsch aus "
            "dem Arbeitsverhältnis aus, hat er die vom Arbeitgeber getragenen Kosten in voller Höhe zurückzuzahlen.",
            "Endet das Arbeitsverhältnis durch Kündigung des Arbeitnehmers vor Ablauf von 24 Monaten nach Ende des "
            "Lehrgangs, sind die Lehrgangskosten vollständig zu erstatten.",
            "Die Mitarbeiterin verpflichtet sich, die Kosten der Weiterbildung zu erstatten, wenn sie vor Ablauf eines "
            "Jahres nach deren Abschluss auf eigenen Wunsch ausscheidet.",
        ],
        [
            "Kündigt der Arbeitnehmer innerhalb von zwei Jahren nach Abschluss der Fortbildung selbst, erstattet er die "
            "Kosten anteilig; für jeden Monat der Beschäftigung nach der Fortbildung vermindert sich der Betrag um ein "
            "Vierundzwanzigstel.",  # staggered
            "Die Kosten der Fortbildung trägt der Arbeitgeber.",  # the default
        ],
    ),
    "repayment of training costs whatever ends the employment": (
        frozenset({"de_training_any_reason"}),
        [
            "Endet das Arbeitsverhältnis vor Ablauf von drei Jahren nach Abschluss der Schulung, gleich aus welchem "
            "Grund, so hat der Arbeitnehmer die Schulungskosten anteilig zurückzuzahlen; für jeden vollen Monat der "
            "Beschäftigung mindert sich der Betrag um 1/36.",
            "Wird das Arbeitsverhältnis vor Ablauf von zwei Jahren nach der Fortbildung beendet, gleichgültig von "
            "welcher Seite, erstattet der Arbeitnehmer die Kosten der Fortbildung zeitanteilig zurück.",
        ],
        [
            "Kündigt der Arbeitnehmer innerhalb von zwei Jahren nach der Fortbildung, ohne dass der Arbeitgeber dazu "
            "Anlass gegeben hat, erstattet er die Kosten anteilig; für jeden Monat mindert sich der Betrag um 1/24.",
            "Die Fortbildung findet während der Arbeitszeit statt; die Kosten trägt der Arbeitgeber.",
            # the employer reimbursing the employee, the split verb with the employer as subject
            "Die vom Arbeitnehmer verauslagten Fortbildungskosten erstattet der Arbeitgeber nach Vorlage der Belege "
            "zurück.",
        ],
    ),
    "contractual penalty above a month's pay or above the pay for the notice": (
        frozenset({"de_penalty_over_notice", "de_penalty_high"}),
        [
            "Tritt der Arbeitnehmer die Arbeit nicht an oder beendet er das Arbeitsverhältnis ohne Einhaltung der "
            "Kündigungsfrist, zahlt er eine Vertragsstrafe in Höhe von zwei Bruttomonatsgehältern.",
            "Für den Fall des vertragswidrigen Nichtantritts der Stelle wird eine Vertragsstrafe in Höhe eines "
            "dreifachen Monatsgehalts vereinbart.",
            "Während der Probezeit (Kündigungsfrist zwei Wochen) verwirkt der Arbeitnehmer bei Nichtantritt der Arbeit "
            "eine Vertragsstrafe in Höhe eines Bruttomonatsgehalts.",
        ],
        [
            "Tritt der Arbeitnehmer die Arbeit nicht an, zahlt er eine Vertragsstrafe in Höhe des Bruttoentgelts, das "
            "er bis zum Ablauf der Kündigungsfrist erhalten hätte, höchstens aber eines halben Bruttomonatsgehalts.",
            "Der Arbeitgeber kann Schadensersatz nach den gesetzlichen Vorschriften verlangen.",  # the statute
        ],
    ),
    "contractual penalty for a breach not named": (
        frozenset({"de_penalty_vague"}),
        [
            "Bei einem gravierenden Vertragsverstoß hat der Arbeitnehmer eine Vertragsstrafe von einem "
            "Bruttomonatsgehalt zu zahlen.",
            "Für jeden schuldhaften Verstoß gegen seine arbeitsvertraglichen Pflichten zahlt der Mitarbeiter eine "
            "Vertragsstrafe in Höhe eines halben Monatsgehalts.",
        ],
        [
            "Tritt der Arbeitnehmer die Arbeit nicht an, zahlt er eine Vertragsstrafe in Höhe eines halben "
            "Bruttomonatsgehalts.",  # the breach named
            "Verstößt der Arbeitnehmer gegen seine Pflichten, kann der Arbeitgeber ihn abmahnen.",  # no penalty
        ],
    ),
    "overtime settled by the salary without a number of hours": (
        frozenset({"de_overtime_flat"}),
        [
            "Durch die vereinbarte Vergütung ist die Leistung etwaiger Überstunden abgegolten.",
            "Erforderliche Mehrarbeit ist mit dem Monatsgehalt pauschal abgegolten.",
            "Die Abgeltung von Überstunden erfolgt durch das Monatsgehalt.",  # the settling as a noun
            "Etwaige Mehrarbeitsstunden gelten als durch das Gehalt vergütet.",  # deemed paid
        ],
        [
            "Mit dem Monatsgehalt sind bis zu zehn Überstunden im Monat abgegolten; darüber hinausgehende Überstunden "
            "werden gesondert vergütet.",  # the hours named
            "Angeordnete Überstunden werden mit dem Stundenlohn zuzüglich 25 % vergütet.",  # paid
            "Die Abgeltung von Überstunden erfolgt durch Freizeit.",  # time off in lieu
            "Der Arbeitnehmer arbeitet 40 Stunden wöchentlich; mit dem Gehalt sind 5 Überstunden pro Woche "
            "abgegolten.",  # the hours covered named
            "Die Abgeltung des Urlaubs erfolgt durch das Gehalt.",  # neighbour: holiday
        ],
    ),
    "revocation reserve without reasons": (
        frozenset({"de_revocation"}),
        [
            "Die Zulage kann vom Arbeitgeber jederzeit widerrufen werden.",
            "Der Arbeitgeber behält sich vor, die Leistungszulage jederzeit ganz oder teilweise zu widerrufen.",
            "Die außertarifliche Zulage ist jederzeit frei widerruflich.",
        ],
        [
            "Die Zulage kann aus wirtschaftlichen Gründen, insbesondere bei einem Rückgang des Umsatzes um mehr als "
            "15 %, widerrufen werden; sie macht weniger als 25 % der Gesamtvergütung aus.",  # reasons and a share
            "Die Vollmacht kann vom Arbeitnehmer jederzeit widerrufen werden.",  # neighbour: the employee's right
        ],
    ),
    "voluntariness reserve joined with a revocation reserve": (
        frozenset({"de_voluntary_revocable"}),
        [
            "Die Weihnachtsgratifikation wird freiwillig und unter dem Vorbehalt des jederzeitigen Widerrufs gezahlt.",
            "Die Zahlung des Bonus erfolgt freiwillig; sie ist jederzeit widerruflich und begründet auch bei "
            "wiederholter Zahlung keinen Rechtsanspruch.",
            "Sonderzahlungen sind freiwillige, jederzeit widerrufliche Leistungen des Arbeitgebers.",
        ],
        [
            "Die Weihnachtsgratifikation wird freiwillig gezahlt; auch eine wiederholte Zahlung begründet keinen "
            "Rechtsanspruch für die Zukunft.",  # voluntariness alone, for one payment
            "Der Arbeitnehmer erhält ein Weihnachtsgeld in Höhe eines Monatsgehalts.",  # a claim
        ],
    ),
    "transfer to other, lesser work": (
        frozenset({"de_transfer_unequal"}),
        [
            "Die Firma kann der Mitarbeiterin auch andere Tätigkeiten zuweisen und sie an jeden Standort des "
            "Unternehmens versetzen.",
            "Der Arbeitnehmer ist verpflichtet, auf Weisung des Arbeitgebers auch eine andere, geringer bezahlte "
            "Tätigkeit zu übernehmen.",
        ],
        [
            "Der Arbeitgeber kann dem Arbeitnehmer unter Wahrung billigen Ermessens eine andere gleichwertige "
            "Tätigkeit an einem anderen Arbeitsort zuweisen, soweit dies den Interessen des Arbeitnehmers nicht "
            "widerspricht.",
            # the place alone, as § 106 GewO has it (BAG 9 AZR 557/05): not the kind
            "Der Arbeitgeber ist berechtigt, den Arbeitnehmer an einen anderen Ort im In- oder Ausland zu versetzen.",
            "Arbeitsort ist Köln.",
        ],
    ),
    "post-contractual non-compete without compensation": (
        frozenset({"de_non_compete"}),
        [
            "Der Arbeitnehmer verpflichtet sich, für die Dauer von zwei Jahren nach Beendigung des "
            "Arbeitsverhältnisses nicht für ein Konkurrenzunternehmen tätig zu werden.",
            "Nach dem Ausscheiden ist es der Mitarbeiterin für ein Jahr untersagt, im Geschäftsbereich der Firma "
            "selbständig oder unselbständig tätig zu sein; eine Entschädigung wird nicht gezahlt.",
            "Für ein Jahr nach dem Ende des Arbeitsverhältnisses darf der Angestellte ohne Karenzentschädigung nicht "
            "für Wettbewerber tätig werden.",
        ],
        [
            "Für die Dauer des nachvertraglichen Wettbewerbsverbots von einem Jahr zahlt der Arbeitgeber eine "
            "Entschädigung in Höhe der Hälfte der zuletzt bezogenen vertragsmäßigen Leistungen (§ 74 Abs. 2 HGB).",
            "Während des Arbeitsverhältnisses darf der Arbeitnehmer nicht für ein Konkurrenzunternehmen tätig werden.",
            # "ohne Entschädigung" named as the statute's consequence, compensation promised
            "Ein nachvertragliches Wettbewerbsverbot ohne Entschädigung wäre unverbindlich; für die Dauer des Verbots "
            "von einem Jahr zahlt der Arbeitgeber eine Karenzentschädigung in Höhe der Hälfte der zuletzt bezogenen "
            "Leistungen.",
        ],
    ),
    "longer notice for the employee than for the employer": (
        frozenset({"de_notice_one_sided"}),
        [
            "Der Arbeitgeber kann das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen, der Arbeitnehmer mit "
            "einer Frist von drei Monaten zum Quartalsende.",
            "Für eine Kündigung durch den Arbeitnehmer gilt eine Frist von sechs Monaten zum Monatsende; der "
            "Arbeitgeber kann mit den gesetzlichen Fristen kündigen.",
        ],
        [
            "Für beide Seiten gilt eine Kündigungsfrist von drei Monaten zum Monatsende.",
            "Der Arbeitnehmer kann mit einer Frist von vier Wochen kündigen, der Arbeitgeber mit einer Frist von drei "
            "Monaten.",  # the employee's favour
        ],
    ),
    "secrecy about one's own pay": (
        frozenset({"de_salary_secrecy"}),
        [
            "Der Arbeitnehmer verpflichtet sich, über die Höhe seiner Bezüge gegenüber Kollegen Stillschweigen zu "
            "bewahren.",
            "Die Vergütung ist vertraulich zu behandeln und darf anderen Mitarbeitern nicht mitgeteilt werden.",
            "Gespräche über das eigene Gehalt mit Kollegen sind zu unterlassen.",
            "Der Arbeitnehmer wird seine Bezüge nicht an Kolleginnen und Kollegen weitergeben.",
        ],
        [
            "Der Arbeitnehmer hat über Betriebs- und Geschäftsgeheimnisse Stillschweigen zu bewahren.",
            "Der Arbeitgeber behandelt die Gehaltsdaten der Beschäftigten vertraulich.",  # the employer's duty
            "Der Arbeitnehmer darf Gespräche über das eigene Gehalt mit Kollegen führen.",  # the employee's favour
            "Gespräche mit Kunden über Preise sind zu unterlassen.",  # neighbour: no pay
        ],
    ),
    "pay for work done lost unless employed at a date": (
        frozenset({"de_bonus_cut_off", "de_bonus_cut_off_mixed"}),
        [
            "Voraussetzung für die Zahlung der Jahressonderzahlung ist, dass das Arbeitsverhältnis am 31. Dezember des "
            "Jahres ungekündigt besteht; die Sonderzahlung ist Vergütung für die im Jahr geleistete Arbeit.",
            "Die erfolgsabhängige Tantieme für das Geschäftsjahr erhält nur, wer am 31. März des Folgejahres noch im "
            "Unternehmen beschäftigt ist.",
            "Einen Anspruch auf den Jahresbonus hat nur, wer am Auszahlungstag in einem ungekündigten "
            "Arbeitsverhältnis steht.",
        ],
        [
            "Das Weihnachtsgeld, mit dem allein die Betriebstreue belohnt wird, erhält nur, wer am 1. Dezember in "
            "einem ungekündigten Arbeitsverhältnis steht.",  # loyalty alone may have a date
            "Der Bonus wird anteilig für jeden Monat des Bestehens des Arbeitsverhältnisses im Geschäftsjahr gezahlt.",
        ],
    ),
    "gratuity repayable on leaving after the limits": (
        frozenset({"de_gratification_binding"}),
        [
            "Scheidet der Arbeitnehmer bis zum 30. September des Folgejahres aus, hat er die Weihnachtsgratifikation "
            "zurückzuzahlen.",
            "Die Sonderzahlung ist zurückzuzahlen, wenn das Arbeitsverhältnis innerhalb von zwölf Monaten nach der "
            "Auszahlung endet.",
        ],
        [
            "Das Weihnachtsgeld in Höhe eines Monatsgehalts ist zurückzuzahlen, wenn die Mitarbeiterin aufgrund eigener "
            "Kündigung vor dem 31. März des Folgejahres ausscheidet.",  # within the limit
            "Die Gratifikation wird mit dem Novembergehalt ausgezahlt.",
        ],
    ),
    "double written-form clause": (
        frozenset({"de_written_form"}),
        [
            "Änderungen oder Ergänzungen dieses Arbeitsvertrags bedürfen der Schriftform. Dies gilt auch für die Aufhebung "
            "dieser Schriftformklausel.",
            "Nebenabreden sind nur wirksam, wenn sie schriftlich vereinbart werden; auch auf das Erfordernis der "
            "Schriftform kann nur schriftlich verzichtet werden.",
        ],
        [
            "Änderungen dieses Vertrages sollen schriftlich festgehalten werden; mündliche Abreden bleiben wirksam.",
            "Die Kündigung bedarf der Schriftform.",  # § 623 BGB itself
        ],
    ),
    "employee liable without the limits of liability in employment": (
        frozenset({"de_employee_liability"}),
        [
            "Der Arbeitnehmer haftet für alle Schäden, die er dem Arbeitgeber bei der Arbeit zufügt, in voller Höhe.",
            "Die Mitarbeiterin haftet für jeden von ihr verursachten Schaden an den Arbeitsmitteln, auch bei leichter "
            "Fahrlässigkeit.",
            "Der Arbeitnehmer haftet für Fehlbestände in der Kasse unabhängig von einem Verschulden.",
        ],
        [
            "Der Arbeitnehmer haftet nach den Grundsätzen der beschränkten Arbeitnehmerhaftung.",
            "Der Arbeitgeber haftet für Schäden am Eigentum des Arbeitnehmers nach den gesetzlichen Vorschriften.",
        ],
    ),
    "ban on assigning pay claims": (
        frozenset({"de_assignment_ban"}),
        [
            "Die Abtretung und Verpfändung von Vergütungsansprüchen ist ausgeschlossen.",
            "Der Arbeitnehmer darf seine Lohnansprüche ohne vorherige schriftliche Zustimmung des Arbeitgebers weder "
            "abtreten noch verpfänden.",
        ],
        [
            "Der Arbeitgeber darf Forderungen gegen den Arbeitnehmer nicht an Dritte abtreten.",  # the employer's
            "Pfändungen des Arbeitsentgelts teilt der Arbeitgeber dem Arbeitnehmer unverzüglich mit.",
        ],
    ),
    "ban on side jobs without a legitimate interest": (
        frozenset({"de_side_job", "de_side_job_consent"}),
        [
            "Jede Nebentätigkeit ist dem Arbeitnehmer untersagt.",
            "Die Aufnahme einer Nebenbeschäftigung, gleich welcher Art, bedarf der vorherigen schriftlichen Zustimmung "
            "des Arbeitgebers.",
        ],
        [
            "Die Aufnahme einer Nebentätigkeit ist dem Arbeitgeber vorher anzuzeigen; sie darf untersagt werden, wenn "
            "sie berechtigte Interessen des Arbeitgebers beeinträchtigt.",
            "Während des Urlaubs darf der Arbeitnehmer keine dem Urlaubszweck widersprechende Erwerbstätigkeit "
            "leisten.",  # § 8 BUrlG itself
            "Während der Arbeitsunfähigkeit ist jede Erwerbstätigkeit untersagt.",  # neighbour: the duty to recover
        ],
    ),
    "work on call without hours or with too wide a band": (
        frozenset({"de_on_call_no_hours", "de_on_call_band"}),
        [
            "Der Arbeitnehmer arbeitet nach Arbeitsanfall; die Lage und Dauer der Arbeitszeit bestimmt der Arbeitgeber.",
            "Die Aushilfe wird bei Bedarf abgerufen; eine bestimmte Mindeststundenzahl wird nicht vereinbart.",
            "Die wöchentliche Mindestarbeitszeit beträgt 10 Stunden; der Arbeitgeber kann darüber hinaus bis zu 10 "
            "weitere Stunden abrufen.",
        ],
        [
            "Die wöchentliche Arbeitszeit beträgt 20 Stunden; der Arbeitgeber kann bei Bedarf bis zu 5 weitere Stunden "
            "abrufen.",  # within the 25 % of § 12 Abs. 2 TzBfG
            "Die regelmäßige Arbeitszeit pro Woche beträgt 40 Stunden.",
            "Die geleisteten Stunden können monatlich online abgerufen werden.",  # records fetched, not work
        ],
    ),
    "holiday lapsing without the employer's notice": (
        frozenset({"de_holiday_lapse_unconditional", "de_holiday_lapse"}),
        [
            "Nicht genommener Urlaub verfällt am Ende des Kalenderjahres ersatzlos.",
            "Resturlaub, der nicht bis zum 31. März des Folgejahres genommen wurde, verfällt.",
            "Der Urlaub muss im laufenden Kalenderjahr genommen werden; eine Übertragung ist ausgeschlossen, nicht "
            "genommener Urlaub verfällt.",
        ],
        [
            "Urlaub, der bis zum Jahresende nicht genommen wurde, verfällt nur, wenn der Arbeitgeber den Arbeitnehmer "
            "rechtzeitig auf den Urlaub und den drohenden Verfall hingewiesen hat.",
            "Der Urlaub ist im laufenden Kalenderjahr zu nehmen.",
        ],
    ),
    "burden of proof shifted to the employee": (
        frozenset({"de_presumption"}),
        [
            "Im Zweifel wird vermutet, dass der Arbeitnehmer den Fehlbestand verschuldet hat.",
            "Der Arbeitnehmer trägt die Beweislast dafür, dass ihn an einem Schaden kein Verschulden trifft.",
            "Bei Verlust von Werkzeug hat die Mitarbeiterin nachzuweisen, dass sie den Verlust nicht zu vertreten hat.",
        ],
        [
            "Der Arbeitgeber trägt die Beweislast für ein Verschulden des Arbeitnehmers.",
            "Es wird vermutet, dass der Arbeitnehmer die Überstunden auf Anordnung geleistet hat.",  # the favour
            "Der Arbeitgeber hat nachzuweisen, dass der Arbeitnehmer den Schaden verursacht hat.",  # the statute
            # the proof left open to the employee: a right, no burden
            "Dem Arbeitnehmer bleibt es unbenommen nachzuweisen, dass ihn kein Verschulden trifft.",
        ],
    ),
    "court fixed in advance": (
        frozenset({"de_jurisdiction"}),
        [
            "Gerichtsstand für alle Streitigkeiten aus diesem Arbeitsverhältnis ist München.",
            "Für sämtliche Rechtsstreitigkeiten aus dem Arbeitsvertrag ist ausschließlich das Arbeitsgericht am Sitz "
            "der Gesellschaft zuständig.",
        ],
        [
            "Für Streitigkeiten aus diesem Vertrag gelten die gesetzlichen Zuständigkeiten.",
            "Gerichtsstand ist der Sitz des Arbeitgebers, sofern der Arbeitnehmer nach Vertragsschluss seinen Wohnsitz "
            "ins Ausland verlegt.",  # § 38 Abs. 3 ZPO allows it
        ],
    ),
    "declaration deemed received": (
        frozenset({"de_receipt_fiction"}),
        [
            "Schreiben des Arbeitgebers gelten drei Tage nach Absendung als zugegangen.",
            "Eine an die zuletzt mitgeteilte Anschrift gerichtete Erklärung gilt am dritten Tag nach Aufgabe zur Post "
            "als dem Arbeitnehmer zugegangen.",
        ],
        [
            "Der Arbeitnehmer ist verpflichtet, dem Arbeitgeber jede Änderung seiner Anschrift unverzüglich "
            "mitzuteilen.",
            "Erklärungen werden mit Zugang beim Empfänger wirksam.",  # § 130 BGB itself
        ],
    ),
    "consent deemed by silence without notice of its meaning": (
        frozenset({"de_deemed_declaration_no_notice"}),
        [
            "Widerspricht der Arbeitnehmer einer Änderung der Arbeitsbedingungen nicht innerhalb von zwei Wochen, gilt "
            "sein Einverständnis als erteilt.",
            "Schweigen der Mitarbeiterin auf eine Änderungsmitteilung gilt als Zustimmung.",
        ],
        [
            "Änderungen der Arbeitsbedingungen bedürfen einer Vereinbarung beider Parteien.",
            "Widerspricht der Arbeitnehmer der Änderung binnen sechs Wochen nach einem Hinweis auf die Folgen seines "
            "Schweigens nicht, gilt sie als angenommen; der Arbeitgeber weist in der Mitteilung gesondert darauf hin.",
        ],
    ),
    "overtime without limit, or working time above the statute's": (
        frozenset({"de_overtime_unlimited", "de_working_hours_max"}),
        [
            "Der Arbeitnehmer ist verpflichtet, bei Bedarf Überstunden in unbegrenztem Umfang zu leisten.",
            "Die wöchentliche Arbeitszeit beträgt 50 Stunden.",
            # flat-rate overtime named in hours, above 48 hours a week on average with the regular ones (§ 3 ArbZG)
            "Die wöchentliche Arbeitszeit beträgt 40 Stunden. Mit dem Gehalt sind bis zu 60 Überstunden im Monat "
            "abgegolten.",
            "Der Arbeitnehmer arbeitet 40 Stunden wöchentlich; mit dem Gehalt sind 10 Überstunden wöchentlich "
            "abgegolten.",
        ],
        [
            # 20 a month on 40 a week: within the statute, and a number the BAG held clear (5 AZR 530/11)
            "Die wöchentliche Arbeitszeit beträgt 40 Stunden. Mit dem Gehalt sind bis zu 20 Überstunden im Monat "
            "abgegolten.",
            "Die wöchentliche Arbeitszeit beträgt 40 Stunden. Bis zu 60 Überstunden im Monat werden mit 25 % "
            "Zuschlag vergütet.",  # paid, not covered: the hours are the ordering's matter
            "Der Arbeitnehmer ist verpflichtet, im Rahmen des Arbeitszeitgesetzes Überstunden zu leisten.",
            "Mit dem Gehalt sind bis zu 8 Überstunden im Monat abgegolten.",
        ],
    ),
    "notice of termination allowed in a form lighter than writing": (
        frozenset({"de_notice_form_lighter"}),
        [
            "Die Kündigung kann auch per E-Mail erklärt werden.",
            "Kündigungen bedürfen der Textform.",
            "Das Arbeitsverhältnis kann von beiden Seiten mündlich oder schriftlich gekündigt werden.",
            "Der Aufhebungsvertrag kann auch elektronisch geschlossen werden.",
        ],
        [
            "Die Kündigung bedarf der Schriftform; die elektronische Form ist ausgeschlossen.",  # § 623 BGB itself
            "Eine Kündigung per E-Mail, Fax oder SMS ist unwirksam.",  # the lighter form denied
            "Die Kündigung ist vorab per E-Mail und anschließend im unterschriebenen Original zu übersenden.",
            "Der Arbeitgeber bestätigt den Eingang der Kündigung per E-Mail.",  # a receipt, not the notice
            "Die Krankmeldung kann per E-Mail erfolgen.",  # neighbour: another declaration
            "Die Kündigungsfrist beträgt einen Monat; Mitteilungen können per E-Mail erfolgen.",  # the compound word
        ],
    ),
    "fixed term without reason beyond two years": (
        frozenset({"de_fixed_term_long"}),
        [
            "Das Arbeitsverhältnis ist ohne sachlichen Grund befristet für die Dauer von drei Jahren.",
            "Das Arbeitsverhältnis wird ohne Sachgrund auf 30 Monate befristet.",
        ],
        [
            "Das Arbeitsverhältnis ist zur Vertretung einer Mitarbeiterin in Elternzeit für die Dauer von drei Jahren "
            "befristet.",  # a reason named
            "Das Arbeitsverhältnis ist ohne sachlichen Grund für die Dauer von zwei Jahren befristet.",  # within § 14 Abs. 2
        ],
    ),
    "holiday already granted that the employee must break off": (
        frozenset({"de_holiday_recall"}),
        [
            "Der Arbeitgeber kann den Arbeitnehmer aus dringenden betrieblichen Gründen aus dem Urlaub zurückrufen.",
            "Die Mitarbeiterin ist verpflichtet, einen bereits genehmigten Urlaub abzubrechen, wenn der Betrieb es "
            "erfordert.",
        ],
        [
            "Die Mitarbeiterin kann einen bereits genehmigten Urlaub abbrechen, wenn sie es wünscht.",  # her own right
            "Der Urlaub ist rechtzeitig vor seinem Antritt schriftlich zu beantragen.",
        ],
    ),
    "probation longer than six months": (
        frozenset({"de_probation_long"}),
        [
            "Die Probezeit beträgt ein Jahr.",
            "Die ersten neun Monate des Arbeitsverhältnisses gelten als Probezeit.",
        ],
        [
            "Die Probezeit beträgt sechs Monate.",  # § 622 Abs. 3 BGB's own length
            "Die ersten drei Monate gelten als Probezeit.",
        ],
    ),
}

# The note this round adds, in the form of ``test_notes_cases.TABLES`` (key -> (category, fires, silent)); that
# module merges it with the other rounds' tables.
ROUND14: dict[str, tuple[str, list[str], list[str]]] = {
    "de_notice_form_lighter": (
        EMP,
        list(CATALOGUE["notice of termination allowed in a form lighter than writing"][1]),
        [
            *CATALOGUE["notice of termination allowed in a form lighter than writing"][2],
            "Die Kündigung ist nicht per E-Mail möglich, sondern nur schriftlich.",
            "Kündigungen müssen schriftlich erfolgen, nicht mündlich.",
            "Ansprüche sind binnen drei Monaten in Textform geltend zu machen.",  # a claim, not notice
        ],
    ),
}


def _keys(text: str) -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


FIRES = [(kind, keys, text) for kind, (keys, fires, _) in CATALOGUE.items() for text in fires]
SILENT = [(kind, keys, text) for kind, (keys, _, silent) in CATALOGUE.items() for text in silent]


@pytest.mark.parametrize(("kind", "keys", "text"), FIRES)
def test_the_kind_gets_its_note(kind: str, keys: frozenset[str], text: str) -> None:
    assert _keys(text) & keys, f"{kind}: no note on {text!r}"


@pytest.mark.parametrize(("kind", "keys", "text"), SILENT)
def test_the_default_and_the_neighbour_get_none(kind: str, keys: frozenset[str], text: str) -> None:
    assert not _keys(text) & keys, f"{kind}: a note on {text!r}"


def test_every_kind_has_wordings_both_ways() -> None:
    assert len(CATALOGUE) >= 25
    for kind, (keys, fires, silent) in CATALOGUE.items():
        assert keys and len(fires) >= 2 and len(silent) >= 2, kind


def test_the_form_note_cites_the_statute_and_has_every_wording() -> None:
    check_cites("Die Kündigung kann auch per E-Mail erklärt werden.", "de_notice_form_lighter", "may_be_invalid",
                ("§ 623 BGB",), None)  # fmt: skip
    for language in ("de", "en", "es", "fr", "it", "pt"):
        assert "§ 623 BGB" in wordings(language, ("de_notice_form_lighter",))["de_notice_form_lighter"]

"""Round 10 of the German employment notes: categories from the law and wider wordings of existing ones.

``ROUND10`` holds one case table per note (key -> (category, fires, silent)), in the form of
``test_notes_cases.TABLES``, which merges it, so that the tables run in its ``test_fires`` / ``test_silent`` and its
check that every note has a table sees these keys. "fires": the classic wording and its variants; "silent": the
statutory default, the variant in the employee's favour, the compound word and the neighbouring category. Every
sentence is our own. The tests below check what the tables cannot: the decision and statutes a note cites, its
wording in every locale, and that the wider wordings of older notes keep their silent neighbours silent.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from tests.analysis.employment_note_checks import check_cites, wordings

EMP = "employment_contract"

ROUND10: dict[str, tuple[str, list[str], list[str]]] = {
    "de_recruitment_costs": (
        EMP,
        [
            "Kündigt der Arbeitnehmer vor Ablauf von zwölf Monaten, hat er die vom Arbeitgeber an den Personalvermittler "
            "gezahlte Vermittlungsprovision zu erstatten.",
            "Die Vermittlungsgebühr des Personaldienstleisters ist vom Mitarbeiter zurückzuzahlen, wenn das "
            "Arbeitsverhältnis vor dem 30. Juni des Folgejahres durch seine Kündigung endet.",
            "Scheidet die Mitarbeiterin innerhalb des ersten Jahres aus, trägt sie die Kosten der Personalgewinnung.",
            "Endet das Arbeitsverhältnis durch Eigenkündigung in der Probezeit, werden die Kosten für die Suche über "
            "einen Headhunter mit dem letzten Gehalt verrechnet.",
        ],
        [
            "Die Kosten der Vermittlung trägt der Arbeitgeber.",  # the statutory default: the employer bears them
            "Vorstellungskosten werden dem Bewerber vom Arbeitgeber erstattet.",  # the applicant's interview costs
            "Die Vermittlungsprovision zahlt die Firma an den Personaldienstleister.",  # nothing put on the employee
            # neighbour: training costs (de_training_repayment), not recruiting
            "Kündigt der Arbeitnehmer innerhalb eines Jahres, hat er die Lehrgangskosten anteilig zu erstatten.",
        ],
    ),
    "de_holiday_pay_reclaimed": (
        EMP,
        [
            "Hat der Arbeitnehmer beim Ausscheiden mehr Urlaub erhalten, als ihm zusteht, ist das dafür gezahlte "
            "Urlaubsentgelt zurückzuzahlen.",
            "Zu viel gewährter Urlaub wird mit der letzten Gehaltszahlung verrechnet.",
            "Zuviel genommene Urlaubstage werden bei Beendigung des Arbeitsverhältnisses vom Gehalt abgezogen.",
            "Überzahltes Urlaubsentgelt ist bei einem Ausscheiden im laufenden Jahr zu erstatten.",
        ],
        [
            # the statute's rule itself
            "Hat die Mitarbeiterin mehr Urlaub erhalten, als ihr zusteht, wird das Urlaubsentgelt nicht zurückgefordert.",
            # the repayment that excepts the statute's case
            "Hat der Arbeitnehmer mehr Urlaub erhalten, als ihm zusteht, ist das Urlaubsentgelt zurückzuzahlen; dies "
            "gilt nicht beim Ausscheiden in der ersten Jahreshälfte nach erfüllter Wartezeit.",
            "Zu viel gewährter Urlaub ist zu erstatten, soweit nicht § 5 Abs. 3 BUrlG entgegensteht.",
            # neighbours: holiday money repaid as a bonus, and the holiday itself cut to twelfths
            "Das Urlaubsgeld ist zurückzuzahlen, wenn der Arbeitnehmer bis zum 30. September ausscheidet.",
            "Im Jahr des Ausscheidens erhält der Arbeitnehmer ein Zwölftel des Jahresurlaubs je vollem Monat.",
        ],
    ),
    "de_holiday_cut_sickness": (
        EMP,
        [
            "Für je fünf Krankheitstage wird der Jahresurlaub um einen Tag gekürzt.",
            "Der Urlaubsanspruch vermindert sich bei krankheitsbedingten Fehlzeiten von mehr als sechs Wochen anteilig.",
            "Fehlzeiten wegen Arbeitsunfähigkeit führen zu einer Kürzung des Erholungsurlaubs um ein Zwölftel je Monat.",
            "Bei längerer Erkrankung kürzt sich der Urlaub für jeden vollen Monat um ein Zwölftel.",
        ],
        [
            # parental leave: § 17 BEEG allows the cut
            "Für jeden vollen Kalendermonat der Elternzeit wird der Erholungsurlaub um ein Zwölftel gekürzt.",
            # holiday beyond the statutory minimum, named as such
            "Der vertragliche Mehrurlaub wird bei Krankheit von mehr als drei Monaten im Jahr anteilig gekürzt.",
            # neighbours: a bonus cut for sickness, and holiday cut for unpaid leave
            "Die Jahresprämie wird für jeden Krankheitstag um ein Viertel eines Tagesentgelts gekürzt.",
            "Während eines unbezahlten Sonderurlaubs vermindert sich der Urlaub anteilig.",
            # sickness during holiday (de_holiday_sick), no cut
            "Erkrankt der Arbeitnehmer während des Urlaubs, werden die Tage der Arbeitsunfähigkeit nicht angerechnet.",
        ],
    ),
    "de_night_work_uncompensated": (
        EMP,
        [
            "Nachtarbeit wird ohne Zuschlag und ohne Freizeitausgleich geleistet.",
            "Für Arbeit in der Nachtschicht wird weder ein Zuschlag gezahlt noch gibt es Ausgleichstage: kein "
            "Nachtzuschlag, kein Freizeitausgleich.",
        ],
        [
            "Nachtarbeit wird mit einem Zuschlag von 25 Prozent vergütet.",  # the statute's premium
            "Nachtarbeit wird ohne Zuschlag geleistet; dafür erhält der Arbeitnehmer je 90 Nachtstunden einen bezahlten "
            "freien Tag.",  # days off instead of a premium
            "Für Nachtarbeit gelten die Zuschläge des Tarifvertrags; ein Freizeitausgleich findet nicht statt.",
            "Sonntagsarbeit wird ohne Zuschlag und ohne Freizeitausgleich geleistet.",  # neighbour: Sundays
        ],
    ),
    "de_fact_confirmation": (
        EMP,
        [
            "Der Arbeitnehmer bestätigt, dass er über die Sicherheitsvorschriften unterwiesen worden ist.",
            "Die Mitarbeiterin erklärt mit ihrer Unterschrift, über die Arbeitsschutzbestimmungen belehrt worden zu sein.",
            "Der Beschäftigte bestätigt die erfolgte Einweisung in die Maschinen.",
        ],
        [
            # a receipt of the contract: excepted by the statute where signed on its own
            "Der Arbeitnehmer bestätigt, dass ihm ein Exemplar dieses Vertrages ausgehändigt worden ist.",
            "Der Arbeitnehmer wird vor Aufnahme der Tätigkeit über die Sicherheitsvorschriften unterwiesen.",  # a duty
            # the employee's statement about themselves
            "Der Arbeitnehmer versichert, dass er in keinem weiteren Arbeitsverhältnis steht.",
        ],
    ),
    "de_unpaid_trial_work": (
        EMP,
        [
            "Die ersten zwei Wochen der Beschäftigung gelten als unbezahlte Probearbeit.",
            "Der erste Probetag wird nicht vergütet.",
            "Probeschichten leistet die Arbeitnehmerin ohne Vergütung.",
        ],
        [
            "Die ersten zwei Wochen gelten als Probearbeit; sie werden mit dem vereinbarten Stundenlohn vergütet.",  # paid
            "Die Probezeit beträgt sechs Monate.",  # probation: paid work under easier notice
            "Ein unbezahlter Probetag zum Kennenlernen ohne Arbeitspflicht ist möglich.",  # no duty to work
            "Das Pflichtpraktikum als Probearbeit wird nicht vergütet.",  # an internship: § 22 MiLoG
        ],
    ),
    "de_hours_change": (
        EMP,
        [
            "Der Arbeitgeber kann die Arbeitszeit einseitig erhöhen oder verringern.",
            "Der Arbeitgeber ist berechtigt, die vereinbarte wöchentliche Arbeitszeit nach seinem Ermessen zu ändern.",
            "Die Firma behält sich vor, die Stundenzahl jederzeit anzupassen.",
            "Der Arbeitgeber kann die Wochenstunden um bis zu 50 Prozent erhöhen.",
        ],
        [
            "Der Arbeitgeber kann die wöchentliche Arbeitszeit um bis zu 20 Prozent erhöhen.",  # within the statute's band
            "Der Arbeitgeber kann die Lage der Arbeitszeit nach billigem Ermessen festlegen.",  # the position: § 106 GewO
            "Der Arbeitgeber kann vorübergehend eine Verlängerung der Arbeitszeit durch Überstunden anordnen.",  # overtime
            "Die wöchentliche Arbeitszeit kann im gegenseitigen Einvernehmen geändert werden.",  # agreed
            "Der Arbeitnehmer kann verlangen, dass seine vertraglich vereinbarte Arbeitszeit verringert wird.",  # § 8 TzBfG
        ],
    ),
}

# Wider wordings of older notes: key -> (fires, silent), merged into their tables too.
WIDER: dict[str, tuple[list[str], list[str]]] = {
    "de_overtime_flat": (
        ["Überstunden sind durch das Gehalt mit erfasst."],
        ["Bis zu zehn Überstunden im Monat sind durch das Gehalt miterfasst: bis zu 10 Überstunden."],
    ),
    "de_penalty_vague": (
        ["Bei jedem Verstoß gegen die Pflichten aus diesem Vertrag wird eine Vertragsstrafe von 3000 Euro fällig.",
         "Für jede Zuwiderhandlung gegen die Bestimmungen dieses Vertrages ist eine Vertragsstrafe verwirkt."],
        ["Tritt der Arbeitnehmer die Arbeit nicht an, ist eine Vertragsstrafe in Höhe eines halben Monatsgehalts "
         "verwirkt."],
    ),
    "de_bonus_sickness": (
        ["Fehlzeiten wegen Krankheit mindern die Jahresprämie um ein Zwölftel je Krankheitstag."],
        ["Krankheitstage mindern die Jahresprämie um ein Viertel des Tagesentgelts je Tag."],
    ),
    "de_protective_costs": (
        ["Der Arbeitnehmer trägt die Kosten für die Sicherheitsschuhe."],
        ["Der Arbeitgeber trägt die Kosten für die Sicherheitsschuhe.",
         "Der Arbeitnehmer trägt die Kosten seiner privaten Kleidung."],
    ),
    "de_salary_secrecy": (
        ["Dem Arbeitnehmer ist es untersagt, mit anderen Mitarbeitern über die Höhe seiner Vergütung zu sprechen.",
         "Über die Vergütung ist gegenüber Dritten und Arbeitskollegen Stillschweigen zu wahren.",
         "Die Mitarbeiterin hat über die Bedingungen dieses Vertrages, insbesondere das Gehalt, Verschwiegenheit zu "
         "wahren.",
         "Der Arbeitnehmer darf sein Gehalt nicht mit Kollegen besprechen.",
         "Zu den Geschäftsgeheimnissen zählt auch die Vergütung des Arbeitnehmers."],
        ["Der Lohnbuchhalter hat über die Vergütung anderer Mitarbeiter Stillschweigen zu wahren.",
         "Über Betriebsgeheimnisse ist Stillschweigen zu wahren."],
    ),
    "de_holiday_recall": (
        ["Während des Urlaubs muss der Arbeitnehmer erreichbar sein und bei dringendem Bedarf die Arbeit aufnehmen.",
         "Im Erholungsurlaub hat die Mitarbeiterin auf Anforderung in den Betrieb zurückzukehren."],
        ["Während des Urlaubs soll der Arbeitnehmer in dringenden Fällen telefonisch erreichbar sein.",
         "Nach dem Urlaub ist die Arbeit pünktlich wieder aufzunehmen."],
    ),
    "de_holiday_pay_reduced": (
        ["Für die Berechnung des Urlaubsentgelts bleiben Provisionen außer Betracht."],
        ["Für die Berechnung des Urlaubsentgelts bleiben Überstundenvergütungen außer Betracht."],
    ),
    "de_side_job": (
        ["Der Arbeitnehmer wird während des Arbeitsverhältnisses keine entgeltliche oder unentgeltliche "
         "Nebentätigkeit ausüben."],
        ["Der Arbeitnehmer wird während des Arbeitsverhältnisses keine Tätigkeit für Wettbewerber ausüben."],
    ),
    "de_side_job_consent": (
        ["Der Mitarbeiter darf eine weitere Tätigkeit nur mit Einwilligung des Arbeitgebers aufnehmen."],
        ["Eine weitere Tätigkeit ist dem Arbeitgeber vorher anzuzeigen."],
    ),
    "de_absence_reason": (
        ["Der Mitarbeiter hat auf Verlangen eine Bescheinigung vorzulegen, aus der sich die Art der Erkrankung ergibt.",
         "Der Arbeitnehmer muss dem Arbeitgeber die Diagnose nennen."],
        ["Der Arbeitnehmer hat auf Verlangen mitzuteilen, ob die Erkrankung auf einen Unfall zurückgeht."],
    ),
    "de_training_repayment": (
        ["Scheidet der Arbeitnehmer vor Ablauf von 12 Monaten aus, sind die Kosten des Führerscheins zurückzuzahlen.",
         "Endet das Arbeitsverhältnis binnen eines Jahres nach Erwerb des Staplerscheins, trägt der Arbeitnehmer die "
         "Kosten."],
        ["Die Kosten des Staplerscheins trägt der Arbeitgeber.",
         "Der Verlust der Fahrerlaubnis ist dem Arbeitgeber unverzüglich mitzuteilen."],
    ),
    "de_assignment_ban": (
        ["Die Abtretung oder Verpfändung von Gehaltsansprüchen bedarf der vorherigen Zustimmung des Arbeitgebers.",
         "Gehaltsansprüche dürfen ohne Zustimmung der Firma weder abgetreten noch verpfändet werden."],
        ["Eine Abtretung von Gehaltsansprüchen ist dem Arbeitgeber unverzüglich anzuzeigen."],
    ),
    "de_declaration_written": (
        ["Anzeigen und Erklärungen des Mitarbeiters an die Firma sind schriftlich abzugeben."],
        ["Anzeigen und Erklärungen des Mitarbeiters können per E-Mail abgegeben werden."],
    ),
    "de_bonus_cut_off": (
        ["Kündigt der Arbeitnehmer, so verliert er den Anspruch auf die bereits verdiente Provision.",
         "Mit dem Ausscheiden entfallen sämtliche Ansprüche auf noch nicht ausgezahlte Provisionen.",
         "Der Bonus entfällt, wenn das Arbeitsverhältnis vor dem 31.12. gekündigt wird.",
         "Im Falle einer Kündigung, gleich von welcher Seite, entfällt der Anspruch auf die Zielvereinbarungsprämie."],
        ["Das Weihnachtsgeld entfällt, wenn das Arbeitsverhältnis am 1. Dezember gekündigt ist.",  # loyalty only
         "Für Geschäfte, die erst nach dem Ausscheiden abgeschlossen werden, entfällt die Provision.",  # § 87 Abs. 3 HGB
         "Der Bonus wird auch bei einer Kündigung anteilig für die Monate der Tätigkeit gezahlt."],
    ),
    "de_data_consent": (
        ["Mit der Speicherung seiner Daten erklärt sich der Mitarbeiter einverstanden.",
         "Die Mitarbeiterin willigt in die Verwendung von Fotos auf der Webseite des Arbeitgebers ein."],
        ["Die Speicherung der Daten richtet sich nach der DSGVO.",
         "Der Mitarbeiter willigt in die Teilnahme am Betriebsausflug ein."],
    ),
    "de_holiday_written": (
        ["Urlaub ist schriftlich unter Verwendung des Urlaubsformulars zu beantragen.",
         "Urlaubsanträge sind spätestens zwei Wochen vor dem gewünschten Urlaubsbeginn schriftlich zu stellen.",
         "Krankmeldungen, Urlaubsanträge und sonstige Erklärungen der Mitarbeiterin bedürfen der Schriftform."],
        ["Urlaub ist in Textform zu beantragen, zum Beispiel per E-Mail.",
         "Urlaubsanträge bedürfen der Zustimmung des Vorgesetzten."],
    ),
}  # fmt: skip
for _key, (_fires, _silent) in WIDER.items():
    ROUND10.setdefault(_key, (EMP, [], []))
    ROUND10[_key][1].extend(_fires)
    ROUND10[_key][2].extend(_silent)


def _drafts(text: str) -> dict[str, object]:
    return {d.key: d for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


NEW_KEYS = ("de_recruitment_costs", "de_holiday_pay_reclaimed", "de_holiday_cut_sickness",
            "de_night_work_uncompensated", "de_fact_confirmation", "de_unpaid_trial_work", "de_hours_change")  # fmt: skip


def test_the_tables_are_merged_into_the_shared_ones() -> None:
    from tests.analysis.test_notes_cases import TABLES

    for key, (_, fires, silent) in ROUND10.items():
        assert set(fires) <= set(TABLES[key][1]) and set(silent) <= set(TABLES[key][2]), key


@pytest.mark.parametrize(
    ("text", "key", "kind", "citations", "file_number"),
    [
        ("Kündigt der Arbeitnehmer vor Ablauf eines Jahres, hat er die Vermittlungsprovision zu erstatten.",
         "de_recruitment_costs", "may_be_invalid", ("§ 307 BGB", "Art. 12 GG"), "1 AZR 265/22"),
        ("Zu viel gewährter Urlaub wird mit der letzten Gehaltszahlung verrechnet.",
         "de_holiday_pay_reclaimed", "may_be_invalid", ("§ 5 Abs. 3 BUrlG", "§ 13 BUrlG"), None),
        ("Für je fünf Krankheitstage wird der Jahresurlaub um einen Tag gekürzt.",
         "de_holiday_cut_sickness", "may_be_invalid", ("§ 1 BUrlG", "§ 3 BUrlG", "§ 13 BUrlG"), None),
        ("Nachtarbeit wird ohne Zuschlag und ohne Freizeitausgleich geleistet.",
         "de_night_work_uncompensated", "may_be_invalid", ("§ 6 Abs. 5 ArbZG",), None),
        # the law's verdict depends on how the confirmation is signed: "unusual", never "may be invalid"
        ("Der Arbeitnehmer bestätigt, dass er über die Sicherheitsvorschriften unterwiesen worden ist.",
         "de_fact_confirmation", "unusual", ("§ 309 BGB",), None),
        ("Die Firma behält sich vor, die Stundenzahl jederzeit anzupassen.",
         "de_hours_change", "may_be_invalid", ("§ 12 Abs. 2 TzBfG", "§ 307 BGB"), "5 AZR 535/04"),
        ("Der erste Probetag wird nicht vergütet.",
         "de_unpaid_trial_work", "may_be_invalid", ("§ 1 MiLoG", "§ 3 MiLoG", "§ 612 BGB"), None),
    ],
)  # fmt: skip
def test_each_new_note_cites_its_statutes_and_decision(
    text: str, key: str, kind: str, citations: tuple[str, ...], file_number: str | None
) -> None:
    check_cites(text, key, kind, citations, file_number)


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_every_new_note_has_a_wording_in_every_locale(language: str) -> None:
    texts = wordings(language, NEW_KEYS)
    # the decision is named in the wording of the note that cites it
    assert "1 AZR 265/22" in texts["de_recruitment_costs"]
    assert "§ 5 Abs. 3 BUrlG" in texts["de_holiday_pay_reclaimed"]


def test_other_document_kinds_stay_silent() -> None:
    text = "Zu viel gewährter Urlaub wird mit der letzten Gehaltszahlung verrechnet."
    assert find_german_notes(ClauseView("c1", text, None, "lease", "de")) == []

"""Round 11 of the German employment notes: ordinary-looking clauses that bind the employee beyond the law's default.

``ROUND11`` holds one case table per note (key -> (category, fires, silent)), in the form of
``test_notes_cases.TABLES``, which merges it, so that the tables run in its ``test_fires`` / ``test_silent`` and its
check that every note has a table sees these keys. "fires": the classic wording and its variants; "silent": the
statutory default, the variant in the employee's favour, the compound word and the neighbouring category. Every
sentence is our own. Wider wordings of older notes (a one-sided notice period named per side, the reason of a
sickness "anzuzeigen", a non-compete for "zwei Jahre danach", pay secrecy "nur mit der Geschäftsleitung zu
besprechen", the employer's set-off against the employee's limited one, a voluntary payment "jederzeit
eingestellt", every benefit beyond the collective pay voluntary) add sentences to those notes' tables. The
tests below check what the tables cannot: the decision and statutes a note cites, and its wording in every locale.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from tests.analysis.employment_note_checks import check_cites, wordings

EMP = "employment_contract"

ROUND11: dict[str, tuple[str, list[str], list[str]]] = {
    "de_fixed_term_tariff": (
        EMP,
        [
            "Das Arbeitsverhältnis ist gemäß dem Manteltarifvertrag befristet und endet am 30.04.2029, ohne dass es "
            "einer Kündigung bedarf.",
            "Der Vertrag wird nach den Bestimmungen des Tarifvertrags für vier Jahre befristet abgeschlossen.",
            "Die Befristung erfolgt auf Grundlage der tariflichen Regelung und läuft bis zum 31. März 2028.",
        ],
        [
            "Das Arbeitsverhältnis wird auf unbestimmte Zeit geschlossen; im Übrigen gilt der Manteltarifvertrag.",
            # an objective reason named: not the collective agreement's figures
            "Das Arbeitsverhältnis ist zur Vertretung einer Mitarbeiterin in Elternzeit befristet; es gilt der Tarifvertrag.",
            "Der Vertrag ist bis zum 31.12.2027 befristet.",  # neighbour: no agreement named (de_fixed_term_long)
            "Die tarifliche Zulage ist bis zum Jahresende befristet.",  # a benefit, not the employment
            "Die Probezeit ist nach dem Tarifvertrag auf sechs Monate befristet.",  # compound: probation
            # the statute as the ground, the agreement for the other terms
            "Die Befristung richtet sich nach § 14 Abs. 2 TzBfG; im Übrigen gilt der Tarifvertrag.",
        ],
    ),
    "de_holiday_fixed_by_employer": (
        EMP,
        [
            "Die Lage des Urlaubs bestimmt der Arbeitgeber.",
            "Der Urlaub wird vom Arbeitgeber nach den betrieblichen Erfordernissen festgelegt.",
            "Der Arbeitgeber legt den Zeitpunkt des Urlaubs fest.",
            "Die Firma ist berechtigt, den Urlaub der Mitarbeiterin anzuordnen.",
        ],
        [
            "Der Urlaub wird unter Berücksichtigung der Wünsche des Arbeitnehmers festgelegt.",  # the statute
            "Den Urlaub legt die Mitarbeiterin in Abstimmung mit ihrer Vorgesetzten fest.",  # agreed
            "Der Urlaubsantritt bedarf der Genehmigung durch den Arbeitgeber.",  # the employer grants: the default
            "Der Arbeitgeber legt jährlich Betriebsferien fest, auf die Urlaub angerechnet wird.",  # company holidays
            "Nach der Kündigung kann der Arbeitgeber den Arbeitnehmer unter Anrechnung des Urlaubs freistellen.",
            "Der Arbeitgeber bestimmt die Lage der Arbeitszeit.",  # neighbour: working time (§ 106 GewO)
        ],
    ),
    "de_reachable_off_duty": (
        EMP,
        [
            "Der Mitarbeiter hat auch außerhalb der Arbeitszeit telefonisch erreichbar zu sein.",
            "Die Arbeitnehmerin ist verpflichtet, an Wochenenden für Rückfragen erreichbar zu sein.",
            "Der Angestellte stellt sicher, dass er jederzeit per Mobiltelefon erreichbar ist.",
        ],
        [
            "Während der Arbeitszeit ist der Arbeitnehmer über das Diensttelefon erreichbar.",  # working time
            "Für Rufbereitschaft außerhalb der Arbeitszeit wird eine Pauschale von 20 Euro je Tag vergütet.",  # paid
            "Der Arbeitnehmer ist nicht verpflichtet, außerhalb der Arbeitszeit erreichbar zu sein.",  # in his favour
            "Die Personalabteilung ist jederzeit per E-Mail erreichbar.",  # the employer's reachability
            "Der Arbeitnehmer hat seine Erreichbarkeitsdaten bei Änderungen mitzuteilen.",  # compound: contact data
            "Die Hotline ist rund um die Uhr erreichbar; der Arbeitnehmer kann sie jederzeit nutzen.",  # a service
        ],
    ),
    "de_expenses_borne": (
        EMP,
        [
            "Der Arbeitnehmer hat die ihm entstehenden Aufwendungen selbst zu tragen.",
            "Reisekosten und sonstige Auslagen sind mit dem Gehalt abgegolten.",
            "Telefonkosten für dienstliche Gespräche mit dem privaten Handy werden nicht erstattet.",
        ],
        [
            "Reisekosten werden gegen Nachweis nach den steuerlichen Sätzen erstattet.",  # reimbursed
            "Auslagen werden nach der Reisekostenrichtlinie ersetzt.",
            "Die Kosten der Fahrten zwischen Wohnung und Arbeitsstätte trägt der Arbeitnehmer.",  # the way to work
            "Reisezeiten werden als Arbeitszeit vergütet.",  # neighbour: time, not expenses
            "Der Arbeitgeber trägt die Aufwendungen für Arbeitsmittel.",  # the default
            "Private Telefonkosten sind selbst zu tragen.",  # private costs, not expenses for the work
        ],
    ),
    "de_overtime_unlimited": (
        EMP,
        [
            "Der Arbeitnehmer ist verpflichtet, auf Anordnung Überstunden in unbegrenztem Umfang zu leisten.",
            "Mehrarbeit ist ohne zeitliche Begrenzung zu leisten, wenn der Betrieb es erfordert.",
        ],
        [
            "Der Arbeitnehmer leistet im gesetzlich zulässigen Rahmen Überstunden, wenn betriebliche Gründe es erfordern.",
            "Überstunden sind bis zu zehn Stunden im Monat zu leisten.",  # a limit named
            "Der Arbeitnehmer ist verpflichtet, in zumutbarem Umfang Mehrarbeit zu leisten.",
            "Der Urlaubsanspruch ist unbegrenzt übertragbar.",  # neighbour: no overtime
        ],
    ),
    "de_penalty_per_breach": (
        EMP,
        [
            "Für jeden Fall der Zuwiderhandlung gegen das Wettbewerbsverbot zahlt der Arbeitnehmer eine Vertragsstrafe von "
            "zwei Monatsgehältern; bei einem Dauerverstoß gilt jeder angefangene Monat als neuer Verstoß.",
            "Die Vertragsstrafe beträgt für jeden Tag der Zuwiderhandlung 500 Euro.",
            "Verletzt die Mitarbeiterin die Verschwiegenheitspflicht, ist eine Vertragsstrafe verwirkt; jede angefangene "
            "Woche eines andauernden Verstoßes gilt als selbständiger Verstoß.",
        ],
        [
            "Für jeden Fall der Zuwiderhandlung gegen das Wettbewerbsverbot zahlt der Arbeitnehmer eine Vertragsstrafe von "
            "einem Monatsgehalt.",  # per breach, no lasting breach counted again
            "Die Vertragsstrafe wird nur einmal fällig, auch wenn der Verstoß andauert.",
            "Jeder angefangene Monat der Betriebszugehörigkeit wird bei der Berechnung des Urlaubs berücksichtigt.",
        ],
    ),
    "de_penalty_fixed_sum": (
        EMP,
        [
            "Für jeden Fall der Zuwiderhandlung gegen die Verschwiegenheitspflicht zahlt der Arbeitnehmer eine "
            "Vertragsstrafe von 5.000 Euro.",
            "Der Arbeitnehmer verpflichtet sich, für jeden Verstoß gegen das Abwerbeverbot eine Vertragsstrafe von "
            "10.000 EUR zu zahlen.",
        ],
        [
            "Für jeden Fall der Zuwiderhandlung zahlt der Arbeitnehmer eine Vertragsstrafe von höchstens 1.000 Euro.",
            "Tritt der Arbeitnehmer die Arbeit nicht an, zahlt er eine Vertragsstrafe von einem halben Monatsgehalt.",
            "Für jeden Fall der Verspätung wird die Zeit nachgearbeitet.",  # no penalty
            "Die Vertragsstrafe wird mit dem Gehalt verrechnet.",  # no sum, no breach named
        ],
    ),
    "de_bonus_cut_off_mixed": (
        EMP,
        [
            "Der Arbeitnehmer erhält ein Weihnachtsgeld in Höhe eines Monatsgehalts, bei Eintritt im Laufe des Jahres "
            "anteilig. Voraussetzung ist ein ungekündigtes Arbeitsverhältnis am 31.12.",
            "Die Jahressonderzahlung beträgt für jeden vollen Beschäftigungsmonat 1/12 eines Monatsgehalts; sie wird nur "
            "gezahlt, wenn das Arbeitsverhältnis am Auszahlungstag ungekündigt besteht.",
        ],
        [
            # loyalty alone: a cut-off date without pay by the months worked
            "Das Weihnachtsgeld wird nur gezahlt, wenn das Arbeitsverhältnis am 1. Dezember ungekündigt besteht.",
            "Der Arbeitnehmer erhält ein anteiliges Urlaubs- und Weihnachtsgeld.",  # pro rata, no cut-off
            "Das Weihnachtsgeld wird anteilig gezahlt und dient ausschließlich der Belohnung der Betriebstreue; es setzt "
            "ein ungekündigtes Arbeitsverhältnis am 31.12. voraus.",  # the purpose stated as loyalty only
            "Der Urlaub wird im Eintrittsjahr anteilig gewährt.",  # neighbour: holiday, no payment
        ],
    ),
    "de_enrichment_waived": (
        EMP,
        [
            "Der Arbeitnehmer ist verpflichtet, zu viel gezahlte Vergütung zurückzuzahlen; auf den Wegfall der "
            "Bereicherung kann er sich nicht berufen.",
            "Überzahlte Beträge sind unabhängig von einer Entreicherung zu erstatten.",
        ],
        [
            "Zu viel gezahlte Vergütung ist nach den Vorschriften über die ungerechtfertigte Bereicherung zurückzuzahlen.",
            "Der Arbeitnehmer kann sich auf den Wegfall der Bereicherung berufen.",  # the statute kept
            "Überzahlte Beträge sind zu erstatten.",  # the duty itself (§ 812 BGB)
        ],
    ),
    "de_holiday_blackout": (
        EMP,
        [
            "Urlaub kann in den Monaten November und Dezember nicht genommen werden.",
            "In der Hauptsaison ist Urlaub ausgeschlossen.",
            "Für die Zeit vom 1. Juli bis 31. August besteht eine Urlaubssperre.",
            "Während der Kündigungsfrist ist die Gewährung von Urlaub ausgeschlossen.",
        ],
        [
            # the statute's own test, case by case
            "Während der Hauptsaison kann Urlaub nur gewährt werden, wenn dringende betriebliche Belange nicht "
            "entgegenstehen.",
            "Der Urlaub ist zusammenhängend zu nehmen.",  # § 7 Abs. 2 BUrlG
            "In den Monaten Juli und August finden Betriebsferien statt.",  # company holidays
            "In der Hauptsaison erhält der Arbeitnehmer einen Zuschlag.",  # neighbour: no holiday
        ],
    ),
    "de_holiday_lead_time": (
        EMP,
        [
            "Der Urlaub ist einen Monat im Voraus zu beantragen.",
            "Urlaubsanträge müssen sechs Wochen vorher gestellt werden.",
            "Urlaubswünsche sind bis zum 31. Januar eines jeden Jahres schriftlich einzureichen.",
        ],
        [
            "Der Urlaub ist spätestens zwei Wochen vorher zu beantragen.",  # a short period
            "Der Arbeitnehmer erhält einen Monat vor Urlaubsantritt das Urlaubsgeld.",  # nothing asked
            "Der Urlaub verfällt drei Monate nach Ende des Jahres.",  # neighbour: lapse
        ],
    ),
    # Wider wordings of older notes
    "de_notice_one_sided": (
        EMP,
        [
            "Die Kündigungsfrist beträgt für den Arbeitnehmer drei Monate zum Quartalsende, für den Arbeitgeber vier "
            "Wochen.",
            "Der Arbeitnehmer kann mit einer Frist von drei Monaten kündigen, der Arbeitgeber mit einer Frist von vier "
            "Wochen.",
            "Die Kündigungsfrist beträgt 3 Monate zum Quartalsende. Für den Arbeitgeber gelten die gesetzlichen "
            "Kündigungsfristen.",
            # ordinary notice excluded for the employee alone
            "Die ordentliche Kündigung ist für die Dauer von drei Jahren für den Arbeitnehmer ausgeschlossen.",
            "Das Arbeitsverhältnis kann vom Arbeitnehmer frühestens zum 31.12.2030 gekündigt werden.",
            "Der Arbeitnehmer verzichtet für fünf Jahre auf sein Recht zur ordentlichen Kündigung.",
        ],
        [
            "Der Arbeitgeber kann mit einer Frist von drei Monaten kündigen, der Arbeitnehmer mit einer Frist von vier "
            "Wochen.",  # the employer's longer: in the employee's favour
            "Die Kündigungsfrist beträgt 3 Monate zum Quartalsende. Verlängert sich die gesetzliche Kündigungsfrist für "
            "den Arbeitgeber, gilt diese auch für den Arbeitnehmer.",  # § 622 Abs. 2 for both sides
            "Die Kündigungsfrist beträgt für beide Seiten drei Monate zum Quartalsende.",
            "Die ordentliche Kündigung ist für beide Seiten in den ersten zwei Jahren ausgeschlossen.",  # both
            "Die Kündigung vor Arbeitsantritt ist ausgeschlossen.",  # before the start
            "Eine ordentliche Kündigung durch den Arbeitgeber ist ausgeschlossen.",  # in the employee's favour
            "Das Arbeitsverhältnis kann von beiden Seiten frühestens zum 31.12.2030 gekündigt werden.",
        ],
    ),
    "de_absence_reason": (
        EMP,
        [
            "Der Arbeitnehmer ist verpflichtet, jede Arbeitsunfähigkeit und deren voraussichtliche Dauer sowie deren "
            "Gründe unverzüglich anzuzeigen.",
            "Der Arbeitnehmer ist verpflichtet, die Firma über jede Erkrankung und deren Ursache zu informieren.",
        ],
        [
            "Der Arbeitnehmer ist verpflichtet, jede Arbeitsunfähigkeit und deren voraussichtliche Dauer unverzüglich "
            "anzuzeigen.",  # § 5 EntgFG itself
        ],
    ),
    "de_non_compete": (
        EMP,
        [
            "Der Arbeitnehmer verpflichtet sich, während des Arbeitsverhältnisses und zwei Jahre danach nicht für ein "
            "Konkurrenzunternehmen tätig zu werden.",
        ],
        [
            "Der Arbeitnehmer wird während der Dauer des Arbeitsverhältnisses keine Tätigkeit für ein "
            "Konkurrenzunternehmen aufnehmen.",  # during the employment (§ 60 HGB)
        ],
    ),
    "de_salary_secrecy": (
        EMP,
        [
            "Gehaltsfragen sind ausschließlich mit der Geschäftsleitung zu besprechen.",
            "Der Angestellte darf mit Kollegen nicht über sein Gehalt sprechen.",
        ],
        [
            "Betriebliche Fragen sind ausschließlich mit der Geschäftsleitung zu besprechen.",  # no pay
            "Der Angestellte darf mit Kunden nicht über interne Preise sprechen.",  # trade matters
        ],
    ),
    "de_set_off_limited": (
        EMP,
        [
            "Der Arbeitgeber ist befugt, mit seinen Forderungen gegen Vergütungsansprüche des Arbeitnehmers aufzurechnen. "
            "Der Arbeitnehmer hat das Recht, mit unbestrittenen oder rechtskräftig festgestellten Forderungen "
            "aufzurechnen.",
        ],
        [
            "Beide Parteien dürfen nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen.",
            "Der Arbeitgeber ist befugt, mit seinen Forderungen gegen Vergütungsansprüche des Arbeitnehmers aufzurechnen.",
        ],
    ),
    "de_voluntary_revocable": (
        EMP,
        [
            "Die Fahrtkostenzuschüsse sind freiwillig und können jederzeit eingestellt werden.",
            "Alle über das Tarifgehalt hinausgehenden Leistungen sind freiwillig.",
        ],
        [
            "Die Teilnahme am Betriebssport ist freiwillig und kann jederzeit eingestellt werden.",  # no payment
            "Alle über das Tarifgehalt hinausgehenden Leistungen werden nach der Betriebsvereinbarung gezahlt.",
        ],
    ),
    "de_work_time_flat": (
        EMP,
        ["Durch das Gehalt sind sämtliche Leistungen des Angestellten abgegolten."],
        ["Durch das Gehalt sind sämtliche Leistungen des Angestellten bis zu 10 Stunden Mehrarbeit abgegolten."],
    ),
}


def _drafts(text: str) -> dict[str, object]:
    return {d.key: d for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


NEW_KEYS = ("de_fixed_term_tariff", "de_holiday_fixed_by_employer", "de_reachable_off_duty", "de_expenses_borne",
            "de_overtime_unlimited", "de_penalty_per_breach", "de_penalty_fixed_sum", "de_bonus_cut_off_mixed",
            "de_enrichment_waived", "de_holiday_blackout")  # fmt: skip


def test_the_tables_are_merged_into_the_shared_ones() -> None:
    from tests.analysis.test_notes_cases import TABLES

    for key, (_, fires, silent) in ROUND11.items():
        assert set(fires) <= set(TABLES[key][1]) and set(silent) <= set(TABLES[key][2]), key


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, fires, _) in ROUND11.items() for t in fires])
def test_fires(key: str, text: str) -> None:
    assert key in _drafts(text)


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, _, silent) in ROUND11.items() for t in silent])
def test_silent(key: str, text: str) -> None:
    assert key not in _drafts(text)


@pytest.mark.parametrize(
    ("text", "key", "kind", "citations", "file_number"),
    [
        ("Das Arbeitsverhältnis ist gemäß Tarifvertrag befristet und endet am 31.05.2029.",
         "de_fixed_term_tariff", "unusual", ("§ 14 Abs. 2 TzBfG", "§ 16 TzBfG"), "7 AZR 140/15"),
        ("Die Lage des Urlaubs bestimmt der Arbeitgeber.",
         "de_holiday_fixed_by_employer", "unusual", ("§ 7 BUrlG",), None),
        ("Der Mitarbeiter hat auch außerhalb der Arbeitszeit erreichbar zu sein.",
         "de_reachable_off_duty", "unusual", ("§ 5 Abs. 1 ArbZG", "§ 612 BGB"), None),
        ("Reisekosten sind mit dem Gehalt abgegolten.",
         "de_expenses_borne", "unusual", ("§ 670 BGB",), "9 AZR 14/10"),
        ("Überstunden sind in unbegrenztem Umfang zu leisten.",
         "de_overtime_unlimited", "unusual", ("§ 106 GewO", "§ 3 ArbZG"), None),
        ("Für jeden Fall der Zuwiderhandlung ist eine Vertragsstrafe zu zahlen; jeder angefangene Monat eines "
         "Dauerverstoßes gilt als neuer Verstoß.",
         "de_penalty_per_breach", "may_be_invalid", ("§ 307 BGB",), "8 AZR 973/06"),
        ("Für jeden Fall der Zuwiderhandlung ist eine Vertragsstrafe von 3.000 Euro zu zahlen.",
         "de_penalty_fixed_sum", "unusual", ("§ 307 BGB",), "8 AZR 717/07"),
        ("Das Weihnachtsgeld wird anteilig je Beschäftigungsmonat gezahlt, wenn das Arbeitsverhältnis am 31.12. "
         "ungekündigt besteht.",
         "de_bonus_cut_off_mixed", "may_be_invalid", ("§ 611a BGB", "§ 307 BGB"), "10 AZR 848/12"),
        ("Auf den Wegfall der Bereicherung kann sich der Arbeitnehmer nicht berufen.",
         "de_enrichment_waived", "unusual", ("§ 818 Abs. 3 BGB",), None),
    ],
)  # fmt: skip
def test_each_new_note_cites_its_statutes_and_decision(
    text: str, key: str, kind: str, citations: tuple[str, ...], file_number: str | None
) -> None:
    check_cites(text, key, kind, citations, file_number)


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_every_new_note_has_a_wording_in_every_locale(language: str) -> None:
    texts = wordings(language, NEW_KEYS)
    # the decision a note cites is named in its wording, in every language
    assert "7 AZR 140/15" in texts["de_fixed_term_tariff"]
    assert "9 AZR 14/10" in texts["de_expenses_borne"]
    assert "8 AZR 973/06" in texts["de_penalty_per_breach"]
    assert "8 AZR 717/07" in texts["de_penalty_fixed_sum"]
    assert "10 AZR 848/12" in texts["de_bonus_cut_off_mixed"]


def test_other_document_kinds_stay_silent() -> None:
    text = "Die Lage des Urlaubs bestimmt der Arbeitgeber."
    assert find_german_notes(ClauseView("c1", text, None, "lease", "de")) == []

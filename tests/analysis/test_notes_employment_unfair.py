"""Employment notes read clause by clause: the unit a rule matches, and the "unfair" kinds (§ 305c, § 307 BGB).

Part 1, the matching unit. A clause's legal object can stand in its heading and the trigger in its content, the
trigger and the figure in two sentences tied by a back-reference ("hierfür", "sie"), or several duties in one
enumeration ("a) …, b) …") of which only one is the kind a note speaks of. Each case is a clause of our own: the
heading, the content, the key that must (or must not) be among its notes.

Every sentence is our own.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import _items, find_german_notes


def keys(content: str, heading: str | None = None) -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", content, heading, "employment_contract", "de"))}


# (heading, content, key that must be among the notes)
UNIT_FIRES: list[tuple[str | None, str, str]] = [
    # the object in the heading, a back-reference in the content, not at its start
    ("Überstunden", "Mit dem vereinbarten Monatsgehalt sind sie vollständig abgegolten.", "de_overtime_flat"),
    (
        "Arbeitszeit",
        "Die Wochenarbeitszeit beträgt 39 Stunden. Mehrarbeit ist auf Anordnung zu leisten. Eine gesonderte "
        "Vergütung erfolgt hierfür nicht.",
        "de_overtime_excluded",
    ),
    # the pay named in one sentence, its secrecy in the next ("über die Höhe")
    (
        "Gehalt",
        "Die Angestellte erhält ein Monatsgehalt von 3.400 EUR brutto. Über die Höhe hat sie gegenüber jedermann "
        "Stillschweigen zu bewahren.",
        "de_salary_secrecy",
    ),
    # the holiday named before, the lead time in a sentence about "the request"
    (
        "Urlaub",
        "Der Erholungsurlaub wird auf Antrag gewährt. Der Antrag muss der Personalabteilung mindestens sechs Wochen "
        "vorher vorliegen.",
        "de_holiday_lead_time",
    ),
    # one item of an enumeration is the void kind
    (
        "Pflichten",
        "Der Arbeitnehmer ist verpflichtet: 1. Weisungen der Vorgesetzten zu befolgen; 2. jede Nebentätigkeit zu "
        "unterlassen; 3. Arbeitsmittel pfleglich zu behandeln.",
        "de_side_job",
    ),
    (
        "Pflichten",
        "Die Mitarbeiterin verpflichtet sich, a) ihre Aufgaben sorgfältig zu erledigen, b) über ihre Vergütung auch "
        "gegenüber Kollegen Stillschweigen zu bewahren, c) die Arbeitszeit einzuhalten.",
        "de_salary_secrecy",
    ),
    (
        "Abwesenheit",
        "Der Mitarbeiter hat a) eine Arbeitsunfähigkeit unverzüglich anzuzeigen, b) den Grund jeder Abwesenheit "
        "mitzuteilen, c) Urlaub rechtzeitig zu beantragen.",
        "de_absence_reason",
    ),
    (
        "Vereinbarungen",
        "Folgendes wird vereinbart: - Überstunden sind mit dem Gehalt abgegolten; - der Urlaub beträgt 30 Tage; - "
        "es gilt die gesetzliche Kündigungsfrist.",
        "de_overtime_flat",
    ),
]

UNIT_FIRES += [
    # the trigger and the figure in two sentences, tied by "in dieser Zeit"
    (
        "Probezeit",
        "Die Probezeit beträgt vier Monate. Die Kündigungsfrist beträgt in dieser Zeit drei Tage.",
        "de_probation_notice",
    ),
]

# (heading, content, key that must not be among the notes)
UNIT_SILENT: list[tuple[str | None, str, str]] = [
    # the limit the law asks for stands in the next sentence: read with the clause, the note stays silent
    (
        "Wettbewerbsverbot",
        "Die Mitarbeiterin darf ein Jahr nach dem Ausscheiden nicht für Wettbewerber tätig werden. Für die Dauer des "
        "Verbots zahlt der Arbeitgeber eine Entschädigung in Höhe der Hälfte der zuletzt bezogenen Leistungen.",
        "de_non_compete",
    ),
    (
        "Fortbildung",
        "Der Arbeitnehmer erstattet die Kosten des Lehrgangs, wenn er vor Ablauf von zwei Jahren auf eigenen Wunsch "
        "ausscheidet. Der Betrag mindert sich für jeden vollen Monat nach dem Lehrgang um 1/24.",
        "de_training_repayment",
    ),
    (
        "Überstunden",
        "Mit dem Gehalt sind Überstunden abgegolten. Dies gilt für bis zu acht Stunden im Monat.",
        "de_overtime_flat",
    ),
    (
        "Ausschlussfrist",
        "Ansprüche verfallen, wenn sie nicht binnen drei Monaten geltend gemacht werden. Das gilt nicht für den "
        "Mindestlohn und für Ansprüche aus vorsätzlicher Pflichtverletzung.",
        "de_exclusion_minimum_wage",
    ),
    (
        "Vertragsstrafe",
        "Tritt die Arbeitnehmerin die Stelle nicht an, ist eine Vertragsstrafe verwirkt. Ihre Höhe entspricht dem "
        "Verdienst für zwei Wochen.",
        "de_penalty_over_notice",
    ),
    (
        "Probezeit",
        "Die Probezeit beträgt sechs Monate. Die Kündigungsfrist beträgt in dieser Zeit zwei Wochen.",
        "de_probation_notice",
    ),
    # an enumeration: secrecy in one item, the pay in another, neither asks silence about the pay
    (
        "Pflichten",
        "Der Arbeitnehmer verpflichtet sich, a) über Betriebsgeheimnisse Stillschweigen zu bewahren, b) seine "
        "Vergütungsabrechnung monatlich zu prüfen, c) Nebentätigkeiten anzuzeigen.",
        "de_salary_secrecy",
    ),
    (
        "Pflichten",
        "Die Angestellte verpflichtet sich: 1. Betriebsgeheimnisse zu wahren; 2. ihr Gehaltskonto zu benennen; 3. "
        "Änderungen ihrer Anschrift mitzuteilen.",
        "de_salary_secrecy",
    ),
    # a ban on other work with exceptions by consent is a consent reservation, not a ban (unusual at most)
    (
        "Tätigkeit",
        "Während des Arbeitsverhältnisses hat die Mitarbeiterin jede andere Erwerbstätigkeit zu unterlassen. "
        "Ausnahmen bedürfen der Zustimmung der Geschäftsführung.",
        "de_side_job",
    ),
    # a side job that harms the employer's interests, refrained from: the kind that may be barred
    (
        "Nebentätigkeit",
        "Nebentätigkeiten, die die Arbeitsleistung beeinträchtigen, sind zu unterlassen.",
        "de_side_job",
    ),
    # the back-reference reaches the sentence before, but the overtime is paid there
    (
        "Überstunden",
        "Angeordnete Überstunden werden mit 25 Euro je Stunde vergütet. Mit dem Gehalt sind sie nicht abgegolten.",
        "de_overtime_flat",
    ),
    # "die Höhe" of the penalty, not of the pay; and the employer keeping the pay confidential
    (
        "Vertragsstrafe",
        "Das Monatsgehalt bleibt unberührt. Über die Höhe der Vertragsstrafe entscheidet das Gericht.",
        "de_salary_secrecy",
    ),
    (
        "Gehalt",
        "Der Angestellte erhält ein Monatsgehalt von 3.100 EUR. Der Arbeitgeber behandelt die Höhe vertraulich.",
        "de_salary_secrecy",
    ),
    # holiday clause: a request of two weeks, and the company holidays planned with a lead time
    (
        "Urlaub",
        "Der Urlaub wird auf Antrag gewährt. Der Antrag soll zwei Wochen vorher vorliegen.",
        "de_holiday_lead_time",
    ),
    (
        "Urlaub",
        "Der Urlaub richtet sich nach dem Gesetz. Betriebsurlaub wird mit einer Anmeldung drei Monate vorher "
        "festgelegt.",
        "de_holiday_lead_time",
    ),
]


@pytest.mark.parametrize(("heading", "content", "key"), UNIT_FIRES)
def test_the_unit_reaches_the_kind(heading: str | None, content: str, key: str) -> None:
    assert key in keys(content, heading)


@pytest.mark.parametrize(("heading", "content", "key"), UNIT_SILENT)
def test_the_unit_keeps_neighbours_apart(heading: str | None, content: str, key: str) -> None:
    assert key not in keys(content, heading)


def test_items_split_a_list_in_order_only() -> None:
    listed = _items("Der Arbeitnehmer verpflichtet sich, a) pünktlich zu sein, b) Geräte zu pflegen.")
    assert listed == (
        "Der Arbeitnehmer verpflichtet sich, pünktlich zu sein",
        "Der Arbeitnehmer verpflichtet sich, Geräte zu pflegen.",
    )
    # one marker, a paragraph number, a dash inside the sentence: no list
    assert len(_items("Nach § 5 Abs. 1 Nr. 2. und Satz 3 gilt a) nichts weiter.")) == 1
    assert len(_items("Über das Gehalt ist - auch intern - Stillschweigen zu wahren.")) == 1
    assert len(_items("Es gelten b) und c) der Anlage.")) == 1


# Part 2, the "unfair" kinds: § 305c Abs. 1 BGB (surprising), § 307 Abs. 1 Satz 2 (transparency), § 307 Abs. 2
# (unreasonable disadvantage), and the widened triggers of kinds that had notes. Per key: (heading, content) that must
# get it, and (heading, content) that must not: the statutory default, the variant in the employee's favour, the
# compound word, the neighbouring kind.
KINDS: dict[str, tuple[list[tuple[str | None, str]], list[tuple[str | None, str]]]] = {
    "de_private_conduct": (
        [
            (
                "Verhalten",
                "Der Arbeitnehmer hat auch in seiner Freizeit alles zu unterlassen, was dem Ruf der Firma schadet.",
            ),
            (
                "Lebensführung",
                "Die Angestellte verpflichtet sich, auch außerdienstlich einen untadeligen Lebenswandel zu führen.",
            ),
            ("Freizeit", "Der Mitarbeiter verpflichtet sich, in seiner Freizeit keine Motorradrennen zu bestreiten."),
            (
                None,
                "Beiträge über die Firma in sozialen Netzwerken bedürfen auch außerhalb der Arbeitszeit der Genehmigung.",
            ),
        ],
        [
            ("Freizeit", "Die Mitarbeiterin ist in der Gestaltung ihrer Freizeit frei."),  # the employee's favour
            (
                "Erreichbarkeit",
                "Der Arbeitnehmer hat auch außerhalb der Arbeitszeit per Telefon erreichbar zu sein.",
            ),  # neighbour
            (
                "Krankheit",
                "Während der Arbeitsunfähigkeit hat er in seiner Freizeit alles zu unterlassen, was die Genesung verzögert.",
            ),
            (
                "Urlaub",
                "Während des Urlaubs darf der Arbeitnehmer keine dem Urlaubszweck widersprechende Erwerbstätigkeit leisten.",
            ),
            (
                "Dienstwagen",
                "Der Dienstwagen darf außerhalb der Arbeitszeit nicht privat genutzt werden.",
            ),  # the employer's thing
            ("Verschwiegenheit", "Die Verschwiegenheit ist auch außerhalb der Arbeitszeit zu wahren."),
            (
                "Datenschutz",
                "Der Arbeitgeber verpflichtet sich, Angaben aus dem Privatleben des Arbeitnehmers nicht zu erheben.",
            ),
            ("Überstunden", "Überstunden außerhalb der Arbeitszeit sind nur auf Anordnung zu leisten."),
            ("Freizeitausgleich", "Mehrarbeit wird durch Freizeit ausgeglichen."),  # the compound word
        ],
    ),
    "de_exclusion_heading": (
        [
            (
                "Vergütung",
                "Das Gehalt wird zum Monatsende gezahlt. Ansprüche aus dem Arbeitsverhältnis verfallen, wenn sie nicht "
                "binnen drei Monaten nach Fälligkeit in Textform geltend gemacht werden; der Mindestlohn ist ausgenommen.",
            ),
            (
                "§ 6 Urlaub",
                "Der Urlaub beträgt 28 Arbeitstage. Alle Ansprüche erlöschen, wenn sie nicht innerhalb von drei Monaten "
                "nach Fälligkeit geltend gemacht werden.",
            ),
        ],
        [
            (
                "Ausschlussfristen",
                "Ansprüche verfallen, wenn sie nicht binnen drei Monaten in Textform geltend gemacht werden.",
            ),
            (
                "Vergütung, Verfall von Ansprüchen",
                "Ansprüche verfallen, wenn sie nicht binnen drei Monaten geltend gemacht werden.",
            ),
            (
                "Schlussbestimmungen",
                "Ansprüche verfallen, wenn sie nicht binnen drei Monaten geltend gemacht werden.",
            ),  # no subject
            (
                "Vergütung",
                "Das Gehalt beträgt 3.000 EUR. Ansprüche verjähren nach den gesetzlichen Vorschriften.",
            ),  # the statute
            (
                "Urlaub",
                "Der Urlaub verfällt am 31. März des Folgejahres, wenn der Arbeitgeber rechtzeitig darauf hingewiesen hat.",
            ),
            (None, "Ansprüche verfallen, wenn sie nicht binnen drei Monaten geltend gemacht werden."),  # no heading
        ],
    ),
    "de_notice_one_sided": (
        [
            (
                "Kündigung",
                "Will der Arbeitnehmer das Arbeitsverhältnis beenden, hat er eine Kündigungsfrist von drei Monaten zum Monatsende einzuhalten.",
            ),
            (
                "Kündigung",
                "Die Angestellte muss bei einer Eigenkündigung eine Frist von 12 Wochen wahren; für die Firma gelten die Fristen des § 622 BGB.",
            ),
        ],
        [
            (
                "Kündigung",
                "Will eine Seite das Arbeitsverhältnis beenden, gilt für beide eine Kündigungsfrist von drei Monaten.",
            ),
            (
                "Fortbildung",
                "Bei einer Eigenkündigung vor Ablauf einer Frist von 24 Monaten sind die Kosten anteilig zurückzuzahlen.",
            ),
            ("Kündigung", "Will der Arbeitnehmer kündigen, gelten die gesetzlichen Fristen."),  # the statute
            # a clause on holiday after notice names no period of notice
            (
                "Kündigung",
                "Kündigt der Arbeitnehmer, hat er bis zum Ende der Kündigungsfrist seinen Resturlaub zu nehmen.",
            ),
        ],
    ),
    "de_notice_long": (
        [
            (
                "Kündigung",
                "Das Arbeitsverhältnis kann von beiden Seiten mit einer Frist von zwölf Monaten zum Jahresende gekündigt werden.",
            ),
            ("Kündigung", "Die Kündigungsfrist beträgt beiderseits 18 Monate zum Jahresende."),
        ],
        [
            ("Kündigung", "Die Kündigungsfrist beträgt beiderseits sechs Monate zum Quartalsende."),
            (
                "Kündigung",
                "Nach zwölf Jahren Betriebszugehörigkeit beträgt die Kündigungsfrist fünf Monate zum Monatsende.",
            ),
        ],
    ),
    "de_employee_liability": (
        [
            ("Dienstwagen", "Bei Beschädigung des Dienstfahrzeugs haftet der Arbeitnehmer in voller Höhe."),
            ("Kasse", "Fehlbeträge in der Kasse hat die Mitarbeiterin unabhängig von einem Verschulden zu ersetzen."),
        ],
        [
            (
                "Dienstwagen",
                "Bei Beschädigung des Dienstfahrzeugs haftet der Arbeitnehmer nur bei Vorsatz und grober Fahrlässigkeit.",
            ),
            ("Kasse", "Fehlbeträge ersetzt die Mitarbeiterin nur, wenn sie sie grob fahrlässig verursacht hat."),
            ("Kasse", "Für Fehlbeträge erhält der Kassierer ein Mankogeld; er hat sie bis zu dessen Höhe zu ersetzen."),
        ],
    ),
    "de_transfer_unequal": (
        [
            (
                "Aufgaben",
                "Die Firma kann der Mitarbeiterin jederzeit auch Arbeiten zuweisen, die nicht ihrer Ausbildung entsprechen.",
            )
        ],
        [
            (
                "Aufgaben",
                "Die Firma kann dem Mitarbeiter andere Arbeiten zuweisen, die seiner Qualifikation entsprechen.",
            ),
            (
                "Arbeitsort",
                "Der Arbeitgeber kann den Arbeitnehmer an einen anderen Ort innerhalb Deutschlands versetzen.",
            ),
        ],
    ),
    "de_enrichment_waived": (
        [
            (
                "Überzahlung",
                "Zu viel gezahlte Vergütung ist zu erstatten; die Angestellte kann sich nicht auf den Wegfall der Bereicherung berufen.",
            )
        ],
        [
            (
                "Überzahlung",
                "Zu viel gezahlte Vergütung ist nach den Vorschriften über die ungerechtfertigte Bereicherung zu erstatten.",
            )
        ],
    ),
    "de_sick_pay": (
        [("Krankheit", "Während einer Krankheit erhält der Arbeitnehmer keine Vergütung.")],
        [
            (
                "Krankheit",
                "Während einer Krankheit erhält der Arbeitnehmer seine Vergütung nach dem Entgeltfortzahlungsgesetz.",
            ),
            ("Krankheit", "Nach Ablauf von sechs Wochen erhält der Arbeitnehmer keine Vergütung, sondern Krankengeld."),
        ],
    ),
}


@pytest.mark.parametrize(("key", "heading", "content"), [(k, h, c) for k, (fire, _) in KINDS.items() for h, c in fire])
def test_unfair_kind_fires(key: str, heading: str | None, content: str) -> None:
    assert key in keys(content, heading)


@pytest.mark.parametrize(
    ("key", "heading", "content"), [(k, h, c) for k, (_, silent) in KINDS.items() for h, c in silent]
)
def test_unfair_kind_stays_silent(key: str, heading: str | None, content: str) -> None:
    assert key not in keys(content, heading)


def test_new_kinds_are_unusual_and_cite_what_they_rest_on() -> None:
    conduct = find_german_notes(
        ClauseView(
            "c1",
            "Der Arbeitnehmer hat auch in seiner Freizeit alles zu unterlassen, was dem Ruf der Firma schadet.",
            "Verhalten",
            "employment_contract",
            "de",
        )
    )
    (note,) = [d for d in conduct if d.key == "de_private_conduct"]
    assert note.kind == "unusual"
    assert {n.citation for n in note.norms} == {"§ 106 GewO", "Art. 2 Abs. 1 GG", "§ 307 BGB"}
    heading = find_german_notes(
        ClauseView(
            "c2",
            "Alle Ansprüche erlöschen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit geltend "
            "gemacht werden.",
            "Urlaub",
            "employment_contract",
            "de",
        )
    )
    (note,) = [d for d in heading if d.key == "de_exclusion_heading"]
    assert note.kind == "unusual"
    assert [d.file_number for d in note.decisions] == ["5 AZR 447/94"]
    assert [n.citation for n in note.norms] == ["§ 305c Abs. 1 BGB"]

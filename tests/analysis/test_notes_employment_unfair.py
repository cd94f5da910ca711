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

# (heading, content, key that must not be among the notes)
UNIT_SILENT: list[tuple[str | None, str, str]] = [
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

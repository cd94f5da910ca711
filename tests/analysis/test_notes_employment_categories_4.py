"""Round 13 of the German employment notes: four categories no rule covered, each on a statute or decision checked.

- ``de_public_holiday_unpaid``: public holidays left without pay. For working time a public holiday takes away the
  employer pays what the employee would have earned (§ 2 Abs. 1 EntgFG); no contract departs from that to the
  employee's detriment (§ 12 EntgFG). The statute's own exception (absent without excuse on the working day before or
  after, § 2 Abs. 3), a holiday on a day not worked anyway, "no pay in addition" and the pay for work *on* a holiday
  are other matters.
- ``de_pay_cut_poor_work``: the pay cut for poor work. The law on service contracts has no reduction of the pay for
  faulty work (BAG, 18.07.2007, 5 AZN 610/07); the employer's route is damages, set off within the limits of
  attachment (§ 394 BGB). No decision on a contract clause of this kind was checked, so the note is ``unusual`` and
  states the statutory default. Variable pay (a bonus, a premium) may hang on performance and stays silent.
- ``de_changing_time_unpaid``: changing into work clothing put outside paid working time. Changing at work into
  conspicuous clothing the employer prescribes is paid work (BAG, 06.09.2017, 5 AZR 382/16); whether a contract's
  clothing is of that kind depends on the job, so the note is ``unusual``. The way from home to work stays silent.
- ``de_damages_deducted``: damages or shortfalls taken out of the pay. A deduction is a set-off, which never reaches
  the part below the garnishment limits (§ 394 BGB, § 850c ZPO), and an employee is liable in full only for intent
  and gross negligence. The clause may still be read within those limits, so the note is ``unusual`` and names them;
  a clause that names a limit, the employer's own payments and the costs of a garnishment stay silent.

``ROUND13`` holds one table per note (key -> (category, fires, silent)) in the form of ``test_notes_cases.TABLES``,
which merges it. Every sentence is our own.
"""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes
from tests.analysis.employment_note_checks import check_cites, wordings

EMP = "employment_contract"

ROUND13: dict[str, tuple[str, list[str], list[str]]] = {
    # The public holiday itself unpaid: "nicht vergütet", "keine Vergütung", "kein Anspruch auf Bezahlung",
    # "unbezahlt", "ohne Lohn", "die Vergütung entfällt".
    "de_public_holiday_unpaid": (
        EMP,
        [
            "Gesetzliche Feiertage werden nicht vergütet.",
            "Für Feiertage erhält die Aushilfe keine Vergütung.",
            "Fällt ein Feiertag auf einen Arbeitstag, besteht kein Anspruch auf Bezahlung.",
            "Die an Feiertagen ausfallende Arbeitszeit ist unbezahlt.",
            "Wochenfeiertage gelten als freie Tage ohne Lohn.",
            "An gesetzlichen Feiertagen entfällt die Vergütung.",
        ],
        [
            "Feiertage werden nach den gesetzlichen Bestimmungen bezahlt.",  # the statutory default
            "Feiertage werden nicht zusätzlich vergütet.",  # the salary goes on: nothing on top
            "Arbeit an Sonn- und Feiertagen wird nicht gesondert vergütet.",  # work on the holiday: its premium
            "Die Mitarbeiterin ist bereit, an Feiertagen zu arbeiten; ein Zuschlag wird dafür nicht gezahlt.",
            "Wer am Arbeitstag vor einem Feiertag unentschuldigt fehlt, erhält für den Feiertag keine Vergütung.",
            "Fällt ein Feiertag auf einen arbeitsfreien Tag, wird er nicht vergütet.",  # no working time lost
            # no working time lost by the roster
            "Feiertage, an denen die Mitarbeiterin nach dem Dienstplan nicht hätte arbeiten müssen, werden nicht bezahlt.",
            "Feiertagsarbeit wird nicht vergütet, sondern durch Freizeit ausgeglichen.",  # compound: work on it
            "Urlaubstage werden nicht vergütet, wenn der Urlaub unbezahlt gewährt wird.",  # neighbour: unpaid leave
        ],
    ),
    # The pay cut, reduced or withheld for work done badly.
    "de_pay_cut_poor_work": (
        EMP,
        [
            "Bei Schlechtleistung kann der Arbeitgeber das Gehalt angemessen kürzen.",
            "Bei mangelhafter Arbeitsleistung wird die Vergütung entsprechend gemindert.",
            "Für fehlerhafte Arbeiten werden Abzüge vom Lohn vorgenommen.",
            "Die Firma ist berechtigt, den Stundenlohn bei ungenügender Leistung herabzusetzen.",
        ],
        [
            "Eine Kürzung des Gehalts wegen Schlechtleistung ist ausgeschlossen.",  # in the employee's favour
            "Bei mangelhafter Arbeitsleistung kann die Leistungszulage gekürzt werden.",  # variable pay
            # the statute's route: damages, set off within the limits of attachment
            "Für Schäden aus mangelhafter Arbeit haftet der Arbeitnehmer nach den gesetzlichen Vorschriften; der "
            "Lohn wird nur im Rahmen der Pfändungsfreigrenzen gekürzt.",
            "Das Gehalt wird jährlich überprüft und kann bei guter Leistung erhöht werden.",  # no poor work, no cut
            "Bei mangelhafter Arbeitsleistung kann der Arbeitgeber eine Abmahnung aussprechen.",  # neighbour: warning
            "Für Zeiten ohne Arbeitsleistung wird keine Vergütung gezahlt.",  # no work at all, not poor work
        ],
    ),
    # Changing into work clothing put outside paid working time.
    "de_changing_time_unpaid": (
        EMP,
        [
            "Umkleidezeiten gelten nicht als Arbeitszeit.",
            "Das Umziehen vor und nach der Schicht wird nicht vergütet.",
            "Der Mitarbeiter hat sich außerhalb der Arbeitszeit umzuziehen.",
            "Das An- und Ablegen der Dienstkleidung erfolgt ohne Vergütung.",
        ],
        [
            "Umkleidezeiten gelten als Arbeitszeit.",  # the court's rule
            "Umkleidezeiten sind mit dem Gehalt abgegolten und werden nicht gesondert vergütet.",  # paid by the salary
            "Für das An- und Ablegen der Schutzkleidung werden täglich zehn Minuten als Arbeitszeit vergütet.",
            "Die Fahrt zwischen Wohnung und Betrieb ist keine Arbeitszeit.",  # neighbour: the way to work
            "Die Dienstkleidung darf außerhalb der Arbeitszeit nicht getragen werden.",  # no changing named
            "Die Umkleideräume sind sauber zu halten.",  # the room, no time
        ],
    ),
    # Damages or shortfalls taken out of the pay, the limits of set-off and of liability not named.
    "de_damages_deducted": (
        EMP,
        [
            "Vom Arbeitnehmer verursachte Schäden werden vom Lohn abgezogen.",
            "Kassenfehlbeträge werden mit dem nächsten Gehalt verrechnet.",
            "Der Arbeitgeber ist berechtigt, Schadensersatzansprüche vom Entgelt einzubehalten.",
            "Ein Manko wird von der Vergütung in Abzug gebracht.",
        ],
        [
            "Schäden werden nur im Rahmen der Pfändungsfreigrenzen vom Lohn abgezogen.",  # the statute's limit named
            "Schäden, die der Arbeitnehmer grob fahrlässig verursacht, werden vom Lohn abgezogen.",  # fault named
            "Schäden werden nicht vom Lohn abgezogen.",  # in the employee's favour
            "Schäden am privaten Fahrzeug des Arbeitnehmers ersetzt der Arbeitgeber mit der nächsten "
            "Gehaltsabrechnung.",  # the employer pays
            "Lohnsteuer und Sozialversicherungsbeiträge werden vom Gehalt abgezogen.",  # no loss: the statutory ones
            # neighbour: the costs of a garnishment (its own note)
            "Für jede Lohnpfändung werden als Ersatz des Aufwands pauschal zehn Euro vom Gehalt abgezogen; ein "
            "geringerer Schaden kann nachgewiesen werden.",
        ],
    ),
}


def _drafts(text: str) -> dict[str, object]:
    return {d.key: d for d in find_german_notes(ClauseView("c1", text, None, EMP, "de"))}


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, fires, _) in ROUND13.items() for t in fires])
def test_fires(key: str, text: str) -> None:
    assert key in _drafts(text)


@pytest.mark.parametrize(("key", "text"), [(k, t) for k, (_, _, silent) in ROUND13.items() for t in silent])
def test_silent(key: str, text: str) -> None:
    assert key not in _drafts(text)


def test_every_table_has_three_wordings_each_way() -> None:
    for key, (_, fires, silent) in ROUND13.items():
        assert len(fires) >= 3 and len(silent) >= 3, key


@pytest.mark.parametrize(
    ("text", "key", "kind", "citations", "file_number"),
    [
        ("Gesetzliche Feiertage werden nicht vergütet.", "de_public_holiday_unpaid", "may_be_invalid",
         ("§ 2 Abs. 1 EntgFG", "§ 12 EntgFG"), None),
        ("Bei Schlechtleistung kann der Arbeitgeber das Gehalt angemessen kürzen.", "de_pay_cut_poor_work", "unusual",
         ("§ 611a BGB", "§ 394 BGB"), "5 AZN 610/07"),
        ("Umkleidezeiten gelten nicht als Arbeitszeit.", "de_changing_time_unpaid", "unusual", ("§ 611a BGB",),
         "5 AZR 382/16"),
        ("Ein Manko wird von der Vergütung in Abzug gebracht.", "de_damages_deducted", "unusual",
         ("§ 394 BGB", "§ 850c ZPO"), None),
    ],
)  # fmt: skip
def test_statutes_and_decision(
    text: str, key: str, kind: str, citations: tuple[str, ...], file_number: str | None
) -> None:
    check_cites(text, key, kind, citations, file_number)


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_a_wording_in_every_language_naming_the_statute(language: str) -> None:
    texts = wordings(language, tuple(ROUND13))
    assert "§ 2 Abs. 1 EntgFG" in texts["de_public_holiday_unpaid"]
    assert "§ 12 EntgFG" in texts["de_public_holiday_unpaid"]
    assert "5 AZN 610/07" in texts["de_pay_cut_poor_work"]
    assert "5 AZR 382/16" in texts["de_changing_time_unpaid"]
    assert "§ 394 BGB" in texts["de_damages_deducted"]


@pytest.mark.parametrize(
    ("heading", "text", "key", "fires"),
    [
        # the heading names the holiday, the clause only the missing pay
        ("§ 6 Feiertage", "Diese werden nicht vergütet.", "de_public_holiday_unpaid", True),
        ("§ 6 Feiertagsarbeit", "Zuschläge werden nicht vergütet.", "de_public_holiday_unpaid", False),
    ],
)  # fmt: skip
def test_the_heading_names_the_holiday(heading: str, text: str, key: str, fires: bool) -> None:
    keys = {d.key for d in find_german_notes(ClauseView("c1", text, heading, EMP, "de"))}
    assert (key in keys) is fires

"""German legal notes: each rule fires on a clause with its trigger and not on a near-identical lawful one."""

from __future__ import annotations

from datetime import date

import pytest

from app.analysis.notes import ClauseView, NoteDraft, render
from app.analysis.notes_de import _minimum_wage, find_german_notes


def _keys(text: str, category: str = "employment_contract", language: str = "de") -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", text, None, category, language))}


CASES = [
    # (category, key, clause with the trigger, near-identical lawful clause)
    (
        "employment_contract",
        "de_overtime_flat",
        "Etwaige Überstunden sind mit dem monatlichen Gehalt abgegolten.",
        "Bis zu 5 Überstunden im Monat sind mit dem monatlichen Gehalt abgegolten.",
    ),
    (
        "employment_contract",
        "de_written_form",
        "Änderungen bedürfen der Schriftform. Dies gilt auch für die Aufhebung der Schriftformklausel.",
        "Änderungen dieses Vertrages bedürfen der Schriftform.",
    ),
    (
        "employment_contract",
        "de_salary_secrecy",
        "Über die Höhe seiner Vergütung hat der Mitarbeiter gegenüber Kollegen Stillschweigen zu wahren.",
        "Über Kundendaten hat der Mitarbeiter gegenüber Dritten Stillschweigen zu wahren.",
    ),
    (
        "employment_contract",
        "de_side_job",
        "Eine Nebenbeschäftigung ist der Mitarbeiterin nicht gestattet.",
        "Eine Nebenbeschäftigung ist anzuzeigen; die Zustimmung ist zu erteilen, wenn keine Interessen leiden.",
    ),
    (
        "employment_contract",
        "de_absence_reason",
        "Eine Arbeitsverhinderung ist sofort zu melden; dabei ist der Grund der Arbeitsverhinderung anzugeben.",
        "Eine Arbeitsverhinderung und ihre voraussichtliche Dauer sind sofort zu melden.",
    ),
    (
        "employment_contract",
        "de_exclusion_short",
        "Ansprüche verfallen, wenn sie nicht binnen eines Monats nach Fälligkeit in Textform geltend gemacht "
        "werden. Ansprüche auf den Mindestlohn sind ausgenommen.",
        "Ansprüche verfallen, wenn sie nicht binnen drei Monaten nach Fälligkeit in Textform geltend gemacht "
        "werden. Ansprüche auf den Mindestlohn sind ausgenommen.",
    ),
    (
        "employment_contract",
        "de_exclusion_minimum_wage",
        "Alle Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit in Textform "
        "geltend gemacht werden.",
        "Alle Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten nach Fälligkeit in Textform "
        "geltend gemacht werden. Das gilt nicht für den Anspruch auf den gesetzlichen Mindestlohn.",
    ),
    (
        "employment_contract",
        "de_exclusion_written",
        "Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten schriftlich geltend gemacht werden. "
        "Der Mindestlohn ist ausgenommen.",
        "Ansprüche verfallen, wenn sie nicht innerhalb von drei Monaten in Textform geltend gemacht werden. "
        "Der Mindestlohn ist ausgenommen.",
    ),
    (
        "employment_contract",
        "de_holiday_minimum",
        "Der Urlaub beträgt 16 Arbeitstage im Jahr.",
        "Der Urlaub beträgt 26 Arbeitstage im Jahr.",
    ),
    (
        "employment_contract",
        "de_holiday_lapse",
        "Nicht genommener Urlaub verfällt am 15. Februar des Folgejahres.",
        "Nicht genommener Urlaub verfällt am 31. März des Folgejahres.",
    ),
    (
        "employment_contract",
        "de_probation_notice",
        "Während der Probezeit kann mit einer Frist von 5 Tagen gekündigt werden.",
        "Während der Probezeit kann mit einer Frist von 14 Tagen gekündigt werden.",
    ),
    (
        "employment_contract",
        "de_notice_one_sided",
        "Der Vertrag kann arbeitnehmerseitig mit einer Frist von drei Monaten gekündigt werden.",
        "Der Vertrag kann beiderseits mit einer Frist von drei Monaten gekündigt werden.",
    ),
    (
        "employment_contract",
        "de_penalty_high",
        "Bei vertragswidriger Beendigung zahlt der Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt.",
        "Bei vertragswidriger Beendigung zahlt der Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt, "
        "höchstens aber das Gehalt bis zum Ende der Kündigungsfrist.",
    ),
    (
        "employment_contract",
        "de_training_repayment",
        "Scheidet die Mitarbeiterin aus, sind die Kosten der Fortbildung zurückzuzahlen.",
        "Scheidet die Mitarbeiterin aus, sind die Kosten der Fortbildung anteilig zurückzuzahlen.",
    ),
    (
        "employment_contract",
        "de_unpaid_training",
        "Die Mitarbeiter nehmen jeden Monat an einer Schulung ohne Vergütung teil.",
        "Die Mitarbeiter nehmen jeden Monat an einer bezahlten Schulung teil.",
    ),
    (
        "employment_contract",
        "de_minimum_wage",
        "Die Mitarbeiterin erhält einen Stundenlohn von 9,50 € brutto.",
        "Die Mitarbeiterin erhält einen Stundenlohn von 19,50 € brutto.",
    ),
    (
        "rental_contract",
        "de_renovation_rigid",
        "Der Mieter führt die Schönheitsreparaturen spätestens alle drei Jahre in Küche und Bad aus.",
        "Der Mieter führt die Schönheitsreparaturen in der Regel alle fünf Jahre in Küche und Bad aus.",
    ),
    (
        "rental_contract",
        "de_small_repairs",
        "Kleinreparaturen bis 100 Euro im Einzelfall trägt der Mieter.",
        "Kleinreparaturen bis 100 Euro im Einzelfall, höchstens 300 Euro im Jahr, trägt der Mieter.",
    ),
    (
        "rental_contract",
        "de_notice_waiver",
        "Beide Parteien verzichten für fünf Jahre auf ihr Recht zur ordentlichen Kündigung.",
        "Beide Parteien verzichten für zwei Jahre auf ihr Recht zur ordentlichen Kündigung.",
    ),
    (
        "rental_contract",
        "de_deposit",
        "Der Mieter leistet eine Kaution von vier Monatsmieten, fällig in einer Summe bei Einzug.",
        "Der Mieter leistet eine Kaution von drei Monatsmieten, zahlbar in drei monatlichen Raten.",
    ),
    (
        "rental_contract",
        "de_pets_ban",
        "Die Haltung von Hunden und Katzen ist nicht gestattet.",
        "Die Haltung von Hunden und Katzen bedarf der Zustimmung des Vermieters.",
    ),
    (
        "authority_letter",
        "de_remedies_one_year",
        "Rechtsbehelfsbelehrung: Gegen diesen Bescheid kann innerhalb von zwei Wochen Widerspruch erhoben werden.",
        "Rechtsbehelfsbelehrung: Gegen diesen Bescheid kann innerhalb eines Monats Widerspruch beim Jobcenter "
        "erhoben werden.",
    ),
]


@pytest.mark.parametrize(("category", "key", "trigger", "lawful"), CASES, ids=[c[1] for c in CASES])
def test_rule_fires_on_trigger_only(category: str, key: str, trigger: str, lawful: str) -> None:
    assert key in _keys(trigger, category)
    assert key not in _keys(lawful, category)


def test_other_language_or_category_gets_nothing() -> None:
    text = "Die Haltung von Hunden und Katzen ist nicht gestattet."
    assert _keys(text, "rental_contract", "en") == set()
    assert _keys("Etwaige Überstunden sind mit dem Gehalt abgegolten.", "rental_contract") == set()


def test_minimum_wage_depends_on_the_date() -> None:
    text = "Stundenlohn von 12,50 € brutto"
    assert _minimum_wage(text, date(2024, 6, 1)) == []
    (draft,) = _minimum_wage(text, date(2025, 6, 1))
    assert draft.params == {"wage": "12,82", "since": "01.01.2025"}


@pytest.mark.parametrize("language", ["de", "en", "es", "fr", "it", "pt"])
def test_every_draft_renders_in_every_language(language: str) -> None:
    drafts: list[NoteDraft] = []
    for category, _key, trigger, _lawful in CASES:
        drafts.extend(find_german_notes(ClauseView("c1", trigger, None, category, "de")))
    assert drafts
    for d in drafts:
        note = render(d, language)
        assert note.text and "{" not in note.text
        assert all(n.url and n.url.startswith("https://") for n in note.norms)


def test_a_non_competes_penalty_gets_no_note_made_for_leaving_without_notice() -> None:
    from app.analysis.note_types import ClauseView
    from app.analysis.notes_de import find_german_notes

    text = (
        "Der Arbeitnehmer verpflichtet sich, nach dem Ende des Arbeitsverhältnisses zwölf Monate nicht für "
        "einen Wettbewerber tätig zu werden. Für jeden Fall der Zuwiderhandlung zahlt er eine Vertragsstrafe "
        "in Höhe eines Bruttomonatsgehalts."
    )
    keys = [d.key for d in find_german_notes(ClauseView("c1", text, None, "employment_contract", "de"))]
    assert "de_penalty_high" not in keys
    leaving = (
        "Tritt der Arbeitnehmer die Arbeit nicht an, zahlt er eine Vertragsstrafe in Höhe eines Bruttomonatsgehalts."
    )
    keys = [d.key for d in find_german_notes(ClauseView("c1", leaving, None, "employment_contract", "de"))]
    assert "de_penalty_high" in keys

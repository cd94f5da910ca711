"""German legal notes: each rule fires on a clause with its trigger and not on a near-identical lawful one."""

from __future__ import annotations

from datetime import date

import pytest

from app.analysis.notes import ClauseView, NoteDraft
from app.analysis.notes_de import _minimum_wage, find_german_notes
from app.explain.notes_say import say_note as render


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
        "Eine Arbeitsunfähigkeit infolge Krankheit ist sofort zu melden; dabei ist der Grund der Erkrankung anzugeben.",
        "Eine Arbeitsunfähigkeit infolge Krankheit und ihre voraussichtliche Dauer sind sofort zu melden.",
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
        "In der Probezeit kann mit zwei Wochen gekündigt werden. Bei vertragswidriger Beendigung zahlt der "
        "Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt.",
        "In der Probezeit kann mit zwei Wochen gekündigt werden. Bei vertragswidriger Beendigung zahlt der "
        "Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt, höchstens aber das Gehalt bis zum Ende der "
        "Kündigungsfrist.",
    ),
    (
        "employment_contract",
        "de_penalty_month",
        "Bei vertragswidriger Beendigung zahlt der Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt.",
        "Bei vertragswidriger Beendigung zahlt der Mitarbeiter eine Vertragsstrafe von einem Bruttomonatsgehalt, "
        "höchstens aber das Gehalt bis zum Ende der Kündigungsfrist.",
    ),
    (
        "employment_contract",
        "de_written_form_oral",
        "Ergänzungen dieses Vertrages bedürfen zu ihrer Wirksamkeit der Schriftform.",
        "Ergänzungen dieses Vertrages bedürfen der Schriftform; Individualabreden haben Vorrang.",
    ),
    (
        "employment_contract",
        "de_side_job_consent",
        "Jede Nebentätigkeit bedarf der vorherigen Zustimmung der Geschäftsleitung.",
        "Jede Nebentätigkeit ist der Geschäftsleitung vorher anzuzeigen.",
    ),
    (
        "employment_contract",
        "de_overtime_excluded",
        "Überstunden werden nicht gesondert vergütet.",
        "Bis zu 8 Überstunden im Monat werden nicht gesondert vergütet.",
    ),
    (
        "employment_contract",
        "de_secrecy_broad",
        "Die Mitarbeiterin bewahrt über alle betrieblichen Angelegenheiten auch nach dem Ende des "
        "Arbeitsverhältnisses Stillschweigen.",
        "Die Mitarbeiterin bewahrt über Geschäftsgeheimnisse auch nach dem Ende des Arbeitsverhältnisses "
        "Stillschweigen.",
    ),
    (
        "employment_contract",
        "de_revocation",
        "Der Arbeitgeber kann die Leistungszulage jederzeit widerrufen.",
        "Der Arbeitgeber kann die Leistungszulage aus wirtschaftlichen Gründen widerrufen, etwa bei einem "
        "Umsatzrückgang von mehr als zehn Prozent.",
    ),
    (
        "employment_contract",
        "de_retirement_early",
        "Das Arbeitsverhältnis endet mit Ablauf des Monats, in dem die Arbeitnehmerin das 63. Lebensjahr vollendet.",
        "Das Arbeitsverhältnis endet mit Ablauf des Monats, in dem die Arbeitnehmerin die Regelaltersgrenze erreicht.",
    ),
    (
        "employment_contract",
        "de_data_consent",
        "Der Arbeitnehmer stimmt der Verarbeitung und Weitergabe seiner Daten an Dienstleister zu.",
        "Der Arbeitgeber verarbeitet Daten des Arbeitnehmers, soweit das Arbeitsverhältnis es erfordert.",
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
    # Values, not words: the reader's language writes them (app/explain/notes_say.py).
    assert draft.params == {"wage": "12.82", "since": "2025-01-01"}
    assert "12,82 EUR" in render(draft, "de").text
    english = render(draft, "en").text
    assert "12.82 EUR" in english
    assert "2025" in english and "01.01.2025" not in english


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
    drafts = find_german_notes(ClauseView("c1", leaving, None, "employment_contract", "de"))
    # No shorter notice in view: the yardstick, not the decision about the two weeks of probation.
    assert [(d.key, d.kind, d.decisions) for d in drafts] == [("de_penalty_month", "unusual", ())]
    probation = "Während der Probezeit gilt eine Kündigungsfrist von zwei Wochen. " + leaving
    (draft,) = find_german_notes(ClauseView("c1", probation, None, "employment_contract", "de"))
    assert (draft.key, draft.kind) == ("de_penalty_high", "may_be_invalid")
    assert [d.file_number for d in draft.decisions] == ["8 AZR 897/08"]


def _drafts(text: str) -> list[NoteDraft]:
    return find_german_notes(ClauseView("c1", text, None, "employment_contract", "de"))


def test_decisions_are_cited_only_for_the_wording_they_judged() -> None:
    (double,) = _drafts("Änderungen bedürfen der Schriftform. Dies gilt auch für die Aufhebung der Schriftformklausel.")
    assert [d.file_number for d in double.decisions] == ["9 AZR 382/07"]
    (oral,) = _drafts("Mündliche Nebenabreden sind nur wirksam, wenn sie schriftlich bestätigt werden.")
    assert (oral.key, oral.decisions) == ("de_written_form_oral", ())
    (flat,) = _drafts("Etwaige Überstunden sind mit dem monatlichen Gehalt abgegolten.")
    assert [d.file_number for d in flat.decisions] == ["5 AZR 517/09"]
    (excluded,) = _drafts("Mitarbeiter im Außendienst erhalten keine Überstundenvergütung.")
    assert (excluded.key, excluded.decisions) == ("de_overtime_excluded", ())
    # BAG 10 AZR 671/09 judged "freiwillig" joined with "widerrufbar"; 10 AZR 526/10 held that again and judged
    # every other benefit voluntary: the joined reservation cites both, the one for every benefit the second only.
    for text, cited in (
        ("Die Gratifikation ist freiwillig und jederzeit widerruflich; ein Rechtsanspruch entsteht nicht.",
         ["10 AZR 671/09", "10 AZR 526/10"]),
        ("Die Zulage wird freiwillig gezahlt und ist jederzeit widerruflich.", ["10 AZR 671/09", "10 AZR 526/10"]),
        ("Sonstige Leistungen des Arbeitgebers sind freiwillig, auch wenn sie wiederholt gewährt werden.",
         ["10 AZR 526/10"]),
    ):  # fmt: skip
        voluntary = [d for d in _drafts(text) if d.key == "de_voluntary_revocable"]
        assert [d.file_number for v in voluntary for d in v.decisions] == cited, text


def test_a_consent_duty_for_side_jobs_is_unusual_and_a_ban_may_be_invalid() -> None:
    (consent,) = _drafts("Eine Nebentätigkeit bedarf der vorherigen Zustimmung des Arbeitgebers.")
    assert (consent.key, consent.kind) == ("de_side_job_consent", "unusual")
    (ban,) = _drafts("Jede Nebentätigkeit ist untersagt.")
    assert (ban.key, ban.kind) == ("de_side_job", "may_be_invalid")


def test_written_form_that_keeps_individual_agreements_gets_no_note() -> None:
    text = (
        "Änderungen bedürfen zu ihrer Wirksamkeit der Schriftform. Individuelle Vertragsabreden gemäß § 305b BGB "
        "bleiben unberührt."
    )
    assert _drafts(text) == []


def test_every_note_key_has_a_text_in_all_six_languages() -> None:
    """Every key a finder can produce, and every key of any catalogue, exists in de en es fr it pt."""
    import re
    from pathlib import Path

    from app.analysis import notes_de, notes_tos
    from app.explain.notes_say import catalogue

    languages = ("de", "en", "es", "fr", "it", "pt")
    produced = set(re.findall(r'"((?:de|tos)_[a-z_]+)"', Path(notes_de.__file__).read_text(encoding="utf-8")))
    produced |= set(re.findall(r'"(tos_[a-z_]+)"', Path(notes_tos.__file__).read_text(encoding="utf-8")))
    assert {"de_overtime_flat", "de_remedies_one_year", "tos_arbitration", "tos_unilateral_change_silence"} <= produced
    known = set().union(*(catalogue(lang).keys() for lang in languages))
    for lang in languages:
        texts = catalogue(lang)
        assert produced | known <= texts.keys(), f"{lang} lacks {sorted((produced | known) - texts.keys())}"
        assert all(len(texts[k]) > 40 for k in produced | known)


def test_an_exclusion_period_for_commission_alone_gets_no_minimum_wage_note() -> None:
    text = "Ansprüche aus Provisionsregelungen verfallen, wenn sie nicht binnen drei Monaten in Textform geltend gemacht werden."
    assert "de_exclusion_minimum_wage" not in {d.key for d in _drafts(text)}


def test_a_notice_waiver_note_counts_the_years_of_the_waiver_only() -> None:
    text = (
        "Beide Parteien verzichten für zwei Jahre auf ihr Recht zur ordentlichen Kündigung. Nach fünf Jahren "
        "Mietdauer verlängert sich die Kündigungsfrist des Vermieters."
    )
    found = {d.key for d in find_german_notes(ClauseView("c1", text, None, "rental_contract", "de"))}
    assert "de_notice_waiver" not in found


@pytest.mark.parametrize(
    ("text", "key", "kind", "norms", "file_number"),
    [
        # the law caps which court an employee can be bound to: a limit, not a finding of invalidity
        ("Als Gerichtsstand wird Leipzig vereinbart.", "de_jurisdiction", "legal_limit", ("§ 38 ZPO", "§ 48"), None),
        ("Bei Ausscheiden im ersten Halbjahr besteht kein Urlaubsanspruch.", "de_holiday_exit_none", "may_be_invalid",
         ("§ 5", "§ 13"), None),
        ("Ein Zurückbehaltungsrecht des Arbeitnehmers ist ausgeschlossen.", "de_retention_excluded", "may_be_invalid",
         ("§ 309", "§ 273"), None),
        ("Über die Höhe des Bonus entscheidet der Arbeitgeber nach freiem Ermessen.", "de_discretion_free", "unusual",
         ("§ 315",), None),
        ("Die Mitarbeiterin bewahrt über alle betrieblichen Angelegenheiten auch nach dem Ende des "
         "Arbeitsverhältnisses Stillschweigen.", "de_secrecy_broad", "may_be_invalid", ("§ 307", "§ 74"), "8 AZR 172/23"),
    ],
)  # fmt: skip
def test_round_8_notes_say_their_kind_statutes_and_decision(
    text: str, key: str, kind: str, norms: tuple[str, ...], file_number: str | None
) -> None:
    (draft,) = [d for d in _drafts(text) if d.key == key]
    assert draft.kind == kind
    citations = " ".join(n.citation for n in draft.norms)
    assert all(n in citations for n in norms), citations
    assert all(n.url and n.url.startswith("https://www.gesetze-im-internet.de/") for n in draft.norms)
    assert [d.file_number for d in draft.decisions] == ([file_number] if file_number else [])

"""Employment notes by the category's grammar, not one contract's wording (round w30).

A rule that fired on one contract only (bench.explain_real_employment_folds: its hits lie in one contract) was probed
with the other forms of its legal object and its move: the verb and the noun ("verjähren nach einem Jahr", "die
Verjährung tritt nach sechs Monaten ein"), the amount before or after the hour ("10,00 € je Arbeitsstunde", "pro
Stunde 11 Euro"), the period named instead of the claim raised ("gilt eine Ausschlussfrist von sechs Wochen ab
Fälligkeit"), the ban as "ausgeschlossen", the consent as a noun. The forms are word lists in
app/analysis/data/employment_grammar_de.json. And a dot inside a sentence ("z. B.", "u. a.", "Abs.") no longer ends
the span a rule reads within a sentence.

Each table holds sentences written for this file, both ways: the form that must get the note, and the statutory
default, the negation, the narrower duty or the neighbouring payment that must not.
"""

from __future__ import annotations

from datetime import date

import pytest

from app.analysis import notes_de
from app.analysis.laws import MINIMUM_WAGE
from app.analysis.notes import ClauseView
from app.analysis.notes_de import find_german_notes


def keys(text: str, heading: str = "Regelung") -> set[str]:
    return {d.key for d in find_german_notes(ClauseView("c1", text, heading, "employment_contract", "de"))}


# (key, heading, text): the note must be given
FIRES: list[tuple[str, str, str]] = [
    # limitation shorter than three years, verb and noun, figure after or before the noun
    ("de_limitation_short", "Verjährung", "Ansprüche aus dem Arbeitsverhältnis verjähren nach Ablauf eines Jahres."),
    ("de_limitation_short", "Verjährung", "Die Verjährung sämtlicher Ansprüche tritt nach acht Monaten ein."),
    ("de_limitation_short", "Verjährung", "Abweichend von § 195 BGB beträgt die Verjährungsfrist neun Monate."),
    ("de_limitation_short", "Fristen", "Die Verjährungsfrist endet für beide Seiten nach zwölf Monaten."),
    # exclusion period named and counted, no claim raised
    (
        "de_exclusion_short",
        "Fristen",
        "Für alle Ansprüche aus dem Arbeitsverhältnis gilt eine Ausschlussfrist von sechs Wochen ab Fälligkeit.",
    ),
    (
        "de_exclusion_minimum_wage",
        "Fristen",
        "Für Ansprüche aus dem Arbeitsvertrag gilt eine Verfallfrist von drei Monaten ab Fälligkeit.",
    ),
    # hourly pay below the minimum wage without the word "Stundenlohn"
    ("de_minimum_wage", "Vergütung", "Die Arbeitnehmerin erhält brutto € 9,00 je geleisteter Arbeitsstunde."),
    ("de_minimum_wage", "Vergütung", "Die Vergütung beträgt pro Stunde 10 Euro brutto."),
    ("de_minimum_wage", "Vergütung", "Vergütet wird jede Arbeitsstunde mit 8,75 €."),
    ("de_minimum_wage", "Lohn", "Der Lohn beträgt 11 €/Std."),
    # a ban on all other work, in other words
    (
        "de_side_job",
        "Pflichten",
        "Der Arbeitnehmer stellt seine Arbeitskraft ausschließlich dem Arbeitgeber zur Verfügung.",
    ),
    ("de_side_job", "Nebentätigkeit", "Die Übernahme einer bezahlten Nebentätigkeit ist ausgeschlossen."),
    # consent to data processing as a noun
    (
        "de_data_consent",
        "Datenschutz",
        "Der Mitarbeiter erteilt hiermit seine Einwilligung zur Übermittlung seiner Daten an Dienstleister.",
    ),
    # written form as a condition, said the other way round
    ("de_written_form_oral", "Schlussbestimmungen", "Vertragsänderungen sind ohne Schriftform nichtig."),
    (
        "de_written_form_oral",
        "Nebenabreden",
        "Abreden neben diesem Vertrag sind ohne schriftliche Bestätigung unwirksam.",
    ),
    # a dot inside the sentence does not cut the rule's span
    (
        "de_absence_reason",
        "Krankheit",
        "Bei Erkrankung ist die Firma sofort zu informieren, u. a. über die Art der Erkrankung.",
    ),
    ("de_overtime_flat", "Arbeitszeit", "Mit dem Gehalt ist Mehrarbeit, z. B. am Samstag, vollständig abgegolten."),
]

# (key, heading, text): the note must not be given
SILENT: list[tuple[str, str, str]] = [
    # the statutory period, or when the period starts or is suspended: no shortening
    ("de_limitation_short", "Verjährung", "Ansprüche aus dem Arbeitsverhältnis verjähren nach drei Jahren."),
    ("de_limitation_short", "Verjährung", "Es gilt die gesetzliche Verjährungsfrist von drei Jahren."),
    (
        "de_limitation_short",
        "Verjährung",
        "Die Verjährungsfrist beginnt nach Ablauf von sechs Monaten nach dem Ende des Jahres.",
    ),
    ("de_limitation_short", "Verjährung", "Die Verjährung ist während der Verhandlungen für vier Monate gehemmt."),
    # an exclusion period of three months: not short
    (
        "de_exclusion_short",
        "Fristen",
        "Für alle Ansprüche aus dem Arbeitsverhältnis gilt eine Ausschlussfrist von drei Monaten ab Fälligkeit.",
    ),
    # premiums, allowances and costs by the hour; pay above the minimum wage
    ("de_minimum_wage", "Zuschläge", "Für Nachtarbeit wird ein Zuschlag von 2,50 € pro Stunde gezahlt."),
    ("de_minimum_wage", "Bereitschaft", "Die Rufbereitschaft wird mit 3 € je Stunde vergütet."),
    ("de_minimum_wage", "Haftung", "Für die Reparatur werden dem Arbeitnehmer 9 € je Stunde berechnet."),
    ("de_minimum_wage", "Vergütung", "Der Arbeitnehmer erhält 25,00 € brutto pro Stunde."),
    # the working time only, a ban lifted, a ban of some side jobs only
    (
        "de_side_job",
        "Pflichten",
        "Der Arbeitnehmer stellt während der Arbeitszeit seine Arbeitskraft ausschließlich dem Arbeitgeber zur Verfügung.",
    ),
    (
        "de_side_job",
        "Nebentätigkeit",
        "Die Ausübung einer Nebentätigkeit ist nicht ausgeschlossen; sie ist vorher anzuzeigen.",
    ),
    (
        "de_side_job",
        "Nebentätigkeit",
        "Nebentätigkeiten, die den Interessen des Arbeitgebers zuwiderlaufen, sind ausgeschlossen.",
    ),
    ("de_side_job", "Nebentätigkeit", "Nebentätigkeiten, welche die Arbeitsleistung beeinträchtigen, sind untersagt."),
    # consent to something other than data processing
    ("de_data_consent", "Sonstiges", "Der Arbeitnehmer erteilt seine Zustimmung zur Teilnahme an der Betriebsfeier."),
    # the form of notice (§ 623 BGB), not of changes
    ("de_written_form_oral", "Kündigung", "Die Kündigung ist ohne Schriftform unwirksam."),
]


@pytest.mark.parametrize(("key", "heading", "text"), FIRES)
def test_the_other_form_gets_the_note(key: str, heading: str, text: str) -> None:
    assert key in keys(text, heading)


@pytest.mark.parametrize(("key", "heading", "text"), SILENT)
def test_the_default_and_the_neighbour_stay_silent(key: str, heading: str, text: str) -> None:
    assert key not in keys(text, heading)


def test_every_key_has_sentences_both_ways() -> None:
    assert {
        k for k, _, _ in FIRES if k not in ("de_absence_reason", "de_overtime_flat", "de_exclusion_minimum_wage")
    } <= {k for k, _, _ in SILENT}


def test_the_minimum_wage_table_still_knows_today() -> None:
    # the hourly figures above lie under every minimum wage of the table's range; the test fails if the table ends
    current = MINIMUM_WAGE.on(date.today())
    assert current is not None and current[1] > 11.0


def test_a_dot_inside_a_sentence_is_read_as_the_inner_dot() -> None:
    text = "Die Frist beträgt z. B. zwei Wochen. Der Rest folgt."
    masked = notes_de._inner_dots(text)
    assert masked.count(".") == 2  # the two sentence ends
    assert masked.count(notes_de.INNER_DOT) == 2  # "z." and "B."


def test_a_pattern_literal_dot_reads_the_inner_dot_too() -> None:
    masked = notes_de._inner_dots("Die Regelung des § 5 Abs. 3 BUrlG gilt.")
    assert notes_de._has(r"§\s*5\s*Abs\.\s*3", masked)


def test_the_word_lists_are_regular_expressions_that_compile() -> None:
    for category, lists in notes_de._grammar().items():
        if not isinstance(lists, dict):
            continue
        for name, words in lists.items():
            if isinstance(words, list):
                assert notes_de._pattern(notes_de._words(category, name)), (category, name)

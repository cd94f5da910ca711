"""Key dates, their computation and the actions are found once, without words, and said in any reader language
(app/explain/key_dates.py): the same facts come out right in German and in English, each without a word of the
other, and the samples say what they said before the wording moved to the edge."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from app.analysis.actions import find_actions
from app.analysis.facts import key_facts
from app.config import Settings
from app.explain.key_dates import say_actions, say_deadlines
from app.language import parse_language
from app.locales import optional_toml
from app.models import Deadline, DocumentInput, Text
from app.prepare.run import prepare
from tests.analysis.test_actions import make_doc
from tests.explain.strings import strings
from tests.support.paths import SAMPLES

# Written for these tests: a tax assessment with a back payment, an invitation and the objection it allows.
ASSESSMENT = """Finanzamt Musterstadt

Musterstadt, 03.11.2026

Bescheid für 2025 über Einkommensteuer

Die Nachzahlung von 1.234,00 EUR ist bis zum 10.12.2026 zu zahlen.

Wir laden Sie ein, am Dienstag, 17.11.2026, um 10:00 Uhr zu einem Gespräch zu erscheinen.

Rechtsbehelfsbelehrung

Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Einspruch eingelegt werden.
"""

ENGLISH = {
    "deadlines": [
        "Payment due by Thursday, 10 December 2026.",
        "Appointment on Tuesday, 17 November 2026 at 10:00.",
        "An objection is possible until Wednesday, 9 December 2026 (1 month from when the letter counts as received).",
    ],
    "computation": (
        "Letter dated 3 November 2026 → deemed notified 7 November 2026 (4th day after posting, § 122 Abs. 2 Nr. 1 AO)"
        " → 7 November 2026 (Saturday) → moves to the next working day 9 November 2026 (BFH, IX R 68/98) → + 1 month"
        " = 9 December 2026 → 9 December 2026 (Wednesday), no holiday → deadline 9 December 2026. Assumes the letter"
        " was posted on its date; if it reached you later, the period starts later."
    ),
    "actions": [
        "Appointment on Tuesday, 17 November 2026 at 10:00.",
        "An objection is possible until Wednesday, 9 December 2026 (1 month from when the letter counts as received).",
        "Pay €1,234.00 (back payment) by Thursday, 10 December 2026.",
    ],
}
GERMAN = {
    "deadlines": [
        "Zahlung fällig bis Donnerstag, 10.12.2026.",
        "Termin am Dienstag, 17.11.2026 um 10:00 Uhr.",
        # The letter names an "Einspruch" (tax law): German says so, English has one word for objections.
        "Einspruch ist möglich bis Mittwoch, 09.12.2026 (1 Monat ab dem Tag, an dem das Schreiben als zugegangen gilt).",
    ],
    "computation": (
        "Schreiben vom 03.11.2026 → gilt als bekannt gegeben am 07.11.2026 (4. Tag nach Aufgabe zur Post, § 122 Abs. 2"
        " Nr. 1 AO) → 07.11.2026 (Samstag) → verschiebt sich auf den nächsten Werktag 09.11.2026 (BFH, IX R 68/98) →"
        " + 1 Monat = 09.12.2026 → 09.12.2026 (Mittwoch), kein Feiertag → Fristende 09.12.2026. Annahme: Das"
        " Schreiben wurde am Tag seines Datums zur Post gegeben; kam es später an, beginnt die Frist später."
    ),
    "actions": [
        "Termin am Dienstag, 17.11.2026 um 10:00 Uhr.",
        "Einspruch ist möglich bis Mittwoch, 09.12.2026 (1 Monat ab dem Tag, an dem das Schreiben als zugegangen gilt).",
        "1.234,00 € zahlen (Nachzahlung) bis Donnerstag, 10.12.2026.",
    ],
}


@cache
def _words(language: str) -> frozenset[str]:
    """Every word of a language's key-date and action wording (actions.toml, deadlines.toml), lower case."""
    texts = strings(optional_toml(language, "actions")) + strings(optional_toml(language, "deadlines"))
    return frozenset(w.lower() for t in texts for w in re.findall(r"[^\W\d_]{3,}", re.sub(r"\{[^}]*\}", " ", t)))


def _foreign(text: str, language: str, other: str) -> set[str]:
    """Words of ``text`` that only ``other``'s wording has, not ``language``'s."""
    only_other = _words(other) - _words(language)
    return {w for w in re.findall(r"[^\W\d_]{3,}", text.lower()) if w in only_other}


def test_facts_found_once_are_said_in_german_and_in_english_each_without_the_other_language() -> None:
    doc = make_doc(ASSESSMENT, "en", "de")
    facts = key_facts(doc)
    found = find_actions(doc, facts)
    for language, expected, other in (("en", ENGLISH, "de"), ("de", GERMAN, "en")):
        deadlines = say_deadlines(facts.deadlines, language)
        actions = say_actions(found, language)
        assert [d.description for d in deadlines] == expected["deadlines"]
        assert [d.computation for d in deadlines if d.computation] == [expected["computation"]]
        assert [a.text.replace("\xa0", " ") for a in actions] == expected["actions"]
        said = " ".join([*expected["deadlines"], str(expected["computation"]), *expected["actions"]])
        assert _foreign(said, language, other) == set(), language
    # The wording check sees a word of the other language where there is one.
    assert {"termin", "einspruch"} <= _foreign(" ".join(GERMAN["deadlines"]), "en", "de")


def test_the_analysis_finds_the_same_facts_whatever_language_the_reader_reads() -> None:
    english, german = make_doc(ASSESSMENT, "en", "de"), make_doc(ASSESSMENT, "de", "de")
    facts_en, facts_de = key_facts(english), key_facts(german)
    assert facts_en.deadlines == facts_de.deadlines  # the phrases and workings included
    assert find_actions(english, facts_en) == find_actions(german, facts_de)
    assert all(d.description is None and d.computation is None for d in facts_en.deadlines)
    assert all(d.phrase is not None for d in facts_en.deadlines)
    # Not sent to clients: the output and its schema keep their fields.
    dumped = facts_en.deadlines[-1].model_dump()
    assert "phrase" not in dumped and "working" not in dumped
    assert set(Deadline.model_json_schema()["properties"]) == set(dumped)


def test_a_language_without_a_word_of_its_own_for_the_remedy_says_its_general_one() -> None:
    doc = make_doc(ASSESSMENT, "fr", "de")
    [objection] = [a for a in say_actions(find_actions(doc, key_facts(doc)), "fr") if a.kind == "option"]
    assert objection.text.startswith("Un recours est possible jusqu'au mercredi 09/12/2026"), objection.text


# What the result said for each sample before the wording moved to the edge (taken from the result of the
# commit before it, explained in English and in German).
BEFORE: dict[str, dict[str, dict[str, list[list[str | None]]]]] = json.loads(
    (Path(__file__).parent / "key_dates_samples.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("sample", sorted(BEFORE))
def test_a_sample_s_key_dates_and_actions_are_said_as_before_in_english_and_german(sample: str) -> None:
    text = (SAMPLES / sample).read_text(encoding="utf-8")
    doc = prepare(DocumentInput(explanation_language=parse_language("en"), content=Text(text)), Settings())
    facts = key_facts(doc)  # found once, said in both languages
    found = find_actions(doc, facts)
    for language in ("en", "de"):
        deadlines = say_deadlines(facts.deadlines, language)
        actions = say_actions(found, language)
        assert [[d.text, d.date, d.role, d.description, d.computation] for d in deadlines] == (
            BEFORE[sample][language]["deadlines"]
        )
        assert [[a.kind, a.date, a.time, a.text] for a in actions] == BEFORE[sample][language]["actions"]

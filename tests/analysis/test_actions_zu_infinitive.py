"""A German separable verb in its zu-infinitive ("mitzuteilen", "einzureichen", "vorzulegen") asks for the same
action as its plain infinitive (app/analysis/actions.py ``_ask``); a word that merely contains the letters does not."""

from __future__ import annotations

import pytest

from tests.analysis.test_actions import actions_in, make_doc, worded

LETTER = """Hausverwaltung Beispiel GmbH

Datum: 02.11.2026

Sehr geehrte Damen und Herren,

{sentence}

Mit freundlichen Grüßen
"""

# (sentence written for this test, the start of the English action said for its date, or None for no action)
CASES = [
    ("Etwaige Einwendungen bitten wir Sie, uns bis zum 14.12.2026 schriftlich mitzuteilen.", "Reply or comment by"),
    ("Wir bitten Sie, uns Ihre Entscheidung bis zum 14.12.2026 mitzuteilen.", "Reply or comment by"),
    ("Wir bitten Sie, die Belege bis zum 14.12.2026 einzureichen.", "Send the documents asked for by"),
    ("Die Nachweise sind uns bis zum 14.12.2026 vorzulegen.", "Send the documents asked for by"),
    ("Sie werden gebeten, den Abschluss der Arbeiten bis zum 14.12.2026 nachzuweisen.", "Send the documents asked for"),
    ("Die Schlüssel sind bis zum 14.12.2026 zurückzugeben.", "Leave the home and hand it back by"),
    # the plain forms, as before
    ("Bitte teilen Sie uns bis zum 14.12.2026 mit, ob Sie einverstanden sind.", "Reply or comment by"),
    ("Bitte reichen Sie die Belege bis zum 14.12.2026 ein.", "Send the documents asked for by"),
    # "bis zum" without anything asked: no action (a word with the same letters is no verb)
    ("Die Mitteilungspflicht des Vermieters gilt bis zum 14.12.2026.", None),
    ("Der Auszug aus dem Grundbuch ist bis zum 14.12.2026 gültig.", None),
]


@pytest.mark.parametrize(("sentence", "said"), CASES)
def test_a_zu_infinitive_asks_for_what_its_verb_asks_for(sentence: str, said: str | None) -> None:
    doc = make_doc(LETTER.format(sentence=sentence), "en", "de")
    dated = [a.text for a in actions_in(doc, worded(doc), "en") if a.date == "2026-12-14"]
    if said is None:
        assert dated == []
    else:
        assert len(dated) == 1 and dated[0].startswith(said), dated

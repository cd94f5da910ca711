"""The literal pre-check (app.analysis.keywords.LiteralIndex) and the kept results: the same answers as before.

The index answers "which of these literals does the text hold" without scanning the text once per literal; for
every literal it must say what ``literal in text`` says, at the edges too (a literal shorter than the looked-up
head, one at the very end of the text, a text shorter than a head, letters outside ASCII). The kept results
(classify, sentence_spans) hand each caller a list of its own.
"""

from __future__ import annotations

import pytest

from app.analysis.keywords import HEAD, LiteralIndex
from tests.analysis.terms_checks import same_as_without_anchors

LITERALS = (
    "ab",  # shorter than a head: looked for one by one
    "x",
    "miete",
    "mietkaution",
    "kaution",
    "tion",  # shares its head with nothing, ends many words
    "kün",  # exactly a head long
    "kündigung",
    "kündigungsfrist",
    "straße",
    "i̇ban",  # a dotted capital I folded: the combining dot stays in the literal
    "zzz",
)

TEXTS = (
    "",
    "a",
    "ab",
    "kün",
    "die mietkaution beträgt drei monatsmieten",
    "die kündigungsfrist beträgt drei monate; kündigung schriftlich",
    "zahlung an die straße 5, iban folgt",
    "i̇ban de00 0000",  # the literal at the very start
    "wir zahlen die miete",  # a literal at the very end
    "abzzz",  # a short literal and a head-long one, both at the end
    "tiontiontion",
)


@pytest.mark.parametrize("text", TEXTS)
def test_the_index_finds_what_in_finds(text: str) -> None:
    index = LiteralIndex(LITERALS)
    assert index.present(text) == frozenset(x for x in LITERALS if x in text)


def test_a_literal_shorter_than_a_head_is_still_found() -> None:
    assert HEAD == 3
    index = LiteralIndex(["ab", "abc"])
    assert index.present("xab") == {"ab"}
    assert index.present("xabc") == {"ab", "abc"}
    assert index.present("xa bc") == frozenset()


def test_classify_hands_each_caller_its_own_tags() -> None:
    from app.analysis.classify import classify

    text = "Mietvertrag\n\nDer Mieter zahlt eine Kaution von drei Monatsmieten. Die Miete ist monatlich im Voraus zu zahlen."
    category, tags = classify(text)
    tags.append("changed by a caller")
    assert classify(text) == (category, [t for t in tags if t != "changed by a caller"])


def test_sentence_spans_hands_each_caller_its_own_list() -> None:
    from app.prepare.sentences import sentence_spans

    text = "Die Miete ist am dritten Werktag fällig. Die Kaution beträgt drei Monatsmieten."
    spans = sentence_spans(text, "de")
    assert len(spans) == 2
    spans.clear()
    assert len(sentence_spans(text, "de")) == 2


def test_runs_are_read_from_alternatives_where_the_top_level_has_none() -> None:
    from app.analysis.terms import _needed

    assert _needed(r"versandkosten\w*") == {"versandkosten"}  # a top-level run, as before
    assert _needed(r"(?:lohn|gehalt)\w*\s+(?:\w+\s+){0,4}(?:gepfändet|pfändbar\w*)") == {"gepfändet", "pfändbar"}
    assert _needed(r"(?:kostenlose[nr]?|gratis-?)\s*(?:test|probe)") == {"kostenlose", "gratis"}
    assert _needed(r"(?:ab|cd)\s+(?:x|yz)") is None  # no alternative with a run of 3+
    assert _needed(r"(?:abcd|)\s+xy") is None  # an empty alternative needs nothing
    assert _needed(r"(?:foo\s+bar)?\s*xy") is None  # an optional group needs nothing


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Für diesen Vertrag gilt ausschließlich deutsches Recht.", "de"),
        ("Sollte eine einzelne Bestimmung dieses Vertrags unwirksam sein, bleibt der Rest gültig.", "de"),
        ("Wir dürfen Ihr Kundenkonto jederzeit sperren, wenn Sie gegen die Regeln verstoßen.", "de"),
        ("Der Anbieter behält sich vor, diese Nutzungsbedingungen jederzeit zu ändern.", "de"),
        ("Nach dem kostenlosen Probemonat verlängert sich das Abo.", "de"),
        ("Wird das Gehalt des Mitarbeiters gepfändet, trägt er die Kosten der Bearbeitung.", "de"),
        ("We may change these terms at any time and remove content without notice.", "en"),
        ("We may terminate your account immediately for wilful misconduct.", "en"),
    ],
)
def test_concepts_anchored_by_alternatives_are_found_as_without_anchors(
    text: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    same_as_without_anchors(text, language, monkeypatch)

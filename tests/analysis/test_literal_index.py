"""The literal pre-check (app.analysis.keywords.LiteralIndex) and the kept results: the same answers as before.

The index answers "which of these literals does the text hold" without scanning the text once per literal; for
every literal it must say what ``literal in text`` says, at the edges too (a literal shorter than the looked-up
head, one at the very end of the text, a text shorter than a head, letters outside ASCII). The kept results
(classify, sentence_spans) hand each caller a list of its own.
"""

from __future__ import annotations

import pytest

from app.analysis.keywords import HEAD, LiteralIndex

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

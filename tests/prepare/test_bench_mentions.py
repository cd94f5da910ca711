"""``bench.anonymize_real --mentions``: the replacements only the mention recognizers make, by their first hit's
evidence (issue 24, round l31)."""

from __future__ import annotations

from app.prepare.pii import registry
from bench.anonymize_real import MentionScore, replacement_spans, without_mentions

TEXT = "Tom Mason signed the lease.\nLater, Mason asked for the deposit."
LATER = TEXT.rindex("Mason")


def test_without_mentions_leaves_the_registry_as_it_was() -> None:
    before = registry.MENTIONS, registry.WHOLE
    spans = without_mentions(TEXT, "en")
    assert before == (registry.MENTIONS, registry.WHOLE)
    assert not any(s <= LATER < e for s, e, _k in spans)  # the bare surname came from the mention recognizer
    assert any(s <= LATER < e for s, e, _k in replacement_spans(TEXT, "en"))


def test_a_mention_is_counted_by_its_first_hit_and_by_the_gold() -> None:
    spans = replacement_spans(TEXT, "en")
    labelled = MentionScore(frozenset({"PER"}), "en")
    labelled.add(TEXT, [(0, 9, "PER"), (LATER, LATER + 5, "PER")], spans)
    assert labelled.hits == {"later mention <- first name": 1} and not labelled.false
    unlabelled = MentionScore(frozenset({"PER"}), "en")
    unlabelled.add(TEXT, [(0, 9, "PER")], spans)
    assert unlabelled.false == {"later mention <- first name": 1} and not unlabelled.hits
    assert "false 1" in unlabelled.lines()[0]

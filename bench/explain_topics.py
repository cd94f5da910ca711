"""Clause topics against labelled topics: employment clauses and the clauses of German shops' terms.

Run: .venv/bin/python -m bench.explain_topics [DATA_DIR] [--misses N] [--pipeline N] [--cv K] [--train] [--confusion]

``--train`` first writes app/analysis/data/topic_agb_de.json from the AGB-DE dev half (see ``train``), with the order
of the clauses counted from the same half's labels (``clause_order``).

Reads ../shared/data/real/ beside the checkout (never copied into the project):

- ``employment_clauses.json`` (CC BY-NC 4.0, measured only; nothing is trained on it): 445 clauses of
  German employment contracts, each with one of 12 German topic labels. Split into halves by contract
  with ``bench.explain_real_employment.halves`` (``bench.explain_facts.half_of`` of the contract's id):
  dev (looked at) and validation (only measured).
- ``agb_de_dev.csv`` (AGB-DE, CC BY-SA 4.0): clauses of 47 German shops' terms, each with one or more
  topic labels. Split by shop (``contract``) into dev and validation halves as ``bench.explain_real --half``
  does (``agb_half``); the topic model in app/analysis/data/topic_agb_de.json is trained on the dev half only.

Each clause's topic is given as the engine gives it (app/explain/offline.py ``clause_topics``): ``document_topics`` over
its document's clauses in order, each with its heading, so that a clause of German shops' terms is read with the other
clauses of its section. For AGB-DE the same is also measured through the segmenter (``topics_through_segmenter``: the
clauses the engine explains, often several labelled rows each, with the headings the segmenter gives them), each
clause read alone and in its section, with the most one topic per engine clause can get right (``segmenter_cap``).

Each label maps to the Klartext topics that count as right for it (``EMPLOYMENT_RIGHT``, ``AGB_RIGHT``).
``None`` (no topic, the offline engine's plain generic text) counts as right only for labels that are
catch-alls ("Sonstiges", "Durchführung") or that have no counterpart among Klartext's topics (a shop's
retention of title, its code of conduct: there no topic is better than the text of another topic).

Printed per corpus and half: clauses, topic right (also the mean over documents), a wrong topic given (a
topic no label of the clause accepts: a wrong statement) apart from no topic where a label has one (not
right, not wrong), and the most common misses (label -> topic given). ``--confusion`` adds, per label of the
dev half, every topic given (employment: directly; AGB-DE: from the cross-validation, as the shipped model
has seen the dev shops); the validation half only ever gives figures. The cross-validation also prints, for
the topics given, the share right by how sure the model was of them (where "no topic when unsure" would cost
how many right topics), and the curve that chose ``STATE_AT_LEAST``: the topics the lead would name (right/wrong)
by the model's probability from which it names them. Per half and in the cross-validation: the clauses whose lead
names no topic only for want of confidence (``sure_to_state``), how many of those topics would have been wrong, and
how many of those clauses' leads still say something of them (section, legal things, figures). The shipped model has seen every shop of the AGB-DE dev half, so its dev
figure is no measure: ``--cv K`` (default 4) adds a K-fold cross-validation by shop within the dev half.
Then the same through the real pipeline (``bench.explain_real.explain_text``: reading, anonymizing,
cutting into clauses, category, offline engine) for some documents of each half, so the figure is the
one a user sees: each labelled clause is found in the result clause that holds its opening words.
"""

from __future__ import annotations

import argparse
import base64
import csv
import hashlib
import json
import re
import time
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

import app.analysis.topics
from app.analysis.topics import (
    _HEADING_PREFIX,
    CATEGORY_TOPICS,
    CROSS_CATEGORY_TOPICS,
    MODEL_CONFIDENCE,
    TOPIC_MODEL_PATH,
    TopicModel,
    document_topics,
    is_german,
    model_features,
    model_probabilities,
    own_heading,
    own_words_name,
    section_of,
    split_heading,
    topic_confidence,
    topic_of,
)
from app.explain.lead import clause_lead, lead_sentence
from tests.support.paths import REAL_DATA

EMPLOYMENT = "employment_contract"
TERMS = "terms_and_conditions"

# Matters outside the 12 employment labels ("Sonstiges"): the final provisions, and liability.
_GENERAL = frozenset(
    {
        None,
        "contents",
        "parties",
        "subject",
        "signatures",
        "written_form",
        "severability",
        "applicable_law",
        "jurisdiction",
        "dispute_resolution",
        "data_protection",
        "scope",
        "liability",
    }
)

# Employment labels -> Klartext topics that are right for them. "Leistungen" in this corpus is the
# employee's performance (duties, place, hours), not fringe benefits; "Durchführung" is how the work is
# carried out (place, data protection, travel rules, start): a catch-all like "Sonstiges".
EMPLOYMENT_RIGHT: dict[str, frozenset[str | None]] = {
    "Sonstiges": _GENERAL,
    "Durchführung": _GENERAL | {"job", "working_time", "term", "probation", "side_jobs", "confidentiality", "pay"},
    "Leistungen": frozenset({"job", "working_time", "overtime", "side_jobs"}),
    "Vergütung": frozenset({"pay", "overtime"}),
    "Überstunden": frozenset({"overtime", "working_time", "pay"}),
    "Kündigung/Beendigung": frozenset({"notice", "term", "probation"}),
    "Krankheit": frozenset({"sick_leave"}),
    "Urlaub": frozenset({"holiday"}),
    "Form": frozenset({"written_form", "notice"}),
    "Verjährung": frozenset({"forfeiture"}),
    # joins a matter with a topic (non-compete) and one without (a contractual penalty; here also
    # inventions and returning documents): None counts, and how often it did is printed
    "Vertragsstrafe/Wettbewerbsverbot": frozenset({"non_compete", "confidentiality", "side_jobs", None}),
    "Pfändung/Abtretung": frozenset({"pay", None}),
}

# AGB-DE labels -> Klartext topics. Labels with no counterpart topic accept None (and a near topic).
AGB_RIGHT: dict[str, frozenset[str | None]] = {
    "conclusionOfContract": frozenset({"contract_formation"}),
    # AGB-DE has no label for ending a subscription: its "Kündigung" clauses are filed under withdrawal
    "withdrawal": frozenset({"withdrawal", "notice"}),
    "delivery": frozenset({"delivery"}),
    "warranty": frozenset({"warranty"}),
    "liability": frozenset({"liability"}),
    "applicability": frozenset({"scope"}),
    "prices": frozenset({"prices"}),
    "payment": frozenset({"payment"}),
    "personalData": frozenset({"data_protection"}),
    "arbitration": frozenset({"dispute_resolution"}),
    "applicableLaw": frozenset({"applicable_law"}),
    "placeOfJurisdiction": frozenset({"jurisdiction"}),
    "severability": frozenset({"severability"}),
    # no counterpart among Klartext's topics
    "retentionOfTitle": frozenset({None}),
    "textStorage": frozenset({None, "contract_formation"}),
    "contractLanguage": frozenset({None, "contract_formation"}),
    "age": frozenset({None, "contract_formation"}),
    "description": frozenset({None, "contract_formation"}),
    "changes": frozenset({None, "scope"}),
    "intellectualProperty": frozenset({None}),
    "disposal": frozenset({None}),
    "codeOfConduct": frozenset({None}),
}
NO_COUNTERPART = frozenset(k for k, v in AGB_RIGHT.items() if None in v)


@dataclass
class Item:
    doc: str  # contract or shop
    half: str  # "dev" or "validation"
    heading: str
    text: str
    labels: tuple[str, ...]


@dataclass
class Tally:
    clauses: int = 0
    right: int = 0
    right_none: int = 0  # right without a topic (catch-all labels, labels without a Klartext topic)
    unsaid: int = 0  # no topic where a label has one: not right, and not wrong either
    wrong: int = 0  # a topic that no label of the clause accepts: a wrong statement
    shown: int = 0  # clauses whose topic's stock text is shown (``own_words_name``)
    shown_right: int = 0
    stated: int = 0  # clauses whose lead sentence names a topic (``stated_topics``)
    stated_wrong: int = 0  # … of which a topic that no label of the clause accepts: a wrong statement
    stated_wrong_heading: int = 0  # … where a wrong topic is one the heading names (else the clause's own topic)
    stated_examples: dict[tuple[str, str], list[str]] = field(default_factory=lambda: defaultdict(list))
    unstated: int = 0  # clauses whose lead would name a topic but for the engine's confidence (``sure_to_state``)
    unstated_wrong: int = 0  # … of which a wrong topic
    unstated_lead: int = 0  # … whose lead still says something of them (section, things, figures, whom it binds)
    per_doc: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))  # right, clauses
    misses: Counter[tuple[str, str]] = field(default_factory=Counter)
    examples: dict[tuple[str, str], list[str]] = field(default_factory=lambda: defaultdict(list))
    confusion: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))  # label -> topic given
    given: Counter[str | None] = field(default_factory=Counter)  # topic given -> clauses

    def add(
        self, item: Item, topic: str | None, right_for: dict[str, frozenset[str | None]], shown: bool = False
    ) -> None:
        self.clauses += 1
        self.per_doc[item.doc][1] += 1
        right = any(topic in right_for.get(label, frozenset()) for label in item.labels)
        self.confusion["+".join(item.labels)][str(topic)] += 1
        self.given[topic] += 1
        if shown and topic is not None:
            self.shown += 1
            self.shown_right += right
        if right:
            self.right += 1
            self.right_none += topic is None
            self.per_doc[item.doc][0] += 1
            return
        if topic is None:
            self.unsaid += 1
        else:
            self.wrong += 1
        key = ("+".join(item.labels), str(topic))
        self.misses[key] += 1
        self.examples[key].append(f"{item.heading[:40]} | {item.text[:110]}".replace("\n", " "))

    def add_stated(
        self,
        item: Item,
        topics: Collection[str],
        from_heading: Collection[str],
        right_for: dict[str, frozenset[str | None]],
    ) -> None:
        """The topics the lead sentence names for the clause (``from_heading``: those its heading names): each must
        be right for one of its labels."""
        if not topics:
            return  # no topic named: merely missing, never wrong
        self.stated += 1
        wrong = [t for t in topics if not any(t in right_for.get(label, frozenset()) for label in item.labels)]
        if wrong:
            self.stated_wrong += 1
            self.stated_wrong_heading += any(t in from_heading for t in wrong)
            key = ("+".join(item.labels), ",".join(wrong))
            self.stated_examples[key].append(f"{item.heading[:40]} | {item.text[:110]}".replace("\n", " "))

    def add_unstated(
        self, item: Item, topic: str | None, category: str, right_for: dict[str, frozenset[str | None]]
    ) -> None:
        """A clause whose lead names no topic only because the engine is not sure of it: counted, with whether
        the topic would have been wrong and whether the lead still says something of the clause."""
        with ungated():
            would, _ = stated_topics(item, topic, category)
        named, _ = stated_topics(item, topic, category)
        if not (set(would) - set(named)):
            return
        self.unstated += 1
        self.unstated_wrong += any(
            not any(t in right_for.get(lab, ()) for lab in item.labels) for t in set(would) - set(named)
        )
        self.unstated_lead += bool(
            lead_sentence(clause_lead(item.text, "en", item.heading or None, topic, category, "de"), "en")
        )

    def stated_line(self, name: str) -> str:
        right = self.stated - self.stated_wrong
        return (
            f"  {name:<11} the lead names a topic for {self.stated:5d} clauses: topic stated and right {right:5d},"
            f" topic stated and wrong {self.stated_wrong:4d} (from the heading {self.stated_wrong_heading},"
            f" the clause's own topic {self.stated_wrong - self.stated_wrong_heading})"
        )

    def unstated_line(self, name: str) -> str:
        return (
            f"  {name:<11} a topic not named for want of confidence: {self.unstated:4d} clauses (it would have been"
            f" wrong for {self.unstated_wrong}); their lead still says their section, things or figures:"
            f" {self.unstated_lead}, the rest only the plain line"
        )

    def line(self, name: str) -> str:
        share = self.right / self.clauses if self.clauses else 0.0
        return (
            f"  {name:<11} clauses {self.clauses:5d}   topic right {self.right:5d}  {share:.3f}"
            f"   (of them without a topic: {self.right_none}; mean of {len(self.per_doc)} documents {self.mean_doc():.3f})"
        )

    def wrong_line(self, name: str) -> str:
        n = self.clauses or 1
        return (
            f"  {name:<11} a wrong topic given {self.wrong:5d}  {self.wrong / n:.3f}"
            f"   no topic where a label has one (not counted right) {self.unsaid:5d}  {self.unsaid / n:.3f}"
        )

    def confusion_table(self, right_for: dict[str, frozenset[str | None]]) -> list[str]:
        """Per label: clauses, share right, and every topic given with its count (None: no topic)."""
        lines = []
        for label, given in sorted(self.confusion.items(), key=lambda kv: -sum(kv[1].values())):
            n = sum(given.values())
            ok = sum(
                c for t, c in given.items() if any(_topic(t) in right_for.get(lab, ()) for lab in label.split("+"))
            )
            topics = ", ".join(f"{t} {c}" for t, c in given.most_common())
            lines.append(f"    {label:<34} {n:4d}  right {ok / n:.2f}   {topics}")
        return lines

    def shown_line(self, name: str) -> str:
        share = self.shown_right / self.shown if self.shown else 0.0
        return (
            f"  {name:<11} the topic's stock text shown for {self.shown:5d} clauses, topic right {self.shown_right:5d}"
            f"  {share:.3f}   (wrong: {self.shown - self.shown_right})"
        )

    def mean_doc(self) -> float:
        return sum(r / n for r, n in self.per_doc.values()) / len(self.per_doc) if self.per_doc else 0.0


def stated_topics(item: Item, topic: str | None, category: str, reader: str = "en") -> tuple[list[str], list[str]]:
    """(the topics the clause's lead sentence names, those of them its heading names) for a reader of another
    language than the document's (app/explain/lead.py): what its heading names and the clause's own topic where
    ``own_words_name`` lets it be said. A subject that is no topic's label (a legal term of the heading, "retention
    of title") is not counted."""
    from app.locales.catalogue import offline_catalogue

    labels = {label.lower(): key for key, label in offline_catalogue(reader).topic_labels.items() if label}

    def named(subject: list[str]) -> list[str]:
        return [labels[s.lower()] for s in subject if s.lower() in labels and labels[s.lower()] != "other"]

    heading = item.heading or None
    return (
        named(clause_lead(item.text, reader, heading, topic, category, "de").subject),
        named(clause_lead(item.text, reader, heading, None, category, "de").subject),
    )


# Thresholds at which the curve of the topics the lead would name is printed (``STATE_AT_LEAST``).
CURVE = (0.0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.93, 0.95, 0.97)


@contextmanager
def stating_from(threshold: float) -> Iterator[None]:
    """The lead names a shop's topic from this model probability on (instead of ``STATE_AT_LEAST``)."""
    saved = app.analysis.topics.STATE_AT_LEAST
    app.analysis.topics.STATE_AT_LEAST = threshold
    try:
        yield
    finally:
        app.analysis.topics.STATE_AT_LEAST = saved


# Topics of the other kinds of document that shops' terms do not share (``CATEGORY_TOPICS``, less those the shops'
# terms have and those every kind may have): never a shop clause's topic.
OTHER_KIND_TOPICS = (
    frozenset().union(*(v for k, v in CATEGORY_TOPICS.items() if k != TERMS))
    - CATEGORY_TOPICS[TERMS]
    - CROSS_CATEGORY_TOPICS
)

# Thresholds at which the curve of topic_of by MODEL_CONFIDENCE is printed (1.01: keywords alone).
CONFIDENCE_CURVE = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 1.01)


@contextmanager
def using_model_from(threshold: float) -> Iterator[None]:
    """topic_of uses the shops' model's topic from this best probability on (instead of ``MODEL_CONFIDENCE``)."""
    saved = app.analysis.topics.MODEL_CONFIDENCE
    app.analysis.topics.MODEL_CONFIDENCE = threshold
    try:
        yield
    finally:
        app.analysis.topics.MODEL_CONFIDENCE = saved


@contextmanager
def ungated() -> Iterator[None]:
    """The lead names every topic it would without ``sure_to_state`` (as before issue 23's l23 round)."""
    import app.explain.lead

    saved = app.explain.lead.sure_to_state
    app.explain.lead.sure_to_state = lambda *_args, **_kwargs: True
    try:
        yield
    finally:
        app.explain.lead.sure_to_state = saved


def stated_confidences(
    item: Item, topic: str | None, category: str, right_for: dict[str, frozenset[str | None]]
) -> list[tuple[float, bool]]:
    """(the model's probability, right) of each topic the lead would name whatever the model's probability."""
    with stating_from(0.0):
        named, _ = stated_topics(item, topic, category)
    out = []
    for t in named:
        confidence = topic_confidence(item.text, item.heading or None, t, category)
        out.append((1.0 if confidence is None else confidence, any(t in right_for.get(lab, ()) for lab in item.labels)))
    return out


def curve_line(points: Sequence[tuple[float, bool]]) -> str:
    """Right / wrong of the topics named at each threshold of CURVE."""
    parts = []
    for threshold in CURVE:
        kept = [right for confidence, right in points if confidence >= threshold]
        parts.append(f"{threshold:.2f}: {sum(kept)}/{len(kept) - sum(kept)}")
    return "    " + "; ".join(parts)


def _topic(name: str) -> str | None:
    return None if name == "None" else name


def employment_items(root: Path) -> list[Item]:
    from bench.explain_real_employment import contracts, halves

    clauses = json.loads((root / "employment_clauses.json").read_text(encoding="utf-8"))
    half_of = halves(clauses)
    items: list[Item] = []
    for n, group in enumerate(contracts(clauses)):
        for i in group:
            c = clauses[i]
            half = half_of[i]
            items.append(Item(f"contract {n + 1}", half, c.get("heading") or "", c["content"], (c["topic"],)))
    return items


def agb_half(shop: str) -> str:
    """A shop's half: dev (trained and looked at) or validation, the same as ``bench.explain_real --half``
    (``bench.explain_facts.half_of`` of ``agb_de_dev.csv:contract=<n>``)."""
    from bench.explain_facts import half_of

    return half_of(f"agb_de_dev.csv:contract={shop}")


def agb_rows(root: Path) -> list[dict[str, str]]:
    with (root / "agb_de_dev.csv").open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def agb_items(root: Path) -> list[Item]:
    return [
        Item(
            r["contract"],
            agb_half(r["contract"]),
            (r.get("title") or "").strip(),
            r["text"],
            tuple(t.strip() for t in r["topics"].split(",") if t.strip()),
        )
        for r in agb_rows(root)
    ]


# --- The shops' terms model (app/analysis/topics.py reads it) ---

# The class each AGB-DE label trains, named once: a label right for two topics ("withdrawal": withdrawal or notice)
# trains its own, and labels without a Klartext topic train "other" (no topic). (Taken from AGB_RIGHT's sets, the
# class changed with the interpreter's hash seed: "notice" in some runs.)
MODEL_CLASS: dict[str, str] = {
    label: "other" if None in right else ("withdrawal" if label == "withdrawal" else str(min(right, key=str)))
    for label, right in AGB_RIGHT.items()
}
# Tried (issue 23, t30): what a shop tells before the order (whether the contract's text is kept, its language, the
# age to order) trained contract_formation, which AGB_RIGHT accepts for them. 4-fold cross-validation by shop within
# the dev half: in its section 846 / 204 -> 848 / 206 right / wrong, topics the lead names 169 / 3 -> 187 / 3; but
# "other" grew weaker, and a heading's topic came through for a clause on the customer's pictures under "Bestellung"
# (tests/analysis/test_topics_choice.py): not shipped.
MODEL_CLASSES = (*sorted({c for c in MODEL_CLASS.values() if c != "other"}), "other")
MIN_DF = 2  # a feature seen in one clause only teaches nothing
L2 = 0.03
EPOCHS = 200
LEARNING_RATE = 0.1
PRUNE = 0.02  # features whose weights are all this small are dropped from the file
# Naive Bayes over the same features, added to the regression's weights (``naive_bayes``), and the temperature the
# sum is divided by so that its probabilities mean what they say (the thresholds of app/analysis/topics.py read them).
# Tried by the 4-fold cross-validation by shop within the dev half (issue 23, t26), not shipped (NB_WEIGHT 0): log-loss
# of the probabilities 0.929 -> 0.901 (NB_WEIGHT 0.2, alpha 0.5, TEMPERATURE 1.3; alpha 0.2 and 1.0 no better), topic_of
# right / wrong topic given 821 / 211 -> 830 / 211 (validation 823 / 162 -> 825 / 160), but more of the topics said as
# sure were wrong: at the bars 0.9 the lead's topics 169 right / 3 wrong -> 236 / 15 and the stock texts 107 / 7 ->
# 179 / 21; at 0.93 202 / 7 and 153 / 11; only at SURE_PROBABILITY 0.97 fewer (185 / 2, 99 / 1), a bar that leaves a
# plain delivery clause (0.944, tests/analysis/test_topics_choice.py) unsaid. Never wrong beats saying more.
NB_ALPHA = 0.5
NB_WEIGHT = 0.0
TEMPERATURE = 1.0
# The weights that choose a clause's topic (app/analysis/topics.py ``model_probabilities(choice=True)``): the softmax
# regression's plus CHOICE_NB_WEIGHT times a complement naive Bayes's (``complement_nb``, add CHOICE_NB_ALPHA), divided
# by CHOICE_TEMPERATURE (the log-loss's best by the cross-validation). The softmax regression alone still says how sure
# the engine is (the bars of the lead and the stock texts): its high probabilities are right more often. Issue 23, t30,
# 4-fold cross-validation by shop within the dev half, the model alone, share of clauses whose best class is right:
# softmax 0.760, one-vs-rest logistic regression 0.761, linear SVM (squared hinge, one-vs-rest) 0.747-0.767, complement
# naive Bayes 0.757-0.771 (alpha 0.02-0.2), softmax + complement NB 0.776-0.784 (alpha 0.05-0.2, weight 0.5-3; softmax +
# one-vs-rest + NB 0.771-0.775); stems or compound parts as features besides the character 5-grams: 0.759, 0.760. The
# sum's own probabilities rank worse at the top (with at most 3 wrong: 60 right against the softmax's 132), hence two
# sets of weights. topic_of in its section (right / wrong topic given of 1,088 rows; through the segmenter of 1,080):
# CHOICE_NB_WEIGHT 0 (the softmax alone) 845 / 202 (786 / 268), 0.5 (temperature 1.2) 843 / 206 (797 / 258), 1.0 (1.5)
# 846 / 204 (801 / 252), 2.0 (2.2) 846 / 201 (808 / 248), 3.0 (2.9) 842 / 204 (806 / 250).
CHOICE_NB_ALPHA = 0.1
CHOICE_NB_WEIGHT = 2.0
CHOICE_TEMPERATURE = 2.2
ORDER_ALPHA = 1.0  # added to each count of ``clause_order``
# Tried (issue 23, t33), 4-fold cross-validation by shop within the dev half, topic_of in its section right / wrong topic
# given (through the segmenter), before 846 / 201 (808 / 248); not shipped: each shop's clauses weighing alike in the
# training (weight (clauses per shop / a shop's clauses) ** 0.5), 842 / 205 (804 / 252); only features seen in two
# shops at least, 847 / 200 (806 / 247), but the lead's topics 179 right / 12 wrong against 166 / 3. The order of the
# clauses (``clause_order``, app/analysis/topics.py ``ORDER_WEIGHT``) is shipped: 853 / 209 (820 / 244).


def model_class(label: str) -> str:
    return MODEL_CLASS.get(label, "other")


def train(items: Sequence[Item]) -> dict[str, Any]:
    """Softmax regression (L2, full-batch Adam, numpy, sparse rows) over the binary features of ``model_features``
    scaled by 1/sqrt(count): one row per clause, its labels' classes sharing the target. Chosen by a 2-fold split
    of the dev half by shop: character 5-grams beat words alone (0.81 against 0.65 right), L2 0.03 beat 0.1 and 0.
    In the 4-fold cross-validation by shop, the heading's features counted twice were worse (0.744 right against
    0.754), and 200 epochs at rate 0.1 as good as 500 at 0.05 (0.754). Also tried there (the model alone, share right;
    base 0.753): heading and clause normalised apart (0.738; heading at 0.7: 0.743), with the first sentence's words
    as features of their own (0.730), each clause again without its heading (0.726), character 4- and 6-grams besides
    (0.754, twice the file), L2 0.01 (0.743); function words only in word pairs (``model_features``): 0.759.
    Beside them the weights that choose the topic (``CHOICE_NB_WEIGHT``): the regression's plus ``complement_nb``'s."""
    feats = [model_features(it.text, it.heading) for it in items]
    df = Counter(f for fs in feats for f in fs)
    names = sorted(f for f, n in df.items() if n >= MIN_DF)
    vocab = {f: i for i, f in enumerate(names)}
    # one entry per (clause, feature): its row, column and value
    rows_: list[int] = []
    cols_: list[int] = []
    vals_: list[float] = []
    for i, fs in enumerate(feats):
        for f in fs:
            if f in vocab:
                rows_.append(i)
                cols_.append(vocab[f])
                vals_.append(1 / np.sqrt(len(fs)))
    rows, cols = np.asarray(rows_, np.int64), np.asarray(cols_, np.int64)
    vals = np.asarray(vals_, np.float32)[:, None]
    by_col = np.argsort(cols, kind="stable")
    col_ids, col_starts = np.unique(cols[by_col], return_index=True)
    row_ids, row_starts = np.unique(rows, return_index=True)  # rows are in order
    y = np.zeros((len(items), len(MODEL_CLASSES)), np.float32)
    for i, it in enumerate(items):
        for label in it.labels:
            y[i, MODEL_CLASSES.index(model_class(label))] += 1 / len(it.labels)
    w = np.zeros((len(vocab), len(MODEL_CLASSES)), np.float32)
    b = np.zeros(len(MODEL_CLASSES), np.float32)
    m1, m2 = np.zeros_like(w), np.zeros_like(w)
    for epoch in range(1, EPOCHS + 1):
        z = np.tile(b, (len(items), 1))
        z[row_ids] += np.add.reduceat(w[cols] * vals, row_starts, axis=0)
        p = np.exp(z - z.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        g = (p - y) / len(items)
        gw = L2 * w / len(items)
        gw[col_ids] += np.add.reduceat((g[rows] * vals)[by_col], col_starts, axis=0)
        m1 = 0.9 * m1 + 0.1 * gw
        m2 = 0.999 * m2 + 0.001 * gw * gw
        w -= LEARNING_RATE * (m1 / (1 - 0.9**epoch)) / (np.sqrt(m2 / (1 - 0.999**epoch)) + 1e-8)
        b -= 0.5 * g.sum(0)
    if NB_WEIGHT:
        w = w + NB_WEIGHT * naive_bayes(len(vocab), rows, cols, y)
    w, b = w / TEMPERATURE, b / TEMPERATURE
    choice_w = (w + CHOICE_NB_WEIGHT * complement_nb(len(vocab), rows, cols, vals[:, 0], y)) / CHOICE_TEMPERATURE
    choice_b = b / CHOICE_TEMPERATURE
    kept = [(f, i) for f, i in sorted(vocab.items()) if max(np.abs(w[i]).max(), np.abs(choice_w[i]).max()) >= PRUNE]
    at = [i for _, i in kept]
    weights, weights_scale = _packed(w[at] if kept else np.zeros((0, len(MODEL_CLASSES)), np.float32))
    choice, choice_scale = _packed(choice_w[at] if kept else np.zeros((0, len(MODEL_CLASSES)), np.float32), "<i1")
    return {
        "about": "Clause topics of German shops' terms; trained by bench/explain_topics.py on the dev half of "
        "AGB-DE (Braun, Matthes 2024), CC BY-SA 4.0; see README.md here",
        "classes": list(MODEL_CLASSES),
        "bias": [round(float(v), 4) for v in b],
        "features": [f for f, _ in kept],
        "scale": weights_scale,
        "weights_int16": weights,
        "choice_bias": [round(float(v), 4) for v in choice_b],
        "choice_scale": choice_scale,
        "choice_int8": choice,
        **clause_order(items),
    }


def clause_order(items: Sequence[Item]) -> dict[str, Any]:
    """The order of the clauses in the shops' terms (app/analysis/topics.py ``in_context`` reads it): per class the
    share of each class in the next clause of the same document, within a section ("transitions"[0]: the next clause's
    heading names the same section, ``section_of``) and where a new one begins ([1]); the classes' shares of the
    documents' first clauses ("start") and of all clauses ("prior"). Counted from the labels in document order, a clause
    with two labels half each, ORDER_ALPHA added to every count."""
    n = len(MODEL_CLASSES)
    steps = np.full((2, n, n), ORDER_ALPHA)
    start, prior = np.full(n, ORDER_ALPHA), np.full(n, ORDER_ALPHA)
    for its in documents(items).values():
        last: np.ndarray | None = None
        last_section: str | None = None
        for it in its:
            share = np.zeros(n)
            for label in it.labels:
                share[MODEL_CLASSES.index(model_class(label))] += 1 / len(it.labels)
            section = section_of(it.heading or None)
            prior += share
            if last is None:
                start += share
            else:
                steps[0 if section is not None and section == last_section else 1] += np.outer(last, share)
            last, last_section = share, section
    return {
        "transitions": np.round(steps / steps.sum(axis=2, keepdims=True), 5).tolist(),
        "start": np.round(start / start.sum(), 5).tolist(),
        "prior": np.round(prior / prior.sum(), 5).tolist(),
    }


def _packed(weights: np.ndarray, dtype: str = "<i2") -> tuple[str, float]:
    """(base64 of the weights as integers of ``dtype``, little-endian, the scale they are multiplied by). The weights
    that choose the topic are stored in 8 bits (the file stays under 2 MB): only which class is best depends on them."""
    scale = float(np.abs(weights).max()) / np.iinfo(np.dtype(dtype)).max if weights.size else 1.0
    return base64.b64encode(np.round(weights / scale).astype(dtype).tobytes()).decode("ascii"), scale


def complement_nb(features: int, rows: np.ndarray, cols: np.ndarray, vals: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Complement naive Bayes (Rennie et al. 2003) over the features as the regression reads them (1/sqrt(count)
    per clause): per feature and class the negative log of its share among the clauses of every other class (add
    CHOICE_NB_ALPHA), less its mean over the classes (the softmax is blind to a feature's constant)."""
    counts = np.zeros((features, y.shape[1]), np.float64)
    np.add.at(counts, cols, y[rows] * vals[:, None])
    complement = counts.sum(1, keepdims=True) - counts + CHOICE_NB_ALPHA
    weights = -np.log(complement / complement.sum(0, keepdims=True))
    return (weights - weights.mean(1, keepdims=True)).astype(np.float32)


def naive_bayes(features: int, rows: np.ndarray, cols: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Multinomial naive Bayes over the same binary features: per feature the log of its share in each class (add
    NB_ALPHA), less its mean over the classes (the softmax is blind to a feature's constant). Added to the softmax
    regression's weights (times NB_WEIGHT) it is read by the same sum: the model stays one weight per feature and
    class."""
    counts = np.full((features, y.shape[1]), NB_ALPHA, np.float64)
    np.add.at(counts, cols, y[rows])
    log_share = np.log(counts / counts.sum(0))
    return (log_share - log_share.mean(1, keepdims=True)).astype(np.float32)


@contextmanager
def model_in_use(data: dict[str, Any]) -> Iterator[None]:
    """topic_of with this model instead of the shipped file (cross-validation)."""
    saved = app.analysis.topics._topic_model
    model = TopicModel.from_data(data)
    setattr(app.analysis.topics, "_topic_model", lambda: model)  # noqa: B010
    own_words_name.cache_clear()  # remembered per clause text: answers of another model
    app.analysis.topics._probabilities_kept.cache_clear()
    try:
        yield
    finally:
        setattr(app.analysis.topics, "_topic_model", saved)  # noqa: B010
        own_words_name.cache_clear()
        app.analysis.topics._probabilities_kept.cache_clear()


def certainty_band(text: str, heading: str | None, topic: str) -> str:
    """How sure the shops' model was of the topic ``topic_of`` gave: its probability in tenths ("0.7" for
    0.7 to 0.8), "keywords" where the model was below MODEL_CONFIDENCE and keywords chose alone, "no class"
    for a topic the model has no class for (one the heading named)."""
    heading = own_heading(text, heading)
    head, body = split_heading(text) if heading is None else (heading, text)
    probabilities = model_probabilities(body, _HEADING_PREFIX.sub("", head))
    if not is_german(text) or probabilities is None or max(probabilities.values()) < MODEL_CONFIDENCE:
        return "keywords"
    if topic not in probabilities:
        return "no class"
    return f"{int(probabilities[topic] * 10) / 10:.1f}"


def shown_confidence(text: str, topic: str | None) -> float | None:
    """The shops' model's probability of ``topic`` as ``own_words_name`` reads it (the clause's own first line as its
    heading), or None where it does not read the clause (no topic, not German, no model)."""
    if topic is None or topic in ("contents", "parties") or not is_german(text):
        return None
    head, body = split_heading(text)
    probabilities = model_probabilities(body or text, _HEADING_PREFIX.sub("", head))
    return None if probabilities is None else probabilities.get(topic, 0.0)


def cross_validate(items: Sequence[Item], folds: int, confusion: bool = False) -> None:
    """The honest dev figure for the model: the dev shops cut into folds by a hash of their name, each
    fold measured through topic_of with a model trained on the other folds (the shipped model has seen
    every dev shop, so its dev figure says nothing)."""
    shops = sorted({it.doc for it in items}, key=lambda s: hashlib.sha256(s.encode()).hexdigest())
    fold_of = {shop: i % folds for i, shop in enumerate(shops)}
    tally = Tally()
    bands: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # band -> right, topics given
    used_from: dict[float, list[int]] = defaultdict(lambda: [0, 0])  # MODEL_CONFIDENCE -> right, wrong topics given
    other_kind: Counter[str] = Counter()  # topics of another kind of document given to a shop's clause
    shown_points: list[tuple[float, bool]] = []  # topics given: the model's probability (``own_words_name``), right
    points: list[tuple[float, bool]] = []  # the topics the lead would name: the model's probability, right
    alone = Tally()  # each clause read alone (``SECTION_WEIGHT`` 0): what the section adds
    segmented = {"alone": [0, 0, 0], "in its section": [0, 0, 0]}  # through the segmenter: right, wrong, rows
    for k in range(folds):
        with model_in_use(train([it for it in items if fold_of[it.doc] != k])):
            fold = [it for it in items if fold_of[it.doc] == k]
            in_section = dict(zip(map(id, fold), topics_in_documents(fold, TERMS), strict=True))
            # the section's weight read before the clauses are read alone (inside ``section_weight(0.0)`` it is 0: until
            # issue 23's t30 "in its section" through the segmenter was read alone too)
            in_its_section = app.analysis.topics.SECTION_WEIGHT
            with section_weight(0.0):
                for it, topic in zip(fold, topics_in_documents(fold, TERMS), strict=True):
                    alone.add(it, topic, AGB_RIGHT)
                for name, weight in (("alone", 0.0), ("in its section", in_its_section)):
                    with section_weight(weight):
                        for it, topic in topics_through_segmenter(fold, TERMS):
                            counts = segmented[name]
                            fits = any(topic in AGB_RIGHT.get(label, ()) for label in it.labels)
                            counts[0] += fits
                            counts[1] += not fits and topic is not None
                            counts[2] += 1
            for it in items:
                if fold_of[it.doc] == k:
                    for threshold in CONFIDENCE_CURVE:
                        with using_model_from(threshold):
                            other = topic_of(it.text, it.heading or None, TERMS)
                        fits = any(other in AGB_RIGHT.get(label, ()) for label in it.labels)
                        used_from[threshold][0] += fits
                        used_from[threshold][1] += not fits and other is not None
                    topic = in_section[id(it)]
                    if topic in OTHER_KIND_TOPICS:
                        other_kind[topic] += 1
                    sure = shown_confidence(it.text, topic)
                    if sure is not None:
                        shown_points.append((sure, any(topic in AGB_RIGHT.get(lab, ()) for lab in it.labels)))
                    tally.add(it, topic, AGB_RIGHT, own_words_name(it.text, topic, TERMS))
                    tally.add_stated(it, *stated_topics(it, topic, TERMS), AGB_RIGHT)
                    tally.add_unstated(it, topic, TERMS, AGB_RIGHT)
                    points.extend(stated_confidences(it, topic, TERMS, AGB_RIGHT))
                    if topic is not None:
                        band = bands[certainty_band(it.text, it.heading or None, topic)]
                        band[0] += any(topic in AGB_RIGHT.get(label, ()) for label in it.labels)
                        band[1] += 1
    print(f"\n== AGB-DE dev half, {folds}-fold cross-validation by shop (model trained without the shop measured)")
    print(tally.line("dev (cv)"))
    print(tally.wrong_line("dev (cv)"))
    print(alone.line("each alone"))
    print(alone.wrong_line("each alone"))
    for name, (right, wrong, rows) in segmented.items():
        print(
            f"  through the segmenter (the engine's clauses and headings), read {name}: rows {rows},"
            f" topic right {right} {right / max(rows, 1):.3f}, a wrong topic given {wrong}"
        )
    print(tally.shown_line("dev (cv)"))
    print(tally.stated_line("dev (cv)"))
    print(tally.unstated_line("dev (cv)"))
    print(f"  a topic of another kind of document (employment, tenancy, authority, tax, …) given: {dict(other_kind)}")
    common = tally.misses.most_common(8)
    print("  most common misses: " + "; ".join(f"{lab} -> {top} {n}" for (lab, top), n in common))
    print("  topics given, by the model's probability of the topic (cross-validated): share right of them")
    print("    " + "; ".join(f"{b} {r / n:.2f} of {n}" for b, (r, n) in sorted(bands.items())))
    print(
        f"  topics the lead would name, right/wrong, by the model's probability from which it names them"
        f" (STATE_AT_LEAST, now {app.analysis.topics.STATE_AT_LEAST}):"
    )
    print(curve_line(points))
    print(
        f"  topics given whose stock text is shown, right/wrong, by the model's probability from which it is shown"
        f" (SURE_PROBABILITY, now {app.analysis.topics.SURE_PROBABILITY}):"
    )
    print(curve_line(shown_points))
    print(
        f"  topic_of right/wrong by the model's best probability from which its topic is used, else keywords alone"
        f" (MODEL_CONFIDENCE, now {app.analysis.topics.MODEL_CONFIDENCE}):"
    )
    print("    " + "; ".join(f"{t:.2f}: {r}/{w}" for t, (r, w) in sorted(used_from.items())))
    if confusion:
        print("  per label (dev half, cross-validated): clauses, share right, topics given")
        print("\n".join(tally.confusion_table(AGB_RIGHT)))


def measure_direct(
    name: str,
    items: Sequence[Item],
    category: str,
    right_for: dict[str, frozenset[str | None]],
    misses: int,
    confusion: bool = False,
) -> dict[str, Tally]:
    tallies = {"validation": Tally(), "dev": Tally()}
    started = time.perf_counter()
    for item, topic in zip(items, topics_in_documents(items, category), strict=True):
        tallies[item.half].add(item, topic, right_for, own_words_name(item.text, topic, category))
        tallies[item.half].add_stated(item, *stated_topics(item, topic, category), right_for)
        tallies[item.half].add_unstated(item, topic, category, right_for)
    seconds = time.perf_counter() - started
    print(
        f"\n== {name}: document_topics(clauses with headings, {category!r}) per document,"
        f" {len(items)} clauses in {seconds:.2f} s"
    )
    for half in ("validation", "dev"):
        print(tallies[half].line(half))
    for half in ("validation", "dev"):
        print(tallies[half].wrong_line(half))
    for half in ("validation", "dev"):
        print(tallies[half].shown_line(half))
    for half in ("validation", "dev"):
        print(tallies[half].stated_line(half))
    for half in ("validation", "dev"):
        print(tallies[half].unstated_line(half))
    a, b = (tallies[h] for h in ("validation", "dev"))
    if a.clauses and b.clauses:
        print(f"  gap dev - validation: {b.right / b.clauses - a.right / a.clauses:+.3f}")
    for half in ("validation", "dev"):
        common = tallies[half].misses.most_common(10)
        if common:
            print(f"  most common misses ({half}): " + "; ".join(f"{lab} -> {top} {n}" for (lab, top), n in common))
    if misses:
        print(f"\n  misses of the dev half, up to {misses} per kind:")
        for key, _ in tallies["dev"].misses.most_common():
            print(f"  [{key[0]} -> {key[1]}]")
            for ex in tallies["dev"].examples[key][:misses]:
                print(f"      {ex}")
        print(f"\n  topics the lead states wrongly (dev half), up to {misses} per kind:")
        for key, examples in sorted(tallies["dev"].stated_examples.items(), key=lambda kv: -len(kv[1])):
            print(f"  [{key[0]} -> stated {key[1]}] {len(examples)}")
            for ex in examples[:misses]:
                print(f"      {ex}")
    if confusion:
        print("  per label (dev half; validation only as figures above): clauses, share right, topics given")
        print("\n".join(tallies["dev"].confusion_table(right_for)))
    return tallies


_WORD = re.compile(r"\w+")


def _opening(text: str, words: int = 6) -> str:
    return " ".join(_WORD.findall(text)[:words]).lower()


def documents(items: Iterable[Item]) -> dict[str, list[Item]]:
    docs: dict[str, list[Item]] = defaultdict(list)
    for item in items:
        docs[item.doc].append(item)
    return docs


def topics_in_documents(items: Sequence[Item], category: str) -> list[str | None]:
    """Each clause's topic as the engine gives it (app/explain/offline.py ``clause_topics``): ``document_topics`` over
    its document's clauses in order, each with its heading (the corpus's; the segmenter's: ``topics_through_segmenter``)."""
    out: dict[int, str | None] = {}
    for its in documents(items).values():
        topics = document_topics([(it.text, it.heading or None) for it in its], category)
        out.update(zip(map(id, its), topics, strict=True))
    return [out[id(it)] for it in items]


def engine_clauses(
    items: Sequence[Item],
) -> Iterator[tuple[list[Item], list[tuple[str, str | None]], list[int | None]]]:
    """Per document: its labelled clauses, the clauses the engine's segmenter cuts its text into (text, heading), and
    for each labelled clause the engine's clause that holds its opening words (None: not found)."""
    from app.prepare.segment import segment

    for its in documents(items).values():
        text = document_text(its)
        clauses = [(text[seg.start : seg.end], seg.heading) for seg in segment(text)]
        openings = [" ".join(_WORD.findall(c)).lower() for c, _ in clauses]
        keys = [_opening(it.text) for it in its]
        yield its, clauses, [next((j for j, o in enumerate(openings) if k and k in o), None) for k in keys]


def topics_through_segmenter(items: Sequence[Item], category: str) -> list[tuple[Item, str | None]]:
    """Each labelled clause with the topic of the engine's clause that holds it: its document cut by the segmenter
    (app/prepare/segment.py, without reading and anonymizing: ``measure_pipeline`` for all of it), ``document_topics``
    over those clauses with the segmenter's headings. Labelled clauses not found are left out."""
    out: list[tuple[Item, str | None]] = []
    for its, clauses, found in engine_clauses(items):
        topics = document_topics(clauses, category)
        out.extend((it, topics[j]) for it, j in zip(its, found, strict=True) if j is not None)
    return out


def segmenter_cap(items: Sequence[Item], right_for: dict[str, frozenset[str | None]]) -> tuple[int, int]:
    """(labelled clauses found in the engine's clauses, the most of them one topic per engine clause can get right):
    the engine gives one topic to a clause the segmenter made of several labelled ones."""
    found = best = 0
    for its, _clauses, where in engine_clauses(items):
        held: dict[int, list[Item]] = defaultdict(list)
        for it, j in zip(its, where, strict=True):
            if j is not None:
                held[j].append(it)
        for group in held.values():
            found += len(group)
            topics = set().union(*(right_for.get(label, frozenset()) for it in group for label in it.labels))
            best += max(sum(any(t in right_for.get(lab, ()) for lab in it.labels) for it in group) for t in topics)
    return found, best


@contextmanager
def section_weight(weight: float) -> Iterator[None]:
    """``document_topics`` reads a clause with its section at this weight (0: each clause alone)."""
    saved = app.analysis.topics.SECTION_WEIGHT
    app.analysis.topics.SECTION_WEIGHT = weight
    try:
        yield
    finally:
        app.analysis.topics.SECTION_WEIGHT = saved


def document_text(items: Sequence[Item]) -> str:
    """The clauses as a document: each heading once, where it changes, then the clause texts, one
    paragraph each (as the corpora give them)."""
    parts: list[str] = []
    heading = None
    for item in items:
        if item.heading and item.heading != heading:
            parts.append(item.heading)
            heading = item.heading
        parts.append(f"{item.text}\n")
    return "\n".join(parts).strip()


def measure_pipeline(
    name: str, items: Sequence[Item], right_for: dict[str, frozenset[str | None]], per_half: int
) -> None:
    from app.config import Settings
    from bench.explain_real import explain_text

    settings = Settings()
    tallies = {"validation": Tally(), "dev": Tally()}
    unfound = 0
    categories: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    for its in documents(items).values():
        half = its[0].half
        if taken[half] >= per_half or len(its) < 3:
            continue
        taken[half] += 1
        try:
            result = explain_text(document_text(its), "en", settings)
        except Exception as exc:  # a refusal is a figure too
            categories[f"refused: {type(exc).__name__}"] += 1
            continue
        categories[result.category] += 1
        openings = [(" ".join(_WORD.findall(c.original)).lower(), c.topic) for c in result.clauses]
        for item in its:
            key = _opening(item.text)
            topic = next((t for text, t in openings if key and key in text), "missing")
            if topic == "missing":
                unfound += 1
                continue
            tallies[half].add(item, topic, right_for)
    print(f"\n== {name} through the pipeline (explain_text, read in English): {dict(taken)} documents")
    print(f"  categories: {dict(categories)}; labelled clauses not found in a result clause: {unfound}")
    for half in ("validation", "dev"):
        print(tallies[half].line(half))
        common = tallies[half].misses.most_common(6)
        if common:
            print("     misses: " + "; ".join(f"{lab} -> {top} {n}" for (lab, top), n in common))


# Terms-of-service sentences (tos/, CC BY 4.0) whose unfairness tag names a matter with a Klartext topic.
TOS_TAG_TOPICS = {"j": "jurisdiction", "law": "applicable_law", "ltd": "liability", "ter": "notice"}
_TAG = re.compile(r"^([a-z]+)\d$")


def measure_tos_tags(root: Path) -> None:
    """A check outside the shops' terms: services' terms, one sentence at a time, without heading."""
    print("\n== Terms of service, sentences tagged j / law / ltd / ter: topic_of gives their topic")
    for lang in ("de", "en", "it"):
        right: Counter[str] = Counter()
        total: Counter[str] = Counter()
        for path in sorted((root / "tos" / lang / "sentences").glob("*.txt")):
            tags = (root / "tos" / lang / "tags" / path.name).read_text(encoding="utf-8").split("\n")
            for sentence, line in zip(path.read_text(encoding="utf-8").split("\n"), tags, strict=False):
                kinds = {m.group(1) for m in map(_TAG.match, line.split()) if m} & set(TOS_TAG_TOPICS)
                if kinds:
                    topic = topic_of(sentence, None, TERMS)
                    for kind in kinds:
                        total[kind] += 1
                        right[kind] += topic == TOS_TAG_TOPICS[kind]
        print(f"  {lang}: " + ", ".join(f"{k} {right[k]}/{total[k]}" for k in TOS_TAG_TOPICS))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.explain_topics", description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="?", type=Path, default=REAL_DATA)
    parser.add_argument("--misses", type=int, default=0, help="print up to N dev-half examples per kind of miss")
    parser.add_argument("--pipeline", type=int, default=4, help="documents per half through the pipeline")
    parser.add_argument("--train", action="store_true", help="write the shops' terms model from the dev half first")
    parser.add_argument(
        "--confusion", action="store_true", help="per label of the dev half: the topics given (AGB-DE: cross-validated)"
    )
    parser.add_argument("--cv", type=int, default=4, help="folds of the dev half's cross-validation (0: none)")
    args = parser.parse_args(argv)
    if not (args.data / "employment_clauses.json").is_file() or not (args.data / "agb_de_dev.csv").is_file():
        print(f"real data not found in {args.data} (see the README there); nothing to measure")
        return
    employment = employment_items(args.data)
    agb = agb_items(args.data)
    if args.train:
        started = time.perf_counter()
        model = train([it for it in agb if it.half == "dev"])
        TOPIC_MODEL_PATH.write_text(json.dumps(model, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        print(f"wrote {TOPIC_MODEL_PATH} in {time.perf_counter() - started:.0f} s: {len(model['features'])} features")
    if TOPIC_MODEL_PATH.is_file():
        started = time.perf_counter()
        TopicModel.from_data(json.loads(TOPIC_MODEL_PATH.read_text(encoding="utf-8")))
        print(
            f"the shops' terms model: {TOPIC_MODEL_PATH.stat().st_size / 1e6:.2f} MB,"
            f" read in {1000 * (time.perf_counter() - started):.0f} ms"
        )
    measure_direct(
        "Employment clauses (12 labels)", employment, EMPLOYMENT, EMPLOYMENT_RIGHT, args.misses, args.confusion
    )
    tallies = measure_direct("AGB-DE shops' terms", agb, TERMS, AGB_RIGHT, args.misses)
    for half in ("validation", "dev"):
        given = Counter(t for t in tallies[half].given if t in OTHER_KIND_TOPICS)
        print(f"  {half}: a topic of another kind of document given: {dict(given)}")
    for half in ("validation", "dev"):
        without = sum(1 for it in agb if it.half == half and set(it.labels) <= NO_COUNTERPART)
        print(f"  {half}: {without} of {tallies[half].clauses} clauses have only labels without a Klartext topic")
    print("  through the segmenter (the engine's clauses and headings; dev: the shipped model has seen it):")
    for half in ("validation", "dev"):
        part = [it for it in agb if it.half == half]
        found, best = segmenter_cap(part, AGB_RIGHT)
        for name, weight in (("alone", 0.0), ("in its section", app.analysis.topics.SECTION_WEIGHT)):
            with section_weight(weight):
                given = topics_through_segmenter(part, TERMS)
            right = sum(any(t in AGB_RIGHT.get(lab, ()) for lab in it.labels) for it, t in given)
            print(
                f"    {half:<10} read {name:<14} topic right {right:4d} of {len(given)}  {right / max(len(given), 1):.3f}"
            )
        print(
            f"    {half:<10} the most one topic per engine clause can get right: {best} of {found}"
            f"  {best / max(found, 1):.3f}"
        )
    if args.cv:
        cross_validate([it for it in agb if it.half == "dev"], args.cv, args.confusion)
    if (args.data / "tos").is_dir():
        measure_tos_tags(args.data)
    if args.pipeline:
        measure_pipeline("Employment clauses", employment, EMPLOYMENT_RIGHT, args.pipeline)
        measure_pipeline("AGB-DE shops' terms", agb, AGB_RIGHT, args.pipeline)


if __name__ == "__main__":
    main()

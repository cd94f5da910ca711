"""Which lines can the CRF find a name or a street on? Its marginals for a whole document at once, in numpy.

The tagger (``tagger.Tagger.find``) takes a name or a street only where the model's marginal probability of
the span's first label (``B-NAME``, ``B-STR``) is at least its threshold. Most lines of a document have no
such word; crfsuite nevertheless costs the same on each of them: every feature string of every word goes
into the C library and is looked up in the model's dictionary. Here the same forward-backward computation
runs on label scores summed from the model's weights once per word (cached), batched over the document's
lines; crfsuite then runs only on the lines this leaves, and its labels and marginals decide as before.

The output is unchanged, and not by luck of rounding: the weights come from the model's text dump, which
writes them to 6 decimals, so each differs from the model's by at most ``WEIGHT_ERROR``. A path's score sums
one weight per attribute of each word and one transition per step, so it is off by at most ``E`` = that error
times their count, and a marginal (paths through a label over all paths) by a factor of at most exp(2E).
A line is left to crfsuite unless its largest marginal is below the threshold by more than that factor.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pycrfsuite

Floats = npt.NDArray[np.float64]
# The dump prints each weight with 6 decimals ("%f"): rounded, it is off by at most half a unit of the last one.
# Taken as a whole unit, so a dump that cut instead of rounding is covered too.
WEIGHT_ERROR = 1e-6
# Rounding of the computation itself (crfsuite's and numpy's), far below the weights' error.
FLOAT_SLACK = 1e-9
FIRST_LABELS = ("B-NAME", "B-STR")  # the labels a finding of the tagger begins with
_START_ROWS = 4096  # rows of the per-word table at first; it doubles when full
# What one word costs numpy's forward-backward (a step shared by all lines that long) against crfsuite's reading
# of one word of one line, measured: about three to one.
STEP_COST = 3
MAX_WORDS = 16_384  # words kept per thread and language (about 8 MB); beyond, the table starts again
# Words times lines that one forward-backward pass holds (three arrays of that many label rows, about 9 MB,
# kept per thread); a document with more lines is read in batches of lines of about one length.
CELLS = 32_768


@dataclass(frozen=True)
class Weights:
    """The model's weights as arrays: a row of label scores per attribute (feature string), the transitions."""

    labels: tuple[str, ...]
    attributes: dict[str, int]
    state: Floats  # [attribute, label]
    transitions: Floats  # [from label, to label]

    @classmethod
    def of(cls, crf: pycrfsuite.Tagger) -> Weights:
        info = crf.info()
        ids = {label: int(i) for label, i in info.labels.items()}
        labels = tuple(sorted(ids, key=ids.__getitem__))
        attributes: dict[str, int] = {}
        for attribute, _label in info.state_features:
            attributes.setdefault(attribute, len(attributes))
        state = np.zeros((len(attributes), len(labels)))
        for (attribute, label), weight in info.state_features.items():
            state[attributes[attribute], ids[label]] = weight
        transitions = np.zeros((len(labels), len(labels)))
        for (source, target), weight in info.transitions.items():
            transitions[ids[source], ids[target]] = weight
        return cls(labels, attributes, state, transitions)

    def score(self, features: Sequence[str]) -> Floats:
        """The label scores the features add, and in the last column how many weights that summed."""
        rows = [self.attributes[f] for f in features if f in self.attributes]
        out = np.zeros(len(self.labels) + 1)
        if rows:
            out[:-1] = self.state[rows].sum(axis=0)
        out[-1] = len(rows)
        return out


# Everything the marginals need of one word, from its features: (own features, what it tells the word 2 and 1
# places after it, 1 and 2 places before it), as ``tagger._word_info`` gives them.
WordInfo = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]


class WordTable:
    """Label scores per word of one language, cached in rows of one array: slot 0 its own features, slots 1-4
    what it adds to the word 2 and 1 places after it and 1 and 2 places before it. One table per thread."""

    def __init__(self, weights: Weights, info: Callable[[str, str], WordInfo], language: str,
                 sentence_end: frozenset[str], same_row: Callable[[str], str] = str) -> None:  # fmt: skip
        self.weights = weights
        self.info = info
        self.same_row = same_row
        self.language = language
        self.sentence_end = sentence_end
        self.index: dict[str, int] = {}
        self.rows: Floats = np.zeros((_START_ROWS, 5, len(weights.labels) + 1))
        self.flags = np.zeros((_START_ROWS, 3), dtype=bool)  # ends a sentence, is ".", may be an initial

    def ids(self, lines: Sequence[Sequence[str]]) -> list[int]:
        """The rows of every word of ``lines``, one after the other; words not seen before are added."""
        index = self.index
        same = self.same_row
        keys = [same(w) for words in lines for w in words]  # words of one row share it (every number: one row)
        new = {w for w in keys if w not in index}
        if len(index) + len(new) > MAX_WORDS:
            index.clear()  # a long-running process: start again rather than grow without end
            new = set(keys)
        if new:
            self._add(sorted(new))
        return [index[w] for w in keys]

    def _add(self, words: list[str]) -> None:
        first = len(self.index)
        needed = first + len(words)
        while needed > len(self.rows):
            self.rows = np.concatenate([self.rows, np.zeros_like(self.rows)])
            self.flags = np.concatenate([self.flags, np.zeros_like(self.flags)])
        attributes = self.weights.attributes
        ids: list[int] = []
        segments: list[int] = []  # (word, slot) of each attribute, in order
        for k, word in enumerate(words):
            for slot, features in enumerate(self.info(word, self.language)):
                for f in features:
                    at = attributes.get(f)
                    if at is not None:
                        ids.append(at)
                        segments.append(5 * k + slot)
        sums = np.zeros((5 * len(words), len(self.weights.labels) + 1))
        if ids:
            segment = np.array(segments)
            begins = np.flatnonzero(np.r_[True, segment[1:] != segment[:-1]])
            sums[segment[begins], :-1] = np.add.reduceat(self.weights.state[ids], begins, axis=0)
            sums[:, -1] = np.bincount(segment, minlength=len(sums))
        self.rows[first:needed] = sums.reshape(len(words), 5, -1)
        self.flags[first:needed] = [(w in self.sentence_end, w == ".", len(w) <= 3 and w[:1].isupper()) for w in words]
        self.index.update(zip(words, range(first, needed), strict=True))


class Marginals:
    """The largest marginal of a name's or a street's first label on each line, for a model."""

    def __init__(self, weights: Weights, info: Callable[[str, str], WordInfo], sentence_end: frozenset[str],
                 same_row: Callable[[str], str] = str) -> None:  # fmt: skip
        """``same_row(word)``: a word whose features, and flags, are the same as ``word``'s (every number the
        same), so that they share a row of the table; ``str``: each word its own."""
        self.weights = weights
        self._info = info
        self._sentence_end = sentence_end
        self._same_row = same_row
        self._local = threading.local()
        self._constant: dict[str, Floats] = {}
        self._lines: dict[tuple[int | str, bool, bool], Floats] = {}
        self._first = [weights.labels.index(label) for label in FIRST_LABELS if label in weights.labels]
        self._exp_transitions = np.exp(weights.transitions)

    def _table(self, language: str) -> WordTable:
        tables: dict[str, WordTable] | None = getattr(self._local, "tables", None)
        if tables is None:
            tables = self._local.tables = {}
        table = tables.get(language)
        if table is None:
            table = tables[language] = WordTable(self.weights, self._info, language, self._sentence_end, self._same_row)
        return table

    def constant(self, *features: str) -> Floats:
        """Scores of features that depend on the line or the position, not on a word (cached)."""
        key = "\n".join(features)
        got = self._constant.get(key)
        if got is None:
            got = self._constant[key] = self.weights.score(features)
        return got

    def may_find(self, lines: Sequence[tuple[Sequence[str], bool]], language: str, threshold: float) -> list[bool]:
        """For each (words, the line before ended a sentence): whether the model's marginal of a name's or a
        street's first label may reach ``threshold`` on some word of it (False: it certainly does not)."""
        if not lines:
            return []
        if not self._first:
            return [False] * len(lines)
        # A line that only a few lines are as long as costs numpy a step per word, shared by those few lines; and
        # crfsuite reads it about three times as fast as one step: the longest lines go to crfsuite directly.
        lengths = sorted((len(words) for words, _after in lines), reverse=True)
        cost, cap, direct = STEP_COST * lengths[0], lengths[0], 0
        for k, length in enumerate(lengths):
            direct += length
            after = lengths[k + 1] if k + 1 < len(lengths) else 0
            if direct + STEP_COST * after < cost:
                cost, cap = direct + STEP_COST * after, after
        asked = sorted(
            (n for n, (words, _after) in enumerate(lines) if len(words) <= cap), key=lambda n: -len(lines[n][0])
        )
        out = [True] * len(lines)
        while asked:
            # Lines of about one length together, as many as the buffers hold (``CELLS``).
            count = max(1, CELLS // max(1, len(lines[asked[0]][0])))
            batch, asked = asked[:count], asked[count:]
            best, error = self.largest([lines[n] for n in batch], language)
            for n, b, e in zip(batch, best, error, strict=True):
                out[n] = not (b < threshold * math.exp(-2 * e) - FLOAT_SLACK)
        return out

    def largest(self, lines: Sequence[tuple[Sequence[str], bool]], language: str) -> tuple[list[float], list[float]]:
        """Per line, the largest marginal of a first label over its words, and the bound E of its paths' error."""
        table = self._table(language)
        lengths = np.array([len(words) for words, _after in lines])
        count = len(lines)
        if lengths.sum() == 0:
            return [0.0] * count, [0.0] * count
        ids = np.array(table.ids([words for words, _after in lines]), dtype=np.intp)
        rows, flags = table.rows, table.flags
        line_of = np.repeat(np.arange(count), lengths)
        starts = np.cumsum(lengths) - lengths
        pos = np.arange(len(ids)) - starts[line_of]
        n = lengths[line_of]
        got = rows[ids]  # [token, slot, label + count]
        scores = got[:, 0].copy()
        # What the line says of every word: its length, whether all its words are capitalised, the line before.
        line_scores = np.stack([self._line(words, after) for words, after in lines])
        scores += line_scores[line_of]
        index = np.arange(len(ids))
        for offset, slot in ((-2, 1), (-1, 2), (1, 3), (2, 4)):
            inside = (pos + offset >= 0) & (pos + offset < n)
            scores[inside] += got[index[inside] + offset, slot]
            scores[~inside] += self.constant(f"{offset}:edge")
        previous_ends = np.zeros(len(ids), dtype=bool)
        previous_ends[1:] = flags[ids[:-1], 0]
        sentence_start = (pos == 0) | previous_ends
        scores += np.where(sentence_start[:, None], self.constant("start=True"), self.constant("start=False"))
        scores[pos == n - 1] += self.constant("last")
        next_is_dot = np.zeros(len(ids), dtype=bool)
        next_is_dot[:-1] = flags[ids[1:], 1]
        initial = (pos < n - 1) & next_is_dot & flags[ids, 2]
        scores[initial] += self.constant("initial")
        weights_per_word = scores[:, -1] + 1  # the attributes' weights and one transition
        error = np.bincount(line_of, weights=weights_per_word * WEIGHT_ERROR, minlength=count)
        marginals = self._marginals(scores[:, :-1], lengths, line_of, pos)
        first = marginals[:, self._first].max(axis=1)
        best = np.full(count, -np.inf)
        np.maximum.at(best, line_of, first)
        best[np.isnan(best)] = np.inf  # a computation that failed decides nothing: crfsuite reads the line
        return best.tolist(), error.tolist()

    def _buffers(self, positions: int, lines: int, labels: int) -> tuple[Floats, Floats, Floats]:
        """Three arrays [position, line, label] of this thread, reused from call to call (not cleared)."""
        held: Floats | None = getattr(self._local, "buffers", None)
        if held is None or held.shape[1] < positions * lines:
            held = self._local.buffers = np.empty((3, max(positions * lines, CELLS), labels))
        size = positions * lines
        shape = (positions, lines, labels)
        return held[0, :size].reshape(shape), held[1, :size].reshape(shape), held[2, :size].reshape(shape)

    def _line(self, words: Sequence[str], after_sentence: bool) -> Floats:
        n = len(words)
        wordish = [w for w in words if w[:1].isalpha()]
        all_title = bool(wordish) and all(w[:1].isupper() for w in wordish)
        size = n if n < 4 else "4-6" if n <= 6 else "7+"
        key = (size, all_title, after_sentence)  # a few dozen kinds of line: their scores are looked up, not summed
        got = self._lines.get(key)
        if got is None:
            got = self._lines[key] = self.constant(
                "bias", f"ntok={size}", f"alltitle={all_title}", f"after_sentence={after_sentence}"
            )
        return got

    def _marginals(self, scores: Floats, lengths: npt.NDArray[np.int_], line_of: npt.NDArray[np.intp],
                   pos: npt.NDArray[np.intp]) -> Floats:  # fmt: skip
        """Marginal of every label at every word: forward-backward, scaled at each step, all lines at once. The
        arrays are [position, line, label] with the longest line first, so the lines still going at a step are a
        slice (``going``)."""
        order = np.argsort(-lengths, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        longest = int(lengths.max())
        labels = scores.shape[1]
        # Only what a line holds is written and read: a line's last word starts the backward pass.
        potentials, forward, backward = self._buffers(longest, len(lengths), labels)
        at = (pos, rank[line_of])
        potentials[at] = np.exp(scores - scores.max(axis=1, keepdims=True))
        backward[lengths - 1, rank] = 1.0
        going = np.searchsorted(-lengths[order], -np.arange(longest), side="left")  # lines longer than t
        step, back = self._exp_transitions, self._exp_transitions.T.copy()
        k = going[0]
        forward[0, :k] = potentials[0, :k] / potentials[0, :k].sum(axis=1, keepdims=True)
        for t in range(1, longest):
            k = going[t]
            a = forward[t - 1, :k] @ step
            a *= potentials[t, :k]
            a /= a.sum(axis=1, keepdims=True)
            forward[t, :k] = a
        for t in range(longest - 2, -1, -1):
            k = going[t + 1]
            b = potentials[t + 1, :k] * backward[t + 1, :k]
            b = b @ back
            b /= b.sum(axis=1, keepdims=True)
            backward[t, :k] = b
        both = forward[at] * backward[at]
        return both / both.sum(axis=1, keepdims=True)  # type: ignore[no-any-return]

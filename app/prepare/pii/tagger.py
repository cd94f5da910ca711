"""A statistical name tagger where the rules stop: a linear-chain CRF over the words of each line.

Interface: ``find_names(text, document_language) -> list[Found]`` (PERSON and ADDRESS findings; none in a
language without a model), ``tagger(language)``, ``use_model(path, language="de")`` and
``use_shipped_model(language=None)`` for benchmarks; ``MODELS`` maps a language to its shipped model.

The rules find a name by its evidence (a title, a role word, a first name, a salutation). Real
documents name people without any of that: a signature line "Wald   Brandhorst", a party in running text, a
judge in capitals in a Brazilian decision. The CRF (python-crfsuite, PyPI) learns from the shape of a
line and the words around a word whether it is a name, a street or neither.

Features never include the identity of a capitalised word that could be a name: the model learns
shapes, word lists, word frequencies and the ordinary words around it, not the names of the corpus it
was trained on. One model per language (``MODELS``), trained with ``python -m tools.train_tagger`` on the
train parts of open corpora split by document (German: LER, GermEval 2014, MobIE; Spanish: MEDDOCAN and
LeNER-Br; Portuguese: LeNER-Br); see data/README.md for sources and licences.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache
from pathlib import Path

import pycrfsuite

from app.prepare.pii import Found, wordlists
from app.prepare.pii.crf_marginals import Marginals, Weights
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import LEXICON_LANGUAGES, is_english_word, is_ordinary, zipf, zipf_elsewhere
from app.prepare.pii.names import NOUN_SURNAMES, cities, is_first_name, is_territory, surnames
from app.prepare.pii.names import words as word_set
from app.prepare.pii.persons import ORG_WORDS, STOP
from app.prepare.pii.roles import ROLE_ONLY
from app.prepare.pii.words import compound, everyday_word

DATA = Path(__file__).parent / "data"
MODEL = DATA / "names.crfsuite"  # the German model
# One model per language it was trained for (tools/train_tagger.py); other languages: the rules alone.
MODELS = {"de": MODEL, "es": DATA / "names_es.crfsuite", "pt": DATA / "names_pt.crfsuite"}
# A name is taken when the model's marginal probability of it is at least this (tuned on LER halves); a
# language's file may set its own (``name_threshold`` in data/<language>.toml).
THRESHOLD = 0.5
# A name of one word in no name list and with no title, salutation or role before it (in terms of service often
# a capitalised common or foreign noun: "Widgets", "Curator") rests on the model alone: it is taken only when
# the model is this sure.
SURE = 0.9
# A name in capitals right after an office or a party ("Relator: ANA LIMA") is taken when the model gives every
# word of it at least this probability of being a name (tuned on one half of the LeNER-Br train file).
OFFICE_NAME = 0.3
LABELS = ("NAME", "STR")  # what the model's labels become: PERSON, ADDRESS (others it learns only to tell apart)
KINDS = {"NAME": "PERSON", "STR": "ADDRESS"}
# How a finding of the model weighs against the rules' (app.prepare.anonymize.resolve: the higher wins, then
# the longer). A name is the model's guess where no rule has evidence (0: any rule wins). A street the model
# reads whole ("Calle Mayor, 23, 1D") weighs as much as an address the rules found by its number (2), so
# the longer of the two is taken.
PRIORITY = {"NAME": 0, "STR": 2}

TOKEN = compile_fast(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*|\d+|[^\w\s]")
_SENTENCE_END = frozenset(".!?:;")
_TITLES = word_set("dr prof dres dipl ing med jur rer nat phil")


def tokens(line: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in TOKEN.finditer(line)]


def _token_spans(line: str) -> list[tuple[int, int]]:
    """Where the tokens of ``line`` are, in order (``TOKEN.findall(line)`` gives the words)."""
    return [m.span() for m in TOKEN.finditer(line)]


def _tokens_end(line: str) -> int:
    """Where the last token of ``line`` ends (0 for a line without one): before the whitespace and "_" at its end,
    the only characters no token takes (``\\s`` is ``str.isspace``)."""
    end = len(line)
    while end and (line[end - 1] == "_" or line[end - 1].isspace()):
        end -= 1
    return end


def _bucket(z: float) -> str:
    return "0" if z <= 0 else str(min(6, int(z)))


def _shape(word: str) -> str:
    out: list[str] = []
    for ch in word:
        c = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)[:6]


_STREET_ENDS = ("straße", "strasse", "str", "weg", "allee", "platz", "gasse", "ring", "damm", "ufer")
CAPITALISED_NOUNS = frozenset({"de"})  # languages that capitalise every noun
LOWER_CASE_NOUNS = wordlists.languages_with("lower_case_nouns")
# A first word of a name this rare in its language (Zipf frequency) is taken as a first name the lists lack.
RARE_FIRST_WORD = 2.5


def language_threshold(language: str) -> float:
    """The model's threshold for names in ``language`` (``name_threshold`` in its file, else ``THRESHOLD``)."""
    return wordlists.setting("name_threshold", language, THRESHOLD)


IDENTITY = {"de": 3.5}  # Zipf frequency from which a capitalised word's identity is a feature


@lru_cache(maxsize=200_000)
def word_features(word: str, language: str) -> tuple[str, ...]:
    """What the model may know about one word in isolation (cached: documents repeat words)."""
    lower = word.lower()
    title = word[:1].isupper()
    if not word[:1].isalpha():
        return (f"w={lower}" if len(word) == 1 else "num", f"shape={_shape(word)}")
    listed_surname = word.title() in surnames() if word.isupper() else word in surnames()
    first = is_first_name(word.title() if word.isupper() else word)
    z = zipf(word, language)
    others = zipf_elsewhere(word, language)
    feats = [
        f"shape={_shape(word)}",
        f"len={min(len(word), 12) // 3}",
        f"suf4={lower[-4:]}",
        f"suf3={lower[-3:]}",
        f"pre3={lower[:3]}",
        f"suf2={lower[-2:]}",
        f"z={_bucket(z)}",
        f"zo={_bucket(others)}",
    ]
    # Identity only for words that cannot be a name one has to learn: lower-case words, and frequent
    # capitalised words that are no listed name or that are everyday nouns too ("Richter", "Koch").
    # German capitalises every noun, so its frequent capitalised words are mostly nouns; in the other languages
    # a capitalised word that frequent is often a surname ("Barreto", "Figueiredo"): only the commonest count,
    # and the offices, parties and titles the word lists name (German gives those by frequency already).
    if (
        not title
        or (z >= IDENTITY.get(language, 4.5) and (not (listed_surname or first) or word.title() in NOUN_SURNAMES))
        or (language not in CAPITALISED_NOUNS and _not_a_name(word))
    ):
        feats.append(f"w={lower}")
    if listed_surname:
        feats.append("surname")
    if first:
        feats.append("first")
    if word.title() in NOUN_SURNAMES:
        feats.append("nounsurname")
    if word in cities():
        feats.append("city")
    if title and is_ordinary(word, language):
        feats.append("ordinary")
    if not word.isascii() and any(unicodedata.combining(c) for c in unicodedata.normalize("NFD", word)):
        feats.append("accent")
    if "-" in word:
        feats.append("hyphen")
    if title and compound(word, language):
        feats.append("compound")
    if lower in _TITLES:
        feats.append("title")
    if lower.endswith(_STREET_ENDS):
        feats.append("streetend")
    return tuple(feats)


def _not_a_name(word: str) -> bool:
    """A capitalised word the word lists of data/<language>.toml name as no name: an office, a party, a title,
    an organisation's word ("Desembargador", "APELANTE", "Ministério"), in capitals too. Its identity is the
    context a name is learnt from ("Relator: Ministro ..."), and it is never a name itself."""
    folded = word.title() if word.isupper() else word
    return folded in STOP or any(ROLE_ONLY.fullmatch(w) for w in (folded, folded.lower(), f"{folded}."))


def same_features(word: str) -> str:
    """A word with the same features as ``word``: every number of two digits or more has the features "num" and
    "shape=d" and nothing else (``word_features``; ``\\d`` is ``str.isdecimal``), so one stands for all of them in
    the caches, where a document's many numbers (dates, amounts, file numbers) would crowd out its words."""
    return "00" if len(word) > 1 and word.isdecimal() else word


_NEIGHBOUR_KEEP = ("w=", "shape=", "surname", "first", "ordinary", "title", "streetend", "city", "num")
_OFFSETS = (-2, -1, 1, 2)
# Where a line has no word ``offset`` places away.
_EDGES = {offset: (f"{offset}:edge",) for offset in _OFFSETS}
_START = {True: "start=True", False: "start=False"}


# A word's own features and what it tells a word 2 and 1 places after it, and 1 and 2 places before it.
WordInfo = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]


@lru_cache(maxsize=30_000)  # at most about 25 MB (0.85 KB a word); a document uses a few thousand words
def _word_info(word: str, language: str) -> WordInfo:
    """Everything ``line_features`` takes from one word, in one look-up (documents repeat their words)."""
    own = word_features(word, language)
    keep = [f for f in own if f.startswith(_NEIGHBOUR_KEEP)]
    # Seen from the word after it, this word is at offset -1, from the word two after it at -2, and so on.
    before2, before1, after1, after2 = (tuple(f"{offset}:{f}" for f in keep) for offset in _OFFSETS)
    return own, before2, before1, after1, after2


def line_features(words: Sequence[str], language: str, after_sentence: bool) -> list[list[str]]:
    """Features of every word of one line; ``after_sentence``: the line before ended a sentence.

    Built from per-word tuples cached by the word's string (``_word_info``); the list for each word is, in
    content and order, what the model was trained on (tests/prepare/test_tagger_speed.py keeps it so)."""
    n = len(words)
    wordish = [w for w in words if w[:1].isalpha()]
    all_title = bool(wordish) and all(w[:1].isupper() for w in wordish)
    context = (
        f"ntok={n if n < 4 else '4-6' if n <= 6 else '7+'}",
        f"alltitle={all_title}",
        f"after_sentence={after_sentence}",
    )
    info = [_word_info(same_features(word), language) for word in words]
    edge_m2, edge_m1, edge_p1, edge_p2 = (_EDGES[offset] for offset in _OFFSETS)
    out: list[list[str]] = []
    for i, word in enumerate(words):
        feats = ["bias", *info[i][0], *context, _START[i == 0 or words[i - 1] in _SENTENCE_END]]
        if i == n - 1:
            feats.append("last")
        feats.extend(info[i - 2][1] if i >= 2 else edge_m2)
        feats.extend(info[i - 1][2] if i >= 1 else edge_m1)
        feats.extend(info[i + 1][3] if i + 1 < n else edge_p1)
        feats.extend(info[i + 2][4] if i + 2 < n else edge_p2)
        if i + 1 < n and words[i + 1] == "." and len(word) <= 3 and word[:1].isupper():
            feats.append("initial")
        out.append(feats)
    return out


class KnownFeatures:
    """The features one model has weights for, and ``line_features`` without the others (crfsuite drops a feature
    string it has no weight for: the scores, labels and marginals are the same, and fewer strings go into it).

    Each word's tuples are filtered once (cached per word, like ``_word_info``); the list of each word keeps the
    order of ``line_features`` (tests/prepare/test_tagger_speed.py compares the two on every line it reads)."""

    def __init__(self, known: frozenset[str]) -> None:
        self.known = known
        self._info: dict[tuple[str, str], WordInfo] = {}
        self._edges = {offset: self._only(edge) for offset, edge in _EDGES.items()}
        self._start = {flag: self._only((value,)) for flag, value in _START.items()}
        self._bias, self._last, self._initial = (self._only((f,)) for f in ("bias", "last", "initial"))
        self._lock = threading.Lock()

    def _only(self, features: Sequence[str]) -> tuple[str, ...]:
        return tuple(f for f in features if f in self.known)

    def info(self, word: str, language: str) -> WordInfo:
        key = (word, language)
        got = self._info.get(key)
        if got is None:
            own, before2, before1, after1, after2 = _word_info(word, language)
            got = (self._only(own), self._only(before2), self._only(before1), self._only(after1), self._only(after2))
            with self._lock:
                if len(self._info) >= _word_info.cache_parameters()["maxsize"]:
                    self._info.clear()  # bounded like ``_word_info``: a long-running process starts again
                self._info[key] = got
        return got

    def line_features(self, words: Sequence[str], language: str, after_sentence: bool) -> list[list[str]]:
        """``line_features(words, language, after_sentence)`` without the features this model has no weight for."""
        n = len(words)
        wordish = [w for w in words if w[:1].isalpha()]
        all_title = bool(wordish) and all(w[:1].isupper() for w in wordish)
        context = self._only(
            (
                f"ntok={n if n < 4 else '4-6' if n <= 6 else '7+'}",
                f"alltitle={all_title}",
                f"after_sentence={after_sentence}",
            )
        )
        info = [self.info(same_features(word), language) for word in words]
        edges, start, bias, last, initial = self._edges, self._start, self._bias, self._last, self._initial
        out: list[list[str]] = []
        for i, word in enumerate(words):
            feats = [*bias, *info[i][0], *context, *start[i == 0 or words[i - 1] in _SENTENCE_END]]
            if i == n - 1:
                feats.extend(last)
            feats.extend(info[i - 2][1] if i >= 2 else edges[-2])
            feats.extend(info[i - 1][2] if i >= 1 else edges[-1])
            feats.extend(info[i + 1][3] if i + 1 < n else edges[1])
            feats.extend(info[i + 2][4] if i + 2 < n else edges[2])
            if i + 1 < n and words[i + 1] == "." and len(word) <= 3 and word[:1].isupper():
                feats.extend(initial)
            out.append(feats)
        return out


def lines(text: str) -> Iterator[tuple[int, str, bool]]:
    """(offset, line, the line before ended a sentence) for every non-empty line."""
    offset = 0
    previous = ""
    for line in text.split("\n"):
        if line.strip():
            yield offset, line, previous.rstrip()[-1:] in '.!?:;)"“»'
            previous = line
        offset += len(line) + 1


class Tagger:
    """One loaded model; ``find`` is safe from several threads (each gets its own crfsuite tagger)."""

    def __init__(self, path: Path = MODEL) -> None:
        self.path = path
        self._local = threading.local()
        self._marginals: Marginals | bool | None = False  # False: not built yet; None: could not be built
        self._marginals_lock = threading.Lock()
        self._known: KnownFeatures | bool | None = False  # as ``_marginals``

    def known_features(self) -> KnownFeatures | None:
        """The model's feature strings (from the weights ``marginals`` reads); None where they cannot be read."""
        if self._known is False:
            marginals = self.marginals()
            with self._marginals_lock:
                if self._known is False:
                    self._known = None if marginals is None else KnownFeatures(frozenset(marginals.weights.attributes))
        return self._known if isinstance(self._known, KnownFeatures) else None

    def marginals(self) -> Marginals | None:
        """The model's marginals in numpy (``crf_marginals``), built on first use; None where the model's
        weights cannot be read (then crfsuite reads every line, as before)."""
        if self._marginals is False:
            with self._marginals_lock:
                if self._marginals is False:
                    try:
                        self._marginals = Marginals(Weights.of(self._crf()), _word_info, _SENTENCE_END, same_features)
                    except Exception:  # any failure to read the model's dump only costs speed
                        self._marginals = None
        return self._marginals if isinstance(self._marginals, Marginals) else None

    def _crf(self) -> pycrfsuite.Tagger:
        crf = getattr(self._local, "crf", None)
        if crf is None:
            crf = pycrfsuite.Tagger()
            crf.open(str(self.path))
            self._local.crf = crf
        return crf

    def find(self, text: str, language: str = "de", threshold: float | None = None) -> list[Found]:
        threshold = language_threshold(language) if threshold is None else threshold
        crf = self._crf()
        found: list[Found] = []
        # The words of each line; their places only on the lines where something is found (``_token_spans``).
        parsed = [(offset, line, TOKEN.findall(line), after) for offset, line, after in lines(text)]
        counts = Counter(w for _o, _l, words, _a in parsed for w in words if w[:1].isupper())
        single = Counter(words[0] for _o, _l, words, _a in parsed if len(words) == 1)  # lines of one word
        court = len(set(COURT_MARKERS.findall(text))) >= 3
        # Lines where the model's marginals show it cannot take a name or a street: crfsuite need not read them.
        capitalised = [any(w[:1].isupper() for w in words) for _o, _l, words, _a in parsed]
        read = list(capitalised)
        marginals = self.marginals()
        known = self.known_features()
        features = line_features if known is None else known.line_features
        if marginals is not None:
            asked = [n for n, r in enumerate(read) if r]
            may = marginals.may_find([(parsed[n][2], parsed[n][3]) for n in asked], language, threshold)
            for n, ok in zip(asked, may, strict=True):
                read[n] = ok
        previous_line = ""
        signed: set[int] = set()  # lines that are a signature
        offices_at = {n for n, (_o, raw, words, _a) in enumerate(parsed) if words and _judge_office(raw)}
        for n, (offset, raw, words, after) in enumerate(parsed):
            line = raw[: _tokens_end(raw)]
            before, previous_line = previous_line, line
            if not capitalised[n]:
                continue
            # A letter's closing formula on the line before: asked only where it counts (in a decision it never does).
            closing = not court and _closes(before)
            # Beside a judge's office (not one itself): a signature's name.
            placed = n not in offices_at and (n - 1 in offices_at or n + 1 in offices_at)
            signers = (
                signature_names(
                    words, language, court=court, by_position=placed, alone=counts[words[0]] == single[words[0]]
                )
                if court or closing or placed
                else []
            )
            if signers:
                toks = _token_spans(raw)
                found.append(Found(offset + toks[0][0], offset + toks[-1][1], "PERSON", _key(words), priority=0))
                # Each name on its own too: where another finding takes part of the line ("Graf Jäger" read as
                # one name), the rest of the line is still removed.
                found.extend(
                    Found(offset + s_, offset + e_, "PERSON", word.lower(), priority=0)
                    for (s_, e_), word in zip(toks, words, strict=True)
                    if word in signers
                )
                signed.add(n)
                continue
            if court and (m := HINDERED.search(line)) and not everyday_word(m["n"], language):
                # "... ist an der Beifügung seiner Unterschrift verhindert. Gräfl"
                found.append(Found(offset + m.start("n"), offset + m.end("n"), "PERSON", m["n"].lower(), priority=0))
            offices = names_after_office(words, language) if language in CAPITALISED_NAMES else []
            if not read[n] and not offices:
                if language in CAPITALISED_NAMES and (authors := cited_authors(words, language)):
                    toks = _token_spans(raw)
                    found.extend(
                        Found(offset + toks[a][0], offset + toks[b - 1][1], "PERSON", words[a].lower(), priority=0)
                        for a, b in authors
                    )
                continue  # the model takes nothing here (crfsuite would give the same marginals)
            toks = _token_spans(raw)
            crf.set(features(words, language, after))
            labels = crf.tag()
            if language in CAPITALISED_NAMES:
                # A name in capitals after an office: the model need only not rule it out.
                found.extend(
                    Found(offset + toks[a][0], offset + toks[b - 1][1], "PERSON", _key(words[a:b]), priority=0)
                    for a, b in offices
                    if min(crf.marginal("B-NAME", k) + crf.marginal("I-NAME", k) for k in range(a, b)) >= OFFICE_NAME
                )
                found.extend(
                    Found(offset + toks[a][0], offset + toks[b - 1][1], "PERSON", words[a].lower(), priority=0)
                    for a, b in cited_authors(words, language)
                )
            i = 0
            while i < len(labels):
                label = labels[i]
                kind = label[2:]
                if not label.startswith("B-") or kind not in LABELS:
                    i += 1
                    continue
                j = i + 1
                while j < len(labels) and labels[j] == f"I-{kind}":
                    j += 1
                # How sure the model is of the name: its least sure word. Punctuation inside the span (the "-" of a
                # name hyphenated at a line break, the "." of an initial) is no word of the name.
                p = min(
                    (crf.marginal(labels[k], k) for k in range(i, j) if words[k][:1].isalnum()),
                    default=0.0,
                )
                while i < j and not words[i][:1].isalnum():  # the quotes around „ Albert Einstein “
                    i += 1
                end_j = j
                while end_j > i and not (words[end_j - 1][:1].isalnum() or words[end_j - 1] == "."):
                    end_j -= 1
                if kind == "NAME":  # "Lucía Ferrer Campos Avenida": the name ends where a street begins
                    while end_j > i and (words[end_j - 1] == "." or words[end_j - 1].lower() in STREET_TYPES):
                        end_j -= 1
                if kind == "NAME" and language in LOWER_CASE_NOUNS:
                    end_j = _sentence_end(words, i, end_j, language)
                if i == end_j:
                    i = j
                    continue
                # A name that is the whole line (after a heading's number, if any) is a signature or a heading:
                # outside a court decision or a letter's closing, a heading.
                numbered = all(not w[:1].isalpha() for w in words[:i])
                whole_line = numbered and j == len(words) and kind == "NAME" and not (court or closing)
                if (
                    p >= threshold
                    and not whole_line
                    and (p >= SURE or not _bare(words, i, end_j, kind))
                    and plausible(words, i, end_j, kind, language, counts)
                ):
                    if kind == "NAME" and language not in CAPITALISED_NOUNS:
                        i, end_j = _whole_name(words, i, end_j, language)
                    start, end = toks[i][0], toks[end_j - 1][1]
                    span = words[i:end_j]
                    key = _key(span)
                    found.append(Found(offset + start, offset + end, KINDS[kind], key, priority=PRIORITY[kind]))
                i = j
        if court:  # "Wald" on the line above "Brandhorst": a signature block goes on over lines
            for n in sorted(signed):
                for near in (n - 1, n + 1):
                    if 0 <= near < len(parsed) and near not in signed:
                        offset, raw, words, _after = parsed[near]
                        if len(words) == 1 and words[0] in surnames() and not words[0].isupper():
                            ((s, e),) = _token_spans(raw)
                            found.append(Found(offset + s, offset + e, "PERSON", words[0].lower(), priority=0))
        return found


# The kinds of street of every language, written out and abbreviated ("Avda", "Ctra", "Pza", "Rua"): the word
# that opens a street's name, never the end of a person's (data/<language>.toml ``street_types``).
STREET_TYPES = frozenset(w.lower() for w in wordlists.entries("street_types"))
# Words that name a statute after a person (data/<language>.toml ``statute_words``).
STATUTE_WORDS = wordlists.word_set("statute_words")
# Offices and parties before a name, per language (data/<language>.toml ``office_words``).
OFFICES = {
    language: frozenset(f for w in wordlists.word_set("office_words", (language,)) for f in (w, w.upper()))
    for language in wordlists.tables()
}
_NO_OFFICES: frozenset[str] = frozenset()
_OFFICE_GAP = frozenset(".:()-–ºª")  # what stands between an office and its name: "Rel. Min.", "IMPTE.(S):"
# A word in capitals this frequent in the language (and in no name list) is a word, not part of a name:
# "CONSELHO ESPECIAL", "TURMA", "TRIBUNAL".
CAPITALS_WORD_ZIPF = 4.4


def _sentence_end(words: Sequence[str], i: int, j: int, language: str) -> int:
    """Where a proposed name ends at a full stop after a whole word (no initial, title or office): the sentence
    ends there, and the capitalised word after it opens the next one ("... o Ministro Ari Pena. Brasília, 12 de
    abril": the court's seat and the date follow the name)."""
    for k in range(i + 1, j - 1):
        before = words[k - 1]
        if (
            words[k] == "."
            and len(before) >= 4
            and before.isalpha()
            and before.lower() not in _TITLES
            and not _office(before, language)
        ):
            return k
    return j


def _office(word: str, language: str) -> bool:
    """An office or a party of ``language``, as listed or in capitals."""
    return word in OFFICES.get(language, _NO_OFFICES)


def names_after_office(words: Sequence[str], language: str) -> list[tuple[int, int]]:
    """Names in capitals right after an office or a party ("Relator: ANA LIMA", "Rel. Min. JOSÉ ALVES, Tribunal
    Pleno"): the words in capitals up to the first one the language uses as a word, a company's or a place's word.
    A decision heads its pages and cites its precedents so; the model sees too few of them to learn each office."""
    out: list[tuple[int, int]] = []
    offices = OFFICES.get(language, _NO_OFFICES)
    n = len(words)
    k = 0
    while k < n:
        if words[k] not in offices:
            k += 1
            continue
        i = k + 1
        while i < n and (
            words[i] in _OFFICE_GAP or (len(words[i]) == 1 and words[i].isupper()) or _office(words[i], language)
        ):
            i += 1  # "IMPTE . ( S ) :", "Rel . Min ."
        j = i
        while j < n and _capitals_name_word(words[j], language):
            j += 1
        while j > i and words[j - 1].lower() in NAME_PARTICLES:
            j -= 1
        span = [w for w in words[i:j] if w.lower() not in NAME_PARTICLES]
        if (
            (len(span) > 1 or (span and len(span[0]) > 3))  # one word of three letters: an acronym ("TIM", "JBS")
            and not _company_around(words, i, j, language)
            and words[j : j + 1] not in (["Nº"], ["nº"], ["N°"])  # "HABEAS CORPUS Nº 1234": a numbered thing
        ):
            out.append((i, j))
        k = max(j, k + 1)
    return out


# Company forms written after a company's name, without their spaces and full stops ("S.A.", "S/A", "Ltda").
COMPANY_FORMS = tuple(sorted({f.replace(" ", "").rstrip(".") for f in wordlists.entries("company_forms")}, key=len))


def _company_around(words: Sequence[str], i: int, j: int, language: str) -> bool:
    """A company's form right after the name ("Aços Villares S.A.", "Silva & Filhos Ltda"); where nouns are written
    small, also an institution's word before it, a title between ("Cia. Serrana", "HOSPITAL SÃO TADEU")."""
    after = "".join(words[j : j + 5])
    if any(after.startswith(form) and not after[len(form) : len(form) + 1].isalpha() for form in COMPANY_FORMS):
        return True
    if language in CAPITALISED_NOUNS:
        return False  # "Richter Müller", "Kanzlei Weber": there the rules judge the word before
    k = i - 1
    while k >= 0 and (words[k] == "." or words[k].lower() in _TITLES or words[k].lower() in _HONORIFICS):
        k -= 1
    return k >= 0 and _folded(words[k]) in ORG_WORDS


# Honorifics inside an institution's name after a saint or a king ("Hospital Dom Pedro", "Colegio San José").
_HONORIFICS = word_set("dom don dona doña san são santa santo")


_OF = word_set("de da do dos das del")


def _named_thing(words: Sequence[str], i: int, j: int, language: str) -> bool:
    """Where nouns are written small, one capitalised word after "<Capitalised word> de" ends the name of a thing
    ("Audiência de Custódia", "Tribunal de Contas"), unless that word is a listed name ("Maria de Sales")."""
    if language in CAPITALISED_NOUNS or j - i != 1 or i < 2 or words[i - 1] not in _OF:
        return False
    head = words[i - 2]
    return head[:1].isupper() and not _listed(head) and (is_ordinary(head, language) or zipf(head, language) >= 4.0)


def _bare_letters(word: str) -> str:
    """The word without accents, lower case: capitals are often written without them."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


_ORG_LETTERS = frozenset(_bare_letters(w) for w in ORG_WORDS)


# A given name in no list is taken in a citation when the language uses it less than this (Zipf): "Heloísa" 3.2.
RARE_GIVEN = 3.5
_CITATION_BEFORE = frozenset("([;.]")  # what stands before an author in a list of references
_CITATION_AFTER = frozenset(".;,)")


def cited_authors(words: Sequence[str], language: str) -> list[tuple[int, int]]:
    """Authors cited the way Brazilian references write them (ABNT): the surname in capitals, a comma, the given
    names ("MOTA, Helena.", "RIBEIRO, Tarcísio Lemos de;"), at the start of a line or after "(", "[n]", ";".
    The first given name is a listed first name or a word the language hardly uses."""
    out: list[tuple[int, int]] = []
    n = len(words)
    for k in range(n - 2):
        surname, comma, given = words[k], words[k + 1], words[k + 2]
        if comma != "," or surname.lower() in NAME_PARTICLES or not _capitals_name_word(surname, language, given):
            continue
        if len(surname) < 3 or (k > 0 and words[k - 1] not in _CITATION_BEFORE and not words[k - 1].isdigit()):
            continue
        if not (
            given[:1].isupper() and given[1:].islower() and (is_first_name(given) or zipf(given, language) < RARE_GIVEN)
        ):
            continue
        if _not_a_name(given) or given in ORG_WORDS or is_territory(given):
            continue
        j = k + 3
        while j < n and (
            (words[j][:1].isupper() and words[j][1:].islower() and not _not_a_name(words[j]))
            or words[j] in NAME_PARTICLES
        ):
            j += 1
        if j == n or words[j] in _CITATION_AFTER:
            out.append((k, j))
    return out


def _capitals_name_word(word: str, language: str, first_name: str = "") -> bool:
    """A word in capitals that may be part of a name: a particle, a listed name, or a word the language hardly uses."""
    if word.lower() in NAME_PARTICLES and word.isupper():
        return True
    if len(word) < 2 or not word.isupper() or not word.isalpha():
        return False
    folded = _folded(word)
    if (
        folded in ORG_WORDS
        or _bare_letters(folded) in _ORG_LETTERS  # "ASSOCIACAO" written without its accents
        or folded in STOP
        or _office(word, language)
        or is_territory(folded)
        or folded in cities()
    ):
        return False
    if _listed(folded) or (not is_ordinary(folded, language) and is_first_name(first_name)):
        return True  # before a first name ("RIBEIRO, Tarcísio") a frequent word that is no ordinary one is a surname
    return not (is_ordinary(folded, language) or zipf(folded, language) >= CAPITALS_WORD_ZIPF)


# Where nouns are written small, a capitalised word right beside a name that the language hardly uses as a
# word is part of it: the model may take "Cardoso Teixeira" and leave the rare first name before it.
RARE_ZIPF = 2.5


def _name_word(word: str, language: str) -> bool:
    """A word that may continue a name the model found: capitalised, no office or title, no place, rare."""
    folded = word.title() if word.isupper() else word
    return (
        len(word) > 1
        and word[:1].isupper()
        and word.isalpha()
        and (word.isupper() or word[1:].islower())  # not "NºCol", "iPhone"
        and not _not_a_name(folded)
        and not _office(word, language)
        and folded.rstrip(".").lower() not in STREET_TYPES
        and folded.lower() not in _TITLES
        and folded not in ORG_WORDS
        and not is_territory(folded)
        and folded not in cities()
        and max(zipf(folded, x) for x in LEXICON_LANGUAGES) < RARE_ZIPF
    )


def _whole_name(words: Sequence[str], i: int, j: int, language: str) -> tuple[int, int]:
    """The name [i, j) widened over rare capitalised words beside it (not the first word of a sentence)."""
    while i > 1 and words[i - 2] not in _SENTENCE_END and _name_word(words[i - 1], language):
        i -= 1
    while j < len(words) and _name_word(words[j], language):
        j += 1
    return i, j


_PARTICLES = word_set("von van de du")
# The small words inside a name ("Celso de Mello", "Silva dos Santos", "Ortega y Gasset"), in capitals too.
NAME_PARTICLES = word_set("von van de du da do dos das del della di der den ter y e")
# A court decision signs with the judges' surnames on lines of their own; a letter after its closing formula.
COURT_MARKERS = compile_fast(
    r"\b(?:Tatbestand|Entscheidungsgründe|Gründe|Tenor|beschlossen|für Recht erkannt|Senat|Revision|Berufung|"
    r"Beschwerdeführer|Kläger|Klägerin|Beklagte|Beklagten|Vorinstanz|Landgericht|Oberlandesgericht|Urteil)\b"
)
# The parts of a decision, each a line of its own: headings, no judges.
DECISION_HEADINGS = word_set("""Tenor Tatbestand Gründe Entscheidungsgründe Leitsatz Leitsätze Rubrum Sachverhalt
    Begründung Beschluss Urteil Kostenentscheidung Rechtsmittelbelehrung Rechtsbehelfsbelehrung Streitwert Hinweis
    Orientierungssatz Normenkette Verfahrensgang Vorinstanz Fundstellen Titel Stichworte Anmerkung Gerichtsbescheid
    Teilurteil Schlussurteil Versäumnisurteil Anerkenntnisurteil Endurteil Zwischenurteil Sachentscheidung""")
# A judge's office on a line of its own, as a signature block writes it right above or below the judge's name
# ("Vorsitzender Richter am Bundesgerichtshof", "Richterin am Landgericht"; data/<language>.toml ``judge_offices``).
JUDGE_OFFICE = re.compile(
    rf"(?:{wordlists.alternation('role_word_prefixes')}[ \t]+)?{wordlists.alternation('judge_offices')}"
    r"(?:[ \t]+(?:am|an[ \t]+dem|des|der|beim)(?:[ \t]+[A-ZÄÖÜ][\w.\-]*)+)?"
)
# The formula of a judge who could not sign, then the name: "... an der Unterschrift verhindert. Gräfl".
HINDERED = compile_fast(r"(?:verhindert|gehindert)[ \t]*\.?[ \t]+(?P<n>[A-ZÄÖÜ][\w\-]+)[ \t]*$")
CLOSING = compile_fast(
    r"(?:Grüßen|Grüße|Gruß|gez\.|Im Auftrag|i\.[ \t]?A\.|Hochachtungsvoll|regards|Sincerely|faithfully|Cordialement|"
    r"salutations|saluti|Atentamente|Saludos|Cumprimentos|Atenciosamente)[ \t,.]*$",
    re.IGNORECASE,
)


# The longest closing formula in characters (with its inner space): a match starts no further back from the end
# of the line than this, not counting what ``[ \t,.]*`` takes after it.
_CLOSING_REACH = 24


def _judge_office(line: str) -> bool:
    """The line holds a judge's office and nothing else (``JUDGE_OFFICE``)."""
    return JUDGE_OFFICE.fullmatch(line.strip()) is not None


def _closes(line: str) -> bool:
    """``CLOSING.search(line)``, looking only where a match can start: near the end, before trailing " ,.\t"."""
    return CLOSING.search(line, max(0, len(line.rstrip(" \t,.")) - _CLOSING_REACH)) is not None


def signature_names(
    words: Sequence[str], language: str, court: bool = False, by_position: bool = False, alone: bool = False
) -> list[str]:
    """The surnames of a line that signs, none for any other line: how a court signs ("Wald Brandhorst", "K.
    Schmidt", "Lenz-Warnecke"; up to five judges) and how a letter ends ("Schneider" under "Mit freundlichen
    Grüßen"). ``by_position``: the line stands where a signature block puts a name (next to a judge's office on a
    line of its own, ``JUDGE_OFFICE``): there a surname that is an everyday word is a name too ("Raum", "Garten").
    ``alone``: the document uses the line's one word nowhere but on lines of its own."""
    names: list[str] = []
    initials = 0
    for k, word in enumerate(words):
        if word == ".":
            if k == 0 or not words[k - 1][:1].isupper() or len(words[k - 1]) > 3:
                return []
            initials += 1
        elif word in _PARTICLES or word.lower() in _TITLES:
            continue
        elif word[:1].isupper() and word[:1].isalpha() and not word.isupper():
            if len(word) > 1 and not (k + 1 < len(words) and words[k + 1] == "."):
                names.append(word)
        elif not (len(word) == 1 and word.isupper()):
            return []
    # A senate of five signs on one line when the layout is lost ("Wald Graf Jäger Brandhorst Lindqvist").
    if not 1 <= len(names) <= (5 if court else 3) or not plausible(
        words, 0, len(words), "NAME", language, everyday=True
    ):
        return []
    if any(w in STOP or w in DECISION_HEADINGS for w in names):
        return []  # "Tenor", "Gründe" alone on a line head a decision's parts
    if by_position:
        return names
    if court and alone and len(words) == 1 and names == list(words) and names[0] in surnames():
        # A decision signs with each judge's surname on a line of its own: a listed surname alone on its line, and
        # nowhere else in the text, is the judge's even where it is an everyday word too; a noun the decision uses
        # ("Satz 1", "Tage Urlaub") is its subject, and its headings are no names (see above).
        return names
    # A court signs with surnames only; those that are nouns too ("Bär", "Koch") count there.
    plain = [w for w in names if _everyday_word(w, language) and not (court and w in NOUN_SURNAMES)]
    # An initial makes even an everyday word a name ("Th. Wolke"); so does a rare surname beside it ("Wald Brandhorst").
    return names if not plain or initials > 0 or (len(plain) == 1 and len(names) > 1) else []


def _everyday_word(word: str, language: str) -> bool:
    return word in STOP or everyday_word(word, language)


# "Cortana", "GroupMe", "Santa Clara County": what a product list or a company looks like.
_CAMEL = compile_fast(r"^(?!Mc|Mac|De|Di|Da|La|Le|Van|Von|O')[A-Z][a-z]+[A-Z]")
_PLACE_WORDS = word_set(
    "County City State Republic Kingdom Island Islands Bay Valley Road Street Avenue Terrace Lane Drive Square Boulevard"
)
_SALUTATIONS = word_set("Herr Herrn Frau Mr Mrs Ms Miss Monsieur Madame Signor Signora Señor Señora Senhor Senhora")
BRAND = 10  # the word before a name that a document uses this often is its maker: "Microsoft Math Solver"


REPEATED = 3  # a word the document uses this often without a title or a role beside it is a product
# Languages whose model learnt documents that write persons in capitals and name them again and again
# (Brazilian decisions: "Relator: Desembargador JOÃO DA SILVA"): there a word in capitals and a word the
# document repeats are left to the model, which saw both as names and as headings.
CAPITALISED_NAMES = frozenset({"pt"})


def plausible(
    words: Sequence[str],
    i: int,
    j: int,
    kind: str,
    language: str,
    counts: Counter[str] | None = None,
    everyday: bool = False,
) -> bool:
    """What the model proposes, checked against what it cannot know: initials, ordinary words, compounds,
    headings in capitals, companies, products a document keeps naming."""
    if kind == "STR":
        return _street(words, i, j)
    if kind != "NAME":
        return True
    span = [w for w in words[i:j] if w[:1].isalpha() and w.lower() not in _TITLES]
    if span and span[0] in _SAINTS:
        return False  # "San Francisco", "São Paulo", "Sankt Augustin": a place named after a saint
    if not any(len(w) > 1 for w in span):
        # "M." may be a town, "K 1" an exhibit: initials only after a role ("Rechtsanwalt B.").
        return any(ROLE_ONLY.fullmatch(w) for w in words[max(0, i - 3) : i])
    # Initials and abbreviations ("Th.", "K.") are not judged as words.
    names = [
        w
        for k, w in enumerate(span)
        if w[:1].isupper()
        and w.lower() not in NAME_PARTICLES
        and (len(w) > 3 or (len(w) > 1 and words[i + k + 1 : i + k + 2] != ["."]))
    ]
    if is_territory(" ".join(names)) or any(is_territory(w.split("'")[-1].split("’")[-1]) for w in span[1:]):
        return False  # "Spanien"; "Campione d'Italia", "Reggio di Calabria": a place named after its country
    if _coordinated_with_a_thing(words, i, j, language):
        return False
    if any(_office(w, language) or w.lower() in STREET_TYPES for w in names):
        return False  # "Rel", "Avda": an office or a kind of street is no part of a name
    if i > 0 and words[i - 1] in STATUTE_WORDS:
        return False  # "Lei Maria da Penha": a statute named after a person
    if _company_around(words, i, j, language) or _named_thing(words, i, j, language):
        return False
    capitals = language in CAPITALISED_NAMES
    # Where nouns are written small, a name that opens with a listed first name keeps the English-looking
    # words after it: "Tarcísio de Lemos", "Helena Rose" are surnames there, not a product's words.
    # Where nouns are written small, a first word that is rare in the language opens a name too ("Jucelino
    # Sales"): first names missing from the lists are the largest group of persons the model would lose here.
    first_named = (
        language not in CAPITALISED_NOUNS
        and len(names) > 1
        and (
            is_first_name(_folded(names[0]))
            or (language in LOWER_CASE_NOUNS and zipf(names[0], language) < RARE_FIRST_WORD)
        )
    )
    for word in names:
        if (word.isupper() and not capitals) or _CAMEL.match(word) or word in ORG_WORDS or word in _PLACE_WORDS:
            return False
        parts = word.split("-")
        tail = parts[-1]
        if len(parts) > 1 and (
            any(len(x) > 1 and x.isupper() for x in parts)
            or (tail not in surnames() and (zipf(tail, language) >= 3.5 or compound(tail, language)))
            or is_english_word(tail, language)
        ):
            return False  # "Karten-App", "SEPA-Lastschriften", "Muster-Widerrufsformular": a thing, not "Lenz-Warnecke"
        listed = _listed(word)
        english = zipf(word, "en")
        if (
            not listed
            and not (first_named and word is not names[0])
            and (is_english_word(word, language) or (english >= 4.0 and english >= zipf(word, language)))
        ):
            return False
    if (
        counts is not None
        and not capitals
        and (all(counts[w] >= REPEATED for w in names) or any(counts[w] >= BRAND for w in names))
    ):
        return False  # what a document keeps naming, or a name with its maker's name in it: a product
    if words[j : j + 1] and words[j].lower().rstrip(".") in _STREET_WORDS:
        return False  # "Vilniaus str. 25", "Baker Street": a street named after the word
    if any(w[:1].isdigit() for w in words[i:j]) or (
        words[j : j + 1] and words[j][:1].isdigit() and not _listed(words[j - 1])
    ):
        return False  # "Zimmer 214", "Anspruch 1": a room, a claim, no name (a page number after a name is)
    if any(w in ORG_WORDS for w in _same_phrase(words[j : j + 4])):
        return False  # "die Müller Immobilien GmbH & Co. KG": a company's name (not "Ana Lima, Tribunal ...")
    before = words[i - 1] if i > 0 else ""
    if (
        counts is not None
        and not capitals
        and counts[before] >= BRAND
        and before not in _SALUTATIONS
        and before not in STOP
        and not ROLE_ONLY.fullmatch(before)
        and not is_first_name(before)
    ):
        return False
    last = names[-1] if names else ""
    if (
        language in CAPITALISED_NOUNS
        and len(names) > 1
        and not _listed(last)
        and zipf(last, language) >= 4.5
        and everyday_word(last, language)
    ):
        # "Max Tarif", "Lina Gutscheine": a product's name before a German noun. Elsewhere a capitalised everyday
        # word after a first name is a surname ("Costa", "Oliveira").
        return False
    if len(names) == 1 and not everyday:
        word = names[0]
        listed = _listed(word)
        if is_ordinary(word, language) or (not listed and zipf(word, language) >= 3.5) or compound(word, language):
            return False
    return True


# Punctuation that ends the phrase a name stands in: what follows it is no part of the name ("Ana Lima, Tribunal").
_PHRASE_ENDS = frozenset(",;:()[]")


def _same_phrase(words: Sequence[str]) -> Sequence[str]:
    """``words`` up to the first punctuation that ends a phrase."""
    for k, w in enumerate(words):
        if w in _PHRASE_ENDS:
            return words[:k]
    return words


def _folded(word: str) -> str:
    """A word in capitals as the name lists write it ("MARIA": "Maria")."""
    return word.title() if word.isupper() else word


# A place named after a saint; no person's name begins so.
_SAINTS = word_set("San Santa Santo São Sao Saint Sainte St Sankt")
# Words before a street that place something there (up to two words back: "in der", "en la"), in the six
# languages; a colon (a form's "Domicilio:") does too.
_PLACING = word_set("""in im an am auf zur zum bei über nach aus von vom
    en calle c al del na no em à rua avenida on at to from via a au rue dans""")


# A street's "no number" in Spanish and Portuguese ("Avda. del Puerto, s/n", "Rua Direita, s/nº") stands where
# the house number would.
_NO_NUMBER = compile_fast(r"^(?:, )?[sS] / [nN]\b")


def _street(words: Sequence[str], i: int, j: int) -> bool:
    """A street the model proposes: one with a name (not "A 3", which the road rules judge), and a house
    number, or a word that places something there before it ("in der", "Domicilio:")."""
    if not any(len(w) >= 3 and w[:1].isalpha() for w in words[i:j]):
        return False
    if any(w[:1].isdigit() for w in words[i : j + 2]) or any(
        _NO_NUMBER.match(" ".join(words[k : k + 5])) for k in range(i + 1, j + 1)
    ):
        return True  # a house number, or "s/n" in its place (inside what the model took, or right after it)
    return any(w.lower() in _PLACING or w == ":" for w in words[max(0, i - 2) : i])


# Words that make the name before them a street.
_STREET_WORDS = word_set(
    "str straße strasse street st road rd avenue ave lane boulevard blvd way gasse weg allee platz"
)
# Coordinating conjunctions of the six languages: what they join is of one kind ("Schottland und Irland",
# "Teams oder Foren").
_CONJUNCTIONS = word_set("und oder sowie and or e o ed y u et ou")


def _coordinated_with_a_thing(words: Sequence[str], i: int, j: int, language: str) -> bool:
    """A one-word name joined by a conjunction to a country, a city or an ordinary noun is of that kind."""
    span = [w for w in words[i:j] if w[:1].isalpha()]
    if len(span) != 1:
        return False
    neighbours = []
    if i >= 2 and words[i - 1].lower() in _CONJUNCTIONS:
        neighbours.append(words[i - 2])
    if j + 1 < len(words) and words[j].lower() in _CONJUNCTIONS:
        neighbours.append(words[j + 1])
    for other in neighbours:
        if not other[:1].isupper() or _listed(other):
            continue
        if is_territory(other) or other in cities() or is_ordinary(other, language) or zipf(other, language) >= 4.0:
            return True
    return False


def _bare(words: Sequence[str], i: int, j: int, kind: str) -> bool:
    """One name word, in no name list, without a title, salutation or role word before it."""
    if kind != "NAME":
        return False
    span = [w for w in words[i:j] if w[:1].isalpha() and w.lower() not in _TITLES and len(w) > 1]
    if len(span) != 1 or _listed(span[0]):
        return False
    before = [w for w in words[max(0, i - 2) : i] if w[:1].isalpha()]
    return not any(w.lower() in _TITLES or w in _SALUTATIONS or ROLE_ONLY.fullmatch(w) for w in before)


def _listed(word: str) -> bool:
    """In a surname or first-name list; a word in capitals as it is written in the lists ("MARIO": "Mario")."""
    word = word.title() if word.isupper() else word
    return word in surnames() or is_first_name(word)


def _key(words: Sequence[str]) -> str:
    names = [w for w in words if w[:1].isalpha() and w.lower() not in _TITLES and len(w) > 1]
    return (names[-1] if names else " ".join(words)).lower()


_taggers: dict[str, Tagger | None] = {}  # language -> loaded model; None: chosen to run without one
_lock = threading.Lock()


def tagger(language: str = "de") -> Tagger | None:
    """The process-wide tagger of ``language``, or None when it has no model (the rules still run)."""
    if language in _taggers:
        return _taggers[language]
    path = MODELS.get(language)
    if path is None or not path.exists():
        return None
    with _lock:
        if language not in _taggers:
            _taggers[language] = Tagger(path)
        return _taggers[language]


def use_model(path: Path | None, language: str = "de") -> None:
    """Swap the process-wide model of ``language``; None: no model, the rules alone."""
    with _lock:
        _taggers[language] = Tagger(path) if path is not None else None


def use_shipped_model(language: str | None = None) -> None:
    """Back to the shipped model of ``language`` (None: of every language)."""
    with _lock:
        if language is None:
            _taggers.clear()
        else:
            _taggers.pop(language, None)


# The languages with a trained model; in the others the rules alone decide.
TAGGED_LANGUAGES = frozenset(MODELS)


def find_names(text: str, document_language: str | None) -> list[Found]:
    language = document_language or "de"
    t = tagger(language) if language in TAGGED_LANGUAGES else None
    return t.find(text, language) if t is not None else []


__all__ = ["LABELS", "MODELS", "Tagger", "find_names", "line_features", "tokens", "use_model", "use_shipped_model"]

"""The tagger's fast feature path gives exactly the features the models were trained on, and the same output.

``line_features`` builds each word's list from tuples cached per word (``_word_info``). The model's weights
belong to feature strings, so the lists must stay what the straightforward construction below (the one the
models were trained with) gives: the same strings in the same order. Every sentence is written for this test.
No timings are asserted here: bench/anonymize_ab.py measures the speed.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii import tagger as tagger_module
from app.prepare.pii.lexicon import zipf, zipf_elsewhere
from app.prepare.pii.tagger import _NEIGHBOUR_KEEP, _SENTENCE_END, line_features, lines, tokens, word_features


def reference_line_features(words: Sequence[str], language: str, after_sentence: bool) -> list[list[str]]:
    """The features as the models were trained on them, built word by word without the per-word cache."""
    n = len(words)
    wordish = [w for w in words if w[:1].isalpha()]
    all_title = bool(wordish) and all(w[:1].isupper() for w in wordish)
    context = [
        f"ntok={n if n < 4 else '4-6' if n <= 6 else '7+'}",
        f"alltitle={all_title}",
        f"after_sentence={after_sentence}",
    ]
    out: list[list[str]] = []
    for i, word in enumerate(words):
        feats = ["bias", *word_features(word, language), *context]
        feats.append(f"start={i == 0 or words[i - 1] in _SENTENCE_END}")
        if i == n - 1:
            feats.append("last")
        for offset in (-2, -1, 1, 2):
            j = i + offset
            if 0 <= j < n:
                feats.extend(
                    f"{offset}:{f}" for f in word_features(words[j], language) if f.startswith(_NEIGHBOUR_KEEP)
                )
            else:
                feats.append(f"{offset}:edge")
        if i + 1 < n and words[i + 1] == "." and len(word) <= 3 and word[:1].isupper():
            feats.append("initial")
        out.append(feats)
    return out


# (language, text): lines of every shape the tagger meets — signatures, initials, streets, capitals,
# numbers, quotes, hyphens, accents, one-word lines, a line of punctuation only.
LINES = [
    ("de", "Der Senat hat durch den Vorsitzenden Richter Dr. Gerwin Ochsenfeld entschieden."),
    ("de", "Wald   Brandhorst\nLenz-Warnecke   Th. Wolke"),
    ("de", "Die Zeugin wohnt in der Kirchgasse 12 b in 33602 Bielefeld; ihr Bruder am Schlossufer."),
    ("de", "TATBESTAND\n„Albert Quellmalz“ schrieb am 3.4.2017: Die Miete (§ 535 BGB) ist fällig!"),
    ("de", "K. und M. L. schlossen den Vertrag mit der Müller Immobilien GmbH & Co. KG."),
    ("de", "Mit freundlichen Grüßen\nIm Auftrag\nWiebke Ostendorf-Rasmussen"),
    ("en", "Contact our officer, Priya Ramaswamy, at 12 Harbour Road, Dublin, or via the Help Center."),
    ("es", "Paciente: Remedios Quintanilla Ortega, domiciliada en Calle del Olmo 23, 3ºB, Zaragoza."),
    ("pt", "Relator: Desembargador JOAQUIM PEIXOTO DE ALBUQUERQUE\nAPELANTE: Rosângela Figueiredo Brandão"),
    ("it", "Il fornitore è Società Esempio S.r.l., con sede in Via Garibaldi 5, Milano."),
    ("de", "Ä\n.\n1.\nX"),
    # numbers of every length and script share one row of the caches (``same_features``): the features stay theirs
    ("de", "Az. 12 O 3456/19 vom 01.02.2019, Konto 0042 7, Rn. ١٢ und ２３, Anlage K 7"),
]


@pytest.mark.parametrize(("language", "text"), LINES)
@pytest.mark.parametrize("model_language", ["de", "es", "pt"])
def test_features_are_exactly_those_the_model_was_trained_on(language: str, text: str, model_language: str) -> None:
    for _offset, line, after in lines(text):
        words = [w for _s, _e, w in tokens(line)]
        for after_sentence in (after, not after):
            assert line_features(words, model_language, after_sentence) == reference_line_features(
                words, model_language, after_sentence
            ), line


@pytest.mark.parametrize("model_language", ["de", "es", "pt"])
def test_the_tagger_hands_crfsuite_the_features_it_has_weights_for_and_gets_the_same_answer(
    model_language: str,
) -> None:
    """``KnownFeatures``: ``line_features`` without the strings the model has no weight for, in the same order;
    crfsuite drops those itself, so its labels and marginals stay exactly the same."""
    model = tagger_module.tagger(model_language)
    assert model is not None
    known = model.known_features()
    assert known is not None and len(known.known) > 1000
    crf = model._crf()
    dropped = 0
    for language, text in LINES:
        for _offset, line, after in lines(text):
            words = [w for _s, _e, w in tokens(line)]
            if not words:
                continue
            full = reference_line_features(words, language, after)
            fewer = known.line_features(words, language, after)
            assert fewer == [[f for f in feats if f in known.known] for feats in full], line
            dropped += sum(map(len, full)) - sum(map(len, fewer))
            answers = []
            for features in (full, fewer):
                crf.set(features)
                labels = crf.tag()
                answers.append((labels, [crf.marginal(label, k) for k, label in enumerate(labels)]))
            assert answers[0] == answers[1], line
    assert dropped > 0  # there were strings to leave out


def test_a_word_seen_before_keeps_its_features_in_a_new_neighbourhood() -> None:
    """The cache is keyed by the word alone: the same word next to other words or in another language."""
    first = line_features(["Herr", "Quellmalz", "kam"], "de", False)
    again = line_features(["Quellmalz", "."], "de", True)
    other = line_features(["Herr", "Quellmalz", "kam"], "pt", False)
    assert first == reference_line_features(["Herr", "Quellmalz", "kam"], "de", False)
    assert again == reference_line_features(["Quellmalz", "."], "de", True)
    assert other == reference_line_features(["Herr", "Quellmalz", "kam"], "pt", False)
    assert "1:edge" in again[1] and "-1:edge" in first[0] and "start=True" in again[0]


def test_every_number_of_two_digits_or_more_has_the_features_of_every_other() -> None:
    for number in ("12", "0042", "99999999999", "١٢٣", "２３"):
        assert tagger_module.same_features(number) == "00"
        assert word_features(number, "de") == word_features("00", "de") == ("num", "shape=d")
    for word in ("7", "a1", "Müller", "²³", "."):  # one digit, a word, a superscript: each its own
        assert tagger_module.same_features(word) == word


def test_zipf_is_the_same_cached_or_not() -> None:
    for word in ("Ihnen", "ihnen", "Straße", "Quellmalz", "the"):
        for language in ("de", "en", "xx"):
            assert zipf(word, language) == zipf.__wrapped__(word, language)
    assert zipf("Ihnen", "de") > 4 and zipf("Quellmalz", "de") == 0.0


SAMPLES = [
    ("de", "Mietvertrag\n\nzwischen Frau Johanna Kellermann, Lindenallee 14, 50667 Köln,\nund Herrn Dr. Ansgar "
     "Vielhauer.\n\n§ 1 Mietsache\nDie Vermieterin überlässt dem Mieter die Wohnung.\n\nMit freundlichen Grüßen\n"
     "Kellermann\n"),
    ("de", "Tatbestand\nDer Zeuge Quirin Habermehl sagte aus, er habe den Wagen in der Gartenstraße 7 gesehen.\n"
     "Gründe\nDie Revision ist begründet.\nWald   Brandhorst\nLenz-Warnecke   Th. Wolke\n"),
    ("en", "Contact our data protection officer, Priya Ramaswamy, at privacy@example.org or +44 20 7946 0958.\n"),
    ("es", "Paciente: Remedios Quintanilla Ortega, de 54 años, domiciliada en Calle del Olmo 23, 3ºB, Zaragoza.\n"
     "Médico: Dr. Faustino Arrieta.\n"),
    ("pt", "Relator: Desembargador JOAQUIM PEIXOTO DE ALBUQUERQUE\nAPELANTE: Rosângela Figueiredo Brandão\n"),
]  # fmt: skip


@pytest.mark.parametrize(("language", "text"), SAMPLES)
def test_anonymizing_is_unchanged_by_the_fast_features(
    language: str, text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = anonymize(text, language)
    monkeypatch.setattr(tagger_module, "line_features", reference_line_features)
    monkeypatch.setattr(tagger_module.Tagger, "known_features", lambda self: None)  # every feature string, as trained
    slow = anonymize(text, language)
    assert (fast.text, fast.counts, fast.spans) == (slow.text, slow.counts, slow.spans)
    assert "[PERSON_1]" in fast.text  # the tagger and the rules did run on it


@pytest.mark.parametrize(
    "line",
    [
        "Mit freundlichen Grüßen",
        "Mit freundlichen Grüßen ,. \t",
        "gez. .",
        "i. A.",
        "i.A.",
        "Hochachtungsvoll",
        "Kind regards,",
        "Atenciosamente.",
        "Die Grüße kamen an, wie vereinbart wurde, und dann lange Zeit nichts mehr.",
        "Wir senden Ihnen herzliche Grüße und bitten um Rückruf",
        "x" * 200 + " Im Auftrag",
        "",
        " ,.",
    ],
)
def test_a_closing_line_is_found_as_by_the_full_search(line: str) -> None:
    assert tagger_module._closes(line) == (tagger_module.CLOSING.search(line) is not None)


def test_the_highest_frequency_elsewhere_is_the_highest_of_the_others() -> None:
    for word in ("Ihnen", "the", "Quellmalz", "São", "Straße", "casa"):
        for language in ("de", "en", "es", "fr", "it", "pt", "xx"):
            others = [zipf(word, other) for other in ("de", "en", "es", "fr", "it", "pt") if other != language]
            assert zipf_elsewhere(word, language) == max(others)

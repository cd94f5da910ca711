"""Categories of misreading a reader would meet (issue 23, second table), each with sentences written for these
tests, both ways: sentences the rule must read, and sentences it must leave as they were (or say nothing of).

1. A duty inside a "dass"/"that" clause after a notice verb of the writer ("Ich weise Sie darauf hin, dass …",
   "Please note that …"): the clause is what the writer states; German subordinate order ("dass Sie … verpflichtet
   sind") is read like main-clause order.
2. The statements kept for a clause: those a reader can be told (a party and an action) take the places first; a
   statement with neither never pushes one out. Those kept are said in the text's order.
"""

from __future__ import annotations

import pytest

from app.analysis.statements import MAX_STATEMENTS, read_clause, read_sentence
from app.explain.offline import offline_clause

LETTER = "authority_letter"
RENT = "rental_contract"
SHOP = "terms_and_conditions"


def _read(sentence: str, language: str, category: str = LETTER) -> tuple[str | None, str, str | None] | None:
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)


# --- 1. A notice verb with "dass"/"that": the clause after it is read, in main-clause order.
@pytest.mark.parametrize(
    ("language", "sentence", "category", "expected"),
    [
        (
            "de",
            "Ich weise Sie darauf hin, dass Sie verpflichtet sind, jeden Umzug unverzüglich mitzuteilen.",
            LETTER,
            ("you", "must", "notify"),
        ),
        (
            "de",
            "Wir weisen Sie darauf hin, dass Sie nach dem Gesetz verpflichtet sind, jede neue Arbeit sofort zu melden.",
            LETTER,
            ("you", "must", "notify"),
        ),
        (
            "de",
            "Wir machen Sie darauf aufmerksam, dass Sie die Unterlagen bis Monatsende vorlegen müssen.",
            LETTER,
            ("you", "must", "submit_documents"),
        ),
        (
            "de",
            "Bitte beachten Sie, dass Sie jede Änderung Ihrer Anschrift umgehend mitteilen müssen.",
            LETTER,
            ("you", "must", "notify"),
        ),
        (
            "de",
            "Hiermit weisen wir darauf hin, dass Sie nicht verpflichtet sind, weitere Nachweise vorzulegen.",
            LETTER,
            ("you", "not_obliged", "submit_documents"),
        ),
        (
            "de",
            "Wir weisen darauf hin, dass der Mieter die Nebenkosten monatlich zahlen muss.",
            RENT,
            ("tenant", "must", "pay"),
        ),
        (
            "de",
            "Bitte beachten Sie, dass keine Partei den Vertrag im ersten Jahr kündigen darf.",
            RENT,
            ("parties", "must_not", "give_notice"),
        ),
        (
            "en",
            "Please note that you are required to tell us about any change in your income without delay.",
            LETTER,
            ("you", "must", "notify"),
        ),
        (
            "en",
            "We remind you that you must submit the signed forms by the end of the month.",
            LETTER,
            ("you", "must", "submit_documents"),
        ),
        (
            "en",
            "Please be aware that you must inform the office of every new job at once.",
            LETTER,
            ("you", "must", "notify"),
        ),
        (
            "en",
            "Please note that we may suspend your account if you break these rules.",
            SHOP,
            ("provider", "may", None),
        ),
    ],
)
def test_a_duty_after_a_notice_verb_is_the_statement(
    language: str, sentence: str, category: str, expected: tuple[str, str, str | None]
) -> None:
    found = _read(sentence, language, category)
    assert found is not None and found[:2] == expected[:2], found
    if expected[2] is not None:
        assert found[2] == expected[2], found


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        (
            "de",
            "Ich weise Sie darauf hin, dass Sie verpflichtet sind, jede Änderung Ihres Einkommens sofort mitzuteilen.",
        ),
        ("de", "Bitte beachten Sie, dass Sie jede Änderung unverzüglich mitteilen müssen."),
        ("en", "Please note that you are required to report any change in your income without delay."),
    ],
)
def test_the_notice_keeps_when_the_duty_is_due(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, LETTER)
    assert found is not None and found.party == "you" and found.action == "notify"
    assert "promptly" in found.details, found


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        # Not a notice of the writer: a question whether a duty exists, a duty someone else claims.
        ("de", "Wir prüfen, ob Sie verpflichtet sind, die Leistungen zu erstatten."),
        ("en", "The landlord says that you are required to pay the costs."),
        ("en", "We will check whether you are required to repay the benefits."),
        # A notice of a fact, no duty at all.
        ("de", "Ich weise Sie darauf hin, dass Ihr Antrag vollständig ist."),
        # The subject is cut by a clause of its own: its order cannot be turned, nothing is said on a guess.
        ("de", "Ich weise Sie darauf hin, dass Sie, wenn Sie umziehen, verpflichtet sind, dies mitzuteilen."),
    ],
)
def test_no_duty_for_the_reader_without_a_notice_of_one(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, LETTER)
    assert found is None or (found.party, found.modality) != ("you", "must"), found


@pytest.mark.parametrize(
    ("language", "sentence", "expected"),
    [
        # The notice says the reader is free of a duty, or who else is bound: never a duty of the reader.
        ("de", "Wir weisen Sie darauf hin, dass Sie nicht verpflichtet sind, die Kosten zu erstatten.", "not_obliged"),
        ("de", "Bitte beachten Sie, dass der Mieter die Wohnung nicht untervermieten darf.", "must_not"),
        ("en", "Please note that the tenant may not keep pets in the flat.", "must_not"),
    ],
)
def test_a_notice_of_no_duty_or_a_ban_is_not_turned_into_a_duty(language: str, sentence: str, expected: str) -> None:
    found = read_sentence(sentence, language, RENT)
    assert found is not None and found.modality == expected, found


def test_a_german_subordinate_clause_reads_like_its_main_clause() -> None:
    main = read_sentence("Der Mieter muss die Nebenkosten monatlich zahlen.", "de", RENT)
    subordinate = read_sentence(
        "Wir weisen darauf hin, dass der Mieter die Nebenkosten monatlich zahlen muss.", "de", RENT
    )
    assert main is not None and subordinate is not None
    assert (main.party, main.modality, main.action) == (subordinate.party, subordinate.modality, subordinate.action)
    agentless = read_sentence(
        "Wir erinnern Sie daran, dass die Miete bis zum dritten Werktag zu zahlen ist.", "de", RENT
    )
    assert agentless is not None and (agentless.party, agentless.action) == (None, "pay")
    assert "agentless" in agentless.details  # "someone must pay; it does not say who", never the reader on a guess


@pytest.mark.parametrize(
    ("language", "reader", "sentence", "expected"),
    [
        (
            "de",
            "de",
            "Ich weise Sie darauf hin, dass Sie verpflichtet sind, jeden Umzug unverzüglich mitzuteilen.",
            "Sie müssen der Behörde unverzüglich Bescheid geben",
        ),
        (
            "de",
            "en",
            "Ich weise Sie darauf hin, dass Sie verpflichtet sind, jeden Umzug unverzüglich mitzuteilen.",
            "You must let the office know without delay",
        ),
        (
            "en",
            "en",
            "Please note that you are required to tell us about any change in your income without delay.",
            "You must let the office know without delay",
        ),
    ],
)
def test_the_reader_is_told_the_duty(language: str, reader: str, sentence: str, expected: str) -> None:
    said = offline_clause(sentence, reader, None, language, read_clause(sentence, language, category=LETTER), LETTER)
    assert said.translation.startswith(expected), said.translation
    assert "Mitwirkung" not in said.translation and "darauf hin" not in said.translation  # no original words


# --- 2. Places for statements: readable ones first, never one pushed out by a statement with neither.
# Sentences of the clause with a modal word but no party and no action the lexicon knows.
EMPTY_DE = [
    "Das Treppenhaus muss sauber bleiben.",
    "Die Wohnung muss hell bleiben.",
    "Der Hausmeister darf die Heizung regeln.",
    "Das Hotel darf die Zimmer frei vergeben.",
    "Die Hausordnung muss beachtet werden.",
]
EMPTY_EN = [
    "The caretaker may adjust the heating.",
    "The building must stay tidy.",
    "The garden must stay green.",
    "The hall may stay lit at night.",
    "The lift must stay clean.",
]


@pytest.mark.parametrize(
    ("language", "empty", "readable", "expected"),
    [
        ("de", EMPTY_DE, "Der Mieter muss die Miete monatlich zahlen.", ("tenant", "must", "pay")),
        # read by the lexicon (the pets frame needs a positive reading or its own word of a ban, frames.toml)
        ("de", EMPTY_DE, "Der Mieter darf keine Tiere halten.", ("tenant", "must_not", "keep_animals")),
        ("en", EMPTY_EN, "The tenant must pay the rent every month.", ("tenant", "must", "pay")),
    ],
)
def test_a_readable_statement_is_never_pushed_out_by_empty_ones(
    language: str, empty: list[str], readable: str, expected: tuple[str, str, str]
) -> None:
    for sentence in empty:
        found = read_sentence(sentence, language, RENT)
        assert found is not None and found.party is None and found.action is None, (sentence, found)
    clause = " ".join([*empty, readable])
    found = read_clause(clause, language, category=RENT)
    assert len(found) == MAX_STATEMENTS
    assert (found[-1].party, found[-1].modality, found[-1].action) == expected, found
    assert clause[found[-1].start : found[-1].end] == readable
    assert sum(x.party is None and x.action is None for x in found) == MAX_STATEMENTS - 1  # one empty one left out


def test_readable_statements_take_the_places_first_and_stay_in_the_texts_order() -> None:
    clause = " ".join(
        [
            EMPTY_DE[0],
            "Die Kaution ist bei Auszug zurückzuzahlen.",  # an action, no party: said as "someone must"
            EMPTY_DE[1],
            "Der Vermieter muss Schäden an der Heizung reparieren.",
            EMPTY_DE[2],
            "Der Mieter muss die Miete monatlich zahlen.",
        ]
    )
    found = read_clause(clause, "de", category=RENT)
    # Six statements, four places: the two readable ones and the one with an action keep theirs, of the three with
    # neither only the first; in the text's order.
    assert [(x.party, x.action) for x in found] == [
        (None, None),
        (None, "repay"),
        ("landlord", "repair"),
        ("tenant", "pay"),
    ]
    assert clause[found[0].start : found[0].end] == EMPTY_DE[0]


def test_a_clause_of_readable_statements_keeps_the_first_ones() -> None:
    sentences = [
        "Der Mieter muss die Miete monatlich zahlen.",
        "Der Mieter darf keine Tiere halten.",
        "Der Vermieter muss Schäden an der Heizung reparieren.",
        "Der Mieter darf die Wohnung nicht untervermieten.",
        "Der Mieter muss die Schlüssel bei Auszug zurückgeben.",
    ]
    found = read_clause(" ".join(sentences), "de", category=RENT)
    assert [x.party for x in found] == ["tenant", "tenant", "landlord", "tenant"]
    assert len(found) == MAX_STATEMENTS  # the fifth, also readable, waits its turn: the text's order decides


def test_the_explanation_says_the_duty_behind_empty_sentences() -> None:
    clause = " ".join([*EMPTY_DE, "Der Mieter muss die Miete monatlich zahlen."])
    said = offline_clause(clause, "en", None, "de", read_clause(clause, "de", category=RENT), RENT)
    assert "The tenant must pay" in said.translation, said.translation

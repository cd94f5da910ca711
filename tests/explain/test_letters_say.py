"""What a letter asks or announces and a tax assessment's table rows, said to the reader (app/explain/letters_say.py)
from the ``[say]`` table of letters.toml in six languages: only what the text marks (a rate with its base, "each
month" and "up to" where the letter says so), a row only where its label is known, a sum left over as a refund where
it is less than 0 and as a payment (with its date where a sentence asks to pay that sum by then) where it is more.
The letters are our own (tests/fixtures/letters/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.letter_kind import letter_markers
from app.analysis.tax import ROW_CLASSES
from app.config import LANGUAGES, Settings
from app.explain.letters_say import say_letter_clause
from app.explain.offline import explain_offline
from app.language import parse_language
from app.locales import optional_toml, placeholders
from app.models import DocumentInput, Text
from app.prepare.run import prepare

LETTERS = Path(__file__).resolve().parents[1] / "fixtures" / "letters"
SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def _say(language: str) -> dict[str, object]:
    table = optional_toml(language, "letters").get("say", {})
    assert isinstance(table, dict)
    return table


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_all_english_says_with_the_same_placeholders(language: str) -> None:
    english, own = _say("en"), _say(language)
    for key, template in english.items():
        if isinstance(template, dict):
            assert set(own.get(key, {})) == set(template), (language, key)  # type: ignore[arg-type]
            continue
        assert isinstance(own.get(key), str), (language, key)
        assert placeholders(str(own[key])) == placeholders(str(template)), (language, key)


def test_every_key_the_analysis_can_find_has_words() -> None:
    say = _say("en")
    assert set(letter_markers("references.numbers")) == set(say["numbers"])  # type: ignore[arg-type]
    assert set(letter_markers("tax_columns")) == set(say["columns"])  # type: ignore[arg-type]
    labelled = {label for label, role in ROW_CLASSES.items() if role in ("paid", "basis")}
    assert labelled == set(say["labels"])  # type: ignore[arg-type]


def _lines(text: str, language: str, category: str = "tax_assessment") -> list[str]:
    said = say_letter_clause(text, language, category, text)
    return [] if said is None else [*said.lines, *said.after]


# (table, English, German): a sum left over that is less than 0 is a refund; one more than 0 is to pay, with the
# date a sentence asks to pay that sum by; a label the lexicon does not know is not said.
TABLES = [
    (
        "Einkommensteuer: bereits gezahlt 3.000,00 EUR, verbleibender Betrag -250,00 EUR",
        ["Paid already: income tax €3,000.00.", "To be refunded to you: income tax €250.00."],
        ["Bereits gezahlt: Einkommensteuer 3.000,00\xa0€.", "Wird Ihnen erstattet: Einkommensteuer 250,00\xa0€."],
    ),
    (
        "verbleibender Betrag   250,00 EUR\n\nBitte zahlen Sie den Betrag von 250,00 EUR bis zum 15.03.2027.",
        ["Still to pay: €250.00, to be paid by Monday, 15 March 2027."],
        ["Noch zu zahlen: 250,00\xa0€, zu zahlen bis Montag, 15.03.2027."],
    ),
    (
        "verbleibender Betrag   250,00 EUR\n\nDer Betrag von 250,00 EUR wurde am 15.03.2027 gebucht.",
        ["Still to pay: €250.00."],
        ["Noch zu zahlen: 250,00\xa0€."],
    ),
    (
        "Festgesetzt werden: Einkommensteuer 2.100,00 EUR, Solidaritätszuschlag 0,00 EUR\n"
        "Zinsen zur Einkommensteuer 12,00 EUR",
        ["Tax set: income tax €2,100.00; solidarity surcharge €0.00."],
        ["Festgesetzte Steuer: Einkommensteuer 2.100,00\xa0€; Solidaritätszuschlag 0,00\xa0€."],
    ),
    (
        "verbleibende Beträge   0,00 EUR",
        ["Nothing is left to pay and nothing is refunded."],
        ["Es bleibt nichts zu zahlen und nichts wird erstattet."],
    ),
    ("Verspätungszuschlag 50,00 EUR", [], []),
    ("Die Erstattung beträgt 412,00 EUR.", [], []),
]


@pytest.mark.parametrize(("text", "english", "german"), TABLES)
def test_a_tax_tables_rows_in_plain_words(text: str, english: list[str], german: list[str]) -> None:
    assert [line.replace("\u202f", "\xa0") for line in _lines(text, "en")] == english
    assert [line.replace("\u202f", "\xa0") for line in _lines(text, "de")] == german


SET_OFF_IF = (
    "Sollte ein Erstattungsbetrag festgesetzt werden, kann dieser nach § 43 SGB II mit laufenden Leistungen in Höhe "
    "von 10 % des maßgebenden Regelbedarfs monatlich aufgerechnet werden."
)
SET_OFF_WILL = (
    "Die Forderung wird mit Ihren laufenden Leistungen in Höhe von bis zu 30 Prozent des Regelbedarfs aufgerechnet."
)
SET_OFF_NO_RATE = "Wenn Sie nicht in Raten zahlen, kann die Forderung mit laufenden Leistungen aufgerechnet werden."


@pytest.mark.parametrize(
    ("text", "english"),
    [
        (
            SET_OFF_IF,
            [
                "If an amount for you to pay back is set, it may be set off against your ongoing benefits: it is then "
                "kept back from them.",
                "The letter names how much is kept back: 10% of the standard benefit (Regelbedarf) each month.",
            ],
        ),
        (
            SET_OFF_WILL,
            [
                "An amount you owe will be set off against your ongoing benefits: it is then kept back from them.",
                "The letter names how much is kept back: up to 30% of the standard benefit (Regelbedarf).",
            ],
        ),
    ],
)
def test_a_set_off_is_said_with_only_what_the_letter_marks(text: str, english: list[str]) -> None:
    # Who sets off is not said: the sentence is passive and names no one.
    said = say_letter_clause(text, "en", "authority_letter")
    assert said is not None and said.whole
    assert list(said.lines) == english
    assert said.why.startswith("With a set-off you do not pay the amount in yourself")


def test_a_set_off_without_a_rate_keeps_what_the_statements_say_and_gets_its_reason() -> None:
    said = say_letter_clause(SET_OFF_NO_RATE, "en", "authority_letter")
    assert said is not None and not said.whole and said.lines == () and said.after == ()
    merged = said.merge("Under the clause, someone may set off own claims.", "Changes must be reported.")
    assert merged[0] == "Under the clause, someone may set off own claims."
    assert merged[1].startswith("With a set-off you do not pay the amount in yourself")


def test_a_set_off_is_read_only_in_an_authoritys_letter() -> None:
    assert say_letter_clause(SET_OFF_IF, "en", "rental_contract") is None


def test_a_number_to_give_is_a_plain_line_after_what_else_the_clause_says() -> None:
    text = "Bitte zahlen Sie bis zum 15.06.2027. Geben Sie bei der Überweisung das Aktenzeichen an."
    said = say_letter_clause(text, "en", "authority_letter")
    assert said is not None and not said.whole
    assert said.after == ("When you pay, give the file reference with the payment.",)
    merged, _ = said.merge("You must pay.", "This is a duty for you.")
    assert merged == "You must pay. When you pay, give the file reference with the payment."


def _explained(path: Path, language: str) -> dict[str, str]:
    text = path.read_text(encoding="utf-8")
    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(text)), Settings())
    result = explain_offline(doc)
    return {cid: f"{c.translation} || {c.explanation}" for cid, c in result.clauses.items()}


def test_the_hearing_letters_set_off_says_what_the_letter_will_do_not_the_benefits_stock_text() -> None:
    english = _explained(SAMPLES / "behoerdenbrief.txt", "en")
    set_off = next(t for t in english.values() if "set off against your ongoing benefits" in t)
    assert "10% of the standard benefit (Regelbedarf) each month" in set_off
    assert "Changes in income or household" not in set_off
    assert any(t.startswith("When you write or call about this letter, give your BG number") for t in english.values())


def test_the_tax_assessments_table_in_english_and_german() -> None:
    english = " ".join(_explained(SAMPLES / "steuerbescheid.txt", "en").values())
    assert (
        "Still to pay: income tax €846.00; church tax €67.68; in all €913.68, to be paid by Thursday, 17 September "
        "2026." in english
    )
    assert "Withheld from wages: income tax €12,870.00; church tax €1,029.60." in english
    assert "Taxable income: €65,916.00." in english
    german = " ".join(_explained(SAMPLES / "steuerbescheid.txt", "de").values()).replace("\xa0", " ")
    assert (
        "Festgesetzte Steuer: Einkommensteuer 14.316,00 €; Solidaritätszuschlag 0,00 €; Kirchensteuer 1.145,28 €."
        in german
    )
    assert "Gross" not in german and "Noch zu zahlen: Einkommensteuer 846,00 €; Kirchensteuer 67,68 €" in german


def test_a_refund_is_said_as_one_and_the_unknown_row_is_left_out() -> None:
    clauses = _explained(LETTERS / "steuer_erstattung.txt", "en")
    said = " ".join(clauses.values())
    assert "To be refunded to you: income tax €770.00." in said
    assert "Still to pay" not in said
    assert not any(line.startswith("Interest") for line in said.split(". "))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", ["steuer_nachzahlung.txt", "aufrechnung.txt", "unterlagen.txt"])
def test_our_letters_are_said_in_every_language(name: str, language: str) -> None:
    text = (LETTERS / name).read_text(encoding="utf-8")
    category = "tax_assessment" if name.startswith("steuer") else "authority_letter"
    said = say_letter_clause(text, language, category, text)
    assert said is not None and all(line.strip() for line in (*said.lines, *said.after))
    english = say_letter_clause(text, "en", category, text)
    assert english is not None and len(said.lines) == len(english.lines) and len(said.after) == len(english.after)

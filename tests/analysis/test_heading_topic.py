"""Issue 23: a topic the heading names is said of a clause only where the clause's own words bear it out.

A heading stands over clauses of several kinds, is carried over from an earlier section, or names two topics at
once; a wrong topic in the lead is a wrong statement, no topic is merely missing. Sentences written for these tests.
"""

from __future__ import annotations

import pytest

from app.analysis.topics import heading_topic, own_words_name, topic_of

EMPLOYMENT = "employment_contract"
TERMS = "terms_and_conditions"


@pytest.mark.parametrize(
    ("title", "text", "category", "topic"),
    [
        ("Urlaub", "Der Arbeitnehmer erhält einen Urlaub von 28 Arbeitstagen im Kalenderjahr.", EMPLOYMENT, "holiday"),
        (
            "Lieferung",
            "Die Lieferung erfolgt innerhalb von fünf Werktagen an die vom Kunden genannte Adresse.",
            TERMS,
            "delivery",
        ),
        (
            "Holiday",
            "The employee is entitled to 25 days of paid holiday in each calendar year.",
            EMPLOYMENT,
            "holiday",
        ),
    ],
)
def test_a_heading_topic_the_clause_bears_out_is_named(title: str, text: str, category: str, topic: str) -> None:
    assert heading_topic(title, text, category) == topic


@pytest.mark.parametrize(
    ("title", "text", "category"),
    [
        # a heading carried over from an earlier section: the clause speaks of paying, not of the terms' scope
        (
            "Zusätzliche Allgemeine Geschäftsbedingungen",
            "Die Zahlung erfolgt wahlweise per Rechnung, Kreditkarte oder Vorkasse.",
            TERMS,
        ),
        # the heading names the work; the clause is a secrecy duty
        (
            "Dienstpflichten",
            "Der Arbeitnehmer hat über alle Betriebsgeheimnisse Stillschweigen zu bewahren, auch nach dem Ende des "
            "Arbeitsverhältnisses.",
            EMPLOYMENT,
        ),
        # the heading names the job; the clause asks for a certificate of good conduct and names no work
        (
            "Aufgabenbereich",
            "Der Arbeitgeber kann die Vorlage eines polizeilichen Führungszeugnisses verlangen.",
            EMPLOYMENT,
        ),
        # a heading naming two topics over a clause that is about one of them only
        (
            "Gewährleistung und Haftung",
            "Für Schäden aus der Verletzung des Lebens haften wir unbeschränkt; im Übrigen haften wir nur bei Vorsatz.",
            TERMS,
        ),
        # a question is no heading of a topic
        ("Wie lange dauert die Lieferung?", "Die Lieferung dauert zwei bis vier Werktage.", TERMS),
        # a heading naming the term of the contract over a clause on the written form of a notice
        ("Kündigung", "Alle Erklärungen bedürfen der Schriftform; eine E-Mail genügt nicht.", EMPLOYMENT),
    ],
)
def test_a_heading_topic_the_clause_does_not_bear_out_is_not_named(title: str, text: str, category: str) -> None:
    assert heading_topic(title, text, category) is None


def test_a_keyword_inside_a_compound_of_another_topic_does_not_bear_the_heading_out() -> None:
    """ "Urlaubsgeld" is pay, not holiday: under "Urlaub", a clause on holiday pay alone names no holiday."""
    text = "Das Urlaubsgeld wird mit dem Gehalt für Juni ausgezahlt und beträgt ein halbes Monatsgehalt."
    assert heading_topic("Urlaub", text, EMPLOYMENT) is None


def test_the_heading_line_of_the_clause_itself_is_no_evidence() -> None:
    """The clause's own words, its heading line left out: the heading cannot bear itself out."""
    text = "§ 7 Urlaub\nDer Arbeitgeber kann die Vorlage eines polizeilichen Führungszeugnisses verlangen."
    assert heading_topic("Urlaub", text, EMPLOYMENT) is None


def test_a_topic_whose_words_come_only_after_the_first_sentence_is_not_said() -> None:
    """The subject stands first; ending the contract named only in a later sentence is the case of a payment."""
    text = (
        "Weihnachtsgeld wird als freiwillige Leistung gezahlt. Kündigt der Arbeitnehmer vor dem 31. März, entfällt "
        "es; bei einer Kündigung durch den Arbeitgeber nach Ablauf der Kündigungsfrist bleibt es."
    )
    assert topic_of(text, None, EMPLOYMENT) == "notice"  # the keywords alone would say so
    assert not own_words_name(text, "notice", EMPLOYMENT)
    first = (
        "Das Arbeitsverhältnis kann mit einer Kündigungsfrist von vier Wochen gekündigt werden. Die Kündigung bedarf "
        "der Schriftform."
    )
    assert own_words_name(first, "notice", EMPLOYMENT)


def test_the_clauses_own_heading_line_bears_a_topic_its_words_name_later() -> None:
    """ "5 Urlaub" over a clause whose first sentence names the holiday only in a compound ("Jahresurlaub")."""
    body = (
        "Der Arbeitnehmer hat einen Jahresurlaub von 30 Arbeitstagen. Der Urlaub über den gesetzlichen Mindesturlaub "
        "hinaus verfällt am Jahresende. Eine Übertragung des Urlaubs findet nur aus dringenden Gründen statt."
    )
    assert own_words_name(f"5 Urlaub\n{body}", "holiday", EMPLOYMENT)
    assert not own_words_name(body, "holiday", EMPLOYMENT)


@pytest.mark.parametrize(
    "text",
    [
        # A retention of title under the section on orders: "Bestellung" names the heading's topic, the clause is
        # about who owns the goods.
        "4.1 Die gelieferte Ware bleibt bis zur vollständigen Bezahlung des Kaufpreises unser Eigentum. Wird die "
        "Bestellung nicht bezahlt, gilt der Kaufvertrag als aufgehoben.",
        # A withdrawal procedure under the same heading.
        "4.3 Möchten Sie eine Bestellung widerrufen, senden Sie die Ware innerhalb von 14 Tagen an uns zurück; wir "
        "erstatten den Kaufpreis der Bestellung innerhalb von 14 Tagen.",
    ],
)
def test_a_shops_heading_topic_the_clauses_own_words_contradict_is_not_named(text: str) -> None:
    assert heading_topic("4. Bestellungen", text, "terms_and_conditions") is None


def test_a_shops_heading_topic_the_clauses_own_words_bear_out_is_still_named() -> None:
    text = (
        "4.2 Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot zum Abschluss eines Kaufvertrags ab. "
        "Wir bestätigen den Eingang Ihrer Bestellung per E-Mail."
    )
    assert heading_topic("4. Bestellungen", text, "terms_and_conditions") == "contract_formation"

"""Issue 23: what documents in French, Spanish, Italian and Portuguese say, in all six reader languages, from locale data
only: costs a party bears ("a cargo de", "à la charge de", "a carico di", "por conta de"), costs a clause divides
between the parties, pay and paid holiday a party receives, works allowed only with consent; and clauses whose marks
do not hold say none of it.

Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from app.explain.offline import offline_clause
from app.explain.say import say_statement

LEASE = "rental_contract"
JOB = "employment_contract"

COSTS_ES = "Los gastos de comunidad serán a cargo del arrendador."
# Without its amount (with it, the salary frame of French documents says the sum: r30).
PAY_FR = "Le salarié percevra une rémunération mensuelle brute fixée par la convention collective."
HOLIDAY_IT = "Il lavoratore godrà di quattro settimane di ferie retribuite."
WORKS_PT = "O arrendatário não pode fazer obras no locado sem autorização escrita do senhorio."


@pytest.mark.parametrize(
    ("sentence", "document", "category", "language", "expected"),
    [
        (COSTS_ES, "es", LEASE, "en", "The landlord bears the costs the clause names."),
        (COSTS_ES, "es", LEASE, "de", "Der Vermieter trägt die Kosten, die die Klausel nennt."),
        (PAY_FR, "fr", JOB, "en", "The employee receives the pay the clause names."),
        (PAY_FR, "fr", JOB, "de", "Der Arbeitnehmer erhält die Vergütung, die die Klausel nennt."),
        (PAY_FR, "fr", JOB, "fr", "Le salarié perçoit la rémunération que la clause indique."),
        (PAY_FR, "fr", JOB, "es", "El trabajador percibe la retribución que indica la cláusula."),
        (PAY_FR, "fr", JOB, "it", "Il lavoratore percepisce la retribuzione indicata dalla clausola."),
        (PAY_FR, "fr", JOB, "pt", "O trabalhador recebe a retribuição que a cláusula indica."),
        (HOLIDAY_IT, "it", JOB, "en", "The employee gets the paid holiday the clause names."),
        (HOLIDAY_IT, "it", JOB, "de", "Der Arbeitnehmer bekommt den bezahlten Urlaub, den die Klausel nennt."),
        (HOLIDAY_IT, "it", JOB, "fr", "Le salarié bénéficie des congés payés que la clause indique."),
        (HOLIDAY_IT, "it", JOB, "es", "El trabajador disfruta de las vacaciones retribuidas que indica la cláusula."),
        (HOLIDAY_IT, "it", JOB, "it", "Il lavoratore ha diritto alle ferie retribuite indicate dalla clausola."),
        (HOLIDAY_IT, "it", JOB, "pt", "O trabalhador goza as férias pagas que a cláusula indica."),
        (WORKS_PT, "pt", LEASE, "en", "The tenant may make changes only under the conditions the clause names."),
    ],
)
def test_the_statement_is_said_in_each_reader_language(
    sentence: str, document: str, category: str, language: str, expected: str
) -> None:
    statement = read_sentence(sentence, document, category)
    assert statement is not None
    assert say_statement(statement, sentence, language, document, category) == expected


SHARED = (
    "Artículo 6. Gastos. Los gastos de comunidad serán a cargo del arrendador. "
    "Los consumos de agua y luz serán por cuenta de la arrendataria."
)


@pytest.mark.parametrize(
    ("language", "line", "why"),
    [
        (
            "en",
            "The landlord bears some of the costs the clause names; it puts the others on the other side.",
            "This applies to both sides.",
        ),
        (
            "de",
            "Der Vermieter trägt einen Teil der Kosten, die die Klausel nennt; die übrigen legt sie der anderen Seite "
            "auf.",
            "Das gilt für beide Seiten.",
        ),
    ],
)
def test_costs_divided_between_the_parties_are_said_as_a_share(language: str, line: str, why: str) -> None:
    said = offline_clause(SHARED, language, "costs", "es", category=LEASE)
    assert said.translation.startswith(line), said.translation
    assert said.explanation == why


def test_costs_of_the_reader_alone_are_said_as_the_readers_cost() -> None:
    said = offline_clause(
        "Artículo 6. Los gastos de comunidad serán a cargo de la arrendataria.", "en", "costs", "es", category=LEASE
    )
    assert said.translation.startswith("The tenant bears the costs the clause names."), said.translation
    assert "The cost here falls on you." in said.explanation


@pytest.mark.parametrize(
    ("clause", "document", "category"),
    [
        ("Artículo 6. Los gastos de comunidad no serán a cargo de la arrendataria.", "es", LEASE),
        ("Art. 5. I costi dei danni provocati dal conduttore sono a carico dell'assicurazione.", "it", LEASE),
        ("Article 4. Le salarié ne percevra aucune rémunération pendant le congé sans solde.", "fr", JOB),
    ],
)
def test_no_party_is_said_where_the_marks_do_not_hold(clause: str, document: str, category: str) -> None:
    said = offline_clause(clause, "en", None, document, category=category).translation
    for wrong in ("bears the costs", "receives the pay", "The tenant bears", "The employee receives"):
        assert wrong not in said, said

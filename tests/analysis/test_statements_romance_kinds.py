"""Issue 23: the statement kinds German and English have, in Spanish, French, Italian and Portuguese; and a contractual
penalty in every language.

- a form field left blank states nothing; the same sentence with its value is read;
- a passive without its agent stays unsaid and never makes the receiver the payer; with the agent named, the agent;
- a payment tied to a case is said with its condition, and the case's period is not the time to pay; a payment not
  tied to one keeps no condition;
- a voluntary payment is no duty;
- a contractual penalty is owed only on a breach: said with its condition where the clause names the case, never
  as a bare "must pay".

Sentences written for these tests, read both ways: what must be said, and what must not.
"""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause
from app.explain.offline import offline_clause

EMPLOYMENT = "employment_contract"
RENTAL = "rental_contract"
PAYMENTS = ("pay", "repay", "repay_training_costs", "pay_penalty")


def _read(text: str, language: str, category: str) -> list[tuple[str | None, str, str | None, bool]]:
    return [(x.party, x.modality, x.action, x.condition) for x in read_clause(text, language, [], [], category)]


@pytest.mark.parametrize(
    ("blank", "filled", "language"),
    [
        (
            "El inquilino debe pagar una renta mensual de ____ euros.",
            "El inquilino debe pagar una renta mensual de 800 euros.",
            "es",
        ),
        (
            "Le locataire doit payer un loyer mensuel de ...... euros.",
            "Le locataire doit payer un loyer mensuel de 800 euros.",
            "fr",
        ),
        (
            "Il conduttore deve pagare un canone mensile di euro ______.",
            "Il conduttore deve pagare un canone mensile di euro 800.",
            "it",
        ),
        (
            "O inquilino deve pagar uma renda mensal de … euros.",
            "O inquilino deve pagar uma renda mensal de 800 euros.",
            "pt",
        ),
    ],
)
def test_a_blank_field_states_nothing_and_its_filled_twin_is_read(blank: str, filled: str, language: str) -> None:
    assert _read(blank, language, RENTAL) == []
    assert _read(filled, language, RENTAL) == [("tenant", "must", "pay", False)]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("El salario debe ser pagado al trabajador al final del mes.", "es"),
        ("Al trabajador se le pagará el salario el último día hábil del mes.", "es"),
        ("Le salaire doit être versé au salarié à la fin du mois.", "fr"),
        ("Il sera versé au salarié une prime annuelle.", "fr"),
        ("La retribuzione deve essere pagata al lavoratore alla fine del mese.", "it"),
        ("Al lavoratore verranno rimborsate le spese di viaggio.", "it"),
        ("O salário deve ser pago ao trabalhador no final do mês.", "pt"),
        ("Ao trabalhador serão reembolsadas as despesas de viagem.", "pt"),
    ],
)
def test_a_passive_without_its_agent_never_makes_the_receiver_the_payer(text: str, language: str) -> None:
    for party, _modality, _action, _condition in _read(text, language, EMPLOYMENT):
        assert party is None
    said = offline_clause(text, "en", None, language, None, EMPLOYMENT).translation
    assert "The employee must" not in said
    assert "The employee will" not in said


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("El salario debe ser pagado por el empleador al final del mes.", "es"),
        ("La retribuzione deve essere pagata dal datore di lavoro alla fine del mese.", "it"),
    ],
)
def test_a_passive_with_its_agent_named_binds_the_agent(text: str, language: str) -> None:
    assert [x[0] for x in _read(text, language, EMPLOYMENT)] == ["employer"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "El empleador asume los costes de la formación. En caso de dimisión antes de dos años, se aplica lo "
            "siguiente: el trabajador debe reembolsar los costes.",
            "es",
        ),
        ("Il lavoratore deve rimborsare i costi di formazione in caso di dimissioni entro due anni.", "it"),
        (
            "Il datore di lavoro sostiene i costi della formazione. In caso di dimissioni entro due anni vale quanto "
            "segue: il lavoratore deve rimborsare i costi.",
            "it",
        ),
        (
            "L'employeur prend en charge les frais de formation. En cas de démission avant deux ans, ce qui suit "
            "s'applique : le salarié doit rembourser les frais.",
            "fr",
        ),
        ("Le salarié doit rembourser les frais de formation en cas de démission dans un délai de deux ans.", "fr"),
        (
            "O empregador suporta os custos da formação. No caso de demissão antes de dois anos, aplica-se o "
            "seguinte: o trabalhador deve reembolsar os custos.",
            "pt",
        ),
        ("The employee shall pay back the course fees in case of resignation within one year.", "en"),
        (
            "Der Arbeitnehmer muss die Kosten der Fortbildung im Falle einer Kündigung innerhalb von zwei Jahren "
            "zurückzahlen.",
            "de",
        ),
    ],
)
def test_a_payment_tied_to_a_case_is_said_with_its_condition(text: str, language: str) -> None:
    found = read_clause(text, language, [], [], EMPLOYMENT)
    payments = [x for x in found if x.action in PAYMENTS]
    assert payments
    assert all(x.condition for x in payments)
    # The case's period ("within two years" of resigning) is not the time to pay.
    assert not any(f.kind == "period" for x in payments for f in x.figures)
    said = offline_clause(text, "en", None, language, None, EMPLOYMENT).translation
    assert "within" not in said.split("The clause")[0]


@pytest.mark.parametrize(
    ("text", "language", "party", "action"),
    [
        ("El trabajador debe reembolsar los gastos de viaje no justificados.", "es", "employee", "repay"),
        ("Le salarié doit rembourser les avances reçues.", "fr", "employee", "repay"),
        ("Il conduttore deve pagare il canone ogni mese.", "it", "tenant", "pay"),
        ("O inquilino deve pagar a renda todos os meses.", "pt", "tenant", "pay"),
    ],
)
def test_a_payment_not_tied_to_a_case_keeps_no_condition(text: str, language: str, party: str, action: str) -> None:
    assert _read(text, language, EMPLOYMENT if party == "employee" else RENTAL) == [(party, "must", action, False)]


def test_a_period_to_pay_before_any_condition_is_kept() -> None:
    found = read_clause(
        "The tenant must pay the rent within 14 days if the landlord asks for it.", "en", [], [], RENTAL
    )
    assert [f.text for x in found for f in x.figures if f.kind == "period"] == ["14 days"]


@pytest.mark.parametrize(
    ("voluntary", "duty", "language"),
    [
        (
            "Il datore di lavoro corrisponde una gratifica volontaria a fine anno.",
            "Il datore di lavoro paga la retribuzione entro il 10 del mese.",
            "it",
        ),
    ],
)
def test_a_voluntary_payment_is_no_duty(voluntary: str, duty: str, language: str) -> None:
    assert _read(voluntary, language, EMPLOYMENT) == []
    assert [x[:3] for x in _read(duty, language, EMPLOYMENT)] == [("employer", "does", "pay")]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("El trabajador deberá pagar una penalización de 5.000 euros.", "es"),
        ("Le salarié doit payer une pénalité égale à un mois de salaire.", "fr"),
        ("Il lavoratore deve pagare una penale di 5.000 euro.", "it"),
        ("O trabalhador deve pagar uma penalidade de 5.000 euros.", "pt"),
        ("Der Arbeitnehmer hat eine Vertragsstrafe in Höhe eines Monatsgehalts zu zahlen.", "de"),
        ("Der Arbeitnehmer zahlt eine Vertragsstrafe in Höhe eines Bruttomonatsgehalts.", "de"),
        ("The employee shall pay a contractual penalty of one month's salary.", "en"),
    ],
)
def test_a_penalty_without_the_case_it_is_owed_in_is_not_said(text: str, language: str) -> None:
    assert not [x for x in read_clause(text, language, [], [], EMPLOYMENT) if x.action in PAYMENTS]
    for reader in ("en", "de"):
        said = offline_clause(text, reader, None, language, None, EMPLOYMENT).translation
        for bare in ("The employee must pay", "Der Arbeitnehmer muss", "The employee will pay"):
            assert bare not in said


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Si el trabajador incumple la prohibición de competencia, deberá pagar una penalización de 5.000 euros.",
            "es",
        ),
        (
            "En cas de violation de la clause de non-concurrence, le salarié doit payer une pénalité d'un mois de "
            "salaire.",
            "fr",
        ),
        ("Se il lavoratore viola il patto di non concorrenza, dovrà pagare una penale di 5.000 euro.", "it"),
        (
            "Se o trabalhador violar a obrigação de não concorrência, deve pagar uma penalidade de 5.000 euros.",
            "pt",
        ),
        ("Für jeden Fall der Zuwiderhandlung hat der Arbeitnehmer eine Vertragsstrafe von 5.000 EUR zu zahlen.", "de"),
        (
            "Bei einem Verstoß gegen das Wettbewerbsverbot hat der Arbeitnehmer eine Vertragsstrafe in Höhe eines "
            "Monatsgehalts zu zahlen.",
            "de",
        ),
        ("Por cada infracción, el trabajador deberá pagar una penalización de un mes de salario.", "es"),
        (
            "If the employee breaches the duty of confidentiality, the employee shall pay a contractual penalty of "
            "EUR 5,000.",
            "en",
        ),
    ],
)
def test_a_penalty_for_a_named_breach_is_said_with_its_condition(text: str, language: str) -> None:
    found = read_clause(text, language, [], [], EMPLOYMENT)
    assert [x.action for x in found] == ["pay_penalty"]
    assert all(x.condition for x in found)

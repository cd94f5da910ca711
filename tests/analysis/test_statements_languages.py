"""Issue 23: documents in French, Spanish, Italian and Portuguese read by the same statement categories as German and
English ones, from locale data only (app/locales/<lang>/clause_reader.toml): costs put on a party ("a cargo de", "à la
charge de", "a carico di", "por conta de"), pay and paid holiday a party receives, building works allowed only with
consent, ending a contract ("rompre le contrat"), and conditions ("siempre que", "purché", "desde que", "pourvu
que"); negations, conditions and exceptions respected.

Sentences written for these tests (no corpus text)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause, read_sentence

LEASE = "rental_contract"
JOB = "employment_contract"

Said = tuple[str | None, str, str | None, bool, bool]


def _said(sentence: str, language: str, category: str) -> Said | None:
    found = read_sentence(sentence, language, category)
    if found is None:
        return None
    return (found.party, found.modality, found.action, found.condition, found.exception)


# --- must fire: (party, modality, action, condition, exception) --------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category", "expected"),
    [
        # costs put on a party by the words that name whom they burden
        (
            "Las cuotas de la comunidad serán a cargo del arrendador.",
            "es",
            LEASE,
            ("landlord", "does", "bear_costs", False, False),
        ),
        (
            "Los consumos de luz y agua serán por cuenta del inquilino.",
            "es",
            LEASE,
            ("tenant", "does", "bear_costs", False, False),
        ),
        (
            "Serán a cargo de la arrendataria los gastos de limpieza de la escalera.",
            "es",
            LEASE,
            ("tenant", "does", "bear_costs", False, False),
        ),
        (
            "Sono a carico del conduttore le spese per il riscaldamento.",
            "it",
            LEASE,
            ("tenant", "does", "bear_costs", False, False),
        ),
        (
            "Le imposte di registro sono a carico del locatore, salvo diverso accordo.",
            "it",
            LEASE,
            ("landlord", "does", "bear_costs", False, True),
        ),
        (
            "Les charges de copropriété sont à la charge du bailleur.",
            "fr",
            LEASE,
            ("landlord", "does", "bear_costs", False, False),
        ),
        # the party named before the phrase: whose costs, not who bears them
        (
            "Los gastos causados por el inquilino serán a cargo del arrendador.",
            "es",
            LEASE,
            ("landlord", "does", "bear_costs", False, False),
        ),
        (
            "Les frais d'entretien courant incombent au locataire.",
            "fr",
            LEASE,
            ("tenant", "does", "bear_costs", False, False),
        ),
        (
            "Os custos do gás ficam a cargo do arrendatário.",
            "pt",
            LEASE,
            ("tenant", "does", "bear_costs", False, False),
        ),
        (
            "As despesas de condomínio são por conta do senhorio, desde que sejam ordinárias.",
            "pt",
            LEASE,
            ("landlord", "does", "bear_costs", True, False),
        ),
        # pay and paid holiday a party receives
        (
            "Le salarié perçoit un salaire brut de 2 000 euros par mois.",
            "fr",
            JOB,
            ("employee", "does", "salary", False, False),  # with its amount: the salary frame (r30)
        ),
        (
            "La salariée bénéficiera de vingt-cinq jours de congés payés.",
            "fr",
            JOB,
            ("employee", "does", "get_holiday", False, False),
        ),
        (
            "El trabajador percibirá una retribución de 1.800 euros al mes.",
            "es",
            JOB,
            ("employee", "does", "salary", False, False),  # with its amount: the salary frame (r30)
        ),
        (
            "La trabajadora disfrutará de veintidós días laborables de vacaciones al año.",
            "es",
            JOB,
            ("employee", "does", "get_holiday", False, False),
        ),
        (
            "Il lavoratore riceverà uno stipendio mensile di 1.900 euro.",
            "it",
            JOB,
            ("employee", "does", "receive_pay", False, False),
        ),
        (
            "La lavoratrice godrà di ventisei giorni di ferie retribuite.",
            "it",
            JOB,
            ("employee", "does", "get_holiday", False, False),
        ),
        (
            "O trabalhador receberá uma remuneração base de 1.100 euros.",
            "pt",
            JOB,
            ("employee", "does", "receive_pay", False, False),
        ),
        (
            "O trabalhador gozará de vinte e cinco dias de férias por ano.",
            "pt",
            JOB,
            ("employee", "does", "get_holiday", False, False),
        ),
        # building works allowed only with the other side's consent
        (
            "El inquilino no podrá hacer obras en la vivienda sin permiso escrito del arrendador.",
            "es",
            LEASE,
            ("tenant", "may_only", "make_changes", False, False),
        ),
        (
            "Il conduttore non può eseguire lavori nell'appartamento senza il consenso del locatore.",
            "it",
            LEASE,
            ("tenant", "may_only", "make_changes", False, False),
        ),
        (
            "Le locataire ne peut effectuer aucuns travaux sans l'accord écrit du bailleur.",
            "fr",
            LEASE,
            ("tenant", "may_only", "make_changes", False, False),
        ),
        (
            "O arrendatário não pode fazer obras no locado sem autorização escrita do senhorio.",
            "pt",
            LEASE,
            ("tenant", "may_only", "make_changes", False, False),
        ),
        # ending the contract, with the conditions the text names
        (
            "Chacune des parties peut rompre le contrat pendant la période d'essai.",
            "fr",
            JOB,
            ("parties", "may", "give_notice", False, False),
        ),
        (
            "Le salarié peut rompre le contrat pourvu qu'il respecte un préavis d'un mois.",
            "fr",
            JOB,
            ("employee", "may", "give_notice", True, False),
        ),
        (
            "El arrendatario podrá desistir del contrato siempre y cuando avise con treinta días.",
            "es",
            LEASE,
            ("tenant", "may", "give_notice", True, False),
        ),
        (
            "Il conduttore può recedere dal contratto purché dia sei mesi di preavviso.",
            "it",
            LEASE,
            ("tenant", "may", "give_notice", True, False),
        ),
        (
            "O inquilino pode denunciar o contrato contanto que avise com dois meses de antecedência.",
            "pt",
            LEASE,
            ("tenant", "may", "give_notice", True, False),
        ),
    ],
)
def test_marks_of_these_languages_are_read(sentence: str, language: str, category: str, expected: Said) -> None:
    assert _said(sentence, language, category) == expected


# --- must not fire: nothing said, or nothing with a party ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "language", "category"),
    [
        # a negation in the phrase: the party does not bear them
        ("Los gastos de comunidad no serán a cargo del inquilino.", "es", LEASE),
        ("Le spese straordinarie non sono a carico del conduttore.", "it", LEASE),
        ("Les gros travaux ne sont pas à la charge du locataire.", "fr", LEASE),
        ("As obras de estrutura não ficam a cargo do arrendatário.", "pt", LEASE),
        # the bearer named is no party: the role word before it is not the one who bears the costs
        ("Los gastos causados por el inquilino serán a cargo del seguro.", "es", LEASE),
        ("I costi dei danni provocati dal conduttore sono a carico dell'assicurazione.", "it", LEASE),
        # "a cargo de" without costs: in charge of, no one bears a cost
        ("La gestión de la comunidad estará a cargo del administrador.", "es", LEASE),
        ("La direzione dei lavori è a carico dell'architetto.", "it", LEASE),
        # pay or holiday denied, or in a relative clause
        ("Le salarié ne percevra aucune rémunération pendant le congé sans solde.", "fr", JOB),
        ("Il lavoratore non percepirà alcuna retribuzione durante l'aspettativa.", "it", JOB),
        ("O trabalhador não receberá qualquer remuneração durante a licença.", "pt", JOB),
        # repairs are no changes: a duty to maintain is not a duty to make changes
        ("El arrendador deberá realizar las obras de conservación necesarias.", "es", LEASE),
        ("Le bailleur doit effectuer les travaux d'entretien de l'immeuble.", "fr", LEASE),
    ],
)
def test_no_party_is_said_where_the_marks_do_not_hold(sentence: str, language: str, category: str) -> None:
    found = read_sentence(sentence, language, category)
    assert (
        found is None
        or found.party is None
        or found.action
        not in (
            "bear_costs",
            "receive_pay",
            "get_holiday",
            "make_changes",
        )
    ), found


def test_costs_a_clause_divides_between_the_parties_are_marked_shared() -> None:
    clause = (
        "Los gastos de comunidad serán a cargo del arrendador. "
        "Los consumos de agua y luz serán por cuenta de la arrendataria."
    )
    found = read_clause(clause, "es", category=LEASE)
    assert [(x.party, x.action, "shared" in x.details) for x in found] == [
        ("landlord", "bear_costs", True),
        ("tenant", "bear_costs", True),
    ]


def test_costs_of_one_party_are_not_marked_shared() -> None:
    clause = "Le spese condominiali sono a carico del conduttore. Anche i consumi di gas sono a carico del conduttore."
    found = read_clause(clause, "it", category=LEASE)
    assert [(x.party, x.action, x.details) for x in found] == [
        ("tenant", "bear_costs", []),
        ("tenant", "bear_costs", []),
    ]

"""Who is bound, read from the grammar in six languages: the subject acts, the object is told; a passive names no
doer unless its agent does; a negation before or inside the modal word turns it. Sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_sentence
from app.explain.offline import offline_clause

SHOP = "terms_and_conditions"


def _read(sentence: str, language: str, category: str = SHOP) -> tuple[str | None, str, str | None] | None:
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)


# The provider as the subject, the reader as the object: what the provider does, never a duty of the reader's.
@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Wir informieren Sie rechtzeitig über jede Preisänderung."),
        ("de", "Über jede Preisänderung informieren wir Sie rechtzeitig."),
        ("en", "We notify you of every change of the prices by e-mail."),
        ("es", "Le informaremos de cualquier cambio de los precios."),
        ("fr", "Nous vous informerons de toute modification des tarifs."),
        ("it", "La informiamo di ogni variazione delle tariffe."),
        ("pt", "Informaremos você de qualquer mudança das tarifas."),
    ],
)
def test_we_tell_you_is_what_the_provider_does(language: str, sentence: str) -> None:
    assert _read(sentence, language) == ("provider", "does", "notify")


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Der Anbieter benachrichtigt den Kunden sofort über jede Störung."),
        ("en", "The provider shall notify the customer of every outage."),
        ("es", "El proveedor informará al cliente de cualquier interrupción."),
        ("fr", "Le fournisseur informe le client de toute interruption."),
        ("it", "Il fornitore informa il cliente di ogni interruzione."),
        ("pt", "O fornecedor informará o cliente de qualquer interrupção."),
    ],
)
def test_the_party_named_as_subject_is_bound_not_its_object(language: str, sentence: str) -> None:
    found = _read(sentence, language)
    assert found is not None and found[0] == "provider" and found[2] == "notify", found


# The other way round: the reader (or the customer) as the subject tells the provider.
@pytest.mark.parametrize(
    ("language", "sentence", "party"),
    [
        ("de", "Sie müssen uns jeden Umzug sofort mitteilen.", "you"),
        ("en", "You must notify us of every change of address.", "you"),
        ("es", "El cliente debe informarnos de cualquier cambio de domicilio.", "customer"),
        ("fr", "Vous devez nous informer de tout changement d'adresse.", "you"),
        ("it", "Il cliente deve informarci di ogni cambio di indirizzo.", "customer"),
        ("pt", "O cliente deve informar-nos de qualquer mudança de morada.", "customer"),
    ],
)
def test_the_reader_as_subject_is_bound(language: str, sentence: str, party: str) -> None:
    assert _read(sentence, language) == (party, "must", "notify")


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("es", "No le informaremos de los cambios menores."),
        ("fr", "Nous ne vous informerons pas des changements mineurs."),
        ("it", "Non La informiamo delle variazioni minori."),
    ],
)
def test_what_the_provider_does_not_do_is_not_said_as_done(language: str, sentence: str) -> None:
    assert _read(sentence, language) is None


def test_a_frame_of_the_employees_duty_is_not_said_of_the_employers_sentence() -> None:
    told = "The employer will inform the staff member's family if the employee is sick for more than six weeks."
    found = _read(told, "en", "employment_contract")
    assert found is not None and found[0] == "employer" and found[2] != "sick_report"
    said = offline_clause(told, "de", None, "en", category="employment_contract")
    assert "muss" not in said.translation or "Arbeitnehmer" not in said.translation.split("muss")[0]
    reports = "Der Arbeitnehmer muss dem Arbeitgeber jede Erkrankung sofort mitteilen."
    assert _read(reports, "de", "employment_contract") == ("employee", "must", "sick_report")
    keeps = "Der Arbeitgeber verpflichtet sich, die Personalakte des Arbeitnehmers vertraulich zu behandeln."
    assert _read(keeps, "de", "employment_contract") in (None, ("employer", "must", None))


# Passives: the participles of the lexicon's verbs, regular and irregular; the agent names the doer, and without
# one no party is said (never the subject, which is acted on).
@pytest.mark.parametrize(
    ("language", "sentence", "action"),
    [
        ("es", "El importe deberá ser pagado en un plazo de 30 días.", "pay"),
        ("es", "La fianza deberá ser devuelta al final del contrato.", "return_items"),
        ("fr", "La facture doit être payée dans un délai de 30 jours.", "pay"),
        ("it", "La fattura deve essere pagata entro 30 giorni.", "pay"),
        ("it", "Il contratto può essere risolto in ogni momento.", "give_notice"),
        ("pt", "A fatura deve ser paga no prazo de 30 dias.", "pay"),
    ],
)
def test_a_passive_without_agent_names_no_party(language: str, sentence: str, action: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.party is None and found.action == action
    assert "agentless" in found.details


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("es", "El cliente deberá ser reembolsado en un plazo de 14 días."),
        ("fr", "Le client doit être remboursé dans un délai de 14 jours."),
        ("it", "Il cliente deve essere rimborsato entro 14 giorni."),
        ("pt", "O cliente deve ser reembolsado no prazo de 14 dias."),
    ],
)
def test_the_one_repaid_is_never_said_to_repay(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.party is None and found.action == "repay"
    said = offline_clause(sentence, "en", None, language, category=SHOP)
    assert "customer must" not in said.translation.lower(), said.translation


@pytest.mark.parametrize(
    ("language", "sentence", "expected"),
    [
        ("es", "El contrato podrá ser rescindido por el cliente con un mes de preaviso.", ("customer", "may")),
        ("fr", "Le contrat peut être résilié par le client avec un mois de préavis.", ("customer", "may")),
        ("it", "Il contratto può essere risolto dal cliente con un mese di preavviso.", ("customer", "may")),
        ("pt", "O contrato pode ser rescindido pelo cliente com um mês de aviso prévio.", ("customer", "may")),
        ("es", "La cuota será pagada por el cliente cada mes.", ("customer", "does")),
        ("it", "Il canone sarà pagato dal cliente ogni mese.", ("customer", "does")),
        ("pt", "A mensalidade será paga pelo cliente todos os meses.", ("customer", "does")),
    ],
)
def test_a_passive_with_an_agent_names_the_agent(language: str, sentence: str, expected: tuple[str, str]) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and (found.party, found.modality) == expected
    assert found.action in ("give_notice", "pay")


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("es", "La cuota no será pagada por el cliente."),
        ("es", "La cuota será pagada en efectivo."),
    ],
)
def test_a_passive_without_modal_and_agent_or_negated_says_nothing(language: str, sentence: str) -> None:
    assert read_sentence(sentence, language, SHOP) is None


# Negations and exceptions, both ways per language: a prohibition is never said as a right, no duty never as one.
@pytest.mark.parametrize(
    ("language", "banned", "allowed"),
    [
        ("es", "El cliente no podrá ceder el contrato a terceros.", "El cliente podrá ceder el contrato a terceros."),
        ("fr", "Le client ne peut pas céder le contrat à un tiers.", "Le client peut céder le contrat à un tiers."),
        ("fr", "Le client ne pourra en aucun cas céder le contrat.", "Le client pourra céder le contrat."),
        ("it", "Il cliente non può cedere il contratto a terzi.", "Il cliente può cedere il contratto a terzi."),
        ("pt", "O cliente não pode ceder o contrato a terceiros.", "O cliente pode ceder o contrato a terceiros."),
    ],
)
def test_a_prohibition_is_never_a_right(language: str, banned: str, allowed: str) -> None:
    assert _read(banned, language) == ("customer", "must_not", "assign_claims")
    assert _read(allowed, language) == ("customer", "may", "assign_claims")


@pytest.mark.parametrize(
    ("language", "none", "has"),
    [
        (
            "es",
            "El cliente no tiene derecho a rescindir el contrato.",
            "El cliente tiene derecho a rescindir el contrato.",
        ),
        ("fr", "Le client n'a pas le droit de résilier le contrat.", "Le client a le droit de résilier le contrat."),
        (
            "it",
            "Il cliente non ha diritto di recedere dal contratto.",
            "Il cliente ha diritto di recedere dal contratto.",
        ),
        (
            "pt",
            "O cliente não tem o direito de rescindir o contrato.",
            "O cliente tem o direito de rescindir o contrato.",
        ),
    ],
)
def test_no_right_is_no_right(language: str, none: str, has: str) -> None:
    assert _read(none, language) == ("customer", "must_not", "give_notice")
    assert _read(has, language) == ("customer", "may", "give_notice")


@pytest.mark.parametrize(
    ("language", "free", "bound"),
    [
        (
            "es",
            "El cliente no está obligado a pagar la cuota de alta.",
            "El cliente está obligado a pagar la cuota de alta.",
        ),
        ("es", "El cliente no tiene que pagar la cuota de alta.", "El cliente tiene que pagar la cuota de alta."),
        (
            "fr",
            "Le client n'est pas tenu de payer les frais d'ouverture.",
            "Le client est tenu de payer les frais d'ouverture.",
        ),
        (
            "it",
            "Il cliente non è tenuto a pagare la quota di attivazione.",
            "Il cliente è tenuto a pagare la quota di attivazione.",
        ),
        (
            "pt",
            "O cliente não é obrigado a pagar a taxa de ativação.",
            "O cliente é obrigado a pagar a taxa de ativação.",
        ),
        ("pt", "O cliente não tem de pagar a taxa de ativação.", "O cliente tem de pagar a taxa de ativação."),
    ],
)
def test_no_duty_is_no_duty(language: str, free: str, bound: str) -> None:
    assert _read(free, language) == ("customer", "not_obliged", "pay")
    assert _read(bound, language) == ("customer", "must", "pay")


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("es", "El cliente podrá rescindir el contrato, salvo durante el primer año."),
        ("fr", "Le client peut résilier le contrat, sauf pendant la première année."),
        ("it", "Il cliente può recedere dal contratto, tranne durante il primo anno."),
        ("pt", "O cliente pode rescindir o contrato, exceto durante o primeiro ano."),
    ],
)
def test_an_exception_stays_with_the_right(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.modality == "may" and found.exception
    plain = read_sentence(sentence.split(",")[0] + ".", language, SHOP)
    assert plain is not None and not plain.exception


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("es", "Podemos suspender su cuenta en caso de impago."),
        ("it", "Possiamo sospendere il Suo account in caso di mancato pagamento."),
        ("pt", "Podemos suspender a sua conta em caso de falta de pagamento."),
    ],
)
def test_a_modal_whose_ending_names_we_binds_the_provider(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and (found.party, found.modality) == ("provider", "may")
    assert found.action in ("suspend", "terminate_account") and found.condition
    # In an employment contract "we" is no party the engine can name: nothing is said of whom it binds.
    other = read_sentence(sentence, language, "employment_contract")
    assert other is None or other.party is None


@pytest.mark.parametrize(
    ("language", "no_duty", "ban"),
    [
        (
            "it",
            "Il cliente non dovrà pagare alcuna spesa di spedizione.",
            "Il conduttore non dovrà sublocare l'alloggio.",
        ),
        ("es", "El cliente no deberá pagar gastos de envío.", "El arrendatario no deberá subarrendar la vivienda."),
        ("fr", "Le client ne doit pas payer de frais d'envoi.", "Le locataire ne doit pas sous-louer le logement."),
        ("pt", "O cliente não deverá pagar custos de envio.", "O arrendatário não deverá subarrendar a casa."),
    ],
)
def test_a_negated_must_is_no_duty_to_pay_and_a_ban_otherwise(language: str, no_duty: str, ban: str) -> None:
    free = read_sentence(no_duty, language, SHOP)
    assert free is not None and free.modality == "not_obliged" and free.action == "pay"
    banned = read_sentence(ban, language, "rental_contract")
    assert banned is not None and (banned.party, banned.modality) == ("tenant", "must_not")


def test_a_negated_must_without_a_known_action_is_not_said() -> None:
    assert read_sentence("In ogni caso, l'utente non dovrà sostenere alcun onere per il rimborso.", "it", SHOP) is None


def test_settling_a_dispute_is_not_ending_the_contract() -> None:
    settled = "I reclami e le controversie potranno essere risolte dinanzi al tribunale competente."
    found = read_sentence(settled, "it", SHOP)
    assert found is None or found.action != "give_notice"
    ended = read_sentence("Il contratto potrà essere risolto dal cliente con un mese di preavviso.", "it", SHOP)
    assert ended is not None and (ended.party, ended.action) == ("customer", "give_notice")
    spanish = read_sentence("Las controversias podrán ser resueltas por los tribunales de Sevilla.", "es", SHOP)
    assert spanish is None or spanish.action != "give_notice"


def test_where_a_thing_is_bought_from_is_not_who_buys() -> None:
    # The service's own name after "da": where the subscription is bought, not who buys it.
    bought = "Gli abbonamenti possono essere acquistati direttamente da Examplo o tramite un rivenditore."
    found = read_sentence(bought, "it", SHOP, name="Examplo")
    assert found is None or found.party != "provider"


def test_an_employers_right_to_order_overtime_is_not_said_as_the_employer_working_it() -> None:
    found = read_sentence("Der Arbeitgeber ist befugt, bei Bedarf Überstunden anzuordnen.", "de", "employment_contract")
    assert found is None or found.action != "work_overtime"
    said = offline_clause(
        "Überstunden\nDer Arbeitgeber ist befugt, bei Bedarf Überstunden anzuordnen.",
        "en",
        None,
        "de",
        category="employment_contract",
    )
    assert "employer may work overtime" not in said.translation.lower()


@pytest.mark.parametrize(
    ("language", "sentence", "action"),
    [
        ("it", "L'utente si impegna a non rimuovere gli avvisi sul diritto d'autore.", "delete_content"),
        ("es", "El cliente se compromete a no divulgar los datos de acceso.", "disclose"),
        ("pt", "O cliente compromete-se a não divulgar os dados de acesso.", "disclose"),
    ],
)
def test_a_promise_not_to_do_something_is_a_duty_not_to(language: str, sentence: str, action: str) -> None:
    found = read_sentence(sentence, language, SHOP)
    assert found is not None and found.modality == "must_not" and found.action == action
    kept = read_sentence(sentence.replace(" non ", " ").replace(" no ", " ").replace(" não ", " "), language, SHOP)
    assert kept is not None and kept.modality == "must"

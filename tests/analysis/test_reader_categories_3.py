"""Statements a reader can trust (issue 23): no duty said as no duty, notices of a duty in every document language,
and the office named as the reader's counterpart in an office's letter.

Each category is a table of sentences written for these tests, both ways: what must be read, and what must not.
"""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.statements import read_clause, read_sentence
from app.explain.offline import OfflineExplainer, offline_clause
from app.explain.say import say_statement, why
from app.models import PreparedDocument, Statement
from app.prepare.segment import segment
from tests.support.paths import SAMPLES

READERS = ("de", "en", "es", "fr", "it", "pt")
LETTER = "authority_letter"


def _read(sentence: str, language: str, category: str) -> tuple[str | None, str | None, str | None] | None:
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)


# ------------------------------------------------------------------------------------------- 1. no duty ("need not")

NOT_OBLIGED = [
    ("en", "rental_contract", "You are not required to pay a deposit.", ("you", "pay")),
    ("en", "rental_contract", "You do not have to pay the costs of the return.", ("you", "pay")),
    ("en", "rental_contract", "The tenant does not have to redecorate the flat.", ("tenant", "renovate")),
    ("en", "rental_contract", "The landlord has no obligation to repair the garden fence.", ("landlord", "repair")),
    ("en", "rental_contract", "The tenant shall not be required to pay the costs of the repair.", ("tenant", "pay")),
    (
        "en",
        "employment_contract",
        "The employee is under no obligation to work overtime.",
        ("employee", "work_overtime"),
    ),
    ("en", "employment_contract", "The employee cannot be required to work overtime.", ("employee", "work_overtime")),
    ("en", "terms_and_conditions", "The customer need not return the goods.", ("customer", "return_items")),
    ("en", "terms_and_conditions", "You won't have to return the goods.", ("you", "return_items")),
    ("de", "rental_contract", "Der Mieter braucht die Kaution nicht zu zahlen.", ("tenant", "pay")),
    # read by the lexicon: a frame needs a positive reading (frames.toml)
    ("de", "rental_contract", "Der Mieter muss die Wohnung bei Auszug nicht renovieren.", ("tenant", "renovate")),
    (
        "de",
        "rental_contract",
        "Der Vermieter ist nicht verpflichtet, den Gartenzaun zu reparieren.",
        ("landlord", "repair"),
    ),
    (
        "de",
        "employment_contract",
        "Der Arbeitnehmer braucht keine Überstunden zu leisten.",
        ("employee", "work_overtime"),
    ),
    (
        "de",
        "employment_contract",
        "Der Arbeitnehmer ist nicht dazu verpflichtet, Überstunden zu leisten.",
        ("employee", "work_overtime"),
    ),
    ("de", "employment_contract", "Der Arbeitnehmer braucht die Kosten nicht zu erstatten.", ("employee", "repay")),
    ("es", "rental_contract", "El arrendatario no tiene ninguna obligación de pagar la fianza.", ("tenant", "pay")),
    ("es", "rental_contract", "El arrendatario no está obligado a pagar los gastos.", ("tenant", "pay")),
    ("fr", "rental_contract", "Le locataire n'a aucune obligation de payer le dépôt.", ("tenant", "pay")),
    ("fr", "rental_contract", "Le locataire n'a pas à payer les charges.", ("tenant", "pay")),
    ("it", "rental_contract", "Il conduttore non ha alcun obbligo di pagare il deposito.", ("tenant", "pay")),
    ("it", "rental_contract", "Il conduttore non è tenuto a pagare le spese.", ("tenant", "pay")),
    ("pt", "rental_contract", "O arrendatário não tem qualquer obrigação de pagar a caução.", ("tenant", "pay")),
    ("pt", "rental_contract", "O arrendatário não é obrigado a pagar as despesas.", ("tenant", "pay")),
]


@pytest.mark.parametrize(("language", "category", "sentence", "expected"), NOT_OBLIGED)
def test_a_negated_duty_is_no_duty(language: str, category: str, sentence: str, expected: tuple[str, str]) -> None:
    assert _read(sentence, language, category) == (expected[0], "not_obliged", expected[1])


# The other way: a duty stays a duty, a ban a ban; a negated duty narrowed to a time, a measure or a manner, or one
# whose subject is told rather than acting, is not said at all (never "does not have to pay" for "not until …").
STAYS = [
    ("en", "rental_contract", "You must pay the rent on the first working day.", ("you", "must", "pay")),
    ("en", "employment_contract", "The employee has to work overtime when asked.", ("employee", "must", "overtime")),
    ("en", "rental_contract", "The tenant must not sublet the flat.", ("tenant", "must_not", "sublet")),
    ("en", "rental_contract", "The tenant shall not sublet the flat.", ("tenant", "must_not", "sublet")),
    ("de", "rental_contract", "Der Mieter muss die Miete monatlich zahlen.", ("tenant", "must", "pay")),
    (
        "de",
        "rental_contract",
        "Der Mieter darf die Wohnung nicht untervermieten.",
        ("tenant", "must_not", "sublet_out"),
    ),
    ("es", "rental_contract", "El arrendatario debe pagar la renta.", ("tenant", "must", "pay")),
    ("fr", "rental_contract", "Le locataire doit payer le loyer.", ("tenant", "must", "pay")),
    ("it", "rental_contract", "Il conduttore deve pagare il canone.", ("tenant", "must", "pay")),
    ("pt", "rental_contract", "O arrendatário deve pagar a renda.", ("tenant", "must", "pay")),
]

NARROWED = [
    ("en", "You do not have to pay until the keys are handed over."),
    ("en", "You need not pay more than two months' rent as a deposit."),
    ("en", "The tenant is not required to pay the deposit in full on moving in."),
    ("en", "The tenant need not be informed of the repair."),
    ("de", "Der Mieter braucht die Miete nicht vor dem dritten Werktag zu zahlen."),
    ("de", "Der Mieter muss die Kaution nicht sofort zahlen."),
    ("de", "Der Mieter braucht nicht mehr als drei Monatsmieten als Kaution zu zahlen."),
    ("de", "Der Mieter braucht nicht informiert zu werden."),
    # What is not needed is a consent, not the action the sentence names (not "need not take a second job").
    ("de", "Der Arbeitnehmer braucht für die Nebentätigkeit keine Zustimmung einzuholen."),
    ("de", "Der Arbeitnehmer ist nicht verpflichtet, für eine Nebentätigkeit eine Genehmigung einzuholen."),
    ("en", "The employee is not required to obtain consent for secondary employment."),
    ("es", "El arrendatario no tiene que pagar la renta hasta la entrega de las llaves."),
    ("fr", "Le locataire n'est pas tenu de payer le loyer avant la remise des clés."),
    ("it", "Il conduttore non è tenuto a pagare più di due mensilità."),
    ("pt", "O arrendatário não é obrigado a pagar a renda antes da entrega das chaves."),
]


# The other way for the narrowing words: a place ("vor einer Schlichtungsstelle"), "weder … noch", and a when the
# statement says itself ("im Voraus") do not narrow a negated duty.
NOT_NARROWED = [
    (
        "de",
        "Der Anbieter ist nicht verpflichtet, an einem Verfahren vor einer Schlichtungsstelle teilzunehmen.",
        ("provider", "not_obliged", None),
        "The clause frees the company from a duty.",
    ),
    (
        "de",
        "Wir sind weder bereit noch verpflichtet, an einem solchen Verfahren teilzunehmen.",
        ("provider", "not_obliged", None),
        "The clause frees the company from a duty.",
    ),
    (
        "de",
        "Wir sind nicht verpflichtet, den Kunden im Voraus zu benachrichtigen.",
        ("provider", "not_obliged", "notify"),
        "The company does not have to let the other side know in advance.",
    ),
    (
        "de",
        "Wir sind nicht dazu verpflichtet, Aufzeichnungen über Ihr Konto zu speichern.",
        ("provider", "not_obliged", "keep_records"),
        "The company does not have to keep records.",
    ),
]


@pytest.mark.parametrize(("language", "sentence", "expected", "said"), NOT_NARROWED)
def test_a_place_or_a_said_when_does_not_narrow(language: str, sentence: str, expected: tuple, said: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is not None and (found.party, found.modality, found.action) == expected
    assert say_statement(found, sentence, "en", language, "terms_and_conditions") == said


@pytest.mark.parametrize(("language", "category", "sentence", "expected"), STAYS)
def test_a_duty_or_a_ban_is_not_turned(language: str, category: str, sentence: str, expected: tuple[str, ...]) -> None:
    assert _read(sentence, language, category) == expected


@pytest.mark.parametrize(("language", "sentence"), NARROWED)
def test_a_narrowed_negated_duty_says_nothing(language: str, sentence: str) -> None:
    assert read_sentence(sentence, language, "rental_contract") is None


# Said in six reader languages: the locale's words for no duty, never those of a duty or a ban, and a payment with
# what the clause names ("does not have to pay" alone would free the tenant from paying anything).
NO_DUTY_WORDS = {
    "de": "Der Mieter muss nicht das zahlen, was die Klausel nennt",
    "en": "The tenant does not have to pay what the clause names",
    "es": "El inquilino no está obligado a pagar lo que indica la cláusula",
    "fr": "Le locataire n'est pas obligé de payer ce que la clause indique",
    "it": "Il conduttore non è obbligato a pagare quanto indicato dalla clausola",
    "pt": "O arrendatário não é obrigado a pagar o que a cláusula indica",
}
DUTY_WORDS = {
    "de": ("muss zahlen", "darf nicht"),
    "en": ("must pay", "must not"),
    "es": ("debe pagar", "no debe"),
    "fr": ("doit payer", "ne doit pas"),
    "it": ("deve pagare", "non deve"),
    "pt": ("deve pagar", "não deve"),
}


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "The tenant is not required to pay a deposit."),
        ("de", "Der Mieter braucht die Kaution nicht zu zahlen."),
        ("fr", "Le locataire n'a aucune obligation de payer le dépôt."),
    ],
)
def test_no_duty_is_said_in_every_reader_language(reader: str, language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "rental_contract")
    assert found is not None
    said = say_statement(found, sentence, reader, language, "rental_contract")
    assert said is not None and said.startswith(NO_DUTY_WORDS[reader]), said
    assert not any(words in said for words in DUTY_WORDS[reader]), said
    reason = why([found], reader, "rental_contract")
    assert reason and not any(words in reason for words in DUTY_WORDS[reader]), reason


def test_no_duty_for_no_one_named_is_said_without_a_party() -> None:
    for language, sentence in (
        ("en", "There is no obligation to pay the fee."),
        ("de", "Es besteht keine Pflicht, die Kosten zu tragen."),
        ("es", "No hay obligación de pagar la fianza."),
    ):
        found = read_sentence(sentence, language, "rental_contract")
        assert found is not None and found.party is None and found.modality == "not_obliged", sentence
        assert "agentless" in found.details
    found = read_sentence("There is no obligation to pay the fee.", "en", "rental_contract")
    assert found is not None
    said = say_statement(found, "There is no obligation to pay the fee.", "en", "en")
    assert said == "Under the clause, there is no duty to pay what the clause names; it does not say for whom."


def test_no_duty_for_a_party_in_an_oblique_case_is_not_said_for_no_one() -> None:
    # "für den Mieter": the clause says for whom; "it does not say for whom" would be wrong, so nothing is said.
    for sentence in (
        "Es besteht für den Mieter keine Pflicht, die Wohnung zu renovieren.",
        "Für den Mieter besteht keine Pflicht, die Wohnung zu renovieren.",
    ):
        for statement in read_clause(sentence, "de", category="rental_contract"):
            assert say_statement(statement, sentence, "en", "de", "rental_contract") is None, sentence


def test_no_duty_names_what_the_sentence_is_about() -> None:
    sentence = "Der Mieter braucht die Kaution nicht zu zahlen."
    said = offline_clause(sentence, "en", None, "de", read_clause(sentence, "de", category="rental_contract"))
    assert said.translation.startswith("The tenant does not have to pay what the clause names (this concerns: deposit)")
    assert "must" not in said.translation


# ------------------------------------------------------------------------------- 2. notices of a duty, and claims

WRITER_NOTICES = [
    ("es", "Le recordamos que el arrendatario debe pagar la renta.", ("tenant", "must", "pay")),
    (
        "es",
        "Tenga en cuenta que el arrendatario no debe subarrendar la vivienda.",
        ("tenant", "must_not", "sublet"),
    ),
    ("fr", "Nous vous rappelons que le locataire doit payer le loyer.", ("tenant", "must", "pay")),
    ("fr", "Veuillez noter que le locataire doit payer le loyer.", ("tenant", "must", "pay")),
    ("it", "Le ricordiamo che il conduttore deve pagare il canone.", ("tenant", "must", "pay")),
    ("it", "Si fa presente che il conduttore deve pagare il canone.", ("tenant", "must", "pay")),
    ("pt", "Lembramos que o arrendatário deve pagar a renda.", ("tenant", "must", "pay")),
    ("pt", "Chamamos a sua atenção para o facto de que o arrendatário deve pagar a renda.", ("tenant", "must", "pay")),
]

THIRD_PARTY_NOTICES = [
    (
        "de",
        "Der Vermieter weist darauf hin, dass der Mieter die Miete pünktlich zahlen muss.",
        ("tenant", "must", "pay"),
    ),
    (
        "de",
        "Der Vermieter weist den Mieter darauf hin, dass der Mieter verpflichtet ist, die Miete zu zahlen.",
        ("tenant", "must", "pay"),
    ),
    (
        "de",
        "Der Vermieter macht darauf aufmerksam, dass der Mieter keine Haustiere halten darf.",
        ("tenant", "must_not", "keep_animals"),  # by the lexicon: the pets frame needs a positive reading
    ),
    ("en", "The landlord points out that the tenant must pay the rent on time.", ("tenant", "must", "pay")),
    ("en", "The landlord reminds the tenant that the tenant must not keep pets.", ("tenant", "must_not", "pets")),
    (
        "es",
        "El arrendador recuerda al arrendatario que el arrendatario debe pagar la renta.",
        ("tenant", "must", "pay"),
    ),
    ("fr", "Le bailleur rappelle au locataire que le locataire doit payer le loyer.", ("tenant", "must", "pay")),
    ("it", "Il locatore ricorda al conduttore che il conduttore deve pagare il canone.", ("tenant", "must", "pay")),
    ("pt", "O senhorio lembra ao arrendatário que o arrendatário deve pagar a renda.", ("tenant", "must", "pay")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), WRITER_NOTICES + THIRD_PARTY_NOTICES)
def test_a_notice_of_a_duty_states_the_duty(language: str, sentence: str, expected: tuple[str, ...]) -> None:
    assert _read(sentence, language, "rental_contract") == expected


# The other way: a claim or a view reported, or a notice whose clause names no party of its own, binds no one.
REPORTED = [
    ("de", "Der Vermieter behauptet, dass der Mieter die Kosten zu tragen hat."),
    ("de", "Der Vermieter teilt mit, dass er meine, der Mieter müsse die Kosten tragen."),
    ("de", "Der Vermieter weist darauf hin, dass der Mieter die Kosten tragen müsse."),
    ("de", "Der Vermieter weist darauf hin, dass er der Ansicht ist, der Mieter muss die Kosten tragen."),
    ("de", "Der Vermieter weist darauf hin, dass die Miete pünktlich zu zahlen ist."),
    ("en", "The landlord claims that the tenant must pay the costs."),
    ("en", "The landlord argues that the tenant must pay the costs."),
    ("en", "The landlord points out that in his view the tenant must pay the costs."),
    ("en", "The landlord points out that the rent must be paid on time."),
    ("es", "El arrendador afirma que el arrendatario debe pagar los gastos."),
    ("fr", "Le bailleur prétend que le locataire doit payer les charges."),
    ("it", "Il locatore sostiene che il conduttore deve pagare le spese."),
    ("pt", "O senhorio alega que o arrendatário deve pagar as despesas."),
]


# The other way: a condition of belief ("Se ritiene che …", "if you believe that") and a verb of claiming in another
# sense ("sostiene i costi": bears the costs) are no reported speech.
NOT_REPORTED = [
    (
        "it",
        "Se ritiene che il servizio non funzioni, il cliente dovrà contattare il fornitore.",
        ("customer", "must", "contact"),
    ),
    ("it", "Il cliente sostiene i costi che derivano dalla spedizione.", ("customer", "does", "bear_costs")),
]


@pytest.mark.parametrize(("language", "sentence", "expected"), NOT_REPORTED)
def test_a_belief_as_a_condition_is_no_reported_claim(language: str, sentence: str, expected: tuple[str, ...]) -> None:
    assert _read(sentence, language, "terms_and_conditions") == expected


@pytest.mark.parametrize(("language", "sentence"), REPORTED)
def test_a_reported_claim_binds_no_one(language: str, sentence: str) -> None:
    assert read_sentence(sentence, language, "rental_contract") is None


# ------------------------------------------------------------------- 3. the office is the reader's counterpart

TO_OFFICE = {
    "de": "Sie müssen der Behörde unverzüglich Bescheid geben",
    "en": "You must let the office know without delay",
    "es": "Usted debe avisar a la administración sin demora",
    "fr": "Vous devez prévenir l'administration sans délai",
    "it": "Lei deve avvisare l'autorità senza indugio",
    "pt": "Você deve avisar a administração sem demora",
}
OTHER_SIDE = ("andere Seite", "anderen Seite", "other side", "otra parte", "autre partie", "altra parte", "outra parte")


@pytest.mark.parametrize("reader", READERS)
@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Sie sind verpflichtet, jede Änderung Ihres Einkommens unverzüglich mitzuteilen."),
        ("en", "You must tell us about any change in your income without delay."),
    ],
)
def test_in_an_office_letter_the_reader_tells_the_office(reader: str, language: str, sentence: str) -> None:
    for category in (LETTER, "tax_assessment"):
        said = offline_clause(
            sentence, reader, None, language, read_clause(sentence, language, category=category), category
        )
        assert said.translation.startswith(TO_OFFICE[reader]), said.translation
        assert not any(words in said.translation for words in OTHER_SIDE), said.translation


def test_in_an_office_letter_the_office_tells_the_reader() -> None:
    sentence = "Das Finanzamt ist verpflichtet, Sie vorher zu informieren."
    found = read_clause(sentence, "de", category=LETTER)
    assert [(x.party, x.modality, x.action) for x in found] == [("authority", "must", "notify")]
    en = offline_clause(sentence, "en", None, "de", found, LETTER)
    assert en.translation.startswith("The authority must let you know in advance"), en.translation
    assert en.explanation == "This is a duty of the authority, not yours."
    de = offline_clause(sentence, "de", None, "de", found, LETTER)
    assert de.translation.startswith("Die Behörde muss Ihnen vorher Bescheid geben"), de.translation
    assert de.explanation == "Das ist eine Pflicht der Behörde, nicht Ihre."
    for reader in READERS:
        said = offline_clause(sentence, reader, None, "de", found, LETTER)
        assert not any(words in f"{said.translation} {said.explanation}" for words in OTHER_SIDE), reader


def test_in_a_contract_the_counterpart_stays_the_other_side() -> None:
    # The other way: a contract's parties are two sides; no office is named where there is none.
    sentence = "Der Mieter hat dem Vermieter Mängel unverzüglich anzuzeigen."
    found = read_clause(sentence, "de", category="rental_contract")
    assert [(x.party, x.modality, x.action) for x in found] == [("tenant", "must", "notify")]
    en = offline_clause(sentence, "en", None, "de", found, "rental_contract")
    assert "office" not in en.translation and "authority" not in en.translation
    de = offline_clause(sentence, "de", None, "de", found, "rental_contract")
    assert "Behörde" not in de.translation


def test_in_an_office_letter_a_third_party_keeps_its_name() -> None:
    # A duty of another party than the office or the reader is no duty of the office's: said with its own name.
    statement = Statement(party="employer", modality="must", action="notify", details=["promptly"], start=0, end=10)
    reason = why([statement], "en", LETTER)
    assert "authority" not in reason and "employer" in reason
    said = say_statement(statement, "", "en", "de", LETTER)
    assert said == "The employer must let the other side know without delay."


# Letters written for this test: a Jobcenter's letter and a tax assessment, each with the duty to report changes.
JOBCENTER_LETTER = """Jobcenter Musterstadt
Hauptstraße 1, 12345 Musterstadt

Frau
Erika Beispiel
Nebenweg 2
12345 Musterstadt

Musterstadt, 02.11.2026

Weiterbewilligung von Bürgergeld

Sehr geehrte Frau Beispiel,

Ihr Antrag auf Weiterbewilligung der Leistungen nach dem Zweiten Buch Sozialgesetzbuch ist bei uns eingegangen.

Ihre Pflichten

Bitte beachten Sie, dass Sie verpflichtet sind, jede Änderung Ihres Einkommens unverzüglich mitzuteilen. Das gilt auch
für eine neue Arbeitsstelle.

Mit freundlichen Grüßen
Im Auftrag
Muster
"""
TAX_LETTER = """Finanzamt Musterstadt
Steuernummer 123/456/78901

Herrn
Max Beispiel
Nebenweg 2
12345 Musterstadt

Bescheid für 2025 über Einkommensteuer

Festgesetzt werden: Einkommensteuer 1.234,00 EUR.

Erläuterungen

Ich weise Sie darauf hin, dass Sie verpflichtet sind, Änderungen Ihrer Bankverbindung unverzüglich mitzuteilen.

Rechtsbehelfsbelehrung

Gegen diesen Bescheid ist der Einspruch gegeben. Der Einspruch ist innerhalb eines Monats nach Bekanntgabe beim
Finanzamt Musterstadt einzulegen.
"""


@pytest.mark.parametrize("reader", ["de", "en"])
@pytest.mark.parametrize(
    ("text", "category"),
    [
        (JOBCENTER_LETTER, LETTER),
        (TAX_LETTER, "tax_assessment"),
        ((SAMPLES / "behoerdenbrief.txt").read_text(encoding="utf-8"), LETTER),
    ],
)
def test_an_office_letter_names_the_office(reader: str, text: str, category: str) -> None:
    doc = PreparedDocument(
        text=text, segments=tuple(segment(text)), explanation_language=reader, document_language="de"
    )
    explanation = asyncio.run(OfflineExplainer().explain(doc))
    assert explanation.category == category
    said = [f"{c.translation} {c.explanation}" for c in explanation.clauses.values()]
    assert any(TO_OFFICE[reader] in x for x in said), said
    assert not any(words in x for x in said for words in OTHER_SIDE), said

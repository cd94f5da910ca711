"""Categories of misreading a reader would meet (issue 23), each with sentences written for these tests, both ways:
sentences the rule must read, and sentences it must leave as they were (or say nothing of)."""

from __future__ import annotations

import pytest

from app.analysis.statements import read_clause, read_sentence
from app.explain.offline import offline_clause

RENT = "rental_contract"
JOB = "employment_contract"


def _read(sentence: str, language: str, category: str = RENT) -> tuple[str | None, str, str | None] | None:
    found = read_sentence(sentence, language, category)
    return None if found is None else (found.party, found.modality, found.action)


# --- A subject that names no one of the parties: a ban (or no duty) for both, never "may", never one party.
@pytest.mark.parametrize(
    ("language", "sentence", "modality", "action"),
    [
        ("en", "Neither party may terminate this lease before the end of the first year.", "must_not", "give_notice"),
        ("en", "No party shall disclose the other's trade secrets to anyone.", "must_not", "disclose"),
        ("en", "Neither the tenant nor the landlord may end the tenancy during the fixed term.", "must_not", None),
        ("en", "Neither party may assign its claims without the other's written consent.", "may_only", None),
        ("en", "No party is obliged to pay the other's legal costs.", "not_obliged", "pay"),
        ("de", "Keine Partei darf den Vertrag vor Ablauf eines Jahres kündigen.", "must_not", "give_notice"),
        ("de", "Keine der Parteien darf Informationen über den Vertrag an Dritte weitergeben.", "must_not", "disclose"),
        (
            "de",
            "Weder der Mieter noch der Vermieter darf das Mietverhältnis im ersten Jahr kündigen.",
            "must_not",
            None,
        ),
        ("de", "Im ersten Jahr darf keine der Parteien den Vertrag kündigen.", "must_not", "give_notice"),
        ("de", "Keiner der Vertragspartner darf den Vertrag ohne wichtigen Grund kündigen.", "may_only", None),
        ("de", "Keine Partei ist verpflichtet, die Auslagen der anderen zu tragen.", "not_obliged", None),
        ("fr", "Aucune des parties ne peut résilier le bail pendant la première année.", "must_not", "give_notice"),
        ("fr", "Ni l'une ni l'autre des parties ne peut céder le bail.", "must_not", None),
        ("es", "Ninguna de las partes podrá resolver el contrato durante el primer año.", "must_not", None),
        ("it", "Nessuna delle parti può recedere dal contratto nel primo anno.", "must_not", "give_notice"),
        ("pt", "Nenhuma das partes pode ceder a sua posição no contrato.", "must_not", None),
    ],
)
def test_no_one_of_the_parties_binds_both_not_to(
    language: str, sentence: str, modality: str, action: str | None
) -> None:
    found = _read(sentence, language)
    assert found is not None and found[:2] == ("parties", modality), found
    if action is not None:
        assert found[2] == action


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "Neither the tenant nor his guests may smoke in the stairwell."),  # not the two sides of the contract
        ("en", "Neither party may not give notice in the first year."),  # a double negation: not said
        ("de", "Keine Partei darf nicht kündigen."),
        ("de", "Weder der Mieter noch seine Besucher dürfen im Treppenhaus rauchen."),
    ],
)
def test_no_one_of_the_parties_says_nothing_where_it_cannot_tell(language: str, sentence: str) -> None:
    assert _read(sentence, language) is None


@pytest.mark.parametrize(
    ("language", "sentence", "expected"),
    [
        ("en", "Each party may terminate the lease with three months' notice.", ("parties", "may")),
        ("en", "The tenant may end the tenancy with one month's notice.", ("tenant", "may")),
        ("de", "Jede Partei kann den Vertrag mit einer Frist von drei Monaten kündigen.", ("parties", "may")),
        ("de", "Der Mieter darf keine Tiere halten.", ("tenant", "must_not")),
        ("fr", "Le locataire peut résilier le bail à tout moment.", ("tenant", "may")),
    ],
)
def test_a_subject_that_names_a_party_is_read_as_before(
    language: str, sentence: str, expected: tuple[str, ...]
) -> None:
    found = _read(sentence, language)
    assert found is not None and found[:2] == expected, found


@pytest.mark.parametrize(
    ("language", "reader", "sentence", "expected"),
    [
        ("en", "en", "Neither party may terminate this lease before the end of the first year.", "Neither party may"),
        ("de", "en", "Keine Partei darf den Vertrag vor Ablauf eines Jahres kündigen.", "Neither party may"),
        ("de", "de", "Keine Partei darf den Vertrag vor Ablauf eines Jahres kündigen.", "Keine der Vertragsparteien"),
        ("fr", "fr", "Aucune des parties ne peut résilier le bail pendant la première année.", "Aucune des parties"),
        (
            "es",
            "es",
            "Ninguna de las partes podrá resolver el contrato durante el primer año.",
            "Ninguna de las partes",
        ),
        ("it", "it", "Nessuna delle parti può recedere dal contratto nel primo anno.", "Nessuna delle parti"),
        ("pt", "pt", "Nenhuma das partes pode ceder a sua posição no contrato.", "Nenhuma das partes"),
    ],
)
def test_a_ban_for_both_is_said_as_neither_party(language: str, reader: str, sentence: str, expected: str) -> None:
    said = offline_clause(sentence, reader, None, language, read_clause(sentence, language, category=RENT), RENT)
    assert said.translation.startswith(expected), said.translation
    assert "Both parties must not" not in said.translation


# --- German "hat … zu <Verb>" (a duty) and "ist … zu <Verb>" (a duty of no named doer), also with an insertion.
@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Der Mieter hat Mängel der Wohnung dem Vermieter unverzüglich anzuzeigen.", ("tenant", "must", "notify")),
        ("Der Mieter hat die Räume schonend zu behandeln.", ("tenant", "must", None)),
        ("Der Arbeitnehmer hat die Anweisungen seiner Vorgesetzten zu befolgen.", ("employee", "must", "comply")),
        (
            "Die Miete ist jeweils im Voraus, spätestens bis zum fünften Tag des Monats, zu überweisen.",
            (None, "must", "pay"),
        ),
        ("Der Lohn ist am Ende jedes Monats, in bar oder per Überweisung, zu zahlen.", (None, "must", "pay")),
    ],
)
def test_haben_zu_and_sein_zu_are_duties(sentence: str, expected: tuple[str | None, str, str | None]) -> None:
    found = read_sentence(sentence, "de", RENT)
    assert found is not None and (found.party, found.modality, found.action) == expected
    if expected[0] is None:
        assert "agentless" in found.details  # said as "someone must pay; it does not say who"


@pytest.mark.parametrize(
    "sentence",
    [
        "Der Mieter hat das Recht, den Vertrag mit drei Monaten Frist zu kündigen.",  # a right
        "Der Arbeitnehmer hat Anspruch darauf, ein Zeugnis zu bekommen.",  # a claim, no duty
        "Der Mieter hat die Möglichkeit, die Kaution in Raten zu zahlen.",  # a possibility
    ],
)
def test_haben_with_a_right_or_claim_is_no_duty(sentence: str) -> None:
    found = read_sentence(sentence, "de", RENT)
    assert found is None or found.modality != "must"


@pytest.mark.parametrize(
    "sentence",
    [
        "Es ist einfach, die Rechnung online zu bezahlen.",  # an adjective with its infinitive
        "Die Ware ist beschädigt, der Kunde hat sie zurückzuschicken.",  # a second clause, not an insertion
        "Die Kaution ist nach dem Auszug, sobald alle Ansprüche geklärt sind, zurückzuzahlen.",  # a subordinate clause
    ],
)
def test_sein_zu_with_a_clause_between_commas_names_no_agentless_duty(sentence: str) -> None:
    found = read_sentence(sentence, "de", RENT)
    assert found is None or "agentless" not in found.details


# --- Romance: "s'engage à (ne pas)", "est tenu de", "il est interdit au …", "ne peut pas … sans accord", and kin.
# A ban on subletting the whole home is the frame of subletting (action "sublet", r30) where the document's language has
# it; the lexicon's "sublet_out" reads the commitments not to ("s'engage à ne pas sous-louer").
@pytest.mark.parametrize(
    ("language", "sentence", "expected"),
    [
        ("fr", "Le locataire s'engage à payer le loyer le premier de chaque mois.", ("tenant", "must", "pay")),
        ("fr", "Le locataire s’engage à ne pas sous-louer les lieux.", ("tenant", "must_not", "sublet_out")),
        ("fr", "Le locataire est tenu de payer les charges chaque trimestre.", ("tenant", "must", "pay")),
        ("fr", "Il est interdit au locataire de sous-louer les lieux.", ("tenant", "must_not", "sublet")),
        (
            "fr",
            "Le locataire ne peut pas sous-louer les lieux sans l'accord écrit du bailleur.",
            ("tenant", "may_only", "sublet"),
        ),
        ("es", "Queda prohibido al arrendatario subarrendar el piso.", ("tenant", "must_not", "sublet")),
        ("es", "El arrendatario se compromete a no subarrendar el piso.", ("tenant", "must_not", "sublet_out")),
        ("it", "È vietato al conduttore subaffittare l'appartamento.", ("tenant", "must_not", "sublet")),
        ("it", "Il conduttore si impegna a non subaffittare l'appartamento.", ("tenant", "must_not", "sublet_out")),
        ("pt", "É proibido ao locatário sublocar o apartamento.", ("tenant", "must_not", "sublet")),
        ("pt", "O locatário compromete-se a não sublocar o apartamento.", ("tenant", "must_not", "sublet_out")),
    ],
)
def test_romance_duties_and_bans(language: str, sentence: str, expected: tuple[str, str, str]) -> None:
    found = read_sentence(sentence, language, RENT)
    assert found is not None and (found.party, found.modality, found.action) == expected
    assert not found.condition or expected[1] == "may_only"  # "compromete-se" holds no condition "se"


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("fr", "Il est interdit de fumer dans les parties communes."),  # a ban that names no party
        ("es", "Está prohibido fumar en la escalera."),
        ("it", "È vietato fumare nelle parti comuni."),
        ("pt", "Se o locatário pagar com atraso, o senhorio pode cobrar juros."),  # a real "se": a condition
    ],
)
def test_romance_bans_without_a_named_party_name_none(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, RENT)
    if language == "pt":
        assert found is not None and found.party == "landlord" and found.condition
    else:
        assert found is None or found.party is None


# --- Telling the other side: said with when or what about, where the text marks them; otherwise only whose duty.
@pytest.mark.parametrize(
    ("language", "sentence", "expected"),
    [
        (
            "de",
            "Der Mieter hat Schäden in der Wohnung dem Vermieter unverzüglich anzuzeigen.",
            "let the other side know without delay",
        ),
        (
            "de",
            "Der Arbeitnehmer hat jede Nebentätigkeit vorher anzuzeigen.",
            "in advance (this concerns: secondary employment)",
        ),
        (
            "de",
            "Der Mieter muss dem Vermieter einen Auszug innerhalb von 14 Tagen mitteilen.",
            "let the other side know within 14 days",
        ),
        (
            "en",
            "The tenant must tell the landlord at once of any water damage.",
            "let the other side know without delay",
        ),
        (
            "fr",
            "Le locataire doit informer le bailleur sans délai de tout sinistre.",
            "let the other side know without delay",
        ),
    ],
)
def test_notify_is_said_with_what_the_text_marks(language: str, sentence: str, expected: str) -> None:
    said = offline_clause(sentence, "en", None, language, read_clause(sentence, language, category=RENT), RENT)
    assert expected in said.translation, said.translation


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Der Mieter muss den Vermieter informieren."),
        ("en", "The tenant must notify the landlord."),
    ],
)
def test_notify_without_when_or_what_names_only_whose_duty(language: str, sentence: str) -> None:
    said = offline_clause(sentence, "en", None, language, read_clause(sentence, language, category=RENT), RENT)
    assert "let the other side know" not in said.translation
    assert "duty for the tenant" in said.translation


def test_notify_in_german_puts_when_before_the_verb() -> None:
    sentence = "Der Mieter hat Schäden in der Wohnung dem Vermieter unverzüglich anzuzeigen."
    said = offline_clause(sentence, "de", None, "de", read_clause(sentence, "de", category=RENT), RENT)
    assert "Der Mieter muss unverzüglich Bescheid geben." in said.translation


# --- One condition said once: a right said "only under the conditions the clause names" needs no second line.
@pytest.mark.parametrize(
    ("language", "reader", "sentence", "line"),
    [
        (
            "de",
            "de",
            "Der Mieter darf die Wohnung nur mit Zustimmung des Vermieters untervermieten.",
            "Das gilt nur unter Bedingungen",
        ),
        (
            "en",
            "en",
            "The landlord may only give notice if he has a legitimate interest.",
            "This applies only under conditions",
        ),
    ],
)
def test_a_condition_already_said_is_not_said_again(language: str, reader: str, sentence: str, line: str) -> None:
    said = offline_clause(sentence, reader, None, language, read_clause(sentence, language, category=RENT), RENT)
    assert line not in said.translation, said.translation


def test_a_duty_with_a_condition_still_says_it() -> None:
    sentence = "Wenn der Mietvertrag endet, muss der Mieter die Schlüssel zurückgeben."
    said = offline_clause(sentence, "de", None, "de", read_clause(sentence, "de", category=RENT), RENT)
    assert "Das gilt nur unter Bedingungen" in said.translation, said.translation


# --- A letter about a deposit sets no duty to give one.
DEPOSIT_PARAGRAPH = (
    "Your deposit is held in a protection scheme. The deposit is paid back within 10 days after you leave."
)


@pytest.mark.parametrize("category", ["termination_letter", "authority_letter"])
def test_a_letter_about_returning_the_deposit_says_no_duty_to_give_one(category: str) -> None:
    said = offline_clause(DEPOSIT_PARAGRAPH, "en", "deposit", "en", [], category)
    assert "You give a security deposit" not in said.translation


def test_a_contracts_deposit_clause_keeps_its_topic_line() -> None:
    said = offline_clause(DEPOSIT_PARAGRAPH, "en", "deposit", "en", [], RENT)
    assert "You give a security deposit" in said.translation


# --- Found in the dev read: who acts, and what an action's noun belongs to.
@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Musterdienst informiert Sie im Voraus über jede Verlängerung des Abos."),  # "Sie" is told
        ("de", "Vor jeder Verlängerung benachrichtigt Beispielapp Sie rechtzeitig per E-Mail."),
        ("en", "This section informs you of the rights attached to the service."),
    ],
)
def test_the_reader_named_after_the_verb_is_told_not_bound(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is None or found.party != "you", found


def test_a_verb_before_sie_in_the_plural_still_reads_sie_as_subject() -> None:
    found = read_sentence("Die Kosten der Rücksendung tragen Sie selbst.", "de", "terms_and_conditions")
    assert found is not None and found.party == "you"


def test_may_not_be_able_to_is_no_ban() -> None:
    sentence = "For urgent changes we may not be able to notify you in advance."
    found = read_sentence(sentence, "en", "terms_and_conditions")
    assert found is None or found.modality != "must_not", found


@pytest.mark.parametrize(
    "sentence",
    [
        "Der Arbeitgeber hat über den Antrag auf Zustimmung zur Nebentätigkeit binnen vier Wochen zu entscheiden.",
        "Die Entscheidung über die Genehmigung der Nebenbeschäftigung hat der Arbeitgeber schriftlich zu treffen.",
    ],
)
def test_an_action_named_as_what_consent_is_about_is_not_done(sentence: str) -> None:
    found = read_sentence(sentence, "de", JOB)
    assert found is None or found.action != "side_job", found


def test_an_action_named_as_the_duty_itself_is_still_read() -> None:
    found = read_sentence("Der Arbeitnehmer darf eine Nebentätigkeit nur mit Zustimmung ausüben.", "de", JOB)
    assert found is not None and (found.party, found.modality, found.action) == ("employee", "may_only", "side_job")


@pytest.mark.parametrize(
    "sentence",
    [
        "Ist der Arbeitnehmer verhindert, so ist er verpflichtet, dies dem Arbeitgeber sofort mitzuteilen.",
        "Gerät der Kunde in Verzug, so hat er, neben weiteren Ansprüchen, eine Mahngebühr zu zahlen.",
    ],
)
def test_a_duty_of_a_named_one_is_not_said_as_no_ones(sentence: str) -> None:
    found = read_sentence(sentence, "de", RENT)
    assert found is None or "agentless" not in found.details, found


def test_weder_noch_with_adverbs_is_no_subject() -> None:
    found = read_sentence("Der Arbeitnehmer darf weder direkt noch indirekt für Wettbewerber arbeiten.", "de", JOB)
    assert found is None or found.party != "parties", found


@pytest.mark.parametrize(
    "sentence",
    [
        "Die Geräte sind nicht darauf ausgelegt, Anrufe bei Notdiensten zu vermitteln.",  # a correlate: no duty
        "Der Dienst ist technisch in der Lage, Zahlungen sofort zu verbuchen.",
    ],
)
def test_sein_zu_with_a_correlate_is_no_agentless_duty(sentence: str) -> None:
    found = read_sentence(sentence, "de", "terms_and_conditions")
    assert found is None or "agentless" not in found.details, found


def test_a_when_beside_another_is_no_firm_when() -> None:
    sentence = "Wir benachrichtigen Sie entweder im Voraus oder so bald wie möglich nach der Sperre."
    found = read_sentence(sentence, "de", "terms_and_conditions")
    assert found is None or "in_advance" not in found.details, found


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("de", "Wir informieren Sie hiermit darüber, dass die Bank ihre Forderung abtreten darf."),
        ("en", "We hereby inform you that the bank may assign its claim."),
    ],
)
def test_a_sentence_that_is_itself_the_notice_promises_none(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is None or found.action != "notify", found


def test_a_period_says_when_instead_of_without_delay() -> None:
    sentence = "Der Kunde muss uns einen Transportschaden unverzüglich, spätestens aber innerhalb von 5 Tagen melden."
    said = offline_clause(sentence, "en", None, "de", read_clause(sentence, "de", category=RENT), RENT)
    assert "within 5 days" in said.translation and "without delay within" not in said.translation, said.translation


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("fr", "Le locataire s'engage à ne pas fumer dans le logement."),
        ("it", "Il conduttore si impegna a non fumare nell'appartamento."),
        ("es", "El arrendatario se compromete a no fumar en la vivienda."),
    ],
)
def test_a_duty_not_to_do_an_unknown_thing_is_a_ban_for_the_party(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, RENT)
    assert found is not None and (found.party, found.modality) == ("tenant", "must_not"), found


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("it", "Il conduttore non dovrà sostenere alcun costo di manutenzione."),  # no duty, not a ban
        ("fr", "Le locataire ne doit pas supporter les frais de gros travaux."),
    ],
)
def test_a_negated_must_with_a_cost_is_still_no_ban(language: str, sentence: str) -> None:
    found = read_sentence(sentence, language, RENT)
    assert found is None or found.modality != "must_not", found

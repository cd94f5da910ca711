"""The statement model: who must, must not or may do what, read from sentences written for these tests."""

from __future__ import annotations

import pytest

from app.analysis.statements import clause_sentences, read_clause, read_sentence
from app.config import LOCALE_DIRS
from app.locales import optional_toml
from app.models import Amount, Deadline

# (sentence, language, category, party, modality, action); None where the engine must say nothing.
CASES = [
    # Negation turns a permission into a prohibition ("darf keine" is no right).
    (
        "Der Arbeitnehmer darf keine Nebentätigkeit ausüben.",
        "de",
        "employment_contract",
        "employee",
        "must_not",
        "side_job",
    ),
    (
        "The Employee shall not engage in any other employment without consent.",
        "en",
        "employment_contract",
        "employee",
        "may_only",  # "without consent": allowed with consent, not banned
        "side_job",
    ),
    # "nicht verpflichtet" is no duty.
    (
        "Die Arbeitnehmerin ist nicht verpflichtet, ihre Ansprüche abzutreten.",
        "de",
        "employment_contract",
        "employee",
        "not_obliged",
        "assign_claims",
    ),
    # "nicht später als" is no negation.
    (
        "Der Kunde muss den Betrag nicht später als zwei Wochen nach Erhalt überweisen.",
        "de",
        "terms_and_conditions",
        "customer",
        "must",
        "pay",
    ),
    (
        "You must pay the fee no later than 14 days after the invoice.",
        "en",
        "terms_and_conditions",
        "you",
        "must",
        "pay",
    ),
    # "nur" narrows a permission to its conditions.
    (
        "Die Mieterin darf die Räume nur mit Erlaubnis des Eigentümers untervermieten.",
        "de",
        "rental_contract",
        "tenant",
        "may_only",
        "sublet",
    ),
    # Who is bound: the landlord's waiver binds the landlord.
    (
        "Der Vermieter verzichtet für drei Jahre auf sein Recht zur ordentlichen Kündigung.",
        "de",
        "rental_contract",
        "landlord",
        "does",
        "waive_notice",
    ),
    # Two parties joined by "und" are both bound.
    (
        "Mieter und Vermieter verzichten für zwei Jahre auf die ordentliche Kündigung.",
        "de",
        "rental_contract",
        "parties",
        "does",
        "waive_notice",
    ),
    # A role word in the genitive or after a preposition is not the subject.
    (
        "Nach Zugang der Kündigung des Arbeitnehmers darf der Arbeitgeber ihn an einen anderen Ort versetzen.",
        "de",
        "employment_contract",
        "employer",
        "may",
        "transfer_work",
    ),
    # The indicative binds in legal drafting, unless the text makes it voluntary.
    (
        "Die Arbeitgeberin zahlt der Arbeitnehmerin die Reisekosten gegen Beleg.",
        "de",
        "employment_contract",
        "employer",
        "must",
        "pay",
    ),
    (
        "Die Arbeitgeberin zahlt freiwillig und ohne Rechtsanspruch eine Jahresprämie.",
        "de",
        "employment_contract",
        None,
        None,
        None,
    ),
    # A passive leaves the actor unknown: no party is guessed.
    ("Ihr Zugang kann ohne Vorwarnung gesperrt werden.", "de", "terms_and_conditions", None, "may", "suspend"),
    ("Your access may be blocked without warning.", "en", "terms_and_conditions", None, "may", "suspend"),
    # "we" in a shop's terms is the provider.
    (
        "Wir dürfen diese Bedingungen mit Wirkung für die Zukunft anpassen.",
        "de",
        "terms_and_conditions",
        "provider",
        "may",
        None,
    ),
    # Italian and Spanish read with their own words.
    (
        "Il lavoratore non deve svolgere attività in concorrenza con il datore di lavoro.",
        "it",
        "employment_contract",
        "employee",
        "must_not",
        "compete",
    ),
    (
        "El trabajador debe comunicar su baja por enfermedad sin demora.",
        "es",
        "employment_contract",
        "employee",
        "must",
        "sick_report",  # the frame of Spanish documents (r30): an ill employee must tell the employer at once
    ),
    # New actions of the lexicon (shops' terms): set-off, withholding, defects, retention of title, return costs.
    (
        "Der Kunde darf nur mit unbestrittenen Gegenforderungen aufrechnen.",
        "de",
        "terms_and_conditions",
        "customer",
        "may_only",
        "offset",
    ),
    (
        "Der Käufer ist berechtigt, ein Zurückbehaltungsrecht auszuüben, soweit sein Anspruch auf demselben Vertrag beruht.",
        "de",
        "terms_and_conditions",
        "customer",
        "may",
        "withhold",
    ),
    (
        "The buyer may not set off any counterclaims against our invoices.",
        "en",
        "terms_and_conditions",
        "customer",
        "must_not",
        "offset",
    ),
    # Employment: training, its costs, a contractual penalty (paid, or only claimed: then it is no duty to pay).
    (
        "Der Arbeitnehmer ist verpflichtet, an den vom Arbeitgeber angeordneten Schulungen teilzunehmen.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "take_training",
    ),
    (
        "Der Arbeitnehmer ist verpflichtet, die Fortbildungskosten anteilig zu erstatten, wenn er vorzeitig kündigt.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "repay_training_costs",
    ),
    (
        "Der Arbeitnehmer verwirkt für jeden Fall der Zuwiderhandlung eine Vertragsstrafe.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "pay_penalty",
    ),
    (
        "Der Arbeitgeber ist berechtigt, eine Vertragsstrafe zu verlangen.",
        "de",
        "employment_contract",
        "employer",
        "may",
        "demand",
    ),
    (
        "Der Arbeitnehmer hat bei der Arbeit die gestellte Schutzkleidung zu tragen.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "wear_work_clothes",
    ),
    (
        "Der Arbeitnehmer muss die Kosten der Schutzkleidung nicht tragen.",
        "de",
        "employment_contract",
        "employee",
        "not_obliged",
        "bear_costs",
    ),
    (
        "Wir behalten uns das Eigentum an der Ware bis zur vollständigen Bezahlung vor.",
        "de",
        "terms_and_conditions",
        "provider",
        "does",
        "reserve_title",
    ),
    (
        "Der Kunde hat die unmittelbaren Kosten der Rücksendung zu tragen.",
        "de",
        "terms_and_conditions",
        "customer",
        "must",
        "bear_return_costs",
    ),
    # Copying, storing, court action, release from work, charges (a noun after 'free of' is no charge).
    (
        "L'utente non può copiare o distribuire i contenuti del servizio.",
        "it",
        "terms_and_conditions",
        "user",
        "must_not",
        "copy",
    ),
    (
        "We may store your messages on our servers for thirty days.",
        "en",
        "terms_and_conditions",
        "provider",
        "may",
        "store",
    ),
    ("Sie dürfen die Software nicht kopieren.", "de", "terms_and_conditions", "you", "must_not", "copy"),
    (
        "Either party may bring proceedings in the courts of Munich.",
        "en",
        "terms_and_conditions",
        "parties",
        "may",
        "sue",
    ),
    (
        "Der Arbeitgeber kann den Arbeitnehmer während der Kündigungsfrist von der Arbeitsleistung freistellen.",
        "de",
        "employment_contract",
        "employer",
        "may",
        "release_from_work",
    ),
    ("We may charge you a fee for late payment.", "en", "terms_and_conditions", "provider", "may", "charge"),
    ("You can use the service free of charge.", "en", "terms_and_conditions", "you", "may", "use"),
    (
        "The customer must inspect the goods upon delivery and report any defects within seven days.",
        "en",
        "terms_and_conditions",
        "customer",
        "must",
        "inspect",
    ),
    (
        "Offensichtliche Mängel muss der Kunde innerhalb von zwei Wochen rügen.",
        "de",
        "terms_and_conditions",
        "customer",
        "must",
        "report_defects",
    ),
    ("We may refuse any order without giving reasons.", "en", "terms_and_conditions", "provider", "may", "refuse"),
    (
        "We may accept your order by sending a confirmation.",
        "en",
        "terms_and_conditions",
        "provider",
        "may",
        "accept_order",
    ),
    (
        "Der Arbeitnehmer ist verpflichtet, vorübergehend auch an einem anderen Einsatzort zu arbeiten.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "work_elsewhere",
    ),
    # A verb in a clause of purpose ('um … nutzen zu dürfen') is not the action; 'please note' is one.
    ("Um den Dienst nutzen zu dürfen, müssen Sie volljährig sein.", "de", "terms_and_conditions", "you", "must", None),
    ("Bitte beachten Sie die Hinweise zur Rücksendung.", "de", "terms_and_conditions", "you", "must", "note"),
    # A licence granted in the indicative binds its subject; an opening 'wenn' clause leaves the grantor unclear.
    (
        "Sie räumen uns ein einfaches Nutzungsrecht an den hochgeladenen Fotos ein.",
        "de",
        "terms_and_conditions",
        "you",
        "must",
        "grant_licence",
    ),
    ("Wenn Sie Fotos hochladen, räumen wir Ihnen keine Lizenz ein.", "de", "terms_and_conditions", None, None, None),
    ("El usuario no debe copiar el software.", "es", "terms_and_conditions", "user", "must_not", "copy"),
    (
        "Le client doit vérifier la marchandise à la livraison.",
        "fr",
        "terms_and_conditions",
        "customer",
        "must",
        "inspect",
    ),
    ("Der Mieter muss die Hausordnung befolgen.", "de", "rental_contract", "tenant", "must", "comply"),
    (
        "Der Kunde kann nach seiner Wahl den Kaufpreis mindern.",
        "de",
        "terms_and_conditions",
        "customer",
        "may",
        "reduce_price",
    ),
    (
        "The employee shall attend the safety training offered by the employer.",
        "en",
        "employment_contract",
        "employee",
        "must",
        "take_training",
    ),
    (
        "Der Kunde darf die Ware im gewöhnlichen Geschäftsbetrieb weiterverkaufen.",
        "de",
        "terms_and_conditions",
        "customer",
        "may",
        "sell",
    ),
    # A participle at the end of a passive is no binding present tense; the present tense with its object is.
    ("Über den Versand wird der Kunde per E-Mail informiert.", "de", "terms_and_conditions", None, None, None),
    (
        "Der Arbeitgeber informiert den Arbeitnehmer rechtzeitig über Änderungen.",
        "de",
        "employment_contract",
        "employer",
        "must",
        "notify",
    ),
    # English nouns are no verbs: a refund one is entitled to is no duty to pay back.
    ("If you cancel in time, you are entitled to a refund.", "en", "terms_and_conditions", "you", "may", None),
    # An opening condition is no subject: who acts follows the first comma.
    (
        "Wenn der Kunde in Verzug ist, darf der Verkäufer die Lieferung zurückhalten.",
        "de",
        "terms_and_conditions",
        "provider",
        "may",
        None,
    ),
    (
        "If you contact us, we may give you information about your order.",
        "en",
        "terms_and_conditions",
        "provider",
        "may",
        None,
    ),
    # An object pronoun is never the subject; English takes no subject from after the modal word.
    ("Please contact us about anything that is unclear.", "en", "terms_and_conditions", None, "must", None),
    # A request for a case the reader may not be in ("if anything is unclear") binds no one: no statement.
    ("Please contact us if anything is unclear.", "en", "terms_and_conditions", None, None, None),
    # A modal word in a subordinate clause states no right: the main clause's duty counts.
    (
        "Um den Dienst nutzen zu können, müssen Sie ein Konto anlegen.",
        "de",
        "terms_and_conditions",
        "you",
        "must",
        None,
    ),
    # "nicht" before an adjective of a noun qualifies the noun, not the permission.
    (
        "Der Verkäufer kann Bestellungen der nicht vorrätigen Artikel stornieren.",
        "de",
        "terms_and_conditions",
        "provider",
        "may",
        None,
    ),
    # Losing a right is no right.
    (
        "You will cease to have the right to cancel once the download has started.",
        "en",
        "terms_and_conditions",
        "you",
        "must_not",
        None,
    ),
    # The negation of the infinitive part turns the duty into a prohibition.
    (
        "Der Arbeitnehmer verpflichtet sich, keine Geschäftsunterlagen an Dritte weiterzugeben.",
        "de",
        "employment_contract",
        "employee",
        "must_not",
        None,
    ),
    # A letter's request with a separable verb ("teilen Sie … mit", "reichen Sie … ein").
    (
        "Bitte teilen Sie uns bis zum Monatsende mit, ob sich Ihr Einkommen geändert hat.",
        "de",
        "authority_letter",
        "you",
        "must",
        "notify",
    ),
    (
        "Bitte reichen Sie die Kontoauszüge der letzten drei Monate ein.",
        "de",
        "authority_letter",
        "you",
        "must",
        "submit_documents",
    ),
    # A role word that names something else ("servizio clienti") is no subject.
    (
        "Il nostro servizio clienti può aiutarti a contattare il venditore.",
        "it",
        "terms_and_conditions",
        None,
        "may",
        None,
    ),
    # Two roles joined by "or" that are not the two sides of the contract are not "both parties".
    (
        "You or other members can opt out of these messages at any time.",
        "en",
        "terms_and_conditions",
        "you",
        "may",
        None,
    ),
    # A duty to refrain is a prohibition.
    (
        "L'utente dovrà astenersi dall'utilizzare il servizio per scopi illeciti.",
        "it",
        "terms_and_conditions",
        "user",
        "must_not",
        None,
    ),
    # A modal word before a perfect states a condition.
    (
        "We must not have suspended your account before for a breach of these terms.",
        "en",
        "terms_and_conditions",
        None,
        None,
        None,
    ),
    # The modal's own verb, not a purpose's ("per utilizzare"): an age limit is no duty to use.
    (
        "L'utente deve avere almeno 16 anni per utilizzare il servizio.",
        "it",
        "terms_and_conditions",
        "user",
        "must",
        None,
    ),
    # A modal word in a relative clause after a preposition ("in denen wir helfen können") states no right.
    (
        "Wir setzen Prüfsysteme ein, um Situationen zu erkennen, in denen wir Nutzern helfen können.",
        "de",
        "terms_and_conditions",
        None,
        None,
        None,
    ),
    # Reducing a damage is no price reduction; being in charge of something is no liability for damage.
    (
        "Der Kunde ist verpflichtet, Maßnahmen zur Schadensabwehr und -minderung zu ergreifen.",
        "de",
        "terms_and_conditions",
        "customer",
        "must",
        None,
    ),
    (
        "Il cliente può chiedere la riduzione del prezzo o la risoluzione del contratto.",
        "it",
        "terms_and_conditions",
        "customer",
        "may",
        None,
    ),
    # "nicht" before a preposition negates the verb.
    (
        "Die Beschäftigte darf vertrauliche Tatsachen nicht durch Weitergabe an Dritte verwerten.",
        "de",
        "employment_contract",
        "employee",
        "must_not",
        None,
    ),
    # German puts the verb after an enumeration; a role word in a clause before the modal's is not its subject;
    # a decimal comma does not cut the sentence.
    (
        "Sie können per E-Mail, Brief, Fax oder über Ihr Kundenkonto kündigen.",
        "de",
        "terms_and_conditions",
        "you",
        "may",
        "give_notice",
    ),
    (
        "Für Abonnements, die wir selbst verwalten, können Sie auch telefonisch kündigen.",
        "de",
        "terms_and_conditions",
        "you",
        "may",
        "give_notice",
    ),
    (
        "Der Mieter hat bis zum 31.03.2027 einen Betrag von 95,50 EUR zu zahlen.",
        "de",
        "rental_contract",
        "tenant",
        "must",
        "pay",
    ),
    # A letter's imperative asks the reader to act; a conditional opening ("Sollten Sie …") does not.
    (
        "Reichen Sie außerdem die Lohnabrechnungen der letzten drei Monate ein.",
        "de",
        "authority_letter",
        "you",
        "must",
        "submit_documents",
    ),
    ("Haben Sie Fragen zu diesem Schreiben?", "de", "authority_letter", None, None, None),
    # Who is bound and how, in each document language (the rows of the earlier clause reader, now the model's).
    (
        "Der Mieter hat die Nebenkosten bis zum 15. eines Monats zu zahlen.",
        "de",
        "rental_contract",
        "tenant",
        "must",
        None,
    ),
    (
        "Die Arbeitnehmerin darf während der Probezeit keinen Urlaub nehmen.",
        "de",
        "employment_contract",
        "employee",
        "must_not",
        None,
    ),
    (
        "The tenant must not keep pets in the flat without written consent.",
        "en",
        "rental_contract",
        "tenant",
        "may_only",  # "without consent": allowed with consent, not banned
        None,
    ),
    (
        "The employer is entitled to change the place of work within the city.",
        "en",
        "employment_contract",
        "employer",
        "may",
        None,
    ),
    (
        "Le locataire doit payer le loyer avant le cinq de chaque mois.",
        "fr",
        "rental_contract",
        "tenant",
        "must",
        "pay",
    ),
    (
        "El arrendatario no podrá subarrendar la vivienda sin permiso.",
        "es",
        "rental_contract",
        "tenant",
        "may_only",  # banned without permission: allowed with it, as "ohne Zustimmung", "without consent"
        None,
    ),
    (
        "Il conduttore deve restituire le chiavi alla fine del contratto.",
        "it",
        "rental_contract",
        "tenant",
        "must",
        None,
    ),
    (
        "O arrendatário pode denunciar o contrato com aviso de dois meses.",
        "pt",
        "rental_contract",
        "tenant",
        "may",
        None,
    ),
    (
        "Die Miete ist monatlich im Voraus auf das Konto des Vermieters zu überweisen.",
        "de",
        "rental_contract",
        None,
        "must",
        "pay",
    ),
    (
        "Die Mieterin ist berechtigt, die Kaution in drei Raten zu erbringen.",
        "de",
        "rental_contract",
        "tenant",
        "may",
        None,
    ),
    # Nothing binds anyone: no statement.
    ("Die Wohnung hat drei Zimmer, eine Küche und ein Bad.", "de", "rental_contract", None, None, None),
]


NOT_READ_AS = [
    ("Der Kunde ist verpflichtet, Maßnahmen zur Schadensabwehr und -minderung zu ergreifen.", "de", "reduce_price"),
    ("L'utente è responsabile della sicurezza del proprio account.", "it", "be_liable"),
]


@pytest.mark.parametrize(("sentence", "language", "action"), NOT_READ_AS)
def test_a_word_of_another_matter_is_not_read_as_the_action(sentence: str, language: str, action: str) -> None:
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is None or found.action != action


@pytest.mark.parametrize(("sentence", "language", "category", "party", "modality", "action"), CASES)
def test_a_sentence_is_read_as_party_modality_and_action(
    sentence: str, language: str, category: str, party: str | None, modality: str | None, action: str | None
) -> None:
    found = read_sentence(sentence, language, category)
    if modality is None:
        assert found is None
        return
    assert found is not None
    assert (found.party, found.modality) == (party, modality)
    if action is not None:
        assert found.action == action


def test_figures_get_only_the_roles_the_facts_give_them() -> None:
    text = "Das Arbeitsverhältnis ist vom 01.01.2027 bis zum 31.12.2027 befristet. Der Arbeitgeber zahlt ab 50.000,00 EUR Umsatz einen Bonus."
    deadlines = [Deadline(clause_id="c1", text="vom 01.01.2027", kind="date", date="2027-01-01", role="start")]
    amounts = [Amount(clause_id="c1", text="50.000,00 EUR", value=50000.0, meaning=None)]
    statements = read_clause(text, "de", deadlines, amounts, "employment_contract")
    figures = [f for s in statements for f in s.figures]
    roles = {f.value: f.role for f in figures}
    assert roles.get("2027-01-01") == "start"
    assert roles.get("2027-12-31") is None  # no fact gave it a role: none is guessed
    assert all(f.role is None for f in figures if f.kind == "amount")


def test_sentences_of_a_clause_skip_its_heading_and_markers_and_split_at_semicolons() -> None:
    text = "§ 4 Miete\n(1) Die Miete beträgt 700,00 EUR; die Kaution beträgt 2.100,00 EUR.\n(2) Sie ist z. B. bar zu zahlen."
    parts = [text[a:b] for a, b in clause_sentences(text, "de")]
    assert parts[0] == "§ 4 Miete" or parts[0].startswith("Die Miete")
    assert "Die Miete beträgt 700,00 EUR" in parts and "die Kaution beträgt 2.100,00 EUR." in parts
    assert "Sie ist z. B. bar zu zahlen." in parts  # not cut after the abbreviation


@pytest.mark.parametrize("language", list(LOCALE_DIRS))
def test_every_action_the_lexicon_reads_can_be_said_in_every_language(language: str) -> None:
    read = set()
    for code in LOCALE_DIRS:
        data = optional_toml(code, "clause_reader")
        read |= set(data.get("actions", {})) | set(data.get("indicative", {}))
    say = optional_toml(language, "clause_reader").get("say", {})
    assert read <= set(say.get("actions", {})), read - set(say.get("actions", {}))
    does = set()
    for code in LOCALE_DIRS:
        does |= set(optional_toml(code, "clause_reader").get("does", {}))
    assert does <= set(say.get("does", {}))
    for key in ("unsaid", "condition", "exception", "figures", "why_both"):
        assert say.get("text", {}).get(key)


def test_no_action_of_the_lexicon_shares_its_key_with_a_frame() -> None:
    """A frame's key is said with the frame's own sentence ("The company may change these terms"): a lexicon
    action of the same name would be said as that frame for every sentence it matches."""
    frames: set[str] = set()
    actions: set[str] = set()
    for code in LOCALE_DIRS:
        frames |= set(optional_toml(code, "frames").get("frames", {}))
        data = optional_toml(code, "clause_reader")
        actions |= set(data.get("actions", {})) | set(data.get("indicative", {})) | set(data.get("does", {}))
    assert not frames & actions, frames & actions


# What a party does, in the present tense, and who acts in a passive: sentences written for these tests.
PRESENT_AND_AGENT = [
    # The verb right after the subject, or in German right before it.
    (
        "Der Händler versendet die Ware innerhalb von drei Werktagen.",
        "de",
        "terms_and_conditions",
        "provider",
        "does",
        "deliver",
    ),
    ("Die Kosten der Abholung trägt der Käufer.", "de", "terms_and_conditions", "customer", "does", "bear_costs"),
    (
        "Wir zahlen Ihnen den Betrag binnen einer Woche zurück.",
        "de",
        "terms_and_conditions",
        "provider",
        "does",
        "repay",
    ),
    ("The seller ships every order within two days.", "en", "terms_and_conditions", "provider", "does", "deliver"),
    (
        "Il venditore spedisce la merce entro cinque giorni.",
        "it",
        "terms_and_conditions",
        "provider",
        "does",
        "deliver",
    ),
    # A negation, a passive or the verb of a relative clause: nothing is said rather than the opposite.
    ("Wir versenden nicht an Postfächer.", "de", "terms_and_conditions", None, None, None),
    ("Über den Versand wird der Käufer per E-Mail informiert.", "de", "terms_and_conditions", None, None, None),
    # the relative clause's verb is not read (no delivery); the sentence's own rule is the retention of title
    (
        "Die Ware, die der Händler versendet, bleibt bis zur Zahlung sein Eigentum.",
        "de",
        "terms_and_conditions",
        "provider",
        "does",
        "retention_of_title",
    ),
    ("In diesem Fall trägt der Käufer keine Kosten der Rücksendung.", "de", "terms_and_conditions", None, None, None),
    ("We never ship to post office boxes.", "en", "terms_and_conditions", None, None, None),
    # Lowercase "sie" is "she" or "they", never the reader.
    ("Wenn die Gebühr versichert ist, wird sie ebenfalls erstattet.", "de", "terms_and_conditions", None, None, None),
    # A passive names who acts by "von"/"durch"/"by", or "beiderseits" for both sides.
    (
        "Für verlorene Schlüssel ist der Ersatz vom Mieter an den Vermieter zu zahlen.",
        "de",
        "rental_contract",
        "tenant",
        "must",
        "pay",
    ),
    (
        "Die Geräte sind vor der Übergabe durch den Mieter zu prüfen.",
        "de",
        "rental_contract",
        "tenant",
        "must",
        "inspect",
    ),
    (
        "This agreement may be terminated by either party at any time.",
        "en",
        "terms_and_conditions",
        "parties",
        "may",
        "give_notice",
    ),
    ("Der Vertrag kann jederzeit gekündigt werden.", "de", "terms_and_conditions", None, "may", "give_notice"),
    # Role words of employment contracts: "AN", "Angestellte", "Firma"; a shop's staff is no party.
    (
        "Der AN verpflichtet sich, seine volle Arbeitskraft dem Betrieb zu widmen.",
        "de",
        "employment_contract",
        "employee",
        "must",
        "devote_work",
    ),
    (
        "Die Firma kann bei Auftragsmangel Kurzarbeit anordnen.",
        "de",
        "employment_contract",
        "employer",
        "may",
        "short_time_work",
    ),
    (
        "Unsere Mitarbeiter dürfen keine mündlichen Zusagen machen.",
        "de",
        "terms_and_conditions",
        None,
        "must_not",
        None,
    ),
    # "die Möglichkeit" is a right, not a duty; "haben … zurückzusenden" is a duty.
    (
        "Sie haben die Möglichkeit, die Ware in einer Filiale abzugeben.",
        "de",
        "terms_and_conditions",
        "you",
        "may",
        None,
    ),
    (
        "Sie haben die Ware binnen vierzehn Tagen zurückzusenden.",
        "de",
        "terms_and_conditions",
        "you",
        "must",
        "return_items",
    ),
]


@pytest.mark.parametrize(("sentence", "language", "category", "party", "modality", "action"), PRESENT_AND_AGENT)
def test_present_tense_and_passive_agent_are_read_only_where_the_structure_says_so(
    sentence: str, language: str, category: str, party: str | None, modality: str | None, action: str | None
) -> None:
    found = read_sentence(sentence, language, category)
    if modality is None:
        assert found is None or (found.party is None and found.action is None)
        return
    assert found is not None
    assert (found.party, found.modality, found.action) == (party, modality, action)


def test_a_frame_of_an_employment_is_not_read_in_a_service_s_terms() -> None:
    """ "Terminated by either party with notice" in a service's terms is no employment's notice period."""
    sentence = "This agreement may be terminated by either party with 30 days notice."
    assert read_sentence(sentence, "en", "employment_contract").action == "employment_notice"  # type: ignore[union-attr]
    assert read_sentence(sentence, "en", "terms_and_conditions").action == "give_notice"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("sentence", "party", "modality", "action"),
    [
        # German puts the subject after the verb when the sentence opens with the case it is for.
        (
            "Im Fall einer Krankheit zahlt der Arbeitgeber das Gehalt sechs Wochen lang weiter.",
            "employer",
            "does",
            "pay",
        ),
        ("Nach Eingang der Zahlung versenden wir die bestellte Ware.", "provider", "does", "deliver"),
        # … and a negation there is no duty at all.
        ("Im Fall einer Krankheit zahlt der Arbeitgeber kein Gehalt.", None, None, None),
        ("Der Arbeitgeber zahlt keine Prämie.", None, None, None),
    ],
)
def test_a_german_subject_after_the_verb_is_read_and_a_negation_says_nothing(
    sentence: str, party: str | None, modality: str | None, action: str | None
) -> None:
    found = read_sentence(
        sentence, "de", "employment_contract" if "Arbeitgeber" in sentence else "terms_and_conditions"
    )
    if modality is None:
        assert found is None
        return
    assert found is not None
    assert (found.party, found.modality, found.action) == (party, modality, action)


@pytest.mark.parametrize(
    ("sentence", "party"),
    [
        # "der" before a feminine noun is its dative: the company is told, it is not the one bound
        ("Der Mitarbeiter ist verpflichtet, der Firma jede Verhinderung unverzüglich anzuzeigen.", "employee"),
        ("Ist verpflichtet, der Firma jede Verhinderung unverzüglich anzuzeigen.", None),
        ("Jede Krankheit ist der Arbeitgeberin sofort mitzuteilen.", None),
        # the feminine noun as the subject keeps its role
        ("Die Firma ist verpflichtet, das Gehalt zum Monatsende zu überweisen.", "employer"),
    ],
)
def test_der_before_a_feminine_role_is_no_subject(sentence: str, party: str | None) -> None:
    found = read_sentence(sentence, "de", "employment_contract")
    assert found is not None
    assert found.party == party


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("Die Kundin kann per Lastschrift, PayPal oder auf Rechnung zahlen.", "de"),
        ("The customer may pay by card or bank transfer.", "en"),
    ],
)
def test_a_way_to_pay_is_not_said_as_a_right_to_pay(sentence: str, language: str) -> None:
    """Paying the price is owed; "kann … zahlen" names how, so no "The customer may pay" is said."""
    found = read_sentence(sentence, language, "terms_and_conditions")
    assert found is None or not (found.modality == "may" and found.action == "pay")


@pytest.mark.parametrize(
    ("sentence", "party", "modality"),
    [
        # The finite verb before its subject: "ist der Vermieter berechtigt, … zu verlangen" is a right, not the duty
        # "ist … zu verlangen" that the same verb and infinitive make without the adjective.
        ("Bei Zahlungsverzug ist der Vermieter berechtigt, Mahnkosten von 5 Euro zu verlangen.", "landlord", "may"),
        ("Nach Ablauf der Frist ist die Mieterin berechtigt, den Vertrag fristlos zu kündigen.", "tenant", "may"),
        ("Bei Verzug ist der Mieter nicht berechtigt, die Miete zu mindern.", "tenant", "must_not"),
        ("In diesem Fall ist der Mieter verpflichtet, die Kosten zu erstatten.", "tenant", "must"),
        ("Die Kosten sind vom Mieter zu erstatten.", "tenant", "must"),
    ],
)
def test_a_right_before_its_subject_is_a_right(sentence: str, party: str, modality: str) -> None:
    found = read_sentence(sentence, "de", "tenancy_agreement")
    assert found is not None
    assert (found.party, found.modality) == (party, modality)


@pytest.mark.parametrize(
    ("sentence", "language", "party", "condition"),
    [
        # What one may do only by agreement, or owes only for a breach, is conditional; the one who must agree is
        # not the party bound.
        ("Nach Absprache kann die Arbeitnehmerin einzelne Tage von zu Hause aus arbeiten.", "de", "employee", True),
        (
            "Für jeden Fall der Zuwiderhandlung hat der Arbeitnehmer eine Vertragsstrafe zu zahlen.",
            "de",
            "employee",
            True,
        ),
        ("Der Arbeitnehmer hat eine Vertragsstrafe zu zahlen.", "de", "employee", False),
        ("By agreement with the employer, the employee may work from home on some days.", "en", "employee", True),
        ("For each breach, the employee shall pay a penalty of one month's salary.", "en", "employee", True),
        ("The employee may work from home on some days.", "en", "employee", False),
    ],
)
def test_an_agreement_or_a_breach_named_first_is_a_condition(
    sentence: str, language: str, party: str, condition: bool
) -> None:
    found = read_sentence(sentence, language, "employment_contract")
    assert found is not None
    assert (found.party, found.condition) == (party, condition)

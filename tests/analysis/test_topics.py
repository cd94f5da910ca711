"""Clause topics: weighted keywords in the six document languages, and the model for German shops' terms."""

from __future__ import annotations

import pytest

from app.analysis.topics import (
    CATEGORY_TOPICS,
    CROSS_CATEGORY_TOPICS,
    MIN_SCORE,
    MODEL_CONFIDENCE,
    TOPIC_MODEL_PATH,
    TOPICS,
    combined_topic,
    is_contents_list,
    is_german,
    is_parties_block,
    model_probabilities,
    own_words_name,
    topic_of,
    topic_scores,
)
from app.explain.offline import offline_clause
from app.locales.catalogue import offline_catalogue
from app.prepare.segment import segment
from tests.support.paths import SAMPLES


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("§ 5 Mietsicherheit (Kaution)\n(1) Die Mieterin leistet eine Kaution von 2.550,00 EUR.", "deposit"),
        ("4. Deposit\n4.1 The Tenant shall pay a deposit of GBP 1,326.92 before moving in.", "deposit"),
        ("Cláusula 5. Fianza\nEl arrendatario entrega una fianza equivalente a un mes de renta.", "deposit"),
        ("Article 5 – Dépôt de garantie\nLe locataire verse un dépôt de garantie de 900 €.", "deposit"),
        ("Art. 5 Deposito cauzionale\nIl conduttore versa una cauzione pari a tre mensilità.", "deposit"),
        ("Cláusula 5.ª Caução\nO arrendatário presta uma caução de 1.200 euros.", "deposit"),
        ("§ 7 Kündigung\nDie Kündigung bedarf der Schriftform.", "notice"),
        ("11. Termination\nEither party may terminate this agreement with two months' notice.", "notice"),
        ("Résiliation du bail\nLe locataire peut donner congé avec un préavis de trois mois.", "notice"),
        ("§ 2 Probezeit\nDie ersten sechs Monate gelten als Probezeit.", "probation"),
        ("Periodo di prova\nIl periodo di prova è di tre mesi.", "probation"),
        ("Período de prueba\nSe establece un período de prueba de dos meses.", "probation"),
        ("§ 6 Widerrufsrecht\nVerbraucher haben ein vierzehntägiges Widerrufsrecht.", "withdrawal"),
        ("Droit de rétractation\nVous disposez de 14 jours pour vous rétracter.", "withdrawal"),
        (
            "Rechtsbehelfsbelehrung\nGegen diesen Bescheid kann innerhalb eines Monats Einspruch eingelegt werden.",
            "objection",
        ),
        ("Abrechnung\nDie Nachzahlung beträgt 913,68 EUR.", "tax_settlement"),
        ("Mitwirkungspflichten\nBitte reichen Sie die Kontoauszüge ein.", "obligation_to_cooperate"),
        ("§ 9 Datenschutz\nWir verarbeiten personenbezogene Daten nach Art. 6 DSGVO.", "data_protection"),
        ("Proteção de dados\nOs dados pessoais são tratados nos termos do RGPD.", "data_protection"),
        ("§ 11 Gerichtsstand\nGerichtsstand ist Hamburg.", "jurisdiction"),
        ("§ 3 Arbeitszeit\nDie wöchentliche Arbeitszeit beträgt 40 Stunden.", "working_time"),
        ("§ 6 Urlaub\nDer Arbeitnehmer hat Anspruch auf 28 Arbeitstage Erholungsurlaub.", "holiday"),
        ("Salvatorische Klausel\nSollte eine Bestimmung unwirksam sein, bleibt der Rest wirksam.", "severability"),
    ],
)
def test_topic_is_found_in_each_document_language(text: str, topic: str) -> None:
    assert topic_of(text) == topic


def test_every_detected_topic_is_a_known_topic() -> None:
    assert "other" in TOPICS
    assert topic_of("§ 1 Mietsache\nVermietet wird die Wohnung im 2. Obergeschoss.") in TOPICS


def test_heading_outweighs_a_passing_mention_in_the_body() -> None:
    body = "Die Kündigung wegen Zahlungsverzugs mit der Miete ist möglich; die Miete ist monatlich zu zahlen."
    assert topic_of(f"§ 7 Kündigung\n{body}") == "notice"
    assert topic_of(body, heading="Miete") == "rent"


def test_a_numbered_title_on_the_clause_s_first_line_is_its_heading() -> None:
    # The segmenter may carry an earlier heading over to a part that starts with its own numbered title.
    text = "10. Unfallversicherung\nDie Firma schließt für Sie eine Unfallversicherung ab und zahlt die Beiträge."
    assert topic_of(text, heading="8. Urlaub", category="employment_contract") != "holiday"
    # A numbered sentence is no title: the given heading stays.
    sentence = "1. Der Urlaub beträgt 30 Arbeitstage im Kalenderjahr.\nEr ist im Kalenderjahr zu nehmen."
    assert topic_of(sentence, heading="8. Urlaub", category="employment_contract") == "holiday"


def test_document_category_breaks_ambiguity_towards_its_typical_topics() -> None:
    text = "Die Vorauszahlungen für 2026 werden neu berechnet."
    assert topic_of(text, category="tax_assessment") == "tax_settlement"
    assert topic_of(text, category="rental_contract") == "utilities"


@pytest.mark.parametrize("text", ["", "   \n ", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "---"])
def test_text_without_topic_words_has_no_topic(text: str) -> None:
    assert topic_of(text) is None


def test_clauses_of_the_sample_lease_get_their_topics() -> None:
    text = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    topics = {topic_of(text[s.start : s.end], s.heading, "rental_contract") for s in segment(text)}
    assert {"rent", "deposit", "notice", "renovation", "repairs", "pets", "subletting"} <= topics


def test_clauses_of_the_sample_employment_contract_get_their_topics() -> None:
    text = (SAMPLES / "arbeitsvertrag.txt").read_text(encoding="utf-8")
    topics = {topic_of(text[s.start : s.end], s.heading, "employment_contract") for s in segment(text)}
    assert {"probation", "working_time", "pay", "overtime", "holiday", "non_compete", "forfeiture"} <= topics


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # Terms of service with house rules: no lease's quiet hours ("use" of the flat).
        (
            "§ 5 Hausordnung\nDie Hausordnung gilt; Ruhezeiten von 22 bis 6 Uhr sind einzuhalten.",
            "terms_and_conditions",
        ),
        # A Jobcenter letter about being ill: no sick pay from an employer.
        (
            "Arbeitsunfähigkeit: Wenn Sie krank sind, teilen Sie uns das unverzüglich mit und legen Sie eine "
            "ärztliche Arbeitsunfähigkeitsbescheinigung vor.",
            "authority_letter",
        ),
        # An employment contract with a deposit clause: no tenancy deposit text.
        ("Kaution\nDie Kaution beträgt drei Monatsmieten.", "employment_contract"),
    ],
)
def test_a_topic_of_another_kind_of_document_is_never_chosen(text: str, category: str) -> None:
    topic = topic_of(text, None, category)
    assert topic is None or topic in CATEGORY_TOPICS[category] or topic in CROSS_CATEGORY_TOPICS, topic


TABLE_OF_CONTENTS_DE = """Allgemeine Nutzungsbedingungen

Gültig ab 1. März 2026

    Einführung
    Änderungen dieser Bedingungen
    Ihr Konto
    Zahlungen und Kündigung
    Haftungsausschluss
    Datenschutz
    Anwendbares Recht"""

TABLE_OF_CONTENTS_EN = """Contents
1. Introduction
2. Your account
3. Fees and payment
4. Limitation of liability
5. Termination
6. Governing law"""


@pytest.mark.parametrize("text", [TABLE_OF_CONTENTS_DE, TABLE_OF_CONTENTS_EN])
def test_a_table_of_contents_is_recognised_by_its_shape(text: str) -> None:
    assert is_contents_list(text)
    assert topic_of(text, category="terms_and_conditions") == "contents"
    # Its words alone would give it a topic it lists: that is why its shape is asked first.
    scores = topic_scores(text, None, "terms_and_conditions")
    assert max(scores.values()) >= MIN_SCORE


@pytest.mark.parametrize(
    "text",
    [
        "Ort, Datum\nBerlin, 01.02.2026\nVermieter\n______________\nMieter\n______________",
        "Folgende Unterlagen sind beizufügen:\nPersonalausweis\nLohnabrechnung\nSchufa-Auskunft\nMeldebescheinigung\n"
        "Kopie des Arbeitsvertrags\nKontoauszüge",
        "- Wohnung\n- Keller\n- Garage\n- Stellplatz\n- Dachboden\n- Garten",
        "§ 3 Miete\nDie Miete beträgt 850,00 EUR monatlich.\nSie ist bis zum dritten Werktag zu zahlen.\n"
        "Die Nebenkosten werden gesondert abgerechnet.\nDer Vermieter kann eine Kaution verlangen.\n"
        "Die Kaution beträgt drei Monatsmieten.",
    ],
)
def test_signature_blocks_item_lists_and_clauses_are_no_table_of_contents(text: str) -> None:
    assert not is_contents_list(text)


# --- German shops' terms: the model trained on AGB-DE, with the keywords (sentences written for these tests) ---

TERMS = "terms_and_conditions"
EMPLOYMENT = "employment_contract"


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        (
            "§ 5 Widerrufsrecht\nAls Verbraucher können Sie Ihre Bestellung innerhalb von vierzehn Tagen ohne "
            "Angabe von Gründen widerrufen.",
            "withdrawal",
        ),
        (
            "§ 6 Lieferung\nWir versenden die Ware innerhalb von drei Werktagen nach Zahlungseingang mit einem "
            "Paketdienst.",
            "delivery",
        ),
        (
            "§ 4 Zahlung\nSie können per Vorkasse, mit Kreditkarte oder auf Rechnung bezahlen. Der Betrag ist "
            "sofort fällig.",
            "payment",
        ),
        (
            "§ 8 Gewährleistung\nEs gelten die gesetzlichen Mängelrechte. Offensichtliche Mängel zeigen Sie uns "
            "bitte bald an.",
            "warranty",
        ),
        (
            "§ 2 Vertragsschluss\nDie Darstellung der Artikel im Shop ist kein verbindliches Angebot. Mit dem Klick "
            "auf „Jetzt kaufen“ geben Sie eine Bestellung ab, die wir durch eine Auftragsbestätigung annehmen.",
            "contract_formation",
        ),
        (
            "§ 10 Datenschutz\nWir verarbeiten Ihre Daten nur, soweit es für die Abwicklung der Bestellung nötig ist.",
            "data_protection",
        ),
        # A holiday mentioned in passing does not make a delivery clause a holiday clause.
        (
            "§ 3 Lieferzeiten\nWährend unserer Betriebsferien im August verlängert sich die Lieferzeit um zwei "
            "Wochen, weil unser Team im Urlaub ist.",
            "delivery",
        ),
        # A heading naming a topic the model has no class for still counts.
        ("§ 12 Kündigung des Kundenkontos\nSie können Ihr Kundenkonto jederzeit ohne Frist kündigen.", "notice"),
    ],
)
def test_clauses_of_german_shops_terms_get_their_topic(text: str, topic: str) -> None:
    assert topic_of(text, category=TERMS) == topic


@pytest.mark.parametrize(
    "text",
    [
        "§ 7 Eigentumsvorbehalt\nDie gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        "Bis zur vollständigen Bezahlung bleibt die gelieferte Ware unser Eigentum.",
    ],
)
def test_goods_kept_until_paid_get_no_payment_text(text: str) -> None:
    # Retention of title has no topic of its own; the payment text ("when and how you pay") would be wrong.
    assert topic_of(text, category=TERMS) is None


def test_terms_unlike_a_shop_s_are_left_to_the_keywords() -> None:
    # A service's terms: the model is unsure (it learnt from shops), the keywords know the court.
    text = "Für alle Streitigkeiten aus diesen Bedingungen sind ausschließlich die Gerichte in Dublin zuständig."
    probabilities = model_probabilities(text)
    assert probabilities is not None and max(probabilities.values()) < MODEL_CONFIDENCE
    assert topic_of(text, category=TERMS) == "jurisdiction"


def test_shops_terms_in_another_language_are_left_to_the_keywords() -> None:
    assert not is_german("Delivery\nWe ship your order within three working days.")
    assert is_german("Wir versenden die Ware mit einem Paketdienst und informieren Sie über den Versand.")
    assert topic_of("Delivery\nWe ship your order within three working days.", category=TERMS) == "delivery"


def test_the_model_knows_only_klartext_topics_and_says_where_it_comes_from() -> None:
    probabilities = model_probabilities("Die Ware wird mit der Post versandt.", "Versand")
    assert probabilities is not None
    assert set(probabilities) <= set(TOPICS)  # "other" is one of them: no topic
    assert abs(sum(probabilities.values()) - 1) < 1e-6
    readme = (TOPIC_MODEL_PATH.parent / "README.md").read_text(encoding="utf-8")
    assert TOPIC_MODEL_PATH.name in readme and "CC BY-SA 4.0" in readme


def test_the_model_and_the_keywords_decide_together() -> None:
    # A clear model wins over a keyword; a keyword tips an unsure model; "other" means no topic.
    assert combined_topic({"payment": 0.9, "delivery": 0.05, "other": 0.05}, {"delivery": 6}, {}) == "payment"
    assert combined_topic({"payment": 0.4, "delivery": 0.35, "other": 0.25}, {"delivery": 6}, {}) == "delivery"
    assert combined_topic({"payment": 0.1, "other": 0.9}, {"payment": 3}, {}) is None
    # A topic the model has no class for needs the heading to name it.
    assert combined_topic({"payment": 0.2, "other": 0.8}, {"notice": 9}, {}) is None
    assert combined_topic({"payment": 0.2, "other": 0.8}, {"notice": 30}, {"notice": 3}) == "notice"


# --- Employment contracts: within the category, compounds, matters without a topic ---


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        # "Entgelt" (pay) is only the first part of the word for sick pay.
        (
            "§ 7 Entgeltfortzahlung im Krankheitsfall\nIst der Arbeitnehmer arbeitsunfähig, erhält er sein Gehalt "
            "sechs Wochen weiter.",
            "sick_leave",
        ),
        # "Urlaub" is only the first part of the word for holiday pay.
        (
            "§ 5 Urlaubsgeld\nMit dem Junigehalt zahlt der Arbeitgeber ein zusätzliches Urlaubsgeld von 500 Euro "
            "brutto.",
            "pay",
        ),
        (
            "§ 11 Krankheit\nBei einer Erkrankung meldet sich die Mitarbeiterin am ersten Tag vor Dienstbeginn.",
            "sick_leave",
        ),
        ("§ 2 Aufgabenbereich\nDie Mitarbeiterin betreut die Kunden der Filiale und das Lager.", "job"),
        ("§ 6 Zulagen\nFür Nachtarbeit erhält der Arbeitnehmer eine Zulage von 25 Prozent.", "pay"),
    ],
)
def test_clauses_of_employment_contracts_get_their_topic(text: str, topic: str) -> None:
    assert topic_of(text, category=EMPLOYMENT) == topic


@pytest.mark.parametrize(
    ("text", "not_topic"),
    [
        # A penalty for leaving without notice is no notice clause (and no topic has a penalty text).
        (
            "§ 9 Vertragsstrafe\nTritt der Arbeitnehmer die Stelle nicht an oder beendet er das Arbeitsverhältnis "
            "ohne Einhaltung der Kündigungsfrist, zahlt er ein halbes Monatsgehalt.",
            "notice",
        ),
        # Rights in inventions that stay after the job ends: no notice text either.
        (
            "§ 8 Erfindungen\nRechte an Erfindungen, die der Arbeitnehmer im Dienst macht, gehen auf den Arbeitgeber "
            "über; bei Beendigung des Arbeitsverhältnisses bleibt es dabei.",
            "notice",
        ),
        # German "Firma" is the company, not a Spanish or Italian signature.
        ("§ 2 Pflichten\nDer Arbeitnehmer stellt seine volle Arbeitskraft in den Dienst der Firma.", "signatures"),
        # An employee's pay is not a customer's "payment", and no authority sets a deadline here.
        ("Die Zahlung erfolgt spätestens am letzten Werktag des Monats.", "payment"),
        ("Die Zahlung erfolgt spätestens am letzten Werktag des Monats.", "deadline"),
    ],
)
def test_employment_clauses_do_not_get_a_topic_of_another_kind(text: str, not_topic: str) -> None:
    assert topic_of(text, category=EMPLOYMENT) != not_topic


def test_a_heading_naming_a_matter_without_topic_gives_none_unless_it_names_a_topic_too() -> None:
    body = "Verstößt der Arbeitnehmer gegen diese Pflicht, zahlt er eine Vertragsstrafe von einem Monatsgehalt."
    assert topic_of(f"§ 12 Vertragsstrafe\n{body}", category=EMPLOYMENT) is None
    # The heading names confidentiality as well: the clause keeps that topic.
    assert topic_of(f"§ 12 Verschwiegenheit, Vertragsstrafe\n{body}", category=EMPLOYMENT) == "confidentiality"


@pytest.mark.parametrize(
    ("text", "parties"),
    [
        ("Arbeitsvertrag zwischen der Muster GmbH – nachfolgend „Arbeitgeber“ – und Frau [PERSON_1]", True),
        ("Mietvertrag\nzwischen [PERSON_1] (nachfolgend: Vermieter) und [PERSON_2] (nachfolgend: Mieter)", True),
        ("§ 1 Geltungsbereich\nDie nachfolgenden Bedingungen gelten für alle Bestellungen in unserem Shop.", False),
    ],
)
def test_a_parties_block_names_the_parties(text: str, parties: bool) -> None:
    assert is_parties_block(text) is parties


# What clauses of a topic usually do is said only where the clause's own words bear the topic out: a heading
# over several clauses, or one word naming a circumstance, is not enough.
@pytest.mark.parametrize(
    ("text", "topic", "category", "borne_out"),
    [
        # Two words of the topic in the clause's own words.
        (
            "§ 5 Urlaub\nDie Mitarbeiterin hat Anspruch auf 28 Tage Erholungsurlaub im Jahr; den Urlaub stimmt sie mit der Leitung ab.",
            "holiday",
            "employment_contract",
            True,
        ),
        (
            "4. Notice\nEither party may give notice of termination with a notice period of one month.",
            "notice",
            "employment_contract",
            True,
        ),
        # Only the heading names the topic; the clause itself is about returning documents.
        (
            "§ 3 Urlaub\nUnterlagen der Firma gibt der Mitarbeiter bei seinem Ausscheiden zurück.",
            "holiday",
            "employment_contract",
            False,
        ),
        # One word naming a circumstance ("after the employment ends"), not the clause's subject.
        (
            "9. Arbeitsergebnisse\nDie Rechte an allen Arbeitsergebnissen stehen der Firma zu, auch nach Beendigung des Vertrags.",
            "notice",
            "employment_contract",
            False,
        ),
        # Another topic's words weigh more in the clause itself.
        (
            "7. Kündigung\nDer Urlaub ist im laufenden Kalenderjahr zu nehmen; nicht genommener Urlaub verfällt.",
            "notice",
            "employment_contract",
            False,
        ),
        # Two keywords in one phrase ("außerordentliche Kündigung") are one mention, not the clause's subject.
        (
            "8. Führerschein\nDie Mitarbeiterin zeigt den Verlust ihres Führerscheins sofort an; der Verlust kann "
            "eine außerordentliche Kündigung rechtfertigen.",
            "notice",
            "employment_contract",
            False,
        ),
        # German shops' terms: a topic the model has no class for is not borne out by keywords alone.
        (
            "8. Kündigung\nDie Kündigung des Abonnements ist mit einer Kündigungsfrist von einem Monat möglich; "
            "die Kündigung bedarf der Textform.",
            "notice",
            "terms_and_conditions",
            False,
        ),
        (None, None, None, False),
    ],
)
def test_a_topic_counts_as_borne_out_only_by_the_clause_s_own_words(
    text: str | None, topic: str | None, category: str | None, borne_out: bool
) -> None:
    assert own_words_name(text or "", topic, category) is borne_out


def test_a_topic_the_clause_does_not_bear_out_gets_no_stock_text() -> None:
    text = "9. Arbeitsergebnisse\nDie Rechte an allen Arbeitsergebnissen stehen der Firma zu, auch nach Beendigung des Vertrags."
    notice = offline_catalogue("en").topics["notice"]
    out = offline_clause(text, "en", "notice", "de", category="employment_contract")
    assert out.topic == "notice"
    assert not any(t in out.translation for t in notice.translations)
    assert not any(e in out.explanation for e in notice.explanations)
    assert out.translation.endswith("The offline engine could not put this clause in plain words.")
    # The same topic where the clause's words bear it out keeps its text.
    borne = offline_clause(
        "4. Kündigung\nDas Arbeitsverhältnis kann mit einer Kündigungsfrist von einem Monat gekündigt werden.",
        "en",
        "notice",
        "de",
        category="employment_contract",
    )
    assert any(e in borne.explanation for e in notice.explanations)


@pytest.mark.parametrize(
    ("text", "heading", "category", "expected", "not_expected"),
    [
        # A landlord's duty to keep the supply installations working is a repair duty, not running costs.
        (
            "The Owner must keep in repair the roof, the walls and the pipes for water, gas and electricity, and "
            "must have the gas boiler checked by a gas safety engineer every year.",
            "7. Duties of the Owner",
            "rental_contract",
            "repairs",
            "utilities",
        ),
        # "the Property" is a lease's defined term in nearly every clause: named once, it is no description of the home.
        (
            "Letters to the Occupier may be left at the Property or sent by email.",
            "12. Letters",
            "rental_contract",
            None,
            "subject",
        ),
        # Works a tenant makes to the home are a rule of its use; "por escrito" names only the consent's form.
        (
            "El inquilino no hará obras en el piso sin permiso por escrito del propietario.",
            "OCTAVA.- Obras",
            "rental_contract",
            "use",
            "written_form",
        ),
        # A court's possession order in a letter ending a tenancy orders no goods.
        (
            "If you are still in the flat after 30 June, the owner may ask the court for a possession order.",
            None,
            "termination_letter",
            None,
            "contract_formation",
        ),
    ],
)
def test_clause_of_a_lease_or_letter_gets_no_topic_of_another_kind(
    text: str, heading: str | None, category: str, expected: str | None, not_expected: str
) -> None:
    topic = topic_of(text, heading, category)
    assert topic != not_expected
    assert topic == expected


def test_shops_model_trains_each_label_into_a_fixed_class() -> None:
    """The class a label trains does not depend on the interpreter's hash seed (a set's first element did)."""
    from bench.explain_topics import AGB_RIGHT, MODEL_CLASSES, model_class

    assert model_class("withdrawal") == "withdrawal"
    assert model_class("retentionOfTitle") == "other"
    for label, right in AGB_RIGHT.items():
        assert model_class(label) in right or (model_class(label) == "other" and None in right)
    assert MODEL_CLASSES[-1] == "other" and "notice" not in MODEL_CLASSES


def test_the_topic_bench_counts_no_topic_as_right_only_where_no_label_has_a_topic() -> None:
    """No topic is right for a clause whose labels have no Klartext topic (goods kept until paid); for a clause
    about payment it is not right, and counted apart from a wrong topic, which is a wrong statement."""
    from bench.explain_topics import AGB_RIGHT, Item, Tally

    tally = Tally()
    kept = Item("shop a", "dev", "Eigentumsvorbehalt", "Die Ware bleibt unser Eigentum.", ("retentionOfTitle",))
    paying = Item("shop a", "dev", "Zahlung", "Der Betrag ist sofort fällig.", ("payment",))
    tally.add(kept, None, AGB_RIGHT)
    tally.add(paying, None, AGB_RIGHT)
    tally.add(paying, "delivery", AGB_RIGHT)
    tally.add(paying, "payment", AGB_RIGHT)
    assert (tally.clauses, tally.right, tally.right_none, tally.unsaid, tally.wrong) == (4, 2, 1, 1, 1)
    table = "\n".join(tally.confusion_table(AGB_RIGHT))
    assert "payment" in table and "right 0.33" in table and "retentionOfTitle" in table and "right 1.00" in table


def test_the_topic_bench_tells_how_sure_the_shops_model_was_of_a_topic() -> None:
    """The bands by which the cross-validation shows where no topic would cost right ones: the model's
    probability in tenths, a topic it has no class for, keywords alone for text unlike a German shop's terms."""
    from bench.explain_topics import certainty_band

    clause = (
        "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die "
        "Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie die Waren erhalten haben."
    )
    band = certainty_band(clause, "Widerrufsrecht", "withdrawal")
    assert band not in ("keywords", "no class") and float(band) >= 0.5
    assert certainty_band(clause, "Widerrufsrecht", "notice") == "no class"
    assert certainty_band("You may cancel the order within fourteen days.", "Cancellation", "withdrawal") == "keywords"

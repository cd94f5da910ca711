"""Legal concepts a clause names: found in the document's language, said in the reader's, never guessed."""

from __future__ import annotations

import re

import pytest

from app.analysis.terms import MAX_TERMS, mentioned_terms, term_patterns
from app.config import LANGUAGES
from app.explain.terms_say import say_terms
from app.locales import optional_toml
from tests.analysis.terms_checks import same_as_without_anchors

SIX = ("de", "en", "es", "fr", "it", "pt")


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        # German shops' terms
        (
            "Die gelieferten Artikel bleiben bis zur vollständigen Zahlung unser Eigentum. "
            "Bezahlen können Sie per Vorkasse, mit PayPal oder per Lastschrift.",
            "de",
            ["retention_of_title", "prepayment", "paypal", "direct_debit"],
        ),
        (
            "Für Mängel gelten die gesetzlichen Gewährleistungsrechte.",
            "de",
            ["defects", "statutory_warranty"],
        ),
        (
            "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit.",
            "de",
            ["liability", "intent", "gross_negligence"],
        ),
        (
            "Ausschließlicher Gerichtsstand ist Köln; das UN-Kaufrecht findet keine Anwendung.",
            "de",
            ["place_of_jurisdiction", "un_sales_convention"],
        ),
        # German employment
        (
            "Die ersten drei Monate sind Probezeit; danach gilt eine Kündigungsfrist von sechs Wochen.",
            "de",
            ["probation", "notice_period"],
        ),
        (
            "Eine Nebentätigkeit ist anzuzeigen. Bei Verstoß wird eine Vertragsstrafe fällig.",
            "de",
            ["secondary_employment", "contractual_penalty"],
        ),
        (
            "Ab dem dritten Tag legt die Mitarbeiterin eine Arbeitsunfähigkeitsbescheinigung vor.",
            "de",
            ["sick_note"],
        ),
        ("Das Arbeitsverhältnis wird auf unbestimmte Zeit geschlossen.", "de", ["indefinite_term"]),
        ("Sie gewähren uns eine unbefristete, weltweite Lizenz an Ihren Fotos.", "de", ["licence"]),
        ("Wird die Vorbehaltsware gepfändet, informiert uns der Käufer sofort.", "de", ["enforcement"]),
        ("Eine Pfändung des Gehalts zeigt der Arbeitnehmer an.", "de", ["wage_garnishment"]),
        # German tenancy and letters
        (
            "Der Mieter übernimmt die Schönheitsreparaturen und zahlt eine Kaution.",
            "de",
            ["cosmetic_repairs", "deposit"],
        ),
        ("Gegen diesen Bescheid können Sie Widerspruch einlegen.", "de", ["objection"]),
        # English terms of service
        (
            "We may suspend or terminate your account if you break these rules.",
            "en",
            ["account_suspension"],
        ),
        (
            "These terms are governed by the laws of Ireland. You waive any right to bring a class action.",
            "en",
            ["applicable_law", "class_action_waiver"],
        ),
        (
            "Your subscription renews automatically unless you cancel it before the free trial ends.",
            "en",
            ["subscription", "automatic_renewal", "free_trial"],
        ),
        (
            "The goods remain our property until paid in full; delivery is by cash on delivery.",
            "en",
            ["retention_of_title", "cash_on_delivery"],
        ),
        # Italian
        (
            "Il consumatore può esercitare il diritto di recesso entro quattordici giorni; le spese di "
            "spedizione per la restituzione sono a suo carico.",
            "it",
            ["right_of_withdrawal", "shipping_costs"],
        ),
        (
            "Per qualsiasi controversia è competente il foro del consumatore; si applica la legge italiana "
            "e la legge applicabile resta quella del paese di residenza.",
            "it",
            ["place_of_jurisdiction", "applicable_law"],
        ),
        (
            "Il lavoratore è tenuto alla riservatezza e al patto di non concorrenza.",
            "it",
            ["confidentiality", "non_compete"],
        ),
        # an order through the shopping cart names the cart, not the conclusion of the contract
        ("Die Bestellung erfolgt über den Warenkorb; danach erhalten Sie eine E-Mail.", "de", ["shopping_cart"]),
        (
            "Geschenkgutscheine sind bis zum Ende des dritten Jahres einlösbar; ein Restguthaben wird nicht ausgezahlt.",
            "de",
            ["voucher", "validity_period", "redemption", "voucher_balance"],
        ),
        (
            "Before you can use the beta features, you must agree to the privacy policy.",
            "en",
            ["beta_features", "data_protection"],
        ),
        ("Die Anzeige der Produkte ist eine Aufforderung zur Abgabe eines Angebots.", "de", ["invitation_to_offer"]),
        ("Il periodo di validità del buono è indicato sul buono.", "it", ["validity_period", "voucher"]),
    ],
)
def test_named_concepts_are_listed_in_order_of_mention(text: str, language: str, expected: list[str]) -> None:
    assert mentioned_terms(text, language) == expected


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # a word near a concept is not the concept
        ("Der Verkäufer handelt im eigenen Namen und auf eigene Rechnung.", "de"),  # no invoice
        ("Die Lagerkosten werden dem Käufer in Rechnung gestellt.", "de"),  # billing, not an invoice named
        ("Lohn- und Gehaltsbuchhaltung erledigt ein Dienstleister.", "de"),  # a cut compound names nothing
        ("Sie können den Zugang eines Drittanbieters zu Ihrem Bankkonto sperren.", "de"),  # not account closure
        ("Die Versicherungsprämie ist jährlich fällig.", "de"),  # an insurance premium is no bonus
        ("Please take into account the size chart before you order.", "en"),
        ("We made minor changes to the layout of the page.", "en"),  # 'minor' is no minimum age
        ("That is fine with us, and the colours may differ slightly.", "en"),  # 'fine' is no fine
        ("È responsabilità dell'utente consultare un medico prima di viaggiare.", "it"),  # a duty, not liability
        ("Tutti i diritti riservati.", "it"),  # 'riservati' is no confidentiality
        ("Il prelievo di contanti al bancomat è gratuito.", "it"),  # a cash machine is no debit card
        ("Ihre Karte ist bei dem Zahlungsdienst registriert.", "de"),  # a registered card is no sign-up
        ("Our registered office is in Dublin.", "en"),
        ("Der Datentarifvertrag läuft zwölf Monate.", "de"),  # a data plan is no collective agreement
        ("Die restliche Ware folgt als Nachlieferung.", "de"),  # delivering the rest is no cure of a defect
        ("The European Commission runs a complaints website.", "en"),  # no sales commission
        ("Book your vacation rental with a few clicks.", "en"),  # a trip is no paid leave
    ],
)
def test_loose_words_name_no_concept(text: str, language: str) -> None:
    assert mentioned_terms(text, language) == []


def test_the_longer_naming_wins_and_keys_come_once() -> None:
    text = (
        "Es gilt die gesetzliche Gewährleistung. Die gesetzliche Gewährleistung beträgt zwei Jahre. "
        "Wir haften nicht für leichte Fahrlässigkeit."
    )
    assert mentioned_terms(text, "de") == ["statutory_warranty", "liability", "slight_negligence"]


def test_at_most_six_terms() -> None:
    text = (
        "Zahlung per Vorkasse, Kreditkarte, PayPal, Nachnahme, Lastschrift, Überweisung oder auf Rechnung; "
        "die Versandkosten trägt der Kunde."
    )
    keys = mentioned_terms(text, "de")
    assert len(keys) == MAX_TERMS
    assert keys[:3] == ["prepayment", "credit_card", "paypal"]


def test_patterns_are_read_in_the_document_language_only() -> None:
    assert mentioned_terms("Es gilt ein Eigentumsvorbehalt.", "en") == []
    assert mentioned_terms("Es gilt ein Eigentumsvorbehalt.", None) == []
    assert mentioned_terms("", "de") == []


def test_said_in_the_reader_language() -> None:
    keys = ["retention_of_title", "prepayment", "direct_debit"]
    assert say_terms(keys, "en") == "The clause mentions: retention of title, prepayment, direct debit."
    assert say_terms(keys, "de") == "Die Klausel nennt: Eigentumsvorbehalt, Vorkasse, Lastschrift."
    assert say_terms(keys, "fr") == "La clause mentionne : réserve de propriété, paiement anticipé, prélèvement."
    assert "reserva de dominio" in say_terms(keys, "es")
    assert "riserva di proprietà" in say_terms(keys, "it")
    assert "reserva de propriedade" in say_terms(keys, "pt")


def test_nothing_to_say_without_a_known_key() -> None:
    assert say_terms([], "en") == ""
    assert say_terms(["no_such_concept"], "de") == ""


def test_each_language_of_the_service_has_the_six_shipped_ones() -> None:
    assert set(SIX) <= set(LANGUAGES)


@pytest.mark.parametrize("language", SIX)
def test_every_key_has_a_label_and_every_pattern_compiles(language: str) -> None:
    keys = set(optional_toml("en", "terms")["labels"])
    data = optional_toml(language, "terms")
    labels = data["labels"]
    assert set(labels) == keys, sorted(set(labels) ^ keys)
    assert all(isinstance(v, str) and v.strip() for v in labels.values())
    assert "{items}" in data["text"]["mentions"]
    assert set(data.get("patterns", {})) <= keys
    for key, patterns in data.get("patterns", {}).items():
        assert patterns, key
        for pattern in patterns:
            re.compile(pattern, re.IGNORECASE)
    assert [key for key, _ in term_patterns(language)] == list(data.get("patterns", {}))


def test_every_key_is_recognised_in_german() -> None:
    """The real corpora are German first: every concept has German patterns."""
    assert set(optional_toml("de", "terms")["patterns"]) == set(optional_toml("de", "terms")["labels"])


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("To the extent permitted by applicable law, we give no promise about uptime.", "en"),
        ("Unless applicable law requires otherwise, fees are not returned.", "en"),
        ("Soweit das anwendbare Recht dies zulässt, ist die Nutzung kostenlos.", "de"),
        ("Nei limiti consentiti dal diritto applicabile, il servizio è gratuito.", "it"),
    ],
)
def test_the_law_as_a_limit_is_no_choice_of_law(text: str, language: str) -> None:
    assert "applicable_law" not in mentioned_terms(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Applicable law. The law of Scotland applies to these terms.", "en"),
        ("Anwendbares Recht: Für diesen Vertrag gilt das Recht der Bundesrepublik Deutschland.", "de"),
        ("Legge applicabile. Il presente accordo è regolato dalla legge italiana.", "it"),
    ],
)
def test_a_choice_of_law_is_named(text: str, language: str) -> None:
    assert mentioned_terms(text, language)[0] == "applicable_law"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # A notice period's absence is no notice period, whatever the language says it with.
        ("Il fornitore può sospendere il servizio senza preavviso.", "it"),
        ("Il fornitore può sospendere il servizio senza alcun preavviso.", "it"),
        ("We may change these prices without any notice.", "en"),
        ("Es gilt keine Kündigungsfrist.", "de"),
        ("Die Preise können ohne Einhaltung einer Frist angepasst werden, ohne vorherige Kündigungsfrist.", "de"),
        ("La empresa puede modificar los precios sin preaviso.", "es"),
        ("Nous pouvons modifier le service sans préavis.", "fr"),
        ("Podemos alterar o serviço sem aviso prévio.", "pt"),
    ],
)
def test_an_absent_notice_period_is_not_named(text: str, language: str) -> None:
    assert "notice_period" not in mentioned_terms(text, language)
    # Changing a service without notice is no termination either.
    assert "termination_without_notice" not in mentioned_terms(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Il datore di lavoro può recedere dal contratto senza preavviso.", "it"),
        ("Das Arbeitsverhältnis kann ohne Einhaltung einer Kündigungsfrist gekündigt werden.", "de"),
        ("Der Arbeitgeber kann fristlos kündigen.", "de"),
        ("We may terminate your account without notice.", "en"),
        ("El contrato puede resolverse sin preaviso.", "es"),
        ("Le contrat peut être résilié sans préavis.", "fr"),
        ("O contrato pode ser rescindido sem aviso prévio.", "pt"),
    ],
)
def test_ending_a_contract_without_notice_is_named_as_such(text: str, language: str) -> None:
    assert mentioned_terms(text, language) == ["termination_without_notice"]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Die Kündigungsfrist beträgt vier Wochen.", "de"),
        ("Es gilt keine kürzere Kündigungsfrist als vier Wochen.", "de"),
        ("The notice period is one month.", "en"),
        ("Il periodo di preavviso è di trenta giorni.", "it"),
        ("El preaviso es de quince días.", "es"),
        ("Le préavis est de deux mois.", "fr"),
        ("O aviso prévio é de trinta dias.", "pt"),
    ],
)
def test_a_notice_period_that_is_there_is_named(text: str, language: str) -> None:
    assert "notice_period" in mentioned_terms(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Die KAUTION ist auf ein Sparkonto einzuzahlen; die Mietkaution wird verzinst.", "de"),
        ("Der Eigentumsvorbehalt gilt bis zur vollständigen Zahlung per Lastschrift oder Überweisung.", "de"),
        ("DIE WARE BLEIBT BIS ZUR ZAHLUNG UNSER EIGENTUM. Die Versandkosten trägt der Käufer.", "de"),
        ("The NOTİCE PERİOD is one month; the security deposit is held in trust.", "en"),  # a dotted capital I
        ("Il recesso è possibile entro quattordici giorni; le spese di spedizione sono a carico.", "it"),
        ("La fianza se devolverá al finalizar el contrato de arrendamiento.", "es"),
    ],
)
def test_a_concept_is_skipped_only_where_none_of_its_patterns_could_match(
    text: str, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # term_spans tries a concept only where the clause holds a run of characters its patterns need; every
    # pattern run over the whole clause finds the same concepts at the same places.
    same_as_without_anchors(text, language, monkeypatch)


def test_the_needed_run_is_read_from_the_pattern_s_top_level_literals() -> None:
    from app.analysis.terms import _required

    assert _required(r"versandkosten\w*") == "versandkosten"
    assert _required(r"(?:gesetzliche[nr]?\s+)?(?:mehrwert|umsatz)steuer") == "steuer"
    assert _required(r"\w*eigentumsvorbehalt\w*") == "eigentumsvorbehalt"
    assert _required(r"(?:kauf|zahlung)\s+auf\s+rechnung") == "rechnung"
    assert _required(r"porto|fracht") == ""  # two branches: no run every match holds

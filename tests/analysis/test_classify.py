"""Document category and tags from keywords across the whole document."""

from __future__ import annotations

from typing import get_args

import pytest

from app.analysis.classify import classify
from app.models import Category
from tests.support.paths import SAMPLES


@pytest.mark.parametrize(
    ("sample", "category"),
    [
        ("mietvertrag", "rental_contract"),
        ("arbeitsvertrag", "employment_contract"),
        ("steuerbescheid", "tax_assessment"),
        ("behoerdenbrief", "authority_letter"),
        ("agb_onlineshop", "terms_and_conditions"),
        ("tenancy_agreement_en", "rental_contract"),
    ],
)
def test_samples_get_their_category(sample: str, category: str) -> None:
    text = (SAMPLES / f"{sample}.txt").read_text(encoding="utf-8")
    assert classify(text)[0] == category


@pytest.mark.parametrize(
    ("text", "category"),
    [
        (
            "Mietvertrag über Wohnraum. Der Vermieter vermietet dem Mieter die Wohnung. Die Kaution beträgt 900 EUR.",
            "rental_contract",
        ),
        ("Tenancy agreement. The landlord lets the flat to the tenant. The deposit is £950.", "rental_contract"),
        (
            "Contrato de arrendamiento de vivienda. El arrendador y el arrendatario acuerdan una fianza de un mes.",
            "rental_contract",
        ),
        ("Contrat de location. Le bailleur et le locataire conviennent d'un dépôt de garantie.", "rental_contract"),
        (
            "Contratto di lavoro tra il datore di lavoro e il lavoratore. Periodo di prova di tre mesi.",
            "employment_contract",
        ),
        (
            "Contrato de trabalho entre a entidade empregadora e o trabalhador. Período experimental de 90 dias.",
            "employment_contract",
        ),
        (
            "Termos e condições gerais da loja online. O consumidor tem direito de livre resolução.",
            "terms_and_conditions",
        ),
        (
            "Conditions générales de vente. Le consommateur dispose d'un droit de rétractation de 14 jours.",
            "terms_and_conditions",
        ),
        (
            "Sehr geehrte Damen und Herren, hiermit kündige ich meinen Vertrag fristgerecht zum 31.03.2026.",
            "termination_letter",
        ),
        ("Darlehensvertrag. Der Darlehensnehmer zahlt einen Sollzins von 4,5 % p. a. an den Darlehensgeber.", "loan"),
        (
            "Versicherungsschein. Versicherungsnehmer ist der Kunde; der Versicherer trägt den Versicherungsschutz.",
            "insurance",
        ),
    ],
)
def test_short_texts_in_each_language_get_their_category(text: str, category: str) -> None:
    assert classify(text)[0] == category


def test_unclear_text_is_other_and_every_category_is_valid() -> None:
    assert classify("Einkaufsliste: Brot, Milch, Äpfel.")[0] == "other"
    assert classify("")[0] == "other"
    assert classify("   ") == ("other", [])
    valid = set(get_args(Category))
    for sample in SAMPLES.glob("*.txt"):
        assert classify(sample.read_text(encoding="utf-8"))[0] in valid


def test_lease_tags_name_its_topics_and_nothing_from_tax_law() -> None:
    _, tags = classify((SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8"))
    assert {"deposit", "notice_period", "renovation", "rent", "utilities"} <= set(tags)
    assert not {"tax_refund", "tax_payment", "withdrawal", "loan_interest"} & set(tags)


def test_tags_of_other_samples() -> None:
    def tags(sample: str) -> set[str]:
        return set(classify((SAMPLES / f"{sample}.txt").read_text(encoding="utf-8"))[1])

    assert {"probation", "overtime", "holiday", "non_compete"} <= tags("arbeitsvertrag")
    assert {"objection", "tax_payment", "deadline"} <= tags("steuerbescheid")
    assert {"withdrawal", "data_protection", "warranty"} <= tags("agb_onlineshop")
    assert {"hearing", "deadline", "cooperation"} <= tags("behoerdenbrief")


def test_tags_are_found_in_other_languages() -> None:
    assert "withdrawal" in classify("Conditions générales. Droit de rétractation : 14 jours. Le client...")[1]
    assert "deposit" in classify("Contratto di locazione. Il conduttore versa un deposito cauzionale.")[1]
    assert "data_protection" in classify("Condiciones generales. Protección de datos personales según el RGPD.")[1]


def test_samples_in_other_languages_get_their_type_and_tags() -> None:
    def classified(sample: str) -> tuple[str, set[str]]:
        category, tags = classify((SAMPLES / f"{sample}.txt").read_text(encoding="utf-8"))
        return category, set(tags)

    assert classified("contrato_arrendamiento_es")[0] == "rental_contract"
    assert {"deposit", "rent", "rent_increase"} <= classified("contrato_arrendamiento_es")[1]
    assert classified("contrat_travail_fr")[0] == "employment_contract"
    assert {"probation", "working_time", "notice_period"} <= classified("contrat_travail_fr")[1]
    assert classified("contratto_locazione_it") == ("rental_contract", classified("contratto_locazione_it")[1])
    assert {"deposit", "subletting"} <= classified("contratto_locazione_it")[1]
    assert classified("notificacao_financas_pt")[0] == "tax_assessment"
    assert {"objection", "deadline"} <= classified("notificacao_financas_pt")[1]
    assert classified("termination_letter_en") == ("termination_letter", {"termination"})


def test_words_kept_for_topics_only_make_no_document_tag() -> None:
    # "Unterlagen" and "Herausgabe" tell topic detection about a heading; they say nothing about a document.
    text = "Bitte reichen Sie die Unterlagen bis Ende des Monats ein. Die Herausgabe der Schlüssel erfolgt vor Ort."
    _, tags = classify(text)
    assert not {"return_of_property", "intellectual_property", "retention_of_title"} & set(tags)
    # The contractual penalty stays a tag, as before.
    assert "contractual_penalty" in classify("Bei Verstoß wird eine Vertragsstrafe von 5.000 EUR fällig.")[1]

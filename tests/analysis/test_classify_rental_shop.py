"""A shop renting out goods is a shop's terms, a lease of premises stays a lease (classify.rental_or_shop).

Both sides name a Vermieter and a Mieter, so the category keywords read both as a rental contract. A lease of
premises names the premises (Wohnung, Räume, Nebenkosten, ...); a shop's terms name the order, its delivery and the
consumer's withdrawal. Sentences written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.analysis.classify import classify, rental_or_shop

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

# Terms of shops that rent out goods: must read as terms_and_conditions.
SHOPS = [
    "Mietbedingungen des Zeltverleihs. Der Vermieter überlässt dem Mieter die bestellten Zelte für den gebuchten "
    "Zeitraum. Die Bestellung erfolgt über den Warenkorb. Die Lieferung erfolgt zwei Tage vor Mietbeginn. "
    "Der Mieter haftet für Schäden am Mietgegenstand.",
    "Allgemeine Bedingungen für die Miete von Werkzeugen. Mieter und Vermieter vereinbaren die Mietdauer bei der "
    "Buchung. Eine Stornierung ist bis drei Tage vor Beginn kostenfrei. Der Mieter gibt die Mietgeräte gereinigt "
    "zurück. Dem Verbraucher steht ein Widerrufsrecht zu.",
    "Kostümverleih: Der Vermieter versendet die Kostüme nach Eingang der Bestellung. Der Mieter trägt die Kosten "
    "für den Versand der Ware an den Vermieter zurück. Die Kaution wird nach Rückgabe erstattet.",
]
# Leases of premises (and a lease of a garage with a flat): must stay rental contracts.
LEASES = [
    "Mietvertrag. Der Vermieter vermietet dem Mieter die Wohnung im zweiten Stock. Die Nebenkosten werden monatlich "
    "vorausgezahlt. Die Kaution beträgt drei Monatsmieten. Die Lieferung von Heizöl bestellt der Vermieter.",
    "Mietvertrag über Gewerberäume. Der Mieter nutzt die Räume als Laden für den Verkauf von Waren. "
    "Der Vermieter erhält eine Kaution. Bestellungen von Kunden des Mieters nimmt der Vermieter nicht an.",
    "Mietvertrag. Vermieter und Mieter vereinbaren eine Miete von 800 Euro. Der Mieter zahlt die Betriebskosten.",
    # too few of a shop's words to tell: stays what the keywords read
    "Mietvertrag. Der Vermieter überlässt dem Mieter das Fahrzeug. Der Mieter zahlt eine Kaution.",
]


@pytest.mark.parametrize("text", SHOPS)
def test_shop_renting_out_goods_reads_as_terms(text: str) -> None:
    assert rental_or_shop(text) == "terms_and_conditions"
    assert classify(text)[0] == "terms_and_conditions"


@pytest.mark.parametrize("text", LEASES)
def test_lease_of_premises_stays_a_lease(text: str) -> None:
    assert rental_or_shop(text) == "rental_contract"
    assert classify(text)[0] == "rental_contract"


@pytest.mark.parametrize(
    "name",
    ["mietvertrag.txt", "tenancy_agreement_en.txt", "contratto_locazione_it.txt", "contrato_arrendamiento_es.txt"],
)
def test_sample_leases_stay_leases(name: str) -> None:
    assert classify((SAMPLES / name).read_text(encoding="utf-8"))[0] == "rental_contract"


def test_sample_shop_terms_stay_terms() -> None:
    assert classify((SAMPLES / "agb_onlineshop.txt").read_text(encoding="utf-8"))[0] == "terms_and_conditions"

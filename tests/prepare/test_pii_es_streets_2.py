"""Spanish streets in clinical reports' headers, second table by category (issue 24, round of 2026-12-04).

Each row is a sentence written for this table. ``GONE``: every letter and digit of the street lies inside a
placeholder. Categories: a kind of street with "s/n" for its number; the number sign written "N°"; "c/" in small
letters; a name's initial in the street's name, "#" for the number; floor, staircase and door after the number ("esc. 1", "Ático B", "B-4", "3,2º"); "P.º"; a road's number
before its kilometre point; a kind of street without a number right before a postcode; a postcode with its
country's letter or in brackets; a street named after a person by the person's name alone, run into a hospital's
name before its number; two readings of one street joined; two numbers of one building ("1 y 3"); a sender's name
that ran on into the street after it (``SPLIT``: the name stays a person, the street becomes an address); a street
without its kind on a correspondence line after the sender's name. ``KEPT``: medical terms, doses, dates, a ward and a bed
with their numbers, a walk ("paseo") of so many minutes, a route of administration ("vía"), a floor or a unit of a hospital on a correspondence line stay untouched.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize

GONE = [
    # a kind of street, its name and "s/n"
    ("Servicio de Pediatría. Hospital de Lugones. Travesía Robledal s/n. 33420 Lugones", "Travesía Robledal s/n"),
    ("Servicio de Pediatría. Plaza del Mercado Viejo, s/n Oviedo España", "Plaza del Mercado Viejo, s/n"),
    (
        "Hospital de las Rocas Avenida de los Reyes Magos, s/n E-18014 Granada (España)",
        "Avenida de los Reyes Magos, s/n",
    ),
    # the number sign with a capital N
    ("Remitido por: Ana Ruiz Gil C/ Pedro de Alba N° 17, 28006, Madrid", "C/ Pedro de Alba N° 17"),
    ("Correspondencia: Avda. del Cid No. 240. 46018 Valencia.", "Avda. del Cid No. 240"),
    # "c/" in small letters
    ("Unidad de Traumatología c/Santa Clara, 14 31200 Estella (Navarra)", "c/Santa Clara, 14"),
    ("Remitido por: Ana Ruiz Gil c/ Miguel Yuste, 41, 2.o B 28033 Madrid", "c/ Miguel Yuste, 41, 2.o B"),
    # floor, staircase, door
    ("Remitido por: Dr. Pablo Gil Soto, calle Saturno 8, esc. 1, 4ºa 28023. Madrid", "calle Saturno 8, esc. 1, 4ºa"),
    (
        "Remitido por: Ana Ruiz Gil. Avenida Ramón Gil Cuesta 17, Ático B Almería",
        "Avenida Ramón Gil Cuesta 17, Ático B",
    ),
    ("Remitido por: Ana Ruiz Gil Urbanización Los Olivos 27 B-4 03570 Alicante", "Urbanización Los Olivos 27 B-4"),
    ("Remitido por: Dr. Luis Peña Gómez Pza. Dr. Andrés Roca 5,2º. 14003 Córdoba", "Pza. Dr. Andrés Roca 5,2º"),
    ("Hospital del Pilar Ronda de la Fuente, 44-1ºB 31010 Pamplona", "Ronda de la Fuente, 44-1ºB"),
    # a name's initial inside the street's name; "#" for the number
    ("Remitido por: Ana Gil. Avda. J. Ruiz Soler 9, 3º A. 28001 Madrid", "Avda. J. Ruiz Soler 9, 3º A"),
    ("Hospital del Norte Avenida Calzada del Sol # 3100 Colonia Centro", "Avenida Calzada del Sol # 3100"),
    # "P.º"
    ("Servicio de Urología. P.º de la Castellana, 61 28046 Madrid", "P.º de la Castellana, 61"),
    # a road's number before its kilometre point
    ("Centro Penitenciario de Teruel Carretera Nacional 234 km 12 44001 Teruel", "Carretera Nacional 234 km 12"),
    # a kind of street without a number right before a postcode and a place
    ("Clínica Médico-Forense. Paseo de la Estación. 02001 Albacete.", "Paseo de la Estación"),
    # a street named after a person, run into a hospital's name, its number after it
    ("Servicio de Farmacia Hospital Son Llàtzer Andrea Doria, 55 07014 Palma", "Andrea Doria, 55"),
    ("Servicio de Oftalmología. Hospital de Basurto Pedro Asua, s/n 01009 Vitoria España", "Pedro Asua, s/n"),
    # two readings of one street: the kind written twice, a floor after the number
    ("La paciente vive en la calle Calle del Olmo Alto, 6, 2º A.", "calle Calle del Olmo Alto, 6, 2º A"),
    # two numbers of one building
    ("Servicio de Urología Hospital del Ebro P.º Isabel la Católica, 1 y 3 50009 Zaragoza España", "1 y 3"),
    # a sender's name read on into the street after it: the name ends where the street begins
    ("Remitido por: Luis Peral Mena C. Olmedo nº 23 6ºH 33006 Oviedo.", "C. Olmedo nº 23 6ºH"),
    ("Remitido por: Marta Luisa Robles Pardo Profesor Juan Vela s/n 28040 Madrid", "Profesor Juan Vela s/n"),
    # a street without its kind on a correspondence line, after the sender's name
    ("Remitido por: Dr. Julián Paredes Olmo. Monte Carmelo 318, Providencia Chile", "Monte Carmelo 318"),
    ("Responsable clínico: Dra. Inés Molina Vidal. Tucumán Nº 612 3º piso. Rosario.", "Tucumán Nº 612 3º piso"),
]

# The sender's name stays a person where the street after it is found: the placeholders say which is which.
SPLIT = [
    ("Remitido por: Luis Peral Mena C. Olmedo nº 23 6ºH 33006 Oviedo.", "Luis Peral Mena", "C. Olmedo nº 23 6ºH"),
    ("Remitido por: Marta Luisa Robles Pardo Profesor Juan Vela s/n 28040 Madrid", "Marta Luisa Robles Pardo",
     "Profesor Juan Vela s/n"),
]  # fmt: skip

KEPT = [
    ("Se pautó paracetamol 1 g cada 8 horas por vía oral durante 5 días.", ["paracetamol", "vía oral", "5 días"]),
    ("Ingresó en la planta 3 del Hospital Central, cama 4, el 12 de mayo.", ["planta 3", "cama 4", "Hospital Central"]),
    ("Recibió dosis de 5 mg de Metotrexato y 20 mg de Prednisona.", ["5 mg", "Metotrexato", "Prednisona"]),
    ("Se recomienda un Paseo de 30 minutos al día.", ["Paseo de 30 minutos"]),
    ("Tensión arterial 120/80, frecuencia 78 lpm, Glasgow 15.", ["120/80", "Glasgow 15"]),
    ("Se aprecia en la Unidad de Cuidados Intensivos, box 2, una mejoría.", ["Unidad de Cuidados Intensivos, box 2"]),
    # places inside a hospital on a correspondence line are no street
    ("Remitido por: Dr. Luis Pardo. Hospital Central. Planta 4, Madrid", ["Planta 4"]),
    ("Remitido por: Dr. Luis Pardo, Unidad de Ictus 2, Madrid", ["Unidad de Ictus 2"]),
]


@pytest.mark.parametrize(("text", "person", "street"), SPLIT)
def test_the_name_ends_where_the_street_begins(text: str, person: str, street: str) -> None:
    result = anonymize(text, "es")
    spans = {text[s:e]: result.text[a:b] for s, e, a, b in result.spans}
    assert spans.get(person, "").startswith("[PERSON"), result.text
    assert spans.get(street, "").startswith("[ADDRESS"), result.text

"""Spanish streets in clinical reports' headers, by category (issue 24).

Each row is a sentence written for this table. ``GONE``: every letter and digit of the street must leave the text.
Categories: a road and its kilometre point in place of a house number ("Carretera de ..., km 12,500", a road's code
before ", km"); a regnal number in a street's name ("Pío XII"); a floor written with a full stop before its sign
("2.º-A"); abbreviated kinds of street ("Pso.", "Rda.", "Gta.", "Ctra.", "Pza."); a street named without its kind,
run into the hospital's name before a postcode. ``KEPT``: distances, doses and ranges with numbers stay.
"""

from __future__ import annotations

import re

import pytest

from app.prepare.anonymize import anonymize

GONE = [
    (
        "Dra. Elena Sanz Ibarra. Hospital del Valle. Carretera de Alcalá, km. 14,300. 28806 Madrid.",
        "Carretera de Alcalá, km. 14,300",
    ),
    ("Dr. Tomás Prieto Gil. Hospital Comarcal Ctra. N-432, km 6. 06300 Zafra.", "Ctra. N-432, km 6"),
    ("Servicio de Medicina Interna. Hospital de Levante. A-31, km. 52. 02640 Almansa.", "A-31, km. 52"),
    ("Correspondencia: C/. Gregorio XIII 7, 46001 Valencia.", "C/. Gregorio XIII 7"),
    ("Correspondencia: Avda. Alfonso XIII, 21. 28002 Madrid.", "Avda. Alfonso XIII, 21"),
    ("Correspondencia: C/ Río Tormes, 12, 2.º-A. 37008 Salamanca.", "C/ Río Tormes, 12, 2.º-A"),
    ("Correspondencia: Pso. de la Alameda, 40. 46023 Valencia.", "Pso. de la Alameda, 40"),
    ("Correspondencia: Rda. de Poniente, 8. 14005 Córdoba.", "Rda. de Poniente, 8"),
    ("Correspondencia: Gta. de Cuatro Caminos, 3. 28020 Madrid.", "Gta. de Cuatro Caminos, 3"),
    ("Consulta de Dermatología, Ctra. de Valencia, 15. 50012 Zaragoza.", "Ctra. de Valencia, 15"),
    ("Remitido por: Dr. Iván Mora Soler Servicio de Urología. Hospital ROVERSA Olmeda 5 - 36211 Vigo.", "Olmeda 5"),
]

KEPT = [
    ("El paciente recorría 12 km en bicicleta cada día.", "12 km"),
    ("Se pautaron 5 - 10000 unidades diarias de vitamina D.", "5 - 10000"),
    ("Refiere dolor en el km 5 de la carrera, sin otros síntomas.", "km 5"),
    ("Ingresó el 5 de mayo de 2010 en el Hospital del Valle.", "Hospital del Valle"),
]


@pytest.mark.parametrize(("text", "street"), GONE)
def test_the_street_leaves_the_text(text: str, street: str) -> None:
    out = anonymize(text, "es").text
    # its names and numbers (the particles "de", "la" may stand elsewhere in the sentence)
    words = [w for w in re.findall(r"\w+", street) if w[0].isupper() or w[0].isdigit()]
    left = [w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", out)]
    assert not left, out


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_numbers_that_are_no_address_stay(text: str, kept: str) -> None:
    assert kept in anonymize(text, "es").text

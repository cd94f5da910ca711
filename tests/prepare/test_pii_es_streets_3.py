"""Spanish streets on unseen documents, third table by category (issue 24, round a27 of 2026-12-04).

Each row is a sentence written for this table. ``GONE``: every letter and digit of the street lies inside a
placeholder, with the shipped tagger and with the rules alone. Categories: a Mexican address, its neighbourhood
after the number ("Col.", "Colonia"), with or without a kind of street; a street named by a number as Latin American
cities number them ("Carrera 7 # 45-12", "Calle 5 Sur No. 3-20"); a street's name in small letters after its kind
with a house number that ends the phrase; a Catalan article elided in the name ("Vall d'Hebron"); the flat as
Argentina writes it ('dto. "B"'); a street named after a titled person ("Don Ramón de la Cruz", "Avenida del Dr. ...").
``KEPT``: lab values ("Col. total 210": cholesterol, "Hb 12,5"), doses, dates, a hospital department, "vía oral", a
daily walk ("paseo diario"), a score ("Glasgow 15"), time spent in the street stay untouched.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from tests.prepare.es_street_checks import covered

GONE = [
    # a Mexican address: the neighbourhood after the number binds the street, its kind written or not
    ("Hospital San Roque Tulipanes Norte No. 312, Col. Del Valle, C.P. 03100, México", "Tulipanes Norte No. 312"),
    ("Remitido por: Dra. Irene Vela. Nogales 8 Col. Escandón, México D.F.", "Nogales 8 Col. Escandón"),
    ("Unidad de Alergia. Avenida de los Insurgentes # 2150 Colonia San Ángel, México", "Avenida de los Insurgentes"),
    ("Responsable clínico: Dr. Omar Ríos. Benito Juárez 47, Col. Centro. Puebla", "Benito Juárez 47, Col. Centro"),
    # a street named by a number, the cross street and the house after "#" or "No."
    ("Remitido por: Dr. Andrés Pombo. Carrera 7 # 45-12 Bogotá, Colombia", "Carrera 7 # 45-12"),
    ("Consulta de Dermatología, Calle 5 Sur No. 3-20, Cali", "Calle 5 Sur No. 3-20"),
    ("Dirección del centro: Diagonal 40A # 12-08, Medellín", "Diagonal 40A # 12-08"),
    # a street's name in small letters after its kind
    ("La paciente vive con su hija en la calle olmos, 23, 2 A de Sevilla.", "calle olmos, 23, 2 A"),
    ("Remitido por: Julia Otaola. Paseo de san roque 19. Tolosa", "Paseo de san roque 19"),
    ("Correspondencia: avenida de la estación 4, Lugo", "avenida de la estación 4"),
    # a Catalan article elided in the street's name, an acute accent typed for the apostrophe
    ("Remitido por: Pau Ferrer. Av. Vall d´Hebron, 119-129 08035 Barcelona", "Av. Vall d´Hebron, 119-129"),
    ("Servicio de Neumología. Carrer d'Aragó 311, 08009 Barcelona", "Carrer d'Aragó 311"),
    # the flat as Argentina writes it
    ('Responsable clínico: Dr. Tomás Lagos. Jujuy Nº 480 2º piso dto "B". Salta', 'Jujuy Nº 480 2º piso dto "B"'),
    # a street named after a titled person
    ("Remitido por: Dra. Eva Soler. Don Ramón de la Cruz 12, 28006 Madrid. España", "Don Ramón de la Cruz 12"),
    ("Servicio de Urología. Avenida del Dr. Luis Gil 4, 28006 Madrid.", "Avenida del Dr. Luis Gil 4"),
]

# The sender's name stays a person beside a street named after a titled person.
SPLIT = [
    ("Remitido por: Dra. Eva Soler. Don Ramón de la Cruz 12, 28006 Madrid. España", "Eva Soler",
     "Don Ramón de la Cruz 12"),
]  # fmt: skip

KEPT = [
    ("Analítica: glucosa 98, Col. total 210, Col. Total 180, Col. HDL 45.", ["Col. total 210", "Col. Total 180"]),
    ("Hemograma con Hb 12,5 g/dl y plaquetas 230.000.", ["Hb 12,5 g/dl"]),
    ("Se pautó amoxicilina 500 mg cada 8 horas por vía oral 7 días.", ["amoxicilina 500 mg", "vía oral 7 días"]),
    ("Se le recomienda un paseo diario de 20 minutos.", ["paseo diario de 20 minutos"]),
    ("A su llegada, Glasgow 15, tensión 130/85.", ["Glasgow 15"]),
    ("Estuvo en la calle durante 2 horas antes del ingreso.", ["calle durante 2 horas"]),
    ("Revisión el 12 de marzo de 2019 en el Servicio de Cardiología, planta 3.", ["12 de marzo de 2019",
     "Servicio de Cardiología, planta 3"]),
    ("Se cayó en la calle hace 3 días, al salir de casa.", ["calle hace 3 días"]),
    ("Ingresa en la Unidad de Cuidados Intensivos, cama 12, Colonia bacteriana en el cultivo.", ["cama 12"]),
]  # fmt: skip


# The tables of rounds 2 and 4 run through the same four checks (their modules keep only their own kinds of test).
from tests.prepare.test_pii_es_streets_2 import GONE as GONE_2  # noqa: E402
from tests.prepare.test_pii_es_streets_2 import KEPT as KEPT_2  # noqa: E402
from tests.prepare.test_pii_es_streets_4 import GONE as GONE_4  # noqa: E402
from tests.prepare.test_pii_es_streets_4 import KEPT as KEPT_4  # noqa: E402

ALL_GONE = [*GONE_2, *GONE, *GONE_4]
ALL_KEPT = [*KEPT_2, *KEPT, *KEPT_4]


@pytest.mark.parametrize(("text", "street"), ALL_GONE)
def test_the_street_leaves_the_text(text: str, street: str) -> None:
    gone, out = covered(text, street)
    assert gone, out


@pytest.mark.parametrize(("text", "street"), ALL_GONE)
def test_the_rules_alone_remove_the_street(rules_alone: None, text: str, street: str) -> None:
    gone, out = covered(text, street)
    assert gone, out


@pytest.mark.parametrize(("text", "kept"), ALL_KEPT)
def test_lab_values_doses_dates_walks_and_scores_stay(text: str, kept: list[str]) -> None:
    out = anonymize(text, "es").text
    for phrase in kept:
        assert phrase in out, out


@pytest.mark.parametrize(("text", "kept"), ALL_KEPT)
def test_the_rules_alone_keep_lab_values_doses_and_walks(rules_alone: None, text: str, kept: list[str]) -> None:
    out = anonymize(text, "es").text
    for phrase in kept:
        assert phrase in out, out


@pytest.mark.parametrize(("text", "person", "street"), SPLIT)
def test_the_sender_stays_a_person_beside_a_titled_street(text: str, person: str, street: str) -> None:
    result = anonymize(text, "es")
    spans = {text[s:e]: result.text[a:b] for s, e, a, b in result.spans}
    assert spans.get(person, "").startswith("[PERSON"), result.text
    assert spans.get(street, "").startswith("[ADDRESS"), result.text

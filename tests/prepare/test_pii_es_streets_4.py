"""Spanish streets on unseen documents, fourth table by category (issue 24, round a28 of 2026-12-04).

Each row is a sentence written for this table. ``GONE``: every letter and digit of the street lies inside a
placeholder, with the shipped tagger and with the rules alone. Categories: the floor and door joined to the house
number by a hyphen ("12 - 3º B", "8 -P2 1A"), the door after a floor written with "o" ("10o D"); "c/" in small
letters and "C/." with a full stop, a link word right after it ("c/ del Abedul"); a name's epithet after its article
("Guzmán el Bueno"); the house number typed right after the comma ("Mayor,4"); a postcode with a dash before its
place ("46017 - Valencia"); a kilometre point after "C/"; a road named by the two places it joins, with "s/n", a
kilometre point or a postcode after it; a Galician article of one letter opening the name ("C/ A Ponte Vella"), "SN" for
"s/n"; "C/" and a link word without a number; an office or consulting room after the house number, as Latin American
addresses give it ("Oficina 301", "Consultorio 502").
``KEPT``: doses, lab values, dates, a hospital department and its floor, "vía oral", a daily walk ("paseo diario"),
a score ("Glasgow 15"), a road between two places named in passing, "c/" for "cada" in a dosage, an extension, and a title before a name ("Dr.", "Sra.": the
name stays a person, no street) stay untouched or keep their kind.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize

GONE = [
    # floor and door after a hyphen
    ("Remitido por: Inés Prado. Calle Lirio, 12 - 3º B 33201 Gijón.", "Calle Lirio, 12 - 3º B"),
    ("Responsable clínico: Dr. Hugo Sanz. Plaza del Carmen, 8 -P2 1A 41003 Sevilla.", "Plaza del Carmen, 8 -P2 1A"),
    ("Correspondencia: Avenida de Castilla 40 - 2ª, Burgos.", "Avenida de Castilla 40 - 2ª"),
    ("Remitido por: Marta Rey. C/ Pino Verde, 19 - 10o D 28029 Madrid.", "C/ Pino Verde, 19 - 10o D"),
    # "c/" in small letters, "C/." with its full stop, a link word after it
    ("Remitido por: Ana Gil. c/ del Abedul 5-7, 2º dcha 28036 Madrid.", "c/ del Abedul 5-7, 2º dcha"),
    ("Domicilio del paciente: c/ de los Tilos 14, Lugo.", "c/ de los Tilos 14"),
    # a name's epithet after its article
    ("Responsable clínico: Dra. Luz Ortega. C/. Alfonso el Sabio, 31, 4.º C 03004 Alicante", "C/. Alfonso el Sabio, 31"),
    # the house number typed right after the comma
    ("Servicio de Pediatría. C/Doctor Fleming Ruiz,4. 43005 Tarragona.", "C/Doctor Fleming Ruiz,4"),
    ("Remitido por: Ramón Ibáñez. Av. Alameda del Pilar,38-1º B 30201 Cartagena.", "Av. Alameda del Pilar,38-1º B"),
    # a postcode with a dash before its place
    ("Servicio de Urología. Hospital Comarcal. Pintor Sorolla 90. 46019 - Valencia", "Pintor Sorolla 90"),
    # a kilometre point after "C/"
    ("Hospital de la Vega. C/ Fuentelarreyna km 3,5 Madrid. España", "C/ Fuentelarreyna km 3,5"),
    # a road named by the two places it joins
    ("Hospital Comarcal. Ctra. Burgos - Soria 09400 Aranda de Duero. España", "Ctra. Burgos - Soria"),
    ("Unidad de Cirugía. Carretera Nacional 301 Murcia-Cartagena, s/n. Murcia", "Carretera Nacional 301 Murcia-Cartagena, s/n"),
    ("Consulta externa. Ctra. Tarifa - Algeciras, km 12 Cádiz.", "Ctra. Tarifa - Algeciras, km 12"),
    # a Galician article of one letter opening the name; "SN" for "s/n"
    ("Servicio de Pediatría. C/ A Ponte Vella s/n. 32001 Ourense.", "C/ A Ponte Vella s/n"),
    ("Hospital del Henares. Avda. Los Almendros Altos, SN 28300, Aranjuez", "Avda. Los Almendros Altos, SN"),
    # "C/" and a link word, no number
    ("Domicilio: C/ de la Fuente Vieja.", "C/ de la Fuente Vieja"),
    # an office, a consulting room after the house number (Latin American addresses)
    ("Correspondencia: Av. Insurgentes Sur 1602, Oficina 301, México D.F.", "Av. Insurgentes Sur 1602, Oficina 301"),
    ("Consulta privada en la Calle 5 Sur No. 3-20, Consultorio 502, de Cali.", "Calle 5 Sur No. 3-20, Consultorio 502"),
]  # fmt: skip

KEPT = [
    ("Se pautó paracetamol 1 g - 3 veces al día por vía oral.", ["paracetamol 1 g - 3 veces", "vía oral"]),
    ("Hb 11,8 - 12,4 g/dl en dos controles; creatinina 0,9 - 1,1 mg/dl.", ["Hb 11,8 - 12,4 g/dl",
     "creatinina 0,9 - 1,1 mg/dl"]),
    ("Ingresa el 3 de mayo de 2018 en la planta 3 - 2ª, cama 4.", ["3 de mayo de 2018", "planta 3 - 2ª, cama 4"]),
    ("Se deriva al Servicio de Neurología, planta 2 - B.", ["Servicio de Neurología, planta 2 - B"]),
    ("Se recomienda paseo diario de 30 - 40 minutos.", ["paseo diario de 30 - 40 minutos"]),
    ("A su llegada presenta Glasgow 15 - 15, tensión 120/80.", ["Glasgow 15 - 15"]),
    ("Sufrió el accidente en la Ctra. Burgos - Soria sin otros heridos.", ["Ctra. Burgos - Soria sin otros"]),
    ("Vacuna del tétanos en 2010 - 2011, dosis 0,5 ml.", ["2010 - 2011", "dosis 0,5 ml"]),
    ("Se pautó 1 comprimido c/ 12 h de ibuprofeno 600 mg durante 5 días.", ["c/ 12 h de ibuprofeno 600 mg"]),
    ("A las 8 horas, O2 a 2 litros por minuto.", ["O2 a 2 litros"]),
    ("Se le cita en la consulta 4 del Servicio de Digestivo, int. 305.", ["consulta 4 del Servicio de Digestivo, int. 305"]),
]  # fmt: skip

# A title written with its full stop before a name is no abbreviated kind of street: the name is a person's.
TITLED = [
    ("Remitido por: Dr. Pedro Ayala, Hospital del Sur, 28041 Madrid.", "Pedro Ayala"),
    ("La paciente acude con la Sra. Elena Robles, 2 - 3 veces por semana.", "Elena Robles"),
]


@pytest.mark.parametrize(("text", "person"), TITLED)
def test_a_name_after_a_title_stays_a_person(text: str, person: str) -> None:
    result = anonymize(text, "es")
    spans = {text[s:e]: result.text[a:b] for s, e, a, b in result.spans}
    assert spans.get(person, "").startswith("[PERSON"), result.text
    assert "Dr." in result.text or "Sra." in result.text, result.text

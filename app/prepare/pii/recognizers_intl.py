"""Identifiers of the other five languages: national ids (es, it, fr, pt, uk) with their checksums."""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from presidio_analyzer import EntityRecognizer, Pattern
from presidio_analyzer.predefined_recognizers import (
    EsNieRecognizer,
    EsNifRecognizer,
    ItFiscalCodeRecognizer,
    UkNinoRecognizer,
)

from app.prepare.pii import Found
from app.prepare.pii.rules import Rule, digits
from app.prepare.pii.wordlists import alternation, entries


class StrictItFiscalCodeRecognizer(ItFiscalCodeRecognizer):
    """presidio's codice fiscale, as printed: capitals, a whole word, with digits in it.

    presidio matches any case anywhere, and its checksum lets one 16-letter stretch in 26 through:
    "Ei[nkommensermittlu]ng" was a tax id in a German decision. Codes whose digits are all replaced
    by letters (omocodia, after seven clashes) do not occur in practice."""

    PATTERNS = [
        Pattern(p.name, r"(?<![\w])" + p.regex.removeprefix("(?i)") + r"(?![\w])", p.score)
        for p in ItFiscalCodeRecognizer.PATTERNS
    ]

    def validate_result(self, pattern_text: str) -> bool | None:
        if not any(ch.isdigit() for ch in pattern_text):
            return False
        return super().validate_result(pattern_text)


class StrictUkNinoRecognizer(UkNinoRecognizer):
    """presidio's National Insurance number, as printed: the digits in three pairs with a space between each
    part ("AB 12 34 56 C") or none ("AB123456C").

    presidio lets each space be there or not, so a case number with the letters of its class before it and a
    suffix after it ("HC 123456 A", a Brazilian habeas corpus "A GR") was a NINO in a Portuguese decision. The
    prefix rules stay presidio's."""

    _PREFIX = r"(?!BG|GB|NK|KN|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"  # presidio's prefix letters
    PATTERNS = [
        Pattern("NINO (spaced)", rf"(?<![\w])(?:{_PREFIX} \d{{2}} \d{{2}} \d{{2}} [A-D])(?![\w])", 0.5),
        Pattern("NINO (unspaced)", rf"(?<![\w])(?:{_PREFIX}\d{{6}}[A-D])(?![\w])", 0.5),
    ]


def international_recognizers(language: str) -> list[EntityRecognizer]:
    return [
        EsNifRecognizer(supported_language=language),
        EsNieRecognizer(supported_language=language),
        StrictItFiscalCodeRecognizer(supported_language=language),
        StrictUkNinoRecognizer(supported_language=language),
    ]


def nir_valid(value: str) -> bool:
    """French NIR: the last two digits are 97 minus the first thirteen mod 97 (Corsica: 2A/2B)."""
    raw = re.sub(r"\s", "", value).upper()
    if len(raw) != 15:
        return False
    body = raw[:13].replace("2A", "19").replace("2B", "18")
    if not body.isdigit():
        return False
    return 97 - int(body) % 97 == int(raw[13:])


def pt_nif_valid(value: str) -> bool:
    """Portuguese NIF: nine digits, mod-11 check digit."""
    d = digits(value)
    if len(d) != 9 or d[0] == "0":
        return False
    total = sum(int(ch) * w for ch, w in zip(d[:8], range(9, 1, -1), strict=True))
    check = 11 - total % 11
    return (0 if check >= 10 else check) == int(d[8])


_NIR = re.compile(
    r"(?<![\w])[12]\s?\d{2}\s?(?:0[1-9]|1[0-2]|[2-9]\d)\s?(?:\d{2}|2A|2B)\s?\d{3}\s?\d{3}\s?\d{2}(?![\w])"
)
_PT_NIF = re.compile(
    r"(?:\bNIF|\bN\.I\.F\.|[Cc]ontribuinte(?:\s+n\.?[º°o])?|\bNIPC)\s*(?:n\.?[º°o]\.?)?\s*[:.]?\s*(?P<v>\d{3}\s?\d{3}\s?\d{3})\b"
)

INTERNATIONAL_RULES = [
    Rule("SOCIAL_SECURITY", _NIR, nir_valid, priority=3),
    Rule("TAX_ID", _PT_NIF, pt_nif_valid, priority=4),
]


# Addresses of the languages whose streets are named by their kind first ("Calle Mayor", "Rua Direita", "Via Roma"):
# three kinds of evidence beyond a kind of street with a house number (``addresses``), with their words in
# data/<language>.toml.
ADDRESS_LANGUAGES = ("es", "pt", "fr", "it")
_UPPER = "A-ZÁÉÍÓÚÂÊÔÃÕÀÈÌÒÙÇÑÜ"
_LOWER = "a-záéíóúâêôãõàèìòùçñü"
# A capitalised word of a street's name, abbreviated too ("Sta.", "Avda."; a longer word's full stop ends a sentence); not an acronym in capitals ("HC", "ARE":
# a Brazilian case's class before its number).
_WORD = rf"(?:[{_UPPER}][{_LOWER}]{{1,3}}\.|[{_UPPER}][{_LOWER}][{_LOWER}'’\-]*)"
_LINK = r"(?:de|del|la|las|los|da|do|dos|das|di|della|du|des|y|e)"
# A regnal number after a name in a street's name: "Pío XII", "Alfonso XIII", "Juan XXIII".
_ROMAN = r"(?:[IVX]{1,5}(?![\w]))"
_STREET_NAME = rf"{_WORD}(?:[ \t]+(?:{_LINK}[ \t]+)*(?:{_WORD}|{_ROMAN})){{0,5}}"
# The number sign is written "nº", "Nº", "N°", "No." ("C/ Mayor N° 12"); "s/n" stands where the number would.
_HOUSE = (
    r"(?:[nN][º°o]\.?[ \t]*)?(?:\d{1,4}(?:[ \t]?[-–][ \t]?\d{1,4})?(?!\d)[A-Za-z]?|[sS][ \t]?/[ \t]?[nN][º°]?(?![\w]))"
)
# Floor and door after the number: "2º-1ª", "3D", "P3 2E", "6ºH", "4B", "58-2ºC".
_DOOR = r"(?:[ \t]*,?[ \t]*(?:[A-Za-z]?\d{1,2}\.?[ºª°oa]?(?:[ \t]?[-–]?[ \t]?\d?[ºªA-Za-z]{1,2})?|[ºª°][A-Za-z]{0,2})(?![\w]))"
# Between a postcode and its place: a space, a comma, or a dash with spaces around it ("46017 - Valencia").
_TO_PLACE = r"(?:[ \t,]+|[ \t]+[-–][ \t]+)"
# A postcode: five digits (es, fr, it), "1000-001" (pt), "01310-100" (br), after "C.P." or "CEP" or not; a Spanish one
# with its country's letter ("E-28004") or in brackets ("(28004)").
_POSTCODE = r"(?:(?:C\.[ \t]?P\.|CP|CEP)[ \t:]*)?(?:E-|\()?(?:\d{5}(?:-\d{3})?|\d{4}-\d{3})(?!\d)\)?"

# 1. A form's address label: "Domicilio: C/ Alameda del Parque, 7", "Endereço: Rua Direita, 12". What follows
#    on the line is the address when it holds a house number (or "s/n"): the label says what it is.
LABELLED_ADDRESS = re.compile(
    rf"(?<![\w])(?:{alternation('address_labels', ADDRESS_LANGUAGES)})[ \t]*:[ \t]*"
    rf"(?P<v>[^\n]{{3,90}}?)(?=[ \t.;]*(?:\n|$)|\.[ \t]+[{_UPPER}][\w/ ]{{1,30}}:)"
)
# 2. A street's name and number before a postcode and a place, after the start of a line or a sentence's or a list's
#    punctuation: "Clínica Lumbre. Olivares, 41, 08041 Barcelona". The postcode and what follows it (the
#    place, or an e-mail address) say it is an address even where the street is named without its kind.
STREET_BEFORE_POSTCODE = re.compile(
    rf"(?m)(?:^|(?<=[.,;:][ \t]))(?P<v>{_STREET_NAME}[ \t]*,?[ \t]+{_HOUSE}{_DOOR}{{0,2}})"
    rf"[ \t]*[,.\-–]*[ \t]*{_POSTCODE}{_TO_PLACE}\w"
)
#    Where no punctuation opens it (a report's header runs the hospital's name into its street: "Hospital POVISA
#    Olmos 5 - 36211 Vigo"), the street is at most three capitalised words before the number, found as a weaker guess.
STREET_IN_RUN_BEFORE_POSTCODE = re.compile(
    rf"(?<![\w.\-])(?P<v>(?:{_WORD}[ \t]+(?:{_LINK}[ \t]+)*){{0,2}}{_WORD}[ \t]*,?[ \t]+{_HOUSE}{_DOOR}{{0,2}})"
    rf"[ \t]*[,.\-–]*[ \t]*{_POSTCODE}{_TO_PLACE}\w"
)
# 3. A post-office box with its number: "Apartado de Correos 418", "Caixa Postal 45", "Casella postale 12".
PO_BOX = re.compile(
    rf"(?<![\w])(?P<v>(?:{alternation('po_boxes', ADDRESS_LANGUAGES)})[ \t]+(?:n[º°o]\.?[ \t]*)?\d{{1,6}})(?!\d)"
)
# 5. A road and its kilometre point, which stands where a house number would: "Carretera de Toledo, km 12,500",
#    "Ctra. N-340, km 5", "A-7, km. 187" (a road's code before ", km" needs no kind of road before it).
_ROAD_CODE = rf"[{_UPPER}]{{1,3}}-?\d{{1,4}}(?![\w])"
# The road's number may stand between its name and the kilometre point: "Carretera Nacional 330 km 12".
_KILOMETRE = r"(?:[ \t]+\d{1,4})?[ \t]*,?[ \t]*(?:km|Km|KM)\.?[ \t]*\d{1,4}(?:[.,]\d{1,3})?(?![\d])"
ROAD_KILOMETRE = re.compile(
    rf"(?<![\w])(?P<v>(?:(?:{alternation('road_types', ADDRESS_LANGUAGES)})\.?[ \t]+(?:{_ROAD_CODE}|(?:{_LINK}[ \t]+)?{_STREET_NAME})"
    rf"|{_ROAD_CODE}(?=[ \t]*,))"
    rf"{_KILOMETRE})"
)
#    A road named by the two places it joins, a hyphen between them ("Ctra. Burgos - Soria", "Carretera Nacional 332
#    Alicante-Valencia"), its name's words and the road's number or code before them: it is an address where
#    "s/n" or a kilometre point follows, or a postcode and a place.
_ROAD_BETWEEN = (
    rf"(?:{alternation('road_types', ('es',))})\.?[ \t]+(?:(?:{_WORD}[ \t]+)?(?:{_ROAD_CODE}|\d{{1,4}})[ \t]+)?"
    rf"{_STREET_NAME}[ \t]*[-–][ \t]*{_STREET_NAME}"
)
_KM_POINT = r"(?:km|Km|KM)\.?[ \t]*\d{1,4}(?:[.,]\d{1,3})?(?![\d])"
ROAD_BETWEEN_PLACES = re.compile(
    rf"(?<![\w])(?P<v>{_ROAD_BETWEEN}(?:[ \t]*,?[ \t]*(?:[sS][ \t]?/[ \t]?[nN](?![\w])|{_KM_POINT})"
    rf"|(?=[ \t]*[.,]?[ \t]*{_POSTCODE}[ \t]+[{_UPPER}])))"
)
# 4. "C/" is only ever a street: "C/ Molinos", "C/. Roble Alto", "C/ de la Fuente" need no number.
#    In small letters too: "c/ Olmo, 4".
CALLE_SLASH = re.compile(
    rf"(?<![\w/])(?P<v>[Cc]/\.?[ \t]*(?:{_LINK}[ \t]+)*{_STREET_NAME}(?:[ \t]*,?[ \t]+{_HOUSE}{_DOOR}{{0,2}})?)"
)


def _street_types(language: str) -> str:
    """The kinds of street of ``language`` as a regex (data/<language>.toml ``street_types``): a whole word may be
    written in small letters ("calle", not "vía") and with a stray full stop ("Calle. Mayor"); an abbreviation of
    one or two letters only with its full stop or slash ("C.", "Av.", "C/"; "Ada" is a first name too), a longer
    one with or without ("Avda", "Ctra."); "P.º" as "Pº"; "C/" in small letters too ("c/ del Abedul 5")."""
    parts = []
    for word in sorted(entries("street_types", (language,)), key=len, reverse=True):
        if word in _NOT_A_STREET_TYPE:
            continue
        head, rest = word[0], re.escape(word[1:])
        if word.endswith("/"):
            parts.append(f"[{head}{head.lower()}]{rest}" + r"\.?")  # "C/", "c/", "C/."
        elif word.endswith("º"):
            parts.append(head + rest.replace("º", r"\.?º"))
        elif len(word) <= 2 or word in _TYPES_NEED_STOP:
            parts.append(head + rest + r"\.")
        elif len(word) <= 4 or word in _TYPES_AS_WRITTEN:
            parts.append(head + rest + r"\.?")
        else:
            parts.append(f"[{head}{head.lower()}]{rest}" + r"\.?")
    return "(?:" + "|".join(parts) + ")"


# A post-office box is no street's kind (``PO_BOX`` reads it); "Ada" is a first name; "vía" is an everyday word ("por
# vía oral"), "Carrer" and "Bulevar" are written capitalised.
_NOT_A_STREET_TYPE = frozenset({"Apartado"})
_TYPES_NEED_STOP = frozenset({"Ada"})
_TYPES_AS_WRITTEN = frozenset({"Vía", "Carrer", "Bulevar", "Callejón", "Pasaje", "Rambla", "Glorieta", "Ronda"})
# The floor and door joined to the house number by a hyphen, spaces around it or not: "Calle Olmo, 12 - 3º B",
# "Plaza Mayor 8 -P2 1A", "Av. del Sol 40 - 2ª"; and after a floor written with "o" for "º", its door ("19 - 10o D").
_FLOOR_AFTER_HYPHEN = r"(?:[ \t]*[-–][ \t]*[A-Za-z]?\d{1,2}\.?[ºª°oa]?(?:[ \t]?[-–]?[ \t]?\d?[ºªA-Za-z]{1,2})?(?![\w]))"
# An office, a consulting room or a suite with its number, as Latin American addresses give it after the house number
# ("Av. Reforma 222, Oficina 301", "Carrera 7 # 45-12, Consultorio 502"; data/es.toml ``office_words``).
# Floor, staircase and door after a Spanish house number (data/es.toml ``door_words``): "esc. 2", "Ático B", "piso 3",
# "bajo izda.", "A-6".
_DOOR_PART = (
    rf"(?:{_DOOR}|[ \t]*,?[ \t]*(?i:{alternation('door_words', ('es',))})\.?"
    rf"(?:[ \t]*(?:\d{{1,2}}[ºª°]?[A-Za-z]?|[A-Za-z]|[\"“][A-Za-z][\"”])(?![\w]))?(?![\w])"
    rf"|[ \t]*,?[ \t]*[A-Z][ \t]?[-–][ \t]?\d{{1,2}}(?![\w])"
    rf"|{_FLOOR_AFTER_HYPHEN}|(?<=\d[oº°ª])[ \t]?[A-Z](?![\w])"
    rf"|[ \t]*,?[ \t]*(?i:{alternation('office_words', ('es',))})\.?[ \t]*(?:[nN][º°o]\.?[ \t]*)?\d{{1,4}}[A-Za-z]?(?![\w]))"
)
# 6. A Spanish street by its kind, written out or abbreviated, in small letters too: its name, a house number or "s/n",
#    and the floor and door after it ("Travesía del Molino s/n", "calle Olmo 6, esc. 2, 2ºb", "Pza. Dr. Luis Roca 3,3º");
#    two numbers of one building ("Paseo del Prado, 1 y 3").
_ES_TYPE = _street_types("es")
# A name's initial inside a street's name ("Avda. J. Ruiz Soler 9"); "#" for the number, as Latin American addresses
# write it ("Avenida del Parque # 480").
# A Catalan or French article elided before a name ("Vall d'Hebron", "Carrer de l'Hospital", "d´Aragó": the acute
# accent typed for the apostrophe) is a word of the street's name.
_ELIDED = rf"(?:[dlDL]['’´][{_UPPER}][{_LOWER}]+)"
_INITIAL_OR_WORD = rf"(?:[{_UPPER}]\.(?=[ \t]+[{_UPPER}])|{_WORD}|{_ROMAN}|{_ELIDED})"
# A name's epithet after its article inside the name: "Guzmán el Bueno", "Alfonso el Sabio".
_ES_LINK = rf"(?:{_LINK}|el)"
_TYPED_NAME = rf"{_WORD}(?:[ \t]+(?:{_ES_LINK}[ \t]+)*{_INITIAL_OR_WORD}){{0,5}}|[{_UPPER}]\.[ \t]+{_WORD}(?:[ \t]+{_WORD}){{0,4}}"
# The house number after the name, a comma between or not, typed without a space after the comma too ("Guash,4").
_NUMBER_GAP = r"(?:[ \t]*,[ \t]*|[ \t]+)"
# A Galician article of one letter opening a street's name after its kind ("C/ A Choupana", "Rúa O Hórreo"; data/es.toml
# ``street_name_articles``); "SN" in capitals for "s/n" ("Avda. del Mar, SN").
_ARTICLE = rf"(?:(?:{alternation('street_name_articles', ('es',))})[ \t]+(?=[{_UPPER}]))?"
_ES_HOUSE = rf"(?:{_HOUSE}|SN(?![\w]))"
TYPED_STREET = re.compile(
    rf"(?<![\w/.])(?P<v>{_ES_TYPE}[ \t]*(?:{_LINK}[ \t]+)*{_ARTICLE}(?:{_TYPED_NAME}){_NUMBER_GAP}(?:#[ \t]*)?{_ES_HOUSE}"
    rf"(?:[ \t]+y[ \t]+\d{{1,4}}(?![\w]))?{_DOOR_PART}{{0,3}})"
)
# 7. A Spanish street by its kind and name, without a number, right before a postcode and a place: "Paseo del Prado.
#    28014 Madrid".
TYPED_STREET_BEFORE_POSTCODE = re.compile(
    rf"(?<![\w/.])(?P<v>{_ES_TYPE}[ \t]*(?:{_LINK}[ \t]+)*{_STREET_NAME})[ \t]*[.,]?[ \t]*{_POSTCODE}[ \t]+[{_UPPER}]"
)

# Words that open an institution's name, never a street's: "Hospital Sierra Clara, 29611 Marbella" names no street.
_INSTITUTIONS = frozenset(w.lower() for w in entries("institution_words", ADDRESS_LANGUAGES))


def _labelled_value(value: str) -> bool:
    """An address after its label holds a letter and a house number or "s/n", and is no sentence."""
    return (
        any(c.isalpha() for c in value)
        and (any(c.isdigit() for c in value) or re.search(r"\b[sS]/[nN]", value) is not None)
        and len(value.split()) <= 12
    )


def _street_value(value: str) -> bool:
    """A street's name does not open with an institution's word."""
    first = value.split()[0].rstrip(".,").lower() if value.split() else ""
    return first not in _INSTITUTIONS


_STREET_KINDS = frozenset(w.rstrip("/.").lower() for w in entries("street_types", ADDRESS_LANGUAGES))


def _street_in_run_value(value: str) -> bool:
    """A street run into the words before it holds no kind of street (that street the other rules take whole, and
    the words before its kind are a person's or an institution's) and opens with no institution's word."""
    words = [w.rstrip(".,").lower() for w in value.split()]
    return _street_value(value) and not any(w in _STREET_KINDS for w in words)


# 8. A street without its kind on a report's correspondence line ("Remitido por: Dra. Ana Gil. Olmos 17, 2º B, Vigo"):
#    after the sender's name and a full stop or comma, capitalised words and a house number, then a place or the line's
#    end. The line's label (data/<language>.toml ``sender_labels``) says the line gives a name and where to write.
# Whole words only: the full stop after the sender's name ("Olmo.") is no abbreviation inside the street's name.
_PLAIN_WORD = rf"[{_UPPER}][{_LOWER}][{_LOWER}'’\-]*"
_PLAIN_NAME = rf"{_PLAIN_WORD}(?:[ \t]+(?:{_LINK}[ \t]+)*{_PLAIN_WORD}){{0,4}}"
SENDER_LINE_STREET = re.compile(
    rf"(?m)^[ \t]*(?:{alternation('sender_labels', ADDRESS_LANGUAGES)})[ \t]*:[^\n]*?[.,][ \t]+"
    rf"(?P<v>{_PLAIN_NAME}[ \t]*,?[ \t]+{_HOUSE}{_DOOR_PART}{{0,3}})(?=[ \t]*[,.]?[ \t]+[{_UPPER}]|[ \t]*[,.]?[ \t]*$)"
)


_DOOR_WORDS = frozenset(w.lower() for w in entries("door_words", ("es",)))


def _sender_street_value(value: str) -> bool:
    """A street on a correspondence line holds no institution's word and opens with no floor or door ("Planta 3",
    "Unidad de Ictus 2", "Servicio de Urología 4": places inside a hospital, no street)."""
    words = [w.rstrip(".,").lower() for w in value.split()]
    return bool(words) and words[0] not in _DOOR_WORDS and not any(w in _INSTITUTIONS for w in words)


# 9. A Mexican address: the street's name (its kind or not), its number, then the neighbourhood ("Col. Roma",
#    "Colonia Centro"; data/es.toml ``neighbourhood_words``), the neighbourhood's name with it. At most three
#    whole capitalised words before the number where no kind of street opens them (a hospital's name may run into
#    the street; a word with a full stop ends the name before it: "Dra. Eva Vela. Olmos 8, Col. Roma"). A neighbourhood's name is capitalised and no value follows it ("Glucosa 98, Col. total 210",
#    "Col. Total 210": cholesterol, no neighbourhood).
_NEIGHBOURHOOD = rf"(?:{alternation('neighbourhood_words', ('es',))})(?![\w])"
STREET_BEFORE_NEIGHBOURHOOD = re.compile(
    rf"(?<![\w.\-])(?P<v>(?:{_ES_TYPE}[ \t]*(?:{_LINK}[ \t]+)*(?:{_TYPED_NAME})"
    rf"|(?:{_PLAIN_WORD}[ \t]+(?:{_LINK}[ \t]+)*){{0,2}}{_PLAIN_WORD})"
    rf"[ \t]*,?[ \t]+(?:#[ \t]*)?{_HOUSE}{_DOOR_PART}{{0,2}}[ \t]*[,.]?[ \t]*{_NEIGHBOURHOOD}"
    rf"[ \t]*\.?[ \t]*(?:{_LINK}[ \t]+)*(?>{_STREET_NAME}))(?![ \t]*[:=]?[ \t]*\d)"
)
# 10. A street named by a number, as Latin American cities number them: its kind, its number (a letter, "Bis", a
#     quarter of the city after it), then "#" or "No." and the cross street's number with the house's: "Carrera 3
#     # 45-12", "Calle 5 Sur No. 3-20" (data/es.toml ``numbered_street_types``). The pair after "#" says it.
_QUARTER = r"(?:[ \t]+(?:Bis|BIS|Sur|Norte|Este|Oeste|Oriente|Poniente))"
NUMBERED_STREET = re.compile(
    rf"(?<![\w/.])(?P<v>(?:{alternation('numbered_street_types', ('es',))})[ \t]+\d{{1,3}}[ \t]?[A-Z]?(?![\w])"
    rf"{_QUARTER}{{0,2}}[ \t]*(?:#|[Nn][º°o]\.?)[ \t]*\d{{1,3}}[ \t]?[A-Z]?{_QUARTER}?[ \t]?[-–][ \t]?\d{{1,3}}(?![\d])"
    rf"{_QUARTER}?{_DOOR_PART}{{0,2}})"
)
# 11. A street whose name is written in small letters after its kind ("calle olmos, 23, 2 A", "Paseo de san
#     roque 19"): with a house number that ends the phrase (a punctuation mark, the line's end, or "de" and a
#     capitalised place after it), never a count of something ("paseo diario de 20 minutos", "la calle durante 2
#     horas"); none of its words a small word of the language (data/es.toml ``street_name_not``).
_SMALL_WORD = rf"[{_LOWER}][{_LOWER}'’\-]+"
LOWER_CASE_STREET = re.compile(
    rf"(?<![\w/.])(?P<v>{_ES_TYPE}[ \t]+(?:{_LINK}[ \t]+)*(?P<n>{_SMALL_WORD}(?:[ \t]+(?:{_LINK}[ \t]+)*{_SMALL_WORD}){{0,3}})"
    rf"[ \t]*,?[ \t]+{_HOUSE}{_DOOR_PART}{{0,3}})"
    rf"(?=[ \t]*(?:[,.;)]|$)|[ \t]+de[ \t]+[{_UPPER}])",
    re.MULTILINE,
)
_STREET_NAME_NOT = frozenset(entries("street_name_not", ("es",)))
_LINKS = frozenset({"de", "del", "la", "las", "los", "da", "do", "dos", "das", "di", "della", "du", "des", "y", "e"})


def _lower_case_street_value(value: str) -> bool:
    """A street in small letters names itself by a word of its own: not only small words of the language."""
    match = LOWER_CASE_STREET.match(value)
    if match is None:
        return False
    words = [w for w in match.group("n").split() if w not in _LINKS]
    return bool(words) and not any(w in _STREET_NAME_NOT for w in words)


ADDRESS_RULES = [
    Rule("ADDRESS", LABELLED_ADDRESS, _labelled_value, priority=3),
    Rule("ADDRESS", STREET_BEFORE_POSTCODE, _street_value, priority=2),
    Rule("ADDRESS", STREET_IN_RUN_BEFORE_POSTCODE, _street_in_run_value, priority=1),
    Rule("ADDRESS", PO_BOX, None, priority=2),
    Rule("ADDRESS", CALLE_SLASH, None, priority=2),
    Rule("ADDRESS", ROAD_KILOMETRE, None, priority=2),
    Rule("ADDRESS", ROAD_BETWEEN_PLACES, None, priority=2),
    Rule("ADDRESS", TYPED_STREET, None, priority=2),
    Rule("ADDRESS", TYPED_STREET_BEFORE_POSTCODE, _street_value, priority=2),
    Rule("ADDRESS", SENDER_LINE_STREET, _sender_street_value, priority=1),
    Rule("ADDRESS", STREET_BEFORE_NEIGHBOURHOOD, _street_value, priority=2),
    Rule("ADDRESS", NUMBERED_STREET, None, priority=2),
    Rule("ADDRESS", LOWER_CASE_STREET, _lower_case_street_value, priority=2),
]


# The rest of a name (es, pt): where nouns are written small, the capitalised words beside a person's name found on
# other evidence are more of the name ("Dulce" before a surname a first name introduced, "E SILVA" after
# "HELENA RIBEIRO DA MOTA"). Brazilian and Spanish names run to four or five words, and a recognizer that found
# part of one leaves the rest in the text.
NAME_REST_LANGUAGES = frozenset({"es", "pt"})
# "e" and "y" join the parts of a name in capitals ("COSTA E SILVA"); in running text they join two persons.
_PARTICLE = r"(?:da|de|do|das|dos|del|DA|DE|DO|DAS|DOS|DEL|E|Y)"
_NAME_TOKEN = r"[^\W\d_][^\W\d_'’\-]*(?:[-'’][^\W\d_]+)*"
_BEFORE = re.compile(rf"(?P<w>(?<![\w\-'’]){_NAME_TOKEN})[ \t]+(?:{_PARTICLE}[ \t]+)?$")
_AFTER = re.compile(rf"[ \t]+(?:{_PARTICLE}[ \t]+)?(?P<w>{_NAME_TOKEN})(?![\w\-'’])")
_SENTENCE_END = re.compile(r"(?:^|[.!?:;]|\n)[ \t\"“'`]*$")


def _rest_word(word: str, language: str, caps: bool) -> bool:
    """A capitalised word that may continue a person's name: written in the name's case, no office, title, place,
    institution or organisation, and either rare in every language the lexicon knows or a listed first name or
    surname that is no ordinary word of the language ("Neves", "Paiva"; not "Processo")."""
    from app.prepare.pii.lexicon import is_ordinary
    from app.prepare.pii.names import is_first_name_in, is_surname_in
    from app.prepare.pii.tagger import _name_word, _not_a_name, _office

    if len(word) < 2 or not word[:1].isupper() or (word.isupper() != caps) or not (caps or word[1:].islower()):
        return False
    folded = word.title() if caps else word
    if folded.lower() in _NOT_NAMES:
        return False
    if _name_word(word, language):
        return True
    return (
        (is_first_name_in(folded, language) or is_surname_in(folded, language))
        and not is_ordinary(folded, language)
        and not _not_a_name(folded)
        and not _office(word, language)
    )


# Words that end a name after the surname ("Filho", "Júnior", "Neto"): the rest of a name, never its start.
_SUFFIXES = frozenset(w.lower() for w in entries("name_suffixes", ADDRESS_LANGUAGES))
# Words that open an institution's or a place's name: never the rest of a person's ("Vara", "Minas").
_NOT_NAMES = frozenset(
    w.lower() for name in ("institution_words", "place_start") for w in entries(name, ADDRESS_LANGUAGES)
)


def rest_of_names(text: str, found: Sequence[Found], language: str) -> list[Found]:
    """Every person's name among ``found`` widened over the capitalised words beside it on its line (a particle
    between them too: "Tarcísio de Lemos" after "Dulce", "E SILVA"); only the names that grew, with their key.

    A word that opens a sentence continues a name only when it is a listed first name: "Processo" before a name at a
    line's start is the line's word."""
    out: list[Found] = []
    for f in found:
        if f.kind != "PERSON":
            continue
        name = text[f.start : f.end]
        caps = name.isupper()
        start, end = f.start, f.end
        while (m := _BEFORE.search(text, max(0, start - 60), start)) is not None:
            word = m["w"]
            opens = _SENTENCE_END.search(text, max(0, m.start() - 8), m.start()) is not None
            if not _rest_word(word, language, caps) or (opens and not _listed_first(word, language)):
                break
            start = m.start()
        while (m := _AFTER.match(text, end)) is not None and (
            _rest_word(m["w"], language, caps) or (m["w"].lower() in _SUFFIXES and m.group().count(" ") == 1)
        ):
            end = m.end()
        if (start, end) != (f.start, f.end):
            out.append(Found(start, end, "PERSON", f.key, f.priority))
    return out


def _listed_first(word: str, language: str) -> bool:
    from app.prepare.pii.names import is_first_name_in

    return is_first_name_in(word.title() if word.isupper() else word, language)


# Authors of cited legal literature (pt, es): a decision quotes its doctrine by the author's name after a word that
# introduces a quotation ("Como ensina Pontes de Miranda", "citado por FERREIRA", "en palabras de Díez-Picazo"), or
# in the reference form of Brazilian and Spanish bibliographies, the surname in capitals before the initials
# ("GRINOVER, A. P.;", "(DÍEZ-PICAZO, L.)").
AUTHOR_LANGUAGES = frozenset({"es", "pt"})
_NAME_WORD = rf"[{_UPPER}][^\W\d_]+(?:[-'’][^\W\d_]+)*"
_CITED_NAME = rf"{_NAME_WORD}(?:[ \t]+(?:{_PARTICLE}[ \t]+)?{_NAME_WORD}){{0,4}}"
AUTHOR_AFTER_INTRO = re.compile(
    rf"(?<![\w])(?i:{alternation('author_intros', tuple(AUTHOR_LANGUAGES))})[ \t]+(?P<v>{_CITED_NAME})(?![\w\-'’])"
)
_CAPS_SURNAME = (
    rf"[{_UPPER}][{_UPPER}'’\-]{{2,}}(?:[ \t]+(?:DE|DA|DO|DOS|DAS|DEL|Y|E)?[ \t]*[{_UPPER}][{_UPPER}'’\-]{{2,}}){{0,2}}"
)
AUTHOR_WITH_INITIALS = re.compile(
    rf"(?m)(?:^|(?<=[(;\[])|(?<=[(;\[][ \t]))[ \t]*(?P<v>{_CAPS_SURNAME}[ \t]*,[ \t]*(?:[{_UPPER}][ \t]?\.[ \t]?){{1,4}})"
)


def _author_word(word: str, language: str) -> bool:
    """A word of a cited author's name: a particle, or a capitalised word that is no ordinary word of the language,
    no office, institution, place or organisation ("Tribunal", "Lei", "STF" are none)."""
    from app.prepare.pii.lexicon import is_ordinary
    from app.prepare.pii.names import is_territory
    from app.prepare.pii.persons import ORG_WORDS
    from app.prepare.pii.tagger import _not_a_name, _office
    from app.prepare.pii.words import everyday_word

    if word.lower() in _PARTICLES or word.lower() in _SUFFIXES:
        return True
    folded = word.title() if word.isupper() else word
    if word.isupper() and len(word) <= 4:
        return False  # an acronym: "STF", "TJSP", "INSS"
    return not (
        folded.lower() in _NOT_NAMES
        or _not_a_name(folded)
        or _office(word, language)
        or folded in ORG_WORDS
        or is_territory(folded)
        or is_ordinary(folded, language)
        or (everyday_word(folded, language) and not _rest_word(word, language, word.isupper()))
    )


_PARTICLES = frozenset({"da", "de", "do", "das", "dos", "del", "e", "y"})


def cited_authors(text: str, language: str) -> list[Found]:
    """Authors of cited literature (``AUTHOR_AFTER_INTRO``, ``AUTHOR_WITH_INITIALS``); every word of a name after an
    intro must be a name's word (``_author_word``), and the name is cut before the first that is not."""
    out: list[Found] = []
    for m in AUTHOR_AFTER_INTRO.finditer(text):
        words = list(re.finditer(r"\S+", m["v"]))
        keep = 0
        for k, w in enumerate(words):
            if not _author_word(w.group(), language):
                break
            keep = k + 1
        while keep and words[keep - 1].group().lower() in _PARTICLES:
            keep -= 1
        if keep:
            start, end = m.start("v"), m.start("v") + words[keep - 1].end()
            out.append(Found(start, end, "PERSON", text[start:end].split()[-1].lower(), 2))
    for m in AUTHOR_WITH_INITIALS.finditer(text):
        surname = m["v"].split(",")[0].strip()
        if all(_author_word(w, language) for w in surname.split() if w.lower() not in _PARTICLES):
            start, end = m.start("v"), m.start("v") + len(m["v"].rstrip())
            out.append(Found(start, end, "PERSON", surname.split()[-1].lower(), 2))
    for m in AUTHOR_INVERTED.finditer(text):
        surname, given = m["s"].split(), m["g"].split()
        from app.prepare.pii.names import is_first_name_in

        first = given[0].title() if given[0].isupper() else given[0]
        if (
            is_first_name_in(first, language)
            and all(_author_word(w, language) for w in surname if w.lower() not in _PARTICLES)
            and all(w.lower() in _PARTICLES or _author_word(w, language) for w in given)
        ):
            out.append(Found(m.start("v"), m.end("v"), "PERSON", surname[-1].lower(), 2))
    return out


# The reference form with the given names written out ("COSTA, Ana Maria da.", "Ramos, Paulo Henrique."): at the
# start of a line or after a bracket, a footnote's number between or not; the surname, a comma, the given names (the
# first a listed first name, a particle at the end as the form writes it), then the full stop before the title.
_GIVEN_NAMES = rf"{_NAME_WORD}(?:[ \t]+(?:{_PARTICLE}[ \t]+)?{_NAME_WORD}){{0,3}}(?:[ \t]+(?:de|da|do|dos|das))?"
AUTHOR_INVERTED = re.compile(
    rf"(?m)(?:^|(?<=[(;]))[ \t]*(?:\[[ \t]*\d{{1,3}}[ \t]*\][ \t]*|\d{{1,3}}[ \t]+)?"
    rf"(?P<v>(?P<s>{_CAPS_SURNAME}|{_CITED_NAME})[ \t]*,[ \t]*(?P<g>{_GIVEN_NAMES}))(?=[ \t]*\.)"
)


# Persons named by the office, the party or the rank written before them (pt): a Brazilian decision heads its pages,
# minutes and precedents with "RELATOR : MINISTRO ...", "AGRAVANTE : ...", "Relator ( a ) ...", and names soldiers by
# their rank ("o Sgt ...", "o Suboficial ..."). The label is the evidence; the words after it are the name as far as
# each is a name's word (``_label_name_word``), in one case (capitals or not). Lists: ``party_labels`` and
# ``rank_words`` in data/<language>.toml (no features of the tagger: changing them needs no retraining).
LABEL_LANGUAGES = frozenset({"pt"})
_LABEL_WORDS = [w for w in entries("party_labels", tuple(LABEL_LANGUAGES))]
_RANK_WORDS = [w for w in entries("rank_words", tuple(LABEL_LANGUAGES))]


def _cases(words: Sequence[str]) -> str:
    """The words as written and in capitals, longest first, as a regex alternation."""
    forms = {f for w in words for f in (w, w.upper())}
    return "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))


# The label, then what stands between it and the name: "( a )", "( S )", ".", ":", "-", "º" and an office after a
# party ("RELATOR : MINISTRO", "Rel . Min .").
_LABEL_GAP = rf"(?:[ \t]*(?:\([ \t]*[aAsS][ \t]*\)|[.:\-–]|(?:{_cases(_LABEL_WORDS)})(?![\w])))*[ \t]*"
LABELLED_PERSON = (
    re.compile(rf"(?<![\w\-])(?P<label>{_cases(_LABEL_WORDS)})(?![\w\-]){_LABEL_GAP}") if _LABEL_WORDS else None
)
_RANK = rf"(?:{_cases(_RANK_WORDS)})(?![\w\-])"
_ARM = rf"(?:{_cases(entries('rank_arms', tuple(LABEL_LANGUAGES)))})(?![\w\-])"
# A rank, and the ranks and arms after it ("Ten Brig Ar", "Sd Ex"; an arm alone is no rank: "EX TUNC").
RANKED_PERSON = (
    re.compile(rf"(?<![\w\-]){_RANK}(?:[ \t]*\.?[ \t]*(?:{_RANK}|{_ARM}))*[ \t]*\.?[ \t]*") if _RANK_WORDS else None
)
_LABEL_TOKEN = re.compile(rf"[ \t]*(?P<w>[{_UPPER}][^\W\d_]*(?:[-'’][^\W\d_]+)*|{_PARTICLE}|[a-z]{{1,3}})(?![\w\-'’])")
_LABEL_PARTICLES = frozenset({"da", "de", "do", "das", "dos", "e"})
_LABEL_MAX_WORDS = 7


def _label_name_word(word: str, language: str, first: bool, ranked: bool = False) -> bool:
    """A word of a name after a label: no office, party, organisation, institution, place or heading word. The first
    word is a listed first name or a word the language hardly uses; the words after it a listed name or a word less
    frequent than the tagger's words in capitals (``CAPITALS_WORD_ZIPF``)."""
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in, is_territory
    from app.prepare.pii.persons import ORG_WORDS
    from app.prepare.pii.tagger import CAPITALS_WORD_ZIPF, _not_a_name, _office

    caps = word.upper()
    folded = word.title() if word.isupper() else word
    if len(word) < 2 or not (word.isupper() or word[1:].islower()):
        return False
    if folded.lower() in _NOT_NAMES or _not_a_name(folded) or _office(word, language) or _office(caps, language):
        return False
    if is_territory(folded):
        return False
    if folded in ORG_WORDS or _bare(folded) in _ORG_BARE:
        return False
    if first:  # a first name, or a word the language hardly uses ("TENILAS"); a name opens with no verb or noun
        rare = CAPITALS_WORD_ZIPF if ranked else _RARE_FIRST  # a rank is always followed by its bearer
        return is_first_name_in(folded, language) or (len(word) > 3 and zipf(folded, language) < rare)
    if word.isupper() and len(word) <= 3:
        return False  # an acronym ("ACO", "AGR": a case's class after its judge's name), even where a list has it
    return (
        is_first_name_in(folded, language)
        or is_surname_in(folded, language)
        or zipf(folded, language) < CAPITALS_WORD_ZIPF
    )


# A first word of a name in no first-name list is taken after a label when the language uses it less than this (Zipf).
_RARE_FIRST = 3.5


def _bare(word: str) -> str:
    """The word without accents, lower case: capitals are often written without them ("CONDOMINIO")."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


# Organisations' words in every language, and those that open an organisation's name after a party label or name a
# place or firm after a person (``company_intros`` of the label languages: "Colégio", "Construtora"), without accents
# ("CONDOMINIO" as capitals write it).
_ORG_BARE = frozenset(_bare(w) for name in ("org_words", "party_org_words") for w in entries(name)) | frozenset(
    _bare(w) for w in entries("company_intros", tuple(LABEL_LANGUAGES)) if w.isalpha()
)
# Words for a kind of business (``business_words``, ``firm_words``: "Seguros", "Assistência Médica", "Celular"), without
# accents: a name after a party label that goes on into one is a firm's ("RECORRIDA : SUL AMÉRICA SEGUROS"), in capitals
# too.
_BUSINESS_BARE = frozenset(
    _bare(p)
    for name in ("business_words", "firm_words")
    for w in entries(name, tuple(LABEL_LANGUAGES))
    for p in w.split()
)


def _name_after(text: str, pos: int, language: str, colon: bool, ranked: bool = False) -> tuple[int, int] | None:
    """The name that starts at ``pos``: up to ``_LABEL_MAX_WORDS`` name words and particles in one case, on one line;
    None where the first word is no name's or the phrase goes on into a company's name ("... S/A")."""
    words: list[tuple[int, int, str]] = []
    at = pos
    caps: bool | None = None
    while len(words) < _LABEL_MAX_WORDS and (m := _LABEL_TOKEN.match(text, at)) is not None:
        word = m["w"]
        if word.lower() in _LABEL_PARTICLES and words:
            words.append((m.start("w"), m.end("w"), word))
            at = m.end()
            continue
        if not word[:1].isupper() or (caps is not None and word.isupper() != caps and len(word) > 1):
            break
        if not _label_name_word(word, language, first=not words, ranked=ranked):
            break
        caps = word.isupper() if caps is None else caps
        words.append((m.start("w"), m.end("w"), word))
        at = m.end()
    while words and words[-1][2].lower() in _LABEL_PARTICLES:
        words.pop()
    if not words:
        return None
    names = [w for _s, _e, w in words if w.lower() not in _LABEL_PARTICLES]
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    listed = any(
        is_first_name_in(w.title() if w.isupper() else w, language)
        or is_surname_in(w.title() if w.isupper() else w, language)
        for w in names
    )
    # Without a colon a party word may stand before a company ("o Agravante UNIBANCO"): one word of the name must
    # be a listed name there; after a colon two words will do.
    if not listed and not ranked and not (colon and len(names) > 1):
        return None
    # An office without a colon ends a line of the minutes as often as it opens a name ("... LIMA Vogal Peço vênia"):
    # a name in running case after it has two words at least. A rank is always followed by its bearer.
    if not (colon or ranked or caps or len(names) > 1):
        return None
    # The phrase goes on into a company's form: "MAPFRE VERA CRUZ SEGURADORA S/A" (not into a court's body: "Relator :
    # ANA LIMA CONSELHO ESPECIAL" names the judge, then the body she sat in).
    from app.prepare.pii.tagger import COMPANY_FORMS

    phrase = re.split(r"[,;:()\n]|[ \t][-–][ \t]", text[words[-1][1] : words[-1][1] + 60])[0]
    if any(f in phrase.replace(" ", "") for f in COMPANY_FORMS):
        return None
    if _business_name(names, phrase):
        return None
    return words[0][0], words[-1][1]


def _business_name(words: Sequence[str], after: str) -> bool:
    """The words of a name, or the capitalised words right after it (``after``: the rest of its phrase), hold a word
    for a kind of business (``_BUSINESS_BARE``): "Unimed Seguros Saúde", "SUL AMÉRICA SEGUROS" name a firm."""
    following = itertools.takewhile(lambda w: w[:1].isupper(), after.split())
    return any(_bare(w) in _BUSINESS_BARE for w in [*words, *following])


def labelled_persons(text: str, language: str) -> list[Found]:
    """Persons after an office, a party label or a rank (``LABELLED_PERSON``, ``RANKED_PERSON``)."""
    out: list[Found] = []
    for pattern in (LABELLED_PERSON, RANKED_PERSON):
        if pattern is None:
            continue
        for m in pattern.finditer(text):
            colon = pattern is LABELLED_PERSON and ":" in m.group()
            got = _name_after(text, m.end(), language, colon, ranked=pattern is RANKED_PERSON)
            if got is not None:
                start, end = got
                out.append(Found(start, end, "PERSON", text[start:end].split()[-1].lower(), 2))
    return out


# Units named after a person, after the unit's word or a number with the degree sign: "40 graus Gay Lussac", "meio grau
# Gay Lussac", "13° Gay Lussac", "100 grados Celsius". The name is the unit's, no person's (``unit_words`` in
# data/<language>.toml; "º", the ordinal sign, stands before a rank: "1º Sgt").
_UNIT_WORDS = entries("unit_words")
# Right after a number and the ordinal sign written for the degree sign ("13º Gay Lussac"); after a number and the
# degree sign or a unit's word, one word of the unit's name between or not ("13° Gay Lussac": "Lussac"), but not a
# rank ("1° Sgt ...": a soldier).
_UNIT_BEFORE = (
    re.compile(
        rf"(?:\d[\d.,]*[ \t]*º|(?:\d[\d.,]*[ \t]*°|(?<![\w])(?i:{'|'.join(_UNIT_WORDS)}))[ \t]+"
        rf"(?:(?!{_RANK})[A-Z][\w\-]*[ \t]+)?)[ \t]*$"
    )
    if _UNIT_WORDS
    else None
)
_RANK_START = re.compile(_RANK)


# Statutes named after a person (es, pt): "Lei Maria da Penha", "Lei 11.340/06 ( Maria da Penha )", "a Lei intitulada
# Maria da Penha". The name right after a statute's word (``statute_words``), its number and an opening bracket
# between or not, is the statute's, no person's.
_STATUTE_BEFORE = re.compile(
    rf"(?<![\w])(?:{_cases(entries('statute_words', ('es', 'pt')))})"
    r"(?:[ \t]+(?:n[º°o]?[ \t]*\.?[ \t]*)?\d[\d./⁄\-]*)?"
    r"(?:[ \t]+(?:intitulad[ao]|denominad[ao]|conhecid[ao][ \t]+como|llamad[ao]))?[ \t]*\(?[ \t]*$"
)


def without_units(text: str, found: Sequence[Found], language: str = "") -> list[Found]:
    """``found`` without the persons right after a unit's word (or one word after it: "Lussac" of "graus Gay
    Lussac") or a number with the degree sign (``_UNIT_BEFORE``; "1º Sgt ..." is a rank's ordinal, its rank between),
    and without those right after a statute's word (``_STATUTE_BEFORE``); and without the spans that are no person's
    name by what they are made of or where they stand (``_no_person``, in ``LABEL_LANGUAGES``)."""
    if _UNIT_BEFORE is None:
        return list(found)
    return [
        f
        for f in found
        if f.kind != "PERSON"
        or (
            (not _after_unit(text, f.start) or _RANK_START.match(text, f.start))
            and not _after_statute(text, f.start)
            and not (language in LABEL_LANGUAGES and _no_person(text, f.start, f.end))
            and not (language in LABEL_LANGUAGES and f.priority == 0 and _no_guess(text, f.start, f.end, language))
        )
    ]


# What the name tagger alone (its guesses, the weakest evidence) takes for a person and is none, by its words (pt): one
# word in capitals of two to five letters is an acronym where it is in no name list ("RHC": a case's class; "TCU") or
# where its letters are the initials of the capitalised words right after it or right before it ("ADI Ação Direta de
# Inconstitucionalidade", "... Direta de Inconstitucionalidade ( ADI )"; "Adi" is a first name too). (Two or more
# frequent words of the language, "Comércio Exterior", were tried as a term too and dropped: "Dilma Rousseff" is as
# frequent in Portuguese text as a noun.)
_ACRONYM = re.compile(rf"[{_UPPER}]{{2,5}}")
_SPELLED_REACH = 80  # characters either side where the words an acronym stands for are looked for


def _no_guess(text: str, start: int, end: int, language: str) -> bool:
    """The tagger's guess is an acronym, no person (see above)."""
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    words = _SPAN_WORD.findall(text, start, end)
    if len(words) != 1 or not _ACRONYM.fullmatch(words[0]):
        return False
    folded = words[0].title()
    if len(words[0]) <= 4 and not (is_first_name_in(folded, language) or is_surname_in(folded, language)):
        return True
    return _spelled_out(words[0], text[end : end + _SPELLED_REACH], after=True) or _spelled_out(
        words[0], text[max(0, start - _SPELLED_REACH) : start], after=False
    )


def _spelled_out(acronym: str, near: str, after: bool) -> bool:
    """The capitalised words next to the acronym (particles and brackets skipped) begin with its letters in order."""
    tokens = [t for t in re.findall(r"[^\W\d_]+", near) if t.lower() not in _PARTICLES]
    if not after:
        tokens = tokens[-len(acronym) :]
    initials = "".join(t[0] for t in tokens[: len(acronym)] if t[:1].isupper())
    return len(tokens) >= len(acronym) and _bare(initials) == _bare(acronym)


# What a span taken for a person may be instead, by the words it is made of (lists in data/<language>.toml of the
# languages that have them; no features of the tagger):
# - only offices, party labels, ranks and their arms ("RECLAMANTE", "Min", "Alte Esq"), a hyphenated word whose first
#   part is one too ("PROCURADORA-GERAL", "Juíza-Auditora"): the name, where there is one, comes after them;
# - a unit's word first ("GRAUS GAY LUSSAC"): the words after it are the unit's name (``unit_words``);
# - an organisation's word first, written with or without its accents ("ASSOCIACAO BRASILEIRA ...");
# - one word that is a month's name, in a date ("23 DE MARCO DE 2017"; ``months``);
# - the publisher of a bibliographic reference, between the place and the colon before it and the year after it
#   ("São Paulo: Saraiva, 2010"; the form of the Brazilian and Portuguese reference, ABNT NBR 6023).
_OFFICE_BARE = frozenset(
    _bare(w.rstrip("."))
    for name in ("party_labels", "office_words", "rank_words", "rank_arms", "office_qualifiers", "function_words")
    for w in entries(name, ADDRESS_LANGUAGES)
    if w[:1].isalpha()
)
# - an institution's word first ("Vara Única" after "Juiz :"), or offices and institutions' words only ("Auxiliar da
#   Corregedoria": ``institution_words``, ``office_qualifiers``);
# - a first word with the ending of an abstract noun or adjective (``noun_endings``: "Benefício", "Redução") that no
#   name list holds and the language uses.
_INSTITUTION_BARE = frozenset(_bare(w) for w in entries("institution_words", tuple(LABEL_LANGUAGES)))
_NOUN_ENDING = (
    re.compile(rf"(?:{'|'.join(sorted(entries('noun_endings', tuple(LABEL_LANGUAGES)), key=len, reverse=True))})$")
    if entries("noun_endings", tuple(LABEL_LANGUAGES))
    else None
)
_NOUN_ZIPF = 3.0  # a word of the language (Zipf), not a rare name with such an ending
# - right after a word that names a place, an institution, a prize or a programme after a person (``place_intros``,
#   ``company_intros``; qualifiers and an honorific between or not): "Hospital Albert Einstein", "Reserva Extrativista
#   Chico Mendes", "Escola Estadual Professor ...".
_PLACE_INTROS = [w for name in ("place_intros", "company_intros") for w in entries(name, tuple(LABEL_LANGUAGES))]
_PLACE_INTRO_BARE = frozenset(_bare(w) for w in _PLACE_INTROS if w.isalpha())
_PLACE_QUALIFIERS = [
    w for name in ("place_qualifiers", "company_qualifiers") for w in entries(name, tuple(LABEL_LANGUAGES))
]
_PLACE_BEFORE = (
    re.compile(
        rf"(?<![\w\-])(?:{_cases(_PLACE_INTROS)})(?:[ \t]+(?:{_cases(_PLACE_QUALIFIERS)}))*[ \t]+"
        rf"(?:(?:{_cases(entries('company_honorifics', tuple(LABEL_LANGUAGES)))})[ \t]+)?$"
    )
    if _PLACE_INTROS
    else None
)
_UNIT_BARE = frozenset(_bare(w) for w in _UNIT_WORDS)
_MONTHS_BARE = frozenset(_bare(w) for w in entries("months", ADDRESS_LANGUAGES))
_SPAN_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_DAY_BEFORE = re.compile(r"(?<![\w])\d{1,2}[ \t]*(?:º|°)?[ \t]+(?:de[ \t]+|DE[ \t]+)?$")
_YEAR_AFTER = re.compile(r"[ \t]+(?:de|DE)[ \t]+\d{4}(?![\w])|[ \t]*[/.\-][ \t]*\d{2,4}(?![\w])")
# The place and its colon before the publisher's name ("Rio de Janeiro: Forense"), or a quoted title and a comma
# ("... Civil'', Saraiva"); then the year after it. A span inside the publisher's name is found as well.
_PUBLISHER_WORD = rf"[{_UPPER}][^\W\d_]*\.?"
_PLACE_COLON_BEFORE = re.compile(
    rf"(?:(?<![\w])(?P<place>[{_UPPER}][^\W\d_]+)(?:[ \t]+(?:{_PARTICLE}[ \t]+)?[{_UPPER}][^\W\d_]+)*[ \t]*:"
    rf"|(?:''|[”\"»])[ \t]*,)[ \t]*(?:{_PUBLISHER_WORD}[ \t]+){{0,4}}$"
)
_PUBLICATION_YEAR_AFTER = re.compile(rf"(?:[ \t]+{_PUBLISHER_WORD}){{0,4}}[ \t]*,[ \t]*(?:1[5-9]|20)\d\d(?![\w])")


def _office_word(word: str) -> bool:
    bare = _bare(word)
    return bare in _OFFICE_BARE or ("-" in bare and bare.split("-")[0] in _OFFICE_BARE)


def _no_person(text: str, start: int, end: int) -> bool:
    """The span is no person's name by its words or its place (see above)."""
    words = _SPAN_WORD.findall(text, start, end)
    if not words:
        return False
    if _OFFICE_BARE and all(_office_word(w) for w in words):
        return True
    first = _bare(words[0])
    if first in _UNIT_BARE or first in _ORG_BARE or first in _INSTITUTION_BARE or first in _PLACE_INTRO_BARE:
        return True
    if all(w.lower() in _PARTICLES or _office_word(w) or _bare(w) in _INSTITUTION_BARE for w in words):
        return True
    if _abstract_noun(words[0]):
        return True
    if _office_word(words[0]) and all(_office_or_term(w) for w in words[1:]):
        return True  # an office and what it is of: "Fiscal do Contrato", "Secretário-Executivo do Ministério"
    if _PLACE_BEFORE is not None and _PLACE_BEFORE.search(text, max(0, start - 60), start):
        return True
    if _BUSINESS_BARE and _business_name(words, re.split(r"[,;:()\n]|[ \t][-–][ \t]", text[end : end + 60])[0]):
        return True
    if len(words) == 1 and first in _MONTHS_BARE:
        return bool(
            _DAY_BEFORE.search(text, max(0, start - 12), start)
            or _YEAR_AFTER.match(text, end, min(len(text), end + 12))
        )
    return _publisher(text, start, end) or _no_person_l30(text, start, end, words)


# More of what a span taken for a person may be instead (pt; issue 24, round l30; lists in data/pt.toml, no features):
# - a Latin phrase of legal prose ("Sub Judice", "Sine Qua Non", "Corpus Christi"): every word of the span a Latin word
#   (``latin_words``), in a run of two Latin words or more (one such word alone, "Mora", may be a surname);
# - a name of God or of a figure of worship in it, its first word no first name ("Reino de Deus"; ``sacred_names``);
# - an institution's word last ("Augusta Corte": an epithet and the court), where that word is no listed surname;
# - a company's form right after it, or begun by its last letter ("SADIA S/A", "Marisa Lojas S/A");
# - after a word for a municipality, a district or a court's seat and "de" ("Município de Santos Dumont", "Juízo de
#   Coronel Fabriciano"; ``territory_words``), an honorific, office or rank between or not: the place's name;
# - a maker of vehicles, weapons or telephones first with a model after it, or right after a maker or a noun for such
#   a thing ("Renault Sandero", "espingarda Rossi"; ``brands``, ``product_nouns``): the thing's name.
_LATIN_BARE = frozenset(_bare(w) for w in entries("latin_words", tuple(LABEL_LANGUAGES)))
_SACRED_BARE = frozenset(_bare(w) for w in entries("sacred_names", tuple(LABEL_LANGUAGES)))
_BRANDS_BARE = frozenset(_bare(w) for w in entries("brands", tuple(LABEL_LANGUAGES)))
_LATIN_NEIGHBOUR_BEFORE = re.compile(r"([^\W\d_]+)[ \t]+$")
_LATIN_NEIGHBOUR_AFTER = re.compile(r"[ \t]+([^\W\d_]+)")
_COMPANY_FORM_AFTER = re.compile(
    rf"[ \t]*(?:{'|'.join(re.escape(f) for f in sorted(entries('company_forms', tuple(LABEL_LANGUAGES)), key=len, reverse=True))})"
    r"(?![^\W\d_])"
)
_COMPANY_FORM_SPLIT = re.compile(r"[ \t]*/[ \t]*A(?![^\W\d_])")  # "S" of the span, then "/A"
_TERRITORY_BEFORE = (
    re.compile(
        rf"(?<![\w\-])(?:{_cases(entries('territory_words', tuple(LABEL_LANGUAGES)))})[ \t]+(?:de|do|da|DE|DO|DA)[ \t]+"
        rf"(?:[{_UPPER}][^\W\d_]+[ \t]+)?$"
    )
    if entries("territory_words", tuple(LABEL_LANGUAGES))
    else None
)
# - a military unit, a base, a ship or a school named after a person ("Batalhão Duque de Caxias", "Base Naval Almirante
#   Castro e Silva", "Centro de Instrução Almirante Wandenkolk", "Clube de Regatas ..."): its word first, or before the
#   span with qualifiers, and "de" and one word or a rank or title between (or both) (``military_intros``, ``military_qualifiers``,
#   ``named_after_titles``, with ``place_intros`` and ``company_intros``).
_MILITARY = entries("military_intros", tuple(LABEL_LANGUAGES))
_MILITARY_BARE = frozenset(_bare(w) for w in _MILITARY)
_TITLES_AFTER = _cases(entries("named_after_titles", tuple(LABEL_LANGUAGES)))
_NAMED_UNIT_BEFORE = (
    re.compile(
        rf"(?<![\w\-])(?:{_cases([*_MILITARY, *_PLACE_INTROS])})"
        rf"(?:[ \t]+(?:{_cases([*entries('military_qualifiers', tuple(LABEL_LANGUAGES)), *_PLACE_QUALIFIERS])}))*"
        rf"(?:[ \t]+(?:de|da|do|das|dos)[ \t]+[{_UPPER}][^\W\d_]+(?:[ \t]+(?:{_TITLES_AFTER}))?"
        rf"|[ \t]+(?:{_TITLES_AFTER}))[ \t]+$"
    )
    if _MILITARY
    else None
)
_PRODUCT_BEFORE = (
    re.compile(
        rf"(?<![\w\-])(?:{_cases([*entries('product_nouns', tuple(LABEL_LANGUAGES)), *entries('brands', tuple(LABEL_LANGUAGES))])})"
        r"[ \t]*/?[ \t]*$"
    )
    if entries("product_nouns", tuple(LABEL_LANGUAGES))
    else None
)


_CHAIN_WORD = re.compile(rf"([{_UPPER}][^\W\d_]+|da|de|do|das|dos)[ \t]+$")


def _inside_organisation(text: str, start: int) -> bool:
    """The capitalised words and particles right before ``start`` open with an organisation's or a place's word
    ("Igreja Universal do Reino de ...", "Assembleia de ..."): the span is inside that name."""
    k = start
    for _ in range(8):
        m = _CHAIN_WORD.search(text, max(0, k - 40), k)
        if m is None:
            return False
        if _bare(m[1]) in _ORG_BARE or _bare(m[1]) in _PLACE_INTRO_BARE:
            return True
        k = m.start()
    return False


def _latin_phrase(text: str, start: int, end: int, words: Sequence[str]) -> bool:
    if not all(_bare(w) in _LATIN_BARE for w in words):
        return False
    if len(words) > 1:
        return True
    before = _LATIN_NEIGHBOUR_BEFORE.search(text, max(0, start - 30), start)
    after = _LATIN_NEIGHBOUR_AFTER.match(text, end, min(len(text), end + 30))
    return any(m is not None and _bare(m[1]) in _LATIN_BARE for m in (before, after))


# - one word, a surname or in no name list, after a capitalised noun of the language and "de" ("Certidão de Nascimento",
#   "FORNECIMENTO DE LEITE"): the end of a term's name, where the word is a surname found elsewhere in the document
#   (a noun that names a person, an office, a title or a kin is no such head: "Espólio de ...", "Filho de ...").
_TERM_HEAD = re.compile(rf"(?<![\w\-])([{_UPPER}][^\W\d_]+)[ \t]+(?:de|da|do|das|dos|DE|DA|DO|DAS|DOS)[ \t]+$")
_TERM_HEAD_ZIPF = 3.5
_PERSON_HEADS = frozenset(
    _bare(w)
    for name in ("person_nouns", "name_suffixes", "titles", "kinship", "company_honorifics")
    for w in entries(name, tuple(LABEL_LANGUAGES))
    if w[:1].isalpha()
)


# - two neighbouring words in capitals that are one word of the language broken by the scan ("PRESCRI ÇÃO", "RESTITU ÍDO"): joined
#   they are a word the language uses (``_BROKEN_ZIPF``) that no name list holds, and its first part is no name; the
#   words right before and after the span are read with it ("PRESCRI" before "ÇÃO QUINQUENAL").
_BROKEN_ZIPF = 3.0
_BROKEN_LENGTH = 8  # letters of the joined word: short names side by side ("Li Ma") are no broken word


@lru_cache(maxsize=20_000)
def _broken_word(first: str, second: str) -> bool:
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    if first.lower() in _PARTICLES or second.lower() in _PARTICLES or len(first) + len(second) < _BROKEN_LENGTH:
        return False
    if not (first.isupper() and second.isupper()):
        return False  # the scan breaks headings in capitals; "com Prado" is no "comprado"
    folded = first.title() if first.isupper() else first
    if is_first_name_in(folded, "pt") or is_surname_in(folded, "pt"):
        return False  # "Ana Lise": a first name and a second, not "Analise"
    joined = first + second.lower()
    joined = joined.title() if joined.isupper() or first.isupper() else joined
    return zipf(joined, "pt") >= _BROKEN_ZIPF and not is_first_name_in(joined, "pt") and not is_surname_in(joined, "pt")


def _of_a_term(text: str, start: int, words: Sequence[str]) -> bool:
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    if len(words) != 1:
        return False
    word = words[0].title() if words[0].isupper() else words[0]
    if is_first_name_in(word, "pt") and not is_surname_in(word, "pt"):
        return False  # "Depoimento de Pedro": a person's first name after such a noun
    head = _TERM_HEAD.search(text, max(0, start - 40), start + (text[start:].find(words[0]) if words[0] else 0))
    if head is None:
        return False
    folded = head[1].title() if head[1].isupper() else head[1]
    return (
        _bare(folded) not in _PERSON_HEADS
        and not _office_word(folded)
        and not is_first_name_in(folded, "pt")
        and not is_surname_in(folded, "pt")
        and zipf(folded, "pt") >= _TERM_HEAD_ZIPF
    )


def _no_person_l30(text: str, start: int, end: int, words: Sequence[str]) -> bool:
    """The span is a Latin phrase, a church's or a court's name, a company, a place or a thing (see above)."""
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    if _LATIN_BARE and _latin_phrase(text, start, end, words):
        return True
    first = words[0].title() if words[0].isupper() else words[0]
    if any(_bare(w) in _SACRED_BARE for w in words) and (
        not is_first_name_in(first, "pt") or _inside_organisation(text, start)
    ):
        return True
    last = words[-1].title() if words[-1].isupper() else words[-1]
    if len(words) > 1 and _bare(last) in _INSTITUTION_BARE and not is_surname_in(last, "pt"):
        return True
    if _COMPANY_FORM_AFTER.match(text, end, min(len(text), end + 12)) or (
        words[-1] == "S" and _COMPANY_FORM_SPLIT.match(text, end, min(len(text), end + 6))
    ):
        return True
    if _TERRITORY_BEFORE is not None and _TERRITORY_BEFORE.search(text, max(0, start - 60), start):
        return True
    if _bare(words[0]) in _MILITARY_BARE or (
        _NAMED_UNIT_BEFORE is not None and _NAMED_UNIT_BEFORE.search(text, max(0, start - 90), start)
    ):
        return True
    if _bare(words[0]) in _BRANDS_BARE and len(words) > 1:
        return True
    if _of_a_term(text, start, [w for w in words if w.lower() not in _PARTICLES]):
        return True
    before = _LATIN_NEIGHBOUR_BEFORE.search(text, max(0, start - 30), start)
    after = _LATIN_NEIGHBOUR_AFTER.match(text, end, min(len(text), end + 30))
    joined = [*([before[1]] if before else []), *words, *([after[1]] if after else [])]
    if any(_broken_word(a, b) for a, b in itertools.pairwise(joined)):
        return True
    return _PRODUCT_BEFORE is not None and _PRODUCT_BEFORE.search(text, max(0, start - 40), start) is not None


_TERM_ZIPF = 4.0  # a word of the language this frequent (Zipf), in no name list, is no word of a name after an office


@lru_cache(maxsize=20_000)
def _office_or_term(word: str, language: str = "pt") -> bool:
    """A word after an office that names what the office is of, no name: a particle, an office, an institution's or
    an organisation's word, or a frequent word of the language that no name list holds ("Contrato", "Despesas")."""
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    folded = word.title() if word.isupper() else word
    bare = _bare(word)
    if word.lower() in _PARTICLES or _office_word(word) or bare in _INSTITUTION_BARE or bare in _ORG_BARE:
        return True
    return (
        not is_first_name_in(folded, language)
        and not is_surname_in(folded, language)
        and zipf(folded, language) >= _TERM_ZIPF
    )


@lru_cache(maxsize=20_000)
def _abstract_noun(word: str, language: str = "pt") -> bool:
    """A word with the ending of an abstract noun or adjective (``_NOUN_ENDING``), in no name list, that the language
    uses: "Benefício", "REDUÇÃO", "Imóveis"; not "Conceição" (a listed first name) or "Trindade" (a listed surname)."""
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    folded = word.title() if word.isupper() else word
    return (
        _NOUN_ENDING is not None
        and _NOUN_ENDING.search(folded) is not None
        and not is_first_name_in(folded, language)
        and not is_surname_in(folded, language)
        and zipf(folded, language) >= _NOUN_ZIPF
    )


def _publisher(text: str, start: int, end: int) -> bool:
    """The span stands in the publisher's place of a reference: after a place and its colon (no office or party label
    before the colon) or a quoted title, before the year (``_PLACE_COLON_BEFORE``, ``_PUBLICATION_YEAR_AFTER``)."""
    if not _PUBLICATION_YEAR_AFTER.match(text, end, min(len(text), end + 80)):
        return False
    before = _PLACE_COLON_BEFORE.search(text, max(text.rfind("\n", 0, start) + 1, start - 120), start)
    return before is not None and not (
        before["place"] and (_office_word(before["place"]) or _bare(before["place"]) in _FORM_LABELS)
    )


# A form's labels before a colon ("Nome: ...", "Senhorio: ..."): what follows is a person, whatever year comes after.
_FORM_LABELS = frozenset(
    _bare(w.split()[0]) for name in ("name_words", "role_labels") for w in entries(name) if w[:1].isalpha()
)


_UNIT_LOWER = tuple(w.lower() for w in _UNIT_WORDS)


def _after_unit(text: str, start: int) -> bool:
    """A unit's word or a number's sign stands right before ``start`` (``_UNIT_BEFORE``); its signs and words are
    looked for first, cheaply."""
    assert _UNIT_BEFORE is not None
    window = text[max(0, start - 40) : start]
    if "º" not in window and "°" not in window and not any(u in window.lower() for u in _UNIT_LOWER):
        return False
    return _UNIT_BEFORE.search(text, max(0, start - 40), start) is not None


_STATUTE_HINT = re.compile(rf"(?i:{'|'.join(entries('statute_words', ('es', 'pt')))})")


def _after_statute(text: str, start: int) -> bool:
    """A statute's word stands right before ``start`` (``_STATUTE_BEFORE``); its words are looked for first, cheaply."""
    if _STATUTE_HINT.search(text, max(0, start - 40), start) is None:
        return False
    return _STATUTE_BEFORE.search(text, max(0, start - 40), start) is not None


# Persons in the running prose of a decision with no office or party label before them (pt): the prose says who acts
# and who is spoken of. Two kinds of evidence, with their words in data/<language>.toml: a noun that only a person
# stands in apposition to, written small in running text ("a testemunha ...", "sua esposa ...", "o menor ...";
# ``person_nouns``), and a verb of speech, of procedure or of a person's deed right after the name ("... alega",
# "... requereu", "... ajuizou"; ``person_verbs``). The name is one word or more; each word must be a name's word
# (``_prose_name_word``): a place, an institution, an organisation or a word the language uses is none.
CONTEXT_LANGUAGES = frozenset({"pt"})
_PERSON_NOUNS = entries("person_nouns", tuple(CONTEXT_LANGUAGES))
_PERSON_VERBS = entries("person_verbs", tuple(CONTEXT_LANGUAGES))
_PROSE_NAME = rf"{_NAME_WORD}(?:[ \t]+(?:{_PARTICLE}[ \t]+)?{_NAME_WORD}){{0,4}}"
NOUN_BEFORE_PERSON = (
    re.compile(
        rf"(?<![\w\-])(?:{'|'.join(sorted(_PERSON_NOUNS, key=len, reverse=True))})[ \t]*,?[ \t]+"
        rf"(?P<v>{_PROSE_NAME})(?![\w\-'’])"
    )
    if _PERSON_NOUNS
    else None
)
PERSON_BEFORE_VERB = (
    re.compile(
        rf"(?<![\w\-'’])(?P<v>{_PROSE_NAME})[ \t]+(?:{'|'.join(sorted(_PERSON_VERBS, key=len, reverse=True))})"
        rf"(?![\w\-])"
    )
    if _PERSON_VERBS
    else None
)
# The verbs alone, and a name right before a place: the verbs are looked for first (they are rare), then the name
# before each (``PERSON_BEFORE_VERB`` read at every capitalised word of a document costs more).
_PERSON_VERB = (
    re.compile(rf"(?<=[ \t])(?:{'|'.join(sorted(_PERSON_VERBS, key=len, reverse=True))})(?![\w\-])")
    if _PERSON_VERBS
    else None
)
_NAME_BEFORE = re.compile(rf"(?<![\w\-'’])(?P<v>{_PROSE_NAME})[ \t]+$")
_NAME_REACH = 120  # characters before a verb a name of five words may begin
# A word of a name in prose that no list knows is taken when the language uses it less than this (Zipf): before a
# person's verb; after a person's noun, which says more, the first word may be as frequent as ``_RARE_AFTER_NOUN`` and
# the next ones as ``_RARE_NAME`` ("sua esposa Benta ...": "benta" is a word too, a rare one); a word of
# a full name found before, named alone, as frequent as that too.
_RARE_PROSE = 2.5
_RARE_AFTER_NOUN = 3.5


@lru_cache(maxsize=50_000)
def _prose_name_word(word: str, language: str, rare: float = _RARE_PROSE) -> bool:
    """A word of a person's name in running prose: a listed first name or surname that is no ordinary word of the
    language, or a word it hardly uses; never an office, a party, a title, an institution, a place, an organisation,
    a company's form or an acronym ("INSS")."""
    from app.prepare.pii.lexicon import is_ordinary, zipf
    from app.prepare.pii.names import cities, is_first_name_in, is_surname_in, is_territory
    from app.prepare.pii.persons import ORG_WORDS
    from app.prepare.pii.tagger import _not_a_name, _office
    from app.prepare.pii.words import everyday_word

    folded = word.title() if word.isupper() else word
    if len(word) < 3 or not (word.isupper() or word[1:].islower() or "-" in word):
        return False
    listed = is_first_name_in(folded, language) or is_surname_in(folded, language)
    if word.isupper() and (len(word) <= 3 or (len(word) == 4 and not listed)):
        return False  # an acronym ("ARE", "AGR": a case's class), even where a list has it as a name
    if (
        folded.lower() in _NOT_NAMES
        or folded.lower() in _SUFFIXES
        or _not_a_name(folded)
        or _office(word, language)
        or is_territory(folded)
        or folded in cities()
        or folded in ORG_WORDS
        or _bare(folded) in _ORG_BARE
        or folded in _STATUTE_WORDS
        or folded in _PARTY_WORDS
        or _bare(folded) in _CASE_WORDS
    ):
        return False
    if listed:
        return not is_ordinary(folded, language, listed=True) and not everyday_word(folded, language)
    return zipf(folded, language) < rare and not is_ordinary(folded, language)


_STATUTE_WORDS = frozenset(entries("statute_words"))
_PARTY_WORDS = frozenset(w for name in ("party_labels", "rank_words") for w in entries(name))
_CASE_WORDS = frozenset(_bare(w) for w in entries("case_words"))
_RARE_NAME = 4.4  # the value of tagger.CAPITALS_WORD_ZIPF (this module imports the tagger only inside functions)


def _prose_name(text: str, start: int, end: int, language: str, rare: float = _RARE_PROSE) -> tuple[int, int] | None:
    """The longest run of name words at the end of ``text[start:end]`` (the words before the verb), or None."""
    words = list(re.finditer(r"\S+", text[start:end]))
    keep = len(words)
    for k in range(len(words) - 1, -1, -1):
        w = words[k].group()
        if w.lower() in _PARTICLES and 0 < k < len(words) - 1:
            continue
        if not _prose_name_word(w, language, rare):
            break
        keep = k
    while keep < len(words) and words[keep].group().lower() in _PARTICLES:
        keep += 1
    if keep >= len(words):
        return None
    return start + words[keep].start(), start + words[-1].end()


def _one_case(text: str, start: int, end: int) -> bool:
    """A name's words in one case: all in capitals or none."""
    words = [w for w in text[start:end].split() if w.lower() not in _PARTICLES]
    return len({w.isupper() for w in words}) <= 1


def persons_in_prose(text: str, language: str) -> list[Found]:
    """Persons after a noun only a person stands beside (``NOUN_BEFORE_PERSON``) or before a person's verb
    (``PERSON_BEFORE_VERB``, read verb first), and listed first names alone (``lone_first_names``); the name is cut to
    its name words (``_prose_name_word``), in one case."""
    out: list[Found] = []
    if NOUN_BEFORE_PERSON is not None:
        for m in NOUN_BEFORE_PERSON.finditer(text):
            words = list(re.finditer(r"\S+", m["v"]))
            keep = 0
            for k, w in enumerate(words):
                rare = _RARE_AFTER_NOUN if k == 0 else _RARE_NAME
                if not ((k and w.group().lower() in _PARTICLES) or _prose_name_word(w.group(), language, rare)):
                    break
                keep = k + 1
            while keep and words[keep - 1].group().lower() in _PARTICLES:
                keep -= 1
            if keep:
                start, end = m.start("v"), m.start("v") + words[keep - 1].end()
                if _one_case(text, start, end) and not _name_continues(text, end):
                    out.append(Found(start, end, "PERSON", text[start:end].split()[-1].lower(), 2))
    if _PERSON_VERB is not None:
        for verb in _PERSON_VERB.finditer(text):
            line_start = text.rfind("\n", 0, verb.start()) + 1
            before = _NAME_BEFORE.search(text, max(line_start, verb.start() - _NAME_REACH), verb.start())
            if before is None:
                continue
            got = _prose_name(text, before.start("v"), before.end("v"), language)
            if got is not None and _one_case(text, *got) and not _capitalised_before(text, got[0]):
                single = len(text[got[0] : got[1]].split()) == 1
                if _ARTICLE_BEFORE.search(text, max(0, got[0] - 4), got[0]) and (
                    single or not _listed_name(text[got[0] : got[1]], language)
                ):
                    continue  # "a Fenabrav ajuizou": an article before one word or an unlisted name: an organisation
                start, end = got
                out.append(Found(start, end, "PERSON", text[start:end].split()[-1].lower(), 2))
    return list({(f.start, f.end): f for f in [*out, *lone_first_names(text, language)]}.values())


# Persons named before their office (pt): the minutes of a session and the signatures of a decision list the judges
# each with the office after the name ("ANA LIMA Relatora , JOSÉ ALVES Vogal", "Paulo Souza ( Relator )"). The office
# word (``offices_after`` in data/<language>.toml) stands at the end of the name, a comma, a bracket, a full stop, the
# end of the line or a capitalised word after it; the name before it is two name words at least (``_prose_name``), in
# one case, with a listed name among them, and no longer capitalised phrase before it.
_OFFICES_AFTER = entries("offices_after", tuple(CONTEXT_LANGUAGES))
_OFFICE_AFTER = (
    re.compile(
        rf"(?<=[ \t])(?P<o>\([ \t]*)?(?:{_cases(_OFFICES_AFTER)})(?![\w\-])(?(o)[ \t]*\))"
        rf"(?=[ \t]*(?:[,.;)]|\n|$|[ \t][{_UPPER}]))"
    )
    if _OFFICES_AFTER
    else None
)


def persons_before_office(text: str, language: str) -> list[Found]:
    """Names right before an office that follows them (see above)."""
    out: list[Found] = []
    if _OFFICE_AFTER is None:
        return out
    for office in _OFFICE_AFTER.finditer(text):
        line_start = text.rfind("\n", 0, office.start()) + 1
        got = _name_ending_at(text, max(line_start, office.start() - _NAME_REACH), office.start(), language)
        if got is None:
            continue
        start, end = got
        name = text[start:end]
        words = [w for w in name.split() if w.lower() not in _PARTICLES and not _INITIAL_WORD.fullmatch(w)]
        if len(words) < 2 or not _one_case(text, start, end) or not _listed_name(name, language):
            continue
        out.append(Found(start, end, "PERSON", words[-1].lower(), 2))
    return out


_INITIAL_WORD = re.compile(rf"[{_UPPER}]\.")
# A word of a name before an office that no list knows is taken when the language uses it less than this (Zipf): the
# minutes' headings in capitals hold rarer words than prose ("IMPEDIMENTO", "SORTEIO").
_RARE_BEFORE_OFFICE = 3.0


def _name_ending_at(text: str, start: int, end: int, language: str) -> tuple[int, int] | None:
    """The name whose last word ends right before ``end`` (blanks between): name words (``_prose_name_word``),
    particles and initials ("C.") inside it, and after a particle any word in the name's case that is no office,
    organisation or place ("DA LUZ"); None where a capitalised word of the same case stands right before it (a longer
    phrase) or it opens with a particle."""
    words = list(re.finditer(r"\S+", text[start:end]))
    if not words or text[start + words[-1].end() : end].strip():
        return None
    keep = len(words)
    named = 0  # words taken as a name's own, not only for the particle before them
    caps = words[-1].group().isupper()
    for k in range(len(words) - 1, -1, -1):
        w = words[k].group()
        after_particle = k > 0 and words[k - 1].group().lower() in _PARTICLES - {"e", "y"}
        if w.lower() in _PARTICLES and 0 < k < len(words) - 1:
            continue
        if _INITIAL_WORD.fullmatch(w) and 0 < k < len(words) - 1:
            continue
        if w.isupper() != caps:
            break
        if _prose_name_word(w, language, _RARE_BEFORE_OFFICE):
            named += 1
        elif not (after_particle and _word_after_particle(w, language)):
            break
        keep = k
    while keep < len(words) and (
        words[keep].group().lower() in _PARTICLES or _INITIAL_WORD.fullmatch(words[keep].group())
    ):
        keep += 1
    if keep >= len(words) or not named:
        return None
    first = words[keep].group()
    if keep > 0:
        prev = words[keep - 1].group()
        if prev[:1].isupper() and prev[:1].isalpha() and prev.isupper() == first.isupper() and len(prev) > 1:
            return None  # a longer capitalised phrase: its end is no name of its own
    return start + words[keep].start(), start + words[-1].end()


def _word_after_particle(word: str, language: str) -> bool:
    """A capitalised word after a particle inside a name, though the language uses it ("DA LUZ", "da Paz")."""
    from app.prepare.pii.tagger import _not_a_name, _office

    folded = word.title() if word.isupper() else word
    return (
        len(word) >= 3
        and (word.isupper() or word[1:].islower())
        and not _office(word, language)
        and not _not_a_name(folded)
        and folded.lower() not in _NOT_NAMES
        and _bare(folded) not in _ORG_BARE
        and _bare(folded) not in _CASE_WORDS
    )


# A listed first name alone in running prose (pt): "... pediu a TIAGO que trouxesse ...", "... a reação de Benta e
# Anderson". Brazilian decisions write persons in capitals in running text as often as not. The word stands between
# words that are no capitalised word of a phrase (a heading or a name of something in capitals, "ORLANDO ENROLANDO",
# or in title case, "Rua Anderson ..."), on a line of running prose (with small words), after the start of a sentence
# where it is in title case; it is no word of the language, no place, no office, no organisation.
_LONE_WORD = re.compile(rf"(?<![\w\-'’.])[{_UPPER}][^\W\d_]{{2,}}(?![\w\-'’])")
_SMALL_WORDS = 3  # small words a line of running prose has at least


def lone_first_names(text: str, language: str) -> list[Found]:
    """Listed first names alone in running prose (see above)."""
    from app.prepare.pii.names import is_first_name_in

    out: list[Found] = []
    line_start = 0
    for line in text.split("\n"):
        words = [w for w in line.split() if w[:1].isalpha()]
        small = sum(1 for w in words if w[:1].islower())
        if small >= _SMALL_WORDS:
            for m in _LONE_WORD.finditer(line):
                word = m.group()
                caps = word.isupper()
                if caps and (len(word) < 4 or small * 2 < len(words)):
                    continue  # an acronym, or a line mostly in capitals (a heading, a case's summary)
                if not caps and not word[1:].islower():
                    continue
                folded = word.title() if caps else word
                if (
                    not is_first_name_in(folded, language)
                    or not _prose_name_word(word, language)
                    or _lookalike(word, language)
                ):
                    continue
                s, e = line_start + m.start(), line_start + m.end()
                if _phrase_neighbour(text, s, e, caps):
                    continue
                out.append(Found(s, e, "PERSON", folded.lower(), 2))
        line_start += len(line) + 1
    return out


def _phrase_neighbour(text: str, start: int, end: int, caps: bool) -> bool:
    """The word at ``text[start:end]`` is part of a phrase of capitalised words (a particle between or not: "Tribunal
    do Júri", "LEI MARIA DA PENHA"), an abbreviation ("Doc ."), or opens a sentence (in title case)."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start].split()[-2:]
    after_end = text.find("\n", end)
    after = text[end : len(text) if after_end < 0 else after_end].split()[:2]
    if after[:1] == ["."] or (before[-1:] == ["("] and after[:1] == [")"]):
        return True  # an abbreviation ("Doc ."), a short name given in brackets ("... ( Petros )")
    if before[-1:] and (before[-1][:1].isdigit() or (len(before) == 2 and before[0][:1].isdigit())):
        return True  # after a number: a date's month ("23 DE MARCO"), an ordinal's noun
    near = [*before[-1:], *after[:1]]
    if len(before) == 2 and before[1].lower() in _PARTICLES:
        near.append(before[0])
    if len(after) == 2 and after[0].lower() in _PARTICLES:
        near.append(after[1])
    for neighbour in near:
        if neighbour.lower() in _PARTICLES:
            continue
        if caps and neighbour.isupper() and sum(c.isalpha() for c in neighbour) >= 3:
            return True
        if not caps and neighbour[:1].isupper() and neighbour[:1].isalpha():
            return True
    # A sentence's or a bracket's first word in title case is capitalised whatever it is.
    return not caps and (not before or before[-1][-1:] in ".!?:;)]-–\"“'`")


_ARTICLE_BEFORE = re.compile(r"(?<![\w])(?:o|a|os|as|O|A|Os|As)[ \t]+$")


def _listed_name(name: str, language: str) -> bool:
    """One word of the name is a listed first name or surname."""
    from app.prepare.pii.names import is_first_name_in, is_surname_in

    words = [w.title() if w.isupper() else w for w in name.split()]
    return any(is_first_name_in(w, language) or is_surname_in(w, language) for w in words)


_WORD_BEFORE = re.compile(rf"(?P<w>[^\s]+)[ \t]+(?:(?P<p>{_PARTICLE})[ \t]+)?$")
_WORD_AFTER = re.compile(rf"[ \t]+(?:{_PARTICLE}[ \t]+)?(?P<w>[^\s]+)")


def _capitalised_before(text: str, start: int) -> bool:
    """A capitalised word (a particle between or not) stands right before ``start`` on its line, not after the end
    of a sentence, and is no office, title or party: the name is the end of a longer name ("Rua ...", "Lei ...")."""
    line_start = text.rfind("\n", 0, start) + 1
    m = _WORD_BEFORE.search(text, max(line_start, start - 60), start)
    if m is None:
        return False
    word = m["w"]
    if not word[:1].isupper() or word[-1:] in ".:;!?)]" or _SENTENCE_END.search(text, line_start, m.start()):
        return False
    from app.prepare.pii.tagger import _not_a_name, _office

    folded = word.title() if word.isupper() else word
    return not (_office(word, "pt") or _not_a_name(folded))


def _name_continues(text: str, end: int) -> bool:
    """A capitalised word (a particle between or not) follows ``end`` on its line: a longer name goes on."""
    m = _WORD_AFTER.match(text, end)
    return m is not None and m["w"][:1].isupper() and m["w"][:1].isalpha()


# A person already named in full, named again by one word of the name (pt): "Silva" after "João da Silva", "Benta"
# after "Benta Rufino de Sales". Every word of a name of two or more words that some recognizer found is looked for
# alone in the document, in its case or in capitals, with the person's key. A word that is also a word of the
# language (a lookalike: "Rosa", "Leão", "Paz") is taken only where the prose names a person there too (a person's
# noun before it, a person's verb after it); a word inside a longer capitalised phrase ("Rua ...", "Lei ... da
# Penha", a heading in capitals) is another name's part, never this person's.
MENTION_LANGUAGES = frozenset({"pt"})


@lru_cache(maxsize=50_000)
def _lookalike(word: str, language: str) -> bool:
    from app.prepare.pii.lexicon import is_ordinary, zipf
    from app.prepare.pii.names import is_first_name_in, is_surname_in
    from app.prepare.pii.words import everyday_word

    folded = word.title() if word.isupper() else word
    listed = is_first_name_in(folded, language) or is_surname_in(folded, language)
    return (
        is_ordinary(folded, language, listed=listed)
        or everyday_word(folded, language)
        or (not listed and zipf(folded, language) >= 4.0)
    )


_NOUN_JUST_BEFORE = (
    re.compile(rf"(?<![\w\-])(?:{'|'.join(sorted(_PERSON_NOUNS, key=len, reverse=True))})[ \t]*,?[ \t]+$")
    if _PERSON_NOUNS
    else None
)
_VERB_JUST_AFTER = (
    re.compile(rf"[ \t]+(?:{'|'.join(sorted(_PERSON_VERBS, key=len, reverse=True))})(?![\w\-])")
    if _PERSON_VERBS
    else None
)


def _person_context(text: str, start: int, end: int) -> bool:
    """A person's noun right before the word or a person's verb right after it."""
    noun = _NOUN_JUST_BEFORE is not None and _NOUN_JUST_BEFORE.search(text, max(0, start - 40), start) is not None
    verb = _VERB_JUST_AFTER is not None and _VERB_JUST_AFTER.match(text, end) is not None
    return noun or verb


@lru_cache(maxsize=256)
def _mention_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    """The words of a document's persons, each alone (cached: a server reads documents naming the same persons)."""
    return re.compile(r"(?<![\w\-'’.])(?:" + "|".join(map(re.escape, words)) + r")(?![\w\-'’])")


def single_word_mentions(text: str, found: Sequence[Found], language: str) -> list[Found]:
    """Every word of a person's full name found in the document, named alone elsewhere in it (see above); of a person
    found on weak evidence, only the words the document uses for nothing else (``mentions.SPREADS``)."""
    from app.prepare.pii.mentions import SPREADS, spreads, used_otherwise

    words: dict[str, str] = {}  # the word as it may be written -> the person's key
    spans = sorted((f.start, f.end) for f in found if f.kind == "PERSON")
    weak = any(f.kind == "PERSON" and f.priority < SPREADS for f in found)
    otherwise = used_otherwise(text, language) if weak else frozenset()
    for f in found:
        if f.kind != "PERSON":
            continue
        parts = [w for w in re.findall(r"[^\W\d_][^\W\d_'’\-]*(?:-[^\W\d_]+)*", text[f.start : f.end])]
        names = [w for w in parts if w.lower() not in _PARTICLES]
        if len(names) < 2 or not _one_case(text, f.start, f.end):
            continue
        if f.priority < 2 and not _listed_name(" ".join(names), language):
            continue  # the tagger's guess with no listed name in it ("BENEFÍCIO SALDADO") introduces no person
        for w in names:
            if w[:1].isupper() and _prose_name_word(w, language, _RARE_NAME) and spreads(f, w, otherwise):
                for form in (w, w.upper(), w.title()):
                    words.setdefault(form, f.key)
    if not words:
        return []
    pattern = _mention_pattern(tuple(sorted(words, key=len, reverse=True)))
    starts = [a for a, _b in spans]
    reach = list(itertools.accumulate((b for _a, b in spans), max))  # the furthest end of the spans up to each
    out: list[Found] = []
    for m in pattern.finditer(text):
        s, e = m.start(), m.end()
        k = bisect.bisect_left(starts, e)  # the spans that start before the word ends
        if k and reach[k - 1] > s:
            continue  # part of a name found already
        if _capitalised_before(text, s) or _name_continues(text, e):
            continue
        if _lookalike(m.group(), language) and not _person_context(text, s, e):
            continue
        out.append(Found(s, e, "PERSON", words[m.group()], 1))
    return out


# Persons in one enumeration with a person found (pt): "... a reação de Benta e Anderson", "CARA MEZ , MONTANHEIRO e
# DALVANI": a name in the same case joined to a person by "e" is a person too, where each of its words is a name's
# word (``_prose_name_word``) and no longer capitalised phrase goes on after it. A comma alone joins too much else to
# a name ("..., Matrícula 1170", "..., Redator para o acórdão").
_JOIN = r"[ \t]+(?:e|E)[ \t]+"
_JOINED_AFTER = re.compile(rf"{_JOIN}(?P<v>{_PROSE_NAME})(?![\w\-'’])")
_JOINED_BEFORE = re.compile(rf"(?<![\w\-'’])(?P<v>{_PROSE_NAME}){_JOIN}$")
# Names in capitals are listed with commas too ("os Ministros ANA LIMA , JOSÉ ALVES e ..."): there a comma joins a
# name in capitals of two words or more, or one that a list knows.
_CAPS_JOIN = r"[ \t]*,[ \t]*"
_CAPS_AFTER = re.compile(rf"{_CAPS_JOIN}(?P<v>{_PROSE_NAME})(?![\w\-'’])")
_CAPS_BEFORE = re.compile(rf"(?<![\w\-'’])(?P<v>{_PROSE_NAME}){_CAPS_JOIN}$")


def enumerated_persons(text: str, found: Sequence[Found], language: str) -> list[Found]:
    """Names joined to a person found by "e" (see above), with a key of their own."""
    out: list[Found] = []
    taken = {(f.start, f.end) for f in found if f.kind == "PERSON"}
    for f in found:
        if f.kind != "PERSON":
            continue
        caps = text[f.start : f.end].isupper()
        spans: list[tuple[int, int, bool]] = []  # and whether a comma joins it
        line_start = text.rfind("\n", 0, f.start) + 1
        for after, before, comma in ((_JOINED_AFTER, _JOINED_BEFORE, False), (_CAPS_AFTER, _CAPS_BEFORE, True)):
            if comma and not caps:
                continue
            if (m := after.match(text, f.end)) is not None:
                spans.append((m.start("v"), m.end("v"), comma))
            m = before.search(text, max(line_start, f.start - 80), f.start)
            if m is not None and (got := _prose_name(text, m.start("v"), m.end("v"), language, _RARE_NAME)) is not None:
                spans.append((*got, comma))  # the name words at its end: "Com" before "MONTANHEIRO e ..." is none
        for s, e, comma in spans:
            name = text[s:e]
            words = [w for w in name.split() if w.lower() not in _PARTICLES]
            if comma and len(words) < 2 and not _listed_name(name, language):
                continue
            if (
                (s, e) in taken
                or name.isupper() != caps
                or not words
                or not all(_prose_name_word(w, language, _RARE_NAME) and not _lookalike(w, language) for w in words)
                or _name_continues(text, e)
                or _capitalised_before(text, s)
            ):
                continue
            out.append(Found(s, e, "PERSON", words[-1].lower(), 1))
    return out

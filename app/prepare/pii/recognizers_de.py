"""German identifiers: presidio recognizers (checksums, context words) and labelled regex rules."""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer
from presidio_analyzer.predefined_recognizers import (
    DeHealthInsuranceRecognizer,
    DeIdCardRecognizer,
    DeKfzRecognizer,
    DePassportRecognizer,
    DeSocialSecurityRecognizer,
    DeTaxIdRecognizer,
    DeVatIdRecognizer,
    IbanRecognizer,
)
from presidio_analyzer.predefined_recognizers.generic.iban_patterns import regex_per_country

from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.rules import Rule, digits, has_digits, phone_like
from app.prepare.pii.wordlists import factored


class ShapedIbanRecognizer(IbanRecognizer):
    """presidio's IBAN recognizer, also for a number in its country's IBAN format whose check digits fail (a
    typo, a misread scan): a mistyped account number still identifies the account, and left unrecognised
    it lost only its tail to the phone rule ("DE75 7000 0000 [PHONE_2]")."""

    def validate_result(self, pattern_text: str) -> bool | None:
        valid: bool | None = super().validate_result(pattern_text)
        if valid is not False:
            return valid
        compact = EntityRecognizer.sanitize_value(pattern_text, self.replacement_pairs)
        country = regex_per_country.get(compact[:2])
        return bool(country and re.fullmatch(country, compact))


def german_recognizers(language: str) -> list[EntityRecognizer]:
    # Pattern-only recognizers with base score < 0.5 (licence plate, passport) pass the engine's
    # threshold only with a context word nearby; those with a checksum reach 1.0 on their own.
    return [
        ShapedIbanRecognizer(supported_language=language),
        DeTaxIdRecognizer(supported_language=language),
        DeVatIdRecognizer(supported_language=language),
        DeSocialSecurityRecognizer(supported_language=language),
        DeHealthInsuranceRecognizer(supported_language=language),
        DeIdCardRecognizer(supported_language=language),
        DePassportRecognizer(supported_language=language),
        DeKfzRecognizer(supported_language=language),
    ]


_SEP = r"\s*(?:[:.]|Nr\.?|No\.?)?\s*[:.]?\s*"


def _cases(label: str) -> list[str]:
    """A label written with a capital and in small letters: "Customer", "customer" (for ``factored``)."""
    return [label, label[0].lower() + label[1:]]


# The labels are lists grouped by first letter (``wordlists.factored``, the patterns being case-sensitive): the
# same matches as one alternation, found faster.
# Phone numbers: a label makes any digit group a number; without one, a leading 0 or +/00 is needed.
_PHONE_LABELS = [
    r"Tel(?:efon)?", "Fon", "Telefax", "Fax", r"Mobil(?:telefon|funk)?", "Handy", "Mobile", "Phone", r"Tél(?:éphone)?",
    "Teléfono", "Telefono", "Telefone", "Telemóvel", "Cellulare", "Móvil", "Cell", "TEL", "FAX",
    # lower case inside running text: "erreichbar unter Tel.", "tél. 06 ...", "teléfono 689 ..."
    "tel", "fax", "phone", "mobile", r"tél(?:éphone)?", "teléfono", "telefono", "telefone", "telemóvel", "cellulare",
    "móvil", "Durchwahl", "Rufnummer", r"joignable\s+au", r"llamar\s+al",
]  # fmt: skip
PHONE_LABEL = "(?:" + "|".join(factored(_PHONE_LABELS, case_sensitive=True)) + ")"
# Extensions belong to the number: "030 12345-678", "030 1234 - 56", "020 7946 0958 ext. 810".
EXTENSION = r"(?:[ \t]?[-–][ \t]?\d{1,5}(?![\d.,])|[ \t]?(?:ext\.?|x|Durchwahl|DW|App\.|poste|int\.)[ \t]?\d{1,5})?"
PHONE_BODY = rf"(?:\+|00)?\(?\d(?:[\d ()/\-–]|\.(?=\d\d)){{4,22}}\d{EXTENSION}"
_PHONE_LABELLED = compile_fast(
    rf"\b{PHONE_LABEL}\.?(?:\s*(?:/|und|u\.)\s*{PHONE_LABEL}\.?)?(?:\s*\((?!\d)[^)\n]{{0,12}}\))?\s*[:.]?\s*(?P<v>{PHONE_BODY})(?![\d])"
)
_PHONE_BARE = compile_fast(
    r"(?<![\w+/.,:§])(?P<v>(?:(?:\+|00)[1-9]\d{0,2}[ \-]?(?:\(0\)[ \-]?)?\d{1,5}(?:(?:[ \-/]|\s[-/]\s)?\d{2,}){1,5}"
    r"|\(0\d{2,5}\)\s?\d{2,}(?:[ \-]?\d{2,}){0,4}"
    r"|0[1-9]\d{1,4}(?:[ \-/]|\s[-/]\s)?\d{2,}(?:[ \-]\d{2,}){0,4}"
    # French style in pairs: "06 12 34 56 78", "01.42.68.53.00"
    r"|0[1-9](?:[ .]\d{2}){4})"
    rf"{EXTENSION})(?![\w]|[.,]\d|/\d)"
)

_DATE = (
    r"\d{1,2}\.\s?\d{1,2}\.\s?(?:19|20)?\d{2}"
    r"|\d{1,2}/\d{1,2}/(?:19|20)?\d{2}"
    r"|(?:19|20)\d{2}-\d{2}-\d{2}"
    r"|\d{1,2}(?:\.|er|st|nd|rd|th|º|°)?\s+(?:de\s+)?[A-Za-zÄÖÜäöüéèûçñ]{3,10}\.?\s+(?:de\s+)?(?:19|20)\d{2}"
    r"|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+(?:19|20)\d{2}"
)
_BIRTH_LABELS = [
    r"geb\.(?:\s*am)?", r"geboren(?:\s+am)?", "Geburtsdatum", r"Geb\.-Datum", "Geburtstag", *_cases(r"Born(?:\s+on)?"),
    *_cases(r"Date\s+of\s+[Bb]irth"), "DOB", r"D\.O\.B\.", r"n[ée]e?(?:\(e\))?\s+le",
    *_cases(r"Date\s+de\s+naissance"), r"nat[oa](?:/[ao])?\s+il", r"nat[oa]\s+a\s+\w+\s+il",
    *_cases(r"Data\s+di\s+nascita"), r"nacid[oa](?:/[ao])?\s+el", r"nacid[oa]\s+en\s+\w+\s+el",
    *_cases(r"Fecha\s+de\s+nacimiento"), r"nascid[oa](?:/[ao])?\s+(?:em|a)", *_cases(r"Data\s+de\s+nascimento"),
]  # fmt: skip
BIRTH_LABEL = "(?:" + "|".join(factored(_BIRTH_LABELS, case_sensitive=True)) + ")"
# "Anna Schmidt, * 12.04.1985": the asterisk is the German genealogical sign for "born".
_BIRTH = compile_fast(rf"(?:(?<=[\s(,])\*|\b{BIRTH_LABEL})\s*[:,]?\s*(?P<v>{_DATE})")

# The place of birth: after a birth label and its date ("geboren am 12.04.1985 in Kiel", "born on 3 May 1990 in
# Leeds"), after a label of its own ("Geburtsort: Kiel", "Place of birth: Leeds", "lieu de naissance"), or between
# the label and the date ("geboren in Kiel am …", "nato a Roma il …", "nacido en Madrid el …", "né à Lyon le …").
# With the date of birth it identifies a person. A place is a capitalised word, hyphenated or of up to three words
# joined by a particle ("Frankfurt am Main", "Halle (Saale)", "São Paulo").
_PLACE = (
    r"[A-ZÄÖÜÉÈÁÍÓÚÇ][\w'’.-]+"
    r"(?:[ \t](?:(?:am|an[ \t]der|im|bei|upon|on|sur|de|del|di|da|do|dos|das)[ \t])?[A-ZÄÖÜÉÈÁÍÓÚÇ][\w'’.-]+){0,2}"
    r"(?:[ \t]\([A-ZÄÖÜ][\w.-]+\))?"
)
_PLACE_LABELS = [
    "Geburtsort", r"Geb\.-Ort", *_cases(r"Place\s+of\s+[Bb]irth"), *_cases(r"Lieu\s+de\s+naissance"),
    *_cases(r"Luogo\s+di\s+nascita"), *_cases(r"Lugar\s+de\s+nacimiento"), *_cases(r"Local\s+de\s+nascimento"),
    *_cases(r"Naturalidade"),
]  # fmt: skip
_BIRTH_PLACE_LABELLED = compile_fast(rf"\b(?:{'|'.join(_PLACE_LABELS)})\s*[:,]?\s*(?P<v>{_PLACE})")
_BIRTH_PLACE_AFTER_DATE = compile_fast(
    rf"\b{BIRTH_LABEL}\s*[:,]?\s*(?:{_DATE})[ \t,]+(?:in|à|a|en|em|at)[ \t]+(?P<v>{_PLACE})"
)
_BIRTH_PLACE_BEFORE_DATE = compile_fast(
    rf"\b(?:geboren|born|n[ée]e?|nat[oa]|nacid[oa]|nascid[oa])[ \t]+(?:in|à|a|en|em)[ \t]+(?P<v>{_PLACE})"
    rf"[ \t,]+(?:am|on|le|il|el|em|a)[ \t]+(?:{_DATE})"
)

_TAX_LABELS = [
    "Steuernummer", r"Steuer-Nr\.?", r"St\.-?Nr\.?", r"StNr\.?", "Steuer-?ID", r"Steuer-IdNr\.?",
    "Steuer-?[Ii]dentifikationsnummer", r"steuerliche\s+Identifikationsnummer", "Identifikationsnummer", r"IdNr\.?",
    r"USt-?IdNr\.?", r"USt\.-?ID", "Umsatzsteuer-Identifikationsnummer",
]  # fmt: skip
_TAX_LABELLED = compile_fast(
    rf"(?:{'|'.join(factored(_TAX_LABELS, case_sensitive=True))})"
    # "Steuer-Identifikationsnummer Ehefrau: ..." - up to two qualifying words before the colon
    r"(?:[ \t]+(?:des|der|von)?[ \t]*[A-ZÄÖÜ][a-zäöüß]+){0,2}"
    r"\s*(?:\([^)\n]{0,20}\))?\s*[:.]?\s*(?P<v>(?:DE\s?)?\d[\d /]{6,16}\d)"
)
# The Steuer-ID without a label ("Die Steuer-ID lautet 12 345 678 903"): 11 digits, plain or in the
# 2-3-3-3 groups of the BZSt letter, accepted only with a valid check digit.
_TAX_ID_BARE = compile_fast(r"(?<![\w/.,+])[1-9]\d[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}(?![\w/]|[.,]\d)")


def tax_id_valid(value: str) -> bool:
    """Steuer-ID: ISO 7064 MOD 11,10 check digit; one digit repeated two or three times in the first ten."""
    d = digits(value)
    if len(d) != 11 or d[0] == "0":
        return False
    repeats = sorted(d[:10].count(ch) for ch in set(d[:10]))
    if repeats[-1] not in (2, 3):
        return False
    product = 10
    for ch in d[:10]:
        total = (int(ch) + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == int(d[10])


# Steuernummer with slashes as the states print it: 123/456/78901 (BY), 12/345/67890, 123/4567/8901 (NW), 12345/67890 (BW).
_TAX_SLASHED = compile_fast(r"(?<![\w/.])(?:\d{2,3}/\d{3,4}/\d{4,5}|\d{5}/\d{5})(?![\w/])")

_RV_NUMBER = compile_fast(
    r"\b\d{2}\s?(?:0[1-9]|[12]\d|3[01]|5[1-9]|[67]\d|8[01])(?:0[1-9]|1[0-2])\d{2}\s?[A-Z]\s?\d{3}\b"
)
_SV_LABELLED = compile_fast(
    r"(?:Rentenversicherungsnummer|Sozialversicherungsnummer|Versicherungsnummer\s+\(RV\)|SV-Nummer|SV-Nr\.?|RV-Nr\.?|"
    r"[Nn]ational\s+[Ii]nsurance\s+(?:number|no\.?)|[Nn]uméro\s+de\s+sécurité\s+sociale|NSS|[Nn]úmero\s+de\s+la\s+"
    r"[Ss]eguridad\s+[Ss]ocial|NISS|[Nn]úmero\s+de\s+[Ss]egurança\s+[Ss]ocial)"
    r"\s*[:.]?\s*(?P<v>[A-Z0-9][A-Z0-9 ]{7,22}[A-Z0-9])"
)
_KV_LABELLED = compile_fast(
    r"(?:Krankenversichertennummer|Versichertennummer|KVNR|KV-Nr\.?)\s*[:.]?\s*(?P<v>[A-Z]\s?\d{9})"
)

# The labels as lists, grouped by first letter (``wordlists.factored``): the same matches, found faster.
_ID_LABELS = [
    r"Personalausweis(?:nummer|-Nr\.?)?", r"Ausweis(?:nummer|-Nr\.?)", r"Reisepass(?:nummer|-Nr\.?)?",
    r"Pass(?:nummer|-Nr\.?)", *_cases("Passport"), r"ID[ -]card", *_cases(r"Identity\s+card"),
    *_cases(r"Carte\s+d'identité"), "CNI", *_cases("Passeport"), *_cases("Pasaporte"),
    *_cases(r"Documento\s+de\s+identidad"), *_cases(r"Carta\s+d'identità"), *_cases("Passaporto"),
    r"Cartão\s+de\s+Cidadão", *_cases(r"Bilhete\s+de\s+[Ii]dentidade"), r"Führerschein(?:nummer)?",
    *_cases(r"Driving\s+licen[cs]e"), *_cases(r"Permis\s+de\s+conduire"),
]  # fmt: skip
_ID_LABELLED = compile_fast(
    rf"(?:{'|'.join(factored(_ID_LABELS, case_sensitive=True))})"
    r"(?:\s*(?:Nr\.|No\.|[Nn][º°o]\.?|number|[Nn]úmero|numéro|numero|n\.))?\s*[:.]?\s*"
    r"(?P<v>[A-Z0-9]{2,}(?:[ \-][A-Z0-9]{2,}){0,3})"
)

_CUSTOMER_LABELS = [
    r"Kunden(?:nummer|-Nr\.?|nr\.?)", r"Kd\.-?Nr\.?", r"Vertrags(?:nummer|-Nr\.?|nr\.?|konto)",
    r"Mitglieds(?:nummer|-Nr\.?)", r"Versicherungs(?:schein)?(?:nummer|-Nr\.?)", r"Policen(?:nummer|-Nr\.?)",
    "BG-Nummer", r"BG-Nr\.?", r"Nummer\s+der\s+Bedarfsgemeinschaft", r"Personal(?:nummer|-Nr\.?)",
    r"Zähler(?:nummer|-Nr\.?)", "Mandatsreferenz", r"Konto(?:nummer|-Nr\.?)", "Buchungskonto",
    r"Mieter(?:nummer|-Nr\.?)", r"Objekt(?:nummer|-Nr\.?)", r"Rufnummer\s+des\s+Vertrags",
    *_cases(r"Customer\s+(?:number|no\.?|ID|reference)"), *_cases(r"Account\s+(?:number|no\.?)"),
    *_cases(r"Contract\s+(?:number|no\.?)"), *_cases(r"Membership\s+(?:number|no\.?)"),
    *_cases(r"Policy\s+(?:number|no\.?)"),
    *_cases(r"Número\s+de\s+(?:cliente|contrato|socio|sócio|póliza|apólice|cuenta|conta)"),
    *_cases(r"N°\s+(?:de\s+)?(?:client|contrat|d'adhérent|de\s+police)"),
    *_cases(r"Num[ée]ro\s+(?:de\s+)?(?:client|contrat|d'adhérent|police)"),
    *_cases(r"Référence\s+client"), *_cases(r"Codice\s+(?:cliente|contratto)"),
    *_cases(r"Numero\s+(?:cliente|contratto|di\s+polizza)"),
    # A letter's own reference points to the reader's file ("Unser Zeichen: 361D123456"); a court's file number
    # there ("5 C 123/26", "VIII ZR 361/03") stops at its register letters, too short to count.
    r"Unsere?\s+Zeichen", r"Ihre?\s+Zeichen", r"Meine?\s+Zeichen", r"Unser\s+Aktenzeichen", "Geschäftszeichen",
    "Vorgangsnummer", *_cases(r"Our\s+ref(?:erence)?\.?"), *_cases(r"Your\s+ref(?:erence)?\.?"),
]  # fmt: skip
_CUSTOMER_LABELLED = compile_fast(
    rf"(?:{'|'.join(factored(_CUSTOMER_LABELS, case_sensitive=True))})"
    r"\s*[:.]?\s*(?P<v>[A-Z0-9](?:[A-Z0-9\-/.]|\s(?=\d)){2,26}[A-Z0-9])"
)

# "53402//0087614 (BG-Nummer)": the label may follow the number.
_CUSTOMER_LABEL_AFTER = compile_fast(
    r"(?<![\w/])(?P<v>[A-Z0-9][A-Z0-9/\-]{4,24}[A-Z0-9])[ \t]*\((?:BG-Nummer|BG-Nr\.?|Kundennummer|Kunden-Nr\.?|"
    r"Vertragsnummer|Mitgliedsnummer|Versicherungsnummer)\)"
)
# The Federal Employment Agency's customer number, printed on every Jobcenter and Arbeitsagentur letter:
# three digits, a letter, six digits ("361D123456").
_BA_CUSTOMER = compile_fast(r"(?<![\w/\-])(?P<v>\d{3}[A-Z]\d{6})(?![\w/\-])")
_BANK_CODE = compile_fast(
    r"(?:\b[Ss]ort[ \t]+code|\bBLZ|Bankleitzahl)[ \t]*[:.]?[ \t]*(?P<v>\d{2}-\d{2}-\d{2}|\d{3}[ \t]?\d{3}[ \t]?\d{2})\b"
)
_BIC = compile_fast(
    r"\b(?:BIC|SWIFT|Swift|S\.W\.I\.F\.T\.)(?:-Code|\s+code)?\s*[:.]?\s*(?P<v>[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b"
)

# "B-AB 1234": the hyphen form is distinctive; the space-only form needs a context word (presidio).
_PLATE = compile_fast(
    r"(?<![\w\-])(?!SGB|ALG|BGB|ZPO|StGB|AO|EU|UN|EG|HGB)[A-ZÄÖÜ]{1,3}-(?!II|IV|VI)[A-Z]{1,2}\s?[1-9]\d{0,3}[EH]?(?![\w\-])"
)
_PLATE_LABELLED = compile_fast(
    r"(?:Kennzeichen|Kfz-Kennzeichen|Fahrzeugkennzeichen|[Rr]egistration\s+(?:number|plate)|[Ii]mmatriculation|"
    r"[Mm]atrícula|[Tt]arga|[Mm]atrícula)\s*[:.]?\s*(?P<v>[A-ZÄÖÜ]{1,3}[ \-][A-Z]{1,2}[ \-]?\d{1,4}[EH]?)\b"
)

GERMAN_RULES = [
    Rule("PHONE", _PHONE_LABELLED, phone_like, priority=4),
    Rule("PHONE", _PHONE_BARE, lambda v: 7 <= sum(ch.isdigit() for ch in v) <= 15),
    Rule("DATE_OF_BIRTH", _BIRTH, priority=4),
    Rule("PLACE_OF_BIRTH", _BIRTH_PLACE_LABELLED, priority=4),
    Rule("PLACE_OF_BIRTH", _BIRTH_PLACE_AFTER_DATE, priority=4),
    Rule("PLACE_OF_BIRTH", _BIRTH_PLACE_BEFORE_DATE, priority=4),
    Rule("TAX_ID", _TAX_LABELLED, has_digits(8), priority=4),
    Rule("TAX_ID", _TAX_SLASHED),
    Rule("TAX_ID", _TAX_ID_BARE, tax_id_valid, priority=3),
    Rule("SOCIAL_SECURITY", _RV_NUMBER, priority=3),
    Rule("SOCIAL_SECURITY", _SV_LABELLED, has_digits(6), priority=4),
    Rule("HEALTH_INSURANCE", _KV_LABELLED, priority=4),
    # German ID card numbers may be all letters ("FPZCYFGHH"): nine characters after the label suffice.
    Rule("ID_NUMBER", _ID_LABELLED, lambda v: has_digits(3)(v) or len(v) == 9, priority=4),
    Rule("CUSTOMER_NUMBER", _CUSTOMER_LABELLED, has_digits(3), priority=3),
    Rule("CUSTOMER_NUMBER", _CUSTOMER_LABEL_AFTER, has_digits(4), priority=3),
    Rule("CUSTOMER_NUMBER", _BA_CUSTOMER, priority=3),
    Rule("BIC", _BIC, priority=4),
    Rule("BANK_CODE", _BANK_CODE, priority=4),
    Rule("LICENCE_PLATE", _PLATE),
    Rule("LICENCE_PLATE", _PLATE_LABELLED, priority=4),
]

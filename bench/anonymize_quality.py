"""Recall and precision of anonymization on synthetic documents with known planted data.

Run: .venv/bin/python bench/anonymize_quality.py [documents-per-template]
Each template (several per language) is filled with random names, streets and places from the
shipped lists and random valid identifiers. Planted items are recorded with their kind; "KEEP" items
(amounts, deadlines, statutes, authorities) must survive untouched.
"""

from __future__ import annotations

import random
import re
import string
import sys
from collections import Counter

from app.pipeline.anonymize import anonymize
from app.pipeline.pii.names import cities, streets, surnames


def words(text: str) -> list[str]:
    return text.split()


FIRST = {
    "de": words(
        "Anna Klaus Jürgen Sabine Thomas Ursula Hans-Peter Karl-Heinz Lena Lukas Jonas Marie Fatma Mehmet Sophie"
    ),
    "en": words("James Mary Oliver Emily George Charlotte William Olivia Harry Amelia"),
    "fr": words("Jean Marie Pierre Camille Louis Léa Antoine Chloé Nicolas Élodie"),
    "es": words("José María Antonio Lucía Manuel Carmen Javier Sofía Alejandro Paula"),
    "it": words("Giuseppe Giulia Marco Francesca Alessandro Chiara Luca Martina Matteo Elena"),
    "pt": words("João Maria Pedro Ana Tiago Beatriz Rui Inês Miguel Catarina"),
}
LAST = {
    "en": words("Smith Jones Taylor Brown Williams Wilson Johnson Davies Evans Thomas"),
    "fr": words("Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau"),
    "es": words("García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín"),
    "it": words("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco"),
    "pt": words("Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Jesus Sousa"),
}
NOUN_SURNAMES = words("Koch Bauer Richter Wolf Meister Müller Fischer Schneider Weber Becker")
STREET_SUFFIX = re.compile(r"(straße|weg|allee|platz|gasse|ring|damm)$")


class Doc:
    """Text under construction with the planted items' offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.items: list[tuple[int, int, str]] = []
        self.length = 0

    def add(self, text: str, kind: str | None = None) -> None:
        if kind:
            self.items.append((self.length, self.length + len(text), kind))
        self.parts.append(text)
        self.length += len(text)

    def fill(self, template: str, values: dict[str, tuple[str, str]]) -> None:
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", template):
            self.add(template[pos : m.start()])
            value, kind = values[m.group(1)]
            self.add(value, kind)
            pos = m.end()
        self.add(template[pos:])

    @property
    def text(self) -> str:
        return "".join(self.parts)


def iban(rnd: random.Random) -> str:
    bban = "".join(rnd.choices(string.digits, k=18))
    check = 98 - int(bban + "131400") % 97
    raw = f"DE{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4)) if rnd.random() < 0.7 else raw


def tax_id(rnd: random.Random) -> str:
    while True:
        digits = [rnd.randint(1, 9)] + [rnd.randint(0, 9) for _ in range(9)]
        if max(Counter(digits).values()) > 3:
            continue
        product = 10
        for d in digits:
            total = (d + product) % 10 or 10
            product = total * 2 % 11
        check = (11 - product) % 10
        return "".join(map(str, digits)) + str(check)


def phone(rnd: random.Random) -> str:
    area = rnd.choice(["030", "089", "040", "0221", "0711", "0171", "0151"])
    number = "".join(rnd.choices(string.digits, k=rnd.randint(6, 8)))
    return rnd.choice([f"{area} {number}", f"{area}/{number}", f"{area}-{number}", f"+49 {area[1:]} {number}"])


def person(rnd: random.Random, lang: str) -> tuple[str, str]:
    first = rnd.choice(FIRST[lang])
    if lang == "de":
        last = rnd.choice(NOUN_SURNAMES) if rnd.random() < 0.3 else rnd.choice(_DE_SURNAMES)
    else:
        last = rnd.choice(LAST[lang])
    return first, last


_DE_SURNAMES = sorted(s for s in surnames() if s.isalpha() and 4 <= len(s) <= 12)[::50]
_STREETS = sorted(s for s in streets() if STREET_SUFFIX.search(s) and " " not in s)[::20]
_CITIES = sorted(c for c in cities() if c.isalpha() and len(c) >= 4)[::10]

TEMPLATES = {
    "de": [
        "Mietvertrag\n\nzwischen {title} {first} {last}, {street}, {plz}\n(Vermieter)\nund\n{first2} {last2}\n(Mieter)\n\n"
        "§ 1 Die Miete beträgt {keep_amount} monatlich, zahlbar auf IBAN {iban}.\n§ 2 Kündigung nach {keep_statute} "
        "bis zum {keep_date}. Die Kaution beträgt {keep_deposit}.\nTelefon: {phone}, E-Mail: {email}\n"
        "Der Vermieter {short} bestätigt den Erhalt.\n\nMit freundlichen Grüßen\n\n{first} {last}\n",
        "Arbeitsvertrag\n\nArbeitgeber: {keep_company}\nArbeitnehmerin: {first} {last}, geboren am {dob}, "
        "wohnhaft {street}, {plz}\nSteuer-ID: {taxid}\nDie Vergütung beträgt {keep_amount} brutto. "
        "Die Probezeit beträgt {keep_period}.\nBankverbindung: {iban}\nRückfragen an {title} {last} unter {phone}.\n",
        "{keep_authority}\n{title} {first} {last}\n{street}\n{plz}\n\nBescheid vom {keep_date}\nKundennummer: {customer}\n"
        "Sehr geehrte{r} {title} {last},\nSie erhalten {keep_amount}. Widerspruch bis zum {keep_date2} ({keep_statute}).\n"
        "Ihre Steuer-ID {taxid} und Ihre E-Mail {email} haben wir gespeichert.\n\ni. A. {first2} {last2}\n",
    ],
    "en": [
        "TENANCY AGREEMENT\nLandlord: {first} {last}\nTenant: {first2} {last2}, {en_street}\nThe rent is {keep_amount_en} "
        "per month. Contact: {email}, phone {intl_phone}.\n{title_en} {last} may end the tenancy with {keep_period_en} notice.\n"
        "Kind regards,\n{first} {last}\n",
    ],
    "fr": [
        "CONTRAT DE BAIL\nBailleur : {title_fr} {first} {last}, {fr_street}, {fr_plz}\nLocataire : {first2} {last2}, "
        "né le {dob}\nLe loyer est de {keep_amount_fr} par mois. Courriel : {email}, tél. {intl_phone}.\n",
    ],
    "es": [
        "CONTRATO DE ARRENDAMIENTO\nArrendador: {title_es} {first} {last}, con DNI {dni}, domicilio en {es_street}\n"
        "Arrendatario: {first2} {last2}, nacido el {dob}\nLa renta es de {keep_amount_es} al mes. Teléfono: {intl_phone}.\n",
    ],
    "it": [
        "CONTRATTO DI LOCAZIONE\nLocatore: {title_it} {first} {last}, codice fiscale {cf}, residente in {it_street}\n"
        "Conduttore: {first2} {last2}, nato il {dob}\nIl canone è di {keep_amount_it} al mese. Email: {email}.\n",
    ],
    "pt": [
        "CONTRATO DE ARRENDAMENTO\nSenhorio: {title_pt} {first} {last}, NIF {pt_nif}, residente na {pt_street}\n"
        "Arrendatário: {first2} {last2}, nascido em {dob}\nA renda é de {keep_amount_pt} por mês. Telefone: {intl_phone}.\n",
    ],
}


def dni(rnd: random.Random) -> str:
    n = rnd.randint(10_000_000, 99_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def pt_nif(rnd: random.Random) -> str:
    while True:
        d = [rnd.randint(1, 2)] + [rnd.randint(0, 9) for _ in range(7)]
        check = 11 - sum(x * w for x, w in zip(d, range(9, 1, -1), strict=True)) % 11
        return "".join(map(str, d)) + str(0 if check >= 10 else check)


def codice_fiscale(rnd: random.Random) -> str:
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    body = "".join(rnd.choices("BCDFGLMNPRST", k=6)) + f"{rnd.randint(50, 99)}" + rnd.choice("ABCDEHLMPRST")
    body += f"{rnd.randint(1, 28):02d}" + rnd.choice("FGHL") + f"{rnd.randint(100, 999)}"
    total = 0
    for i, ch in enumerate(body):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        total += odd[v] if i % 2 == 0 else v
    return body + chr(65 + total % 26)


def values(rnd: random.Random, lang: str) -> dict[str, tuple[str, str]]:
    first, last = person(rnd, lang)
    first2, last2 = person(rnd, lang)
    female = rnd.random() < 0.5
    num = rnd.randint(1, 180)
    return {
        "title": ("Frau" if female else rnd.choice(["Herrn", "Herr"]), ""),
        "r": ("" if female else "r", ""),
        "title_en": (rnd.choice(["Mr", "Mrs", "Ms"]), ""),
        "title_fr": (rnd.choice(["M.", "Mme"]), ""),
        "title_es": (rnd.choice(["Sr.", "Sra."]), ""),
        "title_it": (rnd.choice(["Sig.", "Sig.ra"]), ""),
        "title_pt": (rnd.choice(["Sr.", "Sra."]), ""),
        "first": (first, ""),
        "last": (last, ""),
        "first2": (first2, ""),
        "last2": (last2, ""),
        "short": (f"{'Frau' if female else 'Herr'} {last}", ""),
        "street": (f"{rnd.choice(_STREETS)} {num}{rnd.choice(['', '', 'a'])}", "ADDRESS"),
        "plz": (f"{rnd.randint(10000, 99999)} {rnd.choice(_CITIES)}", "ADDRESS"),
        "en_street": (
            f"{num} {rnd.choice(['High', 'Church', 'Station', 'Mill'])} {rnd.choice(['Street', 'Road', 'Lane'])}",
            "ADDRESS",
        ),
        "fr_street": (f"{num} rue {rnd.choice(['de la Paix', 'Victor Hugo', 'des Lilas'])}", "ADDRESS"),
        "fr_plz": (f"{rnd.randint(10000, 95999)} {rnd.choice(['Paris', 'Lyon', 'Marseille', 'Toulouse'])}", "ADDRESS"),
        "es_street": (f"Calle {rnd.choice(['Mayor', 'Alcalá', 'Serrano'])}, {num}", "ADDRESS"),
        "it_street": (f"Via {rnd.choice(['Roma', 'Garibaldi', 'Mazzini'])} {num}", "ADDRESS"),
        "pt_street": (f"Rua {rnd.choice(['Augusta', 'do Ouro', 'da Prata'])}, {num}", "ADDRESS"),
        "iban": (iban(rnd), "IBAN"),
        "phone": (phone(rnd), "PHONE"),
        "intl_phone": (
            rnd.choice(
                ["+33 1 42 68 53 00", "+34 912 345 678", "+39 06 1234 5678", "+351 21 123 4567", "+44 20 7946 0958"]
            ),
            "PHONE",
        ),
        "email": (f"{first.lower()}.{last.lower()}@example.{rnd.choice(['de', 'com', 'fr', 'es'])}", "EMAIL"),
        "taxid": (tax_id(rnd), "TAX_ID"),
        "customer": (f"{rnd.randint(100000, 999999)}", "CUSTOMER_NUMBER"),
        "dob": (f"{rnd.randint(1, 28):02d}.{rnd.randint(1, 12):02d}.{rnd.randint(1950, 2004)}", "DATE_OF_BIRTH"),
        "dni": (dni(rnd), "ID_NUMBER"),
        "cf": (codice_fiscale(rnd), "TAX_ID"),
        "pt_nif": (pt_nif(rnd), "TAX_ID"),
        "keep_amount": (rnd.choice(["850,00 EUR", "1.234,56 €", "3.200 Euro"]), "KEEP"),
        "keep_amount_en": ("£1,200", "KEEP"),
        "keep_amount_fr": ("900 euros", "KEEP"),
        "keep_amount_es": ("750 euros", "KEEP"),
        "keep_amount_it": ("800 euro", "KEEP"),
        "keep_amount_pt": ("650 euros", "KEEP"),
        "keep_deposit": ("3 Monatsmieten", "KEEP"),
        "keep_statute": (rnd.choice(["§ 573c BGB", "Art. 6 DSGVO", "§ 84 SGG"]), "KEEP"),
        "keep_date": (f"{rnd.randint(1, 28):02d}.{rnd.randint(1, 12):02d}.2026", "KEEP"),
        "keep_date2": (f"{rnd.randint(1, 28):02d}.{rnd.randint(1, 12):02d}.2026", "KEEP"),
        "keep_period": ("sechs Monate", "KEEP"),
        "keep_period_en": ("two months'", "KEEP"),
        "keep_company": (rnd.choice(["Muster Logistik GmbH", "Beispiel AG", "Stadtwerke Leipzig GmbH"]), "KEEP"),
        "keep_authority": (
            rnd.choice(["Finanzamt München", "Jobcenter Berlin Mitte", "Amtsgericht Berlin-Mitte"]),
            "KEEP",
        ),
    }


def build(rnd: random.Random, lang: str, template: str) -> Doc:
    vals = values(rnd, lang)
    doc = Doc()
    # Names are planted as PERSON; the "first last" pair is one item, a bare surname another.
    marked = {k: (v, "PERSON" if k in {"first", "last", "first2", "last2"} else kind) for k, (v, kind) in vals.items()}
    marked["short"] = (vals["short"][0], "")
    doc.fill(template, marked)
    text = doc.text
    short = vals["short"][0]
    at = text.find(short)
    if at >= 0:
        surname_at = at + short.index(" ") + 1
        doc.items.append((surname_at, at + len(short), "PERSON"))
    return doc


def evaluate(per_template: int) -> None:
    rnd = random.Random(4)
    planted: Counter[str] = Counter()
    hit: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    false_pos: Counter[str] = Counter()
    kept_broken = 0
    misses: Counter[str] = Counter()
    for lang, templates in TEMPLATES.items():
        for template in templates:
            for _ in range(per_template):
                doc = build(rnd, lang, template)
                result = anonymize(doc.text)
                spans = [(s, e, result.text[a + 1 : b - 1].rsplit("_", 1)[0]) for s, e, a, b in result.spans]
                for s, e, kind in doc.items:
                    covering = [k for ss, ee, k in spans if ss < e and s < ee]
                    if kind == "KEEP":
                        kept_broken += bool(covering)
                        continue
                    planted[kind] += 1
                    covered = sum(min(e, ee) - max(s, ss) for ss, ee, _k in spans if ss < e and s < ee)
                    if covered >= e - s and kind in covering:
                        hit[kind] += 1
                    else:
                        misses[f"{lang}:{kind}"] += 1
                for ss, ee, k in spans:
                    removed[k] += 1
                    if not any(ss < e and s < ee and kind != "KEEP" for s, e, kind in doc.items):
                        false_pos[k] += 1
    print(f"{'kind':<18}{'planted':>8}{'recall':>8}{'removed':>9}{'precision':>10}")
    for kind in sorted(set(planted) | set(removed)):
        recall = hit[kind] / planted[kind] if planted[kind] else float("nan")
        precision = 1 - false_pos[kind] / removed[kind] if removed[kind] else float("nan")
        print(f"{kind:<18}{planted[kind]:>8}{recall:>8.3f}{removed[kind]:>9}{precision:>10.3f}")
    print(f"protected items touched (amounts, deadlines, statutes, authorities): {kept_broken}")
    if misses:
        print("misses by language:kind:", dict(misses.most_common()))


if __name__ == "__main__":
    evaluate(int(sys.argv[1]) if len(sys.argv) > 1 else 40)

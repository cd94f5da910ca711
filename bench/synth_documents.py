"""Synthetic legal documents with known planted personal data, in de/en/fr/es/it/pt.

Leases, letters from authorities, employment contracts and tax assessments, written the way real
ones are: names without titles after "zwischen"/"vertreten durch", "Surname, Firstname", names in
capitals and in tables, lone first names in greetings, addresses on one line with commas, OCR-like
line wraps, foreign names, phone numbers with extensions, grouped IBANs, Steuernummern in each
state's format. Every planted piece is recorded with its offsets and kind; "KEEP:*" items (amounts,
deadlines, dates, statutes, authorities, courts, companies) carry the legal meaning and must stay.

Used by bench/anonymize_quality.py and tests/test_privacy_e2e.py. Deterministic for a given seed.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import gender_guesser.detector

LANGUAGES = ("de", "en", "fr", "es", "it", "pt")
KINDS_TYPES = ("lease", "letter", "employment", "tax")


def _w(text: str) -> list[str]:
    return text.split()


FIRST = {
    "de": _w("""Anna Klaus Jürgen Sabine Thomas Ursula Hans-Peter Karl-Heinz Lena Lukas Jonas Marie Sophie Maximilian
        Friederike Jörg Björn Anneliese Wolfgang Heike Dirk Silke Uwe Katrin Till Greta Mats Johanna Lea-Sophie Ole"""),
    "foreign": _w("""Ayşe Mehmet Emre Fatma Małgorzata Krzysztof Oleksandr Olena Mohammed Fatima Dimitrios Ioana Bogdan
        Giulia Siobhan Aleksandra Tomasz Yusuf Zeynep Nikolaos Svetlana Dragan Agnieszka Hüseyin Leyla"""),
    "en": _w("James Mary Oliver Emily George Charlotte William Olivia Harry Amelia Siobhan Rhys Priya Callum"),
    "fr": _w("Jean Marie Pierre Camille Louis Léa Antoine Chloé Nicolas Élodie Benoît Hélène Mathéo Anaïs"),
    "es": _w("José María Antonio Lucía Manuel Carmen Javier Sofía Alejandro Paula Íñigo Nuria Begoña Álvaro"),
    "it": _w("Giuseppe Giulia Marco Francesca Alessandro Chiara Luca Martina Matteo Elena Niccolò Ilaria"),
    "pt": _w("João Maria Pedro Ana Tiago Beatriz Rui Inês Miguel Catarina Gonçalo Leonor Conceição"),
}
LAST = {
    "de": _w("""Schmidt Brandstätter Wölfle Jürgensen Oberhuber Kowalczyk Vogtländer Hoffmeister Pfeiffer Lindqvist
        Steinbrecher Kühnel Dörfler Ahlers Tiedemann Grünwald Haberkorn Rieckhoff Wiegand Eichhorn Scholz Lüdecke"""),
    "noun": _w("Koch Bauer Richter Wolf Meister Müller Fischer Schneider Weber Becker Vogel Fuchs Hahn Lang Kaiser"),
    "foreign": _w("""Yılmaz Kowalski Nguyen Papadopoulos Shevchenko Öztürk Dąbrowski Ionescu Al-Hassan Wiśniewska
        Petrović Demir Kaya Horvath Novák"""),
    "en": _w("Smith Jones Taylor Brown Williams Wilson Johnson Davies Evans O'Connor McAllister Pemberton-Hale"),
    "fr": _w("Martin Bernard Dubois Robert Richard Petit Durand Leroy Moreau Lefèvre Fontaine Chevalier"),
    "es": _w("García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Ibáñez Muñoz Castillo"),
    "it": _w("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo"),
    "pt": _w("Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Sousa Gonçalves Carvalho"),
}
PARTICLE = {
    "de": ["von", "van", "von der", "de"],
    "fr": ["de", "du"],
    "es": ["de"],
    "it": ["De", "Di"],
    "pt": ["da", "dos"],
}
STREETS = {
    "de": _w("""Lindenstraße Bergstraße Rosenweg Ganghoferstraße Eisenbahnstraße Fehmarnstraße Lindenallee Hauptstr.
        Bahnhofstraße Schillerplatz Mühlgasse Kastanienallee Uhlandstraße Goethestraße Birkenweg Rathausplatz
        Hafenstraße Kirchgasse Wiesenweg Schlossallee"""),
    "de_multi": [
        "Am Mühlbach",
        "Karl-Marx-Allee",
        "An der Alster",
        "Alte Poststraße",
        "Zum Sportplatz",
        "Im Winkel",
        "Hinter der Kirche",
        "Berliner Straße",
        "Lange Reihe",
        "Auf dem Berge",
        "Unter den Linden",
        "Kaiser-Wilhelm-Ring",
        "Platz der Republik",
    ],
}
CITIES = {
    "de": _w("Berlin München Köln Hamburg Leipzig Dresden Kiel Bonn Mainz Erfurt Potsdam Kassel Rostock Augsburg Ulm"),
    "de_multi": ["Frankfurt am Main", "Halle (Saale)", "Freiburg im Breisgau", "Neustadt an der Weinstraße"],
    "fr": _w("Paris Lyon Marseille Toulouse Nantes Lille Bordeaux Strasbourg"),
    "es": _w("Madrid Barcelona Valencia Sevilla Zaragoza Málaga Bilbao"),
    "it": _w("Roma Milano Napoli Torino Firenze Bologna Genova"),
    "pt": _w("Lisboa Porto Braga Coimbra Faro Aveiro"),
}
# Parties that are not persons: they stay.
COMPANIES = [
    "Muster Logistik GmbH", "Beispiel Wohnen AG", "Stadtwerke Leipzig GmbH", "Hausverwaltung Koch & Bauer GmbH",
    "Müller Immobilien GmbH & Co. KG", "Wohnungsbaugesellschaft Berlin-Mitte mbH", "Richter Bau GmbH",
]  # fmt: skip
AUTHORITIES = {
    "de": ["Finanzamt München", "Jobcenter Leipzig", "Bundesagentur für Arbeit", "Landratsamt Starnberg",
           "Familienkasse Sachsen", "Deutsche Rentenversicherung Bund", "Bezirksamt Pankow von Berlin"],
    "en": ["HM Revenue & Customs", "Manchester City Council"],
    "fr": ["Direction générale des Finances publiques", "Caisse d'allocations familiales"],
    "es": ["Agencia Tributaria", "Ayuntamiento de Madrid"],
    "it": ["Agenzia delle Entrate", "Comune di Roma"],
    "pt": ["Autoridade Tributária e Aduaneira", "Câmara Municipal de Lisboa"],
}  # fmt: skip
COURTS = {
    "de": ["Amtsgericht Berlin-Mitte", "Landgericht Köln", "Sozialgericht Leipzig", "Arbeitsgericht Hamburg",
           "Finanzgericht München", "Verwaltungsgericht Dresden"],
    "en": ["County Court at Manchester"], "fr": ["tribunal judiciaire de Paris"], "es": ["Juzgado de Primera Instancia de Madrid"],
    "it": ["Tribunale di Milano"], "pt": ["Tribunal Judicial da Comarca de Lisboa"],
}  # fmt: skip
STATUTES = {
    "de": ["§ 573c Abs. 1 BGB", "§ 535 BGB", "§ 622 Abs. 1 BGB", "§ 355 Abs. 1 AO", "§ 84 SGG", "§ 39 Nr. 1 SGB II",
           "Art. 6 Abs. 1 lit. b DSGVO", "§ 4 KSchG", "§ 551 BGB", "§§ 195, 199 BGB"],
    "en": ["section 21 of the Housing Act 1988", "Section 8 of the Housing Act 1988"],
    "fr": ["article 15 de la loi n° 89-462 du 6 juillet 1989", "article 1728 du Code civil"],
    "es": ["artículo 9 de la Ley 29/1994", "art. 36 LAU"], "it": ["art. 1571 c.c.", "articolo 3 della legge n. 431/1998"],
    "pt": ["artigo 1083.º do Código Civil", "art. 1097.º do Código Civil"],
}  # fmt: skip
AMOUNTS = {
    "de": ["850,00 EUR", "1.234,56 €", "EUR 3.200,00", "2.550 Euro", "12,5 %", "75,00 €", "4.312,00 EUR"],
    "en": ["£1,200", "£350.00", "5 %"], "fr": ["900 euros", "1 250,00 €", "3 %"], "es": ["750 euros", "1.100,00 €"],
    "it": ["800 euro", "€ 1.050,00"], "pt": ["650 euros", "1.200,00 €"],
}  # fmt: skip
DEADLINES = {
    "de": ["innerhalb eines Monats nach Bekanntgabe", "binnen 14 Tagen", "spätestens bis zum dritten Werktag",
           "mit einer Frist von drei Monaten", "innerhalb von zwei Wochen"],
    "en": ["within 14 days", "two months' notice"], "fr": ["dans un délai de deux mois", "trois mois"],
    "es": ["en el plazo de un mes", "treinta días"], "it": ["entro sessanta giorni", "sei mesi"],
    "pt": ["no prazo de 30 dias", "dois meses"],
}  # fmt: skip


def _digits(rnd: random.Random, n: int) -> str:
    return "".join(rnd.choices(string.digits, k=n))


def iban(rnd: random.Random, country: str = "DE") -> str:
    length = {"DE": 18, "FR": 23, "ES": 20, "IT": 23, "PT": 21, "GB": 18}[country]
    if country == "GB":
        bban = "NWBK" + _digits(rnd, 14)
    elif country == "IT":
        bban = rnd.choice("ABCDEFX") + _digits(rnd, 22)
    else:
        bban = _digits(rnd, length)
    numeric = "".join(str(int(ch, 36)) for ch in bban + country) + "00"
    raw = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    if rnd.random() < 0.75:
        return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return raw


def tax_id(rnd: random.Random) -> str:
    """German Steuer-ID (11 digits, ISO 7064 check digit), written plain or in the letter's 2-3-3-3 groups."""
    while True:
        d = [rnd.randint(1, 9)] + [rnd.randint(0, 9) for _ in range(9)]
        counts = Counter(d).values()
        if max(counts) > 3 or sorted(counts)[-2:] == [2, 2] or max(counts) == 1:
            continue
        product = 10
        for x in d:
            total = (x + product) % 10 or 10
            product = total * 2 % 11
        raw = "".join(map(str, d)) + str((11 - product) % 10)
        return f"{raw[:2]} {raw[2:5]} {raw[5:8]} {raw[8:]}" if rnd.random() < 0.5 else raw


# Steuernummer as printed on the assessments of each state (Finanzamt number / district / serial + check).
STEUERNUMMER = ["FFBBB/UUUUP", "FFF/BBB/UUUUP", "FF/BBB/UUUUP", "0FF/BBB/UUUUP", "FF BBB UUUUP", "0FF BBB UUUUP",
                "FFF/BBBB/UUUP", "2FF/BBB/UUUUP", "1FF/BBB/UUUUP", "FFFFBBBBUUUUP"]  # fmt: skip


def steuernummer(rnd: random.Random) -> str:
    return "".join(ch if ch in "/ 012" else rnd.choice(string.digits) for ch in rnd.choice(STEUERNUMMER))


def vat_id(rnd: random.Random) -> str:
    return f"DE{rnd.randint(100_000_000, 999_999_999)}"


def rv_number(rnd: random.Random, dob: tuple[int, int, int], last: str) -> str:
    d, m, y = dob
    letter = last[0].upper() if last[0].upper() in string.ascii_uppercase else "X"
    raw = f"{rnd.randint(10, 89)} {d:02d}{m:02d}{y % 100:02d} {letter} {rnd.randint(0, 499):03d}"
    return raw if rnd.random() < 0.6 else raw.replace(" ", "")


def kv_number(rnd: random.Random) -> str:
    return rnd.choice(string.ascii_uppercase) + _digits(rnd, 9)


def id_card(rnd: random.Random) -> str:
    return rnd.choice("CFGHJKLMNPRTVWXYZ") + "".join(rnd.choices("CFGHJKLMNPRTVWXYZ0123456789", k=8))


def plate(rnd: random.Random) -> str:
    city = rnd.choice(["B", "M", "HH", "K", "L", "DD", "KI", "BN", "F", "S"])
    letters = "".join(rnd.choices("ABCDEFGHJKLMNPRSTUVWXYZ", k=rnd.randint(1, 2)))
    sep = rnd.choice(["-", " "])
    return f"{city}{sep}{letters} {rnd.randint(1, 9999)}"


def dni(rnd: random.Random) -> str:
    n = rnd.randint(10_000_000, 99_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nie(rnd: random.Random) -> str:
    prefix = rnd.choice("XYZ")
    n = rnd.randint(1_000_000, 9_999_999)
    return f"{prefix}{n:07d}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(prefix)) + f'{n:07d}') % 23]}"


def pt_nif(rnd: random.Random) -> str:
    d = [rnd.randint(1, 2)] + [rnd.randint(0, 9) for _ in range(7)]
    check = 11 - sum(x * w for x, w in zip(d, range(9, 1, -1), strict=True)) % 11
    raw = "".join(map(str, d)) + str(0 if check >= 10 else check)
    return f"{raw[:3]} {raw[3:6]} {raw[6:]}" if rnd.random() < 0.3 else raw


def codice_fiscale(rnd: random.Random) -> str:
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    body = "".join(rnd.choices("BCDFGLMNPRST", k=6)) + f"{rnd.randint(50, 99)}" + rnd.choice("ABCDEHLMPRST")
    body += (
        f"{rnd.choice([rnd.randint(1, 28), rnd.randint(41, 68)]):02d}" + rnd.choice("FGHL") + f"{rnd.randint(100, 999)}"
    )
    total = 0
    for i, ch in enumerate(body):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        total += odd[v] if i % 2 == 0 else v
    return body + chr(65 + total % 26)


def nir(rnd: random.Random, dob: tuple[int, int, int], female: bool) -> str:
    _, m, y = dob
    body = f"{2 if female else 1}{y % 100:02d}{m:02d}{rnd.randint(1, 95):02d}{rnd.randint(1, 999):03d}{rnd.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def nino(rnd: random.Random) -> str:
    a = "NK"
    while a in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):  # prefixes never issued
        a = rnd.choice("ABCEGHJKLMNPRSTWXYZ") + rnd.choice("ABCEGHJKLMNPRSTWXYZ")
    return f"{a} {rnd.randint(10, 99)} {rnd.randint(10, 99)} {rnd.randint(10, 99)} {rnd.choice('ABCD')}"


def phone(rnd: random.Random, lang: str) -> str:
    n = lambda k: _digits(rnd, k)  # noqa: E731
    if lang == "de":
        area = rnd.choice(["030", "089", "040", "0221", "0711", "0341", "0431", "06131"])
        mobile = rnd.choice(["0171", "0151", "0176", "0160"])
        return rnd.choice([
            f"{area} {n(7)}", f"{area}/{n(3)} {n(2)} {n(2)}", f"{area} {n(5)}-{n(3)}", f"({area}) {n(6)}",
            f"+49 {area[1:]} {n(7)}", f"+49 (0){area[1:]} {n(5)}-{n(2)}", f"0049 {area[1:]} {n(6)}",
            f"{mobile} {n(7)}", f"+49 {mobile[1:]} {n(3)} {n(4)}", f"{area} {n(4)} - {n(2)}", f"{area}-{n(6)}-{n(2)}",
        ])  # fmt: skip
    return {
        "en": rnd.choice([f"+44 20 {n(4)} {n(4)}", f"0161 {n(3)} {n(4)}", f"07700 {n(6)}", f"020 {n(4)} {n(4)} ext. {n(3)}"]),
        "fr": rnd.choice([f"+33 1 {n(2)} {n(2)} {n(2)} {n(2)}", f"06 {n(2)} {n(2)} {n(2)} {n(2)}", f"01.{n(2)}.{n(2)}.{n(2)}.{n(2)}"]),
        "es": rnd.choice([f"+34 91{n(1)} {n(3)} {n(3)}", f"6{n(2)} {n(3)} {n(3)}", f"+34 6{n(2)} {n(2)} {n(2)} {n(2)}"]),
        "it": rnd.choice([f"+39 06 {n(4)} {n(4)}", f"3{n(2)} {n(3)} {n(4)}", f"02 {n(8)}"]),
        "pt": rnd.choice([f"+351 21 {n(3)} {n(4)}", f"9{n(2)} {n(3)} {n(3)}", f"+351 9{n(2)} {n(3)} {n(3)}"]),
    }[lang]  # fmt: skip


_GENDER = gender_guesser.detector.Detector(case_sensitive=False)


def _ascii(name: str) -> str:
    folded = unicodedata.normalize("NFKD", name.lower().replace("ß", "ss").replace("ı", "i").replace("ł", "l"))
    return re.sub(r"[^a-z]", "", folded)


@dataclass
class Person:
    first: str
    last: str
    female: bool
    dob: tuple[int, int, int]
    title: str = ""  # "Dr." or ""

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"


@dataclass
class Doc:
    """Text under construction with the planted items' offsets."""

    language: str
    kind: str
    parts: list[str] = field(default_factory=list)
    items: list[tuple[int, int, str]] = field(default_factory=list)
    length: int = 0

    def add(self, text: str, kind: str | None = None) -> None:
        if kind:
            self.items.append((self.length, self.length + len(text), kind))
        self.parts.append(text)
        self.length += len(text)

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def planted(self, kind: str | None = None) -> list[str]:
        """The planted strings (personal data only unless a kind is given)."""
        text = self.text
        return [text[s:e] for s, e, k in self.items if (k == kind if kind else not k.startswith("KEEP"))]


Piece = tuple[str, str | None]


class Writer:
    """Fills a template: ``{slot}`` names a generator method returning pieces (text, kind or None)."""

    def __init__(self, rnd: random.Random, lang: str) -> None:
        self.rnd = rnd
        self.lang = lang
        pool = "de" if lang == "de" else lang
        self.persons = [self._person(pool) for _ in range(4)]

    def _person(self, pool: str) -> Person:
        rnd = self.rnd
        if pool == "de":
            r = rnd.random()
            first = rnd.choice(FIRST["foreign"] if r < 0.25 else FIRST["de"])
            group = "foreign" if r < 0.25 else ("noun" if r < 0.5 else "de")
            last = rnd.choice(LAST[group])
            roll = rnd.random()
            if roll < 0.08:
                last = f"{rnd.choice(PARTICLE['de'])} {rnd.choice(LAST['de'])}"
            elif roll < 0.16:
                last = f"{rnd.choice(LAST['de'])}-{rnd.choice(LAST['de'] + LAST['foreign'])}"
        else:
            first = rnd.choice(FIRST[pool])
            last = rnd.choice(LAST[pool])
            if pool in ("es", "pt") and rnd.random() < 0.5:
                last = f"{last} {rnd.choice(LAST[pool])}"
            elif pool in PARTICLE and rnd.random() < 0.1:
                last = f"{rnd.choice(PARTICLE[pool])} {last}"
        guess = _GENDER.get_gender(first.split("-")[0])
        female = "female" in guess or (guess in ("andy", "unknown") and rnd.random() < 0.5)
        dob = (rnd.randint(1, 28), rnd.randint(1, 12), rnd.randint(1945, 2005))
        return Person(first, last, female, dob, "Dr." if rnd.random() < 0.15 else "")

    # --- persons -------------------------------------------------------------------------------

    def title(self, p: Person) -> str:
        return {
            "de": "Frau" if p.female else self.rnd.choice(["Herr", "Herrn"]),
            "en": "Ms" if p.female else "Mr",
            "fr": "Mme" if p.female else "M.",
            "es": "Sra." if p.female else "Sr.",
            "it": "Sig.ra" if p.female else "Sig.",
            "pt": "Sra." if p.female else "Sr.",
        }[self.lang]

    def full(self, i: int) -> list[Piece]:
        """A person introduced: with or without title, "Surname, Firstname", capitals, OCR wrap."""
        p, rnd = self.persons[i], self.rnd
        r = rnd.random()
        if r < 0.3:
            pre = self.title(p) + (f" {p.title}" if p.title else "")
            return [(pre + " ", None), (p.full, "PERSON")]
        if r < 0.4:
            return [(f"{p.last}, {p.first}", "PERSON")]
        if r < 0.48:
            return [(f"{p.first} {p.last}".upper(), "PERSON")]
        if r < 0.55:
            return [(f"{p.first}\n{p.last}", "PERSON")]  # the line broke inside the name
        return [(p.full, "PERSON")]

    def bare(self, i: int) -> list[Piece]:
        return [(self.persons[i].full, "PERSON")]

    def short(self, i: int) -> list[Piece]:
        """A later reference: "Frau Müller", "Herrn Müller", or the surname after a first mention."""
        p = self.persons[i]
        return [(self.title(p) + " ", None), (p.last, "PERSON")]

    def greet(self, i: int) -> list[Piece]:
        p, lang = self.persons[i], self.lang
        if self.rnd.random() < 0.5:
            word = {"de": "Liebe" if p.female else "Lieber", "en": "Dear", "fr": "Chère" if p.female else "Cher",
                    "es": "Querida" if p.female else "Querido", "it": "Cara" if p.female else "Caro",
                    "pt": "Querida" if p.female else "Querido"}[lang]  # fmt: skip
            return [(f"{word} ", None), (p.first, "PERSON"), (",", None)]
        formal = {"de": "Sehr geehrte Frau" if p.female else "Sehr geehrter Herr", "en": "Dear " + self.title(p),
                  "fr": "Madame" if p.female else "Monsieur", "es": "Estimada " + self.title(p) if p.female else
                  "Estimado " + self.title(p), "it": "Gentile " + self.title(p), "pt": "Exma. " + self.title(p)
                  if p.female else "Exmo. " + self.title(p)}[lang]  # fmt: skip
        if lang == "fr":
            return [(f"{formal} ", None), (p.last, "PERSON"), (",", None)]
        return [(f"{formal} ", None), (p.last, "PERSON"), (",", None)]

    def firstnoun(self, i: int) -> list[Piece]:
        """A lone first name followed by a noun: the name goes, the noun stays ("Falls Anna Unterlagen benötigt")."""
        noun = self.rnd.choice(_w("Unterlagen Hilfe Nachweise Kopien Auskunft Beratung Bescheinigungen Unterstützung"))
        return [(self.persons[i].first, "PERSON"), (" ", None), (noun, "KEEP:TERM")]

    def sig(self, i: int) -> list[Piece]:
        p, rnd = self.persons[i], self.rnd
        r = rnd.random()
        if self.lang == "de" and r < 0.3:
            return [(rnd.choice(["gez. ", "i. A. ", "i. V. "]), None), (p.full, "PERSON")]
        if r < 0.45:
            return [(f"{p.first[0]}. {p.last}", "PERSON")]
        return [(p.full, "PERSON")]

    def table(self, i: int) -> list[Piece]:
        p = self.persons[i]
        label = {"de": "Name", "en": "Name", "fr": "Nom", "es": "Nombre", "it": "Nome", "pt": "Nome"}[self.lang]
        born = {"de": "geb.", "en": "born", "fr": "né(e) le", "es": "nacido el", "it": "nato il", "pt": "nascido em"}
        return [(f"| {label} | ", None), (f"{p.last}, {p.first}", "PERSON"), (f" | {born[self.lang]} ", None),
                (self.date(p.dob), "DATE_OF_BIRTH"), (" |", None)]  # fmt: skip

    def date(self, dob: tuple[int, int, int]) -> str:
        d, m, y = dob
        return f"{d:02d}.{m:02d}.{y}" if self.lang in ("de",) else f"{d:02d}/{m:02d}/{y}"

    def dob(self, i: int) -> list[Piece]:
        p, rnd = self.persons[i], self.rnd
        if self.lang == "de":
            d, m, y = p.dob
            months = _w("Januar Februar März April Mai Juni Juli August September Oktober November Dezember")
            label, value = rnd.choice([("geboren am ", self.date(p.dob)), ("geb. ", self.date(p.dob)),
                                       ("geb. am ", f"{d}. {months[m - 1]} {y}"), ("* ", self.date(p.dob)),
                                       ("Geburtsdatum: ", self.date(p.dob))])  # fmt: skip
            return [(label, None), (value, "DATE_OF_BIRTH")]
        labels = {"en": "born on ", "fr": "né(e) le ", "es": "nacido/a el ", "it": "nato/a il ", "pt": "nascido/a em "}
        return [(labels[self.lang], None), (self.date(p.dob), "DATE_OF_BIRTH")]

    # --- addresses and contact data ---------------------------------------------------------------

    def address(self, _i: int = 0, *, one_line: bool | None = None) -> list[Piece]:
        rnd, lang = self.rnd, self.lang
        n = f"{rnd.randint(1, 180)}{rnd.choice(['', '', '', 'a', 'b', ' a', '-3'])}"
        one_line = rnd.random() < 0.6 if one_line is None else one_line
        if lang == "de":
            street = rnd.choice(STREETS["de"] if rnd.random() < 0.6 else STREETS["de_multi"])
            city = rnd.choice(CITIES["de"] if rnd.random() < 0.8 else CITIES["de_multi"])
            plz = f"{rnd.choice(['', '', '', 'D-'])}{rnd.randint(1067, 99998):05d} {city}"
            if rnd.random() < 0.08:
                return [(f"Postfach {rnd.randint(10, 99)} {rnd.randint(10, 99)} {rnd.randint(10, 99)}", "ADDRESS"),
                        (", " if one_line else "\n", None), (plz, "ADDRESS")]  # fmt: skip
            return [(f"{street} {n}", "ADDRESS"), (", " if one_line else "\n", None), (plz, "ADDRESS")]
        if lang == "en":
            street = f"{rnd.randint(1, 200)} {rnd.choice(_w('Willow Kingsley Station Church Mill Beech'))} {rnd.choice(_w('Street Road Lane Crescent Grove Avenue'))}"
            post = f"{rnd.choice(['M', 'LS', 'SW', 'B'])}{rnd.randint(1, 20)} {rnd.randint(1, 9)}{rnd.choice('ABDEFG')}{rnd.choice('HJLNPQRT')}"
            return [(street, "ADDRESS"), (", Manchester " if one_line else "\nManchester ", None), (post, "ADDRESS")]
        city = rnd.choice(CITIES[lang])
        street = {
            "fr": f"{rnd.randint(1, 120)} {rnd.choice(['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas', 'place du Marché'])}",
            "es": f"{rnd.choice(['Calle Mayor', 'Avenida de América', 'Calle de Alcalá', 'Paseo de Gracia', 'Plaza de España'])}, {rnd.randint(1, 120)}",
            "it": f"{rnd.choice(['Via Roma', 'Via Giuseppe Garibaldi', 'Corso Vittorio Emanuele', 'Piazza Navona', 'Viale Mazzini'])} {rnd.randint(1, 120)}",
            "pt": f"{rnd.choice(['Rua Augusta', 'Avenida da Liberdade', 'Rua do Ouro', 'Praça do Comércio', 'Travessa da Prata'])}, {rnd.randint(1, 120)}",
        }[lang]  # fmt: skip
        post = {
            "fr": f"{rnd.randint(10, 95)}{rnd.randint(0, 999):03d} {city}",
            "es": f"{rnd.randint(1, 52):02d}{rnd.randint(0, 999):03d} {city}",
            "it": f"{rnd.randint(10, 98)}{rnd.randint(0, 999):03d} {city}",
            "pt": f"{rnd.randint(1000, 9999)}-{rnd.randint(0, 999):03d} {city}",
        }[lang]
        return [(street, "ADDRESS"), (", " if one_line else "\n", None), (post, "ADDRESS")]

    def addr_block(self, i: int) -> list[Piece]:
        return self.address(i, one_line=False)

    def email(self, i: int) -> list[Piece]:
        p, rnd = self.persons[i], self.rnd
        fold, last = _ascii(p.first), _ascii(p.last)
        user = rnd.choice([f"{fold}.{last}", f"{fold[0]}.{last}", f"{last}{rnd.randint(1, 99)}", f"{fold}_{last}"])
        return [(f"{user}@{rnd.choice(['example.de', 'beispielmail.de', 'example.com', 'mail.example.org'])}", "EMAIL")]

    def phone(self, _i: int = 0) -> list[Piece]:
        return [(phone(self.rnd, self.lang), "PHONE")]

    def iban(self, _i: int = 0) -> list[Piece]:
        country = {"de": "DE", "en": "GB", "fr": "FR", "es": "ES", "it": "IT", "pt": "PT"}[self.lang]
        return [(iban(self.rnd, country), "IBAN")]

    def bic(self, _i: int = 0) -> list[Piece]:
        return [(self.rnd.choice(["COBADEFFXXX", "DEUTDEDBBER", "BYLADEM1001", "INGDDEFFXXX", "GENODEF1M04"]), "BIC")]

    def national_id(self, i: int) -> list[Piece]:
        p, rnd = self.persons[i], self.rnd
        choices: dict[str, Callable[[], list[Piece]]] = {
            "de": lambda: [(id_card(rnd), "ID_NUMBER")],
            "en": lambda: [(nino(rnd), "SOCIAL_SECURITY")],
            "fr": lambda: [(nir(rnd, p.dob, p.female), "SOCIAL_SECURITY")],
            "es": lambda: [(dni(rnd) if rnd.random() < 0.7 else nie(rnd), "ID_NUMBER")],
            "it": lambda: [(codice_fiscale(rnd), "TAX_ID")],
            "pt": lambda: [(pt_nif(rnd), "TAX_ID")],
        }
        return choices[self.lang]()

    # --- German identifiers ------------------------------------------------------------------------

    def taxid(self, _i: int = 0) -> list[Piece]:
        return [(tax_id(self.rnd), "TAX_ID")]

    def stnr(self, _i: int = 0) -> list[Piece]:
        return [(steuernummer(self.rnd), "TAX_ID")]

    def vat(self, _i: int = 0) -> list[Piece]:
        return [(vat_id(self.rnd), "TAX_ID")]

    def rv(self, i: int) -> list[Piece]:
        p = self.persons[i]
        return [(rv_number(self.rnd, p.dob, p.last), "SOCIAL_SECURITY")]

    def kv(self, _i: int = 0) -> list[Piece]:
        return [(kv_number(self.rnd), "HEALTH_INSURANCE")]

    def idcard(self, _i: int = 0) -> list[Piece]:
        return [(id_card(self.rnd), "ID_NUMBER")]

    def plate(self, _i: int = 0) -> list[Piece]:
        return [(plate(self.rnd), "LICENCE_PLATE")]

    def customer(self, _i: int = 0) -> list[Piece]:
        rnd = self.rnd
        value = rnd.choice([_digits(rnd, 8), f"KD-{_digits(rnd, 6)}", f"V-{rnd.randint(2019, 2026)}-{_digits(rnd, 5)}",
                            f"{_digits(rnd, 5)}//{_digits(rnd, 7)}", f"M{_digits(rnd, 6)}"])  # fmt: skip
        return [(value, "CUSTOMER_NUMBER")]

    # --- what stays --------------------------------------------------------------------------------

    def keep(self, kind: str) -> list[Piece]:
        rnd, lang = self.rnd, self.lang
        pools: dict[str, Callable[[], str]] = {
            "AMOUNT": lambda: rnd.choice(AMOUNTS[lang]),
            "DEADLINE": lambda: rnd.choice(DEADLINES[lang]),
            "DATE": lambda: (
                f"{rnd.randint(1, 28):02d}.{rnd.randint(1, 12):02d}.{rnd.randint(2024, 2027)}"
                if lang == "de"
                else f"{rnd.randint(1, 28):02d}/{rnd.randint(1, 12):02d}/{rnd.randint(2024, 2027)}"
            ),
            "STATUTE": lambda: rnd.choice(STATUTES[lang]),
            "AUTHORITY": lambda: rnd.choice(AUTHORITIES[lang]),
            "COURT": lambda: rnd.choice(COURTS[lang]),
            "COMPANY": lambda: rnd.choice(COMPANIES),
        }
        return [(pools[kind](), f"KEEP:{kind}")]


SLOT = re.compile(r"\{(\w+)(?::(\w+))?\}")


def fill(writer: Writer, doc: Doc, template: str) -> None:
    pos = 0
    for m in SLOT.finditer(template):
        doc.add(template[pos : m.start()])
        name, arg = m.group(1), m.group(2)
        pieces = writer.keep(arg or "AMOUNT") if name == "keep" else getattr(writer, name)(int(arg or 0))
        for text, kind in pieces:
            doc.add(text, kind)
        pos = m.end()
    doc.add(template[pos:])


# --------------------------------------------------------------------------- templates
# {slot:N} -> Writer.slot(N) for person N; {keep:KIND} -> something that must stay.

DE = {
    "lease": [
        "Mietvertrag über Wohnraum\n\nzwischen {full:0}, {address:0}\n– nachfolgend Vermieter genannt –\nund\n"
        "{bare:1}, {dob:1}, {address:1}\n– nachfolgend Mieter genannt –\n\n"
        "§ 1 Mietsache\nVermietet wird die Wohnung im 2. Obergeschoss. Der Mietvertrag beginnt am {keep:DATE}.\n"
        "§ 2 Miete\nDie Miete beträgt {keep:AMOUNT} monatlich und ist {keep:DEADLINE} auf das Konto IBAN {iban} "
        "(BIC {bic}) bei der Sparkasse zu zahlen. Die Nebenkostenvorauszahlung beträgt {keep:AMOUNT}.\n"
        "§ 3 Kaution\nDie Kaution beträgt {keep:AMOUNT} ({keep:STATUTE}). {short:1} zahlt sie in drei Raten.\n"
        "§ 4 Kündigung\nDie Kündigung richtet sich nach {keep:STATUTE}; sie ist {keep:DEADLINE} möglich. "
        "Für Streitigkeiten ist das {keep:COURT} zuständig.\n"
        "§ 5 Kontakt\nDer Vermieter ist erreichbar unter Tel. {phone}, Fax {phone}, E-Mail {email:0}. "
        "Die Verwaltung übernimmt die {keep:COMPANY}, vertreten durch {bare:2}.\n"
        "Wenn {short:0} verhindert ist, vertritt {bare:3} ihn bzw. sie. Das Kfz-Kennzeichen {plate} gehört zum Stellplatz.\n\n"
        "Berlin, den {keep:DATE}\n\n{sig:0}\t\t\t\t{sig:1}\n(Vermieter)\t\t\t\t(Mieter)\n",
        "WOHNRAUMMIETVERTRAG\n\nVermieterin: {full:0}\nAnschrift: {address:0}\nTelefon: {phone}\n\n"
        "Mieter: {full:1}\nwohnhaft {address:1}\nMobil: {phone}, E-Mail: {email:1}\n"
        "Personalausweis-Nr. {idcard}\n\nMitmieter:\n{table:2}\n\n"
        "1. Die Grundmiete beträgt {keep:AMOUNT}, die Vorauszahlung auf die Betriebskosten {keep:AMOUNT}.\n"
        "2. Die Miete ist {keep:DEADLINE} zu zahlen an {full:0}, Kontoinhaber, IBAN: {iban}.\n"
        "3. Eine Erhöhung ist nach {keep:STATUTE} zulässig. Die Kappungsgrenze beträgt {keep:AMOUNT}.\n"
        "4. {short:1} darf Haustiere halten. Schäden meldet {short:1} unverzüglich der {keep:COMPANY}.\n"
        "5. Falls {firstnoun:1} benötigt, genügt ein Anruf bei der Verwaltung.\n\n"
        "{sig:0}, Vermieterin\n",
    ],
    "letter": [
        "{keep:AUTHORITY}\n{keep:AUTHORITY} · Postfach 10 01 20 · 04001 Leipzig\n\n{full:0}\n{addr_block:0}\n\n"
        "Ihr Zeichen: –\nKundennummer: {customer}\nBG-Nummer: {customer}\nDatum: {keep:DATE}\n\n"
        "Aufhebungs- und Erstattungsbescheid\n\n{greet:0}\n\nhiermit wird die Bewilligung für die Zeit vom {keep:DATE} "
        "bis {keep:DATE} aufgehoben ({keep:STATUTE}). Sie haben {keep:AMOUNT} zu erstatten. Die Erstattung ist "
        "{keep:DEADLINE} fällig.\nIhre Rentenversicherungsnummer {rv:0} und Ihre Krankenversichertennummer {kv} "
        "haben wir Ihrer Krankenkasse mitgeteilt. Bitte überweisen Sie den Betrag von Ihrem Konto {iban} auf unser Konto.\n"
        "Gegen diesen Bescheid können Sie {keep:DEADLINE} Widerspruch einlegen. Klage ist beim {keep:COURT} möglich.\n"
        "Bei Rückfragen erreichen Sie {short:2} unter {phone} oder per E-Mail an {email:2}.\n\n"
        "Mit freundlichen Grüßen\nIm Auftrag\n\n{sig:2}\n",
        "{full:1}\n{address:1}\n\n{keep:COMPANY}\nKundenservice\n\n{keep:DATE}\n\nKündigung meines Vertrags, "
        "Vertragsnummer {customer}\n\n{greet:0}\n\nhiermit kündige ich meinen Vertrag fristgerecht nach {keep:STATUTE} "
        "zum nächstmöglichen Termin. Den Restbetrag von {keep:AMOUNT} buchen Sie bitte von meinem Konto "
        "{iban} ab. Meine neue Anschrift ab dem {keep:DATE} lautet: c/o {bare:3}, {address:3}.\n"
        "Sie erreichen mich unter {phone} (tagsüber) oder {email:1}. Mein Mann {bare:2} ist ebenfalls "
        "bevollmächtigt, {dob:2}. Falls {firstnoun:2} benötigt, melden Sie sich bitte.\nBitte bestätigen Sie mir die Kündigung {keep:DEADLINE} schriftlich.\n\n"
        "Viele Grüße\n\n{sig:1}\n",
    ],
    "employment": [
        "Arbeitsvertrag\n\nzwischen der {keep:COMPANY}, vertreten durch den Geschäftsführer {bare:0}, "
        "{address:0}\n– Arbeitgeberin –\nund\n{full:1}, {dob:1}, wohnhaft in {address:1}\n– Arbeitnehmer –\n\n"
        "§ 1 Beginn\nDas Arbeitsverhältnis beginnt am {keep:DATE}. Die ersten sechs Monate gelten als Probezeit "
        "({keep:STATUTE}).\n§ 2 Vergütung\nDas Bruttogehalt beträgt {keep:AMOUNT} monatlich, zahlbar auf das Konto "
        "IBAN {iban}. Die Steuer-ID lautet {taxid}, die Sozialversicherungsnummer {rv:1}.\n"
        "§ 3 Urlaub\nDer Urlaub beträgt 30 Arbeitstage. {short:1} meldet Urlaub {keep:DEADLINE} bei {bare:2} an.\n"
        "§ 4 Kündigung\nEs gelten die Fristen nach {keep:STATUTE}. Klagen sind beim {keep:COURT} zu erheben.\n"
        "§ 5 Dienstwagen\nDer Dienstwagen mit dem Kennzeichen {plate} darf privat genutzt werden.\n"
        "Ansprechpartnerin in der Personalabteilung: {bare:2}, Tel. {phone}, {email:2}\n\n"
        "Hamburg, {keep:DATE}\n\n____________________\t\t____________________\n{sig:0}\t\t\t{sig:1}\n",
    ],
    "tax": [
        "{keep:AUTHORITY}\n\n{full:0} und {full:1}\n{addr_block:0}\n\nSteuernummer: {stnr}\n"
        "Identifikationsnummer Ehemann: {taxid}\nIdentifikationsnummer Ehefrau: {taxid}\n\n"
        "Bescheid für {keep:DATE} über Einkommensteuer\n\nDie Einkommensteuer wird festgesetzt auf {keep:AMOUNT}. "
        "Bereits gezahlt: {keep:AMOUNT}. Verbleibende Nachzahlung: {keep:AMOUNT}, fällig {keep:DEADLINE}.\n"
        "Rechtsbehelfsbelehrung: Gegen diesen Bescheid ist der Einspruch zulässig ({keep:STATUTE}). Er ist "
        "{keep:DEADLINE} beim {keep:AUTHORITY} einzulegen. Die Klage ist beim {keep:COURT} zu erheben.\n"
        "Erstattungen überweisen wir auf das Konto {iban} (Kontoinhaber: {full:0}).\n"
        "Die USt-IdNr. {vat} des Betriebs von {short:1} wurde berücksichtigt.\n"
        "Sachbearbeiter: {bare:2}, Zimmer 214, Durchwahl {phone}\n",
    ],
}

OTHER = {
    "en": {
        "lease": "ASSURED SHORTHOLD TENANCY AGREEMENT\n\nThis agreement is made between {full:0} of {address:0} "
        "(the Landlord) and {bare:1}, {dob:1}, of {address:1} (the Tenant).\n1. The rent is {keep:AMOUNT} per month, "
        "payable {keep:DEADLINE} to account {iban}.\n2. The deposit of {keep:AMOUNT} is protected under "
        "{keep:STATUTE}.\n3. Either party may end the tenancy on {keep:DEADLINE} under {keep:STATUTE}.\n"
        "Contact: {email:0}, phone {phone}. National Insurance number of the tenant: {national_id:1}.\n"
        "{short:1} agrees that disputes go to the {keep:COURT}.\n\nSigned: {sig:0}\nDate: {keep:DATE}\n",
        "letter": "{keep:AUTHORITY}\n\n{full:0}\n{addr_block:0}\n\n{greet:0}\n\nYou owe {keep:AMOUNT}. Please pay "
        "{keep:DEADLINE}. If you disagree, write to us; {bare:2} will handle your case (phone {phone}, {email:2}).\n\n"
        "Yours sincerely,\n\n{sig:2}\n",
    },
    "fr": {
        "lease": "CONTRAT DE LOCATION\n\nEntre les soussignés : {full:0}, demeurant {address:0}, ci-après le bailleur,\n"
        "et {full:1}, {dob:1}, numéro de sécurité sociale {national_id:1}, ci-après le locataire.\n"
        "Le loyer mensuel est fixé à {keep:AMOUNT}, payable {keep:DEADLINE} sur le compte IBAN {iban}.\n"
        "Le dépôt de garantie s'élève à {keep:AMOUNT} ({keep:STATUTE}). Le préavis est de {keep:DEADLINE}.\n"
        "Contact : {email:0}, tél. {phone}. {short:1} reconnaît avoir reçu les clés le {keep:DATE}.\n"
        "En cas de litige, le {keep:COURT} est compétent.\n\nFait à Paris, le {keep:DATE}\n\n{sig:0}\n",
        "letter": "{keep:AUTHORITY}\n\n{full:0}\n{addr_block:0}\n\n{greet:0}\n\nVous devez la somme de {keep:AMOUNT} "
        "{keep:DEADLINE} ({keep:STATUTE}). Votre conseiller {bare:2} est joignable au {phone} ou par courriel "
        "{email:2}.\n\nCordialement,\n\n{sig:2}\n",
    },
    "es": {
        "lease": "CONTRATO DE ARRENDAMIENTO DE VIVIENDA\n\nDe una parte, {full:0}, con DNI {national_id:0}, y domicilio en "
        "{address:0}, en adelante el arrendador.\nDe otra parte, {full:1}, {dob:1}, con NIE {national_id:1}, "
        "domicilio en {address:1}, en adelante el arrendatario.\nLa renta es de {keep:AMOUNT} al mes, pagadera "
        "{keep:DEADLINE} en la cuenta {iban}. La fianza es de {keep:AMOUNT} ({keep:STATUTE}).\n"
        "Teléfono: {phone}. Correo: {email:1}. {short:1} podrá desistir con un preaviso de {keep:DEADLINE}.\n"
        "Serán competentes los tribunales de Madrid ({keep:COURT}).\n\nEn Madrid, a {keep:DATE}\n\n{sig:0}\n",
        "letter": "{keep:AUTHORITY}\n\n{full:0}\n{addr_block:0}\n\n{greet:0}\n\nLe comunicamos una deuda de "
        "{keep:AMOUNT}, que debe abonar {keep:DEADLINE} ({keep:STATUTE}). Para consultas: {bare:2}, teléfono "
        "{phone}, {email:2}.\n\nAtentamente,\n\n{sig:2}\n",
    },
    "it": {
        "lease": "CONTRATTO DI LOCAZIONE AD USO ABITATIVO\n\nTra {full:0}, codice fiscale {national_id:0}, residente in "
        "{address:0} (locatore)\ne {full:1}, {dob:1}, codice fiscale {national_id:1}, residente in {address:1} "
        "(conduttore)\nsi conviene quanto segue.\nIl canone annuo è di {keep:AMOUNT}, da versare {keep:DEADLINE} "
        "sul conto IBAN {iban}. Il deposito cauzionale è di {keep:AMOUNT} ({keep:STATUTE}).\n"
        "Recapiti: tel. {phone}, email {email:0}. {short:1} può recedere con preavviso di {keep:DEADLINE}.\n"
        "Foro competente: {keep:COURT}.\n\nRoma, {keep:DATE}\n\n{sig:0}\n",
        "letter": "{keep:AUTHORITY}\n\n{full:0}\n{addr_block:0}\n\n{greet:0}\n\nLe comunichiamo un importo dovuto di "
        "{keep:AMOUNT} da versare {keep:DEADLINE} ({keep:STATUTE}). Referente: {bare:2}, tel. {phone}, "
        "{email:2}.\n\nCordiali saluti\n\n{sig:2}\n",
    },
    "pt": {
        "lease": "CONTRATO DE ARRENDAMENTO\n\nPrimeiro outorgante: {full:0}, NIF {national_id:0}, residente na "
        "{address:0}, adiante senhorio.\nSegundo outorgante: {full:1}, {dob:1}, NIF {national_id:1}, residente na "
        "{address:1}, adiante arrendatário.\nA renda mensal é de {keep:AMOUNT}, paga {keep:DEADLINE} por "
        "transferência para o IBAN {iban}. A caução é de {keep:AMOUNT} ({keep:STATUTE}).\n"
        "Contactos: telefone {phone}, email {email:1}. {short:1} pode denunciar o contrato com {keep:DEADLINE} "
        "de antecedência.\nFoi competente o {keep:COURT}.\n\nLisboa, {keep:DATE}\n\n{sig:0}\n",
        "letter": "{keep:AUTHORITY}\n\n{full:0}\n{addr_block:0}\n\n{greet:0}\n\nInformamos que deve pagar "
        "{keep:AMOUNT} {keep:DEADLINE} ({keep:STATUTE}). Contacto: {bare:2}, telefone {phone}, {email:2}.\n\n"
        "Com os melhores cumprimentos,\n\n{sig:2}\n",
    },
}


def templates(lang: str) -> list[tuple[str, str]]:
    """(document kind, template) pairs of a language."""
    if lang == "de":
        return [(kind, t) for kind, ts in DE.items() for t in ts]
    return list(OTHER[lang].items())


def generate(rnd: random.Random, lang: str, kind: str, template: str) -> Doc:
    doc = Doc(lang, kind)
    fill(Writer(rnd, lang), doc, template)
    return doc


def corpus(per_template: int, seed: int = 4) -> Iterator[Doc]:
    """``per_template`` documents for every template of every language."""
    rnd = random.Random(seed)
    for lang in LANGUAGES:
        for kind, template in templates(lang):
            for _ in range(per_template):
                yield generate(rnd, lang, kind, template)


if __name__ == "__main__":
    import sys

    for doc in corpus(1, seed=int(sys.argv[1]) if len(sys.argv) > 1 else 4):
        print(f"===== {doc.language} {doc.kind} =====\n{doc.text}")

"""Postal addresses: street + house number, postcode + place, PO boxes; German first, then the others.

Street and postcode/place are two items each with its own placeholder ("[ADDRESS_1], [ADDRESS_2]"):
one rule whatever the layout (same line or two lines).
"""

from __future__ import annotations

import re

from app.prepare.pii import Found
from app.prepare.pii.lexicon import zipf
from app.prepare.pii.names import cities, streets, words
from app.prepare.pii.persons import LOWER, UPPER
from app.prepare.pii.rules import normalize
from app.prepare.pii.words import compound

HOUSE_NO = r"\d{1,3}(?:[ \t]?[a-zA-Z](?![\w]))?(?:[ \t]?[-/][ \t]?\d{1,3}[a-zA-Z]?)?"
SUFFIX = (
    r"(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|steig|pfad|markt|stieg|wall|graben|"
    r"promenade|kamp|twiete|zeile|hof|berg|feld|garten|siedlung|brücke|park|höhe|anger|winkel|deich|kai|bogen|tor|"
    r"grund|hain|heide|aue|wiese|leite|redder|stiege|steg)"
)
CAP = rf"[{UPPER}][{LOWER}\-.']*"
# Words that may stand before a street word: adjectives ("Alte", "Berliner") and "Am", "An der" ...
PREFIX = rf"(?:[{UPPER}][{LOWER}]*(?:e|er|en|es)|Am|Im|Zum|Zur|An|Auf|Unter|Hinter|Vor|Bei|In|der|den|dem|des)"
_STREET_DE = re.compile(
    rf"(?<![\w\-])(?P<v>(?:{PREFIX}[ \t]+){{0,2}}"
    rf"(?:[{UPPER}][{LOWER}]*(?:-[{UPPER}{LOWER}][{LOWER}]*)*{SUFFIX}|[{UPPER}][\w\-]*-(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Markt))"
    rf"[ \t]+{HOUSE_NO})(?![\w])"
)
_STREET_WORD = re.compile(
    rf"(?<![\w\-])(?P<v>(?:{CAP}[ \t]+){{1,2}}(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Steig|"
    rf"Pfad|Markt|Wall|Graben|Promenade|Brücke)[ \t]+{HOUSE_NO})(?![\w])"
)
# Any capitalised words before a house number: accepted only if the words are a known street.
_NUMBERED = re.compile(
    rf"(?<![\w\-])(?P<v>(?P<name>(?:(?:{CAP}|an|am|auf|der|den|dem|des|die|im|in|zum|zur|unter|vor|hinter|bei|von|vom)"
    rf"[ \t]+){{0,4}}{CAP})[ \t]+{HOUSE_NO})(?![\w])"
)
FOREIGN_TYPE = (
    r"(?:rue|Rue|avenue|Avenue|boulevard|Boulevard|bd|Bd|chemin|Chemin|place|Place|allée|Allée|impasse|Impasse|"
    r"quai|Quai|cours|Cours|route|Route|Via|via|Viale|viale|Piazza|piazza|Piazzale|Corso|corso|Vicolo|Largo|"
    r"Calle|calle|C/|Avenida|avenida|Avda\.|Av\.|Plaza|plaza|Paseo|paseo|Camino|Carrer|Ronda|Rambla|Rua|rua|"
    r"Travessa|Praça|Estrada|Alameda)"
)
LINK = (
    r"(?:de[ \t]+la|de[ \t]+l'|de[ \t]+los|de[ \t]+las|des|du|de|del|della|dello|dei|degli|delle|di|da|do|dos|das|d')"
)
_FOREIGN_NAME = (
    rf"{FOREIGN_TYPE}[ \t]+(?:{LINK}[ \t]*)?(?:[{UPPER}\d][\w'\-]*)(?:[ \t]+(?:{LINK}[ \t]*)?[{UPPER}][\w'\-]*){{0,3}}"
)
_FOREIGN = re.compile(
    rf"(?<![\w])(?P<v>\d{{1,4}}(?:[ \t]?(?:bis|ter|[a-zA-Z]))?,?[ \t]+{_FOREIGN_NAME}"
    rf"|{_FOREIGN_NAME},?[ \t]+(?:n\.?[º°o]\.?[ \t]*)?\d{{1,4}}[a-zA-Z]?(?:[ \t]?[-/][ \t]?\d{{1,4}})?"
    rf"(?:,?[ \t]+\d{{1,2}}\.?[º°ª][ \t]?[A-Za-z]{{0,4}}\.?)?)(?![\w])"
)
_ENGLISH = re.compile(
    r"(?<![\w])(?P<v>\d{1,4}[A-Za-z]?[ \t]+(?:[A-Z][a-z]+[ \t]+){1,3}(?:Street|St\.|Road|Rd\.|Lane|Avenue|Ave\.|Drive|"
    r"Close|Way|Place|Square|Crescent|Gardens|Terrace|Court|Grove|Hill|Row|Mews|Boulevard|Blvd\.?))(?![\w])"
)
_PO_BOX = re.compile(
    r"(?<![\w])(?P<v>(?:Postfach|Postf\.|P\.?O\.?[ \t]?Box|Apartado(?:[ \t]+de[ \t]+correos)?|Case[ \t]+postale|BP|"
    r"Casella[ \t]+postale|C\.P\.)[ \t]+\d[\d \t]{0,8}\d?)(?![\w])"
)
CITY = rf"[{UPPER}][{LOWER}\-.]+(?:[ \t]?\([{UPPER}][\w. ]+\)|[ \t]+(?:am|an[ \t]der|im|in|ob[ \t]der|bei|vor[ \t]der)[ \t]+[{UPPER}][{LOWER}\-.]+|[ \t]+i\.[ \t]?Br\.)?"
_POSTCODE_5 = re.compile(rf"(?<![\w.,/\-])(?P<v>(?:D-|DE-|F-|I-|E-)?\d{{5}}[ \t]+(?P<city>{CITY}))")
_POSTCODE_4 = re.compile(rf"(?<![\w.,/\-])(?P<v>(?:A-|CH-|B-|L-)?\d{{4}}[ \t]+(?P<city>{CITY}))")
_POSTCODE_PT = re.compile(rf"(?<![\w.,/\-])(?P<v>\d{{4}}-\d{{3}}[ \t]+{CITY})")
_POSTCODE_UK = re.compile(r"(?<![\w])(?P<v>[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})(?![\w])")
# A street named without a house number ("befuhr er die Hans-Böckler-Straße", "in der Lindenallee"):
# after an article or preposition, a word ending in -straße/-allee/-gasse or a hyphenated name ending in a street word.
_STREET_BARE = re.compile(
    r"(?<![\w\-])(?:der|die|den|dem|in|an|auf|zur|zum|Ecke|Adresse|through|on|along)[ \t]+"
    rf"(?P<v>[{UPPER}][{LOWER}]*(?:straße|strasse|allee|gasse)|"
    rf"[{UPPER}][\w]*(?:-[\w]+)*-(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Markt))(?![\w\-])"
)
# Kinds of road, no address: "auf der Landstraße", "in eine Seitenstraße".
ROAD_KINDS = words("""Landstraße Bundesstraße Kreisstraße Staatsstraße Gemeindestraße Ortsstraße Privatstraße Einbahnstraße
    Seitenstraße Nebenstraße Querstraße Durchgangsstraße Umgehungsstraße Hauptverkehrsstraße Fahrradstraße Spielstraße
    Wohnstraße Anliegerstraße Zufahrtsstraße Sackgasse Allee Baumallee""")
UNITS = words(
    "Euro EUR Stück Jahre Jahren Monate Monaten Tage Tagen Kilometer Quadratmeter Mitarbeiter Einwohner Personen Exemplare"
)
CONTEXT_WINDOW = 90


def find_addresses(text: str) -> list[Found]:
    found: list[Found] = []

    def add(m: re.Match[str], priority: int = 2) -> None:
        s, e = m.span("v")
        found.append(Found(s, e, "ADDRESS", normalize(text[s:e]), priority))

    for m in _STREET_DE.finditer(text):
        if not _thing_with_number(text, m):
            add(m)
    for rx in (_STREET_WORD, _FOREIGN, _ENGLISH, _PO_BOX, _POSTCODE_PT, _POSTCODE_UK):
        for m in rx.finditer(text):
            add(m)
    for m in _STREET_BARE.finditer(text):
        if zipf(m["v"], "de") < 3.0 and m["v"] not in ROAD_KINDS:
            add(m, priority=1)
    streets_at = [f.end for f in found]
    known = streets()
    for m in _NUMBERED.finditer(text):
        name = m.group("name")
        words = name.split()
        for i in range(len(words)):
            candidate = " ".join(words[i:])
            if candidate in known and (" " in candidate or _postcode_follows(text, m.end())):
                s = m.start("v") + name.index(candidate, len(" ".join(words[:i])))
                found.append(Found(s, m.end("v"), "ADDRESS", normalize(text[s : m.end("v")]), 2))
                streets_at.append(m.end("v"))
                break
    place_names = cities()
    for m in _POSTCODE_5.finditer(text):
        city = m.group("city")
        first = re.split(r"[ \t(]", city)[0]
        near_street = any(0 <= m.start() - e <= CONTEXT_WINDOW for e in streets_at)
        line_ends = text[m.end() : m.end() + 1] in ("", "\n", ",", ";", ")")
        if city in place_names or first in place_names or near_street or (line_ends and first not in UNITS):
            add(m)
    for m in _POSTCODE_4.finditer(text):
        near_street = any(0 <= m.start() - e <= CONTEXT_WINDOW for e in streets_at)
        if near_street or m.group("v")[:2] in ("A-", "CH", "B-", "L-"):
            add(m)
    return found


# Street words that are also the ends of ordinary nouns: "Antriebsmotor 8", "Tastenfeld 20", "Grüneberg 77".
_WEAK_END = re.compile(r"(?:hof|berg|feld|garten|park|höhe|winkel|bogen|tor|grund|kamp|markt)$")
_EDITION = re.compile(r"[ \t]*\.?[ \t]*(?:Aufl|Auflage|Aufl\.|ed\.)")


def _thing_with_number(text: str, m: re.Match[str]) -> bool:
    """A part in a patent ("den Antriebsmotor 8"), a figure's label or an edition ("Grüneberg 77. Aufl."), no street."""
    if _EDITION.match(text, m.end("v")):
        return True
    word = re.split(r"[ \t]+", m["v"].strip())[-2] if " " in m["v"].strip() else m["v"]
    word = word.split("-")[-1]
    if not _WEAK_END.search(word.lower()) or word in streets() or _postcode_follows(text, m.end("v")):
        return False
    return zipf(word, "de") >= 2.5 or compound(word, "de")


def _postcode_follows(text: str, pos: int) -> bool:
    return bool(re.match(r"[ \t]*(?:,|\n)?[ \t]*\n?[ \t]*(?:D-)?\d{4,5}[ \t]+[A-ZÄÖÜ]", text[pos : pos + 40]))

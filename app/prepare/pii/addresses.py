"""Postal addresses: street + house number, postcode + place, PO boxes; German first, then the others.

Street and postcode/place are two items each with its own placeholder ("[ADDRESS_1], [ADDRESS_2]"):
one rule whatever the layout (same line or two lines).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from app.prepare.pii import Found
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lexicon import zipf
from app.prepare.pii.names import cities, is_first_name, streets, surnames, words
from app.prepare.pii.rules import Spans, near_digits, normalize
from app.prepare.pii.shapes import LOWER, UPPER
from app.prepare.pii.wordlists import factored
from app.prepare.pii.words import compound, everyday_word

HOUSE_NO = r"\d{1,3}(?:[ \t]?[a-zA-Z](?![\w]))?(?:[ \t]?[-/][ \t]?\d{1,3}[a-zA-Z]?)?"
# The alternations below are grouped by first letter (``wordlists.factored``; the patterns are case-sensitive): the
# same matches, found faster (a street's name is tried at every place where its suffix may begin).
_SUFFIXES = [
    "straße",
    "strasse",
    "str\\.",
    "weg",
    "allee",
    "platz",
    "gasse",
    "ring",
    "damm",
    "ufer",
    "chaussee",
    "steig",
    "pfad",
    "markt",
    "stieg",
    "wall",
    "graben",
    "promenade",
    "kamp",
    "twiete",
    "zeile",
    "hof",
    "berg",
    "feld",
    "garten",
    "siedlung",
    "brücke",
    "park",
    "höhe",
    "anger",
    "winkel",
    "deich",
    "kai",
    "bogen",
    "tor",
    "grund",
    "hain",
    "heide",
    "aue",
    "wiese",
    "leite",
    "redder",
    "stiege",
    "steg",
]
SUFFIX = "(?:" + "|".join(factored(_SUFFIXES, case_sensitive=True)) + ")"
CAP = rf"[{UPPER}][{LOWER}\-.']*"
# Words that may stand before a street word: adjectives ("Alte", "Berliner") and "Am", "An der" ...
# An article only after a capitalised preposition ("An der Alster 5"): in "wohnt in der Schillerstraße 12"
# the article is the sentence's, not the street's.
_STREET_PREPOSITIONS = ("Am", "Im", "Zum", "Zur", "An", "Auf", "Unter", "Hinter", "Vor", "Bei", "In")
_PREPOSITION = rf"(?:{'|'.join(_STREET_PREPOSITIONS)})(?:[ \t]+(?:der|den|dem|des))?"
_ADJECTIVE_END = r"(?:e|er|en|es)"  # "Alte", "Berliner", "Grünen"
PREFIX = rf"(?:[{UPPER}][{LOWER}]*{_ADJECTIVE_END}|{_PREPOSITION})"
# Every match of the two patterns below is at most five runs of non-blank characters, each followed by blanks,
# then the house number's first digit (a prefix may be two words: "An der"; a name holds no blank): this
# lookahead, true wherever they match, spares the engine their backtracking over the words of most places.
_NUMBER_WITHIN_FIVE_WORDS = r"(?=(?:\S++[ \t]++){1,5}\d)"
_STREET_DE = compile_fast(
    rf"(?<![\w\-]){_NUMBER_WITHIN_FIVE_WORDS}(?P<v>(?:{PREFIX}[ \t]+){{0,2}}"
    rf"(?:[{UPPER}][{LOWER}]*(?:-[{UPPER}{LOWER}][{LOWER}]*)*{SUFFIX}|[{UPPER}][\w\-]*-(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Markt))"
    rf"[ \t]+{HOUSE_NO})(?![\w])"
)
_STREET_WORD = compile_fast(
    rf"(?<![\w\-])(?P<v>(?:{CAP}[ \t]+){{1,2}}(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Steig|"
    rf"Pfad|Markt|Wall|Graben|Promenade|Brücke)[ \t]+{HOUSE_NO})(?![\w])"
)
# Any capitalised words before a house number: accepted only if the words are a known street.
_NUMBERED = compile_fast(
    rf"(?<![\w\-]){_NUMBER_WITHIN_FIVE_WORDS}(?P<v>(?P<name>(?:(?:{CAP}|an|am|auf|der|den|dem|des|die|im|in|zum|zur|unter|vor|hinter|bei|von|vom)"
    rf"[ \t]+){{0,4}}{CAP})[ \t]+{HOUSE_NO})(?![\w])"
)
_FOREIGN_TYPES = [
    "rue",
    "Rue",
    "avenue",
    "Avenue",
    "boulevard",
    "Boulevard",
    "bd",
    "Bd",
    "chemin",
    "Chemin",
    "place",
    "Place",
    "allée",
    "Allée",
    "impasse",
    "Impasse",
    "quai",
    "Quai",
    "cours",
    "Cours",
    "route",
    "Route",
    "Via",
    "via",
    "Viale",
    "viale",
    "Piazza",
    "piazza",
    "Piazzale",
    "Corso",
    "corso",
    "Vicolo",
    "Largo",
    "Calle",
    "calle",
    "C/",
    "Avenida",
    "avenida",
    "Avda\\.",
    "Av\\.",
    "Plaza",
    "plaza",
    "Paseo",
    "paseo",
    "Camino",
    "Carrer",
    "Ronda",
    "Rambla",
    # Spanish kinds of road and place, abbreviated too ("Ctra. de Andalucía, 12", "Pza. Mayor, 3", "Pº del Prado, 8")
    "Carretera",
    "Ctra\\.",
    "Crta\\.",
    "Travesía",
    "Glorieta",
    "Urbanización",
    "Urb\\.",
    "Pza\\.",
    "Pº",
    "Pso\\.",
    "Rda\\.",
    "Cl\\.",
    "Pl\\.",
    "Gta\\.",
    "Trav\\.",
    "Trv\\.",
    "Pje\\.",
    "Callejón",
    "Pasaje",
    "Bulevar",
    "Rua",
    "rua",
    "Travessa",
    "Praça",
    "Estrada",
    "Alameda",
]
FOREIGN_TYPE = "(?:" + "|".join(factored(_FOREIGN_TYPES, case_sensitive=True)) + ")"
LINK = (
    r"(?:de[ \t]+la|de[ \t]+l'|de[ \t]+los|de[ \t]+las|des|du|de|del|della|dello|dei|degli|delle|di|da|do|dos|das|d')"
)
# A name's initial inside a street's name: "38 avenue John F. Kennedy".
_FOREIGN_NAME = (
    rf"{FOREIGN_TYPE}[ \t]+(?:{LINK}[ \t]*)?(?:[{UPPER}\d][\w'\-]*)"
    rf"(?:[ \t]+(?:{LINK}[ \t]*)?(?:[{UPPER}]\.(?=[ \t]+[{UPPER}])|[{UPPER}][\w'\-]*)){{0,3}}"
)
_FOREIGN = compile_fast(
    rf"(?<![\w])(?P<v>\d{{1,4}}(?:[ \t]?(?:bis|ter|[a-zA-Z]))?,?[ \t]+{_FOREIGN_NAME}"
    rf"|{_FOREIGN_NAME},?[ \t]+(?:n\.?[º°o]\.?[ \t]*)?\d{{1,4}}[a-zA-Z]?(?:[ \t]?[-/][ \t]?\d{{1,4}})?"
    rf"(?:,?[ \t]+\d{{1,2}}\.?[º°ª][ \t]?[A-Za-z]{{0,4}}\.?)?)(?![\w])"
)
_ENGLISH = compile_fast(
    r"(?<![\w])(?P<v>\d{1,4}[A-Za-z]?[ \t]+(?:[A-Z][a-z]+[ \t]+){1,3}(?:Street|St\.|Road|Rd\.|Lane|Avenue|Ave\.|Drive|"
    r"Close|Way|Place|Square|Crescent|Gardens|Terrace|Court|Grove|Hill|Row|Mews|Boulevard|Blvd\.?))(?![\w])"
)
_PO_BOX = compile_fast(
    r"(?<![\w])(?P<v>(?:Postfach|Postf\.|P\.?O\.?[ \t]?Box|Apartado(?:[ \t]+de[ \t]+correos)?|Case[ \t]+postale|BP|"
    r"Casella[ \t]+postale|C\.P\.)[ \t]+\d[\d \t]{0,8}\d?)(?![\w])"
)
# A full stop inside a place's name only before a letter ("St.Gallen"): "in 80336 München." ends a sentence.
CITY = rf"[{UPPER}](?:[{LOWER}\-]|\.(?=[{UPPER}{LOWER}]))+(?:[ \t]?\([{UPPER}][\w. ]+\)|[ \t]+(?:am|an[ \t]der|im|in|ob[ \t]der|bei|vor[ \t]der)[ \t]+[{UPPER}][{LOWER}\-]+|[ \t]+i\.[ \t]?Br\.)?"
_POSTCODE_5 = compile_fast(rf"(?<![\w.,/\-])(?P<v>(?:D-|DE-|F-|I-|E-)?\d{{5}}[ \t]+(?P<city>{CITY}))")
_POSTCODE_4 = compile_fast(rf"(?<![\w.,/\-])(?P<v>(?:A-|CH-|B-|L-)?\d{{4}}[ \t]+(?P<city>{CITY}))")
_POSTCODE_PT = compile_fast(rf"(?<![\w.,/\-])(?P<v>\d{{4}}-\d{{3}}[ \t]+{CITY})")
_POSTCODE_UK = compile_fast(r"(?<![\w])(?P<v>[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})(?![\w])")
# A street named without a house number ("befuhr er die Hans-Böckler-Straße", "in der Lindenallee"):
# after an article or preposition, a word ending in -straße/-allee/-gasse or a hyphenated name ending in a street word.
# Also at a crossing ("Kreuzung Lindenstraße/Ecke Bahnhofstraße") and a street shortened to its initial the
# way decisions pseudonymise ("in der S.straße").
_STREET_BARE = compile_fast(
    r"(?:(?<![\w\-])(?:"
    + "|".join(
        factored(
            [
                "der",
                "die",
                "den",
                "dem",
                "in",
                "an",
                "am",
                "im",
                "auf",
                "zur",
                "zum",
                "vom",
                "beim",
                "über",
                "Ecke",
                "Adresse",
                "Kreuzung",
                "Einmündung",
                "through",
                "on",
                "along",
            ],
            case_sensitive=True,
        )
    )
    + r")[ \t]+|(?<=[\w.]/))"
    rf"(?P<v>[{UPPER}](?:[{LOWER}]*|\.[ \t]?)(?:straße|strasse|allee|gasse)|"
    rf"[{UPPER}][\w]*(?:-[\w]+)*-(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm|Ufer|Chaussee|Markt))(?![\w\-])"
)
# After an attribute, which only a noun follows: "die von links einmündende ...allee", "der gesperrten ...straße".
_STREET_ATTRIBUTE = compile_fast(
    rf"(?<![\w\-])[a-zäöüß]{{3,}}(?:e|en|er|es|em)[ \t]+(?P<v>[{UPPER}][{LOWER}]*(?:straße|strasse|allee|gasse))(?![\w\-])"
)
# A street whose name is a phrase, introduced as one: "in der Straße Am Wasserturm", "die Straße An den Eichen".
_STREET_CALLED = compile_fast(
    rf"(?<![\w\-])(?:Straße|Strasse|Anschrift|Wohnanschrift)[ \t]+(?P<v>{_PREPOSITION}"
    rf"(?:[ \t]+[{UPPER}][{LOWER}\-]+){{1,2}})(?![\w\-])"
)
# A place named after a person or a direction, without a house number: "am Alexanderplatz", "Goetheweg",
# "Königsplatz", "am Ostkreuz", "Nordring". The part before the street word must be a name or a compass
# direction: "Arbeitsplatz", "Holzweg", "Bahndamm", "Marktplatz", "Hakenkreuz" join ordinary words.
PLACE_HEAD = r"(?:platz|damm|weg|ring|ufer|markt|kreuz|brücke|chaussee|steig|pfad|promenade|wall|graben|kai)"
_PLACE_WORD = compile_fast(rf"(?<![\w\-])(?P<v>(?P<mod>[{UPPER}][{LOWER}]+?)(?P<head>{PLACE_HEAD}))(?![\w\-])")
COMPASS = frozenset({"Nord", "Ost", "Süd", "West", "Nordost", "Nordwest", "Südost", "Südwest"})
COMPASS_HEADS = frozenset({"platz", "damm", "ring", "markt", "kreuz", "wall", "chaussee", "allee"})
# A street named without a house number in the other languages, after a word that places someone there:
# "abita in via Garibaldi", "vive en la calle Alcalá", "habite rue des Lilas", "mora na Rua Augusta",
# "lives on Baker Street". Only in a document of that language: "sign in via Facebook" is English, and
# "au cours de", "mise en place de la Commission" are no streets.
_NAME_WORDS = rf"(?:{LINK}[ \t]*)?[{UPPER}][\w'’\-]*(?:[ \t]+(?:{LINK}[ \t]*)?[{UPPER}][\w'’\-]*){{0,2}}"
_BARE_STREETS = {
    "it": compile_fast(
        r"(?<![\w])(?:in|a|su|nella|sulla|alla|dalla)[ \t]+(?P<v>(?:via|Via|viale|Viale|piazza|Piazza|piazzale|"
        rf"Piazzale|corso|Corso|vicolo|Vicolo|largo|Largo)[ \t]+{_NAME_WORDS})"
    ),
    "es": compile_fast(
        r"(?<![\w])(?:en|a|de|del|por|desde)[ \t]+(?:la[ \t]+|el[ \t]+)?(?P<v>(?:calle|Calle|avenida|Avenida|plaza|"
        rf"Plaza|paseo|Paseo|C/)[ \t]*{_NAME_WORDS})"
    ),
    "fr": compile_fast(
        r"(?<![\w])(?P<v>(?:rue|Rue|avenue|Avenue|boulevard|Boulevard|impasse|Impasse|quai|Quai|Place|allée|Allée)"
        rf"[ \t]+{_NAME_WORDS})"
    ),
    "pt": compile_fast(
        r"(?<![\w])(?:na|em|da|à|pela|numa|para[ \t]+a)[ \t]+(?P<v>(?:Rua|rua|Avenida|avenida|Travessa|travessa|"
        rf"Praça|praça|Alameda|alameda|Estrada|estrada)[ \t]+{_NAME_WORDS})"
    ),
    "en": compile_fast(
        r"(?<![\w])(?:on|at|in|along|off|near|into)[ \t]+(?P<v>(?:[A-Z][a-z]+[ \t]+){1,3}"
        r"(?:Street|Road|Lane|Avenue|Drive|Boulevard|Square|Crescent|Terrace|Gardens))(?![\w])"
    ),
}
# A numbered road, the way decisions say where something happened: "die Bundesautobahn A 9", "auf der B 96",
# "die Landesstraße L 123". Court decisions tag these as streets like any other ("Bundesstraße 43"). A bare
# "A 3" only "auf der A 3" or "A 3 in Richtung": "Anlage A 3", "Besoldungsgruppe A 13", "IX B 12/17" stay.
_ROAD_NUMBER = compile_fast(
    r"(?<![\w\-])(?P<v>(?:Bundesautobahn|Autobahn|BAB|Bundesstraße|Bundesstrasse|Landesstraße|Landstraße|"
    r"Staatsstraße|Kreisstraße)[ \t]+(?:(?:[ABLKS]|St)[ \t]?)?\d{1,4}"
    r"|(?<=[Aa]uf[ \t]der[ \t])(?:A|B)[ \t]?\d{1,3}|(?:A|B)[ \t]?\d{1,3}(?=[ \t]+(?:in[ \t]+)?Richtung[ \t])"
    r"|(?<=der[ \t])(?:L|K)[ \t]?\d{2,4})"
    r"(?![\w\-/])"
)
# A street named by a place's adjective, no house number: "am Potsdamer Platz", "den Tempelhofer Damm",
# "die Leipziger Straße", "am Kottbusser Tor". The adjective must come from a listed place ("Potsdam",
# "Tempelhof"): "ein Neuer Weg", "Schweizer Kreuz", "Deutscher Ring" are no streets, and "Weg" and "Markt"
# are left out: "der Frankfurter Weg" is a policy, "der Berliner Markt" an economy.
_PLACE_ADJECTIVE_STREET = compile_fast(
    rf"(?<![\w\-])(?P<v>(?P<adj>[{UPPER}][{LOWER}]+)er[ \t]+(?:Straße|Strasse|Allee|Platz|Damm|Tor|Ring|Ufer|"
    r"Chaussee|Brücke|Landstraße|Heerstraße))(?![\w\-])"
)
# Kinds of road, no address: "auf der Landstraße", "in eine Seitenstraße".
ROAD_KINDS = words("""Landstraße Landesstraße Bundesstraße Kreisstraße Staatsstraße Gemeindestraße Ortsstraße Privatstraße Einbahnstraße
    Seitenstraße Nebenstraße Querstraße Durchgangsstraße Umgehungsstraße Hauptverkehrsstraße Fahrradstraße Spielstraße
    Wohnstraße Anliegerstraße Zufahrtsstraße Sackgasse Allee Baumallee Sammelstraße Verkehrsstraße Fernstraße
    Bundesfernstraße Stichstraße Radweg Gehweg Fußweg Feldweg Waldweg Wirtschaftsweg Privatweg""")
# A road named by what it does, without a number, is a kind of road: "die Erschließungsstraße", "eine
# Verbindungsstraße", "die Umgehungsstraße" (a deverbal noun in -ung before the street word).
_ROAD_BY_PURPOSE = compile_fast(r"[a-zäöüß]ungs(?:straße|strasse|weg|allee|gasse)$")


def road_kind(word: str) -> bool:
    """A kind of road, no street's name: listed (``ROAD_KINDS``) or named by its purpose (``_ROAD_BY_PURPOSE``)."""
    return word in ROAD_KINDS or _ROAD_BY_PURPOSE.search(word) is not None


UNITS = words(
    "Euro EUR Stück Jahre Jahren Monate Monaten Tage Tagen Kilometer Quadratmeter Mitarbeiter Einwohner Personen Exemplare"
)
CONTEXT_WINDOW = 90


def find_addresses(text: str, language: str = "de", spans: Spans | None = None) -> list[Found]:
    """``language``: the document's, for streets named without a house number ("abita in via Garibaldi").

    The patterns with a house number, postcode or box number read only ``spans``, the stretches around digits
    (``rules.near_digits``; computed here when not given): a match holds a digit and reaches less far from it."""
    found: list[Found] = []
    near = near_digits(text) if spans is None else spans

    def add(m: re.Match[str], priority: int = 2) -> None:
        s, e = m.span("v")
        found.append(Found(s, e, "ADDRESS", normalize(text[s:e]), priority))

    def numbered(rx: re.Pattern[str]) -> Iterator[re.Match[str]]:
        return (m for lo, hi in near for m in rx.finditer(text, lo, hi))

    for m in numbered(_STREET_DE):
        if not _thing_with_number(text, m):
            add(m)
    for m in numbered(_STREET_WORD):
        start = _street_word_start(m)
        found.append(Found(start, m.end("v"), "ADDRESS", normalize(text[start : m.end("v")]), 2))
    for rx in (_FOREIGN, _ENGLISH, _PO_BOX, _POSTCODE_PT, _POSTCODE_UK, _ROAD_NUMBER):
        for m in numbered(rx):
            add(m)
    for m in _STREET_CALLED.finditer(text):
        add(m)
    for rx in (_STREET_BARE, _STREET_ATTRIBUTE):
        for m in rx.finditer(text):
            if zipf(m["v"], "de") < 3.0 and not road_kind(m["v"]):
                add(m, priority=1)
    for m in named_places(text):
        add(m, priority=1)
    place_names = cities()
    for m in _PLACE_ADJECTIVE_STREET.finditer(text):
        stem = m["adj"]  # Potsdam-er, Hall(e)-er, Münch(en)-ner
        if any(v in place_names for v in (stem, stem + "e", stem.replace("ss", "s"), stem[:-1] + "en")):
            add(m, priority=1)
    bare = _BARE_STREETS.get(language)
    if bare is not None:
        for m in bare.finditer(text):
            add(m, priority=1)
    streets_at = [f.end for f in found]
    known = streets()
    for m in numbered(_NUMBERED):
        name = m.group("name")
        words = name.split()
        for i in range(len(words)):
            candidate = " ".join(words[i:])
            if candidate in known and (" " in candidate or _postcode_follows(text, m.end())):
                s = m.start("v") + name.index(candidate, len(" ".join(words[:i])))
                found.append(Found(s, m.end("v"), "ADDRESS", normalize(text[s : m.end("v")]), 2))
                streets_at.append(m.end("v"))
                break
    streets_at.sort()

    def after_street(at: int) -> bool:
        """A street ends at most ``CONTEXT_WINDOW`` characters before ``at`` (a binary search: a document may hold
        hundreds of streets and postcodes)."""
        k = bisect_right(streets_at, at)
        return k > 0 and at - streets_at[k - 1] <= CONTEXT_WINDOW

    for m in numbered(_POSTCODE_5):
        city = m.group("city")
        first = re.split(r"[ \t(]", city)[0]
        near_street = after_street(m.start())
        line_ends = text[m.end() : m.end() + 1] in ("", "\n", ",", ";", ")")
        if city in place_names or first in place_names or near_street or (line_ends and first not in UNITS):
            add(m)
    for m in numbered(_POSTCODE_4):
        near_street = after_street(m.start())
        if near_street or m.group("v")[:2] in ("A-", "CH", "B-", "L-"):
            add(m)
    return found


# Street words that are also the ends of ordinary nouns: "Antriebsmotor 8", "Tastenfeld 20", "Grüneberg 77".
_WEAK_END = compile_fast(r"(?:hof|berg|feld|garten|park|höhe|winkel|bogen|tor|grund|kamp|markt)$")
_LATIN_TOR = compile_fast(r"[aeiouk]tor$")
_EDITION = compile_fast(r"[ \t]*\.?[ \t]*(?:Aufl|Auflage|Aufl\.|ed\.)")


def _thing_with_number(text: str, m: re.Match[str]) -> bool:
    """A part in a patent ("den Antriebsmotor 8"), a figure's label or an edition ("Grüneberg 77. Aufl."), no street."""
    if _EDITION.match(text, m.end("v")):
        return True
    word = re.split(r"[ \t]+", m["v"].strip())[-2] if " " in m["v"].strip() else m["v"]
    word = word.split("-")[-1]
    if _LATIN_TOR.search(word) and not _postcode_follows(text, m.end("v")):
        return True  # "am Rotor 38", "der Motor 12": a Latin noun, not a gate ("Steintor", "Holstentor")
    if not _WEAK_END.search(word.lower()) or word in streets() or _postcode_follows(text, m.end("v")):
        return False
    return zipf(word, "de") >= 2.5 or compound(word, "de")


def _street_word_start(m: re.Match[str]) -> int:
    """Where "<words> Straße 12" starts: a noun before the street's name is the sentence's ("Die Wohnung Am
    Markt 3", "Bürgerbüro Hohe Straße 12"); an adjective ("Alte Landstraße"), a preposition ("Am Markt") or a
    person's name ("Karl Marx Straße") belongs to it."""
    value = m["v"]
    first, rest = value.split(None, 1)
    second = rest.split(None, 1)[0]
    if second in ("Straße", "Strasse", "Str."):  # one word before the street word: it is the name
        return m.start("v")
    if second in _STREET_PREPOSITIONS or not (
        first in _STREET_PREPOSITIONS or re.search(f"{_ADJECTIVE_END}$", first) or is_first_name(first)
    ):
        return m.start("v") + value.index(second, len(first))
    return m.start("v")


def named_places(text: str) -> list[re.Match[str]]:
    """Places named after a person or a direction, without a house number ("am Alexanderplatz", "Ostkreuz")."""
    return [
        m
        for m in _PLACE_WORD.finditer(text)
        if len(m["mod"]) >= 3 and _named_place(m["mod"], m["head"]) and not _known_word(m["v"])
    ]


def _known_word(word: str) -> bool:
    """A word of some language, no place: "Sharing", "Offering", "Verkäufer" (a famous square is known in
    German text too: "Alexanderplatz" 3.3, "Marienplatz" 3.1)."""
    return zipf(word, "de") >= 3.5 or any(zipf(word, language) >= 3.0 for language in ("en", "es", "fr", "it", "pt"))


def _named_place(mod: str, head: str) -> bool:
    """The part before the street word names the place: a person ("Alexander", "Goethe", "Böckler") or a direction.

    German nouns are in the surname list too ("Holz", "Haken", "Bahn", "Wald"); a famous name is read in
    English text as well ("Goethe", "Mozart", "Kaiser"), a German noun is not, and an English noun
    ("Park", "Ring") is too common there to be a name. Rare surnames are names ("Böckler")."""
    if mod in COMPASS:
        return head in COMPASS_HEADS
    if head == "ring":  # "Thiering", "Goering": surnames end so too
        return False
    for stem in (mod, mod[:-1] if mod.endswith("s") else None):  # "Ludwigsplatz"
        if not stem or len(stem) < 3:
            continue
        if is_first_name(stem):
            if not everyday_word(stem, "de"):
                return True
        elif stem in surnames() and (2.5 <= zipf(stem, "en") < 4.5 or zipf(stem, "de") < 3.0):
            return True
    # A woman's first name joined with -n ("Marienplatz", "Luisenstraße"); not a noun's plural ("Haken").
    return mod.endswith("en") and is_first_name(mod[:-1]) and not everyday_word(mod[:-1], "de")


def _postcode_follows(text: str, pos: int) -> bool:
    return bool(re.match(r"[ \t]*(?:,|\n)?[ \t]*\n?[ \t]*(?:D-)?\d{4,5}[ \t]+[A-ZÄÖÜ]", text[pos : pos + 40]))

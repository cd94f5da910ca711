"""Word lists shipped in ``data/`` (see data/README.md for origin and licences), loaded once."""

from __future__ import annotations

import gzip
import unicodedata
from bisect import bisect_left
from functools import cache, lru_cache
from pathlib import Path

from app.prepare.pii.wordlists import entries

DATA = Path(__file__).parent / "data"


def words(text: str) -> frozenset[str]:
    """A word set written as one whitespace-separated string (easier to read and extend)."""
    return frozenset(text.split())


def _load(name: str) -> frozenset[str]:
    with gzip.open(DATA / name, "rt", encoding="utf-8") as fh:
        return frozenset(line.rstrip("\n") for line in fh if line.strip())


@cache
def first_names() -> frozenset[str]:
    return _load("first_names.txt.gz")


@cache
def surnames() -> frozenset[str]:
    return _load("surnames.txt.gz")


@cache
def _surnames_reversed() -> list[str]:
    """Every listed surname lower-cased and written backwards, sorted: surnames sharing an ending are neighbours."""
    return sorted(name.lower()[::-1] for name in surnames())


def surnames_ending(ending: str) -> int:
    """How many listed surnames end in ``ending`` (any case) and are longer than it: a measure of whether
    the ending forms surnames ("-mann" 2,660, "-berg" 851) or only ends a noun the list caught ("-ersatz" 1)."""
    key = ending.lower()[::-1]
    names = _surnames_reversed()
    lo = bisect_left(names, key)
    hi = bisect_left(names, key + "\U0010ffff")
    return hi - lo - (lo < hi and names[lo] == key)


@cache
def streets() -> frozenset[str]:
    return _load("streets.txt.gz")


@cache
def cities() -> frozenset[str]:
    return _load("cities.txt.gz")


@lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))


# Frequent first names given since the list in gender-guesser was compiled (2007), or held back there
# because they are also words in some language; none of them is an everyday word in our six languages.
RECENT_FIRST_NAMES = words("""Mathéo Matheo Théo Timéo Nolann Maël Raphaël Kylian Ambre Inaya Maëlys Jade Louna Niccolò Tommaso
    Ginevra Gioele Edoardo Mattia Rhys Callum Kai Finley Harper Isla Ayla Emilia Mila Leni Malia Jamie Liam Noah Elias
    Mats Levi Milan Thiago Enzo Aitana Gael Leire Noa Duarte Lourenço Afonso Matilde Carmen Lía Martín Íker Iker""")


@cache
def _first_names_of(language: str) -> frozenset[str]:
    return frozenset(entries("first_names", (language,)))


@cache
def _surnames_of(language: str) -> frozenset[str]:
    return frozenset(entries("surnames", (language,)))


def is_surname_in(word: str, language: str) -> bool:
    """A listed surname, or one of ``language`` that the shared list (surnames seen in German text) lacks
    (``surnames`` in data/<language>.toml)."""
    return word in surnames() or word in _surnames_of(language)


def is_first_name_in(word: str, language: str) -> bool:
    """``is_first_name``, or a first name of ``language`` that the list leaves out as a word of another language
    ("Christian" is an English adjective; ``first_names`` in data/<language>.toml)."""
    return is_first_name(word) or word in _first_names_of(language)


@lru_cache(maxsize=65536)
def is_first_name(word: str) -> bool:
    """ "Karl-Heinz" counts when each part is a first name; "Élodie" when "Elodie" is in the list."""
    if word in RECENT_FIRST_NAMES:
        return True
    names = first_names()
    if word in names or _fold(word) in names:
        return True
    return "-" in word and all(part in names or _fold(part) in names for part in word.split("-"))


# Surnames that are also everyday nouns or adjectives: never removed without context,
# and a known person's bare surname is only removed when no article stands before it.
NOUN_SURNAMES = words("""Koch Bauer Richter Wolf Meister Müller Fischer Schneider Weber Schäfer Becker Wagner Vogel Fuchs Hahn
    Lang Kurz Klein Groß Jung Alt Braun Schwarz Weiß Roth Berg Stein Busch Winter Sommer König Kaiser Graf
    Engel Vogt Keller Krüger Held Bach Baum Feld Garten Haus Hirsch Adler Fink Specht Schuster Schreiber
    Zimmermann Maurer Gärtner Jäger Kellner Förster Pfarrer Schmied Wirt Bäcker Metzger Fleischer Sauer
    Frey Frei Kühn Kuhn Löwe Bär Hase Schaf Kern Kraft Glück Ernst Frank Strauß Kranz Brand Hof Ring Post
    Neumann Herrmann Friedrich Walter Schubert Ludwig Arnold Günther Martin Peters Moser Hase Lamm Ochs
    Storch Rabe Kranich Sperling Haas Hess Voigt Kraus Lorenz Pohl Sommerfeld Wiese Heide Lehmann Schulte
    Fromm Gross Reich Arm Hoch Tief Wild Mild Still Klug Stark Schnell Böse Gut Guth Recht Rath Rat Mann
    Bote Pilger Kuhn Wächter Hüter Hirt Hirte Schütz Schütze Ritter Kaiser Vogt Probst Abt Bischof Papst
    Herzog Fürst Pabst Schulz Schultz Scholz Marx Sauer Süß Bitter Salz Pfeffer Zucker Honig Wein Bier Brot
    Mai Mond Sonne Stern Himmel Blume Rose Lilie Holz Eisen Gold Silber Kupfer Blei Stahl""")


# Names of countries and regions in the six document languages, from CLDR as shipped in the PyPI
# package ``babel`` (a dependency already: plural rules and catalogues). A country is never a person,
# though several are also first names (Israel, Argentina, Georgia) or surnames.
_TERRITORY_LANGUAGES = ("de", "en", "es", "fr", "it", "pt")


@cache
def territories() -> frozenset[str]:
    """Country and region names, accents folded: "Israel", "Spanien", "Cile", "America del Nord"."""
    from babel import Locale

    names: set[str] = set()
    for language in _TERRITORY_LANGUAGES:
        names.update(_fold(name) for name in Locale.parse(language).territories.values())
    names.update(n.split(" (")[0] for n in list(names) if " (" in n)  # "Congo (RDC)" -> "Congo"
    names.update(_fold(name) for name in entries("countries"))  # "Großbritannien", "Holland": names in use
    return frozenset(names)


def is_territory(name: str) -> bool:
    """ "Spain", "Israele", "America" (América), "Stati Uniti": one country or region name."""
    return _fold(" ".join(name.split())) in territories()


# The first-level parts of countries (states, provinces, regions, the nations of the United Kingdom) from
# ISO 3166-2 as shipped in the PyPI package ``pycountry``: "Wales", "Victoria", "Washington", "Bayern".
# Districts and municipalities are left out: many of them are surnames too.
_STATE_TYPES = frozenset(
    (
        "State", "Country", "Province", "Region", "Land", "Canton", "Territory", "Nation", "Republic",
        "Autonomous community", "Autonomous region", "Autonomous province", "Federal district",
        "Federal territory", "Capital territory", "Metropolitan region", "Metropolitan city", "Emirate",
    )
)  # fmt: skip


@cache
def states() -> frozenset[str]:
    """Names of states, provinces and regions, accents folded ("Île-de-France" -> "Ile-de-France")."""
    import pycountry

    out: set[str] = set()
    for sub in pycountry.subdivisions:
        if sub.parent_code is None and sub.type in _STATE_TYPES:
            name = sub.name.split(" [")[0].split(",")[0].strip()  # "Wales [Cymru GB-CYM]", "Madrid, Comunidad de"
            out.add(_fold(name))
    return frozenset(out)


def is_place(name: str) -> bool:
    """A country, region or state: "Spanien", "Wales", "New South Wales", "Victoria"."""
    folded = _fold(" ".join(name.split()))
    return folded in territories() or folded in states()

"""German public holidays (nationwide and per state) and working days.

Data plus Easter arithmetic. A deadline that ends on a Saturday, Sunday or public holiday
moves to the next working day (§ 193 BGB, § 108 Abs. 3 AO, § 222 Abs. 2 ZPO); which
holidays count depends on the state where the act has to be done.
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import lru_cache

from app.analysis import fast_re as re


def easter_sunday(year: int) -> date:
    """Gregorian Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher)."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    weekday_shift = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * weekday_shift) // 451
    month, day = divmod(h + weekday_shift - 7 * m + 114, 31)
    return date(year, month, day + 1)


# States (ISO 3166-2:DE suffixes) that keep each holiday beyond the nationwide ones.
_FIXED_STATE: tuple[tuple[int, int, str, frozenset[str]], ...] = (
    (1, 6, "Heilige Drei Könige", frozenset({"BW", "BY", "ST"})),
    (3, 8, "Internationaler Frauentag", frozenset({"BE", "MV"})),
    (8, 15, "Mariä Himmelfahrt", frozenset({"SL"})),
    (9, 20, "Weltkindertag", frozenset({"TH"})),
    (10, 31, "Reformationstag", frozenset({"BB", "HB", "HH", "MV", "NI", "SH", "SN", "ST", "TH"})),
    (11, 1, "Allerheiligen", frozenset({"BW", "BY", "NW", "RP", "SL"})),
)
_EASTER_STATE: tuple[tuple[int, str, frozenset[str]], ...] = (
    (0, "Ostersonntag", frozenset({"BB"})),
    (49, "Pfingstsonntag", frozenset({"BB"})),
    (60, "Fronleichnam", frozenset({"BW", "BY", "HE", "NW", "RP", "SL"})),
)
# Holidays of single cities (not of the whole state).
_CITY_FIXED: dict[str, tuple[tuple[int, int, str], ...]] = {
    "augsburg": ((8, 8, "Augsburger Hohes Friedensfest"), (8, 15, "Mariä Himmelfahrt")),
    # Mariä Himmelfahrt is a holiday in Bavarian municipalities with a Catholic majority.
    **{
        city: ((8, 15, "Mariä Himmelfahrt"),)
        for city in ("münchen", "regensburg", "passau", "ingolstadt", "würzburg", "rosenheim", "landshut")
    },
}
_ONE_OFF: dict[date, tuple[str, frozenset[str]]] = {
    date(2025, 5, 8): ("80. Jahrestag der Befreiung", frozenset({"BE"})),
}

STATE_NAMES: dict[str, str] = {
    "BW": "Baden-Württemberg",
    "BY": "Bayern",
    "BE": "Berlin",
    "BB": "Brandenburg",
    "HB": "Bremen",
    "HH": "Hamburg",
    "HE": "Hessen",
    "MV": "Mecklenburg-Vorpommern",
    "NI": "Niedersachsen",
    "NW": "Nordrhein-Westfalen",
    "RP": "Rheinland-Pfalz",
    "SL": "Saarland",
    "SN": "Sachsen",
    "ST": "Sachsen-Anhalt",
    "SH": "Schleswig-Holstein",
    "TH": "Thüringen",
}


def _buss_und_bettag(year: int) -> date:
    """The Wednesday before 23 November."""
    d = date(year, 11, 22)
    return d - timedelta(days=(d.weekday() - 2) % 7)


@lru_cache(maxsize=256)
def holidays(year: int, state: str | None = None, city: str | None = None) -> dict[date, str]:
    """Public holidays of ``year``: nationwide, plus those of ``state`` and ``city`` when given."""
    easter = easter_sunday(year)
    days: dict[date, str] = {
        date(year, 1, 1): "Neujahr",
        easter - timedelta(days=2): "Karfreitag",
        easter + timedelta(days=1): "Ostermontag",
        date(year, 5, 1): "Tag der Arbeit",
        easter + timedelta(days=39): "Christi Himmelfahrt",
        easter + timedelta(days=50): "Pfingstmontag",
        date(year, 10, 3): "Tag der Deutschen Einheit",
        date(year, 12, 25): "1. Weihnachtstag",
        date(year, 12, 26): "2. Weihnachtstag",
    }
    if state:
        for month, day, name, states in _FIXED_STATE:
            if state in states:
                days.setdefault(date(year, month, day), name)
        for offset, name, states in _EASTER_STATE:
            if state in states:
                days.setdefault(easter + timedelta(days=offset), name)
        if state == "SN":
            days.setdefault(_buss_und_bettag(year), "Buß- und Bettag")
        for day_, (name, states) in _ONE_OFF.items():
            if day_.year == year and state in states:
                days.setdefault(day_, name)
    if city:
        for month, day, name in _CITY_FIXED.get(city.lower(), ()):
            days.setdefault(date(year, month, day), name)
    return days


def holiday_name(day: date, state: str | None = None, city: str | None = None) -> str | None:
    return holidays(day.year, state, city).get(day)


def is_working_day(day: date, state: str | None = None, city: str | None = None) -> bool:
    return day.weekday() < 5 and holiday_name(day, state, city) is None


def next_working_day(day: date, state: str | None = None, city: str | None = None) -> date:
    while not is_working_day(day, state, city):
        day += timedelta(days=1)
    return day


# --------------------------------------------------------------------------- where the document is

# Larger cities by state; nouns that are also city names (Essen, Halle, Hof) are left out on purpose.
_CITIES: dict[str, tuple[str, ...]] = {
    "BW": (
        "Stuttgart",
        "Mannheim",
        "Karlsruhe",
        "Freiburg",
        "Heidelberg",
        "Ulm",
        "Heilbronn",
        "Pforzheim",
        "Reutlingen",
        "Tübingen",
        "Konstanz",
        "Esslingen",
        "Ludwigsburg",
    ),
    "BY": (
        "München",
        "Nürnberg",
        "Augsburg",
        "Regensburg",
        "Ingolstadt",
        "Würzburg",
        "Fürth",
        "Erlangen",
        "Bamberg",
        "Bayreuth",
        "Landshut",
        "Passau",
        "Rosenheim",
        "Kempten",
    ),
    "BE": ("Berlin",),
    "BB": ("Potsdam", "Cottbus", "Brandenburg an der Havel", "Frankfurt (Oder)"),
    "HB": ("Bremen", "Bremerhaven"),
    "HH": ("Hamburg",),
    "HE": ("Frankfurt am Main", "Wiesbaden", "Kassel", "Darmstadt", "Offenbach", "Gießen", "Marburg", "Fulda"),
    "MV": ("Rostock", "Schwerin", "Neubrandenburg", "Stralsund", "Greifswald", "Wismar"),
    "NI": (
        "Hannover",
        "Braunschweig",
        "Oldenburg",
        "Osnabrück",
        "Wolfsburg",
        "Göttingen",
        "Hildesheim",
        "Salzgitter",
        "Lüneburg",
        "Celle",
        "Wilhelmshaven",
    ),
    "NW": (
        "Köln",
        "Düsseldorf",
        "Dortmund",
        "Duisburg",
        "Bochum",
        "Wuppertal",
        "Bielefeld",
        "Bonn",
        "Münster",
        "Gelsenkirchen",
        "Mönchengladbach",
        "Aachen",
        "Krefeld",
        "Oberhausen",
        "Hamm",
        "Leverkusen",
        "Solingen",
        "Paderborn",
        "Siegen",
        "Herne",
        "Neuss",
        "Recklinghausen",
    ),
    "RP": ("Mainz", "Ludwigshafen", "Koblenz", "Trier", "Kaiserslautern", "Worms"),
    "SL": ("Saarbrücken", "Neunkirchen", "Saarlouis", "Homburg"),
    "SN": ("Leipzig", "Dresden", "Chemnitz", "Zwickau", "Plauen", "Görlitz"),
    "ST": ("Magdeburg", "Halle (Saale)", "Dessau", "Wittenberg"),
    "SH": ("Kiel", "Lübeck", "Flensburg", "Neumünster", "Norderstedt"),
    "TH": ("Erfurt", "Jena", "Gera", "Weimar", "Gotha", "Eisenach"),
}
_STATE_ALIASES: dict[str, tuple[str, ...]] = {
    "BW": ("Baden-Württemberg",),
    "BY": ("Bayern", "Freistaat Bayern", "Bayerische", "Bayerisches"),
    "BB": ("Brandenburg",),
    "HE": ("Hessen", "Hessische", "Hessisches"),
    "MV": ("Mecklenburg-Vorpommern",),
    "NI": ("Niedersachsen", "Niedersächsische", "Niedersächsisches"),
    "NW": ("Nordrhein-Westfalen", "NRW"),
    "RP": ("Rheinland-Pfalz",),
    "SL": ("Saarland", "Saarländische"),
    "SN": ("Sachsen", "Sächsische", "Sächsisches"),
    "ST": ("Sachsen-Anhalt",),
    "SH": ("Schleswig-Holstein",),
    "TH": ("Thüringen", "Thüringer"),
}
_PLACES: dict[str, tuple[str, str | None]] = {}
for _state, _names in _CITIES.items():
    for _name in _names:
        _PLACES[_name] = (_state, _name.split(" ")[0])
for _state, _names in _STATE_ALIASES.items():
    for _name in _names:
        _PLACES[_name] = (_state, None)
# Longest first so "Sachsen-Anhalt" wins over "Sachsen" and "Brandenburg an der Havel" over "Brandenburg".
_PLACE_RE = re.compile(
    r"(?<![\w-])(" + "|".join(re.escape(p) for p in sorted(_PLACES, key=len, reverse=True)) + r")(?![\w])"
)


def find_place(text: str) -> tuple[str | None, str | None]:
    """(state, city) of the first German place the text names, e.g. ('BY', 'München')."""
    match = _PLACE_RE.search(text)
    if not match:
        return None, None
    return _PLACES[match.group(1)]

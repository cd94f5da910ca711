"""Regenerate the shipped word lists in ``data/`` (run by hand: ``python -m app.prepare.pii.build_data``).

Inputs: the first-name dictionary shipped inside the ``gender-guesser`` package and the reference
lists in ``../shared/data`` (surnames, streets, cities). Outputs are gzip files, one entry a line.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

import gender_guesser

DATA = Path(__file__).parent / "data"
SHARED = Path(__file__).resolve().parents[4] / "shared" / "data"

# nam_dict.txt columns: GB IE US IT MT PT ES FR BE LU NL EastFrisia DE AT CH ... TR(46) ...
WESTERN = (0, 2, 3, 5, 6, 7, 12, 13, 14)
# First names that are also everyday words in one of our six languages: a hit on them is no evidence.
NOT_NAMES = {
    "Art",
    "Mark",
    "Will",
    "Paris",
    "Mai",
    "April",
    "August",
    "Sol",
    "Major",
    "Amor",
    "Angel",
    "Gloria",
    "Grand",
    "Fleur",
    "Rose",
    "Frank",
    "Ernst",
    "Christian",
    "Bill",
    "Bob",
    "Sunny",
    "Summer",
    "Winter",
    "Page",
    "Dean",
    "Chase",
    "Grace",
    "Hope",
    "Faith",
    "Joy",
    "Ray",
    "Rich",
    "Sterling",
    "Mercedes",
    "Dolores",
    "Rosario",
    "Pilar",
    "Amparo",
    "Consuelo",
    "Socorro",
    "Paz",
    "Luz",
    "Rocío",
    "Cruz",
    "Carmen",
    "Dom",
    "Don",
    "Jesus",
    "Christ",
    "Gott",
    "Franc",
    "Mon",
    "Gai",
    "Blanche",
    "Clément",
    "Constant",
    "Prudence",
    "Patience",
    "Fortunato",
    "Felice",
    "Bella",
    "Bello",
    "Vera",
    "Domenica",
    "Santo",
    "Santa",
    "Via",
    "Mal",
    "Per",
    "Sin",
    "Una",
    "Uno",
    "Vita",
    "Rain",
    "Earl",
    "Nach",
    "Ende",
    "Neue",
    "Hier",
    "Alle",
    "Mehr",
    "Seit",
    "Beim",
}
# A few very common names of people living in Germany that the western columns miss.
EXTRA_COLUMNS_MIN = 4


def _first_names() -> set[str]:
    path = Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt"
    names: set[str] = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw or raw[0] in "#=":
            continue
        name, values = raw[3:29].strip(), raw[30:86]
        freq = [int(ch, 16) if ch.strip() else 0 for ch in values]
        western = max((freq[i] for i in WESTERN if i < len(freq)), default=0)
        if western < 2 and max(freq, default=0) < EXTRA_COLUMNS_MIN:
            continue
        for variant in {name.replace("+", ""), name.replace("+", "-")} if "+" in name else {name}:
            if len(variant) >= 3 and variant[0].isupper() and " " not in variant:
                names.add(variant)
    # Short names stay out unless very common: they collide with abbreviations and words.
    return {n for n in names if n not in NOT_NAMES}


def _clean(lines: list[str], *, min_len: int = 3) -> list[str]:
    out = {ln.strip() for ln in lines}
    return sorted(x for x in out if len(x) >= min_len and x[0].isupper() and not x.isupper())


def _write(name: str, entries: list[str] | set[str]) -> None:
    body = "\n".join(sorted(entries)) + "\n"
    with gzip.GzipFile(DATA / name, "wb", mtime=0) as fh:
        fh.write(body.encode("utf-8"))


def main() -> None:
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else SHARED
    _write("first_names.txt.gz", _first_names())
    _write("surnames.txt.gz", _clean((src / "de_surnames.txt").read_text(encoding="utf-8").splitlines()))
    _write("streets.txt.gz", _clean((src / "de_street_names.txt").read_text(encoding="utf-8").splitlines(), min_len=4))
    _write("cities.txt.gz", _clean((src / "de_city_names.txt").read_text(encoding="utf-8").splitlines()))


if __name__ == "__main__":
    main()

"""The statute table: law abbreviations -> where their official text lives, and dated figures.

Every link to a statute goes through this module: the notes (``notes_de``, ``notes_tos``, the shops'
notes) build their ``Norm``s with ``statute("BGB", "307", "Abs. 1")`` / ``article("GG", "12")``, and
citations found in a document get their link from ``section_url`` / ``article_url``. German federal
law: gesetze-im-internet.de, one page per section (``/bgb/__573c.html``) or article
(``/gg/art_3.html``); its path is not always the abbreviation (UWG -> ``uwg_2004``), and
``tests/analysis/test_laws.py`` holds every path against the official one. EU acts: EUR-Lex by ELI.

Figures that change by ordinance (``DatedTable``) carry the date up to which they are known; a test
fails a year before that date, so the table is renewed before a note compares against a stale one.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from app.models import Norm

GII = "https://www.gesetze-im-internet.de"

# Abbreviation (as cited) -> gesetze-im-internet.de path.
SECTION_LAWS: dict[str, str] = {
    "BGB": "bgb", "AO": "ao_1977", "EStG": "estg", "EStDV": "estdv_1955", "SolZG": "solzg_1995",
    "UStG": "ustg_1980", "GewStG": "gewstg", "KStG": "kstg_1977", "ErbStG": "erbstg_1974", "BewG": "bewg",
    "GrStG": "grstg_1973", "FGO": "fgo", "HGB": "hgb", "ZPO": "zpo", "VwVfG": "vwvfg", "VwGO": "vwgo",
    "VwZG": "vwzg_2005", "VwVG": "vwvg", "SGG": "sgg", "BetrKV": "betrkv", "HeizkostenV": "heizkostenv",
    "WoEigG": "woeigg", "WEG": "woeigg", "WoGG": "wogg", "ArbZG": "arbzg", "BUrlG": "burlg",
    "KSchG": "kschg", "TzBfG": "tzbfg", "NachwG": "nachwg", "EntgFG": "entgfg", "EFZG": "entgfg",
    "MuSchG": "muschg_2018", "BEEG": "beeg", "AGG": "agg", "BetrVG": "betrvg", "MiLoG": "milog",
    "ArbSchG": "arbschg", "GewO": "gewo", "UWG": "uwg_2004", "BDSG": "bdsg_2018", "GKG": "gkg_2004",
    "RVG": "rvg", "VVG": "vvg_2008", "InsO": "inso", "GmbHG": "gmbhg", "UrhG": "urhg",
    "OWiG": "owig_1968", "AufenthG": "aufenthg_2004", "BKGG": "bkgg_1996", "BAföG": "baf_g",
    "PAngV": "pangv_2022", "UKlaG": "uklag", "ProdHaftG": "prodhaftg", "DDG": "ddg", "VSBG": "vsbg",
    "ArbnErfG": "arbnerfg", "ArbGG": "arbgg",
    "SGB I": "sgb_1", "SGB II": "sgb_2", "SGB III": "sgb_3", "SGB IV": "sgb_4", "SGB V": "sgb_5",
    "SGB VI": "sgb_6", "SGB VII": "sgb_7", "SGB VIII": "sgb_8", "SGB IX": "sgb_9_2018", "SGB X": "sgb_10",
    "SGB XI": "sgb_11", "SGB XII": "sgb_12", "SGB XIV": "sgb_14",
}  # fmt: skip
ARTICLE_LAWS: dict[str, str] = {"GG": "gg", "EGBGB": "bgbeg"}

# Names written out -> abbreviation.
LONG_NAMES: dict[str, str] = {
    "Bürgerlichen Gesetzbuchs": "BGB", "Bürgerlichen Gesetzbuches": "BGB", "Bürgerliches Gesetzbuch": "BGB",
    "Abgabenordnung": "AO", "Betriebskostenverordnung": "BetrKV", "Heizkostenverordnung": "HeizkostenV",
    "Einkommensteuergesetzes": "EStG", "Einkommensteuergesetz": "EStG", "Grundgesetzes": "GG",
    "Grundgesetz": "GG", "Arbeitszeitgesetzes": "ArbZG", "Bundesurlaubsgesetzes": "BUrlG",
    "Kündigungsschutzgesetzes": "KSchG", "Zivilprozessordnung": "ZPO",
    "Verwaltungsgerichtsordnung": "VwGO", "Verwaltungsverfahrensgesetzes": "VwVfG",
}  # fmt: skip

# EU acts: every name they go by in the six languages -> ELI.
GDPR_ELI = "https://eur-lex.europa.eu/eli/reg/2016/679/oj"
EU_ACTS: dict[str, str] = {name: GDPR_ELI for name in ("DSGVO", "DS-GVO", "GDPR", "RGPD")}


def section_url(law: str, number: str) -> str | None:
    slug = SECTION_LAWS.get(law)
    return f"{GII}/{slug}/__{number}.html" if slug else None


def article_url(law: str, number: str) -> str | None:
    if law in ARTICLE_LAWS:
        return f"{GII}/{ARTICLE_LAWS[law]}/art_{number}.html"
    if law in EU_ACTS:
        return EU_ACTS[law]
    return None


def statute_url(law: str, number: str) -> str | None:
    """The official page of § ``number`` (or Art. ``number`` of an article law) of ``law``; None if unknown."""
    return article_url(law, number) if law in ARTICLE_LAWS or law in EU_ACTS else section_url(law, number)


def statute(law: str, number: str, detail: str = "") -> Norm:
    """A note's norm: ``statute("BGB", "307", "Abs. 1")`` -> "§ 307 Abs. 1 BGB" with its official link.

    Raises KeyError for a law the table lacks, so no note can cite a statute without its official path."""
    if law not in SECTION_LAWS:
        raise KeyError(f"no official path for {law!r} in app.analysis.laws.SECTION_LAWS")
    cite = f"§ {number} {detail} {law}" if detail else f"§ {number} {law}"
    return Norm(citation=cite, url=section_url(law, number), relation="related")


def article(law: str, number: str, detail: str = "") -> Norm:
    """A note's norm for an article: ``article("GG", "12")`` -> "Art. 12 GG"; EU acts link to their ELI."""
    url = article_url(law, number)
    if url is None:
        raise KeyError(f"no official path for {law!r} in app.analysis.laws")
    cite = f"Art. {number} {detail} {law}" if detail else f"Art. {number} {law}"
    return Norm(citation=cite, url=url, relation="related")


# --------------------------------------------------------------------------- dated figures


@dataclass(frozen=True)
class DatedTable:
    """A figure set by ordinance, from each date on, known up to ``valid_until`` (the source's last date).

    ``on(day)`` is None after ``valid_until``: a note that compares with the figure says nothing
    rather than compare with a stale one. ``tests/analysis/test_laws.py`` fails a year before."""

    name: str
    rows: tuple[tuple[date, float], ...]
    valid_until: date
    source: str

    def on(self, day: date) -> tuple[date, float] | None:
        if day > self.valid_until:
            return None
        current = [(since, value) for since, value in self.rows if since <= day]
        return current[-1] if current else None


# § 1 MiLoG and the adjustment ordinances; the Fifth Minimum Wage Adjustment Ordinance (MiLoV5 of
# 5 November 2025, BGBl. 2025 I Nr. 268) sets 13.90 from 1 January 2026 and 14.60 from 1 January
# 2027. The Minimum Wage Commission decides the next step by mid-2027 for 2028 (§ 9 MiLoG).
MINIMUM_WAGE = DatedTable(
    name="minimum wage per hour (EUR)",
    rows=(
        (date(2022, 10, 1), 12.00),
        (date(2024, 1, 1), 12.41),
        (date(2025, 1, 1), 12.82),
        (date(2026, 1, 1), 13.90),
        (date(2027, 1, 1), 14.60),
    ),
    valid_until=date(2027, 12, 31),
    source="§ 1 MiLoV5 (BGBl. 2025 I Nr. 268)",
)

DATED_TABLES: tuple[DatedTable, ...] = (MINIMUM_WAGE,)

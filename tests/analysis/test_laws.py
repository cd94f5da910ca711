"""The statute table: every path the official one, dated figures renewed a year before they run out."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from app.analysis import laws

# The official gesetze-im-internet.de path of each law, checked one by one against the site's own
# pages (the path is the law's "Jurabk" in lower case, with the year of a re-enacted law:
# UWG 2004 -> uwg_2004, PAngV 2022 -> pangv_2022, SGB IX 2018 -> sgb_9_2018). Kept apart from the
# table so a change to the table has to be checked again here.
OFFICIAL = {
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
OFFICIAL_ARTICLES = {"GG": "gg", "EGBGB": "bgbeg"}


def test_every_path_is_the_official_one() -> None:
    assert laws.SECTION_LAWS == OFFICIAL
    assert laws.ARTICLE_LAWS == OFFICIAL_ARTICLES


@pytest.mark.parametrize(
    ("law", "number", "url"),
    [
        ("UWG", "5", "https://www.gesetze-im-internet.de/uwg_2004/__5.html"),
        ("BGB", "573c", "https://www.gesetze-im-internet.de/bgb/__573c.html"),
        ("AO", "356", "https://www.gesetze-im-internet.de/ao_1977/__356.html"),
        ("OWiG", "67", "https://www.gesetze-im-internet.de/owig_1968/__67.html"),
        ("GG", "12", "https://www.gesetze-im-internet.de/gg/art_12.html"),
        ("DSGVO", "7", "https://eur-lex.europa.eu/eli/reg/2016/679/oj"),
    ],
)
def test_statute_url(law: str, number: str, url: str) -> None:
    assert laws.statute_url(law, number) == url


def test_statute_and_article_build_citation_and_link() -> None:
    n = laws.statute("BGB", "622", "Abs. 5 Nr. 1")
    assert (n.citation, n.url) == ("§ 622 Abs. 5 Nr. 1 BGB", "https://www.gesetze-im-internet.de/bgb/__622.html")
    a = laws.article("GG", "12")
    assert (a.citation, a.url) == ("Art. 12 GG", "https://www.gesetze-im-internet.de/gg/art_12.html")
    with pytest.raises(KeyError):
        laws.statute("XYZG", "1")
    with pytest.raises(KeyError):
        laws.article("XYZG", "1")
    assert laws.statute_url("XYZG", "1") is None


@pytest.mark.parametrize("table", laws.DATED_TABLES, ids=lambda t: t.name)
def test_dated_tables_run_for_another_year(table: laws.DatedTable) -> None:
    # Fails a year before the table's last known date: renew it from the next ordinance.
    assert table.valid_until >= date.today() + timedelta(days=365), f"renew {table.name} ({table.source})"
    assert [since for since, _ in table.rows] == sorted(since for since, _ in table.rows)


def test_minimum_wage_by_date_and_silent_after_its_end() -> None:
    mw = laws.MINIMUM_WAGE
    assert mw.on(date(2026, 12, 31)) == (date(2026, 1, 1), 13.90)
    assert mw.on(date(2027, 1, 1)) == (date(2027, 1, 1), 14.60)  # Fifth Minimum Wage Adjustment Ordinance
    assert mw.on(date(2022, 1, 1)) is None
    assert mw.on(mw.valid_until + timedelta(days=1)) is None

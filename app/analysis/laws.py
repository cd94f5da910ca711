"""Law abbreviations -> where their official text lives (data).

German federal law: gesetze-im-internet.de, one page per section (``/bgb/__573c.html``) or
article (``/gg/art_3.html``). EU regulations: EUR-Lex by their ELI.
"""

from __future__ import annotations

GII = "https://www.gesetze-im-internet.de"

# Abbreviation (as cited) -> gesetze-im-internet.de slug.
SECTION_LAWS: dict[str, str] = {
    "BGB": "bgb", "AO": "ao_1977", "EStG": "estg", "EStDV": "estdv_1955", "SolZG": "solzg_1995",
    "UStG": "ustg_1980", "GewStG": "gewstg", "KStG": "kstg_1977", "ErbStG": "erbstg_1974", "BewG": "bewg",
    "GrStG": "grstg_1973", "FGO": "fgo", "HGB": "hgb", "ZPO": "zpo", "VwVfG": "vwvfg", "VwGO": "vwgo",
    "VwZG": "vwzg_2005", "VwVG": "vwvg", "SGG": "sgg", "BetrKV": "betrkv", "HeizkostenV": "heizkostenv",
    "WoEigG": "woeigg", "WEG": "woeigg", "WoGG": "wogg", "ArbZG": "arbzg", "BUrlG": "burlg",
    "KSchG": "kschg", "TzBfG": "tzbfg", "NachwG": "nachwg", "EntgFG": "entgfg", "EFZG": "entgfg",
    "MuSchG": "muschg_2018", "BEEG": "beeg", "AGG": "agg", "BetrVG": "betrvg", "MiLoG": "milog",
    "ArbSchG": "arbschg", "GewO": "gewo", "UWG": "uwg", "BDSG": "bdsg_2018", "GKG": "gkg_2004",
    "RVG": "rvg", "VVG": "vvg_2008", "InsO": "inso", "GmbHG": "gmbhg", "UrhG": "urhg",
    "OWiG": "owig_1968", "AufenthG": "aufenthg_2004", "BKGG": "bkgg_1996", "BAföG": "baf_g",
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

# EU regulations: every name they go by in the six languages -> ELI.
EU_ACTS: dict[str, str] = {
    name: "https://eur-lex.europa.eu/eli/reg/2016/679/oj" for name in ("DSGVO", "DS-GVO", "GDPR", "RGPD")
}


def section_url(law: str, number: str) -> str | None:
    slug = SECTION_LAWS.get(law)
    return f"{GII}/{slug}/__{number}.html" if slug else None


def article_url(law: str, number: str) -> str | None:
    if law in ARTICLE_LAWS:
        return f"{GII}/{ARTICLE_LAWS[law]}/art_{number}.html"
    if law in EU_ACTS:
        return EU_ACTS[law]
    return None

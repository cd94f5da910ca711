"""Statutes: citations in a clause, and the provision that usually governs a clause's topic."""

from __future__ import annotations

from collections.abc import Iterator

from app.analysis import fast_re as re
from app.analysis.laws import ARTICLE_LAWS, EU_ACTS, LONG_NAMES, SECTION_LAWS, article_url, section_url
from app.models import Norm


def _alternation(names: list[str]) -> str:
    return "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))


# Subdivisions after the number: "Abs. 1 Satz 2 Nr. 6c", "(1)", "lit. b", "ff.", "bis 559d", ", 4".
_REST = (
    r"(?:\s*(?:Abs\.|Absatz|UAbs\.|S\.|Satz|Nr\.|Nummer|lit\.|Buchst\.|Alt\.|Hs\.|par\.|para\.|apartado|"
    r"paragraphe|comma|n\.º|letra|lettera|letter)\s*\d*[a-z]?\)?"
    r"|\s*\((?:\d+|[a-z])\)|\s*(?:ff?\.|bis|und|to|,|/|-|–)\s*(?:\d+[a-z]?)?)*"
)
_SECTION_LAW = _alternation([*SECTION_LAWS, *LONG_NAMES])
# § misread by OCR as "$" or "8": accepted only because a known law must follow.
SECTION_RE = re.compile(
    r"(?P<sign>§§?|\$\$?|(?<![\w.,§])88?(?=\s+\d))\s*(?P<num>\d+[a-z]?)(?P<rest>" + _REST + r")"
    r"\s+(?:(?:der|des|dem)\s+)?(?P<law>" + _SECTION_LAW + r")(?![\w-])"
)
ARTICLE_RE = re.compile(
    r"\b(?:Art\.|Artikel|Article|Artículo|Articolo|Artigo|art\.|artículo|articolo|artigo|article)\s*"
    r"(?P<num>\d+)(?:\.?º|°)?(?P<rest>" + _REST + r")"
    r"\s+(?:(?:der|des|del|du|de la|do|da|della|dello|of the|of|de)\s+)?"
    r"(?P<law>" + _alternation([*ARTICLE_LAWS, *EU_ACTS]) + r")(?![\w-])"
)


def _clean(citation: str) -> str:
    return re.sub(r"\s+", " ", citation).strip()


def cited_norms(text: str) -> list[Norm]:
    """Every statute the text cites, in order, without repeats."""
    found: list[tuple[int, Norm]] = []
    for m in SECTION_RE.finditer(text):
        law = LONG_NAMES.get(m.group("law"), m.group("law"))
        sign = "§§" if len(m.group("sign")) == 2 else "§"
        citation = _clean(sign + " " + text[m.start("num") : m.end()])
        found.append((m.start(), Norm(citation=citation, url=section_url(law, m.group("num")), relation="cited")))
    for m in ARTICLE_RE.finditer(text):
        found.append((m.start(), Norm(citation=_clean(m.group(0)), url=article_url(m.group("law"), m.group("num")))))
    norms: list[Norm] = []
    for _, norm in sorted(found, key=lambda item: item[0]):
        if all(n.citation != norm.citation for n in norms):
            norms.append(norm)
    return norms


# The values an explanation quotes (app/explain/values.py) read references with this looser pattern:
# any "§ 5 Abs. 2 XYZ", "Art. 6 para. 1", "Section 21 of the Housing Act 1988", known law or not.
# Kept apart from SECTION_RE / ARTICLE_RE so that neither reads differently.
_WRITTEN_RE = re.compile(
    r"§§?\s*\d+[a-z]?(?:\s*(?:Abs\.|Absatz)\s*\d+)?(?:\s*(?:S\.|Satz)\s*\d+)?(?:\s*Nr\.\s*\d+[a-z]?)?"
    r"(?:\s*(?:bis|und|-|–)\s*\d+[a-z]?)?(?:\s+(?:SGB\s+[IVX]+\b|[A-Z][A-Za-zÄÖÜäöü]*[A-Z][A-Za-z]*|[A-Z]{2,}))?"
    r"|\b(?:Art\.|Artikel|Article|Artículo|Articolo|Artigo|art\.)\s*\d+[a-z]?(?:\s*(?:Abs\.|para\.|al\.|n\.º|comma)\s*\d+)?"
    r"(?:\s+(?:[A-Z][A-Za-z]*[A-Z][A-Za-z]*|[A-Z]{2,}))?"
    r"|\b[Ss]ection\s+\d+[A-Z]?(?:\(\d+\))?(?:\s+of\s+the\s+(?:[A-Z][a-z]+\s+){1,4}Act(?:\s+\d{4})?)?",
)


def _at_line_start(text: str, pos: int) -> bool:
    before = text[:pos].rstrip(" \t")
    return not before or before.endswith("\n")


def references_as_written(text: str) -> Iterator[str]:
    """Every statute reference in ``text`` as written, in order; a "§ 3" that starts a line is the
    clause's own number, not a reference."""
    return (m.group(0).strip() for m in _WRITTEN_RE.finditer(text) if not _at_line_start(text, m.start()))


# --------------------------------------------------------------------------- related provisions

# (topic, context) -> (law, number, citation). Context tells rental from employment law, tax from
# administrative procedure; None applies in any context.
_RELATED: dict[tuple[str, str | None], tuple[tuple[str, str, str], ...]] = {
    ("deposit", None): (("BGB", "551", "§ 551 BGB"),),
    ("notice", "rental"): (("BGB", "573c", "§ 573c BGB"),),
    ("notice", "employment"): (("BGB", "622", "§ 622 BGB"),),
    ("renovation", None): (("BGB", "535", "§ 535 BGB"),),
    ("rent_increase", None): (("BGB", "557", "§ 557 BGB"),),
    ("utilities", None): (("BGB", "556", "§ 556 BGB"), ("BetrKV", "2", "§ 2 BetrKV")),
    ("probation", None): (("BGB", "622", "§ 622 Abs. 3 BGB"),),
    ("holiday", None): (("BUrlG", "3", "§ 3 BUrlG"),),
    ("working_time", None): (("ArbZG", "3", "§ 3 ArbZG"),),
    ("objection", "tax"): (("AO", "355", "§ 355 AO"),),
    ("objection", "social"): (("SGG", "84", "§ 84 SGG"),),
    ("objection", "admin"): (("VwGO", "70", "§ 70 VwGO"),),
    ("withdrawal", None): (("BGB", "355", "§ 355 BGB"),),
    ("warranty", "rental"): (("BGB", "536", "§ 536 BGB"),),
    ("warranty", None): (("BGB", "437", "§ 437 BGB"),),
    ("subletting", None): (("BGB", "540", "§ 540 BGB"),),
    ("sick_leave", None): (("EntgFG", "3", "§ 3 EntgFG"),),
    ("non_compete", "employment"): (("HGB", "74", "§ 74 HGB"),),
}
_TOPIC_ALIASES = {
    "termination": "notice",
    "cancellation": "notice",
    "security_deposit": "deposit",
    "repairs": "renovation",
    "decoration": "renovation",
    "cosmetic_repairs": "renovation",
    "operating_costs": "utilities",
    "service_charges": "utilities",
    "vacation": "holiday",
    "leave": "holiday",
    "working_hours": "working_time",
    "appeal": "objection",
    "legal_remedy": "objection",
    "revocation": "withdrawal",
    "privacy": "data_protection",
}
_DSGVO = Norm(citation="Art. 6 DSGVO", url=EU_ACTS["DSGVO"], relation="related")

_CONTEXT_WORDS: dict[str, re.Pattern[str]] = {
    "rental": re.compile(r"miet|wohnung|wohnraum", re.IGNORECASE),
    "employment": re.compile(r"Arbeitgeber|Arbeitnehmer|Arbeitsverhältnis|Arbeitsvertrag"),
    "tax": re.compile(r"Finanzamt|Einspruch|Steuerbescheid|\bAO\b"),
    "social": re.compile(r"Jobcenter|Agentur für Arbeit|Sozialamt|Krankenkasse|\bSGB\b"),
}


def document_context(text: str) -> set[str]:
    """Which areas of law the document belongs to: the area named most often, per pair."""
    counts = {name: len(pattern.findall(text)) for name, pattern in _CONTEXT_WORDS.items()}
    contexts = set()
    if counts["rental"] != counts["employment"]:
        contexts.add("rental" if counts["rental"] > counts["employment"] else "employment")
    if counts["tax"]:
        contexts.add("tax")
    elif counts["social"]:
        contexts.add("social")
    else:
        contexts.add("admin")
    return contexts


def related_norms(topic: str | None, contexts: set[str]) -> list[Norm]:
    """The provisions that usually govern ``topic`` under German law: pointers, not assessments."""
    if not topic:
        return []
    topic = _TOPIC_ALIASES.get(topic, topic)
    if topic == "data_protection":
        return [_DSGVO]
    for (name, context), entries in _RELATED.items():
        if name == topic and (context is None or context in contexts):
            return [Norm(citation=c, url=section_url(law, num), relation="related") for law, num, c in entries]
    return []

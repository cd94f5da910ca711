"""The gate: refuse documents without legal content, and criminal-law documents.

Weighted vocabulary per language, scored relative to length. German stems match inside
compounds ("Mietvertrag", "Kündigungsfrist"); the Romance languages and English match at word
starts so that "rent" does not fire on "current". Runs on the anonymized text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from app.errors import Refused
from app.prepare.regex_shape import top_level_bar

# Weighted hits per 100 words that make a text legal; a long letter with a contract part may be
# thin on average, so a high absolute score passes too.
LEGAL_DENSITY = 5.0
LEGAL_ABSOLUTE = 60.0
# One legal-sounding word ("segunda parte" in a football report) is chance, not a legal text.
LEGAL_MINIMUM = 6.0
# Criminal law needs strong markers (indictment, penal order, prosecutor, penal code) and must be
# a real share of the legal vocabulary: a lease that mentions "Strafanzeige" once is still a lease.
CRIMINAL_MIN = 9.0
CRIMINAL_SHARE = 0.25
_MIN_WORDS = 25  # a 40-character text must not pass on a single lucky word

# tier weight -> patterns; the text is lower-cased before matching.
Vocabulary = dict[int, tuple[str, ...]]

_UNIVERSAL: Vocabulary = {3: (r"§\s*\d",), 2: (r"\bart\.\s*\d", r"\babs\.\s*\d")}

_LEGAL: dict[str, Vocabulary] = {
    "de": {
        3: (r"\bbgb\b", r"\bzpo\b", r"\bao\b", r"\bsgb\b", r"\bhgb\b", r"\bestg\b", r"\bagb\b", "rechtsbehelf",
            "rechtsmittel", "vertragspartei", "mietvertrag", "arbeitsvertrag", "kaufvertrag", "geschäftsbedingungen",
            "bescheid", "widerspruch", "einspruch", "vermieter", "mieterin", r"mieter\b", "arbeitgeber",
            "arbeitnehmer", "finanzamt", "gerichtsstand", "salvatorisch", "gewährleistung", "widerruf", "haftung",
            "kündigungsfrist"),
        2: ("vertrag", "miete", "kündig", "frist", "kaution", "verpflicht", "berechtigt", "vereinbar", "gesetzlich",
            "anspruch", "schadensersatz", "fällig", "festgesetzt", "festsetzung", "behörde", "antrag", "gemäß",
            "absatz", "bedingungen", "zustimmung", "vergütung", "probezeit", "vollstreck", "mahnung", "verzug",
            "nebenkosten", "betriebskosten", "klausel", "rechtsweg", "gericht", "steuer", "anhörung", "erstatt",
            "unwirksam", "schriftform", "schriftlich", "bestimmung", "vorschrift", "zahlungs", "datenschutz",
            "rücktritt", "versicherung", "leistungsbezug", "nachzahlung"),
        1: ("zahl", "pflicht", "recht", "gebühr", "betrag", r"\beur\b", "€", "unterschrift", "partei", "leistung"),
    },
    "en": {
        3: (r"\bhereby\b", r"\bherein", r"\bhereinafter", r"\bthereof\b", r"\bwhereas\b", r"\bagreement",
            r"\btenancy", r"\blandlord", r"\btenant", r"\blessee", r"\blessor", r"\bemployer", r"\bemployee",
            r"\bindemnif", r"\bliabilit", r"\btermination", r"\bterms and conditions", r"\bgoverning law",
            r"\bjurisdiction", r"\bnotice period", r"\bpursuant", r"\bbreach", r"\bsection \d", r"\bclause \d",
            r"\bstatutory", r"\bnotice of assessment", r"\bright to appeal"),
        2: (r"\bcontract", r"\bshall\b", r"\bpart(?:y|ies)\b", r"\bdeposit", r"\brent\b", r"\brental", r"\bnotice\b",
            r"\bterminat", r"\bobligation", r"\bentitled", r"\bliable", r"\bpayable", r"\bdue\b", r"\bdeadline",
            r"\btax", r"\bauthorit", r"\bprovision", r"\bconsent", r"\bin writing", r"\blaw\b", r"\blegal",
            r"\bcourt\b", r"\bclaim", r"\bdamages", r"\bpenalt", r"\brefund", r"\bwarrant", r"\bappeal",
            r"\bcancel", r"\bprivacy", r"\bpremises"),
        1: (r"\bpay", r"\bfee", r"\bsign", r"\bagree", r"\bright", r"£", "€", r"\beur\b"),
    },
    "es": {
        3: (r"\bcontrato", r"\barrendatari", r"\barrendador", r"\barrendamiento", r"\bcl[aá]usula", r"\bart[ií]culo",
            r"\brecurso", r"\bestipul", r"\bfianza", r"\bempleador", r"\btrabajador", r"\bley \d", r"\breal decreto",
            r"\bc[oó]digo civil", r"\bhacienda", r"\bagencia tributaria", r"\bliquidaci[oó]n", r"\bcondiciones generales",
            r"\bprovidencia de apremio", r"\bresoluci[oó]n"),
        2: (r"\bpartes?\b", r"\bobliga", r"\bpago", r"\brenta\b", r"\balquiler", r"\bderecho", r"\brescisi[oó]n",
            r"\bincumplimiento", r"\bnotific", r"\bvigencia", r"\bresponsab", r"\bindemniz", r"\bimpuesto",
            r"\brequerimiento", r"\bsanci[oó]n", r"\bconforme", r"\bdispuesto", r"\bplazo", r"\bfirma", r"\bgarant[ií]a"),
        1: (r"\bintereses", r"\bmes(?:es)?\b", "€", r"\beuros?\b", r"\bfecha"),
    },
    "fr": {
        3: (r"\bcontrat", r"\bbail\b", r"\bbailleur", r"\blocataire", r"\bpreneur", r"\bclause", r"\barticle \d",
            r"\br[ée]siliation", r"\bstipul", r"\bci-apr[eè]s", r"\bcode civil", r"\bemployeur", r"\bsalari[ée]",
            r"\bpr[ée]avis", r"\bd[ée]p[oô]t de garantie", r"\bconditions g[ée]n[ée]rales", r"\bavis d'imp[oô]t",
            r"\brecours", r"\bmise en demeure"),
        2: (r"\bparties?\b", r"\bobligation", r"\bloyer", r"\bpaiement", r"\bdroits?\b", r"\bd[ée]lai", r"\bnotifi",
            r"\bresponsabilit", r"\bindemni", r"\bsignataire", r"\bimp[oô]t", r"\badministration", r"\btribunal",
            r"\bconform[ée]ment", r"\bcharges\b", r"\bgarantie", r"\bredevable"),
        1: (r"\bmontant", r"\bdur[ée]e", "€", r"\beuros?\b", r"\bmois\b"),
    },
    "it": {
        3: (r"\bcontratt", r"\blocatore", r"\bconduttore", r"\blocazione", r"\bclausol", r"\barticolo", r"\brecesso",
            r"\brisoluzione", r"\bcanone", r"\bdeposito cauzionale", r"\bdatore di lavoro", r"\blavoratore",
            r"\bcodice civile", r"\bcondizioni generali", r"\bricorso", r"\bagenzia delle entrate",
            r"\bavviso di accertamento", r"\bpattuit", r"\bsottoscritt"),
        2: (r"\bparti\b", r"\bobblig", r"\bpagament", r"\bdiritt", r"\btermine", r"\bpreavviso", r"\bnotific",
            r"\bresponsabilit", r"\brisarciment", r"\bimposta", r"\bsanzion", r"\bai sensi", r"\bprevist",
            r"\bscadenza", r"\bgaranzia", r"\bcauzione"),
        1: (r"\bimporto", r"\bmes[ei]\b", "€", r"\beuro\b", r"\bfirma"),
    },
    "pt": {
        3: (r"\bcontrato", r"\bsenhorio", r"\barrendat[aá]rio", r"\binquilino", r"\blocador", r"\blocat[aá]rio",
            r"\barrendamento", r"\bcl[aá]usula", r"\bartigo", r"\brescis[aã]o", r"\bresolu[cç][aã]o", r"\bcau[cç][aã]o",
            r"\bempregador", r"\btrabalhador", r"\bc[oó]digo civil", r"\bcondi[cç][oõ]es gerais", r"\brecurso",
            r"\bautoridade tribut[aá]ria", r"\bliquida[cç][aã]o", r"\boutorgante", r"\bnos termos"),
        2: (r"\bpartes?\b", r"\bobriga", r"\bpagamento", r"\brenda\b", r"\bdireito", r"\bprazo", r"\baviso pr[eé]vio",
            r"\bnotific", r"\bresponsabilidade", r"\bindemniza", r"\bimposto", r"\bmulta", r"\bjuros", r"\bvig[eê]ncia",
            r"\bgarantia", r"\bassinatura"),
        1: (r"\bmontante", r"\bm[eê]s(?:es)?\b", "€", r"\beuros?\b"),
    },
}  # fmt: skip

_CRIMINAL: dict[str, Vocabulary] = {
    "de": {
        3: (r"\banklage", "strafbefehl", r"\bangeklagt", r"\bangeschuldigt", r"\bbeschuldigt", "staatsanwalt",
            r"\bstpo\b", r"\bstgb\b", "strafprozessordnung", "strafgesetzbuch", "freiheitsstrafe", r"\bgeldstrafe",
            "tagessätze", "tagessatz", "strafkammer", "strafrichter", "schöffengericht", "strafverfahren",
            "ermittlungsverfahren", "strafsache", "strafurteil", "strafanzeige", "strafantrag", "vorstraf",
            "bewährungsstrafe", "pflichtverteidig", "hauptverhandlung"),
        2: ("diebstahl", r"betrug(?:s|es)?\b", "körperverletzung", "unterschlagung", r"\braub(?:es|s)?\b",
            "erpressung", "nötigung", "hehlerei", "urkundenfälschung", r"\buntreue\b", "totschlag",
            r"\bmord(?:es|s)?\b", "sachbeschädigung", "hausfriedensbruch", "beleidigung", "trunkenheit im verkehr",
            "unfallort", "betäubungsmittel", "steuerhinterziehung", "straftat", "vergewaltigung"),
        1: (r"\bverurteilt", r"\bschuldig"),
    },
    "en": {
        3: (r"\bindict", r"\bprosecut", r"\bdistrict attorney", r"\bcrown court", r"\bcriminal court",
            r"\bcriminal (?:proceedings|charges?|case|offen[cs]e)", r"\bcharged with", r"\bpleaded guilty",
            r"\bfound guilty", r"\bconvicted", r"\bconviction", r"\bsentenced to", r"\bimprisonment",
            r"\bpenal code", r"\bcriminal code", r"\bcriminal justice", r"\bthe accused", r"\bmagistrates"),
        2: (r"\btheft", r"\bfraud", r"\bburglary", r"\bassault", r"\brobbery", r"\bmanslaughter", r"\bmurder",
            r"\bdrug trafficking", r"\bcontrolled drug", r"\bcriminal damage", r"\bunder the influence",
            r"\bprobation", r"\bbail\b"),
        1: (r"\bdefendant", r"\bguilty", r"\boffen[cs]e"),
    },
    "es": {
        3: (r"\bfiscal[ií]a", r"\bministerio fiscal", r"\bescrito de acusaci[oó]n", r"\bacusad[oa]", r"\bprocesad[oa]",
            r"\bimputad[oa]", r"\binvestigad[oa]", r"\bjuzgado de lo penal", r"\bc[oó]digo penal",
            r"\bley de enjuiciamiento criminal", r"\bpena de prisi[oó]n", r"\bcondenad[oa]", r"\bsentencia penal",
            r"\bjuicio oral", r"\bdelito", r"\bcausa penal", r"\bantecedentes penales"),
        2: (r"\bhurto", r"\brobo\b", r"\bestafa", r"\blesiones", r"\bhomicidio", r"\bapropiaci[oó]n indebida",
            r"\btr[aá]fico de drogas"),
        1: (r"\bcondena", r"\bculpable"),
    },
    "fr": {
        3: (r"\bpr[ée]venu", r"\bmis en examen", r"\bminist[eè]re public", r"\bprocureur", r"\btribunal correctionnel",
            r"\bcour d'assises", r"\bcode p[ée]nal", r"\bproc[ée]dure p[ée]nale", r"\bordonnance p[ée]nale",
            r"\bemprisonnement", r"\bcondamn[ée]", r"\br[ée]quisitoire", r"\bcasier judiciaire", r"\bjuge d'instruction",
            r"\bd[ée]lit\b", r"\bpoursuites p[ée]nales"),
        2: (r"\bvol\b", r"\bescroquerie", r"\babus de confiance", r"\bcoups et blessures", r"\bviolences",
            r"\bhomicide", r"\brecel\b", r"\bstup[ée]fiants", r"\binfraction"),
        1: (r"\bcoupable", r"\bpeine"),
    },
    "it": {
        3: (r"\bimputat[oa]", r"\bpubblico ministero", r"\bprocura della repubblica", r"\bdecreto penale",
            r"\bcodice penale", r"\bprocedura penale", r"\bc\.p\.p\.", r"\breclusione", r"\brinvio a giudizio",
            r"\bindagat[oa]", r"\breato", r"\btribunale penale", r"\bcondannat[oa]", r"\bcasellario giudiziale",
            r"\bindagini preliminari"),
        2: (r"\bfurto", r"\btruffa", r"\brapina", r"\blesioni", r"\bomicidio", r"\bappropriazione indebita",
            r"\bricettazione", r"\bstupefacenti"),
        1: (r"\bcolpevole", r"\bpena\b"),
    },
    "pt": {
        3: (r"\barguid[oa]", r"\bacusa[cç][aã]o", r"\bc[oó]digo penal", r"\bc[oó]digo de processo penal",
            r"\bpena de pris[aã]o", r"\bcondenad[oa]", r"\bcrimes?\b", r"\btribunal criminal", r"\bvara criminal",
            r"\bden[uú]ncia", r"\binqu[eé]rito policial", r"\bantecedentes criminais", r"\bprocesso penal"),
        2: (r"\bfurto", r"\broubo", r"\bburla", r"\bestelionato", r"\bhomic[ií]dio", r"\bofensa [aà] integridade",
            r"\btr[aá]fico de", r"\bpeculato"),
        1: (r"\br[ée]u\b", r"\bminist[eé]rio p[uú]blico"),
    },
}  # fmt: skip

_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Scores:
    words: int
    legal: float
    criminal: float
    criminal_strong: int

    @property
    def legal_density(self) -> float:
        return 100 * self.legal / max(self.words, _MIN_WORDS)


def check(text: str, document_language: str) -> None:
    """Raise Refused("criminal_law") or Refused("no_legal_content"); return None when the text may pass."""
    scores = score(text, document_language)
    if (
        scores.criminal_strong >= 2
        and scores.criminal >= CRIMINAL_MIN
        and scores.criminal >= CRIMINAL_SHARE * scores.legal
    ):
        raise Refused("criminal_law")
    if (scores.legal_density < LEGAL_DENSITY and scores.legal < LEGAL_ABSOLUTE) or scores.legal < LEGAL_MINIMUM:
        raise Refused("no_legal_content")


def score(text: str, document_language: str) -> Scores:
    """Scores in the document's language; for an unknown language, the language that scores best."""
    lowered = text.lower()
    words = len(_WORD.findall(lowered))
    languages = [document_language] if document_language in _LEGAL else list(_LEGAL)
    best: Scores | None = None
    for language in languages:
        legal, _ = _weigh(lowered, _legal(language))
        criminal, strong = _weigh(lowered, _criminal(language))
        candidate = Scores(words, legal, criminal, strong)
        if best is None or (candidate.legal + candidate.criminal) > (best.legal + best.criminal):
            best = candidate
    assert best is not None
    return best


def _weigh(text: str, patterns: dict[int, re.Pattern[str]]) -> tuple[float, int]:
    total = 0.0
    strong = 0
    for weight, pattern in patterns.items():
        hits = len(pattern.findall(text))
        total += weight * hits
        if weight == 3:
            strong = hits
    return total, strong


def _compile(vocabularies: Vocabulary) -> dict[int, re.Pattern[str]]:
    return {weight: re.compile(_by_first_character(patterns)) for weight, patterns in vocabularies.items()}


# A pattern that starts with a character class, group, escape or a quantified first character.
_NOT_LITERAL_START = re.compile(r"[\\\[\](){}|.^$*+?]|.[*+?{]")


def _by_first_character(patterns: tuple[str, ...]) -> str:
    """One alternation equivalent to "(?:p1)|(?:p2)|…", fast to search.

    `finditer` on a plain alternation tries every pattern at every position of the text. Here the
    patterns are grouped under their first (literal) character, so the top level is an alternation
    of literals and the regex engine skips every position whose character starts no pattern. A
    leading `\\b` (before a word character: the previous character is not one) becomes a look-behind
    after that character. Patterns with different first characters never match at the same
    position, so only the order within a group matters, and it is kept: the matches, and so the
    counts of non-overlapping matches, are the same as the plain alternation's.
    """
    groups: dict[str, list[str]] = {}
    for pattern in patterns:
        bare = pattern.removeprefix(r"\b")
        first = bare[:1]
        plain = not first or _NOT_LITERAL_START.match(bare) or top_level_bar(bare)
        if plain or (bare != pattern and not re.match(r"\w", first)):
            return "|".join(f"(?:{p})" for p in patterns)  # not a literal start: the plain alternation
        rest = bare[1:]
        guard = f"(?<!\\w{re.escape(first)})" if bare != pattern else ""
        groups.setdefault(first, []).append(f"{guard}(?:{rest})")
    return "|".join(f"{re.escape(first)}(?:{'|'.join(rests)})" for first, rests in groups.items())


@cache
def _legal(language: str) -> dict[int, re.Pattern[str]]:
    merged = {w: _LEGAL[language].get(w, ()) + _UNIVERSAL.get(w, ()) for w in (1, 2, 3)}
    return _compile(merged)


@cache
def _criminal(language: str) -> dict[int, re.Pattern[str]]:
    return _compile(_CRIMINAL[language])

"""Amounts of money: value, currency and what they are for, in six languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from app.analysis.spans import sentence_bounds

_CURRENCIES: dict[str, str] = {
    "eur": "EUR", "€": "EUR", "euro": "EUR", "euros": "EUR", "usd": "USD", "$": "USD", "us$": "USD",
    "gbp": "GBP", "£": "GBP", "chf": "CHF", "sfr.": "CHF", "fr.": "CHF",
}  # fmt: skip
# "euro 9.600,00" (Italian) and "950,00 euros" (Spanish, French) write the currency in lower case.
_CUR_BEFORE = r"EUR|€|USD|US\$|\$|GBP|£|CHF|SFr\.|[Ee]uros?(?=\s?\d)"
_CUR_AFTER = r"EUR|€|[Ee]uros?|USD|\$|GBP|£|CHF|SFr\.|Fr\."
# 1.234,56 | 1,234.56 | 1 234,56 | 850,- | 850
# (a plain space separates thousands only before decimals: "in 3 Raten zu 850 EUR" is not 3850)
_NUM = r"\d{1,3}(?: \d{3})+[.,]\d{1,2}|\d{1,3}(?:[.,\u00a0\u202f']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
# "$ 573c BGB" is an OCR-misread section sign, not dollars.
_LAW_AFTER = re.compile(r"[a-z]?\s+(?:Abs\b|Absatz|Satz|Nr\b|ff?\.|[A-ZÄÖÜ][\w-]*[A-Z]\b)")
_PER = r"(?:\s*/\s*(?:Monat|Jahr|Quartal|month|year|mes|año|mois|an|mese|anno|mês|ano)\b|\s+(?:monatlich|jährlich|per month|a month|al mes|par mois|al mese|por mês|mensais))?"
AMOUNT_RE = re.compile(
    rf"(?P<sign>[-−–]\s?)?(?:(?P<cur1>{_CUR_BEFORE})\s?(?P<num1>{_NUM})(?:,[-–])?"
    rf"|(?P<num2>{_NUM})(?:,[-–]{{1,2}})?\s?(?P<cur2>{_CUR_AFTER})(?![A-Za-z]))" + _PER,
)


def parse_number(raw: str) -> float:
    """'1.234,56' and '1,234.56' -> 1234.56; '2.550' -> 2550; '12,5' -> 12.5."""
    s = re.sub(r"[\u00a0\u202f ']", "", raw)
    if "," in s and "." in s:
        decimal = "," if s.rfind(",") > s.rfind(".") else "."
        s = s.replace("." if decimal == "," else ",", "").replace(decimal, ".")
    elif "," in s or "." in s:
        sep = "," if "," in s else "."
        parts = s.split(sep)
        thousands = len(parts) > 2 or len(parts[-1]) == 3
        s = "".join(parts) if thousands else ".".join(parts)
    return float(s)


@dataclass(frozen=True)
class MoneyMatch:
    start: int
    end: int
    text: str
    value: float  # signed as written
    currency: str


def find_money(text: str) -> Iterator[MoneyMatch]:
    for m in AMOUNT_RE.finditer(text):
        raw = m.group("num1") or m.group("num2")
        cur = (m.group("cur1") or m.group("cur2")).lower()
        if cur == "$" and m.group("cur1") and _LAW_AFTER.match(text, m.end("num1")):
            continue
        value = parse_number(raw)
        if m.group("sign"):
            value = -value
        yield MoneyMatch(m.start(), m.end(), m.group(0).strip(), value, _CURRENCIES[cur])


# --------------------------------------------------------------------------- meaning

# The first six meanings are specific: when one of them is named near an amount it wins over the
# general ones ("Mietsicherheit in Höhe von drei Monatsmieten" is a deposit, not rent). Within a
# tier the keyword nearest to the amount wins. German keywords also match inside compounds
# ("Nettokaltmiete"); keywords of the other languages must start a word.
MEANINGS: dict[str, dict[str, tuple[str, ...]]] = {
    "deposit": {
        "de": ("kaution", "mietsicherheit", "sicherheitsleistung"),
        "en": ("deposit", "security deposit"),
        "es": ("fianza", "depósito", "garantía"),
        "fr": ("dépôt de garantie", "caution"),
        "it": ("deposito cauzionale", "cauzione"),
        "pt": ("caução", "depósito", "garantia"),
    },
    "back_payment": {
        "de": (
            "nachzahlung",
            "nachforderung",
            "nachzuzahlen",
            "rückständig",
            "rückstand",
            "noch zu zahlen",
            "verbleibend",
            "überzahlung",
            "zu unrecht",
        ),
        "en": ("back payment", "arrears", "balance due", "amount due", "outstanding"),
        "es": ("pago pendiente", "a ingresar", "a pagar", "atrasos"),
        "fr": ("reste à payer", "solde dû", "à payer", "rappel", "arriérés"),
        "it": ("conguaglio", "da versare", "a debito", "arretrati"),
        "pt": ("a pagar", "pagamento adicional", "em atraso"),
    },
    "refund": {
        "de": ("erstattung", "guthaben", "erstattet", "rückzahlung"),
        "en": ("refund", "reimbursement", "repayment"),
        "es": ("devolución", "reembolso", "a devolver"),
        "fr": ("remboursement", "restitution", "à restituer"),
        "it": ("rimborso", "a credito"),
        "pt": ("reembolso", "restituição", "a receber"),
    },
    "prepayment": {
        "de": ("vorauszahlung", "steuerabzug vom lohn", "abschlag"),
        "en": ("prepayment", "advance payment", "on account", "instalment", "installment"),
        "es": ("pago a cuenta", "pagos a cuenta", "anticipo", "retenciones"),
        "fr": ("acompte", "provision", "prélèvement à la source"),
        "it": ("acconto", "acconti", "anticipo", "ritenute"),
        "pt": ("adiantamento", "pagamento por conta", "retenções"),
    },
    "damages": {
        "de": ("schadensersatz", "schadenersatz", "vertragsstrafe", "entschädigung"),
        "en": ("damages", "penalty", "compensation"),
        "es": ("indemnización", "penalización", "daños"),
        "fr": ("dommages", "indemnité", "pénalité"),
        "it": ("risarcimento", "penale", "indennizzo"),
        "pt": ("indemnização", "indenização", "penalidade"),
    },
    "fine": {
        "de": ("bußgeld", "verwarnungsgeld", "zwangsgeld", "säumniszuschlag", "verspätungszuschlag"),
        "en": ("fine", "surcharge"),
        "es": ("multa", "sanción", "recargo"),
        "fr": ("amende", "majoration"),
        "it": ("multa", "sanzione", "sovrattassa"),
        "pt": ("multa", "coima", "sobretaxa"),
    },
    "fee": {
        "de": ("gebühr", "pauschale", "versandkosten"),
        "en": ("fee", "admin charge", "commission", "shipping"),
        "es": ("tasa", "comisión", "gastos de envío", "cargo"),
        "fr": ("frais", "commission"),
        "it": ("commissione", "spese", "tassa"),
        "pt": ("taxa", "comissão", "tarifa", "portes"),
    },
    "utilities": {
        "de": ("nebenkosten", "betriebskosten", "heizkosten", "heizung", "warmwasser"),
        "en": ("utilities", "service charge", "heating", "bills"),
        "es": ("gastos de comunidad", "gastos comunes", "suministros", "calefacción"),
        "fr": ("charges", "chauffage"),
        "it": ("spese condominiali", "oneri accessori", "utenze", "riscaldamento"),
        "pt": ("condomínio", "encargos", "aquecimento"),
    },
    "salary": {
        "de": ("gehalt", "lohn", "vergüt", "arbeitsentgelt", "bezüge", "einkommen"),
        "en": ("salary", "wage", "gross pay", "remuneration"),
        "es": ("salario", "sueldo", "retribución", "nómina"),
        "fr": ("salaire", "rémunération"),
        "it": ("stipendio", "retribuzione", "salario"),
        "pt": ("salário", "remuneração", "vencimento"),
    },
    "tax": {
        "de": ("steuer", "solidaritätszuschlag", "festgesetzt", "festzusetzen"),
        "en": ("tax",),
        "es": ("impuesto", "irpf", "cuota"),
        "fr": ("impôt", "taxe"),
        "it": ("imposta", "irpef"),
        "pt": ("imposto", "irs"),
    },
    "rent": {
        "de": ("miete", "mietzins", "pacht"),
        "en": ("rent",),
        "es": ("alquiler", "renta", "arrendamiento"),
        "fr": ("loyer",),
        "it": ("canone", "affitto", "pigione"),
        "pt": ("renda", "aluguel", "aluguer"),
    },
    "price": {
        "de": ("preis", "entgelt"),
        "en": ("price", "cost", "purchase"),
        "es": ("precio", "importe", "coste"),
        "fr": ("prix", "montant", "coût"),
        "it": ("prezzo", "importo", "costo"),
        "pt": ("preço", "valor", "custo"),
    },
}
_SPECIFIC = frozenset(list(MEANINGS)[:6])


def _compile(language: str) -> re.Pattern[str]:
    alternatives: list[str] = []
    for meaning, per_language in MEANINGS.items():
        prefix = "" if language == "de" else r"(?<!\w)"
        for keyword in per_language.get(language, ()):
            alternatives.append(f"{prefix}(?P<{meaning}_{len(alternatives)}>{re.escape(keyword)})")
    return re.compile("|".join(alternatives), re.IGNORECASE)


_KEYWORDS = {language: _compile(language) for language in ("de", "en", "es", "fr", "it", "pt")}


def _meaning_in(stretch: str, languages: tuple[str, ...], nearest_last: bool) -> str | None:
    for language in languages:
        found = [m.lastgroup.rsplit("_", 1)[0] for m in _KEYWORDS[language].finditer(stretch) if m.lastgroup]
        if found:
            if nearest_last:
                found.reverse()
            specific = [meaning for meaning in found if meaning in _SPECIFIC]
            return (specific or found)[0]
    return None


def meaning_of(text: str, money: MoneyMatch, previous_end: int, next_start: int, language: str) -> str:
    """What the amount is, from the words between it and its neighbours, else from its sentence."""
    order = (language, *(x for x in ("de", "en", "es", "fr", "it", "pt") if x != language))
    s_start, s_end = sentence_bounds(text, money.start)
    before = text[max(s_start, previous_end) : money.start]
    after = text[money.end : min(s_end, next_start)]
    for stretch, nearest_last in ((before, True), (after, False), (text[s_start:s_end], False)):
        meaning = _meaning_in(stretch, order, nearest_last)
        if meaning:
            return meaning
    return "other"

"""Legal notes on German clauses: employment contracts, residential leases, letters from authorities.

Rules keyed on the clause's own wording: the trigger must be in this clause (a renovation clause
that says "in der Regel" is not a rigid schedule; an exclusion period that excepts the minimum wage
gets no minimum-wage note). Each note names the statutes it rests on and, where a decision was
checked (court, date, file number), that decision. Notes say what the law says about clauses
worded like this; they never tell the reader what to do. Wording: ``notes_de.toml`` per locale.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from app.analysis.note_types import ClauseView, NoteDraft, NoteKind
from app.models import Decision, Norm

_GII = "https://www.gesetze-im-internet.de"


def _norm(citation: str, path: str) -> Norm:
    return Norm(citation=citation, url=f"{_GII}/{path}", relation="related")


BGB_202 = _norm("§ 202 BGB", "bgb/__202.html")
BGB_305B = _norm("§ 305b BGB", "bgb/__305b.html")
BGB_307 = _norm("§ 307 BGB", "bgb/__307.html")
BGB_308 = _norm("§ 308 BGB", "bgb/__308.html")
BGB_309 = _norm("§ 309 BGB", "bgb/__309.html")
BGB_535 = _norm("§ 535 BGB", "bgb/__535.html")
BGB_551 = _norm("§ 551 BGB", "bgb/__551.html")
BGB_611A = _norm("§ 611a BGB", "bgb/__611a.html")
BGB_612 = _norm("§ 612 BGB", "bgb/__612.html")
SGB6_41 = _norm("§ 41 SGB VI", "sgb_6/__41.html")
BGB_622 = _norm("§ 622 BGB", "bgb/__622.html")
BURLG_3 = _norm("§ 3 BUrlG", "burlg/__3.html")
BURLG_7 = _norm("§ 7 BUrlG", "burlg/__7.html")
BURLG_13 = _norm("§ 13 BUrlG", "burlg/__13.html")
ENTGFG_5 = _norm("§ 5 EntgFG", "entgfg/__5.html")
GG_12 = _norm("Art. 12 GG", "gg/art_12.html")
HGB_74 = _norm("§ 74 HGB", "hgb/__74.html")
MILOG_1 = _norm("§ 1 MiLoG", "milog/__1.html")
MILOG_3 = _norm("§ 3 MiLoG", "milog/__3.html")
SGG_66 = _norm("§ 66 SGG", "sgg/__66.html")
VWGO_58 = _norm("§ 58 VwGO", "vwgo/__58.html")
DSGVO_7 = Norm(citation="Art. 7 DSGVO", url="https://eur-lex.europa.eu/eli/reg/2016/679/oj", relation="related")

# Decisions, each checked (court, date, file number) against public sources; a url only where the
# exact page of the court's own site was seen.
BAG_OVERTIME = Decision(court="BAG", date="2010-09-01", file_number="5 AZR 517/09")
BAG_PENALTY = Decision(court="BAG", date="2010-09-23", file_number="8 AZR 897/08")
BAG_REVOCATION = Decision(court="BAG", date="2005-01-12", file_number="5 AZR 364/04")
BAG_WRITTEN_FORM = Decision(court="BAG", date="2008-05-20", file_number="9 AZR 382/07")
BAG_MINIMUM_WAGE = Decision(
    court="BAG",
    date="2018-09-18",
    file_number="9 AZR 162/18",
    url="https://www.bundesarbeitsgericht.de/entscheidung/9-azr-162-18/",
)
LAG_MV_SALARY = Decision(court="LAG Mecklenburg-Vorpommern", date="2009-10-21", file_number="2 Sa 183/09")
BGH_SMALL_REPAIRS = Decision(court="BGH", date="1989-06-07", file_number="VIII ZR 91/88")
BGH_NOTICE_WAIVER = Decision(court="BGH", date="2005-04-06", file_number="VIII ZR 27/04")
BGH_PETS = Decision(court="BGH", date="2013-03-20", file_number="VIII ZR 168/12")

# The statutory minimum wage per hour (§ 1 MiLoG and the adjustment ordinances), from the date on.
MINIMUM_WAGE: tuple[tuple[date, float], ...] = (
    (date(2022, 10, 1), 12.00),
    (date(2024, 1, 1), 12.41),
    (date(2025, 1, 1), 12.82),
    (date(2026, 1, 1), 13.90),
)

_NUMBER_WORDS = {
    "ein": 1,
    "eine": 1,
    "einen": 1,
    "einem": 1,
    "einer": 1,
    "eines": 1,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "sechs": 6,
    "sieben": 7,
    "acht": 8,
    "neun": 9,
    "zehn": 10,
    "elf": 11,
    "zwölf": 12,
    "vierzehn": 14,
    "fünfzehn": 15,
    "zwanzig": 20,
}
_NUM = r"(\d{1,3}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"


def _number(token: str) -> int:
    token = token.lower()
    return int(token) if token.isdigit() else _NUMBER_WORDS[token]


def _has(pattern: str, text: str) -> bool:
    return re.search(pattern, text, re.IGNORECASE) is not None


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;!?])\s+(?=[A-ZÄÖÜ§(])", text) if s.strip()]


def _draft(
    kind: NoteKind,
    key: str,
    norms: tuple[Norm, ...],
    decisions: tuple[Decision, ...] = (),
    **params: str,
) -> NoteDraft:
    return NoteDraft(kind=kind, key=key, params=dict(params), norms=norms, decisions=decisions)


# --------------------------------------------------------------------------- employment


def _overtime_flat(text: str) -> list[NoteDraft]:
    """Overtime settled by the salary, or not paid at all, without saying how much (§ 307 Abs. 1 Satz 2 BGB).

    The BAG decision is cited where the clause has the wording it judged ("abgegolten"); a plain
    exclusion ("keine Überstundenvergütung") is judged by the same transparency rule, on the statute."""
    if _has(r"(bis zu|maximal|höchstens|die ersten|bis einschließlich)\s+\d+\s*(Stunden|Überstunden)", text):
        return []
    if _has(r"\d+\s*(Stunden|Überstunden)\s*(pro|im|je)\s*(Monat|Woche)\s*(sind|werden)?\s*(mit|durch)", text):
        return []
    for s in _sentences(text):
        if _has(r"Freizeit|Freistellung|Zeitausgleich", s):
            continue
        if _has(r"abgegolten", s) and _has(r"Überstunden|Mehrarbeit|Mehr-\s*,|Mehrarbeitstage", s):
            return [_draft("may_be_invalid", "de_overtime_flat", (BGB_307, BGB_612), (BAG_OVERTIME,))]
        if _has(
            r"keine\s+(gesonderte\s+|zusätzliche\s+)?(Überstunden|Mehrarbeits)(vergütung|zuschläge|bezahlung)"
            r"|(Überstunden|Mehrarbeit)\w*\s+(werden|wird)\s+nicht\s+(gesondert\s+|zusätzlich\s+)?(vergütet|bezahlt)",
            s,
        ):
            return [_draft("may_be_invalid", "de_overtime_excluded", (BGB_307, BGB_612))]
    return []


def _written_form(text: str) -> list[NoteDraft]:
    """Written form as a condition of validity for changes: oral individual agreements prevail (§ 305b BGB).

    BAG 9 AZR 382/07 judged the double written-form clause (the form's own waiver needs writing); it is
    cited only where the clause says so. A clause that makes changes or oral agreements ineffective
    without writing misstates § 305b BGB in the same way and is noted on the statute alone."""
    if not _has(r"Schriftform|schriftlich", text):
        return []
    if _has(r"§\s*305\s*b|Individual(abrede|vereinbarung|absprache)\w*[^.]{0,60}(Vorrang|formlos|unberührt)", text):
        return []  # the clause itself keeps individual agreements valid
    double = _has(
        r"(Aufhebung|Abänderung|Änderung|Verzicht|Abbedingung)\w*\s+(auf\s+)?(de[rns]\s+|das\s+|dieser\s+)?"
        r"(Schriftform|Schriftformklausel|Schriftformerfordernis)",
        text,
    )
    if double:
        return [_draft("may_be_invalid", "de_written_form", (BGB_305B, BGB_307), (BAG_WRITTEN_FORM,))]
    oral_void = _has(
        r"mündlich\w*\s+(Neben)?(abrede|vereinbarung|absprache)\w*[^.]{0,80}"
        r"(nicht|nur dann|ohne schriftliche)[^.]{0,40}(wirksam|Rechtswirksamkeit|Gültigkeit)",
        text,
    ) or _has(r"auch wenn sie (bereits )?mündlich getroffen", text)
    constitutive = _has(
        r"(Änderung|Ergänzung|Nebenabrede)\w*[^.]{0,80}(zu ihrer|zur) (Rechts)?(wirksamkeit|Gültigkeit)[^.]{0,20}"
        r"(der )?(Schriftform|schriftlichen Form)"
        r"|(Änderung|Ergänzung|Nebenabrede)\w*[^.]{0,60}\bnur (dann )?wirksam,? wenn sie schriftlich",
        text,
    )
    if oral_void or constitutive:
        return [_draft("may_be_invalid", "de_written_form_oral", (BGB_305B, BGB_307))]
    return []


def _salary_secrecy(text: str) -> list[NoteDraft]:
    """Secrecy about one's own pay (LAG Mecklenburg-Vorpommern 2 Sa 183/09)."""
    for s in _sentences(text):
        if _has(r"Vertragsstrafe", s):
            continue
        if _has(r"Stillschweigen|Verschwiegenheit|vertraulich|geheim", s) and _has(
            r"Gehalt|Einkommen|Bezüge|Verdienst|Vergütung", s
        ):
            return [_draft("may_be_invalid", "de_salary_secrecy", (BGB_307,), (LAG_MV_SALARY,))]
    return []


def _secrecy_broad(text: str) -> list[NoteDraft]:
    """Secrecy after the end of employment about all business matters, or about one's own knowledge.

    A duty after the end of employment limited to trade secrets is valid; one that covers every
    business matter, or bars using the knowledge and experience gained, works like a non-compete
    without the compensation § 74 Abs. 2 HGB requires (§ 307 BGB)."""
    if not _has(r"Stillschweigen|Verschwiegenheit|Geheimhaltung|geheim zu halten|nicht unbefugt", text):
        return []
    after = _has(
        r"nach (de[mrn] |seine[mr] |ihre[mr] )?(Ausscheiden|Beendigung|Ende)|nach dessen (Ende|Beendigung)", text
    )
    everything = _has(
        r"\balle[mn]?\b[^.]{0,80}(geschäftlichen|betrieblichen|betriebsinternen)?\s*(Angelegenheiten|Vorgänge|Tatsachen)"
        r"|(Geschäfts|Betriebs)-? (und|oder) (Geschäfts|Betriebs)vorgänge",
        text,
    )
    knowledge = _has(r"Kenntnisse?n? und Erfahrungen[^.]{0,200}(nur|ausschließlich) im (Sinne|Interesse)", text)
    if (after and everything) or knowledge:
        return [_draft("may_be_invalid", "de_secrecy_broad", (BGB_307, HGB_74))]
    return []


_BENEFIT = (
    r"(Dienstwagen|Firmenwagen|Fahrzeug|Zulage|Prämie|Bonus|Gratifikation|Sonderzahlung|Leistung|Vergütung|Zuschuss)"
)


def _revocation(text: str) -> list[NoteDraft]:
    """A benefit of the pay revocable without reasons stated (§ 308 Nr. 4 BGB; BAG 5 AZR 364/04)."""
    if _has(r"\bwenn\b|\bsofern\b|\bsoweit\b|\bbei Vorliegen\b|\baus\s+\w*\s*Gr[uü]nd|Gr[uü]nde?\b", text):
        return []  # the clause names when it may be revoked
    for s in _sentences(text):
        if not _has(r"widerruf|Widerruf vorbehalten", s) or not _has(_BENEFIT, s):
            continue
        if _has(r"(Arbeitnehmer|Mitarbeiter|Angestellte|Sie)\w*\s+(kann|können|ist berechtigt)", s):
            continue  # the employee's own right to revoke
        return [_draft("may_be_invalid", "de_revocation", (BGB_308, BGB_307), (BAG_REVOCATION,))]
    return []


def _retirement_age(text: str) -> list[NoteDraft]:
    """Employment ending at an age below the standard pension age (§ 41 Satz 2 SGB VI)."""
    if not _has(r"\bendet\b|Beendigung|beendet", text):
        return []
    m = re.search(r"(\d{2})\.\s*Lebensjahr", text)
    early = m is not None and int(m.group(1)) < 67 and _has(r"vollende|erreich|Vollendung", text)
    if early:
        return [_draft("unusual", "de_retirement_early", (SGB6_41,))]
    return []


def _side_job(text: str) -> list[NoteDraft]:
    """A general ban on side jobs, or consent without criteria (Art. 12 GG, § 307 BGB)."""
    if not _has(r"Nebentätigkeit|Nebenbeschäftigung|nebenberuflich|ganze Arbeitskraft", text):
        return []
    criteria = _has(
        r"Zustimmung (ist|wird) zu erteilen|erteilt die (Einwilligung|Zustimmung)|darf nicht versagt|"
        r"nur (aus|bei) (sachlichen|berechtigten)|anzuzeigen|Anzeige",
        text,
    )
    if criteria:
        return []
    ban = _has(r"(Nebentätigkeit|Nebenbeschäftigung)\w*[^.]{0,60}(nicht gestattet|untersagt|verboten)", text) or _has(
        r"(nicht gestattet|untersagt|verboten)[^.]{0,60}(Nebentätigkeit|Nebenbeschäftigung)", text
    )
    consent = _has(
        r"(Nebentätigkeit|Nebenbeschäftigung|nebenberufliche Tätigkeit)[^.]{0,120}(Zustimmung|Genehmigung|Einwilligung)",
        text,
    ) or _has(r"(Zustimmung|Genehmigung)[^.]{0,60}(Nebentätigkeit|Nebenbeschäftigung)", text)
    whole = _has(r"ganze Arbeitskraft", text)
    if ban or whole:
        return [_draft("may_be_invalid", "de_side_job", (GG_12, BGB_307))]
    if consent:
        # A duty to ask for consent is read as a reservation the employer must grant where no
        # legitimate interest is affected; courts do not void it as such, so it is no "may be invalid".
        return [_draft("unusual", "de_side_job_consent", (GG_12, BGB_307))]
    return []


def _absence_reason(text: str) -> list[NoteDraft]:
    """The reason (diagnosis) of an absence must be disclosed (§ 5 EntgFG asks only the fact and duration)."""
    if not _has(r"Verhinderung|Abwesenheit|Arbeitsunfähig|Krankheit|Erkrankung", text):
        return []
    if _has(
        r"(Angabe|mitzuteilen|anzugeben|informieren|mitteilen|Mitteilung)[^.]{0,60}\bGr[uü]nde?\b(?! (für die|des) Kündigung)"
        r"|\bGr[uü]nde?s?\s+(der|seiner|ihrer|für die)\s+\w*(verhinderung|Abwesenheit)"
        r"|über den Grund",
        text,
    ):
        return [_draft("may_be_invalid", "de_absence_reason", (ENTGFG_5, BGB_307))]
    return []


_EXCLUSION = r"verf[aä]ll\w*|erl[oö]sch\w*|Ausschlussfrist|Verfallfrist|Verfallsfrist"


def _exclusion_period(text: str) -> list[NoteDraft]:
    """Ausschlussfristen: too short, written form, no exception for the minimum wage."""
    if not (_has(_EXCLUSION, text) and _has(r"Anspr[uü]ch", text) and _has(r"geltend", text)):
        return []
    if _has(r"Urlaub(stage)?\s+verf", text) and not _has(r"Ansprüche aus dem Arbeitsverhältnis", text):
        return []
    out: list[NoteDraft] = []
    short = False
    for m in re.finditer(_NUM + r"\s+(Woche|Monat)\w*", text, re.IGNORECASE):
        n, unit = _number(m.group(1)), m.group(2).lower()
        after = text[m.end() : m.end() + 40]
        if unit == "woche" and re.match(r"\s*nach (der |dem )?(schriftlichen )?(Geltendmachung|Zugang)", after):
            continue  # the other side's time to answer, not the exclusion period
        if (unit == "woche" and n < 13) or (unit == "monat" and n < 3):
            short = True
    if short:
        out.append(_draft("may_be_invalid", "de_exclusion_short", (BGB_307,)))
    if _has(r"schriftlich\w*\s+(gegenüber\s+\w+\s+\w+\s+)?geltend|schriftlich\w* Geltendmachung", text) or _has(
        r"geltend gemacht[^.]{0,20}(unter Angabe[^.]{0,30})?schriftlich", text
    ):
        out.append(_draft("may_be_invalid", "de_exclusion_written", (BGB_309,)))
    # BAG 9 AZR 162/18 judged a period for the claims of the employment in general; one limited to
    # claims that are no pay for hours worked (commission, bonus, expenses) does not reach the minimum wage.
    limited = _has(
        r"Ansprüche\s+(auf|aus)\s+([\w-]+\s+(bzw\.|und|oder)\s+)?(Provision|Prämie|Bonus|Tantieme|Reisekosten|Spesen|"
        r"Auslagen|Aufwendung|Aufwandsersatz)",
        text,
    )
    if not limited and not _has(r"Mindestlohn|MiLoG|Mindestentgelt|Mindestarbeitsbedingungen|AEntG", text):
        out.append(_draft("may_be_invalid", "de_exclusion_minimum_wage", (MILOG_3, BGB_307), (BAG_MINIMUM_WAGE,)))
    return out


def _limitation(text: str) -> list[NoteDraft]:
    """A shortened limitation period for all claims (§ 202 Abs. 1 BGB: not for intent)."""
    m = re.search(r"Verjährungsfrist[^.]{0,80}beträgt\s+" + _NUM + r"\s+(Jahr|Monat)", text, re.IGNORECASE)
    if m and not _has(r"Vorsatz", text):
        return [_draft("may_be_invalid", "de_limitation_short", (BGB_202, BGB_307))]
    return []


def _holiday(text: str) -> list[NoteDraft]:
    out: list[NoteDraft] = []
    if not _has(r"Urlaub", text):
        return out
    m = re.search(
        r"(Urlaub\w*|Anspruch)[^.]{0,40}?(beträgt|von|auf)\s+(zur Zeit\s+|derzeit\s+)?"
        + _NUM
        + r"\s+(gesetzlich\w*\s+\w+\s+)?(bezahlte\s+)?(Arbeitstag|Werktag|Urlaubstag|Tag)\w*",
        text,
        re.IGNORECASE,
    )
    if m and not _has(r"pro (vollem )?(Beschäftigungs)?monat|je (vollem )?(Beschäftigungs)?monat", m.group(0)):
        days = _number(m.group(4))
        five = _has(r"\b5[- ]Tage|Fünf[- ]Tage", text)
        six = not five and _has(r"\b6[- ]Tage|Sechs[- ]Tage|Werktag", text)
        minimum = 24 if six else 20
        part_time = _has(r"Teilzeit|\b[1-4][- ]Tage[- ]?Woche|\b(Ein|Zwei|Drei|Vier)[- ]Tage[- ]?Woche", text)
        if days < minimum and not part_time:
            out.append(_draft("may_be_invalid", "de_holiday_minimum", (BURLG_3, BURLG_13), days=str(minimum)))
    lapse = re.search(
        r"verf[aä]ll\w*\s+(am|mit dem|zum|spätestens am)?\s*(\d{1,2})\.\s*(Januar|Februar|März|0?1\.|0?2\.|0?3\.)",
        text,
        re.IGNORECASE,
    )
    if lapse:
        day = int(lapse.group(2))
        month = lapse.group(3).lower()
        if not (month.startswith(("märz", "03", "3")) and day >= 31):
            out.append(_draft("unusual", "de_holiday_lapse", (BURLG_7,)))
    return out


def _probation(text: str) -> list[NoteDraft]:
    if not _has(r"Probezeit|Probearbeitsverhältnis", text):
        return []
    out: list[NoteDraft] = []
    tariff = _has(r"Tarifvertrag|tariflich|MRTV|Manteltarif", text)
    immediate = _has(r"Probezeit[^.]{0,120}(mit sofortiger Wirkung|ohne Einhaltung einer (Kündigungs)?frist)", text)
    days = [
        _number(m.group(1))
        for m in re.finditer(r"Frist von\s+" + _NUM + r"\s+(Kalender|Werk|Arbeits)?tag", text, re.IGNORECASE)
    ]
    if immediate or any(d < 14 for d in days):
        out.append(_draft("unusual" if tariff else "may_be_invalid", "de_probation_notice", (BGB_622,)))
    m = re.search(r"Probezeit\s+(von|beträgt)\s+" + _NUM + r"\s+Monat", text, re.IGNORECASE)
    if m and _number(m.group(2)) > 6:
        out.append(_draft("unusual", "de_probation_long", (BGB_622,)))
    return out


def _notice_one_sided(text: str) -> list[NoteDraft]:
    """A notice period that binds only the employee (§ 622 Abs. 6 BGB)."""
    if not _has(r"Kündigungsfrist|gekündigt|Frist von", text):
        return []
    employee_only = _has(r"arbeitnehmerseitig|seitens des Arbeitnehmers|vom Arbeitnehmer\s+(nur\s+)?mit", text)
    if employee_only and not _has(r"Arbeitgeber|arbeitgeberseitig|beiderseit|beide|jede", text):
        return [_draft("may_be_invalid", "de_notice_one_sided", (BGB_622,))]
    return []


def _penalty(text: str) -> list[NoteDraft]:
    """A contractual penalty of a month's pay or more without a cap (BAG 8 AZR 897/08)."""
    if not _has(r"Vertragsstrafe", text):
        return []
    high = re.search(
        r"Vertragsstrafe[^.]{0,80}(in Höhe\s+)?(von\s+)?(eine[rs]?|" + _NUM + r")\s+"
        r"(Brutto)?(monats\w*|Monatsgeh\w*|Monatsverdienst\w*|Monatsvergütung\w*)",
        text,
        re.IGNORECASE,
    ) or _has(r"Vertragsstrafe[^.]{0,40}(ein|einem)\s+monatlich\w*\s+Brutto", text)
    if not high:
        return []
    if _has(r"höchstens|maximal|bis zur Höhe|nicht mehr als|bis zum Ablauf der|halbe", text):
        return []
    if _has(r"Wettbewerb", text):
        return []  # the decision is about leaving without notice; a non-compete's penalty is judged otherwise
    short_notice = _has(r"Probezeit|(zwei|2) Wochen|(vierzehn|14) Tage", text)
    if short_notice:
        # The case BAG 8 AZR 897/08 decided: a month's pay where the employee could leave at shorter notice.
        return [_draft("may_be_invalid", "de_penalty_high", (BGB_307,), (BAG_PENALTY,))]
    return [_draft("unusual", "de_penalty_month", (BGB_307,))]


def _training_repayment(text: str) -> list[NoteDraft]:
    """Repaying training or induction costs without staggering (§ 307 BGB)."""
    if not _has(
        r"(Einweisung|Einarbeitung|Ausbildung|Fortbildung|Weiterbildung|Schulung)\w*[^.]{0,80}"
        r"(zu erstatten|zurückzuzahlen|zurückzuerstatten|Rückzahlung|zu ersetzen)",
        text,
    ):
        return []
    if _has(r"anteilig|gestaffelt|für jeden (vollen )?Monat|um je|vermindert sich|1/\d+|pro rata", text):
        return []
    return [_draft("may_be_invalid", "de_training_repayment", (BGB_307,))]


def _unpaid_training(text: str) -> list[NoteDraft]:
    if _has(
        r"(Schulung|Fortbildung|Weiterbildung|Einarbeitung)[^.]{0,120}(ohne Vergütung|unbezahlt|unentgeltlich)", text
    ):
        return [_draft("may_be_invalid", "de_unpaid_training", (BGB_611A, BGB_612))]
    return []


def _assignment_ban(text: str) -> list[NoteDraft]:
    """A ban on assigning pay claims (§ 308 Nr. 9 a BGB, contracts from 1 October 2021)."""
    if _has(r"Abtretung[^.]{0,120}(ausgeschlossen|unzulässig|nicht gestattet)", text) and not _has(
        r"sachlichen Gr", text
    ):
        return [_draft("may_be_invalid", "de_assignment_ban", (BGB_308,))]
    return []


def _non_compete(text: str) -> list[NoteDraft]:
    """A post-contractual non-compete without compensation (§ 74 Abs. 2 HGB)."""
    if not _has(r"Wettbewerb|Konkurrenz", text):
        return []
    after = _has(
        r"nach (der |dem |seinem |ihrem )?(Beendigung|Ausscheiden|Ende)[^.]{0,80}(Wettbewerb|Konkurrenz|tätig)", text
    )
    if after and not _has(r"Karenzentschädigung|Entschädigung|§\s*74", text):
        return [_draft("may_be_invalid", "de_non_compete", (HGB_74,))]
    return []


def _minimum_wage(text: str, today: date | None = None) -> list[NoteDraft]:
    m = re.search(
        r"(Stundenlohn|Stundenvergütung|Stundensatz)\w*\s+(in Höhe\s+)?(von\s+)?(EUR\s*|€\s*)?(\d{1,2}),(\d{2})",
        text,
        re.IGNORECASE,
    )
    if not m:
        return []
    amount = float(f"{m.group(5)}.{m.group(6)}")
    when = today or date.today()
    current = [(d, w) for d, w in MINIMUM_WAGE if d <= when]
    if not current:
        return []
    since, wage = current[-1]
    if amount < wage:
        return [
            _draft(
                "may_be_invalid",
                "de_minimum_wage",
                (MILOG_1, MILOG_3),
                wage=f"{wage:.2f}".replace(".", ","),
                since=since.strftime("%d.%m.%Y"),
            )
        ]
    return []


def _notice_month_end(text: str) -> list[NoteDraft]:
    """Four weeks "zum Monatsende" only, where § 622 Abs. 1 BGB also allows the fifteenth."""
    if _has(r"(vier|4) Wochen zum (Monatsende|Ende eines (Kalender)?monats)", text) and not _has(
        r"15\.|Fünfzehnten", text
    ):
        return [_draft("unusual", "de_notice_month_end", (BGB_622,))]
    return []


def _holiday_request_written(text: str) -> list[NoteDraft]:
    """Holiday to be requested in writing (§ 309 Nr. 13 BGB: at most text form for declarations)."""
    if _has(r"Urlaub[^.]{0,80}schriftlich\w*\s+(anzumelden|angemeldet|zu beantragen|beantragt)", text):
        return [_draft("unusual", "de_holiday_written", (BGB_309,))]
    return []


def _presumption(text: str) -> list[NoteDraft]:
    """A presumption against the employee shifts the burden of proof (§ 309 Nr. 12 BGB)."""
    if _has(r"\bwird vermutet\b|\bgilt die Vermutung\b|\bwird unwiderleglich vermutet\b", text):
        return [_draft("may_be_invalid", "de_presumption", (BGB_309,))]
    return []


def _data_consent(text: str) -> list[NoteDraft]:
    """Consent to data processing inside the contract (Art. 7 DSGVO: distinguishable and voluntary)."""
    if _has(r"Daten", text) and _has(
        r"(einverstanden|willigt[^.]{0,40}ein|stimmt[^.]{0,80}zu)[^.]{0,160}(verarbeit|gespeichert|übermittel|Weitergabe)"
        r"|(Verarbeitung|Weitergabe|Übermittlung)[^.]{0,120}(zustimm|stimmt[^.]{0,40}zu|einverstanden)"
        r"|stimmt[^.]{0,40}(Verarbeitung|Weitergabe|Übermittlung)[^.]{0,80}\bzu\b",
        text,
    ):
        return [_draft("unusual", "de_data_consent", (DSGVO_7,))]
    return []


_EMPLOYMENT_RULES: tuple[Callable[[str], list[NoteDraft]], ...] = (
    _overtime_flat,
    _written_form,
    _salary_secrecy,
    _secrecy_broad,
    _revocation,
    _retirement_age,
    _side_job,
    _absence_reason,
    _exclusion_period,
    _limitation,
    _holiday,
    _probation,
    _notice_one_sided,
    _penalty,
    _training_repayment,
    _unpaid_training,
    _assignment_ban,
    _non_compete,
    _minimum_wage,
    _notice_month_end,
    _holiday_request_written,
    _presumption,
    _data_consent,
)


# --------------------------------------------------------------------------- tenancy


def _renovation(text: str) -> list[NoteDraft]:
    """Renovation at rigid intervals ("spätestens alle drei Jahre"), no "in der Regel" (§ 307 BGB)."""
    if not _has(r"Schönheitsreparatur|renovier|Renovierung|streichen|tapezier|anstreichen", text):
        return []
    interval = _has(r"(alle|nach|spätestens)\s+(\w+\s+)?" + _NUM + r"\s+Jahr", text) or _has(
        r"\b" + _NUM + r"[- ]?jährig", text
    )
    if not interval:
        return []
    if _has(
        r"in der Regel|im Allgemeinen|regelmäßig|üblicherweise|Grad der Abnutzung|Zustand|wenn erforderlich|"
        r"soweit erforderlich|bei Bedarf|erforderlich werden",
        text,
    ):
        return []
    return [_draft("may_be_invalid", "de_renovation_rigid", (BGB_307, BGB_535))]


def _small_repairs(text: str) -> list[NoteDraft]:
    if not _has(r"Kleinreparatur|kleine(re)? Instandhaltung|Bagatell|kleine(re)? Reparatur", text):
        return []
    if _has(r"jährlich|im Jahr|pro Jahr|je Jahr|Jahresmiete|Kalenderjahr|Jahresbetrag|innerhalb eines Jahres", text):
        return []
    return [_draft("may_be_invalid", "de_small_repairs", (BGB_307, BGB_535), (BGH_SMALL_REPAIRS,))]


def _notice_waiver(text: str) -> list[NoteDraft]:
    if not _has(r"verzicht|Kündigungsausschluss|ausgeschlossen|nicht gekündigt", text):
        return []
    if not _has(r"Kündigung|kündig", text):
        return []
    # BGH VIII ZR 27/04: a waiver for more than four years; the years must be those of the waiver, in its sentence.
    for s in _sentences(text):
        if not (_has(r"verzicht|Kündigungsausschluss|ausgeschlossen|nicht gekündigt", s) and _has(r"kündig", s)):
            continue
        for m in re.finditer(_NUM + r"\s+Jahr", s, re.IGNORECASE):
            if _number(m.group(1)) > 4:
                return [_draft("may_be_invalid", "de_notice_waiver", (BGB_307,), (BGH_NOTICE_WAIVER,))]
    return []


def _deposit(text: str) -> list[NoteDraft]:
    if not _has(r"Kaution|Mietsicherheit|Sicherheitsleistung", text):
        return []
    m = re.search(_NUM + r"\s+(Netto|Kalt|Grund)?(monats)?(miete|kaltmiete|mieten)", text, re.IGNORECASE)
    too_high = m is not None and _number(m.group(1)) > 3
    one_sum = _has(
        r"in einer Summe|in einem Betrag|auf einmal|in voller Höhe (bei|vor|mit)|vollständig (bei|vor)|"
        r"ohne Ratenzahlung|Ratenzahlung ist ausgeschlossen",
        text,
    )
    if too_high or one_sum:
        return [_draft("legal_limit", "de_deposit", (BGB_551,))]
    return []


def _pets(text: str) -> list[NoteDraft]:
    if not _has(r"Hund|Katze", text):
        return []
    ban = _has(
        r"(Hund|Katze)\w*[^.]{0,80}(nicht gestattet|untersagt|verboten|nicht erlaubt|ausgeschlossen)", text
    ) or _has(r"keine (Hunde|Katzen)[^.]{0,40}(zu )?halten", text)
    if ban and not _has(r"Zustimmung|Erlaubnis|Genehmigung|Einzelfall|Einwilligung", text):
        return [_draft("may_be_invalid", "de_pets_ban", (BGB_307, BGB_535), (BGH_PETS,))]
    return []


_TENANCY_RULES: tuple[Callable[[str], list[NoteDraft]], ...] = (
    _renovation,
    _small_repairs,
    _notice_waiver,
    _deposit,
    _pets,
)


# --------------------------------------------------------------------------- authority letters


def _remedies(text: str, heading: str | None) -> list[NoteDraft]:
    """A notice of remedies with a period other than one month (§ 58 Abs. 2 VwGO, § 66 Abs. 2 SGG)."""
    is_notice = _has(r"Rechtsbehelfsbelehrung|Rechtsmittelbelehrung", f"{heading or ''} {text}")
    names_remedy = _has(r"\b(Widerspruch|Klage|Einspruch)\b[^.]{0,120}(innerhalb|binnen)", text)
    if not (is_notice or names_remedy):
        return []
    one_month = _has(r"(eines|einen|1)\s+Monat", text)
    body = _has(r"\b(bei|beim|bei der|bei dem|an)\s+(de[rm]\s+)?[A-ZÄÖÜ]", text)
    if not one_month or not body:
        return [_draft("info", "de_remedies_one_year", (VWGO_58, SGG_66))]
    return []


# --------------------------------------------------------------------------- entry point

_EMPLOYMENT = frozenset({"employment", "employment_contract"})
_TENANCY = frozenset({"tenancy", "rental_contract", "lease"})
_AUTHORITY = frozenset({"authority_letter", "tax_assessment", "authority"})


def find_german_notes(view: ClauseView) -> list[NoteDraft]:
    """Notes for one German clause, by the document's category; none for other languages."""
    if view.document_language != "de":
        return []
    text = " ".join(view.text.split())
    drafts: list[NoteDraft] = []
    if view.category in _EMPLOYMENT:
        for rule in _EMPLOYMENT_RULES:
            drafts.extend(rule(text))
    elif view.category in _TENANCY:
        for rule in _TENANCY_RULES:
            drafts.extend(rule(text))
    elif view.category in _AUTHORITY:
        drafts.extend(_remedies(text, view.heading))
    return drafts

"""Legal notes on terms of service: clause types that consumer law often treats as unfair.

For documents of category ``terms_and_conditions`` only. Each sentence of a clause is scored by a
linear model per clause type (logistic regression on word uni- and bigrams plus a keyword layer),
trained by ``tools/train_unfair.py`` on the multilingual unfair-clause corpus of Galassi et al. 2024
(CC BY 4.0; see ``app/analysis/data/README.md``). The weights ship as a small JSON file; inference is
pure Python. For languages the model has no training text in (es, fr, pt) the keyword layer alone
decides.

One note key per type: arbitration, unilateral change, content removal, jurisdiction, choice of
law, limitation of liability, unilateral termination, contract by using, privacy policy included.
The kind is ``may_be_invalid`` where the wording is of the kind the corpus annotators marked
clearly unfair (a second linear model per type, or a fixed rule where the corpus has one level
only), ``unusual`` otherwise. Norms: Directive 93/13/EEC (Art. 3(1) and the Annex point that fits)
for every document, and the national rules for German (BGB, ZPO) and Italian (Codice del consumo)
documents. Nothing of the clause is logged.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path

from app.analysis import fast_re as re
from app.analysis.dates import durations_as_written
from app.analysis.laws import statute
from app.analysis.note_types import ClauseView, NoteDraft, NoteKind
from app.analysis.statements import breach_in_condition, provider_ends, reader_acts
from app.models import Decision, Norm

CATEGORY = "terms_and_conditions"
MODEL_PATH = Path(__file__).parent / "data" / "unfair_tos.json"

TYPES: dict[str, str] = {
    "a": "tos_arbitration",
    "ch": "tos_unilateral_change",
    "cr": "tos_content_removal",
    "j": "tos_jurisdiction",
    "law": "tos_choice_of_law",
    "ltd": "tos_limitation_of_liability",
    "ter": "tos_unilateral_termination",
    "use": "tos_contract_by_using",
    "pinc": "tos_privacy_included",
}

# ---------------------------------------------------------------------------------------------
# Norms and decisions (each checked against its official or a reliable public source)

_DIRECTIVE = "https://eur-lex.europa.eu/eli/dir/1993/13/oj"
_CDC = "https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2005-09-06;206"


def _dir(point: str | None = None) -> tuple[Norm, ...]:
    art3 = Norm(citation="Art. 3(1) Directive 93/13/EEC", url=_DIRECTIVE, relation="related")
    if point is None:
        return (art3,)
    return (art3, Norm(citation=f"Annex 1({point}) Directive 93/13/EEC", url=_DIRECTIVE, relation="related"))


def _bgb(section: str, number: str | None = None) -> Norm:
    return statute("BGB", section, f"Nr. {number}" if number else "")


def _zpo(section: str, paragraph: str | None = None) -> Norm:
    return statute("ZPO", section, f"Abs. {paragraph}" if paragraph else "")


def _cdc(letter: str | None = None) -> Norm:
    cite = f"art. 33 comma 2 lett. {letter}) Codice del consumo" if letter else "artt. 33-36 Codice del consumo"
    return Norm(citation=cite, url=_CDC, relation="related")


_ROME_I = Norm(
    citation="Art. 6(2) Regulation (EC) No 593/2008 (Rome I)",
    url="https://eur-lex.europa.eu/eli/reg/2008/593/oj",
    relation="related",
)

# EU-wide norms per type (Annex 1 point of Directive 93/13/EEC that fits the clause type).
_EU_NORMS: dict[str, tuple[Norm, ...]] = {
    "a": _dir("q"),
    "ch": _dir("j"),
    "cr": _dir(),
    "j": _dir("q"),
    "law": (*_dir(), _ROME_I),
    "ltd": (*_dir("a"), *_dir("b")[1:]),
    "ter": _dir("g"),
    "use": _dir("i"),
    "pinc": _dir("i"),
}
_DE_NORMS: dict[str, tuple[Norm, ...]] = {
    "a": (_bgb("307"), _zpo("1031", "5")),
    "ch": (_bgb("307"), _bgb("308", "4")),
    "cr": (_bgb("307"),),
    "j": (_bgb("307"), _zpo("38")),
    "law": (_bgb("307"),),
    "ltd": (_bgb("307"), _bgb("309", "7")),
    "ter": (_bgb("307"),),
    "use": (_bgb("307"),),
    "pinc": (_bgb("307"),),
}
_IT_LETTER: dict[str, str] = {"a": "t", "j": "u", "ltd": "b"}

# CJEU: a jurisdiction clause for the seller's seat in consumer standard terms is unfair (Océano);
# a choice-of-law term that leaves the consumer thinking only the chosen law applies is unfair
# (Amazon EU). BGH: standard terms by which silence counts as consent to any change are void.
OCEANO = Decision(
    court="CJEU",
    date="2000-06-27",
    file_number="C-240/98",
    url="https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:61998CJ0240",
)
AMAZON_EU = Decision(
    court="CJEU",
    date="2016-07-28",
    file_number="C-191/15",
    url="https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:62015CJ0191",
)
_BGH_CONSENT = Decision(court="BGH", date="2021-04-27", file_number="XI ZR 26/20")


def norms_for(kind: str, language: str) -> tuple[Norm, ...]:
    norms = _EU_NORMS[kind]
    if language == "de":
        norms = norms + _DE_NORMS[kind]
    elif language == "it":
        letter = _IT_LETTER.get(kind)
        norms = norms + ((_cdc(letter),) if letter else ()) + (_cdc(),)
    return norms


# Wording that deems the customer's silence (not objecting) to be consent to a change: the feature the
# BGH judged (XI ZR 26/20, a bank's terms by which a customer who did not object within two months
# was deemed to agree). Continued use is conduct, not silence: that decision is not cited for it, and the
# clause gets its own wording (_CONTINUED_USE). A change clause with neither stands on the statute alone.
_SILENT = re.compile(
    r"if you do not (?:object|cancel|terminate|stop)|unless you (?:object|reject|notify)|fail to object|"
    r"(?:nicht|kein\w*) widersprech|widersprech\w* (?:sie |du |der kunde |der nutzer )?nicht|widerspruch\w* nicht|"
    r"schweigen|silenzio|silence|silencio|silêncio|non (?:si oppone|vi opponete|ti opponi)|ne vous opposez pas|"
    r"no se opone|não se opuser"
)
# "Deemed accepted" with no act of the customer named: the deemed consent of silence again.
_DEEMED = re.compile(
    r"deemed (?:to (?:have )?)?accept|constitutes? (?:your )?accept|"
    r"gilt[^.]{0,40} als (?:angenommen|akzeptiert|genehmigt|erteilt|zugestimmt)|als zustimmung|zustimmung gilt|"
    r"(?:si intender|si considerer|si riterr|sarà considerat)\w*[^.]{0,30}accett|"
    r"réputée?s? accept|vaut acceptation|se considerará\w*[^.]{0,30}acept|considera-se\w*[^.]{0,30}aceit"
)
_CONTINUED_USE = re.compile(
    r"continu\w* (?:to use|use|using|access)|(?:by|your) (?:continuing|continued)|"
    r"weiter\w* nutz|nutzung\w* (?:\w+ )?fort|fortgesetzte\w* nutzung|fortsetzung der nutzung|"
    r"continuando a (?:utilizzare|usare)|uso continuato|continuo utilizzo|continuer à utiliser|utilisation continue|"
    r"uso continuado|seguir (?:utilizando|usando)|continuar a (?:utilizar|usar)"
)
# The consumer keeps the courts of their home: Océano (C-240/98) judged the opposite.
_HOME_COURTS = re.compile(
    r"where you (?:live|reside)|your (?:country|place|state) of (?:residence|domicile)|courts? of your (?:country|home)|"
    r"in which you (?:live|reside)|(?:ihrem|deinem|seinem) (?:wohnsitz|wohnort|aufenthalt)|wohnsitz des (?:verbrauchers|"
    r"nutzers|kunden)|residenza (?:del consumatore|dell.utente)|domicilio del consumatore|foro del consumatore|"
    r"luogo di residenza|votre (?:lieu de )?(?:résidence|domicile)|su (?:lugar de )?(?:residencia|domicilio)|"
    r"(?:seu|sua) (?:local de )?(?:residência|domicílio)"
)
# The choice of law keeps the mandatory protection of the consumer's own law: not what C-191/15 judged.
_PROTECTION_KEPT = re.compile(
    r"mandatory|protection[^.]{0,60}(?:law|laws) of (?:your|the country)|zwingend|verbraucherschutz|"
    r"inderogabil|norme imperative|disposizioni imperative|tutela[^.]{0,40}consumator|impérativ|imperativ|"
    r"obligatori"
)


# The clause names a period of notice: a duration (``durations_as_written``: figures and number words of every
# language) with a word of notice or of "in advance" beside it in its sentence ("with 60 days' notice", "mit einer
# Frist von vier Wochen", "con 30 giorni di preavviso"). Annex 1(g) lists ending without reasonable notice; whether a
# named period is reasonable is weighed, so the note then says that the clause names one.
_NOTICE_WORD = re.compile(
    r"notice|\bfrist\b|vorher|im voraus|vorab|preavviso|in anticipo|préavis|à l.avance|preaviso|antelación|"
    r"antecedência|aviso prévio"
)
_WITHOUT_NOTICE = re.compile(
    r"without (?:prior |any |further )?notice|ohne (?:vorherige |weitere )?(?:ankündigung|frist|vorwarnung)|fristlos|"
    r"senza (?:alcun )?preavviso|sans (?:aucun )?préavis|sin (?:previo )?aviso|sin preaviso|sem (?:aviso|pré-aviso)"
)
_NEAR = 40  # characters on either side of the duration, within its sentence


def _names_notice(text: str) -> bool:
    """A period of notice is named and ending without notice is not: Annex 1(g)'s "without reasonable notice" is then
    not what the clause says, and the note says that it names a period."""
    low = text.lower()
    if _WITHOUT_NOTICE.search(low):
        return False
    at = 0
    for _number, _unit, written in durations_as_written(low):
        start = low.find(written, at)
        at = end = start + len(written)
        before = re.split(r"[.;]", low[max(0, start - _NEAR) : start])[-1]
        after = re.split(r"[.;]", low[end : end + _NEAR])[0]
        if _NOTICE_WORD.search(before) or _NOTICE_WORD.search(after):
            return True
    return False


# Ending or suspending tied to grounds (Annex 1(g) excepts "serious grounds"): the clause's termination sentences each
# name the case as the user's breach (a condition read by the statement model, app/analysis/statements.py) or name a
# serious ground (fraud, unlawful use, good cause), and none keeps ending at will ("for any reason", "at our
# discretion", "without cause"). Whether the named grounds are serious is weighed; the note says so, as ``unusual``.
_AT_WILL = re.compile(
    r"for any reason|for no reason|with or without (?:cause|reason)|without (?:giving |stating )?(?:any |a )?"
    r"(?:reason|cause|justification)|(?:at|in) (?:our|its|their) (?:sole |absolute |own )*discretion|"
    r"aus (?:beliebigem|jedem|irgendeinem) grund|ohne (?:angabe (?:von|eines) )?gr(?:u|ü)nde?s?\b|"
    r"nach (?:unserem |eigenem |freiem )*ermessen|per qualsiasi (?:motivo|ragione)|senza (?:alcun |indicarne il )?"
    r"(?:motivo|motivazione|giustificato motivo)|a (?:nostra|sua) (?:esclusiva |insindacabile )*discrezione|"
    r"pour quelque (?:raison|motif) que ce soit|sans (?:aucun )?(?:motif|raison|justification)|"
    r"à (?:notre|sa) (?:seule |entière )*discrétion|por cualquier (?:motivo|razón|causa)|sin (?:ningún |ninguna )?"
    r"(?:causa|motivo|razón|justificación)|a (?:nuestra|su) (?:entera |sola |exclusiva )*discreción|"
    r"por qualquer (?:motivo|razão)|sem (?:qualquer |nenhum )?(?:motivo|justificação|justa causa)|"
    r"a (?:nosso|seu) (?:exclusivo |critério exclusivo|inteiro )*critério"
)
# A serious ground the clause names as such ("for good cause", "aus wichtigem Grund", "per giusta causa"): anywhere in
# the sentence. An act that is one (fraud, unlawful use): only as the sentence's condition ("if we suspect fraud"); named
# elsewhere it is what the terms forbid, not the case of the ending.
_GOOD_CAUSE = re.compile(
    r"\b(?:good|just|serious|important) (?:cause|grounds?|reasons?)|wichtig\w* grund|giusta causa|giustificato motivo|"
    r"gravi motivi|motif grave|motifs graves|juste motif|justes motifs|causa justificada|justa causa|motivos? graves?"
)
_SERIOUS_ACT = re.compile(
    r"(?<!\w)(?:fraud\w*|illegal\w*|unlawful\w*|betrug\w*|betrügerisch\w*|rechtswidrig\w*|gesetzeswidrig\w*|"
    r"frod[ei]\w*|fraudolent\w*|illecit\w*|illégal\w*|illicite\w*|frauduleu\w*|fraudulent\w*|il[ií]cit\w*|"
    r"ilegal\w*)",
    re.IGNORECASE,
)


def _tied_to_grounds(text: str, language: str) -> bool:
    """Every sentence of the clause that ends or suspends (the keyword layer of ``ter``, or a right of the provider to
    end or suspend read by the statement model; not the reader's own right to end) ties it to the user's breach or to
    a serious ground, and the clause nowhere ends at will; False where no sentence names ending or suspending."""
    if _AT_WILL.search(text.lower()):
        return False  # "for any reason" beside a ground: the ending is at will
    said = [
        s
        for s in sentences(text)
        if (_KW_RE["ter"].search(s.lower()) or provider_ends(s, language, CATEGORY))
        and not reader_acts(s, language, CATEGORY)
    ]
    return bool(said) and all(
        breach_in_condition(s, language, CATEGORY)
        or breach_in_condition(s, language, CATEGORY, _SERIOUS_ACT)
        or _GOOD_CAUSE.search(s.lower()) is not None
        for s in said
    )


def _silence_as_consent(text: str) -> bool:
    """Silence or not objecting counts as consent; continued use alone is another act (_CONTINUED_USE)."""
    return bool(_SILENT.search(text) or (_DEEMED.search(text) and not _CONTINUED_USE.search(text)))


def decisions_for(kind: str, language: str, text: str) -> tuple[Decision, ...]:
    """Decisions that held what the note uses them for, where this clause's wording has that feature."""
    if kind == "j" and not _HOME_COURTS.search(text):
        return (OCEANO,)
    if kind == "law" and not _PROTECTION_KEPT.search(text):
        return (AMAZON_EU,)
    if kind == "ch" and _silence_as_consent(text):
        return (_BGH_CONSENT,)
    return ()


def note_key(kind: str, text: str, grounds: bool = False) -> str:
    """The catalogue key: the type's own, or its variant where the clause lacks the feature a decision judged.
    ``grounds``: an ending or suspension the clause ties to the user's breach or a serious ground (``_tied_to_grounds``)."""
    if kind == "ter" and grounds:
        return "tos_unilateral_termination_grounds"
    if kind == "ch" and _silence_as_consent(text):
        return "tos_unilateral_change_silence"
    if kind == "ch" and _CONTINUED_USE.search(text):
        return "tos_unilateral_change_use"
    if kind == "j" and _HOME_COURTS.search(text):
        return "tos_jurisdiction_home"
    if kind == "law" and _PROTECTION_KEPT.search(text):
        return "tos_choice_of_law_kept"
    if kind == "ter" and _names_notice(text):
        return "tos_unilateral_termination_notice"
    return TYPES[kind]


# ---------------------------------------------------------------------------------------------
# Keyword layer: wording typical of each type, in all six languages (lower case).

_KW: dict[str, list[str]] = {
    "a": [
        r"\barbitra(?:tion|tor|l|ge|le|to|je|gem)\b",
        r"\bschied(?:s|gericht)",
        r"\bschlichtung",
        r"\bclass action",
        r"\bsammelklage",
        r"\bazion[ei] collettiv",
        r"\barbitrage\b",
        r"\bréglées? par",
        r"\barbitraje\b",
        r"\barbitragem\b",
    ],
    "ch": [
        r"\b(?:modify|change|amend|update|revise)\w* (?:these|this|the) (?:terms|agreement)",
        r"\bmay (?:modify|change|amend|update|revise)\b",
        r"\breserve[sd]? the right to (?:modify|change|amend)",
        r"\bänder(?:n|ung|ungen)\b.{0,60}\b(?:bedingungen|nutzungsbedingungen|agb|vorbehalten)",
        r"\bbehalten uns\b.{0,40}\bvor\b",
        r"\bmodific(?:are|he|a|ato)\b.{0,60}\b(?:termini|condizioni)",
        r"\bmodifier\b.{0,40}\bconditions",
        r"\bmodificar\b.{0,40}\b(?:términos|condiciones)",
        r"\balterar\b.{0,40}\b(?:termos|condições)",
        r"\bmodificar\b.{0,40}\b(?:termos|condições)",
    ],
    "cr": [
        r"\b(?:remove|delete|disable|block)\b.{0,60}\bcontent",
        r"\bcontent\b.{0,60}\b(?:remove|delete|disable)",
        r"\binhalte?\b.{0,60}\b(?:entfernen|löschen|sperren)",
        r"\b(?:entfernen|löschen|sperren)\b.{0,60}\binhalt",
        r"\b(?:rimuovere|eliminare|cancellare|bloccare)\b.{0,60}\bcontenut",
        r"\bcontenut\w*\b.{0,60}\b(?:rimuov|elimin)",
        r"\b(?:supprimer|retirer)\b.{0,60}\bcontenu",
        r"\b(?:eliminar|retirar)\b.{0,60}\bcontenido",
        r"\b(?:remover|eliminar|excluir)\b.{0,60}\bconteúdo",
    ],
    "j": [
        r"\bcourts? of\b",
        r"\bexclusive(?:ly)? jurisdiction",
        r"\bjurisdiction of\b",
        r"\bvenue\b",
        r"\bgerichtsstand\b",
        r"\bgerichte? (?:in|von|des)\b",
        r"\bzuständig\w* gericht",
        r"\bforo\b",
        r"\btribunal[ei]? (?:di|de|of)\b",
        r"\bcompetenza\b.{0,40}\btribunal",
        r"\btribunaux\b",
        r"\bjuridiction",
        r"\bjuzgados\b",
        r"\bcompetência\b",
        r"\bforo competente",
    ],
    "law": [
        r"\bgoverned by\b.{0,40}\blaws?",
        r"\blaws? of (?:the state|england|ireland|california|luxembourg|sweden)",
        r"\bgoverning law",
        r"\brecht (?:der|des|von)\b.{0,40}\b(?:anwendung|gilt|unterliegen)",
        r"\banwendbar\w* recht",
        r"\bunterliegen\b.{0,60}\brecht",
        r"\bdeutsche[sm]? recht",
        r"\blegge (?:applicabile|italiana|irlandese|inglese)",
        r"\bregolat[io]\b.{0,40}\blegg[ei]",
        r"\bdroit applicable",
        r"\brégies? par le droit",
        r"\bley aplicable",
        r"\bregid[oa]s? por las leyes",
        r"\blei aplicável",
        r"\bregid[oa]s? pel[ao]s? leis",
    ],
    "ltd": [
        r"\bliab(?:le|ility)\b",
        r"\bhaft(?:en|ung|et|bar)\b",
        r"\bresponsabil(?:e|i|ità)\b",
        r"\bresponsabilit[ée]\b",
        r"\bresponsabilidad\b",
        r"\bresponsabilidade\b",
        r"\bdamages?\b",
        r"\bschaden\w*\b",
        r"\bdann[io]\b",
        r"\bdommages?\b",
        r"\bdaños?\b",
        r"\bdanos?\b",
        r"\bas is\b",
        r"\bwie besehen\b",
        r"\bcosì com",
        r"\btel quel",
        r"\btal cual",
        r"\bno estado em que",
    ],
    "ter": [
        r"\b(?:terminate|suspend|close|disable)\b.{0,60}\baccount",
        r"\baccount\b.{0,40}\b(?:terminat|suspen)",
        r"\bat any time\b.{0,40}\b(?:terminate|suspend)",
        r"\b(?:kündigen|sperren|deaktivieren|beenden)\b",
        r"\bkonto\b.{0,60}\b(?:sperren|kündigen|schließen|löschen)",
        r"\b(?:sospendere|chiudere|disattivare|terminare)\b",
        r"\brecedere\b",
        r"\b(?:résilier|suspendre|fermer)\b",
        r"\b(?:cancelar|suspender|cerrar|rescindir)\b",
        r"\b(?:encerrar|suspender|rescindir)\b",
    ],
    "use": [
        r"\bby (?:using|accessing|continuing to use|signing up)",
        r"\bcontinued use\b",
        r"\buse of the service\w* constitutes",
        r"\bdurch (?:die )?(?:nutzung|verwendung|registrierung|zugriff)",
        r"\bweitere nutzung",
        r"\bindem sie\b.{0,60}\bnutzen",
        r"\butilizzando\b",
        r"\bcontinuando a utilizzare",
        r"\bl'uso continuato",
        r"\bacced(?:endo|ere)\b",
        r"\ben utilisant\b",
        r"\bl'utilisation continue",
        r"\bal (?:usar|utilizar|acceder)\b",
        r"\bel uso continuado",
        r"\bao (?:usar|utilizar|acessar)\b",
        r"\buso continuado",
    ],
    "pinc": [
        r"\bprivacy (?:policy|notice)\b",
        r"\bdatenschutz(?:richtlinie|erklärung|bestimmungen|hinweise)",
        r"\b(?:informativa|politica) (?:sulla|della|per la) privacy",
        r"\bpolitique de confidentialité",
        r"\bpolítica de privacidad",
        r"\bpolítica de privacidade",
    ],
}
_KW_RE: dict[str, re.Pattern[str]] = {t: re.compile("|".join(f"(?:{p})" for p in ps)) for t, ps in _KW.items()}

# Stricter keywords for languages without a trained vocabulary (es, fr, pt): the wording itself
# must name the clause type, not only its topic.
_KW_STRICT: dict[str, re.Pattern[str]] = {
    "a": re.compile(r"\barbitra(?:ge|je|gem|tion)\b"),
    "ch": re.compile(
        r"(?:modifier|modificar|alterar)\b.{0,50}\b(?:conditions|condiciones|términos|termos|condições)"
        r"|(?:à tout moment|en cualquier momento|a qualquer momento)\b.{0,60}\b(?:modifier|modificar|alterar)"
    ),
    "cr": re.compile(
        r"(?:supprimer|retirer|eliminar|retirar|remover|excluir)\b.{0,60}\b(?:contenu|contenido|conteúdo)"
    ),
    "j": re.compile(
        r"(?:tribunaux|juridictions?|juzgados|tribunales|tribunais|foro)\b.{0,60}\b(?:compétents?|competentes?|exclusiv)"
        r"|(?:compétence|competencia|competência) exclusiv"
    ),
    "law": re.compile(r"(?:droit applicable|ley aplicable|lei aplicável|régies? par le droit|regid[oa]s? por)"),
    "ltd": re.compile(
        r"(?:en aucun cas|ne saurait être tenu|n'est pas responsable|en ningún caso|no será responsable|"
        r"em nenhum caso|não será responsável|não se responsabiliza)"
    ),
    "ter": re.compile(
        r"(?:résilier|suspendre|cancelar|suspender|cerrar|encerrar|rescindir)\b.{0,60}\b(?:compte|cuenta|conta)"
    ),
    "use": re.compile(r"(?:en utilisant|al (?:usar|utilizar|acceder)|ao (?:usar|utilizar|acessar))"),
    "pinc": re.compile(r"(?:politique de confidentialité|política de privacidad|política de privacidade)"),
}

# Liability clauses worded as a total exclusion without the carve-outs the law requires
# (injury to life, body, health; intent; gross negligence): the kind becomes may_be_invalid.
_TOTAL_EXCLUSION = re.compile(
    r"in no event|under no circumstances|shall not be liable for any|not be (?:liable|responsible) for any|"
    r"keine haftung|haften (?:wir )?nicht|haftet (?:\w+ )?nicht|ausgeschlossen|in keinem fall|"
    r"in nessun caso|non (?:sarà|sara|è) (?:in alcun modo )?responsabile|non risponde|"
    r"en aucun cas|en ningún caso|em nenhum caso"
)
_CARVE_OUT = re.compile(
    r"gross negligence|wilful|willful|intent|death|personal injury|grob\w* fahrlässig|vorsatz|vorsätzlich|"
    r"leben|körper|gesundheit|colpa grave|dolo|morte|lesion|faute lourde|dol\b|négligence grave|"
    r"culpa grave|negligencia grave|negligência grave"
)

# Wording so specific to its type that it decides alone, also where the model is used: the German
# and Italian training texts hold few arbitration clauses. Only wording that imposes binding
# arbitration; a mere mention of arbitration is common in clauses nobody tagged.
_DECISIVE: dict[str, re.Pattern[str]] = {
    "a": re.compile(
        r"(?:durch|vor) (?:ein|einem|das) schiedsgericht|schiedsgericht\w* (?:endgültig|verbindlich)"
        r"|verbindliche\w* schiedsverfahren|binding (?:individual )?arbitration|arbitrato (?:vincolante|obbligatorio)"
    ),
}

_TOKEN = re.compile(r"[^\W\d_]+|\d+", re.UNICODE)
_SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=[\"“„'(«A-ZÄÖÜÀ-Ý0-9])|\n+")


def keyword_hits(text: str) -> set[str]:
    low = text.lower()
    return {t for t, rx in _KW_RE.items() if rx.search(low)}


def features(sentence: str) -> list[str]:
    """Binary features of one sentence: word unigrams, bigrams and the keyword layer."""
    low = sentence.lower()
    words = _TOKEN.findall(low)
    words = ["0" if w.isdigit() else w for w in words]
    feats = set(words)
    feats.update(f"{a} {b}" for a, b in pairwise(words))
    feats.update(f"kw:{t}" for t in keyword_hits(low))
    return sorted(feats)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if len(s.strip()) >= 12]


# ---------------------------------------------------------------------------------------------
# Model


@dataclass(frozen=True)
class Linear:
    bias: float
    weights: Mapping[str, float]

    def prob(self, feats: Iterable[str]) -> float:
        z = self.bias + sum(self.weights.get(f, 0.0) for f in feats)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


@dataclass(frozen=True)
class TypeModel:
    unfair: Linear
    threshold: float
    level3: Linear | None  # "clearly unfair" against "potentially unfair"; None: fixed by level3_share
    level3_share: float  # share of level-3 labels among this type's unfair sentences in the corpus


@dataclass(frozen=True)
class Model:
    languages: frozenset[str]
    types: Mapping[str, TypeModel]


def _linear(data: Mapping[str, object]) -> Linear:
    weights = data["w"]
    bias = data["b"]
    assert isinstance(weights, dict) and isinstance(bias, int | float)
    return Linear(float(bias), {str(k): float(v) for k, v in weights.items()})


def model_from_dict(data: Mapping[str, object]) -> Model:
    types: dict[str, TypeModel] = {}
    raw_types = data["types"]
    assert isinstance(raw_types, dict)
    for t, d in raw_types.items():
        level3 = d.get("level3")
        types[t] = TypeModel(
            unfair=_linear(d["unfair"]),
            threshold=float(d["threshold"]),
            level3=_linear(level3) if level3 else None,
            level3_share=float(d["level3_share"]),
        )
    languages = data["languages"]
    assert isinstance(languages, list)
    return Model(frozenset(str(x) for x in languages), types)


@cache
def shipped_model() -> Model | None:
    try:
        with MODEL_PATH.open(encoding="utf-8") as fh:
            return model_from_dict(json.load(fh))
    except FileNotFoundError:
        return None


# ---------------------------------------------------------------------------------------------
# Finder


def find_tos_notes(view: ClauseView) -> list[NoteDraft]:
    if view.category != CATEGORY:
        return []
    return notes_with(view, shipped_model())


def notes_with(view: ClauseView, model: Model | None) -> list[NoteDraft]:
    """The finder with a given model (benchmarks pass one trained without the scored document)."""
    found = classify_clause(view.text, view.document_language, model)
    low = view.text.lower()
    grounds = any(t == "ter" for t, _ in found) and _tied_to_grounds(view.text, view.document_language)
    return [
        NoteDraft(
            kind=_grounded_kind(kind) if t == "ter" and grounds else kind,
            key=note_key(t, low, grounds),
            norms=norms_for(t, view.document_language)
            + (_GROUNDS_DE if t == "ter" and grounds and view.document_language == "de" else ()),
            decisions=decisions_for(t, view.document_language, low),
        )
        for t, kind in found
    ]


# German law on ending a continuing contract for a compelling reason (§ 314 BGB): where the reason is a breach of a
# contractual duty, as a rule only after a period to remedy it or a warning has passed without effect (Abs. 2).
_GROUNDS_DE = (statute("BGB", "314", "Abs. 2"),)


def _grounded_kind(kind: NoteKind) -> NoteKind:
    """An ending tied to the user's breach or a serious ground is what Annex 1(g) excepts when the grounds are serious:
    whether they are is weighed, so the note is ``unusual`` at most (``info`` stays background)."""
    return "unusual" if kind == "may_be_invalid" else kind


def classify_clause(text: str, language: str, model: Model | None) -> list[tuple[str, NoteKind]]:
    """(type, kind) for every unfairness type found in one clause, in TYPES order."""
    parts = sentences(text)
    if not parts:
        return []
    use_model = model is not None and language in model.languages
    found: list[tuple[str, NoteKind]] = []
    for t in TYPES:
        best: tuple[float, list[str]] | None = None
        if use_model:
            assert model is not None
            tm = model.types.get(t)
            if tm is None:
                continue
            for s in parts:
                feats = features(s)
                p = tm.unfair.prob(feats)
                if p >= tm.threshold and (best is None or p > best[0]):
                    best = (p, feats)
            if best is None:
                decisive = _DECISIVE.get(t)
                if decisive is not None and decisive.search(text.lower()):
                    found.append((t, _rule_kind(t, text.lower())))
                continue
            found.append((t, _kind(t, tm, best[1], text)))
        else:
            low = text.lower()
            if _KW_STRICT[t].search(low):
                found.append((t, _rule_kind(t, low)))
    return found


def _kind(t: str, tm: TypeModel, feats: list[str], text: str) -> NoteKind:
    if t == "ltd":
        return _rule_kind(t, text.lower())
    if t == "j" and _HOME_COURTS.search(text.lower()):
        # The note then says the clause leaves the consumer their home courts: what Océano held unfair is absent,
        # so "may be invalid" would contradict its own text, whatever the model's score.
        return "unusual"
    if tm.level3 is not None:
        return "may_be_invalid" if tm.level3.prob(feats) >= 0.5 else "unusual"
    return "may_be_invalid" if tm.level3_share >= 0.5 else "unusual"


def _rule_kind(t: str, low: str) -> NoteKind:
    if t == "j":
        # A forum far from the consumer is what Océano held unfair; one that keeps their home courts is not.
        return "unusual" if _HOME_COURTS.search(low) else "may_be_invalid"
    if t == "ltd" and _TOTAL_EXCLUSION.search(low) and not _CARVE_OUT.search(low):
        return "may_be_invalid"
    if t == "ltd" and _BODY.search(low) and _FAULT.search(low):
        # Keeps liability for injury and for intent or gross negligence, as the law requires. Where it
        # still limits liability otherwise (ordinary negligence, indirect loss, a cap), that limit is
        # measured by the general test (Annex 1(b), § 307 BGB): unusual; a clause that only keeps
        # liability is background. So is the limit German courts accept for slight negligence: for an essential
        # (cardinal) duty to the foreseeable damage typical of the contract, the rest of slight negligence excluded.
        return "unusual" if _LIMITING.search(low) and not _TYPICAL_DAMAGE.search(low) else "info"
    return "unusual"


_LIMITING = re.compile(
    r"not be (?:liable|responsible)|no liability|shall not exceed|limited to|limit(?:s|ed)? (?:our|its|the) liability|"
    r"indirect|consequential|haften (?:wir )?nicht|haftet (?:\w+ )?nicht|keine haftung|haften nur|haftet nur|"
    r"beschränkt|begrenzt|ausgeschlossen|mittelbare|folgeschäden|"
    r"non (?:sarà|sara|è|saremo|siamo) responsabil|limitat|esclus|indirett|"
    r"ne (?:sera|serons|saurait)|limitée|exclue|indirects|no (?:será|seremos) responsable|limitada|excluida|indirectos|"
    r"não (?:será|seremos) responsável|indiretos"
)
_TYPICAL_DAMAGE = re.compile(
    r"(?:vertragstypisch\w*|vorhersehbar\w*),? (?:\w+ ){0,2}schaden|(?:typical|foreseeable),? (?:and )?"
    r"(?:typical |foreseeable )?(?:damage|loss)|dommage(?:s)? (?:\w+ )?prévisible|danno (?:\w+ )?prevedibile|"
    r"daño (?:\w+ )?previsible|dano (?:\w+ )?previsível"
)
_BODY = re.compile(r"death|personal injury|leben|körper|gesundheit|morte|lesion|lesión|lésion|vita|salute|vida")
_FAULT = re.compile(
    r"gross negligence|wilful|willful|intent|grob\w* fahrlässig|vorsatz|vorsätzlich|colpa grave|dolo|faute lourde|"
    r"dol\b|négligence grave|culpa grave|negligencia grave|negligência grave"
)

"""What each sentence of a clause binds or allows, as data: party, modality, action, figures with roles.

The statement model is language-neutral: it holds role keys ("employee"), a modality ("must_not"), an action
from a small lexicon ("side_job", or a frame such as "deposit") and the sentence's figures, each with the role
the analysis found for it (a date's "start", an amount's "part") or none. Nothing here is a word of a reader
language; app/explain renders statements in the reader's words.

How a sentence is read (the words are locale data, ``app/locales/<code>/clause_reader.toml`` and
``frames.toml``, of the *document's* language):

- the modality comes from modal words ("muss", "darf", "ist berechtigt", "shall", "may"), turned by a negation in
  the same part of the sentence ("darf keine" is a prohibition, "ist nicht verpflichtet" no duty) and narrowed by
  "nur"/"only" (allowed only under conditions);
- the party is the first role word in the sentence's opening that is not in a case marked by an article or
  preposition ("des Arbeitnehmers", "dem Vermieter" are not the subject); two roles joined by "und" are both
  parties;
- the action is a frame (a recognised legal action with its object) or a verb of the action lexicon in the
  part of the sentence that holds the modal word; a sentence with a modal word but no known action yields no
  statement (the engine says less rather than guess);
- figures get roles only from the facts the analysis found with their roles (app/analysis/deadlines.py,
  amounts.py), matched by value within the clause.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from app.analysis import fast_re as re
from app.analysis.amounts import find_money
from app.analysis.dates import durations_as_written, find_dates
from app.analysis.frames import blank_field, frame_binds, frame_doer, frame_of, frame_own_negation, own_negation
from app.analysis.terms import mentioned_terms
from app.locales import optional_toml
from app.models import Amount, Deadline, Figure, PreparedDocument, Statement, clause_id
from app.prepare.sentences import sentence_spans

MAX_STATEMENTS = 4
READ_STATEMENTS = 8  # statements read per clause at most, to choose the MAX_STATEMENTS kept among
SUBJECT_WORDS = 6
_I = re.IGNORECASE
# A heading line, a list mark or a clause's number ("3.", "(2)", "b)", "14.1" — not an amount "1.145,00").
_LEAD_MARK = re.compile(
    r"\s*(?:§\s*\d+[a-z]?\s+[^\n]{0,80}\n|\d+(?:\.\d+)+\.?(?=\s)\s*|\(?\d+[a-z]?[).](?!\d)\s*|[a-z]\)\s*|[-•*]\s+)"
)
_SEMICOLON = re.compile(r";\s+")
_CLAUSE_BREAK = re.compile(r"(?<!\d),|,(?!\d)|;|\s[-–]\s|\((?!\d)")


@dataclass(frozen=True)
class _Words:
    roles: tuple[tuple[str, re.Pattern[str]], ...]
    modals: dict[str, re.Pattern[str]]
    negation: re.Pattern[str] | None
    not_negation: re.Pattern[str] | None
    only: re.Pattern[str] | None
    exception: re.Pattern[str] | None
    oblique: re.Pattern[str] | None
    feminine: re.Pattern[str] | None
    possessive: re.Pattern[str] | None
    passive: re.Pattern[str] | None
    joined: re.Pattern[str] | None
    actions: tuple[tuple[str, re.Pattern[str]], ...]
    does: tuple[tuple[str, re.Pattern[str]], ...]
    indicative: tuple[tuple[str, re.Pattern[str]], ...]
    voluntary: re.Pattern[str] | None
    subordinate: re.Pattern[str] | None
    lead_condition: re.Pattern[str] | None
    not_subject: re.Pattern[str] | None
    determiner: re.Pattern[str] | None
    refrain: re.Pattern[str] | None
    perfect: re.Pattern[str] | None
    bare_modal: re.Pattern[str] | None
    without_consent: re.Pattern[str] | None
    told_to: re.Pattern[str] | None
    agent: re.Pattern[str] | None
    both_sides: re.Pattern[str] | None
    within: re.Pattern[str] | None
    counted_from: re.Pattern[str] | None
    for_period: re.Pattern[str] | None
    every_month: re.Pattern[str] | None
    prepaid: re.Pattern[str] | None
    excluded: re.Pattern[str] | None
    verb_last: bool
    # "non dovrà", "no deberá", "ne doit pas": a negated "must" that is a ban ("non deve subaffittare") or no duty ("non
    # dovrà sostenere alcun costo") by what follows ([reading] negated_must_by_action of clause_reader.toml).
    negated_must_by_action: bool = False
    consequence: re.Pattern[str] | None = None
    event: re.Pattern[str] | None = None
    breach: re.Pattern[str] | None = None  # words naming a breach of the contract (a penalty's case)
    we_modal: re.Pattern[str] | None = None  # modal words whose ending names "we" ("debemos", "possiamo")
    negation_before: re.Pattern[str] | None = None  # negations that turn the modal word right after them ("no debe")
    finite: tuple[tuple[str, re.Pattern[str]], ...] = ()
    # action key -> (the verb with two senses, objects of the action's sense, objects of the other sense)
    senses: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None, re.Pattern[str] | None], ...] = ()
    # The lexicon's verbs in the first person plural with no subject word ("Le informaremos", "La informiamo"): the
    # verb's ending names "we" (pro-drop languages, [finite] we of clause_reader.toml).
    we_finite: tuple[tuple[str, re.Pattern[str]], ...] = ()
    proclitic: re.Pattern[str] | None = None  # object pronouns before such a verb ("Le", "La", "vi")
    lexicon_passive: re.Pattern[str] | None = None  # a passive of a lexicon verb ("ser pagado", "essere risolto")
    # A subject word -> the ending its finite verb has ([finite] agreement: "Sie" -> "en"), where the verb precedes it.
    agreement: dict[str, str] = field(default_factory=dict)
    # A subject that names no one of the parties ("Neither party", "Keine Partei", "Weder der Mieter noch der
    # Vermieter", "Aucune des parties"): the sentence binds both parties not to do the thing, or says nothing.
    none_of: re.Pattern[str] | None = None
    # Modal words of duty that a quantifier of no one turns into no duty ("No party is obliged to"), not a ban
    # ("Neither party shall"): English only; elsewhere the negation grammar of the sentence says which.
    no_duty: re.Pattern[str] | None = None
    # The opening of an inverted German sentence that names the case it is for ("Bei Krankheit zahlt …", "Im
    # Todesfall erhält …", "Für den Fall …"): a condition. Any other opening ("Für Heizung zahlt der Mieter …", "Am
    # Monatsende zahlt …") names an object, a purpose or a time, not a condition.
    case_opening: re.Pattern[str] | None = None
    # Third-person pronouns that refer back to the subject of an opening condition ("…, hat er … zu erstatten"):
    # matched case-sensitively (German "Sie" is the reader).
    anaphor: re.Pattern[str] | None = None
    # An impersonal ban that names its party in the dative ("il est interdit au locataire de", "Dem Mieter ist es
    # untersagt"): the role right after these words is the one banned.
    banned_to: re.Pattern[str] | None = None
    # When a party is to tell the other side: at once ("unverzüglich"), or before the thing ("vorher", "in advance").
    promptly: re.Pattern[str] | None = None
    consent_to: re.Pattern[str] | None = None  # "Antrag auf Zustimmung zur …": the action named next is its object
    not_insertion: re.Pattern[str] | None = None  # "darauf", "in der Lage": an infinitive's correlate, no insertion
    alternative: re.Pattern[str] | None = None  # "im Voraus oder …": a when with another beside it is none
    notice_itself: re.Pattern[str] | None = None  # "Wir informieren Sie darüber, dass …": the text is the notice
    in_advance: re.Pattern[str] | None = None
    # A notice verb of the writer with "dass"/"that" ("Ich weise Sie darauf hin, dass …", "Please note that …"): the
    # writer states the clause that follows, read as the sentence ([reading] notice_that of clause_reader.toml).
    notice_that: re.Pattern[str] | None = None
    # Reported speech: someone else says, claims or points out that … ("Der Vermieter behauptet, dass der Mieter …
    # verpflichtet ist", "The landlord says that …"): what follows is reported, not stated; nothing is said of it.
    reported_that: re.Pattern[str] | None = None
    # A third party's notice of a duty ("Der Vermieter weist darauf hin, dass der Mieter … muss", "The landlord points
    # out that the tenant must …"): the clause after it is read where it names its own party and modal word (the
    # writer reminds of a duty), else nothing is said ([reading] reminded_that of clause_reader.toml).
    reminded_that: re.Pattern[str] | None = None
    # Words that mark a clause as someone's view or reported speech ("er meine", "müsse", "in his view"): a notice
    # whose clause holds them states no duty.
    reported_mood: re.Pattern[str] | None = None
    # Words that narrow a negated duty to a time, a measure or a manner ("not … until", "nicht mehr als", "erst",
    # "in full"): "You do not have to pay until delivery" frees no one from paying; such a sentence is not said.
    deferral: re.Pattern[str] | None = None
    # Nouns of consent or permission ("Zustimmung", "consent"): a negated duty that names one ("braucht für die
    # Nebentätigkeit keine Zustimmung einzuholen") frees from asking, not from the action the sentence names.
    consent_noun: re.Pattern[str] | None = None
    # Finite verbs that close a German subordinate clause ("dass Sie … verpflichtet sind"): moved after the subject.
    subordinate_finite: re.Pattern[str] | None = None
    subject_determiner: re.Pattern[str] | None = None  # "der", "keine", "Ihr": a subject's noun follows
    subject_pronoun: re.Pattern[str] | None = None  # "er", "sie", "man": a subject by itself
    # A grant whose object is the reader ("We grant you", "räumt Ihnen … ein", "vi concediamo"): the sentence itself
    # gives the reader a right; it is no duty of the grantor ([reading] granted_to_reader of clause_reader.toml).
    granted_to_reader: re.Pattern[str] | None = None
    # A negated ability with a verb of promising ("cannot guarantee", "kann nicht garantieren", "non può garantire"):
    # a disclaimer, no promise and no ban ([reading] disclaimer).
    disclaimer: re.Pattern[str] | None = None
    # Nouns of one kind of cost ("Versandkosten", "shipping costs", "fees"): a refund excluded for such a cost is not
    # excluded for payments in general ([reading] specific_cost).
    specific_cost: re.Pattern[str] | None = None
    # A negated liability of the sentence's subject ("Der Verkäufer haftet nicht für …", "The seller is not liable for
    # …", "non è responsabile"; [reading] not_liable): the subject excludes its own liability for what the clause names.
    not_liable: re.Pattern[str] | None = None
    # German object-first cost sentences ("Die Kosten für …, trägt der Mieter"; [reading] costs_first): the role right
    # after the verb bears them.
    costs_first: re.Pattern[str] | None = None
    # Consent given by using the service ("Indem Sie den Dienst nutzen, stimmen Sie … zu", "By using the app, you agree
    # to …"; [reading] by_use): the reader accepts the terms or rules the clause names by using the service.
    by_use: re.Pattern[str] | None = None
    # Auxiliaries of a perfect tense ("Der Kunde hat den Kaufpreis bezahlt"; [reading] perfect_auxiliary): a verb of the
    # lexicon after one in its part is a participle of a past fact, not what a party does.
    perfect_auxiliary: re.Pattern[str] | None = None
    # Openers of a relative clause that narrows a negated thing to a kind ("keine Daten …, deren Inhalte Rechte Dritter
    # verletzen", "no content that infringes"; [reading] narrowing_relative): the ban covers only that kind, so its
    # action alone would ban more than the text does.
    narrowing_relative: re.Pattern[str] | None = None
    # A relative clause after a comma that names who pays or does the thing the sentence names ("…, que la
    # ARRENDATARIA abonará cada año"; [reading] relative_duty): read as its own sentence where the rest states nothing.
    relative_duty: re.Pattern[str] | None = None
    # Clauses of the contract's own working, each read where all its marks are in the sentence ([all_of] of
    # clause_reader.toml): "severability" (one provision invalid, the rest stays valid), "governing_version" (one
    # language version decides). They bind no party: said as what the contract provides.
    all_of: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = ()
    # A party told of a fact ("Der Arbeitnehmer nimmt zur Kenntnis, dass …", "The employee acknowledges that …";
    # [reading] acknowledge) or giving its consent in the indicative ("Der Kunde stimmt … zu", "erklärt sich …
    # einverstanden", "The customer agrees to the …"; [reading] consent): the main clause at the sentence's opening, its
    # subject a party's role word. What follows ("dass …") is what the party is told or agrees to, not its own act.
    acknowledge: re.Pattern[str] | None = None
    consent: re.Pattern[str] | None = None
    # An infinitive after the consent ("erklärt sich einverstanden, … freizustellen"): the party agrees to do something;
    # the general reading says what, or nothing is said ([reading] consent_to_act).
    consent_to_act: re.Pattern[str] | None = None
    # The conjunction that opens what a party is told of or agrees to ("dass", "that"; [reading] content_that): the
    # clause after it is said instead where it names its own party and modal word ("You acknowledge that we may …").
    content_that: re.Pattern[str] | None = None
    # A passive of paying back with its recipient in the dative ("Der Betrag wird dem Käufer erstattet", "wird Ihnen
    # zurückgezahlt", "will be refunded to the customer"; [reading] refunded_to, the group "to" holds the recipient), and
    # things handed to a party so named ("Der Mieterin werden … Schlüssel ausgehändigt"; [reading] handed_to): (action,
    # pattern) pairs, the dative naming who receives in either voice. Costs put on a party by the words that name whom
    # they burden ("serán a cargo del arrendador", "sono a carico del conduttore", "à la charge du locataire", "por
    # conta do arrendatário"; [reading] borne_by): that party bears them.
    received_by: tuple[tuple[str, re.Pattern[str]], ...] = ()
    # A frame's verb of one sense ([verb_marks.<frame>] of clause_reader.toml): frame -> (mark, pattern) pairs.
    verb_marks: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = field(default_factory=dict)
    # Things an action names that the reader's words can name too ([objects.<action>]: "Schlüssel", "keys"): action ->
    # (object, pattern) pairs; the first found is the statement's detail.
    objects: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = field(default_factory=dict)


def _rx(parts: list[str] | str | None) -> re.Pattern[str] | None:
    if not parts:
        return None
    items = [parts] if isinstance(parts, str) else parts
    return re.compile(r"(?<!\w)(?:" + "|".join(items) + r")(?!\w)", _I)


# The [reading] entries that are word lists (each one regular expression): see clause_reader.toml.
_READING = (
    "negation",
    "not_negation",
    "only",
    "exception",
    "oblique",
    "feminine",
    "possessive",
    "passive",
    "joined",
    "voluntary",
    "subordinate",
    "lead_condition",
    "not_subject",
    "determiner",
    "refrain",
    "perfect",
    "bare_modal",
    "without_consent",
    "agent",
    "both_sides",
    "within",
    "counted_from",
    "for_period",
    "every_month",
    "prepaid",
    "excluded",
    "consequence",
    "event",
    "breach",
    "we_modal",
    "negation_before",
    "none_of",
    "no_duty",
    "banned_to",
    "promptly",
    "in_advance",
    "consent_to",
    "not_insertion",
    "alternative",
    "notice_itself",
    "notice_that",
    "reported_that",
    "reminded_that",
    "reported_mood",
    "deferral",
    "consent_noun",
    "subordinate_finite",
    "subject_determiner",
    "subject_pronoun",
    "granted_to_reader",
    "disclaimer",
    "specific_cost",
    "not_liable",
    "costs_first",
    "by_use",
    "acknowledge",
    "consent",
    "consent_to_act",
    "content_that",
    "perfect_auxiliary",
    "narrowing_relative",
    "relative_duty",
    "case_opening",
    "told_to",
)


@cache
def _words(language: str) -> _Words | None:
    data: dict[str, Any] = optional_toml(language, "clause_reader")
    if not data.get("modals"):
        return None
    modals = {k: p for k, v in data["modals"].items() if (p := _rx(v)) is not None}
    roles = tuple((k, p) for k, v in data.get("roles", {}).items() if (p := _rx(v)) is not None)
    morphology = data.get("morphology", {})
    inflected = {key: _inflected(alts, morphology) for key, alts in data.get("actions", {}).items()}
    actions = tuple((k, p) for k, v in inflected.items() if (p := _rx([*v[0], *v[1], *v[2]])) is not None)
    passives = [alt for v in inflected.values() for alt in v[2]]
    does = tuple((k, p) for k, v in data.get("does", {}).items() if (p := _rx(v)) is not None)
    indicative = tuple((k, p) for k, v in data.get("indicative", {}).items() if (p := _rx(v)) is not None)
    reading = data.get("reading", {})
    patterns = {key: _rx(reading.get(key)) for key in _READING}
    anaphor = reading.get("anaphor")
    patterns["anaphor"] = re.compile("|".join(anaphor)) if anaphor else None
    if passives and reading.get("passive"):
        # "deve ser pago", "être remis": the lexicon's irregular participles mark a passive too.
        patterns["passive"] = _rx([*reading["passive"], *passives])
    finite_data = data.get("finite", {})
    verb_last = bool(reading.get("verb_last", False))
    finite = _finite_lexicon(data.get("actions", {}), finite_data, verb_last)
    we_finite = (
        _finite_lexicon(data.get("actions", {}), {**finite_data, "forms": finite_data["we"]}, verb_last)
        if finite_data.get("we")
        else ()
    )
    senses = tuple(
        (key, verb, _rx(sense.get("with")), _rx(sense.get("without")))
        for key, sense in data.get("senses", {}).items()
        if (verb := _rx(sense.get("verb"))) is not None
    )
    all_of = tuple(
        (key, tuple(re.compile(x, _I) for x in alts)) for key, alts in data.get("all_of", {}).items() if alts
    )
    received_by = tuple(
        (action, re.compile(x, _I))
        for action, key in (
            ("get_refund", "refunded_to"),
            ("receive_items", "handed_to"),
            ("passed_on", "charged_to"),
            ("passed_on_may", "charged_to_may"),
            ("bear_costs", "borne_by"),
        )
        for x in reading.get(key) or ()
    )
    verb_marks = {
        frame: tuple((key, re.compile(x, _I)) for key, x in marks.items() if x)
        for frame, marks in data.get("verb_marks", {}).items()
    }
    objects = {
        action: tuple((key, re.compile(x, _I)) for key, x in marks.items() if x)
        for action, marks in data.get("objects", {}).items()
    }
    return _Words(
        all_of=all_of,
        received_by=received_by,
        verb_marks=verb_marks,
        objects=objects,
        finite=finite,
        we_finite=we_finite,
        proclitic=re.compile(finite_data["proclitic"]) if finite_data.get("proclitic") else None,
        lexicon_passive=_rx(passives),
        agreement=dict(finite_data.get("agreement", {})),
        senses=senses,
        roles=roles,
        modals=modals,
        actions=actions,
        does=does,
        indicative=indicative,
        verb_last=bool(reading.get("verb_last", False)),
        negated_must_by_action=bool(reading.get("negated_must_by_action", False)),
        **patterns,
    )


_PLAIN_ALT = re.compile(r"(?:zu )?([^\W\d_]+)((?:\(\?!.*\))?|\s.*)")
_LOOKAHEAD_ONLY = re.compile(r"(?:\(\?!.*\))?")


def _inflected(alternatives: list[str] | str, morphology: dict[str, Any]) -> tuple[list[str], list[str], list[str]]:
    """(the action's alternatives as written, its infinitives with object pronouns attached, its passives), by the
    language's rules ([morphology] of clause_reader.toml): the Romance languages attach object pronouns to the
    infinitive ("informarnos", "informarci", "informar-nos": "debe informarnos" is still to notify), and say a
    duty of no named doer with a participle after a form of "to be" ("deberá ser pagado", "doit être payé",
    "deve essere pagato", "deve ser pago"). Participles follow the language's regular endings, or the table of
    the lexicon's irregular verbs ("devolver": "devuelto", "risolvere": "risolto"). Only plain infinitives (with at
    most a look-ahead) are inflected: a phrase with an object ("devolver … importe") names its object after the
    verb, which a passive puts before it."""
    items = [alternatives] if isinstance(alternatives, str) else list(alternatives)
    infinitive = morphology.get("infinitive")
    if not infinitive:
        return items, [], []
    clitics: list[str] = []
    passives: list[str] = []
    irregular = morphology.get("irregular_participle", {})
    # Verbs whose passive takes "da"/"de" for where a thing comes from, not who acts ("acquistati da Spotify": bought
    # from Spotify): no passive is read of them.
    no_passive = frozenset(morphology.get("no_passive", []))
    auxiliary = morphology.get("passive_auxiliary")
    for alt in items:
        plain = _PLAIN_ALT.fullmatch(alt)
        if plain is None or not _LOOKAHEAD_ONLY.fullmatch(plain.group(2)):
            continue
        verb, rest = plain.group(1), plain.group(2)
        if not re.fullmatch(infinitive, verb):
            continue
        if morphology.get("enclitic"):
            stem = re.sub(morphology.get("enclitic_drop", "(?!)"), "", verb)
            clitics.append(f"{stem}{morphology.get('enclitic_join', '')}{morphology['enclitic']}{rest}")
        if auxiliary and verb not in no_passive:
            forms = [irregular[verb]] if verb in irregular else []
            forms += [re.sub(rule, to, verb) for rule, to in morphology.get("participle", []) if re.search(rule, verb)]
            if forms:
                participle = "|".join(dict.fromkeys(forms))
                passives.append(f"(?:{auxiliary})\\s+(?:\\w+ment[e]?\\s+)?(?:{participle}){rest}")
    return items, clitics, passives


_OBJECT_FIRST = re.compile(r"(.+?) \.\{0,\d+\}\(\?:([^()]+)\)(?:\(\?!.*\))?")


def _verb_forms(verb: str, finite: dict[str, Any]) -> list[str]:
    """The present-tense forms of an infinitive, by the language's rules (``[finite]`` of clause_reader.toml):
    a form of a strong verb from its table ("tragen": "trägt"), else every rule's rewrite ("zahlen": "zahlt")."""
    strong = finite.get("strong", {})
    stem = next((verb[: -len(k)] + v for k, v in strong.items() if verb.endswith(k)), None)
    forms = [verb] if finite.get("infinitive_is_form", True) else []
    if stem is not None:
        forms.append(stem)
    else:
        forms.extend(re.sub(rule, to, verb) for rule, to in finite.get("forms", []) if re.search(rule, verb))
    return list(dict.fromkeys(forms))


def _finite_alternatives(verb: str, rest: str, finite: dict[str, Any]) -> list[str]:
    if not re.fullmatch(finite["infinitive"], verb):
        return []
    prefix = next((p for p in finite.get("separable", []) if verb.startswith(p) and len(verb) - len(p) >= 5), None)
    if prefix is not None:
        base = verb[len(prefix) :]
        if base.startswith("zu"):
            return []  # "zurückzuzahlen": an infinitive with "zu", no finite verb
        # "zurückzahlen": "zahlt … zurück", the particle closing the clause's verb bracket.
        forms = "|".join(re.escape(f) for f in _verb_forms(base, finite))
        return [rf"(?:{forms})(?!\w)[^,;:]{{0,80}}?(?<!\w){prefix}(?=\s*(?:[.,;:!?)]|$))"]
    forms = "|".join(re.escape(f) for f in _verb_forms(verb, finite))
    aux = "|".join(finite.get("auxiliary", []))
    head = f"(?:(?:{aux}) )?(?:{forms})" if aux else f"(?:{forms})"
    return [f"{head}(?!\\w){rest}"]


def _finite_lexicon(
    actions: dict[str, list[str]], finite: dict[str, Any], verb_last: bool
) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The action lexicon's verbs in the present tense, derived from their infinitives ("liefern": "liefert",
    "liefern"; "zurücksenden": "sendet … zurück"; "deliver": "delivers", "will deliver"): what a party does, said
    in the indicative ("Der Verkäufer liefert …", "We deliver …"). Alternatives that are not a plain infinitive
    (a noun, a phrase with look-behinds) are left out; German phrases with the object first ("Kosten … tragen")
    are turned round ("trägt … Kosten")."""
    if not finite.get("infinitive"):
        return ()
    out: list[tuple[str, re.Pattern[str]]] = []
    skip = frozenset(finite.get("skip", []))
    for key, alternatives in actions.items():
        if key in skip:
            continue  # a verb whose present tense names something else ("Wir akzeptieren Visa")
        parts: list[str] = []
        for alt in [alternatives] if isinstance(alternatives, str) else alternatives:
            plain = _PLAIN_ALT.fullmatch(alt)
            if plain is not None:
                parts.extend(_finite_alternatives(plain.group(1), plain.group(2), finite))
                continue
            first = _OBJECT_FIRST.fullmatch(alt) if verb_last else None
            if first is not None:
                verbs = [v.removeprefix("zu ") for v in first.group(2).split("|")]
                forms = [f for v in verbs if re.fullmatch(finite["infinitive"], v) for f in _verb_forms(v, finite)]
                if forms:
                    parts.append(
                        f"(?:{'|'.join(map(re.escape, dict.fromkeys(forms)))})(?!\\w).{{0,60}}{first.group(1)}"
                    )
        if parts:
            out.append((key, re.compile("(?:" + "|".join(dict.fromkeys(parts)) + ")")))
    return tuple(out)


MAX_TITLE_WORDS = 10


def _title_end(text: str) -> int:
    """Where the clause's title line ends ("14. Governing Law" above its text), else 0. A line broken at the
    page's margin is longer, or ends in punctuation, and runs on into the next."""
    stripped = text.lstrip()
    first, newline, rest = stripped.partition("\n")
    if not newline or not rest.strip() or len(first.split()) > MAX_TITLE_WORDS:
        return 0
    if first.rstrip().endswith((".", ":", ";", "!", "?", ",")):
        return 0
    return len(text) - len(stripped) + len(first)


def clause_sentences(text: str, language: str | None) -> list[tuple[int, int]]:
    """Sentence spans of a clause (exact offsets), a leading title line or list marker skipped."""
    spans: list[tuple[int, int]] = []
    title_end = _title_end(text)
    for start, end in sentence_spans(text, language):
        if end <= title_end:
            continue  # the title is no sentence of the clause
        if start < title_end:
            start = title_end  # a title line the splitter glued to the first sentence ("6. Haftung\n<<NAME>> haftet …")
        lead = _LEAD_MARK.match(text, start, end)
        while lead and lead.end() > start:
            start = lead.end()
            lead = _LEAD_MARK.match(text, start, end)
        while start < end and text[start].isspace():
            start += 1
        # Parts joined by a semicolon state one thing each: "Die Miete beträgt …; die Kaution …".
        for m in _SEMICOLON.finditer(text, start, end):
            if m.start() > start:
                spans.append((start, m.start()))
            start = m.end()
        if end > start:
            spans.append((start, end))
    return spans


def _part_with(sentence: str, at: int) -> tuple[int, int]:
    """The part of the sentence between commas (or semicolons, dashes) that holds offset ``at``."""
    start, end = 0, len(sentence)
    for m in _CLAUSE_BREAK.finditer(sentence):
        if m.end() <= at:
            start = m.end()
        elif m.start() >= at:
            end = m.start()
            break
    return start, end


# "not_obliged" first: "shall not be required to", "do not have to" hold the words of a ban or a duty inside them.
_MODAL_ORDER = ("not_obliged", "must_not", "entitled", "must", "may")
# German relative pronouns that are also articles: they open a subordinate clause only after a comma, and an
# infinitive part ("…, die Kosten zu erstatten") may start with them.
_ARTICLE = re.compile(r"der|die|das|dem|den", re.IGNORECASE)
# German: "nicht" before an inflected adjective and its noun qualifies the noun ("der nicht lieferbaren Ware"), not
# the verb; "nicht durch Weitergabe" (a preposition) still negates.
_ATTRIBUTIVE_NOT = re.compile(r"(?<!\w)nicht\s+[a-zäöüß]\w*(?:en|e|er|es|em)\s+[A-ZÄÖÜ]")
AFTER_MODAL = 3  # outside German, a negation turns the modal word only right after it ("may not", "is not obliged")


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _lead_end(sentence: str, words: _Words) -> int:
    """End of an opening condition ("Wenn der Kunde …, darf der Verkäufer …", "If you contact us, we …"): the
    first comma after it; 0 when the sentence does not open with one."""
    if words.lead_condition is None or not words.lead_condition.match(sentence):
        return 0
    # "If …, we …", and a condition closed by a colon: "In case the employee resigns within two years: …".
    ends = [at for at in (sentence.find(","), sentence.find(":")) if at > 0]
    return min(ends) + 1 if ends else 0


def _subordinate(sentence: str, at: int, words: _Words) -> bool:
    """True when the modal word at ``at`` stands in a subordinate clause ("…, um die App nutzen zu können",
    "information that we may share"): it states no duty or right of the sentence."""
    if words.subordinate is None:
        return False
    start, _end = _part_with(sentence, at)
    if words.verb_last:
        # "…, der" is a relative pronoun; a sentence's first "Der" is an article, its first "Um" a conjunction.
        m = words.subordinate.match(sentence, _skip_space(sentence, start))
        return m is not None and (start > 0 or not _ARTICLE.fullmatch(m.group(0)))
    before = " ".join(sentence[start:at].split()[-4:])
    return words.subordinate.search(before) is not None


def _negated(sentence: str, start: int, end: int, modal_end: int, words: _Words) -> bool:
    if words.negation is None:
        return False
    part = sentence[start:end] if words.verb_last else " ".join(sentence[modal_end:end].split()[:AFTER_MODAL])
    if words.not_negation is not None:
        part = words.not_negation.sub(" ", part)  # "nicht später als", "no later than": no negation
    part = _ATTRIBUTIVE_NOT.sub(" ", part)
    return words.negation.search(part) is not None


_ELIDED = re.compile(r"^(?:n|l|d|s|qu)['’]", re.IGNORECASE)
BEFORE_MODAL = 1  # outside German, a negation turns the modal word also right before it ("no está obligado a")


def _negated_before(sentence: str, start: int, at: int, modal_end: int, words: _Words) -> bool:
    """Outside German a negation may stand right before the modal word, or inside a modal phrase: "El cliente no
    está obligado a pagar", "non è tenuto a", "não tem de", "n'a pas le droit de", "is not entitled to". A duty so
    negated is none ("not_obliged"), a right so negated a prohibition; never the duty or the right itself."""
    if words.verb_last or words.negation is None:
        return False
    before = [_ELIDED.sub("", w) or w for w in sentence[start:at].split()[-BEFORE_MODAL:]]
    if words.negation_before is not None and any(words.negation_before.fullmatch(w) for w in before):
        return True
    inside = sentence[at:modal_end]
    if words.not_negation is not None:
        inside = words.not_negation.sub(" ", inside)
    return words.negation.search(inside) is not None


def _modality(sentence: str, words: _Words) -> tuple[str, int, int] | None:
    """(modality, end of the modal word, its start): the first modal word of the main clause, turned by a negation."""
    lead = _lead_end(sentence, words)
    found: list[tuple[int, int, int]] = []
    # "shall not apply", "is not possible": an exclusion of a thing (see _exclusions), not a prohibition.
    excluded = [m.span() for m in words.excluded.finditer(sentence)] if words.excluded is not None else []
    for rank, key in enumerate(_MODAL_ORDER):
        rx = words.modals.get(key)
        if rx is not None:
            found.extend(
                (m.start(), rank, m.end())
                for m in rx.finditer(sentence)
                if m.start() >= lead and not any(m.start() < e and s < m.end() for s, e in excluded)
            )
    for at, rank, modal_end in sorted(found):
        if _subordinate(sentence, at, words):
            continue
        key = _MODAL_ORDER[rank]
        if _spans_subordinate(sentence, at, modal_end, words):
            continue  # "ist nicht verantwortlich, wenn … zu lesen": the infinitive belongs to another clause
        if words.perfect is not None and words.perfect.match(sentence, _skip_space(sentence, modal_end)):
            continue  # "you must have been a member for a year": a condition, not a duty
        if key in ("must_not", "not_obliged"):
            # "need not", "is under no obligation to", "braucht … nicht zu" ([modals] not_obliged): no duty, by the
            # words themselves; never a duty or a ban.
            return key, modal_end, at
        start, end = _part_with(sentence, at)
        after = _negated(sentence, start, end, modal_end, words)
        before = _negated_before(sentence, start, at, modal_end, words)
        negated = after or before
        if key == "must" and not negated and words.refrain is not None and words.refrain.search(sentence, start, end):
            return "must_not", modal_end, at  # "dovrà astenersi dal fumare": a duty not to do it
        if key == "must" and after and not before and words.negation_before is not None and not words.verb_last:
            # "si impegna a non rimuovere", "se compromete a no divulgar", "s'engage à ne pas …": where the language
            # negates a modal word before it, a negation after it belongs to the infinitive: a duty not to do it.
            return "must_not", modal_end, at
        if key == "must":
            return ("not_obliged" if negated else "must"), modal_end, at
        if negated:
            return "must_not", modal_end, at
        if words.only is not None and words.only.search(sentence, start, end):
            return "may_only", modal_end, at
        return "may", modal_end, at
    return None


def _spans_subordinate(sentence: str, start: int, end: int, words: _Words) -> bool:
    """True when a long modal match ("ist … zu lesen") runs across a comma into a subordinate clause."""
    if words.subordinate is None:
        return False
    for comma in re.finditer(",", sentence[start:end]):
        opener = words.subordinate.match(sentence, _skip_space(sentence, start + comma.end()))
        if opener is not None and not _ARTICLE.fullmatch(opener.group(0)):
            return True
    return False


def _first_word_end(sentence: str, modal_at: int, modal_end: int, words: _Words) -> int:
    """Where the modal match's first word ends when the match is long: "haben wir Ihnen … zurückzuzahlen" is one
    match, and its subject stands right after "haben" (German only; elsewhere, and for short matches, the end)."""
    if not words.verb_last or len(sentence[modal_at:modal_end].split()) <= 3:
        return modal_end
    return modal_at + len(sentence[modal_at:].split()[0])


def _party(sentence: str, words: _Words, modal_end: int | None = None, modal_at: int | None = None) -> str | None:
    """The subject's role: in the first words of the main clause (after an opening condition), or — German puts
    it after the verb when the sentence opens with something else: "Nach Ablauf der Frist darf der Vermieter …" —
    in the words right after the modal word."""
    lead = _lead_end(sentence, words)
    if modal_end is not None and words.verb_last:
        # German: the subject stands in the modal's own clause, before the verb or right after it; a role word in
        # a clause before it ("Für Waren, die wir selbst liefern, können Sie …") is not its subject.
        start, end = _part_with(sentence, max(lead, modal_end - 1))
        start = _own_clause(sentence, max(start, lead), modal_end, words)
        before = sentence[start:modal_end]
        found = _party_in(" ".join(before.split()[:SUBJECT_WORDS]), words)
        if not found and modal_at is not None and start <= modal_at and _gap(sentence[start:modal_at]):
            return None  # "Die [ORG] ist berechtigt", "Die ist berechtigt": the subject is a removed name
        # Right after the modal word only within its own part: "ist berechtigt, Sie … freizustellen" has "Sie" as
        # the object of the infinitive that follows the comma.
        return found or _party_in(" ".join(sentence[modal_end:end].split()[:3]), words)
    if modal_at is not None:
        # The subject stands before the modal word, in its own clause: "You will lose access, and we may delete …"
        # has "we" as the subject of "may"; words after the modal word ("may release you") are its objects.
        start = _own_clause(sentence, lead, modal_at, words)
        part_start = _part_with(sentence, modal_at)[0]
        if part_start > start and sentence[part_start:modal_at].strip():
            start = part_start  # "…, these Terms shall govern": the subject in the modal's own part
        before = sentence[start:modal_at]
        found = _party_in(" ".join(before.split()[:SUBJECT_WORDS]), words)
        return None if found is None and _gap(before) else found  # "The [ORG] may …": a removed name
    return _party_in(" ".join(sentence[lead:].split()[:SUBJECT_WORDS]), words)


# A subject that is only an article, a placeholder where an anonymiser removed a name ("[ORG]", "<<NAME>>"), or both:
# no party can be read from it.
_GAP_SUBJECT = re.compile(
    r"(?:(?:der|die|das|the|la|il|le|el|a|o)\s*)?(?:\[[A-Z][A-Z_]*\d*\]|<<[A-Z_]+\d*>>)?", re.IGNORECASE
)


def _gap(before: str) -> bool:
    """The words before the modal word are only an article and/or a placeholder ("Die [ORG]", "Die"): nothing
    before it ("Bitte lesen Sie …", "…, müssen Sie") is no gap, the subject follows the verb there."""
    return bool(before.strip()) and _GAP_SUBJECT.fullmatch(before.strip()) is not None


def _own_clause(sentence: str, start: int, modal_at: int, words: _Words) -> int:
    """Where the modal word's own clause starts within ``sentence[start:modal_at]``: after the last "und"/"and"/
    "oder" that joins two clauses ("Sie verlieren den Zugang und wir können …") rather than two nouns ("Mieter und
    Vermieter können …", said as both parties). Two nouns: the word before the conjunction is a role word."""
    if words.joined is None:
        return start
    for m in reversed(list(words.joined.finditer(sentence, start, modal_at))):
        head = sentence[start : m.start()].rstrip(" ,")
        last = head.split()[-1] if head.split() else ""
        if not last or any(rx.fullmatch(last) for _key, rx in words.roles):
            continue  # "Sie und wir", "Mieter und Vermieter": a joined subject
        if len(head.split()) < 2:
            continue  # "Lieferung und Montage können …": two nouns, no clause before the conjunction
        tail = " ".join(sentence[m.end() : modal_at].split())
        hit = _party_at(" ".join(tail.split()[:SUBJECT_WORDS]), words)
        opens = hit is not None and (
            hit[1] == 0 or (words.determiner is not None and words.determiner.fullmatch(tail[: hit[1]].strip()))
        )
        if opens or _gap(tail):
            return m.end()  # the new clause opens with its subject ("und wir können", "and the Landlord may")
    return start


def _party_in(opening: str, words: _Words) -> str | None:
    found = _party_at(opening, words)
    return found[0] if found else None


def _party_at(opening: str, words: _Words) -> tuple[str, int, int] | None:
    """The subject's role in ``opening`` with the span of its words there."""
    hits: list[tuple[int, int, str]] = []
    for key, rx in words.roles:
        for m in rx.finditer(opening):
            before = opening[: m.start()].split()
            if before and words.oblique is not None and words.oblique.fullmatch(before[-1]):
                continue  # "des Arbeitnehmers", "dem Vermieter", "for the tenant": not the subject
            if key == "own" and (len(before) > 1 or (before and not _NAME_ARTICLE.fullmatch(before[0]))):
                continue  # "please stop using Examplo", "der Muster GmbH" (dative): the name is no subject there
            if before and words.feminine is not None and _oblique_feminine(before[-1], m.group(0), words):
                continue  # "der Firma", "der Arbeitgeberin": "der" before a feminine noun is its dative or genitive
            if opening[m.end() : m.end() + 2] in ("'s", "’s"):
                continue  # "the Company's Privacy Policy": the thing, not the party, is the subject
            if words.possessive is not None and words.possessive.fullmatch(m.group(0)):
                continue  # "Ihr Konto", "your account": the thing, not the person, is the subject
            if words.not_subject is not None and words.not_subject.fullmatch(m.group(0)):
                continue  # "Ihnen", "uns", "us": an object, never the subject
            if before and key not in _PRONOUN_ROLES and not _determined(m.group(0), before[-1], words):
                continue  # "il servizio clienti", "customer service": the role word names something else
            hits.append((m.start(), m.end(), key))
            break
    if not hits:
        return None
    hits.sort()
    first = hits[0]
    if len(hits) > 1 and frozenset((first[2], hits[1][2])) in _COUNTERPARTS and words.joined is not None:
        # Two subjects only where the conjunction joins the role words themselves ("Mieter und Vermieter", "you and
        # we", "der Mieter oder der Vermieter"); "You lose access, and we may …" joins two clauses.
        between = opening[first[1] : hits[1][0]].split()
        joiner = [w for w in between if words.joined.fullmatch(w)]
        others = [w for w in between if not words.joined.fullmatch(w)]
        if len(joiner) == 1 and len(others) <= 1 and (not others or _ARTICLE_OR_DETERMINER.fullmatch(others[0])):
            return "parties", first[0], hits[1][1]  # "Mieter und Vermieter": both sides of the contract
    return first[2], first[0], first[1]


_ARTICLE_OR_DETERMINER = re.compile(r"der|die|das|the|each|every|either|any|il|la|le|el|o|a", re.IGNORECASE)


def _oblique_feminine(previous: str, found: str, words: _Words) -> bool:
    """German "der" is the subject's article only before a masculine noun; before a feminine one ([reading]
    feminine: "Firma", "-in") it marks the dative or genitive ("der Firma … anzuzeigen": to the company)."""
    return previous.lower() == "der" and words.feminine is not None and words.feminine.fullmatch(found) is not None


def _determined(found: str, previous: str, words: _Words) -> bool:
    """Outside German a role word is a subject only after a determiner ("the customer", "il cliente") or with
    one inside its own pattern ("the company"); German marks nouns by capitals and case instead."""
    if words.determiner is None:
        return True
    first = found.split()[0] if found.split() else found
    return bool(words.determiner.fullmatch(previous) or words.determiner.fullmatch(first))


_ZU_INFINITIVE = re.compile(r"(?<!\w)zu\s+\w+$")


def _bare_modal(before: str, words: _Words) -> bool:
    """Whether the modal word that ends ``before`` takes a bare infinitive (German "müssen … informieren"; locale
    data clause_reader.toml [reading] bare_modal), so that a later "zu"-infinitive is not its action."""
    if words.bare_modal is None:
        return False
    last = re.search(r"(\w+)\W*$", before)
    return last is not None and words.bare_modal.fullmatch(last.group(1)) is not None


def _action(sentence: str, modal_at: int, words: _Words) -> tuple[str, tuple[int, int] | None] | None:
    """The action in the part of the sentence that holds the modal word: German puts the verb last, so the last
    one there ("… darf die Wohnung nur mit Zustimmung untervermieten"); other languages the first after it. With
    it the span of the following part when the action was found there (its negation turns the duty)."""
    start, end = _part_with(sentence, max(0, modal_at - 1))
    if not words.verb_last:
        start = modal_at
        # The action is the modal's own verb, not one of a purpose or subordinate clause after it ("deve avere almeno
        # 13 anni per utilizzare i Servizi").
        cut = words.subordinate.search(sentence, start, end) if words.subordinate is not None else None
        if cut is not None:
            end = cut.start()
    found = [
        (m.start(), m.end(), key)
        for key, rx in words.actions
        for m in rx.finditer(sentence, start, end)
        if _in_sense(key, m.group(0), sentence, words) and not _consented_to(sentence, m.start(), words)
    ]
    if _handles_data(sentence, found, start, end, words):
        return "process_data", None
    if found:
        return _pick(found, words), None
    # The action may follow in a later part: an infinitive of the modal word ("ist verpflichtet, … zu zahlen"), or
    # in German the verb at the end after an enumeration ("… per Vorkasse, Kreditkarte oder Rechnung bezahlen") —
    # but never in a subordinate clause ("…, um die App zu benutzen"), where the search stops. Outside German only
    # the part right after the modal's may hold its infinitive.
    parts_left = len(sentence) if words.verb_last else 1
    bare_modal = _bare_modal(sentence[:modal_at], words)
    while end < len(sentence) and parts_left > 0:
        parts_left -= 1
        nxt_start = _skip_space(sentence, end + 1)
        opener = words.subordinate.match(sentence, nxt_start) if words.subordinate is not None else None
        if opener is not None and not _ARTICLE.fullmatch(opener.group(0)):
            return None
        _s, nxt_end = _part_with(sentence, nxt_start)
        found = [
            (m.start(), m.end(), key)
            for key, rx in words.actions
            for m in rx.finditer(sentence, nxt_start, nxt_end)
            if _in_sense(key, m.group(0), sentence, words) and not _consented_to(sentence, m.start(), words)
        ]
        if bare_modal:
            found = [x for x in found if not _ZU_INFINITIVE.search(sentence, max(0, x[0] - 4), x[1])]
        if _handles_data(sentence, found, nxt_start, nxt_end, words):
            return "process_data", (nxt_start, nxt_end)
        if found:
            # The first: an object named before the verb says more than the verb ("die Fortbildungskosten … zu
            # erstatten").
            return min(found)[2], (nxt_start, nxt_end)
        if nxt_end <= end:
            break
        end = nxt_end
    return None


# Verbs that handle data when the sentence names data as their object ("Daten … speichern und verwenden").
DATA_VERBS = frozenset({"use", "store", "share_data"})


def _handles_data(sentence: str, found: list[tuple[int, int, str]], start: int, end: int, words: _Words) -> bool:
    """Whether the part's verbs handle data named earlier in the sentence ("… Daten des Arbeitnehmers … zu
    administrativen, rechtlichen oder Sicherheitszwecken speichern und verwenden darf": a list's commas stand between
    the data and the verbs): the lexicon's data handling ([actions] process_data) ends inside the part."""
    if not found or not {key for _, _, key in found} <= DATA_VERBS:
        return False
    handled = next((rx for key, rx in words.actions if key == "process_data"), None)
    return handled is not None and any(start < m.end() <= end for m in handled.finditer(sentence, 0, end))


def _narrowed(sentence: str, start: int, words: _Words) -> bool:
    """Whether a negation after ``start`` is followed by a relative clause that narrows what it negates ("verpflichtet
    sich, keine Daten zu übermitteln, deren Inhalte Rechte Dritter verletzen"; "must not upload content that
    infringes"): the ban is on that kind of the thing only."""
    if words.narrowing_relative is None or words.negation is None:
        return False
    negation = words.negation.search(sentence, start)
    return negation is not None and words.narrowing_relative.search(sentence, negation.end()) is not None


def _consented_to(sentence: str, at: int, words: _Words) -> bool:
    """Whether the action named at ``at`` is what a consent, a request or a decision is about ("über den Antrag auf
    Zustimmung zur Nebentätigkeit zu entscheiden": the employer decides, it takes no side job; [reading]
    consent_to of clause_reader.toml), not what the party does."""
    return words.consent_to is not None and words.consent_to.search(sentence[max(0, at - 80) : at]) is not None


def _in_sense(key: str, matched: str, sentence: str, words: _Words) -> bool:
    """Whether a verb with two senses ([senses] of clause_reader.toml) means the action ``key`` here: only with an
    object of the action's category in the sentence and none of the other sense's ("Mängel anzeigen" notifies,
    "Angebote anzeigen" displays). Verbs with one sense always do."""
    for sense_key, verb, with_, without in words.senses:
        if sense_key != key or not verb.search(matched):
            continue
        if without is not None and without.search(sentence):
            return False
        return with_ is not None and with_.search(sentence) is not None
    return True


def _pick(found: list[tuple[int, int, str]], words: _Words) -> str:
    """German puts the verb last: the last match of the part; other languages the first after the modal word. On
    the same start the shorter match, the named thing ("Kosten der Rücksendung"), beats the general verb."""
    # A match that holds another whole ("Daten … speichern und verwenden" holds "verwenden") names the thing with the
    # verb: the bare verb inside it is not read on its own.
    found = [x for x in found if not any(y != x and y[0] < x[0] and x[1] <= y[1] for y in found)] or found
    if words.verb_last:
        return max(found, key=lambda x: (x[0], -x[1]))[2]
    return min(found, key=lambda x: (x[0], x[1]))[2]


def _verb_marks(action: str, sentence: str, words: _Words) -> frozenset[str]:
    """What the verb of a frame marks where the frame's wording would join two senses ([verb_marks] of
    clause_reader.toml: "change_service" is "changes" by "ändern", "modify" and "ends" by "einstellen",
    "discontinue"): only the one the sentence names, none where it names both or neither."""
    marks = [key for key, rx in words.verb_marks.get(action, ()) if rx.search(sentence)]
    return frozenset(marks) if len(marks) == 1 else frozenset()


def _agent(sentence: str, modal_end: int, words: _Words) -> str | None:
    """Who acts in a passive sentence, where the text names them: "kann vom Arbeitnehmer gekündigt werden", "may
    be terminated by either party", "kann beiderseits gekündigt werden". Only in the part of the sentence that holds
    the modal word, and outside German only after it (where a passive names its agent); the role must follow the
    agent word at once ("von dem Konto des Mieters" names no agent)."""
    start, end = _part_with(sentence, max(0, modal_end - 1))
    if not words.verb_last:
        start = modal_end
    if words.both_sides is not None and words.both_sides.search(sentence, start, end):
        return "parties"
    if words.agent is None:
        return None
    for m in words.agent.finditer(sentence, start, end):
        at = _skip_space(sentence, m.end())
        article = words.determiner.match(sentence, at) if words.determiner is not None else None
        for key, rx in words.roles:
            found = rx.match(sentence, at) or (
                rx.match(sentence, _skip_space(sentence, article.end())) if article else None
            )
            if found is not None and found.end() <= end:
                if words.possessive is not None and words.possessive.fullmatch(found.group(0)):
                    continue  # "durch Ihre Nutzung": a thing of the reader's, not the reader
                return key
    return None


def _words_of_no_duty(sentence: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether the modal match is one of the words of no duty themselves ([modals] not_obliged: "need not", "braucht
    … nicht zu"), not a duty's word turned by a negation."""
    rx = words.modals.get("not_obliged")
    return modal[0] == "not_obliged" and rx is not None and rx.match(sentence, modal[2]) is not None


def _is_passive_modal(sentence: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether the modal word's part is a passive: for no duty, outside German, only after its words ("The tenant
    cannot be required to pay" is the tenant's; "The tenant need not be informed" is not the tenant's to do)."""
    if modal[0] != "not_obliged":
        return _is_passive(sentence, modal[1], words)
    if words.passive is None:
        return False
    # German holds the passive inside the words of no duty ("braucht nicht informiert zu werden").
    start = modal[2] if words.verb_last else modal[1]
    return words.passive.search(sentence, start, _part_with(sentence, modal[1])[1]) is not None


def _is_passive(sentence: str, modal_at: int, words: _Words) -> bool:
    if words.passive is None:
        return False
    start, end = _part_with(sentence, modal_at)
    return words.passive.search(sentence, start, end) is not None


def _indicative(sentence: str, party: str | None, words: _Words) -> Statement | None:
    """A duty stated in the indicative ("Der Arbeitgeber zahlt …"): only with a party as subject, never voluntary."""
    if party is None or (words.voluntary is not None and words.voluntary.search(sentence)):
        return None
    found = next(((m.start(), key) for key, rx in words.indicative if (m := rx.search(sentence))), None)
    if found is None:
        return None
    lead = _lead_end(sentence, words)
    before = sentence[lead : found[0]]
    if found[0] > lead and _party_in(" ".join(before.split()[-SUBJECT_WORDS:]), words) is None:
        return None  # "Grindr informiert Sie …": the role word after the verb is its object, not who acts
    start, end = _part_with(sentence, found[0])
    if words.passive is not None and words.passive.search(sentence, start, end):
        return None  # "wird der Käufer darüber informiert": the party is told, it does not tell
    if words.perfect_auxiliary is not None and words.perfect_auxiliary.search(sentence, max(start, lead), found[0]):
        return None  # "Der Kunde hat den Kaufpreis bezahlt": a past fact, the participle of a perfect tense
    if _negated(sentence, start, end, found[0], words):
        return None  # "zahlt der Arbeitgeber kein Gehalt": not a duty to pay
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="must",
        action=found[1],
        condition=bool(words.modals.get("condition") and words.modals["condition"].search(sentence)),
        exception=bool(words.exception and words.exception.search(sentence)),
        start=0,
        end=len(sentence),
    )


def _finite(sentence: str, words: _Words, category: str) -> Statement | None:
    """What a party does, said in the present tense ("Der Verkäufer liefert …", "Die Kosten trägt der Kunde",
    "We deliver …"): the verb must stand right after the subject (one adverb between at most) or, in German, right
    before it; a negation in that part of the sentence, a voluntary payment or a verb of another clause yields
    nothing."""
    if not words.finite or (words.voluntary is not None and words.voluntary.search(sentence)):
        return None
    lead = _lead_end(sentence, words)
    text = " ".join(sentence[lead:].split())
    opening = " ".join(text.split()[:SUBJECT_WORDS])
    opens_with_we = _we_by_ending(text, words, category, lead)
    if opens_with_we is not None:
        return opens_with_we  # "Informaremos você …": "você" after the verb is its object
    hit = _party_at(opening, words)
    if hit is None:
        return _inverted(text, words, category, lead)
    party, start, end = hit
    places = [_skip_space(text, end)]
    follow = re.match(r"\s*([^\W\d_]+)\s+", text[end:])
    if (
        follow is not None
        and follow.group(1).islower()
        and not (words.negation and words.negation.fullmatch(follow.group(1)))
    ):
        places.append(end + follow.end())  # one adverb between: "We also deliver", "Der Kunde trägt"
    if words.verb_last:
        before = text[:start].rstrip().split(" ")
        if before and words.determiner is None and before[-1].lower() in ("der", "die", "das", "den", "dem"):
            before = before[:-1]  # "trägt der Kunde": the verb before the article
        if before and before[-1]:
            places.append(len(" ".join(before[:-1])) + (1 if len(before) > 1 else 0))
    for at in places:
        matches = [
            (m.end(), key, m)
            for key, rx in words.finite
            if (m := rx.match(text, at)) and _in_sense(key, m.group(0), text, words)
        ]
        if not matches:
            continue
        # The longest reading: "zahlen … zurück" is repaying, not paying.
        _end, key, m = max(matches, key=lambda x: x[0])
        if at < start and not _agrees(m.group(0).split()[0], text[start:end], words):
            continue  # "Grindr informiert Sie": "Sie" after a verb in the third person singular is its object
        part = _part_with(text, at)
        if _subordinate(text, at, words) or (part[0] > 0 and text[part[0] - 1] == ","):
            return None  # "…, die wir liefern": the verb of another clause
        if _negated(text, part[0], max(part[1], m.end()), at, words):
            return None  # "Wir liefern nicht …", "We never share …": say nothing rather than the opposite
        if words.passive is not None and words.passive.search(text, part[0], max(part[1], m.end())):
            return None  # "Hierüber wird der Kunde informiert": the party is told, it does not tell
        return _does(_party_for(party, category), key, text, sentence, words, lead)
    return None


def _relative_does(sentence: str, words: _Words, category: str) -> Statement | None:
    """What a party does, said in a relative clause after a comma of a sentence that states nothing itself: "El
    seguro tiene un coste anual de 150 euros, que la ARRENDATARIA abonará cada año" (the tenant pays it). The
    relative clause is read as a sentence of its own (its subject, then its verb, ``_finite``); a negation or a
    condition in it is kept as ``_finite`` keeps it, a clause whose subject is no party yields nothing."""
    if words.relative_duty is None:
        return None
    for m in words.relative_duty.finditer(sentence):
        found = _finite(sentence[m.end() :], words, category)
        if found is not None and found.party is not None:
            return found.model_copy(update={"start": 0, "end": len(sentence)})
    return None


def _agrees(verb: str, subject: str, words: _Words) -> bool:
    """Whether a finite verb before its subject agrees with it ([finite] agreement of clause_reader.toml: German
    "Sie" takes "informieren", never "informiert"); subjects the table does not name always agree."""
    ending = words.agreement.get(subject)
    return ending is None or re.search(ending, verb) is not None


def _does(party: str | None, key: str, text: str, sentence: str, words: _Words, lead: int) -> Statement:
    """What a party does (modality "does"): "nur", "only" and an opening condition narrow it, so it is said as a
    condition; an exception word in the sentence is kept with it."""
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="does",
        action=key,
        condition=lead > 0
        or bool(words.only and words.only.search(text))
        or bool(words.case_opening is not None and words.case_opening.match(text))
        or bool(words.modals.get("condition") and words.modals["condition"].search(sentence)),
        exception=bool(words.exception and words.exception.search(sentence)),
        start=0,
        end=len(sentence),
    )


def _we_by_ending(text: str, words: _Words, category: str, lead: int) -> Statement | None:
    """A pro-drop language names "we" by the verb's ending: "Le informaremos …", "La informiamo …", "Informaremos
    você …" open with a lexicon verb in the first person plural (after object pronouns at most), and the reader
    they name ("le", "La", "você") is the object, never the one who acts. A negation before it, or no such verb
    at the sentence's opening, yields nothing."""
    if not words.we_finite:
        return None
    at = 0
    clitic = words.proclitic.match(text) if words.proclitic is not None else None
    if clitic is not None:
        at = _skip_space(text, clitic.end())
    if at < len(text):
        text = text[:at] + text[at].lower() + text[at + 1 :]  # "Informaremos": the sentence's capital
    for key, rx in words.we_finite:
        m = rx.match(text, at)
        if m is None or not _in_sense(key, m.group(0), text, words):
            continue
        part = _part_with(text, at)
        if _negated(text, part[0], max(part[1], m.end()), at, words):
            return None
        party = _party_for("we", category)
        if party is None:
            return None
        return _does(party, key, text, text, words, lead)
    return None


def _passive_by_agent(sentence: str, words: _Words, category: str) -> Statement | None:
    """A passive of a lexicon verb with no modal word, said of the doer its agent names: "El precio será pagado por
    el cliente", "Le client sera informé par le vendeur" (what the customer pays, what the seller tells). The
    subject ("el precio", "le client") is what is acted on, never the party; with no agent, or with a negation
    before the verb, nothing is said."""
    if words.lexicon_passive is None or (words.voluntary is not None and words.voluntary.search(sentence)):
        return None
    for key, rx in words.actions:
        for m in words.lexicon_passive.finditer(sentence):
            if not rx.fullmatch(m.group(0)) or not _in_sense(key, m.group(0), sentence, words):
                continue
            start, _end = _part_with(sentence, m.start())
            if _subordinate(sentence, m.start(), words) or (start > 0 and sentence[start - 1] == ","):
                return None  # "…, que será pagado por …": the verb of another clause
            if _negated_before(sentence, start, m.start(), m.end(), words):
                return None
            agent = _agent(sentence, m.end(), words)
            party = _party_for(agent, category) if agent is not None else None
            if party is None:
                return None
            return Statement(
                party=party,  # type: ignore[arg-type]
                modality="does",
                action=key,
                condition=bool(words.modals.get("condition") and words.modals["condition"].search(sentence)),
                exception=bool(words.exception and words.exception.search(sentence)),
                start=0,
                end=len(sentence),
            )
    return None


def _inverted(text: str, words: _Words, category: str, lead: int) -> Statement | None:
    """German puts the verb second and the subject after it when the sentence opens with something else: "Für den
    Fall … zahlt der Arbeitgeber … weiter das Gehalt". Read only in the sentence's first part (before a comma),
    with the subject right after the verb (an article between at most)."""
    if not words.verb_last:
        return None
    first_end = _part_with(text, 0)[1]
    for key, rx in words.finite:
        for m in rx.finditer(text, 0, first_end):
            if not _in_sense(key, m.group(0), text, words):
                continue
            verb_end = m.start() + len(m.group(0).split()[0])
            after = text[verb_end:].split()[:3]
            hit = _party_at(" ".join(after), words)
            if hit is None or len(" ".join(after)[: hit[1]].split()) > 1:
                continue  # the role word is not the subject right after the verb
            if _negated(text, 0, max(first_end, m.end()), m.start(), words) or (
                words.passive is not None and words.passive.search(text, 0, first_end)
            ):
                return None
            opening = text[:first_end]
            return Statement(
                party=_party_for(hit[0], category),  # type: ignore[arg-type]
                modality="does",
                action=key,
                # It opens with the case it is for ("Für den Fall …", "Bei Krankheit …"), or after a condition.
                condition=lead > 0
                or bool(words.case_opening is not None and words.case_opening.match(opening))
                or bool(words.modals.get("condition") and words.modals["condition"].search(opening)),
                exception=bool(words.exception and words.exception.search(text)),
                start=0,
                end=len(text),
            )
    return None


# German "ist … zu zahlen", "sind … mitzuteilen": a duty whose doer the sentence does not name (no comma inside: "Es
# ist einfach, … zu überweisen" is an adjective with its infinitive, no duty); not an impersonal opening ("Es ist …").
_ZU_PASSIVE = re.compile(r"(?:ist|sind)\b[^,;]*(?:\bzu\s+\w+|\w+zu\w+en)", re.IGNORECASE)
_PASSIVE_AFTER_MODAL = re.compile(
    r"\s+(?:(?:also|only|then|not|still|be\s+)\s*)*(?:be|être|essere|ser)\s+(?:\w+ly\s+)?"
    r"\w+(?:ed|en|wn|ne|id|pt|lt|nt|nd|ght|é|ée|és|ées|ato|ata|ati|ate|ado|ada|ados|adas|ido|ida|idos|idas)\b",
    re.IGNORECASE,
)
_IMPERSONAL = re.compile(r"\s*(?:es|das|dies|hier)\s+(?:ist|sind)\b", re.IGNORECASE)


def _agentless(sentence: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether the sentence states its duty or right without a doer by its grammar, not because its subject was not
    recognised: a passive with a modal word ("kann … gekündigt werden", "may be terminated") or German's "ist … zu
    zahlen". A sentence whose subject is a name or noun the reader does not know ("Die Firma kann …") is no
    agentless statement: it is not said."""
    if not words.verb_last:
        # English and the Romance languages: the passive follows its modal word ("may be terminated"), not one of
        # a clause the modal word's part runs into ("any claim you may have … must be filed").
        if _PASSIVE_AFTER_MODAL.match(sentence, modal[1]) is not None:
            return True
        # "deve ser pago", "doit être remis": a passive of a lexicon verb whose participle is irregular.
        after = _skip_space(sentence, modal[1])
        return words.lexicon_passive is not None and words.lexicon_passive.match(sentence, after) is not None
    if _is_passive(sentence, modal[1], words):
        return True
    if _IMPERSONAL.match(sentence):
        return False
    span = sentence[modal[2] : modal[1]].strip()
    return _ZU_PASSIVE.fullmatch(span) is not None or _inserted_zu_passive(span, words)


_IST = re.compile(r"(?:ist|sind)\b", re.IGNORECASE)
# A subject in the first part ("ist er verpflichtet"): the duty is that person's.
_PRONOUN = re.compile(r"(?<!\w)(?:er|sie|es|wir|ihr|man)(?!\w)", re.IGNORECASE)
# A finite verb of its own: a part with one is a clause, not an insertion ("…, der Kunde hat …").
_FINITE_AUX = re.compile(
    r"(?<!\w)(?:ist|sind|hat|haben|wird|werden|kann|können|muss|müssen|darf|dürfen|soll|sollen)(?!\w)"
)


def _inserted_zu_passive(span: str, words: _Words) -> bool:
    """German "ist … zu zahlen" with an insertion between commas ("Die Miete ist monatlich im Voraus, spätestens am
    dritten Werktag, … zu zahlen"): every part after the first opens with no conjunction, relative pronoun or
    article and holds no finite verb of its own (that would be another clause: "…, wenn …", "…, der Kunde hat …");
    the first part says how or when ("monatlich im Voraus"), not what the thing is ("Es ist einfach, … zu …" is
    impersonal and not read here)."""
    parts = span.split(",")
    if len(parts) < 2 or not _IST.match(span) or _ZU_PASSIVE.fullmatch(f"ist {parts[-1].strip()}") is None:
        return False
    head = parts[0].split()
    if len(head) < 3:
        return False  # "ist einfach, … zu …": an adjective with an infinitive, no duty
    if _PRONOUN.search(parts[0]) or _party_in(parts[0], words) is not None:
        return False  # "so ist er verpflichtet, … mitzuteilen": a duty of the one named there, not of no one
    if not head[-1][:1].isupper() or (words.not_insertion is not None and words.not_insertion.search(parts[0])):
        return False  # "sind nicht darauf ausgelegt, … zu unterstützen": a participle with its infinitive, no duty
    for part in parts[1:]:
        text = part.strip()
        opener = words.subordinate.match(text) if words.subordinate is not None else None
        if not text or opener is not None or _FINITE_AUX.search(text):
            return False
    return True


# Duties a contract owes whatever it says of their manner: the buyer must pay the price (§ 433 Abs. 2 BGB), the
# tenant the rent (§ 535 Abs. 2 BGB), the employer the pay (§ 611a Abs. 2 BGB). "May" with them names a way or a
# time to do it ("kann per PayPal zahlen"), never that it is optional: such a sentence is not said as a right.
MANNER_ONLY = frozenset({"pay"})

# Rights whose "must" sets where, when or how they are used, never that they must be used: "you will have to sue us
# in Dublin", "claims must be brought within one year", "Klagen sind beim Landgericht X zu erheben". No one is bound to
# go to court; such a sentence is said as the right it limits ("may … only under the conditions the clause names").
WHERE_NOT_WHETHER = frozenset({"sue"})


def _exclusions(sentence: str, words: _Words) -> list[int]:
    """Where the sentence's main clause says that a thing does not exist or does not happen: "Die ordentliche
    Kündigung vor Arbeitsantritt ist ausgeschlossen", "Ein Anspruch auf … besteht nicht", "entfällt", "findet nicht
    statt", "is excluded", "shall not apply" ([reading] excluded of clause_reader.toml). Its subject is the
    action or right itself, so no party has it there; an exclusion in a subordinate clause ("…, wenn die
    Kündigung ausgeschlossen ist") states none."""
    if words.excluded is None:
        return []
    return [m.start() for m in words.excluded.finditer(sentence) if not _subordinate(sentence, m.start(), words)]


PERMISSIONS = frozenset({"may", "may_only"})


def read_sentence(sentence: str, language: str, category: str = "other", name: str | None = None) -> Statement | None:
    """The statement of one sentence, or None when it binds no one in a way the lexicon knows. ``name``: the
    document's own name (``own_name``), read as a party like "wir".

    A negated duty ("need not pay", "braucht … nicht zu zahlen") is said as no duty ("not_obliged"), never as a duty
    or a ban; where the sentence narrows it to a time, a measure or a manner ([reading] deferral: "not … until",
    "nicht mehr als", "in full") nothing is said: "does not have to pay" would drop what still binds. Nor where it
    names a consent ([reading] consent_noun: "braucht für die Nebentätigkeit keine Zustimmung"): what is not needed
    is the consent, not the action."""
    found = _read_stated(sentence, language, category, name)
    words = _words(language)
    if found is not None and words is not None and found.action in words.objects:
        # "Dem Mieter werden … Schlüssel ausgehändigt": the thing the action names, where the reader's words have it.
        thing = next((key for key, rx in words.objects[found.action] if rx.search(sentence)), None)
        if thing is not None and thing not in found.details:
            found = found.model_copy(update={"details": [*found.details, thing]})
    if found is None or found.modality != "not_obliged" or words is None:
        return found
    rest = sentence
    for key, rx in (("promptly", words.promptly), ("in_advance", words.in_advance)):
        if key in found.details and rx is not None:
            rest = rx.sub(" ", rest)  # "nicht verpflichtet, … im Voraus zu benachrichtigen": the when is said with it
    narrowed = any(rx is not None and rx.search(rest) for rx in (words.deferral, words.consent_noun))
    return None if narrowed else found


# What a party is told of or agrees to: the clause after "dass"/"that" may say more than the act of being told.
TOLD_ACTIONS = frozenset({"acknowledge", "consent"})


def _told_content(
    found: Statement, sentence: str, language: str, words: _Words, category: str, name: str | None
) -> Statement:
    """The clause a party is told of or agrees to ("Sie nehmen zur Kenntnis, dass wir … ändern dürfen", "You
    acknowledge that we may change …"), said in place of the bare acknowledgement where it names its own party and a
    modal word (a duty or right the text states); otherwise the acknowledgement or consent stays. Someone's view
    ([reading] reported_mood) is never read as a duty."""
    if words.content_that is None:
        return found
    m = words.content_that.search(sentence)
    if m is None:
        return found
    content = sentence[_skip_space(sentence, m.end()) :]
    if words.verb_last:
        content = _main_order(content, words) or ""
    if len(content.split()) < 2 or (words.reported_mood is not None and words.reported_mood.search(content)):
        return found
    said = read_sentence(content, language, category, name)
    if said is None or said.party is None or said.action is None or said.modality == "does":
        return found
    return said.model_copy(update={"start": 0, "end": len(sentence)})


def _reminded_content(sentence: str, words: _Words) -> str | None:
    """The clause after a third party's notice ("Der Vermieter weist darauf hin, dass …", "The landlord points out
    that …"), in main-clause order; "" where the sentence holds such a notice but its clause cannot be read (its
    order cannot be turned, or it is someone's view: [reading] reported_mood); None where it holds none. A notice
    after a comma ("…, dass der Vermieter darauf hinweist, dass …", "Wenn …, weist …") may stand in a clause of its
    own: not read."""
    if words.reminded_that is None:
        return None
    m = words.reminded_that.search(sentence)
    if m is None:
        return None
    if "," in sentence[: m.start()]:
        return ""  # the notice after a clause of its own ("Wenn …, weist …", "…, dass … darauf hinweist"): not read
    content = sentence[_skip_space(sentence, m.end()) :]
    if len(content.split()) < 2 or (words.reported_mood is not None and words.reported_mood.search(content)):
        return ""
    if words.verb_last:
        return _main_order(content, words) or ""
    return content


def _read_stated(sentence: str, language: str, category: str = "other", name: str | None = None) -> Statement | None:
    """The statement of one sentence before the check of a negated duty's narrowing (see ``read_sentence``).

    A sentence that excludes a thing ("… ist ausgeschlossen", "shall not apply") states no right or duty in the
    part that holds the exclusion: nothing is said of it (the engine never turns "Die Kündigung ist
    ausgeschlossen" into "may give notice"). A right in another part of the same sentence ("…, während der
    Probezeit kann … gekündigt werden") holds only where the exclusion leaves it: it is said with its condition."""
    words = _words(language)
    if words is None:
        return None
    content = _notice_content(sentence, words)
    if content is not None:
        # "Ich weise Sie darauf hin, dass Sie verpflichtet sind, … mitzuteilen": what the writer points out is the
        # statement; where the clause after "dass" says nothing the lexicon knows, the sentence is read as a whole.
        told = read_sentence(content, language, category, name)
        if told is not None:
            return told.model_copy(update={"start": 0, "end": len(sentence)})
    if words.reported_that is not None and words.reported_that.search(sentence):
        return None  # "Der Vermieter behauptet, dass der Mieter … trägt": a claim reported, no one bound by it
    reminded = _reminded_content(sentence, words)
    if reminded is not None:
        # "Der Vermieter weist darauf hin, dass der Mieter … zahlen muss": the duty stands where the clause names its
        # own party and modal word; a clause of no party, or of what a party does, is not said.
        told = read_sentence(reminded, language, category, name) if reminded else None
        if told is None or told.party is None or told.modality == "does":
            return None
        return told.model_copy(update={"start": 0, "end": len(sentence)})
    found = _granted(_read_sentence(sentence, language, words, category, name), sentence, words, category)
    if found is None:
        # "willigen Sie ein, diese Bedingungen einzuhalten": the act is not read, the consent to it is said
        found = _subject_told(sentence, words, category, to_act=True)
    if found is not None and found.action in TOLD_ACTIONS:
        found = _told_content(found, sentence, language, words, category, name)
    nobody = _none_of(sentence, words)
    if nobody is not None:
        found = _bound_by_none(found, sentence, nobody, words)
    if found is not None and found.action in TIMED_ACTIONS and not found.details:
        if found.modality == "does" and words.notice_itself is not None and words.notice_itself.search(sentence):
            return None  # "Wir informieren Sie darüber, dass …": the sentence is the notice, no promise to give one
        found = found.model_copy(update={"details": _when(sentence, words)})
    excluded = _exclusions(sentence, words) if found is not None else []
    if (
        found is not None
        and found.party is None
        and excluded
        and (
            _marks_hold(sentence, found.action, excluded, words)
            or _frame_holds(sentence, found.action, excluded, language)
        )
    ):
        return found  # "Mündliche Nebenabreden bestehen nicht": the exclusion is the provision's own mark
    if found is None or not excluded:
        return found
    modal = _modality(sentence, words)
    if modal is None:
        return None  # "Ein Anspruch auf … besteht nicht": no modal word, the sentence only excludes
    part = _part_with(sentence, modal[2])
    if any(part[0] <= at < part[1] for at in excluded):
        return None  # the modal word and the exclusion in one part: what is excluded is not a right
    if found.modality in PERMISSIONS or found.modality == "does":
        return found.model_copy(update={"condition": True})
    return found


# The reader's roles a grant may name as its object ("dem Kunden", "the user"); a pronoun ("you", "Ihnen", "vi") is "you".
GRANTEES = frozenset({"you", "customer", "user"})
# A grant is performative: the sentence gives the right, no one is bound to give it later.
GRANTS = frozenset({"grant_licence"})


def _granted(found: Statement | None, sentence: str, words: _Words, category: str) -> Statement | None:
    """A grant of a licence to the reader ("We grant you a licence to use …", "Der Anbieter räumt Ihnen ein
    Nutzungsrecht ein", "Vi concediamo una licenza …"; [reading] granted_to_reader) gives the reader a right: it is
    said as the reader's right, never as the grantor's duty to grant. What the right covers is in the clause's words
    only, so no action is named; where the sentence limits it (a condition, an exception, a negation: "subject to you
    agreeing that you shall not copy it") it is a right only under conditions, the limit not dropped."""
    if found is None or found.action not in GRANTS or found.modality not in ("must", "does"):
        return found
    if words.granted_to_reader is None:
        return found
    m = words.granted_to_reader.search(sentence)
    if m is None:
        # "We grant this licence subject to you agreeing that you shall not: …": a grant in the present tense by
        # someone other than the reader gives the right as it is said; a modal word after it binds the grantee, not
        # the grantor. With no grantee named, nothing is said rather than a duty to grant.
        performative = any(key in GRANTS and rx.search(sentence) for key, rx in words.indicative)
        return None if performative and found.party != "you" else found
    # The grantee's role word in the grant's words ("dem Kunden", "the user"); a pronoun the roles may not list
    # ("vi", "Le") is the reader.
    named = sorted((r.start(), key) for key, rx in words.roles if (r := rx.search(m.group(0))) is not None)
    role = named[0][1] if named else "you"
    party = _party_for(role, category) if role in GRANTEES else None
    if party is None:
        return None  # a grant to someone the engine cannot name: no duty of the grantor, nothing said
    # A limit in a modal word of its own ("you shall not copy it", "Sie dürfen … nicht"); not an attribute of the
    # licence ("non-exclusive", "nicht ausschließliches", "non esclusiva").
    bound = any(rx.search(sentence, m.end()) is not None for rx in words.modals.values())
    limited = found.condition or found.exception or bound or bool(words.only and words.only.search(sentence))
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="may_only" if limited else "may",
        action=None,
        condition=found.condition,
        exception=found.exception,
        start=found.start,
        end=found.end,
    )


# Where a German subordinate clause's verb part ends: a comma (not inside a number), a semicolon, a colon, or the
# sentence's end.
_SUBORDINATE_END = re.compile(r"(?<!\d),|,(?!\d)|;|:|[.!?]?\s*$")
# A comma between two lowercase items of a list that "und"/"oder" closes within a few words ("zu administrativen,
# rechtlichen oder Sicherheitszwecken"): no clause ends there.
_LIST_COMMA = re.compile(r",\s+[a-zäöüß][\wäöüß-]*\s+(?:und|oder|sowie)\s")


def _notice_content(sentence: str, words: _Words) -> str | None:
    """The clause after a notice verb of the writer and "dass"/"that" ("Ich weise Sie darauf hin, dass …", "Bitte
    beachten Sie, dass …", "Please note that …"), in main-clause order; None where the sentence opens otherwise or
    the clause's order cannot be turned (its verb part ends in no finite verb the language data names)."""
    if words.notice_that is None:
        return None
    m = words.notice_that.match(sentence, _skip_space(sentence, 0))
    if m is None:
        return None
    content = sentence[_skip_space(sentence, m.end()) :]
    if len(content.split()) < 2:
        return None
    return _main_order(content, words) if words.verb_last else content


def _main_order(content: str, words: _Words) -> str | None:
    """A German subordinate clause in main-clause order: its finite verb, last in its verb part, moved right after
    its subject ("Sie nach § 60 SGB I verpflichtet sind, … mitzuteilen" -> "Sie sind nach § 60 SGB I verpflichtet,
    … mitzuteilen"; "der Mieter die Miete zahlen muss" -> "der Mieter muss die Miete zahlen"). None where the part
    ends in another word or its subject cannot be told (a comma inside the subject, a subject of no known shape)."""
    if words.subordinate_finite is None:
        return None
    brk = _SUBORDINATE_END.search(content)
    while brk is not None and _LIST_COMMA.match(content, brk.start()):
        # "zu administrativen, rechtlichen oder …": a comma between the items of a list ends no clause.
        brk = _SUBORDINATE_END.search(content, brk.end())
    end = brk.start() if brk is not None else len(content)
    head = " ".join(content[:end].split())
    body, _, verb = head.rpartition(" ")
    if not body or not words.subordinate_finite.fullmatch(verb):
        return None
    at = _subject_end(body, words)
    if at is None:
        return None
    return " ".join(f"{body[:at]} {verb} {body[at:]}".split()) + content[end:]


def _anaphor_party(sentence: str, modal: tuple[str, int, int], words: _Words, category: str) -> str | None:
    """The party a third-person pronoun beside the modal word refers to, where the sentence opens with a condition
    whose subject is a party named at its opening: "Verlässt der Arbeitnehmer das Unternehmen …, hat er die Kosten zu
    erstatten", "If the employee resigns …, he must repay …". A condition whose opening names no party leaves the
    pronoun's party unknown ([reading] anaphor of clause_reader.toml, matched case-sensitively: German "Sie" is the
    reader, "sie" a third person)."""
    if words.anaphor is None:
        return None
    lead = _lead_end(sentence, words)
    if lead == 0 or modal[2] < lead:
        return None
    # The pronoun stands right before the modal word ("he must"), or right after it ("muss er", "hat er … zu").
    inside = sentence[modal[2] : modal[1]].split()
    around = [*sentence[lead : modal[2]].split()[-1:], *(inside[1:2] or sentence[modal[1] :].split()[:1])]
    if not any(words.anaphor.fullmatch(token.strip(",;")) for token in around):
        return None
    # The condition's subject: the role at its opening ("Verlässt der Arbeitnehmer …", "If the employee …"), not one
    # in an object or attribute further on ("… einer von der Arbeitgeberin bezahlten Fortbildung").
    hit = _party_at(" ".join(sentence[:lead].split()[:3]), words)
    if hit is None or hit[0] in _PRONOUN_ROLES:
        return None
    return _party_for(hit[0], category)


def _subject_end(body: str, words: _Words) -> int | None:
    """Where the subject at the opening of ``body`` (single spaces) ends: a role ("Sie", "der Mieter", "Mieter und
    Vermieter"), a pronoun, or a determiner with the first noun after it ("die Miete", "keine Partei")."""
    hit = _party_at(" ".join(body.split()[:SUBJECT_WORDS]), words)
    if hit is not None:
        before = body[: hit[1]].split()
        if not before or (len(before) == 1 and _fullmatch(words.subject_determiner, before[0])):
            return hit[2]
    tokens = body.split(" ")
    if _fullmatch(words.subject_pronoun, tokens[0]):
        return len(tokens[0])
    if not _fullmatch(words.subject_determiner, tokens[0]):
        return None
    for i, token in enumerate(tokens[1:], start=1):
        if token[:1].isupper():
            return len(" ".join(tokens[: i + 1]))
    return None


def _fullmatch(rx: re.Pattern[str] | None, word: str) -> bool:
    return rx is not None and rx.fullmatch(word) is not None


# Actions whose "when" the text marks by words rather than a date ("unverzüglich mitteilen", "notify in advance").
TIMED_ACTIONS = frozenset({"notify"})


def _when(sentence: str, words: _Words) -> list[str]:
    """ "promptly" or "in_advance" where the main clause says when the action is to be done ([reading] promptly,
    in_advance of clause_reader.toml); an opening condition's words are not the action's."""
    main = sentence[_lead_end(sentence, words) :]
    for key, rx in (("promptly", words.promptly), ("in_advance", words.in_advance)):
        m = rx.search(main) if rx is not None else None
        if m is None:
            continue
        if words.alternative is not None and words.alternative.match(main[m.end() :].lstrip()):
            return []  # "entweder im Voraus oder so schnell wie möglich danach": no firm when
        return [key]
    return []


def _banned_to(sentence: str, words: _Words) -> str | None:
    """The role an impersonal ban names in the dative ([reading] banned_to: "il est interdit au locataire de", "è
    vietato al conduttore di", "Dem Mieter ist es untersagt"): the role word right after those words."""
    if words.banned_to is None:
        return None
    m = words.banned_to.search(sentence)
    if m is None:
        return None
    at = m.end()
    while at < len(sentence) and sentence[at] in " '’":
        at += 1
    return next((key for key, rx in words.roles if rx.match(sentence, at)), None)


def _none_of(sentence: str, words: _Words) -> tuple[int, int] | None:
    """The span of a subject that names no one of the parties ("Neither party", "Keine der Parteien", "Weder der
    Arbeitgeber noch der Arbeitnehmer", "Ninguna de las partes"; [reading] none_of of clause_reader.toml): where
    the main clause's subject stands, at its opening, or in German right after its modal word ("Vor Ablauf …
    darf keine Partei kündigen")."""
    if words.none_of is None:
        return None
    at = _skip_space(sentence, _lead_end(sentence, words))
    m = words.none_of.match(sentence, at)
    if m is not None:
        return m.span()
    if not words.verb_last:
        return None
    for m in words.none_of.finditer(sentence, at):
        previous = re.search(r"(\w+)\s+$", sentence[: m.start()])
        if previous is None or not any(rx.fullmatch(previous.group(1)) for rx in words.modals.values()):
            continue
        if _party_in(" ".join(sentence[at : previous.start()].split()[:SUBJECT_WORDS]), words) is None:
            return m.span()  # "Im ersten Jahr darf keine Partei …"; not "Der Mieter darf weder … noch …"
    return None


# What a quantifier of no one makes of a sentence's modal reading: "Neither party may …" bans it for both.
_NONE_OF_MODALITY = {"may": "must_not", "must": "must_not", "may_only": "may_only"}


def _bound_by_none(found: Statement | None, sentence: str, span: tuple[int, int], words: _Words) -> Statement | None:
    """The statement of a sentence whose subject names no one of the parties: a ban (or no duty) for both parties,
    or nothing. Roles inside the subject must be the two sides of the contract ("weder der Mieter noch der
    Vermieter") or none ("keine Partei"); anything else ("neither the tenant nor his guests") is not said. A
    negation the sentence itself holds (German "keine … darf", French "aucune … ne peut") has turned the modal word
    already; otherwise the quantifier turns it: a right or a duty becomes a ban ("Neither party may", "No party
    shall"), English words of obligation ("is obliged to") no duty; a passive, what a party does, and a double
    negation are not said."""
    if found is None or found.modality == "does" or "agentless" in found.details:
        return None
    inside = {key for key, rx in words.roles for _ in rx.finditer(sentence, *span)} - {"parties"}
    if inside and frozenset(inside) not in _COUNTERPARTS:
        return None
    modality: str | None = found.modality
    part = _part_with(sentence, span[0])
    negated = words.negation is not None and words.negation.search(sentence, span[1], part[1]) is not None
    if modality in ("must_not", "not_obliged"):
        # Turned already: by the quantifier itself ("keine Partei darf", "weder … noch … darf") or by the negation
        # the language puts beside it ("aucune partie ne peut"); a negation after the subject besides ("Neither party
        # may not", "Keine Partei darf nicht") is a double one, not said.
        modality = None if negated else modality
    elif modality == "must" and words.no_duty is not None and words.no_duty.search(sentence, span[1], part[1]):
        modality = "not_obliged"
    elif modality == "must" and words.negated_must_by_action:
        modality = "not_obliged" if found.action in NO_DUTY_WHEN_NEGATED else "must_not"
    else:
        modality = _NONE_OF_MODALITY.get(found.modality)
    if modality is None:
        return None
    if modality == "must_not" and words.without_consent is not None and words.without_consent.search(sentence):
        modality = "may_only"  # "Neither party may assign … without the other's consent": each may, with it
    return found.model_copy(update={"party": "parties", "modality": modality})


@cache
def _requests(language: str) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """(the modal words that make a request, a case of the reader's own) of ``language`` (clause_reader.toml
    ``[requests]``)."""
    data = optional_toml(language, "clause_reader").get("requests", {})
    word, case = data.get("word"), data.get("own_case")
    return (
        re.compile("(?:" + "|".join(word) + ")", _I) if word else None,
        re.compile("|".join(case), _I) if case else None,
    )


# Frames whose wording speaks of payments in general ("Payments are not refunded"): not said of one kind of cost.
GENERAL_FRAMES = frozenset({"no_refund"})

# Frames whose wording speaks of the things the clause itself lists ("the clause lists things you must not do"): a ban
# narrowed to a kind of a thing ("content that you have no right to share") is still one of them, and the wording stays
# true.
LISTING_FRAMES = frozenset({"prohibited_uses"})


def _disclaims(sentence: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether the modal word stands in a negated ability with a verb of promising ([reading] disclaimer: "cannot
    guarantee", "können nicht garantieren", "non può garantire"): a disclaimer, neither a ban nor a right."""
    if words.disclaimer is None:
        return False
    return any(m.start() <= modal[2] < m.end() for m in words.disclaimer.finditer(sentence))


def _conditional_request(sentence: str, modal: tuple[str, int, int], language: str) -> bool:
    """A request ("Bitte …", "Please …") for a case the reader may or may not be in: one of the reader's own ("bei
    Rückfragen", "if you have questions") or one the sentence names as its condition ("Wenn Sie …, wenden Sie sich
    bitte …"). Such a sentence asks, it binds no one: it is not said as a duty."""
    word, case = _requests(language)
    if word is None or modal[0] != "must" or not word.fullmatch(sentence[modal[2] : modal[1]].strip()):
        return False
    words = _words(language)
    condition = words is not None and (
        _lead_end(sentence, words) > 0
        or bool(words.modals.get("condition") and words.modals["condition"].search(sentence))
    )
    return condition or (case is not None and case.search(sentence) is not None)


def _read_sentence(
    sentence: str,
    language: str,
    words: _Words,
    category: str = "other",
    name: str | None = None,
    framed: bool = True,
) -> Statement | None:
    base = words
    if name is not None:
        words = replace(words, roles=(*words.roles, ("own", _name_pattern(name))))
    frame = frame_of(sentence, language, category) if framed else None
    modal = _modality(sentence, words)
    subject_end = _first_word_end(sentence, modal[2], modal[1], words) if modal else None
    does = next(((m.start(), key, m.end()) for key, rx in words.does if (m := rx.search(sentence))), None)
    subject = _party(sentence, words, subject_end, modal[2] if modal else None)
    party = _party_for(subject, category)
    if (
        party is None
        and modal is not None
        and words.we_modal is not None
        and words.we_modal.fullmatch(sentence[modal[2] : modal[1]].strip())
        and not sentence[: modal[2]].strip()
    ):
        party = _party_for("we", category)  # "Podemos suspender su cuenta": the modal word's ending names "we"
    if party is None and modal is None and does is not None and words.verb_last:
        # "Die Kosten der Abholung trägt der Käufer": the subject right after the verb, as after a modal word.
        party = _party_for(_party(sentence, words, does[2]), category)
    told = _subject_told(sentence, words, category) or (_refunded_to(sentence, words, category) if not frame else None)
    if told is not None:
        return told  # "Der Arbeitnehmer nimmt zur Kenntnis, dass …": what follows is what the party is told of
    if does is not None and does[1] in BORNE and _bearer_named(sentence, words):
        # "Los gastos causados por el inquilino serán a cargo del seguro", "… no serán a cargo del inquilino": the
        # sentence names who bears the costs, and it is no party, or it is denied; the role word elsewhere is not it.
        return None
    if modal is not None and _disclaims(sentence, modal, words):
        # "We cannot guarantee that …", "kann nicht garantieren": no promise, and no ban either; said as the subject's
        # disclaimer where the subject is a party's role word.
        return _no_guarantee(sentence, words, modal, party)
    if frame is None:
        provision = next((key for key, marks in words.all_of if all(rx.search(sentence) for rx in marks)), None)
        if provision in NO_MODAL_PROVISIONS and modal is not None and not _in_marks(sentence, provision, modal, words):
            provision = None  # "Unberührt bleibt …; der Mieter muss …": the modal word's reading says more
        if provision in AFFIRMED_PROVISIONS and _negated_provision(sentence, provision, words):
            provision = None  # "Ein Übergabeprotokoll wird nicht erstellt": the provision is denied, nothing is said
        if provision is not None:
            condition, exception = _limits(sentence, words)  # "…, mit Ausnahme des …": its exceptions said with it
            return Statement(
                modality="does", action=provision, condition=condition, exception=exception, start=0, end=len(sentence)
            )
        # Categories read by their own marks before the general reading: a negated liability of the subject, a German
        # object-first cost sentence, consent given by using the service.
        marked = _not_liable(sentence, words, modal, category)
        if marked is None and modal is None:
            marked = _costs_first(sentence, words, category) or _by_use(sentence, words, category)
        if marked is not None:
            return marked
    cost = words.specific_cost
    if frame is not None and frame[0] in GENERAL_FRAMES and cost is not None and cost.search(sentence) is not None:
        # "Versandkosten werden nicht erstattet": what is not refunded is one kind of cost, not payments in general;
        # the frame's words would say more than the sentence.
        return None
    if frame is None and modal is not None and _conditional_request(sentence, modal, language):
        return None  # "Bitte geben Sie bei Rückfragen … an": asked for a case the reader may not be in, no duty
    if frame is None and modal is None and does is None:
        present = _indicative(sentence, party, words) or _finite(sentence, words, category)
        if present is None:
            present = _passive_by_agent(sentence, words, category)
        if present is None:
            present = _relative_does(sentence, words, category)
        return present if present is None or present.party is not None else None
    if modal is not None and modal[0] == "not_obliged" and _is_passive_modal(sentence, modal, words):
        return None  # "The tenant need not be informed of …": the subject is told, the action's object not known
    if modal is not None and _is_passive_modal(sentence, modal, words):
        party = None  # "kann gekündigt werden", "may be terminated": who acts is not said in the subject
    if modal is not None and party is None:
        party = _anaphor_party(sentence, modal, words, category)
    if modal is not None and party is None:
        agent = _agent(sentence, modal[1], words)  # … but perhaps by "von"/"by"
        if agent == "parties" or _is_passive(sentence, modal[1], words) or _agentless(sentence, modal, words):
            # "von"/"durch" names who acts only in a passive ("können vom Anbieter entfernt werden"), not as an
            # attribute of the subject ("Vom Verkäufer ausgelöste Abbuchungen können … erfolgen", "Die Bestellung
            # durch den Kunden kann … erfolgen": the subject is the payment, the order, no party)
            party = _party_for(agent, category)
    if modal is not None and party is None and modal[0] == "must_not":
        party = _party_for(_banned_to(sentence, words), category)  # "il est interdit au locataire de …"
    if frame is not None and modal is not None and _words_of_no_duty(sentence, modal, words):
        # No duty in so many words ("braucht keine Überstunden zu leisten"): a frame's wording says what a clause sets
        # ("works overtime when asked"), not what it frees a party from; the lexicon's action says it ("need not work
        # overtime"), or nothing is said. A frame read of a negated order keeps its own wording ("Kommen Sie … nicht
        # …, wird … gemindert").
        lexicon = _read_sentence(sentence, language, base, category, name, framed=False)
        return lexicon if lexicon is not None and lexicon.action is not None else None
    if frame is not None and frame[0] in EITHER_SIDE_FRAMES and subject not in (None, "parties"):
        # "Der Arbeitgeber kann …", "Wir können das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen": the
        # frame's words give the right to either side, the sentence to one (named, or "wir", whom the engine may not
        # name); it is read without the frame: that side's right, or nothing.
        return _read_sentence(sentence, language, base, category, name, framed=False)
    if frame is not None:
        # A frame of one party's act given to the party its doer words name (``FRAME_DOERS``): the landlord, where so.
        party, doer_flags = frame_doer(frame[0], frame[2], party)
        frame = (frame[0], frame[1], doer_flags)
    if frame is not None and not frame_binds(frame[0], party, frame[2]):
        # The frame states another party's duty than the subject's ("Der Arbeitgeber informiert den Arbeitnehmer,
        # wenn …": not the employee's duty to report sickness): the sentence is read without it.
        return _read_sentence(sentence, language, base, category, name, framed=False)
    if frame is not None:
        # A frame knows what the sentence does ("Das Arbeitsverhältnis beginnt am …"); its wording says the rest.
        modality = modal[0] if modal else "does"
        if modal is not None and own_negation(frame[0], frame[1], sentence, modal[2]):
            modality = "does"  # "shall not exceed": the negation is the frame's own (a cap), no ban on anyone
        action: str | None = frame[0]
        details = sorted(frame[2] | _verb_marks(frame[0], sentence, words))
    elif modal is None:
        assert does is not None
        start, end = _part_with(sentence, does[0])
        if _negated(sentence, start, end, does[0], words):
            return None  # "trägt der Nutzer keine Kosten": not what the lexicon's verb says
        before = sentence[start : does[0]].split()[-AFTER_MODAL:]
        if not words.verb_last and words.negation is not None and words.negation.search(" ".join(before)):
            return None  # "Examplo non risponde", "is not liable": the negation stands before the verb
        modality, action, details = "does", does[1], []
    else:
        modality = modal[0]
        found = _action(sentence, modal[1], words)  # None: a duty or right whose content the lexicon lacks
        action = found[0] if found else None
        own_part = found is not None and found[1] is None  # the action in the modal word's own part
        if found is not None and found[1] is not None and _negated(sentence, *found[1], found[1][0], words):
            # "verpflichtet sich, keine falschen Angaben zu machen": the duty is not to do it.
            modality = {"must": "must_not", "may": "must_not"}.get(modality, modality)
        details = []
    if (
        modality == "must_not"
        and action is not None
        and action not in LISTING_FRAMES
        and _narrowed(sentence, modal[2] if modal else 0, words)
    ):
        action = None  # the ban is on a kind of the thing only: the renderer says a ban, not the action
    if modal is None or frame is not None:
        own_part = False
    negated = words.negation is not None and words.negation.search(sentence) is not None
    if name is not None and party is not None and (action is None or negated or _lead_end(sentence, words) > 0):
        # The name read as a party only where the sentence says what it does ("Spotify kann … ändern"): a bare
        # modal word with a name ("Examplo may show offers") is as often a possibility as a right; and not
        # after an opening condition, whose end a comma does not show ("Soweit …, <<X>> … zu erstatten, haftet
        # der Besteller"), nor in a sentence with a negation anywhere ("haften X, … in keinem Fall").
        return _read_sentence(sentence, language, base, category)
    if modality in PERMISSIONS and modal is not None and frame is None and _possibility(sentence, modal, action, words):
        return None  # "Lieferungen können sich verzögern", "you may experience delays": what can happen, no right
    if modality == "may" and action in MANNER_ONLY:
        return None  # "Der Kunde kann per Vorkasse oder PayPal zahlen": a way to pay, not whether to pay
    if modality == "must" and action in WHERE_NOT_WHETHER:
        modality = "may_only"  # "you will have to sue us here": if one sues, there; no duty to sue
    if modality == "must_not" and modal is not None and frame is None and _negated_must(sentence, modal, words):
        # "l'utente non dovrà sostenere alcun costo": no one is banned from paying; a negated "must" with a payment or
        # a cost is no duty, with another known action a ban, with none nothing is said (either may be meant).
        if action is None:
            return None
        if action in NO_DUTY_WHEN_NEGATED:
            modality = "not_obliged"
    if modality == "must_not" and action in NO_DUTY_WHEN_NEGATED and party is None and frame is None:
        # "Der Betrag kann nicht erstattet werden", "kann nicht gezahlt werden": a payment that will not or cannot be
        # made, no ban on anyone; with no party named its content is not said (the sentence stays the clause's quote).
        action = None
    if modality == "must_not" and words.without_consent is not None and words.without_consent.search(sentence):
        # "shall not redecorate … without the Landlord's prior written consent": allowed with consent, not banned.
        modality = "may_only"
    condition = bool(words.modals.get("condition") and words.modals["condition"].search(sentence))
    # An opening condition without a word of condition ("Zahlt der Mieter nicht, kann der Vermieter kündigen").
    condition = condition or _lead_end(sentence, words) > 0
    exception = bool(words.exception and words.exception.search(sentence))
    if own_part and modal is not None and party is None and action is not None and _agentless(sentence, modal, words):
        details = [*details, "agentless"]  # the text names no doer: said without a party (app/explain/say.py)
    elif (
        modality == "not_obliged"
        and modal is not None
        and party is None
        and action is not None
        and frame is None
        and not sentence[_lead_end(sentence, words) : modal[2]].strip()
    ):
        # "There is no obligation to pay …", "Es besteht keine Pflicht, … zu tragen": no duty, for no one named.
        details = [*details, "agentless"]
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality=modality,  # type: ignore[arg-type]
        action=action,
        details=details,
        condition=condition,
        exception=exception,
        start=0,
        end=len(sentence),
    )


def _limits(sentence: str, words: _Words) -> tuple[bool, bool]:
    """(whether a condition narrows the sentence, whether it names exceptions)."""
    condition = bool(words.modals.get("condition") and words.modals["condition"].search(sentence))
    condition = condition or _lead_end(sentence, words) > 0 or bool(words.only and words.only.search(sentence))
    return condition, bool(words.exception and words.exception.search(sentence))


def _not_liable(sentence: str, words: _Words, modal: tuple[str, int, int] | None, category: str) -> Statement | None:
    """A party's own liability denied in the main clause ([reading] not_liable: "Der Verkäufer haftet nicht für …",
    "Für Schäden haftet der Kunde nicht", "The landlord is not liable for …", "non è responsabile"): the subject is not
    liable for what the clause names ("does", action ``not_liable``). Only where the subject is a party's role word
    (or the document's own name) in the same clause; a modal word outside the phrase ("kann … nicht haften"), a
    subordinate clause ("…, wenn der Kunde nicht haftet") or a negation of something else ("haftet nicht nur",
    "haftet für nicht vorhersehbare Schäden") yields nothing here."""
    if words.not_liable is None:
        return None
    for m in words.not_liable.finditer(sentence):
        if modal is not None and not m.start() <= modal[2] < m.end():
            return None  # another modal word governs the sentence ("darf nicht haften" is not said)
        if _subordinate(sentence, m.start(), words) or _ATTRIBUTIVE_NOT.search(sentence, m.start(), m.end() + 40):
            continue
        if words.not_negation is not None and words.not_negation.match(sentence, _skip_space(sentence, m.end())):
            continue
        rest = sentence[m.end() :].lstrip()
        if words.not_negation is not None and words.not_negation.search(sentence[m.start() : m.end() + 12]):
            continue  # "haftet nicht nur", "not only liable"
        if rest[:1] == "," and words.verb_last:
            continue  # "haftet nicht, wenn …" is read by the general reading
        # The subject before the verb, at the sentence's opening ("Der Verkäufer haftet nicht …"); a subject after the
        # verb ("Für Kratzer haftet der Kunde nicht") is left to the lead, which names the denied liability.
        opening = sentence[_skip_space(sentence, _lead_end(sentence, words)) : m.start()]
        opening = " ".join(opening.split())
        role = _party_at(opening, words)
        before, after = opening[: role[1]].split() if role else [], opening[role[2] :].split() if role else []
        article = len(before) == 1 and (
            _fullmatch(words.subject_determiner, before[0]) or _ARTICLE_OR_DETERMINER.fullmatch(before[0]) is not None
        )
        if role is None or (before and not article) or len(after) > 2:
            continue
        party = _party_for(role[0], category)
        if party is None or party == "parties":
            return None
        condition, exception = _limits(sentence, words)
        return Statement(
            party=party,  # type: ignore[arg-type]
            modality="does",
            action="not_liable",
            condition=condition,
            exception=exception,
            start=0,
            end=len(sentence),
        )
    return None


def _no_guarantee(sentence: str, words: _Words, modal: tuple[str, int, int], party: str | None) -> Statement | None:
    """A disclaimer of a named party ("Der Verkäufer kann keine Gewähr für die Richtigkeit übernehmen", "We cannot
    guarantee that …"): the party does not promise what the clause names (``no_guarantee``); nothing without a party,
    or where the sentence is another clause's ("…, weil wir nicht garantieren können")."""
    if party is None or party == "parties" or _subordinate(sentence, modal[2], words):
        return None
    condition, exception = _limits(sentence, words)
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="does",
        action="no_guarantee",
        condition=condition,
        exception=exception,
        start=0,
        end=len(sentence),
    )


# Provisions said only where no modal word reads the sentence ("bleibt unberührt" beside a duty says less than it).
NO_MODAL_PROVISIONS = frozenset({"unaffected", "no_side_agreements", "entire_agreement"})


# Provisions whose marks affirm a thing ("wird ein Übergabeprotokoll erstellt", "sind … abgegolten"): a negation in the
# part of the sentence that holds a mark, outside the marks themselves, denies it; then nothing is said.
AFFIRMED_PROVISIONS = frozenset(
    {
        "settled_by_pay",
        "binding_order",
        "handover_report",
        "handed_over_renovated",
        "by_statute",
        "intends_revoke",
        "overpaid",
        "provisional",
        "under_review",
    }
)


def _negated_provision(sentence: str, provision: str, words: _Words) -> bool:
    """Whether a negation stands in a part of the sentence that holds one of the provision's marks, outside them."""
    if words.negation is None:
        return False
    marks = next((marks for key, marks in words.all_of if key == provision), ())
    spans = [(m.start(), m.end()) for rx in marks for m in rx.finditer(sentence)]
    for start, _end in spans:
        a, b = _part_with(sentence, start)
        for n in words.negation.finditer(sentence, a, b):
            if not any(x <= n.start() < y for x, y in spans):
                return True
    return False


def _in_marks(sentence: str, provision: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether the modal word is part of one of the provision's own marks ("shall remain unaffected")."""
    marks = next((marks for key, marks in words.all_of if key == provision), ())
    return any(m.start() <= modal[2] < m.end() for rx in marks for m in rx.finditer(sentence))


def _frame_holds(sentence: str, provision: str | None, at: list[int], language: str) -> bool:
    """Whether every offset in ``at`` lies in the words that make frame ``provision`` negative by meaning ("Die
    Gewährleistung für gebrauchte Ware ist ausgeschlossen": the exclusion is what the frame says)."""
    spans = frame_own_negation(provision, sentence, language) if provision else []
    return bool(spans) and all(any(a <= x < b for a, b in spans) for x in at)


def _marks_hold(sentence: str, provision: str | None, at: list[int], words: _Words) -> bool:
    """Whether every offset in ``at`` lies in one of the provision's own marks ([all_of])."""
    marks = next((marks for key, marks in words.all_of if key == provision), ())
    spans = [(m.start(), m.end()) for rx in marks for m in rx.finditer(sentence)]
    return bool(spans) and all(any(a <= x < b for a, b in spans) for x in at)


def _subject_told(sentence: str, words: _Words, category: str, to_act: bool = False) -> Statement | None:
    """A party told of a fact or giving its consent in the main clause at the sentence's opening ([reading]
    acknowledge, consent): "Der Mieter nimmt zur Kenntnis, dass …", "Schließlich nehmen Sie zur Kenntnis …", "The
    customer agrees to the …". The subject is a party's role word before the verb (with at most its article and one
    word such as "hereby" between), or in German right after the finite verb; a negation in the phrase or before it,
    a subordinate clause or no party named yields nothing. A consent to an act of one's own ("erklärt sich
    einverstanden, … einzuhalten") is read only with ``to_act``: where the act itself is not read."""
    if words.by_use is not None and words.by_use.match(sentence, _skip_space(sentence, 0)):
        return None  # "Indem Sie den Dienst nutzen, stimmen Sie … zu": consent by use, read by its own marks
    for action, rx in (("acknowledge", words.acknowledge), ("consent", words.consent)):
        if rx is None:
            continue
        lead = _skip_space(sentence, _lead_end(sentence, words))
        m = rx.search(sentence, lead)
        if m is None or _subordinate(sentence, m.start(), words):
            continue
        act = words.consent_to_act
        if action == "consent" and not to_act and act is not None and act.search(sentence, m.end()):
            continue  # "erklärt sich einverstanden, … freizustellen": consent to an act of one's own, read as such
        opening = " ".join(sentence[lead : m.start()].split())
        if words.negation is not None and (words.negation.search(m.group(0)) or words.negation.search(opening)):
            return None  # "nimmt nicht zur Kenntnis", "does not agree to": not said
        if _modality(opening, words) is not None:
            continue  # "The employee must acknowledge that …": a duty to do it, read by the general reading
        role = _party_at(opening, words)
        if role is not None:
            before, after = opening[: role[1]].split(), opening[role[2] :].split()
            article = len(before) == 1 and (
                _fullmatch(words.subject_determiner, before[0])
                or _ARTICLE_OR_DETERMINER.fullmatch(before[0]) is not None
            )
            if (before and not article) or len(after) > 1:
                continue
        elif words.verb_last and len(opening.split()) <= SUBJECT_WORDS + 2 and "," not in opening:
            # German verb-second: "Schließlich nehmen Sie zur Kenntnis", "Im Gegenzug für die Nutzung willigen Sie ein":
            # one opening phrase, then the finite verb, then the subject.
            inverted = m.group(0).split()[1:4]
            role = _party_at(" ".join(inverted), words)
            if role is None or role[1] > 4:
                continue
        else:
            continue
        party = _party_for(role[0], category)
        if party is None:
            return None
        return Statement(
            party=party,  # type: ignore[arg-type]
            modality="does",
            action=action,
            details=["consent"] if action == "acknowledge" and _and_consent(sentence, m, words) else [],
            condition=_lead_end(sentence, words) > 0,  # a condition inside "dass …" is the content's, not the act's
            start=0,
            end=len(sentence),
        )
    return None


def _and_consent(sentence: str, told: re.Match[str], words: _Words) -> bool:
    """Whether a consent is joined to the acknowledgement ("erkennen Sie an und willigen Sie ein, dass …", "You
    acknowledge and agree that …"): both are said. The consent's verb follows within a few words, after "und"/"and"
    and no comma; a negation between them says nothing of it."""
    if words.consent is None or words.joined is None:
        return False
    found = words.consent.search(sentence, told.start())
    if found is None or found.start() - told.end() > 30:
        return False
    between = sentence[told.start() : found.start()]
    if "," in between or (words.negation is not None and words.negation.search(sentence, told.end(), found.end())):
        return False
    return any(words.joined.fullmatch(w) for w in between.split())


def _refunded_to(sentence: str, words: _Words, category: str) -> Statement | None:
    """A payment made back to a party named in the dative ([reading] refunded_to: "Der Betrag wird dem Käufer
    erstattet", "wird Ihnen zurückgezahlt", "will be refunded to the customer"): the recipient gets the amount back
    ("does", ``get_refund``), with the sentence's conditions and exceptions. Nothing where a negation stands in the
    phrase ("wird nicht erstattet") or the recipient is no party's role word."""
    found = _recipient(sentence, words, category)
    if found is None:
        return None
    action, party = found
    condition, exception = _limits(sentence, words)
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="does",
        action=action,
        condition=condition,
        exception=exception,
        start=0,
        end=len(sentence),
    )


# Costs or fees passed on to a party ([reading] charged_to, charged_to_may: "Diese Gebühren können an den Kunden
# weitergegeben werden", "wird … an Sie weiterberechnet", "may be passed on to the customer"): the party bears them.
PASSED_ON = frozenset({"passed_on", "passed_on_may"})


# Costs put on a party by the words that name whom they burden ([reading] borne_by): the party named there bears them,
# whoever else the sentence names before ("Los gastos causados por el inquilino serán a cargo del arrendador").
BORNE = frozenset({"bear_costs"})


def _bearer_named(sentence: str, words: _Words) -> bool:
    """Whether a phrase of [reading] borne_by names who bears the sentence's costs."""
    return any(action in BORNE and rx.search(sentence) for action, rx in words.received_by)


def _recipient(sentence: str, words: _Words, category: str) -> tuple[str, str] | None:
    """(the action, the party) of the first phrase of [reading] refunded_to/handed_to whose recipient is a party."""
    for action, rx in words.received_by:
        if action in PASSED_ON and (words.specific_cost is None or words.specific_cost.search(sentence) is None):
            continue  # "wird an den Kunden weitergegeben": a cost passed on only where the sentence names one
        for m in rx.finditer(sentence):
            if _subordinate(sentence, m.start(), words):
                continue
            part = sentence[slice(*_part_with(sentence, m.start()))]
            if words.negation is not None and words.negation.search(part):
                return None  # "wird dem Käufer nicht erstattet": nothing received is said
            to = m.group("to").split()  # the recipient's word, perhaps after an adjective or before another word
            article = sentence[: m.start("to")].split()[-1:]
            if article and article[0].lower() == "der" and not any(_oblique_feminine("der", w, words) for w in to):
                continue  # "wird der Mieter …": "der" before a masculine noun is its nominative, not a dative
            before = sentence[: m.start("to")].rsplit(None, 1)[0] if article else ""
            if action not in BORNE and _party_at(before, words) is not None:
                return None  # "Bei Auszug wird der Mieter dem Vermieter … übergeben": the subject gives, active
            role = next((key for key, r in words.roles if any(r.fullmatch(word) for word in to)), None)
            party = _party_for(role, category)
            if party is not None and party != "parties":
                return action, party
    return None


def _costs_first(sentence: str, words: _Words, category: str) -> Statement | None:
    """German object-first cost sentences ([reading] costs_first: "Die Kosten für kleinere Instandhaltungsmaßnahmen,
    …, trägt die Mieterin bis zu …"): the role word right after the verb (with its article) bears the costs; a
    negation after it ("trägt der Mieter nicht") or no role there yields nothing."""
    if words.costs_first is None:
        return None
    m = words.costs_first.match(sentence, _skip_space(sentence, 0))
    if m is None:
        return None
    at = _skip_space(sentence, m.end())
    article = words.subject_determiner.match(sentence, at) if words.subject_determiner is not None else None
    if article is not None:
        at = _skip_space(sentence, article.end())
    role = next(((key, r) for key, rx in words.roles if (r := rx.match(sentence, at)) is not None), None)
    if role is None:
        return None
    after = sentence[role[1].end() : _part_with(sentence, role[1].end())[1]]
    if words.negation is not None and words.negation.search(" ".join(after.split()[:3])):
        return None
    party = _party_for(role[0], category)
    if party is None:
        return None
    condition, exception = _limits(sentence, words)
    return Statement(
        party=party,  # type: ignore[arg-type]
        modality="does",
        action="bear_costs",
        condition=condition,
        exception=exception,
        start=0,
        end=len(sentence),
    )


def _by_use(sentence: str, words: _Words, category: str) -> Statement | None:
    """Consent given by using the service ([reading] by_use: "Indem Sie den Dienst nutzen, stimmen Sie … zu", "By using
    the app, you agree to …", "Utilizzando il servizio, l'utente accetta …"): the reader accepts, by use, the terms or
    rules the clause names. Only where the sentence opens with it and the consent's part holds no negation."""
    if words.by_use is None:
        return None
    m = words.by_use.match(sentence, _skip_space(sentence, 0))
    if m is None:
        return None
    end = _part_with(sentence, m.end())[1]
    if words.negation is not None and words.negation.search(sentence, m.start(), end):
        return None  # "Indem Sie … nicht nutzen", "you do not agree": not said
    if category not in _BY_USE_CATEGORIES:
        return None
    return Statement(party="you", modality="does", action="agree_by_use", start=0, end=len(sentence))


# Documents where using a service is how a reader may consent to its terms.
_BY_USE_CATEGORIES = frozenset({"terms_and_conditions", "telecom_utility_contract", "other"})


# Frames whose wording gives a right to either side of the contract ("Either side can end the employment with …").
EITHER_SIDE_FRAMES = frozenset({"employment_notice", "probation_notice"})


# Payments and costs: "must not pay" bans nothing a party would want to do; negated, such a duty is no duty.
NO_DUTY_WHEN_NEGATED = frozenset(
    {
        "pay",
        "repay",
        "repay_training_costs",
        "pay_penalty",
        "bear_costs",
        "bear_return_costs",
        "reimburse_costs",
        "compensate_value_loss",
        "charge",
    }
)


def _negated_must(sentence: str, modal: tuple[str, int, int], words: _Words) -> bool:
    """Whether a "must_not" modal match is a "must" word with a negation where the language leaves open whether a
    ban or no duty is meant ("non dovrà", "no deberá", "ne doit pas"; not English "must not", always a ban). A duty
    whose negation follows it ("s'engage à ne pas fumer", "si impegna a non …") is a duty not to do it: no question."""
    must = words.modals.get("must")
    if not words.negated_must_by_action or must is None or must.search(sentence, modal[2], modal[1]) is None:
        return False
    span = sentence[modal[2] : modal[1]]
    return any(rx is not None and rx.search(span) for rx in (words.negation, words.negation_before))


def _possibility(sentence: str, modal: tuple[str, int, int], action: str | None, words: _Words) -> bool:
    """Whether "kann"/"can"/"may" says what is possible rather than what a party may choose to do: not where the
    verb names something that happens to the subject ([reading] event of clause_reader.toml: "Lieferungen können
    sich verzögern", "you may experience delays", "es kann vorkommen"), nor where the modal's part says it follows
    from something else ("… können die Bestellung dadurch sofort versenden")."""
    start, end = _part_with(sentence, modal[2])
    if action is None and words.event is not None and words.event.search(sentence, start, end) is not None:
        return True  # a verb of what happens, not of what someone does ("sich verzögern", "occur", "experience")
    return words.consequence is not None and words.consequence.search(sentence, start, end) is not None


def _figures(sentence: str, deadlines: list[Deadline], amounts: list[Amount]) -> list[Figure]:
    figures: list[Figure] = []
    for d in find_dates(sentence):
        iso = d.value.isoformat()
        role = next((x.role for x in deadlines if x.date == iso and x.role), None)
        figures.append(Figure(kind="date", text=sentence[d.start : d.end], value=iso, role=role))
    for money in find_money(sentence):
        value = abs(money.value)
        meaning = next((a.meaning for a in amounts if abs(a.value - value) < 0.005 and a.meaning), None)
        figures.append(Figure(kind="amount", text=money.text, value=f"{value:.2f}", role=meaning))
    return figures


_ISO_UNITS = {
    "day": "D",
    "calendar_day": "D",
    "working_day": "D",
    "working_day_mon_sat": "D",
    "week": "W",
    "month": "M",
    "year": "Y",
}
WITHIN_GAP = 4  # characters between "innerhalb von" and its period at most (a space, an article)


def _periods(sentence: str, words: _Words) -> list[Figure]:
    """Periods the sentence sets for its action: "innerhalb von drei Werktagen", "within 30 days", "entro 10
    giorni" (role ``within``; ``within_from`` when the text counts it from a point it names, "binnen vierzehn Tagen
    ab dem Tag …"). Only in the main clause: a period of an opening condition or of a relative clause ("…, die
    innerhalb von 7 Tagen erfolgen muss") belongs to something else."""
    if words.within is None:
        return []
    return _marked_periods(sentence, words, words.within, 30, "within", relative=True)


def _marked_periods(
    sentence: str, words: _Words, marker: re.Pattern[str], reach: int, role: str, relative: bool = False
) -> list[Figure]:
    """The one period of the main clause that stands right after ``marker``'s words (within ``reach`` characters
    before it, at most ``WITHIN_GAP`` between), with ``role`` (``<role>_from`` when the text counts it from a point it
    names); none where the sentence names two, or the period stands in a subordinate clause (with ``relative`` a
    German relative clause too) or in a condition ("im Falle einer Kündigung innerhalb von zwei Jahren": the case's
    period, not the action's)."""
    lead = _lead_end(sentence, words)
    out: list[Figure] = []
    for number, unit, written in durations_as_written(sentence):
        at = sentence.find(written)
        before = sentence[max(0, at - reach) : at]
        found = None
        for m in marker.finditer(before):
            found = m
        if found is None or len(before) - found.end() > WITHIN_GAP or at < lead or unit not in _ISO_UNITS:
            continue
        marker_at = at - len(before) + found.start()
        if _subordinate(sentence, marker_at, words) or (
            relative and words.verb_last and _opens_relative(sentence, marker_at)
        ):
            continue
        if _in_condition(sentence, marker_at, words):
            continue
        after = sentence[at + len(written) : at + len(written) + 20]
        counted = words.counted_from is not None and words.counted_from.match(after.lstrip()) is not None
        out.append(
            Figure(
                kind="period",
                text=written,
                value=f"P{number}{_ISO_UNITS[unit]}",
                role=f"{role}_from" if counted else role,
            )
        )
    return out if len(out) == 1 else []  # two periods in one sentence: which one the action has is not clear


PAYERS_PATH = Path(__file__).parent / "data" / "payers_by_law.json"


@dataclass(frozen=True)
class PayerByLaw:
    """Who owes a thing paid by law in a kind of document (``data/payers_by_law.json``)."""

    object: str  # a key of terms.toml: "rent", "remuneration"
    category: str
    party: str
    document_languages: frozenset[str]
    statute: str


@cache
def payers_by_law() -> tuple[PayerByLaw, ...]:
    with PAYERS_PATH.open(encoding="utf-8") as fh:
        rows = json.load(fh)["rules"]
    return tuple(
        PayerByLaw(r["object"], r["category"], r["party"], frozenset(r["document_languages"]), r["statute"])
        for r in rows
    )


def payer_rule(thing: str, category: str) -> PayerByLaw | None:
    return next((r for r in payers_by_law() if r.object == thing and r.category == category), None)


def payer_by_law(sentence: str, language: str, category: str, words: _Words) -> PayerByLaw | None:
    """The rule that names who pays what an agentless duty to pay is about (a lease's rent without its payer: the
    tenant, § 535 Abs. 2 BGB): the sentence names exactly one thing of the rules for the document's kind
    and language, and no doer of its own (an agent phrase with a word after it: "vom Jobcenter", "by the council").
    None where the kind of document is not known, the thing paid is another, or the sentence names a doer."""
    rules = [r for r in payers_by_law() if r.category == category and language in r.document_languages]
    if not rules:
        return None
    things = {r.object: r for r in rules}
    named = [k for k in mentioned_terms(sentence, language) if k in things]
    if len(named) != 1:
        return None
    if words.agent is not None and any(
        re.match(r"\s*[^\W\d_]", sentence[m.end() :]) for m in words.agent.finditer(sentence)
    ):
        return None  # the sentence names who acts: not said on the law's word
    return things[named[0]]


# Actions the law may name the payer of (``payer_by_law``).
PAID_BY_LAW = frozenset({"pay"})


def _by_law(found: Statement, sentence: str, language: str, words: _Words, category: str) -> Statement:
    """An agentless duty to pay said of the party the law makes pay it (``payer_by_law``), marked ``by_law`` and with
    the thing paid (``paid_<object>``); unchanged where no rule holds."""
    if found.action not in PAID_BY_LAW or found.modality != "must":
        return found
    rule = payer_by_law(sentence, language, category, words)
    if rule is None:
        return found
    details = [d for d in found.details if d != "agentless"] + ["by_law", f"paid_{rule.object}"]
    return found.model_copy(update={"party": rule.party, "details": details})


# A contract of two parties: who must tell one of them something is the other (one does not tell oneself). Read only
# where the sentence names that one party alone, as the one told ([reading] told_to: the dative after the passive's
# "ist/sind", "to the" after "be notified").
COUNTERPARTS: dict[str, tuple[str, str]] = {
    "employment_contract": ("employer", "employee"),
    "rental_contract": ("landlord", "tenant"),
}
TELLING_ACTIONS = frozenset({"notify"})


def _told_by_counterpart(found: Statement, sentence: str, words: _Words, category: str) -> Statement:
    """An agentless duty to tell (``TELLING_ACTIONS``) in a two-party contract (``COUNTERPARTS``) said of the party the
    sentence does not name, where its one named party is the one told (``told_<party>``, ``by_counterpart``);
    unchanged where the sentence names another role too, or its party in another place (a genitive, a subject)."""
    pair = COUNTERPARTS.get(category)
    if pair is None or words.told_to is None or found.action not in TELLING_ACTIONS or found.modality != "must":
        return found
    named = {key for key, rx in words.roles if rx.search(sentence)}
    m = words.told_to.search(sentence)
    if m is None or len(named) != 1:
        return found
    word = m.group("to")
    told = next((key for key, rx in words.roles if rx.fullmatch(word)), None)
    if told is None or told not in pair or named != {told}:
        return found
    article = sentence[: m.start("to")].split()[-1:]
    if article and article[0].lower() == "der" and not _oblique_feminine("der", word, words):
        return found  # "ist der Arbeitgeber …": "der" before a masculine noun is its nominative
    other = pair[1] if told == pair[0] else pair[0]
    details = [d for d in found.details if d != "agentless"] + ["by_counterpart", f"told_{told}"]
    return found.model_copy(update={"party": other, "details": details})


# Amounts a payment may be said with, by the role the analysis gave them: what is paid ("the fee of $12.00"). A part of
# a sum, a cap or a threshold is not what is paid; nor a refund, a tax assessed or an income.
PAID_ROLES = frozenset({"fee", "rent", "deposit", "price", "prepayment", "salary"})
PAID_GAP = 80  # characters between the verb of paying and its amount at most


def _paid_figure(sentence: str, words: _Words, figures: list[Figure]) -> list[str]:
    """Details of a payment said with its figure: ``paid_amount`` where the sentence's one amount has a role of
    ``PAID_ROLES`` and stands in the clause of the verb of paying (no comma or semicolon between them: the verb, then
    the thing paid with its figure), with ``monthly`` and ``prepaid`` where that clause says so ([reading] every_month,
    prepaid). None where the sentence names two amounts (which one is paid is not known)."""
    amounts = [f for f in figures if f.kind == "amount"]
    if len(amounts) != 1 or amounts[0].role not in PAID_ROLES:
        return []
    at = sentence.find(amounts[0].text)
    verbs = [rx for key, rx in (*words.actions, *words.does, *words.indicative, *words.finite) if key == "pay"]
    for rx in verbs:
        for m in rx.finditer(sentence):
            start, end = min(m.start(), at), max(m.end(), at + len(amounts[0].text))
            if at < 0 or end - start > PAID_GAP + len(amounts[0].text) + len(m.group(0)):
                continue
            if re.search(r"[,;]\s", sentence[start:end]):
                continue
            before = sentence.rfind(",", 0, start), sentence.rfind(";", 0, start)
            after = [x for x in (sentence.find(",", end), sentence.find(";", end)) if x >= 0]
            clause = sentence[max(before) + 1 : min(after) if after else len(sentence)]
            details = ["paid_amount"]
            details += ["monthly"] if words.every_month is not None and words.every_month.search(clause) else []
            details += ["prepaid"] if words.prepaid is not None and words.prepaid.search(clause) else []
            return details
    return []


# Actions that hold for a time the text may name (a waiver for a number of years): a waiver. The period after the sentence's words for "for" ([reading] for_period) is how long it holds.
FOR_A_TIME = frozenset({"waive_notice"})


def _for_periods(sentence: str, words: _Words) -> list[Figure]:
    """How long the sentence's waiver holds (role ``for``; ``for_from`` when the text counts it from a point it names,
    as ``_periods`` does): the one period that stands right after its words for
    "for" ([reading] for_period: "für …", "for a period of …") in the main clause; none where the
    sentence names two such periods, or the period stands in a condition or a subordinate clause."""
    if words.for_period is None:
        return []
    return _marked_periods(sentence, words, words.for_period, 40, "for")


def _in_condition(sentence: str, at: int, words: _Words) -> bool:
    """Whether offset ``at`` stands after a condition's words in its own part of the sentence ("in case of
    resignation within one year", "im Falle einer Kündigung innerhalb von zwei Jahren", "in caso di dimissioni entro
    due anni"): a period there is the case's, not the time the action has."""
    condition = words.modals.get("condition")
    if condition is None:
        return False
    start, _end = _part_with(sentence, at)
    return condition.search(sentence[start:at]) is not None


def _opens_relative(sentence: str, at: int) -> bool:
    """German: the part holding ``at`` follows a comma and opens with a relative pronoun ("…, die innerhalb …")."""
    start, _end = _part_with(sentence, at)
    return start > 0 and _ARTICLE.match(sentence, _skip_space(sentence, start)) is not None


# The name a document uses for the one who wrote it: a service's or a shop's name ("Spotify", "example.com", a
# name an anonymizer put in its place). A name travels between languages; a language's own nouns do not
# ("Inhalte", "Waren": app/prepare/pii/lexicon.py), and it is never written in lower case, and mostly stands
# without an article ("Spotify kann …", not "die Inhalte").
_NAME_SHAPE = re.compile(
    r"<<NAME>>|\b[\w-]+\.(?:com|de|it|net|org|eu|at|ch|fr|es|pt|io)\b|(?<![\w.<\[])[A-Z][\w&'’+-]*[A-Za-z0-9]"
)
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\n])\s*(?:\(?\w{1,3}[.)]\s*)*[„“\"'(]?$")
_ARTICLE_BEFORE = re.compile(
    r"(?<!\w)(?:der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|the|a|an|il|lo|la|le|gli|i|un|una|uno|del|della|"
    r"dello|dei|degli|delle|al|alla|ai|dal|dalla|nel|nella|sul|sulla|el|los|las|o|os|as|du|au|aux|unsere[mnrs]?|"
    r"our|your|nostr[oaie]|vostr[oaie]|Ihre[mnrs]?|jede[mnrs]?|diese[mnrs]?)\s+$",
    re.IGNORECASE,
)


@cache
def _name_pattern(name: str) -> re.Pattern[str]:
    """The name as a word of its own: not inside an address or a compound ("Spotify-Konto"), not a possessive."""
    return re.compile(r"(?<![\w.])" + re.escape(name) + r"(?![\w-]|['’]s\b)")


# The articles a company's name may have as a subject ("Die Muster GmbH haftet", "La Società può").
_NAME_ARTICLE = re.compile(r"die|das|the|la|il|lo|l['’]|el|le|a|o", re.IGNORECASE)
OWN_NAME_MIN = 3  # uses outside a sentence's first word
NOT_LANGUAGE_OWN = 1.0  # Zipf points more frequent in the document's language than elsewhere: a word of it


def own_name(text: str, language: str | None) -> str | None:
    """The document's most used name, if it has one: the party that wrote a service's or a shop's terms."""
    from app.prepare.pii.lexicon import excess, is_english_word

    words = _words(language) if language else None
    if words is None or language is None:
        return None
    uses: dict[str, int] = {}
    bare: dict[str, int] = {}
    for m in _NAME_SHAPE.finditer(text):
        before = text[max(0, m.start() - 30) : m.start()]
        placeholder = m.group().startswith("<<")  # a removed name is a name wherever it stands
        if _SENTENCE_START.search(before) and not placeholder:
            continue  # a sentence's first word is capitalised whatever it is
        uses[m.group()] = uses.get(m.group(), 0) + 1
        bare[m.group()] = bare.get(m.group(), 0) + (not _ARTICLE_BEFORE.search(before))
    # Words the text writes in lower case, web and mail addresses aside ("www.spotify.com" names the service).
    prose = re.sub(r"\S*(?:\.[a-z]{2,4}\b|@|/)\S*", " ", text)
    lowered = set(re.findall(r"(?<![\w<])[a-zäöüßàèéìòùáíóúâêôãõç][\w-]*", prose))
    for name, count in sorted(uses.items(), key=lambda x: -x[1]):
        if count < OWN_NAME_MIN:
            return None
        if name.startswith("<<") or "." in name:
            return name
        if name.lower() in lowered or name.isupper() or 2 * bare[name] < count:
            continue
        if any(rx.fullmatch(name) for _k, rx in words.roles):
            continue  # "Sie", "Kunde": a role word
        if excess(name, language) >= NOT_LANGUAGE_OWN or is_english_word(name, language):
            continue  # "Inhalte", "Features": a word, not a name
        # The most used name only (a payment service named in a few clauses is not who wrote the terms), and only
        # when the document gives its legal form: a German compound is as rare as a name ("Rücksendekosten").
        return name if re.search(re.escape(name) + _COMPANY_FORM, text) else None
    return None


# A company's legal form after its name ("Spotify AB", "Examplo Europe Ltd.", "Muster GmbH").
_COMPANY_FORM = (
    r"(?:\s+[A-Z][\w&-]*){0,3},?\s+(?:GmbH|AG|KG|OHG|UG|SE|e\.\s?K\.|Inc\.?|Ltd\.?|Limited|LLC|L\.L\.C\.|AB|ASA|"
    r"S\.r\.l\.|S\.p\.A\.|B\.V\.|N\.V\.|S\.A\.|SAS|S\.à r\.l\.|SARL|S\.L\.|Lda\.?|Corporation|Corp\.?|PLC|plc)(?!\w)"
)


# Roles named by pronouns or as the parties themselves: no determiner needed.
_PRONOUN_ROLES = frozenset({"you", "we", "parties", "own"})
# The two sides of a contract: named together ("Mieter und Vermieter"), they are both parties.
_COUNTERPARTS = frozenset(
    frozenset(pair)
    for pair in (
        ("tenant", "landlord"),
        ("employee", "employer"),
        ("customer", "provider"),
        ("user", "provider"),
        ("customer", "we"),
        ("user", "we"),
        ("you", "we"),
    )
)
_PROVIDER_CATEGORIES = frozenset({"terms_and_conditions", "telecom_utility_contract", "insurance", "purchase", "loan"})


def _party_for(party: str | None, category: str) -> str | None:
    """ "wir" in a shop's terms is the provider, in an authority's letter the authority."""
    if party == "employer" and category in _PROVIDER_CATEGORIES:
        return "provider"  # "the company" of a shop's or a service's terms
    if party == "employee" and category in _PROVIDER_CATEGORIES:
        return None  # "unsere Mitarbeiter" of a shop's terms: the shop's staff, no party of the contract
    if party == "own":
        return "provider" if category in _PROVIDER_CATEGORIES else None
    if party != "we":
        return party
    if category in ("authority_letter", "tax_assessment"):
        return "authority"
    if category in _PROVIDER_CATEGORIES:
        return "provider"
    return None


@cache
def _hearing(language: str) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """(right to be heard, a request) of ``language`` (clause_reader.toml [reading] ``heard``, ``request``)."""
    reading = optional_toml(language, "clause_reader").get("reading", {})
    heard, request = reading.get("heard"), reading.get("request")
    return (
        re.compile("|".join(heard), _I) if heard else None,
        re.compile("|".join(request)) if request else None,
    )


def _as_opportunity(found: Statement, sentence: str, clause: str, language: str) -> Statement:
    """A request to comment in a clause that gives the right to be heard ("Bevor ich entscheide, haben Sie
    Gelegenheit, sich … zu äußern. Bitte teilen Sie mir mit …") is an opportunity, not a duty: not answering
    leaves the decision to the file, it breaks no duty."""
    heard, request = _hearing(language)
    if found.modality != "must" or heard is None or request is None:
        return found
    if not heard.search(clause) or not request.search(sentence):
        return found
    return found.model_copy(update={"modality": "may"})


def read_clause(
    text: str,
    language: str | None,
    deadlines: list[Deadline] | None = None,
    amounts: list[Amount] | None = None,
    category: str = "other",
    name: str | None = None,
) -> list[Statement]:
    """The statements of a clause in the text's order, at most ``MAX_STATEMENTS``, chosen those with a party and an
    action first; offsets into ``text``. ``name``: the document's own name (``own_name``), a party where the category has a
    provider."""
    if not language or _words(language) is None:
        return []  # a language without reading data (or none detected): nothing is read on a guess
    out: list[Statement] = []
    for start, end in clause_sentences(text, language):
        sentence = text[start:end]
        if len(sentence.split()) < 3 or sentence.rstrip().endswith("?"):
            continue  # a question ("Come può l'utente recedere?") binds no one
        if blank_field(sentence):
            continue  # "Die Probezeit beträgt … Monate": a field without its value states nothing
        found = read_sentence(sentence, language, category, name)
        if found is None:
            continue
        found = _as_opportunity(found, sentence, text, language)
        figures = _figures(sentence, deadlines or [], amounts or [])
        words = _words(language)
        if words is not None and found.action is not None:
            figures += _periods(sentence, words)
        if words is not None and found.action in FOR_A_TIME:
            figures += _for_periods(sentence, words)
        if words is not None and found.party is None and "agentless" in found.details:
            found = _by_law(found, sentence, language, words, category)
            found = _told_by_counterpart(found, sentence, words, category)
        if words is not None and found.action == "pay" and found.party is not None:
            found = found.model_copy(update={"details": [*found.details, *_paid_figure(sentence, words, figures)]})
        out.append(
            found.model_copy(
                update={
                    "start": start,
                    "end": end,
                    "figures": figures,
                }
            )
        )
        if sum(_readable(x) == 0 for x in out) >= MAX_STATEMENTS or len(out) >= READ_STATEMENTS:
            # As many readable statements as are kept: no later sentence can take their places. A clause of many
            # statements is read up to READ_STATEMENTS of them (the engine's speed on long terms of service).
            break
    words = _words(language)
    if out and words is not None and words.excluded is not None and words.excluded.search(text):
        out = _limited_by_exclusions(text, language, words, out)
    if out and words is not None:
        out = _conditional_payments(text, language, words, out, category)
        out = _penalties(text, language, words, out)
    out = _split_costs(out)
    out = consent_requests(text, language, out, deadlines)
    # The places go to statements a reader can be told first (a party and an action), then to those with one of
    # the two, last to those with neither (the text's order within each); those kept stay in the text's order.
    kept = sorted(sorted(range(len(out)), key=lambda i: _readable(out[i]))[:MAX_STATEMENTS])
    return [out[i] for i in kept]


# Costs a clause divides between parties ("Los gastos de comunidad serán a cargo del arrendador. Los suministros serán
# por cuenta de la arrendataria"): a clause says an action once, so one party's "the costs the clause names" would stand
# for all of them. Each such statement is marked "shared": said as some of the costs, the others on another party.
SPLIT_COSTS = frozenset({"bear_costs"})


def _split_costs(found: list[Statement]) -> list[Statement]:
    """The statements, those of a cost action the clause puts on more than one party marked ``shared``."""
    split = {
        action
        for action in SPLIT_COSTS
        if len({x.party for x in found if x.action == action and x.modality == "does" and x.party is not None}) > 1
    }
    return [
        x.model_copy(update={"details": [*x.details, "shared"]}) if x.action in split and x.modality == "does" else x
        for x in found
    ]


def _readable(statement: Statement) -> int:
    """0: a party and an action (said in full); 1: one of the two; 2: neither (nothing of it can be said)."""
    return (statement.party is None) + (statement.action is None)


# A German sentence that opens with its finite verb and closes that part with a comma or colon before the main
# clause's verb is a condition ("Scheidet der Arbeitnehmer … aus, muss er …", "Verletzt er …, so hat er …"): the
# verb-first conditional, which names no "wenn". Not a sentence opening with a conjunction of purpose, cause or
# time, an article or a preposition.
_VERB_FIRST_CONDITION = re.compile(
    r"\s*(?!(?:Um|Da|Weil|Obwohl|Nachdem|Damit|Während|Bevor|Seit|Seitdem|Indem|Ohne|Statt|Anstatt|Als|Wie|Dass|Ob|"
    r"Der|Die|Das|Den|Dem|Des|Ein|Eine|Einer|Eines|Einem|Einen|Mit|Nach|Bei|Für|Im|In|Von|Vor|Zur|Zum|Ab|Bis|Auf|"
    r"Aus|An|Am|Über|Unter|Gemäß|Dies|Diese|Hiermit|Hierbei|Jeder|Jede|Jedes)\b)"
    r"(?:[A-ZÄÖÜ][a-zäöüß]*(?:t|et|en)|Wird|Sind|Kann|Muss|Darf|Soll|Hat|Ist)\s[^,:.;]{3,200}[,:]\s*(?:so\s+)?"
    r"(?:gilt|gelten|muss|müssen|hat|haben|ist|sind|kann|können|darf|dürfen|wird|werden|soll|sollen|entfällt|"
    r"erhält|zahlt|trägt|schuldet)\b"
)
# What a party pays because of what the other side gave or what it did itself: a repayment (of training costs the
# employer bore), a contractual penalty. Such a duty holds in the case the clause names (leaving early, a breach).
PAYMENT_ACTIONS = frozenset({"pay", "repay", "repay_training_costs", "pay_penalty"})
TIED_PAYMENTS = frozenset({"repay", "repay_training_costs", "pay_penalty"})


def _holds_condition(sentence: str, words: _Words) -> bool:
    condition = words.modals.get("condition")
    return (
        _lead_end(sentence, words) > 0
        or (condition is not None and condition.search(sentence) is not None)
        or (words.verb_last and _VERB_FIRST_CONDITION.match(sentence) is not None)
    )


def _conditional_payments(
    text: str, language: str, words: _Words, found: list[Statement], category: str
) -> list[Statement]:
    """A payment the text ties to a case ("Scheidet der Arbeitnehmer … aus, …: Der Arbeitnehmer muss die Kosten
    zurückzahlen") is said with its condition, never as a bare "must pay": a repayment or a penalty of any party,
    and any payment an employee owes under an employment contract (the employer pays; what the employee pays back
    or as a penalty holds in a case). The condition may stand in the sentence (a verb-first conditional, which
    names no "wenn") or in another sentence of the clause."""
    conditional = any(_holds_condition(text[s:e], words) for s, e in clause_sentences(text, language))
    if not conditional:
        return found
    out: list[Statement] = []
    for x in found:
        tied = x.action in TIED_PAYMENTS or (
            x.action in PAYMENT_ACTIONS and x.party == "employee" and category == "employment_contract"
        )
        if tied and x.modality == "must" and not x.condition:
            x = x.model_copy(update={"condition": True})
        out.append(x)
    return out


DUTIES = frozenset({"must", "does"})


def _penalties(text: str, language: str, words: _Words, found: list[Statement]) -> list[Statement]:
    """A contractual penalty is owed only on a breach: a duty to pay one ("hat eine Vertragsstrafe … zu zahlen",
    "shall pay a contractual penalty", "deve pagare una penale") is said as paying a penalty with its condition where
    the clause names the case (an opening condition, a condition word, a verb-first conditional, in any of its
    sentences, or words naming a breach), and not at all where it names none: never a bare "must pay". A duty is a penalty where its action
    is one (``pay_penalty``) or its sentence names a contractual penalty (app/analysis/terms.py, whichever verb or
    frame the lexicon read: "Vertragsstrafe … zu zahlen" is read as paying)."""
    conditional: bool | None = None
    out: list[Statement] = []
    for x in found:
        # A duty in a sentence that names a contractual penalty is the penalty, whatever frame its other words fit:
        # "If the employee breaches the duty of confidentiality, the employee shall pay a contractual penalty" sets
        # no duty of confidentiality.
        penalty = x.action == "pay_penalty" or "contractual_penalty" in mentioned_terms(text[x.start : x.end], language)
        if not penalty or x.modality not in DUTIES:
            out.append(x)
            continue
        if conditional is None:
            # The case: a condition in any sentence of the clause, or a breach it names ("bei Verstoß gegen …", "for
            # each breach", "en cas de manquement": [reading] breach of clause_reader.toml).
            conditional = (words.breach is not None and words.breach.search(text) is not None) or any(
                _holds_condition(text[s:e], words) for s, e in clause_sentences(text, language)
            )
        if x.condition or conditional:
            out.append(x.model_copy(update={"action": "pay_penalty", "condition": True}))
    return out


# Legal concepts of liability (keys of app/analysis/terms.py): their exclusion ("Die Haftung für leichte
# Fahrlässigkeit ist ausgeschlossen") takes a claim against a party away, not a party's right to act (to give notice,
# to withdraw, to rescind).
LIABILITY_CONCEPTS = frozenset(
    {"liability", "limitation_of_liability", "gross_negligence", "slight_negligence", "intent", "product_liability_act"}
)


def _limited_by_exclusions(text: str, language: str, words: _Words, found: list[Statement]) -> list[Statement]:
    """A clause that excludes a thing in one sentence ("Die Kündigung vor Arbeitsantritt ist ausgeschlossen") limits
    the rights its other sentences give ("Das Arbeitsverhältnis kann … gekündigt werden"): they hold only where the
    exclusion leaves them, and are said with their condition. Only an exclusion of liability alone
    (``LIABILITY_CONCEPTS``, named by app/analysis/terms.py), beside a right that names none of its concepts, leaves
    the right as it is ("Der Kunde kann zurücktreten. Die Haftung … ist ausgeschlossen"); what any other exclusion
    takes away cannot be told apart from the right, and the right is said with its condition."""
    excluded = [
        set(mentioned_terms(text[s:e], language))
        for s, e in clause_sentences(text, language)
        if _exclusions(text[s:e], words)
    ]
    if not excluded:
        return found
    out: list[Statement] = []
    for x in found:
        if x.modality in PERMISSIONS:
            named = set(mentioned_terms(text[x.start : x.end], language))
            if any(not things or not things <= LIABILITY_CONCEPTS or named & things for things in excluded):
                x = x.model_copy(update={"condition": True})
        out.append(x)
    return out


def find_statements(
    doc: PreparedDocument, deadlines: list[Deadline], amounts: list[Amount], category: str
) -> dict[str, list[Statement]]:
    """Statements of every clause of ``doc``, by clause id; figures' roles from the facts of the same clause."""
    language = doc.document_language if doc.document_language != "unknown" else None
    out: dict[str, list[Statement]] = {}
    name = own_name(doc.text, language) if category in _PROVIDER_CATEGORIES else None
    for i, segment in enumerate(doc.segments):
        cid = clause_id(i)
        own_dates = [d for d in deadlines if d.clause_id == cid]
        own_amounts = [a for a in amounts if a.clause_id == cid]
        found = read_clause(doc.text[segment.start : segment.end], language, own_dates, own_amounts, category, name)
        if found:
            out[cid] = found
    return out


# --------------------------------------------------------------------------- a right tied to the other side's breach


# The parties a reader of terms of service is: their own duties and rights are no ending by the provider.
READER_ROLES = frozenset({"you", "customer", "user"})
# Actions by which a party ends the contract or the reader's access (the lexicon's keys).
ENDING_ACTIONS = frozenset({"give_notice", "suspend", "terminate_account"})


def reader_acts(sentence: str, language: str | None, category: str = "terms_and_conditions") -> bool:
    """Whether the statement of ``sentence`` is the reader's own duty or right ("You may terminate at any time")."""
    if not language or _words(language) is None:
        return False
    found = read_sentence(sentence, language, category)
    return found is not None and found.party in READER_ROLES


def provider_ends(sentence: str, language: str | None, category: str = "terms_and_conditions") -> bool:
    """Whether ``sentence`` gives the provider a right to end the contract or suspend the account (``ENDING_ACTIONS``),
    whatever its words for the account ("We may also suspend it at any time")."""
    if not language or _words(language) is None:
        return False
    found = read_sentence(sentence, language, category)
    return (
        found is not None
        and found.party == "provider"
        and found.modality in PERMISSIONS
        and found.action in ENDING_ACTIONS
    )


def breach_in_condition(
    sentence: str, language: str | None, category: str = "other", named: re.Pattern[str] | None = None
) -> bool:
    """Whether ``sentence`` states a duty or right (a statement the model reads) and its condition names a breach of
    the contract ([reading] breach of clause_reader.toml), or what ``named`` matches: in an opening condition (up to
    its comma), in a case the sentence opens with (up to its modal word: "Bei Verstößen … können wir …"), or in a
    condition word's own part of the sentence ("… at any time if you breach these terms"). A breach named elsewhere
    (the thing the right is about, an example) is no condition of it."""
    words = _words(language) if language else None
    pattern = named or (words.breach if words is not None else None)
    if words is None or pattern is None:
        return False
    if read_sentence(sentence, language or "", category) is None:
        return False
    spans: list[tuple[int, int]] = []
    lead = _lead_end(sentence, words)
    if lead:
        spans.append((0, lead))
    opening = _skip_space(sentence, 0)
    if words.case_opening is not None and words.case_opening.match(sentence, opening):
        modal = _modality(sentence, words)
        spans.append((0, modal[2] if modal is not None else _part_with(sentence, opening)[1]))
    condition = words.modals.get("condition")
    if condition is not None:
        spans.extend((m.start(), _part_with(sentence, m.start())[1]) for m in condition.finditer(sentence))
    return any(pattern.search(sentence, start, end) is not None for start, end in spans)


# --------------------------------------------------------------------------- a request for the reader's consent

# A letter that asks the reader to agree to a change ("wir bitten Sie, einer Erhöhung der Miete von … auf … ab dem …
# zuzustimmen", "we ask you to agree to an increase of the rent from … to …") sets no duty: nothing changes by the
# letter alone. It is one statement: the reader ("you") is asked (modality "does", action ``CONSENT_REQUESTED``), with
# the thing that would change (a detail of ``CONSENT_THINGS``), which way (``rise``/``fall``, from the figures or the
# words of change) and its figures in their roles: the old and the new value ("von … auf …", "from … to …"), the
# change ("um …", "by …"), the day the change is to apply from and the day a reply is asked by. A later sentence of the
# clause that asks for the consent by a day ("Bitte teilen Sie uns Ihre Zustimmung bis … mit") gives that day and is
# no statement of its own. Words per document language: ``[consent_request]`` of clause_reader.toml.
CONSENT_REQUESTED = "consent_requested"
CONSENT_THINGS = ("rent", "pay", "contract")  # the more specific first: a contract change of the pay is of the pay
CONSENT_AMOUNT_ROLES = {"old": "old_value", "new": "new_value", "by": "change_by"}
CONSENT_DATE_ROLES = {"from": "requested_from", "start": "requested_from", "due": "reply_by"}
_MARKER_REACH = (
    30  # characters before an amount in which the word of its role stands ("von bisher", "from the current")
)


@dataclass(frozen=True)
class _ConsentWords:
    asks: re.Pattern[str]  # the writer asks the reader to agree to something
    reply: re.Pattern[str] | None  # the writer asks for the reader's consent (a sentence that may name only a day)
    change: re.Pattern[str] | None  # words of a change: without one (or a thing, or figures) nothing is asked to change
    rise: re.Pattern[str] | None
    fall: re.Pattern[str] | None
    things: tuple[tuple[str, re.Pattern[str]], ...]
    markers: tuple[tuple[str, re.Pattern[str]], ...]  # "old", "new", "by": words right before the amount
    dates: tuple[tuple[str, re.Pattern[str]], ...] = ()  # a date's role by the words right before it


@cache
def _consent_words(language: str) -> _ConsentWords | None:
    data = optional_toml(language, "clause_reader").get("consent_request", {})
    asks = _rx(data.get("asks"))
    if asks is None:
        return None
    things = data.get("things", {})
    markers = data.get("markers", {})
    dates = data.get("dates", {})
    return _ConsentWords(
        asks=asks,
        reply=_rx(data.get("reply")),
        change=_rx(data.get("change")),
        rise=_rx(data.get("rise")),
        fall=_rx(data.get("fall")),
        things=tuple((k, rx) for k in CONSENT_THINGS if (rx := _rx(things.get(k))) is not None),
        markers=tuple(
            (k, re.compile(r"(?<!\w)(?:" + "|".join(markers[k]) + r")\s*$", _I))
            for k in CONSENT_AMOUNT_ROLES
            if markers.get(k)
        ),
        dates=tuple(
            (role, re.compile(r"(?<!\w)(?:" + "|".join(dates[k]) + r")\s*$", _I))
            for k, role in (("from", "requested_from"), ("reply", "reply_by"))
            if dates.get(k)
        ),
    )


def _consent_amounts(sentence: str, words: _ConsentWords) -> list[Figure]:
    """The sentence's amounts, each with the role its word before it gives (``CONSENT_AMOUNT_ROLES``), or none."""
    out: list[Figure] = []
    previous = 0
    for money in find_money(sentence):
        before = sentence[max(previous, money.start - _MARKER_REACH) : money.start]
        role = next((k for k, rx in words.markers if rx.search(before)), None)
        out.append(
            Figure(
                kind="amount",
                text=money.text,
                value=f"{abs(money.value):.2f}",
                role=CONSENT_AMOUNT_ROLES[role] if role else None,
            )
        )
        previous = money.end
    return out


def _consent_request(sentence: str, language: str, deadlines: list[Deadline]) -> Statement | None:
    """The request of ``sentence`` for the reader's consent to a change, with its figures; None where it asks for none,
    or names no change (a thing of ``CONSENT_THINGS``, a word of change, or an old or new value)."""
    words = _consent_words(language)
    if words is None or not words.asks.search(sentence):
        return None
    amounts = _consent_amounts(sentence, words)
    valued = {f.role for f in amounts if f.role}
    thing = next((k for k, rx in words.things if rx.search(sentence)), None)
    changed = words.change is not None and words.change.search(sentence) is not None
    if thing is None and not valued and not changed:
        return None  # "we ask you to agree to our terms": no change is asked for
    details = [thing or ("amount" if valued else "unnamed")]
    old = next((float(f.value) for f in amounts if f.role == "old_value"), None)
    new = next((float(f.value) for f in amounts if f.role == "new_value"), None)
    if old is not None and new is not None and old != new:
        details.append("rise" if new > old else "fall")
    elif old is None or new is None:
        up = words.rise is not None and words.rise.search(sentence) is not None
        down = words.fall is not None and words.fall.search(sentence) is not None
        if up != down:
            details.append("rise" if up else "fall")
    return Statement(
        party="you",
        modality="does",
        action=CONSENT_REQUESTED,
        details=details,
        figures=[*_consent_dates(sentence, deadlines, language), *(f for f in amounts if f.role)],
        start=0,
        end=len(sentence),
    )


def _consent_dates(sentence: str, deadlines: list[Deadline], language: str) -> list[Figure]:
    """The sentence's dates with the role the facts give them, as the change's (``CONSENT_DATE_ROLES``): the day it
    is to apply from, the day a reply is asked by; a date of another role is not the request's."""
    out: list[Figure] = []
    words = _consent_words(language)
    for d in find_dates(sentence):
        iso = d.value.isoformat()
        role = next((x.role for x in deadlines if x.date == iso and x.role), None)
        own = CONSENT_DATE_ROLES.get(role or "")
        if own is None and role is None and words is not None:
            # No role from the facts: the words right before the date ("from", "with effect from", "by").
            before = sentence[max(0, d.start - _MARKER_REACH) : d.start]
            own = next((r for r, rx in words.dates if rx.search(before)), None)
        if own is not None:
            out.append(Figure(kind="date", text=sentence[d.start : d.end], value=iso, role=own))
    return out


def consent_requests(
    text: str, language: str | None, found: list[Statement], deadlines: list[Deadline] | None = None
) -> list[Statement]:
    """The clause's statements with its request for consent in the place of what its sentences were read as (a
    "Bitte …" read as a duty to tell): one statement for the first request of the clause, the day a later sentence asks
    the consent by added to it. A clause without such a request keeps its statements."""
    words = _consent_words(language) if language else None
    if words is None or not words.asks.search(text):
        return found
    request: Statement | None = None
    taken: list[tuple[int, int]] = []
    for start, end in clause_sentences(text, language):
        sentence = text[start:end]
        if request is None:
            read = _consent_request(sentence, language or "", deadlines or [])
            if read is not None:
                request = read.model_copy(update={"start": start, "end": end})
                taken.append((start, end))
            continue
        if words.reply is not None and words.reply.search(sentence):
            # A later request for the consent: its day is the reply's, and it states nothing else.
            due = [f for f in _consent_dates(sentence, deadlines or [], language or "") if f.role == "reply_by"]
            if due and not any(f.role == "reply_by" for f in request.figures):
                request = request.model_copy(update={"figures": [*request.figures, due[0]]})
            taken.append((start, end))
    if request is None:
        return found
    kept = [x for x in found if not any(s <= x.start < e for s, e in taken)]
    return sorted([*kept, request], key=lambda x: x.start)

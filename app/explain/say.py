"""Statements said in the reader's words: the edge where the statement model becomes language.

``app/analysis/statements.py`` reads a clause into statements (party, modality, action, figures with roles);
this module renders them from locale data (``app/locales/<code>/clause_reader.toml``, sections ``[say.*]``, and
``frames.toml`` ``[text]`` for frames). A statement is said only when every part of the sentence is known: a
party for a modal statement, an action the lexicon has words for. Otherwise nothing is said for it, and the
caller says plainly that the offline engine could not put the clause in plain words. Nothing of the document's
wording enters a sentence here but figures, formatted for the reader.
"""

from __future__ import annotations

from datetime import date
from functools import cache
from typing import Any

from app.analysis.amounts import find_money
from app.analysis.dates import durations_as_written
from app.analysis.statements import CONSENT_REQUESTED, payer_rule
from app.analysis.terms import mentioned_terms
from app.config import DEFAULT_LANGUAGE
from app.explain.consent_say import say_consent_request
from app.explain.frames import figures, say_frame
from app.explain.key_dates import fmt_date, fmt_money
from app.explain.terms_say import term_label
from app.locales import optional_toml
from app.locales.catalogue import offline_catalogue
from app.locales.plural import choose
from app.models import Figure, Statement

# Who the document is written to, by category: a statement binding one of these binds the reader.
READER_PARTIES: dict[str, frozenset[str]] = {
    "rental_contract": frozenset({"tenant", "you"}),
    "employment_contract": frozenset({"employee", "you"}),
    "terms_and_conditions": frozenset({"customer", "user", "you"}),
    "telecom_utility_contract": frozenset({"customer", "user", "you"}),
    "insurance": frozenset({"customer", "you"}),
    "purchase": frozenset({"customer", "you"}),
    "loan": frozenset({"customer", "you"}),
    "authority_letter": frozenset({"you"}),
    "tax_assessment": frozenset({"you"}),
    "termination_letter": frozenset({"you"}),
}
MAX_ABOUT = 2  # legal things named with an agentless statement
_DATE_ROLES = ("start", "end", "from", "due", "appointment", "notice_end")
# Amounts are listed with their role only where it keeps the reader from misreading them (a part of a sum, a cap,
# a threshold) or names what a tenancy costs; "salary" for an hourly overtime rate would say more than the text.
_AMOUNT_ROLES = ("part", "limit", "threshold", "deposit", "rent", "utilities", "prepayment")
# Actions whose object is only in the clause's own words ("use", "read", "buy", "refuse", …): the statement model has
# no object for them, so "You must not use what the clause names" would say nothing the reader could act on. Such a
# statement is said only by a frame that names its object ("You allow the company to use the content you share");
# otherwise not at all.
OPEN_ACTIONS = frozenset(
    {
        "use",
        "read",
        "buy",
        "sell",
        "refuse",
        "cancel",
        "inspect",
        "publish",
        "store",
        "hand_over",
        "demand",
        "contact",
        "choose",
        "note",
        "comply",
        "withdraw",
        "provide_information",
        "provide_service",
        "accept",
        "notify",
    }
)


@cache
def _say(language: str) -> dict[str, Any]:
    data: dict[str, Any] = optional_toml(language, "clause_reader").get("say", {})
    return data


def _person(party: str | None) -> str:
    return {"you": "_you", "parties": "_plural"}.get(party or "", "")


def _template(table: dict[str, str], key: str, party: str | None) -> str | None:
    return table.get(key + _person(party)) or table.get(key)


# Documents an office writes to the reader: the reader's counterpart is the office, not "the other side".
OFFICE_CATEGORIES = frozenset({"authority_letter", "tax_assessment"})


def toward(party: str | None, category: str) -> str | None:
    """Whom a party's action is toward where the document names who that is by its category ([say.office] of
    clause_reader.toml): in an office's letter, the reader acts toward the office ("to_office") and the office
    toward the reader ("to_reader"); None elsewhere (a contract's "other side")."""
    if category not in OFFICE_CATEGORIES or party is None:
        return None
    if party in READER_PARTIES.get(category, frozenset()):
        return "to_office"
    return "to_reader" if party == "authority" else None


def _action_forms(
    language: str,
    action: str,
    details: list[str] | None = None,
    modality: str | None = None,
    side: str | None = None,
    objects: list[str] | None = None,
) -> tuple[str, str] | None:
    """(the action's words, its words after a negation): toward the office or the reader where the document's
    category names who the other side is (``side``: see ``toward``); for no duty to pay, what the clause names
    ([say.unowed]: "does not have to pay" alone would free the party from paying anything)."""
    say = _say(language)
    office = say.get("office", {}).get(side or "", {}) if side else {}
    forms = office.get("actions", {}).get(action)
    named = next((say.get("actions", {}).get(f"{action}_{d}") for d in objects or ()), None)
    if forms is None and named is not None:
        forms = named  # the thing the sentence names ([objects]): "hand over the keys"
    if forms is None and modality == "not_obliged":
        forms = say.get("unowed", {}).get(action)
    if forms is None:
        forms = say.get("actions", {}).get(action)
    if forms is None:
        return None
    if isinstance(forms, str):
        forms = [forms]
    # When the text says it is to be done ([say.<action>] promptly, in_advance: "unverzüglich Bescheid geben").
    timed = office.get(action) or say.get(action, {})
    when = next((timed[d] for d in details or () if isinstance(timed, dict) and d in timed), None)
    return (str(when) if when else forms[0]), forms[-1]


def say_statement(
    statement: Statement, sentence: str, language: str, document_language: str | None, category: str = "other"
) -> str | None:
    """One statement in ``language``, or None when it cannot be said without guessing; with the period the text
    sets for its action ("… within 14 days")."""
    return said_statement(statement, sentence, language, document_language, category)[0]


def said_statement(
    statement: Statement, sentence: str, language: str, document_language: str | None, category: str = "other"
) -> tuple[str | None, bool]:
    """(the statement in ``language`` or None, whether the line says its content). A line that does not say its
    content names only whose duty or right it is ("The clause sets a duty for you."): where the action is unknown,
    or its object is only in the clause's words ("must read what …")."""
    if statement.action == CONSENT_REQUESTED:
        # A request for the reader's consent (app/explain/consent_say.py): said whole, with its figures and days.
        requested = say_consent_request(statement, language)
        return requested, requested is not None
    if statement.action is None or _open(statement, sentence, language, document_language):
        return _partial(statement, language), False
    line = _say_statement(statement, sentence, language, document_language, category)
    if not line:
        return None, False
    if language == document_language and _content_in_clause(statement, language):
        # "Der Kunde bestätigt, über das informiert zu sein, was die Klausel sagt": for a reader of the document's own
        # language the clause's words say more; the line is said beside its quote, never in its place.
        return line, False
    period = _period_text(statement, language)
    if period is not None and period[0] not in line:  # not where the frame's sentence says it ("… within 2 weeks")
        line = f"{line.rstrip('.')}{period[1]}."
    concerns = _concerns(statement, sentence, language, document_language)
    return (f"{line.rstrip('.')}{concerns}." if concerns else line), True


# Frames whose wording affirms what the sentence may deny ("Overtime is covered by the salary"): with a negation
# ("excluded") their wording is said only where it reads the negation.
AFFIRMING_FRAMES = frozenset({"overtime"})


# Payments whose object only the text names: no duty to pay them is said with what the clause names ([say.unowed]).
UNOWED = frozenset({"pay", "repay", "charge"})
# Telling the other side: what it is about and when are in the clause's words; said is what the text marks of them
# (a period, "unverzüglich", "in advance", the legal things the sentence names), never "let the other side know" alone.
TOLD = frozenset({"notify"})


def _about(sentence: str, language: str, document_language: str | None) -> list[str]:
    """The legal things the sentence names, in the reader's words (at most ``MAX_ABOUT``)."""
    labels = [x for k in mentioned_terms(sentence, document_language) if (x := term_label(k, language))]
    return labels[:MAX_ABOUT]


def _concerns(statement: Statement, sentence: str, language: str, document_language: str | None) -> str:
    """ " (this concerns: defects)" after a duty to tell the other side, or after no duty to pay, where the sentence
    names legal things ("The tenant does not have to pay what the clause names (this concerns: deposit)")."""
    told = statement.action in TOLD or (statement.modality == "not_obliged" and statement.action in UNOWED)
    if not told or statement.party is None:
        return ""
    about = _about(sentence, language, document_language)
    return text(language, "concerns", about=", ".join(about)) if about else ""


def _told_when(statement: Statement, sentence: str, language: str, document_language: str | None) -> bool:
    """Whether a duty to tell the other side says more than that: a period, when ("unverzüglich", "in advance") or
    what about (a legal thing the sentence names)."""
    timed = any(d in statement.details for d in ("promptly", "in_advance"))
    return timed or _period_text(statement, language) is not None or bool(_about(sentence, language, document_language))


def _period_text(statement: Statement, language: str) -> tuple[str, str] | None:
    """(the period's number, its words after the action: " within 14 days") where the statement's action has a
    period the text sets; None without one."""
    period = next((f for f in statement.figures if f.kind == "period" and f.role in ("within", "within_from")), None)
    shown = _period_shown(period, language)
    if period is None or shown is None:
        return None
    return shown[0], text(language, str(period.role), period=shown[1])


def _period_shown(period: Figure | None, language: str) -> tuple[str, str] | None:
    """(the period's number, the period in the reader's words: "2 years"), or None."""
    found = next(durations_as_written(period.text), None) if period is not None else None
    if found is None:
        return None
    cat = offline_catalogue(language)
    forms = cat.units.get(found[1]) or {"other": found[1]}
    return str(found[0]), f"{found[0]} {choose(cat.language, found[0], forms)}"


# Statements whose object is only "what the clause says" (an acknowledgement, a consent, a right left unaffected,
# things received): for a reader of the document's language the clause's own words say more than the line.
CONTENT_IN_CLAUSE = frozenset({"acknowledge", "consent", "unaffected", "receive_items"})


# Details that join a second act to the statement ("erkennen an und willigen ein": acknowledge and consent), not a thing
# named: the line still names its object only as what the clause says.
JOINED_ACTS = frozenset({"consent"})


def _content_in_clause(statement: Statement, language: str) -> bool:
    """Whether the statement's line names its object only as what the clause says: its kind is one of
    ``CONTENT_IN_CLAUSE`` and no wording of one of its details ([say.does] <action>_<detail>) names the thing."""
    if statement.action not in CONTENT_IN_CLAUSE:
        return False
    does = _say(language).get("does", {})
    named = [d for d in statement.details if d not in JOINED_ACTS]
    if any(f"{statement.action}_{d}_none" in does for d in named):
        return False  # "Das Recht zur fristlosen Kündigung bleibt unberührt": the right is named
    return not any(f"{statement.action}_{d}" in does for d in named)


def _detail_key(table: dict[str, Any], action: str, statement: Statement) -> str | None:
    """The first key ``<action>_<detail>`` of the statement's details that ``table`` has wording for."""
    return next((f"{action}_{d}" for d in statement.details if f"{action}_{d}" in table), None)


def _open(statement: Statement, sentence: str, language: str, document_language: str | None) -> bool:
    """An action whose object is only in the clause's words, and no frame that names it."""
    if statement.action not in OPEN_ACTIONS:
        return False
    if _detail_key(_say(language).get("actions", {}), str(statement.action), statement) is not None:
        return False  # "hand over the keys": the object is named ([objects] of clause_reader.toml)
    if statement.action in TOLD and statement.party is not None:
        return not _told_when(statement, sentence, language, document_language)
    if statement.party is None and "agentless" in statement.details and mentioned_terms(sentence, document_language):
        return False  # a passive's subject is the action's object: "Die Einwilligung kann widerrufen werden" (consent)
    fields = figures(sentence, language, document_language)
    return say_frame(str(statement.action), sentence, language, frozenset(statement.details), fields) is None


def _say_statement(
    statement: Statement, sentence: str, language: str, document_language: str | None, category: str = "other"
) -> str | None:
    if statement.action is None:
        return _partial(statement, language)
    if "by_law" in statement.details:
        return _by_law(statement, language, category)
    marked = _verb_marked(statement, language)
    if marked is not None:
        return marked
    fields = figures(sentence, language, document_language)
    framed = say_frame(statement.action, sentence, language, frozenset(statement.details), fields)
    blind = framed is not None and "excluded" in statement.details and statement.action in AFFIRMING_FRAMES
    unnegated = frozenset(statement.details) - {"excluded"}
    if blind and framed == say_frame(statement.action, sentence, language, unnegated, fields):
        # "Überstunden sind mit dem Gehalt nicht abgegolten": a wording that reads the same without the negation
        # ("Overtime is covered by the salary") would say the opposite of the text; not said.
        return None
    if framed is not None:
        return framed
    if statement.action in BURDENS and statement.modality in ("may", "may_only"):
        return None  # a cost one bears is no right: "können … Kosten anfallen" says what may happen, not a permission
    say = _say(language)
    subject = say.get("subject", {}).get(statement.party or "")
    # When the text sets a period, the period says when ("within 3 days"), not the words "without delay" beside it.
    timed = statement.details if _period_text(statement, language) is None else None
    forms = _action_forms(
        language, statement.action, timed, statement.modality, toward(statement.party, category), statement.details
    )
    if statement.party is None and statement.modality == "does":
        # A clause of the contract's own working that binds no party ("If one provision is invalid, the rest stays
        # valid"): said by its own words ([say.does] <action>_none), or not at all.
        does = say.get("does", {})
        named = next((does[k] for d in statement.details if (k := f"{statement.action}_{d}_none") in does), None)
        provision = named or does.get(f"{statement.action}_none")
        if provision:
            return str(provision)
    if not subject:
        # Who must or may do it is not said (a passive, "ist … zu zahlen"): the action is said, and that the clause
        # does not say who ([say.agentless]); never a party on a guess.
        agentless = say.get("agentless", {}).get(statement.modality)
        if statement.party is not None or "agentless" not in statement.details or not agentless or forms is None:
            return None
        # What the sentence is about, where it names a legal thing ("Die Miete ist … zu zahlen": rent).
        about = [x for k in mentioned_terms(sentence, document_language) if (x := term_label(k, language))]
        template = say.get("agentless", {}).get(f"{statement.modality}_about") if about else None
        # The period goes with the action, before the words that the clause does not say who.
        period = _period_text(statement, language)
        within = period[1] if period is not None else ""
        return str(template or agentless).format(
            action=forms[0] + within, action_not=forms[1] + within, about=", ".join(about[:MAX_ABOUT])
        )
    if statement.modality == "does":
        does = say.get("does", {})
        # How long it holds, where the text names it ("gives up the right to ordinary notice for 2 years").
        held = next((f for f in statement.figures if f.role in ("for", "for_from")), None)
        lasting = _period_shown(held, language)
        timed_template = _template(does, f"{statement.action}_for", statement.party) if lasting else None
        if held is not None and lasting and timed_template:
            line = timed_template.format(subject=subject, period=lasting[1])
            return f"{line.rstrip('.')}{text(language, 'for_from')}." if held.role == "for_from" else line
        # A detail with its own wording ("receive_items_keys", "acknowledge_consent"), else the action's.
        own = _detail_key(does, statement.action, statement)
        template = (_template(does, own, statement.party) if own else None) or _template(
            does, statement.action, statement.party
        )
        if template:
            return template.format(subject=subject)
        # A verb of the action lexicon in the present tense ("Der Verkäufer liefert …"): said as what the party
        # will do, with the lexicon's words for the action.
        generic = _template(say.get("modal", {}), "does", statement.party)
        return generic.format(subject=subject, action=forms[0]) if generic and forms else None
    template = _template(say.get("modal", {}), statement.modality, statement.party)
    if forms is None or template is None:
        return None
    paid = _paid(statement, language) if statement.modality == "must" else None
    return template.format(subject=subject, action=paid or forms[0], action_not=forms[1])


def _paid(statement: Statement, language: str) -> str | None:
    """A payment's words with its figure and when ([say.paid]: "pay the fee of $12.00 every month, in advance"), where
    the analysis marked the sentence's amount as what is paid (``paid_amount``); None otherwise."""
    if statement.action != "pay" or "paid_amount" not in statement.details:
        return None
    table = _say(language).get("paid", {})
    figure = next((f for f in statement.figures if f.kind == "amount"), None)
    found = next(find_money(figure.text), None) if figure is not None else None
    wording = table.get(str(figure.role)) if figure is not None else None
    if found is None or not wording:
        return None
    when = "".join(str(table.get(d, "")) for d in ("monthly", "prepaid") if d in statement.details)
    return str(wording).format(amount=fmt_money(found.value, found.currency, language), when=when)


def _by_law(statement: Statement, language: str, category: str) -> str | None:
    """A payment whose payer the clause does not name but the law does ([say.by_law] <object>: "The tenant must pay the
    rent: the clause does not say who, the law does (§ 535 Abs. 2 BGB)"); None without the rule or its wording."""
    thing = next((d.removeprefix("paid_") for d in statement.details if d.startswith("paid_")), None)
    rule = payer_rule(thing, category) if thing else None
    subject = _say(language).get("subject", {}).get(statement.party or "")
    template = _say(language).get("by_law", {}).get(thing or "")
    if rule is None or not subject or not template or rule.party != statement.party:
        return None
    return str(template).format(subject=subject, statute=rule.statute)


def _verb_marked(statement: Statement, language: str) -> str | None:
    """A frame whose verb marks one of its senses ([say.verb_marked.<frame>.<mark>] of clause_reader.toml: the
    service changed, or ended), with the first wording whose flags ("[anytime, without_notice]") the statement has."""
    table = _say(language).get("verb_marked", {}).get(str(statement.action), {})
    details = frozenset(statement.details)
    for mark in statement.details:
        for raw in table.get(mark, ()):
            needs, _, said = str(raw).partition("] ") if str(raw).startswith("[") else ("", "", str(raw))
            if frozenset(x.strip() for x in needs.lstrip("[").split(",") if x.strip()) <= details:
                return said
    return None


def _partial(statement: Statement, language: str) -> str | None:
    """A duty, prohibition or right whose content the lexicon lacks: said as such, for whom, and no more."""
    if statement.party is None or statement.modality == "does":
        return None
    labels = optional_toml(language, "clause_reader").get("labels", {})
    party = labels.get(statement.party)
    template = _say(language).get("partial", {}).get(statement.modality)
    return template.format(party=party) if party and template else None


def figure_text(figure: Figure, language: str) -> str | None:
    """A figure with the role the text gives it ("start: 1 January 2020"); None without a role."""
    if figure.role is None:
        return None
    texts = _say(language).get("text", {}) or _say(DEFAULT_LANGUAGE).get("text", {})
    if figure.kind == "date" and figure.role in _DATE_ROLES:
        role = _say(language).get("roles", {}).get(figure.role)
        value = fmt_date(date.fromisoformat(figure.value), language)
    elif figure.kind == "amount" and figure.role in _AMOUNT_ROLES:
        cat = offline_catalogue(language)
        role = cat.amount_labels.get(figure.role)
        found = next(find_money(figure.text), None)
        value = fmt_money(found.value, found.currency, language) if found is not None else figure.text
    else:
        return None
    if not role:
        return None
    return str(texts.get("figure", "{role}: {value}")).format(role=role, value=value)


def text(language: str, key: str, **params: str) -> str:
    """A fixed sentence of ``[say.text]`` in ``language`` (English where the language lacks it)."""
    own = _say(language).get("text", {})
    template = own.get(key) or _say(DEFAULT_LANGUAGE).get("text", {}).get(key, "")
    return str(template).format(**params)


def _why_text(language: str, key: str, category: str, bound: str | None, **params: str) -> str:
    """A why-line; of the office in its own letter its own words ([say.office.text]: the office is named as such,
    not as "the other side")."""
    if category in OFFICE_CATEGORIES and bound == "authority":
        office = _say(language).get("office", {}).get("text", {}).get(key)
        if office:
            return str(office).format(**params)
    return text(language, key, **params)


def why(statements: list[Statement], language: str, category: str) -> str:
    """Why the clause matters, from whom its first statement said in full binds: the reader, the other side, both;
    with its date and who bears the cost. A statement whose action is unknown gives no why-line: "This is a right
    for you" beside a clause whose content could not be said would claim what is not known."""
    readers = READER_PARTIES.get(category)
    if readers is None:
        return ""  # who the reader is in this document is not known: no "yours" or "theirs" on a guess
    fact_before = False  # a fact of the contract was said first ("The subscription renews automatically …")
    for statement in statements:
        excluded = _liability_kept_from_reader(statement, readers)
        if excluded:
            party = _lower_article(_say(language).get("subject", {}).get(str(statement.party), ""), language)
            return text(language, f"why_other_liability_{excluded}", party=party)
        if (
            statement.action is None
            or statement.party is None
            or (statement.modality == "does" and not _is_does(statement, language))
        ):
            # A frame states a fact of the contract ("the tenancy starts on …"), no one's duty or right.
            fact_before = fact_before or statement.action is not None
            continue
        if fact_before and statement.party not in readers and statement.party != "parties":
            # After a fact that may bind the reader (an automatic renewal), the other side's act is not what the
            # clause is "first" about, nor is the clause "not yours": no why-line from it.
            return ""
        if statement.party == "parties" or "shared" in statement.details:
            # "shared": the clause divides the costs it names between the parties (app/analysis/statements.py).
            return text(language, "why_both")
        dated = next((f for f in statement.figures if f.kind == "date" and f.role == "due"), None)
        costs = statement.action in COST_ACTIONS and statement.modality in ("must", "does")
        if statement.party in readers:
            if statement.modality == "must" and dated is not None:
                said = text(language, "why_own_must_dated", date=fmt_date(date.fromisoformat(dated.value), language))
            else:
                said = text(language, f"why_own_{statement.modality}")
            return f"{said} {text(language, 'why_own_cost')}" if costs else said
        party = _lower_article(_say(language).get("subject", {}).get(statement.party, ""), language)
        key = statement.party
        said = _why_text(language, f"why_other_{statement.modality}", category, key, party=party)
        return f"{said} {_why_text(language, 'why_other_cost', category, key, party=party)}" if costs else said
    return ""


def _liability_kept_from_reader(statement: Statement, readers: frozenset[str]) -> str | None:
    """ "excluded" or "limited" where the other side excludes or limits its liability (who bears the damage then): a
    frame's ``liability``, or the other side's own "is not liable" (``not_liable``, said of its subject)."""
    if statement.party in (None, "parties") or statement.party in readers:
        return None
    if statement.action == "not_liable":
        return "excluded"
    if statement.action != "liability":
        return None
    return next((d for d in ("excluded", "limited") if d in statement.details), None)


# Actions whose party pays: who bears the cost is what the reader needs to know of them.
COST_ACTIONS = frozenset(
    {
        "pay",
        "repay",
        "bear_costs",
        "bear_return_costs",
        "pay_penalty",
        "reimburse_costs",
        "repay_training_costs",
        "compensate_value_loss",
        "hold_harmless",
    }
)


# Costs and liabilities a party bears: never something a party "may" do.
BURDENS = frozenset(
    {"bear_costs", "bear_return_costs", "pay_penalty", "compensate_value_loss", "hold_harmless", "repay_training_costs"}
)


def _is_does(statement: Statement, language: str) -> bool:
    """A statement of what a party does by the verb itself ("is liable", "liefert"), not a frame's fact."""
    action = statement.action or ""
    does = _say(language).get("does", {})
    # "agree_by_use" is said only of the reader ("agree_by_use_you"): a verb that binds by itself all the same.
    if action in does or f"{action}_you" in does or action in _say(language).get("actions", {}):
        return True
    # A frame said of its doer (app/analysis/frames.py ``FRAME_DOERS``: "The landlord does the cosmetic repairs"): that
    # party's act, not a fact of the contract.
    return statement.party is not None and f"{statement.party}_does" in statement.details


def binds_other_side(statements: list[Statement], category: str) -> bool:
    """True when the clause's first statement with a party binds someone other than the reader."""
    readers = READER_PARTIES.get(category, frozenset({"you"}))
    if category not in READER_PARTIES:
        return False
    first = next((s for s in statements if s.party is not None), None)
    return first is not None and first.party not in readers and first.party != "parties"


def _lower_article(subject: str, language: str) -> str:
    """ "Der Vermieter" inside a sentence is "der Vermieter"; a German noun keeps its capital."""
    if not subject:
        return subject
    head, _, rest = subject.partition(" ")
    if not rest:
        return subject if language == "de" else subject[:1].lower() + subject[1:]
    return f"{head.lower()} {rest}"

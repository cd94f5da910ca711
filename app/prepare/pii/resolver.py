"""The one place that decides between findings: named score thresholds, filters and overlaps.

Every recognizer of ``registry`` declares a score. The thresholds below turn a score into a rank;
where findings overlap the higher rank wins, then the longer span. Before that, findings are dropped
where a category of text says they cannot be personal data: a case citation or register number
read as a plate or phone number, a capital after a one-letter abbreviation, a decision's short
name after its citation, and (for person evidence below ``STRONG``) a word the document uses as
its company's name.
"""

from __future__ import annotations

from bisect import bisect_left

from app.prepare.pii import Found
from app.prepare.pii.authors import case_titles
from app.prepare.pii.first_chars import compile_fast
from app.prepare.pii.lookalikes import CompanyWords
from app.prepare.pii.rules import case_names, citation_like
from app.prepare.pii.shapes import ACADEMIC, TITLE
from app.prepare.pii.wordlists import alternation, entries

# Named thresholds, highest first: a score at or above one gets its rank.
CHECKED = 0.95  # a labelled identifier ("IBAN:", "Steuer-ID") or one that passes its checksum
STRONG = 0.85  # a title, role label, role word or signature line right before the name
MEDIUM = 0.6  # a first name with a surname, a kinship word, an address with a house number
WEAK = 0.4  # a later mention of a person already found, a street named without a number
GUESS = 0.3  # the statistical tagger: taken where nothing above claims the span
THRESHOLDS = ((CHECKED, 4), (STRONG, 3), (MEDIUM, 2), (WEAK, 1), (GUESS, 0))
MIN_SCORE = GUESS  # below this a recognizer's finding is not taken


def rank(score: float) -> int:
    """The rank of a score; the resolver compares ranks, so small score changes do not reorder findings."""
    for threshold, r in THRESHOLDS:
        if score >= threshold:
            return r
    raise ValueError(f"score {score} is below MIN_SCORE {MIN_SCORE}")


def score_of(priority: int) -> float:
    """The threshold of a rank (for rules that state their rank)."""
    return next(t for t, r in THRESHOLDS if r == priority)


def admissible(text: str, found: list[Found]) -> list[Found]:
    """Findings that can be personal data: none inside a case citation or register number, no state, and below
    ``STRONG`` no word the document names a company with (``company_names``)."""
    cases = case_names(text) + case_titles(text)
    strong = rank(STRONG)
    weak_words = {text[f.start : f.end] for f in found if f.kind == "PERSON" and f.priority < strong}
    companies = company_names(text) & weak_words if weak_words else frozenset()
    if companies:  # a person of the same name found on better evidence keeps the bare mentions a person's
        medium = rank(MEDIUM)
        named = {
            w
            for f in found
            if f.kind == "PERSON" and f.priority >= medium and not _FORM_AFTER.match(text, f.end)
            for w in text[f.start : f.end].split()
        }
        companies -= named
    if companies:
        found = [
            f for f in found if not (f.kind == "PERSON" and f.priority < strong and text[f.start : f.end] in companies)
        ]
    return [
        f
        for f in found
        if (f.kind not in ("LICENCE_PLATE", "PHONE") or not citation_like(text, f.start, f.end, f.kind))
        and not (
            f.kind == "PERSON"
            and (
                _in_abbreviation(text, f.start, f.end)
                or after_company_word(text, f.start)
                or business_named(text, f.start, f.end)
                or any(s <= f.start and f.end <= e for s, e in cases)
                or (f.priority < strong and _a_state(text, f.start, f.end))
            )
        )
    ]


_FORMS = alternation("legal_forms")
_LEGAL_FORM = compile_fast(rf"(?<=[ \t\-]){_FORMS}(?![\w\-])")  # found first, then the word before it is read
_FORM_AFTER = compile_fast(rf"[ \t]*(?:&[ \t]+Co\.?[ \t]+)?-?{_FORMS}(?![\w\-])")
_NAMED_BEFORE = compile_fast(r"(?<![\w\-.])(?P<w>[A-ZÄÖÜ][\w\-]*\w)(?:[ \t]+&[ \t]+Co\.?)?[ \t]*-?$")
# The intros that are words (not the compound patterns, which ``after_company_word`` reads where a name stands).
_WORD_INTROS = "|".join(sorted((e for e in entries("company_intros") if not e.startswith("[")), key=len, reverse=True))
_NAMED_AFTER_INTRO = compile_fast(rf"(?<![\w\-])(?:{_WORD_INTROS})[ \t]+(?P<w>[A-ZÄÖÜ][\w\-]+)(?![\w\-])")


def company_names(text: str) -> frozenset[str]:
    """Words the document names a company with: the word before a legal form ("Rexholt GmbH") or after a word
    for a company ("die Firma Rexholt"). Said alone elsewhere in the document, the word is the company."""
    out = {m["w"] for m in _NAMED_AFTER_INTRO.finditer(text)}
    for m in _LEGAL_FORM.finditer(text):
        if w := _NAMED_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            out.add(w["w"])
    return frozenset(out)


def _a_state(text: str, start: int, end: int) -> bool:
    """A country or state is no person ("Ukraine" read as a co-author after a slash)."""
    from app.prepare.pii.names import is_place

    return is_place(text[start:end])


# A capital after a one-letter abbreviation is part of it ("i. S. d.", "i. V. m."), even where a party
# of the same initial is replaced elsewhere in the text.
_ABBREVIATION_BEFORE = compile_fast(r"(?<![\w.])[a-zäöü]\.[ \t]?$")


def _in_abbreviation(text: str, start: int, end: int) -> bool:
    """A single capital with its full stop right after a one-letter abbreviation."""
    if end - start != 2 or text[end - 1] != ".":
        return False
    return _ABBREVIATION_BEFORE.search(text[max(0, start - 4) : start]) is not None


def without_company_words(text: str, capitals: str, found: list[Found]) -> list[Found]:
    """Person evidence below ``STRONG`` whose surname the document uses as its company's name goes, and any
    right after a word that names a company or brand (``after_company_word``) or before a kind of business
    (``business_named``)."""
    strong = rank(STRONG)
    company = CompanyWords(text, (capitals[f.start : f.end] for f in found if f.priority < strong))
    return [
        f
        for f in found
        if (f.priority >= strong or not company(capitals[f.start : f.end]))
        and not after_company_word(text, f.start)
        and not business_named(text, f.start, f.end)
    ]


# "die Firma Anton Wiesler", "aus der Marke Frieda Holm", "the brand Tom Harcourt": the name is the company's or the
# brand's, whatever evidence (a first name, a title) made it look like a person.
# Portuguese names places and institutions after a person with a qualifier and an honorific between ("Escola
# Estadual Professor ...", "Fórum Ministro ...": ``company_qualifiers``, ``company_honorifics``).
_COMPANY_BEFORE = compile_fast(
    rf"(?<![\w\-]){alternation('company_intros')}(?:[ \t]+{alternation('company_qualifiers')})?[ \t]+"
    rf"(?:[„\"»“‚'][ \t]?)?(?:(?:Dr\.|Prof\.|{alternation('company_honorifics')})[ \t]+)?$"
)


_BUSINESS = alternation("business_words")
_BUSINESS_AFTER = compile_fast(rf"[ \t]*-?{_BUSINESS}(?![\w\-])")
_BUSINESS_LAST = compile_fast(rf"(?:^|.*[ \t]){_BUSINESS}$")


def business_named(text: str, start: int, end: int) -> bool:
    """A word for a kind of business follows the name right away or ends it: the business is named after a
    person ("Anton Wiesler Textilmaschinenfabrik", "Frieda Holm Bau-AG")."""
    return _BUSINESS_AFTER.match(text, end) is not None or _BUSINESS_LAST.match(text[start:end]) is not None


def after_company_word(text: str, start: int) -> bool:
    """A word for a company or brand stands right before ``start``."""
    return _COMPANY_BEFORE.search(text[max(0, start - 40) : start]) is not None


# A place named with its state or country ("Redmond, Washington 98052", "England und Wales"): the word
# before ", <state>" or on either side of "and" with one.
_AND = r"(?:und|and|e|ed|et|y|i|oder|or|o|ou)"
_PLACE_WORDS = r"[^\W\d_][\w'’-]*(?:[ \t]+[^\W\d_][\w'’-]*){0,2}"
_STATE_AFTER = compile_fast(rf"^,?[ \t]*(?P<p>{_PLACE_WORDS})")
_PLACE_AND_BEFORE = compile_fast(rf"(?P<p>{_PLACE_WORDS})[ \t]+{_AND}[ \t]+(?:von[ \t]+|of[ \t]+|di[ \t]+|de[ \t]+)?$")
_AND_PLACE_AFTER = compile_fast(rf"^[ \t]+{_AND}[ \t]+(?P<p>{_PLACE_WORDS})")


def _names_a_place(words: str) -> bool:
    """Whether ``words`` or its first one or two words name a country, state or region."""
    from app.prepare.pii.names import is_place

    parts = words.split()
    return any(is_place(" ".join(parts[:n])) for n in range(len(parts), 0, -1))


def is_place_guess(text: str, start: int, end: int) -> bool:
    """A name guess that is a place: a country, state or region itself ("Wales", "Victoria"), or named with
    one, after it ("Redmond, Washington") or beside it with "and" ("England und Wales")."""
    from app.prepare.pii.names import is_place

    if is_place(text[start:end]):
        return True
    after = text[end : end + 40]
    if after.startswith(",") and (m := _STATE_AFTER.match(after)) and _names_a_place(m["p"]):
        return True
    if (m := _AND_PLACE_AFTER.match(after)) and _names_a_place(m["p"]):
        return True
    before = text[max(0, start - 40) : start]
    return bool((m := _PLACE_AND_BEFORE.search(before)) and _names_a_place(m["p"].split()[-1]))


def without_places(text: str, found: list[Found]) -> list[Found]:
    """The name guesses (``GUESS``) without the places among them (``is_place_guess``)."""
    guess = rank(GUESS)
    return [f for f in found if f.kind != "PERSON" or f.priority > guess or not is_place_guess(text, f.start, f.end)]


_STATUS = compile_fast(rf"{alternation('legal_statuses')}")


def without_statuses(text: str, found: list[Found]) -> list[Found]:
    """The name guesses (``GUESS``) without a person's legal status named alone ("wenn Sie Kaufmann sind"): a
    listed surname may be one, but without a title, role or first name the word is the status."""
    guess = rank(GUESS)
    return [
        f
        for f in found
        if f.kind != "PERSON" or f.priority > guess or not _STATUS.fullmatch(text[f.start : f.end].strip())
    ]


_EXACT = rank(STRONG)  # from this rank a finding's span is exact (``whole_spans``)


_WORD = compile_fast(r"[^\W\d_]{2,}")
# A word this frequent in the language and not a listed name is a word, not the rest of a name.
WORD_ZIPF = 3.0


# Languages whose nouns are written in lower case: a capitalised word inside a tagged name is part of it.
_CAPITALISED_NAMES = frozenset({"es", "fr", "it", "pt"})


def _adds_a_word(text: str, language: str | None, outer: Found, inner: Found) -> bool:
    """Whether the part of ``outer`` around ``inner`` holds an everyday word ("Falls Krzysztof Kopien
    benötigt": "Kopien" is a noun, not the rest of a name)."""
    from app.prepare.pii.lexicon import zipf
    from app.prepare.pii.names import is_first_name, surnames
    from app.prepare.pii.tagger import NAME_PARTICLES
    from app.prepare.pii.words import everyday_word

    lang = language or "de"
    rest = text[outer.start : inner.start] + " " + text[inner.end : outer.end]
    return any(
        w not in surnames()
        and not is_first_name(w)
        and w.lower() not in NAME_PARTICLES  # "Silva de Moraes": a particle is part of the name
        and not (lang in _CAPITALISED_NAMES and w[:1].isupper())  # nouns are lower case there: a capital is a name
        and (everyday_word(w, lang) or zipf(w, lang) >= WORD_ZIPF)
        for w in _WORD.findall(rest)
    )


# Languages whose names go on after the part a title or an office marks: particles and further surnames.
_NAMES_GO_ON = frozenset({"es", "pt"})


def whole_spans(found: list[Found], text: str = "", language: str | None = None) -> list[Found]:
    """A finding that holds a better-ranked finding of its own kind (the tagger's "María García López" around
    the rules' "García", a street with its number around the street's name) stands for the whole: it takes
    that finding's rank and key, unless a better-ranked finding of another kind overlaps it. Not around a
    finding of rank STRONG or above: a title, role word or signature line marks exactly where its name
    starts ("Herr" before "de Lindqvist" is no part of the name). In Spanish and Portuguese a name found so may still
    go on to its right, over a particle and a surname ("Sr. Carlos Motta de Souza": ``_NAMES_GO_ON``)."""
    by_start = sorted(found, key=lambda f: f.start)
    right = language in _NAMES_GO_ON
    starts = [f.start for f in by_start]
    out: list[Found] = []
    for g in found:
        lo, hi = bisect_left(starts, g.start), bisect_left(starts, g.end)
        near = by_start[max(0, lo - 8) : hi]  # a finding that starts a little before may still overlap
        inside = [
            f
            for f in near
            if f.kind == g.kind
            and g.priority < f.priority
            and (f.priority < _EXACT or (right and f.start == g.start))
            and g.start <= f.start
            and f.end <= g.end
            if (f.end - f.start) < (g.end - g.start)
        ]
        if inside and not any(
            f.kind != g.kind and f.priority > g.priority and f.start < g.end and g.start < f.end for f in near
        ):  # (and no finding of another kind and a better rank overlaps it: asked only where one is inside)
            best = max(inside, key=lambda f: f.priority)
            if g.kind == "PERSON" and (not text or _adds_a_word(text, language, g, best)):
                out.append(g)
                continue
            g = Found(g.start, g.end, g.kind, best.key, best.priority)
        out.append(g)
    return out


# Languages that name streets after persons by the person's name alone, kind of street left out ("Federico García
# Lorca, 12", "Rui Barbosa, 45"): a name that a street's number follows is the street's (``streets_named_after``).
_STREETS_AFTER_PERSONS = frozenset({"es", "pt", "fr", "it"})
# Where a street's house number starts in what follows a name: "nº 4", "12", "s/n".
# A few more words of the street's name may stand between: "Federico García" found, "Lorca 50" after it.
_HOUSE_AFTER = compile_fast(
    r"(?P<rest>(?:[ \t]+(?:de|del|la|las|los|da|do|dos|das|[^\W\d_][\w'’\-]*)){0,3})"
    r"[ \t]*,?[ \t]*(?:[nN][º°o]\.?[ \t]*)?(?:\d|[sS][ \t]?/[ \t]?[nN](?![\w]))"
)
_NUMBER_IN = compile_fast(r"\d|(?<![\w])[sS][ \t]?/[ \t]?[nN](?![\w])")
# A title inside a street's own name, right before the name it honours ("Don Ramón de la Cruz 12", "Avenida del
# Dr. Ruiz Gil 4"; data ``titles``, ``academic``): the name after it is the street's, though the title made it a
# person on strong evidence.
_TITLE_BEFORE = compile_fast(rf"(?<![\w.])(?:{TITLE}|{ACADEMIC})[ \t]+$")


def streets_named_after(found: list[Found], text: str) -> list[Found]:
    """An address with a house number whose name is a person's name found on weaker evidence than a title or role (a
    first name, the tagger) is a street named after that person: "Hospital del Pino Andrea Doria, 55" names a street,
    not Andrea Doria; so is one named by a title inside the address ("Don Ramón de la Cruz 12, 28006 Madrid": the
    title is the street's, ``_titled_in``). The address takes the person's rank, so the longer address wins over the name inside it. Not
    where a kind of street stands between the name and the number ("Ana Gil Calle Olmo 5": a person, then a
    street): there the name ends before the address's own words."""
    persons = [f for f in found if f.kind == "PERSON"]
    if not persons:
        return found
    out: list[Found] = []
    for a in found:
        if a.kind == "ADDRESS" and a.priority < _MEDIUM_RANK:
            inside = [
                p
                for p in persons
                if a.start <= p.start
                and p.end < a.end
                and p.priority > a.priority
                and (p.priority <= _MEDIUM_RANK or _titled_in(text, a, p, persons))
                and (m := _HOUSE_AFTER.match(text, p.end, a.end)) is not None
                and not _street_kind_in(m["rest"])
            ]
            if inside:
                a = Found(a.start, a.end, a.kind, a.key, max(p.priority for p in inside))
        out.append(a)
    return out


def _titled_in(text: str, a: Found, p: Found, persons: list[Found]) -> bool:
    """``p`` is named by a title inside address ``a``, and no other person found above the address's rank stands in
    the address (a sender's name before the street stays the sender's)."""
    if _TITLE_BEFORE.search(text[a.start : p.start]) is None:
        return False
    return not any(
        a.start <= o.start and o.end <= a.end and o.priority > a.priority and (o.end <= p.start or o.start >= p.end)
        for o in persons
    )


def _street_kind_in(words: str) -> bool:
    from app.prepare.pii.tagger import STREET_TYPES

    return any(w.rstrip(".").lower() in STREET_TYPES for w in words.split())


def names_end_at_streets(found: list[Found], text: str) -> list[Found]:
    """A person's name ends where a street with its house number begins: a name read on over the words after it
    ("Remitido por: Ana Gil Soto Comunidad de Murcia 3", "... Lagos Profesor Ruiz s/n") is cut before the address it
    runs into. Where nothing of the name would be left, it stays as it is."""
    addresses = [a for a in found if a.kind == "ADDRESS" and _NUMBER_IN.search(text, a.start, a.end)]
    if not addresses:
        return found
    out: list[Found] = []
    for f in found:
        if f.kind == "PERSON":
            cut = min((a.start for a in addresses if f.start < a.start < f.end < a.end), default=None)
            if cut is not None:
                end = cut
                while end > f.start and not text[end - 1].isalnum():
                    end -= 1
                if any(c.isalpha() for c in text[f.start : end]):
                    f = Found(f.start, end, f.kind, f.key, f.priority)
        out.append(f)
    return out


_MEDIUM_RANK = rank(MEDIUM)


def _joined(taken: Found, f: Found) -> Found:
    """Two overlapping addresses as one: the span of both, the better rank and its key."""
    best = taken if taken.priority >= f.priority else f
    return Found(min(taken.start, f.start), max(taken.end, f.end), "ADDRESS", best.key, best.priority)


def resolve(found: list[Found], text: str = "", language: str | None = None) -> list[Found]:
    """Non-overlapping findings in text order: higher rank first, then the longer span (``whole_spans`` first;
    a person's whole name only with ``text`` to check what it adds). In the languages that name streets after
    persons (``_STREETS_AFTER_PERSONS``) an address with a person's name and a number is the street's
    (``streets_named_after``), and an address that overlaps an address already taken, neither holding the other
    ("calle Calle del Olmo, 6" and "Calle del Olmo, 6, 2º A"), joins it where the two touch nothing else; a name ends
    where such a street begins (``names_end_at_streets``)."""
    joins = language in _STREETS_AFTER_PERSONS and bool(text)
    if joins:
        found = names_end_at_streets(streets_named_after(found, text), text)
    found = whole_spans(found, text, language)
    ranked = sorted(found, key=lambda f: (-f.priority, -(f.end - f.start), f.start))
    taken: list[Found] = []
    # The spans taken never overlap: kept sorted, a new one need only be compared with its neighbours.
    starts: list[int] = []
    ends: list[int] = []
    for f in ranked:
        if f.end <= f.start:
            continue
        i = bisect_left(starts, f.start)
        if (i > 0 and ends[i - 1] > f.start) or (i < len(starts) and starts[i] < f.end):
            if joins and f.kind == "ADDRESS":
                _join(f, i, starts, ends, taken)
            continue
        starts.insert(i, f.start)
        ends.insert(i, f.end)
        taken.append(f)
    return sorted(taken, key=lambda f: f.start)


def _join(f: Found, i: int, starts: list[int], ends: list[int], taken: list[Found]) -> None:
    """Join the address ``f`` to the one taken address it overlaps where neither holds the other and the span of both
    overlaps nothing else taken (``starts``, ``ends`` and ``taken`` are updated in place)."""
    k = i - 1 if i > 0 and ends[i - 1] > f.start else i
    if (
        not (0 <= k < len(starts))
        or (k + 1 < len(starts) and starts[k + 1] < f.end)
        or (k > 0 and ends[k - 1] > f.start)
    ):
        return
    old = next((t for t in taken if t.start == starts[k] and t.end == ends[k]), None)
    if old is None or old.kind != "ADDRESS" or (old.start <= f.start and f.end <= old.end):
        return
    if f.start <= old.start and old.end <= f.end:
        return
    joined = _joined(old, f)
    if (k > 0 and ends[k - 1] > joined.start) or (k + 1 < len(starts) and starts[k + 1] < joined.end):
        return
    taken[taken.index(old)] = joined
    starts[k], ends[k] = joined.start, joined.end

"""Cut the anonymized text into clauses, following how legal documents are built.

Every segment is an exact slice: ``text[seg.start:seg.end]`` is the clause, stripped of surrounding
whitespace. Top-level markers (§ 3, Art. 4, Clause 2, 1.) and numbered headings without "§" in the
document's own sequence ("3 Probezeit", "9.1 Urlaub", "II.") start clauses, and so do title lines, headings
in capitals and, in terms written as questions and answers, the question lines. Sub-clauses ((1), a), 1.1)
stay with their parent unless it grows past ``MAX_PARAGRAPHS``: then it follows its sub-headings and
numbered sub-clauses, then packs "(1)", "a)" up to ``MAX_CLAUSE``. Documents without structure are cut into
paragraphs merged up to ``MAX_PARAGRAPHS``; a letter into its body's paragraphs. No cut inside a sentence.
A few passes over the lines: linear time.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path

from app.locales.reading import month_names
from app.models import Segment
from app.prepare.language import detect_language
from app.prepare.sentences import ends_block, sentence_spans

MAX_CLAUSE = 1800
MAX_PARAGRAPHS = 1200
_HEADING_MAX = 90
_SHORT_PARAGRAPH = 120
_TINY_PARAGRAPH = 25
_TITLE_MAX = 70
_LIST_ITEM_MAX = 30
_CAPS_HEADING_MAX = 160  # "III. BESONDERE BEDINGUNGEN FÜR BESTELLUNGEN VON GESCHÄFTSKUNDEN …, FASSUNG VOM MÄRZ 2026"
_QUESTION_MAX = 150
_QUESTION_WORDS = 20


class Kind(Enum):
    BLANK = "blank"
    BOILER = "boiler"  # signature lines, "Ort, Datum", page numbers, empty form fields
    CLOSING = "closing"  # "Mit freundlichen Grüßen": boilerplate that also ends the clause before it
    TOP = "top"  # starts a clause
    SUBJECT = "subject"  # "Betreff:" — a clause of its own, one line long
    REMEDY = "remedy"  # the legal-remedy notice — its own clause
    TITLE = "title"  # a short heading line; starts a clause
    MID = "mid"  # 1.1 — boundary when a clause must be split
    SUB = "sub"  # (1), a), bullets — boundary when a clause must be split
    TEXT = "text"
    PREAMBLE = "preamble"  # title and parties before the first clause of a contract: one clause


@dataclass
class _Line:
    start: int  # offsets of the stripped line
    end: int
    text: str
    kind: Kind = Kind.TEXT
    heading: str | None = None
    number: int | None = None  # for "N." lines, to check the sequence
    section: bool = False  # a heading of the document's own sections (a question heading): starts a clause anywhere


# "1. März 2026" at a line start is a date, not clause 1 (month names: app/locales/<code>/reading.toml).
_MONTHS = "|".join(re.escape(m) for m in sorted(month_names("clauses"), key=len, reverse=True))
_ORDINALS = "primera|segunda|tercera|cuarta|quinta|sexta|séptima|octava|novena|décima|primero|segundo|tercero"
_PARAGRAPH = re.compile(r"§\s*\d+\s*[a-z]?\b\.?")
# "§ 551 BGB", "§ 2 Abs. 2": a citation at a line start after a wrap, not a heading.
_CITATION = re.compile(
    r"\s*(?:Abs\.|Absatz|Satz|S\.|Nr\.|ff?\.|[A-ZÄÖÜ][a-zäöü]{0,3}[A-Z][A-Za-z]{0,3}\b|[A-Z]{2,4}\b(?!\w))"
)
_ARTICLE = re.compile(
    r"(?:Art\.|Artikel|Article|Artículo|Articulo|Articolo|Artigo|ARTIKEL|ARTICLE|ARTÍCULO|ARTICOLO|ARTIGO)\s*\d+[a-z]?\b\.?"
)
_WORDED = re.compile(
    rf"(?:Ziffer|Ziff\.|Abschnitt|Clause|Section|Cláusula|Clausula|Clausola|Chapter|Kapitel|Teil|Part|Capítulo|"
    rf"Chapitre|Capitolo|CLAUSE|SECTION|CLÁUSULA|CLAUSULA|CLAUSOLA)\s+(?:\d+|[IVX]+|{_ORDINALS}|{_ORDINALS.upper()})\b[.:]?"
    rf"|(?:{_ORDINALS.upper()})\b[.:-]*",
    re.IGNORECASE,
)
_NUMBERED = re.compile(rf"(\d{{1,2}})\.\s+(?!(?:{_MONTHS})\b)(?=[^\W\d_])", re.IGNORECASE)
_NUMBERED_UPPER = re.compile(r"\d{1,2}\.\s+[^\W\d_a-zäöüß]")
_DECIMAL = re.compile(r"\d{1,2}\.\d{1,2}(?:\.\d{1,2})*\.?\s+\S")
# A numbered heading line without "§": "3 Probezeit", "3. Probezeit", "9.1 Urlaub", "11 .2 Abtretung", "10)a) Abtretung",
# "1(1) Beginn", "7.UNFALLVERSICHERUNG", "IV. Kündigung", "B. Informationspflichten". The number is no date
# ("01.02.2026": a part of three or more digits), the title starts with a capital.
_HEADING_NUMBER = re.compile(
    r"(?P<number>\d{1,2})(?!\d)(?P<parts>(?:\s?\.\s?\d{1,2}(?!\d)|\s?\(\d{1,2}\)|\s?[.)]?\s?[a-z]\)|\s\d{1,2}(?![\d.,:]))*)"
    r"(?P<dot>\s?[.)])?\s*(?=[^\W\d_a-zäöüß])"
    r"|(?P<roman>[IVX]{1,5})\.\s*(?=[^\W\d_a-zäöüß]|$)"
    r"|(?P<letter>[A-H])\.\s+(?=[^\W\d_a-zäöüß][^\W\d_]*[a-zäöüß])"
)
# "3 Monate Probezeit", "30 Tage", "1 EUR": a figure at a line start, not a clause number.
_UNITS = (
    "monat monate monaten tag tage tagen woche wochen jahr jahre jahren stunde stunden minuten eur euro prozent "
    "mio mrd kg km qm zimmer personen mitarbeiter exemplare exemplaren ausfertigungen "
    "month months day days week weeks year years hour hours percent copies "
    "mes meses día días semana semanas año años hora horas "
    "mois jour jours semaine semaines an ans année années heure heures "
    "mese mesi giorno giorni settimana settimane anno anni ora ore "
    "dia dias ano anos"
)
_UNIT_WORDS = frozenset(_UNITS.split())
_SENTENCE_PUNCT = ".!?;,"
_SUB = re.compile(r"(?:\(\d{1,2}[a-z]?\)|\(?[a-z]\)|[-•–·]\s)\s*\S")
_SUBJECT = re.compile(r"(?:Betreff|Betr\.|Subject|Re|Asunto|Objet|Oggetto|Assunto)\s*:", re.IGNORECASE)
_REMEDY = re.compile(
    r"(?:Rechtsbehelfsbelehrung|Rechtsmittelbelehrung|Rechtsbehelf|Belehrung über|Legal remed|Rights? (?:of|to) appeal|"
    r"How to appeal|Instrucciones? de recursos?|Recursos\b|Voies et délais de recours|Voies de recours|"
    r"Mezzi di impugnazione|Modalità di impugnazione|Meios de defesa|Impugnação)",
    re.IGNORECASE,
)
_SIGNATURE_RULE = re.compile(r"_{6,}|\.{10,}")
_RULE = re.compile(r"[_.\-–—=*~\s]{3,}")
_FORM_FIELD = re.compile(r"[^_]{1,40}[_.…]{4,}[\s_.…]*")
# A bare page number line ("- 2 -", "Seite 2 von 5"): boilerplate, never a clause.
PAGE_NUMBER = re.compile(
    r"(?:[-–—]\s*\d{1,4}\s*[-–—]|(?:seite|page|p\.|pag\.|pág\.|página|pagina|s\.)?\s*\d{1,4}"
    r"\s*(?:(?:/|von|of|de|di|sur|aus)\s*\d{1,4})?)",
    re.IGNORECASE,
)
# A place (words, or a placeholder such as "[ORT_1]"; a postcode may lead; no other figures: "Effective May 1,
# 2018" or "Version 2, 2019" are no place) and a whole date: day, month and year, the month in figures or as a
# word ("3 de mayo de 2020", "March 3, 2020").
_PLACE_DATE = re.compile(
    r"(?:\d{4,5}\s)?(?:[^\W\d_]|\[\w+\])(?:[^\W\d_]|[. '’-]|\[\w+\]){0,40},\s*(?:den|le|el|il|am|em|on|a)?\s*"
    r"(?:\d{1,2}[./]\s?\d{1,2}[./]\s?\d{2,4}"
    r"|\d{1,2}\.?\s?(?:de\s)?[^\W\d_]{3,}\.?\s?(?:de\s)?\d{4}"
    r"|[^\W\d_]{3,}\.?\s\d{1,2},?\s\d{4})"
)
_SIGNATURE_CORE = frozenset(
    [
        "ort",
        "datum",
        "unterschrift",
        "unterschriften",
        "place",
        "date",
        "signature",
        "signed",
        "lieu",
        "fait",
        "lugar",
        "fecha",
        "firma",
        "firme",
        "luogo",
        "data",
        "local",
        "assinatura",
    ]
)
_SIGNATURE_ALSO = frozenset(
    [
        "und",
        "and",
        "et",
        "y",
        "e",
        "der",
        "des",
        "the",
        "of",
        "du",
        "de",
        "del",
        "della",
        "do",
        "da",
        "à",
        "a",
        "le",
        "la",
        "el",
        "il",
        "vermieter",
        "vermieterin",
        "mieter",
        "mieterin",
        "arbeitgeber",
        "arbeitgeberin",
        "arbeitnehmer",
        "arbeitnehmerin",
        "käufer",
        "verkäufer",
        "landlord",
        "tenant",
        "employer",
        "employee",
        "bailleur",
        "locataire",
        "arrendador",
        "arrendatario",
        "locatore",
        "conduttore",
        "senhorio",
        "arrendatário",
        "inquilino",
        "parties",
        "partei",
        "parteien",
        "vertragsparteien",
        "beider",
        "l",
        "los",
        "les",
        "employeur",
        "salarié",
        "salariée",
        "arrendataria",
        "arrendadora",
        "locador",
        "locatário",
        "empregador",
        "trabalhador",
        "datore",
        "di",
        "lavoro",
        "lavoratore",
        "empleador",
        "trabajador",
        "trabajadora",
    ]
)
_ROLE_WORDS = frozenset(
    word for word in _SIGNATURE_ALSO if len(word) > 5 and word not in {"parties", "parteien", "beider"}
)
_WORDS = re.compile(r"[^\W\d_]+")
_CLOSING = re.compile(
    r"(?:mit freundlichen grüßen|freundliche grüße|mit besten grüßen|hochachtungsvoll|im auftrag|i\. ?a\.|"
    r"kind regards|best regards|yours sincerely|yours faithfully|sincerely|atentamente|un saludo|saludos cordiales|"
    r"cordialement|veuillez agréer.*|bien cordialement|cordiali saluti|distinti saluti|con osservanza|"
    r"com os melhores cumprimentos|atenciosamente|cumprimentos)[\s,.]*",
    re.IGNORECASE,
)
_ADDRESS_WORDS = frozenset(
    {
        "frau",
        "herrn",
        "herr",
        "firma",
        "an",
        "mr",
        "mrs",
        "ms",
        "madame",
        "monsieur",
        "señor",
        "señora",
        "sr.",
        "sra.",
        "sig.",
        "sig.ra",
    }
)
# Columns of a table ("Ehemann          Ehefrau"): a row, never a heading.
_TABLE_ROW = re.compile(r"\S\s{3,}\S")
# A letterhead's or return address's parts set apart by dots or bars ("Stadtwerke · Hafenweg 3 · 12345 Ort"):
# the sender at the top of a page, never a heading.
_CONTACT_PARTS = re.compile(r"\s[·•|]\s")
_CONTACT_MIN = 2  # separators: three parts
_SALUTATION = re.compile(
    r"(?:sehr geehrte|liebe[rs]?\b|guten tag|dear\b|estimad[oa]|muy señor|señor[ae]s?\b|madame|monsieur|"
    r"mesdames|gentile|egregi[oa]|spettabile|caro\b|cara\b|exm[oa]|prezad[oa]|car[oa]s? senhor)",
    re.IGNORECASE,
)


def _greets(line: str) -> bool:
    """A salutation ("Sehr geehrte Frau [PERSON_1],", "Dear Ms [PERSON_1],"); "Exmo. Senhor" above a name is not."""
    return bool(_SALUTATION.match(line)) and line.endswith((",", ":", "!"))


def is_letter(text: str) -> bool:
    """A line of ``text`` greets the reader: a letter."""
    return any(_greets(line) and len(line) <= 80 for line in (raw.strip() for raw in text.splitlines()))


_DATE_ANY = (
    r"\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2}"
    r"|\d{1,2}(?:\.|º|°|st|nd|rd|th|er)?\s+(?:de\s+)?[^\W\d_]+\.?,?\s+(?:de\s+|del\s+)?\d{4}"
    r"|[^\W\d_]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
)
# The letter's date line ends the letterhead: "Leipzig, 24.11.2026", "Datum: 14.08.2026", "Paris, le 3 mars 2026".
_LETTER_DATE = re.compile(
    rf"(?:(?:datum|date|fecha|data|le|am)\s*:?\s*|[^\W\d_][\w\[\]. -]{{0,40}},\s*(?:den|le|el|il|am|em|on|a|à)?\s*)"
    rf"(?:{_DATE_ANY})|(?:{_DATE_ANY})",
    re.IGNORECASE,
)
# "Dieser Bescheid wurde maschinell erstellt und ist ohne Unterschrift gültig."
_MACHINE_NOTE = re.compile(
    r"maschinell erstellt|ohne unterschrift gültig|generated automatically|automatically generated|valid without "
    r"(?:a )?signature|sans signature|sin firma|senza firma|sem assinatura",
    re.IGNORECASE,
)
# "Y en prueba de conformidad, firman ...", "Letto, approvato e sottoscritto.": the act of signing, not a clause.
_SIGNING_FORMULA = re.compile(
    r"(?:y )?en prueba de conformidad|in witness whereof|signed by the parties|letto, approvato e sottoscritto|"
    r"lu et approuvé|fait à [^,]{1,40}, le|e por estarem de acordo|gelesen, genehmigt(?:,| und) unterschrieben",
    re.IGNORECASE,
)
# "[Zum Seitenanfang]", "Torna all'inizio Inizio pagina": a web page's link back to its top, never a clause.
_BACK_TO_TOP_WORDS = (
    r"zum seitenanfang|zurück zum seitenanfang|zurück nach oben|nach oben|seitenanfang|back to top|to top|"
    r"top of (?:the )?page|return to top|torna all'inizio|torna su|inizio (?:della )?pagina|retour en haut(?: de (?:la )?page)?|"
    r"haut de (?:la )?page|volver arriba|ir arriba|inicio de (?:la )?página|voltar ao topo|topo da página"
)
_BACK_TO_TOP = re.compile(rf"(?:\s*\[?\s*(?:{_BACK_TO_TOP_WORDS})\s*\]?\s*)+", re.IGNORECASE)
_HEAD_MAX_LINES = 30
_HEAD_LINE_MAX = 75


def segment(text: str, printed: bool = False) -> list[Segment]:
    """The clauses of ``text``. ``printed``: the text was read by OCR from pages, whose lines were cut at the page's
    margin (a PDF's text layer comes with its paragraphs joined, app/prepare/pdf.py); a line that runs to the margin
    is then no title (``_reaches_margin``)."""
    lines = _classify(_lines(text), printed)
    tops = sum(1 for line in lines if line.kind is Kind.TOP)
    structured = tops >= 2
    if not structured:
        _mark_letterhead(lines)  # a contract's head is its parties clause (see _merge_preamble)
    german = structured and detect_language(text) == "de"
    segments: list[Segment] = []
    for unit in _units(lines, structured, german):
        segments.extend(_cut(text, unit, structured))
    return segments


# --------------------------------------------------------------------------- lines


def _lines(text: str) -> list[_Line]:
    result = []
    pos = 0
    n = len(text)
    while pos <= n:
        nl = text.find("\n", pos)
        if nl == -1:
            nl = n
        raw = text[pos:nl]
        stripped = raw.strip()
        if stripped:
            start = pos + (len(raw) - len(raw.lstrip()))
            result.append(_Line(start, start + len(stripped), stripped))
        else:
            result.append(_Line(pos, pos, "", Kind.BLANK))
        pos = nl + 1
    return result


def _classify(lines: list[_Line], printed: bool = False) -> list[_Line]:
    numbered_top = not any(_PARAGRAPH.match(line.text) or _ARTICLE.match(line.text) for line in lines if line.text)
    questions = _question_headings(lines)
    expected_number: int | None = None
    last_decimal: tuple[int, int] | None = None  # "2.4" of the last numbered heading "2.4 Beendigung"
    previous: _Line | None = None  # previous non-blank line
    after_rule = False
    titles_seen = 0
    # "Erläuterungen" followed by "1. Die Werbungskosten ...": numbered paragraphs inside a titled
    # section are items of that section, not clauses of the document.
    items_of_title = False
    list_open = False  # under a line that ends in a colon, short lines are items
    for index, line in enumerate(lines):
        if line.kind is Kind.BLANK:
            continue
        text = line.text
        after_blank = index == 0 or lines[index - 1].kind is Kind.BLANK
        if _CLOSING.fullmatch(text):
            line.kind = Kind.CLOSING
            after_rule = True  # the signer's name and role follow
            previous = line
            continue
        if _is_boiler(text, after_rule):
            line.kind = Kind.BOILER
            after_rule = bool(_RULE.fullmatch(text)) or (after_rule and len(" ".join(text.split())) <= 40)
            previous = line
            continue
        after_rule = False
        if match := (_PARAGRAPH.match(text) or _ARTICLE.match(text) or _WORDED.match(text)):
            rest = text[match.end() :]
            if not (_PARAGRAPH.match(text) and _CITATION.match(rest)) or _cited_title(
                text, rest, previous, after_blank
            ):
                line.kind = Kind.TOP
                line.heading = _heading(text, match.end())
                if (top_number := _LEADING_NUMBER.match(text)) is not None:
                    last_decimal = (int(top_number.group(2)), 0)  # "§ 13 …" then "14.1 …": the numbering goes on
        elif (
            number := _numbered_heading(
                text,
                lines,
                index,
                previous,
                after_blank,
                # Right under a heading without a body (the end of a table of contents) the numbering may restart.
                None
                if previous is not None and previous.kind is Kind.TOP and previous.heading == previous.text
                else expected_number,
                _next_decimal(text, last_decimal),
            )
        ) is not None:
            line.kind = Kind.TOP
            line.heading = text
            if number:
                expected_number = number + 1
            last_decimal = _decimal(text) or last_decimal
        elif _MARKER_ALONE.fullmatch(text) and _marker_heads(lines, index, previous, after_blank):
            # "3.5.:" or "4." alone on its line above its text (a PDF's layout): a clause in a document numbered
            # without "§", a sub-clause boundary under "§" headings.
            line.kind = Kind.TOP if numbered_top else Kind.MID
            line.heading = text
            last_decimal = _decimal(text) or last_decimal
        elif _DECIMAL.match(text):
            line.kind = Kind.MID
        elif _sub_heading_line(text, lines, index, previous, after_blank, printed):
            line.kind = Kind.MID
            line.heading = text  # a titled part: the clause is cut before it
        elif (
            numbered_top
            and (match := _NUMBERED.match(text))
            and _NUMBERED_UPPER.match(text)
            and not _mid_sentence(previous, after_blank)
        ):
            number = int(match.group(1))
            if items_of_title or (
                number == 1
                and previous is not None
                and previous.kind is Kind.TITLE
                and titles_seen >= 2
                and len(text) > _HEADING_MAX
            ):
                items_of_title = True
                line.kind = Kind.SUB
            # Wrapped lines can start with "2. Obergeschoss": only a running sequence is a structure.
            elif expected_number is None or number == expected_number:
                line.kind = Kind.TOP
                line.heading = _heading(text, match.end(1) + 1)
                expected_number = number + 1
            else:
                line.kind = Kind.SUB
        elif (not numbered_top and _NUMBERED.match(text)) or _SUB.match(text):
            line.kind = Kind.SUB
        elif _SUBJECT.match(text):
            line.kind = Kind.SUBJECT
            line.heading = text[:_HEADING_MAX]
        elif _REMEDY.match(text) and (len(text) <= 60 or text[_REMEDY.match(text).end() :].lstrip().startswith(":")):  # type: ignore[union-attr]
            line.kind = Kind.REMEDY
            line.heading = text if len(text) <= 60 else text.split(":", 1)[0]
        elif index in questions:
            line.kind = Kind.TITLE
            line.heading = text
            line.section = True
        elif (
            _is_title(text, previous, after_blank)
            and not _continues(previous, lines, index)
            and not (printed and _reaches_margin(lines, index))
            and not (list_open and not _capitals(text))
        ):
            line.kind = Kind.TITLE
            line.heading = text
            titles_seen += 1
        if line.kind in (Kind.TITLE, Kind.SUBJECT, Kind.REMEDY, Kind.TOP):
            items_of_title = False
        # "The following services are provided by us:" / "Music" / "Photo Album": short lines under a lead-in are
        # the items of its list, not titles; a line that ends a sentence or runs long closes the list.
        if line.kind is Kind.TEXT:
            list_open = text.endswith(":") or (list_open and len(text) <= _TITLE_MAX and not _SENTENCE_END.search(text))
        elif line.kind is not Kind.SUB:
            list_open = False
        previous = line
    # A title needs a body: a title line directly before a clause start, or at the end, is not one.
    previous = None
    for index, line in enumerate(lines):
        if line.kind is Kind.BLANK:
            continue
        if line.kind is Kind.TITLE:
            following = next((other for other in lines[index + 1 :] if other.kind is not Kind.BLANK), None)
            if following is None or following.kind in (Kind.BOILER, Kind.CLOSING):
                line.kind = Kind.TEXT
        elif line.kind is Kind.TEXT and (
            _group_question(line, previous, lines, index) or _repeated_heading(line, previous, lines, index)
        ):
            line.kind = Kind.TITLE
            line.heading = line.text
        previous = line
    return lines


def _cited_title(text: str, rest: str, previous: _Line | None, after_blank: bool) -> bool:
    """ "§ 15 AGB für Ratenkauf": a heading whose title starts like a citation ("§ 15 AGB"), on a line of its own after
    a sentence end, several words, no sentence end; "§ 551 BGB" wrapped onto a line of its own stays a citation."""
    ended = (
        after_blank or previous is None or previous.kind is not Kind.TEXT or bool(_SENTENCE_END.search(previous.text))
    )
    return ended and len(text) <= _HEADING_MAX and text[-1] not in _SENTENCE_PUNCT + ":" and len(rest.split()) >= 3


_MARKER_ALONE = re.compile(r"\d{1,2}(?:\.\d{1,2})+\.?:?|\d{1,2}[.)]:?")


def _marker_heads(lines: list[_Line], index: int, previous: _Line | None, after_blank: bool) -> bool:
    """The marker alone on its line starts what follows: not after a line that ends inside a sentence, and its text
    follows at once, starting with a capital ("14." / "Tage nach …" is a wrapped figure, not a clause)."""
    if _mid_sentence(previous, after_blank) or (previous is not None and previous.text.endswith(":")):
        return False
    following = lines[index + 1] if index + 1 < len(lines) else None
    return following is not None and following.kind is not Kind.BLANK and following.text[0].isupper()


# "a. License to us", "ii. Reference Sites", "(2) Ausschluss des Widerrufsrechts": a lettered or numbered part's
# title on a line of its own.
_PART_MARKER = re.compile(r"(?:[a-z]|[ivx]{1,5})\.\s+(?=[^\W\d_a-zäöüß])|\(\d{1,2}\)\s*(?=[^\W\d_a-zäöüß])")


def _sub_heading_line(
    text: str, lines: list[_Line], index: int, previous: _Line | None, after_blank: bool, printed: bool = False
) -> bool:
    """A part's heading inside a clause: a short line of its own, a marker and a title without a sentence end,
    after a sentence end and followed by its body (not a lower-case line). Where a long clause is cut first."""
    match = _PART_MARKER.match(text)
    if match is None or not _heads_text(text[match.end() :]) or len(text[match.end() :].split()) > 10:
        return False
    if printed and _reaches_margin(lines, index):
        return False  # a printed or scanned line cut at the page's margin: the start of a paragraph, not a title
    part_above = previous is not None and previous.kind is Kind.MID and previous.heading is not None
    if (
        previous is not None
        and previous.kind not in (Kind.TOP, Kind.TITLE)
        and not part_above
        and not _SENTENCE_END.search(previous.text)
        and not ends_block(previous.text)
    ):
        return False  # "… wie folgt:" / "(1) Name" / "(2) Anschrift": a list, not parts; a page number between
    following = next((other for other in lines[index + 1 :] if other.kind is not Kind.BLANK), None)
    if following is None or (following.text[0].islower() and not _PART_MARKER.match(following.text)):
        return False
    # "c. Limitation of Liability" / "i. Limitation of Liability" / its text: a part's heading over its first
    # sub-part's heading; "(1) Name" / "(2) Anschrift" / "(3) Datum" is a list of short items.
    follows = _PART_MARKER.match(following.text)
    return follows is None or _marker_type(match.group()) != _marker_type(follows.group())


_MARGIN_WIDEST = 120  # characters: lines of a printed page are at most this long; a text file's paragraphs run longer
_MARGIN_NARROWEST = 45  # and at least this long: short lines around (a letterhead, a list) set no margin


def _reaches_margin(lines: list[_Line], index: int) -> bool:
    """The line was cut where a printed page ends (text read from a PDF's layout or by OCR): the first word of the
    next line of text would not have fitted before the margin, so the sentence goes on there.
    The margin is the second widest line near it, so one stray long line does not set it; a text file's unwrapped
    paragraphs, wider than a page's line, set none."""
    # the next line of text; OCR may leave one empty line inside a paragraph, the width test still holds
    following = next((line for line in lines[index + 1 : index + 3] if line.text.strip()), None)
    if following is None:
        return False
    near = [line for line in lines[max(0, index - 6) : index + 7] if line.kind is not Kind.BLANK]
    widths = sorted(len(line.text.rstrip()) for line in near)
    if len(widths) < 4:
        return False
    margin = widths[-2]
    next_word = following.text.split()[0]
    if next_word[0] in "§•-–" or _NUMBERED.match(following.text) or _SUB.match(following.text):
        return False  # the next line starts a numbered clause or an item: a line of its own, not a cut sentence
    return (
        _MARGIN_NARROWEST <= margin <= _MARGIN_WIDEST
        and len(lines[index].text.rstrip()) + 1 + len(next_word) >= 0.95 * margin
    )


def _marker_type(marker: str) -> str:
    """ "(2)": numbers, "ii." or "i.": roman, "c.": letters."""
    letters = marker.strip().rstrip(".")
    if letters.startswith("("):
        return "number"
    return "roman" if set(letters) <= set("ivx") and (len(letters) > 1 or letters == "i") else "letter"


def _repeated_heading(line: _Line, previous: _Line | None, lines: list[_Line], index: int) -> bool:
    """A line that the numbered clause below repeats ("Rechtswahl und Gerichtsstand" / "10. Rechtswahl und
    Gerichtsstand. Wenn Sie …"): a web page's heading over the clause, not the last line of the clause before."""
    text = line.text
    if len(text) > _CAPS_HEADING_MAX or _SENTENCE_END.search(text) or not text[0].isupper():
        return False
    if previous is not None and previous.kind is Kind.TEXT and not _SENTENCE_END.search(previous.text):
        return False
    following = next((other for other in lines[index + 1 :] if other.kind is not Kind.BLANK), None)
    if following is None or following.kind is not Kind.TOP:
        return False
    marker = _HEADING_NUMBER.match(following.text) or _NUMBERED.match(following.text)
    title = following.text[marker.end() :].lstrip(" .)") if marker else ""
    return len(text) >= 8 and title.casefold().startswith(text.casefold())


def _group_question(line: _Line, previous: _Line | None, lines: list[_Line], index: int) -> bool:
    """A question of its own right above a numbered clause ("Was passiert, wenn etwas schiefgeht?" /
    "22. Was passiert, wenn …?"): the heading of a group of clauses, not the last sentence of the clause before."""
    text = line.text
    if not text.endswith("?") or len(text) > _QUESTION_MAX or not text[0].isupper():
        return False
    if len(_INNER_SENTENCE_END.findall(text)) > 0:
        return False
    if previous is not None and previous.kind is Kind.TEXT and not _SENTENCE_END.search(previous.text):
        return False  # the wrapped end of a sentence
    following = next((other for other in lines[index + 1 :] if other.kind is not Kind.BLANK), None)
    return following is not None and following.kind is Kind.TOP


_INNER_SENTENCE_END = re.compile(r"[^\s.]{3}[.!?]\s+[^\W\d_]")


def _question_headings(lines: list[_Line]) -> set[int]:
    """Questions that head the passage answering them ("Can these terms change?" then the answer), by line index.

    A question heading is a short line of its own ending in "?" (one or two sentences: "I have an idea.
    What are my rights?"), not the wrapped end of a sentence (the line before does not end inside one),
    followed by a line that starts its answer (not a question, not lower case). Only a layout: at least
    two such lines in the document, so a single rhetorical question in a letter ("Haben Sie Fragen?") is
    no heading.
    """
    found: set[int] = set()
    content = [(index, line) for index, line in enumerate(lines) if line.kind is not Kind.BLANK]
    for position, (index, line) in enumerate(content):
        text = line.text
        if not text.endswith("?") or len(text) > _QUESTION_MAX or len(text.split()) > _QUESTION_WORDS:
            continue
        if (
            not (text[0].isupper() or text[0].isdigit() or text[0] in "¿\"„“«'")
            or len(_INNER_SENTENCE_END.findall(text)) > 1
        ):
            continue
        if position + 1 >= len(content):
            continue
        following = content[position + 1][1].text
        if following.endswith("?") or following[0].islower():
            continue
        before = content[position - 1][1].text if position else ""
        wrapped = before[-1:] in (",", ";", "-", "–", "(") or (before[-1:].islower() and len(before) > _HEADING_MAX)
        if content[position - 1][0] == index - 1 and wrapped:
            continue  # "... whether you may share your account with someone / in your family?": a wrapped sentence
        found.add(index)
    return found if len(found) >= 2 else set()


def _continues(previous: _Line | None, lines: list[_Line], index: int) -> bool:
    """A short line between a line that ends inside a sentence and one that starts lower-case continues the
    sentence ("hiermit sprechen wir eine" / "Abmahnung" / "aus."): a word set apart, not a heading."""
    if (
        previous is None
        or previous.kind is not Kind.TEXT
        or not (previous.text[-1].islower() or previous.text[-1] == ",")
    ):
        return False
    following = next((line for line in lines[index + 1 :] if line.kind is not Kind.BLANK), None)
    return following is not None and following.text[0].islower()


_DECIMAL_HEAD = re.compile(r"(\d{1,2})\s?\.\s?(\d{1,2})(?!\d)")


def _decimal(text: str) -> tuple[int, int] | None:
    match = _DECIMAL_HEAD.match(text)
    return (int(match.group(1)), int(match.group(2))) if match else None


def _next_decimal(text: str, last: tuple[int, int] | None) -> bool:
    """ "2.5 Beendigung" right after the heading "2.4 …" (or "3.1" after "2.5"): the document's own numbering."""
    number = _decimal(text)
    return last is not None and number in ((last[0], last[1] + 1), (last[0] + 1, 1))


def _numbered_heading(
    text: str,
    lines: list[_Line],
    index: int,
    previous: _Line | None,
    after_blank: bool,
    expected: int | None,
    next_in_numbering: bool = False,
) -> int | None:
    """A numbered heading line without "§" ("3 Probezeit", "9.1 Urlaub", "II."): its top number (0: none), else None.

    A heading is a short line of its own, not inside a sentence, without a sentence end, followed by
    its body. "3 Monate" or "1.000 EUR" at a line start is a figure; a number inside running text,
    or after a line that ends mid-sentence, continues that sentence — unless it is the next number of the
    document's own headings ("2.5" after the heading "2.4"; the line before lacks only its full stop).
    """
    match = _HEADING_NUMBER.match(text)
    if match is None:
        return None
    # "6) Eigentumsvorbehalt" after the short last item of a list without full stops ("per E-Mail" / "postalisch"):
    # the next number of the document's own headings, not a wrapped sentence.
    after_list = (
        expected is not None
        and match.group("number") is not None
        and int(match.group("number")) == expected
        and match.group("dot") is not None
        and not match.group("parts")
        and previous is not None
        and len(previous.text) <= _LIST_ITEM_MAX
        and previous.text[-1] not in ",-–"
    )
    if _mid_sentence(previous, after_blank) and not (next_in_numbering or after_list):
        return None
    title = text[match.end() :].strip()
    if match.group("roman") and not title:
        return 0  # "II." alone on a line; its title follows
    if len(text) > (_CAPS_HEADING_MAX if _capitals(title) else _HEADING_MAX):
        return None
    if not title or title[-1] in _SENTENCE_PUNCT or len(title.split()) > 12 or _TABLE_ROW.search(text):
        return None
    first_word = title.split()[0].lower().strip(".,:;")
    if first_word in _UNIT_WORDS or re.match(rf"(?:{_MONTHS})\b", title, re.IGNORECASE):
        return None
    number = int(match.group("number")) if match.group("number") else 0
    # "8. Geheimhaltung" continuing the document's own sequence is a heading even where its body begins
    # lower-case (a name taken out before "wird …"); otherwise a lower-case line continues this one.
    in_step = next_in_numbering or (expected is not None and number == expected)
    following = next((line for line in lines[index + 1 :] if line.kind is not Kind.BLANK), None)
    if following is None or (following.text[0].islower() and not in_step):
        return None  # a heading has a body
    if match.group("roman") or match.group("letter"):
        return 0
    parts = match.group("parts") or ""
    if (not parts and not match.group("dot")) or re.match(r"\s\d", parts):
        # "3 Probezeit" and "5 1 Nachweis" only in the running sequence of such headings (a number may be
        # skipped); "14 Mill Lane, Leeds LS2 7QT" is an address.
        in_sequence = expected is None or expected - 1 <= number <= expected + 2
        if not in_sequence or re.search(r",.*\d", title):
            return None
    return number


def _capitals(text: str) -> bool:
    """Mostly capital letters: "ALLGEMEINE BESTIMMUNGEN"."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and sum(1 for c in letters if c.isupper()) >= 0.8 * len(letters)


def _mark_letterhead(lines: list[_Line]) -> None:
    """Sender, recipient and reference lines above a letter's date (or subject) are not clauses.

    Only a block of short lines qualifies: a prose line before the date means this is not a letterhead.
    """
    content = [line for line in lines if line.kind is not Kind.BLANK][:_HEAD_MAX_LINES]
    end: int | None = None
    for index, line in enumerate(content):
        if line.kind is Kind.SUBJECT:
            end = index
            break
        if _LETTER_DATE.fullmatch(line.text):
            end = index + 1
            break
        if len(line.text) > _HEAD_LINE_MAX or line.kind is Kind.TOP:
            return
        if _greets(line.text):
            return  # "Sehr geehrte Frau ...,": the letter has begun (an "Exmo. Senhor" above a name has not)
    if end is None or end < 2:
        return
    for line in content[:end]:
        line.kind = Kind.BOILER
        line.heading = None


def _mid_sentence(previous: _Line | None, after_blank: bool) -> bool:
    """The line before ends inside a sentence ("... im"), so this line continues it."""
    if previous is None or after_blank or previous.kind is not Kind.TEXT:
        return False
    last = previous.text[-1]
    return last.islower() or last in ",-"


def _is_boiler(text: str, after_rule: bool) -> bool:
    if len(text) <= 200 and (_MACHINE_NOTE.search(text) or _SIGNING_FORMULA.match(text)):
        return True
    if _RULE.fullmatch(text) or PAGE_NUMBER.fullmatch(text) or _FORM_FIELD.fullmatch(text):
        return True
    if len(text) <= 60 and _BACK_TO_TOP.fullmatch(text.replace("’", "'")):
        return True
    if _PLACE_DATE.fullmatch(text):
        return True
    if after_rule and len(" ".join(text.split())) <= 60 and not text.endswith("."):
        return True  # the name or role printed under a signature line
    words = [word.lower() for word in _WORDS.findall(text)]
    if _SIGNATURE_RULE.search(text) and len(words) <= 10:
        return True  # "Signed by the Tenant: ____________  [PERSON_2]"
    if not words or len(" ".join(text.split())) > 60:
        return False
    if all(word in _SIGNATURE_ALSO for word in words) and any(word in _ROLE_WORDS for word in words):
        return True  # "Il locatore          Il conduttore": the roles printed under the signatures
    return any(word in _SIGNATURE_CORE for word in words) and all(
        word in _SIGNATURE_CORE or word in _SIGNATURE_ALSO for word in words
    )


def _is_title(text: str, previous: _Line | None, after_blank: bool) -> bool:
    letters = [c for c in text if c.isalpha()]
    if _TABLE_ROW.search(text):
        return False  # the header row of a table belongs to the section above it
    if len(_CONTACT_PARTS.findall(text)) >= _CONTACT_MIN:
        return False  # a letterhead or return address line
    if len(letters) < 3 or len(text) > _TITLE_MAX or not text[0].isupper():
        return False
    upper = (
        sum(1 for c in letters if c.isupper()) >= 0.8 * len(letters)
        and len(letters) >= 4
        and ":" not in text[:-1]
        and sum(1 for c in text if c.isdigit()) <= 0.2 * len(text)
    )
    if upper:
        return previous is None or previous.kind is not Kind.TITLE or after_blank
    if text[-1] in ".,;:!?" or "," in text or ":" in text or len(text.split()) > 9 or text.startswith("["):
        return False
    if text.lower() in _ADDRESS_WORDS:
        return False
    if previous is None or after_blank or previous.kind in (Kind.BOILER, Kind.TOP):
        return after_blank or previous is None or previous.kind is Kind.BOILER
    return previous.text[-1] in ".!?:;" or ends_block(previous.text)


def _heading(text: str, marker_end: int) -> str:
    """'§ 3 Miete' for a heading line; only the marker when the line runs on into the clause."""
    if len(text) <= _HEADING_MAX and not text.endswith((".", ",", ";")):
        return text
    # "PRIMERA.- Objeto. El arrendador ...": the marker and its one- or few-word title.
    title = re.match(r"[\s.:\-–—]*([^\W\d_][^.:;!?]{0,40}?)[.:]\s+(?=[\"„“«(]?[^\W\d_a-zäöüß])", text[marker_end:])
    if title and len(title.group(1).split()) <= 5:
        return text[: marker_end + title.end(1)].strip()
    return text[:marker_end].strip()


# --------------------------------------------------------------------------- units and cuts


@dataclass
class _Unit:
    lines: list[_Line]
    heading: str | None
    kind: Kind


def _units(lines: list[_Line], structured: bool, german: bool = False) -> list[_Unit]:
    units: list[_Unit] = []
    current = _Unit([], None, Kind.TEXT)
    seen_top = False
    following_kind = _following_kinds(lines)
    for index, line in enumerate(lines):
        kind = line.kind
        if (
            kind is Kind.TITLE
            and structured
            and seen_top
            and not line.text.isupper()
            and not line.section
            and following_kind[index] is not Kind.TOP
        ):
            # Inside numbered clauses a short line is a sub-heading of the clause, not a new clause (it is
            # where a long clause is split first). Right above a numbered clause it is a group heading or
            # the end of a section ("Ende der Widerrufsbelehrung"): a line of its own, explained with neither.
            kind = Kind.TEXT
        elif kind is Kind.TITLE and structured and seen_top and not line.section and _ends_clause(lines, index, german):
            # Right above a numbered clause, a sentence typed without its full stop is the last line of the
            # clause before, not a group heading: kept in that clause, so no sentence of it is lost.
            kind = Kind.TEXT
        seen_top = seen_top or kind is Kind.TOP
        starts = kind in (Kind.TOP, Kind.TITLE, Kind.REMEDY, Kind.SUBJECT)
        if starts or kind is Kind.CLOSING or (current.kind is Kind.SUBJECT and kind is not Kind.BLANK):
            units.append(current)
            current = _Unit([], line.heading if starts else None, kind if starts else Kind.TEXT)
        current.lines.append(line)
    units.append(current)
    units = _attach_parent_headings(_attach_titles(units))
    return _merge_preamble(units, german) if structured else _merge_title_blocks(units)


def _ends_clause(lines: list[_Line], index: int, german: bool) -> bool:
    """A title line right above a numbered clause that is the clause before's last line: it reads as a
    sentence (``reads_as_sentence``), or a line in capitals ends in a full stop after several words ("ALL PRICES
    INCLUDE VAT."), or the layout says so: typed right under the text before (no blank
    line) with a blank line after it, it ends that paragraph (a heading stands apart from the text above)."""
    text = lines[index].text
    if text.endswith("?") or _repeated_heading(lines[index], None, lines, index):
        return False  # a question heads the passage that answers it; the clause below repeats its heading
    if text.isupper():
        return text.endswith(".") and len(text.split()) >= _CAPS_SENTENCE_WORDS
    if reads_as_sentence(text, german):
        return True
    above = lines[index - 1] if index else None
    below = lines[index + 1] if index + 1 < len(lines) else None
    return (
        above is not None
        and above.kind in (Kind.TEXT, Kind.SUB)
        and _SENTENCE_END.search(above.text) is not None
        and below is not None
        and below.kind is Kind.BLANK
    )


@cache
def _sentence_words() -> dict[str, frozenset[str]]:
    with (Path(__file__).with_name("sentence_lines.toml")).open("rb") as handle:
        data = tomllib.load(handle)
    return {
        f"{language}.{key}": frozenset(value.split())
        for language, table in data.items()
        for key, value in table.items()
    }


_WEB_ADDRESS = re.compile(
    r"\S+@\S+|(?:https?://|www\.)\S+|[\w.-]+\.(?:com|de|org|net|eu|at|ch|it|fr|es|uk|io)\b\S*", re.IGNORECASE
)
_QUOTED = re.compile(r"[„“\"«»][^„“”\"«»]{1,60}[“”\"«»]")  # a quoted name ("„Sofort bezahlen“") says nothing
_INFINITIVE_ENDINGS = ("en", "ern", "eln")
_LINE_WORD = re.compile(r"(?<![\w-])[^\W\d_]+(?:-[^\W\d_]+)*(?![\w-])")
_CAPS_SENTENCE_WORDS = 4
_SENTENCE_MIN_WORDS = 3


def reads_as_sentence(text: str, german: bool) -> bool:
    """A short line without a full stop that is a sentence, not a heading: it has a finite verb ("The rent is
    due monthly", "Das Gehalt wird monatlich gezahlt") that does not start a question-like heading ("How we
    may change these terms"), or, in German, where nouns are capitalised, a lower-case word other than a
    function word or an adjective before its noun ("Die Vergütung ist am Monatsende fällig"; not "Haftung bei
    leichter Fahrlässigkeit"). Word lists: ``sentence_lines.toml``."""
    lists = _sentence_words()
    words = _LINE_WORD.findall(_QUOTED.sub(" ", _WEB_ADDRESS.sub(" ", text)))
    if len(words) < _SENTENCE_MIN_WORDS:
        return False  # "Kurz gesagt": a sentence has a subject, a verb and more
    if words[0].lower() in lists["en.question_words"] or words[0].lower() in lists["de.question_words"]:
        return False  # "How we may change these terms", "Wie wir Bestellungen bearbeiten": a heading naming a topic
    if any(word in lists["en.finite_verbs"] for word in words[1:]):
        return True
    if not german:
        return False
    function_words, endings = lists["de.function_words"], lists["de.adjective_endings"]
    if any(word in lists["de.finite_auxiliaries"] for word in words):
        return True

    def adjective(word: str) -> bool:
        return word[0].islower() and any(word.endswith(ending) for ending in endings)

    signs = []
    for position, word in enumerate(words):
        if not word[0].islower() or word in function_words:
            continue
        if adjective(word):
            # "gewerbliche Kunden", "von gebrauchten und generalüberholten Geräten": adjectives before their noun
            following = next((w for w in words[position + 1 :] if w not in function_words and not adjective(w)), "")
            if following[:1].isupper():
                continue
        signs.append(position)
    # "Einen Mangel melden": a heading in the infinitive, its only verb last.
    infinitive = signs == [len(words) - 1] and words[-1].endswith(_INFINITIVE_ENDINGS)
    return bool(signs) and not infinitive


def _following_kinds(lines: list[_Line]) -> list[Kind | None]:
    """For each line, the kind of the next non-blank line (None at the end)."""
    kinds: list[Kind | None] = [None] * len(lines)
    following: Kind | None = None
    for index in range(len(lines) - 1, -1, -1):
        kinds[index] = following
        if lines[index].kind is not Kind.BLANK:
            following = lines[index].kind
    return kinds


def _merge_preamble(units: list[_Unit], german: bool = False) -> list[_Unit]:
    """Everything before a contract's first clause (title, "between ... and ...") is one clause: the parties.

    Titled sections with sentences of their own before the first numbered clause ("Befristung" / "Der
    Vertrag ist befristet …", then "Probezeit" / …) are the document's own sections, not its parties: when
    there are two or more, only what comes before the first of them is the preamble.
    """
    first_top = next((i for i, unit in enumerate(units) if unit.kind is Kind.TOP), None)
    if not first_top:
        return units
    sections = [i for i, unit in enumerate(units[:first_top]) if unit.kind is Kind.TITLE and _has_sentences(unit)]
    if len(sections) >= 2:
        first_top = sections[0]
        if not first_top:
            return units
    # A heading without a body right above the first clause ("Schutz Ihrer Daten" / "1. Schutz Ihrer Daten. …")
    # heads the clauses, not the parties: a line of its own.
    group = units[first_top - 1]
    # A sentence typed without its full stop stays in the preamble (see ``reads_as_sentence``).
    own = (
        [group]
        if first_top >= 2
        and group.kind is Kind.TITLE
        and len(_content(group)) == 1
        and not reads_as_sentence(_content(group)[0].text, german)
        else []
    )
    lines = [line for unit in units[: first_top - len(own)] for line in unit.lines]
    content = [line for line in lines if line.kind not in (Kind.BLANK, Kind.BOILER, Kind.CLOSING)]
    heading = content[0].text if content and content[0].kind is Kind.TITLE else None
    return [_Unit(lines, heading, Kind.PREAMBLE), *own, *units[first_top:]]


def _has_sentences(unit: _Unit) -> bool:
    """A body of running text under the unit's heading: a line that ends a sentence (a party's role above its
    name and address, "Arbeitgeber", is boilerplate of the parties block, never a title)."""
    return any(line.kind is Kind.TEXT and len(line.text) >= 60 and line.text[-1] in ".!?" for line in unit.lines[1:])


def _is_title_block(unit: _Unit) -> bool:
    content = _content(unit)
    return (
        unit.kind is Kind.TITLE
        and 1 <= len(content) <= 3
        and all(line.kind in (Kind.TITLE, Kind.TEXT) for line in content)
        and all(len(line.text) <= _HEADING_MAX and not line.text.endswith(".") for line in content)
    )


def _merge_title_blocks(units: list[_Unit]) -> list[_Unit]:
    """A title block without a body of its own ("Bescheid für 2025 / über Einkommensteuer") heads the next section."""
    result: list[_Unit] = []
    pending: _Unit | None = None
    for unit in units:
        if pending is not None and _content(unit):
            if unit.kind in (Kind.REMEDY, Kind.SUBJECT):
                result.append(pending)  # the subject and the legal-remedy notice stay clauses of their own
            else:
                unit = _Unit(pending.lines + unit.lines, pending.heading, unit.kind)
            pending = None
        if _is_title_block(unit):
            pending = unit
            continue
        result.append(unit)
    if pending is not None:
        result.append(pending)
    return result


def _marker_only(line: _Line) -> bool:
    return line.heading == line.text and len(line.text) <= 8


def _attach_titles(units: list[_Unit]) -> list[_Unit]:
    """'§ 3' on its own line followed by 'Miete': one heading, one clause."""
    result: list[_Unit] = []
    for unit in units:
        if (
            result
            and unit.kind is Kind.TITLE
            and result[-1].kind is Kind.TOP
            and len([line for line in result[-1].lines if line.kind is not Kind.BLANK]) == 1
            and result[-1].heading is not None
            and _marker_only(result[-1].lines[0])
        ):
            previous = result[-1]
            previous.heading = f"{previous.heading} {unit.heading}"
            previous.lines.extend(unit.lines)
            continue
        result.append(unit)
    return result


def _attach_parent_headings(units: list[_Unit]) -> list[_Unit]:
    """A clause heading without a body of its own ("§ 5 Lieferung", "B. Informationspflichten") before the
    first sub-clause ("§ 5.1", "1. Informationen …") starts that sub-clause's clause: nothing of it is lost."""
    result: list[_Unit] = []
    pending: _Unit | None = None
    in_contents = False  # the pending heading follows another heading without a body of the same style
    for unit in units:
        if pending is not None:
            if unit.kind is Kind.TOP and not (sibling := _sibling_headings(pending, unit, in_contents)):
                heading = pending.heading if unit.heading is None or _marker_only(unit.lines[0]) else unit.heading
                unit = _Unit(pending.lines + unit.lines, heading, Kind.TOP)
                in_contents = False
            else:
                result.append(pending)
                in_contents = unit.kind is Kind.TOP and sibling
            pending = None
        else:
            in_contents = False
        content = _content(unit)
        if unit.kind is Kind.TOP and len(content) == 1 and content[0].text == unit.heading:
            pending = unit
            continue
        result.append(unit)
    if pending is not None:
        result.append(pending)
    return result


_LEADING_NUMBER = re.compile(
    r"(§+|Art\.|Artikel|Article|Ziffer|Clause|Section|)\s*(\d{1,3})(?!\d)([.)]?)", re.IGNORECASE
)


def _sibling_headings(pending: _Unit, unit: _Unit, in_contents: bool) -> bool:
    """Two numbered headings of the same style of which the second is not a part of the first: "1. Introduction"
    / "2. Account" (the next number), and after such a run any other number ("§ 18 Sonstiges" / "1) Geltungsbereich")
    — a table of contents, where each line is a heading without a body and none heads the next. "§ 5 Lieferung" / "5.1 Versand",
    "§ 4 Zahlung" / "1. Fälligkeit" and "5. Lieferung" / "1. Die Ware …" are a heading and its first part."""
    first = _LEADING_NUMBER.match(pending.heading or "")
    second = _LEADING_NUMBER.match(unit.lines[0].text if unit.lines else "")
    if first is None or second is None:
        return False
    if in_contents:
        return first.group(2) != second.group(2)  # the contents end; the first clause may be numbered otherwise
    same_style = first.group(1).lower() == second.group(1).lower() and first.group(3) == second.group(3)
    return same_style and int(second.group(2)) == int(first.group(2)) + 1


def _content(unit: _Unit) -> list[_Line]:
    """The unit's lines without blank or boilerplate lines at either end."""
    return _trim(unit.lines)


def _cut(text: str, unit: _Unit, structured: bool) -> list[Segment]:
    lines = _content(unit)
    if not lines:
        return []
    heading_only = (
        len(lines) == 1 and unit.kind in (Kind.TOP, Kind.TITLE, Kind.PREAMBLE) and lines[0].text == (unit.heading or "")
    )
    if heading_only:
        return []  # a document title or an empty heading: nothing to explain
    start, end = lines[0].start, lines[-1].end
    if unit.kind is Kind.SUBJECT:
        return [Segment(start, end, unit.heading)]
    titled_parts = unit.kind is Kind.TITLE and any(_titled_part(line) for line in lines[1:])
    if (structured and (unit.kind is Kind.TOP or titled_parts)) or unit.kind is Kind.REMEDY:
        return _split_clause(text, lines, unit.heading)
    if not structured and unit.heading is None:
        return _body_paragraphs(text, lines)
    return _split_paragraphs(text, lines, unit.heading)


def _body_paragraphs(text: str, lines: list[_Line]) -> list[Segment]:
    """A letter's untitled body: each paragraph says one thing, so each is a clause.

    A salutation ("Sehr geehrte Frau [PERSON_1],") joins the next paragraph; a long one is cut at sentences.
    """
    paragraphs: list[list[_Line]] = [[]]
    for line in lines:
        if line.kind is Kind.BLANK:
            if paragraphs[-1]:
                paragraphs.append([])
            continue
        paragraphs[-1].append(line)
    paragraphs = [p for p in paragraphs if p]
    segments: list[Segment] = []
    start: int | None = None
    for index, paragraph in enumerate(paragraphs):
        start = paragraph[0].start if start is None else start
        end = paragraph[-1].end
        own = end - paragraph[0].start
        lead_in = own < _SHORT_PARAGRAPH and paragraph[-1].text.endswith((",", ":"))
        if (lead_in or own < _TINY_PARAGRAPH) and index + 1 < len(paragraphs):
            continue  # "Dear [PERSON_1]," or "Betreff" fragments introduce what follows
        if index + 1 < len(paragraphs) and _runs_on(paragraph[-1].text, paragraphs[index + 1][0].text):
            continue  # "hiermit sprechen wir eine" / "Abmahnung" / "aus.": one sentence over three paragraphs
        segments.extend(Segment(a, b) for a, b in _sentences(text, start, end, MAX_PARAGRAPHS))
        start = None
    return segments


def _runs_on(last: str, following: str) -> bool:
    """The sentence goes on into the next paragraph: this one ends in a word or a comma, the next starts
    lower-case (or this one ends in a lower-case word, which in German ends no heading and no sentence)."""
    if _SENTENCE_END.search(last) or last.endswith((":", ";")):
        return False
    return following[0].islower() or last[-1].islower() or last[-1] in ",-–"


def _split_clause(text: str, lines: list[_Line], heading: str | None) -> list[Segment]:
    """A numbered clause: whole when it is short; a long one follows its own structure, first its sub-headings
    ("Zahlung per Rechnung"), then its numbered sub-clauses ("9.1", "9.2": each a rule of its own), then
    "(1)", "a)" and bullets packed up to ``MAX_CLAUSE``, then paragraphs, then sentences."""
    start, end = lines[0].start, lines[-1].end
    titled_parts = any(line.kind is Kind.MID and line.heading for line in lines[1:])
    if not titled_parts and (
        end - start <= MAX_PARAGRAPHS
        or (end - start <= MAX_CLAUSE and not any(line.kind in (Kind.TITLE, Kind.MID) for line in lines[1:]))
    ):
        return [Segment(start, end, heading)]
    pieces: list[Segment] = []
    for section, label in _sections(lines, _is_kind(Kind.TITLE), heading, _titled):
        for part, part_label in _sections(section, _titled_part, label, _sub_heading):
            if part[-1].end - part[0].start <= MAX_PARAGRAPHS:
                pieces.append(Segment(part[0].start, part[-1].end, part_label))
                continue
            for sub, sub_label in _sections(part, _is_kind(Kind.MID), part_label, _sub_heading):
                pieces.extend(_split_numbered(text, sub, sub_label))
    return pieces


def _is_kind(kind: Kind) -> Callable[[_Line], bool]:
    return lambda line: line.kind is kind


def _titled_part(line: _Line) -> bool:
    """ "(2) Ausschluss des Widerrufsrechts", "b. Disclaimers": a part with its own title (see ``_sub_heading_line``)."""
    return line.kind is Kind.MID and line.heading is not None


def _sections(
    lines: list[_Line], cut: Callable[[_Line], bool], heading: str | None, name: Callable[[str | None, str], str | None]
) -> list[tuple[list[_Line], str | None]]:
    """``lines`` cut before each line ``cut`` names (not before the first one right under the heading line)."""
    cuts = [index for index, line in enumerate(lines) if index and cut(line)]
    # "c. Limitation of Liability" / "i. Limitation …" / text: a heading over the first part heads that part.
    kept: list[int] = []
    for index in cuts:
        section = _trim(lines[kept[-1] if kept else 0 : index])
        if kept and len(section) == 1 and _titled_part(section[0]):
            continue
        kept.append(index)
    cuts = kept
    if cuts and all(line.kind is Kind.BLANK for line in lines[1 : cuts[0]]):
        cuts = cuts[1:]  # "9 SCHLUSSBESTIMMUNGEN" / "9.1 Es gilt …": the heading belongs to 9.1
    result: list[tuple[list[_Line], str | None]] = []
    for a, b in zip([0, *cuts], [*cuts, len(lines)], strict=True):
        section = _trim(lines[a:b])
        if section:
            result.append((section, heading if not a else name(heading, section[0].text)))
    return result


def _titled(heading: str | None, title: str) -> str:
    """ "§ 5 Zahlung – Zahlung per Rechnung": the clause's number and a sub-heading."""
    if not heading:
        return title
    base = heading if len(heading) <= 40 else " ".join(heading.split()[:2])
    return f"{base} – {title}"


def _split_numbered(text: str, lines: list[_Line], heading: str | None) -> list[Segment]:
    start, end = lines[0].start, lines[-1].end
    if end - start <= MAX_CLAUSE:
        return [Segment(start, end, heading)]
    # Sub-clause boundaries: "1.1" first, then "(1)", "a)" and bullets.
    boundaries = [line for line in lines[1:] if line.kind in (Kind.MID, Kind.SUB)]
    if not boundaries:
        return _split_paragraphs(text, lines, heading)
    pieces: list[Segment] = []
    for piece_lines in _pack(lines, {id(line) for line in boundaries}, MAX_CLAUSE):
        first = piece_lines[0]
        label = heading if not pieces else _sub_heading(heading, first.text)
        pieces.extend(_split_paragraphs(text, piece_lines, label, MAX_CLAUSE))
    return pieces


def _sub_heading(heading: str | None, line: str) -> str | None:
    match = re.match(r"\(?\w{1,3}\)|\d{1,2}(?:\.\d{1,2})+\.?", line)
    marker = match.group().rstrip(".") if match else None
    if heading and marker:
        # "§ 3 Miete (2)": keep the clause number, drop a long title.
        base = heading if len(heading) <= 40 else heading.split()[0] + " " + heading.split()[1]
        return f"{base} {marker}"
    return heading or marker


def _pack(lines: list[_Line], cut_before: set[int], limit: int) -> list[list[_Line]]:
    """Greedy: start a new piece at an allowed cut when the current one would grow past ``limit``; a heading
    line at the end of a piece (where a cut is allowed too) goes with the text it heads."""
    pieces: list[list[_Line]] = []
    current: list[_Line] = []
    for line in lines:
        if current and id(line) in cut_before:
            content = [item for item in current if item.kind is not Kind.BLANK]
            lone_heading = len(content) == 1 and (content[0].heading is not None or _heads_text(content[0].text))
            if content and line.end - content[0].start > limit and not lone_heading:
                carried: list[_Line] = []
                if len(content) > 1 and id(content[-1]) in cut_before and _heads_text(content[-1].text):
                    at = next(i for i, item in enumerate(current) if item is content[-1])
                    current, carried = current[:at], current[at:]
                pieces.append(current)
                current = carried
        current.append(line)
    if current:
        pieces.append(current)
    return [trimmed for piece in pieces if (trimmed := _trim(piece))]


def _trim(lines: list[_Line]) -> list[_Line]:
    first, last = 0, len(lines) - 1
    while first <= last and lines[first].kind in (Kind.BLANK, Kind.BOILER, Kind.CLOSING):
        first += 1
    while last >= first and lines[last].kind in (Kind.BLANK, Kind.BOILER, Kind.CLOSING):
        last -= 1
    return lines[first : last + 1]


def _split_paragraphs(text: str, lines: list[_Line], heading: str | None, limit: int = MAX_PARAGRAPHS) -> list[Segment]:
    """Paragraphs (blank-line separated) merged up to ``limit``; oversized ones cut at sentence ends."""
    start, end = lines[0].start, lines[-1].end
    if end - start <= limit:
        return [Segment(start, end, heading)]
    paragraph_starts = _paragraph_starts(lines)
    segments: list[Segment] = []
    for piece in _pack(lines, paragraph_starts, limit):
        for piece_start, piece_end in _sentences(text, piece[0].start, piece[-1].end, limit):
            segments.append(Segment(piece_start, piece_end, heading if not segments else None))
    if segments and heading:
        segments = [segments[0]] + [Segment(s.start, s.end, heading) for s in segments[1:]]
    return segments


_SENTENCE_END = re.compile(r"[.!?…][\"'”“»)\]’]*$")


def _paragraph_starts(lines: list[_Line]) -> set[int]:
    """Lines (by id) where a paragraph starts and a clause may be cut: after a line that ends a sentence
    (a blank line between or not), or at a sub-heading. Never where a line ends inside a sentence ("Dies
    kann passieren, wenn" / "die Bank …"), nor between a heading and its text."""
    starts: set[int] = set()
    previous: _Line | None = None
    for line in lines:
        if line.kind is Kind.BLANK:
            continue
        cut = previous is not None and (line.kind is Kind.TITLE or _SENTENCE_END.search(previous.text))
        if cut and not line.text[0].islower():
            starts.add(id(line))
        previous = line
    return starts


def _sentences(text: str, start: int, end: int, limit: int) -> list[tuple[int, int]]:
    """Cut [start, end) between sentences into pieces of at most ``limit`` where possible: never inside a
    sentence (a sentence longer than ``limit`` stays whole), never right after a heading line."""
    if end - start <= limit:
        return [(start, end)]
    pieces: list[tuple[int, int]] = []
    current: list[tuple[int, int]] = []
    for a, b in sentence_spans(text[start:end], None):
        a, b = a + start, b + start
        if current and b - current[0][0] > limit and not (len(current) == 1 and _heading_span(text, *current[0])):
            carried: list[tuple[int, int]] = []
            if len(current) > 1 and _heading_span(text, *current[-1]):
                current, carried = current[:-1], current[-1:]
            pieces.append((current[0][0], current[-1][1]))
            current = carried
        current.append((a, b))
    if current:
        pieces.append((current[0][0], current[-1][1]))
    return [stripped for a, b in pieces if (stripped := _strip(text, a, b))]


def _heads_text(line: str) -> bool:
    """A heading line: short, starts with a capital or a marker, no sentence end (a question may head)."""
    letters = sum(1 for c in line if c.isalpha())
    return (
        letters >= 3
        and len(line) <= _HEADING_MAX
        and line[-1] not in ".,;:!-–"
        and (line[0].isupper() or line[0].isdigit() or line[0] in "(§")
        and not _TABLE_ROW.search(line)
    )


def _heading_span(text: str, a: int, b: int) -> bool:
    """The sentence [a, b) is a line of its own and reads as a heading."""
    line_start = text.rfind("\n", 0, a) + 1
    line_end = text.find("\n", b)
    own_line = not text[line_start:a].strip() and not text[b : line_end if line_end >= 0 else len(text)].strip()
    return own_line and "\n" not in text[a:b] and _heads_text(text[a:b])


def _strip(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None

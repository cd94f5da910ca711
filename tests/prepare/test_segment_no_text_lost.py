"""No sentence of a document falls out of every segment (issue 23, item 6).

A short line without a full stop right above a numbered clause is either the heading of a group of clauses
("Allgemeine Bestimmungen", "General provisions": it may stay out or head the next clause) or the last
sentence of the clause before, typed without its full stop: that one stays in the clause before. Only blank
lines, boilerplate dropped on purpose (page numbers, "back to top", signature lines) and real headings may lie
outside every segment. All lines here are written for the test.
"""

from __future__ import annotations

import pytest

from app.prepare.segment import reads_as_sentence, segment


def uncovered(text: str) -> list[str]:
    """The non-blank lines of ``text`` with a character outside every segment."""
    covered = bytearray(len(text))
    for piece in segment(text):
        covered[piece.start : piece.end] = b"\x01" * (piece.end - piece.start)
    lost = []
    position = 0
    for line in text.split("\n"):
        end = position + len(line)
        if any(not covered[i] and not text[i].isspace() for i in range(position, end)):
            lost.append(line.strip())
        position = end + 1
    return lost


def clause_of(text: str, line: str) -> str:
    """The segment that holds ``line``."""
    found = [text[s.start : s.end] for s in segment(text) if line in text[s.start : s.end]]
    assert found, f"{line!r} is in no segment"
    return found[0]


# ------------------------------------------------------------------------------------ the line's own words

_GERMAN_SENTENCES = [
    "Die Vergütung ist am Monatsende fällig",  # a finite verb and a predicate adjective
    "Der Urlaub wird schriftlich beantragt",
    "Überstunden werden mit dem Gehalt abgegolten",
    "Der Mieter trägt die Kosten der Kleinreparaturen",  # a finite verb before a noun, no auxiliary
    "Rückfragen beantworten wir gern telefonisch",
    "Die Kaution wird marktüblich verzinst",
    "Fragen beantwortet unser Kundendienst unter kontakt@beispiel.de",
    "Überstunden werden mit dem Gehalt abgegolten",  # a finite auxiliary, the participle last
    "Es gilt deutsches Recht",
]
_GERMAN_HEADINGS = [
    "Allgemeine Bestimmungen",
    "Pflichten des Mieters",
    "Haftung bei leichter Fahrlässigkeit",  # an adjective before its noun
    "Besondere Bedingungen für gewerbliche Kunden",
    "Kündigung aus wichtigem Grund",
    "Zahlung per Rechnung oder Lastschrift",
    "Geld- und Sachleistungen",  # a truncated compound
    "Ein- und -auszahlungen",
    "Widerruf bei außerhalb von Geschäftsräumen geschlossenen Verträgen",
    "Vergütung und Abrechnung",
    "Lieferung von gebrauchten und generalüberholten Geräten",  # adjectives joined by "und" before their noun
    "Laufzeit - befristete/ unbefristete Verträge",
    "Wie wir Ihre Bestellung bearbeiten",  # a question word names a topic
    "So erreichen Sie unseren Kundendienst",
    "Einen Mangel melden",  # a heading in the infinitive
    "Das Nutzerkonto schließen",
    "Kurz zusammengefasst",  # two words: no subject, verb and more
    "Einkäufe mit „Sofort bezahlen“",  # a quoted name
    "Weitere Hinweise auf beispiel.de",  # a bare domain
    "Kontakt: kontakt@beispiel.de",  # a web address has no words of a sentence
]
_ENGLISH_SENTENCES = [
    "The deposit is returned within thirty days",
    "Rent shall be paid monthly in advance",
    "All fees are non-refundable",
    "The tenant must keep the garden tidy",
    "Notice can be given by email",
]
_ENGLISH_HEADINGS = [
    "Payment of rent",
    "General provisions",
    "Limitation of liability",
    "How we may change these terms",  # a question word: a heading that names a topic
    "What you must not do",
    "Ending this agreement",
    "Use of the garden",
]


@pytest.mark.parametrize("line", _GERMAN_SENTENCES)
def test_a_german_line_with_lower_case_content_words_reads_as_a_sentence(line: str) -> None:
    assert reads_as_sentence(line, german=True)


@pytest.mark.parametrize("line", _GERMAN_HEADINGS)
def test_a_german_heading_does_not_read_as_a_sentence(line: str) -> None:
    assert not reads_as_sentence(line, german=True)


@pytest.mark.parametrize("line", _ENGLISH_SENTENCES)
def test_an_english_line_with_a_finite_verb_reads_as_a_sentence(line: str) -> None:
    assert reads_as_sentence(line, german=False)


@pytest.mark.parametrize("line", [*_ENGLISH_HEADINGS, "Zahlung per Rechnung oder Lastschrift"])
def test_a_heading_does_not_read_as_a_sentence_outside_german(line: str) -> None:
    # Casing tells nothing outside German: "Payment of rent" has a lower-case noun and is a heading.
    assert not reads_as_sentence(line, german=False)


# ------------------------------------------------------------------------------ in a numbered document

_DE_BODY = "Der Arbeitnehmer erhält ein Gehalt von 3.000 EUR brutto."
_DE_NEXT = "4. Urlaub\nDer Arbeitnehmer erhält 28 Arbeitstage Urlaub im Kalenderjahr.\n"
_EN_BODY = "The tenant pays the rent to the landlord's account."
_EN_NEXT = "4. Repairs\nThe landlord keeps the roof and the pipes in repair.\n"


@pytest.mark.parametrize("separator", ["\n", "\n\n"])
@pytest.mark.parametrize("line", _GERMAN_SENTENCES)
def test_a_german_sentence_without_its_full_stop_stays_in_the_clause_before(line: str, separator: str) -> None:
    text = f"§ 3 Vergütung\n{_DE_BODY}\n{line}{separator}{_DE_NEXT}"
    assert uncovered(text) == []
    assert clause_of(text, line).startswith("§ 3 Vergütung")
    assert any(piece.startswith("4. Urlaub") for piece in (text[s.start : s.end] for s in segment(text)))


@pytest.mark.parametrize("separator", ["\n", "\n\n"])
@pytest.mark.parametrize("line", _ENGLISH_SENTENCES)
def test_an_english_sentence_without_its_full_stop_stays_in_the_clause_before(line: str, separator: str) -> None:
    text = f"3. Rent\n{_EN_BODY}\n{line}{separator}{_EN_NEXT}"
    assert uncovered(text) == []
    assert clause_of(text, line).startswith("3. Rent")


@pytest.mark.parametrize(
    "line", ["Allgemeine Bestimmungen", "Pflichten des Mieters", "Haftung bei leichter Fahrlässigkeit"]
)
def test_a_german_group_heading_is_no_part_of_the_clause_before(line: str) -> None:
    text = f"§ 3 Vergütung\n{_DE_BODY}\n\n{line}\n\n{_DE_NEXT}"
    assert all(line not in text[s.start : s.end] or text[s.start : s.end].startswith(line) for s in segment(text))
    assert not clause_of(text, _DE_BODY).endswith(line)


@pytest.mark.parametrize("line", ["General provisions", "Limitation of liability", "How we may change these terms"])
def test_an_english_group_heading_is_no_part_of_the_clause_before(line: str) -> None:
    text = f"3. Rent\n{_EN_BODY}\n\n{line}\n\n{_EN_NEXT}"
    assert not clause_of(text, _EN_BODY).endswith(line)


def test_a_line_typed_under_the_paragraph_with_a_blank_line_after_it_ends_that_paragraph() -> None:
    # No verb from the lists, English: the layout tells (a heading stands apart from the text above it).
    line = "Tenant pays rent on the first working day"
    text = f"3. Rent\n{_EN_BODY}\n{line}\n\n{_EN_NEXT}"
    assert clause_of(text, line).startswith("3. Rent")
    # Set apart on both sides it stays a heading (may say less, never glue a heading to the clause before).
    apart = f"3. Rent\n{_EN_BODY}\n\n{line}\n\n{_EN_NEXT}"
    assert not clause_of(apart, _EN_BODY).endswith(line)


def test_a_sentence_in_capitals_is_kept_a_heading_in_capitals_is_not_glued() -> None:
    sentence = "DIE GESETZLICHE GEWÄHRLEISTUNG GILT DANEBEN FORT."
    text = f"§ 3 Haftung\nWir haften für Vorsatz und grobe Fahrlässigkeit.\n{sentence}\n§ 4 Schlussbestimmungen\n{_DE_BODY}\n"
    assert uncovered(text) == []
    assert clause_of(text, sentence).startswith("§ 3 Haftung")
    heading = "BESONDERE BEDINGUNGEN"
    grouped = f"§ 3 Haftung\nWir haften für Vorsatz und grobe Fahrlässigkeit.\n\n{heading}\n\n§ 4 Schlussbestimmungen\n{_DE_BODY}\n"
    assert not clause_of(grouped, "Wir haften").endswith(heading)


def test_a_question_heading_above_a_numbered_clause_is_not_glued_to_the_clause_before() -> None:
    question = "Was geschieht bei einem Zahlungsverzug?"
    text = f"§ 3 Vergütung\n{_DE_BODY}\n\n{question}\n\n{_DE_NEXT}"
    assert not clause_of(text, _DE_BODY).endswith(question)


def test_a_sentence_right_above_the_first_clause_stays_in_the_preamble() -> None:
    line = "Die Parteien schließen den folgenden Vertrag"
    text = f"Arbeitsvertrag\n\nzwischen der Muster GmbH und Frau Beispiel\n{line}\n\n§ 1 Beginn\n{_DE_BODY}\n§ 2 Probezeit\n{_DE_BODY}\n"
    assert uncovered(text) == []
    assert clause_of(text, line).startswith("Arbeitsvertrag")


# --------------------------------------------------------------------------------- whole documents

# Page numbers and "back to top" (boilerplate), a document's title alone above its first clause and group
# headings (nothing of them to explain).
_DROPPED_ON_PURPOSE = {
    "- 2 -",
    "Seite 3 von 4",
    "Nach oben",
    "Back to top",
    "Mietvertrag",
    "Tenancy Agreement",
    "Allgemeine Bestimmungen",
    "General provisions",
}

_DOCUMENTS = {
    "German employment contract, single line breaks": (
        "Arbeitsvertrag\n"
        "zwischen der Muster GmbH und Herrn Beispiel\n"
        "§ 1 Beginn\n"
        "Das Arbeitsverhältnis beginnt am 1. März 2026.\n"
        "Die ersten sechs Monate gelten als Probezeit\n"
        "§ 2 Tätigkeit\n"
        "Der Arbeitnehmer wird als Sachbearbeiter eingestellt.\n"
        "Er ist auch zu anderen zumutbaren Arbeiten verpflichtet\n"
        "- 2 -\n"
        "3. Vergütung\n"
        "Die Vergütung beträgt 3.200 EUR brutto im Monat.\n"
        "Sie wird jeweils zum Monatsende gezahlt\n"
        "4. Urlaub\n"
        "Der Urlaub beträgt 30 Arbeitstage im Kalenderjahr.\n"
        "Seite 3 von 4\n"
        "5. Schlussbestimmungen\n"
        "Änderungen bedürfen der Schriftform.\n"
    ),
    "German lease, blank lines and a group heading": (
        "Mietvertrag\n\n"
        "§ 1 Mietsache\n\n"
        "Vermietet wird eine Wohnung im zweiten Obergeschoss.\n"
        "Ein Kellerabteil gehört dazu\n\n"
        "§ 2 Miete\n\n"
        "Die Miete beträgt 900 EUR monatlich.\n"
        "Sie ist bis zum dritten Werktag zu zahlen\n\n"
        "Nach oben\n\n"
        "Allgemeine Bestimmungen\n\n"
        "§ 3 Tierhaltung\n\n"
        "Kleintiere dürfen gehalten werden.\n\n"
        "§ 4 Schönheitsreparaturen\n\n"
        "Der Mieter streicht die Wände nach Bedarf.\n"
    ),
    "English tenancy agreement": (
        "Tenancy Agreement\n\n"
        "1. The Property\n"
        "The landlord lets the flat on the first floor.\n"
        "The garden is shared with the ground floor\n\n"
        "2. Rent\n"
        "The rent is 1,100 GBP a month.\n"
        "It must be paid by standing order\n"
        "Back to top\n"
        "General provisions\n\n"
        "3. Deposit\n"
        "The tenant pays a deposit of 1,100 GBP.\n"
        "The deposit is protected in a government scheme\n"
        "4. Pets\n"
        "No pets are allowed without written consent.\n"
    ),
}


@pytest.mark.parametrize("name", list(_DOCUMENTS))
def test_every_line_lies_in_a_segment_unless_dropped_on_purpose(name: str) -> None:
    text = _DOCUMENTS[name]
    assert set(uncovered(text)) <= _DROPPED_ON_PURPOSE, name


@pytest.mark.parametrize(
    ("name", "line", "clause"),
    [
        (
            "German employment contract, single line breaks",
            "Die ersten sechs Monate gelten als Probezeit",
            "§ 1 Beginn",
        ),
        ("German employment contract, single line breaks", "Sie wird jeweils zum Monatsende gezahlt", "3. Vergütung"),
        ("German lease, blank lines and a group heading", "Ein Kellerabteil gehört dazu", "§ 1 Mietsache"),
        ("German lease, blank lines and a group heading", "Sie ist bis zum dritten Werktag zu zahlen", "§ 2 Miete"),
        ("English tenancy agreement", "The garden is shared with the ground floor", "1. The Property"),
        ("English tenancy agreement", "The deposit is protected in a government scheme", "3. Deposit"),
    ],
)
def test_a_sentence_without_its_full_stop_is_read_with_its_own_clause(name: str, line: str, clause: str) -> None:
    assert clause_of(_DOCUMENTS[name], line).startswith(clause)

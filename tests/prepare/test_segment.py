"""Clauses are cut where documents are built, with exact offsets into the text."""

from __future__ import annotations

import time

import pytest

from app.models import Pdf, Segment
from app.prepare.pdf import extract_pdf
from app.prepare.segment import MAX_CLAUSE, MAX_PARAGRAPHS, segment
from tests.support.paths import SAMPLES


def pieces(text: str) -> list[tuple[str | None, str]]:
    return [(s.heading, text[s.start : s.end]) for s in segment(text)]


def assert_exact(text: str, segments: list[Segment]) -> None:
    previous_end = 0
    for s in segments:
        piece = text[s.start : s.end]
        assert piece and piece == piece.strip()
        assert s.start >= previous_end  # in order, never overlapping
        previous_end = s.end


def test_paragraph_sign_clauses_keep_their_sub_clauses() -> None:
    text = (
        "Mietvertrag\n\nzwischen [PERSON_1] und [PERSON_2]\n\n"
        "§ 1 Mietsache\n(1) Vermietet wird die Wohnung im 2. Obergeschoss.\n(2) Mitvermietet wird ein Keller.\n\n"
        "§2 Miete\n(1) Die Miete beträgt 850,00 EUR.\na) fällig am dritten Werktag\nb) auf das Konto des Vermieters\n"
    )
    result = pieces(text)
    assert [heading for heading, _ in result] == ["Mietvertrag", "§ 1 Mietsache", "§2 Miete"]
    assert result[1][1].endswith("Mitvermietet wird ein Keller.")
    assert result[2][1].endswith("b) auf das Konto des Vermieters")
    assert_exact(text, segment(text))


def test_a_citation_at_a_line_start_is_not_a_heading() -> None:
    text = (
        "§ 7 Kündigung\nDie Kündigung richtet sich nach\n§ 573c BGB und bedarf der Schriftform.\n"
        "Die Frist ergibt sich aus\n§ 2 Abs. 2 dieses Vertrages.\n§ 8 Übergabe\nDie Wohnung wird renoviert übergeben."
    )
    assert [heading for heading, _ in pieces(text)] == ["§ 7 Kündigung", "§ 8 Übergabe"]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Art. 1 Gegenstand", "Art. 2 Laufzeit"),
        ("Artikel 1 Gegenstand", "Artikel 2 Laufzeit"),
        ("Clause 1 Parties", "Clause 2 Term"),
        ("Section 1. Definitions", "Section 2. Term"),
        ("Artículo 1. Objeto", "Artículo 2. Duración"),
        ("Article 1 - Objet", "Article 2 - Durée"),
        ("Articolo 1 Oggetto", "Articolo 2 Durata"),
        ("Cláusula 1 Objeto", "Cláusula 2 Prazo"),
        ("Ziffer 1 Gegenstand", "Ziffer 2 Laufzeit"),
        ("1. Gegenstand", "2. Laufzeit"),
    ],
)
def test_clause_markers_in_all_languages(first: str, second: str) -> None:
    body = "Die Parteien vereinbaren das Folgende für die gesamte Dauer des Vertrages."
    text = f"{first}\n{body}\n\n{second}\n{body}"
    assert [heading for heading, _ in pieces(text)] == [first, second]


def test_a_wrapped_line_starting_with_a_number_does_not_start_a_clause() -> None:
    text = (
        "1. Mietsache\nVermietet wird die Wohnung im\n2. Obergeschoss rechts des Hauses.\n"
        "2. Mietzeit\nDas Mietverhältnis beginnt am\n1. Februar 2026 und läuft unbefristet."
    )
    assert [heading for heading, _ in pieces(text)] == ["1. Mietsache", "2. Mietzeit"]


def test_decimal_numbering_stays_with_its_top_clause() -> None:
    text = (SAMPLES / "tenancy_agreement_en.txt").read_text(encoding="utf-8")
    result = pieces(text)
    headings = [heading for heading, _ in result]
    assert "1. The Property" in headings and "14. Governing Law" in headings
    property_clause = dict(result)["1. The Property"]
    assert "1.1 The Landlord lets" in property_clause and "1.2 The Tenant may use" in property_clause


def test_a_long_clause_is_split_at_sub_clause_boundaries() -> None:
    sentence = "Die Mieterin trägt die Betriebskosten nach der Betriebskostenverordnung anteilig. "
    subs = "\n".join(f"({n}) " + sentence * 6 for n in range(1, 7))
    text = f"§ 3 Miete und Nebenkosten\n{subs}\n\n§ 4 Kaution\n(1) Drei Monatsmieten."
    segments = segment(text)
    assert_exact(text, segments)
    clause_three = [s for s in segments if s.heading and s.heading.startswith("§ 3")]
    assert len(clause_three) >= 2
    assert all(s.end - s.start <= MAX_CLAUSE for s in clause_three)
    assert clause_three[0].heading == "§ 3 Miete und Nebenkosten"
    assert clause_three[1].heading is not None and clause_three[1].heading.startswith("§ 3 Miete und Nebenkosten (")
    for s in clause_three[1:]:
        assert text[s.start] == "("  # every piece starts at a sub-clause


def test_the_legal_remedy_notice_and_the_subject_are_clauses_of_their_own() -> None:
    text = (
        "Stadt Musterstadt\nBürgeramt\n\nBetreff: Ihr Antrag auf Wohngeld vom 12.05.2026\n\n"
        "Sehr geehrte Frau [PERSON_1],\n\nIhr Antrag wird abgelehnt, weil Ihr Einkommen die Grenze übersteigt.\n\n"
        "Rechtsbehelfsbelehrung\nGegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch "
        "erhoben werden.\n\nMit freundlichen Grüßen\n[PERSON_2]\n"
    )
    result = pieces(text)
    assert (
        "Betreff: Ihr Antrag auf Wohngeld vom 12.05.2026",
        "Betreff: Ihr Antrag auf Wohngeld vom 12.05.2026",
    ) in result
    remedy = [body for heading, body in result if heading == "Rechtsbehelfsbelehrung"]
    assert remedy == [
        "Rechtsbehelfsbelehrung\nGegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch "
        "erhoben werden."
    ]
    assert not any("freundlichen" in body or "[PERSON_2]" in body for _, body in result)


def test_signature_blocks_and_page_numbers_are_dropped() -> None:
    text = (
        "§ 1 Mietsache\nDie Wohnung im Erdgeschoss wird vermietet.\n\n- 2 -\n\n"
        "§ 2 Schlussbestimmungen\nÄnderungen bedürfen der Schriftform.\n\n"
        "Köln, den 12.12.2025\n\n______________________     ______________________\n"
        "[PERSON_1] (Vermieter)     [PERSON_2] (Mieterin)\n\nOrt, Datum\n\nUnterschrift Mieter\nIBAN: ____________\n"
    )
    result = pieces(text)
    assert [body for _, body in result] == [
        "§ 1 Mietsache\nDie Wohnung im Erdgeschoss wird vermietet.",
        "§ 2 Schlussbestimmungen\nÄnderungen bedürfen der Schriftform.",
    ]


def test_text_without_structure_is_cut_into_merged_paragraphs() -> None:
    paragraph = "Wir bestätigen den Eingang Ihrer Kündigung und beenden den Vertrag zum Monatsende wie gewünscht. "
    text = "\n\n".join(paragraph * 3 for _ in range(12))
    segments = segment(text)
    assert_exact(text, segments)
    assert len(segments) > 1
    assert all(s.end - s.start <= MAX_PARAGRAPHS for s in segments)
    assert all(text[s.start : s.end].startswith("Wir bestätigen") for s in segments)


def test_a_single_huge_paragraph_is_cut_at_sentence_ends() -> None:
    text = "Der Kunde darf die Ware innerhalb von vierzehn Tagen zurückgeben. " * 400
    segments = segment(text)
    assert_exact(text, segments)
    assert len(segments) > 10
    assert all(text[s.start : s.end].endswith("zurückgeben.") for s in segments)


@pytest.mark.parametrize("name", ["mietvertrag", "arbeitsvertrag", "agb_onlineshop", "steuerbescheid"])
def test_samples_as_text_and_as_pdf_give_the_same_clause_headings(name: str) -> None:
    text = (SAMPLES / f"{name}.txt").read_text(encoding="utf-8")
    from_pdf = extract_pdf(Pdf((SAMPLES / f"{name}.pdf").read_bytes()), max_pages=100).text
    text_headings = [s.heading for s in segment(text) if s.heading and s.heading.startswith("§")]
    pdf_headings = [s.heading for s in segment(from_pdf) if s.heading and s.heading.startswith("§")]
    assert text_headings == pdf_headings
    if name != "steuerbescheid":
        assert len(text_headings) >= 8
    assert_exact(from_pdf, segment(from_pdf))


def cpu_seconds_to_segment(text: str) -> float:
    """The least CPU time of this thread, of three runs, that ``segment(text)`` took.

    CPU time, not wall time: it does not grow when other processes load the machine (CI is a busy
    2-core machine); the least of three leaves out a garbage collection that fell into one run.
    """
    least = float("inf")
    for _ in range(3):
        started = time.thread_time()
        segment(text)
        least = min(least, time.thread_time() - started)
    return least


def test_150k_characters_are_segmented_in_linear_time() -> None:
    sample = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    text = ((sample + "\n\n") * 20)[:150_000]
    assert_exact(text, segment(text))
    quarter, whole = cpu_seconds_to_segment(text[:37_500]), cpu_seconds_to_segment(text)
    # Four times the text: about four times the work when linear (measured 7 and 28 ms), sixteen times
    # when quadratic. 8 leaves room for noise and still tells the two apart; the absolute bound is a
    # generous one against a text that is slow whatever its size.
    assert whole < 8 * quarter, f"{quarter * 1000:.1f} ms -> {whole * 1000:.1f} ms"
    assert whole < 1.0, f"{whole:.2f} s of CPU"


def test_a_letterhead_above_the_date_is_not_a_clause() -> None:
    text = (
        "Finanzamt Musterstadt\n[ADDRESS_1]\nTelefon: [PHONE_1]\n\nHerrn\n[PERSON_1]\n[ADDRESS_2]\n\n"
        "Steuernummer: [TAX_ID_1]\nDatum: 14.08.2026\n\nBescheid für 2025\nüber Einkommensteuer\n\n"
        "Festsetzung\n\nDie Einkommensteuer wird auf 1.200,00 EUR festgesetzt.\n"
    )
    result = pieces(text)
    assert result == [
        ("Bescheid für 2025", "Bescheid für 2025\nüber Einkommensteuer\n\nFestsetzung\n\n"
         "Die Einkommensteuer wird auf 1.200,00 EUR festgesetzt."),
    ]  # fmt: skip


def test_a_table_header_row_is_not_a_heading_and_numbered_notes_stay_with_their_section() -> None:
    text = (
        "Festsetzung\n\nDie Steuer wird festgesetzt, wie unten im Einzelnen aufgeführt und begründet.\n\n"
        "Besteuerungsgrundlagen\n\n                  Ehemann          Ehefrau\nArbeitslohn      48.200,00 EUR    31.600,00 EUR\n\n"
        "Erläuterungen\n\n1. Die Werbungskosten wurden um 420,00 EUR gekürzt, weil an 20 Tagen im Homeoffice gearbeitet wurde.\n\n"
        "2. Die Krankheitskosten wurden berücksichtigt, soweit sie die zumutbare Belastung übersteigen (§ 33 EStG).\n"
    )
    headings = [heading for heading, _ in pieces(text)]
    assert headings == ["Festsetzung", "Besteuerungsgrundlagen", "Erläuterungen"]
    assert pieces(text)[2][1].endswith("(§ 33 EStG).")


def test_a_letters_untitled_paragraphs_are_clauses_and_the_salutation_joins_the_first() -> None:
    text = (
        "Subject: Notice to end your tenancy\n\nDear [PERSON_1],\n\nWe give you notice that your tenancy will end.\n\n"
        "You must leave the property on or before 14 May 2026.\n\nYours sincerely,\n\n[PERSON_2]\n"
    )
    assert pieces(text) == [
        ("Subject: Notice to end your tenancy", "Subject: Notice to end your tenancy"),
        (None, "Dear [PERSON_1],\n\nWe give you notice that your tenancy will end."),
        (None, "You must leave the property on or before 14 May 2026."),
    ]


def test_ordinal_clauses_keep_their_short_title_and_signature_roles_are_dropped() -> None:
    text = (
        "CONTRATO DE ARRENDAMIENTO\n\nDe una parte [PERSON_1], en adelante el ARRENDADOR.\n\n"
        "PRIMERA.- Objeto. El ARRENDADOR arrienda la vivienda descrita a la ARRENDATARIA.\n\n"
        "SEGUNDA.- Renta. La renta mensual es de 950,00 euros.\n\n"
        "Y en prueba de conformidad, firman el presente contrato.\n\nEL ARRENDADOR              LA ARRENDATARIA\n"
    )
    result = pieces(text)
    assert [heading for heading, _ in result] == ["CONTRATO DE ARRENDAMIENTO", "PRIMERA.- Objeto", "SEGUNDA.- Renta"]
    assert result[-1][1] == "SEGUNDA.- Renta. La renta mensual es de 950,00 euros."
    assert_exact(text, segment(text))


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("3 Probezeit", "4 Vergütung"),
        ("3. Probezeit", "4. Vergütung"),
        ("9.1 Urlaub", "9.2 Krankheit"),
        ("II.", "III."),
        ("IV. Kündigung", "V. Schlussbestimmungen"),
        ("Art. 4 Haftung", "Art. 5 Gerichtsstand"),
        ("Artikel 4", "Artikel 5"),
        ("Ziffer 2", "Ziffer 3"),
        ("Clause 7", "Clause 8"),
        ("Section 3", "Section 4"),
        ("Articolo 5", "Articolo 6"),
        ("Artículo 5", "Artículo 6"),
        ("Cláusula 3", "Cláusula 4"),
        ("10)a) Abtretung", "10)b) Aufrechnung"),
        ("7.UNFALLVERSICHERUNG", "8.GEHEIMHALTUNG"),
    ],
)
def test_numbered_headings_with_or_without_paragraph_sign_start_clauses(first: str, second: str) -> None:
    text = (
        "Der Arbeitsvertrag beginnt mit der Unterzeichnung durch beide Seiten.\n"
        f"{first}\nDie ersten sechs Monate gelten als Zeit der Erprobung.\n"
        f"{second}\nDas Gehalt wird jeweils zum Ende des Monats überwiesen."
    )
    segments = segment(text)
    for heading in (first, second):
        assert any(text.startswith(heading, s.start) for s in segments), heading
    assert_exact(text, segments)


def test_a_sub_heading_starts_a_clause_and_its_parent_heading_is_kept() -> None:
    text = (
        "1 Beginn\nDas Arbeitsverhältnis beginnt am 01.04.2026.\n"
        "2 Urlaub und Krankheit\n2.1 Urlaub\nDer Urlaub beträgt 28 Arbeitstage im Kalenderjahr.\n"
        "2.2 Krankheit\nEine Erkrankung ist sofort zu melden.\n"
    )
    result = pieces(text)
    assert [heading for heading, _ in result] == ["1 Beginn", "2.1 Urlaub", "2.2 Krankheit"]
    assert result[1][1].startswith("2 Urlaub und Krankheit\n2.1 Urlaub\n")  # the parent heading is not lost


@pytest.mark.parametrize(
    "line",
    [
        "3 Monate nach Beginn der Tätigkeit endet die Erprobung.",
        "01.04.2026 ist der erste Arbeitstag.",
        "1.500,00 EUR werden als Bonus gezahlt.",
        "2 Wochen",
        "12. März 2026",
    ],
)
def test_a_figure_at_a_line_start_does_not_start_a_clause(line: str) -> None:
    text = (
        "1 Beginn\nDie Einarbeitung dauert bis zum Ende des Quartals.\n"
        f"{line}\nDie Einzelheiten regelt der Plan.\n\n2 Urlaub\nEs gelten 30 Tage."
    )
    assert [heading for heading, _ in pieces(text)] == ["1 Beginn", "2 Urlaub"]


def test_a_number_after_a_wrapped_line_continues_the_sentence() -> None:
    text = (
        "1 Tätigkeit\nDie Arbeitnehmerin arbeitet an den Standorten im\n2 Stadtteilen der Region Nord.\n\n"
        "2 Arbeitszeit\nDie Woche hat 39 Stunden."
    )
    assert [heading for heading, _ in pieces(text)] == ["1 Tätigkeit", "2 Arbeitszeit"]


def test_a_long_letter_is_never_cut_inside_a_sentence() -> None:
    sentence = "Wir weisen Sie darauf hin, dass die Vorgänge vom 3. und 4. März z. B. in der Akte vermerkt sind. "
    body = (sentence * 8).strip()
    text = (
        "Firma Beispiel GmbH\nHauptstraße 1\n\nKöln, 12.03.2026\n\nBetreff: Abmahnung\n\nSehr geehrter Herr [PERSON_1],\n\n"
        f"{body}\nhiermit sprechen wir eine\nAbmahnung aus. {body}\n\nMit freundlichen Grüßen\n\n[PERSON_2]\n"
    )
    segments = segment(text)
    assert_exact(text, segments)
    assert len(segments) >= 3
    for s in segments:
        piece = text[s.start : s.end]
        assert piece.endswith((".", ":", "Abmahnung")), piece[-40:]
        assert not piece.startswith(("Abmahnung aus", "März", "B. in"))
    assert not any("freundlichen" in text[s.start : s.end] for s in segments)


def test_a_house_number_in_a_letterhead_is_no_clause_heading() -> None:
    text = (
        "Northgate Property Services\n48 Mill Lane, Leeds LS2 7QT\n\n[PERSON_1]\n[ADDRESS_1]\n\n3 June 2026\n\n"
        "Dear [PERSON_1],\n\nYour rent will rise by 4 percent from the first of August.\n\nKind regards,\n\n[PERSON_2]\n"
    )
    assert pieces(text) == [(None, "Dear [PERSON_1],\n\nYour rent will rise by 4 percent from the first of August.")]

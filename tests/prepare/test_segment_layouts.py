"""Layouts of real documents: question headings, numbering without "§", sections before the first
numbered clause, long sections, letters. Every text here is written for the test."""

from __future__ import annotations

from app.prepare.segment import MAX_CLAUSE, segment
from app.prepare.sentences import sentence_spans, sentences


def pieces(text: str) -> list[tuple[str | None, str]]:
    return [(s.heading, text[s.start : s.end]) for s in segment(text)]


def never_inside_a_sentence(text: str, language: str = "de") -> None:
    """No clause starts or ends inside a sentence of the project's splitter."""
    spans = sentence_spans(text, language)
    for s in segment(text):
        for a, b in spans:
            assert not a < s.start < b, text[a:b]
            assert not a < s.end < b, text[a:b]


_ANSWER = "Wir erklären das hier in zwei Sätzen. Der zweite Satz ergänzt den ersten."


def test_question_headings_start_the_passages_that_answer_them() -> None:
    text = (
        "Willkommen bei unserem Dienst. Bitte lesen Sie diese Bedingungen sorgfältig.\n"
        "Was regeln diese Bedingungen?\n"
        f"Die Nutzungsbedingungen sind ein Vertrag zwischen Ihnen und uns. {_ANSWER}\n"
        f"Sie gelten auch für unsere Apps. {_ANSWER}\n"
        "Können sich diese Bedingungen ändern?\n"
        f"Ja, wir können sie ändern und informieren Sie vorher. {_ANSWER}\n"
        "Ich habe eine Idee für den Dienst. Welche Rechte habe ich?\n"
        f"Ideen, die Sie uns senden, dürfen wir nutzen. {_ANSWER}\n"
    )
    result = pieces(text)
    assert [heading for heading, _ in result] == [
        None,
        "Was regeln diese Bedingungen?",
        "Können sich diese Bedingungen ändern?",
        "Ich habe eine Idee für den Dienst. Welche Rechte habe ich?",
    ]
    assert result[1][1].endswith("Sie gelten auch für unsere Apps. " + _ANSWER)  # both answer paragraphs
    assert not any(body.endswith("?") for _, body in result)  # no question glued to the clause before it
    never_inside_a_sentence(text)


def test_english_question_headings_inside_numbered_terms() -> None:
    text = (
        "1. About these terms\nThese terms apply to every order you place with us.\n\n"
        "Can these terms change?\nWe may change these terms. We tell you two weeks before.\n\n"
        "Who can use the service?\nOnly adults may open an account.\n\n"
        "2. Payment\nYou pay when you order.\n"
    )
    assert [heading for heading, _ in pieces(text)] == [
        "1. About these terms",
        "Can these terms change?",
        "Who can use the service?",
        "2. Payment",
    ]


def test_a_single_question_is_no_heading_and_a_wrapped_question_is_no_heading() -> None:
    letter = (
        "Sehr geehrte Frau [PERSON_1],\n\nIhr Antrag ist bei uns eingegangen. Wir prüfen ihn.\n\n"
        "Haben Sie Fragen?\nRufen Sie uns gerne an.\n\nMit freundlichen Grüßen\n[PERSON_2]\n"
    )
    assert all(heading is None for heading, _ in pieces(letter))
    wrapped = (
        "Dürfen wir Ihr Konto schließen, wenn Sie\nuns nicht bezahlen?\nJa. Das steht unten.\n"
        "Dürfen Sie Ihr Konto jederzeit schließen, wenn Sie\nes nicht mehr brauchen?\nJa. Das steht auch unten.\n"
    )
    assert all(heading is None for heading, _ in pieces(wrapped))
    never_inside_a_sentence(wrapped)


def test_numbered_headings_in_sequence_may_skip_a_number_or_precede_a_lower_case_body() -> None:
    text = (
        "1 Beginn\nDas Arbeitsverhältnis beginnt am 1. April.\n\n"
        "2 Tätigkeit\nDer Arbeitnehmer arbeitet als Monteur.\n\n"
        "4 Urlaub\nDer Urlaub beträgt 28 Arbeitstage.\n\n"  # 3 is missing in the document
        "5. Geheimhaltung\nwird über alle Geschäftsvorgänge Stillschweigen bewahren.\n\n"  # a name taken out
        "6 1 Nachweis\nDer Arbeitnehmer legt einen Nachweis vor.\n\n"
        "6 2 Frist\nDer Nachweis ist binnen einer Woche vorzulegen.\n"
    )
    assert [heading for heading, _ in pieces(text)] == [
        "1 Beginn",
        "2 Tätigkeit",
        "4 Urlaub",
        "5. Geheimhaltung",
        "6 1 Nachweis",
        "6 2 Frist",
    ]


def test_figures_and_addresses_at_a_line_start_stay_text() -> None:
    text = (
        "1 Arbeitszeit\nDie Arbeitszeit beträgt\n40 Stunden in der Woche.\n\n"
        "2 Einsatz\nEingesetzt wird er im Büro in\n22 Quay Street, Bristol BS1 4DB\n\n"
        "3 Probezeit\nDie ersten\n6 Monate sind Probezeit.\n"
    )
    assert [heading for heading, _ in pieces(text)] == ["1 Arbeitszeit", "2 Einsatz", "3 Probezeit"]


def test_a_long_capital_heading_with_a_roman_number_starts_a_section() -> None:
    text = (
        "I. INFORMATIONEN ZUM VERTRAGSSCHLUSS IM FERNABSATZ NACH DEM BÜRGERLICHEN GESETZBUCH (STAND: MÄRZ 2026)\n"
        "Der Vertrag kommt mit unserer Bestätigung zustande.\n\n"
        "II. ERGÄNZENDE GESCHÄFTSBEDINGUNGEN UNSERES ONLINESHOPS FÜR KUNDEN, STAND: MÄRZ 2026\n"
        "Es gelten die folgenden Bedingungen für jede Bestellung.\n"
    )
    result = pieces(text)
    assert len(result) == 2
    assert result[1][0] is not None and result[1][0].startswith("II. ERGÄNZENDE")


def test_titled_sections_before_the_first_numbered_clause_stay_clauses_of_their_own() -> None:
    text = (
        "Befristung\nDer Vertrag ist bis zum Ende des Jahres befristet und endet ohne Kündigung.\n\n"
        "Probezeit\nEs gilt eine Probezeit von drei Monaten, in der beide Seiten kürzer kündigen können.\n\n"
        "1. Vergütung\nDer Arbeitnehmer erhält ein Gehalt von 3.000 EUR im Monat.\n\n"
        "2. Urlaub\nDer Urlaub beträgt 30 Arbeitstage im Kalenderjahr.\n"
    )
    assert [heading for heading, _ in pieces(text)] == ["Befristung", "Probezeit", "1. Vergütung", "2. Urlaub"]
    # A contract's head (title and parties) before § 1 is still one clause.
    head = (
        "Arbeitsvertrag\n\nzwischen der Muster GmbH\nund\n[PERSON_1]\n\n"
        "§ 1 Beginn\nDas Arbeitsverhältnis beginnt am 1. Mai.\n\n§ 2 Vergütung\nDas Gehalt beträgt 3.000 EUR.\n"
    )
    result = pieces(head)
    assert [heading for heading, _ in result] == ["Arbeitsvertrag", "§ 1 Beginn", "§ 2 Vergütung"]
    assert "[PERSON_1]" in result[0][1]
    # So is a head whose parties stand under their roles, however long their lines.
    roles = (
        "Arbeitsvertrag\n\nArbeitgeber\nDie Muster GmbH, vertreten durch ihre Geschäftsführerin, Hauptstraße 1, Berlin.\n\n"
        "Arbeitnehmer\n[PERSON_1], wohnhaft in der Nebenstraße 2 in Berlin, geboren am 1. Mai 1990.\n\n"
        "§ 1 Beginn\nDas Arbeitsverhältnis beginnt am 1. Mai.\n\n§ 2 Vergütung\nDas Gehalt beträgt 3.000 EUR.\n"
    )
    result = pieces(roles)
    assert [heading for heading, _ in result][1:] == ["§ 1 Beginn", "§ 2 Vergütung"]
    assert "Muster GmbH" in result[0][1] and "[PERSON_1]" in result[0][1]


def test_a_line_between_two_numbered_clauses_belongs_to_neither() -> None:
    text = (
        "1. Widerrufsrecht\nSie können den Vertrag binnen vierzehn Tagen widerrufen.\n\n"
        "Ende der Widerrufsbelehrung\n\n"
        "2. Lieferung\nWir liefern innerhalb von fünf Werktagen.\n"
    )
    result = pieces(text)
    assert [heading for heading, _ in result] == ["1. Widerrufsrecht", "2. Lieferung"]
    assert result[0][1].endswith("widerrufen.")
    assert result[1][1].startswith("2. Lieferung")


def test_a_long_numbered_clause_is_cut_at_its_sub_headings_never_inside_a_sentence() -> None:
    filler = "Dieser Satz beschreibt eine Einzelheit der Zahlung, damit der Abschnitt lang wird. " * 8
    text = (
        "1. Geltung\nDiese Bedingungen gelten für alle Bestellungen.\n\n"
        f"2. Zahlung\n{filler}\n\nZahlung per Rechnung\n{filler}\n\nZahlung per Lastschrift\n{filler}\n\n"
        "Eine Rückbuchung kann passieren, wenn\n\ndie Bank den Betrag nicht einlösen kann oder\n"
        "das Konto nicht gedeckt ist.\n\n"
        "3. Lieferung\nWir liefern innerhalb von fünf Werktagen.\n"
    )
    result = pieces(text)
    bodies = [body for _, body in result]
    assert any(body.startswith("Zahlung per Rechnung") for body in bodies)
    assert any(body.startswith("Zahlung per Lastschrift") for body in bodies)
    assert not any(body.endswith(("Zahlung per Rechnung", "Zahlung per Lastschrift", "wenn")) for body in bodies)
    assert not any(body.startswith("die Bank") for body in bodies)
    assert all(len(body) <= MAX_CLAUSE for body in bodies)
    assert [heading for heading, _ in result][-1] == "3. Lieferung"
    never_inside_a_sentence(text)


def test_long_terms_without_numbers_follow_their_own_sections() -> None:
    paragraph = "We may change the service at any time and we will tell you before we do so. " * 5
    text = (
        "CHANGES TO THE SERVICE\n" + "\n".join([paragraph] * 4) + "\n"
        "YOUR ACCOUNT\nYou must keep your password secret. You are responsible for your account.\n"
    )
    result = pieces(text)
    assert result[-1][0] == "YOUR ACCOUNT"
    assert all(len(body) <= MAX_CLAUSE for _, body in result)
    assert [heading for heading, _ in result[:-1]] == ["CHANGES TO THE SERVICE"] * (len(result) - 1)
    never_inside_a_sentence(text, "en")


def test_a_letter_parts_letterhead_salutation_body_closing_and_signature() -> None:
    text = (
        "Muster GmbH · Hauptstraße 1 · 12345 Musterstadt\n\nHerrn\n[PERSON_1]\nNebenweg 2\n12345 Musterstadt\n\n"
        "Musterstadt, 12.03.2026\n\n"
        "Sehr geehrter Herr [PERSON_1],\n\n"
        "hiermit sprechen wir Ihnen gegenüber eine\n\nAbmahnung\n\naus. Am 3. März sind Sie ohne Entschuldigung "
        "nicht zur Arbeit erschienen.\n\n"
        "Wir fordern Sie auf, Ihre Pflichten aus dem Arbeitsvertrag künftig zu erfüllen. Im Wiederholungsfall "
        "müssen Sie mit einer Kündigung rechnen.\n\n"
        "Mit freundlichen Grüßen\n\n[PERSON_2]\nPersonalleitung\n"
    )
    result = pieces(text)
    bodies = [body for _, body in result]
    assert not any("Hauptstraße" in body or "Nebenweg" in body for body in bodies)  # the letterhead
    assert not any("Grüßen" in body or "Personalleitung" in body for body in bodies)  # closing and signature
    warning = next(body for body in bodies if "hiermit sprechen" in body)
    assert "Abmahnung\n\naus. Am 3. März" in warning  # the word set apart stays in its sentence
    assert warning.startswith("Sehr geehrter Herr")  # the salutation opens the first paragraph
    assert any(body.startswith("Wir fordern Sie auf") for body in bodies)
    never_inside_a_sentence(text)


def test_abbreviations_and_ordinals_never_end_a_sentence() -> None:
    text = (
        "Der Mieter meldet Schäden, z. B. an Fenstern, sofort. Nach § 5 Abs. 2 Nr. 3 gilt ggf. eine "
        "kürzere Frist, d. h. bis zum 3. Werktag des Monats. Die Miete ist am 1. Januar fällig.\n"
        "Es gilt der Tarifvertrag vom 01.08.2026.\nUrlaub\nDer Urlaub beträgt 30 Tage."
    )
    assert sentences(text, "de") == [
        "Der Mieter meldet Schäden, z. B. an Fenstern, sofort.",
        "Nach § 5 Abs. 2 Nr. 3 gilt ggf. eine kürzere Frist, d. h. bis zum 3. Werktag des Monats.",
        "Die Miete ist am 1. Januar fällig.",
        "Es gilt der Tarifvertrag vom 01.08.2026.",
        "Urlaub",
        "Der Urlaub beträgt 30 Tage.",
    ]


def test_an_amount_with_cents_ends_a_sentence_an_ordinal_does_not() -> None:
    text = "Ein Hemd kostet 15,30. Die Abrechnung erfolgt am 15. Werktag. Die Zahlung ist am 01.02. 2026 fällig."
    assert sentences(text, "de") == [
        "Ein Hemd kostet 15,30.",
        "Die Abrechnung erfolgt am 15. Werktag.",
        "Die Zahlung ist am 01.02. 2026 fällig.",
    ]


def test_a_long_clause_follows_its_numbered_sub_clauses_a_short_one_stays_whole() -> None:
    rule = "Diese Regel gilt für jede Bestellung, die ein Kunde über unseren Shop aufgibt. " * 4
    long_clause = (
        "2 SCHLUSSBESTIMMUNGEN\n"
        f"2.1 Auf diesen Vertrag ist deutsches Recht anzuwenden. {rule}\n"
        f"2.2 Gerichtsstand für Kaufleute ist der Sitz des Verkäufers. {rule}\n"
        f"2.3 Altbatterien geben Sie bitte unentgeltlich an einer Sammelstelle zurück. {rule}\n"
        f"2.4 Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam. {rule}\n"
    )
    short_clause = (
        "3. Rent\n3.1 The rent is 900 EUR a month.\n3.2 It is due on the third working day.\n"
        "3.3 The landlord may raise it once a year.\n"
    )
    text = "1. Geltung\nDiese Bedingungen gelten für alle Bestellungen.\n\n" + long_clause + "\n" + short_clause
    result = pieces(text)
    bodies = [body for _, body in result]
    assert bodies[1].startswith("2 SCHLUSSBESTIMMUNGEN\n2.1 Auf diesen")  # the heading stays with 2.1
    assert [body[:3] for body in bodies[2:5]] == ["2.2", "2.3", "2.4"]
    assert [heading for heading, _ in result[2:5]] == [
        "2 SCHLUSSBESTIMMUNGEN 2.2",
        "2 SCHLUSSBESTIMMUNGEN 2.3",
        "2 SCHLUSSBESTIMMUNGEN 2.4",
    ]
    assert bodies[-1] == short_clause.strip()
    never_inside_a_sentence(text)


def test_the_next_number_of_the_documents_own_headings_starts_a_clause_after_a_missing_full_stop() -> None:
    text = (
        "2.4 Beendigung des Vertrags\nDas Arbeitsverhältnis endet mit dem Monat, in dem die Regelaltersrente beginnt\n"
        "2.5 Kündigungsschutz\nDie Frist für eine Klage beträgt drei Wochen.\n"
        "2.6 Freistellung\nwird nach einer Kündigung freigestellt.\n"  # a name taken out before "wird"
        "Die Vergütung ist am Monatsende fällig und beträgt\n2.5 Prozent mehr als bisher.\n"
    )
    assert [heading for heading, _ in pieces(text)] == [
        "2.4 Beendigung des Vertrags",
        "2.5 Kündigungsschutz",
        "2.6 Freistellung",
    ]

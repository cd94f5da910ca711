"""Deadlines, amounts, statutes and tax arithmetic found in documents (app/pipeline/facts.py and helpers)."""

from __future__ import annotations

import re
from datetime import date

import pytest

from app.analysis.amounts import find_money, parse_number
from app.analysis.dates import add_months, find_dates
from app.analysis.deadlines import Place, compute_end, find_letter_date
from app.analysis.facts import find_facts
from app.analysis.holidays import easter_sunday, find_place, holidays, is_working_day
from app.analysis.norms import cited_norms
from app.analysis.tax import tax_warnings
from app.explain.key_dates import say_deadline, say_working
from app.models import Facts, PreparedDocument, Segment
from app.present.notices import render_notices
from tests.support.paths import SAMPLES


def make_doc(text: str, language: str = "en", document_language: str = "de") -> PreparedDocument:
    """One segment per paragraph, as the segmenter would cut them."""
    segments = tuple(Segment(m.start(), m.end()) for m in re.finditer(r"[^\n](?:.|\n(?!\n))*", text))
    return PreparedDocument(
        text=text, segments=segments, explanation_language=language, document_language=document_language
    )


# --------------------------------------------------------------------------- amounts


@pytest.mark.parametrize(
    ("written", "value", "currency"),
    [
        ("850,00 EUR", 850.0, "EUR"),
        ("850 €", 850.0, "EUR"),
        ("€ 1.200,50", 1200.5, "EUR"),
        ("EUR 2.550", 2550.0, "EUR"),
        ("1.234,56 Euro", 1234.56, "EUR"),
        ("£1,200", 1200.0, "GBP"),
        ("$300", 300.0, "USD"),
        ("GBP 1,150.00", 1150.0, "GBP"),
        ("1.200,00 €/Monat", 1200.0, "EUR"),
        ("1 200,00 €", 1200.0, "EUR"),
        ("CHF 99.90", 99.9, "CHF"),
    ],
)
def test_amounts_are_read_in_german_and_english_notation(written: str, value: float, currency: str) -> None:
    [money] = list(find_money(f"Zu zahlen sind {written} pro Monat."))
    assert money.value == pytest.approx(value)
    assert money.currency == currency
    assert money.text.startswith(written.split("/")[0])


def test_number_separators_are_told_apart() -> None:
    assert parse_number("1.234,56") == pytest.approx(1234.56)
    assert parse_number("1,234.56") == pytest.approx(1234.56)
    assert parse_number("2.550") == 2550.0
    assert parse_number("12,5") == pytest.approx(12.5)
    assert parse_number("1.000.000") == 1_000_000.0


def test_numbers_without_currency_and_misread_section_signs_are_not_money() -> None:
    assert list(find_money("Telefon 089 1252-0, Zimmer 3.14, 8 % Zinsen")) == []
    assert list(find_money("Die Kündigung richtet sich nach $ 573c BGB.")) == []
    assert [m.value for m in find_money("in 3 Raten zu 850 EUR")] == [850.0]


@pytest.mark.parametrize(
    ("sentence", "values"),
    [
        # A space (plain, no-break or narrow no-break) groups thousands: one sum, never "000 euros" read alone.
        ("Le loyer annuel s'élève à 9 600 euros.", [9600.0]),
        ("Il deposito è di 1\u202f800 € e va versato subito.", [1800.0]),
        ("Une pénalité de 2 500,50 EUR est due.", [2500.5]),
        ("El precio es de € 1 250 más IVA.", [1250.0]),
        # Not sums of thousands: the groups are no thousands, or a numbering mark comes first (item 4 of €300, or
        # €4,300 — the text does not tell, so no sum is read).
        ("Es werden 2 Raten zu je 450 EUR fällig.", [450.0]),
        ("Kaution 4 0000 euros", []),
        ("Gebühren nach Nr. 4 300 EUR", []),
        ("voir § 2 750 €", []),
    ],
)
def test_space_grouped_thousands(sentence: str, values: list[float]) -> None:
    assert [m.value for m in find_money(sentence)] == pytest.approx(values)


@pytest.mark.parametrize(
    ("sentence", "language", "meaning"),
    [
        ("Die monatliche Grundmiete (Nettokaltmiete) beträgt 850,00 EUR.", "de", "rent"),
        (
            "Die Mieterin leistet eine Mietsicherheit von drei Monatsmieten (Nettokaltmiete), also 2.550,00 EUR.",
            "de",
            "deposit",
        ),
        ("Hierauf leistet sie monatliche Vorauszahlungen in Höhe von 190,00 EUR.", "de", "prepayment"),
        ("Die Nachzahlung beträgt insgesamt 913,68 EUR.", "de", "back_payment"),
        ("Die Erstattung von 312,40 EUR wird auf Ihr Konto überwiesen.", "de", "refund"),
        ("Für jede Mahnung wird eine Gebühr von 5,00 EUR erhoben.", "de", "fee"),
        ("Der Arbeitnehmer erhält ein monatliches Bruttogehalt von 4.850,00 EUR.", "de", "salary"),
        ("Für jeden Verstoß ist eine Vertragsstrafe von 5.000 EUR zu zahlen.", "de", "damages"),
        ("The rent is GBP 1,150.00 per calendar month.", "en", "rent"),
        ("The Tenant shall pay a deposit of £1,326.92 on signing.", "en", "deposit"),
        ("La fianza asciende a 1.200 €.", "es", "deposit"),
        ("Le loyer mensuel est de 900 €.", "fr", "rent"),
        ("Lo stipendio lordo mensile è di 2.300,00 EUR.", "it", "salary"),
        ("O reembolso de 150,00 EUR será transferido.", "pt", "refund"),
        ("Der Kaufpreis beträgt 19.999 EUR.", "de", "price"),
        ("Die Einkommensteuer wird auf 14.316,00 EUR festgesetzt.", "de", "tax"),
        ("Es wurden 100,00 EUR überwiesen.", "de", "other"),
    ],
)
def test_amounts_get_their_meaning_from_nearby_words(sentence: str, language: str, meaning: str) -> None:
    facts = find_facts(make_doc(sentence, document_language=language))
    assert [a.meaning for a in facts.amounts] == [meaning]
    assert facts.amounts[0].clause_id == "c1"


def test_amounts_in_one_sentence_take_the_words_between_them() -> None:
    text = "Die Nettokaltmiete beträgt 720,00 EUR, die Vorauszahlung auf die Betriebskosten 160,00 EUR."
    facts = find_facts(make_doc(text))
    assert [(a.value, a.meaning) for a in facts.amounts] == [(720.0, "rent"), (160.0, "prepayment")]


# --------------------------------------------------------------------------- deadlines


@pytest.mark.parametrize(
    ("sentence", "iso"),
    [
        ("Bitte zahlen Sie bis zum 15.12.2026.", "2026-12-15"),
        ("Die Unterlagen sind spätestens am 1. März 2027 einzureichen.", "2027-03-01"),
        ("Please reply by 31 January 2027.", "2027-01-31"),
        ("Debe presentar la documentación hasta el 15 de diciembre de 2026.", "2026-12-15"),
        ("Vous devez répondre au plus tard le 1er mars 2027.", "2027-03-01"),
        ("Il pagamento va effettuato entro il 15 dicembre 2026.", "2026-12-15"),
        ("O pagamento deve ser feito até 15 de dezembro de 2026.", "2026-12-15"),
        ("Payment is due no later than January 31, 2027.", "2027-01-31"),
    ],
)
def test_fixed_dates_after_deadline_words_are_deadlines(sentence: str, iso: str) -> None:
    [deadline] = find_facts(make_doc(sentence)).deadlines
    assert (deadline.kind, deadline.date, deadline.clause_id) == ("date", iso, "c1")


def test_dates_without_a_role_are_not_key_dates() -> None:
    text = (
        "Herr X, geboren am 17.04.1994. Mit Bescheid vom 12.05.2026 wurden Leistungen für die Zeit vom 01.06.2026 "
        "bis 31.05.2027 bewilligt. Überzahlung im Zeitraum 01.07.2026 bis 30.09.2026."
    )
    assert find_facts(make_doc(text)).deadlines == []


def test_start_and_end_of_a_term_are_key_dates() -> None:
    # Changed on purpose (issue 13): a contract's start and end are key dates, both ends of a range.
    text = "Das Mietverhältnis beginnt am 01.03.2026. Mietbeginn 01.03.2026. Mietzeit vom 01.03.2026 bis 28.02.2028."
    found = [(d.text, d.date) for d in find_facts(make_doc(text)).deadlines]
    assert found == [
        ("beginnt am 01.03.2026", "2026-03-01"),
        ("Mietbeginn 01.03.2026", "2026-03-01"),
        ("vom 01.03.2026", "2026-03-01"),
        ("bis 28.02.2028", "2028-02-28"),
    ]


def test_a_date_without_year_after_a_deadline_word_is_kept_without_iso_date() -> None:
    [deadline] = find_facts(
        make_doc("Übertragener Urlaub muss bis zum 31. März des Folgejahres genommen werden.")
    ).deadlines
    assert (deadline.kind, deadline.date, deadline.text) == ("date", None, "bis zum 31. März")


@pytest.mark.parametrize(
    ("sentence", "period"),
    [
        ("Der Einspruch ist innerhalb eines Monats nach Bekanntgabe einzulegen.", "P1M"),
        ("Der Mangel ist binnen zwei Wochen anzuzeigen.", "P14D"),
        ("Die Widerrufsfrist beträgt 14 Tage.", "P14D"),
        ("Die Kündigungsfrist beträgt drei Monate zum Monatsende.", "P3M"),
        ("The landlord must respond within 30 days.", "P30D"),
        ("The tenant must give at least one month's written notice.", "P1M"),
        ("Vous pouvez contester cette décision dans un délai de deux mois.", "P2M"),
        ("Il ricorso va presentato entro 30 giorni dalla notifica.", "P30D"),
        ("Puede recurrir en el plazo de un mes desde la notificación.", "P1M"),
        ("Pode reclamar no prazo de 15 dias a contar da notificação.", "P15D"),
        ("Gewährleistungsansprüche verjähren innerhalb von zwei Jahren.", "P2Y"),
    ],
)
def test_periods_after_deadline_words_become_iso_durations(sentence: str, period: str) -> None:
    [deadline] = find_facts(make_doc(sentence)).deadlines
    assert (deadline.kind, deadline.period) == ("period", period)
    assert deadline.text in sentence


def test_durations_that_are_not_deadlines_are_skipped() -> None:
    text = (
        "Die ersten sechs Monate gelten als Probezeit. Die Parteien verzichten für die Dauer von zwei Jahren auf "
        "die Kündigung. Eine Erhöhung ist frühestens 15 Monate nach Einzug zulässig."
    )
    # The probation is a period its own phrase names (tests/analysis/test_period_roles.py), no deadline to act on.
    assert [(d.period, d.role) for d in find_facts(make_doc(text)).deadlines] == [("P6M", "probation")]


def test_working_day_periods_are_kept_without_an_iso_duration() -> None:
    [deadline] = find_facts(make_doc("Wir versenden die Ware innerhalb von zwei Werktagen.")).deadlines
    assert (deadline.kind, deadline.period) == ("period", None)


# --------------------------------------------------------------------------- computed deadlines


def test_easter_is_computed() -> None:
    assert easter_sunday(2026) == date(2026, 4, 5)
    assert easter_sunday(2027) == date(2027, 3, 28)
    assert easter_sunday(2024) == date(2024, 3, 31)


def test_nationwide_and_state_holidays() -> None:
    national = holidays(2026)
    assert national[date(2026, 4, 3)] == "Karfreitag"
    assert national[date(2026, 5, 14)] == "Christi Himmelfahrt"
    assert national[date(2026, 5, 25)] == "Pfingstmontag"
    assert date(2026, 6, 4) not in national  # Fronleichnam is not nationwide
    assert holidays(2026, "BY")[date(2026, 6, 4)] == "Fronleichnam"
    assert date(2026, 1, 6) in holidays(2026, "BY")
    assert date(2026, 3, 8) in holidays(2026, "BE")
    assert date(2026, 10, 31) in holidays(2026, "SN")
    assert date(2026, 10, 31) not in holidays(2026, "BY")
    assert holidays(2026, "SN")[date(2026, 11, 18)] == "Buß- und Bettag"
    assert not is_working_day(date(2027, 11, 1), "NW")
    assert is_working_day(date(2027, 11, 1), "HH")


def test_places_map_to_states() -> None:
    assert find_place("Finanzamt München-Moosach\nDeroystraße 18") == ("BY", "München")
    assert find_place("Landratsamt in Sachsen-Anhalt") == ("ST", None)
    assert find_place("Jobcenter Leipzig") == ("SN", "Leipzig")
    assert find_place("Kein Ort hier, nur Essen und Halle.") == (None, None)


def test_month_arithmetic_keeps_the_day_or_takes_the_last_of_the_month() -> None:
    assert add_months(date(2026, 8, 18), 1) == date(2026, 9, 18)
    assert add_months(date(2026, 1, 31), 1) == date(2026, 2, 28)
    assert add_months(date(2027, 12, 15), 2) == date(2028, 2, 15)


def worked(letter: date, count: int, code: str, regime: str, place: Place, language: str = "en") -> tuple[date, str]:
    """The end of the period and its working, said in ``language``."""
    end, working = compute_end(letter, count, code, regime, place)
    return end, say_working(working, language)


def test_period_ending_on_a_saturday_moves_to_monday() -> None:
    # letter 02.01.2027 -> notified Wednesday 06.01.2027 -> + 1 month = Saturday 06.02.2027
    end, working = worked(date(2027, 1, 2), 1, "M", "admin", Place())
    assert end == date(2027, 2, 8)
    assert "6 February 2027 (Saturday)" in working
    assert "deadline 8 February 2027" in working


def test_period_ending_on_german_unity_day_moves_to_the_next_working_day() -> None:
    end, working = worked(date(2025, 8, 30), 1, "M", "admin", Place())
    assert end == date(2025, 10, 6)
    assert "Tag der Deutschen Einheit" in working
    assert "§ 41 Abs. 2 VwVfG" in working


def test_christmas_holidays_and_the_weekend_are_skipped_together() -> None:
    end, _ = worked(date(2026, 11, 21), 1, "M", "tax", Place())
    assert end == date(2026, 12, 28)


def test_a_bavarian_holiday_counts_only_in_bavaria() -> None:
    in_munich, working = worked(date(2027, 9, 27), 1, "M", "admin", Place("BY", "München"))
    in_hamburg, _ = worked(date(2027, 9, 27), 1, "M", "admin", Place("HH", "Hamburg"))
    assert in_munich == date(2027, 11, 2)
    assert "Allerheiligen" in working
    assert in_hamburg == date(2027, 11, 1)


def test_tax_notification_on_a_saturday_moves_to_monday_before_the_period_runs() -> None:
    end, working = worked(date(2026, 11, 3), 1, "M", "tax", Place())
    assert end == date(2026, 12, 9)
    assert "7 November 2026 (Saturday)" in working and "9 November 2026" in working and "4th day" in working
    admin_end, _ = worked(date(2026, 11, 3), 1, "M", "admin", Place())
    assert admin_end == date(2026, 12, 7)


def test_letters_posted_before_2025_are_notified_on_the_third_day() -> None:
    end, working = worked(date(2024, 12, 20), 14, "D", "admin", Place())
    assert end == date(2025, 1, 6)
    assert "3rd day" in working


def test_the_working_is_written_in_the_explanation_language() -> None:
    _, german = worked(date(2026, 11, 3), 1, "M", "tax", Place(), "de")
    assert "gilt als bekannt gegeben am 07.11.2026" in german and "Samstag" in german
    _, french = worked(date(2026, 11, 3), 1, "M", "tax", Place(), "fr")
    assert "samedi" in french and "09/12/2026" in french
    _, unknown = worked(date(2026, 11, 3), 1, "M", "tax", Place(), "xx")
    assert unknown.startswith("Letter dated 3 November 2026")


def test_the_letter_date_is_found_in_the_header_or_after_bescheid_vom() -> None:
    assert find_letter_date("Finanzamt\n\nDatum: 14.08.2026\n\nBescheid") == date(2026, 8, 14)
    assert find_letter_date("Jobcenter Leipzig\n\nLeipzig, 24.11.2026\n\nAnhörung") == date(2026, 11, 24)
    assert find_letter_date("Bezug: Ihr Schreiben vom 01.10.2026. Unser Bescheid vom 03.11.2026.") == date(2026, 11, 3)
    assert find_letter_date("Kein Datum hier.") is None


def test_the_tax_assessment_sample_gets_its_objection_deadline_computed() -> None:
    text = (SAMPLES / "steuerbescheid.txt").read_text(encoding="utf-8")
    facts = find_facts(make_doc(text, language="de"))
    computed = [say_deadline(d, "de") for d in facts.deadlines if d.working]
    assert len(computed) == 1
    assert (computed[0].period, computed[0].date) == ("P1M", "2026-09-18")
    assert "§ 122 Abs. 2 Nr. 1 AO" in (computed[0].computation or "")
    assert any(d.kind == "date" and d.date == "2026-09-17" for d in facts.deadlines)


def test_a_period_for_a_later_decision_is_not_computed_from_this_letter() -> None:
    text = (
        "Leipzig, 24.11.2026\n\nAnhörung\n\nDiese Anhörung ist noch kein Bescheid. Gegen einen späteren Bescheid "
        "kann innerhalb eines Monats nach seiner Bekanntgabe Widerspruch erhoben werden."
    )
    [deadline] = find_facts(make_doc(text)).deadlines
    assert (deadline.period, deadline.date, deadline.working) == ("P1M", None, None)


def test_private_law_periods_from_receipt_are_not_computed() -> None:
    text = "Köln, 01.02.2026\n\nNachforderungen sind innerhalb von 30 Tagen nach Zugang der Abrechnung zu zahlen."
    [deadline] = find_facts(make_doc(text)).deadlines
    assert deadline.date is None and deadline.period == "P30D"


# --------------------------------------------------------------------------- tax arithmetic

_TABLE = """Datum: 14.08.2026
Bescheid für 2025 über Einkommensteuer

festgesetzt werden                         14.316,00 EUR      1.145,28 EUR
abzüglich Steuerabzug vom Lohn            -12.870,00 EUR     -1.029,60 EUR
abzüglich geleistete Vorauszahlungen         -600,00 EUR        -48,00 EUR
verbleibende Beträge                          846,00 EUR         67,68 EUR

Die Nachzahlung beträgt insgesamt 913,68 EUR.
"""


def test_an_assessment_that_adds_up_gives_no_warning() -> None:
    assert tax_warnings(_TABLE) == []
    assert find_facts(make_doc(_TABLE)).warnings == []


def test_a_column_that_does_not_add_up_is_named_with_its_figures() -> None:
    [warning] = render_notices(
        tax_warnings(_TABLE.replace("846,00 EUR", "864,00 EUR").replace("913,68", "931,68"), "en"), "en"
    )
    assert "14,316.00 EUR" in warning and "13,470.00 EUR" in warning
    assert "a back payment of 846.00 EUR" in warning and "864.00 EUR" in warning


def test_a_stated_total_that_does_not_match_the_columns_is_reported() -> None:
    [warning] = render_notices(tax_warnings(_TABLE.replace("913,68", "931,68"), "de"), "de")
    assert "913,68 EUR" in warning and "931,68 EUR" in warning


def test_a_refund_stated_as_back_payment_is_reported() -> None:
    text = """festgesetzte Einkommensteuer        5.000,00 EUR
abzüglich Lohnsteuer                5.400,00 EUR
verbleibende Steuer                   400,00 EUR
"""
    [warning] = render_notices(tax_warnings(text, "en"), "en")
    assert "a refund of 400.00 EUR" in warning and "a back payment of 400.00 EUR" in warning
    assert tax_warnings(text.replace("verbleibende Steuer   ", "Erstattung            "), "en") == []


# --------------------------------------------------------------------------- norms


@pytest.mark.parametrize(
    ("written", "citation", "url"),
    [
        ("§ 573c BGB", "§ 573c BGB", "https://www.gesetze-im-internet.de/bgb/__573c.html"),
        ("§§ 535 ff. BGB", "§§ 535 ff. BGB", "https://www.gesetze-im-internet.de/bgb/__535.html"),
        ("§ 355 Abs. 1 AO", "§ 355 Abs. 1 AO", "https://www.gesetze-im-internet.de/ao_1977/__355.html"),
        ("§ 31 SGB II", "§ 31 SGB II", "https://www.gesetze-im-internet.de/sgb_2/__31.html"),
        (
            "§ 48 Abs. 1 Satz 2 Nr. 3 SGB X",
            "§ 48 Abs. 1 Satz 2 Nr. 3 SGB X",
            "https://www.gesetze-im-internet.de/sgb_10/__48.html",
        ),
        ("Art. 3 GG", "Art. 3 GG", "https://www.gesetze-im-internet.de/gg/art_3.html"),
        ("Art. 6 Abs. 1 lit. b DSGVO", "Art. 6 Abs. 1 lit. b DSGVO", "https://eur-lex.europa.eu/eli/reg/2016/679/oj"),
        ("Article 6(1)(b) GDPR", "Article 6(1)(b) GDPR", "https://eur-lex.europa.eu/eli/reg/2016/679/oj"),
        ("$ 573c BGB", "§ 573c BGB", "https://www.gesetze-im-internet.de/bgb/__573c.html"),
        ("8 573c BGB", "§ 573c BGB", "https://www.gesetze-im-internet.de/bgb/__573c.html"),
        (
            "§ 2 der Betriebskostenverordnung",
            "§ 2 der Betriebskostenverordnung",
            "https://www.gesetze-im-internet.de/betrkv/__2.html",
        ),
    ],
)
def test_citations_link_to_the_official_text(written: str, citation: str, url: str) -> None:
    [norm] = cited_norms(f"Dies richtet sich nach {written}.")
    assert (norm.citation, norm.url, norm.relation) == (citation, url, "cited")


def test_misread_section_signs_need_a_known_law_and_headings_are_not_citations() -> None:
    assert cited_norms("Es gibt 8 573 Wohnungen und $ 500 Kaution.") == []
    assert cited_norms("§ 3 Miete und Nebenkosten") == []


def test_norms_are_listed_per_clause_with_related_provisions_for_german_documents() -> None:
    text = "§ 5 Kaution\n\nDie Kaution beträgt drei Monatsmieten.\n\nDie Kündigung bedarf der Schriftform (§ 568 BGB)."
    facts = find_facts(make_doc(text), topics={"c2": "deposit", "c3": "notice"})
    assert [(n.citation, n.relation) for n in facts.norms["c2"]] == [("§ 551 BGB", "related")]
    assert [(n.citation, n.relation) for n in facts.norms["c3"]] == [
        ("§ 568 BGB", "cited"),
        ("§ 573c BGB", "related"),
    ]
    assert "c1" not in facts.norms


def test_notice_in_an_employment_contract_relates_to_622_bgb() -> None:
    text = "Arbeitsvertrag zwischen Arbeitgeber und Arbeitnehmer.\n\nDas Arbeitsverhältnis kann gekündigt werden."
    facts = find_facts(make_doc(text), topics={"c2": "notice"})
    assert [n.citation for n in facts.norms["c2"]] == ["§ 622 BGB"]


def test_no_related_german_law_for_documents_under_other_law() -> None:
    text = "The Tenant shall pay a deposit of £1,326.92 on signing."
    facts = find_facts(make_doc(text, document_language="en"), topics={"c1": "deposit"})
    assert facts.norms == {}


# --------------------------------------------------------------------------- whole documents


def test_facts_of_an_empty_document_are_empty() -> None:
    assert find_facts(make_doc("")) == Facts()


@pytest.mark.parametrize("name", ["mietvertrag", "arbeitsvertrag", "steuerbescheid", "behoerdenbrief"])
def test_german_samples_yield_amounts_norms_and_valid_clause_ids(name: str) -> None:
    path = SAMPLES / f"{name}.txt"
    doc = make_doc(path.read_text(encoding="utf-8"))
    facts = find_facts(doc)
    ids = {f"c{i + 1}" for i in range(len(doc.segments))}
    assert facts.norms and set(facts.norms) <= ids
    assert facts.amounts and all(a.clause_id in ids for a in facts.amounts)
    assert all(d.clause_id in ids for d in facts.deadlines)
    assert facts.warnings == []


def test_dates_are_read_in_six_languages() -> None:
    text = (
        "1. März 2027, 31 January 2027, 15 de diciembre de 2026, 1er mars 2027, 15 dicembre 2026, 1º de março de 2027"
    )
    assert [d.value.isoformat() for d in find_dates(text)] == [
        "2027-03-01",
        "2027-01-31",
        "2026-12-15",
        "2027-03-01",
        "2026-12-15",
        "2027-03-01",
    ]


@pytest.mark.parametrize(
    ("text", "citation"),
    [
        ("Finanzamt Köln-Süd\n\nBescheid\n\nSie können Einspruch einlegen.", "§ 355 AO"),
        ("Jobcenter Leipzig\n\nBescheid nach dem SGB II\n\nSie können Widerspruch erheben.", "§ 84 SGG"),
        ("Stadt Musterhausen, Ordnungsamt\n\nBescheid\n\nSie können Widerspruch erheben.", "§ 70 VwGO"),
    ],
)
def test_objection_relates_to_the_procedure_of_the_authority(text: str, citation: str) -> None:
    facts = find_facts(make_doc(text), topics={"c3": "objection"})
    assert [n.citation for n in facts.norms["c3"] if n.relation == "related"] == [citation]


def test_warranty_relates_to_rental_or_sales_law_by_document() -> None:
    lease = find_facts(make_doc("Mietvertrag über Wohnraum\n\nMängel der Mietsache"), topics={"c2": "warranty"})
    shop = find_facts(make_doc("Allgemeine Geschäftsbedingungen\n\nGewährleistung"), topics={"c2": "warranty"})
    assert [n.citation for n in lease.norms["c2"]] == ["§ 536 BGB"]
    assert [n.citation for n in shop.norms["c2"]] == ["§ 437 BGB"]


def test_the_computation_is_found_without_words_and_said_in_any_language() -> None:
    text = (SAMPLES / "steuerbescheid.txt").read_text(encoding="utf-8")
    [computed] = [d for d in find_facts(make_doc(text, language="de")).deadlines if d.working]
    assert computed.computation is None  # the analysis finds the steps; the reader's words come at the edge
    german, english = say_deadline(computed, "de").computation or "", say_deadline(computed, "en").computation or ""
    assert german.startswith("Schreiben vom 14.08.2026 → gilt als bekannt gegeben am 18.08.2026")
    assert english.startswith("Letter dated 14 August 2026 → deemed notified 18 August 2026")
    assert "Schreiben" not in english and "Letter" not in german


def test_amount_meaning_survives_a_pdf_line_wrap_inside_the_sentence() -> None:
    from app.analysis.amounts import meaning_of

    text = (
        "§ 5 Kaution\n(1) Die Mieterin leistet eine Mietsicherheit in Höhe von drei Monatsmieten, also\n2.550,00 EUR.\n"
    )
    money = next(find_money(text))
    assert meaning_of(text, money, 0, len(text), "de") == "deposit"


def test_the_lease_notice_rule_without_a_number_is_a_three_month_period() -> None:
    text = "§ 9 Kündigung\n(2) Die Mieterin kann spätestens am dritten Werktag eines Kalendermonats zum Ablauf des übernächsten Monats kündigen."
    doc = PreparedDocument(
        text=text, segments=(Segment(0, len(text), "§ 9 Kündigung"),), explanation_language="en", document_language="de"
    )
    notice = [d for d in find_facts(doc).deadlines if d.period == "P3M"]
    assert len(notice) == 1 and notice[0].clause_id == "c1"
    assert notice[0].text.startswith("spätestens am dritten Werktag")


def test_amounts_in_a_table_row_take_the_rows_label_not_a_word_of_another_row() -> None:
    """A PDF's table has no full stops, so its "sentence" runs over every row: "Summe der Einkünfte" read
    "versteuerndes" two rows down and became the assessed tax (€76,422 in the tax sample's summary)."""
    from app.analysis.amounts import meaning_of

    text = (
        "Festsetzung\nfestgesetzt werden 14.316,00 EUR 1.145,28 EUR\n"
        "Besteuerungsgrundlagen\nBruttoarbeitslohn 48.200,00 EUR 31.600,00 EUR\n"
        "abzüglich Werbungskosten -2.148,00 EUR -1.230,00 EUR\nSumme der Einkünfte 76.422,00 EUR\n"
        "abzüglich außergewöhnliche Belastungen -612,00 EUR\nzu versteuerndes Einkommen 65.916,00 EUR\n"
        "Die Miete beträgt 500,00 EUR monatlich; die Kaution\nbeträgt 1.500,00 EUR.\n"
    )
    money = list(find_money(text))
    meanings = {
        text[m.start : m.end]: meaning_of(
            text, m, money[i - 1].end if i else 0, money[i + 1].start if i + 1 < len(money) else len(text), "de"
        )
        for i, m in enumerate(money)
    }
    assert meanings["14.316,00 EUR"] == meanings["1.145,28 EUR"] == "tax"
    assert meanings["48.200,00 EUR"] == meanings["31.600,00 EUR"] == "salary"
    assert {meanings[a] for a in ("-2.148,00 EUR", "-1.230,00 EUR", "-612,00 EUR")} == {"other"}
    assert meanings["76.422,00 EUR"] == meanings["65.916,00 EUR"] == "income"  # income, not salary nor tax
    assert meanings["500,00 EUR monatlich"] == "rent" and meanings["1.500,00 EUR"] == "deposit"


# --------------------------------------------------------------------------- roles only where the text marks them


@pytest.mark.parametrize(
    ("written", "iso"),
    [
        ("vom 01.03 .2021 an", "2021-03-01"),  # a stray space before the second dot
        ("am 01. 03.2021", "2021-03-01"),
        ("am 1. 3. 2021", "2021-03-01"),
        ("am 1 . 3. 2021", "2021-03-01"),
    ],
)
def test_dates_with_a_stray_space_at_a_dot_are_read(written: str, iso: str) -> None:
    assert [d.value.isoformat() for d in find_dates(written)] == [iso]


@pytest.mark.parametrize(
    "written",
    ["§ 4. 2. 2021", "am 4. 13. 2021", "Seite 3. 4. 21", "am 1.\n3. 2021"],
)
def test_spaced_numbers_that_are_no_date_stay_none(written: str) -> None:
    assert list(find_dates(written)) == []


@pytest.mark.parametrize(
    ("text", "language", "meanings"),
    [
        (
            "Die Vorauszahlung auf die Betriebskosten beträgt 240,00 EUR, davon 110,00 EUR für Heizung.",
            "de",
            ["prepayment", "part"],
        ),
        ("Die Gesamtmiete von 980,00 EUR enthält 130,00 EUR Nebenkosten.", "de", ["rent", "utilities"]),
        (
            "The service charge is EUR 300.00 a quarter, of which EUR 120.00 is for heating.",
            "en",
            ["utilities", "part"],
        ),
        ("Les charges sont de 150,00 euros, dont 60,00 euros de chauffage.", "fr", ["utilities", "part"]),
        ("Le spese sono di euro 200,00, di cui euro 80,00 per il riscaldamento.", "it", ["fee", "part"]),
    ],
)
def test_a_part_of_a_sum_is_a_part_not_a_second_amount(text: str, language: str, meanings: list[str]) -> None:
    facts = find_facts(make_doc(text, "en", language))
    assert [a.meaning for a in facts.amounts] == meanings


@pytest.mark.parametrize(
    ("text", "language", "meanings"),
    [
        (
            "Ab einem Jahresumsatz von 400.000 EUR erhält die Mitarbeiterin eine Prämie von 1.500 EUR.",
            "de",
            ["threshold", "other"],
        ),
        ("Die Prämie wird gezahlt, wenn der Umsatz des Bezirks 250.000 EUR übersteigt.", "de", ["threshold"]),
        ("Der Versand ist ab 60,00 EUR kostenlos, sonst kostet er 4,90 EUR Versandkosten.", "de", ["threshold", "fee"]),
        (
            "If annual sales exceed EUR 300,000, the employee receives a bonus of EUR 2,000.",
            "en",
            ["threshold", "other"],
        ),
        ("Where the claim is USD 5,000 or less, the arbitration is held by telephone.", "en", ["threshold"]),
        ("Das Bruttomonatsentgelt beträgt 3.650,00 EUR.", "de", ["salary"]),
        ("The employee's base pay is EUR 3,650.00 per month.", "en", ["salary"]),
    ],
)
def test_an_amount_in_a_condition_is_a_threshold_not_pay(text: str, language: str, meanings: list[str]) -> None:
    facts = find_facts(make_doc(text, "en", language))
    assert [a.meaning for a in facts.amounts] == meanings


@pytest.mark.parametrize(
    ("sentence", "language", "value", "meaning"),
    [
        # A cap is the most something may cost or be paid, never the pay, the rent or a refund.
        ("Für den Dienstwagen übernimmt die Firma Leasingraten bis zu 450,00 EUR im Monat.", "de", 450.0, "limit"),
        ("Reisekosten werden höchstens bis zur Höhe von 120,00 EUR je Reise erstattet.", "de", 120.0, "limit"),
        ("The company reimburses relocation costs up to EUR 2,000.", "en", 2000.0, "limit"),
        ("Le remboursement est plafonné à 300,00 EUR.", "fr", 300.0, "limit"),
        # Without a word of a cap the amount keeps the meaning its own words give it.
        ("Die Arbeitnehmerin erhält ein Monatsgehalt von 3.200,00 EUR brutto.", "de", 3200.0, "salary"),
        ("The monthly rent is EUR 950.", "en", 950.0, "rent"),
    ],
)
def test_a_cap_is_a_limit_not_what_is_paid(sentence: str, language: str, value: float, meaning: str) -> None:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    found = find_amounts(sentence, ClauseIndex((Segment(0, len(sentence)),)), language)
    assert [(a.value, a.meaning) for a in found] == [(value, meaning)]


@pytest.mark.parametrize(
    ("sentence", "language", "meanings"),
    [
        # Amounts that a later "Gesamt"/"total" adds up are its parts: the sum is checked.
        (
            "Die Vergütung: Grundgehalt 2.400,00 €, Schichtzulage 250,00 €, Gesamt: 2.650,00 €.",
            "de",
            ["part", "part", "salary"],
        ),
        ("Pay: base salary EUR 3,000, allowance EUR 200, in total EUR 3,200.", "en", ["part", "part", "salary"]),
        # A total marker whose amount is no sum of the others makes nothing a part; nor is that amount the rent:
        # no word of its own phrase names it.
        ("Die Miete beträgt 700,00 EUR, insgesamt sind 820,00 EUR zu zahlen.", "de", ["rent", "other"]),
        # "ab einem Warenwert von mindestens": a threshold, no fee.
        ("Ab einem Bestellwert von mindestens 60,00 € liefern wir versandkostenfrei.", "de", ["threshold"]),
    ],
)
def test_parts_of_a_total_and_thresholds(sentence: str, language: str, meanings: list[str]) -> None:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    found = find_amounts(sentence, ClauseIndex((Segment(0, len(sentence)),)), language)
    assert [a.meaning for a in found] == meanings


@pytest.mark.parametrize(
    ("sentence", "language", "meanings"),
    [
        # A word naming an amount counts in the amount's own phrase, not elsewhere in the sentence.
        (
            "Das Gehalt wird am Monatsende überwiesen, für die Ausgabe einer Zugangskarte sind 10,00 EUR zu zahlen.",
            "de",
            ["other"],
        ),
        ("Das Monatsgehalt beträgt 3.000,00 EUR, zahlbar am Monatsende.", "de", ["salary"]),
        # The nearest word on either side: "vom Lohn … 10,00 EUR Kontoführungsgebühr" is a fee, not pay.
        ("Vom Lohn werden monatlich 10,00 EUR Kontoführungsgebühr einbehalten.", "de", ["fee"]),
        # A word set beside the amount names another thing: "in addition to the prices" is no price (what the verb
        # charges the reader is a fee).
        ("Zusätzlich zu den angegebenen Preisen berechnen wir für den Versand 4,90 EUR.", "de", ["fee"]),
        # ... and the shipping the amount is incurred for names it a fee (was "other" before "Versand" named a charge)
        ("Zusätzlich zu den angegebenen Preisen fallen für den Versand 4,90 EUR an.", "de", ["fee"]),
        ("Zusätzlich zu den angegebenen Preisen fallen für die Verpackung 4,90 EUR an.", "de", ["other"]),
        ("In addition to the price, we charge a handling fee of EUR 2.50.", "en", ["fee"]),
        # Same frame after "und" ("für die 1. … und für die 2. …"): the same kind; zero is no charge at all.
        (
            "Die Mahngebühren betragen für die erste Mahnung 0,00 EUR und für die zweite Mahnung 4,00 EUR.",
            "de",
            ["other", "fee"],
        ),
        # Another thing after "und" without the frame gets no label of the first one.
        ("Die Miete beträgt 700,00 EUR und Stellplatz 40,00 EUR.", "de", ["rent", "other"]),
        # "from X to Y": the same amount, changed.
        ("The rent will increase from EUR 700 to EUR 740.", "en", ["rent", "rent"]),
        # A list after a colon: its heading says what the items are.
        ("Es gelten folgende Versandkosten: Inland 3,90 EUR; Ausland 9,90 EUR.", "de", ["fee", "fee"]),
        ("Versicherte Deckungssummen: bei Tod 20.000 EUR; bei Invalidität 40.000 EUR.", "de", ["limit", "limit"]),
        ("Der Mindestbestellwert beträgt 15,00 EUR.", "de", ["threshold"]),
        ("Die Haftung ist auf einhundert Euro (100 EUR) beschränkt.", "de", ["limit"]),
        # The sum first, then the amounts it is made of, where the text says it is divided.
        (
            "Die Vergütung von 3.000,00 EUR setzt sich aus 2.600,00 EUR Grundgehalt und 400,00 EUR Zulage zusammen.",
            "de",
            ["salary", "part", "part"],
        ),
        # Round sums that happen to add up, without words of a division, are no parts.
        ("Miete 500,00 EUR, Kaution 300,00 EUR, Nebenkosten 200,00 EUR.", "de", ["rent", "deposit", "utilities"]),
        # A list of parts set off by semicolons.
        ("Gehalt: Grundgehalt 2.000,00 €; Zulage 300,00 €; Gesamt: 2.300,00 €.", "de", ["part", "part", "salary"]),
        # An allowance the reader receives is no fee the reader pays.
        ("Der Arbeitnehmer erhält eine Pauschale von 150,00 EUR für Fahrtkosten.", "de", ["other"]),
        ("Für jede Rücklastschrift berechnen wir eine Pauschale von 3,00 EUR.", "de", ["fee"]),
    ],
)
def test_an_amount_gets_a_meaning_only_from_its_own_phrase(sentence: str, language: str, meanings: list[str]) -> None:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    found = find_amounts(sentence, ClauseIndex((Segment(0, len(sentence)),)), language)
    assert [a.meaning for a in found] == meanings


@pytest.mark.parametrize(
    ("text", "meanings"),
    [
        # Advances that are an even share of a sum named before them in their clause are parts of it.
        (
            "Die Tantieme beträgt 12.000,00 EUR im Jahr. Darauf wird ein monatlicher Abschlag von 1.000,00 EUR gezahlt.",
            ["other", "part"],
        ),
        # Rounded to the euro: 30 advances of 334 EUR on 10.000 EUR.
        ("Die Prämie beträgt 10.000 EUR. Sie wird als monatlicher Abschlag von EUR 334 gezahlt.", ["other", "part"]),
        # A monthly prepayment of a twelfth of last year's running costs is a payment of its own.
        (
            "Die Betriebskosten betrugen 1.800,00 EUR. Die neue monatliche Vorauszahlung beträgt 150,00 EUR.",
            ["utilities", "prepayment"],
        ),
        # No even share: a prepayment of its own.
        ("Die Prämie beträgt 10.000 EUR. Als Abschlag sind 1.234,00 EUR zu zahlen.", ["other", "prepayment"]),
    ],
)
def test_an_advance_on_a_sum_is_a_part_of_it(text: str, meanings: list[str]) -> None:
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex
    from app.models import Segment

    found = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), "de")
    assert [a.meaning for a in found] == meanings


@pytest.mark.parametrize(
    ("category", "meaning"),
    [("employment_contract", "salary"), ("tax_assessment", "income")],
)
def test_income_is_the_pay_in_an_employment_contract_and_income_in_a_tax_notice(category: str, meaning: str) -> None:
    """The "Einkommen" an employment contract agrees is its pay; a tax notice's income is counted income."""
    from app.analysis.facts import find_amounts
    from app.analysis.spans import ClauseIndex

    sentence = "Das Jahreseinkommen beträgt 54.000,00 EUR brutto."
    (found,) = find_amounts(sentence, ClauseIndex((Segment(0, len(sentence)),)), "de", category)
    assert found.meaning == meaning

"""The offline engine: complete catalogue, values filled in, the requested language, no crashes."""

from __future__ import annotations

import asyncio
import string

import pytest

from app.analysis.topics import TOPICS
from app.config import LANGUAGES
from app.explain.offline import OfflineExplainer, offline_clause
from app.locales.catalogue import offline_catalogue
from app.models import PreparedDocument, Segment
from app.prepare.segment import segment
from tests.support.paths import SAMPLES

FIELDS = {
    "amount",
    "amounts",
    "date",
    "dates",
    "duration",
    "durations",
    "percent",
    "percents",
    "section",
    "sections",
    "hours",
    "days",
    "weeks",
    "months",
    "years",
}

# A few frequent words per language, disjoint enough to tell them apart.
STOPWORDS = {
    "de": {"der", "die", "das", "und", "ist", "nicht", "sie", "ein", "eine", "wird", "werden", "oder", "mit", "von"},
    "en": {"the", "and", "is", "you", "your", "of", "to", "it", "this", "with", "or", "be", "for", "can"},
    "es": {"el", "la", "los", "las", "y", "es", "usted", "que", "su", "del", "para", "puede", "una", "se"},
    "fr": {"le", "la", "les", "et", "est", "vous", "votre", "que", "des", "du", "pour", "une", "pas", "peut"},
    "it": {"il", "la", "le", "e", "è", "lei", "che", "di", "del", "della", "per", "non", "una", "può"},
    "pt": {"o", "a", "os", "as", "e", "é", "que", "do", "da", "para", "não", "uma", "pode", "se"},
}


def _dominant_language(text: str) -> str:
    words = [w.strip(".,:;()«»“”!?").lower() for w in text.split()]
    counts = {lang: sum(w in stop for w in words) for lang, stop in STOPWORDS.items()}
    return max(counts, key=lambda lang: counts[lang])


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_topic_has_text_and_label_in_every_language(language: str) -> None:
    cat = offline_catalogue(language)
    english = offline_catalogue("en")
    for topic in TOPICS:
        assert cat.topic_labels[topic].strip()
        if topic == "other":
            continue
        texts = cat.topics[topic]
        for templates in (texts.translations, texts.explanations):
            assert templates and all(t.strip() for t in templates)
            assert _fields(templates[-1]) == set(), "the last template must work without any value"
            for template in templates:
                assert _fields(template) <= FIELDS
                template.format(**dict.fromkeys(FIELDS, "X"))  # every placeholder is well formed
    for table in ("text", "labels", "category_names", "category_summary", "units", "personal_data"):
        assert set(getattr(cat, table)) == set(getattr(english, table)), table


@pytest.mark.parametrize("language", LANGUAGES)
def test_explanation_is_written_in_the_requested_language(language: str) -> None:
    clauses = [
        ("§ 5 Kaution\nDie Mieterin leistet eine Kaution von 2.550,00 EUR.", "deposit"),
        ("§ 7 Kündigung\nDie Kündigungsfrist beträgt drei Monate.", "notice"),
        (
            "Rechtsbehelfsbelehrung\nGegen diesen Bescheid ist der Einspruch innerhalb eines Monats zulässig.",
            "objection",
        ),
        ("§ 2 Probezeit\nDie ersten sechs Monate gelten als Probezeit.", "probation"),
        ("Zusatzvereinbarung\nDer Mieter muss den Garten pflegen.", None),
    ]
    for text, topic in clauses:
        result = offline_clause(text, language, topic)
        assert _dominant_language(result.translation + " " + result.explanation) == language, (topic, result)


@pytest.mark.parametrize("language", LANGUAGES)
def test_values_from_the_clause_appear_in_the_text(language: str) -> None:
    deposit = offline_clause("§ 5 Mietsicherheit\nDie Kaution beträgt 2.550,00 EUR (§ 551 BGB).", language, "deposit")
    assert "2.550,00 EUR" in deposit.translation + deposit.explanation
    assert "§ 551 BGB" in deposit.translation + deposit.explanation

    tax = offline_clause(
        "Abrechnung\nBitte zahlen Sie die Nachzahlung von 913,68 EUR bis zum 17.09.2026.", language, "tax_settlement"
    )
    said = tax.translation + tax.explanation
    # In the reader's format: "913,68 EUR" is "€913.68" in English, "913,68 €" in French.
    assert "913" in said and "68" in said and ("17.09.2026" in said or "17/09/2026" in said or "2026" in said)
    assert "Bitte zahlen Sie" not in said or language == "de"


def test_periods_are_rendered_in_the_explanation_language() -> None:
    expected = {"de": "6 Monate", "en": "6 months", "es": "6 meses", "fr": "6 mois", "it": "6 mesi", "pt": "6 meses"}
    for language, words in expected.items():
        result = offline_clause("§ 2 Probezeit\nDie ersten sechs Monate gelten als Probezeit.", language, "probation")
        assert words in result.translation + result.explanation, language
    english = offline_clause("Período de prueba\nEl período de prueba será de dos meses.", "en", "probation")
    assert "2 months" in english.translation


def test_percentages_and_hours_are_filled_in() -> None:
    result = offline_clause("§ 3 Arbeitszeit\nDie wöchentliche Arbeitszeit beträgt 40 Stunden.", "en", "working_time")
    assert "40 hours" in result.translation
    result = offline_clause("Wettbewerbsverbot\nEntschädigung in Höhe von 50 % für zwölf Monate.", "fr", "non_compete")
    # Named among the clause's figures in the reader's format; the topic's text gives no figure a role.
    assert "12 mois" in result.translation and "50 %" not in result.explanation


def test_unknown_topic_gets_an_honest_text_naming_what_was_found() -> None:
    text = "Zusatz\nDer Mieter hat bis zum 31.03.2026 einen Betrag von 120,00 EUR zu zahlen."
    result = offline_clause(text, "en", None)
    assert result.topic is None
    # Said in the reader's words: who must do what; the figures in the reader's format, the original not copied.
    assert result.translation.startswith("The tenant must pay.")
    assert "€120.00" in result.translation and "31 March 2026" in result.translation
    assert "Der Mieter hat" not in result.translation
    # Why it matters: no advice ("read carefully", "check …"); with no reader known in the document, a neutral line.
    assert "carefully" not in result.explanation and "Check" not in result.explanation
    assert result.explanation == "The offline engine cannot say more about this passage."
    assert "deposit" not in (result.translation + result.explanation).lower()  # nothing invented


@pytest.mark.parametrize("text", ["", "   ", "§§§ ---", "\x00\x01", "x" * 20000, "€€€ 12 %%% 31.02.", "[PERSON_1]"])
@pytest.mark.parametrize("topic", [None, "deposit", "other", "no_such_topic"])
def test_odd_clauses_never_raise(text: str, topic: str | None) -> None:
    for language in ("de", "en", "xx"):
        result = offline_clause(text, language, topic)
        assert result.translation.strip() and result.explanation.strip()


def _prepared(name: str, language: str) -> PreparedDocument:
    text = (SAMPLES / f"{name}.txt").read_text(encoding="utf-8")
    return PreparedDocument(
        text=text, segments=tuple(segment(text)), explanation_language=language, document_language="de"
    )


def test_explainer_explains_every_segment_of_a_lease() -> None:
    doc = _prepared("mietvertrag", "en")
    explanation = asyncio.run(OfflineExplainer().explain(doc))
    assert explanation.engine.kind == "offline"
    assert explanation.category == "rental_contract"
    assert set(explanation.clauses) == {f"c{i + 1}" for i in range(len(doc.segments))}
    assert "deposit" in {c.topic for c in explanation.clauses.values()}
    summary = explanation.summary
    assert "landlord" in summary and "tenant" in summary
    assert "€850.00" in summary and "€2,550.00" in summary  # written for an English reader
    assert str(len(doc.segments)) in summary
    assert "German" in summary  # the document language differs from the explanation language
    assert explanation.warnings


@pytest.mark.parametrize("language", LANGUAGES)
def test_summary_is_in_the_requested_language(language: str) -> None:
    explanation = asyncio.run(OfflineExplainer().explain(_prepared("arbeitsvertrag", language)))
    assert explanation.category == "employment_contract"
    assert offline_catalogue(language).category_summary["employment_contract"] in explanation.summary
    # As written for a German reader, in the reader's own format for the others (CLDR).
    expected = {"de": "4.850,00 EUR", "en": "€4,850.00", "es": "4.850,00\xa0€", "fr": "4\u202f850,00\xa0€"}
    expected |= {"it": "4.850,00\xa0€", "pt": "€\xa04.850,00"}
    assert expected[language] in explanation.summary
    assert _dominant_language(explanation.summary) == language


def test_explainer_handles_a_document_without_usable_segments() -> None:
    doc = PreparedDocument(text="   ", segments=(Segment(0, 3),), explanation_language="de", document_language="de")
    explanation = asyncio.run(OfflineExplainer().explain(doc))
    assert explanation.category == "other"
    assert explanation.clauses["c1"].translation


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_amount_meaning_has_a_label_in_every_language(language: str) -> None:
    from app.analysis.amounts import MEANINGS

    cat = offline_catalogue(language)
    assert set(MEANINGS) | {"other"} <= set(cat.amount_labels)
    assert "{items}" in cat.text["summary_deadlines"]


def test_a_table_of_contents_in_terms_of_service_is_explained_as_one() -> None:
    """Read as a user: Spotify's German terms open with a list of their sections; the list names
    "Haftungsausschluss", and the engine used to explain it as a liability clause."""
    text = (
        "§ 1 Allgemeine Nutzungsbedingungen\nGültig ab 1. März 2026\n\n    Einführung\n    Änderungen dieser "
        "Bedingungen\n    Ihr Konto\n    Zahlungen und Kündigung\n    Haftungsausschluss\n    Datenschutz\n"
        "    Anwendbares Recht\n\n§ 2 Haftung\nWir haften nicht für Schäden, die durch die Nutzung des Dienstes "
        "entstehen, soweit gesetzlich zulässig. Die Haftung für Vorsatz und grobe Fahrlässigkeit bleibt unberührt.\n"
    )
    segments = tuple(segment(text))
    for language, words in (("en", "table of contents"), ("de", "Inhaltsverzeichnis")):
        doc = PreparedDocument(text=text, segments=segments, explanation_language=language, document_language="de")
        explanation = asyncio.run(OfflineExplainer().explain(doc))
        first, second = explanation.clauses["c1"], explanation.clauses["c2"]
        assert first.topic == "contents" and words in first.translation
        assert second.topic == "liability"  # the clause itself keeps its topic


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_letter_about_a_tenancy_is_called_a_letter_and_one_part_is_one(language: str) -> None:
    """A landlord's notice is classified with the contract it concerns; its summary must not call it the
    contract itself, and a document of one part is not "1 parts"."""
    from app.explain.offline import build_summary
    from app.models import Facts

    cat = offline_catalogue(language)
    letter = [
        ("Notice of rent increase\n\nDear Ms [PERSON_1],\n\nYour new rent is £1,150.00 per month.", "rent_increase")
    ]
    summary = build_summary("rental_contract", language, "en", letter, Facts())
    assert summary.startswith(cat.category_summary["rental_contract_letter"]), summary
    assert cat.text["summary_one_part"] in summary, summary
    lease = [
        ("§ 1 Mietsache\nVermietet wird die Wohnung.", "subject"),
        ("§ 2 Miete\nDie Miete beträgt 850,00 EUR.", "rent"),
    ]
    summary = build_summary("rental_contract", language, "de", lease, Facts())
    assert summary.startswith(cat.category_summary["rental_contract"]), summary
    assert cat.text["summary_parts"].format(count=2) in summary, summary


def test_a_statutes_date_is_no_date_of_the_reader_and_a_yearly_rent_is_said_by_the_month() -> None:
    from app.explain.values import extract_values

    clause = (
        "La locazione ha la durata di quattro anni, dal 1° marzo 2026, ai sensi della legge 9 dicembre 1998, n. 431."
    )
    assert extract_values(clause).dates == ["1° marzo 2026"]
    assert extract_values("Regulation (EU) 2016/679 of 27 April 2016 applies from 25 May 2018.").dates == [
        "25 May 2018"
    ]
    doc = PreparedDocument(
        text=(text := "Art. 3 - Canone\nIl canone annuo è di euro 9.600,00, in dodici rate mensili di euro 800,00."),
        segments=(Segment(0, len(text)),),
        explanation_language="de",
        document_language="it",
    )
    summary = asyncio.run(OfflineExplainer().explain(doc)).summary
    assert "800,00 € (Miete)" in summary.replace("\xa0", " ") and "9.600" not in summary, summary


def test_the_summary_names_only_topics_a_clause_s_own_words_bear_out() -> None:
    from app.explain.offline import build_summary
    from app.models import Facts

    labels = offline_catalogue("en").topic_labels
    clauses: list[tuple[str, str | None]] = [
        # Only the heading says holiday; the clause is about giving back the firm's papers.
        ("§ 3 Urlaub\nUnterlagen der Firma gibt der Mitarbeiter bei seinem Ausscheiden zurück.", "holiday"),
        (
            "§ 4 Kündigung\nDas Arbeitsverhältnis kann mit einer Kündigungsfrist von einem Monat gekündigt werden.",
            "notice",
        ),
    ]
    summary = build_summary("employment_contract", "en", "de", clauses, Facts())
    assert labels["notice"] in summary
    assert labels["holiday"] not in summary


def test_binding_wording_needs_an_infinitive_after_zu_not_a_noun() -> None:
    from app.analysis.actions import binding_wording

    # "ist … zu zahlen" binds; "zu Zwecken" (a preposition and a noun) in a definition binds no one.
    assert binding_wording("Die Kaution ist vor der Übergabe zu leisten.")
    assert not binding_wording("Kunde ist jede Person, die ein Geschäft zu Zwecken des Verbrauchs schließt.")

"""A clause whose content the offline engine cannot say opens with what is specific and true about it
(app/explain/lead.py): its section and subject, the legal things it mentions, its figures, the statutes it cites,
whose duty it sets (where the text names the party); the line that the engine could say no more comes after, never first. Clauses of one document
that open alike get their section and subject in front. All sentences here are made up for the tests."""

from __future__ import annotations

import pytest

from app.config import Settings
from app.explain.lead import no_more, section_of
from app.explain.offline import offline_clause
from app.explain.say import text as say_text
from bench.explain_real import explain_text, first_sentence

LANGUAGES = ("de", "en", "es", "fr", "it", "pt")
HOLIDAY = (
    "§ 7 Urlaub\nDer Urlaub richtet sich nach § 3 BUrlG und ist mit dem Vorgesetzten rechtzeitig abzustimmen; "
    "er beträgt 30 Arbeitstage."
)


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("§ 7 Urlaub", ("7", "paragraph", "Urlaub")),
        ("9.1 Urlaub", ("9.1", "section", "Urlaub")),
        ("2(2) Häusliche Arbeitsstätte", ("2(2)", "section", "Häusliche Arbeitsstätte")),
        ("Art. 4 Haftung", ("4", "article", "Haftung")),
        ("II. Miete", ("II", "section", "Miete")),
        ("12. Abtretung", ("12", "section", "Abtretung")),
        # A number that is no section's: a word and a number alone, a period, a statute, a year, a plain title.
        ("ABSCHNITT 21", None),
        ("14 Tage Rückgaberecht", None),
        ("§ 3 BUrlG", None),
        ("2026 Preisliste", None),
        ("Die Miete", None),
        (None, None),
    ],
)
def test_a_section_number_is_read_only_from_a_number_followed_by_a_title(
    heading: str | None, expected: tuple[str, str, str] | None
) -> None:
    assert section_of(heading) == expected


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_is_known_of_an_unsaid_clause_comes_first_in_every_language(language: str) -> None:
    said = offline_clause(HOLIDAY, language, "holiday", "de", category="employment_contract", heading="§ 7 Urlaub")
    translation = said.translation
    assert not translation.startswith(say_text(language, "unsaid")), translation
    assert say_text(language, "unsaid") not in translation  # the generic line is replaced by "no more" after it
    assert translation.endswith(no_more(language)), translation
    first = translation.split(". ")[0]
    if language == "de":
        # The reader of the document's language: its section with its most telling sentence in its own words first,
        # then what else it holds (its figure, the statute it cites).
        assert first.startswith("§ 7 („Urlaub“)") and "„Der Urlaub richtet sich" in first, translation
        assert "Die Klausel nennt 30 Arbeitstage und verweist auf § 3 BUrlG." in translation, translation
        return
    # Its section, its figure in the reader's words and the statute it cites, in the first sentence.
    assert "7" in first and "30" in first and "§ 3 BUrlG" in translation, translation
    if language != "de":
        assert "Vorgesetzten" not in translation and "Arbeitstage" not in translation, translation


def test_the_english_reader_gets_section_subject_figures_and_statute_in_one_sentence() -> None:
    said = offline_clause(HOLIDAY, "en", "holiday", "de", category="employment_contract", heading="§ 7 Urlaub")
    assert said.translation.startswith("Section 7 (holiday) names 30 working days and cites § 3 BUrlG."), (
        said.translation
    )
    # "ist … abzustimmen" names no party and its action is unknown: no duty is said for anyone.
    assert "duty" not in said.translation


def test_a_reader_of_the_documents_language_sees_a_short_heading_in_its_own_words() -> None:
    said = offline_clause(HOLIDAY, "de", "holiday", "de", category="employment_contract", heading="§ 7 Urlaub")
    assert said.translation.startswith("§ 7 („Urlaub“)"), said.translation
    long_heading = "§ 7 Urlaub und Freistellung von der Arbeit"
    said = offline_clause(HOLIDAY, "de", "holiday", "de", category="employment_contract", heading=long_heading)
    assert "„Urlaub und Freistellung" not in said.translation  # longer than 20 characters: not quoted


def test_a_heading_that_is_a_word_and_a_number_gives_no_section() -> None:
    clause = "ABSCHNITT 21 DIESER BEDINGUNGEN REGELT DEN STREIT ZWISCHEN DEN PARTEIEN."
    said = offline_clause(clause, "en", None, "de", category="terms_and_conditions", heading="ABSCHNITT 21")
    assert "Section 21" not in said.translation, said.translation


def test_personal_data_removed_is_named_by_kind_and_count() -> None:
    clause = "23. Fragen\nBei Fragen erreichen Sie uns unter [EMAIL_1] oder schriftlich unter [ADDRESS_1]."
    said = offline_clause(clause, "en", None, "de", category="terms_and_conditions", heading="23. Fragen")
    assert "1 e-mail address, 1 address" in said.translation.split(". ")[0], said.translation


def test_nothing_is_said_that_the_clause_does_not_hold() -> None:
    clause = "Weiteres\nEtwas ganz anderes wird hier geregelt, das niemand versteht."
    said = offline_clause(clause, "en", None, "de", category="terms_and_conditions", heading="Weiteres")
    # No section, subject, figure, term or party is known: the plain line alone, as before.
    assert said.translation == say_text("en", "unsaid")


SHOP = """Allgemeine Geschäftsbedingungen des Online-Shops

§ 5 Widerrufsrecht
Wir erstatten Ihnen alle Zahlungen.

§ 9 Gutscheine
Wir erstatten Ihnen den Wert des Gutscheins.
"""


@pytest.mark.parametrize("language", ["en", "de"])
def test_clauses_that_open_alike_get_their_section_and_subject_in_front(language: str) -> None:
    result = explain_text(SHOP, language, Settings())
    openings = [first_sentence(c.translation) for c in result.clauses if c.heading]
    assert len(openings) == 2 and openings[0] != openings[1], openings
    # (A voucher is also a means of payment: the shops' terms model may name payment beside it.)
    expected = {"en": ("Section 5 (right of withdrawal): ", "Section 9 (voucher"), "de": ("§ 5 („Widerrufsrecht“): ",
                "§ 9 („Gutscheine“")}[language]  # fmt: skip
    said = [c.translation for c in result.clauses if c.heading]
    assert said[0].startswith(expected[0]) and said[1].startswith(expected[1]), said
    # The sentence itself is the statement's, unchanged: the company pays money back in both.
    assert said[0].split("): ", 1)[1].split(".")[0] == said[1].split("): ", 1)[1].split(".")[0]


# What a clause holds besides terms and figures: references to other parts, a list, a heading alone, heading words.
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clause_says_which_other_parts_of_the_document_it_refers_to(language: str) -> None:
    clause = "Abweichend von den Regeln in Abschnitt 21 und Ziffer 4.2 gilt für Verbraucher das Gesetz ihres Wohnorts."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    first = said.split(". ")[0]
    assert "21" in first and "4.2" in first, said
    # Its own number at the start of a line is no reference, nor a statute it cites with its law.
    own = offline_clause("§ 4 Haftung\nDie Haftung richtet sich nach § 280 BGB.", language, None, "de").translation
    assert "§ 4" not in own.replace("§ 4 (", "").split(". ")[0] or own.startswith(("§ 4", "Section 4")), own


def test_references_are_said_in_the_readers_words_and_never_a_cited_statute() -> None:
    clause = "Abweichend von Abschnitt 21 gilt hier § 280 BGB entsprechend; im Übrigen gilt Ziffer 4.2."
    said = offline_clause(clause, "en", None, "de", category="terms_and_conditions").translation
    assert "refers to section 21 and section 4.2" in said and "cites § 280 BGB" in said, said
    assert "refers to § 280" not in said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_list_of_points_is_counted_only_from_a_run_in_order(language: str) -> None:
    clause = (
        "Eine Nachricht ist unerwünscht, wenn (a) der Empfänger nicht zugestimmt hat; (b) der Absender verborgen ist; "
        "(c) der Betreff täuscht; (d) sie keine Abmeldung erlaubt."
    )
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    # In the opening sentence; for the reader of the document's language after the clause's own words.
    assert "4" in (said.split("“. ")[1] if language == "de" else said).split(". ")[0], said
    two = "Es gilt (a) das eine und (b) das andere, nichts weiter als diese beiden Regeln für alle."
    assert "2" not in offline_clause(two, language, None, "de", category="terms_and_conditions").translation


def test_list_items_need_three_in_order() -> None:
    from app.explain.lead import list_items

    assert list_items("wenn (a) x; (b) y; (c) z") == 3
    assert list_items("wenn (i) x; (ii) y; (iii) z; (iv) w") == 4
    assert list_items("wenn (a) x; (c) y; (b) z") == 0
    assert list_items("siehe § 5 (a) und (b)") == 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clause_that_is_only_its_heading_says_so_and_nothing_unsure(language: str) -> None:
    heading = "18. Welche weiteren Regeln gibt es?"
    said = offline_clause(heading, language, None, "de", category="terms_and_conditions", heading=heading)
    assert "18" in said.translation.split(". ")[0], said.translation
    assert no_more(language) not in said.translation and say_text(language, "unsaid") not in said.translation


@pytest.mark.parametrize(
    ("heading", "document", "label"),
    [
        ("18. Allgemeines", "de", "general provisions"),
        ("12. Sonstiges", "de", "other provisions"),
        ("Schlussbestimmungen", "de", "final provisions"),
        ("3. Begriffsbestimmungen", "de", "definitions"),
        ("20. Vollständiger Vertrag", "de", "entire agreement"),
        ("Disposizioni varie", "it", "other provisions"),
        ("Dispositions générales", "fr", "general provisions"),
    ],
)
def test_common_heading_words_give_the_section_a_subject_in_the_readers_words(
    heading: str, document: str, label: str
) -> None:
    clause = f"{heading}\nEtwas ganz anderes wird hier geregelt, das niemand versteht."
    said = offline_clause(clause, "en", None, document, category="terms_and_conditions", heading=heading).translation
    assert label in said.split(". ")[0], said
    assert "Etwas" not in said


def test_a_heading_that_is_a_number_alone_is_no_subject() -> None:
    clause = "2. Create or use an offensive user name or picture that insults other people."
    said = offline_clause(clause, "en", None, "en", category="terms_and_conditions", heading="2.").translation
    assert "“2.”" not in said and "“2”" not in said, said


def test_the_parties_text_only_for_a_block_that_names_the_parties() -> None:
    clause = (
        "Diese Nutzungsbedingungen sowie alle Regeln, auf die wir verweisen, sind die gesamte Übereinkunft "
        "zwischen dir und uns und ersetzen frühere Vereinbarungen."
    )
    said = offline_clause(clause, "en", "parties", "de", category="terms_and_conditions").translation
    assert "names the parties" not in said, said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_clause_says_whether_it_speaks_of_consumers_or_businesses(language: str) -> None:
    clause = "Sind Sie Unternehmer, gilt ergänzend das Folgende für alle weiteren Regeln dieses Abschnitts."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    from app.explain.lead import _person_label, _t

    assert _t(language, "persons", items=str(_person_label("businesses", language))) in said, said
    # A compound is not the word: "Verbraucherschlichtungsstelle" speaks of no consumer.
    other = "Die Verbraucherschlichtungsstelle ist zuständig für alle Fragen der Kunden dieses Shops."
    consumers = _t(language, "persons", items=str(_person_label("consumers", language)))
    assert consumers not in offline_clause(other, language, None, "de").translation


# What kind of sentences a clause holds, the countries, persons and documents it names (headings.toml [kinds],
# [documents], [persons]; Babel's country names): said where nothing else of the clause could be said.
@pytest.mark.parametrize("language", LANGUAGES)
def test_an_unsaid_clause_says_what_kind_of_sentences_it_holds(language: str) -> None:
    clause = "Für Ausfälle durch Streik, z. B. bei der Post, haftet der Anbieter nicht. Weitere Ansprüche sind ausgeschlossen."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    from app.explain.lead import _label

    for kind in ("examples", "not_liable", "excluded"):
        assert str(_label("kind_labels", kind, language)) in said, (kind, said)
    assert say_text(language, "unsaid") not in said
    risk = offline_clause("Das Herunterladen geschieht auf Ihr eigenes Risiko.", language, None, "de").translation
    assert str(_label("kind_labels", "own_risk", language)) in risk, risk
    vouchers = "Gutscheine gelten nur für Bestellungen im Shop. Die Versandkosten für Rücksendungen gehen zu Lasten des Händlers."
    said = offline_clause(vouchers, language, None, "de", category="terms_and_conditions").translation
    assert (
        str(_label("kind_labels", "only", language)) in said and str(_label("kind_labels", "costs", language)) in said
    )


@pytest.mark.parametrize(
    ("clause", "absent"),
    [
        # A mark that is negated or stands for something else is no kind of sentence the clause holds.
        ("Die Haftung für Vorsatz ist nicht ausgeschlossen.", "excluded"),
        ("Die Lieferung erfolgt an die angegebene Adresse.", "condition"),
        ("Am dritten Werktag wird geliefert.", "third_parties"),
        ("Es gilt der höhere Betrag, je nachdem, was zuerst eintritt.", "timing"),
        ("Wenn Sie damit einverstanden sind, klicken Sie auf Weiter.", "agree"),
        ("Ein unzulässig erhobener Anspruch wird abgewiesen.", "prohibition"),
        ("Das gilt nicht nur für Kunden, sondern für alle.", "only"),
        ("Die Frist endet am dritten Tag (ausschließlich Sonntage und Feiertage).", "only"),
        ("Der Händler ist nicht verpflichtet, die Ware aufzubauen.", "duty"),
    ],
)
def test_a_kind_is_said_only_where_its_mark_stands_for_it(clause: str, absent: str) -> None:
    from app.explain.lead import _label, kinds_of, persons_named

    assert absent not in kinds_of(clause, "de") + persons_named(clause, "de")
    label = _label("kind_labels", absent, "en") or _label("person_labels", absent, "en")
    assert str(label) not in offline_clause(clause, "en", None, "de").translation


def test_countries_are_named_in_the_readers_words_and_only_as_countries() -> None:
    from app.explain.lead import countries_named

    text = "Wohnen Sie in Brasilien, in der Schweiz oder in den USA, gilt es auch in Kanadas Osten. BRASILIEN: Sonderregeln."
    assert countries_named(text, "de", "en") == ["Brazil", "Switzerland", "United States", "Canada"]
    assert countries_named(text, "de", "fr")[:2] == ["Brésil", "Suisse"]
    # A state of the US, a part of a longer name and a word in lower case are no country.
    assert countries_named("Residents of New Mexico and New Jersey pay no fee; mali is no name here.", "en", "en") == []
    assert countries_named("Wer in Rhode Island wohnt, zahlt an Beispiel Ireland Limited.", "de", "en") == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_unsaid_clause_names_the_documents_and_web_pages_it_refers_to(language: str) -> None:
    clause = "„Dienst“ bezeichnet die App; Einzelheiten stehen in der Datenschutzerklärung und unter example.com/hilfe."
    said = offline_clause(clause, language, None, "de", category="terms_and_conditions").translation
    from app.explain.lead import _label

    assert str(_label("kind_labels", "definition", language)) in said, said
    assert str(_label("document_labels", "privacy_policy", language)) in said, said
    assert str(_label("document_labels", "web_page", language)) in said, said
    # "z.B." and "Abs.1" are no web address.
    plain = offline_clause("Gilt z.B. nach Abs.1 nichts anderes, bleibt es dabei.", language, None, "de").translation
    assert str(_label("document_labels", "web_page", language)) not in plain


def test_clauses_of_one_section_that_still_open_alike_open_with_what_differs() -> None:
    from types import SimpleNamespace

    from app.explain.offline import _tell_apart
    from app.models import ClauseText

    alike = "The company will pay money back."
    clauses = {"c0": ClauseText(alike, "x"), "c1": ClauseText(alike, "x")}
    pairs: list[tuple[str, str | None]] = [
        ("Wohnen Sie in Brasilien, erstatten wir Ihnen alle Zahlungen.", None),
        ("Wohnen Sie in Kanada, erstatten wir Ihnen alle Zahlungen.", None),
    ]
    doc = SimpleNamespace(explanation_language="en", document_language="de")
    _tell_apart(clauses, pairs, ["§ 9 Sonstiges", "§ 9 Sonstiges"], doc, "terms_and_conditions")  # type: ignore[arg-type]
    said = [c.translation for c in clauses.values()]
    assert said[0] == "Section 9 (other provisions) names the country Brazil. The company will pay money back.", said
    assert said[1] == "Section 9 (other provisions) names the country Canada. The company will pay money back.", said


@pytest.mark.parametrize(
    ("clause", "document", "kind", "expected"),
    [
        ("Il fornitore non è obbligato a fornire aggiornamenti.", "it", "duty", False),
        ("L'utente è tenuto a pagare il canone.", "it", "duty", True),
        ("Se ne occupa il fornitore.", "it", "condition", False),
        ("Se l'utente non paga, il contratto si risolve.", "it", "condition", True),
        ("Estes termos se aplicam a todos os utilizadores.", "pt", "condition", False),
        ("If you agree to the new terms, nothing changes.", "en", "agree", False),
        ("You agree to the new terms.", "en", "agree", True),
    ],
)
def test_kinds_in_other_document_languages_keep_to_their_marks(
    clause: str, document: str, kind: str, expected: bool
) -> None:
    from app.explain.lead import kinds_of

    assert (kind in kinds_of(clause, document)) is expected

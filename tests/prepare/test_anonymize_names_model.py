"""Names the rules alone missed in real court decisions and letters, and the words that must stay.

Own sentences, written after what the real corpora showed (bench/anonymize_real.py): signature
blocks of a court, initials a court left, authors in a list of prior art, the applicant of a
human-rights case, a party followed by a noun, parts of a machine with their reference numbers,
headings of terms of service, and names of the Romance countries after a first name.
"""

from __future__ import annotations

from pathlib import Path

import pycrfsuite
import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii.tagger import MODEL, find_names, line_features
from tools.train_tagger import sequences, train

DECISION = (
    "Das Oberlandesgericht hat die Berufung zurückgewiesen. Der Senat hat die Revision nicht zugelassen.\n"
    "Gründe: Die Klägerin trägt die Kosten des Verfahrens.\n"
)


def _out(text: str, language: str = "de") -> str:
    return anonymize(text, language).text


@pytest.mark.parametrize(
    ("signature", "names"),
    [
        ("Vogelsang   Dr. Okonkwo-Berg", ("Vogelsang", "Okonkwo-Berg")),
        ("K. Lindqvist", ("Lindqvist",)),
        ("Tessendorf", ("Tessendorf",)),
        ("Th. Gans", ("Gans",)),  # an everyday word, but after an initial
        ("von Pentzlin", ("Pentzlin",)),
    ],
)
def test_a_courts_signature_lines_are_removed(signature: str, names: tuple[str, ...]) -> None:
    out = _out(DECISION + signature + "\n")
    for name in names:
        assert name not in out, out
    assert "Oberlandesgericht" in out and "Revision" in out


def test_a_signature_block_goes_on_over_lines_and_after_the_formula() -> None:
    text = DECISION + (
        "Richterin am BGH Dr. Albers ist wegen Urlaubs an der Unterschrift gehindert. Tessendorf\nRaum\nKliemann\n"
    )
    out = _out(text)
    for name in ("Albers", "Tessendorf", "Kliemann", "Raum"):
        assert name not in out, out
    assert "Unterschrift gehindert" in out


@pytest.mark.parametrize(
    ("block", "names", "kept"),
    [
        # the office above the name; the surnames are everyday nouns, the position makes them names
        (
            "Vorsitzender Richter am Bundesgerichtshof\nRaum\nRichterin am Bundesgerichtshof\nDr. Garten\n",
            ("Raum", "Garten"),
            ("Vorsitzender Richter am Bundesgerichtshof", "Richterin am Bundesgerichtshof"),
        ),
        # the office below the name, an office without its court
        ("Himmel\nRichter am Landgericht\nWinter\nVorsitzende\n", ("Himmel", "Winter"), ("Richter am Landgericht",)),
        # a heading or a sentence beside an office line is no name
        (
            "Präsident des Bundessozialgerichts\nGründe\nRichterin am Oberlandesgericht\nDie Revision ist begründet.\n",
            (),
            ("Gründe", "Revision", "Präsident des Bundessozialgerichts"),
        ),
    ],
)
def test_a_name_beside_a_judges_office_line_is_a_name_by_its_position(
    block: str, names: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    out = _out(DECISION + block)
    for name in names:
        assert name not in out, out
    for word in kept:
        assert word in out, out


def test_an_everyday_word_alone_on_a_line_without_an_office_beside_it_stays() -> None:
    out = _out(DECISION + "Raum\nDie Wohnung hat einen Raum mehr als vereinbart.\n")
    assert "Raum\nDie Wohnung" in out, out


def test_a_surname_alone_on_its_line_and_nowhere_else_in_a_decision_is_a_judges() -> None:
    """Each judge signs on a line of their own, and the lines around may be lost (a corpus that shuffles a
    decision's sentences): a listed surname alone on its line that the decision uses nowhere else is the judge's
    even where it is an everyday noun; a noun the decision discusses, alone on a line as a heading, stays."""
    out = _out(DECISION + "Raum\nDer Anspruch auf Urlaub besteht fort.\nUrlaub\nDer Kläger hat Anspruch auf Zinsen.\n")
    assert "Raum" not in out and "[PERSON_1]\nDer Anspruch auf Urlaub" in out, out
    assert "\nUrlaub\nDer Kläger" in out, out
    letter = _out("Sehr geehrte Damen und Herren,\nbitte prüfen Sie den Antrag.\nRaum\nMit freundlichen Grüßen\n")
    assert "\nRaum\n" in letter, letter  # outside a decision a word alone on a line stays a word


def test_headings_in_a_decision_and_in_terms_of_service_stay() -> None:
    decision = _out(DECISION + "Entscheidungsgründe\nI.\nTatbestand\nDer Kläger verlangt Zahlung.\n")
    assert "Entscheidungsgründe" in decision and "Tatbestand" in decision
    terms = (
        "Bitte lesen Sie die Bedingungen sorgfältig.\nSalvatorische Klausel\n"
        "Sollte eine Bestimmung unwirksam sein, bleibt der Rest gültig.\nAnwendbares Recht\n"
        "Es gilt deutsches Recht.\nKein Verzicht\nDeinstallation\nSEPA-Lastschriften\n"
    )
    out = _out(terms)
    assert "[PERSON" not in out, out


def test_a_letters_signature_after_the_closing_is_removed_but_not_a_heading() -> None:
    out = _out("Wir bitten um Antwort bis zum 3. März.\nMit freundlichen Grüßen\nIm Auftrag\nKliemann\n")
    assert "Kliemann" not in out and "Mit freundlichen Grüßen" in out
    out = _out("Wir bitten um Antwort bis zum 3. März.\nRechtsbehelfsbelehrung\nGegen diesen Bescheid ...\n")
    assert "Rechtsbehelfsbelehrung" in out


def test_initials_after_a_role_and_their_later_mentions() -> None:
    out = _out(
        "Der Kläger führte eine Kanzlei mit Rechtsanwalt C. B. in F. Die von B. betreute Akte lag vor. "
        "Der Briefkopf nennt die Rechtsanwälte T., Ts. und Dr. T.; Referatsleiter XX zeichnete. "
        "Vorgelegt wurden Anlage K 1 und Abs. 2 S. 1 der Satzung; Rechtsanwalt B. Meier kam später."
    )
    assert "C. B." not in out and "von B." not in out and "Ts." not in out and "XX" not in out
    assert "Meier" not in out
    assert "Anlage K 1" in out and "Abs. 2 S. 1" in out


def test_a_street_the_court_cut_to_a_letter_is_removed_a_machine_part_stays() -> None:
    out = _out("Das Grundstück in X, Z-Straße ..., gehört ihm. Der Antriebsmotor 8 sitzt neben dem Tastenfeld 20.")
    assert "Z-Straße" not in out
    assert "Antriebsmotor 8" in out and "Tastenfeld 20" in out
    out = _out("Vgl. Palandt/Grüneberg 77. Aufl. 2018; die Mieterin wohnt Am Lindenhof 12, 50667 Köln.")
    assert "Grüneberg 77. Aufl." in out and "Lindenhof 12" not in out


def test_authors_of_prior_art_and_the_applicant_of_a_human_rights_case() -> None:
    out = _out(
        "D3 Lindqvist, P.: Thermal stress in glass. D7 HALVORSEN, Ingrid: Coatings. "
        "D9 R. T. Okafor et al., “Survey of kilns”. Wie im Verfahren Öztürk und Yıldız v. Türkei entschieden."
    )
    for name in ("Lindqvist", "HALVORSEN", "Okafor", "Öztürk", "Yıldız"):
        assert name not in out, out
    assert "Thermal stress in glass" in out and "v. Türkei" in out
    # Inside a formal citation the applicant's name is the case's title, like a file number.
    cited = _out("Vgl. EGMR, Urteil vom 12. März 2009 – Nr. 6615/03, Karaçay c. Turquie, Rn. 12.")
    assert "Nr. 6615/03" in cited and "Karaçay c. Turquie" in cited


def test_a_party_then_a_noun_is_no_name_a_party_with_a_name_is() -> None:
    out = _out("Das Gericht hat der Klägerin Abgeltung zugesprochen; die Beklagte hat Beschwerde eingelegt.")
    assert "Abgeltung" in out and "Beschwerde" in out
    out = _out("vertreten durch die Geschäftsführerin Dr. Annette Voßkamp, Lindenallee 4, 10115 Berlin")
    assert "Voßkamp" not in out and "Annette" not in out


@pytest.mark.parametrize(
    ("language", "text", "names", "kept"),
    [
        ("pt", "Câmara Municipal de Lisboa\n\nCatarina Costa\nRua Augusta, 70\n1100-048 Lisboa", ("Costa",), ()),
        ("pt", "Câmara Municipal de Lisboa\n\nMARIA OLIVEIRA CARVALHO\nAvenida da Liberdade 12", ("OLIVEIRA",), ()),
        ("it", "Comune di Roma\n\nGIUSEPPE COLOMBO\nPiazza Navona 39\n00186 Roma", ("COLOMBO",), ()),
        ("it", "La signora Giulia Ferro ha firmato. Tali Servizi sono forniti in Italia.", ("Ferro",), ("Tali",)),
        (
            "es",
            "Firmado por Lucía Navarro en Sevilla. Tales servicios se prestan en España.",
            ("Navarro",),
            ("España",),
        ),
        ("fr", "Signé par Chloé Marchand à Lyon. Ces services sont fournis en France.", ("Marchand",), ("France",)),
        ("en", "Signed by Siobhan O'Donnell in Dublin. The office is at 10 Earlsfort Terrace.", ("O'Donnell",), ()),
        (
            "de",
            "Sitz: 10 Earlsfort Terrace, Dublin, Irland. Microsoft Math Solver ist ein Dienst.",
            (),
            ("Math Solver",),
        ),
    ],
)
def test_names_in_the_other_languages(language: str, text: str, names: tuple[str, ...], kept: tuple[str, ...]) -> None:
    out = _out(text, language)
    for name in names:
        assert name not in out, out
    for word in kept:
        assert word in out, out
    if language == "de":
        assert "[PERSON" not in out, out


def test_the_shipped_model_is_what_finds_a_signature_line() -> None:
    assert MODEL.is_file()
    text = DECISION + "Vogelsang   Hülsmeier\n"
    found = {text[f.start : f.end] for f in find_names(text, "de")}
    assert "Vogelsang   Hülsmeier" in found
    # The model runs on German text only; in another language the rules alone decide.
    assert find_names(text, "en") == []


def test_training_labels_each_word_by_the_gold_entity_it_lies_in() -> None:
    text = "Der Richter Okafor Brandt wies die Klage ab.\n"
    start = text.index("Okafor")
    (features, labels), *_rest = list(sequences(text, [(start, start + len("Okafor Brandt"), "RR")]))
    assert labels == ["O", "O", "B-NAME", "I-NAME", "O", "O", "O", "O", "O"]
    assert len(features) == len(labels)
    assert not any(f == "w=okafor" for f in features[2])  # no capitalised name is learnt by its letters


def test_a_model_trained_here_tags_what_it_was_taught(tmp_path: Path) -> None:
    names = ["Okafor", "Lindqvist", "Tessendorf", "Brünnighaus", "Vogelsang", "Kliemann"] * 4
    docs = []
    for name in names:
        text = f"Die Revision ist unbegründet.\n{name}\n"
        start = text.index(name)
        docs.append((text, [(start, start + len(name), "RR")]))
    path = tmp_path / "names.crfsuite"
    assert train(docs, path, iterations=30) == 2 * len(names)
    crf = pycrfsuite.Tagger()
    crf.open(str(path))
    # A surname it never saw, on a line of its own after a sentence: a name; the sentence itself is none.
    assert crf.tag(line_features(["Halvorsen"], "de", True)) == ["B-NAME"]
    assert set(crf.tag(line_features(["Die", "Revision", "ist", "begründet", "."], "de", False))) == {"O"}


def test_a_company_and_a_room_are_no_names() -> None:
    out = _out(
        "Die Verwaltung übernimmt die Brandauer Immobilien GmbH & Co. KG. Ansprechpartner: Lea Okafor, Zimmer 214."
    )
    assert "Brandauer Immobilien GmbH" in out and "Zimmer 214" in out
    assert "Okafor" not in out


def test_english_first_names_that_are_words_before_a_surname() -> None:
    out = _out("Please contact your property manager, Grace Whitfield, or ask Will Hartigan.", "en")
    assert "Whitfield" not in out and "Hartigan" not in out and "Grace" not in out
    out = _out("The Rose Garden opens at nine. We Will Rock You. Hope Street is closed.", "en")
    assert out == "The Rose Garden opens at nine. We Will Rock You. Hope Street is closed."


def test_a_rare_surname_ending_like_a_noun_after_a_first_name_is_removed_whole() -> None:
    out = _out("Hallo Anna,\nwie besprochen die Liste. Grüße aus Köln,\nJonas Brünnighausen\n")
    assert "Brünnighausen" not in out and "Jonas" not in out
    out = _out("Wenn Maria Fragen hat, ruft sie an. Falls Anna Unterlagen braucht, bitte melden.")
    assert "Fragen hat" in out and "Unterlagen braucht" in out

"""What a reader meets at the edge: every line true and saying something (issue 23, wording).

A clause with a known party and modality gets its line; one without gets no party line; an action whose object is
only in the clause's words is not said as if it were known; "why it matters" comes from the statements said in
full, never as advice. Sentences written for these tests, in German and English, read both ways.
"""

from __future__ import annotations

import re
import tomllib

import pytest

from app.config import LOCALE_DIRS
from app.explain.offline import offline_clause
from app.locales import placeholders

UNSAID = {
    "en": "The offline engine could not put this clause in plain words.",
    "de": "Die Offline-Erklärung konnte diese Klausel nicht in einfache Worte fassen.",
}
NEUTRAL_WHY = {
    "en": "The offline engine cannot say more about this passage.",
    "de": "Mehr kann die Offline-Erklärung zu diesem Abschnitt nicht sagen.",
}
# What a party line says when party and modality are known but the content is not.
AGENTLESS = {"en": "it does not say who", "de": "wer, sagt sie nicht"}
PARTY_LINE = {
    "en": re.compile(r"(sets a duty|gives a right|forbids something|contains a ban) (for|to) (you|the )"),
    "de": re.compile(r"(legt eine Pflicht|enthält ein (Recht|Verbot)) für (Sie|den |die |das )"),
}
# The line after what is specific to a clause whose content could not be said (app/explain/lead.py).
NO_MORE = {
    "en": "The offline engine could not say more about it in plain words.",
    "de": "Mehr konnte die Offline-Erklärung dazu nicht in einfache Worte fassen.",
}
# Words that leave the object to the original: a line built on them says nothing.
VACUOUS = {"en": "what the clause names", "de": "was die Klausel nennt"}


def _both_ways(text: str, document: str, category: str) -> dict[str, tuple[str, str]]:
    out = {}
    for reader in ("en", "de"):
        said = offline_clause(text, reader, None, document, None, category)
        out[reader] = (said.translation, said.explanation)
    return out


@pytest.mark.parametrize(
    ("text", "document", "category", "lines"),
    [
        (
            "Der Mieter muss die Miete bis zum dritten Werktag eines Monats zahlen.",
            "de",
            "rental_contract",
            {
                "en": ("The tenant must pay.", "This is a duty for you."),
                "de": ("Der Mieter muss zahlen.", "Pflicht für Sie"),
            },
        ),
        (
            "The tenant must pay the rent by the third working day of each month.",
            "en",
            "rental_contract",
            {
                "en": ("The tenant must pay.", "This is a duty for you."),
                "de": ("Der Mieter muss zahlen.", "Pflicht für Sie"),
            },
        ),
        (
            "Der Vermieter muss die Heizungsanlage jährlich warten lassen und dafür bezahlen.",
            "de",
            "rental_contract",
            {
                "en": ("The landlord must pay.", "other side (the landlord)"),
                "de": ("Der Vermieter muss zahlen.", "anderen Seite"),
            },
        ),
    ],
)
def test_a_statement_with_known_party_and_modality_gets_its_line_and_why(
    text: str, document: str, category: str, lines: dict[str, tuple[str, str]]
) -> None:
    for reader, (translation, explanation) in _both_ways(text, document, category).items():
        line, why = lines[reader]
        assert translation.startswith(line), (reader, translation)
        assert why in explanation, (reader, explanation)
        assert UNSAID[reader] not in translation  # its content is said: no line that it could not be
        assert NO_MORE[reader] not in translation


@pytest.mark.parametrize(
    ("text", "document"),
    [
        # Service charges: no statute names their payer (the rent's is named by law, § 535 Abs. 2 BGB).
        ("Die Nebenkosten sind bis zum dritten Werktag eines Monats zu zahlen.", "de"),
        ("The rent is to be paid by the third working day of each month.", "en"),
    ],
)
def test_a_statement_without_a_party_gets_no_party_line_and_no_why(text: str, document: str) -> None:
    for reader, (translation, explanation) in _both_ways(text, document, "rental_contract").items():
        assert not PARTY_LINE[reader].search(translation), (reader, translation)
        # A duty is said only without a doer ("someone must pay; it does not say who"), or the clause is unsaid.
        plain = translation.replace("someone must", "").replace("muss jemand", "")
        assert " must " not in plain and " muss " not in plain, (reader, translation)
        unsaid = translation.endswith((UNSAID[reader], NO_MORE[reader]))
        assert unsaid or AGENTLESS[reader] in translation, (reader, translation)
        assert explanation == NEUTRAL_WHY[reader], (reader, explanation)


@pytest.mark.parametrize(
    ("text", "document"),
    [
        ("Sie müssen die Nutzungsbedingungen vor der Registrierung lesen.", "de"),
        ("You must read the instructions before you register.", "en"),  # "these terms" is named (categories_5)
        ("Der Kunde darf die Software nicht für gewerbliche Zwecke nutzen.", "de"),
        ("You must not use the software for commercial purposes.", "en"),
    ],
)
def test_an_action_whose_object_is_only_in_the_original_is_not_said_as_known(text: str, document: str) -> None:
    for reader, (translation, explanation) in _both_ways(text, document, "terms_and_conditions").items():
        assert VACUOUS[reader] not in translation, (reader, translation)
        # Whose duty it is, is known from the text: that much is said, and plainly that the rest could not be.
        assert PARTY_LINE[reader].search(translation), (reader, translation)
        assert translation.endswith(NO_MORE[reader]), (reader, translation)  # after what is known, never first
        # No why-line from a statement whose content could not be said.
        assert explanation == NEUTRAL_WHY[reader], (reader, explanation)


@pytest.mark.parametrize(
    ("text", "document"),
    [
        (
            "Wir haften nicht für leichte Fahrlässigkeit. Sie können Ihr Konto jederzeit in den Einstellungen verwalten.",
            "de",
        ),
        ("We are not liable for slight negligence. You can manage your account at any time in the settings.", "en"),
    ],
)
def test_a_liability_exclusion_is_not_followed_by_a_right_for_the_reader(text: str, document: str) -> None:
    said = _both_ways(text, document, "terms_and_conditions")
    english, german = said["en"], said["de"]
    assert english[0].startswith("The company excludes its liability")
    assert german[0].startswith("Das Unternehmen schließt seine Haftung")
    for reader, (translation, explanation) in said.items():
        assert not PARTY_LINE[reader].search(translation), (reader, translation)
        assert "right for you" not in explanation and "Recht für Sie" not in explanation, (reader, explanation)
    # Why it matters: who bears the cost, by the clause.
    assert english[1].startswith(
        "Who bears the cost: by this clause, in the cases excluded the other side (the company)"
    )
    assert german[1].startswith("Wer die Kosten trägt: Nach dieser Klausel zahlt die andere Seite (das Unternehmen)")


def test_what_the_law_says_of_a_liability_clause_is_said_though_it_binds_the_other_side() -> None:
    text = (
        "Haftung\nWir haften nicht für leicht fahrlässig verursachte Schäden; die Haftung für Vorsatz bleibt unberührt."
    )
    said = offline_clause(text, "en", "liability", "de", None, "terms_and_conditions")
    assert said.explanation.startswith("Who bears the cost: by this clause"), said
    assert "Limits on liability usually cannot exclude intent" in said.explanation, said
    assert not re.search(r"\b(Check|Keep|Read)\b", said.explanation)


def test_a_duty_said_in_full_is_not_followed_by_a_bare_party_line() -> None:
    text = (
        "Der Arbeitnehmer ist verpflichtet, über alle Betriebsgeheimnisse Stillschweigen zu bewahren. "
        "Der Arbeitgeber ist berechtigt, den Arbeitnehmer freizustellen."
    )
    for reader, (translation, _) in _both_ways(text, "de", "employment_contract").items():
        assert not PARTY_LINE[reader].search(translation), (reader, translation)


def test_bare_party_lines_of_different_parties_are_not_set_side_by_side() -> None:
    text = "Der Arbeitgeber ist berechtigt, dies zu verlangen. Der Arbeitnehmer ist verpflichtet, dem zu folgen."
    for reader, (translation, _) in _both_ways(text, "de", "employment_contract").items():
        assert len(PARTY_LINE[reader].findall(translation)) <= 1, (reader, translation)


@pytest.mark.parametrize(
    ("text", "document"),
    [
        ("Sie können die Kosten der Rücksendung tragen.", "de"),
        ("You may bear the costs of returning the goods.", "en"),
    ],
)
def test_a_cost_is_never_said_as_a_right(text: str, document: str) -> None:
    for reader, (translation, explanation) in _both_ways(text, document, "terms_and_conditions").items():
        own = re.sub(r"[“„][^”“]*[”“]", "", translation)  # the clause's own words, quoted for its reader, aside
        assert not re.search(r"may bear|dürfen .* tragen|darf .* tragen", own), (reader, translation)
        assert "right for you" not in explanation and "Recht für Sie" not in explanation, (reader, explanation)


# The imperative a piece of advice opens with, as these two languages write it; a why-line states what the law
# says or what follows, never what to do.
ADVICE = {
    "en": re.compile(
        r"(?:^|[.;:]\s+)(?:Check|Compare|Keep|Read|Report|Plan|Put|Send|Ask|Get|Record|Have|Note|Make sure|Look)\b"
    ),
    "de": re.compile(
        r"(?:^|[.;:]\s+)(?:Prüfen|Vergleichen|Bewahren|Lesen|Melden|Planen|Tragen|Schicken|Fragen|Holen|Halten|"
        r"Achten|Heben|Schreiben|Legen|Notieren)\s+Sie\b"
    ),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_why_text_gives_advice(language: str) -> None:
    folder = LOCALE_DIRS[language]
    offline = tomllib.loads((folder / "offline.toml").read_text(encoding="utf-8"))
    reader = tomllib.loads((folder / "clause_reader.toml").read_text(encoding="utf-8"))
    texts = [e for entry in offline["topics"].values() for e in entry["explanations"]]
    texts += [offline["text"]["generic_e"], reader["say"]["text"]["unsaid"]]
    texts += [v for k, v in reader["say"]["text"].items() if k.startswith("why_")]
    advice = [t for t in texts if ADVICE[language].search(t)]
    assert not advice, advice


def test_every_topic_keeps_a_why_text_without_figures_in_every_language() -> None:
    for language, folder in LOCALE_DIRS.items():
        topics = tomllib.loads((folder / "offline.toml").read_text(encoding="utf-8"))["topics"]
        for key, entry in topics.items():
            assert any(not placeholders(e) for e in entry["explanations"]), (language, key)

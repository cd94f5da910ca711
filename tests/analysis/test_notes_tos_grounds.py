"""Ending or suspending for the user's breach vs. at will (issue 25): own example clauses, never corpus text.

Annex 1(g) of Directive 93/13/EEC lists ending a contract of indefinite duration without reasonable notice, except
where there are serious grounds. A clause that ties the ending to the user's breach (a condition the statement model
reads) or to a serious ground gets the milder ``tos_unilateral_termination_grounds`` note (``unusual`` at most);
ending at will, or without a reason, keeps the general note."""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView, NoteDraft
from app.analysis.notes_tos import _tied_to_grounds, find_tos_notes
from app.analysis.statements import breach_in_condition, provider_ends
from app.explain.notes_say import say_note

LANGS = ("de", "en", "es", "fr", "it", "pt")
GROUNDS = "tos_unilateral_termination_grounds"
GENERAL = "tos_unilateral_termination"

# (language, clause, tied to the user's breach or a serious ground)
SUSPENSIONS = [
    ("en", "We may suspend or close your account at any time if you breach these terms.", True),
    ("en", "If you violate these terms, we may terminate your account.", True),
    ("en", "We may suspend your account if we detect fraudulent activity on it.", True),
    ("en", "We may suspend or close your account at any time.", False),
    ("en", "We may terminate your account at any time for any reason.", False),
    ("en", "We may close your account for any reason or if you breach these terms.", False),
    ("en", "We may close your account if you violate these terms. We may also suspend it at any time.", False),
    ("en", "We may suspend accounts to protect our users from violations of their rights.", False),
    ("de", "Wir können Ihr Konto jederzeit sperren, wenn Sie gegen diese Nutzungsbedingungen verstoßen.", True),
    ("de", "Bei Verstößen gegen diese Nutzungsbedingungen können wir Ihr Konto sperren oder kündigen.", True),
    ("de", "Wir können den Vertrag aus wichtigem Grund fristlos kündigen.", True),
    ("de", "Wir können Ihr Konto jederzeit ohne Angabe von Gründen sperren.", False),
    ("it", "Possiamo sospendere o chiudere il tuo account se violi i presenti termini.", True),
    ("it", "Possiamo sospendere il tuo account in qualsiasi momento e per qualsiasi motivo.", False),
    ("fr", "Nous pouvons suspendre ou fermer votre compte si vous enfreignez les présentes conditions.", True),
    ("fr", "Nous pouvons suspendre votre compte à tout moment, sans motif.", False),
    ("es", "Podemos suspender o cerrar su cuenta si usted incumple estas condiciones.", True),
    ("es", "Podemos suspender su cuenta en cualquier momento y sin causa.", False),
    ("pt", "Podemos suspender ou encerrar a sua conta se violar estes termos.", True),
    ("pt", "Podemos suspender a sua conta a qualquer momento, sem motivo.", False),
]


def notes(text: str, lang: str) -> dict[str, NoteDraft]:
    return {d.key: d for d in find_tos_notes(ClauseView("c1", text, None, "terms_and_conditions", lang))}


@pytest.mark.parametrize(("lang", "text", "tied"), SUSPENSIONS)
def test_an_ending_tied_to_grounds_is_told_apart_from_one_at_will(lang: str, text: str, tied: bool) -> None:
    assert _tied_to_grounds(text, lang) is tied
    found = notes(text, lang)
    assert (GROUNDS in found) is tied
    if tied:
        assert GENERAL not in found
        assert found[GROUNDS].kind == "unusual"  # never "may be invalid": whether the grounds are serious is weighed


# Clauses of more than one sentence, and grounds named as such or as the case of the ending (tied or not).
CLAUSES = [
    ("en", "We may close your account if you breach these terms. We may also end your access for any reason.", False),
    ("en", "You may close your account at any time. We may suspend your account if you breach these terms.", True),
    ("en", "You must not use the service fraudulently. We may close your account at any time.", False),
    ("en", "We may suspend your account if we suspect fraud.", True),
    ("en", "We may terminate this agreement for good cause without notice.", True),
    ("de", "Wir dürfen Ihr Konto nur sperren, wenn Sie gegen diese Vereinbarung verstoßen.", True),
    ("it", "Possiamo sospendere il Servizio per giusta causa.", True),
]


@pytest.mark.parametrize(("lang", "text", "tied"), CLAUSES)
def test_every_ending_of_the_clause_must_be_tied_and_none_at_will(lang: str, text: str, tied: bool) -> None:
    assert _tied_to_grounds(text, lang) is tied


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "We may suspend or close your account at any time."),
        ("de", "Wir können Ihr Konto jederzeit ohne Angabe von Gründen sperren."),
        ("it", "Possiamo sospendere il tuo account in qualsiasi momento e per qualsiasi motivo."),
    ],
)
def test_an_ending_at_will_keeps_the_general_note_as_the_classifier_gives_it(lang: str, text: str) -> None:
    found = notes(text, lang)
    assert found[GENERAL].kind == "may_be_invalid"


def test_a_german_clause_tied_to_a_breach_cites_the_rule_on_ending_for_a_compelling_reason() -> None:
    tied = notes("Wir können Ihr Konto jederzeit sperren, wenn Sie gegen diese Nutzungsbedingungen verstoßen.", "de")
    assert "§ 314 Abs. 2 BGB" in {n.citation for n in tied[GROUNDS].norms}
    assert "Annex 1(g) Directive 93/13/EEC" in {n.citation for n in tied[GROUNDS].norms}
    at_will = notes("Wir können Ihr Konto jederzeit ohne Angabe von Gründen sperren.", "de")
    assert "§ 314 Abs. 2 BGB" not in {n.citation for n in at_will[GENERAL].norms}
    english = notes("We may suspend or close your account at any time if you breach these terms.", "en")
    assert "§ 314 Abs. 2 BGB" not in {n.citation for n in english[GROUNDS].norms}


# (language, sentence, its condition names a breach): a breach named elsewhere in the sentence is no condition.
CONDITIONS = [
    ("en", "We may suspend your account if you breach these terms.", True),
    ("en", "In case of a violation of these terms, we may close your account.", True),
    ("en", "We may close your account to prevent violations by others.", False),
    ("en", "If you have questions, we may close your account to stop breaches by others.", False),
    ("de", "Wenn Sie gegen diese Bedingungen verstoßen, dürfen wir Ihr Konto sperren.", True),
    ("de", "Bei Verstößen gegen diese Bedingungen können wir Ihr Konto sperren.", True),
    ("de", "Wir können Ihr Konto sperren, um Verstöße Dritter zu verhindern.", False),
    ("it", "Possiamo chiudere il tuo account se violi questi termini.", True),
    ("fr", "Nous pouvons fermer votre compte si vous enfreignez ces conditions.", True),
    ("es", "Podemos cerrar su cuenta si usted incumple estas condiciones.", True),
    ("pt", "Podemos encerrar a sua conta se violar estes termos.", True),
]


@pytest.mark.parametrize(("lang", "sentence", "expected"), CONDITIONS)
def test_a_breach_in_the_condition_of_a_right(lang: str, sentence: str, expected: bool) -> None:
    assert breach_in_condition(sentence, lang, "terms_and_conditions") is expected


@pytest.mark.parametrize(
    ("lang", "sentence", "expected"),
    [
        ("en", "We may also suspend it at any time.", True),
        ("en", "You may terminate your account at any time.", False),  # the user's own right
        ("de", "Wir können den Vertrag jederzeit kündigen.", True),
        ("en", "We must tell you before we suspend your account.", False),  # a duty, no right to end
    ],
)
def test_a_right_of_the_provider_to_end(lang: str, sentence: str, expected: bool) -> None:
    assert provider_ends(sentence, lang) is expected


@pytest.mark.parametrize("lang", LANGS)
def test_the_grounds_note_is_worded_in_every_language(lang: str) -> None:
    note = say_note(NoteDraft(kind="unusual", key=GROUNDS), lang)
    assert "1" in note.text and "93/13" in note.text  # the Annex point it explains
    assert "314" in note.text

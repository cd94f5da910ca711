"""Unfair-term notes on terms of service: own example clauses, never text from the corpus."""

from __future__ import annotations

import pytest

from app.analysis.notes import ClauseView, NoteDraft
from app.analysis.notes_tos import TYPES, _rule_kind, decisions_for, find_tos_notes, note_key
from app.explain.notes_say import say_note as render

LANGS = ("de", "en", "es", "fr", "it", "pt")

ARBITRATION = {
    "en": "Any dispute between you and us will be resolved exclusively by binding individual arbitration, "
    "and you waive any right to take part in a class action.",
    "de": "Alle Streitigkeiten aus diesem Vertrag werden unter Ausschluss des ordentlichen Rechtswegs durch ein "
    "Schiedsgericht endgültig entschieden.",
    "it": "Qualsiasi controversia derivante dal presente contratto sarà risolta in via definitiva mediante arbitrato "
    "vincolante.",
    "fr": "Tout litige sera soumis à un arbitrage obligatoire.",
    "es": "Cualquier disputa se resolverá mediante arbitraje vinculante.",
    "pt": "Qualquer litígio será resolvido por arbitragem vinculativa.",
}
CHANGE = {
    "en": "We may change these terms at any time at our sole discretion.",
    "de": "Wir behalten uns vor, diese Nutzungsbedingungen jederzeit und ohne Angabe von Gründen zu ändern.",
    "it": "Ci riserviamo il diritto di modificare i presenti termini in qualsiasi momento a nostra esclusiva discrezione.",
    "fr": "Nous pouvons modifier les présentes conditions à tout moment.",
    "es": "Podemos modificar estas condiciones en cualquier momento.",
    "pt": "Podemos alterar estes termos a qualquer momento.",
}
LIABILITY = {
    "en": "In no event shall we be liable for any damages of any kind arising from your use of the service.",
    "de": "Wir haften nicht für Schäden gleich welcher Art, die aus der Nutzung des Dienstes entstehen.",
    "it": "In nessun caso saremo responsabili per danni di qualsiasi tipo derivanti dall'uso del servizio.",
    "fr": "En aucun cas nous ne serons responsables des dommages indirects.",
    "es": "En ningún caso seremos responsables de los daños indirectos.",
    "pt": "Em nenhum caso seremos responsáveis por danos indiretos.",
}
FAIR = {
    "en": "You can delete your account at any time in the settings.",
    "de": "Sie können Ihr Konto jederzeit in den Einstellungen löschen.",
    "it": "Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni.",
    "fr": "Vous pouvez supprimer votre compte à tout moment dans les paramètres.",
    "es": "Puede eliminar su cuenta en cualquier momento en la configuración.",
    "pt": "Pode eliminar a sua conta a qualquer momento nas definições.",
}


def notes(text: str, lang: str, category: str = "terms_and_conditions") -> dict[str, NoteDraft]:
    return {d.key: d for d in find_tos_notes(ClauseView("c1", text, None, category, lang))}


def citations(draft: NoteDraft) -> set[str]:
    return {n.citation for n in draft.norms}


@pytest.mark.parametrize("lang", LANGS)
def test_arbitration(lang: str) -> None:
    found = notes(ARBITRATION[lang], lang)
    assert "tos_arbitration" in found
    draft = found["tos_arbitration"]
    assert draft.kind in ("unusual", "may_be_invalid")
    assert "Annex 1(q) Directive 93/13/EEC" in citations(draft)
    if lang == "de":
        assert "§ 1031 Abs. 5 ZPO" in citations(draft)
    if lang == "it":
        assert "art. 33 comma 2 lett. t) Codice del consumo" in citations(draft)


@pytest.mark.parametrize("lang", LANGS)
def test_unilateral_change(lang: str) -> None:
    found = notes(CHANGE[lang], lang)
    assert "tos_unilateral_change" in found
    draft = found["tos_unilateral_change"]
    assert draft.kind == "unusual"
    assert "Annex 1(j) Directive 93/13/EEC" in citations(draft)
    if lang == "de":
        assert {"§ 307 BGB", "§ 308 Nr. 4 BGB"} <= citations(draft)
    if lang == "it":
        assert "artt. 33-36 Codice del consumo" in citations(draft)


@pytest.mark.parametrize("lang", LANGS)
def test_total_liability_exclusion_may_be_invalid(lang: str) -> None:
    found = notes(LIABILITY[lang], lang)
    draft = found["tos_limitation_of_liability"]
    assert draft.kind == "may_be_invalid"
    assert {"Annex 1(a) Directive 93/13/EEC", "Annex 1(b) Directive 93/13/EEC"} <= citations(draft)
    if lang == "de":
        assert "§ 309 Nr. 7 BGB" in citations(draft)
        assert all(
            n.url and n.url.startswith("https://www.gesetze-im-internet.de/")
            for n in draft.norms
            if "BGB" in n.citation
        )


def test_liability_limit_with_both_carve_outs_is_still_a_limit() -> None:
    # Keeps what § 309 Nr. 7 BGB requires but still excludes indirect damages: measured by the general test.
    text = (
        "We are not liable for any indirect damages; this does not apply to death or personal injury "
        "or to damage caused by gross negligence."
    )
    assert notes(text, "en")["tos_limitation_of_liability"].kind == "unusual"
    # Only one of the two carve-outs the law requires: unusual.
    partial = "We are not liable for any indirect damages; this does not apply to damage caused by gross negligence."
    assert notes(partial, "en")["tos_limitation_of_liability"].kind == "unusual"


def test_a_clause_that_only_keeps_liability_is_background() -> None:
    keeps = "Our liability for death or personal injury and for gross negligence or wilful misconduct is unaffected."
    assert _rule_kind("ltd", keeps.lower()) == "info"


def test_change_clause_cites_the_bgh_only_where_silence_or_use_counts_as_consent() -> None:
    silent = {
        "en": "We may change these terms at any time. If you do not object within 30 days of our notice, the new "
        "terms are deemed accepted.",
        "de": "Wir behalten uns vor, diese Nutzungsbedingungen jederzeit zu ändern. Widersprechen Sie nicht innerhalb "
        "von sechs Wochen, gilt die Änderung als genehmigt.",
    }
    for lang, text in silent.items():
        draft = notes(text, lang)["tos_unilateral_change_silence"]
        assert [d.file_number for d in draft.decisions] == ["XI ZR 26/20"]
    # Continued use is conduct, not silence: XI ZR 26/20 judged silence only, so it is not cited for it.
    use = (
        "We may change these terms at any time. If you continue to use the service after a change, you are "
        "deemed to have accepted the new terms."
    )
    found = notes(use, "en")
    assert "tos_unilateral_change_silence" not in found
    assert found["tos_unilateral_change_use"].decisions == ()
    for lang in LANGS:  # CHANGE does not deem silence consent: the note stands on the statute
        found = notes(CHANGE[lang], lang)
        assert "tos_unilateral_change_silence" not in found
        assert found["tos_unilateral_change"].decisions == ()


def test_decisions_follow_the_clauses_wording() -> None:
    far = "the courts of dublin, ireland shall have exclusive jurisdiction."
    home = far + " you may also bring proceedings in the courts of the country where you live."
    assert [d.file_number for d in decisions_for("j", "en", far)] == ["C-240/98"]
    assert decisions_for("j", "en", home) == ()
    assert note_key("j", home) == "tos_jurisdiction_home"
    assert _rule_kind("j", home) == "unusual"
    chosen = "these terms are governed by the laws of ireland."
    kept = chosen + " this does not deprive you of the protection of the mandatory law of your country of residence."
    assert [d.file_number for d in decisions_for("law", "en", chosen)] == ["C-191/15"]
    assert decisions_for("law", "en", kept) == ()
    assert note_key("law", kept) == "tos_choice_of_law_kept"
    for t in ("a", "cr", "ltd", "ter", "use", "pinc"):  # no decision is cited for these types
        assert decisions_for(t, "de", far) == ()


def test_jurisdiction_cites_oceano() -> None:
    text = "The courts of Dublin, Ireland shall have exclusive jurisdiction over any dispute arising from these terms."
    draft = notes(text, "en")["tos_jurisdiction"]
    assert draft.kind == "may_be_invalid"
    assert [(d.court, d.date, d.file_number) for d in draft.decisions] == [("CJEU", "2000-06-27", "C-240/98")]


@pytest.mark.parametrize("lang", LANGS)
def test_fair_clause_gets_no_note(lang: str) -> None:
    assert notes(FAIR[lang], lang) == {}


@pytest.mark.parametrize("category", ["rental_contract", "employment_contract", "telecom_utility_contract", "other"])
def test_other_categories_get_no_note(category: str) -> None:
    assert notes(ARBITRATION["en"], "en", category) == {}
    assert notes(LIABILITY["de"], "de", category) == {}


VARIANTS = (
    "tos_unilateral_change_silence",
    "tos_unilateral_change_use",
    "tos_jurisdiction_home",
    "tos_choice_of_law_kept",
    "tos_unilateral_termination_notice",
)


@pytest.mark.parametrize(
    "text",
    [
        "we may terminate the service with 60 days' notice.",
        "we may end your subscription at any time by giving you at least thirty days notice.",
        "wir können den vertrag mit einer frist von vier wochen kündigen.",
        "possiamo recedere dal contratto con un preavviso di 30 giorni.",
        "nous pouvons résilier le contrat avec un préavis de deux mois.",
        "podemos rescindir el contrato con 15 días de antelación.",
        "podemos rescindir o contrato com aviso prévio de 30 dias.",
    ],
)
def test_a_termination_with_a_named_period_of_notice_says_so(text: str) -> None:
    assert note_key("ter", text) == "tos_unilateral_termination_notice"


@pytest.mark.parametrize(
    "text",
    [
        "we may terminate your account at any time without notice.",  # no period at all
        "we may terminate your account without notice; you may cancel within 14 days.",  # ending without notice
        "wir können ihr konto jederzeit fristlos sperren.",
        "possiamo sospendere l'account senza preavviso.",
        "we may suspend your account if you breach these terms.",  # a ground, no period
        "we may suspend your account for 30 days.",  # a duration of the suspension, no word of notice
    ],
)
def test_a_termination_without_a_period_of_notice_keeps_the_general_note(text: str) -> None:
    assert note_key("ter", text) == "tos_unilateral_termination"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(TYPES.values()) + list(VARIANTS))
def test_wording_in_every_language(lang: str, key: str) -> None:
    from app.explain.notes_say import catalogue

    assert key in catalogue(lang), f"{lang} lacks {key}"
    note = render(NoteDraft(kind="unusual", key=key), lang)
    assert len(note.text) > 40


# The decision a change clause cites follows the feature the court judged: silence (not objecting) is what
# BGH XI ZR 26/20 held void; continued use is conduct and gets its own wording without that decision.
CHANGE_VARIANTS = [
    ("tos_unilateral_change_silence", "if you do not object within 30 days, the amended terms are deemed accepted."),
    (
        "tos_unilateral_change_silence",
        "widersprechen sie nicht innerhalb von vier wochen, gilt die änderung als genehmigt.",
    ),
    ("tos_unilateral_change_silence", "in assenza di opposizione entro 30 giorni, il silenzio vale come accettazione."),
    ("tos_unilateral_change_silence", "the changes are deemed accepted one month after we publish them."),
    ("tos_unilateral_change_use", "by continuing to use the service after a change you agree to the new terms."),
    (
        "tos_unilateral_change_use",
        "wenn sie die dienste nach der änderung weiter nutzen, gelten die neuen bedingungen.",
    ),
    ("tos_unilateral_change_use", "continuando a utilizzare il servizio accetti le nuove condizioni."),
    ("tos_unilateral_change", "we may change these terms and will tell you by e-mail before the change takes effect."),
    ("tos_unilateral_change", "wir können diese bedingungen aus triftigem grund ändern."),
]


@pytest.mark.parametrize(("key", "text"), CHANGE_VARIANTS)
def test_change_variant_by_legal_feature(key: str, text: str) -> None:
    assert note_key("ch", text) == key
    cited = [d.file_number for d in decisions_for("ch", "de", text)]
    assert cited == (["XI ZR 26/20"] if key == "tos_unilateral_change_silence" else [])


# Jurisdiction clauses the trained model scores as clearly unfair but that keep the consumer's home courts: the note
# says the clause leaves them their courts, so it is never "may be invalid" (the text and the verdict would clash).
HOME_KEPT = [
    (
        "en",
        "Any dispute shall be heard exclusively by the courts of Dublin, Ireland. If you are a consumer in the EU, you "
        "can always bring a claim against us in the courts of the country where you live.",
    ),
    (
        "de",
        "Ausschließlicher Gerichtsstand für alle Streitigkeiten ist Dublin, Irland. Als Verbraucher in der EU können Sie "
        "uns stets auch an Ihrem Wohnsitz verklagen.",
    ),
    (
        "it",
        "Per ogni controversia è competente in via esclusiva il foro di Dublino, Irlanda, salvo il foro del consumatore "
        "previsto dalla legge.",
    ),
]


@pytest.mark.parametrize(("lang", "text"), HOME_KEPT)
def test_a_forum_that_keeps_the_consumers_home_courts_is_never_may_be_invalid(lang: str, text: str) -> None:
    found = notes(text, lang)
    assert "tos_jurisdiction" not in found
    assert all(d.kind != "may_be_invalid" for key, d in found.items() if key.startswith("tos_jurisdiction"))
    if lang == "en":  # the model notes this one: as background to the forum, not as a term that may be invalid
        assert found["tos_jurisdiction_home"].kind == "unusual"


def test_a_far_forum_alone_stays_may_be_invalid() -> None:
    found = notes("Any dispute shall be heard exclusively by the courts of Dublin, Ireland.", "en")
    assert found["tos_jurisdiction"].kind == "may_be_invalid"

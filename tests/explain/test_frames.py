"""Frames: the offline engine says what a clause asks or allows in the reader's language, with its figures."""

from __future__ import annotations

import re

import pytest

from app.analysis.frames import OWNER_FLAGS, _flags
from app.config import LANGUAGES
from app.explain.frames import _templates, frame_text
from app.explain.offline import offline_clause
from app.locales import placeholders

INVITATION = "ich lade Sie ein, am Dienstag, 23.09.2025, um 09:30 Uhr im Jobcenter, Zimmer 12, zu erscheinen."
ILL = (
    "Wenn Sie den Termin wegen Krankheit nicht wahrnehmen können, teilen Sie uns dies bitte bis zum 19.09.2025 mit "
    "und legen Sie eine Arbeitsunfähigkeitsbescheinigung vor."
)
SANCTION = (
    "Wenn Sie ohne wichtigen Grund nicht zu dem Termin erscheinen, wird Ihr Bürgergeld um 10 % des maßgebenden "
    "Regelbedarfs gemindert, das sind 56,30 EUR monatlich. Die Minderung dauert einen Monat."
)

GERMAN_DOCUMENTS = [
    (
        "Gegen einen späteren Aufhebungsbescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden.",
        "You will be able to object to the later decision within 1 month of receiving it.",
    ),
    (INVITATION, "You are asked to attend an appointment on Tuesday, 23 September 2025 at 09:30."),
    (
        ILL,
        "If you cannot attend because you are ill, you must tell the office by 19 September 2025 and hand in a doctor's sick note.",
    ),
    (
        SANCTION,
        "If you do not attend without a good reason, your Bürgergeld is cut by 10% of the standard needs rate (Regelbedarf) "
        "(€56.30 a month). The cut lasts 1 month.",
    ),
    ("Die Miete beträgt monatlich 850,00 EUR.", "The rent is €850.00 a month."),
    ("Der Mieter hat eine Kaution in Höhe von 2.550,00 EUR zu leisten.", "The tenant must pay a deposit of €2,550.00."),
    (
        "Das Arbeitsverhältnis kann mit einer Frist von vier Wochen zum Fünfzehnten oder zum Ende eines Kalendermonats "
        "gekündigt werden.",
        "Either side can end the employment with a notice period of 4 weeks, to the 15th or to the end of a calendar month.",
    ),
    (
        "Der Arbeitnehmer erhält 30 Arbeitstage Urlaub im Kalenderjahr.",
        "The employee gets 30 working days of holiday a year.",
    ),
    ("Die regelmäßige Arbeitszeit beträgt 40 Stunden wöchentlich.", "The working time is 40 hours a week."),
    (
        "Der Arbeitnehmer erhält einen Brutto-Stundenlohn von 12,00 €.",
        "The employee is paid €12.00 gross an hour.",
    ),
    ("Die ersten sechs Monate des Arbeitsverhältnisses gelten als Probezeit.", "The probation period lasts 6 months."),
    (
        "Während der Probezeit kann das Arbeitsverhältnis mit einer Frist von zwei Wochen gekündigt werden.",
        "During the probation period either side can end the employment with a notice period of 2 weeks.",
    ),
    (
        "Nach Ablauf der Probezeit kann das Arbeitsverhältnis beiderseits mit einer Frist von 3 Monaten zum Quartalsende "
        "gekündigt werden.",
        "After the probation period the notice period is 3 months, to the end of a quarter.",
    ),
    (
        "Mit dem Gehalt sind Überstunden bis zu 10 Stunden monatlich abgegolten.",
        "Overtime of up to 10 hours a month is covered by the salary.",
    ),
    (
        "Der Arbeitnehmer ist verpflichtet, über alle Betriebs- und Geschäftsgeheimnisse auch nach Beendigung des "
        "Arbeitsverhältnisses Stillschweigen zu bewahren.",
        "The employee must keep business secrets to themselves, also after the employment ends.",
    ),
    (
        "Der Arbeitnehmer verpflichtet sich, für die Dauer von zwölf Monaten nach Beendigung des Arbeitsverhältnisses "
        "keine Konkurrenztätigkeit auszuüben (Wettbewerbsverbot).",
        "After the employment ends, the employee must not work for a competitor for 12 months.",
    ),
    (
        "Die Haltung von Haustieren ist nur mit vorheriger schriftlicher Zustimmung des Vermieters gestattet.",
        "The tenant needs the landlord's consent to keep a pet.",
    ),
    (
        "Eine Untervermietung ist ohne Erlaubnis des Vermieters nicht gestattet.",
        "The tenant may sublet the home only with the landlord's consent.",
    ),
    (
        "Der Mieter übernimmt die Schönheitsreparaturen in folgenden Zeitabständen: Küche alle 3 Jahre, Wohnräume alle 5 Jahre.",
        "The tenant is to redecorate the home at set intervals (cosmetic repairs).",
    ),
    (
        "Der Mieter trägt die Kosten für Kleinreparaturen bis zu 100,00 EUR im Einzelfall, höchstens jedoch 300,00 EUR im Jahr.",
        "The tenant pays for small repairs up to €100.00 each, at most €300.00 a year.",
    ),
    (
        "Das Mietverhältnis kann von beiden Seiten schriftlich mit einer Frist von drei Monaten gekündigt werden.",
        "The tenancy can be ended in writing with a notice period of 3 months.",
    ),
    (
        "Bitte äußern Sie sich bis zum 15.12.2026 schriftlich zu dem Sachverhalt.",
        "Please reply in writing by 15 December 2026.",
    ),
    (
        "Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden.",
        "You can object to this decision within 1 month of receiving it.",
    ),
    (
        "bitte kommen Sie am Dienstag, 01.12.2026 um 09:30 Uhr in das Jobcenter Dortmund, Zimmer 2.14.",
        "You are asked to attend an appointment on Tuesday, 1 December 2026 at 09:30.",
    ),
    (
        # The cut and how long it lasts in one sentence, the condition first ("Kommen Sie … nicht").
        "Kommen Sie ohne wichtigen Grund nicht zu diesem Termin, wird das Bürgergeld um 10 Prozent des für Sie "
        "maßgebenden Regelbedarfs für die Dauer eines Monats gemindert (§ 32 SGB II).",
        "If you do not attend without a good reason, your Bürgergeld is cut by 10% of the standard needs rate (Regelbedarf) "
        "for 1 month.",
    ),
    (
        "Bitte bringen Sie folgende Unterlagen mit: Ihren Personalausweis, Ihren Lebenslauf.",
        "You are asked to bring the documents the letter lists.",
    ),
]

ENGLISH_DOCUMENTS = [
    (
        "Please bring your passport and your last three payslips to the interview.",
        "Sie sollen die im Schreiben genannten Unterlagen mitbringen.",
    ),
    (
        "You must not use the service for unlawful purposes.",
        "Sie dürfen den Dienst nicht für rechtswidrige Zwecke nutzen.",
    ),
    ("We may terminate your account at any time.", "Das Unternehmen darf Ihr Konto jederzeit sperren oder schließen."),
    (
        "We reserve the right to modify these Terms at any time.",
        "Das Unternehmen darf diese Bedingungen jederzeit ändern.",
    ),
    (
        "You can opt out of this arbitration agreement within 30 days of accepting these terms.",
        "Sie können erklären, dass das Schiedsverfahren für Sie nicht gelten soll; die Frist dafür beträgt 30 Tage.",
    ),
    ("You May Not Assign, But Grindr May.", ""),
    ("Your deposit of GBP 1,400.00 is protected with a government-approved deposit protection scheme.", ""),
    ("The Tenant shall not redecorate the Property without the Landlord's prior written consent.", ""),
    (
        "You are required to leave the property on or before 14 May 2026.",
        "Sie müssen die Wohnung bis zum 14.05.2026 räumen.",
    ),
    ("You are solely responsible for keeping all Customer Information confidential.", ""),
    ("The rent is £950 per month.", "Die Miete beträgt 950,00 £ im Monat."),
    (
        "In no event shall we be liable for any indirect or consequential damages.",
        "Das Unternehmen schließt seine Haftung für mittelbare Schäden und Folgeschäden aus.",
    ),
    (
        "Any dispute arising out of these Terms will be resolved by binding individual arbitration.",
        "Streitigkeiten sollen vor einem Schiedsgericht statt vor einem staatlichen Gericht entschieden werden.",
    ),
    (
        "The Employee is entitled to 25 days of paid annual leave per holiday year.",
        "Der Arbeitnehmer bekommt 25 Tage Urlaub im Jahr.",
    ),
]


TERMS_OF_SERVICE = [
    (
        "it",
        "L'Utente ha il diritto di rinunciare alle disposizioni sulla class action inviandoci una comunicazione.",
        "en",
        "",
    ),
    ("it", "Il Fornitore concede all'utente una licenza limitata per utilizzare l'app.", "en", ""),
    (
        "it",
        "Non saremo responsabili per i contenuti pubblicati da terzi.",
        "en",
        "The company excludes its liability for what others (users, other providers) do or provide.",
    ),
    (
        "en",
        "We will not be liable for any interruption or unavailability of the Service.",
        "de",
        "Das Unternehmen schließt seine Haftung für Unterbrechungen und Ausfälle des Dienstes aus.",
    ),
    (
        "de",
        "Die Nutzung des Dienstes für rechtswidrige Zwecke ist untersagt.",
        "en",
        "You must not use the service for unlawful purposes.",
    ),
    (
        "en",
        "You must be at least 18 years old to use the Services.",
        "de",
        "Sie müssen mindestens 18 Jahre alt sein, um den Dienst zu nutzen.",
    ),
    (
        "en",
        "You are responsible for maintaining the confidentiality of your password and for all activities under your account.",
        "de",
        "Sie müssen Ihre Zugangsdaten geheim halten und sind für alles verantwortlich, was in Ihrem Konto geschieht.",
    ),
    (
        "en",
        "Your subscription will automatically renew unless you cancel it before the end of the period.",
        "de",
        "Das Abonnement verlängert sich automatisch, wenn Sie es nicht kündigen.",
    ),
    (
        "en",
        "All fees are non-refundable, except as required by law.",
        "de",
        "Zahlungen werden nicht erstattet, außer wo das Gesetz es verlangt.",
    ),
    (
        "en",
        "We may remove any content at any time without notice.",
        "de",
        "Das Unternehmen darf Inhalte jederzeit und ohne Vorwarnung entfernen.",
    ),
    (
        "de",
        "Wir können die Preise für kostenpflichtige Dienste jederzeit anpassen.",
        "en",
        "The company may change its prices at any time.",
    ),
    ("de", "Sie sind verpflichtet, Ihr Passwort geheim zu halten.", "en", "You must keep your login details safe."),
    (
        "it",
        "Ci riserviamo il diritto di sospendere o chiudere il tuo account in qualsiasi momento.",
        "en",
        "The company may block or close your account at any time.",
    ),
    (
        "it",
        "Possiamo modificare i presenti Termini in qualsiasi momento.",
        "en",
        "The company may change these terms at any time.",
    ),
    (
        "it",
        "Devi avere almeno 16 anni per utilizzare il servizio.",
        "en",
        "You must be at least 16 years old to use the service.",
    ),
]


@pytest.mark.parametrize(("document", "text", "language", "said"), TERMS_OF_SERVICE)
def test_terms_of_service_in_the_other_language(document: str, text: str, language: str, said: str) -> None:
    assert frame_text(text, language, document) == said


def test_a_language_without_patterns_reads_no_frames_rather_than_another_languages() -> None:
    # French documents have frames since r30, but none for small repairs: the German one is not read into them.
    assert frame_text("Le locataire prend en charge les petites réparations jusqu'à 100,00 EUR.", "en", "fr") == ""


@pytest.mark.parametrize(("text", "english"), GERMAN_DOCUMENTS)
def test_a_german_clause_is_said_in_english(text: str, english: str) -> None:
    assert frame_text(text, "en", "de") == english
    assert offline_clause(text, "en", None, "de").translation.startswith(english)


@pytest.mark.parametrize(("text", "german"), ENGLISH_DOCUMENTS)
def test_an_english_clause_is_said_in_german(text: str, german: str) -> None:
    assert _spaces(frame_text(text, "de", "en")) == german


def _spaces(text: str) -> str:
    return text.replace("\xa0", " ")  # money is formatted with a no-break space (CLDR)


def test_the_german_reader_of_a_german_letter_gets_plain_words_too() -> None:
    assert (
        frame_text(INVITATION, "de", "de") == "Sie sollen am Dienstag, 23.09.2025, um 09:30 Uhr zu einem Termin kommen."
    )
    assert _spaces(frame_text(SANCTION, "de", "de")) == (
        "Wenn Sie ohne wichtigen Grund nicht zum Termin kommen, wird Ihr Bürgergeld um 10 % des Regelbedarfs gekürzt "
        "(56,30 € im Monat). "
        "Die Kürzung dauert 1 Monat."
    )
    assert frame_text("Der Arbeitnehmer erhält 30 Arbeitstage Urlaub.", "de", "de") == (
        "Der Arbeitnehmer bekommt 30 Arbeitstage Urlaub."
    )


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_language_says_the_examples_in_its_own_words(language: str) -> None:
    said = frame_text(ILL, language, "de")
    assert (said and "19" in said and "Krankheit" not in said) or language == "de"
    money = frame_text("Die Miete beträgt monatlich 850,00 EUR.", language, "de")
    assert "850" in money
    assert frame_text(INVITATION, language, "de").count("09:30") == 1


def test_every_language_has_every_frame_with_known_flags_and_figures() -> None:
    figures = {"date", "date2", "weekday", "time", "amount", "amount2", "percent", "percent_of", "period", "period2"}
    figures |= {"hours", "days", "weeks", "months", "years"}
    flags = set(_flags("de")) | set(_flags("en")) | OWNER_FLAGS  # "of_tenant": whose liability (frame_owner)
    english = _templates("en")
    for language in LANGUAGES:
        templates = _templates(language)
        assert templates.keys() == english.keys(), language
        for key, variants in templates.items():
            assert len(variants) == len(english[key]), (language, key)
            for (needs, template), (english_needs, _) in zip(variants, english[key], strict=True):
                assert needs == english_needs and needs <= flags, (language, key, template)
                assert placeholders(template) <= figures, (language, key, template)


@pytest.mark.parametrize(
    "text",
    [
        "Der Mieter hat keine Kaution zu leisten.",  # no figure: nothing to say but the quote
        "Die Kaution wird nach Ende des Mietverhältnisses mit Zinsen zurückgezahlt, spätestens nach 6 Monaten.",
        "Wir behandeln Ihre Daten vertraulich und geben sie nicht an Dritte weiter.",
        "Der Arbeitgeber kann das Arbeitsverhältnis mit einer Frist von vier Wochen kündigen.",  # one side only
        "Wenn Sie nicht zum Termin am 23.09.2025 erscheinen, kann das Folgen haben.",
        "Sie können der Verarbeitung Ihrer Daten jederzeit widersprechen; ein Widerspruch ist schriftlich möglich.",
        "Die Wohnung liegt im zweiten Obergeschoss und hat drei Zimmer, Küche und Bad.",
        # real wording that once fired a wrong frame
        "Der Arbeitnehmer erklärt sich mit einer Verlängerung seiner Arbeitszeit über die werktägliche Arbeitszeit "
        "von 8 Stunden und wöchentlich 48 Stunden hinaus einverstanden.",
        "Bezüglich Ihrer variablen Vergütung erhalten Sie eine Abschlagszahlung in Höhe von EUR 453,33 brutto monatlich.",
        "Jugendliche können den Dienst benutzen, wenn sie sich mit Einverständnis der Eltern registrieren.",
        "Über die Höhe des Einkommens ist strengste Verschwiegenheit zu bewahren.",
        "Wir räumen Ihnen eine beschränkte, nicht exklusive Lizenz zur Nutzung der Inhalte ein.",
        "Sie können Ihre Meldung jederzeit löschen.",
        "Wenn Sie Unterlagen mitbringen möchten, können Sie das gern tun.",
        "Den Personalausweis müssen Sie nicht mitbringen.",
        "Falls wir Änderungen an diesem Abschnitt zu Schiedsklausel und Verzicht auf Sammelklagen vornehmen, benachrichtigen wir dich.",
    ],
)
def test_where_no_frame_clearly_fits_nothing_is_said(text: str) -> None:
    assert frame_text(text, "en", "de") == ""


def test_a_sentence_with_two_dates_is_not_said_with_one_of_them() -> None:
    text = "Bitte erscheinen Sie auf unsere Einladung vom 01.09.2025 hin am 23.09.2025 im Jobcenter."
    assert frame_text(text, "en", "de") == ""


def test_two_figures_of_one_sentence_go_where_they_belong() -> None:
    text = "Die Miete beträgt 1.145,00 EUR monatlich; die Kaution beträgt 3.435,00 EUR."
    assert frame_text(text, "en", "de") == "The rent is €1,145.00 a month. The tenant must pay a deposit of €3,435.00."


def test_no_frame_a_reader_of_another_language_is_told_so_and_never_handed_the_original() -> None:
    text = "Die Wohnung liegt im zweiten Obergeschoss und hat drei Zimmer, Küche und Bad."
    english = offline_clause(text, "en", "property", "de").translation
    assert "The offline engine could not put this clause in plain words" in english
    assert "Die Wohnung" not in english
    # The reader of the document's own language still gets its most telling sentence, labelled as its words.
    assert offline_clause(text, "de", "property", "de").translation.startswith("Diese Klausel lautet: „Die Wohnung")
    duty = "Der Mieter muss im Winter für eine gleichmäßige Raumtemperatur sorgen."
    said = offline_clause(duty, "en", None, "de").translation
    # Whose duty it is can be said, first; what it is cannot, and the reader is told so after it.
    assert said.startswith("This clause sets a duty for the tenant.")
    assert "Der Mieter muss" not in said and "The offline engine could not" in said


def test_nothing_from_the_document_but_its_figures_enters_a_frame() -> None:
    said = frame_text(INVITATION + " " + ILL, "en", "de")
    words = set(re.findall(r"[A-Za-zÄÖÜäöüß]{4,}", said))
    assert not words & {"Jobcenter", "Zimmer", "Arbeitsunfähigkeitsbescheinigung", "Krankheit", "Termin"}


def test_clauses_of_one_letter_open_differently() -> None:
    openings = [offline_clause(t, "en", None, "de").translation.split(".")[0] for t in (INVITATION, ILL, SANCTION)]
    assert len(set(openings)) == 3


def test_a_frame_replaces_its_topic_sentence_and_a_binding_sentence_it_did_not_say_is_not_copied() -> None:
    from app.explain.offline import offline_clause

    clause = (
        "§ 3 Miete\nDie Nettokaltmiete beträgt monatlich 850,00 EUR. Die Miete ist monatlich im Voraus, spätestens "
        "am dritten Werktag eines Monats, auf das Konto des Vermieters zu zahlen."
    )
    said = offline_clause(clause, "en", "rent", "de").translation
    assert said.startswith("The rent is €850.00 a month.")
    assert "This clause sets the rent" not in said  # the topic's sentence would repeat the frame
    assert "Die Miete ist monatlich" not in said  # no original sentence for a reader of another language
    assert "1 month" not in said  # the third working day of a month is no period


def test_figures_a_clause_names_besides_its_frame_are_in_the_readers_format() -> None:
    """Dates and rates the offline engine lists are the reader's: "01.12.2026" and "10 Prozent" are
    "1 December 2026" and "10%" in English; a German reader of a German letter sees them as written."""
    clause = "Dieser Teil gilt ab dem 01.12.2026. Der Zuschlag beträgt 10 Prozent."
    english = offline_clause(clause, "en", None, "de").translation
    assert english.startswith("This clause names 10%, 1 December 2026."), english
    assert "01.12.2026" not in english and "Prozent" not in english
    german = offline_clause(clause, "de", None, "de").translation  # a quote of the document stays as written
    # The reader of the document's language: its own words first, then its figures as written.
    assert german.startswith("Diese Klausel sagt unter anderem: „Dieser Teil gilt ab dem 01.12.2026“"), german
    assert "Die Klausel nennt 10 Prozent" in german, german
    cut = next(text for text, said in GERMAN_DOCUMENTS if said.endswith("(Regelbedarf) for 1 month."))
    sanction = offline_clause(cut, "de", None, "de").translation
    assert "um 10 % des Regelbedarfs gekürzt" in sanction and "Prozent" not in sanction, (
        sanction
    )  # said once, not listed again


@pytest.mark.parametrize(
    ("text", "language", "written"),
    [
        ("Bitte äußern Sie sich bis zum 15.01.2027 schriftlich oder persönlich.", "de", False),
        ("Bitte äußern Sie sich bis zum 15.01.2027 persönlich oder schriftlich.", "de", False),
        ("Bitte äußern Sie sich bis zum 15.01.2027 schriftlich.", "de", True),
        ("Please reply by 15 January 2027 in writing or by telephone.", "en", False),
        ("Please reply by 15 January 2027 in writing.", "en", True),
    ],
)
def test_writing_as_one_way_among_others_is_no_written_form(text: str, language: str, written: bool) -> None:
    """ "schriftlich oder persönlich" leaves the choice to the reader: "reply in writing" would drop half of it."""
    assert ("written" in {name for name, rx in _flags(language).items() if rx.search(text)}) is written

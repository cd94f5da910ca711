"""Words of terms of service that the person rules took for names, each next to a real name in the same place.

Terms of service name almost no one. What the rules took for persons there: sentences in capitals
("FALLS DEIN ALTER ..."), a product the text repeats (a first name with many different words after
it, or a word repeated bare), countries in a list ("Spain, Israel"), a city after a street
("Street, San Francisco"), list letters ("M.   Disable"), headings, verbs asking the reader
("Senden Sie"), streets named after people. Each case is pinned with a sentence of our own; the
real name beside it must still go, so every test can fail both ways.
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize


def _out(text: str, language: str) -> str:
    return anonymize(text, language).text


def _kept(text: str, language: str, *words: str) -> str:
    out = _out(text, language)
    for word in words:
        assert word in out, (word, out)
    return out


def _removed(text: str, language: str, *words: str) -> str:
    out = _out(text, language)
    for word in words:
        assert word not in out, (word, out)
    assert "[PERSON_" in out, out
    return out


# -- places ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        ("en", "Under the laws of Spain, Israel and Korea, minors need a parent's consent.", ("Spain", "Israel")),
        ("en", "The service is offered to residents of Israel, France and Austria.", ("Israel", "France")),
        (
            "de",
            "Nach den Gesetzen in Spanien, Israel und Südkorea brauchen Kinder die Zustimmung.",
            ("Spanien", "Israel"),
        ),
        ("de", "Gerichtsstand ist Tel Aviv, Israel.", ("Aviv", "Israel")),
        (
            "es",
            "Según las leyes de España, Israel y Corea del Sur, los menores necesitan permiso.",
            ("Israel y Corea",),
        ),
        # Passed before too: guards the Portuguese form of the same list.
        ("pt", "Segundo as leis de Espanha, Israel e Coreia do Sul, os menores precisam de autorização.", ("Israel",)),
        ("fr", "Selon les lois en Espagne, Israël et Corée du Sud, les mineurs ont besoin d'un accord.", ("Espagne",)),
        ("it", "Il servizio è offerto nei seguenti paesi:\nArgentina\nCile\nPerù", ("Argentina", "Cile")),
        ("it", "Chiamate il numero verde (America del Nord) oppure il numero locale.", ("America del Nord",)),
        ("it", "Il servizio non è disponibile nelle seguenti località: Monte Athos, Isole Canarie.", ("Monte Athos",)),
        ("en", "Write to Example Inc., 651 Harlan Street, San Francisco, CA 94103.", ("San Francisco",)),
        (
            "de",
            "Wir schließen den Vertrag mit Example Inc., 651 Corliss Street, San Francisco, CA 94103, ab.",
            ("San",),
        ),
        ("en", "Our office is at 350 Pine Street, 2nd Floor, San Francisco, CA 94104.", ("Floor", "San Francisco")),
        ("en", "Write to 1199 Coleman Ave, San Jose, CA 95110.", ("San Jose",)),
        ("it", "Legge applicabile: Estonia, Hong Kong, Lettonia.", ("Estonia", "Hong Kong")),
        ("en", "Our Indian office: 1 Ravi Deshpande Rd, Pune 411001.", ("Ravi Deshpande",)),
    ],
)
def test_countries_cities_and_streets_stay(language: str, text: str, words: tuple[str, ...]) -> None:
    out = _kept(text, language, *words)
    assert "[PERSON_" not in out, out


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        ("en", "Signed for the seller: Kowalczyk, Anna, on 3 May.", ("Kowalczyk", "Anna")),
        ("de", "Teilnehmer: Kowalczyk, Tom und weitere.", ("Kowalczyk",)),
        ("es", "Firmado: García López, Begoña, en Madrid.", ("García",)),
        ("it", "Referente: Rossi, Giulia, ufficio acquisti.", ("Rossi",)),
        ("it", "Per il servizio clienti chiamate Giulia Marchetti al numero verde.", ("Marchetti",)),
        ("en", "Our Indian office is run by Ravi Deshpande, who answers every request.", ("Deshpande",)),
        ("en", "Jordan Peterson signed the order in London.", ("Peterson",)),
        ("es", "Firmado por Israel Gómez en Madrid.", ("Gómez",)),
    ],
)
def test_a_name_in_the_same_place_still_goes(language: str, text: str, words: tuple[str, ...]) -> None:
    _removed(text, language, *words)


def test_nouns_in_a_german_list_stay() -> None:
    _kept(
        "Sie können Inhalte, Nachrichten, Texte, Ton, Bilder, Anwendungen oder Codes hochladen.", "de", "Texte", "Ton"
    )
    _removed("Teilnehmer: Inhaber Kowalczyk, Tom, Lager und Versand.", "de", "Kowalczyk")


# -- sentences in capitals ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        (
            "de",
            "FALLS DEIN ALTER ZWISCHEN 13 UND 16 JAHREN LIEGT, BRAUCHST DU DIE ZUSTIMMUNG DEINER ELTERN.",
            ("ALTER",),
        ),
        ("de", "WIR HAFTEN NICHT FÜR DIE DARIN GENANNTEN INHALTE ODER FÜR DIE DARIN ENTHALTENEN LINKS.", ("DARIN",)),
        ("de", "BITTE LIES DIESE BEDINGUNGEN GENAU, BEVOR DU DEN DIENST NUTZT.", ("LIES",)),
        ("de", "DAHER BITTEN LESEN SIE DEN ABSCHNITT ÜBER DIE SCHIEDSVEREINBARUNG SORGFÄLTIG DURCH.", ("LESEN",)),
        (
            "it",
            "IN NESSUN CASO SAREMO RESPONSABILI PER DANNI INDIRETTI, ANCHE OVE ZETAPLUS SIA STATA INFORMATA "
            "DELLA POSSIBILITÀ DI TALI DANNI.",
            ("ZETAPLUS",),
        ),
    ],
)
def test_words_of_a_sentence_in_capitals_stay(language: str, text: str, words: tuple[str, ...]) -> None:
    _kept(text, language, *words)


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        ("de", "MARTINA KOWALCZYK\nTeamleitung Einkauf\nLindenweg 4, 04109 Leipzig", ("KOWALCZYK",)),
        ("it", "GIULIA MARCHETTI\nUfficio acquisti\nVia Roma 3, 40121 Bologna", ("MARCHETTI",)),
        ("en", "PRIYA RAMANATHAN\nHead of Purchasing\n12 Church Lane, Leeds", ("RAMANATHAN",)),
    ],
)
def test_a_name_in_capitals_on_its_own_line_still_goes(language: str, text: str, words: tuple[str, ...]) -> None:
    _removed(text, language, *words)


# -- products and companies the document repeats ------------------------------------------------

_LEO_PRODUCTS = (
    "Leo Search finds pages for you. Leo Maps shows the way and Leo Drive keeps your files. "
    "Your use of Leo Maps is governed by these terms. Leo Rewards are points, Leo Translator "
    "translates texts. Visit Leo.com or ask Leo for help. Leo and its partners may show ads."
)


def test_a_first_name_the_document_uses_for_a_product_line_stays() -> None:
    out = _kept(_LEO_PRODUCTS, "en", "Leo Search", "Leo Maps", "Leo Drive", "Leo Rewards", "Leo.com")
    assert "[PERSON_" not in out, out


def test_a_person_with_that_first_name_still_goes() -> None:
    text = "Leo Hartmann signed the order. We sent Leo Hartmann the invoice. Leo Hartmann paid it."
    out = _removed(text, "en", "Hartmann", "Leo")
    assert out.count("[PERSON_1]") == 3, out


def test_a_product_first_name_before_german_nouns_stays() -> None:
    text = (
        "Leo Seiten zeigen Ergebnisse. Leo Karten zeigen Wege. Leo Suche findet Inhalte. Die Leo App ist "
        "kostenlos, und Leo Konten sind persönlich. Leo Punkte verfallen nach einem Jahr, Leo Karten "
        "auch offline. Fragen zu Leo beantwortet die Hilfe."
    )
    out = _kept(text, "de", "Leo Seiten", "Leo Karten", "Leo Suche")
    assert "[PERSON_" not in out, out
    _removed("Herr Leo Hartmann schreibt uns. Wenn Leo Fragen hat, ruft er an.", "de", "Hartmann")


def test_one_first_name_for_two_people_is_no_product() -> None:
    text = (
        "Vermieterin: Wolf, Hans-Peter\nMieter: Hans-Peter Richter\n\nBitte überweisen Sie an Wolf, "
        "Hans-Peter, die Kaution.\n\nHans-Peter Wolf, Vermieterin\nHans-Peter Richter, Mieter\n"
        "Hans-Peter Kowalczyk, Zeuge"
    )
    _removed(text, "de", "Wolf", "Richter", "Kowalczyk", "Hans-Peter")


def test_a_german_first_name_before_a_noun_still_goes() -> None:
    _removed("Falls Jürgen Kopien benötigt, melden Sie sich.", "de", "Jürgen")


def _company_text(name_line: str) -> str:
    uses = " ".join(f"Zetaplus may change clause {n} at any time." for n in range(1, 12))
    return f"These terms apply between you and Zetaplus. {uses} {name_line}"


def test_a_word_repeated_bare_without_first_names_is_the_company() -> None:
    out = _kept(_company_text("The service Lia Zetaplus is for schools."), "en", "Lia Zetaplus")
    assert out.count("Zetaplus") == 13, out


def test_a_person_whose_surname_comes_back_bare_still_goes() -> None:
    text = (
        "Your contact is Lia Kowalczyk. Kowalczyk answers within two days; if Kowalczyk is away, write to the office."
    )
    out = _removed(text, "en", "Kowalczyk")
    assert out.count("[PERSON_1]") == 3, out


def test_solange_before_sie_is_a_conjunction() -> None:
    _kept("Wir dürfen Ihre Inhalte zeigen. Solange Sie das nicht widerrufen, gilt diese Erlaubnis.", "de", "Solange")
    _removed("Gestern hat Maria Angebote geschickt.", "de", "Maria")


# -- list letters, headings, verbs -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "words"),
    [
        ("en", "You may not:\nL.     Send mail without consent;\nM.   Disable the unsubscribe link;", ("Disable",)),
        ("it", "Non è consentito:\nL.     Inviare spam;\nM.   Disattivare il link di disiscrizione;", ("Disattivare",)),
    ],
)
def test_a_list_letter_before_a_wide_gap_is_no_title(language: str, text: str, words: tuple[str, ...]) -> None:
    _kept(text, language, *words)


def test_monsieur_before_a_name_still_goes() -> None:
    _removed("Nous avons écrit à M. Dupont le 3 mai.", "fr", "Dupont")


_PARAGRAPH = (
    "Sie verpflichten sich, die geltenden Ausfuhrgesetze einzuhalten und den Dienst nicht in Länder "
    "zu übertragen, in die er nicht geliefert werden darf."
)


def test_a_word_alone_between_blank_lines_is_a_heading() -> None:
    text = f"Das Kaufrecht der Vereinten Nationen ist auf diesen Vertrag nicht anzuwenden.\n\nExport\n\n{_PARAGRAPH}"
    _kept(text, "de", "Export")


def test_a_judges_surname_under_a_decision_still_goes() -> None:
    text = (
        "Die Kosten des Verfahrens trägt der Kläger, weil er unterlegen ist.\nKowalczyk\nDie Revision wird zugelassen."
    )
    _removed(text, "de", "Kowalczyk")


def test_a_verb_asking_the_reader_is_no_name() -> None:
    text = "Sie können per Brief kündigen (mit kurzer Begründung). Senden Sie das Schreiben an die Beispiel GmbH."
    _kept(text, "de", "Senden")


def test_an_english_ing_word_after_a_first_name_is_an_activity() -> None:
    _kept("Sites that are not allowed:\n●      File Hosting:  sites that only store files;", "en", "File Hosting")
    _removed("Contacts:\n●      Thomas Manning:  sales and orders;", "en", "Manning")

"""Whose liability a clause limits or excludes (issue 23, "who is bound"): the party named in the genitive ("die Haftung
des Arbeitnehmers", "the liability of the tenant", "la responsabilità del conduttore"), as a possessive ("unsere
Haftung", "the tenant's liability") or as the subject ("Der Arbeitnehmer haftet nur bis …"); where no party is named,
none is said, never the company by default. Sentences written for this test, both ways.

Also the frames that said a party's act whatever the sentence's subject (the reader's duty to keep a password safe, to
indemnify the provider): with the provider as the subject they are not said as the reader's."""

from __future__ import annotations

import pytest

from app.analysis.frames import frame_of, frame_owner
from app.analysis.statements import read_sentence
from app.explain.frames import figures, say_frame
from app.explain.say import say_statement

READERS = ("de", "en", "fr", "it", "es", "pt")

# (document language, category, sentence, the party whose liability it is)
NAMED = [
    ("de", "employment_contract", "Die Haftung des Arbeitnehmers ist auf 3.000 EUR begrenzt.", "employee"),
    ("de", "employment_contract", "Der Arbeitnehmer haftet nur bis zu einem Betrag von 2.500 EUR.", "employee"),
    ("de", "employment_contract", "Für leichte Versehen haftet der Arbeitnehmer höchstens bis 800 EUR.", "employee"),
    ("de", "employment_contract", "Die Haftung der Arbeitgeberin ist auf 10.000 EUR beschränkt.", "employer"),
    ("de", "rental_contract", "Die Haftung der Mieterin für Glasschäden ist auf 400 EUR beschränkt.", "tenant"),
    ("de", "rental_contract", "Die Haftung des Vermieters ist für Sachschäden ausgeschlossen.", "landlord"),
    ("de", "terms_and_conditions", "Die Haftung des Kunden ist auf 200 EUR begrenzt.", "customer"),
    ("de", "terms_and_conditions", "Unsere Haftung ist auf 1.000 EUR begrenzt.", "provider"),
    ("de", "terms_and_conditions", "Die Haftung des Verkäufers ist auf den Kaufpreis beschränkt.", "provider"),
    ("en", "rental_contract", "The liability of the tenant is limited to £600.", "tenant"),
    ("en", "rental_contract", "The landlord's liability is limited to £2,000.", "landlord"),
    ("en", "employment_contract", "The employee's total liability is limited to £1,500.", "employee"),
    ("en", "terms_and_conditions", "Our aggregate liability is limited to $50.", "provider"),
    ("en", "terms_and_conditions", "The Company's liability is limited to the fees you paid.", "provider"),
    ("it", "rental_contract", "La responsabilità del conduttore è limitata a 700 euro.", "tenant"),
    ("it", "terms_and_conditions", "La responsabilità dell'utente è limitata a 100 euro.", "user"),
    ("it", "terms_and_conditions", "La nostra responsabilità è limitata a 300 euro.", "provider"),
]


@pytest.mark.parametrize(("lang", "category", "sentence", "party"), NAMED)
def test_the_frame_takes_the_party_the_text_names(lang: str, category: str, sentence: str, party: str) -> None:
    found = frame_of(sentence, lang, category)
    assert found is not None and found[0] == "liability", found
    assert f"of_{party}" in found[2]
    assert {f for f in found[2] if f.startswith("of_")} == {f"of_{party}"}


# (document language, category, sentence): a liability limited or excluded, and no party named as its owner
NO_PARTY = [
    ("de", "employment_contract", "Die Haftung ist auf 5.000 EUR begrenzt."),
    ("de", "rental_contract", "Die Haftung für Schäden des Mieters ist auf 1.000 EUR beschränkt."),
    ("de", "terms_and_conditions", "Die Haftung für mittelbare Schäden ist ausgeschlossen."),
    ("en", "rental_contract", "Liability for damage to the tenant's belongings is limited to £300."),
    ("en", "terms_and_conditions", "The liability for indirect damage is limited to $20."),
    ("it", "rental_contract", "La responsabilità per i danni al conduttore è limitata a 500 euro."),
    # a party the kind of document does not have as its owner: "wir" in a lease, the shop's staff
    ("de", "rental_contract", "Unsere Haftung ist auf 1.000 EUR begrenzt."),
    ("de", "terms_and_conditions", "Die Haftung unserer Mitarbeiter ist auf 500 EUR beschränkt."),
]


@pytest.mark.parametrize(("lang", "category", "sentence"), NO_PARTY)
def test_no_party_named_no_party_said(lang: str, category: str, sentence: str) -> None:
    found = frame_of(sentence, lang, category)
    assert found is not None and found[0] == "liability", found
    assert not any(f.startswith("of_") for f in found[2]), found
    statement = read_sentence(sentence, lang, category)
    for reader, company in (("de", "Unternehmen"), ("en", "company")):
        said = say_statement(statement, sentence, reader, lang, category) if statement is not None else None
        assert said is None or company not in said, (reader, said)
        assert company not in (
            say_frame("liability", sentence, reader, found[2], figures(sentence, reader, lang)) or ""
        )


# (document language, category, sentence, German line, English line): as the reader sees it
SAID = [
    (
        "de",
        "employment_contract",
        "Die Haftung des Arbeitnehmers ist auf 5.000 EUR begrenzt.",
        "Die Haftung des Arbeitnehmers ist auf 5.000,00 € beschränkt.",
        "The employee's liability is limited to €5,000.00.",
    ),
    (
        "de",
        "employment_contract",
        "Der Arbeitnehmer haftet nur bis 5.000 EUR.",
        "Die Haftung des Arbeitnehmers ist auf 5.000,00 € beschränkt.",
        "The employee's liability is limited to €5,000.00.",
    ),
    (
        "de",
        "employment_contract",
        "Die Haftung ist auf 5.000 EUR begrenzt.",
        "Die Haftung ist auf 5.000,00 € beschränkt.",
        "Liability is limited to €5,000.00.",
    ),
    (
        "de",
        "terms_and_conditions",
        "Wir haften nicht für mittelbare Schäden.",
        "Das Unternehmen schließt seine Haftung für mittelbare Schäden und Folgeschäden aus.",
        "The company excludes its liability for indirect and consequential damage.",
    ),
    (
        "en",
        "rental_contract",
        "The liability of the tenant is limited to £600.",
        "Die Haftung des Mieters ist auf 600,00 £ beschränkt.",
        "The tenant's liability is limited to £600.00.",
    ),
    (
        "it",
        "rental_contract",
        "La responsabilità del conduttore è limitata a 700 euro.",
        "Die Haftung des Mieters ist auf 700,00 € beschränkt.",
        "The tenant's liability is limited to €700.00.",
    ),
]


@pytest.mark.parametrize(("lang", "category", "sentence", "german", "english"), SAID)
def test_the_reader_is_told_whose_liability_it_is(
    lang: str, category: str, sentence: str, german: str, english: str
) -> None:
    statement = read_sentence(sentence, lang, category)
    assert statement is not None
    assert (say_statement(statement, sentence, "de", lang, category) or "").replace("\xa0", " ") == german
    assert (say_statement(statement, sentence, "en", lang, category) or "").replace("\xa0", " ") == english


# Per reader language: the words that name the tenant and the company in a liability line.
TENANT = {
    "de": "Mieters",
    "en": "tenant",
    "fr": "locataire",
    "it": "conduttore",
    "es": "inquilino",
    "pt": "arrendatário",
}
COMPANY = {"de": "Unternehmen", "en": "company", "fr": "entreprise", "it": "azienda", "es": "empresa", "pt": "empresa"}


@pytest.mark.parametrize("reader", READERS)
def test_every_reader_language_says_the_owner_and_no_owner_without_the_company(reader: str) -> None:
    tenant = "Die Haftung des Mieters ist auf 900 EUR beschränkt."
    found = frame_of(tenant, "de", "rental_contract")
    assert found is not None
    said = say_frame("liability", tenant, reader, found[2], figures(tenant, reader, "de"))
    assert said is not None and TENANT[reader] in said and COMPANY[reader] not in said, said
    nobody = "Die Haftung ist auf 900 EUR beschränkt."
    found = frame_of(nobody, "de", "rental_contract")
    assert found is not None
    said = say_frame("liability", nobody, reader, found[2], figures(nobody, reader, "de"))
    assert said is not None and "900" in said and COMPANY[reader] not in said and TENANT[reader] not in said, said
    ours = "Unsere Haftung ist auf 900 EUR beschränkt."
    found = frame_of(ours, "de", "terms_and_conditions")
    assert found is not None
    said = say_frame("liability", ours, reader, found[2], figures(ours, reader, "de"))
    assert said is not None and COMPANY[reader] in said, said


def test_the_owner_is_the_genitive_of_the_liability_not_of_another_word() -> None:
    # "Schäden des Mieters": whose damage, not whose liability
    assert (
        frame_owner("liability", "Die Haftung für Schäden des Mieters ist beschränkt.", "de", "rental_contract") is None
    )
    # the first owner named with the liability is its owner; a party named later is the other side
    sentence = "Die Haftung des Vermieters gegenüber dem Mieter ist ausgeschlossen."
    assert frame_owner("liability", sentence, "de", "rental_contract") == "landlord"


# (document language, category, sentence): the provider as the subject of what the frame says of the reader
PROVIDER_DOES_IT = [
    ("de", "terms_and_conditions", "Wir sind verpflichtet, Ihre Zugangsdaten geheim zu halten."),
    ("de", "terms_and_conditions", "Der Anbieter verpflichtet sich, das Passwort des Nutzers geheim zu halten."),
    ("it", "terms_and_conditions", "Manleveremo l'utente da qualsiasi pretesa di terzi."),
    ("it", "terms_and_conditions", "Il fornitore manleva il cliente dalle pretese di terzi."),
]
# (document language, category, sentence, frame): the reader's own act, still said
READER_DOES_IT = [
    ("de", "terms_and_conditions", "Sie sind verpflichtet, Ihr Passwort geheim zu halten.", "account_security"),
    ("it", "terms_and_conditions", "L'utente si impegna a manlevare il fornitore da pretese di terzi.", "indemnify"),
    ("it", "terms_and_conditions", "Ti impegni a tenerci indenni da qualsiasi pretesa.", "indemnify"),
]


@pytest.mark.parametrize(("lang", "category", "sentence"), PROVIDER_DOES_IT)
def test_the_providers_act_is_not_said_as_the_readers(lang: str, category: str, sentence: str) -> None:
    statement = read_sentence(sentence, lang, category)
    assert statement is None or statement.action not in ("account_security", "indemnify"), statement
    for reader, you in (("de", "Sie müssen"), ("en", "you must")):
        said = say_statement(statement, sentence, reader, lang, category) if statement else None
        assert said is None or you.lower() not in said.lower(), said


@pytest.mark.parametrize(("lang", "category", "sentence", "frame"), READER_DOES_IT)
def test_the_readers_own_act_is_still_said(lang: str, category: str, sentence: str, frame: str) -> None:
    found = frame_of(sentence, lang, category)
    assert found is not None and found[0] == frame
    statement = read_sentence(sentence, lang, category)
    assert statement is not None and statement.action == frame

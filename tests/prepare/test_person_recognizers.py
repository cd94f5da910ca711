"""The person recognizers' rules, one row per case a rule was built for, in sentences written for these tests.

The code names categories (a title, a particle, a street word, a sentence in capitals); the rows show
the cases behind them. ``GONE``: the words must be replaced; ``KEPT``: the words must survive and, where
``no_person`` is set, nothing in the sentence may become a [PERSON].
"""

from __future__ import annotations

import pytest

from app.prepare.anonymize import anonymize
from app.prepare.pii.persons import by_first_name

# (case, language, text, words replaced, words kept)
GONE = [
    ("first names run into the surname", "de", "Gestern unterschrieb Lena Marie Hoffmann den Vertrag.", ["Lena", "Hoffmann"], ["Vertrag"]),
    ("an initial inside a name", "en", "The form was signed by Dr. Peter J. Ashworth yesterday.", ["Peter", "Ashworth"], ["form"]),
    ("a middle initial after a first name", "en", "The form was signed by Peter J. Ashworth yesterday.", ["Peter", "Ashworth"], ["form"]),
    ("a family name with a particle after a surname", "pt", "O Sr. João Carvalho da Silva assinou o contrato.", ["João", "Carvalho", "Silva"], ["assinou"]),
    ("a title before a first name and a listed surname", "fr", "M. Camille Lefèvre a signé le contrat.", ["Camille", "Lefèvre"], ["contrat"]),
    ("a surname in small letters after a title (OCR)", "de", "Herr Stefan müller, wohnhaft in Köln, widerspricht.", ["Stefan", "müller"], ["widerspricht"]),
    ("a surname wrapped to the next line", "de", "Vermieterin ist Frau Katharina\nBrandt, wohnhaft in Bonn.", ["Katharina", "Brandt"], ["Vermieterin"]),
    ("two family names", "es", "El Sr. Ramón Fernández Gutiérrez firmó el contrato.", ["Ramón", "Fernández", "Gutiérrez"], ["firmó"]),
    ("a particle inside a name", "pt", "O Sr. João da Silva assinou o contrato.", ["João", "Silva"], ["assinou"]),
    ("a Dutch particle after a title", "de", "Frau Anna van der Berg ist umgezogen.", ["Anna", "Berg"], ["umgezogen"]),
    ("a role label, the list ends before a room", "de", "Ansprechpartnerin: Lea Brandt, Raum 12", ["Lea", "Brandt"], ["Raum 12"]),
    ("a role word before a listed surname", "de", "Die Richterin Koch verlas das Urteil.", ["Koch"], ["Richterin", "Urteil"]),
    ("a representative after an office", "de", "Die Nordwerk AG, vertreten durch den Geschäftsführer Tom Albers, kündigt.", ["Tom", "Albers"], ["Nordwerk AG"]),
    ("an initial after a signature label", "en", "Signed: M. Ashworth", ["Ashworth"], ["Signed"]),
    ("surname, first name", "es", "Asistentes: Ortega Ruiz, Marisol y otros.", ["Ortega", "Marisol"], ["Asistentes"]),
    ("a name in capitals on its own line", "de", "ANNA BERGMANN\nLindenweg 3\n12345 Musterstadt", ["ANNA", "BERGMANN"], []),
    ("a first name alone later on", "de", "Anna Okafor zahlt pünktlich. Später rief Anna noch einmal an.", ["Anna", "Okafor"], ["pünktlich"]),
    ("a listed surname again, no article before it", "de", "Herr Koch kündigte. Koch zog danach aus.", ["Koch"], ["kündigte"]),
    ("a relative with a double surname", "de", "Seine Schwester Jana Meier-Oltmanns kam auch.", ["Jana"], ["Schwester"]),
    ("a party then a compound surname", "de", "Die Klägerin verklagt den Beklagten Rosenbaum auf Zahlung.", ["Rosenbaum"], ["Beklagten", "Zahlung"]),
    ("a human-rights case introduced in running text", "de", "Im Verfahren Demir und Baykara v. Türkei ging es um Beamte.", ["Demir", "Baykara"], ["Türkei"]),
    ("a judge's surname before the next sentence", "de", "Der Senat hat entschieden.\nBrandhorst Die Revision ist begründet.", ["Brandhorst"], ["Revision"]),
    ("a name after a title and an office", "de", "Sehr geehrte Frau Ministerin Albrecht, danke für Ihre Antwort.", ["Albrecht"], ["Ministerin"]),
    ("a person named like a company, titled", "de", "Die Rexholt GmbH gehört Herrn Rexholt; Herr Rexholt ist Geschäftsführer.", ["Herrn Rexholt", "Herr Rexholt"], []),
    ("a person, then an institution later in the sentence", "de", "Der Kläger Jonas Kleebach besuchte die Schule.", ["Jonas", "Kleebach"], ["Schule"]),
    ("a party's initial again, alone", "de", "Der Kläger K. klagte. Danach verlangte K. Zahlung.", ["K."], ["Zahlung"]),
    ("a doctor-engineer's name", "de", "Das Gutachten erstellte Dr.-Ing. Jens Albers aus Kassel.", ["Jens", "Albers"], ["Kassel"]),
    ("a surname that is a legal status, after a title", "de", "Herr Kaufmann hat die Ware nicht abgeholt.", ["Kaufmann"], ["Ware"]),
    ("a party, then a frequent first name and a surname", "de", "Der Kläger Hans Wendrich verlangt Schadensersatz.", ["Hans", "Wendrich"], ["Kläger", "Schadensersatz"]),
    ("a person discussed many times, introduced by a party word", "de", "Der Kläger Hans Wendrich verlangt Geld.\n" + "Wendrich trug vor, er sei krank gewesen. Das Gericht folgte Wendrich nicht.\n" * 7, ["Wendrich"], ["Gericht folgte"]),
    ("a German first name the shared list leaves out as an English word", "de", "Gestern unterschrieb Christian Wendrich den Vertrag.", ["Christian", "Wendrich"], ["Vertrag"]),
    ("a surname after a verb, an institution two words back", "de", "Herr Wendrich klagte. Das Gericht folgte Wendrich nicht.", ["Wendrich"], ["Gericht"]),
]  # fmt: skip

# (case, language, text, words kept, no [PERSON] in the result)
KEPT = [
    ("a particle before a word of the language ends the name", "pt", "O Sr. João Carvalho do Distrito Federal assinou.", ["do Distrito Federal"], False),
    ("a noun surname after an article is the noun", "de", "Herr Koch kündigte. Der Koch des Hotels blieb.", ["Der Koch"], False),
    ("a surname inside a company's name", "de", "Die Kanzlei Koch & Bauer GmbH vertritt ihn.", ["Koch & Bauer GmbH"], True),
    ("the same first name as an English adjective", "en", "We share Christian values with the Christian Science Monitor.", ["Christian values", "Christian Science"], True),
    ("a surname again, right after an institution's word", "de", "Herr Koch klagte. Die Hausverwaltung Koch antwortete.", ["Hausverwaltung Koch"], False),
    ("a party, then a noun", "de", "Damit bekam der Kläger Recht.", ["Kläger Recht"], True),
    ("a street named after a person", "en", "We meet on Thomas Jefferson Street at noon.", ["We meet on"], True),
    ("a list letter before a wide gap, no title", "en", "M.   Delete old backups every month.", ["Delete"], True),
    ("a sentence in capitals", "de", "FALLS DU JÜNGER ALS 16 JAHRE BIST, BRAUCHST DU DIE ZUSTIMMUNG DEINER ELTERN.", ["ZUSTIMMUNG"], True),
    ("a first name that is a word, before a word", "en", "The Rose Garden opens in May.", ["Rose Garden"], True),
    ("an English -ing word after a first name", "de", "Für Musik nutzen wir Ella Streaming.", ["Streaming"], False),
    ("a listed surname that is a frequent noun", "de", "Der Urlaub beträgt 30 Tage.", ["Urlaub"], True),
    ("a verb asking the reader", "de", "Das dauert lange. Wissen Sie, warum?", ["Wissen Sie"], True),
    ("a compound legal noun after a party role", "de", "Der Kläger verlangt von der Beklagten Schadensersatz wegen des Unfalls.", ["Beklagten Schadensersatz"], True),
    ("a compound legal noun after a party role, then again", "de", "Die Beklagte Schadensersatz? Die Kammer sprach Schadensersatz zu.", ["Beklagte Schadensersatz", "sprach Schadensersatz"], True),
    ("a compound legal noun at a line start before a sentence", "de", "Die Frist lief ab.\nSchadensersatz Die Revision hat Erfolg.", ["Schadensersatz Die"], True),
    ("a work cited after an abbreviation", "de", "Das Wort meint etwas anderes (vgl. Duden Das Herkunftswörterbuch, 6. Aufl., S. 412).", ["Duden"], True),
    ("a country after a slash in a case name", "de", "So schon der Gerichtshof (EGMR, Nr. 12345/10, Vinterberg / Großbritannien, Rn. 12).", ["Großbritannien"], False),
    ("a formally cited human-rights case", "de", "Zur Unabhängigkeit vgl. EGMR, Oleksandr Wolkow v. Ukraine, Urteil vom 9. Januar 2013.", ["Oleksandr Wolkow v. Ukraine"], True),
    ("a brand with a title in its name", "de", "Streitig ist die Eintragung der Marke Dr. Brinkhaus für Backwaren.", ["Dr. Brinkhaus"], True),
    ("a company named after its founder", "de", "Die Firma Karl Brinkhaus stellt Backwaren her.", ["Karl Brinkhaus"], True),
    ("a count before a unit that is a first name", "de", "Der Zug fuhr mit 20 Min Verspätung ab.", ["20 Min Verspätung"], True),
    ("a first name that is a word, after a determiner", "de", "Danach litt er an einer Art Amnesie.", ["Art Amnesie"], True),
    ("an office after a title, no name", "de", "Sehr geehrter Herr Bürgermeister, danke für die Einladung.", ["Herr Bürgermeister"], True),
    ("an office after a title, no name", "en", "Thank you, Mr President, for the invitation.", ["Mr President"], True),
    ("a company named after a person, then an institution's word", "en", "She joined Walter Pryce Associates in 2019.", ["Walter Pryce Associates"], True),
    ("a club's abbreviation before a founder's name", "de", "Am Sonntag verlor der FC Carl Zeiss Jena knapp.", ["Carl Zeiss"], True),
    ("a maker's compound before a brand", "de", "Die Webseite des Motorradherstellers Harley Davidson zeigt neue Modelle.", ["Harley Davidson"], True),
    ("a compound for a publishing group before its founder's name", "de", "Die Verlagsgruppe Georg Lindqvist übernahm den Titel.", ["Georg Lindqvist"], True),
    ("a legal status after a party word (§ 1 HGB)", "de", "Ist der Besteller Kaufmann, gilt als Gerichtsstand unser Sitz.", ["Kaufmann"], True),
    ("a case name in the European courts' citation form", "de", "So schon EuGH, Urteil vom 6. November 2003, Lindqvist, C-101/01, Rn. 27.", ["Lindqvist"], True),
    ("a case name after a European case number", "de", "So schon EuGH 6. November 2003 - C-101/01 - Lindqvist, Rn. 27.", ["Lindqvist"], True),
    ("a business named after its founder, its kind after the name", "de", "Die Ware kam von der Jonas Kleebach Holzhandlung.", ["Jonas Kleebach"], True),
    ("a construction company named after its founder", "de", "Geklagt hat die Walter Kleebach Bau-AG.", ["Walter Kleebach"], True),
    ("a department store named after its founder", "de", "Sie kaufte im Kaufhaus Ludwig Kleebach ein.", ["Ludwig Kleebach"], True),
    ("a company with a doctor-engineer in its name", "de", "Geklagt hat die Dr. Ing. h.c. J. Kleebach AG.", ["Kleebach"], True),
    ("a company's name said alone after its legal form", "de", "Die Klägerin war bei der Ostermeier GmbH angestellt. Ostermeier kündigte ihr fristlos.", ["Ostermeier kündigte"], True),
    ("a company's name said alone after a word for a company", "de", "Er arbeitete für die Firma Rexholt. Rexholt zahlte den Lohn nicht.", ["Rexholt zahlte"], True),
    ("a school named after a person, no hyphens", "de", "Sie unterrichtet am Theodor Lindqvist Gymnasium in Kassel.", ["Theodor Lindqvist"], True),
    ("an institute named after a person, one hyphen", "de", "Das Jonas Kleebach-Institut veröffentlichte Zahlen.", ["Jonas Kleebach"], True),
    ("a party's initial again inside a company's name", "de", "Der Kläger K. ist Gesellschafter der K. & S. Steuerberatungsgesellschaft mbH.", ["K. & S. Steuer"], False),
    ("a party's initial again before a legal form", "de", "Der Kläger K. schloss mit der K. GmbH einen Vertrag.", ["K. GmbH"], False),
    ("a legal status as the predicate", "de", "Der Gerichtsstand ist unser Sitz, wenn Sie Kaufmann sind.", ["Kaufmann"], True),
]  # fmt: skip

# A first name the document uses as a product line, with many different words after it.
PRODUCT_LINE = " ".join(
    f"Mit Luna {p} geht das." for p in ("Maps", "Search", "Mail", "Drive", "Maps", "Search", "Mail", "Drive", "Photos")
)


@pytest.mark.parametrize(("case", "language", "text", "gone", "kept"), GONE, ids=[r[0] for r in GONE])
def test_a_name_behind_each_rule_is_replaced(
    case: str, language: str, text: str, gone: list[str], kept: list[str]
) -> None:
    result = anonymize(text, language).text
    for word in gone:
        assert word not in result, (case, word, result)
    for word in kept:
        assert word in result, (case, word, result)


@pytest.mark.parametrize(("case", "language", "text", "kept", "no_person"), KEPT, ids=[r[0] for r in KEPT])
def test_what_only_looks_like_a_name_stays(
    case: str, language: str, text: str, kept: list[str], no_person: bool
) -> None:
    result = anonymize(text, language).text
    for word in kept:
        assert word in result, (case, word, result)
    if no_person:
        assert "[PERSON_" not in result, (case, result)


def test_a_first_name_used_for_a_product_line_stays() -> None:
    result = anonymize(PRODUCT_LINE, "de").text
    assert "[PERSON_" not in result and result.count("Luna") == 9, result


def test_a_middle_initial_is_one_space_away_not_in_the_next_column() -> None:
    text = "Es zeichnen Peter J. Ashworth und\nJonas\t\t\tK. Brandt."
    spans = [text[f.start : f.end] for f in by_first_name(text, "de")]
    assert "Peter J. Ashworth" in spans and not any("\t" in s for s in spans), spans

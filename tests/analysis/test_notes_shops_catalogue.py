"""Shops' terms (AGB-DE): the catalogue of what the law forbids in a shop's terms towards consumers, kind by kind.

Written from the statutes (§§ 308, 309 BGB; §§ 355-357a on withdrawal; §§ 474-477 on consumer sales; § 38 ZPO;
Art. 6 Rome I; § 307 Abs. 1 S. 2 with § 312e on costs not named), not from any corpus: every sentence is our own.
Per kind three wordings that must get the kind's note (any of the note keys the project has for the kind) and at
least three that must not: the statutory default, the variant in the customer's favour, the clause limited to
traders (these rules are consumer law) and the neighbouring kind. Run against the rules before s28, 19 of the 90
wordings that must get a note got none and none of the silent ones fired; a wording no clause of AGB-DE's dev half
supports gets its note as background ("unusual", ``Rule.statute``), which this table counts as the kind's note.
"""

from __future__ import annotations

import re

import pytest

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, find_shop_notes
from app.config import LANGUAGES
from app.explain.notes_say import say_note as render

Kind = tuple[tuple[str, ...], list[str], list[str]]  # the kind's note keys, fires, silent

SET_OFF = ("shops_set_off_excluded", "shops_set_off", "shops_set_off_undisputed")
LIABILITY = ("shops_liability", "shops_liability_body")

CATALOGUE: dict[str, Kind] = {
    "308_1_acceptance": (
        ("shops_acceptance_period",),
        [
            "Der Kaufvertrag kommt erst zustande, wenn wir die bestellte Ware an Sie versenden.",
            "Wir können Ihre Bestellung durch eine Auftragsbestätigung oder durch Auslieferung der Ware annehmen.",
            "Ihre Bestellung gilt als angenommen, sobald wir die Artikel an Sie verschickt haben.",
        ],
        [
            "Der Vertrag kommt mit unserer Auftragsbestätigung zustande, die Sie spätestens zwei Werktage nach der "
            "Bestellung per E-Mail erhalten.",  # a determined, short period
            "Mit dem Klick auf den Button „Zahlungspflichtig bestellen“ kommt der Kaufvertrag sofort zustande.",
            "Ist der Kunde Unternehmer, nehmen wir sein Angebot durch Lieferung der Ware an.",  # traders only
            "Die Lieferung erfolgt innerhalb von drei Werktagen nach Vertragsschluss.",  # neighbour: delivery
        ],
    ),
    "308_1_delivery": (
        ("shops_delivery_time",),
        [
            "Angaben zu Lieferfristen sind unverbindlich.",
            "Wir liefern, sobald die bestellte Ware bei uns wieder verfügbar ist.",
            "Ein Liefertermin ist nur verbindlich, wenn wir ihn ausdrücklich bestätigt haben.",
        ],
        [
            "Die Lieferzeit beträgt drei bis fünf Werktage.",  # a determined period
            "Der im Angebot genannte Liefertermin ist verbindlich.",  # in the customer's favour
            "Für Unternehmer sind angegebene Lieferfristen unverbindlich.",  # traders only
            "Unsere Preisangaben im Katalog sind unverbindlich.",  # neighbour: prices
        ],
    ),
    "308_3_withdrawal_without_reason": (
        ("shops_reservation",),
        [
            "Wir behalten uns vor, bereits bestätigte Bestellungen jederzeit zu stornieren.",
            "Der Verkäufer ist berechtigt, ohne Angabe von Gründen vom Vertrag zurückzutreten.",
            "Wir sind berechtigt, vom Vertrag zurückzutreten, wenn die Ware nicht verfügbar ist.",
        ],
        [
            "Sie können Ihre Bestellung bis zum Versand kostenlos stornieren.",  # the customer's right
            "Wir sind berechtigt, vom Vertrag zurückzutreten, wenn die Ware nicht verfügbar ist; in diesem Fall "
            "informieren wir Sie unverzüglich und erstatten bereits geleistete Zahlungen sofort.",  # § 308 Nr. 8
            "Gegenüber Unternehmern behalten wir uns den Rücktritt vom Vertrag jederzeit vor.",  # traders only
            "Wir behalten uns vor, Bestellungen vor Vertragsschluss abzulehnen.",  # neighbour: no contract yet
        ],
    ),
    "308_4_change_of_performance": (
        ("shops_substitute", "shops_reservation"),
        [
            "Wir behalten uns vor, statt der bestellten Ware einen gleichwertigen Artikel zu liefern.",
            "Ist ein Artikel vergriffen, senden wir Ihnen ein vergleichbares Modell eines anderen Herstellers.",
            "Wir behalten uns vor, Farbe und Material der bestellten Ware nach Vertragsschluss zu ändern.",
        ],
        [
            "Ist ein Artikel vergriffen, liefern wir ein Ersatzprodukt nur mit Ihrer vorherigen Zustimmung.",
            "Wir liefern die Ware in der bestellten Farbe und Ausführung.",  # the statutory default
            "Gegenüber Unternehmern sind wir berechtigt, gleichwertige Ersatzartikel zu liefern.",  # traders only
            "Im Rahmen der Nacherfüllung liefern wir Ihnen einen gleichwertigen neuen Artikel.",  # neighbour: cure
        ],
    ),
    "308_5_deemed_declaration": (
        ("shops_declaration", "shops_declaration_changes"),
        [
            "Widerspricht der Kunde einer Änderung dieser AGB nicht innerhalb von zwei Wochen, gilt sie als angenommen.",
            "Schweigt der Kunde auf unser geändertes Angebot, gilt dies als seine Zustimmung.",
            "Nimmt der Kunde die gelieferte Ware ohne Widerspruch an, gilt die Lieferung als genehmigt.",
        ],
        [
            "Änderungen dieser AGB werden nur wirksam, wenn Sie ihnen ausdrücklich zustimmen.",  # favour
            "Ist der Kunde Unternehmer, gilt sein Schweigen auf eine Änderung als Zustimmung.",  # traders only
            "Sie können Ihrer Einwilligung in den Newsletter jederzeit widersprechen.",  # neighbour: data protection
        ],
    ),
    "308_6_deemed_receipt": (
        ("shops_receipt_fiction",),
        [
            "Eine Erklärung von uns gilt drei Tage nach ihrer Absendung als dem Kunden zugegangen.",
            "Mitteilungen an die zuletzt genannte E-Mail-Adresse gelten als zugestellt.",
            "Die Zustellung einer Kündigung gilt mit der Aufgabe zur Post als bewirkt.",
        ],
        [
            "Eine Erklärung von uns wird wirksam, wenn sie Ihnen zugeht.",  # the statutory default (§ 130 BGB)
            "Zur Wahrung der Frist genügt die rechtzeitige Absendung Ihres Widerrufs.",  # the customer's declaration
            "Gegenüber Unternehmern gelten Erklärungen drei Tage nach Absendung als zugegangen.",  # traders only
            "Die Ware gilt mit der Übergabe an Sie als geliefert.",  # neighbour: goods, not a declaration
        ],
    ),
    "309_1_price_increase": (
        ("shops_price_increase",),
        [
            "Es gilt der am Tag der Lieferung gültige Listenpreis.",
            "Wir sind berechtigt, den Kaufpreis nach Vertragsschluss bei gestiegenen Einkaufspreisen anzupassen.",
            "Steigen zwischen Bestellung und Lieferung unsere Kosten, dürfen wir den Preis entsprechend erhöhen.",
        ],
        [
            "Es gilt der Preis, der bei der Bestellung angezeigt wird.",  # the agreed price
            "Bei Lieferungen, die vereinbarungsgemäß später als vier Monate nach Vertragsschluss erfolgen, dürfen wir "
            "den Preis anpassen.",  # the statute's own limit
            "Gegenüber Unternehmern gilt der am Tag der Lieferung gültige Listenpreis.",  # traders only
            "Sinkt der Preis vor der Lieferung, berechnen wir Ihnen den niedrigeren Preis.",  # in the customer's favour
        ],
    ),
    "309_2_retention_excluded": (
        SET_OFF,
        [
            "Ein Zurückbehaltungsrecht steht dem Kunden nicht zu.",
            "Die Ausübung eines Zurückbehaltungsrechts durch den Käufer ist ausgeschlossen.",
            "Der Kunde verzichtet auf die Geltendmachung von Zurückbehaltungsrechten.",
        ],
        [
            "Ein Zurückbehaltungsrecht kann der Kunde nur wegen Ansprüchen aus demselben Vertragsverhältnis ausüben.",
            "Ist der Kunde Unternehmer, ist ein Zurückbehaltungsrecht ausgeschlossen.",  # traders only
            "Bis zur vollständigen Bezahlung bleibt die Ware unser Eigentum.",  # neighbour: retention of title
        ],
    ),
    "309_3_set_off_excluded": (
        SET_OFF,
        [
            "Die Aufrechnung mit Gegenforderungen ist ausgeschlossen.",
            "Der Kunde ist zur Aufrechnung nicht berechtigt.",
            "Der Kunde kann nur mit rechtskräftig festgestellten Forderungen aufrechnen.",
        ],
        [
            "Der Kunde kann mit eigenen Forderungen gegen unsere Forderungen aufrechnen.",  # the statutory default
            "Ist der Kunde Unternehmer, ist die Aufrechnung ausgeschlossen.",  # traders only
            "Der Rechnungsbetrag ist innerhalb von 14 Tagen ohne Abzug zu zahlen.",  # neighbour: payment
        ],
    ),
    "309_5_lump_sum": (
        ("shops_payment_lump_sum",),
        [
            "Bei Annahmeverweigerung berechnen wir eine Pauschale von 15 Euro.",
            "Für jede Mahnung erheben wir eine Mahngebühr von 10 €.",
            "Tritt der Kunde unberechtigt vom Vertrag zurück, schuldet er pauschal 25 % des Kaufpreises als "
            "Schadensersatz.",
        ],
        [
            "Für jede Mahnung erheben wir 2,50 €; dem Kunden bleibt der Nachweis gestattet, dass ein Schaden nicht "
            "oder in geringerer Höhe entstanden ist.",  # the counter-proof allowed
            "Im Verzug schuldet der Kunde Verzugszinsen in gesetzlicher Höhe.",  # the statutory default
            "Gegenüber Unternehmern berechnen wir bei Annahmeverweigerung eine Pauschale von 15 Euro.",  # traders
            "Die Versandkosten betragen 4,90 Euro je Bestellung.",  # neighbour: the price of shipping
        ],
    ),
    "309_6_penalty": (
        ("shops_payment_lump_sum",),
        [
            "Für den Fall des Zahlungsverzugs wird eine Vertragsstrafe von 50 Euro vereinbart.",
            "Nimmt der Kunde die bestellte Ware nicht ab, hat er eine Vertragsstrafe in Höhe von 20 % des Kaufpreises "
            "zu zahlen.",
            "Bei einem unberechtigten Rücktritt vom Vertrag zahlt der Besteller eine Strafe von 100 €.",
        ],
        [
            "Gerät der Kunde in Zahlungsverzug, schuldet er Zinsen in Höhe von fünf Prozentpunkten über dem "
            "Basiszinssatz.",  # the statutory default (§ 288 Abs. 1 BGB)
            "Gegenüber Unternehmern ist bei Zahlungsverzug eine Vertragsstrafe von 50 Euro verwirkt.",  # traders
            "Bei Verstoß gegen diese Nutzungsregeln kann der Zugang zu unserem Forum gesperrt werden.",  # neighbour
        ],
    ),
    "309_7_liability": (
        LIABILITY,
        [
            "Wir haften nur für Vorsatz und grobe Fahrlässigkeit.",
            "Eine Haftung für Schäden jeder Art ist ausgeschlossen.",
            "Unsere Haftung ist auf den Kaufpreis der gelieferten Ware beschränkt.",
        ],
        [
            "Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie "
            "für Vorsatz und grobe Fahrlässigkeit; im Übrigen ist die Haftung für leichte Fahrlässigkeit "
            "ausgeschlossen, soweit keine wesentliche Vertragspflicht verletzt ist.",  # the carve-outs kept
            "Wir haften nach den gesetzlichen Vorschriften.",  # the statutory default
            "Ist der Kunde Unternehmer, haften wir nicht für leichte Fahrlässigkeit.",  # traders only
            "Für Schäden, die der Kunde durch unsachgemäße Montage selbst verursacht, haften wir nicht.",  # his fault
        ],
    ),
    "309_8_warranty_excluded": (
        ("shops_warranty_rights",),
        [
            "Die Gewährleistung ist ausgeschlossen.",
            "Für Sonderposten ist jegliche Gewährleistung ausgeschlossen.",
            "Mängelansprüche des Käufers erlöschen, wenn die Verpackung geöffnet wurde.",
        ],
        [
            "Es gelten die gesetzlichen Gewährleistungsrechte.",  # the statutory default
            "Wir verlängern die Gewährleistung für alle Möbel freiwillig auf drei Jahre.",  # in the customer's favour
            "Ist der Kunde Unternehmer, ist die Gewährleistung für gebrauchte Waren ausgeschlossen.",  # traders only
            "Die Abtretung von Mängelansprüchen an Dritte ist ausgeschlossen.",  # neighbour: assignment
        ],
    ),
    "309_8_limited_to_cure": (
        ("shops_warranty_remedies",),
        [
            "Die Gewährleistung beschränkt sich auf Nachbesserung oder Ersatzlieferung.",
            "Der Kunde hat bei Mängeln nur einen Anspruch auf Ersatzlieferung.",
            "Ein Rücktritt vom Kaufvertrag oder eine Minderung des Kaufpreises wegen Mängeln ist ausgeschlossen.",
        ],
        [
            "Schlägt die Nacherfüllung fehl, kann der Kunde vom Vertrag zurücktreten oder den Kaufpreis mindern.",
            "Gegenüber Unternehmern beschränkt sich die Gewährleistung auf Nachbesserung.",  # traders only
            "Das Widerrufsrecht ist bei versiegelten Datenträgern ausgeschlossen, wenn die Versiegelung entfernt "
            "wurde.",  # neighbour: withdrawal
        ],
    ),
    "309_8_costs_of_cure": (
        ("shops_warranty_rights",),
        [
            "Die Kosten der Rücksendung mangelhafter Ware trägt der Kunde.",
            "Bei Reklamationen trägt der Käufer die Versandkosten für die Einsendung.",
            "Die Kosten der Nacherfüllung trägt der Besteller.",
        ],
        [
            "Die Kosten der Nacherfüllung, auch der Rücksendung mangelhafter Ware, tragen wir.",  # the default
            "Ist der Kunde Unternehmer, trägt er die Kosten der Rücksendung mangelhafter Ware.",  # traders only
            "Im Fall des Widerrufs trägt der Kunde die unmittelbaren Kosten der Rücksendung.",  # neighbour: § 357
        ],
    ),
    "309_8_notice_period": (
        ("shops_defect_notice",),
        [
            "Offensichtliche Mängel sind innerhalb einer Woche nach Erhalt anzuzeigen, sonst sind "
            "Gewährleistungsansprüche ausgeschlossen.",
            "Transportschäden muss der Kunde binnen 24 Stunden melden.",
            "Spätere Reklamationen offensichtlicher Mängel sind ausgeschlossen.",
        ],
        [
            "Bitte melden Sie offensichtliche Transportschäden möglichst sofort dem Zusteller; Ihre gesetzlichen "
            "Gewährleistungsrechte bleiben davon unberührt.",  # a request, the rights kept
            "Mängel können Sie uns jederzeit innerhalb der gesetzlichen Verjährungsfrist melden.",  # the default
            "Ist der Kunde Kaufmann, hat er Mängel unverzüglich nach Ablieferung zu rügen.",  # traders (§ 377 HGB)
        ],
    ),
    "309_8_limitation_shortened": (
        ("shops_warranty_period",),
        [
            "Die Gewährleistungsfrist beträgt ein Jahr ab Lieferung.",
            "Mängelansprüche verjähren in zwölf Monaten.",
            "Für neue Waren gewähren wir eine Gewährleistung von sechs Monaten.",
        ],
        [
            "Die Verjährungsfrist für Mängelansprüche beträgt zwei Jahre ab Ablieferung.",  # the statutory default
            "Wir gewähren auf alle Möbel eine Gewährleistung von drei Jahren.",  # in the customer's favour
            "Gegenüber Unternehmern beträgt die Gewährleistungsfrist ein Jahr.",  # traders only
            "Die Widerrufsfrist beträgt vierzehn Tage.",  # neighbour: withdrawal
        ],
    ),
    "309_12_burden_of_proof": (
        ("shops_burden_of_proof", "shops_declaration"),
        [
            "Der Kunde hat nachzuweisen, dass der Mangel bereits bei Übergabe vorlag.",
            "Die Beweislast dafür, dass ein Mangel schon bei Lieferung bestand, trägt der Käufer.",
            "Der Kunde bestätigt mit seiner Bestellung, über sein Widerrufsrecht belehrt worden zu sein.",
        ],
        [
            "Zeigt sich innerhalb eines Jahres seit Gefahrübergang ein Mangel, wird vermutet, dass er bereits bei "
            "Gefahrübergang vorlag.",  # the statutory default (§ 477 Abs. 1)
            "Nach Ablauf des ersten Jahres nach Übergabe hat der Kunde nachzuweisen, dass der Mangel schon bei "
            "Übergabe vorlag.",  # the statute's own rule after the first year
            "Ist der Kunde Unternehmer, trägt er die Beweislast dafür, dass der Mangel bei Übergabe vorlag.",
        ],
    ),
    "309_13_form": (
        ("shops_written_form",),
        [
            "Mängelrügen bedürfen der Schriftform.",
            "Der Rücktritt ist per Einschreiben zu erklären.",
            "Reklamationen sind ausschließlich schriftlich per Brief an unsere Anschrift zu richten.",
        ],
        [
            "Mängel können Sie uns per E-Mail, telefonisch oder schriftlich mitteilen.",  # in the customer's favour
            "Kündigungen bedürfen der Textform.",  # the form the statute allows
            "Ist der Kunde Unternehmer, sind Mängelrügen schriftlich zu erheben.",  # traders only
            "Wir bestätigen Ihre Bestellung schriftlich per E-Mail.",  # neighbour: the seller's own notice
        ],
    ),
    "355_period_shorter": (
        ("shops_withdrawal",),
        [
            "Die Widerrufsfrist beträgt sieben Tage ab Erhalt der Ware.",
            "Sie können die Ware innerhalb von 10 Tagen nach Erhalt zurücksenden.",
            "Die Rückgabefrist beträgt lediglich eine Woche.",
        ],
        [
            "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie die Ware erhalten haben.",  # default
            "Wir gewähren freiwillig ein Rückgaberecht von 30 Tagen.",  # in the customer's favour
            "Unternehmern steht kein Widerrufsrecht zu.",  # traders only
            "Die Lieferzeit beträgt sieben Tage.",  # neighbour: delivery
        ],
    ),
    "357_packaging": (
        ("shops_withdrawal",),
        [
            "Die Rücksendung ist nur in der Originalverpackung möglich.",
            "Ein Widerruf ist nur möglich, wenn die Ware ungeöffnet ist.",
            "Retouren ohne Originaletikett werden nicht angenommen.",
        ],
        [
            "Bitte senden Sie die Ware möglichst in der Originalverpackung zurück; dies ist keine Voraussetzung für "
            "den Widerruf.",  # a request
            "Das Widerrufsrecht erlischt bei versiegelten Waren, die aus Gründen des Gesundheitsschutzes nicht zur "
            "Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde.",  # § 312g Abs. 2 Nr. 3
            "Gegenüber Unternehmern nehmen wir Ware nur in der Originalverpackung zurück.",  # traders only
            "Die Ware wird in der Originalverpackung des Herstellers versandt.",  # neighbour: delivery
        ],
    ),
    "357_return_costs": (
        ("shops_withdrawal",),
        [
            "Die Kosten der Hinsendung werden im Falle eines Widerrufs nicht erstattet.",
            "Im Fall des Widerrufs erstatten wir den Kaufpreis abzüglich der Versandkosten.",
            "Unfreie Rücksendungen werden nicht angenommen.",
        ],
        [
            "Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.",  # § 357 Abs. 5 BGB
            "Wir tragen die Kosten der Rücksendung.",  # in the customer's favour
            "Haben Sie eine teurere Lieferart als die günstigste Standardlieferung gewählt, erstatten wir die "
            "Mehrkosten im Fall des Widerrufs nicht.",  # § 357 Abs. 2 S. 2 BGB
            "Gegenüber Unternehmern erstatten wir bei Rücksendungen die Versandkosten nicht.",  # traders only
        ],
    ),
    "357a_value_loss": (
        ("shops_withdrawal",),
        [
            "Bei Rücksendung geöffneter Ware berechnen wir eine Wertminderung von pauschal 20 %.",
            "Das Widerrufsrecht erlischt, sobald die Ware benutzt wurde.",
            "Für getragene Kleidung ziehen wir bei der Rücksendung pauschal 30 Prozent vom Erstattungsbetrag ab.",
        ],
        [
            "Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur "
            "Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit "
            "ihnen zurückzuführen ist.",  # the statutory rule
            "Für die Prüfung der Ware dürfen Sie diese auspacken und anprobieren, ohne dass wir bei einem Widerruf "
            "etwas abziehen.",  # in the customer's favour
            "Gegenüber Unternehmern berechnen wir bei Rücksendung geöffneter Ware pauschal 20 % Wertminderung.",
        ],
    ),
    "357_refund": (
        ("shops_withdrawal",),
        [
            "Die Rückerstattung erfolgt innerhalb von 30 Tagen nach Eingang Ihres Widerrufs.",
            "Bei einem Widerruf erstatten wir den Kaufpreis ausschließlich als Gutschein.",
            "Statt einer Rückzahlung erhalten Sie nach einem Widerruf eine Gutschrift auf Ihr Kundenkonto.",
        ],
        [
            "Wir erstatten alle Zahlungen spätestens binnen vierzehn Tagen ab dem Tag, an dem die Mitteilung über "
            "Ihren Widerruf bei uns eingegangen ist.",  # the statutory default
            "Auf Ihren Wunsch erstatten wir den Betrag Ihrer Rücksendung als Gutschein mit einem Bonus von 10 %.",
            "Ist der Kunde Unternehmer, erstatten wir bei Rückgabe ausschließlich als Gutschein.",  # traders only
        ],
    ),
    "476_used_goods": (
        ("shops_warranty_period", "shops_warranty_rights"),
        [
            "Bei gebrauchten Artikeln beträgt die Gewährleistung sechs Monate.",
            "Für Gebrauchtwaren verjähren Mängelansprüche nach drei Monaten.",
            "Bei Gebrauchtwaren ist die Gewährleistung gegenüber allen Kunden ausgeschlossen.",
        ],
        [
            "Bei gebrauchten Waren beträgt die Verjährungsfrist ein Jahr; dies gilt nicht für Ansprüche wegen der "
            "Verletzung des Lebens, des Körpers oder der Gesundheit sowie bei Vorsatz und grober Fahrlässigkeit.",
            "Ist der Käufer Unternehmer, verkaufen wir gebrauchte Waren ohne Gewährleistung.",  # traders only
            "Auch für gebrauchte Waren gilt die gesetzliche Gewährleistungsfrist von zwei Jahren.",  # favour
        ],
    ),
    "475_transport_risk": (
        ("shops_transport_risk",),
        [
            "Die Gefahr geht mit der Übergabe der Ware an das Transportunternehmen auf den Kunden über.",
            "Der Versand erfolgt auf Gefahr des Käufers.",
            "Mit dem Verlassen unseres Lagers geht die Gefahr des zufälligen Untergangs auf den Besteller über.",
        ],
        [
            "Die Gefahr des zufälligen Untergangs geht erst mit der Übergabe der Ware an Sie über.",  # the statute
            "Ist der Kunde Unternehmer, geht die Gefahr mit der Übergabe an den Spediteur über.",  # traders only
            "Hat der Kunde das Transportunternehmen selbst beauftragt, geht die Gefahr mit der Übergabe an dieses "
            "über.",  # § 475 Abs. 2 BGB's own exception
            "Die Versandkosten trägt der Kunde.",  # neighbour: costs
        ],
    ),
    "38_zpo_jurisdiction": (
        ("shops_jurisdiction",),
        [
            "Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist Hamburg.",
            "Ausschließlich zuständig ist das Amtsgericht an unserem Sitz.",
            "Für Klagen gegen den Kunden sind die Gerichte am Sitz des Verkäufers zuständig.",
        ],
        [
            "Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches "
            "Sondervermögen, ist Gerichtsstand unser Sitz.",  # traders only
            "Für Klagen gegen Verbraucher ist das Gericht an ihrem Wohnsitz zuständig.",  # the statutory default
            "Hat der Kunde keinen allgemeinen Gerichtsstand in Deutschland, ist Gerichtsstand Berlin.",  # § 38 Abs. 2
            "Für diesen Vertrag gilt deutsches Recht.",  # neighbour: the applicable law
        ],
    ),
    "rome_i_choice_of_law": (
        ("shops_foreign_law", "shops_consumer_law_excluded"),
        [
            "Es gilt ausschließlich österreichisches Recht.",
            "Dieser Vertrag unterliegt dem Recht des Großherzogtums Luxemburg.",
            "Es gilt deutsches Recht; zwingende Verbraucherschutzvorschriften des Staates, in dem der Kunde seinen "
            "Wohnsitz hat, finden keine Anwendung.",
        ],
        [
            "Es gilt deutsches Recht; gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz "
            "zwingender Bestimmungen des Staates ihres gewöhnlichen Aufenthalts entzogen wird.",
            "Für Verträge mit Unternehmern gilt ausschließlich österreichisches Recht.",  # traders only
            "Die Verkäuferin ist eine nach luxemburgischem Recht gegründete Gesellschaft.",  # neighbour: the company
        ],
    ),
    "retention_extended": (
        ("shops_retention",),
        [
            "Die Ware bleibt bis zur Bezahlung aller Forderungen aus der Geschäftsbeziehung unser Eigentum.",
            "Wir behalten uns das Eigentum an der Ware bis zur Erfüllung sämtlicher Ansprüche gegen den Kunden vor.",
            "Es gilt ein erweiterter Eigentumsvorbehalt.",
        ],
        [
            "Die Ware bleibt bis zur vollständigen Bezahlung des Kaufpreises unser Eigentum.",  # the simple retention
            "Gegenüber Unternehmern behalten wir uns das Eigentum bis zur Begleichung aller Forderungen aus der "
            "laufenden Geschäftsbeziehung vor.",  # traders only
            "Das Eigentum an der Ware geht mit der Bezahlung auf Sie über.",  # in the customer's favour
        ],
    ),
    "307_costs_not_named": (
        ("shops_unnamed_costs",),
        [
            "Zusätzlich können sonstige Gebühren anfallen.",
            "Wir behalten uns vor, weitere Gebühren zu erheben.",
            "Etwaige Nebenkosten und sonstige Entgelte werden gesondert berechnet.",
        ],
        [
            "Zusätzlich fallen Versandkosten von 4,90 € an, die Ihnen vor der Bestellung angezeigt werden.",
            "Weitere Gebühren fallen nicht an.",  # in the customer's favour
            "Für Unternehmer können sonstige Gebühren anfallen.",  # traders only
            "Bei Zahlung per PayPal fallen keine Gebühren an.",  # neighbour: a means of payment
        ],
    ),
}

CASES = [(kind, text, True) for kind, (_, fires, _) in CATALOGUE.items() for text in fires] + [
    (kind, text, False) for kind, (_, _, silent) in CATALOGUE.items() for text in silent
]


def keys_for(text: str) -> set[str]:
    return {d.key for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de"))}


@pytest.mark.parametrize(("kind", "text", "fires"), CASES)
def test_catalogue(kind: str, text: str, fires: bool) -> None:
    keys = set(CATALOGUE[kind][0])
    assert bool(keys & keys_for(text)) is fires, keys_for(text)


def test_every_kind_has_three_wordings_each_way() -> None:
    assert all(len(fires) >= 3 and len(silent) >= 3 for _, fires, silent in CATALOGUE.values())


def drafts_for(text: str) -> dict[str, str]:
    return {d.key: d.kind for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de"))}


def test_a_wording_from_the_statute_alone_is_background_beside_the_wordings_the_dev_half_supports() -> None:
    # the same kind (§§ 357, 361 Abs. 2 BGB): a wording the calibration's count rests on, and one written from the statute
    assert drafts_for("Die Rücksendung ist nur in der Originalverpackung möglich.") == {
        "shops_withdrawal": "may_be_invalid"
    }
    assert drafts_for("Die Kosten der Hinsendung werden im Falle eines Widerrufs nicht erstattet.") == {
        "shops_withdrawal": "unusual"
    }
    # both in one clause: the supported wording speaks
    both = "Die Rücksendung ist nur in der Originalverpackung möglich. Die Kosten der Hinsendung erstatten wir nicht."
    assert drafts_for(both) == {"shops_withdrawal": "may_be_invalid"}


def test_a_short_withdrawal_period_counted_from_receipt_is_noted() -> None:
    """The exception for a refund counted from the goods' arrival (§ 357 Abs. 4 BGB) no longer silences a period
    shorter than the 14 days of § 355 Abs. 2 that starts with the same words."""
    assert drafts_for("Die Widerrufsfrist beträgt sieben Tage ab Erhalt der Ware.") == {
        "shops_withdrawal": "may_be_invalid"
    }
    assert drafts_for("Die Widerrufsfrist beträgt vierzehn Tage ab Erhalt der Ware.") == {}


def test_consumer_protection_excluded_in_so_many_words_is_its_own_note_in_every_language() -> None:
    (draft,) = find_shop_notes(
        ClauseView(
            "c1",
            "Es gilt deutsches Recht unter Ausschluss zwingender Verbraucherschutzvorschriften des Wohnsitzstaates.",
            None,
            CATEGORY,
            "de",
        )
    )
    assert (draft.key, draft.kind) == ("shops_consumer_law_excluded", "may_be_invalid")
    assert [d.file_number for d in draft.decisions] == ["C-191/15"]
    for language in LANGUAGES:
        text = render(draft, language).text
        assert "C-191/15" in text and "6" in text, language


def test_other_fees_not_named_cite_the_statute_on_costs_and_stay_background() -> None:
    (draft,) = find_shop_notes(ClauseView("c1", "Es können sonstige Gebühren anfallen.", None, CATEGORY, "de"))
    assert (draft.key, draft.kind) == ("shops_unnamed_costs", "unusual")
    assert [n.citation for n in draft.norms] == ["§ 312e BGB", "§ 307 Abs. 1 S. 2 BGB"]
    assert all(n.url and n.url.startswith("https://www.gesetze-im-internet.de/bgb/") for n in draft.norms)
    for language in LANGUAGES:
        assert "312e" in render(draft, language).text, language


def test_every_wording_of_the_catalogue_gets_a_note_that_names_a_statute_in_every_language() -> None:
    for keys, fires, _ in CATALOGUE.values():
        for text in fires:
            (draft,) = [d for d in find_shop_notes(ClauseView("c1", text, None, CATEGORY, "de")) if d.key in keys]
            assert draft.norms, text
            for language in LANGUAGES:
                assert re.search(r"§|\bart\.? ?\d", render(draft, language).text, re.IGNORECASE), (text, language)

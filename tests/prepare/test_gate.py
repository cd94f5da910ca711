"""The gate lets legal documents through and refuses everything else, and criminal law."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import Refused
from app.prepare.gate import check
from app.prepare.language import detect_language
from tests.support.paths import SAMPLES

LEGAL = {
    "de_lease": (
        "§ 4 Kaution\n(1) Die Mieterin leistet an den Vermieter eine Sicherheit in Höhe von drei Nettokaltmieten. "
        "(2) Die Kaution ist nach § 551 BGB getrennt vom Vermögen des Vermieters anzulegen. Die Mieterin ist "
        "berechtigt, die Kaution in drei Monatsraten zu zahlen."
    ),
    "de_authority": (
        "Bescheid über die Festsetzung der Grundsteuer. Gegen diesen Bescheid können Sie innerhalb eines Monats "
        "nach Bekanntgabe Widerspruch einlegen. Der Betrag ist bis zum 15.03.2026 fällig. "
        "Rechtsbehelfsbelehrung: Der Widerspruch ist schriftlich bei der Behörde einzulegen."
    ),
    "en_tenancy": (
        "This Agreement is made between the Landlord and the Tenant. The Tenant shall pay a deposit of two months' "
        "rent, which the Landlord shall protect in a government-approved scheme. Either party may terminate the "
        "tenancy by giving two months' notice in writing."
    ),
    "es_contract": (
        "CLÁUSULA PRIMERA. El arrendador cede al arrendatario el uso de la vivienda. El arrendatario se obliga al "
        "pago de la renta mensual dentro de los cinco primeros días de cada mes. La fianza equivale a una "
        "mensualidad conforme al artículo 36 de la Ley de Arrendamientos Urbanos."
    ),
    "fr_bail": (
        "Contrat de location. Le bailleur loue au locataire le logement décrit ci-après. Le loyer est payable "
        "mensuellement. Le dépôt de garantie est fixé à un mois de loyer. La résiliation du bail par le locataire "
        "est soumise à un préavis de trois mois conformément à l'article 15 de la loi."
    ),
    "it_locazione": (
        "Contratto di locazione. Il locatore concede in locazione al conduttore l'immobile. Il canone annuo è "
        "pagato in rate mensili. Il conduttore versa un deposito cauzionale pari a tre mensilità. Il recesso è "
        "ammesso con preavviso di sei mesi ai sensi dell'articolo 3."
    ),
    "pt_arrendamento": (
        "Contrato de arrendamento. O senhorio dá de arrendamento ao arrendatário a fração. A renda mensal é paga "
        "até ao dia oito de cada mês. Nos termos da cláusula quarta, o arrendatário presta caução correspondente "
        "a dois meses de renda."
    ),
    "de_tax_assessment": (
        "Finanzamt. Bescheid für 2025 über Einkommensteuer. Die Einkommensteuer wird festgesetzt auf 14.316,00 EUR. "
        "Wird die Nachzahlung nicht rechtzeitig entrichtet, entstehen Säumniszuschläge (§ 240 AO). Gegen diesen "
        "Bescheid ist der Einspruch gegeben."
    ),
    "de_civil_court": (
        "Amtsgericht Köln, Zivilabteilung. In dem Rechtsstreit wegen Forderung aus Mietvertrag. Der Beklagte wird "
        "verurteilt, an den Kläger 1.200,00 EUR nebst Zinsen zu zahlen. Die Kosten des Rechtsstreits trägt der "
        "Beklagte. Das Urteil ist gegen Sicherheitsleistung vorläufig vollstreckbar (§ 709 ZPO). Gegen dieses "
        "Urteil ist die Berufung zulässig."
    ),
    "de_lease_mentions_theft": (
        "§ 9 Fristlose Kündigung\nDer Vermieter kann das Mietverhältnis fristlos kündigen, wenn die Mieterin "
        "gegenüber dem Vermieter einen Diebstahl oder Betrug begeht oder Strafanzeige gegen ihn erstattet wird "
        "und die Fortsetzung des Mietverhältnisses unzumutbar ist (§ 543 BGB). Die Kündigung bedarf der "
        "Schriftform."
    ),
}

NOT_LEGAL = {
    "de_recipe": (
        "Für den Teig die Butter mit dem Zucker schaumig rühren. Eier einzeln unterrühren, dann Mehl und "
        "Backpulver dazugeben. Die Äpfel schälen, in Spalten schneiden und auf dem Teig verteilen. Bei 180 Grad "
        "etwa 45 Minuten backen und abkühlen lassen. Mit Puderzucker bestäuben und servieren."
    ),
    "de_news": (
        "Der FC Köln hat am Samstag vor ausverkauftem Haus mit 2:1 gegen Bremen gewonnen. Nach einer "
        "torlosen ersten Halbzeit brachte der Stürmer die Gastgeber in Führung. Bremen glich kurz darauf aus, "
        "bevor in der Nachspielzeit der Siegtreffer fiel. Der Trainer lobte die Moral seiner Mannschaft."
    ),
    "en_story": (
        "Once upon a time there was a little fox who lived at the edge of a forest. Every morning she ran down "
        "to the river to watch the fish jump, and every evening she climbed the hill to count the stars. One "
        "day a heron landed beside her and asked why she never slept."
    ),
    "lorem_ipsum": (
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et "
        "dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip."
    ),
    "random_chars": "qx7 zz9k wp0-1 vvb__ 88213 kkq plm %% 1a2b3c 4d5e6f 7g8h9i jjj kkk lll mmm nnn ooo ppp",
    "es_recipe": (
        "Pela las patatas y córtalas en rodajas finas. Fríelas a fuego lento en abundante aceite con la cebolla. "
        "Bate los huevos en un bol grande, añade las patatas escurridas y una pizca de sal. Cuaja la tortilla "
        "por los dos lados y sírvela templada."
    ),
    "fr_news": (
        "La ville de Lyon a inauguré samedi une nouvelle piste cyclable le long du Rhône. Des centaines de "
        "cyclistes ont participé à la fête, malgré la pluie. Le maire a annoncé que trois autres pistes seront "
        "construites d'ici à la fin de l'année prochaine."
    ),
    "it_story": (
        "C'era una volta un vecchio pescatore che viveva in una piccola casa vicino al mare. Ogni mattina usciva "
        "con la sua barca e tornava al tramonto con le reti piene. Un giorno trovò nella rete una bottiglia con "
        "un messaggio scritto in una lingua sconosciuta."
    ),
}

CRIMINAL = {
    "de_anklageschrift": (
        "Staatsanwaltschaft Berlin. Anklageschrift in der Strafsache gegen den Angeschuldigten. Dem "
        "Angeschuldigten wird zur Last gelegt, am 12.03.2026 in Berlin eine fremde bewegliche Sache in der "
        "Absicht weggenommen zu haben, sie sich rechtswidrig zuzueignen, strafbar als Diebstahl gemäß § 242 StGB. "
        "Es wird beantragt, das Hauptverfahren zu eröffnen."
    ),
    "de_strafbefehl": (
        "Amtsgericht München. Strafbefehl. Die Staatsanwaltschaft beschuldigt Sie, folgende Tat begangen zu haben: "
        "Betrug gemäß § 263 StGB. Gegen Sie wird eine Geldstrafe von 40 Tagessätzen zu je 30,00 EUR festgesetzt. "
        "Gegen diesen Strafbefehl können Sie innerhalb von zwei Wochen Einspruch einlegen (§ 410 StPO)."
    ),
    "de_strafurteil": (
        "Im Namen des Volkes. Urteil. In der Strafsache gegen den Angeklagten wegen Diebstahls und Betrugs. "
        "Der Angeklagte wird wegen Diebstahls in zwei Fällen und wegen Betrugs zu einer Freiheitsstrafe von "
        "acht Monaten verurteilt, deren Vollstreckung zur Bewährung ausgesetzt wird. Angewendete Vorschriften: "
        "§§ 242, 263, 53, 56 StGB."
    ),
    "de_ladung_beschuldigter": (
        "Polizeipräsidium Köln. Ladung zur Vernehmung als Beschuldigter. In dem Ermittlungsverfahren wegen "
        "Körperverletzung werden Sie gebeten, am 04.05.2026 um 10 Uhr zur Vernehmung zu erscheinen. Als "
        "Beschuldigter sind Sie nicht verpflichtet, zur Sache auszusagen (§ 136 StPO)."
    ),
    "en_indictment": (
        "In the Crown Court at Manchester. The King v. the defendant. Indictment. Statement of offence: theft, "
        "contrary to section 1(1) of the Theft Act 1968. The defendant is charged with stealing goods from a "
        "shop. The prosecution will say that the accused was found guilty previously of fraud."
    ),
    "es_acusacion": (
        "Juzgado de lo Penal número 3. Escrito de acusación del Ministerio Fiscal. Se acusa al investigado de un "
        "delito de hurto previsto en el artículo 234 del Código Penal. El Fiscal solicita la pena de prisión de "
        "seis meses para el acusado."
    ),
    "fr_citation": (
        "Tribunal correctionnel de Paris. Le prévenu est cité à comparaître pour des faits de vol et "
        "d'escroquerie, délit prévu et réprimé par les articles 311-1 et 313-1 du Code pénal. Le procureur de la "
        "République requiert une peine d'emprisonnement avec sursis."
    ),
    "it_decreto": (
        "Procura della Repubblica presso il Tribunale di Milano. Decreto penale di condanna. L'imputato è "
        "condannato per il reato di furto previsto dall'articolo 624 del codice penale alla pena della "
        "reclusione di mesi quattro."
    ),
    "pt_acusacao": (
        "Ministério Público. Acusação. O arguido é acusado da prática de um crime de furto, previsto e punido "
        "pelo artigo 203 do Código Penal, sendo-lhe aplicável pena de prisão até três anos."
    ),
}


@pytest.mark.parametrize("name", sorted(LEGAL))
def test_legal_documents_pass(name: str) -> None:
    text = LEGAL[name]
    check(text, detect_language(text))


@pytest.mark.parametrize("name", sorted(NOT_LEGAL))
def test_texts_without_legal_content_are_refused(name: str) -> None:
    text = NOT_LEGAL[name]
    with pytest.raises(Refused) as info:
        check(text, detect_language(text))
    assert info.value.key == "no_legal_content"


@pytest.mark.parametrize("name", sorted(CRIMINAL))
def test_criminal_law_documents_are_refused(name: str) -> None:
    text = CRIMINAL[name]
    with pytest.raises(Refused) as info:
        check(text, detect_language(text))
    assert info.value.key == "criminal_law"


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.txt")), ids=lambda p: p.stem)
def test_every_sample_document_passes(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    check(text, detect_language(text))


def test_a_letter_with_a_contract_part_passes() -> None:
    chatter = (
        "Liebe Anna, wie geht es dir? Wir waren letzte Woche im Urlaub an der Ostsee, das Wetter war herrlich und "
        "die Kinder haben jeden Tag im Sand gespielt. Abends gab es Fisch am Hafen. "
    ) * 6
    contract = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")[:2500]
    text = chatter + "\n\nAnbei wie besprochen der Vertrag:\n\n" + contract
    check(text, detect_language(text))


def test_a_long_novel_mentioning_a_contract_once_is_refused() -> None:
    text = (
        "Der Wind strich über die Felder, und die Kinder liefen lachend zum Fluss hinunter. Die Großmutter sah "
        "ihnen vom Fenster aus nach und dachte an den Sommer, in dem sie selbst so jung gewesen war. "
    ) * 20 + "Am Abend unterschrieb der Vater den Vertrag für das neue Auto."
    with pytest.raises(Refused) as info:
        check(text, "de")
    assert info.value.key == "no_legal_content"


def test_an_unknown_document_language_uses_the_best_matching_vocabulary() -> None:
    check(LEGAL["fr_bail"], "unknown")
    with pytest.raises(Refused) as info:
        check(CRIMINAL["it_decreto"], "unknown")
    assert info.value.key == "criminal_law"


def test_the_refusal_renders_in_the_requested_language() -> None:
    with pytest.raises(Refused) as info:
        check(NOT_LEGAL["de_recipe"], "de")
    assert "rechtlichen Inhalt" in info.value.message("de")
    assert "legal content" in info.value.message("en")

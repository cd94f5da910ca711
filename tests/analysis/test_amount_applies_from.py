"""The day an amount applies from (``Amount.applies_from``, app/analysis/amounts.py ``applies_from``): filled only
where the text marks the start (a word of "from" before a date and a verb of amounting, the new figure of a change on
a day, a row of a staggered table, the next step of a staggered list), never where it gives none; a lease with a
staggered rent lists each rent with its day, and the summary, the Markdown and the page name them. Sentences written
for these tests."""

from __future__ import annotations

import asyncio

import pytest

from app.analysis.facts import find_amounts, key_facts
from app.analysis.spans import ClauseIndex
from app.config import Settings
from app.explain.offline import OfflineExplainer
from app.jobs.result import build_result
from app.language import parse_language
from app.locales.catalogue import offline_catalogue
from app.models import AnalysisResult, DocumentInput, Segment, Text
from app.prepare.run import prepare
from app.present.markdown import to_markdown


def _days(text: str, language: str, category: str = "rental_contract") -> list[tuple[float, str | None]]:
    amounts = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), language, category)
    return [(a.value, a.applies_from) for a in amounts]


# Each amount with the day the text says it applies from.
MARKED = [
    # the new figure of a change on a day
    ("de", "Die Miete beträgt 820,00 EUR. Sie steigt am 01.05.2028 auf 860,00 EUR.",
     [(820.0, None), (860.0, "2028-05-01")]),
    ("en", "The rent is £820. It rises to £860 on 1 May 2028.", [(820.0, None), (860.0, "2028-05-01")]),
    # a word of "from" before a date and a verb of amounting: also the first figure
    ("de", "Ab dem 01.05.2027 beträgt die Miete 820,00 EUR.", [(820.0, "2027-05-01")]),
    ("en", "From 1 May 2027 the monthly rent is £820.", [(820.0, "2027-05-01")]),
    ("fr", "À partir du 1er mai 2028, le loyer est de 860 euros.", [(860.0, "2028-05-01")]),
    # the next step of a staggered list in one sentence
    ("de", "Die Miete beträgt ab dem 01.05.2027 820,00 EUR, ab dem 01.05.2028 860,00 EUR und ab dem 01.05.2029 "
     "900,00 EUR.", [(820.0, "2027-05-01"), (860.0, "2028-05-01"), (900.0, "2029-05-01")]),
    # the rows of a staggered table: a word of "from", a date and the amount on each line
    ("de", "Die Miete beträgt 820,00 EUR. Sie erhöht sich wie folgt:\nab 01.05.2028: 860,00 EUR\n"
     "ab 01.05.2029: 900,00 EUR\n", [(820.0, None), (860.0, "2028-05-01"), (900.0, "2029-05-01")]),
    ("en", "The rent is £820 a month. It then rises as follows:\n- from 1 May 2028: £860\n- from 1 May 2029: £900\n",
     [(820.0, None), (860.0, "2028-05-01"), (900.0, "2029-05-01")]),
    # the figure a change starts from gets no day: the day is the new figure's
    ("de", "Die Miete erhöht sich ab dem 01.05.2028 von 820,00 EUR auf 860,00 EUR.",
     [(820.0, None), (860.0, "2028-05-01")]),
]  # fmt: skip

# No day: the text gives none, or not one the amount applies from.
UNMARKED = [
    ("de", "Die Miete beträgt 820,00 EUR. Die Kaution beträgt 2.460,00 EUR."),
    ("de", "Die Kaution von 2.460,00 EUR ist bis zum 01.05.2027 zu zahlen."),
    ("en", "The deposit of £2,460 is payable on 1 May 2027."),
    # an instalment plan's rows: a day to pay by, no word of "from"
    ("de", "Der Betrag ist in zwei Raten zu zahlen:\n15.05.2027: 400,00 EUR\n15.06.2027: 400,00 EUR\n"),
    # a change without a day of its own, and one whose sentence gives two days
    ("de", "Die Miete beträgt 820,00 EUR. Nach der Modernisierung erhöht sich die Miete auf 880,00 EUR."),
    ("de", "Die Miete beträgt 820,00 EUR. Sie steigt am 01.05.2028 oder am 01.07.2028 auf 860,00 EUR."),
    # a start under a condition: that the amount applies from that day, the text does not say
    ("de", "Sofern das Bad modernisiert wird, beträgt die Miete ab dem 01.05.2028 900,00 EUR."),
    ("de", "Die Miete beträgt 820,00 EUR. Wenn die Küche erneuert ist, steigt sie am 01.05.2028 auf 860,00 EUR."),
    ("en", "If the kitchen is refitted, from 1 May 2028 the rent is £900."),
]


@pytest.mark.parametrize(("language", "text", "expected"), MARKED)
def test_an_amount_carries_the_day_its_text_says_it_applies_from(
    language: str, text: str, expected: list[tuple[float, str | None]]
) -> None:
    assert _days(text, language) == expected


@pytest.mark.parametrize(("language", "text"), UNMARKED)
def test_an_amount_gets_no_day_where_the_text_marks_no_start(language: str, text: str) -> None:
    days = _days(text, language)
    assert days and [day for _value, day in days] == [None] * len(days)


def test_a_row_of_a_staggered_table_is_the_rent_of_the_row_before() -> None:
    text = "Die Miete beträgt ab dem 01.05.2027 monatlich 820,00 EUR.\nab 01.05.2028: 860,00 EUR\n"
    amounts = find_amounts(text, ClauseIndex((Segment(0, len(text)),)), "de", "rental_contract")
    assert [(a.meaning, a.applies_from) for a in amounts] == [("rent", "2027-05-01"), ("rent", "2028-05-01")]


LEASES = {
    "de": """Mietvertrag über Wohnraum

§ 1 Mietsache
Vermietet wird eine Wohnung mit drei Zimmern im Erdgeschoss.

§ 2 Miete
Die monatliche Nettokaltmiete beträgt 820,00 EUR. Sie erhöht sich am 01.05.2028 auf 860,00 EUR.

§ 3 Kaution
Die Mieterin leistet eine Kaution von 2.460,00 EUR.
""",
    "en": """Tenancy Agreement

1. The flat
The landlord lets a three-room flat on the ground floor.

2. Rent
The monthly rent is £820.00. It rises to £860.00 on 1 May 2028.

3. Deposit
The tenant pays a deposit of £2,460.00.
""",
}

# What the reader reads of the later rent: in the summary and in the Markdown's list of amounts.
SAID = {
    ("de", "de"): ("820,00 EUR (Miete), 860,00 EUR ab 01.05.2028", "- 860,00 EUR – Miete ab 01.05.2028"),
    ("de", "en"): ("€820.00 (rent), €860.00 from 1 May 2028", "- 860,00 EUR – rent from 1 May 2028"),
    ("en", "en"): ("£820.00 (rent), £860.00 from 1 May 2028", "- £860.00 – rent from 1 May 2028"),
    ("en", "de"): ("820,00 £ (Miete), 860,00 £ ab 01.05.2028", "- £860.00 – Miete ab 01.05.2028"),
}


def _explain(text: str, language: str) -> AnalysisResult:
    settings = Settings()
    doc = prepare(DocumentInput(explanation_language=parse_language(language), content=Text(text)), settings)
    facts = key_facts(doc)
    return build_result("a" * 32, doc, asyncio.run(OfflineExplainer().explain(doc, facts)), settings, facts)


@pytest.mark.parametrize(("document", "reader"), sorted(SAID))
def test_a_staggered_rent_gives_two_rents_the_later_with_its_day_and_the_summary_names_it(
    document: str, reader: str
) -> None:
    result = _explain(LEASES[document], reader)
    rents = [(a.value, a.applies_from) for a in result.amounts if a.meaning == "rent"]
    assert rents == [(820.0, None), (860.0, "2028-05-01")]
    [deposit] = [a for a in result.amounts if a.meaning == "deposit"]
    assert deposit.applies_from is None
    summary, listed = SAID[(document, reader)]
    assert summary in result.summary.replace("\xa0", " ").replace("\u202f", " ")
    markdown = to_markdown(result)
    assert listed in markdown
    heading = f"## {offline_catalogue(reader).labels['amounts']}\n"
    amounts_listed = markdown.split(heading, 1)[1].split("\n## ", 1)[0]  # the section listing the amounts
    [deposit_line] = [line for line in amounts_listed.splitlines() if "460" in line]
    assert deposit_line.endswith(("– Kaution", "– deposit"))  # no day where the text gives none

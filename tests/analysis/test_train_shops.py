"""The rules measured on shops they were not written from (tools/train_shops.py --held-out): a branch of a rule that
only one shop's void clauses showed is taken out while that shop is measured. Our own sentences, two made-up shops."""

from __future__ import annotations

from collections.abc import Sequence

from app.analysis.notes import ClauseView
from app.analysis.notes_shops_de import CATEGORY, Rule, find_shop_notes
from tools.train_shops import alternatives, held_out, held_out_rules, provenance, taught_by

WRITTEN = "Reklamationen sind per Einschreiben an unsere Anschrift zu richten."  # shops_written_form, branch 0
OTHER = "Die Ware wird innerhalb von drei Werktagen versandt."  # no note


def row(shop: str, text: str, void: bool) -> dict[str, str]:
    return {"contract": shop, "title": "", "text": text, "void": "1.0" if void else "0.0"}


def fires(rule_set: Sequence[Rule] | None, text: str) -> bool:
    view = ClauseView("c", text, None, CATEGORY, "de")
    return any(d.key == "shops_written_form" for d in find_shop_notes(view, calibrate=False, rule_set=rule_set))


def test_alternatives_split_only_at_the_top_level() -> None:
    assert alternatives(r"ab|c(?:d|e)|[|x]f|g\|h") == ["ab", "c(?:d|e)", "[|x]f", r"g\|h"]
    assert alternatives(r"[]|]a|b") == ["[]|]a", "b"]


def test_a_branch_only_one_shop_taught_is_left_out_for_that_shop() -> None:
    alone = [row("1", WRITTEN, True), row("1", OTHER, False), row("2", OTHER, False)]
    prov = provenance(alone)
    assert taught_by(prov, ("shops_written_form", "feature", 0)) == {"1"}
    assert fires(None, WRITTEN)  # as written
    assert not fires(held_out_rules(prov, "1"), WRITTEN)  # shop 1 held out: the branch it alone showed is gone
    assert fires(held_out_rules(prov, "2"), WRITTEN)  # another shop held out: it stays
    # taught by two shops: it stays whichever is held out
    both = provenance([row("1", WRITTEN, True), row("2", "Reklamationen sind per Einschreiben einzureichen.", True)])
    assert taught_by(both, ("shops_written_form", "feature", 0)) == {"1", "2"}
    assert fires(held_out_rules(both, "1"), WRITTEN)


def test_an_exception_only_one_shop_taught_is_left_out_for_that_shop() -> None:
    silenced = "Reklamationen sind per Einschreiben oder per E-Mail an uns zu richten."  # text form kept
    prov = provenance([row("1", silenced, False), row("2", OTHER, False)])
    assert "1" in set().union(*(taught_by(prov, k) for k in prov if k[0] == "shops_written_form" and k[1] == "unless"))
    assert not fires(None, silenced)
    assert fires(held_out_rules(prov, "1"), silenced)  # the exception came from shop 1's false alarm


def test_held_out_figures_fall_where_each_shop_taught_its_own_branch() -> None:
    rows = [row("1", WRITTEN, True), row("1", OTHER, False), row("2", OTHER, True), row("2", OTHER, False)]
    figures = held_out(rows)
    assert figures["written"] == (2, 1, 1)  # 2 void clauses, 1 noted, 1 of them void
    assert figures["held_out"] == (2, 0, 0)  # shop 1's void clause was caught only by what shop 1 taught

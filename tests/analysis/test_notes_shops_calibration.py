"""The calibration's settings judged on shops left out (tools/train_shops.py --curve): each shop's clauses are noted by
a model counted on the other shops only, so a rule whose void clauses all lie in one shop earns nothing there."""

from __future__ import annotations

import numpy as np

from app.analysis.notes_shops_de import VoidModel
from tools.train_shops import curve_point, model_of


def rows(*shops: str) -> list[dict[str, str]]:
    return [{"contract": s, "text": "", "title": "", "void": ""} for s in shops]


def test_a_rule_is_judged_on_a_shop_by_the_other_shops_counts() -> None:
    # rule k: void once in shop A, twice not void in shop B
    data = rows("A", "B", "B")
    keys = [{"k"}, {"k"}, {"k"}]
    y = np.asarray([1.0, 0.0, 0.0])
    # A left out: counted on B, (0 + 1) / (2 + 2) = 0.25 < 0.5, so A's void clause is not noted; B left out: counted
    # on A, (1 + 1) / (1 + 2) = 0.67, so B's two clauses are noted, neither void
    assert curve_point(data, keys, keys, y, 0.5, 2.0, 0.5) == (0.0, 0.0, 2)
    # a lower threshold notes every clause: recall 1, precision 1 of 3
    recall, precision, noted = curve_point(data, keys, keys, y, 0.5, 2.0, 0.2)
    assert (recall, noted) == (1.0, 3) and abs(precision - 1 / 3) < 1e-9


def test_the_held_out_keys_are_noted_with_the_written_counts() -> None:
    # the held-out rules lose k in shop A (only A taught it): A's void clause is then not noted at all
    data = rows("A", "B")
    written = [{"k"}, {"k"}]
    held = [set(), {"k"}]
    y = np.asarray([1.0, 1.0])
    assert curve_point(data, written, held, y, 0.5, 2.0, 0.5) == (0.5, 1.0, 1)


def test_a_rule_never_counted_keeps_the_prior() -> None:
    model = model_of([{"a"}, {"a"}], np.asarray([0.0, 0.0]), 0.35)
    assert model.counts == {"a": (2, 0)}
    assert not model.may_be_void("a")  # (0 + 1) / (2 + 2) = 0.25
    assert model.may_be_void("never_seen")  # the prior, 0.5
    assert not VoidModel({}, 0.3, 2.0, 0.35).may_be_void("never_seen")

"""bench.explain_real_employment_folds: a hit counts held out only where its note key hits in another fold, contract or
template. Clauses written for this test (three small contracts of our own), not from any corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import explain_real_employment_folds as folds

# Contract 1 has no void clause; contract 2 settles overtime by the salary, and contract 3 holds a copy of that clause
# (one template) and alone shortens the limitation period.
CLAUSES = [
    ("1 Arbeitszeit", "Die regelmäßige Arbeitszeit beträgt 40 Stunden in der Woche.", "valid"),
    ("2 Urlaub", "Der Arbeitnehmer erhält 30 Arbeitstage Urlaub im Jahr.", "valid"),
    (
        "1 Mehrarbeit",
        "Mehrarbeit des Angestellten ist durch die vereinbarte Vergütung vollständig mit abgegolten.",
        "void",
    ),
    ("2 Urlaub", "Der Urlaub richtet sich nach dem Bundesurlaubsgesetz.", "valid"),
    ("1 Verjährung", "Sämtliche Ansprüche aus diesem Vertrag verjähren innerhalb von sechs Monaten.", "void"),
    (
        "2 Mehrarbeit",
        "Mehrarbeit des Angestellten ist durch die vereinbarte Vergütung vollständig mit abgegolten.",
        "void",
    ),
]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    rows = [{"heading": h, "content": t, "topic": "x", "true_label": label} for h, t, label in CLAUSES]
    (tmp_path / "employment_clauses.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(folds, "halves", lambda clauses: dict.fromkeys(range(len(clauses)), "dev"))
    return tmp_path


def test_a_key_of_one_contract_is_not_held_out(data_dir: Path) -> None:
    figures = folds.run(data_dir, folds=3)
    # three void clauses, all hit on dev
    assert figures["dev"] == 1.0
    # the overtime clause and its copy corroborate each other across contracts; the limitation has one contract
    assert figures["held_out_contract"] == pytest.approx(2 / 3)
    # a copy is no second wording: nothing is held out by template
    assert figures["held_out_template"] == 0.0


def test_the_folds_are_dealt_out_evenly() -> None:
    ids = [f"employment:{i}-{i + 3}" for i in range(0, 48, 4)]
    assigned = folds.fold_order(ids, 3)
    assert sorted(list(assigned.values()).count(f) for f in range(3)) == [4, 4, 4]


def test_a_copy_is_a_near_duplicate_and_another_wording_is_not() -> None:
    a = folds.words("Mehrarbeit ist durch die vereinbarte Vergütung vollständig mit abgegolten.")
    b = folds.words("Mehrarbeit ist durch die vereinbarte Vergütung mit abgegolten.")
    c = folds.words("Etwaige Überstunden sind mit dem monatlichen Gehalt abgegolten.")
    assert folds.near_duplicate(a, b)
    assert not folds.near_duplicate(a, c)


def test_a_key_family_is_its_first_word() -> None:
    assert folds.family("de_exclusion_short") == folds.family("de_exclusion_written") == "exclusion"

"""The memory budgets shared by all requests (app.intake.budget)."""

from __future__ import annotations

import threading
import time

from app.intake.budget import MemoryBudget, Reservation

MB = 1024 * 1024


def test_a_take_that_does_not_fit_is_refused_and_takes_nothing() -> None:
    budget = MemoryBudget(10 * MB)
    assert budget.try_take(8 * MB)
    assert not budget.try_take(3 * MB)
    assert budget.used == 8 * MB
    budget.give(8 * MB)
    assert budget.try_take(3 * MB)


def test_one_taker_alone_may_exceed_the_budget_so_that_a_large_upload_is_never_refused_for_ever() -> None:
    budget = MemoryBudget(10 * MB)
    assert budget.try_take(25 * MB)
    budget.give(25 * MB)
    reservation = Reservation(budget, copies=1)
    assert reservation.grow(2 * MB) and reservation.grow(20 * MB)  # its own bytes do not count against it
    other = Reservation(budget, copies=1)
    other.seen = Reservation.SMALL  # past the allowance of small requests
    assert not other.grow(MB)
    reservation.release()
    assert budget.used == 0 and other.grow(MB)


def test_small_bodies_pass_even_when_the_budget_is_spent() -> None:
    budget = MemoryBudget(MB)
    assert budget.try_take(MB)
    polling = Reservation(budget)
    assert polling.grow(2_000)  # a get_explanation call, a tools/list
    assert not Reservation(budget).grow(2 * MB)
    polling.release()
    assert budget.used == MB


def test_hold_waits_until_the_bytes_fit_and_gives_them_back() -> None:
    budget = MemoryBudget(10 * MB)
    order: list[str] = []

    def second() -> None:
        with budget.hold(6 * MB):
            order.append("second")

    with budget.hold(6 * MB):
        waiter = threading.Thread(target=second)
        waiter.start()
        time.sleep(0.2)
        order.append("first done")
    waiter.join(5)
    assert order == ["first done", "second"]
    assert budget.used == 0 and budget.peak == 6 * MB

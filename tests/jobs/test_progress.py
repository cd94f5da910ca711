"""Stages and shares: encoded in the store, never backwards, reported from threads and tasks."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from app.explain import progress
from app.explain.progress import Reporter, Stage
from app.models import report_each_done, report_progress
from app.store.sqlite import SQLiteStore
from tests.support.documents import prepared_lease


@pytest.mark.parametrize(
    ("raw", "stage"),
    [
        ("clauses:2:5", Stage("clauses", 2, 5)),
        ("facts", Stage("facts")),
        ("ocr:9:5", Stage("ocr")),  # impossible counts are dropped, the key stays
        ("unknown:1:2", None),  # a key of a newer version
        (None, None),
    ],
)
def test_stages_decode_what_was_stored(raw: str | None, stage: Stage | None) -> None:
    assert Stage.decode(raw) == stage
    if stage is not None and stage.total:
        assert Stage.decode(stage.encode()) == stage


def test_shares_rise_through_the_stages_in_order() -> None:
    order = [
        Stage("reading"),
        Stage("ocr", 1, 5),
        Stage("ocr", 5, 5),
        Stage("anonymizing"),
        Stage("facts"),
        Stage("clauses", 0, 5),
        Stage("clauses", 3, 5),
        Stage("clauses", 5, 5),
        Stage("finishing"),
    ]
    shares = [s.share for s in order]
    assert shares == sorted(shares) and shares[-1] < 1


def test_the_store_keeps_the_highest_share_and_its_stage(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "db.sqlite3")
    analysis_id = store.enqueue(prepared_lease())
    store.progress(analysis_id, 0.5)  # not running yet: nothing recorded
    assert store.get(analysis_id).progress == 0  # type: ignore[union-attr]
    store.claim("w")
    store.progress(analysis_id, 0.65, "clauses:2:5")
    store.progress(analysis_id, 0.55, "clauses:1:5")  # arrived late
    record = store.get(analysis_id)
    assert record is not None and (record.progress, record.stage) == (0.65, "clauses:2:5")
    assert store.requeue_stale(0) == 1
    record = store.get(analysis_id)
    assert record is not None and (record.progress, record.stage) == (0, None)
    store.close()


def test_a_reporter_thins_out_small_steps_but_writes_the_last_of_a_stage() -> None:
    written: list[str] = []
    reporter = Reporter(lambda share, stage: written.append(stage))
    with progress.reporting(reporter):
        for done in range(1, 201):
            report_progress("blocks", done, 200)
        report_progress("facts")  # below: ignored
    assert written[-1] == "blocks:200:200"
    assert 40 <= len(written) <= 60
    report_progress("finishing")  # outside the block: nobody listens
    assert written[-1] == "blocks:200:200"


def test_reports_reach_the_reporter_from_pool_threads_and_batch_tasks() -> None:
    written: list[str] = []

    async def run() -> None:
        reporter = Reporter(lambda share, stage: written.append(stage))
        with progress.reporting(reporter):
            with ThreadPoolExecutor(2) as pool:
                futures = [pool.submit(lambda: None) for _ in range(3)]
                report_each_done(futures, "ocr", 4, already=1)
            tasks = [asyncio.create_task(asyncio.sleep(0.01 * i)) for i in range(3)]
            progress.track_batches(tasks)
            await asyncio.gather(*tasks)
            await reporter.flush()

    asyncio.run(run())
    assert "ocr:4:4" in written and written[-1] == "clauses:3:3"
    assert written.index("clauses:0:3") < written.index("clauses:1:3") < written.index("clauses:3:3")

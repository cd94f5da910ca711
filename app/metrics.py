"""Prometheus metrics (``/metrics``), in a registry of our own.

Label values are always from small fixed sets (route names, tool names, message keys, engine
kinds), never client input or document content, so the number of series stays bounded.
Instruments are module-level: one process, one set of counters, however many apps it builds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.metrics_core import Metric
from prometheus_client.process_collector import ProcessCollector
from prometheus_client.registry import Collector

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

REGISTRY = CollectorRegistry()
ProcessCollector(registry=REGISTRY)

_FAST = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_SLOW = (0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300)

# klartext_http_requests, klartext_http_request_duration_seconds, klartext_http_request_bytes and
# klartext_mcp_requests are counted per request on the hot path: app.transport.observe.
ERRORS = Counter(
    "klartext_errors",
    "Refusals and failures by kind: rate_limited, body_too_large, busy, the message key of a tool error, internal.",
    ("kind",),
    registry=REGISTRY,
)
OCR_PAGES = Counter("klartext_ocr_pages", "Pages read with OCR.", registry=REGISTRY)
LLM_CALLS = Counter("klartext_llm_calls", "Calls to the LLM server by outcome.", ("outcome",), registry=REGISTRY)
LLM_SECONDS = Histogram(
    "klartext_llm_call_duration_seconds", "Duration of one LLM call.", buckets=_SLOW, registry=REGISTRY
)
ANALYSES = Counter(
    "klartext_analyses_finished",
    "Analyses finished by workers, by outcome and engine.",
    ("outcome", "engine"),
    registry=REGISTRY,
)
ANALYSIS_SECONDS = Histogram(
    "klartext_analysis_duration_seconds",
    "Worker time per analysis (claim to result).",
    buckets=_SLOW,
    registry=REGISTRY,
)
# For an autoscaler (with the queue gauges): what the workers of this process claim, requeue and spend.
CLAIMS = Counter("klartext_claims", "Analyses claimed by the workers of this process.", registry=REGISTRY)
CLAIMS_LOST = Counter(
    "klartext_claims_lost",
    "Analyses this process' workers left because their claim was requeued as stale while they were stalled.",
    registry=REGISTRY,
)
REQUEUES = Counter(
    "klartext_requeues",
    "Analyses put back in the queue: 'stale' (a claim not refreshed), 'restart' (left running by this process' predecessor).",
    ("reason",),
    registry=REGISTRY,
)
STAGE_SECONDS = Histogram(
    "klartext_stage_duration_seconds",
    "Worker time per analysis stage: facts, explain (the engine), result (building it), store (writing it).",
    ("stage",),
    buckets=_FAST,
    registry=REGISTRY,
)
WORKERS = Gauge("klartext_workers", "Worker slots in this process (0: HTTP only).", registry=REGISTRY)
WORKERS_BUSY = Gauge("klartext_workers_busy", "Workers of this process explaining an analysis now.", registry=REGISTRY)
DEDUPE_HITS = Counter("klartext_dedupe_hits", "Documents answered from an identical analysis.", registry=REGISTRY)
RETENTION_DELETED = Counter(
    "klartext_retention_deleted", "What retention deleted: texts (document and result) and whole entries.", ("what",),
    registry=REGISTRY,
)  # fmt: skip
CPU_WAITING = Gauge(
    "klartext_cpu_waiting", "Documents in or waiting for the CPU pool (OCR, anonymization).", registry=REGISTRY
)


class StoreCollector(Collector):
    """Queue depth and analyses per status, read from the store when scraped.

    Read at scrape time rather than counted, because other processes (``klartext worker``)
    change the same database.
    """

    def __init__(self, counts: Callable[[], dict[str, int]], oldest_age: Callable[[], float] | None = None) -> None:
        self.counts = counts
        self.oldest_age = oldest_age

    def collect(self) -> Iterable[Metric]:
        try:
            counts = self.counts()
        except Exception:  # a locked database must not break the scrape
            return
        depth = GaugeMetricFamily("klartext_queue_depth", "Analyses waiting for a worker.")
        depth.add_metric([], counts.get("queued", 0))
        yield depth
        by_status = GaugeMetricFamily("klartext_analyses", "Stored analyses by status.", labels=["status"])
        for status in ("queued", "running", "completed", "failed"):
            by_status.add_metric([status], counts.get(status, 0))
        yield by_status
        if self.oldest_age is not None:
            try:
                age = self.oldest_age()
            except Exception:
                return
            oldest = GaugeMetricFamily(
                "klartext_queue_oldest_age_seconds", "How long the oldest queued analysis waits (0: none queued)."
            )
            oldest.add_metric([], age)
            yield oldest


_store_collector: StoreCollector | None = None


def watch_store(counts: Callable[[], dict[str, int]] | None, oldest_age: Callable[[], float] | None = None) -> None:
    """Report this store's queue (the latest app started wins; one process serves one store)."""
    global _store_collector
    if _store_collector is not None:
        REGISTRY.unregister(_store_collector)
        _store_collector = None
    if counts is not None:
        _store_collector = StoreCollector(counts, oldest_age)
        REGISTRY.register(_store_collector)


def render() -> bytes:
    return generate_latest(REGISTRY)


def llm_call(seconds: float, outcome: str) -> None:
    """One LLM call finished: ``outcome`` is "ok" or the kind of failure (exception class name)."""
    LLM_CALLS.labels(outcome).inc()
    LLM_SECONDS.observe(seconds)

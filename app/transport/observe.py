"""Request metrics for every route: count by route kind and status, duration, body bytes; MCP calls.

Recorded by the guard (app.transport.guard), the one ASGI layer in front of the app, so refusals
of the guard are counted too, and by the MCP endpoint (method and tool). They are counted in plain
numbers under one lock (a few additions per request, where the client library's labelled
instruments cost a dozen calls) and turned into Prometheus families only when ``/metrics`` is
scraped: the same names, labels, buckets and help texts as instruments would give.
"""

from __future__ import annotations

import threading
import time
from bisect import bisect_left
from collections.abc import Iterable
from typing import Any

from prometheus_client.metrics_core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from app import metrics

# Upper bounds of the duration buckets (app.metrics' fast requests); +Inf after them.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_LE = [repr(float(bound)) for bound in BUCKETS] + ["+Inf"]  # as the client library writes them


class RequestCounts(Collector):
    """klartext_http_requests{route,status}, klartext_http_request_duration_seconds{route},
    klartext_http_request_bytes{route} and klartext_mcp_requests{method,tool}.

    Label values are route kinds, status codes, and the fixed method and tool names the MCP
    endpoint reports (never client input), so the number of series stays bounded. A request adds to
    one entry, its route, status and MCP call together (a lookup and a few additions under the lock);
    the families are summed from the entries when scraped.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()  # apps of one process may run on several threads (tests)
        # (route, status, call) -> [count, created, seconds, body bytes, per-bucket counts (not cumulative)...]
        self._entries: dict[tuple[str, int, tuple[str, str] | None], list[float]] = {}
        self._calls: dict[tuple[str, str], list[float]] = {}  # (method, tool) -> [count, created]: call()

    def request(
        self, route: str, status: int, seconds: float, body_bytes: int | None, call: tuple[str, str] | None = None
    ) -> None:
        """One request; ``call``: the MCP method and tool it was (the guard records both at once)."""
        key = (route, status, call)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                entry = self._entries[key] = [0, time.time(), 0.0, 0, *[0] * (len(BUCKETS) + 1)]
            entry[0] += 1
            entry[2] += seconds
            if body_bytes:
                entry[3] += body_bytes
            entry[_FIRST_BUCKET + bisect_left(BUCKETS, seconds)] += 1  # le: the first bound >= seconds

    def call(self, method: str, tool: str) -> None:
        """An MCP call the guard does not record with its request (the endpoint behind the body cap)."""
        with self._lock:
            count = self._calls.get((method, tool))
            if count is None:
                count = self._calls[method, tool] = [0, time.time()]
            count[0] += 1

    def collect(self) -> Iterable[Metric]:
        with self._lock:  # a copy: the scrape runs on another thread than the requests
            entries = [(key, list(entry)) for key, entry in self._entries.items()]
            calls = {key: list(value) for key, value in self._calls.items()}
        requests: dict[tuple[str, int], list[float]] = {}  # [count, created]
        routes: dict[str, list[float]] = {}  # [seconds, bytes, created, buckets...]
        for (route, status, call), entry in entries:
            count, created = entry[0], entry[1]
            _add(requests, (route, status), [count, created])
            _add(routes, route, [entry[2], entry[3], created, *entry[_FIRST_BUCKET:]])
            if call is not None:
                _add(calls, call, [count, created])
        total = CounterMetricFamily(
            "klartext_http_requests", "HTTP requests by route and status code.", labels=["route", "status"]
        )
        for (route, status), (count, created) in requests.items():
            total.add_metric([route, str(status)], count, created=created)
        yield total
        duration = HistogramMetricFamily(
            "klartext_http_request_duration_seconds", "Time to answer an HTTP request.", labels=["route"]
        )
        read = CounterMetricFamily("klartext_http_request_bytes", "Request body bytes read.", labels=["route"])
        for route, (seconds, body_bytes, created, *buckets) in routes.items():
            cumulative: list[tuple[str, float]] = []
            running = 0.0
            for le, count in zip(_LE, buckets, strict=True):
                running += count
                cumulative.append((le, running))
            duration.add_metric([route], cumulative, seconds)
            read.add_metric([route], body_bytes, created=created)
        yield duration
        yield read
        mcp = CounterMetricFamily(
            "klartext_mcp_requests", "MCP requests by JSON-RPC method and tool.", labels=["method", "tool"]
        )
        for (method, tool), (count, created) in calls.items():
            mcp.add_metric([method, tool], count, created=created)
        yield mcp


# Where the per-bucket counts start in an entry of RequestCounts.
_FIRST_BUCKET = 4


def _add(into: dict[Any, list[float]], key: Any, values: list[float]) -> None:
    """Sum ``values`` into ``into[key]``, but for the creation time (at index 1 of a count, 2 of a route):
    the earliest."""
    have = into.get(key)
    if have is None:
        into[key] = values
        return
    created = 1 if len(values) == 2 else 2
    for index, value in enumerate(values):
        have[index] = min(have[index], value) if index == created else have[index] + value


# One process, one set of counts, however many apps it builds (as the instruments of app.metrics).
COUNTS = RequestCounts()
metrics.REGISTRY.register(COUNTS)

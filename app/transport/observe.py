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

from prometheus_client.metrics_core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from app import metrics

# Upper bounds of the duration buckets (app.metrics' fast requests); +Inf after them.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_LE = [repr(float(bound)) for bound in BUCKETS] + ["+Inf"]  # as the client library writes them


class _Route:
    """One route kind's duration histogram (per-bucket counts, not cumulative) and body bytes."""

    __slots__ = ("buckets", "bytes", "created", "seconds")

    def __init__(self) -> None:
        self.buckets = [0] * (len(BUCKETS) + 1)
        self.seconds = 0.0
        self.bytes = 0
        self.created = time.time()


class RequestCounts(Collector):
    """klartext_http_requests{route,status}, klartext_http_request_duration_seconds{route},
    klartext_http_request_bytes{route} and klartext_mcp_requests{method,tool}.

    Label values are route kinds, status codes, and the fixed method and tool names the MCP
    endpoint reports (never client input), so the number of series stays bounded.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()  # apps of one process may run on several threads (tests)
        self._requests: dict[tuple[str, int], list[float]] = {}  # (route, status) -> [count, created]
        self._routes: dict[str, _Route] = {}
        self._calls: dict[tuple[str, str], list[float]] = {}  # (method, tool) -> [count, created]

    def request(
        self, route: str, status: int, seconds: float, body_bytes: int | None, call: tuple[str, str] | None = None
    ) -> None:
        """One request; ``call``: the MCP method and tool it was (the guard records both at once)."""
        with self._lock:
            if call is not None:
                calls = self._calls.get(call)
                if calls is None:
                    calls = self._calls[call] = [0, time.time()]
                calls[0] += 1
            count = self._requests.get((route, status))
            if count is None:
                count = self._requests[route, status] = [0, time.time()]
            count[0] += 1
            kind = self._routes.get(route)
            if kind is None:
                kind = self._routes[route] = _Route()
            kind.buckets[bisect_left(BUCKETS, seconds)] += 1  # le: the first bound >= seconds
            kind.seconds += seconds
            if body_bytes:
                kind.bytes += body_bytes

    def call(self, method: str, tool: str) -> None:
        with self._lock:
            count = self._calls.get((method, tool))
            if count is None:
                count = self._calls[method, tool] = [0, time.time()]
            count[0] += 1

    def collect(self) -> Iterable[Metric]:
        with self._lock:  # a copy: the scrape runs on another thread than the requests
            requests = {key: tuple(value) for key, value in self._requests.items()}
            routes = {route: (list(k.buckets), k.seconds, k.bytes, k.created) for route, k in self._routes.items()}
            calls = {key: tuple(value) for key, value in self._calls.items()}
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
        for route, (buckets, seconds, body_bytes, created) in routes.items():
            cumulative, running = [], 0
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


# One process, one set of counts, however many apps it builds (as the instruments of app.metrics).
COUNTS = RequestCounts()
metrics.REGISTRY.register(COUNTS)

"""Requests per client: a sliding-window counter, and the two budgets every client has.

The count of the current minute plus the previous minute's count weighted by how much of it
still overlaps the window: O(1) memory per client and close to an exact "N requests in any 60
seconds".

What costs is a document (an ``explain_document`` call, a REST upload): those count against
KLARTEXT_RATE_LIMIT_PER_MINUTE (30). Everything else on the limited routes — initialize, ping,
tools/list, get_explanation, polling a result, discovery files, the page — is cheap and counts
against a separate, much larger budget (KLARTEXT_READ_RATE_LIMIT_PER_MINUTE, by default 20 per
document: 600), so that a client polling every second never meets a limit. Networks listed in
KLARTEXT_RATE_LIMIT_NETWORKS get their own document limit per address (hosted assistants call from
a few shared addresses), and their read budget grows in proportion.

Shared counts (``share_counts``, on with KLARTEXT_SHARED_LIMITS=1 or a PostgreSQL store): the
document budget is counted in the store, so an address gets its documents per minute across all
replicas, not per replica. Same estimate, windows aligned to the wall clock; the address is
stored only as a hash, for two minutes. The read budget stays per process: it guards a replica
against floods, and a database write per poll would cost more than it protects. When the store
cannot be reached, the process counts on its own until it can again.
"""

from __future__ import annotations

import hashlib
import ipaddress
import logging
import math
import time
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from typing import Any, Protocol

from app.errors import RateLimited

# Where an MCP tool result carries the seconds to wait (besides the text): `_meta` of CallToolResult.
RETRY_AFTER_META = "klartext/retryAfter"

WINDOW_SECONDS = 60.0

log = logging.getLogger("klartext.ratelimit")


class HitCounter(Protocol):
    """The store's windowed counter (app.store.base.Store.count_hits and friends)."""

    def count_hits(self, key: str, window_seconds: float, now: float) -> tuple[int, int]: ...

    def uncount_hit(self, key: str, window_seconds: float, now: float) -> None: ...

    def forget_hits(self, before: float) -> int: ...


_SHARED: HitCounter | None = None
# After the store failed to count, count in the process this long before asking it again.
SHARED_RETRY_SECONDS = 30.0


def share_counts(counter: HitCounter | None) -> None:
    """Count the shareable budgets (documents) in ``counter`` from now on; None: in memory again."""
    global _SHARED
    _SHARED = counter


class RateLimiter:
    """At most ``per_minute`` requests per key in any 60 seconds (sliding-window approximation)."""

    def __init__(
        self,
        per_minute: int,
        clock: Callable[[], float] = time.monotonic,
        max_keys: int = 100_000,
        *,
        name: str | None = None,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        self.limit = per_minute
        self.clock = clock
        self.max_keys = max_keys
        # A name makes the limiter shareable: counted in the store once share_counts() is given one.
        self.name = name
        self.wall_clock = wall_clock  # shared windows: every replica must agree on the time
        self._next_forget = 0.0
        self._shared_down_until = 0.0
        # key -> [start of current window, count in it, count in the previous window]
        self._windows: dict[str, list[float]] = {}
        self._next_sweep = clock() + WINDOW_SECONDS

    def hit(self, key: str, limit: int | None = None) -> int:
        """Count one request against ``limit`` (default: the limiter's); 0 when allowed, else the seconds to wait (>= 1)."""
        limit = self.limit if limit is None else limit
        if limit <= 0:
            return 0
        counter = _SHARED if self.name is not None else None
        if counter is not None:
            wait = self._shared_hit(counter, key, limit)
            if wait is not None:
                return wait
        now = self.clock()
        if now >= self._next_sweep or len(self._windows) >= self.max_keys:
            self._sweep(now)
        window = self._windows.get(key)
        if window is None:
            self._windows[key] = [now, 1.0, 0.0]
            return 0
        start, current, previous = window
        elapsed = now - start
        if elapsed >= WINDOW_SECONDS:
            # Windows are aligned per key: the new one starts a whole number of windows later.
            shift = math.floor(elapsed / WINDOW_SECONDS)
            previous = current if shift == 1 else 0.0
            current = 0.0
            start += shift * WINDOW_SECONDS
            elapsed = now - start
            window[0], window[1], window[2] = start, current, previous
        weight = 1.0 - elapsed / WINDOW_SECONDS
        if previous * weight + current + 1 <= limit:
            window[1] = current + 1
            return 0
        return self._retry_after(limit, elapsed, current, previous)

    def _shared_hit(self, counter: HitCounter, key: str, limit: int) -> int | None:
        """The shared count's answer, or None when the store failed (counted locally then)."""
        now = self.wall_clock()
        if now < self._shared_down_until:
            return None
        stored_key = f"{self.name}:{hashlib.sha256(key.encode()).hexdigest()[:32]}"
        try:
            if now >= self._next_forget:
                self._next_forget = now + WINDOW_SECONDS
                counter.forget_hits(math.floor(now / WINDOW_SECONDS) * WINDOW_SECONDS - WINDOW_SECONDS)
            current, previous = counter.count_hits(stored_key, WINDOW_SECONDS, now)
            elapsed = now - math.floor(now / WINDOW_SECONDS) * WINDOW_SECONDS
            if previous * (1.0 - elapsed / WINDOW_SECONDS) + current <= limit:
                return 0
            # Refused: this request must not count (as in memory), so a client that waits gets through.
            counter.uncount_hit(stored_key, WINDOW_SECONDS, now)
        except Exception as exc:
            log.warning("shared rate limit unavailable (%s): counting in this process", type(exc).__name__)
            self._shared_down_until = now + SHARED_RETRY_SECONDS
            return None
        return self._retry_after(limit, elapsed, float(current - 1), float(previous))

    def _retry_after(self, limit: int, elapsed: float, current: float, previous: float) -> int:
        allowed = limit - 1  # the estimate must fall to this for one more request
        if current <= allowed and previous > 0:
            # Still in this window: wait until enough of the previous window has slid out.
            wait = WINDOW_SECONDS * (1 - (allowed - current) / previous) - elapsed
            if wait <= WINDOW_SECONDS - elapsed:
                return max(1, math.ceil(wait))
        # In the next window, this window's count becomes the sliding part.
        into_next = WINDOW_SECONDS * (1 - allowed / current) if current > allowed else 0.0
        return max(1, math.ceil(WINDOW_SECONDS - elapsed + max(0.0, into_next)))

    def _sweep(self, now: float) -> None:
        # Forget clients idle for two windows: their counts no longer matter.
        cutoff = now - 2 * WINDOW_SECONDS
        self._windows = {k: w for k, w in self._windows.items() if w[0] > cutoff}
        self._next_sweep = now + WINDOW_SECONDS


class Budgets:
    """The two budgets of every client address: documents, and everything cheap."""

    def __init__(
        self,
        documents_per_minute: int,
        reads_per_minute: int,
        networks: Iterable[tuple[str, int]] = (),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.documents = RateLimiter(documents_per_minute, clock, name="documents")
        self.reads = RateLimiter(reads_per_minute, clock)
        self._networks = [(ipaddress.ip_network(n, strict=False), limit) for n, limit in networks]
        # client key -> (document limit, read limit); bounded, as the limiters are
        self._limits: dict[str, tuple[int, int]] = {}

    def limits_of(self, key: str) -> tuple[int, int]:
        """(documents, reads) per minute for the client ``key`` (an address, or an IPv6 /64)."""
        if not self._networks:
            return self.documents.limit, self.reads.limit
        limits = self._limits.get(key)
        if limits is None:
            limits = self._limits_for(key)
            if len(self._limits) >= 10_000:
                self._limits.clear()
            self._limits[key] = limits
        return limits

    def _limits_for(self, key: str) -> tuple[int, int]:
        try:
            client = ipaddress.ip_network(key, strict=False)
        except ValueError:
            return self.documents.limit, self.reads.limit
        for network, documents in self._networks:
            if client.version == network.version and client.subnet_of(network):  # type: ignore[arg-type]
                base = self.documents.limit
                if documents <= 0 or base <= 0 or self.reads.limit <= 0:
                    return documents, 0 if documents <= 0 else self.reads.limit
                # The read budget grows with the document budget, never below the usual one.
                return documents, max(self.reads.limit, math.ceil(self.reads.limit * documents / base))
        return self.documents.limit, self.reads.limit

    def document(self, key: str) -> int:
        """Count one document; 0 when allowed, else the seconds to wait."""
        return self.documents.hit(key, self.limits_of(key)[0])

    def read(self, key: str) -> int:
        """Count one cheap request; 0 when allowed, else the seconds to wait."""
        return self.reads.hit(key, self.limits_of(key)[1] if self._networks else None)


class DocumentLimitReached(RateLimited):
    """The address sent its documents for this minute. params: limit, retry_after (seconds).

    Answered as HTTP 429 on the REST API (its code stays ``rate_limited``) and as a tool error
    with the seconds in ``_meta`` on MCP, so the assistant can tell the person how long to wait.
    """

    def message(self, language: str = "en") -> str:
        from app.locales.messages import render

        wait = render("duration_seconds", language, count=int(self.params.get("retry_after") or 1))
        return render("documents_rate_limited", language, count=int(self.params.get("limit") or 0), wait=wait)


# The budgets and client key of the HTTP request being served (set by app.transport.guard for MCP
# requests, whose cost is known only once the JSON-RPC body is read). Unset: no limit (stdio, tests).
_ACCOUNT: ContextVar[tuple[Budgets, str] | None] = ContextVar("klartext_rate_account", default=None)


def charge_document() -> None:
    """Count a document against the current HTTP client's budget; raises DocumentLimitReached when spent."""
    account = _ACCOUNT.get()
    if account is None:
        return
    budgets, key = account
    wait = budgets.document(key)
    if wait:
        raise DocumentLimitReached(retry_after=wait, limit=budgets.limits_of(key)[0])


def bill_to(budgets: Budgets, key: str) -> Any:
    """Make ``charge_document`` count against ``key`` in this context; returns the token to reset."""
    return _ACCOUNT.set((budgets, key))


def stop_billing(token: Any) -> None:
    _ACCOUNT.reset(token)

"""Requests per client: a sliding-window counter.

The count of the current minute plus the previous minute's count weighted by how much of it
still overlaps the window: O(1) memory per client and close to an exact "N requests in any 60
seconds".
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

WINDOW_SECONDS = 60.0


class RateLimiter:
    """At most ``per_minute`` requests per key in any 60 seconds (sliding-window approximation)."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000) -> None:
        self.limit = per_minute
        self.clock = clock
        self.max_keys = max_keys
        # key -> [start of current window, count in it, count in the previous window]
        self._windows: dict[str, list[float]] = {}
        self._next_sweep = clock() + WINDOW_SECONDS

    def hit(self, key: str) -> int:
        """Count one request; returns 0 when allowed, else the seconds to wait (>= 1)."""
        if self.limit <= 0:
            return 0
        now = self.clock()
        if now >= self._next_sweep or len(self._windows) >= self.max_keys:
            self._sweep(now)
        window = self._windows.get(key)
        if window is None:
            self._windows[key] = [now, 1.0, 0.0]
            return 0 if self.limit >= 1 else 1
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
        if previous * weight + current + 1 <= self.limit:
            window[1] = current + 1
            return 0
        return self._retry_after(elapsed, current, previous)

    def _retry_after(self, elapsed: float, current: float, previous: float) -> int:
        allowed = self.limit - 1  # the estimate must fall to this for one more request
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

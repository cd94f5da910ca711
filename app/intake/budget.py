"""Memory budgets shared by all requests of a process: uploads being read, pages being decoded.

A budget counts bytes, not requests: ten photos of 39 megapixels cost far more than ten letters.
Two ways to take from it:

- ``Reservation.grow`` never blocks: an upload whose body does not fit while others are being
  read and prepared is refused as *busy* (503 with Retry-After) before more of it is buffered
  (the guard, app.transport.guard, asks again for a few seconds while the body waits unread).
- ``MemoryBudget.hold`` waits: a page already accepted is decoded once the pages before it have
  shrunk to OCR size, so many large photos are decoded one or two at a time, not all at once.

Whatever a single upload or page needs is granted when nothing else holds the budget, even when
it is more than the whole budget: the limits on file size and pixels bound it, and a request
that could never pass would be a refusal the sender cannot act on.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache

_MB = 1024 * 1024


class MemoryBudget:
    """``limit`` bytes shared by threads and the event loop (a lock held for a few additions)."""

    def __init__(self, limit: int) -> None:
        self.limit = max(1, limit)
        self.used = 0
        self.peak = 0
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._waiting = 0  # threads in hold(): only they need telling that bytes came back

    def try_take(self, size: int, own: int = 0) -> bool:
        """Take ``size`` bytes if they fit; ``own``: bytes the taker already holds (alone, it always fits)."""
        with self._lock:
            if self.used > own and self.used + size > self.limit:
                return False
            self._take(size)
            return True

    def take(self, size: int) -> None:
        """``size`` bytes whether they fit or not (small requests, which must not wait)."""
        with self._lock:
            self._take(size)

    def give(self, size: int) -> None:
        with self._lock:
            self.used = max(0, self.used - size)
            if self._waiting:
                self._changed.notify_all()

    @contextmanager
    def hold(self, size: int) -> Iterator[None]:
        """``size`` bytes for the duration of the block; waits until they fit."""
        with self._changed:
            self._waiting += 1
            try:
                self._changed.wait_for(lambda: not self.used or self.used + size <= self.limit)
            finally:
                self._waiting -= 1
            self._take(size)
        try:
            yield
        finally:
            self.give(size)

    def _take(self, size: int) -> None:
        self.used += size
        self.peak = max(self.peak, self.used)


@cache
def decoding_budget(megabytes: int) -> MemoryBudget:
    """The process's budget for decoding page images (KLARTEXT_DECODE_MEMORY_MB), one per size."""
    return MemoryBudget(megabytes * _MB)


@cache
def upload_budget(megabytes: int) -> MemoryBudget:
    """The process's budget for uploads being read and prepared (KLARTEXT_UPLOAD_MEMORY_MB)."""
    return MemoryBudget(megabytes * _MB)


class Reservation:
    """What one request holds of the upload budget; it grows with the body and ends once.

    Each byte of body is counted ``copies`` times: the body as received, the document decoded from
    it (Base64 in JSON, multipart parts), and the working copies between the two.
    """

    # Bodies up to this size pass even when the budget is spent: polling, tool lists and pasted
    # text must keep working while large uploads wait.
    SMALL = _MB

    def __init__(self, budget: MemoryBudget, copies: int = 3) -> None:
        self.budget = budget
        self.copies = copies
        self.held = 0
        self.seen = 0
        # Handed to work that outlives the request (an MCP task prepares in the background): the
        # end of the request does not give the bytes back, the end of the preparation does.
        self.kept = False

    def grow(self, body_bytes: int) -> bool:
        """Count ``body_bytes`` more of the body; False when the budget cannot take them (nothing taken)."""
        self.seen += body_bytes
        size = body_bytes * self.copies
        if self.seen <= self.SMALL:
            self.budget.take(size)
        elif not self.budget.try_take(size, own=self.held):
            return False
        self.held += size
        return True

    def release(self) -> None:
        held, self.held = self.held, 0
        if held:
            self.budget.give(held)


_CURRENT: ContextVar[Reservation | None] = ContextVar("klartext_upload_reservation", default=None)


def enter(reservation: Reservation) -> object:
    """Make ``reservation`` the current request's (returns a token for ``leave``)."""
    return _CURRENT.set(reservation)


def leave(token: object) -> None:
    _CURRENT.reset(token)  # type: ignore[arg-type]


def keep_upload() -> None:
    """The request's upload goes on being prepared after the answer (``release_upload`` ends it)."""
    reservation = _CURRENT.get()
    if reservation is not None:
        reservation.kept = True


def release_upload() -> None:
    """The request's upload is prepared or refused (anonymized text only from here on): give its bytes back."""
    reservation = _CURRENT.get()
    if reservation is not None:
        reservation.release()

"""A request refused before it reached its route (rate or body limit), as each route kind answers it.

The guard decides *that* a request is refused; how the refusal reads on the wire is the route's
business (a JSON-RPC error for MCP, the REST error body for the API). app.wiring hands the guard
one ``Refuse`` per route kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.errors import KlartextError


@dataclass(frozen=True)
class Refusal:
    status: int
    headers: list[tuple[bytes, bytes]]  # the guard adds Connection and Content-Length
    body: bytes


# (the limit that was hit, the language of the request's Accept-Language) -> the answer
Refuse = Callable[[KlartextError, str], Refusal]


def refusal_headers(error: KlartextError) -> list[tuple[bytes, bytes]]:
    headers = [(b"content-type", b"application/json")]
    if error.retry_after:
        headers.append((b"retry-after", str(error.retry_after).encode()))
    return headers


def refusal_data(error: KlartextError) -> dict[str, int]:
    """What a client may read beside the message: how long to wait, when the limit says so."""
    return {"retry_after_seconds": error.retry_after} if error.retry_after else {}

"""A cap on the size of a request body, counted while it arrives.

A declared Content-Length over the cap is refused before anything is read; a chunked body is
counted as it is read and cut off when it grows past the cap. After a refusal, what is left of
the body is read and discarded for a moment before the connection closes: closing a socket with
unread data resets it, and a client that sends its whole body before reading (most do) would
lose our answer. Bounded, as nginx's lingering close.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

LINGER_SECONDS = 30.0
LINGER_IDLE_SECONDS = 5.0
LINGER_BYTES = 64 * 1024 * 1024
RESERVE_POLL_SECONDS = 0.05
# The request's body size so far, for the request metrics (app.transport.observe).
BODY_SIZE = "klartext.body_size"

# Sends the refusal: the response start and its complete body, with more_body=True (``linger``
# finishes the response once the unread request body is dealt with).
SendRefusal = Callable[[Send], Awaitable[None]]


async def capped(
    app: ASGIApp,
    scope: Scope,
    receive: Receive,
    send: Send,
    max_body: int,
    refuse: SendRefusal,
    reserve: Callable[[int], bool] | None = None,
    busy: SendRefusal | None = None,
    reserve_wait: float = 0.0,
) -> None:
    """Run ``app`` with a body of at most ``max_body`` bytes; a larger one is answered by ``refuse``.

    ``reserve(n)`` is asked for the body's bytes before they are buffered: a declared Content-Length
    up front, asked again for up to ``reserve_wait`` seconds while the body waits unread in the
    socket (no memory of ours), a chunked body as it arrives. When it says no, ``busy`` answers.
    """
    declared = content_length(scope)
    if declared is not None and declared > max_body:
        await refuse(send)
        await linger(receive, send)
        return
    if declared and reserve is not None and busy is not None and not await _reserved(reserve, declared, reserve_wait):
        await busy(send)
        await linger(receive, send)
        return
    reserved_up_front = declared is not None
    size = 0
    started = refused = False

    async def limited_receive() -> Message:
        # Counted while it is read: a chunked body has no Content-Length to check up front.
        nonlocal size, refused
        if refused:
            return {"type": "http.disconnect"}
        message = await receive()
        if message["type"] == "http.request":
            size += len(message.get("body", b""))
            scope[BODY_SIZE] = size
            if size > max_body:
                # Answer now and tell the app the client went away: nothing more is buffered.
                refused = True
                if not started:
                    await refuse(send)
                return {"type": "http.disconnect"}
            chunk = len(message.get("body", b""))
            if not reserved_up_front and reserve is not None and busy is not None and chunk and not reserve(chunk):
                refused = True
                if not started:
                    await busy(send)
                return {"type": "http.disconnect"}
        return message

    async def tracking_send(message: Message) -> None:
        nonlocal started
        if refused:
            return  # the app's own answer to a cut-off body comes too late
        if message["type"] == "http.response.start":
            started = True
        await send(message)

    try:
        await app(scope, limited_receive, tracking_send)
    except Exception:
        if not refused:  # a body we cut off may make the app raise (e.g. ClientDisconnect)
            raise
    if refused:
        await linger(receive, send)


async def _reserved(reserve: Callable[[int], bool], size: int, wait: float) -> bool:
    deadline = time.monotonic() + wait
    while not reserve(size):
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(RESERVE_POLL_SECONDS)
    return True


async def linger(receive: Receive, send: Send) -> None:
    """Discard what is left of the request body, then finish the response.

    At most LINGER_BYTES, LINGER_SECONDS in all and LINGER_IDLE_SECONDS without data: the server
    finishing the response closes the connection, and that must not come while data is unread.
    """
    try:
        await _discard(receive)
    finally:
        await send({"type": "http.response.body", "body": b""})


async def _discard(receive: Receive) -> None:
    drained = 0
    deadline = time.monotonic() + LINGER_SECONDS
    while drained <= LINGER_BYTES:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return
        try:
            async with asyncio.timeout(min(remaining, LINGER_IDLE_SECONDS)):
                message = await receive()
        except TimeoutError:
            return
        if message["type"] != "http.request":
            return
        drained += len(message.get("body", b""))
        if not message.get("more_body", False):
            return


def content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None

"""One-time upload links: ``explain_document`` with ``upload: true``, and the page at ``/u/{token}``.

A person who does not want their document to pass through the chat gets a link to Klartext's own
upload page instead: the file goes from their browser to Klartext, and the chat fetches only the
anonymized explanation with get_explanation.

Ids and tokens: the assistant gets a new analysis id (256 random bits); the token in the link is
derived from it (HMAC-SHA256 keyed with the id), so get_explanation can give the address again,
while the store keeps both only as SHA-256 hashes: what is stored opens nothing, and the link does
not reveal the id, so whoever sees a used link cannot read the explanation. The link is bound to
that id and to the explanation language of the call.

Single use: an upload takes the link atomically (``Store.use_upload_link``, across replicas)
before its body is read; a document that is refused gives it back, so the person can try another
file while the link works; an unknown, used or expired link reads nothing and stores nothing. An
accepted upload becomes an ordinary analysis (the link's ``target_id``; identical documents share
one), which get_explanation finds through the link's id.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import math
import re
import secrets
import time
from collections.abc import Callable, MutableMapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from app.errors import AnalysisExpired, InvalidArguments, KlartextError, NotFound, UploadLinkUsed
from app.language import Language, answer_language
from app.models import DocumentInput, Notice, Pending
from app.store.base import Store, UploadLink

if TYPE_CHECKING:
    from app.config import Settings
    from app.flow import Analyses, Audience

PAGE_PREFIX = "/u/"  # the page at {public URL}/u/{token}
LINK_ID_BYTES = 32  # the analysis id the assistant holds: 43 characters of token_urlsafe
TOKEN_PATTERN = re.compile(r"^[A-Za-z0-9_-]{43}$")
_TOKEN_PURPOSE = b"klartext upload link"
# An upload that took its link but never became an analysis after this long lost its process.
UPLOAD_STALE_SECONDS = 900.0
RETRY_AFTER = {"assistant": 30, "website": 5}  # a person needs a while to upload


_LINK_FIELDS = ("upload", "language")
_DOCUMENT_FIELDS = ("text", "pdf", "images")


def wants_link(arguments: MutableMapping[str, object]) -> bool:
    """Do explain_document's arguments ask for an upload link (``upload: true``)?

    ``upload: false`` (or null) asks for nothing: it is dropped, and the call needs a document as
    always. With ``upload: true`` only ``language`` may come along; raises InvalidArguments else.
    """
    if "upload" not in arguments:
        return False
    value = arguments["upload"]
    if value is None or value is False:
        del arguments["upload"]
        return False
    if value is not True:
        raise InvalidArguments("args_wrong_type", field="upload", expected="boolean")
    for name, given in arguments.items():
        if name in _DOCUMENT_FIELDS and given is not None:
            raise InvalidArguments("upload_with_document")
        if name not in _LINK_FIELDS and name not in _DOCUMENT_FIELDS:
            raise InvalidArguments("args_unknown_field", field=str(name)[:60], allowed=", ".join(_LINK_FIELDS))
    return True


def token_of(analysis_id: str) -> str:
    """The link's token for ``analysis_id``: only whoever knows the id can compute it."""
    digest = hmac.new(analysis_id.encode(), _TOKEN_PURPOSE, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def hashed(value: str) -> str:
    """How the store keeps tokens and link ids: SHA-256, hex."""
    return hashlib.sha256(value.encode()).hexdigest()


def iso_utc(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class UploadLinks:
    """Creates links, answers for the ids they gave, and takes uploads for them."""

    def __init__(self, settings: Settings, analyses: Analyses, clock: Callable[[], float] = time.time) -> None:
        self.settings = settings
        self.analyses = analyses
        self.clock = clock
        analyses.links = self  # look_up and wait answer for the link ids too

    def _store(self) -> Store:
        backend = self.analyses.backend
        if backend is None:
            raise RuntimeError("upload links used outside the app lifespan")
        return backend.store

    @property
    def minutes(self) -> str:
        return f"{self.settings.upload_link_minutes:g}"

    def url(self, analysis_id: str) -> str:
        return f"{self.settings.public_url}{PAGE_PREFIX}{token_of(analysis_id)}"

    # ------------------------------------------------------------------ the assistant's side

    async def create(self, language: Language, audience: Audience) -> Pending:
        """A new link for an upload explained in ``language``; answered as 'awaiting_upload'."""
        store = self._store()
        analysis_id = secrets.token_urlsafe(LINK_ID_BYTES)
        now = self.clock()
        # Links live as long as analysis entries; forgetting old ones here needs no job of its own.
        await asyncio.to_thread(store.forget_upload_links, now - self.settings.retention_days * 86_400)
        link = await asyncio.to_thread(
            store.create_upload_link,
            hashed(token_of(analysis_id)),
            hashed(analysis_id),
            language,
            now,
            now + self.settings.upload_link_minutes * 60,
        )
        return self._awaiting(analysis_id, link, audience, now)

    async def find(self, analysis_id: str) -> UploadLink | None:
        """The link that gave out ``analysis_id``, if one did."""
        return await asyncio.to_thread(self._store().upload_link_of, hashed(analysis_id))

    def state(self, analysis_id: str, link: UploadLink, audience: Audience) -> Pending | KlartextError | None:
        """What the link's id stands for before its upload became an analysis (None: it did, see target_id)."""
        if link.target_id is not None:
            return None
        now = self.clock()
        if link.used_at is not None and now - link.used_at < UPLOAD_STALE_SECONDS:
            return None  # being uploaded and read: the caller answers it as queued
        if now >= link.expires_at or link.used_at is not None:
            key = "analysis_link_expired" if audience == "assistant" else "upload_link_expired"
            return AnalysisExpired(key, minutes=self.minutes)
        return self._awaiting(analysis_id, link, audience, now)

    def _awaiting(self, analysis_id: str, link: UploadLink, audience: Audience, now: float) -> Pending:
        url = self.url(analysis_id)
        minutes = max(1, math.ceil((link.expires_at - now) / 60))
        if audience == "assistant":
            notice = Notice.of("awaiting_upload", url=url, minutes=minutes, analysis_id=analysis_id)
        else:
            notice = Notice.of("awaiting_upload_web", url=url, minutes=minutes)
        return Pending(
            analysis_id,
            "awaiting_upload",
            0.0,
            RETRY_AFTER[audience],
            notice,
            answer_language(link.language),
            upload_url=url,
            upload_expires_at=iso_utc(link.expires_at),
        )

    # ------------------------------------------------------------------ the page's side

    async def check(self, token: str) -> tuple[UploadLink | None, KlartextError | None]:
        """The link of ``token`` and why it cannot take an upload (None: it can), without taking it."""
        if not TOKEN_PATTERN.match(token):
            return None, NotFound("upload_link_unknown")
        link = await asyncio.to_thread(self._store().upload_link, hashed(token))
        return link, self._refusal(link, self.clock())

    async def take(self, token: str) -> tuple[UploadLink | None, KlartextError | None]:
        """Take the link for one upload (atomically): the link, or why it cannot take one."""
        if not TOKEN_PATTERN.match(token):
            return None, NotFound("upload_link_unknown")
        store = self._store()
        now = self.clock()
        taken = await asyncio.to_thread(store.use_upload_link, hashed(token), now)
        if taken is not None:
            return taken, None
        link = await asyncio.to_thread(store.upload_link, hashed(token))
        return link, self._refusal(link, now) or UploadLinkUsed()

    def _refusal(self, link: UploadLink | None, now: float) -> KlartextError | None:
        if link is None:
            return NotFound("upload_link_unknown")
        if link.used_at is not None:
            return UploadLinkUsed()
        if now >= link.expires_at:
            return AnalysisExpired("upload_link_expired", minutes=self.minutes)
        return None

    async def submit(self, token: str, document: DocumentInput) -> Pending:
        """Explain the upload of a taken link; a refused document gives the link back."""
        store = self._store()
        try:
            pending = await self.analyses.submit(document, "website")
        except BaseException:
            await asyncio.to_thread(store.release_upload_link, hashed(token))
            raise
        await asyncio.to_thread(store.finish_upload_link, hashed(token), pending.analysis_id)
        return pending

    async def give_back(self, token: str) -> None:
        """The upload was refused before it reached ``submit`` (a malformed or too large body)."""
        await asyncio.to_thread(self._store().release_upload_link, hashed(token))

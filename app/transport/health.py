"""Readiness: can this instance do its work right now?

``/healthz`` only says the process answers. ``/readyz`` checks what a request needs: a writable
database, tesseract with its language data, and the LLM server when one is configured. The
outside checks are cached briefly, so a load balancer (or anyone) polling ``/readyz`` cannot turn
it into a flood of subprocesses or LLM requests. The database is checked on every call (one
small write), within ``DATABASE_TIMEOUT_SECONDS``: a database that hangs (a network partition,
PostgreSQL restarting) answers 503 "no answer within 3 s" instead of hanging the probe, so a
load balancer takes this replica out while its database is away and back when it returns.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from app.config import Settings
from app.store.base import Store

CACHE_SECONDS = 30.0
DATABASE_TIMEOUT_SECONDS = 3.0
LLM_TIMEOUT_SECONDS = 3.0
# What OCR needs at the least: the languages of the documents and orientation detection.
REQUIRED_OCR_LANGUAGES = frozenset({"deu", "eng", "osd"})


@dataclass
class _Cached:
    ok: bool = False
    detail: str = ""
    checked: float = field(default=-1e18)


class Readiness:
    def __init__(
        self, settings: Settings, clock: Any = time.monotonic, database_timeout: float = DATABASE_TIMEOUT_SECONDS
    ) -> None:
        self.settings = settings
        self.database_timeout = database_timeout
        self.clock = clock
        self._ocr = _Cached()
        self._llm = _Cached()
        self._lock = asyncio.Lock()

    async def check(self, store: Store | None) -> tuple[bool, dict[str, dict[str, Any]]]:
        checks: dict[str, dict[str, Any]] = {"database": await self._database(store)}
        async with self._lock:  # one refresh at a time; the others get the cached answer
            checks["ocr"] = await self._cached(self._ocr, self._check_ocr)
            if self.settings.llm_configured:
                checks["llm"] = await self._cached(self._llm, self._check_llm)
        return all(c["ok"] for c in checks.values()), checks

    async def _database(self, store: Store | None) -> dict[str, Any]:
        if store is None:
            return {"ok": False, "detail": "not open"}
        try:
            # The thread may go on waiting on a hung database; the probe does not.
            await asyncio.wait_for(asyncio.to_thread(store.check_writable), self.database_timeout)
        except TimeoutError:
            return {"ok": False, "detail": f"no answer within {self.database_timeout:g} s"}
        except Exception as exc:
            return {"ok": False, "detail": f"not writable ({type(exc).__name__})"}
        return {"ok": True}

    async def _cached(self, cached: _Cached, probe: Any) -> dict[str, Any]:
        now = self.clock()
        if now - cached.checked >= CACHE_SECONDS:
            cached.ok, cached.detail = await probe()
            cached.checked = now
        return {"ok": cached.ok, **({"detail": cached.detail} if cached.detail else {})}

    async def _check_ocr(self) -> tuple[bool, str]:
        from app.prepare.tesseract import installed_languages

        languages = await asyncio.to_thread(installed_languages)
        if not languages:
            return False, "no tesseract language data found"
        missing = sorted(REQUIRED_OCR_LANGUAGES - languages)
        return (not missing), (f"missing language data: {', '.join(missing)}" if missing else "")

    async def _check_llm(self) -> tuple[bool, str]:
        # Any answer below 500 means the server is there (a 401 or 404 on /models still proves it);
        # the key and model are checked by the real calls, which fall back to offline on failure.
        base = (self.settings.llm_base_url or "").rstrip("/")
        headers = {"Authorization": f"Bearer {self.settings.llm_api_key}"} if self.settings.llm_api_key else {}
        try:
            async with httpx.AsyncClient(timeout=LLM_TIMEOUT_SECONDS) as client:
                response = await client.get(f"{base}/models", headers=headers)
        except httpx.HTTPError as exc:
            return False, f"unreachable ({type(exc).__name__})"
        if response.status_code >= 500:
            return False, f"answers {response.status_code}"
        return True, ""

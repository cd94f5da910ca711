"""Which revision of the engines wrote an explanation: a fingerprint of the code and data that word it.

A stored explanation is reused for the same anonymized document, language and engine
(``app.store.base.dedupe_key``). After an upgrade that changes how documents are read or worded, the
same document must be explained anew, not answered with what the earlier revision said; so the engine's
name in that key carries this fingerprint. Replicas that run the same code agree on it.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

APP = Path(__file__).parent
# What reads and words a document once it is anonymized (the anonymized text is part of the key itself).
PARTS = ("analysis", "explain", "jobs", "locales")
SUFFIXES = frozenset({".py", ".toml", ".json", ".po", ".txt"})


@cache
def engine_revision() -> str:
    """A short hash of every file of ``PARTS`` (path and bytes), the same on every machine with this code."""
    digest = hashlib.sha256()
    for part in PARTS:
        for path in sorted((APP / part).rglob("*")):
            if path.suffix in SUFFIXES and path.is_file() and "__pycache__" not in path.parts:
                digest.update(path.relative_to(APP).as_posix().encode())
                digest.update(b"\0")
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]

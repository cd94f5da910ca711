"""Detect a file type from its first bytes; the name or MIME type a client sends is not trusted.

Called once per file, by ``app.intake.document``, when a front door builds the typed document;
the stages after intake trust the kind recorded there.
"""

from __future__ import annotations

from typing import TypeGuard

from app.models import FileKind, ImageKind

# ISO-BMFF brands of HEIF still images (iPhone photos are "heic"); AVIF is deliberately not here.
_HEIF_BRANDS = frozenset({b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"hevm", b"hevs", b"mif1", b"msf1"})


def sniff(data: bytes) -> FileKind | None:
    head = data[:1024]
    # The PDF spec tolerates junk before the header and readers accept it within the first KB.
    if head.startswith(b"%PDF-") or b"%PDF-" in head:
        return "pdf"
    if head.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if len(head) >= 12 and head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp"
    if len(head) >= 12 and head[4:8] == b"ftyp" and head[8:12] in _HEIF_BRANDS:
        return "heic"
    return None


def is_image(kind: FileKind | None) -> TypeGuard[ImageKind]:
    return kind in ("jpeg", "png", "heic", "webp")

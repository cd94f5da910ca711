"""An OCR helper process: libtesseract (through tesserocr) kept loaded between pages.

Started by ``app.prepare.tesseract`` as ``python -m app.prepare.tesseract_helper TESSDATA``, one per
core, and reused for page after page: the tesseract program would start and load its language
models again for every page. It imports nothing of the server, only tesserocr.

Protocol over stdin/stdout, every message a frame (4-byte big-endian length, then the bytes):
- the helper first sends ``{"ready": true, "version": "5.5.4"}`` (or ``{"ready": false}``);
- a request is a JSON frame ``{"op": "read", "languages", "psm", "width", "height", "timeout_ms"}``
  or ``{"op": "osd", "width", "height"}``, then a frame of 8-bit gray pixels, row by row;
- the answer is one JSON frame: ``{"tsv": ...}``, ``{"rotate": degrees, "confidence": c}`` or
  ``{"error": "timeout" | "failed"}``.
Page pixels and text only ever travel through the pipes; nothing is written to disk or logged.
"""

from __future__ import annotations

import ctypes
import json
import os
import signal
import struct
import sys
from collections import OrderedDict
from collections.abc import Callable
from typing import IO, Any

_LENGTH = struct.Struct(">I")
# Language sets kept loaded per helper (e.g. deu+eng for first pages, deu for the rest, osd).
_KEEP_ENGINES = 3


def read_frame(stream: IO[bytes]) -> bytes | None:
    head = stream.read(_LENGTH.size)
    if len(head) < _LENGTH.size:
        return None
    (size,) = _LENGTH.unpack(head)
    body = stream.read(size)
    return body if len(body) == size else None


def write_frame(stream: IO[bytes], payload: bytes, *, flush: bool = True) -> None:
    stream.write(_LENGTH.pack(len(payload)))
    stream.write(payload)  # not joined to the length: a page is megabytes, no copy for it
    if flush:
        stream.flush()


class _Engines:
    def __init__(self, tessdata: str) -> None:
        import tesserocr

        self.tesserocr = tesserocr
        self.tessdata = tessdata
        self.loaded: OrderedDict[tuple[str, int], Any] = OrderedDict()

    def get(self, languages: str, psm: int) -> Any:
        key = (languages, psm)
        api = self.loaded.pop(key, None)
        if api is None:
            api = self.tesserocr.PyTessBaseAPI(path=self.tessdata, lang=languages, psm=psm)
            if languages == "osd":
                api.SetVariable("min_characters_to_try", "10")
            else:
                # Inverted (white on black) text is rare in letters; skipping the check saves a pass per line.
                api.SetVariable("tessedit_do_invert", "0")
        self.loaded[key] = api
        while len(self.loaded) > _KEEP_ENGINES:
            _, oldest = self.loaded.popitem(last=False)
            oldest.End()
        return api


def _answer(engines: _Engines, request: dict[str, Any], pixels: bytes) -> dict[str, Any]:
    width, height = int(request["width"]), int(request["height"])
    if request["op"] == "osd":
        api = engines.get("osd", int(engines.tesserocr.PSM.OSD_ONLY))
        api.SetImageBytes(pixels, width, height, 1, width)
        found = api.DetectOrientationScript()
        api.Clear()
        if not found:
            return {"rotate": 0, "confidence": 0.0}  # too little text to tell
        return {"rotate": (360 - int(found["orient_deg"])) % 360, "confidence": float(found["orient_conf"])}
    api = engines.get(str(request["languages"]), int(request["psm"]))
    api.SetImageBytes(pixels, width, height, 1, width)
    finished = api.Recognize(int(request["timeout_ms"]))
    tsv = api.GetTSVText(0) if finished else None
    api.Clear()
    return {"tsv": tsv} if finished else {"error": "timeout"}


def _trimmer() -> Callable[[], object]:
    """Hands a page's working memory back to the system after the page (glibc keeps freed blocks)."""
    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc
        return lambda: None
    return lambda: trim(0)


def main() -> int:
    # The protocol gets its own copy of stdout; fd 1 goes to stderr so that anything the library
    # prints cannot corrupt a frame.
    # Ctrl-C on the server reaches its whole process group: the helper ends when its stdin closes.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    source = sys.stdin.buffer
    try:
        import tesserocr

        engines = _Engines(sys.argv[1])
        version = tesserocr.tesseract_version().split()[1]
    except Exception:  # no tesserocr, or it cannot load: the server falls back to the tesseract program
        write_frame(out, json.dumps({"ready": False}).encode())
        return 3
    write_frame(out, json.dumps({"ready": True, "version": version}).encode())
    trim = _trimmer()
    while (header := read_frame(source)) is not None:
        pixels = read_frame(source)
        if pixels is None:
            break
        try:
            answer = _answer(engines, json.loads(header), pixels)
        except Exception as exc:  # a bad language name, a library error: the server reports a failed page
            answer = {"error": "failed", "kind": type(exc).__name__}
        write_frame(out, json.dumps(answer).encode())
        trim()
    return 0


if __name__ == "__main__":
    sys.exit(main())

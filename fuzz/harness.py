"""Start one harness under libFuzzer: ``python -m fuzz.pdf_bytes [libFuzzer options] [corpus dirs]``.

Klartext and the parsers it hands files to are instrumented for coverage (their Python code; the C
decoders inside Pillow, libheif and PDFium run uninstrumented but are still exercised, and a crash or
hang in them is still caught by libFuzzer).
"""

from __future__ import annotations

import importlib
import os
import sys

import atheris

INSTRUMENTED = ("app", "fuzz", "pypdf", "PIL", "pillow_heif", "pypdfium2", "python_multipart", "multipart")
# Run but not instrumented: atheris 3.0's rewritten bytecode of this module leaks (measured: the
# process grew ~15 MB a second, 180 MB to 650 MB in 40 s, with no growth when it runs uninstrumented
# or outside atheris), which would trip the memory cap with no finding behind it. Pillow's own
# code, which it calls, stays instrumented and guides the fuzzer through the decoders.
NOT_INSTRUMENTED = ("app.prepare.images",)


def main(name: str) -> None:
    # FUZZ_INSTRUMENT=app,fuzz narrows the instrumentation (the parsers' takes ~15 s of CPU at start).
    chosen = os.environ.get("FUZZ_INSTRUMENT")
    include = chosen.split(",") if chosen else list(INSTRUMENTED)
    with atheris.instrument_imports(include=include, exclude=list(NOT_INSTRUMENTED)):
        from fuzz import targets

        _load_lazy_imports()
    targets.quiet()
    atheris.Setup(sys.argv, targets.refusals_only(targets.TARGETS[name]))
    atheris.Fuzz()


def _load_lazy_imports() -> None:
    """Import what the intake imports late, inside the instrumenting block: pypdf (imported by
    ``app.prepare.pdf`` when a PDF is read) and Pillow's format plugins (loaded by ``Image.open``)."""
    for module in ("pypdf", "pypdf.filters", "pypdf._crypt_providers"):
        importlib.import_module(module)
    from PIL import Image

    Image.init()

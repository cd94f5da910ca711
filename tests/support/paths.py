"""Where things are in the repository: the one place tests and benchmarks take paths from."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
APP = REPO / "app"
SAMPLES = REPO / "samples"
WELL_KNOWN = REPO / ".well-known"
# Public legal text with labels (court decisions, terms of service), kept beside the checkout.
REAL_DATA = REPO.parent / "shared" / "data" / "real"

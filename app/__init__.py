"""Klartext: explains legal documents in plain language (docs/architecture.md shows the layers)."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("klartext")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"

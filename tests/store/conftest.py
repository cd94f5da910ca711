"""Store fixtures: the throwaway PostgreSQL cluster of tests/support/postgres.py, for this folder."""

from __future__ import annotations

from tests.support.postgres import postgres_server

__all__ = ["postgres_server"]

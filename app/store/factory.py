"""The configured store: PostgreSQL when KLARTEXT_DATABASE_URL says postgresql://, else SQLite."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.config import Settings

if TYPE_CHECKING:
    from app.store.postgres import PostgresStore
    from app.store.sqlite import SQLiteStore


def uses_postgres(settings: Settings) -> bool:
    from app.store.postgres import is_postgres_url

    return is_postgres_url(settings.database_url)


def open_store(settings: Settings) -> SQLiteStore | PostgresStore:
    """A new store for ``settings``; its owner closes it."""
    if settings.database_url and not uses_postgres(settings):
        raise ValueError("KLARTEXT_DATABASE_URL must start with postgresql:// (unset: SQLite in KLARTEXT_DATA_DIR)")
    if uses_postgres(settings):
        from app.store.postgres import PostgresStore

        assert settings.database_url is not None
        return PostgresStore(settings.database_url)
    from app.store.sqlite import SQLiteStore

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return SQLiteStore(settings.db_path)


def shares_limits(settings: Settings) -> bool:
    """Rate limits are counted in the store: KLARTEXT_SHARED_LIMITS=1, or always with PostgreSQL (replicas)."""
    return settings.shared_limits or uses_postgres(settings)


def recovers_on_start(settings: Settings) -> bool:
    """Whether a starting worker pool may requeue every running analysis as left by a dead process.

    True for SQLite (one worker process per file). Not with PostgreSQL: other processes' workers
    are alive and running those analyses; a dead one's claims are requeued once stale (heartbeats).
    """
    return not uses_postgres(settings)


def describe(settings: Settings) -> str:
    """Where the store is, for logs (a PostgreSQL URL without its password)."""
    if uses_postgres(settings):
        from psycopg.conninfo import conninfo_to_dict

        assert settings.database_url is not None
        info = conninfo_to_dict(settings.database_url)
        return f"postgresql {info.get('host', '')}:{info.get('port', '')}/{info.get('dbname', '')}"
    return str(settings.db_path)

"""Settings, read once from KLARTEXT_* environment variables.

Nothing else in the package reads the environment: settings are passed down explicitly.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

# Locales are data: one folder per language under app/locales (app/locales/README.md), plus the
# folders of KLARTEXT_LOCALES_PATH (os.pathsep-separated directories holding more language folders).
# The languages are the folders found, read once at start-up; a later path overrides an earlier one.
LOCALES_DIR = Path(__file__).resolve().parent / "locales"
# The source tree (installed: the folder that holds the package); the repo's .well-known/ is there.
PROJECT_DIR = Path(__file__).resolve().parent.parent
_LOCALE_CODE = re.compile(r"^[a-z]{2,3}$")


def _locale_dirs(extra: str) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for base in (LOCALES_DIR, *(Path(p) for p in extra.split(os.pathsep) if p.strip())):
        if base.is_dir():
            for folder in sorted(base.iterdir()):
                if _LOCALE_CODE.match(folder.name) and (folder / "language.toml").is_file():
                    found[folder.name] = folder
    return found


LOCALE_DIRS: dict[str, Path] = _locale_dirs(os.environ.get("KLARTEXT_LOCALES_PATH", ""))
LANGUAGES: tuple[str, ...] = tuple(sorted(LOCALE_DIRS))
DEFAULT_LANGUAGE = "en"


def find_well_known(bases: Iterable[Path] | None = None) -> Path | None:
    """The repo's .well-known/: next to the package (source tree), or in the working directory
    (an installed package, e.g. Docker with WORKDIR /srv/klartext and .well-known/ copied there)."""
    for base in bases if bases is not None else (PROJECT_DIR, Path.cwd()):
        candidate = base / ".well-known"
        if candidate.is_dir():
            return candidate
    return None


_MB = 1024 * 1024
# Cheap requests (polling, listing, discovery) allowed per document when no read limit is set: 30 -> 600.
READS_PER_DOCUMENT = 20
# Room for part headers and boundaries on top of the uploaded files themselves.
_UPLOAD_OVERHEAD_BYTES = 256 * 1024


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    data_dir: Path = Path("data")
    # The static discovery files (mcp.json); None: find_well_known() looks in the usual places.
    well_known_dir: Path | None = None
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_seconds: float = 60.0
    llm_max_retries: int = 2
    # The whole explanation's time with the model: clauses not answered by then are explained offline.
    llm_deadline_seconds: float = 600.0
    llm_batch_size: int = 4
    llm_parallel: int = 4
    wait_seconds: float = 120.0
    # Documents (explain_document, REST uploads) per client address and minute (app.transport.ratelimit).
    rate_limit_per_minute: int = 30
    # Everything else on the limited routes (polling, listing, discovery, the page); None: 20 per document.
    read_rate_limit_per_minute: int | None = None
    # Networks with their own document limit, e.g. (("10.0.0.0/8", 300),): shared addresses of hosted assistants.
    rate_limit_networks: tuple[tuple[str, int], ...] = ()
    # Peers whose X-Forwarded-For is believed (addresses or networks, e.g. a reverse proxy).
    trusted_proxies: tuple[str, ...] = ()
    max_body_bytes: int = 24 * 1024 * 1024
    # Analyses waiting for a worker; beyond this new documents are refused as 'busy'.
    max_queued: int = 200
    retention_text_days: float = 7.0
    # How long a one-time upload link of explain_document (upload: true) works (app.uploads).
    upload_link_minutes: float = 30.0
    retention_days: float = 30.0
    allowed_origins: tuple[str, ...] = ()
    # "" (unset): the address served, from host and port (``served_url``), kept so by ``with_``.
    public_url: str = ""
    # Name in the MCP registry (server.json): a namespace the operator owns, e.g. "org.example/klartext".
    registry_name: str | None = None
    # Workers in this process (``klartext serve --workers 0``: HTTP only, ``klartext worker`` does the work).
    workers: int = 2
    # A running analysis refreshes its claim this often; a claim older than ``stale_seconds`` is requeued.
    heartbeat_seconds: float = 30.0
    stale_seconds: float = 300.0
    max_pdf_pages: int = 100
    # Document limits of explain_document (MCP, the REST JSON body and `klartext explain FILE`).
    min_text_chars: int = 40
    max_text_chars: int = 150_000
    # The MCP file travels as Base64 through a chat: 8 MB of file, ~10.7 MB on the wire.
    max_file_bytes: int = 8 * _MB
    max_images: int = 15
    # The website's multipart upload: one PDF or photos up to this size together.
    max_upload_bytes: int = 50 * _MB
    # A plain form field (pasted text): 150,000 characters of up to 4 UTF-8 bytes fit in 600 KB.
    max_form_field_bytes: int = _MB
    max_part_header_bytes: int = 8 * 1024
    # Memory for uploads being read and prepared, all requests together (app.intake.budget): an
    # upload that does not fit within 5 s is answered 'busy' (each body byte counts three times:
    # the body, the decoded file and the copies between). The default takes the largest upload
    # (50 MB); one larger than the budget is still taken when it is alone.
    upload_memory_mb: int = 160
    # Memory for decoding and preparing pages for OCR (photos, rendered PDF pages), all requests
    # together: a page waits until it fits. The default takes the costliest page (a 40 MP PNG with
    # transparency). README, "Memory under load", has the ceiling these two give.
    decode_memory_mb: int = 320
    # PostgreSQL store (app.store.postgres), e.g. postgresql://klartext@db/klartext; None: SQLite in data_dir.
    database_url: str | None = field(default=None, repr=False)  # may hold a password
    # Count rate limits in the store, shared by all processes on it (always on with PostgreSQL).
    shared_limits: bool = False
    log_level: str = "INFO"
    extra: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.public_url:
            object.__setattr__(self, "public_url", served_url(self.host, self.port))
            object.__setattr__(self, "_public_url_derived", True)

    @property
    def public_url_derived(self) -> bool:
        """True when KLARTEXT_PUBLIC_URL was not given: the URL follows host and port."""
        return bool(self.__dict__.get("_public_url_derived"))

    @property
    def read_limit_per_minute(self) -> int:
        """The budget of cheap requests: KLARTEXT_READ_RATE_LIMIT_PER_MINUTE, else 20 per document."""
        if self.read_rate_limit_per_minute is not None:
            return self.read_rate_limit_per_minute
        return READS_PER_DOCUMENT * self.rate_limit_per_minute

    @property
    def llm_configured(self) -> bool:
        return bool(self.llm_base_url and self.llm_model)

    @property
    def db_path(self) -> Path:
        return self.data_dir / "klartext.sqlite3"

    @property
    def max_upload_body_bytes(self) -> int:
        """Largest multipart or JSON body on the REST API: the files plus part headers and boundaries."""
        return self.max_upload_bytes + _UPLOAD_OVERHEAD_BYTES

    @property
    def max_upload_parts(self) -> int:
        """Parts of one multipart upload: the photos plus a few plain fields."""
        return self.max_images + 5

    def with_(self, **changes: object) -> Settings:
        if self.public_url_derived and "public_url" not in changes:
            changes["public_url"] = ""  # derived again from the new host and port
        return replace(self, **changes)  # type: ignore[arg-type]

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env

        def get(name: str) -> str | None:
            value = env.get(f"KLARTEXT_{name}")
            return value.strip() if value and value.strip() else None

        def number(name: str, default: float) -> float:
            raw = get(name)
            if raw is None:
                return default
            try:
                return float(raw)
            except ValueError as exc:
                raise ValueError(f"KLARTEXT_{name} must be a number, got {raw!r}") from exc

        defaults = cls()
        origins = get("ALLOWED_ORIGINS")
        return cls(
            host=get("HOST") or defaults.host,
            port=int(number("PORT", defaults.port)),
            data_dir=Path(get("DATA_DIR") or defaults.data_dir),
            well_known_dir=Path(raw) if (raw := get("WELL_KNOWN_DIR")) else None,
            llm_base_url=get("LLM_BASE_URL"),
            llm_model=get("LLM_MODEL"),
            llm_api_key=get("LLM_API_KEY"),
            llm_timeout_seconds=number("LLM_TIMEOUT_SECONDS", defaults.llm_timeout_seconds),
            llm_max_retries=int(number("LLM_MAX_RETRIES", defaults.llm_max_retries)),
            llm_deadline_seconds=max(0.1, number("LLM_DEADLINE_SECONDS", defaults.llm_deadline_seconds)),
            llm_batch_size=max(1, int(number("LLM_BATCH_SIZE", defaults.llm_batch_size))),
            llm_parallel=max(1, int(number("LLM_PARALLEL", defaults.llm_parallel))),
            wait_seconds=number("WAIT_SECONDS", defaults.wait_seconds),
            rate_limit_per_minute=int(number("RATE_LIMIT_PER_MINUTE", defaults.rate_limit_per_minute)),
            read_rate_limit_per_minute=int(reads) if (reads := number("READ_RATE_LIMIT_PER_MINUTE", -1)) >= 0 else None,
            rate_limit_networks=parse_networks(get("RATE_LIMIT_NETWORKS") or ""),
            trusted_proxies=tuple(p.strip() for p in (get("TRUSTED_PROXIES") or "").split(",") if p.strip()),
            max_body_bytes=max(1024, int(number("MAX_BODY_BYTES", defaults.max_body_bytes))),
            max_queued=max(1, int(number("MAX_QUEUED", defaults.max_queued))),
            retention_text_days=number("RETENTION_TEXT_DAYS", defaults.retention_text_days),
            retention_days=number("RETENTION_DAYS", defaults.retention_days),
            upload_link_minutes=max(0.0, number("UPLOAD_LINK_MINUTES", defaults.upload_link_minutes)),
            allowed_origins=tuple(o.strip().rstrip("/") for o in origins.split(",") if o.strip()) if origins else (),
            public_url=(get("PUBLIC_URL") or "").rstrip("/"),
            registry_name=get("REGISTRY_NAME"),
            workers=max(0, int(number("WORKERS", defaults.workers))),
            heartbeat_seconds=max(0.1, number("HEARTBEAT_SECONDS", defaults.heartbeat_seconds)),
            stale_seconds=max(0.5, number("STALE_SECONDS", defaults.stale_seconds)),
            max_pdf_pages=max(1, int(number("MAX_PDF_PAGES", defaults.max_pdf_pages))),
            min_text_chars=max(1, int(number("MIN_TEXT_CHARS", defaults.min_text_chars))),
            max_text_chars=max(1, int(number("MAX_TEXT_CHARS", defaults.max_text_chars))),
            max_file_bytes=max(1024, int(number("MAX_FILE_BYTES", defaults.max_file_bytes))),
            max_images=max(1, int(number("MAX_IMAGES", defaults.max_images))),
            max_upload_bytes=max(1024, int(number("MAX_UPLOAD_BYTES", defaults.max_upload_bytes))),
            upload_memory_mb=max(1, int(number("UPLOAD_MEMORY_MB", defaults.upload_memory_mb))),
            decode_memory_mb=max(1, int(number("DECODE_MEMORY_MB", defaults.decode_memory_mb))),
            database_url=get("DATABASE_URL"),
            shared_limits=(get("SHARED_LIMITS") or "0").lower() in ("1", "true", "yes", "on"),
            log_level=(get("LOG_LEVEL") or defaults.log_level).upper(),
        )


def served_url(host: str, port: int) -> str:
    """The URL of ``klartext serve`` on ``host``:``port``; a wildcard address is reached on loopback."""
    if host in ("", "0.0.0.0"):
        host = "127.0.0.1"
    elif host == "::":
        host = "::1"
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


def parse_networks(raw: str) -> tuple[tuple[str, int], ...]:
    """KLARTEXT_RATE_LIMIT_NETWORKS: ``network:documents`` pairs, comma-separated (``10.0.0.0/8:300,2001:db8::/32:300``)."""
    import ipaddress

    pairs: list[tuple[str, int]] = []
    for item in raw.split(","):
        item = item.strip()
        if not item:
            continue
        network, _, limit = item.rpartition(":")
        try:
            parsed = ipaddress.ip_network(network.strip(), strict=False)
            per_minute = int(limit)
            if per_minute < 0:
                raise ValueError(limit)
        except ValueError as exc:
            raise ValueError(
                f"KLARTEXT_RATE_LIMIT_NETWORKS: {item!r} is not NETWORK:DOCUMENTS_PER_MINUTE (e.g. 10.0.0.0/8:300)"
            ) from exc
        pairs.append((str(parsed), per_minute))
    return tuple(pairs)

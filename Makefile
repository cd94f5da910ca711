# Klartext: `make run` and `make test` do all set-up on a fresh Debian machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
APT_PACKAGES := tesseract-ocr tesseract-ocr-deu tesseract-ocr-eng tesseract-ocr-fra \
	tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-osd
# Only the tests need these: Debian's chromium for the browser tests (Playwright drives it; no browser
# download); DejaVu fonts for the OCR tests and samples/make_scans.py; gettext's msgfmt checks the
# messages.po catalogues (tests/test_messages.py). postgresql: the server binaries for the throwaway
# cluster the store tests start themselves (tests/support/postgres.py; no service needs to run).
TEST_APT_PACKAGES := chromium fonts-dejavu-core gettext postgresql
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test lint bench conformance fuzz system-deps test-deps install clean

run: system-deps install
	$(BIN)/klartext serve

test: system-deps test-deps install
	$(BIN)/pytest -q

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: system-deps install
	@command -v wrk >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk; }
	@# Run as modules from the checkout: bench/ and tests/support/ are packages, no sys.path tricks.
	$(BIN)/python -m bench.mcp_throughput
	$(BIN)/python -m bench.enqueue_latency
	$(BIN)/python -m bench.offline_engine
	$(BIN)/python -m bench.ocr_speed
	$(BIN)/python -m bench.anonymize_speed
	$(BIN)/python -m bench.anonymize_quality
	$(BIN)/python -m bench.anonymize_real
	$(BIN)/python -m bench.anonymize_memory
	$(BIN)/python -m bench.llm_batching
	$(BIN)/python -m bench.rate_limit_load
	$(BIN)/python -m bench.limiter_cost
	$(BIN)/python -m bench.explain_concurrency
	$(BIN)/python -m bench.scale_out
	$(BIN)/python -m bench.intake_memory

# Every server scenario of the official MCP conformance suite (0.2.0-alpha.12), at each protocol version
# it applies to (2026-07-28, 2025-11-25), against a Klartext that tools/conformance.py starts itself: a
# free port, the offline engine, SQLite in a temporary folder, a raised rate limit. Prints one line per
# scenario; fails when a scenario fails that is not listed as needing a feature Klartext does not offer
# (README, "Conformance"). CONFORMANCE_URL=... tests a server that is already running instead.
# The suite needs Node >= 22; npm brings one into .conformance/ without touching the system's Node.
CONFORMANCE_VERSION := 0.2.0-alpha.12
conformance: install
	@[ -x .conformance/node_modules/.bin/conformance ] && grep -q '"version": "$(CONFORMANCE_VERSION)"' \
		.conformance/node_modules/@modelcontextprotocol/conformance/package.json 2>/dev/null || \
		npm install --silent --prefix .conformance node@22 @modelcontextprotocol/conformance@$(CONFORMANCE_VERSION)
	$(BIN)/python -m tools.conformance $(if $(CONFORMANCE_URL),--url $(CONFORMANCE_URL))

# Coverage-guided fuzzing of the intake with atheris (fuzz/): each harness in its own process for
# FUZZ_SECONDS (default 600), 5 s per input at most, 1 GB of memory at most; corpus and findings stay
# in .fuzz/. Not part of `make test`. Exits 1 when a harness found something (README, "Fuzzing").
FUZZ_SECONDS ?= 600
fuzz: install
	$(BIN)/python -m fuzz.run --seconds $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

# Debian packages: installed only when one is missing, so repeated runs stay fast.
system-deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

test-deps:
	@$(MAKE) --no-print-directory system-deps APT_PACKAGES="$(TEST_APT_PACKAGES)"

install: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache

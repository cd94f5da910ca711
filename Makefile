# Klartext: `make run` and `make test` do all set-up on a fresh Debian machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
APT_PACKAGES := tesseract-ocr tesseract-ocr-deu tesseract-ocr-eng tesseract-ocr-fra \
	tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-por tesseract-ocr-osd
# Only the tests need these: Debian's chromium for the browser tests (Playwright drives it; no browser
# download); DejaVu fonts for the OCR tests and samples/make_scans.py.
TEST_APT_PACKAGES := chromium fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test lint bench system-deps test-deps install clean

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
	$(BIN)/python bench/mcp_throughput.py
	$(BIN)/python bench/enqueue_latency.py
	$(BIN)/python bench/ocr_speed.py

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

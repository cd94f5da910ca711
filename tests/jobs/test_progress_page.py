"""The upload page shows the analysis' real stage and a rising bar, in the page's language.

Chromium (Debian's, driven by Playwright) on the real app, with a slow LLM double: one call at a
time, so the clause batches finish one after another while the page polls.
"""

from __future__ import annotations

import re
import time

from playwright.sync_api import sync_playwright

from app.config import Settings
from tests.support.openai_server import OpenAIServer
from tests.support.paths import SAMPLES
from tests.support.server import live_klartext

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]


def test_the_page_shows_the_clause_batches_and_a_rising_bar_in_its_language(settings: Settings) -> None:
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
    with OpenAIServer(ttfb=1.0) as llm:
        slow = settings.with_(llm_base_url=llm.base_url, llm_model="test-model", llm_parallel=1, llm_batch_size=4)
        with live_klartext(slow) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            try:
                page = browser.new_context(locale="de-DE").new_page()
                page.goto(url)
                page.wait_for_selector("body[data-ready='1']")
                page.click("#paste summary")
                page.fill("#text", lease)
                page.click("#submit")
                seen: list[tuple[str, float]] = []
                deadline = time.monotonic() + 90
                while page.locator("#result").is_hidden() and time.monotonic() < deadline:
                    stage = page.locator("#stage").text_content() or ""
                    value = page.evaluate("document.getElementById('bar').value")
                    if not seen or seen[-1] != (stage, value):
                        seen.append((stage, value))
                    time.sleep(0.05)
                assert page.locator("#result").is_visible(), seen
            finally:
                browser.close()
    batches = [s for s, _ in seen if s.startswith("Die Klauseln werden erklärt:")]
    assert any(re.match(r"Die Klauseln werden erklärt: 2 von 5 Paketen erledigt … \d+ %", s) for s in batches), seen
    # The page polls every 2 s: it sees some of the steps, always forwards.
    values = [v for _, v in seen]
    assert values == sorted(values) and len(set(values)) >= 4, seen

"""Print what a Klartext checkout answers to a client without the MCP App extension, as JSON.

Run with that checkout first on PYTHONPATH (tests/transport/test_mcp_app.py runs it against an
export of ``main``): tools/list, initialize, then get_explanation of the given analysis, or
explain_document of the sample and get_explanation of that, over real HTTP.
Only names that every checkout has (Settings, tests.support.server.live_klartext) are used.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import httpx

from app.config import Settings
from tests.support.server import live_klartext


def answers(data_dir: Path, text: str, analysis_id: str | None = None) -> dict[str, Any]:
    settings = Settings(
        data_dir=data_dir,
        wait_seconds=20.0,
        workers=1,
        public_url="http://127.0.0.1:8000",
        rate_limit_per_minute=1_000_000,
    )
    calls: dict[str, tuple[str, dict[str, Any] | None]] = {
        "tools/list": ("tools/list", None),
        "initialize": ("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}}),
    }
    if analysis_id is None:
        calls["explain_document"] = (
            "tools/call",
            {"name": "explain_document", "arguments": {"text": text, "language": "en"}},
        )
    out: dict[str, Any] = {}
    with live_klartext(settings) as url, httpx.Client(base_url=url, timeout=60) as client:
        for key, (method, params) in calls.items():
            message: dict[str, object] = {"jsonrpc": "2.0", "id": 1, "method": method}
            if params is not None:
                message["params"] = params
            response = client.post("/api/mcp", json=message, headers={"accept": "application/json"})
            out[key] = response.json()
        if analysis_id is None:
            analysis_id = out["explain_document"]["result"]["structuredContent"]["analysis_id"]
        get = {"name": "get_explanation", "arguments": {"analysis_id": analysis_id}}
        message = {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": get}
        out["get_explanation"] = client.post("/api/mcp", json=message, headers={"accept": "application/json"}).json()
    return out


if __name__ == "__main__":
    data, sample = Path(sys.argv[1]), Path(sys.argv[2])
    given = sys.argv[3] if len(sys.argv) > 3 else None
    print(json.dumps(answers(data, sample.read_text(encoding="utf-8"), given), ensure_ascii=False))

"""``klartext stdio`` through the official MCP client, as Claude Desktop would start it."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from tests.support.processes import KLARTEXT, ROOT, SAMPLES, clean_env


@pytest.mark.slow
def test_the_official_client_initializes_lists_explains_and_fetches(tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=KLARTEXT,
        args=["stdio"],
        env=clean_env(KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_LOG_LEVEL="INFO"),
        cwd=str(ROOT),
    )
    lease = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")

    async def run(errlog: Any) -> tuple[Any, Any, Any, Any, Any]:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            init = await session.initialize()
            listed = await session.list_tools()
            # Both at once: the transport serves requests concurrently over one pipe.
            done, bad = await asyncio.gather(
                session.call_tool("explain_document", {"text": lease, "language": "es"}),
                session.call_tool("explain_document", {"text": "Zu kurz.", "language": "it"}),
            )
            fetched = await session.call_tool(
                "get_explanation", {"analysis_id": done.structured_content["analysis_id"]}
            )
            return init, listed, done, bad, fetched

    with (tmp_path / "stderr.log").open("w") as errlog:
        init, listed, done, bad, fetched = asyncio.run(asyncio.wait_for(run(errlog), 180))
    assert init.server_info.name == "klartext"
    assert [tool.name for tool in listed.tools] == ["explain_document", "get_explanation"]
    assert done.is_error is False
    assert done.structured_content["status"] == "completed"
    assert done.structured_content["language"] == "es"
    assert len(done.structured_content["clauses"]) >= 5
    assert bad.is_error is True and "40" in bad.content[0].text
    assert fetched.structured_content == done.structured_content
    # Same store as the HTTP server would use: the analysis sits in the data dir.
    assert (tmp_path / "klartext.sqlite3").exists()


@pytest.mark.slow
def test_stdout_carries_only_protocol_messages_even_for_garbage(tmp_path: Path) -> None:
    lines = [
        b"this is not json",
        b'{"jsonrpc":"2.0","id":7,"method":"ping"}',
        b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
        b"[" * 5000,
        b'{"jsonrpc":"2.0","id":"x","method":"no/such"}',
        b'{"jsonrpc":"2.0","id":8,"method":"tools/list"}',
    ]
    done = subprocess.run(
        [KLARTEXT, "stdio"],
        input=b"\n".join(lines) + b"\n",
        capture_output=True,
        timeout=120,
        env=clean_env(KLARTEXT_DATA_DIR=str(tmp_path), KLARTEXT_LOG_LEVEL="DEBUG"),
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    answers = [json.loads(line) for line in done.stdout.splitlines()]  # every line is JSON-RPC
    assert all(a["jsonrpc"] == "2.0" for a in answers)
    by_id = {a["id"]: a for a in answers if a["id"] is not None}
    assert by_id[7]["result"] == {}
    assert by_id["x"]["error"]["code"] == -32601
    assert [t["name"] for t in by_id[8]["result"]["tools"]] == ["explain_document", "get_explanation"]
    errors = [a["error"]["code"] for a in answers if a["id"] is None]
    assert sorted(errors) == [-32700, -32600]  # garbage and too deep; the notification got no answer
    assert len(answers) == 5
    assert b"klartext.stdio" in done.stderr  # the logs went to stderr

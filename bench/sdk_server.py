"""The comparison server for the throughput bench: the same two tools on the official MCP SDK.

Built the way the SDK documents a stateless JSON server (low-level ``Server``,
``streamable_http_app(stateless_http=True, json_response=True)``), with the tool definitions
imported from Klartext so both servers send the same tools/list payload.

    python bench/sdk_server.py --port 8101
"""

from __future__ import annotations

import argparse
from typing import Any

import mcp_types as types
import uvicorn
from mcp.server.lowlevel import Server
from starlette.applications import Starlette

from app.config import Settings
from app.transport.mcp.protocol import INSTRUCTIONS, SERVER_DESCRIPTION
from app.transport.mcp.tools import tool_list

MCP_PATH = "/api/mcp"


def build_app() -> Starlette:
    tools = [types.Tool.model_validate(tool) for tool in tool_list(Settings())]

    async def list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        # The bench measures the protocol path only; tool work would be identical on both servers.
        return types.CallToolResult(
            content=[types.TextContent(type="text", text="not part of the bench")], is_error=True
        )

    server = Server(
        "klartext-sdk",
        version="0.0.0",
        title="Klartext (SDK bench)",
        description=SERVER_DESCRIPTION,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )
    return server.streamable_http_app(streamable_http_path=MCP_PATH, stateless_http=True, json_response=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8101)
    parser.add_argument("--loop", default="asyncio")
    parser.add_argument("--http", default="h11")
    args = parser.parse_args()
    uvicorn.run(
        build_app(),
        host=args.host,
        port=args.port,
        access_log=False,
        log_level="warning",
        proxy_headers=False,
        loop=args.loop,
        http=args.http,
    )


if __name__ == "__main__":
    main()

"""Where the transports live: the one spelling of each public path."""

from __future__ import annotations

MCP_PATH = "/api/mcp"
ANALYSES_PATH = "/api/analyses"  # the REST API: POST here, GET ANALYSES_PATH/{analysis_id}

# Route kinds, as the metrics label them and the guard limits them.
MCP = "mcp"
ANALYSES = "analyses"
LIMITED = frozenset({MCP, ANALYSES})
_OTHERS = {"/metrics": "metrics", "/healthz": "health", "/readyz": "health"}


def route_kind(path: str) -> str:
    if path == MCP_PATH:
        return MCP
    if path.startswith(ANALYSES_PATH):
        return ANALYSES
    return _OTHERS.get(path, "other")

"""Discovery documents: /.well-known/mcp.json, /llms.txt, server.json — true to what the server does."""

from __future__ import annotations

import json
import re
import subprocess
import time
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest

from app.config import LANGUAGES, Settings
from app.transport.rest.discovery import mcp_manifest, registry_name, server_json, well_known_dir
from tests.support.paths import REPO
from tests.support.processes import KLARTEXT, SAMPLES, clean_env, free_port
from tests.support.server import live_klartext

# The rules of the MCP registry's server.json schema, version 2025-12-11 (ServerDetail with its
# remotes; the newest published, see the registry's docs/reference/server-json), written out for the
# fields this server uses. Version ranges are rejected by the registry. The name is
# "namespace/server" with a reverse-DNS namespace (the registry checks that the publisher owns
# the domain, and that remote URLs are on it): at least two dot-separated labels.
SERVER_SCHEMA_2025_12_11: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "type": "object",
    "required": ["name", "description", "version"],
    "properties": {
        "$schema": {
            "type": "string",
            "const": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
        },
        "name": {
            "type": "string",
            "minLength": 3,
            "maxLength": 200,
            "pattern": "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$",
            "allOf": [{"pattern": r"^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+/"}],
        },
        "title": {"type": "string", "minLength": 1, "maxLength": 100},
        "description": {"type": "string", "minLength": 1, "maxLength": 100},
        "version": {"type": "string", "maxLength": 255, "not": {"pattern": r"^(latest|[\^~<>=].*|.*\.[x*](\..*)?)$"}},
        "websiteUrl": {"type": "string", "format": "uri"},
        "remotes": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["type", "url"],
                "properties": {
                    "type": {"enum": ["streamable-http", "sse"]},
                    "url": {"type": "string", "pattern": r"^https?://[^\s]+$"},
                },
            },
        },
    },
    # Anything else would be ignored or rejected by the registry: this server uses only these.
    "additionalProperties": False,
}


@pytest.fixture
def client(live_server: str) -> Any:
    with httpx.Client(base_url=live_server) as c:
        yield c


def test_repo_file_is_the_generated_document_for_the_default_settings() -> None:
    # Regenerate with: python -m app.transport.rest.discovery mcp.json > .well-known/mcp.json
    committed = json.loads((REPO / ".well-known" / "mcp.json").read_text(encoding="utf-8"))
    assert committed == json.loads(json.dumps(mcp_manifest(Settings(), with_file=False)))


@pytest.mark.slow
def test_served_mcp_json_describes_the_real_tools_and_settings(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, max_pdf_pages=42, wait_seconds=33, public_url="https://k.example.org")
    with live_klartext(settings) as url, httpx.Client(base_url=url) as client:
        manifest = client.get("/.well-known/mcp.json").json()
        listed = client.post(
            "/api/mcp",
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            headers={"accept": "application/json"},
        ).json()["result"]["tools"]
        initialize = client.post(
            "/api/mcp",
            json={
                "jsonrpc": "2.0",
                "id": 2,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "t", "version": "1"},
                },
            },
        ).json()["result"]
    assert [(t["name"], t["inputSchema"]) for t in manifest["tools"]] == [(t["name"], t["inputSchema"]) for t in listed]
    assert manifest["limits"]["pdfPages"] == 42
    assert manifest["limits"]["waitSeconds"] == 33
    assert manifest["url"] == "https://k.example.org/api/mcp"
    assert manifest["languages"] == list(LANGUAGES)
    assert initialize["protocolVersion"] in manifest["protocolVersions"]
    assert manifest["version"] == initialize["serverInfo"]["version"]
    assert manifest["limits"]["textCharacters"]["max"] == listed[0]["inputSchema"]["properties"]["text"]["maxLength"]
    assert manifest["limits"]["images"] == listed[0]["inputSchema"]["properties"]["images"]["maxItems"]


def test_keys_added_to_the_repo_file_are_kept_and_generated_ones_win(tmp_path: Path, monkeypatch: Any) -> None:
    folder = tmp_path / "srv" / ".well-known"
    folder.mkdir(parents=True)
    (folder / "mcp.json").write_text(json.dumps({"contact": "ops@example.org", "tools": []}), encoding="utf-8")
    # An installed package (e.g. Docker): the package's parent has no .well-known, the working directory has.
    assert well_known_dir([tmp_path / "site-packages", tmp_path / "srv"]) == folder
    monkeypatch.chdir(tmp_path / "srv")
    monkeypatch.setattr("app.transport.rest.discovery.well_known_dir", lambda: well_known_dir([Path.cwd()]))
    manifest = mcp_manifest(Settings())
    assert manifest["contact"] == "ops@example.org"
    assert len(manifest["tools"]) == 2


@pytest.mark.slow
def test_server_json_is_valid_against_the_registry_schema(client: httpx.Client) -> None:
    document = client.get("/server.json").json()
    jsonschema.validate(document, SERVER_SCHEMA_2025_12_11, format_checker=jsonschema.FormatChecker())
    assert document["remotes"] == [{"type": "streamable-http", "url": "http://127.0.0.1:8000/api/mcp"}]


def test_registry_name_is_configurable_and_defaults_to_the_public_domain() -> None:
    from_env = Settings.from_env({"KLARTEXT_REGISTRY_NAME": "io.github.verein/klartext"})
    assert server_json(from_env)["name"] == "io.github.verein/klartext"
    assert registry_name(Settings(public_url="https://klartext.example.org")) == "org.example.klartext/klartext"
    for settings in (from_env, Settings(public_url="https://klartext.example.org"), Settings()):
        jsonschema.validate(server_json(settings), SERVER_SCHEMA_2025_12_11)


def test_a_bad_registry_name_would_fail_the_schema() -> None:
    # The check above can fail: a name without a namespace is not accepted.
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(server_json(Settings(registry_name="klartext")), SERVER_SCHEMA_2025_12_11)


@pytest.mark.slow
def test_llms_txt_links_the_endpoint_tools_and_page(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, public_url="https://k.example.org")
    with live_klartext(settings) as url, httpx.Client(base_url=url) as client:
        response = client.get("/llms.txt")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    text = response.text
    assert text.startswith("# Klartext\n\n> ")
    assert "https://k.example.org/api/mcp" in text
    assert "https://k.example.org/.well-known/mcp.json" in text
    assert "explain_document" in text and "get_explanation" in text
    assert "POST https://k.example.org/api/analyses" in text
    assert re.search(r"at most 15,\s+8 MB together", text)


# --------------------------------------------------------------------------- server.json in the repository


def test_repo_server_json_is_the_generated_document_and_follows_the_registry_rules() -> None:
    # Regenerate with: env -u KLARTEXT_PUBLIC_URL python -m app.transport.rest.discovery server.json > server.json
    committed = json.loads((REPO / "server.json").read_text(encoding="utf-8"))
    assert committed == json.loads(json.dumps(server_json(Settings())))
    jsonschema.validate(committed, SERVER_SCHEMA_2025_12_11, format_checker=jsonschema.FormatChecker())
    assert committed["$schema"] == "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
    assert len(committed["description"]) <= 100
    assert [r["type"] for r in committed["remotes"]] == ["streamable-http"]
    assert committed["name"] == "localhost.klartext/klartext"  # reverse-DNS, and plainly not for publishing


@pytest.mark.slow
def test_the_served_server_json_is_the_repo_file(tmp_path: Path) -> None:
    with live_klartext(Settings(data_dir=tmp_path)) as url, httpx.Client(base_url=url) as client:
        served = client.get("/server.json").json()
    assert served == json.loads((REPO / "server.json").read_text(encoding="utf-8"))


def test_a_name_without_a_reverse_dns_namespace_fails_the_rules() -> None:
    for name in ("localhost/klartext", "klartext"):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(server_json(Settings(registry_name=name)), SERVER_SCHEMA_2025_12_11)
    assert registry_name(Settings(public_url="http://10.0.0.5:8000")) == "localhost.klartext/klartext"
    assert registry_name(Settings(public_url="http://intranet:8000")) == "intranet.klartext/klartext"


# --------------------------------------------------------------------------- the public URL follows the address served


def test_the_public_url_defaults_to_the_address_served() -> None:
    assert Settings().public_url == "http://127.0.0.1:8000"
    assert Settings.from_env({"KLARTEXT_PORT": "9123"}).public_url == "http://127.0.0.1:9123"
    assert Settings.from_env({"KLARTEXT_HOST": "0.0.0.0", "KLARTEXT_PORT": "80"}).public_url == "http://127.0.0.1:80"
    assert Settings(host="::", port=81).public_url == "http://[::1]:81"
    assert Settings(host="klartext.lan", port=82).public_url == "http://klartext.lan:82"
    # `klartext serve --port` changes the port after the environment was read: the URL follows.
    assert Settings().with_(port=9001).public_url == "http://127.0.0.1:9001"
    # A URL the operator gave stays, whatever the port.
    given = Settings.from_env({"KLARTEXT_PUBLIC_URL": "https://klartext.example.org/", "KLARTEXT_PORT": "9"})
    assert given.public_url == given.with_(port=10).public_url == "https://klartext.example.org"


@pytest.mark.slow
def test_served_on_another_port_every_document_names_that_address(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = clean_env(KLARTEXT_DATA_DIR=str(tmp_path / "data"), KLARTEXT_LOG_LEVEL="WARNING", KLARTEXT_WAIT_SECONDS="60")
    process = subprocess.Popen(
        [KLARTEXT, "serve", "--port", str(port)], env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        with httpx.Client(base_url=base, timeout=90) as client:
            deadline = time.monotonic() + 60
            while True:
                assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
                try:
                    if client.get("/healthz").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline, "klartext serve did not start"
                time.sleep(0.2)
            server = client.get("/server.json").json()
            manifest = client.get("/.well-known/mcp.json").json()
            llms = client.get("/llms.txt").text
            rpc = {"jsonrpc": "2.0", "id": 1, "method": "initialize"}
            params = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
            info = client.post("/api/mcp", json={**rpc, "params": params}).json()["result"]["serverInfo"]
            text = (SAMPLES / "contratto_locazione_it.txt").read_text(encoding="utf-8")
            call = {"name": "explain_document", "arguments": {"text": text, "language": "en"}}
            result = client.post("/api/mcp", json={**rpc, "method": "tools/call", "params": call}).json()["result"]
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert server["remotes"] == [{"type": "streamable-http", "url": f"{base}/api/mcp"}]
    assert server["websiteUrl"] == f"{base}/"
    assert manifest["url"] == f"{base}/api/mcp" and manifest["links"]["website"] == f"{base}/"
    assert f"{base}/api/mcp" in llms and "127.0.0.1:8000" not in llms
    assert info["websiteUrl"] == base
    assert result["structuredContent"]["status"] == "completed"
    assert result["structuredContent"]["source"]["url"] == base

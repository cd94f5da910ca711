"""Property tests: random and mutated JSON-RPC bodies and tool arguments never break the server.

Every answer is either a valid JSON-RPC response or one of the defined HTTP errors, never a 5xx.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.config import Settings
from tests.support.server import live_klartext

DEFINED_HTTP_ERRORS = {400, 406, 413, 415, 429}
HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=60),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)
methods = st.sampled_from(["initialize", "ping", "tools/list", "tools/call", "server/discover", "nope"]) | st.text(
    max_size=20
)
ids = st.integers() | st.text(max_size=10) | st.none() | st.booleans() | st.floats(allow_nan=False)
base64ish = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=", max_size=200)
arguments = (
    st.fixed_dictionaries(
        {},
        optional={
            "text": st.text(max_size=300) | json_values,
            "pdf": base64ish | json_values,
            "images": st.lists(base64ish, max_size=3) | json_values,
            "language": st.sampled_from(["de", "en", "xx", "", "EN "]) | json_values,
            "analysis_id": st.text(max_size=70) | json_values,
        },
    )
    | json_values
)
calls = st.fixed_dictionaries(
    {
        "jsonrpc": st.just("2.0"),
        "id": st.integers(0, 10**6),
        "method": st.just("tools/call"),
        "params": st.fixed_dictionaries(
            {"name": st.sampled_from(["explain_document", "get_explanation"]) | st.text(max_size=10)},
            optional={"arguments": arguments},
        ),
    }
)
envelopes = st.fixed_dictionaries(
    {},
    optional={"jsonrpc": st.just("2.0") | json_values, "id": ids, "method": methods, "params": json_values},
)


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    config = Settings(
        data_dir=tmp_path_factory.mktemp("data"), wait_seconds=0.0, workers=1, rate_limit_per_minute=1_000_000
    )
    with live_klartext(config) as base:
        yield f"{base}/api/mcp"


def check(response: httpx.Response) -> None:
    assert response.status_code < 500, response.text
    if response.status_code in (202, 204):
        return
    assert response.status_code == 200 or response.status_code in DEFINED_HTTP_ERRORS, response.status_code
    body: dict[str, Any] = response.json()
    assert body["jsonrpc"] == "2.0" and "id" in body
    assert ("result" in body) != ("error" in body)
    if "error" in body:
        assert isinstance(body["error"]["code"], int) and isinstance(body["error"]["message"], str)
    elif isinstance(body["result"], dict) and "isError" in body["result"]:
        assert body["result"]["content"][0]["type"] == "text"


def mutate(data: bytes, draw_positions: list[int], byte: int) -> bytes:
    out = bytearray(data)
    for position in draw_positions:
        if out:
            out[position % len(out)] = byte
    return bytes(out)


FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.mark.slow
@FUZZ
@given(envelope=envelopes)
def test_random_envelopes(url: str, envelope: dict[str, Any]) -> None:
    check(httpx.post(url, content=json.dumps(envelope), headers=HEADERS, timeout=30))


@pytest.mark.slow
@FUZZ
@given(call=calls)
def test_random_tool_arguments(url: str, call: dict[str, Any]) -> None:
    check(httpx.post(url, content=json.dumps(call), headers=HEADERS, timeout=30))


@pytest.mark.slow
@FUZZ
@given(
    call=calls,
    positions=st.lists(st.integers(0, 10_000), min_size=1, max_size=4),
    byte=st.sampled_from(b'{}[]",:\\\x00\xff 0aZ'),
)
def test_mutated_bodies(url: str, call: dict[str, Any], positions: list[int], byte: int) -> None:
    body = mutate(json.dumps(call).encode(), positions, byte)
    check(httpx.post(url, content=body, headers=HEADERS, timeout=30))


@pytest.mark.slow
@FUZZ
@given(raw=st.binary(max_size=300))
def test_random_bytes(url: str, raw: bytes) -> None:
    check(httpx.post(url, content=raw, headers=HEADERS, timeout=30))

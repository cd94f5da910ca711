"""/openapi.json: the REST API described from its own models, held to it by schemathesis on a live server."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import checks

from app.config import Settings
from app.models import AnalysisResult, PendingResult
from app.transport.paths import ANALYSES_PATH
from app.transport.rest.openapi import openapi_document
from app.wiring import create_app
from tests.support.processes import SAMPLES
from tests.support.server import serve_app


def test_every_rest_route_is_described_with_its_errors() -> None:
    document = openapi_document(Settings())
    assert document["openapi"].startswith("3.1")
    paths = document["paths"]
    create = paths[ANALYSES_PATH]["post"]
    assert set(create["requestBody"]["content"]) == {"application/json", "multipart/form-data"}
    assert {"202", "400", "413", "415", "422", "429", "503"} <= set(create["responses"])
    assert create["responses"]["429"]["headers"]["Retry-After"]
    read = paths[ANALYSES_PATH + "/{analysis_id}"]["get"]
    assert {"200", "404", "410", "429"} <= set(read["responses"])
    assert {"/server.json", "/.well-known/mcp.json", "/llms.txt", "/openapi.json", "/healthz", "/readyz"} <= set(paths)
    # The bodies are the models' own schemas, and the JSON upload takes the tool's arguments with the same limits.
    schemas = document["components"]["schemas"]
    assert set(schemas["AnalysisResult"]["properties"]) == set(AnalysisResult.model_fields)
    assert set(schemas["PendingResult"]["properties"]) == set(PendingResult.model_fields)
    assert schemas["ExplainArguments"]["properties"]["text"]["maxLength"] == Settings().max_text_chars


def test_the_document_names_the_served_address() -> None:
    assert openapi_document(Settings(port=9444))["servers"] == [{"url": "http://127.0.0.1:9444"}]


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data: Path = tmp_path_factory.mktemp("data")
    # One address sends everything: no limit gets in the way; short waits.
    server_settings = Settings(data_dir=data, workers=1, wait_seconds=0, rate_limit_per_minute=1_000_000)
    with serve_app(create_app(server_settings)) as url:
        yield url


@pytest.fixture(scope="module")
def api_schema(api: str) -> Any:
    schema = schemathesis.openapi.from_url(f"{api}/openapi.json")
    schema.config.update(base_url=api)
    return schema


@pytest.mark.slow
def test_the_served_document_is_the_generated_one(api: str) -> None:
    served = httpx.get(f"{api}/openapi.json")
    assert served.status_code == 200 and served.headers["content-type"].startswith("application/json")
    assert served.json()["paths"].keys() == openapi_document(Settings())["paths"].keys()


OPERATIONS = [
    f"{method.upper()} {path}" for path, item in openapi_document(Settings())["paths"].items() for method in item
]


@pytest.mark.slow
@pytest.mark.parametrize("label", OPERATIONS)
def test_the_api_keeps_to_its_document(api: str, api_schema: Any, label: str) -> None:
    operation = api_schema.find_operation_by_label(label)
    assert operation is not None, label

    @given(case=operation.as_strategy())
    @settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True, database=None)
    def keeps_to_it(case: schemathesis.Case) -> None:
        # No 5xx; statuses, content types, headers and bodies as documented. Not checked: that every
        # schema-valid upload is accepted (a text of 40 random characters is valid, but no legal document).
        case.call_and_validate(base_url=api, timeout=60, excluded_checks=[checks.positive_data_acceptance])

    keeps_to_it()


@pytest.mark.slow
def test_a_real_upload_and_its_result_keep_to_the_document(api: str, api_schema: Any) -> None:
    lease = (SAMPLES / "contratto_locazione_it.txt").read_text(encoding="utf-8")
    create = api_schema.find_operation_by_label(f"POST {ANALYSES_PATH}")
    created = create.Case(body={"text": lease, "language": "en"}, media_type="application/json")
    response = created.call_and_validate(base_url=api, timeout=60)
    assert response.status_code == 202
    read = api_schema.find_operation_by_label(f"GET {ANALYSES_PATH}/{{analysis_id}}")
    polled = read.Case(path_parameters={"analysis_id": response.json()["analysis_id"]})
    deadline = time.monotonic() + 60
    while (answer := polled.call_and_validate(base_url=api, timeout=60)).json()["status"] != "completed":
        assert time.monotonic() < deadline, "the analysis did not finish"
        time.sleep(0.3)
    assert answer.status_code == 200 and answer.json()["clauses"]

"""The one error table: every error class has a row, and every transport answers from it."""

from __future__ import annotations

import json

import pytest

from app import errors
from app.errors import ANSWERS, KlartextError, answer_of, error_body, http_status
from app.transport.mcp import http as mcp_http
from app.transport.mcp.tools import tool_error
from app.transport.rest import routes as rest_routes


def all_error_classes() -> list[type[KlartextError]]:
    found: list[type[KlartextError]] = [KlartextError]
    for cls in found:
        found.extend(sub for sub in cls.__subclasses__() if sub.__module__ == errors.__name__)
    return found


def test_every_error_class_has_a_row() -> None:
    classes = all_error_classes()
    assert len(classes) > 10
    assert set(classes) == set(ANSWERS)
    for cls in classes:
        assert ANSWERS[cls].key == cls.key


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (errors.InputTooLarge(), 413),
        (errors.UnsupportedInput(), 415),
        (errors.InvalidArguments(), 400),
        (errors.UnreadableDocument(), 422),
        (errors.OcrUnavailable(), 422),
        (errors.Refused(), 422),
        (errors.NotFound(), 404),
        (errors.Busy(retry_after=5), 503),
        (errors.UploadsBusy(retry_after=10), 503),
        (errors.AnalysisFailed(), 422),
        (errors.AnalysisExpired(days="7"), 410),
        (errors.RateLimited(retry_after=5), 429),
        (errors.RequestTooLarge(max_mb=24), 413),
        (errors.OriginNotAllowed(), 403),
        (errors.ExplainerFailed(), 503),
        (KlartextError(), 503),  # never a bare 500: trying again may help
    ],
)
def test_http_statuses(error: KlartextError, status: int) -> None:
    assert http_status(error) == status


def test_a_subclass_without_a_row_answers_as_its_parent() -> None:
    class Special(errors.Refused):
        pass

    assert answer_of(Special()) == ANSWERS[errors.Refused]


def test_tool_errors_are_results_and_limits_are_protocol_errors() -> None:
    for cls in all_error_classes():
        if cls in (errors.RateLimited, errors.RequestTooLarge, errors.UploadsBusy):
            assert ANSWERS[cls].rpc_code in (errors.RPC_RATE_LIMITED, errors.RPC_TOO_LARGE, errors.RPC_BUSY)
        else:
            assert ANSWERS[cls].rpc_code is None
    result = tool_error(errors.Refused(), "de")
    assert result == {"content": [{"type": "text", "text": errors.Refused().message("de")}], "isError": True}


def test_the_error_body_is_one_shape_on_rest_and_in_the_guards_refusals() -> None:
    assert error_body("busy", "later", retry_after_seconds=3) == {
        "error": {"code": "busy", "message": "later"},
        "retry_after_seconds": 3,
    }
    limited = errors.RateLimited(retry_after=7)
    rest = rest_routes.refusal(limited, "en")
    assert rest.status == 429 and (b"retry-after", b"7") in rest.headers
    assert json.loads(rest.body) == error_body("rate_limited", limited.message("en"), retry_after_seconds=7)
    response = rest_routes.error_response(errors.NotFound("upload_not_found"), "de")
    assert response.status_code == 404
    assert json.loads(bytes(response.body)) == error_body(
        "upload_not_found", errors.NotFound("upload_not_found").message("de")
    )
    mcp = mcp_http.refusal(errors.RequestTooLarge(max_mb=2), "fr")
    assert mcp.status == 413 and not any(name == b"retry-after" for name, _ in mcp.headers)
    assert json.loads(mcp.body)["error"] == {
        "code": errors.RPC_TOO_LARGE,
        "message": errors.RequestTooLarge(max_mb=2).message("fr"),
        "data": {"reason": "request_too_large"},
    }

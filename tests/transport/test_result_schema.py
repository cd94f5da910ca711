"""The result schemas clients see carry actions, the document's date and legal notes, all optional.

An older client (or a result stored before these fields) still validates: nothing new is required.
"""

from __future__ import annotations

import json
from typing import Any

from jsonschema import Draft202012Validator

from app.config import Settings
from app.models import Action, AnalysisResult, Clause, Decision, Engine, LegalNote, Norm, Source
from app.transport.mcp.tools import OUTPUT_SCHEMA
from app.transport.rest.discovery import mcp_manifest
from tests.support.paths import REPO


def full_result() -> dict[str, Any]:
    clause = Clause(
        id="c1",
        heading="§ 8",
        original="Die Küche ist alle drei Jahre zu streichen.",
        translation="Plain words.",
        explanation="Why it matters.",
        start=0,
        end=43,
        legal_notes=[
            LegalNote(
                kind="may_be_invalid",
                text="Courts have held fixed schedules like this void.",
                norms=[Norm(citation="§ 307 BGB")],
                # BGH, 23.06.2004, VIII ZR 361/03: a rigid renovation schedule in a standard-form lease.
                decisions=[Decision(court="BGH", date="2004-06-23", file_number="VIII ZR 361/03")],
            )
        ],
    )
    return AnalysisResult(
        analysis_id="abcdef123",
        status="completed",
        language="en",
        category="rental_contract",
        summary="A lease.",
        clauses=[clause],
        document_date="2025-09-12",
        actions=[Action(text="Attend.", kind="appointment", date="2025-09-23", time="09:30", clause_id="c1")],
        engine=Engine(kind="offline"),
        disclaimer="Not legal advice.",
        source=Source(name="Klartext", url="https://klartext.example"),
    ).model_dump(mode="json")


def old_result() -> dict[str, Any]:
    """The same result as a client or a store from before actions and notes knows it."""
    data = full_result()
    del data["actions"], data["document_date"]
    for clause in data["clauses"]:
        del clause["legal_notes"]
    return data


def test_the_output_schema_describes_the_new_fields_and_requires_none_of_them() -> None:
    defs = OUTPUT_SCHEMA["$defs"]
    assert {"Action", "LegalNote", "Decision"} <= set(defs)
    assert {"actions", "document_date"} <= set(OUTPUT_SCHEMA["properties"])
    assert "legal_notes" in defs["Clause"]["properties"]
    assert not {"actions", "document_date"} & set(OUTPUT_SCHEMA["required"])
    assert "legal_notes" not in defs["Clause"].get("required", [])
    assert set(defs["LegalNote"]["properties"]["kind"]["enum"]) == {"may_be_invalid", "unusual", "legal_limit", "info"}
    assert set(defs["Action"]["properties"]["kind"]["enum"]) == {"appointment", "deadline", "payment", "option"}


def test_old_and_new_results_both_validate() -> None:
    validator = Draft202012Validator(OUTPUT_SCHEMA)
    validator.validate(full_result())
    validator.validate(old_result())
    # And a stored result from before reads back with empty lists.
    parsed = AnalysisResult.model_validate(old_result())
    assert parsed.actions == [] and parsed.document_date is None and parsed.clauses[0].legal_notes == []


def test_a_wrong_note_kind_is_refused() -> None:
    data = full_result()
    data["clauses"][0]["legal_notes"][0]["kind"] = "advice"
    assert list(Draft202012Validator(OUTPUT_SCHEMA).iter_errors(data))


def test_mcp_json_carries_the_output_schema_of_each_tool() -> None:
    committed = json.loads((REPO / ".well-known" / "mcp.json").read_text(encoding="utf-8"))
    generated = mcp_manifest(Settings(), with_file=False)
    for document in (committed, json.loads(json.dumps(generated))):
        for tool in document["tools"]:
            assert tool["outputSchema"] == json.loads(json.dumps(OUTPUT_SCHEMA))
            Draft202012Validator(tool["outputSchema"]).validate(old_result())

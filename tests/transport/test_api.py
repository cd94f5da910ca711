"""REST API of the website over real HTTP: every input kind, every error, CORS."""

from __future__ import annotations

import asyncio
import base64
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.config import Settings
from app.errors import InputTooLarge, InvalidArguments, UnsupportedInput
from app.intake.document import decode_text_file
from app.models import Images, PageImage, Pdf, Text
from app.transport.rest.upload import Upload, document_from_upload, read_multipart
from tests.support.paths import SAMPLES
from tests.support.server import live_klartext

PDF = (SAMPLES / "mietvertrag.pdf").read_bytes()
LEASE_TEXT = (SAMPLES / "mietvertrag.txt").read_text(encoding="utf-8")
PHOTO = (SAMPLES / "photo_mietvertrag.jpg").read_bytes()
HEIC = (SAMPLES / "photo_mietvertrag_p2.heic").read_bytes()


@pytest.fixture
def client(live_server: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_server, timeout=120) as c:
        yield c


def finished(client: httpx.Client, location: str, timeout: float = 90) -> httpx.Response:
    deadline = time.monotonic() + timeout
    while True:
        response = client.get(location)
        if response.status_code != 200 or response.json()["status"] not in ("queued", "running"):
            return response
        assert time.monotonic() < deadline, "analysis did not finish"
        time.sleep(0.3)


def created(response: httpx.Response) -> str:
    assert response.status_code == 202, response.text
    body = response.json()
    assert body["status"] in ("queued", "running")
    assert response.headers["location"] == f"/api/analyses/{body['analysis_id']}"
    assert response.headers["cache-control"] == "no-store"
    return response.headers["location"]


def error_of(response: httpx.Response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"] and "Traceback" not in error["message"]
    return str(error["message"])


# ---------------------------------------------------------------- each input kind


@pytest.mark.slow
def test_pdf_upload_is_explained_with_clauses_deadlines_and_disclaimer(client: httpx.Client) -> None:
    location = created(
        client.post("/api/analyses", files={"file": ("m.pdf", PDF, "application/pdf")}, data={"language": "en"})
    )
    result = finished(client, location).json()
    assert result["status"] == "completed"
    assert result["category"] == "rental_contract"
    assert len(result["clauses"]) >= 5
    assert result["deadlines"] and result["amounts"]
    assert "not legal advice" in result["disclaimer"]
    assert result["language"] == "en"


@pytest.mark.slow
def test_phone_photo_is_read_by_ocr_and_explained(client: httpx.Client) -> None:
    location = created(
        client.post("/api/analyses", files={"file": ("IMG_0001.jpg", PHOTO, "image/jpeg")}, data={"language": "de"})
    )
    result = finished(client, location, timeout=120).json()
    assert result["status"] == "completed", result
    assert result["clauses"] and all(c["page"] == 1 for c in result["clauses"])
    assert "Rechtsberatung" in result["disclaimer"]


@pytest.mark.slow
def test_several_photos_become_pages_in_the_order_sent(client: httpx.Client) -> None:
    files = [("file", ("p1.jpg", PHOTO, "image/jpeg")), ("file", ("p2.heic", HEIC, "image/heic"))]
    location = created(client.post("/api/analyses", files=files, data={"language": "en"}))
    result = finished(client, location, timeout=150).json()
    assert result["status"] == "completed", result
    assert {c["page"] for c in result["clauses"]} == {1, 2}


@pytest.mark.slow
def test_text_file_upload_in_utf8_and_in_windows_1252(client: httpx.Client) -> None:
    for data in (LEASE_TEXT.encode("utf-8"), LEASE_TEXT.encode("cp1252", errors="replace")):
        location = created(client.post("/api/analyses", files={"file": ("vertrag.txt", data, "text/plain")}))
        result = finished(client, location).json()
        assert result["status"] == "completed"
        assert result["category"] == "rental_contract"
        assert any("Kaution" in c["original"] for c in result["clauses"])


@pytest.mark.slow
def test_pasted_text_as_form_field(client: httpx.Client) -> None:
    response = client.post("/api/analyses", files={"text": (None, LEASE_TEXT), "language": (None, "fr")})
    result = finished(client, created(response)).json()
    assert result["language"] == "fr"
    assert result["clauses"]


@pytest.mark.slow
def test_json_with_text_and_json_with_base64_pdf(client: httpx.Client) -> None:
    result = finished(client, created(client.post("/api/analyses", json={"text": LEASE_TEXT, "language": "it"})))
    assert result.json()["language"] == "it"
    pdf = base64.b64encode(PDF).decode()
    result = finished(client, created(client.post("/api/analyses", json={"pdf": pdf, "language": "es"})))
    assert result.json()["status"] == "completed"


@pytest.mark.slow
def test_progress_is_reported_while_it_works(tmp_path: Path) -> None:
    # One worker and several documents: the later ones are seen queued with a progress and a Retry-After.
    settings = Settings(data_dir=tmp_path / "d", wait_seconds=5, workers=1)
    with live_klartext(settings) as url, httpx.Client(base_url=url, timeout=120) as client:
        locations = [created(client.post("/api/analyses", json={"text": LEASE_TEXT})) for _ in range(3)]
        pending = client.get(locations[-1])
        body = pending.json()
        if body["status"] != "completed":  # a fast machine may already be done; then the shape below is moot
            assert body["status"] in ("queued", "running")
            assert 0 <= body["progress"] <= 1
            assert pending.headers["retry-after"] == "2"
            assert "%" in body["message"]
        for location in locations:
            assert finished(client, location).json()["status"] == "completed"


# ---------------------------------------------------------------- each error


@pytest.mark.slow
def test_nothing_sent(client: httpx.Client) -> None:
    message = error_of(client.post("/api/analyses", files={"language": (None, "de")}), 400, "upload_none")
    assert "Datei" in message  # in the requested language


@pytest.mark.slow
def test_file_and_text_together(client: httpx.Client) -> None:
    files = {"file": ("m.pdf", PDF, "application/pdf"), "text": (None, LEASE_TEXT)}
    error_of(client.post("/api/analyses", files=files), 400, "upload_several")


@pytest.mark.slow
def test_pdf_mixed_with_photos_names_the_odd_file(client: httpx.Client) -> None:
    files = [("file", ("a.jpg", PHOTO, "image/jpeg")), ("file", ("b.pdf", PDF, "application/pdf"))]
    message = error_of(client.post("/api/analyses", files=files), 400, "upload_mixed")
    assert "2" in message


@pytest.mark.slow
def test_too_many_photos(client: httpx.Client) -> None:
    files = [("file", (f"p{i}.jpg", PHOTO[:2000], "image/jpeg")) for i in range(16)]
    message = error_of(client.post("/api/analyses", files=files), 413, "too_many_images")
    assert "16" in message and "15" in message


@pytest.mark.slow
def test_upload_over_the_limit_is_refused_before_reading_it(live_server: str) -> None:
    # A raw socket: the declared size is refused at once, without waiting for (or sending) 50 MB.
    host, port = live_server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(
            b"POST /api/analyses HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\n"
            + f"Content-Length: {Settings().max_upload_body_bytes + 1}\r\n\r\n".encode()
        )
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            data = sock.recv(65536)
            if not data:
                break
            answer += data
    assert answer.startswith(b"HTTP/1.1 413")
    assert b"MB" in answer


@pytest.mark.slow
def test_upload_larger_than_the_mcp_body_limit_is_read_by_the_website_api(client: httpx.Client) -> None:
    # 30 MB: over the MCP body limit (24 MB), under the website's 50 MB. It must reach the upload
    # checks (which judge the file type), not be cut off as too large by the transport guard.
    big = b"PK\x03\x04" + b"\0" * (30 * 1024 * 1024)
    response = client.post("/api/analyses", files={"file": ("big.docx", big)})
    error_of(response, 415, "unsupported_file")


@pytest.mark.slow
def test_unsupported_file_type(client: httpx.Client) -> None:
    zipped = b"PK\x03\x04" + bytes(range(256)) * 10
    message = error_of(client.post("/api/analyses", files={"file": ("a.docx", zipped)}), 415, "unsupported_file")
    assert "PDF" in message


@pytest.mark.slow
def test_damaged_pdf(client: httpx.Client) -> None:
    broken = PDF[: len(PDF) // 3]
    response = client.post("/api/analyses", files={"file": ("m.pdf", broken, "application/pdf")})
    assert response.status_code == 422
    assert response.json()["error"]["code"] in ("pdf_corrupt", "no_text")


@pytest.mark.slow
def test_text_without_legal_content_is_refused(client: httpx.Client) -> None:
    recipe = "Pfannkuchen: 200 g Mehl, 3 Eier, 300 ml Milch und eine Prise Salz verrühren. " * 5
    error_of(client.post("/api/analyses", json={"text": recipe, "language": "en"}), 422, "no_legal_content")


@pytest.mark.slow
def test_text_too_short_answers_in_the_requested_language(client: httpx.Client) -> None:
    message = error_of(client.post("/api/analyses", json={"text": "zu kurz", "language": "fr"}), 400, "text_too_short")
    assert "trop court" in message


@pytest.mark.slow
def test_accept_language_chooses_the_message_language_when_none_is_given(client: httpx.Client) -> None:
    response = client.post("/api/analyses", json={"text": "kurz"}, headers={"accept-language": "es-ES,es;q=0.9"})
    assert "demasiado corto" in error_of(response, 400, "text_too_short")


@pytest.mark.slow
def test_unsupported_language(client: httpx.Client) -> None:
    response = client.post("/api/analyses", files={"text": (None, LEASE_TEXT), "language": (None, "nl")})
    assert "nl" in error_of(response, 400, "language_unsupported")


@pytest.mark.slow
def test_unknown_form_field(client: httpx.Client) -> None:
    response = client.post("/api/analyses", files={"text": (None, LEASE_TEXT), "password": (None, "x")})
    assert "password" in error_of(response, 400, "args_unknown_field")


@pytest.mark.slow
def test_wrong_content_type(client: httpx.Client) -> None:
    response = client.post("/api/analyses", content=b"text=hello", headers={"content-type": "text/plain"})
    error_of(response, 415, "upload_content_type")


@pytest.mark.slow
def test_malformed_multipart_and_malformed_json(client: httpx.Client) -> None:
    response = client.post("/api/analyses", content=b"garbage", headers={"content-type": "multipart/form-data"})
    error_of(response, 400, "upload_malformed")
    response = client.post("/api/analyses", content=b"{not json", headers={"content-type": "application/json"})
    error_of(response, 400, "upload_malformed")


@pytest.mark.slow
def test_unknown_and_malformed_ids(client: httpx.Client) -> None:
    error_of(client.get("/api/analyses/AAAAAAAAAAAAAAAAAAAAAA"), 404, "upload_not_found")
    response = client.get("/api/analyses/x'--", headers={"accept-language": "de"})
    assert "Kennung" in error_of(response, 404, "upload_not_found")


@pytest.mark.slow
def test_a_refused_analysis_reads_as_failed(tmp_path: Path) -> None:
    from app.store.sqlite import SQLiteStore

    store = SQLiteStore(tmp_path / "s.sqlite3")
    try:
        # No workers: the analysis stays queued until the test fails it as a worker would.
        with live_klartext(Settings(data_dir=tmp_path, workers=0), store) as url, httpx.Client(base_url=url) as client:
            location = created(client.post("/api/analyses", json={"text": LEASE_TEXT, "language": "pt"}))
            assert client.get(location).json()["status"] == "queued"
            store.fail(location.rsplit("/", 1)[1], "analysis_failed")
            response = client.get(location)
        assert response.status_code == 422
        body = response.json()
        assert body["status"] == "failed"
        assert body["error"]["code"] == "upload_failed"
        assert "novamente" in body["error"]["message"]
    finally:
        store.close()


# ---------------------------------------------------------------- CORS and embedding


@pytest.mark.slow
def test_cors_for_allowed_sites_and_403_for_others(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "d", allowed_origins=("https://verein.example",), workers=1)
    with live_klartext(settings) as url, httpx.Client(base_url=url) as client:
        allowed = {"origin": "https://verein.example"}
        preflight = client.options("/api/analyses", headers={**allowed, "access-control-request-method": "POST"})
        assert preflight.status_code == 204
        assert preflight.headers["access-control-allow-origin"] == "https://verein.example"
        response = client.post("/api/analyses", json={"text": LEASE_TEXT}, headers=allowed)
        assert response.status_code == 202
        assert response.headers["access-control-allow-origin"] == "https://verein.example"
        assert "Location" in response.headers["access-control-expose-headers"]

        foreign = client.post("/api/analyses", json={"text": LEASE_TEXT}, headers={"origin": "https://evil.example"})
        error_of(foreign, 403, "origin_not_allowed")
        # The page served by this server itself (Origin equals the Host it was reached at).
        same = client.post("/api/analyses", json={"text": LEASE_TEXT}, headers={"origin": url})
        assert same.status_code == 202

        page = client.get("/")
        csp = page.headers["content-security-policy"]
        assert "frame-ancestors 'self' https://verein.example" in csp
        assert "connect-src 'self'" in csp and "default-src 'self'" in csp


# ---------------------------------------------------------------- intake of uploads, without HTTP


async def _stream(*chunks: bytes) -> Any:
    for chunk in chunks:
        yield chunk


def test_multipart_over_the_limit_is_cut_off_while_streaming() -> None:
    chunk = b"\0" * (1024 * 1024)
    body = [b'--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n'] + [chunk] * 51
    with pytest.raises(InputTooLarge) as caught:
        asyncio.run(read_multipart("multipart/form-data; boundary=b", _stream(*body), None, Settings()))
    assert caught.value.key == "upload_too_large"


def test_document_from_upload_rules() -> None:
    settings = Settings()
    assert document_from_upload(Upload(files=[PDF]), settings).content == Pdf(PDF)
    photos = document_from_upload(Upload(files=[PHOTO, HEIC], fields={"language": "pt"}), settings)
    assert photos.content == Images((PageImage(PHOTO, "jpeg"), PageImage(HEIC, "heic")))
    with pytest.raises(InvalidArguments):
        document_from_upload(Upload(files=[PDF, PDF]), settings)
    with pytest.raises(UnsupportedInput):
        decode_text_file(b"\x00\x01binary")
    assert decode_text_file("Kündigung".encode("utf-16")) == Text("Kündigung", "utf-16")


@pytest.mark.slow
def test_an_explanation_deleted_by_retention_answers_410(tmp_path: Path) -> None:
    from app.store.sqlite import SQLiteStore

    store = SQLiteStore(tmp_path / "s.sqlite3")
    try:
        settings = Settings(data_dir=tmp_path, workers=1, retention_text_days=7)
        with live_klartext(settings, store) as url, httpx.Client(base_url=url) as client:
            location = created(client.post("/api/analyses", json={"text": LEASE_TEXT, "language": "de"}))
            assert finished(client, location).json()["status"] == "completed"
            store.retain(0, 10 * 86400)  # the text and result go at once, the entry stays
            response = client.get(location)
        message = error_of(response, 410, "upload_expired")
        assert "7 Tage" in message
    finally:
        store.close()

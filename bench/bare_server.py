"""The baseline for the throughput bench: bare Starlette routes that return fixed bytes.

One route per method (``POST /<method>``, e.g. ``/tools/list``), each answering the exact body
Klartext answered for it (read from ``--answers``, a JSON object method -> file), with the same
Content-Type. Nothing else: no limits, no logging, no metrics. What a server on the same framework,
event loop and HTTP parser cannot go below.

    python -m bench.bare_server --port 8102 --answers answers.json [--loop asyncio --http h11]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route


def build_app(answers: dict[str, bytes]) -> Starlette:
    def route(method: str, body: bytes) -> Route:
        async def answer(request: Request) -> Response:
            await request.body()  # read like any server that looks at the request
            return Response(body, media_type="application/json")

        return Route(f"/{method}", answer, methods=["POST"])

    return Starlette(routes=[route(method, body) for method, body in answers.items()])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8102)
    parser.add_argument("--answers", type=Path, required=True, help="JSON: method -> file with the answer's bytes")
    parser.add_argument("--loop", default="asyncio")
    parser.add_argument("--http", default="h11")
    args = parser.parse_args()
    files = json.loads(args.answers.read_text())
    answers = {method: Path(path).read_bytes() for method, path in files.items()}
    uvicorn.run(
        build_app(answers),
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

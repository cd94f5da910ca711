"""HTTP routes besides MCP: the REST API of the website and the discovery documents."""

from __future__ import annotations

from starlette.routing import BaseRoute

from app.config import Settings
from app.flow import Analyses


def http_routes(settings: Settings, analyses: Analyses) -> list[BaseRoute]:
    """REST API, discovery documents and the upload page, ready to add to the app's routes."""
    from app.transport.rest.cors import Cors
    from app.transport.rest.discovery import DiscoveryRoutes
    from app.transport.rest.routes import AnalysesApi
    from app.transport.rest.uploadlinks import UploadLinkApi
    from app.transport.web import page_routes
    from app.uploads import UploadLinks

    cors = Cors(settings)
    # One-time upload links: the HTTP server has the page they lead to (stdio has none).
    links = UploadLinks(settings, analyses)
    return [
        *AnalysesApi(settings, analyses, cors).routes(),
        *UploadLinkApi(settings, links, cors).routes(),
        *DiscoveryRoutes(settings).routes(),
        *page_routes(cors.frame_ancestors()),
    ]

"""HTTP routes besides MCP: the REST API of the website and the discovery documents."""

from __future__ import annotations

from starlette.routing import BaseRoute

from app.analyses import Analyses
from app.config import Settings


def http_routes(settings: Settings, analyses: Analyses) -> list[BaseRoute]:
    """REST API, discovery documents and the upload page, ready to add to the app's routes."""
    from app.api.cors import Cors
    from app.api.discovery import DiscoveryRoutes
    from app.api.routes import AnalysesApi
    from app.web import page_routes

    cors = Cors(settings)
    return [
        *AnalysesApi(settings, analyses, cors).routes(),
        *DiscoveryRoutes(settings).routes(),
        *page_routes(cors.frame_ancestors()),
    ]

"""Who the client is, for the rate limit: its IP address, IPv6 counted per /64.

One host usually owns a whole IPv6 /64. Behind trusted proxies, the client is the last hop of
X-Forwarded-For that is not one of them.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from starlette.types import Scope


class ClientAddress:
    """The client's IP: the peer, or with a trusted proxy as peer, the last untrusted X-Forwarded-For hop."""

    def __init__(self, trusted_proxies: Iterable[str]) -> None:
        self.trusted = tuple(ipaddress.ip_network(p.strip(), strict=False) for p in trusted_proxies if p.strip())

    def _is_trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.trusted)

    def of(self, scope: Scope) -> str:
        client = scope.get("client")
        peer = client[0] if client else "unknown"
        if self.trusted and self._is_trusted(peer):
            forwarded = [v for k, v in scope["headers"] if k == b"x-forwarded-for"]
            hops = [h.strip() for value in forwarded for h in value.decode("latin-1").split(",") if h.strip()]
            # Walk from the right: the nearest hops were added by our own proxies; the first one
            # that is not trusted is the client (anything further left is the client's say-so).
            for hop in reversed(hops):
                if not self._is_trusted(hop):
                    peer = hop
                    break
        return client_key(peer)


def client_key(address: str) -> str:
    if ":" not in address:
        return address
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)

"""Hosted tables announced on the local network, and found there (no Qt): zeroconf (mDNS/DNS-SD,
the `zeroconf` package), as printers and music players are found.

A host announces `<table>._medici-table._tcp.local.` with its port and, as text, the
protocol's version, the game, the host's name and whether the table is encrypted (`tls`: 1 or
0) — never a code nor the pin of its certificate: seeing a table on the network does not let
anyone sit at it. The join dialog lists what `Finder` hears and fills
the address in; the code is still typed. `MEDICI_TABLE_NO_LAN=1` in the environment turns both
off (the test suite sets it: its tests never send multicast traffic).
"""

from __future__ import annotations

import ipaddress
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from medici_table.net.protocol import VERSION

SERVICE = "_medici-table._tcp.local."


def enabled() -> bool:
    return os.environ.get("MEDICI_TABLE_NO_LAN", "") in ("", "0")


def local_addresses() -> list[str]:
    """This computer's addresses a friend on the local network can reach, private IPv4 first
    (what goes in an invitation); the loopback address when there is no other."""
    import ifaddr

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue  # IPv6: typed less easily, listed by zeroconf anyway
            address = ipaddress.ip_address(ip.ip)
            if not address.is_loopback and not address.is_link_local:
                found.append(ip.ip)
    found.sort(key=lambda a: (not ipaddress.ip_address(a).is_private, a))
    return found or ["127.0.0.1"]


@dataclass(frozen=True)
class Table:
    """A hosted table heard on the network."""

    name: str  # the service's instance name: "Ada's table"
    host: str  # an address
    port: int
    game: str
    version: int
    encrypted: bool = False  # TLS: the friend's code carries the certificate's pin
    who: str = ""  # the host's player name, for the joiner to say "Ada's table" in its language

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


def service_info(name: str, port: int, game: str, addresses: list[str],
                 encrypted: bool = False, who: str = "") -> Any:
    """The zeroconf record announcing the table `name` hosted by the player `who` (the code
    is never in it)."""
    from zeroconf import ServiceInfo

    safe = "".join(ch for ch in name if ch.isprintable() and ch != ".")[:50] or "Medici Table"
    return ServiceInfo(
        SERVICE, f"{safe}.{SERVICE}", port=port,
        addresses=[socket.inet_aton(a) for a in addresses if "." in a],
        properties={"v": str(VERSION), "game": game, "host": socket.gethostname()[:60],
                    "tls": "1" if encrypted else "0", "who": who[:60]},
        server=f"{socket.gethostname().split('.')[0][:50] or 'medici'}.local.")


def table_of(info: Any) -> Table | None:
    """The table an announcement describes, or None if it is not one we can join."""
    if info is None:
        return None
    props = {_text(k): _text(v) for k, v in (info.properties or {}).items()}
    try:
        version = int(props.get("v", ""))
    except ValueError:
        return None
    addresses = info.parsed_addresses() if hasattr(info, "parsed_addresses") else []
    if not addresses or not info.port:
        return None
    name = str(info.name)
    if name.endswith("." + SERVICE):
        name = name[: -len(SERVICE) - 1]
    return Table(name, addresses[0], int(info.port), props.get("game", ""), version,
                 props.get("tls") == "1", props.get("who", ""))


def _text(value: Any) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return "" if value is None else str(value)


class Announcer:
    """Announces one hosted table while it is open."""

    def __init__(self, name: str, port: int, game: str, encrypted: bool = False,
                 who: str = "") -> None:
        self.info = service_info(name, port, game, local_addresses(), encrypted, who)
        self._zc: Any = None

    def start(self) -> bool:
        """Announce (in zeroconf's own thread); False if the network cannot be used."""
        if not enabled():
            return False
        from zeroconf import Zeroconf

        try:
            self._zc = Zeroconf()
            self._zc.register_service(self.info, allow_name_change=True)
        except (OSError, RuntimeError, ValueError):
            self.stop()
            return False
        return True

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            try:
                zc.unregister_service(self.info)
            except (OSError, RuntimeError, ValueError, KeyError):
                pass
            zc.close()


class Listener:
    """What a browser hears, as tables (zeroconf calls it from its own thread)."""

    def __init__(self, changed: Callable[[list[Table]], None]) -> None:
        self.changed = changed
        self.tables: dict[str, Table] = {}
        self._lock = threading.Lock()

    def add_service(self, zc: Any, type_: str, name: str) -> None:
        table = table_of(zc.get_service_info(type_, name, timeout=1500))
        if table is not None and table.version == VERSION:
            with self._lock:
                self.tables[name] = table
            self.changed(self.list())

    update_service = add_service

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        with self._lock:
            self.tables.pop(name, None)
        self.changed(self.list())

    def list(self) -> list[Table]:
        with self._lock:
            return sorted(self.tables.values(), key=lambda t: t.name)


class Finder:
    """Lists the tables hosted on the local network while it runs."""

    def __init__(self, changed: Callable[[list[Table]], None]) -> None:
        self.listener = Listener(changed)
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> bool:
        if not enabled():
            return False
        from zeroconf import ServiceBrowser, Zeroconf

        try:
            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, self.listener)  # type: ignore[arg-type]
        except (OSError, RuntimeError, ValueError):
            self.stop()
            return False
        return True

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if zc is not None:
            zc.close()

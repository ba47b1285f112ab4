"""Tables announced on the local network: what is announced (never a code) and what a joiner
makes of what it hears — without sending anything: the suite never uses multicast."""

from __future__ import annotations

from typing import Any

from zeroconf import ServiceInfo

from medici_table.net import lan
from medici_table.net.protocol import VERSION


class Heard:
    """Stands for zeroconf: answers with the announcements it was given."""

    def __init__(self, infos: dict[str, Any]) -> None:
        self.infos = infos

    def get_service_info(self, type_: str, name: str, timeout: int = 0) -> Any:
        return self.infos.get(name)


def test_an_announcement_names_the_game_and_port_never_a_code() -> None:
    info = lan.service_info("Ada's table", 41790, "medici", ["192.168.1.12"])
    assert info.type == lan.SERVICE and info.name == f"Ada's table.{lan.SERVICE}"
    assert info.port == 41790 and info.parsed_addresses() == ["192.168.1.12"]
    props = {k.decode(): v.decode() for k, v in info.properties.items()}
    assert props["v"] == str(VERSION) and props["game"] == "medici"
    assert set(props) == {"v", "game", "host", "tls", "who"} and props["tls"] == "0"
    table = lan.table_of(info)
    assert table == lan.Table("Ada's table", "192.168.1.12", 41790, "medici", VERSION)
    assert table.address == "192.168.1.12:41790" and not table.encrypted


def test_an_encrypted_table_is_announced_as_such_never_with_its_pin(tmp_path: Any) -> None:
    """The announcement says the table is encrypted (the join dialog then asks for the long
    code) but carries neither a code nor the pin of the host's certificate."""
    from medici_table.net import tls

    pin = tls.host_certificate(tmp_path).pin
    info = lan.service_info("Ada's table", 41790, "medici", ["192.168.1.12"], encrypted=True)
    props = {k.decode(): v.decode() for k, v in info.properties.items()}
    assert props["tls"] == "1" and set(props) == {"v", "game", "host", "tls", "who"}
    compact = pin.replace("-", "")
    assert all(compact not in v.replace("-", "") and pin[:4] not in v for v in props.values())
    table = lan.table_of(info)
    assert table is not None and table.encrypted


def test_the_host_is_named_apart_for_the_joiner_to_say_in_its_own_language() -> None:
    """A French host announces 'La table de Lorenzo': an English joiner said it in French. The
    host's player name travels on its own (`who`); an older host's table keeps its name."""
    info = lan.service_info("La table de Lorenzo", 41790, "medici", ["192.168.1.12"],
                            who="Lorenzo")
    table = lan.table_of(info)
    assert table is not None and table.who == "Lorenzo" and table.name == "La table de Lorenzo"
    older = ServiceInfo(lan.SERVICE, f"Bo's table.{lan.SERVICE}", port=41791,
                        addresses=[bytes([192, 168, 1, 13])],
                        properties={"v": str(VERSION), "game": "courtisans"})
    assert lan.table_of(older) == lan.Table("Bo's table", "192.168.1.13", 41791, "courtisans",
                                            VERSION)


def test_a_joiner_lists_the_tables_it_can_join() -> None:
    ours = lan.service_info("Ada's table", 41790, "medici", ["192.168.1.12"])
    other = ServiceInfo(lan.SERVICE, f"Bo's table.{lan.SERVICE}", port=41791,
                        addresses=[bytes([192, 168, 1, 13])],
                        properties={"v": str(VERSION + 1), "game": "courtisans"})
    seen: list[list[lan.Table]] = []
    listener = lan.Listener(seen.append)
    zc = Heard({ours.name: ours, other.name: other})
    listener.add_service(zc, lan.SERVICE, ours.name)
    listener.add_service(zc, lan.SERVICE, other.name)  # another version: not listed
    listener.add_service(zc, lan.SERVICE, "gone." + lan.SERVICE)  # no answer: not listed
    assert [t.name for t in listener.list()] == ["Ada's table"]
    listener.remove_service(zc, lan.SERVICE, ours.name)
    assert seen[-1] == []


def test_the_suite_keeps_off_the_network() -> None:
    assert not lan.enabled()
    assert not lan.Finder(lambda tables: None).start()
    assert not lan.Announcer("x", 1, "medici").start()
    assert lan.local_addresses()

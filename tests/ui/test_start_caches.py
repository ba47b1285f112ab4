"""What the welcome screen keeps on disk between starts (issue 24, start-up): the boxes' pixels
(`ui/artcache.py`) and the games' facts (`ui/gamefacts.py`) read back as they were made, and
never a stale, short or foreign file — those are made again, silently."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from medici_table import games
from medici_table.ui import artcache, gamefacts
from medici_table.ui import games as tables
from medici_table.ui.welcome import box_image


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache folder, and nothing remembered from earlier in this run."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "cache"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("MEDICI_TABLE_ART_CACHE", raising=False)
    monkeypatch.delenv("MEDICI_TABLE_DATA_CACHE", raising=False)
    artcache.forget()
    yield tmp_path / "cache" / "medici-table"
    artcache.forget()


def drawn_anew(what: str, draws: list[int]) -> QImage:
    """A small drawing, counting how often it is drawn."""
    def draw(q: QPainter) -> None:
        draws.append(1)
        q.fillRect(QRectF(1, 1, 10, 6), artcache_test_colour())

    return artcache.image(what, 16, 12, 1.0, ("boxart",), draw)


def artcache_test_colour() -> Any:
    from PySide6.QtGui import QColor

    return QColor(200, 30, 40, 180)  # (half transparent: premultiplied pixels kept as they are)


def pixels(image: QImage) -> bytes:
    return bytes(image.constBits())


def test_a_drawing_is_read_back_from_the_disk_bit_for_bit(qapp: Any, cache: Path) -> None:
    draws: list[int] = []
    first = drawn_anew("square", draws)
    artcache.forget()  # (as at the next start)
    again = drawn_anew("square", draws)
    assert draws == [1], "read back, not drawn again"
    assert pixels(again) == pixels(first)
    assert again.devicePixelRatio() == first.devicePixelRatio()


def test_a_box_read_back_is_the_box_drawn(qapp: Any, cache: Path) -> None:
    rect = QRectF(10.5, 0, 240, 168)
    drawn = box_image("louis_xiv", "Louis XIV", rect, 1.0)
    artcache.forget()
    kept = box_image("louis_xiv", "Louis XIV", rect, 1.0)
    assert list((cache / "art").glob("*.argb")), "kept on the disk"
    assert pixels(kept) == pixels(drawn)
    assert kept.pixelColor(120, 60).alpha() == 255, "the lid is drawn where it lies"


def test_a_drawing_read_in_place_outlives_its_file(qapp: Any, cache: Path) -> None:
    """The pixels are mapped from the file, not copied: they lie at an aligned offset after the
    header, and the image (and a pixmap made from it) keeps them when the file is replaced as
    the program replaces its files (written aside, then renamed: `keep_in_cache`), removed (the
    folder trimmed) and the mapping's other references are gone."""
    import gc

    from PySide6.QtGui import QPixmap

    draws: list[int] = []
    first = pixels(drawn_anew("square", draws))
    [kept] = (cache / "art").glob("*.argb")
    assert (kept.stat().st_size - 16 * 12 * 4) % artcache.ALIGN == 0
    artcache.forget()
    again = drawn_anew("square", draws)
    assert draws == [1], "read back, not drawn again"
    pixmap = QPixmap.fromImage(again)
    from medici_table.engine.resources import keep_in_cache

    assert keep_in_cache(kept, b"replaced")
    kept.unlink()
    artcache.forget()
    gc.collect()
    assert pixels(again) == first
    assert pixels(pixmap.toImage().convertToFormat(again.format())) == first
    again.setPixelColor(0, 0, artcache_test_colour())  # written to: its own copy, not the file's
    assert pixels(again) != first


@pytest.mark.parametrize("damage", ["short", "other key", "garbage"])
def test_a_damaged_or_foreign_file_is_drawn_again(qapp: Any, cache: Path, damage: str) -> None:
    draws: list[int] = []
    first = drawn_anew("square", draws)
    [kept] = (cache / "art").glob("*.argb")
    raw = kept.read_bytes()
    kept.write_bytes({"short": raw[:-7], "other key": raw.replace(b"square", b"circle"),
                      "garbage": os.urandom(len(raw))}[damage])
    artcache.forget()
    again = drawn_anew("square", draws)
    assert draws == [1, 1]
    assert pixels(again) == pixels(first)
    assert kept.read_bytes() == raw, "written again whole"


def test_a_read_only_cache_still_draws(qapp: Any, cache: Path) -> None:
    cache.parent.mkdir(parents=True)
    cache.write_text("a file where the folder should be")
    draws: list[int] = []
    assert not drawn_anew("square", draws).isNull()
    assert draws == [1]


def test_the_cache_can_be_turned_off(qapp: Any, cache: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEDICI_TABLE_ART_CACHE", "0")
    drawn_anew("square", [])
    assert not (cache / "art").exists()


def ids() -> list[str]:
    return [gid for gid in games.available() if gid in tables.available()]


def test_the_games_facts_kept_are_those_read_from_their_files(cache: Path) -> None:
    read = gamefacts.read_facts(ids())
    assert gamefacts.facts() == read  # read, then kept
    assert list((cache / "welcome").glob("*.txt"))
    assert gamefacts.facts() == read  # from the kept file
    assert {f.id for f in read} == {"court_of_the_medici", "courtisans", "les_7_blasons",
                                    "louis_xiv", "medici"}


def test_kept_facts_are_read_again_when_a_game_file_changes(cache: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    gamefacts.facts()
    [kept] = (cache / "welcome").glob("*.txt")
    kept.write_text(kept.read_text().replace("Louis XIV", "Louis XV"))
    assert any(f.name["en"] == "Louis XV" for f in gamefacts.facts()), "(the same key: kept)"
    stamps = {"louis_xiv": "1:1"}
    real = gamefacts._stamp
    monkeypatch.setattr(gamefacts, "_stamp", lambda path: stamps.get(path.parent.name)
                        or real(path))  # (as if its game.yaml had been edited)
    assert gamefacts.facts() == gamefacts.read_facts(ids())
    assert "Louis XV\t" not in kept.read_text() and "Louis XIV" in kept.read_text()


@pytest.mark.parametrize("damage", ["", "cut", "letters"])
def test_damaged_kept_facts_are_read_again(cache: Path, damage: str) -> None:
    read = gamefacts.facts()
    [kept] = (cache / "welcome").glob("*.txt")
    text = kept.read_text()
    kept.write_text({"": "", "cut": text[: len(text) // 2],
                     "letters": text.replace("\t2\t", "\ttwo\t")}[damage])
    assert gamefacts.facts() == read
    assert kept.read_text() == text


def test_the_second_start_paints_the_welcome_screen_from_what_it_kept(tmp_path: Path) -> None:
    """Once the first start has kept the boxes and the games' facts, `medici-table` paints its
    welcome screen without the box and card art, the data loader, JSON, OpenSSL's hashes or Qt's
    namespace (whose 93 enums cost ~30 ms): the first frame's guarantees of issue 24, on a
    desktop's screen."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent("""
        import sys
        import PySide6.QtCore as core
        from PySide6.QtWidgets import QApplication
        import medici_table.ui.startup_trace as trace

        def painted():
            watched = ("medici_table.ui.boxart", "medici_table.ui.cardart",
                       "medici_table.engine.data", "json", "_hashlib")
            print(" ".join(sorted(m for m in sys.modules if m in watched)))
            print("Qt namespace" if "Qt" in core.__dict__ else "no Qt namespace")
            QApplication.quit()

        trace.table_painted = painted
        from medici_table.ui.app import run
        raise SystemExit(run(["--settings", sys.argv[1]]))
    """)
    from benchmarks.machine import desktop_screen

    env = desktop_screen({**os.environ, "MEDICI_TABLE_STARTUP_TRACE": "1",
                          "QT_QPA_PLATFORM": "offscreen", "XDG_CACHE_HOME": str(tmp_path / "cache"),
                          "LOCALAPPDATA": str(tmp_path / "cache")})  # (a desktop's screen: a
    # smaller one opens the window maximised, and naming that state makes Qt's namespace)
    for key in ("MEDICI_TABLE_DATA_DIR", "MEDICI_TABLE_ART_CACHE", "MEDICI_TABLE_DATA_CACHE"):
        env.pop(key, None)
    outs = [subprocess.run([sys.executable, "-c", code, str(tmp_path / f"{n}.ini")],
                           capture_output=True, text=True, env=env, timeout=120)
            for n in ("first", "second")]
    for out in outs:
        assert out.returncode == 0, out.stderr
    assert "medici_table.ui.boxart" in outs[0].stdout, "the first start draws the boxes"
    assert outs[1].stdout.splitlines() == ["", "no Qt namespace"], outs[1].stdout


def paint_a_card(key: object, draws: list[int]) -> QImage:
    """`key`'s drawing through the table's shared pixmaps (`ui/pixcache.py`), as painted."""
    from medici_table.ui import pixcache

    def draw(q: QPainter) -> None:
        draws.append(1)
        q.fillRect(QRectF(2, 2, 20, 30), artcache_test_colour())

    target = QImage(40, 50, QImage.Format.Format_ARGB32_Premultiplied)
    target.fill(0)
    p = QPainter(target)
    pixcache.paint_cached(p, QRectF(0, 0, 30, 40), key, draw)
    p.end()
    return target


def test_the_table_drawings_of_a_start_are_read_back_at_the_next(qapp: Any, cache: Path) -> None:
    from medici_table.ui import pixcache

    pixcache.clear()
    draws: list[int] = []
    artcache.starting(True)  # (ui/app.py: the program's start, until the first frame)
    first = paint_a_card(("card", "Anne", 1.5), draws)
    assert not (cache / "art" / "table").exists(), "written once the first frame is painted"
    artcache.starting(False)
    assert len(list((cache / "art" / "table").glob("*.argb"))) == 1
    pixcache.clear()  # (as at the next start)
    artcache.starting(True)
    again = paint_a_card(("card", "Anne", 1.5), draws)
    artcache.starting(False)
    pixcache.clear()
    assert draws == [1], "read back, not drawn again"
    assert pixels(again) == pixels(first)


def test_table_drawings_are_kept_on_disk_only_for_the_first_frame(qapp: Any, cache: Path) -> None:
    """After the start (another zoom, the next moves) they stay in memory: the disk holds what
    a start needs; and a key naming an object by its address (other at the next start) is
    never kept."""
    from medici_table.ui import pixcache

    pixcache.clear()
    draws: list[int] = []
    paint_a_card(("card", "Colbert"), draws)
    artcache.starting(True)
    paint_a_card(("card", object()), draws)
    artcache.starting(False)
    pixcache.clear()
    assert draws == [1, 1]
    assert not list((cache / "art").rglob("*.argb"))


def test_the_table_drawings_folder_is_trimmed_oldest_first(tmp_path: Path) -> None:
    for n in range(5):
        path = tmp_path / f"{n}.argb"
        path.write_bytes(b"x" * 100)
        os.utime(path, ns=(n * 10**9, n * 10**9))
    artcache.trim(tmp_path, 250)
    assert sorted(p.name for p in tmp_path.glob("*.argb")) == ["3.argb", "4.argb"]


def test_the_second_start_of_a_table_paints_it_from_what_it_kept(tmp_path: Path) -> None:
    """`medici-table --game louis_xiv`, started twice: the second start paints its first frame
    (the hot seat's curtain lifted, as the benchmark does) without drawing any card, portrait,
    board, zone or the baize — every picture is read back — and the frame is the same, pixel for
    pixel. Nor does it import what only drawing, a hover or a refusal needs (the portraits'
    parts, the rules text) or make QGradient's enums."""
    import subprocess
    import sys
    import textwrap

    code = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QApplication
        import medici_table.ui.startup_trace as trace
        import enum, gc
        from medici_table.ui import pixcache, scene
        from medici_table.ui.window import MainWindow

        drawn = []
        real = pixcache.QPainter

        class Counting(real):
            def __init__(self, *args):
                drawn.append(1)
                super().__init__(*args)

        pixcache.QPainter = Counting  # (a pixmap drawn anew gets a painter; one read does not)
        scene.QPainter = Counting  # (the baize's)
        unwanted = ("medici_table.ui.portraits.dress", "medici_table.ui.rules_tips",
                    "medici_table.ui.rulestext")

        def painted():
            [window] = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
            window.table.curtain.lift()
            window.table.view.viewport().repaint()
            window.grab().save(sys.argv[2])
            made = [m for m in unwanted if m in sys.modules]
            made += [t.__qualname__ for t in gc.get_objects()
                     if isinstance(t, enum.EnumType) and t.__qualname__ == "QGradient.Preset"]
            print(" ".join(made) or "-")
            print(len(drawn))
            QApplication.quit()

        trace.table_painted = painted
        from medici_table.ui.app import run
        raise SystemExit(run(["--settings", sys.argv[1], "--game", "louis_xiv", "--seed", "7"]))
    """)
    from benchmarks.machine import desktop_screen

    env = desktop_screen({**os.environ, "MEDICI_TABLE_STARTUP_TRACE": "1",
                          "QT_QPA_PLATFORM": "offscreen", "XDG_CACHE_HOME": str(tmp_path / "cache"),
                          "LOCALAPPDATA": str(tmp_path / "cache")})
    for key in ("MEDICI_TABLE_DATA_DIR", "MEDICI_TABLE_ART_CACHE", "MEDICI_TABLE_DATA_CACHE"):
        env.pop(key, None)
    outs = [subprocess.run([sys.executable, "-c", code, str(tmp_path / f"{n}.ini"),
                            str(tmp_path / f"{n}.png")],
                           capture_output=True, text=True, env=env, timeout=120)
            for n in ("first", "second")]
    for out in outs:
        assert out.returncode == 0, out.stderr
    assert int(outs[0].stdout.split()[-1]) > 50, "the first start draws the table"
    assert int(outs[1].stdout.split()[-1]) == 0, "the second reads every picture back"
    assert outs[1].stdout.split()[-2] == "-", outs[1].stdout
    assert list((tmp_path / "cache" / "medici-table" / "art" / "table").glob("*.argb"))
    first, second = QImage(str(tmp_path / "first.png")), QImage(str(tmp_path / "second.png"))
    assert first.size() == second.size() and pixels(first) == pixels(second)


@pytest.mark.parametrize("damage", ["longer", "shorter", "other key"])
def test_a_table_drawing_kept_longer_shorter_or_foreign_is_drawn_again(
        qapp: Any, cache: Path, damage: str) -> None:
    """The pixels are read straight into the image (not the whole file, then copied twice): a
    file that is not exactly its header and pixels, or names another drawing, is drawn again."""
    from medici_table.ui import pixcache

    pixcache.clear()
    draws: list[int] = []
    artcache.starting(True)
    first = paint_a_card(("card", "Anne", 2.5), draws)
    artcache.starting(False)
    [kept] = (cache / "art" / "table").glob("*.argb")
    raw = kept.read_bytes()
    kept.write_bytes({"longer": raw + b"\0", "shorter": raw[:-1],
                      "other key": raw.replace(b"Anne", b"Anna")}[damage])
    pixcache.clear()
    artcache.starting(True)
    again = paint_a_card(("card", "Anne", 2.5), draws)
    artcache.starting(False)
    pixcache.clear()
    assert draws == [1, 1]
    assert pixels(again) == pixels(first)
    assert kept.read_bytes() == raw, "written again whole"


def test_the_table_drawings_are_looked_for_only_while_a_start_asks(
        qapp: Any, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whether the art cache is on is read when a start begins (`MEDICI_TABLE_ART_CACHE=0`: the
    table's drawings are neither read nor kept), not for each of its hundred pictures."""
    from medici_table.ui import pixcache

    pixcache.clear()
    monkeypatch.setenv("MEDICI_TABLE_ART_CACHE", "0")
    artcache.starting(True)
    with monkeypatch.context() as meanwhile:
        meanwhile.setattr(os, "environ", {})  # (not looked at again meanwhile)
        assert artcache.table_picture(("card", "Anne"), 10, 10, 1.0) is None
        paint_a_card(("card", "Anne", 3.5), [])
    artcache.starting(False)
    pixcache.clear()
    assert not (cache / "art" / "table").exists()


def test_the_drawing_codes_stamp_names_each_file_by_size_and_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a kept drawing depends on: each module of the drawing code (a package's folder of
    them, or one module) by name, size and modification time, in name order; a module that
    is not there says so. (A table's start stamps ~100 files: listed by `os.scandir`, not as
    `Path`s.)"""
    ui = tmp_path / "ui"
    (ui / "games").mkdir(parents=True)
    for name, text in (("b.py", "bb"), ("a.py", "a"), ("notes.txt", "x"), ("games/c.py", "ccc")):
        (ui / name).write_text(text)
        os.utime(ui / name, ns=(7, len(text) * 1000))
    monkeypatch.setattr(artcache, "__file__", str(ui / "artcache.py"))
    artcache.code_stamp.cache_clear()
    stamp = artcache.code_stamp(("", "games", "missing"))
    artcache.code_stamp.cache_clear()
    assert stamp.split("|")[3:] == ["a.py:1:1000", "b.py:2:2000", "c.py:3:3000", "missing.py:-"]

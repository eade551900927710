"""Working-memory snapshots in the database (schema version 5, wm/saved.py): a session saved
through one daemon is resumed, with its rows, through another daemon on the same database by
its id; with JSON Lines a daemon that does not hold a session still answers session_not_found."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from ebbing.config import Settings
from ebbing.wm.caps import Caps
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry

MAP = ["@TSK: id|goal|status|recycle", "@NOD: id|name"]


def daemon(settings: Settings) -> Ops:
    """A daemon's working memory: its own registry (sessions in its RAM), its settings."""
    return Ops(Registry(Caps()), SimpleNamespace(pool=SimpleNamespace(settings=settings)))


def test_a_session_saved_through_one_daemon_resumes_through_another(tmp_path: Path) -> None:
    one = daemon(Settings(home=tmp_path / "one"))
    two = daemon(Settings(home=tmp_path / "two"))
    opened = call(one, "session open", {"map_lines": MAP})
    sid = opened.out[0].split()[1].split("|")[0]
    assert call(one, "add", {"session": sid, "text": "@NOD: A|Alice\n@NOD: B|Bob"}).code == 0
    assert call(two, "read get", {"session": sid, "id": "A"}).err == [
        f"@ERR: session_not_found|{sid}"]  # not saved yet: only one's RAM holds it
    saved = call(one, "session save", {"session": sid, "file": "s.snap"})
    assert saved.code == 0 and saved.file
    got = call(two, "read get", {"session": sid, "id": "B"})
    assert got.code == 0 and any("Bob" in line for line in got.out)
    assert call(two, "session resume", {"session_id": sid}).code == 0
    # a later save wins: two adds a row and saves, a third daemon sees it
    assert call(two, "add", {"session": sid, "text": "@NOD: C|Carol"}).code == 0
    assert call(two, "session save", {"session": sid, "file": "s.snap"}).code == 0
    three = daemon(Settings(home=tmp_path / "three"))
    got = call(three, "read get", {"session": sid, "id": "C"})
    assert got.code == 0 and any("Carol" in line for line in got.out)


def test_with_json_lines_nothing_is_shared(tmp_path: Path) -> None:
    one = daemon(Settings(home=tmp_path / "one", backend="jsonl"))
    two = daemon(Settings(home=tmp_path / "two", backend="jsonl"))
    sid = call(one, "session open", {"map_lines": MAP}).out[0].split()[1].split("|")[0]
    assert call(one, "session save", {"session": sid, "file": "s.snap"}).code == 0
    assert call(two, "session resume", {"session_id": sid}).err == [
        f"@ERR: session_not_found|{sid}"]

"""`ebbing export` / `import` carry the common-sense libraries an agent sees in its namespace
(its own and the namespace's global ones, with every entry) and the namespace's saved
working-memory sessions, between the backends, both ways: JSON Lines -> PostgreSQL -> JSON
Lines and PostgreSQL -> JSON Lines -> PostgreSQL give the export they started from, byte for
byte; importing again writes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest
from pg_homes import cli, on

from ebbing.commonsense import library
from ebbing.config import Settings
from ebbing.service import MemoryService
from ebbing.wm.caps import Caps
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry
from ebbing.wm.saved import kept_sessions

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SNAPSHOT = "# memnet-snapshot-v1\n# session: {sid}\n"





@pytest.fixture
def other_url(pg_url: str) -> Iterator[str]:
    """A second empty schema of the tests' database (a second database, in effect)."""
    import psycopg

    schema = pg_url.split("search_path%3D")[1].split(",")[0]
    url = pg_url.replace(f"search_path%3D{schema},", f"search_path%3D{schema}_b,")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}_b")
    yield url
    from ebbing.pg.database import close_all

    close_all()
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {schema}_b CASCADE")


def fill(svc: MemoryService, snapshot: str) -> None:
    svc.remember("Max lives in Berlin", entities=["Max"], now=NOW)
    facts = library.create(svc, "facts", agent_library=False, now=NOW)
    library.add(svc, facts, "Water boils at 100 °C at sea level.", now=NOW)
    library.add(svc, facts, "水在海平面上100摄氏度沸腾。\ttab and \\ backslash",
                now=NOW + timedelta(seconds=1))
    mine = library.create(svc, "mine", agent_library=True, now=NOW + timedelta(minutes=1))
    library.add(svc, mine, "Max prefers tea.", now=NOW + timedelta(minutes=2))
    kept = kept_sessions(svc.settings, svc.namespace)
    kept.put("wm_0001", SNAPSHOT.format(sid="wm_0001") + "@NOD: A|Alice\n")
    kept.put("wm_0002", snapshot)


def moved(source: str, target: str, tmp_path: Path, url: str, exported: str, name: str,
          namespace: str) -> str:
    dump = tmp_path / f"{name}.jsonl"
    dump.write_text(exported)
    report = json.loads(cli(target, tmp_path / name, url, "import", str(dump), "--agent",
                            "moved", "--namespace", namespace, "--json"))
    assert report["skipped"] == []
    assert (report["libraries"], report["library_entries"], report["snapshots"]) == (2, 3, 2)
    again = json.loads(cli(target, tmp_path / name, url, "import", str(dump), "--agent",
                           "moved", "--namespace", namespace, "--json"))
    assert (again["imported"], again["libraries"], again["library_entries"],
            again["snapshots"]) == (0, 0, 0, 0)  # ids it has are left alone
    return cli(target, tmp_path / name, url, "export", "--agent", "moved", "--namespace",
               namespace)


@pytest.mark.parametrize(("source", "target"), [("jsonl", "postgres"), ("postgres", "jsonl")])
def test_libraries_and_snapshots_move_both_ways_unchanged(
        source: str, target: str, tmp_path: Path, pg_url: str, other_url: str) -> None:
    svc = on(source, tmp_path / "from", pg_url)
    fill(svc, SNAPSHOT.format(sid="wm_0002") + "@NOD: B|Bob\n")
    exported = cli(source, tmp_path / "from", pg_url, "export")
    kinds = [json.loads(line)["kind"] for line in exported.splitlines()]
    assert kinds == ["memory", "library", "library_memory", "library_memory", "library",
                     "library_memory", "wm_snapshot", "wm_snapshot"]
    there = moved(source, target, tmp_path, pg_url, exported, "there", "ns1")
    assert there == exported
    back = moved(target, source, tmp_path, other_url, there, "back", "ns2")
    assert back == exported
    # the entries themselves, ids and all, in the target's own libraries
    target_svc = on(target, tmp_path / "there", pg_url, "moved", "ns1")
    for name, agent_library in (("facts", False), ("mine", True)):
        lib = library.find(target_svc, name)
        assert lib.scope == ("agent" if agent_library else "global")
        assert library.entries(target_svc, lib) == library.entries(svc, library.find(svc, name))


def test_a_session_saved_on_json_lines_moves_into_the_database_and_resumes(
        tmp_path: Path, pg_url: str) -> None:
    """A snapshot carried into the database is what a daemon on it resumes by id."""
    svc = on("jsonl", tmp_path / "from", pg_url)
    fill(svc, SNAPSHOT.format(sid="wm_0002") + "@NOD: B|Bob\n")
    ops = Ops(Registry(Caps()), SimpleNamespace(pool=SimpleNamespace(settings=Settings(
        home=tmp_path / "d", backend="postgres", database_url=pg_url))))
    opened = call(ops, "session open", {"map_lines": ["@NOD: id|name"]})
    sid = opened.out[0].split()[1].split("|")[0]
    assert call(ops, "add", {"session": sid, "text": "@NOD: C|Carol"}).code == 0
    saved = call(ops, "session save", {"session": sid, "file": "s.snap"}).file
    assert saved
    kept_sessions(svc.settings, svc.namespace).put("wm_0003", saved.replace(sid, "wm_0003"))
    dump = tmp_path / "dump.jsonl"
    dump.write_text(cli("jsonl", tmp_path / "from", pg_url, "export"))
    cli("postgres", tmp_path / "to", pg_url, "import", str(dump), "--agent", "moved")
    daemon = Ops(Registry(Caps()), SimpleNamespace(pool=SimpleNamespace(settings=Settings(
        home=tmp_path / "e", backend="postgres", database_url=pg_url))))
    got = call(daemon, "read get", {"session": "wm_0003", "id": "C"})
    assert got.code == 0 and any("Carol" in line for line in got.out)


def test_a_library_the_target_cannot_make_is_reported_and_the_rest_imported(
        tmp_path: Path, pg_url: str) -> None:
    svc = on("jsonl", tmp_path / "from", pg_url)
    fill(svc, SNAPSHOT.format(sid="wm_0002"))
    dump = tmp_path / "dump.jsonl"
    dump.write_text(cli("jsonl", tmp_path / "from", pg_url, "export"))
    other = on("postgres", tmp_path / "to", pg_url, "someone")
    library.create(other, "facts", agent_library=True, now=NOW)  # a global 'facts' would shadow it
    report = json.loads(cli("postgres", tmp_path / "to", pg_url, "import", str(dump),
                            "--agent", "moved", "--json"))
    assert report["imported"] == 1 and report["libraries"] == 1  # 'mine' only
    assert [s["source"] for s in report["skipped"]] == ["library facts"]
    assert "shadow" in report["skipped"][0]["reason"]

"""Common-sense libraries in the database (schema version 5, pg/libraries.py): the
common-sense tests run again with EBBING_BACKEND=postgres (not copied), and what only a shared
database has: two daemons (two homes) on one database see the same libraries and entries, a
delete through one is seen by the other, a library made again starts empty."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "commonsense"))
from test_commonsense_cli import *  # noqa: F403 (every common-sense CLI test, on this backend)
from test_commonsense_recall import *  # noqa: F403 (every common-sense recall test)
from test_commonsense_recall import alice  # noqa: F401 (the fixture they take)

from ebbing.commonsense import library
from ebbing.config import Settings
from ebbing.pg.database import database
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")


def daemon(home: Path, agent: str = "alice") -> MemoryService:
    return MemoryService(Settings(home=home, embedder="fake"), agent=agent)


def names(svc: MemoryService) -> list[tuple[str, str]]:
    return [(lib.scope, lib.name) for lib in library.visible(svc)]


def test_two_daemons_on_one_database_share_libraries_and_entries(
        tmp_path: Path, pg_url: str) -> None:
    one, two = daemon(tmp_path / "one"), daemon(tmp_path / "two")
    shop = library.create(one, "shop", agent_library=False, now=NOW)
    library.add(one, shop, "Items can be returned within 30 days with a receipt.", now=NOW)
    own = library.create(one, "rules", agent_library=True, now=NOW)
    library.add(one, own, "Alice returns things only on Saturdays.", now=NOW)
    assert names(two) == [("global", "shop"), ("agent", "rules")]
    assert names(daemon(tmp_path / "two", "bob")) == [("global", "shop")]  # not alice's own
    seen = library.find(two, "shop")
    assert [e.content for e in library.entries(two, seen)] == [
        "Items can be returned within 30 days with a receipt."]
    data = two.recall("can I return it with a receipt?", detailed=True, now=NOW)
    assert any("30 days" in str(c["text"]) for c in data["commonSenseList"])
    entry, added = library.add(two, seen, "Orders ship within two days.", now=NOW)
    assert added and entry.id in {e.id for e in library.entries(one, library.find(one, "shop"))}
    with pytest.raises(Exception, match="already exists"):  # the name is taken for all
        library.create(two, "shop", agent_library=False, now=NOW)
    with psycopg.connect(pg_url) as conn:  # not an agent of the database's listings
        kinds = dict(conn.execute("SELECT agent, kind FROM agents").fetchall())
    assert kinds["alice"] == "agent" and kinds["_commonsense//shop"] == "library"
    assert kinds["_commonsense/alice/rules"] == "library"
    one.remember("Alice likes tea", now=NOW)
    assert database(pg_url).agents() == [(one.namespace, "alice")]  # no library among them


def test_a_delete_through_one_daemon_is_seen_by_the_other_and_a_new_one_starts_empty(
        tmp_path: Path, pg_url: str) -> None:
    one, two = daemon(tmp_path / "one"), daemon(tmp_path / "two")
    shop = library.create(one, "shop", agent_library=False, now=NOW)
    library.add(one, shop, "Old policy: no returns.", now=NOW)
    assert library.entries(two, library.find(two, "shop"))  # two holds a local copy now
    library.delete(two, library.find(two, "shop"))
    assert names(one) == []
    with pytest.raises(Exception, match="no common-sense library"):
        library.find(one, "shop")
    again = library.create(one, "shop", agent_library=False, now=NOW)
    assert library.entries(one, again) == []
    assert library.entries(two, library.find(two, "shop")) == []  # its old copy is rebuilt
    with psycopg.connect(pg_url) as conn:  # the deleted entries' history is kept aside
        kept = conn.execute("SELECT count(*) FROM events e JOIN agents a ON a.id = e.agent_id "
                            "WHERE a.agent LIKE '_commonsense//shop#deleted-%'").fetchone()
    assert kept is not None and kept[0] == 1


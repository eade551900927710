"""The bulk path into the database (schema version 5): rows go to COPY in its text format,
formatted by ebbing, so every character a text may hold must arrive as written, in the
events (the log's lines, byte for byte) and in the current state (`memories.content`); and a
word search in the database still finds memories by the words of their texts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
from awkward_texts import AWKWARD

from ebbing.config import Settings
from ebbing.pg import words
from ebbing.pg.writes import field
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_copy_fields_escape_what_copy_text_format_reads_specially() -> None:
    assert field(None) == "\\N"
    assert field("a\tb\nc\rd\\e") == "a\\tb\\nc\\rd\\\\e"
    assert field("\\N") == "\\\\N"  # the text "\N", not NULL
    assert field(42) == "42"


def test_a_bulk_import_stores_every_character_in_events_and_memories(
        tmp_path: Path, pg_url: str) -> None:
    svc = MemoryService(Settings(home=tmp_path / "home", conflict_detection=False))
    items = [{"content": text, "now": NOW + timedelta(seconds=i)}
             for i, text in enumerate(AWKWARD * 3)]
    with svc.store.batch():
        svc.remember_batch(items, snapshot=False)
    lines = (svc.folder / "memories.jsonl").read_text(encoding="utf-8").splitlines()[1:]
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT line, kind FROM events WHERE agent_id = %s AND log = 'm' "
                            "ORDER BY log_seq", (agent_id,)).fetchall()
        assert [line for line, _ in rows] == lines
        assert {kind for _, kind in rows} == {"memory"}
        stored = dict(conn.execute("SELECT id, content FROM memories WHERE agent_id = %s",
                                   (agent_id,)).fetchall())
        assert sorted(stored.values()) == sorted(AWKWARD * 3)
        assert {m.id: m.content for m in svc.store.iter_memories()} == stored
        tab = [i for i, text in stored.items() if text.startswith("tab")]
        assert sorted(words.search(conn, agent_id, "carriage return")) == sorted(tab)
        assert words.search(conn, agent_id, "carriage pigeon") == []
    svc.close()


def test_a_word_search_reads_one_agent_and_sees_edits_and_deletes(
        tmp_path: Path, pg_url: str) -> None:
    settings = Settings(home=tmp_path / "home", conflict_detection=False)
    alice = MemoryService(settings, agent="alice")
    bob = MemoryService(settings, agent="bob")
    kept = alice.remember("Alice keeps bees in Lisbon", now=NOW)
    edited = alice.remember("Alice sold her kayak", now=NOW + timedelta(seconds=1))
    gone = alice.remember("Alice visited Lisbon once", now=NOW + timedelta(seconds=2))
    bob.remember("Bob also likes Lisbon", now=NOW)
    alice.edit(edited.id, content="Alice bought a canoe", now=NOW + timedelta(minutes=1))
    alice.forget(gone.id, hard=True, now=NOW + timedelta(minutes=2))
    agent_id = alice.store.agent_id  # type: ignore[attr-defined]
    with psycopg.connect(pg_url) as conn:
        assert words.search(conn, agent_id, "lisbon") == [kept.id]
        assert words.search(conn, agent_id, "kayak") == []
        assert words.search(conn, agent_id, "CANOE") == [edited.id]
    alice.close()
    bob.close()

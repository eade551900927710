"""Schema version 3: the vectors in a table of their own, new memories by COPY; the upgrade
from version 1 carries what a version-1 database held (up to today's version: the words a
word search in the database finds come from the texts since version 5)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import psycopg

from ebbing.config import Settings
from ebbing.embed.fake import FakeEmbedder
from ebbing.pg import knn, schema, words
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def test_the_upgrade_from_version_1_moves_the_vectors_and_keeps_the_words(pg_url: str) -> None:
    vector = knn.text_of(np.linspace(-1, 1, 384))
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert schema.migrate(conn, target=1) == 0
        conn.execute("INSERT INTO agents (namespace, agent, seq, memory_lines) "
                     "VALUES ('n', 'a', 2, 2)")
        for i, (text, embedded) in enumerate((("Tea in Berlin", True), ("Coffee", False))):
            conn.execute(
                "INSERT INTO memories (agent_id, id, seq, status, lifecycle, created_at, "
                "last_used, content, words, dims, embedding) VALUES (1, %s, %s, 'valid', "
                "'active', now(), now(), %s, to_tsvector('simple', %s), %s, %s::halfvec)",
                (f"M{i}", i + 1, text, text, 384 if embedded else None,
                 vector if embedded else None))
        assert schema.migrate(conn) == 1
        assert schema.version_of(conn) == schema.VERSION
        assert conn.execute("SELECT id, dims FROM vectors").fetchall() == [("M0", 384)]
        assert words.search(conn, 1, "berlin") == ["M0"]
        assert conn.execute("SELECT kind FROM agents").fetchall() == [("agent",)]  # v5
        assert conn.execute("SELECT count(*) FROM libraries, wm_snapshots").fetchone() == (0,)
        got = knn.nearest(conn, 1, np.linspace(-1, 1, 384), 10)
        assert [i for i, _ in got] == ["M0"] and abs(got[0][1]) < 1e-3


def test_a_new_text_or_a_delete_drops_the_memorys_vector(tmp_path: Path, pg_url: str) -> None:
    svc = MemoryService(Settings(home=tmp_path, conflict_detection=False))
    kept, changed, gone = (svc.remember(t, now=NOW + timedelta(seconds=i))
                           for i, t in enumerate(("tea", "coffee", "cocoa")))
    agent_id = svc.store.agent_id  # type: ignore[attr-defined]
    ids = [kept.id, changed.id, gone.id]
    with psycopg.connect(pg_url) as conn:
        assert knn.put_vectors(conn, agent_id, ids, FakeEmbedder(384).embed(
            ["tea", "coffee", "cocoa"])) == 3
        conn.commit()
    svc.edit(changed.id, content="strong coffee", now=NOW + timedelta(minutes=1))
    svc.edit(kept.id, tags=["drink"], now=NOW + timedelta(minutes=1))  # same text
    svc.forget(gone.id, hard=True, now=NOW + timedelta(minutes=2))
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT id FROM vectors").fetchall() == [(kept.id,)]
        assert words.search(conn, agent_id, "strong") == [changed.id]

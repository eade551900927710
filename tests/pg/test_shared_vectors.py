"""The vectors recall ranks with are shared through the database (pg/vectors.py): a second
daemon (another home on the same database) reads the first one's vectors instead of embedding
every memory again, ranks exactly as the first, and another model embeds anew."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import psycopg
import pytest

from ebbing.config import Settings
from ebbing.embed import chunks
from ebbing.embed.fake import FakeEmbedder
from ebbing.pg import schema
from ebbing.pg.database import database
from ebbing.pg.vectors import DatabaseVectors
from ebbing.service import MemoryService

TEXTS = ["Caroline moved to Berlin in May", "Melanie paints a lake at sunrise",
         "the cat is called Tom", "Caroline adopted a dog last week",
         "a marathon in Paris next spring", "tea with her sister on Sunday"]


def embedded(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the texts each call of the fake embedder embeds."""
    calls: list[int] = []
    inner = FakeEmbedder.embed

    def counting(self: FakeEmbedder, texts: Any) -> Any:
        calls.append(len(texts))
        return inner(self, texts)
    monkeypatch.setattr(FakeEmbedder, "embed", counting)
    return calls


def service(home: Path, dim: int = 384) -> MemoryService:
    return MemoryService(Settings(home=home, conflict_detection=False, embedder=f"fake:{dim}"),
                         agent="alice")


def ranked(svc: MemoryService, query: str) -> list[tuple[str, float]]:
    at = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(2)
    return [(h.memory.id, float(h.score)) for h in svc.search(query, top=6, now=at)]


def test_a_second_daemon_reads_the_vectors_instead_of_embedding(
        tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    first = service(tmp_path / "one")
    first.remember_many([first.build(t) for t in TEXTS])
    calls = embedded(monkeypatch)
    expected = ranked(first, "where did Caroline move")
    assert sum(calls) >= len(TEXTS)  # the first home embedded the memories (and the query)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM text_vectors").fetchone() == (len(TEXTS),)
    calls.clear()
    second = service(tmp_path / "two")
    assert ranked(second, "where did Caroline move") == expected
    assert calls == [1]  # the query alone: every memory's vector came from the database
    calls.clear()  # now kept in the second home's own cache: not read again
    assert ranked(service(tmp_path / "two"), "where did Caroline move") == expected
    assert calls == [1]


def test_another_model_embeds_anew(tmp_path: Path, pg_url: str,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    first = service(tmp_path / "one")
    first.remember_many([first.build(t) for t in TEXTS])
    ranked(first, "a dog")
    calls = embedded(monkeypatch)
    other = service(tmp_path / "two", dim=256)  # another model: other keys, another size
    assert len(ranked(other, "a dog")) > 0
    assert sum(calls) == len(TEXTS) + 1
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT model, count(*) FROM text_vectors GROUP BY model "
                            "ORDER BY model").fetchall()
    assert rows == [("fake-256", len(TEXTS)), ("fake-384", len(TEXTS))]


def test_keys_round_trip_with_trailing_zero_bytes(pg_url: str) -> None:
    """numpy drops the trailing zeros of a bytes element; the table must not."""
    db = database(pg_url)
    shared = DatabaseVectors(db, db.agent_id("ns", "a"), "m")
    keys = np.array([b"\x01" * 15 + b"\x00", b"\x02" * 16, b"\x03" + b"\x00" * 15],
                    dtype=chunks.KEY_DTYPE)
    vectors = np.arange(3 * 4, dtype=np.float32).reshape(3, 4) / 10
    shared.store(keys[:2], vectors[:2])
    shared.store(keys[:1], vectors[2:])  # written once: the first writer's row stays
    got, found = shared.fetch(keys[::-1])
    assert found.tolist() == [False, True, True]
    assert np.array_equal(got[1:], vectors[1::-1].astype(np.float16))
    other = DatabaseVectors(db, db.agent_id("ns", "b"), "m")  # another agent: none of them
    assert not other.fetch(keys)[1].any()


def test_an_unreachable_database_finds_nothing_and_fails_nothing(pg_url: str) -> None:
    db = database(pg_url)
    shared = DatabaseVectors(db, db.agent_id("ns", "a"), "m")
    keys = np.array([b"\x05" * 16], dtype=chunks.KEY_DTYPE)
    db.pool.close()
    shared.store(keys, np.ones((1, 4), dtype=np.float32))
    got, found = shared.fetch(keys)
    assert got.shape == (1, 0) and not found.any()


def test_version_4_upgrades_to_the_shared_vectors(pg_url: str) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert schema.migrate(conn, target=4) == 0
        assert conn.execute("SELECT to_regclass('text_vectors')").fetchone() == (None,)
        assert schema.migrate(conn) == 4
        assert schema.version_of(conn) == schema.VERSION >= 6
        assert conn.execute("SELECT to_regclass('text_vectors')").fetchone() != (None,)

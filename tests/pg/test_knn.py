"""Filtered nearest neighbours in the database: an agent's own nearest memories, not the
global index's neighbours filtered afterwards (bench/scale.py measures it at scale)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import psycopg

from ebbing.config import Settings
from ebbing.embed.fake import FakeEmbedder
from ebbing.pg import knn
from ebbing.service import MemoryService


def test_nearest_is_the_agents_exact_top_ten_by_either_way(tmp_path: Path, pg_url: str) -> None:
    rng = np.random.default_rng(3)
    words = [f"w{i}" for i in range(60)]
    embedder, stored = FakeEmbedder(384), {}
    for agent, n in (("big", 400), ("small", 12)):
        svc = MemoryService(Settings(home=tmp_path, conflict_detection=False), agent=agent)
        texts = [" ".join(rng.choice(words, 8)) + f" {agent}{i}" for i in range(n)]
        svc.remember_many([svc.build(t) for t in texts])
        stored[agent] = (svc.store.agent_id, [m.id for m in svc.store.iter_memories()],  # type: ignore[attr-defined]
                         embedder.embed(texts))
    with psycopg.connect(pg_url) as conn:
        for agent_id, ids, vectors in stored.values():
            assert knn.put_vectors(conn, agent_id, ids, vectors) == len(ids)
        conn.commit()
        query = embedder.embed(["w1 w2 w3 w4 w5"])[0]
        for agent_id, ids, vectors in stored.values():
            distance = 1 - vectors @ query / (np.linalg.norm(vectors, axis=1)
                                              * np.linalg.norm(query))
            tenth = np.sort(distance)[9]
            for options in ({}, {"exact_below": 0}):  # exact scan; HNSW with iterative scan
                got = knn.nearest(conn, agent_id, query, 10, **options)  # type: ignore[arg-type]
                assert len(got) == 10 and {i for i, _ in got} <= set(ids)  # only this agent's
                right = sum(distance[ids.index(i)] <= tenth + 2e-3 for i, _ in got)
                assert right >= (10 if not options else 9)


def test_vectors_copied_in_binary_are_the_vectors_put_as_text(tmp_path: Path, pg_url: str) -> None:
    svc = MemoryService(Settings(home=tmp_path, conflict_detection=False), agent="a")
    texts = ["tea in Berlin", "coffee in Paris", "a cat called Tom"]
    svc.remember_many([svc.build(t) for t in texts])
    ids, agent_id = [m.id for m in svc.store.iter_memories()], svc.store.agent_id  # type: ignore[attr-defined]
    vectors = FakeEmbedder(384).embed(texts)
    with psycopg.connect(pg_url) as conn:
        assert knn.copy_vectors(conn, agent_id, ids, vectors) == 3
        everything = "SELECT id, dims, embedding::text FROM vectors ORDER BY id"
        copied = conn.execute(everything).fetchall()
        conn.execute("DELETE FROM vectors")
        assert knn.put_vectors(conn, agent_id, ids, vectors) == 3
        put = conn.execute(everything).fetchall()
    assert copied == put and [d for _, d, _ in copied] == [384] * 3

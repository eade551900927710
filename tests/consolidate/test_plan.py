"""Clustering and planning over hand-made vectors: complete linkage, rounds, review, ids."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.consolidate.clusters import cohesion, similarity_graph
from ebbing.consolidate.plan import Plan, cluster_id, make_plan
from ebbing.models import Memory

AT = datetime(2024, 3, 1, tzinfo=UTC)


def memories(n: int, uses: list[int] | None = None) -> list[Memory]:
    return [Memory(id=f"M{k:03d}", content=f"memory {k}", created_at=AT, updated_at=AT,
                   occurred_at=AT, last_used=AT, use_count=(uses or [0] * n)[k])
            for k in range(n)]


def angles(*degrees: float) -> np.ndarray:
    return np.array([[math.cos(math.radians(d)), math.sin(math.radians(d)), 0.0]
                     for d in degrees], dtype=np.float32)


def plan_for(vectors: np.ndarray, uses: list[int] | None = None,
             groups: list[object] | None = None, **options: float) -> Plan:
    n = len(vectors)
    return make_plan(memories(n, uses), [[k] for k in range(n)], vectors,
                     groups or [0] * n, AT, **options)  # type: ignore[arg-type]


def test_graph_has_every_close_pair_once_within_groups() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(300, 8)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    groups = rng.integers(0, 3, size=300)
    graph = similarity_graph(vectors, groups, 0.5, block=64)
    sims = vectors @ vectors.T
    expected = {(i, j) for i in range(300) for j in range(i + 1, 300)
                if sims[i, j] >= 0.5 - 1e-6 and groups[i] == groups[j]}
    assert set(zip(graph.i.tolist(), graph.j.tolist(), strict=True)) == expected
    assert np.allclose(graph.sim, sims[graph.i, graph.j], atol=1e-6)


def test_a_chain_of_look_alikes_is_not_merged_into_one() -> None:
    # A-B and B-C are 0.94 alike, A-C only 0.77: complete linkage never joins all three,
    # whichever memory survives the first merge (B is the most used here)
    for uses in ([0, 5, 0], [0, 0, 5], [5, 0, 0]):
        plan = plan_for(angles(0, 20, 40), uses)
        assert len(plan.merge) == 1
        assert plan.merge[0].memories in (("M000", "M001"), ("M001", "M002"))
        assert plan.merge[0].cohesion == pytest.approx(math.cos(math.radians(20)), abs=1e-5)
        # what is left is 0.77 alike to one merged text: listed for review, all three
        assert [c.memories for c in plan.review] == [("M000", "M001", "M002")]
        assert plan.review[0].cohesion == pytest.approx(math.cos(math.radians(40)), abs=1e-5)


def test_cohesion_is_the_lowest_pairwise_similarity() -> None:
    vectors = angles(0, 10, 25)
    assert cohesion(vectors, np.array([0, 1, 2])) == pytest.approx(math.cos(math.radians(25)),
                                                                  abs=1e-6)
    assert cohesion(vectors, np.array([1])) == 1.0


def test_bands_merge_review_and_apart() -> None:
    # 0-3 degrees: merged; 30 degrees (0.87) from them: review; 80 degrees: apart
    plan = plan_for(angles(0, 3, 30, 80, 81), uses=[3, 0, 0, 0, 0])
    assert [c.memories for c in plan.merge] == [("M000", "M001"), ("M003", "M004")]
    assert len(plan.review) == 1
    review = plan.review[0]
    assert {m.id for m in review.members} == {"M000", "M002"}
    assert review.memories == ("M000", "M001", "M002")
    assert 0.75 <= review.cohesion < 0.9
    assert review.needs == (0,)


def test_groups_are_never_mixed() -> None:
    plan = plan_for(angles(0, 0, 0), groups=["alice", "bob", "alice"])
    assert [c.memories for c in plan.merge] == [("M000", "M002")]


def test_random_plans_keep_their_promises() -> None:
    rng = np.random.default_rng(3)
    for _ in range(20):
        centres = rng.normal(size=(6, 5))
        vectors = np.repeat(centres, 8, axis=0) + rng.normal(scale=0.35, size=(48, 5))
        vectors = (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)
        plan = plan_for(vectors, uses=rng.integers(0, 5, size=48).tolist(), cap=5)
        final: dict[str, tuple[str, ...]] = {m.id: (m.id,) for m in memories(48)}
        for cluster in plan.merge:
            rows = np.array([int(i[1:]) for i in cluster.memories])
            assert cluster.cohesion >= 0.9 - 1e-6
            assert cohesion(vectors, rows) >= 0.9 - 1e-6  # every two texts alike
            for member in cluster.members:
                final.pop(member.id)
            final[cluster.survivor] = cluster.memories
        for cluster in plan.review:
            assert 0.75 - 1e-6 <= cluster.cohesion < 0.9
        # no two of what remains could still merge: a second run has nothing to do
        groups = list(final.values())
        for x in range(len(groups)):
            for y in range(x + 1, len(groups)):
                rows = np.array([int(i[1:]) for i in groups[x] + groups[y]])
                assert cohesion(vectors, rows) < 0.9


def test_chunks_of_a_large_component_still_merge_in_later_rounds() -> None:
    plan = plan_for(angles(*[0.1 * k for k in range(7)]), cap=3)
    assert plan.merge[-1].memories == tuple(f"M{k:03d}" for k in range(7))
    assert max(c.round for c in plan.merge) > 1
    assert plan.final(plan.merge) == [plan.merge[-1]]


def test_cluster_ids_depend_on_members_only() -> None:
    assert cluster_id(["b", "a"]) == cluster_id(["a", "b"])
    assert cluster_id(["a", "b"]) != cluster_id(["a", "b", "c"])
    assert cluster_id(["a", "b"]).startswith("cl-") and len(cluster_id(["a"])) == 15


def test_thresholds_must_be_ordered() -> None:
    with pytest.raises(ValueError):
        plan_for(angles(0, 1), merge_at=0.7, review_at=0.8)

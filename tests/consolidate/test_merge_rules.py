"""What one merge produces: the survivor, unions, sums, earliest times, history, relations."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ebbing.consolidate.merge import (
    MERGED_FROM,
    MERGED_INTO,
    archived_original,
    merge_memories,
    redirect_relations,
)
from ebbing.core.folding import FOLDED_KEY, fold_change_log, union_change_logs
from ebbing.models import ChangeLogEntry, Lifecycle, Memory, Relation, Status

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def memory(mid: str, *, days: int = 0, uses: int = 0, strength: float = 1.0,
           **fields: object) -> Memory:
    at = T0 + timedelta(days=days)
    data: dict[str, object] = {"id": mid, "content": f"text of {mid}", "created_at": at,
                               "updated_at": at, "occurred_at": at, "last_used": at,
                               "use_count": uses, "strength": strength}
    return Memory.model_validate(data | fields)


def entry(day: int, reason: str) -> ChangeLogEntry:
    return ChangeLogEntry(at=T0 + timedelta(days=day), from_status=Status.VALID,
                          to_status=Status.SUSPECTED_OUTDATED, reason=reason)


def test_the_most_used_survives_with_unions_sums_and_earliest_creation() -> None:
    a = memory("A", days=5, uses=1, tags=["Work"], entities=["Max"], metadata={"k": 1})
    b = memory("B", days=1, uses=4, strength=1.3, tags=["work", "berlin"],
               entities=["max", "Anna"], metadata={"k": 2, "x": "y"}, review_count=2,
               last_review_at=T0 + timedelta(days=9), cross_domain_count=1)
    c = memory("C", days=9, uses=2, strength=1.6, last_used=T0 + timedelta(days=20))
    merged = merge_memories([a, b, c], T0 + timedelta(days=30))
    assert merged.id == "B" and merged.content == "text of B"
    assert merged.tags == ["work", "berlin"]  # the survivor's spelling first, "Work" once
    assert merged.entities == ["max", "Anna"]
    assert merged.use_count == 7 and merged.review_count == 2 and merged.cross_domain_count == 1
    assert merged.strength == 1.6
    assert merged.created_at == T0 + timedelta(days=1)
    assert merged.occurred_at == T0 + timedelta(days=1)
    assert merged.last_used == T0 + timedelta(days=20)
    assert merged.last_review_at == T0 + timedelta(days=9)
    assert merged.updated_at == T0 + timedelta(days=30)
    assert merged.metadata == {"k": 2, "x": "y", MERGED_FROM: ["A", "C"]}


def test_a_promoted_memory_survives_and_ties_go_to_the_oldest() -> None:
    used = memory("A", uses=9)
    promoted = memory("B", lifecycle=Lifecycle.PROMOTED)
    assert merge_memories([used, promoted], T0).id == "B"
    assert merge_memories([used, promoted], T0).lifecycle is Lifecycle.PROMOTED
    assert merge_memories([memory("Y", days=2), memory("X", days=3)], T0).id == "Y"
    assert merge_memories([memory("Y"), memory("X")], T0).id == "X"


def test_history_follows_earlier_merges_and_logs_are_folded() -> None:
    earlier = memory("A", uses=5, metadata={MERGED_FROM: ["P", "Q"]},
                     change_log=[entry(1, "one"), entry(2, "two")])
    other = memory("B", metadata={MERGED_FROM: ["R"], FOLDED_KEY: 1},
                   change_log=[entry(1, "one"), entry(3, "three"), entry(4, "four")])
    merged = merge_memories([earlier, other], T0)
    assert merged.metadata[MERGED_FROM] == ["B", "P", "Q", "R"]
    assert [e.reason for e in merged.change_log] == ["one", "three", "four"]
    assert merged.metadata[FOLDED_KEY] == 2  # "two" now, one folded before


def test_a_merge_needs_two() -> None:
    with pytest.raises(ValueError):
        merge_memories([memory("A")], T0)


def test_fold_keeps_the_first_and_the_latest() -> None:
    log = union_change_logs([entry(3, "c"), entry(1, "a")], [entry(2, "b"), entry(1, "a")],
                            [entry(4, "d")])
    assert [e.reason for e in log] == ["a", "b", "c", "d"]
    kept, dropped = fold_change_log(log)
    assert [e.reason for e in kept] == ["a", "c", "d"] and dropped == 1
    assert fold_change_log(log[:3]) == (log[:3], 0)


def test_an_archived_original_points_at_the_merged_memory() -> None:
    original = memory("B", metadata={"keep": True})
    archived = archived_original(original, "A", T0 + timedelta(days=1))
    assert archived.lifecycle is Lifecycle.ARCHIVED
    assert archived.metadata == {"keep": True, MERGED_INTO: "A"}
    assert archived.content == original.content and archived.use_count == original.use_count


def relation(a: str, b: str, kind: str = "knows", strength: float = 1.0) -> Relation:
    return Relation.model_validate({"from": a, "to": b, "type": kind, "strength": strength,
                                    "created_at": T0})


def test_relations_move_to_the_merged_memory_without_loops_or_duplicates() -> None:
    relations = [relation("B", "X"), relation("X", "C", strength=0.5), relation("A", "B"),
                 relation("A", "X"), relation("C", "X", strength=0.9), relation("Y", "Z")]
    added, gone = redirect_relations(relations, {"B": "A", "C": "A"})
    assert sorted(r.key() for r in added) == [("X", "A", "knows")]
    assert sorted(gone) == [("A", "B", "knows"), ("B", "X", "knows"), ("C", "X", "knows"),
                            ("X", "C", "knows")]
    after = {r.key() for r in relations} - set(gone) | {r.key() for r in added}
    assert after == {("A", "X", "knows"), ("X", "A", "knows"), ("Y", "Z", "knows")}
    assert all("B" not in key and "C" not in key for key in after)  # nothing dangles

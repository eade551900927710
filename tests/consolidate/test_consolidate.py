"""Consolidation through the service, with the deterministic fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.consolidate import consolidate
from ebbing.consolidate.merge import MERGED_FROM, MERGED_INTO
from ebbing.errors import NotFound
from ebbing.models import Lifecycle, Relation, Status
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, tzinfo=UTC)
DUPS = ["Max moved to Berlin in May 2023", "Max moved to Berlin in May 2023.",
        "max moved to berlin in may, 2023"]
LOOKALIKES = ["Caroline adopted a dog from the shelter",
              "Caroline adopted a puppy from the shelter"]
OTHERS = ["The quarterly tax report is due on Friday", "I prefer green tea in the morning",
          "The office moved to the third floor"]


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    return MemoryService(Settings(home=ebbing_home, embedder="fake"))


def files(svc: MemoryService) -> dict[str, bytes]:
    return {name: (svc.folder / name).read_bytes()
            for name in ("memories.jsonl", "relations.jsonl")
            if (svc.folder / name).exists()}


def fill(svc: MemoryService) -> dict[str, str]:
    ids = {}
    for k, text in enumerate(DUPS + LOOKALIKES + OTHERS):
        memory = svc.remember(text, tags=[f"t{k % 2}"], entities=[f"E{k}"],
                              now=NOW - timedelta(days=10 - k))
        ids[text] = memory.id
    svc.touch(ids[DUPS[1]], now=NOW)
    svc.touch(ids[DUPS[1]], now=NOW)
    svc.touch(ids[DUPS[2]], now=NOW)
    return ids


def test_a_dry_run_lists_and_writes_nothing(svc: MemoryService) -> None:
    ids = fill(svc)
    before = files(svc)
    report = consolidate(svc, now=NOW)
    assert not report.applied and report.considered == 8
    assert [c.memories for c in report.merge] == [tuple(sorted(ids[t] for t in DUPS))]
    assert report.merge[0].survivor == ids[DUPS[1]]  # the most used
    assert report.merge[0].cohesion >= 0.9
    assert [set(c.memories) for c in report.review] == [{ids[t] for t in LOOKALIKES}]
    assert 0.75 <= report.review[0].cohesion < 0.9
    assert files(svc) == before


def test_apply_merges_archives_and_a_second_run_changes_nothing(svc: MemoryService) -> None:
    ids = fill(svc)
    report = consolidate(svc, apply=True, now=NOW)
    assert report.applied and report.changed
    keep = svc.get(ids[DUPS[1]])
    assert keep.content == DUPS[1] and keep.use_count == 3
    # unions in the order of the survival rule: the kept one, then by uses
    assert keep.tags == ["t1", "t0"] and keep.entities == ["E1", "E2", "E0"]
    assert keep.created_at == NOW - timedelta(days=10)
    assert keep.metadata[MERGED_FROM] == sorted([ids[DUPS[0]], ids[DUPS[2]]])
    for text in (DUPS[0], DUPS[2]):
        original = svc.get(ids[text])  # archived, not erased
        assert original.lifecycle is Lifecycle.ARCHIVED and original.content == text
        assert original.metadata[MERGED_INTO] == keep.id
    listed = {m.id for m in svc.list(limit=None)}
    assert listed == {keep.id, *(ids[t] for t in LOOKALIKES + OTHERS)}
    review_id = report.review[0].id
    after = files(svc)
    again = consolidate(svc, apply=True, now=NOW + timedelta(days=1))
    assert not again.changed and again.merge == [] and files(svc) == after
    assert [c.id for c in again.review] == [review_id]


def test_a_review_cluster_merges_by_its_id_in_a_later_run(svc: MemoryService) -> None:
    ids = fill(svc)
    listed = consolidate(svc, now=NOW).review[0].id
    before = files(svc)
    with pytest.raises(NotFound, match="no cluster 'cl-000000000000'"):
        consolidate(svc, apply=True, now=NOW, cluster_ids=[listed, "cl-000000000000"])
    assert files(svc) == before
    report = consolidate(svc, apply=True, now=NOW, cluster_ids=[listed])
    assert [c.id for c in report.merge] == [listed] and report.review == []
    assert {m.id for m in svc.list(limit=None)} == (
        {ids[t] for t in DUPS + OTHERS} | {report.merge[0].survivor})
    # only the named cluster was merged: the duplicates are still apart
    assert len(consolidate(svc, now=NOW).merge) == 1


def test_same_words_from_different_speakers_stay_apart(svc: MemoryService) -> None:
    svc.remember("I love green tea", character="alice", now=NOW)
    svc.remember("I love green tea", character="bob", now=NOW)
    svc.remember("I love green tea!", character="alice", now=NOW)
    svc.remember("I love green tea", character="alice", now=NOW)
    outdated = svc.remember("I love green tea", character="bob", now=NOW)
    svc.edit(outdated.id, status=Status.OUTDATED, now=NOW)
    report = consolidate(svc, apply=True, now=NOW)
    assert [len(c.memories) for c in report.merge] == [3]
    assert {m.character for m in report.merge[0].members} == {"alice"}


def test_relations_and_links_follow_the_merge(svc: MemoryService) -> None:
    ids = fill(svc)
    other, gone, keep = ids[OTHERS[0]], ids[DUPS[0]], ids[DUPS[1]]
    svc.relate([
        Relation.model_validate({"from": other, "to": gone, "type": "about", "created_at": NOW}),
        Relation.model_validate({"from": gone, "to": keep, "type": "same", "created_at": NOW}),
    ])
    svc.edit(ids[OTHERS[1]], status=Status.OUTDATED, linked_new_memory_id=gone, now=NOW)
    consolidate(svc, apply=True, now=NOW)
    assert [r.key() for r in svc.relations()] == [(other, keep, "about")]
    assert svc.get(ids[OTHERS[1]]).linked_new_memory_id == keep
    live = {m.id for m in svc.list(limit=None)}
    assert all(r.from_id in live and r.to_id in live for r in svc.relations())


def test_a_merge_interrupted_after_its_first_write_is_finished_later(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = fill(svc)
    svc.relate([Relation.model_validate({"from": ids[OTHERS[0]], "to": ids[DUPS[0]],
                                         "type": "about", "created_at": NOW})])

    def crash(*_: object) -> None:
        raise KeyboardInterrupt("power cut")

    monkeypatch.setattr(svc.store, "put_relations", crash)
    with pytest.raises(KeyboardInterrupt):
        consolidate(svc, apply=True, now=NOW)
    monkeypatch.undo()
    for text, memory_id in ids.items():  # nothing lost: every memory still there, as it was
        assert svc.get(memory_id).content == text
    assert svc.get(ids[DUPS[1]]).use_count == 3
    dry = consolidate(svc, now=NOW)
    assert dry.finished == {ids[DUPS[0]]: ids[DUPS[1]], ids[DUPS[2]]: ids[DUPS[1]]}
    assert dry.merge == []
    consolidate(svc, apply=True, now=NOW)
    assert svc.get(ids[DUPS[1]]).use_count == 3  # the uses were not counted again
    assert svc.get(ids[DUPS[0]]).lifecycle is Lifecycle.ARCHIVED
    assert [r.key() for r in svc.relations()] == [(ids[OTHERS[0]], ids[DUPS[1]], "about")]
    after = files(svc)
    assert not consolidate(svc, apply=True, now=NOW).changed and files(svc) == after


def test_relations_left_on_archived_originals_are_moved(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = fill(svc)
    svc.relate([Relation.model_validate({"from": ids[DUPS[2]], "to": ids[OTHERS[2]],
                                         "type": "about", "created_at": NOW})])

    def crash(*_: object) -> None:
        raise KeyboardInterrupt("power cut")

    monkeypatch.setattr(svc.store, "delete_relations", crash)
    with pytest.raises(KeyboardInterrupt):
        consolidate(svc, apply=True, now=NOW)
    monkeypatch.undo()
    assert len(svc.relations()) == 2  # the new one and the old one on the archived original
    consolidate(svc, apply=True, now=NOW)
    assert [r.key() for r in svc.relations()] == [(ids[DUPS[1]], ids[OTHERS[2]], "about")]


def test_archived_and_restored_memories_stay_out(svc: MemoryService) -> None:
    ids = fill(svc)
    consolidate(svc, apply=True, now=NOW)
    svc.edit(ids[DUPS[0]], lifecycle=Lifecycle.ACTIVE, now=NOW)  # the user restores one
    report = consolidate(svc, apply=True, now=NOW)
    assert report.merge == [] and svc.get(ids[DUPS[0]]).lifecycle is Lifecycle.ACTIVE


def test_an_empty_store_has_nothing_to_do(svc: MemoryService) -> None:
    report = consolidate(svc, apply=True, now=NOW)
    assert report.merge == [] and report.review == [] and report.considered == 0


def test_a_merged_memory_can_merge_again_and_history_follows(svc: MemoryService) -> None:
    first = svc.remember(DUPS[0], now=NOW)
    second = svc.remember(DUPS[1], now=NOW + timedelta(hours=1))
    consolidate(svc, apply=True, now=NOW + timedelta(days=1))
    assert svc.get(second.id).metadata[MERGED_INTO] == first.id
    later = svc.remember(DUPS[2], now=NOW + timedelta(days=2))
    for _ in range(3):
        svc.touch(later.id, now=NOW + timedelta(days=2))
    other = svc.remember(OTHERS[0], now=NOW)
    svc.relate([Relation.model_validate({"from": other.id, "to": first.id, "type": "about",
                                         "created_at": NOW})])
    report = consolidate(svc, apply=True, now=NOW + timedelta(days=3))
    assert [c.survivor for c in report.merge] == [later.id]
    kept = svc.get(later.id)
    assert kept.metadata[MERGED_FROM] == sorted([first.id, second.id])
    assert kept.use_count == 3 and kept.created_at == NOW
    assert svc.get(first.id).metadata[MERGED_INTO] == later.id
    assert [r.key() for r in svc.relations()] == [(other.id, later.id, "about")]
    assert {m.id for m in svc.list(limit=None)} == {later.id, other.id}

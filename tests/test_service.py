from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.errors import InvalidInput, InvalidName, NotFound
from ebbing.models import Lifecycle, Status
from ebbing.service import MemoryService
from ebbing.store.migrations import SCHEMA_VERSION

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    return MemoryService(Settings(home=ebbing_home))


def test_remember_stores_every_field(svc: MemoryService) -> None:
    when = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    m = svc.remember("Max moved to Berlin", tags=["people", "People", " move "],
                     entities=["Max"], character="alice", source="chat",
                     occurred_at=when, metadata={"dia_id": "D1:3"}, now=NOW)
    got = svc.get(m.id)
    assert got.tags == ["people", "move"]
    assert (got.character, got.source, got.metadata) == ("alice", "chat", {"dia_id": "D1:3"})
    assert got.occurred_at == when and got.created_at == NOW == got.last_used
    assert (got.use_count, got.strength, got.status, got.lifecycle) == (
        0, 1.0, Status.VALID, Lifecycle.ACTIVE)


def test_ids_sort_by_creation_time(svc: MemoryService) -> None:
    a = svc.remember("first", now=NOW)
    b = svc.remember("second", now=NOW + timedelta(seconds=1))
    assert a.id < b.id


def test_empty_text_is_refused_and_nothing_is_written(svc: MemoryService) -> None:
    with pytest.raises(InvalidInput):
        svc.remember("   ", now=NOW)
    assert svc.list() == []


def test_touch_reinforces_and_score_follows(svc: MemoryService) -> None:
    m = svc.remember("tea", tags=["preference"], now=NOW)
    later = NOW + timedelta(days=3)
    assert svc.score(m.id, later) == pytest.approx(0.5)
    touched = svc.touch(m.id, now=later)
    assert (touched.use_count, touched.strength, touched.last_used) == (1, 1.1, later)
    assert svc.score(touched, later) == pytest.approx(2**0.6 * 1.1)
    crossed = svc.touch(m.id, context_tags=["cooking"], now=later)
    assert crossed.strength == pytest.approx(1.35) and crossed.cross_domain_count == 1


def test_per_tag_half_life_from_settings(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, tag_half_life_days={"preference": 30}))
    slow = svc.remember("likes tea", tags=["preference"], now=NOW)
    fast = svc.remember("had lunch", now=NOW)
    month = NOW + timedelta(days=30)
    assert svc.score(slow, month) == pytest.approx(0.5)
    assert svc.score(fast, month) < 0.001


def test_agents_and_namespaces_are_isolated(ebbing_home: Path) -> None:
    settings = Settings(home=ebbing_home)
    alice = MemoryService(settings, namespace="team", agent="alice")
    bob = MemoryService(settings, namespace="team", agent="bob")
    other = MemoryService(settings, namespace="other", agent="alice")
    m = alice.remember("alice's secret", now=NOW)
    assert bob.list() == [] and other.list() == []
    with pytest.raises(NotFound):
        bob.get(m.id)
    assert (ebbing_home / "team" / "alice" / "memories.jsonl").exists()


@pytest.mark.parametrize("name", ["../x", "a/b", "..", ".hidden", "a\x00b", "tab\tname", "", "nul",
                                  "a\\b", "_commonsense", "x~1~"])
def test_bad_names_never_become_folders(ebbing_home: Path, name: str) -> None:
    with pytest.raises(InvalidName, match="invalid agent name"):
        MemoryService(Settings(home=ebbing_home), agent=name)
    assert not ebbing_home.exists() or not any(ebbing_home.rglob("*"))


def test_list_filters(svc: MemoryService) -> None:
    a = svc.remember("a", tags=["work"], now=NOW)
    b = svc.remember("b", tags=["home"], now=NOW + timedelta(days=1))
    svc.forget(a.id)
    assert [m.id for m in svc.list()] == [b.id]
    assert [m.id for m in svc.list(lifecycle=Lifecycle.ARCHIVED)] == [a.id]
    assert [m.id for m in svc.list(tag="HOME")] == [b.id]
    assert svc.list(since=NOW + timedelta(days=2)) == []
    assert svc.list(status=Status.OUTDATED) == []


def test_edit_appends_a_new_version_and_keeps_uses(svc: MemoryService) -> None:
    m = svc.remember("Max lives in Paris", now=NOW)
    svc.touch(m.id, now=NOW)
    edited = svc.edit(m.id, content="Max lives in Berlin", tags=["people"],
                      now=NOW + timedelta(hours=1))
    again = MemoryService(svc.settings).get(m.id)
    assert again.content == "Max lives in Berlin" and again.tags == ["people"]
    assert again.use_count == 1 and again.created_at == NOW
    assert again.updated_at == edited.updated_at == NOW + timedelta(hours=1)
    with pytest.raises(InvalidInput):
        svc.edit(m.id, content=" ")


def test_forget_archives_and_hard_deletes(svc: MemoryService) -> None:
    m = svc.remember("to forget", now=NOW)
    assert svc.forget(m.id).lifecycle is Lifecycle.ARCHIVED
    assert svc.get(m.id).lifecycle is Lifecycle.ARCHIVED
    svc.forget(m.id, hard=True)
    with pytest.raises(NotFound):
        svc.get(m.id)
    svc.compact()
    assert "to forget" not in (svc.folder / "memories.jsonl").read_text()


def test_review_lists_the_danger_zone_most_urgent_first(svc: MemoryService) -> None:
    fresh = svc.remember("fresh", now=NOW + timedelta(days=6))
    middle = svc.remember("middle", now=NOW)  # 6 days of 3-day half-life: 0.25
    edge = svc.remember("edge", now=NOW + timedelta(days=1))  # 5 days: ~0.315
    gone = svc.remember("gone", now=NOW - timedelta(days=30))
    due = svc.review(NOW + timedelta(days=6))
    assert [d.memory.id for d in due] == [middle.id, edge.id]
    assert due[0].priority == pytest.approx(1.0) and due[0].score == pytest.approx(0.25)
    assert fresh.id not in {d.memory.id for d in due} and gone.id not in {
        d.memory.id for d in due}


def test_gc_is_a_dry_run_until_applied(svc: MemoryService) -> None:
    old = svc.remember("old", now=NOW - timedelta(days=30))
    keep = svc.remember("keep", now=NOW)
    report = svc.gc(NOW)
    assert [c.memory.id for c in report.candidates] == [old.id] and not report.applied
    assert svc.get(old.id).lifecycle is Lifecycle.ACTIVE
    svc.gc(NOW, apply=True)
    assert svc.get(old.id).lifecycle is Lifecycle.ARCHIVED
    assert svc.gc(NOW, apply=True).candidates == []  # idempotent
    svc.gc(NOW + timedelta(days=60), apply=True, hard=True)
    with pytest.raises(NotFound):
        svc.get(keep.id)


def test_stats_counts_and_histogram(svc: MemoryService) -> None:
    svc.remember("a", now=NOW)
    b = svc.remember("b", now=NOW - timedelta(days=6))
    svc.forget(b.id)
    data = svc.stats(NOW)
    assert data["memories"] == 2
    assert data["by_lifecycle"] == {"active": 1, "promoted": 0, "archived": 1}
    buckets = {(b["from"], b["to"]): b["count"] for b in data["score_histogram"]}
    assert buckets[(0.15, 0.35)] == 1 and buckets[(1.0, None)] == 1
    assert data["files"]["memories.jsonl"] > 0


def test_built_memories_survive_a_validation_round_trip(svc: MemoryService) -> None:
    from ebbing.models import Memory

    built = svc.build("text", tags=["a"], entities=["E"], character="c", source="s",
                      occurred_at=NOW - timedelta(days=1), metadata={"k": [1]}, now=NOW)
    assert Memory.model_validate(built.model_dump()) == built
    with pytest.raises(InvalidInput):
        svc.build("text", tags=[3])  # type: ignore[list-item]


def test_log_lines_match_the_models_json_dump(svc: MemoryService) -> None:
    import orjson

    from ebbing.models import ChangeLogEntry
    from ebbing.store.records import memory_line

    m = svc.build("line", tags=["t"], metadata={"n": 1.5}, now=NOW)
    m = m.model_copy(update={"change_log": [ChangeLogEntry(
        at=NOW, from_status=Status.VALID, to_status=Status.OUTDATED, reason="moved")]})
    expected = orjson.dumps({"kind": "memory", "v": SCHEMA_VERSION, **m.model_dump(mode="json")},
                            option=orjson.OPT_SORT_KEYS)
    assert memory_line(m) == expected


def test_a_gc_preview_reads_only_what_it_shows(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    old = datetime(2020, 1, 1, tzinfo=UTC)
    for i in range(5):
        svc.remember(f"faded {i}", now=old + timedelta(days=i), check_conflicts=False)
    full = svc.gc(datetime(2021, 1, 1, tzinfo=UTC))
    part = svc.gc(datetime(2021, 1, 1, tzinfo=UTC), shown=2)
    assert full.total == part.total == 5 and len(full.candidates) == 5
    assert [c.memory.id for c in part.candidates] == [c.memory.id for c in full.candidates[:2]]
    applied = svc.gc(datetime(2021, 1, 1, tzinfo=UTC), apply=True, shown=2)
    assert len(applied.candidates) == 5  # applying archives every one, shown or not

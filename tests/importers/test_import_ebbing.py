"""ebbing JSON Lines: what an export writes comes back unchanged, and raw store logs fold."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest

from ebbing.errors import NewerSchema
from ebbing.importers import export_lines, read_import
from ebbing.models import ChangeLogEntry, Lifecycle, Memory, Relation, Status
from ebbing.store.migrations import SCHEMA_VERSION

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
T = datetime(2024, 3, 2, 10, 15, 30, 123456, tzinfo=UTC)


def memory(memory_id: str, content: str, **fields: object) -> Memory:
    times = {"created_at": T, "updated_at": T, "occurred_at": T, "last_used": T}
    return Memory.model_validate({"id": memory_id, "content": content, **times, **fields})


def sample() -> tuple[list[Memory], list[Relation]]:
    memories = [
        memory("01HS2Q8V6F0000000000000001", "Max moved to Berlin", tags=["people"],
               entities=["Max", "Berlin"], source="chat", metadata={"mood": {"max": "happy"}},
               use_count=4, strength=1.35, review_count=1, last_review_at=T),
        memory("01HS2Q8V6F0000000000000002", "Max lived in Hamburg — früher",
               status=Status.OUTDATED, linked_new_memory_id="01HS2Q8V6F0000000000000001",
               change_log=[ChangeLogEntry(at=T, from_status=Status.VALID,
                                          to_status=Status.OUTDATED, reason="moved",
                                          trigger_memory_id="01HS2Q8V6F0000000000000001")]),
        memory("kg-43f873a964c7c29e5d337a24", "Old codename Falcon",
               lifecycle=Lifecycle.ARCHIVED, character="fact", cross_domain_count=2),
    ]
    relations = [
        Relation.model_validate({"from": memories[1].id, "to": memories[0].id,
                                 "type": "superseded_by", "strength": 0.75, "created_at": T,
                                 "metadata": {"why": "move"}}),
    ]
    return memories, relations


def test_export_then_import_gives_back_the_same_memories_and_relations(tmp_path: Path) -> None:
    memories, relations = sample()
    path = tmp_path / "export.jsonl"
    path.write_bytes(b"".join(export_lines(memories, relations)))

    batch = read_import([path], now=NOW)

    assert batch.format == "ebbing"
    assert batch.memories == memories
    assert batch.relations == relations
    assert batch.counts == {"memory": 3, "relation": 1}
    assert batch.skipped == []


def test_export_writes_one_sorted_versioned_record_per_line() -> None:
    memories, relations = sample()
    lines = list(export_lines(memories, relations))

    assert len(lines) == 4 and all(line.endswith(b"\n") and line.count(b"\n") == 1
                                   for line in lines)
    records = [orjson.loads(line) for line in lines]
    assert [r["kind"] for r in records] == ["memory", "memory", "memory", "relation"]
    assert all(r["v"] == SCHEMA_VERSION and list(r) == sorted(r) for r in records)
    assert records[3]["from"] == memories[1].id and records[3]["to"] == memories[0].id


def test_a_later_line_for_the_same_memory_replaces_the_earlier_one(tmp_path: Path) -> None:
    first, _ = sample()
    edited = first[0].model_copy(update={"content": "Max moved to Munich"})
    path = tmp_path / "export.jsonl"
    path.write_bytes(b"".join(export_lines([first[0], edited], [])))

    batch = read_import([path], "ebbing", now=NOW)

    assert [m.content for m in batch.memories] == ["Max moved to Munich"]
    assert batch.counts == {"memory": 2}


def test_a_raw_store_log_folds_its_events_and_brings_its_relations(data: Path) -> None:
    batch = read_import([data / "ebbing-store" / "memories.jsonl"], now=NOW)

    by_id = {m.id: m for m in batch.memories}
    assert sorted(by_id) == ["01HS2Q8V6F0000000000000001", "01HS2Q8V6F0000000000000002"]
    plain = by_id["01HS2Q8V6F0000000000000001"]
    assert (plain.use_count, plain.strength) == (1, pytest.approx(1.1))
    assert plain.last_used == datetime(2024, 3, 6, 9, 0, tzinfo=UTC)
    reviewed = by_id["01HS2Q8V6F0000000000000002"]
    assert reviewed.strength == 2.0  # 1.95 + 0.15, capped
    assert (reviewed.cross_domain_count, reviewed.review_count) == (1, 1)
    assert reviewed.last_review_at == datetime(2024, 3, 6, 9, 30, tzinfo=UTC)
    # relations.jsonl beside memories.jsonl: one kept, one added then deleted
    assert [(r.from_id, r.to_id, r.type) for r in batch.relations] == [
        ("01HS2Q8V6F0000000000000001", "01HS2Q8V6F0000000000000002", "related_to")]
    assert batch.counts == {"memory": 4, "touch": 3, "delete": 1, "relation": 2,
                            "relation_delete": 2}


def test_a_raw_store_log_reports_every_line_it_cannot_use(data: Path) -> None:
    batch = read_import([data / "ebbing-store" / "memories.jsonl"], now=NOW)

    reasons = {(s.source, s.line): s.reason for s in batch.skipped}
    assert sorted(reasons) == [("memories.jsonl", 8), ("memories.jsonl", 9),
                               ("memories.jsonl", 10), ("memories.jsonl", 12),
                               ("relations.jsonl", 5)]
    assert "use of memory '01HS2Q8V6F0000000000000003'" in reasons["memories.jsonl", 8]
    assert reasons["memories.jsonl", 9].startswith("invalid memory: created_at: Field required")
    assert reasons["memories.jsonl", 10] == "unknown record kind 'snapshot'"
    assert reasons["memories.jsonl", 12].startswith("not valid JSON")
    assert "no earlier line holds" in reasons["relations.jsonl", 5]


@pytest.mark.parametrize("line", [
    b'{"kind":"header","schema_version":3}',
    b'{"kind":"memory","v":3,"id":"x","content":"from the future"}',
    b'{"kind":"relation","v":7,"from":"a","to":"b","type":"t"}',
])
def test_records_from_a_newer_schema_are_refused(tmp_path: Path, line: bytes) -> None:
    memories, _ = sample()
    path = tmp_path / "newer.jsonl"
    path.write_bytes(b"".join(export_lines(memories[:1], [])) + line + b"\n")

    with pytest.raises(NewerSchema, match="upgrade ebbing"):
        read_import([path], now=NOW)

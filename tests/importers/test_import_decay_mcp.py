"""The decay-memory MCP server's memories.jsonl and relations.jsonl, mapped onto ebbing."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.importers import ImportBatch, read_import
from ebbing.models import Lifecycle
from ebbing.names import check_id

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def batch(data: Path) -> ImportBatch:
    return read_import([data / "decay-mcp" / "memories.jsonl"], now=NOW)


def test_memories_jsonl_alone_brings_its_relations_and_counts_what_came_in(
        batch: ImportBatch) -> None:
    assert batch.format == "decay-mcp"
    assert batch.counts == {"memory": 8, "deletion": 2, "relation": 7}
    assert [m.content for m in batch.memories] == [
        "Max moved to Berlin in March",
        "Prefers green tea over coffee",
        "The office wifi password rotates monthly",
        "Old project codename was Falcon",
    ]
    assert len(batch.relations) == 3


def test_every_unusable_line_is_reported_with_its_number_and_reason(
        batch: ImportBatch) -> None:
    reasons = {(s.source, s.line): s.reason for s in batch.skipped}
    assert reasons == {
        ("memories.jsonl", 7): "not valid JSON (invalid literal, expected 'true' at character 1)",
        ("memories.jsonl", 8): "not a JSON object but a list",
        ("memories.jsonl", 9): "missing content",
        ("memories.jsonl", 11): "bad timestamp in created_at: 'last tuesday'",
        ("memories.jsonl", 13): "deletes memory 'm-999', which no earlier line holds",
        ("relations.jsonl", 4): "relation from memory 'm-004', which was deleted",
        ("relations.jsonl", 5): "relation without a 'to' memory id",
        ("relations.jsonl", 6): "relation from 'no such memory': not a valid id, and no "
                                "imported memory has it",
        ("relations.jsonl", 8): reasons["relations.jsonl", 8],
    }
    assert reasons["relations.jsonl", 8].startswith("not valid JSON")


def test_fields_map_onto_ebbing_and_derived_embeddings_are_dropped(batch: ImportBatch) -> None:
    max_moved = batch.memories[0]
    assert max_moved.id == "m-001"
    assert max_moved.tags == ["people", "moves"]  # " People " is the same tag
    assert max_moved.entities == ["Max", "Berlin"]
    assert max_moved.source == "chat"
    assert max_moved.metadata == {"imported_from": "decay-mcp",
                                  "context": "weekly call with Max",
                                  "extra": {"mood": "happy"}}
    assert max_moved.created_at == max_moved.occurred_at == datetime(2024, 3, 2, 10, 15,
                                                                     tzinfo=UTC)
    assert max_moved.last_used == datetime(2024, 3, 5, 6, 0, tzinfo=UTC)  # was +02:00
    assert (max_moved.use_count, max_moved.strength) == (3, 1.4)
    assert max_moved.lifecycle is Lifecycle.ACTIVE
    assert "embed" not in max_moved.model_dump_json()


def test_a_later_record_replaces_an_earlier_one_and_epoch_times_are_read(
        batch: ImportBatch) -> None:
    tea = batch.memories[1]
    assert tea.content == "Prefers green tea over coffee"
    assert tea.tags == ["prefs", "drinks"]
    assert tea.created_at == datetime(2024, 3, 2, 10, 0, tzinfo=UTC)  # epoch seconds
    assert tea.last_used == datetime(2024, 3, 4, 10, 0, tzinfo=UTC)  # epoch milliseconds
    assert tea.use_count == 2
    assert tea.lifecycle is Lifecycle.PROMOTED


def test_out_of_range_strength_and_unknown_status_keep_their_original(
        batch: ImportBatch) -> None:
    tea, wifi, falcon = batch.memories[1], batch.memories[2], batch.memories[3]
    assert (tea.strength, tea.metadata["original_strength"]) == (2.0, 2.7)
    assert (falcon.strength, falcon.metadata["original_strength"]) == (1.0, 0.5)
    assert falcon.lifecycle is Lifecycle.ARCHIVED
    assert falcon.created_at == datetime(2024, 2, 1, 11, 0, 0, 123456, tzinfo=UTC)
    assert wifi.lifecycle is Lifecycle.ACTIVE
    assert wifi.metadata["original_status"] == "snoozed"
    assert wifi.metadata["importance"] == 0.8  # unknown keys are kept
    assert wifi.created_at == datetime(2024, 3, 1, 9, 0, tzinfo=UTC)  # naive means UTC


def test_an_id_ebbing_cannot_use_is_replaced_and_relations_follow_it(
        batch: ImportBatch) -> None:
    wifi = batch.memories[2]
    assert check_id(wifi.id) == wifi.id and len(wifi.id) == 26  # a ULID
    assert wifi.metadata["original_id"] == "legacy id #3"
    edges = {(r.from_id, r.to_id, r.type): r for r in batch.relations}
    mentions = edges[wifi.id, "m-001", "mentions"]  # from_id / to_id / rel_type spellings
    assert mentions.metadata == {"imported_from": "decay-mcp", "original_from": "legacy id #3"}
    assert mentions.created_at == datetime(2024, 3, 3, 10, 0, tzinfo=UTC)
    follows = edges["m-007", "m-001", "follows"]  # source / target / relation spellings
    assert follows.metadata["note"] == "auto-linked"
    assert follows.created_at == NOW  # no time given
    related = edges["m-001", "m-002", "related_to"]
    assert (related.strength, related.created_at) == (0.9, datetime(2024, 3, 6, tzinfo=UTC))


def test_importing_again_gives_the_same_ids_so_nothing_is_duplicated(
        data: Path, batch: ImportBatch) -> None:
    later = datetime(2025, 1, 1, tzinfo=UTC)
    again = read_import([data / "decay-mcp" / "memories.jsonl"], now=later)
    assert [m.id for m in again.memories] == [m.id for m in batch.memories]


def test_naming_both_files_reads_each_once(data: Path, batch: ImportBatch) -> None:
    folder = data / "decay-mcp"
    both = read_import([folder / "relations.jsonl", folder / "memories.jsonl"], now=NOW)
    assert both.memories == batch.memories
    assert both.relations == batch.relations
    assert both.counts == batch.counts


def test_a_relation_deletion_removes_the_relation(tmp_path: Path) -> None:
    (tmp_path / "memories.jsonl").write_text(
        '{"id":"a","content":"Alpha","created_at":"2024-01-01T00:00:00Z"}\n'
        '{"id":"b","content":"Beta","created_at":1704067200000}\n')
    (tmp_path / "relations.jsonl").write_text(
        '{"from":"a","to":"b","type":"related_to"}\n'
        '{"from":"a","to":"b","type":"follows"}\n'
        '{"from":"a","to":"b","type":"related_to","_deleted":true}\n')

    batch = read_import([tmp_path / "memories.jsonl"], "decay-mcp", now=NOW)

    assert [(r.from_id, r.to_id, r.type) for r in batch.relations] == [("a", "b", "follows")]
    assert batch.counts == {"memory": 2, "relation": 2, "relation_deletion": 1}
    assert batch.skipped == []

"""The reference MCP memory server's knowledge graph: every fact becomes a memory."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.importers import ImportBatch, read_import

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def batch(data: Path) -> ImportBatch:
    return read_import([data / "mcp-memory" / "memory.jsonl"], now=NOW)


def test_observations_entities_and_relations_all_become_memories(batch: ImportBatch) -> None:
    assert batch.format == "mcp-memory"
    assert batch.counts == {"entity": 3, "observation": 4, "relation": 2}
    assert [m.content for m in batch.memories] == [
        "Lives in Berlin",  # once, although the entity lists it twice
        "Works at Acme as an engineer",
        "Capital of Germany",
        "Max Mustermann works_at Acme",
        "Acme is an organization",  # an entity with no observations
    ]
    assert batch.relations == []


def test_each_kind_of_memory_carries_its_graph_fields(batch: ImportBatch) -> None:
    lives, _, _, works_at, acme = batch.memories
    assert (lives.entities, lives.tags, lives.source) == (["Max Mustermann"], ["person"],
                                                          "mcp-memory")
    assert lives.metadata == {"entity": "Max Mustermann", "entity_type": "person"}
    assert lives.created_at == lives.occurred_at == lives.last_used == NOW
    assert (works_at.entities, works_at.tags) == (["Max Mustermann", "Acme"], ["relation"])
    assert works_at.metadata == {"relation": "works_at", "from": "Max Mustermann", "to": "Acme"}
    assert acme.metadata == {"entity": "Acme", "entity_type": "organization",
                             "placeholder": True}


def test_ids_depend_on_the_content_only_so_reimporting_does_not_duplicate(
        data: Path, batch: ImportBatch) -> None:
    again = read_import([data / "mcp-memory" / "memory.jsonl"], now=datetime(2030, 1, 1,
                                                                             tzinfo=UTC))
    assert [m.id for m in again.memories] == [m.id for m in batch.memories]
    assert all(m.id.startswith("kg-") and len(m.id) == 27 for m in batch.memories)
    assert len({m.id for m in batch.memories}) == len(batch.memories)


def test_bad_lines_and_bad_observations_are_reported_without_losing_the_rest(
        batch: ImportBatch) -> None:
    assert [(s.line, s.reason) for s in batch.skipped] == [
        (3, "observation 2 of entity 'Berlin' is a number"),
        (3, "observation 3 of entity 'Berlin' is empty"),
        (5, "relation without 'to'"),
        (6, "unknown record type 'note': neither an entity nor a relation"),
        (7, 'no "type" field: neither an entity nor a relation'),
        (8, batch.skipped[-1].reason),
    ]
    assert batch.skipped[-1].reason.startswith("not valid JSON")
    assert {s.source for s in batch.skipped} == {"memory.jsonl"}


def test_an_entity_whose_observations_come_on_a_later_line_gets_no_placeholder(
        tmp_path: Path) -> None:
    path = tmp_path / "graph.jsonl"
    path.write_text(
        '{"type":"entity","name":"Ada","entityType":"person","observations":[]}\n'
        '{"type":"entity","name":"Ada","entityType":"person","observations":["Wrote notes"]}\n'
        '{"type":"entity","name":"Bob","entityType":"person"}\n')

    batch = read_import([path], now=NOW)

    assert [m.content for m in batch.memories] == ["Wrote notes", "Bob is a person"]

"""A CortexGraph 1.2.1 store written by the `cortexgraph` package itself (memories.jsonl and
relations.jsonl, relations keyed `from_memory_id` / `to_memory_id`), imported with and
without --format, the relations file given or found beside the memories."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.service import MemoryService

storage = pytest.importorskip("cortexgraph.storage.jsonl_storage")
models = pytest.importorskip("cortexgraph.storage.models")


@pytest.fixture
def cortexgraph_store(tmp_path: Path) -> Path:
    folder = tmp_path / "cortexgraph"
    store = storage.JSONLStorage(storage_path=folder)
    store.connect()
    now = int(time.time()) - 86400
    first = models.Memory(id="m-berlin", content="Max moved to Berlin in May",
                          meta=models.MemoryMetadata(tags=["people"], source="chat"),
                          created_at=now, last_used=now, entities=["Max"])
    second = models.Memory(id="m-job", content="Max works at a bakery in Kreuzberg",
                           meta=models.MemoryMetadata(tags=["work"]),
                           created_at=now + 60, last_used=now + 60, use_count=3)
    store.save_memory(first)
    store.save_memory(second)
    store.create_relation(models.Relation(id="r-1", from_memory_id="m-job",
                                          to_memory_id="m-berlin", relation_type="related",
                                          strength=0.8, created_at=now + 120))
    store.close()
    return folder


def imported(*args: str) -> dict[str, object]:
    result = CliRunner().invoke(app, ["import", *args, "--json"])
    assert result.exit_code == 0, result.stderr
    return dict(json.loads(result.stdout.splitlines()[-1]))


def check_store() -> None:
    svc = MemoryService()
    memories = {m.content: m for m in svc.list()}
    assert set(memories) == {"Max moved to Berlin in May", "Max works at a bakery in Kreuzberg"}
    (relation,) = list(svc.store.relations.values())
    assert relation.from_id == memories["Max works at a bakery in Kreuzberg"].id
    assert relation.to_id == memories["Max moved to Berlin in May"].id
    assert relation.type == "related" and relation.strength == pytest.approx(0.8)


def test_relations_files_are_written_by_cortexgraph(cortexgraph_store: Path) -> None:
    line = json.loads((cortexgraph_store / "relations.jsonl").read_text().splitlines()[0])
    assert {"from_memory_id", "to_memory_id", "relation_type"} <= set(line)


@pytest.mark.parametrize("how", ["named", "auto", "auto-both-files", "named-both-files"])
def test_memories_and_relations_are_imported(cortexgraph_store: Path, how: str) -> None:
    files = [str(cortexgraph_store / "memories.jsonl")]
    if how.endswith("both-files"):
        files.append(str(cortexgraph_store / "relations.jsonl"))
    fmt = ["--format", "decay-mcp"] if how.startswith("named") else []
    report = imported(*files, *fmt)
    assert report.get("skipped") in ([], None, 0), report
    check_store()

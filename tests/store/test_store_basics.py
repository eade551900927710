"""Focused tests of the store's files: torn tails, newer schemas, .gitignore, several
instances on one folder, the shape of every log line, and what a touch writes."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest

from ebbing.config import Settings
from ebbing.errors import NewerSchema
from ebbing.models import Relation
from ebbing.service import MemoryService
from ebbing.store.memory_store import MemoryStore, memory_line
from ebbing.store.migrations import SCHEMA_VERSION

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


def service(home: Path) -> MemoryService:
    return MemoryService(Settings(home=home))


def quarantine_records(folder: Path) -> list[dict[str, Any]]:
    path = folder / "quarantine.jsonl"
    if not path.exists():
        return []
    return [orjson.loads(line) for line in path.read_bytes().splitlines()]


def quarantined_bytes(record: dict[str, Any]) -> bytes:
    if "line" in record:
        return str(record["line"]).encode("utf-8")
    return base64.b64decode(record["line_base64"])


def assert_clean_log(path: Path) -> None:
    data = path.read_bytes()
    assert data.endswith(b"\n")
    for line in data.splitlines():
        assert isinstance(orjson.loads(line), dict), line


def fill(svc: MemoryService, n: int = 3) -> list[str]:
    return [svc.remember(f"memory {i}", tags=["t"], now=NOW + timedelta(minutes=i)).id
            for i in range(n)]


# -- torn tails --------------------------------------------------------------------------------
@pytest.mark.parametrize("next_writer", ["second instance", "instance open before the crash"])
def test_a_torn_tail_is_quarantined_and_the_next_write_lands_cleanly(
        home: Path, next_writer: str) -> None:
    first = service(home)
    ids = fill(first)
    log = first.folder / "memories.jsonl"
    fragment = memory_line(first.build("never finished", now=NOW))[:57]
    with log.open("ab") as f:  # a writer killed in the middle of its append
        f.write(fragment)

    writer = service(home) if next_writer == "second instance" else first
    after = writer.remember("after the crash", now=NOW + timedelta(hours=1))

    fresh = service(home)
    contents = {m.id: m.content for m in fresh.list(limit=None)}
    assert contents == {**{i: f"memory {n}" for n, i in enumerate(ids)},
                        after.id: "after the crash"}
    assert {m.id for m in first.list(limit=None)} == set(contents)
    records = quarantine_records(fresh.folder)
    assert [quarantined_bytes(r) for r in records] == [fragment]
    assert "torn" in records[0]["reason"]
    assert records[0]["file"] == "memories.jsonl"
    assert_clean_log(log)


def test_append_closes_a_torn_line_with_a_newline_before_its_own(home: Path) -> None:
    """LogFile.append itself repairs a missing newline (for a writer that did not refresh)."""
    svc = service(home)
    ids = fill(svc, 2)
    store = svc.store
    log = store.memory_log.path
    fragment = b'{"kind":"memory","content":"half'
    with log.open("ab") as f:
        f.write(fragment)
    before = log.read_bytes()
    later = svc.build("appended past the fragment", now=NOW + timedelta(hours=2))
    with store.lock:
        start, repaired = store.memory_log.append([memory_line(later)])
    assert repaired
    assert start == len(before) + 1
    assert log.read_bytes() == before + b"\n" + memory_line(later) + b"\n"

    fresh = service(home)
    assert {m.id for m in fresh.list(limit=None)} == {*ids, later.id}
    records = quarantine_records(fresh.folder)
    assert [quarantined_bytes(r) for r in records] == [fragment]
    assert_clean_log(log)


# -- newer schemas -----------------------------------------------------------------------------
def newer_lines(svc: MemoryService, memory_id: str) -> dict[str, tuple[str, bytes]]:
    memory = svc.build("from a newer ebbing", now=NOW + timedelta(days=1))
    full = orjson.loads(memory_line(memory)) | {"v": 99}
    touch = {"kind": "touch", "v": 99, "id": memory_id, "at": "2025-03-02T00:00:00Z",
             "boost": 0.1, "cross": False, "review": False}
    relation = {"kind": "relation", "v": 99, "from": memory_id, "to": memory_id,
                "type": "same", "strength": 1.0, "created_at": "2025-03-02T00:00:00Z",
                "metadata": {}}
    return {
        "memory": ("memories.jsonl", orjson.dumps(full, option=orjson.OPT_SORT_KEYS)),
        "touch": ("memories.jsonl", orjson.dumps(touch, option=orjson.OPT_SORT_KEYS)),
        "relation": ("relations.jsonl", orjson.dumps(relation, option=orjson.OPT_SORT_KEYS)),
    }


@pytest.mark.parametrize("kind", ["memory", "touch", "relation"])
def test_a_record_of_a_newer_schema_refuses_the_load_and_changes_nothing(
        home: Path, kind: str) -> None:
    svc = service(home)
    ids = fill(svc)
    svc.relate([Relation.model_validate(
        {"from": ids[0], "to": ids[1], "type": "next", "created_at": NOW})])
    name, line = newer_lines(svc, ids[0])[kind]
    svc.close()
    # Garbage and a torn tail too: a refused load must not tidy them away either.
    with (svc.folder / name).open("ab") as f:
        f.write(b"not json\n" + line + b"\n" + b'{"torn')
    files = {p.name: p.read_bytes() for p in svc.folder.iterdir() if p.is_file()}

    with pytest.raises(NewerSchema, match="upgrade"):
        MemoryStore(svc.folder)
    with pytest.raises(NewerSchema, match="upgrade"):
        service(home).list()
    assert {p.name: p.read_bytes() for p in svc.folder.iterdir() if p.is_file()} == files


def test_a_newer_header_refuses_the_load(home: Path) -> None:
    svc = service(home)
    fill(svc)
    svc.close()
    log = svc.folder / "memories.jsonl"
    data = log.read_bytes()
    header, rest = data.split(b"\n", 1)
    newer = orjson.loads(header) | {"schema_version": 99}
    log.write_bytes(orjson.dumps(newer, option=orjson.OPT_SORT_KEYS) + b"\n" + rest)
    before = log.read_bytes()
    with pytest.raises(NewerSchema, match="upgrade"):
        MemoryStore(svc.folder)
    assert log.read_bytes() == before


@pytest.mark.parametrize("with_data", [False, True])
def test_ebbing_json_of_a_newer_schema_refuses_the_store(home: Path, with_data: bool) -> None:
    folder = home / "default" / "default"
    if with_data:
        svc = service(home)
        fill(svc)
        svc.close()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ebbing.json").write_bytes(b'{"schema_version": 99}\n')
    files = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    with pytest.raises(NewerSchema, match="upgrade"):
        MemoryStore(folder)
    with pytest.raises(NewerSchema, match="upgrade"):
        service(home).list()
    after = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    assert after == files
    assert "memories.jsonl" in after if with_data else "memories.jsonl" not in after


def test_a_newer_record_stays_refused_by_a_store_that_was_already_open(home: Path) -> None:
    """BUG (memory_store.py _fold_memory_tail -> _fold_lines, logfile.py read_lines):
    read_lines advances the read offset past every line *before* they are folded, so when
    _fold_lines re-raises NewerSchema the newer record has been skipped for good. The first
    call raises; the next calls of the same (long-lived) store answer without it, and a
    compaction then rewrites the log without that record: data a newer ebbing wrote is
    deleted, although the error said "nothing was changed"."""
    svc = service(home)
    ids = fill(svc)
    store = svc.store  # open, e.g. in a long-running process
    name, line = newer_lines(svc, ids[0])["memory"]
    log = svc.folder / name
    with log.open("ab") as f:  # another (newer) ebbing appends
        f.write(line + b"\n")
    before = log.read_bytes()

    with pytest.raises(NewerSchema):
        store.get(ids[0])
    with pytest.raises(NewerSchema):
        store.get(ids[0])
    with pytest.raises(NewerSchema):
        store.compact()
    assert log.read_bytes() == before, "the newer record was compacted away"


# -- the folder ---------------------------------------------------------------------------------
def test_the_store_writes_a_gitignore_for_derived_files(home: Path) -> None:
    svc = service(home)
    fill(svc, 1)
    lines = (svc.folder / ".gitignore").read_text().splitlines()
    assert ".cache/" in lines
    assert ".lock" in lines
    meta = json.loads((svc.folder / "ebbing.json").read_text())
    assert meta["schema_version"] == SCHEMA_VERSION


def test_two_instances_see_each_others_writes_before_answering(home: Path) -> None:
    a, b = service(home), service(home)
    assert a.list() == [] and b.list() == []  # both open before anything is written

    m = a.remember("written by a", now=NOW)
    assert b.get(m.id).content == "written by a"

    b.touch(m.id, now=NOW + timedelta(hours=1))
    assert a.get(m.id).use_count == 1

    n = b.remember("written by b", now=NOW + timedelta(hours=2))
    a.relate([Relation.model_validate(
        {"from": m.id, "to": n.id, "type": "next", "created_at": NOW})])
    assert [r.key() for r in b.relations()] == [(m.id, n.id, "next")]

    edited = b.edit(m.id, content="edited by b", now=NOW + timedelta(hours=3))
    assert a.get(m.id).content == "edited by b"
    assert a.get(m.id).use_count == edited.use_count == 1

    b.compact()  # replaces both files: a must notice the new inodes
    assert {x.content for x in a.list()} == {"edited by b", "written by b"}
    o = a.remember("after the compaction", now=NOW + timedelta(hours=4))
    assert b.get(o.id).content == "after the compaction"

    a.forget(n.id, hard=True, now=NOW + timedelta(hours=5))
    assert {x.id for x in b.list(limit=None)} == {m.id, o.id}
    assert len(b.list(limit=None)) == len(a.list(limit=None)) == 2


def pairs_in_order(obj: Any) -> list[list[str]]:
    """The key order of every JSON object in `obj`, read as written."""
    orders: list[list[str]] = []

    def hook(items: list[tuple[str, Any]]) -> dict[str, Any]:
        orders.append([key for key, _ in items])
        return dict(items)

    json.loads(obj, object_pairs_hook=hook)
    return orders


def test_every_log_line_has_sorted_keys_and_ends_in_a_newline(home: Path) -> None:
    svc = service(home)
    a = svc.remember("z first", tags=["b", "a"], metadata={"zeta": 1, "alpha": {"y": 2, "b": 3}},
                     entities=["Max"], character="c", source="s", now=NOW)
    b = svc.remember("second", now=NOW + timedelta(minutes=1))
    svc.touch(a.id, context_tags=["other"], review=True, now=NOW + timedelta(hours=1))
    svc.edit(b.id, content="second, edited", metadata={"k": [{"z": 0, "a": 1}]},
             now=NOW + timedelta(hours=2))
    svc.relate([Relation.model_validate({"from": a.id, "to": b.id, "type": "t",
                                         "created_at": NOW, "metadata": {"z": 1, "a": 2}})])
    c = svc.remember("gone", now=NOW + timedelta(hours=3))
    svc.forget(c.id, hard=True, now=NOW + timedelta(hours=4))
    svc.store.delete_relations([(a.id, c.id, "none")])
    with (svc.folder / "memories.jsonl").open("ab") as f:
        f.write(b'{"zz": 1, "aa": 2}\n')  # garbage, so quarantine.jsonl exists too
    svc.close()
    service(home).list()

    def check() -> None:
        names = ["memories.jsonl", "relations.jsonl", "quarantine.jsonl", "ebbing.json"]
        for name in names:
            data = (svc.folder / name).read_bytes()
            assert data.endswith(b"\n"), name
            for line in data[:-1].split(b"\n"):
                assert line, f"empty line in {name}"
                for order in pairs_in_order(line):
                    assert order == sorted(order), f"{name}: {line[:120]!r}"

    check()
    service(home).compact()
    check()


def test_a_touch_appends_one_small_line(home: Path) -> None:
    svc = service(home)
    big = svc.remember("x" * 20_000, tags=["a", "b"], metadata={"k": "v" * 500}, now=NOW)
    log = svc.folder / "memories.jsonl"
    before = log.read_bytes()
    svc.touch(big.id, context_tags=["elsewhere"], review=True, now=NOW + timedelta(days=1))
    after = log.read_bytes()
    assert after.startswith(before)
    added = after[len(before):]
    assert added.count(b"\n") == 1 and added.endswith(b"\n")
    assert len(added) < 200
    record = orjson.loads(added)
    assert record["kind"] == "touch" and record["id"] == big.id
    assert "content" not in record and "metadata" not in record
    got = service(home).get(big.id)
    assert (got.use_count, got.review_count, got.cross_domain_count) == (1, 1, 1)


def test_a_conversation_id_and_citations_survive_a_reopen_and_a_compaction(home: Path) -> None:
    svc = service(home)
    said = svc.build("Caroline adopted a dog", context_id="chat-7", now=NOW)
    thought = svc.build("Caroline loves animals", derived_from=[said.id], now=NOW)
    svc.remember_many([said, thought])
    svc.close()
    for _ in range(2):
        again = service(home)
        assert again.get(said.id).context_id == "chat-7"
        assert again.get(thought.id).derived_from == [said.id]
        assert again.get(thought.id).context_id is None
        again.compact()
        again.close()


def test_a_version_1_line_reads_with_empty_conversation_and_citations(home: Path) -> None:
    svc = service(home)
    m = svc.remember("Max moved to Berlin", now=NOW)
    svc.close()
    log = svc.folder / "memories.jsonl"
    lines = log.read_bytes().splitlines()
    old = orjson.loads(lines[-1])
    del old["context_id"], old["derived_from"]
    old["v"] = 1
    log.write_bytes(b"\n".join([*lines[:-1], orjson.dumps(old, option=orjson.OPT_SORT_KEYS)])
                    + b"\n")
    read = service(home).get(m.id)
    assert read.content == "Max moved to Berlin"
    assert read.context_id is None and read.derived_from == []


def test_a_touch_left_to_the_caller_is_fsynced_by_its_flush(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`touch(durable=False)` (the daemon's group commit) writes the line at once, readable by
    every process, without the fsync; `memory_log.flush()` is that fsync. A touch left at the
    default, and any write that creates the file, still fsyncs itself."""
    import os

    from ebbing.core.reinforce import ReinforceParams, plan_touch
    from ebbing.store.memory_store import TouchEvent

    svc = service(home)
    memory = svc.remember("green tea", now=NOW)
    store = svc.store
    synced: list[int] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    event = TouchEvent(memory.id, NOW + timedelta(days=1),
                       plan_touch(1.0, (), (), ReinforceParams()), False)
    store.touch([event], durable=False)
    assert synced == []
    assert service(home).get(memory.id).use_count == 1  # written: another reader sees it
    store.memory_log.flush()
    assert len(synced) == 1
    store.touch([event])
    assert len(synced) == 2

"""Property tests of every parser a person's bytes reach on the store side: the log loader
(event lines written by hand) and the three importers (ebbing JSON Lines, the decay-memory MCP
server's files, the MCP memory graph), fed mutated real files.

Whatever the bytes: no crash (only InvalidInput or NewerSchema, a clear refusal of the whole
file), nothing a line held is lost (the log's lines end up either in the log or in quarantine),
and what is imported is valid and within the size limit.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import orjson
from fault_support import service
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ebbing.content import content_problem
from ebbing.errors import InvalidInput, NewerSchema
from ebbing.importers import read_import
from ebbing.models import Memory

DATA = Path(__file__).parent.parent / "importers" / "data"
NOW = datetime(2025, 1, 1, tzinfo=UTC)
LIMIT = 200
FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow,
                                       HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**60), 2**60),
              st.floats(allow_nan=False), st.text(max_size=12),
              st.sampled_from(["2025-13-45", "2024-05-08T13:56:00Z", "", "x" * (LIMIT + 1)])),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6)


@contextmanager
def folder() -> Iterator[Path]:
    path = Path(tempfile.mkdtemp(prefix="ebbing-fuzz-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def mutate(line: bytes, how: tuple[str, Any, Any]) -> bytes:
    kind, key_pick, value = how
    if kind == "keep":
        return line
    if kind == "bytes":
        return bytes(value).replace(b"\n", b" ")
    if kind == "cut":
        return line[: key_pick % max(1, len(line))]
    try:
        record = orjson.loads(line)
    except orjson.JSONDecodeError:  # the sample files hold some broken lines on purpose
        return line
    if not isinstance(record, dict) or not record:
        return line
    key = sorted(record)[key_pick % len(record)]
    if kind == "drop":
        del record[key]
    else:
        record[key] = value
    return orjson.dumps(record)


picks = st.integers(0, 1000)
mutations = st.one_of(
    st.tuples(st.sampled_from(["keep", "drop", "cut"]), picks, st.none()),
    st.tuples(st.just("set"), picks, json_values),
    st.tuples(st.just("bytes"), picks, st.binary(max_size=30)),
)


def check_batch(paths: list[Path], fmt: str) -> None:
    try:
        batch = read_import(paths, fmt, now=NOW, max_bytes=LIMIT)
    except (InvalidInput, NewerSchema):
        return  # refused as a whole, with the reason (nothing readable; a newer ebbing's file)
    for memory in batch.memories:
        assert Memory.model_validate(memory.model_dump()) == memory
        assert content_problem(memory.content, LIMIT) is None
    for skip in batch.skipped:
        assert skip.reason and skip.line >= 1


def fuzzed(source: Path, target: Path, hows: list[tuple[str, Any, Any]]) -> Path:
    lines = source.read_bytes().splitlines()
    out = [mutate(line, hows[i % len(hows)]) for i, line in enumerate(lines)]
    target.write_bytes(b"\n".join(out) + b"\n")
    return target


@FUZZ
@given(hows=st.lists(mutations, min_size=1, max_size=12))
def test_the_ebbing_importer_survives_any_line(hows: list[tuple[str, Any, Any]]) -> None:
    with folder() as tmp:
        path = fuzzed(DATA / "ebbing-store" / "memories.jsonl", tmp / "export.jsonl", hows)
        check_batch([path], "ebbing")


@FUZZ
@given(hows=st.lists(mutations, min_size=1, max_size=12),
       relation_hows=st.lists(mutations, min_size=1, max_size=4))
def test_the_decay_mcp_importer_survives_any_line(
        hows: list[tuple[str, Any, Any]], relation_hows: list[tuple[str, Any, Any]]) -> None:
    with folder() as tmp:
        path = fuzzed(DATA / "decay-mcp" / "memories.jsonl", tmp / "memories.jsonl", hows)
        fuzzed(DATA / "decay-mcp" / "relations.jsonl", tmp / "relations.jsonl", relation_hows)
        check_batch([path], "decay-mcp")


@FUZZ
@given(hows=st.lists(mutations, min_size=1, max_size=12))
def test_the_mcp_memory_importer_survives_any_line(hows: list[tuple[str, Any, Any]]) -> None:
    with folder() as tmp:
        path = fuzzed(DATA / "mcp-memory" / "memory.jsonl", tmp / "memory.jsonl", hows)
        check_batch([path], "mcp-memory")


event_fields = st.fixed_dictionaries(
    {"kind": st.sampled_from(["touch", "delete"]), "v": st.sampled_from([1, 2, 2, 2])},
    optional={"at": st.one_of(st.just("2025-02-01T00:00:00Z"), json_values),
              "boost": st.one_of(st.just(0.1), json_values),
              "cross": st.one_of(st.booleans(), json_values),
              "review": st.one_of(st.booleans(), json_values),
              "id": st.one_of(st.just("MINE"), json_values)})


@FUZZ
@given(events=st.lists(event_fields, min_size=1, max_size=6))
def test_hand_written_events_are_applied_whole_or_quarantined(
        events: list[dict[str, Any]]) -> None:
    with folder() as home:
        svc = service(home)
        memory = svc.remember("a memory to use and delete", now=NOW)
        svc.close()
        log = svc.folder / "memories.jsonl"
        written = [orjson.dumps({**e, "id": memory.id} if e.get("id") == "MINE" else e)
                   for e in events]
        with log.open("ab") as handle:
            handle.write(b"".join(line + b"\n" for line in written))
        reader = service(home)
        found = reader.store.get(memory.id)  # never raises
        kept = log.read_bytes().splitlines()  # a list: two identical touches count twice
        quarantine = svc.folder / "quarantine.jsonl"
        moved = [orjson.loads(q)["line"].encode() for q in
                 (quarantine.read_bytes().splitlines() if quarantine.exists() else [])]
        for line in written:  # every line is still somewhere, whole
            assert line in kept or line in moved
        touches = [orjson.loads(line) for line in kept if b'"touch"' in line]
        deletes = [line for line in kept if b'"delete"' in line]
        if found is not None:  # alive: every use that stayed in the log was applied
            assert not deletes
            assert found.use_count == sum(t.get("id") == memory.id for t in touches)
        else:  # deleted: by a whole delete line, with its id and a real time
            whole = [d for d in map(orjson.loads, deletes) if d.get("id") == memory.id]
            assert whole and all(stamped(d.get("at")) for d in whole)


def stamped(value: Any) -> bool:
    try:
        datetime.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return True

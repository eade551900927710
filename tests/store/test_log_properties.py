"""Property tests of the append-only log: folding, reloading, compaction, garbage, snapshot.

Each hypothesis example works in its own temporary folder and with a fixed clock that moves
forward by one op at a time, so every score is deterministic.
"""

from __future__ import annotations

import base64
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from unittest import mock

import orjson
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from ebbing.config import Settings
from ebbing.core.reinforce import jaccard
from ebbing.errors import NotFound
from ebbing.models import Relation
from ebbing.service import MemoryService, clean_list
from ebbing.store import snapshot

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SCORE_AT = START + timedelta(days=400)

PROPERTY = settings(max_examples=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])

# -- strategies ---------------------------------------------------------------------------------
texts = st.text(min_size=1, max_size=30).filter(str.strip)
long_texts = st.one_of(texts, st.text(alphabet="abc \u00e9\u4e2d\n", min_size=200, max_size=900)
                       .filter(str.strip))
tags = st.lists(st.sampled_from(["work", "home", "Travel", "caf\u00e9", "x y"]), max_size=3)
metadata = st.dictionaries(
    st.text(max_size=8),
    st.one_of(st.none(), st.booleans(), st.integers(-(2**53), 2**53), texts,
              st.floats(allow_nan=False, allow_infinity=False)),
    max_size=3,
)
index = st.integers(min_value=0, max_value=10**6)

remember_op = st.tuples(st.just("remember"), long_texts, tags, metadata)
remember_many_op = st.tuples(st.just("remember_many"),
                             st.lists(st.tuples(long_texts, tags), min_size=1, max_size=3))
OPS = st.one_of(
    remember_op,  # remembering is listed twice: sequences should hold a few memories
    remember_op,
    remember_many_op,
    st.tuples(st.just("touch"), index, st.one_of(st.just([]), tags), st.booleans()),
    st.tuples(st.just("edit"), index, st.one_of(st.none(), texts), st.one_of(st.none(), tags)),
    st.tuples(st.just("forget"), index, st.booleans()),
    st.tuples(st.just("relate"), index, index, st.sampled_from(["supports", "contradicts"]),
              st.floats(min_value=0, max_value=1)),
)
# A sequence starts with a memory so that the other ops have something to act on.


def op_lists(min_size: int = 0) -> st.SearchStrategy[list[tuple[Any, ...]]]:
    return st.tuples(remember_op, st.lists(OPS, min_size=min_size, max_size=25)).map(
        lambda t: [t[0], *t[1]])


# -- helpers ------------------------------------------------------------------------------------
@contextmanager
def fresh_home() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="ebbing-prop-") as name:
        yield Path(name)


def service(home: Path, snapshot_min_lines: int = 2000) -> MemoryService:
    return MemoryService(Settings(home=home, snapshot_min_lines=snapshot_min_lines))


class Model:
    """What the store should hold after the ops, tracked independently of the store."""

    def __init__(self) -> None:
        self.memories: dict[str, dict[str, Any]] = {}
        self.relations: dict[tuple[str, str, str], float] = {}

    def add(self, memory_id: str, content: str, tags: list[str],
            metadata: dict[str, Any]) -> None:
        self.memories[memory_id] = {
            "content": content, "tags": clean_list(tags, "tag"), "metadata": metadata,
            "lifecycle": "active", "use_count": 0, "review_count": 0, "cross_domain_count": 0}

    def touch(self, memory_id: str, context: list[str], review: bool) -> None:
        m = self.memories[memory_id]
        m["use_count"] += 1
        m["review_count"] += review
        m["cross_domain_count"] += bool(context) and jaccard(m["tags"], context) < 0.3

    def check(self, seen: dict[str, Any]) -> None:
        fields = {name: {i: m[name] for i, m in seen["memories"].items()}
                  for name in next(iter(self.memories.values()), {})}
        for name, values in fields.items():
            assert values == {i: m[name] for i, m in self.memories.items()}, name
        assert set(seen["memories"]) == set(self.memories)
        assert {(r["from"], r["to"], r["type"]): r["strength"]
                for r in seen["relations"]} == self.relations


def apply_ops(svc: MemoryService, ops: list[tuple[Any, ...]], ids: list[str],
              clock: list[datetime], model: Model | None = None) -> None:
    """Run `ops` through the service; `ids` collects every id made, `clock` the time."""
    model = model or Model()
    for op in ops:
        clock[0] += timedelta(hours=7, minutes=13)
        now = clock[0]
        kind = op[0]
        target = ids[op[1] % len(ids)] if kind in {"touch", "edit", "forget", "relate"} else ""
        if target and target not in model.memories:
            with pytest.raises(NotFound):
                svc.get(target)
            continue  # deleted by an earlier op
        if kind == "remember":
            ids.append(svc.remember(op[1], tags=op[2], metadata=op[3], now=now).id)
            model.add(ids[-1], op[1], op[2], op[3])
        elif kind == "remember_many":
            batch = [svc.build(text, tags=t, now=now) for text, t in op[1]]
            svc.remember_many(batch)
            for memory, (text, t) in zip(batch, op[1], strict=True):
                ids.append(memory.id)
                model.add(memory.id, text, t, {})
        elif kind == "touch":
            svc.touch(target, context_tags=op[2], review=op[3], now=now)
            model.touch(target, op[2], op[3])
        elif kind == "edit":
            changes: dict[str, Any] = {}
            if op[2] is not None:
                changes["content"] = op[2]
            if op[3] is not None:
                changes["tags"] = op[3]
            svc.edit(target, now=now, **changes)
            model.memories[target].update(
                {k: clean_list(v, "tag") if k == "tags" else v for k, v in changes.items()})
        elif kind == "forget":
            svc.forget(target, hard=op[2], now=now)
            if op[2]:  # a hard delete takes the memory's relations with it
                del model.memories[target]
                model.relations = {k: v for k, v in model.relations.items()
                                   if target not in (k[0], k[1])}
            else:
                model.memories[target]["lifecycle"] = "archived"
        elif kind == "relate":
            to = ids[op[2] % len(ids)]
            svc.relate([Relation.model_validate({
                "from": target, "to": to, "type": op[3], "strength": op[4],
                "created_at": now})])
            model.relations[(target, to, op[3])] = op[4]
        else:  # pragma: no cover
            raise AssertionError(kind)


def view(svc: MemoryService) -> dict[str, Any]:
    """Everything a reader can see: memories, relations, and scores at a fixed time."""
    store = svc.store
    store.refresh()
    rows = store.alive_rows()
    scores = svc.scores(rows, SCORE_AT)
    return {
        "memories": {m.id: m.model_dump() for m in store.iter_memories()},
        "relations": sorted((r.model_dump(by_alias=True) for r in store.relations.values()),
                            key=lambda r: (r["from"], r["to"], r["type"])),
        "scores": {store.cols.ids[int(r)]: float(s) for r, s in zip(rows, scores, strict=True)},
    }


def without_dangling(seen: dict[str, Any]) -> dict[str, Any]:
    """The view as compaction keeps it: relations only between memories that exist."""
    alive = seen["memories"]
    return seen | {"relations": [r for r in seen["relations"]
                                 if r["from"] in alive and r["to"] in alive]}


def reload_view(home: Path, snapshot_min_lines: int = 2000) -> dict[str, Any]:
    svc = service(home, snapshot_min_lines)
    try:
        return view(svc)
    finally:
        svc.close()


def log_bytes(svc: MemoryService) -> tuple[bytes, bytes | None]:
    relations = svc.folder / "relations.jsonl"
    return ((svc.folder / "memories.jsonl").read_bytes(),
            relations.read_bytes() if relations.exists() else None)


def quarantined(folder: Path) -> list[bytes]:
    path = folder / "quarantine.jsonl"
    if not path.exists():
        return []
    out = []
    for raw in path.read_bytes().splitlines():
        record = orjson.loads(raw)
        out.append(record["line"].encode("utf-8") if "line" in record
                   else base64.b64decode(record["line_base64"]))
    return out


# -- (a) one view, however it is reached ------------------------------------------------------
@PROPERTY
@given(ops=op_lists(6), compact_midway=st.integers(min_value=-1, max_value=25))
def test_live_reload_and_compaction_fold_to_one_view(ops: list[tuple[Any, ...]],
                                                     compact_midway: int) -> None:
    with fresh_home() as home:
        svc = service(home)
        ids: list[str] = []
        clock = [START]
        model = Model()
        if 0 <= compact_midway < len(ops):
            apply_ops(svc, ops[:compact_midway], ids, clock, model)
            svc.compact()
            # compaction drops relations of deleted memories
            model.relations = {k: v for k, v in model.relations.items()
                               if k[0] in model.memories and k[1] in model.memories}
            apply_ops(svc, ops[compact_midway:], ids, clock, model)
        else:
            apply_ops(svc, ops, ids, clock, model)

        live = view(svc)
        model.check(live)
        event(f"{len(live['memories']) // 5 * 5}+ memories")
        event(f"ops kinds: {len({op[0] for op in ops})}")
        event(f"log > 8 KiB: {(svc.folder / 'memories.jsonl').stat().st_size > 8192}")
        assert reload_view(home) == live

        reader = service(home)  # another instance, open before the compaction
        assert view(reader) == live
        svc.compact()
        compacted = without_dangling(live)
        assert view(svc) == compacted, "compaction changed what the live store sees"
        assert view(reader) == compacted, "an open reader missed the compaction"
        assert reload_view(home) == compacted, "compaction changed what a reload sees"
        once = log_bytes(svc)
        report = svc.compact()
        assert not report.changed
        assert log_bytes(svc) == once, "a second compaction changed bytes"
        reader.close()
        svc.close()


# -- (b) garbage never stops a load ----------------------------------------------------------
def wrong_shape_json() -> st.SearchStrategy[bytes]:
    keys = st.text(max_size=6).filter(lambda k: k not in {"kind", "v"})
    scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**63), 2**63 - 1),
                        st.text(max_size=10))
    plain = st.recursive(
        scalars,
        lambda inner: st.one_of(st.lists(inner, max_size=3),
                                st.dictionaries(keys, inner, max_size=3)),
        max_leaves=6,
    )
    half_records = st.fixed_dictionaries(
        {"kind": st.sampled_from(["memory", "touch", "relation", "nonsense", None, 3])},
        optional={"id": st.one_of(st.integers(0, 99), st.text(max_size=5)),
                  "content": st.text(max_size=5), "at": st.text(max_size=5)},
    )
    return st.one_of(plain, half_records).map(orjson.dumps)


garbage_pieces = st.one_of(
    st.binary(max_size=40),
    wrong_shape_json(),
    st.sampled_from([b"\xff\xfe\xfd", b'{"kind": "memory", "content": "\xc3\x28"}', b"{",
                     b'{"kind":"touch"', b"\x00\x00", b"   ", b"null", b"[]", b'"memory"']),
)


@PROPERTY
@given(
    before=st.lists(st.tuples(texts, tags), min_size=1, max_size=4),
    pieces=st.lists(garbage_pieces, min_size=1, max_size=4),
    trailing_newline=st.booleans(),
    reader=st.sampled_from(["fresh", "stale"]),
)
def test_garbage_is_quarantined_and_good_records_survive(
        before: list[tuple[str, list[str]]], pieces: list[bytes], trailing_newline: bool,
        reader: str) -> None:
    with fresh_home() as home:
        svc = service(home)
        clock = [START]
        for text, t in before:
            clock[0] += timedelta(minutes=5)
            svc.remember(text, tags=t, now=clock[0])
        good = view(svc)
        log = svc.folder / "memories.jsonl"
        garbage = b"\n".join(pieces) + (b"\n" if trailing_newline else b"")
        if not garbage:
            garbage = b"\n"
        with log.open("ab") as f:
            f.write(garbage)
        expected = garbage.split(b"\n")
        if garbage.endswith(b"\n"):
            expected.pop()

        if reader == "fresh":  # a new process loads the damaged log first
            other = service(home)
            assert view(other) == good
            assert quarantined(other.folder) == expected
            writer = other
        else:  # the store that was open all along writes next, without reloading first
            writer = svc
        later = writer.remember("written after the garbage", now=clock[0] + timedelta(hours=1))

        after = reload_view(home)
        assert after["memories"].pop(later.id)["content"] == "written after the garbage"
        del after["scores"][later.id]
        assert after == good
        assert quarantined(svc.folder) == expected
        data = log.read_bytes()
        assert data.endswith(b"\n")
        assert all(isinstance(orjson.loads(line), dict) for line in data.splitlines())
        writer.close()
        svc.close()


# -- (c) the snapshot ---------------------------------------------------------------------------
class SnapshotSpy:
    """Records what every snapshot.load returned."""

    def __init__(self) -> None:
        self.results: list[bool] = []
        self._load = snapshot.load

    def __call__(self, path: Path, fd: int) -> Any:
        result = self._load(path, fd)
        self.results.append(result is not None)
        return result


def reload_with_spy(home: Path) -> tuple[dict[str, Any], list[bool]]:
    spy = SnapshotSpy()
    with mock.patch.object(snapshot, "load", spy):
        seen = reload_view(home, snapshot_min_lines=5)
    return seen, spy.results


def drop_cache(home: Path) -> None:
    shutil.rmtree(home / "default" / "default" / ".cache", ignore_errors=True)


@PROPERTY
@given(ops=op_lists(6), more=st.lists(OPS, min_size=1, max_size=8))
def test_snapshot_gives_the_same_view_and_is_dropped_when_stale(
        ops: list[tuple[Any, ...]], more: list[tuple[Any, ...]]) -> None:
    with fresh_home() as home:
        svc = service(home, snapshot_min_lines=5)
        ids: list[str] = []
        clock = [START]
        model = Model()
        apply_ops(svc, ops, ids, clock, model)
        live = view(svc)
        model.check(live)
        svc.close()

        first = reload_view(home, snapshot_min_lines=5)  # folds >= 5 lines: saves a snapshot
        lines = (home / "default" / "default" / "memories.jsonl").read_bytes().count(b"\n")
        with_snapshot, used = reload_with_spy(home)
        event(f"snapshot used: {used}")
        if lines >= 5:
            assert used == [True], "a matching snapshot was not used"
        drop_cache(home)
        plain = reload_view(home, snapshot_min_lines=10**9)
        assert live == first == with_snapshot == plain

        # Another store instance appends: the snapshot now covers a prefix only, and a reload
        # must fold the rest (never stop at the snapshot's end).
        stale = (home / "default" / "default" / ".cache" / "snapshot.npz")
        reload_view(home, snapshot_min_lines=5)
        other = service(home, snapshot_min_lines=10**9)  # appends without saving a snapshot
        apply_ops(other, more, ids, clock, model)
        appended = view(other)
        model.check(appended)
        other.close()
        assert reload_with_spy(home)[0] == appended

        # Compaction rewrites the log: a snapshot of the old file must not be trusted.
        if stale.exists():
            old = stale.read_bytes()
            compactor = service(home, snapshot_min_lines=5)
            compactor.compact()
            compacted = view(compactor)
            compactor.close()
            stale.write_bytes(old)  # a slow process saves its (old) snapshot after the rewrite
            assert reload_with_spy(home)[0] == compacted
            drop_cache(home)
            assert reload_view(home, snapshot_min_lines=10**9) == compacted


def test_compaction_does_not_trust_the_snapshot_of_the_file_it_replaced() -> None:
    """Regression: a compaction that keeps the log's length (touches that change no field's
    width) used to leave the first and last 4 KiB before the snapshot's offset unchanged, so
    the old snapshot passed the head/tail fingerprint and its stale columns replaced the
    touch: the acknowledged touch was lost, and the next compaction wrote the loss to disk."""
    with fresh_home() as home:
        svc = service(home, snapshot_min_lines=5)
        ids = [svc.remember(f"memory number {i:03d}", now=START + timedelta(seconds=i)).id
               for i in range(60)]
        svc.close()
        svc = service(home, snapshot_min_lines=5)  # loading 61 lines saves a snapshot
        assert (svc.folder / ".cache" / "snapshot.npz").exists()
        middle = ids[30]
        svc.touch(middle, now=START + timedelta(days=1))
        assert svc.get(middle).use_count == 1
        svc.compact()
        assert svc.get(middle).use_count == 1, "compaction lost an acknowledged touch"
        svc.close()
        assert service(home).get(middle).use_count == 1


def test_a_snapshot_saved_late_for_the_replaced_file_is_not_trusted() -> None:
    """Regression, the same flaw when the compaction itself is right: a process that folded
    the old file saves its snapshot just after the compaction (or the compactor dies between
    the rewrite and its own snapshot). That snapshot describes the old file, which had the
    same length, head bytes and tail bytes; trusting it would drop the touch from every view."""
    with fresh_home() as home:
        svc = service(home, snapshot_min_lines=5)
        ids = [svc.remember(f"memory number {i:03d}", now=START + timedelta(seconds=i)).id
               for i in range(60)]
        svc.close()
        service(home, snapshot_min_lines=5).close()  # snapshot of exactly these 61 lines
        cached = home / "default" / "default" / ".cache" / "snapshot.npz"
        old = cached.read_bytes()
        svc = service(home, snapshot_min_lines=10**9)
        middle = ids[30]
        svc.touch(middle, now=START + timedelta(days=1))
        cached.unlink()  # whatever compact does with the cache, the late save comes after it
        svc.compact()
        svc.close()
        cached.write_bytes(old)
        assert service(home).get(middle).use_count == 1, "a stale snapshot was trusted"

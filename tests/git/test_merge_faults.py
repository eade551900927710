"""The merge driver under bad input: a side that is not an ebbing log fails the merge (exit 1,
"ours" untouched) and never turns into deletions; a memory is deleted only by a delete line
or a compaction that one side really made. With real git and with the driver alone."""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest
from gitrepo import make_pair
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.gitmerge import merge_logs
from ebbing.models import Relation
from ebbing.service import MemoryService

T0 = datetime(2025, 3, 1, tzinfo=UTC)
runner = CliRunner()
HAS_GIT = subprocess.run(["git", "--version"], capture_output=True).returncode == 0


def service(root: Path) -> MemoryService:
    return MemoryService(Settings(home=root, embedder="fake", conflict_detection=False))


def folder(root: Path) -> Path:
    return root / "default" / "default"


def fold(tmp: Path, name: str, data: bytes, relations: bytes = b"") -> MemoryService:
    where = folder(tmp / name)
    where.mkdir(parents=True)
    (where / "memories.jsonl").write_bytes(data)
    if relations:
        (where / "relations.jsonl").write_bytes(relations)
    return service(tmp / name)


def three_memories(root: Path) -> tuple[bytes, list[str]]:
    svc = service(root)
    ids = [svc.remember(f"memory {k} of three", now=T0 + timedelta(minutes=k)).id
           for k in range(3)]
    svc.close()
    return (folder(root) / "memories.jsonl").read_bytes(), ids


GARBAGE = {
    "oops": b"oops\n",
    "empty": b"",
    "blank": b"\n\n",
    "json-numbers": b"[1,2,3]\n",
    "json-array": b'[{"id": "x", "kind": "memory"}]\n',
    "pretty-json": b'{\n  "kind": "memory"\n}\n',
    "binary": bytes(range(256)) + b"\n",
    "no-final-newline": b'{"kind": "touch", "id": "x"',
}


def drive(tmp: Path, base: bytes, ours: bytes, theirs: bytes,
          path: str = "default/default/memories.jsonl") -> tuple[int, str, bytes]:
    for name, data in (("O", base), ("A", ours), ("B", theirs)):
        (tmp / name).write_bytes(data)
    result = runner.invoke(app, ["git-merge-driver", str(tmp / "O"), str(tmp / "A"),
                                 str(tmp / "B"), path])
    return result.exit_code, result.stderr, (tmp / "A").read_bytes()


@pytest.mark.parametrize("bad", sorted(GARBAGE))
def test_a_side_that_is_not_a_log_fails_the_merge_and_ours_stays(tmp_path: Path,
                                                                  bad: str) -> None:
    base, _ = three_memories(tmp_path / "base")
    ours = base + b'{"at":"2025-03-02T00:00:00Z","boost":1.0,"cross":false,"id":"x",' \
                  b'"kind":"touch","v":2}\n'
    code, message, after = drive(tmp_path, base, ours, GARBAGE[bad])
    assert code == 1 and after == ours, message
    assert "merge refused" in message
    # the same with the sides the other way round
    code, message, after = drive(tmp_path, base, GARBAGE[bad], ours)
    assert code == 1 and after == GARBAGE[bad], message


def test_a_torn_last_line_of_a_side_fails_the_merge(tmp_path: Path) -> None:
    base, _ = three_memories(tmp_path / "base")
    code, message, after = drive(tmp_path, base, base, base[:-20])
    assert code == 1 and after == base and "incomplete line" in message


def test_a_side_truncated_at_a_line_end_deletes_nothing(tmp_path: Path) -> None:
    base, ids = three_memories(tmp_path / "base")
    svc = service(tmp_path / "base")
    added = svc.remember("added after", now=T0 + timedelta(days=1)).id
    svc.close()
    ours = (folder(tmp_path / "base") / "memories.jsonl").read_bytes()
    header_and_one = b"".join(base.splitlines(keepends=True)[:2])
    for theirs_first in (False, True):
        sides = (header_and_one, ours) if theirs_first else (ours, header_and_one)
        merged = merge_logs("memories.jsonl", base, *sides)
        result = fold(tmp_path, f"merged{theirs_first}", merged)
        assert {m.id for m in result.list()} == {*ids, added}
        result.close()


def test_only_a_delete_line_or_a_compaction_deletes(tmp_path: Path) -> None:
    base, ids = three_memories(tmp_path / "base")
    svc = service(tmp_path / "base")
    svc.forget(ids[0], hard=True)
    deleted = (folder(tmp_path / "base") / "memories.jsonl").read_bytes()
    svc.compact()
    compacted = (folder(tmp_path / "base") / "memories.jsonl").read_bytes()
    svc.close()
    for theirs in (deleted, compacted):
        result = fold(tmp_path, f"m{len(theirs)}", merge_logs("memories.jsonl", base, base,
                                                              theirs))
        assert {m.id for m in result.list()} == set(ids[1:])
        result.close()


def test_a_lost_relation_line_is_no_deletion(tmp_path: Path) -> None:
    base, ids = three_memories(tmp_path / "base")
    svc = service(tmp_path / "base")
    svc.relate([Relation.model_validate({"from": ids[0], "to": ids[1], "type": "supports",
                                         "created_at": T0})])
    svc.close()
    relations = (folder(tmp_path / "base") / "relations.jsonl").read_bytes()
    header = relations.splitlines(keepends=True)[0]
    merged = merge_logs("relations.jsonl", relations, header, relations)
    result = fold(tmp_path, "merged", base, merged)
    assert [(r.from_id, r.to_id) for r in result.relations()] == [(ids[0], ids[1])]
    result.close()


def test_a_version_1_side_merges_with_a_version_2_side(tmp_path: Path) -> None:
    base, ids = three_memories(tmp_path / "base")
    old = []
    for line in base.splitlines(keepends=True):
        record = orjson.loads(line)
        if record.get("kind") == "header":
            record["schema_version"] = 1
        else:
            record["v"] = 1
            for key in ("context_id", "derived_from"):
                record.pop(key, None)
        old.append(orjson.dumps(record, option=orjson.OPT_SORT_KEYS) + b"\n")
    v1 = b"".join(old)
    svc = fold(tmp_path, "new", v1)
    svc.touch(ids[1], now=T0 + timedelta(days=2))
    added = svc.remember("new clone's memory", now=T0 + timedelta(days=2)).id
    svc.close()
    v2 = (folder(tmp_path / "new") / "memories.jsonl").read_bytes()
    for sides in ((v1, v2), (v2, v1)):
        result = fold(tmp_path, f"m{len(sides[0])}", merge_logs("memories.jsonl", v1, *sides))
        found = {m.id: m for m in result.list()}
        assert set(found) == {*ids, added} and found[ids[1]].use_count == 1
        result.close()


@pytest.mark.skipif(not HAS_GIT, reason="git is not installed")
@pytest.mark.parametrize("bad", ["oops", "empty"])
def test_git_pull_of_a_garbage_log_is_a_conflict_not_a_deletion(tmp_path: Path,
                                                                  bad: str) -> None:
    one, two = make_pair(tmp_path)
    svc = one.service()
    ids = {svc.remember(f"memory {k}", now=T0).id for k in range(3)}
    svc.close()
    one.commit("three memories")
    one.git("push", "-q", "origin", "HEAD:main")
    two.git("pull", "-q", "origin", "main")
    (two.folder / "memories.jsonl").write_bytes(GARBAGE[bad])
    two.commit("a broken log")
    two.git("push", "-q", "origin", "HEAD:main")
    svc = one.service()
    ids.add(svc.remember("added after", now=T0 + timedelta(days=1)).id)
    svc.close()
    one.commit("one more")
    ours = (one.folder / "memories.jsonl").read_bytes()
    pulled = one.git("pull", "--no-edit", "origin", "main", check=False)
    assert pulled.returncode != 0 and "CONFLICT" in pulled.stdout + pulled.stderr
    assert (one.folder / "memories.jsonl").read_bytes() == ours
    svc = one.service()
    assert {m.id for m in svc.list()} == ids
    svc.close()


def test_a_rewritten_side_with_unreadable_records_is_no_compaction(tmp_path: Path) -> None:
    """A new header followed by records the store cannot read is not what a compaction
    writes: it must not read as "every memory was hard-deleted"."""
    base, _ = three_memories(tmp_path / "base")
    fake = (b'{"generation":"0123456789abcdef","kind":"header","schema_version":2}\n'
            b'{"kind":"memory","v":2}\n')
    code, message, after = drive(tmp_path, base, base, fake)
    assert code == 1 and after == base and "cannot read" in message


@pytest.mark.parametrize("bad", ["oops", "json-numbers", "no-final-newline"])
def test_a_relation_log_that_is_not_one_fails_the_merge(tmp_path: Path, bad: str) -> None:
    _, ids = three_memories(tmp_path / "base")
    relation = orjson.dumps({"created_at": "2025-03-01T00:00:00Z", "from": ids[0],
                             "kind": "relation", "to": ids[1], "type": "supports", "v": 2},
                            option=orjson.OPT_SORT_KEYS) + b"\n"
    code, message, after = drive(tmp_path, relation, relation, GARBAGE[bad],
                                 "default/default/relations.jsonl")
    assert code == 1 and after == relation, message

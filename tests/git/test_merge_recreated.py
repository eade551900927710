"""A side whose log was removed and started again (a new header, only new memories, or nothing
but a header) is no compaction: what it lacks was never deleted. Through real `git pull` with
the driver installed the merge fails, "ours" stays byte for byte, and every shared memory is
still there; a real compaction (which names the generation it descends from) still deletes."""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest
from gitrepo import EBBING, Clone, make_pair

from ebbing.gitmerge import merge_logs, setup_repository

T0 = datetime(2025, 3, 1, tzinfo=UTC)
HAS_GIT = subprocess.run(["git", "--version"], capture_output=True).returncode == 0
pytestmark = pytest.mark.skipif(not HAS_GIT, reason="git is not installed")


def shared_start(tmp: Path) -> tuple[Clone, Clone, set[str]]:
    one, two = make_pair(tmp)
    svc = one.service()
    ids = {svc.remember(f"shared memory number {k}", now=T0).id for k in range(5)}
    svc.close()
    one.commit("five memories")
    one.git("push", "-q", "origin", "HEAD:main")
    two.git("pull", "-q", "origin", "main")
    setup_repository(two.root, EBBING)  # the driver, now that .gitattributes is there
    return one, two, ids


def recreate(two: Clone, how: str) -> None:
    log = two.folder / "memories.jsonl"
    log.unlink()
    if how == "new log":
        svc = two.service()
        svc.remember("written into a fresh log", now=T0 + timedelta(days=2))
        svc.close()
    else:  # only a header, with a generation of its own
        log.write_bytes(b'{"generation":"00ff00ff00ff00ff","kind":"header",'
                        b'"schema_version":2}\n')


@pytest.mark.parametrize("how", ["new log", "header only"])
def test_git_pull_of_a_recreated_log_deletes_nothing(tmp_path: Path, how: str) -> None:
    one, two, ids = shared_start(tmp_path)
    recreate(two, how)
    two.commit(f"a {how}")
    two.git("push", "-q", "origin", "HEAD:main")
    svc = one.service()
    ids.add(svc.remember("added on the first clone", now=T0 + timedelta(days=1)).id)
    svc.close()
    one.commit("one more")
    ours = (one.folder / "memories.jsonl").read_bytes()
    pulled = one.git("pull", "--no-edit", "origin", "main", check=False)
    assert pulled.returncode != 0, pulled.stdout + pulled.stderr
    assert "CONFLICT" in pulled.stdout + pulled.stderr
    assert (one.folder / "memories.jsonl").read_bytes() == ours  # ours untouched
    svc = one.service()
    assert {m.id for m in svc.list()} == ids  # nothing deleted
    svc.close()


def test_the_other_direction_fails_too(tmp_path: Path) -> None:
    one, two, _ids = shared_start(tmp_path)
    recreate(two, "new log")
    two.commit("a new log")
    ours = (two.folder / "memories.jsonl").read_bytes()
    svc = one.service()
    svc.remember("added on the first clone", now=T0 + timedelta(days=1))
    svc.close()
    one.commit("one more")
    one.git("push", "-q", "origin", "HEAD:main")
    pulled = two.git("pull", "--no-edit", "origin", "main", check=False)
    assert pulled.returncode != 0 and "CONFLICT" in pulled.stdout + pulled.stderr
    assert (two.folder / "memories.jsonl").read_bytes() == ours


def test_git_pull_of_a_real_compaction_still_deletes(tmp_path: Path) -> None:
    one, two, ids = shared_start(tmp_path)
    svc = two.service()
    gone = sorted(ids)[0]
    svc.forget(gone, hard=True)
    svc.compact()
    svc.close()
    header = orjson.loads((two.folder / "memories.jsonl").read_bytes().splitlines()[0])
    assert header["earlier"]  # the compaction names the generation it descends from
    two.commit("deleted one, compacted")
    two.git("push", "-q", "origin", "HEAD:main")
    svc = one.service()
    added = svc.remember("added on the first clone", now=T0 + timedelta(days=1)).id
    svc.close()
    one.commit("one more")
    pulled = one.git("pull", "--no-edit", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stdout + pulled.stderr
    svc = one.service()
    assert {m.id for m in svc.list()} == (ids - {gone}) | {added}
    svc.close()


def test_a_compaction_of_an_older_ebbing_still_deletes(tmp_path: Path) -> None:
    """A header without `earlier` (an ebbing before it was written) in the form only a
    compaction writes, still holding the ancestor's other memories, is taken as one."""
    one, two, ids = shared_start(tmp_path)
    base = (one.folder / "memories.jsonl").read_bytes()
    svc = two.service()
    gone = sorted(ids)[0]
    svc.forget(gone, hard=True)
    svc.compact()
    svc.close()
    lines = (two.folder / "memories.jsonl").read_bytes().splitlines(keepends=True)
    head = orjson.loads(lines[0])
    del head["earlier"]
    old_style = orjson.dumps(head, option=orjson.OPT_SORT_KEYS) + b"\n" + b"".join(lines[1:])
    merged = merge_logs("memories.jsonl", base, base, old_style)
    kept = {orjson.loads(line)["id"] for line in merged.splitlines()[1:]
            if orjson.loads(line)["kind"] == "memory"}
    deletes = {orjson.loads(line)["id"] for line in merged.splitlines()[1:]
               if orjson.loads(line)["kind"] == "delete"}
    assert kept == ids and deletes == {gone}

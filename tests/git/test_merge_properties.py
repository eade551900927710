"""Property tests of the merge driver (hypothesis): any two histories grown from one ancestor
merge without losing a memory; any side that holds no ebbing record fails and changes
nothing."""

from __future__ import annotations

import shutil
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ebbing.config import Settings
from ebbing.errors import InvalidInput
from ebbing.gitmerge import merge_files, merge_logs
from ebbing.gitmerge.sides import parse_line
from ebbing.service import MemoryService

T0 = datetime(2025, 3, 1, tzinfo=UTC)
KINDS = {"header", "memory", "touch", "delete"}


def service(root: Path) -> MemoryService:
    return MemoryService(Settings(home=root, embedder="fake", conflict_detection=False))


def log(root: Path) -> bytes:
    path = root / "default" / "default" / "memories.jsonl"
    return path.read_bytes() if path.exists() else b""


ACTIONS = st.lists(st.tuples(st.sampled_from(["remember", "touch", "edit", "forget",
                                              "compact"]), st.integers(0, 5)), max_size=8)


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(ours=ACTIONS, theirs=ACTIONS)
def test_two_histories_merge_without_losing_a_memory(ours: list[tuple[str, int]],
                                                     theirs: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        svc = service(tmp / "base")
        ids = [svc.remember(f"base memory {k}", now=T0).id for k in range(6)]
        svc.close()
        expected_alive = set(ids)
        forgotten: set[str] = set()
        for name, actions in (("ours", ours), ("theirs", theirs)):
            shutil.copytree(tmp / "base", tmp / name)
            svc = service(tmp / name)
            for step, (action, k) in enumerate(actions):
                at = T0 + timedelta(hours=step + 1)
                if action == "remember":
                    expected_alive.add(svc.remember(f"{name} remembered {step}", now=at).id)
                elif action == "compact":
                    svc.compact()
                elif ids[k] in forgotten or svc.get(ids[k]) is None:
                    continue
                elif action == "touch":
                    svc.touch(ids[k], now=at)
                elif action == "edit":
                    svc.edit(ids[k], content=f"{name} edited {step}", now=at)
                else:
                    svc.forget(ids[k], hard=True)
                    forgotten.add(ids[k])
            svc.close()
        merged = merge_logs("memories.jsonl", log(tmp / "base"), log(tmp / "ours"),
                            log(tmp / "theirs"))
        folder = tmp / "merged" / "default" / "default"
        folder.mkdir(parents=True)
        (folder / "memories.jsonl").write_bytes(merged)
        result = service(tmp / "merged")
        assert {m.id for m in result.list()} == expected_alive - forgotten
        assert not (folder / "quarantine.jsonl").exists()
        result.close()


def not_a_log(data: bytes) -> bool:
    return not any(parse_line(line).kind in KINDS for line in data.split(b"\n"))


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(garbage=st.one_of(st.binary(max_size=300),
                         st.text(max_size=200).map(lambda t: t.encode("utf-8"))),
       garbage_is_theirs=st.booleans())
def test_a_side_without_an_ebbing_record_fails_and_changes_nothing(
        tmp_path_factory: pytest.TempPathFactory, garbage: bytes,
        garbage_is_theirs: bool) -> None:
    if not not_a_log(garbage):
        return
    tmp = tmp_path_factory.mktemp("garbage")
    svc = service(tmp / "store")
    for k in range(2):
        svc.remember(f"memory {k}", now=T0)
    svc.close()
    base = log(tmp / "store")
    ours, theirs = (base, garbage) if garbage_is_theirs else (garbage, base)
    for name, data in (("O", base), ("A", ours), ("B", theirs)):
        (tmp / name).write_bytes(data)
    with pytest.raises(InvalidInput):
        merge_files(tmp / "O", tmp / "A", tmp / "B", "memories.jsonl")
    assert (tmp / "A").read_bytes() == ours

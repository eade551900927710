"""Think and dream runs fenced across daemons (pg/fence.py): while one process runs a dream
(or a thought) for an agent, another process's run of that kind for that agent waits, or,
automatic, does not run; afterwards it reads what the first wrote, so the two never both
write their derived memories from the same reading."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "thinking"))
from thinking_support import NOW, make_service

from ebbing.backend import run_fence
from ebbing.config import Settings
from ebbing.service import MemoryService
from ebbing.thinking import dream, run_one, think
from ebbing.thinking.derived import derived_memories

HOLD = """
import sys
from ebbing.config import Settings
from ebbing.backend import run_fence
from ebbing.service import MemoryService
svc = MemoryService(Settings(home=sys.argv[1], embedder="fake"))
with run_fence(svc.store, sys.argv[2], 5.0):
    print("held", flush=True)
    sys.stdin.read()  # until the test closes it
"""


def holder(home: Path, kind: str) -> subprocess.Popen[str]:
    """Another process (a second daemon's run) holding the fence of `kind`."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(home), kind], text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=os.environ)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def keys(svc: MemoryService) -> Counter[str]:
    svc.store.refresh()
    return Counter(str(m.metadata.get("key")) for m in derived_memories(svc)
                   if m.metadata.get("key"))


@pytest.mark.parametrize("kind", ["dream", "thought"])
def test_a_run_waits_while_another_process_runs_one_for_the_agent(
        tmp_path: Path, kind: str) -> None:
    svc = make_service(tmp_path / "a")
    other = holder(tmp_path / "b", kind)  # another home: another daemon, one database
    try:
        with pytest.raises(TimeoutError):  # automatic: does not wait
            (dream(svc, auto=True, now=NOW) if kind == "dream"
             else think(svc, "Caroline", auto=True, now=NOW))
        assert run_one(svc, kind, "Caroline", now=NOW, hooks=False) is None
        assert derived_memories(svc) == []
        done: list[object] = []
        person = threading.Thread(target=lambda: done.append(
            dream(svc, now=NOW) if kind == "dream" else think(svc, "Caroline", now=NOW)))
        person.start()
        time.sleep(0.5)
        assert person.is_alive() and not done  # a person's run waits for the other
        assert derived_memories(svc) == []
    finally:
        assert other.stdin is not None
        other.stdin.close()
        other.wait(timeout=30)
    person.join(timeout=60)
    assert done and derived_memories(svc)


def test_two_daemons_dreaming_at_once_write_each_derived_memory_once(tmp_path: Path) -> None:
    first = make_service(tmp_path / "a")
    second = MemoryService(Settings(home=tmp_path / "b", embedder="fake"))
    results: list[int] = []

    def run(svc: MemoryService) -> None:
        results.append(len(dream(svc, now=NOW).written))

    threads = [threading.Thread(target=run, args=(svc,)) for svc in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(results) == 2 and sorted(results)[0] == 0  # the second found all written
    found = keys(first)
    assert found and set(found.values()) == {1}
    assert keys(second) == found


def test_runs_of_another_kind_or_agent_are_not_held(tmp_path: Path) -> None:
    svc = make_service(tmp_path / "a")
    other = MemoryService(Settings(home=tmp_path / "a", embedder="fake"), agent="other")
    with run_fence(svc.store, "thought", 1.0):
        held = threading.Thread(target=lambda: dream(svc, now=NOW))
        held.start()
        held.join(timeout=60)
        assert not held.is_alive()  # a dream runs during a thought
        with run_fence(other.store, "thought", 0.0):
            pass  # another agent's fence is free
    assert derived_memories(svc)

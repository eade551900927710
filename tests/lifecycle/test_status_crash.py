"""Status changes survive SIGKILL at any moment: every acknowledged change is stored, and no
status ever points at a memory that was not written."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from ebbing.config import Settings
from ebbing.models import Status
from ebbing.service import MemoryService

WORKER = Path(__file__).with_name("status_crash_worker.py")
SRC = Path(__file__).resolve().parents[2] / "src"


def test_killed_writers_leave_no_dangling_link(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = dict(os.environ, PYTHONPATH=str(SRC), EBBING_ENV_FILE=str(tmp_path / "none.env"))
    seed = int(os.environ.get("EBBING_CRASH_SEED", random.randrange(10**6)))
    rng = random.Random(seed)
    acked: list[tuple[str, str]] = []
    for round_ in range(3):
        proc = subprocess.Popen([sys.executable, str(WORKER), str(home), str(seed + round_)],
                                stdout=subprocess.PIPE, env=env, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready", f"seed {seed}"
        first = proc.stdout.readline()  # at least one change per round, however slow the machine
        time.sleep(rng.uniform(0.1, 0.6))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        # only a whole line is an acknowledgement; a kill may cut the last one short
        lines = (first + out).split("\n")[:-1]
        pairs = [line.split() for line in lines if line.strip()]
        assert all(len(pair) == 2 for pair in pairs), f"seed {seed}: {lines!r}"
        acked += [(old, new) for old, new in pairs]
    svc = MemoryService(Settings(home=home))
    memories = {m.id: m for m in svc.list(limit=None)}
    for old_id, new_id in acked:
        assert memories[old_id].status is Status.OUTDATED, f"seed {seed}"
        assert memories[old_id].linked_new_memory_id == new_id, f"seed {seed}"
        assert memories[new_id].status is Status.VALID, f"seed {seed}"
    for memory in memories.values():
        if memory.status is not Status.VALID:
            assert memory.linked_new_memory_id in memories, f"seed {seed}: {memory.id}"
    assert acked, f"seed {seed}: the workers acknowledged nothing"

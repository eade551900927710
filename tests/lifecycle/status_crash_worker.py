"""A process that supersedes memories in a loop until it is killed (tests/lifecycle).

    python status_crash_worker.py HOME SEED

Prints "ready" once the store is open, then one line per acknowledged change:
"<old id> <new id>" after `supersede(old, text=...)` returned (both writes fsynced).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from ebbing.config import Settings
from ebbing.service import MemoryService


def main() -> None:
    home, seed = Path(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    svc = MemoryService(Settings(home=home, conflict_detection=False))
    svc.store.refresh()
    print("ready", flush=True)
    n = 0
    while True:
        n += 1
        old = svc.remember(f"Worker {seed} fact {n} is {rng.randint(0, 999)}")
        change = svc.supersede(old.id, text=f"Worker {seed} fact {n} became {rng.random()}",
                               reason="changed")
        assert change.trigger is not None
        print(old.id, change.trigger.id, flush=True)


if __name__ == "__main__":
    main()

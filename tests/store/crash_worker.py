"""A process for tests/store/test_crash.py: writes to (or compacts) one store until killed.

    python crash_worker.py writer|compactor HOME SEED SNAPSHOT_MIN_LINES

It prints "ready" once the store is open, then one line per *acknowledged* operation, each
printed (and flushed) only after the call returned, so every line is a promise the store made:

    m <id> <sha256 of the content>     a memory stored by remember or remember_many
    t <id>                             a touch of that memory
    c                                  a finished compaction

A writer may also simulate dying in the middle of an append: it takes the store's lock, writes
part of a line (no newline) and SIGKILLs itself, never acknowledging that line.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import sys
import time
from pathlib import Path

from ebbing.config import Settings
from ebbing.service import MemoryService
from ebbing.store.memory_store import memory_line


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def content(rng: random.Random, token: str) -> str:
    # Mostly small; sometimes several pages, so a kill can land inside one write() call.
    size = rng.choice([0, 0, 0, 10, 200, 6000, 20000])
    return f"{token} " + "".join(rng.choice("abcdefgh ijklmnop\u00e9\u4e2d") for _ in range(size))


def tear(svc: MemoryService, rng: random.Random, token: str) -> None:
    """Die like a writer killed halfway through its append."""
    store = svc.store
    line = memory_line(svc.build(content(rng, token)))
    cut = rng.randrange(1, len(line))
    with store.lock:
        if not store.memory_log.path.exists():
            return  # nothing written yet by anyone: a torn first append is another case
        fd = os.open(store.memory_log.path, os.O_WRONLY | os.O_APPEND)
        os.write(fd, line[:cut])
        os.kill(os.getpid(), signal.SIGKILL)


def writer(svc: MemoryService, rng: random.Random, seed: int) -> None:
    tear_after = rng.randrange(1, 40) if rng.random() < 0.25 else -1
    n = 0
    while True:
        n += 1
        token = f"w{seed}-{n}"
        if n == tear_after:
            tear(svc, rng, token)
        roll = rng.random()
        if roll < 0.45:
            text = content(rng, token)
            memory = svc.remember(text, tags=rng.sample(["a", "b", "c"], rng.randrange(3)))
            say(f"m {memory.id} {digest(text)}")
        elif roll < 0.65:
            texts = [content(rng, f"{token}.{i}") for i in range(rng.randrange(2, 5))]
            batch = [svc.build(text) for text in texts]
            svc.remember_many(batch)
            for memory, text in zip(batch, texts, strict=True):
                say(f"m {memory.id} {digest(text)}")
        else:
            store = svc.store
            rows = store.alive_rows()
            if len(rows):
                memory_id = store.cols.ids[int(rng.choice(rows.tolist()))]
                context = rng.choice([(), ("a",), ("zz",)])
                svc.touch(memory_id, context_tags=context, review=rng.random() < 0.2)
                say(f"t {memory_id}")


def compactor(svc: MemoryService, rng: random.Random) -> None:
    while True:
        svc.compact()
        say("c")
        time.sleep(rng.random() * 0.02)


def main() -> None:
    mode, home, seed, snapshot_min_lines = sys.argv[1:5]
    rng = random.Random(int(seed))
    svc = MemoryService(Settings(home=Path(home), snapshot_min_lines=int(snapshot_min_lines)))
    svc.store.refresh()
    say("ready")
    if mode == "writer":
        writer(svc, rng, int(seed))
    else:
        compactor(svc, rng)


if __name__ == "__main__":
    main()

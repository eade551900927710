"""Crash test: writer processes (and a compactor) SIGKILLed at random moments lose nothing
they acknowledged.

Every round starts writers (tests/store/crash_worker.py) on one store folder, kills each of
them with SIGKILL after a random 50-400 ms (counted from when it reported the store open),
and then checks, with a brand-new MemoryStore, that the folder loads, holds every memory
any writer ever acknowledged with its content intact and at least its acknowledged touches,
and that quarantine.jsonl holds torn fragments only, never an acknowledged record.

The seed of every run is printed in any failure; rerun one with EBBING_CRASH_SEED=<seed>.
"""

from __future__ import annotations

import base64
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import pytest

from ebbing.store.memory_store import MemoryStore

WORKER = Path(__file__).with_name("crash_worker.py")
SRC = Path(__file__).resolve().parents[2] / "src"


@dataclass
class Ledger:
    """Everything acknowledged so far, over all rounds."""

    memories: dict[str, str] = field(default_factory=dict)  # id -> sha256 of the content
    touches: Counter[str] = field(default_factory=Counter)
    killed: int = 0  # processes killed: each may have had one unacknowledged call in flight
    compactions: int = 0


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def start(kind: str, home: Path, seed: int, snapshot_min_lines: int,
          out: Path) -> tuple[subprocess.Popen[bytes], Path, Path]:
    stdout, stderr = out / f"{kind}-{seed}.out", out / f"{kind}-{seed}.err"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(SRC), *filter(None, [os.environ.get("PYTHONPATH")])]))
    env["EBBING_ENV_FILE"] = str(out / "no-such.env")
    with stdout.open("wb") as o, stderr.open("wb") as e:
        proc = subprocess.Popen(
            [sys.executable, str(WORKER), kind, str(home), str(seed), str(snapshot_min_lines)],
            stdout=o, stderr=e, env=env,
        )
    return proc, stdout, stderr


def wait_ready(procs: list[tuple[subprocess.Popen[bytes], Path, Path]], context: str) -> None:
    deadline = time.monotonic() + 60
    pending = list(procs)
    while pending:
        for item in list(pending):
            proc, stdout, stderr = item
            if stdout.read_bytes().startswith(b"ready\n"):
                pending.remove(item)
            elif proc.poll() is not None:
                raise AssertionError(
                    f"{context}: a worker died before it was ready:\n{stderr.read_text()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"{context}: workers not ready after 60 s")
        time.sleep(0.005)


def acknowledged(stdout: Path) -> list[list[str]]:
    """The complete lines a worker printed (a line cut short by the kill is no promise)."""
    data = stdout.read_bytes()
    complete = data[: data.rfind(b"\n") + 1].decode("utf-8")
    return [line.split() for line in complete.splitlines()[1:]]


def quarantined(folder: Path) -> list[bytes]:
    path = folder / "quarantine.jsonl"
    if not path.exists():
        return []
    out = []
    for raw in path.read_bytes().splitlines():
        record = orjson.loads(raw)
        if "line" in record:
            out.append(record["line"].encode("utf-8"))
        else:
            out.append(base64.b64decode(record["line_base64"]))
    return out


def view(store: MemoryStore) -> dict[str, Any]:
    return {m.id: m.model_dump() for m in store.iter_memories()}


def check_folder(folder: Path, ledger: Ledger, snapshot_min_lines: int, scratch: Path,
                 context: str) -> None:
    store = MemoryStore(folder, snapshot_min_lines=snapshot_min_lines)
    try:
        seen = view(store)
    finally:
        store.close()

    missing = sorted(set(ledger.memories) - set(seen))
    assert not missing, f"{context}: acknowledged memories lost: {missing[:5]} ({len(missing)})"
    for memory_id, sha in ledger.memories.items():
        assert digest(seen[memory_id]["content"]) == sha, (
            f"{context}: content of acknowledged memory {memory_id} changed")
    for memory_id, count in ledger.touches.items():
        assert seen[memory_id]["use_count"] >= count, (
            f"{context}: acknowledged touches lost on {memory_id}: use_count "
            f"{seen[memory_id]['use_count']} < {count} acknowledged")
    extra = sum(seen[i]["use_count"] for i in seen) - sum(ledger.touches.values())
    assert extra <= ledger.killed, (
        f"{context}: {extra} touches more than acknowledged, but only {ledger.killed} "
        "calls were ever in flight")

    for line in quarantined(folder):
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError:
            continue  # a torn fragment
        if isinstance(record, dict) and record.get("kind") == "memory":
            assert record.get("id") not in ledger.memories, (
                f"{context}: acknowledged memory {record.get('id')} was quarantined")

    # The load repaired the folder: every line is now readable and it ends in a newline.
    if not (folder / "memories.jsonl").exists():  # every writer was killed before its first
        # write (a loaded machine, round 0): nothing may have been acknowledged
        assert not ledger.memories and not ledger.touches, f"{context}: the log is missing"
        return
    data = (folder / "memories.jsonl").read_bytes()
    assert data.endswith(b"\n"), f"{context}: the log does not end in a newline after a load"
    for line in data.splitlines():
        assert isinstance(orjson.loads(line), dict), f"{context}: unreadable line {line[:80]!r}"

    # A second load agrees, quarantines nothing more, and a load without the snapshot agrees.
    before = quarantined(folder)
    again = MemoryStore(folder, snapshot_min_lines=snapshot_min_lines)
    try:
        assert view(again) == seen, f"{context}: a second load folds to a different view"
    finally:
        again.close()
    assert quarantined(folder) == before, f"{context}: the second load quarantined more"
    copy = scratch / "no-snapshot"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(".cache", ".lock"))
    plain = MemoryStore(copy, snapshot_min_lines=10**9)
    try:
        assert view(plain) == seen, (
            f"{context}: the view loaded with .cache/snapshot.npz differs from the view folded "
            "from the log alone (a stale snapshot was trusted)")
    finally:
        plain.close()


def run_rounds(tmp_path: Path, rounds: int, writers: int, base_seed: int) -> Ledger:
    home = tmp_path / "home"
    out = tmp_path / "out"
    out.mkdir()
    folder = home / "default" / "default"
    ledger = Ledger()
    for round_no in range(rounds):
        rng = random.Random(base_seed * 1000 + round_no)
        context = (f"seed {base_seed}, round {round_no} "
                   f"(rerun with EBBING_CRASH_SEED={base_seed})")
        snapshot_min_lines = rng.choice([3, 50, 2000])
        procs = [start("writer", home, base_seed * 1000 + round_no * 10 + i, snapshot_min_lines,
                       out) for i in range(writers)]
        if round_no % 2 == 1:  # every other round a compactor runs and is killed too
            procs.append(start("compactor", home, base_seed * 1000 + round_no * 10 + 9,
                               snapshot_min_lines, out))
        try:
            wait_ready(procs, context)
            started = time.monotonic()
            for delay, (proc, _, _) in sorted(
                    ((rng.uniform(0.05, 0.4), item) for item in procs), key=lambda x: x[0]):
                time.sleep(max(0.0, started + delay - time.monotonic()))
                proc.send_signal(signal.SIGKILL)
        finally:
            for proc, _, _ in procs:
                if proc.poll() is None:
                    proc.kill()
                proc.wait()
        for proc, stdout, stderr in procs:
            assert proc.returncode == -signal.SIGKILL, (
                f"{context}: a worker ended by itself (exit {proc.returncode}):\n"
                f"{stderr.read_text()}")
            ledger.killed += 1
            for fields in acknowledged(stdout):
                if fields[0] == "m":
                    assert fields[1] not in ledger.memories, f"{context}: id reused"
                    ledger.memories[fields[1]] = fields[2]
                elif fields[0] == "t":
                    ledger.touches[fields[1]] += 1
                elif fields[0] == "c":
                    ledger.compactions += 1
        check_folder(folder, ledger, snapshot_min_lines, tmp_path, context)
        print(f"{context}: {len(ledger.memories)} memories, {sum(ledger.touches.values())} "
              f"touches, {ledger.compactions} compactions, "
              f"{len(quarantined(folder))} quarantined lines")
    return ledger


def seed_for(default: int | None = None) -> int:
    given = os.environ.get("EBBING_CRASH_SEED")
    if given:
        return int(given)
    return default if default is not None else random.SystemRandom().randrange(10**6)


def test_killed_writers_lose_nothing_acknowledged_quick(tmp_path: Path) -> None:
    seed = seed_for()
    print(f"crash test seed {seed}")
    ledger = run_rounds(tmp_path, rounds=4, writers=3, base_seed=seed)
    assert ledger.memories, f"seed {seed}: no writer acknowledged anything"


@pytest.mark.slow
def test_killed_writers_and_compactor_lose_nothing_acknowledged(tmp_path: Path) -> None:
    seed = seed_for()
    print(f"crash test seed {seed}")
    ledger = run_rounds(tmp_path, rounds=12, writers=3, base_seed=seed)
    assert ledger.memories and ledger.touches, f"seed {seed}: too little work was acknowledged"
    assert ledger.compactions, f"seed {seed}: the compactor never finished a compaction"

"""The merge driver on files, without git: properties of the merged log and its errors."""

from __future__ import annotations

import random
import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.gitmerge import ATTRIBUTES, merge_logs, setup_repository
from ebbing.gitmerge.driver import kind_of
from ebbing.service import MemoryService

T0 = datetime(2025, 3, 1, tzinfo=UTC)
runner = CliRunner()


def service(root: Path) -> MemoryService:
    return MemoryService(Settings(home=root, embedder="fake", conflict_detection=False))


def log_of(root: Path, name: str = "memories.jsonl") -> bytes:
    path = root / "default" / "default" / name
    return path.read_bytes() if path.exists() else b""


def copy(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns(".cache", ".lock"))
    return dst


def load(tmp: Path, name: str, memories: bytes, relations: bytes = b"") -> MemoryService:
    folder = tmp / name / "default" / "default"
    folder.mkdir(parents=True)
    (folder / "memories.jsonl").write_bytes(memories)
    if relations:
        (folder / "relations.jsonl").write_bytes(relations)
    return service(tmp / name)


@pytest.mark.parametrize("seed", range(6))
def test_random_histories_merge_to_what_both_sides_did(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    base = tmp_path / "base"
    svc = service(base)
    ids = [svc.remember(f"memory number {k}", now=T0).id for k in range(12)]
    svc.close()
    sides = {"a": copy(base, tmp_path / "a"), "b": copy(base, tmp_path / "b")}
    uses = {i: 0 for i in ids}
    content: dict[str, tuple[datetime, str]] = {}
    created: set[str] = set()
    for offset, (name, root) in enumerate(sides.items()):
        svc = service(root)
        for step in range(40):
            at = T0 + timedelta(hours=1 + 2 * step + offset)
            action = rng.choice(["touch", "touch", "edit", "remember", "compact"])
            if action == "touch":
                target = rng.choice(ids)
                svc.touch(target, now=at)
                uses[target] += 1
            elif action == "edit":
                target = rng.choice(ids)
                text = f"{name} rewrote {target} at step {step}"
                svc.edit(target, content=text, now=at)
                if target not in content or content[target][0] < at:
                    content[target] = (at, text)
            elif action == "remember":
                created.add(svc.remember(f"{name} remembered {step}", now=at).id)
            else:
                svc.compact()
        svc.close()
    merged = merge_logs("memories.jsonl", log_of(base), log_of(sides["a"]), log_of(sides["b"]))
    assert merged.startswith(log_of(sides["a"]))  # ours is kept byte for byte
    again = merge_logs("memories.jsonl", log_of(base), log_of(sides["a"]), log_of(sides["b"]))
    assert again == merged  # deterministic
    result = load(tmp_path, "merged", merged)
    found = {m.id: m for m in result.store.iter_memories()}
    assert set(found) == set(ids) | created
    for memory_id in ids:
        assert found[memory_id].use_count == uses[memory_id]
        if memory_id in content:
            assert found[memory_id].content == content[memory_id][1]
    assert not (result.folder / "quarantine.jsonl").exists()


def test_unreadable_lines_of_theirs_are_kept_for_the_store_to_set_aside(tmp_path: Path) -> None:
    svc = service(tmp_path / "base")
    svc.remember("kept", now=T0)
    base = log_of(tmp_path / "base")
    theirs = base + b"this is not json\n"
    merged = merge_logs("memories.jsonl", base, base + b"", theirs)
    result = load(tmp_path, "merged", merged)
    assert [m.content for m in result.list()] == ["kept"]
    quarantined = (result.folder / "quarantine.jsonl").read_text()
    assert "this is not json" in quarantined


def test_a_newer_schema_is_a_conflict_and_ours_stays(tmp_path: Path) -> None:
    svc = service(tmp_path / "base")
    svc.remember("kept", now=T0)
    base = log_of(tmp_path / "base")
    newer = base + orjson.dumps({"kind": "touch", "v": 99, "id": "x"}) + b"\n"
    for name, data in (("O", base), ("A", base + b""), ("B", newer)):
        (tmp_path / name).write_bytes(data)
    result = runner.invoke(app, ["git-merge-driver", str(tmp_path / "O"), str(tmp_path / "A"),
                                 str(tmp_path / "B"), "mem/memories.jsonl"])
    assert result.exit_code == 1 and "upgrade ebbing" in result.stderr
    assert (tmp_path / "A").read_bytes() == base


def test_the_driver_merges_files_in_place(tmp_path: Path) -> None:
    svc = service(tmp_path / "base")
    memory = svc.remember("kept", now=T0)
    base = log_of(tmp_path / "base")
    ours = copy(tmp_path / "base", tmp_path / "ours")
    theirs = copy(tmp_path / "base", tmp_path / "theirs")
    service(ours).touch(memory.id, now=T0)
    other = service(theirs).remember("theirs", now=T0)
    for name, data in (("O", base), ("A", log_of(ours)), ("B", log_of(theirs))):
        (tmp_path / name).write_bytes(data)
    result = runner.invoke(app, ["git-merge-driver", str(tmp_path / "O"), str(tmp_path / "A"),
                                 str(tmp_path / "B")])
    assert result.exit_code == 0, result.output
    merged = load(tmp_path, "merged", (tmp_path / "A").read_bytes())
    assert merged.get(memory.id).use_count == 1 and merged.get(other.id).content == "theirs"


def test_a_file_is_recognised_by_its_name_or_its_records() -> None:
    relation = b'{"from":"a","kind":"relation","to":"b","type":"t","v":1}\n'
    assert kind_of("x/relations.jsonl", b"") == "relations.jsonl"
    assert kind_of(".merge_file_abc", relation) == "relations.jsonl"
    assert kind_of(None, b'{"id":"a","kind":"touch"}\n') == "memories.jsonl"
    with pytest.raises(Exception, match="not an ebbing memory or relation log"):
        kind_of("notes.txt", b"hello\n")


def test_git_setup_writes_the_attributes_once(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitattributes").write_text("*.png binary")
    done = setup_repository(tmp_path, ["/opt/ebbing/bin/ebbing"])
    text = (tmp_path / ".gitattributes").read_text()
    assert text.startswith("*.png binary\n") and text.endswith(ATTRIBUTES)
    assert any("merge.ebbing.driver" in line for line in done)
    config = subprocess.run(["git", "config", "merge.ebbing.driver"], cwd=tmp_path,
                            capture_output=True, text=True, check=True).stdout.strip()
    assert config == "/opt/ebbing/bin/ebbing git-merge-driver %O %A %B %P"
    setup_repository(tmp_path, ["/opt/ebbing/bin/ebbing"])
    assert (tmp_path / ".gitattributes").read_text() == text


def test_two_unrelated_stores_merge_without_an_ancestor(tmp_path: Path) -> None:
    first, second = service(tmp_path / "first"), service(tmp_path / "second")
    mine = {first.remember(f"first {k}", now=T0).id for k in range(3)}
    theirs = {second.remember(f"second {k}", now=T0).id for k in range(2)}
    second.touch(sorted(theirs)[0], now=T0)
    merged = merge_logs("memories.jsonl", b"", log_of(tmp_path / "first"),
                        log_of(tmp_path / "second"))
    result = load(tmp_path, "merged", merged)
    assert {m.id for m in result.store.iter_memories()} == mine | theirs
    assert result.get(sorted(theirs)[0]).use_count == 1

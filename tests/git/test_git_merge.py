"""Two clones of one memory folder change it independently; git merges them with the driver.

Real git repositories in a temporary folder; the driver runs as `python -m ebbing
git-merge-driver`, configured by `setup_repository` (what `ebbing git-setup` does)."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import orjson
import pytest
from gitrepo import Clone, clone_again, make_pair, supersede

from ebbing.core.folding import FOLDED_KEY
from ebbing.models import ChangeLogEntry, Memory, Relation, Status

pytestmark = pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True)
                                .returncode != 0, reason="git is not installed")

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def day(n: int) -> datetime:
    return T0 + timedelta(days=n)


def state(clone: Clone) -> dict[str, Memory]:
    svc = clone.service()
    try:
        return {m.id: m for m in svc.store.iter_memories()}
    finally:
        svc.close()


def started(tmp_path: Path) -> tuple[Clone, Clone, dict[str, str]]:
    one, two = make_pair(tmp_path)
    svc = one.service()
    ids = {name: svc.remember(text, tags=["start"], now=day(0)).id for name, text in [
        ("paris", "Max lives in Paris"), ("tea", "I prefer green tea"),
        ("office", "The office is on floor 3"), ("dog", "Caroline has a dog")]}
    svc.close()
    one.commit("first memories")
    one.git("push", "-q", "origin", "HEAD:main")
    two.git("pull", "-q", "origin", "main")
    return one, two, ids


def pull(clone: Clone) -> subprocess.CompletedProcess[str]:
    return clone.git("pull", "--no-edit", "origin", "main", check=False)


def push(clone: Clone) -> None:
    clone.git("push", "-q", "origin", "HEAD:main")


def test_remember_touch_edit_and_supersede_on_both_sides_lose_nothing(tmp_path: Path) -> None:
    one, two, ids = started(tmp_path)
    s1 = one.service()
    berlin = s1.remember("Max moved to Berlin", now=day(1))
    s1.touch(ids["tea"], now=day(1))
    s1.touch(ids["tea"], now=day(1))
    supersede(s1, ids["paris"], berlin.id, "Max moved", day(1))
    s1.edit(ids["office"], content="The office is on floor 4", now=day(1))
    s1.close()
    one.commit("one: Berlin, tea twice, floor 4")
    s2 = two.service()
    cat = s2.remember("Caroline adopted a cat", now=day(2))
    s2.touch(ids["tea"], now=day(2))
    s2.touch(ids["paris"], now=day(2))
    s2.edit(ids["office"], tags=["start", "work"], now=day(2))
    supersede(s2, ids["dog"], cat.id, "the dog was given away", day(2))
    s2.close()
    two.commit("two: cat, tea, work tag")
    push(two)

    result = pull(one)
    assert result.returncode == 0, result.stdout + result.stderr
    merged = state(one)
    assert set(merged) == set(ids.values()) | {berlin.id, cat.id}
    assert merged[ids["tea"]].use_count == 3 and merged[ids["paris"]].use_count == 1
    assert merged[ids["tea"]].last_used == day(2)
    office = merged[ids["office"]]  # each side changed another field: both changes kept
    assert office.content == "The office is on floor 4" and office.tags == ["start", "work"]
    paris, dog = merged[ids["paris"]], merged[ids["dog"]]
    assert paris.status is Status.OUTDATED and paris.linked_new_memory_id == berlin.id
    assert [e.reason for e in paris.change_log] == ["Max moved"]
    assert dog.status is Status.OUTDATED and [e.reason for e in dog.change_log] == [
        "the dog was given away"]
    code = subprocess.run([sys.executable, "-m", "ebbing", "list", "--json", "--limit", "0",
                           "--home", str(one.root)], capture_output=True, text=True)
    assert code.returncode == 0, code.stderr
    assert {orjson.loads(line)["id"] for line in code.stdout.splitlines()} == set(merged)

    push(one)
    assert pull(two).returncode == 0
    assert state(two) == merged
    assert (two.folder / "memories.jsonl").read_bytes() == \
        (one.folder / "memories.jsonl").read_bytes()


def test_without_the_driver_git_reports_a_conflict(tmp_path: Path) -> None:
    one, _, ids = started(tmp_path)
    plain = clone_again(tmp_path, "plain", one.env)
    plain.git("config", "--unset", "merge.ebbing.driver")
    s1 = one.service()
    s1.touch(ids["tea"], now=day(1))
    s1.close()
    one.commit("one")
    push(one)
    svc = plain.service()
    svc.remember("Something else", now=day(1))
    svc.close()
    plain.commit("plain")
    assert pull(plain).returncode != 0  # both appended to the log: a textual conflict


def test_both_sides_superseding_one_memory_keep_every_change(tmp_path: Path) -> None:
    one, two, ids = started(tmp_path)
    s1 = one.service()
    first = ChangeLogEntry(at=day(1), from_status=Status.VALID,
                           to_status=Status.SUSPECTED_OUTDATED, reason="heard a rumour")
    s1.edit(ids["paris"], status=Status.SUSPECTED_OUTDATED, change_log=[first], now=day(1))
    s1.close()
    one.commit("one: rumour")
    push(one)
    assert pull(two).returncode == 0
    s1, s2 = one.service(), two.service()
    supersede(s1, ids["paris"], ids["tea"], "one: confirmed", day(3))
    supersede(s2, ids["paris"], ids["dog"], "two: confirmed", day(4))
    s2.edit(ids["paris"], status=Status.REPUDIATED, now=day(5),
            change_log=[*s2.get(ids["paris"]).change_log, ChangeLogEntry(
                at=day(5), from_status=Status.OUTDATED, to_status=Status.REPUDIATED,
                reason="two: it was a lie")])
    s1.close()
    s2.close()
    one.commit("one")
    two.commit("two")
    push(two)
    assert pull(one).returncode == 0
    paris = state(one)[ids["paris"]]
    # 4 entries, 3 allowed: the first and the two latest, one folded (and counted)
    assert [e.reason for e in paris.change_log] == [
        "heard a rumour", "two: confirmed", "two: it was a lie"]
    assert paris.metadata[FOLDED_KEY] == 1
    assert paris.status is Status.REPUDIATED  # two's edit was the later one


def test_a_compacted_clone_merges_with_one_that_appended(tmp_path: Path) -> None:
    one, two, ids = started(tmp_path)
    s1 = one.service()
    s1.touch(ids["tea"], now=day(1))
    s1.forget(ids["dog"], hard=True, now=day(1))
    assert s1.compact().changed  # a new header generation, touches folded in
    s1.touch(ids["tea"], now=day(2))
    s1.close()
    one.commit("one: compacted")
    s2 = two.service()
    s2.touch(ids["tea"], now=day(3))
    s2.edit(ids["paris"], content="Max lives in Lyon", now=day(3))
    new = s2.remember("A memory from two", now=day(3))
    s2.close()
    two.commit("two")
    push(two)
    assert pull(one).returncode == 0
    merged = state(one)
    assert set(merged) == {ids["tea"], ids["paris"], ids["office"], new.id}
    assert merged[ids["tea"]].use_count == 3
    assert merged[ids["paris"]].content == "Max lives in Lyon"
    # and the other way round: two pulls the compacted history
    push(one)
    assert pull(two).returncode == 0
    assert state(two) == merged


def test_a_hard_delete_wins_over_a_use(tmp_path: Path) -> None:
    one, two, ids = started(tmp_path)
    s1 = one.service()
    s1.forget(ids["dog"], hard=True, now=day(1))
    s1.close()
    one.commit("one: deleted")
    s2 = two.service()
    s2.touch(ids["dog"], now=day(2))
    s2.touch(ids["tea"], now=day(2))
    s2.close()
    two.commit("two: used")
    push(two)
    assert pull(one).returncode == 0
    merged = state(one)
    assert ids["dog"] not in merged and merged[ids["tea"]].use_count == 1


def test_relations_from_both_sides_are_kept(tmp_path: Path) -> None:
    one, two, ids = started(tmp_path)

    def link(a: str, b: str, kind: str) -> Relation:
        return Relation.model_validate({"from": ids[a], "to": ids[b], "type": kind,
                                        "created_at": day(1)})

    s1 = one.service()
    s1.relate([link("paris", "tea", "one")])
    s1.close()
    one.commit("one: relation")
    push(one)
    assert pull(two).returncode == 0
    s1, s2 = one.service(), two.service()
    s1.relate([link("tea", "dog", "one-more")])
    s2.relate([link("dog", "office", "two")])
    s2.store.delete_relations([(ids["paris"], ids["tea"], "one")])
    s1.close()
    s2.close()
    one.commit("one")
    two.commit("two")
    push(two)
    assert pull(one).returncode == 0
    svc = one.service()
    assert {r.type for r in svc.relations()} == {"one-more", "two"}
    svc.close()

"""Differential: every example world of memnet-llm 0.2.32 loaded into MemNet itself and into
ebbing's working memory; the same lines, advisories and exit codes come back for adds, warm
and context reads from every node, walks, neighbours, paths, listings, settling, expiring,
pruning and refused lines. (Deliberate differences: test_differences.py.)"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from wm_support import BIG, WORLDS, Pair

from ebbing.wm.caps import Caps
from ebbing.wm.tagmap import Row


@pytest.fixture(params=sorted(WORLDS))
def pair(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Pair]:
    for name, value in BIG.items():  # the biggest world has 9,000 rows (MemNet caps at 5,000)
        monkeypatch.setenv(f"MEMNET_{name}", value)
    yield Pair(request.param, Caps(max_rows=20000, max_batch_lines=20000, max_relations=2000))


def anchors(p: Pair, share: float = 1.0) -> list[str]:
    """Every row id as anchor in the small worlds; a fixed sample in the big ones (MemNet
    itself takes tens of milliseconds per call on 9,000 rows)."""
    ids = sorted(p.ebbing.ops.registry.get(p.wid).graph.rows)
    limit = int((len(ids) if len(ids) <= 120 else 60 if len(ids) <= 1000 else 12) * share)
    if len(ids) > limit:
        ids = sorted(random.Random(14).sample(ids, limit))
    return ids


def test_adding_a_world_answers_the_same(pair: Pair) -> None:
    memnet_answer, ebbing_answer = pair.added
    assert memnet_answer[0] == 0
    assert memnet_answer == ebbing_answer


def test_warm_and_context_reads_from_every_anchor(pair: Pair) -> None:
    for anchor in anchors(pair):
        for depth in ("1", "2"):
            assert_same(pair.both(["query", "warm", "--anchor", anchor, "--depth", depth],
                                  "query warm", anchor=anchor, depth=int(depth)))
        assert_same(pair.both(["query", "context", "--anchor", anchor], "query context",
                              anchor=anchor))
        assert_same(pair.both(["query", "walk", "--anchor", anchor], "query walk",
                              anchor=anchor))
        assert_same(pair.both(["query", "neighbors", anchor, "--depth", "2"],
                              "query neighbors", node=anchor, depth=2))
    assert_same(pair.both(["query", "context"], "query context"))
    assert_same(pair.both(["query", "context", "--active-only", "--max-rows", "5"],
                          "query context", active_only=True, max_rows=5))


def assert_same(answers: tuple[tuple[int, str, str], tuple[int, str, str]]) -> None:
    memnet_answer, ebbing_answer = answers
    assert ebbing_answer == memnet_answer


def test_paths_listings_and_housekeeping(pair: Pair) -> None:
    ids = anchors(pair, 0.5)
    for source in ids[:4]:
        for target in ids[-4:]:
            assert_same(pair.both(["query", "path", source, target], "query path",
                                  source=source, target=target))
    assert_same(pair.both(["read", "list"], "read list"))
    assert_same(pair.both(["read", "list", "--tag", "edg", "--where", "relation=*s",
                           "--where", "recycle=persistent"], "read list", tag="edg",
                          where=["relation=*s", "recycle=persistent"]))
    assert_same(pair.both(["read", "list", "--active-only", "--where", "status=a?tive"],
                          "read list", active_only=True, where=["status=a?tive"]))
    assert_same(pair.both(["read", "get", "--id", ids[1]], "read get", id=ids[1]))
    assert_same(pair.both(["read", "get", "--id", "nope"], "read get", id="nope"))
    assert_same(pair.both(["read", "list", "--where", "oops"], "read list", where=["oops"]))
    assert_same(pair.both(["relations", "list"], "relations list"))
    for kind in ("stats", "stale", "orphans", "dangling", "recyclable"):
        assert_same(pair.both(["housekeep", kind], f"housekeep {kind}"))


def missions(p: Pair) -> list[str]:
    graph = p.ebbing.ops.registry.get(p.wid).graph
    return [r.id for r in graph.rows.values() if "status" in r.fields and "recycle" in r.fields]


def test_settling_expiring_and_pruning_have_the_same_effects(pair: Pair) -> None:
    graph = pair.ebbing.ops.registry.get(pair.wid).graph
    tags = pair.ebbing.ops.registry.get(pair.wid).tags
    changed = []
    for n, row_id in enumerate(missions(pair)[:6]):
        row = graph.rows[row_id]
        fields = dict(row.fields, status="settled" if n % 2 else "expired",
                      recycle="delete_on_settle" if n % 2 else "delete_on_expire")
        line = tags.render(Row(row.tag, fields))
        changed.append(row_id)
        assert_same(pair.both(["update", line], "update", text=line))
    for anchor in anchors(pair, 0.5):
        assert_same(pair.both(["query", "warm", "--anchor", anchor], "query warm",
                              anchor=anchor))
        assert_same(pair.both(["query", "context", "--anchor", anchor], "query context",
                              anchor=anchor))
    assert_same(pair.both(["housekeep", "prune", "recyclable"],
                          "housekeep prune recyclable"))
    assert_same(pair.both(["housekeep", "prune", "recyclable", "--apply"],
                          "housekeep prune recyclable", apply=True))
    assert_same(pair.both(["housekeep", "prune", "orphans", "--apply", "--tag", "usr"],
                          "housekeep prune orphans", apply=True, tag="usr"))
    assert_same(pair.both(["housekeep", "prune", "stale", "--apply"],
                          "housekeep prune stale", apply=True))
    assert_same(pair.both(["housekeep", "stats"], "housekeep stats"))
    for row_id in changed[:2]:
        assert_same(pair.both(["delete", "--id", row_id], "delete", id=row_id))
    assert_same(pair.both(["read", "list"], "read list"))


BAD_LINES = [
    '{"id": "T9"}', "[1, 2]", "TSK: T9|x|1|urgent|persistent", "@UNK: X1|a",
    "@ERR: E1|x", "@TSK: T9|too few", "@TSK: T9|a|b|c|d|e|f", "@TSK: bad id!|g|1|urgent|x",
    "@TSK: " + "T" * 65 + "|g|1|urgent|x", "@EDG: E9|PLR01|Bad-Rel|N01||x|persistent",
    "@EDG: E9|PLR01|befriends|N01||x|persistent", "@TSK: T01|again|1|urgent|persistent",
    "@EDG: T01|PLR01|links|N01||x|persistent", "@TSK: T9|" + "x" * 5000 + "|1|a|b",
    "@TSK: T9|" + "y" * 40000 + "|1|a|b", "@SESSION: S1|x", "@: nothing",
    "<think>plan</think> @TSK: T9|thought|1|urgent|persistent", "`@TSK: T8|ticks|1|a|b`",
    "@tsk: T7|lower-case tag|1|a|b", "@TSK: T6|pipe \\| inside|1|a|b",
    "@EDG: E8|PLR01|links|GHOST|x|delete_on_settle", "@TSK: T5|settled now|1|settled|x",
]


@pytest.mark.parametrize("line", BAD_LINES, ids=range(len(BAD_LINES)))
def test_refused_and_odd_lines_answer_the_same(line: str, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    p = Pair("example", Caps())
    assert_same(p.both(["add", line], "add", text=line))
    assert_same(p.both(["add", "--dry-run", line], "add", text=line, dry_run=True))
    assert_same(p.both(["update", line], "update", text=line))
    assert_same(p.both(["read", "list"], "read list"))


def test_batches_fences_comments_and_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    p = Pair("example", Caps())
    batch = "```\n# a comment\n\n@TSK: T2|two|1|urgent|persistent\n" \
            "@EDG: E7|T2|links|PLR01||x|persistent\n```\n"
    memnet_answer = p.memnet("add", "--stdin", "--session", p.mid, stdin=batch)
    assert p.ebbing("add", session=p.wid, text=batch) == memnet_answer
    broken = "@TSK: T3|x|1|a|b\n@TSK: T4|too few\n@UNK: U1|z\n"
    memnet_answer = p.memnet("add", "--stdin", "--session", p.mid, stdin=broken)
    assert p.ebbing("add", session=p.wid, text=broken) == memnet_answer
    assert memnet_answer[0] == 1 and memnet_answer[2].endswith("ok=0 fail=2\n")


MAPS = ["@ERR: id|x", "@EDG: id|a", "@TSK: id|a\n@TSK: id|b", "@TSK: name|id", "nonsense",
        "@TSK: id|" + "|".join(f"f{i}" for i in range(40))]


@pytest.mark.parametrize("text", MAPS, ids=range(len(MAPS)))
def test_refused_maps_and_sessions_answer_the_same(text: str, tmp_path: Path) -> None:
    from wm_support import Ebbing, MemNet, normal

    memnet, ebbing = MemNet(), Ebbing()
    path = tmp_path / "map.txt"
    path.write_text(text)
    memnet_answer = normal(memnet("session", "open", "--map-file", str(path)))
    ebbing_answer = normal(ebbing("session open", map_text=text))
    if text == "nonsense":  # MemNet fails inside: @ERR internal (a difference, see docs)
        assert memnet_answer[2].startswith("@ERR: internal|")
        assert ebbing_answer[2].startswith("@ERR: invalid_line|")
        return
    assert ebbing_answer == memnet_answer
    for args, verb, params in (
            (["session", "open"], "session open", {}),
            (["session", "open", "--map", "@A: id", "--ttl", "0"], "session open",
             {"map_lines": ["@A: id"], "ttl": 0}),
            (["session", "resume", "mn_00000000"], "session resume",
             {"session_id": "wm_00000000"}),
            (["session", "close", "mn_00000000"], "session close",
             {"session_id": "wm_00000000"}),
            (["query", "warm", "--session", "mn_00000000"], "query warm",
             {"session": "wm_00000000"}),
            (["session", "current"], "session current", {}),
            (["session", "list"], "session list", {})):
        assert normal(ebbing(verb, **params)) == normal(memnet(*args))

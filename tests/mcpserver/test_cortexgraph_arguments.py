"""CortexGraph's tool arguments do in ebbing what they do in CortexGraph 1.2.1: one store,
written by the `cortexgraph` package itself and imported into ebbing (`import --format
decay-mcp`, ids kept), is served by CortexGraph's own MCP server and by ebbing's, and the same
calls (filters `status`, `window_days`, `min_score`, `tags`; paging `page`/`page_size`;
`preview_length`; `include_scores`, `include_relations`; `save_memory`'s `strength`;
`promote_memory`'s `target`, `force`, `auto_detect`; `gc`'s `limit`) go to both through the MCP
SDK's client; their answers name the same memories. An argument ebbing does not take is a
JSON-RPC error (-32602) naming it and why, never dropped unseen.

Starts both servers once (CortexGraph's imports its web stack): about 10 s idle, 30 s at load
20 on the shared machine.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp.shared.exceptions import MCPError
from mcp_support import cli, data, stdio_session
from reference_servers import cortexgraph_session, ensure_venv

storage = pytest.importorskip("cortexgraph.storage.jsonl_storage")
models = pytest.importorskip("cortexgraph.storage.models")

FRESH, OLD, WORK, GONE = (f"0000000{i}-aaaa-4bbb-8ccc-dddddddddddd" for i in range(1, 5))
DAY = 86400


def write_store(folder: Path) -> None:
    """Four memories about Lisbon (CortexGraph's search keeps a memory only when it holds the
    query's text): used now, two months ago, an hour ago (tagged work), and one archived."""
    store = storage.JSONLStorage(storage_path=folder)
    store.connect()
    now = int(time.time())
    rows = [(FRESH, "I moved to Lisbon in May", ["home"], now, 2, "active"),
            (OLD, "I lived in Porto before Lisbon", ["home"], now - 60 * DAY, 0, "active"),
            (WORK, "The Lisbon office opens at nine", ["work"], now - 3600, 1, "active"),
            (GONE, "My Lisbon parking permit expired", ["home"], now - 5 * DAY, 0, "archived")]
    for mid, text, tags, used, uses, status in rows:
        store.save_memory(models.Memory(
            id=mid, content=text, meta=models.MemoryMetadata(tags=tags),
            created_at=used - DAY, last_used=used, use_count=uses,
            status=models.MemoryStatus(status)))
    store.create_relation(models.Relation(id="r-1", from_memory_id=FRESH, to_memory_id=OLD,
                                          relation_type="follows", strength=0.5,
                                          created_at=now))
    store.close()


CALLS: list[tuple[str, str, dict[str, Any]]] = [
    ("window", "search_memory", {"query": "Lisbon", "window_days": 30}),
    ("archived", "search_memory", {"query": "Lisbon", "status": "archived"}),
    ("both", "search_memory", {"query": "Lisbon", "status": ["active", "archived"]}),
    ("min_score", "search_memory", {"query": "Lisbon", "min_score": 0.5}),
    ("page 2", "search_memory", {"query": "Lisbon", "page": 2, "page_size": 2,
                                 "include_review_candidates": False}),
    ("preview", "search_memory", {"query": "Lisbon", "preview_length": 12}),
    ("unified tags", "search_unified", {"query": "Lisbon", "tags": ["work"]}),
    ("unified window", "search_unified", {"query": "Lisbon", "window_days": 30,
                                          "min_score": 0.5}),
    ("unified archived", "search_unified", {"query": "Lisbon", "status": "archived"}),
    ("unified page", "search_unified", {"query": "Lisbon", "page": 1, "page_size": 1}),
    ("graph archived", "read_graph", {"status": "archived"}),
    ("graph all", "read_graph", {"status": "all", "include_scores": False}),
    ("graph page", "read_graph", {"page": 2, "page_size": 2}),
    ("open", "open_memories", {"memory_ids": [FRESH, OLD]}),
    ("open bare", "open_memories", {"memory_ids": [FRESH], "include_relations": False,
                                    "include_scores": False}),
    ("open page", "open_memories", {"memory_ids": [FRESH, OLD, WORK], "page": 2,
                                    "page_size": 2}),
    ("not due", "promote_memory", {"memory_id": OLD}),
    ("forced", "promote_memory", {"memory_id": OLD, "force": True, "dry_run": True}),
    ("no id", "promote_memory", {}),
    ("target", "promote_memory", {"memory_id": OLD, "force": True, "target": "notion"}),
    ("gc limit", "gc", {"dry_run": True, "limit": 1}),
    ("strong", "save_memory", {"content": "Lisbon trams are yellow", "strength": 1.5,
                               "meta": {"seen": "tram 28"}}),
    ("too strong", "save_memory", {"content": "Lisbon is hilly", "strength": 2.5}),
]


async def answers(session: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for label, tool, args in CALLS:
        result = await session.call_tool(tool, args)
        out[label] = ("error", result.content[0].text) if result.is_error \
            else result.structured_content
    saved = out["strong"]
    mid = saved.get("memory_id") or saved["memory"]["id"]
    out["strong opened"] = data(await session.call_tool("open_memories", {"memory_ids": [mid]}))
    return out


async def refusals(session: Any) -> list[Any]:
    """Each of REFUSED_CALLS: the MCPError it raised (None if it did not), then three calls
    that name an accepted value of the same arguments."""
    out: list[Any] = []
    for tool, args, _, _ in REFUSED_CALLS:
        try:
            await session.call_tool(tool, args)
            out.append(None)
        except MCPError as error:
            out.append(error)
    out.append(data(await session.call_tool("backfill_embeddings", {
        "model": "fake-384", "dry_run": True})))
    out.append(data(await session.call_tool("search_memory", {
        "query": "Lisbon", "use_embeddings": True})))
    out.append(len(data(await session.call_tool("search", {"query": "Lisbon"}))["hits"]))
    return out


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """CortexGraph's answers and ebbing's to CALLS, and ebbing's to REFUSED_CALLS (each
    server started once for the module)."""
    venv = ensure_venv("cortexgraph")
    folder = tmp_path_factory.mktemp("cortexgraph")
    write_store(folder / "jsonl")
    (folder / "vault").mkdir()

    async def main() -> dict[str, Any]:
        async with cortexgraph_session(venv, folder) as theirs:
            their = await answers(theirs)
        async with stdio_session() as ours:
            return {"theirs": their, "mine": await answers(ours),
                    "refused": await refusals(ours)}

    # the module's own home and the fake embedder: the autouse fixtures that set them are
    # per test, and this runs before them
    with pytest.MonkeyPatch.context() as env:
        env.setenv("EBBING_HOME", str(folder / "ebbing-home"))
        env.setenv("EBBING_ENV_FILE", str(folder / "no-such.env"))
        env.setenv("EBBING_EMBEDDER", "fake")
        for name in ("EBBING_NAMESPACE", "EBBING_AGENT", "EBBING_HALF_LIFE_DAYS",
                     "EBBING_DECAY_MODEL", "EBBING_DAEMON", "EBBING_RECALL_TOUCH",
                     "EBBING_MCP_TOKEN", "EBBING_MCP_PORT"):
            env.delenv(name, raising=False)
        cli("import", str(folder / "jsonl" / "memories.jsonl"),
            str(folder / "jsonl" / "relations.jsonl"), "--format", "decay-mcp")
        out: dict[str, Any] = anyio.run(main)
    assert (folder / "ebbing-home" / "default" / "default" / "memories.jsonl").is_file()
    return out


def ids(answer: Any) -> set[str]:
    """The memories an answer names, whichever tool gave it."""
    items = (answer.get("results") or answer.get("hits") or answer.get("memories") or [])
    found = set()
    for item in items:
        mem = item.get("memory", item)
        mid = mem.get("memory_id") or mem.get("id")
        if mid and item.get("source") in (None, "memory", "stm"):
            found.add(mid)
    return found


def test_the_same_calls_name_the_same_memories(both: dict[str, Any]) -> None:
    theirs, mine = both["theirs"], both["mine"]
    for label in ("window", "archived", "both", "min_score", "unified tags", "unified window",
                  "unified archived", "graph archived", "graph all", "open"):
        assert ids(mine[label]) == ids(theirs[label]), (label, theirs[label], mine[label])
    assert ids(mine["window"]) == {FRESH, WORK}
    assert ids(mine["archived"]) == {GONE} and ids(mine["unified tags"]) == {WORK}
    assert ids(mine["min_score"]) == {FRESH, WORK}

    # paging: the same page of the same total, CortexGraph's pagination block
    for label in ("page 2", "unified page", "graph page", "open page"):
        assert mine[label]["pagination"] == theirs[label]["pagination"], label
        assert len(mine[label].get("results") or mine[label].get("hits")
                   or mine[label]["memories"]) == len(
            theirs[label].get("results") or theirs[label]["memories"]), label
    assert mine["page 2"]["pagination"]["total_count"] == 3

    # a preview: CortexGraph's cut, "..." after it
    previews = {h["memory"]["id"]: h["memory"]["content"] for h in mine["preview"]["hits"]}
    assert previews == {r["id"]: r["content"] for r in theirs["preview"]["results"]}
    assert previews[FRESH] == "I moved to L..."

    # scores and relations when asked, not when not
    assert all("score" not in m for m in mine["graph all"]["memories"])
    assert all("score" not in m for m in theirs["graph all"]["memories"])
    for answer in (mine, theirs):
        opened = {m["id"]: m for m in answer["open"]["memories"]}
        assert opened[FRESH]["relations"]["outgoing"] == [
            {"to": OLD, "type": "follows", "strength": 0.5}]
        assert opened[OLD]["relations"]["incoming"] == [
            {"from": FRESH, "type": "follows", "strength": 0.5}]
        bare = answer["open bare"]["memories"][0]
        assert "relations" not in bare and "score" not in bare

    # promotion: not due unless forced, an id or auto_detect, one target
    for answer in (mine, theirs):
        assert answer["not due"]["success"] is False
        assert "does not meet promotion criteria" in answer["not due"]["message"]
        assert answer["forced"]["success"] is True
        assert answer["no id"] == answer["no id"] | {
            "success": False, "message": "Must specify memory_id or set auto_detect=true"}
        assert answer["target"][0] == "error" and "target" in answer["target"][1]
        assert answer["too strong"][0] == "error" and "strength" in answer["too strong"][1]
        assert answer["strong opened"]["memories"][0]["strength"] == 1.5
    assert mine["forced"]["applied"] is False  # dry run
    assert mine["strong opened"]["memories"][0]["metadata"] == {"seen": "tram 28"}

    # gc: the lowest-scoring one alone
    assert theirs["gc limit"]["memory_ids"] == [OLD]
    assert [m["id"] for m in mine["gc limit"]["memories"]] == [OLD]


REFUSED_CALLS = [
    ("cluster_memories", {"threshold": 0.5}, "threshold", "consolidate --merge-at"),
    ("cluster_memories", {"find_duplicates": True}, "find_duplicates", "cohesion_threshold"),
    ("backfill_embeddings", {"limit": 5}, "limit", "one pass"),
    ("backfill_embeddings", {"force": True}, "force", "reindex"),
    ("backfill_embeddings", {"model": "text-embedding-3-small"}, "model", "EBBING_EMBEDDER"),
    ("search_memory", {"query": "Lisbon", "use_embeddings": False}, "use_embeddings",
     "words and meaning"),
    ("search", {"query": "Lisbon", "top_k": 3}, "top_k", "tools/list"),
    ("remember", {"text": "Lisbon", "colour": "blue"}, "colour", "tools/list"),
]


def test_an_argument_ebbing_does_not_take_is_a_json_rpc_error(both: dict[str, Any]) -> None:
    out = both["refused"]
    for (tool, _, name, why), error in zip(REFUSED_CALLS, out, strict=False):
        assert isinstance(error, MCPError), (tool, name)
        assert error.code == -32602 and name in error.message, error.message
        assert why in error.message, error.message
        assert tool in error.message
    # the accepted values answer: the embedder's own model, use_embeddings true, no extra
    assert out[-3]["dry_run"] is True and out[-3]["model"] == "fake-384"
    assert out[-3]["total_memories"] == 5  # four imported, one saved: the one saved since
    assert out[-2]["count"] >= 3 and out[-1] >= 3  # the last sync counted, not a crash

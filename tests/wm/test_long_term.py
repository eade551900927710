"""Working memory joined to long-term memory: settle keeps the rows that mattered as
memories (source working-memory, the session as context_id), and a warm read can bring the
memories relevant to its anchor as @MEM rows."""

from __future__ import annotations

from pathlib import Path

import pytest
from wm_support import EXAMPLES

from ebbing.config import load_settings
from ebbing.service import MemoryService
from ebbing.wm.caps import Caps
from ebbing.wm.ltm import Services
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry
from ebbing.wm.wire import split_fields, split_line


@pytest.fixture
def ops(monkeypatch: pytest.MonkeyPatch, ebbing_home: Path) -> Ops:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    return Ops(Registry(Caps()), Services(load_settings()))


def world(ops: Ops) -> str:
    sid = call(ops, "session open", {"map_text": (EXAMPLES / "schema.example.txt").read_text()}
               ).out[0].split()[1].split("|")[0]
    text = (EXAMPLES / "workflow.example.txt").read_text() + \
        "@NPC: N02|Lu Wen|smith|0|forging|5|active|keep\n" \
        "@EDG: E09|T01|links|N02||helper|persistent\n"
    assert call(ops, "add", {"session": sid, "text": text}).code == 0
    return sid


def test_settle_keeps_named_and_marked_rows_once(ops: Ops) -> None:
    sid = world(ops)
    reply = call(ops, "settle", {"session": sid, "id": "T01", "keep": ["TEC01"]})
    assert reply.code == 0, reply.err
    assert reply.out[0] == "@TSK: T01|Upgrade workshop|1|settled|delete_on_settle"
    mems = [split_fields(split_line(line)[1]) for line in reply.out[1:]]
    assert [m[1] for m in mems] == ["TEC01", "N02"]  # named, then marked recycle=keep
    svc = MemoryService(load_settings())
    try:
        stored = {m.id: m for m in svc.list()}
        kept = stored[mems[1][0]]
        assert kept.content == ("NPC N02: name=Lu Wen; traits=smith; corruption=0; "
                                "craft=forging; funding_gap=5; status=active; recycle=keep")
        assert kept.source == "working-memory" and kept.context_id == sid
        assert kept.metadata["wm_session"] == sid and kept.metadata["wm_row"] == "N02"
        assert {"N02", "Lu Wen"} <= set(kept.entities)
    finally:
        svc.close()
    again = call(ops, "settle", {"session": sid, "id": "T01", "keep": ["TEC01"]})
    assert not any(line.startswith("@MEM:") for line in again.out)  # not kept twice
    warm = call(ops, "query warm", {"session": sid, "anchor": "PLR01"})
    assert not any(line.startswith("@TSK: T01|") for line in warm.out)  # settled: hidden


def test_warm_recall_brings_relevant_memories(ops: Ops) -> None:
    sid = world(ops)
    svc = MemoryService(load_settings())
    try:
        svc.remember("Shen Tiexin is afraid of fire since the foundry burned",
                     entities=["Shen Tiexin"])
        svc.remember("The weather in Hangzhou was mild")
    finally:
        svc.close()
    warm = call(ops, "query warm", {"session": sid, "anchor": "N01", "recall": 1})
    mems = [line for line in warm.out if line.startswith("@MEM: ")]
    assert len(mems) == 1 and "afraid of fire" in mems[0]
    assert warm.out.index(mems[0]) == len(warm.out) - 1  # after the rows


def test_settle_refuses_what_it_cannot_do(ops: Ops) -> None:
    sid = world(ops)
    assert call(ops, "settle", {"session": sid, "id": "NOPE"}).err[-1] == \
        "@ERR: not_found|id NOPE"
    assert call(ops, "settle", {"session": sid, "id": "PLR01"}).err[-1] == \
        "@ERR: no_status_field|tag PLR has no status field"
    refused = call(ops, "settle", {"session": sid, "id": "T01", "keep": ["GHOST"]})
    assert refused.code == 1 and "GHOST" in refused.err[-1]
    assert call(ops, "read get", {"session": sid, "id": "T01"}).out == [
        "@TSK: T01|Upgrade workshop|1|urgent|persistent"]  # nothing changed
    expired = call(ops, "expire", {"session": sid, "id": "T01"})
    assert expired.out[0] == "@TSK: T01|Upgrade workshop|1|expired|delete_on_expire"
    assert [line.split("|")[1] for line in expired.out[1:]] == ["N02"]  # marked recycle=keep
    no_ltm = Ops(Registry(Caps()))
    sid2 = world(no_ltm)
    reply = call(no_ltm, "settle", {"session": sid2, "id": "T01", "keep": ["N01"]})
    assert reply.code == 0 and any("no_long_term_memory" in line for line in reply.err)


def test_warm_recall_through_the_daemon_pool_is_a_read(monkeypatch: pytest.MonkeyPatch,
                                                        ebbing_home: Path) -> None:
    """Through the daemon's agents (PoolMemory) a warm recall takes the agent as a search
    does (AgentPool.read, its query embedded with concurrent ones) and finds the memory."""
    from ebbing.server.agents import AgentPool
    from ebbing.wm.ltm import PoolMemory

    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    pool = AgentPool(load_settings())
    reads: list[str] = []
    original = pool.read

    def read(namespace: str, agent: str, query: str) -> object:
        reads.append(query)
        return original(namespace, agent, query)

    monkeypatch.setattr(pool, "read", read)
    try:
        ops = Ops(Registry(Caps()), PoolMemory(pool))
        sid = world(ops)
        with pool.use("default", "default") as svc:
            svc.remember("Shen Tiexin is afraid of fire since the foundry burned",
                         entities=["Shen Tiexin"])
        warm = call(ops, "query warm", {"session": sid, "anchor": "N01", "recall": 1})
        assert [line for line in warm.out if "afraid of fire" in line]
        assert len(reads) == 1 and "N01" in reads[0]
    finally:
        pool.close()

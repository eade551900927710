"""What one server process holds: agents sharing one model, and ebbing's errors as tool errors."""

from __future__ import annotations

import inspect

import pytest
from mcp.server.mcpserver.exceptions import ToolError

from ebbing.config import load_settings
from ebbing.mcpserver.registry import all_tools
from ebbing.mcpserver.session import Session, bind


def test_agents_share_one_embedder_and_stay_open() -> None:
    session = Session(load_settings(), "team", "work")
    try:
        with session.use() as work:
            assert (work.namespace, work.agent) == ("team", "work")
            first = work.engine
        with session.use(agent="home") as home:
            assert home.agent == "home"
            assert home.engine.embedder is first.embedder is session.pool.embedder
        with session.use() as again:
            assert again is work and again.engine is first  # indexes kept warm
    finally:
        session.close()


def test_bound_tools_add_the_agent_and_report_errors_as_tool_errors() -> None:
    session = Session(load_settings())
    specs = {spec.name: spec for spec in all_tools()}
    try:
        show = bind(specs["show"], session)
        params = inspect.signature(show).parameters
        assert list(params) == ["memory_id", "namespace", "agent"]
        remember = bind(specs["remember"], session)
        made = remember(text="Tom is a cat", agent="pets")
        assert show(memory_id=made["memory"]["id"], agent="pets")["content"] == "Tom is a cat"
        with pytest.raises(ToolError, match="no memory"):
            show(memory_id=made["memory"]["id"])  # the default agent has no such memory
        with pytest.raises(ToolError, match="agent"):
            show(memory_id="x", agent="../etc")
        with pytest.raises(ToolError, match="empty"):
            remember(text=" ")
    finally:
        session.close()


def test_recall_and_search_read_through_the_pool_and_recall_still_reinforces(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The tools with a query take the agent as the daemon's reads do (AgentPool.read: the
    query embedded with concurrent ones, reinforcement group-committed), and a recall's
    reinforcement is on disk when the tool returns."""
    from ebbing.service import MemoryService

    session = Session(load_settings())
    specs = {spec.name: bind(spec, session) for spec in all_tools()}
    reads: list[str] = []
    original = session.pool.read

    def read(namespace: str, agent: str, query: str) -> object:
        reads.append(query)
        return original(namespace, agent, query)

    monkeypatch.setattr(session.pool, "read", read)
    try:
        made = specs["remember"](text="Tom is a cat who likes tuna")["memory"]["id"]
        assert [m["id"] for m in specs["recall"](query="Tom the cat")["memories"]] == [made]
        assert [h["memory"]["id"] for h in specs["search"](query="tuna")["hits"]] == [made]
        specs["show"](memory_id=made)
        assert reads == ["Tom the cat", "tuna"]  # remember and show are not reads
        fresh = MemoryService(load_settings())
        try:
            assert fresh.get(made).use_count == 1  # the recall's use, durable; search's none
        finally:
            fresh.close()
    finally:
        session.close()

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

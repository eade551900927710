"""The tool registry: a new group of tools is one module in ebbing/mcpserver/tools/, found and
served with nothing else changed (how the working-memory and thinking tools slot in)."""

from __future__ import annotations

import typing
from pathlib import Path

import anyio
import pytest
from mcp import Client

import ebbing.mcpserver.tools as tool_package
from ebbing.config import load_settings
from ebbing.mcpserver.registry import ToolSpec, all_tools, tool_modules
from ebbing.mcpserver.server import build
from ebbing.mcpserver.session import Session
from ebbing.mcpserver.tools.memory import StatusName
from ebbing.models import Status

EXTRA = '''
from typing import Annotated, Any

from ebbing.mcpserver.registry import Arg, ToolSpec


def count(svc: Any, prefix: Annotated[str, Arg("Only memories starting with this.", "Max")]
          = "") -> dict[str, Any]:
    return {"count": sum(1 for m in svc.list(limit=None) if m.content.startswith(prefix))}


TOOLS = [ToolSpec(name="count_memories", title="Count", fn=count, read_only=True,
                  destructive=False, idempotent=True,
                  description="Count the agent's memories; returns the number as count.")]
'''


def test_the_groups_are_found_and_names_are_unique() -> None:
    modules = tool_modules()
    assert modules == sorted(modules)
    assert {"commonsense", "lifecycle", "maintenance", "memory"} <= {
        m.rsplit(".", 1)[1] for m in modules}  # working memory, thinking: more to come
    names = [spec.name for spec in all_tools()]
    assert len(names) == len(set(names)) >= 15


def test_a_new_module_slots_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "counting.py").write_text(EXTRA)
    monkeypatch.setattr(tool_package, "__path__", [*tool_package.__path__, str(tmp_path)])
    monkeypatch.delitem(__import__("sys").modules, "ebbing.mcpserver.tools.counting",
                        raising=False)
    session = Session(load_settings())
    with session.use() as svc:
        svc.remember("Max moved to Berlin", check_conflicts=False)
        svc.remember("Ana keeps bees", check_conflicts=False)

    async def main() -> None:
        async with Client(build(session)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            annotations = tools["count_memories"].annotations
            assert annotations is not None and annotations.read_only_hint is True
            assert "agent" in tools["count_memories"].input_schema["properties"]
            result = await client.call_tool("count_memories", {"prefix": "Max"})
            assert result.structured_content == {"count": 1}

    try:
        anyio.run(main)
    finally:
        session.close()


def test_a_malformed_spec_is_refused() -> None:
    def fn(svc: object) -> dict[str, object]:
        return {}

    good = {"title": "T", "fn": fn, "read_only": True, "destructive": False, "idempotent": True,
            "description": "Say when to call it and what it returns, in enough words."}
    ToolSpec(name="fine_name", **good)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="lower-case"):
        ToolSpec(name="Bad-Name", **good)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="description"):
        ToolSpec(name="terse", **(good | {"description": "Does it."}))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="read-only"):
        ToolSpec(name="odd", **(good | {"destructive": True}))  # type: ignore[arg-type]


def test_the_status_names_in_schemas_are_the_statuses() -> None:
    assert list(typing.get_args(StatusName)) == [s.value for s in Status]

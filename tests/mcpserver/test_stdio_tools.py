"""`ebbing mcp` over stdio, driven by the SDK's own client: the tools as a model sees them, and
every tool called with the effect a user would notice."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import anyio
from mcp_support import cli, data, error_text, stdio_session
from typer.testing import CliRunner

from ebbing.cli.app import app

READ_ONLY = {"search", "show", "history", "commonsense_search"}
DESTRUCTIVE = {"forget", "gc"}
IDEMPOTENT = {"search", "show", "history", "commonsense_search", "commonsense_add", "forget",
              "promote", "gc"}
TOOLS = {"remember", "recall", "search", "show", "touch", "forget", "supersede", "repudiate",
         "suspect", "validate", "history", "commonsense_add", "commonsense_search", "promote",
         "gc"}


def test_tools_have_descriptions_schemas_examples_and_annotations() -> None:
    async def main() -> list[Any]:
        async with stdio_session() as session:
            assert "recall" in (session.instructions or "")
            return list((await session.list_tools()).tools)

    tools = {t.name: t for t in anyio.run(main)}
    assert set(tools) >= TOOLS
    for name in TOOLS:
        tool = tools[name]
        assert len((tool.description or "").split()) >= 20, name
        assert tool.annotations is not None, name
        assert tool.annotations.read_only_hint is (name in READ_ONLY), name
        assert tool.annotations.destructive_hint is (name in DESTRUCTIVE), name
        assert tool.annotations.idempotent_hint is (name in IDEMPOTENT), name
        schema = tool.input_schema
        assert schema["type"] == "object"
        for arg, prop in schema["properties"].items():
            assert prop.get("description"), f"{name}.{arg} has no description"
        for arg in schema.get("required", []):
            assert schema["properties"][arg].get("examples"), f"{name}.{arg} has no examples"
        assert {"namespace", "agent"} <= set(schema["properties"]), name
    remember = tools["remember"].input_schema["properties"]
    assert {"text", "tags", "entities", "character", "occurred_at", "context_id"} <= set(remember)
    assert tools["remember"].input_schema["required"] == ["text"]
    assert "confirm" in tools["forget"].input_schema["properties"]
    assert tools["search"].input_schema["properties"]["statuses"]["items"]["enum"] == [
        "valid", "suspected_outdated", "outdated", "repudiated"]


def test_every_tool_does_its_job() -> None:
    old = cli("remember", "Ferns like shade and damp soil", "--now", "2020-01-01")["id"]
    lib = CliRunner().invoke(app, ["commonsense", "create", "garden"])
    assert lib.exit_code == 0, lib.stderr

    async def main() -> None:
        async with stdio_session() as s:
            call = s.call_tool
            tea = data(await call("remember", {
                "text": "Caroline drinks green tea every morning", "tags": ["habit"],
                "entities": ["Caroline"], "character": "Caroline",
                "occurred_at": "2024-05-08", "context_id": "chat-1"}))["memory"]
            assert tea["occurred_at"] == "2024-05-08T00:00:00Z"
            assert tea["context_id"] == "chat-1" and tea["character"] == "Caroline"

            recalled = data(await call("recall", {"query": "What does Caroline drink?",
                                                  "touch": False}))
            assert "green tea" in recalled["memoryPrompt"]
            assert {"id": tea["id"], "status": "valid"}.items() <= recalled["memories"][0].items()

            hits = data(await call("search", {"query": "Caroline tea", "tags": ["habit"]}))
            assert [h["memory"]["id"] for h in hits["hits"]] == [tea["id"]]
            assert hits["hits"][0]["why"]["lexical_rank"] == 1
            assert data(await call("search", {"query": "Caroline tea",
                                              "statuses": ["outdated"]}))["hits"] == []

            touched = data(await call("touch", {"memory_id": tea["id"], "context": ["travel"]}))
            assert touched["use_count"] == tea["use_count"] + 1  # recall was told not to
            assert data(await call("show", {"memory_id": tea["id"]}))["use_count"] == \
                touched["use_count"]

            change = data(await call("supersede", {
                "memory_id": tea["id"], "reason": "she switched in June",
                "new_text": "Caroline drinks black coffee every morning"}))
            assert change["to_status"] == "outdated" and change["created_trigger"]
            newer = change["trigger_id"]
            chain = data(await call("history", {"memory_id": newer}))["chain"]
            assert [m["id"] for m in chain] == [tea["id"], newer]
            assert chain[0]["change_log"][0]["reason"] == "she switched in June"
            assert data(await call("validate", {"memory_id": tea["id"],
                                                "reason": "both hold"}))["to_status"] == "valid"
            assert data(await call("suspect", {"memory_id": newer, "reason": "unsure"}))[
                "to_status"] == "suspected_outdated"
            assert data(await call("repudiate", {"memory_id": newer, "reason": "misheard"}))[
                "to_status"] == "repudiated"

            done = data(await call("forget", {"memory_id": newer}))
            assert done == {"id": newer, "action": "archive", "applied": True}
            assert data(await call("show", {"memory_id": newer}))["lifecycle"] == "archived"
            dry = data(await call("forget", {"memory_id": newer, "hard": True}))
            assert dry["applied"] is False and "confirm" in dry["note"]
            assert data(await call("show", {"memory_id": newer}))["id"] == newer
            assert data(await call("forget", {"memory_id": newer, "hard": True,
                                              "confirm": True}))["applied"] is True
            assert "no memory" in error_text(await call("show", {"memory_id": newer}))

            added = data(await call("commonsense_add", {"library": "garden",
                                                        "text": "Tomatoes need full sun."}))
            assert added["added"] is True
            again = data(await call("commonsense_add", {"library": "garden",
                                                        "text": "Tomatoes need full sun."}))
            assert again["added"] is False and again["id"] == added["id"]
            found = data(await call("commonsense_search", {"query": "tomatoes sun"}))
            assert [e["text"] for e in found["entries"]] == ["Tomatoes need full sun."]

            preview = data(await call("promote", {"memory_ids": [tea["id"]]}))
            assert preview["applied"] is False
            assert data(await call("show", {"memory_id": tea["id"]}))["lifecycle"] == "active"
            promoted = data(await call("promote", {"memory_ids": [tea["id"]], "apply": True}))
            assert promoted["applied"] and promoted["memories"][0]["note"]
            assert data(await call("show", {"memory_id": tea["id"]}))["lifecycle"] == "promoted"
            assert data(await call("promote", {}))["applied"] is False

            faded = data(await call("gc", {}))
            assert [m["id"] for m in faded["memories"]] == [old] and not faded["applied"]
            assert data(await call("show", {"memory_id": old}))["lifecycle"] == "active"
            assert data(await call("gc", {"apply": True}))["applied"] is True
            assert data(await call("show", {"memory_id": old}))["lifecycle"] == "archived"

    anyio.run(main)


def test_a_read_for_a_misspelt_agent_says_so_and_creates_nothing() -> None:
    cli("remember", "Max moved to Berlin")
    home = Path(os.environ["EBBING_HOME"])
    before = sorted(p.relative_to(home) for p in home.rglob("*") if p.is_dir())

    async def main() -> None:
        async with stdio_session() as s:
            for tool, args in [("recall", {"query": "where is Max?"}),
                               ("search", {"query": "Max"}), ("gc", {})]:
                text = error_text(await s.call_tool(tool, {**args, "agent": "defualt"}))
                assert "no agent default/defualt" in text and "default/default" in text, text
            made = data(await s.call_tool("remember", {"text": "Ada likes tea",
                                                       "agent": "work"}))
            assert made["memory"]["content"] == "Ada likes tea"

    anyio.run(main)
    after = sorted(p.relative_to(home) for p in home.rglob("*") if p.is_dir())
    assert Path("default/defualt") not in after
    assert Path("default/work") in after and Path("default/work") not in before

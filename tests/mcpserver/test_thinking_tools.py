"""think, dream and activity through `ebbing mcp`, driven by the SDK's own client."""

from __future__ import annotations

import anyio
from mcp_support import cli, data, stdio_session


def test_think_dream_and_activity_tools() -> None:
    said = [cli("remember", text, "--now", f"2026-01-0{i + 1}")["id"] for i, text in enumerate(
        ["Caroline went to the support group.", "Caroline wants to study counseling.",
         "Caroline and Melanie talked about the support group."])]

    async def main() -> None:
        async with stdio_session() as s:
            tools = {t.name: t for t in (await s.list_tools()).tools}
            assert {"think", "dream", "activity"} <= set(tools)
            assert tools["activity"].annotations.read_only_hint is True  # type: ignore[union-attr]
            thought = data(await s.call_tool("think", {"subject": "Caroline"}))
            assert {"tip", "content", "summary", "usage"} <= set(thought)
            [memory] = thought["memories"]
            assert memory["source"] == "thinking" and len(memory["derived_from"]) >= 2
            assert set(memory["derived_from"]) <= set(said)
            dreamt = data(await s.call_tool("dream", {}))
            assert dreamt["usage"]["consumedDreamCount"] == 1
            status = data(await s.call_tool("activity", {}))
            assert status["active"] is True and status["last_user_call"]

    anyio.run(main)

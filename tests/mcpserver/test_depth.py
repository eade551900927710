"""One integer recall depth through MCP (the SDK's own client): `deep: 3` is accepted, and
the boolean kept as an alias of 1 and 0."""

from __future__ import annotations

from typing import Any

import anyio
from mcp_support import cli, data, error_text, stdio_session


def test_recall_takes_an_integer_depth_and_the_boolean_aliases() -> None:
    for i in range(24):
        cli("remember", f"Harbour note {i}: the ferry to island {i} leaves at {i % 12 + 1} pm",
            "--no-check")

    async def main() -> dict[str, Any]:
        async with stdio_session() as session:
            answers = {}
            for deep in (0, 1, 3, True, False):
                result = await session.call_tool("recall", {"query": "ferry to the island",
                                                            "deep": deep, "touch": False})
                answers[repr(deep)] = data(result)
            refused = await session.call_tool("recall", {"query": "ferry", "deep": -1})
            answers["refused"] = error_text(refused)
            return answers

    answers = anyio.run(main)
    counts = {k: len(v["memories"]) for k, v in answers.items() if k != "refused"}
    assert counts["0"] <= 5 and counts["1"] <= 10
    assert counts["3"] > counts["1"]  # depth 3: up to 30
    assert counts["True"] == counts["1"] and counts["False"] == counts["0"]
    assert "0 or more" in answers["refused"] or "greater" in answers["refused"]

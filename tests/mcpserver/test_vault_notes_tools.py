"""The vault's own notes through the MCP SDK's own client: `search` and `recall` return them
marked as notes, `search_unified` (CortexGraph's) ranks memories and notes in one list; the
CLI's `search` and `recall` return them too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
from mcp_support import cli, data, stdio_session


def test_notes_come_back_through_mcp(tmp_path: Path, monkeypatch: Any) -> None:
    vault = tmp_path / "vault"
    monkeypatch.setenv("EBBING_VAULT", str(vault))
    tea = cli("remember", "I prefer green tea in the morning", "--no-check")["id"]
    cli("vault", "init", str(vault))
    note = vault / "Trips" / "Kyoto.md"
    note.parent.mkdir(parents=True)
    note.write_text("# Kyoto\n\nThe ryokan near Gion serves green tea at dawn.\n",
                    encoding="utf-8")
    before = note.read_bytes(), note.stat().st_mtime_ns
    cli("vault", "sync")

    async def main() -> dict[str, Any]:
        async with stdio_session() as session:
            return {
                "search": data(await session.call_tool("search", {"query": "ryokan Gion"})),
                "recall": data(await session.call_tool(
                    "recall", {"query": "where is the ryokan?", "touch": False})),
                "unified": data(await session.call_tool(
                    "search_unified", {"query": "green tea", "limit": 5})),
            }

    out = anyio.run(main)
    found = out["search"]["notes"]
    assert [(n["kind"], n["path"]) for n in found] == [("note", "Trips/Kyoto.md")]
    assert [n["path"] for n in out["recall"]["notes"]] == ["Trips/Kyoto.md"]
    assert "[[Trips/Kyoto]]" in out["recall"]["memoryPrompt"]
    sources = {(r["source"], r.get("id") or r.get("path")) for r in out["unified"]["results"]}
    assert sources == {("memory", tea), ("note", "Trips/Kyoto.md")}
    # and the CLI's search and recall, the same notes marked as notes
    lines = cli("search", "ryokan Gion")
    lines = lines if isinstance(lines, list) else [lines]
    assert [(r["kind"], r["path"]) for r in lines if r["id"].startswith("note:")] == [
        ("note", "Trips/Kyoto.md")]
    recalled = cli("recall", "where is the ryokan?", "--no-touch")
    assert [n["path"] for n in recalled["vaultNoteList"]] == ["Trips/Kyoto.md"]
    assert (note.read_bytes(), note.stat().st_mtime_ns) == before  # read, never written

"""The common-sense section of the memory prompt (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

HEADER = "Common sense (background knowledge from libraries, not memories; most relevant first):"


def render_common_sense(items: Sequence[dict[str, Any]]) -> str:
    """One line per commonSenseList entry: its heading path, then its text on one line."""
    if not items:
        return ""
    lines = [HEADER]
    for item in items:
        text = " ".join(str(item["text"]).split())
        headings = " > ".join(item.get("headings") or [])
        lines.append(f"- {headings}: {text}" if headings else f"- {text}")
    return "\n".join(lines)

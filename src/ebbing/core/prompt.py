"""The memory prompt: a compact block ready to append to a system prompt (pure)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PromptItem:
    when: str  # the date the remembered thing happened, YYYY-MM-DD
    who: str | None
    text: str
    status: str  # valid, suspected_outdated, outdated, repudiated
    changes: Sequence[str] = ()  # change-log lines, shown when the memory is not valid
    replaced_by: str | None = None


HEADER = "Relevant memories (oldest first; each line: date, who said it, what):"


def render(items: Sequence[PromptItem]) -> str:
    """One line per memory; a memory that is not valid is marked and never stated as
    current, and its change log follows it."""
    if not items:
        return ""
    lines = [HEADER]
    for item in sorted(items, key=lambda i: i.when):
        who = f"{item.who}: " if item.who else ""
        text = " ".join(item.text.split())
        if item.status == "valid":
            lines.append(f"- [{item.when}] {who}{text}")
            continue
        label = item.status.replace("_", " ")
        lines.append(f"- [{item.when}] ({label}; may no longer hold) {who}{text}")
        lines.extend(f"    change: {change}" for change in item.changes)
        if item.replaced_by:
            lines.append(f"    replaced by memory {item.replaced_by}")
    return "\n".join(lines)

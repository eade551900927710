"""Small helpers the vault tests share: reading notes as a person (or a tool) would."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import frontmatter

T0 = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)


def memory_notes(vault: Path) -> list[Path]:
    return sorted((vault / "Memories").glob("*.md"))


def note_of(vault: Path, memory_id: str) -> Path:
    for path in vault.rglob("*.md"):
        if ".obsidian" in path.parts or ".trash" in path.parts:
            continue
        post = frontmatter.load(path)
        if post.get("id") == memory_id:
            return path
    raise AssertionError(f"no note for {memory_id}")


def meta(path: Path) -> dict[str, Any]:
    return dict(frontmatter.load(path).metadata)


def rewrite(path: Path, old: str, new: str) -> None:
    """Edit a note as a person would in an editor: replace text, save."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")

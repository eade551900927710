"""Choosing the format, and the clear errors when files cannot be imported at all."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.errors import InvalidInput
from ebbing.importers import detect_format, read_import

NOW = datetime(2024, 6, 1, tzinfo=UTC)


@pytest.mark.parametrize(("relative", "expected"), [
    ("ebbing-store/memories.jsonl", "ebbing"),
    ("ebbing-store/relations.jsonl", "ebbing"),
    ("decay-mcp/memories.jsonl", "decay-mcp"),
    ("decay-mcp/relations.jsonl", "decay-mcp"),
    ("mcp-memory/memory.jsonl", "mcp-memory"),
])
def test_each_format_is_recognised(data: Path, relative: str, expected: str) -> None:
    assert detect_format(data / relative) == expected


def test_detection_looks_past_a_broken_first_line(tmp_path: Path) -> None:
    path = tmp_path / "graph.jsonl"
    path.write_text('\n{"type":"entity", oops\n{"type":"entity","name":"A","entityType":"x"}\n')
    assert detect_format(path) == "mcp-memory"


def test_an_unknown_format_says_what_it_saw_and_what_to_do(tmp_path: Path) -> None:
    path = tmp_path / "notes.jsonl"
    path.write_text('{"title":"groceries","body":"milk"}\n')
    with pytest.raises(InvalidInput, match=r"cannot tell the format of .*notes\.jsonl.*"
                                           r"keys: body, title.*--format"):
        read_import([path], now=NOW)


def test_a_file_that_is_not_json_lines_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.csv"
    path.write_text("id,content\n1,milk\n")
    with pytest.raises(InvalidInput, match="not JSON objects"):
        detect_format(path)


@pytest.mark.parametrize("text", ["", "\n  \n"])
def test_an_empty_file_is_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text(text)
    with pytest.raises(InvalidInput, match="is empty: nothing to import"):
        read_import([path], now=NOW)


def test_missing_files_and_folders_are_refused_before_anything_is_read(
        tmp_path: Path, data: Path) -> None:
    good = data / "mcp-memory" / "memory.jsonl"
    with pytest.raises(InvalidInput, match="no such file"):
        read_import([good, tmp_path / "nope.jsonl"], "mcp-memory", now=NOW)
    with pytest.raises(InvalidInput, match="it is a folder"):
        read_import([tmp_path], now=NOW)
    with pytest.raises(InvalidInput, match="no files"):
        read_import([], now=NOW)


def test_files_in_different_formats_are_not_mixed(data: Path) -> None:
    with pytest.raises(InvalidInput, match="different formats"):
        read_import([data / "mcp-memory" / "memory.jsonl",
                     data / "decay-mcp" / "memories.jsonl"], now=NOW)


def test_an_unknown_format_name_lists_the_choices(data: Path) -> None:
    with pytest.raises(InvalidInput, match="choose auto, ebbing, decay-mcp, mcp-memory"):
        read_import([data / "mcp-memory" / "memory.jsonl"], "json", now=NOW)


def test_a_named_format_overrides_detection(data: Path) -> None:
    batch = read_import([data / "mcp-memory" / "memory.jsonl"], "ebbing", now=NOW)
    assert batch.memories == [] and batch.format == "ebbing"
    assert all('no "kind" field' in s.reason or "not valid JSON" in s.reason
               for s in batch.skipped)
    assert len(batch.skipped) == 8

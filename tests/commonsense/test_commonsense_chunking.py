"""Exact chunking: heading paths, paragraphs, size bounds, fences, front matter, lines."""

from __future__ import annotations

from ebbing.commonsense.chunking import Chunk, chunk_markdown, chunk_text

DOC = """---
title: ignored
---
Intro before any heading.

# Guide

Short one.

Short two.

## Install

Run the installer.

### Linux
Use the package.

## Use

```
code

more code
```
# Second
"""


def test_markdown_sections_keep_their_heading_path_and_first_line() -> None:
    assert chunk_markdown(DOC) == [
        Chunk("Intro before any heading.", (), 4, 0),
        Chunk("Short one.\n\nShort two.", ("Guide",), 8, 1),
        Chunk("Run the installer.", ("Guide", "Install"), 14, 2),
        Chunk("Use the package.", ("Guide", "Install", "Linux"), 17, 3),
        Chunk("```\ncode\n\nmore code\n```", ("Guide", "Use"), 21, 4),
    ]


def test_a_long_section_is_packed_by_paragraph_within_the_bound() -> None:
    text = "# T\n\n" + "\n\n".join(["a" * 30, "b" * 30, "c" * 30])
    chunks = chunk_markdown(text, max_chars=70)
    assert [c.text for c in chunks] == ["a" * 30 + "\n\n" + "b" * 30, "c" * 30]
    assert [c.line for c in chunks] == [3, 7] and all(c.headings == ("T",) for c in chunks)


def test_a_long_paragraph_is_cut_at_sentence_ends_then_spaces() -> None:
    text = "One two three. Four five six. " + "word " * 10
    pieces = [c.text for c in chunk_text(text, max_chars=30)]
    assert pieces == ["One two three. Four five six.", " ".join(["word"] * 6),
                      " ".join(["word"] * 4)]
    pieces = [c.text for c in chunk_text(text, max_chars=20)]
    assert pieces[0] == "One two three."
    assert all(len(p) <= 20 for p in pieces) and " ".join(pieces).split() == text.split()


def test_plain_text_is_one_chunk_per_blank_line_paragraph() -> None:
    text = "First line\nsame paragraph\n\n\n# not a heading in text\n\nlast"
    assert chunk_text(text) == [
        Chunk("First line\nsame paragraph", (), 1, 0),
        Chunk("# not a heading in text", (), 5, 1),
        Chunk("last", (), 7, 2),
    ]


def test_heading_levels_pop_back_and_closing_hashes_are_dropped() -> None:
    text = "# A #\n## B\nb\n# C\nc\n### D ###\nd"
    assert [(c.headings, c.text) for c in chunk_markdown(text)] == [
        (("A", "B"), "b"), (("C",), "c"), (("C", "D"), "d")]


def test_empty_documents_give_no_chunks() -> None:
    assert chunk_markdown("") == [] and chunk_markdown("# Only a heading\n") == []
    assert chunk_text("\n\n  \n") == []

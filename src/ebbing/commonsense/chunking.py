"""Cutting documents into library entries (pure: text in, chunks out).

Markdown: ATX headings (`#` to `######`, outside fenced code) open sections; every chunk
keeps the path of headings above it. A section whose body fits in `max_chars` is one chunk;
a longer one is packed paragraph by paragraph (paragraphs end at blank lines; a fenced code
block is never split), and a paragraph longer than `max_chars` is cut at sentence ends, then
at spaces. YAML front matter at the top is skipped; a heading line itself is not repeated in
the chunk text (it is in the heading path).

Plain text: every blank-line paragraph is a chunk, cut the same way when too long.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_CHARS = 800  # all-MiniLM-L6-v2 reads about 256 word pieces: roughly this many characters

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
# after . ! ? and a space, or right after a CJK full stop, exclamation or question mark
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[\u3002\uff01\uff1f])\s*")


@dataclass(frozen=True)
class Chunk:
    text: str
    headings: tuple[str, ...]  # the heading path, outermost first (empty for plain text)
    line: int  # 1-based line of the chunk's first line in the file
    position: int  # 0-based index of the chunk in the file


@dataclass
class _Paragraph:
    text: str
    line: int


def chunk_markdown(text: str, max_chars: int = MAX_CHARS) -> list[Chunk]:
    lines = text.splitlines()
    start = _front_matter_end(lines)
    sections: list[tuple[tuple[str, ...], list[_Paragraph]]] = [((), [])]
    path: list[tuple[int, str]] = []
    block: list[str] = []
    block_line = 0
    fence: str | None = None

    def close_block() -> None:
        nonlocal block
        if block:
            sections[-1][1].append(_Paragraph("\n".join(block), block_line))
            block = []

    for number, raw in enumerate(lines[start:], start=start + 1):
        line = raw.rstrip()
        if fence is None:
            heading = _HEADING.match(line)
            if heading:
                close_block()
                level = len(heading.group(1))
                path = [(lv, title) for lv, title in path if lv < level]
                path.append((level, heading.group(2).strip()))
                sections.append((tuple(title for _, title in path if title), []))
                continue
            if not line.strip():
                close_block()
                continue
        opened = _FENCE.match(line)
        if opened and fence is None:
            fence = opened.group(1)
        elif opened and fence is not None and line.strip().startswith(fence):
            fence = None
        if not block:
            block_line = number
        block.append(line)
    close_block()
    chunks: list[Chunk] = []
    for headings, paragraphs in sections:
        for body, line_no in _pack(paragraphs, max_chars):
            chunks.append(Chunk(body, headings, line_no, len(chunks)))
    return chunks


def chunk_text(text: str, max_chars: int = MAX_CHARS) -> list[Chunk]:
    chunks: list[Chunk] = []
    for paragraph in _paragraphs(text.splitlines()):
        for piece in _split_long(paragraph.text, max_chars):
            chunks.append(Chunk(piece, (), paragraph.line, len(chunks)))
    return chunks


def _front_matter_end(lines: list[str]) -> int:
    if lines and lines[0].strip() == "---":
        for i in range(1, len(lines)):
            if lines[i].strip() in ("---", "..."):
                return i + 1
    return 0


def _paragraphs(lines: list[str]) -> list[_Paragraph]:
    found: list[_Paragraph] = []
    block: list[str] = []
    first = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        if not line.strip():
            if block:
                found.append(_Paragraph("\n".join(block), first))
                block = []
            continue
        if not block:
            first = number
        block.append(line)
    if block:
        found.append(_Paragraph("\n".join(block), first))
    return found


def _pack(paragraphs: list[_Paragraph], max_chars: int) -> list[tuple[str, int]]:
    """Greedy: consecutive paragraphs joined by a blank line while they fit."""
    packed: list[tuple[str, int]] = []
    current: list[str] = []
    current_line = 0
    for paragraph in paragraphs:
        joined = "\n\n".join([*current, paragraph.text])
        if current and len(joined) <= max_chars:
            current.append(paragraph.text)
            continue
        if current:
            packed.append(("\n\n".join(current), current_line))
        current, current_line = [], paragraph.line
        if len(paragraph.text) <= max_chars or _FENCE.match(paragraph.text):
            current = [paragraph.text]
        else:
            packed.extend((piece, paragraph.line)
                          for piece in _split_long(paragraph.text, max_chars))
    if current:
        packed.append(("\n\n".join(current), current_line))
    return packed


def _split_long(text: str, max_chars: int) -> list[str]:
    """Pieces of at most `max_chars`, cut after sentence ends where possible, else at spaces
    (a single word longer than `max_chars` stays whole)."""
    if len(text) <= max_chars:
        return [text]
    units: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        if len(sentence) <= max_chars:
            units.append(sentence)
        else:
            units.extend(sentence.split())
    pieces: list[str] = []
    current = ""
    for unit in units:
        candidate = f"{current} {unit}" if current else unit
        if current and len(candidate) > max_chars:
            pieces.append(current)
            current = unit
        else:
            current = candidate
    if current:
        pieces.append(current)
    return pieces

"""The parts of a note ebbing writes into: the person's text, ebbing's part, the person's tail.

    the memory's text (or, in an entity note, what a person wrote about it)

    %% ebbing: ... %%            <- start marker
    ebbing's sections, rewritten on every sync
    %% ebbing: end ... %%         <- end marker

    anything a person wrote below: kept, byte for byte

Markers cannot be forged by content: a line of a memory's text that looks like an ebbing
marker (`%% ebbing:` ... `%%`, with or without leading backslashes) is written with one more
backslash in front and read back without it, so only ebbing's own marker lines are markers.
A line a person adds inside ebbing's part (it is neither what ebbing last wrote there nor
what it writes now) is moved below the end marker, never dropped.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

END_MARKER = "%% ebbing: end of what ebbing writes; text below this line is yours and stays %%"
_PREFIX = "%% ebbing:"
# lines ebbing writes in its part when there is nothing to list (never a person's)
PLACEHOLDERS = ("- nothing yet", "- no changes yet", "- none in the vault now")


def marker_like(line: str) -> bool:
    core = line.strip().lstrip("\\").strip()
    return core.startswith(_PREFIX) and core.endswith("%%") and len(core) > len(_PREFIX) + 1


def escape(text: str) -> str:
    """A memory's text as written into a note: marker-like lines get one more backslash."""
    return "\n".join("\\" + line if marker_like(line) else line for line in text.split("\n"))


def unescape(text: str) -> str:
    return "\n".join(line[1:] if line.startswith("\\") and marker_like(line) else line
                     for line in text.split("\n"))


@dataclass
class Parts:
    """A note's body cut at ebbing's markers (`above` still escaped)."""

    above: str
    region: list[str]  # ebbing's part, start marker included (empty: no marker found)
    tail: str  # below the end marker


def split_parts(body: str, marker: str, fallback_heading: str) -> Parts:
    """Cut at the first line that is exactly `marker` (escaped content lines never are).
    Without it (a person deleted it), ebbing's part starts at the last `fallback_heading`."""
    lines = body.split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == marker), None)
    if start is None:
        start = next((i for i in range(len(lines) - 1, -1, -1)
                      if lines[i].strip().lower() == fallback_heading), None)
    if start is None:
        return Parts(body.strip(), [], "")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].strip() == END_MARKER),
               None)
    region = lines[start:end] if end is not None else lines[start:]
    tail = "\n".join(lines[end + 1:]).strip() if end is not None else ""
    return Parts("\n".join(lines[:start]).strip(), region, tail)


def kept_text(parts: Parts, ours: list[str] | None, new: list[str]) -> str:
    """What stays below the end marker: the person's tail, after the lines a person added
    inside ebbing's part. `ours`: the lines ebbing last wrote there (None: unknown, then
    every line it does not write now is kept; better a stale line kept than a person's
    dropped)."""
    known = Counter(ours if ours is not None else [*new, *PLACEHOLDERS])
    markers = {END_MARKER, new[0].strip() if new else END_MARKER}
    added: list[str] = []
    for line in parts.region:
        if known[line] > 0:
            known[line] -= 1
        elif line.strip() and line.strip() not in markers:
            added.append(line)
    return "\n\n".join(part for part in ("\n".join(added).strip(), parts.tail) if part)


def join_parts(above: str, managed: str, kept: str) -> str:
    body = f"{above}\n\n{managed}\n{END_MARKER}" if above else f"{managed}\n{END_MARKER}"
    return f"{body}\n\n{kept}" if kept else body

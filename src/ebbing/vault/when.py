"""The `## When` section of a memory's note: its time words with the dates they mean.

A memory said on 17 March 2022 that reads "Yesterday I went bowling" gets, in ebbing's part
of its note:

    ## When

    - “Yesterday [16 Mar 2022] I went bowling”

one line per sentence that holds a time expression core/eventtime.py resolves, each
expression followed by its date, read against the day the memory was said (`occurred`).
The memory's text above the marker is not touched: the dates live in ebbing's part, which is
rewritten from the store on every sync and never read back as the person's text, so a
person who edits the text sees the dates follow on the next sync, and nothing a person
types can pass for them. A memory without such words has no `## When` section.

It comes after `## Related`: a person who deletes the marker line still has ebbing's part
found at the last `## Related` heading (sections.py), with the dates inside it.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import TYPE_CHECKING

from ebbing.core.eventtime import EventTime, mentions_time, resolve

if TYPE_CHECKING:
    from ebbing.models import Memory

HEADING = "## When"
WIDTH = 160  # characters of a sentence shown around its time words
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def _annotated(text: str, start: int, stop: int, events: list[EventTime]) -> str:
    """text[start:stop] with each event's date after its words."""
    out, last = [], start
    for event in events:
        out += [text[last:event.stop], f" [{event.label()}]"]
        last = event.stop
    return "".join(out) + text[last:stop]


def _clipped(text: str, start: int, stop: int, events: list[EventTime]) -> str:
    """The sentence, or the part of a long one around its time words, with "…" where cut."""
    first, last = events[0].at, events[-1].stop
    lo, hi = start, stop
    if stop - start > WIDTH:
        room = max(0, WIDTH - (last - first)) // 2
        lo, hi = max(start, first - room), min(stop, last + room)
        while lo > start and not text[lo - 1].isspace():
            lo -= 1  # whole words
        while hi < stop and not text[hi].isspace():
            hi += 1
    shown = " ".join(_annotated(text, lo, hi, events).split())
    return ("…" if lo > start else "") + shown + ("…" if hi < stop else "")


def when_lines(memory: Memory) -> list[str]:
    """The section's lines (empty when the text names no time ebbing can resolve)."""
    if not mentions_time(memory.content):
        return []
    return list(section(memory.content, memory.occurred_at.date()))


@lru_cache(maxsize=4096)
def section(text: str, said: date) -> tuple[str, ...]:
    """Pure and kept: every sync pass renders every note's view to compare it with what was
    written, and resolving costs about 0.3 ms a text; a watcher pays it once per text."""
    events = resolve(text, said)
    if not events:
        return ()
    bullets = []
    for sentence in _SENTENCE.finditer(text):
        inside = [e for e in events if sentence.start() <= e.at < sentence.end()]
        if inside:
            bullets.append(f"- “{_clipped(text, sentence.start(), sentence.end(), inside)}”")
    return (HEADING, "", *bullets, "")

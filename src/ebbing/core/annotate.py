"""The prompt's reading of a memory's times (core/eventtime.resolve): each phrase followed by
the date it means, "yesterday [16 Mar 2022]"; a plan's time that is over by the recall's
day says so, "next Friday [9 Oct 2026, now past]" (docs/retrieval.md, "The prompt")."""

from __future__ import annotations

from datetime import date

from ebbing.core.eventtime import resolve
from ebbing.core.prompt import words_in


def annotate(text: str, anchor: date, today: date | None = None, language: str = "en") -> str:
    """The text with each resolved expression followed by its date: "yesterday [16 Mar 2022]".
    With `today`, a time that lay ahead when the text was said and is over by `today` says
    so ("next Friday [9 Oct 2026, now past]", in the prompt's `language`: core/prompt.WORDS):
    a plan read weeks later is not still ahead."""
    out, last = [], 0
    for event in resolve(text, anchor):
        over = today is not None and event.precision != "span" and \
            event.start > anchor and event.end <= today
        mark = words_in(language)["passed"] if over else ""
        out += [text[last:event.stop], f" [{event.label()}{mark}]"]
        last = event.stop
    return "".join(out) + text[last:]

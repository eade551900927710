# ruff: noqa: RUF001
"""The memory prompt: a compact block ready to append to a system prompt (pure).

The memories' texts share a budget of characters (the setting EBBING_PROMPT_CHARS): each
memory gets an equal share, and what a short memory leaves unused goes to the longer ones;
a memory longer than its share is cut at a word with an ellipsis and its id, so that one
huge memory cannot flood the prompt and the full text can still be fetched
(`ebbing get ID`). With nothing relevant, the prompt is one line that says so.
"""

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
    id: str = ""  # named when the text is cut


HEADER = "Relevant memories (oldest first; each line: date, who said it, what):"
NOTHING = "No stored memory is relevant to this."
LABELS = {"suspected_outdated": "suspected outdated; may no longer hold",
          "outdated": "outdated; may no longer hold",
          "repudiated": "repudiated; never true"}
# the words the prompt is written in, per language (lang/ codes; any other is English): the
# agent reads them in the language it speaks (MemNetAI's `language`, EBBING_LANGUAGE)
WORDS: dict[str, dict[str, str]] = {
    "en": {"header": HEADER, "nothing": NOTHING, "change": "change",
           "replaced": "replaced by memory", **LABELS},
    "zh": {"header": "相关记忆（按时间先后；每行：日期、说话人、内容）：",
           "nothing": "没有与此相关的记忆。", "change": "变更",
           "replaced": "已被此记忆取代", "suspected_outdated": "可能已过时，未必仍然成立",
           "outdated": "已过时，未必仍然成立", "repudiated": "已被否认，从未成立"},
}


def words_in(language: str) -> dict[str, str]:
    """The prompt's words in `language` (a lang/ code: "zh", "en"...), English if unknown."""
    return WORDS.get(language, WORDS["en"])


def nothing(language: str = "en") -> str:
    """The one line of a prompt with nothing relevant."""
    return words_in(language)["nothing"]
MIN_SHARE = 80  # no memory is cut shorter than this, however many share the budget


def shares(lengths: Sequence[int], budget: int) -> list[int]:
    """Characters each text may keep: equal shares of `budget`, a short text's unused share
    going to the longer ones (water filling); at least MIN_SHARE each."""
    out = [0] * len(lengths)
    left, todo = budget, sorted(range(len(lengths)), key=lambda i: lengths[i])
    for n, i in enumerate(todo):
        fair = max(MIN_SHARE, left // (len(todo) - n))
        out[i] = min(lengths[i], fair)
        left = max(0, left - out[i])
    return out


def cut(text: str, limit: int, memory_id: str) -> str:
    """`text` if it fits in `limit` characters, else its first words, an ellipsis and the id."""
    if len(text) <= limit:
        return text
    tail = f"... [cut; memory {memory_id}]" if memory_id else "... [cut]"
    keep = text[:max(1, limit - len(tail))]
    if " " in keep[1:]:
        keep = keep[:keep.rindex(" ")]
    return keep.rstrip(" ,;:") + tail


def render(items: Sequence[PromptItem], budget: int | None = None,
           language: str = "en") -> str:
    """One line per memory; a memory that is not valid is marked and never stated as
    current (a repudiated one as never true), and its change log follows it. `budget`
    bounds the characters of the memories' texts together (None: no bound). The header and
    the marks are in `language` (WORDS); the memories are as they were written."""
    words = words_in(language)
    if not items:
        return ""
    texts = [" ".join(item.text.split()) for item in items]
    if budget is not None:
        limits = shares([len(t) for t in texts], budget)
        texts = [cut(t, n, item.id) for t, n, item in zip(texts, limits, items, strict=True)]
    lines = [words["header"]]
    for item, text in sorted(zip(items, texts, strict=True), key=lambda p: p[0].when):
        who = f"{item.who}: " if item.who else ""
        if item.status == "valid":
            lines.append(f"- [{item.when}] {who}{text}")
            continue
        label = words.get(item.status, item.status.replace("_", " "))
        lines.append(f"- [{item.when}] ({label}) {who}{text}")
        lines.extend(f"    {words['change']}: {change}" for change in item.changes)
        if item.replaced_by:
            lines.append(f"    {words['replaced']} {item.replaced_by}")
    return "\n".join(lines)

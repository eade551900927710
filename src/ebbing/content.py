"""What a memory's text must be: text (valid Unicode), not blank, and not over the size limit.

The limit (`max_memory_bytes`, EBBING_MAX_MEMORY_BYTES) keeps one memory from making every
later command slow: conflict detection, the word index and the recall prompt all read a
memory's whole text. Texts already stored over the limit (from an older ebbing, or written by
hand) are kept whole; what reads them bounds how much of them it uses (`clip`).
"""

from __future__ import annotations

from typing import Any

from ebbing.errors import InvalidInput

SETTING = "EBBING_MAX_MEMORY_BYTES"
# what derived uses (the indexes, conflict detection, the recall prompt) read of one memory's
# text at most: every text within the default limit is read whole
USE_CHARS = 65_536


def check_content(content: Any, max_bytes: int, what: str = "the text") -> str:
    """`content` unchanged, or InvalidInput saying what is wrong with it."""
    if not isinstance(content, str) or not content.strip():
        raise InvalidInput(f"nothing to remember: {what} is empty")
    problem = content_problem(content, max_bytes)
    if problem:
        raise InvalidInput(f"{what} {problem}")
    return content


def content_problem(content: str, max_bytes: int) -> str | None:
    """Why `content` cannot be stored (sentence after "the text"), or None."""
    try:
        size = len(content.encode("utf-8"))
    except UnicodeEncodeError as error:
        return (f"is not valid Unicode (a lone surrogate at character {error.start + 1}): "
                "was it read from a file that is not UTF-8?")
    if size > max_bytes:
        return (f"is {size:,} bytes, over the limit of {max_bytes:,} bytes per memory "
                f"({SETTING}): split it into smaller memories, or raise the limit")
    return None


def clip(text: str, max_chars: int) -> str:
    """At most `max_chars` characters of `text`, saying how much was left out."""
    if len(text) <= max_chars:
        return text
    return f"{text[:max_chars]} […{len(text) - max_chars:,} more characters]"

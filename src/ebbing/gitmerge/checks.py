"""What the merge driver refuses: a version of a log that is not an ebbing log.

git hands the driver whatever the two branches hold. A file that was emptied, truncated,
overwritten with other data or pretty-printed is not a version of the store's log, and
folding it would read as "every memory is gone": the merge is refused instead (exit 1,
"ours" untouched, git reports a conflict). A readable log that merely holds a few unreadable
lines (a torn write the store already closed, a hand-made line) is merged, and those lines
are kept for the store to set aside into `quarantine.jsonl`.
"""

from __future__ import annotations

from ebbing.errors import InvalidInput
from ebbing.gitmerge.sides import parse_line, split_lines

MEMORY_KINDS = frozenset({"header", "memory", "touch", "delete"})
RELATION_KINDS = frozenset({"header", "relation", "relation_delete"})


def _records(data: bytes, kinds: frozenset[str]) -> int:
    return sum(1 for line in split_lines(data) if parse_line(line).kind in kinds)


def check_side(label: str, data: bytes, kinds: frozenset[str], base: bytes) -> None:
    """Raise InvalidInput unless `data` can be a version of a log whose records are `kinds`
    and whose ancestor held `base`."""
    if not data.strip():
        if _records(base, kinds) and base.strip():
            raise InvalidInput(f"{label} is empty while the common ancestor holds records: "
                               "ebbing never empties a log, so this is not a version of it "
                               "(merge refused, nothing changed)")
        return
    if not data.endswith(b"\n"):
        raise InvalidInput(f"{label} ends in an incomplete line: a truncated file or a torn "
                           "write (merge refused, nothing changed; repair or restore it)")
    if not _records(data, kinds):
        first = split_lines(data)[0][:40].decode("utf-8", errors="replace")
        raise InvalidInput(f"{label} is not an ebbing log: no line of it is an ebbing record "
                           f"(it starts with {first!r}; merge refused, nothing changed)")


def check_sides(kinds: frozenset[str], base: bytes, ours: bytes, theirs: bytes) -> None:
    check_side("the common ancestor", base, kinds, b"")
    check_side("our version", ours, kinds, base)
    check_side("their version", theirs, kinds, base)

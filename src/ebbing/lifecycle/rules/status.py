"""Status rules: which transitions are allowed, and how a full change log folds.

Pure: plain values in, plain values out. The store-touching side is ebbing.lifecycle.statuses.

Transitions (anything else is refused with IllegalTransition and changes nothing):

    valid               -> suspected_outdated, outdated, repudiated
    suspected_outdated  -> outdated, repudiated, valid   (valid: the suspicion is cleared)
    outdated            -> valid                          (reinstated: the change was a mistake)
    repudiated          -> valid                          (reinstated: the denial was a mistake)

A memory that is suspected, outdated or repudiated points at the newer memory that caused it
(`linked_new_memory_id`); back to valid the link is cleared (the change log keeps the id).

Change log: at most MAX_CHANGE_LOG (3) entries. On the fourth change the first entry stays
(how the memory's story began), and so do the two latest (why it is what it is now); the
entries in between are dropped and counted in the `folded` field of the entry that follows
them. So `len(log) + sum(e.folded for e in log)` is always the number of changes ever made.
"""

from __future__ import annotations

from ebbing.errors import InvalidInput
from ebbing.models import MAX_CHANGE_LOG, ChangeLogEntry, Status

ALLOWED: dict[Status, frozenset[Status]] = {
    Status.VALID: frozenset({Status.SUSPECTED_OUTDATED, Status.OUTDATED, Status.REPUDIATED}),
    Status.SUSPECTED_OUTDATED: frozenset({Status.OUTDATED, Status.REPUDIATED, Status.VALID}),
    Status.OUTDATED: frozenset({Status.VALID}),
    Status.REPUDIATED: frozenset({Status.VALID}),
}

# statuses that a memory can cause in another one (the trigger must itself be believed)
TRIGGER_STATUSES = frozenset({Status.VALID, Status.SUSPECTED_OUTDATED})

EXCERPT_CHARS = 120


class IllegalTransition(InvalidInput):
    """A status change the rules do not allow (a usage error: exit code 2)."""


def check_transition(current: Status, target: Status) -> None:
    """Raise IllegalTransition, saying what is allowed instead, unless current -> target is
    one of the allowed transitions."""
    if current is target:
        raise IllegalTransition(f"the memory is already {current.value}")
    allowed = ALLOWED[current]
    if target not in allowed:
        options = ", ".join(sorted(s.value for s in allowed))
        article = "an" if current.value[0] in "aeiou" else "a"
        raise IllegalTransition(f"{article} {current.value} memory cannot become "
                                f"{target.value} (allowed: {options})")


def keeps_link(target: Status) -> bool:
    """Whether a memory in `target` status points at the newer memory that caused it."""
    return target is not Status.VALID


def excerpt(text: str, width: int = EXCERPT_CHARS) -> str:
    """The text on one line, cut at a word boundary with an ellipsis when longer than width."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    cut = flat[: width - 1]
    space = cut.rfind(" ")
    if space > width // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.") + "…"


def append_entry(log: list[ChangeLogEntry], entry: ChangeLogEntry,
                 limit: int = MAX_CHANGE_LOG) -> list[ChangeLogEntry]:
    """The change log with `entry` added, folded to at most `limit` entries (see above).

    The given list is not modified."""
    if limit < 3:
        raise ValueError("a change log keeps at least the first and the two latest entries")
    entries = [*log, entry]
    while len(entries) > limit:
        dropped = entries.pop(1)
        follower = entries[1]
        entries[1] = follower.model_copy(
            update={"folded": follower.folded + dropped.folded + 1})
    return entries


def changes_made(log: list[ChangeLogEntry]) -> int:
    """How many status changes the log stands for, counting the folded ones."""
    return len(log) + sum(entry.folded for entry in log)

"""CortexGraph's arguments for what a listing holds, with CortexGraph 1.2.1's meanings (its
core/search_common.py, core/pagination.py and core/text_utils.py), for the tools under its
names: which lifecycle (`status`: active, promoted, archived; CortexGraph's memory statuses
are ebbing's lifecycles), how recently used (`window_days`: last used within so many days),
how well remembered (`min_score`: the decay score), one page of the answer (`page`,
`page_size`, with CortexGraph's `pagination` block), and a preview of each text
(`preview_length` characters, then "...").

Values outside CortexGraph's ranges are refused by the schema, as CortexGraph refuses them.
An argument a tool does not take at all is refused by the server (server.py): never dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, TypeVar

from ebbing.mcpserver.registry import Arg

T = TypeVar("T")

Lifecycle = Literal["active", "promoted", "archived"]
SEARCHED = ("active", "promoted")  # CortexGraph's default: not the archived ones

StatusArg = Annotated[Lifecycle | list[Lifecycle] | None, Arg(
    "CortexGraph's: only memories in this lifecycle (active, promoted to the vault, "
    "archived), or these; default active and promoted.", "active", ["active", "archived"])]
WindowArg = Annotated[int | None, Arg(
    "CortexGraph's: only memories used (or made) within the last so many days.", 30,
    ge=1, le=3650)]
MinScoreArg = Annotated[float | None, Arg(
    "CortexGraph's: only memories whose decay score (how well remembered now) is at least "
    "this.", 0.1, ge=0, le=1)]
PageArg = Annotated[int | None, Arg(
    "CortexGraph's: this page of the results (from 1); with page or page_size the answer "
    "carries `pagination`.", 1, ge=1)]
PageSizeArg = Annotated[int | None, Arg("CortexGraph's: results per page (default 10).", 10,
                                        ge=1, le=100)]
PreviewArg = Annotated[int | None, Arg(
    "CortexGraph's: cut each text to this many characters (then \"...\"); 0 or absent: whole.",
    300, ge=0, le=5000)]
IncludeScoresArg = Annotated[bool, Arg(
    "CortexGraph's: include each memory's decay score and age in days.")]


def lifecycles(status: str | Sequence[str] | None,
               default: Sequence[str] = SEARCHED) -> set[str]:
    """The lifecycles `status` names ("all": every one)."""
    if status is None:
        return set(default)
    named = {status} if isinstance(status, str) else set(status)
    return {"active", "promoted", "archived"} if "all" in named else named


def used_within(memory: dict[str, Any], window_days: int | None,
                now: datetime | None = None) -> bool:
    """Whether a memory (as JSON) was last used within `window_days` (None: any)."""
    if window_days is None:
        return True
    at = now or datetime.now(UTC)
    return datetime.fromisoformat(memory["last_used"]) >= at - timedelta(days=window_days)


def preview(text: str, length: int | None) -> str:
    """CortexGraph's truncate_content: the first `length` characters and "..."."""
    if not length or len(text) <= length:
        return text
    return text[:length].rstrip() + "..."


def page_of(items: list[T], page: int | None,
            page_size: int | None) -> tuple[list[T], dict[str, Any] | None]:
    """The page asked for and CortexGraph's pagination block, or every item and None when
    neither `page` nor `page_size` was given (as CortexGraph: pages only when asked)."""
    if page is None and page_size is None:
        return items, None
    page, size = page or 1, page_size or 10
    total = len(items)
    pages = (total + size - 1) // size
    return items[(page - 1) * size:page * size], {
        "page": page, "page_size": size, "total_count": total, "total_pages": pages,
        "has_more": page < pages, "has_previous": page > 1}


def age_days(memory: dict[str, Any], now: datetime | None = None) -> float:
    at = now or datetime.now(UTC)
    return round((at - datetime.fromisoformat(memory["created_at"])).total_seconds() / 86400, 1)

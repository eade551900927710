"""The memories page's list without a search: which rows pass the filters, in which order,
one page of them. Read from the store's numpy columns (status, lifecycle, times, tag sets,
scores computed at once by MemoryService.scores); only the rows shown become Memory objects,
so an agent of 100,000 memories pages in milliseconds. Who said a memory comes from the
search engine's speaker column, which entities it names from the entity index (graph/), which
memories are derived from thinking/derived.py: each only when its filter is asked for."""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.models import Lifecycle, Memory, Status
from ebbing.store.columns import LIFECYCLE_CODE, STATUS_CODE, to_us

if TYPE_CHECKING:
    from ebbing.service import MemoryService

SORTS = {"score": "score", "last_used": "last used", "occurred": "when it happened",
         "created": "when stored"}
CHOICES = ("", "only", "hide")  # derived / promoted: either, only them, none of them
ARCHIVED = ("hide", "include", "only")
PER_PAGE = 50


@dataclass(frozen=True)
class Query:
    """What the memories page asks for (every field as the form sends it, checked)."""

    q: str = ""
    status: str = ""
    tag: str = ""
    entity: str = ""
    character: str = ""
    derived: str = ""
    promoted: str = ""
    archived: str = "hide"
    since: datetime | None = None
    until: datetime | None = None
    sort: str = "score"
    page: int = 1

    def link(self, **changes: Any) -> dict[str, str]:
        """The query string of this query with `changes` (for paging and sorting links)."""
        values = {k: getattr(self, k) for k in self.__dataclass_fields__} | changes
        out = {}
        for key, value in values.items():
            if isinstance(value, datetime):
                value = value.date().isoformat()
            if value not in ("", None) and not (key == "archived" and value == "hide") \
                    and not (key == "sort" and value == "score") \
                    and not (key == "page" and value == 1):
                out[key] = str(value)
        return out


@dataclass
class Page:
    rows: list[tuple[Memory, float]]
    total: int
    pages: int


class _TagSets:
    """Which tag sets hold each tag (lowercased), kept per columns object and extended as
    new tag sets appear: a tag filter then costs one lookup, not a pass over every set."""

    def __init__(self) -> None:
        self.seen = 0
        self.by_tag: dict[str, list[int]] = {}


_TAG_SETS: weakref.WeakKeyDictionary[Any, _TagSets] = weakref.WeakKeyDictionary()
_GUARD = threading.Lock()


def tag_sets(cols: Any) -> dict[str, list[int]]:
    with _GUARD:
        found = _TAG_SETS.get(cols)
        if found is None:
            found = _TAG_SETS[cols] = _TagSets()
        for i in range(found.seen, len(cols.tagsets)):
            for tag in {t.lower() for t in cols.tagsets[i]}:
                found.by_tag.setdefault(tag, []).append(i)
        found.seen = len(cols.tagsets)
        return found.by_tag


def mask_of(svc: MemoryService, query: Query) -> npt.NDArray[np.bool_]:
    """Rows of the store's columns that pass the query's filters."""
    store = svc.store
    store.refresh()
    cols = store.cols
    n = cols.n
    mask = cols.col("alive").copy()
    lifecycle = cols.col("lifecycle")
    archived = lifecycle == LIFECYCLE_CODE[Lifecycle.ARCHIVED]
    if query.archived == "hide":
        mask &= ~archived
    elif query.archived == "only":
        mask &= archived
    promoted = lifecycle == LIFECYCLE_CODE[Lifecycle.PROMOTED]
    if query.promoted:
        mask &= promoted if query.promoted == "only" else ~promoted
    if query.status:
        mask &= cols.col("status") == STATUS_CODE[Status(query.status)]
    if query.since is not None:
        mask &= cols.col("occurred") >= to_us(query.since)
    if query.until is not None:
        mask &= cols.col("occurred") < to_us(query.until)
    if query.tag:
        sets = tag_sets(cols).get(query.tag.strip().lower(), [])
        mask &= np.isin(cols.col("tagset")[:n], sets)
    if query.derived:
        from ebbing.thinking.derived import derived_rows

        derived = derived_rows(svc)[:n]
        mask &= derived if query.derived == "only" else ~derived
    if query.entity:
        from ebbing.graph.views import entity_index

        index = entity_index(svc)
        found = index.find(query.entity)
        named = np.zeros(n, dtype=bool)
        if found is not None:
            rows = np.fromiter(index.rows[found], dtype=np.int64)
            named[rows[rows < n]] = True
        mask &= named
    if query.character:
        engine = svc.engine
        engine.sync()
        code = engine.characters.get(query.character.strip().lower(), -2)
        speaker = engine.speaker[:n]
        mask &= np.concatenate([speaker == code, np.zeros(n - len(speaker), dtype=bool)])
    return mask


def browse(svc: MemoryService, query: Query, now: datetime,
           per_page: int = PER_PAGE) -> Page:
    """One page of the memories passing the filters, in the query's order, with scores."""
    rows = np.flatnonzero(mask_of(svc, query)).astype(np.int64)
    cols = svc.store.cols
    total = len(rows)
    pages = max(1, -(-total // per_page))
    page = min(max(1, query.page), pages)
    start = (page - 1) * per_page
    values = None
    if query.sort == "score":
        values = svc.scores(rows, now)
        key = -values
    else:
        key = -cols.col({"last_used": "last_used", "occurred": "occurred",
                         "created": "created"}[query.sort])[rows]
    stop = min(start + per_page, total)
    if 0 < stop < total // 4:  # the first pages: the rows up to the page's last key (all
        last = np.partition(key, stop - 1)[stop - 1]  # of those tied with it, so that pages
        head = np.flatnonzero(key <= last)  # agree on ties), then sort the few
        order = head[np.lexsort((rows[head], key[head]))]
    else:
        order = np.lexsort((rows, key))
    shown = order[start:stop]
    if values is None:
        values = svc.scores(rows[shown], now)
        scores = values
    else:
        scores = values[shown]
    memories = [svc.store.read_row(int(r)) for r in rows[shown]]
    return Page(list(zip(memories, (float(s) for s in scores), strict=True)), total, pages)


def last_use(svc: MemoryService) -> datetime | None:
    from ebbing.store.columns import from_us

    rows = svc.store.alive_rows()
    if not len(rows):
        return None
    return from_us(int(svc.store.cols.col("last_used")[rows].max()))

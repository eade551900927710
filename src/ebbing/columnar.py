"""The columnar path of a bulk import: a batch of plain items becomes its log lines and its
rows a column at a time, without a dict per record.

`ebbing.bulk` makes a record (a dict) per item and serialises each one; at a million
memories that costs more than the rest of the import. Here the items of a batch are read once
into columns (texts, times, tags...), each column is turned into JSON in one orjson call where
it can be (a list of texts or of times, then split), and the lines are assembled by joining
the columns into a line template. The template is cut out of the line `record_line` writes for
a probe record whose values are markers, so key order, constants and the encoding of every
value are `record_line`'s own (tests/faults/test_bulk_equivalence.py proves the bytes the
same). Records are made only for the memories a caller looks at (`Rows`).

Only items whose every value has a plain shape take this path (text, lists of text, exact
datetimes, a dict with text keys, values already within the limits); if any item does not, or
any value surprises it (a text JSON cannot hold, metadata orjson refuses), `prepare` returns
None and the batch takes the record path, which stores it or refuses it as `build` does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from itertools import chain
from typing import Any, overload

import numpy as np
import numpy.typing as npt
import orjson

from ebbing.models import Lifecycle, Status, utc
from ebbing.names import ids_text
from ebbing.service import clean_list
from ebbing.store.columns import Columns
from ebbing.store.records import record_line

Record = dict[str, Any]
Ints = npt.NDArray[np.int64]
Cleaned = tuple[tuple[str, ...], str]  # a tag or entity list cleaned, and its JSON inside
COMMON = frozenset({"content", "tags", "entities", "occurred_at", "now"})
KEYS = COMMON | {"character", "source", "metadata", "context_id", "derived_from"}
MIN_ITEMS = 64  # smaller batches take the record path (numpy's fixed costs)
_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_UTC_Z  # record_line's


def record_fields(memory_id: Any, content: str, tags: list[str], entities: list[str],
                  character: str | None, source: str | None, metadata: dict[str, Any],
                  at: Any, occurred: Any, context_id: str | None,
                  derived_from: list[str]) -> Record:
    """The stored record of a new memory (what `MemoryService.build` makes, as a dict)."""
    return {
        "id": memory_id, "content": content, "tags": tags, "entities": entities,
        "character": character, "source": source, "metadata": metadata,
        "created_at": at, "updated_at": at, "occurred_at": occurred, "last_used": at,
        "use_count": 0, "strength": 1.0, "lifecycle": Lifecycle.ACTIVE, "status": Status.VALID,
        "linked_new_memory_id": None, "change_log": [], "review_count": 0,
        "last_review_at": None, "cross_domain_count": 0, "context_id": context_id,
        "derived_from": derived_from,
    }


# where each column goes in the probe line: a text's inside, a list's or object's inside, a
# time without its "Z", or a whole value (null or a quoted text)
_MARKED = re.compile(r'"@@(character|source|context_id)@@"|"@@(tags|entities|derived_from)@@"'
                     r'|"@@(metadata)@@":0|@@(id|content|created|occurred)@@')
_template: list[tuple[str, bool]] = []


def template() -> list[tuple[str, bool]]:
    """The line of a record as its parts in order: (constant text, False) or (column name,
    True)."""
    if not _template:
        probe = record_fields("@@id@@", "@@content@@", ["@@tags@@"], ["@@entities@@"],
                              "@@character@@", "@@source@@", {"@@metadata@@": 0},
                              "@@created@@Z", "@@occurred@@Z", "@@context_id@@",
                              ["@@derived_from@@"])
        at = 0
        line = record_line(probe).decode() + "\n"
        for found in _MARKED.finditer(line):
            _template.append((line[at:found.start()], False))
            _template.append((next(name for name in found.groups() if name), True))
            at = found.end()
        _template.append((line[at:], False))
    return _template


def _inside(texts: list[str]) -> list[str] | None:
    """Each text as JSON without its quotes, from one orjson call (None: a text JSON cannot
    hold). Texts holding a quote are made one by one (only then can a split go wrong)."""
    if not texts:
        return []
    try:
        joined = orjson.dumps(texts)
    except TypeError:
        return None
    if joined.count(b'"') != 2 * len(texts):
        quoted = [i for i, text in enumerate(texts) if '"' in text]
        plain = list(texts)
        for i in quoted:
            plain[i] = ""
        out = _inside(plain)
        if out is None:
            return None
        for i in quoted:
            out[i] = orjson.dumps(texts[i])[1:-1].decode()
        return out
    return joined[2:-2].decode().split('","')


def _times(values: list[datetime]) -> list[str] | None:
    """Aware UTC times as record_line writes them, without the final "Z"."""
    joined = orjson.dumps(values, option=orjson.OPT_UTC_Z)
    out = joined[2:-3].decode().split('Z","')
    return out if len(out) == len(values) and joined.endswith(b'Z"]') else None


def _clean(key: tuple[Any, ...], known: dict[tuple[Any, ...], Cleaned]) -> Cleaned | None:
    """A tag or entity list cleaned as `build` cleans it, and its JSON inside, remembered in
    `known` (None: not a plain list of texts, or refused: the record path says why)."""
    if any(type(value) is not str for value in key):
        return None
    try:
        cleaned = tuple(clean_list(key, "tag"))
    except Exception:  # refused: the record path says why
        return None
    found = known[key] = (cleaned, orjson.dumps(cleaned)[1:-1].decode())
    return found


_NONE: Cleaned = ((), "")


class Batch:
    """The columns of a batch of new memories (`prepare`); its ids and lines (`lines`)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.contents: list[str] = []
        self.at: list[datetime] = []
        self.occurred: list[datetime] = []
        self.tags: list[Cleaned] = []
        self.entities: list[Cleaned] = []
        self.raw: list[tuple[Any, ...]] = []  # the tag and entity lists as given
        # the values most items leave out, by row
        self.texts: dict[str, dict[int, str]] = {"character": {}, "source": {},
                                                 "context_id": {}}
        self.metadata: dict[int, dict[str, Any]] = {}
        self.derived: dict[int, list[str]] = {}
        self.ids: list[str] = []
        self.created: list[str] = []  # the creation times as the lines hold them (`lines`)

    def record(self, i: int) -> Record:
        texts = self.texts
        return record_fields(self.ids[i], self.contents[i], list(self.tags[i][0]),
                             list(self.entities[i][0]), texts["character"].get(i),
                             texts["source"].get(i), dict(self.metadata.get(i, {})),
                             self.at[i], self.occurred[i], texts["context_id"].get(i),
                             list(self.derived.get(i, ())))

    def _columns(self) -> dict[str, str | list[str]] | None:
        """Each column as the JSON of its values (a text: the same for every row)."""
        n = self.n
        contents = _inside(self.contents)
        created, occurred = _times(self.at), _times(self.occurred)
        if contents is None or created is None or occurred is None:
            return None
        columns: dict[str, str | list[str]] = {"content": contents, "created": created,
                                               "occurred": occurred}
        for name, pairs in (("tags", self.tags), ("entities", self.entities)):
            inside = [pair[1] for pair in pairs]
            columns[name] = inside if any(inside) else ""
        for name, values in self.texts.items():
            columns[name] = "null"
            if values:
                quoted = _inside(list(values.values()))
                if quoted is None:
                    return None
                column = columns[name] = ["null"] * n
                for row, text in zip(values, quoted, strict=True):
                    column[row] = f'"{text}"'
        for name, objects, options in (("metadata", self.metadata, _OPTIONS),
                                       ("derived_from", self.derived, 0)):
            columns[name] = ""
            if objects:
                column = columns[name] = [""] * n
                try:
                    for row, value in objects.items():
                        column[row] = orjson.dumps(value, option=options)[1:-1].decode()
                except TypeError:  # a value JSON cannot hold: the record path says which
                    return None
        return columns

    def lines(self) -> tuple[bytes, Ints, Ints, Ints] | None:
        """The batch's lines joined, their lengths (without the newline), and the created
        and occurred times in microseconds; makes the ids. None: a value the record path
        must judge."""
        if not {str}.issuperset(map(type, chain.from_iterable(self.raw))):
            return None
        columns = self._columns()
        if columns is None:
            return None
        n = self.n
        created_us = np.array(columns["created"], dtype="datetime64[us]").view(np.int64)
        occurred_us = np.array(columns["occurred"], dtype="datetime64[us]").view(np.int64)
        self.ids = columns["id"] = np.frombuffer(ids_text(created_us // 1000), dtype="S26"
                                                 ).astype("U26").tolist()
        self.created = [f"{at}Z" for at in columns["created"]]
        segments: list[str | list[str]] = [""]  # constants and columns, alternating
        for part, is_column in template():
            value = columns[part] if is_column else part
            if isinstance(value, str) and isinstance(segments[-1], str):
                segments[-1] += value
            else:
                segments.append(value)
        if isinstance(segments[-1], list):
            segments.append("")
        pieces: list[str] = [""] * (n * len(segments))
        for k, segment in enumerate(segments):
            pieces[k::len(segments)] = [segment] * n if isinstance(segment, str) else segment
        body = "".join(pieces).encode()
        ends = np.flatnonzero(np.frombuffer(body, dtype=np.uint8) == 10)
        if len(ends) != n:
            return None
        lengths = ends - np.concatenate(([0], ends[:-1] + 1))
        return body, lengths, created_us, occurred_us

    def fold(self, cols: Columns, created: Ints, occurred: Ints, offsets: Ints,
             lengths: Ints) -> None:
        if cols.has_any(self.ids):
            for i in range(self.n):
                cols.put_record(self.record(i), int(offsets[i]), int(lengths[i]))
        else:
            cols.put_new(self.ids, offsets, lengths, created, occurred,
                         [pair[0] for pair in self.tags])


def prepare(items: list[Any], clock: datetime, max_bytes: int) -> Batch | None:
    """The columns of `items` (each the keyword arguments of `build`), or None when one of
    them must go through the record path. `clock`: the time of items that give no `now`."""
    n = len(items)
    if n < MIN_ITEMS:
        return None
    batch = Batch(n)
    longest = max_bytes // 4  # a text of at most this many characters is within the limit
    contents, ats, occurred = batch.contents, batch.at, batch.occurred
    tags, entities, raw = batch.tags, batch.entities, batch.raw
    cleaned: dict[tuple[Any, ...], Cleaned] = {}  # tag and entity lists seen in this batch
    known = cleaned.get
    rare: list[int] = []
    for row, item in enumerate(items):
        if type(item) is not dict:
            return None
        if not COMMON.issuperset(item):
            if not KEYS.issuperset(item):
                return None
            rare.append(row)
        get = item.get
        content = get("content")
        if type(content) is not str or not content or len(content) > longest \
                or content.isspace():
            return None
        contents.append(content)
        now = get("now")
        if now is None:
            at = clock
        elif type(now) is datetime:
            at = now if now.tzinfo is UTC else utc(now)
        else:
            return None
        ats.append(at)
        when = get("occurred_at")
        if when is None:
            occurred.append(at)
        elif type(when) is datetime:
            occurred.append(when if when.tzinfo is UTC else utc(when))
        else:
            return None
        # tags, then entities: written out twice, as a loop over the two costs 0.3 us an item
        values = get("tags")
        if values is None:
            tags.append(_NONE)
        elif type(values) is list or type(values) is tuple:
            key = tuple(values)
            found = known(key) or _clean(key, cleaned)
            if found is None:
                return None
            tags.append(found)
            raw.append(key)
        else:
            return None
        values = get("entities")
        if values is None:
            entities.append(_NONE)
        elif type(values) is list or type(values) is tuple:
            key = tuple(values)
            found = known(key) or _clean(key, cleaned)
            if found is None:
                return None
            entities.append(found)
            raw.append(key)
        else:
            return None
    return batch if _take_rare(batch, items, rare) else None


def _take_rare(batch: Batch, items: list[Any], rows: list[int]) -> bool:
    """Read the values few items give (as `build` takes them); False: one the record path
    must judge."""
    texts, metadata, derived = batch.texts, batch.metadata, batch.derived
    for row in rows:
        item = items[row]
        for name in ("character", "source", "context_id"):
            value = item.get(name)
            if value:
                if type(value) is not str or (name == "context_id" and len(value) > 200):
                    return False
                texts[name][row] = value
        value = item.get("metadata")
        if value:
            if type(value) is not dict or any(type(key) is not str for key in value):
                return False
            metadata[row] = dict(value)
        if "derived_from" in item:
            value = item["derived_from"]
            if type(value) not in (list, tuple) or any(type(v) is not str for v in value):
                return False
            if value:
                derived[row] = list(value)
    return True


class Rows(Sequence[Record]):
    """The records of a batch, made when they are looked at."""

    def __init__(self, batch: Batch) -> None:
        self.batch = batch

    def __len__(self) -> int:
        return self.batch.n

    @overload
    def __getitem__(self, index: int) -> Record: ...
    @overload
    def __getitem__(self, index: slice) -> list[Record]: ...
    def __getitem__(self, index: int | slice) -> Record | list[Record]:
        if isinstance(index, slice):
            return [self.batch.record(i) for i in range(self.batch.n)[index]]
        return self.batch.record(range(self.batch.n)[index])

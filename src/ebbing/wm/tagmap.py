"""Tag maps (which tags a session knows and their fields) and the validation of input rows.

Two tags are fixed in every session: EDG (edges) and LAW (rules always part of a warm read).
A map line is `@TAG: id|field|...`; rows of that tag must then carry exactly those fields
(an EDG row of six fields is read as the older form without `at`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.wm.caps import Caps
from ebbing.wm.wire import WireError, row_line, split_fields, split_line

RESERVED = frozenset({"SESSION", "ERR", "WRN", "STAT", "REL", "DEL", "MEM"})
EDG_FIELDS = ("id", "src", "relation", "dist", "at", "attrs", "recycle")
LAW_FIELDS = ("id", "name", "cycle", "mechanism", "constraint")
RECYCLABLE = frozenset({"delete_on_settle", "delete_on_expire"})
ID = re.compile(r"^[A-Za-z0-9_.-]+$")
RELATION = re.compile(r"^[a-z][a-z0-9_]*$")
SEED_RELATIONS = ("seeks_help", "binds", "produces", "links")


@dataclass(frozen=True)
class TagDef:
    tag: str
    fields: tuple[str, ...]


FIXED = {"EDG": TagDef("EDG", EDG_FIELDS), "LAW": TagDef("LAW", LAW_FIELDS)}


class Row:
    """One atom: a node (any tag but EDG) or an edge (EDG), its fields by name."""

    __slots__ = ("agent", "fields", "id", "tag", "written_at")

    def __init__(self, tag: str, fields: dict[str, str], agent: str | None = None,
                 written_at: float | None = None) -> None:
        self.tag = tag
        self.fields = fields
        self.id = fields.get("id", "")
        self.agent = agent
        self.written_at = written_at

    @property
    def is_edge(self) -> bool:
        return self.tag == "EDG"

    @property
    def recyclable(self) -> bool:
        return self.fields.get("recycle") in RECYCLABLE


class TagMap:
    def __init__(self, user: dict[str, TagDef]) -> None:
        self.tags: dict[str, TagDef] = {**FIXED, **user}

    def get(self, tag: str) -> TagDef | None:
        return self.tags.get(tag.upper())

    def names(self) -> list[str]:
        return sorted(self.tags)

    def lines(self) -> list[str]:
        return [row_line(t, list(self.tags[t].fields)) for t in self.names()]

    def render(self, row: Row) -> str:
        tag_def = self.tags.get(row.tag)
        if tag_def is None:
            values = [row.id, *(v for k, v in row.fields.items() if k != "id")]
        else:
            values = [row.fields.get(f, "") for f in tag_def.fields]
        return row_line(row.tag, values)


def _map_line(line: str) -> tuple[str, list[str]]:
    try:
        tag, payload = split_line(line)
    except ValueError:
        raise WireError("invalid_line", f"map line must be @TAG: id|field|... got {line!r}",
                        example="@TSK: id|goal|status|recycle") from None
    return tag, split_fields(payload)


def load_map(lines: list[str], caps: Caps) -> TagMap:
    """A session's map from a map file's lines (comments and blank lines skipped)."""
    user: dict[str, TagDef] = {}
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        tag, names = _map_line(line)
        if tag in RESERVED:
            raise WireError("reserved_tag", f"tag {tag} is reserved")
        if tag in FIXED:
            raise WireError("fixed_tag", f"cannot redefine fixed tag {tag}")
        if tag in user:
            raise WireError("duplicate_tag", f"duplicate tag {tag} in map")
        if not names:
            raise WireError("empty_fields", f"tag {tag} has no fields")
        if names[0] != "id":
            raise WireError("id_first", f"tag {tag} must start with id field")
        if len(names) > caps.max_fields:
            raise WireError("limit_exceeded", f"fields|{len(names)}/{caps.max_fields}")
        user[tag] = TagDef(tag, tuple(names))
    if len(user) > caps.max_tags:
        raise WireError("limit_exceeded", f"tags|{len(user)}/{caps.max_tags}")
    return TagMap(user)


def load_saved_map(lines: list[str]) -> TagMap:
    """The map section of a saved session (it lists the fixed tags too: skipped)."""
    user: dict[str, TagDef] = {}
    for raw in lines:
        line = raw.strip()
        if line and not line.startswith("#"):
            tag, names = _map_line(line)
            if tag not in FIXED:
                user[tag] = TagDef(tag, tuple(names))
    return TagMap(user)


def check_id(value: str) -> None:
    if not value or len(value) > 64:
        raise WireError("invalid_id", f"id length must be 1-64 got {len(value)}")
    if not ID.match(value):
        raise WireError("invalid_id", f"id {value} invalid use A-Za-z0-9_.-")


def parse_row(line: str, tags: TagMap, caps: Caps) -> Row:
    """The row a wire line writes, validated against the session's map."""
    size = len(line.encode("utf-8"))
    if size > caps.max_line_bytes:
        raise WireError("limit_exceeded", f"line_bytes|{size}/{caps.max_line_bytes}")
    try:
        tag, payload = split_line(line)
    except ValueError as error:
        raise WireError("invalid_line", str(error)) from None
    if tag in RESERVED:
        raise WireError("reserved_tag", f"tag {tag} is reserved")
    tag_def = tags.get(tag)
    if tag_def is None:
        raise WireError("unknown_tag", f"{tag} not in tagMap known: {','.join(tags.names())}")
    values = split_fields(payload)
    names = tag_def.fields
    if tag == "EDG" and len(names) == 7 and len(values) == 6:
        values = [*values[:4], "", *values[4:]]  # the older six-field edge: no `at`
    if len(values) != len(names):
        shown = values[: len(names)] if values else ["id01"]
        raise WireError("FIELD_COUNT",
                        f"Expected {len(names)} fields for {tag} got {len(values)}",
                        example=row_line(tag, shown))
    fields: dict[str, str] = {}
    for name, value in zip(names, values, strict=True):
        if "\n" in value or "\r" in value:
            raise WireError("newline_in_value", "newline in field split into two records")
        width = len(value.encode("utf-8"))
        if width > caps.max_value_bytes:
            raise WireError("limit_exceeded", f"value_bytes|{width}/{caps.max_value_bytes}")
        fields[name] = value
    check_id(fields["id"])
    if tag == "EDG":
        relation = fields.get("relation", "")
        if relation and not RELATION.match(relation):
            raise WireError("invalid_relation",
                            f"relation {relation} must match {RELATION.pattern}")
    return Row(tag, fields)

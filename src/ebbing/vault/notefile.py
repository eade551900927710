"""Reading and writing a note: YAML front matter through python-frontmatter, then the body.

Writing keeps the given key order (`sort_keys=False`), writes times as ISO 8601 with a `T`
(Obsidian's date & time form), double-quotes wikilinks, and never wraps long values. Reading
refuses rather than guesses: a note that starts a front-matter block it does not close, or
whose block is not valid YAML or not a mapping, raises NoteError, so nobody writes a second
block in front of a broken one.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

import frontmatter
import yaml
from frontmatter.default_handlers import YAMLHandler

from ebbing.errors import EbbingError


class NoteError(EbbingError):
    """A note ebbing will not read or rewrite (its front matter does not parse)."""


class _NoteDumper(yaml.SafeDumper):
    pass


def _datetime(dumper: yaml.SafeDumper, value: datetime) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:timestamp", value.isoformat())


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if value.startswith("[["):
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style='"')
    return dumper.represent_str(value)


_NoteDumper.add_representer(datetime, _datetime)
_NoteDumper.add_representer(str, _text)

_HANDLER = YAMLHandler()


@dataclass
class Note:
    """A note's front matter (in file order) and its body (without the block)."""

    meta: dict[str, Any] = field(default_factory=dict)
    body: str = ""
    has_front_matter: bool = False


def parse_note(text: str) -> Note:
    """Split a note into front matter and body; NoteError if the front matter is broken."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n")
    stripped = text.strip()
    if not _HANDLER.detect(stripped):
        return Note({}, stripped, False)
    try:
        raw, body = _HANDLER.split(stripped)
    except ValueError:
        raise NoteError("the front matter is not closed by a '---' line") from None
    try:
        meta = _HANDLER.load(raw)
    except yaml.YAMLError as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise NoteError(f"the front matter is not valid YAML ({first})") from None
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise NoteError("the front matter is not a set of properties (key: value)")
    if any(not isinstance(key, str) for key in meta):
        raise NoteError("the front matter has a property whose name is not text")
    return Note(meta, body.strip(), True)


def render_note(meta: dict[str, Any], body: str) -> str:
    """The note's text: one front-matter block, a blank line, the body, a final newline."""
    post = frontmatter.Post(body.strip(), handler=_HANDLER, **meta)
    text = frontmatter.dumps(post, handler=_HANDLER, Dumper=_NoteDumper, sort_keys=False,
                             width=1_000_000)
    return text + "\n"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def obsidian_time(value: datetime) -> datetime:
    """A UTC time as Obsidian shows a date & time: no zone, whole seconds."""
    return value.replace(tzinfo=None, microsecond=0)


def text_list(value: Any) -> list[str]:
    """A list property as text items: a person may write a list, one value, or
    `a, b` in a single string."""
    if value is None:
        return []
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    if isinstance(value, list | tuple):
        return [_as_text(item) for item in value if item is not None and _as_text(item)]
    return [_as_text(value)]


def _as_text(value: Any) -> str:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, list):
        # YAML reads an unquoted [[Max]] as a list inside a list: take it back as a link
        inner: Any = value
        while isinstance(inner, list) and inner:
            inner = inner[0]
        return f"[[{inner}]]" if isinstance(inner, str) and inner.strip() else ""
    return str(value).strip()

"""A memory's note: what ebbing writes, how it merges with what a person added, what it reads.

    ---
    id, created, updated, last_used, occurred, tags, aliases, status, lifecycle, use_count,
    strength, character, source, entities, superseded_by, related, change_log
    (then any key a person added, in their order)
    ---

    The memory's text (a person may edit it)

    %% ebbing: ... %%
    ## Related        wikilinks to entity notes and linked memories
    ## When           its time words with the dates they mean (when it has any; when.py)
    ## Change log     the memory's change log, readable
    %% ebbing: end ... %%

    (anything a person writes here stays)

ebbing's part, between the two markers, is rewritten; the text above it, what is below it,
the tags, the aliases and every key ebbing does not own are the person's. A line a person
adds inside ebbing's part is moved below it; a line of the memory's text that looks like a
marker is escaped (sections.py), so content cannot cut the note.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import orjson

from ebbing.models import ChangeLogEntry, Memory
from ebbing.vault.names import link, note_tags
from ebbing.vault.notefile import Note, obsidian_time, render_note, sha256, text_list
from ebbing.vault.sections import END_MARKER, escape, join_parts, kept_text, split_parts, unescape
from ebbing.vault.when import when_lines

MARKER = "%% ebbing: the text above is the memory; below this line ebbing writes and rewrites %%"
MEMORY_KEYS = ("id", "created", "updated", "last_used", "occurred", "tags", "aliases", "status",
               "lifecycle", "use_count", "strength", "character", "source", "entities",
               "superseded_by", "related", "change_log")


@dataclass
class Links:
    """What notes link to in one pass: memory notes by id, entity links by entity key, and the
    relations of each memory as (other id, type)."""

    notes: dict[str, str] = field(default_factory=dict)  # memory id -> note name (stem)
    entities: dict[str, str] = field(default_factory=dict)  # entity key -> wikilink
    relations: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)  # id -> text of unpromoted neighbours

    def memory(self, memory_id: str) -> str | None:
        stem = self.notes.get(memory_id)
        return link(stem) if stem else None


@dataclass
class View:
    """What ebbing owns in a memory's note, and a checksum of it."""

    meta: dict[str, Any]
    content: str
    managed: str
    tags: list[str]

    @property
    def checksum(self) -> str:
        data = {"meta": self.meta, "content": self.content, "managed": self.managed}
        return sha256(orjson.dumps(data, option=orjson.OPT_SORT_KEYS, default=str))


def change_line(entry: ChangeLogEntry) -> str:
    """One change-log entry as a line of text (front matter holds no nested mappings)."""
    at = obsidian_time(entry.at).isoformat()
    moved = ("" if entry.from_status == entry.to_status
             else f" {entry.from_status.value} -> {entry.to_status.value}:")
    text = f"{at}{moved} {entry.reason}"
    if entry.affected_part:
        text += f" (part: {entry.affected_part})"
    return text


def _change_bullet(entry: ChangeLogEntry, links: Links) -> str:
    when = entry.at.strftime("%Y-%m-%d %H:%M UTC")
    moved = ("" if entry.from_status == entry.to_status
             else f" {entry.from_status.value} → {entry.to_status.value}:")
    text = f"- {when}{moved} {entry.reason}"
    if entry.affected_part:
        text += f" (part: “{entry.affected_part}”)"
    if entry.trigger_memory_id:
        target = links.memory(entry.trigger_memory_id) or f"`{entry.trigger_memory_id}`"
        text += f"; because of {target}"
        if entry.trigger_excerpt:
            text += f": “{entry.trigger_excerpt}”"
    return text


def _short(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _related(memory: Memory, links: Links, entity_keys: list[str]) -> list[str]:
    lines = [f"- {links.entities[key]} (entity)" for key in entity_keys if key in links.entities]
    if memory.linked_new_memory_id:
        target = links.memory(memory.linked_new_memory_id)
        lines.append(f"- superseded by {target}" if target else
                     f"- superseded by `{memory.linked_new_memory_id}` (not in the vault)")
    for other, kind in links.relations.get(memory.id, []):
        target = links.memory(other)
        if target:
            lines.append(f"- {kind}: {target}")
        elif other in links.texts:
            lines.append(f"- {kind}: “{_short(links.texts[other])}” (`{other}`, not in the vault)")
    return lines or ["- nothing yet"]


def memory_view(memory: Memory, links: Links) -> View:
    from ebbing.vault.names import entity_key

    keys = list(dict.fromkeys(entity_key(e) for e in memory.entities))
    related_ids = [other for other, _ in links.relations.get(memory.id, [])]
    tags = note_tags(memory.tags)
    meta: dict[str, Any] = {
        "id": memory.id,
        "created": obsidian_time(memory.created_at),
        "updated": obsidian_time(memory.updated_at),
        "last_used": obsidian_time(memory.last_used),
        "occurred": obsidian_time(memory.occurred_at),
        "tags": tags,
        "aliases": [memory.id],
        "status": memory.status.value,
        "lifecycle": memory.lifecycle.value,
        "use_count": memory.use_count,
        "strength": round(memory.strength, 2),
        "character": memory.character,
        "source": memory.source,
        "entities": [links.entities[k] for k in keys if k in links.entities],
        # the newer memory's note, or its id when it has none: never empty when there is one
        "superseded_by": (links.memory(memory.linked_new_memory_id)
                          or memory.linked_new_memory_id) if memory.linked_new_memory_id
        else None,
        "related": [t for t in dict.fromkeys(links.memory(i) for i in related_ids) if t],
        "change_log": [change_line(entry) for entry in memory.change_log],
    }
    changes = [_change_bullet(e, links) for e in memory.change_log] or ["- no changes yet"]
    managed = "\n".join([MARKER, "## Related", "", *_related(memory, links, keys), "",
                         *when_lines(memory), "## Change log", "", *changes])
    return View(meta, memory.content.strip(), managed, tags)


def render(view: View, existing: Note | None, ours: str | None = None,
           untouched: bool = False) -> str:
    """The note's text: ebbing's keys in their fixed order with the person's aliases kept,
    then the keys a person added, the memory's text (markers escaped), ebbing's sections and
    whatever a person wrote below them or into them (kept, sections.py). `ours`: what ebbing
    last wrote as its sections in this note (None: not known); `untouched`: the note holds
    what ebbing wrote (its sections are all ebbing's)."""
    meta = dict(view.meta)
    kept = ""
    if existing is not None:
        aliases = [a for a in text_list(existing.meta.get("aliases")) if a != view.meta["id"]]
        meta["aliases"] = [view.meta["id"], *aliases]
        for key, value in existing.meta.items():
            if key not in meta:
                meta[key] = value
        parts = split_parts(existing.body, MARKER, "## related")
        known = parts.region if untouched else None if ours is None else ours.split("\n")
        kept = kept_text(parts, known, view.managed.split("\n"))
    return render_note(meta, join_parts(escape(view.content), view.managed, kept))


def split_body(body: str) -> tuple[str, str]:
    """The person's text (unescaped: the memory's text) and the rest of the note. Without
    the marker line (a person deleted it), ebbing's part starts at the last `## Related`."""
    parts = split_parts(body, MARKER, "## related")
    rest = "\n".join(parts.region) + (f"\n{END_MARKER}\n\n{parts.tail}" if parts.tail else "")
    return unescape(parts.above).strip(), rest


def read_back(note: Note) -> tuple[str, list[str]]:
    """The text and the tags (as written in the note) a person left in a memory note."""
    content, _ = split_body(note.body)
    return content, text_list(note.meta.get("tags"))


def same_text(a: str, b: str) -> bool:
    """Equal up to line endings and trailing spaces (editors add and drop those)."""
    def norm(text: str) -> list[str]:
        return [line.rstrip() for line in text.replace("\r\n", "\n").strip().split("\n")]
    return norm(a) == norm(b)


def same_tags(a: list[str], b: list[str]) -> bool:
    return {t.strip().lstrip("#").casefold() for t in a} == {
        t.strip().lstrip("#").casefold() for t in b}

"""An entity's note: the person or thing memories mention, with links to those memories.

    ---
    entity: Max
    aliases: [...]          (a person's, kept)
    (keys a person added)
    ---

    (anything a person writes about Max, kept)

    %% ebbing: ... %%
    ## Memories
    - [[Max moved to Berlin (7X3K9QWE)]] (valid)
    %% ebbing: end ... %%

    (anything a person writes here, kept too)

Entity notes exist so that the graph view shows the people and things memories connect
through; ebbing writes them for every entity with at least one promoted memory.
"""

from __future__ import annotations

from dataclasses import dataclass

from ebbing.vault.notefile import Note, render_note, sha256, text_list
from ebbing.vault.sections import join_parts, kept_text, split_parts

ENTITY_MARKER = "%% ebbing: below this line ebbing lists the memories that mention this %%"


@dataclass
class EntityView:
    name: str
    lines: list[str]

    @property
    def checksum(self) -> str:
        return sha256("\n".join([self.name, *self.lines]).encode("utf-8"))


def entity_view(name: str, memories: list[tuple[str, str]]) -> EntityView:
    """`memories`: (note name, status) of each promoted memory that mentions the entity."""
    lines = [f"- [[{stem}]] ({status})" for stem, status in sorted(memories)]
    return EntityView(name, lines or ["- none in the vault now"])


def person_part(note: Note) -> str:
    return split_parts(note.body, ENTITY_MARKER, "## memories").above


def render_entity(view: EntityView, existing: Note | None, ours: str | None = None,
                  untouched: bool = False) -> str:
    """`ours`: the list ebbing last wrote in this note (None: not known); `untouched`: the
    note holds what ebbing wrote. What a person wrote above the list, below it or into it
    is kept (sections.py)."""
    meta: dict[str, object] = {"entity": view.name, "aliases": []}
    text = kept = ""
    managed = entity_managed(view)
    if existing is not None:
        meta["aliases"] = text_list(existing.meta.get("aliases"))
        for key, value in existing.meta.items():
            if key not in meta:
                meta[key] = value
        parts = split_parts(existing.body, ENTITY_MARKER, "## memories")
        text = parts.above
        known = parts.region if untouched else None if ours is None else ours.split("\n")
        kept = kept_text(parts, known, managed.split("\n"))
    return render_note(meta, join_parts(text, managed, kept))


def entity_managed(view: EntityView) -> str:
    return "\n".join([ENTITY_MARKER, "## Memories", "", *view.lines])

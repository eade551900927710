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

Entity notes exist so that the graph view shows the people and things memories connect
through; ebbing writes them for every entity with at least one promoted memory.
"""

from __future__ import annotations

from dataclasses import dataclass

from ebbing.vault.notefile import Note, render_note, sha256, text_list

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
    lines = note.body.split("\n")
    for index, line in enumerate(lines):
        if line.strip() == ENTITY_MARKER:
            return "\n".join(lines[:index]).strip()
    for index in range(len(lines) - 1, -1, -1):
        if lines[index].strip().lower() == "## memories":
            return "\n".join(lines[:index]).strip()
    return note.body.strip()


def render_entity(view: EntityView, existing: Note | None) -> str:
    meta: dict[str, object] = {"entity": view.name, "aliases": []}
    text = ""
    if existing is not None:
        meta["aliases"] = text_list(existing.meta.get("aliases"))
        for key, value in existing.meta.items():
            if key not in meta:
                meta[key] = value
        text = person_part(existing)
    managed = "\n".join([ENTITY_MARKER, "## Memories", "", *view.lines])
    body = f"{text}\n\n{managed}" if text else managed
    return render_note(meta, body)

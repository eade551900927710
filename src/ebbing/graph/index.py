"""EntityIndex: which entities each memory mentions, and the relation labels read in it.

Derived data, rebuilt from the memories like the lexical index: the search engine updates it
in its sync with the memories it reads anyway, and `EntityIndex.sync` does the same on its own
for the graph commands (no vectors needed). Only the aliases a user set must survive; they live
in `graph.jsonl` in the agent's folder (see `aliases`).

Entities of a memory: its explicit `entities`, its tags, its speaker (`character`), and what
`ebbing.core.entities.extract` finds in its content. A name only ever seen opening a sentence
("Thanks, ...") is a weak entity and is ignored until seen elsewhere. A derived memory (a
thought, a dream) gives only weak mentions and neither its speaker nor its tags: it never makes
an entity that no memory of a person names. The index is rebuilt from the memories (`reindex`,
or a new process: the search engine's saved copy, graph/saved.py, is only taken while the
extraction code is unchanged), so fixing the extraction repairs every existing graph.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import numpy as np

from ebbing.content import USE_CHARS, clip
from ebbing.core.entities import extract, normalise, relation_labels, singular
from ebbing.core.query import tokenize
from ebbing.graph import aliases as alias_file
from ebbing.lang import has_cjk

if TYPE_CHECKING:
    from ebbing.models import Memory
    from ebbing.store.memory_store import MemoryStore


class EntityIndex:
    def __init__(self, aliases: dict[str, str] | None = None) -> None:
        self.aliases = dict(aliases or {})  # alias key -> entity key
        self.ids: dict[str, int] = {}  # entity key -> id
        self.keys: list[str] = []
        self.names: list[Counter[str]] = []  # spellings seen, for display
        self.strong: list[int] = []  # strong mentions (rows) per entity
        self.rows: list[set[int]] = []  # rows mentioning the entity
        self.of_row: dict[int, tuple[int, ...]] = {}
        self.weak_of_row: dict[int, frozenset[int]] = {}
        self.labels_of_row: dict[int, list[tuple[int, int, str]]] = {}
        self._words: dict[str, set[int]] = {}  # first word of a key -> ids
        self.indexed = np.full(0, -1, dtype=np.int64)  # for `sync`: offsets indexed per row
        self.stamp = (0, 0)
        # what readers work out from the index alone (graph.associate: who meets whom in an
        # entity's memories), kept until the index changes: emptied by every add and remove
        self.derived: dict[object, object] = {}

    @classmethod
    def for_store(cls, store: MemoryStore) -> EntityIndex:
        """An empty index with the aliases of the store's folder."""
        index = cls(alias_file.load(store.folder))
        index.stamp = alias_file.stamp(store.folder)
        return index

    def stale(self, store: MemoryStore) -> bool:
        """Whether the aliases changed since this index was made."""
        return self.stamp != alias_file.stamp(store.folder)

    # -- building ---------------------------------------------------------------------------
    def update(self, read: dict[int, Memory], gone: list[int]) -> None:
        """Forget the `gone` rows, index the memories `read` (row -> memory)."""
        self.remove(gone)
        for row, memory in read.items():
            self.add(row, memory)

    def canonical(self, name: str, plural: bool = True) -> str:
        key = normalise(name, plural)
        return self.aliases.get(key, key)

    def _id(self, key: str, name: str) -> int:
        found = self.ids.get(key)
        if found is None:
            found = self.ids[key] = len(self.keys)
            self.keys.append(key)
            self.names.append(Counter())
            self.strong.append(0)
            self.rows.append(set())
            self._words.setdefault(key.split()[0], set()).add(found)
        self.names[found][name] += 1
        return found

    def remove(self, rows: list[int]) -> None:
        if rows:
            self.derived = {}
        for row in rows:
            ids = self.of_row.pop(row, ())
            weak = self.weak_of_row.pop(row, frozenset())
            self.labels_of_row.pop(row, None)
            for e in ids:
                self.rows[e].discard(row)
                if e not in weak:
                    self.strong[e] -= 1

    def add(self, row: int, memory: Memory) -> None:
        """Index one memory at `row` (replacing what the row had)."""
        self.remove([row])  # and empties `derived`
        strength: dict[int, bool] = {}
        # what ebbing wrote itself (a thought, a dream) names only what a person's memories
        # name: its speaker (the agent), its tags ("dream") and its mentions are weak, so they
        # never make an entity on their own
        person = not memory.derived_from
        explicit = [*memory.entities, *memory.tags, memory.character or ""] if person else [
            *memory.entities]
        for name in explicit:
            if name and (key := self.canonical(name, plural=False)):
                strength[self._id(key, name.strip())] = person
        content = clip(memory.content, USE_CHARS)
        mentions = extract(content)
        for m in mentions:
            key = self.aliases.get(m.key, m.key)
            e = self._id(key, m.name)
            strength[e] = strength.get(e, False) or (m.strong and person)
        for key in self._named(content):  # "Xiao Ming" opening a sentence, a name aliased
            e = self._id(self.aliases.get(key, key), key.title())
            strength[e] = strength.get(e, False) or person
        ids = tuple(strength)
        self.of_row[row] = ids
        self.weak_of_row[row] = frozenset(e for e, strong in strength.items() if not strong)
        for e, strong in strength.items():
            self.rows[e].add(row)
            self.strong[e] += int(strong)
        labels = []
        for a, b, label in relation_labels(content, mentions):
            ka, kb = self.aliases.get(a, a), self.aliases.get(b, b)
            if ka in self.ids and kb in self.ids and ka != kb:
                labels.append((self.ids[ka], self.ids[kb], label))
        if labels:
            self.labels_of_row[row] = labels

    def _named(self, content: str) -> list[str]:
        """The names of several words a user made an alias or the target of one, said in
        `content` (the extractor reads "Xiao Ming" opening a sentence as two words)."""
        if not self.aliases:
            return []
        names = {k for pair in self.aliases.items() for k in pair if " " in k}
        words = " ".join(tokenize(content))
        return [k for k in sorted(names) if f" {k} " in f" {words} "]

    def sync(self, store: MemoryStore) -> None:
        """Bring the index in step with the store on its own (what the engine's sync does)."""
        store.refresh()
        cols = store.cols
        n = cols.n
        if len(self.indexed) < n:
            self.indexed = np.concatenate([self.indexed, np.full(n - len(self.indexed), -1)])
        alive = cols.col("alive")
        offsets = np.where(alive, cols.col("offset"), -2)
        changed = np.flatnonzero(offsets != self.indexed[:n])
        self.update({r: store.read_row(r) for r in changed[alive[changed]].tolist()},
                    changed[~alive[changed]].tolist())
        self.indexed[changed] = offsets[changed]

    # -- reading ----------------------------------------------------------------------------
    def real(self, e: int) -> bool:
        """An entity counts once it has a strong mention somewhere and rows left."""
        return self.strong[e] > 0 and bool(self.rows[e])

    def name(self, e: int) -> str:
        return self.names[e].most_common(1)[0][0] if self.names[e] else self.keys[e]

    def find(self, name: str) -> int | None:
        for plural in (False, True):
            key = self.canonical(name, plural)
            e = self.ids.get(key)
            if e is not None and self.real(e):
                return e
        return None

    def in_text(self, text: str) -> list[int]:
        """Known entities all of whose key words the text mentions ("Melanie's kids" ->
        melanie, kid; an alias counts for its entity), so a query can seed association."""
        tokens = tokenize(text)
        words = set(tokens) | {singular(t) for t in tokens}
        found = set()
        for first in words:
            for e in self._words.get(first, ()):
                if self.real(e) and set(self.keys[e].split()) <= words:
                    found.add(e)
        chinese = has_cjk(text)
        if chinese:  # Chinese is written without spaces: a key is found inside the text
            found |= {e for e, key in enumerate(self.keys)
                      if has_cjk(key) and key in text and self.real(e)}
        for alias, key in self.aliases.items():
            target = self.ids.get(key)
            if target is not None and self.real(target) and (
                    set(alias.split()) <= words or (chinese and has_cjk(alias)
                                                    and alias in text)):
                found.add(target)
        return sorted(found)

    def entities_of(self, row: int) -> tuple[int, ...]:
        return self.of_row.get(row, ())

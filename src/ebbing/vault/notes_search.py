"""Searching the vault's own notes (vault/notes.py) beside the memories.

Each passage of a note is matched on the same two absolute signals the relevance floor reads
for memories (retrieval/floor.py): the cosine of its vector to the question's (the agent's
embedder, vectors cached as memories' are) and the share of the question's meaning its words
hold (the idf of the query terms it contains over all of them, across the notes' passages).
A note is returned when its best passage clears the floor a memory would clear for a query
naming nothing unknown; with no calibrated floor (an embedder never calibrated) a passage
must hold at least one of the query's words. Notes are ranked by that strength, each once,
with its best passage as the excerpt. Searching a note changes nothing: not the note, not a
memory (a note has no decay and is never reinforced).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ebbing.content import clip
from ebbing.core.query import terms
from ebbing.embed.base import comparable
from ebbing.retrieval.floor import floor_for, gate, lowest_for, word_match
from ebbing.vault.notes import IndexedNote, NotesIndex, Passage, in_step, index_path, load_index

if TYPE_CHECKING:
    from ebbing.service import MemoryService

EXCERPT_CHARS = 300
EMBED_CHARS = 1000
HEADERS = {"en": "From the person's own notes in the vault (their words, not memories; "
                 "each: note, excerpt):",
           "zh": "来自知识库中本人所写的笔记（本人原话，不是记忆；每行：笔记、摘录）："}  # noqa: RUF001


@dataclass
class NoteHit:
    note: IndexedNote
    passage: Passage
    strength: float
    why: dict[str, Any]


@dataclass
class Prepared:
    """An index read once and made ready to search: its passages, their terms, and their
    vectors per embedder (filled on first use), kept until the index file changes."""

    index: NotesIndex
    items: list[tuple[IndexedNote, Passage]]
    postings: dict[str, np.ndarray[Any, Any]]  # term -> the passages holding it
    vectors: dict[str, Any]


_LOADED: dict[Path, tuple[tuple[int, int], Prepared]] = {}
# a search lists the vault to bring the index in step at most this often (seconds): a burst
# of searches (a recall runs one, the MCP search another) lists it once
CHECK_EVERY_S = 1.0
_CHECKED: dict[Path, float] = {}


def _prepared(folder: Path) -> Prepared:
    """The saved index, read and prepared again only when its file changed."""
    path = index_path(folder)
    try:
        st = path.stat()
    except OSError:
        return Prepared(NotesIndex(), [], {}, {})
    key = (st.st_ino, st.st_mtime_ns)
    cached = _LOADED.get(path)
    if cached is None or cached[0] != key:
        index = load_index(folder)
        items = [(n, p) for n in index.notes.values() for p in n.passages]
        holding: dict[str, list[int]] = {}
        for i, (note, passage) in enumerate(items):
            for term in set(terms(f"{passage_text(note, passage)} {' '.join(note.tags)}")):
                holding.setdefault(term, []).append(i)
        postings = {t: np.asarray(rows, dtype=np.int64) for t, rows in holding.items()}
        cached = (key, Prepared(index, items, postings, {}))
        _LOADED[path] = cached
    return cached[1]


def passage_text(note: IndexedNote, passage: Passage) -> str:
    head = f"{note.title} - {passage.heading}" if passage.heading else note.title
    return f"{head}\n{passage.text}"


def search_notes(svc: MemoryService, query: str, top: int = 5) -> list[NoteHit]:
    """The vault's own notes about `query`, best first (at most `top`), as they read now
    (the index is brought in step first: vault/notes.py's `in_step`)."""
    from ebbing.vault.sync import vault_path

    folder = Path(svc.folder)
    ready = _prepared(folder)
    now = time.monotonic()
    if now - _CHECKED.get(folder, -CHECK_EVERY_S) >= CHECK_EVERY_S:
        _CHECKED[folder] = now
        vault = Path(ready.index.vault) if ready.index.vault else vault_path(svc)
        if in_step(folder, vault, svc.namespace, svc.agent, ready.index):
            ready = _prepared(folder)
    items = ready.items
    if not items or not query.strip():
        return []
    words = _word_share(list(dict.fromkeys(terms(query))), ready.postings, len(items))
    cosine = _cosines(svc, query, ready)
    floor = floor_for(svc.settings.relevance_floor, svc.settings.embedder)
    cleared = gate(floor, cosine, words, names_unknown=False, lowest=lowest_for(query))
    keep = cleared.keep & (words > 0) if floor <= 0 else cleared.keep
    best: dict[str, NoteHit] = {}
    for i in np.flatnonzero(keep).tolist():
        note, passage = items[i]
        power = float(cleared.strength[i])
        if note.path not in best or power > best[note.path].strength:
            why = cleared.why(i) | {"cosine": round(float(cosine[i]), 4),
                                    "words": round(float(words[i]), 4)}
            best[note.path] = NoteHit(note, passage, power, why)
    return sorted(best.values(), key=lambda h: (-h.strength, h.note.path))[:top]


def _word_share(asked: list[str], postings: dict[str, np.ndarray[Any, Any]],
                n: int) -> np.ndarray[Any, Any]:
    """Per passage, the idf share of the query's terms it holds: the floor's own
    `word_match`, over the notes' passages."""
    found = [(postings[t], math.log(1.0 + (n - len(postings[t]) + 0.5)
                                    / (len(postings[t]) + 0.5)))
             for t in asked if t in postings]
    return word_match(found, len(asked) - len(found), n, np.arange(n, dtype=np.int64))


def _cosines(svc: MemoryService, query: str, ready: Prepared) -> np.ndarray[Any, Any]:
    engine = svc.engine
    embedder, cache = engine.embedder, engine.cache
    if embedder is None:
        return np.zeros(len(ready.items))
    vectors = ready.vectors.get(embedder.name)
    if vectors is None:
        texts = [clip(passage_text(n, p), EMBED_CHARS) for n, p in ready.items]
        found = cache.ensure(texts, embedder) if cache is not None else embedder.embed(texts)
        vectors = ready.vectors[embedder.name] = np.asarray(found, dtype=np.float64)
    q = engine.question_vector(query)  # the recall's own, embedded once
    raw = vectors @ np.asarray(q, dtype=np.float64)
    if not hasattr(embedder, "comparable"):
        return raw
    engine.sync()
    return np.asarray(comparable(embedder, raw, centre=engine.background(q)))


def note_json(hit: NoteHit) -> dict[str, Any]:
    """A note as search and recall return it, marked as a note (`kind`)."""
    note, passage = hit.note, hit.passage
    return {"kind": "note", "path": note.path, "title": note.title,
            "link": f"[[{_stem(note.path)}]]",
            "heading": passage.heading, "excerpt": clip(passage.text, EXCERPT_CHARS),
            "tags": list(note.tags), "score": round(hit.strength, 6), "why": hit.why}


def _stem(path: str) -> str:
    """The note's link target: its path without `.md` (Obsidian resolves it anywhere)."""
    return path[:-3] if path.lower().endswith(".md") else path


def notes_section(notes: list[dict[str, Any]], language: str = "en") -> str:
    """The recall prompt's section of notes ('' with none): a header, then one line each."""
    if not notes:
        return ""
    header = HEADERS.get(language, HEADERS["en"])
    lines = [f"- {n['link']}{' > ' + n['heading'] if n['heading'] else ''}: "
             f"{' '.join(n['excerpt'].split())}" for n in notes]
    return "\n".join([header, *lines])

"""Finding common sense for a recall: which libraries, and which of their entries.

Libraries used by one recall (MemNetAI's switches): none when `use` is off; else the global
libraries when `use_global`, the agent's own when `use_agent`, plus the libraries named in
`ids` for this call only (one-time: nothing about the agent changes).

Ranking is relevance only: BM25 (normalised by the best BM25 over every chosen library) plus
twice the cosine similarity, over three. An entry is a candidate when it shares a query term
or its cosine reaches MIN_COSINE. No decay, no time, no touch: common sense never fades and
a recall never writes to a library.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.commonsense.library import Library, Reader, Viewer, find, visible
from ebbing.core.query import analyze
from ebbing.embed.base import query_vector
from ebbing.models import Memory
from ebbing.retrieval.engine import SearchEngine

if TYPE_CHECKING:
    from ebbing.embed import Embedder

POOL = 50  # candidates taken from each list of each library
MIN_COSINE = 0.3  # below this, an entry sharing no query term is not relevant enough
SEMANTIC_WEIGHT = 2.0


class LibraryEngine(SearchEngine):
    """The search engine over one library. An entry's vector is its own heading path and
    text: entries are not conversation turns, so no neighbour is folded in."""

    def embedding_text(self, row: int, read: dict[int, Memory] | None = None) -> str:
        memory = (read or {}).get(row) or self.store.read_row(row)
        headings = memory.metadata.get("headings") or []
        return f"{' > '.join(headings)}: {memory.content}" if headings else memory.content


@dataclass(frozen=True)
class Found:
    library: Library
    entry: Memory
    score: float
    bm25: float
    cosine: float


_engines: weakref.WeakKeyDictionary[Any, dict[Any, LibraryEngine]] = (
    weakref.WeakKeyDictionary())


def owner_of(svc: Viewer) -> Any:
    """What a viewer's library engines are kept under: the service, or a Reader's owner."""
    return svc.owner if isinstance(svc, Reader) else svc


def engine_for(svc: Viewer, lib: Library, embedder: Embedder | None) -> LibraryEngine:
    from ebbing.embed.cache import VectorCache

    engines = _engines.setdefault(owner_of(svc), {})
    key = (lib.folder, None if embedder is None else embedder.name)
    if key not in engines:
        cache = None if embedder is None else VectorCache(lib.folder, embedder.name)
        engines[key] = LibraryEngine(lib.store(svc), embedder, cache)
    return engines[key]


def forget_engines(svc: Viewer, lib: Library) -> None:
    """Drop (and close) the cached engines of a library that is being deleted."""
    owner = owner_of(svc)
    for key in [k for k in _engines.get(owner, {}) if k[0] == lib.folder]:
        _engines[owner].pop(key).store.close()


def choose(svc: Viewer, *, use: bool = True, use_global: bool = True,
           use_agent: bool = False, ids: Sequence[str] = ()) -> list[Library]:
    """The libraries one recall reads (an unknown id is an error: NotFound). A one-time id
    may name any library of the home (library.find with `anywhere`)."""
    if not use:
        return []
    chosen = {lib.folder: lib for lib in visible(svc)
              if (use_global and lib.scope == "global") or (use_agent and lib.scope == "agent")}
    for library_id in ids:
        lib = find(svc, library_id, anywhere=True)
        chosen.setdefault(lib.folder, lib)
    return list(chosen.values())


def search(svc: Viewer, libraries: list[Library], query: str, top: int,
           embedder: Embedder | None) -> list[Found]:
    """The `top` most relevant entries over the libraries, best first."""
    if not libraries or top <= 0:
        return []
    query_terms = analyze(query).terms
    q: npt.NDArray[np.float32] | None = None
    if embedder is not None:
        q = query_vector(embedder, query)
    found: list[tuple[Library, LibraryEngine, int, float, float]] = []
    for lib in libraries:
        engine = engine_for(svc, lib, embedder)
        engine.sync()
        allowed = engine.store.cols.col("alive").copy()
        if not allowed.any():
            continue
        lexical = engine.lexical_top(query_terms, POOL, allowed)
        semantic, _ = engine.semantic_top(q, POOL, allowed)
        rows = np.union1d(lexical, semantic).astype(np.int64)
        bm25 = engine.lexical.scores_for(query_terms, rows).astype(np.float64)
        cosine = engine.cosines(q, rows)
        found.extend((lib, engine, int(r), float(b), float(c))
                     for r, b, c in zip(rows, bm25, cosine, strict=True)
                     if b > 0 or c >= MIN_COSINE)
    if not found:
        return []
    best = max(b for *_, b, _ in found) or 1.0
    scored = sorted(((b / best + SEMANTIC_WEIGHT * max(c, 0.0)) / (1 + SEMANTIC_WEIGHT), i)
                    for i, (*_, b, c) in enumerate(found))
    results = []
    for score, i in sorted(scored, key=lambda pair: (-pair[0], pair[1]))[:top]:
        lib, engine, row, b, c = found[i]
        results.append(Found(lib, engine.store.read_row(row), score, b, c))
    return results


def iso(value: Any) -> str:
    return str(value.isoformat().replace("+00:00", "Z"))


def listing(hit: Found) -> dict[str, Any]:
    """One entry of commonSenseList: MemNetAI's fields, then ebbing's own."""
    entry = hit.entry
    return {
        "id": entry.id,
        "memnetaiCommonSenseDatabaseName": hit.library.name,
        "text": entry.content,
        "createTime": iso(entry.created_at),
        "updateTime": iso(entry.updated_at),
        "commonSenseDatabaseId": hit.library.id,
        "scope": hit.library.scope,
        "namespace": hit.library.namespace,
        "headings": entry.metadata.get("headings", []),
        "source": entry.source,
        "line": entry.metadata.get("line"),
        "score": round(hit.score, 6),
    }


def common_sense_for(svc: Viewer, query: str, *, deep: bool = True, use: bool = True,
                     use_global: bool = True, use_agent: bool = False,
                     ids: Sequence[str] = (),
                     embedder: Embedder | None = None) -> list[dict[str, Any]]:
    """commonSenseList for one recall (5 entries deep, 3 shallow). `embedder`: default the
    service's (the memories' embedder: one model loaded, not two)."""
    libraries = choose(svc, use=use, use_global=use_global, use_agent=use_agent, ids=ids)
    if not libraries:
        return []
    if embedder is None:
        engine = getattr(svc, "engine", None)  # a MemoryService's; a Reader has none
        embedder = None if engine is None else engine.embedder
    return [listing(h) for h in search(svc, libraries, query, 5 if deep else 3, embedder)]

"""Building a service's search engine from its settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.retrieval.engine import SearchEngine

if TYPE_CHECKING:
    from ebbing.embed import Embedder
    from ebbing.service import MemoryService


def build_engine(svc: MemoryService, embedder: Embedder | None = None) -> SearchEngine:
    """The engine of `svc`; `embedder` (else the one its settings name) may be shared, as the
    daemon shares one loaded model between its agents."""
    from ebbing.embed import make_embedder
    from ebbing.embed.cache import VectorCache, slug

    embedder = embedder or make_embedder(svc.settings.embedder, svc.settings.onnx)
    # with the PostgreSQL backend, the vectors other daemons embedded (pg/vectors.py)
    shared = getattr(svc.store, "shared_vectors", None)
    cache = VectorCache(svc.folder, embedder.name,
                        shared=shared(embedder.name) if shared is not None else None)
    folder = svc.folder / ".cache" / "search" / slug(embedder.name)
    return SearchEngine(svc.store, embedder, cache, folder)

"""Loading and saving a search engine's indexes (index/state.py holds the format): a new
process loads what an earlier one saved and indexes only the rows whose offset moved."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ebbing.index import state
from ebbing.retrieval.documents import INDEX_VERSION

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

log = logging.getLogger("ebbing")


def saved_name(engine: SearchEngine) -> str:
    """What the saved indexes must have been made with to be loaded."""
    model = engine.embedder.name if engine.embedder is not None else "no vectors"
    return f"{model}; index {INDEX_VERSION}"


def load_saved(engine: SearchEngine) -> None:
    """Take the saved indexes into `engine` when they still hold for its store's log."""
    engine._loaded = True
    fd = engine.store.memory_log.fd
    if engine.folder is None or fd is None:
        return
    saved = state.load(engine.folder, saved_name(engine), fd, engine.store.cols.n)
    if saved is None:
        return
    engine.indexed, engine.lexical, engine.vectors = saved.indexed, saved.lexical, saved.vectors
    engine.speaker = saved.speaker
    for name in saved.characters:
        engine._code(name)
    engine.context = saved.context
    engine.events = saved.events
    engine.names = set(saved.names)
    engine.capitals = saved.capitals
    engine.contexts = {name: code for code, name in enumerate(saved.contexts)}
    if saved.lists_token is not None and saved.vectors.lists is not None:
        engine._saved_lists = (saved.vectors.lists, saved.lists_token)


def save_indexes(engine: SearchEngine) -> None:
    """Save `engine`'s indexes now (its sync does it when enough changed)."""
    fd = engine.store.memory_log.fd
    if engine.folder is None or fd is None:
        return
    lists = engine.vectors.lists
    token = engine._saved_lists[1] if engine._saved_lists and engine._saved_lists[0] is lists \
        else None
    n = engine.store.cols.n
    names = sorted(engine.characters, key=engine.characters.__getitem__)
    saved = state.Saved(engine.indexed[:n], engine.lexical, engine.vectors, token,
                        engine.speaker[:n], names, engine.context[:n],
                        sorted(engine.contexts, key=engine.contexts.__getitem__), engine.events,
                        sorted(engine.names), engine.capitals)
    try:
        token = state.save(engine.folder, saved_name(engine), fd,
                           engine.store.memory_log.offset, saved, lists)
    except OSError as error:  # derived data: never fail a search over it
        log.warning("could not save the search indexes in %s: %s", engine.folder, error)
        return
    engine._saved_lists = (lists, token) if lists is not None and token else None
    engine._unsaved = 0

"""What the page of one memory shows, gathered from MemoryService: the memory and its score,
the change log, the history chain, what it cites and what cites it, its uses, the decay plot
and the numbers behind it (review band, promotion, forgetting)."""

from __future__ import annotations

import threading
import weakref
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ebbing.core.promotion import due_reason, uses_within
from ebbing.core.review import priority
from ebbing.store.uses import UseLog
from ebbing.ui.plot import Use, score_plot

if TYPE_CHECKING:
    from ebbing.models import Memory
    from ebbing.service import MemoryService
    from ebbing.store.memory_store import MemoryStore

_USE_LOGS: weakref.WeakKeyDictionary[MemoryStore, UseLog] = weakref.WeakKeyDictionary()
_GUARD = threading.Lock()


def use_log(store: MemoryStore) -> UseLog:
    """The uses read from a store's log, kept while the store is open (the daemon's are)."""
    with _GUARD:
        found = _USE_LOGS.get(store)
        if found is None:
            found = _USE_LOGS[store] = UseLog(store.memory_log.path)
        return found


def memory_view(svc: MemoryService, memory_id: str, now: datetime) -> dict[str, Any]:
    from ebbing.thinking.derived import citing

    memory = svc.get(memory_id)
    settings = svc.settings
    value = svc.score(memory, now)
    uses = [Use(at, boost) for at, boost in use_log(svc.store).of(memory.id)]
    promote = settings.promote_params()
    plot = score_plot(created=memory.created_at, last_used=memory.last_used,
                      use_count=memory.use_count, strength=memory.strength,
                      tags=list(memory.tags), uses=uses, now=now,
                      decay_params=settings.decay_params(), review=settings.review_params(),
                      promote_score=promote.min_score,
                      forget_threshold=settings.forget_threshold)
    recent = uses_within([u.at for u in uses], now, promote.window_days)
    chain = svc.history(memory.id)
    cited = [_found(svc, i) for i in memory.derived_from]
    cited_by = [_found(svc, i) for i in citing(svc, memory.id)]
    linked = _found(svc, memory.linked_new_memory_id) if memory.linked_new_memory_id else None
    return {
        "memory": memory, "score": value, "plot": plot, "uses": uses, "now_time": now,
        "review_priority": priority(value, settings.review_params()),
        "danger": settings.review_params(), "forget_threshold": settings.forget_threshold,
        "promote": promote, "recent_uses": recent,
        "due": due_reason(value, memory.use_count, recent, promote),
        "chain": chain if len(chain) > 1 else [], "cited": cited, "cited_by": cited_by,
        "linked": linked, "triggers": {e.trigger_memory_id: _found(svc, e.trigger_memory_id)
                                       for e in memory.change_log if e.trigger_memory_id},
    }


def _found(svc: MemoryService, memory_id: str) -> tuple[str, Memory | None]:
    """(id, the memory or None when it is gone): a link is shown even to a deleted memory."""
    return memory_id, svc.store.get(memory_id)

"""MemoryService: the one place behaviour lives. Every interface (CLI, Python API) calls it."""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.backend import open_store
from ebbing.config import Settings
from ebbing.content import check_content
from ebbing.core.decay import half_lives, score, score_many
from ebbing.core.reinforce import plan_touch
from ebbing.core.review import priority_many
from ebbing.errors import InvalidInput, NotFound, unrecorded
from ebbing.lifecycle.statuses import StatusOps
from ebbing.models import Lifecycle, Memory, Relation, Status, utc
from ebbing.names import agent_folder, check_id, check_name, new_id
from ebbing.store.batch import paused_gc
from ebbing.store.columns import LIFECYCLE_CODE, LIFECYCLES, STATUS_CODE, STATUSES, to_us
from ebbing.store.memory_store import CompactReport, MemoryStore, TouchEvent

US_PER_DAY = 86_400_000_000


@dataclass(frozen=True)
class Scored:
    memory: Memory
    score: float
    priority: float = 0.0


@dataclass
class GcReport:
    threshold: float
    candidates: list[Scored]
    applied: bool
    action: str  # "archive" or "delete"
    total: int = 0  # candidates in all (`candidates` holds only the first `shown` of a preview)


def clean_list(values: Iterable[str], what: str) -> list[str]:
    """Trimmed, de-duplicated (first spelling wins), non-empty values."""
    if not values:
        return []
    seen: dict[str, str] = {}
    for value in values:
        if not isinstance(value, str):
            raise InvalidInput(f"{what} must be text, not {value!r}")
        text = value.strip()
        if not text:
            raise InvalidInput(f"empty {what}")
        seen.setdefault(text.lower(), text)
    return list(seen.values())


class MemoryService(StatusOps):
    """Remember, recall-free basics, reinforcement, review, forgetting and maintenance for one
    memory agent (`<home>/<namespace>/<agent>/`)."""

    def __init__(self, settings: Settings | None = None, namespace: str | None = None,
                 agent: str | None = None) -> None:
        self.settings = settings or Settings()
        self.namespace = check_name(
            "namespace", self.settings.namespace if namespace is None else namespace
        )
        self.agent = check_name("agent", self.settings.agent if agent is None else agent)
        self._store: MemoryStore | None = None
        self._engine: Any = None
        self._folder: Path | None = None

    @property
    def folder(self) -> Path:
        """The agent's folder (an old layout's where one exists: names.child_folder)."""
        if self._folder is None:
            self._folder = agent_folder(self.settings.home, self.namespace, self.agent)
        return self._folder

    @property
    def store(self) -> MemoryStore:
        if self._store is None:
            self._store = open_store(self.settings, self.folder, self.namespace, self.agent)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    @staticmethod
    def _now(now: datetime | None) -> datetime:
        return datetime.now(UTC) if now is None else utc(now)

    # -- remembering ------------------------------------------------------------------------
    def build(self, content: str, *, tags: Sequence[str] = (), entities: Sequence[str] = (),
              character: str | None = None, source: str | None = None,
              occurred_at: datetime | None = None, metadata: dict[str, Any] | None = None,
              context_id: str | None = None, derived_from: Sequence[str] = (),
              strength: float = 1.0, now: datetime | None = None) -> Memory:
        """A new memory, validated, not stored (see Memory for context_id, derived_from;
        `strength`, 1 to 2, how slowly it fades: CortexGraph's base strength)."""
        at = self._now(now)
        check_content(content, self.settings.max_memory_bytes)
        return Memory(
            id=new_id(at), content=content, tags=clean_list(tags, "tag"),
            entities=clean_list(entities, "entity"), character=character or None,
            source=source or None, metadata=dict(metadata or {}), created_at=at, updated_at=at,
            occurred_at=utc(occurred_at) if occurred_at else at, last_used=at,
            context_id=context_id or None, derived_from=list(derived_from),
            **({} if strength == 1.0 else {"strength": strength}))  # as bulk.py builds it

    def remember(self, content: str, **fields: Any) -> Memory:
        """Store a new memory; with conflict detection on, older memories it contradicts
        change status (see remember_checked, which also says what changed)."""
        return self.remember_checked(content, **fields).memory

    def remember_many(self, memories: builtins.list[Memory], *, snapshot: bool = True) -> None:
        """Store many memories in one durable append (see MemoryStore.put)."""
        with paused_gc():
            self.store.put(memories, snapshot=snapshot)

    def remember_batch(self, items: Iterable[dict[str, Any]], *,
                       snapshot: bool = True) -> Sequence[Memory]:
        """Build (as `build`, each item its keyword arguments) and store many memories in one
        durable append, all or none: the bulk path of the Python API (ebbing.bulk)."""
        from ebbing.bulk import remember_batch

        return remember_batch(self, items, snapshot=snapshot)

    # -- reading ----------------------------------------------------------------------------
    def get(self, memory_id: str) -> Memory:
        found = self.store.get(check_id(memory_id))
        if found is None:
            raise NotFound(f"no memory {memory_id!r} in {self.namespace}/{self.agent}")
        return found

    def list(self, *, tag: str | None = None, status: Status | None = None,
             lifecycle: Lifecycle | None = None, since: datetime | None = None,
             limit: int | None = 50) -> list[Memory]:
        """Memories newest first. Archived ones only when asked for by lifecycle."""
        rows = self._filter_rows(tag=tag, status=status, lifecycle=lifecycle, since=since)
        created = self.store.cols.col("created")[rows]
        order = rows[np.argsort(-created, kind="stable")]
        if limit:
            order = order[:limit]
        return list(self.store.iter_memories(order.tolist()))

    def _filter_rows(self, *, tag: str | None = None, status: Status | None = None,
                     lifecycle: Lifecycle | None = None,
                     since: datetime | None = None) -> npt.NDArray[np.int64]:
        store = self.store
        rows = store.alive_rows()
        cols = store.cols
        mask = np.ones(len(rows), dtype=bool)
        if lifecycle is None:
            mask &= cols.col("lifecycle")[rows] != LIFECYCLE_CODE[Lifecycle.ARCHIVED]
        else:
            mask &= cols.col("lifecycle")[rows] == LIFECYCLE_CODE[lifecycle]
        if status is not None:
            mask &= cols.col("status")[rows] == STATUS_CODE[status]
        if since is not None:
            mask &= cols.col("created")[rows] >= to_us(utc(since))
        if tag is not None:
            wanted = tag.strip().lower()
            sets = [i for i, ts in enumerate(cols.tagsets) if wanted in {t.lower() for t in ts}]
            mask &= np.isin(cols.col("tagset")[rows], sets)
        return rows[mask]

    # -- scoring ----------------------------------------------------------------------------
    def score(self, memory: Memory | str, now: datetime | None = None) -> float:
        m = self.get(memory) if isinstance(memory, str) else memory
        return score(m.use_count, m.strength, m.last_used, m.tags, self._now(now),
                     self.settings.decay_params())

    def scores(self, rows: npt.NDArray[np.int64], now: datetime) -> npt.NDArray[np.float64]:
        """Current scores of many rows at once, from the columns."""
        cols, params = self.store.cols, self.settings.decay_params()
        half_life = half_lives(cols.tagsets, cols.col("tagset")[rows], params)
        age = (to_us(utc(now)) - cols.col("last_used")[rows]) / US_PER_DAY
        return score_many(cols.col("use_count")[rows], cols.col("strength")[rows],
                          age.astype(np.float64), half_life, params)

    # -- reinforcement ----------------------------------------------------------------------
    def touch(self, memory_id: str, *, context_tags: Sequence[str] = (),
              now: datetime | None = None, review: bool = False) -> Memory:
        """Use a memory: fresher, one more use, stronger (more so in a new context)."""
        at = self._now(now)
        with self.store.lock:  # the boost is capped by the strength read here
            memory = self.get(memory_id)
            plan = plan_touch(memory.strength, memory.tags, context_tags,
                              self.settings.reinforce_params())
            self.store.touch([TouchEvent(memory.id, at, plan, review)])
        return self.get(memory.id)

    def review(self, now: datetime | None = None, limit: int = 20) -> builtins.list[Scored]:
        """Memories fading through the danger zone, most urgent first."""
        at = self._now(now)
        rows = self._filter_rows()
        values = self.scores(rows, at)
        urgency = priority_many(values, self.settings.review_params())
        picked = np.flatnonzero(urgency > 0)
        picked = picked[np.argsort(-urgency[picked], kind="stable")][:limit]
        return [Scored(self.store.read_row(int(rows[i])), float(values[i]), float(urgency[i]))
                for i in picked]

    # -- changing and forgetting ------------------------------------------------------------
    def edit(self, memory_id: str, *, now: datetime | None = None, **changes: Any) -> Memory:
        """A new version of the memory with `changes` (content, tags, entities, character,
        source, metadata, occurred_at); everything else is kept.

        Read and write happen under the store's lock, so a use recorded by another process
        in between is not overwritten by the uses this version carries."""
        with self.store.lock:
            return self._edit(self.get(memory_id), now, changes)

    def _edit(self, memory: Memory, now: datetime | None, changes: dict[str, Any]) -> Memory:
        allowed = {"content", "tags", "entities", "character", "source", "metadata",
                   "occurred_at", "lifecycle", "status", "linked_new_memory_id", "change_log"}
        unknown = set(changes) - allowed
        if unknown:
            raise InvalidInput(f"cannot edit {', '.join(sorted(unknown))}")
        if "tags" in changes:
            changes["tags"] = clean_list(changes["tags"], "tag")
        if "entities" in changes:
            changes["entities"] = clean_list(changes["entities"], "entity")
        if "content" in changes:
            check_content(changes["content"], self.settings.max_memory_bytes, "the new text")
        data = memory.model_dump() | changes | {"updated_at": self._now(now)}
        updated = Memory.model_validate(data)
        self.store.put([updated])
        return updated

    def forget(self, memory_id: str, *, hard: bool = False,
               now: datetime | None = None) -> Memory:
        """Archive a memory (kept, findable when asked for) or, with `hard`, delete it and
        the relations that touch it."""
        with self.store.lock:
            memory = self.get(memory_id)
            if hard:
                self.store.delete([memory.id], self._now(now))
                self._drop_relations({memory.id})
                return memory
            if memory.lifecycle is Lifecycle.ARCHIVED:
                return memory
            return self._edit(memory, now, {"lifecycle": Lifecycle.ARCHIVED})

    def _drop_relations(self, memory_ids: set[str]) -> None:
        keys = [key for key in self.store.relations if key[0] in memory_ids or key[1] in memory_ids]
        self.store.delete_relations(keys)

    def gc(self, now: datetime | None = None, *, apply: bool = False,
           hard: bool = False, shown: int | None = None) -> GcReport:
        """Active memories whose score fell under the forget threshold; archived (or deleted
        with `hard`) only with `apply` (under the lock); a preview reads the first `shown`."""
        with self.store.lock if apply else nullcontext():
            return self._gc(self._now(now), apply, hard, None if apply else shown)

    def _gc(self, at: datetime, apply: bool, hard: bool, shown: int | None) -> GcReport:
        rows = self._filter_rows(lifecycle=Lifecycle.ACTIVE)
        values = self.scores(rows, at)
        threshold = self.settings.forget_threshold
        low = np.flatnonzero(values < threshold)
        low = low[np.argsort(values[low], kind="stable")]
        candidates = [Scored(self.store.read_row(int(rows[i])), float(values[i]))
                      for i in low[:shown]]
        if apply and candidates:
            if hard:
                gone = [c.memory.id for c in candidates]
                self.store.delete(gone, at)
                self._drop_relations(set(gone))
            else:
                self.store.put([
                    c.memory.model_copy(update={"lifecycle": Lifecycle.ARCHIVED, "updated_at": at})
                    for c in candidates
                ])
        return GcReport(threshold, candidates, apply, "delete" if hard else "archive", len(low))

    def compact(self) -> CompactReport:
        return self.store.compact()
    def consolidate(self, **options: Any) -> Any:
        """Merge near-duplicate memories (ebbing.consolidate.consolidate: apply, now, ...)."""
        from ebbing.consolidate import consolidate

        return consolidate(self, **options)

    # -- relations --------------------------------------------------------------------------
    def relate(self, relations: builtins.list[Relation]) -> None:
        self.store.put_relations(relations)

    def relations(self) -> builtins.list[Relation]:
        self.store.refresh()
        return sorted(self.store.relations.values(), key=lambda r: r.key())

    # -- retrieval --------------------------------------------------------------------------
    @property
    def engine(self) -> Any:
        """The search engine (indexes kept in step with the store); built on first use."""
        if self._engine is None:
            from ebbing.retrieval.setup import build_engine

            self._engine = build_engine(self)
        return self._engine

    def search(self, query: str, *, top: int = 10, now: datetime | None = None,
               character: str | None = None, touch: bool = False, associate: bool = True,
               hops: int = 2, **filters: Any) -> builtins.list[Any]:
        """Ranked memories for `query` with why they matched (see retrieval/search.py);
        `associate` spreads over `hops` hops of the entity graph (graph/). Filters: tags,
        statuses, since, until, include_archived."""
        from ebbing.lang.hant import simplified
        from ebbing.retrieval.search import Filters, run_search

        at, asked = self._now(now), simplified(query)  # 我對什麼過敏 as 我对什么过敏: lang/hant.py
        hits = run_search(self, self.engine, asked, top=top, now=at, character=character,
                          filters=Filters(**filters), review_share=self.settings.review_share,
                          hops=hops if associate else 0)
        if touch:
            self.record_uses(hits, at)
        return hits

    def record_uses(self, hits: Sequence[Any], at: datetime) -> None:
        """The hits a person's search or recall returned were used; on a full disk the answer
        still stands and the use is reported as not recorded (docs/storage.md)."""
        with unrecorded("the use of the memories found"):
            self.touch_many([h.memory.id for h in hits], now=at,
                            review_ids={h.memory.id for h in hits if h.review})

    def recall(self, query: str, *, character: str | None = None, deep: bool | int = True,
               detailed: bool = False, now: datetime | None = None,
               touch: bool | None = None, include_linked_new: bool = False,
               associate: bool = True, common_sense: bool = True, no_derived: bool = False,
               global_common_sense: bool = True, agent_common_sense: bool = False,
               common_sense_ids: Sequence[str] = ()) -> dict[str, Any]:
        """MemNetAI-style recall (retrieval/recall.py): `memoryPrompt`, `commonSenseList`,
        `associativeThinkingList`, `memorySummaryList` when detailed; `deep`: core/depth.py."""
        from ebbing.core.depth import plan
        from ebbing.retrieval.recall import run_recall

        return run_recall(self, query, character=character, **plan(deep), detailed=detailed,
                          now=self._now(now), touch=touch, include_linked_new=include_linked_new,
                          associate=associate, common_sense=common_sense,
                          global_common_sense=global_common_sense,
                          agent_common_sense=agent_common_sense,
                          common_sense_ids=common_sense_ids, no_derived=no_derived)

    def touch_many(self, memory_ids: builtins.list[str], *, now: datetime | None = None,
                   review_ids: set[str] | None = None) -> None:
        """Reinforce several memories in one append (plain uses, no context)."""
        at = self._now(now)
        params = self.settings.reinforce_params()
        with self.store.lock:
            events = []
            for memory_id in memory_ids:
                memory = self.get(memory_id)
                plan = plan_touch(memory.strength, memory.tags, (), params)
                events.append(TouchEvent(memory.id, at, plan, memory_id in (review_ids or ())))
            self.store.touch(events)

    # -- statistics -------------------------------------------------------------------------
    def stats(self, now: datetime | None = None) -> dict[str, Any]:
        at = self._now(now)
        store = self.store
        rows = store.alive_rows()
        cols = store.cols
        status = cols.col("status")[rows]
        lifecycle = cols.col("lifecycle")[rows]
        values = self.scores(rows, at)
        edges = [0.0, 0.05, 0.15, 0.35, 0.65, 1.0, float("inf")]
        counts, _ = np.histogram(values, bins=edges)
        files = {}
        for path in sorted(store.folder.iterdir()):
            if path.is_file() and path.name not in {".lock", ".gitignore"}:
                files[path.name] = path.stat().st_size
        cache = store.folder / ".cache"
        if cache.is_dir():
            files[".cache/"] = sum(p.stat().st_size for p in cache.rglob("*") if p.is_file())
        return {
            "namespace": self.namespace,
            "agent": self.agent,
            "folder": str(store.folder),
            "memories": len(rows),
            "deleted": int(cols.n - len(rows)),
            "relations": len(store.relations),
            "by_status": {s.value: int(np.sum(status == i)) for i, s in enumerate(STATUSES)},
            "by_lifecycle": {s.value: int(np.sum(lifecycle == i))
                             for i, s in enumerate(LIFECYCLES)},
            "score_histogram": [
                {"from": edges[i], "to": None if edges[i + 1] == float("inf") else edges[i + 1],
                 "count": int(counts[i])}
                for i in range(len(counts))
            ],
            "files": files,
        }

"""Automatic dreaming: new structures built from existing memories, written back as derived
memories that are kept up to date in place.

Over recent and fading memories (or, given a subject, those recalled on it) a dream:
- groups them with the consolidation's clustering (consolidate/clusters.py: complete linkage
  over the search vectors, so every pair in a group is at least GROUP_AT similar) and writes a
  summary of each group that spans two episodes or more (context id, else day: within one
  episode, search already lends context between neighbours);
- profiles the entities named most often ("What is known about Caroline: ..."), a memory
  being about the entities it names and about the person who said it;
- bridges two groups that name the same entity.
Each derived memory has a key (metadata `key`): dreaming again revises the one with that key
(a new version with a change-log entry) instead of piling up near-copies, and leaves it alone
when nothing changed. A dream is no use of what it draws on (only a person's use is): it
reinforces nothing, so it never makes a memory due for promotion nor keeps one from fading;
nothing is archived or changed otherwise."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from datetime import UTC, datetime
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.core.derive import (
    Source,
    compose_bridge,
    compose_profile,
    compose_summary,
    compose_theme,
)
from ebbing.core.themes import Said, passage, themes
from ebbing.embed.base import native
from ebbing.models import Memory, Status, utc
from ebbing.thinking.derived import (
    derived_memories,
    is_derived,
    revise,
    source_of,
    write_many,
)
from ebbing.thinking.think import Outcome

if TYPE_CHECKING:
    from ebbing.service import MemoryService

GROUP_AT = 0.55  # cosine every pair of a group reaches
SUMMARY_CITES = 6
PROFILES = 24  # entities profiled per dream
PROFILE_CITES = 20
BRIDGES = 10
THEME_CITES = 12
THEME_SHARE = 0.1  # a word in more of the pool's memories is no theme
FADING = 100  # fading memories (the review queue) added to the recent ones


def pool_of(svc: MemoryService, subject: str | None, at: datetime, size: int) -> list[Memory]:
    """What a dream draws on: valid memories a person or an assistant said (a memory that is
    outdated, repudiated or suspected is never restated as if it were true)."""
    if subject:
        hits = svc.search(subject, top=min(size, 100), now=at, touch=False, no_derived=True,
                          statuses=(Status.VALID,))
        return [h.memory for h in hits]
    chosen = {m.id: m for m in svc.list(limit=size, status=Status.VALID) if _drawable(m)}
    for scored in svc.review(at, limit=FADING):
        if _drawable(scored.memory):
            chosen.setdefault(scored.memory.id, scored.memory)
    return sorted(chosen.values(), key=lambda m: m.id)


def _drawable(memory: Memory) -> bool:
    return not is_derived(memory) and memory.status is Status.VALID


def vectors_of(svc: MemoryService, pool: list[Memory]) -> npt.NDArray[np.float32] | None:
    """The search engine's vectors of `pool` (from its cache), None without an embedder."""
    engine = svc.engine
    if engine.embedder is None:
        return None
    engine.sync()  # the texts search embedded: their vectors come from the cache
    at_row = [svc.store.cols.row_of(m.id) for m in pool]
    texts = [engine.embedding_text(r) if r is not None else m.content
             for r, m in zip(at_row, pool, strict=True)]
    vectors: npt.NDArray[np.float32] = engine._embed(texts, None)
    return vectors


def groups_of(pool: list[Memory], vectors: npt.NDArray[np.float32] | None,
              group_at: float = GROUP_AT) -> list[list[int]]:
    """Indices into `pool` of each group (two or more members), by the consolidation's
    clustering over the search engine's vectors."""
    from ebbing.consolidate.clusters import clusters, similarity_graph

    if vectors is None:
        return []
    graph = similarity_graph(vectors, np.zeros(len(pool), dtype=np.int64), group_at)
    found = clusters(graph, np.ones(len(pool), dtype=bool), group_at)
    out = []
    for rows in found:
        members = rows.tolist()
        if len({_episode(pool[i]) for i in members}) < 2:
            continue  # one episode: search already lends context between its memories
        if len(members) > SUMMARY_CITES:  # the members nearest the group's centre
            centre = vectors[members].mean(axis=0)
            near = np.argsort(-(vectors[members] @ centre), kind="stable")[:SUMMARY_CITES]
            members = sorted(members[i] for i in near.tolist())
        out.append(members)
    return out


def _episode(memory: Memory) -> str:
    """The conversation a memory was said in, else its day."""
    return memory.context_id or memory.occurred_at.date().isoformat()


def dream(svc: MemoryService, subject: str | None = None, *, auto: bool = False,
          now: datetime | None = None, pool: int | None = None) -> Outcome:
    """Dream over recent and fading memories (or those recalled on `subject`). One dream run
    of an agent at a time, whichever daemon runs it (backend.run_fence; an automatic run does
    not wait for another: TimeoutError)."""
    from ebbing.backend import RUN_WAIT_S, run_fence

    with run_fence(svc.store, "dream", 0.0 if auto else RUN_WAIT_S):
        return _dream(svc, subject, auto, now, pool)


def _dream(svc: MemoryService, subject: str | None, auto: bool, now: datetime | None,
           pool: int | None) -> Outcome:
    at = datetime.now(UTC) if now is None else utc(now)
    memories = pool_of(svc, (subject or "").strip() or None, at, pool or svc.settings.dream_pool)
    outcome = Outcome("dream", (subject or "").strip() or "recent and fading memories", auto)
    outcome.rounds.append({"pool": len(memories)})
    if len(memories) < 2:
        outcome.note = "fewer than two memories to dream over"
        return outcome
    sources = [source_of(m, svc.score(m, at), at) for m in memories]
    existing = {str(m.metadata.get("key")): m for m in derived_memories(svc)
                if m.metadata.get("key")}
    plans: list[tuple[str, str, list[Source], dict[str, Any]]] = []
    vectors = vectors_of(svc, memories)
    # GROUP_AT is on MiniLM's scale: as a cosine of the embedder in use (embed/base.py)
    groups = groups_of(memories, vectors, native(svc.engine.embedder, GROUP_AT, passages=True))
    for members in groups:
        cited = [sources[i] for i in members]
        plans.append((f"group:{cited[0].id}", compose_summary(cited), cited,
                      {"derived": "summary"}))
    plans += _profiles(speaking(sources, memories))
    plans += _bridges(sources, groups)
    plans += _themes(memories, sources, svc.settings.dream_themes)
    fresh: list[Memory] = []
    for key, text, cited, meta in plans:
        old = existing.get(key)
        ids = [s.id for s in cited]
        if old is None:
            entities = [meta["entity"]] if "entity" in meta else []
            fresh.append(svc.build(text, tags=["dream"], entities=entities, now=at,
                                   character=svc.agent, source="dreaming",
                                   metadata=meta | {"key": key}, derived_from=ids))
        else:
            updated = revise(svc, old, text, ids, at)
            if updated is not None:
                outcome.written.append(updated)
    write_many(svc, fresh, at)  # one durable append for the new ones
    outcome.written = fresh + outcome.written
    used = sorted({s.id for _, _, cited, _ in plans for s in cited})
    outcome.cited = used  # drawn on, not used: nothing is reinforced
    if not plans:
        outcome.note = "no groups, shared entities or bridges found"
    return outcome


def speaking(sources: list[Source], memories: list[Memory]) -> list[Source]:
    """The sources with their speaker among the entities they are about (what Melanie said
    is about Melanie, though her own words rarely name her)."""
    return [replace(s, entities=tuple(dict.fromkeys((m.character, *s.entities))))
            if m.character else s for s, m in zip(sources, memories, strict=True)]


def _mentions(sources: list[Source]) -> dict[str, list[int]]:
    by: dict[str, list[int]] = defaultdict(list)
    spelling: dict[str, str] = {}
    for i, source in enumerate(sources):
        for name in dict.fromkeys(source.entities):
            spelling.setdefault(name.lower(), name)
            by[spelling[name.lower()]].append(i)
    return by


def _profiles(sources: list[Source]) -> list[tuple[str, str, list[Source], dict[str, Any]]]:
    by = _mentions(sources)
    named = sorted((e for e, rows in by.items() if len(rows) >= 2),
                   key=lambda e: (-len(by[e]), e.lower()))[:PROFILES]
    out = []
    for entity in named:
        rows = sorted(by[entity], key=lambda i: (-sources[i].score, sources[i].age_days,
                                                 sources[i].id))[:PROFILE_CITES]
        cited = sorted((sources[i] for i in rows), key=lambda s: s.id)
        out.append((f"profile:{entity.lower()}", compose_profile(entity, cited), cited,
                    {"derived": "profile", "entity": entity}))
    return out


def _bridges(sources: list[Source],
             groups: list[list[int]]) -> list[tuple[str, str, list[Source], dict[str, Any]]]:
    """Two groups naming the same entity: a bridge citing the first member of each that
    names it."""
    where: dict[str, list[tuple[int, int]]] = defaultdict(list)  # entity -> (group, index)
    for g, members in enumerate(groups):
        seen: set[str] = set()
        for i in members:
            for name in sources[i].entities:
                if name.lower() not in seen:
                    seen.add(name.lower())
                    where[name.lower()].append((g, i))
    out: list[tuple[str, str, list[Source], dict[str, Any]]] = []
    for entity in sorted(where):
        found = where[entity]
        for (g1, i1), (g2, i2) in pairwise(found):
            if g1 == g2 or len(out) >= BRIDGES:
                continue
            name = next(e for e in sources[i1].entities if e.lower() == entity)
            cited = [sources[i1], sources[i2]]
            out.append((f"bridge:{entity}:{cited[0].id}:{cited[1].id}",
                        compose_bridge(name, cited), cited,
                        {"derived": "bridge", "entity": name}))
    return out


def _themes(memories: list[Memory], sources: list[Source],
            per_person: int) -> list[tuple[str, str, list[Source], dict[str, Any]]]:
    """Per person, up to `per_person` words they come back to in two or more episodes
    (core/themes.py; EBBING_DREAM_THEMES)."""
    said = [Said(m.character or "", _episode(m), m.content) for m in memories]
    people = sorted({m.character for m in memories if m.character})
    out = []
    for theme in themes(said, per_person=per_person, most=THEME_CITES, max_share=THEME_SHARE,
                        names=people):
        cited = [sources[i] for i in theme.members]
        text = compose_theme(theme.person, theme.word, cited,
                             [passage(memories[i].content, theme.stem) for i in theme.members])
        out.append((f"theme:{theme.person.lower()}:{theme.stem}", text, cited,
                    {"derived": "theme", "entity": theme.person, "theme": theme.word}))
    return out

"""Recall, shaped like MemNetAI's /v1/recall: a memory prompt plus detailed summaries."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ebbing.content import USE_CHARS, clip
from ebbing.core.annotate import annotate
from ebbing.core.prompt import PromptItem, change_line, folded_line, nothing, render
from ebbing.lang import normalise_language
from ebbing.models import Memory

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit
    from ebbing.service import MemoryService


NOTES_TOP = 3  # the vault's own notes a recall shows at most


def change_lines(memory: Memory, language: str = "en") -> list[str]:
    """A memory's change log as the prompt shows it, in `language` (core/prompt.py)."""
    lines = []
    for entry in memory.change_log:
        if entry.folded:
            lines.append(folded_line(entry.folded, language))
        lines.append(change_line(entry.at.date().isoformat(), entry.from_status.value,
                                 entry.to_status.value, entry.reason, entry.affected_part,
                                 entry.trigger_memory_id, language))
    return lines


@lru_cache(maxsize=8192)
def annotated(text: str, said: date, today: date | None = None, language: str = "en") -> str:
    """The prompt's text of a memory (`text`: its content clipped to USE_CHARS, so a cached
    entry stays small): "yesterday [16 Mar 2022]", the date its words mean beside them. Kept
    per (text, day said), the only things it depends on: a memory recalled again costs a
    lookup (resolving its time words was a fifth of a recall's Python), and a memory edited
    has other text, so it is never shown an older version's dates. With `today`, a plan's
    time that is over says so (core/annotate.py)."""
    return annotate(text, said, today, language)


def prompt_item(memory: Memory, current: str | None = None,
                language: str = "en", today: date | None = None) -> PromptItem:
    """The prompt's item for `memory`; `current`: the id of the memory that holds now in its
    place, when the prompt shows it (retrieval/current.py); `language`: the prompt's;
    `today`: the recall's day, against which a plan's time may be over."""
    return PromptItem(
        when=memory.occurred_at.date().isoformat(), who=memory.character,
        text=annotated(clip(uncited(memory), USE_CHARS), memory.occurred_at.date(), today,
                       language),
        status=memory.status.value, changes=change_lines(memory, language),
        replaced_by=memory.linked_new_memory_id, id=memory.id, current=current,
    )


def uncited(memory: Memory) -> str:
    """A memory's text for the prompt: a derived memory's citations (" [ID]" of each memory
    it cites) left out, since the assistant reads what was said, not ids (they stay in its
    content, `derivedFrom` and memorySummaryList)."""
    text = memory.content
    for cited in memory.derived_from:
        text = text.replace(f" [{cited}]", "").replace(f"[{cited}]", "")
    return text


def summary(hit: Hit) -> dict[str, Any]:
    """One entry of memorySummaryList."""
    m = hit.memory
    characters = [c for c in [m.character, *m.entities] if c]
    return {
        "memorySummaryId": m.id,
        "memorySummaryText": m.content,
        "maxImpression": round(hit.decay, 6),
        "charactersInMemory": list(dict.fromkeys(characters)),
        "memnetaiContextId": m.context_id,
        "contextType": "memory",
        "derivedFrom": list(m.derived_from),
        "memoryStatus": m.status.value,
        "linkedNewMemorySummaryId": m.linked_new_memory_id,
        "memoryChangeLog": [e.model_dump(mode="json") for e in m.change_log],
        "metaData": m.metadata,
        "isDerived": bool(m.derived_from),
        "score": round(hit.score, 6),
        "createTime": iso(m.created_at),
        "updateTime": iso(m.updated_at),
    }


def with_linked_new(hits: list[Hit], fetch: Callable[[str], Memory | None],
                    score: Callable[[Memory], float], hops: int = 5) -> list[Hit]:
    """MemNetAI's isIncludeLinkedNewMemoriesFromInvalid: after each memory that is no longer
    valid, the memories that replaced it (following the chain up to `hops` links), unless they
    are already among the results. A memory missing from the store ends the chain."""
    from ebbing.retrieval.search import Hit

    seen = {h.memory.id for h in hits}
    out: list[Hit] = []
    for hit in hits:
        out.append(hit)
        link, origin = hit.memory.linked_new_memory_id, hit.memory.id
        for _ in range(hops):
            newer = fetch(link) if link and link not in seen else None
            if newer is None:
                break
            seen.add(newer.id)
            decay = score(newer)
            out.append(Hit(newer, hit.score, hit.relevance, decay,
                           {"linked_from": origin, "decay": round(decay, 6)}))
            link, origin = newer.linked_new_memory_id, newer.id
    return out


def iso(value: datetime) -> str:
    return value.isoformat().replace("+00:00", "Z")


def recall_data(hits: list[Hit], detailed: bool,
                common_sense: list[dict[str, Any]] | None = None,
                budget: int | None = None, language: str = "en",
                current: dict[str, str] | None = None,
                today: date | None = None) -> dict[str, Any]:
    """MemNetAI's recall answer. No memory cleared the relevance floor: the prompt says so in
    one line. `budget` bounds the characters of the memories' texts (core/prompt.py);
    `language` (a lang/ code) is the language the prompt's own words are written in;
    `current`: for a memory no longer valid, the memory among `hits` that holds now;
    `today`: the recall's day (a plan whose time is over says so)."""
    from ebbing.commonsense.prompt import render_common_sense

    common_sense = common_sense or []
    current = current or {}
    items = [prompt_item(h.memory, current.get(h.memory.id), language, today) for h in hits]
    memories = render(items, budget, language) if hits else nothing(language)
    sections = [memories, render_common_sense(common_sense)]
    words = sum(len(str(c["text"]).split()) for c in common_sense)
    data: dict[str, Any] = {
        "memoryPrompt": "\n\n".join(s for s in sections if s),
        "associativeThinkingList": [],
        "commonSenseList": common_sense,
        "usage": {"consumedRecallCount": 1, "consumedMemoryCount": len(hits),
                  "consumedPoints": 0, "consumedThinkingCount": 0, "consumedDreamCount": 0,
                  "consumedCommonMemoryWords": words, "hasRemainingQuota": True},
    }
    if detailed:
        data["memorySummaryList"] = [summary(h) for h in hits]
    return data


def cleared(hits: list[Hit]) -> list[Hit]:
    """Of search's ranked hits, those whose strength reaches the relevance floor in force
    (`why`: `strength`, `floor`; retrieval/floor.py), in their order: the floor, not a count,
    decides how many a recall returns. Search keeps weak matches down to the floor less
    HIT_MARGIN beside a strong one (its ranked list is what the benchmarks score); recall
    leaves them out, so "who is my partner?" is not padded with the dog. With no floor (0,
    or an embedder never calibrated) every hit clears it."""
    return [h for h in hits if float(h.why.get("strength", 0.0)) >= float(h.why.get("floor", 0.0))]


def run_recall(svc: MemoryService, query: str, *, character: str | None, deep: bool,
               detailed: bool, now: datetime, touch: bool | None, include_linked_new: bool,
               associate: bool, common_sense: bool, global_common_sense: bool,
               agent_common_sense: bool, common_sense_ids: Sequence[str],
               top: int | None = None, no_derived: bool = False,
               language: str | None = None, notes: bool = True) -> dict[str, Any]:
    """MemoryService.recall: search, only the hits that cleared the relevance floor itself
    (`cleared`), reinforced unless told not to (a use: the person's question needed them;
    the memories a derived one brings and those linked from an invalid one are not
    reinforced), ahead of each memory no longer valid the one that holds now in its place
    (retrieval/current.py), the whole chain of memories that replaced it when asked
    (`include_linked_new`), and the common sense the
    switches choose (unknown library ids fail before any memory is reinforced). `top`: how
    many memories at most (default 10 when deep, 5 when not). `language`: a client's tag
    ("zh-CN"), else the setting EBBING_LANGUAGE, for the prompt's own words. `notes`: the
    vault's own notes about the query (vault/notes_search.py) in a section of their own,
    `vaultNoteList` (never reinforced, never changed)."""
    from ebbing.commonsense.recall import common_sense_for
    from ebbing.errors import unrecorded
    from ebbing.graph.views import thinking
    from ebbing.retrieval.current import with_current
    from ebbing.thinking.activity import user_call
    from ebbing.thinking.expand import with_cited

    with unrecorded("the time of this recall"):  # a full disk still answers
        user_call(svc, now)  # a person's recall makes the agent active again

    reinforce = svc.settings.recall_touch if touch is None else touch
    common = common_sense_for(svc, query, deep=deep, use=common_sense,
                              use_global=global_common_sense, use_agent=agent_common_sense,
                              ids=common_sense_ids)
    hops = (2 if deep else 1) if associate else 0
    hits = cleared(svc.search(query, top=top or (10 if deep else 5), now=now,
                              character=character, touch=False, hops=hops,
                              associate=associate, no_derived=no_derived))
    if reinforce and hits:  # what it returns, which cleared the floor itself
        svc.record_uses(hits, now)
    hits = with_cited(svc, hits, now, query=query)  # a derived memory brings what it cites
    hits, current = with_current(hits, svc.store.get, lambda m: svc.score(m, now))
    if include_linked_new:
        hits = with_linked_new(hits, svc.store.get, lambda m: svc.score(m, now))
    speaks = normalise_language(language or svc.settings.language)
    data = recall_data(hits, detailed, common, svc.settings.prompt_chars, speaks,
                       current, now.date()) | thinking(svc, query, hops, now, synced=True)
    return with_notes(svc, data, query, speaks) if notes else data


def with_notes(svc: MemoryService, data: dict[str, Any], query: str,
               language: str) -> dict[str, Any]:
    """`data` with the vault's own notes about `query` (`vaultNoteList`, and their section
    at the end of the prompt)."""
    from ebbing.vault.notes_search import note_json, notes_section, search_notes

    found = [note_json(h) for h in search_notes(svc, query, top=NOTES_TOP)]
    section = notes_section(found, language)
    if section:
        data["memoryPrompt"] = f"{data['memoryPrompt']}\n\n{section}"
    data["vaultNoteList"] = found
    return data

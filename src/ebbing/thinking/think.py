"""Autonomous thinking: a theme (given, or drawn from history), rounds of recall and
association over the entity graph, and a thought written back as a derived memory.

Each round recalls on the current query (derived memories and those no longer valid left
out: a thought never restates an outdated, repudiated or suspected memory as if it were
true, as a dream never does), spreads activation from
the query's entities and those of what it recalled (graph/associate.py), and makes the next
query from the theme and the entities reached. The thought cites the memories gathered (at
most `cite`, at least two): offline it is composed from them (core/derive.py); with the LLM
writer (EBBING_THINK_WRITER=llm) the model writes it and its citations are checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from ebbing.core.derive import BadCitations, Source, compose_thought, pick_theme
from ebbing.models import Memory, Status, utc
from ebbing.thinking.derived import is_derived, source_of, write

if TYPE_CHECKING:
    from ebbing.service import MemoryService

HISTORY = 500  # newest memories a theme is drawn from
WIDTH = 5  # memories recalled per round
CITE = 5  # memories a thought cites at most


@dataclass
class Outcome:
    """What a think or dream did: the derived memories written or revised, what they cite,
    the rounds, and how it was written."""

    kind: str
    theme: str
    auto: bool
    written: list[Memory] = field(default_factory=list)
    cited: list[str] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    writer: str = "offline"
    note: str | None = None

    def data(self) -> dict[str, Any]:
        """The API's data: tip, content, summary, usage (plus what was written)."""
        content = "\n".join(m.content for m in self.written)
        made = len(self.written)
        tip = (f"{self.kind}: {made} derived memor{'y' if made == 1 else 'ies'} on "
               f"{self.theme!r}" if made
               else f"{self.kind}: nothing new ({self.note or 'all up to date'})")
        usage = {"consumedPoints": 0, "consumedMemoryCount": len(self.cited),
                 "consumedRecallCount": len(self.rounds),
                 "consumedThinkingCount": int(self.kind == "thought"),
                 "consumedDreamCount": int(self.kind == "dream"),
                 "consumedCommonMemoryWords": 0, "hasRemainingQuota": True}
        return {"tip": tip, "content": content, "summary": self.summary(), "usage": usage,
                "theme": self.theme, "auto": self.auto, "writer": self.writer,
                "note": self.note, "memories": [m.model_dump(mode="json") for m in self.written],
                "cited": self.cited, "rounds": self.rounds}

    def summary(self) -> str:
        if not self.written:
            return self.note or "nothing written"
        return (f"{len(self.written)} {self.kind}(s) on {self.theme!r} citing "
                f"{len(self.cited)} memories ({self.writer})")


def draw_theme(svc: MemoryService, at: datetime, seed: int | None) -> str | None:
    """A theme from the newest memories a person or assistant said, weighted by score and
    recency; reproducible with `seed`."""
    history = [m for m in svc.list(limit=HISTORY) if not is_derived(m)]
    history.sort(key=lambda m: m.id)  # a stable order for the seeded draw
    sources = [source_of(m, svc.score(m, at), at) for m in history]
    picked = pick_theme(sources, seed)
    return None if picked is None else picked[0]


def think(svc: MemoryService, subject: str | None = None, *, auto: bool = False,
          rounds: int | None = None, seed: int | None = None, now: datetime | None = None,
          cite: int = CITE, metadata: dict[str, Any] | None = None) -> Outcome:
    """Think about `subject` (or a theme drawn from history) and write the thought (with
    `metadata` added to its own, e.g. the daemon task that asked for it). One think run of
    an agent at a time, whichever daemon runs it (backend.run_fence; an automatic run does
    not wait for another: TimeoutError)."""
    from ebbing.backend import RUN_WAIT_S, run_fence

    with run_fence(svc.store, "thought", 0.0 if auto else RUN_WAIT_S):
        return _think(svc, subject, auto, rounds, seed, now, cite, metadata)


def _think(svc: MemoryService, subject: str | None, auto: bool, rounds: int | None,
           seed: int | None, now: datetime | None, cite: int,
           metadata: dict[str, Any] | None) -> Outcome:
    from ebbing.graph.associate import associate
    from ebbing.graph.views import entity_index, weigh_for

    at = datetime.now(UTC) if now is None else utc(now)
    theme = (subject or "").strip() or draw_theme(svc, at, seed)
    if theme is None:
        return Outcome("thought", "", auto, note="no memories to think about")
    outcome = Outcome("thought", theme, auto)
    gathered: dict[str, Memory] = {}
    query = theme
    for _ in range(rounds or svc.settings.think_rounds):
        hits = svc.search(query, top=WIDTH, now=at, touch=False, no_derived=True,
                          statuses=(Status.VALID,))
        fresh = [h.memory for h in hits if h.memory.id not in gathered]
        gathered.update((m.id, m) for m in fresh)
        index = entity_index(svc)
        recalled = [r for r in (svc.store.cols.row_of(h.memory.id) for h in hits)
                    if r is not None]
        assoc = associate(index, query, 2, weigh_for(svc, at), recalled=recalled)
        reached = [index.name(e) for e in sorted(assoc.activation,
                                                 key=lambda e: (-assoc.activation[e], e))
                   if e not in assoc.seeds][:3]
        outcome.rounds.append({"query": query, "recalled": [m.id for m in fresh],
                               "reached": reached})
        if not reached and not fresh:
            break
        query = " ".join([theme, *reached])
    chosen = list(gathered.values())[:cite]
    if len(chosen) < 2:
        outcome.note = f"fewer than two memories on {theme!r}: no thought"
        return outcome
    sources = [source_of(m, 1.0, at) for m in chosen]
    text = _write_text(svc, theme, sources, outcome)
    memory = write(svc, "thought", text, [s.id for s in sources], now=at,
                   metadata=dict(metadata or {}) | {"derived": "thought", "theme": theme,
                                                    "writer": outcome.writer})
    outcome.written, outcome.cited = [memory], memory.derived_from
    return outcome


def _write_text(svc: MemoryService, theme: str, sources: list[Source], outcome: Outcome) -> str:
    if svc.settings.think_writer == "llm":
        from ebbing.thinking.llm import WriterFailed, configured, write_thought

        if not configured(svc.settings):
            outcome.note = "LLM writer not configured (EBBING_LLM_BASE_URL, EBBING_LLM_MODEL)"
        else:
            try:
                text, cited = write_thought(svc.settings, theme, sources)
                outcome.writer = "llm"
                sources[:] = [s for s in sources if s.id in cited]  # only what it cites
                return text
            except (BadCitations, WriterFailed) as error:
                outcome.note = f"LLM thought rejected ({error}); written offline"
    return compose_thought(theme, sources)

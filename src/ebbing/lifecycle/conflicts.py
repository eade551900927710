"""Conflict detection: when a memory is remembered, which older memories does it make outdated,
repudiated or suspect? And the same over a whole store (`reconcile`).

Candidates are older memories that are still believed (valid or suspected, not archived) and
share something with the new one: names (2 each) or other words (1 each), as whole tokens or
stems (rules.anchors); the memories scoring 2 or more come first, and for a short statement (at
most SHORT anchors: a long chat turn shares one word with many memories by chance) the slots
left are filled by those sharing one word ("I'm not vegetarian anymore" shares only "vegetarian"
with "I have been vegetarian since 2020"), most shared and newest first. A new memory also looks
for the words of each attribute it speaks of (rules.judge_facts.ATTRIBUTES: "a new job" looks
for "work"), since an update often names the attribute in other words. They come from the
store's word index (ebbing.lifecycle.words: saved beside the store, kept in step, no model to
load); when this process already has a search engine with vectors loaded (a long-lived server
that searched), its semantic neighbours are added. `remember` and `reconcile` find candidates
and judge them through the same functions (`candidates`, `judge_pairs`), so they give the same
verdict for the same pair. The best `conflict_candidates` go to the judge (lifecycle.judge);
each conflict it finds becomes a status change linked to the new memory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.embed.base import native
from ebbing.lifecycle.focus import focused
from ebbing.lifecycle.judge import Judge, store_judge
from ebbing.lifecycle.placed import placed
from ebbing.lifecycle.remainder import ENDING, Rest, keep, still_true
from ebbing.lifecycle.rules.anchors import anchors
from ebbing.lifecycle.rules.judge import Verdict
from ebbing.lifecycle.rules.judge_facts import related_words
from ebbing.lifecycle.rules.status import ALLOWED, TRIGGER_STATUSES, IllegalTransition
from ebbing.lifecycle.scan import match_rows
from ebbing.lifecycle.statuses import Transition, change_status
from ebbing.lifecycle.words import match, store_words
from ebbing.models import Lifecycle, Memory, Status, utc
from ebbing.store.columns import LIFECYCLE_CODE, STATUS_CODE, to_us

if TYPE_CHECKING:
    from ebbing.service import MemoryService

SEMANTIC_FLOOR = 0.6  # cosine above which an in-process vector neighbour is a candidate
SHORT = 16  # anchors of a short statement, whose one shared word may tie it (not a chat turn)
Progress = Callable[[int], None]


@dataclass(frozen=True)
class Finding:
    """A conflict the judge found between an older memory and a newer one."""

    old: Memory
    new: Memory
    verdict: Verdict
    judge: str
    fallback: str | None = None
    still_true: Rest | None = None  # what of the old memory still holds (remainder.py)

    def to_json(self) -> dict[str, Any]:
        return {"old_id": self.old.id, "new_id": self.new.id,
                "outcome": self.verdict.outcome.value, "reason": self.verdict.reason,
                "part": self.verdict.part, "judge": self.judge, "fallback": self.fallback,
                "old_content": self.old.content, "new_content": self.new.content,
                "still_true": self.still_true.text if self.still_true else None}


@dataclass
class Remembered:
    memory: Memory
    changes: list[Transition] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    checked: int = 0          # older memories the judge looked at
    judge: str | None = None  # None: detection was off


@dataclass
class Reconciled:
    findings: list[Finding]
    changes: list[Transition]
    applied: bool
    memories: int  # memories whose older neighbours were judged


def believed(svc: MemoryService) -> npt.NDArray[np.bool_]:
    """Rows that may still be contradicted: alive, not archived, valid or suspected."""
    cols = svc.store.cols
    status = cols.col("status")
    mask: npt.NDArray[np.bool_] = (
        cols.col("alive")
        & (cols.col("lifecycle") != LIFECYCLE_CODE[Lifecycle.ARCHIVED])
        & ((status == STATUS_CODE[Status.VALID])
           | (status == STATUS_CODE[Status.SUSPECTED_OUTDATED])))
    return mask


def outdated_near(svc: MemoryService, memory: Memory, limit: int) -> list[Memory]:
    """Older outdated memories most likely to be about the same thing as `memory`: not judged
    again, but what the new memory is most about may be one of them (placed.py)."""
    cols = svc.store.cols
    store_words(svc).sync()
    mask = (cols.col("alive")
            & (cols.col("lifecycle") != LIFECYCLE_CODE[Lifecycle.ARCHIVED])
            & (cols.col("status") == STATUS_CODE[Status.OUTDATED])
            & (cols.col("created") <= to_us(memory.created_at)))
    return candidates(svc, memory, limit, mask) if mask.any() else []


def candidates(svc: MemoryService, memory: Memory, limit: int,
               allowed: npt.NDArray[np.bool_] | None = None) -> list[Memory]:
    """Older believed memories most likely to be about the same thing as `memory` (among
    `allowed` rows when given: `reconcile` passes the rows older than it)."""
    store = svc.store
    index = store_words(svc).sync()  # refreshes the store
    cols = store.cols
    if allowed is None:
        mask = believed(svc) & (cols.col("created") <= to_us(memory.created_at))
    else:
        mask = allowed[: cols.n].copy()
        if len(mask) < cols.n:
            mask = np.concatenate([mask, np.zeros(cols.n - len(mask), dtype=bool)])
    own = cols.row_of(memory.id)
    if own is not None:
        mask[own] = False
    text = clip(memory.content, USE_CHARS)
    wanted = anchors(text, memory.entities)
    short = len(wanted) <= SHORT
    for word in related_words(text):  # the same attribute in other words (rules.judge_facts)
        wanted.setdefault(word, 1.0)
    if index is None:  # the index is far behind the log: one scan is cheaper this once
        rows, scores = match_rows(store, np.flatnonzero(mask).astype(np.int64), wanted)
    else:
        rows, scores = match(index, wanted, mask)
    keep = scores >= 2.0
    if np.count_nonzero(keep) < limit and short:
        keep = scores >= 1.0  # free slots: memories sharing one word with a short statement
    rows, scores = rows[keep], scores[keep]
    have = set(rows.tolist())
    near = [r for r in _semantic_neighbours(svc, memory, mask, limit) if r not in have]
    rows = np.concatenate([rows, np.array(near, dtype=np.int64)])
    scores = np.concatenate([scores, np.full(len(near), 2.0)])
    best = np.lexsort((-cols.col("created")[rows], -scores))[:limit]
    return [store.read_row(int(r)) for r in rows[best]]


def _semantic_neighbours(svc: MemoryService, memory: Memory, mask: npt.NDArray[np.bool_],
                         limit: int) -> list[int]:
    """Rows whose vectors are close to the new text, only when this process already has a
    search engine with vectors (never loads the embedding model for `remember`)."""
    engine = getattr(svc, "_engine", None)
    if engine is None or engine.embedder is None or engine.vectors is None:
        return []
    allowed = mask[: len(engine.indexed)] & (engine.indexed[: len(mask)] >= 0)
    rows, sims = engine.semantic_top(engine.query_vector(memory.content), limit, allowed)
    least = native(engine.embedder, SEMANTIC_FLOOR)  # on the embedder's own scale
    return [int(r) for r, s in zip(rows, sims, strict=True) if s >= least]


def judge_pairs(judge: Judge, new: Memory, older: list[Memory],
                outdated: Callable[[], list[Memory]] | None = None) -> list[Finding]:
    """The conflicts between `new` and each older memory. A pair already decided once (the
    old memory's change log names the new one) is not judged again: a person may have
    overruled the judge since. A finding stands only when the old memory is about the one
    whose thing changed (placed.py; what the new memory is most about is looked for among the
    `outdated` older memories too, asked for only when something was found); of the findings
    one cue gives, only the old memory the new one is most about stands (focus.py)."""
    found = []
    for old in older:
        if old.derived_from or new.derived_from or any(  # derived: never evidence (thinking/)
                entry.trigger_memory_id == new.id for entry in old.change_log):
            continue
        judged = judge.judge(clip(old.content, USE_CHARS), clip(new.content, USE_CHARS),
                             old_when=_day(old), new_when=_day(new),
                             old_who=old.character, new_who=new.character)
        if judged.verdict.conflict:
            rest = still_true(old, new) if judged.judge == "offline" and \
                judged.verdict.outcome in ENDING else None
            found.append(Finding(old, new, judged.verdict, judged.judge, judged.fallback,
                                 rest))
    # a cue said once changes one thing (focus.py), of what the new memory is about (placed.py)
    known = outdated() if found and outdated is not None else []
    return focused(placed(found, older + known))


def _day(memory: Memory) -> str:
    return memory.occurred_at.date().isoformat()


def apply_findings(svc: MemoryService, findings: list[Finding],
                   now: datetime | None = None) -> list[Transition]:
    """Turn findings into status changes linked to the newer memory. A finding whose memory
    changed meanwhile, or that would not change anything, is skipped."""
    changes = []
    for finding in findings:
        target = Status(finding.verdict.outcome.value)
        current = svc.store.get(finding.old.id)
        if current is None or current.status is target or \
                target not in ALLOWED[current.status]:
            continue
        # what still holds is stored first: a crash between the two writes leaves it
        # beside the old memory, still valid, and nothing is lost
        rest = finding.still_true
        kept = keep(svc, current, rest.text, now) if rest else None
        try:
            change = change_status(
                svc, finding.old.id, target, reason=f"{finding.judge} judge: "
                f"{finding.verdict.reason}", part=rest.gone if rest else finding.verdict.part,
                by=finding.new.id, now=now)
        except IllegalTransition:
            continue
        changes.append(replace(change, kept=kept) if kept else change)
    return changes


def remember_checked(svc: MemoryService, content: str, *, check: bool | None = None,
                     **fields: Any) -> Remembered:
    """Remember `content`; then, if detection is on, judge and change older memories."""
    check = svc.settings.conflict_detection if check is None else check
    judge = store_judge(svc) if check else None  # a bad setting stores nothing
    memory = svc.build(content, **fields)
    svc.store.put([memory])
    if judge is None:
        return Remembered(memory)
    limit = svc.settings.conflict_candidates
    older = candidates(svc, memory, limit)
    findings = judge_pairs(judge, memory, older, lambda: outdated_near(svc, memory, limit))
    changes = apply_findings(svc, findings, fields.get("now"))
    return Remembered(memory, changes, findings, len(older), judge.name)


def reconcile(svc: MemoryService, *, apply: bool = False, since: datetime | None = None,
              progress: Progress | None = None, now: datetime | None = None) -> Reconciled:
    """Judge every believed memory (created at or after `since`) against the older ones it
    shares words with, as if it had just been remembered. A dry run unless `apply`."""
    at = datetime.now(UTC) if now is None else utc(now)
    judge = store_judge(svc)
    store_words(svc).sync(build_now=True)
    cols = svc.store.cols
    created = cols.col("created").copy()
    base = believed(svc)[: len(created)]
    order = np.arange(len(created))
    rows = np.flatnonzero(base)
    if since is not None:
        rows = rows[created[rows] >= to_us(utc(since))]
    rows = rows[np.argsort(created[rows], kind="stable")]
    findings: list[Finding] = []
    changes: list[Transition] = []
    limit = svc.settings.conflict_candidates
    for row in rows.tolist():
        memory = svc.store.read_row(row)
        if progress:
            progress(1)
        if apply and memory.status not in TRIGGER_STATUSES:
            continue  # outdated or repudiated by an earlier step of this run
        # older: created before it, or at the same time but stored before it
        older = (created < created[row]) | ((created == created[row]) & (order < row))
        allowed = (believed(svc)[: len(created)] if apply else base) & older
        found = judge_pairs(judge, memory, candidates(svc, memory, limit, allowed))
        findings += found
        if apply and found:
            changes += apply_findings(svc, found, at)
    return Reconciled(findings, changes, apply, len(rows))


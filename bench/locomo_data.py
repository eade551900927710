"""LoCoMo evaluation data: loading and retrieval scoring, pure (no ebbing imports, no I/O
beyond reading the data file).

The data is licensed for evaluation only (CC BY-NC 4.0): it is read from a path given at run
time and never copied into the repository. See ../shared/data/README.md beside the checkout.

Only the raw dialog is read: `observation`, `session_summary` and `event_summary` are
generated summaries that a retriever evaluated on raw dialog must not see.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop",
              5: "adversarial"}
KS = (1, 5, 10)

_SESSION_KEY = re.compile(r"session_(\d+)")
_DIA_ID = re.compile(r"D(\d+):(\d+)")
_MONTHS = {name: i for i, name in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], start=1)}
_DATE = re.compile(
    r"\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s+on\s+(\d{1,2})\s+([a-z]+),?\s+(\d{4})\s*",
    re.IGNORECASE)


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    speaker: str
    text: str
    blip_caption: str | None
    occurred_at: datetime


@dataclass(frozen=True)
class Question:
    question_id: str
    question: str
    answer: str
    evidence: list[str]  # normalised dia ids that exist in the conversation; may be empty
    category: int
    kind: str = ""  # the source's own type (RealMem, MADial), "" for LoCoMo
    asked_at: str | None = None  # the dia id of the turn that asks it (RealMem): score what
    # comes before it only


@dataclass
class Conversation:
    sample_id: str
    speaker_a: str
    speaker_b: str
    turns: list[Turn] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)

    @property
    def last_session_at(self) -> datetime:
        return max(turn.occurred_at for turn in self.turns)


def parse_date(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> 2023-05-08 13:56 UTC. Locale-independent (strptime's
    %B and %p are not)."""
    match = _DATE.fullmatch(text)
    month = _MONTHS.get(match.group(5).lower()) if match else None
    if match is None or month is None:
        raise ValueError(f"not a LoCoMo session date: {text!r}")
    hour, minute = int(match.group(1)), int(match.group(2))
    if not 1 <= hour <= 12:
        raise ValueError(f"not a 12-hour clock time: {text!r}")
    hour = hour % 12 + (12 if match.group(3).lower() == "p" else 0)
    return datetime(int(match.group(6)), month, int(match.group(4)), hour, minute, tzinfo=UTC)


def normalise_dia_id(raw: str) -> str | None:
    """'D:11:26' -> 'D11:26', 'D30:05' -> 'D30:5'; None when it is not a dialog id at all.
    One piece only: split lists such as 'D8:6; D9:17' with `split_evidence` first."""
    text = raw.strip()
    if text.startswith("D:"):
        text = "D" + text[2:]
    match = _DIA_ID.fullmatch(text)
    if match is None:
        return None
    session, turn = int(match.group(1)), int(match.group(2))
    if session < 1 or turn < 1:
        return None
    return f"D{session}:{turn}"


def split_evidence(values: Iterable[Any]) -> list[str]:
    """Evidence entries split on ';' and whitespace, normalised, unparsable pieces dropped,
    repeats dropped (first wins)."""
    found: dict[str, None] = {}
    for value in values:
        for piece in re.split(r"[;\s]+", str(value)):
            dia_id = normalise_dia_id(piece) if piece else None
            if dia_id is not None:
                found.setdefault(dia_id)
    return list(found)


def session_of(dia_id: str) -> str | None:
    """'D12:3' -> 'D12'; None for something that is not a dialog id."""
    normal = normalise_dia_id(dia_id)
    return normal.split(":", 1)[0] if normal else None


def parse_conversation(sample: Mapping[str, Any]) -> Conversation:
    sample_id = str(sample["sample_id"])
    conv = sample["conversation"]
    out = Conversation(sample_id, str(conv["speaker_a"]), str(conv["speaker_b"]))
    sessions = sorted(
        (int(m.group(1)), key) for key in conv
        if (m := _SESSION_KEY.fullmatch(key)) and isinstance(conv[key], list)
    )
    for number, key in sessions:
        at = parse_date(conv[f"{key}_date_time"])
        for raw in conv[key]:
            caption = raw.get("blip_caption")
            out.turns.append(Turn(
                dia_id=str(raw["dia_id"]), session=number, speaker=str(raw["speaker"]),
                text=str(raw["text"]), blip_caption=str(caption) if caption else None,
                occurred_at=at,
            ))
    known = {turn.dia_id for turn in out.turns}
    for index, qa in enumerate(sample.get("qa", [])):
        answer = qa["answer"] if "answer" in qa else qa.get("adversarial_answer", "")
        evidence = [d for d in split_evidence(qa.get("evidence") or []) if d in known]
        out.questions.append(Question(
            question_id=f"{sample_id}:{index}", question=str(qa["question"]),
            answer=str(answer), evidence=evidence, category=int(qa["category"]),
            kind=str(qa.get("type") or ""),
            asked_at=normalise_dia_id(str(qa["query_dia_id"])) if qa.get("query_dia_id")
            else None,
        ))
    return out


def load(path: str | Path) -> list[Conversation]:
    with Path(path).open(encoding="utf-8") as handle:
        samples = json.load(handle)
    return [parse_conversation(sample) for sample in samples]


# -- scoring --------------------------------------------------------------------------------
def _first_unique(values: Iterable[str | None]) -> list[str | None]:
    """Repeats dropped, first rank kept; None (unparsable) entries keep their rank."""
    seen: set[str] = set()
    out: list[str | None] = []
    for value in values:
        if value is None:
            out.append(None)
        elif value not in seen:
            seen.add(value)
            out.append(value)
    return out


def _rank_metrics(ranked: Sequence[str | None], gold: set[str],
                  ks: Sequence[int]) -> dict[str, float]:
    out: dict[str, float] = {}
    for k in ks:
        found = len(gold.intersection(x for x in ranked[:k] if x is not None))
        out[f"recall@{k}"] = found / len(gold)
        out[f"hit@{k}"] = 1.0 if found else 0.0
    return out


def _mean(rows: list[dict[str, float]], ks: Sequence[int]) -> dict[str, float | None]:
    keys = [f"{m}@{k}" for k in ks for m in ("recall", "hit")]
    if not rows:
        return dict.fromkeys(keys)
    return {key: sum(row[key] for row in rows) / len(rows) for key in keys}


def score_question(question: Question, retrieved: Sequence[str],
                   ks: Sequence[int] = KS) -> tuple[dict[str, float], dict[str, float]]:
    """Dialog-level and session-level recall@k / hit@k of one question (non-empty evidence).

    Dialog level: the ranked ids as returned. Session level: each id mapped to its session,
    repeats dropped keeping the first rank, against the set of evidence sessions."""
    ids = [normalise_dia_id(x) for x in retrieved]
    dialog = _rank_metrics(ids, set(question.evidence), ks)
    sessions = _first_unique(d.split(":", 1)[0] if d else None for d in ids)
    gold_sessions = {d.split(":", 1)[0] for d in question.evidence}
    return dialog, _rank_metrics(sessions, gold_sessions, ks)


def score(questions: Iterable[Question], retrieved: Mapping[str, Sequence[str]],
          ks: Sequence[int] = KS) -> dict[str, Any]:
    """Average recall@k and hit@k over the questions that have evidence, overall and per
    category, at dialog and session level. Questions without usable evidence are skipped
    and counted; a question missing from `retrieved` counts as an empty ranking (it is
    scored, and counted as `missing`)."""
    dialog_rows: dict[str, list[dict[str, float]]] = {"overall": []}
    session_rows: dict[str, list[dict[str, float]]] = {"overall": []}
    counts: dict[str, dict[str, int]] = {
        name: {"scored": 0, "skipped": 0} for name in ["overall", *CATEGORIES.values()]}
    missing = 0
    for question in questions:
        name = CATEGORIES.get(question.category, f"category-{question.category}")
        counts.setdefault(name, {"scored": 0, "skipped": 0})
        if not question.evidence:
            counts[name]["skipped"] += 1
            counts["overall"]["skipped"] += 1
            continue
        if question.question_id not in retrieved:
            missing += 1
        dialog, session = score_question(question, retrieved.get(question.question_id, []), ks)
        for bucket in ("overall", name):
            dialog_rows.setdefault(bucket, []).append(dialog)
            session_rows.setdefault(bucket, []).append(session)
            counts[bucket]["scored"] += 1
    return {
        "dialog": {name: _mean(dialog_rows.get(name, []), ks) for name in counts},
        "session": {name: _mean(session_rows.get(name, []), ks) for name in counts},
        "counts": {**counts["overall"], "missing": missing,
                   "by_category": {n: c for n, c in counts.items() if n != "overall"}},
    }

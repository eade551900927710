"""Conflict judges: the offline rules (ebbing.lifecycle.rules.judge) and an optional LLM behind an
OpenAI-compatible chat API (ebbing.lifecycle.judge.llm), chosen by the settings; beside the
offline rules, a learned reader when EBBING_CONFLICT_READER is on (judge.reader).

    judge = make_judge(settings)
    judged = judge.judge("Max lives in Berlin.", "Max moved from Berlin to Paris.")
    judged.verdict.outcome, judged.verdict.reason, judged.judge   # "outdated", "...", "offline"
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ebbing.errors import InvalidInput
from ebbing.lifecycle.rules.judge import Verdict, judge

if TYPE_CHECKING:
    from ebbing.config import Settings


@dataclass(frozen=True)
class Judged:
    verdict: Verdict
    judge: str                    # who decided: "offline" or "llm"
    fallback: str | None = None   # why an LLM answer was not used, if it was asked


class Judge(Protocol):
    name: str

    def judge(self, old: str, new: str, *, old_when: str | None = None,
              new_when: str | None = None, old_who: str | None = None,
              new_who: str | None = None) -> Judged: ...


class OfflineJudge:
    """The rule-based judge: no model, no network."""

    name = "offline"

    def judge(self, old: str, new: str, *, old_when: str | None = None,
              new_when: str | None = None, old_who: str | None = None,
              new_who: str | None = None) -> Judged:
        return Judged(judge(old, new, old_speaker=old_who, new_speaker=new_who), "offline")


def store_judge(svc: Any) -> Judge:
    """`make_judge` for a MemoryService: its embedder is lent only if its engine is built
    (a one-shot `remember` loads no search engine for it)."""
    engine = getattr(svc, "_engine", None)
    return make_judge(svc.settings, None if engine is None else engine.embedder)


def make_judge(settings: Settings, embedder: Any = None) -> Judge:
    """The judge the settings ask for; an LLM judge needs a base URL and a model. `embedder`,
    the store's own if it is already loaded, is lent to the learned reader when it is the
    model the reader was trained on (one model in memory, not two)."""
    if settings.conflict_judge == "offline":
        if settings.conflict_reader:  # the learned reader raises what the rules let pass
            from ebbing.lifecycle.judge.reader import ReadingJudge, shared_reader

            return ReadingJudge(reader=shared_reader(embedder))
        return OfflineJudge()
    if not settings.llm_base_url.strip() or not settings.llm_model.strip():
        raise InvalidInput("EBBING_CONFLICT_JUDGE=llm needs EBBING_LLM_BASE_URL and "
                           "EBBING_LLM_MODEL (or set EBBING_CONFLICT_JUDGE=offline)")
    from ebbing.lifecycle.judge.llm import LlmJudge

    return LlmJudge(settings.llm_base_url, settings.llm_model, settings.llm_api_key(),
                    settings.llm_timeout_s)

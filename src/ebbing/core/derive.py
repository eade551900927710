# ruff: noqa: RUF001, RUF002
"""Pure rules of thinking and dreaming: the theme drawn from history, the texts of derived
memories composed only from what they cite, citation checks, and the active status.

Plain values in and out: no clock, no store, no config (the caller passes `now`, the limits
and a seed)."""

from __future__ import annotations

import math
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ebbing.core.themes import passage
from ebbing.lang import language_of

MIN_SOURCES = 2  # a derived memory cites at least two memories
EXCERPT = 160  # characters of a cited memory quoted in a composed text
CITATION = re.compile(r"\[([A-Za-z0-9][A-Za-z0-9._:-]{0,127})\]")
KINDS = ("thought", "dream")


class BadCitations(ValueError):
    """A derived text cites an id it was not given, or fewer than MIN_SOURCES ids."""


@dataclass(frozen=True)
class Source:
    """A memory a derived memory may cite: its id, text, entities, score and age in days."""

    id: str
    content: str
    entities: tuple[str, ...] = ()
    score: float = 1.0
    age_days: float = 0.0


def pick_theme(sources: Sequence[Source], seed: int | None,
               recency_days: float = 30.0) -> tuple[str, Source] | None:
    """A theme drawn from history: one memory, weighted by score times recency
    (exp(-age / recency_days)); its most specific entity, else its first words. The same seed
    over the same sources draws the same theme."""
    if not sources:
        return None
    weights = [max(s.score, 1e-6) * math.exp(-max(s.age_days, 0.0) / recency_days)
               for s in sources]
    rng = random.Random(seed)
    picked = rng.choices(list(sources), weights=weights, k=1)[0]
    if picked.entities:
        return picked.entities[0], picked
    return " ".join(picked.content.split()[:12]), picked


def excerpt(text: str, limit: int = EXCERPT) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit - 1].rstrip() + "…"


def shared_entities(sources: Sequence[Source]) -> list[str]:
    """Entities named by two or more of the sources, most shared first, then by name."""
    count: dict[str, int] = {}
    spelling: dict[str, str] = {}
    for source in sources:
        for name in {e.lower(): e for e in source.entities}.items():
            count[name[0]] = count.get(name[0], 0) + 1
            spelling.setdefault(name[0], name[1])
    shared = [k for k, n in count.items() if n >= 2]
    return [spelling[k] for k in sorted(shared, key=lambda k: (-count[k], k))]


def quoted(sources: Sequence[Source]) -> str:
    return "; ".join(f"\"{excerpt(s.content)}\" [{s.id}]" for s in sources)


def check_sources(sources: Sequence[Source]) -> None:
    if len({s.id for s in sources}) < MIN_SOURCES:
        raise BadCitations(f"a derived memory needs at least {MIN_SOURCES} distinct sources, "
                           f"got {len({s.id for s in sources})}")


def frame_language(sources: Sequence[Source]) -> str:
    """The language a composed text's own words are in: Chinese when what it quotes is
    (lang/script.py reads the quoted texts together), else English. A Chinese profile reads
    关于阿珂已知的：... in a Chinese prompt, not "What is known about 阿珂"."""
    return "zh" if language_of(" ".join(s.content for s in sources)) == "zh" else "en"


def _joined(names: Sequence[str], language: str) -> str:
    return ("、" if language == "zh" else ", ").join(names)


def compose_thought(theme: str, sources: Sequence[Source]) -> str:
    """The offline thought: what links the sources (the entities two or more of them name;
    none claimed when they share none), then each source quoted with its id. Nothing that is
    not in a source or the theme."""
    check_sources(sources)
    language = frame_language(sources)
    links = shared_entities(sources)
    if language == "zh":
        about = f"经由{_joined(links[:4], language)}相连：" if links else ""
        return f"关于「{theme}」的思考：{about}{quoted(sources)}"
    about = f"linked through {_joined(links[:4], language)}: " if links else ""
    return f"Thought on {theme}: {about}{quoted(sources)}"


def compose_profile(entity: str, sources: Sequence[Source]) -> str:
    check_sources(sources)
    if frame_language(sources) == "zh":
        return f"关于{entity}已知的：{quoted(sources)}"
    return f"What is known about {entity}: {quoted(sources)}"


def compose_summary(sources: Sequence[Source]) -> str:
    check_sources(sources)
    language = frame_language(sources)
    links = shared_entities(sources)
    if language == "zh":
        about = f"（关于{_joined(links[:3], language)}）" if links else ""
        return f"{len(sources)}条相关记忆的小结{about}：{quoted(sources)}"
    about = f" about {', '.join(links[:3])}" if links else ""
    return f"Summary of {len(sources)} related memories{about}: {quoted(sources)}"


def compose_theme(person: str, word: str, sources: Sequence[Source],
                  passages: Sequence[str]) -> str:
    """A person's theme: the passage of each source that holds the word, with its id."""
    check_sources(sources)
    said = "; ".join(f"\"{excerpt(p)}\" [{s.id}]" for s, p in zip(sources, passages, strict=True))
    if frame_language(sources) == "zh":
        return f"{person}谈{word}：{said}"
    return f"{person} on {word}: {said}"


def compose_bridge(entity: str, sources: Sequence[Source]) -> str:
    check_sources(sources)
    if frame_language(sources) == "zh":
        return f"经由{entity}的联系：{quoted(sources)}"
    return f"Bridge through {entity}: {quoted(sources)}"


def recompose(meta: Mapping[str, Any], sources: Sequence[Source]) -> str | None:
    """The text a derived memory described by `meta` (its metadata: `derived` kind, entity,
    theme, key, writer) has when it cites `sources`, as the offline writer composes it; None
    when it cannot be composed again: fewer than MIN_SOURCES distinct sources, a thought an
    LLM wrote, a kind it does not know."""
    if len({s.id for s in sources}) < MIN_SOURCES:
        return None
    kind, entity = meta.get("derived"), str(meta.get("entity", ""))
    if kind == "profile" and entity:
        return compose_profile(entity, sources)
    if kind == "summary":
        return compose_summary(sources)
    if kind == "bridge" and entity:
        return compose_bridge(entity, sources)
    if kind == "theme" and entity and meta.get("theme"):
        stem = str(meta.get("key", "")).rsplit(":", 1)[-1] or str(meta["theme"])
        return compose_theme(entity, str(meta["theme"]), sources,
                             [passage(s.content, stem) for s in sources])
    if kind == "thought" and meta.get("writer", "offline") == "offline" and meta.get("theme"):
        return compose_thought(str(meta["theme"]), sources)
    return None


def uncited(text: str) -> str:
    """`text` without its citation markers ("[id]")."""
    return " ".join(CITATION.sub(" ", text).split())


def citations(text: str) -> list[str]:
    """The ids cited in a text as [id], in order, without repeats."""
    return list(dict.fromkeys(CITATION.findall(text)))


def check_citations(text: str, given: Sequence[str]) -> list[str]:
    """The ids `text` cites; BadCitations if it cites one not in `given` or fewer than
    MIN_SOURCES."""
    cited = citations(text)
    unknown = [c for c in cited if c not in set(given)]
    if unknown:
        raise BadCitations(f"cites ids it was not given: {', '.join(unknown)}")
    if len(cited) < MIN_SOURCES:
        raise BadCitations(f"cites {len(cited)} memories; at least {MIN_SOURCES} are needed")
    return cited


# -- the memory active status -----------------------------------------------------------------
@dataclass(frozen=True)
class Activity:
    """An agent's active status: active or not, the automatic thoughts and dreams done in the
    current active period, and the last call by a person."""

    active: bool = True
    thoughts: int = 0
    dreams: int = 0
    last_user_call: datetime | None = None
    since: datetime | None = None  # when the current active period began


@dataclass(frozen=True)
class Limits:
    thoughts: int = 3
    dreams: int = 1


def user_call(state: Activity, now: datetime) -> Activity:
    """A person called think, dream, remember or recall: active, a new period, counts reset."""
    return Activity(True, 0, 0, now, now)


def count(state: Activity, kind: str) -> int:
    return state.thoughts if kind == "thought" else state.dreams


def allowed(state: Activity, kind: str, limits: Limits) -> bool:
    """Whether an automatic action of `kind` may run now."""
    limit = limits.thoughts if kind == "thought" else limits.dreams
    return state.active and count(state, kind) < limit


def after_automatic(state: Activity, kind: str, limits: Limits) -> Activity:
    """One more automatic action done; inactive once every kind reached its limit."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    done = replace(state, thoughts=state.thoughts + (kind == "thought"),
                   dreams=state.dreams + (kind == "dream"))
    spent = done.thoughts >= limits.thoughts and done.dreams >= limits.dreams
    return replace(done, active=done.active and not spent)


def exhausted(state: Activity, limits: Limits) -> Activity:
    """Inactive when nothing is left to do (a limit of 0 for both kinds)."""
    if state.thoughts >= limits.thoughts and state.dreams >= limits.dreams:
        return replace(state, active=False)
    return state

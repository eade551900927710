"""Themes a person comes back to: the word-level structure a dream writes as topic profiles.

A theme is a person and a word they use in two or more episodes (conversations or days):
"Melanie on camping" gathers what Melanie said about camping, across the sessions she said
it in. A question about one person and one theme ("Where has Melanie camped?") usually needs
two or three such memories from different sessions; a theme brings them together.

Pure code: plain values in, plain values out; no model. The words are index stems
(core/query.py), so "camped", "camping" and "camps" are one theme; what is shown is the form
the person used most.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ebbing.core.query import STOP_WORDS, stem, terms, tokenize

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\s*\[image:\s*|\]\s*")


@dataclass(frozen=True)
class Said:
    """A memory as themes see it: who said it, in which episode, and its text."""

    person: str
    episode: str
    text: str


@dataclass(frozen=True)
class Theme:
    person: str
    word: str  # the form the person used most
    stem: str
    members: tuple[int, ...]  # indices into the memories given, in order


def themes(said: Sequence[Said], *, per_person: int, most: int, max_share: float,
           names: Sequence[str] = ()) -> list[Theme]:
    """For each person, up to `per_person` themes: stems they use in two or more episodes,
    in at most `max_share` of all memories (a word everyone uses all the time is no theme),
    never a name in `names` (the people themselves). The themes spanning the most episodes
    come first, then the word that comes most in bursts (`burstiness`: a topic is talked
    about for a while when it comes up, where a word of chat such as "great" is spread
    evenly). Each cites at most `most` memories, one per episode first (the newest episodes
    first), so a theme spans as many episodes as it can."""
    skip = {stem(t) for n in names for t in tokenize(n)}
    stems = [set(terms(s.text)) - skip for s in said]
    where: dict[str, list[int]] = defaultdict(list)
    for i, found in enumerate(stems):
        for t in found:
            if len(t) >= 3 and t.isalpha():
                where[t].append(i)
    size = Counter(s.episode for s in said)
    limit = max(2, int(max_share * len(said)))
    ranked: dict[str, list[tuple[int, float, str, list[int]]]] = defaultdict(list)
    for t, rows in where.items():
        if len(rows) > limit:
            continue
        ratio = burstiness([said[i].episode for i in rows], size, len(said))
        by: dict[str, list[int]] = defaultdict(list)
        for i in rows:
            if said[i].person:
                by[said[i].person].append(i)
        for person, mine in by.items():
            episodes = len({said[i].episode for i in mine})
            if episodes >= 2:
                ranked[person].append((-episodes, ratio, t, mine))
    out = []
    for person in sorted(ranked):
        for _, _, t, rows in sorted(ranked[person])[:per_person]:
            chosen = _spread(said, rows, most)
            out.append(Theme(person, _surface(said, chosen, t), t, tuple(chosen)))
    return out


def burstiness(episodes: Sequence[str], size: Counter[str], n: int) -> float:
    """Episodes a word was used in over those expected if its uses fell at random among the
    `n` memories (`size`: memories per episode). Under 1: the word comes in bursts."""
    k = len(episodes)
    expected = sum(1.0 - (1.0 - m / n) ** k for m in size.values())
    return len(set(episodes)) / expected if expected > 0 else 1.0


def _spread(said: Sequence[Said], rows: list[int], most: int) -> list[int]:
    """At most `most` of `rows`: one per episode (newest episodes first), then the rest."""
    first: dict[str, int] = {}
    for i in reversed(rows):
        first.setdefault(said[i].episode, i)
    picked = list(first.values())[:most]
    taken = set(picked)
    rest = [i for i in reversed(rows) if i not in taken]
    return sorted(picked + rest[:max(0, most - len(picked))])


def _surface(said: Sequence[Said], rows: Sequence[int], t: str) -> str:
    forms: Counter[str] = Counter()
    for i in rows:
        forms.update(w for w in tokenize(said[i].text) if w not in STOP_WORDS and stem(w) == t)
    return forms.most_common(1)[0][0] if forms else t


def passage(text: str, t: str) -> str:
    """The sentence of `text` (or its image caption) that holds the stem `t`, else the text."""
    for part in _SENTENCE.split(text):
        if t in {stem(w) for w in tokenize(part)}:
            return part.strip()
    return text.strip()

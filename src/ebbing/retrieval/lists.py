"""A list question's kind looked up on its own, its answers taken from talks not yet found.

"What martial arts has Tom done?" is answered by "I'm doing judo now" in one talk and "off
to karate!" in another: things of the kind asked for, which rarely repeat the kind's own
words. Searched as a whole, the question finds the talk that talks about martial arts at
length, and its first results are turns of that one talk. The question is split into the
part it asks about, the kind (core/questions.py `list_kind`), with the person it names, and
that part is looked up too (among what that person said, with `list_part_own`); its best
hits from talks that none of the results taken so far come from go before the question's
own second and later hits from one talk (`by_talk`), so the first few results reach several
talks rather than near repeats of one. Off by default (`RankParams.list_part`;
docs/retrieval.md, "Eighth round").
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ebbing.core.inference import asks_inference, asks_judgement
from ebbing.core.questions import (
    asks_list,
    asks_perfect,
    asks_several,
    asks_story,
    asks_when,
    list_kind,
)
from ebbing.core.rankparams import RankParams

if TYPE_CHECKING:
    from ebbing.retrieval.search import Hit


def kind_part(question: str, speakers: list[str],
              perfect: bool = False) -> tuple[str, str | None] | None:
    """The part a list question asks about, and the person it names (one of `speakers`, as
    spelled there), or None: "What martial arts has Tom done?" with speakers ["tom", "ana"]
    -> ("tom martial arts", "tom"). With `perfect`, only a question in the present perfect
    (what has happened over time, core/questions.py `asks_perfect`)."""
    if not asks_list(question) or (perfect and not asks_perfect(question)):
        return None
    kind = list_kind(question)
    if kind is None:
        return None
    named = [name for name in speakers
             if re.search(rf"\b{re.escape(name)}(?:'s|\u2019s)?\b", question, re.IGNORECASE)]
    if len(named) == 1:
        return f"{named[0]} {kind}", named[0]
    return kind, None


def by_talk(hits: list[Hit], part: list[Hit], top: int, depth: int,
            start: int = 0) -> list[Hit]:
    """The question's own hits in their order, except that where one comes from a talk
    (context) already among the results placed before it, the part's best hit from a talk
    not yet among them goes first, up to `depth` such hits; each memory once, cut to `top`.
    A hit that brings a new talk keeps its place; a second from the same talk yields to one
    from another. A part's hit is marked `part`. A memory said in no talk is a talk of its
    own. `start`: the first this many places keep the question's own hits."""
    out: dict[str, Hit] = {}
    talks: set[str] = set()
    rest = list(part)
    added = 0

    def talk(hit: Hit) -> str:
        return hit.memory.context_id or hit.memory.id

    def place(hit: Hit) -> None:
        out.setdefault(hit.memory.id, hit)
        talks.add(talk(hit))

    for hit in hits:
        if hit.memory.id in out:
            continue
        while added < depth and len(out) >= start and talk(hit) in talks:
            new = next((j for j, other in enumerate(rest) if other.memory.id not in out
                        and talk(other) not in talks), None)
            if new is None:
                break
            other = rest.pop(new)
            other.why["part"] = True
            place(other)
            added += 1
        place(hit)
        if len(out) >= top:
            break
    return list(out.values())[:top]


def for_lists(params: RankParams, query: str) -> RankParams:
    """`for_kinds`, and for a question asking an inference about someone ("Would Ines enjoy
    a week of hill walking?", core/inference.py) `infer_character` as the speaker boost:
    what is likely of a person rests on what they said of themselves."""
    out = for_kinds(params, query)
    if out.chat_bare > 0 and asks_when(query):  # "when was the freeze?": "feature freeze 🧊"
        out = replace(out, chat_bare=0)  # a time's answer is the short turn telling the event
    if asks_inference(query) or (params.infer_forms >= 2 and asks_judgement(query)):
        if params.infer_gather >= 0:  # its facts told in different talks
            out = replace(out, gather=params.infer_gather)
        if params.infer_character >= 0:
            out = replace(out, character_weight=params.infer_character)
    return out


def for_kinds(params: RankParams, query: str) -> RankParams:
    """The settings for a question asking for several things of a kind ("What recipes has
    Lena tried?", core/questions.py `asks_list`): their answers are told one at a time, often
    in different talks, so `list_gather` and `list_spread` (when set) replace how much a talk
    gains from holding several matches and how far its later memories move down."""
    if params.story_spread > 0 and asks_story(query):  # the account, a piece per talk
        return replace(params, gather=params.story_gather, spread=params.story_spread,
                       character_weight=params.character_weight if params.story_character < 0
                       else params.story_character)
    several = asks_several(query) if params.list_wide else asks_list(query)
    if (params.list_gather < 0 and params.list_spread < 0) or not several:
        return params
    return replace(params,
                   gather=params.gather if params.list_gather < 0 else params.list_gather,
                   spread=params.spread if params.list_spread < 0 else params.list_spread)

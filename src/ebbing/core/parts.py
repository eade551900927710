"""The people a question asks about together ("What do Ana and Tom both collect?"), each to be
looked up on their own. Pure.

A question that joins two or more people with "and" asks about each of them: what Ana
collects is in Ana's talk, what Tom collects in Tom's, often in different conversations, and
a search for the whole question finds whichever talk mentions both names and the topic most,
usually neither answer. `person_parts` writes the question once per person, with that
person alone in the place of the group ("What do Ana collect?"); with `RankParams.people`
set, search looks each up among what that person said and takes their best hits in turn
with the question's own (retrieval/merging.py `fair_merge`). Off by default: on LoCoMo it
added nothing measurable (docs/retrieval.md, "Fifth round").
"""

from __future__ import annotations

import re

_JOINER = r"(?:\s*,\s*|\s*,?\s+and\s+|\s*&\s*)"
_BEFORE = re.compile(r"\s*\bboth\s*$", re.IGNORECASE)
_AFTER = re.compile(r"^\s*\b(?:both|each|all)\b", re.IGNORECASE)


def _name_pattern(name: str) -> str:
    words = [re.escape(w) for w in name.split()]
    return r"\b" + r"\s+".join(words) + r"(?:'s|\u2019s)?\b"


def person_parts(question: str, names: list[str]) -> list[tuple[str, str]]:
    """The question once per person it joins with "and", with the person (as `names` spells
    them): "What do Ana and Tom both collect?" -> [("What do Ana collect?", "ana"), ("What
    do Tom collect?", "tom")] for names ["ana", "tom"]. `names` are the people
    the store knows (its speakers), in any case. Nothing unless at least two of them stand
    side by side joined by "and", "&" or commas: "Did Ana tell Tom about the move?" asks
    about one thing between two people, not about each."""
    known = sorted({n.strip() for n in names if n.strip()}, key=len, reverse=True)
    if len(known) < 2:
        return []
    one = "(?:" + "|".join(_name_pattern(n) for n in known) + ")"
    group = re.search(rf"{one}(?:{_JOINER}{one})+", question, re.IGNORECASE)
    if group is None:
        return []
    span = group.group(0)
    members = [m.group(0) for m in re.finditer(one, span, re.IGNORECASE)]
    spelled = {n.lower(): n for n in known}
    who = [spelled.get(_bare(m).lower(), _bare(m)) for m in members]
    if len({w.lower() for w in who}) < 2:
        return []
    before, after = question[:group.start()], question[group.end():]
    before = _BEFORE.sub(" ", before)  # "have both Ana and Tom ..." -> "have Ana ..."
    after = _AFTER.sub("", after)  # "Ana and Tom both collect" -> "Ana collect"
    parts: dict[str, str] = {}
    for member, person in zip(members, who, strict=True):
        text = before + member + after
        parts.setdefault(person, re.sub(r"\s{2,}", " ", text).strip())
    return [(text, person) for person, text in parts.items()]


def _bare(name: str) -> str:
    """A name without its possessive "'s" and with single spaces."""
    name = re.sub(r"\s+", " ", name)
    for tail in ("'s", "\u2019s"):
        if name.lower().endswith(tail):
            return name[: -len(tail)]
    return name

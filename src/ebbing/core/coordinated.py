"""The parts a question joins with "and" or "or", each to be looked up on its own. Pure.

"What did the rain and the power cuts spoil at the fair?" asks two things: what the rain
spoiled and what the power cuts did, and each is told in its own turn, often in another
talk, in words that name only one of them. Searched whole, the question finds the turns
that say one part most (and the talk that says it at length), so the other part's turns
rank below them. `coordinated_parts` writes the question once per member of the first
pair of words it joins ("rain" / "power"; "mended or replaced"), the other member left
out: "What did the rain spoil at the fair?" and "What did the power cuts spoil at the fair?".

Only two ordinary words in lower case are taken as a pair: names ("Ana and Tom", people:
core/parts.py; "Lyon and Porto", places one looks up together) are left alone, and so is a
second clause ("..., and how?", "and why did she ...") and a pair of function words.
"""

from __future__ import annotations

import re

# words that start a clause or that a pair of members never is
_FUNCTION = frozenset(re.findall(r"\S+", """
a an the this that these those his her their my our your its some any all both each every
no not one other another such own same more most much many few less
i you he she it we they me him us them who whom whose what which when where why how whether
is are was were be been being am has have had do does did will would can could shall should
may might must let lets
to of in on at by for from with without about into onto over under after before since until
till than then so as if because while though although also too very just only even still
there here off out up down away back around through during within against between among
yes now again ever never later soon
"""))

_WORD = r"[a-z][a-z'\u2019-]*"
_PAIR = re.compile(rf"(?<![\w'\u2019-])(?P<a>{_WORD})(?P<join>\s*,?\s+(?:and|or)\s+)"
                   rf"(?P<b>{_WORD})(?![\w'\u2019-])")


def coordinated_parts(question: str) -> list[str]:
    """The question once per member of the first pair of lower-case words it joins with
    "and" or "or", the other member left out: "What did the rain and the fog spoil?" ->
    ["What did the rain spoil?", "What did the fog spoil?"] ("the" before the second member
    goes with it); "What has Ana mended or replaced in the flat?" -> ["What has Ana mended in
    the flat?", "What has Ana replaced in the flat?"]. Nothing when the question joins no
    such pair."""
    text = question.strip()
    for found in _PAIR.finditer(text):
        a, b = found.group("a"), found.group("b")
        if a.lower() in _FUNCTION or b.lower() in _FUNCTION:
            if b.lower() not in ("the", "a", "an", "his", "her", "their", "my", "our", "its"):
                continue
            after = re.match(rf"\s+(?P<b>{_WORD})(?![\w'\u2019-])", text[found.end():])
            if after is None or a.lower() in _FUNCTION or after.group("b") in _FUNCTION:
                continue
            start, end = found.start("a"), found.end() + after.end()
            first = text[:start] + a + text[end:]
            own = re.search(r"\b(?:the|a|an|his|her|their|my|our|its)\s+$", text[:start],
                            re.IGNORECASE)  # "the hail and the fog": "the" once
            second = text[:start] + (after.group("b") if own else
                                     text[found.end("join"):end]) + text[end:]
        else:
            first = text[:found.end("a")] + text[found.end("b"):]
            second = text[:found.start("a")] + text[found.start("b"):]
        parts = [re.sub(r"\s{2,}", " ", p).strip() for p in (first, second)]
        if parts[0] != parts[1]:
            return parts
    return []

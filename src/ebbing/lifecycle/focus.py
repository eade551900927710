"""A change said once changes one thing: the older memory the new one is most about.

The judge reads one pair at a time, and each pair it is given shares a few words with the new
memory. On a life told one message at a time, the memories are long and hold several clauses,
so the same cue ('推迟', '涨到', '记错了', "moved to") is read against every older memory the new
one shares two or three words with, and each that holds something the cue can touch is
changed: "施工队……开工推迟到九月二十号" outdated the grandson's piano lessons and his school
hours beside the renovation (docs/languages.md, "What the conflict judge does to a whole
life"). A cue said once in a new memory changes one thing. So among one new memory's
findings that rest on the same reading (`reading`: the judge's rule and the cue or attribute
its reason names first), only those whose old memory shares the most with the new one stand
(`tie`: the share of both memories' anchors they have in common, names counting double, as
conflict candidates are found); a finding alone on its reading stands as it is, and two
readings of one new memory ("moved to Berlin and quit my job") each keep their own.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ebbing.content import USE_CHARS, clip
from ebbing.lifecycle.rules.anchors import anchors

if TYPE_CHECKING:
    from ebbing.lifecycle.conflicts import Finding
    from ebbing.models import Memory


def reading(finding: Finding) -> tuple[str, str]:
    """What a finding rests on: its rule and the first thing its reason names (the cue
    "'推迟'", the attribute "量", "an amount said anew"), the hedge note left aside."""
    reason = finding.verdict.reason.split("; but said with a hedge")[0]
    return finding.verdict.rule or "", reason.split(":")[0].strip()


def tie(old: Memory, new: Memory) -> float:
    """How much two memories share: the anchors both hold (names weigh 2), over the geometric
    mean of each one's anchors, so a long memory does not win by its length alone."""
    a = anchors(clip(old.content, USE_CHARS), old.entities)
    b = anchors(clip(new.content, USE_CHARS), new.entities)
    if not a or not b:
        return 0.0
    shared = sum(min(a[k], b[k]) for k in a.keys() & b.keys())
    return shared / math.sqrt(sum(a.values()) * sum(b.values()))


def focused(findings: list[Finding]) -> list[Finding]:
    """`findings` of one new memory, less those that share their reading with a finding whose
    old memory the new one is more about (order kept)."""
    if len(findings) < 2:
        return findings
    ties = [tie(f.old, f.new) for f in findings]
    best: dict[tuple[str, str], float] = {}
    for finding, score in zip(findings, ties, strict=True):
        key = reading(finding)
        best[key] = max(best.get(key, 0.0), score)
    return [f for f, score in zip(findings, ties, strict=True) if score >= best[reading(f)]]

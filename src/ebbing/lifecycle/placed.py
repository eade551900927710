# ruff: noqa: RUF001
"""A change is tied to what the new memory is about before it counts (Chinese memories).

The Chinese rules read one pair at a time and name whose thing changed: "'改到': changed for
阿妈", "工作地: 佛山 -> 江南西 (表哥)", and each finding carries that one as its `subject`
(rules.judge.Verdict.subject, set where the rule builds its reason; no reason is parsed).
Remembered one message at a time, the same cue is read
against every older memory the new one shares a few words with, and the rules find a change
in memories the new one is not about: "表哥……喺江南西开咗间糖水铺" outdated the younger
brother's job in 佛山, because both say where someone works (docs/languages.md, "What the
conflict judge does to a whole life"). So a finding stands when

- the one whose thing changed (its `subject`, named by the rule) is named in the new memory
  and in the old one: the old memory is about them;
- the rule cannot say whose thing changed ("changed for ?", or the speaker, who is in every
  memory of a diary) but quotes its cue, and what the cue is said of in the new memory
  (`cue_subject`: "开工" in "开工推迟到九月二十号", "招商银行" in "招商银行涨到三十八块二") is
  in the old memory too: "招商银行涨到…" no longer reaches the pension;
- neither is there ("量:公斤: 2 -> 5 (?)"), and the old memory is among the `NEAREST` the new
  memory is most about of the older memories it was read against and the outdated ones near
  it (`tie`, focus.py): what the new memory is about may be outdated already, and then a
  change no one can place does not fall on the next current memory instead.

Otherwise nothing ties the two memories, and the finding is dropped: a change said about one
person or thing does not reach another. Memories without Chinese pass as they are.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from ebbing.lang import dialects
from ebbing.lang.cantonese import pair_reading
from ebbing.lang.hant import simplified
from ebbing.lifecycle.focus import tie

if TYPE_CHECKING:
    from ebbing.lifecycle.conflicts import Finding
    from ebbing.lifecycle.rules.judge import Verdict
    from ebbing.models import Memory

_HAN = re.compile(r"[\u4e00-\u9fff]")
_CUE = re.compile(r"^'([^']+)'")  # "'涨到': changed for ?"
_CLAUSE = re.compile(r"[，。；：！？、,.;:!?\s]")
# characters too common to tie two memories by: pronouns, particles, light verbs, numerals
_COMMON = set("我你他她它们的了是在个这那就也还又吗呢吧啊着过和跟把被给到有没不很"
              "零一二三四五六七八九十百千万亿两半点")
_TOWARD = ("到", "成", "为", "去")  # a cue ending so takes the new value after it (搬到, 改成)
_SPEAKER = {"我", "我们", "咱", "咱们", "自己", "?", "？"}
NEAREST = 2  # a change no one can place may fall on the new memory's NEAREST older memories


def subject(verdict: Verdict) -> str | None:
    """Whose thing changed, as the rule that found the change named it (`Verdict.subject`, set
    where the rule builds its reason); None when it cannot say or names the speaker."""
    who = (verdict.subject or "").strip()
    return None if not who or who in _SPEAKER else who


def _bigrams(text: str) -> set[str]:
    """The pairs of characters of `text`'s Chinese words, the most common characters left out."""
    han = [c if _HAN.match(c) and c not in _COMMON else " " for c in text]
    return {a + b for a, b in pairwise(han) if " " not in (a, b)}


def cue_subject(reason: str, new: str) -> set[str] | None:
    """What the cue the reason quotes is said of in the new memory (read in Mandarin): the
    words of its clause ("开工" in "开工推迟到九月二十号", "招商银行" in "招商银行涨到三十八块二"),
    or of the next clause when the cue's own holds none ("记错了, 乐乐开学是…"), as pairs of
    characters; None when the reason quotes no cue found in the new memory. What follows a cue
    toward a new value (搬到, 改成, 推迟到: `_TOWARD`) is that value, not what changed: "我们就
    一起搬到观音桥去住" says nothing of an older memory that names 观音桥."""
    quoted = _CUE.match(reason)
    if not quoted:
        return None
    cue = "".join(c for c in quoted.group(1) if _HAN.match(c))[:2]
    at = new.find(cue) if len(cue) == 2 else -1
    if at < 0:
        return None
    after = _CLAUSE.split(new[at + len(cue):])
    full = quoted.group(1)
    value = full.endswith(_TOWARD) or new[at + len(full):].startswith(_TOWARD)
    own = _bigrams(_CLAUSE.split(new[:at])[-1]) | (set() if value else _bigrams(after[0]))
    return own or next((_bigrams(part) for part in after[1:] if _bigrams(part)), None)


def _readings(old: Memory, new: Memory) -> tuple[str, str]:
    """Both memories as the judge read them (simplified, Mandarin)."""
    return pair_reading(*dialects.pair_reading(simplified(old.content),
                                               simplified(new.content)))


def placed(findings: list[Finding], older: list[Memory]) -> list[Finding]:
    """The `findings` of one new Chinese memory tied to what it is about (order kept); `older`
    holds the memories it was read against and the outdated ones near it."""
    if not findings or not _HAN.search(findings[0].new.content):
        return findings
    new = findings[0].new
    ties = sorted((tie(m, new) for m in older), reverse=True)
    nearest = ties[:NEAREST][-1] if ties else 0.0
    kept = []
    for finding in findings:
        who = subject(finding.verdict)
        old_reading, new_reading = _readings(finding.old, new)
        said_of = cue_subject(finding.verdict.reason, new_reading)
        if who is not None and who not in new_reading and who not in new.content:
            who = None  # named from the old memory alone: not what the new one is about
        if who is not None:
            tied = who in old_reading or who in finding.old.content
        elif said_of is not None:
            tied = bool(said_of & _bigrams(old_reading))
        else:
            tied = tie(finding.old, new) >= nearest
        if tied:
            kept.append(finding)
    return kept

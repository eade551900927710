"""A departure from what the old memory states, named by the newer sentence as what its
subject left or changed from, and a rescheduling of what the old memory dates by a weekday.

- "I take metformin" then "The doctor switched me from metformin to insulin"; "My daughter
  goes to Hillside Primary" then "She moved from Hillside to Oakwood"; "I'm training for the
  Berlin marathon" then "I pulled out of the Berlin marathon"; "I see Dr Lund for my back"
  then "I stopped seeing Dr Lund". The left value's words must all be in the old memory, and
  for a change "from X to Y", Y must say something the old one does not.
- "I play football on Tuesdays" then "Football has moved to Wednesdays"; "Our book club meets
  on Mondays" then "The book club got pushed to Thursdays": what the newer sentence is about
  is named in the old one, it is moved to another weekday than the old one gives.

Who departs must be whom the old memory is about: the same subject, a pronoun ("She moved
from ..."), or the old subject named anywhere in the newer sentence ("switched me from");
"Tom's son moved from Hillside to Oakwood" says nothing of my daughter. A plan ("I'm going to
switch from ...") or a denial ("I didn't pull out of ...") departs from nothing; a hedge
makes it suspected at most (rules.judge.hedge_limit).
"""

from __future__ import annotations

import re

from ebbing.core.query import STOP_WORDS, stem
from ebbing.lifecycle.rules.judge_evidence import compatible
from ebbing.lifecycle.rules.judge_text import Sentence
from ebbing.lifecycle.rules.judge_things import Finding
from ebbing.lifecycle.rules.judge_words import DETERMINERS
from ebbing.lifecycle.rules.judge_work import AHEAD, DENIED

_STOP = r"[^.;!?]"
# a value named: up to the end of its clause, or the next word that begins another
_VALUE = r"[^.;!?,]{1,60}?"
_END = r"(?=\s+(?:because|after|when|since|as|and|but|so)\b|[.;!?,]|$)"
FROM_TO = re.compile(
    rf"\b(?:switch|chang|mov|upgrad|swapp|transferr|convert|downgrad|went|gone)\w*\b"
    rf"{_STOP}{{0,40}}?\bfrom\s+(?P<left>{_STOP}{{1,60}}?)\s+(?:to|for|with)\s+"
    rf"(?P<right>{_VALUE}){_END}", re.IGNORECASE)
OUT_OF = re.compile(
    r"\b(?:(?:pulled|dropped|backed|bowed|opted)\s+out\s+of|withdr(?:ew|awn)\s+from|"
    r"stopped\s+(?:taking|going\s+to|attending|seeing|using|playing|visiting))\s+"
    rf"(?P<left>{_VALUE}){_END}", re.IGNORECASE)
MOVED_TO = re.compile(r"\b(?:moved|changed|switched|pushed|shifted|brought\s+forward|"
                      r"put\s+back|rescheduled)\s+(?:back\s+)?to\s+(?:the\s+)?(?:\w+\s+)?"
                      r"(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b",
                      re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+|\d+")


def _words(text: str) -> set[str]:
    """A phrase's words that say what it is (stemmed; no determiners or stop words)."""
    return {stem(w) for w in (m.group(0).lower() for m in _WORD.finditer(text))
            if w not in DETERMINERS and w not in STOP_WORDS and w not in {"me", "us", "i"}}


def _about_same(o: Sentence, n: Sentence) -> bool:
    """The newer sentence is about the old one's subject: a pronoun, or a subject the judge
    reads as the same (judge_evidence.compatible: "The doctor switched me" names me; "My
    sister moved" is about her, not me)."""
    return bool(o.subject) and (not n.subject or compatible(o, n, strict=False))


def _said(n: Sentence, start: int) -> bool:
    """What begins at `start` is said as having happened: not a plan, not denied."""
    before = n.text[:start]
    return not AHEAD.search(before) and not DENIED.search(before)


def departed(o: Sentence, n: Sentence) -> Finding | None:
    if not _about_same(o, n):
        return _rescheduled(o, n)
    old = _words(o.text)
    for found in FROM_TO.finditer(n.text):
        left, right = _words(found.group("left")), _words(found.group("right"))
        if left and left <= old and right - old and _said(n, found.start()):
            return Finding("outdated", f"'{found.group(0).strip()}': changed from what the old "
                           f"memory states", found.group("left").strip(), "departure")
    for found in OUT_OF.finditer(n.text):
        left = _words(found.group("left"))
        if left and left <= old and not OUT_OF.search(o.text) and _said(n, found.start()):
            return Finding("outdated", f"'{found.group(0).strip()}': no longer true of what "
                           f"the old memory states", found.group("left").strip(), "departure")
    return _rescheduled(o, n)


def _rescheduled(o: Sentence, n: Sentence) -> Finding | None:
    days = {t.key for t in o.tokens if t.kind == "weekday"}
    if not days or not (n.subject and n.subject <= o.keys() | o.subject):
        return None
    for found in MOVED_TO.finditer(n.text):
        day = found.group("day").lower().rstrip("s")
        if day not in days and _said(n, found.start()):
            shown = ", ".join(sorted(days))
            return Finding("outdated", f"'{found.group(0).strip()}': moved from {shown}",
                           f"day: {shown} -> {day}", "departure")
    return None

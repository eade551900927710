"""The end of someone's work: "Anna works as a nurse" then "Anna quit her job"; "Omar
teaches maths at the high school" then "Omar retired"; "I work at Acme" then "I got laid
off". The newer sentence does not name the old job, so no word ties them; what ties them is
the attribute: the old one says what its subject works as or where, the newer one that
the same subject's work ended (quitting, leaving or losing a job, resigning, retiring, being
laid off, fired or made redundant, stopping work). A plan ("will retire next year", "is
thinking of quitting") or a denial ("didn't quit") ends nothing; a hedge makes it suspected
at most (rules.judge.hedge_limit).

    job_ended(analyze("Anna works as a nurse."), analyze("Anna quit her job."))   # Finding
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_evidence import past
from ebbing.lifecycle.rules.judge_text import Sentence, Token
from ebbing.lifecycle.rules.judge_things import Finding
from ebbing.lifecycle.rules.judge_words import NEGATORS, SPEAKER

_OWN = r"(?:her|his|their|my|our|your|the|a|this|that)"
_ENDED = re.compile(
    rf"\b(?:(?:quit|left|lost|lose|losing|quitting|leaving)\s+{_OWN}\s+(?:job|work|position|"
    r"post)|quit\s+work(?:ing)?|stopped\s+working|resigned|retired|(?:was|were|got|been|"
    r"being)\s+(?:laid\s+off|fired|sacked|let\s+go|made\s+redundant)|laid\s+off|"
    r"handed\s+in\s+(?:her|his|their|my|our)\s+notice)\b", re.IGNORECASE)
AHEAD = re.compile(r"\b(?:will|going\s+to|gonna|plans?\s+to|planning\s+to|wants?\s+to|"
                    r"hopes?\s+to|thinking\s+(?:of|about)|about\s+to|would|if|when|before|"
                    r"after|until|(?:might|may|could)(?!\s+have))\b[^.;!?]*$", re.IGNORECASE)
DENIED = re.compile("(?:\\bnot|\\bnever|n[\u2019']t)\\s+(?:\\w+\\s+)?$", re.IGNORECASE)
_BEFORE = re.compile(r"\b(?:used\s+to|formerly|retired|former|ex-)", re.IGNORECASE)  # ended
_WORKING = frozenset({"work", "employ", "job", "teach"})


def _works(s: Sentence) -> bool:
    """The sentence says, in the present, what its subject works as or where."""
    if past(s) or any(t.text.lower() in NEGATORS for t in s.tokens) or \
            _BEFORE.search(s.text) or _ENDED.search(s.text):  # it tells an end itself
        return False
    tokens = s.tokens
    return any((t.kind == "job" or t.key in _WORKING) and t.key not in s.subject
               and not _not_employment(tokens, i) for i, t in enumerate(tokens))


_TASK = frozenset({"on", "out", "hard", "through", "together", "wonders"})  # working on it
_OTHERS = frozenset({"your", "his", "her", "their", "its"})
_EFFORT = frozenset({"the", "this", "that", "all", "hard", "much"})  # "all the work's paying off"


def _not_employment(tokens: list[Token], i: int) -> bool:
    """"working on my business" is a task, not a job; "your work at the shelter" is someone
    else's (a name's possessive too: "Maria's work"); "the work", "my hard work" is effort."""
    after = tokens[i + 1].text.lower() if i + 1 < len(tokens) else ""
    before = tokens[i - 1] if i else None
    return tokens[i].key in _WORKING and (after in _TASK or (before is not None and (
        before.text.lower() in _OTHERS | _EFFORT
        or (before.possessive and before.key != SPEAKER))))


def job_ended(o: Sentence, n: Sentence) -> Finding | None:
    if not o.subject or o.subject != n.subject or not _works(o):
        return None
    for found in _ENDED.finditer(n.text):
        before = n.text[:found.start()]
        if AHEAD.search(before) or DENIED.search(before):
            continue
        return Finding("outdated", f"'{found.group(0)}': the work the old memory states "
                       f"ended", o.predicate_text, "work")
    return None

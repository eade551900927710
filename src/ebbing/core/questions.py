"""What a question asks for: a time ("When did ...", "What year ...") or a duration ("How long
has ...", "Since when ..."). Pure; search uses them to prefer memories whose words carry a
date (core/eventtime.py) or name a duration; a question about when something began is
answered by a duration too ("I've had them four years", said in June 2023: since 2019)."""

from __future__ import annotations

import re

_WHEN = re.compile(r"^\W*(?:when\b|what\s+(?:date|day|year|month|time)\b|how\s+long\b|"
                   r"since\s+when\b|in\s+which\s+(?:year|month)\b|which\s+(?:year|month|day)\b)",
                   re.IGNORECASE)


_HOW_LONG = re.compile(r"^\W*(?:(?:for\s+)?how\s+long\b(?!\s+ago)|since\s+when\b|"
                       r"how\s+many\s+(?:years|months|weeks|days)\s+(?:has|have|had|did))",
                       re.IGNORECASE)


def asks_duration(question: str) -> bool:
    """Whether the question asks how long something lasted ("How long has ...", "Since
    when ..."), which a duration answers ("for 3 years", "since 2019")."""
    return bool(_HOW_LONG.search(question))


def asks_when(question: str) -> bool:
    """Whether the question asks for a time ("When did ...", "What year ...")."""
    return bool(_WHEN.search(question))


_START = re.compile(
    r"^\W*(?:when|(?:in\s+)?(?:what|which)\s+(?:year|month))\b.*?\b(?:did|has|have|was|were)\b"
    r".*?\b(?:start|started|begin|began|get|got|adopt|adopted|buy|bought|meet|met|join|"
    r"joined|move|moved|open|opened|first)\b", re.IGNORECASE)


def asks_start(question: str) -> bool:
    """Whether the question asks when something began ("Which year did Ana start
    pottery?", "When did they get their dog?"), which a duration up to the day it was said
    also answers ("I've had them four years")."""
    return bool(_START.search(question))

"""Times as people text them (issue 27, stop 24): "see u tmrw", "back in like 3 wks", "this
sat", "tues night was fun", "2nite". Pure: `spelled(text)` gives the text with such words
spelled out and, per character of it, where it stood in the text, so core/eventtime.py reads
the spelled text and reports every phrase at its place in what was written (the person's
words are never rewritten: this is a reading).

- Days: tmrw, tmr, tmrw, tomoz, 2moro, 2morrow -> tomorrow; yday, yest -> yesterday; 2day ->
  today; 2nite, 2night, tonite -> tonight.
- Units: wk(s), wkend(s)/wknd(s), mth(s)/mnth(s), yr(s) -> week(s), weekend(s), month(s),
  year(s); nxt -> next.
- Weekdays written short: tues, tue, weds, thurs, thur, thu, fri -> the weekday; the short
  forms that are words of their own (mon, wed, sat, sun) only where a weekday stands: after
  on, this, last, next, by, til/till/until, every, from, since, coming, or before night,
  morning, arvo, afternoon, evening, eve ("this sat", "sat night"; not "I sat down", "in the
  sun", "c'mon").
- "like" as a filler between "in" or "for" and a count ("in like 3 weeks") is left out.
"""

from __future__ import annotations

import re

_ALWAYS = {
    "tmrw": "tomorrow", "tmr": "tomorrow", "tmrow": "tomorrow", "tmrrw": "tomorrow",
    "tomoz": "tomorrow", "2moro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow",
    "yday": "yesterday", "yest": "yesterday", "2day": "today", "2nite": "tonight",
    "2night": "tonight", "tonite": "tonight", "tnite": "tonight",
    "wk": "week", "wks": "weeks", "wkend": "weekend", "wkends": "weekends", "wknd": "weekend",
    "wknds": "weekends", "mth": "month", "mths": "months", "mnth": "month", "mnths": "months",
    "yr": "year", "yrs": "years", "nxt": "next",
    "tues": "tuesday", "tue": "tuesday", "weds": "wednesday", "thurs": "thursday",
    "thur": "thursday", "thu": "thursday", "fri": "friday",
}
_PLACED = {"mon": "monday", "wed": "wednesday", "sat": "saturday", "sun": "sunday"}
_BEFORE = re.compile(r"\b(?:on|this|last|next|nxt|by|til|till|until|every|from|since|coming)"
                     r"\s+$", re.IGNORECASE)
_AFTER = re.compile(r"\s+(?:night|nite|morning|arvo|afternoon|evening|eve|just\s+gone)\b",
                    re.IGNORECASE)
_WORD = re.compile(r"(?<![\w'])[a-z0-9]+(?![\w'])", re.IGNORECASE)
_FILLER = re.compile(r"\b(?:in|for)\s+(?P<like>like\s+)(?=\d|an?\b|a\s+few|a\s+couple|few|"
                     r"couple|two|three|four|five|six)", re.IGNORECASE)
_SCREEN = frozenset(_ALWAYS) | frozenset(_PLACED) | {"like"}


def _spelled_as(text: str, m: re.Match[str]) -> str | None:
    word = m.group(0).lower()
    if word in _ALWAYS:
        return _ALWAYS[word]
    if word in _PLACED and (_BEFORE.search(text, 0, m.start())
                            or _AFTER.match(text, m.end())):
        return _PLACED[word]
    return None


def spelled(text: str) -> tuple[str, list[int]]:
    """The text with texted time words spelled out, and for each of its characters (and its
    end) the place in `text` it comes from. Unchanged text comes back as it is."""
    if _SCREEN.isdisjoint(w.lower() for w in _WORD.findall(text)):
        return text, list(range(len(text) + 1))
    changes: list[tuple[int, int, str]] = []
    for m in _WORD.finditer(text):
        out = _spelled_as(text, m)
        if out is not None:
            changes.append((m.start(), m.end(), out))
    changes += [(m.start("like"), m.end("like"), "") for m in _FILLER.finditer(text)]
    if not changes:
        return text, list(range(len(text) + 1))
    parts: list[str] = []
    where: list[int] = []
    done = 0
    for start, end, out in sorted(changes):
        parts.append(text[done:start])
        where.extend(range(done, start))
        parts.append(out)
        where.extend(start + min(k, end - start - 1) for k in range(len(out)))
        done = end
    parts.append(text[done:])
    where.extend(range(done, len(text) + 1))
    return "".join(parts), where

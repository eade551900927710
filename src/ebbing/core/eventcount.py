"""Times counted from the day said, and days named by their number alone, in the ways English
is spoken around the world (issue 27, stop 23).

Pure; core/eventtime.py adds what this finds to what its own rules read (a longer phrase
hides the shorter ones inside it). Said on Wednesday 12 March 2025:

- "before 2 days", "before a week" (Indian and much of Asia's English for "2 days ago"): a
  sentence that points ahead ("I need it before 2 days") gives nothing, it is a deadline;
- "after 2 weeks", "after a month" pointing ahead ("I will call you after 2 weeks"): that
  far on. Told of the past ("after two weeks the cast came off") it counts from an event,
  not from the day said: nothing;
- "since 3 months", "since two years" (for "for 3 months"): from then to the day said, which
  answers when it began; "since 3 months ago" alike;
- an age in days, weeks or months, "she's four weeks old", "a ten-day-old lamb": the thing
  began that far back (in years, a birth long before the talk: nothing);
- fortnights: "a fortnight ago", "a fortnight back", "in a fortnight", "for a fortnight";
- "(this) coming weekend": the next Saturday and Sunday (the one after, said on a weekend);
- "last to last Sunday", "the Sunday before last" (a week before last Sunday), "next to next
  Friday", "the Friday after next" (a week after next Friday);
- "til/till/until (after) Thursday": the coming Thursday, unless the verb is past;
- British counts from a day (stop 24): "a week on Tuesday", "a fortnight on Friday", "two
  weeks from tomorrow", "a week tomorrow" (that far after the coming Tuesday, Friday,
  tomorrow), "Monday week" (a week after the coming Monday), "a week last Sunday" (a week
  before the last Sunday);
- a day of the month by its number alone, "how about the 22nd?", "by the 20th", "on 5th",
  "from the 3rd": this month's, else the nearest month's that way the sentence points
  (core/tense.py), the nearer one when it points nowhere. A number followed by its noun
  ("the 5th floor", "my 3rd time") names no day: it must end its clause, be followed by a
  word that is no noun (a verb such as "is" or "works", a preposition, a conjunction), or
  follow a preposition of time. A month named before it is core/monthcarry.py's case.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ebbing.core.dates import around, count_of, monday_of, month_by_way, shift
from ebbing.core.tense import AHEAD, BACK, Sentence
from ebbing.core.timeexpr import MONTHS, WEEKDAYS, add_months

Found = tuple[date, date, str, str, int, int]

_NUM = (r"(?P<n>\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
        r"(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several)")
_UNIT = r"(?P<unit>day|week|fortnight|month|year)s?"
_ABOUT = r"(?:(?:about|around|nearly|almost|roughly|just|only|like|over)\s+)?"
_COUNTED = re.compile(
    rf"\b(?P<how>before|after|since)\s+{_ABOUT}{_NUM}\s+{_UNIT}\b(?P<ago>\s+(?:ago|back))?"
    r"(?!\s+(?:of|from|later|earlier|before|after|since|into)\b)", re.IGNORECASE)
_FORTNIGHT = re.compile(
    rf"\b(?P<lead>in|for|within)?\s*{_NUM}\s+fortnights?\b(?P<ago>\s+(?:ago|back))?",
    re.IGNORECASE)
_WEEKEND = re.compile(r"\b(?:(?:this|the)\s+)?coming\s+weekend\b", re.IGNORECASE)
# an age in days, weeks or months: the thing began that far back ("she's four weeks old
# today", "a ten-day-old lamb"); in years it dates a birth, not an event told in the chat
_AGE = re.compile(rf"\b{_ABOUT}{_NUM}[\s-]+(?P<unit>day|week|month)s?[\s-]+old\b",
                  re.IGNORECASE)
_UNTIL = re.compile(r"\b(?:until|till|til|'til)\s+(?:after\s+)?(?:(?:this|coming|next)\s+)?"
                    r"(?P<wd>" + "|".join(WEEKDAYS) + r")\b", re.IGNORECASE)
_TWO_STEPS = re.compile(
    r"\b(?:(?P<to>last|next)\s+to\s+(?P=to)\s+(?P<wd>" + "|".join(WEEKDAYS) + r")|the\s+"
    r"(?P<wd2>" + "|".join(WEEKDAYS) + r")\s+(?P<dir>before\s+last|after\s+next))\b",
    re.IGNORECASE)
_WDS = "|".join(WEEKDAYS)
_WEEK_ON = re.compile(
    r"\b(?P<n>a|one|two|three)\s+(?P<unit>week|fortnight)s?\s+(?:(?P<rel>on|from|last)\s+"
    rf"(?P<wd>{_WDS}|tomorrow|today)|(?P<wd3>tomorrow))\b|\b(?P<wd2>{_WDS})\s+week\b(?!\s*(?:end|day|night))",
    re.IGNORECASE)
_LEADS = ("by", "before", "after", "from", "to", "through", "around", "about", "til", "till",
          "until", "on", "since", "for")
_ORDINAL = re.compile(
    r"(?:\b(?P<lead>" + "|".join(_LEADS) + r")\s+)?(?P<the>\bthe\s+)?\b(?P<d>[0-3]?\d)"
    r"(?:st|nd|rd|th)\b(?P<after>\s*(?:[,.;:!?)]|$)|\s+[a-z']+)?", re.IGNORECASE)
# the closed classes (verbs that say how a day suits, prepositions, conjunctions, pronouns,
# determiners, a few adverbs) that may follow "the 22nd" standing alone as a day; any other
# word may be its noun ("the 5th floor", "the 3rd time"), and then it names no day
_NOT_NOUNS = frozenset({"is", "was", "works", "work", "would", "will", "could", "can", "should",
    "might", "suits", "suit", "sounds", "sound", "then", "or", "and", "but", "at", "in", "on",
    "for", "to", "from", "with", "until", "till", "til", "too", "instead", "isn't", "wasn't",
    "won't", "okay", "ok", "fine", "good", "better", "best", "i", "we", "you", "he", "she",
    "they", "it", "the", "a", "an", "my", "your", "his", "her", "our", "their", "this", "that",
    "so", "as", "when", "if", "now", "already", "again", "latest", "onwards", "onward", "only",
    "morning", "afternoon", "evening", "night", "maybe", "probably", "though", "still", "because",
    "cause", "cos", "unless", "although", "while", "which", "where", "yet"})
_MONTH_WORD = re.compile(r"\b(?:" + "|".join(sorted(MONTHS, key=len, reverse=True))
                         + r")\b\.?(?!\s*\d)", re.IGNORECASE)
_CUES = frozenset({"before", "after", "since", "fortnight", "fortnights", "coming", "until",
                   "till", "til", "last", "next", "week", "weeks", "old"})


def _days(unit: str, n: int) -> tuple[str, int]:
    return ("week", 2 * n) if unit == "fortnight" else (unit, n)


def _point(anchor: date, unit: str, n: int) -> tuple[date, date, str]:
    """The day, week, month or year `n` `unit`s from `anchor` (negative: back)."""
    unit, count = _days(unit, abs(n))
    return around(shift(anchor, unit, count if n > 0 else -count), unit)


def _counted(text: str, anchor: date, way: Sentence) -> list[Found]:
    out = []
    for m in _COUNTED.finditer(text):
        n, unit, how = count_of(m["n"]), m["unit"].lower(), m["how"].lower()
        if not 0 < n <= 100:
            continue
        direction = way.direction(m.start(), m.end())
        if how == "since":  # a length up to the day said: when it began
            unit, n = _days(unit, n)
            got = shift(anchor, unit, -n), anchor + timedelta(days=1), "span"
        elif how == "before" and direction != AHEAD:
            got = _point(anchor, unit, -n)
        elif how == "after" and direction == AHEAD and not m["ago"]:
            got = _point(anchor, unit, n)
        else:
            continue
        out.append((*got, m.group(0).strip(), m.start(), m.end()))
    for m in _FORTNIGHT.finditer(text):
        n, lead = count_of(m["n"]), (m["lead"] or "").lower()
        if not 0 < n <= 50 or not (lead or m["ago"]):
            continue
        if lead == "for":
            got = anchor - timedelta(days=14 * n), anchor + timedelta(days=1), "span"
        else:
            got = _point(anchor, "fortnight", n if lead in ("in", "within") else -n)
        out.append((*got, m.group(0).strip(), m.start(), m.end()))
    return out


def _two_steps(anchor: date, m: re.Match[str]) -> tuple[date, date, str]:
    """"last to last Sunday", "the Sunday before last": a week before last Sunday; "next to
    next Friday", "the Friday after next": a week after next Friday (next week's)."""
    target = WEEKDAYS[(m["wd"] or m["wd2"]).lower()]
    if (m["to"] or m["dir"]).lower().startswith(("last", "before")):
        day = anchor - timedelta(days=((anchor.weekday() - target) % 7 or 7) + 7)
    else:
        day = monday_of(anchor) + timedelta(days=14 + target)
    return day, day + timedelta(days=1), "day"


def _week_on(anchor: date, m: re.Match[str]) -> tuple[date, date, str]:
    """"a week on Tuesday", "a fortnight from tomorrow", "Monday week", "a week last Sunday"."""
    word = (m["wd"] or m["wd2"] or m["wd3"]).lower()
    back = (m["rel"] or "").lower() == "last"
    if word in ("today", "tomorrow"):
        day = anchor + timedelta(days=int(word == "tomorrow"))
    else:
        gap = (WEEKDAYS[word] - anchor.weekday()) % 7
        day = anchor - timedelta(days=(7 - gap) % 7 or 7) if back else anchor + timedelta(
            days=gap or 7)
    weeks = count_of(m["n"]) * (2 if (m["unit"] or "").lower() == "fortnight" else 1) if \
        m["n"] else 1
    day += timedelta(days=-7 * weeks if back else 7 * weeks)
    return day, day + timedelta(days=1), "day"


def _month_before(text: str) -> int | None:
    """The month last named in `text` ("for August, the 9th to the 16th"; "october. the
    19th."), save March and May, which are as often verbs."""
    names = [m for m in _MONTH_WORD.finditer(text) if m.group(0).lower() not in ("may", "march")]
    return MONTHS[names[-1].group(0).lower().rstrip(".")] if names else None


def _ordinal(said: str, offset: int, anchor: date, way: Sentence,
             m: re.Match[str]) -> Found | None:
    text = said[offset:]
    lead, after = (m["lead"] or "").lower(), (m["after"] or "").strip().lower()
    if not (m["the"] or lead) or (after.isalpha() and after not in _NOT_NOUNS):
        return None  # "the 5th floor", "my 3rd time", "the 4th of May" (the date's rule)
    if re.search(r"\bin\s+$", text[:m.start()]):
        return None  # "down 10 in the 4th": a day of the month is never "in" it
    at, stop = (m.start("the") if m["the"] else m.start("d")), m.end("d") + 2  # "st", "th"
    direction = way.direction(at, stop)
    if lead == "on" and not m["the"] and (direction == 0 or " at " in f" {text[:at]}"):
        return None  # "the bakery on 5th", "he's at movewell on 6th": a street
    if lead in ("until", "till", "til", "by") and direction != BACK:
        direction = AHEAD
    elif lead == "since":
        direction = BACK
    month = _month_before(said[:offset + at])
    if month is not None:  # the day of the month named before it, in the year it points at
        try:
            day = date(month_by_way(anchor, month, direction), month, int(m["d"]))
        except ValueError:
            return None
        at = m.start()  # "on the 3rd" whole: it replaces the reading of this month's 3rd
        return day, day + timedelta(days=1), "day", text[at:stop].strip(), at, stop
    first = anchor.replace(day=1)
    days = []
    for step in (-2, -1, 0, 1, 2):  # a month without that day (the 31st) is skipped
        try:
            days.append(add_months(first, step).replace(day=int(m["d"])))
        except ValueError:
            continue
    if direction == AHEAD:
        days = [d for d in days if d >= anchor]
    elif direction == BACK:
        days = [d for d in days if d <= anchor]
    if not days:
        return None
    day = min(days, key=lambda d: abs((d - anchor).days))
    return day, day + timedelta(days=1), "day", text[at:stop], at, stop


def counted_days(text: str, anchor: date) -> list[Found]:
    """Every phrase of the module docstring in `text` (said on `anchor`), resolved."""
    out: list[Found] = []
    for sentence in re.finditer(r"[^.!?\n]+[.!?]*", text):
        part, offset = sentence.group(0), sentence.start()
        way = Sentence(part)
        found: list[Found] = []
        if _CUES.intersection(re.findall(r"[a-z]+", part.lower())):
            found += _counted(part, anchor, way)
            for m in _AGE.finditer(part):
                n = count_of(m["n"])
                if 0 < n <= 100:
                    found.append((*_point(anchor, m["unit"].lower(), -n), m.group(0).strip(),
                                  m.start(), m.end()))
            for m in _WEEKEND.finditer(part):
                saturday = monday_of(anchor) + timedelta(days=5 + 7 * (anchor.weekday() >= 5))
                found.append((saturday, saturday + timedelta(days=2), "week",
                              m.group(0).strip(), m.start(), m.end()))
            for m in _TWO_STEPS.finditer(part):
                found.append((*_two_steps(anchor, m), m.group(0).strip(), m.start(), m.end()))
            for m in _WEEK_ON.finditer(part):
                found.append((*_week_on(anchor, m), m.group(0).strip(), m.start(), m.end()))
            for m in _UNTIL.finditer(part):
                if way.direction(m.start(), m.end()) != BACK:
                    day = anchor + timedelta(days=(WEEKDAYS[m["wd"].lower()]
                                                   - anchor.weekday()) % 7 or 7)
                    found.append((day, day + timedelta(days=1), "day", m.group(0).strip(),
                                  m.start(), m.end()))
        if any(ch.isdigit() for ch in part):
            found += [f for m in _ORDINAL.finditer(part)
                      if (f := _ordinal(text, offset, anchor, way, m)) is not None]
        out += [(a, b, p, phrase, at + offset, stop + offset)
                for a, b, p, phrase, at, stop in found]
    return out

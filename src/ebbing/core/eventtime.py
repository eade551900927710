"""When the things a memory mentions happened: time words in its content, resolved against the
day it was said ("yesterday I went bowling", said on 17 March 2022, is about 16 March 2022).
`resolve(text, anchor)` returns every expression it understands as an `EventTime` (days
[start, end), precision, place in the text); Chinese text also gets core/eventtime_zh.py's
rules. Pure. No interval rather than a wrong one.

- Points: "today", "this morning", "yesterday", "(the) day before yesterday", "tomorrow";
  "last/next/this Friday", "on Friday" (not "a Friday", "every Friday": any such day),
  "on/since/until the 5th"; dates ("8 May 2023", "May 8th", "5/8/2023"). Beside these: "friday
  the 20th" (core/eventday.py); "before 2 days", "a fortnight ago", "the 22nd?"
  (core/eventcount.py); "early May", "the week before last" (core/eventcompose.py); "27
  March. Thursday", "oct 9 to 20" (core/eventbeside.py); "30/05" (core/eventnumeric.py).
- Ranges: "last/this/next week|month|year|weekend", "this summer", "winter 2022" (northern
  seasons), "in May", "in May 2023", "in 2019"; holidays (core/holidays.py).
- Relative to the day said: "two days ago", "the other day", "in two weeks"; lengths up to
  it, which say when a thing began: "for 3 years", "since 2019".

Tense decides the ambiguous ones (core/tense.py): "on Friday", "on the 5th" point forwards
when the words nearest them speak of what is to come ("will", "I'm flying", "booked", a plan's
noun), else back, the day said included, except a date or month without a year: the nearer
one (core/dates.py). Texted words are read spelled out ("tmrw", "this sat": core/texting.py).
Over 100 units, years outside 1900-2100, impossible dates ("February 30"): no interval.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta

from ebbing.core import eventbeside, eventcompose, eventcount, holidays, texting
from ebbing.core.dates import (
    around,
    count_of,
    day_by_way,
    monday_of,
    month_by_way,
    month_range,
    shift,
    valid_year,
)
from ebbing.core.eventday import named_days
from ebbing.core.eventnumeric import numeric_days
from ebbing.core.eventtime_zh import mentions_time_zh, resolve_zh
from ebbing.core.monthcarry import carried
from ebbing.core.tense import AHEAD, BACK, Sentence, any_weekday
from ebbing.core.timeexpr import MONTHS, WEEKDAYS, add_months
from ebbing.lang import has_cjk, language_of

PRECISIONS = ("day", "week", "month", "season", "year", "span")


@dataclass(frozen=True)
class EventTime:
    start: date  # first day
    end: date  # the day after the last (exclusive)
    precision: str  # one of PRECISIONS: "span" for durations ("for 3 years")
    phrase: str
    at: int  # where the phrase starts in the text
    stop: int  # and ends

    def label(self) -> str:
        """"16 Mar 2022", "Mar 2022", "2019", "14-20 Mar 2022", "since Jun 2019" (a
        duration: when it began), for the prompt."""
        last = self.end - timedelta(days=1)
        if self.precision == "span":  # a duration up to the day said: when it began
            return f"since {self.start:%b %Y}"
        if self.precision == "day" or self.start == last:
            return f"{self.start.day} {self.start:%b %Y}"
        if self.precision == "year" and self.start.month == 1 and self.start.day == 1:
            return str(self.start.year)
        if self.precision == "month" and self.start.day == 1:
            return f"{self.start:%b %Y}"
        if self.start.year == last.year and self.start.month == last.month:
            return f"{self.start.day}-{last.day} {last:%b %Y}"
        return f"{self.start.day} {self.start:%b %Y} - {last.day} {last:%b %Y}"


_MONTH = "(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<y>\d{4})"
_NUM = (r"(?P<n>\d{1,4}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
        r"(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|several)")
_UNIT = r"(?P<unit>day|week|month|year)s?"
_ABOUT = (r"(?:(?:about|around|nearly|almost|roughly|over|more\s+than|less\s+than|like|"
          r"(?:just|a\s+little|a\s+bit)\s+(?:under|over)|just|only)\s+)?")
_WD = "(?P<wd>" + "|".join(WEEKDAYS) + ")"
SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
MAX_UNITS = 100


@dataclass(frozen=True)
class _Ctx:
    anchor: date
    sentence: Sentence

    def ahead(self, m: re.Match[str]) -> bool:
        """The sentence points ahead at this phrase (core/tense.py; unknown reads as past)."""
        return self.sentence.direction(m.start(), m.end()) == AHEAD

    def back(self, m: re.Match[str]) -> bool:
        return self.sentence.direction(m.start(), m.end()) == BACK

    def way(self, m: re.Match[str]) -> int:
        return self.sentence.direction(m.start(), m.end())


Found = tuple[date, date, str] | None


def _relative_day(c: _Ctx, m: re.Match[str]) -> Found:
    word = m.group(0).lower()
    offset = (-2 if "day before" in word else 2 if "day after" in word  # not "afternoon"
              else -1 if "yesterday" in word or "last night" in word
              else 1 if "tomorrow" in word else 0)
    day = c.anchor + timedelta(days=offset)
    return day, day + timedelta(days=1), "day"


def _weekday(c: _Ctx, m: re.Match[str]) -> Found:
    rel = (m["rel"] or "").lower()
    target = WEEKDAYS[m["wd"].lower()]
    back = (c.anchor.weekday() - target) % 7
    if rel == "last":  # said the day after, "last Saturday" is the one before: yesterday
        day = c.anchor - timedelta(days=back if back > 1 else back + 7)  # is "yesterday"
    elif rel == "next":  # "next Friday": the Friday of next week
        day = monday_of(c.anchor) + timedelta(days=7 + target)
    elif rel == "coming" or (rel == "this" and not c.back(m)) or c.ahead(m):
        day = c.anchor + timedelta(days=(target - c.anchor.weekday()) % 7 or 7)
    else:
        day = c.anchor - timedelta(days=back)
    return None if any_weekday(m) else (day, day + timedelta(days=1), "day")  # "a friday"


def _weekend(c: _Ctx, m: re.Match[str]) -> Found:
    rel = m["rel"].lower()
    saturday = monday_of(c.anchor) + timedelta(days=5)
    if rel in ("last", "past") or (rel == "the" and not c.ahead(m) and c.anchor.weekday() < 5):
        saturday -= timedelta(days=7)
    elif rel == "next" and c.anchor.weekday() >= 5:
        saturday += timedelta(days=7)
    return saturday, saturday + timedelta(days=2), "week"


def _calendar(c: _Ctx, m: re.Match[str]) -> Found:
    step = {"last": -1, "past": -1, "previous": -1, "this": 0, "earlier this": 0,
            "later this": 0, "next": 1, "coming": 1}[" ".join(m["rel"].lower().split())]
    unit = m["unit"].lower()
    if unit == "week":
        first = monday_of(c.anchor) + timedelta(days=7 * step)
        return first, first + timedelta(days=7), "week"
    if unit == "month":
        first = add_months(c.anchor.replace(day=1), step)
        return *month_range(first.year, first.month), "month"
    year = c.anchor.year + step
    return date(year, 1, 1), date(year + 1, 1, 1), "year"


def _season(c: _Ctx, m: re.Match[str]) -> Found:
    rel = (m["rel"] or "this").lower()
    first_month = SEASONS[m["s"].lower()]
    start = date(c.anchor.year, first_month, 1)
    if first_month == 12 and c.anchor.month <= 2:  # January's "this winter" began in December
        start = date(c.anchor.year - 1, 12, 1)
    end = add_months(start, 3)
    if rel == "last":
        while end > c.anchor:
            start, end = add_months(start, -12), add_months(end, -12)
    elif rel == "next":
        while start <= c.anchor:
            start, end = add_months(start, 12), add_months(end, 12)
    return start, end, "season"


def _season_of(c: _Ctx, m: re.Match[str]) -> Found:
    """"the summer of 2019", "winter 2022" (which began in December 2021)."""
    year, first = int(m["y"]), SEASONS[m["s"].lower()]
    if not valid_year(year):
        return None
    start = date(year - 1, 12, 1) if first == 12 else date(year, first, 1)
    return start, add_months(start, 3), "season"


def _ago(c: _Ctx, m: re.Match[str]) -> Found:
    n = count_of(m["n"])
    unit = m["unit"].lower()
    ahead = m.group(0).lower().startswith("in")
    if not 0 < n <= MAX_UNITS or (ahead and c.sentence.negated(m.start())):
        return None  # "haven't had one in 10 days" is a length up to now, not a day ahead
    return around(shift(c.anchor, unit, n if ahead else -n), unit)


def _weekends_ago(c: _Ctx, m: re.Match[str]) -> Found:
    """"two weekends ago": the weekend one week before last weekend."""
    n = count_of(m["n"])
    if not 0 < n <= MAX_UNITS:
        return None
    saturday = monday_of(c.anchor) + timedelta(days=5 - 7 * n)
    return saturday, saturday + timedelta(days=2), "week"


def _other_day(c: _Ctx, m: re.Match[str]) -> Found:
    """"the other day": some day of the week before the day said."""
    return c.anchor - timedelta(days=7), c.anchor, "week"


def _for(c: _Ctx, m: re.Match[str]) -> Found:
    """A length up to the day said ("for 3 years", "for like 3 weeks", "lasted 3 weeks")."""
    n = count_of(m["n"])
    if not 0 < n <= MAX_UNITS:
        return None
    return shift(c.anchor, m["unit"].lower(), -n), c.anchor + timedelta(days=1), "span"


_had_for = _for  # "I've had them four years": up to the day said, so it says when it began


def _since(c: _Ctx, m: re.Match[str]) -> Found:
    if m["y2"]:
        year = int(m["y2"])
        if not valid_year(year) or year > c.anchor.year:
            return None
        return date(year, 1, 1), c.anchor + timedelta(days=1), "span"
    month = MONTHS[m["m"].lower()]
    year = int(m["y"]) if m["y"] else c.anchor.year - (month > c.anchor.month)
    if not valid_year(year) or date(year, month, 1) > c.anchor:
        return None
    return date(year, month, 1), c.anchor + timedelta(days=1), "span"


def _date(c: _Ctx, m: re.Match[str]) -> Found:
    month = int(m["m"]) if m["m"].isdigit() else MONTHS[m["m"].lower()]
    try:
        if m["y"]:
            day = date(int(m["y"]), month, int(m["d"]))
        else:  # the way the sentence points, else the nearer (core/dates.py)
            day = day_by_way(c.anchor, month, int(m["d"]), c.way(m))
    except ValueError:
        return None
    if not valid_year(day.year):
        return None
    return day, day + timedelta(days=1), "day"


def _nth(c: _Ctx, m: re.Match[str]) -> Found:
    """"on the 5th": this month's, else the nearest month's the way the sentence points."""
    number = int(m["d"])
    first = c.anchor.replace(day=1)
    lead = m.group(0).split()[0].lower()  # "until the 23rd" ahead, unless a past verb
    ahead = (lead in ("until", "till") and not c.back(m)) or (c.ahead(m) and lead != "since")
    for step in range(3):  # a month without that day (the 31st) is skipped
        month = add_months(first, step if ahead else -step)
        try:
            day = month.replace(day=number)
        except ValueError:
            continue
        if (day >= c.anchor) if ahead else (day <= c.anchor):
            return day, day + timedelta(days=1), "day"
    return None


def _month(c: _Ctx, m: re.Match[str]) -> Found:
    month = MONTHS[m["m"].lower()]
    if m["y"]:
        year = int(m["y"])
    elif (m["rel"] or "").lower() == "last":
        year = c.anchor.year - (month >= c.anchor.month)
    else:  # "next May", else the way the sentence points, else the nearer May
        year = month_by_way(c.anchor, month, 1 if (m["rel"] or "").lower() == "next"
                            else c.way(m))
    if not valid_year(year):
        return None
    return *month_range(year, month), "month"


def _year(c: _Ctx, m: re.Match[str]) -> Found:
    year = int(m["y"])
    if not valid_year(year):
        return None
    return date(year, 1, 1), date(year + 1, 1, 1), "year"


def _holiday(c: _Ctx, m: re.Match[str]) -> Found:
    """"on Christmas Eve", "last Easter", "for Christmas 2019" (core/holidays.py `pick`)."""
    got = holidays.pick(m, c.anchor, c.sentence.direction(m.start(), m.end()))
    return got and (*got, "day" if got[1] - got[0] == timedelta(days=1) else "week")


_Handler = Callable[[_Ctx, re.Match[str]], Found]
# the words a rule needs ("#": a digit): a sentence runs only the rules whose words it holds
DIGIT = "#"
_DAYS = frozenset({"yesterday", "today", "tonight", "tomorrow", "night", "morning",
                   "afternoon", "evening"})
_UNITS = frozenset({"day", "days", "week", "weeks", "month", "months", "year", "years"})
_WDS, _MONS, _SEAS = frozenset(WEEKDAYS), frozenset(MONTHS), frozenset(SEASONS)
_RULES: list[tuple[re.Pattern[str], _Handler, frozenset[str]]] = [
    (re.compile(p, re.IGNORECASE), h, frozenset(needs)) for p, h, needs in [
        (r"\b(?:(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)|yesterday|today|tonight|"
         r"tomorrow|last\s+night|this\s+(?:morning|afternoon|evening))\b", _relative_day, _DAYS),
        (rf"\b(?:(?P<rel>last|next|this|on|coming)\s+)?{_WD}\b", _weekday, _WDS),
        (r"\b(?P<rel>the|this|last|next|past)\s+weekend\b", _weekend, {"weekend"}),
        (r"\b(?P<rel>last|past|previous|this|earlier\s+this|later\s+this|next|coming)\s+"
         r"(?P<unit>week|month|year)\b", _calendar, _UNITS),
        (r"\b(?:(?P<rel>this|last|next)\s+|(?:in|during|over)\s+the\s+)(?P<s>spring|summer|"
         r"autumn|fall|winter)\b", _season, _SEAS),
        (rf"\b(?:(?:in|during|over)\s+)?(?:the\s+)?(?P<s>spring|summer|autumn|fall|winter)"
         rf"(?:\s+of)?,?\s+{_YEAR}\b", _season_of, _SEAS),
        (rf"\b{_NUM}\s+weekends?\s+ago\b", _weekends_ago, {"weekend", "weekends"}),
        (r"\bthe\s+other\s+day\b", _other_day, {"other"}),
        (rf"\b{_NUM}\s+{_UNIT}\s+(?:ago|back)\b", _ago, {"ago", "back"}),
        (rf"\bin\s+{_NUM}\s+{_UNIT}\b", _ago, _UNITS),
        (rf"\b(?:for|lasted)\s+(?:the\s+(?:last|past)\s+)?{_ABOUT}{_NUM}\s+{_UNIT}\b",
         _for, _UNITS),
        (rf"\b{_ABOUT}{_NUM}\s+{_UNIT}\s+(?:now|already)\b", _for, _UNITS),
        (rf"(?:'ve|\bhave|\bhas|'s)\s+(?:been\s+)?(?:had|known|owned|kept|lived|worked|"
         rf"played|run|been|done|taught|studied|volunteered|dated|practi[cs]ed|collected)\b"
         rf"(?:\s+(?!for\b|since\b)[a-z']+){{0,4}}?\s+(?P<num>{_ABOUT}{_NUM}\s+{_UNIT})\b"
         rf"(?!\s+(?:ago|back|old)\b)", _had_for, _UNITS),
        (rf"\bsince\s+(?:{_MONTH}(?:,?\s+{_YEAR})?|(?P<y2>\d{{4}}))\b", _since, {"since"}),
        (r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b", _date, {DIGIT}),
        (r"\b(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})\b", _date, {DIGIT}),
        (rf"\b(?:the\s+)?{_DAY}(?:\s+of)?\s+{_MONTH}(?:,?\s+{_YEAR})?\b", _date, _MONS),
        (rf"\b{_MONTH}\s+{_DAY}(?:,?\s+{_YEAR})?\b(?!\s*(?:am|pm|:))", _date, _MONS),
        (rf"\b(?:on|since|until|till)\s+the\s+{_DAY}\b(?!\s+(?:of\s+)?{_MONTH[:-3]})", _nth,
         {DIGIT}),
        (rf"\b(?:(?P<rel>in|during|last|next|early|late|mid)\s+)?{_MONTH},?\s+{_YEAR}\b", _month,
         _MONS),
        (rf"\b(?P<rel>in|during|last|next|until)\s+{_MONTH}(?P<y>)\b", _month, _MONS),
        (rf"\b(?:in|during|of|back\s+in)\s+{_YEAR}\b", _year, {DIGIT}),
        (rf"\b(?:(?P<rel>on|at|over|during|for|around|last|this|next)\s+(?:the\s+)?|(?<!\w))"
         rf"{holidays.PATTERN}(?:,?\s+(?:of\s+)?{_YEAR})?(?!\w){holidays.THING}", _holiday,
         holidays.WORDS),
    ]]
_NEEDED = frozenset().union(*(needs for _, _, needs in _RULES), {"fortnight", "fortnights"}) - {
    DIGIT}
_WORD = re.compile(r"[a-z]+")
# a digit matters only in a date, a year after "in", "of", "during" or "since", or "5th"
_DIGITS = re.compile(r"\b(?:(?:in|of|during|since)\s+\d{4}|\d{4}-\d{1,2}-\d{1,2}|"
                     r"\d{1,2}(?:st|nd|rd|th))\b|\d/\d", re.IGNORECASE)


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def mentions_time(text: str) -> bool:
    """A quick screen: False means `resolve(text, ...)` finds nothing."""
    text = texting.spelled(text)[0]  # "tmrw", "this sat"
    if not _NEEDED.isdisjoint(_words(text)) or bool(_DIGITS.search(text)):
        return True
    return has_cjk(text) and language_of(text) == "zh" and mentions_time_zh(text)


def resolve(text: str, anchor: date, order: str | None = None) -> list[EventTime]:
    """Every time expression of `text` understood against `anchor` (the day said), in text
    order, a shorter one inside a longer one dropped; texted words read spelled out, each
    phrase reported as and where written. `order`: the writer's "dm" / "md" (eventnumeric)."""
    plain, at = texting.spelled(text)
    found = _read(plain, anchor, order)
    return found if plain == text else [replace(
        f, phrase=text[at[f.at]:at[f.stop]], at=at[f.at], stop=at[f.stop]) for f in found]


def _read(text: str, anchor: date, order: str | None = None) -> list[EventTime]:
    found: list[EventTime] = []
    for sentence in re.finditer(r"[^.!?\n]+[.!?]*", text):
        part = sentence.group(0)
        words = _words(part) | ({DIGIT} if any(ch.isdigit() for ch in part) else set())
        ctx = _Ctx(anchor, Sentence(part))
        for pattern, handler, needs in _RULES:
            if needs.isdisjoint(words):
                continue  # the cheap part: most rules, most sentences
            for m in pattern.finditer(part):
                try:
                    got = handler(ctx, m)
                except (ValueError, OverflowError, KeyError):
                    got = None
                if got is None or got[1] <= got[0]:
                    continue
                # "I've had them four years": the length is the phrase, not the verb
                lo, hi = m.span("num") if "num" in m.re.groupindex else m.span()
                found.append(EventTime(got[0], got[1], got[2], part[lo:hi].strip(),
                                       sentence.start() + lo, sentence.start() + hi))
    if has_cjk(text) and language_of(text) == "zh":  # Chinese rules (core/eventtime_zh.py)
        found += [EventTime(z.start, z.end, z.precision, z.phrase, z.at, z.stop)
                  for z in resolve_zh(text, anchor)]
    found += [EventTime(*f) for f in (*named_days(text, anchor),  # "friday the 20th"
                                      *eventcount.counted_days(text, anchor),  # "before 2 days"
                                      *numeric_days(text, anchor, order))]  # "30/05", "5/30"
    found += [EventTime(*f) for f in eventcompose.composed(text, anchor, found)]  # "early May"
    found += carried(text, found)  # "on the 4th of April, back on the 11th" (monthcarry.py)
    found += [EventTime(*f) for f in eventbeside.month_comma_day(text, anchor)]  # "Dec, 14th"
    found += [EventTime(*f) for f in eventbeside.range_ends(text, found)]  # "oct 9 to 20"
    found += [EventTime(*f) for f in eventbeside.weekdays_on_dates(text, found, anchor)]  # replaces
    kept = [f for f in found if not any(
        (g.stop - g.at > f.stop - f.at or (g.stop - g.at == f.stop - f.at and g.at < f.at))
        and g.at < f.stop and f.at < g.stop for g in found)]
    unique = {(f.at, f.stop): f for f in kept if f.end > f.start}  # not a void (eventday)
    return sorted(unique.values(), key=lambda f: f.at)

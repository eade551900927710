"""Times in Chinese: 昨晚, 前天, 上周五, 下个月, 去年五月, 三天后, 春节前, 十二月二十号, 腊月初八,
resolved against the day they were said, as core/eventtime.py does for English. Pure.

- Days: 今天/今日/今晚/今早/今天早上, 昨天/昨日/昨晚/昨夜, 前天/前晚, 大前天, 明天/明日/明晚,
  后天, 大后天.
- Weeks (Monday first): 上周/上个星期/上礼拜, 这周/本周/这个星期, 下周/下个星期 (the week);
  with a weekday (上周五, 这周六, 下个星期一, 周日): that day; a bare weekday (周五, 星期五)
  points ahead when the sentence speaks of what is to come (会, 要, 将, 打算, 准备, 计划, 预约,
  订了, 约了; without a verb a plan's noun: 预约, 航班, 机票, 会议, 面试, 考试, 婚礼, 生日, 复查),
  else back, the day said included.
- Months and years: 上个月/这个月/本月/下个月, 去年/今年/明年/前年/后年, 去年五月 (that
  year's May), 五月/5月 (by the sentence's direction), 2023年5月, 2023年; a season of a
  year said (去年冬天 from that December, 今年夏天, 2024年秋季, 去年暑假: July and August).
- Dates: 十二月二十号, 12月20日, 2023年5月8日, 5月8号 (without a year: by direction).
- Relative: 三天前/两周前/五个月前/三年前 (also 以前, 之前), 三天后/两个星期以后/半年后
  (also 之后): the day, the week around it, the month, the year.
- The lunar calendar (core/lunar_zh.py, 1900-2100): festivals (春节, 过年, 除夕, 元宵, 端午,
  七夕, 中秋, 重阳, 腊八, 小年) and lunar dates (腊月初八, 正月十五, 农历三月初三, 闰六月初一,
  冬月二十); 中秋前 is the two weeks before it, 中秋后 the two weeks after; the lunar year
  said (今年中秋, 2025年腊月初八: lunar year 2025's), else which one by direction, else the
  nearest.

Chinese numerals (一 ... 十, 两, 二十三, 二\u3007二三) and Arabic digits both read. What it does not
understand it leaves alone: no interval rather than a wrong one. A day after 每 (每周六, 每个
星期天, 每逢周末, 每个月初, 每月十号) is a recurrence and is left alone the same way: it is not
one day, and reading it as the nearest one dated a habit to that day. A yearly one (每年春节前,
每年五月) keeps its nearest instance, which a question about it names too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta

from ebbing.core.lunar_zh import (
    FESTIVALS,
    FIRST_YEAR,
    LAST_YEAR,
    MONTHS,
    lunar_day,
    new_year,
    to_solar,
)
from ebbing.core.timeexpr import add_months
from ebbing.lang.cantonese import as_mandarin
from ebbing.lang.dialects import reading
from ebbing.lang.hant import simplified

# 春节 (the first day of the lunar year), from the lunar calendar (core/lunar_zh.py)
SPRING_FESTIVAL = {year: new_year(year) for year in range(FIRST_YEAR, LAST_YEAR + 1)}
DIGITS = {"\u3007": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
          "七": 7, "八": 8, "九": 9}
WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 5}
_N = r"[0-9\u3007零一二两三四五六七八九十百半]+"
_AHEAD = re.compile(r"会|要|将|打算|准备|计划|想|预约|预定|订了|约了|安排|排在|改到|推迟到|"
                    r"定在|等到|到时候|即将|快要")
_BACK = re.compile(r"了|过|已经|刚才|刚刚|曾经")
_PLAN = re.compile(r"预约|航班|机票|车票|会议|面试|考试|婚礼|生日|复查|门诊|挂号|手术|截止|"
                   r"聚会|演出|比赛|旅行|出差")


def number(text: str) -> int | None:
    """十二 -> 12, 二十 -> 20, 二十三 -> 23, 二\u3007二三 -> 2023, 12 -> 12; None otherwise."""
    if text.isdigit():
        return int(text)
    if text == "半":
        return None
    if "十" in text:
        tens, _, ones = text.partition("十")
        high = DIGITS.get(tens, -1) if tens else 1
        low = DIGITS.get(ones, -1) if ones else 0
        return None if high < 0 or low < 0 else high * 10 + low
    if all(c in DIGITS for c in text):
        value = 0
        for c in text:
            value = value * 10 + DIGITS[c]
        return value
    return None


@dataclass(frozen=True)
class _Ctx:
    anchor: date
    text: str

    def ahead(self, m: re.Match[str]) -> bool | None:
        """True ahead, False back, None unknown: the cue nearest the phrase decides."""
        best: tuple[int, bool] | None = None
        for pattern, way in ((_AHEAD, True), (_BACK, False)):
            for cue in pattern.finditer(self.text):
                if m.start() <= cue.start() < m.end():
                    continue
                gap = m.start() - cue.end() if cue.end() <= m.start() else cue.start() - m.end()
                if best is None or gap < best[0] or (gap == best[0] and way):
                    best = (gap, way)
        if best is not None:
            return best[1]
        return True if _PLAN.search(self.text) else None


Found = tuple[date, date, str] | None


def _day(c: _Ctx, m: re.Match[str]) -> Found:
    word = m.group(0)
    offset = (-3 if word.startswith("大前") else 3 if word.startswith("大后")
              else -2 if word.startswith("前") else 2 if word.startswith("后")
              else -1 if word[0] in "昨" else 1 if word[0] == "明" else 0)
    day = c.anchor + timedelta(days=offset)
    return day, day + timedelta(days=1), "day"


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _week(c: _Ctx, m: re.Match[str]) -> Found:
    rel = m["rel"] or ""
    monday = _monday(c.anchor) + timedelta(days=7 * _step(rel))
    if not m["wd"]:
        if not rel:
            return None
        return monday, monday + timedelta(days=7), "week"
    target = WEEKDAY[m["wd"]]
    if m["wd"] == "末":
        saturday = monday + timedelta(days=5)
        if not rel and c.ahead(m) is not True and c.anchor.weekday() < 5:
            saturday -= timedelta(days=7)
        return saturday, saturday + timedelta(days=2), "week"
    if rel:
        day = monday + timedelta(days=target)
    elif c.ahead(m):
        day = c.anchor + timedelta(days=(target - c.anchor.weekday()) % 7 or 7)
    else:
        day = c.anchor - timedelta(days=(c.anchor.weekday() - target) % 7)
    return day, day + timedelta(days=1), "day"


def _step(rel: str) -> int:
    """上 -1, 上上 -2, 下 1, 下下 2, 这/本 0."""
    return -rel.count("上") if rel.startswith("上") else rel.count("下")


# a part of a month: 月初 its first ten days, 月中 the middle ten, 月底 / 月末 the rest
_PART = {"初": (1, 11), "上旬": (1, 11), "中": (11, 21), "中旬": (11, 21), "下旬": (21, 32),
         "底": (21, 32), "末": (21, 32)}


def _month_part(first: date, m: re.Match[str]) -> Found:
    """The month starting on `first`, or its day (m["d"]) or part (m["part"])."""
    end = add_months(first, 1)
    given = m.groupdict()
    if given.get("d"):
        day_n = number(given["d"])
        if day_n is None or not 1 <= day_n <= 31:
            return None
        day = first.replace(day=day_n)  # ValueError (31 in a short month): nothing
        return day, day + timedelta(days=1), "day"
    if given.get("part"):
        low, high = _PART[given["part"]]
        return (first.replace(day=low), min(end, first + timedelta(days=high - 1)),
                "week")
    return first, end, "month"


def _calendar(c: _Ctx, m: re.Match[str]) -> Found:
    rel = m["rel"]
    if m["unit"] == "月":
        return _month_part(add_months(c.anchor.replace(day=1), _step(rel)), m)
    year = c.anchor.year + {"前": -2, "去": -1, "今": 0, "明": 1, "后": 2}[rel]
    return date(year, 1, 1), date(year + 1, 1, 1), "year"


_YEAR_REL = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}


def _year_of(c: _Ctx, m: re.Match[str]) -> int | None:
    if m["ry"]:
        return c.anchor.year + _YEAR_REL[m["ry"]]
    if m["y"]:
        year = number(m["y"])
        return year if year is not None and 1900 <= year <= 2100 else None
    return None


# a season of a year said (去年冬天, 今年夏天, 2024年秋天, 去年暑假, 河南 去年冬里): northern
# seasons, winter from that year's December; none without a year, as in English (stop 27)
_SEASON = {"春": (3, 3), "夏": (6, 3), "秋": (9, 3), "冬": (12, 3), "暑": (7, 2)}


def _season(c: _Ctx, m: re.Match[str]) -> Found:
    year = _year_of(c, m)
    if year is None:
        return None
    first, months = _SEASON[m["season"][0]]
    start = date(year, first, 1)
    return start, add_months(start, months), "season"


def _date(c: _Ctx, m: re.Match[str]) -> Found:
    month = number(m["m"])
    day_n = number(m["d"]) if m["d"] else None
    if month is None or not 1 <= month <= 12:
        return None
    year = _year_of(c, m)
    if (m["ry"] or m["y"]) and year is None:
        return None
    if day_n is None:  # a month
        if year is None:
            ahead = c.ahead(m)
            year = c.anchor.year
            if ahead and month < c.anchor.month:
                year += 1
            elif not ahead and month > c.anchor.month:
                year -= 1
        first = date(year, month, 1)
        return first, add_months(first, 1), "month"
    try:
        day = date(year or c.anchor.year, month, day_n)
    except ValueError:
        return None
    if year is None:
        ahead = c.ahead(m)
        if ahead and day < c.anchor:
            day = day.replace(year=day.year + 1)
        elif not ahead and day > c.anchor:
            day = day.replace(year=day.year - 1)
    return day, day + timedelta(days=1), "day"


def _year(c: _Ctx, m: re.Match[str]) -> Found:
    year = number(m["y"])
    if year is None or not 1900 <= year <= 2100:
        return None
    return date(year, 1, 1), date(year + 1, 1, 1), "year"


def _bare_day(c: _Ctx, m: re.Match[str]) -> Found:
    """十五号 / 15号 without a month: this month's day, or by the sentence's direction the
    next month's (a plan for a day already past) or the last's (a past event on a day not yet
    come); a day the month does not have, nothing."""
    day_n = number(m["d"])
    if day_n is None or not 1 <= day_n <= 31:
        return None
    first = c.anchor.replace(day=1)
    ahead = c.ahead(m)
    if ahead and day_n < c.anchor.day:
        first = add_months(first, 1)
    elif ahead is False and day_n > c.anchor.day:
        first = add_months(first, -1)
    day = first.replace(day=day_n)
    return day, day + timedelta(days=1), "day"


def _relative(c: _Ctx, m: re.Match[str]) -> Found:
    unit = m["unit"]
    n = 0.5 if m["n"] == "半" else number(m["n"])
    if n is None or not 0 < n <= 100:
        return None
    sign = -1 if m["dir"] in ("前", "以前", "之前") else 1
    if unit in ("天", "日"):
        point = c.anchor + timedelta(days=sign * int(n))
        return point, point + timedelta(days=1), "day"
    if unit in ("周", "星期", "礼拜"):
        point = c.anchor + timedelta(days=sign * int(7 * n))
        return point - timedelta(days=3), point + timedelta(days=4), "week"
    months = int(n * 12) if unit == "年" and n == 0.5 else int(n) * (12 if unit == "年" else 1)
    point = add_months(c.anchor, sign * months)
    if unit == "年" and n != 0.5:
        return date(point.year, 1, 1), date(point.year + 1, 1, 1), "year"
    first = point.replace(day=1)
    return first, add_months(first, 1), "month"


def _lunar(c: _Ctx, m: re.Match[str]) -> Found:
    """A festival (春节, 除夕, 中秋, ...) or a lunar date (腊月初八, 农历八月十五, 闰四月初五) in
    the lunar year said (今年, 明年, 2025年), else the one the sentence points to (ahead: the
    next, back: the last, the day said included), else the nearest. A month and a day are read
    as lunar only when they cannot be a Gregorian date: 农历/阴历 before them, a month named
    正, 冬 or 腊, or a day written 初五 or 廿三 (五月二十 is left to the Gregorian rule)."""
    if m["fest"]:
        month, day_n = FESTIVALS[m["fest"]]
        leap = False
    else:
        month, day_n, leap = MONTHS[m["lm"]], lunar_day(m["ld"]) or -1, bool(m["leap"])
        if not (m["cal"] or m["lm"] in "正冬腊" or m["ld"][0] in "初廿") or day_n < 0:
            return None
    year = _year_of(c, m)
    if year is not None:
        day = to_solar(year, month, day_n, leap=leap)
    else:
        near = [d for y in range(c.anchor.year - 2, c.anchor.year + 2)
                if (d := to_solar(y, month, day_n, leap=leap)) is not None]
        ahead = c.ahead(m)
        later = [d for d in near if d >= c.anchor]
        earlier = [d for d in near if d <= c.anchor]
        if ahead is True:
            day = later[0] if later else None
        elif ahead is False:
            day = earlier[-1] if earlier else None
        else:
            near = later[:1] + earlier[-1:]
            day = min(near, key=lambda d: abs((d - c.anchor).days)) if near else None
    if day is None:
        return None
    side = m["side"] or ""
    if side in ("前", "之前", "以前"):
        return day - timedelta(days=14), day, "week"
    if side in ("后", "之后", "以后"):
        return day + timedelta(days=1), day + timedelta(days=15), "week"
    return day, day + timedelta(days=1), "day"


_Handler = Callable[[_Ctx, re.Match[str]], Found]
_Y4 = r"(?P<y>[0-9]{4}|[\u3007零一二三四五六七八九]{4})"
_NO_MONTH = r"(?![0-9\u3007零一二三四五六七八九十]+月)"  # 去年 alone, not 去年五月
_DAY = r"[0-9]{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九]"
_RY = rf"(?:(?P<ry>前年|去年|今年|明年|后年)|{_Y4}年)?"
_RULES: list[tuple[re.Pattern[str], _Handler]] = [(re.compile(p), h) for p, h in [
    (r"大前天|大后天|前天|前晚|后天|今天|今日|今晚|今早|昨天|昨日|昨晚|昨夜|明天|明日|明晚", _day),
    (r"(?P<rel>上上个?|上个?|这个?|本|下下个?|下个?)?(?:周|星期|礼拜)(?P<wd>[一二三四五六日天末])?",
     _week),
    (r"(?P<rel>上上个|上个|这个|本|下下个|下个)(?P<unit>月)(?:的)?"
     rf"(?:(?P<d>{_DAY})[日号]|(?P<part>初|中旬|上旬|下旬|中|底|末))?", _calendar),
    (r"(?P<rel>)(?P<unit>月)(?P<part>初|底|末)(?![0-9一二三四五六七八九十])", _calendar),
    (rf"(?<![0-9\u3007零一二两三四五六七八九十月第])(?P<d>{_DAY})号(?![线楼房门店床位码机口馆厅室台车院])",
     _bare_day),
    (r"(?P<rel>前|去|今|明|后)(?P<unit>年)" + _NO_MONTH, _calendar),
    (_RY + r"(?P<m>[0-9]{1,2}|十[一二]?|[一二三四五六七八九])月(?:份)?"
     r"(?:(?P<d>[0-9]{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号])?", _date),
    (_Y4 + "年" + _NO_MONTH, _year),
    (r"(?:(?P<ry>前年|去年|今年|明年|后年)|" + _Y4 + r"年)的?"
     r"(?P<season>[春夏秋冬](?:天|季|里|上)|暑假)", _season),
    (rf"(?P<n>{_N})(?:个)?(?P<unit>天|日|周|星期|礼拜|月|年)(?:半)?(?P<dir>以前|之前|前|以后|之后|后)",
     _relative),
    (_RY + rf"(?:(?P<fest>{'|'.join(sorted(FESTIVALS, key=len, reverse=True))})(?![粥蒜])节?|"
     r"(?P<cal>农历|阴历)?(?P<leap>闰)?(?P<lm>十一|十二|[正冬腊一二三四五六七八九十])月"
     r"(?P<ld>初[一二三四五六七八九十]|廿[一二三四五六七八九]|二十[一二三四五六七八九]?|"
     r"十[一二三四五六七八九]|三十))"
     r"(?P<side>之前|以前|前|之后|以后|后)?", _lunar),
]]
_SCREEN = re.compile(r"[天日晚夜周星礼月年前后春号夕秋午宵阳腊]")
# a day of the week or of the month written after 每 (每周六, 每个星期天, 每逢周末, 每个月初,
# 每月十号) names a recurrence, not one day: read as the nearest such day it dated a habit to a
# single date, and a question asking "周末我去哪里听戏?" then met 每周六学二胡 (said on a
# Saturday's week) first. A yearly one (每年春节前, 每年五月) keeps its nearest instance: a
# question about it (过年前我给店里的人发什么?) names the same nearest one
_EVERY = re.compile(r"(?:每(?:一?个)?(?:月|周|星期|礼拜)?(?:的)?|每逢|每到)$")


@dataclass(frozen=True)
class ZhTime:
    start: date
    end: date
    precision: str
    phrase: str
    at: int
    stop: int


def mentions_time_zh(text: str) -> bool:
    """A quick screen: False means `resolve_zh(text, ...)` finds nothing."""
    return bool(_SCREEN.search(as_mandarin(reading(simplified(text)))))


def resolve_zh(said: str, anchor: date) -> list[ZhTime]:
    """Every Chinese time expression of `said` understood, resolved against `anchor`, in text
    order; a shorter one inside a longer one is dropped. Cantonese and dialect words are read
    as Mandarin (琴日, 夜儿 as 昨天: lang/cantonese.py, lang/dialects.py), of the same length:
    each phrase is quoted as it was written."""
    # 上週五, 琴日, 夜儿个: lang/hant.py, lang/cantonese.py, lang/dialects.py
    text = as_mandarin(reading(simplified(said)))
    if not _SCREEN.search(text):
        return []
    found: list[ZhTime] = []
    for clause in re.finditer(r"[^。\uff01\uff1f!?\uff1b;\n]+", text):
        part = clause.group(0)
        ctx = _Ctx(anchor, part)
        for pattern, handler in _RULES:
            for m in pattern.finditer(part):
                try:
                    got = handler(ctx, m)
                except (ValueError, OverflowError, KeyError):
                    got = None
                if got is None or got[1] <= got[0]:
                    continue
                found.append(ZhTime(got[0], got[1], got[2], m.group(0),
                                    clause.start() + m.start(), clause.start() + m.end()))
    every = [f for f in found if _EVERY.search(text[:f.at])]  # a recurrence: no one interval
    found = [f for f in found if not any(g.at <= f.at and f.stop <= g.stop for g in every)]
    kept = [f for f in found if not any(
        (g.stop - g.at > f.stop - f.at or (g.stop - g.at == f.stop - f.at and g.at < f.at))
        and g.at < f.stop and f.at < g.stop for g in found)]
    unique = {(f.at, f.stop): replace(f, phrase=said[f.at:f.stop]) for f in kept}
    return sorted(unique.values(), key=lambda f: f.at)

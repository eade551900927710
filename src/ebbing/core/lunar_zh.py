"""The Chinese lunisolar calendar, 1900-2100: a lunar date (腊月初八, 正月十五, 闰四月初五) or a
festival (除夕, 中秋, 端午) as a Gregorian day. Pure; read by core/eventtime_zh.py.

Each lunar year is one number, the usual compact form: bit 0x8000 >> (m - 1) set when month m
has 30 days (else 29), the low four bits the leap month (0: none), bit 0x10000 set when the
leap month has 30 days. The table was generated from lunar-python 1.4.8 (6tail, MIT), which
computes the calendar astronomically, and checked month by month against lunardate 0.3.0:
they agree on every month's first day from 1900 to 2099 but four (1933's sixth month, 1954's
eleventh, 1978's eighth, 2057's ninth: a day apart, the known disputed new moons; lunar-python's
reading is kept). 正月初一 of 1900 was 31 January 1900; every later date is counted from it.
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import cache

FIRST_YEAR, LAST_YEAR = 1900, 2100
FIRST_NEW_YEAR = date(1900, 1, 31)
YEARS = (
    0x04bd8, 0x04ae0, 0x0a570, 0x054d5, 0x0d260, 0x0d950, 0x16554, 0x056a0, 0x09ad0, 0x055d2,
    0x04ae0, 0x0a5b6, 0x0a4d0, 0x0d250, 0x1d255, 0x0b540, 0x0d6a0, 0x0ada2, 0x095b0, 0x14977,
    0x04970, 0x0a4b0, 0x0b4b5, 0x06a50, 0x06d40, 0x1ab54, 0x02b60, 0x09570, 0x052f2, 0x04970,
    0x06566, 0x0d4a0, 0x0ea50, 0x16a95, 0x05ad0, 0x02b60, 0x186e3, 0x092e0, 0x1c8d7, 0x0c950,
    0x0d4a0, 0x1d8a6, 0x0b550, 0x056a0, 0x1a5b4, 0x025d0, 0x092d0, 0x0d2b2, 0x0a950, 0x0b557,
    0x06ca0, 0x0b550, 0x15355, 0x04da0, 0x0a5b0, 0x14573, 0x052b0, 0x0a9a8, 0x0e950, 0x06aa0,
    0x0aea6, 0x0ab50, 0x04b60, 0x0aae4, 0x0a570, 0x05260, 0x0f263, 0x0d950, 0x05b57, 0x056a0,
    0x096d0, 0x04dd5, 0x04ad0, 0x0a4d0, 0x0d4d4, 0x0d250, 0x0d558, 0x0b540, 0x0b6a0, 0x195a6,
    0x095b0, 0x049b0, 0x0a974, 0x0a4b0, 0x0b27a, 0x06a50, 0x06d40, 0x0af46, 0x0ab60, 0x09570,
    0x04af5, 0x04970, 0x064b0, 0x074a3, 0x0ea50, 0x06b58, 0x05ac0, 0x0ab60, 0x096d5, 0x092e0,
    0x0c960, 0x0d954, 0x0d4a0, 0x0da50, 0x07552, 0x056a0, 0x0abb7, 0x025d0, 0x092d0, 0x0cab5,
    0x0a950, 0x0b4a0, 0x0baa4, 0x0ad50, 0x055d9, 0x04ba0, 0x0a5b0, 0x15176, 0x052b0, 0x0a930,
    0x07954, 0x06aa0, 0x0ad50, 0x05b52, 0x04b60, 0x0a6e6, 0x0a4e0, 0x0d260, 0x0ea65, 0x0d530,
    0x05aa0, 0x076a3, 0x096d0, 0x04afb, 0x04ad0, 0x0a4d0, 0x1d0b6, 0x0d250, 0x0d520, 0x0dd45,
    0x0b5a0, 0x056d0, 0x055b2, 0x049b0, 0x0a577, 0x0a4b0, 0x0aa50, 0x1b255, 0x06d20, 0x0ada0,
    0x14b63, 0x09370, 0x049f8, 0x04970, 0x064b0, 0x168a6, 0x0ea50, 0x06b20, 0x1a6c4, 0x0aae0,
    0x092e0, 0x0d2e3, 0x0c960, 0x0d557, 0x0d4a0, 0x0da50, 0x05d55, 0x056a0, 0x0a6d0, 0x055d4,
    0x052d0, 0x0a9b8, 0x0a950, 0x0b4a0, 0x0b6a6, 0x0ad50, 0x055a0, 0x0aba4, 0x0a5b0, 0x052b0,
    0x0b273, 0x06930, 0x07337, 0x06aa0, 0x0ad50, 0x14b55, 0x04b60, 0x0a570, 0x054e4, 0x0d160,
    0x0e968, 0x0d520, 0x0daa0, 0x16aa6, 0x056d0, 0x04ae0, 0x0a9d4, 0x0a2d0, 0x0d150, 0x0f252,
    0x0d520,
)
# festivals on a fixed lunar day; 除夕 is the lunar year's last day (month 12, day 0 here)
FESTIVALS = {"春节": (1, 1), "大年初一": (1, 1), "过年": (1, 1), "农历新年": (1, 1),
             "元宵": (1, 15), "端午": (5, 5), "七夕": (7, 7), "中秋": (8, 15), "重阳": (9, 9),
             "腊八": (12, 8), "小年": (12, 23), "除夕": (12, 0), "大年三十": (12, 0)}
MONTHS = {"正": 1, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
          "九": 9, "十": 10, "十一": 11, "冬": 11, "十二": 12, "腊": 12}
_ONES = "一二三四五六七八九"


def months(year: int) -> list[tuple[int, bool, int]]:
    """The months of lunar year `year` in order: (month, leap, days)."""
    info = YEARS[year - FIRST_YEAR]
    leap = info & 0xF
    out = []
    for month in range(1, 13):
        out.append((month, False, 30 if info & (0x8000 >> (month - 1)) else 29))
        if month == leap:
            out.append((month, True, 30 if info & 0x10000 else 29))
    return out


@cache
def new_year(year: int) -> date:
    """正月初一 of lunar year `year` (FIRST_YEAR <= year <= LAST_YEAR + 1)."""
    if year == FIRST_YEAR:
        return FIRST_NEW_YEAR
    before = year - 1
    return new_year(before) + timedelta(days=sum(days for _, _, days in months(before)))


def to_solar(year: int, month: int, day: int, *, leap: bool = False) -> date | None:
    """The Gregorian day of lunar year `year`, `month` (a leap month with `leap`), `day`;
    day 0 of month 12 is the year's last day (除夕, 29 or 30). None outside the table or for a
    day the month does not have (腊月三十 in a year whose 腊月 has 29 days)."""
    if not FIRST_YEAR <= year <= LAST_YEAR:
        return None
    first = new_year(year)
    passed = 0
    for m, is_leap, days in months(year):
        if m == month and is_leap == leap:
            if day == 0:
                day = days
            return first + timedelta(days=passed + day - 1) if 1 <= day <= days else None
        passed += days
    return None


def lunar_day(text: str) -> int | None:
    """初一 -> 1, 初十 -> 10, 十五 -> 15, 二十 -> 20, 廿三 and 二十三 -> 23, 三十 -> 30;
    None otherwise."""
    if text.startswith("初") and len(text) == 2:
        return _ONES.index(text[1]) + 1 if text[1] in _ONES else 10 if text[1] == "十" else None
    if text.startswith("廿") and len(text) == 2 and text[1] in _ONES:
        return 20 + _ONES.index(text[1]) + 1
    if text in ("二十", "三十"):
        return 20 if text == "二十" else 30
    if text.startswith("二十") and len(text) == 3 and text[2] in _ONES:
        return 20 + _ONES.index(text[2]) + 1
    if text.startswith("十") and len(text) == 2 and text[1] in _ONES:
        return 10 + _ONES.index(text[1]) + 1
    return None

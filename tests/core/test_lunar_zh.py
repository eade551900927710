# ruff: noqa: RUF001  (Chinese text, with its own punctuation)
"""Lunar dates and festivals (core/lunar_zh.py, read by core/eventtime_zh.py): the calendar
against days published for those years, and sentences written for these tests, each with the
day it was said and the day it means."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.lunar_zh import lunar_day, months, new_year, to_solar
from ebbing.core.timeexpr import find_time_window

THU = date(2026, 11, 26)  # lunar 2026, 十月 (Thursday)
MAY = date(2025, 5, 10)


@pytest.mark.parametrize(("lunar", "solar"), [
    ((2024, 8, 15, False), "2024-09-17"),  # 中秋 2024
    ((2025, 8, 15, False), "2025-10-06"),  # 中秋 2025
    ((2026, 1, 1, False), "2026-02-17"),  # 春节 2026
    ((2024, 12, 0, False), "2025-01-28"),  # 除夕 before 春节 2025 (腊月 has 29 days)
    ((2025, 5, 5, False), "2025-05-31"),  # 端午 2025
    ((2025, 12, 8, False), "2026-01-26"),  # 腊八 of lunar 2025
    ((2023, 2, 1, True), "2023-03-22"),  # 闰二月初一 2023
    ((2020, 4, 1, True), "2020-05-23"),  # 闰四月初一 2020
    ((2025, 6, 1, True), "2025-07-25"),  # 闰六月初一 2025
    ((2027, 3, 3, False), "2027-04-09"),  # 上巳 2027
    ((1900, 1, 1, False), "1900-01-31"),
    ((2100, 1, 1, False), "2100-02-09"),
])
def test_the_calendar_gives_the_published_day(lunar: tuple[int, int, int, bool],
                                              solar: str) -> None:
    year, month, day, leap = lunar
    assert to_solar(year, month, day, leap=leap) == date.fromisoformat(solar)


def test_days_a_month_does_not_have_and_years_outside_the_table() -> None:
    assert to_solar(2024, 12, 30) is None  # 腊月 of lunar 2024 has 29 days
    assert to_solar(2025, 3, 1, leap=True) is None  # 2025's leap month is the sixth
    assert to_solar(1899, 1, 1) is None and to_solar(2101, 1, 1) is None
    assert all(len(months(y)) in (12, 13) for y in range(1900, 2101))
    assert all(353 <= (new_year(y + 1) - new_year(y)).days <= 385 for y in range(1900, 2100))
    assert [lunar_day(t) for t in ("初一", "初十", "十五", "二十", "廿三", "二十三", "三十",
                                   "十", "初")] == [1, 10, 15, 20, 23, 23, 30, None, None]


# (text, said, phrase, day)
CASES = [
    ("外婆的生日是腊月初八，每年都要煮腊八粥。", MAY, "腊月初八", "2026-01-26"),
    ("正月十五我们要去夫子庙看花灯。", MAY, "正月十五", "2026-03-03"),
    ("去年正月十五下了一场大雪。", MAY, "去年正月十五", "2024-02-24"),
    ("除夕夜我们在姥姥家守岁了。", MAY, "除夕", "2025-01-28"),
    ("今年中秋打算带爸妈去杭州玩。", MAY, "今年中秋", "2025-10-06"),
    ("中秋节那天老周从深圳回来了。", THU, "中秋节", "2026-09-25"),
    ("端午节要去外婆家包粽子。", MAY, "端午节", "2025-05-31"),
    ("重阳节我陪爷爷去爬了山。", THU, "重阳节", "2026-10-18"),
    ("七夕那天他们领了结婚证。", THU, "七夕", "2026-08-19"),
    ("农历三月初三是表姐的生日。", THU, "农历三月初三", "2027-04-09"),
    ("闰六月初一那天搬的家。", THU, "闰六月初一", "2025-07-25"),
    ("冬月二十老房子拆了。", date(2027, 1, 20), "冬月二十", "2026-12-28"),
    ("腊月廿六单位放假。", THU, "腊月廿六", "2027-02-02"),
]


@pytest.mark.parametrize(("text", "said", "phrase", "day"), CASES)
def test_a_lunar_date_resolves_to_its_day(text: str, said: date, phrase: str,
                                          day: str) -> None:
    found = resolve(text, said)
    assert [(e.phrase, e.start.isoformat(), (e.end - e.start).days) for e in found] == [
        (phrase, day, 1)]


def test_before_a_festival_is_the_two_weeks_up_to_it() -> None:
    found = resolve("中秋前要把月饼寄给舅舅。", MAY)
    assert [(e.phrase, e.start.isoformat(), e.end.isoformat()) for e in found] == [
        ("中秋前", "2025-09-22", "2025-10-06")]


@pytest.mark.parametrize(("text", "phrases"), [
    ("五月二十我们见了面", ["五月"]),  # may be Gregorian: the month alone, as before
    ("十二月二十号开会", ["十二月二十号"]),  # Gregorian
    ("他腊肉做得好", []), ("阳台上晒着被子", []), ("中午吃了面条", []),
    ("每年冬天都煮腊八粥", []),  # the porridge, not the day
])
def test_what_is_not_a_lunar_date(text: str, phrases: list[str]) -> None:
    assert [e.phrase for e in resolve(text, MAY)] == phrases


def test_a_question_about_a_festival_names_its_window() -> None:
    found = find_time_window("去年中秋我们在哪里过的？", datetime(2026, 11, 26, 9, tzinfo=UTC))
    assert found is not None
    assert (found.start.date().isoformat(), found.end.date().isoformat(), found.phrase) == (
        "2025-10-06", "2025-10-07", "去年中秋")

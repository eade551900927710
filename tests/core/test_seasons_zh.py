"""core/eventtime_zh.py, stop 27: a season of a year said (去年冬天, 今年夏天, 2024年秋季, 去年
暑假, 河南 去年冬里) is that season, not the whole year; none without a year. Every sentence
here is fresh (in no dataset)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventtime_zh import resolve_zh
from ebbing.core.timeexpr import find_time_window

SAID = date(2026, 11, 28)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("去年冬天老家下了好大的雪", date(2025, 12, 1), date(2026, 3, 1)),
    ("俺去年冬里在工地上摔了一跤", date(2025, 12, 1), date(2026, 3, 1)),
    ("今年夏天带孩子去了趟青岛", date(2026, 6, 1), date(2026, 9, 1)),
    ("2024年秋季换了份工作", date(2024, 9, 1), date(2024, 12, 1)),
    ("前年的春天搬到了城东", date(2024, 3, 1), date(2024, 6, 1)),
    ("侄子去年暑假在奶茶店打工", date(2025, 7, 1), date(2025, 9, 1)),
])
def test_a_season_of_a_year(text: str, start: date, end: date) -> None:
    found = resolve_zh(text, SAID)
    assert [(f.start, f.end, f.precision) for f in found] == [(start, end, "season")]


@pytest.mark.parametrize("text", ["冬天手老是冰凉", "夏天的西瓜最甜", "冬月初八是他生日"])
def test_no_year_no_season(text: str) -> None:
    assert all(f.precision != "season" for f in resolve_zh(text, SAID))


def test_a_question_window_is_the_season() -> None:
    window = find_time_window("去年暑假侄子在哪打工", datetime(2026, 11, 28, tzinfo=UTC))
    assert window is not None
    assert (window.start.date(), window.end.date()) == (date(2025, 7, 1), date(2025, 9, 1))

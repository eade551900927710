from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta, timezone

import numpy as np
import pytest

from ebbing.core.timeexpr import (
    NO_TIME,
    TimeWindow,
    add_months,
    find_time_window,
    time_affinity,
    to_micros,
)

NOW = datetime(2025, 3, 12, 15, 30, tzinfo=UTC)  # a Wednesday
SATURDAY = datetime(2025, 3, 15, 10, 0, tzinfo=UTC)


def d(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def window(text: str, now: datetime = NOW) -> tuple[datetime, datetime]:
    found = find_time_window(text, now)
    assert found is not None, text
    assert found.start.tzinfo is not None and found.start.utcoffset() == timedelta(0)
    return found.start, found.end


@pytest.mark.parametrize(("text", "start", "end"), [
    ("What state did Joanna visit in summer 2021?", d(2021, 6, 1), d(2021, 9, 1)),
    ("during the summer of 2021", d(2021, 6, 1), d(2021, 9, 1)),
    ("in the winter of 2022", d(2021, 12, 1), d(2022, 3, 1)),
    ("fall 2020", d(2020, 9, 1), d(2020, 12, 1)),
    ("spring, 2024", d(2024, 3, 1), d(2024, 6, 1)),
    ("today", d(2025, 3, 12), d(2025, 3, 13)),
    ("yesterday", d(2025, 3, 11), d(2025, 3, 12)),
    ("tomorrow", d(2025, 3, 13), d(2025, 3, 14)),
    ("last night", d(2025, 3, 11, 18), d(2025, 3, 12, 6)),
    ("tonight", d(2025, 3, 12, 18), d(2025, 3, 13, 6)),
    ("this morning", d(2025, 3, 12, 5), d(2025, 3, 12, 12)),
    ("this afternoon", d(2025, 3, 12, 12), d(2025, 3, 12, 18)),
    ("yesterday evening", d(2025, 3, 11, 18), d(2025, 3, 12)),
    ("last week", d(2025, 3, 3), d(2025, 3, 10)),
    ("this week", d(2025, 3, 10), d(2025, 3, 17)),
    ("next week", d(2025, 3, 17), d(2025, 3, 24)),
    ("last month", d(2025, 2, 1), d(2025, 3, 1)),
    ("this month", d(2025, 3, 1), d(2025, 4, 1)),
    ("last year", d(2024, 1, 1), d(2025, 1, 1)),
    ("this year", d(2025, 1, 1), d(2026, 1, 1)),
    ("3 days ago", d(2025, 3, 9), d(2025, 3, 10)),
    ("two weeks ago", d(2025, 2, 23), d(2025, 3, 2)),
    ("a month ago", d(2025, 1, 28), d(2025, 2, 28)),
    ("a couple of years ago", d(2022, 9, 11), d(2023, 9, 11)),
    ("in the last 3 days", d(2025, 3, 9), d(2025, 3, 13)),
    ("the past week", d(2025, 3, 5), d(2025, 3, 13)),
    ("over the last few months", d(2024, 12, 12), d(2025, 3, 13)),
    ("last monday", d(2025, 3, 10), d(2025, 3, 11)),
    ("last Wednesday", d(2025, 3, 5), d(2025, 3, 6)),
    ("on Wednesday", d(2025, 3, 12), d(2025, 3, 13)),
    ("on friday", d(2025, 3, 7), d(2025, 3, 8)),
    ("in May 2023", d(2023, 5, 1), d(2023, 6, 1)),
    ("May 2023", d(2023, 5, 1), d(2023, 6, 1)),
    ("in May", d(2024, 5, 1), d(2024, 6, 1)),
    ("in March", d(2025, 3, 1), d(2025, 4, 1)),
    ("last March", d(2024, 3, 1), d(2024, 4, 1)),
    ("February", d(2025, 2, 1), d(2025, 3, 1)),
    ("8 May 2023", d(2023, 5, 8), d(2023, 5, 9)),
    ("on the 8th of May", d(2024, 5, 8), d(2024, 5, 9)),
    ("May 8, 2023", d(2023, 5, 8), d(2023, 5, 9)),
    ("May 8th", d(2024, 5, 8), d(2024, 5, 9)),
    ("Mar 1", d(2025, 3, 1), d(2025, 3, 2)),
    ("2023-05-08", d(2023, 5, 8), d(2023, 5, 9)),
    ("5/8/2023", d(2023, 5, 8), d(2023, 5, 9)),
    ("in 2023", d(2023, 1, 1), d(2024, 1, 1)),
    ("the weekend", d(2025, 3, 8), d(2025, 3, 10)),
    ("last weekend", d(2025, 3, 8), d(2025, 3, 10)),
    ("this weekend", d(2025, 3, 15), d(2025, 3, 17)),
])
def test_expressions_resolve_to_exact_windows(text: str, start: datetime, end: datetime) -> None:
    assert window(text) == (start, end)


def test_weekends_and_weekdays_on_a_saturday() -> None:
    assert window("over the weekend", SATURDAY) == (d(2025, 3, 15), d(2025, 3, 17))
    assert window("last weekend", SATURDAY) == (d(2025, 3, 8), d(2025, 3, 10))
    assert window("on Saturday", SATURDAY) == (d(2025, 3, 15), d(2025, 3, 16))
    assert window("last Saturday", SATURDAY) == (d(2025, 3, 8), d(2025, 3, 9))


def test_case_insensitive_and_phrase_is_the_matched_text() -> None:
    found = find_time_window("What did Caroline say about adoption LAST MAY?", NOW)
    assert found == TimeWindow(d(2024, 5, 1), d(2024, 6, 1), "LAST MAY")


def test_longer_expressions_win_over_the_ones_they_overlap() -> None:
    found = find_time_window("what happened in May 8, 2023?", NOW)
    assert found is not None and found.phrase == "May 8, 2023"
    assert window("in the last week") == (d(2025, 3, 5), d(2025, 3, 13))  # not the calendar week
    assert window("yesterday morning") == (d(2025, 3, 11, 5), d(2025, 3, 11, 12))


def test_the_first_of_separate_expressions_wins() -> None:
    found = find_time_window("yesterday, or was it in May 2023?", NOW)
    assert found is not None and found.phrase == "yesterday"


@pytest.mark.parametrize("text", [
    "", "nothing to see here", "you may go", "I may have a dog", "he will march on",
    "Caroline has 2023 photos", "what did June say to April?", "February 30, 2023 is not a day",
    "mondays are hard", "What did Joanna photograph last summer?", "summer camp 1850",
])
def test_no_window(text: str) -> None:
    found = find_time_window(text, NOW)
    if text.startswith("February 30"):  # the impossible date falls back to the bare month
        assert found is not None and found.phrase == "February"
    else:
        assert found is None


def test_calendar_arithmetic_follows_the_time_zone_of_now() -> None:
    plus_two = timezone(timedelta(hours=2))
    late = datetime(2025, 3, 12, 23, 30, tzinfo=UTC)  # already the 13th at UTC+2
    assert window("today", late.astimezone(plus_two)) == (d(2025, 3, 12, 22), d(2025, 3, 13, 22))
    assert window("today", late.replace(tzinfo=None)) == (d(2025, 3, 12), d(2025, 3, 13))


def test_add_months_clamps_to_the_month_end() -> None:
    from datetime import date
    assert add_months(date(2025, 3, 31), -1) == date(2025, 2, 28)
    assert add_months(date(2024, 3, 31), -1) == date(2024, 2, 29)
    assert add_months(date(2025, 1, 15), -13) == date(2023, 12, 15)


def test_time_affinity_is_one_inside_and_decays_outside() -> None:
    w = TimeWindow(d(2025, 3, 11), d(2025, 3, 12), "yesterday")
    day_us = 86_400_000_000
    occurred = np.array([
        to_micros(d(2025, 3, 11, 12)),  # inside
        to_micros(d(2025, 3, 11)),  # the start is inside
        to_micros(d(2025, 3, 12)) + day_us,  # one width after the end
        to_micros(d(2025, 3, 11)) - 2 * day_us,  # two widths before the start
        NO_TIME,
    ], dtype=np.int64)
    values = time_affinity(occurred, w)
    assert values.dtype == np.float64
    assert values.tolist() == pytest.approx([1.0, 1.0, math.exp(-1), math.exp(-2), 0.0])
    narrow = time_affinity(occurred, w, width=timedelta(hours=12), missing=0.5)
    assert narrow.tolist() == pytest.approx([1.0, 1.0, math.exp(-2), math.exp(-4), 0.5])


def test_time_affinity_width_has_a_floor_of_an_hour() -> None:
    w = TimeWindow(d(2025, 3, 11), d(2025, 3, 11), "an instant")
    hour_after = np.array([to_micros(d(2025, 3, 11, 1))], dtype=np.int64)
    assert time_affinity(hour_after, w).tolist() == pytest.approx([math.exp(-1)])
    assert time_affinity(np.zeros(0, dtype=np.int64), w).shape == (0,)


def test_to_micros_matches_the_store_unit() -> None:
    assert to_micros(d(1970, 1, 1)) == 0
    assert to_micros(d(2025, 3, 12, 0, 0, 0, 1)) == 1_741_737_600_000_001


@pytest.mark.parametrize(("text", "start", "end"), [
    ("Where was Tim in the week before 16 November 2023?", d(2023, 11, 9), d(2023, 11, 16)),
    ("the day after May 8, 2023", d(2023, 5, 9), d(2023, 5, 10)),
    ("the week after the 3rd of June 2024", d(2024, 6, 4), d(2024, 6, 11)),
    ("Where was John between August 11 and August 15 2023?", d(2023, 8, 11), d(2023, 8, 16)),
    ("Which country was Tim visiting in the second week of November 2023?", d(2023, 11, 8),
     d(2023, 11, 15)),
    ("the last week of February 2024", d(2024, 2, 23), d(2024, 3, 1)),
])
def test_spans_beside_a_date_and_weeks_of_a_month(text: str, start: datetime,
                                                  end: datetime) -> None:
    assert window(text) == (start, end)


def test_a_backwards_between_names_no_window() -> None:
    # no window rather than a wrong one: which end the asker meant is unknowable
    assert find_time_window("between May 9 and May 2, 2024", NOW) is None

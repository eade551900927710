"""Composed time phrases in questions (core/timephrase.py through find_time_window): phrases
written for these tests, not taken from any dataset; each an exact window, or none."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.timeexpr import find_time_window

NOW = datetime(2026, 11, 26, 15, 0, tzinfo=UTC)  # a Thursday


def days(text: str, now: datetime = NOW) -> tuple[date, date, str] | None:
    found = find_time_window(text, now)
    if found is None:
        return None
    return found.start.date(), found.end.date(), found.phrase


@pytest.mark.parametrize(("text", "first", "end", "phrase"), [
    # ordinal + unit + of + period
    ("What did Priya bake on the first weekend of May?", "2026-05-02", "2026-05-04",
     "the first weekend of May"),
    ("Where was Omar during the last two weeks of June 2025?", "2025-06-17", "2025-07-01",
     "the last two weeks of June 2025"),
    ("Which films did they watch in the second half of 2023?", "2023-07-01", "2024-01-01",
     "the second half of 2023"),
    ("the third quarter of 2022", "2022-07-01", "2022-10-01", "the third quarter of 2022"),
    ("the first three days of March 2025", "2025-03-01", "2025-03-04",
     "the first three days of March 2025"),
    ("on the second Monday of October 2024", "2024-10-14", "2024-10-15",
     "the second Monday of October 2024"),
    ("the last weekend of August 2024", "2024-08-31", "2024-09-02",
     "the last weekend of August 2024"),
    ("the last month of 2021", "2021-12-01", "2022-01-01", "the last month of 2021"),
    ("the second week of January", "2026-01-08", "2026-01-15", "the second week of January"),
    ("the first week of the second half of 2023", "2023-07-01", "2023-07-08",
     "the first week of the second half of 2023"),
    ("the first half of September 2025", "2025-09-01", "2025-09-16",
     "the first half of September 2025"),
    # parts, seasons and their parts
    ("early summer 2021", "2021-06-01", "2021-07-01", "early summer 2021"),
    ("in late spring of 2019", "2019-05-01", "2019-06-01", "late spring of 2019"),
    ("the end of winter 2024", "2024-02-01", "2024-03-01", "the end of winter 2024"),
    ("late 2022", "2022-09-01", "2023-01-01", "late 2022"),
    ("mid-March 2024", "2024-03-11", "2024-03-21", "mid-March 2024"),
    ("at the beginning of October 2020", "2020-10-01", "2020-10-11",
     "the beginning of October 2020"),
    # beside a period
    ("the week before 3 February 2025", "2025-01-27", "2025-02-03",
     "the week before 3 February 2025"),
    ("the two weeks after July 4, 2024", "2024-07-05", "2024-07-19",
     "the two weeks after July 4, 2024"),
    ("the month before September 2022", "2022-08-01", "2022-09-01",
     "the month before September 2022"),
    ("two years before 2020", "2018-01-01", "2019-01-01", "two years before 2020"),
    ("the week of 12 March 2025", "2025-03-10", "2025-03-17", "the week of 12 March 2025"),
    # ranges
    ("between March 30 and April 2, 2025", "2025-03-30", "2025-04-03",
     "between March 30 and April 2, 2025"),
    ("from October to December 2019", "2019-10-01", "2020-01-01",
     "from October to December 2019"),
    ("between December 28 and January 3, 2025", "2024-12-28", "2025-01-04",
     "between December 28 and January 3, 2025"),
    ("Sept 9-12, 2024", "2024-09-09", "2024-09-13", "Sept 9-12, 2024"),
    ("in 14-18 June 2023", "2023-06-14", "2023-06-19", "14-18 June 2023"),
    # "as of": a reference point, not the window
    ("As of April 2024, what had Lena planted last month?", "2024-03-01", "2024-04-01",
     "last month"),
    ("as of 10 June 2023, what happened two weeks ago?", "2023-05-24", "2023-05-31",
     "two weeks ago"),
    # relative to the question's own time
    ("What was Ravi reading two years ago?", "2024-05-28", "2025-05-28", "two years ago"),
])
def test_a_composed_phrase_names_its_exact_window(text: str, first: str, end: str,
                                                  phrase: str) -> None:
    assert days(text) == (date.fromisoformat(first), date.fromisoformat(end), phrase)


@pytest.mark.parametrize("text", [
    "as of June 2025, who owns the boat?",  # a reference point only
    "the fifth weekend of February 2026",  # February 2026 has four
    "between May 9 and May 2, 2025",  # backwards
    "the second half of the story",  # no period
    "the first week of summer",  # a season without a year names no window
    "Did May go to the first practice of the season?",  # a name, not a month
    "What did June tell April about the end of it?",
    "the last two weeks of the month of Ramadan",
])
def test_no_window_rather_than_a_wrong_one(text: str) -> None:
    assert days(text) is None


def test_a_composition_never_falls_back_to_the_period_inside_it() -> None:
    # "the fifth Sunday of September 2026": there are four, so not all of September either
    assert days("What happened on the fifth Sunday of September 2026?") is None
    assert days("the fifth Tuesday of September 2026") == (
        date(2026, 9, 29), date(2026, 9, 30), "the fifth Tuesday of September 2026")


@pytest.mark.parametrize(("text", "first", "end", "phrase"), [
    # steps from now (NOW is Thursday 26 November 2026; this week began Monday the 23rd)
    ("What did Tomas fix the weekend before last?", "2026-11-14", "2026-11-16",
     "the weekend before last"),
    ("Where did Tomas sleep two weekends ago?", "2026-11-14", "2026-11-16",
     "two weekends ago"),
    ("Which hike did Tomas take three weekends ago?", "2026-11-07", "2026-11-09",
     "three weekends ago"),
    ("What did Tomas sign the week before last?", "2026-11-09", "2026-11-16",
     "the week before last"),
    ("What is Tomas doing the week after next?", "2026-12-07", "2026-12-14",
     "the week after next"),
    ("What will Tomas bring the weekend after next?", "2026-12-12", "2026-12-14",
     "the weekend after next"),
    ("What did Tomas plant the month before last?", "2026-09-01", "2026-10-01",
     "the month before last"),
    ("Where did Tomas live the year before last?", "2024-01-01", "2025-01-01",
     "the year before last"),
    # an ordinal with a plural unit and no count: a part of the period
    ("What did Tomas read in the last days of February 2025?", "2025-02-21", "2025-03-01",
     "the last days of February 2025"),
    ("What did Tomas cook in the first weeks of July 2024?", "2024-07-01", "2024-07-11",
     "the first weeks of July 2024"),
])
def test_steps_from_now_and_unsaid_counts(text: str, first: str, end: str, phrase: str) -> None:
    assert days(text) == (date.fromisoformat(first), date.fromisoformat(end), phrase)


def test_a_plural_part_with_a_middle_ordinal_names_no_window() -> None:
    assert days("What did Tomas do in the second weeks of July 2024?") is None


@pytest.mark.parametrize(("text", "first", "end", "phrase"), [
    # a weekday or weekend beside a date (19 Sep 2025 is a Friday, 22 Sep a Monday)
    ("What did Ilse paint the Friday before 19 September 2025?", "2025-09-12", "2025-09-13",
     "the Friday before 19 September 2025"),
    ("Where did Ilse run the Saturday after 19 September 2025?", "2025-09-20", "2025-09-21",
     "the Saturday after 19 September 2025"),
    ("What did Ilse do the Monday after 22 September 2025?", "2025-09-29", "2025-09-30",
     "the Monday after 22 September 2025"),
    ("What did Ilse cook the weekend before 23 September 2025?", "2025-09-20", "2025-09-22",
     "the weekend before 23 September 2025"),
    ("Where was Ilse the weekend after 23 September 2025?", "2025-09-27", "2025-09-29",
     "the weekend after 23 September 2025"),
    # days or weeks beside a date, how many unsaid: a few
    ("How did Ilse feel in the days before 4 October 2025?", "2025-10-01", "2025-10-04",
     "the days before 4 October 2025"),
    ("What did Ilse fix in the weeks after 4 October 2025?", "2025-10-05", "2025-10-26",
     "the weeks after 4 October 2025"),
])
def test_a_day_beside_a_date(text: str, first: str, end: str, phrase: str) -> None:
    assert days(text) == (date.fromisoformat(first), date.fromisoformat(end), phrase)


def test_a_day_beside_an_event_names_no_window() -> None:
    """"The weekend after her recital" is beside an event, not a date: no window (it was last
    weekend); "on Friday before work" is still that Friday."""
    assert days("What did Ilse do the weekend after her recital?") is None
    assert days("Where did Ilse go the Tuesday before the move?") is None
    assert days("What did Ilse do on Friday before work?") == (
        date(2026, 11, 20), date(2026, 11, 21), "on Friday")

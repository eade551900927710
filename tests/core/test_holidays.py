"""Holidays as periods, in questions and in memories (fresh sentences, in no dataset)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventtime import resolve
from ebbing.core.holidays import canonical, days_of, easter, nearest
from ebbing.core.timeexpr import find_time_window

NOW = datetime(2024, 3, 20, 12, tzinfo=UTC)  # a Wednesday, eleven days before Easter 2024


def window(question: str) -> tuple[date, date] | None:
    found = find_time_window(question, NOW)
    return None if found is None else (found.start.date(), found.end.date())


def test_easter_by_the_computus() -> None:
    assert [easter(y) for y in (2000, 2019, 2024, 2025, 2038)] == [
        date(2000, 4, 23), date(2019, 4, 21), date(2024, 3, 31), date(2025, 4, 20),
        date(2038, 4, 25)]


def test_names_as_written() -> None:
    assert canonical("Xmas Eve") == "christmas eve"
    assert canonical("New Years Eve") == "new year's eve"
    assert canonical("Valentines") == "valentine's day"
    assert canonical("St. Patrick's Day") == "st patrick's day"
    assert canonical("Hallowe'en") == "halloween"
    assert days_of("boxing day", 2021) == (date(2021, 12, 26), date(2021, 12, 27))
    assert days_of("easter weekend", 2025) == (date(2025, 4, 18), date(2025, 4, 22))
    assert days_of("thanksgiving", 2023) is None  # kept on different days by country


def test_which_year_the_words_point_at() -> None:
    today = date(2024, 12, 25)
    assert nearest("christmas", today, ahead=False) == (date(2024, 12, 25), date(2024, 12, 26))
    assert nearest("christmas", today, ahead=False, rel="last")[0] == date(2023, 12, 25)
    assert nearest("christmas", today, ahead=True, rel="next")[0] == date(2025, 12, 25)
    assert nearest("halloween", date(2024, 10, 2), ahead=True)[0] == date(2024, 10, 31)
    assert nearest("halloween", date(2024, 10, 2), ahead=False)[0] == date(2023, 10, 31)


@pytest.mark.parametrize(("question", "expected"), [
    ("What did Odile cook on Christmas Eve 2022?", (date(2022, 12, 24), date(2022, 12, 25))),
    ("Where was Marek on New Year's Eve?", (date(2023, 12, 31), date(2024, 1, 1))),
    ("What did the twins get for Christmas?", (date(2023, 12, 25), date(2023, 12, 26))),
    ("What will Odile bake at Easter?", (date(2024, 3, 31), date(2024, 4, 1))),
    ("Where did Marek walk last Easter?", (date(2023, 4, 9), date(2023, 4, 10))),
    ("What did Odile read over the Easter weekend?", (date(2023, 4, 7), date(2023, 4, 11))),
    ("What did Marek do the week before Christmas 2021?",
     (date(2021, 12, 18), date(2021, 12, 25))),
    ("How did Odile feel two days after Halloween?", (date(2023, 11, 2), date(2023, 11, 3))),
    ("Where did Marek stay between Christmas and New Year's Day?",
     (date(2023, 12, 25), date(2024, 1, 2))),
])
def test_a_question_naming_a_holiday_has_its_window(
        question: str, expected: tuple[date, date]) -> None:
    assert window(question) == expected


@pytest.mark.parametrize("question", [
    "What does Odile love doing at Christmas?",  # every Christmas: no year to choose
    "What did Marek buy at the Christmas market?",  # a thing named after the day
    "Who sailed to Easter Island?",
    "Which Halloween costumes did the twins make?",
    "What did Odile think of Thanksgiving 2023?",  # its day depends on the country
])
def test_no_window_rather_than_a_guessed_one(question: str) -> None:
    assert window(question) is None


def test_memories_date_a_holiday_by_the_day_they_were_said() -> None:
    said = date(2024, 1, 5)
    got = {e.phrase: (e.start, e.end) for e in resolve(
        "We spent Christmas Eve at my aunt's. Last Easter we hiked the ridge.", said)}
    assert got == {"Christmas Eve": (date(2023, 12, 24), date(2023, 12, 25)),
                   "Last Easter": (date(2023, 4, 9), date(2023, 4, 10))}
    ahead = resolve("I will visit my parents at Easter.", said)
    assert [(e.start, e.precision) for e in ahead] == [(date(2024, 3, 31), "day")]
    assert [e.start for e in resolve("Back at Halloween 2022 I was a ghost.", said)] == [
        date(2022, 10, 31)]
    assert resolve("We always go skiing at Christmas.", said) == []
    assert resolve("The Christmas lights on our street are lovely.", said) == []


def test_a_holiday_joined_to_a_word_names_a_thing() -> None:
    assert [e.phrase for e in resolve("We stocked Easter-themed mugs in March.",
                                      date(2024, 4, 2))] == ["in March"]
    assert window("Which Christmas-themed mugs did Marek stock?") is None

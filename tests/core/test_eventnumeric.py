"""Numeric dates without a year (core/eventnumeric.py); fresh sentences, in no dataset."""

from datetime import UTC, date, datetime

import pytest

from ebbing.core.eventnumeric import numeric_days, order_of
from ebbing.core.eventtime import resolve
from ebbing.index.events import EventIndex
from ebbing.models import Memory

SAID = date(2026, 2, 9)


def _days(text: str, order: str | None = None) -> list[tuple[str, date]]:
    return [(e.phrase, e.start) for e in resolve(text, SAID, order)]


@pytest.mark.parametrize(("text", "expected"), [
    ("The recital is on 28/04, come!", [("28/04", date(2026, 4, 28))]),
    ("Grandpa's surgery went fine on 1/19", [("1/19", date(2026, 1, 19))]),
    ("We did 11/9 to 11/14 in Lisbon", [("11/9", date(2025, 11, 9)),
                                        ("11/14", date(2025, 11, 14))]),
    ("Kiln firing 15/03 then glazing 04/03", [("15/03", date(2026, 3, 15)),
                                              ("04/03", date(2026, 3, 4))]),
])
def test_an_order_the_date_shows(text: str, expected: list[tuple[str, date]]) -> None:
    assert _days(text) == expected


def test_an_ambiguous_date_needs_its_writers_order() -> None:
    assert _days("My aunt lands 07/03") == []  # no wrong day rather than a guess
    assert _days("My aunt lands 07/03", "dm") == [("07/03", date(2026, 3, 7))]
    assert _days("My aunt lands 07/03", "md") == [("07/03", date(2026, 7, 3))]


@pytest.mark.parametrize("text", ["The pharmacy is open 24/7", "I'd give the hotel 4/5 stars",
                                  "The 3/4/2025 invoice", "Knit 2/3 of the row",
                                  "Sleep quality last night: 7/10"])
def test_not_a_day_and_month(text: str) -> None:
    order = "md" if "7/10" in text or "stars" in text else None
    phrases = {e.phrase for e in resolve(text, SAID, order)}
    assert not phrases & {"4/5", "24/7", "2/3", "7/10"}


def test_order_of() -> None:
    assert order_of("the quiz night is 21/02") == "dm"
    assert order_of("back on 2/21") == "md"
    assert order_of("from 21/02 to 2/25") is None  # two habits: no verdict
    assert order_of("see you 02/03") is None
    assert numeric_days("see you 02/03", SAID) == []


def test_the_index_learns_each_writers_order() -> None:
    index = EventIndex()
    said = [("Lotte", "Choir concert moved to 27/02"), ("Walt", "Taxes due 4/15"),
            ("Lotte", "Then rehearsal 05/02"), ("Walt", "Dentist 5/2")]
    now = datetime(2026, 1, 20, tzinfo=UTC)
    for row, (who, text) in enumerate(said):
        index.set(row, Memory(id=f"m{row}", content=text, character=who, created_at=now,
                              updated_at=now, occurred_at=now, last_used=now))

    def micros(day: datetime) -> int:
        return int(day.timestamp() * 1_000_000)

    assert index.by_row[2][0][0] == micros(datetime(2026, 2, 5, tzinfo=UTC))  # day first
    assert index.by_row[3][0][0] == micros(datetime(2026, 5, 2, tzinfo=UTC))  # month first

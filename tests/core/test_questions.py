"""What a question relates: the two events of "how long between A and B" (fresh sentences)."""

from __future__ import annotations

from ebbing.core.questions import event_parts


def test_between_two_events_gives_each_event() -> None:
    assert event_parts("How many days passed between Ravi selling the van and the boat?") == [
        "Ravi selling the van", "Ravi selling the boat"]
    assert event_parts("How long was it between Omar's wedding and his move to Leeds?") == [
        "Omar's wedding", "his move to Leeds"]
    assert event_parts("Which came first, between the flood and the harvest festival?") == [
        "the flood", "the harvest festival"]


def test_no_parts_when_nothing_is_related_in_time_or_the_parts_are_times() -> None:
    assert event_parts("What did Ines and Tomas talk about between the two meetings?") == []
    assert event_parts("How long between March and June?") == []
    assert event_parts("How many days were there between 4 April and 9 April 2025?") == []
    assert event_parts("How long has Ines played the oboe?") == []

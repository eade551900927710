# ruff: noqa: RUF001
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


def test_how_long_one_thing_took_gives_its_start_and_its_end() -> None:
    """Fresh questions: the length of one thing is its end less its start, each told apart."""
    from ebbing.core.questions import took_parts

    assert took_parts("How long did it take Marek to finish knitting the blanket?") == [
        "Marek started knitting the blanket", "Marek finished knitting the blanket"]
    assert took_parts("How many weeks did Odile take to complete her rowing course?") == [
        "Odile started her rowing course", "Odile finished her rowing course"]
    assert took_parts("How much time did it take for the twins to paint the fence?") == [
        "the twins started to paint the fence", "the twins finished paint the fence"]
    assert took_parts("How long did it take to get through the tax forms?") == [
        "started the tax forms", "finished the tax forms"]
    assert took_parts("阿芳花了多久织完那条围巾？") == ["阿芳开始织那条围巾", "阿芳织完那条围巾"]
    assert took_parts("老周用了多长时间完成他的游记？") == ["老周开始他的游记", "老周完成他的游记"]
    # how long it took as the question's parts only when asked for (`split` 2 in search)
    assert event_parts("How long did it take Marek to finish knitting the blanket?") == []
    assert event_parts("How long did it take Marek to finish knitting the blanket?",
                       took=True)[0] == "Marek started knitting the blanket"


def test_no_start_and_end_for_other_durations() -> None:
    from ebbing.core.questions import took_parts

    assert took_parts("How long has Odile rowed?") == []
    assert took_parts("How long did the storm last?") == []
    assert took_parts("How long did it take?") == []
    assert took_parts("How long did it take to finish?") == []
    assert took_parts("How long ago did Marek knit the blanket?") == []
    assert took_parts("阿芳织围巾织了多久？") == []
    # "between A and B" is still read as two events
    assert event_parts("How many days passed between Marek's visit and Odile's race?",
                       took=True) == ["Marek's visit", "Odile's race"]

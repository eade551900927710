"""Questions whose answers lie in several talks: a list of things of a kind, and two people
asked about together. Fresh sentences (in no dataset), with the deterministic fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def conversation(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):  # one conversation: one context id
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_a_list_question_finds_each_talk_that_tells_one_item(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Priya tells of each boat in a different talk; a third talk says "rowed" three times
    about other people. Gathered by its talk, that talk fills the first five; ranked by its
    own best memory each, both of Priya's talks are among them."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("priya", "Last weekend I rowed a canoe across the lake."),
                       ("tom", "Was it windy?")], datetime(2024, 1, 5, 18, 0, tzinfo=UTC))
    conversation(svc, [("tom", "How was the coast?"),
                       ("priya", "Lovely, I rowed a kayak to the caves.")],
                 datetime(2024, 2, 5, 18, 0, tzinfo=UTC))
    conversation(svc, [("tom", "The club rowed past us."), ("priya", "Funny."),
                       ("tom", "Our neighbours rowed there too."), ("priya", "Ha."),
                       ("tom", "Everyone rowed but us."), ("priya", "Next time.")],
                 datetime(2024, 3, 5, 18, 0, tzinfo=UTC))
    for i in range(20):
        conversation(svc, [("tom", f"Filler talk {i} about groceries and the weather.")],
                     datetime(2024, 4, 1, 9, 0, tzinfo=UTC) + timedelta(days=i))

    def found() -> list[str]:
        return [h.memory.content for h in svc.search("Which boats has Priya rowed?", now=NOW,
                                                     top=5)]

    # the list settings alone: "Ha." and "Next time." stay as high as their talk puts them
    # (terse off: the fake embedder's likeness says nothing, weighing it more only blurs)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, list_gather=0.0,
                                                  list_spread=2, bare_weight=0.0, terse=0.0))
    assert {"Last weekend I rowed a canoe across the lake.",
            "Lovely, I rowed a kayak to the caves."} <= set(found())
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, list_gather=-1.0,
                                                  list_spread=-1, bare_weight=0.0, terse=0.0))
    assert not {"Last weekend I rowed a canoe across the lake.",
                "Lovely, I rowed a kayak to the caves."} & set(found())


def test_two_people_asked_about_together_are_each_looked_up(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A friend asks both names again and again; what each of them collects is in their own
    words, in different talks. Each person's part, among what that person said, finds it."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("ines", "Tomas, I finally started collecting old postcards."),
                       ("tomas", "Nice, Ines!")], datetime(2024, 1, 5, 18, 0, tzinfo=UTC))
    for i in range(8):
        conversation(svc, [("bruno", f"Ines and Tomas, do you both collect anything? Asking "
                                     f"for the quiz {i}."),
                           ("bruno", f"Nobody answers, day {i}.")],
                     datetime(2024, 2, 1, 18, 0, tzinfo=UTC) + timedelta(days=i))
    conversation(svc, [("tomas", "Guess what, I collect vintage fountain pens now."),
                       ("ines", "Wow.")], datetime(2024, 3, 5, 18, 0, tzinfo=UTC))
    pens = "Guess what, I collect vintage fountain pens now."

    def found() -> list[str]:
        return [h.memory.content for h in svc.search("What do Ines and Tomas both collect?",
                                                     now=NOW, top=4)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, people=2))
    assert pens in found()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, people=0))
    assert pens not in found()


def test_a_day_named_by_its_date_is_a_day_the_question_is_about() -> None:
    """Fresh phrases: a date names the day asked about; "today" or "yesterday" in a message
    says when it is written as often."""
    from ebbing.core.timeexpr import find_time_window
    from ebbing.retrieval.search import names_a_date

    def dated(text: str) -> bool:
        window = find_time_window(text, NOW)
        return window is not None and names_a_date(window)

    assert dated("What did Omar bake, as he said on 14 March, 2024?")
    assert dated("Which song did Lena hum on April 2nd?")
    assert not dated("What did Omar bake yesterday?")
    assert not dated("Today I want to plan the garden beds again.")
    assert not dated("What did Lena hum in April 2024?")  # a month, not a day

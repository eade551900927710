"""A question's coordinated parts ("the hail and the flood") looked up one by one
(core/coordinated.py, retrieval/coordinated.py). Fresh sentences (in no dataset), with the
deterministic fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.core.coordinated import coordinated_parts
from ebbing.retrieval import search
from ebbing.retrieval.coordinated import parts_of
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def test_the_parts_of_a_pair_of_words() -> None:
    assert coordinated_parts("What did the hail and the flood ruin at the farm?") == [
        "What did the hail ruin at the farm?", "What did the flood ruin at the farm?"]
    assert coordinated_parts("What has Ines mended or replaced in the boathouse?") == [
        "What has Ines mended in the boathouse?", "What has Ines replaced in the boathouse?"]
    assert coordinated_parts("Which tolls and ferries did Bram pay for?") == [
        "Which tolls did Bram pay for?", "Which ferries did Bram pay for?"]


def test_no_parts_without_a_pair_of_ordinary_words() -> None:
    assert coordinated_parts("What do Ines and Bram both collect?") == []  # people
    assert coordinated_parts("Did the ferry leave from Oban or Mallaig?") == []  # places
    assert coordinated_parts("Which ports did Bram visit, and why?") == []  # a clause
    assert coordinated_parts("What did Bram repair in the boathouse?") == []


def test_only_an_open_question_asking_no_time_is_split() -> None:
    on = replace(search.PARAMS, coord=2)
    assert parts_of("What did the hail and the flood ruin?", on) != []
    assert parts_of("When did Ines sand and paint the hull?", on) == []  # one event
    assert parts_of("Did the hail and the flood ruin the barn?", on) == []  # yes or no
    assert parts_of("When did Ines sand and paint the hull?", replace(on, coord_gate=0)) != []
    assert parts_of("What did the hail and the flood ruin?", replace(on, coord=0)) == []


def conversation(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_each_part_reaches_its_own_talk(ebbing_home: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """One talk tells at length what the hail ruined at the farm; the flood is told in
    another, in a turn that says nothing of hail. The question's first two are turns of the
    hail talk; its flood part finds the flood's turn, which goes before the hail talk's
    second turn."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("ines", f"The hail ruined the {thing} at the farm, Bram.")
                       for thing in ["apple blossom", "greenhouse glass", "young beans",
                                     "barn skylight"]],
                 datetime(2024, 4, 2, 8, 0, tzinfo=UTC))
    conversation(svc, [("bram", "How is the river?"),
                       ("ines", "The flood took the lower pasture fences, all of them.")],
                 datetime(2024, 5, 9, 8, 0, tzinfo=UTC))
    for i in range(10):
        conversation(svc, [("bram", f"Filler talk {i} about the tram and the bakery.")],
                     datetime(2024, 3, 1, 9, 0, tzinfo=UTC) + timedelta(days=i))
    flood = "The flood took the lower pasture fences, all of them."

    def found() -> list[str]:
        return [h.memory.content for h in svc.search(
            "What did the hail and the flood ruin at the farm?", now=NOW, top=2)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, coord=2))
    assert flood in found()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, coord=0))
    assert flood not in found()

"""A list question's kind looked up on its own among what the person said, its hits taken
from talks not yet found (retrieval/lists.py). Fresh sentences (in no dataset), with the
deterministic fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.models import Memory
from ebbing.retrieval import search
from ebbing.retrieval.lists import by_talk, kind_part
from ebbing.retrieval.search import Hit
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def hit(text: str, talk: str | None) -> Hit:
    memory = Memory(id=text, content=text, context_id=talk, occurred_at=NOW, created_at=NOW,
                    updated_at=NOW, last_used=NOW)
    return Hit(memory, 1.0, 1.0, 1.0)


def test_the_part_names_the_kind_and_the_person() -> None:
    assert kind_part("What board games has Ravi taught his cousins?", ["ravi", "odile"]) == (
        "ravi board games", "ravi")
    assert kind_part("Which Baltic ports did they anchor in?", ["ravi", "odile"]) == (
        "Baltic ports", None)
    assert kind_part("What did Ravi teach his cousins?", ["ravi"]) is None  # not a list
    assert kind_part("What board games does Ravi own?", ["ravi"]) == ("ravi board games", "ravi")
    assert kind_part("What board games does Ravi own?", ["ravi"], perfect=True) is None
    assert kind_part("Which ports has Odile sailed to?", ["odile"], perfect=True) == (
        "odile ports", "odile")


def test_part_hits_come_only_from_talks_not_yet_found() -> None:
    own = [hit("a1", "A"), hit("a2", "A"), hit("a3", "A"), hit("b1", "B")]
    part = [hit("a9", "A"), hit("c1", "C"), hit("c2", "C"), hit("d1", "D"), hit("e1", "E")]
    merged = [h.memory.content for h in by_talk(own, part, top=6, depth=2)]
    assert merged == ["a1", "c1", "d1", "a2", "a3", "b1"]  # a second from A yields
    assert [h.memory.content for h in by_talk(own, part, top=10, depth=0)] == [
        "a1", "a2", "a3", "b1"]
    own = [hit("a1", "A"), hit("b1", "B"), hit("a2", "A"), hit("b2", "B")]
    merged = [h.memory.content for h in by_talk(own, part, top=4, depth=1)]
    assert merged == ["a1", "b1", "c1", "a2"]  # b1 brings a new talk: it keeps its place


def conversation(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_a_list_question_reaches_a_talk_that_names_the_kind_once(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In one talk Odile tells, turn after turn, which board games she taught her cousins;
    the talk where Ravi names his says neither "taught" nor "cousins". The question's first
    three are Odile's turns of that one talk; its kind, among what Ravi said, finds his,
    which goes before her second turn."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("odile", "Ravi, what did you do this weekend?"),
                       ("ravi", "Board games night! Carcassonne was the favourite.")],
                 datetime(2024, 1, 5, 18, 0, tzinfo=UTC))
    conversation(svc, [(speaker, text) for game in ["chess", "draughts", "backgammon", "go"]
                       for speaker, text in [
                           ("odile", f"I taught my cousins board games all evening: {game}."),
                           ("ravi", "Lucky cousins, Odile.")]],
                 datetime(2024, 2, 5, 18, 0, tzinfo=UTC))
    for i in range(10):
        conversation(svc, [("odile", f"Filler talk {i} about the tram and the rain.")],
                     datetime(2024, 3, 1, 9, 0, tzinfo=UTC) + timedelta(days=i))
    game = "Board games night! Carcassonne was the favourite."

    def found() -> list[str]:
        return [h.memory.content for h in svc.search(
            "What board games has Ravi taught his cousins?", now=NOW, top=3)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, list_part=2))
    assert game in found()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, list_part=0))
    assert game not in found()

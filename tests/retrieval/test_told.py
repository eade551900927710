"""A question asking when something began, or about the second or third of a thing, finds the
turn that tells the beginning or the repeat without the question's words (retrieval/told.py).
Fresh sentences (in no dataset), with the deterministic fake embedder."""

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
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_the_turn_that_tells_a_beginning_is_found(ebbing_home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Ines tells Bram she signed up with the harbour club (no word of the question; Bram's
    turn before it names the rowing); later talks are full of her rowing. Asked when she
    started rowing, the turn that tells the beginning is among the first three with the
    beginning weighed and pooled, and not without."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("bram", "Any news about the rowing, Ines?"),
                       ("ines", "I finally signed up with the harbour club last week!"),
                       ("bram", "Good for you.")],
                 datetime(2024, 1, 8, 18, 0, tzinfo=UTC))
    for i, text in enumerate(["Rowing in the rain today was rough.",
                              "My rowing coach shouted at me all morning.",
                              "Rowing makes my hands blister.",
                              "We were rowing past the old locks at dawn.",
                              "Rowing the double with Tess was fun."]):
        conversation(svc, [("ines", text), ("bram", "Sounds like rowing, Ines.")],
                     datetime(2024, 2, 1, 9, 0, tzinfo=UTC) + timedelta(days=7 * i))
    told = "I finally signed up with the harbour club last week!"

    def found() -> list[str]:
        return [h.memory.content for h in svc.search("When did Ines start rowing?",
                                                     now=NOW, top=3)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, begin_weight=0.0))
    assert told not in found()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, begin_weight=1.0,
                                                  begin_pool=20))
    assert told in found()
    # a question that does not ask when something began is left as it was
    assert told not in [h.memory.content for h in svc.search("Where does Ines go rowing?",
                                                             now=NOW, top=3)]


def test_the_turn_that_tells_a_repeat_is_found(ebbing_home: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Tomasz tells of his first regatta win and then, talks later, of "another" one, after
    Ula asks about the sailing; other talks are full of regattas he watched. Asked when he
    won his second regatta, the turn with "another" is among the first three with the
    repeat weighed, and not without."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("tomasz", "I won my first regatta on the lake!"),
                       ("ula", "Brilliant, Tomasz.")],
                 datetime(2024, 1, 8, 18, 0, tzinfo=UTC))
    for i, text in enumerate(["Watched a regatta from the pier today, hoping to win one.",
                              "The regatta on TV was a bore; the Danes win every time.",
                              "A regatta blocked the harbour all weekend; who won, no idea.",
                              "I sketched the regatta boats; my sketch won a raffle.",
                              "To win a regatta you need a crew that wins together."]):
        conversation(svc, [("tomasz", text), ("ula", "Regatta season, then.")],
                     datetime(2024, 2, 1, 9, 0, tzinfo=UTC) + timedelta(days=7 * i))
    conversation(svc, [("ula", "How is the regatta sailing going, Tomasz?"),
                       ("tomasz", "I won another one last Sunday, by a whisker!")],
                 datetime(2024, 4, 2, 18, 0, tzinfo=UTC))
    told = "I won another one last Sunday, by a whisker!"

    def found() -> list[str]:
        return [h.memory.content for h in svc.search(
            "When did Tomasz win his second regatta?", now=NOW, top=3)]

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, repeat_weight=0.0))
    assert told not in found()
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, repeat_weight=1.0,
                                                  repeat_pool=20))
    assert told in found()

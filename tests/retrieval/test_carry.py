"""What a turn carries from the turns before it (retrieval/carry.py): fresh conversations, in
no dataset, with the deterministic fake embedder."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.query import terms
from ebbing.retrieval import search
from ebbing.retrieval.carry import carried_index, carried_scores
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def talk(svc: MemoryService, turns: list[tuple[str, str]], start: datetime) -> list[str]:
    return [svc.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"talk {start.isoformat()}", now=NOW).id
            for i, (speaker, text) in enumerate(turns)]


def row_of(svc: MemoryService, memory_id: str) -> int:
    row = svc.store.cols.row_of(memory_id)
    assert row is not None
    return int(row)


def carried(svc: MemoryService, memory_id: str, word: str, turns: int = 1, short: int = 0,
            names: bool = False) -> float:
    engine = svc.engine
    engine.sync()
    rows = np.array([row_of(svc, memory_id)], dtype=np.int64)
    return float(carried_scores(engine, (turns, short, names), terms(word), rows)[0])


def test_a_reply_carries_whom_and_what_the_turn_before_was_about(ebbing_home: Path) -> None:
    """The reply holds neither the greenhouse nor Odile; carried one turn back it holds both
    (the words and who said them), not what it says itself, and nothing across talks."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    first = talk(svc, [("odile", "The tomatoes in my greenhouse finally turned red."),
                       ("bram", "Told you the patience would pay off!"),
                       ("odile", "Next I want peppers.")],
                 datetime(2025, 1, 4, 9, 0, tzinfo=UTC))
    other = talk(svc, [("bram", "Patience is overrated, honestly.")],
                 datetime(2025, 1, 9, 9, 0, tzinfo=UTC))
    assert carried(svc, first[1], "greenhouse") > 0
    assert carried(svc, first[1], "Odile") > 0
    assert carried(svc, first[1], "patience") == 0  # its own word: not carried again
    assert carried(svc, first[0], "greenhouse") == 0  # nothing before the first turn
    assert carried(svc, first[2], "greenhouse") == 0  # two turns back: not with turns=1
    assert carried(svc, first[2], "greenhouse", turns=2) > 0
    assert carried(svc, other[0], "peppers") == 0  # another talk carries nothing over
    assert carried(svc, first[1], "Odile", names=True) > 0  # who said the turn before
    assert carried(svc, first[1], "greenhouse", names=True) == 0  # names only
    assert carried(svc, first[1], "greenhouse", short=3) == 0  # the reply has 3 terms
    assert carried(svc, first[1], "greenhouse", short=4) > 0


def test_the_carried_words_follow_an_edit_and_a_new_turn(ebbing_home: Path) -> None:
    """Editing the turn before changes what the reply carries; a turn added later to the
    talk carries too (the index is brought up to date on use)."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    ids = talk(svc, [("wen", "I signed up for the pottery class."),
                     ("luca", "About time, you kept talking about it.")],
               datetime(2025, 2, 2, 18, 0, tzinfo=UTC))
    assert carried(svc, ids[1], "pottery") > 0
    svc.edit(ids[0], content="I signed up for the woodcarving class.", now=NOW)
    assert carried(svc, ids[1], "pottery") == 0
    assert carried(svc, ids[1], "woodcarving") > 0
    later = svc.remember("Ha, fair enough.", character="wen",
                         occurred_at=datetime(2025, 2, 2, 18, 5, tzinfo=UTC),
                         context_id="talk 2025-02-02T18:00:00+00:00", now=NOW).id
    assert carried(svc, later, "talking") > 0
    assert len(carried_index(svc.engine, (1, 0, False))) == 3


def test_a_question_about_the_topic_finds_the_reply_that_lacks_it(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """"What did Bram say about Odile's greenhouse?": Bram's reply never names it. Bram and
    Odile name each other in other talks, and other talks mention greenhouses; with the
    carried words the reply comes first, without them Odile's turn before it does."""
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    ids = talk(svc, [("odile", "The tomatoes in my greenhouse finally turned red."),
                     ("bram", "Told you the patience would pay off!")],
               datetime(2025, 1, 4, 9, 0, tzinfo=UTC))
    for i in range(6):
        talk(svc, [("odile", f"Bram, the ferry leaves at {i + 7} tomorrow."),
                   ("bram", f"Odile, you are a star, see you at the pier {i}.")],
             datetime(2025, 1, 10 + i, 9, 0, tzinfo=UTC))
        talk(svc, [("carla", f"The community greenhouse opens on day {i + 1} of spring.")],
             datetime(2025, 1, 20 + i, 9, 0, tzinfo=UTC))
    question = "What did Bram say about Odile's greenhouse?"

    def first() -> str:
        return svc.search(question, now=NOW, top=5)[0].memory.id

    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, carry=1, carry_weight=0.3))
    assert first() == ids[1]
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, carry=0))
    assert first() == ids[0]

"""The things of a kind a person named, read from their own words (retrieval/members.py).
Fresh sentences (in no dataset). Word meaning is given by hand-made vectors (the fake
embedder hashes words, so it knows no kind)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import members
from ebbing.retrieval.members import member_part, nearest, spoken
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
# axes: [a thing in general, a stringed instrument, a place, a food]
MEANING = {"things": [1.0, 0.0, 0.0, 0.0], "stringed instruments": [0.5, 0.86, 0.0, 0.0],
           "cello": [0.3, 0.95, 0.0, 0.0], "ukulele": [0.4, 0.9, 0.2, 0.0],
           "strings": [0.6, 0.8, 0.0, 0.0], "stuff": [0.99, 0.1, 0.0, 0.0],
           "lisbon": [0.3, 0.0, 0.95, 0.0], "plum": [0.3, 0.0, 0.0, 0.95]}


def unit(word: str) -> np.ndarray[Any, np.dtype[np.float32]]:
    v = np.array(MEANING.get(word, [0.7, 0.0, 0.5, 0.5]), dtype=np.float32)
    return v / np.linalg.norm(v)


def test_nearest_takes_the_words_nearer_the_kind_than_anything() -> None:
    words = ["stuff", "lisbon", "cello", "ukulele", "strings", "plum"]
    vectors = np.stack([unit(w) for w in words])
    kind, generic = unit("stringed instruments"), unit("things")
    assert nearest(kind, generic, words, vectors, set(), 5) == ["cello", "ukulele", "strings"]
    # the question's own words are the kind, not its members ("strings" stems to "string")
    assert nearest(kind, generic, words, vectors, {"string"}, 5) == ["cello", "ukulele"]
    assert nearest(kind, generic, words, vectors, set(), 1) == ["cello"]
    assert nearest(kind, generic, words, vectors, set(), 0) == []
    # a word for anything ("stuff") is never a member, however near the kind it looks
    assert "stuff" not in nearest(kind, generic, words, vectors, set(), 6)


def talk(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"talk {start.isoformat()}", now=NOW)


def test_the_part_holds_the_named_persons_members(ebbing_home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    start = datetime(2024, 2, 5, 10, 0, tzinfo=UTC)
    talk(svc, [("odile", "Started on the cello again, my fingers hurt."),
               ("bram", "I bought a ukulele in Lisbon!")], start)
    talk(svc, [("odile", "Plum jam and a ukulele lesson on Sunday."),
               ("bram", "Sounds like stuff.")], start + timedelta(days=9))
    engine = svc.engine
    engine.sync()
    code = engine.characters["odile"]
    assert spoken(svc, engine, code) == ["started", "cello", "fingers", "hurt",
                                         "plum", "ukulele", "lesson", "sunday"]
    monkeypatch.setattr(members, "query_vector", lambda _e, text: unit(text))
    monkeypatch.setattr(members, "word_vectors",
                        lambda _e, words: np.stack([unit(w) for w in words]))
    asked = "What stringed instruments has Odile played?"
    assert member_part(svc, engine, asked, 3) == ("odile cello ukulele", "odile")
    # only what Odile said: Bram's ukulele is his, and his Lisbon is no instrument anyway
    assert member_part(svc, engine, "What stringed instruments has Bram played?", 3) == (
        "bram ukulele", "bram")
    # not a list question, or no one named, or nobody's words near the kind: no part
    assert member_part(svc, engine, "Did Odile play the cello on Sunday?", 3) is None
    assert member_part(svc, engine, "What stringed instruments are there?", 3) is None
    assert member_part(svc, engine, asked, 0) is None
    # `perfect`: what has happened over time, not what is so now
    assert member_part(svc, engine, asked, 3, perfect=True) == ("odile cello ukulele", "odile")
    now_asked = "What stringed instruments does Odile play?"
    assert member_part(svc, engine, now_asked, 3) == ("odile cello ukulele", "odile")
    assert member_part(svc, engine, now_asked, 3, perfect=True) is None


def test_the_first_places_keep_the_questions_own_hits() -> None:
    """`by_talk` with `start`: the part's hits from new talks only from that place on."""
    from ebbing.models import Memory
    from ebbing.retrieval.lists import by_talk
    from ebbing.retrieval.search import Hit

    def hit(text: str, talk: str) -> Hit:
        memory = Memory(id=text, content=text, context_id=talk, occurred_at=NOW,
                        created_at=NOW, updated_at=NOW, last_used=NOW)
        return Hit(memory, 1.0, 1.0, 1.0)

    own = [hit("a1", "A"), hit("a2", "A"), hit("a3", "A"), hit("a4", "A"), hit("b1", "B")]
    part = [hit("c1", "C"), hit("d1", "D")]

    def merged(start: int) -> list[str]:
        return [h.memory.content for h in by_talk(own, part, top=5, depth=2, start=start)]

    assert merged(0) == ["a1", "c1", "d1", "a2", "a3"]
    assert merged(2) == ["a1", "a2", "c1", "d1", "a3"]
    assert merged(5) == ["a1", "a2", "a3", "a4", "b1"]  # the part never reaches the five

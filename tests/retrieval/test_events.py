# ruff: noqa: RUF001  (Chinese text, with its own punctuation)
"""Event times: a memory's own time words ("yesterday", "two months ago"), resolved against when
it was said, count in search and show in the prompt."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.config import Settings
from ebbing.retrieval import search
from ebbing.service import MemoryService

SAID = datetime(2022, 6, 1, 18, 0, tzinfo=UTC)
NOW = datetime(2022, 7, 1, tzinfo=UTC)


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    service.remember("Two months ago James went bowling with Tom.", character="james",
                     occurred_at=SAID, now=SAID)
    service.remember("James went bowling with Tom again.", character="james",
                     occurred_at=SAID, now=SAID)
    service.remember("Yesterday I adopted a puppy called Rex.", character="maria",
                     occurred_at=datetime(2022, 3, 17, 9, 0, tzinfo=UTC), now=SAID)
    service.remember("Maria loves her puppy Rex.", character="maria",
                     occurred_at=datetime(2022, 5, 2, tzinfo=UTC), now=SAID)
    return service


def test_the_words_of_a_memory_date_it_for_a_question_naming_a_period(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    hits = svc.search("What did James do in April 2022?", now=NOW, top=2)
    assert hits[0].memory.content.startswith("Two months ago")  # April, by its own words
    assert hits[0].why["time"]["affinity"] == search.PARAMS.event_weight  # a full match
    assert hits[1].why["time"]["affinity"] < 0.5  # said in June, about nothing earlier
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, event_weight=0.0))
    both = svc.search("What did James do in April 2022?", now=NOW, top=2)
    assert both[0].why["time"]["affinity"] == both[1].why["time"]["affinity"]


def test_a_day_named_by_date_finds_what_was_told_the_day_after(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    # words only (the fake embedder's cosines are noise): both name Maria, one is about that day
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0))
    hits = svc.search("What happened with Maria on March 16, 2022?", now=NOW, top=2)
    assert hits[0].memory.content == "Yesterday I adopted a puppy called Rex."
    assert hits[0].why["time"]["affinity"] == search.PARAMS.event_weight  # a full match


def test_when_questions_prefer_memories_that_carry_a_date(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0))
    without = [h.memory.content for h in svc.search("Maria puppy Rex", now=NOW, top=2)]
    asked = [h.memory.content for h in svc.search("When did Maria get the puppy Rex?",
                                                  now=NOW, top=2)]
    assert without[0] == "Maria loves her puppy Rex."  # the shorter, denser match
    assert asked[0] == "Yesterday I adopted a puppy called Rex."


def test_how_long_questions_prefer_memories_that_name_a_duration(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    svc.remember("Nate loves his turtles Tom and Tim.", occurred_at=SAID, now=SAID)
    svc.remember("Yesterday Nate fed his turtles.", occurred_at=SAID, now=SAID)
    svc.remember("Nate has had his turtles for 3 years now.", occurred_at=SAID, now=SAID)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0,
                                                  when_weight=0.0, span_weight=0.0))
    def ranked(question: str) -> list[str]:
        return [h.memory.content for h in svc.search(question, now=NOW, top=3)]

    question, other = "How long has Nate had turtles?", "What has Nate had? Turtles?"
    plain, plain_other = ranked(question), ranked(other)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, span_weight=1.0))
    assert plain[0] != "Nate has had his turtles for 3 years now."
    assert ranked(question)[0] == "Nate has had his turtles for 3 years now."
    assert ranked(other) == plain_other  # not a "how long" question: no extra weight
    svc.close()


def test_the_prompt_shows_the_resolved_date_beside_the_words(svc: MemoryService) -> None:
    prompt = svc.recall("Maria adopted a puppy", now=NOW, touch=False)["memoryPrompt"]
    assert "Yesterday [16 Mar 2022] I adopted a puppy called Rex." in prompt
    memory = svc.search("adopted puppy", now=NOW)[0].memory
    assert memory.content == "Yesterday I adopted a puppy called Rex."  # the record is as said


def test_event_times_are_saved_and_follow_edits(ebbing_home: Path) -> None:
    first = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    made = first.remember("Last week I started pottery.", occurred_at=SAID, now=SAID)
    first.engine.sync()
    first.engine.save()
    expected = dict(first.engine.events.by_row)
    assert list(expected.values()) == [[(1653264000000000, 1653868800000000)]]  # 23-29 May
    assert first.engine.events.spans == set()
    first.close()
    second = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    second.engine.sync()
    assert second.engine.events.by_row == expected
    second.edit(made.id, content="I started pottery.")
    second.engine.sync()
    assert second.engine.events.by_row == {}


def test_time_is_a_way_in_for_a_memory_that_shares_no_word_with_the_question(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Among 300 memories, the one that dates a thing to the asked day shares no word with the
    question and is in neither the top words nor the top vectors: time makes it a candidate
    (what it shares with the question still decides its place)."""
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    said = datetime(2023, 9, 1, 12, tzinfo=UTC)
    service.remember_batch([
        {"content": f"Note {i}: what did the garden club do about hedge number {i}?",
         "occurred_at": said, "now": said} for i in range(300)])
    target = service.remember("Yesterday Ines went kayaking on the lake with Dana.",
                              occurred_at=datetime(2023, 3, 13, 9, tzinfo=UTC), now=said)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0))
    question = "What did the club do on 12 March 2023?"
    found = {h.memory.id: h for h in service.search(question, now=NOW, top=400)}
    assert found[target.id].why["event_times"][0]["resolved"] == "12 Mar 2023"
    assert found[target.id].why["time"]["affinity"] == search.PARAMS.event_weight
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0,
                                                  time_pool=0))
    assert target.id not in [h.memory.id for h in service.search(question, now=NOW, top=400)]


def test_a_time_match_counts_in_the_relevance_floor() -> None:
    import numpy as np

    from ebbing.retrieval.floor import gate

    cosine, words = np.array([0.2, 0.2]), np.array([0.1, 0.1])
    assert not gate(0.61, cosine, words, names_unknown=False).keep.any()
    timed = gate(0.61, cosine, words, names_unknown=False, time=np.array([1.0, 0.0]),
                 time_weight=0.2)
    assert timed.keep.tolist() == [True, True]  # the query clears; the other is within margin
    assert timed.strength.tolist() == pytest.approx([0.45, 0.25])


def test_a_chinese_question_finds_what_a_chinese_memory_dates_to_that_day(
        ebbing_home: Path) -> None:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    said = datetime(2026, 11, 20, 21, tzinfo=UTC)
    target = service.remember("昨晚我和小红去看了一场电影。", occurred_at=said, now=said)
    service.remember("我对花生过敏。", occurred_at=datetime(2026, 10, 2, tzinfo=UTC), now=said)
    hits = service.search("十一月十九号我做了什么？", now=datetime(2026, 11, 26, tzinfo=UTC),
                          top=2)
    assert hits[0].memory.id == target.id
    assert hits[0].why["time"]["phrase"] == "十一月十九号"
    assert hits[0].why["event_times"] == [
        {"phrase": "昨晚", "resolved": "19 Nov 2026", "relative": "before it was said"}]

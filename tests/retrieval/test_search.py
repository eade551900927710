"""Search and recall through the service, with the deterministic fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.models import ChangeLogEntry, Memory, Status
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    old = NOW - timedelta(days=200)
    service.remember("Ralph joined the team as the new designer", character="alice",
                     entities=["Ralph"], now=old)
    service.remember("The quarterly tax report is due on Friday", tags=["finance"], now=NOW)
    service.remember("Caroline is adopting a dog from the shelter", character="caroline",
                     occurred_at=datetime(2023, 5, 8, tzinfo=UTC), now=NOW)
    service.remember("Caroline went hiking in the Alps", character="caroline",
                     occurred_at=datetime(2023, 9, 2, tzinfo=UTC), now=NOW)
    for i in range(30):
        service.remember(f"Filler note number {i} about groceries and errands", now=NOW)
    return service


def test_lowercase_question_finds_an_old_memory(svc: MemoryService) -> None:
    hits = svc.search("who is ralph?", now=NOW)
    assert hits and hits[0].memory.content.startswith("Ralph joined")
    assert hits[0].why["lexical_rank"] == 1


def test_relevance_leads_over_freshness(svc: MemoryService) -> None:
    # the Ralph memory is 200 days old (score near 0) and still ranks first for its query
    hits = svc.search("Ralph designer", now=NOW)
    assert hits[0].memory.entities == ["Ralph"] and hits[0].decay < 0.01


def test_time_expression_favours_that_period(svc: MemoryService) -> None:
    hits = svc.search("what did Caroline do in May 2023?", now=NOW)
    assert "adopting" in hits[0].memory.content
    assert hits[0].why["time"]["affinity"] == 1.0
    hits = svc.search("what did Caroline do in September 2023?", now=NOW)
    assert "hiking" in hits[0].memory.content


def test_filters_and_archived(svc: MemoryService) -> None:
    tax = svc.search("tax report", now=NOW)[0].memory
    assert [h.memory.id for h in svc.search("tax report", tags=("finance",), now=NOW)] == [tax.id]
    svc.forget(tax.id)
    assert tax.id not in {h.memory.id for h in svc.search("tax report", now=NOW)}
    assert tax.id in {h.memory.id for h in
                      svc.search("tax report", include_archived=True, now=NOW)}


def test_search_does_not_touch_but_recall_does(svc: MemoryService) -> None:
    hit = svc.search("tax report", now=NOW)[0]
    assert svc.get(hit.memory.id).use_count == 0
    data = svc.recall("tax report", now=NOW, detailed=True)
    first = data["memorySummaryList"][0]
    assert first["memorySummaryId"] == hit.memory.id
    assert svc.get(hit.memory.id).use_count == 1
    assert "The quarterly tax report is due on Friday" in data["memoryPrompt"]
    assert set(first) >= {"memorySummaryText", "maxImpression", "charactersInMemory",
                          "memoryStatus", "linkedNewMemorySummaryId", "memoryChangeLog",
                          "metaData", "score", "createTime", "updateTime"}


def test_recall_never_presents_an_outdated_memory_as_current(svc: MemoryService) -> None:
    old = svc.search("Caroline adopting dog", now=NOW)[0].memory
    entry = ChangeLogEntry(at=NOW, from_status=Status.VALID, to_status=Status.OUTDATED,
                           reason="the adoption fell through")
    svc.edit(old.id, status=Status.OUTDATED, change_log=[entry])
    prompt = svc.recall("Caroline adopting dog", now=NOW, touch=False)["memoryPrompt"]
    assert "(outdated; no longer holds) caroline: Caroline is adopting" in prompt
    assert "the adoption fell through" in prompt


def test_new_memories_are_found_by_an_existing_engine(svc: MemoryService) -> None:
    svc.search("anything", now=NOW)
    fresh = svc.remember("Zanzibar trip booked for August", now=NOW)
    assert svc.search("Zanzibar", now=NOW)[0].memory.id == fresh.id


def conversation(service: MemoryService, turns: list[tuple[str, str]], start: datetime) -> None:
    for i, (speaker, text) in enumerate(turns):  # one conversation: one context id
        service.remember(text, character=speaker, occurred_at=start + timedelta(minutes=i),
                         context_id=f"chat {start.isoformat()}", now=NOW)


def test_an_answer_is_found_through_the_question_next_to_it(svc: MemoryService) -> None:
    conversation(svc, [("alice", "Which instrument do you play these days?"),
                       ("bob", "The cello, since I was six."),
                       ("alice", "Lovely, see you at the weekend.")],
                 datetime(2024, 3, 1, 18, 0, tzinfo=UTC))
    conversation(svc, [("bob", "I bought six apples at the market.")],
                 datetime(2024, 3, 9, 9, 0, tzinfo=UTC))
    hits = svc.search("what instrument does bob play?", now=NOW, top=3)
    contents = [h.memory.content for h in hits]
    # the answer shares no word with the query but sits next to the question that does
    assert contents.index("The cello, since I was six.") < len(contents)
    assert "I bought six apples at the market." not in contents[:2]


def test_a_query_naming_a_speaker_favours_what_they_said(svc: MemoryService) -> None:
    conversation(svc, [("melanie", "Caroline told me she loves painting sunsets"),
                       ("caroline", "I love painting sunsets by the lake")],
                 datetime(2024, 4, 1, 18, 0, tzinfo=UTC))
    hits = {h.memory.character: h for h in svc.search("does Caroline love painting?", now=NOW)
            if "sunsets" in h.memory.content}
    assert hits["caroline"].why["character"] is True
    assert hits["melanie"].why["character"] is False
    assert hits["caroline"].score > hits["melanie"].score


def test_a_vector_is_computed_with_the_memory_before_it_in_the_same_episode(
        svc: MemoryService) -> None:
    conversation(svc, [("alice", "Where is the party?"), ("bob", "At my place.")],
                 datetime(2024, 5, 1, 18, 0, tzinfo=UTC))
    svc.remember("Unrelated note from much later", now=NOW)
    engine = svc.engine
    engine.sync()
    n = svc.store.cols.n
    assert engine.embedding_text(n - 2) == "alice: Where is the party?\nbob: At my place."
    assert engine.embedding_text(n - 1) == "Unrelated note from much later"
    before = engine.vectors.matrix[n - 2].copy()
    asked = next(h for h in svc.search("Where is the party", now=NOW)  # the answer may
                 if h.memory.content == "Where is the party?")  # rank first (asking.py)
    svc.edit(asked.memory.id, content="Where is the barbecue?")
    engine.sync()
    assert engine.embedding_text(n - 2) == "alice: Where is the barbecue?\nbob: At my place."
    assert not np.allclose(engine.vectors.matrix[n - 2], before)  # re-embedded with its new context


def test_unrelated_memories_written_together_are_embedded_alone(svc: MemoryService) -> None:
    # an assistant writing facts through the API in one second: no conversation was named
    facts = ["Ana drives a red Volvo.", "The boiler was serviced by Horvat & Sons.",
             "Pavel plays the harp."]
    svc.remember_batch([{"content": f, "now": NOW} for f in facts])
    svc.remember("Which car do you drive?", character="bob", context_id="chat 7", now=NOW)
    svc.remember("A blue Fiat.", character="ana", context_id="chat 7", now=NOW)
    svc.remember("Something else entirely.", context_id="chat 8", now=NOW)
    engine = svc.engine
    engine.sync()
    n = svc.store.cols.n
    assert [engine.embedding_text(r) for r in range(n - 6, n - 3)] == facts
    assert engine.embedding_text(n - 2) == "bob: Which car do you drive?\nana: A blue Fiat."
    assert engine.embedding_text(n - 1) == "Something else entirely."  # another conversation
    episode = engine.episode
    assert len(set(episode[n - 6:n - 3].tolist())) == 3 and episode[n - 3] == episode[n - 2]
    # the answer lends relevance only inside its conversation: a fact written in the same
    # second as a matching one gains nothing from it
    hits = {h.memory.content: h for h in svc.search("Pavel harp", now=NOW, top=10)}
    assert "The boiler was serviced by Horvat & Sons." not in hits


def test_the_conversations_survive_the_saved_indexes(ebbing_home: Path) -> None:
    first = MemoryService(Settings(home=ebbing_home))
    first.remember("Where is the key?", character="bob", context_id="c1", now=NOW)
    first.remember("Under the mat.", character="ana", context_id="c1", now=NOW)
    first.engine.sync()
    first.engine.save()
    first.close()
    second = MemoryService(Settings(home=ebbing_home))
    second.remember("Thanks!", character="bob", context_id="c1", now=NOW)
    second.engine.sync()
    assert second.engine.embedding_text(2) == "ana: Under the mat.\nbob: Thanks!"
    assert second.engine.contexts == {"c1": 0}


def test_recall_can_bring_the_memory_that_replaced_an_outdated_one(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from ebbing.retrieval import search
    # words only: the fake embedder's random cosines would make the replacements results of
    # their own, and a result is not repeated in the chain
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, semantic_weight=0.0))
    old = svc.search("Caroline adopting dog", now=NOW)[0].memory
    newer = svc.remember("Caroline took a cat home instead", character="caroline", now=NOW)
    newest = svc.remember("The cat is called Mochi", character="caroline", now=NOW)
    svc.edit(newer.id, status=Status.OUTDATED, linked_new_memory_id=newest.id)
    svc.edit(old.id, status=Status.OUTDATED, linked_new_memory_id=newer.id,
             change_log=[ChangeLogEntry(at=NOW, from_status=Status.VALID,
                                        to_status=Status.OUTDATED, reason="adopted a cat")])
    linked = svc.recall("adopting a dog from the shelter", now=NOW, touch=False, detailed=True,
                        include_linked_new=True)
    ids = [s["memorySummaryId"] for s in linked["memorySummaryList"]]
    at = ids.index(old.id)
    assert ids[at - 1] == newest.id  # what holds now, ahead of the old one
    assert ids[at + 1] == newer.id  # the rest of the chain, right after it
    assert len(ids) == len(set(ids))
    assert "The cat is called Mochi" in linked["memoryPrompt"]


def test_linked_new_memories_follow_the_chain_without_repeats() -> None:
    from ebbing.retrieval.recall import with_linked_new
    from ebbing.retrieval.search import Hit

    def memory(mid: str, link: str | None = None) -> Memory:
        return Memory(id=mid, content=mid, created_at=NOW, updated_at=NOW, occurred_at=NOW,
                      last_used=NOW, status=Status.OUTDATED if link else Status.VALID,
                      linked_new_memory_id=link)

    store = {m.id: m for m in [memory("a", "b"), memory("b", "c"), memory("c"),
                               memory("x", "gone"), memory("y", "a")]}
    hits = [Hit(store["a"], 0.9, 0.9, 1.0), Hit(store["x"], 0.8, 0.8, 1.0),
            Hit(store["y"], 0.7, 0.7, 1.0)]
    out = with_linked_new(hits, store.get, lambda m: 0.5)
    assert [h.memory.id for h in out] == ["a", "b", "c", "x", "y"]  # y's link a: already there
    assert out[1].why["linked_from"] == "a" and out[2].why["linked_from"] == "b"
    assert with_linked_new(hits[:1], store.get, lambda m: 0.5, hops=1)[1:][0].memory.id == "b"


def test_a_long_lived_engine_agrees_with_a_fresh_one_after_another_process_compacts(
        svc: MemoryService, ebbing_home: Path) -> None:
    def ranked(service: MemoryService) -> list[tuple[str, dict[str, object]]]:
        return [(h.memory.id, h.why) for h in service.search("tax report groceries", now=NOW)]

    ranked(svc)  # the engine indexes every row
    other = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    first = other.list(limit=100)[-1]  # the oldest: deleting it shifts every later row
    other.forget(first.id, hard=True)
    other.remember("Groceries: the tax on milk went up", now=NOW)
    other.compact()
    fresh = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    assert ranked(svc) == ranked(fresh)
    assert first.id not in {mid for mid, _ in ranked(svc)}


def test_a_question_naming_the_wrong_person_still_finds_who_said_it(
        ebbing_home: Path) -> None:
    """The speaker boost and the name's own weight apply only when the named person said
    something like what is asked (RankParams.speaker_match): here Tomasz never mentions a
    kayak, Ines does, and Tomasz talks a lot."""
    from dataclasses import replace

    from ebbing.retrieval import search

    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("tomasz", "Tomasz here, the allotment tomatoes finally ripened"),
             ("ines", "I capsized my new kayak on the reservoir last Sunday"),
             ("tomasz", "Tomasz again: the compost heap is steaming nicely"),
             ("ines", "Nice, I am repainting the garden shed blue"),
             ("tomasz", "The greenhouse glass cracked in the hailstorm, Tomasz sighs")]
    conversation(service, turns, datetime(2024, 2, 4, 10, 0, tzinfo=UTC))
    question = "Where did Tomasz capsize his kayak?"
    before = search.PARAMS
    try:
        search.PARAMS = replace(before, speaker_match=0, misnamed=0.0)  # the name always counts
        always = service.search(question, now=NOW, top=5)
        search.PARAMS = replace(before, speaker_match=1, misnamed=0.0)
        hits = service.search(question, now=NOW, top=5)
        # a question that names him about what he did say keeps his boost
        his = service.search("What did Tomasz say about the compost heap?", now=NOW, top=5)
    finally:
        search.PARAMS = before
    assert any(h.why["character"] for h in always)  # his turns lifted for his name
    assert hits[0].memory.content.startswith("I capsized my new kayak")
    assert "character" not in hits[0].why  # no speaker boost for anyone
    assert his[0].memory.content.startswith("Tomasz again: the compost")
    assert his[0].why["character"] is True


def test_a_talk_that_answers_in_several_places_comes_before_a_lone_mention(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from ebbing.retrieval import search

    conversation(svc, [("priya", "My cousin mentioned a kayak once."),
                       ("tom", "Did you finish the puzzle?"),
                       ("priya", "Almost, three pieces left.")],
                 datetime(2024, 2, 1, 18, 0, tzinfo=UTC))
    conversation(svc, [("priya", "We rented a kayak on the lake."),
                       ("tom", "Was the water cold?"),
                       ("priya", "Freezing, but the views were great."),
                       ("tom", "Send me photos!"),
                       ("priya", "The kayak tipped over twice, we laughed a lot.")],
                 datetime(2024, 3, 1, 18, 0, tzinfo=UTC))

    def first() -> str:
        return svc.search("Who has a kayak?", now=NOW, top=5)[0].memory.content

    assert first() == "We rented a kayak on the lake."  # its talk says more about kayaks
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, gather=0.0))
    assert first() == "My cousin mentioned a kayak once."  # without it, the lone mention


def test_a_question_relating_two_events_finds_each_of_them(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fresh sentences: "between A and B" looks each event up; the second talk never names
    the first kitten, and the first talk never names the second."""
    from dataclasses import replace

    from ebbing.retrieval import search

    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    conversation(svc, [("lena", "Pip came home with us today, a tabby kitten."),
                       ("omar", "Adorable, does she sleep a lot?")],
                 datetime(2024, 1, 5, 18, 0, tzinfo=UTC))
    for day in range(6, 16):  # the question's other words, said about Pip again and again
        conversation(svc, [("lena", f"Weeks passed and Lena kept adopting new tricks to calm "
                                    f"Pip, day {day}.")],
                     datetime(2024, 1, day, 18, 0, tzinfo=UTC))
    conversation(svc, [("lena", "Moss joined the family today, a grey kitten from a farm.")],
                 datetime(2024, 3, 2, 18, 0, tzinfo=UTC))
    question = "How many weeks passed between Lena adopting Pip and Moss?"
    found = [h.memory.content for h in svc.search(question, now=NOW, top=3)]
    assert any("Moss" in c for c in found)
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, split=0))
    unsplit = [h.memory.content for h in svc.search(question, now=NOW, top=3)]
    assert not any("Moss" in c for c in unsplit)


def test_a_reply_to_another_speakers_question_is_known_as_one(svc: MemoryService) -> None:
    import numpy as np

    from ebbing.retrieval.replies import answers

    conversation(svc, [("nadia", "Could you lend me the ladder on Sunday?"),
                       ("felix", "Sure, I'll drop it off after lunch."),
                       ("felix", "It is in the shed anyway."),
                       ("nadia", "Thanks! Is the drill there too?")],
                 datetime(2024, 4, 2, 9, 0, tzinfo=UTC))
    engine = svc.engine
    engine.sync()
    first = svc.store.cols.n - 4
    rows = np.arange(first, first + 4, dtype=np.int64)
    # the reply to nadia's question; not felix's second line (his own), not her question
    # (felix's line before it asks nothing), and not the first line (another talk before it)
    assert answers(engine, rows).tolist() == [False, True, False, False]


def test_a_persons_name_counts_the_same_in_each_of_their_memories(ebbing_home: Path) -> None:
    """A name that every memory about someone holds tells none of them apart
    (RankParams.flat): by BM25's length and term-frequency factors alone it would rank the
    shortest of them, or the one that repeats the name, first whatever the question asks."""
    from dataclasses import replace

    from ebbing.retrieval import search

    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    service.remember_batch([
        {"content": "Bruno Sadowski is a welder."},
        {"content": "Bruno Sadowski named his grey parrot Bruno."},
        {"content": "Bruno Sadowski keeps his rowing boat at the marina next to the ferry pier."},
        *({"content": f"Wanda Kim collects stamp number {i}"} for i in range(20))])
    question = "Where does Bruno Sadowski moor his boat?"
    before = search.PARAMS
    try:
        search.PARAMS = replace(before, flat=0)
        plain = {h.memory.content: h.why["bm25"] for h in service.search(question, now=NOW)}
        search.PARAMS = replace(before, flat=1)
        flat = {h.memory.content: h.why["bm25"] for h in service.search(question, now=NOW)}
    finally:
        search.PARAMS = before
    welder, parrot = "Bruno Sadowski is a welder.", "Bruno Sadowski named his grey parrot Bruno."
    boat = "Bruno Sadowski keeps his rowing boat at the marina next to the ferry pier."
    assert plain[parrot] > plain[welder] != plain[boat]  # the repeated name, the length
    assert flat[parrot] == flat[welder]  # the name alone: the same for both
    assert flat[boat] > flat[welder]  # "boat" is what tells them apart
    assert max(flat, key=flat.__getitem__) == boat


def test_a_wrong_name_can_hand_the_speaker_boost_to_who_said_it(ebbing_home: Path) -> None:
    """RankParams.mismatch 2: when the named person said nothing like the question, the
    speaker boost goes to whoever said the best match, and only to them; 1 drops the boost
    and keeps the name's words."""
    from dataclasses import replace

    from ebbing.retrieval import search

    service = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    turns = [("oskar", "Oskar here, the sourdough starter smells like vinegar again"),
             ("leni", "I fixed the punctured tyre on my tandem bicycle this morning"),
             ("oskar", "Oskar again: the rye loaf came out dense as a brick"),
             ("leni", "The tandem bicycle chain still squeaks a little"),
             ("oskar", "Oskar thinks the oven thermostat is broken")]
    conversation(service, turns, datetime(2024, 4, 7, 9, 0, tzinfo=UTC))
    question = "When did Oskar fix the tyre of his tandem bicycle?"
    before = search.PARAMS
    try:
        search.PARAMS = replace(before, speaker_match=1, mismatch=2, misnamed=0.0)
        moved = service.search(question, now=NOW, top=5)
        search.PARAMS = replace(before, speaker_match=1, mismatch=1, misnamed=0.0)
        dropped = service.search(question, now=NOW, top=5)
    finally:
        search.PARAMS = before
    assert moved[0].memory.content.startswith("I fixed the punctured tyre")
    assert all(h.why["character"] == (h.memory.character == "leni") for h in moved)
    assert "character" not in dropped[0].why  # no boost for anyone
    assert dropped[0].memory.content.startswith("I fixed the punctured tyre")

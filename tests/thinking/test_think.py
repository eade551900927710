"""Thinking and dreaming through the service, on the fake embedder."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from thinking_support import NOW, TEXTS, make_service

from ebbing.config import Settings
from ebbing.models import Memory, Status
from ebbing.service import MemoryService
from ebbing.thinking import dream, think
from ebbing.thinking.derived import RELATION, derived_memories


def assert_cites_validly(svc: MemoryService, memory: Memory) -> None:
    assert len(set(memory.derived_from)) >= 2
    for cited in memory.derived_from:
        assert not svc.get(cited).derived_from  # cites what was said, not another derivation
        assert f"[{cited}]" in memory.content
        assert (memory.id, cited, RELATION) in svc.store.relations


def test_a_seeded_thought_is_reproducible(tmp_path: Path) -> None:
    a, b = make_service(tmp_path / "a"), make_service(tmp_path / "b")
    first, second = think(a, seed=5, now=NOW), think(b, seed=5, now=NOW)
    assert first.theme == second.theme and first.written
    # the same memories cited in the same order (ids differ: each agent made its own)
    assert ([a.get(i).content for i in first.written[0].derived_from]
            == [b.get(i).content for i in second.written[0].derived_from])
    themes = {think(a, seed=seed, now=NOW).theme for seed in range(12)}
    assert len(themes) > 1


def test_a_thought_is_a_marked_derived_memory_citing_what_it_drew_on(
        svc: MemoryService) -> None:
    outcome = think(svc, "Melanie", now=NOW)
    [thought] = outcome.written
    assert thought.source == "thinking" and thought.tags == ["thought"]
    assert thought.character == svc.agent
    assert_cites_validly(svc, thought)
    said = {m.content for m in svc.list(limit=None) if not m.derived_from}
    assert any("Melanie" in svc.get(c).content for c in thought.derived_from)
    # composed from the cited memories only: every quoted sentence is one that was said
    quoted = [part.split('"')[1] for part in thought.content.split("; ")]
    assert set(quoted) <= said
    data = outcome.data()
    assert set(data) >= {"tip", "content", "summary", "usage"}
    assert data["usage"]["consumedThinkingCount"] == 1


def test_no_thought_from_fewer_than_two_memories(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, ["Caroline likes tea."])
    outcome = think(svc, "tea", now=NOW)
    assert outcome.written == [] and "fewer than two" in (outcome.note or "")
    assert not derived_memories(svc)
    assert dream(svc, now=NOW).written == []


def test_derived_memories_can_be_left_out_of_search_and_recall_expands_them(
        svc: MemoryService) -> None:
    [thought] = think(svc, "lake", now=NOW).written
    everything = svc.search("lake camping Melanie", top=20, now=NOW, touch=False)
    said = svc.search("lake camping Melanie", top=20, now=NOW, touch=False, no_derived=True)
    assert thought.id in {h.memory.id for h in everything}
    assert thought.id not in {h.memory.id for h in said}
    data = svc.recall("lake camping Melanie", detailed=True, now=NOW, touch=False)
    summaries = data["memorySummaryList"]
    ids = [s["memorySummaryId"] for s in summaries]
    mine = summaries[ids.index(thought.id)]
    assert mine["isDerived"] and mine["derivedFrom"] == thought.derived_from
    for s in summaries:
        if not s["isDerived"]:
            assert s["derivedFrom"] == []
    after = ids[ids.index(thought.id) + 1:]
    assert set(thought.derived_from) <= set(ids)  # the cited memories come with it
    assert after  # at least one cited memory follows the derived one
    plain = svc.recall("lake camping Melanie", detailed=True, now=NOW, touch=False,
                       no_derived=True)
    assert not any(s["isDerived"] for s in plain["memorySummaryList"])


def test_a_derived_memory_is_revised_without_a_source_that_is_outdated(
        svc: MemoryService) -> None:
    [thought] = think(svc, "Caroline", now=NOW).written
    cited = thought.derived_from[0]
    svc.supersede(cited, reason="she changed her mind", text="Caroline gave up that plan.",
                  now=NOW + timedelta(days=1))
    after = svc.get(thought.id)
    assert after.status is Status.VALID and after.derived_from == thought.derived_from[1:]
    assert f"[{cited}]" not in after.content and svc.get(cited).content not in after.content
    assert (thought.id, cited, RELATION) not in svc.store.relations
    assert {(thought.id, i, RELATION) for i in after.derived_from} <= set(svc.store.relations)
    entry = after.change_log[-1]
    assert entry.trigger_memory_id == cited and cited in entry.reason
    assert entry.affected_part == f"citation {cited}"
    assert svc.get(cited).status is Status.OUTDATED  # the person's memory itself as asked


def test_a_derived_memory_never_outdates_a_persons_memory(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, ["Max lives in Berlin.", "Max moved to Paris.",
                                     "Max works in Berlin as a baker."])
    for m in svc.list(limit=None):
        if m.status is not Status.VALID:
            svc.validate(m.id, reason="reset for the test", now=NOW)
    [thought] = think(svc, "Max", now=NOW).written
    assert svc.remember("Max no longer lives in Berlin; he moved to Paris.", now=NOW)
    after = svc.get(thought.id)
    # never judged itself: a change can only come from a cited memory that changed
    for entry in after.change_log:
        assert entry.reason.startswith("cited memory ")
        assert entry.trigger_memory_id in thought.derived_from
    said = [m for m in svc.list(limit=None) if not m.derived_from]
    for m in said:
        for entry in m.change_log:
            assert entry.trigger_memory_id != thought.id


def test_a_dream_writes_profiles_summaries_and_revises_them_in_place(
        svc: MemoryService) -> None:
    first = dream(svc, now=NOW)
    kinds = {m.metadata["derived"] for m in first.written}
    assert "profile" in kinds
    for memory in first.written:
        assert memory.source == "dreaming" and memory.tags == ["dream"]
        assert_cites_validly(svc, memory)
    profiles = [m for m in derived_memories(svc) if m.metadata["derived"] == "profile"]
    caroline = next(m for m in profiles if m.metadata["entity"] == "Caroline")
    assert caroline.content.startswith("What is known about Caroline: ")
    said_before = {m.id: m for m in svc.list(limit=None) if not m.derived_from}
    assert all(m.use_count == 0 for m in said_before.values()
               if m.id in first.cited)  # drawn on, not used (only a person's use is)
    assert dream(svc, now=NOW).written == []  # nothing new: nothing written again
    svc.remember("Caroline adopted a puppy named Oscar.", now=NOW)
    svc.remember("Caroline took Oscar to the beach.", now=NOW)
    third = dream(svc, now=NOW + timedelta(hours=1))
    again = [m for m in derived_memories(svc) if m.metadata["derived"] == "profile"
             and m.metadata["entity"] == "Caroline"]
    assert len(again) == 1 and again[0].id == caroline.id  # one profile, a new version
    assert caroline.id in {m.id for m in third.written}
    assert "Oscar" in again[0].content and again[0].change_log[-1].reason.startswith("revised")
    said_after = [m for m in svc.list(limit=None) if not m.derived_from]
    assert all(m.content == said_before[m.id].content and m.status is Status.VALID
               for m in said_after if m.id in said_before)  # nothing else changed
    assert len(said_after) == len(TEXTS) + 2


def test_recall_expands_a_derived_memory_to_the_cited_memories_closest_to_the_query(
        svc: MemoryService) -> None:
    from ebbing.thinking.derived import write
    from ebbing.thinking.expand import with_cited

    sources = {m.content: m.id for m in svc.list()}
    cited = [sources[t] for t in TEXTS]  # the pottery class is cited last
    profile = write(svc, "dream", "What is known about Melanie and Caroline", cited, now=NOW)
    [hit] = [h for h in svc.search("What is known about Melanie and Caroline", top=10,
                                   now=NOW, touch=False) if h.memory.id == profile.id]
    asked = with_cited(svc, [hit], NOW, query="pottery class")
    assert [h.memory.id for h in asked][:2] == [profile.id,
                                                sources["Melanie signed up for a pottery class."]]
    assert len(asked) == 4 and all(h.why["cited_by"] == profile.id for h in asked[1:])
    plain = with_cited(svc, [hit], NOW)  # no query: the first cited
    assert [h.memory.id for h in plain[1:]] == cited[:3]


def test_a_speakers_profile_gathers_what_they_said_though_their_words_never_name_them(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    said = [("Melanie", "I went camping at the beach with my kids."),
            ("Caroline", "That sounds lovely, how was the weather?"),
            ("Melanie", "I signed up for a pottery class yesterday."),
            ("Caroline", "I am researching adoption agencies."),
            ("Melanie", "I'm off to go swimming with the kids.")]
    done = svc.remember_batch([{"content": text, "character": who, "now": NOW + timedelta(i)}
                               for i, (who, text) in enumerate(said)])
    outcome = dream(svc, now=NOW + timedelta(days=10))
    profiles = {m.metadata["entity"]: m for m in outcome.written
                if m.metadata.get("derived") == "profile"}
    melanie = [m.id for m, (who, _) in zip(done, said, strict=True) if who == "Melanie"]
    assert sorted(profiles["Melanie"].derived_from) == sorted(melanie)
    assert profiles["Melanie"].content.startswith("What is known about Melanie: ")


THEMED = [("Melanie", "s1", "We went camping at the beach with the kids."),
          ("Caroline", "s1", "That sounds lovely."),
          ("Melanie", "s2", "I signed up for a pottery class yesterday."),
          ("Caroline", "s2", "I am researching adoption agencies."),
          ("Melanie", "s3", "We camped in the forest last weekend."),
          ("Caroline", "s3", "Adoption interviews went well.")]


def test_a_person_limits_how_many_themes_a_dream_writes(ebbing_home: Path) -> None:
    """EBBING_DREAM_THEMES: at most that many a person, none at 0."""
    for limit, most in ((0, 0), (1, 1)):
        svc = MemoryService(Settings(home=ebbing_home / str(limit), embedder="fake",
                                     dream_themes=limit))
        svc.remember_batch([{"content": text, "character": who, "context_id": ctx,
                             "now": NOW + timedelta(i)}
                            for i, (who, ctx, text) in enumerate(THEMED)])
        themes = [m.metadata["key"] for m in dream(svc, now=NOW + timedelta(days=10)).written
                  if m.metadata.get("derived") == "theme"]
        for person in ("melanie", "caroline"):
            assert len([k for k in themes if k.startswith(f"theme:{person}:")]) == most
        svc.close()


def test_a_dream_writes_a_persons_themes_across_episodes_and_search_finds_them(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake"))
    said = THEMED
    done = svc.remember_batch([{"content": text, "character": who, "context_id": ctx,
                                "now": NOW + timedelta(i)}
                               for i, (who, ctx, text) in enumerate(said)])
    outcome = dream(svc, now=NOW + timedelta(days=10))
    found = {m.metadata["key"]: m for m in outcome.written
             if m.metadata.get("derived") == "theme"}
    camping = found["theme:melanie:camp"]
    assert sorted(camping.derived_from) == sorted([done[0].id, done[4].id])
    assert camping.content.startswith("Melanie on ")
    assert "camping at the beach" in camping.content and "camped in the forest" in camping.content
    assert "theme:caroline:adopt" in found
    for memory in found.values():
        assert_cites_validly(svc, memory)
    hits = svc.search("Where has Melanie camped?", top=10, now=NOW + timedelta(days=10),
                      touch=False)
    assert camping.id in {h.memory.id for h in hits}
    assert all(not h.memory.derived_from for h in svc.search(
        "Where has Melanie camped?", top=10, now=NOW, touch=False, no_derived=True))
    assert dream(svc, now=NOW + timedelta(days=11)).written == []  # nothing new


def test_a_thought_never_cites_a_memory_that_is_no_longer_valid(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, ["My sister Wren works at a dental clinic in Leith.",
                                     "Wren's birthday is on the ninth of August.",
                                     "Wren keeps two ferrets called Pip and Moss.",
                                     "Wren sings in a choir on Thursdays."])
    said = {m.content: m.id for m in svc.list(limit=None)}
    first = think(svc, "Wren", now=NOW).written[0]
    assert said["Wren keeps two ferrets called Pip and Moss."] in first.derived_from
    ferrets = said["Wren keeps two ferrets called Pip and Moss."]
    birthday = said["Wren's birthday is on the ninth of August."]
    svc.repudiate(ferrets, reason="those were her neighbour's", now=NOW)
    svc.suspect(birthday, reason="she may have said the tenth", now=NOW)
    [thought] = think(svc, "Wren", now=NOW + timedelta(hours=1)).written
    assert ferrets not in thought.derived_from and birthday not in thought.derived_from
    assert "ferrets" not in thought.content and "ninth" not in thought.content
    assert all(svc.get(c).status is Status.VALID for c in thought.derived_from)

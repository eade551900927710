"""The relevance floor: recall and search return, and reinforce, only what is about the query."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.core.prompt import NOTHING
from ebbing.core.query import proper_names, terms, written_names
from ebbing.retrieval import engine as engine_module
from ebbing.retrieval.floor import (
    HIT_MARGIN,
    UNNAMED_SHARE,
    WORDS_WEIGHT,
    floor_for,
    gate,
    names_stranger,
    unknown_names,
    word_match,
)
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
FLOOR = 0.45  # for the fake embedder of these tests; the default is for the real model


def test_word_match_is_the_idf_share_of_the_query_a_memory_holds() -> None:
    rows = np.array([0, 1, 2], dtype=np.int64)
    postings = [(np.array([0, 1], dtype=np.int64), 1.0), (np.array([1], dtype=np.int64), 3.0)]
    assert word_match(postings, 0, 10, rows).tolist() == [0.25, 1.0, 0.0]
    # a query term no memory holds weighs the most a term could: nobody matches it all
    held = word_match(postings, 1, 10, rows)
    assert held[1] == pytest.approx(4 / (4 + math.log(1 + 10.5 / 0.5))) and held[2] == 0.0


def test_gate_abstains_or_keeps_what_clears_and_says_why() -> None:
    cosine = np.array([0.9, 0.65, 0.2])
    words = np.array([0.0, 0.0, 1.0])
    opened = gate(0.0, cosine, words)
    assert opened.keep.all() and opened.why(0) == {"strength": 0.9}
    g = gate(0.8, cosine, words)  # the best clears 0.8: the others need 0.8 - HIT_MARGIN
    assert g.keep.tolist() == [True, True, True]
    assert g.why(0) == {"strength": 0.9, "floor": 0.8, "cleared_by": "cosine"}
    assert g.why(2)["cleared_by"] == "words"
    assert g.strength[2] == pytest.approx(0.2 + WORDS_WEIGHT)
    assert gate(0.8, np.array([0.9, 0.3]), np.zeros(2)).keep.tolist() == [True, False]
    assert not gate(0.95, cosine, words).keep.any()  # nothing is about the query


def test_a_query_naming_nothing_unknown_clears_a_lower_floor() -> None:
    cosine, words = np.array([0.43, 0.1]), np.zeros(2)  # a paraphrase, cosine 0.43
    assert not gate(0.6, cosine, words).keep.any()  # names someone the store never heard of
    lowered = gate(0.6, cosine, words, names_unknown=False)
    assert lowered.floor == pytest.approx(0.6 * UNNAMED_SHARE)
    assert lowered.keep.tolist() == [True, False]


@pytest.mark.parametrize(("query", "names"), [
    ("What did Melanie paint?", ["melani"]),
    ("Does she have a dog?", []),
    ("capital of Mongolia?", ["mongolia"]),
    ("Where did Caroline go? And Max?", ["carolin", "max"]),
    ("When is Jolene's exam in May?", ["jolen"]),
    ("can I return the kettle?", []),
])
def test_proper_names_are_the_words_capitalised_mid_sentence(query: str,
                                                             names: list[str]) -> None:
    assert proper_names(query) == names


def test_written_names_are_the_words_a_text_capitalises_where_a_sentence_begins_too() -> None:
    assert written_names("Caroline adopted a puppy in May. Then Max came over!") == [
        "carolin", "max"]
    assert written_names("It was time to leave, said the 3 of us") == []


def test_a_name_is_known_when_a_memory_writes_it_not_when_a_word_stems_like_it() -> None:
    known = set(written_names("It is time to go, said Ralph"))
    assert unknown_names("What forum did Tim join?", known) == ["tim"]  # "time" is not Tim
    assert unknown_names("What does Ralph like?", known) == []
    assert unknown_names("what does she like?", known) == []  # names nobody



def test_a_question_about_a_speaker_of_the_store_is_not_about_a_stranger() -> None:
    known = set(written_names("Joanna: that movie is awesome, I first watched it years ago"))
    title = 'When did Joanna first watch "Eternal Sunshine of the Spotless Mind"?'
    assert unknown_names(title, known)  # the store never wrote the title
    assert names_stranger(title, known, names_speaker=False)
    assert not names_stranger(title, known, names_speaker=True)  # but she speaks in it
    assert names_stranger("What did Melanie paint?", known, names_speaker=False)
    assert not names_stranger("what did she paint?", known, names_speaker=False)


def test_naming_a_speaker_lowers_the_floor_naming_only_a_stranger_does_not(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR))
    svc.remember("that movie is awesome, I first watched it three years ago",
                 character="Joanna", now=NOW)
    svc.remember("I got a physical copy of it on DVD", character="Joanna", now=NOW)
    lowered = round(FLOOR * UNNAMED_SHARE, 4)
    asked = svc.search('When did Joanna first watch "Eternal Sunshine"?', now=NOW)
    assert asked and all(h.why["floor"] == lowered for h in asked)
    stranger = svc.search('When did Melanie first watch "Eternal Sunshine"?', now=NOW)
    assert all(h.why["floor"] == FLOOR for h in stranger)
    assert len(stranger) < len(asked)  # the whole floor keeps a weak match out

def test_the_store_knows_the_names_its_memories_hold_also_after_a_restart(
        ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine_module, "SAVE_MIN", 1)
    settings = Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR)
    first = MemoryService(settings)
    first.remember("It is time to renew the passport", now=NOW)
    first.remember("lunch with the new designer", character="Ralph", entities=["Ines"], now=NOW)
    first.search("passport", now=NOW)
    first.engine.save()

    def unread(memory: object) -> list[str]:
        raise AssertionError("the names were read from the memories, not from the saved indexes")

    monkeypatch.setattr(engine_module, "memory_names", unread)
    second = MemoryService(settings)
    second.search("passport", now=NOW)
    assert set(terms("Ralph Ines")) <= second.engine.names and "tim" not in second.engine.names
    # a question naming Tim keeps the whole floor: the store holds "time", never "Tim"
    assert all(h.why["floor"] == FLOOR for h in second.search("When does Tim renew?", now=NOW))
    ralph = second.search("What did Ralph eat with the designer?", now=NOW)
    assert ralph and ralph[0].why["floor"] == round(FLOOR * UNNAMED_SHARE, 4)


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=FLOOR))
    service.remember("Ralph's favourite font is Inter", now=NOW)
    service.remember("Mia adopted a grey cat called Pixel", now=NOW)
    service.remember("The quarterly tax report is due on Friday", now=NOW)
    for i in range(20):
        service.remember(f"Filler note number {i} about groceries and errands", now=NOW)
    return service


def test_an_off_topic_question_returns_and_reinforces_nothing(svc: MemoryService) -> None:
    before = {m.id: m.use_count for m in svc.list(limit=100)}
    assert svc.search("What is the capital of Mongolia?", now=NOW) == []
    data = svc.recall("can I return the kettle?", now=NOW)
    assert data["memoryPrompt"] == NOTHING
    assert {m.id: m.use_count for m in svc.list(limit=100)} == before


def test_a_relevant_question_is_answered_and_only_that_is_reinforced(
        svc: MemoryService) -> None:
    hits = svc.search("what cat did Mia adopt?", now=NOW, touch=True)
    assert hits and hits[0].memory.content.startswith("Mia adopted")
    floor = round(FLOOR * UNNAMED_SHARE, 4)  # Mia is a name the store holds: the lower floor
    assert hits[0].why["floor"] == floor and hits[0].why["cleared_by"] in {"cosine", "words"}
    assert all(h.why["strength"] >= floor - HIT_MARGIN for h in hits)
    touched = {m.content for m in svc.list(limit=100) if m.use_count}
    assert touched == {h.memory.content for h in hits}
    assert not any("Inter" in t for t in touched)


def test_without_a_floor_everything_ranks_as_before(ebbing_home: Path) -> None:
    service = MemoryService(Settings(home=ebbing_home, embedder="fake", relevance_floor=0))
    service.remember("Mia adopted a grey cat called Pixel", now=NOW)
    (hit,) = service.search("What is the capital of Mongolia?", now=NOW)
    assert "cleared_by" not in hit.why and "strength" in hit.why


def test_cli_recall_detailed_prints_the_details_and_history_when_it_happened(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    runner = CliRunner()

    def run(*args: str) -> tuple[int, str]:
        result = runner.invoke(app, list(args))
        return result.exit_code, result.stdout

    code, out = run("remember", "Ralph joined the team as the new designer", "--json",
                    "--occurred-at", "2023-04-05", "--now", "2024-06-01")
    mid = json.loads(out)["id"]
    code, out = run("recall", "who is ralph?", "--detailed", "--no-touch")
    assert code == 0 and f"  {mid}  score " in out and " valid " in out
    code, out = run("history", mid)
    assert code == 0 and "happened 2023-04-05, stored 2024-06-01" in out


def test_the_floor_in_force_is_the_setting_or_the_one_calibrated_for_the_embedder() -> None:
    assert floor_for(None, "default") == floor_for(None, "") > 0  # all-MiniLM-L6-v2
    assert floor_for(None, "fake") == 0.0  # never calibrated: no floor
    assert floor_for(0.3, "fake") == 0.3 and floor_for(0.0, "default") == 0.0

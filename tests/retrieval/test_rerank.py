"""The second opinion on search's ranked list (retrieval/rerank.py). The fusion is pure and
tested with exact places; the model's reading is tested on fresh sentences that appear in no
dataset (marked `model`: it loads the packaged all-MiniLM-L6-v2)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest

from ebbing.config import Settings
from ebbing.models import Memory
from ebbing.retrieval.rerank import (
    PARAMS,
    RerankParams,
    candidate_text,
    english_only,
    fused_order,
    reordered,
    second_opinion,
)
from ebbing.service import MemoryService

NOW = datetime(2026, 3, 14, 18, 0, tzinfo=UTC)


def test_the_first_places_stay_the_engines() -> None:
    second = [0.0] * 5 + [1.0 - i / 100 for i in range(25)]
    second[2] = 5.0  # the second opinion would put place 2 first: it may not
    second[0] = -5.0
    assert fused_order(second)[:5] == [0, 1, 2, 3, 4]


def test_a_candidate_the_second_opinion_prefers_rises_into_the_first_ten() -> None:
    second = [0.0] * 5 + [0.5 - i / 100 for i in range(25)]
    second[19] = 0.9  # place 19 is the second opinion's first: 1/19 + 1/5 lifts it
    order = fused_order(second)
    assert order.index(19) == 8  # behind places 5, 6 and 7, which both agree on
    assert order[5:8] == [5, 6, 7]
    assert sorted(order) == list(range(30))


def test_agreement_changes_nothing_and_the_tail_keeps_its_places() -> None:
    items = [f"m{i}" for i in range(40)]
    agreeing = [1.0 - i / 100 for i in range(40)]
    assert reordered(items, agreeing) == items
    upside_down = [i / 100 for i in range(40)]
    moved = reordered(items, upside_down)
    assert moved[:5] == items[:5]
    assert moved[PARAMS.depth:] == items[PARAMS.depth:]  # past `depth`: never read
    assert sorted(moved) == sorted(items)


def test_short_lists_and_other_settings() -> None:
    assert fused_order([0.3, 0.9]) == [0, 1]
    assert fused_order([]) == []
    flat = RerankParams(keep=0, depth=3, weight=10.0, k0=1.0)
    assert fused_order([0.1, 0.2, 0.9, 5.0], flat) == [2, 1, 0]  # the 4th is past depth


def memory(character: str, content: str) -> Memory:
    return Memory(id=f"m-{abs(hash(content))}", content=content, character=character,
                  created_at=NOW, updated_at=NOW, occurred_at=NOW, last_used=NOW)


def test_the_candidate_text_names_the_speaker() -> None:
    assert candidate_text(memory("Ines", "the ferry was late")) == "Ines: the ferry was late"


def test_chinese_japanese_or_korean_leaves_the_order_alone() -> None:
    said = [SimpleNamespace(memory=memory("Ines", "the cello teacher is strict"))]
    assert english_only("What instrument does Ines play?", said)
    assert not english_only("Ines 弹什么乐器", said)
    said.append(SimpleNamespace(memory=memory("Ines", "我在学大提琴")))
    assert not english_only("What instrument does Ines play?", said)


# Fresh question-and-candidate sets in no dataset, where e5 (the engine's model) puts a wrong
# turn at or near the right one's cosine: the second model must read the right one first. It is
# a second bi-encoder, not a judge of relevance: "Which state did Bram drive to?" against
# "we made it to Cheyenne, Wyoming" it still reads "I drive a rusty pickup" closer (docs).
READINGS = [
    ("What instrument does Ines play?",
     ("Ines", "my fingers hurt from the cello strings but the teacher says that's normal"),
     [("Ines", "I'm learning how to make sourdough from my aunt"),
      ("Ines", "I play tennis with my cousin on sundays"),
      ("Bram", "Ines borrowed my ladder again")]),
    ("Where did Ines go on her honeymoon?",
     ("Ines", "two weeks in Lisbon and the Azores right after the wedding"),
     [("Ines", "my honey cake burned on the bottom"),
      ("Ines", "I go to the gym on Mondays"),
      ("Bram", "Ines is moving flats in June")]),
    ("What martial art does Ines do?",
     ("Ines", "got my yellow belt in taekwondo today!"),
     [("Ines", "I do pottery on weekends"),
      ("Ines", "the art museum was closed"),
      ("Bram", "Ines is very disciplined")]),
]


@pytest.mark.model
@pytest.mark.parametrize(("question", "right", "others"), READINGS,
                         ids=[r[0] for r in READINGS])
def test_the_second_opinion_reads_the_right_turn_first(
        tmp_path: Path, question: str, right: tuple[str, str],
        others: list[tuple[str, str]]) -> None:
    hits = [SimpleNamespace(memory=memory(*pair)) for pair in [*others, right]]
    svc = SimpleNamespace(settings=Settings(home=tmp_path), folder=tmp_path)
    cosines = second_opinion(svc, question, hits)  # type: ignore[arg-type]
    assert max(range(len(hits)), key=lambda i: cosines[i]) == len(hits) - 1


@pytest.mark.model
def test_search_with_the_setting_keeps_the_first_places_and_says_why(tmp_path: Path) -> None:
    said = [("Ines", "my fingers hurt from the cello strings"),
            ("Bram", "the shelter let us take the grey tabby home"),
            ("Ines", "two weeks in Lisbon right after the wedding"),
            *[("Ines", f"practice log {i}: scales on the cello, then the slow movement")
              for i in range(12)]]
    found = {}
    for on in (False, True):
        svc = MemoryService(Settings(home=tmp_path / str(on), rerank=on), agent="a")
        try:
            svc.remember_batch([{"content": text, "character": who, "now": NOW}
                                for who, text in said])
            found[on] = svc.search("what does Ines play?", top=8, now=NOW)
        finally:
            svc.close()
    assert len(found[True]) == len(found[False]) == 8
    assert [h.memory.content for h in found[True][:5]] == [
        h.memory.content for h in found[False][:5]]
    assert all("second_opinion" in h.why for h in found[True])
    assert all("second_opinion" not in h.why for h in found[False])

"""The second opinion bench/rerank.py measures (bench/rerank_fuse.py). The fusion is pure and
tested with exact places; the model's reading is tested on fresh sentences that appear in no
dataset (marked `model`: it loads the packaged all-MiniLM-L6-v2)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from ebbing.models import Memory
from rerank_fuse import (
    PARAMS,
    RerankParams,
    candidate_text,
    english_only,
    fused_order,
    reordered,
    rerank,
    second_opinion,
)

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
    said = [memory("Ines", "the cello teacher is strict")]
    assert english_only("What instrument does Ines play?", said)
    assert not english_only("Ines 弹什么乐器", said)
    said.append(memory("Ines", "我在学大提琴"))
    assert not english_only("What instrument does Ines play?", said)
    many = [memory("Ines", f"第{i}次练琴") for i in range(8)]
    assert rerank(Path("/nonexistent"), "what does Ines play?", many) == many  # no model read


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
    memories = [memory(*pair) for pair in [*others, right]]
    cosines = second_opinion(tmp_path, question, memories)
    assert max(range(len(memories)), key=lambda i: cosines[i]) == len(memories) - 1


@pytest.mark.model
def test_rerank_lifts_the_right_turn_from_below_the_first_ten(tmp_path: Path) -> None:
    question, right, others = READINGS[1]
    filler = [memory("Bram", f"note {i}: the bins go out on Thursday") for i in range(12)]
    engine = [*(memory(*pair) for pair in others), *filler[:9], memory(*right), *filler[9:]]
    assert engine.index(memory(*right)) == 12
    moved = rerank(tmp_path, question, engine)
    assert moved[:5] == engine[:5]
    assert moved.index(memory(*right)) < 10
    assert sorted(m.content for m in moved) == sorted(m.content for m in engine)

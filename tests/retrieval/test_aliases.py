# ruff: noqa: RUF001
"""An alias across scripts in search (retrieval/aliases.py): once 老王 and a nickname ("Wally")
are one entity, a question in either script finds the memories written in the other, which
neither its words nor e5's cosine found before. Sentences written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

from ebbing.config import Settings
from ebbing.graph.aliases import set_alias
from ebbing.service import MemoryService

MEMORIES = [
    "Wally fixed the leaking pipe under our kitchen sink on Monday.",
    "老王的女儿在上海读大学，学的是建筑。",
    "The bakery on the corner closes at six on Sundays.",
    "我们小区的电梯又坏了，物业说周五修好。",
    "My cousin Priya is moving to Toronto in the spring.",
]


def found(svc: MemoryService, question: str) -> set[str]:
    return {h.memory.content for h in svc.search(question, top=5, touch=False)}


def test_an_alias_finds_the_memories_written_in_the_other_script(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    english, chinese = MEMORIES[0], MEMORIES[1]
    # a nickname: "Lao Wang" would be found by its sound alone (retrieval/pinyin.py)
    asked = ("Where is Wally's daughter?", "What does Wally do?")
    for question in asked:  # two names, for all the words and the vectors know
        assert chinese not in found(svc, question)
    set_alias(svc.store, "老王", "Wally")
    for question in asked:
        assert {english, chinese} <= found(svc, question)
        assert MEMORIES[4] not in found(svc, question)  # the alias names one person
    # the other way (e5 often links the two spellings on its own; the alias makes it sure)
    assert {english, chinese} <= found(svc, "老王帮我们修过什么？")
    svc.close()


def test_without_aliases_no_entity_index_is_built(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    assert found(svc, "老王的女儿学什么？")
    assert svc.engine._entities is None  # search never needed the graph
    svc.close()

"""Stop 27 (docs/languages.md, "Off-topic questions, stop 27"): untold.py reads the store and
the question with dialect words read as Mandarin (俺妮儿 names a daughter, 俺家 is the
speaker's household) and a pointing word between whose and a kin word left out (我姐家那孩子
is the sister's child). Every sentence here is fresh (in no dataset, in none of bench/data's
checks)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval.kinds import asked, named
from ebbing.retrieval.untold import plain
from ebbing.service import MemoryService

MEMORIES = [
    "俺妮儿在新乡一家银行上班 一个月五千出头",
    "俺家那口子腊月里去省医院查了查心脏 说没啥大事",
    "俺家养了一条大黄狗 看门可中",
    "开春俺在地里种了二亩花生",
]
# things and people of this life the store never tells of: each gets nothing
NEVER_TOLD = [
    "俺哥家那个孩子在哪念书",  # no brother is told: the child is his
    "俺家那只猫几岁了",  # a dog is told, no cat
]
# about what the store tells, in the speaker's words: each keeps its memory
KEPT = [
    ("闺女在哪个银行上班", "银行"),  # 俺妮儿 is the daughter
    ("我女儿一个月挣多少", "五千"),
    # (stop 32) the dog's colour, not its name: 叫啥 asks a name no memory writes, and
    # retrieval/attribute.py empties it (大黄狗 is a big yellow dog)
    ("俺家那条狗是啥颜色", "大黄狗"),
]


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("dialect")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, touch=False)]


@pytest.mark.parametrize("question", NEVER_TOLD)
def test_gets_nothing(svc: MemoryService, question: str) -> None:
    assert found(svc, question) == []


@pytest.mark.parametrize(("question", "answer"), KEPT)
def test_kept(svc: MemoryService, question: str, answer: str) -> None:
    assert any(answer in text for text in found(svc, question))


def test_the_reading() -> None:
    assert "daughter" in named(plain("俺妮儿在新乡上班"))
    assert asked(plain("俺哥家那个孩子在哪念书")) == {"elder_brother"}  # his child, not mine
    assert asked(plain("俺家那孩子几岁")) == {"child"}  # the speaker's own
    assert plain("我家那台车") == "我家那台车"  # no kin word after it: left as it is

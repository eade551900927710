"""Questions about the world asked of no one: what a kind is made of, in which dynasty a thing
was built, what a season is like somewhere, from what age a kind may be done
(retrieval/general.py, stop 34). Every sentence is fresh (in no dataset). 天坛是哪个朝代修的
is read as general, but the learned reading (intent.py) calls it personal, which wins; 风铃是用
什么做的 is read as general and asks one part, which the 风铃 memory holds: neither is emptied
(nor on main)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.general import asked_as_general
from ebbing.service import MemoryService

NOW = datetime(2025, 9, 14, 20, 0, tzinfo=UTC)


def test_asked_as_general() -> None:
    assert asked_as_general("琉璃瓦是用什么做的")
    assert asked_as_general("天坛是哪个朝代修的")
    assert asked_as_general("哈尔滨冬天冷不冷")
    assert asked_as_general("小猫多大开始打疫苗")
    assert not asked_as_general("琉璃瓦是在哪儿买的")


MEMORIES = [
    "周末带孙子去故宫 看了半天琉璃瓦 金灿灿的 孙子说像游戏里的",
    "早上去天坛遛弯儿 碰见老刘在那儿唱戏",
    "表弟在哈尔滨上大学 寄来两根红肠",
    "家里的橘猫阿黄打了第二针疫苗 宠物医院收了六十",
    "房檐底下挂了串风铃 闺女从杭州捎回来的 风一吹叮当响",
    "闺女在悉尼读研 视频里说那边儿正下雨",
    "院里的石榴树结果了 摘了一筐给街坊",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("world")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


@pytest.mark.parametrize("question", [
    "哈尔滨冬天冷不冷",
    "悉尼夏天热不热",
    "小猫多大开始打疫苗",
    "石榴树多大开始结果",
])
def test_a_question_of_the_world_gets_nothing(home: MemoryService, question: str) -> None:
    assert [h.memory.content for h in home.search(question, top=5, now=NOW, touch=False)] == []

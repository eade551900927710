# ruff: noqa: RUF001
"""General questions about a kind (retrieval/general.py, session 10): whether a kind of person
may do something, whether a kind is good or bad for something, which kind a kind belongs to,
how two kinds differ however it is asked; and a topic that opens memories is someone only when
the store introduces it as someone. A memory that merely mentions the kind in the person's life
is no answer; the person's own questions on the same topics still are. Every sentence here is
fresh (in no dataset), in Chinese and in English."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.general import asked, asks_general
from ebbing.service import MemoryService

NOW = datetime(2025, 10, 14, 21, 0, tzinfo=UTC)
MEMORIES = [
    "我膝盖半月板受过伤，上下楼梯都疼。",
    "我每天下午泡一壶普洱，不加糖。",
    "工作室里用的缝纫机是兄弟牌的，买了八年了。",
    "花店每天早上七点进货，周一不开门。",
    "花店的老板娘姓鲍，人很和气。",
    "我老公罗建斌是消防员，在城东中队。",
    "建斌周末常常要加班，因为队里缺人。",
    "I have gout, so I stay away from red meat.",
    "I drink two cups of rooibos every evening.",
    "我每天早上喝一杯豆浆，配两根油条。",
    "外婆每个周末都去书场听评弹。",
    "I play the bagpipes in a pipe band on Thursdays.",
    "我老公喜欢钓鱼，一钓就是一整天。",
    "我邻居养鸽子，养了二十多只。",
    "鸽子每天早上在楼顶上飞两圈。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("kinds")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "半月板损伤的人能不能爬山？",  # a kind of person, named by what sets it apart
    "普洱属于红茶还是黑茶？",  # which kind a kind belongs to
    "喝普洱对胃有好处吗？",  # whether a kind is good for something, yes or no
    "花店怎么让鲜花保持不蔫？",  # 花店 opens two memories, and is no one
    "缝纫机怎么保养？",
    "喝豆浆对骨头好吗？",  # good for something, asked yes or no: 好 is held by no memory
    "评弹起源于哪里？",  # where a kind comes from
    "评弹是一种什么样的艺术？",  # what a kind is: no memory says what it is
    "Where do bagpipes come from?",
    "喜欢钓鱼有什么好处？",  # 喜欢钓 follows a relation word and names no one
    "鸽子为什么认得回家的路？",  # opens a memory, and 养鸽子 after 邻居 is no name
    "Can people with gout eat seafood?",
    "Is red meat bad for gout?",  # the topic's words are held; "bad" is not
    "Is rooibos a black tea or a herbal tea?",
])
def test_general_questions_on_a_memorys_topic_get_nothing(home: MemoryService,
                                                          question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("我膝盖不好，能爬山吗？", 0),  # the speaker's own knee: personal
    ("我下午喝什么茶？", 1),
    ("工作室的缝纫机是什么牌子？", 2),
    ("花店周一开门吗？", 3),
    ("建斌为什么经常不在家过周末？", 6),  # introduced as 我老公罗建斌: someone, not a kind
    ("Can I eat red meat with my gout?", 7),
    ("What do I drink in the evening?", 8),
    ("我早饭一般吃什么？", 9),
    ("外婆周末去哪里听评弹？", 10),
    ("What do I play on Thursdays?", 11),
])
def test_personal_questions_on_the_same_topics_still_answered(
        home: MemoryService, question: str, answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


def test_kinds_read_as_general() -> None:
    for general in ("糖尿病患者可以吃荔枝吗？", "膝盖不好的人适合骑车吗？", "孕妇能不能喝咖啡？",
                    "蝙蝠属于哪一类动物？", "鲸鱼属于鱼类还是哺乳动物？", "豆浆和豆奶的区别？",
                    "电动车和摩托车差别大吗？", "跳绳对膝盖有坏处吗？", "吃夜宵有没有害处？",
                    "评弹是一种什么曲艺？", "喝豆浆对骨头好吗？", "怎么练吉他的扫弦？",
                    "算盘是谁发明的？", "宣纸原产于哪里？", "Who invented the abacus?",
                    "Is cycling good for bad knees?", "Can people with diabetes eat lychees?",
                    "Is a whale a fish or a mammal?", "What kind of animal is a bat?",
                    "How is green tea different from white tea?",
                    "Is it safe for someone with asthma to dive?"):
        assert asks_general(general), general
    for personal in ("周末能去爬山吗？",  # no subject written: the speaker is meant
                     "我膝盖不好，能骑车吗？", "我妈可以吃荔枝吗？", "孩子能不能喝咖啡？",
                     "罗师傅为什么换了工作？",  # someone by a title
                     "这两种茶有什么区别？",  # a particular thing
                     "她为什么辞职了？", "他怎么还没到家？",  # someone already spoken of
                     "我天天喝豆浆对骨头好吗？", "Where does your sister come from?",
                     "Is my knee good enough for cycling?", "Can I eat lychees?",
                     "Is the meeting on Monday or Tuesday?", "What kind of car does Dana drive?",
                     "How is my sister different from her twin?",
                     "Is it a boy or a girl?", "What kind of car is it?"):  # a particular one
        assert not asks_general(personal), personal


def test_what_a_question_about_a_kind_asks() -> None:
    assert asked("普洱属于红茶还是黑茶？") == [["普洱"], ["红茶"], ["黑茶"]]
    assert asked("痛风患者可以喝啤酒吗？") == [["痛风"], ["喝啤", "啤酒"]]  # not 患者
    assert asked("喝豆浆对骨头好吗？")[-1] == ["好"]  # what it asks for is a part
    assert asked("评弹起源于哪里？") == [["评弹"], ["起源"]]
    assert asked("评弹是一种什么曲艺？") == [["评弹"], ["曲艺"], ["一种"]]
    assert [p[0] for p in asked("Can people with gout eat seafood?")] == \
        ["gout", "eat", "seafood"]

# ruff: noqa: RUF001
"""A question that asks general knowledge (how to, why, a kind's tips or benefits, what sets
two kinds apart) is answered only by a memory that holds what it asks about
(retrieval/general.py): a memory that only shares its topic is no answer. Every sentence here
is fresh (in no dataset), in Chinese and in English."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval.general import answers, asked, asks_general
from ebbing.service import MemoryService

NOW = datetime(2025, 9, 9, 20, 0, tzinfo=UTC)
MEMORIES = [
    "我每周六早上在小区的花园里练太极拳，已经练了五年。",
    "我女儿在少年宫学古筝，老师姓范。",
    "我家的狗叫旺财，是一只三岁的柯基。",
    "我妈说包饺子的窍门是和好的面要醒半个小时。",
    "我在阳台上种了十几盆多肉，每周浇一次水。",
    "我每天骑自行车上班，单程十二公里。",
    "I practise tai chi in the riverside park every Saturday morning.",
    "My son plays the clarinet in his school's marching band.",
    "My grandmother's tip for dumplings: let the dough rest for half an hour.",
    "I cycle to the office every day, twelve kilometres each way.",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("general")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize("question", [
    "太极拳有什么好处？",
    "古筝和古琴有什么区别？",
    "柯基为什么腿那么短？",
    "多肉怎么浇水才不会烂根？",
    "骑自行车一小时能消耗多少热量？",
    "What are the benefits of tai chi?",
    "How do you clean a clarinet?",
    "Is it safe to cycle in heavy rain?",
])
def test_general_questions_on_a_memorys_topic_get_nothing(home: MemoryService,
                                                          question: str) -> None:
    assert found(home, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("包饺子有什么窍门？", 3),  # general, and a memory states the answer
    ("What are the tips for dumplings?", 8),
    ("我每周六早上练什么？", 0),  # about the speaker, on the same topics
    ("我女儿学什么乐器？", 1),
    ("我家的狗是什么品种？", 2),
    ("我上班怎么去？", 5),
    ("What does my son play in the band?", 7),
    ("How do I get to work?", 9),
])


def test_questions_a_memory_answers_are_still_answered(home: MemoryService, question: str,
                                                       answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


NORMS = [
    "我爸有糖尿病，每天早晚各打一次胰岛素。",
    "我儿子养了两只巴西龟，放在书房的鱼缸里。",
    "我在学游泳，每周二和周五晚上去体育馆。",
    "我学做蛋糕最快的办法是周末跟着我姐姐一起做。",
    "我老婆是小学音乐老师，教三年级。",
    "我们家楼下新开了一家卖螺蛳粉的店。",
]


@pytest.fixture(scope="module")
def norms(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("norms")))
    svc.remember_batch([{"content": text} for text in NORMS])
    yield svc
    svc.close()


@pytest.mark.parametrize("question", [
    "糖尿病人应该多吃什么？",  # advice for a kind: no one is spoken of
    "巴西龟冬眠的时候要保持什么温度？",  # what a kind needs, not what someone keeps
    "怎么学游泳比较快？",  # the quality asked (快) is held by no memory
])
def test_norms_for_a_kind_and_qualities_no_memory_holds_get_nothing(
        norms: MemoryService, question: str) -> None:
    assert found(norms, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("我爸每天要打几次胰岛素？", 0),  # the same words, asked of the speaker's father
    ("我儿子的乌龟养在哪里？", 1),
    ("我每周几去游泳？", 2),
    ("怎么学做蛋糕比较快？", 3),  # general, and a memory holds every part, 快 too
    ("我老婆教几年级？", 4),
    ("楼下新开的是什么店？", 5),  # speaks of no one, and is about this life
])
def test_personal_questions_on_the_same_topics_still_answered(
        norms: MemoryService, question: str, answer: int) -> None:
    assert NORMS[answer] in found(norms, question)


def test_what_a_question_asks() -> None:
    for general in ("葡萄酒为什么要醒一醒再喝？", "羽毛球和网球有什么不同？",
                    "生鱼片吃多了安全吗？", "煮粥一般要多久？", "怎么给猫剪指甲？",
                    "What is the difference between tea and coffee?",
                    "Why do owls hunt at night?", "How do you repot an orchid?",
                    "How many calories does rowing burn?"):
        assert asks_general(general), general
    for personal in ("我为什么总是失眠？", "我儿子怎么上学？", "这家店为什么关门了？",
                     "老马的腰怎么了？", "小芳为什么哭了？", "我应该怎么学游泳？",
                     "Why did Rosa quit her job?", "How do I renew my passport?",
                     "Why is my tomato plant wilting?", "What does my wife think of that film?",
                     "How many kids does Priyanka have?", "Where is the spare key?"):
        assert not asks_general(personal), personal
    assert not asks_general("羽毛球有什么技巧？", names={"羽毛"})  # the store's name
    assert asks_general("小提琴和中提琴有什么区别？", writes=lambda term: False)  # 小提: no name
    assert not asks_general("小提琴和中提琴有什么区别？")  # read from the question alone
    assert not asks_general("小欣为什么不吃辣？", writes=lambda term: term == "小欣")
    assert asked("羽毛球有什么技巧？") == [["羽毛", "毛球"], ["技巧"]]
    assert asked("生鱼片吃多了安全吗？")[-1] == ["安全"]  # what it asks for is a part
    for advice in ("孕妇应该少吃哪些水果？", "仙人掌冬天要浇多少水？",
                   "新手跑马拉松需要准备什么？"):
        assert asks_general(advice), advice  # a norm for a kind
    for own in ("我妈应该少吃什么？", "我每个月要还多少房贷？", "阿梅需要准备什么？"):
        assert not asks_general(own, writes=lambda term: term == "阿梅"), own
    assert asked("怎样学滑板更快？")[-1] == ["快"]  # the quality asked by degree
    assert [p[0] for p in asked("How many calories does rowing burn?")] == \
        ["calori", "row", "burn"]


def test_a_memory_answers_when_it_holds_every_part() -> None:
    parts = asked("羽毛球有什么技巧？")
    assert not answers(parts, "我每周三晚上和同事打羽毛球。")
    assert answers(parts, "教练说打羽毛球的技巧是先练步法。")
    english = asked("What are the benefits of rowing?")
    assert not answers(english, "I row on the lake every Sunday.")
    assert answers(english, "My doctor listed the benefits of rowing for my back.")


NEEDS = [
    "我妈每年冬天都给我织一条围巾。",
    "我表弟上个月刚考了驾照，科目二考了三次才过。",
    "我们家每年秋天都腌一坛酸菜。",
    "奶奶说腌一坛酸菜要三斤盐，少了会坏。",
    "I bake a loaf of sourdough bread every Sunday.",
    "I renewed my visa at the consulate in March.",
]


@pytest.fixture(scope="module")
def needs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("needs")))
    svc.remember_batch([{"content": text} for text in NEEDS])
    yield svc
    svc.close()


@pytest.mark.parametrize("question", [
    "织一条围巾需要多少毛线？",  # what a task needs, asked right after 需要
    "考驾照需要什么材料？",
    "How much flour do you need for a loaf of bread?",
    "What is needed to renew a visa?",
])
def test_what_a_task_needs_asked_right_after_the_modal_gets_nothing(
        needs: MemoryService, question: str) -> None:
    assert found(needs, question) == []


@pytest.mark.parametrize(("question", "answer"), [
    ("腌一坛酸菜要几斤盐？", 3),  # general, and a memory holds every part
    ("我妈每年冬天给我织什么？", 0),  # about the speaker's mother, on the same topic
    ("我表弟科目二考了几次？", 1),
    ("What bread do I bake on Sundays?", 4),
])
def test_needs_a_memory_holds_and_personal_questions_still_answered(
        needs: MemoryService, question: str, answer: int) -> None:
    assert NEEDS[answer] in found(needs, question)


def test_a_need_asked_right_after_the_modal_is_a_norm() -> None:
    for norm in ("织一条围巾需要多少毛线？", "装修一套两居室要多少钱？", "考驾照需要什么材料？",
                 "拔完智齿需要几天才能消肿？", "腌一坛酸菜要几斤盐？", "种草莓应该几月份下种？",
                 "办一场婚礼需要哪些东西？", "How much flour do you need for a loaf of bread?",
                 "What do you need to open a bank account?",
                 "What is needed to renew a visa?"):
        assert asks_general(norm), norm
    for other in ("我织围巾需要多少毛线？",  # speaks of the speaker
                  "我妈需要几天才能出院？",
                  "生日想要什么礼物？",  # 要什么: a wish, not a need
                  "晚饭要什么菜？",
                  "明天要几点出发？",  # a time of day: a plan
                  "还要多少天放假？",  # 还要: how much longer, not a need
                  "这件衣服要多少钱？",  # a particular thing
                  "How much flour do I need for my cake?", "What do you need from me?"):
        assert not asks_general(other), other


def test_how_many_is_a_question_word_not_a_part() -> None:
    # 几 before a measure word asks a number: a memory holds the number (十二桌), never 几
    assert asked("年夜饭一共要订几桌？") == [["年夜", "夜饭"]]
    assert answers(asked("年夜饭一共要订几桌？"), "年夜饭在城南那家酒楼订了十二桌")
    assert answers(asked("学游泳一般要上几节课？"), "女儿学游泳上了十节课")  # 节课 stays
    assert asked("几乎天天下雨正常吗？")[0][0] == "几乎"  # 几乎 (almost) is a word, no question

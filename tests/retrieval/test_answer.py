# ruff: noqa: RUF001
"""retrieval/answer.py: a question is a topic and what it asks of it (a number in a measure, a
time, a cause, a judgement, yes or no, which of two); a memory answers a question read as
general only when it holds that, not the topic alone. Every sentence here is fresh (in no
dataset, in none of bench/data's checks)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval.answer import (
    Slot,
    choice_held,
    fills,
    holding,
    holds,
    judged_held,
    slot_of,
)
from ebbing.retrieval.general import asked
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.service import MemoryService

NOW = datetime(2026, 3, 9, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize(("question", "slot"), [
    ("金毛一般能活几年？", Slot("number", "span")),
    ("拔完智齿多久能喝奶茶", Slot("number", "span")),
    ("婚纱照拍一套要多少钱？", Slot("number", "money")),
    ("鱼缸的水温多少合适", Slot("judged")),
    ("跑一次半马要几个小时", Slot("number", "span")),
    ("儿子的书包有多重", Slot("number", "weight")),
    ("房贷利率现在是多少", Slot("number", "points")),
    ("雅思口语几分", Slot("number", "points")),
    ("社保还差几个月", Slot("number", "span")),
    ("快递柜有几层", Slot("number")),
    ("药房几点关门", Slot("when")),
    ("车险哪天到期", Slot("when")),
    ("为啥冬天容易静电", Slot("why")),
    ("猫掉毛是什么原因", Slot("why")),
    ("乌龟能吃草莓吗", Slot("whether")),
    ("手机屏幕碎了换不换", Slot("whether")),
    ("体检查过没", Slot("whether")),
    ("宝宝辅食先加蛋黄还是米粉", Slot("choice")),
    ("哪个牌子的跑鞋最划算", Slot("judged")),
    ("最爱吃哪种面", None),  # a judgement of one's own: the memory need not write 爱
    ("最好的朋友叫啥", None),
    ("护肤品有什么副作用", Slot("judged")),  # what a kind brings about: the word is asked
    ("平时有什么爱好", None),  # a person's attribute: told without the word
    ("打羽毛球有什么好处", Slot("judged")),
    ("老板叫什么名字", None),
    ("钥匙放哪了", None),
    ("漫展那天要干嘛", None),
    ("How many hours should a teenager sleep?", Slot("judged")),
    ("How many calories are in a bagel?", Slot("number")),
    ("How long does sourdough take to rise?", Slot("number", "span")),
    ("What score do you need for a scholarship?", Slot("number", "points")),
    ("When do tulips bloom?", Slot("when")),
    ("Why do cats knead blankets?", Slot("why")),
    ("Can rabbits eat celery?", Slot("whether")),
    ("Who fixed the fence?", None),
    ("How do I descale a kettle?", Slot("whether")),  # a way to do something: all its parts
])
def test_the_slot_a_question_asks(question: str, slot: Slot | None) -> None:
    assert slot_of(question) == slot


@pytest.mark.parametrize(("slot", "text", "held"), [
    # a span of time, not a clock time nor a route number
    (Slot("number", "span"), "我们家金毛今年七岁了", True),
    (Slot("number", "span"), "我开的是8路车，早上六点发车", False),
    (Slot("number", "span"), "每天练琴四十分钟", True),
    (Slot("number", "span"), "外婆九十一了，还能自己做饭", True),
    # money and scores may be written bare
    (Slot("number", "money"), "婚纱照那家店报价6800", True),
    (Slot("number", "money"), "婚纱照是在海边拍的", False),
    (Slot("number", "points"), "雅思口语考了6.5", False),
    (Slot("number", "points"), "托福考了105", True),
    (Slot("number", "weight"), "书包称了一下有八斤", True),
    (Slot("number", "weight"), "书包是去年买的", False),
    (Slot("when"), "车险十一月二十号到期", True),
    (Slot("when"), "车险买的是平安的", False),
    # the year after next and the lunar months are days to tell (stop 36)
    (Slot("when"), "新桥听讲要拖到后年才修", True),
    (Slot("when"), "腊月二十六杀年猪", True),
    (Slot("when"), "冬月里走的", True),
    (Slot("when"), "修桥的钱是村里凑的", False),
    (Slot("why"), "猫掉毛是因为换季", True),
    (Slot("why"), "家里的猫是英短", False),
    (Slot("number", "span"), "Our golden retriever turned 7 years old in May", True),
    (Slot("number", "span"), "I drive the number 8 bus", False),
    (Slot("number", "points"), "I got 92 points on the final", True),
    (Slot("when"), "The tulips in our garden came up in April", True),
    (Slot("why"), "The cat scratches the sofa because it is bored", True),
    (Slot("judged"), "我每天练琴四十分钟", False),  # a judgement is held, never filled
])
def test_a_memory_states_a_value_of_the_slot(slot: Slot, text: str, held: bool) -> None:
    assert fills(slot, text) is held


def test_a_judgement_is_held_as_written() -> None:
    question = "鱼缸的水温多少合适"
    assert judged_held(question, "医生说鱼缸水温二十六度最合适")
    assert not judged_held(question, "鱼缸的水温我一般调到二十六度")
    assert judged_held("哪个牌子的跑鞋最划算", "跑鞋还是亚瑟士的最划算，我穿了三年")
    assert not judged_held("哪个牌子的跑鞋最划算", "我的跑鞋是亚瑟士的")
    assert judged_held("What is the best time to prune roses?", "The best time to prune our "
                       "roses is late winter, the gardener said")
    assert not judged_held("What is the best time to prune roses?", "We planted roses in "
                           "the front yard")


def test_either_side_of_a_choice() -> None:
    question = "宝宝辅食先加蛋黄还是米粉"
    assert choice_held(question, "儿科医生说辅食先从米粉加起")
    assert choice_held(question, "宝宝第一口辅食是蛋黄")
    assert not choice_held(question, "宝宝六个月了，下周开始加辅食")


def test_a_number_question_of_one_part_needs_its_value() -> None:
    question = "绿萝多久浇一次水"  # one part (绿萝): naming it is no answer
    parts = asked(question)
    assert not holds(slot_of(question) or Slot(""), question, parts, "客厅里放了一盆绿萝")
    assert holds(slot_of(question) or Slot(""), question, parts, "绿萝我一周浇一次水")


def test_a_cause_is_given_by_a_memory_that_states_the_effect() -> None:
    question = "膝盖为啥肿了"  # the effect asked of is stated; its cause beside it, no 因为
    slot = slot_of(question) or Slot("")
    assert holds(slot, question, asked(question), "周六爬山摔了一跤，膝盖肿了两天")
    assert not holds(slot, question, asked(question), "膝盖上有块小时候的疤")


MEMORIES = [
    "我家金毛叫可乐，今年七岁了，最近有点掉毛",
    "药房在小区门口，我每周三去给我爸拿降压药",
    "婚纱照是在三亚拍的，报价6800，送了一套相册",
    "我每天晚上练琴四十分钟，在学肖邦的夜曲",
    "车险十一月二十号到期，去年买的是平安的",
    "周六爬山摔了一跤，膝盖肿了两天",
    "I take the number 8 bus to work, it leaves at 6:40",
]
PERSONAL = [  # short and bare, as people type them: each answered by the memory holding it
    ("可乐几岁了", "七岁"),
    ("婚纱照花了多少", "6800"),
    ("练琴每次多久", "四十分钟"),
    ("车险哪天到期", "十一月二十号"),
    ("拿药是周几", "每周三"),
]
GENERAL = [  # about the world, on a topic a memory touches: nothing holds what they ask
    "金毛一般能活几年？",
    "婚纱照一般提前多久拍合适",
    "练琴每天多久比较好",
    "车险一年大概多少钱",
    "降压药能和柚子一起吃吗",
    "How long does a city bus driver's shift last?",
]


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[MemoryService,
                                                                       MemoryService]]:
    on = MemoryService(Settings(home=tmp_path_factory.mktemp("answer-on"), answer_reader=True))
    off = MemoryService(Settings(home=tmp_path_factory.mktemp("answer-off"),
                                 answer_reader=False))
    for svc in (on, off):
        svc.remember_batch([{"content": text} for text in MEMORIES])
    yield on, off
    on.close()
    off.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize(("question", "held"), PERSONAL)
def test_short_personal_questions_keep_their_answer(
        store: tuple[MemoryService, MemoryService], question: str, held: str) -> None:
    assert any(held in text for text in found(store[0], question))


@pytest.mark.parametrize("question", GENERAL)
def test_general_questions_on_a_topic_get_nothing(
        store: tuple[MemoryService, MemoryService], question: str) -> None:
    assert found(store[0], question) == []


def test_without_the_reading_some_general_questions_were_answered(
        store: tuple[MemoryService, MemoryService]) -> None:
    answered = [q for q in GENERAL if found(store[1], q)]
    assert answered  # what the reading changes: these were answered by a topic alone


def test_what_is_read_depends_on_whom_it_speaks_of_and_the_learned_reading(
        store: tuple[MemoryService, MemoryService]) -> None:
    engine = store[0].engine
    engine.sync()
    rows = np.arange(len(MEMORIES), dtype=np.int64)
    general, personal = Reading(0.1, False, True), Reading(0.9, True, False)
    # the I of a way to do something is anyone; "my" beside it keeps it personal
    how_to = holding(engine, "How do I get rid of dog hair on a sofa?", rows, general)
    assert how_to is not None and not how_to.any()
    assert holding(engine, "How do I get my dog to stop shedding?", rows, general) is None
    # read as about this life, or not read at all: nothing is masked
    assert holding(engine, "金毛一般能活几年？", rows, personal) is None
    assert holding(engine, "金毛一般能活几年？", rows, UNREAD) is None
    # speaking of someone (我家, a relation word): nothing is masked
    assert holding(engine, "我家金毛能活几年？", rows, general) is None
    lifespan = holding(engine, "金毛一般能活几年？", rows, general)
    assert lifespan is not None and lifespan.any()  # 七岁 is a span of years; the floor's
    # strength decides then (the memory's cosine against the floor, as before)

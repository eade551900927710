# ruff: noqa: RUF001
"""Chinese questions read per language pair (retrieval/languages.py) with the packaged
multilingual e5, in a small household store written for these tests (in no dataset): the
cosines of a Chinese question are read against what Chinese (or English) text scores in
general, the word side counts as much of the question as its best match holds, and the CJK
floor (retrieval/floor.py SPOKEN_LOWEST, lowest_for) keeps questions about the world out."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.embed import E5Embedder, FakeEmbedder
from ebbing.embed.multilingual import COMMON_QUERY, PAIR_SCALE
from ebbing.retrieval.languages import lexical_share, reads_by_pair
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
MEMORIES = [
    "我妻子周敏在南京一家银行当柜员，每天五点下班。",
    "我儿子乐乐今年八岁，在读小学三年级。",
    "乐乐上周得了流感，发烧到三十九度，请了三天假。",
    "乐乐每周六上午去体育馆学游泳。",
    "我妈住在扬州，腿脚不太好，每年冬天来南京住两个月。",
    "我在一家物流公司做调度，经常半夜接电话。",
    "我们家的车是一辆白色的大众朗逸，今年九月要年检。",
    "我戒烟三年了，现在每天晚上去玄武湖边跑步。",
    "周敏不吃羊肉，闻到膻味就难受。",
    "我们住的小区叫翠竹园，物业费一年三千六。",
    "我弟弟在成都开火锅店，生意一般。",
    "我欠了老同学小孙五千块钱，说好五月还。",
    "乐乐的班主任姓唐，教语文。",
    "家里的洗衣机是海尔的，用了八年，最近漏水。",
    "周敏的生日是七月二十二号，她想要一条丝巾。",
    "我有胃溃疡，医生让我少喝酒少吃辣。",
    "我们打算暑假带乐乐去青岛看海。",
    "我爸去世五年了，每年清明我们回扬州扫墓。",
    "乐乐对芒果过敏，吃了嘴巴会肿。",
    "我的驾照是二零一二年考的，一次就过了。",
    "周敏最近在学做蛋糕，周末常常烤给乐乐吃。",
    "我们家养了一缸金鱼，一共七条。",
    "我每个月房贷要还六千八，还有二十年。",
    "乐乐的钢琴课在每周三晚上七点。",
    "我老板姓钱，脾气很急，但是对员工挺大方。",
    "我的手机是去年买的华为，屏幕已经摔裂了。",
    "Lele's football match is on Saturday the ninth at the city stadium.",
    "My colleague Peter from Sydney is teaching me to play chess.",
]


@pytest.fixture(scope="module")
def household(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    home: Path = tmp_path_factory.mktemp("household")
    svc = MemoryService(Settings(home=home))  # the default embedder: multilingual e5
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str, top: int = 5) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=top, now=NOW, touch=False)]


def test_a_chinese_question_finds_its_answer_written_in_english(
        household: MemoryService) -> None:
    # a Chinese question scores about 0.11 lower against English text than against Chinese:
    # read against one median for the whole store, the English answer did not clear the floor
    assert MEMORIES[27] in found(household, "谁在教我下棋？")


def test_one_shared_character_pair_does_not_outweigh_the_meaning(
        household: MemoryService) -> None:
    # the question shares the pair 我老 with 我老板姓钱... and nothing with the answer; read as a
    # full match, that one pair put the boss first
    assert found(household, "我老婆在哪儿上班？")[:1] == [MEMORIES[0]]


@pytest.mark.parametrize(("question", "answer"), [
    ("孩子最近病了吗？", 2),
    ("孩子什么东西不能吃？", 18),
    ("我身体有什么毛病？", 15),
    ("我们家的车什么时候要检查？", 6),
    ("我欠谁的钱？", 11),
])
def test_chinese_paraphrases_are_answered(household: MemoryService, question: str,
                                          answer: int) -> None:
    assert MEMORIES[answer] in found(household, question)


@pytest.mark.parametrize("question", [
    "埃及的首都是哪座城市？",
    "火星离地球有多远？",
    "宋朝一共有几个皇帝？",
    "为什么天空是蓝色的？",
])
def test_chinese_questions_about_the_world_get_nothing(household: MemoryService,
                                                       question: str) -> None:
    assert found(household, question) == []


def test_pairs_are_read_on_the_common_scale() -> None:
    e5 = E5Embedder()  # `between` is arithmetic: the model is not loaded
    (zh, zh_spread), (other, _) = PAIR_SCALE["cjk"], PAIR_SCALE["other"]
    read = e5.between(np.array([zh, other, zh + zh_spread]), "zh", ["zh", "en", "ja"])
    common, width = COMMON_QUERY
    assert read == pytest.approx([common, common, common + width])


def test_only_a_cjk_question_with_a_multilingual_embedder_is_read_by_pair() -> None:
    bm25, words = np.array([0.0, 3.0, 1.0]), np.array([0.5, 0.2, 0.1])
    e5 = E5Embedder()
    assert reads_by_pair(e5, "儿子生了什么病？") and not reads_by_pair(e5, "What is Lele ill with?")
    assert lexical_share(e5, "儿子生了什么病？", bm25, words) == pytest.approx(0.2)
    assert lexical_share(e5, "What is Lele ill with?", bm25, words) == 1.0
    assert lexical_share(FakeEmbedder(), "儿子生了什么病？", bm25, words) == 1.0  # words only
    assert lexical_share(e5, "儿子生了什么病？", np.zeros(3), words) == 1.0
    # an English question: its words count in full in an English store, by their share when
    # some memories ranked are in a CJK script (its words can match only the English ones)
    assert lexical_share(e5, "What is Lele ill with?", bm25, words, ["en", "en"]) == 1.0
    assert lexical_share(e5, "What is Lele ill with?", bm25, words,
                         ["en", "zh", "en"]) == pytest.approx(0.2)
    assert lexical_share(FakeEmbedder(), "What is Lele ill with?", bm25, words, ["zh"]) == 1.0


# a Chinese household with an English friend whose memories share words with the questions
# (night, take, moving, Tuesday...) without answering them; the questions are in English
ACROSS = [
    "我爸每天睡前吃一片降压药，已经吃了五年。",
    "我们家每个月的房租是四千五，房东姓范。",
    "我女儿小雨今年九岁，每周二晚上学芭蕾。",
    "我婆婆住在绍兴，每年清明我们都回去看她。",
    "老陈的车是一辆灰色的丰田卡罗拉，开了七年。",
    "我在一家出版社做编辑，主要负责儿童绘本。",
    "我们打算国庆节带小雨去西安看兵马俑。",
    "表哥阿杰下个月要搬到厦门去，在那边找了新工作。",
    "我每天早上喝一杯黑咖啡，不加糖。",
    "老陈的公司在张江，每天开车上班要四十分钟。",
    "Tom takes the night bus home every evening after his shift at the bakery.",
    "Tom's landlord raised the price of his room in Shanghai this spring.",
    "Tom is moving back to Dublin in the summer to be near his parents.",
    "Tom's favourite city in China is Chengdu, for the food.",
]


@pytest.fixture(scope="module")
def across(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("across")))
    svc.remember_batch([{"content": text} for text in ACROSS])
    yield svc
    svc.close()


@pytest.mark.parametrize(("question", "answer", "within"), [
    ("What medicine does my father take every night?", 0, 1),  # base: Tom's night bus first
    ("What does my daughter learn on Tuesday evenings?", 2, 1),  # base: the night bus first
    ("Where is Lao Chen's company?", 9, 1),  # base: nothing
    ("Which city is my cousin moving to?", 7, 5),  # base: not in the first five
    ("How much rent do we pay?", 1, 1),
])
def test_an_english_question_finds_its_chinese_answer_before_english_that_shares_words(
        across: MemoryService, question: str, answer: int, within: int) -> None:
    # an English question scores 0.027 lower against Chinese text than against English about
    # nothing it asks, and its words can only ever match the English memories: both read as
    # they were, the English memory sharing a word ranked above the Chinese answer
    assert ACROSS[answer] in found(across, question, top=within)

# ruff: noqa: RUF001
"""Whom a Chinese question is about, read by meaning (retrieval/subject.py `speaks_of_one`,
session 11): a relation word in any register (家母, 先父, 舍弟, 内人, 犬子), a thing or one
pointed at (那只, 这辆, 他), someone described by country and trade (丹麦工程师), and, with no
subject written, a particular event the asker went through (下完晚班…, 是在哪儿…的); and what
follows from it: such a question is not read as general knowledge and its floor is lowered as
for one about the speaker, while questions about a kind (whether a condition can be cured,
where a threshold lies, who discovered a thing) are read as general, and an English question
about the world asked of a store that writes Chinese keeps the whole floor. Every sentence is
fresh (in no dataset)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.core import kin_zh
from ebbing.retrieval.floor import SPOKEN_LOWEST, lowest_for, written_apart
from ebbing.retrieval.general import asks_general
from ebbing.retrieval.subject import speaks_of_one, speaks_of_someone
from ebbing.service import MemoryService

NOW = datetime(2025, 11, 20, 20, 0, tzinfo=UTC)


@pytest.mark.parametrize("question", [
    "家母以前在哪个厂上班？",  # humble forms of one's own family
    "先父的手表放在哪了？",  # of the dead
    "舍弟现在在哪座城市？",
    "内人喜欢吃什么水果？",
    "犬子明年考大学吗？",
    "俺闺女爱吃啥？",  # 俺: the speaker, in northern speech
    "媳妇最近在忙什么？",  # spoken words for one's own household, no 我 needed
    "娃几点放学？",
    "老爷子身体还硬朗吗？",
])
def test_a_relation_word_in_any_register_speaks_of_someone(question: str) -> None:
    assert speaks_of_someone(question)
    assert not asks_general(question)
    assert lowest_for(question, personal=True) == SPOKEN_LOWEST


@pytest.mark.parametrize("question", [
    "这辆车是哪年提的？",  # a thing pointed at, with a classifier
    "那两只猫每天喂几顿？",  # ... and a number
    "他上回借的书还了没有？",  # someone already spoken of
    "跑完半马腿疼了几天？",  # no subject, an action done to its end: the asker's
    "是在哪家医院拔的牙？",  # 是…的 with nothing before it: a past event of the asker's
    "德国工程师下次什么时候来？",  # someone described by country and trade
    "巴西籍摄影师拍了多少张照片？",
    "芬兰外教怎么称呼？",
    "那口子最近脾气怎么样？",
    "上次体检查出什么毛病？",  # a time counted back from the asker's now
    "前几天买的药叫什么？",
])
def test_a_particular_thing_one_or_event_is_of_this_life(question: str) -> None:
    assert speaks_of_one(question)
    assert not asks_general(question)
    assert lowest_for(question, personal=True) == SPOKEN_LOWEST


@pytest.mark.parametrize("question", [
    "红烧排骨怎么做才入味？",  # a kind named as the topic
    "金字塔是怎么建成的？",  # 是…的 about a kind: the world's history
    "印度人过年吃什么？",  # a people, named by 人
    "印度教有多少个神？",  # a faith, not a trade
    "完全素食的人缺什么营养？",  # 完 of 完全 is no action done
    "这种病会传染吗？",  # 这种: a kind
    "中国医师节是哪一天？",  # the speaker's own country describes no foreigner
    "做完胃镜要多久才能吃饭？",  # what such an event takes: a norm, for anyone
    "娃娃菜怎么炒好吃？",  # 娃娃菜 is a cabbage, no child
    "打完流感疫苗能洗澡吗？",  # what one may do after such an event: a norm, for anyone
    "吃完火锅应该马上喝冷饮吗？",
])
def test_a_question_about_a_kind_speaks_of_no_one(question: str) -> None:
    assert not speaks_of_one(question)
    assert lowest_for(question, personal=True) == math.inf


@pytest.mark.parametrize("question", [
    "白癜风能不能根治？",  # whether a condition can be cured, undone or passed on
    "甲流会不会传染？",
    "鼻炎可以彻底治好吗？",
    "血糖多少以上算糖尿病？",  # where a kind's threshold lies
    "体温三十七度五算不算发烧？",
    "胰岛素是谁发现的？",  # who discovered a thing
    "胆结石需不需要开刀？",  # whether a condition calls for a treatment
    "围棋一盘下几个钟头？",  # what one round of a game holds
    "乒乓球一局打到多少分？",
    "猕猴桃含什么维生素？",  # what a kind holds
    "核桃一天吃几个合适？",  # how much suits anyone
    "牛奶和橙汁能一起喝吗？",  # whether two kinds go together
])
def test_questions_about_a_kind_are_general(question: str) -> None:
    assert asks_general(question)


@pytest.mark.parametrize("question", [
    "我的湿疹能不能根治？",  # the speaker's own condition
    "明年打算去几个城市？",  # 算 of 打算 is a plan
    "工资每月几号计算？",  # ... of 计算 a reckoning
    "能治好吗？",  # no kind written
    "我妈要不要住院？",  # someone's condition
    "上一场比赛打了几分？",  # a particular round
    "我和老婆能一起去吗？",  # the speaker's plan
])
def test_the_new_general_readings_leave_these_alone(question: str) -> None:
    assert not asks_general(question)


def test_humble_words_are_kin_words() -> None:
    assert [m.keys for m in kin_zh.mentions("家父今年八十了")] == [frozenset({"father"})]
    assert "家母" in kin_zh.forms({"mother"})
    assert kin_zh.mentions("小女孩在哭") == []  # 小女 is no kin word: 小女孩


def test_an_english_question_about_the_world_keeps_the_whole_floor_in_a_chinese_store() -> None:
    world = "What is the melting point of butter?"
    assert written_apart(world, False, 0.0, True) == (False, math.inf)
    assert written_apart(world, False, 0.0, False) == (False, 0.0)  # English store: as before
    for own in ("When does the car insurance run out?",  # "the": a particular thing
                "What is the name of the parrot?", "How old is my nephew?",
                "Where does Ingrid work?"):
        assert written_apart(own, False, 0.0, True) == (False, 0.0), own


MEMORIES = [
    "我爸以前在纺织厂当机修工，六十岁那年中风走了。",
    "我家的橘猫是前年在宠物店花八百块买的。",
    "下了晚班我一般要泡个热水澡才睡得着。",
    "Henrik is a Danish engineer who visits our factory every spring; he doesn't eat pork.",
    "我儿子有湿疹，一到冬天手背就痒。",
    "我妈有高血压，每天吃降压药。",
    "我外公每天打两次胰岛素。",
    "我每天早上吃面包，抹一层黄油。",
    "我在一家物流公司做调度，三班倒。",
    "我们住在江边一个老小区的六楼。",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("particular")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    yield svc
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, now=NOW, touch=False)]


@pytest.mark.parametrize(("question", "answer"), [
    ("先父是怎么过世的？", 0),
    ("那只猫是花多少钱弄来的？", 1),
    ("下完晚班怎么才能睡着？", 2),
    ("丹麦工程师有什么不吃的？", 3),
])
def test_questions_about_this_life_are_answered(home: MemoryService, question: str,
                                                answer: int) -> None:
    assert MEMORIES[answer] in found(home, question)


@pytest.mark.parametrize("question", [
    "湿疹能不能根治？",
    "血压多少以上算高血压？",
    "胰岛素是谁发现的？",
    "What is the melting point of butter?",
])
def test_questions_about_the_world_on_a_memorys_topic_get_nothing(home: MemoryService,
                                                                   question: str) -> None:
    assert found(home, question) == []

# ruff: noqa: RUF001
"""Questions about what someone does for a living, and the memories that state it
(retrieval/occupation.py). Sentences written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_pinyin import OTHERS

from ebbing.config import Settings
from ebbing.retrieval.occupation import answers, asks_job, states_job, whom
from ebbing.service import MemoryService


@pytest.mark.parametrize("question", [
    "她从事什么职业？", "她是干什么的？", "我先生在哪儿工作？", "我丈夫的爸爸以前做什么的？",
    "你舅舅是做什么工作的？", "老范靠什么吃饭？", "我表哥干哪行的？",
    "What does my sister do for a living?", "Where does Ingrid work?",
    "What is your father's job?"])
def test_a_job_question_is_read(question: str) -> None:
    assert asks_job(question)


@pytest.mark.parametrize("question", [
    "周末做什么？", "我老婆今天在哪儿？", "我先生喜欢吃什么？", "你们晚饭做什么菜？",
    "What does my sister like to eat?", "Where does Ingrid live?"])
def test_other_questions_are_not(question: str) -> None:
    assert not asks_job(question)


@pytest.mark.parametrize("sentence", [
    "她在一家律所当律师", "我公公以前是铁路工人", "我老公在医院上班", "小龚是一名中学老师",
    "我姐夫是开挖掘机的", "我岳母开了一家裁缝铺", "表哥做建材生意", "她在县一中教化学",
    "My sister works as a nurse in Leeds", "Ingrid is an architect in Bergen"])
def test_a_sentence_that_states_a_job(sentence: str) -> None:
    assert states_job(sentence)


@pytest.mark.parametrize("sentence", [
    "当时我很害怕", "我的房子是租的", "刘伟是东北人，说话很大声",
    "我和阿珍是在东莞打工的时候认识的", "她在城南有一间自己的工作室",
    "Ingrid is from Bergen", "My sister is a big fan of jazz"])
def test_a_sentence_that_states_none(sentence: str) -> None:
    assert not states_job(sentence)


def test_whom_and_whose() -> None:
    spelled, english, owner = whom("我先生是做什么的？", asks_job("我先生是做什么的？"))
    assert "老公" in spelled and english == ["husband"] and owner == ""
    question = "老顾的太太是做什么的？"
    spelled, _, owner = whom(question, asks_job(question))
    assert "老婆" in spelled and owner == "老顾"
    # the job of someone whose the person is, or the speaker's own spouse, is not theirs
    assert not answers("老顾的弟弟在码头开吊车。", ["老顾"], [])
    assert answers("老顾退休前是开吊车的。", ["老顾"], [])
    assert not answers("我老婆在银行上班。", spelled, [], owner)
    assert answers("老顾的老婆在银行上班。", spelled, [], owner)
    assert not answers("老周的老婆在银行上班。", ["老婆"], [], "")


JOBS = [
    "我公公以前是铁路工人，扳了三十年道岔。",
    "公公每天早上去公园打太极拳。",
    "我老公在市二院上班，是放射科的。",
    "老公的生日在腊月。",
    "我嫂子在一家律所当律师。",
    "楼下的钱阿姨退休前是纺织厂的挡车工。",
]


def test_a_job_asked_in_other_words_finds_the_memory(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in JOBS + OTHERS])
    svc.engine.sync()
    try:
        for question, answer in (("我丈夫的爸爸以前做什么的？", JOBS[0]),
                                 ("我先生在哪儿工作？", JOBS[2]),
                                 ("我哥哥的老婆从事什么职业？", JOBS[4])):
            top = [h.memory.content for h in svc.search(question, top=1, touch=False)]
            assert top == [answer], question
    finally:
        svc.close()


NAMED = [
    "我弟弟叫孔德军，在老家开货车。",
    "德军的女儿今年上小学三年级，很爱画画。",
    "德军每年春节都回来住一个礼拜。",
    "我和马骁打算明年秋天结婚。",
    "马骁是一名急诊科护士，经常上夜班。",
    "马骁喜欢养多肉，阳台上摆了二十多盆。",
    "小区保安老魏以前在工地上开塔吊。",
    "我表弟方晓明在一家银行当柜员。",
    "晓明下个月要去杭州出差。",
    "方晓宇是我高中同学，在城南有一间自己的工作室。",
]


def test_a_relation_written_by_its_name(ebbing_home: Path) -> None:
    """我弟弟叫孔德军 names him (叫); 我侄女 is 德军的女儿 (a chain through that name); 我和马骁
    打算…结婚 makes 马骁 the one 我对象 means, and his job is found in Chinese and English."""
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in NAMED + OTHERS])
    svc.engine.sync()
    try:
        for question, answer in (("我侄女上几年级？", NAMED[1]),
                                 ("我弟弟过年回来住多久？", NAMED[2]),
                                 ("我对象是做什么工作的？", NAMED[4]),
                                 # 方晓明 is read whole (明 also begins 明天), not 方晓,
                                 # which 方晓宇 writes too
                                 ("我表弟的工作是什么？", NAMED[7]),
                                 ("What does my partner do for a living?", NAMED[4])):
            top = [h.memory.content for h in svc.search(question, top=1, touch=False)]
            assert top == [answer], question
    finally:
        svc.close()


def test_an_english_in_law_is_not_the_parent(ebbing_home: Path) -> None:
    """"my father-in-law" is 公公 / 岳父, not 爸爸 (roles.ACROSS)."""
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in JOBS + OTHERS +
                        ["我爸在老家种了二十亩玉米。"]])
    svc.engine.sync()
    try:
        from ebbing.retrieval.roles import across
        assert across(svc.engine, "What did my father-in-law do?") == {"father-in-law": ["公公"]}
        assert across(svc.engine, "What does my father grow?")["father"] == ["我爸"]
        top = [h.memory.content for h in svc.search("What did my father-in-law do for work?",
                                                    top=1, touch=False)]
        assert top == [JOBS[0]]
    finally:
        svc.close()

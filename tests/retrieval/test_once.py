# ruff: noqa: RUF001
"""The person a question names counts once (retrieval/once.py), a memory about someone else's
relative is someone else's (`someone_elses`, read by retrieval/subject.py too), and a name
with 一 in it is read after a relation word (retrieval/roles.py). Sentences written for this
test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from test_pinyin import OTHERS

from ebbing.config import Settings
from ebbing.core.query import analyze
from ebbing.retrieval import once
from ebbing.retrieval.aliases import Named
from ebbing.retrieval.aliases import named as aliased
from ebbing.retrieval.once import someone_elses
from ebbing.retrieval.roles import across, name_after
from ebbing.service import MemoryService

MEMORIES = [
    "我丈夫庞海涛是公交车司机，开的是十七路。",  # introduces him: relation and name
    "海涛有腰肌劳损，开一天车回来腰就酸。",
    "海涛每个星期六早上去水库钓鱼。",
    "对门老郑的丈夫在税务局上班，周末常去打羽毛球。",  # someone else's 丈夫
    "我女儿庞一然今年七岁，上一年级。",  # introduces her: a name with 一 in it
    "一然对花粉过敏，春天出门要戴口罩。",
    "一然周日下午在少年宫学书法。",
    "海涛的妹妹庞海燕在深圳做会计。",  # about his sister, not him
]


def test_what_a_question_asks_is_the_question_without_its_person() -> None:
    assert once.unnamed("我丈夫的腰怎么了？", frozenset({"丈夫"})).strip() == "腰怎么了？"
    assert once.unnamed("她婆婆爱吃什么？", frozenset({"婆婆"})).strip() == "爱吃什么？"
    assert once.unnamed("What is my daughter allergic to?",
                        frozenset({"daughter"})) == "What is my          allergic to?"
    assert once.unnamed("一然在学什么？", frozenset()) == "一然在学什么？"  # no one named


def test_a_memory_about_a_relative_of_the_person_is_not_about_them() -> None:
    assert once.relative_first("海涛的妹妹庞海燕在深圳做会计。", ["海涛"])
    assert once.relative_first("我丈夫的爸爸以前是木匠。", ["丈夫"])
    assert not once.relative_first("海涛有腰肌劳损，开一天车回来腰就酸。", ["海涛"])
    assert not once.relative_first("海涛的腰不好。", ["海涛"])  # his back is his


def test_whose_relation_a_memory_writes() -> None:
    text = "对门老郑的丈夫在税务局上班，周末常去打羽毛球。"
    assert once.owner(text, text.index("丈夫")) == "对门老郑"
    assert once.owned_by_other(text, "丈夫", [])  # not the speaker's 丈夫
    assert not once.owned_by_other(text, "丈夫", ["老郑"])  # 老郑的丈夫 asked
    assert not once.owned_by_other("我丈夫庞海涛是公交车司机。", "丈夫", [])
    assert not once.owned_by_other("丈夫今天加班。", "丈夫", [])  # nobody else's
    assert not once.owned_by_other("海涛的妹妹在深圳。", "丈夫", [])  # does not write it


def test_a_name_may_hold_a_numeral() -> None:
    text = "我女儿庞一然今年七岁，上一年级。"
    assert name_after(text, text.index("女儿") + 2) == "庞一然"
    assert name_after("我外甥罗一鸣在读高中。", 3) == "罗一鸣"
    assert name_after("我儿子一岁了。", 3) is None  # a count, not a name
    assert name_after("我女儿一个人在家。", 3) is None
    assert name_after("女儿小一岁。", 2) is None


def test_a_question_about_a_person_is_answered_by_what_it_asks(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    first = {q: svc.search(q, top=5, touch=False)[0].memory.content for q in (
        "我丈夫的腰怎么了？", "What is my daughter allergic to?", "我女儿对什么过敏？",
        "What does my daughter learn on Sunday afternoons?")}
    # the first two put the memory that introduces him or her first on eb8ee7c
    assert first["我丈夫的腰怎么了？"] == MEMORIES[1]
    assert first["What is my daughter allergic to?"] == MEMORIES[5]
    assert first["我女儿对什么过敏？"] == MEMORIES[5]
    assert first["What does my daughter learn on Sunday afternoons?"] == MEMORIES[6]
    # and in the episode coverage: the memory that writes him by name holds 丈夫 (0 on eb8ee7c)
    hits = svc.search("我丈夫的腰怎么了？", top=5, touch=False)
    assert next(h.why["coverage"] for h in hits if h.memory.content == MEMORIES[1]) > 0
    # "my daughter" is written 女儿, by her full name and by her given name (一然)
    assert across(svc.engine, "What is my daughter allergic to?")["daughter"] == \
        ["女儿", "庞一然", "一然"]
    # a question about the speaker's husband: 老郑的丈夫 is someone else
    rows = np.arange(len(MEMORIES), dtype=np.int64)
    for asked in ("我丈夫周末常去打什么球？", "我老公周末常去打什么球？"):  # any word for him
        theirs = someone_elses(svc.engine, asked, rows)
        assert theirs is not None and theirs.tolist() == [i == 3 for i in range(len(MEMORIES))]
    assert someone_elses(svc.engine, "周末常去打什么球？", rows) is None  # names no relation
    assert not someone_elses(svc.engine, "老郑的丈夫周末打什么球？", rows)[3]  # type: ignore[index]
    # a question that names no one by another spelling scores as before, bit for bit
    terms = ["水库", "钓鱼"]
    assert np.array_equal(once.scores(Named(), svc.engine, "去水库钓鱼", terms, rows),
                          svc.engine.lexical.scores_for(terms, rows))
    svc.close()


def test_a_word_for_when_before_a_relation_is_nobodys() -> None:
    # stop 29: 新的 / 现在的 say when, not whose (the twentyfourth's 新的班主任换成了杨老师 lost
    # its words for the class teacher as "someone else's")
    text = "周一送女儿去报到，新的钢琴老师换成了一位姓韦的。"
    assert once.owner(text, text.index("钢琴老师")) == ""
    question = "外孙女现在的舞蹈教练是谁？"
    assert once.owner(question, question.index("舞蹈教练")) == "外孙女"
    assert not once.owned_by_other("原来的教练调走了，下个月起新的教练姓葛。", "教练", [])
    assert once.owned_by_other("隔壁老葛的教练今年退休。", "教练", [])  # still someone's


# stop 29 (zhrank8): a question naming a person by a relation is read by what it asks. Sentences
# written for this test (in no dataset): a granddaughter named in ten memories, and the later
# change of her school hours that does not name her.
GRANDDAUGHTER = [
    "外孙女朵朵今年六岁，在阳光幼儿园上大班。",  # introduces her
    "朵朵每个星期六上午去游泳馆学游泳，教练姓孔。",
    "朵朵最喜欢画小猫，画了一整本。",
    "朵朵的幼儿园老师姓黄，说话很温柔。",
    "朵朵上个月感冒了一次，咳嗽了一个礼拜。",
    "朵朵每天下午三点半放学，我骑电动车去接。",
    "朵朵过生日想要一只粉色的兔子玩偶。",
    "朵朵的妈妈在银行上班，平时很忙。",
    "朵朵跟我学会了包饺子，包得歪歪扭扭。",
    "朵朵晚上睡觉前要听两个故事。",
    "下学期起天天改成四点半才放，托管班多了一节课。",  # answers, naming no one
    "我婆婆马桂兰今年七十二，住在我们楼下。",
    "桂兰年轻时在棉纺厂当挡车工。",
    "桂兰每天下午去公园打太极。",
    "桂兰的血糖一直偏高，每天早晚打胰岛素。",
    "桂兰爱看越剧，最喜欢《红楼梦》。",
    "桂兰每个月的退休金是三千八。",
    "我岳父退休前是中学物理老师。",
    "岳父膝盖不好，上下楼梯要扶着栏杆。",  # another person's: says 不好, about him
    "岳父每天早上在阳台上养花浇水。",
]


def test_naming_the_person_alone_does_not_outrank_saying_what_is_asked(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in GRANDDAUGHTER + OTHERS])

    def found(question: str) -> list[str]:
        return [h.memory.content for h in svc.search(question, top=5, touch=False)]

    # every 朵朵 memory took the cosine of 朵朵现在每天几点钟放学? (+0.2 and more for the name);
    # the change of hours kept its own and was not among the first five on zhrank7 (ef0e17b)
    assert GRANDDAUGHTER[10] in found("外孙女现在每天几点钟放学？")[:2]
    # what is asked, the person blanked with whose she is (roles.py `respell`)
    rows = np.arange(len(GRANDDAUGHTER), dtype=np.int64)
    question = "外孙女现在每天几点钟放学？"
    named = aliased(svc.engine, question, np.ones(len(GRANDDAUGHTER), dtype=np.bool_))
    asked = once.asked(named, svc.engine, question, analyze(question).terms, rows)
    assert asked is not None and asked[0].strip() == "现在每天几点钟放学？"
    assert asked[1][5] > 0 and asked[1][2] == 0  # 放学 written; 画小猫 writes nothing asked
    # a memory about someone else (岳父膝盖不好) holds no one down: her blood sugar stays first
    assert found("我婆婆身体哪里不好？")[0] == GRANDDAUGHTER[14]
    # a question naming no one by another spelling reads nothing more
    assert once.asked(Named(), svc.engine, "幼儿园几点放学？", ["幼儿", "儿园"], rows) is None
    svc.close()

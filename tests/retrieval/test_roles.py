# ruff: noqa: RUF001
"""A Chinese question that names someone by a relation (retrieval/roles.py): the store's
memory that introduces them (我表姐刘思琪…) gives the name, and the memories written with the
name answer. Sentences written for this test (in no dataset)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from test_pinyin import OTHERS

from ebbing.config import Settings
from ebbing.retrieval.aliases import named
from ebbing.retrieval.roles import across, name_after, named_relations, relations_in, respell
from ebbing.service import MemoryService

MEMORIES = [
    "我表姐刘思琪在苏州的一家外企做财务。",
    "思琪吃了芒果嘴唇就会肿起来。",
    "思琪每年国庆都去爬黄山。",
    "楼下邻居的表姐上个月生了一对双胞胎。",
    "我的同事小韩最近在学潜水。",
]


def test_a_name_is_read_after_a_relation_word() -> None:
    text = "我表姐刘思琪在苏州的一家外企做财务。"
    assert name_after(text, text.index("表姐") + 2) == "刘思琪"
    text = "楼下邻居的表姐上个月生了一对双胞胎。"
    assert name_after(text, text.index("表姐") + 2) is None  # 上个月 is no name
    assert relations_in("我外孙女几岁了？") == ["外孙女"]  # not 外孙 inside it
    assert respell("我表姐对什么过敏？", "表姐", "刘思琪") == "刘思琪对什么过敏？"


def test_a_relation_finds_the_memories_written_with_the_name(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in MEMORIES + OTHERS])
    question = "我表姐对什么水果过敏？"
    hits = [h.memory.content for h in svc.search(question, top=3, touch=False)]
    assert MEMORIES[1] in hits
    assert named_relations(svc.engine, question) == {"表姐": ["刘思琪"]}
    found = named(svc.engine, question, np.ones(64, dtype=bool))
    assert found.respelled == ("刘思琪对什么水果过敏？",)
    # a question that asks for the name is answered by the memory that introduces it
    assert named_relations(svc.engine, "我表姐叫什么名字？") == {}
    assert MEMORIES[0] in [h.memory.content
                           for h in svc.search("我表姐叫什么名字？", top=1, touch=False)]
    # a relation the store gives no name adds nothing
    assert named_relations(svc.engine, "我舅舅住在哪里？") == {}
    svc.close()


KIN = [
    "我妈在老家种了一片橘子树，每年冬天寄两箱过来。",
    "我男朋友高远在一家物流公司开货车，经常跑长途。",
    "高远每周日下午去河边踢球。",
    "我舅舅在县城开了一家理发店。",
    "Karin grows tomatoes on her balcony in Oslo.",
    "Karin's boyfriend plays the cello in the city orchestra.",
]


def test_an_english_kin_word_finds_the_chinese_memories_of_that_relation(
        ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in KIN + OTHERS])
    svc.engine.sync()
    try:
        assert "我妈" in across(svc.engine, "What does my mother grow?")["mother"]
        # the relation the store gives a name brings the name: 男朋友高远… -> 高远
        assert across(svc.engine, "What does my boyfriend do?") == {"boyfriend":
                                                                    ["男朋友", "高远"]}
        assert across(svc.engine, "我妈种了什么？") == {}  # a Chinese question: roles as before
        assert across(svc.engine, "What does my grandmother do?") == {}  # not written
        for question, answer in (("What does my boyfriend do for a job?", KIN[1]),
                                 ("What does my uncle run?", KIN[3])):
            # base: Karin's boyfriend first; 我男朋友高远… before 我舅舅…
            assert [h.memory.content for h in svc.search(question, top=1,
                                                         touch=False)] == [answer]
        # every memory that writes the relation matches its word in full: 我妈妈下个月来住
        # ties with the answer (base: the answer first, Karin's tomatoes second)
        assert KIN[0] in [h.memory.content for h in svc.search("What does my mother grow?",
                                                               top=2, touch=False)]
    finally:
        svc.close()


SPOUSE = [
    "我老婆付晓燕在一家药厂做质检员。",
    "晓燕每天早上六点起来做早饭。",
    "晓燕的老家在湖南常德。",
    "我弟弟在深圳开网约车。",
    "我的同事小韩最近在学潜水。",
]


def test_another_word_for_the_same_relation_finds_the_name(ebbing_home: Path) -> None:
    """太太 and 老婆 are one relation: the question's word is read first, then its others;
    哥哥 is not 弟弟."""
    svc = MemoryService(Settings(home=ebbing_home))
    svc.remember_batch([{"content": text} for text in SPOUSE + OTHERS])
    svc.engine.sync()
    try:
        assert named_relations(svc.engine, "我太太的老家在哪里？") == {"太太": ["付晓燕"]}
        assert named_relations(svc.engine, "我妻子几点起床？") == {"妻子": ["付晓燕"]}
        assert named_relations(svc.engine, "我哥哥开什么车？") == {}
        hits = [h.memory.content for h in svc.search("我太太的老家在哪里？", top=3,
                                                     touch=False)]
        assert SPOUSE[2] in hits
    finally:
        svc.close()

# ruff: noqa: RUF001
"""Dialect words read as Mandarin for the rules (lang/dialects.py), and what that changes for
the judge and the time resolver. Fresh sentences, in no dataset (issue 25, stop 26): each
dialect both ways, the Mandarin reading and a Mandarin look-alike it must leave alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve
from ebbing.lang.dialects import is_wu, pair_reading, reading
from ebbing.lifecycle.rules.judge import judge

WED = date(2025, 3, 12)


@pytest.mark.parametrize(("said", "read"), [
    # northern
    ("俺家在村里嘞老院儿", "我家在村里的老院儿"),
    ("俺夜儿个去赶集嘞", "我昨天个去赶集了"),
    ("恁娘咋说嘞？", "你娘怎说呢？"),
    ("今儿个晌午吃啥", "今天个中午吃啥"),
    ("这活儿不中", "这活儿不行"),
    ("中不中？不中！", "行不行？不行！"),
    ("那屋子恁大", "那屋子那大"),
    ("躺下就得劲了", "躺下就舒服了"),
    ("俺妮儿后晌回来", "我女儿晚上回来"),
    ("咱们家哩地", "我们家的地"),
    ("东西老贵了", "东西很贵了"),
    # Wu
    ("侬明朝辣屋里伐？", "你明天在家里吗？"),
    ("阿拉伊拉勿晓得", "我们他们不知道"),
    ("迭个物事交关贵", "这个物事非常贵"),
    ("阿拉屋里格猫死脱了", "我们家里的猫死掉了"),
    ("侬覅去", "你不去"),
    # Southwestern
    ("我老汉儿莫得空", "我老爸儿没有空"),
    ("周末去耍了，好耍得很", "周末去玩了，好玩得很"),
    ("要得！", "好的！"),
    ("啥子时候咋个走", "什么时候怎么走"),
    ("我婆娘晓得", "我老婆知道"),
    # Min / Taiwanese, Hakka
    ("阮阿嬷的厝", "阮奶奶的家"),
    ("头家讲代志", "老板讲事情"),
    ("\U0002020a呷饱了", "我吃饱了"),
    # northwest (陕西, 山西, 甘肃): 额 as 我, 咧 ending a clause as 了, asking as 呢 (stop 31)
    ("额女子考上研究生咧", "我女子考上研究生了"),
    ("额跟额哥说咧，他不去", "我跟我哥说了，他不去"),
    ("你吃咧没？饭凉咧？", "你吃了没？饭凉呢？"),
])
def test_dialect_words_are_read_as_mandarin_of_the_same_length(said: str, read: str) -> None:
    assert reading(said) == read
    assert len(reading(said)) == len(said)


@pytest.mark.parametrize("text", [
    "中国人都爱吃饺子",      # 中 inside a word
    "他考了三次都考不中",    # 不中 after a verb: not hit
    "老师好，老好人一个",    # 老 not before an adjective that ends the phrase
    "好嘞，我这就去",        # 好嘞 as an answer
    "今朝有酒今朝醉",        # 今朝 outside a Wu text
    "明朝的皇帝住在紫禁城",  # the Ming dynasty
    "伊朗的辣椒很辣",        # 伊 and 辣 outside a Wu text
    "阿拉伯语很难学",        # 阿拉 in 阿拉伯
    "他总耍赖，玩耍时也是",  # 耍 in 耍赖
    "这种想法要不得，他要得到的",
    "熬了半夜儿，在屋里看书",  # a night; 屋里 is a room outside a Wu text
    "请勿吸烟，切莫得罪人",
    "李明儿子的儿时照片",    # 明儿 of a name before 儿子, 儿时
    "被人耍了",
    "他咋舌不已",
    "听老高的邻居说，我去找老高",  # 老 before a family name (or one character) is a nickname
    "老胖说他找老远的朋友",
    "卡里余额不多，名额也满了",  # 额 of an amount
    "额头上磕了个包，金额另算",
    "额……那个，我再想想",   # 额 as a hesitation
    "好咧，他咧嘴一笑，大大咧咧的",  # 好咧 an answer; 咧嘴, 大大咧咧
])
def test_a_mandarin_text_comes_back_unchanged(text: str) -> None:
    assert reading(text) == text


def test_wu_words_shared_with_mandarin_are_read_only_in_a_wu_voice() -> None:
    assert not is_wu("伊辣银行上班") and is_wu("侬阿哥辣杭州上班")
    assert reading("伊辣银行上班") == "伊辣银行上班"
    # the pair is read in one voice: a Wu statement makes its partner Wu
    assert pair_reading("伊辣银行上班", "伊拉讲伊勿做了") == ("他在银行上班", "他们讲他不做了")
    assert reading("阿拉伯人讲伊朗") == "阿拉伯人讲伊朗"


@pytest.mark.parametrize(("old", "new", "who"), [
    ("俺住在县城", "俺现在住村里嘞", "我"),               # northern: 嘞 as 了, 俺 as 我
    ("俺喜欢吃面条", "俺现在不喜欢吃面条嘞", "我"),
    ("阿拉住辣浦东", "阿拉现在勿住辣浦东了", "我们"),      # Wu: 勿 as 不, 辣 as 在
    ("侬阿哥辣杭州上班", "侬阿哥现在勿辣杭州了", "你"),
    ("我在重庆耍朋友", "我和女朋友分手了", "我"),           # Southwestern: 耍朋友 as 谈恋爱
    ("额哥在兰州开饭馆", "额哥把饭馆盘出去咧，回老家种苹果咧", "我"),  # northwest: 额, 咧
])
def test_the_judge_now_sees_a_change_said_in_dialect(old: str, new: str, who: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome.value == "outdated"
    assert who in verdict.reason


def test_a_dialect_day_is_resolved_and_quoted_as_written() -> None:
    got = [(t.phrase, str(t.start)) for t in resolve("俺夜儿个去赶集嘞", WED)]
    assert got == [("夜儿", "2025-03-11")]
    assert [str(t.start) for t in resolve("明儿个晌午去县城", WED)] == ["2025-03-13"]
    assert [str(t.start) for t in resolve("阿拉明朝辣屋里", WED)] == ["2025-03-13"]
    assert [str(t.start) for t in resolve("侬后日来伐？", WED)] == ["2025-03-14"]
    assert resolve("今朝有酒今朝醉", WED) == []
    assert resolve("明朝的皇帝", WED) == []


def test_a_question_in_the_speakers_own_dialect_word_speaks_of_the_speaker() -> None:
    from ebbing.retrieval.subject import speaks_of_someone

    assert speaks_of_someone("阿拉上趟去啥地方白相的？")
    assert speaks_of_someone("\U0002020a上次去哪里食饭？")  # Hakka 𠊎
    assert not speaks_of_someone("阿拉伯语难学吗？")
    assert not speaks_of_someone("阿拉斯加冬天多冷？")

"""retrieval/latest.py, stop 27: the words of the north, Min and Hakka for "now" ask about the
present (这会儿, 这阵子, 这前儿, 这马, 今下), and only a memory's first clause opened by a word for
before tells how things stood: a later clause so opened tells of someone's past beside the
news. Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

import pytest

from ebbing.retrieval.latest import FORMER, asks_present


@pytest.mark.parametrize("question", ["俺爹这会儿住谁家", "恁这阵子在哪上班", "这前儿谁帮你看店",
                                      "阮这马住佗位", "𠊎今下在哪做事"])
def test_present_in_dialect_words(question: str) -> None:
    assert asks_present(question)


@pytest.mark.parametrize("question", ["俺爹以前住谁家", "会儿见", "这会议几点开"])
def test_not_the_present(question: str) -> None:
    assert not asks_present(question)


@pytest.mark.parametrize("text", ["原来店开在东门 一个月租金八千", "我以前在药厂上班 三班倒",
                                  "俺之前住在老城区 上下班要一个钟头"])
def test_a_memory_that_opens_with_before(text: str) -> None:
    assert FORMER.search(text)


@pytest.mark.parametrize("text", ["新搭档找着了 他叫小周 以前在物流公司开车",
                                  "换了个新房东 姓秦 原来是中学老师", "十一之前要把货全发出去"])
def test_before_in_a_later_clause_tells_of_someone_else(text: str) -> None:
    assert not FORMER.search(text)


@pytest.mark.parametrize("question", ["他还开不开那个面馆了", "你还住不住城西", "老周还抽烟吗"])
def test_whether_a_state_still_holds(question: str) -> None:
    assert asks_present(question)


@pytest.mark.parametrize("question", ["还不错吧", "他以前还抽烟吗"])
def test_still_left_alone(question: str) -> None:
    assert not asks_present(question)

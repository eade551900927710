# ruff: noqa: RUF001
"""A later memory about someone else does not update an earlier one (retrieval/latest.py
`another_holder`, stop 34, zhlatest3). Fresh sentences, in no dataset."""

from __future__ import annotations

import pytest

from ebbing.retrieval.latest import another_holder, holder

NAMES = {"秀梅", "建国"}  # as the store's index would hold them


@pytest.mark.parametrize(("old", "new"), [
    ("我的牙科复查约在十号", "秀梅说她的牙科复查改到十五号了"),  # a store name, no family name
    ("我下礼拜去青岛出差", "小蒋现在改成下礼拜去青岛了"),
    ("我们家物业费一年两千四", "建国家物业费现在涨到三千了"),
])
def test_an_update_of_someone_else_is_not_one(old: str, new: str) -> None:
    assert another_holder(NAMES, old, new)


@pytest.mark.parametrize(("old", "new"), [
    ("秀梅还欠我八百块", "秀梅又还了三百"),  # the same person
    ("我的牙科复查约在十号", "牙科复查改到十五号了"),  # no one named: the speaker's
    ("搭档老孙上个月辞职了", "新搭档找着了，他叫小蒋，以前开货车的"),  # named later
])
def test_an_update_of_the_same_one_stays(old: str, new: str) -> None:
    assert not another_holder(NAMES, old, new)


def test_holder_reads_the_first_clause() -> None:
    assert holder(NAMES, "秀梅说她下个月搬去顺义") == "秀梅"
    assert holder(NAMES, "下个月搬去顺义，秀梅帮忙找的车") is None

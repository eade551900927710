"""A word of denial between a word and itself asks, it does not deny (judge_zh_text.py
`cue_in`): 是不是真的 ("is it true?"), 对不对 ("right?"), 有没有 carry 不是真的, 不对, 没有
but say nothing is wrong. Fresh pairs, in no dataset; a real correction still counts."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

ASKED = [  # none: the new memory asks, it corrects nothing
    ("小区门口的菜市场早上六点开门", "小区门口的菜市场是不是六点开门来着，对不对我也忘了"),
    ("儿子说他们学校下周三开家长会", "儿子问我家长会是不是真的要爸爸妈妈都去"),
    ("隔壁老王讲菜场明年要搬到河对面", "老王又讲新菜场的摊位费要涨一倍，不知道是不是真的"),
]
CORRECTED = [  # the same words, said outright
    ("小区门口的菜市场早上六点开门", "不对，小区门口的菜市场是七点开门，我记错了"),
    ("表姐说她考上了研究生", "表姐考上研究生的事不是真的，她是逗我们玩的"),
]


@pytest.mark.parametrize(("old", "new"), ASKED)
def test_a_question_of_a_word_and_itself_is_no_correction(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new"), CORRECTED)
def test_the_correction_said_outright_still_counts(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.REPUDIATED

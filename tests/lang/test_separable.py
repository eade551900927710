"""Separable verbs read whole (lang/separable.py) and Cantonese grammar read as Mandarin
(lang/cantonese_grammar.py), on sentences written for this test."""

# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

from ebbing.lang.cantonese import mandarin_reading, pair_reading
from ebbing.lang.cantonese_grammar import grammar
from ebbing.lang.separable import joined


def test_an_aspect_inside_a_separable_verb_is_read_after_it() -> None:
    assert joined("他俩去年秋天离了婚") == "他俩去年秋天离婚了"
    assert joined("她转了行，现在做设计") == "她转行了，现在做设计"
    assert joined("分了手了") == "分手了"
    assert joined("他离过婚") == "他离婚过"
    assert joined("佢哋拍紧拖") == "佢哋拍拖中"


def test_an_object_that_begins_a_word_of_its_own_is_left() -> None:
    for text in ("昨天搬了家具", "老师分了手工材料", "我们请了假期的代课老师",
                 "他戒了酒店的会员卡"):
        assert joined(text) == text


def test_cantonese_grammar_in_mandarin_order() -> None:
    assert grammar("啲旧衫送晒俾邻居") == "啲旧衫全送俾邻居"
    assert grammar("佢搬返老家") == "佢搬回老家"
    assert grammar("我仲未决定") == "我还没决定"
    assert grammar("阿妈食开中药") == "阿妈一直吃中药"
    assert grammar("今日出去晒太阳") == "今日出去晒太阳"  # the sun, not "all"
    assert grammar("我个人觉得几好") == "我个人觉得几好"  # 个人: personally


def test_the_judge_reads_a_pair_in_one_voice() -> None:
    old, new = pair_reading("阿珊系开平人。", "阿珊其实系台山人，我记错咗。")
    assert old == "阿珊是开平人。" and new.startswith("阿珊其实是台山人")
    # a Mandarin pair keeps its 系 (中文系, 联系) and is not read as Cantonese
    mandarin = ("她在中文系读书。", "她现在在历史系。")
    assert pair_reading(*mandarin) == mandarin
    assert mandarin_reading("听讲佢辞咗职") == "听说他辞职了"

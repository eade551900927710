# ruff: noqa: RUF001
"""Written Cantonese read as Mandarin for the rules (lang/cantonese.py), and what that changes
for the judge and the time resolver. Fresh sentences, in no dataset (issue 25, stop 23): each
both ways, the Cantonese reading and a Mandarin text it must leave alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.eventtime import resolve
from ebbing.lang.cantonese import as_mandarin, is_cantonese, mandarin_reading
from ebbing.lifecycle.rules.judge import judge

WED = date(2025, 3, 12)


@pytest.mark.parametrize(("said", "read"), [
    ("佢琴日冇返工", "他昨天没上班"),
    ("我哋听日喺屋企食饭", "我们明天在家里食饭"),
    ("老细话下昼开会", "老板说下午开会"),
    ("佢系我表姐", "他是我表姐"),
    ("呢排好攰", "最近好累"),
    ("我同阿Ken一齐去", "我和阿Ken一起去"),
])
def test_cantonese_words_are_read_as_mandarin_of_the_same_length(said: str, read: str) -> None:
    assert is_cantonese(said)
    assert as_mandarin(said) == read
    assert len(as_mandarin(said)) == len(said)


@pytest.mark.parametrize("text", [
    "我们的关系一直很好",        # 系 in a Mandarin word
    "他打电话给我说要加班",      # 话 in 电话
    "我同意这个方案",            # 同 in 同意
    "她是中文系的学生",
    "昨天没去上班",
])
def test_a_mandarin_text_comes_back_unchanged(text: str) -> None:
    assert as_mandarin(text) == text


def test_words_shared_with_mandarin_keep_their_mandarin_sense_in_a_cantonese_text() -> None:
    assert as_mandarin("佢同事嘅电话冇人听") == "他同事的电话没人听"
    assert as_mandarin("佢哋嘅关系系咁") == "他们的关系是咁"


def test_the_judge_reads_the_mandarin_reading_and_borrowed_english_verbs() -> None:
    assert mandarin_reading("团建cancel咗") == "团建取消了"
    assert mandarin_reading("I booked it") == "I booked it"  # English is not touched
    assert mandarin_reading("我哋上个月离咗婚") == "我们上个月离婚了"
    assert judge("我同阿Ken拍拖三年", "我同阿Ken分咗手").outcome.value == "outdated"
    assert judge("我喺黄埔返工", "我而家喺南沙返工，搬咗去南沙").outcome.value == "outdated"
    assert judge("我表哥喺银行做", "听讲我表哥好似辞咗职").outcome.value == "suspected_outdated"
    assert judge("我养咗只狗叫豆豆", "豆豆今日好开心").outcome.value == "none"


def test_cantonese_times_are_resolved_and_quoted_as_written() -> None:
    got = [(t.phrase, str(t.start)) for t in resolve("琴日同阿妈饮茶，听日返工", WED)]
    assert got == [("琴日", "2025-03-11"), ("听日", "2025-03-13")]
    assert [(t.phrase, str(t.start)) for t in resolve("前日佢打过电话嚟", WED)] == [
        ("前日", "2025-03-10")]
    assert [str(t.start) for t in resolve("出年先搬", WED)] == ["2026-01-01"]

# ruff: noqa: RUF001
"""Chinese written in Traditional characters read as Simplified by the rules (lang/hant.py):
the word index, the time resolver, the judge, entities and the question itself. Fresh
sentences, in no dataset (issue 25, stop 24), each both ways: the Traditional reading, and a
Simplified text it must leave alone."""

from __future__ import annotations

from datetime import date

import pytest

from ebbing.core.entities import extract
from ebbing.core.eventtime import resolve
from ebbing.core.query import terms
from ebbing.lang.cantonese import as_mandarin
from ebbing.lang.hant import as_written, is_traditional, simplified
from ebbing.lifecycle.rules.judge import judge

MON = date(2026, 3, 16)


@pytest.mark.parametrize(("written", "read"), [
    ("阿嬤下週三要去診所回診", "阿嬷下周三要去诊所回诊"),
    ("我們搬到臺中以後就很少見面", "我们搬到台中以后就很少见面"),
    ("他對貓毛過敏，連乾洗店都不敢進", "他对猫毛过敏，连干洗店都不敢进"),
    ("媽媽說於是大家決定延後", "妈妈说于是大家决定延后"),
])
def test_traditional_text_is_read_as_simplified_of_the_same_length(written: str,
                                                                 read: str) -> None:
    assert is_traditional(written)
    assert simplified(written) == read
    assert len(simplified(written)) == len(written)


@pytest.mark.parametrize("text", [
    "他是著名的作家",        # 著 in 著名: Simplified writes it too
    "乾隆年间的瓷器",        # 乾 in 乾隆
    "於老师教我们画画",      # 於 as a family name
    "我对花生过敏",
    "I moved to Taipei in May",
    "東京に行きました",      # Japanese writes 東 and 會 as its own kanji
    "",
])
def test_simplified_and_other_text_comes_back_unchanged(text: str) -> None:
    assert not is_traditional(text)
    assert simplified(text) == text


def test_traditional_and_simplified_share_their_index_terms() -> None:
    assert terms("我對蝦子過敏") == terms("我对虾子过敏")
    assert terms("週末去爬陽明山") == terms("周末去爬阳明山")
    assert terms("他是著名的作家") != terms("他是着名的作家")  # nothing guessed in Simplified


def test_traditional_times_are_resolved_and_quoted_as_written() -> None:
    got = [(t.phrase, str(t.start)) for t in resolve("上週五她說下個月要搬家", MON)]
    assert got == [("上週五", "2026-03-13"), ("下個月", "2026-04-01")]
    assert [t.phrase for t in resolve("上周五她说下个月要搬家", MON)] == ["上周五", "下个月"]


def test_the_judge_reads_traditional_updates_hearsay_and_restatements() -> None:
    assert judge("阿傑在新竹的科技公司上班", "阿傑上個月辭職了").outcome.value == "outdated"
    assert judge("我和小萱在交往", "我跟小萱已經分手了").outcome.value == "outdated"
    assert judge("表哥住在高雄", "聽說表哥好像搬到臺南了").outcome.value == "suspected_outdated"
    assert judge("我養了一隻柴犬叫麻糬", "麻糬今天很開心").outcome.value == "none"


def test_names_found_in_the_reading_are_kept_as_written() -> None:
    keys = [m.key for m in extract("小萱的貓叫湯圓，她在榮民總醫院上班")]
    assert "小萱" in keys
    assert "榮民總醫院" in keys
    assert as_written("小红", "小红来了", "小紅來了") == "小紅"
    assert as_written("小红", "小红来了", "小红来了") == "小红"


def test_hong_kong_cantonese_in_traditional_is_read_as_mandarin_too() -> None:
    assert as_mandarin(simplified("佢係我表姐，聽日返工")) == "他是我表姐，明天上班"
    assert judge("我喺銅鑼灣返工", "我而家喺觀塘返工，搬咗去觀塘").outcome.value == "outdated"
    assert [t.phrase for t in resolve("聽日同阿媽飲茶", MON)] == ["聽日"]

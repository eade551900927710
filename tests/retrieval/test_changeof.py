# ruff: noqa: RUF001
"""A later memory moves over an earlier one for a question about now only when the change it
tells is of the thing the question asks (retrieval/changeof.py, retrieval/latest.py; an
earlier one moves before its correction never, retrieval/earliest.py `corrects`;
docs/languages.md, "Moves on what is asked, stop 36"). Every sentence here is fresh (in no
dataset)."""

from __future__ import annotations

from ebbing.retrieval import earliest, latest
from ebbing.retrieval.answer import slot_of
from ebbing.retrieval.changeof import asked_terms, of_asked

DENTIST = ("孩子的牙医换了，原来的王医生退休了，现在找口腔医院的周医生，"
           "周医生说要先拔一颗乳牙，消炎药先吃三天")
PILLS_STOPPED = "周医生说孩子的牙不发炎了，消炎药可以停了，牙线接着用"
CLUB = "周五的读书会在区图书馆二楼办，每次两个钟头"
CLUB_TIME = "读书会的人太多，我跟组织的小林换了读书会的时间"


def test_the_words_for_now_and_asking_name_no_thing() -> None:
    asked = asked_terms("孩子现在看牙找的是哪个医生")
    assert "医生" in asked and "现在" not in asked and not any(len(t) == 1 for t in asked)


def test_a_change_of_something_else_does_not_answer() -> None:
    assert latest.judged(DENTIST, PILLS_STOPPED)  # the rules read a change: of the pills
    assert not of_asked("孩子现在看牙找的是哪个医生", DENTIST, PILLS_STOPPED)
    assert of_asked("孩子的消炎药现在还吃不吃", DENTIST, PILLS_STOPPED)


def test_a_change_of_the_time_does_not_answer_where() -> None:
    assert latest.judged(CLUB, CLUB_TIME)
    assert not of_asked("读书会现在在哪里办", CLUB, CLUB_TIME)
    assert of_asked("读书会现在什么时候办", CLUB, CLUB_TIME)


def test_a_change_told_without_its_subject_takes_the_old_ones() -> None:
    assert of_asked("我爸现在住在哪里", "我爸住在县城的老房子", "上个月搬到市里了")


def test_a_correction_is_of_the_value_asked() -> None:
    assert of_asked("厨房柜子到底花了多少", "厨房柜子是装修师傅定的，一共一万二",
                    "记错了 一万一 不是一万二")


def test_a_count_is_no_day() -> None:
    slot = slot_of("游泳馆最后哪天开门")
    assert slot is not None and slot.kind == "when"
    assert latest.holds_less(slot, "游泳馆说关到九月三号", "开门了 第一天去游了四十分钟")
    assert not latest.holds_less(slot, "游泳馆说关到九月三号", "又推了 改到9.5")


def test_a_correction_is_no_later_state() -> None:
    assert earliest.corrects("烧烤摊晚上八点开始摆", "搞错了 烧烤摊是八点半才摆 不是八点")
    assert not earliest.corrects("烧烤摊晚上八点开始摆", "烧烤摊改到九点开始摆了")

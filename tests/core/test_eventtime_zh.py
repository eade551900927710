# ruff: noqa: RUF001  (Chinese text, with its own punctuation)
"""Times in Chinese (core/eventtime_zh.py), in memories and in questions: sentences written
for these tests, each with the day it was said and the days it means."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from ebbing.core.annotate import annotate
from ebbing.core.eventtime import mentions_time, resolve
from ebbing.core.eventtime_zh import SPRING_FESTIVAL, number
from ebbing.core.timeexpr import find_time_window

THU = date(2026, 11, 26)  # a Thursday
JAN = date(2027, 1, 5)  # a Tuesday

# (text, said, phrase, first day, last day)
CASES = [
    ("昨晚我和小红去看了一场电影。", THU, "昨晚", "2026-11-25", "2026-11-25"),
    ("前天老王请我们吃了火锅", THU, "前天", "2026-11-24", "2026-11-24"),
    ("大前天下了一整天的雨", THU, "大前天", "2026-11-23", "2026-11-23"),
    ("明晚要去机场接妈妈", THU, "明晚", "2026-11-27", "2026-11-27"),
    ("后天我们去野餐", THU, "后天", "2026-11-28", "2026-11-28"),
    ("上周五小明搬到了杭州", THU, "上周五", "2026-11-20", "2026-11-20"),
    ("下个星期一我要去体检", THU, "下个星期一", "2026-11-30", "2026-11-30"),
    ("周五我去看了牙医", THU, "周五", "2026-11-20", "2026-11-20"),
    ("我们周五见吧，我会带蛋糕", THU, "周五", "2026-11-27", "2026-11-27"),
    ("周五有个面试", THU, "周五", "2026-11-27", "2026-11-27"),
    ("这周末我们打算去爬山", THU, "这周末", "2026-11-28", "2026-11-29"),
    ("上周特别忙", THU, "上周", "2026-11-16", "2026-11-22"),
    ("下个月我要去北京出差", THU, "下个月", "2026-12-01", "2026-12-31"),
    ("上个月房东涨了房租", THU, "上个月", "2026-10-01", "2026-10-31"),
    ("去年五月我们去了云南", THU, "去年五月", "2025-05-01", "2025-05-31"),
    ("明年三月我们打算去日本", THU, "明年三月", "2027-03-01", "2027-03-31"),
    ("去年我换了工作", THU, "去年", "2025-01-01", "2025-12-31"),
    ("三天后我要考驾照", THU, "三天后", "2026-11-29", "2026-11-29"),
    ("两个星期以前他辞职了", THU, "两个星期以前", "2026-11-09", "2026-11-15"),
    ("五个月前我开始学钢琴", THU, "五个月前", "2026-06-01", "2026-06-30"),
    ("三年前我们在上海认识", THU, "三年前", "2023-01-01", "2023-12-31"),
    ("十二月二十号有个面试", THU, "十二月二十号", "2026-12-20", "2026-12-20"),
    ("12月3日我去医院复查", THU, "12月3日", "2026-12-03", "2026-12-03"),
    ("3月12号我们去了苏州", THU, "3月12号", "2026-03-12", "2026-03-12"),
    ("2023年5月8日我们结婚了", THU, "2023年5月8日", "2023-05-08", "2023-05-08"),
    ("我们是二\u3007二一年认识的", THU, "二\u3007二一年", "2021-01-01", "2021-12-31"),
    ("春节前我要回老家", THU, "春节前", "2027-01-23", "2027-02-05"),
    ("春节我们在奶奶家过的", JAN, "春节", "2026-02-17", "2026-02-17"),
    ("今年春节后他换了工作", THU, "今年春节后", "2026-02-18", "2026-03-03"),
    # a day of a month named relatively, parts of months, weeks two away, a bare day (会话 2)
    ("下个月十五号交装修尾款", THU, "下个月十五号", "2026-12-15", "2026-12-15"),
    ("舅舅下个月的三号从厦门回来", THU, "下个月的三号", "2026-12-03", "2026-12-03"),
    ("上个月二十八号我们去看了房子", THU, "上个月二十八号", "2026-10-28", "2026-10-28"),
    ("这个月底要交物业费", THU, "这个月底", "2026-11-21", "2026-11-30"),
    ("下个月初表姐要生孩子了", THU, "下个月初", "2026-12-01", "2026-12-10"),
    ("月底之前得把报告写完", THU, "月底", "2026-11-21", "2026-11-30"),
    ("下下周二学校开运动会", THU, "下下周二", "2026-12-08", "2026-12-08"),
    ("上上周我在青岛出差", THU, "上上周", "2026-11-09", "2026-11-15"),
    ("我三十号要飞成都", THU, "三十号", "2026-11-30", "2026-11-30"),
    ("八号那天我去拔了智齿", THU, "八号", "2026-11-08", "2026-11-08"),
    ("我们三号要去签合同", THU, "三号", "2026-12-03", "2026-12-03"),
    ("昨晚隔壁装修吵到半夜", JAN, "昨晚", "2027-01-04", "2027-01-04"),
    ("上周五表弟来家里吃饭了", JAN, "上周五", "2027-01-01", "2027-01-01"),
    ("三天后奶奶出院", JAN, "三天后", "2027-01-08", "2027-01-08"),
    ("春节前要把年货买齐", JAN, "春节前", "2027-01-23", "2027-02-05"),
    ("十二月二十号我们去了哈尔滨看冰雕", JAN, "十二月二十号", "2026-12-20", "2026-12-20"),
]


@pytest.mark.parametrize(("text", "said", "phrase", "first", "last"), CASES)
def test_a_chinese_expression_resolves_to_its_days(text: str, said: date, phrase: str,
                                                   first: str, last: str) -> None:
    assert mentions_time(text)
    found = resolve(text, said)
    assert [(e.phrase, e.start.isoformat(), (e.end - e.start).days) for e in found] == [
        (phrase, first, (date.fromisoformat(last) - date.fromisoformat(first)).days + 1)]


@pytest.mark.parametrize("text", ["我对花生过敏", "小红在北京的一家银行工作", "他天天跑步",
                                  "月亮很圆", "十二生肖", "年糕是小红的猫",
                                  "我每天坐地铁二号线", "他家住在十五号楼", "岁月中的故事",
                                  "本月三十一号开会"])
def test_no_interval_for_words_that_only_look_like_time(text: str) -> None:
    assert resolve(text, THU) == []


def test_numbers_and_the_festival_table() -> None:
    words = ["十二", "二十", "二十三", "三十一", "二\u3007二三", "12", "十"]
    assert [number(t) for t in words] == [12, 20, 23, 31, 2023, 12, 10]
    assert all(day.month in (1, 2) for day in SPRING_FESTIVAL.values())


def test_the_prompt_shows_the_date_beside_the_chinese_words() -> None:
    assert annotate("十二月二十号有个面试", THU) == "十二月二十号 [20 Dec 2026]有个面试"


@pytest.mark.parametrize(("question", "first", "end", "phrase"), [
    ("我昨晚做了什么？", "2026-11-25", "2026-11-26", "昨晚"),
    ("上周五小明干什么了？", "2026-11-20", "2026-11-21", "上周五"),
    ("去年五月我们去哪儿旅行了？", "2025-05-01", "2025-06-01", "去年五月"),
    ("十二月二十号我有什么安排？", "2026-12-20", "2026-12-21", "十二月二十号"),
    ("春节前我要做什么？", "2027-01-23", "2027-02-06", "春节前"),
    ("下个月十五号我要干什么？", "2026-12-15", "2026-12-16", "下个月十五号"),
    ("上上周我去了哪里？", "2026-11-09", "2026-11-16", "上上周"),
])
def test_a_chinese_question_names_its_window(question: str, first: str, end: str,
                                             phrase: str) -> None:
    found = find_time_window(question, datetime(2026, 11, 26, 20, tzinfo=UTC))
    assert found is not None
    assert (found.start.date().isoformat(), found.end.date().isoformat(), found.phrase) == (
        first, end, phrase)


@pytest.mark.parametrize("text", [
    "小芳每周四晚上去游泳馆练自由泳。",
    "我每个星期天下午给外公打一次电话",
    "物业费每个月初交一次",
    "每逢周末他就带孩子去郊外骑车",
    "每到中秋，舅舅都会寄一箱大闸蟹来",
    "每月二十号发工资",
])
def test_a_time_after_every_is_a_recurrence_and_dates_nothing(text: str) -> None:
    assert resolve(text, THU) == []
    assert find_time_window(text, datetime(2026, 11, 26, 12, tzinfo=UTC)) is None


def test_a_yearly_recurrence_keeps_its_nearest_instance_which_a_question_names_too() -> None:
    said = resolve("每年端午节前我们都去外婆家包粽子", THU)
    asked = find_time_window("端午节前我们去哪里包粽子？", datetime(2026, 11, 26, 12, tzinfo=UTC))
    assert [e.phrase for e in said] == ["端午节前"] and asked is not None
    assert said[0].start == asked.start.date()


def test_a_recurrence_leaves_a_dated_time_in_the_same_sentence_alone() -> None:
    found = resolve("我每周三去图书馆，不过上周三请假没去。", THU)
    assert [(e.phrase, e.start.isoformat()) for e in found] == [("上周三", "2026-11-18")]

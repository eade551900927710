"""Whom a Chinese statement is about, when the two name one person differently (docs/
languages.md, "The Chinese judge, session 11"): the speaker's relative by the relation
(我婆婆 / 我老公他妈, 我老公 / 孩子他爸, 我媳妇 / 我老婆, 那口子 / 老伴, 我大舅 / 我妈她哥) and a
full name against 老 + family name (宋建国 / 老宋); and the ends of a stage of life (走了 at a
time, 毕业, 考到 a new post). Fresh pairs, in no dataset."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

ONE_PERSON = [  # outdated
    ("我婆婆身体挺好的。", "我老公他妈今年查出了糖尿病。"),
    ("我老公在物流公司开货车。", "孩子他爸现在不开货车了。"),
    ("我媳妇在医院当护士。", "我老婆上个月从医院辞职了。"),
    ("我家那口子每天晚上都喝酒。", "老伴现在一口酒都不喝了。"),
    ("我大舅在老家种地。", "我妈她哥现在在城里当保安。"),
    ("宋建国在粮站上班。", "老宋退休了，天天在家带孙子。"),
]
TWO_PEOPLE = [  # none
    ("我大舅在老家种地。", "我二舅现在在城里当保安。"),
    ("我婆婆身体挺好的。", "我妈今年查出了糖尿病。"),
    ("我老公在物流公司开货车。", "我老公的同事现在不开货车了。"),
    ("宋建国在粮站上班。", "老王退休了。"),
]


@pytest.mark.parametrize(("old", "new"), ONE_PERSON)
def test_one_person_named_two_ways(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), TWO_PEOPLE)
def test_two_people_stay_apart(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


ENDS_OF_A_LIFE_STAGE = [  # outdated: died (走了 at a time), graduated, got into a new place
    ("张奶奶一个人住在五楼。", "张奶奶前年冬天走了，房子租出去了。"),
    ("我闺女在杭州上大学。", "我女儿大学毕业，留在杭州工作了。"),
    ("二丫在镇上的卫生院上班。", "二丫考到县医院去了。"),
]
NOT_ENDED = [  # none: gone out today, a plan, someone else graduating
    ("老王在公司上班。", "老王今天一早就走了。"),
    ("小鹏在读高三。", "小鹏明年就毕业了。"),
    ("小鹏在读高三。", "小鹏的哥哥去年毕业了。"),
    ("二丫在镇上的卫生院上班。", "二丫想考到县医院去。"),
]


@pytest.mark.parametrize(("old", "new"), ENDS_OF_A_LIFE_STAGE)
def test_a_death_a_graduation_or_a_new_post_ends_the_old(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new"), NOT_ENDED)
def test_a_day_out_a_plan_or_someone_else_is_none(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


def test_school_not_yet_finished_is_none() -> None:
    assert judge("我外甥在武汉读研究生。", "我外甥还没毕业，明年才答辩。").outcome is Outcome.NONE

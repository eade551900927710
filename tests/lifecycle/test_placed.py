# ruff: noqa: RUF001
"""A change is tied to what the new memory is about (lifecycle/placed.py): a finding whose old
memory is not about the one whose thing changed does not change it. Sentences written fresh
for these tests; they appear in no dataset."""

from __future__ import annotations

from pathlib import Path

from ebbing.config import Settings
from ebbing.lifecycle.conflicts import Finding, judge_pairs, outdated_near
from ebbing.lifecycle.focus import tie
from ebbing.lifecycle.judge import Judged
from ebbing.lifecycle.placed import cue_subject, placed, subject
from ebbing.lifecycle.rules.judge import Outcome, Verdict, judge
from ebbing.lifecycle.statuses import change_status
from ebbing.models import Status
from ebbing.service import MemoryService


def _finding(svc: MemoryService, old: str, new: str, reason: str,
             who: str | None = None) -> Finding:
    return Finding(svc.build(old), svc.build(new),
                   Verdict(Outcome.OUTDATED, reason, rule="shift", subject=who), "offline")


def test_whose_thing_changed_is_what_the_rule_named() -> None:
    """The rule names whose thing changed where it builds its reason, hedged or not; no reason
    is parsed for it."""
    moved = judge("外婆每周三下午去社区医院量血压。", "外婆量血压改到每周五上午了。")
    assert moved.conflict and subject(moved) == "外婆"
    hedged = judge("表姐在常州一家健身房当前台。", "听说表姐可能已经不在那家健身房干了。")
    assert hedged.outcome is Outcome.SUSPECTED_OUTDATED and subject(hedged) == "表姐"
    mine = judge("我每天早上七点半出门坐地铁上班。", "我上班改到八点半出门了。")
    assert mine.conflict and subject(mine) is None  # the speaker is in every memory
    assert subject(Verdict(Outcome.OUTDATED, "'改到': changed for 外婆")) is None  # unnamed


def test_the_cue_is_said_of_the_words_before_it_or_after_it() -> None:
    rent = cue_subject("'涨到': changed for ?", "房东说下个季度房租涨到六千二。")
    assert rent is not None and "房租" in rent
    said = cue_subject("'记错': the old memory was wrong about ?", "记错了，小宝放假是七月五号。")
    assert said is not None and "放假" in said
    assert cue_subject("another date: 三月 / 五月 (?)", "三月改成五月") is None


def test_a_rise_in_the_rent_leaves_my_salary_alone(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        salary = svc.remember("我在一家物流公司做调度，每个月工资八千二。")
        done = svc.remember_checked("房东说下个季度房租涨到六千二，每季度初交。")
        assert salary.id not in {t.memory.id for t in done.changes}
        assert svc.get(salary.id).status is Status.VALID
        # and the salary's own rise still changes it
        done = svc.remember_checked("这个月公司调薪，我的工资涨到九千五了。")
        assert salary.id in {t.memory.id for t in done.changes}
    finally:
        svc.close()


def test_a_named_one_elses_change_is_dropped(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        new = "表姐小芳在无锡开了一家面馆，生意不错。"
        reason = "工作地: 常州一家健身房 -> 无锡 (表姐)"
        brother = _finding(svc, "弟弟阿明在常州一家健身房当私教，干了三年。", new, reason, "表姐")
        cousin = _finding(svc, "表姐小芳在常州一家健身房当前台。", new, reason, "表姐")
        assert placed([brother], [brother.old]) == []
        assert placed([cousin, brother], [cousin.old, brother.old]) == [cousin]
    finally:
        svc.close()


def test_a_change_no_one_can_place_falls_only_on_the_nearest(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        new = "猫粮换了处方粮，一包一点五公斤。"
        reason = "量:公斤: 2 -> 1.5 (?)"
        food = _finding(svc, "家里的猫一直吃皇家猫粮，一包两公斤。", new, reason)
        rice = _finding(svc, "楼下超市的大米一袋两公斤，二十九块。", new, reason)
        name = svc.build("家里的猫叫年糕，猫粮放在厨房柜子里，一包吃一个月。")
        coat = svc.build("冬天的羽绒服放在阳台的柜子里。")
        older = [food.old, rice.old, name, coat]
        assert tie(rice.old, food.new) < min(tie(food.old, food.new), tie(name, food.new))
        assert placed([food, rice], older) == [food]
    finally:
        svc.close()


def test_english_findings_pass_as_they_are(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        found = _finding(svc, "My sister lives in Leeds.", "Tom moved to Bristol last spring.",
                         "'moved to': changed for Tom")
        assert placed([found], [found.old]) == [found]
    finally:
        svc.close()


def test_the_new_value_after_a_move_is_not_what_moved() -> None:
    """What follows 搬到 / 改成 / 推迟到 is where it goes, not what changed: an older memory
    that names that place is not tied by it."""
    moved = cue_subject("'搬到': changed for ?", "妹妹转正以后，我们两个搬到城东去住，离花店近。")
    assert moved is not None and "城东" not in moved and "花店" in moved
    put_off = cue_subject("'推迟': changed for ?", "体检推迟到城西分院了。")
    assert put_off is not None and "体检" in put_off and "城西" not in put_off
    ended = cue_subject("'不在': no longer true for ?", "不在城东那家花店干了。")
    assert ended is not None and "花店" in ended  # what ends is the cue's object


class _SaysLess:
    """A judge that finds an unplaceable change in every pair (no one named, no cue)."""

    name = "offline"

    def judge(self, old: str, new: str, **_: object) -> Judged:
        return Judged(Verdict(Outcome.OUTDATED, "量:公斤: 2 -> 1.5 (?)", rule="frame"), "offline")


def test_what_the_new_memory_is_most_about_may_be_outdated_already(tmp_path: Path) -> None:
    """The nearest older memory is looked for among the outdated ones too: when the new memory
    is most about one already outdated, a change no one can place does not fall on a far one."""
    svc = MemoryService(Settings(home=tmp_path))
    try:
        food = svc.remember("家里的猫一直吃皇家猫粮，一包两公斤。")
        name = svc.remember("家里的猫叫年糕，猫粮放在厨房柜子里，一包吃一个月。")
        rice = svc.remember("楼下超市的大米一袋两公斤，二十九块。")
        coat = svc.remember("冬天的羽绒服放在阳台的柜子里。")
        for old in (food, name):
            change_status(svc, old.id, Status.OUTDATED, reason="test", by=None)
        new = svc.build("猫粮换了处方粮，一包一点五公斤。")
        svc.store.put([new])
        known = outdated_near(svc, new, 10)
        assert {food.id, name.id} <= {m.id for m in known}
        assert rice.id not in {m.id for m in known}
        current = [rice, coat]
        assert [f.old.id for f in judge_pairs(_SaysLess(), new, current)] == [rice.id]
        assert judge_pairs(_SaysLess(), new, current, lambda: known) == []
    finally:
        svc.close()

# ruff: noqa: RUF001
"""A change said once changes one thing (lifecycle/focus.py): of the older memories one cue of
a new memory reads as changed, only the one the new memory is most about stands."""

from __future__ import annotations

from pathlib import Path

from ebbing.config import Settings
from ebbing.lifecycle.conflicts import Finding
from ebbing.lifecycle.focus import focused, reading, tie
from ebbing.lifecycle.rules.judge import Outcome, Verdict
from ebbing.models import Status
from ebbing.service import MemoryService


def _finding(svc: MemoryService, old: str, new: str, reason: str, rule: str) -> Finding:
    return Finding(svc.build(old), svc.build(new), Verdict(Outcome.OUTDATED, reason, rule=rule),
                   "offline")


def test_a_postponement_outdates_the_plan_it_is_about_not_a_weekly_visit(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        plan = svc.remember("厨房要重新装修，装修队老板姓何，原定十月八号礼拜二开工。")
        visit = svc.remember("我每个礼拜二下午去社区医院量血压，医生姓钱。")
        done = svc.remember_checked("装修队那边说材料没到，开工推迟到十月二十号礼拜二。")
        changed = {t.memory.id for t in done.changes}
        assert plan.id in changed
        assert visit.id not in changed
        assert svc.get(visit.id).status is Status.VALID
    finally:
        svc.close()


def test_two_cues_of_one_memory_each_keep_their_own(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        new = "I moved to Berlin in May and quit my job at the bakery."
        home = _finding(svc, "I live in Paris near the canal.", new, "'moved to': changed", "shift")
        work = _finding(svc, "I work at the bakery on Rue Oberkampf.", new,
                        "'quit': no longer true for I", "end")
        assert focused([home, work]) == [home, work]
    finally:
        svc.close()


def test_of_one_cue_the_memory_most_shared_with_stands(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        new = "记错了，阿强的婚礼是十月三号，不是十月五号，在杭州办。"
        wedding = _finding(svc, "阿强的婚礼定在十月五号，在杭州办。", new,
                           "'记错': the old memory was wrong about 阿强", "correction")
        car = _finding(svc, "阿强上个月换了一辆白色的车。", new,
                       "'记错': the old memory was wrong about 阿强", "correction")
        assert tie(wedding.old, wedding.new) > tie(car.old, car.new)
        assert focused([car, wedding]) == [wedding]
        assert focused([car]) == [car]  # alone on its reading, a finding stands
    finally:
        svc.close()


def test_reading_leaves_the_hedge_note_aside(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        plain = _finding(svc, "a", "b", "'搬到': changed for 老李", "shift")
        hedged = _finding(svc, "a", "b", "'搬到': changed for ?; but said with a hedge ('听说'): "
                          "suspected at most", "shift")
        assert reading(plain) == reading(hedged) == ("shift", "'搬到'")
    finally:
        svc.close()


def test_an_english_postponement_still_outdates_the_plan(tmp_path: Path) -> None:
    svc = MemoryService(Settings(home=tmp_path))
    try:
        plan = svc.remember("Grandad's hip operation at the Royal is booked for the 3rd of March.")
        club = svc.remember("Grandad goes to the bowls club every Tuesday at the Royal Oak.")
        done = svc.remember_checked("Grandad's hip operation has been postponed to the 24th "
                                    "of March.")
        assert {t.memory.id for t in done.changes} == {plan.id}
        assert svc.get(club.id).status is Status.VALID
    finally:
        svc.close()

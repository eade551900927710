# ruff: noqa: RUF001
"""bench/multilingual_said.py remembers a set one memory at a time, each on its day, the judge
on, and says which gold memories the judge changed."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

from ebbing.config import Settings
from multilingual_data import _q
from multilingual_said import run_said, said_day


def test_said_day_is_noon_of_the_day_given() -> None:
    data = SimpleNamespace(SAID={"m1": "2026-03-04"})
    assert said_day(data, "m1") == datetime(2026, 3, 4, 12, tzinfo=UTC)
    assert said_day(data, "m2") is None
    assert said_day(SimpleNamespace(), "m1") is None


def test_a_move_outdates_the_old_home_and_the_new_one_is_found(tmp_path: Path) -> None:
    data = SimpleNamespace(
        MEMORIES=[("m1", "我住在杭州西湖边上，离单位骑车十分钟。"),
                  ("m2", "我家的猫叫团子，三岁了，最爱吃鸡胸肉。"),
                  ("m3", "上个礼拜我从杭州搬到苏州了，新家在园区。"),
                  ("m4", "My sister Lily teaches piano in Vancouver.")],
        SAID={"m1": "2026-03-01", "m2": "2026-03-05", "m3": "2026-04-10"},
        QUESTIONS=[_q("我现在住在哪个城市？", "zh", "m3"), _q("团子是什么？", "para", "m2"),
                   _q("What is my cat called?", "en-zh", "m2"),
                   _q("我妹妹在哪里教钢琴？", "zh-en", "m4")],
        OFF_TOPIC=["蒙古的首都是哪里？"])
    got = run_said(Settings(home=tmp_path), data)
    assert got["gold_changed"] == []  # the cat and the new home hold
    assert got["statuses"].get("outdated") == 1  # the old home
    assert got["ebbing"]["zh"]["hit@5"] == 1.0

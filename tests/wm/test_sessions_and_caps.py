"""Sessions expire by TTL (restarted by each use) and vanish on close; every cap answers with
a machine-readable @ERR or @WRN instead of growing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ebbing.wm.caps import Caps
from ebbing.wm.ops import Ops, call
from ebbing.wm.registry import Registry

MAP = ["@TSK: id|goal|status|recycle", "@NOD: id|name"]


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def opened(caps: Caps | None = None, ttl: int | None = None) -> tuple[Ops, Clock, str]:
    clock = Clock()
    ops = Ops(Registry(caps or Caps(), clock))
    reply = call(ops, "session open", {"map_lines": MAP, "ttl": ttl})
    assert reply.code == 0
    return ops, clock, reply.out[0].split()[1].split("|")[0]


def test_a_session_expires_after_its_ttl_without_use() -> None:
    ops, clock, sid = opened(ttl=5)
    assert call(ops, "add", {"session": sid, "text": "@NOD: A|a"}).code == 0
    clock.now += timedelta(minutes=4)
    assert call(ops, "read get", {"session": sid, "id": "A"}).code == 0  # restarts the TTL
    clock.now += timedelta(minutes=4)
    assert call(ops, "read get", {"session": sid, "id": "A"}).code == 0
    clock.now += timedelta(minutes=6)
    gone = call(ops, "read get", {"session": sid, "id": "A"})
    assert gone.code == 2 and gone.err == [f"@ERR: session_not_found|{sid}"]
    assert call(ops, "session list", {}).out == []


def test_the_default_ttl_is_an_hour_and_closing_forgets_everything() -> None:
    ops, _, sid = opened()
    assert ops.registry.get(sid).ttl_minutes == 60
    assert call(ops, "session close", {"session_id": sid}).out == [f"@SESSION: {sid}|closed"]
    assert call(ops, "session current", {"session": sid}).out == ["@SESSION: none|"]
    assert call(ops, "session close", {"session_id": sid}).code == 2


def test_the_session_cap() -> None:
    ops, _, _ = opened(Caps(max_sessions=2))
    assert call(ops, "session open", {"map_lines": MAP}).code == 0
    refused = call(ops, "session open", {"map_lines": MAP})
    assert refused.code == 1 and refused.err == ["@ERR: limit_exceeded|sessions 3/2"]


def test_row_law_batch_line_and_value_caps() -> None:
    ops, _, sid = opened(Caps(max_rows=10, max_law=1, max_batch_lines=20,
                              max_line_bytes=200, max_value_bytes=50))
    rows = "\n".join(f"@NOD: N{i}|n" for i in range(9))
    assert call(ops, "add", {"session": sid, "text": rows}).code == 0
    near = call(ops, "read list", {"session": sid, "tag": "LAW"})
    assert "@WRN: near_cap|rows 9/10 housekeep recommended" in near.err
    full = call(ops, "add", {"session": sid, "text": "@NOD: N9|n\n@NOD: N10|n"})
    assert full.err[-1] == "@ERR: limit_exceeded|rows 11/10" and full.out == []
    assert len(call(ops, "read list", {"session": sid}).out) == 9  # all or nothing
    law = "@LAW: L1|a|b|c|d\n@LAW: L2|a|b|c|d"
    assert call(ops, "add", {"session": sid, "text": law}).err[-1] == \
        "@ERR: limit_exceeded|law 2/1"
    many = "\n".join(["# c"] * 21)
    assert call(ops, "add", {"session": sid, "text": many}).err[-1] == \
        "@ERR: limit_exceeded|batch_lines 21/20"
    wide = call(ops, "add", {"session": sid, "text": "@NOD: W|" + "x" * 60})
    assert "@ERR: limit_exceeded|value_bytes 60/50" in wide.err
    long = call(ops, "add", {"session": sid, "text": "@NOD: W|" + "x" * 300})
    assert "@ERR: limit_exceeded|line_bytes 308/200" in long.err


def test_fan_out_and_depth_are_clamped_with_advisories() -> None:
    ops, _, sid = opened(Caps(max_fanout=3, max_depth=2))
    rows = ["@NOD: HUB|hub"] + [f"@NOD: L{i}|leaf" for i in range(5)] + [
        f"@EDG: E{i}|HUB|links|L{i}||x|persistent" for i in range(5)] + [
        "@NOD: FAR|far", "@EDG: F1|L0|links|FAR||x|persistent",
        "@NOD: FARTHER|f", "@EDG: F2|FAR|links|FARTHER||x|persistent"]
    assert call(ops, "add", {"session": sid, "text": "\n".join(rows)}).code == 0
    warm = call(ops, "query warm", {"session": sid, "anchor": "HUB", "depth": 9})
    assert "@WRN: fanout_clamped|HUB 5/3" in warm.err
    assert not any("L3" in line or "L4" in line for line in warm.out)
    assert any(line.startswith("@NOD: FAR|") for line in warm.out)  # two hops: depth cap
    assert not any(line.startswith("@NOD: FARTHER|") for line in warm.out)


def test_caps_come_from_the_environment_and_refuse_nonsense() -> None:
    assert Caps.from_env({"EBBING_WM_MAX_ROWS": "7", "EBBING_WM_TTL_MINUTES": "5"}) == \
        Caps(max_rows=7, ttl_minutes=5)
    with pytest.raises(ValueError, match="EBBING_WM_MAX_DEPTH"):
        Caps.from_env({"EBBING_WM_MAX_DEPTH": "deep"})
    with pytest.raises(ValueError, match="at least 1"):
        Caps.from_env({"EBBING_WM_MAX_SESSIONS": "0"})


def test_law_rows_are_always_in_a_warm_read() -> None:
    ops, _, sid = opened()
    text = "@LAW: LAW-X|rule|on_turn|m|c\n@NOD: A|a\n@NOD: B|b"
    assert call(ops, "add", {"session": sid, "text": text}).code == 0
    for anchor in ("A", "B", "missing"):
        warm = call(ops, "query warm", {"session": sid, "anchor": anchor})
        assert warm.out[0] == "@LAW: LAW-X|rule|on_turn|m|c"
    assert call(ops, "query warm", {"session": sid}).err[-1] == \
        "@ERR: no_anchor|query warm requires --anchor"

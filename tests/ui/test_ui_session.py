"""Login codes and sessions: a code works once and only for a while; sessions end idle."""

from __future__ import annotations

from ebbing.ui.session import CODE_TTL_S, IDLE_TTL_S, Sessions, csrf_ok


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_code_works_once() -> None:
    sessions = Sessions(Clock())
    code = sessions.new_code()
    sid = sessions.login(code)
    assert sid is not None and sessions.get(sid) is not None
    assert sessions.login(code) is None
    assert sessions.login("") is None and sessions.login("made-up") is None


def test_a_code_expires() -> None:
    clock = Clock()
    sessions = Sessions(clock)
    code = sessions.new_code()
    clock.now += CODE_TTL_S
    assert sessions.login(code) is None


def test_a_session_ends_when_idle_and_on_sign_out() -> None:
    clock = Clock()
    sessions = Sessions(clock)
    sid = sessions.login(sessions.new_code())
    clock.now += IDLE_TTL_S - 1
    assert sessions.get(sid) is not None  # used: its idle time starts again
    clock.now += IDLE_TTL_S - 1
    assert sessions.get(sid) is not None
    clock.now += IDLE_TTL_S
    assert sessions.get(sid) is None
    other = sessions.login(sessions.new_code())
    sessions.end(other)
    assert sessions.get(other) is None


def test_csrf_tokens_differ_per_session_and_are_checked() -> None:
    sessions = Sessions(Clock())
    one = sessions.get(sessions.login(sessions.new_code()))
    two = sessions.get(sessions.login(sessions.new_code()))
    assert one is not None and two is not None and one.csrf != two.csrf
    assert csrf_ok(one, one.csrf)
    assert not csrf_ok(one, two.csrf) and not csrf_ok(one, None) and not csrf_ok(one, "")

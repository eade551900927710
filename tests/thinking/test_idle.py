"""The daemon's idle loop, driven by a fake clock: automatic thinking and dreaming while no
person calls, within the limits, and the heat it costs on the HTTP API's limiter."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from thinking_support import NOW, make_service

from ebbing.config import Settings
from ebbing.core.heat import HeatLimiter
from ebbing.server.agents import AgentPool
from ebbing.server.context import Server
from ebbing.server.tasks import TaskKinds, TaskRunner
from ebbing.service import MemoryService
from ebbing.thinking import activity
from ebbing.thinking.derived import derived_memories
from ebbing.thinking.idle import Idle, IdleLoop

IDLE = 600.0


class Clock:
    """A fake wall clock the test moves by hand."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at

    def advance(self, seconds: float) -> datetime:
        self.at += timedelta(seconds=seconds)
        return self.at


@pytest.fixture
def pool(ebbing_home: Path) -> Iterator[AgentPool]:
    make_service(ebbing_home).close()
    opened = AgentPool(Settings(home=ebbing_home, embedder="fake", idle_think_s=IDLE,
                                auto_thoughts=2, auto_dreams=1))
    with opened.use("default", "default", count=False):
        pass  # the daemon has this agent open (as warm() opens the default one)
    yield opened
    opened.close()


def agent(pool: AgentPool) -> MemoryService:
    return MemoryService(pool.settings)


def test_the_loop_is_off_unless_a_person_turns_it_on(ebbing_home: Path) -> None:
    plain = AgentPool(Settings(home=ebbing_home, embedder="fake"))
    loop = IdleLoop(plain)
    loop.start()
    assert not loop.enabled and loop._thread is None
    off = AgentPool(Settings(home=ebbing_home, embedder="fake", idle_think_s=60,
                             auto_think=False))
    assert not IdleLoop(off).enabled
    assert IdleLoop(AgentPool(Settings(home=ebbing_home, embedder="fake",
                                       idle_think_s=60))).enabled


def test_an_idle_agent_dreams_then_thinks_up_to_its_limits_then_rests(
        pool: AgentPool) -> None:
    clock = Clock(NOW)
    loop = IdleLoop(pool, clock=clock)
    assert loop.tick() == []  # the daemon just started: not idle yet
    clock.advance(IDLE - 1)
    assert loop.tick() == []
    clock.advance(1)
    done = [o.kind for _ in range(6) for o in loop.tick()]
    assert done == ["dream", "thought", "thought"]  # one action per pass, then nothing
    state = activity.load(agent(pool))
    assert (state.active, state.dreams, state.thoughts) == (False, 1, 2)
    written = len(derived_memories(agent(pool)))
    clock.advance(10 * IDLE)
    assert loop.tick() == [] and len(derived_memories(agent(pool))) == written


@pytest.mark.parametrize("call", ["recall", "remember"])
def test_a_persons_call_wakes_the_agent_and_the_idle_time_starts_again(
        pool: AgentPool, call: str) -> None:
    clock = Clock(NOW)
    loop = IdleLoop(pool, clock=clock)
    clock.advance(IDLE)
    while loop.tick():
        pass
    assert not activity.load(agent(pool)).active
    at = clock.advance(IDLE)
    person = agent(pool)
    if call == "recall":
        person.recall("lake", now=at, touch=False)
    else:
        person.remember("Melanie finished her pottery bowl.", now=at)
    state = activity.load(person)
    assert state.active and (state.dreams, state.thoughts) == (0, 0)
    clock.advance(IDLE / 2)
    assert loop.tick() == []  # a person was here five minutes ago
    clock.advance(IDLE / 2)
    assert [o.kind for o in loop.tick()] == ["dream"]


def test_automatic_actions_spend_heat_a_persons_call_then_sees(pool: AgentPool,
                                                               tmp_path: Path) -> None:
    seconds = [0.0]
    server = Server(pool, TaskRunner(tmp_path / "tasks.jsonl", TaskKinds()), "token",
                    HeatLimiter(window_s=60, max_weight=44), clock=lambda: seconds[0])
    clock = Clock(NOW)
    idle = Idle(pool, server.take_heat, clock=clock).start()  # its thread is off: fake time
    try:
        clock.advance(IDLE)
        assert [o.kind for o in idle.loop.tick()] == ["dream"]  # 44 on "dreaming"
        seconds[0] = 1.0
        refused = server.take_heat("dreaming")  # what POST /v1/dream asks the limiter
        assert not refused.allowed and refused.spent == 44
        assert refused.retry_after_s == pytest.approx(59.0)
        assert [o.kind for o in idle.loop.tick()] == ["thought"]  # 44 on "thinking"
        assert not server.take_heat("thinking").allowed
        assert idle.loop.tick() == []  # the second thought: no heat left, not counted
        assert activity.load(agent(pool)).thoughts == 1
        seconds[0] = 61.0
        assert [o.kind for o in idle.loop.tick()] == ["thought"]  # the window moved on
        assert server.take_heat("dreaming").allowed
    finally:
        idle.stop()
        server.tasks.close()
    assert activity.on_automatic("thought")  # the hook is gone with the daemon

"""The memory active status: persisted, limits, automatic runs and a person's calls."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from thinking_support import NOW, make_service
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.maintain import maintain
from ebbing.thinking import activity
from ebbing.thinking.derived import derived_memories


def test_automatic_runs_stop_at_the_limits_and_a_person_wakes_the_agent(
        ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, auto_thoughts=2, auto_dreams=1)
    done = activity.run_automatic(svc, NOW, seed=3)
    assert [o.kind for o in done] == ["dream", "thought", "thought"]
    assert all(o.auto for o in done)
    state = activity.load(svc)
    assert (state.active, state.thoughts, state.dreams) == (False, 2, 1)
    stored = json.loads((svc.folder / activity.FILE).read_text())
    assert stored["active"] is False and stored["thoughts"] == 2
    count = len(derived_memories(svc))
    assert activity.run_automatic(svc, NOW + timedelta(hours=1)) == []  # inactive: nothing
    assert len(derived_memories(svc)) == count
    later = NOW + timedelta(hours=2)
    svc.remember("Melanie finished her pottery bowl.", now=later)  # a person's call
    state = activity.load(svc)
    assert state.active and (state.thoughts, state.dreams) == (0, 0)
    assert state.last_user_call == later
    assert len(activity.run_automatic(svc, later + timedelta(minutes=5), seed=1)) == 3


def test_recall_makes_the_agent_active_again(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, auto_thoughts=1, auto_dreams=0)
    activity.run_automatic(svc, NOW, seed=1)
    assert not activity.load(svc).active
    svc.recall("lake", now=NOW + timedelta(days=1), touch=False)
    assert activity.load(svc).active


def test_a_hook_can_refuse_automatic_actions(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home)
    asked: list[str] = []

    def refuse(kind: str) -> bool:
        asked.append(kind)
        return False

    activity.connect(refuse)
    try:
        assert activity.run_automatic(svc, NOW) == []
    finally:
        activity.disconnect(refuse)
    assert asked == ["dream", "thought"] and not derived_memories(svc)
    assert activity.load(svc).active  # refused actions are not counted


def test_maintain_thinks_and_dreams_within_the_limits(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, auto_thoughts=1, auto_dreams=1)
    report = maintain(svc, apply=True, now=NOW)
    assert len(report.automatic) == 2 and report.to_json()["automatic"] == report.automatic
    assert not maintain(svc, apply=True, now=NOW).automatic  # inactive now
    off = make_service(ebbing_home / "off", auto_think=False)
    assert not maintain(off, apply=True, now=NOW).automatic


def test_unreadable_status_reads_as_active(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home)
    (svc.folder / activity.FILE).parent.mkdir(exist_ok=True)
    (svc.folder / activity.FILE).write_text("{not json")
    assert activity.load(svc).active


def test_cli_think_dream_and_activity(ebbing_home: Path) -> None:
    make_service(ebbing_home).close()
    runner = CliRunner()
    env = {"EBBING_EMBEDDER": "fake"}
    thought = runner.invoke(app, ["think", "Melanie", "--json", "--now", NOW.isoformat()],
                            env=env)
    assert thought.exit_code == 0, thought.output
    data = json.loads(thought.stdout)
    assert data["memories"][0]["source"] == "thinking" and len(data["cited"]) >= 2
    dreamt = runner.invoke(app, ["dream", "--json", "--now", NOW.isoformat()], env=env)
    assert dreamt.exit_code == 0, dreamt.output
    assert json.loads(dreamt.stdout)["usage"]["consumedDreamCount"] == 1
    status = runner.invoke(app, ["activity", "--json"], env=env)
    assert status.exit_code == 0
    shown = json.loads(status.stdout)
    assert shown["active"] is True and shown["last_user_call"].startswith("2026-01-13")
    plain = runner.invoke(app, ["activity"], env=env)
    assert "active; automatic thoughts 0/3, dreams 0/1" in plain.stdout
    bad = runner.invoke(app, ["think", "--rounds", "0"], env=env)
    assert bad.exit_code == 2


def test_cli_no_derived_on_list_search_and_recall(ebbing_home: Path) -> None:
    make_service(ebbing_home).close()
    runner = CliRunner()
    env = {"EBBING_EMBEDDER": "fake", "EBBING_DAEMON": "false"}
    made = runner.invoke(app, ["think", "lake", "--json", "--now", NOW.isoformat()], env=env)
    thought = json.loads(made.stdout)["memories"][0]["id"]

    def ids(*args: str) -> set[str]:
        result = runner.invoke(app, [*args, "--json", "--now", NOW.isoformat()], env=env)
        assert result.exit_code == 0, result.output
        lines = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
        if args[0] == "recall":
            return {s["memorySummaryId"] for s in lines[0]["memorySummaryList"]}
        return {line["id"] for line in lines}

    assert thought in ids("list")
    assert thought not in ids("list", "--no-derived")
    assert thought in ids("search", "lake Melanie camping")
    assert thought not in ids("search", "lake Melanie camping", "--no-derived")
    assert thought in ids("recall", "lake Melanie camping", "--detailed", "--no-touch")
    assert thought not in ids("recall", "lake Melanie camping", "--detailed", "--no-touch",
                              "--no-derived")


def test_one_automatic_call_counts_and_is_refused_past_the_limit(ebbing_home: Path) -> None:
    svc = make_service(ebbing_home, auto_thoughts=1, auto_dreams=0)
    first = activity.run_one(svc, "thought", "Melanie", NOW)
    assert first is not None and first.auto and first.theme == "Melanie" and first.written
    assert activity.run_one(svc, "thought", "Caroline", NOW) is None
    assert activity.run_one(svc, "dream", None, NOW) is None  # a limit of 0: never
    assert not activity.load(svc).active
    activity.user_call(svc, NOW + timedelta(minutes=1))
    assert activity.run_one(svc, "thought", "Caroline", NOW) is not None

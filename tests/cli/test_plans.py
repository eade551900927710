"""Plans and reports through the CLI with the default settings: a plan remembered in late
November resolves into December and January, a report of what happened into the past, and
both the prompt and `why` say which date the words were read as."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()
SAID = "2026-11-26T09:30:00+00:00"  # a Thursday
ASKED = "2026-11-26T18:00:00+00:00"


def run(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.stderr
    return result.stdout


def remember(text: str, at: str = SAID) -> str:
    return str(json.loads(run("remember", text, "--json", "--occurred-at", at))["id"])


def test_plans_said_in_late_november_resolve_into_december_and_january() -> None:
    remember("Dentist appointment on December 3")
    remember("Booked our flights for January 12, Lisbon at last")
    remember("Vet appointment for Biscuit on Friday")
    remember("In two weeks we pick up the new sofa")
    prompt = run("recall", "when is the dentist appointment?", "--now", ASKED, "--no-touch")
    assert "Dentist appointment on December 3 [3 Dec 2026]" in prompt
    prompt = run("recall", "when do our flights to Lisbon leave?", "--now", ASKED,
                 "--no-touch")
    assert "January 12 [12 Jan 2027]" in prompt
    prompt = run("recall", "when is Biscuit's vet appointment?", "--now", ASKED, "--no-touch")
    assert "on Friday [27 Nov 2026]" in prompt
    prompt = run("recall", "when do we pick up the sofa?", "--now", ASKED, "--no-touch")
    assert "In two weeks [7-13 Dec 2026]" in prompt


def test_a_report_of_what_happened_resolves_into_the_past() -> None:
    remember("I went to the dentist on December 3, two fillings", "2026-12-10T12:00:00+00:00")
    remember("Last Friday I took Biscuit to the vet")
    prompt = run("recall", "what happened at the dentist?", "--now", "2026-12-11T09:00:00Z",
                 "--no-touch")
    assert "on December 3 [3 Dec 2026]" in prompt
    prompt = run("recall", "when was Biscuit at the vet?", "--now", ASKED, "--no-touch")
    assert "Last Friday [20 Nov 2026]" in prompt


def test_why_says_what_the_words_were_read_as_and_a_plan_question_looks_ahead() -> None:
    dentist = remember("Dentist appointment on December 3")
    remember("I repainted the hall in March")
    lines = run("search", "what is happening on December 3?", "--json", "--now",
                ASKED).splitlines()
    first = json.loads(lines[0])
    assert first["id"] == dentist
    assert first["why"]["time"]["phrase"] == "on December 3"
    assert first["why"]["event_times"] == [
        {"phrase": "December 3", "resolved": "3 Dec 2026", "relative": "after it was said"}]

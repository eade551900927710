"""The end of someone's work ends what an older memory says they work as or where
(rules/judge_work.py); a vegetarian eating fish is no longer one. Sentences written for
this test, in no dataset."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge


@pytest.mark.parametrize(("old", "new"), [
    ("Greta works as a midwife in Tromso.", "Greta quit her job in August."),
    ("Kwame teaches chemistry at a sixth-form college.", "Kwame retired at Easter."),
    ("I work at a print shop on Canal Street.", "I got laid off on Friday."),
    ("Dario is an electrician.", "Dario was made redundant last winter."),
    ("Suki works for the council.", "Suki handed in her notice and starts travelling soon."),
])
def test_work_that_ended_outdates_the_job(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.OUTDATED and verdict.rule == "work"


@pytest.mark.parametrize(("old", "new"), [
    ("Greta works as a midwife in Tromso.", "Greta will retire in two years."),
    ("Greta works as a midwife in Tromso.", "Greta is thinking of quitting her job."),
    ("Greta works as a midwife in Tromso.", "Greta didn't quit her job in the end."),
    ("Greta used to work as a midwife.", "Greta retired in 2019."),
    ("Greta loves sea swimming.", "Greta retired last year."),
    ("Greta works as a midwife in Tromso.", "Her brother Nils quit his job."),
    # working on something is a task, not a job; someone else's work is theirs
    ("I'm working on my pottery shop and a new glaze.", "Losing my job pushed me to open it."),
    ("I work hard on my allotment every weekend.", "I quit my job at the bank in June."),
    ("Thanks Ravi! You told me about your work at the food bank.", "I lost my job at the mill."),
    ("I admire Ravi's work at the food bank.", "I got laid off last month."),
])
def test_a_plan_a_denial_or_no_job_ends_nothing(old: str, new: str) -> None:
    assert judge(old, new).rule != "work"


def test_a_hedged_end_is_suspected() -> None:
    verdict = judge("Greta works as a midwife in Tromso.", "Greta may have quit her job.")
    assert verdict.outcome is Outcome.SUSPECTED_OUTDATED


def test_a_vegetarian_eating_fish_is_no_longer_one() -> None:
    assert judge("Ilka is vegetarian.", "Ilka eats fish these days.").outcome \
        is Outcome.OUTDATED
    assert judge("Ilka is pescatarian.", "Ilka eats fish these days.").outcome \
        is Outcome.NONE


@pytest.mark.parametrize(("old", "new", "outcome"), [
    ("谭老师在实验小学教数学。", "谭老师今年夏天退休了。", Outcome.OUTDATED),
    ("谭老师在实验小学教数学。", "谭老师打算后年退休。", Outcome.NONE),
    ("我表妹吃素好几年了。", "我表妹最近开始吃鱼了。", Outcome.OUTDATED),
    ("我表妹吃素好几年了。", "我表妹还是不吃鱼。", Outcome.NONE),
])
def test_the_same_in_chinese(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome

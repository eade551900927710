"""A departure the newer sentence names by what was left ("switched me from metformin to
insulin", "pulled out of the Berlin marathon") or a weekday moved ("Football has moved to
Wednesdays") outdates the older memory that states it (rules/judge_departure.py); renting a
home says where one lives (rules/judge_evidence.py). Sentences written for this test, in no
dataset."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge


@pytest.mark.parametrize(("old", "new"), [
    ("I take metformin for my diabetes.", "The doctor switched me from metformin to insulin."),
    ("My son goes to Larchfield Primary.", "He moved from Larchfield to Brookmere in January."),
    ("Ines rents a flat in Coimbra.", "Ines moved from Coimbra to Braga in the spring."),
    ("I work nights at the sorting office.",
     "I switched from nights to days at the sorting office."),
    ("I'm training for the Lisbon half marathon.",
     "I hurt my calf and pulled out of the Lisbon half marathon."),
    ("Yusuf sings with the Harbour Choir.",
     "Yusuf dropped out of the Harbour Choir after the tour."),
    ("I see Dr Varga about my shoulder.",
     "I stopped seeing Dr Varga because the sessions cost too much."),
    ("I play squash with Lior on Thursdays.", "Squash has moved to Mondays this term."),
    ("Our pottery class meets on Wednesdays.", "The pottery class got moved to Saturdays."),
])
def test_a_named_departure_outdates_what_it_left(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.OUTDATED, verdict


@pytest.mark.parametrize(("old", "new"), [
    # a plan or a denial
    ("I take metformin for my diabetes.", "I'm going to switch from metformin to insulin in May."),
    ("I'm training for the Lisbon half marathon.",
     "I'm thinking of pulling out of the Lisbon half marathon."),
    ("Yusuf sings with the Harbour Choir.", "Yusuf never dropped out of the Harbour Choir."),
    # someone else departs, or from something the old memory does not state
    ("Ines rents a flat in Coimbra.", "Her cousin Rui moved from Coimbra to Braga."),
    ("I take metformin for my diabetes.",
     "The doctor switched me from statins to something milder."),
    ("Yusuf sings with the Harbour Choir.", "Yusuf pulled out of the charity quiz."),
    # the same value again, or the same day
    ("I work nights at the sorting office.", "I switched from nights to nights, nothing changed."),
    ("I play squash with Lior on Thursdays.", "Squash is still on Thursdays."),
    ("I play squash with Lior on Thursdays.", "Badminton has moved to Mondays."),
])
def test_a_plan_a_denial_another_one_or_the_same_value_departs_from_nothing(
        old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.rule != "departure", verdict


def test_a_hedged_departure_is_suspected() -> None:
    verdict = judge("Yusuf sings with the Harbour Choir.",
                    "I heard Yusuf dropped out of the Harbour Choir.")
    assert verdict.outcome is Outcome.SUSPECTED_OUTDATED, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("I rent a flat in Galway.", "I moved to Limerick at the weekend."),
    ("We rent a small apartment in Ghent.", "We live in Leuven now."),
    ("Ana rents a room in Porto.", "Ana relocated to Faro for the new job."),
])
def test_renting_a_home_is_where_one_lives(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.OUTDATED, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("I rent a flat in Galway.", "I work in Limerick now."),
    ("I rent a flat in Galway.", "I bought a house in Limerick to let out."),
    ("I rent a flat in Galway.", "My brother lives in Limerick."),
])
def test_work_a_second_house_or_someone_else_is_no_move(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE

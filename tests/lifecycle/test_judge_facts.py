"""The judge's meaning model (rules.judge_facts, hedges in rules.judge_speech): the subject
and the attribute a memory states, updated by a later memory about the same ones and no other.
Every sentence here is written for this test and is in no dataset."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_speech import hedge, plain

OUT, SUS, REP, NONE = (Outcome.OUTDATED, Outcome.SUSPECTED_OUTDATED, Outcome.REPUDIATED,
                       Outcome.NONE)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a break-up ends the relationship it names, in any tense and person, and nothing else
    ("My boyfriend is Idris.", "Idris and I broke up a few weeks ago.", OUT),
    ("Idris collects vinyl records.", "Idris and I broke up a few weeks ago.", NONE),
    ("Wanjiru is seeing Tobias.", "Wanjiru said Tobias broke up with her.", OUT),
    ("Wanjiru is seeing Tobias.", "Wanjiru said Tobias bought a kayak.", NONE),
    ("Wanjiru is seeing Tobias.", "Halima and Piotr have split up.", NONE),
    ("Soren is single.", "Soren has a boyfriend now.", OUT),
    ("Soren is single.", "Soren's cousin is married.", NONE),
    # a new employer for the same person
    ("Bianca works for the city council.", "Bianca has joined a law firm in Turin.", OUT),
    ("Bianca works for the city council.", "Bianca started a new job at Ferrero.", OUT),
    ("Bianca works for the city council.", "Bianca's husband joined a law firm.", NONE),
    ("Bianca works for the city council.", "Bianca joined a choir last spring.", NONE),
    # a diet and what it excludes
    ("Ravi is vegan.", "Ravi eats cheese again since he moved to France.", OUT),
    ("Ravi is vegan.", "Ravi made a vegan curry for the party.", NONE),
    # a plan moved or dropped
    ("The physio appointment is on Monday at 9am.", "The physio moved the appointment to "
     "Wednesday.", OUT),
    ("The physio appointment is on Monday at 9am.", "I booked a taxi for the physio "
     "appointment on Monday.", NONE),
    ("The physio appointment is on Monday at 9am.", "The vet postponed Rufus's appointment.",
     NONE),
    ("We're driving to Krakow on May 12.", "We're not going to Krakow after all.", OUT),
    # what one has, lost; a habit denied, then done
    ("I have a green scooter.", "Somebody stole my green scooter from the station.", OUT),
    ("I never watch football.", "I watch football every weekend now.", OUT),
    ("I never watch football.", "I still never watch football.", NONE),
    # the same doing to something else is no change
    ("Yusuf plays chess on Fridays.", "Yusuf no longer plays poker.", NONE),
    ("Yusuf plays chess on Fridays.", "Yusuf used to play draughts before he learned chess.",
     NONE),
])
def test_attributes_are_updated_only_by_the_same_attribute(old: str, new: str,
                                                           outcome: Outcome) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is outcome, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("Marisol lives in Quito.", "I heard Marisol might have moved to Lima, but I'm not sure."),
    ("Marisol is engaged to Felix.", "Apparently Marisol and Felix split up."),
    ("Marisol works at the museum.", "Her friend thinks Marisol may have quit the museum."),
    ("Marisol's cat is called Pimienta.", "Marisol's neighbour believes Pimienta died, "
     "though nobody is certain."),
])
def test_a_hedge_makes_a_change_suspected_at_most(old: str, new: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is SUS, verdict
    assert "hedge" in verdict.reason


def test_hedges_are_read_and_dates_are_not_hedges() -> None:
    assert hedge("Kofi may have sold the van.") == "may have"
    assert hedge("I'm not sure, but Kofi left.") == "not sure"
    assert hedge("Kofi isn't certain about it.") == "n't certain"
    assert hedge("Kofi's party is on May 4.") is None
    assert hedge("Kofi sold the van.") is None


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # corrections repudiate, also when reported and when the old memory was a denial
    ("Xiao Ming told Kimi that insects avoid light.",
     "Xiao Ming told Kimi he was wrong earlier: insects are drawn to light.", REP),
    ("Moths are not attracted to lamps.", "I was wrong before: moths are attracted to lamps.",
     REP),
    ("Whales are fish.", "It turns out whales are not fish.", REP),
    # restatements never conflict
    ("Moths are attracted to lamps.", "Moths are attracted to lamps, as I said.", NONE),
    ("Idris and I broke up in May.", "I broke up with Idris in May.", NONE),
])
def test_corrections_and_restatements(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome


def test_reported_speech_keeps_who_said_it() -> None:
    # "he" in what Omar's sister says is Omar, not the sister; "she" is the sister
    assert plain("Omar's sister said he moved to Oslo.") == "Omar moved to Oslo."
    assert plain("Omar's sister said she moved to Oslo.") == "Omar's sister moved to Oslo."
    assert judge("Omar lives in Bergen.", "Omar's sister said he moved to Oslo.").outcome is OUT
    assert judge("Omar lives in Bergen.", "Omar's sister said she moved to Oslo.").outcome is NONE

"""The offline judge: exact verdicts with their reasons, and the floors on the labelled set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_text import SPEAKER, analyze

DATA = Path(__file__).resolve().parents[1] / "data" / "conflicts.jsonl"


@pytest.mark.parametrize(("old", "new", "outcome", "reason", "part"), [
    ("Max lives in Berlin.", "Max moved from Berlin to Paris last month.", Outcome.OUTDATED,
     "'moved': place changed for Max (Berlin -> Paris)", "lives: Berlin -> Paris"),
    # a move away from the old place: it held, then changed, even after "actually" and when
    # the old memory was a move too
    ("Caroline moved to Boston in May.", "Actually Caroline moved from Boston to Seattle.",
     Outcome.OUTDATED, "'moved': place changed for Caroline (Boston -> Seattle)",
     "moved: Boston -> Seattle"),
    ("Anna works at Siemens.", "Anna no longer works at Siemens.", Outcome.OUTDATED,
     "'no longer': no longer true for Anna", "works at Siemens"),
    ("Tom is allergic to peanuts.", "Correction: Tom is allergic to shellfish, not peanuts.",
     Outcome.REPUDIATED, "'correction': the old memory was wrong about Tom", "not peanuts"),
    ("Maria is from Spain.", "Maria is not from Spain, she's from Mexico.", Outcome.REPUDIATED,
     "denies it for Maria", "is from Spain"),
    ("Dad's flight lands at 6pm.", "Dad's flight lands at 9pm.", Outcome.SUSPECTED_OUTDATED,
     "time differs for Dad's flight (6pm vs 9pm), without saying whether it changed or was "
     "wrong", "lands: 6pm -> 9pm"),
    ("Anna's birthday is on March 3.", "Anna's birthday is on March 13.", Outcome.REPUDIATED,
     "date cannot change for Anna's birthday (March 3 vs March 13), so the old memory was "
     "wrong", "date: March 3 -> March 13"),
])
def test_verdicts_say_why_in_words(old: str, new: str, outcome: Outcome, reason: str,
                                   part: str) -> None:
    verdict = judge(old, new)
    assert (verdict.outcome, verdict.reason, verdict.part) == (outcome, reason, part)
    assert verdict.conflict


@pytest.mark.parametrize(("old", "new", "why"), [
    ("Max lives in Berlin.", "Anna lives in Paris.", "about someone or something else"),
    ("Anna works at Siemens.", "Anna's husband works at Bosch.", "about someone or something"),
    ("Anna likes tea.", "Anna likes coffee too.", "compatible"),
    ("Ben ran 5 km on Monday.", "Ben ran 10 km on Wednesday.", "past events can both be true"),
    ("Tom has a dog.", "Tom also has a cat.", "compatible"),
    ("Max lives in Berlin.", "Max has never been to Paris.", "compatible"),
    ("Tom's car is a Volvo.", "Tom's car broke down again yesterday.", "compatible"),
    ("Max lives in Berlin.", "I was wrong about Paris, Max still lives in Berlin.", "compatible"),
    ("The gym opens at 6am.", "The gym is not open on public holidays.", "compatible"),
])
def test_distractors_are_not_conflicts(old: str, new: str, why: str) -> None:
    verdict = judge(old, new)
    assert verdict.outcome is Outcome.NONE and why in verdict.reason


def test_semantic_similarity_bound() -> None:
    old, new = "Max lives in Berlin.", "Max lives in Paris."
    assert judge(old, new).conflict
    low = judge(old, new, similarity=0.05)
    assert low.outcome is Outcome.NONE and "unrelated" in low.reason


def test_subjects_are_read_through_openers_and_possessives() -> None:
    assert analyze("Actually, Anna's birthday is March 13.").subject == {"anna", "birthday"}
    assert analyze("Chris and I broke up.").subject == {"chris", SPEAKER}
    assert analyze("Sorry, I got that wrong: the wifi password is x1.").subject == {
        "wifi", "password"}
    assert analyze("My sister lives in Leeds.").subject_text == "the speaker's sister"


def load() -> list[dict[str, str]]:
    return [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]


UNTUNED = ("fresh", "fresh2", "fresh3")  # issue 13: written fresh, never tuned on
EVERYDAY = ("everyday", "everyday2")  # issue 26: updates in ordinary language, hedges, plans


def test_the_labelled_set_is_big_and_covers_every_outcome() -> None:
    rows = load()
    assert len(rows) >= 80 and len({r["id"] for r in rows}) == len(rows)
    for split in ("dev", "heldout", "heldout2", *UNTUNED, *EVERYDAY):
        assert {r["expected"] for r in rows if r["split"] == split} == {o.value for o in Outcome}
    assert all(r["note"] and r["old"] and r["new"] for r in rows)
    for split in UNTUNED:
        fresh = [r for r in rows if r["split"] == split]
        reported = [r for r in fresh if r["note"].startswith("reported")
                    or " said " in r["old"] + r["new"] or " told " in r["old"] + r["new"]]
        conflicts = sum(r["expected"] != "none" for r in fresh)
        assert len(fresh) >= 60 and 2 * len(reported) >= len(fresh), split
        assert abs(2 * conflicts - len(fresh)) <= 2, split


def test_offline_judge_meets_the_goal_on_every_split() -> None:
    """Issue 26's goal: precision >= 0.95 and recall >= 0.85 on conflict vs no conflict, on
    the whole set and on every split."""
    rows = load()
    for split in (None, "dev", "heldout", "heldout2", *UNTUNED, *EVERYDAY):
        pairs = [r for r in rows if split is None or r["split"] == split]
        tp = fp = fn = 0
        for r in pairs:
            got = judge(r["old"], r["new"]).conflict
            want = r["expected"] != "none"
            tp += got and want
            fp += got and not want
            fn += want and not got
        assert tp / (tp + fp) >= 0.95, (split, tp, fp)
        assert tp / (tp + fn) >= 0.85, (split, tp, fn)


@pytest.mark.parametrize(("old", "new"), [
    # forms of address and interjections are no subjects and no names
    ("Thanks, Caroline! I love painting.", "Thanks, Melanie! I love pottery."),
    ("Wow, Maria, that sounds awesome!", "Hey Maria, great to chat again! A lot has happened."),
    # a cue that is denied, or part of an idiom, says nothing changed
    ("I'm working hard on my dance studio.", "I won't give up on my dance studio!"),
    ("Keep going after your dream studio!", "Don't give up on the studio, bud!"),
    ("We were looking for sponsors for the event.", "We ended up with great sponsors."),
    ("Any tips for baking bread?", "Any more tips for baking bread?"),
    # in a chat turn, a capitalised word that opens a sentence is not a name by itself
    ("Events like these energize us. I ran with everyone.",
     "A lot happened since we spoke. Feels like ages. I ran again."),
])
def test_chat_turns_are_not_conflicts(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


def test_each_speakers_i_is_their_own() -> None:
    old, new = "I live in Boston.", "I live in Denver."
    assert judge(old, new).outcome is Outcome.SUSPECTED_OUTDATED
    assert judge(old, new, old_speaker="Caroline", new_speaker="Caroline").conflict
    apart = judge(old, new, old_speaker="Caroline", new_speaker="Melanie")
    assert apart.outcome is Outcome.NONE
    assert apart.reason == "about someone or something else (Caroline / Melanie)"
    named = judge("I live in Boston.", "Caroline moved from Boston to Denver.",
                  old_speaker="Caroline", new_speaker="Melanie")
    assert named.outcome is Outcome.OUTDATED


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # the concept reference's example: reported speech, the perfect tense
    ("Xiao Ming said he is in a relationship with Xiao Hong.",
     "Xiao Ming said he has broken up with Xiao Hong.", Outcome.OUTDATED),
    # ... and a plain restatement of the break-up agrees with the reported one, both ways
    ("Xiao Ming said he has broken up with Xiao Hong.", "Xiao Ming broke up with Xiao Hong.",
     Outcome.NONE),
    ("Xiao Ming broke up with Xiao Hong.", "Xiao Ming said he has broken up with Xiao Hong.",
     Outcome.NONE),
    # told by someone else, about someone else: the fact is what counts
    ("Max lives in Berlin.", "Tom told me Max moved to Paris.", Outcome.OUTDATED),
    ("According to Ines, the shop opens at 9am.", "The shop opens at 9am.", Outcome.NONE),
    # a pronoun opening the reported clause stands for the teller
    ("Lea said her sister lives in Oslo.", "Lea's sister lives in Oslo.", Outcome.NONE),
    # "used to": over already; it agrees with a later state and ends a present one
    ("Zoe used to live in Leeds.", "Zoe lives in York now.", Outcome.NONE),
    ("Zoe sings in a choir.", "Zoe used to sing in a choir.", Outcome.OUTDATED),
    # one ending told in other words is the same ending
    ("Ravi stopped drinking coffee.", "Ravi no longer drinks coffee.", Outcome.NONE),
    ("Ravi drinks coffee.", "Ravi has stopped drinking coffee.", Outcome.OUTDATED),
    # a title's full stop does not end the sentence
    ("Dr. Weber works at the city hospital.", "Dr. Weber has retired from the city hospital.",
     Outcome.OUTDATED),
])
def test_reported_speech_aspect_and_agreement(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)

"""The offline judge, one construction at a time (issue 13): reported speech, subjects named
in other words, ends, denials, corrections, replacements and aspect. Each case is a class of
sentences, with a look-alike that must not be judged the same way."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_speech import plain

NONE, SUSPECTED = Outcome.NONE, Outcome.SUSPECTED_OUTDATED
OUTDATED, REPUDIATED = Outcome.OUTDATED, Outcome.REPUDIATED


@pytest.mark.parametrize(("text", "read"), [
    # "According to X," lets a pronoun opening the clause stand for X, like "X said"
    ("According to Paula, her son plays the drums.", "Paula's son plays the drums."),
    # a frame after what it reports
    ("His landlord has raised the rent, Kenji said.", "Kenji's landlord has raised the rent."),
    ("The market opens at 7am, says Ada.", "The market opens at 7am."),
    # "told me that was ...": "that" is what was said, not "that" introducing it; a later
    # clause's pronoun is the teller when no one else was named before it
    ("Rosa told me that was a rumour and she is not moving.",
     "That was a rumour and Rosa is not moving."),
    # ... but not when someone else was: "he" is the brother
    ("Ines said her brother moved to Porto and he likes it.",
     "Ines's brother moved to Porto and he likes it."),
    # a particle verb's particle is read next to it; "got the X wrong" is a correction
    ("Mo handed the keys over to his sister.", "Mo handed over the keys to his sister."),
    ("I got the time wrong, the bus leaves at 9.", "I got it wrong, the bus leaves at 9."),
])
def test_the_text_the_judge_reads(text: str, read: str) -> None:
    assert plain(text) == read


@pytest.mark.parametrize(("old", "new", "outcome"), [
    ("According to Paula, her son plays the drums.", "Paula said her son has given up the drums.",
     OUTDATED),
    ("Kenji said his rent is 600 euros.", "His landlord has raised the rent to 650 euros, Kenji "
     "said.", OUTDATED),
    ("Rosa told me she is moving to Rome.", "Rosa told me that was a rumour and she is not "
     "moving to Rome.", REPUDIATED),
    # told again with another frame, the same fact
    ("According to Paula, her son plays the drums.", "Paula's son plays the drums.", NONE),
])
def test_reported_speech_frames(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # the owner and the thing owned, named by its noun or by the name the other gives it
    ("My bike is a red Brompton.", "I swapped the Brompton for a cargo bike.", OUTDATED),
    ("We pay 30 euros a month for the gym.", "Our gym fee went up to 35 euros a month.",
     OUTDATED),
    ("We have a cat called Pixel.", "Our cat Pixel died in May.", OUTDATED),
    # a definite reference by the head noun, after a correction
    ("Lina's cousin's party is on 3 June.", "Lina mixed up the dates and the party is on "
     "10 June.", REPUDIATED),
    # a compound that narrows the subject
    ("The course costs 90 pounds.", "The course fee increased to 110 pounds.", OUTDATED),
    # look-alikes: a possessor alone is someone else; a place named by another's move
    ("Anna works at Siemens.", "Anna's husband works at Bosch.", NONE),
    ("Sami lives in Turku.", "Sami's parents moved from Turku to Oulu.", NONE),
    # an end of something else done to the same thing
    ("Omar's car is a Mazda.", "Omar no longer washes his car himself.", NONE),
])
def test_subjects_named_in_other_words(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a death ends whatever the old memory says of the one who died
    ("Tariq's uncle runs a bakery in Leeds.", "Tariq's uncle passed away in the spring.",
     OUTDATED),
    ("Tariq's uncle ran a bakery in Leeds.", "Tariq's uncle passed away in the spring.", NONE),
    # particle verbs with their object in between, or right after
    ("Mo is the treasurer of the club.", "Mo handed the club's accounts over to a new "
     "treasurer.", OUTDATED),
    ("Grandad has a moustache.", "Grandad shaved off his moustache.", OUTDATED),
    # the object of the end is what the old memory says
    ("Zeynep plays the harp in a trio.", "Zeynep has given up the harp.", OUTDATED),
    ("Zeynep plays the harp in a trio.", "Zeynep has given up coffee.", NONE),
])
def test_ends(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # what one has, denied, whatever else the old memory says of it
    ("Olu has a sister named Ada.", "Olu doesn't have a sister; Ada is his aunt.", REPUDIATED),
    ("Olu has two sons.", "Olu has no daughters.", NONE),
    # what one is, denied by its head noun without a new qualification
    ("Kai is a certified diver.", "Kai isn't a diver at all, he sells diving gear.", REPUDIATED),
    ("Kai is a keen diver.", "Kai is not a professional diver.", NONE),
    # inflections of a correction cue
    ("Bea's husband is a dentist.", "People confuse Bea's husband with his brother: he is a "
     "surgeon, not a dentist.", REPUDIATED),
])
def test_denials_and_corrections(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # "instead of" naming what the old memory says
    ("Ilse drives to the office.", "Ilse now walks to the office instead of driving.", OUTDATED),
    ("Ilse drives to the office.", "Ilse now brings lunch instead of buying it.", NONE),
    # the perfect with a changed value reports a change; the continuative perfect does not
    ("The club charges 50 euros a year.", "The club has put the fee up to 60 euros a year.",
     OUTDATED),
    ("Lisa is 34 years old.", "Lisa has lived in Munich for 10 years.", NONE),
    # a word before a job belongs to it: another job, no cue
    ("Yara is a civil engineer.", "Yara is a teacher.", SUSPECTED),
    # a move changes where one lives, even when the home is described ("a flat in ...")
    ("Nils lives in a flat in Malmo.", "Nils moved to a cottage in Lund.", OUTDATED),
])
def test_replacements_aspect_and_values(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # an old memory that already tells the loss, in any form ("Losing my job"), agrees with
    # a later turn that mentions it again
    ("Thanks, Ana! I'm set on making this bakery work. Losing my job was rough but it pushed "
     "me to do what I love.", "Thanks! Things have been rough since I lost my job, but I'm "
     "sure my time in the bakery will pay off.", NONE),
    ("I work at the mill.", "I lost my job at the mill.", OUTDATED),
    # "since" opening a clause says when, not that something changed
    ("Hey Bo, I'm no cook, but last Monday I taught a cooking class!",
     "Hey Bo, it's been days since we talked. Last Friday I went to a concert.", NONE),
    ("The pool opens at 7am.", "Since March the pool opens at 8am.", OUTDATED),
    # "any more" before "since" / "because" still ends its clause
    ("Kit keeps goats.", "Kit doesn't keep goats any more since the barn burned down.",
     OUTDATED),
])
def test_chat_turns_and_clause_ends(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)


def test_one_of_counts_nothing() -> None:
    from ebbing.lifecycle.rules.judge_text import analyze

    assert analyze("one of my trips").tokens[0].kind is None
    assert analyze("one cat").tokens[0].kind == "number"


@pytest.mark.parametrize(("old", "new", "outcome"), [
    # a relation that holds both ways, told from the other side, is the same fact
    ("Mei said she is married to Omar.", "Omar said he is married to Mei.", NONE),
    ("Mei is married to Omar.", "Mei is married to Karl.", SUSPECTED),
])
def test_symmetric_relations(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome, judge(old, new)

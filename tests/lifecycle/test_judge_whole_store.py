"""Turns of a chat told one message at a time that the English judge read as changes of an
older turn they are not about (bench/locomo_said.py on heldout10-12 and LoCoMo dev showed the
kinds): a question states nothing ("Did Fergus settle in the new school?"); a cue graded by
a degree word is a feeling ("deeply moved", "a bit lost"); "the quiet one" counts nothing;
"sold the old Fiat" ends the Fiat, not what else the old turn calls old; cakes that "sold out"
ended no fair; a name in another sentence than the attribute it would fill ("the club dinner
... a toast in Gaelic") changes no club. Each is paired with the change it must still be read
as; a second trip ("I took the bus to Penrith on Tuesday") told beside "now" in another
clause is not the first trip moved; an amount said of something else ("a cheque for five
hundred" / "new glasses, nine hundred") changes no amount; "good news from Kendal" leaves
no Kendal behind when the change cue is in another clause. Sentences written for this test,
in no dataset."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_asked import asserted

CHANGES = (Outcome.OUTDATED, Outcome.REPUDIATED, Outcome.SUSPECTED_OUTDATED)


@pytest.mark.parametrize(("old", "old_who", "new", "new_who"), [
    # a question asks; its cue changes nothing
    ("I remember the Easter you fell in the river at Lismore.", "Ines",
     "Ten already. I keep the card you sent on the fridge. Did Fergus settle in the new "
     "school?", "Ines"),
    # a feeling graded by a degree word is no change
    ("We will walk the Causeway on Sunday the 4th after the service.", "Orla",
     "We walked it. The Americans were deeply moved.", "Orla"),
    ("Siobhan's girl Aoife passed her exams yesterday.", "Agnes",
     "Aoife got her place. Siobhan is proud and a bit lost, she is the last at home.", "Agnes"),
    # "the quiet one" is no count
    ("Of my three nephews Ruairi was always the quiet one.", "Conall",
     "Ruairi wants to spend five days with us now.", "Conall"),
    # what was sold is the head of what follows the cue, not an adjective it shares
    ("I have a big garden with two old apple trees and a shed.", "Mairead",
     "I finally sold the old Fiat to the lad next door.", "Mairead"),
    # the attribute named in another sentence: the club is not what the toast is in
    ("I've joined the rowing club at Putney.", "Hamid",
     "The rowing club dinner is on the 9th. I've been asked to give a toast in Gaelic.",
     "Hamid"),
    # a second trip told beside "since"/"now" in another clause is not the first one moved
    ("On Friday I took the bus to Kendal for the eye test.", "Wilf",
     "The drops worked, so now I can read again. I took the bus to Penrith on Tuesday for "
     "the market.", "Wilf"),
    # an amount of something else: the cheque is not what the glasses cost
    ("I will post you a cheque for five hundred pounds. No arguing.", "Bronagh",
     "That is kind. I got my new glasses on Friday. Nine hundred pounds and the NHS pays "
     "nothing.", "Bronagh"),
    # news "from Kendal" is no place left behind: the cue is in another clause
    ("I drove to Kendal on Friday for the eye test.", "Wilf",
     "Good news from Kendal, the eyes are fine. I have been driving again since the 3rd. I "
     "drove to Penrith on Friday for the market.", "Wilf"),
    # sold out: the cakes ran out, the fair did not end
    ("The school fair is on Saturday the 12th and I am baking flapjacks.", "Bernadette",
     "The fair was great and the flapjacks sold out by ten.", "Bernadette"),
])
def test_no_change(old: str, old_who: str, new: str, new_who: str) -> None:
    verdict = judge(old, new, old_speaker=old_who, new_speaker=new_who)
    assert verdict.outcome is Outcome.NONE, verdict


@pytest.mark.parametrize(("old", "new"), [
    # a statement beside a question still changes what it says
    ("Tomas lives in a flat in Bergen.", "Tomas moved to Trondheim in March. Did you know?"),
    # a question framing the teller's own news still tells it
    ("I live in Galway.", "Did I tell you I moved to Cork last month?"),
    # the head of what was sold is in the old memory
    ("I drive an old green horsebox to the shows.", "I sold the old horsebox on Friday."),
    # the same amount's clause shares the thing charged: a change
    ("Our landlord charges 900 a month.", "The landlord has raised it to 950 a month."),
    # a habit said now, against a past trip: still a change
    ("We went to Cork in May.", "We now go to Kerry every May."),
    # the attribute said with the new value: a change
    ("I've joined the choir at St Jude's.", "I've joined the choir at St Mary's."),
    # a change not graded by a degree word stays a change
    ("The dentist appointment is on Tuesday.", "The dentist appointment moved to Friday."),
])
def test_still_a_change(old: str, new: str) -> None:
    assert judge(old, new).outcome in CHANGES


def test_asserted_keeps_statements_and_framed_questions() -> None:
    assert asserted("I'm home. How is the dog?") == "I'm home."
    assert asserted("Guess what? I quit.") == "I quit."
    assert asserted("You moved to Leeds, didn't you?") == "You moved to Leeds, didn't you?"
    assert asserted("Did I tell you I moved to Leeds?") == "I moved to Leeds."
    assert asserted("Is it raining?") == ""

"""Chat turns that only look like a change: a person spoken to ("Hey Priti,", "小王,")
is not who the turn is about; "breaking up my revision into chunks" breaks up no couple;
"getting lost in a novel" loses nothing; "one another" counts nothing; "never had a chance
to go" corrects nothing; "all the work is paying off" is effort, not a job. Each is paired
with the change it must still be read as. Sentences written for this test, in no dataset
(LoCoMo's replay, bench/conflicts.py --locomo, showed the kinds)."""

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CHANGES = (Outcome.OUTDATED, Outcome.REPUDIATED, Outcome.SUSPECTED_OUTDATED)


@pytest.mark.parametrize(("old", "old_who", "new", "new_who"), [
    # spoken to, not spoken of: the teller's own laptop, not Priti's
    ("I finally have a laptop that keeps up with my editing.", "Priti",
     "Hey Priti, long week! My laptop died on Tuesday and I lost every draft.", "Dov"),
    ("I have a little herb garden on the balcony.", "Marguerite",
     "Thanks, Marguerite! I sold my balcony chairs, so the garden looks bare now.", "Olu"),
    # something else broken up, split up
    ("You and your husband looked so happy at the lake.", "Kasia",
     "I keep breaking up my revision into forty-minute chunks.", "Kasia"),
    ("My girlfriend Wren loves board games.", "Teodor",
     "We always split up the bill when we eat out.", "Teodor"),
    # lost in something: absorbed, not losing it
    ("Every photo in this album has a story behind it.", "Amadou",
     "Yes, Amadou! I get lost in old photo stories for hours.", "Ilse"),
    # one another is no count
    ("We love watching the two cats chase one another.", "Saoirse",
     "The cats are fine now that the flat has room for three.", "Saoirse"),
    # a missed chance is no correction
    ("I lost my job at the call centre in March.", "Benedikt",
     "Lisbon sounds lovely! I never had a chance to go there.", "Benedikt"),
    # effort is no job
    ("All the work on the allotment is paying off, the beans are huge.", "Hollis",
     "Losing my job last year was hard, but the allotment kept me sane.", "Hollis"),
])
def test_a_chat_turn_that_only_looks_like_a_change_is_none(
        old: str, old_who: str, new: str, new_who: str) -> None:
    verdict = judge(old, new, old_speaker=old_who, new_speaker=new_who)
    assert verdict.outcome not in CHANGES, verdict


@pytest.mark.parametrize(("old", "old_who", "new", "new_who"), [
    ("I have a red road bike.", "Priti", "Hey Dov, someone stole my red road bike!", "Priti"),
    ("My girlfriend Wren loves board games.", "Teodor",
     "Wren and I broke up last month.", "Teodor"),
    ("I have a silver camera.", "Amadou", "I lost my silver camera on the ferry.", "Amadou"),
    ("I have one cat.", "Saoirse", "I have three cats now.", "Saoirse"),
    ("I work at the call centre on Dock Road.", "Benedikt",
     "I lost my job at the call centre in March.", "Benedikt"),
    ("I have a brother in Leeds.", "Hollis", "I was wrong, I never had a brother.", "Hollis"),
])
def test_the_change_itself_is_still_read(old: str, old_who: str, new: str,
                                          new_who: str) -> None:
    verdict = judge(old, new, old_speaker=old_who, new_speaker=new_who)
    assert verdict.outcome in CHANGES, verdict


@pytest.mark.parametrize(("new", "new_who", "expected"), [
    ("小王,我的自行车被偷了。", "小李", Outcome.NONE),  # 小李's bike; 小王 only spoken to
    ("小李,我的自行车被偷了。", "小王", Outcome.OUTDATED),  # 小王's own, told to 小李
    ("李姐啊,我的自行车被偷了。", "小王", Outcome.OUTDATED),
])
def test_a_chinese_turn_is_about_its_teller_not_whom_it_addresses(
        new: str, new_who: str, expected: Outcome) -> None:
    verdict = judge("我有一辆红色自行车。", new, old_speaker="小王", new_speaker=new_who)
    assert verdict.outcome is expected, verdict

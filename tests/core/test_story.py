"""Questions asking how something went over time (core/questions.py `asks_story`), and the
settings they get (retrieval/lists.py `for_lists`). Fresh sentences, in no dataset."""

from __future__ import annotations

from ebbing.core.questions import asks_story
from ebbing.core.rankparams import RankParams
from ebbing.retrieval.lists import for_lists


def test_questions_asking_for_an_account() -> None:
    assert asks_story("How did Ines's allotment turn out this year?")
    assert asks_story("how has bodo's shoulder recovered since the fall?")
    assert asks_story("how did the search for a flat play out")
    assert asks_story("What has happened with the roof?")
    assert asks_story("what's happened to the choir since spring?")
    assert asks_story("What has Rex been up to lately?")
    assert asks_story("what do we know about ines's uncle?")
    assert asks_story("Tell me about Bodo's move to Leipzig")
    assert asks_story("who is Halvard and how does he come up?")
    assert asks_story("How have Ines's opening hours changed?")


def test_questions_asking_one_thing_are_not() -> None:
    assert not asks_story("How did Ines get to Leipzig?")
    assert not asks_story("How long did the move take?")
    assert not asks_story("How many cats does Bodo have?")
    assert not asks_story("What did Rex eat?")
    assert not asks_story("Where did Ines go in May?")
    assert not asks_story("Who told Bodo about the flat?")
    assert not asks_story("How did Ines's first pottery sale go?")
    assert not asks_story("how did the last rehearsal turn out")


def test_a_story_question_gets_its_own_spread_and_gather() -> None:
    params = RankParams(story_spread=1, story_gather=0.0)
    story = for_lists(params, "How did Ines's allotment turn out?")
    assert (story.spread, story.gather) == (1, 0.0)
    plain = for_lists(params, "What did Rex eat?")
    assert (plain.spread, plain.gather) == (params.spread, params.gather)
    off = for_lists(RankParams(story_spread=0), "How did Ines's allotment turn out?")
    assert (off.spread, off.gather) == (RankParams().spread, RankParams().gather)


def test_a_story_question_can_weigh_its_teller_more() -> None:
    params = RankParams(story_spread=1, story_character=0.6)
    assert for_lists(params, "how has Bodo's shoulder recovered?").character_weight == 0.6
    assert for_lists(params, "What did Rex eat?").character_weight == params.character_weight
    unset = RankParams(story_spread=1, story_character=-1.0)
    assert for_lists(unset, "how has Bodo's shoulder recovered?").character_weight == (
        unset.character_weight)

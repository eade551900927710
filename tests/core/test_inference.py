"""Questions asking for an inference about someone or a yes-or-no judgement
(core/inference.py), and the speaker boost they get (retrieval/lists.py `for_lists`).
Fresh sentences, in no dataset."""

from __future__ import annotations

from ebbing.core.inference import asks_inference, asks_judgement
from ebbing.core.rankparams import RankParams
from ebbing.retrieval.lists import for_lists


def test_questions_asking_what_is_likely() -> None:
    assert asks_inference("Would Ines enjoy a week of hill walking in Snowdonia?")
    assert asks_inference("would bodo mind looking after the tortoise")
    assert asks_inference("Could Halvard run a bakery on his own?")
    assert asks_inference("What might Bodo's job be?")
    assert asks_inference("what kind of gift would ines like for her birthday")
    assert asks_inference("Is Ines likely to sell the narrowboat?")
    assert asks_inference("Would Bodo be considered a patient teacher?")
    assert asks_inference("which city would halvard probably move to")


def test_questions_asking_what_was_told_are_not() -> None:
    assert not asks_inference("What did Ines buy at the boot sale?")
    assert not asks_inference("Will Bodo come to the regatta?")  # a plan, told as a fact
    assert not asks_inference("When would Ines be free to help with the move?")  # a date
    assert not asks_inference("How much would the new boiler have cost?")  # an amount
    assert not asks_inference("Where does Halvard keep his canoe?")
    assert not asks_inference("Who taught Bodo to weld?")


def test_questions_to_answer_yes_or_no() -> None:
    assert asks_judgement("is bodo a patient teacher")
    assert asks_judgement("Does Ines like the new flat more than the old one?")
    assert asks_judgement("was halvard nervous before the recital?")
    assert not asks_judgement("What is Bodo nervous about?")
    assert not asks_judgement("When is the recital?")
    assert not asks_judgement("Who lent Halvard the van?")


def test_the_speaker_boost_for_an_inference() -> None:
    params = RankParams(character_weight=0.1, infer_character=0.6)
    assert for_lists(params, "Would Ines enjoy hill walking?").character_weight == 0.6
    assert for_lists(params, "What did Ines buy?").character_weight == 0.1
    assert for_lists(params, "is ines a good sailor").character_weight == 0.1  # forms 1
    both = RankParams(character_weight=0.1, infer_character=0.6, infer_forms=2)
    assert for_lists(both, "is ines a good sailor").character_weight == 0.6
    off = RankParams(character_weight=0.1, infer_character=-1.0)  # below 0: the usual
    assert for_lists(off, "Would Ines enjoy hill walking?").character_weight == 0.1

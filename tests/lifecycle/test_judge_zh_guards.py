"""Look-alikes the Chinese judge keeps apart from changes (docs/languages.md, "The Chinese
judge, session 11"): a day said in one clause holds for the next (今天睡过头了,七点半才起: 起 in
起床 is no "from then on"); a change once something is done or after a span (等过完年就,
还有五年就, 快退休了) is ahead; a rank in the place the old memory names (在电子厂当上了组长)
is no other job; someone's partner moved within a job (男朋友调到了急诊科) says nothing of the job.
Fresh pairs, in no dataset; the changes beside them still count."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

LOOK_ALIKES = [  # none
    ("桂珍每天早上五点半起床。", "桂珍今天闹钟没响，八点才起。"),
    ("我爸每天抽一包烟。", "我爸说等孙子出生就把烟戒了。"),
    ("我每个月还四千车贷。", "车贷还有两年就还清了。"),
    ("秋生在电子厂上班。", "秋生在电子厂当上了组长，工资涨了五百。"),
    ("小倩的男朋友是医生。", "小倩的男朋友调到了急诊科。"),
    ("我姐夫在电力局工作。", "我姐夫在电力局干了二十年了，快退休了。"),  # soon, not yet
]
CHANGES = [  # outdated
    ("桂珍每天早上五点半起床。", "桂珍退休以后，每天八点才起。"),
    ("我爸每天抽一包烟。", "我爸过完年就把烟戒了，到现在一根没抽。"),
    ("秋生在电子厂当普工。", "秋生在电子厂当上了组长。"),
    ("小倩的男朋友在人民医院上班。", "小倩的男朋友调到了市中心医院。"),
    ("我姐夫在电力局工作。", "我姐夫在电力局干了二十年，很快就退休了，现在天天钓鱼。"),
]


@pytest.mark.parametrize(("old", "new"), LOOK_ALIKES)
def test_a_look_alike_is_no_change(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.NONE


@pytest.mark.parametrize(("old", "new"), CHANGES)
def test_the_change_beside_it_still_counts(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED

"""General faults the held-out split zh17 showed after its figure was taken (docs/languages.md,
"The Chinese judge, session 11"): a number replaced by a new one (换了个新号), 关张 closing a
shop, a school level moved up with 升, a clause told as past (以前…住了二十年) giving no value
now, a rumour in a group (厂里传). Fresh pairs, none of zh17's sentences."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import pytest

from ebbing.lifecycle.rules.judge import Outcome, judge

CASES = [
    ("阿飞的微信号是afei88。", "阿飞换了个新号，原来那个不用了。", Outcome.OUTDATED),
    ("老康在夜市开了家烧烤摊。", "老康的烧烤摊上个月关张了。", Outcome.OUTDATED),
    ("果果在幼儿园上小班。", "果果这学期升中班了。", Outcome.OUTDATED),
    ("杏花住在县城的老街上。", "杏花以前在乡下住了二十年，现在住县城还不太习惯。", Outcome.NONE),
    ("杏花住在县城的老街上。", "杏花以前住在乡下，去年搬到市里了。", Outcome.OUTDATED),
    ("阿飞和他女朋友挺好的。", "厂里传阿飞跟他女朋友分了。", Outcome.SUSPECTED_OUTDATED),
]


@pytest.mark.parametrize(("old", "new", "outcome"), CASES)
def test_general_faults_seen_on_zh17(old: str, new: str, outcome: Outcome) -> None:
    assert judge(old, new).outcome is outcome

"""A name right after the nouns that say who someone is ("my brother Tom") is the subject:
a later memory that writes the name alone is about the same person. Sentences written for
this test, in no dataset."""

from __future__ import annotations

from datetime import timedelta

import pytest
from lifecycle_support import T0

from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.models import Status
from ebbing.service import MemoryService


@pytest.mark.parametrize(("old", "new"), [
    ("My cousin Wiebke lives in Utrecht.", "Wiebke moved to Groningen in the spring."),
    ("Our landlord Okafor works at the port authority.", "Okafor retired last month."),
    ("Wiebke lives in Utrecht.", "My cousin Wiebke moved to Groningen."),
])
def test_the_named_relative_is_the_subject(old: str, new: str) -> None:
    assert judge(old, new).outcome is Outcome.OUTDATED


def test_a_possessor_is_not_the_subject() -> None:
    # "Wiebke's son" is not Wiebke: her move says nothing of where he lives
    verdict = judge("Wiebke's son lives in Utrecht.", "Wiebke moved to Groningen.")
    assert verdict.outcome is Outcome.NONE


def test_remember_finds_it_end_to_end(svc: MemoryService) -> None:
    old = svc.remember("My cousin Wiebke lives in Utrecht.", now=T0)
    done = svc.remember_checked("Wiebke moved to Groningen in the spring.",
                                now=T0 + timedelta(days=90))
    assert [c.memory.id for c in done.changes] == [old.id]
    assert svc.get(old.id).status is Status.OUTDATED

# ruff: noqa: RUF001
"""What still holds of a memory contradicted in part is kept as a memory of its own
(lifecycle/remainder.py). Sentences written for this test, in no dataset."""

from __future__ import annotations

from datetime import timedelta

import pytest
from lifecycle_support import T0

from ebbing.lifecycle.remainder import KEY, clauses, untouched
from ebbing.models import Status
from ebbing.service import MemoryService


def at(days: int) -> dict[str, object]:
    return {"now": T0 + timedelta(days=days)}


@pytest.mark.parametrize(("text", "parts"), [
    ("My uncle is called Bram and he drives a tram in Ghent.",
     ["My uncle is called Bram", "he drives a tram in Ghent."]),
    ("Pia keeps bees. She sells the honey at the market.",
     ["Pia keeps bees.", "She sells the honey at the market."]),
    ("Jon and Ada run a bakery.", ["Jon and Ada run a bakery."]),
    ("我表哥叫周凯，他在青岛开出租车。", ["我表哥叫周凯，", "他在青岛开出租车。"]),
])
def test_clauses_are_cut_where_a_subject_opens(text: str, parts: list[str]) -> None:
    assert [text[a:b] for a, b in clauses(text)] == parts


@pytest.mark.parametrize(("old", "new", "rest"), [
    ("My uncle is called Bram and he drives a tram in Ghent.",
     "Bram quit his job at the tram company in spring.", "My uncle is called Bram."),
    ("我表哥叫周凯，他在青岛开出租车。", "周凯上个月辞职了，不开出租了。", "我表哥叫周凯。"),
    ("Lena speaks three languages and she teaches yoga on Tuesdays.",
     "Lena stopped teaching yoga after the summer.", "Lena speaks three languages."),
])
def test_what_still_holds_is_kept(svc: MemoryService, old: str, new: str, rest: str) -> None:
    first = svc.remember(old, character="Lotte", tags=["family"], **at(0))
    done = svc.remember_checked(new, character="Lotte", **at(40))
    (change,) = done.changes
    assert change.memory.id == first.id and change.memory.status is Status.OUTDATED
    kept = change.kept
    assert kept is not None and kept.content == rest
    assert kept.status is Status.VALID and kept.metadata[KEY] == first.id
    assert kept.character == "Lotte" and kept.tags == ["family"]
    assert kept.occurred_at == first.occurred_at
    stored = svc.get(first.id)
    assert stored.content == old  # the person's words stay whole
    assert stored.change_log[-1].affected_part not in (None, old)
    assert svc.get(kept.id).content == rest


@pytest.mark.parametrize(("old", "new"), [
    ("Ines lives in Porto.", "Ines moved to Lisbon in March."),           # one clause
    ("Ines lives in Porto and she loves the river.",                       # the first clause
     "Ines moved to Lisbon in March."),
    ("小林住在苏州，养了一只柯基。", "小林上周搬到无锡了。"),
])
def test_nothing_is_kept_when_the_conflict_is_in_the_first_clause(
        svc: MemoryService, old: str, new: str) -> None:
    svc.remember(old, **at(0))
    done = svc.remember_checked(new, **at(30))
    assert done.changes and all(c.kept is None for c in done.changes)
    assert len(svc.list()) == 2


def test_a_suspected_memory_keeps_no_remainder(svc: MemoryService) -> None:
    svc.remember("My uncle is called Bram and he drives a tram in Ghent.", **at(0))
    done = svc.remember_checked("I heard Bram may have quit his job at the tram company.",
                                **at(40))
    assert all(c.kept is None for c in done.changes)


def test_a_rest_the_newer_memory_speaks_of_is_not_kept(svc: MemoryService) -> None:
    # without the old memory's second clause, the rules find no conflict; but the rest
    # (never takes medicine) is what the newer memory changed in other words
    old = "蒲阿姨身体硬朗，血压一直正常，从来不吃药。"
    svc.remember(old, **at(0))
    done = svc.remember_checked("蒲阿姨体检查出血压高，每天早上吃一颗降压药。", **at(30))
    assert done.changes and all(c.kept is None for c in done.changes)
    assert not untouched("蒲阿姨身体硬朗，从来不吃药。", "蒲阿姨每天早上吃一颗降压药。")
    assert untouched("Lena speaks three languages.", "Lena stopped teaching yoga.")

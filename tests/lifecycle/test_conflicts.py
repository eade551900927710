"""Conflict detection on remember and over a store (reconcile), with the offline judge."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from lifecycle_support import T0, log_bytes

from ebbing.config import Settings
from ebbing.errors import InvalidInput
from ebbing.models import Lifecycle, Status
from ebbing.service import MemoryService


def at(days: int) -> dict[str, object]:
    return {"now": T0 + timedelta(days=days)}


def test_remember_marks_the_contradicted_memory_and_links_it(svc: MemoryService) -> None:
    berlin = svc.remember("Max lives in Berlin.", **at(0))
    siemens = svc.remember("Anna works at Siemens.", **at(1))
    done = svc.remember_checked("Max moved from Berlin to Paris last month.", **at(30))
    assert done.judge == "offline" and done.checked >= 1
    (change,) = done.changes
    old = svc.get(berlin.id)
    assert change.memory.id == berlin.id and old.status is Status.OUTDATED
    assert old.linked_new_memory_id == done.memory.id
    (entry,) = old.change_log
    assert entry.reason == "offline judge: 'moved': place changed for Max (Berlin -> Paris)"
    assert entry.affected_part == "lives: Berlin -> Paris"
    assert entry.trigger_memory_id == done.memory.id
    assert entry.trigger_excerpt == "Max moved from Berlin to Paris last month."
    assert svc.get(siemens.id).status is Status.VALID
    assert svc.get(done.memory.id).status is Status.VALID


@pytest.mark.parametrize(("old", "new", "status"), [
    ("Tom is allergic to peanuts.", "Correction: Tom is allergic to shellfish, not peanuts.",
     Status.REPUDIATED),
    ("Dad's flight lands at 6pm.", "Dad's flight lands at 9pm.", Status.SUSPECTED_OUTDATED),
    ("Anna likes tea.", "Anna likes coffee too.", Status.VALID),
    ("Max lives in Berlin.", "Anna lives in Paris.", Status.VALID),
])
def test_each_outcome_becomes_a_status(svc: MemoryService, old: str, new: str,
                                       status: Status) -> None:
    first = svc.remember(old, **at(0))
    svc.remember(new, **at(1))
    assert svc.get(first.id).status is status


def test_detection_can_be_turned_off(ebbing_home: Path) -> None:
    off = MemoryService(Settings(home=ebbing_home, conflict_detection=False))
    old = off.remember("Max lives in Berlin.", **at(0))
    done = off.remember_checked("Max moved from Berlin to Paris.", **at(1))
    assert done.judge is None and not done.changes
    assert off.get(old.id).status is Status.VALID
    on = MemoryService(Settings(home=ebbing_home))
    on.remember("Max moved from Berlin to Rome.", check_conflicts=False, **at(2))
    assert on.get(old.id).status is Status.VALID


def test_only_believed_older_memories_are_candidates(svc: MemoryService) -> None:
    archived = svc.remember("Lisa drives a red Honda Civic.", **at(0))
    svc.forget(archived.id)
    outdated = svc.remember("Lisa drives a Ford Focus.", **at(1))
    svc.supersede(outdated.id, text="Lisa drives a bike now.", reason="sold it", **at(2))
    done = svc.remember_checked("Lisa sold her car and now drives a Tesla.", **at(3))
    assert {c.memory.id for c in done.changes} <= {m.id for m in svc.list()}
    assert svc.get(archived.id).status is Status.VALID
    assert svc.get(archived.id).lifecycle is Lifecycle.ARCHIVED
    assert len(svc.get(outdated.id).change_log) == 1


def test_a_bad_llm_setting_stores_nothing(ebbing_home: Path) -> None:
    svc = MemoryService(Settings(home=ebbing_home, conflict_judge="llm"))
    with pytest.raises(InvalidInput, match="EBBING_LLM_BASE_URL"):
        svc.remember("Max lives in Berlin.")
    assert svc.list() == []


def test_reconcile_is_a_dry_run_until_applied(svc: MemoryService) -> None:
    old = svc.remember("Our rent is 1200 euros a month.", **at(0))
    svc.remember("Sarah moved to London in 2015.", **at(1))
    new = svc.remember("The landlord raised our rent to 1350 euros a month.",
                       check_conflicts=False, **at(2))
    before = log_bytes(svc)
    dry = svc.reconcile()
    assert not dry.applied and not dry.changes and dry.memories == 3
    assert [(f.old.id, f.new.id, f.verdict.outcome.value) for f in dry.findings] == [
        (old.id, new.id, "outdated")]
    assert log_bytes(svc) == before
    done = svc.reconcile(apply=True, now=T0 + timedelta(days=3))
    assert [c.memory.id for c in done.changes] == [old.id]
    assert svc.get(old.id).linked_new_memory_id == new.id
    assert svc.reconcile(apply=True).changes == []  # idempotent


def test_a_decision_a_person_overruled_is_not_made_again(svc: MemoryService) -> None:
    old = svc.remember("Max lives in Berlin.", **at(0))
    svc.remember("Max lives in Paris.", **at(1))
    assert svc.get(old.id).status is Status.SUSPECTED_OUTDATED
    svc.validate(old.id, reason="Paris is his second home", **at(2))
    assert svc.reconcile().findings == []


def test_reconcile_orders_memories_stored_at_the_same_time(svc: MemoryService) -> None:
    first, second = svc.remember_batch([
        {"content": "Chen lives in Shanghai.", "now": T0},
        {"content": "Chen lives in Beijing.", "now": T0}])
    found = svc.reconcile().findings
    assert [(f.old.id, f.new.id) for f in found] == [(first.id, second.id)]


def test_reported_break_up_outdates_and_a_restatement_changes_nothing(
        svc: MemoryService) -> None:
    """The concept reference's example, through remember: a change log and a link."""
    dating = svc.remember("Xiao Ming said he is in a relationship with Xiao Hong.", **at(0))
    told = svc.remember_checked("Xiao Ming said he has broken up with Xiao Hong.", **at(20))
    (change,) = told.changes
    old = svc.get(dating.id)
    assert change.memory.id == dating.id and old.status is Status.OUTDATED
    assert old.linked_new_memory_id == told.memory.id
    assert old.change_log[0].reason == (
        "offline judge: 'broken up': the relationship of Xiao Hong and Xiao Ming ended")
    again = svc.remember_checked("Xiao Ming broke up with Xiao Hong.", **at(25))
    assert not again.changes
    assert svc.get(told.memory.id).status is Status.VALID

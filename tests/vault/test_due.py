"""Which memories are due for promotion, with exact figures (beta 0.6, half-life 3 days)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from vault_support import T0

from ebbing.core.promotion import PromoteParams, due_reason, uses_within
from ebbing.models import Lifecycle, Status
from ebbing.service import MemoryService
from ebbing.store.uses import touch_times
from ebbing.vault.promote import find_due, promote_due


def day(n: float):
    return T0 + timedelta(days=n)


def test_a_memory_that_is_merely_new_is_not_due(svc: MemoryService) -> None:
    fresh = svc.remember("A brand new memory", now=T0)
    assert svc.score(fresh, T0) == pytest.approx(1.0)  # above 0.65, but only for being new
    assert find_due(svc, T0) == []


def test_score_rule_once_used_exact_threshold(svc: MemoryService) -> None:
    m = svc.remember("Max moved to Berlin", now=T0)
    svc.touch(m.id, now=T0)
    # score = 2^0.6 * 1.1 * 0.5^(t/3): 0.6617 after 4.0 days, 0.6317 after 4.2 days
    assert svc.score(m.id, day(4.0)) == pytest.approx(2**0.6 * 1.1 * 0.5 ** (4 / 3))
    due = find_due(svc, day(4.0))
    assert [(d.memory.id, d.reason) for d in due] == [(m.id, "score")]
    assert due[0].score == pytest.approx(0.66166, abs=1e-5)
    assert find_due(svc, day(4.2)) == []


def test_five_uses_within_fourteen_days(svc: MemoryService) -> None:
    m = svc.remember("The wifi password is on the fridge", now=T0)
    for n in range(3, 8):  # uses on days 3, 4, 5, 6, 7
        svc.touch(m.id, now=day(n))
    # day 16: the window [day 2, day 16] holds all 5; the score is only
    # 6^0.6 * 1.5 * 0.5^(9/3) = 0.549, so the uses make it due
    due = find_due(svc, day(16))
    assert [(d.memory.id, d.reason, d.recent_uses) for d in due] == [(m.id, "uses", 5)]
    assert due[0].score == pytest.approx(6**0.6 * 1.5 * 0.125)
    # day 17.5: the window starts at day 3.5, so 4 uses; score 0.388: not due
    assert find_due(svc, day(17.5)) == []


def test_uses_folded_by_compaction_do_not_count(svc: MemoryService) -> None:
    m = svc.remember("Lunch is at noon", now=T0)
    for n in range(3, 8):
        svc.touch(m.id, now=day(n))
    assert [d.memory.id for d in find_due(svc, day(16))] == [m.id]
    svc.compact()  # touches become use_count 5; their times are gone
    assert svc.get(m.id).use_count == 5
    assert find_due(svc, day(16)) == []


def test_outdated_repudiated_promoted_and_archived_are_not_due(svc: MemoryService) -> None:
    ids = []
    for text in ("valid", "outdated", "repudiated", "promoted", "archived"):
        m = svc.remember(f"memory {text}", now=T0)
        svc.touch(m.id, now=T0)
        ids.append(m.id)
    svc.edit(ids[1], status=Status.OUTDATED, now=T0)
    svc.edit(ids[2], status=Status.REPUDIATED, now=T0)
    svc.edit(ids[3], lifecycle=Lifecycle.PROMOTED, now=T0)
    svc.forget(ids[4], now=T0)
    assert [d.memory.id for d in find_due(svc, day(1))] == [ids[0]]


def test_dry_run_changes_nothing_and_apply_promotes(svc: MemoryService, vault) -> None:
    m = svc.remember("Ralph is the new designer", entities=["Ralph"], now=T0)
    svc.touch(m.id, now=T0)
    before = svc.store.memory_log.path.read_bytes()
    report = promote_due(svc, vault, now=day(1))
    assert [d.memory.id for d in report.due] == [m.id] and not report.applied
    assert svc.store.memory_log.path.read_bytes() == before
    assert not vault.exists()
    report = promote_due(svc, vault, apply=True, now=day(1))
    promoted = svc.get(m.id)
    assert promoted.lifecycle is Lifecycle.PROMOTED
    assert promoted.metadata["vault_note"] == "Memories/Ralph is the new designer " \
        f"({m.id[-8:]}).md"
    assert (vault / promoted.metadata["vault_note"]).is_file()
    assert promote_due(svc, vault, now=day(1)).due == []  # promoted once only


def test_touch_times_read_only_complete_touch_lines(svc: MemoryService) -> None:
    a = svc.remember("a", now=T0)
    b = svc.remember("b", now=T0)
    svc.touch(a.id, now=day(1))
    svc.touch(b.id, now=day(2))
    svc.touch(a.id, now=day(3))
    log = svc.store.memory_log.path
    with open(log, "ab") as handle:  # a torn touch line at the end is not a use
        handle.write(b'{"at":"2025-03-05T09:00:00Z","boost":0.1,"cross":false,"id":"'
                     + a.id.encode() + b'","kind":"touch"')
    found = touch_times(log, {a.id}, day(2))
    assert found == {a.id: [day(3)]}


def test_pure_rule_figures() -> None:
    params = PromoteParams()
    assert due_reason(0.65, 1, 0, params) == "score"
    assert due_reason(0.6499, 1, 0, params) is None
    assert due_reason(1.0, 0, 0, params) is None  # new, never used
    assert due_reason(0.1, 5, 5, params) == "uses"
    assert due_reason(0.1, 9, 4, params) is None
    assert uses_within([day(0), day(1), day(14), day(15)], day(15), 14) == 3

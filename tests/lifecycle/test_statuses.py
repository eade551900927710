"""Status changes through the service: links, change logs, refusals that change nothing,
history chains, and the order of writes that keeps a crash from leaving a dangling link."""

from __future__ import annotations

from datetime import timedelta

import orjson
import pytest
from lifecycle_support import T0, log_bytes

from ebbing.errors import InvalidInput, NotFound
from ebbing.lifecycle.rules.status import IllegalTransition
from ebbing.models import Status
from ebbing.service import MemoryService


def day(n: int) -> dict[str, object]:
    return {"now": T0 + timedelta(days=n)}


def test_supersede_by_an_existing_memory_links_it_and_logs_why(svc: MemoryService) -> None:
    old = svc.remember("Max lives in Berlin", entities=["Max"], check_conflicts=False, **day(0))
    new = svc.remember("Max lives in Paris now", check_conflicts=False, **day(30))
    change = svc.supersede(old.id, by=new.id, reason="he moved", part="city", **day(31))
    stored = svc.get(old.id)
    assert stored.status is Status.OUTDATED and stored.linked_new_memory_id == new.id
    (entry,) = stored.change_log
    assert (entry.from_status, entry.to_status, entry.reason, entry.affected_part) == (
        Status.VALID, Status.OUTDATED, "he moved", "city")
    assert entry.trigger_memory_id == new.id and entry.trigger_excerpt == "Max lives in Paris now"
    assert entry.at == T0 + timedelta(days=31) and stored.updated_at == entry.at
    assert change.previous is Status.VALID and not change.created
    assert svc.get(new.id).status is Status.VALID


def test_supersede_with_text_remembers_the_newer_memory_with_the_old_ones_tags(
        svc: MemoryService) -> None:
    old = svc.remember("Anna works at Siemens", tags=["work"], entities=["Anna"], **day(0))
    change = svc.supersede(old.id, text="Anna works at Bosch", reason="new job", **day(5))
    assert change.created and change.trigger is not None
    new = svc.get(change.trigger.id)
    assert (new.content, new.tags, new.entities) == ("Anna works at Bosch", ["work"], ["Anna"])
    assert svc.get(old.id).linked_new_memory_id == new.id
    lines = log_bytes(svc).splitlines()
    ids = [orjson.loads(line).get("id") for line in lines[-2:]]
    assert ids == [new.id, old.id]  # the newer memory is written first


def test_a_crash_between_the_two_writes_leaves_two_valid_memories(
        svc: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    old = svc.remember("The gym opens at 6am", **day(0))
    real_put = svc.store.put
    calls: list[int] = []

    def crash_on_second(memories: list[object], **kw: object) -> None:
        calls.append(1)
        if len(calls) == 2:
            raise OSError("power cut")
        real_put(memories, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(svc.store, "put", crash_on_second)
    with pytest.raises(OSError):
        svc.supersede(old.id, text="The gym opens at 7am", reason="new hours", **day(1))
    monkeypatch.undo()
    svc.store.reload()
    memories = svc.list()
    assert {m.content for m in memories} == {"The gym opens at 6am", "The gym opens at 7am"}
    assert all(m.status is Status.VALID and m.linked_new_memory_id is None for m in memories)


@pytest.mark.parametrize(("first", "second"), [
    ("supersede", "suspect"), ("repudiate", "supersede"), ("repudiate", "suspect")])
def test_illegal_transitions_change_nothing(svc: MemoryService, first: str,
                                            second: str) -> None:
    old = svc.remember("Tom is a vegetarian", **day(0))
    new = svc.remember("Tom eats fish now", check_conflicts=False, **day(1))
    getattr(svc, first)(old.id, by=new.id, reason="first", **day(2))
    before = log_bytes(svc)
    with pytest.raises(IllegalTransition):
        getattr(svc, second)(old.id, by=new.id, reason="second", **day(3))
    assert log_bytes(svc) == before


def test_refusals_of_bad_links_change_nothing(svc: MemoryService) -> None:
    a = svc.remember("Lisa drives a Honda", **day(0))
    b = svc.remember("Lisa drives a Tesla", check_conflicts=False, **day(1))
    c = svc.remember("Lisa drives a Volvo", check_conflicts=False, **day(2))
    before = log_bytes(svc)
    with pytest.raises(IllegalTransition, match="by itself"):
        svc.supersede(a.id, by=a.id, reason="x")
    with pytest.raises(IllegalTransition, match="not both"):
        svc.supersede(a.id, by=b.id, text="Lisa drives a bike", reason="x")
    with pytest.raises(InvalidInput, match="reason"):
        svc.supersede(a.id, by=b.id, reason="  ")
    with pytest.raises(InvalidInput, match="newer memory"):
        svc.supersede(a.id, reason="x")
    with pytest.raises(NotFound):
        svc.supersede(a.id, by="01NOSUCHMEMORY", reason="x")
    assert log_bytes(svc) == before
    svc.supersede(a.id, by=b.id, reason="sold the Honda", **day(3))
    svc.supersede(b.id, by=c.id, reason="sold the Tesla", **day(4))
    before = log_bytes(svc)
    with pytest.raises(IllegalTransition, match="only a valid or suspected"):
        svc.supersede(c.id, by=a.id, reason="x")
    svc.validate(a.id, reason="test a loop", **day(5))  # a is valid again, c leads nowhere
    svc.suspect(c.id, by=a.id, reason="doubt", **day(6))
    with pytest.raises(IllegalTransition, match="loop"):
        svc.suspect(a.id, by=c.id, reason="x")
    assert svc.get(a.id).status is Status.VALID and before != log_bytes(svc)


def test_suspicion_cleared_and_reinstatement_clear_the_link(svc: MemoryService) -> None:
    old = svc.remember("Ben drives a Golf", **day(0))
    new = svc.remember("Ben drives a Corolla", check_conflicts=False, **day(1))
    svc.suspect(old.id, by=new.id, reason="another car mentioned", **day(2))
    assert svc.get(old.id).linked_new_memory_id == new.id
    cleared = svc.validate(old.id, reason="the Corolla is his wife's", **day(3)).memory
    assert cleared.status is Status.VALID and cleared.linked_new_memory_id is None
    assert [e.trigger_memory_id for e in cleared.change_log] == [new.id, None]
    svc.repudiate(old.id, reason="never had a Golf", **day(4))
    back = svc.validate(old.id, reason="he did have one", **day(5)).memory
    assert back.status is Status.VALID
    # four changes: the first and the two latest stay, the second (cleared) is folded
    assert [e.to_status for e in back.change_log] == [Status.SUSPECTED_OUTDATED,
                                                      Status.REPUDIATED, Status.VALID]
    assert [e.folded for e in back.change_log] == [0, 1, 0]


def test_the_fourth_change_folds_the_log_as_documented(svc: MemoryService) -> None:
    m = svc.remember("Nina is 29", **day(0))
    for i, (action, reason) in enumerate([("suspect", "a"), ("validate", "b"),
                                          ("suspect", "c"), ("supersede", "d")]):
        extra = {"text": "Nina is 30"} if action == "supersede" else {}
        getattr(svc, action)(m.id, reason=reason, **extra, **day(i + 1))
    log = svc.get(m.id).change_log
    assert [e.reason for e in log] == ["a", "c", "d"]
    assert [e.folded for e in log] == [0, 1, 0]


def test_history_is_the_whole_chain_old_to_new(svc: MemoryService) -> None:
    berlin = svc.remember("Max lives in Berlin", check_conflicts=False, **day(0))
    flat = svc.remember("Max rents a flat in Berlin-Mitte", check_conflicts=False, **day(1))
    paris = svc.remember("Max moved to Paris", check_conflicts=False, **day(10))
    london = svc.remember("Max moved on to London", check_conflicts=False, **day(20))
    other = svc.remember("Anna lives in Rome", check_conflicts=False, **day(21))
    svc.supersede(berlin.id, by=paris.id, reason="moved", **day(11))
    svc.supersede(flat.id, by=paris.id, reason="moved", **day(11))
    svc.supersede(paris.id, by=london.id, reason="moved again", **day(21))
    expected = [berlin.id, flat.id, paris.id, london.id]
    for start in expected:
        assert [m.id for m in svc.history(start)] == expected
    assert [m.id for m in svc.history(other.id)] == [other.id]
    with pytest.raises(NotFound):
        svc.history("01NOSUCHMEMORY")

"""The memories list worked out on the columns gives what reading every memory would."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from ebbing.config import load_settings
from ebbing.models import Lifecycle
from ebbing.service import MemoryService
from ebbing.store.uses import UseLog
from ebbing.ui import rows

NOW = datetime(2026, 3, 1, tzinfo=UTC)
TAGS = ["work", "Family", "travel", "thought"]
WHO = ["ana", "ben", None]


@pytest.fixture
def svc() -> MemoryService:
    service = MemoryService(load_settings())
    rng = random.Random(7)
    ids = []
    for i in range(120):
        at = NOW - timedelta(days=rng.uniform(0, 60))
        memory = service.remember(f"memory number {i} about {rng.choice(['tea', 'maps'])}",
                                  tags=rng.sample(TAGS, rng.randint(0, 2)),
                                  entities=rng.sample(["Ana", "Berlin"], rng.randint(0, 1)),
                                  character=rng.choice(WHO), now=at,
                                  occurred_at=at - timedelta(days=rng.uniform(0, 5)),
                                  check_conflicts=False)
        ids.append(memory.id)
    for memory_id in rng.sample(ids, 30):
        service.touch(memory_id, now=NOW - timedelta(days=rng.uniform(0, 3)))
    for memory_id in ids[:6]:
        service.forget(memory_id)
    service.edit(ids[10], lifecycle=Lifecycle.PROMOTED)
    service.repudiate(ids[11], reason="wrong", now=NOW)
    from ebbing.thinking.derived import write

    write(service, "dream", "memories 20 and 21 belong together", ids[20:22], now=NOW)
    return service


def brute(svc: MemoryService, query: rows.Query) -> list[str]:
    """The same list by reading every memory (what the columns spare)."""
    memories = [m for m in svc.store.iter_memories()]
    kept = []
    for m in memories:
        archived = m.lifecycle is Lifecycle.ARCHIVED
        if (query.archived == "hide" and archived) or (query.archived == "only" and not archived):
            continue
        if query.status and m.status.value != query.status:
            continue
        if query.tag and query.tag.lower() not in {t.lower() for t in m.tags}:
            continue
        if query.character and (m.character or "") != query.character:
            continue
        if query.entity and query.entity not in m.entities:
            continue
        if query.since and m.occurred_at < query.since:
            continue
        if query.promoted == "only" and m.lifecycle is not Lifecycle.PROMOTED:
            continue
        if (query.derived == "only" and not m.derived_from) or (
                query.derived == "hide" and m.derived_from):
            continue
        kept.append(m)
    key = {"score": lambda m: -svc.score(m, NOW), "last_used": lambda m: -m.last_used.timestamp(),
           "occurred": lambda m: -m.occurred_at.timestamp(),
           "created": lambda m: -m.created_at.timestamp()}[query.sort]
    return [m.id for m in sorted(kept, key=lambda m: (key(m), m.id))]


@pytest.mark.parametrize("query", [
    rows.Query(), rows.Query(sort="last_used"), rows.Query(sort="occurred"),
    rows.Query(sort="created", archived="include"), rows.Query(archived="only"),
    rows.Query(tag="family"), rows.Query(status="repudiated"), rows.Query(promoted="only"),
    rows.Query(character="ana", sort="last_used"), rows.Query(entity="Berlin"),
    rows.Query(since=NOW - timedelta(days=20), sort="occurred"),
    rows.Query(derived="only"), rows.Query(derived="hide", tag="thought"),
])
def test_pages_match_reading_every_memory(svc: MemoryService, query: rows.Query) -> None:
    expected = brute(svc, query)
    got: list[str] = []
    page = 1
    while True:
        found = rows.browse(svc, rows.Query(**{**query.__dict__, "page": page}), NOW,
                            per_page=7)
        assert found.total == len(expected)
        got += [m.id for m, _ in found.rows]
        if page >= found.pages:
            break
        page += 1
    assert got == expected
    for memory, score in rows.browse(svc, query, NOW).rows:
        assert score == pytest.approx(svc.score(memory, NOW))


def test_uses_are_read_as_they_are_appended(svc: MemoryService) -> None:
    log = UseLog(svc.store.memory_log.path)
    memory = svc.list(limit=1)[0]
    before = log.of(memory.id)
    svc.touch(memory.id, now=NOW)
    after = log.of(memory.id)
    assert after[:len(before)] == before and after[-1][0] == NOW and len(after) == len(before) + 1
    svc.compact()  # touches fold into use_count: their times are gone
    assert log.of(memory.id) == []


def test_pages_agree_on_ties() -> None:
    """Memories stored in one batch share their times: every page, whether worked out by a
    partial or a full sort, takes them in the same order, none twice, none left out."""
    svc = MemoryService(load_settings())
    svc.remember_batch([{"content": f"batch memory {i}", "now": NOW} for i in range(60)])
    svc.remember_batch([{"content": f"later memory {i}", "now": NOW + timedelta(days=1)}
                        for i in range(5)])
    seen: list[str] = []
    for page in range(1, 11):
        found = rows.browse(svc, rows.Query(sort="created", page=page), NOW, per_page=7)
        seen += [m.id for m, _ in found.rows]
    assert len(seen) == len(set(seen)) == 65
    order = [svc.get(i).content.split()[0] for i in seen]
    assert order[:5] == ["later"] * 5 and set(order[5:]) == {"batch"}

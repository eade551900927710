"""Moving an agent between the backends: `ebbing export` from one, `ebbing import` into the
other, nothing lost (ids, versions and change logs, statuses and links, uses, relations), both
ways; and the same operations on both backends give a byte-identical export."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from pg_homes import cli, on

from ebbing import names
from ebbing.models import Relation
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)





def fill(svc: MemoryService) -> None:
    a = svc.remember("Max lives in Berlin", tags=["people"], entities=["Max"], now=NOW)
    b = svc.remember("Max lives in Paris", entities=["Max"], character="max",
                     metadata={"dia_id": "D2:1"}, context_id="s2",
                     now=NOW + timedelta(days=1))
    c = svc.remember("tea with milk", now=NOW + timedelta(days=2))
    svc.touch(c.id, now=NOW + timedelta(days=3))
    svc.touch(c.id, context_tags=["kitchen"], review=True, now=NOW + timedelta(days=4))
    svc.supersede(a.id, reason="moved", by=b.id, now=NOW + timedelta(days=5))
    svc.edit(c.id, content="tea, no milk", now=NOW + timedelta(days=6))
    svc.relate([Relation.model_validate({"from": b.id, "to": c.id, "type": "mentions",
                                         "created_at": NOW, "metadata": {"w": 1}})])
    gone = svc.remember("a typo", now=NOW + timedelta(days=7))
    svc.forget(gone.id, hard=True, now=NOW + timedelta(days=8))
    svc.forget(c.id, now=NOW + timedelta(days=9))  # archived: exported too


@pytest.mark.parametrize(("source", "target"), [("jsonl", "postgres"), ("postgres", "jsonl")])
def test_export_from_one_backend_imports_whole_into_the_other(
        source: str, target: str, tmp_path: Path, pg_url: str) -> None:
    fill(on(source, tmp_path / "from", pg_url))
    exported = cli(source, tmp_path / "from", pg_url, "export")
    assert exported.count("\n") == 4  # three memories, one relation
    (tmp_path / "dump.jsonl").write_text(exported)
    cli(target, tmp_path / "to", pg_url, "import", str(tmp_path / "dump.jsonl"),
        "--agent", "moved")
    assert cli(target, tmp_path / "to", pg_url, "export", "--agent", "moved") == exported
    moved, there = on(target, tmp_path / "to", pg_url, "moved"), on(source, tmp_path / "from",
                                                                     pg_url)
    assert moved.list(limit=None, lifecycle=None) == there.list(limit=None, lifecycle=None)
    for memory in there.store.iter_memories():
        assert moved.get(memory.id) == memory  # change logs, uses, statuses, links
    assert moved.relations() == there.relations()


_agents = itertools.count()

OPS = st.lists(st.tuples(st.sampled_from(["remember", "touch", "edit", "archive", "delete",
                                          "relate", "supersede"]),
                         st.integers(0, 5), st.integers(0, 5)), min_size=1, max_size=12)


@settings(max_examples=8, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # an agent per example
@given(ops=OPS)
def test_the_same_operations_give_the_same_export_on_both_backends(
        ops: list[tuple[str, int, int]], tmp_path: Path, pg_url: str) -> None:
    agent = f"p{next(_agents)}"
    exports = []
    for backend in ("jsonl", "postgres"):
        with patch("ebbing.service.new_id", same_ids()):
            exports.append(run(ops, on(backend, tmp_path / backend, pg_url, agent)))
        exports[-1] = cli(backend, tmp_path / backend, pg_url, "export", "--agent", agent)
    assert exports[0] == exports[1]


def same_ids() -> Callable[[datetime], str]:
    """ids as new_id makes them, with a counter for their random part (both runs alike)."""
    count = itertools.count(1)

    def make(at: datetime) -> str:
        names._last[:] = [names._millis(at), next(count)]
        return names.new_id(at)
    return make


def run(ops: list[tuple[str, int, int]], svc: MemoryService) -> str:
    """Apply `ops` (each picks its memories among the live ones by position)."""
    for step, (op, i, j) in enumerate(ops):
        at = NOW + timedelta(minutes=step)
        live = [m.id for m in svc.list(limit=None)]
        if op == "remember" or not live:
            svc.remember(f"memory {step} {i}", tags=[f"t{j}"], now=at)
            continue
        x, y = live[i % len(live)], live[j % len(live)]
        if op == "touch":
            svc.touch(x, now=at, review=j % 2 == 0)
        elif op == "edit":
            svc.edit(x, content=f"edited {step}", now=at)
        elif op == "archive":
            svc.forget(x, now=at)
        elif op == "delete":
            svc.forget(x, hard=True, now=at)
        elif op == "relate":
            svc.relate([Relation.model_validate({"from": x, "to": y, "type": f"r{i}",
                                                 "created_at": at})])
        elif op == "supersede" and x != y:
            svc.supersede(x, reason="newer", by=y, now=at)
    return svc.agent

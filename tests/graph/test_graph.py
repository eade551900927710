"""The associative graph through the service and the CLI (fake embedder)."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.graph.views import entities, neighbourhood
from ebbing.retrieval import search
from ebbing.service import MemoryService

NOW = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)


def make(home: Path) -> MemoryService:
    return MemoryService(Settings(home=home, embedder="fake"))


@pytest.fixture(autouse=True)
def ranking_bonus(monkeypatch: pytest.MonkeyPatch) -> None:
    """Association's ranking bonus is 0 by default (see docs/graph.md); these tests check
    the mechanism at the weight that was tried."""
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, associate_weight=0.05))


@pytest.fixture
def svc(ebbing_home: Path) -> MemoryService:
    service = make(ebbing_home)
    day = timedelta(days=1)  # one memory a day: each its own episode, no context lent
    for i in range(30):
        service.remember(f"Filler note number {i} about groceries and errands", now=NOW,
                         occurred_at=NOW - (40 - i) * day)
    service.remember("Last spring Caroline adopted a puppy called Biscuit.", now=NOW,
                     occurred_at=NOW - 5 * day)
    service.remember("Biscuit sleeps all afternoon beside the radiator at Riverside Park.",
                     now=NOW, occurred_at=NOW - 2 * day)
    return service


def rank_of(svc: MemoryService, query: str, text: str, **kw: object) -> int | None:
    hits = svc.search(query, top=40, now=NOW, **kw)  # type: ignore[arg-type]
    return next((i for i, h in enumerate(hits) if text in h.memory.content), None)


def test_spreading_activation_brings_in_an_unmentioned_memory(svc: MemoryService) -> None:
    on = svc.search("Did Caroline adopt a pet?", top=3, now=NOW)
    radiator = [h for h in on if "radiator" in h.memory.content]
    assert radiator, "the memory about Biscuit comes to mind through Caroline's puppy"
    assert "Biscuit" in radiator[0].why["associated"]["entities"]
    off = rank_of(svc, "Did Caroline adopt a pet?", "radiator", associate=False)
    assert off is None or off > on.index(radiator[0])
    assert all("associated" not in h.why for h in
               svc.search("Did Caroline adopt a pet?", now=NOW, associate=False))


def test_names_meet_across_spellings_and_aliases(svc: MemoryService) -> None:
    svc.remember("We met caroline's sister at the station.", entities=["Caroline"], now=NOW)
    names = {e["name"]: e for e in entities(svc, NOW)}
    assert names["Caroline"]["memories"] == 2
    assert neighbourhood(svc, "CAROLINE's", NOW)["name"] == "Caroline"
    runner = CliRunner()
    result = runner.invoke(app, ["alias", "Carrie", "Caroline"])
    assert result.exit_code == 0, result.output
    svc.remember("Carrie baked bread for the Riverside Park picnic.", now=NOW)
    fresh = make(Path(svc.settings.home))
    assert neighbourhood(fresh, "Carrie", NOW)["memories"] == 3
    assert neighbourhood(fresh, "Caroline", NOW)["aliases"] == ["carrie"]


def test_relation_grows_with_repetition_and_fades(ebbing_home: Path) -> None:
    svc = make(ebbing_home)
    svc.remember("Then Ralph moved to Lisbon for work.", now=NOW)

    def relation(at: datetime) -> dict[str, object]:
        related = neighbourhood(make(ebbing_home), "Ralph", at)["related"]
        return next(r for r in related if r["name"] == "Lisbon")

    once = relation(NOW)
    assert once["memories"] == 1 and once["relation"][0]["relation"] == "moved to"
    svc.remember("Later Ralph moved to Lisbon again, with Ana.", now=NOW)
    twice = relation(NOW)
    assert twice["memories"] == 2 and twice["impression"] > once["impression"]
    later = relation(NOW + timedelta(days=30))
    assert later["impression"] < twice["impression"] / 100  # faded with its memories


def test_recall_json_has_associative_thinking(svc: MemoryService) -> None:
    data = svc.recall("Did Caroline adopt a pet?", now=NOW, touch=False)
    thinking = data["associativeThinkingList"]
    assert thinking and {"id", "name"} <= set(thinking[0]["nodes"][0])
    link = thinking[0]["links"][0]
    assert set(link) == {"sourceNodeId", "sourceNodeName", "targetNodeId", "targetNodeName",
                         "distance", "relation"}
    assert link["distance"] == 1 and {"relation", "maxImpression"} <= set(link["relation"][0])
    off = svc.recall("Did Caroline adopt a pet?", now=NOW, touch=False, associate=False)
    assert off["associativeThinkingList"] == []


def test_cli_entities_graph_and_no_associate(svc: MemoryService) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["entities", "--now", NOW.isoformat()])
    assert result.exit_code == 0 and "Biscuit  2 memories" in result.output
    assert " 1 memories" not in result.output and " 1 memory  " in result.output
    result = runner.invoke(app, ["entities", "--json"])
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert {"id", "name", "memories", "impression", "aliases"} <= set(rows[0])
    result = runner.invoke(app, ["graph", "biscuit"])
    assert result.exit_code == 0 and result.output.startswith("Biscuit: 2 memories")
    assert "Riverside Park" in result.output and "Caroline" in result.output
    data = json.loads(runner.invoke(app, ["graph", "Biscuit", "--json"]).output)
    assert data["name"] == "Biscuit" and len(data["recent"]) == 2
    result = runner.invoke(app, ["graph", "Nobody"])
    assert result.exit_code == 1 and "no entity" in result.output
    query = ["search", "Did Caroline adopt a pet?", "--json"]
    with_assoc = [json.loads(x) for x in runner.invoke(app, query).output.splitlines()]
    without = [json.loads(x) for x in
               runner.invoke(app, [*query, "--no-associate"]).output.splitlines()]
    assert any("associated" in r["why"] for r in with_assoc)
    assert not any("associated" in r["why"] for r in without)
    result = runner.invoke(app, ["alias", "Bisc"])
    assert result.exit_code == 1 and "--remove" in result.output


def test_no_bonus_by_default_leaves_ranking_alone(svc: MemoryService,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, associate_weight=0.0))
    ids = [h.memory.id for h in svc.search("Did Caroline adopt a pet?", now=NOW)]
    assert ids == [h.memory.id for h in
                   svc.search("Did Caroline adopt a pet?", now=NOW, associate=False)]
    assert svc.recall("Did Caroline adopt a pet?", now=NOW, touch=False)[
        "associativeThinkingList"]  # recall still thinks associatively


def test_graph_is_rebuilt_when_derived_files_are_lost(svc: MemoryService) -> None:
    before = entities(svc, NOW)
    svc.close()
    shutil.rmtree(svc.folder / ".cache", ignore_errors=True)
    assert entities(make(Path(svc.settings.home)), NOW) == before

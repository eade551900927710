"""`ebbing maintain`: gc, consolidation and promotion in one idempotent pass."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.maintain import maintain
from ebbing.models import Lifecycle
from ebbing.service import MemoryService

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


def filled(home: Path, agent: str = "default") -> tuple[MemoryService, dict[str, str]]:
    svc = MemoryService(Settings(home=home, embedder="fake"), agent=agent)
    faded = svc.remember("An old parking spot number nobody asked about again",
                         now=NOW - timedelta(days=400))
    one = svc.remember("Anna's birthday is on the 4th of June", tags=["people"],
                       now=NOW - timedelta(days=1))
    two = svc.remember("Anna's birthday is on the 4th of June", tags=["dates"],
                       now=NOW - timedelta(days=1))
    strong = svc.remember("Max prefers green tea in the morning", now=NOW - timedelta(days=3))
    for day in (3, 2, 1):
        svc.touch(strong.id, now=NOW - timedelta(days=day) + timedelta(hours=1))
    return svc, {"faded": faded.id, "one": one.id, "two": two.id, "strong": strong.id}


def test_one_pass_forgets_merges_and_promotes_and_a_second_changes_nothing(
        tmp_path: Path) -> None:
    svc, ids = filled(tmp_path / "home")
    vault = tmp_path / "vault"
    log = svc.folder / "memories.jsonl"
    before = log.read_bytes()
    dry = maintain(svc, apply=False, now=NOW, vault=vault)
    assert ids["faded"] in dry.forgotten and dry.merged and ids["strong"] in dry.promoted
    assert log.read_bytes() == before and not vault.exists()  # a dry run writes nothing

    report = maintain(svc, apply=True, now=NOW, vault=vault)
    assert report.forgotten == [ids["faded"]]
    assert svc.get(ids["faded"]).lifecycle is Lifecycle.ARCHIVED
    [merge] = report.merged
    survivor = svc.get(merge["into"])
    assert {ids["one"], ids["two"]} <= set(merge["memories"])
    assert set(survivor.tags) == {"people", "dates"}
    assert ids["strong"] in report.promoted
    assert svc.get(ids["strong"]).lifecycle is Lifecycle.PROMOTED
    assert list((vault / "Memories").glob("*.md"))

    after = log.read_bytes()
    again = maintain(svc, apply=True, now=NOW, vault=vault)
    assert not again.changed and log.read_bytes() == after


def test_cli_maintains_every_agent_of_the_home(tmp_path: Path) -> None:
    home = tmp_path / "home"
    filled(home, "alice")
    filled(home, "bob")
    result = CliRunner().invoke(app, ["maintain", "--all", "--apply", "--json", "--home",
                                      str(home), "--now", NOW.isoformat()],
                                env={"EBBING_EMBEDDER": "fake"})
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [a["agent"] for a in data["agents"]] == ["alice", "bob"]
    assert all(len(a["forgotten"]) == 1 and len(a["merged"]) == 1 for a in data["agents"])

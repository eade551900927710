"""`ebbing consolidate` as a user runs it: dry run, --apply, --apply CLUSTER_ID, errors."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def fake_embedder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def remember(text: str) -> str:
    code, out, err = run("remember", text, "--json")
    assert code == 0, err
    return str(json.loads(out)["id"])


def test_dry_run_then_apply_then_apply_a_review_cluster() -> None:
    a = remember("Max moved to Berlin in May 2023")
    b = remember("max moved to Berlin in May 2023!")
    c = remember("Caroline adopted a dog from the shelter")
    d = remember("Caroline adopted a puppy from the shelter")
    code, out, err = run("consolidate")
    assert code == 0 and "dry run" in err
    assert "merge " in out and "review" in out and "cohesion" in out
    code, out, _ = run("consolidate", "--json")
    report = json.loads(out)
    assert code == 0 and report["applied"] is False and report["considered"] == 4
    assert [sorted(c["memories"]) for c in report["merge"]] == [sorted([a, b])]
    review_id = report["review"][0]["id"]
    assert sorted(report["review"][0]["memories"]) == sorted([c, d])
    code, out, _ = run("consolidate", "--apply", "--json")
    assert code == 0 and json.loads(out)["applied"] is True
    code, out, _ = run("list", "--json")
    assert len(out.splitlines()) == 3
    code, out, _ = run("consolidate", "--apply", review_id, "--json")
    merged = json.loads(out)["merge"]
    assert code == 0 and [m["id"] for m in merged] == [review_id]
    code, out, _ = run("list", "--json")
    assert len(out.splitlines()) == 2
    code, out, _ = run("consolidate", "--json")
    assert json.loads(out)["merge"] == [] and json.loads(out)["review"] == []


def test_an_unknown_cluster_is_an_error_and_bad_thresholds_a_usage_error() -> None:
    remember("something to keep")
    code, _, err = run("consolidate", "--apply", "cl-123456789abc")
    assert code == 1 and "no cluster 'cl-123456789abc'" in err
    code, _, err = run("consolidate", "--apply", "cl-123456789abc", "--json")
    assert code == 1 and json.loads(err)["code"] == 1
    code, _, _ = run("consolidate", "--merge-at", "0.7", "--review-at", "0.8")
    assert code == 2

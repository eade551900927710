# ruff: noqa: RUF001
"""Issue 26's walk through a life, the updates the first walk missed, through the CLI with the
default offline settings (fresh sentences): a car sold by one word of its name, a job left for
another (found as a candidate, not only judged), a break-up reported with full Chinese names,
我们 moving away from where 我 lived, and hearsay of someone else's move that touches no one
else's memories; `reconcile` then agrees with `remember`."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from ebbing.cli.app import app

runner = CliRunner()


def remember(text: str, day: str) -> dict[str, object]:
    result = runner.invoke(app, ["remember", text, "--json", "--now", f"{day}T09:00:00Z",
                                 "--occurred-at", f"{day}T09:00:00Z"])
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.stdout))


def status(memory: dict[str, object]) -> str:
    result = runner.invoke(app, ["show", str(memory["id"]), "--json"])
    assert result.exit_code == 0, result.output
    return str(json.loads(result.stdout)["status"])


def test_the_updates_of_a_life_in_two_languages() -> None:
    van = remember("My van is a white Ford Transit", "2026-08-01")
    shop = remember("I work as a florist at the Rosebud shop on Mill Lane", "2026-08-02")
    hobby = remember("Kofi coaches the under-twelves football team", "2026-08-03")
    lover = remember("刘婷的男朋友叫周凯", "2026-08-04")
    job = remember("刘婷在一家银行做柜员", "2026-08-05")
    home = remember("我住在成都武侯区", "2026-08-06")
    zhou = remember("周凯住在重庆", "2026-08-07")
    remember("I sold the Transit and bought a small electric car", "2026-11-01")
    remember("I left the flower shop and started at a garden centre last week", "2026-11-02")
    remember("刘婷说她和周凯上个月分手了", "2026-11-03")
    remember("我们上个月从成都搬到了西安", "2026-11-04")
    hearsay = remember("听说周凯可能要搬去深圳，但我不确定", "2026-11-05")
    assert status(van) == "outdated"
    assert status(shop) == "outdated"
    assert status(hobby) == "valid"
    assert status(lover) == "outdated"
    assert status(job) == "valid"  # the break-up leaves her job
    assert status(home) == "outdated"
    # his move, heard with a hedge: his home at most suspected; nobody else's memory touched
    assert [c["id"] for c in hearsay["conflicts"]] == [zhou["id"]]  # type: ignore[index]
    assert status(zhou) == "suspected_outdated"
    result = runner.invoke(app, ["reconcile", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["findings"] == []

"""`ebbing maintain --all` in a home holding folders that are no agent's: each is skipped and
reported, every real agent is maintained once; an agent in a folder of the old layout is
maintained where it is and reported."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.service import MemoryService

runner = CliRunner()
# "~42~o" would be agent Bo's folder, but Bo is kept in the old layout's "Bo"
ODD = ["~110000~", "Bad Name", "CON", "a~3a", "~42~o"]


def test_maintain_all_skips_and_reports_odd_folders(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "default" / "Bo").mkdir(parents=True)  # made by an earlier ebbing
    for agent in ("A", "Bo", "user:42", "default"):
        svc = MemoryService(Settings(home=home, embedder="fake"), agent=agent)
        svc.remember(f"a memory of {agent}")
        svc.close()
    source = home / "default" / "default"
    for odd in ODD:
        shutil.copytree(source, home / "default" / odd)
    result = runner.invoke(app, ["maintain", "--all", "--json", "--home", str(home)])
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    done = sorted(f"{a['namespace']}/{a['agent']}" for a in report["agents"])
    assert done == ["default/A", "default/Bo", "default/default", "default/user:42"]
    assert (home / "default" / "~41~").is_dir() and not (home / "default" / "A").exists()
    assert [line.split(":")[0] for line in report["old_layout"]] == ["default/Bo"]
    assert "today's is '~42~o'" in report["old_layout"][0]
    skipped = " ".join(report["skipped"])
    for odd in ODD:
        assert f"default/{odd}:" in skipped
    assert "skipped default/CON" in result.stderr
    assert "kept in 'default/Bo' (the old layout)" in skipped
    assert "old layout: default/Bo" in result.stderr

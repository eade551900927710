"""`ebbing schedule`: printed scheduler entries with absolute paths and a lock; installs only
when asked."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.schedule import BUSY, maintenance_job

runner = CliRunner()


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    bin_dir = tmp_path / "bin"  # a crontab that records what it is given
    bin_dir.mkdir()
    fake = bin_dir / "crontab"
    fake.write_text("#!/bin/sh\n"
                    f"echo \"$@\" >> {tmp_path}/crontab-calls\n"
                    f"if [ \"$1\" = \"-l\" ]; then cat {tmp_path}/crontab 2>/dev/null "
                    "|| exit 1; else cat > " f"{tmp_path}/crontab; fi\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return tmp_path


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cron_prints_one_line_with_absolute_paths_and_installs_nothing(
        user_dirs: Path, ebbing_home: Path) -> None:
    code, out, err = run("schedule", "cron", "--json")
    data = json.loads(out)
    line = data["files"]["crontab"].strip()
    assert code == 0 and "\n" not in line
    fields = line.split()
    assert fields[:5] == ["17", "3", "*", "*", "*"]
    assert Path(data["command"][0]).is_absolute()  # flock, or ebbing itself
    assert "maintain" in data["command"] and str(ebbing_home) in data["command"]
    executable = data["command"][data["command"].index("maintain") - 1]
    assert Path(executable).is_absolute()
    assert all(Path(p).is_absolute() for p in (data["lock"], ebbing_home))
    if shutil.which("flock"):
        assert data["command"][:4] == [shutil.which("flock"), "-n", "-E", str(BUSY)]
    assert not (user_dirs / "crontab-calls").exists()
    assert not (user_dirs / "config").exists() and not (user_dirs / "cache").exists()
    code, out, err = run("schedule", "cron", "--hour", "5", "--minute", "0")
    assert code == 0 and out.startswith("0 5 * * * ") and "nothing was installed" in err


def test_cron_install_keeps_other_lines_and_replaces_its_own(user_dirs: Path) -> None:
    (user_dirs / "crontab").write_text("0 1 * * * /usr/bin/backup\n")
    assert run("schedule", "cron", "--install")[0] == 0
    assert run("schedule", "cron", "--install", "--hour", "4")[0] == 0
    lines = (user_dirs / "crontab").read_text().splitlines()
    assert lines[0] == "0 1 * * * /usr/bin/backup"
    assert len(lines) == 2 and lines[1].startswith("17 4 * * * ")


def test_systemd_prints_a_oneshot_service_and_a_persistent_daily_timer(
        user_dirs: Path, tmp_path: Path) -> None:
    code, out, _ = run("schedule", "systemd", "--json")
    units = json.loads(out)["files"]
    assert code == 0 and sorted(units) == ["ebbing-maintain.service", "ebbing-maintain.timer"]
    service = configparser.ConfigParser(interpolation=None)
    service.optionxform = str  # type: ignore[assignment,method-assign]
    service.read_string(units["ebbing-maintain.service"])
    assert service["Service"]["Type"] == "oneshot"
    command = service["Service"]["ExecStart"].split()
    assert Path(command[0]).is_absolute() and "maintain" in command
    timer = configparser.ConfigParser(interpolation=None)
    timer.optionxform = str  # type: ignore[assignment,method-assign]
    timer.read_string(units["ebbing-maintain.timer"])
    assert timer["Timer"]["OnCalendar"] == "daily"
    assert timer["Timer"]["Persistent"] == "true"
    assert timer["Install"]["WantedBy"] == "timers.target"
    assert not (user_dirs / "config").exists()
    if shutil.which("systemd-analyze"):
        folder = tmp_path / "verify"
        folder.mkdir()
        for name, text in units.items():
            (folder / name).write_text(text)
        checked = subprocess.run(["systemd-analyze", "verify", *sorted(
            str(p) for p in folder.iterdir())], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stderr
        assert "ignoring" not in checked.stderr and "Failed" not in checked.stderr


def test_systemd_install_writes_the_units_it_prints(user_dirs: Path, tmp_path: Path) -> None:
    printed = json.loads(run("schedule", "systemd", "--json")[1])["files"]
    code, _, err = run("schedule", "systemd", "--install", "--no-enable", "--unit-dir",
                       str(tmp_path / "units"))
    assert code == 0 and "systemctl --user enable --now ebbing-maintain.timer" in err
    for name, text in printed.items():
        assert (tmp_path / "units" / name).read_text() == text


def test_an_unknown_scheduler_is_a_usage_error() -> None:
    assert run("schedule", "launchd")[0] == 2


@pytest.mark.skipif(shutil.which("flock") is None, reason="flock(1) is not installed")
def test_two_runs_never_overlap(tmp_path: Path) -> None:
    # the job's command stands in for `ebbing maintain`: it holds on until told to finish
    script = ("import pathlib, sys, time\n"
              "home = pathlib.Path(sys.argv[sys.argv.index('--home') + 1])\n"
              "(home / 'running').write_text('yes')\n"
              "while not (home / 'finish').exists(): time.sleep(0.02)\n")
    home = tmp_path / "home"
    home.mkdir()
    job = maintenance_job(home, executable=[sys.executable, "-c", script])
    job.lock.parent.mkdir(parents=True, exist_ok=True)
    first = subprocess.Popen(job.argv())
    try:
        while not (home / "running").exists():
            assert first.poll() is None
            time.sleep(0.02)
        second = subprocess.run(job.argv(), timeout=60)
        assert second.returncode == BUSY  # skipped while the first holds the lock
    finally:
        (home / "finish").write_text("now")
        first.wait(timeout=60)
    assert first.returncode == 0


def test_the_scheduled_run_writes_where_the_shell_would(
        tmp_path: Path, ebbing_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's `export EBBING_VAULT=...`: a scheduler's bare environment (no exports,
    another working folder) still promotes into that vault, not a second one in the store."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("EBBING_VAULT", "my-vault")  # relative, as a person may type it
    monkeypatch.setenv("EBBING_EMBEDDER", "fake")
    import ebbing

    svc = ebbing.open_store()
    memory = svc.remember("Max moved to Berlin")
    for _ in range(6):
        svc.touch(memory.id)
    svc.close()
    code, out, err = run("schedule", "cron", "--json")
    command = json.loads(out)["command"]
    assert code == 0, err
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "elsewhere")}
    (tmp_path / "elsewhere").mkdir()
    Path(json.loads(out)["lock"]).parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command, env=bare, cwd=tmp_path / "elsewhere", capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(list((tmp_path / "my-vault" / "Memories").glob("*.md"))) == 1
    assert not list(ebbing_home.rglob("vault"))  # no second vault under the store

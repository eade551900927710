"""What a scheduler needs to run `ebbing maintain` daily: a crontab line, or a systemd user
service and timer. Printed, not installed, unless asked.

Schedulers run with a minimal PATH and none of the person's shell exports, so every path is
absolute (the ebbing executable, the data root passed as --home, the vault passed as --vault,
`flock`) and the command carries, through env(1), every `EBBING_*` setting set in the
environment it was printed from, plus the env file in effect (EBBING_ENV_FILE, absolute):
the scheduled run decides where things go exactly as the person's shell does. flock(1)
holds a lock file for the whole run and skips a run (exit 75, counted as success by the
service) while another still holds it, so two runs never overlap, whether started by cron, by
the timer or by hand through the same line. The lock lives in the user cache folder, not in
the data root (which may be a git repository). Secrets are not carried: the LLM key variable
(EBBING_LLM_API_KEY) is not a setting and stays out of a crontab.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from ebbing.errors import InvalidInput
from ebbing.store.atomic import atomic_write

MAINTAIN = ["maintain", "--apply"]
UNIT = "ebbing-maintain"
BUSY = 75  # flock's exit code when another run holds the lock (EX_TEMPFAIL)


def ebbing_command() -> list[str]:
    """This ebbing as an absolute command: the `ebbing` script that is running, the one
    beside this Python, or else `python -m ebbing`."""
    started = Path(os.path.abspath(sys.argv[0])) if sys.argv and sys.argv[0] else None
    if started is not None and started.name == "ebbing" and started.is_file():
        return [str(started)]
    beside = Path(os.path.abspath(sys.executable)).parent / "ebbing"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    return [os.path.abspath(sys.executable), "-m", "ebbing"]


@dataclass(frozen=True)
class Job:
    """The daily maintenance run for one data root."""

    command: list[str]  # what runs under the lock
    home: Path
    lock: Path
    log: Path
    flock: str | None

    @property
    def tag(self) -> str:
        """A marker naming this data root (so one crontab can hold jobs for several)."""
        return f"{UNIT} {hashlib.sha256(str(self.home).encode()).hexdigest()[:8]}"

    def argv(self) -> list[str]:
        if self.flock is None:
            return list(self.command)
        return [self.flock, "-n", "-E", str(BUSY), str(self.lock), *self.command]


def carried_settings(environ: Mapping[str, str], fields: Iterable[str], env_file: Path,
                     vault: Path | None) -> tuple[dict[str, str], list[str]]:
    """The environment a scheduled run gets: every `EBBING_*` variable naming a setting
    (`fields`) but the home (passed as --home), with paths made absolute, and the env file.
    Returns it and the options that go with it (--vault)."""
    names = set(fields) - {"home"}
    carried: dict[str, str] = {}
    for key, value in sorted(environ.items()):
        name = key.removeprefix("EBBING_").lower()
        if key.startswith("EBBING_") and name in names:
            carried[key] = _absolute(value) if name == "vault" and value else value
    carried["EBBING_ENV_FILE"] = _absolute(str(env_file))
    options = ["--vault", _absolute(str(vault))] if vault is not None and str(vault) else []
    return carried, options


def _absolute(path: str) -> str:
    return os.path.abspath(os.path.expanduser(path))


def maintenance_job(home: Path, namespace: str | None = None, agent: str | None = None,
                    executable: list[str] | None = None,
                    environment: dict[str, str] | None = None,
                    options: list[str] | None = None) -> Job:
    home = Path(os.path.abspath(home.expanduser()))
    prefix: list[str] = []
    if environment:
        env = shutil.which("env") or "/usr/bin/env"
        prefix = [os.path.abspath(env), *(f"{k}={v}" for k, v in environment.items())]
    command = [*prefix, *(executable or ebbing_command()), *MAINTAIN, "--home", str(home),
               *(options or [])]
    if namespace:
        command += ["--namespace", namespace]
    if agent:
        command += ["--agent", agent]
    if not namespace and not agent:
        command.append("--all")  # every agent of the home
    key = hashlib.sha256(str(home).encode()).hexdigest()[:12]
    cache = Path(platformdirs.user_cache_dir("ebbing", appauthor=False))
    found = shutil.which("flock")
    return Job(command, home, Path(os.path.abspath(cache / f"maintain-{key}.lock")),
               Path(os.path.abspath(cache / "maintain.log")),
               os.path.abspath(found) if found else None)


def crontab_line(job: Job, minute: int = 17, hour: int = 3) -> str:
    """One crontab line running the job daily at hour:minute, output appended to a log."""
    if not (0 <= minute <= 59 and 0 <= hour <= 23):
        raise InvalidInput(f"no such time of day: {hour:02d}:{minute:02d}")
    command = " ".join(shlex.quote(part) for part in job.argv())
    # cron reads % as a newline; mkdir so the log and lock folder exist on the first run
    folder = shlex.quote(str(job.lock.parent))
    line = (f"{minute} {hour} * * * mkdir -p {folder} && {command} "
            f">> {shlex.quote(str(job.log))} 2>&1 # {job.tag}")
    return line.replace("%", "\\%")


def systemd_units(job: Job) -> dict[str, str]:
    """The user service (a oneshot run of the job) and its daily, persistent timer."""
    # systemd reads % as a specifier
    command = " ".join(shlex.quote(part) for part in job.argv()).replace("%", "%%")
    service = (
        "[Unit]\n"
        "Description=ebbing daily memory maintenance\n"
        "\n"
        "[Service]\n"
        "Type=oneshot\n"
        f"ExecStartPre=/bin/mkdir -p {shlex.quote(str(job.lock.parent))}\n"
        f"ExecStart={command}\n"
        f"SuccessExitStatus={BUSY}\n"
        "Nice=10\n"
        "IOSchedulingClass=idle\n"
    )
    timer = (
        "[Unit]\n"
        "Description=Run ebbing memory maintenance daily\n"
        "\n"
        "[Timer]\n"
        "OnCalendar=daily\n"
        "Persistent=true\n"
        "RandomizedDelaySec=30min\n"
        "\n"
        "[Install]\n"
        "WantedBy=timers.target\n"
    )
    return {f"{UNIT}.service": service, f"{UNIT}.timer": timer}


def user_unit_dir() -> Path:
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "systemd" / "user"


def install_systemd(units: dict[str, str], folder: Path, enable: bool) -> list[str]:
    """Write the unit files (atomically) and, with `enable`, start the timer."""
    folder.mkdir(parents=True, exist_ok=True)
    done = []
    for name, text in units.items():
        atomic_write(folder / name, text.encode())
        done.append(f"wrote {folder / name}")
    commands = [["systemctl", "--user", "daemon-reload"],
                ["systemctl", "--user", "enable", "--now", f"{UNIT}.timer"]]
    for command in commands:
        if enable:
            _run(command)
            done.append("ran " + " ".join(command))
        else:
            done.append("to enable, run: " + " ".join(command))
    return done


def install_cron(line: str, tag: str) -> list[str]:
    """Put the line into the user's crontab, replacing an earlier line for the same data
    root; every other line stays as it was."""
    listed = subprocess.run(["crontab", "-l"], capture_output=True, text=True, check=False) \
        if shutil.which("crontab") else None
    if listed is None:
        raise InvalidInput("crontab is not installed: add the printed line to your scheduler")
    current = listed.stdout if listed.returncode == 0 else ""
    kept = [row for row in current.splitlines() if not row.rstrip().endswith(f"# {tag}")]
    _run(["crontab", "-"], "\n".join([*kept, line]) + "\n")
    return [f"installed in the crontab: {line}"]


def _run(command: list[str], stdin: str | None = None) -> None:
    try:
        subprocess.run(command, input=stdin, capture_output=True, text=True, check=True)
    except FileNotFoundError as error:
        raise InvalidInput(f"{command[0]} is not installed") from error
    except subprocess.CalledProcessError as error:
        raise InvalidInput(f"{' '.join(command)} failed: "
                           f"{(error.stderr or '').strip() or error.returncode}") from error

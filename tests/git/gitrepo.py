"""Real git repositories in a temporary folder, each clone a data root ebbing writes to."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from ebbing.config import Settings
from ebbing.gitmerge import setup_repository
from ebbing.models import ChangeLogEntry, Memory, Status
from ebbing.service import MemoryService

EBBING = [sys.executable, "-m", "ebbing"]


def git_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": str(home / "gitconfig"),
        "HOME": str(home),
    })
    return env


class Clone:
    """A clone of the shared repository; its root is the ebbing data root."""

    def __init__(self, root: Path, env: dict[str, str]) -> None:
        self.root = root
        self.env = env

    def git(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["git", *args], cwd=self.root, env=self.env, text=True,
                              capture_output=True, check=check)

    def service(self) -> MemoryService:
        return MemoryService(Settings(home=self.root, embedder="fake", conflict_detection=False))

    def commit(self, message: str) -> None:
        self.git("add", "-A")
        self.git("commit", "-q", "-m", message)

    @property
    def folder(self) -> Path:
        return self.root / "default" / "default"


def make_pair(tmp: Path) -> tuple[Clone, Clone]:
    """An origin with one first commit, and two clones set up with the merge driver."""
    env = git_env(tmp)
    (tmp / "gitconfig").write_text("[init]\n\tdefaultBranch = main\n[pull]\n\trebase = false\n")
    subprocess.run(["git", "init", "-q", "--bare", str(tmp / "origin.git")], env=env,
                   check=True)
    first = Clone(tmp / "one", env)
    subprocess.run(["git", "clone", "-q", str(tmp / "origin.git"), str(first.root)], env=env,
                   check=True, capture_output=True)
    setup_repository(first.root, EBBING)
    return first, clone_again(tmp, "two", env)


def clone_again(tmp: Path, name: str, env: dict[str, str]) -> Clone:
    other = Clone(tmp / name, env)
    subprocess.run(["git", "clone", "-q", str(tmp / "origin.git"), str(other.root)], env=env,
                   check=True, capture_output=True)
    if (other.root / ".gitattributes").exists():
        setup_repository(other.root, EBBING)
    return other


def supersede(svc: MemoryService, old_id: str, new_id: str, reason: str,
              at: datetime) -> Memory:
    """Mark a memory outdated by a newer one, with a change-log entry (through edit)."""
    old = svc.get(old_id)
    entry = ChangeLogEntry(at=at, from_status=old.status, to_status=Status.OUTDATED,
                           reason=reason, trigger_memory_id=new_id)
    return svc.edit(old_id, now=at, status=Status.OUTDATED, linked_new_memory_id=new_id,
                    change_log=[*old.change_log, entry])

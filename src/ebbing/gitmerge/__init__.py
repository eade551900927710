"""git support: a merge driver that merges store logs record by record (docs/git.md)."""

from __future__ import annotations

from ebbing.gitmerge.driver import ATTRIBUTES, driver_command, merge_files, setup_repository
from ebbing.gitmerge.merge import merge_logs

__all__ = ["ATTRIBUTES", "driver_command", "merge_files", "merge_logs", "setup_repository"]

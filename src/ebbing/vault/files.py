"""Files in a vault: which ones are notes ebbing looks at, and crash-safe writes of notes."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from ebbing.store.atomic import atomic_write, fsync_dir
from ebbing.vault.notefile import NoteError, sha256
from ebbing.vault.state import Written

MEMORIES = "Memories"
ENTITIES = "Entities"
INBOX = "Inbox"
TEMPLATES = "Templates"
SKIPPED_FOLDERS = {TEMPLATES}


def is_ignored_name(name: str) -> bool:
    """Dotfiles and dot-folders (.obsidian, .git, .trash, our own temp files), editor
    backups and swap files."""
    return (name.startswith((".", "~", "#")) or name.endswith(("~", ".tmp", ".swp", ".swx"))
            or name.startswith(".#"))


def is_note_path(relative: PurePosixPath) -> bool:
    """A Markdown note ebbing reads: not hidden, not temporary, not in Templates/."""
    parts = relative.parts
    if not parts or relative.suffix.lower() != ".md":
        return False
    if any(is_ignored_name(part) for part in parts):
        return False
    return parts[0] not in SKIPPED_FOLDERS


def relative(vault: Path, path: Path) -> str:
    return PurePosixPath(path.relative_to(vault)).as_posix()


def list_notes(vault: Path) -> list[str]:
    """Every note's path relative to the vault (with '/'), sorted."""
    found: list[str] = []
    for folder, dirs, files in os.walk(vault):
        dirs[:] = sorted(d for d in dirs if not is_ignored_name(d))
        base = Path(folder)
        if base == vault:
            dirs[:] = [d for d in dirs if d not in SKIPPED_FOLDERS]
        for name in files:
            rel = PurePosixPath(relative(vault, base / name))
            if is_note_path(rel):
                found.append(rel.as_posix())
    return sorted(found)


def is_inbox(path: str) -> bool:
    return PurePosixPath(path).parts[0] == INBOX


def stat_of(vault: Path, path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(vault / path)
    except FileNotFoundError:
        return None
    return st.st_size, st.st_mtime_ns


def unchanged(vault: Path, written: Written) -> bool | None:
    """True if the note still holds the bytes ebbing wrote, False if it changed, None if it
    is gone. Size and modification time answer without reading when they match."""
    found = stat_of(vault, written.path)
    if found is None:
        return None
    if found == (written.size, written.mtime_ns):
        return True
    try:
        data = (vault / written.path).read_bytes()
    except FileNotFoundError:
        return None
    return sha256(data) == written.sha256


def write_note(vault: Path, path: str, text: str) -> Written:
    """Write a note atomically (temp file in the same folder, fsync, rename, fsync folder)
    and return what was written."""
    target = vault / path
    target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    atomic_write(target, data)
    st = os.stat(target)
    return Written(path=path, sha256=sha256(data), size=st.st_size, mtime_ns=st.st_mtime_ns)


def written_as(vault: Path, path: str, data: bytes) -> Written:
    """What is on disk at `path`, known to hold `data`."""
    st = os.stat(vault / path)
    return Written(path=path, sha256=sha256(data), size=st.st_size, mtime_ns=st.st_mtime_ns)


def remove_note(vault: Path, path: str) -> None:
    target = vault / path
    try:
        target.unlink()
    except FileNotFoundError:
        return
    fsync_dir(target.parent)


def read_text(vault: Path, path: str) -> tuple[bytes, str]:
    """A note's bytes and text; NoteError if it is not UTF-8 (it is then left alone)."""
    data = (vault / path).read_bytes()
    try:
        return data, data.decode("utf-8")
    except UnicodeDecodeError:
        raise NoteError("the note is not UTF-8 text") from None

"""Files in a vault: which ones are notes ebbing looks at, and crash-safe writes of notes."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from ebbing.store.atomic import fsync_dir, write_all
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


def list_notes(vault: Path, links: list[str] | None = None) -> list[str]:
    """Every note's path relative to the vault (with '/'), sorted. Symbolic links are not
    followed, to folders or to notes (a link inside the vault points at notes found at their
    own place); those that leave the vault are added to `links`, to be reported."""
    return sorted(note_listing(vault, links))


def note_listing(vault: Path, links: list[str] | None = None) -> dict[str, tuple[int, int]]:
    """The notes `list_notes` finds, each with its size and modification time (ns), in one
    scan of each folder (the vault-notes index compares them before every search)."""
    found: dict[str, tuple[int, int]] = {}
    pending = [("", os.fspath(vault))]
    while pending:
        prefix, folder = pending.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if is_ignored_name(entry.name):
                continue
            if entry.is_symlink():  # not followed; to a folder or a note leaving the vault:
                name = prefix + entry.name  # reported
                if links is not None and (name.lower().endswith(".md") or _safe_is_dir(entry)) \
                        and leaves_vault(vault, name):
                    links.append(name)
            elif entry.is_dir(follow_symlinks=False):
                if prefix or entry.name not in SKIPPED_FOLDERS:
                    pending.append((f"{prefix}{entry.name}/", entry.path))
            elif entry.name.lower().endswith(".md"):
                try:
                    st = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                found[prefix + entry.name] = (st.st_size, st.st_mtime_ns)
    if links is not None:
        links.sort()
    return found


def _safe_is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def leaves_vault(vault: Path, path: str) -> bool:
    """`path` (relative to the vault), every symbolic link on it followed, is outside."""
    root = Path(os.path.realpath(vault))
    real = Path(os.path.realpath(vault / path))
    return not real.is_relative_to(root)


def link_problem(vault: Path, path: str) -> str | None:
    """Why ebbing will not write or remove the note at `path`: it, or a folder on its way,
    is a symbolic link that leaves the vault, or the note itself is a link."""
    if leaves_vault(vault, path):
        return ("a symbolic link on this path leaves the vault; ebbing does not follow links "
                "out of the vault, so this note is neither read nor written (docs/vault.md)")
    if os.path.islink(vault / path):
        return "the note is a symbolic link; ebbing does not write through links"
    return None


def is_inbox(path: str) -> bool:
    return path.split("/", 1)[0] == INBOX


def stem_of(path: str) -> str:
    """A note's name: its file name without `.md`."""
    name = path.rsplit("/", 1)[-1]
    return name[:-3] if name.lower().endswith(".md") else name


def stat_of(vault: Path, path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(os.path.join(vault, path))
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


class Folders:
    """Folders whose entries changed in a pass: fsynced once each before the pass records
    what it wrote (a rename is durable once its folder is)."""

    def __init__(self) -> None:
        self.pending: set[Path] = set()

    def sync(self) -> None:
        for folder in sorted(self.pending):
            if folder.is_dir():
                fsync_dir(folder)
        self.pending.clear()


FOLDERS = Folders()


BOM = b"\xef\xbb\xbf"


def same_text(current: bytes, data: bytes) -> bool:
    """Whether the note on disk (`current`) already says what ebbing would write (`data`),
    its line endings (CRLF, LF or mixed), a byte-order mark and blank lines at its end aside:
    then nothing is written, and those bytes of the person's stay as they are."""
    def plain(raw: bytes) -> bytes:
        return raw.removeprefix(BOM).replace(b"\r\n", b"\n").rstrip(b"\n")

    return plain(current) == plain(data)


def crlf(path: Path) -> bool:
    """Whether the note at `path` ends its lines with CRLF (every line break is one)."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    breaks = data.count(b"\n")
    return breaks > 0 and data.count(b"\r\n") == breaks


def _starts_with_bom(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(3) == BOM
    except OSError:
        return False


def write_note(vault: Path, path: str, text: str) -> Written:
    """Write a note atomically (a temporary dotfile in the same folder, fsync, rename; the
    folder is fsynced by FOLDERS.sync()) and return what was written."""
    target = vault / path
    problem = link_problem(vault, path)
    if problem:
        raise NoteError(f"{path}: {problem}")
    target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    if crlf(target):  # a person saved it with Windows line endings: it keeps them
        data = data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    if _starts_with_bom(target) and not data.startswith(BOM):  # and a byte-order mark
        data = BOM + data
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, target)
    FOLDERS.pending.add(target.parent)
    st = os.stat(target)
    return Written(path=path, sha256=sha256(data), size=st.st_size, mtime_ns=st.st_mtime_ns)


def written_as(vault: Path, path: str, data: bytes) -> Written:
    """What is on disk at `path`, known to hold `data`."""
    st = os.stat(vault / path)
    return Written(path=path, sha256=sha256(data), size=st.st_size, mtime_ns=st.st_mtime_ns)


def remove_note(vault: Path, path: str) -> None:
    target = vault / path
    if leaves_vault(vault, path):
        return
    try:
        target.unlink()
    except FileNotFoundError:
        return
    FOLDERS.pending.add(target.parent)


def read_text(vault: Path, path: str) -> tuple[bytes, str]:
    """A note's bytes and text; NoteError if it is not UTF-8 (it is then left alone)."""
    data = (vault / path).read_bytes()
    try:
        return data, data.decode("utf-8")
    except UnicodeDecodeError:
        raise NoteError("the note is not UTF-8 text") from None

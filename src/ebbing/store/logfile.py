"""One append-only JSON Lines file: durable appends, incremental reads, repair and quarantine.

Writers hold the store's cross-process lock for every append and rewrite; readers take no lock
and only ever consume complete lines (a line is complete once its newline is on disk). A
process keeps its read descriptor open, so offsets it folded stay valid even when another
process compacts the file (a compaction replaces the file, and the new inode is noticed).
"""

from __future__ import annotations

import base64
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

import orjson
from filelock import FileLock

from ebbing.store.atomic import FILE_MODE, atomic_write, write_all
from ebbing.store.folderlock import FolderLock

log = logging.getLogger("ebbing")


@dataclass(frozen=True)
class Line:
    offset: int
    data: bytes  # without the newline


EARLIER = 32  # generations a header remembers


def earlier_generations(header: bytes | None) -> list[str]:
    """The generations a log rewritten from the one `header` heads descends from: that
    header's own generation, then the ones it lists (empty for no header or a torn one)."""
    try:
        head = orjson.loads(header) if header else None
    except orjson.JSONDecodeError:
        return []
    if not isinstance(head, dict) or head.get("kind") != "header":
        return []
    found = [head.get("generation"), *list(head.get("earlier") or [])]
    return [g for g in found if isinstance(g, str)][:EARLIER]


class LogFile:
    """A JSON Lines log whose first line is a header, guarded by `lock`."""

    def __init__(self, path: Path, lock: FolderLock | FileLock, schema_version: int,
                 quarantine: Path) -> None:
        self.path = path
        self.lock = lock
        self.schema_version = schema_version
        self.quarantine_path = quarantine
        self.fd: int | None = None
        self.ino: int | None = None
        self.offset = 0
        self.warned = False  # said once that the torn end could not be moved

    def new_header(self) -> bytes:
        """A header line with a fresh generation: every rewrite that changes the content gets a
        new one, so derived data made for an earlier version of the file is never trusted.

        A rewrite of an existing log (a compaction) also lists the generations it descends
        from (`earlier`, newest first, at most EARLIER): the git merge driver takes what a
        rewritten side lacks as deleted only when that side descends from the ancestor, never
        from a log that was removed and started again (gitmerge/sides.py)."""
        header: dict[str, object] = {"generation": os.urandom(8).hex(), "kind": "header",
                                     "schema_version": self.schema_version}
        earlier = earlier_generations(self.first_line())
        if earlier:
            header["earlier"] = earlier
        return orjson.dumps(header, option=orjson.OPT_SORT_KEYS)

    def first_line(self) -> bytes | None:
        """The file's first line (its header), or None if there is none yet."""
        try:
            with open(self.path, "rb") as handle:
                line = handle.readline()
        except FileNotFoundError:
            return None
        return line[:-1] if line.endswith(b"\n") else None

    # -- reading -------------------------------------------------------------------------
    def state(self) -> str:
        """'missing', 'reload' (new or replaced file), 'tail' (grew) or 'same'."""
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return "missing"
        if self.fd is None or st.st_ino != self.ino or st.st_size < self.offset:
            return "reload"
        return "tail" if st.st_size > self.offset else "same"

    def reopen(self) -> bool:
        """Open the current file for reading from the start; False if it does not exist."""
        self.close()
        try:
            self.fd = os.open(self.path, os.O_RDONLY)
        except FileNotFoundError:
            return False
        self.ino = os.fstat(self.fd).st_ino
        self.offset = 0
        return True

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
        self.fd, self.ino, self.offset = None, None, 0

    def size(self) -> int:
        return os.fstat(self.fd).st_size if self.fd is not None else 0

    def pread(self, offset: int, length: int) -> bytes:
        assert self.fd is not None
        return os.pread(self.fd, length, offset)

    def read_lines(self) -> tuple[list[Line], bool]:
        """Complete lines from the current offset to the end; advance past them.

        Returns the lines and whether an incomplete fragment follows them (a write in
        progress, or one torn by a crash).
        """
        assert self.fd is not None
        end = os.fstat(self.fd).st_size
        data = os.pread(self.fd, end - self.offset, self.offset) if end > self.offset else b""
        cut = data.rfind(b"\n") + 1
        lines: list[Line] = []
        position = self.offset
        for chunk in data[:cut].split(b"\n")[:-1]:
            lines.append(Line(position, chunk))
            position += len(chunk) + 1
        self.offset = position
        return lines, cut < len(data)

    # -- writing (caller holds the lock) ---------------------------------------------------
    def append(self, lines: list[bytes], *, sync: bool = True) -> tuple[int, bool]:
        """Append lines durably; return where the first one starts and whether a torn
        fragment had to be closed with a newline first (it then becomes a bad line).

        All or nothing: when the write or the fsync fails (a full disk), the file is cut back
        to its size before the call, so no part of the batch stays behind. `sync=False`: no
        fsync here (unless the file is new); the caller calls `flush` before it tells anyone
        the lines are stored (a failed flush cannot cut them back: they may stay, unacked)."""
        return self.append_text(b"\n".join(lines) + b"\n" if lines else b"", sync=sync)

    def flush(self) -> None:
        """fsync the file: whatever was appended to it so far is durable once this returns."""
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND)  # writable: Windows fsyncs no other
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def append_text(self, body: bytes, *, sync: bool = True) -> tuple[int, bool]:
        """`append` for lines already joined, each ending in a newline."""
        assert self.lock.is_locked, "append without the lock"
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, FILE_MODE)
        try:
            size = os.fstat(fd).st_size
            prefix = b""
            repaired = False
            if size == 0:
                prefix = self.new_header() + b"\n"
            else:
                if os.pread(fd, 1, size - 1) != b"\n":
                    prefix, repaired = b"\n", True
            try:
                write_all(fd, prefix + body)
                if sync or size == 0:
                    os.fsync(fd)
            except BaseException:
                cut_back(fd, size)
                raise
        finally:
            os.close(fd)
        return size + len(prefix), repaired

    def truncate_to(self, size: int) -> None:
        """Cut the file back to `size` bytes (undoing appends made under the same lock)."""
        assert self.lock.is_locked, "truncate without the lock"
        try:
            fd = os.open(self.path, os.O_WRONLY)
        except FileNotFoundError:
            return
        try:
            cut_back(fd, size)
        finally:
            os.close(fd)

    def rewrite(self, data: bytes) -> bool:
        """Atomically replace the file with `data` unless it already holds exactly that."""
        assert self.lock.is_locked, "rewrite without the lock"
        try:
            if self.path.read_bytes() == data:
                return False
        except FileNotFoundError:
            pass
        atomic_write(self.path, data)
        return True

    def quarantine(self, bad: list[Line], reason: str) -> int:
        """Move bad complete lines out of the log into the quarantine file (under the lock).

        Returns how many were moved; lines that changed meanwhile are left to the next load.
        """
        assert self.lock.is_locked, "quarantine without the lock"
        data = self.path.read_bytes()
        moved: list[Line] = []
        keep: list[bytes] = []
        position = 0
        for line in sorted(bad, key=lambda item: item.offset):
            end = line.offset + len(line.data)
            if line.offset < position or data[line.offset:end + 1] != line.data + b"\n":
                continue
            keep.append(data[position:line.offset])
            position = end + 1
            moved.append(line)
        if not moved:
            return 0
        keep.append(data[position:])
        self._to_quarantine(moved, reason)
        atomic_write(self.path, b"".join(keep))
        return len(moved)

    def drop_torn_tail(self) -> bool:
        """If the file ends in a fragment no writer is finishing, move it to quarantine.

        Only acts when the lock can be taken at once: a writer in progress holds it. When the
        disk is full or the folder read-only, nothing moves (readers skip the fragment anyway)
        and a later run, able to write, moves it."""
        try:
            self.lock.acquire(timeout=0)
        except (TimeoutError, OSError):
            return False
        try:
            data = self.path.read_bytes()
            cut = data.rfind(b"\n") + 1
            if cut == len(data):
                return False
            self._to_quarantine([Line(cut, data[cut:])], "torn line at the end of the log")
            fd = os.open(self.path, os.O_WRONLY)
            try:
                os.ftruncate(fd, cut)
                os.fsync(fd)
            finally:
                os.close(fd)
            return True
        except OSError as error:
            if self.warned:
                return False
            self.warned = True
            log.warning("could not move the torn end of %s to quarantine (%s); it is skipped "
                        "and moved by the next run that can write", self.path,
                        error.strerror or error)
            return False
        finally:
            self.lock.release()

    def _to_quarantine(self, lines: list[Line], reason: str) -> None:
        records = []
        for line in lines:
            record: dict[str, object] = {
                "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                "file": self.path.name,
                "offset": line.offset,
                "reason": reason,
            }
            try:
                record["line"] = line.data.decode("utf-8")
            except UnicodeDecodeError:
                record["line_base64"] = base64.b64encode(line.data).decode("ascii")
            records.append(orjson.dumps(record, option=orjson.OPT_SORT_KEYS) + b"\n")
        fd = os.open(self.quarantine_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, FILE_MODE)
        size = os.fstat(fd).st_size
        try:
            write_all(fd, b"".join(records))
            os.fsync(fd)
        except BaseException:
            cut_back(fd, size)
            raise
        finally:
            os.close(fd)
        log.warning(
            "moved %d unreadable line(s) of %s to %s (%s)",
            len(lines), self.path, self.quarantine_path, reason,
        )


def cut_back(fd: int, size: int) -> None:
    """Truncate to `size` and make that durable (shrinking needs no free space)."""
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    except OSError as error:  # the original error matters more; say this one too
        log.warning("could not cut a failed write back to %d bytes: %s", size, error)

"""Importing Markdown and text files into a library, idempotently.

Each file is chunked (see chunking.py); an entry remembers the file's absolute path, the
chunk's position, first line and heading path, and a digest of its heading path and text.
Importing a file again keeps the entries whose digest is unchanged (a moved chunk gets a new
version with its new position), adds the new chunks and deletes the entries of chunks that
are no longer in the file: the library then holds exactly the file's current chunks, once.
Every path is checked before anything is written.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ebbing.commonsense.chunking import MAX_CHARS, Chunk, chunk_markdown, chunk_text
from ebbing.commonsense.library import Library, make_entry
from ebbing.errors import InvalidInput
from ebbing.models import Memory

if TYPE_CHECKING:
    from ebbing.service import MemoryService

MARKDOWN = {".md", ".markdown", ".mdown", ".mkd"}
TEXT = {".txt", ".text"}


class BadPath(InvalidInput):
    """A path that cannot be imported (missing, unreadable, not UTF-8 text)."""


@dataclass
class FileReport:
    path: str
    chunks: int
    added: int = 0
    kept: int = 0
    moved: int = 0
    removed: int = 0


@dataclass
class ImportReport:
    library: str
    files: list[FileReport] = field(default_factory=list)

    def totals(self) -> dict[str, int]:
        return {key: sum(getattr(f, key) for f in self.files)
                for key in ("chunks", "added", "kept", "moved", "removed")}


def resolve_files(paths: list[Path]) -> list[tuple[Path, str]]:
    """Every file to import with its text: a folder stands for the Markdown and text files
    under it. Raises BadPath naming the first path that cannot be read."""
    files: list[Path] = []
    for given in paths:
        path = given.expanduser()
        if path.is_dir():
            found = sorted(p for p in path.rglob("*")
                           if p.is_file() and p.suffix.lower() in MARKDOWN | TEXT
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            if not found:
                raise BadPath(f"{given}: no Markdown (.md) or text (.txt) files in this folder")
            files.extend(found)
        elif path.is_file():
            files.append(path)
        else:
            raise BadPath(f"{given}: no such file or folder")
    loaded: list[tuple[Path, str]] = []
    for path in dict.fromkeys(p.resolve() for p in files):
        try:
            loaded.append((path, path.read_text(encoding="utf-8")))
        except UnicodeDecodeError:
            raise BadPath(f"{path}: not UTF-8 text (only Markdown and text files can be "
                          "imported)") from None
        except OSError as error:
            raise BadPath(f"{path}: cannot be read ({error.strerror})") from None
    return loaded


def chunks_of(path: Path, text: str, max_chars: int = MAX_CHARS) -> list[Chunk]:
    if path.suffix.lower() in MARKDOWN:
        return chunk_markdown(text, max_chars)
    return chunk_text(text, max_chars)


def digest(chunk: Chunk) -> str:
    data = "\x1f".join([*chunk.headings, "\x1e", chunk.text]).encode()
    return hashlib.sha256(data).hexdigest()[:32]


def import_files(svc: MemoryService, lib: Library, files: list[tuple[Path, str]],
                 now: datetime | None = None, max_chars: int = MAX_CHARS) -> ImportReport:
    at = (now or datetime.now(UTC)).astimezone(UTC)
    report = ImportReport(lib.name)
    store = lib.store(svc)
    try:
        with store.lock:
            by_source: dict[str, dict[str, Memory]] = {}
            for entry in store.iter_memories():
                if entry.source:
                    key = str(entry.metadata.get("digest", ""))
                    by_source.setdefault(entry.source, {})[key] = entry
            put: list[Memory] = []
            gone: list[str] = []
            for path, text in files:
                chunks = chunks_of(path, text, max_chars)
                file_report = FileReport(str(path), len(chunks))
                old = by_source.get(str(path), {})
                seen: set[str] = set()
                for chunk in chunks:
                    key = digest(chunk)
                    if key in seen:  # the same chunk twice in one file: keep it once
                        continue
                    seen.add(key)
                    meta: dict[str, Any] = {"digest": key, "headings": list(chunk.headings),
                                            "line": chunk.line, "position": chunk.position}
                    before = old.get(key)
                    if before is None:
                        put.append(make_entry(chunk.text, at, source=str(path), metadata=meta))
                        file_report.added += 1
                    elif before.metadata != meta:
                        put.append(before.model_copy(update={"metadata": meta, "updated_at": at}))
                        file_report.moved += 1
                    else:
                        file_report.kept += 1
                stale = [e.id for key, e in old.items() if key not in seen]
                gone.extend(stale)
                file_report.removed = len(stale)
                report.files.append(file_report)
            store.put(put)
            if gone:
                store.delete(gone, at)
    finally:
        store.close()
    return report

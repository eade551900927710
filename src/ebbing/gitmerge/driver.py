"""The git merge driver for store logs, and the lines that tell git to use it.

git calls `ebbing git-merge-driver %O %A %B %P` with the ancestor's, our and their version of
a file in temporary files; the driver writes the merge into the %A file and exits 0, or
leaves it alone and exits non-zero, which git reports as a conflict. See docs/git.md.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from ebbing.errors import InvalidInput
from ebbing.gitmerge.merge import MEMORIES, RELATIONS, merge_logs
from ebbing.gitmerge.sides import parse_line, split_lines
from ebbing.store.atomic import atomic_write

ATTRIBUTES = (
    "# ebbing: merge store logs by their records, not line by line\n"
    "memories.jsonl merge=ebbing\n"
    "relations.jsonl merge=ebbing\n"
    "quarantine.jsonl merge=union\n"
)
DRIVER_NAME = "ebbing store log merge"


def kind_of(pathname: str | None, *contents: bytes) -> str:
    """memories.jsonl or relations.jsonl: by the file's name, else by what its lines hold."""
    name = Path(pathname).name if pathname else ""
    if name in (MEMORIES, RELATIONS):
        return name
    kinds: set[str] = set()
    for data in contents:
        for line in split_lines(data)[:200]:
            kind = parse_line(line).kind
            if kind is not None:
                kinds.add(kind)
    if kinds & {"relation", "relation_delete"}:
        return RELATIONS
    if kinds & {"memory", "touch", "delete"}:
        return MEMORIES
    raise InvalidInput(f"{pathname or 'the file'} is not an ebbing memory or relation log: "
                       "use this driver for memories.jsonl and relations.jsonl only")


def merge_files(ancestor: Path, ours: Path, theirs: Path, pathname: str | None = None) -> None:
    """Merge three versions of a log into `ours` (replaced atomically once it is done)."""
    base, mine, their = (_read(p) for p in (ancestor, ours, theirs))
    merged = merge_logs(kind_of(pathname, base, mine, their), base, mine, their)
    if merged != mine:
        atomic_write(ours, merged)


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return b""


def driver_command(executable: list[str]) -> str:
    """The value of `merge.ebbing.driver` for an ebbing run as `executable`."""
    import shlex

    return " ".join(shlex.quote(part) for part in executable) + \
        " git-merge-driver %O %A %B %P"


def setup_repository(folder: Path, executable: list[str]) -> list[str]:
    """Write the attributes into `folder`/.gitattributes (kept lines stay) and the driver into
    the repository's config. Returns what was done, one line each."""
    done: list[str] = []
    attributes = folder / ".gitattributes"
    current = attributes.read_text(encoding="utf-8") if attributes.exists() else ""
    have = {line.strip() for line in current.splitlines()}
    missing = [line for line in ATTRIBUTES.splitlines()
               if line.strip() not in have and not line.startswith("#")]
    if missing:
        text = current + ("" if not current or current.endswith("\n") else "\n")
        if not have & {line.strip() for line in ATTRIBUTES.splitlines()}:
            text += ATTRIBUTES.splitlines()[0] + "\n"
        attributes.write_text(text + "".join(line + "\n" for line in missing), encoding="utf-8")
        done.append(f"wrote {len(missing)} line(s) to {attributes}")
    for key, value in (("merge.ebbing.name", DRIVER_NAME),
                       ("merge.ebbing.driver", driver_command(executable))):
        try:
            subprocess.run(["git", "config", key, value], cwd=folder, check=True,
                           capture_output=True, text=True)
        except FileNotFoundError as error:
            raise InvalidInput("git is not installed (or not on PATH)") from error
        except subprocess.CalledProcessError as error:
            raise InvalidInput(f"git config failed in {folder}: "
                               f"{error.stderr.strip() or error}") from error
        done.append(f"git config {key} {value!r}")
    return done

"""`ebbing vault init`: lay down the vault template, or merge it into an existing vault.

Files that do not exist are copied. Obsidian's JSON settings that exist are merged key by key,
and a value a person set always stays: a plugin they switched off stays off, a property type
they chose stays theirs (reported), colour groups they made are kept and ours added after.
`.gitignore` gains only the lines it lacks. Any other file that exists (the home note, the
templates) is left as it is. Nothing is written through a symbolic link that leaves the vault
(reported as a conflict).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import orjson

from ebbing.store.atomic import atomic_write
from ebbing.vault.files import ENTITIES, INBOX, MEMORIES, leaves_vault


@dataclass
class InitReport:
    vault: str
    added: list[str] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def template_root() -> Path:
    """The template shipped in the wheel (ebbing/vault-template), or the repository's."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "vault-template", here.parents[2] / "vault-template"):
        if (candidate / ".obsidian").is_dir():
            return candidate
    raise FileNotFoundError("the vault template is missing from this installation of ebbing")


def _merge(theirs: Any, ours: Any, where: str, conflicts: list[str]) -> Any:
    """`theirs` with what it lacks from `ours`; theirs wins wherever both have a value."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        merged = dict(theirs)
        for key, value in ours.items():
            if key not in merged:
                merged[key] = value
            else:
                merged[key] = _merge(merged[key], value, f"{where}.{key}", conflicts)
        return merged
    if where.endswith("colorGroups") and isinstance(theirs, list) and isinstance(ours, list):
        queries = {group.get("query") for group in theirs if isinstance(group, dict)}
        return [*theirs, *[g for g in ours if g.get("query") not in queries]]
    if where.endswith("core-plugins.json") and isinstance(theirs, list) and isinstance(ours, dict):
        return [*theirs, *[name for name, on in ours.items() if on and name not in theirs]]
    if theirs != ours and where.startswith("types.json.types."):
        conflicts.append(f"{where}: kept your type {theirs!r} (ebbing writes {ours!r})")
    return theirs


def _merge_json(target: Path, template: Path, name: str, report: InitReport) -> None:
    try:
        theirs = orjson.loads(target.read_bytes())
    except orjson.JSONDecodeError:
        report.conflicts.append(f".obsidian/{name}: not valid JSON; left alone")
        return
    ours = orjson.loads(template.read_bytes())
    merged = _merge(theirs, ours, name, report.conflicts)
    if merged == theirs:
        report.kept.append(f".obsidian/{name}")
        return
    atomic_write(target, orjson.dumps(merged, option=orjson.OPT_INDENT_2) + b"\n")
    report.merged.append(f".obsidian/{name}")


def _merge_lines(target: Path, template: Path, rel: str, report: InitReport) -> None:
    have = target.read_text(encoding="utf-8")
    present = {line.strip() for line in have.splitlines()}
    missing = [line for line in template.read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith("#") and line.strip() not in present]
    if not missing:
        report.kept.append(rel)
        return
    text = have + ("" if have.endswith("\n") or not have else "\n")
    text += "# added by ebbing\n" + "\n".join(missing) + "\n"
    atomic_write(target, text.encode("utf-8"))
    report.merged.append(rel)


def init_vault(vault: Path) -> InitReport:
    """Create the vault at `vault` (made if missing) or merge the template into it."""
    vault = vault.expanduser()
    if vault.exists() and not vault.is_dir():
        raise NotADirectoryError(f"{vault} is a file, not a folder for a vault")
    vault.mkdir(parents=True, exist_ok=True)
    report = InitReport(str(vault))
    source = template_root()
    for path in sorted(p for p in source.rglob("*") if p.is_file()):
        rel = path.relative_to(source).as_posix()
        if "__pycache__" in rel:
            continue
        target = vault / rel
        if leaves_vault(vault, rel):
            report.conflicts.append(f"{rel}: a symbolic link on its path leaves the vault; "
                                    "not written (docs/vault.md)")
            continue
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(target, path.read_bytes())
            report.added.append(rel)
        elif rel.startswith(".obsidian/") and rel.endswith(".json"):
            _merge_json(target, path, path.name, report)
        elif rel == ".gitignore":
            _merge_lines(target, path, rel, report)
        else:
            report.kept.append(rel)
    for folder in (MEMORIES, ENTITIES, INBOX):
        if not (vault / folder).is_dir():
            (vault / folder).mkdir(parents=True, exist_ok=True)
            report.added.append(folder + "/")
    return report

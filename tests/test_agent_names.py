"""Unicode names for namespaces and agents, and the folders they get."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.errors import InvalidName
from ebbing.names import check_name, folder_name, name_of_folder
from ebbing.service import MemoryService

PLAIN = ["Max", "max", "MAX", "user_42", "team.a-b", "x."]  # names accepted before: as is
NAMES = ["user:42", "小明", "Zoë", "Straße", "हिन्दी", "a@b+c#d", "ÄÖ", "äö", "x:.", *PLAIN]


def test_every_name_gets_its_own_folder_even_on_case_insensitive_systems() -> None:
    folders = [folder_name(check_name("agent", n)) for n in NAMES]
    assert [name_of_folder(f) for f in folders] == NAMES  # reversible
    assert [folder_name(n) for n in PLAIN] == PLAIN
    unicode_folders = [f for n, f in zip(NAMES, folders, strict=True) if n not in PLAIN]
    # no two folders of Unicode names equal when case is ignored, nor equal a plain name
    folded = [f.casefold() for f in unicode_folders]
    assert len(set(folded)) == len(folded)
    assert not set(folded) & {p.casefold() for p in PLAIN}
    for folder in unicode_folders:  # nothing Windows or macOS would refuse or alter
        assert not set(folder) & set('/\\:*?"<>|') and not folder.endswith((".", " "))
    assert folder_name("user:42") == "user~3a~42" and folder_name("小明") == "小明"


@pytest.mark.parametrize("name", ["../x", "a/b", "a\\b", "..", "a..b", ".x", "_x", "-x",
                                  "a b", "tab\tx", "a\x00b", "a\x7fb", "con", "CON.txt",
                                  "lpt1", "Nul.anything", "x~1~", "a" * 65, "😀" * 40])
def test_unsafe_names_are_refused(name: str) -> None:
    with pytest.raises(InvalidName):
        check_name("agent", name)


def test_a_folder_made_before_unicode_names_stays_readable(ebbing_home: Path) -> None:
    # the layout every earlier ebbing wrote: <home>/<namespace>/<agent>/memories.jsonl
    old = ebbing_home / "work" / "Max.1"
    svc = MemoryService(namespace="work", agent="Max.1")
    memory = svc.remember("Max likes sailing")
    svc.close()
    assert (old / "memories.jsonl").exists()
    again = MemoryService(namespace="work", agent="Max.1")
    assert again.folder == old and [m.id for m in again.list()] == [memory.id]


def test_the_cli_accepts_composite_and_chinese_names(ebbing_home: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["remember", "小明 likes tea", "-n", "user:42", "-a", "小明",
                                 "--json"])
    assert result.exit_code == 0, result.stderr
    assert (ebbing_home / "user~3a~42" / "小明" / "memories.jsonl").exists()
    listed = runner.invoke(app, ["list", "-n", "user:42", "-a", "小明", "--json"])
    assert listed.exit_code == 0
    assert [json.loads(line)["content"] for line in listed.stdout.splitlines()] == [
        "小明 likes tea"]
    refused = runner.invoke(app, ["remember", "x", "-a", "../escape"])
    assert refused.exit_code == 1 and "invalid agent name" in refused.stderr

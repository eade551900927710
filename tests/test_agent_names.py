"""Unicode names for namespaces and agents, and the folders they get."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.errors import InvalidName
from ebbing.names import agent_folder, check_name, folder_name, name_of_folder
from ebbing.service import MemoryService
from ebbing.store.agents import agents_in

LOWER = ["max", "user_42", "team.a-b", "x.y", "a1"]  # lower-case ASCII: its own folder
NAMES = ["user:42", "小明", "小明.", "Zoë", "ZOË", "zoë", "Straße", "STRASSE", "strasse",
         "हिन्दी", "a@b+c#d", "ÄÖ", "äö", "Äö", "x:.", "Max", "MAX", "mAx", "a.", "A.",
         "Σίσυφος", "σίσυφος", "ΣΊΣΥΦΟΣ", "İstanbul", "istanbul", "Ǆ", "ǅ", "ǆ", "Ωmega",
         "Ωmega", "Kelvin", "kelvin", "한국어", "москва", "Москва", "com¹x", *LOWER]


def test_every_name_gets_its_own_folder_even_on_case_insensitive_systems() -> None:
    names = list(dict.fromkeys(check_name("agent", n) for n in NAMES))  # NFC, distinct
    folders = [folder_name(n) for n in names]
    assert [name_of_folder(f) for f in folders] == names  # reversible
    # a case-insensitive file system (macOS, Windows) compares names case-folded: no two
    # names' folders may be equal then, nor may a folder hold anything Windows refuses
    folded = [unicodedata.normalize("NFC", f.casefold()) for f in folders]
    assert len(set(folded)) == len(folded)
    assert [f.casefold() for f in folders] == folders  # no character with a case at all
    for folder in folders:
        assert not set(folder) & set('/\\:*?"<>|') and not folder.endswith((".", " "))
        assert folder.split(".")[0] not in {"con", "prn", "aux", "nul", "com1", "lpt1"}
    assert [folder_name(n) for n in LOWER] == LOWER
    assert folder_name("Max") == "~4d~ax" and folder_name("a.") == "a~2e~"
    assert folder_name("user:42") == "user~3a~42" and folder_name("小明") == "小明"
    assert folder_name("小明.") == "小明~2e~" and folder_name("ÄÖ") == "~c4~~d6~"


def test_names_that_differ_only_by_case_get_folders_a_folding_file_system_keeps_apart(
        tmp_path: Path) -> None:
    """Simulated case-insensitive file system: folders are created under their case-folded
    spelling, so two names whose folders fold together would share one."""
    made: dict[str, str] = {}
    for name in ["Max", "max", "MAX", "a.", "A.", "Zoë", "zoë", "Straße", "strasse"]:
        folded = folder_name(name).casefold()
        assert folded not in made, (name, made.get(folded))
        made[folded] = name
        (tmp_path / folded).mkdir()
    assert len(list(tmp_path.iterdir())) == 9


@pytest.mark.parametrize("name", ["con", "CON", "Con.txt", "com¹", "LPT³", "lpt².log"])
def test_windows_device_names_are_refused_in_any_case(name: str) -> None:
    with pytest.raises(InvalidName, match="reserved device name"):
        check_name("agent", name)


def test_a_folder_of_the_old_layout_is_read_where_it_is(ebbing_home: Path) -> None:
    # an earlier ebbing kept agent "Max" in <home>/work/Max: it stays there, nothing renamed
    (ebbing_home / "work" / "Max").mkdir(parents=True)
    svc = MemoryService(namespace="work", agent="Max")
    memory = svc.remember("Max likes sailing")
    svc.close()
    assert sorted(p.name for p in (ebbing_home / "work").iterdir()) == ["Max"]
    assert agent_folder(ebbing_home, "work", "Max") == ebbing_home / "work" / "Max"
    # a new agent "MAX" gets today's folder, never the old one's
    other = MemoryService(namespace="work", agent="MAX")
    other.remember("MAX is a different agent")
    other.close()
    assert other.folder == ebbing_home / "work" / "~4d~~41~~58~"
    again = MemoryService(namespace="work", agent="Max")
    assert [m.id for m in again.list()] == [memory.id]
    assert agents_in(ebbing_home) == ["work/MAX", "work/Max"]


def test_a_new_name_that_a_folding_file_system_would_put_in_an_old_folder_is_refused(
        tmp_path: Path) -> None:
    """On a case-insensitive file system an old-layout `Max` is also `max`: the lookup finds
    the folder exists but is not listed under that spelling, and refuses rather than read or
    write another agent's memories. Simulated with a symlink, which behaves the same way."""
    (tmp_path / "work" / "Max").mkdir(parents=True)
    (tmp_path / "work" / "max").symlink_to(tmp_path / "work" / "Max")
    assert agent_folder(tmp_path, "work", "Max") == tmp_path / "work" / "Max"
    assert agent_folder(tmp_path, "work", "max") == tmp_path / "work" / "max"  # listed
    (tmp_path / "work" / "max").unlink()
    folding = tmp_path / "folding"
    (folding / "Work").mkdir(parents=True)

    real_exists = Path.exists

    def exists_ignoring_case(self: Path, **kw: Any) -> bool:
        return any(p.name.casefold() == self.name.casefold() for p in self.parent.iterdir()) \
            if self.parent.is_dir() else real_exists(self, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Path, "exists", exists_ignoring_case)
        with pytest.raises(InvalidName, match="rename it to '~57~ork'"):
            agent_folder(folding, "work", "max")
        assert agent_folder(folding, "Work", "max") == folding / "Work" / "max"


@pytest.mark.parametrize("name", ["../x", "a/b", "a\\b", "..", "a..b", ".x", "_x", "-x",
                                  "a b", "tab\tx", "a\x00b", "a\x7fb", "con", "CON.txt",
                                  "lpt1", "Nul.anything", "x~1~", "a" * 65, "😀" * 40])
def test_unsafe_names_are_refused(name: str) -> None:
    with pytest.raises(InvalidName):
        check_name("agent", name)


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

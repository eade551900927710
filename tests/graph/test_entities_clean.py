"""Entities are words of the text: never an id, a citation or markup; a dream or a thought
never makes one; Chinese text has its own; and an alias joins the two scripts."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width punctuation)

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ebbing.cli.app import app
from ebbing.config import Settings
from ebbing.core.entities import extract
from ebbing.core.entities_zh import extract_zh
from ebbing.service import MemoryService

runner = CliRunner()


def names(text: str) -> list[str]:
    return [m.name for m in extract(text)]


def test_ids_citations_and_markup_are_no_entities() -> None:
    derived = ('What is known about Odile: "Odile keeps bees." [01M8C2Q7HZ4WKXN3PD5RT8VY6B]; '
               '"Odile sells honey in Lyon." [01M8C2QA0E7MJ2SG4XK9PZ3NQW]')
    assert set(names(derived)) == {"Odile", "Lyon"}
    assert names("See https://example.org/Page9 or write to Odile@Example.com, ref AB12CD34.") \
        == ["See"]
    assert names("Run `GetValue` then ask Bruno.") == ["Run", "Bruno"]


@pytest.mark.parametrize(("text", "found"), [
    ("小明说他和小红在谈恋爱。", ["小明", "小红"]),
    ("老王在瑞金医院工作。", ["老王", "瑞金医院"]),
    ("小红的猫年糕很可爱。", ["小红", "年糕"]),
    ("阿梅养了一只狗叫豆包。", ["阿梅", "豆包"]),
    ("王建国告诉我他搬到了成都。", ["王建国", "成都"]),
    ("小时候我住在老家，周五和老李去了复旦大学。", ["老李", "复旦大学"]),
    ("老王在一家银行工作。", ["老王"]),  # a bank, not a name
])
def test_chinese_entities(text: str, found: list[str]) -> None:
    assert [name for name, _ in extract_zh(text)] == found
    assert [m.name for m in extract(text)] == found


def remember(*texts: str) -> None:
    for text in texts:
        assert runner.invoke(app, ["remember", text, "--no-check"]).exit_code == 0


def listed() -> list[str]:
    result = runner.invoke(app, ["entities", "--json"])
    assert result.exit_code == 0, result.output
    return [json.loads(line)["name"] for line in result.output.splitlines()]


def test_after_think_and_dream_the_entities_are_words_of_the_text(ebbing_home: Path) -> None:
    remember("Odile keeps bees in her garden in Lyon.", "Odile sells honey at the Lyon market.",
             "Odile's bees swarmed in June.", "Every week Bruno helps Odile with the hives.",
             "Bruno drives a blue van to the market.")
    assert runner.invoke(app, ["dream"]).exit_code == 0
    assert runner.invoke(app, ["think", "Odile"]).exit_code == 0
    svc = MemoryService(Settings(home=ebbing_home))
    assert any(m.derived_from for m in svc.list())  # the dream and the thought wrote some
    found = listed()
    assert {"Odile", "Lyon", "Bruno"} <= set(found)
    # no id fragment ("M", "AWZ", "DKVMGY"), no agent name or tag from a derived memory
    assert not [n for n in found if re.fullmatch(r"[A-Z0-9]{1,12}", n)], found
    assert not {"default", "dream", "thought"} & set(found)
    assert runner.invoke(app, ["reindex"]).exit_code == 0
    assert listed() == found


def test_an_alias_joins_the_two_scripts(ebbing_home: Path) -> None:
    remember("Xiao Ming works at Ruijin Hospital as a nurse.", "小明喜欢打篮球。",
             "The neighbour plays the violin.")
    assert runner.invoke(app, ["alias", "小明", "Xiao Ming"]).exit_code == 0
    result = runner.invoke(app, ["entities", "--json"])
    rows = {json.loads(line)["name"]: json.loads(line) for line in result.output.splitlines()}
    assert rows["Xiao Ming"]["memories"] == 2 and "小明" in rows["Xiao Ming"]["aliases"]
    svc = MemoryService(Settings(home=ebbing_home))
    index = svc.engine.entities
    assert index.in_text("小明喜欢什么？") == index.in_text("What does Xiao Ming like?")
    assert "小明喜欢打篮球。" in {h.memory.content for h in svc.search("小明喜欢什么？", top=5)}


def test_a_question_in_either_script_finds_the_memories_of_both(ebbing_home: Path) -> None:
    remember("Xiao Ming works at Ruijin Hospital as a nurse.", "小明喜欢打篮球。",
             "The neighbour plays the violin.")
    assert runner.invoke(app, ["alias", "小明", "Xiao Ming"]).exit_code == 0
    svc = MemoryService(Settings(home=ebbing_home))
    for question in ("小明喜欢什么？", "Where does Xiao Ming work?"):
        hits = svc.search(question, top=5)
        texts = {h.memory.content for h in hits}
        assert {"Xiao Ming works at Ruijin Hospital as a nurse.", "小明喜欢打篮球。"} <= texts

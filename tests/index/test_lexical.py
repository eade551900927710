from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from ebbing.core.query import analyze, terms
from ebbing.index.lexical import LexicalIndex

K1, B = 1.2, 0.75
TINY = [["ralph", "design", "new"], ["caroline", "adopt", "dog", "dog"], ["ralph", "dog"]]


def bm25(docs: dict[int, list[str]], query: list[str]) -> dict[int, float]:
    """Reference BM25 (Lucene idf), written out plainly."""
    n = len(docs)
    avgdl = sum(len(d) for d in docs.values()) / n
    scores: dict[int, float] = {}
    for term in dict.fromkeys(query):
        df = sum(term in d for d in docs.values())
        if df == 0:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for row, doc in docs.items():
            tf = Counter(doc)[term]
            if tf:
                norm = K1 * (1 - B + B * len(doc) / avgdl)
                scores[row] = scores.get(row, 0.0) + idf * tf * (K1 + 1) / (tf + norm)
    return scores


def expected_top(docs: dict[int, list[str]], query: list[str], k: int) -> list[int]:
    scores = bm25(docs, query)
    return sorted(scores, key=lambda r: (-round(scores[r], 5), r))[:k]


def random_corpus(n: int, vocab: int = 40, seed: int = 7) -> list[list[str]]:
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, vocab + 1)
    weights /= weights.sum()
    return [[f"w{i}" for i in rng.choice(vocab, size=int(rng.integers(1, 12)), p=weights)]
            for _ in range(n)]


def built(docs: dict[int, list[str]]) -> LexicalIndex:
    index = LexicalIndex()
    index.add(list(docs), list(docs.values()))
    return index


def test_exact_bm25_on_a_tiny_corpus() -> None:
    index = built(dict(enumerate(TINY)))
    assert index.n_docs == len(index) == 3
    # N = 3, avgdl = 9 / 3 = 3; "dog" is in two documents.
    idf = math.log(1 + (3 - 2 + 0.5) / (2 + 0.5))  # ln 1.6
    doc1 = idf * 2 * 2.2 / (2 + 1.2 * (0.25 + 0.75 * 4 / 3))  # tf 2, length 4
    doc2 = idf * 1 * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 2 / 3))  # tf 1, length 2
    rows, scores = index.search(["dog"], 10)
    assert rows.dtype == np.int64 and scores.dtype == np.float32
    assert rows.tolist() == [1, 2]
    assert scores.tolist() == pytest.approx([doc1, doc2], rel=1e-6)
    assert doc1 == pytest.approx(0.5909, abs=1e-4) and doc2 == pytest.approx(0.5442, abs=1e-4)
    # Two terms add up; "ralph" is in two documents too.
    rows, scores = index.search(["ralph", "dog"], 10)
    ralph2 = idf * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 2 / 3))
    assert rows.tolist() == [2, 1, 0]
    assert scores[0] == pytest.approx(ralph2 + doc2, rel=1e-6)
    assert index.scores_for(["ralph", "dog"], [0, 2, 1, 99, -1]).tolist() == pytest.approx(
        [bm25(dict(enumerate(TINY)), ["ralph", "dog"])[0], ralph2 + doc2, doc1, 0.0, 0.0],
        rel=1e-6)


def test_matches_the_reference_on_a_random_corpus_for_both_accumulators() -> None:
    docs = dict(enumerate(random_corpus(300)))
    index = built(docs)
    for query in (["w0"], ["w0", "w1", "w2"], ["w5", "w39"], ["w30", "w31"], ["w3", "w3"]):
        for k in (1, 5, 300):
            assert index.search(query, k)[0].tolist() == expected_top(docs, query, k), query
        reference = bm25(docs, query)
        scored = index.scores_for(query, list(docs))
        assert scored.tolist() == pytest.approx([reference.get(r, 0.0) for r in docs], rel=1e-5)


def test_scores_of_given_rows_equal_the_search_scores_bit_for_bit() -> None:
    """Fusion compares BM25 of candidates with the search's own: they must not drift."""
    docs = dict(enumerate(random_corpus(400)))
    index = built(docs)
    index.remove([3, 50, 51, 200])  # dead documents, and rows edited to new ones
    index.add([50, 120], [["w0", "w1", "w1"], ["w7"]])
    for query in (["w0"], ["w0", "w1", "w2"], ["w5", "w39", "w0"], ["w3", "w3"], ["nope"]):
        rows, scores = index.search(query, 400)
        asked = np.concatenate([rows[::-1], [3, 200, 999, -1]])  # any order, dead, unknown
        got = index.scores_for(query, asked)
        assert got.dtype == np.float32
        assert got[: len(rows)].tolist() == scores[::-1].tolist(), query
        assert got[len(rows):].tolist() == [0.0, 0.0, 0.0, 0.0]


def test_who_is_ralph_finds_ralph() -> None:
    memories = ["Ralph is the new designer", "Caroline is adopting a dog",
                "We talked about the design of the new office", "Ralph's dog is called Max",
                "Melanie painted a sunrise in May"]
    index = built({row: terms(text) for row, text in enumerate(memories)})
    rows, _ = index.search(analyze("who is ralph?").terms, 5)
    assert sorted(rows.tolist()) == [0, 3]
    rows, _ = index.search(analyze("What did Caroline say about adoption?").terms, 5)
    assert rows.tolist() == [1]
    rows, _ = index.search(analyze("when did Melanie paint?").terms, 5)
    assert rows.tolist() == [4]


def test_incremental_adds_equal_one_batch() -> None:
    corpus = random_corpus(500)
    rows = [3 * i + 1 for i in range(len(corpus))]  # increasing, with gaps
    batch = built(dict(zip(rows, corpus, strict=True)))
    incremental = LexicalIndex()
    for start in range(0, 200, 7):
        incremental.add(rows[start:start + 7], corpus[start:start + 7])
    for i in range(200, len(corpus)):
        incremental.add([rows[i]], [corpus[i]])
    for query in (["w0", "w1"], ["w7"], ["w2", "w20", "w38"]):
        a_rows, a_scores = batch.search(query, 50)
        b_rows, b_scores = incremental.search(query, 50)
        np.testing.assert_array_equal(a_rows, b_rows)
        np.testing.assert_array_equal(a_scores, b_scores)


def test_remove_and_replace_behave_like_a_fresh_build() -> None:
    corpus = dict(enumerate(random_corpus(200)))
    index = built(corpus)
    index.remove([5, 6, 7, 1000, -3])  # unknown rows are ignored
    index.add([10, 11], [["w1", "zebra"], ["zebra"]])  # edits
    final = {r: d for r, d in corpus.items() if r not in (5, 6, 7)} | {
        10: ["w1", "zebra"], 11: ["zebra"]}
    fresh = built(dict(sorted(final.items())))
    assert index.n_docs == len(final) and index.n_dead == 5
    for query in (["w0", "w1"], ["zebra"], ["w3", "w4"]):
        for candidate in (index, fresh):
            rows, scores = candidate.search(query, 20)
            assert rows.tolist() == expected_top(final, query, 20)
            reference = bm25(final, query)
            assert scores.tolist() == pytest.approx([reference[r] for r in rows], rel=1e-5)
    index.compact()
    assert index.n_dead == 0 and index.n_docs == len(final)
    assert index.search(["w0", "w1"], 20)[0].tolist() == expected_top(final, ["w0", "w1"], 20)
    assert 5 not in index.search(["w0", "w1", "w2", "w3"], 500)[0].tolist()


def test_the_later_document_wins_for_a_row_repeated_in_one_batch() -> None:
    index = LexicalIndex()
    index.add([4, 4, 2], [["old"], ["new"], ["other"]])
    assert index.n_docs == 2
    assert index.search(["old"], 5)[0].tolist() == []
    assert index.search(["new"], 5)[0].tolist() == [4]
    with pytest.raises(ValueError):
        index.add([1, 2], [["one"]])
    with pytest.raises(ValueError):
        index.add([-1], [["negative"]])


def test_ties_go_to_the_lower_row_in_both_accumulators() -> None:
    dense = LexicalIndex()
    dense.add([9, 3, 5, 7], [["tie"], ["tie"], ["tie"], ["tie"]])
    assert dense.search(["tie"], 2)[0].tolist() == [3, 5]
    assert dense.search(["tie", "x"], 3)[0].tolist() == [3, 5, 7]
    sparse = LexicalIndex()
    sparse.add(range(2000), [["tie"] if r in (1500, 40, 900) else ["other"] for r in range(2000)])
    assert sparse.search(["tie", "rare"], 2)[0].tolist() == [40, 900]


def test_allowed_masks_rows() -> None:
    docs = dict(enumerate(random_corpus(300)))
    index = built(docs)
    allowed = np.zeros(250, dtype=np.bool_)  # rows past the end are not allowed
    allowed[::2] = True
    subset = {r: d for r, d in docs.items() if r < 250 and r % 2 == 0}
    for query in (["w0", "w1"], ["w9"], ["w25", "w26"]):
        rows, scores = index.search(query, 10, allowed=allowed)
        assert all(r < 250 and r % 2 == 0 for r in rows.tolist())
        full = bm25(docs, query)  # statistics stay those of the whole index
        order = sorted((r for r in subset if r in full), key=lambda r: (-round(full[r], 5), r))
        assert rows.tolist() == order[:10]
        assert scores.tolist() == pytest.approx([full[r] for r in rows], rel=1e-5)
    nothing = np.zeros(300, dtype=np.bool_)
    assert index.search(["w0"], 10, allowed=nothing)[0].tolist() == []


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    corpus = random_corpus(300)
    index = LexicalIndex(k1=1.5, b=0.6)
    index.add(range(0, 600, 2), corpus)
    index.add([4], [["caf\u00e9", "\u6771\u4eac"]])
    index.remove([6])
    path = tmp_path / "lexical.npz"
    index.save(path)
    loaded = LexicalIndex.load(path)
    assert (loaded.k1, loaded.b, loaded.n_docs, loaded.n_dead) == (1.5, 0.6, 299, 0)
    for query in (["w0", "w3"], ["caf\u00e9"], ["\u6771\u4eac", "w1"]):
        for a, b in zip(index.search(query, 30), loaded.search(query, 30), strict=True):
            np.testing.assert_array_equal(a, b)
    loaded.add([1000], [["w0", "fresh"]])
    assert loaded.search(["fresh"], 3)[0].tolist() == [1000]
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_empty_index_and_empty_queries_return_empty_arrays(tmp_path: Path) -> None:
    empty = LexicalIndex()
    for rows, scores in (empty.search(["x"], 5), empty.search([], 5)):
        assert rows.shape == scores.shape == (0,)
        assert rows.dtype == np.int64 and scores.dtype == np.float32
    assert empty.scores_for(["x"], [0, 1]).tolist() == [0.0, 0.0]
    empty.save(tmp_path / "empty.npz")
    again = LexicalIndex.load(tmp_path / "empty.npz")
    assert len(again) == 0 and again.search(["x"], 5)[0].shape == (0,)
    index = built(dict(enumerate(TINY)))
    assert index.search([], 5)[0].shape == (0,)
    assert index.search(["unknown"], 5)[0].shape == (0,)
    assert index.search(["dog"], 0)[0].shape == (0,)
    index.remove([0, 1, 2])
    assert len(index) == 0 and index.search(["dog"], 5)[0].shape == (0,)
    index.add([7], [[]])  # an empty document counts but matches nothing
    assert len(index) == 1 and index.search(["dog"], 5)[0].shape == (0,)

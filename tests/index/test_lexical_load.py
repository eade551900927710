"""A BM25 index read back from its file (postings cut per term when first read, bounds from
the saved arrays: index/postings.py) is the index that was saved: the same postings and
pruning bounds as the way it was loaded before (every term split at load, `_exact_bounds`),
and the same results, before and after it changes again."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ebbing.index.lexical import LexicalIndex


def documents(rng: np.random.Generator, n: int, words: int = 300) -> list[list[str]]:
    zipf = 1.0 / np.arange(1, words + 1)
    p = zipf / zipf.sum()
    return [[f"w{int(i)}" for i in rng.choice(words, size=int(rng.integers(0, 14)), p=p)]
            for _ in range(n)]


def eager(path: Path) -> LexicalIndex:
    """The index as `load` built it before: every term's arrays split at once."""
    index = LexicalIndex.load(path)
    for t in range(len(index._docs)):
        index._docs[t], index._tfs[t] = list(index._docs[t]), list(index._tfs[t])
    index._exact_bounds()
    return index


def same(a: LexicalIndex, b: LexicalIndex, queries: list[list[str]]) -> None:
    assert a._vocab == b._vocab and len(a._docs) == len(b._docs)
    for t in range(len(a._docs)):
        for x, y in zip(a._postings(t), b._postings(t), strict=True):
            assert x.dtype == y.dtype and np.array_equal(x, y)
    assert a._max_tf.dtype == b._max_tf.dtype and np.array_equal(a._max_tf, b._max_tf)
    assert np.array_equal(a._min_len, b._min_len)
    allowed = np.arange(a.max_row + 1) % 3 == 0
    for query in queries:
        for k in (1, 10):
            for found, expected in ((a.search(query, k), b.search(query, k)),
                                    (a.search(query, k, allowed=allowed),
                                     b.search(query, k, allowed=allowed))):
                assert np.array_equal(found[0], expected[0])
                assert np.array_equal(found[1], expected[1])


def test_a_loaded_index_is_the_saved_one(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    built = LexicalIndex()
    built.add(np.arange(400), documents(rng, 400))
    built.add(np.arange(400, 700), documents(rng, 300))  # a second chunk per term
    built.remove([3, 5, 450])
    built.add([10, 11], documents(rng, 2))  # replaced rows: dead postings kept until compact
    queries = [[f"w{i}", f"w{j}"] for i, j in rng.integers(0, 320, size=(40, 2))]
    queries += [["w0"], ["w299"], ["nothing"], []]
    path = tmp_path / "lexical.npz"
    built.save(path)

    loaded, before = LexicalIndex.load(path), eager(path)
    same(loaded, before, queries)
    search_first = LexicalIndex.load(path)  # a search first, then everything else
    assert np.array_equal(search_first.search(["w1", "w2"], 5)[0],
                          before.search(["w1", "w2"], 5)[0])
    same(search_first, before, queries)

    more = documents(rng, 120)  # both change alike: new terms, replaced and removed rows
    for index in (loaded, before):
        index.add(np.arange(650, 770), more)
        index.add([1000], [["w5", "brand-new"]])
        index.remove([0, 1, 2, 700])
    same(loaded, before, [*queries, ["brand-new"]])
    for index in (loaded, before):
        index.compact()
    same(loaded, before, queries)
    loaded.save(tmp_path / "again.npz")
    same(LexicalIndex.load(tmp_path / "again.npz"), before, queries)


def test_a_file_whose_postings_do_not_fit_is_refused(tmp_path: Path) -> None:
    built = LexicalIndex()
    built.add([0, 1], [["a", "b"], ["b"]])
    path = tmp_path / "lexical.npz"
    built.save(path)
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    arrays["posting_ends"] = arrays["posting_ends"] + 1
    np.savez(path, **arrays)
    try:
        LexicalIndex.load(path)
    except ValueError:
        return
    raise AssertionError("a file whose postings do not fit was loaded")

"""Exact pruned top-k for the BM25 index (MaxScore), and the top-k selection both paths share.

The rarest query terms give the candidates; every query term is added to their scores by binary
search in its postings (in query order, so the sums are those of the full evaluation, bit for
bit); the postings of the common terms are never scanned when the k-th candidate already beats
the most those terms could add to any other document. That bound comes from each term's largest
tf and the length of its shortest document, kept by the index. When it cannot be proved (or
does not pay: short postings), the caller evaluates everything.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ebbing.index.lexical import LexicalIndex

Rows = npt.NDArray[np.int64]
Scores = npt.NDArray[np.float32]
PRUNE_SHARE = 8  # prune when the query's postings exceed 1/8 of the documents, and while the
# candidates' postings stay under that
BOUND_SLACK = 1.0 + 1e-5  # float32 weights may round up a little past the exact bound


def _top(rows: Rows, scores: npt.NDArray[np.float64], k: int) -> tuple[Rows, Scores]:
    """The best `k` (row, score) pairs: highest score first, ties by the lower row."""
    if len(rows) > k:
        kth = np.partition(scores, len(scores) - k)[len(scores) - k]
        above, tied = np.flatnonzero(scores > kth), np.flatnonzero(scores == kth)
        need = k - len(above)
        if len(tied) > need:
            tied = tied[np.argpartition(rows[tied], need - 1)[:need]]
        keep = np.concatenate((above, tied))
        rows, scores = rows[keep], scores[keep]
    order = np.lexsort((rows, -scores))
    return rows[order].astype(np.int64), scores[order].astype(np.float32)


def _union(postings: list[npt.NDArray[np.int32]], size: int) -> npt.NDArray[np.int32]:
    """np.unique of the concatenated postings (docids below `size`): one term's postings are
    sorted and distinct already; several are marked in one array over the docids (linear,
    where sorting their concatenation was the largest part of a pruned search)."""
    if len(postings) == 1:
        return postings[0]
    marked = np.zeros(size, dtype=np.bool_)
    for docs in postings:
        marked[docs] = True
    return np.flatnonzero(marked).astype(np.int32)


def search_pruned(index: LexicalIndex, query_terms: Sequence[str], k: int,
                  allowed: npt.NDArray[np.bool_] | None) -> tuple[Rows, Scores] | None:
    """The exact top `k` without scanning the common terms' postings, or None when that
    does not pay (few or short postings) or cannot be proved (see the module docstring)."""
    n, k1, b = index._n_live, index.k1, index.b
    tids = [index._vocab[t] for t in dict.fromkeys(query_terms) if t in index._vocab]
    tids = [t for t in tids if n and index._live_df(t)]
    dfs = [index._live_df(t) for t in tids]
    if len(tids) < 2 or sum(dfs) * PRUNE_SHARE < n:
        return None
    norms = index._norms()
    avgdl = index._len_sum / n if index._len_sum > 0 else 1.0
    idfs = [np.float32(math.log(1.0 + (n - df + 0.5) / (df + 0.5)) * (k1 + 1.0))
            for df in dfs]
    tf_max = index._max_tf[tids].astype(np.float64)
    bound_norm = k1 * (1.0 - b + b * index._min_len[tids].astype(np.float64) / avgdl)
    bounds = np.array(idfs, dtype=np.float64) * tf_max / (tf_max + bound_norm) * BOUND_SLACK
    order = np.argsort(dfs, kind="stable").tolist()
    has_dead = index._n_live < index._n
    for j in range(1, len(order)):
        essential = order[:j]
        if sum(dfs[i] for i in essential) * PRUNE_SHARE > n:
            return None
        cand = _union([index._postings(tids[i])[0] for i in essential], index._n)
        if has_dead:
            cand = cand[index._live[cand]]
        rows = index._doc_row[cand]
        if allowed is not None:
            ok = index._allowed(allowed, rows)
            cand, rows = cand[ok], rows[ok]
        if len(cand) < k:
            continue
        total = np.zeros(len(cand), dtype=np.float64)
        for t, idf in zip(tids, idfs, strict=True):  # in query order, as the full sum
            docs, tfs = index._postings(t)
            at = np.minimum(np.searchsorted(docs, cand), len(docs) - 1)
            hit = docs[at] == cand
            tf = tfs[at[hit]].astype(np.float32)
            weight = np.zeros(len(cand), dtype=np.float32)
            weight[hit] = tf * idf / (tf + norms[cand[hit]])
            total += weight
        kth = np.partition(total, len(total) - k)[len(total) - k]
        if kth > float(bounds[order[j:]].sum()):
            return _top(rows, total, k)
    return None

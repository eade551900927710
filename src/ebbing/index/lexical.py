"""An incremental BM25 index over the store's rows, built from term lists.

Every added document gets a new internal docid, so an edit (re-adding a row) or a removal only
marks the old docid dead; `compact()` drops dead postings and renumbers. Postings are numpy
arrays per term (docid int32, tf uint16), appended in chunks and concatenated lazily. Scoring is
Lucene's BM25, each distinct query term adding

    log(1 + (N - df + 0.5) / (df + 0.5)) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))

with N and avgdl over live documents, df the live documents holding the term (counted at query
time, so removals and edits never skew it) and dl a document's term count. Ties go to the lower
row. One writer at a time; no locking.

Top-k search prunes exactly (MaxScore, index/pruning.py): the same results and scores as the
full evaluation, which remains the fallback.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import chain, islice
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ebbing.index.postings import Chunks, bounds
from ebbing.index.pruning import Rows, Scores, _top, search_pruned
from ebbing.store.atomic import private_open

FORMAT = 1
MAX_TF = np.iinfo(np.uint16).max


def _grow(array: npt.NDArray[Any], size: int, fill: Any = 0) -> npt.NDArray[Any]:
    if size <= len(array):
        return array
    grown = np.full(max(size, 2 * len(array), 1024), fill, dtype=array.dtype)
    grown[: len(array)] = array
    return grown


def _dense_candidates(dense: npt.NDArray[np.float64], k: int) -> npt.NDArray[np.int64]:
    """A superset of the top `k` positive entries: if `k` blocks of 1024 have a maximum >= v,
    so do the top `k` entries (np.partition is slow on arrays with many equal zeros)."""
    maxima = np.pad(dense, (0, -len(dense) % 1024)).reshape(-1, 1024).max(axis=1)
    floor = np.partition(maxima, len(maxima) - k)[len(maxima) - k] if len(maxima) > k else 0.0
    return np.flatnonzero(dense >= floor if floor > 0.0 else dense > 0.0).astype(np.int64)


class LexicalIndex:
    """BM25 over documents given as term lists, keyed by integer row."""

    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._vocab: dict[str, int] = {}
        self._docs: list[list[npt.NDArray[np.int32]]] = []  # per term id: chunks of docids
        self._tfs: list[list[npt.NDArray[np.uint16]]] = []  # per term id: chunks of tfs
        self._n, self._n_live, self._len_sum = 0, 0, 0.0  # docids handed out, live, live terms
        self._doc_row = np.zeros(0, dtype=np.int64)  # per docid: its row, its length, alive
        self._doc_len = np.zeros(0, dtype=np.float32)
        self._live = np.zeros(0, dtype=np.bool_)
        self._row_doc = np.zeros(0, dtype=np.int32)  # per row: its live docid or -1
        self._norm = np.zeros(0, dtype=np.float32)  # per docid, cached for one epoch
        self._epoch, self._norm_epoch = 0, -1  # every change bumps the epoch
        # per term id, bounds for pruning: its largest tf and the length of its shortest
        # document (exact after compact and load; add and remove keep them valid bounds)
        self._max_tf = np.zeros(0, dtype=np.uint16)
        self._min_len = np.zeros(0, dtype=np.float32)
        self._df: dict[int, int] = {}  # live df per term id, for one epoch
        self._df_epoch = -1
        self._rows_of: dict[str, tuple[Rows, float]] = {}  # term_postings's, for one epoch
        self._rows_epoch = -1

    def vocabulary_size(self) -> int:  # terms ever added (ids only grow)
        return len(self._vocab)

    def terms_from(self, start: int) -> list[str]:
        """The vocabulary's terms from id `start` on, in id order (a caller keeps its place:
        ids only grow, compaction keeps them)."""
        return list(islice(self._vocab, start, None))

    @property
    def n_docs(self) -> int:  # live documents
        return self._n_live

    def __len__(self) -> int:
        return self._n_live

    @property
    def max_row(self) -> int:  # the highest row ever added, -1 if none
        return int(self._doc_row[: self._n].max(initial=-1))

    @property
    def n_dead(self) -> int:  # removed or replaced documents that `compact()` would drop
        return self._n - self._n_live

    def add(self, rows: Sequence[int] | npt.NDArray[np.integer[Any]],
            docs: Sequence[list[str]]) -> None:
        """Add documents; a row already present is replaced (the later one wins in a batch)."""
        rows_arr = np.asarray(rows, dtype=np.int64).reshape(-1)
        if len(rows_arr) != len(docs) or (len(rows_arr) and rows_arr.min() < 0):
            raise ValueError(f"{len(rows_arr)} rows (>= 0 each) for {len(docs)} documents")
        if len(rows_arr) == 0:
            return
        _, from_end = np.unique(rows_arr[::-1], return_index=True)
        keep = np.sort(len(rows_arr) - 1 - from_end)  # the last occurrence of each row
        rows_arr = rows_arr[keep]
        batch = [docs[i] for i in keep.tolist()]
        self.remove(rows_arr)
        self._epoch += 1
        base, count = self._n, len(batch)
        self._n += count
        ids = np.arange(base, base + count, dtype=np.int32)
        self._doc_row, self._doc_len = _grow(self._doc_row, self._n), _grow(self._doc_len, self._n)
        self._live = _grow(self._live, self._n)
        self._row_doc = _grow(self._row_doc, int(rows_arr.max()) + 1, -1)
        lengths = np.fromiter((len(d) for d in batch), dtype=np.int64, count=count)
        self._doc_row[ids], self._doc_len[ids], self._live[ids] = rows_arr, lengths, True
        self._row_doc[rows_arr] = ids
        self._n_live += count
        self._len_sum += float(lengths.sum())
        self._add_postings(batch, lengths, base)

    def _add_postings(self, batch: list[list[str]], lengths: npt.NDArray[np.int64],
                      base: int) -> None:
        vocab, get = self._vocab, self._vocab.setdefault
        known = len(vocab)
        flat = np.fromiter((get(t, len(vocab)) for t in chain.from_iterable(batch)),
                           dtype=np.int64, count=int(lengths.sum()))
        self._docs.extend([] for _ in range(len(vocab) - known))
        self._tfs.extend([] for _ in range(len(vocab) - known))
        if len(flat) == 0:
            return
        count = len(batch)
        local = np.repeat(np.arange(count, dtype=np.int64), lengths)
        pairs, tfs = np.unique(flat * count + local, return_counts=True)  # by term, then doc
        term, doc = np.divmod(pairs, count)
        docids = (doc + base).astype(np.int32)
        tfs16 = np.minimum(tfs, MAX_TF).astype(np.uint16)
        cuts = (np.flatnonzero(np.diff(term)) + 1).tolist()
        starts, ends = [0, *cuts], [*cuts, len(term)]
        for t, s, e in zip(term[starts].tolist(), starts, ends, strict=True):
            self._docs[t].append(docids[s:e])
            self._tfs[t].append(tfs16[s:e])
        self._max_tf = _grow(self._max_tf, len(vocab))
        self._min_len = _grow(self._min_len, len(vocab), np.inf)
        first, where = term[starts], np.asarray(starts, dtype=np.int64)
        self._max_tf[first] = np.maximum(self._max_tf[first], np.maximum.reduceat(tfs16, where))
        shortest = np.minimum.reduceat(lengths[doc].astype(np.float32), where)
        self._min_len[first] = np.minimum(self._min_len[first], shortest)

    def remove(self, rows: Sequence[int] | npt.NDArray[np.integer[Any]]) -> None:
        """Drop rows from results (unknown rows are ignored); space comes back on `compact()`."""
        rows_arr = np.asarray(rows, dtype=np.int64).reshape(-1)
        rows_arr = rows_arr[(rows_arr >= 0) & (rows_arr < len(self._row_doc))]
        ids = self._row_doc[rows_arr]
        ids = np.unique(ids[ids >= 0])
        self._epoch += 1
        self._live[ids] = False
        self._row_doc[rows_arr] = -1
        self._n_live -= len(ids)
        self._len_sum -= float(self._doc_len[ids].sum())

    def compact(self) -> None:
        """Drop the postings of removed and replaced documents and renumber the rest."""
        if not self.n_dead:
            return
        self._epoch += 1
        live = self._live[: self._n]
        new_id = (np.cumsum(live) - 1).astype(np.int32)
        for t in range(len(self._docs)):
            docs, tfs = self._postings(t)
            keep = live[docs]
            self._docs[t], self._tfs[t] = [new_id[docs[keep]]], [tfs[keep]]
        self._set_docs(self._doc_row[: self._n][live], self._doc_len[: self._n][live])
        self._exact_bounds()

    def _exact_bounds(self) -> None:
        """Recompute the pruning bounds of every term from its (consolidated) postings."""
        count = len(self._docs)
        docs = [self._postings(t) for t in range(count)]
        sizes = np.array([len(d) for d, _ in docs], dtype=np.int64)
        self._max_tf = np.zeros(count, dtype=np.uint16)
        self._min_len = np.full(count, np.inf, dtype=np.float32)
        used = np.flatnonzero(sizes)
        if len(used) == 0:
            return
        where = (np.cumsum(sizes) - sizes)[used]
        all_docs = np.concatenate([d for d, _ in docs])
        all_tfs = np.concatenate([f for _, f in docs])
        self._max_tf[used] = np.maximum.reduceat(all_tfs, where)
        self._min_len[used] = np.minimum.reduceat(self._doc_len[all_docs], where)

    def _set_docs(self, doc_row: Rows, doc_len: npt.NDArray[np.float32]) -> None:
        """Make these the documents, all live, with docids 0..n-1 (for compact and load)."""
        self._doc_row, self._doc_len = doc_row.astype(np.int64), doc_len.astype(np.float32)
        self._n = self._n_live = len(doc_row)
        self._live = np.ones(self._n, dtype=np.bool_)
        self._row_doc = np.full(max(len(self._row_doc), int(doc_row.max(initial=-1)) + 1), -1,
                                dtype=np.int32)
        self._row_doc[self._doc_row] = np.arange(self._n, dtype=np.int32)
        self._len_sum = float(self._doc_len.sum(dtype=np.float64))

    def _postings(self, t: int) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint16]]:
        docs, tfs = self._docs[t], self._tfs[t]
        if len(docs) != 1:  # consolidate the chunks
            docs[:] = [np.concatenate([np.zeros(0, np.int32), *docs])]
            tfs[:] = [np.concatenate([np.zeros(0, np.uint16), *tfs])]
        return docs[0], tfs[0]

    def _norms(self) -> npt.NDArray[np.float32]:
        """Per docid: k1 * (1 - b + b * dl / avgdl), cached until the statistics change."""
        if self._norm_epoch != self._epoch:
            avgdl = self._len_sum / self._n_live if self._len_sum > 0 else 1.0
            lengths = self._doc_len[: self._n].astype(np.float64)
            self._norm = (self.k1 * (1.0 - self.b + self.b * lengths / avgdl)).astype(np.float32)
            self._norm_epoch = self._epoch
        return self._norm

    def _matches(self, query_terms: Sequence[str]) -> tuple[npt.NDArray[np.int32],
                                                            npt.NDArray[np.float32], int]:
        """The live postings of the query terms with their BM25 weights, and how many terms hit."""
        tids = [self._vocab[t] for t in dict.fromkeys(query_terms) if t in self._vocab]
        n, k1, has_dead = self._n_live, self.k1, self._n_live < self._n
        norms = self._norms() if tids and n else self._norm
        all_docs: list[npt.NDArray[np.int32]] = []
        all_weights: list[npt.NDArray[np.float32]] = []
        for t in tids if n else []:
            docs, tfs = self._postings(t)
            if has_dead:
                keep = self._live[docs]
                docs, tfs = docs[keep], tfs[keep]
            if df := len(docs):
                idf = np.float32(math.log(1.0 + (n - df + 0.5) / (df + 0.5)) * (k1 + 1.0))
                tf = tfs.astype(np.float32)
                all_docs.append(docs)
                all_weights.append(tf * idf / (tf + norms[docs]))
        if len(all_docs) == 1:
            return all_docs[0], all_weights[0], 1
        return (np.concatenate([np.zeros(0, np.int32), *all_docs]),
                np.concatenate([np.zeros(0, np.float32), *all_weights]), len(all_docs))

    @staticmethod
    def _sum(docs: npt.NDArray[np.int32], weights: npt.NDArray[np.float32],
             hit_terms: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]:
        """Sum postings per docid: the matching docids (ascending) and their scores."""
        if hit_terms < 2:  # postings are kept in ascending docid order
            return docs.astype(np.int64), weights.astype(np.float64)
        unique, inverse = np.unique(docs, return_inverse=True)
        summed = np.bincount(inverse, weights=weights).astype(np.float64, copy=False)
        return unique.astype(np.int64), summed

    def search(self, query_terms: Sequence[str], k: int,
               allowed: npt.NDArray[np.bool_] | None = None) -> tuple[Rows, Scores]:
        """The top `k` rows by BM25, best first, among rows with `allowed[row]` (if given)."""
        if k > 0 and (pruned := self._search_pruned(query_terms, k, allowed)) is not None:
            return pruned
        docs, weights, hit_terms = self._matches(query_terms)
        if k <= 0 or len(docs) == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
        if hit_terms < 2 or len(docs) * 16 < self._n:  # few postings: sum them sparsely
            cand, scores = self._sum(docs, weights, hit_terms)
            rows = self._doc_row[cand]
            if allowed is not None:
                ok = self._allowed(allowed, rows)
                rows, scores = rows[ok], scores[ok]
        else:  # many postings: a dense accumulator over all docids
            dense = np.bincount(docs, weights=weights, minlength=self._n).astype(np.float64,
                                                                                copy=False)
            if allowed is not None:
                dense *= self._allowed(allowed, self._doc_row[: self._n])
            cand = _dense_candidates(dense, k)
            rows, scores = self._doc_row[cand], dense[cand]
        return _top(rows, scores, k)

    def _live_df(self, t: int) -> int:
        docs = self._postings(t)[0]
        if self._n_live == self._n:
            return len(docs)
        if self._df_epoch != self._epoch:
            self._df, self._df_epoch = {}, self._epoch
        if t not in self._df:
            self._df[t] = int(np.count_nonzero(self._live[docs]))
        return self._df[t]

    def _search_pruned(self, query_terms: Sequence[str], k: int,
                       allowed: npt.NDArray[np.bool_] | None) -> tuple[Rows, Scores] | None:
        return search_pruned(self, query_terms, k, allowed)

    def _allowed(self, allowed: npt.NDArray[np.bool_], rows: Rows) -> npt.NDArray[np.bool_]:
        """`allowed[rows]`, False past its end (rows are always below len(self._row_doc))."""
        if len(allowed) < len(self._row_doc):
            allowed = np.concatenate((allowed, np.zeros(len(self._row_doc) - len(allowed), bool)))
        return np.take(allowed, rows)

    def scores_for(self, query_terms: Sequence[str],
                   rows: Sequence[int] | npt.NDArray[np.integer[Any]]) -> Scores:
        """BM25 of the given rows (0.0 for rows not in the index or matching no term).

        Each term's postings are binary-searched for the rows' documents only (a common
        word's postings are never summed whole); the per-document sums add the terms in
        query order in float64, as `_sum` does, so scores are those of `search`, bit for bit."""
        rows_arr = np.asarray(rows, dtype=np.int64).reshape(-1)
        out = np.zeros(len(rows_arr), dtype=np.float32)
        known = np.flatnonzero((rows_arr >= 0) & (rows_arr < len(self._row_doc)))
        ids = self._row_doc[rows_arr[known]].astype(np.int64)
        live = ids >= 0
        live[live] = self._live[ids[live]]
        known, ids = known[live], ids[live]
        n, k1 = self._n_live, self.k1
        tids = [self._vocab[t] for t in dict.fromkeys(query_terms) if t in self._vocab]
        if len(ids) == 0 or not tids or not n:
            return out
        ordered = bool(np.all(ids[1:] > ids[:-1]))  # the rows' documents, sorted and distinct
        cand = ids if ordered else np.unique(ids)  # (as usual): nothing to sort
        norms = self._norms()
        total = np.zeros(len(cand), dtype=np.float64)
        for t in tids:
            if not (df := self._live_df(t)):
                continue
            docs, tfs = self._postings(t)
            at = np.minimum(np.searchsorted(docs, cand), len(docs) - 1)
            hit = docs[at] == cand  # dead documents are not candidates
            idf = np.float32(math.log(1.0 + (n - df + 0.5) / (df + 0.5)) * (k1 + 1.0))
            tf = tfs[at[hit]].astype(np.float32)
            total[hit] += tf * idf / (tf + norms[cand[hit]])
        out[known] = total if ordered else total[np.searchsorted(cand, ids)]
        return out

    def holds(self, term: str) -> bool:
        """Whether any memory indexed so far has this term."""
        return term in self._vocab

    def term_postings(self, query_terms: Sequence[str]) -> list[tuple[Rows, float]]:
        """Per query term found in the index: the live rows containing it, and its idf."""
        n = self._n_live
        out: list[tuple[Rows, float]] = []
        if self._rows_epoch != self._epoch:  # kept until the index changes (read-only arrays)
            self._rows_of, self._rows_epoch = {}, self._epoch
        for t in dict.fromkeys(query_terms):
            if t not in self._vocab or not n:
                continue
            if (found := self._rows_of.get(t)) is None:
                docs, _ = self._postings(self._vocab[t])
                docs = docs[self._live[docs]] if n < self._n else docs
                rows = self._doc_row[docs].astype(np.int64, copy=False)
                rows.flags.writeable = False
                found = rows, math.log(1.0 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
                if len(self._rows_of) < 4096:  # a bounded cache
                    self._rows_of[t] = found
            if len(found[0]):
                out.append(found)
        return out

    def save(self, path: Path) -> None:
        """Write the index, compacted, to one .npz file (a temporary file, then renamed)."""
        if self.n_dead:
            self.compact()
        encoded = [t.encode("utf-8") for t in self._vocab]
        sizes = [len(self._postings(t)[0]) for t in range(len(encoded))]  # consolidates too
        arrays = {
            "format": np.array([FORMAT], dtype=np.int64),
            "params": np.array([self.k1, self.b], dtype=np.float64),
            "vocab": np.frombuffer(b"".join(encoded), dtype=np.uint8),
            "term_ends": np.cumsum([0, *(len(e) for e in encoded)], dtype=np.int64)[1:],
            "docs": np.concatenate([np.zeros(0, np.int32), *(d[0] for d in self._docs)]),
            "tfs": np.concatenate([np.zeros(0, np.uint16), *(f[0] for f in self._tfs)]),
            "posting_ends": np.cumsum([0, *sizes], dtype=np.int64)[1:],
            "doc_row": self._doc_row[: self._n],
            "doc_len": self._doc_len[: self._n],
        }
        tmp = Path(path).with_name(Path(path).name + ".tmp")
        with private_open(tmp) as handle:
            np.savez(handle, **arrays)  # type: ignore[arg-type]
        tmp.replace(Path(path))

    @classmethod
    def load(cls, path: Path) -> LexicalIndex:
        """Read an index written by `save`; ValueError if the file is of another format."""
        with np.load(Path(path), allow_pickle=False) as data:
            a = {name: data[name] for name in data.files}
        if int(a["format"][0]) != FORMAT:
            raise ValueError(f"{path}: lexical index format {a['format'][0]}, not {FORMAT}")
        index = cls(k1=float(a["params"][0]), b=float(a["params"][1]))
        blob, ends = a["vocab"].tobytes(), a["term_ends"].tolist()
        terms = [blob[s:e].decode("utf-8") for s, e in zip([0, *ends], ends, strict=False)]
        index._vocab = {t: i for i, t in enumerate(terms)}
        posting_ends = a["posting_ends"].astype(np.int64)
        if len(posting_ends) < len(terms) or (len(posting_ends) and (
                int(posting_ends[-1]) != len(a["docs"]) or len(a["docs"]) != len(a["tfs"]))):
            raise ValueError(f"{path}: postings and terms do not fit together")
        index._docs = Chunks(a["docs"], posting_ends, len(terms))  # cut when first read
        index._tfs = Chunks(a["tfs"], posting_ends, len(terms))
        index._set_docs(a["doc_row"], a["doc_len"])
        index._max_tf, index._min_len = bounds(a["docs"], a["tfs"], posting_ends[: len(terms)],
                                               index._doc_len)
        return index

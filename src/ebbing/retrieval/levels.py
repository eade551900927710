"""A CJK question's memories in another language read at the level of its own language's in
this store.

retrieval/languages.py reads a Chinese question's cosine to each memory against its language
pair's median and spread in general (E5Embedder.between, PAIR_SCALE: to a Chinese memory
0.8245 / 0.0237, to an English one 0.713 / 0.0357), so that an English answer is not buried
under Chinese memories for the language it is written in. Those medians were measured on
unrelated pairs. In a store where the English memories tell of the same life as the Chinese
ones (a student in 成都 whose English notes are about her tutor and a backpacker she met), a
question scores higher against every English memory than the pair's general median, far more
than against the Chinese ones (the question's median to the store's English memories 0.763
against 0.713, to its Chinese ones 0.847 against 0.8245): read by the pair, every English
memory then stands out further than the Chinese memories, and an English memory about
nothing the question asks came first for 面试那会儿技术问题都考了些啥 and
十一去山城那趟住宿花了多少, while plain cosine put it last.

So the question's own store decides how its two readings line up: its cosines to the store's
memories in its own language and to those in another, each read by their pair (the same
rows SearchEngine.background reads), have medians; when the other language's median reads
above its own language's, every memory in the other language is lowered by the difference
(times `level`, RankParams.own_level): what the question scores against the store's English
memories in general counts as what it scores against its Chinese ones in general. It only
ever lowers (an off-topic question stays as empty as before, an English answer that truly
stands out still stands out above its fellows), needs OWN_LEAST memories of each language to
tell, and touches no English (non-CJK) question, no store in one language, and nothing when
`level` is 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.retrieval.languages import CJK, by_pair, reads_by_pair, row_languages

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

OWN_LEAST = 5  # memories of each language (of the store's background rows) to tell a level


def gap(engine: SearchEngine, q: npt.NDArray[Any], query: str) -> float:
    """How far, on the common scale, `query`'s median reading of the store's memories in
    another language lies above its median reading of those in its own (0 when below, or when
    either is too few to tell)."""
    rows = engine.background_rows()
    if rows is None:
        return 0.0
    langs = row_languages(engine, rows)
    own = np.array([lang in CJK for lang in langs], dtype=bool)
    if int(own.sum()) < OWN_LEAST or int((~own).sum()) < OWN_LEAST:
        return 0.0
    read = by_pair(engine, query, engine.vectors.scores_kept(q, rows), rows)
    return max(0.0, float(np.median(read[~own]) - np.median(read[own])))


def at_own_level(engine: SearchEngine, q: npt.NDArray[Any] | None, query: str,
                 rows: npt.NDArray[np.int64], cosine: npt.NDArray[np.float64],
                 level: float) -> npt.NDArray[np.float64]:
    """`cosine` (read per pair, retrieval/languages.py) with the memories of `rows` in a
    language other than the CJK question's lowered by `level` times `gap`; unchanged for a
    non-CJK question, an embedder whose pairs were not measured, or `level` 0."""
    if level <= 0 or q is None or len(rows) == 0 or not reads_by_pair(engine.embedder, query):
        return cosine
    lower = level * gap(engine, q, query)
    if lower <= 0:
        return cosine
    other = np.array([lang not in CJK for lang in row_languages(engine, rows)], dtype=bool)
    if not other.any():
        return cosine
    out = cosine.copy()
    out[other] -= lower
    return out

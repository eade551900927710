"""Cosines read per pair of languages: a question in Chinese (or Japanese, Korean) against each
memory, on the common scale (MiniLM's) by what the question's language and the memory's score
against each other in general.

e5 (embed/multilingual.py) gives its cosines on MiniLM's scale by centring them on what the
question scores against the store in general (SearchEngine.background) and scaling one spread,
measured on English conversation. In Chinese that reading fails twice:
- the spread of a Chinese question's cosines to Chinese memories is narrower (0.024 against
  English's 0.035 pooled), so the vectors weigh less than BM25 over character pairs, which
  matches on any shared pair (女儿喜欢看哪部卡通? put 女儿朵朵今年六岁 first);
- the store's own median hides what tells an off-topic question apart: a question about the
  world scores lower against a whole household's memories than a question about the household,
  and centring on it lifts both to the same level (off-topic questions' best strengths reached
  0.52, paraphrases' right answers fell to 0.39);
- a Chinese question scores about 0.11 lower against English memories than against Chinese
  ones, so the store's one median buries an English answer (朵朵的钢琴演出是哪一天? ranked
  "Duoduo's piano recital is on ..." 83rd).
So a CJK question's cosine to each memory is read against that pair's own median and spread
(E5Embedder.between, measured on unrelated pairs), and English questions keep the reading they
had. Memories' languages come from their text (lang/) and are kept per row until it changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.lang import has_cjk, language_of

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")


def reads_by_pair(embedder: Any, query: str) -> bool:
    """Whether `query`'s cosines are read per language pair: a CJK question, and an embedder
    whose pairs were measured (e5)."""
    return (not query.isascii() and getattr(embedder, "between", None) is not None
            and language_of(query) in CJK)


def row_languages(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> list[str]:
    """The language of each row's memory, from its text; kept per (row, stored offset)."""
    known: dict[int, tuple[int, str]] = engine.__dict__.setdefault("_languages", {})
    offsets = engine.store.cols.col("offset")
    out = []
    for row in rows.tolist():
        offset = int(offsets[row])
        seen = known.get(row)
        if seen is None or seen[0] != offset:
            text = clip(engine.store.read_row(row).content, USE_CHARS)
            seen = known[row] = (offset, language_of(text))
        out.append(seen[1])
    return out


def writes_cjk(engine: SearchEngine) -> bool:
    """Whether any memory of the store writes Chinese, Japanese or Korean: a CJK term in its
    word index's vocabulary (which only grows; read from where it was last read)."""
    seen, found = engine.__dict__.get("_writes_cjk", (0, False))
    size = engine.lexical.vocabulary_size()
    if not found and size > seen:
        found = any(has_cjk(term) for term in engine.lexical.terms_from(seen))
        engine.__dict__["_writes_cjk"] = (size, found)
    return bool(found)


def ranked_languages(engine: SearchEngine, query: str,
                     rows: npt.NDArray[np.int64]) -> list[str]:
    """The languages of the memories `rows` for `lexical_share`, read only where they matter:
    a non-CJK question, a multilingual embedder and a store that writes CJK; else none."""
    if reads_by_pair(engine.embedder, query) or getattr(engine.embedder, "between", None) is None \
            or not writes_cjk(engine):
        return []
    return row_languages(engine, rows)


def by_pair(engine: SearchEngine, query: str, raw: npt.NDArray[Any],
            rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    """The cosines `raw` of a CJK question to `rows` on the common scale, each read against its
    language pair (see the module's text)."""
    result: npt.NDArray[np.float64] = np.asarray(
        engine.embedder.between(raw, language_of(query),  # type: ignore[union-attr]
                                row_languages(engine, rows)), dtype=np.float64)
    return result


def lexical_share(embedder: Any, query: str, bm25: npt.NDArray[np.float64],
                  words: npt.NDArray[np.float64], said: Sequence[str] = ()) -> float:
    """How much the word sides of the ranking (BM25 and episode coverage, each relative to the
    best match) count for `query`: 1, except for a CJK question read by a multilingual
    embedder, where it is the share of the question's meaning (floor.word_match: the idf of
    its terms a memory holds) that the best BM25 match holds.

    BM25 is divided by the best match's score, so whatever matches best counts as a full
    match. In English the best match of a question's words is rarely one stray word; a Chinese
    question's index terms are character pairs, half of them across word boundaries, and a
    paraphrase shares one common pair with many memories (女儿生了什么病? shares only 女儿
    with 我女儿朵朵今年六岁, a sixth of its idf): read as a full match, that one pair
    outweighed the vectors, which found 朵朵上个月得了水痘. With MiniLM (English only) a
    Chinese question has nothing but its words, which keep their full weight.

    An English question among memories in a CJK script too is read the same way: its words
    can only ever match the memories in its own script, so the best of those is no full match
    of the question ("What medicine does my father take every night?" shares "take" and
    "night" with "Tom takes the night bus home...", which came first, while 我爸每天睡前吃一片
    降压药 can share nothing). `said`: the languages of the memories ranked (`row_languages`)."""
    if len(bm25) == 0 or float(bm25.max()) <= 0 or getattr(embedder, "between", None) is None:
        return 1.0
    if not reads_by_pair(embedder, query) and not any(lang in CJK for lang in said):
        return 1.0
    return float(min(1.0, max(0.0, words[int(np.argmax(bm25))])))


# An English (any non-CJK) question against memories in its own script and in a CJK one: the
# median and spread of e5's question-to-passage cosines between such texts in general (200
# LoCoMo development questions, none about the memories, against the 28 English and 190 Chinese
# memories of bench/multilingual_data.py, _confirm.py and _third.py, every pair). The same
# question scores 0.027 lower against a Chinese text than against an English one about nothing
# it asks, with a narrower spread.
OWN_SCRIPT = (0.728, 0.0216)
TO_CJK = (0.701, 0.0175)


def onto_own_script(engine: SearchEngine, query: str | None, raw: npt.NDArray[Any],
                    rows: npt.NDArray[np.int64]) -> npt.NDArray[Any]:
    """The cosines `raw` of a non-CJK question, those to CJK memories read as if the memory
    were in the question's script (by the two pairs' medians and spreads, OWN_SCRIPT and
    TO_CJK), so that a Chinese memory is not ranked under an English one for the language it
    is written in. Unchanged when no row is CJK (an English store), for CJK questions (read by
    `by_pair`) and for an embedder whose pairs were not measured."""
    if query is None or getattr(engine.embedder, "between", None) is None or len(rows) == 0 \
            or language_of(query) in CJK:
        return raw
    if not writes_cjk(engine):
        return raw
    cjk = np.array([lang in CJK for lang in row_languages(engine, rows)], dtype=bool)
    if not cjk.any():
        return raw
    (own, own_spread), (other, other_spread) = OWN_SCRIPT, TO_CJK
    out = np.asarray(raw, dtype=np.float64).copy()
    out[cjk] = own + (out[cjk] - other) * (own_spread / other_spread)
    return out


# A CJK question's plain cosine (e5, no reading) puts the right memory first whenever its best
# leads the second by this much: on the four sets of bench/multilingual.py, 30 of 30 Chinese
# questions (of 152) with a lead of 0.04 or more, against 40 of 42 at 0.035 and 75 of 78 at
# 0.02. The fused ranking put another memory first for one of those 30 (周末我去哪里听戏?).
COSINE_LEAD = 0.04


def cosine_lead(embedder: Any, query: str, rows: npt.NDArray[np.int64],
                sims: npt.NDArray[Any]) -> int | None:
    """The row plain cosine puts first with a clear lead (COSINE_LEAD over the second), for a
    CJK question read per language pair (`reads_by_pair`); else None. `rows` and `sims` are
    the vector index's best rows for the question, best first (SearchEngine.semantic_top).
    The ranking never puts such a memory below another (retrieval/search.py)."""
    if len(rows) < 2 or not reads_by_pair(embedder, query):
        return None
    return int(rows[0]) if float(sims[0]) - float(sims[1]) >= COSINE_LEAD else None


def cosine_kept(embedder: Any, query: str, rows: npt.NDArray[np.int64], sims: npt.NDArray[Any],
                lead: float) -> int | None:
    """The row plain cosine puts first leading the second by `lead` (below COSINE_LEAD: a
    first that is right most of the time but not always), for a CJK question read per
    language pair; else None. The ranking keeps it within its first few
    (RankParams.cosine_keep, retrieval/search.py `kept_within`)."""
    if lead <= 0 or len(rows) < 2 or not reads_by_pair(embedder, query):
        return None
    return int(rows[0]) if float(sims[0]) - float(sims[1]) >= lead else None


def kept_within(order: npt.NDArray[np.int64], rows: npt.NDArray[np.int64], row: int | None,
                place: int) -> npt.NDArray[np.int64]:
    """`order` (indices into `rows`, best first) with the candidate of `row` moved up to
    position `place` (1-based) when it stands lower; unchanged when it stands there or
    higher, is not in `order` (the floor dropped it), or `row` is None."""
    if row is None or place <= 0:
        return order
    at = np.flatnonzero(rows[order] == row)
    if not len(at) or int(at[0]) < place:
        return order
    rest = np.delete(order, at[:1])
    return np.concatenate((rest[: place - 1], order[at[:1]], rest[place - 1:]))

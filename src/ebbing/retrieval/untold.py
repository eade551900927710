"""A question about a thing of this life the store never names gets nothing (docs/languages.md,
"Things never told, stop 25").

A personal question asks about a thing or a person of the speaker's life: 我的猫, 我妹妹, 我的
驾照, "my sister-in-law". Every memory of a personal store resembles such a question by its
frame (我的…, …放哪了, 什么时候), so a question about a cat in a store whose pet is a dog
clears the lowered floor by cosine, and e5-small cannot tell 柯基 from 股票 as a kind of 狗
(stops 22-24). What the question asks of is read here instead: the everyday kinds it names
(retrieval/kinds.py `asked`: 猫, 妹妹, 驾照, 年审, a trip to 重庆). When the store names one
of them nowhere, neither by its word, nor a synonym (结他 / 吉他), nor a kind of it (柯基 for a
dog, 比亚迪 for a car), nor a kind it is one of (宠物), no memory is about what is asked, and
the question gets nothing. A question that names no kind of the list is left to the floor as
before.

Read for a Chinese question (Traditional characters are read as Simplified), and for an
English question asked of a store that writes Chinese about the speaker (floor.py
SPOKEN_LOWEST, or I / my / we: "What is my sister-in-law's phone number?"); never for a
question of an English store, so LoCoMo and every English figure stay as they were. The
setting is RankParams.untold (1: on; 0: off).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.lang import language_of
from ebbing.lang.dialects import reading
from ebbing.lang.hant import simplified
from ebbing.retrieval import kinds as kinds_mod
from ebbing.retrieval.cantonese_asked import asked_in_mandarin
from ebbing.retrieval.kinds import KINDS, STORE_ALSO, asked, named, related, shortened, untold
from ebbing.retrieval.languages import writes_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

QUESTION_MOST = 80  # characters: a question, not a pasted conversation (frame.py's)
_OWN = re.compile(r"\b(?:i|me|my|mine|myself|we|us|our|ours)\b", re.IGNORECASE)  # floor.py's


def read(engine: SearchEngine, query: str, lowest: float, spoken: float) -> bool:
    """Whether `query` is read here: a Chinese question of QUESTION_MOST characters at most,
    or an English question asked of a store that writes Chinese, lowered to `spoken`
    (floor.SPOKEN_LOWEST) or speaking of the speaker (I, my, we)."""
    text = query.strip()
    if not 0 < len(text) <= QUESTION_MOST:
        return False
    if language_of(text) == "zh":
        return True
    return language_of(text) == "en" and (lowest == spoken or bool(_OWN.search(text))) \
        and writes_cjk(engine)


# a pointing word between someone's 家 / 的 and a kin word (我姐家那孩子, 老王的那个闺女): the
# kin word is still theirs, as in 我姐家孩子 (kinds.py reads whose by the two characters before)
_POINTED_KIN = re.compile(r"(?<=[家的嘅])[那这](?:个|位)?(?=[\u4e00-\u9fff])")


def plain(text: str) -> str:
    """`text` as kinds.py reads it: Simplified, dialect words read as Mandarin (lang/dialects.py:
    俺 as 我, 妮儿 as 女儿, so 俺家孩子 is the speaker's and 俺妮儿 names a daughter; stop 27),
    and a pointing word between whose and a kin word left out (我姐家那孩子 -> 我姐家孩子: the
    sister's child, no child of the speaker's)."""
    text = reading(simplified(text))
    return _POINTED_KIN.sub(lambda m: "" if _kin_after(m.string, m.end()) else m.group(0), text)


def _kin_after(text: str, at: int) -> bool:
    """Whether a kin word of kinds.py begins at `at` in `text`."""
    return any(start == 0 and kinds_mod._STORE_OF[word] in kinds_mod._KIN
               for word, start, _ in kinds_mod._found(text[at:at + 4]))


def words_for(kinds: set[str]) -> list[str]:
    """Every word a memory may name one of `kinds` by (their related kinds' words)."""
    wanted = {k for kind in kinds for k in related(kind)}
    return [w for k in sorted(wanted) for w in KINDS[k][1]] \
        + [w for w, k in STORE_ALSO.items() if k in wanted]


def holders(engine: SearchEngine, words: list[str]) -> set[int]:
    """The rows whose index terms hold every term of one of `words` (a word of one character
    inside a longer run is no term: such a memory is read only among the candidates)."""
    out: set[int] = set()
    for word in words:
        parts = terms(word)
        found = engine.lexical.term_postings(parts) if parts else []
        if parts and len(found) == len(set(parts)):
            rows = found[0][0]
            for other, _ in found[1:]:
                rows = np.intersect1d(rows, other)
            out.update(int(r) for r in rows[:200].tolist())
    return out


READS = ("zh", "en")  # the languages kinds.py's words are written in
UNREAD = frozenset({"?"})  # a memory in another language: what it names is not known
CACHE_MOST = 200_000  # rows whose kinds are kept per engine (a row's line read once)


def store_kinds(engine: SearchEngine, rows: set[int]) -> set[str]:
    """The kinds the memories of `rows` name (kinds.py `named`, on Simplified text
    read as Mandarin: 妮儿 is 女儿, lang/dialects.py), or UNREAD
    for a memory in a language the list is not written in, kept per engine by the row and
    where its line lies in the log (a changed memory is read again)."""
    kept: dict[tuple[int, int], frozenset[str]] = engine.__dict__.setdefault("_untold_kinds", {})
    if len(kept) > CACHE_MOST:
        kept.clear()
    where = engine.store.cols.arrays["offset"]
    out: set[str] = set()
    for row in sorted(rows):
        key = (row, int(where[row]))
        if (kinds := kept.get(key)) is None:
            text = engine.store.read_row(row).content
            kinds = kept[key] = frozenset(named(plain(text))) \
                if language_of(text) in READS else UNREAD
        out |= kinds
    return out


def about(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64], lowest: float,
          spoken: float, on: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (`read`) that asks of a kind (kinds.py `asked`), a test for
    the floor (floor.py `gate`'s `about`): whether the store names every kind it asks of (the
    candidates `rows`, then every memory whose terms hold a word of a kind they do not name);
    None for any other question or with `on` 0."""
    if on <= 0 or not read(engine, query, lowest, spoken):
        return None
    text = plain(asked_in_mandarin(query.strip()))  # 我个小妹: 我的小妹 (teochew_asked.py)
    kinds = asked(text)
    if not kinds:
        return None

    def test(power: npt.NDArray[np.float64], floor: float) -> bool:
        store = store_kinds(engine, {int(r) for r in rows.tolist()})
        if store & UNREAD:  # a candidate in Korean or Japanese may name it in its own words
            return True
        missing = untold(text, store)
        if missing:  # the memories beyond the candidates that hold a word of what is missing
            store |= store_kinds(engine, holders(engine, words_for(set(missing))))
        if missing := untold(text, store):  # a candidate may write the asked word shortened
            store |= shortened(text, set(missing), [
                plain(engine.store.read_row(int(r)).content) for r in rows.tolist()])
        return not untold(text, store)

    return test

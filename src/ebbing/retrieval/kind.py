# ruff: noqa: RUF001, RUF002
"""A question about what kind a named thing is, and the memory that says it.

豆包是什么狗？ asks what 豆包 is; the memory that introduces 豆包 says it (我养了一只柯基，叫豆包),
while every other memory about 豆包 shares the name and, often, the word (豆包只吃一种进口狗粮),
and e5 puts the dog food closer. As a question that asks for a name is answered by the memory
that introduces it (retrieval/roles.py `_ASKS_NAME`), a question that asks what kind a named
one is (`asks_kind`: X是什么N / X是哪种N / X是什么品种的N; "What breed is X?", "What kind of N
is X?") is answered by the memory that introduces X with its kind (`introduces`: …一只柯基，叫X,
名叫X, X是一只…, "X is a …"). Those memories weigh 1 + KIND_WEIGHT in the ranking, in a store
that writes CJK only (retrieval/occupation.py's `prior` asks it, as it asks for a job).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.lang import has_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

KIND_WEIGHT = 0.5  # as occupation.py JOB_WEIGHT: the memory that says what X is, final * 1.5
_ASKS_ZH = re.compile(r"^([\u4e00-\u9fffA-Za-z]{2,4}?)是(?:一[只条头匹个种])?"
                      r"(?:什么|啥|哪种|哪一种)(?:品种|种类|类型)?的?([\u4e00-\u9fff]{1,2})[？?]?$")
_ASKS_EN = re.compile(r"^what\s+(?:breed|kind of \w+|type of \w+|sort of \w+)\s+is\s+"
                      r"([A-Z][a-z]+)\s*\??$", re.IGNORECASE)
_NOT_NAMED = ("我", "你", "他", "她", "这", "那", "谁", "的")  # 我开的, 这个: not a name


def asks_kind(query: str) -> str | None:
    """The named one a question asks the kind of (豆包 of 豆包是什么狗？, Biscuit of "What
    breed is Biscuit?"), if it asks that."""
    m = (_ASKS_ZH if has_cjk(query) else _ASKS_EN).match(query.strip())
    if m is None or any(c in m.group(1) for c in _NOT_NAMED):
        return None
    return m.group(1)


def introduces(text: str, name: str) -> bool:
    """Whether a memory introduces `name` with its kind: 叫X / 名叫X / 取名X after a count of
    one (一只柯基，叫豆包), X是一只… / X是一条…, "X is a …" / "a … called X"."""
    at = re.escape(name)
    if has_cjk(text):
        return bool(re.search(rf"[一两][只条头匹个位][^，。；]{{1,8}}[，,]?(?:叫|名叫|取名叫?){at}|"
                              rf"{at}是(?:一|两)?[只条头匹个种][\u4e00-\u9fff]", text))
    return bool(re.search(rf"\b{at}\s+is\s+an?\s|\ba\s+[\w\s-]{{1,30}}\s+(?:called|named)\s+{at}\b",
                          text, re.IGNORECASE))


def prior(engine: SearchEngine, query: str,
          rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float64] | None:
    """1 + KIND_WEIGHT for the memories that introduce the one a question asks the kind of, 1
    for the rest; None for any other question."""
    name = asks_kind(query)
    if name is None:
        return None
    out = np.ones(len(rows), dtype=np.float64)
    for i, row in enumerate(rows.tolist()):
        if introduces(clip(engine.store.read_row(int(row)).content, USE_CHARS), name):
            out[i] = 1.0 + KIND_WEIGHT
    return out

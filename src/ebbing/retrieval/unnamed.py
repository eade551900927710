"""The question's meaning without its people: a cosine that the name alone cannot win.

"Where did Callum propose to Hana?" embeds mostly as its two names: every short turn that
names Hana ("look at Hana's left hand", "I'll tell Hana") sits close to it, and the turn that
answers, "asked her at Fushimi Inari yesterday at sunrise", holds neither name nor "propose".
Who is asked about is already weighed by the word side (the names are rare terms, the speaker
boost) and by the memory's own vector ("speaker: content"); what is asked about is carried by
the rest of the question. So the question is embedded a second time with each person it names
written "someone" ("Where did someone propose to someone?"), and where a candidate's cosine
to that reading is lower, a share of the difference is taken off (`blend`, `unnamed_way` 1, the
default): a turn whose likeness was the name loses it, a turn that says the thing asked about
keeps its cosine. (Both ways, 0, also raises a turn closer to the unnamed reading; it raises R@5
more but lowers LoCoMo confirm's R@10: docs/retrieval.md, "Twelfth round".) Only the ranking
reads it: the cosine a hit shows and the relevance floor reads are the question's own.

Whom a question names (`RankParams.unnamed_names`): 1, the known speakers it names (their whole
name, retrieval/engine.py `named_speakers`); 2, also every word it writes with a capital where a
sentence does not begin (core/query.py `proper_names`: people, and places too).
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

import numpy as np

from ebbing.core.query import proper_names, stem, tokenize
from ebbing.embed.base import query_vector
from ebbing.lang import has_cjk

if TYPE_CHECKING:
    from ebbing.core.ranking import FloatArray
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
_POSSESSIVE = re.compile(r"['\u2019]s$", re.IGNORECASE)
STAND_IN = "someone"


def unnamed(query: str, names: set[str]) -> str | None:
    """`query` with each word whose index term is in `names` written "someone" ("Hana's" as
    "someone's"); None when it writes none of them, or nothing but them."""
    text = unicodedata.normalize("NFKC", query)
    out: list[str] = []
    at, replaced, kept = 0, 0, 0
    for match in _WORD.finditer(text):
        raw = match.group(0)
        words = tokenize(raw)
        if words and stem(words[0]) in names and raw[0].isupper():
            out.append(text[at:match.start()])
            out.append(STAND_IN + ("'s" if _POSSESSIVE.search(raw) else ""))
            at = match.end()
            replaced += 1
        else:
            kept += 1
    if not replaced or not kept:
        return None
    out.append(text[at:])
    return "".join(out)


def asked_names(engine: SearchEngine, query: str, named: list[int], mode: int) -> set[str]:
    """The index terms of the people `query` names (module docstring, `unnamed_names`)."""
    names = set(engine.name_terms(named))
    if mode >= 2:
        names |= set(proper_names(query))
    return names


def cosines(engine: SearchEngine, query: str, named: list[int], rows: np.ndarray,
            mode: int = 1) -> FloatArray | None:
    """The candidates' cosines to `query` with the people it names written "someone"
    (`unnamed`, `asked_names` under `mode`); None without vectors, for a CJK question, or when
    the question names no one (or nothing else)."""
    if engine.embedder is None or has_cjk(query) or not len(rows):
        return None
    text = unnamed(query, asked_names(engine, query, named, mode))
    if text is None:
        return None
    vector = query_vector(engine.embedder, text)
    if vector is None:
        return None
    found: FloatArray = engine.cosines(vector, rows, text)
    return found


def blend(engine: SearchEngine, query: str, named: list[int], rows: np.ndarray,
          cosine: FloatArray, params: RankParams) -> FloatArray:
    """The candidates' cosines moved `params.unnamed` of the way toward their cosine to the
    question with its people written "someone" (`unnamed`), only downward under `unnamed_way`
    1, only upward under 2; unchanged when off, for a CJK question, or when the question names
    no one."""
    if params.unnamed <= 0:
        return cosine
    other = cosines(engine, query, named, rows, int(params.unnamed_names))
    if other is None:
        return cosine
    change = other - cosine
    if params.unnamed_way == 1:  # only a cosine the names made higher is lowered
        change = np.minimum(change, 0.0)
    elif params.unnamed_way == 2:  # only a cosine the names made lower is raised
        change = np.maximum(change, 0.0)
    mixed: FloatArray = cosine + params.unnamed * change
    return mixed

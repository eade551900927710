"""A thing asked about by its kind and told by its name, or the other way round (issue 27):
"where is freya's van parked?" against "my uncle's driveway", two turns after "she's called
morag"; "what is bea's new drummer like?" against "nobody noticed except deano". The turn
that gives the name (core/naming.py `introduced`) is where the name and its kind meet: the
turns around it in its talk (`BEFORE` turns before it to `AFTER` after) hold the kind
("we found a drummer" / "her name is priya"; "meet doughlores" / ... / "SHE IS A STARTER").

`aliases` returns the names whose naming turns' surroundings hold a word of the question
(not a speaker's name, not the name itself): the question is then also searched for the name,
its BM25 weighed by `RankParams.naming` and added to the memory's own (retrieval/search.py),
and the best memories holding the name join the candidates.

Which memories give names is read once per memory, the first time a setting asks for it, and
then follows the engine as carry.py's index does (new, edited and removed memories); derived
data, never saved. A store where nobody names anything pays a scan of its texts once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

import numpy as np
import numpy.typing as npt

from ebbing.core.naming import name_terms
from ebbing.core.query import stem
from ebbing.retrieval.documents import document_terms, searchable
from ebbing.retrieval.tracked import Tracked

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

POOL = 100  # as many memories holding a name join the candidates as retrieval/search.py's
BEFORE, AFTER = 2, 3  # the turns around a naming turn that may hold what is named
NAMING_WORDS = frozenset(stem(w) for w in ("name", "named", "call", "called", "meet"))


class Namings(Tracked):
    """The names each indexed memory of one engine gives, and the words around them."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        super().reset()
        self.names: dict[int, list[str]] = {}  # row -> the name terms it gives
        self._around: dict[tuple[int, int], frozenset[str]] = {}

    def update(self, engine: SearchEngine) -> None:
        changed = self.changed(engine)
        if len(changed) == 0:
            return
        indexed = engine.indexed
        for row in changed.tolist():
            self.names.pop(row, None)
            if indexed[row] >= 0:
                given = name_terms(searchable(engine.store.read_row(row)))
                if given:
                    self.names[row] = given
        self._around.clear()  # a changed turn may be another's surroundings
        self.done(engine)

    def around(self, engine: SearchEngine, row: int) -> frozenset[str]:
        """The index terms of the naming turn and the turns around it in its talk."""
        key = (row, int(engine.indexed[row]))
        if key not in self._around:
            indexed, episode = engine.indexed, engine.episode
            words: set[str] = set()
            for near in range(max(row - BEFORE, 0), min(row + AFTER + 1, len(indexed))):
                if indexed[near] >= 0 and episode[near] == episode[row]:
                    words.update(document_terms(engine.store.read_row(near)))
            self._around[key] = frozenset(words)
        return self._around[key]


_BUILT: WeakKeyDictionary[SearchEngine, Namings] = WeakKeyDictionary()


def namings(engine: SearchEngine) -> Namings:
    found = _BUILT.setdefault(engine, Namings())
    found.update(engine)
    return found


def aliases(engine: SearchEngine, query_terms: list[str]) -> list[str]:
    """The names given in the store whose naming turn's surroundings hold a term of the
    question other than a speaker's name; names the question holds itself are left out."""
    asked = (set(query_terms) - engine.name_terms(list(engine.characters.values()))
             - NAMING_WORDS)  # "what is the cat's name?" asks for any naming turn's word
    if not asked:
        return []
    found = namings(engine)
    out: list[str] = []
    for row, given in found.names.items():
        fresh = [name for name in given if name not in query_terms and name not in out]
        if fresh and (found.around(engine, row) - set(given)) & asked:
            out.extend(fresh)
    return out


def called_scores(engine: SearchEngine, names: list[str], rows: npt.NDArray[np.int64],
           params: RankParams) -> npt.NDArray[np.float64]:
    """Per row, `naming` times the BM25 of the names among its words."""
    if not names or params.naming <= 0:
        return np.zeros(len(rows))
    return params.naming * engine.lexical.scores_for(names, rows).astype(np.float64)


def named_too(engine: SearchEngine, query_terms: list[str], found: npt.NDArray[np.int64],
              allowed: npt.NDArray[np.bool_],
              params: RankParams) -> tuple[list[str], npt.NDArray[np.int64]]:
    """The names the question is also searched for (`aliases`, when `naming` is on) and the
    candidates with the best memories holding them added."""
    if params.naming <= 0:
        return [], found
    names = aliases(engine, query_terms)
    if not names:
        return [], found
    return names, np.union1d(found, engine.lexical_top(names, POOL, allowed))

"""Names a texter writes without capitals.

The relevance floor knows a store's names by their capitals (core/query.py `written_names`):
"Tim" is not known to a store that holds only "time". A texter who writes everything in lower
case ("lan is 3 days away", "my lauren's set the date") writes no name with a capital, so a
question that capitalises one ("Who carried the team at the LAN?") read as naming a
stranger, kept the whole floor and came back empty. A text that holds Latin words and not one
capital letter says nothing by its case: a word of it may be a name. A text with any capital
shows its writer's case and keeps the reading by capitals.

Only the floor's question "does this name a stranger?" reads it (retrieval/search.py):
the store's names (SearchEngine.names) stay the words written with a capital, which other
readings rely on (a spoken spelling is no name: retrieval/spoken.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np
import numpy.typing as npt

from ebbing.core.query import _TOKEN

MIN_WORDS = 2  # "ok" alone, "lol" alone: too little to say how its writer writes
READ_AT_MOST = 16  # memories read per name: a texter's name is in many of their turns


def written_uncased(text: str) -> bool:
    """Whether `text` writes at least MIN_WORDS Latin words and no capital letter at all."""
    latin = [w for w in _TOKEN.findall(text) if w.isascii() and w.isalpha()]
    return len(latin) >= MIN_WORDS and not any(ch.isupper() for ch in text)


def known_uncased(names: Iterable[str], rows_of: Callable[[str], npt.ArrayLike],
                  text_of: Callable[[int], str]) -> bool:
    """Whether every one of `names` (index terms the store never wrote with a capital) is
    held by a memory written without capitals (`written_uncased`): `rows_of` gives the rows
    holding a term (the lexical index's postings, an array), `text_of` a row's text; at most
    READ_AT_MOST rows are read per name, the latest first. No names: False (nothing to know)."""
    found = False
    for name in names:
        rows = np.asarray(rows_of(name), dtype=np.int64)
        latest = np.sort(rows)[::-1][:READ_AT_MOST]  # a common word: thousands of rows
        if not any(written_uncased(text_of(int(row))) for row in latest):
            return False
        found = True
    return found

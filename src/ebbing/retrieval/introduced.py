# ruff: noqa: RUF002
"""Whether the store tells of a question's topic as someone (retrieval/general.py reads it:
a general-looking question about someone of this life is not about a kind). Moved out of
general.py (stop 31) unchanged."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ebbing.core.entities_zh import SURNAMES
from ebbing.lang import has_cjk
from ebbing.retrieval.roles import RELATIONS, name_after

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# where a relation word is followed by a name in a memory (我老公陈志强, 老伴秦淑芬)
_RELATION = re.compile("|".join(RELATIONS))
INTRODUCING_MOST = 200  # memories read for an introduction, as retrieval/roles.py


def introduced(engine: SearchEngine, topic: str) -> bool:
    """Whether the store tells of `topic` (a question's first two characters of content) as
    someone: a memory opens with it (whom the store tells of as a subject), and a memory
    writes it as a name right after a relation word (我女儿安安…), or as the given name of a
    full name there (我老公陈志强…, 老伴秦淑芬…: a family name, then it;
    `roles.name_after`). So 志强周六晚上为什么要值班？ asks about him, not about a kind. A
    word for a thing the person's life holds (理发 of 理发店每天九点开门) is no one's name,
    however many memories it opens, nor is what follows a relation word (我邻居养鸽子 gives
    养鸽子, no family name)."""
    if len(topic) < 2 or not has_cjk(topic):
        return False
    given = topic[:2]
    postings = engine.lexical.term_postings([given])
    if not postings or len(postings[0][0]) > INTRODUCING_MOST:
        return False
    texts = [engine.store.read_row(int(row)).content for row in postings[0][0].tolist()]
    if not any(text.lstrip().startswith(given) for text in texts):
        return False
    for text in texts:
        for m in _RELATION.finditer(text):
            name = name_after(text, m.end())
            if name == given or (name and len(name) == 3 and name[0] in SURNAMES
                                 and name[1:] == given):
                return True
    return False

"""What a question about the world asks of its topic (docs/languages.md, "Off-topic
questions, stop 22").

A Chinese question is written topic first, then what it asks of the topic (话题, then 说明):
鲫鱼 | 用什么饵料好钓, 澳洲留学生毕业以后工作签证 | 能待几年, 打官司手里 | 最过硬的证据是啥. A
memory that answers a question about this person's life may name the topic in other words
(打官司 of 官司 / 张律师, 那只爬行的宠物 of 守宫), but it states what is asked: 证据 of 这个是咱们
最硬的证据. A memory that only shares the topic with a question about the world (钓鲫鱼和鲤鱼
beside 鲫鱼用什么饵料好钓) holds nothing of what is asked.

So, for a question the learned reading (retrieval/intent.py) is surest asks about the world
(P(personal) at most ASKED_AT), that speaks of no one (general.py `speaks_of_no_one`: no 我,
no relation word, none of the store's names, also by sound, nothing pointed at), tells of no
event of this life (subject.py `tells_of_event`) and writes a topic and what it asks of it
(two parts or more, general.py `asked`), a candidate answers only when it holds one of the
parts after the topic (general.py `answers`); when none does, the floor gives the question
nothing. The rules' general reading (general.py) is read as before, and a question it reads
as general is left to it. Where the learned reading is less sure, short bare questions
about one's own things are read general too (羽毛球周几打, 钓竿多长: one part, the topic),
so they are never read here.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.lang import language_of
from ebbing.retrieval.foreign import names_written_foreign
from ebbing.retrieval.general import (
    answers,
    asked,
    asks_general,
    chunks,
    speaks_of_no_one,
)
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.retrieval.introduced import introduced
from ebbing.retrieval.subject import tells_of_event

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# P(personal) at most this: the learned reading at its surest that a question is about the
# world. On the tune sets and checks no personal question read here at 0.05 loses its memory;
# at 0.2 three of the checks' do (前列腺吃的啥药 0.13, 尿酸多少来着 0.16, 胰岛素是饭前打还是
# 饭后打 0.16: a question word left in a part, a choice)
ASKED_AT = 0.05
CJK = ("zh", "ja", "ko")


def commenting(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
               spelled: Collection[str] = (),
               wants: Reading = UNREAD) -> npt.NDArray[np.bool_] | None:
    """Per candidate row, whether its memory holds what `query` asks of its topic (one of
    its parts after the first); None (every row may answer) for any question not read here
    (the module's docstring)."""
    text = query.strip()
    if wants == UNREAD or wants.personal or wants.probability > ASKED_AT or not len(rows) \
            or language_of(text) not in CJK:
        return None

    def writes(term: str) -> bool:
        return bool(engine.lexical.term_postings([term]))

    if not speaks_of_no_one(text, engine.names, writes, spelled) or tells_of_event(text) \
            or names_written_foreign(text, engine.names) \
            or asks_general(text, engine.names, writes, spelled):
        return None
    parts = asked(text)
    if len(parts) < 2 or ((topic := chunks(text)) and introduced(engine, topic[0])):
        return None
    texts = [clip(engine.store.read_row(row).content, USE_CHARS) for row in rows.tolist()]
    return np.fromiter((any(answers([part], t) for part in parts[1:]) for t in texts),
                       dtype=np.bool_, count=len(rows))

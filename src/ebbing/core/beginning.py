"""Whether a memory states that something began: a verb of beginning ("I started pottery",
"she joined a choir", "I just signed with a new club", "we adopted a kitten") or a thing had
for the first time or new ("my first kiln", "a new bike"). Pure.

"When did Ana start pottery?" is answered by the turn that tells the beginning, and that turn
often says neither "pottery" in the question's form nor a date the question names: "I just
signed up for a wheel class last week". A duration answers it too ("I've had them four
years": core/questions.py `asks_start`, `RankParams.start_weight`); this module reads the
other way a beginning is told. The words are read as index terms (core/query.py `terms`:
stems for English, character bigrams for Chinese), so search finds the memories that state a
beginning from the word index's postings without reading their text
(retrieval/told.py)."""

from __future__ import annotations

import re

from ebbing.core.query import terms
from ebbing.core.questions import asks_start

# verbs of beginning, and what is had for the first time; stemmed below as the index stems
# them ("started", "starting" -> "start"; "began", "begun" -> "begin" through the lemmas)
_ENGLISH = ("start", "begin", "join", "sign", "enroll", "enrol", "launch", "adopt", "first",
            "new", "newly")
# Chinese, as the index's character bigrams: 开始 (begin), 加入 (join), 入职 (start a job),
# 报名 (sign up), 签约 (sign a contract), 领养 (adopt), 入学 (enter a school), 第一 (first),
# 新买 (newly bought)
_CHINESE = ("开始", "加入", "入职", "报名", "签约", "领养", "入学", "第一", "新买")

BEGINNING_TERMS: frozenset[str] = frozenset(
    t for word in (*_ENGLISH, *_CHINESE) for t in terms(word))


def states_beginning(text: str) -> bool:
    """Whether the text holds a word that tells a beginning ("I took a pottery class and
    started on the wheel", "刚加入合唱团"). "Begins" as a plan ("the course starts next
    week") counts as well: it dates a beginning all the same."""
    return not BEGINNING_TERMS.isdisjoint(terms(text))


_WHEN_ZH = r"(?:什么时候|何时|哪一?年|哪个月|几月|哪天|哪一天)"
_BEGIN_ZH = r"(?:开始|加入|入职|报名|签约|领养|收养|买|认识|搬|第一次|学会)"
_ASKS_ZH = re.compile(rf"{_WHEN_ZH}.{{0,12}}?{_BEGIN_ZH}|{_BEGIN_ZH}.{{0,12}}?(?:是){_WHEN_ZH}")


def asks_beginning(question: str) -> bool:
    """Whether the question asks when something began: core/questions.py `asks_start` for
    English ("When did Ana start pottery?"), and in Chinese a question word of time before
    a verb of beginning ("陈明什么时候开始学陶艺的?", "她哪一年加入合唱团?") or after one
    with 是 ("他们领养小狗是什么时候?")."""
    return asks_start(question) or bool(_ASKS_ZH.search(question))

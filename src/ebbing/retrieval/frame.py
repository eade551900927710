# ruff: noqa: RUF001, RUF002
"""What a question about this life asks beyond its frame (docs/languages.md, "Off-topic
questions, stop 23").

A question about the speaker's life is a frame around its content. The frame says whose it
is (我, 我家, 咱们), which one (那个, 那把), when (今年, 上次, 一般) and what is asked of it
(多少, 哪天, 放哪, 了没); the content is what it is about (股票 and 亏 of 我那个股票今年亏了
多少, 吉他 of 我那把吉他是啥牌子的). Every memory of a personal store resembles the frame: it
tells of this person, their things, times and sums. So a question about a thing the store
never mentions clears the lowered floor of a personal question (floor.py SPOKEN_LOWEST) on
its frame alone: its best cosine is as high as a paraphrase's, and no floor tells them apart
(docs/languages.md, "Off-topic questions, stop 22").

What tells them apart is what the content adds. The frame is the question with each run of
content replaced by 东西 ("a thing"): 我那个东西今年东西了多少. For a memory, the content's
part of the question's closeness is cos(question, memory) − cos(frame, memory), on the
embedder's own scale (`lift`). A memory about what is asked, in the question's words or in
others (狗 of 我家金毛, 车 of 那台豪沃), is closer to the question than to its frame; a memory
that only shares the frame (我那台普拉多 for a question about stocks) is not. A memory is
also about it when it writes a part of the content (a character pair of it), or the person
the question names by a relation in any word for that relation (姥姥 / 外婆, 闺女 / 女儿:
roles.same_as) or by the name the store gives them (roles.named_relations).

Read only for a CJK question of a personal store that the floor reads as about this life
(lowered to SPOKEN_LOWEST: it speaks of the speaker or someone of theirs, points at a
particular thing, tells of an event, or the learned reading reads it so) and that writes none
of the store's names; when no memory that clears the floor is about what it asks, the
question gets nothing (floor.py `gate`, `about`). The setting is RankParams.frame_lift (the
least lift; 0: off).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.cjk import bigrams
from ebbing.embed.base import query_vector
from ebbing.lang import language_of
from ebbing.lang.dialects import reading
from ebbing.retrieval import attribute, attribute_en, relative, stated, untold
from ebbing.retrieval.roles import asked_relations, named_relations, same_as
from ebbing.retrieval.subject import CLASSIFIERS

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")
QUESTION_MOST = 80  # characters: a question, not a pasted conversation (subject.py's)
FILLER = "东西"  # "a thing": what stands for the content in the frame
# the candidates read: the strongest that clear the floor, as many as a person reads first
TOP = 5
# the frame's words: whose (the speaker, their household), which one (这 / 那 and a classifier),
# when (a time counted from now, a habit), what is asked (question words), and the particles
# and light verbs around them. Whatever lies between them is the content.
_FRAME = re.compile(
    r"[，。？！、；：,.?!;:\s“”\"'（）()]|我们|咱们|我家|咱家|家里|自己|我|咱|俺|谁"
    rf"|[这那][一两二三四五六七八九十几0-9]*[{CLASSIFIERS}盆针]?"
    r"|今年|去年|前年|明年|上一?次|上一?回|上个?月|这个?月|下个?月|最近|现在|以前|平时|每天"
    r"|每周|每次|一般|上礼拜|下礼拜|上周|下周|礼拜[一二三四五六天日]|周[一二三四五六日天]"
    r"|昨天|今天|明天|前天|后天|早上|晚上|小时候|当年|当初|刚才|后来|通常|经常|总是|老是"
    r"|什么时候|啥时候|为什么|为啥|怎么样|怎么|怎样|如何|咋样|咋|什么|啥|哪儿|哪里|哪个|哪天|哪年"
    r"|哪一年|几点|几号|几月|几岁|多大|多高|多重|多远|多长时间"
    r"|哪些|哪|多少|多久|多长|几|是不是|有没有|没有|来着|了没|没|了|是|的|吗|呢|吧|啊|呀"
    r"|在|有|过|还|都|就|也|又|给|跟|和|把|被")


def content(query: str) -> list[str]:
    """The runs of `query` between its frame words (`_FRAME`): 股票 and 亏 of
    我那个股票今年亏了多少."""
    return [part for part in _FRAME.split(query) if part]


def frame(query: str) -> str:
    """`query` with each run of content replaced by FILLER: 我那个东西今年东西了多少."""
    out: list[str] = []
    last = 0
    for m in _FRAME.finditer(query):
        if m.start() > last:
            out.append(FILLER)
        out.append(m.group())
        last = m.end()
    if last < len(query):
        out.append(FILLER)
    return "".join(out)


def read(query: str, lowest: float, spoken: float) -> bool:
    """Whether `query` is read here: a CJK question (QUESTION_MOST characters at most) that
    writes some content and that the floor reads as about this life (`lowest` is `spoken`,
    floor.SPOKEN_LOWEST: not a name of the store, not a question about the world)."""
    text = query.strip()
    return lowest == spoken and 0 < len(text) <= QUESTION_MOST \
        and language_of(text) in CJK and bool(content(text))


def writes_content(query: str, text: str, people: list[str]) -> bool:
    """Whether a memory's `text` writes part of what `query` asks: a character pair of its
    content (a run of one character by itself: 狗, 腰, 层), or one of `people` (the words and
    names for whom it names by relation)."""
    pairs = {pair for part in content(reading(query)) for pair in bigrams(part)}
    texts = (text, reading(text))  # 俺妮儿 writes 女儿, 闺女 asks it (lang/dialects.py)
    return any(pair in said for pair in pairs for said in texts) \
        or any(word in said for word in people for said in texts)


def people_of(engine: SearchEngine, query: str) -> list[str]:
    """Every word for each relation `query` names (姥姥 -> 外婆, 姥姥) and the names the store
    gives it (roles.py)."""
    words = [w for relation in asked_relations(query) for w in same_as(relation)]
    return words + [name for names in named_relations(engine, query).values() for name in names]


def about(engine: SearchEngine, query: str, q: npt.NDArray[np.float32] | None,
          rows: npt.NDArray[np.int64], lowest: float, spoken: float, least: float,
          told: float = 0.0) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """The floor's test of what a question asks (floor.py `gate`'s `about`): the store names
    every everyday kind it asks of (retrieval/untold.py, with `told` on), tells of every
    relative of someone it asks of (retrieval/relative.py), some birthday when it asks one
    (retrieval/stated.py; both with `told` on), what it asks of someone or something it
    writes (retrieval/attribute.py; asked in English in a Chinese store, attribute_en.py; with
    `told` on) and its content
    lifts a candidate (`lifted`, with `least` on); None when none reads the question."""
    tests = [test for test in (untold.about(engine, query, rows, lowest, spoken, told),
                               relative.about(engine, query, lowest, spoken, told),
                               stated.about(engine, query, told),
                               attribute.about(engine, query, rows, told),
                               attribute_en.about(engine, query, rows, told),
                               lifted(engine, query, q, rows, lowest, spoken, least))
             if test is not None]
    if len(tests) <= 1:
        return tests[0] if tests else None
    return lambda power, floor: all(test(power, floor) for test in tests)


def lifted(engine: SearchEngine, query: str, q: npt.NDArray[np.float32] | None,
           rows: npt.NDArray[np.int64], lowest: float, spoken: float,
           least: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (`read`), a test of the candidates' strengths in the floor
    (floor.py `gate`): whether any of the TOP strongest that clear the floor is about what the
    question asks (its content lifts it by `least` at least, or it writes the content or the
    person: the module's docstring); None for any other question, or with `least` 0 (off) or
    no vectors."""
    if least <= 0 or q is None or engine.embedder is None or not len(rows) \
            or not read(query, lowest, spoken):
        return None
    text = query.strip()

    def test(power: npt.NDArray[np.float64], floor: float) -> bool:
        clear = np.flatnonzero(power >= floor)
        if not len(clear):
            return False
        kept = rows[clear[np.argsort(-power[clear], kind="stable")[:TOP]]]
        people = people_of(engine, text)
        if any(writes_content(text, clip(engine.store.read_row(int(row)).content, USE_CHARS),
                              people) for row in kept.tolist()):
            return True
        framed = query_vector(engine.embedder, frame(text))  # type: ignore[arg-type]
        lift = engine.vectors.scores(q, kept) - engine.vectors.scores(framed, kept)
        return bool(np.max(lift) >= least)

    return test

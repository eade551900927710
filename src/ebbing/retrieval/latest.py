# ruff: noqa: RUF001, RUF002
"""A Chinese question about how things stand now, answered by what was said last.

People tell a changed fact again rather than take the old one back: 我住在番禺 and, months
later, 搬到天河了 (or 阿华还欠我三千, then 阿华又还了一千). The conflict judge links the two
when it reads the change (lifecycle/); when it does not, both stay valid and the ranking sees
two memories about one thing, the older one often first (it writes more of the question's
words: the old address and the question both say 住). A question about now (现在, 而家,
目前, 最后, 后来, 仲, 还在…), or whether something has happened yet (…续好未, …办下来了没), is
answered by the later one.

So, for a CJK question that asks about the present and not about the past (以前, 原来, 当时…):
when the ranking's first memory has, among the next few (`DEPTH`), one said later that is
about the same thing, that later one comes first. "The same thing" is read from the vectors
of the memories themselves, not the question: the two are each other's nearest among the
candidates (both ways: a memory whose nearest is the first, while the first's nearest is
another, is about something beside it: 老妈过年前得去医院查个糖化血红蛋白 beside 老妈的胰岛素
…一天就打一针), and the later one's score is within `margin` of the first's
(RankParams.latest). Said later: a later `occurred` time, or the same time and a
later row (a batch stores its memories in the order they were given, at one instant).
English questions and questions that ask about no time are never touched.

(stop 26) Each of the first few, not only the first, is read so: a later memory about the same
thing comes just before the earlier one wherever the two stand among the first `DEPTH`. And
"said later" gives way to what a memory says: one that opens with a word for before
(原来办公室在建设大路…, told after 办公室从建设大路搬到于洪了) tells how things stood, so the
other of the pair is the present one (`later`).

(stop 28) A later memory that tells a change (retrieval/changed.py: 粮换成巅峰了, 入职推迟一周
改到12.2) is news about a state told before, so it needs less to count as about the same thing
as an earlier one: either among the other's `CHANGED_NEAR` nearest of at least
`CHANGED_AMONG` candidates, not both each other's nearest (the new food's memory also says
why, and its nearest is the vet's). And 到底 (我到底
哪天去报到: after all that was said, which holds) asks about the present.

(stop 31) A later memory that the conflict rules (lifecycle/rules/judge.py) read as changing,
correcting or casting doubt on an earlier one is about the same thing too, whatever the
vectors say: 换成移动的了，每个月只要八十九 names no broadband, and its nearest memory is
another, yet the rules read it against 我家宽带办的是电信的. The rules are pure and read a
pair in a fraction of a millisecond; only pairs the vectors did not join are read, and only
for a question about the present.

(stop 31, zhrank10) An update told without its subject can stand far below the first few
(定了，换线！5月开始跑西安到成都的冷链 names no one and no 线 the question asks of; 药改成每天晚上
吸一次 names no child): it takes the subject of the memory it changes. When no later memory
among the first few updates one of them, one further down does (`told_update`) if the rules
read it as changing that one and name whose thing changed, that one being named in the old
memory and not in the update (`inherits`), and the two are each among the other's
`DEEP_NEAR` nearest candidates. The update then comes first in its place, and so on down a
chain (他爸说老板想让他换线 is itself the update of the old route, then 定了，换线 of it).

(stop 32) An update of an update: once a later memory has taken the first place, a still later
one about the same thing among the next few takes it in turn (补习换到学而思，改成周四 and then
学而思的老师说周四班人太多，让儿子以后周六上午来上), as far as the chain goes. For such a second
step the rules' reading counts only for a pair the vectors put side by side too (one is the
other's nearest candidate, or among its `CHANGED_NEAR` nearest of many): the rules read a
subjectless 降到 (空腹降到六点一, of blood sugar) as a change of any memory before it.

(stop 34, zhlatest2) A later memory told as an update (`tells_update`: a change, a state said
as now or again, a value it became, or a thing pointed back at with 那 and a measure word:
棚里孵出俩小的 现在一共二十六只了; 早上再添一片儿缬沙坦; 原定九月完活儿 得拖到十月底 院门口儿那坑
还得挖着) is about the same thing as an earlier one when each is among the other's
`UPDATE_NEAR` nearest of at least `CHANGED_AMONG` candidates: the update leaves out the
thing's name, so its nearest is often another memory, and the rules read no change in it.

(stop 35, zhrank11) A move is made only on what the question asks. A later memory holding no
value of the slot the question asks (retrieval/answer.py: a day, a clock time, an amount)
does not pass one that holds it (`holds_less`: 开门了 巷子换了麻石路 over 巷子是封到八月十七号
for 哪天通的). And a later memory told as news that is each other's nearest with the first is
looked for down to `REACH`, not only among the next few: its words are often not the
question's (完工要拖到十二月十号 names no 装修).

(stop 36, zhrank12) The rules read a change of anything two memories share: a pair joined by
the rules alone (not by the vectors) counts only when the change is of the thing the question
asks (retrieval/changeof.py `of_asked`: 优甲乐可以停了 does not answer 现在是哪位医生在管, 换了教研
的时间 does not answer 教研现在在哪里搞). And a numeral counting something (十五分钟, 卖了四百多碗)
is no day for `holds_less`: only a day written as digits about a dot or a stroke is (`DAY`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.lang import has_cjk
from ebbing.lifecycle.placed import subject
from ebbing.lifecycle.rules.judge import Outcome, Verdict, judge
from ebbing.retrieval.answer import Slot, fills, slot_of
from ebbing.retrieval.changed import NEWS, tells_change
from ebbing.retrieval.changeof import of_asked

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# the present, in Mandarin and in Cantonese (而家, 依家, 宜家 "now"; 仲 "still"), and in the
# words of the north (这会儿, 这阵儿, 这前儿), Min (这马) and Hakka (今下) for "now" (stop 27)
PRESENT = re.compile(r"现在|而家|依家|宜家|目前|如今|眼下|现时|最后|后来|最近|还在|还有|仍然|仲"
                     r"|现今|而今|这会儿|这会子|这阵儿|这阵子|这前儿|这马|今下|到底")
# ... or asks whether something has happened yet (续好未, 护照办下来了没, 搬走了吗)
YET = re.compile(r"(?:没有?|未|了吗)[？?]*\s*$"
                 # ... or whether a state still holds: 还 and a verb asked both ways (还吸不吸了,
                 # 还开不开, stop 27) or with a question particle (还抽烟吗)
                 r"|还([\u4e00-\u9fff])不\1|还[\u4e00-\u9fff]{1,6}[吗么][？?]*\s*$")
# ... unless the question asks about the past
PAST = re.compile(r"以前|原来|之前|当初|过去|那时|当时|从前|本来|起初|一开始|原先|以往")
# a memory that opens with a word for before (原来办公室在…, 我以前住在…) tells how things stood,
# whenever it was said: the other of the pair is the present one. Its first clause only: a
# later clause that opens so tells of someone's past beside the news (新搭档找着了 他叫小周
# 以前在物流公司开车: the new partner is the present; stop 27)
FORMER = re.compile(r"^\s*(?:[我你他她咱俺]们?)?(?:原来|以前|之前|原先|从前|本来|当初|起初)")
DEPTH = 5  # how far down the first few a later memory about the same thing is looked for
CHANGED_NEAR = 2  # a later memory telling a change: about the same thing within this many nearest
CHANGED_AMONG = 20  # ... of at least this many candidates
DEEP_NEAR = 3  # an update told without its subject, below the first few: among this many
# nearest candidates of the memory it changes, both ways (stop 31, zhrank10)
REACH = 10  # ... and how far down the first's update is looked for when the two are each
# other's nearest and it is told as news (`tells_update`, or read by the rules; stop 35)
UPDATE_NEAR = 3  # a later memory told as an update (`tells_update`): about the same thing when
# each is among the other's this many nearest candidates (stop 34, zhlatest2)
# a memory told as news (changed.py's `NEWS`: a state as now or again, a value it became), or
# a thing told before pointed back at with 那 and a measure word (那坑, 那家)
UPDATE = re.compile(NEWS + r"|那[家个间位只坑条辆台班门件]")
# any numeral, written bare (八十九, 12.2): a value a question asking an amount or a day may be
# answered by
NUMERAL = re.compile(r"[0-9０-９二两三四五六七八九十百千万]")
# ... and a day written bare, digits around a dot or a stroke (改到12.2, 12/2): a numeral that
# counts something (十五分钟, 四百多碗) is no day for a question asking when (stop 36)
DAY = re.compile(r"[0-9０-９]{1,2}\s*[./／]\s*[0-9０-９]{1,2}")


def asks_present(query: str) -> bool:
    """Whether a CJK question asks how things stand now (and not how they stood before)."""
    return not query.isascii() and has_cjk(query) \
        and bool(PRESENT.search(query) or YET.search(query)) and not PAST.search(query)


def vectors_of(engine: SearchEngine, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.float32]:
    """The stored vectors of `rows` (zeros for a row without one)."""
    index = engine.vectors
    out = np.zeros((len(rows), index.dim or 0), dtype=np.float32)
    for where, block in index.blocks(np.asarray(rows, dtype=np.int64)):
        out[where] = block
    return out


def said_after(occurred: npt.NDArray[Any], rows: npt.NDArray[np.int64], b: int, a: int) -> bool:
    """Whether candidate `b` was said after candidate `a` (time, then the store's order)."""
    return (int(occurred[b]), int(rows[b])) > (int(occurred[a]), int(rows[a]))


Texts = Callable[[int], str]  # a row's clipped text


def texts_of(engine: SearchEngine) -> Texts:
    """A row's clipped text, read from the store once per question (the pairs read each
    memory many times)."""
    seen: dict[int, str] = {}

    def text(row: int) -> str:
        if row not in seen:
            seen[row] = clip(engine.store.read_row(row).content, USE_CHARS)
        return seen[row]
    return text


def tells_former(text: Texts, row: int) -> bool:
    """Whether the memory of `row` opens with a word for before (`FORMER`)."""
    return bool(FORMER.search(text(row)))


def later(text: Texts, occurred: npt.NDArray[Any], rows: npt.NDArray[np.int64],
          b: int, a: int) -> bool:
    """Whether candidate `b` tells a later state than candidate `a`: when one of the two tells
    how things stood before (`tells_former`) and the other does not, the other; else the one
    said after (`said_after`)."""
    former_a, former_b = tells_former(text, int(rows[a])), tells_former(text, int(rows[b]))
    if former_a != former_b:
        return former_a
    return said_after(occurred, rows, b, a)


def latest_first(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
                 order: npt.NDArray[np.int64], final: npt.NDArray[np.float64],
                 margin: float) -> npt.NDArray[np.int64]:
    """`order` (indices into `rows`, best first) with the memory that updates each of its first
    `DEPTH` put just before it (see the module's text); unchanged when `margin` is 0, the
    question does not ask about the present, or no later memory about the same thing is near
    enough."""
    if margin <= 0 or len(order) < 2 or engine.vectors.empty or not asks_present(query):
        return order
    vectors = vectors_of(engine, rows)
    near = vectors @ vectors.T
    np.fill_diagonal(near, -np.inf)
    nearest = np.argmax(near, axis=1)
    many = len(rows) >= CHANGED_AMONG  # the nearest two of six tell nothing
    close = (np.argpartition(-near, CHANGED_NEAR, axis=1)[:, :CHANGED_NEAR]  # unordered
             if many and 0 < CHANGED_NEAR < len(rows) else np.zeros((len(rows), 0), dtype=int))
    mutual = (np.argpartition(-near, UPDATE_NEAR, axis=1)[:, :UPDATE_NEAR]  # unordered
              if many and 0 < UPDATE_NEAR < len(rows) else np.zeros((len(rows), 0), dtype=int))
    occurred = engine.store.cols.col("occurred")[rows]
    text = texts_of(engine)
    out = [int(i) for i in order]
    moved: set[int] = set()
    slot = slot_of(query)

    def update_of(first: int, at: int, chained: bool = False) -> int | None:
        """The latest of the next `DEPTH` below `at` that tells a later state of the same
        thing as `first`, near enough in score; None when there is none. `chained` (`first`
        is itself an update): the rules' reading counts only for a pair near by its vectors
        too, one the nearest of the other (空腹降到六点一 is read as a change of any memory)."""
        best: int | None = None
        for b in out[at + 1:at + REACH]:
            if b in moved or not later(text, occurred, rows, b, first) \
                    or final[b] < (1 - margin) * final[first]:
                continue
            old, new = text(int(rows[first])), text(int(rows[b]))
            if holds_less(slot, old, new):
                continue
            if b not in out[at + 1:at + DEPTH] and not (
                    at == 0 and nearest[first] == b and nearest[b] == first
                    and (tells_update(new) or judged(old, new))):
                continue  # below the first few: the first's nearest, told as news (`REACH`)
            among = many and (b in close[first] or first in close[b])
            beside = among or nearest[first] == b or nearest[b] == first
            same = (nearest[first] == b and nearest[b] == first) or (
                among and tells_change(new)) or (
                b in mutual[first] and first in mutual[b] and tells_update(new)) or (
                (beside or not (chained or by_now(old, new))) and judged(old, new)
                and of_asked(query, old, new))  # the rules alone: a change of what is asked
            if same and (best is None or later(text, occurred, rows, b, best)):
                best = b
        return best

    for at in range(min(DEPTH, len(out))):
        first = out[at]
        if first in moved:
            continue
        best = update_of(first, at)
        if best is None:
            best = told_update(text, occurred, rows, out, at, moved, near, slot)
        while best is not None:  # the update, then any update of it, near or further down
            out.remove(best)
            out.insert(at, best)
            moved.add(best)
            moved.add(first)
            first = best
            best = update_of(first, at, chained=True)
            if best is None:
                best = told_update(text, occurred, rows, out, at, moved, near, slot)
    return np.asarray(out, dtype=np.int64)


def told_update(text: Texts, occurred: npt.NDArray[Any], rows: npt.NDArray[np.int64],
                out: list[int], at: int, moved: set[int],
                near: npt.NDArray[np.float32], slot: Slot | None = None) -> int | None:
    """The latest memory below the first `DEPTH`, said after `out[at]`, each among the other's
    `DEEP_NEAR` nearest candidates, that tells a change of `out[at]` without naming whose
    (`inherits`); None when there is none."""
    first = out[at]
    if DEEP_NEAR <= 0 or len(out) <= DEEP_NEAR:
        return None
    mine = set(np.argpartition(-near[first], DEEP_NEAR)[:DEEP_NEAR].tolist())
    best: int | None = None
    for b in out[at + DEPTH:]:
        if b in moved or b not in mine or not said_after(occurred, rows, b, first) \
                or first not in np.argpartition(-near[b], DEEP_NEAR)[:DEEP_NEAR]:
            continue
        if inherits(text(int(rows[first])), text(int(rows[b]))) \
                and not holds_less(slot, text(int(rows[first])), text(int(rows[b]))) \
                and (best is None or said_after(occurred, rows, b, best)):
            best = b
    return best


@lru_cache(maxsize=4096)
def verdict(old: str, new: str) -> Verdict:
    """The offline conflict rules' verdict on the pair (lifecycle/rules/judge.py: pure, about
    half a millisecond a pair; cached by text, as a question's pairs recur)."""
    return judge(old, new)


def inherits(old: str, new: str) -> bool:
    """Whether `new` tells a change of `old` told without its subject: the conflict rules read
    `new` as changing `old` and name whose thing changed (lifecycle/placed.py `subject`: not
    the speaker), and that one is named in `old` and not in `new` (定了，换线！5月开始跑西安到
    成都的冷链 against 他爸说他们车队老板想让他换线…). A memory that names its own subject
    is found by its own words; one that names another (老陈的药减了一样 against 我的降压药)
    is about someone else."""
    read = verdict(old, new)
    who = subject(read)
    return read.outcome is not Outcome.NONE and who is not None \
        and who in old and who not in new


def holds_less(slot: Slot | None, over: str, moved: str) -> bool:
    """Whether the memory `moved` up holds no value of what the question asks (`slot`,
    retrieval/answer.py: a day, a clock time, an amount, a cause) while the one it would pass
    (`over`) holds one: 开门了 巷子换了麻石路 names no day, so it does not pass 巷子是封到八月
    十七号 for a question asking which day the lane opened, whatever else joins the two. A
    numeral the moved one writes bare counts as a value of an amount (每个月只要八十九), and a
    day written as digits about a dot of a day (改到12.2); a numeral counting something
    (十五分钟, 卖了四百多碗) is no day (stop 36)."""
    return slot is not None and fills(slot, over) and not (
        fills(slot, moved) or (slot.kind == "number" and bool(NUMERAL.search(moved)))
        or (slot.kind == "when" and bool(DAY.search(moved))))


def tells_update(text: str) -> bool:
    """Whether a memory is told as news about a state told before: a change (`tells_change`),
    or a state said as now or again, a value it became, or a thing pointed back at (`UPDATE`)."""
    return tells_change(text) or bool(UPDATE.search(text))


def by_now(old: str, new: str) -> bool:
    """Whether the rules read the change only from a value said as now (现在, 改成) of a word
    both share (judge_zh_coming `now_instead`, rule "now"): 大夫让我少喝 我现在一顿就一两 beside
    烟戒了…大夫说, which the ranking takes as about the same thing only with the vectors."""
    return verdict(old, new).rule == "now"


def judged(old: str, new: str) -> bool:
    """Whether the offline conflict rules read `new` as changing, correcting or casting doubt
    on `old` (`verdict`)."""
    return verdict(old, new).outcome is not Outcome.NONE

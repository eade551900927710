# ruff: noqa: RUF001, RUF002
"""A memory that corrects what was just said comes before what it corrects, whatever the
question asks.

People type fast and put it right in the next message: 期末出分 班级第6 then 不对不对 我记错了
班级是第7不是第6; 票卖了一千 then 口误口误 卖的是950 不是一千. The correction names little of
the thing (no 期末, no 排名, no 票), so the question's words and its vector find the wrong
statement first and the correction a few places down or not at all. Unlike a change (a later
state: retrieval/latest.py), a correction says the earlier value was never true, so it holds
for a question about the past as much as one about now (第一次月考后我妈规定手机几点上交, when
the rule was said as 九点 and corrected to 九点半).

Which memory a correction corrects is read from meaning, not from the question: a memory
that says it was said, typed or remembered wrong (`CUES`: a verb of saying or knowing with a
result of error, the conflict rules' SAID_WRONG, found through the word index) and that takes
a value back (不是X, `DENIED`: 财务说发票抬头写错了 tells of someone's error and takes nothing
back) corrects the latest memory said before it, among its `NEAR` nearest earlier ones by
vector, that the offline conflict rules (lifecycle/rules/judge.py) read as repudiated by it.
That pairing is kept per store size (corrections are rare; each is read once).

In a search, the correction of any candidate joins the candidates (`with_corrections`), and
among the first `DEPTH` results each corrected memory has its correction put just before it
(`corrections_first`), even one the relevance floor left out: what the correction is about
is what its target is about. Unless the question asks a value of another kind than the one the
correction takes back: 记错了，开学是八月三十一号，勿是九月一号 corrects a day, so for 新书包多少
钞票买的 the memory it corrects (开学…新书包三百二十九元) still answers first. The value taken
back is what follows 不是 (`DENIED`); the kind asked and whether a value is of it are
answer.py's reading (`slot_of`, `fills`: a number in a measure, or a time).
"""

from __future__ import annotations

import re
import weakref
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.lifecycle.rules.judge import Outcome
from ebbing.lifecycle.rules.judge_zh_cues import SAID_WRONG
from ebbing.retrieval.answer import Slot, fills, slot_of
from ebbing.retrieval.general import ASKS_WHY, REASON
from ebbing.retrieval.latest import vectors_of, verdict

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# said wrong, as word-index terms (CJK bigrams): 记错, 说岔, 打错, 口误 (a slip of the mouth)
CUES = tuple(dict.fromkeys([*(w for w in SAID_WRONG if len(w) == 2), "打错", "口误"]))
NEAR = 5  # the corrected memory is among the correction's this many nearest earlier memories
# the value a correction takes back: what follows 不是 (勿是 in Wu, 唔系 in Cantonese, 并非)
DENIED = re.compile(r"(?:不是|勿是|唔系|唔係|并非|並非)([^，,。.！!？?、；;\s]{1,12})")
# a decimal written with 点: one digit after it and nothing more (六点二, 3点5)
DECIMAL = re.compile(r"[0-9零〇一二两三四五六七八九十]点[0-9零〇一二三四五六七八九]"
                     r"(?![0-9零〇一二三四五六七八九十分刻半])")
WHEN, ANY_NUMBER = Slot("when"), Slot("number")
# a question asking a place or a name, whose answer is words (在哪, 姓啥, 叫什么; where, who)
ASKS_WORDS = re.compile(r"哪里|哪儿|哪个地方|什么地方|啥地方|在哪|去哪|哪座|哪所|哪家|谁|姓什么"
                        r"|姓啥|叫什么|叫啥|名字|\b(?:where|who|whose|name)\b", re.IGNORECASE)
DEPTH = 10  # how far down the results a corrected memory gets its correction put before it

Pairs = dict[int, int]  # correction row -> corrected row
_kept: weakref.WeakKeyDictionary[SearchEngine, tuple[tuple[int, int], Pairs]] = \
    weakref.WeakKeyDictionary()


def corrections(engine: SearchEngine) -> Pairs:
    """Every correction in the store and the row it corrects (see the module's text)."""
    key = (len(engine.store.cols.col("alive")), engine.lexical.n_docs)
    kept = _kept.get(engine)
    if kept is not None and kept[0] == key:
        return kept[1]
    found = [rows for rows, _ in engine.lexical.term_postings(list(CUES))]
    pairs: Pairs = {}
    if found and not engine.vectors.empty:
        for row in np.unique(np.concatenate(found)).tolist():
            target = corrected_by(engine, int(row))
            if target is not None:
                pairs[int(row)] = target
    _kept[engine] = (key, pairs)
    return pairs


def corrected_by(engine: SearchEngine, row: int) -> int | None:
    """The row the memory of `row` corrects: the latest of its `NEAR` nearest earlier memories
    that the conflict rules read as repudiated by it; None when there is none, or when it
    takes back no value (`DENIED`: a correction says what was wrong, 是九点半 不是九点)."""
    cols = engine.store.cols
    alive = cols.col("alive")
    occurred = cols.col("occurred")
    before = alive & ((occurred < occurred[row])
                      | ((occurred == occurred[row]) & (np.arange(len(alive)) < row)))
    if not before.any():
        return None
    new = clip(engine.store.read_row(row).content, USE_CHARS)
    if not DENIED.search(new):  # 发票抬头写错了: an error told of, nothing said taken back
        return None
    q = vectors_of(engine, np.array([row], dtype=np.int64))[0]
    if not q.any():
        return None
    near, _ = engine.vectors.search(q, NEAR, before)
    best: int | None = None
    for r in near.tolist():
        old = clip(engine.store.read_row(int(r)).content, USE_CHARS)
        if verdict(old, new).outcome is not Outcome.REPUDIATED:
            continue
        if best is None or (int(occurred[r]), int(r)) > (int(occurred[best]), best):
            best = int(r)
    return best


def with_corrections(engine: SearchEngine, found: npt.NDArray[np.int64],
                     allowed: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
    """`found` and the allowed corrections of the memories in it."""
    pairs = corrections(engine)
    if not pairs:
        return found
    held = set(found.tolist())
    extra = [c for c, t in pairs.items() if t in held and c < len(allowed) and allowed[c]]
    return np.union1d(found, np.array(extra, dtype=np.int64)).astype(np.int64) if extra \
        else found


def takes_back_other(query: str, text: str) -> bool:
    """Whether the correction `text` takes back only values of another kind than the one
    `query` asks (`DENIED`): a time asked and no day or time taken back; a number asked
    (answer.py `slot_of`, `fills`) and only days, times or words taken back; a place or a
    name asked (`ASKS_WORDS`) and only days, times or numbers taken back (3班, 4.11); a reason
    asked (general.py's ASKS_WHY: 为什么, why) and no reason taken back (不是因为涨租 is one;
    不是三百 is not). False when the question asks no value of a kind read here or the
    correction names none."""
    denied = [m.group(1) for m in DENIED.finditer(text)]
    if not denied:
        return False
    if ASKS_WHY.search(query):
        return not any(REASON.search(value) for value in denied)
    kinds = {value_kind(value) for value in denied}
    slot = slot_of(query)
    if slot is not None and slot.kind == "when":
        return "time" not in kinds
    if slot is not None and slot.kind == "number":
        return "number" not in kinds
    if ASKS_WORDS.search(query):
        return "word" not in kinds
    return False


def value_kind(value: str) -> str:
    """"time" (a day or a time of day: `a_time`), "number" (holds a number: 3班, 六点二,
    九百) or "word" (neither: 急诊, 陈语安)."""
    if a_time(value):
        return "time"
    return "number" if fills(ANY_NUMBER, value) else "word"


def a_time(value: str) -> bool:
    """Whether `value` is a day or a time of day (answer.py's reading), not a decimal written
    with 点 (六点二 is 6.2; 六点, 六点半, 六点二十 are times)."""
    return fills(WHEN, value) and not DECIMAL.search(value)


def corrections_first(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
                      order: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """`order` (indices into `rows`) with each corrected memory among its first `DEPTH`
    preceded by its correction (a candidate in `rows`), the latest correction of a chain
    first; not a correction that takes back a value of another kind than the one asked
    (`takes_back_other`)."""
    pairs = corrections(engine)
    if not pairs:
        return order
    at = {int(r): i for i, r in enumerate(rows.tolist())}
    fix: dict[int, int] = {}  # index of a corrected memory -> index of its correction
    for c, t in pairs.items():
        if c in at and t in at and not takes_back_other(
                query, clip(engine.store.read_row(c).content, USE_CHARS)):
            fix[at[t]] = at[c]
    if not fix:
        return order
    out = [int(i) for i in order]
    done: set[int] = set()
    pos = 0
    while pos < min(DEPTH, len(out)):
        fixed = fix.get(out[pos])
        if fixed is None or fixed in done:
            pos += 1
            continue
        done.add(fixed)
        if fixed in out:
            if out.index(fixed) < pos:
                pos += 1
                continue
            out.remove(fixed)
        out.insert(pos, fixed)  # the correction, then (same place) its own correction if any
    return np.asarray(out, dtype=np.int64)

# ruff: noqa: RUF002, RUF003
"""A question about a birthday or a wedding, asked of a store that tells of no birthday or
birth, no wedding or marriage at all, gets nothing (docs/languages.md, "The floor's
answerable questions, stop 31"); so does one about how tall someone is, in a store that
writes no height (身高, 公分, 一米…, "tall": stop 33).

A personal question about someone's birthday (乐乐的生日是哪一天？, 他婆生日是哪天) or
wedding (额跟老刘是哪年结的婚) clears the lowered floor on whatever the store tells of that
person, and its best cosine is as high as an answerable one's. Whether the store can answer
it at all is plain from the store: such an event of a life is told in its own words (生日,
出生, 生于, 八号生, 大寿; 结婚, 婚礼, 领证, 喜酒, 嫁给; "birthday", "born", "married",
"wedding"), and a store that writes none of them anywhere tells of no such event of anyone.
Read by the word index (index terms: a Chinese word as its character pairs), so it costs one
look-up.

Read for a Chinese or Japanese question that asks when someone's birthday is or when they
were born, or asks of a wedding or a marriage (`asks`), and for an English one asked of a
store that writes Chinese; never for a question of an English store, so LoCoMo and every
English figure stay as they were. The setting is RankParams.untold (read with untold.py's
test, frame.py `about`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.core.query import terms
from ebbing.lang import language_of
from ebbing.lang.hant import simplified
from ebbing.retrieval.languages import writes_cjk

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

QUESTION_MOST = 80  # characters: a question, not a pasted conversation (untold.py's)
# asking when a birthday is, or when someone was born (生日是哪天, 哪天过生日, 几号出生的,
# 誕生日はいつ; "When is my wife's birthday?", "When was he born?"): not a question that only
# names a birthday as a time (我生日那天去的哪家餐厅？ asks a restaurant)
_ASKS_ZH = re.compile(
    r"(?:生日|誕生日|诞生日)(?:是|在|は)?(?:哪一?天|几月几[号日]?|几号|什么时候|啥时候|好久|哪个月|いつ)"
    r"|(?:哪一?天|几号|几月几[号日]?|什么时候|啥时候|好久)(?:过|出)生")
_ASKS_EN = re.compile(r"\bwhen(?:'s| is| was| were)\b[^?]*\b(?:birthday|born)\b", re.IGNORECASE)
# (stop 33) asking how tall someone is (我身高多少, 个子有多高, 多少公分; "How tall am I?"): not a
# building's or a price's height (楼有多高, 血压多高 ask of things)
_HEIGHT_ZH = re.compile(r"身高|个子(?:有|是)?多高|多少公分"
                        r"|(?:^|[我他她人])(?:现在|今年)?(?:有)?多高")
_HEIGHT_EN = re.compile(r"\bhow tall\b|\bheight\b", re.IGNORECASE)
_WEDDING_ZH = re.compile(r"结婚|结的婚|婚礼|领证|婚宴|喜酒|嫁给|出嫁")
_WEDDING_EN = re.compile(r"\b(?:wedding|married|marry|anniversary)\b", re.IGNORECASE)
# how a memory tells each event, as words (read as index terms: character pairs, stems)
STATES = {"birthday": ("生日", "出生", "生于", "号生", "日生", "诞辰", "寿辰", "大寿", "birthday",
                       "born"),
          "wedding": ("结婚", "结的婚", "婚礼", "领证", "婚宴", "喜酒", "喜宴", "新娘", "新郎",
                      "婚纱", "嫁给", "出嫁", "娶了", "纪念日", "married", "wedding",
                      "anniversary", "bride", "groom"),
          "height": ("身高", "个子", "公分", "厘米", "一米", "cm", "tall", "height")}


def asks(query: str) -> str | None:
    """The event `query` asks of (STATES' keys): when someone's birthday is or when they were
    born; a wedding or a marriage. None for any other question."""
    text = simplified(query.strip())
    cjk = language_of(text) in ("zh", "ja")
    if (_ASKS_ZH if cjk else _ASKS_EN).search(text):
        return "birthday"
    if (_WEDDING_ZH if cjk else _WEDDING_EN).search(text):
        return "wedding"
    if (_HEIGHT_ZH if cjk else _HEIGHT_EN).search(text):
        return "height"
    return None


def about(engine: SearchEngine, query: str,
          on: float) -> Callable[[npt.NDArray[np.float64], float], bool] | None:
    """For a question read here (the module's docstring), a test for the floor (floor.py
    `gate`'s `about`): whether any memory of the store tells of the event it asks of; None
    for any other question or with `on` 0."""
    text = query.strip()
    if on <= 0 or not 0 < len(text) <= QUESTION_MOST or (event := asks(text)) is None:
        return None
    if language_of(text) not in ("zh", "ja") and not writes_cjk(engine):
        return None  # an English store: never read
    words = [t for word in STATES[event] for t in terms(word)]
    told = any(len(rows) for rows, _ in engine.lexical.term_postings(words))
    return lambda power, floor: told

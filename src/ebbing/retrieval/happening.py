# ruff: noqa: RUF002
"""A Chinese question that tells of the asker's present speaks of someone, however it is
asked (docs/languages.md, "Off-topic questions, stop 27").

A question about a kind holds at any time: 布偶猫一般能活多少年？, 吃铋剂为什么会拉黑便？. One
that places what it asks in the asker's own present, counted from now (最近, 这几天, 这两天,
这阵子, 这段时间, 近来), asks what is happening in this life now: 最近上厕所颜色发黑是咋回事
asks about the asker's own body although it writes no 我, and its cue words (是咋回事, 为啥) are
those of a general question. general.py `speaks_of_no_one` reads such a question as speaking of
someone, so it is never emptied as general knowledge; the floor and the ranking decide.

Left alone: a habit (每天, 天天) is also how a norm is asked (每天喝多少水合适？), and a time of
the past or future (昨天, 下周) already reads as an event or a plan of this life in subject.py.
"""

from __future__ import annotations

import re

# the asker's present, counted from now
_NOW = re.compile(r"最近|这几天|这两天|这些天|这阵子|这阵儿|这段时间|这段日子|近来|近些天")


def tells_of_now(text: str) -> bool:
    """Whether a Chinese question places what it asks in the asker's present."""
    return bool(_NOW.search(text))

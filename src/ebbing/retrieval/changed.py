# ruff: noqa: RUF001
"""Whether a Chinese memory tells that something changed: a value replaced (猫粮换成了巅峰,
改用微信付), a day moved (入职推迟一周 改到12.2, 复查延后了), a place left or taken (搬到了通州,
他搬走了), a habit stopped (烟戒了, 不再喝奶茶).

Such a memory is news about a state told before: whatever it changed was said earlier, and
for a question about how things stand now it is the present one. retrieval/latest.py reads it
so: a later memory that tells a change, beside an earlier one about the same thing among the
first few, comes first even when the two are not each other's nearest (the new cat food's
memory also says why, 医生说对口炎好一点, and its nearest is the vet's).

A change only planned or guessed (可能要搬去, 打算换成, 想改到) is not one: nothing has
changed yet, so the clause holding the change must not say so before it. Pure; reads the
text only.
"""

from __future__ import annotations

import re

# a verb of replacing, moving or rescheduling with where it went (换成, 改到, 调去, 搬到,
# 改用, 换为), a day moved (推迟, 延期, 延后, 提前到), a place left (搬走, 搬家了), or a habit
# stopped (戒了, 不再), or a new one of a thing got in the old one's stead (新请了两个保洁, 新买了
# 一辆: 新 before a verb of getting, done; stop 36)
CHANGE = re.compile(r"(?:换|改|调|转|搬|挪)(?:成|到|为|去|用)"
                    r"|推迟|延期|延后|提前到|往后推|搬走|搬家了|戒了|不再"
                    r"|新(?:找|请|招|雇|买|换|租|配|办)了")
# ... not when the clause says first that it is only planned, wished or guessed
PLANNED = re.compile(r"想|要|打算|准备|计划|可能|也许|或许|考虑|希望|如果|要是|的话|没|别")
CLAUSE = re.compile(r"[\s,，。；;！!？?、]")
# a state told as now or again, more or less of it (再添, 再加; not 再去复查, "then go"), or a
# value it became (现在一共二十六只了, 一桌要加两百变成两千四, 原定九月完活儿 得拖到十月底): news
# about something known, read beside `CHANGE` by retrieval/latest.py and changeof.py
NEWS = r"现在|如今|目前|眼下|又|再(?:添|加|多|涨|减|降|补)|变成|只剩|原定|原本|以后就|从此"


def tells_change(text: str) -> bool:
    """Whether `text` tells, in some clause, a change that has happened (`CHANGE`, with no
    plan, wish, guess or denial before it in its clause)."""
    for found in CHANGE.finditer(text):
        before = CLAUSE.split(text[:found.start()])[-1]
        if not PLANNED.search(before):
            return True
    return False

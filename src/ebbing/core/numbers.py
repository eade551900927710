"""Whether a memory's words write a number: digits, an English number word ("three", "a
dozen") or Chinese numerals (五万, 三千二). retrieval/amount.py favours such memories for a
question asking for an amount; index/events.py keeps the reading per memory, made once when
it is indexed, with its other readings of a memory's form."""

from __future__ import annotations

import re

_NUMBER = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|"
    r"sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|half|twice)\b",
    re.IGNORECASE)


# Chinese writes an amount in its numerals (借了五万, 三千二, 六千八, 二十万): two of them in a row,
# or one before a magnitude or a unit (五块, 八岁); a lone 一 is mostly "a" or "once" (一起, 一直)
_CJK_NUMBER = re.compile(r"[零〇一二两三四五六七八九十百千万亿]{2,}|"
                         r"[二两三四五六七八九十][块元毛角岁斤米克里分点号]")


def writes_number(text: str) -> bool:
    """Whether `text` writes a number, in digits, in English words or in Chinese numerals."""
    return bool(_NUMBER.search(text) or _CJK_NUMBER.search(text))

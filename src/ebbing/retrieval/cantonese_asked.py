"""How a question written in Cantonese asks, in the Mandarin words the readings of
general.py know (docs/languages.md, "Off-topic questions, stop 24").

蛙泳点样换气 asks how (怎样), 医药基金点解跌咗 why (为什么), 提前还房贷系咪划算 whether
(是不是), 要空腹几多个钟 how much (多少), 几耐先可以洗头 how long (多久). These are the
question's own words, never what it asks about, so only they are read: a question whose form
general.py reads in Mandarin (怎样预防, 为什么跌) is read so when it is asked in Cantonese.
lang/cantonese.py reads a statement's Cantonese for the judge; this reads a question's asking.
"""

from __future__ import annotations

import re

from ebbing.retrieval import southwest_asked, teochew_asked

# Cantonese question words and what Mandarin asks with them; longest first where one holds
# another (系唔系 before 系, 乜嘢 before 乜)
_ASKING = [
    ("系唔系", "是不是"), ("会唔会", "会不会"), ("可唔可以", "可不可以"), ("使唔使", "需不需要"),
    ("要唔要", "要不要"), ("得唔得", "行不行"), ("有冇", "有没有"), ("系咪", "是不是"),
    ("点样", "怎样"), ("点解", "为什么"), ("几多", "多少"), ("几耐", "多久"), ("几时", "什么时候"),
    ("乜嘢", "什么"), ("咩嘢", "什么"), ("边个", "哪个"), ("边度", "哪里"), ("边种", "哪种"),
    ("咩", "什么"), ("乜", "什么"),
]
_TO = dict(_ASKING)
_WORD = re.compile("|".join(re.escape(w) for w, _ in _ASKING))


def asked_in_mandarin(question: str) -> str:
    """`question` with its Cantonese question words in Mandarin: 猫尿结石平时
    点样预防 -> 猫尿结石平时怎样预防, and (stop 26) its Southwestern Mandarin ones
    (retrieval/southwest_asked.py: 有啥子区别 -> 有什么区别), and (stop 35) its Teochew ones
    first (retrieval/teochew_asked.py: 有乜个唔同 -> 有什么不同, 阿鸿个班主任 -> 阿鸿的班主任).
    A question without them is returned unchanged."""
    question = teochew_asked.asked_in_mandarin(question)
    return southwest_asked.asked_in_mandarin(_WORD.sub(lambda m: _TO[m.group(0)], question))

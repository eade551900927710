# ruff: noqa: RUF001
"""How a question written in Southwestern Mandarin (四川, 重庆, 贵州, 云南 as people type it)
asks, in the Mandarin words the readings of general.py know (docs/languages.md, "Off-topic
questions, stop 26").

颜体跟柳体有啥子区别 asks what (什么), 屋头WiFi断了咋个弄 how (怎么), 打多了有没得副作用
whether there is (有没有), and 心脏支架能管好多年 how many (多少): 好多 is "how many" in the
south-west and "very many" in the north, so it is read as asking only where the question has
no other question word and no particle that closes a yes-no question (吗, 呢, 吧): a question
must ask something, and then 好多 is what asks. These are the question's own words, never
what it asks about, so only they are read (retrieval/cantonese_asked.py does the same for
Cantonese).
"""

from __future__ import annotations

import re

# words that ask in Southwestern Mandarin and only there (longest first)
# (stop 36) 哪样 is what (什么) in 云南 and 贵州: 对怀孕有哪样影响, 我妈叫哪样名字, 做哪样工作;
# in Mandarin it asks which kind, which 什么 asks as well
_ASKING = [("有没得", "有没有"), ("哪样儿", "什么"), ("啥子", "什么"), ("咋个", "怎么"),
           ("哪样", "什么")]
_TO = dict(_ASKING)
_WORD = re.compile("|".join(re.escape(w) for w, _ in _ASKING))
# any other way a question asks (Mandarin, or already read): then 好多 is "very many"
_OTHER_ASKING = re.compile(r"什么|啥|怎|咋|哪|谁|几|多少|多久|多长|多大|为何|吗|呢|吧|嘛|么"
                           r"|[\u4e00-\u9fff]不[\u4e00-\u9fff]|没有[？?]?$|是否|还是|[？?].")
# 好多 not followed by 少: 彩礼讲好多少 is 讲好 (agreed) and 多少, which already asks (stop 36)
_HOW_MANY = re.compile(r"好多(?!少)")


def asked_in_mandarin(question: str) -> str:
    """`question` with its Southwestern Mandarin question words in Mandarin: 颜体跟柳体有
    啥子区别 -> 颜体跟柳体有什么区别; 心脏支架放进去能管好多年 -> …能管多少年 (好多 only when
    nothing else in the question asks). A question without them is returned unchanged."""
    text = _WORD.sub(lambda m: _TO[m.group(0)], question)
    if _HOW_MANY.search(text) and not _OTHER_ASKING.search(_HOW_MANY.sub("", text)):
        text = _HOW_MANY.sub("多少", text, 1)
    return text

# ruff: noqa: RUF001
"""How a question written in Mandarin with Teochew (潮汕) words asks, in the Mandarin words the
readers of a question know (docs/languages.md, "The floor in Teochew, stop 35").

People of 潮汕 type Mandarin with their own words for asking and for whose: 阿鸿个班主任姓乜个
is 阿鸿的班主任姓什么, 我个小妹而今住在哪里 我的小妹现在住在哪里, 潮剧同粤剧有乜个唔同
潮剧同粤剧有什么不同, 正常无 正常吗, 几钱一斤 多少钱一斤. These are the question's own words
(how it asks, whose a thing is), never what it asks about, so only they are read, and only in a
question: the store, its index and what is shown stay as written (lang/dialects.py reads a
statement's dialect words for the index and the judge).

个 is Mandarin's measure word (一个, 这个, 哪个, 几个, 个人, 个子) and Teochew's 的. It is read
as 的 only where it cannot be the measure word: after a pronoun (我个, 伊个), or in a question
that writes a word only Teochew or Cantonese writes (乜, 孥仔, 谁人, 几钱, 几久, 呾, 睇, 厝,
阮, 佢, 唔; Cantonese 咩, 嘅, 啲, 嗰, 喺, 咗: 屋企个抽湿机) and then neither after a number, a
pointing word or a question word (一个, 这个, 几个, 哪个, 每个; 呢个, 嗰个, 边个) nor
before a word it begins (个人, 个子, 个别, 个性, 个体, 个案, 个头).
"""

from __future__ import annotations

import re

# words that ask or say whose in Teochew and only there (longest first); 乜 alone and 几时 are
# read by cantonese_asked.py, which shares them
_ASKING = [("乜个", "什么"), ("乜人", "谁"), ("谁人", "谁"), ("几钱", "多少钱"), ("几久", "多久"),
           ("孥仔", "孩子"), ("而今", "现在"), ("唔同", "不同"), ("好食", "好吃")]
_TO = dict(_ASKING)
_WORD = re.compile("|".join(re.escape(w) for w, _ in _ASKING))
# a word only Teochew (or Cantonese) writes: the question is written so, and its 个 may be 的
_MARKED = re.compile(r"乜|孥仔|谁人|几钱|几久|[呾睇厝阮佢唔咩嘅啲嗰喺咗]")
_PRONOUN = "我你他她伊佢阮"
# 个 as the measure word: after a number, a pointing word, a question word or another measure
_MEASURE_BEFORE = set("一二两三四五六七八九十百千万几多半每某各整这那哪啥此该上下呢嗰边")
_MEASURE_BEFORE |= set("0123456789")
_WORD_AFTER = set("人子别性体案头儿")
# a yes-no question closed by 无 (正常无: 正常吗), not 有无 / 虚无 / 从无
_NO_END = re.compile(r"(?<=[\u4e00-\u9fff])(?<![有虚全毫并绝从一别])无(?=[？?]?\s*$)")


def _whose(text: str, marked: bool) -> str:
    out = []
    for i, ch in enumerate(text):
        if ch == "个" and i > 0:
            before, after = text[i - 1], text[i + 1:i + 2]
            owner = before in _PRONOUN or (marked and "\u4e00" <= before <= "\u9fff"
                                           and before not in _MEASURE_BEFORE and before != "个")
            if owner and after not in _WORD_AFTER:
                ch = "的"
        out.append(ch)
    return "".join(out)


def asked_in_mandarin(question: str) -> str:
    """`question` with its Teochew words of asking and whose in Mandarin: 阿鸿个班主任姓乜个
    -> 阿鸿的班主任姓什么, 氨氯地平食了脚肿正常无 -> …正常吗. A question without them is
    returned unchanged."""
    marked = bool(_MARKED.search(question))
    text = _WORD.sub(lambda m: _TO[m.group(0)], question)
    text = _whose(text, marked)
    return _NO_END.sub("吗", text)

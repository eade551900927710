"""Cantonese grammar read as Mandarin for the conflict judge (issue 25, stop 24).

lang/cantonese.py reads Cantonese words as Mandarin words of the same length, which the time
resolver needs. The judge reads no positions, so here the reading may move and resize words,
where Cantonese grammar puts them elsewhere than Mandarin does:

- aspect and result after the verb: 搬咗去 -> 搬去了, 唔做啦 -> 唔做了, 送晒 (gave all) ->
  全送, 搬返 (moved back) -> 搬回, 食开 (eats as a habit) -> 一直吃;
- 仲 (still) -> 还, 未 + a verb (not yet) -> 没, 唔啱 (not right) -> 不对, 讲 (say) -> 说;
- 将 + a measure word (将间厂搬咗: the disposal 把) -> 把;
- a pronoun and a measure word as possession (我间屋, 我个通行证) -> 我的;
- words of a life: 做嘢 (work) -> 工作, 执笠 (close down) -> 倒闭, 出粮 (be paid) -> 发工资,
  倾掂 / 搞掂 (settled) -> 谈妥 / 搞定, 42蚊 -> 42块, 食 / 饮 (eat, drink) -> 吃 / 喝,
  行路 -> 走路.

`grammar` is applied to a text read as Cantonese (its own words, or the other statement of
the pair), before the word-for-word reading. Reading only: nothing stored changes.
"""

from __future__ import annotations

import re

_WORDS = [
    ("唔啱", "不对"), ("啱啱", "刚刚"), ("做嘢", "工作"), ("执咗笠", "倒闭了"), ("执笠", "倒闭"),
    ("出粮", "发工资"), ("倾掂", "谈妥"), ("搞掂", "搞定"), ("行路", "走路"), ("行街", "逛街"),
    ("今个", "这个"), ("朝早", "早上"), ("每朝", "每早"), ("落单", "下单"), ("攞", "拿"),
    ("揸住", "持有"), ("揸", "开"), ("嘢", "东西"),
]
_WORD = re.compile("|".join(re.escape(w) for w, _ in _WORDS))
_TO = dict(_WORDS)
# 晒 after a verb is "all of it" (送晒, 卖晒, 赎回晒), not the sun (晒太阳, 晒衫, 晒黑)
_ALL_VERB = re.compile(r"([\u4e00-\u9fff][回出走掉完光清]|[\u4e00-\u9fff])晒"
                       r"(?![太衫被衣黑伤干图娃])")
# 返 after a verb of moving or giving is "back" (搬返, 退返, 还返), not 返回 / 往返
_BACK = re.compile(r"(?<=[搬退还拎攞带送寄行走转翻买拿放交])返")
# a habit: 食开, 用开, 饮开, 做开 (what one has been doing)
_HABIT = re.compile(r"([食饮用做去睇揸住])开(?![始心门会车工店刀业学玩放])")
_STILL = re.compile(r"仲(?![裁夏介秋春冬伯])")
_NOT_YET = re.compile(r"(?<![尚从并亦])未(?![来必免婚成知曾满几])")
_SAY = re.compile(r"讲(?![座课究台义解坛师稿学话])")
_DISPOSAL = re.compile(r"将(?=[间部个只架张条对份本件盒啲])")
_MINE = re.compile(r"(?<![一两几每这那呢嗰])(我|你|佢|我哋|你哋|佢哋)(?:个|间|部|只|架|张|条|份|本)"
                   r"(?!人)(?=[\u4e00-\u9fff])")
_DOLLARS = re.compile(r"(?<=[0-9零一二两三四五六七八九十百千万几])蚊")
# 咗去 after a verb of going is 去了 (搬咗去江西: moved to 江西)
_GONE_TO = re.compile(r"([搬调转嫁飞走返])咗去")
# 啦 closing a clause is the 了 of a changed state (唔做美甲啦: not any more)
_NOW = re.compile(r"啦(?=[,\uff0c。;\uff1b!\uff01?\uff1f\s]|$)")
_EAT = re.compile(r"(?<![饮美零粮伙素主甜肉冷熟生])([食饮])(?![物堂品材谱欲指料用疗宿客言])")


def grammar(text: str) -> str:
    """The Mandarin order and words of a Cantonese text's grammar (see the module docstring)."""
    text = _WORD.sub(lambda m: _TO[m.group(0)], text)
    text = _NOW.sub("了", _GONE_TO.sub(lambda m: m.group(1) + "去了", text))
    text = _HABIT.sub(lambda m: "一直" + m.group(1), text)
    text = _ALL_VERB.sub(lambda m: ("" if "全" in text[max(0, m.start() - 3):m.start()]
                                    else "全") + m.group(1), text)
    text = _BACK.sub("回", text)
    text = _STILL.sub("还", text)
    text = _NOT_YET.sub("没", text)
    text = _SAY.sub("说", text)
    text = _DISPOSAL.sub("把", text)
    text = _MINE.sub(lambda m: m.group(1) + "的", text)
    text = _DOLLARS.sub("块", text)
    return _EAT.sub(lambda m: "吃" if m.group(1) == "食" else "喝", text)

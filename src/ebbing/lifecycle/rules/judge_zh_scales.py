"""Scales whose values exclude each other, for the Chinese judge's reading of an implied
change (rules.judge_zh_state): the old memory says one value (怕, 单身, 吃素, 身体很好, 短发,
免费 …), the new one another value of the same scale (敢, 结婚, 吃肉, 卧床, 留到腰, 收费 …),
of the same thing when a 的 names it (食堂是免费的 is not 停车场开始收费了), not denied (不怕
is the other value, 没结婚 none) and not inside a compound (勇敢 is no 敢). The scales are
inputs to that reading. Here too the clause helpers both readings share: a statement's
clauses with its subject dropped, a clause free of one day, a wish or a still (GUARD), and
the content characters of a text.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_CLAUSE = re.compile(r"[,。;!?:]")
GUARD = re.compile(r"(?<!再)也|又|另外|想|希望|打算|(?<![转出租])让|使|令|劝|应该|最好|还是|仍然"
                    r"|依然|坚持|照样|如果|要是|偶尔|有时")
# characters of time, measure and degree: no content shared by what two statements do
_TIMEWORDS = frozenset("天周月年日早晚午夜点次回每常总时候顿个一二三四五六七八九十百千两半"
                       "公里斤杯根口很")
def clauses(s: ZhSentence) -> list[str]:
    body = s.text.replace(s.subject, "", 1) if s.subject else s.text
    return [c for c in _CLAUSE.split(body) if c]


def plain(clause: str, negated: bool = False) -> bool:
    """Neither one day's nor hedged by a wish or a still; 也 / 又 add only to what is done
    (a negation with 也 ends it: 太极也打不动了)."""
    guard = GUARD.pattern.replace("(?<!再)也|又|", "") if negated else GUARD.pattern
    return not ONE_OFF.search(clause) and not re.search(guard, clause)


def chars(text: str) -> set[str]:
    return {c for c in text if "\u4e00" <= c <= "\u9fff"} - FUNCTION - _TIMEWORDS


# scales whose values exclude each other: a state of one value, then of another
SCALES: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("怕",), ("敢", "不怕了")),
    (("单身", "没对象", "没有对象", "一个人过", "一个人住"),
     ("结婚", "成家", "脱单", "有对象了", "领证", "嫁", "娶", "找了个老伴", "找了个对象",
      "好上了", "处上了", "谈上了", "处了个对象")),
    (("坏的", "坏了", "出故障", "不能用"), ("修好", "能用了")),
    (("全职太太", "全职妈妈", "家庭主妇", "在家带孩子"), ("上班", "出去工作", "找了份工作")),
    (("瘦",), ("胖",)),
    (("短发", "短头发", "寸头", "平头", "光头"),
     ("长发", "长卷发", "长直发", "留长", "留到", "及腰")),
    (("卷发",), ("直发", "拉直")),
    (("身体很好", "身体好", "身体不错", "身体棒", "硬朗", "好使", "很灵", "健康"),
     ("卧床", "住院", "瘫", "拄拐", "轮椅", "助听器", "病倒", "不好使", "不灵", "查出", "确诊",
      "患上", "摔断", "骨折", "中风", "打着石膏")),
    (("吃素", "素食"), ("吃肉", "无肉不欢", "吃荤", "离不开肉", "吃鱼", "吃海鲜")),
    (("租房", "租的房", "租着"), ("买了房", "买房", "自己的房")),
    (("内向",), ("外向", "开朗")),
    (("实习生", "实习期", "试用期"), ("转正",)),
    (("近视",), ("视力一点五", "视力5.0", "不近视", "近视手术", "摘了眼镜")),
    (("一个人住", "一个人在", "独居", "自己住", "单独住"), ("一起住", "同住", "合租", "住一块")),
    (("话痨", "话多", "健谈", "爱说话"), ("沉默", "话少", "不爱说话", "说不了几句")),
    (("免费", "不要钱", "不收费"), ("收费", "要钱", "付费")),
    (("关系很僵", "闹翻", "不来往", "吵翻", "不和"), ("和好", "和解", "重归于好")),
)


_DEGREE = re.compile(r"一直|向来|一向|特别|非常|比较|挺|蛮")  # 身体一直不错 says 身体不错


def _says(text: str, word: str) -> bool:
    """The word said, not denied (不怕) and not inside a compound (勇敢 is no 敢)."""
    if word not in text and len(word) > 2:
        text = _DEGREE.sub("", text)
    at = text.find(word)
    before = text[max(0, at - 1):at]
    return at >= 0 and (word.startswith("不") or before not in ("不", "没")) \
        and not (len(word) == 1 and bool(before) and before in _COMPOUND.get(word, ""))


_COMPOUND = {"敢": "勇果", "怕": "恐", "瘦": "清"}


def _holder(text: str, word: str) -> set[str]:
    """What a scale's value is said of, when a 的 names it (单位的食堂是免费的 -> 食堂)."""
    before = text[:text.find(word)]
    return chars(before[before.rfind("的") + 1:]) if "的" in before else set()


def opposite(o: ZhSentence, n: ZhSentence) -> str | None:
    for scale in SCALES:
        was = next((i for i, values in enumerate(scale) if any(_says(o.text, w) for w in values)),
                   None)
        if was is None:
            continue
        for clause in clauses(n):
            # 也 / 又 on the other value of an exclusive scale still leave the old one (现在也
            # 吃肉了 is no longer 吃素): not an addition
            if not plain(clause, negated=True) or any(_says(clause, w) for w in scale[was]):
                continue
            for i, values in enumerate(scale):
                hit = next((w for w in values if _says(clause, w)), None)
                if i != was and hit:
                    old_word = next(w for w in scale[was] if _says(o.text, w))
                    held, holds = _holder(o.text, old_word), _holder(clause, hit)
                    if held and holds and not held & holds:
                        continue  # 食堂是免费的 / 停车场开始收费了: another thing
                    return hit
    return None

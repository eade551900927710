"""Written Cantonese read as Mandarin, for the rules that read meaning (issue 25, stop 23).

People in Guangdong and Hong Kong write Mandarin with Cantonese words mixed in: 佢搬咗去深圳
(他搬了去深圳), 我唔系好肯定 (我不是很肯定), 琴日冇返工 (昨天没上班), 阿妈话… (妈说…). The
Chinese rules (the conflict judge, the time resolver) are written for Mandarin: 咗 is not
了 to them, 琴日 is no day. `as_mandarin` gives them the Mandarin reading of such a text.

- Reading only: what is stored, shown, indexed or embedded is the person's own text.
- Length-preserving, character for character, so that a phrase found in the reading (a time,
  a clause) stands at the same place in the original: each Cantonese word is replaced by a
  Mandarin word of the same length (琴日 -> 昨天, 佢哋 -> 他们, 咗 -> 了).
- Only a text that holds a word no Mandarin text writes (咗, 佢, 嘅, 冇, 唔, 喺, 啲, 嚟, 睇, 揾,
  嘢, 乜, 嗰, 哋, 琴日, 听日, ...) is read this way; a Mandarin text comes back unchanged. Words
  Mandarin shares with other meanings change only outside Mandarin's own compounds: 系 is 是
  in 佢系我老细, not in 关系 or 系统; 话 is 说 after whoever speaks (阿妈话), not in 电话.
- Office English mixed into the sentence (cancel咗, book咗机票, postpone到下礼拜) is read by
  `mixed_verbs`, which does not keep the length: for the judge, which reads no positions.
"""

from __future__ import annotations

import re

from ebbing.lang.cantonese_grammar import grammar
from ebbing.lang.script import language_of
from ebbing.lang.separable import joined

# a character or word only written Cantonese uses: the text is read as Cantonese
_MARKS = re.compile(r"[咗佢嘅冇唔喺啲嚟睇揾嘢乜嗰哋噉咁冚嘥攰嬲喇啩]|琴日|寻日|听日|琴晚|听朝|"
                    r"听晚|后日|前日|返工|放工|屋企|老细|边度|点解|而家|依家|宜家|出年|旧年|拍拖|一齐")
# same length, longest first where one holds another
_WORDS = [
    ("琴日", "昨天"), ("寻日", "昨天"), ("听日", "明天"), ("前日", "前天"), ("后日", "后天"),
    ("琴晚", "昨晚"), ("寻晚", "昨晚"), ("听晚", "明晚"), ("听朝", "明早"), ("今朝", "今早"),
    ("下昼", "下午"), ("上昼", "上午"), ("晏昼", "中午"), ("出年", "明年"), ("旧年", "去年"),
    ("年尾", "年底"), ("月尾", "月底"), ("礼拜日", "星期日"),
    ("返工", "上班"), ("放工", "下班"), ("屋企", "家里"), ("老细", "老板"),
    ("边度", "哪里"), ("边个", "哪个"), ("点解", "为何"), ("几时", "何时"), ("而家", "现在"),
    ("依家", "现在"), ("宜家", "现在"), ("乜嘢", "什么"), ("咩嘢", "什么"), ("佢哋", "他们"),
    ("我哋", "我们"), ("你哋", "你们"), ("听讲", "听说"), ("好似", "好像"), ("拍拖", "恋爱"),
    ("搬屋", "搬家"), ("一齐", "一起"), ("唔该", "谢谢"), ("冇再", "没再"), ("仲未", "还没"),
    ("未曾", "没有"),
    ("嗰度", "那里"), ("呢度", "这里"), ("呢个", "这个"), ("呢排", "最近"), ("呢间", "这间"),
    ("呢次", "这次"), ("呢位", "这位"), ("呢单", "这单"), ("呢件", "这件"),
]
_CHARS = {"咗": "了", "冇": "没", "唔": "不", "佢": "他", "嘅": "的", "喺": "在", "啲": "些",
          "嚟": "来", "睇": "看", "揾": "找", "俾": "给", "畀": "给", "嗰": "那", "哋": "们",
          "嘢": "物", "乜": "啥", "噉": "这", "攰": "累", "嬲": "气", "冚": "全"}
# 系 is 是 unless it is part of a Mandarin word; 话 is 说 after a speaker, never in a word
_XI = re.compile(r"(?<![关联体派维直旁星院世母父谱文学科])系(?![统列数谱])")
_HUA = re.compile(r"(?<![电说讲对笑通白东废情好大谎闲神童会答问回实空土粤国画])话"
                  r"(?![题剧筒费语])")
# 同 is 和 between two who do something together (我同阿杰), not in 同意, 同事, 同学 ...
_TONG = re.compile(r"(?<=[我你他她们佢哋])同(?![意事学样时一步类伴龄乡胞居桌行志期等])")
_WORD = re.compile("|".join(re.escape(w) for w, _ in _WORDS))
_TO = dict(_WORDS)
# office English verbs written into Chinese, and what the Chinese rules know them as
_VERBS = {"cancel": "取消", "cancelled": "取消", "postpone": "推迟", "postponed": "推迟",
          "delay": "推迟", "delayed": "推迟", "reschedule": "改期", "rescheduled": "改期",
          "book": "订", "booked": "订", "confirm": "确认", "confirmed": "确认", "quit": "辞",
          "sign": "签", "signed": "签", "pay": "付", "paid": "付", "move": "搬", "moved": "搬",
          "change": "改", "changed": "改", "drop": "放弃", "dropped": "放弃", "upgrade": "升级",
          "resign": "辞职", "resigned": "辞职", "fire": "炒", "fired": "炒", "sell": "卖",
          "sold": "卖", "buy": "买", "bought": "买", "return": "退", "refund": "退款",
          "hire": "请", "hired": "请", "promote": "升职", "promoted": "升职"}
_VERB = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(_VERBS, key=len, reverse=True))
                   + r")(?![A-Za-z])", re.IGNORECASE)


def is_cantonese(text: str) -> bool:
    """The text holds a word only written Cantonese uses."""
    return bool(_MARKS.search(text))


def as_mandarin(text: str, cantonese: bool = False) -> str:
    """The Mandarin reading of a text that mixes in Cantonese, of the same length (see the
    module docstring); any other text unchanged, unless `cantonese` says it is Cantonese."""
    if not (cantonese or is_cantonese(text)):
        return text
    text = _WORD.sub(lambda m: _TO[m.group(0)], text)
    text = "".join(_CHARS.get(ch, ch) for ch in text)
    return _TONG.sub("和", _HUA.sub("说", _XI.sub("是", text)))


def mixed_verbs(text: str) -> str:
    """The English verbs a Chinese sentence borrows (cancel咗, book了机票) in Chinese."""
    return _VERB.sub(lambda m: _VERBS[m.group(0).lower()], text)


def mandarin_reading(text: str, cantonese: bool | None = None) -> str:
    """What the Chinese judge reads of a Chinese text: a separable verb read whole (分了手,
    分咗手 as 分手了: lang/separable.py), the Mandarin reading of its Cantonese, grammar
    included (lang/cantonese_grammar.py), and the English verbs it borrows in Chinese
    (cancel咗); another language's text unchanged. `cantonese` True reads the text as
    Cantonese though it holds no word only Cantonese writes (小潘系茂名人 beside a Cantonese
    statement of the same person: the judge reads a pair in one voice)."""
    if language_of(text) != "zh":
        return text
    text = joined(text)
    if cantonese or (cantonese is None and is_cantonese(text)):
        text = as_mandarin(grammar(text), cantonese=True)
    return mixed_verbs(text)


def pair_reading(old: str, new: str) -> tuple[str, str]:
    """Both statements of a pair as the judge reads them: in Cantonese when either is."""
    cantonese = is_cantonese(old) or is_cantonese(new)
    return mandarin_reading(old, cantonese), mandarin_reading(new, cantonese)

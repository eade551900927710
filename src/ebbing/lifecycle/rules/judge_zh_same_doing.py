"""The same doing with another amount, date or rate from now on (rules.judge_zh, stop 30).

The old memory ties an amount, a date or a rate to a doing (每个月转一千五, 还差我一千二, 一单
六块, 这个月底把钱还我, 三个月一交); the new statement gives the same doing another one, said as
what holds now or from now on. What ties them is the doing itself, the verb or the measure the
amount hangs on (转, 差, 单, 还, 交), not a word both happen to write: a rider's voice input
names the thing once (一单加三毛 现在六块三) and the amount then stands alone.

- **An amount** (`amount_again`; a share too: 九成 / 九成五, 八五折): the old amount's
  head (the last word before it that is not a function word: 转 of 给我妈转一千五, 单 of
  一单六块) is again right before a new amount (转两千, 只差五百), or in the clause just
  before a bare one (一单加三毛 现在六块三), and the new one is the present one (现在,
  只 / 就, 了 after it, from a time on: 从这个月起, 改成 / 提到 / 涨到 / 降到). Not an
  amount spent or paid once (转了七百过来: an event), one added (也, 另外, 再), of the past,
  wished, another thing of the kind (柴油 / 汽油), another's, a code (0050), or far off the
  old one's size.
- **A date** (`date_moved`): the old memory dates the doing (月底, 八号, 礼拜三) and the new
  statement moves it (改到 / 推到 / 挪到 / 延到 a date), with the doing's verb said again
  (改到八月十号还 / 这个月底把钱还我).
- **A rate** (`rate_again`): a doing done once every so often (三个月一交, 两周一次) said done at
  another rate from now on (改成一个月一交, 以后一周一次).
None for one day (这周老师生病 改到周四: judge_zh_frame.one_day). Hedges are
rules.judge.hedge_limit's; the judge has asked that both speak of the same subject.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_anew import Amount, amounts
from ebbing.lifecycle.rules.judge_zh_clauses import clauses
from ebbing.lifecycle.rules.judge_zh_frame import one_day, other_kind
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence
from ebbing.lifecycle.rules.judge_zh_whose import another_owner

_H = r"[\u4e00-\u9fff]"
_N = "0-9零一二两三四五六七八九十百千万"
_NOW = re.compile(r"现在|如今|目前|只|就剩|还剩|改成|改为|提到|涨到|降到|变成|(?<=[月年天周期回])起"
                  r"|以后|往后|开始")
_SPENT = re.compile(r"(?:又|刚|先)|[转花付交取借赚挣给]了")  # one payment: an event
_NOT_NOW = re.compile(r"以前|原来|过去|当初|那时|想|希望|打算|要是|如果|也|另外|再")
_NOW_WORDS = re.compile(r"现在|如今|目前|以后|往后|开始")
_ADVERBS = re.compile(r"[还只就才都共又再]")  # 还差 / 只差: one doing, not two kinds
_CODE = re.compile(r"(?<![0-9])0[0-9]")  # 0050: a code, not an amount


def _spaced(text: str) -> str:
    """Voice input writes no marks: a space between words ends a clause."""
    return re.sub(r"\s+", ",", text.strip())


def _head(before: str) -> str | None:
    """The word an amount hangs on: the last character before it that says something."""
    for ch in reversed(_NOW_WORDS.sub("", before)[-4:]):
        if re.match(_H, ch) and ch not in FUNCTION and ch not in "只就还才共":
            return ch
    return None


_D = "一二三四五六七八九"
_SHARE = re.compile(rf"(?<![{_D}十百千万两])(?P<num>[{_D}])(?:(?P<cur>成)(?P<tenth>[{_D}]?)"
                    rf"|(?P<tenth2>[{_D}]?)(?P<cur2>折))")


def _measures(text: str) -> list[Amount]:
    """The amounts of a text (judge_zh_anew.amounts) and its shares (九成五, 八折), a share
    read as its tenths with 成 or 折 as its unit."""
    spaced = _spaced(text)
    out = amounts(spaced)
    parts = clauses(spaced)
    for i, clause in enumerate(parts):
        for m in _SHARE.finditer(clause):
            value = _D.index(m.group("num")) + 1.0
            tenth = m.group("tenth") or m.group("tenth2")
            if tenth:
                value += (_D.index(tenth) + 1) / 10
            out.append(Amount(value, m.group("cur") or m.group("cur2"), clause[:m.start()],
                              clause[m.end():],
                              parts[i - 1] if i else "", clause))
    return out


def _present(a: Amount) -> bool:
    return bool(_NOW.search(a.clause[:len(a.before)]) or a.after.startswith("了"))


def amount_again(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's amount of a doing is given another."""
    if another_owner(o, n) or _CODE.search(o.text + n.text):  # 陈屿说他…: his, not mine
        return None
    olds = [(a, _head(a.before)) for a in _measures(o.text)]
    for a in _measures(n.text):
        if _SPENT.search(a.before) or _NOT_NOW.search(a.clause) or not _present(a):
            continue
        for b, head in olds:
            if head is None or b.value == a.value \
                    or not 0.2 <= a.value / max(b.value, 1e-9) <= 5:
                continue
            if (a.unit and b.unit and a.unit != b.unit) \
                    or other_kind(*(_ADVERBS.sub("", x.before) for x in (b, a))):
                continue  # 柴油 / 汽油: another thing of the kind
            bare = _head(a.before) is None  # 现在六块三: the doing said in the clause before
            if one_day(n.text, n.text.find(a.clause)):  # 今天一单加了三毛: that day only
                continue
            if head in _NOW_WORDS.sub("", a.before)[-4:] or (bare and head in a.previous):
                return ("outdated", a.clause, f"the same doing ({head}) with another amount: "
                        f"{b.value:g} -> {a.value:g}")
    return None


_DATE = (rf"(?:[{_N}]+(?:月|号|日)(?:[{_N}]+[号日])?|月底|月初|年底|年初|月中"
         r"|(?:礼拜|星期|周)[一二三四五六日天])")
_MOVED = re.compile(rf"(?:改|推|挪|延|换)(?:到|在|成)(?P<d>{_DATE})(?P<v>{_H}?)")


def date_moved(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the dated doing of the old memory is moved."""
    dated = re.search(_DATE, o.text)
    if not dated:
        return None
    for m in _MOVED.finditer(_spaced(n.text)):
        verb = m.group("v")
        if m.group("d") in o.text or _NOT_NOW.search(n.text[:m.start()][-6:]) \
                or one_day(n.text, m.start()):  # 这周老师生病…改到周四: this week only
            continue
        if verb and verb not in FUNCTION and verb in o.text[dated.end():]:
            return ("outdated", m.group(0), f"'{m.group(0)}': the doing dated "
                    f"{dated.group(0)} is moved")
    return None


_RATE = re.compile(rf"(?P<k>[{_N}]*)个?(?P<u>月|星期|礼拜|周|天|年)一(?P<v>{_H})")
_FROM_NOW = re.compile(r"改成|改为|以后|往后|(?<=[月年天周期回次])起|开始|现在")


def rate_again(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when a doing done once every so often is done at another
    rate from now on."""
    for old in _RATE.finditer(o.text):
        for new in _RATE.finditer(n.text):
            if new.group("v") != old.group("v") or new.group(0) == old.group(0):
                continue
            if new.group("u") != old.group("u") and not {new.group("u"), old.group("u")} \
                    <= {"星期", "礼拜", "周"}:
                continue
            if _FROM_NOW.search(n.text[:new.start()]) and not one_day(n.text, new.start()) \
                    and not _NOT_NOW.search(n.text[:new.start()][-6:]):
                return ("outdated", new.group(0), f"'{new.group(0)}': done at another rate "
                        f"now ({old.group(0)})")
    return None


def priced_by_head(old: str, clause: str) -> bool:
    """The clause names the price (价) of what an amount of money of the old memory is for
    (一单六块 / 单价): a price of the same doing."""
    return any(head is not None and a.unit == "块" and head + "价" in clause
               for a in amounts(_spaced(old)) for head in (_head(a.before),))

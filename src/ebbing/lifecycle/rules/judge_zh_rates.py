"""Two readings of a change for the Chinese judge (rules.judge_zh, stop 24), by what a
statement says of time rather than by its words:

- **a rate set anew** (`rate_changed`): an amount per day, week, month or year (一天打两针,
  每个月还一万五千六) and, in the new statement, the same period with the same unit or the
  same verb and another amount, said as a change (现在一天就一针, 打这个月起每月还一万五千一):
  the old rate is no longer it. Not for one day (今天一天喝了三杯), a wish, another thing paid
  (房贷 / 车贷: the words before the amount must agree), nor without a change said (a rate
  restated otherwise could be either).
- **a piece's price set anew** (`price_settled`): 42块一个 quoted, then 最后39块一个 (agreed,
  cut to, now): the quote no longer holds. Not a wish, one day's, or without a word that sets it.
- **not yet, then done** (`done_since`): the old memory says a thing is not yet done (还没交楼,
  驾照还没拿到, 尚未装修) and the new one says it done (交了楼, 拿到了): the old state is over.
  Not when the new one is still not done, a plan or a condition (等…了, 明天…了就), or of
  someone or something else (表弟的驾照). judge_zh_state's `flipped` reads the same when one
  person is named on both sides; this reading ties by the verb and its object instead.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_clauses import MARKS, clause_at
from ebbing.lifecycle.rules.judge_zh_frame import content
from ebbing.lifecycle.rules.judge_zh_meaning import number
from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence

_N = "0-9零一二两三四五六七八九十百千万."
_PERIOD = {"天": "天", "日": "天", "周": "周", "星期": "周", "礼拜": "周", "月": "月",
           "个月": "月", "年": "年"}
_RATE = re.compile(r"(?:每|一)(?P<p>个月|星期|礼拜|天|日|周|月|年)(?P<mid>[^,。;!?\s]{0,6}?)"
                   rf"(?P<num>[{_N}]+)(?P<unit>[\u4e00-\u9fff]?)")
_CHANGED = re.compile(r"现在|如今|起|开始|改|换|调|降|涨|减|加|变|只要|就剩")
_WISH = re.compile(r"想|希望|争取|目标|打算|计划|准备")
_UNITS = set("针次块元斤杯支根趟片粒顿回个瓶包盒公里")


def _rates(text: str) -> list[tuple[str, str, float, str, int]]:
    out = []
    for m in _RATE.finditer(text):
        amount = number(m.group("num").rstrip("."))
        if amount is None:
            continue
        unit = m.group("unit") if m.group("unit") in _UNITS else ""
        key = unit or (m.group("mid")[-1:] if m.group("mid") else "")
        out.append((_PERIOD[m.group("p")], key, amount, m.group("mid"), m.start()))
    return out


def _clause(text: str, at: int) -> str:
    return clause_at(text, at, MARKS + " ")


# a price a piece (42块一个, 一斤八块): the amount and what it is for
_EACH = re.compile(rf"(?P<num>[{_N}]+)(?:块|元|蚊)(?:钱)?一(?P<p>[个件只斤份箱条瓶包盒张双台套])"
                   rf"|一(?P<q>[个件只斤份箱条瓶包盒张双台套])(?P<num2>[{_N}]+)(?:块|元|蚊)")
# a price agreed or set after another was quoted (最后39块一个, 谈下来, 砍到)
_SETTLED = re.compile(r"最后|最终|谈下来|谈妥|谈好|砍到|压到|现在|涨到|降到|改成")


_PRICE_WORD = re.compile(rf"[{_N}块元蚊钱个件只斤份箱条瓶包盒张双台套最后]")


def _each(text: str) -> list[tuple[str, float, int]]:
    out = []
    for m in _EACH.finditer(text):
        amount = number((m.group("num") or m.group("num2") or "").rstrip("."))
        if amount is not None:
            out.append((m.group("p") or m.group("q"), amount, m.start()))
    return out


def price_settled(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when a piece's price the old memory states is set anew (报价42
    块一个 / 最后39块一个) of a thing both name."""
    olds = _each(o.text)
    if not olds or not {w for w in content(o.text) & content(n.text) if not _PRICE_WORD.search(w)}:
        return None  # the thing priced, not the price (一斤, 块一), ties the two
    for per, amount, at in _each(n.text):
        clause = _clause(n.text, at)
        if ONE_OFF.search(clause) or _WISH.search(clause) or not _SETTLED.search(clause):
            continue
        if any(per == p and amount != a for p, a, _ in olds):
            return ("outdated", clause, f"a {per}'s price set anew: {amount:g}")
    return None


def rate_changed(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when the old memory's rate is said to be another now."""
    olds = _rates(o.text)
    if not olds:
        return None
    tied = bool(content(o.text) & content(n.text))  # an amount with no verb nor unit (车位每个月
    # 三百五) is the same rate only of a thing both name
    for period, key, amount, mid, at in _rates(n.text):
        clause = _clause(n.text, at)
        if ONE_OFF.search(clause) or _WISH.search(clause):
            continue
        for o_period, o_key, o_amount, o_mid, _ in olds:
            said = content(mid), content(o_mid)
            if (period, key) != (o_period, o_key) or amount == o_amount or (
                    not key and not tied) or (said[0] and said[1] and not said[0] & said[1]):
                continue  # another rate, the same amount, or another thing (房贷 / 车贷)
            if _CHANGED.search(n.text):
                return ("outdated", clause,
                        f"{o_period} {o_key}: {o_amount:g} -> {amount:g}, said as a change")
    return None


_NOT_YET = re.compile(r"(?:还没有?|还未|尚未|仍未|仍然没有?|一直没)(?P<v>[\u4e00-\u9fff])"
                      r"(?P<o>[\u4e00-\u9fff]{0,3}?)(?=[,。;!?\s]|$|了)")
_AHEAD = re.compile(r"等|明天|后天|下周|下个|要是|如果|的话|打算|准备|想|才能|就能|还没|没")


def done_since(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated", cue, reason) when what the old memory says is not yet done is done."""
    if n.subject and n.subject not in o.text and n.subject not in ("我", "我们"):
        return None  # 表弟的驾照拿到了: someone else's, the old memory names no one of it
    for m in _NOT_YET.finditer(o.text):
        verb, obj = m.group("v"), m.group("o")
        if not obj and not content(o.text) & content(n.text):
            continue  # a verb alone (还没交) ties only with a word both say (论文)
        told = [f"{verb}{obj}了", f"{verb}了{obj}"] if obj else [f"{verb}了"]
        for form in told:
            at = n.text.find(form)
            if at < 0:
                continue
            before = _clause(n.text, at)
            before = before[:before.find(form)]
            if not _AHEAD.search(before):
                return ("outdated", form, f"'{form}': no longer not yet {verb}{obj}")
    return None

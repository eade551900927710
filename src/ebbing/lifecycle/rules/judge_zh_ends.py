"""What ends or replaces the old statement's slot as a whole, for the Chinese judge
(rules.judge_zh), beside the slot-and-value reading of judge_zh_frame: a place or phase left
(从银行出来了, 离开了公司, 毕业, 出院, 学成, 被…辞退), cannot go on (做不下去了, 打不了了), someone
sent away (调走), a thing the old memory keeps, drives, runs or is about gone or handed over
(老死了, 走丢, 关了, 倒了, 拆了, 盘给了别人, 处理掉), a slot replaced (换工作, 换号了, 换了套房子,
去别的超市), a value moved by a verb of change (换成燕麦, 涨成三千八, 换上了液晶电视), pay or a
price raised with another number. The lists are inputs to those readings; none holds for one
day, as an addition, or when denied.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_disposed import part_of
from ebbing.lifecycle.rules.judge_zh_frame import (
    DENIED,
    JOB,
    MOVE,
    NUM,
    SLOT_NOUNS,
    claims,
    clause_of,
    content,
    named_words,
    one_day,
    plain,
    planned,
)
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, KIN, KIN_FORM, ZhSentence

# a change wished for or asked of someone, not done (想让, 希望, 打算, 要求)
WISHED = re.compile(r"(?<![理思梦感])想(?!起|到|通)|希望|打算|考虑|要求|盼着|巴不得")

# a place or organisation the old statement puts someone in, left (从银行出来了, 离开了公司)
_LEAVE = re.compile(r"从(?P<v>[^,。;!?:]{1,8}?)(?:出来|离开|走了|退出|辞职|离职|毕业|搬走|搬出|过来"
                    r"|回来)"
                    r"|离开了?(?P<w>[^,。;!?:]{1,8})")
# cannot go on (做不下去了, 干不下去了): a verb's potential complement denied, and 了
_NO_FURTHER = re.compile(r"(?P<v>[\u4e00-\u9fff])不(?:下去|了)了")
# someone sent or gone away, with no object (老方要调走了): from the role or place of the old
_AWAY = re.compile(r"(?:调|搬|派|转)走(?=了|[,。;!?]|$)")
# a phase ended by its own verb, and the slot words of the old statement it ends (inputs)
_WORK = ("工作", "上班", "打工", "当", "做", "干")
PHASE_END = {"毕业": ("读", "上学", "念书", "研究生", "学生"), "出院": ("住院", "医院", "病房"),
             "退学": ("读", "上学"), "休学": ("读", "上学"), "辍学": ("读", "上学"),
             "退休": ("当", "做", "工作", "上班"),
             "下岗": ("工作", "上班", "厂"), "失业": ("工作", "上班"),
             "辞退": _WORK, "开除": _WORK, "解雇": _WORK, "炒鱿鱼": _WORK,
             "学成": ("留学",),  # not 回国: home for the holidays is a trip
             "结婚": ("单身",), "脱单": ("单身",), "恋爱": ("单身",), "男朋友": ("单身",),
             "女朋友": ("单身",), "对象": ("单身",)}
# a thing gone or handed over, said of it (两只仓鼠都老死了, 鱼塘要转给别人, 把长发剪了)
GONE = re.compile(r"死了|死掉|走丢|丢了|跑丢|不见了|没了|卖了|卖掉|送人|报废|拆了|拆掉|剪了|剪掉"
                  r"|关了|关掉|倒闭|倒了|垮了|停业|黄了"
                  r"|(?:转|卖|送|让|盘|租|兑)给(?:了)?(?:别人|人家|他人|[^,。]{1,4})"
                  r"|盘出去|兑出去|转让|(?:处理|扔|卖|送|退)掉|送(?:回|走)(?!来)|(?:病|老)?走了(?=[,。;!?]|$)")
_OWN = ("养", "开", "用", "有", "留着", "承包")


def _wished_before(clause: str, verb: str) -> bool:
    """The clause wishes or refuses what it names (不想谈恋爱, 想找个男朋友)."""
    return bool(WISHED.search(clause[:clause.find(verb)]))


def _left(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str]:
    for m in _AWAY.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if plain(clause) and "把" not in clause:
            return "outdated", m.group(0), "gone away from where the old memory puts them"
    for m in _NO_FURTHER.finditer(n.text):  # 外贸做不下去了: what the old memory does, ended
        clause = clause_of(n.text, m.start())
        verb = m.group("v")  # 鱼是钓不了了: the old memory's verb (钓鱼), its object fronted
        if plain(clause) and (content(clause) & content(o.text) - named_words(o, n)
                              or any(o.text[i] == verb and o.text[i + 1] in clause
                                     and o.text[i + 1] not in FUNCTION
                                     for i in range(len(o.text) - 1))):
            return "outdated", m.group(0), "cannot go on with what the old memory says"
    for m in _LEAVE.finditer(n.text):
        place = m.group("v") or m.group("w") or ""
        clause = clause_of(n.text, m.start())
        if plain(clause) and content(place) & content(o.text):
            return "outdated", m.group(0), f"left {place}, where the old memory puts them"
    for verb, words in PHASE_END.items():
        at = n.text.find(verb)
        if at >= 0 and plain(clause_of(n.text, at)) and verb not in o.text \
                and not DENIED.search(n.text[max(0, at - 2):at]) \
                and not _wished_before(clause_of(n.text, at), verb) \
                and (n.hedge or not planned(n.text, at, o.text)) \
                and any(w in o.text for w in words):
            return "outdated", verb, f"'{verb}' ends what the old memory says"
    return "", "", ""


def _gone(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str]:
    """A thing the old memory keeps, drives or uses (or names), gone or handed over in a clause
    that names it."""
    things = {c.value for c in claims(o.text) if c.slot in ("养", "名")}
    for m in re.finditer(r"(?:" + "|".join(_OWN) + r")(?:了|着)?([^,。;!?]{2,12})", o.text):
        thing = re.split(r"的|[一两二三四五六七八九十几]+[只条头匹个辆台片家部块间套]",
                         m.group(1))[-1]
        if len(thing) >= 2:
            things.add(thing)
    topic = _POSSESSED.match(o.text)
    if topic and topic.group(1) not in KIN and not re.fullmatch(KIN_FORM, topic.group(1)):
        things.add(topic.group(1))  # 老谭的理发店: the shop the old memory is about
    for m in GONE.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if not plain(clause) or DENIED.search(n.text[max(0, m.start() - 2):m.start()]):
            continue
        before = clause[:clause.find(m.group(0))] if m.group(0) in clause else clause
        if WISHED.search(before) or part_of(before.split("把")[-1], o.text):
            continue  # 想把修理铺盘给他徒弟: not yet; 把一只山羊卖了: one of them
        for thing in things:
            at = max(before.rfind(p) for p in {thing} | content(thing))
            # the thing itself, not something of it (姐姐的狗死了 is not 姐姐), nor another
            # one's (表叔徒弟的修理铺)
            first = min([i for i in (before.find(p) for p in {thing} | content(thing))
                         if i >= 0] or [0])
            owner = re.search(r"([^把将的,。;!?]{1,4}?)的$", before[:first])
            if owner and owner.group(1)[-2:] not in o.text:  # 听说老谭的: 老谭
                continue
            if at >= 0 and "的" not in before[at:]:
                return "outdated", m.group(0), f"{thing}: '{m.group(0)}'"
    return "", "", ""


# what the old memory is about when it opens with someone's thing (老谭的理发店在老街)
_POSSESSED = re.compile(r"[^,。的]{1,6}?的([\u4e00-\u9fff]{2,4}?)"
                        r"(?=在|是|叫|有|开|每|卖|就|位于|还|已|也)")
_OTHER = re.compile(r"(?:别的|另一家|另外一家|另一个|另外的|其他的?)(?P<n>[\u4e00-\u9fff]{1,4})")
_BARE = set("了的是个一这那着过")  # no noun on their own
_SOMEONE = (*KIN, "朋友", "对象", "老公", "老婆", "同事", "同学", "师傅", "老师", "邻居")
_SWAP_NOUN = re.compile(r"换(?:了|掉了)?(?:个新|一个新|了个新)?(?P<n>[\u4e00-\u9fff]{1,2}?)"
                        r"(?=了|[,。;!?]|$)")
_SWAP = re.compile(r"换(?:了)?(?:个|一个|份|一份|套|一套|所|一所)?(?:[^,。;!?]{1,4}的)?"
                   r"(?P<n>工作|房子|住处|学校|早饭|早餐)")


def _replaced(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str]:
    """A slot replaced as a whole (换工作 against 在银行做柜员), or moved to a new value by a
    verb of change (换成燕麦 against 早上吃牛肉粉; 涨成三千八 against 月租三千五)."""
    slots = {c.slot for c in claims(o.text)} | ({"工作"} if JOB.search(o.text) else set())
    for m in _SWAP.finditer(n.text):
        if plain(clause_of(n.text, m.start())) and set(SLOT_NOUNS[m.group("n")]) & slots:
            return "outdated", m.group(0), f"{m.group('n')} changed"
    for m in _OTHER.finditer(n.text):  # 去别的超市: not the old memory's one any more
        noun = m.group("n")
        if plain(clause_of(n.text, m.start())) and (
                noun in o.text or content(noun) & content(o.text) - named_words(o, n)):
            return "outdated", m.group(0), f"another {noun}"
    for m in _SWAP_NOUN.finditer(n.text):  # 换号了: the old memory's 手机号 replaced
        noun = m.group("n")
        if plain(clause_of(n.text, m.start())) and not set(noun) & _BARE and any(
                w.endswith(noun) for w in content(o.text) | set(o.text)):
            return "outdated", m.group(0), f"{noun} replaced"
    for m in MOVE.finditer(n.text):
        clause = clause_of(n.text, m.start())
        if not plain(clause[:clause.find(m.group(0))] if m.group(0) in clause else clause):
            continue
        if WISHED.search(clause[:clause.find(m.group(0))] if m.group(0) in clause else ""):
            continue  # 想让老板把工资涨到五千: asked for, not done
        value = re.sub(r"了$", "", m.group("v"))
        if value in o.text:
            continue
        head = re.sub(r"[了的]+$", "", value)[-2:]
        if len(head) == 2 and head in o.text and not set(head) & _BARE:
            return "outdated", m.group(0), f"a new {head}: {value}"  # 换上了液晶电视
        before = clause[:clause.find(m.group(0))] if m.group(0) in clause else ""
        topic = {c.slot for c in claims(before + "是" + value)} | {
            slot for noun, names in SLOT_NOUNS.items() if noun in before for slot in names}
        whose = {p for s in (o.subject, n.subject) if s and s.endswith(_SOMEONE)
                 for p in content(s)}  # 小倩的男朋友 is whom, not where
        if topic & slots or (content(before) & content(o.text)) - named_words(o, n) - whose:
            return "outdated", m.group(0), f"moved to {value}"
        if re.fullmatch(rf"[{NUM}]+", value) and re.search(rf"[{NUM}]{{2,}}", o.text) \
                and _money_noun(before) and _money_noun(o.text):
            return "outdated", m.group(0), f"amount moved to {value}"
    raised = _RAISED.search(n.text)
    if raised and _money_noun(o.text) and o.numbers and n.numbers \
            and not set(n.numbers) & set(o.numbers) and plain(clause_of(n.text, raised.start())) \
            and not WISHED.search(clause_of(n.text, raised.start())):
        return "outdated", raised.group(0), f"{'/'.join(o.numbers)} -> {'/'.join(n.numbers)}"
    return "", "", ""


# pay or a price raised or cut (涨薪, 降了工资, 房租加了): the old amount is no longer it
_RAISED = re.compile(r"(?:涨|降|加|减|扣)(?:了)?(?:薪|工资|租|价|钱)"
                     r"|(?:薪|工资|租|价)(?:涨|降|加|减)")


def values_own_change(text: str, cue: str, old: str) -> bool:
    """The clause of `cue` (换了) is about a value of the old memory, not its subject, and what
    changes is none of the old memory's words (小包在奶茶店打工 / 奶茶店最近换了新菜单: the
    shop's menu changed, not where 小包 works)."""
    at = text.find(cue)
    if at < 0:
        return False
    before = re.split(r"[,。;!?]", text[:at])[-1]
    obj = re.split(r"[,。;!?]", text[at + len(cue):])[0]
    values = {c.value for c in claims(old)}
    return any(v in before for v in values) and not content(obj) & content(old)


def other_head(text: str, cue: str, old: str) -> bool:
    """What `cue` (换了, 换成) takes is a compound whose head is not the old memory's word:
    a word of the old memory followed by more of a noun (手机壳 after 华为手机: the case is
    replaced, not the phone; a Chinese compound's head is its last part)."""
    at = text.find(cue)
    if at < 0:
        return False
    obj = re.split(r"[,。;!?]", text[at + len(cue):])[0]
    obj = re.sub(r"^(?:了|个|一个|一[台部辆只件])?(?:新的|新)?", "", obj).rstrip("了")
    for i in range(len(obj) - 1):
        word = obj[i:i + 2]
        if word in old and not set(word) & FUNCTION:
            tail = obj[i + 2:]
            # one more character ends the noun: its head (壳), not a verb after it (老师来教)
            return len(tail) == 1 and tail not in FUNCTION and obj[i:] not in old
    return False


def _money_noun(text: str) -> bool:
    return any(w in text for w in ("租", "价", "费", "工资", "薪", "贷"))


def slot_ended(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the new statement ends or replaces what the old says, the
    subjects already known to be the same; else None."""
    if one_day(n.text):
        return None
    for outcome, cue, reason in (_left(o, n), _gone(o, n), _replaced(o, n)):
        if cue:
            return outcome, cue, reason
    return None

"""A structural reading of a Chinese statement for the conflict judge (rules.judge_zh): per
clause, which attribute slot it fills, with what value, whether it is denied, and whether it
marks a change or a correction. Two statements conflict when, about the same subject (the
judge checks that first), they fill the same slot with different values and the new one marks
a change (outdated) or a correction (repudiated); or when the thing an old slot holds is gone,
left or handed over; or when the new one names the old value and denies it in favour of
another (是初三,不是初二).

The phrase lists here are inputs to that reading, not sentences to match:
- SLOTS: attribute frames, each a slot name and the patterns whose group `v` is its value
  (住在X / 在X住 / 搬到X: residence; 在X工作 / 去X上班: workplace; 读X / 上X (a school
  level): schooling; 养X / 开X / 用X: what one keeps, drives or uses; X的早饭 / 早上吃X: a meal;
  是X人 / 属X / 姓X: identity; a noun of money (租, 价, 工资) and a number: an amount);
- CHANGE: aspect markers that say a state now differs (现在, 如今, 已经, 从…起, 以后, 开始,
  a clause-final 了, a verb that moves a value: 换成, 改成, 变成, 调到, 挪到, 接到, 涨成);
- CORRECTION: markers that the old statement was wrong (说错, 弄反, 不准确, 以为, 猜的…);
- LEAVE / PHASE_END / GONE: a place or phase left (从X出来, 离开X, 毕业, 出院) and a thing
  gone or handed over (死了, 丢了, 转给, 把X剪了).
Nothing holds for one day (今天, 这次: judge_zh_text.ONE_OFF) or with 又 / 也 / 还 (an
addition: 又养了一只猫 keeps the dog).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.lifecycle.rules.judge_zh_text import (
    FUNCTION,
    KIN,
    KIN_FORM,
    ONE_OFF,
    SAID_WRONG,
    ZhSentence,
)

_SPLIT = re.compile(r"[,。;!?:]")
_V = r"(?P<v>[^,。;!?:]{1,10}?)"
_NUM = "0-9零一二三四五六七八九十百千万两半"
_LEVEL = (r"(?:[一二三四五六]年级|[小中大]班|初[一二三]|高[一二三]|大[一二三四]|小学|初中|高中"
          r"|中专|大学|幼儿园|研究生|博士|硕士)")
# the last characters of an agent noun: what someone is by trade (保安, 大堂经理, 学徒)
_AGENT = (r"(?:员|师|工|长|司机|老师|医生|护士|老板|经理|会计|记者|教练|导游|销售|柜员|店长|主管"
          r"|保安|学徒|保姆|厨子|律师|主任|秘书|职员)")
# slot frames: (slot, pattern with the value as group v); the first pattern of a clause wins
SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((slot, re.compile(p)) for slot, p in (
    ("住", r"住在" + _V + r"(?=[的了里]|$)"),
    ("住", r"(?<!现)在" + _V + r"(?:一个人|独自|自己)?住"),
    ("住", r"(?:搬|接|迁|住)(?:了)?(?:到|去|回|进)了?" + _V + r"(?:来|去)?(?:[一]?起)?(?:住|了|$)"),
    ("学", r"(?:读|上|念)(?:了|的是)?(?P<v>[^,。;!?:]{0,6}?" + _LEVEL + r"(?:[一二三四五六]年级"
     r"|[小中大]班)?)"),
    ("工作地", r"(?<!现)在" + _V + r"(?:工作|上班|打工|任职|当|做|干|开|教)"),
    ("工作地", r"(?:去|到)" + _V + r"上班"),
    ("职业", r"(?:当|做|干)(?:了|着)?(?:一名|一个|个)?(?P<v>[\u4e00-\u9fff]{0,6}?" + _AGENT
     + r")(?=[,。]|$|了)"),
    ("职业", r"是(?:一名|一个|个)?(?P<v>[\u4e00-\u9fff]{0,6}?" + _AGENT + r")(?=[,。]|$|了)"),
    ("名", r"(?<![把让])叫(?P<v>[\u4e00-\u9fffA-Za-z]{1,4}?)(?=[,。]|$|了)"),
    ("时", r"(?P<v>[" + _NUM + r"]+点(?:半)?)[^,。]{0,3}?(?=睡|起床|下班|放学|关门|开门|吃)"),
    ("色", r"(?:是|成了?|染|刷|漆|涂)(?P<v>[\u4e00-\u9fff]{1,2}?色)"),
    ("养", r"养(?:了|着)?(?:[一两二三四五六七八九十几]+[只条头匹个])?" + _V + r"(?=[,。,叫]|$)"),
    ("早饭", r"(?:早上|早饭|早餐)(?:吃|喝|是)?(?:一[碗杯个份])?" + _V + r"(?=[,。]|$)"),
    ("籍贯", r"是" + _V + r"人(?=[,。]|$)"),
    ("属", r"属(?P<v>[鼠牛虎兔龙蛇马羊猴鸡狗猪])"),
    ("姓", r"姓(?P<v>[\u4e00-\u9fff])"),
    ("生日", r"生日(?:是|在)?" + _V + r"(?=[,。,]|$)"),
    ("数额", r"(?:租|价|费|工资|月薪|薪水|房贷|学费)(?:是|为|要|只要)?[^,。" + _NUM + r"]{0,3}?"
     r"(?P<v>[" + _NUM + r"]+)"),
))
# the same slot said as "a verb and a noun" when it is changed: 换工作, 换个学校, 换了手机
SLOT_NOUNS = {"工作": ("工作地", "工作"), "房子": ("住",), "住处": ("住",), "学校": ("学",),
              "早饭": ("早饭",), "早餐": ("早饭",)}
# an old job said by 当 / 做 / 是 an agent noun, or 在X做Y: the 工作 slot of 换工作
_JOB = re.compile(r"(?:当|做|干)[^,。]{0,6}?(?:员|师|工|司机|老师|医生|护士|老板|经理|会计|"
                  r"记者|教练|导游|销售|柜员|店长|主管)|在[^,。]{1,8}?(?:工作|上班)")
CHANGE = ("现在", "如今", "目前", "已经", "从此", "以后", "之后", "自从", "开始", "起,", "新")
_MOVE = re.compile(r"(?:换|改|变|调|挪|转|搬|接|涨|降|升|提|迁)(?:了)?(?:到|成|为|去|上)了?"
                   r"(?P<v>[^,。;!?:]{1,10})")
# heard or read as (听成, 看成) and the words that the old belief was wrong
CORRECTION = (*SAID_WRONG, *(v + "成" for v in "听看记写念认"), "其实", "实际上", "事实上",
              "以为", "瞎猜", "猜的", "不对", "说少", "说多", "算少", "算多")
# a place or organisation the old statement puts someone in, left (从银行出来了, 离开了公司)
_LEAVE = re.compile(r"从(?P<v>[^,。;!?:]{1,8}?)(?:出来|离开|走了|退出|辞职|离职|毕业|搬走|搬出)"
                    r"|离开了?(?P<w>[^,。;!?:]{1,8})")
# cannot go on (做不下去了, 干不下去了): a verb's potential complement denied, and 了
_NO_FURTHER = re.compile(r"[\u4e00-\u9fff]不下去了")
# someone sent or gone away, with no object (老方要调走了): from the role or place of the old
_AWAY = re.compile(r"(?:调|搬|派|转)走(?=了|[,。;!?]|$)")
# a phase ended by its own verb, and the slot words of the old statement it ends (inputs)
_WORK = ("工作", "上班", "打工", "当", "做", "干")
PHASE_END = {"毕业": ("读", "上学", "念书", "研究生", "学生"), "出院": ("住院", "医院", "病房"),
             "退学": ("读", "上学"), "退休": ("当", "做", "工作", "上班"),
             "下岗": ("工作", "上班", "厂"), "失业": ("工作", "上班"),
             "辞退": _WORK, "开除": _WORK, "解雇": _WORK, "炒鱿鱼": _WORK,
             "学成": ("留学",),  # not 回国: home for the holidays is a trip
             "结婚": ("单身",), "脱单": ("单身",), "恋爱": ("单身",), "男朋友": ("单身",),
             "女朋友": ("单身",), "对象": ("单身",)}
# a thing gone or handed over, said of it (两只仓鼠都老死了, 鱼塘要转给别人, 把长发剪了)
GONE = re.compile(r"死了|死掉|走丢|丢了|跑丢|不见了|没了|卖了|卖掉|送人|报废|拆了|拆掉|剪了|剪掉"
                  r"|关了|关掉|倒闭|倒了|垮了|停业|黄了"
                  r"|(?:转|卖|送|让|盘|租)给(?:了)?(?:别人|人家|他人|[^,。]{1,4})"
                  r"|盘出去|转让|(?:处理|扔|卖|送|退)掉|(?:病|老)?走了(?=[,。;!?]|$)")
_OWN = ("养", "开", "用", "有", "留着", "承包")
_ADDED = ("又", "也", "还", "另外", "另一")
_DENIED = re.compile(r"(?:不|没|没有|别|未)$")


@dataclass(frozen=True)
class Claim:
    """One clause's attribute slot, value, polarity and markers."""
    slot: str
    value: str
    negated: bool
    clause: str
    reached: bool = False  # 了 inside the frame: a state reached (考上了大学, 搬到了)


def claims(text: str) -> list[Claim]:
    out: list[Claim] = []
    for clause in _SPLIT.split(text):
        for slot, pattern in SLOTS:
            m = pattern.search(clause)
            if m is None:
                continue
            value = re.sub(r"^(?:了|的是|是|一家|一个|一所)", "", m.group("v")).strip()
            if not value or set(value) <= FUNCTION:
                continue
            negated = bool(_DENIED.search(clause[max(0, m.start() - 2):m.start()]))
            if all(c.slot != slot or c.clause != clause for c in out):
                reached = slot != "养" and "了" in m.group(0)  # 养了 is how a pet is stated
                out.append(Claim(slot, value, negated, clause, reached))
        for m in _MEASURE.finditer(clause):  # a number and its unit: a measure of that unit
            out.append(Claim("量:" + m.group("u"), m.group("v"), False, clause))
    return out


_MEASURE = re.compile(rf"(?P<v>[{_NUM}]+)(?P<u>公斤|斤|岁|米|厘米|公里|平米|平方|块|元|层|楼)")


def _content(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1)
            if not set(text[i:i + 2]) & FUNCTION}


def _differ(a: str, b: str) -> bool:
    return a not in b and b not in a and not (_content(a) & _content(b))


_LASTING = re.compile(r"以后|开始|起|从此|现在|如今|一直|再也|已经|不再|以来|往后|今后|每")
_STILL = re.compile(r"还在|仍然|依然|照样|照常|照旧|还是老样子")


def one_day(text: str, at: int | None = None) -> bool:
    """The statement is about one day (郑老师今天生病了,数学课换成了自习): a day's marker
    (before `at`, the cue, when given) and nothing that lasts (以后, 开始, 现在, 已经…)."""
    return bool(ONE_OFF.search(text[:at])) and not _LASTING.search(text)


def still(o: ZhSentence, n: ZhSentence) -> str | None:
    """The new statement says the old one still holds (她还在那当私教): 还在 / 仍然 and a
    two-character word of the old memory after it, in one clause."""
    for m in _STILL.finditer(n.text):
        rest = n.text[m.end():m.end() + 12].split(",")[0]
        if _content(rest) & _content(o.text):
            return m.group(0)
    return None


def _plain(clause: str) -> bool:
    """Neither one day's exception nor an addition."""
    return not ONE_OFF.search(clause) and not any(w in clause for w in _ADDED)


def changed(clause: str, text: str) -> bool:
    """Whether the clause (or the sentence around it) marks a changed state."""
    return any(c in text for c in CHANGE) or bool(_MOVE.search(clause)) \
        or bool(re.search(r"了$|[\u4e00-\u9fff][成到]了", clause))  # 染成了: a result reached


def correction(text: str) -> str | None:
    return next((c for c in CORRECTION if c in text), None)


def frame_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the structure says the new statement replaces the old, the
    subjects already known to be the same; else None."""
    olds = claims(o.text)
    fixed = correction(n.text)
    if one_day(n.text) and fixed is None:
        return None
    if fixed is not None and o.numbers and n.numbers and not set(n.numbers) & set(o.numbers):
        return "repudiated", fixed, f"{'/'.join(o.numbers)} -> {'/'.join(n.numbers)}, said wrong"
    denied = _denied_value(o, n)
    if denied:
        return "repudiated", f"不是{denied}", f"names the old value {denied!r} as not so"
    for old in olds:
        for new in claims(n.text):
            if new.slot != old.slot or not _plain(new.clause):
                continue
            if _differ(old.value, new.value) and not new.negated and not old.negated:
                if fixed is not None:
                    return "repudiated", fixed, (f"{old.slot}: {old.value} -> {new.value}, "
                                                 f"said to be wrong")
                if new.reached or changed(new.clause, n.text):
                    return "outdated", new.clause, f"{old.slot}: {old.value} -> {new.value}"
            elif not _differ(old.value, new.value) and new.negated != old.negated \
                    and changed(new.clause, n.text):
                return "outdated", new.clause, f"{old.slot}: {old.value}, now the opposite"
    for outcome, cue, reason in (_left(o, n), _gone(o, n), _replaced(o, n)):
        if cue:
            return outcome, cue, reason
    return None


_NOT_BUT = re.compile(r"不是(?P<y>[^,。;!?:]{2,8}?)(?=[,。;!?:]|$)")


def _denied_value(o: ZhSentence, n: ZhSentence) -> str | None:
    """"…是X,不是Y" / "不是Y,是X": Y, the old memory's value, denied beside another one."""
    for m in _NOT_BUT.finditer(n.text):
        y = re.sub(r"(?:那天|的)$", "", m.group("y"))
        if len(y) >= 2 and y in o.text and re.search(r"(?<!不)是", n.text.replace(m.group(0), "")):
            return y
    return None


def _left(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str]:
    for m in _AWAY.finditer(n.text):
        clause = _clause_of(n.text, m.start())
        if _plain(clause) and "把" not in clause:
            return "outdated", m.group(0), "gone away from where the old memory puts them"
    for m in _NO_FURTHER.finditer(n.text):  # 外贸做不下去了: what the old memory does, ended
        clause = _clause_of(n.text, m.start())
        if _plain(clause) and _content(clause) & _content(o.text) - _names(o, n):
            return "outdated", m.group(0), "cannot go on with what the old memory says"
    for m in _LEAVE.finditer(n.text):
        place = m.group("v") or m.group("w") or ""
        clause = _clause_of(n.text, m.start())
        if _plain(clause) and _content(place) & _content(o.text):
            return "outdated", m.group(0), f"left {place}, where the old memory puts them"
    for verb, words in PHASE_END.items():
        at = n.text.find(verb)
        if at >= 0 and _plain(_clause_of(n.text, at)) and verb not in o.text \
                and not _DENIED.search(n.text[max(0, at - 2):at]) \
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
        clause = _clause_of(n.text, m.start())
        if not _plain(clause) or _DENIED.search(n.text[max(0, m.start() - 2):m.start()]):
            continue
        before = clause[:clause.find(m.group(0))] if m.group(0) in clause else clause
        for thing in things:
            at = max(before.rfind(p) for p in {thing} | _content(thing))
            # the thing itself, not something of it (姐姐的狗死了 is not 姐姐)
            if at >= 0 and "的" not in before[at:]:
                return "outdated", m.group(0), f"{thing}: '{m.group(0)}'"
    return "", "", ""


# what the old memory is about when it opens with someone's thing (老谭的理发店在老街)
_POSSESSED = re.compile(r"[^,。的]{1,6}?的([\u4e00-\u9fff]{2,4}?)(?=在|是|叫|有|开|每|卖|就|位于)")
_OTHER = re.compile(r"(?:别的|另一家|另外一家|另一个|另外的|其他的?)(?P<n>[\u4e00-\u9fff]{1,4})")
_BARE = set("了的是个一这那着过")  # no noun on their own
_SWAP_NOUN = re.compile(r"换(?:了|掉了)?(?P<n>[\u4e00-\u9fff]{1,2}?)(?=了|[,。;!?]|$)")
_SWAP = re.compile(r"换(?:了|个|一个|份|了一份|了个|一份)?(?P<n>工作|房子|住处|学校|早饭|早餐)")


def _replaced(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str]:
    """A slot replaced as a whole (换工作 against 在银行做柜员), or moved to a new value by a
    verb of change (换成燕麦 against 早上吃牛肉粉; 涨成三千八 against 月租三千五)."""
    slots = {c.slot for c in claims(o.text)} | ({"工作"} if _JOB.search(o.text) else set())
    for m in _SWAP.finditer(n.text):
        if _plain(_clause_of(n.text, m.start())) and set(SLOT_NOUNS[m.group("n")]) & slots:
            return "outdated", m.group(0), f"{m.group('n')} changed"
    for m in _OTHER.finditer(n.text):  # 去别的超市: not the old memory's one any more
        noun = m.group("n")
        if _plain(_clause_of(n.text, m.start())) and (
                noun in o.text or _content(noun) & _content(o.text) - _names(o, n)):
            return "outdated", m.group(0), f"another {noun}"
    for m in _SWAP_NOUN.finditer(n.text):  # 换号了: the old memory's 手机号 replaced
        noun = m.group("n")
        if _plain(_clause_of(n.text, m.start())) and not set(noun) & _BARE and any(
                w.endswith(noun) for w in _content(o.text) | set(o.text)):
            return "outdated", m.group(0), f"{noun} replaced"
    for m in _MOVE.finditer(n.text):
        clause = _clause_of(n.text, m.start())
        if not _plain(clause[:clause.find(m.group(0))] if m.group(0) in clause else clause):
            continue
        value = re.sub(r"了$", "", m.group("v"))
        if value in o.text:
            continue
        head = re.sub(r"[了的]+$", "", value)[-2:]
        if len(head) == 2 and head in o.text and not set(head) & _BARE:
            return "outdated", m.group(0), f"a new {head}: {value}"  # 换上了液晶电视
        before = clause[:clause.find(m.group(0))] if m.group(0) in clause else ""
        topic = {c.slot for c in claims(before + "是" + value)} | {
            slot for noun, names in SLOT_NOUNS.items() if noun in before for slot in names}
        if topic & slots or (_content(before) & _content(o.text)) - _names(o, n):
            return "outdated", m.group(0), f"moved to {value}"
        if re.fullmatch(rf"[{_NUM}]+", value) and re.search(rf"[{_NUM}]{{2,}}", o.text) \
                and _money_noun(before) and _money_noun(o.text):
            return "outdated", m.group(0), f"amount moved to {value}"
    raised = _RAISED.search(n.text)
    if raised and _money_noun(o.text) and o.numbers and n.numbers \
            and not set(n.numbers) & set(o.numbers) and _plain(_clause_of(n.text, raised.start())):
        return "outdated", raised.group(0), f"{'/'.join(o.numbers)} -> {'/'.join(n.numbers)}"
    return "", "", ""


# pay or a price raised or cut (涨薪, 降了工资, 房租加了): the old amount is no longer it
_RAISED = re.compile(r"(?:涨|降|加|减|扣)(?:了)?(?:薪|工资|租|价|钱)"
                     r"|(?:薪|工资|租|价)(?:涨|降|加|减)")


def _names(o: ZhSentence, n: ZhSentence) -> set[str]:
    """The two-character words inside the people and subjects named: whom it is about, not
    what is said of them (王磊 moving says nothing of 李雪的男朋友叫王磊)."""
    named = o.people | n.people | {x for x in (o.subject, n.subject) if x}
    return {p for name in named for p in _content(name)}


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
    return any(v in before for v in values) and not _content(obj) & _content(old)


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


def _clause_of(text: str, at: int) -> str:
    start = max(text.rfind(c, 0, at) for c in ",。;!?:") + 1
    ends = [i for i in (text.find(c, at) for c in ",。;!?:") if i >= 0]
    return text[start:min(ends) if ends else len(text)]

"""A structural reading of a Chinese statement for the conflict judge (rules.judge_zh): per
clause, which attribute slot it fills, with what value, whether it is denied, and whether it
marks a change or a correction. Two statements about the same subject (the judge checks that
first) conflict when they fill the same slot with different values and the new one marks a
change (outdated) or a correction (repudiated); when the same value's polarity flips with a
change marked; when 现在 / 已经 and a verb of the old memory take another object of the same
kind (现在睡下铺 / 睡上铺); when the new one names the old value and denies it beside another
(是初三,不是初二) or gives it to someone else (属兔的是我妈). What ends or replaces a slot as a
whole (a place left, a thing gone, 换工作) is judge_zh_ends.

The phrase lists here are inputs to that reading, not sentences to match:
- SLOTS: attribute frames, each a slot name and the patterns whose group `v` is its value
  (住在X / 在X住 / 搬到X: residence; 在X工作 / 在X当: workplace; 当 / 是 an agent noun: job;
  读X / 上X (a school level): schooling; 养X, 叫X, 早上吃X, 是X人, 属X, 姓X, 生日, X色, X点睡,
  a money noun and a number; a number and its unit: a measure);
- CHANGE: aspect markers that say a state now differs (现在, 如今, 已经, 以后, 开始, a
  clause-final 了, 了 inside the frame, a result reached: 染成了, a verb that moves a value:
  换成, 改成, 变成, 调到, 挪到, 接到, 涨成, 换上);
- CORRECTION: the old statement was wrong (a verb of saying or knowing and a result of error:
  说错, 记岔, 弄反, 搞混, 记差; 听成; 其实, 以为, 不准确, 猜的, 多说…).
Nothing holds for one day (今天, 这次: judge_zh_text.ONE_OFF, without 以后 / 现在…), with 又 /
也 / 还 (an addition: 又养了一只猫 keeps the dog), or when the new statement says the old one
still holds (还在那当私教).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ebbing.lifecycle.rules.judge_zh_clauses import MARKS, clause_at
from ebbing.lifecycle.rules.judge_zh_text import (
    FUNCTION,
    ONE_OFF,
    SAID_WRONG,
    ZhSentence,
)

_SPLIT = re.compile(r"[,。;!?:]")
_V = r"(?P<v>[^,。;!?:]{1,10}?)"
NUM = "0-9零一二三四五六七八九十百千万两半"
_LEVEL = (r"(?:[一二三四五六]年级|[小中大]班|初[一二三]|高[一二三]|大[一二三四]|小学|初中|高中"
          r"|中专|大学|幼儿园|研究生|博士|硕士)")
# the last characters of an agent noun: what someone is by trade (保安, 大堂经理, 学徒)
_AGENT = (r"(?:员|师|工|长|司机|老师|医生|护士|老板|经理|会计|记者|教练|导游|销售|柜员|店长|主管"
          r"|保安|学徒|保姆|厨子|律师|主任|秘书|职员)")
# the unit a price is of (电费一度六毛, 每斤八块, 一个月三千): not the price
_PER = r"(?:(?:一|每)(?:个)?(?:度|斤|公斤|平米?|方|吨|升|小时|晚|位|人|次|月|年|天|节课))"
# slot frames: (slot, pattern with the value as group v); the first pattern of a clause wins
SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((slot, re.compile(p)) for slot, p in (
    ("住", r"住在" + _V + r"(?=[的了里]|$)"),
    ("住", r"住的是" + _V + r"(?=[,。]|$)"),
    ("住", r"(?:定居|落户|安家)(?:在|到)?(?:了)?" + _V + r"(?=[了,。]|$)"),
    ("住", r"(?<!现)在" + _V + r"(?:一个人|独自|自己)?住"),
    ("住", r"(?:回|到|去)了?" + _V + r"(?:定居|安家|落户|养老)"),
    ("住", r"(?:搬|接|迁|住)(?:了)?(?:到|去|回|进)了?" + _V + r"(?:来|去)?(?:[一]?起)?(?:住|了|$)"),
    ("学", r"(?:读|上|念|升)(?:了|的是)?(?P<v>[^,。;!?:]{0,6}?" + _LEVEL + r"(?:[一二三四五六]年级"
     r"|[小中大]班)?)"),
    ("工作地", r"(?<!现)在" + _V + r"(?:工作|上班|打工|任职|当|做|干|开|教|种地|种田|务农|摆摊"
     r"|卖|修|送|扎|缝|看店|看门|帮工|跑(?:运输|车|业务|外卖|快递|销售|出租))"),
    ("工作地", r"(?:去|到)" + _V + r"(?:上班|工作|打工|教书)"),
    # got into a post by an exam, a transfer or an assignment (考到县医院去了)
    ("工作地", r"(?:考|调|分配)(?:到|进)了?" + _V + r"(?:去了|来了|上班|工作|当)"),
    ("工作地", r"(?:回|去|到)(?:了)?" + _V + r"(?:发展|打拼|闯荡|谋生)"),
    ("职业", r"(?:当|做|干)(?:了|着)?(?:一名|一个|个)?(?P<v>[\u4e00-\u9fff]{0,6}?" + _AGENT
     + r")(?=[,。]|$|了)"),
    ("职业", r"(?:升|提|晋升|提拔)(?:了|为|成|到)(?:一名|个)?(?P<v>[\u4e00-\u9fff]{0,6}?" + _AGENT
     + r")(?=[,。]|$|了)"),  # 升了科长, 提为主任: a rank reached
    ("职业", r"是(?:一名|一个|个)?(?P<v>[\u4e00-\u9fff]{0,6}?" + _AGENT + r")(?=[,。]|$|了)"),
    ("名", r"(?<![把让])叫(?P<v>[\u4e00-\u9fffA-Za-z]{1,4}?)(?=[,。]|$|了)"),
    ("时", r"(?P<v>[" + NUM + r"]+点(?:半)?)[^,。]{0,3}?(?=睡|起|下班|放学|关|开|吃)"),
    ("色", r"(?:是|成了?|染|刷|漆|涂)(?P<v>[\u4e00-\u9fff]{1,2}?色)"),
    ("色", r"是(?P<v>[黑白红黄蓝绿紫灰棕金银粉橙])的"),
    ("养", r"养(?:了|着)?(?:[一两二三四五六七八九十几]+[只条头匹个])?" + _V + r"(?=[,。,叫]|$)"),
    # the value is what is eaten, never the verb (降压药我都是早上吃: the object said first)
    ("早饭", r"(?:早上|早饭|早餐)(?:吃|喝|是)?(?:一[碗杯个份])?(?![吃喝在再])" + _V
     + r"(?=[,。]|$)"),
    ("籍贯", r"是" + _V + r"人(?=[,。]|$)"),
    ("籍贯", r"老家(?:是|在)" + _V + r"(?=[的,。]|$)"),
    ("属", r"属(?P<v>[鼠牛虎兔龙蛇马羊猴鸡狗猪])"),
    ("姓", r"姓(?P<v>[\u4e00-\u9fff])"),
    ("生日", r"生日(?:是|在)?" + _V + r"(?=[,。,]|$)"),
    ("数额", r"(?:租|价|费|工资|月薪|薪水|房贷|学费)(?:是|为|要|只要)?" + _PER + r"?[^,。" + NUM
     + r"]{0,3}?(?P<v>[" + NUM + r"]+)"),
))
# the same slot said as "a verb and a noun" when it is changed: 换工作, 换个学校, 换了手机
SLOT_NOUNS = {"工作": ("工作地", "工作"), "房子": ("住",), "住处": ("住",), "学校": ("学",),
              "早饭": ("早饭",), "早餐": ("早饭",)}
# an old job said by 当 / 做 / 是 an agent noun, or 在X做Y: the 工作 slot of 换工作
JOB = re.compile(r"(?:当|做|干)[^,。]{0,6}?" + _AGENT + r"|在[^,。]{1,8}?(?:工作|上班)")
CHANGE = ("现在", "如今", "目前", "已经", "从此", "以后", "之后", "自从", "开始", "起,", "新")
MOVE = re.compile(r"(?:换|改|变|调|挪|转|搬|接|涨|降|升|提|迁)(?:了)?(?:到|成|为|去|上)了?"
                   r"(?P<v>[^,。;!?:]{1,10})")
# heard or read as (听成, 看成) and the words that the old belief was wrong
# typed or filled in wrong (打错, 敲反, 输错, 填错): of a number said anew (frame_conflict
# reads these only with the old number replaced, since 打错电话 is no correction of a fact)
TYPED_WRONG = tuple(v + r for v in "打敲输填抄" for r in "错反")
CORRECTION = (*SAID_WRONG, *TYPED_WRONG, *(v + "成" for v in "听看记写念认"), "其实", "实际上",
              "事实上",
              "以为", "瞎猜", "猜的", "不对", "说少", "说多", "算少", "算多", "多说", "少说",
              "多算", "少算")
_ADDED = ("又", "也", "还", "另外", "另一")
DENIED = re.compile(r"(?:不|没|没有|别|未)$")


@dataclass(frozen=True)
class Claim:
    """One clause's attribute slot, value, polarity and markers."""
    slot: str
    value: str
    negated: bool
    clause: str
    reached: bool = False  # 了 inside the frame: a state reached (考上了大学, 搬到了)


# no value but an aspect of one (生日快到了): nothing to compare
_ASPECT = re.compile(r"(?:快|就|要|已经|马上)?(?:到|过|来)了?")


def claims(text: str) -> list[Claim]:
    out: list[Claim] = []
    for clause in _SPLIT.split(text):
        for slot, pattern in SLOTS:
            m = pattern.search(clause)
            if m is None:
                continue
            value = re.sub(r"^(?:了|的是|是|一家|一个|一所)", "", m.group("v")).strip()
            if not value or set(value) <= FUNCTION or _ASPECT.fullmatch(value):
                continue
            negated = bool(DENIED.search(clause[max(0, m.start() - 2):m.start()]))
            if all(c.slot != slot or c.clause != clause for c in out):
                reached = slot != "养" and "了" in m.group(0)  # 养了 is how a pet is stated
                out.append(Claim(slot, value, negated, clause, reached))
        for m in _MEASURE.finditer(clause):  # a number and its unit: a measure of that unit
            out.append(Claim("量:" + m.group("u"), m.group("v"), False, clause))
    return out


_MEASURE = re.compile(rf"(?P<v>[{NUM}]+)(?P<u>公斤|斤|岁|米|厘米|公里|平米|平方|块|元|层|楼)")


# characters that say nothing alone; 号, 上, 下… do inside a noun (号码, 上铺, 下班)
_EMPTY = FUNCTION - set("号上下前后点天周月年日")


def content(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1)
            if not set(text[i:i + 2]) & _EMPTY}


_WHOLE = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def _differ(a: str, b: str) -> bool:
    """Two values, neither holding the other nor a word of it (年级 is the kind of 四年级,
    not its value: the stricter function characters apply)."""
    if _WHOLE.fullmatch(a) and _WHOLE.fullmatch(b):  # 108 / 104: amounts, not words
        return a != b
    words = [{x[i:i + 2] for i in range(len(x) - 1) if not set(x[i:i + 2]) & FUNCTION}
             for x in (a, b)]
    return a not in b and b not in a and not words[0] & words[1]


_LASTING = re.compile(r"以后|开始|(?<=[天周月年期])起|从此|现在|如今|一直|再也|已经|不再|以来"
                      r"|往后|今后|每")
_STILL = re.compile(r"还在|仍然|依然|依旧|照样|照常|照旧|还是|一直(?!以为|当|觉得|认为|把)")
# a continuation followed by its own change is none (最后还是辞职了, 一直住到去年才搬走)
_STILL_UNTIL = re.compile(r"后来|直到|才|不再|没再")
# a time to come: what is said for it is a plan, not a state now (明年毕业, 下个月退休)
_FUTURE = re.compile(r"明年|后年|下(?:个)?(?:月|学期|季度|星期|礼拜|周)|下半年"
                     r"|过(?:几|两)(?:天|年|个月)|将来|打算|准备|计划"
                     # once something is done, or a span from now (等过完年就, 还有五年就)
                     r"|等[^,。;!?]{1,8}?(?:就|再|以后|之后)|还有[^,。;!?]{1,6}?就"
                     r"|快要|(?<![很赶凉愉痛爽飞尽])快(?![递乐餐件])")  # 快退休了: soon


_AMOUNTS = re.compile(rf"[0-9]+(?:\.[0-9]+)?|[{NUM}]{{2,}}")


def amounts(text: str) -> set[str]:
    """The amounts a text says, a decimal whole (3.26 is not 3 and 26)."""
    return set(_AMOUNTS.findall(text))


def one_day(text: str, at: int | None = None) -> bool:
    """The statement is about one day (郑老师今天生病了,数学课换成了自习): a day's marker
    (before `at`, the cue, when given) and nothing that lasts (以后, 开始, 现在, 已经…)."""
    return bool(ONE_OFF.search(text[:at])) and not _LASTING.search(text)


def still(o: ZhSentence, n: ZhSentence) -> str | None:
    """The new statement says the old one still holds (她还在那当私教, 现在还是在成都当厨师长):
    a state said to continue (还在, 仍然, 还是, 一直) and a two-character word of the old
    memory after it, in one clause, with no change told after it (还是辞职了, 一直…直到去年)
    and the old memory's polarity (不回老家 / 还是回老家 is a decision reversed):
    whatever another clause tells as past (以前当过学徒, 说过要搬来) is not a state now."""
    if _denied_value(o, n) or _opens_denied(o, n):  # 不是中医院,她一直都在市医院: corrected
        return None
    for m in _STILL.finditer(n.text):
        rest = n.text[m.end():m.end() + 12].split(",")[0]
        clause = _SPLIT.split(n.text[m.end():])[0]
        denied = bool(re.search(r"[不没]", o.text)) != bool(re.search(r"[不没]", clause))
        if content(rest) & content(o.text) and "了" not in clause and not denied \
                and not _STILL_UNTIL.search(n.text[m.end():]):
            return m.group(0)
    return None


def planned(text: str, at: int, old: str = "") -> bool:
    """What is said at `at` is dated ahead or planned in its clause (明年小学毕业, 老周打算下个月
    退休): not a state now. A change dated from a time on (从下个月起) is not a plan, nor a
    time the old memory names too (明年春节的旅行取消了: the occasion, not when it ends)."""
    before = _SPLIT.split(text[:at])[-1]
    return any(m.group(0) not in old for m in _FUTURE.finditer(before)) \
        and not re.search(r"从[^,。]{0,6}(?:起|开始)", before)


# a slot's value only wished for (他想搬到东城去): no move yet
_WISH = re.compile(r"(?<![理思梦感])想(?!起|到|通)|希望|打算|考虑")


def plain(clause: str) -> bool:
    """Neither one day's exception nor an addition."""
    return not ONE_OFF.search(clause) and not any(w in clause for w in _ADDED)


# a measure just taken (刚称了, 今早量了, 体检测出): what it reads is the value now
_MEASURED = re.compile(r"(?:称|量|测)(?:了|出|下来)(?:一下)?(?:是|有)?[" + NUM + r"]")


def changed(clause: str, text: str) -> bool:
    """Whether the clause (or the sentence around it) marks a changed state."""
    return any(c in text for c in CHANGE) or bool(MOVE.search(clause)) \
        or bool(re.search(r"了$|[\u4e00-\u9fff][成到]了", clause)) \
        or bool(re.search(r"[开当找进盘租]了(?:一)?(?:个|家|间|份|辆)", clause)) \
        or bool(_MEASURED.search(clause))  # 开了个铺: set up; 刚称了104斤: a measure taken now


def correction(text: str) -> str | None:
    return next((c for c in CORRECTION if c in text), None)


def frame_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) when the structure says the new statement replaces the old, the
    subjects already known to be the same; else None."""
    olds = claims(o.text)
    fixed = correction(n.text)
    if one_day(n.text) and fixed is None:
        return None
    if fixed is not None and o.numbers and n.numbers and not amounts(n.text) & amounts(o.text) \
            and content(o.text) & content(n.text) - named_words(o, n):  # of the same thing
        return "repudiated", fixed, f"{'/'.join(o.numbers)} -> {'/'.join(n.numbers)}, said wrong"
    for old in olds:  # 属兔的是我妈: the old value is someone else's
        m = re.search(re.escape(old.value) + r"的(?:是|那个是)", n.text)
        if m and any(c.slot == old.slot and c.value != old.value for c in claims(n.text)):
            return "repudiated", m.group(0), f"{old.value} is someone else's"
    now = _now_other(o, n)
    if now:
        return "outdated", now, "the same verb, another object, now"
    denied = _denied_value(o, n)
    if denied:
        return "repudiated", f"不是{denied}", f"names the old value {denied!r} as not so"
    for old in olds:
        if told_past(old.clause):  # 老爸以前在水泥厂上班 / 现在开茶叶店: then and now
            continue
        for new in claims(n.text):
            if new.slot != old.slot or not plain(new.clause) or _WISH.search(new.clause) \
                    or _PAST.search(new.clause) \
                    or (not n.hedge and planned(new.clause, new.clause.find(new.value), o.text)):
                continue  # wished, or planned ahead (下学期就要上小学了): not a state now
            if _differ(old.value, new.value) and not new.negated and not old.negated:
                if old.slot in _MONEY and not priced_alike(o.text, n.text, old, new):
                    continue  # 理发二十五块 / 午饭十八块: money alone names no one price
                if fixed is not None:
                    return "repudiated", fixed, (f"{old.slot}: {old.value} -> {new.value}, "
                                                 f"said to be wrong")
                if new.reached or changed(new.clause, n.text):
                    return "outdated", new.clause, f"{old.slot}: {old.value} -> {new.value}"
            elif not _differ(old.value, new.value) and new.negated != old.negated \
                    and changed(new.clause, n.text):
                return "outdated", new.clause, f"{old.slot}: {old.value}, now the opposite"
    return None


_MONEY = ("量:块", "量:元")
_POINTING = set("一那这每哪几俺我你他她它")  # 一趟, 那趟: which one, not what kind
_NUMBERS = set(NUM) | set("0123456789")
_MONEY_VERBS = set("给收还交付花存取买卖拿赚挣剩")


def other_kind(old: str, new: str) -> bool:
    """Two things of one kind named before two amounts (柴油 / 汽油, 房贷 / 车贷: one head, another
    word before it, neither in the other text); not which one (一趟 / 那趟) nor a verb that
    moves money (趟给 / 能给)."""
    def kinds(text: str) -> set[str]:
        return {text[i:i + 2] for i in range(len(text) - 1)
                if not set(text[i:i + 2]) & (FUNCTION | _POINTING | _NUMBERS)
                and text[i + 1] not in _MONEY_VERBS and "\u4e00" <= text[i] <= "\u9fff"}
    return any(a[1] == b[1] and a[0] != b[0] and a not in new and b not in old
               for a in kinds(old) for b in kinds(new))


def priced_alike(old_text: str, new_text: str, old: Claim, new: Claim) -> bool:
    """Two amounts of money are one price only of a thing both write (not a number: 二十五块 /
    十八块 alone), and not of two of a kind (鸡蛋六块八 / 鸭蛋九块)."""
    tied = any(not re.search(f"[{NUM}]", w) for w in content(old_text) & content(new_text))
    return tied and not other_kind(old.clause[:old.clause.find(old.value)],
                                   new.clause[:new.clause.find(new.value)])


# a clause told as past (以前在东河住了三十年): no value now
_PAST = re.compile(r"以前|原来|原先|早先|过去|曾经|那时候|当年|年轻的时候|小时候")
# a clause bounded to a span of the past or a stage (我大一的时候住在梧桐苑, 读书那会儿): a
# value of then, not of now (以前 and the like, or a stage named before 的时候 / 那会儿)
_THEN = re.compile(r"[\u4e00-\u9fff](?:的时候|那会儿?|那阵子?|那几年|时期)")


def told_past(clause: str) -> bool:
    """The clause says what held in the past or in a stage bounded by then: not a value now."""
    return bool(_PAST.search(clause) or _THEN.search(clause))
_NOW = re.compile(r"(?:现在|如今|目前|已经)(?:改|都|也|就|只)?(?:给人|替人|帮人)?"
                  r"(?P<v>[\u4e00-\u9fff])(?:的(?:好像|应该|可能|大概)?是)?"  # 现在开的好像是…
                  r"(?P<o>[\u4e00-\u9fff]{2,4})")


def _now_other(o: ZhSentence, n: ZhSentence) -> str | None:
    """现在 / 如今 / 已经 and a verb the old memory says with another object (现在睡下铺 /
    睡上铺): the same predicate, another value, now."""
    for m in _NOW.finditer(n.text):
        verb, obj = m.group("v"), re.sub(r"了$", "", m.group("o"))
        if verb in _EMPTY or obj.startswith("的") or not plain(clause_of(n.text, m.start())):
            continue  # 现在开的出租车是新买的: what is driven, said of it
        for at in (i for i, c in enumerate(o.text) if c == verb):
            if told_past(clause_of(o.text, at)):  # 我大一的时候住在梧桐苑 / 现在住在银杏苑
                continue
            was = re.split(r"[,。;!?]", o.text[at + 1:at + 1 + len(obj)])[0]
            whole = re.split(r"[,。;!?]", o.text[at + 1:])[0]  # 出租车 / 货车: its head
            if len(was) >= 2 and was[:2] != obj[:2] and (was[-1] == obj[-1] or (
                    2 <= len(whole) <= 4 and whole[-1] == obj[-1] and obj not in whole)):
                return m.group(0)  # 上铺 / 下铺: the same kind of thing (its head), another one
    return None


_NOT_BUT = re.compile(r"不是(?P<y>[^,。;!?:]{2,8}?)(?=[,。;!?:]|$)")


def _denied_value(o: ZhSentence, n: ZhSentence) -> str | None:
    """"…是X,不是Y" / "不是Y,是X": Y, the old memory's value, denied beside another one."""
    for m in _NOT_BUT.finditer(n.text):
        y = re.sub(r"(?:那天|的)$", "", m.group("y"))
        if len(y) >= 2 and y in o.text and re.search(r"(?<!不)是", n.text.replace(m.group(0), "")):
            return y
    return None


def _opens_denied(o: ZhSentence, n: ZhSentence) -> bool:
    """The new statement opens by denying a value of the old one (不是中医院, …): whatever it
    goes on to say holds, it says so against the old memory."""
    m = re.match(r"(?:其实|哦|哎|噢)?(?:也)?不是(?P<y>[^,。;!?:]{2,8}?)(?:啦|呀|哈)?[,。;!]",
                 n.text)
    return m is not None and m.group("y") in o.text


def named_words(o: ZhSentence, n: ZhSentence) -> set[str]:
    """The two-character words inside the people and subjects named: whom it is about, not
    what is said of them (王磊 moving says nothing of 李雪的男朋友叫王磊)."""
    named = o.people | n.people | {x.split("的")[0] for x in (o.subject, n.subject) if x}
    return {p for name in named for p in content(name)}


def clause_of(text: str, at: int) -> str:
    return clause_at(text, at, MARKS + ":")

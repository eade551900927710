"""Changes of hands for the Chinese judge (rules.judge_zh): the value of a slot that moves
from one holder to another, rather than a slot filled with another value.

- **taken over** (read before the subject check: the new statement's subject is the new
  holder, not the old one): a role the old statement gives its subject (老谭是车间的班长, an
  office: 长, 主任, 负责人, 管理员 ...) or a thing someone keeps or runs (狸花猫归我妈养,
  是王姐在管) now someone else's: 班长由小付接了, 小付接了班长, 狸花猫现在归我了,
  班长换成了小付, 被小付顶了 -> outdated; Y才是班长, a claim against the old holder
  -> suspected_outdated;
- **handed on** (the same subject): a thing the old statement says its subject keeps, drives or
  runs (开出租车, 养了两头牛, 在菜市场卖鱼: a trade's stall, 鱼摊) given, sold or passed to
  someone (把出租车的营运证转给别人了, 鱼摊转给别人了) -> outdated;
- **ended by its outcome** (the same subject): an ailment the old statement names healed (带状疱疹
  好利索了, 腿好了, 痊愈, 康复) or a pregnancy delivered (怀二胎 / 生了) -> outdated.
Nothing holds for one day, a stand-in (帮, 替, 临时, 暂时, 代), a plan or a wish, a denial
(没, 不, 还没), a role qualified otherwise (副班长, 隔壁车间的班长), a part of the things (一头),
money passed on (工资转给我妈), the same holder again, or a cure not complete (好多了, 快好了)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_ends import WISHED
from ebbing.lifecycle.rules.judge_zh_frame import clause_of, planned
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, ZhSentence

_END = r"(?=[,。;!?吧呢啊]|$)"
_CJK = r"[\u4e00-\u9fff]"
# an office one person holds at a time within what it is of (楼长, 班主任, 店长, 负责人)
_OFFICE = re.compile(r"(?:长|主任|主席|支书|负责人|管理员|主管|经理|书记|会计|出纳|教练|队长|组长"
                     r"|代表)$")
_ROLE = re.compile(rf"(?:是|当|担任)(?:了)?(?:[^,。;!?]{{0,10}}?的)?(?P<r>{_CJK}{{2,5}}?){_END}")
# a thing someone keeps or runs, and who: 狸花猫归我妈养, 驿站是王嬢嬢在管
_KEPT = re.compile(rf"(?P<t>{_CJK}{{2,8}}?)(?:是|归|由)(?P<x>{_CJK}{{1,4}}?)在?"
                   r"(?:养|管|带|负责|打理|经营|照顾|看着|遛|喂|接送)")
_ADV = r"(?:现在|已经|就|都|早就|早|好像|可能|似乎|估计|据说|听说)*"
_PRONOUNS = ("他", "她", "它", "他们", "她们", "人家", "大家")
_TAKEN = (  # (pattern, claim only): the role or thing w, now y's
    (re.compile(rf"(?P<w>{_CJK}{{2,8}}?){_ADV}由(?P<y>{_CJK}{{1,8}}?)(?:来)?"
                r"(?:接手|接管|接任|接替|接|担任|当|顶|负责|管|养|带)"), False),
    (re.compile(rf"(?P<w>{_CJK}{{2,8}}?){_ADV}归(?P<y>{_CJK}{{1,4}}?)"
                r"(?:管|养|带|遛|喂|接送)?了"), False),
    (re.compile(rf"(?P<w>{_CJK}{{2,6}}?){_ADV}(?:要|会|得)?(?:换成|变成|换)了?(?P<y>{_CJK}{{1,4}}?)"
                rf"(?:了|在当|当了)?{_END}"), False),
    (re.compile(rf"(?P<w>{_CJK}{{2,6}}?)(?:的位置|的位子)?(?:已经|早就)?(?:被|让)(?P<y>{_CJK}{{1,8}}?)"
                r"(?:给)?(?:顶|抢|占|接手|接管|接)(?:了|走了|掉了|替了)"), False),
    (re.compile(rf"(?P<y>{_CJK}{{1,4}}?)(?:已经|早就)?(?:接了|接替了|顶了|顶替了|接过了|当上了)"
                rf"(?P<q>{_CJK}{{1,4}}的)?(?P<w>{_CJK}{{2,5}}?){_END}"), False),
    (re.compile(rf"(?P<y>{_CJK}{{1,4}}?)才是(?P<q>[^,。;!?]{{0,8}}?的)?(?P<w>{_CJK}{{2,5}}?){_END}"),
     True),
)
_STAND_IN = re.compile(r"帮|替(?!了)|临时|暂时|代|先|这几天|这阵子|几天|请假")
_DENIED = re.compile(r"[不没]|还没|未")


def taken_over(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("outdated" or "suspected_outdated", cue, reason) when a role or a thing the old
    statement gives one holder is said to be another's now; else None."""
    held = _held(o)
    if held is None:
        return None
    what, holder = held
    for pattern, claim in _TAKEN:
        for m in pattern.finditer(n.text):
            w, y = re.sub("^" + _ADV, "", m.group("w")), m.group("y").split("的")[-1]
            clause = clause_of(n.text, m.start())
            head = clause[:clause.find(m.group(0))] if m.group(0) in clause else ""
            first = m.start("w") < m.start("y")  # the role first: what precedes qualifies it
            if not _names(w, what, o.text) or ONE_OFF.search(clause) \
                    or _STAND_IN.search(clause) or _DENIED.search(head + m.group(0)) \
                    or WISHED.search(head) or planned(n.text, m.start(), o.text):
                continue
            said = (head if first else (m.groupdict().get("q") or "")) + w
            if not _qualified_alike(said, what, o.text):
                continue
            if y in _PRONOUNS or _same_one(y, holder) or y in what or w in y:
                continue
            outcome = "suspected_outdated" if claim else "outdated"
            whose = "someone else's" if y in ("人", "别人") else f"{y}'s"
            return (outcome, m.group(0), f"'{m.group(0)}': {what} is {whose} now, not {holder}'s")
    return None


def _held(o: ZhSentence) -> tuple[str, str] | None:
    """(role or thing, holder) the old statement gives."""
    m = _KEPT.search(o.text)
    if m and m.group("x") not in _PRONOUNS:
        thing = re.sub(r"^(?:我们|我|他|她)?(?:家|的)?(?:那|这)?(?:只|条|个|辆|家|间)?", "",
                       m.group("t"))
        return thing, m.group("x")
    kept = _KEEPS.search(o.text)
    if kept and o.subject and kept.group("v") not in _TRADE and len(kept.group("obj")) >= 2:
        return kept.group("obj"), o.subject  # 老段开了一家五金店
    for m in _ROLE.finditer(o.text):
        # the holder: the subject read, or what opens the clause (俞伯是村里的会计)
        who = o.subject or re.sub(r"^.*[,。;!?]", "", o.text[:m.start()])
        if who and len(who) <= 4 and _OFFICE.search(m.group("r")) \
                and not who.endswith(("不", "没", "也", "都", "还")):
            return m.group("r"), who
    return None


def _pairs(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1)}


def _same_one(a: str, b: str) -> bool:
    """One holder said twice (老谭 / 谭), not 我 / 我妈."""
    return a == b or (min(len(a), len(b)) >= 2 and (a in b or b in a))


def _names(w: str, what: str, old: str) -> bool:
    """The new statement's role or thing is the old one's (班长 / 我们车间的班长)."""
    return w.endswith(what) or what.endswith(w) or (len(w) >= 2 and w[-2:] == what[-2:])


def _qualified_alike(said: str, what: str, old: str) -> bool:
    """Every word said before the role is in the old statement too (副班长, 隔壁车间的班长
    are other roles)."""
    before = said[:len(said) - len(what)] if said.endswith(what) else said[:-2]
    return all(c in old or c in FUNCTION or not re.match(_CJK, c) for c in before
               if c not in "现在已经就都早")


# a thing someone keeps, drives or runs (开出租车, 养了两头牛), or a trade (卖鱼, 摆摊)
_KEEPS = re.compile(rf"(?P<v>开|养|种|经营|承包|租|跑|卖|摆|当)(?:了|着)?(?:[^,。;!?]{{1,6}}的)?"
                    rf"(?:[一两三四五六七八九十百千几0-9]+[头只条辆亩间家个匹])?(?P<obj>{_CJK}{{1,4}}?)"
                    rf"{_END}")
_TRADE = ("卖", "摆")
_BUSINESS = re.compile(r"(?:摊|店|铺|档|档口|摊位|生意|买卖|门面|门市)$")
_GIVES = re.compile(rf"(?:把)?(?P<t>{_CJK}[^,。;!?]{{0,9}}?)(?:都|全|全部|统统)?"
                    r"(?P<v>转给|交给|让给|盘给|卖给|送给|过户给|转让给|传给|租给|转让了|转手了"
                    # 兑给, 兑出去: 转让 as the north says it
                    r"|盘出去了|转出去了|兑给|兑出去了)(?:了)?(?P<y>[^,。;!?]{0,6})")
_MONEY = re.compile(r"钱|块|元|工资|房租|红包|[0-9一两三四五六七八九十百千万几半]")


def hands_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """Of the same subject: a thing kept or run handed on, an ailment healed, a pregnancy
    delivered: ("outdated", cue, reason), or None."""
    return _handed_on(o, n) or _ended_by_outcome(o, n) or _course_stopped(o, n)


def _handed_on(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    kept = [(m.group("v"), m.group("obj")) for m in _KEEPS.finditer(o.text)]
    if not kept:
        return None
    for m in _GIVES.finditer(n.text):
        thing = m.group("t").split("把")[-1]
        if n.subject and thing.startswith(n.subject):
            thing = thing[len(n.subject):].lstrip("的")
        clause = clause_of(n.text, m.start("v"))
        head = clause[:clause.find(thing)] if thing and thing in clause else ""
        if not thing or _MONEY.search(thing) or ONE_OFF.search(clause) \
                or _STAND_IN.search(clause) or _DENIED.search(head + thing) \
                or WISHED.search(head) or planned(n.text, m.start("v"), o.text):
            continue
        if _someone_elses(n.text[:m.start("v")], o):
            continue
        for verb, obj in kept:
            trade_ok = verb not in _TRADE or bool(_BUSINESS.search(thing))
            goods = _BUSINESS.sub("", thing.split("的")[-1])
            if verb == "当":  # a job handed on as its work: 收银员 / 收银的活儿
                same = bool(_pairs(obj) & _pairs(thing))
            elif verb in _TRADE:
                same = bool(set(goods) & set(obj) - FUNCTION)
            else:
                same = thing.startswith(obj) or obj.endswith(thing)  # 网约车 / 车
            if trade_ok and same:
                return ("outdated", m.group(0),
                        f"'{m.group(0)}': {thing} is no longer {n.subject or o.subject}'s")
    return None


# an ailment or an injury the old statement names, and its healing
_AILING = re.compile(r"得了|患了|查出|染上|摔|骨折|扭伤|崴|感冒|发烧|生病|病了|住院|疼|痛"
                     r"|手术|开刀")
_HEALED = re.compile(rf"(?P<p>{_CJK}{{0,8}}?)(?:已经|都|早就|全|终于)?"
                     r"(?:好利索了|好彻底了|彻底好了|全好了|好全了|痊愈了?|康复了?|治好了|好了)")
_AFTER_CARE = re.compile(rf"(?:做|动|开|打|治|吃)[完了过]{_CJK}{{0,4}}?(?:以后|之后|后)$")
_NOT_YET = re.compile(r"[不没快]|还没|差不多|基本|差点|一点")
_PREGNANT = re.compile(r"怀(?:孕|了|着|上|二胎|三胎|头胎|宝宝)")
_DELIVERED = re.compile(r"(?<![出先])生(?:了|下了|下|完)"
                        r"(?!病|气|日|场|一场|点|锈|火|疮|意|根|怕|疏)")


def _ended_by_outcome(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    # the ailment named (带状疱疹, 腿), not illness in general (生病了 / 病好了: two events)
    own = set(o.subject or "") | set(n.subject or "") | FUNCTION | set("病疼痛伤")
    if _AILING.search(o.text):
        for m in _HEALED.finditer(n.text):
            clause = clause_of(n.text, m.start())
            said = _AFTER_CARE.sub("", m.group("p"))  # 腰做完手术以后好了: the 腰 healed
            if ONE_OFF.search(clause) or _NOT_YET.search(clause[:clause.find(m.group(0))]
                                                         + said):
                continue
            if said and said[-1] in o.text and said[-1] not in own:  # what healed, by name
                return ("outdated", m.group(0), f"'{m.group(0)}': healed, no longer ill")
    if _PREGNANT.search(o.text):
        for m in _DELIVERED.finditer(n.text):
            clause = clause_of(n.text, m.start())
            if not ONE_OFF.search(clause) and not _NOT_YET.search(clause[:m.start()
                                                                  - n.text.find(clause)]) \
                    and not WISHED.search(clause) and not planned(n.text, m.start(), o.text):
                return ("outdated", m.group(0), f"'{m.group(0)}': born, no longer pregnant")
    return None


# a course someone is taking (在学小提琴, 在练书法, 在上网课, 报了游泳班) and its stopping
# (琴课停了, 没再学了, 退了课, 游泳班退了): the course named by a word of what is learnt (琴
# of 小提琴), not by 课 alone
_TAKING = re.compile(rf"在(?:学|练|上|报|读)(?P<obj>{_CJK}{{1,5}}?){_END}|(?P<c>{_CJK}{{1,4}})课"
                     # a class one enrolled in (报了成人游泳班, 报名参加了书法班)
                     rf"|(?:报了?|报名了?|参加了?)(?P<b>{_CJK}{{1,5}}?)班")
_STOPS = re.compile(r"(?:就|已经|早就|都|也|给)?(?:停了|停掉了|不学了|没再学了?|没学了|退了课"
                    r"|退课了|不上了|没再上了?|不练了|没再练了?|退了)")
_FOR_A_WHILE = re.compile(r"停了?[一两三四五六七八九十几半]+[天周月个次节]|暂时|先停|这周|这节")


def _course_stopped(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    taking = _TAKING.search(o.text)
    if taking is None:
        return None
    learnt = taking.group("obj") or taking.group("c") or taking.group("b") or ""
    skip = set(o.subject or "") | set(n.subject or "") | FUNCTION | set("课学练上")
    for m in _STOPS.finditer(n.text):
        clause = clause_of(n.text, m.start())
        head = clause[:clause.find(m.group(0))]
        if ONE_OFF.search(clause) or _FOR_A_WHILE.search(clause) or WISHED.search(head) \
                or _DENIED.search(head) or planned(n.text, m.start(), o.text):
            continue
        if any(c in learnt and c not in skip for c in head) and not _someone_elses(head, o):
            return ("outdated", m.group(0), f"'{m.group(0)}': {learnt} is no longer taken")
    return None


_OWNER = re.compile(r"(?P<x>[^把将的,。;!?]{1,4}?)的")


def _someone_elses(head: str, o: ZhSentence) -> bool:
    """What the clause names belongs to someone the old statement does not name (她同桌的琴课)."""
    for m in _OWNER.finditer(head):
        owner = m.group("x").lstrip("她他")[-2:]  # 听说老谭的: 老谭
        if owner and owner not in o.text and owner not in (o.subject or ""):
            return True
    return False


# the old value believed wrongly (一直以为自己是A型) beside another of its kind (我是B型)
_VALUE = re.compile(r"是(?P<v>[^,。;!?]{1,6}?)(?=[,。;!?]|$)")
_BELIEVED = re.compile(r"(?:一直|还|本来|原来|原先|都)?以为")


def believed_wrongly(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("repudiated", cue, reason) when the new statement says the old value was only
    believed and gives another value of its kind; else None."""
    old = _VALUE.search(o.text)
    if old is None:
        return None
    value = old.group("v")
    for m in _BELIEVED.finditer(n.text):
        believed = clause_of(n.text, m.start())[:24]
        believed = believed[believed.find("以为"):]
        # the value, or its kind's word said as 的 (以为他是茂名的: 茂名人)
        if value not in believed and not (len(value) > 2 and f"是{value[:-1]}的" in believed):
            continue
        for other in _VALUE.finditer(n.text):
            w = other.group("v")
            if w != value and w[-1] == value[-1] and other.start() != n.text.find(
                    value) - 1 and not _BELIEVED.search(clause_of(n.text, other.start())):
                return ("repudiated", m.group(0),
                        f"'{m.group(0)}': {value} was believed, {w} is so")
    return None

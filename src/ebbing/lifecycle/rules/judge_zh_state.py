"""A change the Chinese judge (rules.judge_zh) reads from the state the new statement
describes, not from a word of change: the subjects are already known to be the same, and
the old memory states a state, a habit or an exclusive choice of that subject.

- `other_choice`: the same verb with another object, said as the one now (现在开的是X, 现在只
  喝X, 现在用X了) against the old memory's object of that verb (开一辆桑塔纳, 只喝美式): an
  exclusive slot (的是, 只, or the 了 of a reached state) filled with another value;
- `abstains`: a habit of the old memory given up in total (滴酒不沾, 一根烟都不抽了, 再没跑过
  步, 连泳池都不去了, 已经三年没碰过烟了): a negation of the whole kind, over a character of what
  the old memory does (酒 of 白酒, 跑 of 跑五公里);
- `undone`: a state of the old memory's appearance or possessions undone by a verb that
  removes it (留着长发 / 把头发剪短了, 戴着眼镜 / 眼镜摘了, 留着络腮胡 / 把胡子刮了);
- `opposite`: the other value of a scale whose values exclude each other (SCALES: 怕 / 敢,
  单身 / 结婚, 吃素 / 吃肉, 身体很好 / 卧床, 短发 / 留到腰 …), said as a lasting state;
- `flipped`: the old memory's 不X (不喝酒) now done (开始喝酒了, 现在喝酒了);
- `returned`: 回X了 of someone the old memory places elsewhere (在深圳工作 / 回武汉了), said
  without a visit's words: a move or a visit, so suspected at most.

The lists are inputs to that reading. Nothing holds for one day (今天, 这次), as an addition
(也, 又), as a wish or advice (想, 希望, 让他, 劝), or when the new statement says the old one
still holds (还是, 仍然, 坚持).
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import claims
from ebbing.lifecycle.rules.judge_zh_scales import chars as _chars
from ebbing.lifecycle.rules.judge_zh_scales import clauses as _clauses
from ebbing.lifecycle.rules.judge_zh_scales import opposite
from ebbing.lifecycle.rules.judge_zh_scales import plain as _plain
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ONE_OFF, PERSON, ZhSentence

_VERBS = "开用喝吃养穿戴骑住抽玩听坐弹练停放"
_NOW = r"(?:现在|如今|目前|这阵子|最近|已经|改)"
_QTY = r"(?:一[辆台部只条个杯件双副瓶头]|[两三四五]?[只条头])?"


def _head(obj: str) -> str:
    """What an object is, the words that describe it dropped (红色的比亚迪 -> 比亚迪)."""
    return re.sub(r"了$", "", obj.split("的")[-1]) or obj


def _objects(text: str, verb: str) -> list[str]:
    return [m.group(1) for m in re.finditer(
        verb + r"(?:的是|着|了)?" + _QTY + r"([\u4e00-\u9fff]{1,6}?)(?=[,。;!?只]|的$|$)", text)]


def other_choice(o: ZhSentence, n: ZhSentence) -> str | None:
    """现在 / 已经 and a verb of the old memory with another object, said as exclusive."""
    old = o.text
    for clause in _clauses(n):
        m = re.search(_NOW + r"[^,。]{0,2}?(?P<only>只|就只|都)?(?P<v>[" + _VERBS + r"])"
                      r"(?P<cleft>的是|上了|起了)?" + _QTY + r"(?P<o>[\u4e00-\u9fff]{1,8}?)"
                      r"(?P<le>了)?$", clause)
        if m is None or not _plain(clause):
            continue
        verb, obj = m.group("v"), _head(m.group("o"))
        was = _objects(old, verb)
        exclusive = m.group("only") or m.group("cleft") or m.group("le") \
            or "只" + verb in old or verb + "的是" in old
        if was and exclusive and not any(_chars(obj) & _chars(_head(w)) for w in was) \
                and _chars(obj):
            return m.group(0)
    return None


# a habit negated in total: the whole kind (滴X不沾), not once since (再没…过), not even
# one (一根…都不…了), not even the place of it (连…都不…了)
_TOTAL = re.compile(r"滴(?P<a>[\u4e00-\u9fff])不沾"
                    r"|(?:一|半)[\u4e00-\u9fff]?(?P<b>[\u4e00-\u9fff]{0,2})"
                    r"(?:都|也)不(?P<c>[\u4e00-\u9fff]{1,2})(?:了|$)|(?:再|就再|已经)?没(?:再)?"
                    r"(?P<d>[\u4e00-\u9fff]{1,3}?)过(?P<e>[\u4e00-\u9fff]{0,2})"
                    r"|连(?P<f>[\u4e00-\u9fff]{1,4}?)都不(?P<g>[\u4e00-\u9fff]{1,2})了"
                    r"|(?P<h>[\u4e00-\u9fff]{1,2})不沾"
                    r"|再也(?P<i>[\u4e00-\u9fff]{1,2}?)不(?:了|动|成)了?"
                    r"|(?:不用|不必|不需要)再?(?P<j>[\u4e00-\u9fff]{1,2}?)了"
                    r"|(?P<k>[\u4e00-\u9fff])(?:彻底|早就|已经|早)?断了"
                    r"|(?:早就|已经|早)不(?P<m>用|穿|戴|玩|吃|喝)了"
                    r"|(?P<n>[\u4e00-\u9fff])不(?:动|了)了")
# never missed, never stopped, never broken: kept (一天都没落下过遛狗, 开了十五年还没坏过)
_KEPT = re.compile(r"没(?:有)?(?:再)?(?:落下|断|停|间断|缺|错过|耽误|歇|少|坏|出过|生过病)")
_HABIT = re.compile(r"爱|喜欢|每|天天|常|经常|总|习惯|很凶|能喝|能吃|烟民|酒鬼|迷|一顿")


_DUMMY = frozenset("步澡觉")  # a verb's own object (跑步, 洗澡): the verb says it all


def abstains(o: ZhSentence, n: ZhSentence) -> str | None:
    """What the old memory does (a habit, or a plain statement of doing: 抽烟斗) negated in
    total; the object negated must be of the old memory's (一口咖啡都不喝 is not 茶), or, with
    none named, the verb (再没跑过步 / 每天跑五公里)."""
    if re.search(r"不|没|戒", o.text) or not (
            _HABIT.search(o.text) or not re.search(r"[了过](?:[,。;!?]|$)", o.text)):
        return None
    done = _chars(o.text.replace(o.subject, "", 1) if o.subject else o.text)
    for clause in _clauses(n):
        if not _plain(clause, negated=True):
            continue
        if _KEPT.search(clause):
            continue
        for m in _TOTAL.finditer(clause):
            if re.search(r"(?:一直|始终|从头到尾)都?$", clause[:m.start()]):
                continue  # 一直没动过: held as it was all along, nothing given up
            objects = _chars("".join(m.group(g) or "" for g in "abefhk"))
            verbs = _chars("".join(m.group(g) or "" for g in "cdgijmn"))
            topic = _chars(clause[:m.start()])  # 篮球是再也打不了了: the object said first
            if objects & done or topic & done or (verbs & done and not objects - _DUMMY):
                return m.group(0)
    return None


_STATE = re.compile(r"留着|留了|戴着|戴了|戴|烫了|烫着|蓄着|扎着|穿着|有(?=一|个|辆|台|部|只|条)"
                    r"|的是|是一家|是一个|开着")
_UNDO = re.compile(r"剪(?!刀|纸)|摘|刮(?!风)|剃|拉直|拆|扔|丢了|被偷|偷了|卖了|送人|送回|送走|退掉"
                   r"|取下|没了|不见了|转让|关了|关门|倒闭")


# what one has grown (留着长发, 蓄着胡子) cut whatever day it was done on (小雨昨天去剪了个寸头;
# not 摘, which a day may bound: 昨天摘了眼镜; nor a shop 是一家…: 昨天去楼下的理发店剪了个短发)
_FOR_GOOD = re.compile(r"剪|剃|拉直")


def undone(o: ZhSentence, n: ZhSentence) -> str | None:
    m = _STATE.search(o.text)
    if m is None:
        return None
    kept = _chars(re.split(r"[,。;!?:]", o.text[m.end():])[0])
    grown = m.group(0)[0] in "留蓄扎烫"  # grown or done on oneself (hair): cut for good
    for clause in _clauses(n):
        u = _UNDO.search(clause)
        more = re.search(r"(?:更|还要|再)([\u4e00-\u9fff])", clause)  # 剪得更短: the same way
        if more and more.group(1) in o.text:
            continue
        if u and (_plain(clause) or (grown and _FOR_GOOD.match(u.group(0)) is not None
                                     and _plain(ONE_OFF.sub("", clause)))) \
                and _chars(clause.replace(u.group(0), "")) & kept:
            return u.group(0)
    return None


_FLIP = re.compile(r"开始|现在|如今|已经|又开始|重新")


def flipped(o: ZhSentence, n: ZhSentence) -> str | None:
    """The old memory's 不X (不喝酒, 不吃辣) done now (开始喝酒了)."""
    for m in re.finditer(r"(?:不|没)([\u4e00-\u9fff]{2,3}?)(?=[,。;!?]|$)", o.text):
        done = re.sub(r"^(?:会|能|敢|爱|喜欢|太|有)", "", m.group(1))
        if len(done) < 2:
            continue
        said = re.compile(re.escape(done[0]) + r"[\u4e00-\u9fff]{0,2}?" + re.escape(done[1:]))
        for clause in _clauses(n):
            f = said.search(clause)
            if f is None:
                continue
            reached = (clause.endswith("了") or clause[f.start() - 1:f.start()] == "了") \
                and not re.search(r"[不没]", clause)  # 考出驾照了, 加装了电梯
            if f.start() > 0 and clause[f.start() - 1] not in "不没" \
                    and (_FLIP.search(clause[:f.start()]) or reached) \
                    and _plain(clause, negated=True):  # 也开始打牌了: he as well, now
                return clause[:f.end()]
    return None


_PLACED = re.compile(r"在([\u4e00-\u9fff]{2,4}?)(?:工作|上班|住|打工|生活)"
                     r"|住在([\u4e00-\u9fff]{2,4})")
_VISIT = re.compile(r"过年|过节|探亲|出差|看望|看看|玩|度假|一趟|几天|周末|放假|开会")


def returned(o: ZhSentence, n: ZhSentence) -> str | None:
    """回X了 of someone the old memory places in another place, no visit said."""
    placed = _PLACED.search(o.text)
    if placed is None or not n.subject or n.subject != o.subject:  # named: a weak cue
        return None
    where = placed.group(1) or placed.group(2)
    for clause in _clauses(n):
        m = re.search(r"回(?:到)?(?P<x>[\u4e00-\u9fff]{2,3}?)(?:去)?了$", clause)
        if m and where not in m.group("x") and not _VISIT.search(n.text) \
                and not ONE_OFF.search(clause):
            return m.group(0)
    return None


_SWAP = re.compile(r"换(?:了|成|上|掉)?(?:个|一个|一部|一台|一辆|了一[部台辆个]|副|双|件|套|张)?"
                   r"(?P<x>[\u4e00-\u9fff]{2,6}?)(?=[,。;!?了]|$)")
_USES = r"(?:用|开|骑|戴|穿|养|住)"


def swapped(o: ZhSentence, n: ZhSentence) -> str | None:
    """换 a thing of the kind the old memory uses (老人机 / 换了智能手机: the head 机)."""
    for clause in _clauses(n):
        m = _SWAP.search(clause)
        if m is None or not _plain(clause):
            continue
        x = m.group("x")
        if "的" in x:  # 换了副金丝边的眼镜 / 眼镜是黑框的: the old memory's thing, another kind
            kind, head = x.rsplit("的", 1)
            if len(head) >= 2 and head in o.text and _chars(kind) \
                    and not _chars(kind) & _chars(o.text):
                return m.group(0)
        for w in re.finditer(_USES + r"(?:的是|着|了)?" + _QTY + r"([\u4e00-\u9fff]{2,8}?)"
                             r"(?=[,。;!?]|$)", o.text):
            was = _head(w.group(1))
            if was[-1] == x[-1] and x not in o.text and was[-1] not in FUNCTION:
                return m.group(0)
    return None


_MEANS = re.compile(r"(?:骑|开|坐|乘|搭|打|挤)(?:共享)?(?:电动车|自行车|单车|摩托车?|地铁|公交"
                    r"|出租车?|高铁|飞机|船|车)|走路|步行")


def other_means(o: ZhSentence, n: ZhSentence) -> str | None:
    """The same errand now done by other means (骑电动车送孩子 / 现在开车送孩子了)."""
    was = _MEANS.search(o.text)
    if was is None:
        return None
    errand = _chars(_MEANS.sub("", o.text.replace(o.subject or "\0", "")))
    for clause in _clauses(n):
        m = _MEANS.search(clause)
        if m and m.group(0) != was.group(0) and _LASTS.search(clause) and _plain(clause) \
                and _chars(_MEANS.sub("", clause)) & errand:
            return m.group(0)
    return None


_TIME = re.compile(r"[零一二三四五六七八九十两0-9]+点(?:半)?|半夜|深夜|凌晨|中午|傍晚|晚上"
                   r"|早上|上午|下午|周末|周[一二三四五六日天]|星期[一二三四五六日天]")
# what lasts into now: a change said, or a span up to now (这半年, 这段时间; not 这几天)
_LASTS = re.compile(r"现在|如今|目前|以后|开始|从此|后来|这(?:半年|一年|几个月|段时间|阵子)")


def retimed(o: ZhSentence, n: ZhSentence) -> str | None:
    """A habit's time said anew: the same time of day now spent on something else (每天中午去
    健身房 / 现在中午都在工位睡觉), or the same doing at another time (加班到半夜 / 现在六点
    准时下班), said as lasting (现在, 以后)."""
    if not _HABIT.search(o.text):
        return None
    was = {m.group(0) for m in _TIME.finditer(o.text)}
    doing = _chars(_TIME.sub("", o.text.replace(o.subject or "\0", "")))
    for clause in _clauses(n):
        if not _LASTS.search(n.text) or not _plain(clause):
            continue
        now = {m.group(0) for m in _TIME.finditer(clause)}
        does = _chars(_TIME.sub("", _LASTS.sub("", clause)))
        if not now or not does:
            continue
        if now <= was and not does & doing:
            return clause
        if not now & was and was and does & doing:
            return clause
    return None


def new_job(o: ZhSentence, n: ZhSentence) -> str | None:
    """A job taken up (当保安了, 做起了会计) by someone the old memory says works elsewhere or
    as something else (在老家种地): the job slot filled anew."""
    olds = claims(o.text)
    if not any(c.slot in ("工作地", "职业") for c in olds):
        return None
    where = {c.value for c in olds if c.slot == "工作地"}
    for c in claims(n.text):
        if c.slot == "职业" and not c.negated and c.value not in o.text and _plain(c.clause) \
                and re.search(r"了$|上了|起了", c.clause) \
                and not (where and not any(c.slot == "职业" for c in olds)
                         and any(w in c.clause for w in where)):  # 在电子厂当上了组长: a rank
            return c.clause
    return None


_INTO = re.compile(r"(?:把)?(?P<x>[^,。;!?:把]{1,8}?)(?:换|改|变|调)(?:成|为)了?"
                   r"(?P<y>[^,。;!?:]{1,10})")


def replaced(o: ZhSentence, n: ZhSentence) -> str | None:
    """X 换成 / 改成 Y (把小米换成苹果了, 网换成电信的了): X of the old memory, Y not in it."""
    for clause in _clauses(n):
        m = _INTO.search(clause)
        if m is None or not _plain(clause):
            continue
        x = m.group("x").split("的")[-1]
        y = _chars(re.sub(r"的?了$", "", m.group("y")))
        if x and (x in o.text or (x[-1] in o.text and x[-1] not in FUNCTION)) \
                and y and not y & _chars(o.text):
            return m.group(0)
    return None


_OWN_WAY = re.compile(r"(?:自己)?出来(?:单干|创业|自己干|开了|干了)|辞职创业|下海|自立门户")


def own_way(o: ZhSentence, n: ZhSentence) -> str | None:
    """Gone out on one's own (自己出来开了个工作室) from the work the old memory states."""
    if not any(c.slot in ("工作地", "职业") for c in claims(o.text)):
        return None
    for clause in _clauses(n):
        m = _OWN_WAY.search(clause)
        if m and _plain(clause):
            return m.group(0)
    return None


_AMOUNT = re.compile(r"[0-9零一二三四五六七八九十百千万两]+")


def renumbered(o: ZhSentence, n: ZhSentence) -> str | None:
    """The same doing with another amount, said as now (每个月给家里寄两千块 / 现在每个月给家里
    寄三千了): the two characters before the number are the old memory's, the number not."""
    if not _LASTS.search(n.text):
        return None
    for clause in _clauses(n):
        if not _plain(clause):
            continue
        for m in _AMOUNT.finditer(clause):
            before = clause[max(0, m.start() - 2):m.start()]
            if len(before) < 2 or set(before) & FUNCTION:
                continue
            was = re.search(re.escape(before) + r"([0-9零一二三四五六七八九十百千万两]+)", o.text)
            if was and was.group(1) != m.group(0):
                return before + m.group(0)
    return None


def state_conflict(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """(outcome, cue, reason) of a change the new state implies, else None.

    An implied change is weaker evidence than a stated one, so it needs the same person named
    on both sides: a statement that names someone the other does not mention (阿坤滴酒不沾
    beside 卫东爱喝白酒, where 卫东 is not read as a subject) is about someone else."""
    unsaid = not _same_person_named(o, n) and _unsaid_speaker(o, n)
    if not unsaid and not _same_person_named(o, n):
        return None
    for outcome, reading, reason in (
            ("outdated", other_choice, "the same verb, another object, now"),
            ("outdated", replaced, "the old value replaced by another"),
            ("outdated", abstains, "a habit given up in total"),
            ("outdated", undone, "a state undone"),
            ("outdated", opposite, "the other value of the same scale"),
            ("outdated", flipped, "what was not done is done now"),
            ("outdated", swapped, "a thing of the same kind in its place"),
            ("outdated", retimed, "a habit's time said anew"),
            ("outdated", new_job, "another job taken up"),
            ("outdated", own_way, "gone out on one's own"),
            ("outdated", other_means, "the same errand by other means now"),
            ("outdated", renumbered, "the same doing, another amount, now"),
            ("suspected_outdated", returned, "gone back elsewhere: a move or a visit")):
        if unsaid and reading not in (abstains, other_means):
            continue  # the speaker unsaid: only a doing named on both sides
        cue = reading(o, n)
        if cue and unsaid and not set(cue) & set(o.text) - FUNCTION - set("去来做干再过"):
            continue  # 广场舞就没再去跳过 shares only 去 with 去江边夜跑
        if cue:
            return outcome, cue, f"{reason}: {cue}"
    return None


def _unsaid_speaker(o: ZhSentence, n: ZhSentence) -> bool:
    """The old memory is the speaker's and the new one names no one (膝盖伤了以后就没再跑过步):
    in a chat, the speaker."""
    return o.subject in ("我", "我们") and not (n.subject or n.teller or n.people) \
        and not PERSON.search(n.text)


def _same_person_named(o: ZhSentence, n: ZhSentence) -> bool:
    """Whether a subject read on one side is named (or is the subject) on the other too."""
    a, b = o.subject, n.subject
    if a and b:
        return True  # both read: judge_zh's own subject rule has compared them already
    named = a or b
    other = n if a else o
    return not named or named in other.text or named in other.people

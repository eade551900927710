"""What the Chinese judge (rules.judge_zh) reads in a sentence: the teller and the reported
clause, the hedge, the subject and the people named, times and numbers, and the cues. Word
lists are inputs to that reading, not sentences to match."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ebbing.core.entities_zh import SURNAMES, people_zh
from ebbing.lifecycle.rules.judge_zh_cues import CORRECTIONS as CORRECTIONS
from ebbing.lifecycle.rules.judge_zh_cues import ENDS as ENDS
from ebbing.lifecycle.rules.judge_zh_cues import HEDGES as HEDGES
from ebbing.lifecycle.rules.judge_zh_cues import MADE_UP as MADE_UP
from ebbing.lifecycle.rules.judge_zh_cues import SAID_WRONG as SAID_WRONG
from ebbing.lifecycle.rules.judge_zh_cues import SHIFTS as SHIFTS
from ebbing.lifecycle.rules.judge_zh_who import (
    bare_name,
    other_sex,
    relative_by_pronoun,
    resolve_kin,
)

RELATIONSHIP = ("谈恋爱", "同居", "恋爱", "在一起", "交往", "结婚", "订婚", "男朋友", "女朋友",
                "老公", "老婆", "丈夫", "妻子", "对象", "约会", "未婚", "男友", "女友", "另一半",
                "伴侣")
KIN = ("爸爸", "妈妈", "父亲", "母亲", "哥哥", "姐姐", "弟弟", "妹妹", "爷爷", "奶奶", "外公",
       "外婆", "姥姥", "姥爷", "老婆", "老公", "丈夫", "妻子", "太太", "男朋友", "女朋友", "对象",
       "男友", "女友", "儿子", "女儿", "孩子", "房东", "老板", "同事", "邻居", "室友", "朋友",
       "老师", "经理", "叔叔", "阿姨", "舅舅", "同学", "领导", "上司", "医生", "表哥", "表姐",
       "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "舅妈", "姑姑", "侄子", "侄女", "外甥",
       "女婿", "儿媳", "闺女", "老伴", "外孙", "孙子", "孙女")
# a kinship term built from its characters (表舅, 二姑, 大哥, 姨妈, 我妈's 妈): whose relative
# the subject is, beyond the words KIN lists
KIN_FORM = (r"[表堂大二三四五小亲干]?[舅姨叔伯姑婶嫂哥姐弟妹爸妈爷奶姥侄甥孙婆]"
            r"[舅姨叔伯姑婶嫂哥姐弟妹爸妈爷奶姥父母夫子女公婆]?")
_NOT_NAMES = frozenset(["小时", "小区", "小心", "小说", "小孩", "小学", "小组", "小吃", "小费",
                        "小狗", "小猫", "小朋", "老家", "老是", "老实", "老年", "老人", "阿拉",
                        "小店", "小城", "小镇", "小事", "小号"])
_OPENERS = ("其实", "实际上", "事实上", "提醒一下", "顺便说", "好像", "听说", "据说", "可能",
            "也许", "大概", "估计", "对了", "另外", "不过", "但是")
_TIME = re.compile(r"^(?:(?:上|下|这|本)(?:个)?(?:周|星期|月)[一二三四五六日天]?|去年|今年|明年"
                   r"|前年|昨天|今天|明天|前天|后天|昨晚|今晚|最近|现在|之前|以前|后来|刚才"
                   r"|每天|每周[一二三四五六日天]?|周[一二三四五六日天]|星期[一二三四五六日天]"
                   r"|从[^,。]{1,6}起|[0-9一二三四五六七八九十两]+(?:月|号|日|点|年)"
                   r"|早上|晚上|中午|下午|上午)")
_NUM = "0-9零一二三四五六七八九十百千万两"
TIMES = re.compile(rf"[{_NUM}]+(?:月|号|日|点|年|周)|周[一二三四五六日天]|星期|去年|明年|今年"
                   r"|上周|下周|下个月|上个月|晚上|早上|今天|明天|昨天")
NUMBERS = re.compile(rf"[{_NUM}]{{2,}}|[0-9]+")
# someone by their family name and a title or form of address (闫老师, 付大爷, 钱师傅, 潘机长)
TITLES = ("老师", "师傅", "大爷", "大妈", "大娘", "大婶", "阿姨", "叔叔", "医生", "大夫", "教练",
          "经理", "主任", "机长", "警官", "律师", "老板", "师父", "奶奶", "爷爷", "婆婆", "阿婆",
          "大姐", "大哥", "先生", "女士")
_TITLED = "[" + SURNAMES + "](?:" + "|".join(TITLES) + ")"
_NAME = (r"(?:" + _TITLED + r"|[小老阿][\u4e00-\u9fff]|阿?[A-Z][a-zA-Z]+(?:\s[A-Z][a-zA-Z]+)?)")
PERSON = re.compile(r"(?:我们|我|你们|你|他们|她们|" + _TITLED + "|" + "|".join(KIN) + "|"
                    + _NAME + ")")
# (the text is NFKC-normalised first: full-width commas, colons and marks are ASCII here)
# a teller: someone, then a saying verb (说 not in 说错 / 说过 / 说好), then what they said
_FRAME = re.compile(r"^(?:据(?P<w0>[^,。]{1,8}?)说[,]?|听(?P<w1>[^,。]{1,8}?)讲[,]?"
                    r"|(?P<who>[^,。:]{1,8}?)"
                    r"(?:说(?![错过好明服法不谎反岔混串少多])|讲(?![究理话课错过好反岔混串])|告诉(?:我们|我|你|他们|她们|他|她|大家"
                    r"|[A-Za-z]+|[小老阿][\u4e00-\u9fff])?|表示|提到|透露|听说)[,:]?)")
_APOLOGY = re.compile(r"^(?:不好意思|抱歉|对不起|歹势|拍谢|哎呀|哎|哦|噢|嗯)")  # 不好意思我记岔了
_KIN_OPENS = re.compile(r"(?:" + KIN_FORM + r")(?<=[\u4e00-\u9fff]{2})")
# a given name said twice (娟娟, 芸芸): a person, not an adverb said twice (天天, 常常)
_DOUBLED = re.compile(r"([\u4e00-\u9fff])\1(?=[\u4e00-\u9fff])")
_ADVERBS = frozenset(["天天", "常常", "刚刚", "渐渐", "慢慢", "偷偷", "好好", "明明", "往往",
                      "仅仅", "稍稍", "悄悄", "多多", "人人", "处处", "个个", "久久", "轻轻",
                      "早早", "年年", "时时", "默默", "白白", "统统", "紧紧", "星星", "宝宝",
                      "哥哥", "姐姐", "弟弟", "妹妹", "爸爸", "妈妈", "爷爷", "奶奶", "叔叔",
                      "舅舅", "姑姑", "伯伯", "婆婆", "公公", "娃娃", "渐渐", "纷纷", "匆匆"])
# 大伟的爸爸; not 国安的闺女爸 (her father, put in by the teller's 她: that is 国安)
_OWNERS_KIN = re.compile(r"[\u4e00-\u9fff]{2,3}?的(?:" + "|".join(KIN) + "|" + KIN_FORM
                         + r")(?![爸妈哥姐弟妹爷奶])")


def _doubled(text: str) -> re.Match[str] | None:
    m = _DOUBLED.match(text)
    return m if m and m.group(0) not in _ADVERBS else None


_FUNCTION = set("的了是在和与跟我你他她们也都很就又把被说过着个一这那有没不会要吧呢吗啊呀,。、:"
                "年月日号点周天每上下前后今明昨")


# the words of one attribute in Chinese (two characters: the word index keys Chinese by
# character pairs), for conflict candidates as judge_facts.ATTRIBUTES in English
ATTRIBUTES = (
    ("工作", "上班", "公司", "辞职", "离职", "跳槽", "入职", "退休"),
    ("住在", "搬到", "搬家", "搬回", "搬去", "老家"),
    ("恋爱", "一起", "交往", "结婚", "分手", "离婚", "朋友", "对象", "老公", "老婆"),
    ("吃素", "素食", "吃肉"),
    ("抽烟", "喝酒", "戒烟", "戒酒"),
)


def related_zh(text: str) -> set[str]:
    return {w for group in ATTRIBUTES if any(w in text for w in group) for w in group}


@dataclass
class ZhSentence:
    raw: str
    text: str                   # what is told, the teller's frame dropped
    teller: str | None = None
    hedge: str | None = None
    subject: str | None = None
    people: set[str] = field(default_factory=set)  # names and 我, not roles such as 姐姐
    times: list[str] = field(default_factory=list)
    numbers: list[str] = field(default_factory=list)


# whose partner or family member: only a person has one (宏梅的男朋友 -> 宏梅)
_OWNER = re.compile(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff]{2,3}?)的(?:男朋友|女朋友|老公|老婆|丈夫|"
                    r"妻子|对象|未婚夫|未婚妻|儿子|女儿|爸爸|妈妈|父亲|母亲)")


def read(text: str, speaker: str | None = None, other: str | None = None) -> ZhSentence:
    """The sentence as the judge reads it; with two different speakers known, each one's 我
    is their name."""
    raw = _unaddressed(_spoken(unicodedata.normalize("NFKC", text).strip()))
    if speaker and other and speaker.strip() != other.strip():
        raw = re.sub(r"我(?!们)", speaker.strip(), raw)
    said, teller = _unreport(raw)
    said = _unhedged(said)
    s = ZhSentence(raw, said, teller, hedge(raw))
    s.subject = _subject(said)
    s.people = {p for p in PERSON.findall(said) if p not in _NOT_NAMES and p not in KIN
                and p not in {"他", "他们", "她", "她们", "你", "你们"}} | set(people_zh(said))
    s.people |= {m.group(1) for m in _OWNER.finditer(said)
                 if not set(m.group(1)) & _FUNCTION and m.group(1) not in _NOT_NAMES}
    if s.subject and s.subject not in {"我", "我们", "你", "你们"} and s.subject[0] not in "他她" \
            and not any(
            k in s.subject for k in (*KIN, "的")):
        s.people.add(s.subject)  # a name as the subject: 听说王磊可能要…
    s.times = TIMES.findall(said)
    s.numbers = NUMBERS.findall(said)
    return s


def _spoken(text: str) -> str:
    """Text typed or dictated without marks, its clauses parted by a space (表姐那个排档转出去了
    她现在在家带孙子): the space between two Chinese characters is where a clause ends."""
    return re.sub(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])", ",", text)


def hedge(text: str) -> str | None:
    """The first hedge said (不可能, "impossible", is none)."""
    found = []
    for h in sorted(HEDGES, key=len, reverse=True):
        at = text.find(h)
        if at >= 0 and not (h == "可能" and text[max(0, at - 1):at] == "不"):
            found.append((at, h))
    heard = _HEARSAY.search(text)
    if heard and not any(w in text for w in SAID_WRONG):  # 听老蒲说我搞错了: a correction
        found.append((heard.start(), heard.group(0)))
    return min(found)[1] if found else None


# heard from someone (听邻居讲, 听他表妹说), a rumour (都在传) or someone unnamed (有人说)
_HEARSAY = re.compile(r"听[^,。;!?]{1,8}?(?:说|讲)(?![错岔过好])|(?:都|在|到处|群里|村里|厂里)传"
                      r"|有人(?:说|讲)")


# a clause that only says how sure the speaker is ("但我不确定", "不过我也不太清楚"): it says
# nothing of anyone, and its 我 is not the subject of what was heard
_HEDGE_CLAUSE = re.compile(r"^(?:但是?|不过|可是|而且)?我?(?:也|还|并)?(?:不确定|不太确定|不清楚|"
                           r"不太清楚|不敢肯定|不知道是不是真的|不知道真假)[了吧呢啊]?$")


def _unhedged(text: str) -> str:
    """`text` without the clauses that only hedge it (the hedge itself is read from the raw
    text)."""
    parts = re.split(r"([,。;!?])", text)
    kept = [c + d for c, d in zip(parts[::2], [*parts[1::2], ""], strict=True)
            if not _HEDGE_CLAUSE.match(c.strip())]
    out = "".join(kept).rstrip(",;")
    return out or text


_TOLD_TO = re.compile(r"(?<=[\u4e00-\u9fff])(?:跟|对|和|同)(?:我们|我|你们|你|他们|她们|他|她)$")


def _unreport(text: str) -> tuple[str, str | None]:
    m = _FRAME.match(text)
    if m is None:
        return text, None
    who = (m.group("w0") or m.group("w1") or m.group("who") or "").strip()
    # told to someone (刘姐跟我说…, 他对我们讲…): who speaks to one is someone, the teller
    to = _TOLD_TO.search(who)
    who = who[:to.start()] if to else who
    if who and not to and not PERSON.search(who) and not people_zh(who + "说") \
            and not _given_name(who):
        rest = text[m.end():]  # 行家讲Kevin…: told by no one named, of the one it names
        return (rest, None) if re.match(r"阿?[A-Z][a-zA-Z]+", rest) else (text, None)
    rest = text[m.end():]
    if who:  # 他 / 她 in what is told stand for the teller ("他的车其实是灰色的"); the
        # teller's own parent or spouse is told by whose relative the teller is (judge_zh_who)
        rest = other_sex(who, resolve_kin(who, rest))
        rest = re.sub(r"[他她](?![们])", who, rest)
    return rest, who or None


def _given_name(who: str) -> bool:
    """A teller named by two or three characters alone (葛米说…, 春生告诉我…): none of them a
    function word, no time (后来说, 昨天说), no place or source (网上, 新闻)."""
    return 2 <= len(who) <= 3 and bool(re.fullmatch(r"[\u4e00-\u9fff]+", who)) \
        and not set(who) & (_FUNCTION | set("家上里中外网报新闻书")) and _TIME.match(who) is None


# adverbs of two characters a name of two can be followed by (金凤现在, 立新还是)
_ADVERB_PAIRS = frozenset(["现在", "正在", "还在", "也在", "都在", "就在", "又在", "还是", "也是",
                           "都是", "就是", "总是", "只是", "又是", "才是", "一直", "已经", "最近",
                           "每天", "早就", "以前", "平时", "从来", "刚刚", "今天", "昨天", "明天"])


def _unaddressed(text: str) -> str:
    """The text without a first clause that only names whom one speaks to ("小李, 我的自行车
    被偷了", 李姐啊, 喂老王): the one spoken to is not spoken of."""
    head, comma, rest = text.partition(",")
    name = re.sub(r"^(?:喂|嘿|哎|诶)|(?:啊|呀|哎|呐)$", "", head.strip())
    addressed = bool(name) and name not in {"我", "我们"} and (
        name in people_zh(name) or bool(PERSON.fullmatch(name)))
    return rest.strip() if comma and rest.strip() and addressed else text


def _subject(text: str) -> str | None:
    clauses = [c for c in re.split(r"[,。;:]", text) if c]
    for i, clause in enumerate(clauses):
        if i == 0 and len(clauses) > 1 and len(_APOLOGY.sub("", clause)) <= 7 and any(
                c in clause for c in CORRECTIONS):
            continue  # "我记错了…": the subject is what follows
        if i < len(clauses) - 1 and re.search(r"(?:以后|之后|以来|的时候|那年|后)$", clause):
            continue  # "孩子出生以后, 我…": a clause of time; the subject is the main clause's
        rest = clause
        while True:
            before = rest
            for opener in _OPENERS:
                if rest.startswith(opener):
                    rest = rest[len(opener):]
            if (t := _TIME.match(rest)) is not None:
                rest = rest[t.end():]
            if rest == before:
                break
        full = next((p for p in people_zh(rest) if rest.startswith(p)), None)
        if full is not None and len(full) == 3 and rest[2:4] in _ADVERB_PAIRS:
            full = full[:2]  # 金凤现在…: 现在 is no part of the name
        if full is None and (kin := relative_by_pronoun(rest)):
            return rest[0] + kin  # 她婆婆: a relative of someone told before
        m = PERSON.match(rest) or _KIN_OPENS.match(rest) or _doubled(rest) \
            or _OWNERS_KIN.match(rest)  # 表叔在…, 娟娟…, 大伟的爸爸…
        if full is None and (m is None or m.group(0) in _NOT_NAMES):
            full = bare_name(rest)  # 国强每天…, 王海燕在…: judge_zh_who
        if full is None and (m is None or m.group(0) in _NOT_NAMES):
            return None
        who = full if full is not None and (m is None or len(full) > len(m.group(0))) \
            and _doubled(rest) is None else m.group(0) if m is not None else ""
        tail = rest[len(who):]
        owned = re.match(r"(?!是)(?:[\u4e00-\u9fff]{0,4}?的)?(" + "|".join(KIN) + "|" + KIN_FORM
                         + r")|的([\u4e00-\u9fff]{1,2}?)"
                         r"(?=[是叫在很有和把已也都又就不没会要说告上去今昨明每其现已刚])", tail)
        if owned and tail[owned.end():owned.end() + 1] == "圈":
            owned = None  # 表哥朋友圈: what 表哥 posts, not a friend of his
        return who + owned.group(0) if owned else who
    return None


def cue_in(s: ZhSentence, cues: tuple[str, ...], old: ZhSentence | None = None) -> str | None:
    """The first cue `s` says (longest first), not denied (没有分手, 不会搬到), and, with `old`,
    not said by the old memory already."""
    for cue in sorted(cues, key=len, reverse=True):
        at = s.text.find(cue)
        while at >= 0:
            before, rest = s.text[max(0, at - 2):at], s.text[at:]
            denied = not cue.startswith(("不", "已经不", "没")) and (
                before.endswith(("没", "不", "别", "未", "没有", "想", "希望", "争取"))
                or before in {"没有", "不会"})  # not done, or only wished (他想戒烟)
            # a cue of 不 or 没 between a word and itself asks (是不是真的, 对不对, 有没有): no cue
            asked = cue[0] in "不没" and at > 0 and s.text[at - 1] == cue[1:2]
            if not denied and not asked and (old is None or cue not in old.text) \
                    and not _NOUN.match(rest):
                return cue
            at = s.text.find(cue, at + 1)
    if cues is ENDS or ENDS[0] in cues:
        # "不吃素了", "已经不是经理了", "不去栈桥钓鱼了": what the old memory says, denied,
        # with the 了 of a changed state; what is denied is the old memory's when it writes
        # the words, one of their two-character words (不想干出租了 / 开出租车), or, for a
        # verb and its object of two characters, the verb (不走路了 / 走一万步)
        for m in re.finditer(r"不(?:是|再|想)?([\u4e00-\u9fff]{1,6}?)了", s.text):
            done = m.group(1)
            if old is None or not done or m.group(0) in old.text or one_off_before(s.text, m):
                continue
            pairs = {done[i:i + 2] for i in range(len(done) - 1)} - _FUNCTION_PAIRS
            if done in old.text or any(p in old.text for p in pairs) or (
                    len(done) == 2 and done[0] not in _FUNCTION and done[0] in old.text):
                return m.group(0)
    return None


FUNCTION = frozenset(_FUNCTION)  # characters that say no content on their own
_FUNCTION_PAIRS = {"现在", "已经", "以后", "之后", "再也"}
_NOUN = re.compile(r"(?:退休|失业)(?:金|工资|费|证|待遇|人员|保险)")  # 退休金: no end, a pension
# a day's exception is no change of habit: 今天不去了 against 每天早上去钓鱼
# a day's marker; not one a change is dated from (从这周起, 打今天开始, 这个月起: from then on)
_THIS_TIME = r"(?:这次|这回)(?!是?真的?|复查|复诊|体检|检查|化验|测|量)"  # a check: a state
ONE_OFF = re.compile(r"(?<![从自打])(?:今天|明天|昨天|今晚|明晚|昨晚|前天|前晚|上次|那次"
                     rf"|{_THIS_TIME}|今早|这周|这个周末|那天)(?!起|开始)")


def one_off_before(text: str, m: re.Match[str]) -> bool:
    """A one day's time (今天, 这次) said in `m`'s clause before it."""
    clause_start = max(text.rfind(c, 0, m.start()) for c in ",。;") + 1
    return bool(ONE_OFF.search(text[clause_start:m.start()]))


# "no longer X" (不再 X, 再也不 X, 不用我再 X, 已经不 X): X is what the sentence says has ended
_NO_LONGER = re.compile(r"(?:不再|再也不|已经不|不用(?:我|你|他|她|我们)?再"
                        r"|不需要(?:我|你|他|她)?再)"
                        r"([\u4e00-\u9fff]{1,8})")


def no_longer(s: ZhSentence, old: ZhSentence) -> str | None:
    """What `s` says no longer holds when it is what `old` says: a two-character word of it
    (not a function pair) in the old memory, or a verb of one character the old one uses."""
    for m in _NO_LONGER.finditer(s.text):
        done = re.sub(r"了$", "", m.group(1))
        if one_off_before(s.text, m):
            continue
        pairs = {done[i:i + 2] for i in range(len(done) - 1)
                 if not set(done[i:i + 2]) & _FUNCTION} - _FUNCTION_PAIRS
        if any(p in old.text for p in pairs) or (
                done and done[0] not in _FUNCTION and done[0] in old.text):
            return m.group(0)
    return None


def _bigrams(s: ZhSentence) -> set[str]:
    skip = set(s.subject or "")
    text = s.text
    return {text[i:i + 2] for i in range(len(text) - 1)
            if not (set(text[i:i + 2]) & (_FUNCTION | skip)) and not
            re.search(rf"[{_NUM}]", text[i:i + 2])}


def content_overlap(o: ZhSentence, n: ZhSentence) -> set[str]:
    """The two-character words (any two characters, neither a function word, a number or the
    subject's) both say."""
    both = _bigrams(o) & {n.text[i:i + 2] for i in range(len(n.text) - 1)}
    # the subject named by both is whom it is about, not what is said of them
    return both - {x for x in (o.subject, n.subject) if x}


def additive(s: ZhSentence) -> bool:
    return any(w in s.text for w in ("也", "还", "又", "另外", "另一"))


def same_frame(o: ZhSentence, n: ZhSentence) -> tuple[str, str] | None:
    """The values of two sentences that say the same with one value changed: what differs
    between their common start and end ("房租是每月三千元" / "房租是每月三千二百元")."""
    a, b = (re.sub(r"[,。!?了\s]+$", "", x.text) for x in (o, n))
    p = 0
    while p < min(len(a), len(b)) and a[p] == b[p]:
        p += 1
    q = 0
    while q < min(len(a), len(b)) - p and a[-1 - q] == b[-1 - q]:
        q += 1
    num = re.compile(rf"[{_NUM}]")
    while p > 0 and num.match(a[p - 1]):  # a value is its whole number: 三千 / 三千二百
        p -= 1
    while q > 0 and num.match(a[len(a) - q]):
        q -= 1
    mid_a, mid_b = a[p:len(a) - q], b[p:len(b) - q]
    if not mid_a or not mid_b or len(mid_a) > 6 or len(mid_b) > 6:
        return None
    if p + q < 0.6 * min(len(a), len(b)) or p == 0:
        return None
    if mid_a[0] != mid_b[0] and a[p - 1] not in "是在叫住为姓属到有" and not (
            num.search(mid_a) and num.search(mid_b)):
        return None  # another predicate, not another value (在老街 / 生意越来越好)
    if "了" in a and TIMES.search(mid_a):  # two past occasions
        return None
    return mid_a, mid_b

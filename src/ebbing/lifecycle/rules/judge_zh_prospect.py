"""A change told under a hedge or as hearsay, for the Chinese judge (rules.judge_zh, after
the readings of a change done): 听说付老板的面馆好像要转让了, 温师傅大概要收摊回老家了, 老幺
似乎想回自贡开店, Lucas说不定要回巴西了. What is heard or guessed is an end, a hand-over or a
move of what the old memory states of the same person: their work or role, their shop or what
they own, where they live. Nothing is known to be done, so it is suspected at most (and only
when a hedge is said: a firm plan is no change now, judge_zh_frame.planned).

Read by the kind of change and the kind of fact it undoes, not by sentences:
- an end of a business or of a thing owned (关门, 倒闭, 转让, 盘出去, 卖掉, 收摊, 撑不下去)
  undoes a shop, a stall, a house or a vehicle the old memory names, or something it runs (开);
- an end or a change of work (辞职, 不干了, 退休, 调走, 改当 / 改守, 离开; stop 30: 调学校了,
  要走 closing a clause, 去 another named workplace: 去私立诊所了) undoes a job or a role (当,
  做, 上班, 工作, an agent noun, a position played);
- a move or a return elsewhere (搬到, 回X, 出国, 去X定居 / 发展 / 开店; 搬 alone when what moves
  is what the old memory places: 修理厂可能要搬) undoes where the person lives or works,
  when the place is not the one the old memory names; a visit (回老家过年,
  回去看看, 一趟) is no move.
Not read: a change denied (不会, 没), asked (是不是要…吗), said of one day, added (也, 又), or
said to be held off by the old state going on (还是, 仍然), nor when the two share no word
(a subject left unread on one side ties nothing)."""

from __future__ import annotations

import re

from ebbing.core.entities_zh import PLACES
from ebbing.lifecycle.rules.judge_zh_elsewhere import looked_elsewhere
from ebbing.lifecycle.rules.judge_zh_frame import clause_of, content
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, HEDGES, ONE_OFF, ZhSentence

# the end of a business or of a thing owned, and what the old memory must name for it
_BUSINESS_END = re.compile(r"关门|关张|倒闭|转让|转手|盘(?:出去|掉|给)|兑(?:出去|给)|卖(?:掉|给|了)"
                           # a shop said closed (冒菜馆好像关了两三天了)
                           r"|(?<=[店铺馆摊厂])关了|(?<=[店铺馆摊厂](?:好像|可能|似乎|已经))关了"
                           r"|[撑干开做]不下去|收摊|不开了|停业|歇业")
_BUSINESS = re.compile(r"店|铺|馆|摊|厂|公司|超市|诊所|楼|房|车|驿站|工作室|开")
# the end or a change of work or of a role
_WORK_END = re.compile(r"辞职|离职|辞(?:了|掉)|不干了|不做了|退休|调(?:走|到|去)|改(?:当|做|守|踢"
                       r"|教|行)|转行|离开|下岗|被裁"
                       # 不带我们班了: a class or a charge given up
                       r"|不(?:再)?(?:教|带|管|负责)[^,。;!?]{0,5}?了"
                       # 调学校了, 调单位了: moved to another place of work; 要走 (了) at the
                       # end of a clause: leaving; 去私立诊所了: gone to another workplace
                       r"|调(?:学校|单位|部门|岗位?|科室|工作)了?|要走(?=了?(?:[,。;!?]|$))"
                       r"|去[^,。;!?]{1,6}?(?:诊所|医院|公司|厂|学校|单位|银行|工地)"
                       r"(?=了|上班|工作|干)")
_WORK = re.compile(r"当|做|上班|工作|干|教|踢|打|负责|管|是[^,。]{0,8}?(?:员|师|长|工|教练"
                   r"|老师|司机|老板|经理|医生|护士)")
# a move or a return (a place after it, then the end of the clause or what is done there)
_MOVE = re.compile(r"(?:搬(?:过)?(?:到|去|回|走|家)|搬(?=了?(?:[,。;!?]|$))|回|迁到|出国|去)"
                   r"(?P<p>[\u4e00-\u9fff]{0,6}?)"
                   r"(?:了|去了|住|定居|发展|开店|工作|上班|养老|落户|(?=[,。;!?\s]|$))")
_SHOP = re.compile(r"([\u4e00-\u9fff]{2})(?:店|铺|馆|摊|厂)")  # a shop the clause names
_PLACE_FACT = re.compile(r"住|在|家|当|上班|工作|开")
_VISIT = re.compile(r"过年|过节|探亲|看看|看望|玩|一趟|几天|一阵|旅游|参加|办事|拿|取")
# the change is denied, asked, added or the old state said to go on in its clause
# (不知道是不是, 不确定是不是: a hedge, not a question)
# (又要搬: a move again, no addition)
_NOT = re.compile(r"不会|没有|没|不想|不打算|还是|仍然|依然|也|又(?!要|得)|吗|(?<!知道|确定)是不是")


def heard_change(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """("suspected_outdated", cue, reason) when a hedged or heard statement tells an end, a
    hand-over or a move of what the old memory states of the same person; else None."""
    # the teller is the old memory's person (Wing好像说想搬回香港住), not someone of theirs
    told_by = bool(o.subject) and re.sub("|".join(HEDGES), "", n.teller or "") == o.subject \
        and not n.subject and not n.people - {o.subject}  # 我妈说老幺…: of 老幺
    if not n.hedge or not (content(o.text) & content(n.text) or told_by):
        return None  # one subject unread is no tie: a word of the old memory is said again
    if o.subject and "的" in o.subject and not n.subject \
            and o.subject.split("的", 1)[1] not in n.text:
        return None  # 温师傅的儿子 / 温师傅要收摊: someone else of his
    for pattern, fact in ((_BUSINESS_END, _BUSINESS), (_WORK_END, _WORK), (_MOVE, _PLACE_FACT),
                          (_CANNOT, _ANY)):
        for m in pattern.finditer(n.text):
            if not fact.search(o.text) or m.group(0) in o.text:
                continue
            if pattern is _CANNOT and not _cannot_do(m, o.text):
                continue
            clause = clause_of(n.text, m.start())
            before = clause[:clause.find(m.group(0))]
            if ONE_OFF.search(clause) or _NOT.search(before):
                continue
            if pattern is _MOVE and not _moved(m, o.text, clause, n.text):
                continue
            shop = _SHOP.search(before)
            if shop and not set(shop.group(1)) & FUNCTION and shop.group(1) not in o.text:
                continue  # 那家水果店要转让了 / 老钟的理发铺: another shop
            return ("suspected_outdated", m.group(0),
                    f"'{m.group(0)}': heard or guessed, what the old memory states may have "
                    f"changed")
    other = looked_elsewhere(o, n)
    if other:
        return ("suspected_outdated", other,
                f"'{other}': heard or guessed, another of what the old memory states")
    return None


# cannot do any more (钓不了鱼了, 跑不动了): of a doing the old memory says, its verb and object
_ANY = re.compile("")  # what the verb and object themselves tie to (_cannot_do)
_CANNOT = re.compile(r"(?P<v>[\u4e00-\u9fff])不(?:了|动|成)(?P<o>[\u4e00-\u9fff]?)了")


def _cannot_do(m: re.Match[str], old: str) -> bool:
    verb, obj = m.group("v"), m.group("o")
    return (verb + obj in old) if obj else bool(re.search(re.escape(verb) + r"[\u4e00-\u9fff]?",
                                                          old)) and verb not in FUNCTION


# work the old memory places (在上海工地上干木工, 在广州做前端), and a job said in the new
# statement, in either language (offer, 入职, 面试)
_AT_WORK = re.compile(r"在[^,。;!?]{1,10}?(?:干|做|上班|工作|打工|写|当|教)")
_JOB_SAID = re.compile(r"(?i:offer|job)|入职|面试|工作|上班|打工|跳槽")


def _for_work(m: re.Match[str], old: str, text: str) -> bool:
    """去 a city or a country, gone (了) or for a job the statement names, by one the old
    memory places at work elsewhere (可能去苏州了, 可能下个月去新加坡,offer还没签)."""
    return m.group("p") in PLACES and bool(_AT_WORK.search(old)) \
        and (m.group(0).endswith("了") or bool(_JOB_SAID.search(text)))


def _moved(m: re.Match[str], old: str, clause: str, text: str = "") -> bool:
    """A move to a place the old memory does not name, and no visit."""
    place = m.group("p")
    if m.group(0) in ("搬", "搬了"):  # 搬 alone: what moves is what the old memory places
        before = re.sub(r"(?:可能|好像|似乎|估计|也许|大概|快|得|要|又|准备|打算|明年|今年|后年"
                        r"|年底|下个?月|下半年)+$", "",
                        clause[:clause.find(m.group(0))])
        return len(before) >= 2 and before[-2:] in old
    if m.group(0).startswith("去") and not re.search(r"住|定居|发展|开店|工作|上班|养老|落户",
                                                    m.group(0)) and not _for_work(m, old, text):
        return False  # 去 alone goes somewhere; it moves nobody
    if m.group(0) == "回" or (place and (place in old or any(
            place[i:i + 2] in old for i in range(len(place) - 1)))):
        return False
    return not _VISIT.search(clause[clause.find(m.group(0)):])

"""The offline conflict judge for Chinese (rules.judge hands it a pair when either text is
Chinese, as lang.language_of tells). Pure; no segmenter, no model.

What it reads in a sentence (judge_zh_text): who tells it (小明说…, 小王告诉我…, 据小李说…;
a 他 / 她 that opens what is told is the teller), how sure the teller is (可能, 好像, 似乎,
也许, 大概, 听说, 据说, 不确定), the subject (我, 小明 / 老王 / 阿梅, a kin or role word such
as 姐姐 or 房东, and whose it is: 老王的儿子 is not 老王), and the cues:
- corrections: 说错了, 搞错了, 记错了, 弄错了, 其实, 实际上, 并不是, 不是X而是…;
- ends: 分手, 离婚, 辞职, 离职, 退休, 不再, 已经不…, 戒了, 卖了, 去世, 取消, 黄了…;
- shifts: 搬到 / 搬回, 改到, 推迟到, 提前到, 跳槽到, 调到 / 调去, 涨到 / 降到, 涨价, 换了, 开始…;
each only when the old memory does not already say it, and not denied (没有分手).

Decision, first match wins (rules.judge.hedge_limit then makes a hedged conflict suspected):
 1. a break-up (分手, 离婚, 分居, 跟X分了) of the people a relationship in the old memory
    names -> outdated;
    of people the old memory names in no relationship -> none (小红喜欢弹钢琴 stays valid)
 1b. a role or a thing kept now another's (班长由小付接了, 归我了; Y才是: suspected), read
    before the subject check: the new subject is the new holder (judge_zh_hands)  -> outdated
 1c. stop 36, before the subject check too: the old memory's thing V掉 (停掉, 转掉, 退掉) or
    V给 someone 了 (送给老葛了), whoever does it (judge_zh_away); what 把 takes being the old
    memory's thing lets the pair past the subject check (李大夫把硝苯地平停了)     -> outdated
 2. said wrong (说错, 记错, 搞错, 更正: nothing else) about the same subject     -> repudiated
    the old value only believed (一直以为自己是A型) beside another             -> repudiated
    the old memory already says it ended (小明和小红分手了)                        -> none
 3. a correction about the same subject or what the old memory says                 -> repudiated
 4. an end cue about the same subject, tied to what the old memory says (shared words, or
    the attribute the cue ends: 辞职 ends 工作, 戒 ends 抽烟, 去世 ends what is said of one)
                                                                                    -> outdated
 4b. "no longer X" (不再 / 不用再 / 再也不 X) with X's words in the old memory; a thing of the
    old memory handed over (把X卖给 / 送给); a plan of the old memory given up in the clause
    that names it (民宿扩建的事先不搞了); a debt paid off (还清, 还完) of what is owed
                                                                                    -> outdated
 4c. of the person the old memory names by family name (姓闫 / 闫老师), a 不…了; a thing given
    up outright (黑咖啡我一口都不碰了, 广场舞就没再去跳过: judge_zh_change.py)      -> outdated
 5. a shift cue of the attribute the old memory states (搬到 and 住 / 在; 改到, 推迟, 取消
    and a date or a plan; 跳槽 and 工作; 涨到 and a number; 开始吃肉 and 吃素); 改 and a verb
    of what the old memory does or plans (改去, 改坐); a value moved (延长到晚上十点, 升到大班:
    judge_zh_change.py)                                                             -> outdated
 5b. the structure (judge_zh_frame, judge_zh_ends): the same slot with another value and a
    change marked (outdated) or a correction (repudiated); the old value denied or given to
    someone else; a place or phase left, a thing gone or handed over, a slot replaced; not
    for one day, as an addition, or when the old still holds (还在)      -> outdated / repudiated
 5c. the state the new statement implies (judge_zh_state): the same verb with another
    object said as exclusive (现在开的是…), the old value replaced (把X换成Y), a habit given up
    in total (滴酒不沾), a state undone (把头发剪了), the other value of an exclusive scale
    (怕 / 敢, 单身 / 结婚), 不X now done, a habit's time said anew, another job, the same
    errand by other means; gone back elsewhere (回X了)                  -> outdated / suspected
 5d. by meaning (judge_zh_meaning): the same exclusive attribute (a routine's hour, how
    often, a favourite, a health state, a measure, the means of an errand) with another
    value; a decision reversed (改主意) of a plan both speak of
                                         -> outdated with a change said, else suspected
 5d'. who runs a thing or holds a role changed (换人管, 盘给, Z才是X最好的朋友), a regular
    doing done no more (每个月转钱 / 就没给了: judge_zh_holder)        -> outdated / suspected
 5d''. a thing kept handed on, an ailment healed, a child born, a course stopped
    (judge_zh_hands); asleep when the old routine is up, a stage's closing exam done, a debt
    repaid (judge_zh_implied); an amount or a date anew (judge_zh_anew); a shop passed on, a thing
    replaced, a group or a stay left, a loan returned (judge_zh_undone)  -> outdated / suspected
 5d'''. a time moved, an hour anew, a new leader, a plan dropped (judge_zh_moved)
                                                                  -> outdated / suspected
 5e. the speaker's own hedged intention to stop or move what the old memory says they do
    (坝坝舞我可能要歇一阵子了, 我在想是不是换到…去摆: judge_zh_intent)   -> suspected_outdated
 5f. a hedged or heard end, hand-over or move of the same person's work, shop or home
    (听说…面馆好像要转让了, 似乎想回自贡开店: judge_zh_prospect)          -> suspected_outdated
 5g. stop 30: an unfinished state said finished, a trial stage over, a thing kept away
    back (judge_zh_finished); the same doing with another amount, share, date or rate from
    now on (judge_zh_same_doing); set back to another value (judge_zh_back)
                                                                  -> outdated / suspected
 5h. stop 33 / 34, last: the same measure said anew of one thing of one holder
    (judge_zh_measure, judge_zh_belongs); before any reading, a statement opening with what
    another holds (阿珠的摊位费, 他爸的同事) is none                   -> outdated / suspected
 6. no cue, not one day, the same sentence with another value (房租是每月三千元 / 三千二百元)
                                                 -> suspected_outdated (a birthday: repudiated)
 6b. aligned (judge_zh_aligned): the same person and the same slot a person has one value of
    at a time (where one lives, studies, works, what one is, teaches, drives, earns ...) with
    another value, not for part of the time, one day, a plan, a wish, the past, an addition,
    nor a relative's (老周他女儿)                    -> suspected_outdated (a change said: outdated)
 7. otherwise                                                                        -> none
Then (stop 30) a change said only under a condition yet to be met (要是开了工作室 我们可能
搬…: judge_zh_conditional), or done by someone else too whom the old memory does not name
(老周也调到巴南站: judge_zh_too)                                                    -> none
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_facts import Finding
from ebbing.lifecycle.rules.judge_zh_aligned import slot_differs
from ebbing.lifecycle.rules.judge_zh_attribute import attribute, quits_other
from ebbing.lifecycle.rules.judge_zh_away import done_away, handed_on, takes_old
from ebbing.lifecycle.rules.judge_zh_belongs import others_holding
from ebbing.lifecycle.rules.judge_zh_bonds import died, disbanded, fallen_out, graduated
from ebbing.lifecycle.rules.judge_zh_change import (
    PLANS,
    given_up_outright,
    instead_of,
    moved_time,
    moved_value,
)
from ebbing.lifecycle.rules.judge_zh_conditional import conditional
from ebbing.lifecycle.rules.judge_zh_denied import struck_wrong
from ebbing.lifecycle.rules.judge_zh_disposed import disposed
from ebbing.lifecycle.rules.judge_zh_ends import WISHED, other_head, values_own_change
from ebbing.lifecycle.rules.judge_zh_frame import (
    one_day,
    planned,
    still,
)
from ebbing.lifecycle.rules.judge_zh_hands import believed_wrongly, taken_over
from ebbing.lifecycle.rules.judge_zh_named import (
    anyone_fallen_out,
    named_again,
    partnered,
    split_up,
)
from ebbing.lifecycle.rules.judge_zh_readings import LAST, READINGS
from ebbing.lifecycle.rules.judge_zh_same import (
    by_family_name,
    family_name,
    same_subject,
    same_thing,
)
from ebbing.lifecycle.rules.judge_zh_slip import slipped
from ebbing.lifecycle.rules.judge_zh_text import (
    CORRECTIONS,
    ENDS,
    MADE_UP,
    NUMBERS,
    ONE_OFF,
    RELATIONSHIP,
    SAID_WRONG,
    SHIFTS,
    ZhSentence,
    additive,
    content_overlap,
    cue_in,
    no_longer,
    read,
    same_frame,
)
from ebbing.lifecycle.rules.judge_zh_tie import (
    attribute_again,
    other_attribute,
    owner,
    same_one,
)
from ebbing.lifecycle.rules.judge_zh_too import another_too
from ebbing.lifecycle.rules.judge_zh_usual import as_usual, other_side
from ebbing.lifecycle.rules.judge_zh_whose import switched_to_old

PAST = ("以前", "曾经", "过去")  # a habit the old memory already puts in the past
BREAKUPS = ("分手", "离婚", "分居", "分开了", "分开住", "不在一起", "甩了", "散了", "闹掰", "闹翻")
IMMUTABLE = ("生日", "出生", "老家是", "籍贯")
_INSTALMENT = re.compile(r"这个月的|本月的|这期|本期|这一期|每个月的")  # one paid: no debt paid off
_GIVEN_UP = re.compile(r"(?:先|就|还是|暂时)?不(?:搞|做|弄|办|去|买|建|考|要|干|学|报)了|算了|放弃")
CLAUSE_END = re.compile(r"[,。;!?]")  # between clauses (the text is NFKC: ASCII marks)
_DEATHS = ("去世", "过世", "走了")  # a death on one day (前天走了) is for good
PLAN_ENDS = ("取消", "黄了", "吹了")  # a plan called off or fallen through: of a dated plan
_FEE = re.compile(r"收[0-9一二三四五六七八九十两几]")
PRICE = ("块", "元", "钱", "价", "费", "租")  # an old memory that states a price
PLAN_CUES = ("改到", "改成", "改在", "改为", "推迟", "推到", "提前到", "延期", "挪到", "取消",
             "延后")


def judge_zh(old: str, new: str, *, old_speaker: str | None = None,
             new_speaker: str | None = None) -> Finding:
    """The verdict before hedges (rules.judge.hedge_limit makes a hedged one suspected)."""
    o, n = read(old, old_speaker, new_speaker), read(new, new_speaker, old_speaker)
    found = _decide(o, n)
    cue = re.match(r"'([^']+)'", found.reason)
    if found.outcome != "none" and cue and conditional(n.text, cue.group(1)):
        return _none(f"'{cue.group(1)}': only if a condition is met", "conditional")
    too = another_too(o, n) if found.outcome != "none" else None
    if too:  # 老周也调到巴南站: another joins, the old memory's person is not changed
        return _none(f"'{too}': someone else too", "subject")
    return found


def _none(reason: str, rule: str) -> Finding:
    return Finding("none", reason, "", rule)


def _decide(o: ZhSentence, n: ZhSentence) -> Finding:
    who = n.subject or o.subject or "?"
    fell_out = fallen_out(o, n)
    if fell_out:
        return Finding("outdated", f"'{fell_out}': the friendship of "
                       f"{' and '.join(sorted(o.people))} ended", f"friends: {fell_out}",
                       "partner", min(o.people, default=None))
    breakup = cue_in(n, BREAKUPS) or split_up(n.text)
    if breakup == "分开住" and re.search(r"分开住了?[几一两三四五六七八九十]+[天阵段个]", n.text):
        breakup = None  # 分开住了几天: for a while, not apart
    breakup = None if anyone_fallen_out(breakup, o, n) or disbanded(breakup, n.text) \
        else breakup  # 跟同事闹掰了, 那班曲友散了
    if breakup and not cue_in(o, BREAKUPS):
        named = o.people or partnered(o.text)
        theirs = n.subject and "的" in n.subject and n.subject.split("的")[0] in named
        unsaid = n.subject is None and n.teller is None  # 跟小宇已经掰了: the speaker's
        if any(w in o.text for w in RELATIONSHIP) and named and not theirs and all(
                p in n.people or p in n.text or p == n.teller or (p == "我" and unsaid)
                for p in named):
            return Finding("outdated", f"'{breakup}': the relationship of "
                           f"{' and '.join(sorted(named))} ended",
                           f"partner: {breakup}", "partner", min(named, default=None))
        return _none(f"'{breakup}' says nothing of this", "partner")
    taken = taken_over(o, n)  # the new holder is the new statement's subject
    if taken is not None:
        return Finding(taken[0], taken[2], taken[1], "hands")
    slip = slipped(o.text, n.text)  # 我讲错了: the speaker's slip, of the old memory's value
    if slip is not None:
        return Finding(slip[0], f"{slip[2]} ({who})", slip[1], "correction", who)
    away = done_away(o, n) or handed_on(o, n)  # 李主任把硝苯地平停掉了: of anyone's doing
    if away is not None:
        return Finding(away[0], f"{away[2]} ({who})", away[1], "end", who)
    if not same_subject(o, n) and not takes_old(o, n):
        return _none(f"about someone or something else ({o.subject} / {n.subject})",
                     "subject")
    held = others_holding(o.text, n.text, frozenset(o.people | n.people))
    if held:  # 阿珠的摊位费, 他爸的同事老马: what another holds (judge_zh_belongs)
        return _none(f"'{held}': of another holder", "subject")
    usual = as_usual(o, n) or other_side(o, n)
    if usual:  # 退休金按时到了, 我右边那个膝盖: no change of what the old memory says
        return _none(f"'{usual}': the old memory is not changed by it ({who})", "still")
    shared = content_overlap(o, n)
    said_wrong = cue_in(n, SAID_WRONG)  # 说错了 can restate nothing: before the agreements
    said_wrong = None if struck_wrong(said_wrong, n.text) else said_wrong  # 电话打错了
    if said_wrong and not shared and other_attribute(o, n):
        said_wrong = None  # 我算错了,晓晴属羊 says nothing of where 晓晴 studies
    if said_wrong and (shared or same_one(o, n) or by_family_name(o, n)
                       or named_again(o, n)  # 王叔是… / 王叔压根没当过兵…弄混了
                       or (n.subject and n.subject in o.people)  # 浩浩是…孙子 / …叫浩浩
                       or owner(o, n)):  # 乐乐的生日是… / 说错了,乐乐是冬月初八生的
        return Finding("repudiated", f"'{said_wrong}': the old memory was wrong about {who}",
                       o.text, "correction", who)
    believed = believed_wrongly(o, n)
    if believed is not None:
        return Finding(believed[0], f"{believed[2]} ({who})", believed[1], "correction", who)
    ended = [c for c in ENDS + PAST if c in o.text]
    if ended and cue_in(n, tuple(e for e in ended if e not in PAST) or ENDS):
        return _none(f"agrees: the old memory already says '{ended[0]}'", "restated")
    correction = cue_in(n, CORRECTIONS, old=o)  # 瞎编: only of what both name (not 读初二)
    correction = None if struck_wrong(correction, n.text) else correction
    if correction and (shared or (correction not in MADE_UP and (attribute_again(o, n) or (
            same_one(o, n) and not other_attribute(o, n))))):
        return Finding("repudiated", f"'{correction}': the old memory was wrong about {who}",
                       o.text, "correction", who)
    end = cue_in(n, ENDS, old=o) or died(n.text) or graduated(o, n)
    if end in ("还清", "还完", "付清", "结清") and _INSTALMENT.search(n.text):
        end = None
    if end and end not in _DEATHS and one_day(n.text, n.text.find(end)):  # 今天停电,提早关门了
        end = None
    if end and not n.hedge and planned(n.text, n.text.find(end), o.text):  # 明年退休: a plan
        end = None
    if end and quits_other(end, n.text, o.text):  # 把酒戒了 says nothing of 喝花毛峰
        end = None
    if end and (shared or attribute(end, o) or _denied_again(end)
                or (end in ("去世", "过世", "走了") and n.subject and n.subject in o.text)
                or (end in PLAN_ENDS and bool(o.times))):
        return Finding("outdated", f"'{end}': no longer true for {who}", o.text, "end", who)
    gone = no_longer(n, o) or disposed(n, o, shared) or _their_end(o, n) \
        or given_up_outright(o, n)
    if gone:
        return Finding("outdated", f"'{gone}': no longer true for {who}", o.text, "end", who)
    given_up = _given_up(o, n, shared)
    if given_up:
        return Finding("outdated", f"'{given_up}': the plan was given up ({who})", o.text,
                       "end", who)
    kept = still(o, n)
    if kept:  # 她还在那当私教: whatever else changed, not this
        return _none(f"'{kept}': the old memory still holds for {who}", "still")
    first = cue_in(n, SHIFTS, old=o)  # the next when the first is an addition: 跳槽…人也搬来
    also = first and _added(n.text, first) and cue_in(n, tuple(sorted({*SHIFTS} - {first})), o)
    for shift in (first, also):
        if shift and _shifted(shift, o, n, shared) and not _added(n.text, shift) \
                and not one_day(n.text, n.text.find(shift)) and not _wished(n.text, shift) \
                and not switched_to_old(o, n):
            return Finding("outdated", f"'{shift}': changed for {who}", o.text, "shift",
                           who)
    instead = instead_of(o, n, shared) or moved_value(o, n, shared) or moved_time(o, n, shared)
    if instead:
        return Finding("outdated", f"'{instead}': done another way now ({who})", o.text,
                       "shift", who)
    for reading, how in READINGS:  # the first reading that finds a change, in this order
        found = reading(o, n)
        if found is not None:
            outcome, cue, reason = found
            return Finding(outcome, f"{reason} ({who})", cue, how, who)
    if not cue_in(n, CORRECTIONS + ENDS + SHIFTS) and not additive(n) and not one_day(n.text):
        frame = same_frame(o, n)
        if frame is not None:
            old_value, new_value = frame
            if "的" in new_value and "的" not in old_value:  # 我们部门的会议室: another thing
                return _none(f"of another thing ({new_value})", "compatible")
            if bool(NUMBERS.search(old_value)) != bool(NUMBERS.search(new_value)):
                return _none(f"a name and an amount ({old_value} / {new_value})", "compatible")
            if any(w in o.text for w in IMMUTABLE):
                return Finding("repudiated", f"cannot change for {who} ({old_value} vs "
                               f"{new_value})", f"{old_value} -> {new_value}", "immutable", who)
            return Finding("suspected_outdated", f"differs for {who} ({old_value} vs "
                           f"{new_value}), without saying whether it changed or was wrong",
                           f"{old_value} -> {new_value}", "differs", who)
    aligned = slot_differs(o, n)
    if aligned is not None:
        outcome, cue, reason = aligned
        return Finding(outcome, f"{reason} ({who})", cue, "aligned", who)
    for last, how in LAST:
        found = last(o, n)
        if found is not None:
            return Finding(found[0], f"{found[2]} ({who})", found[1], how, who)
    return _none(f"compatible: nothing in it contradicts the old memory about {who}",
                 "compatible")


def _wished(text: str, cue: str) -> bool:
    """The cue's clause wishes the change before it says it."""
    return bool(WISHED.search(CLAUSE_END.split(text[:text.find(cue)])[-1]))


def _added(text: str, cue: str) -> bool:
    """A shift said as an addition in its own clause (周末也常住到…, 还常去…): the old value
    still holds beside it (还是 "after all", 也许 "maybe" and 又 "again": 又搬到 is a move
    again, no addition)."""
    before = CLAUSE_END.split(text[:text.find(cue)])[-1]
    return any(w in re.sub("还是|也许|还没", "", before) for w in ("也", "还"))


def _given_up(o: ZhSentence, n: ZhSentence, shared: set[str]) -> str | None:
    """A plan of the old memory given up: in one clause, what both say of it and the giving
    up (民宿扩建的事我们决定先不搞了 / 我们打算明年把民宿扩建到十个房间)."""
    if not any(p in o.text for p in PLANS) or not shared:
        return None
    for clause in CLAUSE_END.split(n.text):
        m = _GIVEN_UP.search(clause)
        if m and any(w in clause for w in shared) and not ONE_OFF.search(clause):
            return m.group(0)
    return None


# the old memory's person by their family name, of whom the new one says something ends
# (闫老师下学期不带她们班了 / 葛米的班主任姓闫): what the old memory says of them is what ends
_ENDS_OF = re.compile(r"(?:不再|没再|再也不|不)([\u4e00-\u9fff]{1,6}?)了")


def _their_end(o: ZhSentence, n: ZhSentence) -> str | None:
    if not by_family_name(o, n) or f"姓{family_name(n.subject)}" not in o.text:
        return None
    for m in _ENDS_OF.finditer(n.text):
        clause = CLAUSE_END.split(n.text[:m.start()])[-1]
        if not ONE_OFF.search(clause):
            return m.group(0)
    return None


def _denied_again(cue: str) -> bool:
    """A 不…了 cue (judge_zh_text.cue_in): what it denies is the old memory's by its reading."""
    return cue.startswith("不") and cue.endswith("了") and cue not in ENDS


def _shifted(cue: str, o: ZhSentence, n: ZhSentence, shared: set[str]) -> bool:
    if cue == "提前":  # 提前 X: X done earlier is the old memory's own (小叶要提前休假 /
        # 小叶下个月开始休产假), by someone named; not advice (可以提前准备礼物)
        done = CLAUSE_END.split(n.text[n.text.find(cue) + 2:])[0][:4]
        skip = set(n.subject or "") | set("了的是在要会就去做")
        if not (n.subject or n.people) or not any(c in o.text for c in done if c not in skip):
            return False
    if cue == "推到" and not shared:  # 推到 also pushes a thing: of what both name only
        return False
    if any(cue.startswith(p) for p in (*PLAN_CUES, "提前")):  # not one day (今天提前下班)
        at = n.text.find(cue)
        clause = CLAUSE_END.split(n.text[:at])[-1]
        return bool(o.times or shared or attribute(cue, o)) and not ONE_OFF.search(clause)
    if cue in ("涨价", "降价"):  # a price changes: of an old memory that states one (a fee:
        return bool(o.numbers) and (any(w in o.text for w in PRICE)  # 一个月收八百)
                                    or _FEE.search(o.text) is not None)
    if cue.startswith("换") and (other_head(n.text, cue, o.text)
                                 or values_own_change(n.text, cue, o.text)):
        return False  # 换了个新的手机壳: not the 华为手机 of the old memory
    if cue.startswith(("涨", "降", "换", "现在是", "改")):
        return bool(shared) or bool(o.numbers and n.numbers) or same_thing(o, n, cue)
    if attribute(cue, o):
        return True
    # a word both say that is no one's name: 王磊 moving says nothing of 李雪的男朋友叫王磊
    clauses = CLAUSE_END.split(n.text[:n.text.find(cue)])  # who moves, not where: the cue's
    mover = clauses[-1] or (clauses[-2] if len(clauses) > 1 else "")  # clause (公司搬了,搬到…)
    return bool({w for w in shared - o.people - n.people if w not in mover}) \
        and cue.startswith(("搬", "跳槽", "调", "转到"))

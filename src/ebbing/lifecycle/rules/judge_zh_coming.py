"""Two last readings of the Chinese judge (rules.judge_zh, after every other reading found
nothing), read by what the sentences mean rather than by the kind of fact:

- heard_coming: a change heard or guessed (a hedge or hearsay: 听说, 好像, 可能, 不确定)
  of the thing the old memory states. The new sentence says a change is coming or done
  under the hedge: a verb whose meaning is a change of state (改, 换, 调, 搬, 转, 退, 离职,
  停, 关, 拆, 裁, 拖, 延, 推迟, 提前, 取消, 扣, 装修, 回, 不做…; 涨 / 降 / 加 / 减 of an
  amount the old memory states) after a modal of the future (要, 会, 得, 可能) or closed as
  done (调学校了, 送人了, 搬咗). It is tied to the old memory by a two-character word both
  say or by the person the old memory is about, named again. Nothing is known to be done:
  suspected_outdated.
- only_broken: the old memory says there is only one (只有一台, 只吃早上一粒, 只有白班跟
  小夜) and the new one adds another of the same thing (再上一台, 再加一粒, 也要排大夜): the
  "only" no longer holds (suspected under a hedge, else outdated; a firm plan, 下个月要再买一
  台, is no change now).
- now_instead: the thing the old memory states said to be otherwise now (现在, 改成, 变成,
  换成, 转成, 换一个), tied as above; not the person the old memory names doing it now (楼道
  卫生现在老李一个人管: still so), nor another thing made into something (座垫换成皮的了).

A word both say ties only where it stands for the thing itself, not where it places or owns
another (工厂的食堂, 车站旁边那家水果店, 裁缝铺里的旧缝纫机); a change for a while (关几天,
过年) or for one occasion (这个礼拜六换个地方) is none.

Not read: a change denied (不会, 没, 不一定 of the old value's own return is read as a doubt),
asked, for one day, or of another's (也 with another subject: 宥廷也有近视)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import planned
from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence, content_overlap

# a verb whose meaning is a change of state (of a place, a holder, a time, a job, a thing's
# being there), in simplified, traditional and Cantonese writing
_CHANGE = (r"改|换|換|调|調|搬|转|轉|退|离职|離職|辞|停|关|關|拆|裁|拖|延|推迟|推遲|提前|取消|扣"
           r"|装修|裝修|回|不做|勿做|唔做|不干|送人|卖|賣|走"
           # stop 33: a time pushed later or earlier (往后推, 挪), another duty taken up (去带,
           # 去教, 去管), a leave taken from the doing (请产假, 休假)
           r"|往后推|往前推|推后|挪|去带|去教|去管|请[\u4e00-\u9fff]?假|休[\u4e00-\u9fff]?假")
_AMOUNT = r"涨|漲|降|加|减|減"  # of an amount: what is raised must be what the old states
_MODAL = r"要|会|會|得|可能|恐怕|估计|估計|说不定|說不定"
_COMING = re.compile(rf"(?:{_MODAL})[^,。;!?]{{0,5}}?({_CHANGE}|{_AMOUNT})")
_DONE = re.compile(rf"({_CHANGE})[\u4e00-\u9fff]{{0,3}}?(?:了|咗)")
_DENIED = re.compile(r"(?:不会|不會|没|沒|不用|不要|別|别|怎么可能)[^,。;!?]{0,3}$")
_NUMERAL = re.compile(r"[0-9零一二三四五六七八九十百千万萬两兩几幾半]")
# one occasion named before the change (这个礼拜六换个地方, 这次改在…): not the habit
_ONCE = re.compile(r"(?:这|下)个?(?:礼拜|星期|周)[一二三四五六日天]"
                   r"|这次|下次|这回|这趟|今天|明天|后天")
# a change for a while (关几天, 过年, 一阵子): it comes back
_WHILE = re.compile(r"[几两三]天|过年|一阵|几个月|一段时间|暂时")
_ONLY = re.compile(r"只有|只(?=[\u4e00-\u9fff])|就(?=[一两1]台|[一两1]个|[一两1]粒)")
_ANOTHER = re.compile(r"再(?:上|加|买|開|开|添|来|排)|也要(?:排|上|加|开)|又(?:上|加|添)")


def heard_coming(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """A change of what the old memory states, heard or guessed (see the module)."""
    if not n.hedge or ONE_OFF.search(n.text) or _WHILE.search(n.text) \
            or not (_tied(o, n) or _opens_old(o, n)):
        return None
    for m in (*_COMING.finditer(n.text), *_DONE.finditer(n.text)):
        verb = m.group(1)
        if _DENIED.search(n.text[:m.start(1)]) or "吗" in n.text[m.end():m.end() + 6] \
                or _ONCE.search(n.text[:m.start(1)]):
            continue
        if re.fullmatch(_AMOUNT, verb) and not _of_old_amount(o, n.text[m.end(1):],
                                                              n.text[:m.start()]):
            continue  # 可能要涨工资 says nothing of 三班倒
        return ("suspected_outdated", m.group(0),
                f"'{m.group(0)}': a change heard or guessed of what the old memory states")
    return None


def only_broken(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """The old memory's "only" undone by another of the same thing (see the module)."""
    if not _ONLY.search(o.text) or (not content_overlap(o, n) and not _same_holder(o, n)):
        return None
    m = _ANOTHER.search(n.text)
    if m is None or _DENIED.search(n.text[:m.start()]) or ONE_OFF.search(n.text):
        return None
    if not n.hedge and (planned(n.text, m.start(), o.text)
                        or re.search(rf"(?:{_MODAL})[^,。;!?]{{0,3}}$", n.text[:m.start()])):
        return None  # 下个月要再买一台: a plan, the only one still holds now
    outcome = "suspected_outdated" if n.hedge else "outdated"
    return (outcome, m.group(0), f"'{m.group(0)}': another besides the only one the old "
            "memory names")


def _tied(o: ZhSentence, n: ZhSentence) -> bool:
    """Both speak of one thing: a word both say, or the old memory's person named again."""
    if n.subject and o.subject and n.subject != o.subject and "也" in n.text:
        return False  # 宥廷也有近视: another's, said beside it
    return _heads(o, n) or _same_holder(o, n)


def _opens_old(o: ZhSentence, n: ZhSentence) -> bool:
    """The new statement's subject opens the old memory (方姐带我们班 / 听说方姐要…), a name the
    reader does not know as one."""
    return n.subject is not None and n.subject not in ("我", "我们") \
        and "的" not in n.subject and o.text.startswith(n.subject)


# what follows a word that only places or owns another thing (工厂的食堂, 车站旁边那家水果店,
# 裁缝铺里的旧缝纫机): the thing said of is another
_MODIFIES = re.compile(r"(?:里|上|旁边|边上|门口)?(?:的(?=[\u4e00-\u9fff])|那[家个辆只台]"
                       r"|这[家个辆只台])")


def _heads(o: ZhSentence, n: ZhSentence) -> bool:
    """Some word both say stands for the thing itself in the new one, not for what places or
    owns another thing."""
    shared = content_overlap(o, n)
    covered = [any(n.text[i:i + 2] in shared for i in (k - 1, k)) for k in range(len(n.text))]
    k = 0
    while k < len(n.text):
        if not covered[k]:
            k += 1
            continue
        end = k
        while end < len(n.text) and covered[end]:
            end += 1
        owns = _MODIFIES.match(n.text, end)
        if owns is None or n.text[k:owns.end() + 1] in o.text:  # 阿炳的船 of 阿炳的船送的
            return True
        k = end
    return False


def _same_holder(o: ZhSentence, n: ZhSentence) -> bool:
    holder = o.subject
    return holder is not None and holder not in ("我", "我们") and holder in n.text \
        and f"{holder}的" not in n.text  # 钱美凤的孙子: another's


def _of_old_amount(o: ZhSentence, after: str, before: str = "") -> bool:
    """What is raised or cut (the words right after the verb) is what the old memory
    states: a number, or a word of the old memory (可能要漲房租 of 房租一个月…); with nothing
    after the verb, what is raised is the thing before the modal (银行利息可能要降 of 贷款利息
    四厘多: stop 36)."""
    head = after[:2]
    if not head or _NUMERAL.match(head) or not re.match(r"[\u4e00-\u9fff]{2}", head):
        thing = re.split(r"[,。;!?]", before)[-1][-2:]
        return bool(o.numbers) or (
            bool(re.fullmatch(r"[\u4e00-\u9fff]{2}", thing)) and thing in o.text
            and bool(_NUMERAL.search(o.text)))
    return head in o.text


_NOT_A_THING = re.compile(r"[0-9零一二三四五六七八九十百千万两几半年月日天周号点期季"
                          r"了就都已又也还要,。 ]")


def _of_old_thing(o: ZhSentence, before: str) -> bool:
    """What is made into another (the two characters before 换成 / 改成) is the old memory's
    thing, or no thing at all (a time, a number, an adverb)."""
    thing = before[-2:]
    return not thing or bool(_NOT_A_THING.search(thing)) or thing in o.text


# "now" or "made into" said of the thing the old memory states: the new value holds now
# (rules.judge hands the pair over in simplified writing: 現在 is read as 现在)
_NOW = re.compile(r"(?<![到至])现在(?!还|也|都还)|改成|改为|变成|换成|转成"
                  r"|改(?=[拿买去坐用吃在])|换了?一[个位]")
_NOT_NOW = re.compile(r"还是|还在|也|打算|想|还没|以前|计划|准备")
_PAST = re.compile(r"以前|曾经|过去|当过|[^不]过$")


def now_instead(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    """The thing the old memory states said to be otherwise now (现在冰块一箱收五块钱 of
    冰块是免费的; 现在换一个姓林的老师 of 钢琴老师是徐老师): tied by a word both say or the
    old memory's person named again, not said as still so, an addition, a plan, nor against
    a past the old memory already closed (以前当过兵)."""
    m = _NOW.search(n.text)
    if m is None or _NOT_NOW.search(n.text) or _PAST.search(o.text) or ONE_OFF.search(n.text):
        return None
    if n.teller and n.text.startswith(n.teller) and n.teller not in o.text:
        return None  # 陈屿说他胖了, 现在七十五公斤: the teller's own
    clause = re.split(r"[,。;!?]", n.text[m.start():])[0]
    if o.subject and o.subject not in ("我", "我们") and o.subject in clause:
        return None  # 楼道卫生现在老李一个人管: the one the old memory names, still
    if m.group(0) != "现在" and not _of_old_thing(o, n.text[:m.start()]):
        return None  # 小绵羊的座垫换成皮的了, 我的换成电动的了: another thing made into it
    if not _tied(o, n) or not {clause[i:i + 2] for i in range(len(clause) - 1)} - {
            o.text[i:i + 2] for i in range(len(o.text) - 1)}:
        return None  # nothing new said after it
    outcome = "suspected_outdated" if n.hedge else "outdated"
    return (outcome, m.group(0), f"'{m.group(0)}': otherwise now than the old memory states")

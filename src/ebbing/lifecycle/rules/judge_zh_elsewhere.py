"""A change heard or guessed in other words than an end or a move, for the Chinese judge
(judge_zh_prospect.heard_change hands it the hedged pairs): what is said is that someone looks
for, or wants, another of what the old memory gives them one of.

- another job looked at (又在看别的工作, 在找新工作) or a move to another unit (转去另一个部门),
  of a person the old memory gives work or a role (当, 做, 负责, 队长, 主管);
- a role given up by its holder (这个队长她不想当了): the role word of the old memory and a
  不 (想 / 愿意) 当 / 干 / 做 了 after it;
- another person or place wanted (好像想换个人, 老陈可能又要换地方): 换 with 人 when the old
  memory names the person who holds a place in someone's life (保姆是廖嬢嬢) and the new one
  names them again; with 地方 when the old memory places a doing (去三道堰钓鱼);
- a former holder back to do what the old memory says another does (杨老师…可能下学期又回来
  教我们 / 书法班现在是郑老师在教): the same verb, another person.
又 here is "again", no addition: 又要换地方 still leaves the old place. Not read when the
change is denied or asked in its clause (不会, 没, 不想换, 吗), or of one day (这个礼拜六);
the caller asks for a hedge and a tie to the old memory."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import clause_of
from ebbing.lifecycle.rules.judge_zh_text import ONE_OFF, ZhSentence

_OTHER = r"(?:别的|其他|其它|另外的?|另一个|另一家|新的?|下一个)"
# work looked for elsewhere, or a move to another unit
_LOOKING = re.compile(rf"(?:看|找|物色|考虑)(?:一下)?{_OTHER}(?:工作|活儿?|单位|工|去处|东家)"
                      rf"|找工作|转(?:去|到){_OTHER}(?:部门|公司|单位|组|科室|岗位|店)")
# work or a role (not 做 alone: Priya要做环保帆布袋 is an order, not a job)
_WORKS = re.compile(r"当|上班|工作|负责|主管|经理|主任|销售|老师|师傅|教练|(?<!工)员"
                    r"|[队组班会店站]长")
# a role said again and given up by its holder
_ROLE = re.compile(r"(?:[\u4e00-\u9fff]长|主任|主管|经理|会计|教练|管理员|负责人|组织者)")
_QUIT_ROLE = re.compile(r"不(?:想|愿意|愿|打算)?再?(?:当|干|做|管)了")
# another person or place wanted
_ANOTHER = re.compile(r"换(?:个|一个|掉)?(?P<what>人|地方|地儿|别处|场子)")
_PLACED = re.compile(r"[去在到](?:[\u4e00-\u9fff]{2,5})(?:钓|打|跳|跑|游|玩|练|吃|喝|买|上|唱"
                     r"|下|遛|散|晨练|锻炼)")
# a holder back, or come, to do what another does in the old memory
_BACK = re.compile(r"(?:回来|回去|过来|来|接着|接手|顶上)(?P<v>教|带|管|负责|上课|当|做)")
_DENIED = re.compile(r"不会|没有|没|不想|不打算|不用|吗|还是|仍然|依然")
# one day's, said by its weekday (这个礼拜六换个地方): ONE_OFF names 这周 but not the day
_DAY = re.compile(r"这个?(?:礼拜|星期|周)[一二三四五六日天末]|这个周末")


def looked_elsewhere(o: ZhSentence, n: ZhSentence) -> str | None:
    """The cue of another job, role, person or place heard or guessed (see the module)."""
    for m in _LOOKING.finditer(n.text):
        if _WORKS.search(o.text) and _theirs(o, n.text, m) and _open(n.text, m):
            return m.group(0)
    for m in _QUIT_ROLE.finditer(n.text):  # the old memory's role said before it
        if any(r.group(0) in o.text for r in _ROLE.finditer(n.text[:m.start()])) \
                and _open(n.text, m):
            return m.group(0)
    for m in _ANOTHER.finditer(n.text):
        what = m.group("what")
        holder = what == "人" and _holder_named(o, n)
        placed = what != "人" and _PLACED.search(o.text) is not None and _theirs(o, n.text, m)
        if (holder or placed) and _open(n.text, m):
            return m.group(0)
    for m in _BACK.finditer(n.text):
        doer = n.subject
        if m.group("v") in o.text and doer and doer not in o.text and o.people \
                and doer not in o.people and _open(n.text, m):
            return m.group(0)
    return None


def _theirs(o: ZhSentence, text: str, m: re.Match[str]) -> bool:
    """The cue's clause names the old memory's person before it (陈勇好像又在看别的工作了,
    not 何婷说陈勇… of 何婷)."""
    clause = clause_of(text, m.start())
    before = clause[:clause.find(m.group(0))]
    return any(p in before for p in (o.subject, *o.people) if p and p not in ("我", "我们")) \
        or (o.subject in ("我", "我们") and "我" in before)


def _holder_named(o: ZhSentence, n: ZhSentence) -> bool:
    """The old memory says who holds a place in someone's life (X的保姆是Y / Y是X的保姆), and
    the new one names Y again."""
    m = re.search(r"的[\u4e00-\u9fff]{1,4}是(?P<y>[\u4e00-\u9fff]{2,4}?)[。,]?$", o.text) \
        or re.match(r"(?P<y>[\u4e00-\u9fff]{2,4}?)是[\u4e00-\u9fff]{1,6}的[\u4e00-\u9fff]{1,4}",
                    o.text)
    return m is not None and m.group("y") in n.text


def _open(text: str, m: re.Match[str]) -> bool:
    """Said of no one day, neither denied nor asked in its clause."""
    clause = clause_of(text, m.start())
    before = clause[:clause.find(m.group(0))]
    return not ONE_OFF.search(clause) and not _DAY.search(clause) \
        and not _DENIED.search(before) \
        and not clause.rstrip("。").endswith("吗")

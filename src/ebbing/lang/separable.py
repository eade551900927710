"""Chinese separable verbs read whole, for the conflict judge (issue 25, stop 24).

Many Chinese verbs are a verb and its bound object (离合词): 分手, 辞职, 搬家, 跳槽, 离婚. An
aspect marker goes between the two: 分了手, 辞了职, 搬过家, and in Cantonese 分咗手, 拍紧拖
(紧: in the middle of doing it). The judge's rules know such a verb whole and its aspect
after it (分手了, 辞职了), so `joined` reads the split form as the joined one:

- V了O / V咗O -> VO了 (a change done: 辞了职 -> 辞职了, 跳咗槽 -> 跳槽了);
- V过O -> VO过 (done before: 离过婚 -> 离婚过);
- V紧O -> VO中 (Cantonese progressive: 拍紧拖 -> 拍拖中; not 在, which the rules read as
  where someone is).

A move said with its place between the verb and 去 / 来 (公司搬于洪仓库楼上去了, 搬城里来了)
is read as 搬到 that place (`joined` too); not things moved (搬东西去了, 搬家具来了).

Only the verbs below, each by its bound object, and not where that object begins a word of
its own (搬了家具 is furniture moved, 分了手机 a phone handed out, 结了婚礼的账 a bill).
Reading only: what is stored, shown, indexed and embedded is the person's own text.
"""

from __future__ import annotations

import re

# a verb and the bound objects it takes apart
_PAIRS = {
    "分": "手", "离": "婚职", "结": "婚", "订": "婚", "退": "休学伍租婚", "辞": "职工",
    "搬": "家", "跳": "槽", "转": "行学手工", "戒": "烟酒", "毕": "业", "失": "业",
    "下": "岗", "入": "职", "升": "职", "降": "职", "请": "假", "住": "院", "出": "院",
    "拍": "拖", "怀": "孕", "停": "业", "开": "业",
}
# a character after the object that makes it the start of another word (搬了家具, 分了手机)
_WORD_ON = {
    "手": "机术续表套艺脚指工下里头", "家": "具里人门务电乡庭长属教族中", "婚": "礼纱宴房约",
    "职": "位工务称业员", "工": "资作厂人钱具", "烟": "花灰头", "酒": "店吧杯席瓶",
    "学": "校生习费期", "业": "务余主绩", "行": "李业人", "假": "期条", "院": "长子里",
    "拖": "鞋", "孕": "妇", "租": "金房客", "休": "假", "岗": "位",
}


def _split_form(marker: str) -> re.Pattern[str]:
    alternatives = "|".join(f"{v}{marker}[{objs}]" for v, objs in _PAIRS.items())
    return re.compile(f"(?:{alternatives})")


_DONE = _split_form("[了咗]")
_BEFORE = _split_form("过")
_DOING = _split_form("紧")


def _whole(form: re.Pattern[str], text: str, shape: str) -> str:
    out, at = [], 0
    for m in form.finditer(text):
        verb, obj = m.group(0)[0], m.group(0)[-1]
        after = text[m.end():m.end() + 1]
        if after and after in _WORD_ON.get(obj, ""):
            continue  # 搬了家具: the object begins a word of its own
        out.append(text[at:m.start()])
        said = "{}" if shape.endswith("了") and after in ("了", "咗") else shape  # 分了手了
        out.append(said.format(verb + obj))
        at = m.end()
    out.append(text[at:])
    return "".join(out)


# 搬 and a place, then 去了 / 来了: moved to that place (not 搬到 / 搬去 already, nor things)
_MOVED_TO = re.compile(r"([搬迁])了?(?![到去回来家走出过进完])([\u4e00-\u9fff]{1,10}?)([去来]了)")
_THINGS = re.compile(r"东西|家具|行李|箱|桌|椅|床|柜|货|书|砖|水|菜|米|面|煤|柴")


def _moved_to(text: str) -> str:
    return _MOVED_TO.sub(lambda m: m.group(0) if _THINGS.search(m.group(2))
                         else f"{m.group(1)}到{m.group(2)}{m.group(3)}", text)


def joined(text: str) -> str:
    """`text` with every separable verb taken apart by an aspect marker read whole (see the
    module docstring): 我和她上个月分了手 -> 我和她上个月分手了."""
    text = _whole(_DONE, text, "{}了")
    text = _whole(_BEFORE, text, "{}过")
    return _moved_to(_whole(_DOING, text, "{}中"))

"""Another value of the old memory's doing, heard or guessed (rules.judge_zh, a last reading,
stop 35): under a hedge (好像, 可能, 听说, 不确定), the new statement gives the doing of the
old memory another value of the same kind: another school or hospital (报的湘潭大学 / 好像又在
想考中南大学), another city (在深圳生 / 要不要回厦门生), another hour (五点半送到 / 可能要六点
才送得到), another frequency (礼拜天下一盘 / 可能又能天天下了). Nothing is decided, so it is
suspected at most (rules.judge.hedge_limit).

Tied by a content character the value's clause and the old memory share besides the values
and the people (考, 生, 送): the same doing. Not when the old value is said again in the new
statement, nor a value of another kind."""

from __future__ import annotations

import re

from ebbing.core.entities_zh import extract_zh
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION, ZhSentence

_N = r"[0-9零一二两三四五六七八九十]+"
_KINDS = {
    "institution": re.compile(r"[\u4e00-\u9fff]{2}(?:大学|学院|医院|中学|小学)"),
    "hour": re.compile(rf"{_N}点(?:半|{_N}分?)?"),
    "often": re.compile(r"天天|每天|礼拜[一二三四五六日天]|周[一二三四五六日末]"
                        r"|星期[一二三四五六日天]"),
}


def _places(text: str) -> list[str]:
    return [name for name, _ in extract_zh(text) if len(name) == 2]


def _values(text: str) -> dict[str, list[str]]:
    out = {kind: rx.findall(text) for kind, rx in _KINDS.items()}
    out["place"] = _places(text)
    return out


def heard_elsewise(o: ZhSentence, n: ZhSentence) -> tuple[str, str, str] | None:
    if not n.hedge:
        return None
    olds, said = _values(o.text), _values(n.text)
    people = set("".join(o.people | n.people | {p for p in (o.subject, n.subject) if p}))
    for clause in re.split(r"[,。;!?\s]", n.text):
        for kind, news in _values(clause).items():
            was = [v for v in olds[kind] if v not in said[kind]]
            now = [v for v in news if v not in olds[kind]]
            if not was or not now:
                continue
            values = set("".join(was + now))
            shared = {c for c in set(clause) & set(o.text) if "\u4e00" <= c <= "\u9fff"}
            if shared - FUNCTION - values - people:
                return ("suspected_outdated", f"{was[0]} -> {now[0]}",
                        f"'{now[0]}': heard another {kind} than {was[0]}")
    return None

"""Whom a correction is about (judge_zh reads it before it repudiates): one subject on both
sides, the owner of the old subject, or the attribute of the old subject said again with
another value; and two statements that fill different attribute slots (属 / 学), which no
correction joins."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_frame import claims, content
from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

DATE_WORD = re.compile(r"[0-9零一二三四五六七八九十两月号日点年周]+")


def same_one(o: ZhSentence, n: ZhSentence) -> bool:
    """One subject on both sides; when neither names one, a word both write (六级) ties them."""
    if o.subject or n.subject:
        return o.subject == n.subject
    return any(re.search(r"[\u4e00-\u9fff]", w) and not DATE_WORD.fullmatch(w)
               for w in content(o.text) & content(n.text))


def owner(o: ZhSentence, n: ZhSentence) -> bool:
    """The new statement's subject owns the old one's (乐乐 of 乐乐的生日)."""
    return bool(n.subject) and (o.subject or "").partition("的")[0] == n.subject \
        and "的" in (o.subject or "")


def other_attribute(o: ZhSentence, n: ZhSentence) -> bool:
    """Both statements fill attribute slots, and none is the same (属 / 学)."""
    old, new = ({c.slot for c in claims(s.text)} for s in (o, n))
    return bool(old) and bool(new) and not old & new


def attribute_again(o: ZhSentence, n: ZhSentence) -> bool:
    """The old memory's subject is someone's attribute (刘阿姨的生日, 我的血型) that the new
    statement names again: what is said of them, not whom."""
    owner, _, attribute = (o.subject or "").partition("的")
    if len(attribute) < 2 or (n.subject and n.subject.split("的")[0] != owner):
        return False
    said = re.search(attribute + r"(?:是|应该是|其实是|为)([^,。;!?]{1,8})", n.text)
    return said is not None and said.group(1) not in o.text  # another value of it

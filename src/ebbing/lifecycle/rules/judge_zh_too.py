"""Someone else doing the same too, for the Chinese judge (rules.judge_zh, stop 30): 王胖子调到
巴南站当站长 / 老周也调到巴南站去跑了. The new statement's subject is named, is not in the old
memory, and 也 ("too") follows the name: another person joins what the old memory says; the
old memory's person is not changed by it (none)."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence


def another_too(o: ZhSentence, n: ZhSentence) -> str | None:
    """The new subject's 也 when they are not the old memory's person; else None."""
    who = n.subject
    if not who or who in o.text.replace("的", "") or who in (o.subject or "") or who == "我":
        return None
    m = re.search(re.escape(who) + r"(?:他|她)?也(?!许)", n.text)
    return m.group(0) if m else None

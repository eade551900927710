# ruff: noqa: RUF001, RUF002, RUF003
"""More ways a Chinese question asks about a kind, beside general.py's (docs/languages.md,
"Off-topic questions, stop 27"); general.py `asked_as_general` reads them too.

- Whether a kind works, is safe or pays, asked yes-or-no by repeating the judgement
  (管用不管用, 管不管用, 有没有用, 灵不灵, 安不安全, 划不划算): the same question as
  管用吗 / 有用吗 / 安全吗, which general.py reads already, in its A-not-A form.
- What a kind leaves behind, asked as 副作用 is (有什么后遗症？, 会有哪些并发症？), and a
  school's representative figures or works (有哪些代表人物): a property of the kind.
- Where a kind stands in a ranking (世界排名第几, 排多少): a fact of the world.
- How far a kind's capacity goes, asked by 能 and 多 with an adjective or 几 with a span
  (柴油能扛多冷, 这种轮胎能跑多快, 签证能待几年): a measure of the kind, as 能…多少 is; not
  after a time of the speaker's plans (明天能走多远 is a plan).

Each is only the form of a general question: general.py still asks that the question speak
of no one (我那台车能跑多快 is about the speaker's car, 我吃的药管不管用 about their medicine).
"""

from __future__ import annotations

import re

# a judgement of a kind asked yes or no: whether it works, is safe, healthy, worth it
JUDGEMENTS = ("管用", "有用", "有效", "好使", "灵", "靠谱", "安全", "健康", "正常", "划算",
              "合算", "值得", "伤身", "危险", "有害", "卫生", "科学")
_A_NOT_A = re.compile("|".join(
    rf"{re.escape(w)}不{re.escape(w)}|{re.escape(w[0])}不{re.escape(w)}" for w in JUDGEMENTS
    if len(w) == 2) + "|" + "|".join(f"{w}不{w}" for w in JUDGEMENTS if len(w) == 1)
    + r"|有没有(?:用|效果?|好处|坏处|害处|副作用)|有用没用|有效没效")
# what a kind leaves behind (全飞秒手术有什么后遗症？), as general.py's 副作用
_AFTER = re.compile(r"(?:什么|哪些|啥)(?:后遗症|并发症|代表人物|代表作)")
# how far a capacity goes: 能 (可以) + a verb + 多 + an adjective of degree
_CAPACITY = re.compile(r"(?:能|可以)[^，。？?多几]{0,4}(?:多(?:冷|热|高|远|久|重|大|长|深|快|低)"
                       r"|几(?:年|个月|天|个小时|个钟头))")
# where a kind stands among its kind (墨尔本大学世界排名第几): a ranking of the world
_RANK = re.compile(r"排(?:名)?(?:第几|多少)")
# a time of the speaker's plans before it makes it their plan (明天能走多远, 周末能玩多久)
_PLAN = re.compile(r"今天|明天|后天|今晚|明晚|周末|下周|这周|待会|一会|过几天|下个?月")


def asks_kind(text: str) -> bool:
    """Whether a Chinese question (read as Mandarin) is asked in one of the forms above."""
    if _A_NOT_A.search(text) or _AFTER.search(text) or _RANK.search(text):
        return True
    m = _CAPACITY.search(text)
    return m is not None and not _PLAN.search(text, 0, m.start())

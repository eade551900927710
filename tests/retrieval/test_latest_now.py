# ruff: noqa: RUF001
"""A change the rules read only from a value said as now of a word both memories share
(judge_zh_coming `now_instead`) joins a pair for the present's ranking only when the vectors
put the two side by side too (retrieval/latest.py `by_now`): the knee better now is no news of
the flat with no lift. Fresh sentences, in no dataset. The ranking's effect is measured on
the eighteenth and twentieth (docs/languages.md, stop 32): a store small enough for a test
puts the knee and the flat side by side by their vectors anyway."""

from __future__ import annotations

from ebbing.retrieval import latest

MEMORIES = [
    "我家住在老城区六楼，没有电梯，膝盖受不了",  # 0
    "老房子卖了，在同一条街买了个带电梯的二手房，住十二楼",  # 1: the answer
    "孙女周末来家里写作业",
    "每天早上去公园打太极",
    "膝盖做了理疗，现在好多了，上下楼不怎么疼了",  # 4: said last, about the knee
    "楼下新开了一家面馆，牛肉面十八块",
    "老伴爱看川剧，每周去一次茶馆",
    "儿子在深圳做软件，过年才回来",
    "膝盖积液，医生让我少爬楼梯，少蹲",  # the knee's own nearest
    "血压有点高，每天早上吃一片降压药",
    "小区门口的超市周三打折",
    "去年冬天去海南住了一个月",
    "手机换了个大屏的，字看得清楚",
    "每个月退休金四千出头",
    "楼上邻居家装修，吵了一个月",
    "孙女学钢琴，每周六下午上课",
]


def test_the_rules_read_the_knee_as_now_otherwise() -> None:
    assert latest.by_now(MEMORIES[0], MEMORIES[4])
    assert latest.judged(MEMORIES[0], MEMORIES[4])

    assert not latest.by_now(MEMORIES[0], MEMORIES[1])  # the flat sold: a change of its own

"""What an end or a shift cue of the Chinese judge changes (rules.judge_zh): the words an old
memory states that attribute with (辞职 ends 工作 / 上班, 戒 ends 烟 / 酒, 搬到 changes 住 / 在),
and a job stated by what someone is (是南航的飞行员). Moved here from judge_zh.py unchanged
(stop 24), to keep that file under 400 lines."""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_zh_text import ZhSentence

# what an end or a shift cue changes, by the words an old memory states that attribute with
ATTRIBUTE = {
    "辞职": ("工作", "上班", "公司", "当", "做"), "离职": ("工作", "上班", "公司", "当", "做"),
    "辞了": ("工作", "上班", "公司", "当", "做"), "辞掉": ("工作", "上班", "公司", "当", "做"),
    "退休": ("工作", "上班", "当", "做"), "被开除": ("工作", "上班", "当"),
    "被辞退": ("工作", "上班", "当"), "被裁": ("工作", "上班", "当", "公司"),
    "裁员": ("工作", "上班", "当", "公司"), "失业": ("工作", "上班", "当", "公司"),
    "下岗": ("工作", "上班", "当", "厂"), "跳槽": ("工作", "上班", "公司", "当"),
    "入职": ("工作", "上班", "公司"), "换工作": ("工作", "上班", "公司"),
    "调到": ("工作", "上班", "当", "做"), "调去": ("工作", "上班", "当", "做"),
    "调往": ("工作", "上班", "当", "做"), "调回": ("工作", "上班", "当", "做", "在"),
    "戒": ("烟", "酒", "抽", "喝", "赌"),
    "搬到": ("住", "在", "家"), "搬去": ("住", "在", "家"), "搬回": ("住", "在", "家"),
    "搬走": ("住", "在", "家"), "搬家": ("住", "在", "家"), "搬出": ("住", "家"),
    "搬来": ("住", "在", "家"), "搬过来": ("住", "在", "家"),
    "住到": ("住", "在", "家"), "迁到": ("住", "在", "家"), "挪到": ("在",),
    # the same moves told with 去 / 往 for 到 (迁往台中; 转去 of a home only: 转去另一个部门)
    "转去": ("住",), "转往": ("住",), "迁去": ("住", "在", "家"),
    "迁往": ("住", "在", "家"), "搬往": ("住", "在", "家"),
    "退伍": ("部队", "当兵", "军"), "复员": ("部队", "当兵", "军"), "转业": ("部队", "当兵", "军"),
    "转行": ("工作", "上班", "公司", "当", "做", "是"),
    "报废": ("开", "车", "用", "有"),
    # a school changed ends the school the old memory names
    "转学": ("学校", "读书", "上学", "小学", "中学", "读", "年级"),
    "退学": ("学校", "读书", "上学", "小学", "中学", "大学", "读", "年级"),
    "毕业": ("学校", "读书", "上学", "小学", "中学", "大学", "高中", "初中", "读", "念", "年级",
           "研究生"),
    "关门": ("店", "铺", "馆", "摊"), "关张": ("店", "铺", "馆", "摊"),
    "倒闭": ("店", "铺", "馆", "厂", "公司"),
    "吃肉": ("吃素", "素食"), "开始吃": ("吃素", "素食", "不吃"),
    # a debt paid off ends what is owed
    "还清": ("欠", "贷", "借"), "还完": ("欠", "贷", "借"), "付清": ("欠", "贷", "借"),
    "结清": ("欠", "贷", "借"),
}


# a job stated by what someone is: 是南航的飞行员, 是一名护士 (an agent noun's last characters)
_JOB = re.compile(r"是[^,。]{0,8}?(?:员|师|工|家|官|长|警|司机|会计|护士|记者|医生|老师|老板|"
                  r"经理|主管|教授|作家|演员|画家|厨师|店主"
                  # an English word for the role inside a Chinese sentence (后端leader, PM)
                  r"|(?i:leader|lead|manager|pm|cto|ceo|cfo|coo|vp|hr|engineer|developer"
                  r"|designer|intern|founder|owner|director|head))(?![\u4e00-\u9fff]{0,1}[子里])"
                  r"|在[^,。]{1,10}?(?:教|上班|任职|打工)")  # 在中学教语文: works there
_JOB_CUES = ("辞", "离职", "退休", "被开除", "被辞退", "跳槽", "入职", "换工作")


def attribute(cue: str, o: ZhSentence) -> bool:
    if cue.startswith(_JOB_CUES) and _JOB.search(o.text):
        return True
    for key, words in ATTRIBUTE.items():
        if cue.startswith(key) or key in cue:
            return any(w in o.text for w in words)
    return False


# what is given up, named (把酒戒了, 戒了烟): of another thing than the old memory's (喝花毛峰)
_QUIT_WHAT = re.compile(r"把([\u4e00-\u9fff]{1,3}?)(?:彻底|终于|真的|都|也|给)*戒"
                        r"|戒(?:了|掉)?([烟酒赌糖茶])")
# the old memory says it by its doing: 抽 a brand is smoking, 喝 by 两 or 斤 is liquor
_SAID_BY = {"烟": re.compile(r"烟|抽"),
            "酒": re.compile(r"酒|喝[^,。]{0,3}?[一二两三四五六半几0-9]+(?:两|斤)")}


def quits_other(cue: str, new: str, old: str) -> bool:
    """戒 with its object named, which the old memory does not say."""
    if "戒" not in cue:
        return False
    m = _QUIT_WHAT.search(new)
    what = m.group(1) or m.group(2) if m else None
    if not what:
        return False
    said = _SAID_BY.get(what)
    return not (said.search(old) if said else what in old)

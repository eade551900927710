"""The Chinese judge's cue words (rules.judge_zh_text reads them in a sentence): hedges,
corrections, endings and shifts. Inputs to that reading, built from what the words mean (a
verb of saying and a result of error for 说错, 记岔), not sentences to match."""

HEDGES = ("可能", "好像", "似乎", "也许", "大概", "不确定", "不太确定", "不清楚", "据说", "听说",
          "传言", "说不定", "或许", "不一定", "估计", "听人说", "不敢肯定",
          "不知道是不是真的", "不知真假", "不知道真假", "是真是假", "没准", "八成", "搞不好",
          "指不定", "保不齐", "兴许", "恐怕", "貌似", "看样子", "我猜")
# said, remembered or worked out wrong: a verb of saying or knowing and a result of error
# (说错, 记岔, 弄反, 搞混, 算错), built from both parts rather than listed one by one
SAID_WRONG = (*(v + r for v in "说讲记搞弄写看听算认念" for r in "错岔混反串差"),
              "更正", "纠正", "不准确", "打错了", "打错字")  # 打错了: typed wrong, in a chat
# the old claim made up (瞎编的, 吹牛, 撒谎): never true, as a correction says
MADE_UP = ("瞎编", "胡编", "编的", "编造", "吹牛", "撒谎", "说谎", "骗人的", "瞎吹")
CORRECTIONS = (*SAID_WRONG, "其实", "实际上", "事实上", "并不是", "并没有", "不是真的", "不对",
               *MADE_UP)
ENDS = ("分手", "离婚", "辞职", "离职", "辞掉", "辞了", "退休", "被开除", "被辞退", "不再",
        "已经不", "戒了", "戒掉", "戒烟", "戒酒", "卖了", "卖掉", "送人了", "丢了", "被偷", "去世",
        "过世", "搬走", "搬出", "取消", "停了", "不干了", "倒闭", "关门了", "结束了", "没有了",
        "黄了", "吹了", "还清", "还完", "付清", "结清", "放弃了", "转行", "报废", "退伍", "复员",
        "转业", "被裁", "裁员", "失业", "下岗", "转学", "退学", "关张", "撤了", "撤掉")
SHIFTS = ("搬到", "搬去", "搬回", "搬家", "搬来", "搬过来", "提前", "住到", "迁到",
          "改到", "改成", "改为", "改在", "推迟", "推到", "提前到",
          "延期", "延后", "挪到", "换成", "换到", "换了", "跳槽", "调到", "调去", "调往", "调回",
          "转到", "转去", "转往", "换去", "迁去", "迁往", "搬往",
          "涨到", "降到", "涨价", "降价",
          "涨了", "降了", "现在是", "开始吃", "又开始", "吃肉", "入职", "加入了", "升职",
          "当上了", "现在在")

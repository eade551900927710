"""A twenty-fifth Chinese set for bench/multilingual.py (`--set twentyfifth`), written on
2026-11-28 by the helper zhblind15, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-fourth's shape, and before anything was run on it. Held out:
no rule was tuned on it. Its person, family, places and numbers were invented fresh, and it
is written the way a food delivery rider of 24 in 重庆 talks to his phone's voice input
between orders: 重庆话 (啥子, 要得, 巴适, 莫得, 晓得, 勒个, 嘞, 噻, 哦豁), internet slang (yyds,
绝绝子, 破防了, 栓Q), the voice input's homophone slips left uncorrected (在 for 再, 的 for 得,
his girlfriend typed 何语嫣 and 何雨嫣, his flatmate 罗斌 and 罗彬), no punctuation but spaces
and commas, numbers as digits and words mixed (23单, 一千二, 3k, 一千二九九), times told by
order batches and weekdays (周四晚高峰, 午高峰, 月底, 端午, 中秋, 国庆), hearsay from other
riders (听站长说, 好像, 据说) and corrections of himself (说错了, 不对, 记岔了).

A rider, in his own words: 谭浩 (浩娃儿, 24) from 桂花村 in 万州's 走马镇, a 汽修 大专 behind
him; his mother 向春梅 growing 柑子 and his grandfather 谭德全 (79, then 80, 老慢支; a fall,
an 八十大寿 moved from 农历八月初八 to 10.3, pneumonia and six days in hospital); his
girlfriend 何语嫣 from 江津 (a 解放碑 hotpot waitress, then a 观音桥 nail-salon apprentice,
then on a 3200 base; a silver bangle instead of a gold one; a nail studio to save for); a 雅迪
e-bike on twelve 400-yuan instalments, paid off early with the claim; 美团专送 南坪站 (王胖子,
5.5 a order, then 5.2) left for 饿了么蜂鸟 观音桥站 (龙哥, 6, then 6.3 as a 金牌 rider); a crash
on a 周四晚高峰 (a broken little finger, four weeks in plaster, the other side at fault, 人保
paying 6520 after cutting the lost wages to 4000); the flatmate 罗斌 who owed 2000 and paid
it back in parts (800, 700, 500); 专升本 by 成人高考, then by 自考 with two papers, then one;
rent of 750, raised to 850, then a move to a room in 江北 石马河 (said 900, corrected to 950).
Ten memories in English, typed by his cousin 陈佳怡 studying in Manchester when she set the
assistant up (his phone plan, blood type, emergency contacts, the bike's serial, a visa-free
Malaysia idea, an accident policy, his emergency fund, his address, his exam number, the
village clinic). Each memory carries the day it was said (SAID), in the order said; the bench
stores the texts alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en":
15, 20, 15 and 10), asked the way he would ask later in his own style, or plainly, mostly not
in the memory's words, and, where a fact changed, about the present one, whose newer memory
alone is gold (several of them in the present tense, answered by a later update that does not
repeat the subject's name); twenty off-topic questions about nothing stored: ten general
questions on a topic a memory touches, and ten personal-sounding questions about things of his
life he never told (an untold attribute of someone or something he does mention, or someone
he never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyfifth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in his style or plain)
    _q("我大专在哪里读的 学的啥子", "zh", "m07"),
    _q("语嫣原来上班那个火锅店叫啥名字", "zh", "m04"),
    _q("罗斌最开始找我借了好多钱", "zh", "m09"),
    _q("出车祸那回撞我的是啥子车", "zh", "m22"),
    _q("给爷爷寄的是啥子药", "zh", "m20"),
    _q("端午节我妈寄了些啥子上来", "zh", "m28"),
    _q("雅迪店修前叉加大灯报价好多", "zh", "m26"),
    _q("王胖子调到哪个站去了", "zh", "m50"),
    _q("搬家叫货拉拉花了好多", "zh", "m66"),
    _q("七夕那天跑了好多单 给女朋友买了啥子", "zh", "m61"),
    _q("爷爷八十大寿办了几桌", "zh", "m86"),
    _q("爷爷这回住院查出来是啥子病", "zh", "m89"),
    _q("破纪录那天跑了好多单", "zh", "m49"),
    _q("成考的网课花了好多钱", "zh", "m17"),
    _q("南坪退租押金扣了好多 为啥子扣", "zh", "m67"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我那个车现在还差几期没还完", "para", "m47"),
    _q("我现在在哪个平台跑 哪个站", "para", "m54", "m55"),
    _q("现在每个月房租好多", "para", "m71"),
    _q("老同学现在还欠我好多钱", "para", "m72"),
    _q("女朋友现在底薪好多", "para", "m65"),
    _q("女朋友现在在哪里上班 做啥子", "para", "m39", "m65"),
    _q("爷爷做寿最后改到哪天了", "para", "m74", "m86"),
    _q("国庆回去的车票是哪天哪一趟", "para", "m81"),
    _q("十月份的考试到底考几门", "para", "m84"),
    _q("专升本现在走的啥子路子", "para", "m42"),
    _q("赔的钱到账没有 到了好多", "para", "m46"),
    _q("美团南坪后来一单基础价是好多", "para", "m34"),
    _q("现在跑一单好多钱", "para", "m88"),
    _q("手指骨裂医生说要上多久石膏", "para", "m24"),
    _q("我现在用的啥子手机", "para", "m78"),
    _q("每个月给我妈打好多钱 打到哪里", "para", "m14"),
    _q("那回车祸责任是咋个定的", "para", "m23"),
    _q("女朋友过生最后送了她啥子", "para", "m75"),
    _q("我们现在每个月存好多钱 存来做啥子", "para", "m91"),
    _q("站点以后要搬到哪里去", "para", "m94"),
    # English questions, Chinese memories
    _q("What is my girlfriend's name and where is she from?", "en-zh", "m04"),
    _q("How much did my mum expect to make from this year's oranges?", "en-zh", "m51"),
    _q("Where did my girlfriend go to work after quitting the hotpot restaurant?", "en-zh",
       "m39"),
    _q("How much did my grandfather's hospital stay cost us in the end?", "en-zh", "m92"),
    _q("How much red-envelope money did I set aside for Grandpa's birthday?", "en-zh", "m77"),
    _q("Who is my new landlord and how often do I pay the rent?", "en-zh", "m68"),
    _q("What extra does my station pay per order at the dinner rush now?", "en-zh", "m69"),
    _q("How many orders did I do on my first day on the new platform, and what was I fined?",
       "en-zh", "m63"),
    _q("Where will I sit the self-study exam?", "en-zh", "m76"),
    _q("What does my mum grow and raise at home?", "en-zh", "m06"),
    _q("How much did I pay the customer when I spilled the soup?", "en-zh", "m73"),
    _q("What does my old flatmate do for work now?", "en-zh", "m30"),
    _q("Where do my girlfriend and I usually go on Mondays?", "en-zh", "m12"),
    _q("What shift did the station manager offer me after my injury?", "en-zh", "m32"),
    _q("What were my lost wages counted at in the insurance payout?", "en-zh", "m41"),
    # Chinese questions, English memories
    _q("我手机套餐一个月好多钱 流量有好多", "zh-en", "e01"),
    _q("我是啥子血型 对啥子过敏不", "zh-en", "e02"),
    _q("紧急联系人都填的哪几个", "zh-en", "e03"),
    _q("电瓶车的车架号是好多", "zh-en", "e04"),
    _q("过年想出国耍 要不要签证 我还差啥子", "zh-en", "e05"),
    _q("表妹给我买的意外险一年好多钱 保到好久", "zh-en", "e06"),
    _q("卡里至少要留好多钱应急", "zh-en", "e07"),
    _q("我现在住的门牌号是好多", "zh-en", "e08"),
    _q("明年四月那次自考好久报名", "zh-en", "e09"),
    _q("爷爷在村里出了事该先打哪个电话", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "自考一门一般要好多分才及格",
    "电瓶车电池冬天为啥子跑不远",
    "老慢支冬天咋个预防复发",
    "新农合住院一般能报好多比例",
    "开美甲工作室要办些啥子证",
    "碱水粽是咋个做的",
    "万州的柑子一般好久成熟",
    "What is the best time of year to visit Malaysia?",
    "成人高考跟自考的文凭有啥子区别",
    "肺炎会不会传染人",
    # things of his life he never told
    "语嫣她妈叫啥名字",
    "罗斌的生日是好久",
    "我驾照是哪年考的",
    "龙哥全名叫啥子",
    "我老汉在哪里打工",
    "张婆婆今年好多岁了",
    "我妹妹今年读几年级",
    "What was my score on the college entrance exam?",
    "撞我那辆大众的车牌是好多",
    "王胖子屋头有几个娃儿",
]

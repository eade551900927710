"""A twenty-ninth Chinese set for bench/multilingual.py (`--set twentyninth`), written on
2026-11-29 by the helper zhblind19, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-eighth's shape, and before anything was run on it. Held
out: no rule was tuned on it. Its person, family, places and numbers were invented fresh, and
it is written the way a retired 北京 taxi driver of 68 types, slowly, with one finger (or leaves
it to his grandson): in 京片子, with 儿化 everywhere (这儿, 一块儿, 门儿清, 擦黑儿, 开春儿), 您,
甭, 倍儿, 得嘞, 局气, 瞎掰, 没辙, 姥姥 as an exclamation, 颠儿了, 遛弯儿, 发小儿, 街坊, 嚼谷,
包圆儿; numbers in old habits (块, 一百单八位); dates by the old calendar beside the new (腊八,
小年 腊月二十三, 初五 破五, 正月十五, 二月二, 清明, 立夏, 端午, 四月十八 his 阴历生日, 头伏,
立秋, 七夕) and times as 吃完晌午饭, 擦黑儿, 开春儿; the neighbours' hearsay (街坊说, 听说,
好像, 胡同里传) and his own corrections (说岔了 in m42, 瞧我这记性 in m65, 不对 记差了 in m86).

A Beijing cabbie, in his own words: 常德顺 (68), thirty-one years at the 京华出租汽车公司 (a
捷达, then a 索纳塔), living in 小铃铛胡同17号院, a 大杂院 of seven households east of 鼓楼;
his wife 赵桂芬 (老伴儿), whose blood pressure pills went from 硝苯地平 twice a day to one
氨氯地平 5 mg, then 缬沙坦 80 mg added beside it (a 街坊's kidney scare called 瞎掰 by 李大夫);
his son 常立军, from a 望京 courier depot to after-sales manager at a 亦庄 EV dealer (一万三 a
month), and 儿媳 刘芳, a maths teacher; his grandson 浩浩 (常浩) in 高三, who wanted 北京交通
大学, scored 603 (corrected to 608), put 北京工业大学 车辆工程 first, was admitted and reports
on 30 August (corrected from the 28th); his granddaughter 悦悦 (常悦), a nursing student in
墨尔本, whose September visit became "not before 过年"; the 腾退 rumour from 王婶儿 (a
街道 notice: 修缮, not 腾退, April to September, then October's end) and her later
chargers-for-everyone rumour; his pigeons (36, a hawk took two, ten sold to 老白 of 德胜门 when
the roof loft had to shrink, two hatched: 26); a 画眉 named 小亮 bought at 十里河 for 三百八
and given to his 发小儿 and chess partner 老葛, who moved to 通州梨园 (chess then on a phone app
every evening at eight, then on Sundays only); the community check-up moved from 12 to 26
March (fasting glucose 7.2, then 7.0); his taxi licence handed back; his pension (3,860 a
month, rumoured to rise by over a hundred, up 80 to 3,940); the flat-bed 三轮 sold for 300,
corrected to 280; the dog 煤球, left by the neighbour 小马 who went to 深圳 and then gave it for
good; the 鼓楼票房 where he sings 老生 (空城计 at the 七一 show; the 琴师 老孟 replaced by 邱
老师; moved to the 交道口 culture station on Saturdays); a trip to his 老家 in 沧州献县 moved
from 清明 to 五一 to 16 May, when it was made. Ten memories in English, notes kept by the
granddaughter in Melbourne (video-call times in Melbourne and Beijing time, his metformin, an
eye appointment at 同仁, his knee, a parcel to send, a hearing test, his phone, diet and
cigarettes, a flu shot and emergency contacts, sleep).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way he would ask later or plainly, mostly not in the memory's words, and,
where a fact changed, about the present one, whose newer memory alone is gold (several in the
present tense, answered by a later update that does not repeat the subject's name: m54 on his
wife's pills, m42 on the 三轮, m71 on the pension, m65 on the score, m86 on the reporting day,
m87 on the pigeons, m76 on the dog, m92 on the visit); twenty off-topic questions about nothing
stored: ten general questions on a topic a memory touches, and ten personal-sounding questions
about things of his life he never told (an untold attribute of someone or something he does
mention, or someone he never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyninth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in his voice or plain)
    _q("画眉是在哪儿买的 花了多少钱", "zh", "m20"),
    _q("腊八那天老伴儿做了啥", "zh", "m08"),
    _q("二月二剃头花了多少钱", "zh", "m27"),
    _q("鹞子叼走了几只鸽子", "zh", "m30"),
    _q("卖给德胜门老白的鸽子一只多少钱", "zh", "m40"),
    _q("回老家那趟是谁开车来接的", "zh", "m50"),
    _q("从老家带回来了些啥", "zh", "m51"),
    _q("阴历生日那天老伴儿给做的啥", "zh", "m55"),
    _q("浩浩二模考了多少分", "zh", "m48"),
    _q("资格证交回去的时候公司给干了啥", "zh", "m60"),
    _q("煤球打狂犬疫苗花了多少钱", "zh", "m68"),
    _q("头伏吃的什么馅儿饺子", "zh", "m70"),
    _q("浩浩学车的驾校在哪儿 学费多少", "zh", "m78"),
    _q("七夕跟老伴儿干啥去了", "zh", "m85"),
    _q("浩浩的宿舍是几人间", "zh", "m94"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("老伴儿现在早上除了氨氯地平还得吃哪样儿药", "para", "m54"),
    _q("李大夫停掉原来那种药以后 换上的那种一天吃几片", "para", "m23"),
    _q("咱们这片儿到底腾不腾退", "para", "m25"),
    _q("胡同里的工程现在说要干到啥时候", "para", "m74"),
    _q("房上那群鸽子眼下一共多少只", "para", "m87"),
    _q("那辆拉货的脚蹬车最后卖了多少钱", "para", "m42"),
    _q("我每个月领的退休钱现在是多少", "para", "m71"),
    _q("回河北上坟那趟最后是哪天去的", "para", "m50", "m43"),
    _q("孙子高考实际考了多少分", "para", "m65"),
    _q("孙子第一志愿最后报的哪所大学", "para", "m64", "m72"),
    _q("跟我下棋的那位老伙计现在住哪儿", "para", "m39"),
    _q("我跟发小儿现在隔多久下一盘棋", "para", "m77"),
    _q("那条黑狗现在算谁的", "para", "m76"),
    _q("那只画眉现在在谁手里", "para", "m44"),
    _q("唱戏的那帮票友儿现在礼拜几在哪儿唱", "para", "m47"),
    _q("现在给我们拉胡琴儿的是谁", "para", "m82"),
    _q("儿子现在在哪儿上班 干什么", "para", "m37"),
    _q("孙子去大学报到到底是哪天", "para", "m86"),
    _q("孙女儿今年九月回不回北京", "para", "m92"),
    _q("今年社区体检最后改在哪天", "para", "m24"),
    # English questions, Chinese memories
    _q("How many pigeons did I keep at the start of the year?", "en-zh", "m06"),
    _q("What does my daughter-in-law do for a living?", "en-zh", "m03"),
    _q("Which university did my grandson hope to get into before the exam?", "en-zh", "m04"),
    _q("What did the neighbour claim would happen to our hutong in February?", "en-zh",
       "m12"),
    _q("Why did I have to sell some of my pigeons?", "en-zh", "m38"),
    _q("What was my fasting blood sugar at the community check-up in March?", "en-zh",
       "m29"),
    _q("Why was the trip to my hometown at Qingming called off?", "en-zh", "m31"),
    _q("Which app do I use to play chess with my childhood friend?", "en-zh", "m45"),
    _q("What did my son give me for my birthday?", "en-zh", "m55"),
    _q("How much more does my son earn in his new job?", "en-zh", "m37"),
    _q("Which opera piece did I sing at the July 1 community show?", "en-zh", "m66", "m52"),
    _q("What did the doctor say about the rumour that my wife's second pill harms the "
       "kidneys?", "en-zh", "m80"),
    _q("Where is the neighbour who spread the demolition rumour moving to?", "en-zh", "m90"),
    _q("What will the street office build in every courtyard once the repairs are done?",
       "en-zh", "m89"),
    _q("Where did the neighbour who left me his dog go to work?", "en-zh", "m46"),
    # Chinese questions, English memories
    _q("跟悦悦视频现在是北京时间几点", "zh-en", "e01"),
    _q("我现在吃的降糖药是什么 怎么吃", "zh-en", "e02"),
    _q("同仁医院看眼睛约在哪天几点", "zh-en", "e03"),
    _q("积水潭的大夫说我膝盖是怎么回事", "zh-en", "e04"),
    _q("悦悦打算往北京寄些什么", "zh-en", "e05"),
    _q("测听力约在什么时候", "zh-en", "e06"),
    _q("家里给我微信支付设了多少限额 为啥设的", "zh-en", "e07"),
    _q("白酒现在让我喝多少", "zh-en", "e08"),
    _q("流感疫苗约在哪天打", "zh-en", "e09"),
    _q("大热天儿空调调到多少度", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "高血压的人一天吃多少盐合适",
    "画眉鸟一天喂几回食",
    "北京鼓楼是哪个朝代修的",
    "京剧里老生和小生有什么区别",
    "鸽哨儿是用什么做的",
    "北京南站到沧州西的高铁票多少钱",
    "How long does a courtyard house renovation in Beijing usually take?",
    "墨尔本冬天冷不冷",
    "小狗多大开始打狂犬疫苗",
    "象棋里马走日是什么意思",
    # things of his life he never told
    "老葛的闺女叫什么名字",
    "我老伴儿老家是哪儿的",
    "立军开的是什么车",
    "王婶儿今年多大岁数",
    "煤球平时吃什么牌子的狗粮",
    "老孟住在哪个胡同",
    "我那辆出租车的车牌号是多少",
    "我姐姐在哪儿住",
    "我外孙女上几年级了",
    "What is Haohao's student number at university?",
]

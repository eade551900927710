# ruff: noqa: RUF001
"""A thirty-third Chinese set for bench/multilingual.py (`--set thirtythird`), written on
2026-11-29 by the helper zhblind23, blind: without reading anything under src/ or docs/, nor any
earlier set beyond the thirty-second's shape, and before anything was run on it. Held out: no
rule was tuned on it. Its person, family, places and numbers were invented fresh, and it is
written the way a woman of 31 who teaches maths at a 初中 in 呈贡 writes to her phone: long,
tidy messages in 普通话 with full punctuation, whole sentences and numbers spelt out, with
云南话 in them (整 for 做 or 吃, 咋个, 板扎, 憨包, 克 for 去, 咯是 for 是不是, 嘛, 喽, 小娃娃,
老倌 for her husband, 老妈妈 for her grandmother, 得 for 可以, 害羞 for 不好意思, 不消 for 不用,
哪样, 莫); a teacher's habits (课表, 月考, 家长会, 班主任, 第三节课, 晚自习, 公开课, 说课,
批卷子); dates by the school calendar and 云南 festivals as well as dates (寒假, 开学那周,
期中考前, 泼水节去西双版纳那次, 五一, 中考, 火把节, 中秋, 国庆回老家, 周三教研) and times as
早读前, 午休, 放学后, 晚自习下课; the staffroom's hearsay (听说, 同事讲, 好像, 可能) and her own
corrections (记错了 in m43, 说错了 in m74, 搞混了 in m84, 不对 in m92).

A 昆明 maths teacher, in her own words: 段晓雯 (31) of 下关, teaching maths at 斗南中学 in 呈贡,
班主任 of 初二三班 (46 pupils) and maths teacher of 三班 and 四班 in the spring term, then, from
September, no longer 班主任 and teaching only 初三 (一班 and 二班; 一班 in the second period and
二班 in the third, corrected to the other way round); the 一级教师 职称 with its 说课 答辩 set for
16 May and moved to 13 June (勾股定理 drawn, passed in July, about six hundred more a month); her
husband 赵建华 (老倌, 33), a ranger on 滇池 at the 海埂 station, transferred from 1 July to the
ranger team at 石林 (a dormitory of four, home at weekends, then from Thursday night to Sunday), who
applies to be deputy team leader; a rented flat in 吴家营, 呈贡 (两千三 a month, 张嬢嬢, to the end
of August, left on 25 July) and a bought flat at 云秀苑 in 官渡 (ninety-eight square metres,
一百三十二万, 四十万 down, 九十二万 from 建设银行 over thirty years at 3.15 corrected to 3.1, then
2.9 from August, 3930 a month down to 3830); her father 段志明 (62) in 下关 with a worn left knee,
the replacement set for 20 July, moved to the 国庆 holiday by the surgeon's training (in on 3
October, corrected: operated on the 5th), then rehabilitation from crutches to walking alone; her
brother 段晓东 (27) and his 阿东小锅米线 in 大理古城, moved from 人民路 (rent from four to six 万)
to a larger shop on 叶榆路 opened in June, with a helper, 阿兰 of 洱源, whom he will marry (next
国庆, corrected to next 五一); a 备孕 plan from the summer, first with 李医生 at the 呈贡
妇幼保健院, then, when she left to study, with 陈红梅 at 云大医院 (TSH 4.8, 优甲乐 at half a tablet,
stopped in October); the badminton club 羽你同行 at the 大学城 gym (Tuesday and Thursday evenings
and Saturday mornings, the Saturday session moved to the afternoon), where she becomes leader of the
women's group in April, hands it to 小罗 in August and leaves in September; a blue 比亚迪秦PLUS
bought in March (十一万六) with 平安 insurance from the dealer, replaced by 人保 in September after
a slow claim; a 香格里拉 road trip planned for 国庆, moved to 2 to 6 August by her father's
operation; 王浩然, the 初三 boy she tutors on Saturday mornings at two hundred a time, whose parents
stop paying in May (she teaches him free to the 中考: 91 in maths, a place at 呈贡一中) and who
later ask her to go on; and hearsay that 斗南中学 will merge into 呈贡一中, partly true: it joins
the 呈贡一中 教育集团 in August, keeping its campus, its teachers and its principal, with shared
teaching research and marking. Ten memories in English: office notes by the school's American
exchange teacher, Megan, who shares the maths office with her (her classes and rooms, her evening
study duty, the exam dates, the badminton club's times, her husband's move to the Stone Forest, and
the days she is away).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and, where
a fact changed, about the present one, whose newer memory alone is gold (several in the present
tense, answered by a later update that does not repeat the subject's name: m59 on the mortgage,
m68 on the badminton club, m70 on the car insurance, m74 on her father's operation, m81 on her
husband's days at home, m92 on her brother's wedding); twenty off-topic questions about nothing
stored: ten general questions on a topic a memory touches, and ten personal-sounding questions
about things of her life she never told (an untold attribute of someone she does mention, or
someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtythird_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("我在哪个学校教书？教哪一科？", "zh", "m01"),
    _q("以前在吴家营租的房子一个月房租多少？房东是哪个？", "zh", "m03"),
    _q("公开课上完，何老师讲我哪里还要改？", "zh", "m21"),
    _q("泼水节去西双版纳那次，老倌咋个了？晚上吃的哪样？", "zh", "m29"),
    _q("期中考三班数学平均多少分？年级第几？", "zh", "m35"),
    _q("五一回大理，晓东店里一早上卖了多少碗？", "zh", "m36"),
    _q("五月月考班上出了哪样事？", "zh", "m44"),
    _q("评上一级教师以后工资一个月多多少？", "zh", "m56"),
    _q("搬家请搬家公司花了多少钱？书装了几箱？", "zh", "m58"),
    _q("在香格里拉老倌是在哪里高反的？", "zh", "m60"),
    _q("火把节在石林看了哪些？", "zh", "m61"),
    _q("国庆在病房里改了多少份卷子？", "zh", "m76"),
    _q("初三第一次月考哪一块错的人最多？", "zh", "m78"),
    _q("车第一次保养在4S店等了多久？", "zh", "m82"),
    _q("老妈妈今年多大了？住在哪里？", "zh", "m85"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我现在还当班主任吗？带的是哪个年级？", "para", "m50", "m67"),
    _q("老倌现在平时住在哪里？", "para", "m54"),
    _q("老倌现在一个礼拜哪几天在家？", "para", "m81"),
    _q("我们现在的家在哪个小区？", "para", "m58"),
    _q("现在房子每个月要还银行多少？", "para", "m59"),
    _q("当初签的房贷利率到底是多少？", "para", "m43"),
    _q("我爹换膝盖到底是哪天开的刀？", "para", "m74"),
    _q("晓东的米线店现在开在古城哪条街？", "para", "m47"),
    _q("备孕现在是哪位医生在管？在哪家医院？", "para", "m39"),
    _q("我现在还克打羽毛球吗？", "para", "m68"),
    _q("车的保险现在是在哪家买的？", "para", "m70"),
    _q("香格里拉最后是哪几天克的？", "para", "m46", "m60"),
    _q("评职称的说课答辩最后是哪天？", "para", "m31"),
    _q("学校到底跟呈贡一中并掉了没有？", "para", "m48"),
    _q("王浩然的补课后来还收不收钱？", "para", "m41"),
    _q("现在初三一班的数学排在第几节？", "para", "m84"),
    _q("晓东跟阿兰打算哪个时候办喜事？", "para", "m92"),
    _q("周三教研现在在哪里搞？", "para", "m79"),
    _q("我爹的腿现在恢复得咋个样？", "para", "m89"),
    _q("甲状腺那个药现在还要不要吃？", "para", "m77"),
    # English questions, Chinese memories
    _q("What did my husband do before he was transferred?", "en-zh", "m02"),
    _q("What car did we buy, and how much did it cost on the road?", "en-zh", "m13"),
    _q("How was the down payment on our flat put together?", "en-zh", "m28"),
    _q("How big is the flat we bought, and what was the total price?", "en-zh", "m23"),
    _q("How many bowls a day does my brother's shop sell now, and who helps him there?",
       "en-zh", "m64"),
    _q("What did Wang Haoran get in maths in the zhongkao, and which school did he get into?",
       "en-zh", "m55"),
    _q("What did my old class give me on the last day of the spring term?", "en-zh", "m53"),
    _q("How long did my father's knee operation take?", "en-zh", "m75"),
    _q("Why did I give up leading the women's group at the badminton club?", "en-zh", "m62"),
    _q("Why was my father's operation moved out of the summer holidays?", "en-zh", "m45"),
    _q("What was my TSH at the first pre-pregnancy check?", "en-zh", "m22"),
    _q("What happened to our car on the road to the Stone Forest?", "en-zh", "m69"),
    _q("How much did the other driver's insurer pay for the bumper?", "en-zh", "m95"),
    _q("What does the sign at the school gate say now, and did we get a new principal?",
       "en-zh", "m65"),
    _q("Why did my husband want us to buy a car?", "en-zh", "m11"),
    # Chinese questions, English memories
    _q("初三一班和二班各在哪间教室？", "zh-en", "e01"),
    _q("晚自习的时候学生可以克哪里找我问题目？", "zh-en", "e02"),
    _q("初三期末考是哪两天？", "zh-en", "e03"),
    _q("我答应借给办公室那个美国老师哪只羽毛球拍？", "zh-en", "e04"),
    _q("老倌考副队长的笔试是哪天？", "zh-en", "e05"),
    _q("我克看医生那天下午，二班小测的答案放在哪里？", "zh-en", "e06"),
    _q("初三家长会上美国老师被请去讲哪样？", "zh-en", "e07"),
    _q("我克玉溪培训那几天，我的信放在哪里？", "zh-en", "e08"),
    _q("寒假我回老家那段时间，托美国同事帮我做哪样？", "zh-en", "e09"),
    _q("车里保险业务员的名片放在哪里？", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "膝关节置换手术以后一般多久能正常走路？",
    "备孕的时候叶酸一般要提前吃多久？",
    "克香格里拉咋个预防高原反应？",
    "房贷提前还一部分划不划算？",
    "羽毛球拍穿线拉多少磅合适？",
    "小锅米线的汤是用哪样熬的？",
    "一级教师要再评高级教师得满几年？",
    "How do I explain quadratic functions to fourteen-year-olds who hate graphs?",
    "混动车的电池一般能用多少年？",
    "甲状腺TSH偏高对怀孕有哪样影响？",
    # things of her life she never told
    "老倌的爸爸妈妈住在哪里？",
    "我妈叫哪样名字？",
    "阿兰今年多大了？",
    "马老师教了几年书了？",
    "王浩然的妈妈是做哪样工作的？",
    "我大学是在哪里读的？",
    "我的车牌号是多少？",
    "云秀苑的物业费一个月多少？",
    "我表妹现在在哪里上班？",
    "What is the name of my husband's team leader at the Stone Forest?",
]

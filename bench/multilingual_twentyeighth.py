"""A twenty-eighth Chinese set for bench/multilingual.py (`--set twentyeighth`), written on
2026-11-29 by the helper zhblind18, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-seventh's shape, and before anything was run on it. Held
out: no rule was tuned on it. Its person, family, places and numbers were invented fresh, and
it is written the way a 17-year-old girl in 高二 at a 杭州 high school types on her phone:
fast, in bursts of short messages with spaces for commas, in 2026 internet slang (pinyin
initials xswl, yyds, nsdd, u1s1, dbq, zqsg, bhys, awsl; 谐音 集美, 酱紫, 木有; 破防, emo, 栓Q,
绝绝子, 蚌埠住了), with emoji and stickers written as text ([捂脸], [裂开]), English words
inside Chinese (deadline, OK, cos, bug), school shorthand (老班 for 班主任, 数 for 数学, 物 for
物理, 走班, 方姐 for the head teacher), dates as school weeks and terms (第四周, 第十二周, 下下周,
寒假第一天, 月考, 期中, 期末), classmates' gossip (听说, 好像, 据说, 有人说) and her own
corrections (打错了 in m25 and m48, 口误 in m55, 不对不对 我记错了 in m93).

A schoolgirl, in her own words: 周语桐 (桐桐, 17) of 高二(6)班 at 云栖高中, living in 大关 with
her strict mother 林慧 (a bank clerk) and her easier father 周晟 (an interior designer); her
subject choice changed from 物化生 to 物化地 (approved in week 2; geography with the young 陈老师);
a maths 补习班 at 优思教育 on 文三路: Saturday afternoons with 王老师 at 300 a lesson, then,
王老师 on maternity leave, Sunday mornings with 刘老师, then Friday evenings 6:30-9, then
one-to-one at 450; her ranks (first 月考 18th in class and 312th in the year; 期中 9th and 156th;
the May 月考 14th and 230th; 期末 6th, corrected to 7th, and 98th); her best friend 蒋可可,
whose father's job took the family to 宁波, where she boards at a school in 鄞州 from May (her
seat taken by 许佳琪); the 动漫社 (head 苏苏学姐 of 高三, then 林泽宇 阿泽 with her as 副社长; a
芙宁娜 costume, 268 in the cart, 318 bought); a 林屿 concert ticket at 大莲花 for 16 May (880),
sold on 闲鱼 for 1000, corrected to 950, when the 研学 to 绍兴 moved from 6-8 May to 14-16 May;
her iPhone 13 smashed in a PE lesson, her mother's old iPhone XR, then a pink 华为 nova 13,
corrected to nova 14; her grandmother in 富阳 and a left knee replacement at 浙二 moved from
18 March to 8 April to 15 April; the phone curfew (ten, weekends eleven; half past nine after
the first 月考; half past ten after 期中; no phone Monday to Thursday after the May 月考; eleven
every night in the summer); a ginger cat found on the first day of the winter holiday, named
芋圆 and renamed 麻薯, vaccinated and spayed on 莫干山路; gossip that the physics teacher 老杨
was leaving (for a 滨江 school, then the district 教研室), confirmed by him in June, and that
the head teacher 方姐 is expecting. Ten memories in English, notes kept by her online English
tutor, a Canadian teaching from Toronto (lesson times in Beijing and Toronto time, the IELTS
target band raised from 6.5 to 7.0, the book they read, homework due dates, her mother's
contact preferences, fees, her speaking, the test date, the summer schedule, vocabulary).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and,
where a fact changed, about the present one, whose newer memory alone is gold (several in the
present tense, answered by a later update that does not repeat the subject's name: m48 on the
phone, m55 on the ticket, m65 and m84 on the 补习班, m92 on the curfew, m93 on her rank);
twenty off-topic questions about nothing stored: ten general questions on a topic a memory
touches, and ten personal-sounding questions about things of her life she never told (an
untold attribute of someone or something she does mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyeighth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("家里的猫是啥时候捡回来的", "zh", "m03"),
    _q("动漫社每周几在哪个教室活动", "zh", "m12"),
    _q("物理老杨上课有啥特点", "zh", "m14"),
    _q("林屿演唱会那张票多少钱 什么位置", "zh", "m20"),
    _q("体育课上我手机是怎么坏掉的", "zh", "m28"),
    _q("我妈那台旧手机是什么型号", "zh", "m29"),
    _q("去绍兴研学要交多少钱", "zh", "m39"),
    _q("期中物理哪道题没写完", "zh", "m41"),
    _q("可可最后一天在班上大家给她写了啥", "zh", "m45"),
    _q("麻薯绝育多少钱 约在哪天", "zh", "m72"),
    _q("芙宁娜那套cos服最后花了多少", "zh", "m73"),
    _q("外婆复查的时候医生说右膝怎么样", "zh", "m75"),
    _q("端午跟可可在湖滨银泰吃的什么", "zh", "m80"),
    _q("社团招新视频谁来剪 deadline是啥时候", "zh", "m86"),
    _q("麻薯现在几斤重", "zh", "m60"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我现在选考的是哪三科", "para", "m15"),
    _q("数学课外辅导现在星期几上 哪位老师教", "para", "m65", "m84"),
    _q("课外补数学现在一次收多少钱", "para", "m84"),
    _q("家里那只橘猫现在叫什么名字", "para", "m26"),
    _q("我现在这部手机到底是nova几", "para", "m48"),
    _q("放假这阵子晚上几点前要把手机上交", "para", "m92"),
    _q("期末我在班里排第几", "para", "m93"),
    _q("外婆换膝盖最后是哪天做的", "para", "m37"),
    _q("最好的朋友现在在哪座城市读书", "para", "m49"),
    _q("我在动漫社现在担任什么职务", "para", "m52"),
    _q("那张演唱会门票最后转手拿回了多少钱", "para", "m55"),
    _q("学校组织的绍兴之行最后是几号出发的", "para", "m50"),
    _q("教物理的那位下学期要去哪里", "para", "m79"),
    _q("补课为什么换了个老师", "para", "m27"),
    _q("第一次月考后我妈规定手机几点上交", "para", "m25"),
    _q("为什么我最后没去看林屿", "para", "m51"),
    _q("可可一家为什么要搬走", "para", "m17", "m38"),
    _q("我为什么不想再学生物了", "para", "m04"),
    _q("闺蜜走了以后坐在我后面的是谁", "para", "m83"),
    _q("这学期学校几号开始放暑假", "para", "m85"),
    # English questions, Chinese memories
    _q("Where did my cat get her first vaccine, and how much did it cost?", "en-zh", "m13"),
    _q("Who was head of the anime club when I joined?", "en-zh", "m12"),
    _q("How did I rank in the first monthly exam of the term?", "en-zh", "m23"),
    _q("When was my grandmother's knee operation first booked?", "en-zh", "m10"),
    _q("Why was my grandmother's operation postponed the first time?", "en-zh", "m21"),
    _q("Which character did I want to cosplay, and how much was the first costume I saw?",
       "en-zh", "m18"),
    _q("Where was the physics teacher first rumoured to be going?", "en-zh", "m19"),
    _q("How much did I improve in the midterm exams?", "en-zh", "m42"),
    _q("What phone did I ask my dad for after the midterms?", "en-zh", "m44"),
    _q("How many steps did I walk on the school trip?", "en-zh", "m59"),
    _q("Who is the president of the anime club now?", "en-zh", "m52"),
    _q("How did my physics mark go in the May monthly exam?", "en-zh", "m63"),
    _q("How was my grandmother walking by the end of May?", "en-zh", "m69"),
    _q("What is the gossip about my homeroom teacher?", "en-zh", "m76"),
    _q("Where does my best friend want to change her subjects to?", "en-zh", "m78"),
    # Chinese questions, English memories
    _q("英语网课固定是周几 北京时间几点", "zh-en", "e01"),
    _q("我的雅思目标分现在定的是多少", "zh-en", "e02"),
    _q("英语课上现在在读哪本书", "zh-en", "e03"),
    _q("雅思大作文题目是啥 几号交", "zh-en", "e04"),
    _q("英语老师跟我妈联系她喜欢用什么方式", "zh-en", "e05"),
    _q("一节英语网课多少加元 怎么付", "zh-en", "e06"),
    _q("外教说我口语有什么毛病", "zh-en", "e07"),
    _q("雅思考试约在哪天", "zh-en", "e08"),
    _q("暑假加的那节课是周几 哪天停一次", "zh-en", "e09"),
    _q("背单词用的什么app 一天背多少个", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "膝关节置换手术后一般多久能正常走路",
    "猫绝育以后要注意些什么",
    "浙江新高考选科一共有多少种组合",
    "地图上等高线越密代表什么",
    "雅思总分是怎么算出来的",
    "What is the best way to fix a cracked phone screen?",
    "鲁迅故居的门票要多少钱",
    "杭州到宁波坐高铁要多久",
    "小猫一天喂多少猫粮合适",
    "cos用的假发怎么打理不会打结",
    # things of her life she never told
    "可可的生日是几月几号",
    "我爸在哪家公司上班",
    "方姐教书教了多少年",
    "阿泽的手机号是多少",
    "外婆叫什么名字",
    "我们家小区叫什么名字",
    "我身高多少",
    "许佳琪家住在哪里",
    "我哥在哪里读大学",
    "What is my dad's phone number?",
]

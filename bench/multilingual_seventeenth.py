# ruff: noqa: RUF001
"""A seventeenth Chinese set for bench/multilingual.py (`--set seventeenth`), written on
2026-11-27 by the helper zhblind7, blind: without reading the recall's, the relevance floor's
or the judge's code or docs, nor any earlier set beyond its shape, and before anything was run
on it. Held out: no rule was tuned on it. Its person, city, school, family and habits were
invented fresh, and it is written the way a student of twenty-two types in WeChat or on
小红书: net slang (破防, 绝绝子, yyds, emo, 摆烂, 上岸, 寄了, xswl), pinyin initials and short
forms (zfb, xhs, ddl, 计科, 软工, 计网), emoji, dates in many forms (11.30, 12.13, 1.5, 10.17,
下下周四, 下周四, 周末, 月底, 年底, 国庆后, 农历八月十五), nicknames and roles (老妈, 室友阿珂,
糖糖, 卷王, 班导, 学长, 江小狗) and English words mixed in (offer, presentation, GPA, ddl,
PPT, vlog, HR). The memories are in bench/multilingual_seventeenth_data.py.

A student who writes about herself in the first person, in 成都 (from 乐山): 苏芮 (22, third
year of computer science at a university in 郫都; dorm 梧桐苑 3栋502, then moved with her
roommates to 银杏苑 8栋217 when the old block was refurbished; roommates 阿珂 (陈珂, from 贵阳,
born on 3.14, a boyfriend 阿哲), 糖糖 (唐思雨, preparing the graduate exam for 浙大) and 小鹿
(from 重庆, plays 王者, a UI internship in 春熙路, borrowed 500 and paid it back); class
adviser 王颖 (班导), monitor 杨帆, 学长 周屿 (who referred her to 饭点科技, a catering SaaS
company in 天府软件园: an interview on 11.18, then an offer at 200 a day from 1.5); a part-time
job in a lemon-tea shop at 18 an hour, given up for tutoring a boy (浩浩) in maths at 80 an
hour; 江辰 (a 软工 classmate from 绵阳 met in the badminton club, together from 10.17, then
broken up: the Harbin trip dropped for 西安 with 阿珂); a sprained ankle from badminton and
its recovery; allergies to dust mites (loratadine) and penicillin; a wisdom tooth at 华西口腔
put off from 12.2 to 12.9; the driving school; CET-6 failed at 412 and retaken on 12.13; the
graduate exam first planned, then dropped for a job; money (1800 a month from her mother,
花呗, a savings plan, a scholarship); her mother 老妈 (a nurse in 乐山), her father (a tea shop
under 峨眉山, high blood sugar), her brother 苏睿 (second year of middle school), her
grandmother (外婆, in 五通桥, a broken hip), and the family's cat 芋圆 (ear mites); and ten
memories written in English, her own notes in the same life: Lucas (a French exchange student
from Lyon), Priya (a Kaggle teammate in Bangalore), the second interview's note (Mr. Hu),
Andrew Ng's course, Tom (a Canadian in her software-engineering group), her cousin Vivian (a
nurse in Melbourne), the ankle's physiotherapy, the networking project's server, Sarah (an
English tutor from Manchester) and Jake (a backpacker from Texas in 重庆). Same question
kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked the way
she would ask an assistant later (mostly not in the memory's words: by role, nickname or
slang, about a time or an amount, and, where a fact changed, about the present one, whose
memory alone is gold); off-topic questions about nothing stored, ten of them general questions
on a topic a memory touches (ear mites in cats, penicillin and cephalosporins, dust mites,
the CET-6 pass mark, ankle ligaments, wisdom teeth, fasting blood sugar, hip fractures in old
age, how the 推免 works, Redis cache breakdown), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_seventeenth_data import MEMORIES

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as she would type it later)
    _q("阿珂生日几号来着", "zh", "m03"),
    _q("我以前在柠檬茶店打工一小时多少钱", "zh", "m14"),
    _q("班导叫啥名字", "zh", "m25"),
    _q("六级第一次考了多少分", "zh", "m19"),
    _q("花呗这个月要还多少", "zh", "m13"),
    _q("软工presentation我负责讲哪块", "zh", "m24"),
    _q("我xhs账号叫啥", "zh", "m49"),
    _q("换手机屏花了多少钱", "zh", "m50"),
    _q("新寝室空调电费咋算的", "zh", "m60"),
    _q("二食堂冒菜多少钱一份", "zh", "m61"),
    _q("驾校学费交了多少", "zh", "m45"),
    _q("健身房月卡多少钱", "zh", "m67"),
    _q("图书馆我的固定座位在哪", "zh", "m76"),
    _q("科二约的哪天", "zh", "m46"),
    _q("饭点科技的offer一天给多少", "zh", "m31"),
    # Chinese, in other words than the memory's (role, nickname, slang, time)
    _q("我上次说的那个兼职现在一小时多少钱来着", "para", "m16"),
    _q("我爸是做啥生意的", "para", "m07"),
    _q("家里那个主子最近生了啥病", "para", "m11"),
    _q("前任老家是哪的", "para", "m33", "m35"),
    _q("我俩当初为啥掰的", "para", "m35"),
    _q("我跟前男友是哪天确定关系的", "para", "m32"),
    _q("我现在住几号楼几号房", "para", "m59"),
    _q("牙最后改到哪天去弄", "para", "m44"),
    _q("脚受伤那次校医让我歇多久", "para", "m38"),
    _q("哪种抗生素我碰不得", "para", "m42"),
    _q("鼻炎犯了吃的啥药", "para", "m41"),
    _q("面试那会儿技术问题都考了些啥", "para", "m30"),
    _q("实习哪天开始去报到", "para", "m31"),
    _q("卷王室友想去哪个学校读研", "para", "m56"),
    _q("天天打王者那个室友在哪上班", "para", "m58"),
    _q("中秋那天家里除了过节还要庆祝啥", "para", "m52"),
    _q("姥姥为啥住院了", "para", "m55"),
    _q("十一去山城那趟住宿花了多少", "para", "m47"),
    _q("放寒假出去玩的计划最后定了没", "para", "m36"),
    _q("研究生我到底还读不读", "para", "m66"),
    # English question, Chinese memory
    _q("What did the scholarship pay out?", "en-zh", "m27"),
    _q("What's the name of our family cat?", "en-zh", "m10", "m11"),
    _q("When do I sit the CET-6 this time?", "en-zh", "m20"),
    _q("What was my GPA last semester?", "en-zh", "m18"),
    _q("Which elective did I pick this term?", "en-zh", "m75"),
    _q("How much money does Mom send me every month?", "en-zh", "m12"),
    _q("What did the doctor say about Dad's blood sugar?", "en-zh", "m53"),
    _q("Which roommate borrowed money from me, and did she pay it back?", "en-zh",
       "m72", "m73"),
    _q("What nickname did I give Jiang Chen in my WeChat contacts?", "en-zh", "m33"),
    _q("How did my little brother do in maths at midterm?", "en-zh", "m54"),
    _q("What is my student innovation project about?", "en-zh", "m64"),
    _q("Which professor gives a LeetCode hard every week?", "en-zh", "m63"),
    _q("How much weight have I lost since I joined the gym?", "en-zh", "m68"),
    _q("When is the networking course project due?", "en-zh", "m23"),
    _q("Who is Ake dating these days?", "en-zh", "m57"),
    # Chinese question, English memory
    _q("英语角认识的那个法国男生是哪个城市的", "zh-en", "e01"),
    _q("打Kaggle那个印度队友叫啥", "zh-en", "e02"),
    _q("饭点二面是跟谁面，要复习哪些", "zh-en", "e03"),
    _q("吴恩达那个网课我看到第几周了", "zh-en", "e04"),
    _q("软工组那个加拿大留学生负责干嘛", "zh-en", "e05"),
    _q("墨尔本当护士的表姐说澳洲读研GPA要多少", "zh-en", "e06"),
    _q("脚踝康复每天晚上要练哪些动作", "zh-en", "e07"),
    _q("聊天室的聊天记录存在哪个库里", "zh-en", "e08"),
    _q("陪我练口语的那个英国老师一节课多少钱", "zh-en", "e09"),
    _q("国庆在重庆碰到的那个美国背包客带我们去吃了啥", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "猫的耳螨会传染给人吗",
    "青霉素过敏的人能用头孢吗",
    "家里怎么除螨比较有效",
    "大学英语六级满分多少，多少分算过",
    "脚踝韧带拉伤一般多久能恢复",
    "智齿是不是一定要拔",
    "空腹血糖正常范围是多少",
    "老人髋部骨折做完手术多久能下地",
    "推免研究生一般要满足什么条件",
    "What is cache breakdown in Redis and how do you prevent it?",
    # things this life never mentions
    "我上次去迪士尼玩了几个项目",
    "我的电瓶车停在哪个车棚",
    "我钢琴考到几级了",
    "表哥结婚我随了多少份子钱",
    "What time does my yoga class start on Sundays?",
    "我第三针疫苗是哪天打的",
    "我阳台上那盆多肉还活着没",
    "How much is my car insurance this year?",
    "我家鱼缸多久换一次水",
    "我小学同桌现在在哪个城市",
]

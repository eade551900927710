"""A thirty-first Chinese set for bench/multilingual.py (`--set thirtyfirst`), written on
2026-11-29 by the helper zhblind21, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the thirtieth's shape, and before anything was run on it. Held out: no
rule was tuned on it. Its person, family, places and numbers were invented fresh, and it is
written the way a grandmother of 72 who sells 粿 from a stall in 汕头's 老市区 talks to her
phone: dictated (the voice input puts in its own commas and full stops) or typed for her by her
grandson 阿鸿, Mandarin text full of 潮汕 words (食 for 吃, 呾 for 说, 阿嬷, 阿公 for her late
husband, 胶己人, 孥仔, 乜 / 乜个, 无, 唔, 佢, 个 for 的, 厝, 埕, 讨海, 查某囝, 好食, 做粿, 拜老爷,
营老爷, 工夫茶, 老爷生, 出花园, 外家, 歹势); numbers by the 斤 and the 块 (红桃粿三块, then 三块
五 a piece; 粘米粉 by the 斤, fifty 斤 a bag); dates by the lunar and temple calendar as well as
dates (初一十五, 元宵营老爷那天, 二月初一, 老爷生, 四月十五, 五月节, 七月半, 八月十五, 九月初九,
冬节, 出花园那天; each checked against the 2026 lunar calendar) and times as 天光, 食早后, 日昼,
暗晡; the neighbours' hearsay (隔壁阿婶呾, 听人呾, 好像, 可能) and her own corrections (我乱呾 in
m26, 呾错了 in m42, 唔是 in m83, 记错了 in m86).

A 汕头 粿 seller, in her own words: 许惜花 (72), widow of 蔡木生 (阿公, a fisherman who later
made 粿 with her), thirty years at a stall under the banyan by 升平市场, who lives with her son
in 镇邦路; the stall's spot (the market torn down from 1 May: a temporary pitch at 商平路 30,
not 西堤 as heard, at 四百 a month; the new market opening in October, drawn stall 十二 at 六百,
corrected to 十三, by the east gate, with a roof); her prices (红桃粿 三块 to 三块五, 鼠壳粿 两块
半, 韭菜粿 两块, 粽 四块; 鼠壳草 at 十八 a 斤); her rice-flour supplier (阿炳 of 澄海, 三块二 a
斤 on Tuesdays, retiring with his back; 老郑 of 潮阳's 郑记米厂, 三块, corrected to 两块九, on
Fridays at six; his son takes over at the same price); her health (the free check-up for the
over-65s set for 12 March, moved to the 17th: blood pressure 145, blood sugar 6.8, then 6.2 in
July; amlodipine after breakfast; eye drops of 玻璃酸钠 three times a day, replaced at the
eye centre by 拉坦前列素 at bedtime for early glaucoma; her 医保卡 changed to the third-generation
社保卡); her grandson 阿鸿 (15: 中考, 金山中学, his 出花园 set by the temple's 阿伯 for 七月初七,
moved to 七月初四, held that day with flower water, red clogs and a cock's head); her daughter
秀琴 in 广州 (a garment factory's 跟单 at half pay, then manager of a 卤鹅 shop in 白云 at 七千,
cut to 六千五, then floor manager of a beef-hotpot restaurant in 天河 at 八千五); her son 志明's
boat 顺兴号 (offered 四十二万, sold to a man of 惠来 for 四十五万, the lower figure corrected; he
drives a forklift at 广澳港 and fishes on Sundays from a small 舢板); the 荣丰潮剧团 and its
花旦 郑玉燕 (元宵, 老爷生 at 老妈宫, her last show at 汕头大剧院, a ticket of 一百二十 corrected
to 一百八; her pupil 林晓纯 after her); the 工夫茶 group (at 阿珠姐's, twenty a month, moved to
老陈伯's while 阿珠姐 was in 香港, back again; thirty a month); the tenant in the old house in
南砂村 (小韦 of 广西 at 五百, gone to 东莞 when the toy factory closed; 阿枝 the vegetable seller at
四百五); and 阿娟婶's rumour that the village would be torn down for a motorway exit (two
thousand a square metre, by year's end), which the village committee denies: only the lane
widened and street lamps, one metre of the yard given up for a thousand. Ten memories in
English: notes kept by 慧敏 (Lee Hui Min), the wife of her elder grandson 阿杰, a Malaysian-
Chinese nurse in 深圳 (the medicines, the next clinic dates, when to ring and when not, the
stall's hours, what to bring her at 冬节, her blood pressure, her phone, who pays the insurance,
her tea and sleep, the family's calls).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and,
where a fact changed, about the present one, whose newer memory alone is gold (several in the
present tense, answered by a later update that does not repeat the subject's name: m26 on the
flour's price, m42 on the boat's price, m59 on the tenant, m62 on the 出花园 day, m76 on the
daughter's job, m83 on the ticket, m86 on the stall's number); twenty off-topic questions about
nothing stored: ten general questions on a topic a memory touches, and ten personal-sounding
questions about things of her life she never told (an untold attribute of someone or something
she does mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtyfirst_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("阿公后生时做乜个个", "zh", "m02", "m22"),
    _q("元宵营老爷那天荣丰在村里做乜个戏", "zh", "m10"),
    _q("阿珠姐买个新鸭屎香几钱一斤", "zh", "m30"),
    _q("体检那日血压血糖几多", "zh", "m18"),
    _q("鼠壳草在谁人那里买 几钱一斤", "zh", "m25"),
    _q("老爷生那暗荣丰做乜个戏", "zh", "m41"),
    _q("商平路头一日卖了几个粿", "zh", "m38"),
    _q("出花园那天鸿仔咬了乜个 舅父送了乜个", "zh", "m70"),
    _q("慧敏返来带了乜个给我", "zh", "m71"),
    _q("七月半档口卖了几个粿", "zh", "m73"),
    _q("鸿仔去学校报到我给佢带了乜个", "zh", "m75"),
    _q("八月十五一家人在哪里拜月娘", "zh", "m80"),
    _q("村道拓宽村里补了几钱", "zh", "m90"),
    _q("阿炳开刀我送了乜个去", "zh", "m43"),
    _q("五月节粽卖几钱一个 卖了几个", "zh", "m54"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("新市场里我那个摊位是第几号", "para", "m86"),
    _q("我卖粿个地方而今有无遮雨个顶", "para", "m85"),
    _q("眼下潮阳那个米厂的粉一斤收我几钱", "para", "m26"),
    _q("孙仔那个成人礼最后定在农历哪一日", "para", "m62"),
    _q("澄海那间老屋而今住个是乜人 一个月收几钱", "para", "m59"),
    _q("我女儿现在在广州做什么工作 工资多少", "para", "m76"),
    _q("儿子那条渔船最后到底卖了多少钱", "para", "m42"),
    _q("我儿子不打鱼了以后在做什么", "para", "m45"),
    _q("每天晚上喝茶现在是在哪家", "para", "m88"),
    _q("喝茶的那几个老人现在每人每月凑多少钱", "para", "m81"),
    _q("那个名角最后一场戏的票到底多少钱一张", "para", "m83"),
    _q("老家的房子到底会不会被拆掉", "para", "m68"),
    _q("红色的那种桃形米糕现在卖多少钱一个", "para", "m47"),
    _q("治高血压的药每天什么时候吃", "para", "m44", "m72"),
    _q("以前租我老屋的那家广西人为什么走了", "para", "m55"),
    _q("我追的那个戏班现在挑大梁的旦角是谁", "para", "m95"),
    _q("看病用的那张卡后来换成了什么", "para", "m84"),
    _q("市场重建那段时间外面那个临时摊位每月交多少", "para", "m29"),
    _q("第二次查血糖结果是多少", "para", "m60"),
    _q("小孙子初中毕业考上了哪所高中", "para", "m57", "m75"),
    # English questions, Chinese memories
    _q("How long have I been selling rice cakes, and where was my old spot?", "en-zh",
       "m01", "m36"),
    _q("What was the name of my son's fishing boat?", "en-zh", "m06"),
    _q("What was my daughter's job at the garment factory?", "en-zh", "m07"),
    _q("Where did the Guangxi family renting my village house work?", "en-zh", "m09"),
    _q("Why did my first rice-flour supplier stop delivering?", "en-zh", "m17"),
    _q("What did the first doctor say was wrong with my eyes?", "en-zh", "m16"),
    _q("Where was the man who bought my son's boat from?", "en-zh", "m40", "m42"),
    _q("What does my grandson's wife do for a living?", "en-zh", "m08"),
    _q("Which opera actress do I like best, and in which role?", "en-zh", "m11"),
    _q("What has to be prepared for my grandson's coming-of-age ceremony?", "en-zh", "m67"),
    _q("Why did the tea group move to Old Chen's house for a while?", "en-zh", "m50"),
    _q("How many rice cakes did I make for the temple at the Lantern Festival?", "en-zh",
       "m10"),
    _q("What did I get for my grandson at the temple before his exams?", "en-zh", "m35"),
    _q("Why did my daughter's pay go down in August?", "en-zh", "m66"),
    _q("What does my son do on Sundays now?", "en-zh", "m93"),
    # Chinese questions, English memories
    _q("眼药水开封以后几久就要丢掉", "zh-en", "e01"),
    _q("眼科下回复查是几号几点", "zh-en", "e02"),
    _q("平日几点以前唔好打电话给阿嬷", "zh-en", "e03"),
    _q("过年档口关几日", "zh-en", "e04"),
    _q("冬节返去要带乜个给阿嬷", "zh-en", "e05"),
    _q("十一月中阿嬷在厝里量个血压几多", "zh-en", "e06"),
    _q("挂号程序个账号是谁人在管", "zh-en", "e07"),
    _q("阿嬷个医保谁人交 一年几钱", "zh-en", "e08"),
    _q("暗晡几点以后阿嬷就唔好再饮茶", "zh-en", "e09"),
    _q("秀琴一般礼拜几打电话给阿嬷", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "红桃粿个粿皮点样染先会红",
    "青光眼会唔会遗传",
    "鸭屎香同蜜兰香有乜个区别",
    "出花园这个风俗是从几时开始个",
    "潮剧同粤剧有乜个唔同",
    "氨氯地平食了脚肿正常无",
    "澄海点解有咁多玩具厂",
    "汕头老市区有乜个好食个",
    "What is the difference between Teochew and Hokkien?",
    "拉坦前列素滴久了眼睛会唔会变色",
    # things of her life she never told
    "阿公是属乜个个",
    "慧敏个爸爸妈妈在马来西亚做乜个",
    "郑记米厂在潮阳哪个镇",
    "阿珠姐个女儿在香港做乜个工",
    "我个小妹而今住在哪里",
    "阿鸿个班主任姓乜个",
    "老郭在广州做乜个工",
    "阿枝有几个孥仔",
    "郑玉燕厝住在哪个区",
    "What was the name of my mother's home village?",
]

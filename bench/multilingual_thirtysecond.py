"""A thirty-second Chinese set for bench/multilingual.py (`--set thirtysecond`), written on
2026-11-29 by the helper zhblind22, blind: without reading anything under src/ or docs/, nor any
earlier set beyond the thirtieth's shape, and before anything was run on it. Held out: no rule
was tuned on it. Its person, family, places and numbers were invented fresh, and it is written
the way a man of 58 who owns a small shoe-sole factory in 瓯海 types on his phone: quick 普通话
in short clauses, spaces where punctuation would go, with 温州 business habits and 温州 words
(晓得, 嗯当 for 现在 and 妆 for 做 in his own spellings, 天光 for morning, 老板娘 for his wife,
阿娘 for his mother, 囡儿 for his daughter, 搞定, 拍板, 走账, 打款, 压货); money in 万 counted
as 个 (三十六个 = 三十六万, 十八万八 for a bride price); the odd English word from his children
(OK, Prato, visa); dates by orders and festivals as well as dates (年底结账, 正月初一, 元宵, 做寿
那天, 清明前, 广交会那几天, 出货那个礼拜, 端午, 阴历七月半, 冬至) and times as 早上六点到厂,
夜里十点对账; the industrial zone's hearsay (听讲, 人家讲, 好像, 据说) and his own corrections
(不对 in m43, 讲错了 in m69, 记错了 in m76, 搞错了 in m83).

A 温州 shoe-sole maker, in his own words: 潘德胜 (58) of 娄桥, owner of 德胜鞋底 in the 娄桥
工业区 (thirty workers, TPR and rubber soles; twenty-nine after New Year, thirty-one from July
with a machine hand from 安徽 at 八千五), and his wife 周秀琴 (老板娘, 55), who keeps the books
and pays everyone; the factory's lease from 黄永强 (三十六个 a year to the end of June; he asks
四十五个, then a three-year lease at 四十个 signed in May, to June 2029); a fourth injection
moulding machine from 宁波海天 (七十八个; a loan from 瓯海农商银行 of 六十个, corrected to
五十八个 with 二十个 down; the remaining 四十八个 repaid early in August); the big customer in
Prato, 叶老板 of 丽岙, owing 九十个 for two containers, promising New Year, then 清明, then May,
paying half (四十五个) in July and signing a plan for the rest (二十个 in November, 二十五个 in
December); a 迪拜 buyer met at the 广交会 (十万双 said, 五万双 ordered, two containers shipped
in July, the balance of 三十五个 paid); overtime at 二十五 an hour, corrected to 二十二; his son
建伟 (18 years in Prato), whose clothing wholesale shop is sold for 六万欧 and becomes the 瓯江
饭店 (a 瑞安 cook, 炒粉干 and 鱼丸汤, opened in June, closed on Mondays), his wife 小倪 and their
daughter 思佳 (16); his daughter 晓燕 (29), a nurse in the emergency ward of 浙江省人民医院 who
moves to the health-check centre of 杭州市一医院 (day shifts), brings home 徐俊 of 绍兴 at New
Year, bride price 十八万八, engaged on 3 October, the wedding next 五一; his mother (阿娘, 82)
with high blood pressure: 硝苯地平 from 王医生 of 瓯海人民医院, doubled in March, then 李主任 of
温医附一 and 氨氯地平 (swollen ankles), check-ups monthly on Wednesday, corrected to Thursday,
then every two months; her 82nd birthday banquet (eight tables in 梧田) and its red envelopes;
a 标会 run by 阿芬 (twenty-one members, 两个 a month), joined at 元宵 and left in May after a
club in 仙岩 collapsed; his cousin 阿光's loan (十五个 for a lorry, 五个 back in May, 两个 more
lent secretly in June and forgiven, five back in September, 五个 left, promised before 冬至); a
trip to Italy moved from May to September by the visa, the flight set for 15 September and
corrected to the 18th, home on 1 October; fishing at 三垟湿地 on Sunday mornings, then sea
fishing at 洞头 on 阿勇's boat (a sea bass, yellow croakers, a grouper), and only 洞头 once the
wetland's fishing area closed; his blood sugar (8.1 in March, 二甲双胍 twice a day, 6.6 in June,
6.2 in October and once a day) and his smoking (quit on 正月初一, back at it in March,
two packs a day at the fair, quit for good at 端午); hearsay that the industrial zone will be
moved to 瓯江口 (or 乐清), with compensation, all wrong: in August the district only repaves and
repaints. Ten memories in English: letters from his granddaughter 思佳 (Sofia), 16, who grew up
in Prato and writes to him in English for school practice (her school and her friends, the B2
First exam in Florence and a mock test, her father's restaurant hours and menu, her Christmas
visit to 温州 alone and her flight, moved from 21 to 23 December, and his not smoking).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way he would ask later or plainly, mostly not in the memory's words, and, where
a fact changed, about the present one, whose newer memory alone is gold (several in the present
tense, answered by a later update that does not repeat the subject's name: m40 on his mother's
medicine, m49 on the lease, m59 on his son's business, m74 on the loan, m76 on the check-up day,
m87 on the cousin's debt); twenty off-topic questions about nothing stored: ten general
questions on a topic a memory touches, and ten personal-sounding questions about things of his
life he never told (an untold attribute of someone he does mention, or someone he never
mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtysecond_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in his voice or plain)
    _q("每天早上几点到厂 夜里几点对账", "zh", "m01"),
    _q("新机器调机的师傅从哪里来的 调了几天", "zh", "m16"),
    _q("年底结账净落多少", "zh", "m19"),
    _q("过年厂里放假放到哪天 正月几号开工", "zh", "m21"),
    _q("阿娘做寿在哪里摆的 摆了几桌", "zh", "m32"),
    _q("阿芬那个标会几个人 每脚多少", "zh", "m27"),
    _q("仙岩那边的会出了什么事", "zh", "m50"),
    _q("广交会那几天接了什么客户", "zh", "m47"),
    _q("第二趟去洞头钓到了什么鱼", "zh", "m64"),
    _q("阴历七月半给谁烧的纸", "zh", "m82"),
    _q("出货那个礼拜迪拜的货装了几个柜", "zh", "m68"),
    _q("迪拜的尾款到了多少", "zh", "m71"),
    _q("在Prato过中秋 建伟饭店里做了什么", "zh", "m90"),
    _q("叶老板讲意大利税务怎么了", "zh", "m33"),
    _q("台风那个礼拜天在家干什么", "zh", "m78"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("嗯当厂房一年要交房东多少钱", "para", "m49"),
    _q("我娘嗯当吃的是什么降压药", "para", "m40"),
    _q("阿娘去医院复查嗯当多久一次", "para", "m77"),
    _q("儿子在意大利嗯当做的是什么生意", "para", "m59", "m80"),
    _q("表弟借的钱嗯当还欠多少", "para", "m87"),
    _q("买机器跟银行借的钱嗯当还剩多少没还", "para", "m74"),
    _q("我嗯当还抽不抽烟", "para", "m79"),
    _q("降血糖的药嗯当一天吃几粒", "para", "m94"),
    _q("女儿嗯当在哪家医院上班", "para", "m55"),
    _q("我们那个工业区到底要不要搬走", "para", "m75"),
    _q("我嗯当还在阿芬那个会里吗", "para", "m56"),
    _q("嗯当周末一般去哪里钓鱼", "para", "m93"),
    _q("工人晚上加班一个钟头到底给多少钱", "para", "m69"),
    _q("买新机器跟银行到底借了多少", "para", "m43"),
    _q("去意大利那趟最后是哪天的飞机", "para", "m83"),
    _q("叶老板剩下的钱讲好怎么还", "para", "m89"),
    _q("我娘复查到底是礼拜几去", "para", "m76"),
    _q("女儿男朋友家里彩礼讲好多少", "para", "m66"),
    _q("迪拜那个客户最后到底订了多少双", "para", "m52"),
    _q("房东当初开口要涨到一年多少", "para", "m30", "m45"),
    # English questions, Chinese memories
    _q("How many workers does my factory have now?", "en-zh", "m67"),
    _q("Which parts of the business does my wife take care of?", "en-zh", "m02"),
    _q("Which bank lent me the money for the new injection moulding machine?", "en-zh",
       "m13"),
    _q("How much of what he owed me did the customer in Prato finally pay?", "en-zh", "m72"),
    _q("What did my cousin say he needed the money for the first time he borrowed?", "en-zh",
       "m10"),
    _q("What did my mother say she would do with the red envelopes from her birthday banquet?",
       "en-zh", "m34"),
    _q("What fish did I catch on my first sea-fishing trip at Dongtou?", "en-zh", "m53"),
    _q("Why was my visa for Italy held up the first time?", "en-zh", "m46"),
    _q("How much did my son get for handing over his clothing shop?", "en-zh", "m44"),
    _q("What did my daughter's fiance's parents give at the engagement, and when is the "
       "wedding?", "en-zh", "m92"),
    _q("Who ran the factory while I was away in Italy?", "en-zh", "m85"),
    _q("What was my fasting blood sugar at the check-up in March?", "en-zh", "m31"),
    _q("Why did my daughter want to leave the provincial hospital?", "en-zh", "m37"),
    _q("What happened when we went to sweep the graves at Qingming?", "en-zh", "m38"),
    _q("Why did my wife and I have a row in August?", "en-zh", "m81"),
    # Chinese questions, English memories
    _q("思佳在哪个学校读书 每天几点放学", "zh-en", "e01"),
    _q("思佳的英语考试哪天考 在哪里考", "zh-en", "e02"),
    _q("建伟的饭店中午几点开到几点", "zh-en", "e03"),
    _q("饭店里炒粉干卖几欧", "zh-en", "e04"),
    _q("孙女寒假回来住哪个房间", "zh-en", "e05"),
    _q("思佳从意大利哪个机场坐飞机", "zh-en", "e06"),
    _q("孙女嗯当哪天到温州 几点落地", "zh-en", "e08"),
    _q("思佳礼拜二放学以后去做什么", "zh-en", "e07"),
    _q("思佳英语模拟考考了多少分", "zh-en", "e09"),
    _q("思佳来温州想吃什么东西", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "二甲双胍饭前吃还是饭后吃",
    "申根签证一般要提前多久去办",
    "海钓鲈鱼用什么饵最好",
    "TPR鞋底跟橡胶鞋底哪个更耐磨",
    "高血压的人能不能喝咖啡",
    "秋季广交会一般是几月份开",
    "标会在法律上算不算非法集资",
    "How do I register a small business in Italy as a foreigner?",
    "戒烟贴到底有没有用",
    "温州炒粉干要怎么炒才不粘锅",
    # things of his life he never told
    "老板娘娘家是哪里的",
    "徐俊的爸爸是做什么的",
    "阿勇的船叫什么名字",
    "车间主任阿洪今年几岁",
    "媳妇小倪是哪里人",
    "我阿姐住在哪里",
    "叶老板的老婆叫什么名字",
    "我小舅子在哪里做生意",
    "我读初中时候的班主任姓什么",
    "What car do I drive to the factory every morning?",
]

"""A twenty-seventh Chinese set for bench/multilingual.py (`--set twentyseventh`), written on
2026-11-28 by the helper zhblind17, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-sixth's shape, and before anything was run on it. Held out:
no rule was tuned on it. Its person, family, places and numbers were invented fresh, and it
is written the way a woman of 63 who runs a seafood stall in 厦门 dictates to WeChat by voice
input, so every message is what the speech-to-text made of her: long run-on sentences with no
commas, the recogniser's homophone errors (以经 for 已经, 再 for 在 in m11 and m28; the piano
teacher 许 fixed to 徐 in the next message, m18-m19; the baby's 语 fixed to 雨, m78-m79), filler
(那个, 就是说, 然后然后), numbers spoken (两千八, 三百五, 一百三十八对八十五, 一千零八十), 闽南
words written as heard (头家, 后生, 阿嬷, 厝, 呷饭, 歹势, 古锥, 金拍谢, 透早, 头眩眩, 半暝, 放尿,
没法度, 歹教, 角头, 炉主), 普通话 in 台语 word order, dates in 农历 and 公历 both (四月初八 and
公历五月二十四号, 七月十五, 清明前, 下礼拜三, 8月20号), hearsay from the market (听隔壁阿珠讲,
人家讲, 好像, 不知道真的假的) and her own corrections (讲错了, 不是啦, 我记错).

A fishwife, in her own words: 洪秀琴 (阿琴姨, 63), thirty-odd years at 八市, her stall moved
from 大棚门口 B区十二号 into the 水产大厅 at C区三号 (rent 1500 to 2200), then for two months to
D区八号 while C区 is refitted, back on 9月1号; her supplier boat 阿炳's 闽厦渔0587 from 高崎 (in
dock for a month), then 阿海's from 何厝 (five, then four o'clock; seized by the coast guard),
then 阿炳's again for good; her husband 陈水木 (66, an old boatman) and his blood pressure:
氨氯地平 5 mg, raised to 10 mg with 缬沙坦 80 mg at night, then 缬沙坦 stopped (138/85); her
daughter 陈雅婷 in 深圳 married to the Singaporean engineer 陈俊杰 (Marcus), a girl due on
8月20号, moved up to 8月8号, named 陈语安 by the recogniser and 陈雨安 in fact; her son 陈志伟
with a milk-tea shop in 湖里 who borrowed 50,000 and paid back 10,000, 10,000, 8,000 (said as
10,000, then corrected) and 7,000, leaving 15,000; his daughter 陈欣怡 (8) at the piano (a
second-hand Yamaha; teacher 许 corrected to 徐, later 林 on Sunday mornings; grade 3 passed
with distinction); 龙山宫's 普度 where her 角头 is 炉主 (丁口钱 60 a head, 7,380 collected; twenty
tables at 2,200 then 2,400; a puppet show; 阿珠 to worship in her stead); her own cataract
operation set for 3月25号, moved to 四月初八 (公历5月24号), corrected to 初七 (5月23号), done;
the right eye first due in half a year, then booked for 8月20号 and put off to after October;
the market's demolition (rumoured for next year, with 30,000 compensation or none, then
rumoured delayed two years; stalls in the new market drawn by lot); a train to 深圳 bought for
8月5号 and changed to 7月28号. Ten memories in English, typed once she is in 深圳 by her
daughter's husband Marcus Tan, a Singapore-born engineer (his office, the hospital booking,
her train home, her eye drops, her own medicines in English, his flight to Singapore,
emergency contacts, their flat, a refunded deposit, her eye surgeon). Each memory carries the
day it was said (SAID), in the order said; the bench stores the texts alone. Same question
kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked the way
she would ask later or plainly, mostly not in the memory's words, and, where a fact changed,
about the present one, whose newer memory alone is gold (several in the present tense,
answered by a later update that does not repeat the subject's name: m62 and m91 on the son's
debt, m63 and m74 on the husband's pills, m76 on the stall, m79 on the baby's name); twenty
off-topic questions about nothing stored: ten general questions on a topic a memory touches,
and ten personal-sounding questions about things of her life she never told (an untold
attribute of someone or something she does mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyseventh_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("我头家以前是做什么的", "zh", "m02"),
    _q("欣怡那台钢琴是什么牌子的 买多少钱", "zh", "m43"),
    _q("那天红鲟一斤卖多少 花蛤呢", "zh", "m14"),
    _q("老花眼镜断掉以后去哪里配的 多少钱", "zh", "m44"),
    _q("母亲节雅婷寄什么回来给我", "zh", "m53"),
    _q("普度办桌总共要订几桌", "zh", "m38", "m39"),
    _q("龙山宫丁口钱一口人收多少", "zh", "m12"),
    _q("丁口钱收齐了总共多少钱", "zh", "m77"),
    _q("五一那天生意卖了多少", "zh", "m50"),
    _q("开刀前检查医生讲我什么有一点高", "zh", "m54"),
    _q("欣怡钢琴三级考得怎么样", "zh", "m55"),
    _q("今年普度我们角头多出的布袋戏要多少钱", "zh", "m65"),
    _q("那个客人讲花蛤有沙我后来怎么处理", "zh", "m73"),
    _q("去深圳行李箱里带了什么要给宝宝", "zh", "m92"),
    _q("清明回同安扫墓头家怎么样", "zh", "m33"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我们现在在市场哪一区卖", "para", "m76"),
    _q("现在店里的鱼货是谁的船在送", "para", "m72", "m86"),
    _q("我头家的降压药现在一天怎么吃", "para", "m74"),
    _q("女儿现在生产的日子是几号", "para", "m51"),
    _q("那个开奶茶店的后生现在还欠我多少钱", "para", "m91"),
    _q("孙女现在钢琴是谁在教 礼拜几去上", "para", "m70"),
    _q("外孙女叫什么名字", "para", "m79"),
    _q("我左眼的手术最后是哪一天开的", "para", "m56"),
    _q("右边那粒眼睛什么时候要开", "para", "m88"),
    _q("普度办桌现在一桌算多少", "para", "m81"),
    _q("大厅里面冰块到底有没有要收钱", "para", "m46"),
    _q("去深圳那个车票后来是哪天的", "para", "m85"),
    _q("搬进大厅以后一个月要交多少摊位费", "para", "m27"),
    _q("我去深圳的时候摊子给谁顾", "para", "m89"),
    _q("普度那天谁要代我去拜拜", "para", "m90"),
    _q("女婿的公司在深圳哪里 离医院多远", "para", "m66"),
    _q("后生开店去年一开始跟我拿了多少", "para", "m05"),
    _q("市场要拆的事情最近又听讲延到什么时候", "para", "m64"),
    _q("女儿是在哪一间医院建档做产检", "para", "m15"),
    _q("何厝那个船后来为什么没来送货", "para", "m71"),
    # English questions, Chinese memories
    _q("How long have I been selling seafood, and what do people call me?", "en-zh", "m01"),
    _q("Whose boat first brought my fish, and at what time?", "en-zh", "m08"),
    _q("Why did I have to look for another boat in March?", "en-zh", "m20"),
    _q("What did the doctor add to my husband's pills in March, and when does he take it?",
       "en-zh", "m30"),
    _q("How much did it cost to enter my granddaughter for the piano grade exam?", "en-zh",
       "m32"),
    _q("How much deposit did I pay for the temple banquet?", "en-zh", "m39"),
    _q("What did my son ask me for in April, and what did I answer?", "en-zh", "m35"),
    _q("What does the piano teacher want my granddaughter to buy for the competition?",
       "en-zh", "m83"),
    _q("What happened when my daughter had stomach pains in July?", "en-zh", "m84"),
    _q("How much were the first train tickets to Shenzhen I bought?", "en-zh", "m69"),
    _q("What has my son-in-law got ready for the hospital?", "en-zh", "m82"),
    _q("When was my first cataract operation originally booked?", "en-zh", "m10"),
    _q("How did things look after my left eye was done?", "en-zh", "m60"),
    _q("What did the doctor tell me right after my left eye operation?", "en-zh", "m58"),
    _q("Who helped at the stall while I was recovering, and what was he paid?", "en-zh",
       "m59"),
    # Chinese questions, English memories
    _q("俊杰的公司地址在哪里 几点下班", "zh-en", "e01"),
    _q("雅婷要生的那间医院预约号几号", "zh-en", "e02"),
    _q("坐完月子我回厦门的车是几号几点 哪个位子", "zh-en", "e03"),
    _q("开刀以后那几种眼药水一天要滴几次", "zh-en", "e04"),
    _q("我自己吃那个降血糖的药英文叫什么 一天吃几次", "zh-en", "e05"),
    _q("俊杰带宝宝回新加坡坐哪一班飞机", "zh-en", "e06"),
    _q("在深圳有什么事情要打给谁 月嫂电话多少", "zh-en", "e07"),
    _q("雅婷她们住在哪里 门口密码多少", "zh-en", "e08"),
    _q("月子中心那个订金退了没 退到哪里", "zh-en", "e09"),
    _q("我眼睛的主刀医生叫什么 礼拜几看门诊", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "白内障开刀以后多久可以洗头",
    "氨氯地平跟缬沙坦有什么不一样",
    "红鲟要怎么挑才会肥",
    "普度为什么都是在农历七月",
    "钢琴考级总共有几级",
    "深圳的月子中心一个月大概多少钱",
    "What is the best way to keep clams alive overnight?",
    "花蛤吐沙要泡盐水多久",
    "高血压的人一天盐可以呷多少",
    "厦门到深圳的动车要坐几个钟头",
    # things of her life she never told
    "我头家是几月几号生日",
    "欣怡读哪一间小学",
    "志伟的老婆叫什么名字",
    "阿珠那个后生叫什么",
    "俊杰的阿爸阿母住新加坡哪里",
    "雅婷寄来那条金项链有几克",
    "阿炳那条船是多少匹马力",
    "我小妹住在哪里",
    "What is my son's phone number?",
    "龙山宫的主委叫什么名字",
]

"""A nineteenth Chinese set for bench/multilingual.py (`--set nineteenth`), written on
2026-11-27/28 by the helper zhblind9, blind: without reading the recall's, the relevance
floor's, the time code's or the judge's code or docs, nor any earlier set beyond its shape,
and before anything was run on it. Held out: no rule was tuned on it. Its person, city,
trade, family and habits were invented fresh, and it is written the way a woman of
thirty-four in 广州 types fast on her phone with pinyin input: Mandarin mixed with the
Cantonese words and particles Guangzhou people chat in (佢, 嘅, 咗, 唔, 乜, 冇, 揾, 啱啱, 埋单,
饮茶, 老细, 啲, 俾, 喺, 嗰), English words in mid-sentence as 广州 office people use them
(book咗, cancel咗, sample, PO, OT, meeting, email, check), net slang (yyds, xswl, hhh),
the odd pinyin-input slip (以经, 在约, 样版), numbers now in digits and now in characters, and
dates in many forms (下礼拜三, 上个月尾, 前日, 琴日, 十一黄金周, 年尾, 农历生日, 十月廿三,
三号, 下周五下昼, 八月尾, 十月中, 十二月中, 农历新年前).

A 跟单 of a small export company, in her own words: 冼嘉敏 (Mandy, 34, from 西关; six years
a merchandiser at 锦程贸易 in 天河北, nine people selling bags to Europe and Australia;
promoted in September to 跟单主管, pay from 9,000 to 11,500); her boss 黄生 (黄国栋, from
潮汕, stingy) and his wife 林丽珍 (the accounts, payday on the 10th); colleagues 阿琪 (sales,
pregnant, then on maternity leave, her clients handed to Mandy) and 小潘 (from 湛江, new,
confirmed in November); factories (永兴皮具 in 狮岭, whose boss 曾 was talked down from
38.5 to 36 a backpack; the zip maker 鸿达 in 厚街; a plant in 中山 for recycled canvas; a
contract factory to be seen in 胡志明, the flight moved from the 3rd to the 5th); clients
who write in English (Klaus of Hamburg, whose shipping date moved from Dec 15 to Dec 22 and
who added 500 in orange; Priya of Melbourne, going on leave; Jake of Columbus, Ohio, who
cancelled over tariffs) and the forwarder Kevin; her parents (father 66, a retired bus
driver, blood pressure, bad knees, lunar birthday 十月廿三; mother 63, Cantonese opera,
a cataract operation moved from Dec 2 to Dec 9); her brother 阿俊 (a personal trainer in
佛山 who opened a studio in 深圳; marrying Coco in May); her cousin 阿华 (a dessert shop,
borrowed 30,000, repaid 10,000 twice); her boyfriend 阿Ken (a metro engineer; they broke up
in mid-October, the Osaka trip for 十一 cancelled for 阳朔 with her brother) and a blind
date with a dentist that went nowhere; her flat (bought off-plan in 市桥, 番禺: she moved
there from her parents' house in 恩宁路 in late August, so line 1 became line 3; a mortgage
of 6,800 a month, 6,100 after paying 100,000 early); money (a health-care fund that lost 40%
and was sold at a loss, a monthly index plan); her health (gastritis, a gastroscopy booked
then done, allergic rhinitis, a bad back); her cat 叉烧 (a fat ginger tom, bladder stones,
prescription food); badminton moved from Thursday to Tuesday, a swimming class, 白云山 and
dim sum on Sundays. Ten memories in English: the clients' messages, the forwarder's rate,
a friend in Vancouver coming home, her own English class. Same question kinds as the other
sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked the way she would ask an
assistant later (mostly not in the memory's words: by relation, nickname, Cantonese against
Mandarin wording, slang, about a time or an amount, and, where a fact changed, about the
present one, whose memory alone is gold); twenty off-topic questions about nothing stored:
ten general questions on a topic a memory touches (fasting before a gastroscopy,
Helicobacter, cataract aftercare, feline bladder stones, prepaying a mortgage, FOB and CIF,
container sizes, knee replacement, breathing in breaststroke, health-care funds), answered
by no memory, and ten personal-sounding questions about things of her life never stored.
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_nineteenth_data import MEMORIES

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as she would type it later)
    _q("阿妈几时做白内障手术", "zh", "m72"),
    _q("叉烧而家食紧边种猫粮", "zh", "m76"),
    _q("胃镜做出嚟咩结果", "zh", "m79"),
    _q("永兴皮具个老板姓乜", "zh", "m30"),
    _q("游泳班几时上堂 教练叫咩", "zh", "m85"),
    _q("公司年尾饭系边日", "zh", "m50"),
    _q("东莞拉链厂个老板娘叫咩", "zh", "m33"),
    _q("我每个月定投几多钱", "zh", "m25"),
    _q("新屋物业费一个月要几多", "zh", "m82"),
    _q("阿爸每朝食咩降压药", "zh", "m41"),
    _q("广交会收咗几多张卡片", "zh", "m89"),
    _q("小潘转正之后人工几多", "zh", "m78"),
    _q("陈奕迅演唱会啲飞几钱一张", "zh", "m94"),
    _q("新屋装修总共使咗几多钱", "zh", "m81"),
    _q("公司几点打卡 迟到扣几多", "zh", "m59"),
    # Chinese, in other words than the memory's (relation, nickname, Mandarin for
    # Cantonese, slang, time, the present value of a changed fact)
    _q("我而家住喺边", "para", "m60"),
    _q("我现在上班坐几号线地铁", "para", "m61"),
    _q("我现在在公司是什么职位", "para", "m62"),
    _q("我现在一个月工资多少", "para", "m62"),
    _q("我同前度几时散嘅", "para", "m63"),
    _q("国庆假期最后去咗边度玩", "para", "m64"),
    _q("买楼那笔贷款现在每月还多少", "para", "m65"),
    _q("阿华仲有几多钱未还我", "para", "m67"),
    _q("我那个亏钱的基金还拿着吗", "para", "m68"),
    _q("狮岭嗰款书包最后倾到几钱一个", "para", "m69"),
    _q("去越南的航班是几号", "para", "m70"),
    _q("阿琪生BB请假之后佢啲客边个跟", "para", "m71"),
    _q("我细佬而家喺边度搵食", "para", "m73"),
    _q("我哋而家礼拜几去打波", "para", "m74"),
    _q("只肥猫上次入院使咗几多钱", "para", "m75"),
    _q("阿妈介绍嗰个睇牙嘅男仔后来点", "para", "m77"),
    _q("去香港嗰本证件续好未", "para", "m80"),
    _q("老豆只脚医生点讲", "para", "m86"),
    _q("我每个月俾屋企几多钱", "para", "m93"),
    _q("我姨妈个仔开嘅铺头卖乜嘢", "para", "m09"),
    # English questions, Chinese memories
    _q("What is my cat's name?", "en-zh", "m17"),
    _q("Which hospital was my gastroscopy booked at?", "en-zh", "m27"),
    _q("How much money did I lend my cousin?", "en-zh", "m22"),
    _q("How much did my parents give me for the down payment?", "en-zh", "m21"),
    _q("How big is my flat in Panyu?", "en-zh", "m19"),
    _q("What does my boss's wife do at the company?", "en-zh", "m12"),
    _q("Which day does my mum go to sing Cantonese opera?", "en-zh", "m04"),
    _q("What does my dad always order at dim sum?", "en-zh", "m39"),
    _q("When is my father's lunar birthday?", "en-zh", "m42"),
    _q("How many people work at my company?", "en-zh", "m02"),
    _q("What medicine do I take when my stomach hurts?", "en-zh", "m26"),
    _q("Which nasal spray do I use for my allergies?", "en-zh", "m28"),
    _q("When are my brother and his girlfriend getting married?", "en-zh", "m91"),
    _q("How much did I spend on Singles' Day?", "en-zh", "m55"),
    _q("Where do I get my coffee every morning?", "en-zh", "m56"),
    # Chinese questions, English memories
    _q("德国嗰单而家最迟几时要出货", "zh-en", "e02"),
    _q("Priya话个手挽要改长几多", "zh-en", "e03"),
    _q("美国客嗰张旅行袋单而家点样", "zh-en", "e04"),
    _q("Klaus明年几时嚟广州", "zh-en", "e05"),
    _q("澳洲客放假之后边个接手", "zh-en", "e06"),
    _q("盐田去汉堡一个高柜运费几多", "zh-en", "e07"),
    _q("Wing几时返广州", "zh-en", "e08"),
    _q("Jake嗰笔样品费俾咗几多 用咩俾", "zh-en", "e09"),
    _q("我嘅商务英文堂系礼拜几", "zh-en", "e10"),
    _q("4471嗰张PO系边个款号", "zh-en", "e01"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "做胃镜之前一般要空腹几多个钟",
    "幽门螺杆菌会唔会传染俾屋企人",
    "白内障手术之后几耐先可以洗头",
    "猫尿结石平时点样预防",
    "提前还房贷系咪一定划算",
    "FOB同CIF有乜分别",
    "What is the difference between a 20GP and a 40HQ container?",
    "换人工膝关节要住院几耐",
    "蛙泳点样换气先唔会饮水",
    "医药基金点解近几年跌得咁劲",
    # things of her life that were never stored
    "我部车几时要年审",
    "我个女几时开家长会",
    "我只狗打咗狂犬针未",
    "我健身卡仲剩几多堂",
    "What did I buy on my last trip to Seoul?",
    "我份重疾险几时续保",
    "我上次献血系几时",
    "Which dentist pulled my wisdom tooth?",
    "我结他学到边首歌",
    "我阿嫲今年几多岁",
]

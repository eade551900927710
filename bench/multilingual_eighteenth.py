"""An eighteenth Chinese set for bench/multilingual.py (`--set eighteenth`), written on
2026-11-27 by the helper zhblind8, blind: without reading the recall's, the relevance floor's,
the time code's or the judge's code or docs, nor any earlier set beyond its shape, and before
anything was run on it. Held out: no rule was tuned on it. Its person, city, trade, family and
habits were invented fresh, and it is written the way a man of forty-seven dictates into his
phone's voice input (语音转文字): long run-on sentences with few or no stops, 东北话 (整, 咋整,
嘎哈, 唠嗑, 贼, 老鼻子了, 磕碜, 得劲, 完犊子, 嘚瑟), the homophone slips of voice input (在/再,
的/得, 以经), numbers now in digits and now in characters, and dates in many forms (大前天,
前天, 下礼拜三, 下礼拜五, 腊月二十三, 腊月初九, 农历八月初六, 年根儿底下, 十一那会儿,
上个月末, 下个月末, 开春).

A man from 哈尔滨 who dictates about himself in the first person, in 沈阳: 于长海 (47, runs
长海物流 in 铁西: six trucks, a bank loan of 800,000 from 建行 and one of 300,000 from a rural
credit union, paid off early; the office moved from 建设大路 to the warehouse in 于洪); his
wife 孟秀兰 (keeps the books, square dancing, a thyroid nodule, a flat in 浑南 bought with a
deposit); his son 于浩然 (third year at 南航 in 南京, first wanting a master's there, then one
in England); his mother (73, in 哈尔滨, diabetes, insulin changed from twice a day to once,
numb feet) and his sister 于长红 (a teacher who looks after her); drivers 老蔫儿 (王德福,
twelve years, the 大连 line, borrowed 5,000), 大刘 (刘振江, talkative, fined for overloading
and for phoning at the wheel, moved from 营口 to the 铁岭 grain line), 二柱子 (his cousin's son,
quit), 钢镚儿 (贾, hired in his place) and 小崔 (city deliveries, diesel van swapped for an
electric one); customers 钱总 (a steel mill in 鞍山 owing freight, partly paid), 老包 (a feed
mill in 鲅鱼圈, lost to a bigger fleet) and a grain depot in 铁岭; his health (high blood
pressure, gout, fatty liver, a bad back; gave up smoking); fishing (棋盘山, 卧龙湖, his friend
老韩 who moved to 大连); the dog 黑子 (a black Labrador); debts he owed (his cousin 于长江,
repaid) and is owed (老蔫儿, an old classmate 鲍立军, 大刘's borrowed jack); and ten memories
in English: his son's messages (an exchange in Manchester, a roommate, a girlfriend, the
grandmother's blood sugar, IELTS, a mini program for the company, please no voice messages
at six) and two English-speaking customers (Daniel Moore of Vancouver, Olga of
Vladivostok). Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20,
15 and 10), asked the way he would ask an assistant later (mostly not in the memory's words:
by relation, nickname or slang, about a time or an amount, and, where a fact changed, about
the present one, whose memory alone is gold); off-topic questions about nothing stored, ten
of them general questions on a topic a memory touches (purines and gout, amlodipine, the
Labrador's life span, HbA1c, overloaded trucks, quitting smoking, fatty liver, ice fishing,
a slipped disc, the bill of lading), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_eighteenth_data import MEMORIES

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as he would dictate it later)
    _q("建行那个贷款每个月得还多少钱", "zh", "m36"),
    _q("钱总那边运费现在还差多少没给", "zh", "m29"),
    _q("复查血压是哪天几点", "zh", "m42"),
    _q("痛风大夫让吃的啥药", "zh", "m41"),
    _q("去棋盘山钓鱼都带啥饵", "zh", "m47"),
    _q("黑子狂犬疫苗啥时候打", "zh", "m55"),
    _q("老蔫儿跟我借了多少钱", "zh", "m58"),
    _q("鲍立军欠我多少钱", "zh", "m59"),
    _q("浑南那个房子多大 定金交了多少", "zh", "m63"),
    _q("浩然寒假哪天回来 几点到", "zh", "m64"),
    _q("豪沃年检是哪天", "zh", "m66"),
    _q("代账会计一个月给多少钱", "zh", "m35"),
    _q("于洪那个仓库多大 一年租金多少", "zh", "m80"),
    _q("豪沃变速箱修了花了多少", "zh", "m26"),
    _q("哈尔滨老房子租出去一个月多少钱", "zh", "m77"),
    # Chinese, in other words than the memory's (relation, nickname, slang, time)
    _q("跟我跑了十来年那个不爱吱声的司机叫啥名", "para", "m14"),
    _q("那个能说会道的司机现在跑哪条线", "para", "m88"),
    _q("我家那口子在公司负责啥", "para", "m02"),
    _q("我现在上班的地方在哪", "para", "m81"),
    _q("我那辆小轿车现在是啥牌子的", "para", "m72"),
    _q("我还抽不抽烟了", "para", "m44"),
    _q("我娘现在一天扎几针", "para", "m75"),
    _q("我们家那条黑狗上回咋进的医院", "para", "m54"),
    _q("我老伴儿天天晚上去哪蹦跶", "para", "m08"),
    _q("跟我一块儿垂钓那个哥们儿现在在哪住", "para", "m52"),
    _q("给我妈看病买药的钱我每月汇多少", "para", "m05"),
    _q("我妹是干啥工作的", "para", "m06"),
    _q("我儿子读研的打算现在是咋想的", "para", "m76"),
    _q("我欠亲戚的钱还上没", "para", "m57"),
    _q("哪个司机因为拉货太沉挨罚了", "para", "m22"),
    _q("我脚指头那个老毛病上回犯是吃啥吃的", "para", "m40"),
    _q("大货车现在是哪家承保的", "para", "m25"),
    _q("我表哥家小子为啥回老家了", "para", "m18"),
    _q("市里跑短途那辆车换成啥了", "para", "m20"),
    _q("公司年底聚餐打算在哪摆", "para", "m65"),
    # English question, Chinese memory
    _q("How many trucks does the company run, and what kinds?", "en-zh", "m13"),
    _q("What's the real name of the quiet driver who has been with me twelve years?",
       "en-zh", "m14"),
    _q("When am I bringing my mother to Shenyang for the New Year?", "en-zh", "m61"),
    _q("Which blood pressure pill do I take?", "en-zh", "m39"),
    _q("Where do I usually go fishing on Sundays?", "en-zh", "m47"),
    _q("How big was the largest fish I ever landed?", "en-zh", "m49"),
    _q("How much did my new fishing rod cost?", "en-zh", "m50"),
    _q("What breed is our dog?", "en-zh", "m53"),
    _q("How much weight did the doctor tell me to lose?", "en-zh", "m45"),
    _q("Which university is my son at and what does he study?", "en-zh", "m03"),
    _q("How much rent did we pay for the old office?", "en-zh", "m82"),
    _q("Where do we haul the corn from the Tieling grain depot?", "en-zh", "m33", "m88"),
    _q("When is my wife's birthday?", "en-zh", "m09"),
    _q("What did the doctor say about Mom's numb feet?", "en-zh", "m74"),
    _q("Who borrowed my car jack and never gave it back?", "en-zh", "m60"),
    # Chinese question, English memory
    _q("儿子暑假去英国那个交换是几号到几号 得多少钱", "zh-en", "e01"),
    _q("浩然新换的室友是哪的人", "zh-en", "e02"),
    _q("温哥华那个老外要运啥货 啥时候之前得到港", "zh-en", "e03"),
    _q("加拿大那个客户咋给钱", "zh-en", "e04"),
    _q("儿子嫌我啥时候给他发语音", "zh-en", "e05"),
    _q("儿子处的对象叫啥 在哪念书", "zh-en", "e06"),
    _q("孩子看了他奶奶的血糖数说啥了", "zh-en", "e07"),
    _q("浩然雅思考了多少分", "zh-en", "e08"),
    _q("海参崴那个客户想让咱运啥 咱能接不", "zh-en", "e09"),
    _q("儿子给公司弄那个查货的小程序一个月多少钱", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "痛风的人哪些吃的嘌呤高",
    "氨氯地平吃了脚脖子肿正常不",
    "拉布拉多一般能活多少岁",
    "糖化血红蛋白正常值是多少",
    "货车超载百分之多少要扣分",
    "戒烟以后多长时间肺能缓过来",
    "脂肪肝能逆转吗",
    "冰钓的时候冰层多厚才安全",
    "腰间盘突出能不能去做推拿",
    "What is a bill of lading and who issues it?",
    # things this life never mentions
    "我家那盆君子兰啥时候换的盆",
    "我闺女幼儿园几点放学",
    "我游泳卡还剩几次",
    "我上回去韩国玩住的哪个酒店",
    "What shoe size did I order online last week?",
    "我家猫绝育了没",
    "我那台摩托车多少钱买的",
    "Which podcast was I listening to yesterday?",
    "我日语学到第几课了",
    "我家楼下那个超市几点关门",
]

"""A sixteenth Chinese set for bench/multilingual.py (`--set sixteenth`), written on
2026-11-27 by the helper zhblind6, blind: without reading the recall's, the relevance floor's
or the judge's code or docs, nor any earlier set beyond its shape, and before anything was run
on it. Held out: no rule was tuned on it. Its person, city, trade, family and habits were
invented fresh, and it is written the way a man of fifty dictates to his phone: voice input
transcribed (语音转文字), run-on sentences with 然后/就是/那个/对吧, almost no punctuation,
the homophone slips voice input makes (的/得/地 mixed, 在 for 再), numbers sometimes in digits
and sometimes in characters, Shandong and Shaanxi words (俺, 咋, 哩, 不得劲), English words
code-switched in (master, PPT, GPS, deadline), very short memories beside long ones, people
named by role (老爷子, 前妻, 闺女, 张律师) as often as by name. The memories are in
bench/multilingual_sixteenth_data.py.

A man who writes about himself in the first person, in 西安 (from 昌乐, 潍坊, Shandong): 鲁卫东
(50, ex-soldier, runs 秦鲁冷链, a small cold-chain trucking company with eleven refrigerated
trucks in a logistics park in 未央区; dispatcher 小丁 (丁佳), his best driver 小马 (马建军),
a fired driver 老潘, a part-time accountant 韩; gout on febuxostat, high blood pressure on
amlodipine, fatty liver, gave up smoking and beer; fishing at a reservoir in 周至 and on the
沣河; sings 老生 in a Peking opera amateur club in 莲湖公园 under 刘老师, an old 京胡 player;
a lawsuit over unpaid freight against 华顺生鲜, a supermarket chain, with his lawyer 张律师
(张卫红), settled by mediation), his father 老爷子 (78, Parkinson's, lives with him, a carer
王姐 from 商洛, a fall in the bathroom), his late mother, his brother 鲁卫民 (watermelons under
plastic in 昌乐), his ex-wife 刘美娟 (in 济南, with a new partner), his daughter 萌萌 (鲁晓萌,
a master's in accounting in Melbourne, works in a bubble-tea shop), the widow he is thinking
of marrying, 贺秀兰 (a pharmacy in 小寨) and her son 小军, and a WeChat group of army comrades
(铁八连, 班长 周大海, 孟小虎); and ten memories written in English about foreigners in the same
life: the Hendersons (the daughter's homestay), Park Ji-hoon (a Korean customer), Kevin Tran
(the daughter's boyfriend), Sergei Volkov (second-hand refrigeration units), Emiko Yamada (a
Japanese member of the opera club), Raj Malhotra (fleet software), Pete Collins (a British
angler), Hassan Ali (a Pakistani student who translated a contract), Dr. Fiona Walsh (a
neurologist in Melbourne) and Linda Chen (the daughter's health cover). Same question kinds
as the other sets ("zh", "para", "en-zh", "zh-en"), asked the way he would ask later (mostly
not in the memory's words: indirect, about a time or an amount); off-topic questions about
nothing stored, ten of them general questions on a topic a memory touches (gout and seafood,
Parkinson's heredity, cold-chain temperatures, the 余派 school, amlodipine, Melbourne's
university ranking, how soon a court sits, bait for crucian carp, Australian graduate visas,
febuxostat and the liver), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_sixteenth_data import MEMORIES

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (voice input, as he would say it)
    _q("我前妻叫啥名字", "zh", "m04"),
    _q("萌萌在墨尔本读的啥专业", "zh", "m05"),
    _q("老爷子那个帕金森的药一天吃几回", "zh", "m09"),
    _q("保姆王姐一个月工资多少", "zh", "m10"),
    _q("我跟秀兰是咋认识的", "zh", "m13"),
    _q("票房那个刘老师以前是干啥的", "zh", "m20"),
    _q("上个月查的尿酸是多少", "zh", "m22"),
    _q("战友群的群主是谁", "zh", "m30"),
    _q("调度小丁全名叫啥", "zh", "m34"),
    _q("曲江那套房子多少平", "zh", "m38"),
    _q("我那台普拉多跑了多少公里了", "zh", "m39"),
    _q("俺娘是得啥病走的", "zh", "m41"),
    _q("秀兰属啥的", "zh", "m58"),
    _q("小丁哪天结婚", "zh", "m79"),
    _q("我是啥血型来着", "zh", "m76"),
    # Chinese, a paraphrase: other words, indirect, a time, an amount
    _q("我上次说那个官司后来咋样了", "para", "m29"),
    _q("闺女在外头念书一年家里总共得掏多少钱", "para", "m06"),
    _q("跟闺女一般啥时候打视频", "para", "m07"),
    _q("老爷子前阵子在家里出了啥事", "para", "m12"),
    _q("再婚那个事我心里头犯嘀咕的是哪几样", "para", "m14"),
    _q("闺女对我再找个老伴是个啥态度", "para", "m15"),
    _q("脚趾头头一回肿起来是啥时候的事", "para", "m21"),
    _q("我现在喝酒是个啥情况", "para", "m23"),
    _q("超市那边在法庭上反咬我们一口说的是啥", "para", "m27"),
    _q("打官司手里最过硬的证据是啥", "para", "m28"),
    _q("孟小虎家办喜事我是咋表示的", "para", "m32"),
    _q("明年添车的钱打算从哪儿来", "para", "m36"),
    _q("我是从啥时候不抽烟的", "para", "m64"),
    _q("秀兰最拿手的饭是啥", "para", "m49"),
    _q("跟秀兰家那个孩子最近处的咋样了", "para", "m59"),
    _q("去年冬天下雪那回咱们亏了多少", "para", "m60"),
    _q("老爷子为啥老想回山东", "para", "m72"),
    _q("去澳洲看闺女毕业得提前弄啥手续", "para", "m73"),
    _q("去年买的那个二手叉车后来出啥毛病了", "para", "m71"),
    _q("市里送货为啥都改到后半夜了", "para", "m53"),
    # English question, Chinese memory
    _q("How many refrigerated trucks does my company run?", "en-zh", "m02"),
    _q("When is my father's next check-up at the hospital?", "en-zh", "m11"),
    _q("What pill do I take for my blood pressure?", "en-zh", "m24"),
    _q("How much money did the supermarket chain owe us?", "en-zh", "m25"),
    _q("How is my lawyer being paid?", "en-zh", "m26"),
    _q("Where are my old army buddies getting together next year?", "en-zh", "m31"),
    _q("What happened to Xiao Ma's truck on the expressway?", "en-zh", "m33"),
    _q("How much do we spend on diesel every month?", "en-zh", "m37"),
    _q("What does my younger brother grow back in Shandong?", "en-zh", "m40"),
    _q("When is my daughter flying home for her summer break?", "en-zh", "m45"),
    _q("Who is my ex-wife seeing these days?", "en-zh", "m46"),
    _q("Where did Xiulan and I travel this autumn?", "en-zh", "m50"),
    _q("What is the deadline for the company's annual tax settlement?", "en-zh", "m51"),
    _q("Why did I fire the driver Lao Pan?", "en-zh", "m62"),
    _q("Which route do our trucks take to Chengdu and how long does it take?", "en-zh", "m65"),
    # Chinese question, English memory
    _q("萌萌在墨尔本住的那家人姓啥", "zh-en", "e01"),
    _q("那个韩国客户的货是从哪个港口进来的", "zh-en", "e02"),
    _q("闺女那个男朋友是学啥的", "zh-en", "e03"),
    _q("阿拉木图那个卖冷机的开价多少一台", "zh-en", "e04"),
    _q("票房里那个日本女的唱的是啥行当", "zh-en", "e05"),
    _q("印度人推销的那个软件说能省多少油", "zh-en", "e06"),
    _q("水库碰见那个英国老头用的是啥钓法", "zh-en", "e07"),
    _q("帮我翻合同那个巴基斯坦学生我给了他多少钱", "zh-en", "e08"),
    _q("澳洲那个神经科大夫给老爷子出了个啥主意", "zh-en", "e09"),
    _q("萌萌那个留学生保险看牙给不给报", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "痛风能吃海鲜吗",
    "帕金森是遗传的吗",
    "冷链运输温度一般是多少",
    "余派老生有哪些代表人物",
    "氨氯地平有什么副作用",
    "墨尔本大学世界排名第几",
    "起诉以后法院一般多久能开庭",
    "鲫鱼用什么饵料好钓",
    "澳洲留学生毕业以后工作签证能待几年",
    "Is febuxostat bad for the liver?",
    # things this life never mentions
    "我家那个狗疫苗打了没有",
    "我上回去日本是哪一年",
    "我那个股票今年亏了多少",
    "我高尔夫球杆放哪儿了",
    "What's my Netflix password?",
    "我啥时候学会的游泳",
    "下礼拜三的羽毛球场订了没",
    "What did I name my boat?",
    "我那把吉他是啥牌子的",
    "我孙子今年上几年级了",
]

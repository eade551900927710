"""A twenty-first Chinese set for bench/multilingual.py (`--set twentyfirst`), written on
2026-11-28 by the helper zhblind11, blind: without reading the recall's, the relevance floor's,
the time code's or the judge's code or docs (nothing under src/ or docs/), nor any earlier set
beyond the twentieth's shape, and before anything was run on it. Held out: no rule was tuned
on it. Its person, family, places and numbers were invented fresh, and it is written the way
a woman of twenty-nine in 台北 types to her assistant on LINE: Traditional characters, Taiwan
Mandarin (機車, 捷運, 小七, 全家, 悠遊卡, 健保卡, 掛號, 房東, 押金, 加班, 補休, 阿嬤, 馬麻),
注音文 and particles (ㄉ, 的說, 醬子, 粉 for 很, 惹, 欸, 喔, 啦), Hokkien words (古錐, 母湯,
三八, 打拚), English words mixed in (case, deadline, OT, LINE, IG, logo, UI/UX), amounts in
元 / 塊 / 萬, dates the Taiwanese way (民國86年次, 小年夜, 初四, 228連假, 清明連假, 端午連假,
中秋連假, 七夕, 農曆七月初七, 上個月底, 下禮拜三, 發薪日) and times (早上九點半, 晚上十點多).

A designer, in her own words: 林佩蓁 (蓁蓁, 29, from 台南), first a graphic designer at 禾光設計,
a six-person studio on 赤峰街 under Kevin 陳志豪 (a 茶緣 rebrand, overtime turned into 補休, a
raise from 四萬二 to 四萬五), then a UI designer at 果仁數位 in 內湖 under Ellen (五萬三, then
五萬五 after probation; a budgeting app; a staff trip to 大阪); her boyfriend 阿哲 許哲維, an
engineer in 新竹 (camping, his parents at 端午), then the breakup in September and a new
boyfriend met at pottery class, 陳宥廷, who runs a coffee shop, 慢慢; her parents' breakfast
shop in 永康 (the 蛋餅 from 30 to 35), her grandfather (88, diabetes, then a long-term care
centre), her grandmother alone in 花蓮玉里, her brother 林冠宇 (a master's in 高雄, his
girlfriend 小琪); her orange cat 芋圓 (neutered, 渴望 food, a vet that changed with the move,
an IG account); a dust-mite allergy (驅異樂 changed to 艾來), lactose intolerance, a dentist
(微笑牙醫, a wisdom tooth out, a filling booked), myopia, a cholesterol check; money (rent
13,500 in 雙連 then 16,800 near 南京三民 with a new landlord, deposits, a Gogoro instalment and
its battery plan from 499 to 799, a student loan from 十八萬 to 十二萬, savings and 0050, a
health insurance her mother pays); a pottery class (Thursday, then Tuesday), badminton (moved
to Saturday and to 松山), a gym contract given up, Japanese on Duolingo for N3, a Pinkoi shop;
her friend Ivy 郭品妤. Ten memories in English, typed by Ivy while setting the assistant up
(a shellfish allergy, an emergency contact, the cat's rabies shot, the Wi-Fi, a blood type,
the rent transfer, a seat on the High Speed Rail, a passport, scooter insurance, the
dentist's advice). Each memory carries the day it was said (SAID), in the order said; the
bench stores the texts alone. Same question kinds as the other sets ("zh", "para", "en-zh",
"zh-en": 15, 20, 15 and 10), asked the way she would ask later (mostly not in the memory's
words: by relation, with synonyms, about a time or an amount, and, where a fact changed,
about the present one, whose newer memory alone is gold); twenty off-topic questions about
nothing stored: ten general questions on a topic a memory touches (dust mites, coffee after
a wisdom tooth, 0050 and 0056, a neutered cat's weight, firing clay, a Gogoro battery's
range, labour and health insurance, mangoes and diabetes, 大阪 in December, N3 vocabulary),
and ten personal-sounding questions about things of her life she never told (a sister, a
dog, a car, a trip to 首爾, piano, a cousin's wedding, a maternal grandfather, a book club,
blood donation, a yoga teacher).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyfirst_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as she would type it later on LINE)
    _q("芋圓是什麼顏色的貓 今年幾歲", "zh", "m04"),
    _q("我洗牙都去哪一間牙醫", "zh", "m20", "m56", "m95"),
    _q("爸媽的早餐店開在哪裡", "zh", "m09"),
    _q("阿嬤一個人住在哪裡", "zh", "m11", "m90"),
    _q("健保卡不見重辦花了多少", "zh", "m32"),
    _q("Duolingo我連續學幾天了", "zh", "m41"),
    _q("World Gym月費是多少", "zh", "m43"),
    _q("茶緣那個case的deadline是什麼時候", "zh", "m19"),
    _q("我的IG帳號叫什麼", "zh", "m34"),
    _q("日拋隱形眼鏡一盒多少錢", "zh", "m37"),
    _q("宥廷的咖啡店禮拜幾公休", "zh", "m84"),
    _q("工作室尾牙在哪裡吃的", "zh", "m21"),
    _q("芋圓現在吃哪個牌子的飼料", "zh", "m51"),
    _q("加班累積了幾個小時的補休", "zh", "m30"),
    _q("N3的報名費多少 什麼時候考", "zh", "m87"),
    # Chinese, in other words than the memory's (synonyms, by relation, a time or an
    # amount, and the present value of a changed fact, whose newer memory alone is gold)
    _q("我現在在哪間公司上班 做什麼職位", "para", "m60", "m54"),
    _q("我現在一個月薪水多少", "para", "m82"),
    _q("現在住的地方一個月租金多少", "para", "m73"),
    _q("鼻子過敏的藥現在是吃哪一種 什麼時候吃", "para", "m70"),
    _q("捏陶的課現在是禮拜幾", "para", "m72"),
    _q("我現在的男朋友是誰 做什麼的", "para", "m83", "m88"),
    _q("現在帶芋圓打針要去哪間動物醫院", "para", "m81"),
    _q("換電方案現在每個月多少", "para", "m74"),
    _q("阿公現在住哪裡 誰在照顧", "para", "m75"),
    _q("學生貸款現在還欠多少", "para", "m77"),
    _q("現在週末打羽毛球是幾點 在哪個運動中心", "para", "m91"),
    _q("之前那間工作室的老闆叫什麼名字", "para", "m02", "m55"),
    _q("我弟交的女朋友是做什麼的", "para", "m71"),
    _q("二二八放假我跟誰去泡溫泉 住幾晚", "para", "m28"),
    _q("拔完牙之後臉腫了多久", "para", "m57"),
    _q("我跟前男友交往多久才分的", "para", "m68"),
    _q("今年母親節送了馬麻什麼禮物", "para", "m44"),
    _q("過年搭高鐵回南部是哪一天幾點", "para", "m22"),
    _q("上次搬家總共花了多少 押金付多少", "para", "m79"),
    _q("年底公司出國玩要去哪 我自己要付多少", "para", "m89"),
    # English questions, Chinese memories
    _q("What is my younger brother studying, and at which university?", "en-zh", "m12"),
    _q("How much does one term of my pottery class cost?", "en-zh", "m13"),
    _q("Which bank does my best friend work at?", "en-zh", "m14"),
    _q("How much do I invest in 0050 every month?", "en-zh", "m16"),
    _q("What illness does my grandfather have?", "en-zh", "m10", "m35"),
    _q("Where did my ex-boyfriend work?", "en-zh", "m03"),
    _q("How much red envelope money did my grandma give me this Lunar New Year?", "en-zh", "m24"),
    _q("What is the app I work on at my new company?", "en-zh", "m66"),
    _q("What do I usually buy for breakfast?", "en-zh", "m31"),
    _q("What did the ENT doctor say about my nasal septum?", "en-zh", "m45"),
    _q("Where did we go camping for my ex's birthday?", "en-zh", "m40"),
    _q("Where do I sell my handmade mugs, and for how much?", "en-zh", "m59"),
    _q("When is my mum's birthday?", "en-zh", "m63"),
    _q("What did my last health check show?", "en-zh", "m80"),
    _q("How much is my mobile phone plan per month?", "en-zh", "m93"),
    # Chinese questions, English memories
    _q("我是對哪種海鮮過敏", "zh-en", "e01"),
    _q("有緊急狀況要聯絡誰", "zh-en", "e02"),
    _q("芋圓的狂犬病疫苗幾月要打", "zh-en", "e03"),
    _q("家裡的wifi叫什麼名字 數據機放哪", "zh-en", "e04"),
    _q("我是什麼血型", "zh-en", "e05"),
    _q("房租每個月幾號要匯 匯到哪裡", "zh-en", "e06"),
    _q("坐高鐵回台南我都坐哪一車", "zh-en", "e07"),
    _q("我的護照什麼時候過期", "zh-en", "e08"),
    _q("機車保險是哪一家 多久續一次", "zh-en", "e09"),
    _q("王醫師叫我每天晚上要做什麼保養牙齒", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "塵蟎過敏要怎麼清床墊比較有效",
    "拔智齒後多久可以喝咖啡",
    "0050跟0056差在哪裡",
    "貓咪結紮後為什麼容易變胖",
    "陶土可以用家裡的烤箱燒嗎",
    "Gogoro的電池一顆充滿可以騎幾公里",
    "What is the difference between labour insurance and health insurance in Taiwan?",
    "糖尿病的人可以吃芒果嗎",
    "大阪十二月會很冷嗎 要帶羽絨衣嗎",
    "日文N3大概要背多少單字才夠",
    # things of her life she never told
    "我姊姊現在住在哪裡",
    "我養的那隻狗今年幾歲",
    "我那台車下次什麼時候要保養",
    "去年去首爾玩住哪一間飯店",
    "我的鋼琴課是禮拜幾上",
    "What is my cousin's wedding date?",
    "我外公以前是做什麼工作的",
    "我參加的讀書會這個月讀哪本書",
    "我上次捐血是什麼時候",
    "我的瑜珈老師叫什麼名字",
]

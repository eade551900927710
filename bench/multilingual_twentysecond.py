"""A twenty-second Chinese set for bench/multilingual.py (`--set twentysecond`), written on
2026-11-28 by the helper zhblind12, blind: without reading the recall's, the relevance floor's,
the time code's or the judge's code or docs (nothing under src/ or docs/), nor any earlier set
beyond the twenty-first's shape, and before anything was run on it. Held out: no rule was
tuned on it. Its person, family, places and numbers were invented fresh, and it is written the
way a long-haul truck driver of fifty-two from 周口 dictates to his assistant by voice on the
road: 河南话 (俺, 恁, 中 / 不中, 咋, 啥, 嘞 for 的, 妮儿 for daughter, 孩儿 for son, 晌午,
黑了 for night, 得劲, 可 for very, 光 for always, 今儿 / 明儿), run-ons without punctuation,
place names along the way (韶关, 郴州, 许昌, 星星峡, 吐鲁番, 哈密, 乌鲁木齐), amounts in 块 / 万,
weights in 斤 and 吨, dates the village way (腊月二十六, 正月十六, 农历九月十六, 五一, 清明).

A driver, in his own words: 郭保国 (老郭, 52, 商水县郭庄村), with a 解放J6P semi-trailer bought
on a loan (九千八 a month, paid off early in June 2026 with ten of the fifteen 万 in a fixed
deposit); first the 周口-广州 run with 老宋 宋长顺 (who quit to farm peanuts), then from the
spring of 2026 the 郑州-乌鲁木齐 run with 小马 马超 (who leaves to marry), then 宋磊, 老宋's
nephew; his wife 刘桂芝 (a village shop, closed in August; a maternity-nurse course), his
daughter 郭雅丽 (a nurse in 郑州, engaged and married to 杜鹏, a maths teacher; a flat in
郑东新区; expecting in March), his son 郭浩 (机电 at 河南理工, a summer job in 苏州, a C1
licence, an internship in 洛阳); his mother of 83 (pneumonia, then moving in with them, a
wheelchair), his late father, his father-in-law in 项城; a dog 大黄 that died and a puppy
小黑; blood pressure (硝苯地平 changed to 氨氯地平), a bad back, reading glasses; money (fuel
from 7.3 to 7.6 a litre, 满帮 from 680 to 880, tolls, tyres, insurance, the inspection every
July, freight per run); a friend 郭三孩 who will rebuild the old house; 豫剧, Chinese chess,
a Douyin account; quitting smoking and his weight. Ten memories in English, typed by his son
while setting the assistant up (the pill's dose, an emergency contact, the insurance card,
a blood type and a penicillin allergy, a payment limit, the doctor's advice, the son's CET-4,
a GPS tracker's fee, his grandmother's pension, a buyer for the truck). Each memory carries
the day it was said (SAID), in the order said; the bench stores the texts alone. Same
question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked
the way he would ask later (mostly not in the memory's words: by relation, with dialect,
about a time or an amount, and, where a fact changed, about the present one, whose newer
memory alone is gold); twenty off-topic questions about nothing stored: ten general
questions on a topic a memory touches (acupuncture for a disc, two blood pressure pills,
renewing a licence, 哈密瓜, 常香玉, winter diesel, a truck's speed limit, 星星峡, weight after
quitting smoking, washing hair in 月子), and ten personal-sounding questions about things of
his life he never told (a sister, a cat, an electric scooter, a trip to 北京, a fish pond,
his son's girlfriend, a grandchild's name, a dental filling, the army, a wedding
anniversary).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentysecond_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as he would say it later into the phone)
    _q("俺这车是啥牌子嘞 首付多少", "zh", "m03"),
    _q("老宋全名叫啥 比俺大还是小", "zh", "m05"),
    _q("俺妮儿在哪个医院当护士", "zh", "m07"),
    _q("郭浩在哪上大学 学啥嘞", "zh", "m08"),
    _q("俺跑车都在哪个app上找货", "zh", "m13"),
    _q("俺车牌号是多少", "zh", "m21"),
    _q("修车找嘞那个老李叫啥 在哪", "zh", "m23"),
    _q("杜鹏是干啥嘞 哪嘞人", "zh", "m24"),
    _q("郭三孩在上海干啥活", "zh", "m33"),
    _q("胡总手机号多少", "zh", "m34"),
    _q("桂芝生日是哪天", "zh", "m39"),
    _q("信用社那定期当初存了多少 利率多少", "zh", "m41"),
    _q("妮儿结婚在哪办嘞 办了多少桌", "zh", "m62"),
    _q("俺抖音号叫啥", "zh", "m90"),
    _q("驻车加热器花了多少钱", "zh", "m91"),
    # Chinese, in other words than the memory's (by relation, dialect, a time or an amount,
    # and the present value of a changed fact, whose newer memory alone is gold)
    _q("这会儿跟俺一块开车嘞是谁", "para", "m88", "m94"),
    _q("俺现在主要往哪边拉货", "para", "m55"),
    _q("降压嘞药现在吃嘞是哪种", "para", "m57"),
    _q("家里现在养嘞那只狗叫啥", "para", "m61"),
    _q("闺女如今住哪儿", "para", "m63"),
    _q("咱家那个小店还开着没", "para", "m76"),
    _q("俺娘这会儿跟谁过", "para", "m74"),
    _q("俺现在多重", "para", "m92"),
    _q("俺那本子啥时候到期", "para", "m78"),
    _q("俺还吸不吸了", "para", "m66"),
    _q("一升油这阵儿多少钱", "para", "m81"),
    _q("那车还欠人家钱不", "para", "m69"),
    _q("外孙啥时候落地 月子谁去照顾", "para", "m79"),
    _q("去年年根儿给人送年货那活儿一趟给多少", "para", "m46"),
    _q("老宋家添孙子那回俺上了多少礼", "para", "m25"),
    _q("老丈人住哪 多大岁数了", "para", "m51"),
    _q("俺爹没了几年了 埋在哪", "para", "m59"),
    _q("去年冬里俺娘住院那回花了多少", "para", "m42"),
    _q("去年暑假孩儿去南方厂里干活 一个钟头给多少", "para", "m31"),
    _q("俺打算啥时候歇 车咋弄", "para", "m84"),
    # English questions, Chinese memories
    _q("Why did my wife close her little shop?", "en-zh", "m76"),
    _q("How much is my monthly truck loan payment?", "en-zh", "m03"),
    _q("Which opera do I play in the cab all the time?", "en-zh", "m17"),
    _q("What level am I at in Chinese chess?", "en-zh", "m18"),
    _q("How much did the new tyres cost?", "en-zh", "m40"),
    _q("Where is my son doing his internship this term?", "en-zh", "m77"),
    _q("What car did we give my daughter when she got married?", "en-zh", "m62"),
    _q("How much was the bride price for my daughter?", "en-zh", "m47"),
    _q("When and where does my truck get its yearly inspection?", "en-zh", "m27", "m70"),
    _q("How many kilometres has my truck done?", "en-zh", "m89"),
    _q("Who is going to rebuild the old house, and what is the budget?", "en-zh", "m86"),
    _q("Where did I get acupuncture for my back?", "en-zh", "m73"),
    _q("How much does one freight run to Xinjiang pay?", "en-zh", "m56"),
    _q("What course did my wife take in the county town?", "en-zh", "m87"),
    _q("Which bank card is my ETC linked to?", "en-zh", "m15"),
    # Chinese questions, English memories
    _q("俺那降压药一片几毫克 饭前还是饭后吃", "zh-en", "e01"),
    _q("有急事先给谁打电话", "zh-en", "e02"),
    _q("车险那个单子放哪了", "zh-en", "e03"),
    _q("俺是啥血型 对啥药过敏", "zh-en", "e04"),
    _q("微信一天最多能付多少", "zh-en", "e05"),
    _q("医生叫俺一天盐吃多少 鸡蛋能吃几个", "zh-en", "e06"),
    _q("郭浩四级啥时候考", "zh-en", "e07"),
    _q("车上北斗定位一年多少钱 几月交", "zh-en", "e08"),
    _q("俺娘养老金一个月多少 存折谁拿着", "zh-en", "e09"),
    _q("谁说想买俺嘞车 给多少", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "腰椎间盘突出扎针灸到底管用不管用",
    "硝苯地平跟氨氯地平有啥区别",
    "A2驾照换证体检都查啥",
    "哈密瓜为啥恁甜",
    "常香玉是哪一年生嘞",
    "冬天柴油零下十号嘞能扛多冷",
    "What is the speed limit for heavy trucks on Chinese expressways?",
    "星星峡是哪两个省交界嘞地方",
    "戒烟以后为啥容易长胖",
    "坐月子能不能洗头",
    # things of his life he never told
    "俺姐家那孩子今年多大了",
    "俺家那只猫叫啥名",
    "俺那电动车电瓶上回换花了多少",
    "俺上回去北京拉货是几月份",
    "俺常去钓鱼嘞那个鱼塘在哪",
    "郭浩他女朋友叫啥",
    "What is my granddaughter's name?",
    "俺那颗牙上回是在哪补嘞",
    "俺当兵那几年是在哪个部队",
    "俺跟桂芝结婚纪念日是哪天",
]

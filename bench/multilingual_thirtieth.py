"""A thirtieth Chinese set for bench/multilingual.py (`--set thirtieth`), written on 2026-11-29
by the helper zhblind20, blind: without reading anything under src/ or docs/, nor any earlier
set beyond the twenty-ninth's shape, and before anything was run on it. Held out: no rule was
tuned on it. Its person, family, places and numbers were invented fresh, and it is written the
way a woman of 46 who runs a small 米粉 shop near 长沙's 坡子街 types on her phone: fast, often
by voice input that mishears, the wrong homophones left in (考验 for 考研, 马子 for 码子, 推那
for 推拿, 香潭 for 湘潭, 张家姐 for 张家界), in 长沙话 mixed with 普通话 (么子, 冒得, 港 for
说, 咯, 啰, 霸得蛮, 策 for chatting, 满哥, 妹坨, 堂客, 嗲嗲, 娭毑, 细伢子, 恰 for 吃, 何解,
好韵味, 扎实); numbers in shop habits (一碗码子粉八块五, 进货论斤, a red book of 赊账 settled
on 月底盘点那天); dates by festivals and shop days as well as dates (腊月二十三小年, 正月初七
开张, 元宵, 清明, 五一, 六一, 端午前, 开学那周, 礼拜三, 中秋过后, 月底盘点那天) and times as
早上五点多起来熬汤, 打烊后, 中饭时候; the street's hearsay (听港, 隔壁港, 好像, 据说) and her
own corrections (港错哒 in m42, 不对不对 in m58, 搞混哒 in m78, 记错了 in m88).

A 长沙 noodle-shop keeper, in her own words: 谭桂英 (46) and her husband 刘建华 (老刘, 48), who
run 谭记米粉 (twelve tables) in 西牌楼巷 behind 坡子街; the rent (四千五 a month to 黄老板, to
be raised to 五千二 from April, then a new three-year lease at 四千九 with no rise); the 码子
price (八块五, then 九块 when pork rose; 红烧牛肉粉 added at 十四); the 码子 supplier (陈满哥 of
马王堆, pork 二十六 a 斤 and late, replaced by 胡姐 of 红星市场 at 二十五 and 五点半, who hands
over to her cousin 小龙 at the same price); the hygiene inspection (18 March, moved to 25
March, passed with a B; a new 消毒柜 for 两千三); 老刘's back (the 推拿 master 王师傅 in 东塘
twice a week at 八十, no better; 湘雅二医院: 腰椎间盘突出, physiotherapy three times a week,
then stopped in September, 小燕飞 every day); their son 刘子豪 (22, 湖南师大 大四), whose 考研
target moved from 湖南大学 to 湘潭大学 计算机, a 集训营 of 五千八; their daughter 刘思琪 (24,
a bank teller at 五一广场) and 周磊 of 湘潭, a PE teacher, brought home at New Year, who
proposes at 橘子洲头 (未婚夫), whose parents come to 提亲, the wedding set for 正月初八 then
brought forward to 腊月十八, a flat in 岳塘区; 娭毑 (73), 老刘's mother, living alone in 宁乡
until a fall, who moves in and peels garlic at the door; a 美团 account opened in March (18 per
cent) and closed in June; a night stall at 南门口 (炒码粉 and 口味虾, from half past nine, not
nine) started in April and stopped in July, its pot sold for 三百; the 广场舞 team by 贺龙
体育馆, second prize at the 天心区 contest, handed over to 肖嫂子 in June; the cousin 谭军's
debt (两万, five thousand back, ten thousand more in August, five thousand left); a trip to
张家界 moved from 五一 to after 端午, set for 25 June, corrected to 26 June; the 改造 rumour
from 刘满哥 next door (demolition and half a year shut: half true, a repaving with the lane
sealed 3 to 16 August, corrected to the 17th) and a later management-fee rumour; the helpers
小谢 and then 小彭 (三千八, corrected to 三千六). Ten memories in English: notes kept by Liam, a
Canadian English teacher renting the room upstairs who made the shop's English menu and answers
its online reviews (shop hours, menu prices, her son's exam dates, the landlord and the lease,
the days the shop is closed, reviews, menu words, the new supplier, 老刘's back and 娭毑, the
street's management fee).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and,
where a fact changed, about the present one, whose newer memory alone is gold (several in the
present tense, answered by a later update that does not repeat the subject's name: m32 on the
rent, m42 on the stall's hour, m58 on the trip, m78 on the lane's reopening, m82 on the
cousin's debt); twenty off-topic questions about nothing
stored: ten general questions on a topic a memory touches, and ten personal-sounding questions
about things of her life she never told (an untold attribute of someone or something she does
mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtieth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("杨嗲嗲恰粉有么子讲究", "zh", "m10"),
    _q("广场舞比赛跳的么子歌 得了几等奖", "zh", "m40"),
    _q("小年那天恰的么子", "zh", "m20"),
    _q("过年店子关到哪天 哪天开张", "zh", "m21"),
    _q("周磊是在哪里求的婚", "zh", "m43"),
    _q("元宵节店里给客人送了么子", "zh", "m26"),
    _q("六一那天来恰粉的细伢子送了么子", "zh", "m55"),
    _q("端午娭毑包了好多粽子 么子粽子", "zh", "m61"),
    _q("张家界玩了哪些地方 一家人花了好多钱", "zh", "m63"),
    _q("口味虾锅子卖给哪个了 卖了好多", "zh", "m65"),
    _q("新消毒柜花了好多钱", "zh", "m70"),
    _q("楼上那间房租给哪个了 一个月好多钱", "zh", "m72"),
    _q("子豪那个考研集训营要好多钱", "zh", "m66"),
    _q("九月份营业额好多 净落好多", "zh", "m93"),
    _q("外卖何解老是来差评", "zh", "m46"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("店面现在每个月要交好多钱给房东", "para", "m32"),
    _q("眼下一碗加了浇头的粉卖几块", "para", "m44"),
    _q("现在每天早上给店里送肉的是哪个", "para", "m95"),
    _q("市场监管来查卫生最后是哪天查的", "para", "m28"),
    _q("我屋里那个的腰现在恢复得怎么样", "para", "m84"),
    _q("老表借的那笔钱现在还差好多冒还", "para", "m82"),
    _q("崽考研究生现在准备考哪个学校", "para", "m30"),
    _q("妹坨办喜事的日子现在定在哪天", "para", "m94"),
    _q("老刘他娘现在住在哪里", "para", "m37"),
    _q("网上送餐那个平台现在还在做冒", "para", "m57"),
    _q("晚上在南门口卖宵夜现在还在搞冒", "para", "m65"),
    _q("跳舞那个队伍现在是哪个在管", "para", "m59"),
    _q("原来晚上那个摊子是几点钟开始摆的", "para", "m42"),
    _q("一家人去湘西旅游最后是哪天出发的", "para", "m58"),
    _q("巷子修路那阵子最后是哪天通的", "para", "m78"),
    _q("我们那条巷子到底是拆掉还是只是翻修", "para", "m80", "m47"),
    _q("新来的那个伙计现在一个月开好多工资", "para", "m88"),
    _q("门面修好以后每个月还要多交么子费", "para", "m90"),
    _q("换了送货的以后猪肉丝每斤省了好多", "para", "m27"),
    _q("楼上外国老师帮我弄的双语价目表做好冒", "para", "m85"),
    # English questions, Chinese memories
    _q("How many tables are there in my noodle shop?", "en-zh", "m01"),
    _q("Which part of the work does my husband do in the shop?", "en-zh", "m02"),
    _q("Where does my daughter work?", "en-zh", "m07"),
    _q("Why did my mother-in-law not want to come to Changsha at first?", "en-zh", "m08"),
    _q("How much did my cousin borrow from me, and what for?", "en-zh", "m11"),
    _q("What was wrong with the pork the old supplier delivered?", "en-zh", "m24"),
    _q("What did the hospital find wrong with my husband's back?", "en-zh", "m31"),
    _q("Why could my mother-in-law no longer live on her own?", "en-zh", "m36"),
    _q("What grade did the shop get at the hygiene inspection?", "en-zh", "m33"),
    _q("What did my future son-in-law's parents bring when they came to propose the match?",
       "en-zh", "m56"),
    _q("How much did I pay my helper while the lane was closed for the works?", "en-zh",
       "m76"),
    _q("In which district did my daughter and her fiancé buy their flat?", "en-zh", "m77"),
    _q("What colour were the shop fronts painted after the works?", "en-zh", "m79"),
    _q("Why did my helper Xiao Xie quit?", "en-zh", "m86"),
    _q("What did my daughter's fiancé bring my mother-in-law at Mid-Autumn?", "en-zh", "m91"),
    # Chinese questions, English memories
    _q("一天里头么子时候来恰粉人最少", "zh-en", "e01"),
    _q("店里能不能刷银行卡", "zh-en", "e02"),
    _q("子豪考研初试是哪两天", "zh-en", "e03"),
    _q("Liam楼上那间房的房租是交给哪个的", "zh-en", "e04"),
    _q("思琪结婚那几天店子关哪几天", "zh-en", "e05"),
    _q("大众点评上现在几分 有好多条评价", "zh-en", "e06"),
    _q("外国客人不要辣要怎么跟我们港", "zh-en", "e07"),
    _q("Liam帮我翻译的是么子单子上的字", "zh-en", "e08"),
    _q("娭毑在门口剥蒜 Liam提醒游客莫做么子", "zh-en", "e09"),
    _q("巷子的管理费从几月开始收 包括么子", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "长沙米粉跟桂林米粉有么子区别",
    "腰椎间盘突出的人能不能游泳",
    "天门山索道坐上去要好久",
    "口味虾的虾线要怎么去",
    "考研英语一跟英语二有么子区别",
    "湘潭有么子好恰的",
    "广场舞音响开好大声算扰民",
    "How do I get a food business licence for a small restaurant in China?",
    "碱水粽的碱水要怎么调",
    "槟榔恰多了对牙齿有么子影响",
    # things of her life she never told
    "周磊屋里有几兄妹",
    "黄老板是哪里人",
    "我屋里老刘属么子的",
    "杨嗲嗲的孙女在哪里读书",
    "肖嫂子今年好大年纪",
    "我亲妹妹在哪里上班",
    "胡姐的电话号码是好多",
    "子豪的女朋友叫么子名字",
    "Liam是加拿大哪个城市的",
    "What was the name of the first shop I ran before Tan Ji?",
]

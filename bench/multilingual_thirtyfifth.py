# ruff: noqa: RUF001
"""A thirty-fifth Chinese set for bench/multilingual.py (`--set thirtyfifth`), written on
2026-11-29 by the helper zhblind25, blind: without reading anything under src/ or docs/, nor any
earlier set beyond the thirty-third's shape, and before anything was run on it. Held out: no
rule was tuned on it. Its person, family, places and numbers were invented fresh, and it is
written the way a Han woman of 50 in 乌鲁木齐 who sells 新疆 dried fruit (葡萄干, 红枣, 巴旦木,
无花果干) online by live-streaming (直播带货) from a small warehouse writes to her phone: short
bursts with many 哎, in 新疆 flavoured 普通话 (亚克西, 羊缸子 for others' wives, 巴郎子, 丫头子,
皮牙子, 勺子, 歇一哈, 克 for 去, 些 for 很, 胡里马唐, 一坨子, 麻达, 拌面, 大盘鸡, 馕), numbers as
digits (3万2, 1万8, 39.9); a seller's habits (开播, 投流, 截单, 打包, 批发价, 粉丝, 后台); two
clocks, 新疆时间 two hours behind 北京时间, and which one she means said only sometimes (直播晚上
十点开始, 北京时间的话是十二点; 快递下午六点北京时间截单, 就是我们这边四点; 早上十点起, 新疆时间;
a correction in m70 that gives both); dates by festivals and seasons as well as dates (三八节,
开斋节, 清明, 五一, 古尔邦节放假, 葡萄下来那阵, 红枣收的时候, 国庆, 双十一, 年货节); hearsay
(听说, 人家说, 好像, 可能) and her own corrections (记错了 in m44, 搞混了 in m69, 说错了 in m70,
不对 in m73).

A 乌鲁木齐 dried-fruit seller, in her own words: 郭春梅 (50), grown up in 伊宁, selling on 快手
as 梅姐新疆干果 (32,000 followers), live at ten at night 新疆时间 (midnight 北京时间), moved in
April to eight 新疆时间 (ten 北京时间), then in June to 抖音 under the same name (first night at
eight, 300 viewers, 60 orders), then in August to the afternoon, 北京时间 four to seven, corrected
to five to eight (新疆 three to six), to lead her dance group in the evenings; a warehouse of 120
square metres in 米东 rented from 老马 (36,000 a year, to the end of August, 5,000 deposit back in
full), then one of 350 in 头屯河 (three years, 10,000 deposit, keys on 1 September; 80,000 a year
corrected to 72,000 without the cold room); an old cold-storage unit whose compressor fails in
April (a 600 capacitor, then trips and a 38 degree June), replaced in June by a 比泽尔 unit
(12,000, two years' warranty) and moved to 头屯河 for 1,500 (0 degrees, 40 a day of power for 5
tonnes of dates); raisins from 阿不都 in 吐鲁番's 葡萄沟 (绿香妃 14 a 斤, 黑加仑 16) until a
damp, mouldy lot in April, then dates from 买买提江 of 墨玉, 和田 (200 亩, 特级 22 and 一级 16,
this year 21 and 15, 5 tonnes ordered); her son 张浩 (浩浩, 24), a teller at the 乌鲁木齐银行
北京路支行 who quits on 30 April to work for her at 4,000 a month, goes viral, and on 15 September
flies to 上海 to run operations at a friend's farm-produce e-commerce firm in 闵行 (offered 12,000;
a room in 七宝 at 3,200); her husband 张建国 (老张, 54, 55 in August), diabetic for ten years, on
诺和灵30R (16 and 14 units) until May, then 甘精 at bedtime (18, corrected to 20, cut to 16 for
morning lows) with 二甲双胍, HbA1c 6.8 in September, fasting sugar up again on 馕坑肉; her mother
(78) alone in her old house in 伊宁, who breaks her right wrist in June and moves on 10 August to
her sister 郭春燕's in 奎屯 (the 伊宁 house let at 800); a driving licence at 50 (科目一 98,
科目二 moved from 20 April to 18 May by repairs and passed at the second go, 科目三 and 四 on 15
June); 马老板 of 昌吉 who owes 18,000 for New Year goods, pays 5,000 (corrected: 6,000) in May and
7,000 in September, 5,000 left for the 年货节; 喀纳斯 by car, planned for 古尔邦节, moved to 20
September, then to 8 October (two nights in 禾木, minus 3 in the morning); her weight from 74 kg
to 71, 68 and 66 with the 红山姐妹 square-dance group at the 红山公园 gate (eight to half past
nine), which she joins in April, can only attend on Sundays while streaming at eight, and leads
from August when 李姐 leaves for 海南 (a district contest on 22 November); hearsay that 快手, then
抖音, will close food sellers without a 食品经营许可证 and ban loose dried fruit, partly true: the
licence is needed (hers came in 20 days from the 米东 market regulator) but loose fruit may be sold
with a proper label and there was a three-month grace; her packers, 阿依古丽 of 喀什 (3,500 a
month, leaves to marry), then two neighbourhood wives at 20 an hour. Ten memories in English:
business messages from a buyer in Almaty, Daniyar Seitkali of Altyn Dala Trading (800 kg of
dates at 3.90 USD and 500 kg of almonds at 7.80, a 2,106 USD deposit from Halyk Bank, a September
container held 11 days at Khorgos and a 150 USD discount for it, 300 kg of figs added, loading moved
from 3 to 6 December, a 6,324 USD balance, and his visit, 14 January moved to 21 January).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and, where
a fact changed, about the present one, whose newer memory alone is gold (several in the present
tense, answered by a later update that does not repeat the subject's name: m52 on her husband's
insulin, m68 on where her mother lives, m70 on the afternoon stream, m82 on the debt, m84 on her
weight); twenty off-topic questions about nothing stored: ten general questions on a topic a
memory touches, and ten personal-sounding questions about things of her life she never told (an
untold attribute of someone she does mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtyfifth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("三八节直播搞的啥活动？一晚上卖了多少单？", "zh", "m08"),
    _q("打包的丫头子阿依古丽一个月给她多少钱？", "zh", "m14"),
    _q("开斋节隔壁的羊缸子端来了啥？", "zh", "m15"),
    _q("冷库头一回坏的时候小王咋修的？花了多少？", "zh", "m26"),
    _q("吐鲁番那批绿香妃出了啥麻达？", "zh", "m31"),
    _q("浩浩剪的哪个视频上了热门？涨了多少粉？", "zh", "m41"),
    _q("古尔邦节在阿不来提家老张吃了几块肉？", "zh", "m43"),
    _q("老张55岁生日在哪吃的？吃的啥？", "zh", "m64"),
    _q("国庆那天抖音卖了多少单？快递几点来拉的货？", "zh", "m83"),
    _q("喀纳斯早上有多冷？在禾木住了几晚？", "zh", "m85"),
    _q("5吨枣进了冷库以后一天电费多少？", "zh", "m87"),
    _q("浩浩在上海租的房子在哪？一个月多少？", "zh", "m89"),
    _q("舞蹈队比赛是哪天？跳的啥？", "zh", "m90"),
    _q("年货节的礼盒准备做几种价？", "zh", "m91"),
    _q("双十一那天卖了多少单？播了多久？", "zh", "m94"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我现在每天几点开播？", "para", "m70"),
    _q("我现在在哪个平台上卖货？", "para", "m46", "m48"),
    _q("仓库现在搬到哪了？", "para", "m75"),
    _q("现在的库房一年租金到底多少？", "para", "m69"),
    _q("冷库现在用的是啥机器？", "para", "m51", "m75"),
    _q("红枣现在从谁那进货？", "para", "m36", "m86"),
    _q("巴郎子现在在哪上班？干啥？", "para", "m72", "m79"),
    _q("老张现在晚上打几个单位？", "para", "m52"),
    _q("老张现在打的是啥胰岛素？", "para", "m33", "m44"),
    _q("我妈现在住在哪？", "para", "m68"),
    _q("驾照到底拿到手没有？", "para", "m50"),
    _q("科目二最后是哪天考的？", "para", "m27", "m39"),
    _q("昌吉那个超市老板现在还差我多少钱？", "para", "m82"),
    _q("喀纳斯最后是哪天去的？", "para", "m77", "m85"),
    _q("我现在多重？", "para", "m84"),
    _q("红山姐妹现在是谁带着跳？", "para", "m65"),
    _q("网上卖吃的到底要不要办证？散装的能不能卖？", "para", "m62"),
    _q("现在仓库里打包的是谁？咋算钱？", "para", "m76"),
    _q("今年和田特级枣的批发价是多少？", "para", "m86"),
    _q("老张的血糖现在控制得咋样？", "para", "m88"),
    # English questions, Chinese memories
    _q("When did my son leave his bank job, and how much do I pay him a month?", "en-zh",
       "m24"),
    _q("Who is my date supplier in Hotan, and how big is his orchard?", "en-zh", "m36"),
    _q("Where does my younger sister live, and what does she do there?", "en-zh", "m09"),
    _q("How much did the new cold-storage unit cost, and how long is its warranty?", "en-zh",
       "m51"),
    _q("Why was my husband's bedtime insulin cut?", "en-zh", "m52"),
    _q("How did my mother get hurt in June?", "en-zh", "m53"),
    _q("For the food licence, where did we apply and what did we all need first?", "en-zh",
       "m55"),
    _q("How much a month was my son offered to go to Shanghai?", "en-zh", "m61"),
    _q("At what time, Xinjiang time, did my son's plane to Shanghai take off, and from which "
       "airport?", "en-zh", "m79"),
    _q("What was my husband's HbA1c at his September check?", "en-zh", "m78"),
    _q("Why did I stop buying raisins from Turpan?", "en-zh", "m35", "m31"),
    _q("How much red-envelope money did I give Ayiguli before she left?", "en-zh", "m71"),
    _q("How much did I sell on Kuaishou in February, and what did I clear?", "en-zh", "m19"),
    _q("Did I get the deposit back on the Midong warehouse?", "en-zh", "m74"),
    _q("Why did I move the live stream to the afternoon?", "en-zh", "m66"),
    # Chinese questions, English memories
    _q("阿拉木图那个客户这回要多少和田枣、多少巴旦木？", "zh-en", "e01"),
    _q("哈萨克斯坦那个客户给的巴旦木是一公斤多少美元？", "zh-en", "e02"),
    _q("阿拉木图的定金打了多少？从哪个银行打的？", "zh-en", "e03"),
    _q("九月份发阿拉木图的柜子在霍尔果斯卡了几天？为啥？", "zh-en", "e04"),
    _q("达尼亚尔后来又加了啥货？", "zh-en", "e05"),
    _q("装车以前要把啥单子发给阿拉木图那边？", "zh-en", "e06"),
    _q("发阿拉木图那车货现在是哪天装车？", "zh-en", "e07"),
    _q("阿拉木图的尾款是多少？啥时候付？", "zh-en", "e08"),
    _q("达尼亚尔来乌鲁木齐跟谁一起来？住哪个酒店？", "zh-en", "e09"),
    _q("达尼亚尔现在是哪天来乌鲁木齐？", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "绿香妃跟黑加仑葡萄干哪个更甜？",
    "巴旦木跟美国大杏仁是不是一个东西？",
    "红枣一天吃几颗合适？",
    "抖音投流一般是咋收费的？",
    "糖尿病人能不能吃无花果干？",
    "喀纳斯冬天去能看到啥？",
    "冷库的压缩机一般能用几年？",
    "新疆时间为啥比北京时间晚两个钟头？",
    "What is the best way to keep dried figs at home so they do not go hard?",
    "跳广场舞一个月能减几斤？",
    # things of her life she never told
    "老张的爸妈还在不在？",
    "春燕家的孩子多大了？",
    "买买提江的羊缸子叫啥？",
    "浩浩有没有对象？",
    "我是哪一年来的乌鲁木齐？",
    "修冷库的小王电话多少？",
    "阿依古丽的对象是干啥的？",
    "我大姐现在在哪？",
    "老张以前在哪上班？",
    "How old is Daniyar?",
]

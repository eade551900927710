# ruff: noqa: RUF001
"""A thirty-fourth Chinese set for bench/multilingual.py (`--set thirtyfourth`), written on
2026-11-29 by the helper zhblind24, blind: without reading anything under src/ or docs/, nor any
earlier set beyond the thirty-third's shape, and before anything was run on it. Held out: no
rule was tuned on it. Its person, family, places and numbers were invented fresh, and it is
written the way a woman of 45 who runs a six-room seafood 民宿 by the sea in 崂山, 青岛, types
on her phone: long run-on messages with commas everywhere and 哈 and 啊 at the ends, in 青岛 /
胶东 flavoured 普通话 (俺 / 俺们, 嘎啦 for clams, 哈啤酒, 杠赛来, 嘎哈, 血 for very as in 血黑
and 血毒, 磨叽, 蛤蜊 / 海蛎子 / 鲅鱼 / 海菜, 小嫚 for a girl, 老公 at sea, 婆婆 and 公公, 一宿,
礼拜三, 不得劲) and the odd homophone slip (再 for 在, 的 for 得); dates by the seasons of the
sea and of the town as well as dates (腊八, 小年 on 腊月二十三, 二月二, 上坟那天, 五一, 休渔期,
啤酒节那阵, 开海那天, 中秋, 国庆黄金周) and times as 早上五点去码头, 晚上九点客人都回来了;
the village's hearsay (听说, 人家都说, 好像, 据说) and her own corrections (不对不对 in m45,
记岔了 in m56, 搞错了 in m72, 说错了 in m88).

A 崂山 guesthouse keeper, in her own words: 于春燕 (45) of 海崖村, 王哥庄, who runs 海崖小院
(four sea-view rooms upstairs, two facing the mountain below, a dog called 大黄); the courtyard
rented from 老修 (修成福) at eighty thousand a year, renewed in March for three years at ninety-two
thousand, which he then wants to sell (two million one hundred thousand in September, one million
nine hundred and fifty thousand in October, till the year's end to decide; she has six hundred
thousand); the cook 孙师傅 (孙立国 of 即墨, six thousand five hundred a month, too salty and too
slow) hired in March and gone in July to a city hotel, replaced by 隋姐 (隋红梅 of the village,
five thousand eight hundred, off on Tuesdays and Wednesdays in winter); her husband 曲海军 (48),
大管轮 on the bulk carrier 鲁远58 of 青岛鲁远海运, due home about 20 June, then mid-July (the ship
sent to Brazil for soya), then the end of August (a generator broken at Singapore), home on 29
August, who changes to 青岛中昌船务 (container ships, three thousand more a month, six months),
boarding at 洋山 on 8 November, moved to the 12th, on the 中昌海瑞 (not the 海星, corrected); her
daughter 曲悦 (小悦, 18) at 崂山一中, 一模 560, 二模 581, 高考 592 corrected to 589, who wanted
大连海事大学 and on the last day put 集美大学 in 厦门 first (财务管理, in on 5 September); her
公公 曲德旺 (75), who falls with a stroke at the harbour on 二月二, is rehabilitated at the
崂山区中医医院 and comes home in August, nursed first by 王姐 of 平度 (two hundred and twenty a
day) and from May by 老韩 of 莱西 (two hundred and fifty, corrected to two hundred and sixty), who
will go home at New Year; the room price on 携程: a sea-view room four hundred and twenty, raised
to nine hundred and eighty for the beer festival, cut to six hundred and eighty in its first week,
and three hundred and twenty from 15 November; sea cucumbers first from 小姜 (姜涛) of 沙子口,
whose sugared goods she refunds in May, then from 宫大哥 (宫建国) of 鳌山卫 (three thousand six
hundred a 斤, corrected to three thousand four hundred; a rumoured rise to three thousand eight
hundred); a used white 五菱宏光S bought in March for thirty-four thousand and sold in October
for twenty-seven thousand; her bad back (腰四腰五) and 刘大夫's 推拿, on Wednesdays, then from
July on Wednesdays and Saturdays; and hearsay that the seaside road will be widened and her
whole street demolished, partly true: the road goes to four lanes and only the front row of
twelve houses goes, while her courtyard loses three metres (thirty-eight thousand). Ten
memories in English: messages by her German long-stay guest, Jonas Becker, an engineer at a plant
in 即墨, in plain non-native English (his booking, his room, the food he likes, the end of his
contract, the day he leaves, his complaint about the shower and its fix, his wife's visit, his
December rent).
Each memory carries the day it was said (SAID), in the order said; the bench stores the texts
alone. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and
10), asked the way she would ask later or plainly, mostly not in the memory's words, and, where
a fact changed, about the present one, whose newer memory alone is gold (several in the present
tense, answered by a later update that does not repeat the subject's name: m47 on her daughter's
first choice, m50 on the 推拿, m53 on the beer-festival price, m56 on the caregiver's pay, m70 on
her husband's company, m95 on the winter price); twenty off-topic questions about nothing stored:
ten general questions on a topic a memory touches, and ten personal-sounding questions about
things of her life she never told (an untold attribute of someone or something she does
mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_thirtyfourth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her voice or plain)
    _q("俺这民宿叫啥名？开在哪个村？", "zh", "m01"),
    _q("大年三十视频的时候老公的船在哪里装货？", "zh", "m12"),
    _q("街道查消防让俺们添了些啥？", "zh", "m15"),
    _q("小悦高考体检近视多少度？", "zh", "m18"),
    _q("二月二那天公公出了啥事？送的哪家医院？", "zh", "m19"),
    _q("清明上坟那天婆婆在坟前哭着说了啥？", "zh", "m23"),
    _q("五一前在即墨小商品城买了多少套床单被罩？", "zh", "m30"),
    _q("今年休渔期是从几号到几号？", "zh", "m31"),
    _q("宏光换轮胎花了多少钱？", "zh", "m36"),
    _q("六一那天带济南来的两个小嫚去干啥了？", "zh", "m38"),
    _q("老公的船过好望角的时候浪有多高？", "zh", "m43"),
    _q("啤酒节那个客人的钱包落在哪了？后来找回来了吗？", "zh", "m52"),
    _q("台风把院子里啥刮飞了？修窗户花了多少？", "zh", "m60"),
    _q("开海第三天码头上鲅鱼多少钱一斤？", "zh", "m66"),
    _q("国庆七天流水多少？净落多少？", "zh", "m85"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("俺现在一个礼拜去推拿几回？哪几天？", "para", "m50"),
    _q("现在院子里做饭的是谁？一个月给多少？", "para", "m48"),
    _q("小悦的第一志愿最后填的是哪儿？", "para", "m47"),
    _q("小悦高考到底考了多少分？", "para", "m45"),
    _q("伺候公公的人现在一天多少钱？", "para", "m56"),
    _q("前头那个护工为啥不干了？", "para", "m33"),
    _q("老公现在换到哪家公司了？一个月多挣多少？", "para", "m70"),
    _q("老公到底哪天上船？", "para", "m90"),
    _q("老公这回上的那条船叫啥？", "para", "m88"),
    _q("这个院子现在一年租金多少？签到啥时候？", "para", "m16"),
    _q("老修现在要多少钱卖院子？", "para", "m78"),
    _q("俺们家的房子到底拆不拆？", "para", "m76", "m94"),
    _q("宫大哥的淡干海参到底多少钱一斤？", "para", "m72"),
    _q("啤酒节那阵海景房最后卖多少一宿？", "para", "m53"),
    _q("现在携程上海景房多少钱一宿？", "para", "m95"),
    _q("海参后来为啥不在沙子口拿了？", "para", "m34"),
    _q("那辆二手车后来咋处理的？", "para", "m77"),
    _q("公公现在能不能自己吃饭？", "para", "m71"),
    _q("冬天隋姐哪两天不来？", "para", "m91"),
    _q("小悦寒假哪天回来？坐啥回来？", "para", "m86"),
    # English questions, Chinese memories
    _q("How much did the used van cost, and where did I buy it?", "en-zh", "m14"),
    _q("What exactly is wrong with my back?", "en-zh", "m07"),
    _q("What did guests complain about in the first cook's cooking?", "en-zh", "m27"),
    _q("What did my daughter score in the first mock exam?", "en-zh", "m17"),
    _q("How far could my father-in-law walk after a month of rehab?", "en-zh", "m32"),
    _q("What did the German guest say about the mackerel dumplings?", "en-zh", "m80"),
    _q("What does my daughter say about the sea in Xiamen?", "en-zh", "m81"),
    _q("How much are my daughter's tuition and dorm fees a year?", "en-zh", "m55"),
    _q("Why does the landlord want to sell the courtyard?", "en-zh", "m68"),
    _q("How much money do we have for buying the courtyard, and what do we want to ask the "
       "landlord?", "en-zh", "m87"),
    _q("Why does the caregiver want someone to replace him?", "en-zh", "m89"),
    _q("How much does the village pay per square metre for the front-row houses?", "en-zh",
       "m94"),
    _q("How do people here carry draught beer home, as my guests from Shanghai noticed?",
       "en-zh", "m57"),
    _q("What is our dog called?", "en-zh", "m02"),
    _q("Why did my husband want to change companies?", "en-zh", "m69"),
    # Chinese questions, English memories
    _q("德国客人是咋订的房？住到哪天？", "zh-en", "e01"),
    _q("德国客人那间屋为啥合他的意？", "zh-en", "e02"),
    _q("德国客人早饭里不要放啥？", "zh-en", "e03"),
    _q("德国客人在厂里的活哪天干完？谁接他的班？", "zh-en", "e04"),
    _q("德国客人走那天几点的飞机？", "zh-en", "e05"),
    _q("德国客人说洗澡水从啥时候开始不热的？", "zh-en", "e06"),
    _q("热水器换了个多大的？谁出的钱？", "zh-en", "e07"),
    _q("德国客人每天早上几点在村口坐班车？", "zh-en", "e08"),
    _q("德国客人的媳妇啥时候来？早饭多收多少？", "zh-en", "e09"),
    _q("德国客人十二月的房钱交了多少？", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "干海参咋泡发？一般要泡几天？",
    "腰间盘突出能不能做推拿？",
    "脑梗以后康复的黄金期是多久？",
    "黄海的休渔期为啥从五月开始？",
    "高考平行志愿是咋录取的？",
    "开民宿要办哪些证？",
    "二手车过户要带啥材料？",
    "How long can frozen mackerel be kept in a home freezer?",
    "远洋船上的大管轮跟轮机长有啥区别？",
    "青岛国际啤酒节是哪一年开始办的？",
    # things of her life she never told
    "大黄今年几岁了？",
    "小悦的班主任姓啥？",
    "隋姐家里几口人？",
    "老修的儿子叫啥名？",
    "俺娘家是哪个村的？",
    "俺弟弟在哪儿上班？",
    "公公年轻的时候是干啥的？",
    "刘大夫的推拿店叫啥名？",
    "小悦在集美住的是几号宿舍楼？",
    "What is the name of the plant in Jimo where Jonas works?",
]

# ruff: noqa: RUF001
"""A twenty-sixth Chinese set for bench/multilingual.py (`--set twentysixth`), written on
2026-11-28 by the helper zhblind16, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-fifth's shape, and before anything was run on it. Held out:
no rule was tuned on it. Its person, family, places and numbers were invented fresh, and it
is written the way a night-shift ICU nurse of 38 in 西安 types on WeChat in the minutes she
can steal: 陕西话 (额 for 我, 咥饭, 嫑, 得是, 谝闲传, 嘹咋咧, 瓜娃, 咧, 碎娃, 一满), ward
shorthand and abbreviations (夜班, 大夜, 小夜, ICU, 规培, 职称, 主管护师, ECMO, TI-RADS, 留置针),
pinyin initials (yyds, xswl, nsdd, 666, u1s1), full-width and half-width punctuation mixed
in one line, messages cut off and carried on in the next (m10 ends on 想去, m11 begins with
肾内科; m58 goes on about m57's card), dates as 4.11, 4月12号, 下个礼拜五 or 6月头上, times told
by shifts (下了大夜, 倒班前, 连上三个夜班后), hearsay from the ward (听护士长说, 据说, 好像,
可能, 不确定) and corrections of herself (打错了, 不是, 记混了).

A nurse, in her own words: 党晓燕 (燕姐, 38) from 岐山 in 宝鸡, fifteen years in the ICU of
西安仁济医院, on a contract (rumoured layoffs of contract nurses, settled as a move to 人事代理);
her husband 刘建军 driving a semi on 西安-乌鲁木齐, then on 西安-成都 cold-chain runs; their
son 刘一鸣 (鸣鸣, 9) at 曲池小学 in 三年级 3班 corrected to 4班, teacher 岳老师, asthma since five
(舒利迭 twice a day, then only at night; 万托林; a sandstorm, the children's hospital, SpO2 94),
a spring outing missed, an English class moved from Saturday to Sunday, after-school care at
500 then 600, swimming lessons; her parents-in-law 刘长顺 and 何桂芳 in the same 雁鸣苑 (his
grandmother's knee, so his grandfather picks him up; wheat in 蓝田); a 主管护师 exam said to be
on 4.11-4.12, corrected to 4月12号13号, and passed but for one paper (58); a transfer request
from the ICU to 肾内科, then 老年病科, then 血透室, where she starts on 7月6号; a BYD loan of
1780 a month, 1180 after paying 20,000 early; a thyroid nodule reported as TI-RADS 4a, then
found to be 3 and the report corrected as someone else's; a head nurse retiring, rumoured to be
followed by 急诊's 闫, followed in fact by 孟晓丽 from CCU; a night-shift allowance of 120,
rumoured then confirmed at 150. Ten memories in English, typed by her younger brother 党文博,
a chemistry PhD student in Toronto who set the assistant up for her (his address, her
passport renewal, the boy's allergy list, his flight home, a visa plan, her licence number,
her car, emergency contacts, her blood type, his teacher's number). Each memory carries the day
it was said (SAID), in the order said; the bench stores the texts alone. Same question kinds
as the other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked the way she
would ask later or plainly, mostly not in the memory's words, and, where a fact changed,
about the present one, whose newer memory alone is gold (several in the present tense,
answered by a later update that does not repeat the subject's name: m42, m47, m61, m63, m76);
twenty off-topic questions about nothing stored: ten general questions on a topic a memory
touches, and ten personal-sounding questions about things of her life she never told (an
untold attribute of someone or something she does mention, or someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentysixth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her style or plain)
    _q("鸣鸣班主任姓啥", "zh", "m03"),
    _q("额弟在多伦多读的啥专业", "zh", "m17"),
    _q("沙尘那天娃在急诊血氧多少", "zh", "m19"),
    _q("给鸣鸣屋里买的净化器啥牌子 多钱", "zh", "m24"),
    _q("额带的规培生叫啥 哪毕业的", "zh", "m13"),
    _q("五一上大夜一个给多少夜班费", "zh", "m51"),
    _q("赵护士长走的时候科里每人凑了多少 买的啥", "zh", "m53"),
    _q("他爸跑成都头一趟带回来个啥", "zh", "m56"),
    _q("母亲节那张卡片背面画的啥", "zh", "m58"),
    _q("护士节院里发了啥东西", "zh", "m59"),
    _q("主管护师专业实践能力考了多少分？", "zh", "m66"),
    _q("娃学游泳报了几节课 花了多少", "zh", "m80"),
    _q("鸣鸣期末三门各考了多少", "zh", "m88"),
    _q("他婆膝盖积水在哪个医院抽的", "zh", "m43"),
    _q("额妈从岐山给寄了些啥", "zh", "m49"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("娃他爸现在跑的哪条线", "para", "m47"),
    _q("额现在在哪个科上班 几点上几点下", "para", "m93"),
    _q("肾内科去不成以后护理部让额改报的哪", "para", "m36"),
    _q("买车那个贷款现在一个月还多少", "para", "m63"),
    _q("额脖子上那个结节到底是几类，要不要穿刺", "para", "m33", "m34"),
    _q("职称考试到底是哪两天考的", "para", "m35"),
    _q("娃在三年级几班", "para", "m04"),
    _q("这阵子放学是谁去接娃", "para", "m44", "m75"),
    _q("放学后那个托管现在一个月多少钱", "para", "m48"),
    _q("鸣鸣现在一天吸几回舒利迭", "para", "m76"),
    _q("娃的英语课现在是礼拜几上", "para", "m42"),
    _q("新护士长是谁 原来在哪个科", "para", "m54"),
    _q("医院到底裁没裁合同制的护士", "para", "m50"),
    _q("现在一个大夜给多少钱", "para", "m92"),
    _q("文博到底哪天落地西安", "para", "m87"),
    _q("血透室到底排不排大夜", "para", "m84"),
    _q("车还有几期没还完", "para", "m81"),
    _q("明年职称还得补考哪门", "para", "m67"),
    _q("他爸那回在新疆堵车 推到哪天才回西安", "para", "m21"),
    _q("额爸妈啥时候来西安", "para", "m91"),
    # English questions, Chinese memories
    _q("At what age was my son diagnosed with asthma, and what does he use for it?", "en-zh",
       "m05"),
    _q("Where do my parents-in-law live?", "en-zh", "m06"),
    _q("How much did I borrow for the car, and over how many months?", "en-zh", "m08"),
    _q("Which ward did I first ask to transfer to, and why?", "en-zh", "m10", "m11"),
    _q("How much was my son's spring outing and where was it going?", "en-zh", "m16"),
    _q("What size was the nodule at the university hospital recheck?", "en-zh", "m33"),
    _q("What did my husband bring back from Xinjiang?", "en-zh", "m27"),
    _q("Where did I sit the nursing title exam?", "en-zh", "m26"),
    _q("What did I eat to celebrate finishing the exam?", "en-zh", "m41"),
    _q("What did the new head nurse say about our handover notes?", "en-zh", "m55"),
    _q("Who heads the dialysis unit and when was I to start there?", "en-zh", "m84"),
    _q("What did the teacher say about my son at the parents' meeting?", "en-zh", "m82"),
    _q("What money did my husband want to use to pay off part of the car loan?", "en-zh",
       "m60"),
    _q("What did my son's class perform on Children's Day?", "en-zh", "m70"),
    _q("What fruit did I take to my parents-in-law, and from where?", "en-zh", "m95"),
    # Chinese questions, English memories
    _q("额弟在多伦多住哪 地址发额一下", "zh-en", "e01"),
    _q("额护照啥时候到期 换护照约的哪天几点", "zh-en", "e02"),
    _q("鸣鸣都对啥过敏 有没有药物过敏", "zh-en", "e03"),
    _q("文博那个机票的订座号是多少", "zh-en", "e04"),
    _q("明年去加拿大办签证得准备些啥", "zh-en", "e05"),
    _q("额的护士执业证号是多少", "zh-en", "e06"),
    _q("额车牌号多少 车险哪天续", "zh-en", "e07"),
    _q("额的紧急联系人都填的谁", "zh-en", "e08"),
    _q("额是啥血型 对啥过敏不", "zh-en", "e09"),
    _q("岳老师电话多少 娃啥时候开学", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "主管护师考试一般几月份报名",
    "娃的哮喘长大了能不能自己好",
    "甲状腺结节4a类是恶性的概率大概多少",
    "大货车司机一天连续开车最多能开几个钟头",
    "血液透析的病人一个礼拜一般做几次",
    "What is the weather like in Toronto in July?",
    "biangbiang面那个biang字到底咋写",
    "屋里咋除尘螨最管用",
    "上ECMO一天大概要花多少钱",
    "羊肉泡馍跟牛肉泡馍有啥区别",
    # things of her life she never told
    "老刘开的那辆半挂车牌号多少",
    "他婆生日是哪天",
    "额跟老刘是哪年结的婚",
    "鸣鸣的数学老师姓啥",
    "小田老公在哪个单位上班",
    "文博读博的导师叫啥名字",
    "额爸今年多大岁数了",
    "What is my husband's blood type?",
    "孟护士长屋里住哪",
    "额们小区物业费一个月多少",
]

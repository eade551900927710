# ruff: noqa: RUF001
"""A twenty-fourth Chinese set for bench/multilingual.py (`--set twentyfourth`), written on
2026-11-28 by the helper zhblind14, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-third's shape, and before anything was run on it. Held out:
no rule was tuned on it. Its person, family, places and numbers were invented fresh, and it
is written the way a retired accountant of 67 in 上海, a widow, writes: full sentences with
punctuation, precise and a little formal, with 上海话 sprinkled in (阿拉, 侬, 伊, 老好额, 勿要,
今朝, 明朝, 辰光, 交关, 拎勿清), money counted to the yuan, days told by the lunar calendar and
the festivals (农历七月十五, 中秋, 重阳, 十月初一, 冬至, 腊月廿三) and by weekdays (礼拜三),
corrections of herself (记错了) and hearsay from the 弄堂 (听隔壁讲, 好像, 据说).

A retired accountant, in her own words: 顾美华 (67, 34 years a 会计 at a cotton mill), widow
of 陈国平, in an old flat on 武定路; her son 陈俊 in Sydney and his wife 许婷 (Vivian), whom she
cannot read, and the rumour of a move to Melbourne (then off); her grandson 乐乐 (陈乐天, 8)
whom she fetches from 愚园路第一小学 (second, then third grade; a new class teacher; piano,
then an art class); blood pressure (氨氯地平 swapped for 缬沙坦), a right-eye cataract
operation moved from 9.16 to 10.14; 广场舞 and a choir whose 重阳 show moved to 11.8; a
cleaner 小周 replaced by 小李; the 居委会's 小张 and a lift; an old colleague 钱美凤 who owes
20000 and pays back in parts; the flat renovated by 蒋老板 (86000, then 95000; start and end
dates moved) while she lives with her sister 顾美玲 in 莘庄; 招商银行 shares, a 中国银行
product maturing 10.10 and put into a 大额存单; the neighbour's teddy 球球; a Sydney trip
cancelled after the operation. Ten memories in English, typed by her son when he set the
assistant up (medication, allergies, emergency contacts, the school pick-up password, her
passport, insurance, their address, the grandson's schooling, the New Year flight, her
WeChat Pay limit). Each memory carries the day it was said (SAID), in the order said; the
bench stores the texts alone. Same question kinds as the other sets ("zh", "para", "en-zh",
"zh-en": 15, 20, 15 and 10), asked the way she would ask later in her own style, or plainly,
mostly not in the memory's words, and, where a fact changed, about the present one, whose
newer memory alone is gold; twenty off-topic questions about nothing stored: ten general
questions on a topic a memory touches, and ten personal-sounding questions about things of
her life she never told (an untold attribute of someone or something she does mention, or
someone she never mentions).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentyfourth_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her style or plain)
    _q("乐乐学钢琴的老师姓啥？一节课几钿？", "zh", "m25"),
    _q("钱美凤当初问我借了多少钞票？", "zh", "m16"),
    _q("装修施工队老板姓什么，最早报价多少？", "zh", "m18"),
    _q("合唱团排练在啥地方？", "zh", "m14"),
    _q("隔壁王家姆妈那只狗叫啥名字？", "zh", "m22"),
    _q("招商银行股票我的成本是多少？", "zh", "m20"),
    _q("居委会管阿拉这几幢楼的是啥人？", "zh", "m23"),
    _q("老头子是啥辰光走的，什么毛病？", "zh", "m02"),
    _q("乐乐的新书包多少钞票买的？", "zh", "m36"),
    _q("国庆去朱家角一共用掉多少？", "zh", "m53"),
    _q("家具寄放的仓库在哪里，几钿？", "zh", "m43"),
    _q("白内障手术人工晶体自费多少钱？", "zh", "m57"),
    _q("合唱团汇演拿了什么奖？", "zh", "m69"),
    _q("奖励乐乐的乐高多少钞票？", "zh", "m71"),
    _q("阿姨小周是哪里人？", "zh", "m11"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("换了降压药以后复查，血压降到多少？", "para", "m50"),
    _q("眼睛开刀最后是哪一天做的？", "para", "m57", "m39"),
    _q("屋里装修到底啥辰光好结束？", "para", "m85"),
    _q("装修一共要付给工程队多少？", "para", "m31"),
    _q("老同事现在还欠我多少？", "para", "m74"),
    _q("现在屋里搞卫生的是啥人，一个钟头几钿？", "para", "m64"),
    _q("我每个月到手的养老钞票现在是多少？", "para", "m75", "m76"),
    _q("到期那笔钞票后来摆到啥地方去了？", "para", "m56"),
    _q("儿子一家门会不会搬到别的城市去？", "para", "m83"),
    _q("今年冬天去澳洲看儿子的事体后来哪能了？", "para", "m60", "m80"),
    _q("过年儿子一家啥辰光到上海？", "para", "m61"),
    _q("孙子现在每天几点钟放学？", "para", "m41"),
    _q("孙子现在的班主任是哪一位？", "para", "m40"),
    _q("装修这段日子我借住在哪里？", "para", "m19", "m49"),
    _q("老头子葬在哪个墓园？", "para", "m33", "m70"),
    _q("右眼开刀以后现在视力多少？", "para", "m72"),
    _q("我在合唱团里唱哪个声部？", "para", "m14"),
    _q("区里那场演出后来改到哪一天？", "para", "m54"),
    _q("股票卖掉一部分赚了多少？", "para", "m52"),
    _q("孙子礼拜天下半天要去学什么？", "para", "m90"),
    # English questions, Chinese memories
    _q("What is my grandson's formal name?", "en-zh", "m05"),
    _q("Who conducts my choir?", "en-zh", "m14"),
    _q("How much does the new cleaner charge per hour?", "en-zh", "m64"),
    _q("When does my son's family arrive in Shanghai for the New Year?", "en-zh", "m61"),
    _q("How much did my old colleague borrow from me, and what for?", "en-zh", "m16"),
    _q("What do I have to do for the neighbour's dog while she is away?", "en-zh", "m67"),
    _q("Which hospital is treating my eye?", "en-zh", "m10", "m39"),
    _q("How much cash was I paid back in November?", "en-zh", "m74"),
    _q("How much is my monthly pension now?", "en-zh", "m75"),
    _q("Where did I take my grandson over the National Day holiday?", "en-zh", "m53"),
    _q("Which songs is the choir preparing for the district show?", "en-zh", "m15"),
    _q("What did the neighbourhood committee give me for the Double Ninth Festival?",
       "en-zh", "m59"),
    _q("How much interest did the bank product pay when it matured?", "en-zh", "m55"),
    _q("What did I do for a living before I retired?", "en-zh", "m01"),
    _q("Which days will my sister fetch my grandson from school?", "en-zh", "m88"),
    # Chinese questions, English memories
    _q("我对啥药过敏？血型是啥？", "zh-en", "e02"),
    _q("学堂接乐乐要报的暗号是啥？", "zh-en", "e04"),
    _q("我的护照啥辰光到期？", "zh-en", "e05"),
    _q("惠民保一年交多少钞票？", "zh-en", "e06"),
    _q("儿子悉尼屋里的地址是啥？", "zh-en", "e07"),
    _q("乐乐读中学到底留在上海还是去澳洲？", "zh-en", "e08"),
    _q("儿子过年坐哪班飞机回来？要我去接吗？", "zh-en", "e09"),
    _q("微信支付一天最多好付多少？", "zh-en", "e10"),
    _q("紧急联系人填的是啥人？", "zh-en", "e03"),
    _q("儿子澳洲的手机号码是多少？", "zh-en", "e03"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "缬沙坦跟氨氯地平哪一种副作用小一点？",
    "大额存单提前支取，利息哪能算？",
    "泰迪狗一般能活几年？",
    "重阳节为什么要吃重阳糕？",
    "PPR水管跟铜管哪一种好？",
    "What is the best age for a child to start learning the piano?",
    "老公房加装电梯，一楼住户可以要求补偿吗？",
    "冬至上海人为什么要吃汤团？",
    "澳洲探亲签证要准备哪些材料？",
    "银行股的分红一般一年发几趟？",
    # things of her life she never told
    "阿妹的老公叫啥名字？",
    "蔡老师今年几岁了？",
    "乐乐的生日是哪一天？",
    "我的医保卡号是多少？",
    "What is my younger brother's name?",
    "长江电力我当初几钿买进的？",
    "王家姆妈的女儿在苏州做啥工作？",
    "我老早在厂里的科长叫啥名字？",
    "黄阿姨住在哪条路上？",
    "我上趟去悉尼是哪一年？",
]

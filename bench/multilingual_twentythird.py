"""A twenty-third Chinese set for bench/multilingual.py (`--set twentythird`), written on
2026-11-28 by the helper zhblind13, blind: without reading anything under src/ or docs/, nor
any earlier set beyond the twenty-second's shape, and before anything was run on it. Held
out: no rule was tuned on it. Its person, family, places and numbers were invented fresh, and
it is written the way a product manager of 31 in 深圳 types in WeChat: English words inside
Chinese sentences (deadline, tight, sync, OKR, PRD, offer, HR, last day, side project), 对齐,
拉群, 走流程, 周报, clipped messages, pinyin-IME slips (的/得/地, 再 for 在, 心里 for 心理,
模版), yyds, nsdd, 打工人, 破防, and dates written 9.17, 10.8, 下下周, 双十一, 月底.

A product manager, in her own words: 林悦 (悦悦, 31, from 岳阳), at 星桥科技 in 科兴科学园
(会员增长; boss Kevin 周凯; a new graduate 欣怡 she trains; backend lead 老郑 郑宏伟; the
project 青藤, grey release 10.8 and full launch 10.15), who takes a 字节 offer (42k, fifteen
months) and leaves on 11.20, her start moved from 11.25 to 12.2; renting in 桃源村 with the
designer 小雯 (8400 for the flat, 4200 her share; the landlord raising it to 9000 in March),
who moves out and is replaced by her partner 陈屿 (a backend developer in 成都, laid-off
colleagues, an offer at 大疆 in 深圳, starting 11.30); a cat 豆包 (渴望 then 巅峰 food,
stomatitis, vaccines at 瑞鹏); parents in 岳阳 (a retired physics teacher, a nurse) who push
marriage and a flat; her grandmother (diabetes, hospital, heart failure, dies on 11.22); a
乐刻 gym card (monthly, then yearly) and her weight; an English-speaking course; a side
project 喵账本 with 阿Ben. Ten memories in English, typed by her while setting the assistant
up (the cat's allergy, her allergies and blood type, the lease, an Osaka trip, the new
manager, the side project's server, the funeral money, an emergency contact, the housing
fund, 陈屿's mother's birthday). Each memory carries the day it was said (SAID), in the order
said; the bench stores the texts alone. Same question kinds as the other sets ("zh", "para",
"en-zh", "zh-en": 15, 20, 15 and 10), asked the way she would ask later in her own style, or
plainly, mostly not in the memory's words, and, where a fact changed, about the present one,
whose newer memory alone is gold; twenty off-topic questions about nothing stored: ten
general questions on a topic a memory touches, and ten personal-sounding questions about
things of her life she never told.
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentythird_data import MEMORIES, SAID

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS", "SAID"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (in her style or plain)
    _q("豆包是什么品种 几岁", "zh", "m04"),
    _q("乐刻那张月卡多少钱 在哪", "zh", "m08"),
    _q("喵账本是跟谁一起做的 他负责啥", "zh", "m11"),
    _q("陈屿生日几号", "zh", "m15"),
    _q("星桥那边月薪税前多少 几薪", "zh", "m17"),
    _q("老郑全名叫什么", "zh", "m23"),
    _q("瑞鹏猫三联一针多少钱", "zh", "m29"),
    _q("费大厨哪道菜yyds", "zh", "m31"),
    _q("口语课一节多少钱 最开始买了几节", "zh", "m35"),
    _q("杭州出差是哪几天", "zh", "m36"),
    _q("给陈屿买的键盘什么牌子 花了多少", "zh", "m43"),
    _q("青藤灰度是哪天 先放了多少用户", "zh", "m46"),
    _q("字节offer月薪多少 职级多少", "zh", "m63"),
    _q("乐刻年卡多少钱", "zh", "m73"),
    _q("双十一一共花了多少", "zh", "m75"),
    # Chinese, in other words than the memory's (by relation, a time or an amount, and the
    # present value of a changed fact, whose newer memory alone is gold)
    _q("我现在跟谁合租", "para", "m89"),
    _q("我男朋友现在在哪上班", "para", "m59", "m88"),
    _q("我到底哪天去新公司报到", "para", "m85"),
    _q("猫现在吃哪个牌子的粮", "para", "m70"),
    _q("我现在多重了", "para", "m78"),
    _q("健身那个卡现在是按月还是按年", "para", "m73"),
    _q("明年房租要涨到多少", "para", "m71"),
    _q("我在星桥最后一天上班是几号", "para", "m82", "m65"),
    _q("外婆是哪天去世的", "para", "m84"),
    _q("外婆埋在哪里", "para", "m86"),
    _q("我跟男朋友打算啥时候领证 办不办婚礼", "para", "m95"),
    _q("过年怎么安排 先去谁家", "para", "m77"),
    _q("老家爸妈是做什么工作的", "para", "m09"),
    _q("我以前老板叫什么", "para", "m05"),
    _q("谁接了我的活", "para", "m66", "m80"),
    _q("猫之前嘴巴发炎那次看病花了多少", "para", "m56"),
    _q("上班通勤多久 怎么去", "para", "m12", "m90"),
    _q("我这季度的目标是啥来着 要涨到多少", "para", "m06"),
    _q("我爸妈想在老家干嘛 我怎么回的", "para", "m51"),
    _q("第一次见男朋友家长是什么时候 在哪", "para", "m47"),
    # English questions, Chinese memories
    _q("What is my cat's name?", "en-zh", "m04"),
    _q("Where does my partner live right now?", "en-zh", "m88"),
    _q("What was the code name of the membership revamp project?", "en-zh", "m21"),
    _q("Who is my roommate and what does she do?", "en-zh", "m19"),
    _q("How much did I send for my grandmother's hospital stay in August?", "en-zh", "m26"),
    _q("What illness does my grandmother have?", "en-zh", "m10"),
    _q("How long is the high-speed train from Shenzhen to Yueyang?", "en-zh", "m48"),
    _q("Which airline do I fly to Chengdu and how much is a round trip?", "en-zh", "m27"),
    _q("How many users does my side project have now?", "en-zh", "m74"),
    _q("What did my team give me at the farewell dinner?", "en-zh", "m81"),
    _q("Why was my expense claim for the Hangzhou trip delayed?", "en-zh", "m44"),
    _q("How tall am I and what is my target weight?", "en-zh", "m18"),
    _q("Where is my old office?", "en-zh", "m30"),
    _q("What does my mom do for a living?", "en-zh", "m09"),
    _q("Who is moving to Singapore?", "en-zh", "m91"),
    # Chinese questions, English memories
    _q("豆包不能吃啥", "zh-en", "e01"),
    _q("我对什么过敏 血型是啥", "zh-en", "e02"),
    _q("租房合同哪天到期 押金交了多少", "zh-en", "e03"),
    _q("五一要去哪玩 签证啥时候办", "zh-en", "e04"),
    _q("字节那边直属leader是谁 第一天要带啥", "zh-en", "e05"),
    _q("喵账本的服务器啥时候续费", "zh-en", "e06"),
    _q("外婆丧事我出了多少钱", "zh-en", "e07"),
    _q("紧急联系人填谁", "zh-en", "e08"),
    _q("公积金里现在大概有多少", "zh-en", "e09"),
    _q("陈屿妈妈喜欢喝什么茶 生日哪天", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "猫口炎一般是什么原因引起的",
    "英短蓝白跟蓝猫有什么区别",
    "OKR跟KPI有啥区别",
    "灰度发布一般放多少比例合适",
    "深圳公积金能不能提取出来付房租",
    "What is the usual notice period when resigning in China?",
    "糖尿病人打胰岛素有什么要注意的",
    "心衰晚期一般还能活多久",
    "豆腐猫砂能不能冲马桶",
    "湖南人过年上坟一般在哪天",
    # things of her life she never told
    "我上次去香港是几月份",
    "我弟弟在哪读大学",
    "我那辆车保险哪天到期",
    "我大学室友叫什么来着",
    "What is the name of my dog?",
    "小雯新家在哪个小区",
    "我牙齿矫正还要戴多久",
    "陈屿他爸是做什么的",
    "我研究生是在哪读的",
    "我驾照是哪年考的",
]

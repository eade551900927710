"""A twentieth Chinese set for bench/multilingual.py (`--set twentieth`), written on 2026-11-28
by the helper zhblind10, blind: without reading the recall's, the relevance floor's, the time
code's or the judge's code or docs, nor any earlier set beyond its shape, and before anything
was run on it. Held out: no rule was tuned on it. Its person, city, family and habits were
invented fresh, and it is written the way a retired woman of sixty-three in 成都 talks to her
assistant through her phone's voice input (语音输入): long run-on sentences with few or no
stops, Sichuanese words and grammar (巴适, 安逸, 摆龙门阵, 耍, 晓得, 啥子, 莫得, 要得, 好久 for
"when", 咋个, 屋头, 老汉儿 for her father, 女子 for her daughter, 嬢嬢, 坝坝舞, 稀撇), the
recogniser's homophone slips (在 for 再, 的 for 得, 带 for 戴, 做 for 坐, her grandson 吴乐然
written once as 吴乐燃), and dates by the lunar calendar (腊月二十三, 正月十五, 农历八月十六,
冬月初八, 三月初三) and by family events (孙子开学那天, 老伴儿住院那阵, 去年腊月).

A retired primary-school teacher, in her own words: 周桂兰 (63, thirty-four years a 语文
teacher at 西城路小学 in 金牛区, retired at 55, trained at 乐山师范); her husband 陈德明 (老陈,
66, a retired railway fitter, fishing with 老王 downstairs, first at 郫都 then 三道堰; mahjong;
a stent at 华西 in last year's 腊月, his drugs cut from three to two, his drinking finally
stopped); her daughter 陈静 in 深圳 (software, from a phone maker to a drone maker), her
son-in-law 吴浩 and grandson 乐乐 (8, an online English class whose teacher changed from
Lily to Tom, a lunar birthday); her son 陈勇 in 成都 (from a car dealership to a charging-post
firm, his 朗逸 sold for a BYD), his wife 何婷 (a nurse) and granddaughter 豆豆 (5, Chinese dance,
a change of kindergarten); her father, 89, in 乐山 with a paid carer (王嬢嬢, then 廖); her own
health (blood pressure, 氨氯地平 changed to 缬沙坦, a left knee injected with 玻璃酸钠, blood
sugar 6.8 then 6.1, calcium, sleeplessness, reading glasses); the 坝坝舞 group (its hour moved
from 7:30 to 7 and its place to the river after complaints, its leader changed from 张嬢嬢 to
李素华, a second prize); the 老年大学 calligraphy class (颜体 under 杨老师, then 隶书 under 郑)
and a choir; a pension from 5,800 to 6,010; the old sixth-floor flat in 茶店子 sold for a
lift flat in the same street; 罗嬢嬢's vegetable stall moved inside the market; a neighbour,
黄老师. Ten memories in English, typed by her daughter while setting the assistant up (blood
pressure target, WiFi, a doctor's app, emergency contacts, an allergy, her husband's check-ups,
the grandson's class, her phone plan, a flight, knee advice). Same question kinds as the
other sets ("zh", "para", "en-zh", "zh-en": 15, 20, 15 and 10), asked the way she would ask
later (mostly not in the memory's words: Sichuanese against Mandarin, by relation, about a
time or an amount, and, where a fact changed, about the present one, whose memory alone is
gold); twenty off-topic questions about nothing stored: ten general questions on a topic a
memory touches (salt and blood pressure, 玻璃酸钠's side effects, 颜体 and 柳体, how long a
stent lasts, the moon on the sixteenth, fatty liver, the train to 深圳, fasting blood sugar,
bait for carp, 汤圆 at 元宵), and ten personal-sounding questions about things of her life
she never told (a cat, a sister, a trip, dentures, a licence, an orchid, a deposit...).
"""

from __future__ import annotations

from multilingual_data import Question, _q
from multilingual_twentieth_data import MEMORIES

__all__ = ["MEMORIES", "OFF_TOPIC", "QUESTIONS"]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words (as she would ask later, by voice)
    _q("我那个膝盖是省医院哪个医生看的", "zh", "m12"),
    _q("上个月体检查出来我有啥子问题", "zh", "m50"),
    _q("罗嬢嬢的儿子在哪个大学读书", "zh", "m95"),
    _q("豆豆在少年宫学的啥子舞", "zh", "m90"),
    _q("我那副老花眼镜配了好多钱", "zh", "m89"),
    _q("老年大学合唱班是星期几上课", "zh", "m78"),
    _q("坝坝舞比赛我们队得了啥子奖", "zh", "m37"),
    _q("老陈每天早上喝的啥子茶", "zh", "m48"),
    _q("黄老师借我那本书借了好久了", "zh", "m51"),
    _q("我跟老陈跟团去新疆耍了几天", "zh", "m94"),
    _q("老汉儿的保姆工资一个月好多 哪个出的", "zh", "m85"),
    _q("乐乐期末考试考了好多分", "zh", "m80"),
    _q("我失眠医生喊我吃啥子药", "zh", "m88"),
    _q("坝坝舞的衣服好多钱一套", "zh", "m86"),
    _q("农历八月老同事聚会在哪里吃的", "zh", "m84"),
    # Chinese, in other words than the memory's (Sichuanese for Mandarin, relation for
    # name, a time or a family event, and the present value of a changed fact)
    _q("我们现在住几楼 有没得电梯", "para", "m63"),
    _q("我现在降压吃的是啥子药", "para", "m61"),
    _q("陈勇现在在哪个单位上班", "para", "m62", "m75"),
    _q("晚上跳舞现在几点钟开始", "para", "m60"),
    _q("现在是哪个在管我们跳舞那个队", "para", "m73"),
    _q("我一个月拿好多养老钱", "para", "m66"),
    _q("我那个女子在深圳现在在啥子公司", "para", "m67"),
    _q("外孙现在上英语课的外国老师叫啥子", "para", "m68"),
    _q("老头子现在每天吃哪几样药", "para", "m69"),
    _q("卖菜那个老乡现在在哪里摆摊", "para", "m71"),
    _q("在乐山照顾我老汉儿的人现在是哪个", "para", "m72"),
    _q("老陈现在星期六星期天去哪里钓鱼", "para", "m74"),
    _q("写毛笔字那个班现在是哪个老师在教", "para", "m65"),
    _q("乐乐过年好久回来 住到哪天走", "para", "m77"),
    _q("老陈现在还喝不喝酒", "para", "m79"),
    _q("我最近一回查的空腹血糖好多", "para", "m76"),
    _q("孙子开学那天是哪些人送他去学校的", "para", "m30"),
    _q("我的腿打完针以后咋样了", "para", "m64"),
    _q("去年腊月老陈是因为啥子进的医院", "para", "m24"),
    _q("乐乐过生是好久", "para", "m53"),
    # English questions, Chinese memories
    _q("What is my husband's name and what did he do before he retired?", "en-zh", "m03"),
    _q("Which city does my daughter live in?", "en-zh", "m05", "m14", "m28"),
    _q("How old is my granddaughter Doudou?", "en-zh", "m08", "m52"),
    _q("How old is my father and where does he live?", "en-zh", "m09", "m22"),
    _q("When is my birthday in the lunar calendar?", "en-zh", "m21"),
    _q("How much did we sell the old flat for?", "en-zh", "m63"),
    _q("What is the monthly fee of the dance group used for?", "en-zh", "m56"),
    _q("Which stele am I copying in calligraphy class?", "en-zh", "m39"),
    _q("Where did I go to teacher training school?", "en-zh", "m46"),
    _q("How much was the property fee at our old compound?", "en-zh", "m59"),
    _q("What do I like to eat near Wenshuyuan?", "en-zh", "m49"),
    _q("What car does my son drive now?", "en-zh", "m75"),
    _q("When does my daughter video call us?", "en-zh", "m41"),
    _q("Where did my husband and I travel in 2024?", "en-zh", "m94"),
    _q("What did I buy for my knee on Pinduoduo?", "en-zh", "m57"),
    # Chinese questions, English memories
    _q("吴医生说我血压要控制到好多以下", "zh-en", "e01"),
    _q("屋头WiFi断了咋个弄", "zh-en", "e02"),
    _q("我挂号用的那个app叫啥子", "zh-en", "e03"),
    _q("有急事先打哪个的电话", "zh-en", "e04"),
    _q("我对啥子药过敏", "zh-en", "e05"),
    _q("老陈放了支架好久复查一回", "zh-en", "e06"),
    _q("乐乐的英语课是星期几几点钟", "zh-en", "e07"),
    _q("我手机套餐一个月好多钱", "zh-en", "e08"),
    _q("暑假完了我从深圳回成都坐的哪天的飞机", "zh-en", "e09"),
    _q("李医生说我膝盖哪些动作不能做", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by no memory
    "高血压的人一天吃好多盐合适",
    "玻璃酸钠打多了有没得副作用",
    "颜体跟柳体有啥子区别",
    "心脏支架放进去能管好多年",
    "为啥子说十五的月亮十六圆",
    "脂肪肝能不能好得了",
    "成都到深圳坐高铁要几个钟头",
    "What is a normal fasting blood sugar level?",
    "钓鲫鱼用啥子饵料最好",
    "元宵节为啥子要吃汤圆",
    # things of her life she never told
    "我那只猫好久该打疫苗了",
    "我妹妹现在住在哪里",
    "我上回去重庆是好久",
    "我的假牙是在哪里做的",
    "老陈的驾照好久到期",
    "What is my sister-in-law's phone number?",
    "我养的那盆兰花好久换盆",
    "我那笔定期存款好久到期",
    "豆豆的外婆住在哪里",
    "我去年在哪里学的游泳",
]

# ruff: noqa: RUF001
"""A fifteenth Chinese set for bench/multilingual.py (`--set fifteenth`), written on
2026-11-27 by the helper zhblind5, blind: without reading the recall's, the relevance floor's
or the judge's code or docs, nor any earlier set beyond its shape, and before anything was run
on it. Held out: no rule was tuned on it. Its person, city, trade, family and habits were
invented fresh, and it is written the way a young person types to a chat assistant: spoken
Chinese with some net slang, long rambling memories beside very short ones, subjects left
unwritten, nicknames, relatives named by relation, things pointed at (that cat, this illness).

A young woman who writes about herself in the first person, in 重庆 (from 遵义, Guizhou): 祁悦
(24, a tattoo artist, co-owner of a small studio in 观音桥 with 老狗 (苟明, from the north-east,
old-school style), an apprentice 阿木 (Yi, from 凉山), a leopard gecko 豆豆 at the studio,
a straightened cervical spine, Helicobacter pylori under quadruple therapy, allergic to
amoxicillin, lactose intolerant, short-sighted and weighing laser surgery, learning Japanese
for the N2, climbing twice a week, failing the driving test, a night-market stall on
weekends), her boyfriend 唐屿 (鱼鱼, a firefighter, burned on the arm last month), her ragdoll
芋圆 (early hypertrophic cardiomyopathy), her sister 祁静 (a Chinese teacher in 贵阳, pregnant
again) and brother-in-law 汪涛 (a traffic policeman), their son 球球 (3, egg allergy), her
mother (a mahjong parlour in 遵义, hypothyroid), her father (a long-haul truck driver, atrial
fibrillation on warfarin), her grandmother (91, deaf, chilli paste), her cousin 阿杰 (cross-
border shop in 深圳 banned, owes her 8,000) and his wife 小芸, her best friend 小鹿 (陆雯, a
fashion blogger in 成都); and ten memories written in English about others in the same life:
Jonas, a German backpacker, Mai, a tattoo artist from Hanoi, Sato-sensei, her Japanese teacher
in Osaka, Leo, an Australian climbing coach, the studio partner's machine, Dr. Wen, the cat's
vet cardiologist, Hannah, an American exchange student allergic to latex, and Marco, an
Italian chef. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en");
off-topic questions about nothing stored, ten of them general questions on a topic a memory
touches (Helicobacter, ragdoll cats, leopard geckos, tattoo aftercare, atrial fibrillation,
hotpot, laser eye surgery, lactose intolerance, burns, the JLPT), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("m01", "本人祁悦，24岁，贵州遵义人，现在在重庆混，住江北观音桥这边"),
    ("m02", "我是纹身师，入行三年多了，之前在川美读的视觉传达，毕业没去公司上班直接跑来学纹身了"
            "哈哈哈，我妈到现在都觉得我不务正业"),
    ("m03", "工作室叫「野草刺青」，在观音桥一个老小区的三楼，跟老狗合伙开的，一人一半"),
    ("m04", "老狗本名苟明，东北人，专做old school老传统，我主要做细线条和水彩小图"),
    ("m05", "工作室房租一个月六千五，我俩对半摊，每个月5号前转给房东"),
    ("m06", "自己住的房子在北城天街后面，一室一厅，一个月2300，房东是个重庆嬢嬢，姓王，人超好"),
    ("m07", "王嬢嬢说明年开始房租要涨两百，emmm打工人破防了"),
    ("m08", "颈椎不行了，上个月去拍了片子说曲度变直，医生让少低头……可我这工作不低头咋纹啊 救命"),
    ("m09", "每周二周四晚上去九街那边的攀岩馆，办的年卡，三千二"),
    ("m10", "胃一直不舒服，去医院吹气测出来幽门螺杆菌阳性，现在在吃四联，要吃满十四天，吃得满嘴"
            "苦味"),
    ("m11", "四联里有个铋剂，吃了拉的是黑的，第一次吓死 还以为胃出血了"),
    ("m12", "对阿莫西林过敏，小时候吃完全身起疹子，所以这回医生给我换了别的抗生素"),
    ("m13", "养了只布偶猫叫芋圆，弟弟，两岁半，蓝双色，超级粘人，就是掉毛掉到怀疑人生"),
    ("m14", "芋圆去年查出来肥厚性心肌病早期，每半年要去做一次心脏彩超，一次六百多，钱包在哭泣"),
    ("m15", "工作室还养了只豹纹守宫叫豆豆，客人都爱逗它"),
    ("m16", "豆豆一周喂两次，面包虫和杜比亚，记得撒钙粉"),
    ("m17", "我对象叫唐屿，我喊他鱼鱼，消防员，在江北区一个中队，上24休48"),
    ("m18", "在一起两年了，他当时是来找我纹身的，纹的他妈妈的名字哈哈哈哈 就这么认识了"),
    ("m19", "鱼鱼他妈一直催我们明年结婚，我其实还没想好，压力山大"),
    ("m20", "鱼鱼怕猫，但是为了我现在每天给芋圆铲屎，感动到落泪"),
    ("m21", "我姐祁静，大我五岁，在贵阳一个中学教语文"),
    ("m22", "姐夫汪涛是交警，人很闷，但是做饭巨好吃，酸汤鱼yyds"),
    ("m23", "我姐家娃叫球球，三岁，刚上小班，每次视频都喊小姨小姨，心都化了"),
    ("m24", "球球鸡蛋过敏，我姐说吃一点点就满脸红疹"),
    ("m25", "我妈在遵义老家开了个小麻将馆，六张桌子，天天跟人吵架哈哈"),
    ("m26", "我爸开大货车的，跑遵义到广州那条线，一个月在家待不了几天"),
    ("m27", "我爸去年体检查出来房颤，现在吃华法林，每个月都要去抽血查那个INR"),
    ("m28", "五十三了还不肯换工作，说再跑两年把车贷还完就收手，劝不动"),
    ("m29", "我表哥阿杰在深圳做跨境电商卖宠物用品，前几年赚了点，今年亚马逊店铺被封了 惨"),
    ("m30", "阿杰三月份找我借了八千，说年底还，我也不好意思催"),
    ("m31", "闺蜜小鹿，大名陆雯，在成都做小红书博主，拍穿搭的，快十万粉了"),
    ("m32", "小鹿基本每个月来重庆找我一次，来了就是吃火锅+在我这纹个小图案"),
    ("m33", "她在我这纹了七个了，她妈还不知道 嘘"),
    ("m34", "在学日语，准备考N2，报的十二月那场，现在每天背五十个单词"),
    ("m35", "日语是跟italki上一个日本老师学的，一周两节，一节一百二"),
    ("m36", "明年三月想去清迈参加一个纹身展，能抢到展位就去"),
    ("m37", "电动车是小牛的，去年被偷过一次电瓶，现在每天都把电瓶拎上楼，手都要断了"),
    ("m38", "花呗每个月九号还，上次逾期了一天，不会影响征信吧我靠"),
    ("m39", "乳糖不耐受，喝牛奶就拉肚子，所以奶茶都点燕麦奶"),
    ("m40", "在戒奶茶！目标一周最多两杯，结果上周喝了五杯 摆烂了"),
    ("m41", "作息基本就是凌晨三点睡中午十二点起，我知道不好别骂了"),
    ("m42", "最近每天晚上刷《漫长的季节》，第三遍了，神剧"),
    ("m43", "小图一般五百起，大图按小时算，一小时八百"),
    ("m44", "找我纹要先交两百定金，放鸽子不退"),
    ("m45", "上礼拜有个客人纹到一半晕针了，直接倒地上，吓得我腿软，后来喝了葡萄糖缓过来了"),
    ("m46", "主力机器是台旋转机，二手收的四千块，色料用的美国永恒"),
    ("m47", "鱼鱼生日10月17号，今年送了他一双攀岩鞋，他说舍不得穿 笑死"),
    ("m48", "鱼鱼上个月出警救火，手臂被烫伤了，二度，现在还在换药，心疼"),
    ("m49", "烫伤那块他以后想让我纹个东西盖住疤，但是得等疤稳定了，起码一年"),
    ("m50", "驾照科目二挂了两次了，第三次约在下个月15号，紧张到失眠"),
    ("m51", "近视左眼650右眼700，想做全飞秒，但是角膜有点薄，医生说还要再评估"),
    ("m52", "我姐怀二胎了，四个月，这次她想要个闺女"),
    ("m53", "我妈甲减，每天早上空腹吃一片优甲乐，一打麻将就忘，气死"),
    ("m54", "外婆九十一了，住遵义乡下，耳朵背得厉害，打电话只能靠吼"),
    ("m55", "外婆种了一院子辣椒，每年都给我寄一大罐糍粑辣椒"),
    ("m56", "老狗离婚了，有个女儿在哈尔滨跟她妈，他每年暑假去看一次"),
    ("m57", "老狗酒量巨差，一瓶啤酒就上头，上次团建喝吐了，社死现场"),
    ("m58", "工作室还有个学徒阿木，00后，彝族，凉山来的，学了半年，手很稳"),
    ("m59", "阿木一个月三千，包午饭"),
    ("m60", "手腕上那朵山茶花是我自己给自己纹的，第一件作品，线条歪得一批"),
    ("m61", "每年清明都回遵义给爷爷上坟，爷爷以前是煤矿工人，肺不好走的"),
    ("m62", "双十一给芋圆囤了一堆猫粮，它只吃渴望，三百多一袋，贵死"),
    ("m63", "那只猫每天早上五点准时踩我脸要饭"),
    ("m64", "小鹿下个月要去冰岛拍极光，羡慕哭了"),
    ("m65", "周末有时候去解放碑的夜市摆摊，卖手绘贴纸和钥匙扣，一晚上能卖个三四百"),
    ("m66", "球球6月1号生的，儿童节，好记"),
    ("m67", "最怕过山车，去年在欢乐谷被鱼鱼骗上去，下来直接哭了"),
    ("m68", "社保是自己交的灵活就业，一个月一千出头"),
    ("m69", "昨天去洗牙，说有两颗智齿要拔，约了下周三下午"),
    ("m70", "阿杰老婆小芸是台湾人，他们在深圳办婚礼我去当的伴娘"),
    ("m71", "这个病吃完药还要停一个月再去复查吹气，家里碗筷也得分开用"),
    ("m72", "姐夫下个月调去贵阳交警支队事故科了，说以后不用天天站马路了"),
    ("e01", "Jonas is a German backpacker who got a koi fish tattoo on his calf from me in "
            "August; he paid in euros because his card didn't work."),
    ("e02", "Mai is a tattoo artist from Hanoi who did a two-week guest spot at our studio in "
            "October and taught me her fine-line shading trick."),
    ("e03", "Sato-sensei, my Japanese teacher on italki, lives in Osaka and keeps telling me my "
            "keigo sounds like a robot."),
    ("e04", "Leo is an Australian climbing coach at the gym in Jiujie who spotted me on my "
            "first overhang route."),
    ("e05", "Leo says I should stop death-gripping the holds and climb with straight arms to "
            "save my forearms."),
    ("e06", "The coil machine Lao Gou swears by is an old Bishop he bought in Los Angeles for "
            "about two thousand US dollars."),
    ("e07", "Dr. Wen is the vet cardiologist at the pet hospital in Yubei who reads Yuyuan's "
            "heart ultrasounds every six months."),
    ("e08", "Hannah is an American exchange student at Sichuan International Studies University "
            "who wants the Chongqing skyline tattooed on her back before she flies home in "
            "January."),
    ("e09", "Hannah is allergic to latex, so I have to switch to nitrile gloves whenever I work "
            "on her."),
    ("e10", "Marco, an Italian chef who runs a pizza place near Jiefangbei, trades me free "
            "pizza for touch-ups on his sleeve tattoo."),
]

QUESTIONS: list[Question] = [
    # Chinese, near the memory's words
    _q("工作室房租一个月多少来着", "zh", "m05"),
    _q("我的猫叫啥名字？", "zh", "m13"),
    _q("豹纹守宫平时喂啥？", "zh", "m16"),
    _q("鱼鱼是干啥工作的", "zh", "m17"),
    _q("我姐在哪教书？", "zh", "m21"),
    _q("球球对什么过敏啊", "zh", "m24"),
    _q("我爸现在吃的什么药？", "zh", "m27"),
    _q("阿杰借了我多少钱？", "zh", "m30"),
    _q("日语N2报的几月那场？", "zh", "m34"),
    _q("花呗几号还款", "zh", "m38"),
    _q("纹身定金要交多少？", "zh", "m44"),
    _q("我记得之前跟你说过我那个学徒阿木，他一个月工资多少来着？", "zh", "m59"),
    _q("科目二第三次约的几号？", "zh", "m50"),
    _q("智齿啥时候拔", "zh", "m69"),
    _q("小鹿下个月去哪儿拍极光？", "zh", "m64"),
    # Chinese, a paraphrase: other words, a reason or consequence, a relation or a name
    _q("男朋友是哪天出生的？", "para", "m47"),
    _q("为啥我点饮品都要换成燕麦的？", "para", "m39"),
    _q("脖子那个毛病片子上显示是啥情况", "para", "m08"),
    _q("我和唐屿最早是怎么遇到的？", "para", "m18"),
    _q("胃里那个细菌的药一共得吃几天？", "para", "m10"),
    _q("最近上厕所颜色发黑是咋回事，是不是药的原因", "para", "m11"),
    _q("家里那只布偶得的是什么病？", "para", "m14"),
    _q("外甥今年几岁了", "para", "m23"),
    _q("汪涛是谁？", "para", "m22"),
    _q("我妈在老家做啥生意？", "para", "m25"),
    _q("我老爸跑长途走哪条路线？", "para", "m26"),
    _q("那个在深圳卖猫狗用品的亲戚，网店出啥事了？", "para", "m29"),
    _q("我闺蜜是做什么的", "para", "m31"),
    _q("学外语的网课一节多少钱？", "para", "m35"),
    _q("为啥每天都要把电池扛回家？", "para", "m37"),
    _q("男朋友胳膊上的伤是怎么弄的？", "para", "m48"),
    _q("我一般啥时候上床？", "para", "m41"),
    _q("我给自己做的第一个刺青是什么图案", "para", "m60"),
    _q("姐姐肚子里第二个宝宝几个月了？", "para", "m52"),
    _q("我姥姥多大年纪了？", "para", "m54"),
    # English question, Chinese memory
    _q("How much is the rent for my apartment?", "en-zh", "m06", "m07"),
    _q("What breed is my cat?", "en-zh", "m13"),
    _q("What does my boyfriend do for a living?", "en-zh", "m17"),
    _q("what did the hospital find wrong with my stomach", "en-zh", "m10"),
    _q("Which antibiotic am I allergic to?", "en-zh", "m12"),
    _q("Where does my sister teach?", "en-zh", "m21"),
    _q("How much does my cat's heart scan cost each time?", "en-zh", "m14"),
    _q("What heart condition does my dad have?", "en-zh", "m27"),
    _q("How much money did my cousin borrow from me?", "en-zh", "m30"),
    _q("When is my Japanese exam?", "en-zh", "m34"),
    _q("How much do I charge per hour for a big tattoo?", "en-zh", "m43"),
    _q("What happened to the client who fainted last week?", "en-zh", "m45"),
    _q("Who do I run the tattoo studio with?", "en-zh", "m03", "m04"),
    _q("When do I want to go to Chiang Mai, and why?", "en-zh", "m36"),
    _q("what eye surgery was i thinking about getting", "en-zh", "m51"),
    # Chinese question, English memory
    _q("那个德国背包客在我这纹了个啥？", "zh-en", "e01"),
    _q("越南来的那个纹身师教了我什么？", "zh-en", "e02"),
    _q("日语老师住在哪个城市", "zh-en", "e03"),
    _q("攀岩教练是哪国人？", "zh-en", "e04"),
    _q("攀岩的时候教练一直让我注意啥来着", "zh-en", "e05"),
    _q("老狗那台机器当时多少钱买的？", "zh-en", "e06"),
    _q("给芋圆看心脏彩超的是哪个医生？", "zh-en", "e07"),
    _q("那个美国交换生想在背上纹什么？", "zh-en", "e08"),
    _q("美国女生对啥过敏，我得换什么手套？", "zh-en", "e09"),
    _q("开披萨店的意大利人拿什么换补色？", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches
    "幽门螺杆菌会传染吗？",
    "布偶猫一般能活多少年？",
    "豹纹守宫冬天需要加温吗？",
    "纹身以后多久可以洗澡？",
    "房颤是什么原因引起的？",
    "重庆火锅的牛油锅底是怎么炒的？",
    "全飞秒手术有什么后遗症？",
    "乳糖不耐受的人能喝酸奶吗？",
    "How long does a second-degree burn take to heal?",
    "What score do you need to pass the JLPT N2?",
    # things this life never mentions
    "我上次献血是什么时候？",
    "我的吉他放哪了",
    "个税怎么在网上申报？",
    "太阳系有几颗行星？",
    "How do I fix a flat bicycle tyre?",
    "What's a good recipe for banana bread?",
    "我大学室友现在在哪上班？",
    "Who painted the Mona Lisa?",
    "股票开户需要准备啥材料",
    "我的结婚纪念日是哪天？",
]

# ruff: noqa: RUF001, RUF002
"""A Chinese development set for bench/multilingual.py, written fresh for issue 25 (no dataset).

The memories are one household's life as its members would tell an assistant: 林晓雯 (a
paediatric nurse in 杭州, who writes in the first person), her husband 陈志强, their daughter
朵朵, her father 老周 in 绍兴, her colleague 赵磊, and her English friend Emma Collins, whose
memories are written in English. Each memory has an id ("m01"...).

Questions come in four kinds:
- "zh": a Chinese question using the memory's own words (我女儿叫什么名字？ -> 女儿朵朵今年六岁);
- "para": a Chinese paraphrase sharing few or no words with the memory (谁负责家里的网络？
  -> 志强是程序员);
- "en-zh": an English question about a Chinese memory;
- "zh-en": a Chinese question about an English memory.
`gold` is every memory that answers the question (one is enough for a hit). The off-topic
questions are about nothing stored: a store should return nothing for them.
"""

from __future__ import annotations

from dataclasses import dataclass

MEMORIES: list[tuple[str, str]] = [
    # 晓雯 herself
    ("m01", "我叫林晓雯，今年三十二岁，在杭州市儿童医院当护士。"),
    ("m02", "我对花生过敏，吃一点就会起疹子，所以点菜时要特别小心。"),
    ("m03", "我每周二和周四上夜班，夜班从晚上八点到第二天早上八点。"),
    ("m04", "我最喜欢的菜是西湖醋鱼，每次我妈来杭州都给我做。"),
    ("m05", "我去年考下了驾照，但是还不太敢在高架上开车。"),
    ("m06", "我的生日是十月十七号，志强每年都会订一家新餐厅。"),
    ("m07", "我从小就怕狗，小时候被邻居家的狗咬过一次。"),
    ("m08", "我在学瑜伽，每周六上午去小区旁边的瑜伽馆。"),
    ("m09", "我的近视有六百度，平时戴隐形眼镜，晚上换框架眼镜。"),
    ("m10", "我打算明年考主管护师，现在每天晚上看一个小时的书。"),
    ("m11", "我大学是在温州医科大学读的护理专业。"),
    ("m12", "我不喝咖啡，一喝就心慌，上夜班只喝绿茶提神。"),
    ("m13", "我的手机号换了，新号码的尾号是8826。"),
    ("m14", "我上个月在医院的演讲比赛里拿了二等奖，题目是《守护孩子的夜晚》。"),
    ("m15", "我有轻微的腰椎间盘突出，医生让我少搬重物。"),
    # 陈志强, the husband
    ("m16", "我老公陈志强是程序员，在一家做支付系统的公司上班。"),
    ("m17", "志强每天骑电动车上班，路上大概要二十五分钟。"),
    ("m18", "志强周末喜欢钓鱼，经常和他大学同学去千岛湖。"),
    ("m19", "志强有高血压，每天早上要吃一片降压药。"),
    ("m20", "志强的老家在四川绵阳，他爸妈还住在那里。"),
    ("m21", "志强不吃香菜，连闻到味道都受不了。"),
    ("m22", "志强最近在考虑跳槽，有一家上海的公司给了他offer。"),
    ("m23", "志强会弹吉他，大学时在乐队里当主唱。"),
    ("m24", "我和志强是二零一六年在朋友的婚礼上认识的，二零一八年结的婚。"),
    ("m25", "家里的路由器和电脑都是志强在管，网络坏了就找他。"),
    ("m26", "志强打呼噜很响，我上完夜班回家只能睡书房。"),
    # 朵朵, the daughter
    ("m27", "我女儿朵朵今年六岁，在西湖边上的一所幼儿园读大班。"),
    ("m28", "朵朵九月份就要上小学了，我们选了离家最近的学军小学。"),
    ("m29", "朵朵每周三下午学钢琴，老师姓孙，一节课两百块。"),
    ("m30", "朵朵对猫毛有点过敏，但她还是特别喜欢我们家的猫。"),
    ("m31", "朵朵最喜欢的动画片是《小猪佩奇》，每天晚上要看一集才肯睡觉。"),
    ("m32", "朵朵的好朋友叫乐乐，两个人在幼儿园总是坐在一起。"),
    ("m33", "朵朵怕黑，睡觉时一定要开着小夜灯。"),
    ("m34", "朵朵上个月得了水痘，在家休息了两个星期。"),
    ("m35", "朵朵的生日是三月五号，今年想要一辆粉色的自行车。"),
    ("m36", "朵朵不爱吃蔬菜，只有把胡萝卜切成星星形状她才肯吃。"),
    ("m37", "朵朵在幼儿园的画画比赛里画了一只长翅膀的猫，得了一朵小红花。"),
    # the cat and the home
    ("m38", "我们家的猫叫汤圆，是一只白色的英短，今年三岁。"),
    ("m39", "汤圆每年十一月打一次疫苗，在文三路的宠物医院。"),
    ("m40", "汤圆只吃一个牌子的猫粮，换了别的就会吐。"),
    ("m41", "我们住在杭州西湖区的一个老小区，房子是租的，每个月房租五千八。"),
    ("m42", "房东姓钱，住在楼下，每个季度收一次房租。"),
    ("m43", "我们家的热水器上个星期坏了，物业说下周一派人来修。"),
    ("m44", "家里的冰箱是结婚时买的，已经用了六年，最近总是有噪音。"),
    ("m45", "我们在攒钱买房，首付还差大概三十万。"),
    ("m46", "我们每个月给朵朵存一千块的教育基金。"),
    ("m47", "家里的车是一辆白色的比亚迪，车牌尾号是37。"),
    ("m48", "车险下个月十二号到期，要记得续保。"),
    # 老周, her father, and her mother
    ("m49", "我爸老周以前是中学数学老师，前年退休了。"),
    ("m50", "我爸妈住在绍兴，我每个月回去看他们一次。"),
    ("m51", "我爸有糖尿病，每天要打胰岛素，不能吃太甜的东西。"),
    ("m52", "我爸很喜欢下象棋，每天下午都在公园里和老朋友下几盘。"),
    ("m53", "我爸在院子里种了很多菜，有番茄、黄瓜和豆角。"),
    ("m54", "我妈做的梅干菜扣肉是全家最爱吃的。"),
    ("m55", "我妈去年做了白内障手术，现在看东西清楚多了。"),
    ("m56", "我爸的七十岁生日在明年一月，我想给他办一场寿宴。"),
    ("m57", "我爸不会用智能手机，每次视频都要我妈帮他接。"),
    ("m58", "我妈每天早上去跳广场舞，还是舞蹈队的队长。"),
    ("m59", "我弟弟林晓峰在广州做外贸，还没有结婚。"),
    ("m60", "晓峰欠了我两万块钱，说年底之前还给我。"),
    # 赵磊, the colleague, and work
    ("m61", "赵磊是我在儿童医院的同事，我们一起在急诊科工作了五年。"),
    ("m62", "赵磊在练马拉松，去年跑完了杭州马拉松全程，用了四个小时。"),
    ("m63", "赵磊在自学日语，打算明年去日本旅游。"),
    ("m64", "赵磊下个月要调到深圳的一家医院工作。"),
    ("m65", "赵磊养了一只金毛，叫可乐。"),
    ("m66", "我们科的护士长姓黄，人很严格但是很照顾新人。"),
    ("m67", "医院下个月要搬到滨江的新院区，上班要多坐三站地铁。"),
    ("m68", "我们科最近来了三个实习护士，我负责带其中一个叫小何的。"),
    ("m69", "医院每年五月组织体检，今年查出我有点贫血。"),
    ("m70", "急诊科的排班表每个月二十号出来。"),
    # plans, money, habits
    ("m71", "我们打算今年国庆节带朵朵去厦门玩，已经订好了鼓浪屿的民宿。"),
    ("m72", "我每天早上六点半起床，先给朵朵做早饭。"),
    ("m73", "我在支付宝上买了一些基金，去年亏了八千块。"),
    ("m74", "我的信用卡每个月五号还款。"),
    ("m75", "我和大学室友小美每年都会一起去旅行一次，去年去了云南大理。"),
    ("m76", "小美在上海当律师，下个月结婚，我是伴娘。"),
    ("m77", "我每周日晚上给一周的菜做计划，周一早上去菜市场买菜。"),
    ("m78", "我借了邻居张阿姨的电钻，还没还给她。"),
    ("m79", "我们家的宽带是电信的，每年续费一千二。"),
    ("m80", "我最近在读余华的《活着》，读到一半了。"),
    ("m81", "我周末喜欢去西溪湿地散步，那里人少安静。"),
    ("m82", "我的牙齿要做根管治疗，约了下周五下午在口腔医院。"),
    ("m83", "我一紧张就会胃疼，考试前尤其严重。"),
    ("m84", "我们家装了净水器，滤芯每半年换一次。"),
    # Emma Collins and other English memories
    ("e01", "Emma Collins is my friend from Manchester who teaches English at a middle school "
            "in Hangzhou."),
    ("e02", "Emma is vegetarian and she cannot eat anything cooked with fish sauce."),
    ("e03", "Emma is learning to play the erhu and practises every evening after dinner."),
    ("e04", "Emma's visa expires in August, so she has to renew it at the entry-exit bureau."),
    ("e05", "Emma's boyfriend Tom works as an architect in Shanghai and visits her every "
            "other weekend."),
    ("e06", "Emma broke her wrist in a cycling accident last winter."),
    ("e07", "Emma wants to run a small bakery one day and sells scones to her colleagues."),
    ("e08", "Zhiqiang's team uses Kubernetes and he is often on call on Saturday nights."),
    ("e09", "Duoduo's piano recital is on the twentieth of June at the youth palace."),
    ("e10", "Emma is terrified of heights and refused to go up Leifeng Pagoda with us."),
    ("e11", "Emma's mother is coming from England to visit at Christmas."),
    ("e12", "Emma pays 3,200 yuan a month for a one-bedroom flat near Wulin Square."),
]


@dataclass(frozen=True)
class Question:
    text: str
    gold: tuple[str, ...]
    kind: str  # "zh", "para", "en-zh" or "zh-en"


def _q(text: str, kind: str, *gold: str) -> Question:
    return Question(text, gold, kind)


QUESTIONS: list[Question] = [
    # Chinese, the memory's own words
    _q("我对什么过敏？", "zh", "m02"),
    _q("我女儿叫什么名字？", "zh", "m27"),
    _q("朵朵几月份上小学？", "zh", "m28"),
    _q("我们家的猫叫什么？", "zh", "m38"),
    _q("房租每个月多少钱？", "zh", "m41"),
    _q("志强周末喜欢做什么？", "zh", "m18"),
    _q("赵磊要调到哪里工作？", "zh", "m64"),
    _q("晓峰欠我多少钱？", "zh", "m60"),
    _q("朵朵的钢琴老师姓什么？", "zh", "m29"),
    _q("我爸每天下午在公园干什么？", "zh", "m52"),
    _q("车险什么时候到期？", "zh", "m48"),
    _q("热水器什么时候来修？", "zh", "m43"),
    _q("我的信用卡几号还款？", "zh", "m74"),
    _q("国庆节我们去哪里玩？", "zh", "m71"),
    _q("我最近在读什么书？", "zh", "m80"),
    _q("小美什么时候结婚？", "zh", "m76"),
    _q("护士长姓什么？", "zh", "m66"),
    _q("我的牙齿约了什么时候治疗？", "zh", "m82"),
    _q("赵磊的狗叫什么？", "zh", "m65"),
    _q("净水器的滤芯多久换一次？", "zh", "m84"),
    # Chinese paraphrases: few of the memory's words
    _q("我老公是做什么工作的？", "para", "m16"),
    _q("我丈夫身体有什么毛病？", "para", "m19"),
    _q("家里网络出问题该找谁？", "para", "m25", "m16"),
    _q("孩子睡觉前有什么习惯？", "para", "m31", "m33"),
    _q("女儿喜欢看哪部卡通？", "para", "m31"),
    _q("我父亲得了什么慢性病？", "para", "m51"),
    _q("我爸退休前是干什么的？", "para", "m49"),
    _q("我们买房还缺多少钱？", "para", "m45"),
    _q("我为什么不碰咖啡？", "para", "m12"),
    _q("我的视力怎么样？", "para", "m09"),
    _q("我和老公是怎么认识的？", "para", "m24"),
    _q("女儿生了什么病？", "para", "m34"),
    _q("我老公不爱吃哪种调料？", "para", "m21"),
    _q("我在哪儿读的大学？", "para", "m11"),
    _q("我打算考什么证书？", "para", "m10"),
    _q("我老爸会用手机吗？", "para", "m57"),
    _q("我借了谁的工具没还？", "para", "m78"),
    _q("我们家宠物多大了？", "para", "m38"),
    _q("我投资赚钱了吗？", "para", "m73"),
    _q("单位体检查出了什么问题？", "para", "m69"),
    # English questions about Chinese memories
    _q("What am I allergic to?", "en-zh", "m02"),
    _q("How old is my daughter?", "en-zh", "m27"),
    _q("What does my husband do for a living?", "en-zh", "m16"),
    _q("Where do my parents live?", "en-zh", "m50"),
    _q("What is the name of our cat?", "en-zh", "m38"),
    _q("How much is our monthly rent?", "en-zh", "m41"),
    _q("Which city is Zhao Lei moving to?", "en-zh", "m64"),
    _q("What illness does my father have?", "en-zh", "m51"),
    _q("When does Duoduo have piano lessons?", "en-zh", "m29"),
    _q("Where are we going on holiday in October?", "en-zh", "m71"),
    _q("What medicine does my husband take every morning?", "en-zh", "m19"),
    _q("Who is the head nurse of my department?", "en-zh", "m66"),
    # Chinese questions about English memories
    _q("Emma是哪里人？", "zh-en", "e01"),
    _q("Emma吃素吗？", "zh-en", "e02"),
    _q("Emma在学什么乐器？", "zh-en", "e03"),
    _q("Emma的签证什么时候到期？", "zh-en", "e04"),
    _q("Emma的男朋友是做什么的？", "zh-en", "e05"),
    _q("朵朵的钢琴演出是哪一天？", "zh-en", "e09"),
    _q("Emma为什么不肯去雷峰塔？", "zh-en", "e10"),
    _q("志强周六晚上为什么常常要值班？", "zh-en", "e08"),
]

OFF_TOPIC: list[str] = [
    "蒙古国的首都是哪座城市？",
    "光速每秒多少公里？",
    "怎么用Python写一个快速排序？",
    "明朝一共有多少位皇帝？",
    "珠穆朗玛峰有多高？",
    "世界杯足球赛每几年举办一次？",
    "水的沸点是多少度？",
    "《红楼梦》的作者是谁？",
    "洗衣机怎么除垢？",
    "黑洞是怎么形成的？",
    "冰岛的官方语言是什么？",
    "比特币的发明者是谁？",
    "奥运会最早在哪个国家举办？",
    "企鹅生活在北极还是南极？",
    "地球离太阳有多远？",
    "秦始皇统一六国是在哪一年？",
    "怎样在阳台上种多肉植物？",
    "量子计算机和普通电脑有什么区别？",
    "长城总共有多长？",
    "巴西的狂欢节在几月份？",
]


def check() -> None:
    """The set is well formed: ids unique, every gold id exists, the counts as promised."""
    ids = [i for i, _ in MEMORIES]
    assert len(ids) == len(set(ids)), "duplicate memory ids"
    known = set(ids)
    for q in QUESTIONS:
        assert q.gold and set(q.gold) <= known, q
        assert q.kind in ("zh", "para", "en-zh", "zh-en"), q
    assert sum(i.startswith("m") for i in ids) >= 80 and len(QUESTIONS) >= 60
    assert len(OFF_TOPIC) >= 20

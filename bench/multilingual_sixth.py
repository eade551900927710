# ruff: noqa: RUF001
"""A sixth Chinese set for bench/multilingual.py (`--set sixth`), written in the fifth session
before anything was run on it, and held out: it replaces the fifth as the held-out check,
because the fifth (bench/multilingual_fifth.py), written first, turned out to echo the
development set's household (a nurse named 林晓雯, her back, her glasses, her head nurse, a
driving licence she dares not use, Emma from Manchester) after it had been run on main. This
one was checked against the other five sets for its people, places, trades and habits before
it was committed.

A coffee farmer who writes about himself in the first person, in the hills of 普洱: 龙小川 (34,
forty mu of coffee), his wife 阿英 (who runs a six-room homestay in the township), their son
石头 (seven, first grade), his mother (rheumatism) who lives with them, his father who sells
tea cakes in 勐海, his sister 龙小溪 (a forensic doctor in 昆明), the farm hand 老岩 (a Wa man),
the Shanghai buyer 周老板, the black dog 煤球, and two Dutch visitors whose memories are written
in English: Lars, a coffee roaster, and his wife Ingrid, a photographer. Same question kinds
as the other sets ("zh", "para", "en-zh", "zh-en"); off-topic questions about nothing stored,
some near the household's domains (coffee, tea, drones, the Wa, the Netherlands).

Its conflict pairs are in tests/data/conflicts_zh.jsonl, split "zh8".
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("x01", "我叫龙小川，三十四岁，在普洱的山上种了四十亩咖啡。"),
    ("x02", "咖啡豆每年十一月开始采，一直要采到第二年二月。"),
    ("x03", "我老婆阿英在镇上开了一家民宿，一共六个房间。"),
    ("x04", "阿英做的菌子火锅是民宿的招牌，住店的客人都要点。"),
    ("x05", "我儿子石头今年七岁，刚上一年级，最怕写拼音作业。"),
    ("x06", "石头每周五放学以后去镇上的文化站学打鼓。"),
    ("x07", "我妈跟我们一起住，她有风湿，阴雨天膝盖疼得下不了楼。"),
    ("x08", "我爸在勐海的茶叶市场卖普洱茶饼，一个人住在那边。"),
    ("x09", "我妹妹龙小溪在昆明的公安局当法医。"),
    ("x10", "小溪下个月要去北京进修半年。"),
    ("x11", "帮我管咖啡地的是老岩，他是佤族，干活特别细。"),
    ("x12", "上海的周老板每年包下我一半的豆子，按每公斤三十六块收。"),
    ("x13", "我开一辆二手的蓝色皮卡，是前年花四万块买的。"),
    ("x14", "我有鼻炎，一到雨季就鼻塞，晚上睡不好。"),
    ("x15", "我对蜂蜜过敏，喝一口嗓子就肿起来。"),
    ("x16", "我不抽烟，但是每天要喝三四杯自己烘的咖啡。"),
    ("x17", "我们家养了一条黑色的土狗，叫煤球，看地很凶。"),
    ("x18", "煤球上个月被蛇咬了一口，在兽医站打了血清才救回来。"),
    ("x19", "我去年贷了八万块，买了一台烘豆机。"),
    ("x20", "烘豆机的贷款每个季度还一次，每次七千。"),
    ("x21", "我的爱好是玩无人机，拍了很多咖啡园的视频。"),
    ("x22", "我在淘宝上开了个小店卖自家的咖啡豆，回头客挺多。"),
    ("x23", "我高中毕业以后在深圳的电子厂打过三年工。"),
    ("x24", "我和阿英是在深圳打工的时候认识的，她是湖南人。"),
    ("x25", "阿英不敢坐飞机，回湖南老家都是坐高铁。"),
    ("x26", "阿英的弟弟阿军在长沙的一家汽修厂当师傅。"),
    ("x27", "石头的语文老师姓段，每天在班级群里发作业。"),
    ("x28", "我们打算明年把民宿扩建到十个房间。"),
    ("x29", "我爸的医保是我每年帮他交的，一年三百八。"),
    ("x30", "我最喜欢的球队是云南玉昆，主场的比赛我都去看。"),
    ("x31", "我们村每年三月办一次咖啡节。"),
    ("x32", "我想明年去埃塞俄比亚看看人家的咖啡园。"),
    ("x33", "我小学的时候从树上摔下来过，左胳膊断过一次。"),
    ("x34", "我的血压有点低，早上起床太快会头晕。"),
    ("x35", "家里洗澡靠太阳能热水器，冬天一阴天就没热水。"),
    ("x36", "我每天早上五点起床，先去地里转一圈。"),
    ("x37", "老岩的女儿在普洱读卫校，学费是我帮着出的。"),
    ("x38", "周老板每年十二月会亲自上山来看豆子。"),
    ("x39", "民宿的客人大多是从广东来的，国庆节最忙。"),
    ("x40", "我去年拿了省里咖啡评比的三等奖。"),
    ("x41", "我们家离镇上有十二公里山路，下雨天很难走。"),
    ("x42", "我会说一点佤语，是跟老岩学的。"),
    ("x43", "阿英每天早上给客人做早饭，做的是小锅米线。"),
    ("x44", "石头想养一只兔子，阿英不同意。"),
    ("x45", "我妈年轻的时候是村里的接生婆。"),
    ("x46", "我叔叔在老挝做橡胶生意。"),
    ("y01", "Lars is a coffee roaster from Utrecht who buys a few sacks of our beans every "
            "spring."),
    ("y02", "Lars runs a small roastery in Amsterdam called Blue Heron."),
    ("y03", "Lars is vegan and brings his own oat milk when he stays at the homestay."),
    ("y04", "Ingrid, Lars's wife, is a photographer who made a short film about our harvest."),
    ("y05", "Ingrid is afraid of heights and would not cross the rope bridge near the farm."),
    ("y06", "Lars and Ingrid are expecting their first baby in April."),
    ("y07", "Lars speaks fluent Spanish because he lived in Colombia for five years."),
    ("y08", "Ingrid's mother runs a flower stall at the market in Rotterdam."),
]

QUESTIONS: list[Question] = [
    _q("咖啡豆每年什么时候开始采？", "zh", "x02"),
    _q("阿英的民宿有几个房间？", "zh", "x03"),
    _q("石头每周五去学什么？", "zh", "x06"),
    _q("我爸在哪里卖茶？", "zh", "x08"),
    _q("小溪在哪里工作？", "zh", "x09"),
    _q("周老板按多少钱一公斤收豆子？", "zh", "x12"),
    _q("我的皮卡是什么颜色的？", "zh", "x13"),
    _q("煤球上个月出了什么事？", "zh", "x18"),
    _q("买烘豆机贷了多少钱？", "zh", "x19"),
    _q("烘豆机的贷款多久还一次？", "zh", "x20"),
    _q("我在哪里卖咖啡豆？", "zh", "x22"),
    _q("我和阿英是在哪里认识的？", "zh", "x24"),
    _q("村里的咖啡节在几月？", "zh", "x31"),
    _q("老岩的女儿在读什么学校？", "zh", "x37"),
    _q("我吃什么东西会过敏？", "para", "x15"),
    _q("我老婆是做什么生意的？", "para", "x03"),
    _q("我孩子读几年级了？", "para", "x05"),
    _q("我母亲身体有什么毛病？", "para", "x07"),
    _q("我妹妹是干什么工作的？", "para", "x09"),
    _q("谁帮我打理咖啡园？", "para", "x11"),
    _q("我鼻子有什么毛病？", "para", "x14"),
    _q("我一天喝多少咖啡？", "para", "x16"),
    _q("我家的狗叫什么名字？", "para", "x17"),
    _q("我平时有什么业余爱好？", "para", "x21"),
    _q("我以前在外地做过什么工作？", "para", "x23"),
    _q("我老婆回娘家坐什么车？", "para", "x25"),
    _q("我喜欢看哪支球队踢球？", "para", "x30"),
    _q("我早上几点起床？", "para", "x36"),
    _q("What business does my wife run?", "en-zh", "x03"),
    _q("How old is my son?", "en-zh", "x05"),
    _q("What is wrong with my mother's knees?", "en-zh", "x07"),
    _q("Where does my younger sister work?", "en-zh", "x09"),
    _q("What is my dog called?", "en-zh", "x17"),
    _q("What do I like to do in my spare time?", "en-zh", "x21"),
    _q("Where did I work after high school?", "en-zh", "x23"),
    _q("Lars是从哪里来的？", "zh-en", "y01"),
    _q("Lars的烘焙坊叫什么名字？", "zh-en", "y02"),
    _q("Ingrid是做什么的？", "zh-en", "y04"),
    _q("Ingrid害怕什么？", "zh-en", "y05"),
    _q("Lars为什么会说西班牙语？", "zh-en", "y07"),
]

OFF_TOPIC: list[str] = [
    "咖啡因对身体有什么坏处？",
    "埃菲尔铁塔有多高？",
    "提拉米苏怎么做？",
    "世界上最大的沙漠是哪个？",
    "普洱茶和绿茶有什么区别？",
    "开无人机需要考证吗？",
    "佤族主要分布在哪些国家？",
    "一斤等于多少克？",
    "蚂蚁为什么排着队走？",
    "人为什么会打哈欠？",
    "手机怎么设置才省电？",
    "地球上一共有多少个国家？",
    "荷兰的首都是哪里？",
    "电动车充一次电能跑多远？",
    "奥运会几年办一次？",
]

# ruff: noqa: RUF001
"""A third Chinese set for bench/multilingual.py (`--set third`), written fresh for issue 25 in
the session after the first two, before anything was run on it, and used with the first
(bench/multilingual_data.py) for tuning from then on; the second (bench/multilingual_confirm.py)
stays a check that is reported and not tuned on.

Other people, other domains, another way of writing: a retired couple in 青岛, told mostly in
the third person, the way an assistant's notes or a relative would put it (郑师傅, 老伴, 闺女,
外孙), with pensions, savings, medicine, chess, fishing and a choir instead of a young family's
work and school. 郑国平 (郑师傅, a retired railway bridge engineer), his wife 秦淑芬, their
daughter 郑悦 (a lawyer in 深圳), her husband 马骏 (a pilot), their grandson 果果, the
downstairs neighbour 老孙, 淑芬's sister 淑华 in 烟台, 郑师傅's brother 国安 in 济南, and the
French baker Pierre, whose memories are written in English. Same question kinds as the first
set ("zh", "para", "en-zh", "zh-en") and off-topic questions about nothing stored, some of them
near the household's domains (象棋 → 围棋, railways → 高铁) to make abstaining harder.

Its conflict pairs are in tests/data/conflicts_zh.jsonl, split "zh5".
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("t01", "郑师傅今年六十六，退休前在铁路局当了三十年的桥梁工程师。"),
    ("t02", "郑师傅血压偏高，早饭后吃一粒氨氯地平。"),
    ("t03", "郑师傅每天清早五点半到栈桥边上钓鱼，风雨无阻。"),
    ("t04", "老伴秦淑芬以前是纺织厂的会计，退休后迷上了太极拳。"),
    ("t05", "淑芬每周一、三、五上午在中山公园跟人练太极。"),
    ("t06", "淑芬吃不了海鲜，一碰虾蟹身上就起红疙瘩。"),
    ("t07", "闺女郑悦在深圳当律师，专打知识产权官司。"),
    ("t08", "女婿马骏是南航的飞行员，常飞广州到悉尼的航线。"),
    ("t09", "外孙果果八岁，上小学二年级，暑假会来青岛住一个月。"),
    ("t10", "果果在学游泳，教练说他蛙泳已经能游两百米。"),
    ("t11", "果果不爱吃青菜，每顿饭都得哄半天。"),
    ("t12", "楼下的老孙是郑师傅的棋友，两人每天午饭后下两盘象棋。"),
    ("t13", "老孙的老伴前年走了，他现在一个人过，郑师傅常叫他来家里吃饭。"),
    ("t14", "郑师傅家住在市南区的一栋老楼，六楼，没有电梯。"),
    ("t15", "郑师傅去年做了白内障手术，右眼换了人工晶体。"),
    ("t16", "郑师傅年轻时在西藏修过铁路，那几年落下了风湿的毛病。"),
    ("t17", "郑师傅的退休金每月七千二，淑芬的是四千五。"),
    ("t18", "家里有二十万存在工商银行，三年定期，明年六月到期。"),
    ("t19", "郑师傅抽了四十年烟，2019年住院以后彻底戒掉了。"),
    ("t20", "淑芬的生日是腊月初八，每年那天全家一起喝腊八粥。"),
    ("t21", "郑师傅的手机是闺女给买的华为，他只会用微信和看新闻。"),
    ("t22", "郑师傅喜欢听评书，最爱单田芳讲的《隋唐演义》。"),
    ("t23", "他们家养了一缸金鱼，一共七条，其中一条红白花的叫“大将军”。"),
    ("t24", "淑芬上个月在社区的合唱团报了名，每周四下午排练。"),
    ("t25", "郑师傅的弟弟郑国安在济南开出租车，过年才回来。"),
    ("t26", "国安的女儿明年要考大学，想报青岛的海洋大学。"),
    ("t27", "郑师傅写得一手好毛笔字，每年春节前给整栋楼写春联。"),
    ("t28", "淑芬的膝盖不好，医生说是半月板磨损，不让她爬山。"),
    ("t29", "家里的燃气费是淑芬用支付宝交的，每两个月交一次。"),
    ("t30", "郑悦每个星期天晚上八点跟爸妈视频。"),
    ("t31", "郑师傅下个月二十号要去市立医院复查眼睛。"),
    ("t32", "淑芬的妹妹秦淑华住在烟台，种了一大片苹果园。"),
    ("t33", "每年秋天淑华都会寄两箱红富士过来。"),
    ("t34", "郑师傅不喝白酒，只在过节的时候喝一点青岛啤酒。"),
    ("t35", "老孙上周借走了郑师傅的那套《三国演义》连环画，说看完就还。"),
    ("t36", "郑师傅最拿手的是鲅鱼饺子，果果一顿能吃二十个。"),
    ("t37", "淑芬怕冷，冬天家里暖气不够热，她就开电暖器。"),
    ("t38", "郑师傅打算明年五月和淑芬坐邮轮去日本玩一趟。"),
    ("t39", "马骏喜欢摄影，家里有三台相机。"),
    ("t40", "郑悦和马骏打算明年再要一个孩子。"),
    ("t41", "郑悦在福田区买了一套房，贷款还有十五年。"),
    ("t42", "郑师傅在社区当志愿者，每周二帮老人修理家电。"),
    ("t43", "郑师傅的腰上个月闪了一下，贴了一个星期膏药才好。"),
    ("t44", "淑芬年轻时是厂里的乒乓球冠军。"),
    ("t45", "家里的电视是十年前买的海信，遥控器的按键已经不灵了。"),
    ("t46", "果果的生日是七月三号，去年收到的礼物是一套乐高火车。"),
    ("t47", "郑师傅的老同事老韩住在大连，两人每年春天约着去爬崂山。"),
    ("t48", "淑芬每天晚饭后要走一万步，手机上记着数。"),
    ("t49", "郑师傅的驾照已经过期了，他不打算再开车。"),
    ("t50", "郑悦小时候得过肺炎，所以一到冬天就容易咳嗽。"),
    ("t51", "郑师傅爱喝崂山绿茶，一次买两斤。"),
    ("t52", "老孙有个儿子在美国读博士，学的是化学。"),
    ("t53", "淑芬的老家在潍坊，每年清明回去扫墓。"),
    ("t54", "楼道的灯坏了好几天，物业说这周末来换。"),
    ("t55", "郑师傅在老年大学报了书法班，每周三上午上课。"),
    ("t56", "果果的班主任姓冯，是个刚毕业的小伙子。"),
    ("t57", "郑师傅每年体检都在十一月，原单位报销一部分。"),
    ("t58", "淑芬不会用智能手机打车，出门都坐公交。"),
    ("t59", "郑师傅的社保卡密码写在一个红色小本子上，放在书桌抽屉里。"),
    ("t60", "郑师傅的钓鱼竿是老孙送的，日本牌子，值两千多。"),
    ("t61", "郑悦下周五出差去香港开庭。"),
    ("t62", "郑师傅和淑芬是1983年在铁路局的舞会上认识的。"),
    ("p01", "Pierre Lefèvre is a retired sailor from Marseille who opened a small bakery in "
            "Qingdao in 2015."),
    ("p02", "Pierre's croissants sell out by nine in the morning, so Zheng goes early on "
            "Saturdays."),
    ("p03", "Pierre is learning Chinese chess from Old Sun and loses almost every game."),
    ("p04", "Pierre is diabetic and has to be careful with his own pastries."),
    ("p05", "Pierre's daughter Camille teaches French at Ocean University."),
    ("p06", "Pierre is flying back to France on the second of March for his brother's seventieth "
            "birthday."),
    ("p07", "Pierre keeps a small sailboat at the Olympic Sailing Center and takes Guoguo out "
            "in summer."),
    ("p08", "Pierre cannot stand cilantro and picks it out of every dish."),
]

QUESTIONS: list[Question] = [
    _q("郑师傅退休前是做什么工作的？", "zh", "t01"),
    _q("郑师傅每天早上几点去钓鱼？", "zh", "t03"),
    _q("淑芬在哪个公园练太极？", "zh", "t05"),
    _q("郑悦在哪里当律师？", "zh", "t07"),
    _q("果果蛙泳能游多远？", "zh", "t10"),
    _q("老孙和郑师傅每天下什么棋？", "zh", "t12"),
    _q("郑师傅哪只眼睛做了白内障手术？", "zh", "t15"),
    _q("定期存款什么时候到期？", "zh", "t18"),
    _q("淑芬的生日是哪天？", "zh", "t20"),
    _q("郑师傅最爱听谁的评书？", "zh", "t22"),
    _q("淑芬的合唱团每周几排练？", "zh", "t24"),
    _q("淑华在烟台种了什么？", "zh", "t32"),
    _q("老孙借走了什么书？", "zh", "t35"),
    _q("郑师傅打算明年坐邮轮去哪里？", "zh", "t38"),
    _q("郑悦的房贷还剩几年？", "zh", "t41"),
    _q("郑师傅什么时候去医院复查眼睛？", "zh", "t31"),
    _q("郑师傅的老伴对什么过敏？", "para", "t06"),
    _q("郑师傅每天要吃什么药？", "para", "t02"),
    _q("女婿在哪家航空公司上班？", "para", "t08"),
    _q("外孙放假的时候会去哪？", "para", "t09"),
    _q("郑师傅的关节痛是怎么来的？", "para", "t16"),
    _q("老两口一个月一共领多少养老钱？", "para", "t17"),
    _q("郑师傅还抽烟吗？", "para", "t19"),
    _q("郑师傅会用智能手机干什么？", "para", "t21"),
    _q("家里养了什么宠物？", "para", "t23"),
    _q("谁每年过年前给邻居写对联？", "para", "t27"),
    _q("淑芬为什么不能登山？", "para", "t28"),
    _q("女儿多久跟家里联系一次？", "para", "t30"),
    _q("谁会寄水果来？", "para", "t33"),
    _q("郑师傅喝酒吗？", "para", "t34"),
    _q("外孙最爱吃外公做的什么？", "para", "t36"),
    _q("老伴冬天怎么取暖？", "para", "t37"),
    _q("郑师傅为什么不开车了？", "para", "t49"),
    _q("郑师傅的钓竿是谁送的？", "para", "t60"),
    _q("两位老人是怎么认识的？", "para", "t62"),
    _q("郑师傅在社区做什么好事？", "para", "t42"),
    _q("Where does Mr Zheng go fishing every morning?", "en-zh", "t03"),
    _q("What does Zheng's daughter do for a living?", "en-zh", "t07"),
    _q("Which airline does the son-in-law fly for?", "en-zh", "t08"),
    _q("When does the fixed deposit mature?", "en-zh", "t18"),
    _q("What is the name of the goldfish?", "en-zh", "t23"),
    _q("Where is Shufen's hometown?", "en-zh", "t53"),
    _q("Pierre以前是做什么的？", "zh-en", "p01"),
    _q("Pierre的牛角面包几点就卖光了？", "zh-en", "p02"),
    _q("Pierre跟谁学下象棋？", "zh-en", "p03"),
    _q("Pierre有什么病？", "zh-en", "p04"),
    _q("Pierre的女儿在哪里教书？", "zh-en", "p05"),
    _q("Pierre哪天回法国？", "zh-en", "p06"),
    _q("谁带果果出海玩？", "zh-en", "p07"),
]

OFF_TOPIC: list[str] = [
    "马拉维在哪个大洲？",
    "一个足球队上场几个人？",
    "李白一共写了多少首诗？",
    "怎么给自行车补胎？",
    "光合作用需要哪些条件？",
    "日本的新干线最快能跑多快？",
    "人体有多少块骨头？",
    "熊猫为什么吃竹子？",
    "围棋是哪个国家发明的？",
    "怎么判断西瓜熟没熟？",
    "火星上一天有多长？",
    "为什么海水是咸的？",
    "第一次世界大战是哪一年开始的？",
    "高铁和动车有什么区别？",
    "怎么做一碗正宗的兰州拉面？",
    "钢琴有多少个琴键？",
    "世界上最长的河流是哪条？",
    "地震来了应该怎么躲？",
]

# ruff: noqa: RUF001
"""A seventh Chinese set for bench/multilingual.py (`--set seventh`), written in the sixth
session before anything was run on it, and held out: the sixth (bench/multilingual_sixth.py)
was read for its misses in this session, so this one replaces it as the check. Its people,
places, trades and habits were chosen apart from the six earlier sets.

A woman who writes about herself in the first person, in 哈尔滨: 杜秋月 (45, a PE teacher at a
middle school who coaches skating in winter), her husband 葛文斌 (老葛, a locksmith), their twin
daughters 葛朵 and 葛米 (sixteen; 葛朵 plays the cello, 葛米 does rock climbing), her mother in
齐齐哈尔 (diabetes), her father-in-law who ice-fishes at 镜泊湖, her brother 杜春生 (a ferry
engineer in 大连), her colleague 小滕, the neighbour 付大爷, the parrot 翠翠, and two friends whose
memories are written in English: Olga, an ice-hockey coach from Vladivostok, and Mark, a
Canadian exchange teacher. Same question kinds as the other sets ("zh", "para", "en-zh",
"zh-en"); off-topic questions about nothing stored, some near the household's domains
(skating, ice, cellos, locks, Russia, winter swimming) and not answered by any memory.

Its conflict pairs are in tests/data/conflicts_zh.jsonl, split "zh9".
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("s01", "我叫杜秋月，今年四十五岁，在哈尔滨一所中学当体育老师。"),
    ("s02", "每年冬天我在兆麟公园的冰场兼职教小孩滑冰。"),
    ("s03", "我老公葛文斌是开锁的，在道里区有个小门脸，大家都叫他老葛。"),
    ("s04", "老葛半夜也经常被叫出去给人开门，一次收八十块。"),
    ("s05", "我们家是一对双胞胎闺女，葛朵和葛米，今年十六岁，上高一。"),
    ("s06", "葛朵从六岁开始拉大提琴，现在在少年宫的乐团里。"),
    ("s07", "葛米喜欢攀岩，每周六下午去体育馆的岩壁练。"),
    ("s08", "我妈住在齐齐哈尔，有糖尿病，每天早晚打两次胰岛素。"),
    ("s09", "我公公退休以后迷上了冰钓，一到冬天就去镜泊湖。"),
    ("s10", "我弟弟杜春生在大连的渡轮上当轮机长。"),
    ("s11", "春生的媳妇是朝鲜族，做的辣白菜特别好吃。"),
    ("s12", "我每天早上六点去松花江边冬泳，已经坚持八年了。"),
    ("s13", "我们家养了一只绿色的鹦鹉，叫翠翠，会说“你好”和“吃饭了”。"),
    ("s14", "翠翠是十年前老葛从花鸟市场买回来的。"),
    ("s15", "我右膝盖的半月板去年做过手术，现在不能跑长跑。"),
    ("s16", "我对青霉素过敏，看病的时候都要先跟医生说。"),
    ("s17", "老葛有痛风，啤酒和海鲜都不敢碰了。"),
    ("s18", "我们住在松北区的一个老小区，六楼，没有电梯。"),
    ("s19", "房贷还剩下六年，每个月还三千二。"),
    ("s20", "我开的是一辆白色的大众捷达，开了九年了。"),
    ("s21", "我年轻的时候是省速滑队的运动员，拿过全省第二名。"),
    ("s22", "我和老葛是在亚布力滑雪场认识的，那年我二十三岁。"),
    ("s23", "我的同事小滕教化学，我们俩每天中午一起吃食堂。"),
    ("s24", "楼下的付大爷是退休的锅炉工，每天在楼道里下跳棋。"),
    ("s25", "葛朵想考中央音乐学院，每天要练三个小时琴。"),
    ("s26", "葛米近视六百度，攀岩的时候戴隐形眼镜。"),
    ("s27", "大提琴是前年花两万八买的，是我们家最贵的东西。"),
    ("s28", "我爱唱二人转，周末在社区的文艺队里演出。"),
    ("s29", "我最喜欢吃我妈做的锅包肉，每次回齐齐哈尔都要吃。"),
    ("s30", "我们打算今年暑假带俩闺女去新疆自驾。"),
    ("s31", "学校每年一月在操场上浇冰场，办冰上运动会。"),
    ("s32", "我的工资一个月七千出头，寒暑假有补课费。"),
    ("s33", "老葛不会做饭，家里做饭都是我。"),
    ("s34", "我每个月十五号给我妈转一千五百块生活费。"),
    ("s35", "葛米的班主任姓闫，是教数学的。"),
    ("s36", "我在学俄语，是跟一个手机软件学的，每天学二十分钟。"),
    ("s37", "老葛的摩托车去年冬天被偷了，到现在也没找回来。"),
    ("s38", "我公公做的冻梨和冻柿子，每年都给我们送一箱。"),
    ("s39", "葛朵晕车，坐长途车一定要吃晕车药。"),
    ("s40", "我们家的暖气费一年交两千六，每年九月交。"),
    ("s41", "我奶奶是山东人，闯关东来的黑龙江。"),
    ("s42", "我睡眠不好，晚上经常三点就醒了。"),
    ("s43", "老葛的师傅姓钱，教了他二十年开锁的手艺。"),
    ("s44", "我最怕的是蛇，看电视里的蛇都要换台。"),
    ("s45", "我们小区门口新开了一家俄罗斯面包店，列巴做得很地道。"),
    ("s46", "我想五十岁以后去考一个国家级的滑冰裁判证。"),
    ("r01", "Olga is an ice hockey coach from Vladivostok who trains a girls' team in Harbin "
            "every winter."),
    ("r02", "Olga has two sons; the older one plays in a junior league in Khabarovsk."),
    ("r03", "Olga cannot eat garlic, so I cook without it when she comes for dinner."),
    ("r04", "Mark is a Canadian exchange teacher from Winnipeg who teaches English at my school."),
    ("r05", "Mark plays the banjo in a bluegrass band that meets in a bar on Central Street."),
    ("r06", "Mark's wife Helen is a nurse and is still back in Canada."),
    ("r07", "Mark is learning to ice skate and has fallen more than anyone in my class."),
    ("r08", "Olga drives an old red Lada that she brought across the border."),
]

QUESTIONS: list[Question] = [
    _q("我在哪里兼职教滑冰？", "zh", "s02"),
    _q("老葛开一次锁收多少钱？", "zh", "s04"),
    _q("葛朵在哪个乐团里？", "zh", "s06"),
    _q("葛米每周六去干什么？", "zh", "s07"),
    _q("我妈每天打几次胰岛素？", "zh", "s08"),
    _q("我公公冬天去哪里冰钓？", "zh", "s09"),
    _q("春生在哪里当轮机长？", "zh", "s10"),
    _q("翠翠会说什么话？", "zh", "s13"),
    _q("房贷每个月还多少？", "zh", "s19"),
    _q("我和老葛是在哪里认识的？", "zh", "s22"),
    _q("大提琴花了多少钱？", "zh", "s27"),
    _q("葛米的班主任教什么？", "zh", "s35"),
    _q("暖气费每年几月交？", "zh", "s40"),
    _q("老葛的摩托车怎么了？", "zh", "s37"),
    _q("我对什么药过敏？", "para", "s16"),
    _q("我丈夫是做什么工作的？", "para", "s03"),
    _q("我的两个女儿多大了？", "para", "s05"),
    _q("我母亲得了什么病？", "para", "s08"),
    _q("我弟弟在哪里上班？", "para", "s10"),
    _q("我家养了什么宠物？", "para", "s13"),
    _q("我的腿做过什么手术？", "para", "s15"),
    _q("我老公为什么不喝啤酒了？", "para", "s17"),
    _q("我每天早上去哪里游泳？", "para", "s12"),
    _q("我家住几楼？", "para", "s18"),
    _q("我开什么牌子的车？", "para", "s20"),
    _q("我以前是练什么项目的运动员？", "para", "s21"),
    _q("我周末参加什么文艺活动？", "para", "s28"),
    _q("我每个月给我妈多少钱？", "para", "s34"),
    _q("What does my husband do for a living?", "en-zh", "s03"),
    _q("How old are my twin daughters?", "en-zh", "s05"),
    _q("What medicine am I allergic to?", "en-zh", "s16"),
    _q("Where does my brother work?", "en-zh", "s10"),
    _q("What is our parrot called?", "en-zh", "s13"),
    _q("What operation did I have on my knee?", "en-zh", "s15"),
    _q("Which musical instrument does Ge Duo play?", "en-zh", "s06"),
    _q("How much is our monthly mortgage payment?", "en-zh", "s19"),
    _q("Olga是从哪里来的？", "zh-en", "r01"),
    _q("Olga不能吃什么？", "zh-en", "r03"),
    _q("Mark在乐队里弹什么乐器？", "zh-en", "r05"),
    _q("Mark的妻子是做什么的？", "zh-en", "r06"),
]

OFF_TOPIC: list[str] = [
    "花样滑冰一共有几种跳跃？",
    "大提琴和小提琴有什么区别？",
    "指纹锁安全吗？",
    "冬泳对心脏有什么影响？",
    "俄罗斯的首都是哪里？",
    "胰岛素为什么要冷藏？",
    "亚马逊河有多长？",
    "怎么做红烧肉？",
    "月亮为什么有阴晴圆缺？",
    "一年有多少个星期？",
    "长颈鹿怎么睡觉？",
    "电脑开机很慢怎么办？",
    "世界杯多少年举办一次？",
    "企鹅生活在北极还是南极？",
    "什么是区块链？",
]

# ruff: noqa: RUF001
"""A twelfth Chinese set for bench/multilingual.py (`--set twelfth`), written in session 11
(2026-11-27) by the helper zhblind2, blind: without reading the recall's, the relevance
floor's or the judge's code or docs, nor any earlier set beyond its shape, and before anything
was run on it. Held out: no rule was tuned on it. Its people, city, trade and habits were
chosen apart from the earlier sets.

A man who writes about himself in the first person, in 钦州 (Guangxi): 覃海生 (44, a quay
crane operator at 钦州港, four-shift rota, a herniated lumbar disc, fatty liver, allergic to
penicillin, a finger lost to a press in 东莞), his wife 黎秋燕 (a hospital pharmacist from
灵山 who throws 坭兴陶 pots), their son 覃子墨 (15, 中考 in June, badminton, short-sighted)
and daughter 覃子琪 (6, asthma, drawing), his mother (浦北, lychee trees, high blood
pressure), his late father (a 三娘湾 fisherman), his sister 覃海燕 (a 老友粉 shop in 南宁)
and her husband 韦军, his brother-in-law 黎志刚 (a lorry driver to 东兴, owes him money), his
friend 阿彪 (a seafood stall), the myna 黑豆 and the dog 阿黄; and four people whose
memories are written in English: Tomasz, a Polish marine surveyor, Megan, the son's online
English tutor in New Zealand, Arjun, an Indian crane technician, and Lina, a nurse from
Malaysia. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en"); off-topic
questions about nothing stored, ten of them general questions on a topic a memory touches
(asthma, herniated discs, fatty liver, 坭兴陶, mynas, lychees, high myopia, penicillin,
containers, New Zealand), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("t01", "我叫覃海生，四十四岁，在钦州港开岸桥，"
            "就是码头上装卸集装箱的那种大吊机，干了快十六年了。"),
    ("t02", "我上的是四班三运转，白班夜班轮着来，上两天休两天。"),
    ("t03", "开岸桥要一个人坐在四十多米高的驾驶室里，一坐就是好几个钟头，上厕所都得等换班。"),
    ("t04", "我一个月到手大概一万一，年底还有一笔安全奖。"),
    ("t05", "我老婆黎秋燕在钦州市第一人民医院的药剂科当药师，负责发药和核对处方。"),
    ("t06", "秋燕是灵山人，我们是二〇〇九年经人介绍认识的，第二年就结婚了。"),
    ("t07", "我儿子覃子墨十五岁，在钦州二中读初三，今年六月中考。"),
    ("t08", "子墨近视六百度，戴眼镜打羽毛球老是滑下来，秋燕打算给他配一副运动眼镜。"),
    ("t09", "子墨是校羽毛球队的，每周二、周四放学后练到六点半。"),
    ("t10", "小女儿覃子琪六岁，在读幼儿园大班，明年九月上小学。"),
    ("t11", "子琪有哮喘，一变天就容易咳，家里常备沙丁胺醇喷雾。"),
    ("t12", "子琪最喜欢画画，在幼儿园的画画比赛拿过一等奖，画的是我开的吊机。"),
    ("t13", "我妈七十一岁，一个人住在浦北县的老家，屋后有二十多棵荔枝树。"),
    ("t14", "我妈有高血压，每天早上吃一片硝苯地平，我每次回去都给她量血压。"),
    ("t15", "我爸覃德福以前是三娘湾的渔民，五年前因为肺癌走了。"),
    ("t16", "每年清明我们一家都回浦北给我爸扫墓。"),
    ("t17", "我姐覃海燕在南宁西乡塘那边开了一家老友粉店，生意还不错。"),
    ("t18", "我姐夫韦军在我姐店里帮忙，主要负责进货和炒酸笋。"),
    ("t19", "我小舅子黎志刚跑货车，常年拉货往返钦州和东兴口岸。"),
    ("t20", "志刚去年借了我两万块换轮胎修车，说年底还，到现在还没还。"),
    ("t21", "阿彪以前是我港口的同事，现在在港区附近开了一家海鲜大排档。"),
    ("t22", "我休息的时候经常跟阿彪去茅尾海钓鱼，一般钓黄鳍鲷和鲈鱼。"),
    ("t23", "我们家住在钦州城区子材东大街附近一个小区的十一楼，三室两厅，一百一十二平。"),
    ("t24", "房子是二〇一七年买的，每个月还房贷三千四，还要还十二年。"),
    ("t25", "我开一辆灰色的五菱星光，去年底买的新能源车，上下班开它省了不少油钱。"),
    ("t26", "我有腰椎间盘突出，是L4、L5那一节，坐久了左腿发麻。"),
    ("t27", "医生让我每天做小燕飞锻炼腰背肌，我现在每晚睡前做五十个。"),
    ("t28", "去年体检查出我有中度脂肪肝，医生让我少喝酒、少吃夜宵。"),
    ("t29", "我以前一周喝三四次啤酒，现在基本只在周末跟阿彪喝两瓶。"),
    ("t30", "我们家养了一只八哥，叫黑豆，会说“你好”和“吃饭啦”。"),
    ("t31", "黑豆是三年前我在钦州的花鸟市场花三百块买的。"),
    ("t32", "我们还有一条叫阿黄的土狗，养在我妈浦北老家，帮她看院子。"),
    ("t33", "秋燕上的是常白班，早上八点到下午五点半，每个月还要值几个夜班。"),
    ("t34", "秋燕在准备考主管药师，每天晚上等孩子睡了以后刷题。"),
    ("t35", "秋燕喜欢做坭兴陶，周末会去一个朋友的陶艺工作室拉坯。"),
    ("t36", "家里的钱是秋燕在管，我每个月工资一发就转八千给她。"),
    ("t37", "我们给子墨存了一笔教育金，现在大概有十五万，留着他上大学用。"),
    ("t38", "国庆假期我们打算开车去桂林阳朔玩四天，已经订好了西街附近的民宿。"),
    ("t39", "我想等子墨中考完带全家去一趟北京，子琪一直说想看天安门升国旗。"),
    ("t40", "我打算过几年考一个起重机司机培训讲师的资格，等年纪大了爬不动岸桥就去培训中心教新人。"),
    ("t41", "我妈每年过年都包猪肉绿豆的大粽子，一个就有两斤多重。"),
    ("t42", "我最爱吃猪脚粉，钦州的猪脚粉一定要配酸笋和辣椒油。"),
    ("t43", "我不吃香菜，一点都不能沾。"),
    ("t44", "我对青霉素过敏，小时候打针差点休克。"),
    ("t45", "子墨想考钦州一中，他给自己定的目标是总分七百分以上。"),
    ("t46", "子墨的班主任姓潘，是教物理的，对学生很严。"),
    ("t47", "子琪的幼儿园叫向阳花幼儿园，离我们家走路十分钟。"),
    ("t48", "每天早上是秋燕送子琪去幼儿园，下午由楼下的邻居黄阿姨帮忙接。"),
    ("t49", "黄阿姨帮我们接孩子，我们每个月给她一千块。"),
    ("t50", "我们港区去年换了新的远程操控岸桥，以后可能不用爬上驾驶室，坐在中控室里看屏幕操作。"),
    ("t51", "我们班组长是老龙，今年五十八，还有两年退休。"),
    ("t52", "我在单位连续三年评上了安全生产先进个人。"),
    ("t53", "我年轻的时候在广东东莞的电子厂打过三年工，后来才回钦州考的岸桥证。"),
    ("t54", "我会讲钦州白话和普通话，秋燕还会讲她们灵山话。"),
    ("t55", "我右手小拇指缺了一截，是二十岁在东莞厂里被冲床压的。"),
    ("t56", "阿彪的大排档叫“彪哥海鲜”，招牌菜是白灼沙虫和姜葱炒青蟹。"),
    ("t57", "我每个月给我妈转一千五生活费，她总说用不完，又偷偷存起来。"),
    ("t58", "我姐的女儿小雅在广西大学读会计，今年大三。"),
    ("t59", "我睡眠不好，夜班下来白天经常睡不着，秋燕给我买了遮光窗帘和耳塞。"),
    ("t60", "我们小区楼下有一家沙县小吃，我上夜班前经常去吃一碗拌面加一笼蒸饺。"),
    ("t61", "我前年做过一次胆结石手术，是微创的，在第一人民医院住了五天院。"),
    ("t62", "我每年六月都请几天假回浦北帮我妈摘荔枝，摘完拿到镇上卖给收购商。"),
    ("t63", "去年荔枝收成不好，只卖了四千多块钱。"),
    ("t64", "我的手机是华为Mate 40，用了三年，屏幕摔裂过一次，换过屏。"),
    ("t65", "我们打算等子墨上了高中，把现在的房子卖了换一套四房的，让两个孩子各有一间。"),
    ("t66", "我的工牌号是0732，进港区刷卡和领安全帽都要用。"),
    ("t67", "子墨英语不太好，每周六上午在网上跟一个外教上一小时口语课。"),
    ("t68", "子琪每周日下午在小区附近的美术班学画画，一节课一百二。"),
    ("t69", "秋燕的爸妈在灵山县城开了一家卖种子化肥的农资店。"),
    ("t70", "我去年学会了游泳，是在钦州体育中心的游泳馆跟教练学的，学了十节课。"),
    ("t71", "Tomasz is a Polish marine surveyor who comes to Qinzhou port every few months to "
            "inspect bulk carriers."),
    ("t72", "Tomasz and I talk mostly through a translation app on my phone, but he has learned "
            "to say 吃饭了吗."),
    ("t73", "Tomasz gave me a bottle of Polish honey vodka last winter, and it is still unopened "
            "in my cabinet."),
    ("t74", "Megan is Zimo's online English tutor; she lives in Christchurch, New Zealand, and "
            "teaches him on Saturday mornings."),
    ("t75", "Megan used to be a primary school teacher and now tutors Chinese teenagers full "
            "time from home."),
    ("t76", "Megan has two sheepdogs and sometimes shows them on camera during the lesson."),
    ("t77", "Arjun is an Indian technician from the crane maker who trained our team on the new "
            "remote-controlled cranes."),
    ("t78", "Arjun is vegetarian, so when we took him out to dinner we ordered a whole table of "
            "vegetable dishes."),
    ("t79", "Arjun said he would come back to Qinzhou in March to check the crane software "
            "update."),
    ("t80", "Lina is a Malaysian nurse who worked with Qiuyan for a year on an exchange "
            "programme; she lives in Kuching now."),
]

QUESTIONS: list[Question] = [
    # Chinese, the memory's own words
    _q("我在钦州港开什么？", "zh", "t01"),
    _q("我上两天休几天？", "zh", "t02"),
    _q("秋燕在哪个科当药师？", "zh", "t05"),
    _q("子墨今年几月中考？", "zh", "t07"),
    _q("子琪有什么病，家里常备什么药？", "zh", "t11"),
    _q("我妈家屋后有多少棵荔枝树？", "zh", "t13"),
    _q("我姐在南宁开了什么店？", "zh", "t17"),
    _q("志刚借了我多少钱？", "zh", "t20"),
    _q("我跟阿彪去哪里钓鱼？", "zh", "t22"),
    _q("房贷每个月还多少？", "zh", "t24"),
    _q("我腰椎间盘突出是哪一节？", "zh", "t26"),
    _q("我们家的八哥叫什么名字？", "zh", "t30"),
    _q("秋燕在准备考什么？", "zh", "t34"),
    _q("国庆假期我们打算去哪里玩？", "zh", "t38"),
    _q("我对什么药过敏？", "zh", "t44"),
    _q("子墨的班主任姓什么？", "zh", "t46"),
    _q("黄阿姨每个月收我们多少钱？", "zh", "t49"),
    _q("阿彪的大排档招牌菜是什么？", "zh", "t56"),
    _q("我每个月给我妈转多少生活费？", "zh", "t57"),
    _q("去年荔枝卖了多少钱？", "zh", "t63"),
    # Chinese, a paraphrase sharing few words with the memory
    _q("我跟我媳妇是谁撮合的，她老家在哪？", "para", "t06"),
    _q("我的收入大概什么水平？", "para", "t04"),
    _q("工作时内急了怎么办？", "para", "t03"),
    _q("我儿子眼睛度数多高？", "para", "t08"),
    _q("小闺女什么时候念一年级？", "para", "t10"),
    _q("家父是怎么去世的？", "para", "t15"),
    _q("粉店的原料谁去采购？", "para", "t18"),
    _q("体检发现我哪个器官有问题？", "para", "t28"),
    _q("我现在还常常饮酒吗？", "para", "t29"),
    _q("那只鸟是花多少钱弄回来的？", "para", "t31"),
    _q("乡下的房子有什么动物守着？", "para", "t32"),
    _q("家里财政大权在谁手里？", "para", "t36"),
    _q("给儿子攒的读书钱有多少了？", "para", "t37"),
    _q("我手上有什么残疾？", "para", "t55"),
    _q("下完夜班怎么解决失眠？", "para", "t59"),
    _q("我会几种方言？", "para", "t54"),
    # English question, Chinese memory
    _q("What kind of car do I drive?", "en-zh", "t25"),
    _q("How old is my son and which school does he attend?", "en-zh", "t07"),
    _q("What does my wife do on weekends for fun?", "en-zh", "t35"),
    _q("Where does my sister's daughter study?", "en-zh", "t58"),
    _q("What surgery did I have two years ago?", "en-zh", "t61"),
    _q("Which herb do I refuse to eat?", "en-zh", "t43"),
    _q("What is my favourite dish?", "en-zh", "t42"),
    _q("Where did I work before becoming a crane operator?", "en-zh", "t53"),
    _q("Which sport does Zimo train in at school?", "en-zh", "t09"),
    _q("What prize did Ziqi win?", "en-zh", "t12"),
    _q("When do I go back to help my mother pick lychees?", "en-zh", "t62"),
    _q("What do my wife's parents sell?", "en-zh", "t69"),
    _q("Where did I learn to swim?", "en-zh", "t70"),
    _q("Who leads my crew and when does he retire?", "en-zh", "t51"),
    # Chinese question, English memory
    _q("那个波兰验船师多久来一次钦州港？", "zh-en", "t71"),
    _q("波兰朋友送我的酒喝了没有？", "zh-en", "t73"),
    _q("子墨的英语外教住在哪个城市？", "zh-en", "t74"),
    _q("Megan以前是做什么工作的？", "zh-en", "t75"),
    _q("外教上课时会让孩子看到什么宠物？", "zh-en", "t76"),
    _q("厂家派来培训远程岸桥的技术员是哪国人？", "zh-en", "t77"),
    _q("印度技术员吃东西有什么忌口？", "zh-en", "t78"),
    _q("Arjun说他什么时候再来钦州？", "zh-en", "t79"),
    _q("跟秋燕一起工作过的马来西亚护士现在住哪？", "zh-en", "t80"),
    _q("我跟波兰验船师平时怎么交流？", "zh-en", "t72"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches
    "哮喘发作的时候应该怎么急救？",
    "腰椎间盘突出一般需要做手术吗？",
    "脂肪肝能不能逆转？",
    "坭兴陶和紫砂壶有什么区别？",
    "八哥为什么会学人说话？",
    "荔枝吃多了为什么会上火？",
    "近视多少度以上算高度近视？",
    "青霉素是谁发现的？",
    "标准集装箱的尺寸是多少？",
    "新西兰的首都是哪座城市？",
    # nothing stored touches these
    "太阳系里最大的行星是哪个？",
    "红烧肉怎么做才不腻？",
    "《红楼梦》的作者是谁？",
    "怎么给iPhone设置屏幕使用时间？",
    "珠穆朗玛峰有多高？",
    "What is the boiling point of water at high altitude?",
    "世界杯足球赛几年举办一次？",
    "二进制的1011换算成十进制是多少？",
    "Who painted the Mona Lisa?",
    "怎样去除衣服上的圆珠笔印？",
]

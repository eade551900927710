# ruff: noqa: RUF001
"""A thirteenth Chinese set for bench/multilingual.py (`--set thirteenth`), written in session 11
(2026-11-27) by the helper zhblind3, blind: without reading the recall's, the relevance
floor's or the judge's code or docs, nor any earlier set beyond its shape, and before anything
was run on it. Held out: no rule was tuned on it. Its people, city, trade and habits were
chosen apart from the earlier sets.

A woman who writes about herself in the first person, in 大同 (Shanxi): 闫红梅 (47, a watch
repairer with a small shop on 鼓楼西街 inherited from her father, laid off from the clock
factory in 1998, tenosynovitis in the right wrist, a grade-3 thyroid nodule, low blood sugar,
allergic to mango, learning to drive), her husband 郝建国 (a safety officer at the 塔山 mine,
sleep apnoea, gout, racing pigeons on the roof), their son 郝宇航 (20, aircraft maintenance at
a college in 天津, Kawasaki disease as a child, girlfriend 韩雪), her father 闫福田 (81, a
retired clock-factory master, deaf, high blood pressure), her late mother, her brother
闫红军 (mutton wholesale in 呼和浩特) and his wife 乌云, her mother-in-law (dementia, living
with 郝建军 in 太原), her cousin 桂兰 (apricots in 阳高, owes her 30,000), her friend
段丽萍 (square dancing, a trip to Tibet), the tortoise 老寿; and four people whose
memories are written in English: Pascal, a Swiss watch collector in Basel, Hannah, the son's
English teacher from Leeds, Dr Samuel Adeyemi, a thyroid specialist in Beijing, and Lucas, a
Brazilian student who rented the spare room. Same question kinds as the other sets ("zh",
"para", "en-zh", "zh-en"); off-topic questions about nothing stored, ten of them general
questions on a topic a memory touches (thyroid nodules, tortoises, racing pigeons, knife-cut
noodles, mechanical watches, gout, sleep apnoea, Kawasaki disease, altitude sickness, 晋剧),
answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("h01", "我叫闫红梅，今年四十七，大同人，在鼓楼西街开了个修表的小铺子，是我爸传下来的。"),
    ("h02", "铺子里修得最多的是石英表换电池和机械表洗油，洗一次油收一百八。"),
    ("h03", "我爸闫福田八十一岁，以前是大同钟表厂的老师傅，现在耳朵聋了，"
            "还天天来铺子坐着看我干活。"),
    ("h04", "我妈前年冬天走的，脑溢血，走得很突然。"),
    ("h05", "我爱人郝建国在塔山矿当安全员，上四班三倒，经常下井。"),
    ("h06", "建国打呼噜特别响，去年在三医院查出来是睡眠呼吸暂停，现在晚上戴着呼吸机睡。"),
    ("h07", "儿子郝宇航二十岁，在天津一所职业学院学飞机维修，明年六月毕业。"),
    ("h08", "宇航想毕业后去厦门的一家航空维修公司，那边实习给的补贴是每月三千五。"),
    ("h09", "宇航小时候得过川崎病，每年还得去复查心脏彩超。"),
    ("h10", "我右手腕有腱鞘炎，拧表把子拧多了就疼，针灸过三次。"),
    ("h11", "今年单位体检查出甲状腺结节，三级，医生让半年后复查B超。"),
    ("h12", "我有低血糖，兜里常年揣着几块大白兔奶糖。"),
    ("h13", "我对芒果过敏，吃了嘴唇会肿。"),
    ("h14", "我弟弟闫红军在呼和浩特做羊肉批发，每年腊月给我们寄半只羊。"),
    ("h15", "弟媳妇叫乌云，蒙古族，她煮的咸奶茶特别香。"),
    ("h16", "婆婆八十五了，有老年痴呆，住在建国他大哥家，我们每个月出一千五的护理费。"),
    ("h17", "建国养了二十多只信鸽，鸽棚搭在楼顶上，比赛得过一次市里的二等奖。"),
    ("h18", "家里还有一只乌龟叫老寿，是宇航上小学时在华严寺门口买的，养了十二年了。"),
    ("h19", "老寿每年十一月就开始冬眠，我把它放在阳台上一个装沙子的泡沫箱里。"),
    ("h20", "我们家住在御东新区的一套两居室，九十二平，一八年买的。"),
    ("h21", "房贷每月还两千三，还剩九年。"),
    ("h22", "我借给表姐桂兰三万块钱给她闺女交学费，她说年底还。"),
    ("h23", "铺子一个月房租一千二，房东是个退休的老会计，姓薛。"),
    ("h24", "我最好的朋友叫段丽萍，我们是初中同学，她在云冈景区卖门票。"),
    ("h25", "丽萍拉我进了她们的广场舞队，每天晚上七点半在文瀛湖边跳。"),
    ("h26", "我学车学了一年了，科目二挂了两回，倒车入库老压线。"),
    ("h27", "今年九月想跟丽萍去一趟西藏，报了个十二天的团，每人八千六。"),
    ("h28", "我想攒钱买一台超声波清洗机，铺子里洗零件能省不少事，看中的那台四千多。"),
    ("h29", "我最爱吃刀削面，要浇羊肉臊子，多放老陈醋。"),
    ("h30", "我不喝酒，一喝脸就红，建国倒是每顿离不开二两汾酒。"),
    ("h31", "建国有痛风，脚趾头一疼起来就不能下井，得请假。"),
    ("h32", "宇航有个女朋友叫韩雪，是他同学，四川人。"),
    ("h33", "我用的是华为手机，字调得特别大，因为我有点老花，三百度。"),
    ("h34", "修表的时候我戴一个十倍的寸镜，那是我爸年轻时从上海带回来的。"),
    ("h35", "铺子每周二休息，其他日子早上九点开门，晚上六点关门。"),
    ("h36", "我们这条街明年可能要拆迁改造，听说补偿按面积算。"),
    ("h37", "我存了一笔定期，十五万，在工商银行，明年三月到期。"),
    ("h38", "宇航的学费一年一万二，住宿费一千二，都是我们出。"),
    ("h39", "我每年清明回广灵老家给我妈上坟。"),
    ("h40", "我爸有高血压，每天早上吃一片氨氯地平。"),
    ("h41", "我爸最宝贝一块上海牌手表，是他结婚时买的，说以后留给宇航。"),
    ("h42", "我养了几盆君子兰，摆在铺子的窗台上，冬天要搬进屋里。"),
    ("h43", "建国的生日是腊月初八，正好是腊八节。"),
    ("h44", "我的生日是农历三月十九。"),
    ("h45", "我们结婚二十二年了，是在矿上的舞会上认识的。"),
    ("h46", "宇航从小怕狗，三岁时被邻居家的狗咬过一口。"),
    ("h47", "建国的大哥郝建军在太原开货车，婆婆平时就住在他们家。"),
    ("h48", "修一块老怀表我最贵收过八百，是一个搞收藏的人拿来的。"),
    ("h49", "我每天早上六点起来，先去公园走一圈再开铺子。"),
    ("h50", "我睡眠不好，一到夜里两三点就醒，大夫给开了点酸枣仁。"),
    ("h51", "我们家订了一份《大同日报》，我爸每天都看。"),
    ("h52", "我给铺子开了个抖音号，叫“红梅修表”，有三千来个粉丝，平时发修表的视频。"),
    ("h53", "丽萍的老公去年在矿上出了事故，腿伤了，现在在家休养。"),
    ("h54", "宇航今年暑假没回家，在天津机场做地勤实习。"),
    ("h55", "我们家的车是一辆银色的大众朗逸，建国开，我还没驾照。"),
    ("h56", "建国每个月工资七千多，我铺子好的时候能挣五六千。"),
    ("h57", "春节我们一般去呼和浩特我弟家过，坐高铁两个多钟头。"),
    ("h58", "我不爱吃香菜，吃面从来不放。"),
    ("h59", "我会说一点蒙语，是跟乌云学的，能数到一百。"),
    ("h60", "我表姐桂兰在阳高种杏，每年六月给我们送一箱杏。"),
    ("h61", "我最怕打雷，小时候在矿区被雷吓过。"),
    ("h62", "宇航英语四级还没过，考了两次都是四百出头。"),
    ("h63", "我给我爸配了个助听器，六千八，他嫌戴着耳朵痒，老不戴。"),
    ("h64", "铺子的钥匙我一把，我爸一把，丽萍那里也放了一把备用的。"),
    ("h65", "我们楼下的邻居王婶帮我们收快递。"),
    ("h66", "矿上每年过节发米面油，我们吃不完就送给我爸。"),
    ("h67", "我平时看病去大同三医院，医保卡是我自己管着。"),
    ("h68", "我有个习惯，每天把零钱塞进一个铁皮饼干盒里，攒满了就存银行。"),
    ("h69", "我年轻的时候在钟表厂当过装配工，九八年厂子倒闭下岗，才跟我爸出来摆摊。"),
    ("h70", "我喜欢听晋剧，最爱《打金枝》。"),
    ("h71", "每个星期四下午我去老年大学教退休的老人修闹钟，不收钱。"),
    ("h72", "下个月宇航要考民航的维修执照，叫什么ME执照，我也不太懂。"),
    ("e01", "Pascal Meier is a Swiss watch collector in Basel who sends me old Longines "
            "movements to restore and pays in euros."),
    ("e02", "Pascal asked me to restore his grandfather's pocket watch before his wedding "
            "in October."),
    ("e03", "Hannah Brooks, Yuhang's English teacher at the college in Tianjin, says his "
            "spoken English is better than his written English."),
    ("e04", "Hannah is from Leeds and she is learning to make knife-cut noodles."),
    ("e05", "Dr Samuel Adeyemi, a thyroid specialist I saw once at a hospital in Beijing, "
            "told me the nodule is most likely benign."),
    ("e06", "Dr Adeyemi said I should avoid iodine supplements and come back in six months."),
    ("e07", "Lucas, a Brazilian exchange student, rented our spare room for two weeks last "
            "summer and left his guitar behind."),
    ("e08", "Lucas still sends me a message every Sunday and wants to come back for the "
            "Spring Festival."),
    ("e09", "I keep my English notes for Pascal in a blue notebook because my English is "
            "weak and I use a translation app."),
    ("e10", "The ultrasonic cleaner I want is a German brand; Pascal said he could buy it "
            "in Switzerland for less."),
    ("e11", "Lucas is allergic to peanuts and carries an epinephrine pen."),
]

QUESTIONS: list[Question] = [
    # Chinese, the memory's own words
    _q("我的修表铺子在哪条街？", "zh", "h01"),
    _q("机械表洗一次油收多少钱？", "zh", "h02"),
    _q("建国在哪个矿当安全员？", "zh", "h05"),
    _q("宇航在天津学什么专业？", "zh", "h07"),
    _q("我的甲状腺结节是几级？", "zh", "h11"),
    _q("我对什么水果过敏？", "zh", "h13"),
    _q("乌龟老寿是在哪里买的？", "zh", "h18"),
    _q("房贷每月还多少？还剩几年？", "zh", "h21"),
    _q("我借给表姐桂兰多少钱？", "zh", "h22"),
    _q("广场舞在哪里跳？几点开始？", "zh", "h25"),
    _q("去西藏的团每人多少钱？", "zh", "h27"),
    _q("吃刀削面要浇什么臊子？", "zh", "h29"),
    _q("我老花多少度？", "zh", "h33"),
    _q("铺子每周哪天休息？", "zh", "h35"),
    _q("我爸每天早上吃什么降压药？", "zh", "h40"),
    _q("铺子的抖音号叫什么名字？", "zh", "h52"),
    _q("给我爸配的助听器多少钱？", "zh", "h63"),
    _q("我每周几去老年大学？", "zh", "h71"),
    # Chinese paraphrases, asked roundabout
    _q("家里谁夜里喘不上气，得靠仪器帮忙？", "para", "h06"),
    _q("儿子每年要去做什么随访检查？", "para", "h09"),
    _q("干活干久了，我身上哪儿会酸痛？", "para", "h10"),
    _q("突然发慌手抖的时候我靠什么救急？", "para", "h12"),
    _q("每年年底谁给咱们捎肉过来？", "para", "h14"),
    _q("亲戚里谁熬的那种加盐的茶最地道？", "para", "h15"),
    _q("老公在屋顶上养的那些鸟拿过什么名次？", "para", "h17"),
    _q("那只爬行的宠物天冷了怎么过？", "para", "h19"),
    _q("咱们一家三口的房子有多大？", "para", "h20"),
    _q("开店的地方每个月要付多少租金？", "para", "h23"),
    _q("考驾照卡在哪一关了？", "para", "h26"),
    _q("店里想添一件什么大件设备？", "para", "h28"),
    _q("家里谁是贪杯的？", "para", "h30"),
    _q("老公的哪种老毛病跟吃肉喝酒有关，一犯就走不了路？", "para", "h31"),
    _q("儿子在跟谁处对象？", "para", "h32"),
    _q("我放在银行里等着到期的那笔钱有多少？", "para", "h37"),
    _q("半夜老醒，吃的是什么中药？", "para", "h50"),
    _q("碰上电闪雷鸣我是什么反应？", "para", "h61"),
    _q("干活用的那个放大镜是从哪来的？", "para", "h34"),
    # English questions about Chinese memories
    _q("How old is my father and what did he do before he retired?", "en-zh", "h03"),
    _q("How did my mother die?", "en-zh", "h04"),
    _q("When will my son graduate?", "en-zh", "h07"),
    _q("How much is the internship allowance in Xiamen?", "en-zh", "h08"),
    _q("What does my brother sell in Hohhot?", "en-zh", "h14"),
    _q("How much do we pay each month for my mother-in-law's care?", "en-zh", "h16"),
    _q("How long have we had the tortoise?", "en-zh", "h18"),
    _q("Where do we usually spend the Spring Festival?", "en-zh", "h57"),
    _q("What car does our family drive?", "en-zh", "h55"),
    _q("What did my son score on his CET-4 English exam?", "en-zh", "h62"),
    _q("Who keeps a spare key to my shop?", "en-zh", "h64"),
    _q("Which opera do I love to listen to?", "en-zh", "h70"),
    _q("When did I lose my job at the clock factory?", "en-zh", "h69"),
    _q("What does my cousin grow, and when does she send us fruit?", "en-zh", "h60"),
    # Chinese questions about English memories
    _q("瑞士那位客人结婚前要我修好什么东西？", "zh-en", "e02"),
    _q("帕斯卡住在哪个城市？", "zh-en", "e01"),
    _q("宇航的英语老师觉得他口语怎么样？", "zh-en", "e03"),
    _q("汉娜是哪里人？", "zh-en", "e04"),
    _q("北京那位甲状腺医生说我的结节怎么样？", "zh-en", "e05"),
    _q("医生让我别吃什么补充剂？", "zh-en", "e06"),
    _q("那个巴西学生在我们家住了多久？", "zh-en", "e07"),
    _q("卢卡斯对什么过敏？", "zh-en", "e11"),
    _q("我想买的超声波清洗机是哪个国家的牌子？", "zh-en", "e10"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches, answered by none
    "甲状腺结节的分级是按什么标准分的？",
    "乌龟冬眠的时候需要喂食吗？",
    "信鸽是怎么认得回家的路的？",
    "刀削面最早起源于哪里？",
    "机械表一般多久需要保养一次？",
    "痛风病人能不能喝啤酒？",
    "睡眠呼吸暂停综合征有什么危害？",
    "川崎病是由什么引起的？",
    "去西藏旅游怎么预防高原反应？",
    "晋剧和京剧有什么区别？",
    # about nothing stored
    "光合作用需要哪些条件？",
    "地球到月球有多远？",
    "How many players are on a basketball team?",
    "《红楼梦》的作者是谁？",
    "怎么给自行车链条上油？",
    "What is the capital of Canada?",
    "糖蒜怎么腌才好吃？",
    "太阳系最大的行星是哪个？",
    "电饭煲煮粥要加多少水？",
    "Who wrote Pride and Prejudice?",
]

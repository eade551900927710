# ruff: noqa: RUF001
"""A fourteenth Chinese set for bench/multilingual.py (`--set fourteenth`), written on
2026-11-27 by the helper zhblind4, blind: without reading the recall's, the relevance floor's
or the judge's code or docs, nor any earlier set beyond its shape, and before anything was run
on it. Held out: no rule was tuned on it. Its person, city, trade, family and habits were
invented fresh.

A man who writes about himself in the first person, in 湛江 (Guangdong): 龚德胜 (56, a piano
tuner with a studio on 霞山 海滨路, apprenticed at the Pearl River piano factory, tinnitus in
the left ear, a herniated L4/L5 disc, allergic to penicillin, high blood pressure, a mild
fatty liver, a crushed little finger, three years in the artillery at 凭祥, afraid of flying),
his wife 麦秀英 (a maths teacher retiring next July, migraines, high blood sugar), their
daughter 龚晓雯 (雯雯, 26, studies coral in 厦门, five months pregnant, husband 庄志鹏 with a
diving shop), their son 龚晓军 (阿军, 19, a soldier in 喀什, asthma as a child), his mother
阿嬷 (84, cataracts, speaks only 雷州话, listens to 雷剧), his father 龚水生 (a fisherman lost
in a typhoon in 2008), his brother-in-law 麦国华 (oysters in 雷州湾, owes 30,000), his
fishing friend 邝伯 (a retired customs officer, a stroke last year), his old master 何师傅 in
广州, the neighbour 吴阿姨, the piano-shop owner 符老板娘, the myna 阿福 and the dog 黑仔;
and six people whose memories are written in English: Klaus, a piano technician from
Hamburg, Olivia Tan, a retired singer from Singapore, Dr Priya Nair, an ear specialist in
Guangzhou, Tom Brennan, an Irish sailor, Amelie, a French exchange student, and Greg, a
Canadian kayaker. Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en");
off-topic questions about nothing stored, ten of them general questions on a topic a memory
touches (tinnitus, cataracts, piano tuning, myna birds, oysters, pineapples, herniated discs,
雷剧, humid climates, childhood asthma), answered by no memory.
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("m01", "我叫龚德胜，今年五十六岁，住在湛江赤坎区。"),
    ("m02", "我是钢琴调律师，干这行快三十年了，以前在广州珠江钢琴厂做过学徒。"),
    ("m03", "我的工作室在霞山区海滨路的一栋旧楼二楼，房东姓冼。"),
    ("m04", "工作室每个月租金一千八百块，每季度交一次。"),
    ("m05", "我左耳从前年开始耳鸣，晚上安静的时候最明显，医生说是神经性的。"),
    ("m06", "我腰椎间盘突出，是L4和L5那一节，搬琴的时候不能再弯腰硬扛了。"),
    ("m07", "我对青霉素过敏，小时候打针差点休克。"),
    ("m08", "我二零一九年戒的烟，之前一天抽一包红双喜。"),
    ("m09", "我血压有点高，每天早上吃一片氨氯地平。"),
    ("m10", "我老婆叫麦秀英，在赤坎第三小学教数学。"),
    ("m11", "秀英经常偏头痛，一痛就要在黑屋子里躺半天。"),
    ("m12", "秀英每周六早上去海滨公园打太极拳。"),
    ("m13", "我女儿龚晓雯，小名雯雯，今年二十六岁，在厦门的一个研究所研究珊瑚。"),
    ("m14", "雯雯怀孕五个月了，预产期是明年四月。"),
    ("m15", "雯雯的老公叫庄志鹏，是厦门人，开了一家潜水用品店。"),
    ("m16", "我儿子龚晓军，大家叫他阿军，十九岁，去年参军，在新疆喀什当兵。"),
    ("m17", "阿军在部队学开装甲车，说今年春节不能回家。"),
    ("m18", "阿军小时候得过哮喘，一到冬天就犯，后来学了游泳慢慢好了。"),
    ("m19", "我母亲八十四岁，跟我们住在一起，我们都叫她阿嬷。"),
    ("m20", "阿嬷两只眼睛都有白内障，右眼去年做了手术，左眼还没做。"),
    ("m21", "阿嬷只会讲雷州话，普通话听不太懂。"),
    ("m22", "阿嬷每天下午要听半导体收音机里的雷剧。"),
    ("m23", "我父亲龚水生是渔民，二零零八年出海遇上台风，再也没有回来。"),
    ("m24", "秀英的弟弟麦国华在雷州湾养生蚝，前年跟我借了五万块钱，已经还了两万。"),
    ("m25", "国华答应明年荔枝上市之前把剩下的三万还清。"),
    ("m26", "我的老朋友邝伯是退休的海关职员，我们每个星期天清早一起去南三岛钓鱼。"),
    ("m27", "邝伯去年中风过一次，现在左手不太灵活，钓鱼要我帮他穿饵。"),
    ("m28", "我家养了一只八哥，叫阿福，会说“恭喜发财”和“秀英吃饭”。"),
    ("m29", "我们还有一只黑色的土狗，叫黑仔，是从菜市场捡回来的。"),
    ("m30", "黑仔怕打雷，台风天会躲到床底下发抖。"),
    ("m31", "我们家住在赤坎区南桥路一套三房的老房子，是二零零三年买的。"),
    ("m32", "房贷每个月三千二，还有四年就还完了。"),
    ("m33", "我一年大概调四百台琴，大部分是学琴孩子家里的立式琴。"),
    ("m34", "调一台立式琴我收三百块，三角琴收五百。"),
    ("m35", "湛江海边太潮湿，很多琴的弦容易生锈，我每次都提醒客人放抽湿机。"),
    ("m36", "我最喜欢的琴是一台一九六二年的施坦威三角琴，放在湛江一中的礼堂里。"),
    ("m37", "我不会弹整首曲子，只会弹音阶和几段《渔舟唱晚》。"),
    ("m38", "我打算六十岁退休，回徐闻老家种菠萝。"),
    ("m39", "徐闻老家还有两亩地，现在租给堂哥龚德明种菠萝，一年收租金四千。"),
    ("m40", "我想明年买一辆电动三轮车，方便拉工具箱去客人家。"),
    ("m41", "我每天早上去早茶店吃一碗猪杂粥和两个叉烧包。"),
    ("m42", "我不吃芫荽，一点味道都受不了。"),
    ("m43", "我每天晚上九点前睡觉，早上五点就醒了。"),
    ("m44", "我最怕坐飞机，去厦门看雯雯都是坐高铁。"),
    ("m45", "我有一把用了二十多年的调律扳手，是师父何师傅送的。"),
    ("m46", "何师傅今年八十岁了，住在广州荔湾，手抖得厉害，已经不调琴了。"),
    ("m47", "每年春节我都会去广州给何师傅拜年，带两箱湛江的咸鱼干。"),
    ("m48", "我的社保是按灵活就业自己交的，每个月一千一左右。"),
    ("m49", "我在农商银行有一笔二十万的定期存款，明年六月到期。"),
    ("m50", "我买了一份重疾险，每年保费六千八，受益人是秀英。"),
    ("m51", "秀英明年七月退休，她说退休后想去老年大学学画国画。"),
    ("m52", "秀英的血糖偏高，医生让她少吃米饭和糖水。"),
    ("m53", "我们的结婚纪念日是十月十八号，今年是三十周年。"),
    ("m54", "结婚三十周年我打算带秀英去桂林玩几天。"),
    ("m55", "我年轻时在部队当过三年炮兵，驻地在广西凭祥。"),
    ("m56", "我只读到初中毕业，五线谱是后来自学的。"),
    ("m57", "我每个月会去一次霞山的旧书摊，专门淘老乐谱。"),
    ("m58", "我的手机是儿子淘汰下来的旧华为，屏幕裂了一道。"),
    ("m59", "我开一辆二手五菱面包车，用来拉工具和上门调琴。"),
    ("m60", "面包车今年十一月要年检了。"),
    ("m61", "每年农历七月十四我都去海边给父亲烧纸。"),
    ("m62", "隔壁的吴阿姨一个人住，我们家放着她家的备用钥匙。"),
    ("m63", "吴阿姨的儿子在澳大利亚读书，很少回来。"),
    ("m64", "我左手的小指以前被琴盖夹断过，现在弯不了。"),
    ("m65", "我每年十二月去市人民医院做一次体检。"),
    ("m66", "去年体检查出我有轻度脂肪肝。"),
    ("m67", "我在一个叫“港城琴友会”的微信群里，群里有两百多个琴行老板和钢琴老师。"),
    ("m68", "我最大的客户是海滨路上的雅韵琴行，老板娘姓符，每个月给我介绍十几台琴。"),
    ("m69", "符老板娘的女儿在星海音乐学院学钢琴。"),
    ("m70", "我想教阿军调琴，等他退伍以后接我的班，可他自己更想当汽车修理工。"),
    ("m71", "我和秀英每天晚饭后沿着海滨大道散步四十分钟。"),
    ("m72", "我用的是老式音叉，不太信手机上的调音软件。"),
    ("m73", "秀英做的沙虫粥特别好吃，是她妈妈教的。"),
    ("e01", "Klaus Wendt is a piano technician from Hamburg who trained me in grand piano "
            "regulation for two weeks in 2015."),
    ("e02", "Klaus sends me a box of felt hammers from Germany every Christmas."),
    ("e03", "Olivia Tan is a retired singer from Singapore who spends her winters in Zhanjiang "
            "and has me tune her Yamaha every January."),
    ("e04", "Olivia always pays in cash and insists on giving me a tin of Danish butter "
            "cookies."),
    ("e05", "Dr Priya Nair is the ear specialist in Guangzhou who examined my tinnitus last "
            "spring and told me to stay away from loud workshops."),
    ("e06", "Dr Nair measured a mild hearing loss of about 25 decibels in my left ear."),
    ("e07", "Tom Brennan is an Irish sailor whose cargo ship calls at Zhanjiang port; he once "
            "brought me an old tuning hammer from Dublin."),
    ("e08", "Tom plays the accordion and wants me to look at its reeds the next time his ship "
            "comes in."),
    ("e09", "Amelie is a French exchange student at Lingnan Normal University who practises on "
            "the piano in my studio on Tuesday evenings."),
    ("e10", "Amelie pays 50 yuan an hour for the piano and is preparing a Chopin recital for "
            "May."),
    ("e11", "Greg, a Canadian kayaker, went fishing with Kuang and me off Nansan Island last "
            "summer and caught a big grouper."),
]

QUESTIONS: list[Question] = [
    # Chinese, the memory's own words
    _q("我对哪种药过敏？", "zh", "m07"),
    _q("工作室的租金每个月多少？", "zh", "m04"),
    _q("我老婆在哪个学校教书？", "zh", "m10"),
    _q("雯雯的预产期是什么时候？", "zh", "m14"),
    _q("阿军在哪里当兵？", "zh", "m16"),
    _q("阿嬷的白内障做手术了吗？", "zh", "m20"),
    _q("国华还欠我多少钱？", "zh", "m24", "m25"),
    _q("我家的八哥叫什么名字？", "zh", "m28"),
    _q("房贷还有几年还完？", "zh", "m32"),
    _q("调一台三角琴收多少钱？", "zh", "m34"),
    _q("我是哪一年戒烟的？", "zh", "m08"),
    _q("我打算几岁退休？", "zh", "m38"),
    _q("面包车什么时候年检？", "zh", "m60"),
    _q("我的定期存款什么时候到期？", "zh", "m49"),
    _q("我们的结婚纪念日是哪天？", "zh", "m53"),
    # Chinese paraphrases, roundabout, few shared characters
    _q("耳朵里老是嗡嗡响，打什么时候起的？", "para", "m05"),
    _q("搬重东西老伤到的那块骨头，具体是哪儿出的毛病？", "para", "m06"),
    _q("管高压的那颗药片，名字又忘了，叫啥来着？", "para", "m09"),
    _q("孩子他妈脑壳疼起来一般怎么熬过去？", "para", "m11"),
    _q("雯雯她男人是做什么营生的？", "para", "m15"),
    _q("阿嬷午后爱守着听点啥？", "para", "m22"),
    _q("老爸当年是怎么走的？", "para", "m23"),
    _q("礼拜天天不亮跟谁去岛边甩竿？", "para", "m26"),
    _q("家里那条狗当初是怎么到咱家的？", "para", "m29"),
    _q("刮风闪电那种天气，狗子会怎样？", "para", "m30"),
    _q("海边这么湿，总叫客人添置什么电器？", "para", "m35"),
    _q("城里最让人心动的那台老古董琴搁在哪儿？", "para", "m36"),
    _q("乡下那块田现在谁在打理，一年给多少？", "para", "m39"),
    _q("早上那顿一般吃些啥？", "para", "m41"),
    _q("哪样香菜叶子闻都不能闻？", "para", "m42"),
    _q("去看闺女为啥不坐航班？", "para", "m44"),
    _q("教手艺的那位老先生现在身子骨咋样？", "para", "m46"),
    _q("要是得了大病，那份保单赔给谁？", "para", "m50"),
    _q("孩子他妈退下来以后打算学点啥？", "para", "m51"),
    _q("年轻那会儿在部队里干的是哪个兵种？", "para", "m55"),
    # English questions, Chinese memories
    _q("What is my wife's name?", "en-zh", "m10"),
    _q("When is my daughter due?", "en-zh", "m14"),
    _q("Where is my son stationed?", "en-zh", "m16"),
    _q("Which ear has the ringing?", "en-zh", "m05"),
    _q("What am I allergic to?", "en-zh", "m07"),
    _q("How much do I charge to tune an upright piano?", "en-zh", "m34"),
    _q("What does my mother listen to in the afternoon?", "en-zh", "m22"),
    _q("How much does my brother-in-law still owe me?", "en-zh", "m24", "m25"),
    _q("What's the name of our myna bird?", "en-zh", "m28"),
    _q("How much is the monthly mortgage payment?", "en-zh", "m32"),
    _q("What does my daughter study in Xiamen?", "en-zh", "m13"),
    _q("Where do I want to take my wife for our thirtieth anniversary?", "en-zh", "m54"),
    _q("What happened to my friend Kuang's health last year?", "en-zh", "m27"),
    _q("What vehicle do I drive for work?", "en-zh", "m59"),
    _q("How did my father die?", "en-zh", "m23"),
    # Chinese questions, English memories
    _q("那个汉堡来的钢琴技师教了我什么？", "zh-en", "e01"),
    _q("每年圣诞节谁从德国给我寄东西？", "zh-en", "e02"),
    _q("新加坡那位退休歌手什么时候请我调琴？", "zh-en", "e03"),
    _q("广州那个耳科医生叫我避开什么？", "zh-en", "e05"),
    _q("我左耳听力损失了多少分贝？", "zh-en", "e06"),
    _q("那个爱尔兰水手送过我什么？", "zh-en", "e07"),
    _q("谁想让我帮他看看手风琴？", "zh-en", "e08"),
    _q("法国留学生练琴每小时付多少钱？", "zh-en", "e10"),
    _q("那个法国女孩五月要开什么独奏会？", "zh-en", "e10"),
    _q("去年夏天跟我们去南三岛钓鱼的加拿大人钓到了什么？", "zh-en", "e11"),
]

OFF_TOPIC: list[str] = [
    # general questions on a topic a memory touches
    "耳鸣一般有哪些治疗方法？",
    "白内障手术后多久可以看电视？",
    "钢琴为什么要定期调音？",
    "八哥为什么能模仿人说话？",
    "生蚝怎么保存才新鲜？",
    "菠萝种下去要多久才能结果？",
    "腰椎间盘突出适合做哪些锻炼？",
    "雷剧是什么时候形成的剧种？",
    "How often should a piano be tuned in a humid climate?",
    "What causes asthma in children?",
    # things this life never mentions
    "怎么申请护照？",
    "比特币的价格为什么波动这么大？",
    "我的滑雪板放在哪里了？",
    "火星上有水吗？",
    "怎么用Excel做数据透视表？",
    "What is the capital of Norway?",
    "How do I reset my router password?",
    "日本新干线最快能跑多少公里？",
    "我女朋友的生日是哪天？",
    "Who won the football World Cup in 2010?",
]

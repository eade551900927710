# ruff: noqa: RUF001
"""A fourth Chinese set for bench/multilingual.py (`--set fourth`), written fresh for issue 25
in the fourth session, before anything was run on it, and held out: from then on the earlier
three sets (dev, third and the old confirm) were tuned on and this one only checked.

A man who writes about himself in the first person, in 西安: 吴海峰 (41, who runs a beef noodle
shop near 回民街, an ex-army driver), his wife 赵敏 (an English teacher), their daughter 吴桐
(second year of junior high), his parents in 咸阳, his sister 吴海燕 in 成都, the head cook
老马, the waiter 小丁, the beef supplier 老刘, his school friend 张军, the cat 馒头, and the
Australian food blogger Sarah and her husband Tom, whose memories are written in English.
Same question kinds as the other sets ("zh", "para", "en-zh", "zh-en"); off-topic questions
about nothing stored, some near the household's domains (noodles, history of 西安, music,
health) to make abstaining harder.

Its conflict pairs are in tests/data/conflicts_zh.jsonl, split "zh6".
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("f01", "我叫吴海峰，今年四十一，在西安回民街附近开了一家牛肉面馆。"),
    ("f02", "面馆每天早上六点开门，下午三点就关，晚上不做生意。"),
    ("f03", "我有痛风，医生让我少喝啤酒、少吃动物内脏。"),
    ("f04", "我老婆叫赵敏，在一所中学教英语。"),
    ("f05", "赵敏晕车很厉害，坐长途大巴一定要提前吃药。"),
    ("f06", "我们的女儿吴桐今年上初二，成绩中等，数学比较差。"),
    ("f07", "吴桐每周六下午去少年宫学二胡。"),
    ("f08", "吴桐近视三百度，今年暑假配了一副新眼镜。"),
    ("f09", "我爸去年冬天中风了一次，现在右手不太灵活。"),
    ("f10", "我爸住在咸阳老家，我妈在身边照顾他。"),
    ("f11", "我妈每天早上在小区里跳广场舞。"),
    ("f12", "我妹妹吴海燕嫁到了成都，妹夫是做装修的。"),
    ("f13", "面馆的大厨是老马，跟了我八年，拉面手艺全西安数得上。"),
    ("f14", "店里的服务员小丁是甘肃人，下个月要回老家结婚。"),
    ("f15", "我每周一早上去批发市场进牛肉，一次进两百斤。"),
    ("f16", "我跟供货的老刘签了一年合同，牛肉每斤四十二块。"),
    ("f17", "面馆的房租一年十二万，房东是个退休的大学老师。"),
    ("f18", "我开一辆白色的五菱宏光，平时拉货用。"),
    ("f19", "我的驾照今年要换证，得先去车管所体检。"),
    ("f20", "我年轻时在部队当过五年兵，是汽车兵。"),
    ("f21", "我最喜欢看秦腔，周末会去易俗社听戏。"),
    ("f22", "我每天抽一包烟，老婆一直催我戒。"),
    ("f23", "我在银行贷了五十万买房，每月还四千二。"),
    ("f24", "我们家住在曲江，一百一十平的三室。"),
    ("f25", "我们家养了一只橘猫，叫馒头，特别能吃。"),
    ("f26", "馒头上周吐了两次，带去宠物医院查出来是毛球。"),
    ("f27", "赵敏的生日是中秋节那天，今年她想去华山看日出。"),
    ("f28", "赵敏的妈妈住在宝鸡，血压高，每个月要去医院复查。"),
    ("f29", "我和赵敏是二〇〇八年在部队的联欢会上认识的。"),
    ("f30", "今年腊月二十三是我们结婚十五周年。"),
    ("f31", "我打算明年在高新区开第二家分店。"),
    ("f32", "我最近在学用抖音直播卖面，粉丝才三千多。"),
    ("f33", "我右耳小时候发高烧烧坏了，听东西全靠左耳。"),
    ("f34", "我的手机是华为的，用了四年，屏幕裂了一道。"),
    ("f35", "我小学同学张军在西安交大当教授，研究新材料。"),
    ("f36", "张军每个月会来店里吃一次面，每次都要加两个鸡蛋。"),
    ("f37", "每年国庆节我们全家开车回咸阳过。"),
    ("f38", "吴桐想当兽医，说以后还要开一家猫咖。"),
    ("f39", "我的店在大众点评上评分是四点六。"),
    ("f40", "我不会游泳，小时候在渭河边差点淹着。"),
    ("f41", "我每年春节前给员工发一个月工资的红包。"),
    ("f42", "赵敏上个月报了驾校，科目一已经考过了。"),
    ("f43", "吴桐的班主任姓高，是教语文的。"),
    ("f44", "店里的招牌是清汤牛肉面，一碗十八块。"),
    ("s01", "Sarah is an Australian food blogger who filmed a video about our noodle shop "
            "last spring."),
    ("s02", "Sarah lives in Melbourne and comes to Xi'an every October."),
    ("s03", "Sarah cannot eat coriander; she says it tastes like soap."),
    ("s04", "Sarah's husband Tom is a pilot for Qantas."),
    ("s05", "Sarah is writing a cookbook about Shaanxi street food, due out next year."),
    ("s06", "Tom broke his ankle skiing in January and is still on crutches."),
    ("s07", "Sarah paid Wu Haifeng 2,000 yuan to teach her how to pull noodles by hand."),
    ("s08", "Sarah's video about the shop has been watched over 800,000 times on YouTube."),
]

QUESTIONS: list[Question] = [
    _q("医生让我少吃什么？", "zh", "f03"),
    _q("面馆几点关门？", "zh", "f02"),
    _q("吴桐每周六学什么？", "zh", "f07"),
    _q("我爸住在哪里？", "zh", "f10"),
    _q("面馆的大厨是谁？", "zh", "f13"),
    _q("牛肉每斤多少钱？", "zh", "f16"),
    _q("面馆房租一年多少？", "zh", "f17"),
    _q("我开的是什么车？", "zh", "f18"),
    _q("周末我去哪里听戏？", "zh", "f21"),
    _q("房贷每个月还多少？", "zh", "f23"),
    _q("我家的猫叫什么？", "zh", "f25"),
    _q("馒头查出来是什么问题？", "zh", "f26"),
    _q("第二家分店准备开在哪里？", "zh", "f31"),
    _q("吴桐的班主任教什么？", "zh", "f43"),
    _q("我老婆是做什么工作的？", "para", "f04"),
    _q("我老婆坐车有什么毛病？", "para", "f05"),
    _q("我女儿哪门功课不好？", "para", "f06"),
    _q("我父亲身体出了什么问题？", "para", "f09"),
    _q("谁要回老家办喜事？", "para", "f14"),
    _q("我多久去采购一次肉？", "para", "f15"),
    _q("我退伍前在部队干什么？", "para", "f20"),
    _q("我的烟瘾有多大？", "para", "f22"),
    _q("我岳母身体怎么样？", "para", "f28"),
    _q("我和老婆是怎么认识的？", "para", "f29"),
    _q("我们结婚多少年了？", "para", "f30"),
    _q("孩子将来想从事什么职业？", "para", "f38"),
    _q("我水性怎么样？", "para", "f40"),
    _q("过年前我给店里的人发什么？", "para", "f41"),
    _q("What does my wife do for a living?", "en-zh", "f04"),
    _q("What instrument is my daughter learning?", "en-zh", "f07"),
    _q("Who is the head cook at the noodle shop?", "en-zh", "f13"),
    _q("How much is the rent for the shop?", "en-zh", "f17"),
    _q("What is my cat's name?", "en-zh", "f25"),
    _q("What happened to my father last winter?", "en-zh", "f09"),
    _q("When is our wedding anniversary?", "en-zh", "f30"),
    _q("Sarah是哪个国家的人？", "zh-en", "s01"),
    _q("Sarah不能吃什么？", "zh-en", "s03"),
    _q("Tom是做什么工作的？", "zh-en", "s04"),
    _q("Sarah在写什么书？", "zh-en", "s05"),
    _q("Tom的脚怎么了？", "zh-en", "s06"),
]

OFF_TOPIC: list[str] = [
    "日本的首都是哪里？",
    "一公斤等于多少斤？",
    "怎么给iPhone备份照片？",
    "秦始皇是哪一年统一六国的？",
    "珠穆朗玛峰有多高？",
    "企鹅为什么不怕冷？",
    "兰州拉面和日本拉面有什么区别？",
    "怎么判断西瓜熟没熟？",
    "光速是多少？",
    "世界杯多少年举办一次？",
    "海水为什么是咸的？",
    "学钢琴要多少年才能弹好？",
    "比特币是谁发明的？",
    "北极熊吃什么？",
    "感冒了应该吃抗生素吗？",
]

# ruff: noqa: RUF001
"""The memories of bench/multilingual_seventeenth.py (`--set seventeenth`): its docstring says
who wrote them, how and when (blind, before any run, held out)."""

from __future__ import annotations

MEMORIES: list[tuple[str, str]] = [
    # written in Chinese, typed the way a student types in WeChat or on 小红书
    ("m01", "本人苏芮，22岁，乐山妹儿🙋‍♀️ 在成都读大三，计科专业，学校在郫都区，进一趟城坐地铁"
            "要一个多小时，破防"),
    ("m02", "寝室在梧桐苑3栋502，四人间上床下桌，室友是阿珂、糖糖和小鹿，寝室群名叫“502干饭王”"
            "🍚"),
    ("m03", "阿珂大名陈珂，贵州贵阳的，生日3.14，她说圆周率日出生注定是理科生哈哈哈"),
    ("m04", "糖糖=唐思雨，铁了心要考研，每天6:30就去图书馆占座，卷王本王👑"),
    ("m05", "小鹿是重庆妹子，王者巅峰赛2000分，寝室打游戏嗓门最大的就是她😅 但她炒的火锅底料绝"
            "绝子"),
    ("m06", "老妈在乐山市人民医院当护士，三班倒，每次视频第一句话都是“又熬夜了吧”"),
    ("m07", "老爸在峨眉山脚下开了家茶叶店，主要卖竹叶青和峨眉雪芽，清明前后最忙"),
    ("m08", "我弟苏睿读初二，数学稀烂，上次月考58分，老妈血压都上来了"),
    ("m09", "外婆住五通桥，78岁了，耳朵背，打电话得扯起嗓子喊，但她做的跷脚牛肉yyds"),
    ("m10", "家里的三花猫叫芋圆🐱 高三那年在小区垃圾桶旁边捡的，今年5岁，最黏老妈"),
    ("m11", "老妈说芋圆最近疯狂挠耳朵，宠物医院查出来是耳螨，开了滴耳液，一天一次连滴两周"),
    ("m12", "生活费一个月1800，老妈每月1号zfb转过来，基本撑不到月底🙃"),
    ("m13", "双十一剁手太狠，花呗这个月要还1260，再乱买我就是小狗"),
    ("m14", "找到兼职了！犀浦地铁站旁边一家柠檬茶店，叫“柠檬研究所”，一小时18块，包一顿晚饭"),
    ("m15", "柠檬茶店排班是周六周日下午2点到晚上10点，店长是个95后小姐姐叫Coco，人超nice"),
    ("m16", "柠檬茶店辞了😮‍💨 周末一站八小时腿废了，复习也耽误。现在改做家教，教初二男生数学，"
            "一小时80，每周三晚上加周六上午"),
    ("m17", "家教的小朋友叫浩浩，家住犀浦百伦广场旁边，他妈妈要求每次上完课在群里发学习反馈"),
    ("m18", "上学期GPA 3.62，专业第18/126，保研线大概前15%，悬得很"),
    ("m19", "六级第一次考了412，就差13分😭 破大防，12月再战"),
    ("m20", "六级报上了，12.13下午考，考点就在本校，准考证12.5开始打印，记得打！！"),
    ("m21", "四级大一上就过了，531分，那会儿还挺飘的"),
    ("m22", "操作系统要寄了，期中54分，老师说期末卷面不到50分总评直接不及格"),
    ("m23", "计网课设ddl是11.30晚上12点，用socket写个多人聊天室，我们组4个人我负责服务端"),
    ("m24", "软工presentation定在下周四3-4节，我们组做的校园二手交易小程序，我讲需求分析，PPT还"
            "没做完🥲"),
    ("m25", "班导王颖老师通知：周一晚7点B区203开班会，讲推免和综测，必须到，要签到"),
    ("m26", "综测加分材料交给班长杨帆，10.25截止，我有一个志愿者证书和一个校赛三等奖"),
    ("m27", "二等奖学金到账了🎉 2000块！准备给老妈买个颈椎按摩仪"),
    ("m28", "学长周屿大四，已经保研本校了，人超好，给了我一堆408的笔记，还说能帮我内推实习"),
    ("m29", "学长帮我内推了一家做餐饮SaaS的公司，叫饭点科技，在天府软件园，投的后端开发实习，11"
            ".18一面"),
    ("m30", "饭点一面结束，问了Redis缓存击穿、MySQL联合索引，手撕了个LRU，感觉还行？等消息ing"),
    ("m31", "上岸了家人们！！饭点科技给offer了，后端实习生，一天200，寒假1.5入职，一周至少到岗4"
            "天"),
    ("m32", "和江辰在一起了💕 他是隔壁软工班的，羽毛球社认识的，10.17那天在明远湖边表的白"),
    ("m33", "江辰绵阳人，185，羽毛球打得贼好，微信备注被我改成了“江小狗”🐶"),
    ("m34", "和江辰说好寒假去哈尔滨看冰雕，打算1月20号左右出发，机票先蹲着"),
    ("m35", "和江辰分了💔 他毕业要回绵阳考公，我想留成都，聊了一整晚还是谈不拢，emo到凌晨四点"),
    ("m36", "哈尔滨不去了，反正机票也没买。寒假改成跟阿珂去西安玩三天，她想看兵马俑"),
    ("m37", "进了学校羽毛球社，每周二、周四晚上7点到9点在西区体育馆训练，社费一学期50"),
    ("m38", "打羽毛球跳杀落地崴了😭 右脚踝肿成馒头，校医院说韧带拉伤，至少三周不能运动"),
    ("m39", "脚崴了这几天室友轮流给我带饭，阿珂天天扶我去上课，感动哭了"),
    ("m40", "脚好了！！今天回社里试着打了半小时，没疼，以后打球都得戴护踝"),
    ("m41", "尘螨过敏，一换季就喷嚏鼻涕停不下来，医生开的氯雷他定，一天一片睡前吃"),
    ("m42", "我青霉素过敏，小时候打完针起了一身疹子，看病一定要先跟医生说"),
    ("m43", "约了华西口腔拔智齿，12月2号下午两点半，左下那颗横着长的，要切开拔😱"),
    ("m44", "华西打电话说医生出差，拔牙推迟到12.9了，几点不变"),
    ("m45", "想寒假前把驾照拿了，报的郫都顺达驾校，学费3800，科一已过，98分"),
    ("m46", "科二约上了，下下周四上午，犀浦考场，教练说倒库一定要盯住后视镜那个点"),
    ("m47", "国庆和阿珂去了重庆，民宿在解放碑附近，两晚一共460，洪崖洞人挤人xswl，灯都没看到"),
    ("m48", "重庆回成都的高铁是10.4下午，到成都东，两个人车票一共196"),
    ("m49", "最近在xhs发学习vlog，账号叫“芮芮不摆烂”，粉丝涨到1200了，有一篇笔记小爆了3万赞"),
    ("m50", "手机屏幕摔碎了，去华为售后换屏花了680，心在滴血"),
    ("m51", "电脑是大一买的拯救者Y7000，16G内存，跑模型有点吃力，打算实习发工资换MacBook"),
    ("m52", "老妈生日是农历八月十五，正好中秋，每年都一边吃月饼一边给她过生日🎂"),
    ("m53", "老爸体检空腹血糖7.2，医生让控糖，结果他偷喝可乐被老妈当场抓包"),
    ("m54", "弟弟期中数学考了91！！老妈说是我暑假给他补课的功劳，奖励我500"),
    ("m55", "外婆上周在家摔了，髋骨骨折，住进了老妈她们医院，手术做完了，老妈上班顺便能照看"),
    ("m56", "糖糖考研报的浙大软件学院，但最近几次模考都不理想，她说在考虑换川大保底"),
    ("m57", "阿珂谈了个研究生男朋友叫阿哲，每天晚上十点准时送她到楼下"),
    ("m58", "小鹿在外面找了实习，春熙路一家游戏公司做UI，一周去三天，经常11点多才回寝室"),
    ("m59", "搬寝室了！！梧桐苑要翻修，我们整个寝室搬去银杏苑8栋217，楼下就是快递站，取件方便多"
            "了"),
    ("m60", "新寝室有独立卫浴了，但空调电费自己交，一度六毛，四个人AA"),
    ("m61", "二食堂三楼的冒菜yyds，一份15，阿姨手不抖，每周至少吃三回"),
    ("m62", "这学期周一周三都是早八，算法分析在一教A栋，点名超严，缺勤三次直接挂"),
    ("m63", "算法课的李教授外号“李扒皮”，每周作业一道LeetCode hard，但讲得是真的清楚"),
    ("m64", "和周屿学长、阿珂一起做大创，做识别川菜的图像分类小程序，指导老师张老师，中期答辩11"
            "月底"),
    ("m65", "大二的时候立了flag：考研，目标川大计算机，数学一先啃起来"),
    ("m66", "纠结了一个月，决定不考研了，直接找工作😮‍💨 计算机卷成这样，不如早点实习攒经验"),
    ("m67", "办了校门口健身房的月卡，199一个月，目标年前瘦到100斤，现在108"),
    ("m68", "健身一个月掉了4斤，现在104💪 离目标不远了"),
    ("m69", "每天一杯瑞幸生椰拿铁续命，9块9的券用完就不喝了（不可能）"),
    ("m70", "我生日是6.8，今年室友们在寝室给我过的，小鹿订了个芋泥蛋糕"),
    ("m71", "开了个存钱计划，每周往余额宝存100，目标年底攒够3000寒假出去玩"),
    ("m72", "小鹿找我借了500，说她数位板坏了急着换，月底发实习工资就还"),
    ("m73", "小鹿把500还我了，还多转了52说请我喝奶茶，好姐妹贴贴"),
    ("m74", "今天在学校献血车献了300ml，送了个保温杯和两张电影票"),
    ("m75", "选修选了川剧艺术鉴赏，每周五下午，期末交一篇观后感就行，水课yyds"),
    ("m76", "图书馆四楼靠窗那排是我的固定座位，插座是好的，别的位置插座一半是坏的"),
    ("m77", "身份证弄丢了😭 去派出所补办，要等20天，先用临时身份证"),
    ("m78", "饭点的HR说工资卡要招商银行的，入职前办好把卡号发给她"),
    ("m79", "老妈知道我分手了连夜打视频，说不合适就算了，回家妈给你炖排骨，破防了"),
    ("m80", "最近失眠好严重，基本凌晨2点才睡得着，褪黑素吃了也没用，室友说是我睡前刷手机太多"),
    ("m81", "周屿学长请我和阿珂在玉林路吃烧烤，庆祝我拿offer，他说实习期多问多学别怕丢人"),
    ("m82", "在羽毛球社还是会碰到江辰，好尴尬，我现在只周二去，他一般周四去"),
    ("m83", "每周五晚上去外院的英语角练口语，上次认识了一个法国交换生Lucas"),
    ("m84", "班群说寒假社会实践报告要2000字以上，开学第一周交给班导"),
    ("m85", "这周末想去太古里逛逛，顺便去IFS看熊猫爬墙打个卡📸"),
    ("m86", "寒假实习要在软件园附近短租个单间，中介说一个月1500，押一付一，国庆后就开始看房了"),
    # written in English, notes to herself in the same life
    ("e01", "Lucas, the French exchange student I met at the English corner, comes from Lyon. "
            "He is learning Chinese, so after each session I help him with his tones for half "
            "an hour."),
    ("e02", "My Kaggle teammate is Priya, a master's student in Bangalore. We are in a house "
            "price prediction competition and we are ranked 143rd out of about 2,000 teams."),
    ("e03", "Note for the Fandian Tech interview: the second round is system design with the "
            "tech lead, Mr. Hu. Review message queues and rate limiting before Tuesday night."),
    ("e04", "Started Andrew Ng's machine learning course online. Plan: one week of videos "
            "every weekend. I am on week 3 now and the homework is in Python."),
    ("e05", "Tom, the Canadian exchange student in our software engineering group, draws all "
            "our mockups in Figma. He knows only a little Chinese, so half of our group chat "
            "is in English."),
    ("e06", "My cousin Vivian is a nurse in Melbourne. She says many IT master's programs in "
            "Australia accept a GPA around 3.0, and that I should sit IELTS next summer if I "
            "want to apply."),
    ("e07", "Physio plan for my ankle from the campus clinic: heel raises, three sets of "
            "fifteen every evening, and standing on one foot for thirty seconds with my eyes "
            "closed."),
    ("e08", "Networking course project: I am writing the chat server in Python with asyncio. "
            "It must handle at least fifty clients at once and keep the chat history in "
            "SQLite."),
    ("e09", "My English tutor on the app is Sarah from Manchester. Each session is 25 minutes "
            "and costs 60 yuan; we mostly practise for the CET-6 speaking test."),
    ("e10", "Jake, a backpacker from Texas, stayed at the same homestay in Chongqing over the "
            "National Day holiday. He took us to a hotpot place down some old stone steps "
            "where there was no queue at all."),
]

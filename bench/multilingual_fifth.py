# ruff: noqa: RUF001
"""A fifth Chinese set for bench/multilingual.py (`--set fifth`), written fresh for issue 25
in the fifth session, before anything was run on it, and held out: from then on the earlier
four sets (dev, third, confirm and fourth) were all seen and this one only checked, once at
the start on main and once at the end.

A young woman who writes about herself in the first person, in 广州: 林晓雯 (29, an ICU nurse
from 长沙), her boyfriend 陈凯 (a game programmer from 潮州), her flatmate 阿珍 and 阿珍's corgi
可乐, her parents in 长沙 (her mother runs a rice-noodle shop, her father a retired railway
worker), her brother 林晓东 at university in 武汉, her grandmother, the head nurse 罗, the
colleague 小叶, her lop-eared rabbit 团子, and two foreigners whose memories are written in
English: Priya Nair, a visiting doctor from India, and Emma, a British teacher who is her
language-exchange partner. Same question kinds as the other sets ("zh", "para", "en-zh",
"zh-en"); the questions include recurring times (每周三, 每月初, 每个月十号), questions about 我
beside memories about other people with the same attribute (allergies, pets, parents), kin
words across languages (boyfriend, younger brother, father, mother), and off-topic questions
near the household's domains (nursing, rabbits, Japanese, badminton, the marathon).

Its conflict pairs are in tests/data/conflicts_zh.jsonl, split "zh7".

Written without reading the development set first, it turned out (after it had been run on main)
to echo that set's household closely: the same name and trade (林晓雯, a nurse), her back, her
glasses, her strict but kind head nurse, a licence she dares not drive with, Emma from
Manchester. Its figures are reported, but it is not a set the rules never saw the like of:
bench/multilingual_sixth.py, checked against the other sets before it was committed, is.
"""

from __future__ import annotations

from multilingual_data import Question, _q

MEMORIES: list[tuple[str, str]] = [
    ("w01", "我叫林晓雯，今年二十九岁，在广州一家三甲医院的重症监护室当护士。"),
    ("w02", "我是湖南长沙人，大学毕业以后一个人来的广州。"),
    ("w03", "我上班是白班夜班轮着来，每个月大概有八个夜班。"),
    ("w04", "我对青霉素过敏，小时候打针休克过一次。"),
    ("w05", "我腰椎间盘有点突出，不能久站，也不能搬重东西。"),
    ("w06", "我男朋友陈凯是写代码的，在天河的一家游戏公司上班。"),
    ("w07", "陈凯比我小两岁，我们在一起快三年了。"),
    ("w08", "陈凯每周三晚上跟同事去打羽毛球。"),
    ("w09", "我和室友阿珍在海珠区合租了一套两室一厅，每人每月两千三。"),
    ("w10", "阿珍在一家外贸公司做跟单，经常要跟国外客户视频到半夜。"),
    ("w11", "我妈在长沙开了一家米粉店，开了快二十年了。"),
    ("w12", "我爸以前是铁路上的工人，前年退休了，现在天天去湘江边钓鱼。"),
    ("w13", "我弟弟林晓东在武汉读大三，学的是土木工程。"),
    ("w14", "晓东的生活费我出一半，每个月初给他转一千五。"),
    ("w15", "我奶奶今年八十六了，耳朵有点背，住在我姑姑家。"),
    ("w16", "我养了一只垂耳兔，叫团子，最爱吃苹果。"),
    ("w17", "团子上个月打了一针疫苗，下一针要等到明年三月。"),
    ("w18", "我在自学日语，打算今年十二月去考N2。"),
    ("w19", "每周日上午我上一节日语网课，老师是大连人。"),
    ("w20", "我最喜欢的歌手是陈奕迅，去年在深圳看过他的演唱会。"),
    ("w21", "我不吃香菜，也吃不了太辣的，在湖南人里算是怪的。"),
    ("w22", "我的信用卡还欠着一万二，打算年底前还清。"),
    ("w23", "我想明年考研究生，方向是护理管理。"),
    ("w24", "我们的护士长姓罗，要求很严，但是对新人很照顾。"),
    ("w25", "科室里跟我最要好的同事是小叶，她下个月开始休产假。"),
    ("w26", "我每天骑共享单车去医院，路上十五分钟。"),
    ("w27", "我右手腕上有一道疤，是大学的时候切西瓜划的。"),
    ("w28", "我近视五百度，上班戴框架眼镜，休息的时候戴隐形。"),
    ("w29", "陈凯的爸妈住在潮州，家里是做牛肉丸生意的。"),
    ("w30", "今年春节我第一次去陈凯家见了他爸妈。"),
    ("w31", "陈凯他妈妈给了我一个八千八的红包。"),
    ("w32", "今年单位体检，我查出来有点贫血。"),
    ("w33", "阿珍养了一条柯基，叫可乐，天天在客厅掉毛。"),
    ("w34", "我周末喜欢去沙面拍照，用的是一台富士的微单。"),
    ("w35", "我的手机是苹果十三，上个月刚换了一块电池。"),
    ("w36", "我爸有高血压，每天早上吃一片降压药。"),
    ("w37", "我妈的米粉店在五一广场附近，早上五点半就开门。"),
    ("w38", "晓东交了个女朋友，是他们学校学会计的。"),
    ("w39", "国庆节我打算带陈凯回长沙见我爸妈。"),
    ("w40", "我大学是在中南大学读的护理专业。"),
    ("w41", "我的工资到手一个月九千左右，夜班费另外算。"),
    ("w42", "房租是每个月十号交，我直接转给房东。"),
    ("w43", "我睡眠不好，下了夜班常常要吃褪黑素才睡得着。"),
    ("w44", "我去年考了驾照，但一直没车开，现在不太敢上路。"),
    ("w45", "我们科室每周五早上七点半开交班会。"),
    ("w46", "陈凯有轻微的哮喘，身上总带着喷雾。"),
    ("e01", "Priya Nair is a visiting doctor from Kerala who spent six months in our ICU."),
    ("e02", "Priya went back to India in August and now works at a hospital in Kochi."),
    ("e03", "Priya is a vegetarian and brought her own box of spices to the staff canteen."),
    ("e04", "Emma is my language exchange partner from Manchester; she teaches at an "
            "international school in Guangzhou."),
    ("e05", "Emma and I meet every Saturday afternoon at a cafe in Zhujiang New Town."),
    ("e06", "Emma's boyfriend Jake is a firefighter back in England."),
    ("e07", "Emma is allergic to cats and starts sneezing in any flat with a cat in it."),
    ("e08", "Emma is training for the Hong Kong marathon in February."),
]

QUESTIONS: list[Question] = [
    _q("我对什么药过敏？", "zh", "w04"),
    _q("陈凯在哪里上班？", "zh", "w06"),
    _q("陈凯每周三晚上干什么？", "zh", "w08"),
    _q("团子爱吃什么？", "zh", "w16"),
    _q("我打算什么时候考N2？", "zh", "w18"),
    _q("我和阿珍住在哪个区？", "zh", "w09"),
    _q("我妈的米粉店开在哪里？", "zh", "w37"),
    _q("晓东学的是什么专业？", "zh", "w13"),
    _q("我们的护士长姓什么？", "zh", "w24"),
    _q("陈凯的爸妈住在哪里？", "zh", "w29"),
    _q("我的信用卡还欠多少钱？", "zh", "w22"),
    _q("阿珍的狗叫什么？", "zh", "w33"),
    _q("房租每个月几号交？", "zh", "w42"),
    _q("科室每周几开交班会？", "zh", "w45"),
    _q("我男朋友比我大还是比我小？", "para", "w07"),
    _q("我爸退休前是干什么的？", "para", "w12"),
    _q("我每个月给弟弟多少钱？", "para", "w14"),
    _q("我奶奶多大岁数了？", "para", "w15"),
    _q("我的宠物下一次什么时候打针？", "para", "w17"),
    _q("我喜欢听谁唱歌？", "para", "w20"),
    _q("我吃东西有什么忌口？", "para", "w21"),
    _q("我以后想读哪个方向的研究生？", "para", "w23"),
    _q("我平时怎么去上班？", "para", "w26"),
    _q("我的眼睛多少度？", "para", "w28"),
    _q("我是什么时候第一次见男朋友父母的？", "para", "w30"),
    _q("我体检查出了什么毛病？", "para", "w32"),
    _q("我下夜班以后怎么睡觉？", "para", "w43"),
    _q("我男朋友身体有什么问题？", "para", "w46"),
    _q("What is my boyfriend's job?", "en-zh", "w06"),
    _q("What is my younger brother studying?", "en-zh", "w13"),
    _q("What kind of pet do I keep?", "en-zh", "w16"),
    _q("Which singer do I like best?", "en-zh", "w20"),
    _q("What does my father do every day now that he is retired?", "en-zh", "w12"),
    _q("Where is my mother's shop?", "en-zh", "w37", "w11"),
    _q("How much was the red envelope my boyfriend's mother gave me?", "en-zh", "w31"),
    _q("Priya是从哪里来的？", "zh-en", "e01"),
    _q("Priya现在在哪里工作？", "zh-en", "e02"),
    _q("Priya吃肉吗？", "zh-en", "e03"),
    _q("Emma的男朋友是做什么的？", "zh-en", "e06"),
    _q("Emma在为什么比赛做训练？", "zh-en", "e08"),
]

OFF_TOPIC: list[str] = [
    "巴西的首都是哪里？",
    "一年有多少个星期？",
    "护士资格证怎么报名？",
    "兔子一般能活多少年？",
    "日语的五十音图一共有多少个假名？",
    "羽毛球比赛一局打到多少分？",
    "长城到底有多长？",
    "溏心蛋要煮几分钟？",
    "火星上有水吗？",
    "月饼是从哪个朝代开始有的？",
    "股票和基金有什么区别？",
    "天空为什么是蓝色的？",
    "衣服上的油渍怎么洗掉？",
    "马拉松全程是多少公里？",
    "猫为什么喜欢晒太阳？",
]

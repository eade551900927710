# ruff: noqa: RUF001, RUF002, RUF003
"""What a question asks: about the person (their life, their things, their past) or general
knowledge (how to do something, why something is so, what sets two kinds apart, what a kind
is good or bad for), and which memories can answer the latter.

A personal store holds what one person told about their own life. A question about the world
on a topic one memory touches (下象棋有什么技巧？ beside 老周每周二晚上来我家下象棋, "How many
calories does swimming burn?" beside "I swim every Thursday") gets a cosine as high as a
paraphrase about that life, so the relevance floor (retrieval/floor.py) answers it with the
memory, which says nothing about tips or calories. Such a question is read in two parts:

- whom it is about: no one. It speaks neither of the speaker nor of anyone by their relation
  to them (我, 我们, 老婆, 孩子: retrieval/subject.py `speaks_of_someone`; I, my, we, our, "my
  wife"), names none of the store's names, and points at no particular thing (这, 那; "the"
  is left alone: "the rules of chess" are general);
- what it asks: a general reading, told by how it is asked (`asks_general`): how to do
  something (怎么 / 如何 / 怎样 + a verb, 怎么办; "how do you", "how to"), why (为什么, 为何;
  "why do"), a property of a kind (有什么技巧 / 好处 / 坏处 / 区别 / 影响 / 作用…; "the benefits
  of", "tips for", "the difference between"), what a thing is (什么是, 是什么意思; "what is a"),
  whether a kind is safe or healthy (安全吗, 健康吗; "is it safe to"), what holds in general
  (一般, 通常, 平均, 一共, 总共; "in general", "usually", "how many … are there"), what
  one should or must do (应该 / 需要 / 要 + what: 高血压患者应该少吃什么？, 水温要保持多少度？,
  a norm for a kind; asked of no one, since 我妈应该少吃什么？ speaks of someone), and what a
  kind or a task needs or takes, asked right after the modal (织一条围巾需要多少毛线？,
  装修要多少钱？; "how much flour do you need for a loaf", "what is needed to renew a visa";
  not a wish, 想要什么, nor a plan's time, 要几点出发).
  (Session 10) Four more ways of asking about a kind: whether a kind of person, named by what
  sets it apart, may do something (腰不好的人能不能游泳？, 孕妇可以吃螃蟹吗？; "Can people with
  gout drink beer?"; with no subject written, 周末能去爬山吗？, the speaker is meant);
  whether a kind is good or bad for something, asked yes or no (瑜伽对膝盖有好处吗？, 喝豆浆
  对骨头好吗？; "Is yoga good for a bad back?"); which kind a kind belongs to (番茄属于水果
  还是蔬菜？, 评弹是一种什么曲艺？; "Is a tomato a fruit or a vegetable?", "What kind of tea
  is oolong?"); how two kinds differ however it is asked (豆浆和牛奶的区别？; "How is X
  different from Y?", "X vs Y"); where or when a kind comes from (评弹起源于哪里？, 算盘是谁
  发明的？). 他 / 她 and a surname with a title (郑师傅, 王老师) speak of
  someone.
  (Session 11) More: whether a kind, named as the subject, can be cured, undone or
  passed on (脂肪肝能不能逆转？, 白癜风可以根治吗？), or calls for a treatment (胆结石需不需要
  开刀？); where a kind's threshold lies (血糖多少以上算糖尿病？, 体温算不算发烧？); who
  discovered a thing (胰岛素是谁发现的？); what one round of a game holds (围棋一盘下几个
  钟头？); and (untested on any set) what a kind holds (荔枝含什么维生素？), how much of it
  suits anyone (鸡蛋一天吃几个合适？), whether two kinds go together (柿子和螃蟹能一起吃吗？).
  And whom a question is about is read by meaning (retrieval/subject.py
  `speaks_of_one`): a relation word in any register (家父, 内人, 舍弟), a thing pointed at
  (那只鸟), someone described by country and trade (印度技术员), a particular event of the
  asker's with no subject written (下完夜班怎么解决失眠？, 是在哪儿买的？, 上次…) make a
  question personal, however it is asked.
  (Stop 19) The norms and rules of a kind, asked of no one: what brings a kind about
  (川崎病是由什么引起的？), what it leads to (会导致失明吗？), a property named before the
  question word (症状有哪些？, 正常值是多少？), whether it needs something (需要喂食吗？), how long
  it takes (要多久), how soon or from what age one may act (手术后多久可以…, 多大可以…), what
  suits it (适合做哪些锻炼？), by what measure it is graded (按什么标准), whether it is handed
  down (是遗传的吗？) or must be done (一定要拔吗？), which of two is better (X和Y哪个更…),
  whether a kind named as the subject may do something (游泳能减肥吗？; not after a time:
  周末能去爬山吗？ is a plan). docs/languages.md, "The floor, stop 19".
  The cue words are inputs to this reading, not the reading itself.

What such a question asks about is its content with the question's own words taken out (its
`asked` parts: 下象棋 and 技巧; swim, calori, burn). A memory answers it only when it holds
every part (a Chinese part by one of its character pairs, an English part as an index term;
a quality asked by degree, 快 of 怎么学吉他比较快？, by its one character):
one that states the person's own tips for chess does, one that says who comes to play chess
does not. A why question is answered only by a memory that also gives a reason (因为, 为了,
是为…, "because": stop 33): one that tells the custom happened (居委会送来一盒重阳糕) says
nothing of why. When no memory answers, the question gets nothing, whatever the cosines.
A question that speaks of the person keeps the reading it had (我应该怎么学吉他？ is about
the speaker), and so does a question of more than QUESTION_MOST characters (a pasted
conversation, as MADial's), and one whose topic the store introduces as someone (`introduced`:
志强周六晚上为什么要值班？ beside 我老公陈志强…). A topic that merely opens memories is not
someone: 理发用的推子怎么保养？ beside 理发店每天九点开门 asks about clippers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.entities_zh import people_zh
from ebbing.core.query import proper_names, terms
from ebbing.lang import has_cjk, language_of
from ebbing.lang.latin import latin_language
from ebbing.retrieval import general_latin, happening, kindcues
from ebbing.retrieval.cantonese_asked import asked_in_mandarin
from ebbing.retrieval.intent import UNREAD, Reading
from ebbing.retrieval.introduced import introduced
from ebbing.retrieval.occasion import asks_occasion
from ebbing.retrieval.subject import EN_PERSONAL, speaks_of_one

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

CJK = ("zh", "ja", "ko")
QUESTION_MOST = 80  # characters, as retrieval/subject.py's: a question, not a conversation

# properties of a kind a question may ask for (有什么技巧？, 有哪些好处？)
PROPERTIES_ZH = ("技巧", "窍门", "诀窍", "好处", "坏处", "益处", "害处", "危害", "区别", "不同",
                 "差别", "差异", "影响", "作用", "功效", "用处", "用途", "方法", "办法", "讲究",
                 "注意事项", "禁忌", "特点", "规则", "规矩", "风险", "副作用", "营养", "意义",
                 "由来", "原理", "症状", "原因", "后果", "正常值", "正常范围")
# a kind of person, named by what sets it apart (…的人, 患者, 孕妇): anyone of that kind, not
# someone of this life (a relation word, 我妈, is: retrieval/subject.py)
# whether a kind is good for something, asked yes or no (喝豆浆对骨头好吗？): 好 is what it
# asks for, as 好处 of 有什么好处, a part of its own
_ZH_GOOD = re.compile(r"对[^，。？?]{1,6}?(好|有益|有帮助)(?:吗|不好)")
# what a kind is (评弹是一种什么曲艺？): answered by a memory that says it is one (X是一种Y)
_ZH_KIND_OF = re.compile(r"是(一[种类])")
# times that open a question about the speaker's plans (周末能去爬山吗？, 明天可以晚点到吗？)
_TIMES = (r"周末|今天|明天|后天|今晚|明晚|晚上|早上|上午|下午|中午|白天|夜里|下周|这周"
          r"|周[一二三四五六日天]|星期|礼拜|月底|月初|年底|过年|春节|国庆|放假|假期|暑假|寒假"
          r"|下班|上班")
KIND_OF_PERSON = r"(?:的人|患者|病人|孕妇|老年人|成年人|儿童|新手|一般人|普通人)"
# (stop 31) a question that opens with a time of the asker's own calendar, a holiday, a day
# counted from today, the weekend or the working day (过年怎么安排 先去谁家, 上班通勤多久 怎么去,
# 周末去哪儿吃): what it asks is the asker's plan or routine, with no subject written, however
# it asks it; a part of the day (晚上, 早上) is left out (晚上吃水果会胖吗？ asks of anyone), and
# so is a why (春节为什么要贴春联？ asks a custom) and a word that merely opens with one (上班族)
OWN_CALENDAR = re.compile(
    r"^(?:过年|春节|国庆|五一|十一|元旦|中秋|端午|清明|放假|假期|暑假|寒假|周末|今天|明天|后天"
    r"|今晚|明晚|下周|这周|下礼拜|这礼拜|月底|年底|上班|下班)(?!族|时间|月)"
    r"(?![^，。？?]*(?:为什么|为何|为啥))")
_ZH_GENERAL = re.compile(
    r"怎么(?!了|样|回事|还|没|不|会是)|怎样(?!了)|如何|咋(?!了|样)"  # how to do something
    r"|为什么|为何|为啥"  # why something is so
    r"|(?:什么|哪些|啥)(?:样的)?(?:" + "|".join(PROPERTIES_ZH) + ")"  # a property of a kind
    r"|什么是|是什么意思|指的是什么|是什么东西"  # what a thing is
    # (stop 33) what a sign of a kind stands for (等高线越密代表什么？, 红灯意味着什么？)
    r"|(?:代表|意味着|象征)着?(?:什么|啥)"
    r"|(?:安全|健康|有害|有毒|有用|有效|靠谱|危险|正常|伤身|卫生)吗"  # whether a kind is so
    # (stop 24) whether doing a kind of thing pays, asked yes or no (提前还房贷划算吗？, 是不是
    # 一定划算, 值得吗), a judgement of the kind as 安全吗 is
    r"|(?:划算|合算|值得)吗|(?:是不是|是否)[^，。？?]{0,3}(?:划算|合算|值得)"
    r"|一般|通常|平均|一共|总共|能[^，。？?]{0,6}多少"  # what holds in general
    r"|应该[^，。？?]{1,8}吗"  # advice: whether one should
    # advice, what one should or must do (高血压患者应该少吃什么？, 水温要保持多少度？): a norm
    # for a kind, asked of no one, not what someone did
    r"|(?:应该|应当|需要|要)[^，。？?]{1,6}(?:什么|哪些|哪种|多少|几)"
    # what a kind or a task needs or takes, asked right after the modal (织一条围巾需要多少
    # 毛线？, 腌一坛酸菜要几斤盐？): 应该 / 应当 / 需要 + what, how much or how many; a bare 要
    # only + how much or how many (要什么 is a wish: 生日想要什么？; 想要, 还要, 不要, 只要, 主要,
    # 重要 are other words); never a time of day (明天要几点出发？ is a plan)
    r"|(?:应该|应当|需要)(?:什么|哪些|哪种|多少|几(?!点))"
    r"|(?<![想还不只主重需])要(?:多少|几(?!点))"
    # (session 10) whether a kind is good or bad for something, asked yes or no (瑜伽对膝盖有
    # 好处吗？, 喝浓茶有没有害处？): the property asked of the kind, as 有什么好处
    r"|有(?:没有)?(?:" + "|".join(PROPERTIES_ZH) + ")(?:吗|没有)|有没有(?:"
    + "|".join(PROPERTIES_ZH) + ")"
    # whether a kind of person may or should do something, the kind named as the subject by
    # what sets it apart (痛风的人能不能喝啤酒？, 孕妇可以吃螃蟹吗？): with no subject written
    # (周末能去爬山吗？) the speaker is meant, and the question stays personal
    r"|" + KIND_OF_PERSON + r"(?:也|都|还|就)?(?:能|可以|可否|适合|适不适合|应不应该|要不要)"
    # which kind a kind belongs to (番茄属于水果还是蔬菜？, 蝙蝠属于哪一类动物？), and the
    # difference between kinds however it is asked (豆浆和牛奶的区别？, 两者差别大吗？)
    r"|属于[^，。？?]{0,8}(?:什么|哪|还是|啥)|区别|差别|差异"
    # what a kind is (南音是一种什么音乐？), and whether it is good for something, asked yes or
    # no (喝豆浆对骨头好吗？)
    r"|" + _ZH_KIND_OF.pattern + "|" + _ZH_GOOD.pattern
    # where or when a kind comes from (评弹起源于哪里？, 算盘是谁发明的？, 普洱茶原产于哪里？)
    + r"|(?:起源|发源|发明|原产|产自)(?:于|自|在|是)?[^，。？?]{0,6}(?:哪|什么|谁|几)"
    + r"|是谁(?:最早|最先|首先)?(?:发明|发现)"
    # (session 11) whether a kind, named as the subject, can be cured, undone or passed on
    # (脂肪肝能不能逆转？, 白癜风可以根治吗？, 近视会遗传吗？, stop 26: 胃炎能不能好得了): what
    # a condition is, asked of none in particular (我的脂肪肝…, 子琪的哮喘… speak of someone);
    # with no subject written (能治好吗？) nothing is said to be a kind
    + r"|[\u4e00-\u9fff]{2}(?:能不能|能否|可不可以|可以|会不会|能|会)(?:被)?(?:彻底|完全)?"
    r"(?:逆转|治好|治愈|根治|痊愈|自愈|复发|传染|遗传|好得了)"
    # where a kind's threshold lies (近视多少度以上算高度近视？, 血压多少算高？, 体温算不算
    # 发烧？): what a kind is, by a measure; not 打算, 计算, 换算
    r"|(?:多少|几)[^，。？?]{0,6}(?<![打计换预清结核盘])算(?![了账术])"
    r"|(?<![打计换预清结核盘])算不算"
    # whether a condition, named as the subject, calls for a treatment (腱鞘炎要不要打针？,
    # 胆结石需不需要开刀？): a norm for the kind; of someone (我妈要不要住院？) it is personal
    r"|[\u4e00-\u9fff]{2}(?:要不要|需不需要|用不用|该不该|应不应该)(?:去|马上)?"
    r"(?:打针|打封闭|打疫苗|做手术|动手术|开刀|吃药|住院|输液|化疗|放疗|理疗|针灸|吃抗生素)"
    # what one round of a game or contest holds (羽毛球一局打到多少分？, 围棋一盘下几个钟头？):
    # a rule of the kind; not a particular round (上一场, 这一局, 那一盘)
    r"|(?<![上下这那])一(?:局|场|盘|届|轮)[^，。？?]{0,8}(?:多少|几)"
    # what a kind holds (荔枝含什么维生素？, 一个鸡蛋含多少蛋白质？), how much of it suits
    # anyone (鸡蛋一天吃几个合适？), whether two kinds go together (柿子和螃蟹能一起吃吗？)
    r"|含(?:有)?(?:什么|哪些|多少)|(?:多少|几)[^，。？?]{0,3}(?:比较)?(?:合适|为宜)"
    r"|(?:能|可以|能不能)(?:一起|同时)(?:吃|喝|服用?|用)"
    # (stop 19) what brings a kind about (川崎病是由什么引起的？, 痛风是什么导致的？), and a
    # property named before the question word (脱发的原因是什么？, 贫血的症状有哪些？)
    r"|(?:由|是)(?:什么|哪些|啥)[^，。？?]{0,4}(?:引起|导致|造成|引发|诱发)"
    r"|(?:" + "|".join(PROPERTIES_ZH) + r")(?:是什么|有哪些|是啥|有啥|是多少)"
    # whether a kind needs something (乌龟冬眠的时候需要喂食吗？), how long a kind or a task
    # takes (菠萝种下去要多久才能结果？), how soon one may do something after it (拔牙后多久可以
    # 吃东西？), what suits a kind (腰椎间盘突出适合做哪些锻炼？), by what measure kinds are
    # told apart (结节的分级是按什么标准分的？): norms and rules of a kind, asked of no one
    r"|需要[^，。？?]{1,8}吗|需不需要|(?:要|需要|得)(?:多久|多长时间)"
    r"|多久(?:以后|之后)?才?(?:能|可以)"
    r"|适合[^，。？?]{0,4}(?:什么|哪些|哪种|吗)|适不适合"
    r"|(?:按|按照|根据|依据)(?:什么|哪些|啥)"
    # norms of a kind: what it leads to (白内障会导致失明吗？), whether it is handed down
    # (是遗传的吗？) or must be done (智齿一定要拔吗？), from what age (狗多大开始打疫苗？),
    # which of two is better (龙井和碧螺春哪个好喝？), what it is made with (用什么做的？),
    # which of two ways of one doing (饭前吃还是饭后吃: the way named last in both)
    r"|(?:会|能)(?:导致|引起|造成|诱发|引发)|(?:遗传|传染)的吗|一定要[^，。？?]{1,6}吗"
    r"|多大(?:以后|之后)?(?:就|才)?(?:能|可以|开始)|[和跟与][^，。？?]{1,8}哪(?:个|种|样)(?:更|比较)?"
    r"|用(?:什么|啥|哪些|哪种)[^，。？?]{0,4}(?:做|熬|煮|炖|酿|编|织|烧|制|造|泡|腌)成?的"
    r"|[\u4e00-\u9fff]{1,3}(?P<way>[\u4e00-\u9fff])还是[\u4e00-\u9fff]{1,3}(?P=way)(?:[？?]|$)"
    # whether a kind, named as the subject before the modal, may do something (狗可以吃巧克力
    # 吗？, 胃溃疡能喝咖啡吗？, 游泳能减肥吗？); a time before it is the speaker's plan (周末能去
    # 爬山吗？ stays personal)
    r"|^(?!" + _TIMES + r")[\u4e00-\u9fff]{2,7}(?:能|可以)[\u4e00-\u9fff]{1,5}吗[？?]?$")
_ZH_ASKED_FOR = re.compile("(" + "|".join(
    (*PROPERTIES_ZH, "安全", "健康", "有害", "有毒", "有用", "有效", "靠谱", "危险", "正常", "伤身",
     "卫生", "划算", "合算", "值得", "起源", "发源", "发明", "发现", "原产", "产自")) + ")")
# a name written in Latin letters in a CJK question (Emma为什么…) is someone's
_LATIN_NAME = re.compile(r"[A-Z][a-z]+")
# a particular thing, not a kind: 这 / 那 (这家店, 那个人), but not 那么; someone already
# spoken of: 他 / 她 (not the 他 of 其他 "other", 他人 "others", 吉他 "guitar", 利他)
_ZH_PARTICULAR = re.compile(r"这|那(?!么)|(?<![吉其利])他(?!人)|她")
# the question's own words: what is left between them is what it asks about
_ZH_QUESTION_WORDS = re.compile(
    r"[，。？！、；：,.?!;:\s“”\"'《》（）()]|为什么|为何|为啥|怎么办|怎么|怎样|如何|咋|什么样的|"
    r"什么是|是什么意思|指的是|什么|哪些|哪里|哪个|哪种|多少|多久|几点|几个|几种|几(?![乎多])|一共|总共|一般|"
    r"通常|平均|应该|需要|可以|比较|有没有|是不是|能不能|可不可以|能否|可否|属于|还是|要不要|"
    r"的时候|时候|"
    r"一种|一类|有帮助|有益|好吗|谁|"
    r"患者|病人|一个|一次|一下|有|是|的|和|跟|"
    r"与|对|吗|呢|吧|啊|能|要|会|最|个|得|地|了|都|还|就|又|才|在|用|让|把|被|给|比|更|很|太")

_EN_PARTICULAR = re.compile(r"\b(?:this|that|these|those)\b", re.IGNORECASE)
_EN_GENERAL = re.compile(
    r"\bhow (?:do|does|can|should|would) (?:you|one|people|someone)\b|\bhow to\b"
    r"|\bwhy (?:do|does|is|are|can|would|should)\b"
    r"|\b(?:benefits?|advantages?|disadvantages?|risks?|dangers?|tips?|tricks?|rules|effects?|"
    r"side effects?|pros and cons|causes?|symptoms?) (?:of|for)\b"
    r"|\bdifference between\b|\bis it (?:safe|healthy|bad|good|ok|okay|dangerous|normal) to\b"
    r"|^what is (?:a|an)\b|\bwhat does \w+ mean\b"
    r"|\bhow (?:many|much|long|often)\b[^?]*\b(?:are there|does (?:a|an|it)|do \w+s)\b"
    r"|\bhow (?:many|much) \w+ (?:does|do|can|will) (?!you\b)"
    r"|\bin general\b|\busually\b|\btypically\b|\bon average\b"
    # what a kind or a task needs, "you" anyone ("How much flour do you need for a loaf?",
    # "What is needed to renew a visa?"): a norm, as 需要多少 / 需要什么
    r"|\b(?:how (?:many|much)(?: \w+)?|what) do (?:you|people) need (?:to|for)\b"
    r"|\b(?:is|are) needed (?:to|for)\b"
    # (session 10) whether a kind is good or bad for something ("Is yoga good for a bad
    # back?"), whether a kind of person, named by what sets it apart, may do something ("Can
    # people with gout drink beer?", "Is it safe for someone with asthma to run?"), which
    # kind a kind belongs to ("Is a tomato a fruit or a vegetable?", "What kind of tea is
    # oolong?") and how two kinds differ ("How is a violin different from a viola?")
    r"|^(?:is|are) [\w' -]{2,30} (?:good|bad|healthy|harmful|helpful) for\b"
    r"|\b(?:can|could|should|may) (?:people|someone|anyone|a person|adults|children|patients)"
    r" (?:with|who)\b|\bfor (?:people|someone|anyone|a person) (?:with|who)\b"
    r"|^(?:is|are) (?!it\b|they\b)(?:a |an )?[\w-]+(?: [\w-]+)? (?:a|an) [\w -]+ or (?:a|an)\b"
    r"|^what (?:kind|type|sort) of [\w -]+ (?:is|are) (?!it\b|they\b)(?:a |an )?[\w-]+\?*$"
    r"|\bdiffer(?:ent|s)? from\b|\bversus\b|\bvs\.?(?= )"
    r"|\bwho invented\b|\bwhere (?:does|do|did) [\w' -]+ come from\b|\boriginat"
    # (stop 33) the best way, time or age for a kind of task, asked of no one ("What is the
    # best way to keep clams alive?", "What is the best age for a child to start piano?"):
    # a norm for the kind, as 应该怎么 (asked with "my", it speaks of someone)
    r"|^what(?:'s| is| are) the (?:best|right|ideal|recommended|safest|proper) \w+s?"
    r"(?: of (?:the )?\w+)? (?:to|for)\b", re.IGNORECASE)
# the question's own words in English: index terms that say how it asks, not what about
# (what it asks for, "tips", "benefits", "safe", stays a part: a memory must hold it)
_EN_QUESTION_TERMS = frozenset(terms(
    "how what why which when where many much long often does do can should would one people "
    "someone you thing things way ways between general usually typically average there some "
    "any kind kinds make get have take use go be can could may type sort or from versus vs "
    "different differ differs person patients who with"))


def speaks_of_no_one(query: str, names: Collection[str] = (),
                     writes: Callable[[str], bool] | None = None,
                     spelled: Collection[str] = ()) -> bool:
    """Whether `query` (a question, QUESTION_MOST characters at most) speaks of no one:
    neither the speaker nor anyone by their relation to them, none of the store's `names`
    (index terms), no particular thing pointed at. A name of two characters read from the
    question alone (小明, but also 小提 of 小提琴) counts only when the store writes it
    (`writes`, when given). `spelled`: more names (the store's in another spelling), kept
    apart so the store's set is never copied."""
    text = query.strip()
    if not text or len(text) > QUESTION_MOST:
        return False
    asked_terms = set(terms(text))
    if not asked_terms.isdisjoint(names) or not asked_terms.isdisjoint(spelled):
        return False
    if language_of(text) in CJK:
        return not speaks_of_one(text) and not happening.tells_of_now(text) \
            and not OWN_CALENDAR.search(asked_in_mandarin(text)) \
            and not _LATIN_NAME.search(text) and not _TITLED.search(text) \
            and not _ZH_PARTICULAR.search(text) \
            and not any(len(p) > 2 or writes is None or writes(p) for p in people_zh(text)
                        if not re.search(re.escape(p) + KIND_OF_PERSON, text))  # 高血压的人
    if (latin := latin_language(text)) in general_latin.READ:  # Spanish, German: own words
        return not (general_latin.speaks_of_someone(text, latin) or proper_names(text))
    return not (EN_PERSONAL.search(text) or _EN_PARTICULAR.search(text)
                or proper_names(text))


def asked_as_general(query: str) -> bool:
    """Whether `query` is asked the way general questions are (the module's docstring: the
    cue words, an input to the reading)."""
    text = query.strip()
    if language_of(text) not in CJK:
        if (latin := latin_language(text)) in general_latin.READ:
            return general_latin.asked_as_general(text, latin)
        return bool(_EN_GENERAL.search(text)) and not asks_occasion(text, _EN_GENERAL)
    return bool(_ZH_GENERAL.search(m := asked_in_mandarin(text))) or kindcues.asks_kind(m)


def asks_general(query: str, names: Collection[str] = (),
                 writes: Callable[[str], bool] | None = None,
                 spelled: Collection[str] = ()) -> bool:
    """Whether `query` asks general knowledge: it speaks of no one (`speaks_of_no_one`) and
    is asked the way general questions are (`asked_as_general`)."""
    return speaks_of_no_one(query, names, writes, spelled) and asked_as_general(query)


# a quality asked for by degree (学吉他比较快, 哪种最便宜, 怎样更省): one character after 比较 /
# 更 / 最 at a clause's end is what the question wants of the way, not a particle
_ZH_QUALITY = re.compile(r"(?:比较|更加|更|最)([\u4e00-\u9fff])(?=[，。？！?!,.]|$)")


def chunks(query: str) -> list[str]:
    """What a Chinese question asks about, in the order it says it: its text between its own
    words (什么, 怎么, 有…), two characters or more; what it asks for (技巧, 安全) alone, and
    a quality it asks by degree (快 of 比较快) alone, one character."""
    query = asked_in_mandarin(query)  # 点样, 几多: the question's own words in Cantonese
    spaced = _ZH_ASKED_FOR.sub(r" \1 ", query)
    found = [p for p in _ZH_QUESTION_WORDS.split(spaced) if len(p) >= 2]
    asked_for = [m.group(1).removeprefix("有") for m in _ZH_GOOD.finditer(query)]
    asked_for += _ZH_KIND_OF.findall(query)  # what a kind is: a memory that says so
    return found + [m.group(1) for m in _ZH_QUALITY.finditer(query)
                    if m.group(1) not in "".join(found)] + asked_for


def asked(query: str) -> list[list[str]]:
    """What a general question asks about, in parts, each as the index terms that can hold
    it: a Chinese part (下象棋, 技巧) by its character pairs, an English one (swim) by itself.
    The question's own words (什么, 怎么, 有, "how", "tips") are not parts."""
    if language_of(query) in CJK:
        return [[p[i:i + 2] for i in range(len(p) - 1)] or [p] for p in chunks(query)]
    return [[t] for t in dict.fromkeys(terms(query)) if t not in _EN_QUESTION_TERMS]


def answers(parts: Sequence[Sequence[str]], text: str) -> bool:
    """Whether a memory's `text` holds every part of what a general question asks about (a
    part of several character pairs by half of them at least: 下象棋 by 象棋)."""
    if not parts:
        return True
    held = set(terms(text))
    if has_cjk(text):  # its character pairs, not only its index terms; a quality of one
        held |= {text[i:i + 2] for i in range(len(text) - 1)}  # character (快) by itself
        held |= {term for part in parts for term in part if len(term) == 1 and term in text}
    return all(2 * sum(term in held for term in part) >= len(part) for part in parts)


# someone by a title after the surname (郑师傅, 王老师, 李大夫), opening the question
_TITLED = re.compile(r"^[\u4e00-\u9fff](?:师傅|老师|大夫|医生|先生|太太|女士|小姐|阿姨|叔叔|"
                     r"大爷|大妈|大娘|经理|主任|校长|教授|总)")
def answering(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
              spelled: Collection[str] = (),
              wants: Reading = UNREAD) -> npt.NDArray[np.bool_] | None:
    """For a general question (`asks_general`), per candidate row, whether its memory holds
    what the question asks about (`answers`); None (every row may answer, nothing changes)
    for any other question, and for a Chinese one whose topic (the first two characters of
    its first part: 淑芬 in 淑芬为什么不能登山？, 志强 in 志强周六晚上为什么…) the store
    introduces as someone (`introduced`): it asks about someone of this life, not a kind.
    (Until session 10 any topic that opened a candidate memory counted, for why and how
    only: 理发 of 理发店每天… let 理发用的推子怎么保养？ through.)
    `spelled`: the question's names the store writes in another spelling (retrieval/aliases.py
    `Named.spelled`: 豆豆 for Doudou), which are the store's names too. `wants`: the learned
    reading of what the question asks for (retrieval/intent.py). Read as about this life, the
    question is not read as general whatever its form (装修师傅说要多久？ asks what someone told
    this person); read as asking about a kind or the world too, when both readings agree
    and the question writes only its topic (布偶猫一般能活多少年？: one part, what it asks is
    all question words), no memory answers
    it: one that holds the topic tells the person's own case (我家布偶猫今年三岁了), not
    what was asked. A question that writes what it asks of its topic too (近视手术后多久可以
    游泳？: 近视手术, 游泳) is answered by a memory that holds both, as before."""
    if wants.personal or not len(rows) or not asks_general(
            query, engine.names, lambda term: bool(engine.lexical.term_postings([term])),
            spelled):
        return None
    if language_of(query) in CJK and (topic := chunks(query)) and introduced(engine, topic[0]):
        return None
    parts = asked(query)
    if wants.general and len(parts) < 2:  # both readings: about the world, and only its topic is
        return np.zeros(len(rows), dtype=np.bool_)  # written (what it asks is question words)
    texts = [clip(engine.store.read_row(row).content, USE_CHARS) for row in rows.tolist()]
    why = bool(ASKS_WHY.search(query))  # answered by a reason: one that holds the topic and
    return np.fromiter((answers(parts, text) and (not why or bool(REASON.search(text)))  # none
                        for text in texts), dtype=np.bool_, count=len(rows))  # tells no why


# (stop 33) a question that asks why a kind is so (重阳节为什么要吃重阳糕？, "Why do cats
# purr?") is answered by a memory that gives a reason: a causal connective or the word for a
# reason, not one that only tells the custom happened (居委会送来一盒重阳糕)
ASKS_WHY = re.compile(r"为什么|为何|为啥|\bwhy\b", re.IGNORECASE)
REASON = re.compile(r"因为|由于|为了|所以|因此|原因|缘故|缘由|由来|来历|据说|传说|相传|寓意|意思是"
                     r"|说是|讲是|是怕|是为"
                     r"|\b(?:because|since|so that|due to|reason|in order to)\b",
                     re.IGNORECASE)

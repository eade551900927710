"""Who a Chinese statement is about when it names someone by a bare given name (国强, 建军,
海燕), a full name of three characters (王海燕) or a relative by a pronoun (她婆婆, 他表哥),
for the conflict judge's subject reading (rules.judge_zh_text._subject). Pure; no segmenter.

A given name is read from what names are made of, not from a list of names:
- GIVEN: characters common in Chinese given names (国 建 军 强 海 燕 秀 兰 …);
- a clause that opens with two of them, or with a family name and two of them, opens with a
  name (凤英身体…); a family name and one of them only when what follows is what follows a
  subject (a verb, an adverb, a time: 每天, 已经, 在, 说, 不 …: 王磊可能…, not 黄金涨价);
- COMMON: two-character words made of such characters that are ordinary words, not names
  (美国, 发生, 平安, 光明 …). They were measured, not guessed: the words of jieba 0.42.1's
  dictionary (read once at development time; jieba is not a dependency) made of two GIVEN
  characters, tagged neither a person's nor a place's name with a frequency of 150 or more,
  or tagged a place with 1,500 or more; words that are common given names as well (建国,
  建军, 志军) were kept out of it; then everyday words a statement opens with, added by
  hand (东西, 平时, 明天, seasons, colours, flowers, a few places).
jieba's own tagger was tried as the reader and dropped: it splits 国强 into 国 / 强 and tags
建军 a noun, 德福 and 桂兰 places.
"""

from __future__ import annotations

import re

from ebbing.core.entities_zh import SURNAMES

GIVEN = frozenset(
    "国建军强伟刚勇杰涛斌磊明华平志文德福春生海波宏洪林峰鹏辉宇浩凯超东亮成永健俊龙飞鑫晓"
    "新庆兴贵富财发宝山江兵卫红民忠利胜祥荣光金锋彬坤瑞博毅豪帅阳振立安嘉思泽睿轩宁昌树松柏"
    "义仁清玉云喜友根旺武雄威丽芳娟敏静燕艳玲霞梅兰英秀桂凤芬萍琴珍莉娜婷雪琳倩颖慧佳欣悦晶"
    "丹露洁蓉莹妍菲璐彤瑶怡淑惠素翠巧美香娥琼莲菊晴薇蕾秋冬晨岚远涵琪雯萱梓诗雨")
_COMMON = (
    "美国 发生 建立 成立 英国 德国 胜利 平民 海军 建成 英雄 武昌 山东 刚刚 美军 卫生 财富 国民 "
    "明清 春秋 美丽 红军 发明 英文 生成 福建 兴建 光华 平静 树立 军民 波兰 民国 华山 平安 义军 "
    "珍贵 新生 清兵 明明 清军 光明 新兴 清洁 生平 豪华 清晨 光泽 民兵 发光 秀丽 明亮 雄伟 清新 "
    "宏伟 喜悦 树林 英军 振兴 平生 富贵 国立 卫兵 光亮 民生 清亮 锋利 亮丽 忠义 平平 强国 健美 "
    "芳香 发财 欣喜 新颖 富强 清明 晶莹 民建 平素 清静 新兵 豪强 怡悦 成文 艳丽 发亮 发兵 光波 "
    "新军 建树 清秀 立志 亮光 金兵 兴兵 东西 东方 安全 新闻 文明 平时 晚安 金华 东北 华南 江南 "
    "海南 春天 冬天 秋天 云南 香港 兰州 宁夏 健康 安静 丽江 珍珠 玉米 金鱼 海鲜 海边 松鼠 红色 "
    "金色 冬瓜 菊花 梅花 兰花 莲花 荷花 玫瑰 雪花 月亮 明天 美食 生日 生意 发烧 红酒 新房 新车 "
    "山里 江边 林子 海外 国外 友人 美容 瑞士")
COMMON = frozenset(_COMMON.split())
# what follows a subject: a verb or an adverb that opens a predicate, a time, a preposition
_FOLLOW = ("可要会说和跟是在的已也都又就不没今昨明每上下去刚现还很把被最一早晚天从给对"
           "喜爱这那常总自如目前以平经终才只让住做当开养抽喝吃戒搬辞考告讲前后年月周去来回离"
           "结离生住被得"
           "舅姨叔伯姑婶嫂哥姐弟妹爸妈爷奶姥侄甥孙婆公儿女老闺媳丈妻家")  # and a relative of theirs
_HAN = "\u4e00-\u9fff"
_GIVEN = "[" + "".join(sorted(GIVEN)) + "]"
# a family name and one or two given-name characters, or two given-name characters
_NAME = re.compile(rf"(?:[{SURNAMES}]{_GIVEN}{{2}}|{_GIVEN}{{2}}(?=[{_HAN}])"
                   rf"|[{SURNAMES}]{_GIVEN}(?=[{_FOLLOW}]))")
# a relative by a pronoun: 她婆婆, 他表哥, 她妈 (whose is told by the statement before it)
KIN_BY_PRONOUN = re.compile(r"[他她](?:的)?(?P<kin>[表堂大二三小亲]?[舅姨叔伯姑婶嫂哥姐弟妹爸妈爷奶"
                            r"姥侄甥孙婆公儿女老][舅姨叔伯姑婶嫂哥姐弟妹爸妈爷奶姥父母夫子女公"
                            r"婆伴]?)")


def bare_name(text: str) -> str | None:
    """The given name (国强, 海燕) or full name (王海燕, 王磊) `text` opens with, or None."""
    m = _NAME.match(text)
    if m is None:
        return None
    name = m.group(0)
    if len(name) == 3 and name[1:] in COMMON:  # 王平安 is a name; 美国人 is not (人 is no
        return name                            # given-name character), so keep the three
    if name[:2] in COMMON:
        return None
    return name


def relative_by_pronoun(text: str) -> str | None:
    """The kin term of a 她X / 他X opening `text` (她婆婆 -> 婆婆), or None."""
    m = KIN_BY_PRONOUN.match(text)
    return m.group("kin") if m else None


# kin seen from the other side: a child's 爸 / 妈 is the one whose child they are, a spouse's
# 老公 / 老婆 the one whose spouse they are (siblings are left alone: a sister's 哥 may be
# another brother)
_CHILD = ("儿子", "女儿", "闺女", "孩子", "儿", "女")
_PARENT = ("爸爸", "妈妈", "父亲", "母亲", "爸", "妈", "爹", "娘", "老爸", "老妈")
_SPOUSE = ("老公", "丈夫", "老婆", "妻子", "媳妇", "爱人", "老伴", "先生", "太太")
_INVERSE = ((_CHILD, _PARENT), (_PARENT, _CHILD), (_SPOUSE, _SPOUSE))


def resolve_kin(teller: str, told: str) -> str:
    """`told` with a 她爸 / 他老婆 of a teller who is someone's relative (国安的闺女说她爸…)
    put as the person it is (国安): the teller's parent is the one whose child they are."""
    owner, sep, kin = teller.rpartition("的")
    if not sep or not owner:  # 浩浩妈妈说周六他要…: a name, then the relative (no 的)
        m = _OWNER_KIN.fullmatch(teller)
        if m is None:
            return told
        owner, kin = m.group("owner"), m.group("kin")
    for mine, theirs in _INVERSE:
        if kin in mine:
            words = "|".join(sorted(theirs, key=len, reverse=True))
            return re.sub(rf"[他她](?:的)?(?:{words})(?![\u4e00-\u9fff]*的?(?:{words}))",
                          owner, told, count=1)
    return told


# a relative's sex by the word for them: a 她 told by someone's son is not the son
_MALE = ("儿子", "爸", "父亲", "哥", "弟", "老公", "丈夫", "爷", "叔", "舅", "伯", "公公", "孙子",
         "外孙", "女婿", "姐夫", "妹夫")
_FEMALE = ("女儿", "闺女", "妈", "母亲", "姐", "妹", "老婆", "妻子", "媳妇", "奶奶", "姨", "姑",
           "婶", "婆婆", "孙女", "外孙女", "儿媳", "嫂")


def other_sex(teller: str, told: str) -> str:
    """`told` with a 他 / 她 of the other sex than the teller, who is someone's relative (王姨的
    儿子说她可能要搬…), put as that someone: the teller cannot be 她."""
    owner, sep, kin = teller.rpartition("的")
    if not sep or not owner:  # 浩浩妈妈说周六他要…: a name, then the relative (no 的)
        m = _OWNER_KIN.fullmatch(teller)
        if m is None:
            return told
        owner, kin = m.group("owner"), m.group("kin")
    male = kin.endswith(_MALE) and not kin.endswith(_FEMALE)
    female = kin.endswith(_FEMALE) and not male
    other = "她" if male else "他" if female else None
    return re.sub(rf"{other}(?![们])", owner, told) if other else told


# a name of two or three characters and a relative's word after it, no 的 (浩浩妈妈, 小军他爸)
_OWNER_KIN = re.compile(r"(?P<owner>[\u4e00-\u9fff]{2,3}?)[他她]?(?P<kin>(?:"
                        + "|".join(sorted(_MALE + _FEMALE, key=len, reverse=True))
                        + r")(?:[爸妈哥姐弟妹爷奶])?)")

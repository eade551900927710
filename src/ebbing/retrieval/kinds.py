"""A small taxonomy of everyday kinds of things a person has or knows: animals, kin, vehicles,
documents, money, instruments, sports, plants, places (docs/languages.md, "Things never told,
stop 25").

Each kind has the words that name it (Chinese, Simplified, spoken and Cantonese forms too,
and English, lower case) and the kind it is one of (its parent): 柯基 is a 狗, a 狗 is a 宠物;
妹妹 is a sister. `named` reads which kinds a text names, the longest word first, so that
表妹 (a cousin) is not 妹妹, 熊猫 is no 猫 and 老姐妹 (old friends) no sister. `related`
gives the kinds a text about a kind may name: the kind itself, the kinds of it (柯基 for 狗)
and the kinds it is one of (宠物 for 狗): a memory that says 我养的宠物 may be about the dog
asked of. Two kinds side by side (猫 and 狗, 妹妹 and 表妹) are not related.

The list is general, written from what people own and who they live among, not from any
question set. Where a word is ambiguous it is left out (车 alone is also 车站 and 开车: 车 is
read only after a classifier or owner, 部车, 我的车, and as the head of 汽车, 私家车...).
"""

from __future__ import annotations

import re
from functools import cache

# kind -> (parent kind or "", words). A word belongs to one kind only.
KINDS: dict[str, tuple[str, tuple[str, ...]]] = {
    # animals kept at home
    "pet": ("", ("宠物", "毛孩子", "pet")),
    "dog": ("pet", ("狗", "狗狗", "小狗", "狗仔", "犬", "dog", "puppy", "doggy")),
    "dog_breed": ("dog", ("柯基", "金毛", "泰迪", "哈士奇", "二哈", "拉布拉多", "柴犬", "边牧",
                          "萨摩耶", "比熊", "博美", "阿拉斯加", "德牧", "牧羊犬", "吉娃娃",
                          "雪纳瑞",
                          "法斗", "斗牛犬", "贵宾犬", "中华田园犬", "土狗", "腊肠", "秋田", "松狮",
                          "corgi", "poodle", "labrador", "retriever", "husky", "beagle",
                          "terrier", "spaniel", "dachshund", "bulldog", "shepherd")),
    "cat": ("pet", ("猫", "猫咪", "小猫", "猫仔", "喵星人", "cat", "kitten", "kitty")),
    "cat_breed": ("cat", ("橘猫", "英短", "美短", "布偶", "暹罗", "狸花", "蓝猫", "波斯猫",
                          "加菲", "缅因", "三花", "奶牛猫", "无毛猫", "tabby", "siamese",
                          "persian")),
    "fish_pet": ("pet", ("金鱼", "锦鲤", "热带鱼", "鱼缸", "孔雀鱼", "goldfish", "aquarium")),
    "bird_pet": ("pet", ("鹦鹉", "八哥", "画眉", "鸟笼", "parrot", "budgie", "canary")),
    "small_pet": ("pet", ("仓鼠", "兔子", "兔兔", "小兔", "龙猫", "荷兰猪", "乌龟", "巴西龟",
                          "hamster", "rabbit", "bunny", "guinea pig", "turtle", "tortoise")),
    "other": ("", ("熊猫", "猫头鹰", "猫眼", "狗仔队", "热狗", "大理石", "panda", "hot dog")),
    # kin (whose: the speaker's own family)
    "spouse": ("", ("爱人", "老伴", "老伴儿", "另一半", "配偶", "spouse", "partner")),
    "husband": ("spouse", ("丈夫", "老公", "先生", "前夫", "ex-husband", "老头子", "老头儿",
                           "外子", "husband")),
    "wife": ("spouse", ("妻子", "老婆", "太太", "媳妇儿", "媳妇", "前妻", "ex-wife", "内人",
                        "老婆子", "wife")),
    "partner_dating": ("", ("对象", "男朋友", "女朋友", "男友", "女友", "条女", "拍拖",
                            "boyfriend", "girlfriend")),
    "father": ("parents", ("爸爸", "父亲", "老爸", "爸", "爹", "老爹", "老豆", "老窦", "阿爸",
                           "老汉儿", "老爷子", "father", "dad", "daddy")),
    "mother": ("parents", ("妈妈", "母亲", "老妈", "妈", "娘", "阿妈", "老母", "mother", "mom",
                           "mum", "mommy", "mummy")),
    "parents": ("", ("父母", "爸妈", "爹妈", "两老", "parents")),
    "child": ("", ("孩子", "小孩", "娃", "娃娃", "崽", "仔女", "子女", "儿女", "小朋友", "宝宝",
                   "bb", "kid", "kids", "child", "children", "baby")),
    "son": ("child", ("儿子", "仔", "犬子", "son")),
    "daughter": ("child", ("女儿", "闺女", "个女", "囡囡", "囡儿", "千金", "daughter")),  # 囡儿: Wu
    "sibling": ("", ("兄弟姐妹", "sibling", "siblings")),
    "brother": ("sibling", ("兄弟", "brother", "brothers")),
    "elder_brother": ("brother", ("哥哥", "哥", "阿哥", "大哥", "大佬", "老哥")),
    "younger_brother": ("brother", ("弟弟", "弟", "细佬", "小弟", "老弟", "舍弟")),
    "sister": ("sibling", ("姐妹", "姊妹", "sister", "sisters")),
    "elder_sister": ("sister", ("姐姐", "姐", "家姐", "阿姐", "大姐", "老姐", "姊姊", "姊",
                                "大姊", "阿姊")),  # 姊: as Taiwan writes it
    "younger_sister": ("sister", ("妹妹", "妹", "细妹", "小妹", "阿妹", "舍妹", "老妹")),
    "cousin": ("", ("表哥", "表姐", "表妹", "表弟", "堂哥", "堂姐", "堂妹", "堂弟", "表兄",
                    "表姐妹", "表兄弟", "堂兄弟", "cousin", "cousins")),
    "grandparent": ("", ("祖父母", "grandparents", "grandparent")),
    "grandmother": ("grandparent", ("阿嬷", "grandmother", "grandma", "granny", "nana")),
    "grandmother_paternal": ("grandmother", ("奶奶", "祖母", "阿嫲", "嫲嫲", "婆婆仔")),
    "grandmother_maternal": ("grandmother", ("外婆", "姥姥", "外祖母", "阿婆")),
    "grandfather": ("grandparent", ("阿公", "grandfather", "grandpa", "granddad")),
    "grandfather_paternal": ("grandfather", ("爷爷", "祖父", "阿爷", "爷")),
    "grandfather_maternal": ("grandfather", ("外公", "姥爷", "外祖父")),
    "grandchild": ("", ("孙辈", "grandchild", "grandchildren", "grandkids")),
    "grandson": ("grandchild", ("孙子", "外孙", "孙仔", "大孙", "长孙", "孙儿", "grandson")),
    "granddaughter": ("grandchild", ("孙女", "外孙女", "granddaughter")),
    "in_law_parent": ("", ("公公", "婆婆", "岳父", "岳母", "丈母娘", "老丈人", "丈人", "家公",
                           "家婆", "father-in-law", "mother-in-law", "in-laws")),
    "child_in_law": ("", ("女婿", "儿媳", "儿媳妇", "新抱", "son-in-law",
                          "daughter-in-law")),
    "sibling_in_law": ("", ("嫂子", "嫂嫂", "大嫂", "阿嫂", "弟媳", "弟妹", "姐夫", "妹夫",
                            "姑子", "小姑子", "大姑子", "小叔子", "大伯子", "小舅子", "大舅子",
                            "小姨子", "大姨子", "连襟", "妯娌", "sister-in-law",
                            "brother-in-law")),
    "aunt_uncle": ("", ("叔叔", "伯伯", "伯父", "叔父", "舅舅", "舅父", "姑姑", "姑妈", "姨妈",
                        "小姨", "大姨", "婶婶", "舅妈", "姑父", "姨父", "uncle",
                        "aunt", "auntie")),
    "niece_nephew": ("", ("侄子", "侄女", "外甥", "外甥女", "nephew", "niece")),
    "friends": ("", ("老姐妹", "姐妹们", "好姐妹", "老姊妹", "姊妹们", "好姊妹", "闺蜜", "哥们",
                     "哥们儿", "兄弟们")),
    # vehicles of one's own
    "vehicle": ("", ("交通工具", "vehicle", "vehicles")),
    "vehicle_own": ("vehicle", ("车", "部车", "架车", "台车", "辆车", "我的车", "我车", "爱车",
                                "座驾", "新车", "旧车", "二手车")),
    "car": ("vehicle_own", ("汽车", "小车", "轿车", "私家车", "小轿车", "越野车", "新能源车",
                            "suv", "car", "sedan")),
    "car_make": ("car", ("宝马", "奔驰", "奥迪", "丰田", "本田", "日产", "别克", "福特",
                         "比亚迪", "特斯拉", "哈弗", "五菱", "蔚来", "朗逸", "帕萨特", "卡罗拉",
                         "凯美瑞", "雅阁", "思域", "途观",
                         "速腾", "迈腾", "宝来", "捷达", "model 3", "model y", "bmw",
                         "mercedes", "audi", "volkswagen", "toyota", "honda", "tesla",
                         "ford", "byd")),
    "truck": ("vehicle_own", ("货车", "卡车", "大货车", "皮卡", "面包车", "渣土车", "厢货", "挂车",
                                "半挂", "truck", "lorry", "van")),
    "motorbike": ("vehicle_own", ("摩托", "摩托车", "电瓶车", "电动车", "电摩", "踏板车",
                              "motorbike", "motorcycle", "scooter")),
    "bicycle": ("vehicle_own", ("自行车", "单车", "脚踏车", "山地车", "公路车", "bike", "bicycle")),
    "boat": ("vehicle", ("船", "游艇", "小船", "皮划艇", "boat", "yacht", "kayak")),
    "car_check": ("", ("年审", "年检", "验车", "车检")),
    "licence": ("", ("驾照", "驾驶证", "驾驶执照", "车本", "驾驶本", "driving licence",
                     "driver's license", "driver's licence", "driving license", "license",
                     "licence")),
    # documents
    "passport": ("", ("护照", "passport")),
    "permit": ("", ("通行证", "回乡证", "港澳通行证", "台胞证")),
    "visa": ("", ("签证", "visa")),
    "id_card": ("", ("身份证", "户口本", "户口", "居住证", "id card")),
    # money of one's own
    "stock": ("investment", ("股票", "炒股", "股市", "a股", "港股", "美股", "stock",
                             "stocks", "shares")),
    "fund": ("investment", ("基金", "定投", "fund", "funds")),
    "investment": ("", ("投资", "理财", "investment", "investments")),
    "deposit": ("", ("存款", "定期存款", "定存", "存单", "大额存单", "deposit", "fixed deposit",
                      "savings")),
    "insurance": ("", ("保险", "保单", "insurance", "insured", "policy")),
    "insurance_kind": ("insurance", ("重疾险", "医疗险", "寿险", "意外险", "车险", "社保",
                                     "医保", "养老保险")),
    "loan": ("", ("贷款", "房贷", "车贷", "按揭", "月供", "楼按", "借款", "贷", "loan",
                  "mortgage")),
    # things one plays or practises
    "instrument": ("", ("乐器", "instrument")),
    "guitar": ("instrument", ("吉他", "结他", "尤克里里", "guitar", "ukulele")),
    "piano": ("instrument", ("钢琴", "电子琴", "琴行", "piano", "keyboard")),
    "violin": ("instrument", ("小提琴", "大提琴", "二胡", "古筝", "琵琶", "violin", "cello")),
    "swim": ("", ("游泳", "游水", "泳池", "蛙泳", "自由泳", "冬泳", "泳", "swim", "swimming")),
    "golf": ("", ("高尔夫", "golf")),
    "ski": ("", ("滑雪", "ski", "skiing")),
    "gym": ("", ("健身", "健身房", "私教", "gym", "workout")),
    "gym_card": ("gym", ("健身卡", "会员卡")),
    "ball_game": ("", ("羽毛球", "乒乓球", "篮球", "足球", "网球", "badminton", "tennis",
                       "basketball", "football", "soccer")),
    # the body's aids
    "dentures": ("", ("假牙", "义齿", "种植牙", "烤瓷牙", "dentures", "implant")),
    "wisdom_tooth": ("", ("智齿", "wisdom tooth")),
    "dentist": ("", ("牙医", "牙科", "dentist")),
    "blood_gift": ("", ("献血", "捐血", "blood donation", "donate blood", "gave blood")),
    "vaccine": ("", ("疫苗", "狂犬针", "预防针", "vaccine", "vaccination")),
    # plants at home
    "plant": ("", ("植物", "盆栽", "绿植", "花草", "盆花", "plant", "plants")),
    "plant_kind": ("plant", ("兰花", "君子兰", "蝴蝶兰", "多肉", "绿萝", "仙人掌", "发财树",
                             "月季", "茉莉", "栀子", "富贵竹", "吊兰", "orchid", "cactus",
                             "succulent")),
    # places (a trip asked of a city or a country the store never names)
    "chongqing": ("", ("重庆", "山城", "chongqing")),
    "chengdu": ("", ("成都", "蓉城", "chengdu")),
    "beijing": ("", ("北京", "beijing", "peking")),
    "shanghai": ("", ("上海", "魔都", "shanghai")),
    "guangzhou": ("", ("广州", "羊城", "guangzhou")),
    "shenzhen": ("", ("深圳", "鹏城", "shenzhen")),
    "hangzhou": ("", ("杭州", "hangzhou")),
    "xian": ("", ("西安", "xi'an", "xian")),
    "hongkong": ("", ("香港", "hong kong")),
    "taiwan": ("", ("台湾", "台北", "taiwan", "taipei")),
    "yunnan": ("", ("云南", "昆明", "大理", "丽江", "西双版纳", "yunnan", "kunming")),
    "hainan": ("", ("海南", "三亚", "海口", "hainan", "sanya")),
    "japan": ("", ("日本", "东京", "大阪", "京都", "北海道", "japan", "tokyo", "osaka",
                   "kyoto")),
    "korea": ("", ("韩国", "首尔", "汉城", "釜山", "济州", "korea", "seoul", "busan")),
    "thailand": ("", ("泰国", "曼谷", "清迈", "普吉", "thailand", "bangkok")),
    "singapore": ("", ("新加坡", "singapore")),
    "europe": ("", ("欧洲", "europe")),
    "france": ("europe", ("法国", "巴黎", "france", "paris")),
    "uk": ("europe", ("英国", "伦敦", "britain", "england", "london")),
    "usa": ("", ("美国", "纽约", "洛杉矶", "america", "new york")),
    "australia": ("", ("澳洲", "澳大利亚", "悉尼", "墨尔本", "australia", "sydney",
                       "melbourne")),
}

# words a memory may name a kind by that a question does not ask it by (三年定期 is a
# deposit; 定期 asked is also 定期复查, a regular check; "a Japanese woman" was in Japan or
# is from there, "going to Japanese class" is no trip)
STORE_ALSO: dict[str, str] = {"定期": "deposit", "japanese": "japan", "korean": "korea",
                              "thai": "thailand", "french": "france", "british": "uk",
                              "american": "usa", "australian": "australia",
                              "european": "europe"}
_KIND_OF: dict[str, str] = {w: kind for kind, (_, words) in KINDS.items() for w in words}
_STORE_OF = {**STORE_ALSO, **_KIND_OF}
_WORD = re.compile("|".join(re.escape(w) for w in sorted(_STORE_OF, key=lambda w: (-len(w), w))))
_LATIN = re.compile(r"[a-z]")
# a one-character word is asked of only after whose or which it is (我妹, 只狗, 部车): a
# pronoun, 的 or a classifier
_SHORT = re.compile(r"(?:[我你他她咱俺佢]们?|[的嘅]|[只条个位头匹部架台辆])$")
# words that name a kin or a thing only after whose it is (我先生 and not 王先生, 我个女 and
# not 一个女的, 我大哥 and not a stranger hailed as 大哥, 我婆婆 and not any old woman)
_OWNED = frozenset({"先生", "太太", "爱人", "个女", "个仔", "老头子", "老头儿", "大哥", "大姐",
                    "大姊", "小弟", "小妹", "老哥", "老姐", "老弟", "老妹", "叔叔", "伯伯", "婆婆",
                    "公公", "船", "犬"})
_OWNER = re.compile(r"(?:[我你他她咱俺佢]们?|[的嘅])$")
# a place is asked of as where one went (去重庆, 到过首尔, a trip to Seoul); a place that only
# says who someone is (那个英国老师, 日本女的) is no thing of this life
_TRAVEL = re.compile(r"(?:[去到回飞游][过了]?(?:[一两几二三四五六七八九十0-9]+[次趟回])?"
                     r"|\b(?:to|in|visit|visited)\s)$")
PLACES = frozenset({"chongqing", "chengdu", "beijing", "shanghai", "guangzhou", "shenzhen",
                    "hangzhou", "xian", "hongkong", "taiwan", "yunnan", "hainan", "japan",
                    "korea", "thailand", "singapore", "europe", "france", "uk", "usa",
                    "australia"})


def is_place(word: str) -> bool:
    """Whether `word` (lower case) names a city or a country of PLACES (重庆, 深圳, seoul)."""
    return _KIND_OF.get(word) in PLACES


# people one names by their name as often as by what they are to one (秀兰 for 老伴, 刘洋 for
# 男朋友, 老韩 for a fishing 哥们儿): a store need not write the word, so they are never
# required (`asked`)
BY_NAME = frozenset({"spouse", "husband", "wife", "partner_dating", "friends"})
# a kin word after someone else's (赵敏的妈妈, 何勇的儿子, 我姐家娃, 秀英的弟弟) names a relation
# of the speaker's that the store composes: 岳母, 侄子, 外甥, 小舅子. Which one depends on who
# that someone is, so a store that writes such a chain names every relation it may compose to
_PARENTS = ("father", "mother", "parents")
_CHILDREN = ("child", "son", "daughter")
_SIBLINGS = ("sibling", "brother", "elder_brother", "younger_brother", "sister",
             "elder_sister", "younger_sister")
COMPOSED: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(_PARENTS, ("in_law_parent", "grandparent")),
    **dict.fromkeys(_CHILDREN, ("niece_nephew", "grandchild", "cousin", "child_in_law")),
    **dict.fromkeys(_SIBLINGS, ("sibling_in_law", "aunt_uncle")),
    **dict.fromkeys(("spouse", "husband", "wife"), ("sibling_in_law", "child_in_law")),
}
_OTHERS = re.compile(r"(?<![我咱])(?:[的嘅家他她佢])$")
# someone by a title, a trade or a tie outside the family: a kin word after it is theirs
_STRANGER_OWNER = re.compile(r"(?:老师|师傅|医生|大夫|同事|同学|室友|邻居|朋友|战友|客户|老板|房东"
                             r"|家教|教练|司机|teacher|colleague|neighbou?r|friend)'?s?\s?"
                             r"(?:家?[的嘅]|家|[他她]们?)?$")


def _found(low: str) -> list[tuple[str, int, int]]:
    """(word, start, end) of each listed word in `low`, longest first; English ones whole."""
    out: list[tuple[str, int, int]] = []
    for m in _WORD.finditer(low):
        word = m.group()
        if _LATIN.match(word):
            before = low[m.start() - 1:m.start()]
            after = low[m.end():m.end() + 1]
            if after == "s" and not low[m.end() + 1:m.end() + 2].isalnum():
                after = ""  # a plural names its kind too (visas, cars)
            if (before.isalnum() and before.isascii()) or (after.isalnum() and after.isascii()):
                continue
        out.append((word, m.start(), m.end()))
    return out


def named(text: str) -> set[str]:
    """The kinds a memory's `text` names, read leniently (a memory that may be about a kind
    counts): every word of the list, a one-character word anywhere (泳 of 冬泳, 娃 of 姐家娃),
    and, for a kin word after someone else's (赵敏的妈妈), the relations it may compose to
    (COMPOSED). A kin word after someone named by what they are to the world (黄老师的老伴儿,
    同事家孩子, 邻居的女儿: `_STRANGER_OWNER`) is that one's relative, no one of the speaker's
    family, and names nothing (stop 26)."""
    low = text.lower()
    out: set[str] = set()
    last, last_kind = -9, ""  # where the last kin word ended: 阿妈家姐 is a chain too
    for word, start, end in _found(low):
        kind = _STORE_OF[word]
        if (kind in COMPOSED or kind in _KIN) and _STRANGER_OWNER.search(low[:start]):
            continue
        out.add(kind)
        chained = (start == last or (start == last + 1 and _OTHERS.search(low[:start]))) \
            and not side_by_side(last_kind, kind)
        if kind in COMPOSED and (chained or _OTHERS.search(low[max(0, start - 2):start])):
            out.update(COMPOSED[kind])
        if kind in COMPOSED or kind in _KIN:
            last, last_kind = end, kind
    out.discard("other")
    return out


def side_by_side(first: str, second: str) -> bool:
    """Whether two kin words written one after the other name two people side by side, not
    one's relative: 阿爸阿妈 and 爸爸妈妈 are the parents, 哥哥姐姐 the siblings (kinds of one
    kind in KINDS: a kind both are one of, or one the other's), while 阿妈家姐 is the mother's
    sister and 我姐家娃 her child (a chain, composed)."""
    if not first or not second:
        return False
    return bool({first, *ancestors(first)} & {second, *ancestors(second)})


def asked(query: str) -> set[str]:
    """The kinds a question asks of as things or people of this life, read strictly: a
    one-character word only after whose or which it is (我妹, 只狗: `_SHORT`), a word of
    `_OWNED` only after whose (我先生), a place only as where one went (`_TRAVEL`); never the
    people one calls by name (BY_NAME) nor "other" (熊猫, 大理石)."""
    low = query.lower()
    out: set[str] = set()
    for word, start, _ in _found(low):
        before = low[max(0, start - 3):start]
        kind = _STORE_OF[word]
        if word in _OWNED and not _OWNER.search(before[-2:]):
            continue
        if len(word) == 1 and word not in "狗猫" and not _SHORT.search(before[-2:]):
            continue
        if kind in PLACES and not _TRAVEL.search(low[max(0, start - 8):start]):
            continue
        if kind in _KIN and _OTHERS.search(before[-2:]):
            continue  # someone else's (豆豆的外婆): whom it is to the speaker is composed
        if kind not in BY_NAME and word not in STORE_ALSO and kind != "other":
            out.add(kind)
    return out


_HAN3 = re.compile(r"[\u4e00-\u9fff]{3,}")


def shortened(query: str, kinds: set[str], texts: list[str]) -> set[str]:
    """Of `kinds`, those a word of `query` names (three Chinese characters or more) and one of
    `texts` writes shortened the way Chinese shortens a word, by its first and last character
    (羽毛球 as 羽球, 驾驶证 as 驾证, 种植牙 as 种牙). Only the word asked is shortened, and
    only the candidates' texts are read, so a shortening that is a word of its own elsewhere
    cannot make a store name a kind it never names."""
    out: set[str] = set()
    for word, _, _ in _found(query.lower()):
        kind = _STORE_OF[word]
        if kind in kinds and _HAN3.fullmatch(word) and any(word[0] + word[-1] in text
                                                            for text in texts):
            out.add(kind)
    return out


def ancestors(kind: str) -> list[str]:
    """The kinds `kind` is one of, nearest first (柯基's dog_breed -> dog -> pet)."""
    out: list[str] = []
    parent = KINDS[kind][0]
    while parent and parent not in out:
        out.append(parent)
        parent = KINDS[parent][0]
    return out


@cache
def below(kind: str) -> frozenset[str]:
    """`kind` and the kinds of it, all the way down (dog: dog, dog_breed)."""
    down = {kind}
    grew = True
    while grew:
        more = {k for k, (parent, _) in KINDS.items() if parent in down} - down
        down |= more
        grew = bool(more)
    return frozenset(down)


@cache
def related(kind: str) -> frozenset[str]:
    """The kinds a memory about `kind` may name: itself, the kinds of it (all the way down)
    and the kinds it is one of."""
    return below(kind) | frozenset(ancestors(kind))


def told(kind: str, store: set[str]) -> bool:
    """Whether a store whose memories name the kinds `store` may tell of `kind`: it names
    the kind or a kind of it, or a kind it is one of that nothing else in the store explains.
    A wider word names the particular kind the store tells of (stop 26): 宠物医院 in a store
    whose pet is a dog (黑子的狂犬疫苗…宠物医院) is the dog's vet, no sign of a cat; 六台车
    beside 厢货 are the trucks, no sign of a motorbike. So the wider kind counts only when the
    store names no other kind of it. Kin keep the lenient reading (父母, 孩子 name every one
    of them at once: 我爸妈 beside 我妈 still names the father)."""
    line = below(kind)
    if line & store:
        return True
    for wider in ancestors(kind):
        if wider in store and (kind in _KIN or not (
                below(wider) - line - {wider, *ancestors(kind)}) & store):
            return True
    return False


def untold(query: str, store: set[str]) -> list[str]:
    """The kinds `query` asks of (`asked`) that `store` (the kinds its memories name:
    `named`) names neither as such nor by a kind of it nor by a kind it is one of (`told`). Of the
    people of the family a question names, one named is enough: the others may be named
    from that one's side (外孙最爱吃外公做的什么: 外公 is the speaker's husband, as the
    grandson calls him)."""
    kinds = asked(query)
    missing = sorted(kind for kind in kinds if not told(kind, store))
    kin = [kind for kind in kinds if kind in _KIN]
    if any(kind not in missing for kind in kin):
        missing = [kind for kind in missing if kind not in _KIN]
    return missing


_KIN = frozenset({"father", "mother", "parents", "child", "son", "daughter", "sibling",
                  "brother", "elder_brother", "younger_brother", "sister", "elder_sister",
                  "younger_sister", "cousin", "grandparent", "grandmother",
                  "grandmother_paternal", "grandmother_maternal", "grandfather",
                  "grandfather_paternal", "grandfather_maternal", "grandchild", "grandson",
                  "granddaughter", "in_law_parent", "child_in_law", "sibling_in_law",
                  "aunt_uncle", "niece_nephew"})

# ruff: noqa: RUF001, RUF002, RUF003
"""Chinese dialect words read as Mandarin, for the rules that read meaning (issue 25, stop 26).

People write Mandarin with their own dialect's everyday words: 俺夜儿个去赶集嘞 (northern:
我昨天去赶集了), 阿拉明朝辣屋里 (Wu: 我们明天在家里), 我老汉儿莫得空 (Southwestern: 我父亲
没有空), 阮阿嬷的厝 (Min: 奶奶的家). The judge and the time resolver know Mandarin; `reading`
gives them the Mandarin words, as lang/cantonese.py does for written Cantonese.

- Reading only: what is stored, shown or embedded is the person's own text. The word index
  reads both a memory and a question through `reading` (core/query.py `terms`, stop 27), so
  俺家妮儿 meets 我女儿 and 闺女; search's `why` names the words met so (`written_for`).
- Length-preserving, character for character (夜儿 -> 昨天, 莫得 -> 没有, 俺 -> 我), so that
  a time found in the reading stands where it was written; a three-character word keeps its
  last character (夜儿个 -> 昨天个: the time is quoted as 夜儿).
- A word no standard Mandarin text writes in another sense is always read (俺, 侬, 莫得,
  啥子, 夜儿个, 晌午, 得劲, 交关, 阿拉 but not 阿拉伯). A word Mandarin shares is read only
  where the context shows the dialect sense: 嘞 is 的 between a word and what follows, 了 at
  a clause's end, never in 好嘞 (an answer); 老 is 很 before an adjective that ends the
  phrase (老贵了, not 老师, 老好人); 中 is 行 alone or with 不 (不中！, not 中国, 考不中);
  要得 is 好的 as an answer; 耍 is 玩 after 去 / 来 and in 好耍 (去耍, not 耍赖).
- The northwest's (陕西, 山西, 甘肃) 额 is 我 outside words of amount and 额头 (金额, 名额), and
  not as a hesitation (额……); its 咧 ends a clause as 了 (换线咧), never in 好咧, 咧嘴 (stop 31).
- Wu words Mandarin writes in other senses (伊 as 他, 今朝 / 明朝 / 后日 as days, 屋里 as
  家里, 辣 as 在, 勿 as 不) are read only in a text, or a pair of statements, that holds a word
  only Wu writes (侬, 阿拉, 覅, 辣海, 交关, 伊拉, 迭个): 今朝有酒今朝醉, 明朝的皇帝, 伊朗 and
  辣椒 stay as written.
"""

from __future__ import annotations

import re

from ebbing.lang.hant import simplified

_CJK = "\u4e00-\u9fff"
# the speaker in a dialect's own word, for the readers of a question (retrieval/subject.py):
# Wu 阿拉 (not 阿拉伯, 阿拉斯加), Hakka 𠊎; 俺 and 咱 the readers already know
SPEAKER = "阿拉(?![伯丁斯善木巴蕾贡山尔])|\U0002020a"
_END = r"(?:[，。！？!?,.;；：:\s~～]|$)"  # the end of a clause
_START = r"(?<![^，。！？!?,.;；：:\s])"  # the start of a clause (or of the text)
# a word only Wu writes: the text is Wu, and its shared words are read in their Wu sense
_WU = re.compile(r"侬|阿拉(?![伯丁斯善木巴蕾贡山尔])|覅|辣海|交关|伊拉(?!克)|迭个|搿个|辰光")
# always read: no Mandarin text writes these in another sense; longest first
_WORDS = [
    # northern (河南, 山东, 河北, 陕西, 东北, 北京): days, parts of the day, people, words of a life
    ("夜儿个", "昨天个"), ("昨儿个", "昨天个"), ("今儿个", "今天个"), ("明儿个", "明天个"),
    ("前儿个", "前天个"), ("后儿个", "后天个"), ("夜个", "昨天"), ("晌午", "中午"),
    ("头晌", "上午"), ("后晌", "晚上"), ("黑价", "晚上"), ("妮儿", "女儿"), ("闺女", "女儿"),
    ("得劲", "舒服"), ("中不中", "行不行"), ("俺们", "我们"), ("恁们", "你们"), ("咱们", "我们"),
    ("闹混", "弄混"), ("闹错", "弄错"),  # 闹: 弄
    # Southwestern (四川, 重庆, 云南, 贵州)
    ("啥子", "什么"), ("咋个", "怎么"), ("晓得", "知道"), ("耍朋友", "谈恋爱"),
    ("老汉儿", "老爸儿"),
    # Wu (上海, 浙江)
    ("交关", "非常"), ("辣海", "在那"), ("迭个", "这个"), ("搿个", "这个"), ("辰光", "时候"),
    # Min / Taiwanese and Hakka written in Mandarin characters
    ("代志", "事情"), ("阿嬷", "奶奶"), ("头家", "老板"), ("囝仔", "孩子"), ("查埔", "男人"),
    ("屋家", "家里"), ("呷饭", "吃饭"), ("呷饱", "吃饱"),
]
_WORD = re.compile("|".join(re.escape(w) for w, _ in _WORDS))
_TO = dict(_WORDS)
# always read, one character: 俺, 侬, 覅, 𠊎 (Hakka 我), 厝 (Min 家; not 暂厝, 厝火)
_CHARS = {"俺": "我", "侬": "你", "覅": "不", "\U0002020a": "我", "咱": "我"}
_TABLE = str.maketrans(_CHARS)
_FIRSTS = frozenset(word[0] for word, _ in _WORDS)
_CUO = re.compile(r"(?<![暂浮安])厝(?!火)")
# 夜儿 is 昨天, not 一夜儿, 半夜儿 (a night) nor 夜儿里 (at night); 昨儿, 今儿, 明儿 are days,
# not 李明儿子 (a son), 儿时 (childhood); 莫得 is 没有, not 切莫得罪
_DAYS = {"夜儿": "昨天", "昨儿": "昨天", "今儿": "今天", "明儿": "明天", "莫得": "没有"}
_DAY = re.compile(r"(?<![一半每整深过黑熬昨今那这当前后长彻连])夜儿(?![里晚子女时童孙媳])"
                  r"|[昨今明]儿(?![子女时童孙媳歌科戏])|莫得(?![罪意])")
# 咋 is 怎 (咋办, 咋样), not 咋舌, 咋呼
_ZA = re.compile(r"咋(?![舌呼])")
# 恁 is 那 before an adjective (恁大, 恁远), else 你 (恁娘, 恁家); not 恁地 (literary "so")
_ADJ = "大小多少高低好远近长短快慢冷热贵久深早晚胖瘦难忙累"
_NEN = re.compile(r"恁(?!地)")
# 嘞 after an answer word is the answer (好嘞, 得嘞, 中嘞, 行嘞): never read
_LEI = re.compile(r"(?<![好得来中行对妥])嘞")
# 咧 (northwest and north: 陕西, 山西, 甘肃) ends a clause as 了 does (换线咧, 回国咧, 一米三六咧,
# 吃咧没) and asks as 呢 before a question mark; never in 好咧 (an answer), 咧嘴, 大大咧咧 (stop 31)
_LIE = re.compile(rf"(?<![好得来中行对妥咧])咧(?=没|[？?]|{_END})")
# 额 (the same voices) is 我 where no word of amount or of the head holds it (金额, 余额, 名额,
# 额头, 额度, 额外), and not as a hesitation before a pause (额……, 额，那个)
_E = re.compile(r"(?<![金余限名超份定差配总数面前税峰票欠巨全满溢缺增减亏尾])额"
                r"(?![头度外定满角骨叶际数，,。…．.！!？?~～\s])")
# 哩 as 的 after a person or a household and before a word (俺家哩地, 恁哩车)
_LI = re.compile(rf"(?<=[我你他她俺恁咱们家])哩(?=[{_CJK}])")
# 中 as 行: alone, or 不中 at a clause's end after nothing or a pointing word (这不中, 不中！)
_ZHONG = re.compile(rf"{_START}(不?)中(?=[啊呀嘞吧哈]?{_END})"
                    rf"|(?<=[这那也都就可真儿])不中(?=[啊呀嘞吧]?{_END})")
# 老 as 很 before an adjective that ends the phrase (老贵了, 老开心嘞, 老开心的), not 老师,
# 老好人; a one-character adjective only before a final particle (老远了), since 老 before one
# character is also a nickname (老高的邻居, 去找老高), and never 高, a common family name
_LAO = re.compile(r"老(?=(?:(?:好看|好吃|好玩|开心|漂亮|便宜|舒服|麻烦|厉害|难过|伤心|高兴)"
                  rf"(?:[个的了啦嘞呀啊咧哦得咯喽嘛]|{_END})"
                  rf"|[好贵远冷热忙累难多长胖瘦甜苦咸香][了啦嘞呀啊咧哦咯喽嘛]))")
# 要得 as 好的: an answer (要得！, 那要得嘛), not 要得到, 要不得
_YAODE = re.compile(rf"(?:{_START}|(?<=[那也都就这]))要得(?=[嘛哈噻哦嘞撒]?{_END})")
# 耍 as 玩 after going or coming (去耍, 出来耍) and in 好耍 (fun), not 耍赖, 耍花招, 被人耍了
_SHUA = re.compile(r"(?<=[去来好])耍(?![赖花脾流猴嘴把威心手宝酷帅大刀枪笔弄横滑贫])")
# 婆娘 as 老婆 after whose she is (我婆娘, 他婆娘), not a woman in general
_POLIANG = re.compile(r"(?<=[我你他她俺恁咱家的])婆娘")
# Wu words Mandarin shares, read only in a Wu text
_WU_WORDS = [("伊拉", "他们"), ("阿拉", "我们"), ("今朝", "今天"), ("明朝", "明天"),
             ("后日", "后天"), ("屋里", "家里")]
_WU_WORD = re.compile(r"伊拉(?!克)|阿拉(?![伯丁斯善木巴蕾贡山尔])|今朝|明朝|后日|屋里")
_WU_TO = dict(_WU_WORDS)
_YI = re.compile(r"伊(?![朗拉斯利甸犁春万莉丽凡藤势妹人尹始于索])")
# 辣 is 在 (伊辣屋里, 明朝辣公司), not 辣椒, 麻辣, 辣得; 伐 ends a question (侬去伐？)
_LA = re.compile(r"(?<![麻酸香甜火毒泼老辛微好很太不])辣(?![椒条酱味子妹油死得的酥辣乎])")
_FA = re.compile(rf"(?<=[{_CJK}])伐(?=[？?]|$)")
_WU_NOT = re.compile(r"(?<![请切务万])勿")
# 格 is 的 after whose (阿拉屋里格猫), not 格外, 格子; 脱 after a verb is 掉 (死脱, 卖脱)
_GE = re.compile(rf"(?<=[我你他们里家侬拉])格(?![外子式局调言])(?=[{_CJK}])")
_TUO = re.compile(r"(?<=[死卖丢扔忘走跑坏吃用])脱(?![离口手身发衣鞋下去掉贫])")


def is_wu(text: str) -> bool:
    """The text holds a word only Wu writes (侬, 阿拉, 覅, 辣海, 交关, 伊拉, 迭个)."""
    return bool(_WU.search(text))


def _lei(m: re.Match[str]) -> str:
    rest = m.string[m.end():m.end() + 1]
    if rest and re.match(f"[{_CJK}]", rest):
        return "的"  # between a word and what follows: 俺家嘞房子, 村里嘞老院儿
    return "呢" if rest in {"？", "?"} else "了"  # 干啥嘞？ asks; 他走嘞 is done


def reading(text: str, wu: bool | None = None) -> str:
    """The Mandarin reading of a text written with dialect words, of the same length (see the
    module docstring); a Mandarin text comes back unchanged. `wu` True reads the Wu words
    Mandarin shares though the text holds no word only Wu writes (the other statement of a
    pair does)."""
    if wu is None:
        wu = is_wu(text)
    if wu:
        text = _WU_WORD.sub(lambda m: _WU_TO[m.group(0)], text)
        text = _TUO.sub("掉", _GE.sub("的", text))
        text = _WU_NOT.sub("不", _LA.sub("在", _YI.sub("他", _FA.sub("吗", text))))
    # each rule only where its word is written: the word index reads every Chinese text
    if not _FIRSTS.isdisjoint(text):
        text = _WORD.sub(lambda m: _TO[m.group(0)], text)
    if "儿" in text or "莫得" in text:
        text = _DAY.sub(lambda m: _DAYS[m.group(0)], text)
    text = text.translate(_TABLE)
    if "咋" in text or "厝" in text:
        text = _CUO.sub("家", _ZA.sub("怎", text))
    if "恁" in text:
        text = _NEN.sub(lambda m: "那" if m.string[m.end():m.end() + 1] in _ADJ else "你", text)
    if "咧" in text or "额" in text:
        text = _E.sub("我", _LIE.sub(lambda m: "呢" if m.string[m.end():m.end() + 1] in {"？", "?"}
                                    else "了", text))
    if "嘞" in text or "哩" in text:
        text = _LI.sub("的", _LEI.sub(_lei, text))
    if "中" in text:
        text = _ZHONG.sub(lambda m: m.group(0).replace("中", "行"), text)
    if "老" in text or "要得" in text:
        text = _LAO.sub("很", _YAODE.sub("好的", text))
    if "耍" in text or "婆娘" in text:
        text = _POLIANG.sub("老婆", _SHUA.sub("玩", text))
    return text


def pair_reading(old: str, new: str) -> tuple[str, str]:
    """Both statements of a pair read in one voice: as Wu when either is."""
    wu = is_wu(old) or is_wu(new)
    return reading(old, wu), reading(new, wu)


def written_for(words: list[str], text: str) -> dict[str, str]:
    """The question's index words (character pairs) that `text` holds only in its Mandarin
    reading, each with what it writes there (女儿: 妮儿), for search's `why`: what matched."""
    own = simplified(text)
    read = reading(own)
    if read == own:
        return {}
    return {word: own[at:at + len(word)] for word in dict.fromkeys(words)
            if len(word) > 1 and word not in own and (at := read.find(word)) >= 0}

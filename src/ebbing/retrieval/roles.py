# ruff: noqa: RUF002
"""Who a Chinese question means by a relation: 郑师傅的老伴 is 淑芬 when the store says
老伴秦淑芬…, 女婿 is 马骏 when it says 女婿马骏是….

People are asked about by how they relate to someone (老伴, 闺女, 女婿, 外孙, 我哥, 男朋友,
房东) and told about by name (淑芬吃不了海鲜). The question shares no word with the answer, and
its one relation word is matched literally by other memories (老孙的老伴前年走了), so the word
side puts them first; e5 does not know who 老伴 is either. A memory that introduces someone
says it: a relation word followed by a name (老伴秦淑芬以前是会计, 我女儿朵朵今年六岁, 闺女郑悦
在深圳当律师). So, for a CJK question that writes a relation word (`RELATIONS`, the input to
this reading) and not the name:
- the store's memories that write the relation word are read for a name right after it: two
  or three characters up to the first character that cannot be part of a name (a verb, a
  particle, a number, a time: 在, 是, 的, 今, 八 …); a name counts only when the store writes
  it (or its last two characters, the given name: 秦淑芬 -> 淑芬) in another memory too, since
  people one is told about recur and a stray phrase does not;
- the memories that write that name take part as those an alias names (retrieval/aliases.py):
  they join the candidates, their BM25 reads the name's character pairs beside the question's,
  and in the relevance floor they hold the relation word's pairs.
Whose relation it is (郑师傅的 老伴 or 老孙的) is not checked: every name the store gives the
relation is taken.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ebbing.core import kin_zh
from ebbing.core.cjk import bigrams
from ebbing.core.query import written_terms
from ebbing.lang import has_cjk, is_cjk_char

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine

# relation words, the longest first where one holds another (外孙女 before 外孙)
RELATIONS = tuple(sorted({
    "老伴", "老公", "丈夫", "老婆", "妻子", "太太", "爱人", "男朋友", "女朋友", "对象",
    "未婚夫", "未婚妻", "闺女", "女儿", "儿子", "女婿", "儿媳", "外孙", "外孙女", "孙子",
    "孙女", "我爸", "我妈", "我哥", "哥哥", "我姐", "姐姐", "我弟", "弟弟", "我妹", "妹妹",
    "爸爸", "妈妈",
    "父亲", "母亲", "外婆", "外公", "奶奶", "爷爷", "姥姥", "姥爷", "舅舅", "舅妈", "姑姑",
    "姑父", "叔叔", "婶婶", "阿姨", "姨妈", "侄子", "侄女", "外甥", "外甥女", "表哥", "表姐",
    "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "邻居", "同事", "室友", "同学", "组长",
    "老板", "上司", "领导", "房东", "房客", "徒弟", "教练", "班主任", "医生", "保姆",
    "闺蜜", "好朋友", "前任", "前夫", "前妻", "继父", "继母", "公公", "婆婆", "岳父", "岳母",
    "小舅子", "大舅子", "姐夫", "妹夫", "嫂子", "弟媳",
    # (stop 24) 我娘 and 我爹 as 我妈 and 我爸 (northern speech); a friend by the spoken words
    # (哥们儿, 发小) and by what two do together (钓友, 球友): a question about one is about
    # someone, not the speaker alone (retrieval/subject.py reads these words)
    "我娘", "我爹", "朋友", "哥们", "兄弟", "发小", "老铁", "好友", "钓友", "球友", "牌友",
    "酒友", "驴友", "战友", "工友"}, key=lambda w: (-len(w), w)))
# a character that ends a name: verbs, particles, numbers, times, places' words
_NOT_NAME = set("在是的和跟说了今明昨去前后每从到把被也都还就已刚又很不没上下住一二三四五六七八九十"
                "两几个岁年月日号以叫为给对让要会想能可有做当跑吃喝带帮开学读这那里家")
_NAME = re.compile(r"[\u4e00-\u9fff]{2,3}")


def relations_in(query: str) -> list[str]:
    """The relation words a question writes, longest first, none inside another."""
    found: list[str] = []
    for word in RELATIONS:
        if word in query and not any(word in longer for longer in found):
            found.append(word)
    return found


def name_after(text: str, at: int) -> str | None:
    """The name a text writes right after position `at` (老伴|秦淑芬以前 -> 秦淑芬), two or
    three characters up to the first that cannot be part of one."""
    name = ""
    for i, char in enumerate(text[at:at + 3], at):
        if not is_cjk_char(char) or (char in _NOT_NAME and not _numeral_in_name(text, i, name)):
            break
        name += char
    return name if len(name) >= 2 else None


# what follows a number that counts (一岁, 一个, 一直): a numeral before one is no name's
_COUNTED = set("个岁年月日天号次点位只条件本张块元斤米直起样些般定共边面下")


def _numeral_in_name(text: str, at: int, name: str) -> bool:
    """Whether the numeral at `at` (一 of 洪一诺, 聂一禾) is inside a name: after a name's
    first character and before a character that could end the name, not a counted thing."""
    after = text[at + 1:at + 2]
    return text[at] in "一" and bool(name) and bool(after) and is_cjk_char(after) \
        and after not in _NOT_NAME and after not in _COUNTED


# a question that asks for the name itself (我女儿叫什么名字?, 我的房东是谁?) is answered by
# the memory that introduces the name, which writes the relation: it is not asked by name
_ASKS_NAME = re.compile(r"叫什么|什么名字|名字是|叫啥|是谁|谁是|姓什么|贵姓")


# words for one and the same relation: a question may call her 太太 where the store wrote
# 老婆蒙丽… (each word's others are read for the name too; 哥哥 and 弟弟 are two people)
SAME = tuple(frozenset(group) for group in (
    ("老婆", "妻子", "太太", "爱人"), ("老公", "丈夫", "爱人"), ("女儿", "闺女"),
    ("爸爸", "父亲", "我爸", "我爹"), ("妈妈", "母亲", "我妈", "我娘"), ("外婆", "姥姥"),
    ("外公", "姥爷"),
    ("男朋友", "对象"), ("女朋友", "对象"), ("好朋友", "闺蜜")))


def same_as(word: str) -> list[str]:
    """The word and the other words for the same relation (`SAME`, and core/kin_zh.py's words
    for what it names: 先生 -> 丈夫, 老公…; 丈夫的爸爸 -> 公公), the word first."""
    kin = [m.keys for m in kin_zh.mentions(f"我{word}") if m.text == word]
    other = kin_zh.forms(kin[0], chains=False) if kin else []
    return list(dict.fromkeys([word, *sorted({w for group in SAME if word in group
                                               for w in group} - {word}), *other]))


def asked_relations(query: str) -> list[str]:
    """`relations_in`, with core/kin_zh.py's reading: a chain is one relation (丈夫的爸爸, not
    丈夫 and 爸爸), and a word that names one only after whose it is counts there (我先生)."""
    kin = kin_zh.mentions(query, unknown=True)
    out = [m.text for m in kin if len(m.text) >= 2 and m.keys]
    return out + [w for w in relations_in(query)
                  if not any(w in m.text for m in kin) and not any(
                      query.find(w) < m.end and m.start < query.find(w) + len(w) for m in kin)]


def named_relations(engine: SearchEngine, query: str) -> dict[str, list[str]]:
    """For a CJK question: each relation word it writes (and whose name it does not) -> the
    names the store gives it ({"老伴": ["秦淑芬"]}); nothing for a question that asks for the
    name."""
    if query.isascii() or not has_cjk(query) or _ASKS_NAME.search(query):
        return {}
    out: dict[str, list[str]] = {}
    for word in asked_relations(query):
        names = names_given(engine, same_as(word), query)
        if names:
            out[word] = names
    return out


# characters that end a name (`_NOT_NAME`) but also end many given names (佳明, 小和, 国家)
_NAME_TOO = set("明和家开学文可")
_CALLED = re.compile(r"(?:名字)?叫|名叫")


def names_given(engine: SearchEngine, words: list[str], query: str) -> list[str]:
    """The names the store writes right after the first of `words` that has any (老伴秦淑芬…
    -> 秦淑芬), each written in another memory too and none in `query`."""
    names: list[str] = []
    for said in words:
        postings = engine.lexical.term_postings(bigrams(said)[:1])
        if not postings:
            continue
        rows = postings[0][0]
        if len(rows) > 200:  # a word every memory writes names no one in particular
            continue
        for row in rows.tolist():
            text = engine.store.read_row(int(row)).content
            for m in re.finditer(re.escape(said), text):
                called = _CALLED.match(text, m.end())  # 我老婆叫赵敏 names her too
                at = called.end() if called else m.end()
                name = name_after(text, at)
                if called and name and name[0] in "我你他她它咱":
                    continue
                whole = text[at:at + 3]  # 骆佳明 stops at 明 (明天) but recurs as written
                if name and len(name) == 2 and whole.startswith(name) and len(whole) == 3 \
                        and whole[2] in _NAME_TOO and _recurs(engine, whole):
                    name = whole
                if name and name not in names and name not in query \
                        and name[-2:] not in query and _recurs(engine, name):
                    names.append(name)
        if names:  # the question's own word first; another only when it names no one
            break
    if not names and PARTNERS & set(words):
        names = partners(engine, query)
    return names


# the words for the one the speaker is with, and what a memory says of them by name when it
# never calls them so: 我和刘洋打算后年结婚 makes 刘洋 the one 我男朋友 (我对象, 我老公) means
PARTNERS = frozenset({"男朋友", "女朋友", "对象", "未婚夫", "未婚妻", "男友", "女友", "老公",
                      "老婆", "丈夫", "妻子", "爱人"})
_TOGETHER = re.compile(r"我(?:和|跟|与)([\u4e00-\u9fff]{2,3}?)[\u4e00-\u9fff]{0,6}?"
                       r"(?:结婚|订婚|领证|谈恋爱|在一起|交往|办婚礼)")


def partners(engine: SearchEngine, query: str) -> list[str]:
    """The names the store writes as the speaker's partner (`_TOGETHER`: 我和X…结婚, 我跟X在一起),
    each written in another memory too (a name, not a phrase: 刘洋打 is not, 刘洋 is)."""
    names: list[str] = []
    for word in ("结婚", "订婚", "领证", "恋爱", "在一起", "交往", "婚礼"):
        found = engine.lexical.term_postings(bigrams(word)[:1])
        if not found or len(found[0][0]) > 200:
            continue
        for row in found[0][0].tolist():
            text = engine.store.read_row(int(row)).content
            for m in _TOGETHER.finditer(text):
                read = name_after(text, m.start(1)) or ""
                name = next((n for n in (read, read[:2]) if len(n) >= 2
                             and n not in query and _recurs(engine, n)), None)
                if name and name not in names:
                    names.append(name)
    return names


def respell(query: str, word: str, name: str) -> str:
    """The question with the relation (and whose it is: 郑师傅的老伴, 我表姐) written as the name:
    郑师傅的老伴对什么过敏? -> 秦淑芬对什么过敏?."""
    return re.sub(rf"(?:[\u4e00-\u9fff]{{1,4}}的|[我你他她]们?)?{re.escape(word)}", name, query,
                  count=1)


def _recurs(engine: SearchEngine, name: str) -> bool:
    """Whether the store writes the name, or its given name (its last two characters), in
    more than one memory."""
    for part in dict.fromkeys((name, name[-2:])):
        pairs = bigrams(part)
        found = engine.lexical.term_postings(pairs)
        if len(found) != len(set(pairs)):
            continue
        common = set(found[0][0].tolist())
        for rows, _ in found[1:]:
            common &= set(rows.tolist())
        if len(common) >= 2:
            return True
    return False


# English kin and relation words and the Chinese ones that say the same relation: an English
# question about "my mother" among memories written 我妈… (an English word can only ever match
# English text, and e5 links 妈妈 and "mother" weakly beside the rest of a sentence)
ACROSS = {
    "mother": ("妈妈", "我妈", "母亲", "老妈"), "mom": ("妈妈", "我妈", "母亲", "老妈"),
    "mum": ("妈妈", "我妈", "母亲", "老妈"), "father": ("爸爸", "我爸", "父亲", "老爸"),
    "dad": ("爸爸", "我爸", "父亲", "老爸"), "parents": ("爸妈", "父母"),
    # (stop 25) 老伴, the word an old couple use for each other (老伴儿叫陈德明)
    "wife": ("老婆", "妻子", "太太", "爱人", "老伴"), "husband": ("老公", "丈夫", "爱人", "老伴"),
    "boyfriend": ("男朋友", "男友"), "girlfriend": ("女朋友", "女友"),
    "partner": ("对象", "爱人"), "fiance": ("未婚夫", "对象"), "fiancee": ("未婚妻", "对象"),
    "son": ("儿子",), "daughter": ("女儿", "闺女"),
    "brother": ("哥哥", "我哥", "弟弟", "我弟"), "sister": ("姐姐", "我姐", "妹妹", "我妹"),
    "grandmother": ("奶奶", "外婆", "姥姥"), "grandma": ("奶奶", "外婆", "姥姥"),
    "grandfather": ("爷爷", "外公", "姥爷"), "grandpa": ("爷爷", "外公", "姥爷"),
    "grandson": ("孙子", "外孙"), "granddaughter": ("孙女", "外孙女"),
    "nephew": ("侄子", "外甥"), "niece": ("侄女", "外甥女"),
    "uncle": ("叔叔", "舅舅", "伯伯"), "aunt": ("阿姨", "姑姑", "姨妈", "舅妈"),
    "father-in-law": ("公公", "岳父", "老丈人"), "mother-in-law": ("婆婆", "岳母", "丈母娘"),
    "son-in-law": ("女婿",), "daughter-in-law": ("儿媳", "儿媳妇"),
    "brother-in-law": ("姐夫", "妹夫", "大舅子", "小舅子"),
    "sister-in-law": ("嫂子", "弟媳", "小姨子", "大姨子"),
    "landlord": ("房东",), "roommate": ("室友",), "flatmate": ("室友",),
    "colleague": ("同事",), "neighbour": ("邻居",), "neighbor": ("邻居",),
    # (stop 36) a cousin by either side and either age; the words regions say (Wu 囡,
    # Xiang 妹坨 and 满崽 for a daughter and a youngest son, Southwestern 老倌 for a husband,
    # 我兄弟 for a brother)
    "cousin": ("表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹"),
}
ACROSS["daughter"] = (*ACROSS["daughter"], "囡儿", "囡囡", "阿囡", "妹坨")
ACROSS["son"] = (*ACROSS["son"], "满崽")
ACROSS["husband"] = (*ACROSS["husband"], "老倌")
ACROSS["brother"] = (*ACROSS["brother"], "我兄弟")
# (stop 25) ... and every word core/kin_zh.py knows for a parent, in any register or dialect
# (老汉儿, 老豆, 阿妈, 家母): "my dad" among memories that call him 老汉儿
for _en, _kin in (("mother", "mother"), ("mom", "mother"), ("mum", "mother"),
                  ("father", "father"), ("dad", "father")):
    ACROSS[_en] = tuple(dict.fromkeys((*ACROSS[_en], *kin_zh.WORDS[_kin],  # and (stop 36)
                                       "我爹" if _kin == "father" else "我娘")))  # 我爹, 我娘


def across(engine: SearchEngine, query: str) -> dict[str, list[str]]:
    """For an English (any non-CJK) question: each kin or relation word of the speaker's it
    writes (ACROSS after "my" or "our": "my mother", not "Wally's daughter") -> the Chinese
    ways the store writes that relation (我妈, 母亲) and the names it gives them
    (`named_relations`: 男朋友刘洋… -> 刘洋), for retrieval/aliases.py to take as other
    spellings of the word. Nothing for a store that writes none of them."""
    if has_cjk(query):
        return {}
    words = re.findall(r"\b(?:my|our)\s+(?:(?:younger|older|little|big|elder|baby|"
                       r"step|late)\s+)?([a-z]+(?:-in-law)?)", query.lower())
    out: dict[str, list[str]] = {}
    for word in dict.fromkeys(words):
        said = ACROSS.get(word) or ACROSS.get(word[:-1] if word.endswith("s") else "")
        if not said:
            continue
        found = [w for w in said if _holds(engine, w)]  # every character pair (外孙女)
        for w in list(found):
            for names in named_relations(engine, w).values():  # and the given name, as
                found += [n for name in names for n in dict.fromkeys((name, name[-2:]))  # a
                          if n not in found]  # Chinese question's (洪一诺 -> 一诺)
        if not found and PARTNERS & set(said):  # "my boyfriend" and 我和刘洋…结婚 (`partners`)
            found = partners(engine, query)
        if found:
            out[word] = found
    return out


def in_other_words(engine: SearchEngine, query: str) -> list[tuple[str, list[str]]]:
    """For a CJK question: each relation it names (core/kin_zh.py: 我先生, 丈夫的爸爸, 我妈的妈妈)
    -> the other ways of writing that relation the store holds (老公, 公公, 外婆), for
    retrieval/aliases.py to take as other spellings of the question's words: 我先生在哪儿工作？
    finds 我老公在医院上班. A one-character word is taken with whose it is (我爸). A chain
    is also written through the name the store gives its first link: 我侄子 is 何勇的儿子 where
    the store says 我哥何勇… (`_by_name`)."""
    if query.isascii() or not has_cjk(query):
        return []
    out: list[tuple[str, list[str]]] = []
    for m in kin_zh.mentions(query):
        said = m.text if len(m.text) >= 2 else query[max(0, m.start - 1):m.end]
        held = [f for f in kin_zh.forms(m.keys) + _by_name(engine, m.keys, query)
                if f not in query and _holds(engine, f)]
        if held:
            out.append((said, held))
    return out


def _holds(engine: SearchEngine, text: str) -> bool:
    pairs = written_terms(text)  # 闺女 is held where a memory writes it (core/query.py)
    return bool(pairs) and len(engine.lexical.term_postings(pairs)) == len(set(pairs))


def _by_name(engine: SearchEngine, keys: frozenset[str], query: str) -> list[str]:
    """The chains that compose to `keys` with their first link written by the name the store
    gives it (侄子 = 哥哥的儿子, and 我哥何勇… -> 何勇的儿子, 何勇的儿)."""
    out: list[str] = []
    for (head, tail), key in sorted(kin_zh.COMPOSE.items()):
        if key not in keys:
            continue
        names = names_given(engine, kin_zh.forms(frozenset({head}), chains=False), query)
        tails = [*kin_zh.WORDS.get(tail, ()), *kin_zh.CONTEXT.get(tail, ())]
        out += [f"{n}的{t}" for name in names for n in dict.fromkeys((name, name[-2:]))
                for t in tails]
    return list(dict.fromkeys(out))

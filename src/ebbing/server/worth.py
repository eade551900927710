# ruff: noqa: RUF001, RUF002, SIM905
"""Does a message of a conversation carry information worth a memory of its own?

A message is kept unless what it states is nothing beyond taking in what was said before: an
acknowledgement ("ok, noted", "明白了，第4条我记住了"), thanks, a greeting or a farewell, an
interjection. The model: a message is the acts it performs (acknowledge, thank, greet, agree,
promise to remember) plus references to what was said before ("that", "the fourth point",
"第4条") plus content. Once the acknowledging words, the references and the pronouns of the
two speakers are taken out, whatever is left is content: a name, a number that is not an
item's number, a place, a time, a verb that is not about taking something in. A message with
no content is skipped; so a message that also says anything at all ("ok, and my flight is at
9") is kept whole, in its own words.

The word tables are inputs to that model, one per language; lang/ says which languages a
message is written in, and each table is applied to the words of its own script. A skipped
message is never lost: the task result lists it, with its words and why.
"""

from __future__ import annotations

import re

from ebbing.lang import has_cjk

# English: words that take in, thank, greet, agree or promise, and the words that refer back
# or hold such a sentence together (pronouns of the two speakers, auxiliaries, articles). The
# past tense is not glue: "it was great" tells how something went.
EN_ACTS = frozenset("""
ok okay k kk alright right sure yes yeah yep yup no nope fine good great cool nice perfect
awesome excellent lovely wonderful noted note got get gotcha understood understand understands
see seen know knew clear roger copy thanks thank thx ty cheers appreciate appreciated hi hello
hey bye goodbye later welcome lol haha hahaha hmm mm uh um oh ah wow indeed exactly correct
agreed agree makes sense sounds remember remembered remembering memorised memorized keep mind
will do done bear track tracking
""".split())
EN_GLUE = frozenset("""
i i'm im i've ive i'll ill i'd me my we we'll we've us you you're your it it's its that that's
this these those them they all everything the a an and so very much lot lots too also just
now then will shall would have has do does am is are be of to for in on at
with about please thats thanks! point points item items number no. one ones above mentioned
said last previous earlier already totally really definitely surely
""".split())
EN_REFERENCE = re.compile(
    r"\b(?:item|point|number|no\.?|step|#)\s*\d+\b|#\d+\b|\b(?:first|second|third|fourth|"
    r"fifth|sixth|seventh|eighth|ninth|tenth|last)\s+(?:one|point|item|step)s?\b|"
    r"\b(?:the|that|this|these|those|your|all)\s+(?:list|details|plan|info|information|"
    r"notes?|points?|items?|steps?|change|changes|update|rules?)\b",
    re.IGNORECASE)
EN_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?\.?|\d+", re.IGNORECASE)

# Chinese: the same acts and glue, longest first so "记住了" goes before "记住".
ZH_REFERENCE = re.compile(r"第\s*[0-9０-９一二三四五六七八九十百两]+\s*[条点项个句步]")
ZH_WORDS = sorted("""
明白了 明白 好的 好嘞 好吧 好 知道了 知道 收到了 收到 了解了 了解 谢谢你 谢谢 多谢 谢啦 感谢
记住了 记下了 记下来了 记下 记住 记得了 记得 会记得 没问题 懂了 懂 行 嗯嗯 嗯 哦哦 哦 噢 喔 对对
对的 对 是的 是 可以 ok OK 辛苦了 辛苦 太好了 不客气 没事 你好 再见 拜拜 哈哈哈 哈哈 嘿嘿 好滴
我 你 您 我们 已经 都 会 一定 的 了 啦 呀 啊 吧 呢 嘛 哈 这 那 这个 那个 这些 那些 这条 那条
上面 以上 你说 说的 刚才 前面 也 就 很 非常 清楚 放心 和 跟 还有 全部 都是
""".split(), key=len, reverse=True)
ZH_GLUE = re.compile("|".join(map(re.escape, ZH_WORDS)))
NOT_CONTENT = re.compile(r"[\W_]+", re.UNICODE)


def left_in_english(text: str) -> list[str]:
    """The words of `text` (its Latin-script part) that are content, not acts or glue."""
    rest = EN_REFERENCE.sub(" ", text)
    words = (w.lower().rstrip(".") for w in EN_WORD.findall(rest))
    return [w for w in words if w not in EN_ACTS and w not in EN_GLUE]


def left_in_chinese(text: str) -> str:
    """The CJK characters of `text` that are content, not acts or glue."""
    rest = ZH_GLUE.sub("", ZH_REFERENCE.sub("", text))
    return "".join(ch for ch in rest if ch.isalnum() and has_cjk(ch))


def why_not_kept(text: str) -> str | None:
    """None when the message is worth a memory; else the reason it is skipped."""
    words = " ".join(text.split())
    if not NOT_CONTENT.sub("", words):
        return "empty: no words"
    words = ZH_REFERENCE.sub(" ", words)  # "第4条": an item's number, not content
    if has_cjk(words) and left_in_chinese(words):
        return None
    if left_in_english(re.sub(r"[^\x00-\x7f]", " ", words)):
        return None
    return "an acknowledgement only: it takes in what was said and adds nothing"

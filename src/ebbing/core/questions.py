"""What a question asks for: a time ("When did ...", "What year ...") or a duration ("How long
has ...", "Since when ..."). Pure; search uses them to prefer memories whose words carry a
date (core/eventtime.py) or name a duration; a question about when something began is
answered by a duration too ("I've had them four years", said in June 2023: since 2019)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from ebbing.core.timeexpr import find_time_window

# what may come before the question word: a hedge ("roughly when"), a preposition ("on what
# date", "until when", "by when"), or both ("until roughly when")
_LEAD = (r"^\W*(?:(?:roughly|about|around|approximately|exactly|precisely|so)\s+)?"
         r"(?:(?:on|in|at|by|until|till|since|from|during|for|up\s+to)\s+)?"
         r"(?:(?:roughly|about|around|approximately|exactly|precisely)\s+)?")
# a unit of the calendar or the clock: what a time question asks for
_TIME_NOUN = (r"(?:dates?|days?|nights?|evenings?|mornings?|afternoons?|weeks?|weekends?|"
              r"months?|years?|time|season|hour)")
_WHEN = re.compile(
    _LEAD + r"(?:when\b|how\s+long\b|(?:what|which)\s+(?:exact\s+|specific\s+)?"
    + _TIME_NOUN + r"\b|what\s+(?:is|was|are|were)\s+(?:the\s+|[\w&-]+'s\s+)"
    r"(?:(?:exact|first|last|final|start|end|due|wedding|release)\s+)?"
    r"(?:dates?|day|birthday|anniversary|deadline)\b)", re.IGNORECASE)


_HOW_LONG = re.compile(_LEAD + r"(?:(?:for\s+)?how\s+long\b(?!\s+ago)|since\s+when\b|"
                       r"how\s+many\s+(?:years|months|weeks|days)\s+(?:has|have|had|did))",
                       re.IGNORECASE)


def asks_duration(question: str) -> bool:
    """Whether the question asks how long something lasted ("How long has ...", "Since
    when ..."), which a duration answers ("for 3 years", "since 2019")."""
    return bool(_HOW_LONG.search(question))


def asks_when(question: str) -> bool:
    """Whether the question asks for a time ("When did ...", "What year ...")."""
    return bool(_WHEN.search(question))


_START = re.compile(
    _LEAD + r"(?:when|(?:what|which)\s+(?:year|month))\b.*?\b(?:did|has|have|was|were)\b"
    r".*?\b(?:start|started|begin|began|get|got|adopt|adopted|buy|bought|meet|met|join|"
    r"joined|move|moved|open|opened|first)\b", re.IGNORECASE)


def asks_start(question: str) -> bool:
    """Whether the question asks when something began ("Which year did Ana start
    pottery?", "When did they get their dog?"), which a duration up to the day it was said
    also answers ("I've had them four years")."""
    return bool(_START.search(question))


_SPAN = re.compile(r"^\W*(?:how\s+(?:long|many|much\s+time)|which\s+came\s+first|"
                   r"what\s+came\s+first|how\s+far\s+apart)\b", re.IGNORECASE)
_BETWEEN = re.compile(r"\bbetween\s+(?P<a>.+?)\s+and\s+(?P<b>.+?)\s*[?.!]*\s*$", re.IGNORECASE)
_DETERMINERS = frozenset(["the", "a", "an", "his", "her", "their", "my", "our", "your", "its"])
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")


_TOOK = re.compile(
    r"^\W*how\s+(?:long|much\s+time|many\s+(?:years|months|weeks|days|hours))\s+did\s+"
    r"(?:it\s+take(?:\s+(?:for\s+)?(?P<who>.+?))?|(?!it\b)(?P<subject>.+?)\s+take)\s+to\s+"
    r"(?P<act>.+?)\s*[?.!]*\s*$", re.IGNORECASE)
_FINISH = re.compile(r"^(?:finish|complete|end|get\s+through|wrap\s+up)(?:\s+|$)", re.IGNORECASE)
_TOOK_ZH = re.compile(r"^(?P<who>.*?)(?:花了|用了)(?:多长时间|多久|几(?:天|周|个月|年))(?:才)?"
                      r"(?P<act>\S+?)[\uff1f?\u3002]*$")
_DONE_ZH = re.compile(r"^(?:完成|(?P<verb>[\u4e00-\u9fff])完)(?P<rest>.+)$")


def took_parts(question: str) -> list[str]:
    """The start and the end of the one thing a question asks the length of ("How long did
    it take Ines to finish her thesis?" -> ["Ines started her thesis", "Ines finished her
    thesis"]; "陈明花了多久写完小说?" -> ["陈明开始写小说", "陈明写完小说"]): how long a
    thing took is when it ended less when it began, and a person tells the beginning on
    another day, in words that rarely say how long it would take. Nothing for any other
    question."""
    found = _TOOK.search(question)
    if found is not None:
        who = (found.group("who") or found.group("subject") or "").strip(" ,")
        act = found.group("act").strip(" ,")
        rest = _FINISH.sub("", act)
        if not _WORD.search(rest):
            return []
        lead = f"{who} " if who else ""
        begun = f"{lead}started {rest}" if rest != act else f"{lead}started to {act}"
        return [begun, f"{lead}finished {rest}"]
    found = _TOOK_ZH.search(question)
    if found is None:
        return []
    who, act = found.group("who"), found.group("act")
    done = _DONE_ZH.match(act)
    if done is None:
        return [f"{who}开始{act}", f"{who}完成{act}"]
    base = (done.group("verb") or "") + done.group("rest")
    return [f"{who}开始{base}", f"{who}{act}"]


def event_parts(question: str, took: bool = False) -> list[str]:
    """The two events a question relates ("How many weeks passed between Lena adopting Pip
    and Moss?" -> ["Lena adopting Pip", "Lena adopting Moss"]), each to be looked up on its
    own: the answer needs both, and a turn that tells one of them rarely repeats the other.
    A second part of one word ("and the boat") stands for the first with its last word
    replaced (the rest is understood). Nothing when the question relates no two things this
    way, or when the parts are times ("between May and July": a period, core/timeexpr.py).
    With `took`, a question about how long one thing took gives its start and its end
    (`took_parts`)."""
    if took and (begun := took_parts(question)):
        return begun
    found = _BETWEEN.search(question) if _SPAN.search(question) else None
    if found is None:
        return []
    first, second = found.group("a").strip(" ,"), found.group("b").strip(" ,")
    words, other = _WORD.findall(first), _WORD.findall(second)
    if not words or not other:
        return []
    core = other[1:] if len(other) == 2 and other[0].lower() in _DETERMINERS else other
    if len(core) == 1 and len(words) > 1:
        second = " ".join([*words[:-1], core[0]])
    said = datetime(2000, 1, 1, tzinfo=UTC)  # any day: only whether a part is a time matters
    window = find_time_window(question, said)
    if (window is not None and "between" in window.phrase.lower()) or any(
            find_time_window(part, said) is not None for part in (first, second)):
        return []
    return [first, second]


_AUX = r"(?:has|have|had|did|does|do|are|were|is|was|can|could|would|will)"
_LIST = re.compile(
    r"^\W*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    r"(?:(?!" + _AUX + r"\b)[^\W\d_][\w'-]*\s+)?"
    r"(?P<noun>(?!" + _AUX + r"\b)[^\W\d_][\w'-]*s)\s+" + _AUX + r"\b", re.IGNORECASE)
_LIST_WORDS = re.compile(r"^\W*(?:what\s+are\s+(?:some|all)|(?:what|which)\s+(?:kinds|types|sorts)"
                         r"\s+of)\b", re.IGNORECASE)
_NOT_PLURAL = frozenset(["is", "was", "has", "does", "this", "us", "his", "its", "yes", "less",
                         "plus", "thus", "news", "status", "bus", "gas", "kinds", "types",
                         "sorts", "series", "always", "whereas"])


# A question in the present perfect asks what has happened over time, the answers told in
# several talks ("What has Ana painted?", "Where has Tom camped?", "Which cities has Ana
# visited?"); "how many times" asks for each time. "What has Ana decided?" asks the same way
# (a decision told once finds its one talk first either way). "has to" is an obligation.
_PERFECT = re.compile(r"^\W*(?:what|which|where)\b(?:\s+[\w'-]+){0,3}?\s+(?:has|have)\s+"
                      r"(?!to\b)[\w'-]+", re.IGNORECASE)
_TIMES = re.compile(r"^\W*how\s+many\s+(?:times|[\w'-]+s)\b(?!\s+(?:ago|old|long)\b)",
                    re.IGNORECASE)
_KIND = re.compile(
    r"^\W*(?:what|which)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    r"(?P<kind>(?:(?!" + _AUX + r"\b)[^\W\d_][\w'+-]*\s+)?(?!" + _AUX + r"\b)[^\W\d_][\w'-]*s)"
    r"\b(?:\s+[\w'-]+){0,3}?\s+" + _AUX + r"\b", re.IGNORECASE)
_KIND_OF = re.compile(
    r"^\W*(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\s+"
    r"(?P<kind>(?:(?!" + _AUX + r"\b)[^\W\d_][\w'+-]*\s+)?(?!" + _AUX + r"\b)[^\W\d_][\w'-]*)"
    r"\s+" + _AUX + r"\b", re.IGNORECASE)


def asks_several(question: str) -> bool:
    """Whether the question asks for things told over several talks: a list (`asks_list`),
    something that has happened over time ("What has Ana painted?", "Where has Tom
    camped?"), or how many times ("How many times has Ana been to the lake?")."""
    return asks_list(question) or asks_perfect(question) or bool(_TIMES.search(question))


def asks_perfect(question: str) -> bool:
    """Whether the question asks, in the present perfect, what has happened over time ("What
    has Ana painted?", "Which ports has Tom sailed to?"), not what is so now ("What pets
    does Ana have?")."""
    return bool(_PERFECT.search(question))


def list_kind(question: str) -> str | None:
    """The kind of thing a list question asks for, as written ("What martial arts has Tom
    done?" -> "martial arts", "Which European capitals did Ana see?" -> "European capitals",
    "What events for veterans has Tom joined?" -> "events", "What kinds of cheese has Ana
    tried?" -> "cheese"), or None. The answers are things
    of that kind ("judo", "Lisbon"), which rarely repeat the kind's own words: searched on
    its own, the kind meets them by meaning (retrieval/lists.py)."""
    found = _KIND_OF.search(question)
    if found is not None:  # "kinds of glass": any noun, plural or not
        return found.group("kind")
    found = _KIND.search(question)
    if found is None:
        return None
    kind = found.group("kind")
    noun = kind.split()[-1].lower()
    if noun in _NOT_PLURAL or noun.endswith(("ss", "'s", "us")):
        return None
    return kind


def asks_list(question: str) -> bool:
    """Whether the question asks for several things of a kind ("What recipes has Lena
    tried?", "Which islands did they sail to?", "What are all the jobs Omar had?"), whose
    answers a person tells one at a time, often in different conversations."""
    if _LIST_WORDS.search(question):
        return True
    found = _LIST.search(question)
    if found is None:
        return False
    noun = found.group("noun").lower()
    return noun not in _NOT_PLURAL and not noun.endswith(("ss", "'s", "us"))


# A question asking how something went over time wants the whole account, told a piece at a
# time in several talks: "How did Ana's garden do this year?", "How has Tom's knee
# recovered?", "What has happened with the roof?", "What do we know about Ana's uncle?",
# "Tell me about Tom's move". The verbs are those of an outcome or a course (go, turn out,
# unfold, recover, change, progress ...), not of one fact ("How did Ana get there?").
_COURSE = (r"(?:go|goes|going|gone|went|come\s+along|coming\s+along|came\s+along|"
           r"unfold(?:ed|ing)?|play(?:ed|ing)?\s+out|turn(?:ed|ing)?\s+out|chang(?:e|ed|ing)|"
           r"recover(?:ed|ing)?|progress(?:ed|ing)?|develop(?:ed|ing)?|end(?:ed)?\s+up|"
           r"evolv(?:e|ed|ing)|work(?:ed)?\s+out|fare[ds]?|shap(?:e|ed|ing)\s+up)")
_STORY = re.compile(
    r"^\W*(?:how\s+(?:did|has|have|had|is|was|were|are|does|do)\b(?:\s+[\w'\u2019&-]+){1,8}?"
    r"\s+" + _COURSE + r"\b"
    r"|what(?:'s|\u2019s|\s+has|\s+have|\s+had)\s+(?:happened|been\s+happening|gone\s+(?:wrong|on)"
    r"|changed)\b"
    r"|what\s+(?:has|have|had)\s+(?:[\w'\u2019-]+\s+){1,4}been\s+(?:up\s+to|doing)\b"
    r"|what\s+do\s+(?:we|you|i)\s+know\s+about\b"
    r"|tell\s+me\s+(?:all\s+|everything\s+|more\s+)?about\b"
    r"|(?:who|what)\s+(?:is|are|was|were)\s+(?:[\w'\u2019-]+\s+){1,4}and\s+how\b)",
    re.IGNORECASE)


_ONE_TIME = re.compile(r"\b(?:first|second|third|fourth|fifth|last|latest|next|one)\b",
                       re.IGNORECASE)


def asks_story(question: str) -> bool:
    """Whether the question asks for an account of how something went over time ("How did
    Ana's garden do?" is not one, "How did Ana's garden turn out?" is; "How has Tom's knee
    recovered?", "What has happened with the roof?", "What do we know about Ana's uncle?",
    "Tell me about Tom's move"): its answer is several turns, one or two in each talk
    that took the story further. An ordinal picks one time ("How did Ana's first race
    go?"): not a story."""
    return bool(_STORY.search(question)) and not _ONE_TIME.search(question)


# A question asking for an amount: "how much / many / big / old / far ...", "what did X pay",
# "what was the price / rent / salary ...". "How many X has Tom won?" counts what happened
# over time (the present perfect) and "how many times" counts events: neither is an amount
# a turn writes.
_AMOUNT = re.compile(
    r"^\W*(?:how\s+(?:much|many|big|old|far|tall|heavy|long\s+(?:is|was|were|are)\s+the\s+"
    r"(?:drive|flight|walk|ride|trip)|fast|high|large|small)\b(?!\s+times\b)"
    r"|what\s+(?:(?:was|is|were|are|did|does|do|would|will)\s+)?(?:[\w'\u2019&-]+\s+){0,5}?"
    r"(?:price|prices|cost|costs|rent|salary|weight|score|amount|pay|paid|fee|fees|wage|wages)"
    r"\b)", re.IGNORECASE)
# a value measured or given as a number (a race's time, a mark, a deposit, a distance), the
# noun right after "what" or after a possessive or a determiner and at most one more word:
# "what was oskar's time in the fell race", "What mark did Ines get"; not the verb of "what did
# Bodo mark on the map", nor "the best time of her summer"
_MEASURED = re.compile(
    r"^\W*what\s+(?:(?:was|is|were|are|did|does|do|would|will)\s+)?"
    r"(?:(?:[\w-]+['\u2019]s|the|his|her|their|your|my|our)\s+(?:[\w-]+\s+)?)?"
    r"(?:time(?!\s+of\b)|mark|marks|total|quote|budget|deposit|distance|mileage|height|age|"
    r"balance|debt|loan)\b", re.IGNORECASE)
_COUNTED = re.compile(r"^\W*how\s+many\s+(?:[\w'\u2019-]+\s+){0,4}?(?:has|have)\b",
                      re.IGNORECASE)
_SPAN_BETWEEN = re.compile(
    r"^\W*how\s+(?:many|much)\s+(?:time|(?:seconds|minutes|hours|days|weeks|months|years)\b)"
    r".*\b(?:between|since|passed|went\s+by|after|before|until|till)\b", re.IGNORECASE)


def asks_amount(question: str) -> bool:
    """Whether the question asks for an amount a turn would write ("How much did Ines pay
    for the van?", "how many guests came?", "What was the rent?", "what was her time in the
    10k?", "What mark did she get?"), not a count of what
    happened over time ("How many races has Tom won?", "How many times ..."), nor the time
    between two events ("How many weeks passed between the move and the wedding?": the
    dates the turns give answer it, core/timeexpr.py and `event_parts`)."""
    return (bool(_AMOUNT.search(question) or _MEASURED.search(question))
            and not _COUNTED.search(question)
            and not _SPAN_BETWEEN.search(question))


"""Query analysis for lexical retrieval: tokens, stop words, a light stemmer, name candidates.

`terms(text)` is what both sides of the lexical index see (documents and queries; a document
also keeps the character pairs a dialect reading replaced, `written_too`), so the rules below
only have to be consistent, not linguistically right. The stemmer is a small, conservative
suffix stripper (a Porter-like subset); stems need not be words ("moving" -> "mov"):

1. Tokens of two letters or fewer, tokens with digits and the words in `PROTECTED` are kept.
2. Plurals: "-sses" -> "-ss", "-ies" -> "-i", otherwise a final "-s" goes unless the word ends in
   "-ss", "-us" or "-is" ("classes" -> "class", "parties" -> "parti", "status", "tennis").
3. Words in "-eed" stay ("need", "speed", "exceed"; so "agreed" does not meet "agree");
   "-ied" -> "-i"; "-ed" and "-ing" go when at least two letters with a vowel (or a "y" after
   the first letter) remain ("adopted", "adopting" -> "adopt"; "bed", "thing", "string" stay).
   A doubled final consonant left behind is undoubled unless it is l, s, f or z, or the stem
   would be shorter than three letters ("running" -> "run", "called" -> "call", "adding" -> "add").
4. "-ly" goes when at least four letters remain and the last of them is not a vowel
   ("quickly" -> "quick", "really" -> "real"; "family", "early" stay).
5. "-tion"/"-sion" lose "-ion" when at least five letters remain ("adoption" -> "adopt",
   "discussion" -> "discuss"; "nation", "station", "mention" stay).
6. A final "e" goes (not "ee", and the word keeps two letters): "move", "moves", "moved",
   "moving" all meet at "mov"; "use", "used", "using" at "us".
7. A final "y" after a consonant becomes "i", so "party"/"parties"/"partied" meet at "parti".
0. Before all of these, an irregular form becomes the word it is a form of (core/lemmas.py):
   "broke" and "broken" meet "break", "went" and "gone" meet "go", "children" "child".

Stop words are the usual function words plus question words and conversational filler (say,
tell, know, remember, recall, mention, happen, please, ...), so "who is ralph?" is ["ralph"].
Month and weekday names are ordinary terms (the word "may" is not a stop word): the time parser
(`ebbing.core.timeexpr`) reads dates separately, and a memory saying "in May" should still match.
Time filler ("ago", "last", "recently") is dropped; the callers who also want to drop a parsed
time phrase can remove `TimeWindow.phrase` from the query before calling `terms`.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from itertools import pairwise

from ebbing.core.cjk import split_token
from ebbing.core.lemmas import IRREGULAR
from ebbing.core.timeexpr import TimeWindow, find_time_window
from ebbing.lang import has_cjk
from ebbing.lang.dialects import reading
from ebbing.lang.hant import simplified
from ebbing.lang.latin import capitalised_nouns
from ebbing.lang.stopwords import foreign_stop_words

_TOKEN = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)+|[^\W_]+(?:['\u2019][^\W_]+)*")
_APOSTROPHES = re.compile(r"[,'\u2019]")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOP_WORDS = _words("""
a about above after again against ago all also am an and any anyone anything are aren arent as
at be because been before being below between both but by can cannot cant could couldn couldnt
did didn didnt do does doesn doesnt doing don dont down during each either else ever every
everyone everything few for from further get gets got had hadn hadnt happen happened happening
happens has hasn hasnt have haven havent having he hed hell her here hers herself hes hey hi
him himself his how i id if ill im in into is isn isnt it its itself ive just know last let
lets me mention mentioned mentions might more most much must my myself no nor not nothing now
of off ok okay on once only or other our ours ourselves out over own please quite rather really
recall recalled recently remember remind s said same say saying says shall she shed shell shes
should shouldn shouldnt so some someone something such t tell telling tells than that thats the
their theirs them themselves then there theres these they theyd theyll theyre theyve thing
things this those though through to told too under until up upon us very was wasn wasnt we wed
well were weren werent weve what whats when whens where wheres whether which while who whom
whos whose why will with within without won wont would wouldn wouldnt yeah yes yet you youd
youll your youre yours yourself yourselves youve
""")

CALENDAR_WORDS = _words("""
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
saturday sunday today tonight yesterday tomorrow weekend week weeks month months year years
day days morning afternoon evening night
""")

PROTECTED = _words("""
news series species always perhaps lens physics mathematics politics economics ethics
hundred kindred evening question butterfly dragonfly firefly supply multiply assembly
""")

LEMMAS = True  # irregular forms to their base word first (bench ablations turn it off)
_VOWELS = frozenset("aeiou")
_NO_UNDOUBLE = frozenset("lsfz")
SHORT_QUERY_TOKENS = 3


def tokenize(text: str) -> list[str]:
    """Lower-cased words and numbers, in order: possessives stripped, punctuation dropped.

    "Caroline's" -> "caroline", "don't" -> "dont", "3.5" and "3.11" stay one token, "1,000" ->
    "1000", "2023-05-08" is three tokens; "_" separates words ("user_name" -> "user", "name").
    Text is NFKC-normalised first, so full-width digits and ligatures match their plain forms.
    """
    return [clean_token(raw) for raw in _TOKEN.findall(unicodedata.normalize("NFKC", text))]


def clean_token(raw: str) -> str:
    """One token as `tokenize` gives it: lower case, possessive stripped, apostrophes and
    thousands commas dropped."""
    token = raw.lower()
    if token.endswith(("'s", "\u2019s")):
        token = token[:-2]
    return _APOSTROPHES.sub("", token)


def _has_vowel(stem: str) -> bool:
    """A vowel, or a "y" that is not the first letter ("fly", "try" have one)."""
    return any(c in _VOWELS for c in stem) or "y" in stem[1:]


def _strip_verb(word: str) -> str:
    """Step 3: -ied, -ed, -ing (not -eed), with undoubling of the stem that remains."""
    if word.endswith("eed"):
        return word
    if word.endswith("ied") and len(word) > 3:
        return word[:-2]
    for suffix in ("ed", "ing"):
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and len(stem) >= 2 and _has_vowel(stem):
            if (len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in _NO_UNDOUBLE
                    and stem[-1] not in _VOWELS):
                stem = stem[:-1]
            return stem
    return word


@lru_cache(maxsize=1 << 16)  # a store repeats its words: indexing a million memories stems
def stem(word: str) -> str:  # fifteen million tokens of a few ten thousand words
    """The stem of one lower-cased token; the rules are in the module docstring."""
    if len(word) <= 2 or not word.isalpha() or word in PROTECTED:
        return word
    if LEMMAS and word in IRREGULAR:  # "broke", "broken" -> "break" (core/lemmas.py)
        word = IRREGULAR[word]
        if len(word) <= 2:
            return word
    if word.endswith("sses") or (word.endswith("ies") and len(word) > 3):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        word = word[:-1]
    if word in PROTECTED:
        return word
    word = _strip_verb(word)
    if word.endswith("ly") and len(word) >= 6 and word[-3] not in _VOWELS:
        word = word[:-2]
    if word.endswith(("tion", "sion")) and len(word) >= 8:
        word = word[:-3]
    if word.endswith("e") and not word.endswith("ee") and len(word) >= 3:
        word = word[:-1]
    if word.endswith("y") and len(word) >= 3 and word[-2] not in _VOWELS:
        word = word[:-1] + "i"
    return word


def terms(text: str) -> list[str]:
    """Index terms: tokens minus stop words, stemmed. Duplicates stay (they are frequencies).
    Chinese, Japanese and Korean runs become character bigrams (core/cjk.py); an ASCII text
    (the usual English memory) is never looked at for them."""
    if not text.isascii() and has_cjk(text):  # 對花 as 对花 (lang/hant.py), 俺妮儿 as 我女儿
        return _cjk_terms(tokenize(reading(simplified(text))))  # (lang/dialects.py)
    tokens = tokenize(text)  # Spanish and German drop their own stop words too (lang/stopwords.py)
    own = foreign_stop_words(tokens)
    return [stem(t) for t in tokens if t not in STOP_WORDS and t not in own]


def written_too(text: str) -> list[str]:
    """A memory's index terms (`terms`) and the character pairs it writes that its Mandarin
    reading replaced (lang/dialects.py): a question meets 俺家妮儿 by 我女儿, and a lookup of
    the written word (闺女, 俺, retrieval/roles.py) still finds it."""
    if text.isascii() or not has_cjk(text):
        return terms(text)
    own = simplified(text)
    read = reading(own)
    words = _cjk_terms(tokenize(read))
    if read == own:
        return words
    return words + list((Counter(written_terms(own)) - Counter(words)).elements())


def written_terms(text: str) -> list[str]:
    """`terms` as the text writes them, without the dialect reading: a lookup of whether the
    store writes 闺女 (retrieval/roles.py) is not answered by its 女儿."""
    if text.isascii() or not has_cjk(text):
        return terms(text)
    return _cjk_terms(tokenize(simplified(text)))


def _cjk_terms(tokens: list[str]) -> list[str]:
    out: list[str] = []
    for token in tokens:
        if token.isascii() or not has_cjk(token):
            if token not in STOP_WORDS:
                out.append(stem(token))
            continue
        pieces, others = split_token(token)
        out.extend(stem(t) for t in others if t not in STOP_WORDS)
        out.extend(pieces)
    return out


@dataclass(frozen=True)
class QueryParts:
    """What a query says: unique terms in order, name candidates, a time window if asked."""

    terms: list[str]
    names: list[str]
    time: TimeWindow | None = None


def _names(query: str) -> list[str]:
    """Name candidates, lower-cased and unstemmed, in order of first appearance.

    A token is a candidate when it starts with a capital letter in the query, is not a stop word,
    a calendar word (month, weekday, "today", ...) or a number. Users often type in lower case,
    so when that finds nothing and the query has at most three content tokens ("who is ralph?"),
    every content token that is not a calendar word or a number is a candidate.
    """
    text = unicodedata.normalize("NFKC", query)
    capitalised: list[str] = []
    content: list[str] = []
    for match in _TOKEN.finditer(text):
        raw = match.group(0)
        token = tokenize(raw)[0]
        if token in STOP_WORDS or token in CALENDAR_WORDS or not token.isalpha():
            continue
        content.append(token)
        if raw[0].isupper():
            capitalised.append(token)
    chosen = capitalised or (content if len(content) <= SHORT_QUERY_TOKENS else [])
    return list(dict.fromkeys(chosen))


# "<Bart>:", "Assistant:" or "[Mia]:" opening a line of a pasted dialogue says who speaks
# (a name of at most three words, in angle or square brackets or bare)
_SPEAKER_LABEL = re.compile(
    r"^[ \t]*[<\[]?[^\W\d_][\w.'-]*(?: [^\W\d_][\w.'-]*){0,2}[>\]]?[ \t]*:", re.MULTILINE)


def proper_names(query: str) -> list[str]:
    """The index terms of the words a query capitalises where a sentence does not begin
    ("What did Melanie paint?" -> ["melani"]): the people, places and things it names. The
    speaker labels of a pasted dialogue ("<Bart>: ...", "Assistant: ...") are not names it
    asks about."""
    text = _SPEAKER_LABEL.sub("\n", unicodedata.normalize("NFKC", query))
    nouns = capitalised_nouns(text)  # German capitalises nouns: der Hund (lang/latin.py)
    found: list[str] = []
    starts = True
    for match in _TOKEN.finditer(text):
        raw = match.group(0)
        between = text[:match.start()].rstrip()
        starts = not between or between[-1] in ".?!:;\"'(\n¿¡"  # ¿Qué ...? opens one too
        token = tokenize(raw)[0]
        if starts or not raw[0].isupper() or token in STOP_WORDS or token in CALENDAR_WORDS \
                or not token.isalpha() or match.start() in nouns:
            continue
        found.append(stem(token))
    return list(dict.fromkeys(found))


def written_names(text: str) -> list[str]:
    """The index terms of the words a text writes with a capital, where a sentence begins too
    ("Caroline adopted a puppy in May" -> ["carolin"]): the names a memory may hold. Stop
    words, calendar words and numbers are left out. A query's `proper_names` are looked up
    among them: "Tim" is not known to a store that holds only "time" (both stem to "tim")."""
    found: list[str] = []
    for raw in _TOKEN.findall(unicodedata.normalize("NFKC", text)):  # every memory: kept lean
        if not raw[0].isupper():
            continue
        token = clean_token(raw)
        if token in STOP_WORDS or token in CALENDAR_WORDS or not token.isalpha():
            continue
        found.append(stem(token))
    return list(dict.fromkeys(found))


def analyze(query: str, now: datetime | None = None) -> QueryParts:
    """Split a query into unique `terms`, `names` and, when `now` is given, a time window."""
    window = find_time_window(query, now) if now is not None else None
    return QueryParts(terms=list(dict.fromkeys(terms(query))), names=_names(query), time=window)


MIN_PART = 3  # a closed compound's parts have at least this many letters ("ice", "cream")


def compound_terms(text: str, holds: Callable[[str], bool]) -> list[str]:
    """Index terms for the compounds a text writes open or closed where the store writes them
    the other way: "ice cream" when a memory says "icecream", "week end" for "weekend", and
    "icecream" or "homemade" when the memories say "ice cream" or "home made". English writes
    many compounds either way, and a term that joins nothing otherwise never meets its other
    spelling. Two adjacent content words give their joined stem when `holds` it (the lexical
    index knows it); a word the index does not hold gives the stems of the two words it splits
    into when both are held, each part at least `MIN_PART` letters. Only what the index
    holds is added, so a text whose compounds all meet already gets nothing."""
    if not text.isascii():
        return []
    tokens = tokenize(text)
    found: list[str] = []
    for first, second in pairwise(tokens):
        if (first.isalpha() and second.isalpha() and first not in STOP_WORDS
                and second not in STOP_WORDS and holds(joined := stem(first + second))):
            found.append(joined)
    for token in tokens:
        if (token in STOP_WORDS or not token.isalpha() or len(token) < 2 * MIN_PART
                or holds(stem(token))):
            continue
        for cut in range(MIN_PART, len(token) - MIN_PART + 1):
            head, tail = token[:cut], token[cut:]
            if head in STOP_WORDS or tail in STOP_WORDS:
                continue
            parts = [stem(head), stem(tail)]
            if all(holds(part) for part in parts):
                found.extend(parts)
                break
    return list(dict.fromkeys(found))

"""Offline entity extraction: names, simple noun phrases, wikilinks, and relation labels.

Pure code, no model. What it finds in a text:

- names: runs of capitalised words ("Caroline", "New York", "LGBTQ"). A capitalised word that
  opens a sentence is only a *weak* mention (it may just be capitalised because it comes first);
  the graph counts weak mentions of a name only once the name is also seen mid-sentence or given
  explicitly. A run that opens a sentence loses its first word to such a weak mention ("Later
  Ralph" -> "Later", "Ralph"), so "New York" is only read whole mid-sentence. Stop words
  ("The", "I", "What") never start a name.
- noun phrases: after a determiner or a possessive ("a", "the", "my", "her", "Melanie's"), the
  next one or two content words up to punctuation or a stop word ("a pottery class" -> "pottery
  class", "Melanie's kids" -> "kid"). Generic heads ("time", "lot", "way") are left out. It has
  no part-of-speech tagger, so adjectives come along ("a great counselor" -> "great counselor").
- wikilinks: `[[Target]]` or `[[Target|shown text]]`, always strong.
- never: a memory id or a citation ("[01M8B7V0DN0SGYZPR0E724A0S5]" in a derived memory), a
  word mixing letters and digits of six characters or more, a link, an e-mail address, code
  in backticks: they are no words of the text.
- Chinese text (core/entities_zh.py): 小明 / 老王 / 阿梅, a pet or thing a name is given
  (小红的猫年糕 -> 小红, 年糕), institutions (瑞金医院) and places from a short list.

Names are normalised to a key: lower case, possessives stripped, a plural last word made
singular, leading determiners dropped; so "Caroline", "caroline's" and "CAROLINE" meet.
Aliases (a user's "Carrie" for "Caroline") are applied by the graph, not here.

A relation label is read between two mentions of the same sentence when one to four words, at
least one of them not a stop word, separate them ("Caroline moved from Sweden" -> "moved from").
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass

from ebbing.core.query import CALENDAR_WORDS, STOP_WORDS, tokenize
from ebbing.lang import has_cjk
from ebbing.lang.hant import as_written, simplified

DETERMINERS = frozenset({"a", "an", "the", "my", "your", "his", "her", "our", "their", "this",
                         "that", "these", "those"})
GENERIC = frozenset({
    "time", "times", "lot", "lots", "way", "ways", "bit", "thing", "things", "one", "ones",
    "kind", "sort", "part", "place", "day", "days", "week", "weeks", "year", "years", "moment",
    "moments", "while", "idea", "ideas", "stuff", "people", "person", "everyone", "something",
    "anything"})
_WIKILINK = re.compile(r"\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|[^\]]*)?\]\]")
# a word is a run of letters and digits: "01M8B7V0DN0SGYZPR0E724A0S5" (a memory id) is one
# token with digits, never a name, not "M", "B", "DN" ...
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*|[.!?;:,()\[\]\"\u2014\u2013-]")
# what is no word of the text: links, e-mail addresses, code, a citation or id in brackets
_MARKUP = re.compile(r"https?://\S+|www\.\S+|\S+@\S+\.\w+|`[^`]*`|\[[0-9A-Z]{10,}\]"
                     r"|\b(?=\w*\d)(?=\w*[A-Za-z])\w{6,}\b")
_SENTENCE_END = frozenset(".!?;:")
MAX_LABEL_WORDS = 4


@dataclass(frozen=True)
class Mention:
    """One entity mention: its display name, normalised key, kind and word position."""

    name: str
    key: str
    kind: str  # "name", "phrase" or "link"
    strong: bool
    position: int


def singular(word: str) -> str:
    """A light plural rule for the last word of a key: kids -> kid, parties -> party,
    classes -> class; words in -ss, -us, -is and short words stay."""
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def normalise(name: str, plural: bool = True) -> str:
    """The key of an entity name: "Caroline's" -> "caroline", "the Kids" -> "kid". With
    `plural` False (names: "Paris", "Atlas") the last word is kept as it is."""
    words = tokenize(name)
    while words and words[0] in DETERMINERS:
        words = words[1:]
    if not words:
        return ""
    if plural:
        words[-1] = singular(words[-1])
    return " ".join(words)


def _is_capitalised(token: str) -> bool:
    return token[:1].isupper() and token[:1].isalpha()


def _plain(token: str) -> str:
    words = tokenize(token)
    return words[0] if words else ""


def _possessive(token: str) -> bool:
    return token.endswith(("'s", "\u2019s"))


def extract(text: str) -> list[Mention]:
    """Entity mentions in `text`, in order (see the module docstring for the rules)."""
    text = unicodedata.normalize("NFKC", text)
    found: list[Mention] = []  # wikilinks first; their text is no longer read as words
    for match in _WIKILINK.finditer(text):
        target = match.group(1).strip()
        if normalise(target):
            found.append(Mention(target, normalise(target, False), "link", True, -1))
    tokens = _WORD.findall(_MARKUP.sub(" ", _WIKILINK.sub(" ; ", text)))
    i, start = 0, True
    while i < len(tokens):
        token = tokens[i]
        plain = _plain(token)
        if not plain or not plain.isalpha() or has_cjk(plain):
            start = start or token in _SENTENCE_END
            i += 1
            continue
        if _is_capitalised(token) and plain not in STOP_WORDS and plain not in CALENDAR_WORDS:
            if start and i + 1 < len(tokens) and _is_capitalised(tokens[i + 1]) \
                    and not _possessive(token):  # "Later Ralph": the opener stands alone
                found.append(Mention(token, normalise(token, False), "name", False, i))
                i, start = i + 1, False
                continue
            j = i + 1
            while (j < len(tokens) and _is_capitalised(tokens[j])
                   and _plain(tokens[j]) not in STOP_WORDS and not _possessive(tokens[j - 1])):
                j += 1
            name = " ".join(tokens[i:j])
            found.append(Mention(re.sub(r"['\u2019]s$", "", name), normalise(name, False), "name",
                                 not start, i))
            if _possessive(tokens[j - 1]):
                found += _phrase(tokens, j, 1, cut=True)
            i, start = j, False
            continue
        if plain in DETERMINERS:
            found += _phrase(tokens, i + 1)
        start = False
        i += 1
    if has_cjk(text):  # Chinese names, places, institutions (core/entities_zh.py)
        from ebbing.core.entities_zh import extract_zh

        reading = simplified(text)  # 小紅 found as 小红, kept as written (lang/hant.py)
        found += [Mention(name, name, kind, True, -1) for name, kind in
                  ((as_written(name, reading, text), kind) for name, kind in extract_zh(reading))]
    return [m for m in found if m.key]


def _phrase(tokens: list[str], i: int, most: int = 2, cut: bool = False) -> list[Mention]:
    """The noun phrase starting at token i: up to `most` content words, lower case. A longer
    run is dropped (likely not a noun phrase), or cut to `most` words when `cut`."""
    words: list[str] = []
    while i + len(words) < len(tokens) and len(words) <= most:
        token = tokens[i + len(words)]
        plain = _plain(token)
        if (not plain.isalpha() or plain in STOP_WORDS or plain in DETERMINERS
                or plain in CALENDAR_WORDS or _is_capitalised(token)):
            break
        words.append(plain)
        if _possessive(token):
            break
    if cut:
        words = words[:most]
    if not words or len(words) > most:
        return []
    if singular(words[-1]) in GENERIC or words[-1] in GENERIC or words[-1] in CALENDAR_WORDS:
        return []
    name = " ".join(words)
    return [Mention(name, normalise(name), "phrase", True, i)]


def relation_labels(text: str, mentions: list[Mention]) -> list[tuple[str, str, str]]:
    """(key, key, label) for consecutive mentions of a sentence that a short phrase joins."""
    tokens = _WORD.findall(_MARKUP.sub(" ", _WIKILINK.sub(" ; ", unicodedata.normalize(
        "NFKC", text))))
    placed = sorted((m for m in mentions if m.position >= 0), key=lambda m: m.position)
    labels = []
    for a, b in itertools.pairwise(placed):
        between = tokens[a.position + len(a.name.split()):b.position]
        if b.kind == "phrase" and between and _plain(between[-1]) in DETERMINERS:
            between = between[:-1]
        if (not between or len(between) > MAX_LABEL_WORDS
                or any(t in _SENTENCE_END or not _plain(t) for t in between)):
            continue
        words = [_plain(t) for t in between]
        if all(w in STOP_WORDS for w in words) or a.key == b.key:
            continue
        labels.append((a.key, b.key, " ".join(words)))
    return labels

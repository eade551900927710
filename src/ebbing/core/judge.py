"""The offline conflict judge: does a new memory make an older one outdated, repudiated or
suspect? Rules over words, no model, no network; every verdict says why in words.

Evidence it reads (see ebbing.core.judge_text for the word lists):
- subjects: both sentences must be about the same someone or something. Each subject must be
  mentioned in the other sentence; a new subject that only shares the possessor ("Anna's
  husband" against "Anna") is someone else. Only a change cue may come with a new subject
  that is a different actor ("The landlord raised our rent").
- cues in the new text that the old one does not already contain: corrections ("I was wrong",
  "mistake", "not true", "misremembered"), weak corrections ("actually", "it turns out"), ends
  ("no longer", "anymore", "stopped", "quit", "broke up", "sold", "died"), shifts ("moved",
  "switched", "replaced", "pushed back", "now", "these days", "instead of").
- a changed value: the same kind (number, time, date, year, weekday, place or other name,
  colour, job, code) with another value for the same slot (a number counting the same thing;
  a name after a word the new text also uses).
- a flipped statement: a clause of the new text denies what the old says ("Maria is not from
  Spain"), or "..., not X" names the old value as wrong.
- topic overlap: content words both share beyond the shared subject.

Decision, first match wins:
 1. "no longer" / "anymore" with a flip or overlap                      -> outdated
 2. a correction with a changed value, a flip, "not X", or overlap unless a clause of the
    new text restates the old one ("I was wrong about X, he still lives in Berlin") -> repudiated
 3. an end cue with overlap or a flip                                     -> outdated
 4. a shift cue with a changed value, "from/instead of <old value>" or a flip; or a
    relationship cue ("got married") about a relationship the old names  -> outdated
 5. a weak correction with a changed value or a flip; or "..., not X"    -> repudiated
 6. a flip (the new denies the old), no cue                               -> repudiated
 7. no cue, the same subject and slot, one value changed, a present state (not past events,
    not "too"/"also", not a verb whose objects add up such as "likes"):
    suspected_outdated; repudiated when the slot cannot change (birthday, birthplace)
 8. otherwise                                                             -> none
Similarity bounds: when a semantic similarity is given, under `min_similarity` is "unrelated"
(none); a pair with no differing value, no flip and no cue is "compatible" however similar.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ebbing.core.judge_text import Sentence, Token, analyze, fuzzy_in, mentions
from ebbing.core.judge_words import (
    ADDITIVE,
    END_CUES,
    IMMUTABLE,
    IRREGULAR_VERBS,
    MULTI_VALUED,
    NEGATORS,
    OCCASIONS,
    RELATIONSHIP,
    SHIFT_CUES,
    SPEAKER,
    STRONG_CORRECTION,
    UNITS,
    WEAK_CORRECTION,
    find_cues,
)
from ebbing.core.query import stem

PERSISTENCE = ("no longer", "not anymore", "anymore", "any more", "not any longer")
RELATION_CUES = ("got married", "got engaged", "married", "engaged", "broke up", "split up",
                 "divorced", "separated")
ORIGIN_WORDS = ("from", "instead of", "replaced", "replace", "swapped", "sold", "left", "quit")


class Outcome(StrEnum):
    NONE = "none"
    SUSPECTED_OUTDATED = "suspected_outdated"
    OUTDATED = "outdated"
    REPUDIATED = "repudiated"


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    reason: str
    part: str | None = None
    rule: str = ""

    @property
    def conflict(self) -> bool:
        return self.outcome is not Outcome.NONE


@dataclass(frozen=True)
class JudgeParams:
    min_similarity: float = 0.2     # semantic cosine under which a pair is unrelated
    flip_coverage: float = 0.6      # share of the old's words a denying clause must repeat


@dataclass(frozen=True)
class Change:
    kind: str
    old: str
    new: str
    slot: str | None

    def part(self) -> str:
        return f"{self.slot or KIND_NAMES.get(self.kind, self.kind)}: {self.old} -> {self.new}"


KIND_NAMES = {"name": "name", "thing": "favourite", "number": "number", "time": "time",
              "date": "date",
              "year": "year", "weekday": "day", "colour": "colour", "job": "job",
              "code": "value"}
PLACE_SLOTS = frozenset(stem(w) for w in ["live", "lives", "moved", "based", "from", "city"])
MOVES = ("moved", "moving", "relocated", "relocating", "moves")  # a move changes where one lives
WORK_SLOTS = frozenset(stem(w) for w in ["work", "works", "employed", "job", "joined"])


def judge(old: str, new: str, similarity: float | None = None,
          params: JudgeParams | None = None) -> Verdict:
    """Whether `new` (remembered later) conflicts with `old`, and how."""
    p = params or JudgeParams()
    o, n = analyze(old), analyze(new)
    if similarity is not None and similarity < p.min_similarity:
        return Verdict(Outcome.NONE, f"unrelated (similarity {similarity:.2f})", rule="similarity")
    who = describe_subject(o, n)
    if not compatible(o, n, strict=False):
        return Verdict(Outcome.NONE, f"about someone or something else ({who})",
                       rule="subject")
    text_o, text_n = o.lower, n.lower

    def cues(phrases: tuple[str, ...]) -> list[str]:
        return [c for c in find_cues(text_n, phrases) if c not in find_cues(text_o, phrases)]

    strong, weak = cues(STRONG_CORRECTION), cues(WEAK_CORRECTION)
    ends, shifts = cues(END_CUES), cues(SHIFT_CUES)
    cue_keys = {stem(w) for c in strong + weak + ends + shifts for w in c.split()}
    shared = overlap(o, n) - cue_keys
    change = value_change(o, n, slots_checked=True)
    flip = flipped(o, n, p.flip_coverage)
    contrast = contrasted(o, n)
    origin = from_old_value(o, n)
    if change is None and origin is not None:
        change = origin
    topic = o.predicate_text if shared else None

    persist = [c for c in ends if c in PERSISTENCE]
    if persist and (flip or shared):
        return _v(Outcome.OUTDATED, f"'{persist[0]}': no longer true for {who}",
                  flip or topic, "end")
    if strong and (change or flip or contrast or (shared and not restated(o, n))):
        return _v(Outcome.REPUDIATED, f"'{strong[0]}': the old memory was wrong about {who}",
                  _part(change, contrast, flip, topic), "correction")
    if ends and (shared or flip):
        return _v(Outcome.OUTDATED, f"'{ends[0]}': no longer true for {who}",
                  flip or topic, "end")
    if shifts and (change or flip):
        if change is None:
            return _v(Outcome.OUTDATED, f"'{shifts[0]}': no longer true for {who}", flip,
                      "shift")
        return _v(Outcome.OUTDATED, f"'{shifts[0]}': {_label(change)} changed for {who} "
                  f"({change.old} -> {change.new})", change.part(), "shift")
    relation = [c for c in shifts + ends if c in RELATION_CUES]
    if relation and o.keys() & RELATIONSHIP and _shared_people(o, n):
        return _v(Outcome.OUTDATED, f"'{relation[0]}': the relationship changed for {who}",
                  relation[0], "relationship")
    if weak and (change or flip or contrast):
        return _v(Outcome.REPUDIATED, f"'{weak[0]}': corrects the old memory about {who}",
                  _part(change, contrast, flip, topic), "correction")
    if contrast:
        return _v(Outcome.REPUDIATED, f"says 'not {contrast}': corrects it for {who}",
                  f"not {contrast}", "contrast")
    if flip and not _negative(o):
        return _v(Outcome.REPUDIATED, f"denies it for {who}", flip, "denial")
    return _uncued(o, n, who, strict_change=value_change(o, n, slots_checked=True))


def _uncued(o: Sentence, n: Sentence, who: str, strict_change: Change | None) -> Verdict:
    if not strict_change:
        return Verdict(Outcome.NONE, f"compatible: nothing in it contradicts the old memory "
                       f"about {who}", rule="compatible")
    if not compatible(o, n, strict=True):
        return Verdict(Outcome.NONE, f"the subjects differ ({who})", rule="subject")
    add = find_cues(n.lower, ADDITIVE)
    if add:
        return Verdict(Outcome.NONE, f"adds to it ('{add[0]}') for {who}", rule="additive")
    if _past(o) or _past(n):
        return Verdict(Outcome.NONE, f"past events can both be true ({strict_change.part()})",
                       rule="event")
    kinds = differing_kinds(o, n)
    temporal = {"time", "date", "year", "weekday"}
    if kinds & temporal and kinds - temporal:
        return Verdict(Outcome.NONE, "two separate occasions", rule="event")
    if _rest(o, n) or _rest(n, o):
        return Verdict(Outcome.NONE, f"says something else about {who}", rule="compatible")
    verbs = (o.keys() & n.keys()) & MULTI_VALUED
    if verbs and strict_change.kind not in {"number", "time", "date", "year", "weekday"}:
        return Verdict(Outcome.NONE, f"'{sorted(verbs)[0]}' can hold several values",
                       rule="additive")
    c = strict_change
    if (o.keys() | set(o.subject)) & IMMUTABLE:
        return _v(Outcome.REPUDIATED, f"{_label(c)} cannot change for {who} ({c.old} vs "
                  f"{c.new}), so the old memory was wrong", c.part(), "immutable")
    return _v(Outcome.SUSPECTED_OUTDATED, f"{_label(c)} differs for {who} ({c.old} vs "
              f"{c.new}), without saying whether it changed or was wrong", c.part(), "differs")


def _v(outcome: Outcome, reason: str, part: str | None, rule: str) -> Verdict:
    return Verdict(outcome, reason, part, rule)


def _label(change: Change) -> str:
    """What kind of thing changed, in words: place, employer, a slot word, or the kind."""
    slot = stem(change.slot.lower()) if change.slot else ""
    if change.kind == "name" and slot in PLACE_SLOTS:
        return "place"
    if change.kind == "name" and slot in WORK_SLOTS:
        return "employer"
    if change.kind == "name" and change.slot:
        return f"'{change.slot}'"
    return KIND_NAMES.get(change.kind, change.kind)


def _part(change: Change | None, contrast: str | None, flip: str | None,
          topic: str | None) -> str | None:
    if change:
        return change.part()
    if contrast:
        return f"not {contrast}"
    return flip or topic


# -- subjects -----------------------------------------------------------------------------
def describe_subject(o: Sentence, n: Sentence) -> str:
    a, b = o.subject_text, n.subject_text
    return a if a.lower() == b.lower() or b == "it" else b if a == "it" else f"{a} / {b}"


def compatible(o: Sentence, n: Sentence, *, strict: bool) -> bool:
    """Whether both are about the same subject (see the module docstring)."""
    so, sn = o.subject, n.subject
    if not so or not sn:
        return not strict or bool(_names(o) & _names(n))
    old_in_new = all(mentions(k, n) for k in so)
    new_in_old = all(mentions(k, o) for k in sn)
    if strict:
        return old_in_new and new_in_old
    return old_in_new and (new_in_old or not (so & sn))


def _names(s: Sentence) -> set[str]:
    return {t.key for t in s.tokens if t.kind == "name"} | ({SPEAKER} & set(s.subject))


def _shared_people(o: Sentence, n: Sentence) -> bool:
    return bool(_names(o) & _names(n))


def overlap(o: Sentence, n: Sentence) -> set[str]:
    """Content words (not times or dates) both share, beyond the shared subject."""
    common = o.subject & n.subject
    words = {t.key for t in o.tokens if t.content and not t.temporal}
    other = {t.key for t in n.tokens if t.content and not t.temporal}
    return {k for k in words if fuzzy_in(k, other)} - common - {SPEAKER} - UNITS


# -- values -------------------------------------------------------------------------------
def _group(kind: str) -> str:
    return {"month": "date", "thing": "name"}.get(kind, kind)


def _values(s: Sentence) -> list[Token]:
    return [t for t in s.values() if t.key not in s.subject]


def _slot(s: Sentence, value: Token) -> str | None:
    """The word a value fills: the nearest word before it in its clause that is neither a
    function word, a value nor part of the subject (None: it belongs to the subject)."""
    i = s.tokens.index(value)
    for tok in reversed(s.tokens[:i]):
        if tok.clause != value.clause:
            break
        if tok.content and tok.kind is None and tok.key not in s.subject:
            return tok.text
    return None


def value_change(o: Sentence, n: Sentence, *, slots_checked: bool) -> Change | None:
    """A value of the old replaced by another of the same kind and slot in the new."""
    ov, nv = _values(o), _values(n)
    for a in ov:
        if a.temporal and a.kind not in {"time", "date", "year", "weekday", "month"}:
            continue
        if any(b.key == a.key for b in nv):
            continue
        for b in nv:
            if _group(b.kind or "") != _group(a.kind or "") or any(x.key == b.key for x in ov):
                continue
            if a.kind == "number" and a.unit and b.unit and a.unit != b.unit:
                continue
            slot = _slot(o, a)
            if slots_checked and a.kind == "name" and slot and not mentions(
                    stem(slot.lower()), n) and not (stem(slot.lower()) in PLACE_SLOTS
                                                    and find_cues(n.lower, MOVES)):
                continue
            return Change(a.kind or "", a.text, b.text, slot)
    return None


def differing_kinds(o: Sentence, n: Sentence) -> set[str]:
    ov, nv = {(_group(t.kind or ""), t.key) for t in _values(o)}, {
        (_group(t.kind or ""), t.key) for t in _values(n)}
    return {kind for kind, _ in ov ^ nv}


def from_old_value(o: Sentence, n: Sentence) -> Change | None:
    """An old value that the new text names as the one left behind ("from Berlin",
    "instead of 6am", "replaced my iPhone 12"), with the value that took its place if the
    new text has one of the same kind."""
    words = [t.text.lower() for t in n.tokens]
    for value in _values(o):
        for i, tok in enumerate(n.tokens):
            if tok.key != value.key:
                continue
            before = " ".join(words[max(0, i - 3):i])
            if any(before.endswith(w) or f"{w} " in before + " " for w in ORIGIN_WORDS):
                others = [t for t in _values(n) if _group(t.kind or "") == _group(
                    value.kind or "") and t.key != value.key]
                return Change(value.kind or "", value.text,
                              others[0].text if others else "?", _slot(o, value))
    return None


# -- denials ------------------------------------------------------------------------------
def _negative(s: Sentence) -> bool:
    return any(t.text.lower() in NEGATORS for t in s.tokens)


def flipped(o: Sentence, n: Sentence, coverage: float) -> str | None:
    """A clause of the new text that denies the old statement: it has a negation the old
    lacks and repeats most of what the old says beyond its subject (all its names and
    numbers). Returns that clause's text."""
    if _negative(o):
        return None
    wanted = {t.key for t in o.tokens if t.content and t.key not in OCCASIONS
              and t.key not in o.subject and t.key not in UNITS}
    values = {t.key for t in _values(o) if not t.temporal}
    if not wanted:
        return None
    for clause in sorted({t.clause for t in n.tokens}):
        toks = [t for t in n.tokens if t.clause == clause]
        if not any(t.text.lower() in NEGATORS for t in toks):
            continue
        keys = {t.key for t in toks}
        hit = {k for k in wanted if fuzzy_in(k, keys)}
        if values <= keys and len(hit) >= max(1.0, coverage * len(wanted)):
            return " ".join(t.text for t in toks)
    return None


def restated(o: Sentence, n: Sentence) -> bool:
    """Whether a clause of the new text without a negation says all the old one says beyond
    its subject ("I was wrong about Paris, he still lives in Berlin" restates "Max lives in
    Berlin": the correction is about something else)."""
    wanted = {t.key for t in o.tokens if t.content and t.key not in o.subject
              and t.key not in UNITS}
    for clause in sorted({t.clause for t in n.tokens}):
        toks = [t for t in n.tokens if t.clause == clause]
        if any(t.text.lower() in NEGATORS for t in toks):
            continue
        keys = {t.key for t in toks}
        if wanted and all(fuzzy_in(k, keys) for k in wanted):
            return True
    return False


def contrasted(o: Sentence, n: Sentence) -> str | None:
    """"..., not X" (or "not X but Y") where X is something the old memory says."""
    wanted = {t.key for t in o.tokens if t.content and t.key not in o.subject}
    toks = n.tokens
    for i, tok in enumerate(toks):
        if tok.text.lower() != "not" or i == 0:
            continue
        starts_clause = toks[i - 1].clause != tok.clause
        rest = [t for t in toks[i + 1:i + 4] if t.clause == tok.clause and t.content]
        if not rest:
            continue
        but = any(t.text.lower() == "but" for t in toks[i + 1:])
        if (starts_clause or but) and rest[0].key in wanted:
            return rest[0].text
    return None


def _past(s: Sentence) -> bool:
    """Whether the first verb after the subject is in the past tense."""
    for tok in s.tokens:
        if tok.key in s.subject or tok.kind is not None:
            continue
        low = tok.text.lower()
        if low in IRREGULAR_VERBS or (low.endswith("ed") and len(low) > 4):
            return True
        if tok.content or low in {"is", "are", "am", "has", "have", "does", "do"}:
            return False
    return False


def _rest(a: Sentence, b: Sentence) -> set[str]:
    """Words of `a` beyond its subject that `b` lacks and that are not values or units."""
    keys = b.keys() | set(b.subject)
    return {t.key for t in a.tokens if t.content and t.kind is None and not t.temporal
            and t.key not in a.subject and t.key not in UNITS
            and t.text.lower() not in UNITS and not fuzzy_in(t.key, keys)}

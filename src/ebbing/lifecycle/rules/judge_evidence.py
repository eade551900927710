"""The evidence the offline judge weighs (see rules.judge): whether two sentences share
a subject and topic, which value changed, whether the new one denies, restates or contrasts
the old one, and whether it speaks of past events."""

from __future__ import annotations

from dataclasses import dataclass

from ebbing.core.query import stem
from ebbing.lifecycle.rules.judge_text import Sentence, Token, by_a_word, fuzzy_in, mentions
from ebbing.lifecycle.rules.judge_words import (
    CLAUSE_FINAL,
    IDIOMS,
    IRREGULAR_VERBS,
    NEGATORS,
    OCCASIONS,
    SPEAKER,
    UNITS,
    find_cues,
)

# words that open a new clause after "any more" ("... any more since the hives were stolen")
# words that grade a state: a cue right after one is an adjective ("were very moved", "a bit
# lost", "quite changed"), a feeling or a look, not something that moved, ended or changed
DEGREE = frozenset({"very", "quite", "rather", "bit", "little", "deeply", "terribly",
                    "slightly", "somewhat", "fairly", "pretty", "truly"})
SUBORDINATORS = frozenset({"since", "after", "as", "when", "now", "because", "so"})
ORIGIN_WORDS = ("from", "instead of", "replaced", "replace", "swapped", "sold", "left", "quit",
                "traded in")


@dataclass(frozen=True)
class Change:
    kind: str
    old: str
    new: str
    slot: str | None
    clause: int = 0  # the clause of the new text that holds the new value

    def part(self) -> str:
        return f"{self.slot or KIND_NAMES.get(self.kind, self.kind)}: {self.old} -> {self.new}"


KIND_NAMES = {"name": "name", "thing": "favourite", "number": "number", "time": "time",
              "date": "date", "year": "year", "weekday": "day", "colour": "colour",
              "job": "job", "code": "value"}
PLACE_SLOTS = frozenset(stem(w) for w in ["live", "lives", "moved", "based", "from", "city",
                                          "rent", "rents", "renting", "reside", "resides",
                                          "flat", "apartment", "home"])  # where one lives
MOVES = ("moved", "moving", "relocated", "relocating", "moves")  # a move changes where one lives
WORK_SLOTS = frozenset(stem(w) for w in ["work", "works", "employed", "job", "joined"])


# -- subjects -----------------------------------------------------------------------------
def describe_subject(o: Sentence, n: Sentence) -> str:
    a, b = o.subject_text, n.subject_text
    return a if a.lower() == b.lower() or b == "it" else b if a == "it" else f"{a} / {b}"


def compatible(o: Sentence, n: Sentence, *, strict: bool) -> bool:
    """Whether both are about the same subject (see the module docstring)."""
    so, sn = o.subject, n.subject
    if not so or not sn:  # a subject not found: only a shared name ties them
        return bool(_names(o) & _names(n))
    old_in_new = all(mentions(k, n) for k in so)
    new_in_old = all(mentions(k, o) for k in sn)
    if strict:
        return old_in_new and new_in_old
    return old_in_new and (new_in_old or not (so & sn))


def _names(s: Sentence) -> set[str]:
    return {t.key for t in s.tokens if t.kind == "name"} | ({SPEAKER} & set(s.subject))


def shared_people(o: Sentence, n: Sentence) -> bool:
    return bool(_names(o) & _names(n))


def overlap(o: Sentence, n: Sentence, clauses: set[int] | None = None) -> set[str]:
    """Content words (not times or dates) both share, beyond the shared subject; on the new
    side only in `clauses` when given."""
    common = o.subject & n.subject
    words = {t.key for t in o.tokens if t.content and not t.temporal}
    other = {t.key for t in n.tokens if t.content and not t.temporal
             and (clauses is None or t.clause in clauses)}
    return {k for k in words if fuzzy_in(k, other) or by_a_word(k, other)} - common - {
        SPEAKER} - UNITS


def ties(o: Sentence, shared: set[str]) -> bool:
    """Whether the words a new text shares with the old one tie it to what the old one says:
    a name or other value of the old memory, two words, or a third of its words beyond its
    subject (one common word shared with a long chat turn proves nothing)."""
    if not shared:
        return False
    values = {t.key for t in o.tokens if t.kind is not None and not t.temporal}
    said = {t.key for t in o.tokens if t.content and not t.temporal
            and t.key not in o.subject and t.key not in UNITS}
    return len(shared) >= 2 or bool(shared & values) or len(shared) * 3 >= len(said)


def cue_clauses(n: Sentence, phrase: str, *, negatable: bool = True,
                idioms: bool = True) -> set[int]:
    """The clauses of `n` where `phrase` occurs as said, not denied: an occurrence right after
    "not", "never" or "no" ("I won't give up", "never quit") does not count, unless the cue
    is itself a negation (`negatable=False`: "no longer", "not anymore"). With `idioms`, an
    occurrence inside an idiom that changes nothing ("ended up", "got lost") does not count
    either, nor one graded by a degree word ("very moved": DEGREE)."""
    words = phrase.split()
    low = [t.text.lower() for t in n.tokens]
    found = set()
    for i in range(len(low) - len(words) + 1):
        if low[i:i + len(words)] != words:
            continue
        if negatable and any(w in NEGATORS for w in low[max(0, i - 2):i]):
            continue
        after = i + len(words)
        if phrase in CLAUSE_FINAL and after < len(low) and \
                n.tokens[after].clause == n.tokens[i].clause and low[after] not in SUBORDINATORS:
            continue  # "any more tips": more of something, not "not any more"
        if phrase == "since" and not (after < len(low) and (
                n.tokens[after].temporal or n.tokens[after].kind in {"number", "year"})):
            continue  # "since we last talked", "since I lost my job": when, not a change
        if phrase == "never had" and "to" in low[after + 1:after + 3]:
            continue  # "never had a chance to visit it": a missed chance, no correction
        if i and low[i - 1] in DEGREE:
            continue  # "very moved", "a bit lost": a feeling graded, not a change
        around = " ".join(low[max(0, i - 1):i + len(words) + 1])
        if idioms and any(idiom in around for idiom in IDIOMS):
            continue  # "ended up", "got lost in", "turned out": not a change
        found.add(n.tokens[i].clause)
    return found


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
            if slots_checked and a.kind == "name" and slot and not _fills(
                    stem(slot.lower()), n, b) and not _moved(o, a, n, b):
                continue
            if slots_checked and a.kind == "number" and slot and not (
                    a.unit and a.unit == b.unit) and not _fills(stem(slot.lower()), n, b) \
                    and not _kin(o, a, n, b):
                continue  # "a cheque for four hundred" / "hearing aids, thirty two hundred"
            return Change(a.kind or "", a.text, b.text, slot, b.clause)
    return None


def _fills(slot: str, n: Sentence, value: Token) -> bool:
    """Whether the new text says `slot` in the clause where it says `value`: "I've joined the
    choir at St Pat's" meets "the choir concert is the 28th. I've got a solo line in
    Fernando" in another clause, where Fernando fills no choir."""
    return any(t.clause == value.clause and (t.key == slot or stem(t.text.lower()) == slot)
               for t in n.tokens)


def _kin(o: Sentence, a: Token, n: Sentence, b: Token) -> bool:
    """Whether the clauses of two values share a word beyond units, times and values ("Our
    landlord charges 900 a month" / "the landlord has raised it to 950 a month")."""
    def words(s: Sentence, clause: int) -> set[str]:
        return {t.key for t in s.tokens if t.clause == clause and t.content and t.kind is None
                and not t.temporal and t.key not in UNITS and t.text.lower() not in UNITS}
    return bool(words(o, a.clause) & words(n, b.clause))


def _lives(o: Sentence, value: Token) -> bool:
    """Whether the clause of `value` says where one lives ("lives in a flat in Bristol")."""
    return any(t.clause == value.clause and t.key in PLACE_SLOTS for t in o.tokens)


def _moved(o: Sentence, value: Token, n: Sentence, other: Token) -> bool:
    """Where one lives, changed: the old value's clause says where one lives, and the new
    text moves or says where one lives with `other`."""
    return _lives(o, value) and bool(find_cues(n.lower, MOVES) or _lives(n, other))


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
            if tok.key != value.key and not (tok.kind == "name" and len(tok.key) >= 4
                                             and tok.key in value.key.split()):
                continue  # a name by one of its words: "the Fiesta" for "Ford Fiesta"
            before = " ".join(words[max(0, i - 3):i])
            if any(before.endswith(w) or f"{w} " in before + " " for w in ORIGIN_WORDS):
                others = [t for t in _values(n) if _group(t.kind or "") == _group(
                    value.kind or "") and t.key != value.key]
                return Change(value.kind or "", value.text,
                              others[0].text if others else "?", _slot(o, value), tok.clause)
    return None


# -- denials ------------------------------------------------------------------------------
def negative(s: Sentence) -> bool:
    return any(t.text.lower() in NEGATORS for t in s.tokens)


def flipped(o: Sentence, n: Sentence, coverage: float) -> str | None:
    """A clause of the new text that denies the old statement: it has a negation the old
    lacks and repeats most of what the old says beyond its subject (all its names and
    numbers). Returns that clause's text."""
    if negative(o):
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
    denies = negative(o)
    wanted -= {t.key for t in o.tokens if t.text.lower() in NEGATORS}
    for clause in sorted({t.clause for t in n.tokens}):
        toks = [t for t in n.tokens if t.clause == clause]
        if any(t.text.lower() in NEGATORS for t in toks) != denies:
            continue  # "insects are phototactic" does not restate "... are not phototactic"
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


def past(s: Sentence) -> bool:
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


def past_clause(s: Sentence, clause: int) -> bool:
    """Whether the first verb of `clause` is in the past tense (as `past`, one clause)."""
    for tok in s.tokens:
        if tok.clause != clause or tok.key in s.subject or tok.kind is not None:
            continue
        low = tok.text.lower()
        if low in IRREGULAR_VERBS or (low.endswith("ed") and len(low) > 4):
            return True
        if tok.content or low in {"is", "are", "am", "has", "have", "does", "do", "will"}:
            return False
    return False


def occasions(o: Sentence, n: Sentence, change: Change, cued: set[int]) -> bool:
    """Whether a changed value is one past event beside another: both values are said in
    clauses that tell what happened ("I went in to Croom on Thursday" / "I went to the mart
    in Ennis on Monday"), and the change cue (`cued`: its clauses) is not said with the new
    value ("since Monday I have been driving" is another clause). A second trip is not the
    first one moved; "I moved to Leeds in May" with the cue in its own clause still is."""
    olds = [t.clause for t in o.tokens if t.text == change.old or t.key == change.old.lower()]
    return change.clause not in cued and bool(olds) and past_clause(n, change.clause) and \
        all(past_clause(o, c) for c in olds)


def rest(a: Sentence, b: Sentence) -> set[str]:
    """Words of `a` beyond its subject that `b` lacks and that are not values or units."""
    keys = b.keys() | set(b.subject)
    # a word right before a job belongs to it ("a software engineer" is one job)
    titled = {id(t) for t, nxt in zip(a.tokens, a.tokens[1:], strict=False)
              if nxt.kind == "job" and nxt.clause == t.clause}
    return {t.key for t in a.tokens if t.content and t.kind is None and not t.temporal
            and id(t) not in titled
            and t.key not in a.subject and t.key not in UNITS
            and t.text.lower() not in UNITS and not fuzzy_in(t.key, keys)}

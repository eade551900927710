"""Plans, what one has, and a doing with another object: attributes of the judge's meaning
model (rules.judge_facts) that are read around a noun rather than a subject's state.

- a plan: an appointment, a dinner, a flight with its date or time; moving, postponing or
  cancelling that same plan changes it ("Clara pushed our dinner to Saturday"), and so does
  "not going to Rome after all";
- what one has, said lost, stolen or sold ("Someone stole my red bike");
- the same verb with another object is no end ("no longer plays football" / "plays cricket").
"""

from __future__ import annotations

from dataclasses import dataclass

from ebbing.core.query import stem
from ebbing.lifecycle.rules.judge_evidence import cue_clauses
from ebbing.lifecycle.rules.judge_text import Sentence, Token, fuzzy_in, mentions
from ebbing.lifecycle.rules.judge_words import DETERMINERS, NEGATORS, SPEAKER, find_cues


@dataclass(frozen=True)
class Finding:
    """What the meaning model found: an outcome ("outdated", "suspected_outdated"; the
    Chinese judge gives any of the four), why in words, the part affected, the rule, and
    whose thing changed when the rule can say (the Chinese rules: lifecycle/placed.py)."""

    outcome: str
    reason: str
    part: str
    rule: str
    subject: str | None = None


def denied_at(toks: list[Token], i: int) -> bool:
    """Whether a negation comes within three words before `toks[i]`, in its clause."""
    return any(t.text.lower() in NEGATORS for t in toks[max(0, i - 3):i]
               if t.clause == toks[i].clause)


# -- plans ---------------------------------------------------------------------------------
PLANS = frozenset(stem(w) for w in [
    "appointment", "meeting", "dinner", "lunch", "breakfast", "brunch", "flight", "train",
    "wedding", "party", "trip", "offsite", "interview", "class", "lesson", "concert", "match",
    "call", "visit", "exam", "deadline", "surgery", "operation", "checkup", "reservation",
    "booking", "holiday", "vacation", "reunion", "ceremony", "session", "conference",
    "workshop", "recital", "show", "gig", "playdate", "barbecue", "picnic"
])
# a plan called off or moved (said of the plan, in its clause); a move of its own ("moved",
# "changed") only with where to ("to Saturday", "back", "forward"): "the trip changed me" is no
# change of plan
PLAN_ENDS = frozenset(["postponed", "postpone", "postpones", "rescheduled", "reschedule",
                       "reschedules", "delayed", "delay", "cancelled", "canceled", "cancel",
                       "cancels", "scrapped"])
PLAN_MOVES = frozenset(["moved", "move", "moves", "pushed", "push", "pushes", "shifted", "shift",
                        "bumped", "changed", "change", "brought"])
PLAN_PHRASES = ("put off", "called off", "push back", "pushed back")
_AFTER_ALL = ("after all", "instead", "anymore", "any more", "no longer")


def _plan_nouns(s: Sentence) -> set[str]:
    """The plans a sentence names (a capital at its start does not make "Dinner" a name)."""
    return {stem(t.text.lower()) for t in s.tokens
            if stem(t.text.lower()) in PLANS and t.kind in {None, "name"}}


def _modifiers(s: Sentence, noun: str) -> set[str]:
    """The content words right before a plan noun ("dentist appointment": dentist)."""
    out: set[str] = set()
    for i, tok in enumerate(s.tokens):
        if stem(tok.text.lower()) == noun:
            for prev in reversed(s.tokens[max(0, i - 2):i]):
                if not prev.content or prev.clause != tok.clause or prev.temporal:
                    break
                out.add(prev.key)
    return out - {SPEAKER}


def _moved(n: Sentence, noun: str) -> str | None:
    """The word that moves or calls off the plan `noun` in a clause of `n` that names it."""
    toks = n.tokens
    clauses = {t.clause for t in toks if stem(t.text.lower()) == noun}
    for i, tok in enumerate(toks):
        low = tok.text.lower()
        if tok.clause not in clauses or denied_at(toks, i):
            continue
        after = [t for t in toks[i + 1:i + 6] if t.clause == tok.clause]
        where = any(t.text.lower() in {"back", "forward"} for t in after[:3]) or any(
            t.text.lower() in {"to", "until", "till"} and any(x.temporal for x in after[j:])
            for j, t in enumerate(after))
        if low in PLAN_ENDS or (low in PLAN_MOVES and where):
            return low
    for phrase in find_cues(n.lower, PLAN_PHRASES):
        if cue_clauses(n, phrase) & clauses:
            return phrase
    return None


def plan(o: Sentence, n: Sentence) -> Finding | None:
    dated = any(t.temporal for t in o.tokens)
    if not dated:
        return None
    shared = _plan_nouns(o) & _plan_nouns(n)
    for noun in sorted(shared):
        mo, mn = _modifiers(o, noun), _modifiers(n, noun)
        if mo and mn and not (mo & mn) and not all(mentions(k, o) for k in mn):
            continue  # the vet's appointment is not the dentist's
        moves = _moved(n, noun)
        if moves:
            return Finding("outdated", f"'{moves}': the {noun} changed", f"plan: {noun}",
                           "plan")
    # "not going to Rome after all": the old plan's place, denied with a change of mind
    names = {t.key for t in o.tokens if t.kind == "name"} - o.subject
    for clause in sorted({t.clause for t in n.tokens}):
        toks = [t for t in n.tokens if t.clause == clause]
        if any(t.text.lower() in NEGATORS for t in toks) and names & {t.key for t in toks} \
                and find_cues(n.lower, _AFTER_ALL):
            return Finding("outdated", "the plan was given up", "plan", "plan")
    return None


# -- what one has --------------------------------------------------------------------------
_HAVE = frozenset({"have", "has", "own", "owns", "drive", "drives", "ride", "rides", "keep",
                   "keeps"})
LOSSES = frozenset(["stole", "stolen", "lost", "sold", "totalled", "totaled", "wrecked",
                    "scrapped", "crashed"])
LOSS_PHRASES = ("gave away", "given away", "got rid of", "traded in")
_PLACE_WORDS = frozenset({"in", "into", "on", "at", "among"})


def owned(o: Sentence, n: Sentence) -> Finding | None:
    """"I have a red bike" then "Someone stole my red bike": the thing the old memory's
    subject has, said lost, stolen or sold (with the owner named again)."""
    toks = o.tokens
    for i, tok in enumerate(toks):
        if tok.text.lower() not in _HAVE or denied_at(toks, i) or i + 1 >= len(toks) or not (
                toks[i + 1].text.lower() in DETERMINERS or toks[i + 1].kind == "number"):
            continue  # "has a bike", "have two cats"; not "has been tough", "have to"
        thing = [t for t in toks[i + 1:i + 5] if t.clause == tok.clause and t.content
                 and t.kind in {None, "colour", "name"}]
        if not thing or not o.subject or not all(mentions(k, n) for k in o.subject):
            return None
        head = thing[-1] if len(thing) < 3 else thing[1]
        keys = n.keys()
        if not fuzzy_in(head.key, keys) or not all(fuzzy_in(t.key, keys) for t in thing):
            return None
        spots = [j for j, t in enumerate(n.tokens) if t.key == head.key or fuzzy_in(
            t.key, {head.key})]
        for j, t in enumerate(n.tokens):  # the loss said of the thing, a few words from it
            # "lost in fantasy stories": what follows "lost in" is where one is, not what
            where = j + 1 < len(n.tokens) and n.tokens[j + 1].text.lower() in _PLACE_WORDS
            near = any(abs(j - k) <= 5 and n.tokens[k].clause == t.clause
                       and not (where and k > j) for k in spots)
            if near and not denied_at(n.tokens, j) and (
                    t.text.lower() in LOSSES or " ".join(
                        x.text.lower() for x in n.tokens[j:j + 3]).startswith(LOSS_PHRASES)):
                return Finding("outdated", f"'{t.text}': no longer has the {head.text}",
                               f"has: {head.text}", "owned")
        return None
    return None


# -- the same doing, to something else ---------------------------------------------------------
def _object(s: Sentence, i: int) -> Token | None:
    for tok in s.tokens[i + 1:i + 4]:
        if tok.clause != s.tokens[i].clause:
            return None
        if tok.text.lower() in DETERMINERS or tok.key == SPEAKER:
            continue
        return tok if tok.content and not tok.temporal else None
    return None


def other_object(o: Sentence, n: Sentence, *, strict: bool) -> bool:
    """Whether the new memory does the old memory's verb to something else ("Umar no longer
    plays football" against "Umar plays cricket"): the first word after that verb differs
    and the old memory does not name it; with `strict`, the new one does not name the old
    object either ("sold her Civic and now drives a Tesla" ends the Civic)."""
    if not o.subject_tokens:
        return False
    at = o.tokens.index(o.subject_tokens[-1]) + 1
    if at >= len(o.tokens) or not o.tokens[at].content or o.tokens[at].kind is not None:
        return False
    verb, before = o.tokens[at], _object(o, at)
    if before is None:
        return False
    for i, tok in enumerate(n.tokens):
        after = _object(n, i) if tok.key == verb.key else None
        if after is not None and after.key != before.key and not mentions(after.key, o) \
                and not (strict and mentions(before.key, n)):
            return True
    return False

"""The offline conflict judge: does a new memory make an older one outdated, repudiated or
suspect? Rules over words, no model, no network; every verdict says why in words.

Evidence it reads (see ebbing.lifecycle.rules.judge_text for the word lists):
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

from dataclasses import dataclass, replace
from enum import StrEnum

from ebbing.core.query import stem
from ebbing.lang import dialects, language_of
from ebbing.lang.cantonese import pair_reading
from ebbing.lang.hant import simplified
from ebbing.lifecycle.rules.judge_asked import asserted
from ebbing.lifecycle.rules.judge_departure import departed
from ebbing.lifecycle.rules.judge_evidence import (
    KIND_NAMES,
    PLACE_SLOTS,
    WORK_SLOTS,
    Change,
    compatible,
    contrasted,
    cue_clauses,
    describe_subject,
    differing_kinds,
    flipped,
    from_old_value,
    negative,
    occasions,
    overlap,
    past,
    rest,
    restated,
    shared_people,
    ties,
    value_change,
)
from ebbing.lifecycle.rules.judge_facts import facts, other_object, partner_ended
from ebbing.lifecycle.rules.judge_names import naming_outlives
from ebbing.lifecycle.rules.judge_relations import (
    DEATHS,
    cue_object,
    denied,
    died,
    perfect,
    replaced,
    same_thing,
)
from ebbing.lifecycle.rules.judge_speech import ended_clauses, habit_of, hedge, over, plain
from ebbing.lifecycle.rules.judge_text import Sentence, analyze, speak_as
from ebbing.lifecycle.rules.judge_words import (
    ADDITIVE,
    END_CUES,
    IMMUTABLE,
    MULTI_VALUED,
    RELATIONSHIP,
    SHIFT_CUES,
    STRONG_CORRECTION,
    WEAK_CORRECTION,
    find_cues,
)
from ebbing.lifecycle.rules.judge_zh_text import hedge as hedge_zh

PERSISTENCE = ("no longer", "not anymore", "anymore", "any more", "not any longer",
               "any longer")
RELATION_CUES = ("got married", "got engaged", "married", "engaged", "broke up", "broken up",
                 "split up", "divorced", "separated", "called off")


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
    subject: str | None = None  # whose thing changed, as the rule named it ("?": it cannot say)

    @property
    def conflict(self) -> bool:
        return self.outcome is not Outcome.NONE


@dataclass(frozen=True)
class JudgeParams:
    min_similarity: float = 0.2     # semantic cosine under which a pair is unrelated
    flip_coverage: float = 0.6      # share of the old's words a denying clause must repeat


def judge(old: str, new: str, similarity: float | None = None,
          params: JudgeParams | None = None, *, old_speaker: str | None = None,
          new_speaker: str | None = None) -> Verdict:
    """Whether `new` (remembered later) conflicts with `old`, and how.

    With both speakers known and different, "I" and "my" in each text stand for its speaker
    (so Caroline's "I" meets Melanie's "Caroline", not Melanie's "I"). Chinese text is read
    by the Chinese rules (rules.judge_zh); a hedge in the new text ("may have", "heard that",
    "not sure") makes any conflict suspected at most."""
    if language_of(old) == "zh" or language_of(new) == "zh":
        from ebbing.lifecycle.rules.judge_zh import judge_zh

        # 對 as 对, 俺 as 我 (lang/dialects.py), 佢搬咗, 分了手
        old, new = pair_reading(*dialects.pair_reading(simplified(old), simplified(new)))
        found = judge_zh(old, new, old_speaker=old_speaker, new_speaker=new_speaker)
        verdict = Verdict(Outcome(found.outcome), found.reason, found.part, found.rule,
                          found.subject)
    else:
        verdict = _judge(old, new, similarity, params or JudgeParams(), old_speaker,
                         new_speaker)
    if verdict.rule == "end" and naming_outlives(old, new):
        # "My wife is called Anna" / "Anna quit her job": her name did not end with it
        verdict = Verdict(Outcome.NONE, f"a name outlives what ended ({verdict.reason})",
                          rule="named")
    return hedge_limit(verdict, new)


def hedge_limit(verdict: Verdict, new: str) -> Verdict:
    """A conflict said with a hedge ("may have", "heard that", "not sure"; 可能, 听说, 不确定)
    is suspected at most, whichever judge found it (the LLM judge's answers pass here too)."""
    said = hedge_zh(new) if language_of(new) == "zh" else hedge(new)
    if said and verdict.outcome in {Outcome.OUTDATED, Outcome.REPUDIATED}:
        return replace(verdict, outcome=Outcome.SUSPECTED_OUTDATED,
                       reason=f"{verdict.reason}; but said with a hedge ('{said}'): "
                              "suspected at most")
    return verdict


def _judge(old: str, new: str, similarity: float | None, p: JudgeParams,
           old_speaker: str | None, new_speaker: str | None) -> Verdict:
    old, new = asserted(old), asserted(new)  # a question states nothing (judge_asked.py)
    if not old or not new:
        return Verdict(Outcome.NONE, "a question: it asks, it says nothing that changes",
                       rule="question")
    o, n, heard = analyze(plain(old)), analyze(plain(new)), analyze(new)
    if old_speaker and new_speaker and old_speaker.strip().lower() != new_speaker.strip().lower():
        speak_as(o, old_speaker)
        speak_as(n, new_speaker)
        speak_as(heard, new_speaker)
    if similarity is not None and similarity < p.min_similarity:
        return Verdict(Outcome.NONE, f"unrelated (similarity {similarity:.2f})", rule="similarity")
    fact = facts(o, n, heard)
    if fact is not None:
        return Verdict(Outcome(fact.outcome), fact.reason, fact.part, fact.rule)
    verdict = _cued(o, n, p)
    if verdict.conflict and verdict.rule in {"end", "relationship"} and \
            partner_ended(n) and not (o.keys() & RELATIONSHIP):
        # a break-up ends a relationship; the old memory states none ("Tom loves jazz")
        return Verdict(Outcome.NONE, f"a break-up says nothing of this about "
                       f"{describe_subject(o, n)}", rule="partner")
    gone = None if verdict.conflict else departed(o, n)  # what nothing above read as a change
    if gone is not None:
        return Verdict(Outcome(gone.outcome), gone.reason, gone.part, gone.rule)
    return verdict


def _cued(o: Sentence, n: Sentence, p: JudgeParams) -> Verdict:
    who = describe_subject(o, n)
    if not compatible(o, n, strict=False) and not same_thing(o, n):
        return Verdict(Outcome.NONE, f"about someone or something else ({who})",
                       rule="subject")
    text_o, text_n = o.lower, n.lower

    where: dict[str, set[int]] = {}  # the clauses each cue was said in

    def cues(phrases: tuple[str, ...], idioms: bool = True) -> list[str]:
        found = []
        for c in find_cues(text_n, phrases):
            if c in find_cues(text_o, phrases):
                continue  # the old memory says it too: nothing new
            where[c] = cue_clauses(n, c, negatable=c not in PERSISTENCE, idioms=idioms)
            if where[c]:
                found.append(c)
        return found

    strong, weak = cues(STRONG_CORRECTION, False), cues(WEAK_CORRECTION, False)
    ends, shifts = cues(END_CUES), cues(SHIFT_CUES)
    if "used to" in ends and (not habit_of(o, n) or other_object(o, n, strict=False)):
        ends.remove("used to")  # someone else's past habit ("My aunt used to help")
    cue_keys = {stem(w) for c in strong + weak + ends + shifts for w in c.split()}
    ended = over(o, n, cue_keys)
    if ended:  # the old memory already says it ended: saying so again changes nothing
        ends, shifts = [], []
    shared = overlap(o, n) - cue_keys

    def near(found: list[str]) -> set[str]:
        """What the old memory shares with the clauses those cues were said in, if that is
        enough to tie them (see `ties`)."""
        if not found:
            return set()
        # the old subject named again is no tie: "Omar no longer washes his car" ends
        # something else than "Omar's car is a Mazda" says
        words = overlap(o, n, set().union(*(where[c] for c in found))) - cue_keys - o.subject
        return words if ties(o, words) else set()

    change = value_change(o, n, slots_checked=True)
    # a denial of a fact the old memory already says ended is that ending told again
    flip = None if ended and ended_clauses(n) else (flipped(o, n, p.flip_coverage)
                                                     or denied(o, n))
    contrast = contrasted(o, n)
    origin = from_old_value(o, n)
    if change is None and origin is not None:
        change = origin
    topic = o.predicate_text  # the part of the old memory a flip or an end affects

    # "moved from <the old value>": it held, and changed
    left = [c for c in find_cues(text_n, SHIFT_CUES) if origin is not None
            and origin.clause in cue_clauses(n, c)]  # "news from Croom" moved nothing
    if origin is not None and not strong and left:
        return _v(Outcome.OUTDATED, f"'{left[0]}': {_label(origin)} changed for {who} "
                  f"({origin.old} -> {origin.new})", origin.part(), "shift")
    if other_object(o, n, strict=True):  # "no longer plays football" / "plays cricket"
        ends = []
    persist = [c for c in ends if c in PERSISTENCE]
    if persist and (flip or near(persist)):
        return _v(Outcome.OUTDATED, f"'{persist[0]}': no longer true for {who}",
                  topic, "end")
    if strong and (change or flip or contrast or (ties(o, shared) and not restated(o, n))):
        return _v(Outcome.REPUDIATED, f"'{strong[0]}': the old memory was wrong about {who}",
                  _part(change, contrast, flip, topic), "correction")
    deaths = [c for c in ends if c in DEATHS]
    if deaths and not past(o) and died(o, n, set().union(*(where[c] for c in deaths))):
        return _v(Outcome.OUTDATED, f"'{deaths[0]}': no longer true for {who}", topic, "end")
    if ends and (near(ends) or flip or any(cue_object(o, n, c) for c in ends)):
        return _v(Outcome.OUTDATED, f"'{ends[0]}': no longer true for {who}",
                  topic, "end")
    def close(found: list[str]) -> Change | None:
        """The changed value, if it is said where one of these cues is, or right after."""
        spots = {c + d for cue in found for c in where[cue] for d in (0, 1)}
        return change if change is not None and change.clause in spots else None

    swap = replaced(o, n) if "instead of" in shifts else None
    moved = close(shifts)
    if moved is not None and occasions(o, n, moved, set().union(*(where[c] for c in shifts))):
        moved = change = None  # a second trip told beside "since ...": not the first moved
    if shifts and (moved or flip or swap):
        change = moved
        if change is None:
            return _v(Outcome.OUTDATED, f"'{shifts[0]}': no longer true for {who}", topic,
                      "shift")
        return _v(Outcome.OUTDATED, f"'{shifts[0]}': {_label(change)} changed for {who} "
                  f"({change.old} -> {change.new})", change.part(), "shift")
    if change is not None and not past(o) and perfect(n, change.clause):
        return _v(Outcome.OUTDATED, f"'has ...': {_label(change)} changed for {who} "
                  f"({change.old} -> {change.new})", change.part(), "perfect")
    relation = [c for c in shifts + ends if c in RELATION_CUES]
    if relation and o.keys() & RELATIONSHIP and shared_people(o, n):
        return _v(Outcome.OUTDATED, f"'{relation[0]}': the relationship changed for {who}",
                  relation[0], "relationship")
    if weak and (close(weak) or flip or contrast):
        change = close(weak)
        return _v(Outcome.REPUDIATED, f"'{weak[0]}': corrects the old memory about {who}",
                  _part(change, contrast, flip, topic), "correction")
    if contrast:
        return _v(Outcome.REPUDIATED, f"says 'not {contrast}': corrects it for {who}",
                  f"not {contrast}", "contrast")
    if flip and not negative(o):
        return _v(Outcome.REPUDIATED, f"denies it for {who}", topic, "denial")
    if ended:
        return Verdict(Outcome.NONE, f"agrees: the old memory already says it is over for "
                       f"{who}", rule="restated")
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
    if past(o) or past(n):
        return Verdict(Outcome.NONE, f"past events can both be true ({strict_change.part()})",
                       rule="event")
    kinds = differing_kinds(o, n)
    temporal = {"time", "date", "year", "weekday"}
    if kinds & temporal and kinds - temporal:
        return Verdict(Outcome.NONE, "two separate occasions", rule="event")
    if rest(o, n) or rest(n, o):
        return Verdict(Outcome.NONE, f"says something else about {who}", rule="compatible")
    verbs = (o.keys() & n.keys()) & MULTI_VALUED
    if verbs and strict_change.kind not in {"number", "time", "date", "year", "weekday"}:
        return Verdict(Outcome.NONE, f"'{sorted(verbs)[0]}' can hold several values",
                       rule="additive")
    c = strict_change
    if c.kind == "name" and c.old.lower() in n.subject and c.new.lower() in o.subject and \
            o.keys() & n.keys() & RELATIONSHIP:  # a relation both ways: engaged, married to
        return Verdict(Outcome.NONE, f"the same relation told from the other side ({who})",
                       rule="restated")  # "Priya is engaged to Daniel" / "Daniel ... to Priya"
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
    return topic

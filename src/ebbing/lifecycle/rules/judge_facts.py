"""What a sentence states about its subject, as the offline judge (rules.judge) reads it
beyond cue words: the attribute it speaks of, the value, and whether that value ended.

Attributes modelled (each from a few general word lists, not from any one sentence):
- partner: who is with whom ("My girlfriend is Priya", "Mei is married to David", "Dan is
  single"); a break-up ("split up", "got divorced", "Sam broke up with her") ends it for the
  people it names, and only for them: it says nothing of "Priya plays the cello";
- employer: where someone works ("works for Google", "a nurse at St Mary's"); starting or
  joining somewhere else ("started a new job at KPMG", "joined Spotify") changes it; the
  work ending ("quit her job", "retired", "got laid off") ends it (rules.judge_work);
- diet: what someone does not eat or drink ("vegetarian": meat and fish; "pescatarian": meat;
  "vegan": meat, fish, eggs, dairy; "gluten-free": bread; "teetotal": alcohol); eating what
  it excludes, said as a habit or a change ("eats meat again", "has gone back to eating
  bread"), ends it;
- a plan, what one has, the same doing to something else: rules.judge_things;
- a habit denied and then done ("I don't drink coffee" / "I drink coffee every morning now").
Each returns a verdict only when the new sentence speaks of the same subject and attribute;
otherwise the clause-level rules decide.
"""

from __future__ import annotations

from ebbing.core.query import stem
from ebbing.lang import has_cjk
from ebbing.lifecycle.rules.judge_evidence import cue_clauses
from ebbing.lifecycle.rules.judge_text import Sentence, Token, fuzzy_in
from ebbing.lifecycle.rules.judge_things import Finding, denied_at, other_object, owned, plan
from ebbing.lifecycle.rules.judge_words import (
    DETERMINERS,
    NEGATORS,
    RELATIONSHIP,
    SPEAKER,
    find_cues,
)
from ebbing.lifecycle.rules.judge_work import job_ended
from ebbing.lifecycle.rules.judge_zh_text import related_zh

# -- partner ------------------------------------------------------------------------------
PARTNER_ENDS = ("broke up", "broken up", "break up", "breaking up", "split up", "splitting up",
                "separated", "divorced", "divorcing", "got a divorce", "dumped", "not together",
                "no longer together", "ended things", "ended their relationship",
                "ended the relationship", "called off the engagement", "called off the wedding")
SINGLE = frozenset({"single"})


def _people(s: Sentence) -> set[str]:
    """Who a sentence names: its names (whole and by word) and the speaker."""
    out: set[str] = set()
    for tok in s.tokens:
        if tok.key == SPEAKER:
            out.add(SPEAKER)
        elif tok.kind == "name":
            out.add(tok.key)
    return out


def _same_people(wanted: set[str], said: set[str]) -> bool:
    return all(w in said or any(w in k.split() or k in w.split() for k in said) for w in wanted)


def partner_ended(s: Sentence) -> str | None:
    """The break-up phrase a sentence says (not denied), if any. A phrase with an object is
    something else broken up: "breaking up my studying into parts", "split up the bill"."""
    for cue in find_cues(s.lower, PARTNER_ENDS):
        if cue_clauses(s, cue, negatable=not cue.startswith(("not", "no "))) and \
                not _has_object(s, cue):
            return cue
    return None


def _has_object(s: Sentence, cue: str) -> bool:
    """Whether every time `cue` is said a determiner and a noun follow it, making it
    transitive ("breaking up my studying"; not "broke up a few weeks ago")."""
    words = [t.text.lower() for t in s.tokens]
    size = len(cue.split())
    spots = [i + size for i in range(len(words) - size) if " ".join(words[i:i + size]) == cue]
    return bool(spots) and all(_object_at(s.tokens, i) for i in spots)


def _object_at(toks: list[Token], i: int) -> bool:
    if toks[i].text.lower() not in DETERMINERS:
        return False
    rest = [t for t in toks[i + 1:] if t.clause == toks[i].clause and t.content]
    return bool(rest) and not rest[0].temporal and rest[0].kind not in {"number", "date"}


def _partnered(s: Sentence) -> bool:
    return bool(s.keys() & RELATIONSHIP) and not any(t.text.lower() in NEGATORS for t in s.tokens)


def partner(o: Sentence, n: Sentence, raw_new: Sentence) -> Finding | None:
    """A relationship the old memory states, ended or begun anew by the new one."""
    cue = partner_ended(n)
    if cue and _partnered(o) and not partner_ended(o):
        wanted, said = _people(o), _people(raw_new) | _people(n)
        if (len(wanted) >= 2 and _same_people(wanted, said)) or (
                len(wanted) == 1 and o.subject and o.subject == n.subject):
            shown = {t.key: t.text for t in o.tokens if t.kind == "name"}
            who = " and ".join(sorted(shown.get(p, "the speaker") for p in wanted))
            return Finding("outdated", f"'{cue}': the relationship of {who} ended",
                           f"partner: {cue}", "partner")
    single_o = bool({t.text.lower() for t in o.tokens} & SINGLE) and not cue
    if single_o and _partnered(n) and o.subject and o.subject == n.subject:
        return Finding("outdated", "no longer single: a partner is named now",
                       "partner: single -> partnered", "partner")
    return None


# -- employer ------------------------------------------------------------------------------
_WORK = frozenset({"work", "employ", "job"})
_START = frozenset({"start", "join", "hir"})
ORGS = frozenset(stem(w) for w in [
    "company", "firm", "startup", "start-up", "bank", "agency", "hospital", "clinic", "school",
    "college", "university", "lab", "laboratory", "studio", "council", "ministry", "department",
    "practice", "restaurant", "hotel", "shop", "store", "charity", "newspaper", "magazine",
    "publisher", "consultancy"
])
_ORG_STOP = frozenset({"in", "on", "as", "since", "for", "from", "and", "with", "to", "last",
                       "next", "this", "after", "because", "but"})


def _org_after(toks: list[Token], i: int) -> set[str]:
    """The words of the organisation named from `toks[i]` on (after at / for / by)."""
    out: set[str] = set()
    for tok in toks[i:]:
        low = tok.text.lower()
        if tok.clause != toks[i].clause or (out and low in _ORG_STOP) or tok.temporal:
            break
        if low in DETERMINERS:
            continue
        if tok.content:
            out.add(tok.key)
    return out


def employer(s: Sentence) -> set[str]:
    """Where the sentence says its subject works ("works at Google", "a nurse at St Mary's
    Hospital", "employed by the council")."""
    toks = s.tokens
    for i, tok in enumerate(toks[:-1]):
        if (tok.key in _WORK or tok.kind == "job") and not denied_at(toks, i):
            for j in range(i + 1, min(i + 6, len(toks) - 1)):
                if toks[j].clause != tok.clause:
                    break
                if toks[j].text.lower() in {"at", "for", "by"}:
                    org = _org_after(toks, j + 1)
                    if org:
                        return org
    return set()


def joined(s: Sentence) -> tuple[set[str], bool] | None:
    """Where the sentence says its subject started working: (organisation words, whether a
    new job is said without one), or None."""
    toks = s.tokens
    for i, tok in enumerate(toks):
        if tok.key not in _START and not (tok.text.lower() == "new" and i + 1 < len(toks)
                                          and toks[i + 1].key in _WORK):
            continue
        if denied_at(toks, i):
            continue
        rest = [t for t in toks[i + 1:i + 6] if t.clause == tok.clause]
        low = [t.text.lower() for t in rest]
        if tok.key == "join" and rest:
            org = _org_after(rest, 0)
            if rest[0].kind == "name" or org & ORGS:
                return org, False
        for j, word in enumerate(low):
            if word in {"at", "with", "for", "by"}:
                org = _org_after(rest, j + 1) if j + 1 < len(rest) else set()
                if org and (any(t.key in _WORK for t in rest[:j]) or j == 0
                            or tok.key == "hir"):
                    return org, False
                break
        if any(t.key in _WORK for t in rest[:3]) or tok.text.lower() == "new":
            return set(), True
    return None


def job_change(o: Sentence, n: Sentence) -> Finding | None:
    before = employer(o)
    if not before or not o.subject or o.subject != n.subject:
        return None
    found = joined(n)
    if found is None:
        return None
    org, bare = found
    if org and not any(fuzzy_in(k, before) or any(k in b.split() for b in before)
                       for k in org):
        return Finding("outdated", f"started somewhere else: employer changed "
                       f"({' '.join(sorted(before))} -> {' '.join(sorted(org))})",
                       "employer", "employer")
    if bare and not org:
        return Finding("outdated", "a new job: employer changed", "employer", "employer")
    return None


# -- diet ----------------------------------------------------------------------------------
_MEAT = "meat chicken beef pork steak bacon ham lamb sausage sausages burger burgers turkey"
_FISH = "fish salmon tuna seafood prawns shrimp sushi"
_DAIRY = "cheese milk butter yogurt yoghurt dairy eggs egg cream honey"
DIETS = {
    "vegetarian": f"{_MEAT} {_FISH}", "veggie": f"{_MEAT} {_FISH}", "pescatarian": _MEAT,
    "vegan": " ".join((_MEAT, _FISH, _DAIRY)), "gluten": "bread pasta wheat gluten pizza",
    "teetotal": "alcohol wine beer whisky vodka drinks", "sober": "alcohol wine beer whisky",
}
_EATING = frozenset(stem(w) for w in [
    "eat", "eats", "ate", "eating", "drink", "drinks", "drank", "drinking", "have", "has",
    "having", "order", "orders", "ordered"
])
CHANGED = ("again", "now", "started", "starting", "these days", "nowadays", "back to",
           "since", "gone back", "went back", "anymore")


def diet(o: Sentence, n: Sentence) -> Finding | None:
    if any(t.text.lower() in NEGATORS for t in o.tokens) or not o.subject or \
            o.subject != n.subject:
        return None
    kinds = [d for d in DIETS if d in {t.text.lower() for t in o.tokens}]
    if not kinds:
        return None
    excluded = {stem(w) for d in kinds for w in DIETS[d].split()}
    toks = n.tokens
    for i, tok in enumerate(toks):
        if tok.key not in _EATING or denied_at(toks, i):
            continue
        for after in toks[i + 1:i + 4]:
            if after.clause == tok.clause and after.key in excluded:
                marked = bool(find_cues(n.lower, CHANGED))
                return Finding("outdated" if marked else "suspected_outdated",
                               f"eats {after.text}: no longer {kinds[0]}",
                               f"diet: {kinds[0]}", "diet")
    return None


# -- a habit denied, then done ----------------------------------------------------------------
def undenied(o: Sentence, n: Sentence) -> Finding | None:
    """"I don't drink coffee" then "I drink coffee every morning now": a clause of the new
    memory says without a negation all the old one denies."""
    neg = [t for t in o.tokens if t.text.lower() in NEGATORS]
    if len(neg) != 1 or not o.subject or o.subject != n.subject or \
            any(t.text.lower() in NEGATORS for t in n.tokens):
        return None
    wanted = {t.key for t in o.tokens if t.content and not t.temporal
              and t.key not in o.subject and t.text.lower() not in NEGATORS}
    if not wanted or not all(fuzzy_in(k, n.keys()) for k in wanted):
        return None
    marked = bool(find_cues(n.lower, CHANGED))
    return Finding("outdated" if marked else "suspected_outdated",
                   "now does what the old memory said was not so", o.predicate_text, "undenied")


# -- what a memory may update, in other words -----------------------------------------------------
# the words of one attribute: a memory naming one of them may update a memory naming another
# ("I started a new job at Spotify" / "I work at Google"); conflict detection looks for the
# older memories holding any of them (lifecycle.conflicts), the judge then decides
ATTRIBUTES = tuple(frozenset(stem(w) for w in group.split()) for group in (
    "work works job employed employer company boss office colleague hired joined quit resigned "
    "left started retired fired",
    "live lives living moved move home flat apartment house relocated",
    "partner boyfriend girlfriend husband wife dating married engaged together broke split "
    "divorced single relationship",
    "vegetarian vegan pescatarian meat diet eat eats",
))


def related_words(text: str) -> set[str]:
    """The words of every attribute `text` speaks of (see ATTRIBUTES; Chinese:
    judge_zh_text.ATTRIBUTES)."""
    if has_cjk(text):
        return related_zh(text)
    said = {stem(w) for w in text.lower().replace("'", " ").split()}
    said |= {stem(w.strip(".,;:!?")) for w in text.lower().split()}
    return set().union(*(group for group in ATTRIBUTES if group & said))


def facts(o: Sentence, n: Sentence, raw_new: Sentence) -> Finding | None:
    """The first attribute the new memory changes, read as above."""
    return (partner(o, n, raw_new) or job_change(o, n) or job_ended(o, n) or diet(o, n)
            or plan(o, n) or owned(o, n) or undenied(o, n))


__all__ = ["Finding", "facts", "other_object", "partner_ended", "related_words"]

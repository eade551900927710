"""How the offline judge (rules.judge) ties two sentences that name the same thing in other
words, and reads denials and replacements that the clause-level evidence misses.

Subjects named differently:
- an owner and the thing owned: "My car is a silver Ford Fiesta" / "I traded in the Fiesta"
  (the owner's sentence names the thing, or a name the other gives it), "We pay 45 dollars
  for internet" / "Our internet bill went up";
- a definite reference by the head noun: "Esme's sister's wedding" / "the wedding";
- a compound that narrows the subject: "The subscription" / "The subscription price";
- the old subject acted on by someone else: "Her mortgage rate is 4.1 percent" / "Her bank
  has lowered her mortgage rate" (its nouns are the object of the new sentence).
A possessor alone never ties them: "Anna" / "Anna's husband" stay two people.

Denials: "Greg doesn't have a brother" denies "Greg has a brother named Sam" (what one has,
denied, whatever else the old memory says about it); "Ignatius isn't a pilot" denies
"Ignatius is a qualified pilot" (the head noun of what one is, denied, with no other
qualification). Replacements: "instead of taking the train" names what the old memory says.
Aspect: a changed value said with the perfect ("has put the fee up to 55 pounds") reports a
change that happened.
"""

from __future__ import annotations

from itertools import pairwise

from ebbing.lifecycle.rules.judge_text import Sentence, Token, fuzzy_in, mentions
from ebbing.lifecycle.rules.judge_words import (
    DETERMINERS,
    IRREGULAR_VERBS,
    NEGATORS,
    NUMBER_WORDS,
    POSSESSIVE,
    SPEAKER,
)

NAMING = frozenset({"is", "are", "was", "called", "named"})
HAVE = frozenset({"has", "have", "had", "own", "owns", "owned"})
COPULA = frozenset({"is", "are", "am", "was", "were"})
DEATHS = ("died", "passed away")
_PARTICIPLES = IRREGULAR_VERBS | frozenset({"been", "done", "gone", "given", "taken", "seen",
                                            "known", "grown", "broken", "chosen", "written"})


def same_thing(o: Sentence, n: Sentence) -> bool:
    """Whether two subjects that `compatible` tells apart name the same thing anyway (see the
    module docstring)."""
    if not o.subject or not n.subject:
        return False
    return (_owner(o, n) or _owner(n, o) or _definite(o, n) or _definite(n, o)
            or _narrows(o, n) or _acted_on(o, n) or _named(o, n))


def _named(o: Sentence, n: Sentence) -> bool:
    """`n` is about what `o` gives a name ("Leo has a dog named Biscuit" / "Biscuit ...")."""
    words = {w for k in n.subject for w in k.split()}
    said = [t.text.lower() for t in o.tokens]
    return bool(words) and bool({"named", "called"} & set(said)) and words <= _value_words(o)


def _value_words(s: Sentence) -> set[str]:
    """The words of the names a sentence gives its subject ("My car is a silver Ford
    Fiesta": "ford", "fiesta"; "a dog called Rex": "rex"): names after is / called / named
    in the same clause (not "moved from Graz")."""
    out: set[str] = set()
    naming: set[int] = set()
    for tok in s.tokens:
        if tok.text.lower() in NAMING:
            naming.add(tok.clause)
        elif tok.kind == "name" and tok.key not in s.subject and tok.clause in naming:
            out |= {w for w in tok.key.split() if len(w) >= 4}
    return out


def _owner(a: Sentence, b: Sentence) -> bool:
    """`b`'s subject is the owner of `a`'s ("I" / "my car") and `b` names the thing owned,
    by its noun or by a name `a` gives it."""
    owned = a.subject - b.subject
    if not b.subject < a.subject or not any(t.possessive or t.key == SPEAKER
                                            for t in a.subject_tokens[:-1]):
        return False
    keys = {t.key for t in b.tokens if t.key not in b.subject}
    return any(all(fuzzy_in(w, keys) for w in k.split()) for k in owned) or bool(
        _value_words(a) & keys)


def _definite(a: Sentence, b: Sentence) -> bool:
    """`b` refers to `a`'s subject as "the" and its head noun ("the wedding")."""
    toks = b.subject_tokens
    return bool(toks) and toks[0].text.lower() == "the" and not any(
        t.possessive for t in toks) and b.subject <= a.subject and bool(
        a.subject_tokens) and a.subject_tokens[-1].key in b.subject


def _narrows(o: Sentence, n: Sentence) -> bool:
    """`n`'s subject is `o`'s with a noun added, not a possessor ("the subscription price")."""
    return o.subject < n.subject and not any(
        t.possessive or t.key == SPEAKER or t.text.lower() in POSSESSIVE
        for t in n.subject_tokens)


def _acted_on(o: Sentence, n: Sentence) -> bool:
    """The nouns of `o`'s subject are the object of `n` ("... has lowered her mortgage rate")."""
    inside = {id(t) for t in n.subject_tokens}
    outside = {t.key for t in n.tokens if id(t) not in inside and not t.aside}
    nouns = {t.key for t in o.subject_tokens if t.kind is None and t.key != SPEAKER
             and t.text.lower() not in DETERMINERS}
    names = o.subject - nouns
    return bool(nouns) and all(fuzzy_in(k, outside) for k in nouns) and all(
        mentions(k, n) for k in names)


# -- denials ------------------------------------------------------------------------------
def _first_clause(s: Sentence) -> list[Token]:
    first = s.subject_tokens[0].clause if s.subject_tokens else 0
    return [t for t in s.tokens if t.clause == first]


def _object_after(toks: list[Token], verbs: frozenset[str]) -> tuple[int, Token] | None:
    """The verb's position and the first content word after it (past determiners and
    numbers): "has a twin brother" -> twin; "is a qualified pilot" -> qualified."""
    for i, tok in enumerate(toks):
        if tok.text.lower() in verbs:
            for after in toks[i + 1:]:
                low = after.text.lower()
                if low in DETERMINERS or low in NUMBER_WORDS or low in NEGATORS:
                    continue
                return (i, after) if after.content else None
    return None


def denied(o: Sentence, n: Sentence) -> str | None:
    """A clause of `n` that denies what `o` says one has or is (module docstring)."""
    if any(t.text.lower() in NEGATORS for t in o.tokens):
        return None
    old = _first_clause(o)
    has = _object_after(old, HAVE)
    said = [t for t in old if t.content and t.key not in o.subject]
    words = [t.text.lower() for t in old]
    nominal = bool(said) and any(w in COPULA and nxt in {"a", "an"}
                                 for w, nxt in pairwise(words))
    for clause in sorted({t.clause for t in n.tokens}):
        toks = [t for t in n.tokens if t.clause == clause]
        low = {t.text.lower() for t in toks}
        if not low & NEGATORS:
            continue
        if has is not None and _lacks(toks, has[1].key):
            return " ".join(t.text for t in toks)
        new = [t for t in toks if t.content and t.key not in n.subject
               and t.text.lower() not in NEGATORS]
        if nominal and low & COPULA and new and new[0].key == said[-1].key:
            return " ".join(t.text for t in toks)
    return None


def _lacks(toks: list[Token], key: str) -> bool:
    """"does not have a sister", "has no sister", "never had a sister": a negated have with
    `key` as its object (a few words after it, not anywhere in the clause)."""
    low = [t.text.lower() for t in toks]
    for i, word in enumerate(low):
        if word in HAVE:
            before, after = low[max(0, i - 2):i], toks[i + 1:i + 4]
            negated = bool(set(before) & NEGATORS) or (i + 1 < len(low) and low[i + 1] == "no")
            if negated and any(t.key == key for t in after):
                return True
    return False


def _statement(o: Sentence) -> set[str]:
    """What the old memory says of its subject in the clause that names it (in a chat turn
    of many clauses, the one that makes the statement)."""
    return {t.key for t in _first_clause(o) if t.content and t.key not in o.subject
            and not t.temporal}


def _verb(o: Sentence) -> str | None:
    """The key of the word right after the subject when it is a content word (its verb:
    "Ilse drives ..." -> "driv")."""
    if not o.subject_tokens:
        return None
    i = o.tokens.index(o.subject_tokens[-1]) + 1
    return o.tokens[i].key if i < len(o.tokens) and o.tokens[i].content else None


def replaced(o: Sentence, n: Sentence) -> str | None:
    """A word of what `o` says named right after "instead of" in `n` ("now cycles instead of
    taking the train" against "commutes by train")."""
    low = [t.text.lower() for t in n.tokens]
    said = _statement(o)
    verb = _verb(o)
    for i in range(len(low) - 1):
        if low[i] == "instead" and low[i + 1] == "of":
            for tok in n.tokens[i + 2:i + 5]:
                # a thing the old memory names, or a doing only if it is its verb ("instead
                # of driving" against "drives"; not "instead of giving up" against a chat turn)
                if tok.content and ((tok.key in said and not tok.text.lower().endswith("ing"))
                                    or (verb is not None and tok.text.lower().endswith("ing")
                                        and fuzzy_in(tok.key, {verb}))):
                    return tok.text
    return None


def cue_object(o: Sentence, n: Sentence, phrase: str) -> str | None:
    """The object of a cue ("has given up the trumpet": trumpet) when the old memory says it
    beyond its subject ("plays trumpet in the school band")."""
    words = phrase.split()
    low = [t.text.lower() for t in n.tokens]
    said = _statement(o)
    for i in range(len(low) - len(words) + 1):
        if low[i:i + len(words)] == words:
            head = _head(n.tokens[i + len(words):i + len(words) + 5], n.tokens[i].clause)
            if head is not None and fuzzy_in(head.key, said):
                return head.text
    return None


def _head(after: list[Token], clause: int) -> Token | None:
    """The noun a cue acts on: past the determiners, the last of the content words that run
    on in the cue's clause ("sold the old tractor": tractor, not old; "gave up smoking")."""
    head = None
    for tok in after:
        if tok.clause != clause:
            break
        if head is None and tok.text.lower() in DETERMINERS:
            continue
        if not tok.content or tok.temporal:
            break
        head = tok
    return head


def died(o: Sentence, n: Sentence, clauses: set[int]) -> bool:
    """A death said (in `clauses`) of someone or something the old memory names by every
    word of the new subject: whatever the old memory says of it in the present is over."""
    who = n.subject - {SPEAKER}
    return bool(who) and any(t.clause in clauses for t in n.subject_tokens) and all(
        mentions(w, o) for k in who for w in k.split())


def perfect(n: Sentence, clause: int) -> bool:
    """Whether `clause` of `n` has the present perfect of a change ("has put", "have
    lowered", "has been raised"); not a state that lasts ("has always been", "has lived
    here for 10 years") nor a denied one ("hasn't been")."""
    toks = [t.text.lower() for t in n.tokens if t.clause == clause]
    if set(toks) & ({"for", "since", "always", "still", "ever"} | NEGATORS):
        return False
    for i, word in enumerate(toks[:-1]):
        if word in {"has", "have"}:
            nxt = toks[i + 2] if toks[i + 1] == "been" and i + 2 < len(toks) else toks[i + 1]
            if nxt != "been" and (nxt in _PARTICIPLES or (nxt.endswith("ed") and len(nxt) > 3)):
                return nxt != "had"
    return False

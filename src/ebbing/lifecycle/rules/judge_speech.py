"""Reported speech and aspect for the offline judge (rules.judge): what a sentence says once
the teller is set aside, and whether it already tells that something ended.

Reported speech: "Xiao Ming said he has broken up with Xiao Hong", "Lena told me her brother
lives in Lisbon", "According to Kofi, the club meets on Tuesdays" state a fact about someone
as told by someone. The judge compares the facts, so the frame is dropped and a pronoun that
opens the reported clause stands for the teller: "Xiao Ming has broken up with Xiao Hong",
"Lena's brother lives in Lisbon", "the club meets on Tuesdays". A restatement told with or
without the frame is then the same fact, and one told by the same person later can change it.

Aspect: a memory that already says a fact ended ("broke up", "is no longer", "used to",
"sold") agrees with a newer one that says it ended too, in other words ("has broken up",
"is not with him any more"); such a newer memory is a restatement, not a change.
"""

from __future__ import annotations

import re

from ebbing.lifecycle.rules.judge_evidence import cue_clauses
from ebbing.lifecycle.rules.judge_text import Sentence, by_a_word, fuzzy_in
from ebbing.lifecycle.rules.judge_words import UNITS, find_cues

# who tells: a name's noun ("Karim's sister"), a name of one to three capitalised words (with
# a title), or a possessed noun
_WHO = (r"(?P<who>[A-Z][\w-]*['\u2019]s\s+[a-z]+(?=\s)"
        r"|(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}"
        r"|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+[a-z]+)")
_TOLD = r"(?:me|us|him|her|them|you|everyone|[A-Z][\w'\u2019-]*)"
_VERB = (r"(?:said|says|told\s+" + _TOLD + r"|tells\s+" + _TOLD + r"|mentioned|mentions"
         r"|explained|claimed|claims|admitted|announced|confirmed|confirms|reported|wrote"
         r"|writes|added|insisted|replied|texted(?:\s+" + _TOLD + r")?"
         r"|messaged(?:\s+" + _TOLD + r")?|thinks|believes|heard)")
_ACCORDING = r"[Aa]ccording\s+to\s+" + _WHO.replace("who", "who2") + r"\s*,\s*"
_THAT = r"(?:\s+that(?!\s+(?:was|is|were)\b))?"  # "told me that was ...": no complementizer
_FRAMES = re.compile(r"(?P<lead>^|(?<=[.!?])\s+)(?:" + _WHO + r"\s+" + _VERB + _THAT +
                     r"\s*[,:]?\s+(?=\S)|" + _ACCORDING + ")")
# a frame after what it reports: "..., Thandiwe said." / "..., says Kofi."
_AFTER = re.compile(r"(?P<lead>^|(?<=[.!?])\s+)(?P<said>(?:[^.!?]|\.(?=\S))+?),\s+(?:"
                    + _WHO + r"\s+" + _VERB + r"|(?:says|said)\s+"
                    + _WHO.replace("who", "who3") + r")(?P<end>\s*[.!?]|$)")
# a he / she / they opening a later clause; names or possessives before it are someone else
_LATER_PRONOUN = re.compile(r"(?:[,;:]|\band|\bbut)\s+(?P<p>he|she|they)\b")
_SOMEONE = re.compile(r"\b(?:[A-Z][a-z]+|his|her|their|my|our)\b")
_PRONOUN = re.compile(r"(he|she|they)\b", re.IGNORECASE)
_POSSESSIVE = re.compile(r"(his|her|their)\b", re.IGNORECASE)
# a teller that is one of these is no one in particular: the frame is left alone
_NOT_TELLERS = frozenset({"i", "it", "this", "that", "there", "he", "she", "they", "we",
                          "you", "what", "who", "everyone", "someone", "nobody"})


_TITLE = re.compile(r"\b(Mr|Mrs|Ms|Dr|Prof|St)\.(?=\s+[A-Z])")


# a particle verb with its object in between: "handed the choir over", "put the fee up"
_PARTICLE = re.compile(r"\b(?P<verb>(?:put|puts|hand|hands|handed|gave|give|given|shaved|shave"
                       r"|threw|throw|thrown|traded|trade|trades)\s+)(?P<obj>(?:the|a|an|his"
                       r"|her|their|my|our|its|this|that)(?:\s+[\w'-]+){1,3}?)\s+"
                       r"(?P<part>up|over|off|away|in)\b", re.IGNORECASE)
# "got the date wrong", "had his name wrong": a correction whatever the object
_WRONG = re.compile(r"\b(got|had|get|have)\s+(?:the|that|this|his|her|their|my|our|its)"
                    r"(?:\s+[\w'-]+){1,2}?\s+wrong\b", re.IGNORECASE)


# how sure the teller is: a hedge makes what is said a possibility, never a fact
_HEDGE = re.compile(
    r"n't\s+(?:\w+\s+)?(?:sure|certain|confirmed)\b|\b(?:(?:may|might|could|must)\s+(?:not\s+)?(?:have|be|possibly)\b|might\b|maybe\b"
    r"|perhaps\b|possibly\b|probably\b|apparently\b|reportedly\b|supposedly\b"
    r"|allegedly\b|rumou?r\s+(?:has|says)\b|rumou?red\b|a\s+rumou?r\s+that\b|(?:i|we|she|he|they)\s+(?:have\s+|had\s+)?heard\b"
    r"|heard\s+(?:that|from|a)\b|(?:not|never)\s+(?:\w+\s+)?(?:sure|certain|confirmed)\b"
    r"|unsure\b|uncertain\b|unconfirmed\b|(?:i|we)\s+(?:think|guess|suspect|believe)\b"
    r"|(?:thinks|guesses|suspects|believes|wonders)\b|seems?\s+(?:to|like|that)\b"
    r"|it\s+looks\s+like\b|word\s+is\b|hard\s+to\s+say\b)",
    re.IGNORECASE)


def hedge(text: str) -> str | None:
    """The hedge the text is said with ("may have", "heard that", "not sure",
    "apparently"), if any: what it reports is then possible, not known. "may" counts only in
    lower case before a verb ("May 9" is a date)."""
    for m in _HEDGE.finditer(text.replace("\u2019", "'")):
        said = m.group(0)
        if said.startswith("May"):
            continue
        return " ".join(said.lower().split())
    return None


def plain(text: str) -> str:
    """The text the judge reads: titles without their full stop ("Mrs. Okafor" is one name,
    not the end of a sentence), a particle verb's particle next to it ("put the fee up" ->
    "put up the fee"), "got the date wrong" read as "got it wrong", reporting frames
    dropped."""
    text = _PARTICLE.sub(r"\g<verb>\g<part> \g<obj>", _TITLE.sub(r"\1", text))
    return unreport(_WRONG.sub(r"\1 it wrong", text))


def unreport(text: str) -> str:
    """`text` with each sentence's reporting frame dropped (see the module docstring)."""
    text = _AFTER.sub(_postposed, text)
    out: list[str] = []
    pos = 0
    for m in _FRAMES.finditer(text):
        who = m.group("who") or m.group("who2")
        if who.split()[0].lower() in _NOT_TELLERS:
            continue
        out.append(text[pos:m.start()] + m.group("lead"))
        teller = who[0].upper() + who[1:] if who[:1].islower() else who
        rest = text[m.end():]
        said, pos = _as_teller(rest, teller), m.end() + _sentence_end(rest)
        out.append(said if not said[:1].islower() or said[:2] == "i " else
                   said[:1].upper() + said[1:])
    out.append(text[pos:])
    return "".join(out)


def _sentence_end(rest: str) -> int:
    end = re.search(r"[.!?](?=\s|$)", rest)
    return end.end() if end else len(rest)


_FEMALE = frozenset([
    "sister", "mother", "mum", "mom", "wife", "girlfriend", "daughter", "aunt", "niece",
    "grandmother", "grandma", "granny", "woman", "lady", "fiancee"
])
_MALE = frozenset([
    "brother", "father", "dad", "husband", "boyfriend", "son", "uncle", "nephew", "grandfather",
    "grandpa", "man", "fiance"
])


def _referent(pronoun: str, teller: str) -> str | None:
    """Whom a he / she / his / her in what a teller reports stands for: the teller, unless the
    teller is "X's sister" and the pronoun is "he" (then X), or a gender that does not agree
    with a teller who is no one named (then no one known: None)."""
    *owner, noun = teller.split()
    low = pronoun.lower()
    male, female = low in {"he", "his", "him"}, low in {"she", "her"}
    if (male and noun.lower() in _FEMALE) or (female and noun.lower() in _MALE):
        if owner and owner[0].endswith(("'s", "\u2019s")) and len(owner) == 1:
            return owner[0][:-2]
        return None
    return teller


def _as_teller(rest: str, teller: str) -> str:
    """The reported sentence at the start of `rest`, its pronouns standing for the teller: the
    one that opens it ("she has quit" -> "Aiko has quit", "her brother" -> "Aiko's brother"),
    and one that opens a later clause of it while no one else was named in between ("that
    was a misunderstanding and she is not ..."; not in "her brother moved and he likes it")."""
    said = rest[:_sentence_end(rest)]
    if (p := _PRONOUN.match(said)) is not None:
        who = _referent(p.group(1), teller)
        if who is None:
            return said
        said, teller = who + said[p.end():], who
    elif (q := _POSSESSIVE.match(said)) is not None and \
            said[q.end():].lstrip()[:1] not in {"", ".", ","}:
        who = _referent(q.group(1), teller)
        if who is None:
            return said
        said, teller = who + "'s" + said[q.end():], who
    start = len(teller) + 2 if said.startswith(teller) else 0
    for m in _LATER_PRONOUN.finditer(said, start):
        between = said[start:m.start()]
        if _SOMEONE.search(between):
            break
        return said[:m.start("p")] + teller + said[m.end("p"):]
    return said


def _postposed(m: re.Match[str]) -> str:
    """"Her bank lowered the rate, Thandiwe said." -> "Thandiwe's bank lowered the rate."."""
    who = m.group("who") or m.group("who3")
    if who.split()[0].lower() in _NOT_TELLERS:
        return m.group(0)
    return m.group("lead") + _as_teller(m.group("said") + m.group("end"), who)


# phrases that say a fact ended or was past; one in the old memory and one in the new, about
# the same thing, say the same (inflections of END_CUES and the habitual past)
ENDED = ("used to", "no longer", "not anymore", "anymore", "any more", "not any longer",
         "stopped", "quit", "gave up", "given up", "gave it up", "given it up", "left",
         "sold", "broke up", "broken up", "split up", "separated", "divorced", "died",
         "passed away", "retired", "moved out", "got rid of", "called off", "no more",
         "resigned", "was fired", "got fired", "laid off", "ended", "lost", "losing",
         "quitting", "cancelled", "canceled", "handed over", "gave away", "given away",
         "shaved off", "threw away", "thrown away")


def ended_clauses(s: Sentence) -> set[int]:
    """The clauses of `s` that say something ended (an ENDED phrase said, not denied)."""
    return {c for phrase in find_cues(s.lower, ENDED)
            for c in cue_clauses(s, phrase, negatable=phrase not in _NEGATIVE)}


def over(o: Sentence, n: Sentence, cue_keys: set[str]) -> bool:
    """Whether the old memory already says that what the new one is about ended or is past:
    a clause of it with an ENDED phrase (said, not denied) shares a word, beyond the subject
    and the cue words, with the new memory."""
    clauses = ended_clauses(o)
    if not clauses:
        return False
    said = {t.key for t in o.tokens if t.clause in clauses and t.content and not t.temporal
            and t.key not in o.subject and t.key not in UNITS} - cue_keys
    new = {t.key for t in n.tokens if t.content and not t.temporal} - cue_keys
    return any(fuzzy_in(k, new) or by_a_word(k, new) for k in said)


_NEGATIVE = ("no longer", "not anymore", "anymore", "any more", "not any longer", "no more")


def habit_of(o: Sentence, n: Sentence) -> bool:
    """Whether a "used to" of the new text ends what the old memory says: said of the old
    memory's subject (the word before it is that subject: a name, the speaker, or he / she /
    they for a named one), with a verb the old memory uses ("used to sing" against "sings";
    not "used to have", which says too little)."""
    low = [t.text.lower() for t in n.tokens]
    said = o.keys()
    for i in range(1, len(low) - 2):
        if low[i] == "used" and low[i + 1] == "to":
            before, verb = n.tokens[i - 1], n.tokens[i + 2]
            if (before.key in o.subject or (low[i - 1] in {"he", "she", "they"} and o.subject)) \
                    and verb.content and fuzzy_in(verb.key, said):
                return True
    return False

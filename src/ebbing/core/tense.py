"""Which way in time a sentence points at a given phrase: ahead (a plan), back (a report), or
unknown. Pure; core/eventtime.py asks it for the expressions whose words leave the direction
open ("on Friday", "on December 3", "in May", "on the 5th").

The model, in order:
1. The verb nearest the phrase in its clause (between ",", "and", "but", ...), else in the
   sentence, decides. Ahead: will, shall, 'll, going
   to, gonna, plan/hope/want/intend to, about to, can't wait, looking forward, let's, need to,
   have to, the present progressive ("I'm flying", "we are having": an arrangement), and the
   verbs that set a plan's date (booked, scheduled, reserved, set for, postponed); a date a
   plan is moved to ("moved to Friday", "pushed back to May", "pushed my start to June 2")
   points ahead whatever the verb's tense. Back: a past form (was, were, went, did, had, got,
   saw, met, ... and regular -ed forms that are not adjectives of feeling such as "excited"
   or "tired"), "used to", "have been". An -ed form after a present "is", "are" or "'s" is
   a passive of now ("the operation is fixed, 20th January"), no past verb; nor is "left"
   before a side ("her left knee"). A day said, offered or written ("she said june 21")
   is not dated by that verb.
   With no verb in its clause, a present "is" just before the day, or the day as the subject
   of "is", "works" or "suits", points ahead: "the review is Thursday at 2", "now it is on
   12th", "sept 12 is ours", "thursday works" (stop 25, time8; "today is Friday" names today).
2. Without a verb: a plan's noun (appointment, flight, meeting, reservation, interview,
   deadline, exam, trip, party, ...) or "for"/"by"/"until" just before the phrase ("flights
   for January 12", "due by Friday") point ahead; thanks "for" it point back ("thank u for
   saturday": thanks are for what happened).
3. Otherwise unknown; the resolver then reads the phrase as past (most of what people tell
   about happened already), except a date or a month without a year, read as the nearer
   one (core/dates.py `day_by_way`: "5th of november", said on 9 October, is next month's).

English only; other languages have rules of their own beside their resolver.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

AHEAD, BACK, UNKNOWN = 1, -1, 0

_AHEAD = re.compile(
    r"\b(?:will|shall|won't|going\s+to|gonna|(?:plan|plans|planning|hope|hoping|want|wanna|"
    r"intend|intending|need|have|has)\s+to|planning|about\s+to|can't\s+wait|cannot\s+wait|"
    r"looking\s+forward|let's|upcoming|coming\s+up|scheduled|rescheduled|booked|reserved|"
    r"postponed|preponed|set\s+for|remind\s+me)\b|\w'll\b"
    r"|\b(?:am|is|are|i'm|we're|you're|they're|he's|she's)\s+(?:\w+\s+)?"
    r"(?!going\b|thinking\b|feeling\b|loving\b|missing\b|remembering\b|wondering\b)\w{2,}ing\b",
    re.IGNORECASE)
_BACK = re.compile(
    r"\b(?:was|were|wasn't|weren't|went|did|didn't|had|hadn't|got|came|saw|made|took|gave|"
    r"told|said|met|spent|left|bought|ran|ate|felt|found|thought|won|lost|sent|heard|wrote|"
    r"drove|flew|began|brought|caught|taught|sang|swam|slept|kept|built|paid|sold|used\s+to|"
    r"have\s+been|has\s+been|'ve\s+been)\b|\b[a-z]{3,}ed\b",
    re.IGNORECASE)
# -ed words that are adjectives or not verbs at all, and the plan verbs counted above
_NOT_PAST = frozenset({
    "excited", "interested", "tired", "scared", "worried", "bored", "stressed", "thrilled",
    "pleased", "supposed", "married", "engaged", "involved", "prepared", "determined",
    "booked", "scheduled", "rescheduled", "reserved", "postponed", "preponed",
    "planned", "hundred", "sacred", "naked", "wicked", "rugged", "beloved", "talented",
    "overwhelmed", "nervous", "relaxed", "amazed", "surprised", "confused",
    "blessed", "obsessed", "dedicated", "motivated", "inspired", "needed", "based"})
_PLAN = re.compile(
    r"\b(?:appointments?|flights?|meetings?|reservations?|bookings?|interviews?|deadlines?|"
    r"exams?|surgery|check-?ups?|trips?|vacations?|holidays?|tickets?|birthday|anniversary|"
    r"wedding|party|concert|gig|dinner|visit|event|conference|launch|move|moving|due|"
    r"recital|game|match|race|marathon|ceremony|graduation|deadline)\b", re.IGNORECASE)
_JOINS = re.compile(r"[,;:]|\b(?:and|but|then|so|because|while|although|though|or)\b",
                    re.IGNORECASE)
# a verb never follows a preposition or a determiner: "from Stansted", "the red-bearded"
_NOUN_BEFORE = re.compile(r"\b(?:from|to|at|in|into|of|near|via|the|a|an|my|our|your|his|"
                          r"her|their)\s+$", re.IGNORECASE)
# an -ed word after a present "is"/"are" is a passive or an adjective of now, no past verb: "the
# operation is fixed, 20th January", "it's booked"; after "was" the "was" itself says back
_PASSIVE_BEFORE = re.compile(r"(?:\b(?:is|are|am|be|being)|'s|'re|'m)\s+(?:(?:now|all|already|"
                             r"finally|also|still|just|officially)\s+)?$", re.IGNORECASE)
# "left" before a side's noun is no verb: "her left knee operation is fixed, 20th January"
_LEFT_SIDE = re.compile(r"left\s+(?:knee|hand|leg|arm|eye|ear|foot|hip|shoulder|side|wrist|"
                        r"ankle|lane|turn|wing|field)\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|never|no|haven't|havent|hasn't|hasnt|hadn't|hadnt|didn't|"
                       r"didnt|ain't|aint)\b|n't\b", re.IGNORECASE)
_FOR = re.compile(r"\b(?:for|by|until|till)\s+(?:the\s+)?$", re.IGNORECASE)
# thanks are for what happened: "thank u for saturday", said on Tuesday, is the last one
_THANKS = re.compile(r"\b(?:thanks?|thank\s+(?:you|u|ya)|thx|ty)\s+(?:so\s+much\s+)?for\s+"
                     r"(?:the\s+)?$", re.IGNORECASE)
_MOVED = re.compile(r"\b(?:moved|pushed|slipped|shifted|bumped|postponed|preponed|rescheduled|"
                    r"changed|delayed|put\s+off|"
                    r"brought\s+forward)\s+(?:(?:me|us|it|him|her|them)\s+)?"
                    r"(?:(?:my|our|his|her|their|the|its|your)\s+[a-z'-]+\s+)?"
                    r"(?:back\s+)?(?:to|until|till)\s+(?:the\s+)?$", re.IGNORECASE)

# a present "is" right before a day, or the day as the subject of "is" or "works": a date
# of what is set ("the review is Thursday at 2", "now it's on the 12th", "sept 12 is ours",
# "thursday works"); not "today is Friday", which names today
_IS_BEFORE = re.compile(r"(?<!today )(?<!tonight )(?:\b(?:is|are|its)|\b(?:it|that|he|she|there|"
                        r"what|who|where|when)'s|'re)\s+"
                        r"(?:(?:still|now|also|just|on|for|the)\s+){0,2}$", re.IGNORECASE)
# "it's sunday", said on a Sunday, names today, not the day a week on
_IT_IS = re.compile(r"\bit(?:'s|s|\s+is)\s+$", re.IGNORECASE)
# "now" just beside a day in a clause with no verb: the day a plan stands at after a change
_NOW_BEFORE = re.compile(r"\bnow\s+(?:(?:on|the)\s+){0,2}$", re.IGNORECASE)
_NOW_AFTER = re.compile(r"\s*now\b", re.IGNORECASE)
_IS_AFTER = re.compile(r"\s*(?:is|works|suits)\b", re.IGNORECASE)
# a day that is what someone said, wrote or offered ("she said june 21", "they offered
# wed sept 3"): the saying is past, the day it names is not told by it
_SAID = re.compile(r"\b(?:said|says|say|told\s+(?:me|us|him|her|them)|texted|wrote|replied|"
                   r"offered|suggested|mentioned)\s+(?:(?:it's|its|it\s+was|maybe|like|that)\s+)?"
                   r"(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*,?\s+)?$",
                   re.IGNORECASE)


@dataclass(frozen=True)
class Sentence:
    text: str

    @cached_property
    def cues(self) -> list[tuple[int, int, int]]:
        """(start, end, direction) of each verb cue, in text order."""
        found = [(m.start(), m.end(), AHEAD) for m in _AHEAD.finditer(self.text)]
        found += [(m.start(), m.end(), BACK) for m in _BACK.finditer(self.text)
                  if m.group(0).lower() not in _NOT_PAST and not _eed(m.group(0))
                  and not _NOUN_BEFORE.search(self.text, 0, m.start())
                  and not _LEFT_SIDE.match(self.text, m.start())
                  and not (m.group(0).lower().endswith("ed")
                           and _PASSIVE_BEFORE.search(self.text, 0, m.start()))]
        return sorted(found)

    def clause(self, at: int, stop: int) -> tuple[int, int]:
        """The clause holding [at, stop): between the nearest ",", ";", "and", "but", ...
        on either side."""
        lo = max((m.end() for m in _JOINS.finditer(self.text, 0, at)), default=0)
        after = _JOINS.search(self.text, stop)
        return lo, after.start() if after else len(self.text)

    @cached_property
    def plan(self) -> bool:
        return bool(_PLAN.search(self.text))

    def negated(self, at: int) -> bool:
        """A negation in the clause before `at` ("haven't had one in 10 days", "not in
        years"): what follows is a length up to now rather than a day ahead."""
        lo, _ = self.clause(at, at)
        return bool(_NEGATION.search(self.text, lo, at))

    def direction(self, at: int, stop: int) -> int:
        """AHEAD, BACK or UNKNOWN for the phrase at [at, stop) of the sentence."""
        if _MOVED.search(self.text[:at]):  # "the meeting was moved to Friday"
            return AHEAD
        lo, hi = self.clause(at, stop)
        said = _SAID.search(self.text, 0, at)  # the day said is no report of the saying
        is_before = _IS_BEFORE.search(self.text, 0, at)
        if is_before and (is_before.start() < lo or (_IT_IS.search(self.text, 0, at) and not any(
                ch.isdigit() for ch in self.text[at:stop]))):
            is_before = None  # "it's sunday", said on a Sunday, names today
        for within in (True, False):  # the phrase's own clause first, then the sentence
            best: tuple[int, int] | None = None
            if within and is_before is not None:  # the nearest verb: "the wedding is 14 June"
                best = (at - is_before.end(), AHEAD)
            for start, end, way in self.cues:
                if at <= start < stop or (within and not (lo <= start and end <= hi)):
                    continue  # inside the phrase itself, or outside its clause
                if said is not None and start >= said.start() and end <= said.end():
                    continue
                gap = at - end if end <= at else start - stop
                if best is None or gap < best[0]:
                    best = (gap, way)
            if best is not None:
                return best[1]
            if within and _IS_AFTER.match(self.text, stop) and len(self.text[lo:at].split()) <= 1:
                return AHEAD  # "sept 12 is ours"
            if said is not None:
                break
            if within and (_NOW_BEFORE.search(self.text, lo, at)
                           or _NOW_AFTER.match(self.text, stop)):
                return AHEAD  # "moved my leave, now 24th June": where a plan stands now
        if _THANKS.search(self.text[:at]):
            return BACK
        if self.plan or _FOR.search(self.text[:at]):
            return AHEAD
        return UNKNOWN


# a weekday after an article or a quantifier names any such day, not one: "on a Friday",
# "every Monday", "each Sunday morning"
_ANY_BEFORE = re.compile(r"\b(?:a|an|every|each|any|some|one)\s+$", re.IGNORECASE)


def any_weekday(m: re.Match[str]) -> bool:
    """Whether the weekday `m` matched (with no "last", "next", ... of its own) names any
    such day rather than one ("a Friday wedding", "4200 for a friday", "every Monday")."""
    return not m["rel"] and bool(_ANY_BEFORE.search(m.string, 0, m.start()))


def _eed(word: str) -> bool:
    return word.lower().endswith("eed")

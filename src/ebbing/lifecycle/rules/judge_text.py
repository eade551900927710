"""What the offline conflict judge reads in a sentence: tokens with value kinds, clauses
and the subject. Pure and deterministic; no model, no network.

A token has a `key` used for matching (a stem, or a normalised value such as "6pm",
"march 3", "arctic monkeys", "2") and a `kind` when it is a value:
  number (digits, number words, ordinals)  time (6pm, 10:30)  date (March 3)  year (2019)
  weekday  month  name (capitalised words, merged: "Honda Civic", "iPhone 12")
  colour  job  code (emails, phone numbers, words with digits such as "sunflower42")
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ebbing.core.query import STOP_WORDS, stem
from ebbing.lifecycle.rules.judge_apposed import apposed
from ebbing.lifecycle.rules.judge_one import pronoun_one
from ebbing.lifecycle.rules.judge_words import (
    ADVERBS,
    AUX,
    CLAUSE_BREAKS,
    COLOURS,
    DETERMINERS,
    FIRST_PERSON,
    INTERJECTIONS,
    IRREGULAR_VERBS,
    JOBS,
    LEADING,
    MONTHS,
    NUMBER_WORDS,
    OCCASIONS,
    OPENERS,
    POSSESSIVE,
    PRONOUNS,
    SPEAKER,
    STRONG_CORRECTION,
    WEEKDAYS,
    find_cues,
)

# a word ending like this after a name or a noun is taken for its verb
_VERB_END = re.compile(r"(?:[^s]s|ed)$")

_TOKEN = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"            # e-mail
    r"|\d{1,2}(?::\d{2})?\s?(?:am|pm)\b"       # 6pm, 10:30 am
    r"|\d{1,2}:\d{2}"                          # 10:30
    r"|\d+(?:st|nd|rd|th)\b"                   # 3rd
    r"|\d[\d,.\-/]*\d|\d"                       # 1,200  555-0134  3.5
    r"|[^\W\d_]+\d[\w]*"                       # sunflower42
    r"|[^\W\d_]+(?:['\u2019][^\W\d_]+)*"       # words, with apostrophes
    r"|[,;:.!?]",
    re.IGNORECASE,
)
_CONTRACTIONS = {"n't": "not", "'m": "am", "'re": "are", "'ve": "have", "'ll": "will",
                 "'d": "would"}


@dataclass
class Token:
    text: str          # as written (contractions split, possessive 's removed)
    key: str           # what matching compares
    kind: str | None   # value kind, or None for an ordinary word
    clause: int
    possessive: bool = False
    capital: bool = False
    unit: str | None = None  # for numbers: the word counted or measured ("cats", "euros")
    aside: bool = False      # in an interjection or a form of address ("Thanks, Caroline!")

    @property
    def temporal(self) -> bool:
        return self.kind in {"time", "date", "year", "weekday", "month"} or self.key in OCCASIONS

    @property
    def content(self) -> bool:
        """Carries meaning for overlap: a value or a word that is not a function word."""
        low = self.text.lower()
        return not self.aside and (self.kind is not None or (
            low not in STOP_WORDS and low.isalpha() and low not in OPENERS))


@dataclass
class Sentence:
    text: str
    tokens: list[Token]
    subject: frozenset[str] = field(default_factory=frozenset)
    subject_tokens: list[Token] = field(default_factory=list)
    speaker: str | None = None  # who says "I" here, when known

    @property
    def subject_text(self) -> str:
        return shown(self.subject_tokens, self.speaker) or "it"

    @property
    def predicate_text(self) -> str:
        """The sentence without its subject and the cue clauses (what it says of it)."""
        inside = {id(t) for t in self.subject_tokens}
        return shown([t for t in self.tokens if id(t) not in inside], self.speaker)

    def keys(self, clause: int | None = None) -> set[str]:
        return {t.key for t in self.tokens if t.content and (clause is None or t.clause == clause)}

    def values(self) -> list[Token]:
        return [t for t in self.tokens if t.kind is not None]

    @property
    def lower(self) -> str:
        return " ".join(t.text.lower() for t in self.tokens)


def _raw_tokens(text: str) -> list[tuple[str, bool]]:
    """(word, possessive) pairs; contractions split ("isn't" -> "is", "not")."""
    out: list[tuple[str, bool]] = []
    for match in _TOKEN.finditer(unicodedata.normalize("NFKC", text).replace("\u2019", "'")):
        word = match.group(0)
        low = word.lower()
        suffix = next((s for s in _CONTRACTIONS if low.endswith(s) and len(low) > len(s)), None)
        if suffix == "n't":
            base = word[:-3] if low not in {"can't", "won't"} else {"can't": "can",
                                                                   "won't": "will"}[low]
            out += [(base or word, False), ("not", False)]
        elif suffix is not None:
            out += [(word[: -len(suffix)], False), (_CONTRACTIONS[suffix], False)]
        elif low.endswith("'s") and len(low) > 2:
            stem_word = word[:-2]
            if stem_word.lower() in PRONOUNS | {"it", "that", "what", "there", "here", "who"}:
                out += [(stem_word, False), ("is", False)]
            else:
                out.append((stem_word, True))
        elif low.endswith("s'") and len(low) > 2:
            out.append((word[:-1], True))
        else:
            out.append((word, False))
    return out


def _kind(word: str, low: str) -> tuple[str | None, str]:
    if "@" in low or (any(c.isdigit() for c in low) and any(c.isalpha() for c in low)
                      and not re.fullmatch(r"\d+(?:st|nd|rd|th)|\d{1,2}(?::\d{2})?\s?(?:am|pm)",
                                           low)):
        return "code", low
    if re.fullmatch(r"\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}", low):
        return "time", low.replace(" ", "").replace(":00", "")
    if re.fullmatch(r"\d+(?:st|nd|rd|th)", low):
        return "number", str(int(low[:-2]))
    if re.fullmatch(r"(?:19|20)\d\d", low):
        return "year", low
    if re.fullmatch(r"\d+", low) or re.fullmatch(r"\d{1,3}(?:,\d{3})+|\d+\.\d+", low):
        return "number", low.replace(",", "")
    if re.fullmatch(r"\d[\d\-/.]*\d", low):
        return "code", low
    if low in NUMBER_WORDS:
        return "number", str(NUMBER_WORDS[low])
    if low in MONTHS and (low != "may" or word[0].isupper()):
        return "month", str(MONTHS[low])
    singular = low[:-1] if low.endswith("s") else low
    if singular in WEEKDAYS:
        return "weekday", singular
    if low in COLOURS:
        return "colour", low
    if low in JOBS or singular in JOBS:
        return "job", singular if singular in JOBS else low
    return None, stem(low) if low.isalpha() else low


def analyze(text: str) -> Sentence:
    """Tokens with kinds, clause numbers, merged names and dates, units and the subject."""
    tokens: list[Token] = []
    clause = 0
    starts = True  # at the start of a sentence or clause (capitals there prove nothing)
    raw = _raw_tokens(text)
    # In a text of several sentences (a chat turn), a capitalised word that opens a sentence
    # is a name only if it is also capitalised inside a sentence ("Events like these ...").
    sentences = sum(w in {".", "!", "?"} for w, _ in raw[:-1]) + 1
    inner = {w.lower() for (w, _), (prev, _) in zip(raw[1:], raw, strict=False)
             if w[:1].isupper() and prev not in {".", "!", "?", ":", ";"}}
    for word, possessive in raw:
        low = word.lower()
        if low in {",", ";", ":", ".", "!", "?"} or low in CLAUSE_BREAKS:
            clause += 1
            starts = low in {".", "!", "?", ":", ";"}
            if low in CLAUSE_BREAKS:
                continue
            continue
        kind, key = _kind(word, low)
        capital = any(c.isupper() for c in word[1:]) or (word[0].isupper() and (
            not starts or (low not in STOP_WORDS and low not in OPENERS
                           and low not in INTERJECTIONS and not low.endswith("ing")
                           and (sentences == 1 or possessive or low in inner))))
        if kind is None and capital and low not in FIRST_PERSON and low != "i":
            kind, key = "name", low
        if low in FIRST_PERSON or low == "i":
            key = SPEAKER
        tokens.append(Token(word, key, kind, clause, possessive, capital))
        starts = False
    sentence = Sentence(text, pronoun_one(_merge(tokens)))
    _mark_asides(sentence.tokens)
    sentence.subject, sentence.subject_tokens = subject(sentence)
    _mark_favourite(sentence)
    return sentence


def speak_as(sentence: Sentence, speaker: str) -> None:
    """Let the speaker's words (I, me, my, we, our) stand for `speaker` by name."""
    name = " ".join(speaker.lower().split())
    sentence.speaker = " ".join(speaker.split())
    for tok in sentence.tokens:
        if tok.key == SPEAKER:
            tok.key = name
    if SPEAKER in sentence.subject:
        sentence.subject = (sentence.subject - {SPEAKER}) | {name}


def _mark_asides(tokens: list[Token]) -> None:
    """Interjections and forms of address ("Thanks, Caroline!", "Hey Mel,", "Wow,") say
    nothing about anyone: a clause of at most three such words, in a text with other
    clauses, is an aside. Its words are not names, values or content."""
    clauses: dict[int, list[Token]] = {}
    for tok in tokens:
        clauses.setdefault(tok.clause, []).append(tok)
    if len(clauses) < 2:
        return
    for toks in clauses.values():
        words = [t.text.lower() for t in toks]
        if len(toks) <= 3 and all(w in INTERJECTIONS or w in OPENERS or t.kind == "name"
                                  for w, t in zip(words, toks, strict=True)):
            for tok in toks:
                tok.aside, tok.kind = True, None


def _mark_favourite(sentence: Sentence) -> None:
    """A favourite is one thing: in "Fatima's favourite food is sushi" the word after the
    verb is a value (kind "thing") even when it is a plain noun."""
    if not any(t.text.lower() in {"favourite", "favorite"} for t in sentence.subject_tokens):
        return
    end = sentence.tokens.index(sentence.subject_tokens[-1])
    for tok in sentence.tokens[end + 1:]:
        if tok.clause != sentence.subject_tokens[-1].clause:
            return
        if tok.kind is not None:
            return
        if tok.content and tok.text.lower() not in AUX:
            tok.kind = "thing"
            return


def _merge(tokens: list[Token]) -> list[Token]:
    """Join adjacent name words ("Arctic Monkeys"), a name and its model number ("iPhone 12"),
    and a month with its day ("March 3"); give numbers the word they count."""
    out: list[Token] = []
    for tok in tokens:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == "number" and prev.text.lower() == "one" and \
                tok.text.lower() in {"of", "another"}:
            prev.kind, prev.key = None, "one"  # "one of my trips", "one another": no count
        if prev is not None and prev.clause == tok.clause and not prev.possessive:
            if prev.kind == "name" and tok.kind == "name":
                prev.text += " " + tok.text
                prev.key += " " + tok.key
                prev.possessive = tok.possessive
                continue
            if prev.kind == "name" and tok.kind == "number" and tok.text.isdigit():
                prev.text += " " + tok.text
                prev.key += " " + tok.key
                continue
            if prev.kind == "month" and tok.kind == "number" and int(tok.key) <= 31:
                prev.kind, prev.key = "date", f"{prev.key}-{tok.key}"
                prev.text += " " + tok.text
                continue
        if prev is not None and prev.kind == "number" and prev.unit is None and \
                tok.kind is None and not tok.temporal and tok.text.lower() not in STOP_WORDS:
            prev.unit = stem(tok.text.lower().rstrip("s")) if tok.text.isalpha() else None
        out.append(tok)
    return out


def subject(sentence: Sentence) -> tuple[frozenset[str], list[Token]]:
    """The keys and tokens of the sentence's grammatical subject, read from its first clause
    that is not a cue ("I was wrong", "Correction:", "Sorry") or an opener ("Actually").

    Names joined by "and", a possessor with the nouns it owns ("Tom's phone number"), the
    speaker, or a determiner with its nouns ("the weekly team meeting"); empty if unknown."""
    clauses: dict[int, list[Token]] = {}
    for tok in sentence.tokens:
        clauses.setdefault(tok.clause, []).append(tok)
    for toks in clauses.values():
        words = [t.text.lower() for t in toks]
        if is_cue_clause(" ".join(words)) or all(t.aside for t in toks):
            continue
        i = 0
        if find_cues(" ".join(words), STRONG_CORRECTION) and "and" in words:
            i = words.index("and") + 1  # "Esme mixed up the dates and the wedding is ..."
        while i < len(toks) and (words[i] in OPENERS or words[i] in LEADING or toks[i].temporal):
            i += 1
        keys, span = _read_subject(toks[i:])
        if keys:
            return keys, span
    return frozenset(), []


def _read_subject(toks: list[Token]) -> tuple[frozenset[str], list[Token]]:
    keys: set[str] = set()
    span: list[Token] = []
    nouns_allowed = False
    for n, tok in enumerate(toks):
        low = tok.text.lower()
        if tok.key == SPEAKER:
            keys.add(SPEAKER)
            nouns_allowed = low in POSSESSIVE
        elif tok.kind == "name":
            keys.add(tok.key)
            nouns_allowed = tok.possessive
        elif low == "and" and keys:
            pass
        elif low in DETERMINERS:
            nouns_allowed = True
        elif n == 0 and tok.kind is None and tok.content and len(toks) > 1 and \
                toks[1].text.lower() in {"are", "were", "is", "was"}:
            keys.add(tok.key)  # a bare noun: "bats are blind"
        elif nouns_allowed and tok.kind in {None, "job"} and low not in STOP_WORDS and \
                low not in AUX and low not in IRREGULAR_VERBS and low not in ADVERBS and (
                    not keys - {SPEAKER} or not _VERB_END.search(low) or n == 0
                    or toks[n - 1].text.lower() in DETERMINERS or toks[n - 1].possessive):
            keys.add(tok.key)
            nouns_allowed = not (low.endswith("s") and n > 0 and toks[n - 1].kind == "name")
        else:
            break
        span.append(tok)
        if tok.possessive:
            nouns_allowed = True
    while span and span[-1].text.lower() in {"and"} | DETERMINERS:
        span.pop()
    return apposed(span) or frozenset(keys), span


def shown(tokens: list[Token], speaker: str | None = None) -> str:
    """Tokens as a person reads them: the speaker's words in the third person, possessives
    restored ("My manager" -> "the speaker's manager", "Chris and I" -> "Chris and the
    speaker")."""
    words = []
    for tok in tokens:
        low = tok.text.lower()
        if low in {"my", "our", "mine", "ours"}:
            words.append(f"{speaker}'s" if speaker else "the speaker's")
        elif low in FIRST_PERSON or low == "i":
            words.append(speaker or "the speaker")
        else:
            words.append(tok.text + ("'s" if tok.possessive else ""))
    text = " ".join(words)
    return text[:1].lower() + text[1:] if text.startswith("The ") else text


# -- cues -------------------------------------------------------------------------------------
# Each list holds phrases (lower case, words separated by single spaces) matched on word
# boundaries of the lower-cased token text.
def is_cue_clause(words: str) -> bool:
    """A clause that only says "I was wrong", "sorry", "that was a mistake" and the like."""
    stripped = words.strip()
    if stripped in {"sorry", "oops", "correction", "update", "actually", "no", "wait"}:
        return True
    cues = find_cues(stripped, STRONG_CORRECTION)
    if not cues or len(stripped.split()) > 5:
        return False
    rest = set(stripped.split()) - {w for c in cues for w in c.split()}
    # "I never had a brother" says what was wrong: no cue clause
    return rest <= STOP_WORDS | INTERJECTIONS | OPENERS


def fuzzy_in(key: str, keys: set[str] | frozenset[str]) -> bool:
    """Whether `key` matches one of `keys`: equal, or stems sharing a prefix of four or more
    letters that covers all but three letters of the longer ("smok" ~ "smoker")."""
    if key in keys:
        return True
    if len(key) < 4 or not key.isalpha():
        return False
    for other in keys:
        if len(other) >= 4 and other.isalpha() and abs(len(other) - len(key)) <= 3 and \
                (other.startswith(key) or key.startswith(other)):
            return True
    return False


def by_a_word(key: str, keys: set[str] | frozenset[str]) -> bool:
    """A name of several words met by one of them: "the Skoda" for "Skoda Octavia" (a word
    of at least four letters, so "Le" of "Le Mans" names nothing)."""
    return " " in key and any(len(w) >= 4 and w in keys for w in key.split())


def mentions(key: str, sentence: Sentence) -> bool:
    """Whether the sentence mentions `key` anywhere (in a word or inside one: "iphone" holds
    "phone"). A person only spoken to ("Hey Nate, my laptop crashed") is not mentioned."""
    if key == SPEAKER:
        return any(t.key == SPEAKER for t in sentence.tokens)
    keys = {t.key for t in sentence.tokens if not t.aside}
    if fuzzy_in(key, keys) or (key.isalpha() and stem(key) in keys):
        return True  # a noun read as a name at the start ("Bats are blind" / "bats")
    return len(key) >= 4 and any(key in k for k in keys)

"""The word lists of the offline conflict judge (rules.judge): value words, function
words and the cue phrases it looks for. General English, not tuned to any one sentence."""

from __future__ import annotations

from ebbing.core.query import stem


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(w) for w in text.split())


SPEAKER = "@speaker"  # the key of I / me / my / we / our: whoever is speaking

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100,
    "dozen": 12, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august",
                "september", "october", "november", "december")
MONTHS = {m: i + 1 for i, m in enumerate(_MONTH_NAMES)} | {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12}
WEEKDAYS = {d: i for i, d in enumerate(("monday", "tuesday", "wednesday", "thursday",
                                        "friday", "saturday", "sunday"))}
OCCASIONS = _words("""today tonight yesterday tomorrow morning evening afternoon night
weekend week month year ago""")
COLOURS = _words("""red orange yellow green blue purple violet pink brown black white grey
gray silver gold beige turquoise navy maroon teal""")
JOBS = _words("""teacher lawyer doctor nurse engineer developer programmer designer
architect accountant chef baker farmer pilot driver dentist pharmacist scientist
researcher professor lecturer student journalist writer author artist musician actor actress
photographer plumber electrician carpenter mechanic manager consultant analyst banker
salesman saleswoman cashier waiter waitress barista librarian firefighter paramedic surgeon
therapist psychologist vet veterinarian policeman soldier translator editor secretary
receptionist cleaner tutor""")
UNITS = _words("""year years old km kilometres kilometers mile miles metre metres meter
meters kg kilo kilos pound pounds euro euros dollar dollars percent cent cents hour hours
minute minutes am pm o'clock month week weeks day days""")

# the speaker's words; pronouns that stand for someone else end a subject without naming one
FIRST_PERSON = _words("i me my mine myself we us our ours ourselves")
PRONOUNS = _words("he she they it his her their its him them this that there")
POSSESSIVE = _words("my our his her their its your")
DETERMINERS = _words("the a an this that these those my our his her their its your")
NEGATORS = _words("not never no nor neither")
AUX = _words("""is are was were am be been being has have had do does did will would can
could shall should may might must got gets get""")
CLAUSE_BREAKS = _words("but so because although though whereas however while")
IRREGULAR_VERBS = _words("""was were had did ran went ate saw met bought took made gave came
left got said told found thought felt kept lost won paid sold sent spent built began wrote
drove flew grew knew threw wore chose fell broke quit hit put set let cut read""")
ADVERBS = _words("""still just always never often usually already finally recently
currently mostly sometimes really also only even ever""")
# chat openers that are not names even with a capital ("Thanks, ...", "Check out ...")
INTERJECTIONS = _words("""thanks thank wow hey hi hello great congrats congratulations yeah
yes yep oh ah ok okay cool nice awesome sure glad sounds check look hope love maybe please
good amazing wonderful lol haha omg totally definitely absolutely exactly true right dear
welcome aw aww ugh hmm yay""")
# words of a leading time or place phrase, skipped before a subject ("From now on the ...")
LEADING = _words("from now on in at since after before then as of until during last next this")
# words that may open a sentence without being its subject ("It turns out the ...")
OPENERS = _words("""actually correction sorry oops update fyi btw well anyway honestly
also now so and but then today yesterday recently lately nowadays currently apparently
these days in fact it turns out""")

STRONG_CORRECTION = (
    "i was wrong", "was wrong", "were wrong", "got that wrong", "got it wrong", "had it wrong",
    "had that wrong", "wrote it down wrong", "wrong about", "that was a mistake",
    "was a mistake", "my mistake", "by mistake", "mistaken", "correction", "to correct",
    "misremembered", "misheard", "miscounted", "misread", "confused", "confuse", "confuses",
    "mixed up", "mix up", "mixes up",
    "not true", "that is not right", "that was not right", "this is not right", "untrue",
    "false", "typo", "i meant", "misspoke", "misspoken", "misunderstanding", "misunderstood",
    "corrected herself", "corrected himself", "corrected themselves", "corrected myself",
    "never did", "never was", "never were", "never had",
)
WEAK_CORRECTION = ("actually", "in fact", "it turns out", "turns out", "in reality",
                   "really is", "really was")
# the old fact stopped being true
END_CUES = (
    "no longer", "not anymore", "anymore", "any more", "not any longer", "any longer",
    "stopped", "quit",
    "quitting", "gave up", "given up", "give up", "gave it up", "given it up", "left",
    "has left", "sold", "broke up", "broken up", "called off", "used to",
    "split up", "separated", "divorced", "died", "passed away", "stepped down", "retired",
    "moved out", "ended", "cancelled", "canceled", "got rid of", "lost",
    "no more", "resigned", "was fired", "got fired", "laid off", "handed over", "hands over",
    "shaved off", "gave away", "given away", "threw away", "thrown away",
)
# a value was replaced by another
SHIFT_CUES = (
    "moved", "relocated", "switched", "changed", "replaced", "swapped", "pushed back",
    "postponed", "rescheduled", "brought forward", "delayed", "raised", "increased",
    "lowered", "reduced", "cut", "went up", "went down", "turned", "got a new", "new",
    "now", "these days", "nowadays", "currently", "instead of", "upgraded", "took over",
    "taken over", "got married", "got engaged", "married", "engaged", "promoted",
    "became", "has become", "since", "from now on", "anymore", "traded in", "put up",
    "puts up",
)
# cues that only mean "no more" at the end of their clause ("not vegetarian anymore")
CLAUSE_FINAL = ("anymore", "any more", "any longer")
# phrases in which a cue word means no change at all
IDIOMS = ("ended up", "end up", "get lost", "got lost", "lost in", "turned out", "turns out",
          "turned into", "moved by", "so moved", "was moved", "new to", "brand new",
          "anything new", "something new", "what's new", "whats new", "any more than",
          "put up with", "sold out")
RELATIONSHIP = _stems("""dating boyfriend girlfriend partner together married engaged husband
wife seeing relationship couple fiance fiancee""")
ADDITIVE = ("too", "also", "as well", "either", "another", "in addition", "both", "besides")
IMMUTABLE = _stems("birthday born birth birthplace hometown nationality")
# verbs whose objects add up rather than replace each other (a second one is no conflict)
MULTI_VALUED = _stems("""like likes love loves enjoy enjoys visit visited speak speaks play plays
read reads watch watches listen listens eat eats cook cooks collect collects know knows own
owns has have had went travel traveled travelled met meet meets bought buy buys use uses
prefer prefers""")


def find_cues(text: str, phrases: tuple[str, ...]) -> list[str]:
    """The phrases found in `text` (lower-cased words), longest first, none inside another."""
    padded = f" {text} "
    found: list[str] = []
    for phrase in sorted(phrases, key=len, reverse=True):
        if f" {phrase} " in padded and not any(phrase in f for f in found):
            found.append(phrase)
    return found

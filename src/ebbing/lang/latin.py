"""Which language a text in Latin script is written in, told by its most common short words
(articles, pronouns, prepositions, auxiliaries: the words every sentence of a language is made
of, not a list of phrasings; a word English writes too counts only for English).
`language_of` calls every Latin-script text "en", because English is the only one with rules;
a part that reads other languages by a model (the learned conflict reader,
lifecycle/judge/reader.py) asks here whether the text is English at all.

    latin_language("Lucía dejó el hospital y ahora vive en Valencia.")   # "es"
    latin_language("Max moved to Berlin.")                                # "en"

A letter English does not write (ä, é, ñ) is one more vote for a language whose words the text
holds. A text with none of them, or as many English ones as any other language's, is "en":
English keeps its own rules wherever this cannot tell (a short "Lukas wohnt in Hamburg." is
read as English).
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "en": _words("the a an is are was were be been has have had do does did to of and in "
                    "on at for with from by my his her their our your it he she they we i "
                    "you this that not now no still who which there than will would"),
    "es": _words("el la los las un una unos unas es son está están era fue ha han de del "
                    "y en con por para que se su sus mi mis lo le les al ya ahora muy pero "
                    "también yo él ella nosotros tiene sigue desde me te nos qué cómo cuándo "
                    "dónde adónde quién cuánto cuánta cuántos cuántas cuál"),
    "fr": _words("le la les un une des est sont était été a ont de du et en dans avec "
                    "pour par que qui se sa son ses mon ma mes ce cette il elle ils elles "
                    "nous je j ne pas plus au aux maintenant toujours chez depuis"),
    "de": _words("der die das den dem des ein eine einen einem einer ist sind war waren "
                    "hat haben und in im mit von vom zu zum zur für auf bei aus sein seine "
                    "ihr ihre mein meine er sie es wir ich nicht kein keine jetzt noch seit "
                    "auch nach als wie wann warum wer wohin woher welche welcher welches "
                    "mich mir uns ihm ihn werden wird wurde muss kann will"),
    "it": _words("il lo la gli le un una è sono era ha hanno di del della e in con per "
                    "che si suo sua mio mia non più ora ancora anche"),
    "pt": _words("o a os as um uma é são era foi tem têm de do da dos das e em no na com "
                    "por para que se seu sua meu minha não mais agora ainda também"),
    "nl": _words("de het een is zijn was waren heeft hebben en in op met van voor naar "
                    "dat die er hij zij ik wij niet geen nu nog ook bij"),
}
# words English writes too ("a", "in", "son", "hat", "war", "as", "van") tell nothing apart
_ENGLISH_TOO = FUNCTION_WORDS["en"] | {"son", "hat", "war", "as", "van", "also", "die", "e", "o",
                                      "ya", "ha", "em"}
_OTHER = {lang: words - _ENGLISH_TOO for lang, words in FUNCTION_WORDS.items() if lang != "en"}
_ENGLISH = FUNCTION_WORDS["en"] - {"in", "a", "do", "no"}  # as common in others: no one's
_LANGUAGES_OF: dict[str, tuple[str, ...]] = {
    word: tuple(lang for lang, words in _OTHER.items() if word in words)
    for word in frozenset().union(*_OTHER.values())}
_WORD = re.compile(r"[^\W\d_]+")


# German writes every noun with a capital (die Miete, seine Tabletten): there a capital inside
# a sentence says "name" only where no determiner opens a noun phrase before it (der Hund von
# Uwe: Hund is a noun, Uwe a name); an adjective may stand between (mein neues Fahrrad)
GERMAN_DETERMINERS = _words("der die das den dem des ein eine einen einem einer eines kein "
                            "keine keinen keinem keiner mein meine meinen meinem meiner dein "
                            "deine sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer "
                            "unser unsere unseren unserem euer eure welche welcher welches "
                            "welchen diese dieser dieses diesen jede jeder jedes viel viele "
                            "wenig wenige alle am im zum zur vom beim ins ans")
# one of them English does not write: a text without one has no noun to tell apart
_DETERMINER = re.compile(r"\b(?:" + "|".join(sorted(
    GERMAN_DETERMINERS - {"am", "ins", "ans", "im"})) + r")\b",
    re.IGNORECASE)
_TOKEN_SPAN = re.compile(r"[^\W\d_][\w'-]*")
# (polyglot2, stop 25) a German noun told by its own ending, with or without a determiner
# (bin ich Nichtraucherin, wegen Erkältung, aus Freundschaft): -erin, -ung, -heit, -keit,
# -schaft, -ität, -ismus, -nis make nouns, rarely a name (Katrin, Martin end in -in alone)
_NOUN_SUFFIX = re.compile(r"\b[A-ZÄÖÜ][\w-]{2,}(?:erin|erinnen|ung|ungen|heit|heiten|keit|"
                          r"keiten|schaft|schaften|ität|ismus|nis|nisse)\b")


def capitalised_nouns(text: str) -> frozenset[int]:
    """The offsets of the capitalised words of a German `text` that a determiner shows to be
    nouns, not names ("Welche Tabletten", "der Hund", "mein neues Fahrrad"); empty for a text
    in any other language, whose capitals mark names."""
    if not (_DETERMINER.search(text) or _NOUN_SUFFIX.search(text)) \
            or latin_language(text) != "de":
        return frozenset()
    tokens = list(_TOKEN_SPAN.finditer(text))
    nouns: set[int] = set()
    for i, match in enumerate(tokens):
        if not match.group(0)[0].isupper() or i == 0:
            continue
        if _NOUN_SUFFIX.fullmatch(match.group(0)):  # (polyglot2) Nichtraucherin, Erkältung
            nouns.add(match.start())
            continue
        before = [t.group(0) for t in tokens[max(0, i - 2):i]]
        if before[-1].lower() in GERMAN_DETERMINERS or (
                len(before) == 2 and before[0].lower() in GERMAN_DETERMINERS
                and before[1][0].islower()):
            nouns.update(match.start() + len(head) + 1 if head else match.start()
                         for head in ("", *_heads(match.group(0))))
    return frozenset(nouns)


def _heads(compound: str) -> list[str]:
    """The prefixes of a hyphenated compound before each of its later parts (OP-Termin ->
    ["OP"]), so that every part of a noun is known as one."""
    parts = compound.split("-")
    return ["-".join(parts[:i]) for i in range(1, len(parts))]


def latin_language(text: str) -> str:
    """"en", "es", "fr", "de", "it", "pt" or "nl": the language whose common short words the
    text holds most of; "en" when none wins over English."""
    return words_language([w.lower() for w in _WORD.findall(text)])


def words_language(words: list[str]) -> str:
    """`latin_language` of a text given as its lower-cased words."""
    if not words:
        return "en"
    english = 0
    counts = dict.fromkeys(_OTHER, 0)
    for w in words:  # one look per word (a search reads every question's language)
        english += w in _ENGLISH
        for lang in _LANGUAGES_OF.get(w, ()):
            counts[lang] += 1
    best = max(sorted(counts), key=lambda lang: counts[lang])
    marked = any(not c.isascii() for w in words for c in w)  # ä, é, ñ: one more vote
    return best if counts[best] and counts[best] + marked > english else "en"

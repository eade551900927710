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
                    "también yo él ella nosotros tiene sigue desde"),
    "fr": _words("le la les un une des est sont était été a ont de du et en dans avec "
                    "pour par que qui se sa son ses mon ma mes ce cette il elle ils elles "
                    "nous je j ne pas plus au aux maintenant toujours chez depuis"),
    "de": _words("der die das den dem des ein eine einen einem einer ist sind war waren "
                    "hat haben und in im mit von vom zu zum zur für auf bei aus sein seine "
                    "ihr ihre mein meine er sie es wir ich nicht kein keine jetzt noch seit "
                    "auch nach als"),
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
_WORD = re.compile(r"[^\W\d_]+")


def latin_language(text: str) -> str:
    """"en", "es", "fr", "de", "it", "pt" or "nl": the language whose common short words the
    text holds most of; "en" when none wins over English."""
    words = [w.lower() for w in _WORD.findall(text)]
    if not words:
        return "en"
    english = sum(w in _ENGLISH for w in words)
    counts = {lang: sum(w in vocabulary for w in words) for lang, vocabulary in _OTHER.items()}
    best = max(sorted(counts), key=lambda lang: counts[lang])
    marked = any(not c.isascii() for w in words for c in w)  # ä, é, ñ: one more vote
    return best if counts[best] and counts[best] + marked > english else "en"

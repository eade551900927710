"""The word index's stop words of the Latin-script languages other than English that ebbing has
measured (Spanish, German): articles, pronouns, possessives, prepositions, conjunctions,
auxiliaries and question words, the words every sentence of the language is made of.

English's own list (core/query.py STOP_WORDS) applies to every text. A text that
lang/latin.py reads as Spanish or German ("¿Cuándo es la vacuna del perro?", "Wann hat das
Tier seinen Termin?") also drops its own language's: otherwise "de", "la", "der", "ist" are
terms of nearly every memory and question, and a question's share of matched words (the
relevance floor's `words`, retrieval/floor.py) and its BM25 ranking count them. A text read as
English, or as a language with no list here, keeps English's list alone, so English is read as
before.

    foreign_stop_words(["wann", "hat", "das", "tier", "seinen", "termin"])  # GERMAN
    foreign_stop_words(["when", "is", "the", "vet"])                         # empty

Pure; asks lang/latin.py which language the words are in.
"""

from __future__ import annotations

from collections.abc import Sequence

from ebbing.lang.latin import words_language


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


SPANISH = _words("""
el la los las lo un una unos unas al del de a en con por para sin sobre entre hasta desde hacia
y e o u ni que qué quien quién quienes cual cuál cuales cuáles como cómo cuando cuándo donde
dónde adónde cuanto cuánto cuánta cuántos cuántas es son era eran fue fueron ser estar está
están estaba estaban estoy estás estamos ha han he has hemos había hay haber hace se me te nos
os le les mi mis tu tus su sus nuestro nuestra nuestros nuestras yo tú él ella ellos ellas
nosotros nosotras vosotros usted ustedes este esta esto estos estas ese esa eso esos esas muy
más pero también ya no sí si porque pues así tengo tiene tienen tenemos tenía
""")

GERMAN = _words("""
der die das den dem des ein eine einen einem einer eines und oder aber doch denn sondern in im
ins an am ans auf aus bei beim mit nach seit von vom vor zu zum zur über unter um durch für
gegen ohne bis ist sind war waren bin bist sein seid wird werden wurde hat haben hatte hatten
habe hast kann können muss müssen will wollen soll sollen ich du er sie es wir ihr mich mir
dich dir ihn ihm uns euch mein meine meinen meinem meiner dein deine seine seinen seinem seiner
ihre ihren ihrem ihrer unser unsere unseren unserem euer eure was wer wie wo wann warum wohin
woher welche welcher welches welchen nicht kein keine noch schon auch nur sehr so dann jetzt da
dass ob wenn als man sich viel viele
""")

STOP_WORDS: dict[str, frozenset[str]] = {"es": SPANISH, "de": GERMAN}
# a word of one of these lists that English does not write: one look per token tells whether
# a text may be Spanish or German at all, so an English text is read at the usual cost
_HINTS = (SPANISH | GERMAN) - _words("""
a an as in on to so e o u he has was will man bin die den also me no son era hat war hell mist
bis am an da sin dies her us im ya ha yo ins
""")
NONE: frozenset[str] = frozenset()


def foreign_stop_words(tokens: Sequence[str]) -> frozenset[str]:
    """The stop words of the language lang/latin.py reads `tokens` (a text's lower-cased words)
    as, when it is Spanish or German; empty otherwise (English and every other language)."""
    if not any(token in _HINTS for token in tokens):
        return NONE
    return STOP_WORDS.get(words_language(list(tokens)), NONE)

"""lang/latin.py: a Latin-script text's language by its common short words (fresh sentences,
in no dataset); English wherever it cannot tell, so English keeps its own rules."""

from __future__ import annotations

import pytest

from ebbing.core.query import proper_names
from ebbing.lang.latin import latin_language


@pytest.mark.parametrize(("text", "lang"), [
    ("Rocío se fue a vivir a Granada con su hermana.", "es"),
    ("Mi cuñado ya no trabaja en la fábrica.", "es"),
    ("Étienne a repris la ferme de ses parents.", "fr"),
    ("Je ne bois plus de café depuis mars.", "fr"),
    ("Meine Schwester hat ihre Stelle bei der Post gekündigt.", "de"),
    ("Wir haben den alten Hund noch.", "de"),
    ("Giulia non lavora più in banca.", "it"),
    ("O meu primo mudou-se para Braga.", "pt"),
    ("Mijn buurman heeft geen auto meer.", "nl"),
])
def test_other_languages_are_told_apart_from_english(text: str, lang: str) -> None:
    assert latin_language(text) == lang


@pytest.mark.parametrize("text", [
    "Keisha moved to Denver after the wedding.",
    "Sure, see ya!",                      # "ya": Spanish too, but English writes it
    "Go get 'em, Ravi!",
    "Tomás speaks Portuguese as well.",   # a name with an accent, English words around it
    "Dev's van needs a new clutch.",      # "van" is Dutch too
    "Ha, no way.",
    "",
    "2024-05-01",
])
def test_english_and_what_cannot_be_told_stay_english(text: str) -> None:
    assert latin_language(text) == "en"


def test_a_short_sentence_of_shared_words_is_read_as_english() -> None:
    # the limit the docstring states: nothing in it is only German
    assert latin_language("Lena wohnt in Bonn.") == "en"


def test_german_nouns_after_a_determiner_are_not_names() -> None:
    from ebbing.lang.latin import capitalised_nouns

    text = "Hat die Nachbarin unseren Schlüssel von Frau Becker?"
    nouns = {text[i:].split()[0] for i in capitalised_nouns(text)}
    assert nouns == {"Nachbarin", "Schlüssel"}  # Frau is no determiner's noun here: a title
    text = "Wann holt mein kleiner Bruder das Lasten-Fahrrad ab?"
    assert {text[i:i + 6] for i in capitalised_nouns(text)} == {"Bruder", "Lasten", "Fahrra"}
    # English and Spanish capitalise names: nothing is a noun by its capital there
    assert not capitalised_nouns("Did the Nachbarin bring the key?")
    assert not capitalised_nouns("¿Le devolvió la Nachbarin la llave a Teresa?")


@pytest.mark.parametrize(("question", "names"), [
    ("Seit wann ist meine Mutter Rentnerin?", []),  # -erin: a noun, no determiner needed
    ("Wie lange dauert bei mir eine Erkältung?", []),
    # Impfung by its ending; Fieber, a noun with neither determiner nor ending, still names
    ("Hatte ich nach Impfung Fieber?", ["fieber"]),
    ("Wann hat Karin Geburtstag?", ["karin", "geburtstag"]),  # -in alone: a name
    ("Wann kommt Martin aus Hamburg zurück?", ["martin", "hamburg"]),
])
def test_a_german_noun_by_its_ending(question: str, names: list[str]) -> None:
    assert proper_names(question) == names

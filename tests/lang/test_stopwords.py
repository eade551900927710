"""Spanish and German drop their own stop words in the word index; English and every other
language are read as before (lang/stopwords.py, core/query.py `terms`)."""

from __future__ import annotations

from ebbing.core.query import terms
from ebbing.lang.stopwords import GERMAN, SPANISH, foreign_stop_words


def test_a_spanish_text_drops_its_function_words() -> None:
    assert foreign_stop_words(["dónde", "guarda", "la", "abuela", "las", "llaves"]) == SPANISH
    got = terms("¿Dónde guarda la abuela las llaves del trastero?")
    assert "la" not in got and "del" not in got and "dónd" not in got
    assert {"abuela", "llav", "trastero"} <= set(got)


def test_a_german_text_drops_its_function_words() -> None:
    assert foreign_stop_words(["wann", "ist", "der", "elternabend"]) == GERMAN
    got = terms("Wann ist der Elternabend in der Grundschule?")
    assert got == ["elternabend", "grundschul"]


def test_english_keeps_its_own_list_alone() -> None:
    assert not foreign_stop_words(["the", "man", "in", "the", "den", "was", "so", "tired"])
    assert terms("The man in the den was so tired.") == ["man", "den", "tir"]
    # an English text quoting a Spanish name or place is still English
    assert "de" in terms("We drove from Santiago de Compostela to the coast and back.")


def test_other_latin_languages_are_left_as_they_were() -> None:
    assert not foreign_stop_words(["le", "chat", "de", "ma", "soeur", "est", "malade"])
    assert "le" in terms("Le chat de ma soeur est malade depuis lundi.")

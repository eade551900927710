"""Spanish and German questions about a kind or the world are read as general, as Chinese and
English ones are (retrieval/general_latin.py through general.py `asks_general`); questions
about the speaker's life, however they are put, are not. Fresh sentences, in no set."""

from __future__ import annotations

import pytest

from ebbing.retrieval.general import answers, asked, asks_general

GENERAL = [
    "¿Cómo se prepara un gazpacho?",
    "¿Por qué los gatos ronronean?",
    "¿Cuántas patas tiene una araña?",
    "¿Cuál es el animal más rápido del mundo?",
    "¿Qué es un eclipse lunar?",
    "¿Quién inventó el teléfono?",
    "Wie lange kocht man ein Frühstücksei?",
    "Wie tief ist der Marianengraben?",
    "Warum ist das Meer salzig?",
    "Wer hat die Glühbirne erfunden?",
    "Was ist ein Schaltjahr?",
]
PERSONAL = [
    "¿Por qué dejé el gimnasio?",  # the verb first: the speaker's
    "¿Cómo se llama mi cuñada?",  # a possessive and a relation
    "¿Cuándo vamos al pediatra?",  # first person plural
    "¿Cuántos años tiene el perro?",  # an age is one being's
    "¿Cuánto cuesta el seguro del coche?",  # a price of the speaker's own
    "¿Cuándo hay que vacunar a la gata?",
    "Warum schläft meine Tochter so schlecht?",
    "Wie lange muss mein Bruder noch arbeiten?",
    "Wann wurde die Kleine geimpft?",  # die Kleine: the speaker's child
    "Was ist mit unserem Auto los?",
]


@pytest.mark.parametrize("question", GENERAL)
def test_a_question_about_the_world_is_general(question: str) -> None:
    assert asks_general(question)


@pytest.mark.parametrize("question", PERSONAL)
def test_a_question_about_this_life_is_not(question: str) -> None:
    assert not asks_general(question)


def test_a_store_name_makes_it_personal() -> None:
    assert not asks_general("¿Por qué la abuela Pilar tose tanto?")  # a relation
    assert asks_general("Wie hoch ist der Eiffelturm?")


def test_what_it_asks_must_be_held() -> None:
    parts = asked("¿Cómo se prepara un gazpacho?")
    assert answers(parts, "Mi suegra prepara un gazpacho buenísimo con pepino y pan.")
    assert not answers(parts, "Los sábados vamos al mercado con mi suegra.")
    parts = asked("Wie lange kocht man ein Frühstücksei?")
    assert not answers(parts, "Zum Frühstück esse ich meistens ein Müsli mit Joghurt.")


def test_a_named_place_is_left_to_the_floor() -> None:
    # a capital inside the question names a place or a person (core/query.py
    # `proper_names`): the relevance floor keeps its height for a stranger, as in English
    assert not asks_general("¿Cuál es la montaña más alta de Europa?")

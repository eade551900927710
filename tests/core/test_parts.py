"""Fresh sentences (in no dataset) for the people a question asks about together."""

from __future__ import annotations

from ebbing.core.parts import person_parts
from ebbing.core.questions import asks_list

PEOPLE = ["ines", "tomas", "ana lucia"]


def test_people_joined_by_and_give_one_question_each() -> None:
    assert person_parts("What pastries do Ines and Tomas both bake?", PEOPLE) == [
        ("What pastries do Ines bake?", "ines"), ("What pastries do Tomas bake?", "tomas")]
    assert person_parts("Which islands have both Tomas and Ana Lucia sailed to?", PEOPLE) == [
        ("Which islands have Tomas sailed to?", "tomas"),
        ("Which islands have Ana Lucia sailed to?", "ana lucia")]
    assert person_parts("What are Ines's and Tomas's fears?", PEOPLE) == [
        ("What are Ines's fears?", "ines"), ("What are Tomas's fears?", "tomas")]
    assert person_parts("What are all the games Ines and Tomas both play?", PEOPLE) == [
        ("What are all the games Ines play?", "ines"),
        ("What are all the games Tomas play?", "tomas")]
    assert [who for _, who in person_parts("Do Ines, Tomas & Ana Lucia knit?", PEOPLE)] == [
        "ines", "tomas", "ana lucia"]


def test_two_people_in_one_event_are_not_parts() -> None:
    assert person_parts("Did Ines tell Tomas about the flat in Porto?", PEOPLE) == []
    assert person_parts("What did Tomas give Ines for her birthday?", PEOPLE) == []
    assert person_parts("What do Ines and her sister collect?", PEOPLE) == []  # one known
    assert person_parts("What do Ines and Ines share?", PEOPLE) == []
    assert person_parts("What do Bruno and Carla both collect?", PEOPLE) == []  # strangers


def test_a_question_asking_for_several_things_of_a_kind() -> None:
    assert asks_list("What board games has Ines taught her nephews?")
    assert asks_list("Which harbours did Tomas anchor in last summer?")
    assert asks_list("What kinds of cheese does Ana Lucia sell?")
    assert asks_list("What are all the jobs Tomas had before the bakery?")
    assert not asks_list("What is Ines's favourite harbour?")
    assert not asks_list("Which bus does Tomas take to work?")
    assert not asks_list("What does Ines do on Sundays?")
    assert not asks_list("When did Tomas move to Porto?")

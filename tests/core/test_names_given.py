"""Names given in passing (core/naming.py): fresh sentences, in no dataset."""

from __future__ import annotations

from ebbing.core.naming import introduced, name_terms


def test_a_name_given_to_a_thing_or_a_person() -> None:
    assert introduced("ok so the boat is called Marigold now") == ["marigold"]
    assert introduced("she's named figgy, after the pudding") == ["figgy"]
    assert introduced("his name is tobiah and he's seven") == ["tobiah"]
    assert introduced("her name's Ottilie. we met at the bouldering wall") == ["ottilie"]
    assert introduced("a plasterer called Wojtek is coming tuesday") == ["wojtek"]
    assert introduced("we named the kettle gerald") == ["gerald"]
    assert introduced("we named them Fig and Olive") == ["fig"]
    assert introduced("the tortoise is named Mr Pemberton") == ["pemberton"]


def test_a_name_shown_as_a_whole_sentence() -> None:
    assert introduced("meet brambleberry") == ["brambleberry"]
    assert introduced("[photo] this is crumpet!") == ["crumpet"]
    assert introduced("look. say hi to Nibs.") == ["nibs"]


def test_sentences_that_name_nothing() -> None:
    assert introduced("i called my sister and she cried") == []
    assert introduced("got called back for a second interview") == []
    assert introduced("called him on thursday") == []
    assert introduced("what is it called?") == []
    assert introduced("this is ridiculous") == []
    assert introduced("this is my third attempt") == []
    assert introduced("meet me by the ticket office at six") == []
    assert introduced("we should meet up soon") == []
    assert introduced("") == []


def test_the_name_as_an_index_term() -> None:
    assert name_terms("the boat is called Marigold") == ["marigold"]

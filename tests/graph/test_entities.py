"""The offline extractor and name normalisation, exact cases."""

from __future__ import annotations

from ebbing.core.entities import extract, normalise, relation_labels


def found(text: str) -> list[tuple[str, str, bool]]:
    return [(m.key, m.kind, m.strong) for m in extract(text)]


def test_names_phrases_and_sentence_starts() -> None:
    text = ("Thanks, Melanie! This necklace is a gift from my grandma in my home country, "
            "Sweden. I moved to New York.")
    assert found(text) == [
        ("thanks", "name", False),  # opens a sentence: weak until seen elsewhere
        ("melanie", "name", True),
        ("necklace", "phrase", True),
        ("gift", "phrase", True),
        ("grandma", "phrase", True),
        ("home country", "phrase", True),
        ("sweden", "name", True),
        ("new york", "name", True),
    ]


def test_possessives_plurals_wikilinks_and_generic_words() -> None:
    assert found("Yesterday Melanie's kids loved the dinosaur exhibits.") == [
        ("melanie", "name", True), ("kid", "phrase", True), ("dinosaur exhibit", "phrase", True)]
    assert found("See [[Project Atlas|the atlas]] for a lot of the details.") == [
        ("project atlas", "link", True), ("see", "name", False), ("detail", "phrase", True)]
    assert found("i had a great time") == []  # "time" is too generic to be an entity


def test_normalisation_meets_spellings() -> None:
    assert normalise("Caroline") == normalise("caroline's") == normalise("CAROLINE\u2019s") \
        == "caroline"
    assert normalise("the Kids") == "kid" and normalise("parties") == "party"
    assert normalise("Paris", plural=False) == "paris"


def test_relation_labels() -> None:
    text = "Caroline moved from Sweden. Caroline gave Melanie a book about painting."
    assert relation_labels(text, extract(text)) == [
        ("caroline", "sweden", "moved from"), ("caroline", "melanie", "gave")]

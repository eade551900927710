from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ebbing.core.query import STOP_WORDS, analyze, proper_names, stem, terms, tokenize

NOW = datetime(2025, 3, 12, 15, 30, tzinfo=UTC)  # a Wednesday


def test_tokenize_lowercases_strips_possessives_and_punctuation() -> None:
    assert tokenize("Caroline's dog, Max!") == ["caroline", "dog", "max"]
    assert tokenize("Caroline\u2019s  café — don't") == ["caroline", "café", "dont"]
    assert tokenize("In 2023-05-08 we paid 1,000 for v3.11") == [
        "in", "2023", "05", "08", "we", "paid", "1000", "for", "v3", "11"]
    assert tokenize("python 3.11 and 3.5") == ["python", "3.11", "and", "3.5"]
    assert tokenize("user_name ÉCOLE Straße") == ["user", "name", "école", "straße"]
    full_width = "\uff21\uff22\uff23 \uff11\uff12\uff13"  # NFKC folds full-width forms
    assert tokenize(full_width) == ["abc", "123"]
    assert tokenize("...?!") == []


@pytest.mark.parametrize(("words", "expected"), [
    (["adoption", "adopting", "adopted", "adopts", "adoptions"], "adopt"),
    (["move", "moves", "moved", "moving"], "mov"),
    (["party", "parties", "partied"], "parti"),
    (["try", "tries", "tried", "trying"], "tri"),
    (["run", "running"], "run"),
    (["celebrate", "celebrated", "celebrating", "celebration"], "celebrat"),
    (["class", "classes"], "class"),
    (["box", "boxes"], "box"),
    (["movie", "movies"], "movi"),
    (["use", "used", "uses", "using"], "us"),
    (["discuss", "discussed", "discussion"], "discuss"),
    # irregular forms meet their base word (core/lemmas.py)
    (["break", "breaks", "breaking", "broke", "broken"], "break"),
    (["go", "goes", "going", "went", "gone"], "go"),
    (["take", "takes", "taking", "took", "taken"], "tak"),
    (["write", "writing", "wrote", "written"], "writ"),
    (["swim", "swimming", "swam", "swum"], "swim"),
    (["buy", "buying", "bought"], "buy"),
    (["child", "children"], "child"),
    (["knife", "knives"], "knif"),
])
def test_word_families_meet_at_one_stem(words: list[str], expected: str) -> None:
    assert {stem(w) for w in words} == {expected}


@pytest.mark.parametrize(("word", "expected"), [
    ("news", "news"), ("series", "series"), ("status", "status"), ("tennis", "tennis"),
    ("thing", "thing"), ("string", "string"), ("bring", "bring"), ("bed", "bed"),
    ("need", "need"), ("speed", "speed"), ("station", "station"), ("nation", "nation"),
    ("mention", "mention"), ("question", "question"), ("questions", "question"),
    ("family", "famili"), ("families", "famili"), ("early", "earli"), ("quickly", "quick"),
    ("really", "real"), ("called", "call"), ("adding", "add"), ("day", "day"),
    ("days", "day"), ("2023", "2023"), ("3.5", "3.5"), ("evening", "evening"), ("go", "go"),
])
def test_stemmer_is_conservative(word: str, expected: str) -> None:
    assert stem(word) == expected


def test_irregular_forms_join_their_base_words_in_fresh_sentences() -> None:
    said = set(terms("The dishwasher broke down on Tuesday and the kids ate cold pizza"))
    asked = set(terms("When was the dishwasher broken? What do the kids eat?"))
    assert {"break", "eat", "dishwasher"} <= said & asked
    # forms that are as often another word stay themselves: "a wound", "she lives"
    assert stem("wound") == "wound" and stem("lives") == stem("live")
    assert stem("left") == "left" and stem("rose") == "ros"


def test_an_agent_noun_meets_the_verb_it_is_made_from_in_fresh_sentences() -> None:
    said = set(terms("the caravan's gone, buyer is a retired teacher from Hexham"))
    asked = set(terms("Who bought the caravan, and what did she teach?"))
    assert {stem("buy"), stem("teach"), "caravan"} <= said & asked
    assert stem("sellers") == stem("sold") and stem("driver") == stem("drove")
    # an undoubled consonant makes no agent ("letter", "better"), nor does a noun that is
    # as often something else: "a hot shower", "a kitchen drawer"
    assert stem("letter") != stem("let") and stem("better") != stem("bet")
    assert stem("shower") != stem("show") and stem("drawer") != stem("draw")


def test_the_words_a_family_uses_for_its_own_meet_in_fresh_sentences() -> None:
    said = set(terms("my mum rang, and nana says auntie Wen is bringing the dumplings"))
    asked = set(terms("What did Ilka's mother say about her grandmother and aunt?"))
    assert {stem("mother"), stem("grandmother"), stem("aunt")} <= said & asked
    assert stem("dad") == stem("father") and stem("grandad") == stem("grandfather")
    # words that are as often something else stay themselves: "pop music", "a naan", "Gran Canaria"
    assert stem("pop") != stem("father") and stem("nan") != stem("grandmother")
    assert stem("gran") != stem("grandmother") and stem("ma") != stem("mother")
    # the short forms a chat types: "the kids' bday pics" is about the children's birthday
    said = set(terms("sent u the kids' bday pics from saturday"))
    asked = set(terms("Which pictures of the children's birthday did Odile send?"))
    assert {stem("child"), stem("birthday"), stem("picture")} <= said & asked
    assert stem("kidding") != stem("child")  # "just kidding" is no child


def test_an_ordinal_of_tens_meets_its_number_in_fresh_sentences() -> None:
    # an age or anniversary is told as the number reached and asked as the ordinal
    said = set(terms("Uncle Teodor turns seventy in May and the choir is fifty years old"))
    asked = set(terms("When is Teodor's seventieth, and the choir's fiftieth concert?"))
    assert {stem("seventy"), stem("fifty")} <= said & asked
    assert stem("hundredth") == stem("hundred") and stem("ninetieth") == stem("ninety")
    # the ordinals of a series stay themselves: "a second" is a unit of time
    assert stem("second") != stem("two") and stem("third") != stem("three")


def test_terms_drop_question_words_and_filler() -> None:
    assert terms("who is ralph?") == ["ralph"]
    assert terms("What did Caroline say about adoption last May?") == [
        "carolin", "adopt", "may"]
    assert terms("Can you tell me when I mentioned the dentist?") == ["dentist"]
    assert terms("the the the") == []
    assert terms("Max moved to Berlin, Max likes Berlin") == [
        "max", "mov", "berlin", "max", "lik", "berlin"]  # duplicates are frequencies


def test_month_names_stay_terms_and_question_words_are_stop_words() -> None:
    assert {"may", "june", "monday", "week"}.isdisjoint(STOP_WORDS)
    assert {"who", "what", "when", "where", "why", "how", "which", "did", "does", "do",
            "say", "said", "tell", "about", "is", "the"} <= STOP_WORDS
    assert terms("May and June, Jun.") == ["may", "jun", "jun"]


def test_analyze_finds_terms_and_names() -> None:
    parts = analyze("What did Caroline say about adoption last May?")
    assert parts.terms == ["carolin", "adopt", "may"]
    assert parts.names == ["caroline"]  # "May" is a calendar word, not a name
    assert parts.time is None  # no `now`, no time parsing


def test_short_lowercase_queries_make_every_content_word_a_name() -> None:
    assert analyze("who is ralph?").names == ["ralph"]
    assert analyze("ralph's sister").names == ["ralph", "sister"]
    assert analyze("where did we go on holiday with the kids in summer").names == []
    assert analyze("what happened yesterday?").names == []


def test_names_are_capitalised_non_stop_words_deduplicated() -> None:
    parts = analyze("Did Melanie and Caroline meet Melanie's friend in Paris?")
    assert parts.names == ["melanie", "caroline", "paris"]
    assert analyze("Where is Ralph?").names == ["ralph"]
    assert analyze("When did I go to 2023 Berlin?").names == ["berlin"]


def test_analyze_with_now_parses_the_time_window() -> None:
    parts = analyze("what did Caroline say about adoption last May?", now=NOW)
    assert parts.time is not None
    assert parts.time.phrase == "last May"
    assert parts.time.start == datetime(2024, 5, 1, tzinfo=UTC)
    assert parts.terms == ["carolin", "adopt", "may"]


def test_duplicate_query_terms_collapse() -> None:
    assert analyze("dog dogs DOG").terms == ["dog"]


def test_speaker_labels_of_a_pasted_dialogue_are_not_names_asked_about() -> None:
    dialogue = ('<Odile>: "Guess what, I signed up for the Harbour Swim in June!"\n'
                '<Assistant>: "Brilliant, how far is it?"\n'
                "Odile: Two kilometres, and Marek is coming too.")
    # who speaks ("Odile", "Assistant") is not what is asked about; Marek and the swim are
    assert proper_names(dialogue) == ["harbour", "swim", "marek"]
    assert proper_names("Assistant: what did Marek say?") == ["marek"]
    # "<Xiaoyu>: shall we go hiking at the weekend, Marek is coming too." (full-width marks)
    chinese = ("<\u5c0f\u96e8>\uff1a\u6211\u4eec\u5468\u672b\u53bb\u722c\u5c71\u5427"
               "\uff0cMarek \u4e5f\u6765\u3002")
    assert proper_names(chinese) == ["marek"]
    # a sentence that merely contains a colon keeps its names
    assert proper_names("We met Odile at noon: she was late") == ["odil"]


def test_open_and_closed_compounds_meet_the_spelling_the_store_holds() -> None:
    """Fresh sentences: the store writes a compound one way, the question the other."""
    from ebbing.core.query import compound_terms

    held = set(terms("Grandpa baked a homemade loaf and we ate icecream at the seaside. "
                     "The fire truck passed by on the weekend."))
    holds = held.__contains__
    assert compound_terms("Which ice cream did they eat by the sea side?", holds) == [
        "icecream", stem("seaside")]
    assert compound_terms("Was the loaf home made?", holds) == [stem("homemade")]
    # a closed word the store writes open: its two parts, each a word the store holds
    assert compound_terms("Did a firetruck pass by?", holds) == [stem("fire"), stem("truck")]
    # nothing to join: the words already meet, or their join is unknown to the store
    assert compound_terms("What did grandpa bake on the weekend?", holds) == []
    assert compound_terms("Is the sea warm at the side of the pier?", holds) == []
    assert compound_terms("Did they eat icecream?", holds) == []
    # parts of fewer than three letters and stop words never count as parts
    assert compound_terms("Was it far, anyway?", {"any", "way"}.__contains__) == []
    assert compound_terms("Any luck with the toolbox?", {"to", "olbox"}.__contains__) == []


def test_a_spanish_question_opens_with_its_inverted_mark() -> None:
    from ebbing.core.query import proper_names

    assert proper_names("¿Cuándo vuelve Ramiro de Oaxaca?") == ["ramiro", "oaxaca"]
    assert proper_names("¡Qué susto! ¿Quién llamó anoche?") == []
    assert proper_names("When does Ramiro come back?") == ["ramiro"]


def test_a_german_question_names_what_no_determiner_opens() -> None:
    from ebbing.core.query import proper_names

    assert proper_names("Wann bringt die Tagesmutter den Kinderwagen zu Heike?") == ["heik"]
    assert proper_names("Welches Geschenk hat Opa Günter seiner Enkelin gekauft?") == [
        "opa", "günter"]

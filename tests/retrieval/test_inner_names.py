# ruff: noqa: RUF001
"""An English memory's first word is another person's name only where the store writes that
word with a capital inside a sentence: "Set up by…", "Reminder: …", "Dentist Dr Wang…" name
no one first (retrieval/subject.py `inner_names`, `others_first`; docs/languages.md, "Chinese
ranking, stop 26"). Every sentence here is fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.core.query import terms
from ebbing.retrieval.subject import about_speaker, inner_names, latin_names, others_first
from ebbing.service import MemoryService


def test_a_capital_where_a_sentence_begins_is_no_name() -> None:
    assert inner_names("Added by Marta for Yutong: she cannot eat peanuts.") \
        == terms("Marta Yutong")
    assert inner_names("Reminder: Yutong's library card expires soon.") == []
    assert inner_names("周末跟Marta去爬山") == terms("Marta")  # inside Chinese text
    assert inner_names("Boiler service due in May. Call Mr Osei first.") == terms("Mr Osei")


@pytest.mark.parametrize("text", ["Added by Marta for Yutong: she cannot eat peanuts.",
                                  "Reminder: the library card expires in June.",
                                  "Optician says her left eye is worse than the right."])
def test_a_label_or_a_common_word_first_is_nobody(text: str) -> None:
    store = ["Added by Marta for Yutong: she cannot eat peanuts.", "周末跟Marta去爬山",
             "Reminder: the library card expires in June.",
             "Optician says her left eye is worse than the right."]
    latin = {n for t in store for n in inner_names(t)}
    names = {n for t in store for n in terms(t) if n}
    assert not others_first(text, names, latin=latin)


def test_a_name_written_inside_a_sentence_is_still_someone() -> None:
    latin = set(inner_names("周末跟Marta去爬山"))
    assert others_first("Marta is allergic to cats.", set(terms("Marta")), latin=latin)
    assert not others_first("Marta is allergic to cats.", set(terms("Marta")), latin=set())


MEMORIES = [
    "我叫宋雨桐，在杭州做插画，接出版社的单子",
    "周末跟Marta去九溪爬山，回来腿酸了三天",
    "楼下的咖啡店换了老板，拿铁涨到二十八",
    "Added by Marta for Yutong: her library card number is 330-5521, the card is kept in "
    "the blue wallet.",
    "Marta's brother runs a bike shop in Lisbon.",
    "每周三晚上去上陶艺课，老师姓陈",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("inner")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def test_a_chinese_question_finds_the_note_a_friend_typed(home: MemoryService) -> None:
    top = [h.memory.content for h in home.search("我的借书证号码是多少", top=2, touch=False)]
    assert MEMORIES[3] in top


def test_a_title_and_its_name_open_a_memory_about_someone() -> None:
    store = ["Dr. Osei checked the stitches and said to come back in May.",
             "我妈说Osei医生人很好", "Lulu's piano exam is on Saturday.", "露露考钢琴之前很紧张"]
    latin = {n for t in store for n in inner_names(t)}
    assert others_first(store[0], set(), latin=latin)  # "Dr. Osei": the period ends nothing
    assert not others_first("Refill reminder: the inhaler runs out soon.", set(), latin=latin)


def test_a_name_that_sounds_like_one_the_chinese_memories_write(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("sound")))
    svc.remember_batch([{"content": text} for text in
                        ["露露考钢琴之前紧张得睡不着", "Lulu's piano exam is on Saturday at ten.",
                         "Knee check-up moved to Friday."]])
    svc.engine.sync()
    try:
        latin = latin_names(svc.engine)
        assert set(terms("Lulu")) <= latin  # 露露, in pinyin
        assert not set(terms("Knee")) & latin
    finally:
        svc.close()


def test_a_verb_or_a_trade_before_a_name_opens_no_one_elses_memory() -> None:
    latin = set(terms("Andrew Osei"))  # both written inside sentences elsewhere
    assert not others_first("Started Andrew Ng's statistics course on Monday.", set(),
                            latin=latin)
    assert not others_first("Dentist Dr Osei said to floss every night.", set(), latin=latin)
    assert others_first("Mrs. Osei runs the corner bakery.", set(), latin=latin)


@pytest.mark.parametrize("question", ["那位牙医说我还要补几颗牙？",
                                      "这位师傅上回给我修热水器收了多少",
                                      "印度技术员教我的那个命令叫什么"])
def test_a_person_pointed_at_or_described_is_not_the_speaker_alone(question: str) -> None:
    assert not about_speaker(question)


@pytest.mark.parametrize("question", ["我对什么过敏？", "那个网课我学到第几章了",
                                      "我的座位在第几排"])
def test_the_speaker_alone_still(question: str) -> None:
    assert about_speaker(question)


def test_the_speaker_in_a_memory_opened_by_a_title() -> None:
    latin = set(terms("Osei"))
    assert not others_first("Mrs. Osei lent me her ladder last week.", set(), latin=latin)

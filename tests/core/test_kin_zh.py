"""Chinese kin terms as an algebra (core/kin_zh.py). Sentences written for this test (in no
dataset)."""

from __future__ import annotations

from ebbing.core.kin_zh import english, forms, mentions


def said(text: str) -> list[tuple[str, list[str]]]:
    return [(m.text, sorted(m.keys)) for m in mentions(text)]


def test_words_for_one_relation_are_one_relation() -> None:
    assert said("我老公周末要加班") == [("老公", ["husband"])]
    assert said("我丈夫会修自行车") == [("丈夫", ["husband"])]
    assert said("我老爸爱下象棋") == [("老爸", ["father"])]
    assert said("我闺女属兔") == [("闺女", ["daughter"])]
    assert said("我姥姥住在鞍山") == [("姥姥", ["grandmother_maternal"])]


def test_a_context_word_names_a_relation_only_after_whose_it_is() -> None:
    assert said("我先生下周出差") == [("先生", ["husband"])]
    assert said("她先生是做外贸的") == [("先生", ["husband"])]
    assert said("老顾的太太会织毛衣") == [("太太", ["wife"])]
    assert said("我爸年轻时当过兵") == [("爸", ["father"])]
    # "Mr.", a teacher, a form of address: no relation
    assert said("王先生明天来取快递") == []
    assert said("先生们请到这边排队") == []
    assert said("周太太今天没来打牌") == []
    # 爱人 is a spouse of either sex
    assert said("我爱人在银行上班") == [("爱人", ["husband", "wife"])]


def test_a_chain_composes() -> None:
    assert said("我丈夫的爸爸以前是干什么的") == [("丈夫的爸爸", ["father_of_husband"])]
    assert said("我老婆的妈妈会包饺子") == [("老婆的妈妈", ["mother_of_wife"])]
    assert said("我妈的妈妈九十岁了") == [("妈的妈妈", ["grandmother_maternal"])]
    assert said("我爸爸的妈妈住在乡下") == [("爸爸的妈妈", ["grandmother_paternal"])]
    assert said("我哥哥的老婆开了一家花店") == [("哥哥的老婆", ["wife_of_elder_brother"])]
    assert said("我女儿的丈夫是江西人") == [("女儿的丈夫", ["son_in_law"])]
    assert said("我老公他爸每天遛鸟") == [("老公他爸", ["father_of_husband"])]
    # a chain that composes to nothing known is no one known, not the last word's relation
    assert said("我老公的哥哥在广州") == []
    assert [m.keys for m in mentions("我老公的哥哥在广州", unknown=True)] == [frozenset()]
    # two relations apart are two people
    assert said("外孙最爱吃外公包的馄饨") == [("外孙", ["grandson_by_daughter"]),
                                            ("外公", ["grandfather_maternal"])]


def test_a_longer_word_wins_over_one_inside_it() -> None:
    assert said("我儿媳妇在医院上班") == [("儿媳妇", ["daughter_in_law"])]
    assert said("我爸妈都退休了") == [("爸妈", ["parents"])]  # not 爸, father
    assert said("我姐夫会开挖掘机") == [("姐夫", ["husband_of_elder_sister"])]
    assert said("我外孙女会弹琵琶") == [("外孙女", ["granddaughter_by_daughter"])]


def test_forms_write_a_relation_every_way() -> None:
    of_husband = forms(frozenset({"father_of_husband"}))
    assert of_husband[0] == "公公"
    assert {"老公的爸爸", "丈夫的父亲", "我先生的爸爸"} <= set(of_husband)
    assert forms(frozenset({"father_of_wife"}), chains=False) == ["岳父", "老丈人", "丈人",
                                                                   "岳丈"]
    assert {"外婆", "姥姥", "妈妈的妈妈", "我妈的妈妈"} <= set(
        forms(frozenset({"grandmother_maternal"})))
    assert "我先生" in forms(frozenset({"husband"}))
    assert english(frozenset({"father_of_wife"})) == ["father-in-law"]
    assert english(frozenset({"wife"})) == ["wife"]

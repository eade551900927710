"""Telling a text's language from its script, on sentences written for this test."""

from ebbing.lang import has_cjk, language_of, normalise_language


def test_chinese_english_and_mixed() -> None:
    assert language_of("我的邻居老周养了一只会说话的鹦鹉") == "zh"
    assert language_of("My neighbour keeps a parrot that talks") == "en"
    assert language_of("") == "en"
    # a Chinese sentence quoting a Latin name is still Chinese
    assert language_of("我昨天在 Costco 买了两箱牛奶") == "zh"
    # one Han character in a long English sentence does not make it Chinese
    assert language_of("The restaurant sign said 福 and served great dumplings all night") == "en"


def test_japanese_and_korean() -> None:
    assert language_of("明日は雨が降るそうです") == "ja"
    assert language_of("내일은 비가 온대요") == "ko"


def test_has_cjk_and_tags() -> None:
    assert has_cjk("meet 小周 at noon")
    assert not has_cjk("meet Zhou at noon")
    assert normalise_language("zh-CN") == "zh"
    assert normalise_language("zh_Hans") == "zh"
    assert normalise_language("EN-us") == "en"
    assert normalise_language(None) == "en"
    assert normalise_language("fr") == "en"
    assert normalise_language("es-419") == "es" and normalise_language("de_CH") == "de"


def test_has_cjk_takes_exactly_the_characters_is_cjk_char_takes() -> None:
    """has_cjk scans by one regex (and skips ASCII text): the same answer as asking
    is_cjk_char of every character, at each range's edges and around them."""
    from ebbing.lang.script import _HAN, _HANGUL, _KANA, has_cjk, is_cjk_char

    edges = {code + step for low, high in (*_HAN, *_KANA, *_HANGUL) for code in (low, high)
             for step in (-1, 0, 1)}
    for code in sorted(edges | {0x41, 0xE9, 0x3000, 0xFF01, 0x1F600}):
        char = chr(code)
        assert has_cjk(char) == is_cjk_char(char), hex(code)
        assert has_cjk(f"Emma {char} x") == is_cjk_char(char), hex(code)
    assert not has_cjk("plain ASCII text") and not has_cjk("")
    assert has_cjk("Emma的签证") and has_cjk("カタカナ") and has_cjk("한국어")

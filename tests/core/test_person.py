"""core/person.py: first-person singular -> the speaker's name (isThirdPerson), fresh sentences."""

from ebbing.core.person import third_person


def test_chinese_first_person_becomes_the_name_but_we_stays() -> None:
    assert third_person("我上周把自行车卖给了邻居", "老王") == "老王上周把自行车卖给了邻居"
    assert third_person("我们全家明天去苏州", "老王") == "我们全家明天去苏州"
    assert third_person("这是我的钥匙", "小李") == "这是小李的钥匙"


def test_english_first_person_forms() -> None:
    assert third_person("I repaint my kitchen every spring", "Odile") == \
        "Odile repaint Odile's kitchen every spring"
    assert third_person("I'll call me a taxi myself", "Odile") == \
        "Odile will call Odile a taxi Odile"
    assert third_person("Ask Me Anything is my favourite show", "Odile") == \
        "Ask Me Anything is Odile's favourite show"


def test_no_name_leaves_the_text() -> None:
    assert third_person("我很好", " ") == "我很好"

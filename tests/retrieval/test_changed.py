# ruff: noqa: RUF001
"""A later memory that tells a change answers a question about the present
(retrieval/changed.py, retrieval/latest.py; docs/languages.md, "Chinese ranking on a voice
never read, stop 28"). Every sentence here is fresh (in no dataset): a retired man in 苏州."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from ebbing.config import Settings
from ebbing.core.rankparams import RankParams
from ebbing.retrieval import latest, search
from ebbing.retrieval.changed import tells_change
from ebbing.retrieval.latest import asks_present
from ebbing.service import MemoryService

NOW = datetime(2026, 9, 1, 9, 0, tzinfo=UTC)
NEAR = latest.CHANGED_NEAR  # as set (the tests patch it to 0 to turn the reading off)
MEMORIES = [
    "老伴每天早上吃一片阿司匹林，饭后吃",
    "我每天早饭后吃一片氨氯地平降血压",
    "最近脚踝老是肿，晚上用热水泡脚，医生说可能跟药有关",
    "听医生的把药换成缬沙坦了，吃完早饭吃，脚应该能消肿",
    "孙子在苏州中学读初二，成绩中上",
    "每周三下午去老年大学上书法课，老师姓顾",
    "每天傍晚沿着平江路散步一个钟头",
    "早饭一直是泡饭配酱菜",
    "The pharmacist downstairs is called Mr Lu.",
    "我儿子在上海做外贸，一个月回来一趟",
    "老伴的腰不好，每周去中医院推拿两次",
    "楼下的评弹馆周末有演出，票三十块",
    "孙子暑假要去夏令营，营费两千八",
    "我们小区九月要装电梯，每户摊一万二",
    "退休金一个月六千三，老伴的少一点",
    "阳台上种了两盆茉莉，一盆栀子",
    "每个月初去银行给孙子存五百",
    "老同事老周下个月七十大寿，在得月楼摆酒",
    "家里那台空调开了十年，制冷不太行了",
    "女儿在南京当护士，三班倒",
    "每天早上去菜场，买菜的张阿姨总给我多抓把葱",
    "下象棋输给了楼上的老吴，他说下礼拜再来",
]


@pytest.mark.parametrize("text", [
    "听医生的换成缬沙坦了，脚应该能消肿", "体检改到下礼拜二了", "船票往后推了两天",
    "老李上个月搬走了，房子租给了一对小夫妻", "酒戒了快一年", "他不再去茶馆了",
    "孙女转到实验小学了", "复查延后了，医生出差", "店里新请了个洗碗的阿姨，按天算",
    "新租了一间门面，在观前街后面"])
def test_changes_told(text: str) -> None:
    assert tells_change(text)


@pytest.mark.parametrize("text", [
    "打算把早饭换成燕麦", "女儿说可能要搬去杭州", "想改到周末去", "他没搬走，还住对门",
    "改天再去看他", "每天傍晚沿着平江路散步", "要是推迟的话就告诉我",
    "想新买个电饭煲", "打算新招两个学徒"])
def test_no_change_told(text: str) -> None:
    assert not tells_change(text)


@pytest.mark.parametrize("question", ["我到底哪天去复查", "孙女到底转没转学"])
def test_after_all_asks_the_present(question: str) -> None:
    assert asks_present(question)


def test_after_all_of_the_past_is_the_past() -> None:
    assert not asks_present("我以前到底住哪")


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("changed")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str, near: int,
           monkeypatch: pytest.MonkeyPatch) -> list[int]:
    monkeypatch.setattr(search, "PARAMS", replace(RankParams()))
    monkeypatch.setattr(latest, "CHANGED_NEAR", near)
    if not near:  # the conflict rules (stop 31) and an update's mark among the three nearest
        monkeypatch.setattr(latest, "judged", lambda *_: False)  # (stop 34) join the pair
        monkeypatch.setattr(latest, "UPDATE_NEAR", 0)  # too: off with the reading
    hits = svc.search(question, top=3, now=NOW, touch=False)
    return [MEMORIES.index(h.memory.content) for h in hits]


def test_the_changed_medicine_answers_what_one_takes_now(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "我现在每天吃的降压药叫啥"
    # the old medicine writes more of the question's words; the new one's nearest memory is
    # the swollen ankle's, not the old medicine's: without the change it stays second
    assert ranked(home, question, 0, monkeypatch)[:2] == [1, 3]
    assert ranked(home, question, NEAR, monkeypatch)[:2] == [3, 1]


@pytest.mark.parametrize(("question", "first"), [
    ("我以前吃的降压药是哪种", 1),  # the past: the old medicine stays first
    ("我每周哪天上书法课", 5)])  # no present asked, nothing changed
def test_what_it_leaves_alone(home: MemoryService, monkeypatch: pytest.MonkeyPatch,
                              question: str, first: int) -> None:
    assert ranked(home, question, NEAR, monkeypatch)[0] == first


def test_an_english_question_is_never_touched(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Which blood pressure pill do I take now?"
    assert ranked(home, question, 0, monkeypatch) == \
        ranked(home, question, NEAR, monkeypatch)

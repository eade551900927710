# ruff: noqa: RUF001
"""A later memory told as an update (现在一共九盆了, 再添, 变成, 那家) is about the same thing as an
earlier one among the first few when each is among the other's `UPDATE_NEAR` nearest of
at least `CHANGED_AMONG` candidates, even when neither is the other's nearest and the
conflict rules read nothing (retrieval/latest.py `tells_update`; docs/languages.md,
"Chinese ranking: the latest update of the thing asked, stop 34"). Every sentence here is
fresh (in no dataset)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ebbing.config import Settings
from ebbing.retrieval import latest
from ebbing.service import MemoryService

MEMORIES = [
    "阳台上养了八盆多肉，都是从花市淘来的",  # 0: the first state
    "老公在物流公司上班，天天早出晚归",
    "女儿的钢琴课在少年宫，每周六上午",
    "前两天冻死了两盆多肉，阳台太冷了，剩下六盆",
    "周末去婆婆家吃饭，她做了红烧肉",
    "楼下新开了一家水果店，橙子挺甜",
    "朋友又送了三盆给我，现在一共九盆了",  # 6: the update, naming no plant
    "女儿最近学会了骑自行车",
    "我每天早上喝一杯豆浆",
    "多肉要少浇水，一个月浇一次就够",  # 9: later, about the plants, no update
    # ten more of the same life (the reading needs at least `CHANGED_AMONG` candidates)
    "公司食堂的午饭十五块一份",
    "婆婆的腰不太好，每周去做两次理疗",
    "小区门口的快递柜经常满",
    "女儿班主任姓刘，教语文",
    "周五晚上一家人去看了场电影",
    "老公戒烟三个月了",
    "家里的洗衣机用了八年，声音很大",
    "我报了一个瑜伽班，每周二周四晚上",
    "周日早上去菜市场买了条鲈鱼",
    "女儿的生日在十一月，想要一只小狗",
]


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MemoryService]:
    svc = MemoryService(Settings(home=tmp_path_factory.mktemp("update")))
    svc.remember_batch([{"content": text} for text in MEMORIES])
    svc.engine.sync()
    yield svc
    svc.close()


def ranked(svc: MemoryService, question: str) -> list[int]:
    return [MEMORIES.index(h.memory.content) for h in svc.search(question, top=5, touch=False)]


def test_an_update_naming_no_plant_answers_the_present(home: MemoryService) -> None:
    # the rules read nothing between the two, and neither is the other's nearest
    assert not latest.judged(MEMORIES[0], MEMORIES[6])
    assert ranked(home, "阳台上的多肉现在有几盆")[:2] == [6, 0]


def test_without_the_reading_the_older_memory_stays_first(
        home: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(latest, "UPDATE_NEAR", 0)
    assert ranked(home, "阳台上的多肉现在有几盆")[0] == 0


def test_a_later_memory_told_as_no_update_does_not_pass(home: MemoryService) -> None:
    assert not latest.tells_update(MEMORIES[9])
    assert ranked(home, "阳台上的多肉现在有几盆").index(0) < \
        ranked(home, "阳台上的多肉现在有几盆").index(9)


def test_the_past_is_left_alone(home: MemoryService) -> None:
    assert ranked(home, "阳台上原来养了几盆多肉")[0] == 0


@pytest.mark.parametrize("text", ["楼下那家理发店关门了", "医生让晚上再加半片",
                                  "会员费一年变成三百了", "他现在不喝酒了",
                                  "原定下周交房 得往后拖"])
def test_updates(text: str) -> None:
    assert latest.tells_update(text)


@pytest.mark.parametrize("text", ["楼下有家理发店，老板姓王", "医生让晚上吃半片",
                                  "会员费一年三百", "他不喝酒",
                                  "药吃完了再去医院复查一次"])  # 再 "then", not "more"
def test_plain_statements(text: str) -> None:
    assert not latest.tells_update(text)

"""bench/conflicts.py scores judges exactly: per outcome and conflict vs no conflict."""

from __future__ import annotations

import pytest

from conflicts import score


def test_scores_per_outcome_and_binary() -> None:
    pairs = [("outdated", "outdated"), ("outdated", "none"), ("repudiated", "outdated"),
             ("none", "none"), ("none", "suspected_outdated"),
             ("suspected_outdated", "suspected_outdated")]
    result = score(pairs)
    assert result["pairs"] == 6 and result["accuracy"] == 0.5
    assert result["binary"] == {"precision": 0.75, "recall": 0.75, "tp": 3, "fp": 1, "fn": 1,
                                "tn": 1}
    per = result["per_outcome"]
    assert per["outdated"] == {"precision": 0.5, "recall": 0.5, "support": 2, "predicted": 2}
    assert per["repudiated"] == {"precision": None, "recall": 0.0, "support": 1,
                                 "predicted": 0}
    assert per["none"]["precision"] == 0.5 and per["none"]["recall"] == 0.5


def test_chinese_figures_for_the_multilingual_bench() -> None:
    from conflicts import DATA_ZH, chinese, load

    rows = load(DATA_ZH)
    # zh3: issue 26's walk through a life (tuned on); zh4: written after it, never tuned on;
    # zh5: bench/multilingual_third.py's household, written before the judge was run on it;
    # zh6: bench/multilingual_fourth.py's, written before any run and held out, seen since;
    # zh7, zh8, zh9, zh10: bench/multilingual_fifth.py's, _sixth.py's, _seventh.py's and
    # _eighth.py's, held out; zh11: no set's, written in session 7 after the judge's first
    # change and before zh10's misses were read; zh12: no set's, written in session 8 before
    # the judge was read or changed; zh13: no set's, written in session 8 by the judge's
    # author after four rounds of changes, run once; zh14: no set's, written in session 9 by
    # another author before the judge or the sets' figures were read, held out (measured,
    # their figures not asserted); zh15: no set's, written in session 10 by a helper who read
    # neither the judge nor its docs, before any run, held out (measured, not asserted);
    # zh16: no set's, written in session 11 blind like zh15, before any run, held out;
    # zh18: no set's, written in session 11 blind by another helper, before any run, held out;
    # zh17: no set's, written in session 11 by the judge's helper before changing it, its
    # base figure taken first, then held out until the end (measured, not asserted);
    # zh19: no set's, written in stop 19 blind by zhblind5, before any run, held out
    # zh20: no set's, written 2026-11-27 blind by zhblind6 (other lives, voice-input and
    # code-switched styles), before any run, held out
    # zh21: no set's, written 2026-11-27 blind by zhblind7 (a student's world typed in WeChat
    # style and other lives), before any run, held out
    # zh22: no set's, written 2026-11-27 blind by zhblind8 (a logistics owner's life dictated
    # through phone voice input in 东北话), before any run, held out
    # zh23: no set's, written 2026-11-27/28 blind by zhblind9 (a 广州 merchandiser's life typed
    # with pinyin input, Cantonese and English mixed in), before any run, held out
    # zh24: no set's, written 2026-11-28 blind by zhblind10 (a retired 成都 teacher's life
    # dictated by phone voice input in Sichuanese), before any run, held out
    # zh25: no set's, written 2026-11-28 blind by zhblind11 (a 台北 designer's life typed on
    # LINE in Traditional characters, Taiwan Mandarin and 注音文), before any run, held out
    # zh26: no set's, written 2026-11-28 blind by zhblind12 (a 周口 truck driver's life
    # dictated by voice on the road in 河南话), before any run, held out
    # zh27: no set's, written 2026-11-28 blind by zhblind13 (a 深圳 product manager's life
    # typed in WeChat, English words inside Chinese), before any run, held out
    # zh28: no set's, written 2026-11-28 blind by zhblind14 (a retired 上海 accountant's life,
    # formal full sentences with 上海话, lunar dates and 弄堂 hearsay), before any run, held out
    # zh29: no set's, written 2026-11-28 blind by zhblind15 (a 重庆 delivery rider's life
    # dictated by phone voice input between orders, 重庆话 and slang), before any run, held out
    # zh30: no set's, written 2026-11-28 blind by zhblind16 (a 西安 night-shift ICU nurse's life
    # typed on WeChat in stolen minutes, 陕西话, ward shorthand and pinyin initials), before any
    # run, held out
    # zh31: no set's, written 2026-11-28 blind by zhblind17 (a 厦门 fishwife's life dictated to
    # WeChat by voice input, homophone errors, 闽南 words, 农历 dates and market hearsay), before
    # any run, held out
    # zh32: no set's, written 2026-11-29 blind by zhblind18 (a 杭州 高二 girl's life typed fast
    # on her phone in internet slang, pinyin initials, school shorthand and classmates'
    # gossip), before any run, held out
    # zh33: no set's, written 2026-11-29 blind by zhblind19 (a retired 北京 taxi driver's life
    # in a 鼓楼 胡同 大杂院, typed slowly in 京片子 with 儿化, old-calendar dates and the
    # neighbours' hearsay), before any run, held out
    # zh34: no set's, written 2026-11-29 blind by zhblind20 (a 长沙 米粉 shop keeper's life
    # near 坡子街, typed fast by voice input in 长沙话 mixed with 普通话, homophone slips left
    # in, shop-habit numbers and the street's hearsay), before any run, held out
    # zh35: no set's, written 2026-11-29 blind by zhblind22 (a 温州 shoe-sole factory owner's
    # life in 瓯海, typed in quick 普通话 with 温州 words and business habits, money in 个 for
    # 万 and the industrial zone's hearsay), before any run, held out
    # zh36: no set's, written 2026-11-29 blind by zhblind24 (a 崂山 seafood guesthouse keeper's
    # life by the sea in 青岛, typed in run-on 胶东 flavoured 普通话 with sea-season dates, her
    # husband at sea and the village's 拆迁 hearsay), before any run, held out
    assert len(rows) >= 30 and {r["split"] for r in rows} == {"zh", "zh2", "zh3", "zh4", "zh5",
                                                              "zh6", "zh7", "zh8", "zh9",
                                                              "zh10", "zh11", "zh12",
                                                              "zh13", "zh14", "zh15", "zh16",
                                                              "zh17", "zh18", "zh19",
                                                              "zh20", "zh21", "zh22",
                                                              "zh23", "zh24", "zh25", "zh26",
                                                              "zh27", "zh28", "zh29",
                                                              "zh30", "zh31", "zh32",
                                                              "zh33", "zh34", "zh35",
                                                              "zh36"}
    assert {r["expected"] for r in rows} == {"none", "outdated", "repudiated",
                                             "suspected_outdated"}
    assert sum(any(w in r["old"] + r["new"] for w in ("说", "告诉", "听说")) for r in rows) >= 15
    assert sum(any(w in r["new"] for w in ("可能", "好像", "不确定")) for r in rows) >= 6
    result = chinese()
    binary = result["all"]["binary"]
    assert binary["tp"] + binary["fn"] == sum(r["expected"] != "none" for r in rows)
    # issue 25's goal on the splits tuned on or seen (not "all": it holds the held-out ones)
    # (the rules alone; zh16-zh20 reach it with the learned reader beside them, which
    # bench/conflicts.py runs; zh21-zh24 were blind when written and tunable the stop after,
    # zh25 is blind in stop 25)
    for split in ("zh", "zh2", "zh3", "zh4", "zh5", "zh6", "zh7", "zh8", "zh9", "zh10", "zh11",
                  "zh12", "zh13", "zh14", "zh15"):
        assert result[split]["binary"]["precision"] >= 0.95, split
        assert result[split]["binary"]["recall"] >= 0.85, split


def test_the_blind_split_zh24_has_its_shape() -> None:
    """zh24 as its brief asked: 75 pairs zc01-zc75, 28 updates, 9 corrections, 12 hearsay or
    hedged, 26 hard negatives, each pair two different sentences."""
    from conflicts import DATA_ZH, load

    rows = [r for r in load(DATA_ZH) if r["split"] == "zh24"]
    assert [r["id"] for r in rows] == [f"zc{i:02d}" for i in range(1, 76)]
    counts = {kind: sum(r["expected"] == kind for r in rows)
              for kind in ("outdated", "repudiated", "suspected_outdated", "none")}
    assert counts == {"outdated": 28, "repudiated": 9, "suspected_outdated": 12, "none": 26}
    assert all(r["old"] and r["new"] and r["old"] != r["new"] for r in rows)


def test_the_blind_split_zh25_has_its_shape() -> None:
    """zh25 as its brief asked: 75 pairs zd01-zd75, 28 updates, 9 corrections, 12 hearsay or
    hedged (a report or a hedge in each new sentence), 26 hard negatives, each pair two
    different sentences."""
    from conflicts import DATA_ZH, load

    rows = [r for r in load(DATA_ZH) if r["split"] == "zh25"]
    assert [r["id"] for r in rows] == [f"zd{i:02d}" for i in range(1, 76)]
    counts = {kind: sum(r["expected"] == kind for r in rows)
              for kind in ("outdated", "repudiated", "suspected_outdated", "none")}
    assert counts == {"outdated": 28, "repudiated": 9, "suspected_outdated": 12, "none": 26}
    assert all(r["old"] and r["new"] and r["old"] != r["new"] for r in rows)
    hedged = [r["new"] for r in rows if r["expected"] == "suspected_outdated"]
    assert all(any(w in new for w in ("說", "聽說", "好像", "可能", "不確定")) for new in hedged)


@pytest.mark.parametrize(("split", "prefix"), [("zh29", "yb"), ("zh30", "yc"), ("zh31", "yd"),
                                              ("zh32", "hz"), ("zh33", "ia"), ("zh34", "ib"),
                                              ("zh35", "ic"), ("zh36", "id")])
def test_the_blind_splits_zh29_to_zh36_have_their_shape(split: str, prefix: str) -> None:
    """zh29 ... zh36 as their briefs asked: 75 pairs each (yb01-yb75, yc, yd, hz, ia, ib, ic,
    id), 28 updates, 9 corrections, 12 hearsay or hedged (a report or a hedge in each new
    sentence), 26 hard negatives, each pair two different sentences with a note."""
    from conflicts import DATA_ZH, load

    rows = [r for r in load(DATA_ZH) if r["split"] == split]
    assert [r["id"] for r in rows] == [f"{prefix}{i:02d}" for i in range(1, 76)]
    counts = {kind: sum(r["expected"] == kind for r in rows)
              for kind in ("outdated", "repudiated", "suspected_outdated", "none")}
    assert counts == {"outdated": 28, "repudiated": 9, "suspected_outdated": 12, "none": 26}
    assert all(r["old"] and r["new"] and r["old"] != r["new"] and r["note"] for r in rows)
    hedged = [r["new"] for r in rows if r["expected"] == "suspected_outdated"]
    assert all(any(w in new for w in ("说", "听说", "好像", "可能", "不确定")) for new in hedged)

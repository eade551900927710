"""The generators of bench/mixed.py and bench/events.py, and the cross-validation of
bench/locomo_cv.py: fixed seeds, truths that do not come from the code measured."""

from __future__ import annotations

import argparse
from datetime import timedelta
from pathlib import Path

import pytest

from events import generate as events
from events import run as run_events
from locomo_cv import cross_validate
from locomo_data import Question
from mixed_data import generate as facts


def test_the_mixed_workload_is_fixed_and_each_question_has_one_answer() -> None:
    texts, questions = facts(2_000, 30, seed=3)
    assert (texts, questions) == facts(2_000, 30, seed=3)
    assert len(texts) == len(set(texts)) == 2_000
    unique = [q for q in questions if q.kind == "unique"]
    assert len(unique) == 30 and len(questions) == 60
    for q in unique:  # the code is in its answer and in no other fact
        code = q.text.rstrip("?").split()[-1]
        assert [i for i, t in enumerate(texts) if code in t] == [q.answer]


def test_the_true_day_of_each_event_is_counted_back_from_the_day_it_was_told() -> None:
    _, told = events(people=4, sessions=6, seed=5)
    for event in told:
        words = event.text.split(" I ")[0].lower()
        if words == "yesterday":
            assert event.start == event.said - timedelta(days=1)
        elif words.startswith("last") and words.split()[1] not in ("week", "month"):
            assert 1 <= (event.said - event.start).days <= 7
            assert event.start.strftime("%A").lower() == words.split()[1]
        elif words == "last week":
            assert event.start.weekday() == 0 and event.end - event.start == timedelta(days=7)
            assert event.said - event.start >= timedelta(days=7)
        elif words == "last month":
            assert event.start.day == 1 and event.end == event.said.replace(day=1)
        elif words in ("this past weekend", "two weekends ago"):
            assert event.start.weekday() == 5 and event.end - event.start == timedelta(days=2)
            weeks = 1 if words == "this past weekend" else 2
            assert 7 * (weeks - 1) + 1 <= (event.said - event.end).days + 1 <= 7 * weeks - 2
    assert any("weekend" in event.text for event in told)


def test_event_times_find_what_a_date_question_asks(tmp_path: Path) -> None:
    args = argparse.Namespace(people=3, sessions=6, seed=5, workdir=tmp_path,
                              embedder="fake")
    result = run_events(args)
    assert result["resolver"]["exact"] == 1.0
    assert result["recall@5"] > result["baseline_recall@5_said_at_only"]


def test_cross_validation_scores_each_conversation_with_a_setting_chosen_elsewhere() -> None:
    def q(conv: str, n: int, category: int) -> Question:
        return Question(f"{conv}-{n}", "?", "", [f"D1:{n}"], category)

    by_conv = {c: [q(c, 1, 2), q(c, 2, 4)] for c in ("a", "b", "c")}
    right = {f"{c}-{n}": [f"D1:{n}"] for c in by_conv for n in (1, 2)}
    wrong = {k: ["D9:9"] for k in right}
    # "good" finds everything except in conversation c; "base" finds only the non-temporal
    good = {k: (wrong[k] if k.startswith("c") else v) for k, v in right.items()}
    base = {k: (v if k.endswith("-2") else wrong[k]) for k, v in right.items()}
    result = cross_validate(by_conv, {"base": base, "good": good}, "base")
    chosen = {f["held_out"]: f["chosen"] for f in result["folds"]}
    assert chosen == {"a": "good", "b": "good", "c": "good"}
    assert result["held_out"]["temporal"] == pytest.approx(2 / 3)  # c is scored as it is
    assert result["baseline"]["temporal"] == 0.0

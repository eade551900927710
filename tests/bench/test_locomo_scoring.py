"""bench/locomo_data.py on small invented conversations in the LoCoMo JSON shape.

Every speaker, line and date here is made up; the licensed evaluation data is never read."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from locomo_data import (
    Question,
    load,
    normalise_dia_id,
    parse_conversation,
    parse_date,
    score,
    session_of,
    split_evidence,
)

SUMMARY = "GENERATED SUMMARY THAT MUST NOT BE READ"


def sample() -> dict[str, Any]:
    return {
        "sample_id": "toy-1",
        "conversation": {
            "speaker_a": "Ada",
            "speaker_b": "Bram",
            "session_1_date_time": "9:05 am on 3 March, 2021",
            "session_1": [
                {"speaker": "Ada", "dia_id": "D1:1", "text": "I repotted the fern today."},
                {"speaker": "Bram", "dia_id": "D1:2", "text": "  Looks leafy!  ",
                 "img_url": ["http://example.invalid/x.jpg"],
                 "blip_caption": "a photo of a green plant"},
            ],
            "session_2_date_time": "12:30 pm on 14 March, 2021",
            "session_2": [
                {"speaker": "Bram", "dia_id": "D2:1", "text": "The kayak club meets Sundays."},
                {"speaker": "Ada", "dia_id": "D2:2", "text": "I might join in April."},
                {"speaker": "Bram", "dia_id": "D2:3", "text": "Bring a spare paddle.",
                 "blip_caption": "a red kayak on a lake"},
            ],
            # a date key without a session, as some conversations have
            "session_3_date_time": "12:10 am on 1 April, 2021",
        },
        "qa": [
            {"question": "q0", "answer": "fern", "evidence": ["D1:1"], "category": 4},
            {"question": "q1", "answer": "a", "evidence": ["D1:2; D2:3"], "category": 1},
            {"question": "q2", "answer": "b", "evidence": ["D:2:1", "D02:01"], "category": 2},
            {"question": "q3", "answer": "c", "evidence": [], "category": 3},
            {"question": "q4", "answer": "d", "evidence": ["D9:9", "D"], "category": 3},
            {"question": "q5", "adversarial_answer": "never", "evidence": ["D2:2", "D7:1"],
             "category": 5},
            {"question": "q6", "answer": 7, "evidence": ["D2:1", "D2:2"], "category": 2},
        ],
        "observation": {"session_1_observation": SUMMARY},
        "session_summary": {"session_1_summary": SUMMARY},
        "event_summary": {"events_session_1": SUMMARY},
    }


# -- dates ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expected"), [
    ("9:05 am on 3 March, 2021", datetime(2021, 3, 3, 9, 5, tzinfo=UTC)),
    ("12:30 pm on 14 March, 2021", datetime(2021, 3, 14, 12, 30, tzinfo=UTC)),
    ("12:10 am on 1 April, 2021", datetime(2021, 4, 1, 0, 10, tzinfo=UTC)),
    ("11:59 pm on 31 December, 1999", datetime(1999, 12, 31, 23, 59, tzinfo=UTC)),
    ("7:03 AM on 2 june, 2030", datetime(2030, 6, 2, 7, 3, tzinfo=UTC)),
    ("4:00 pm on 29 February 2024", datetime(2024, 2, 29, 16, 0, tzinfo=UTC)),
])
def test_parse_date(text: str, expected: datetime) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize("text", [
    "13:00 pm on 1 May, 2020", "0:30 am on 1 May, 2020", "noon on 1 May, 2020",
    "1:00 pm on 1 Maytember, 2020", "1:00 pm on 31 February, 2021", "2021-03-03", "",
])
def test_parse_date_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_date(text)


# -- evidence ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("raw", "expected"), [
    ("D11:26", "D11:26"), ("D:11:26", "D11:26"), ("D30:05", "D30:5"), ("D03:010", "D3:10"),
    (" D4:2 ", "D4:2"), ("D", None), ("D0:1", None), ("D4:0", None), ("11:26", None),
    ("D4", None), ("S4:2", None), ("", None),
])
def test_normalise_dia_id(raw: str, expected: str | None) -> None:
    assert normalise_dia_id(raw) == expected


def test_split_evidence() -> None:
    assert split_evidence(["D8:6; D9:17"]) == ["D8:6", "D9:17"]
    assert split_evidence(["D1:2 D1:3", "D1:2;D:4:05", "D", ";"]) == ["D1:2", "D1:3", "D4:5"]
    assert split_evidence([]) == []


def test_session_of() -> None:
    assert session_of("D12:3") == "D12"
    assert session_of("D:07:3") == "D7"
    assert session_of("nonsense") is None


# -- loading ----------------------------------------------------------------------------------
def test_load(tmp_path: Path) -> None:
    path = tmp_path / "toy.json"
    path.write_text(json.dumps([sample()]), encoding="utf-8")
    [conv] = load(path)
    assert (conv.sample_id, conv.speaker_a, conv.speaker_b) == ("toy-1", "Ada", "Bram")
    assert [t.dia_id for t in conv.turns] == ["D1:1", "D1:2", "D2:1", "D2:2", "D2:3"]
    assert [t.session for t in conv.turns] == [1, 1, 2, 2, 2]
    assert conv.turns[1].blip_caption == "a photo of a green plant"
    assert conv.turns[0].blip_caption is None
    assert conv.turns[1].text == "  Looks leafy!  "
    assert {t.occurred_at for t in conv.turns[2:]} == {datetime(2021, 3, 14, 12, 30, tzinfo=UTC)}
    assert conv.last_session_at == datetime(2021, 3, 14, 12, 30, tzinfo=UTC)
    assert all(SUMMARY not in t.text for t in conv.turns)

    qs = conv.questions
    assert [q.question_id for q in qs] == [f"toy-1:{i}" for i in range(7)]
    assert [q.evidence for q in qs] == [
        ["D1:1"], ["D1:2", "D2:3"], ["D2:1"], [], [], ["D2:2"], ["D2:1", "D2:2"]]
    assert [q.category for q in qs] == [4, 1, 2, 3, 3, 5, 2]
    assert qs[5].answer == "never"  # adversarial_answer when there is no answer
    assert qs[6].answer == "7"  # always text


def test_sessions_follow_their_number_not_key_order() -> None:
    data = sample()
    conv = data["conversation"]
    conv["session_10"] = [{"speaker": "Ada", "dia_id": "D10:1", "text": "Later."}]
    conv["session_10_date_time"] = "8:00 pm on 9 May, 2021"
    turns = parse_conversation(data).turns
    assert [t.session for t in turns] == [1, 1, 2, 2, 2, 10]


# -- scoring ----------------------------------------------------------------------------------
RETRIEVED = {
    "toy-1:0": ["D2:1", "D1:1"],
    # a repeat and a zero-padded id; session level: D1, D1, D2, D2, D1, D2 -> D1, D2
    "toy-1:1": ["D1:2", "D1:1", "D2:1", "D2:2", "D1:2", "D02:03"],
    # toy-1:2 is missing: scored as an empty ranking
    "toy-1:3": ["D1:1"],  # skipped (no evidence): never scored
    "toy-1:5": ["junk", "D1:1", "D2:2"],  # junk keeps its rank at both levels
    # dialog level keeps repeats: the evidence sits at ranks 6 and 7
    "toy-1:6": ["D1:1", "D1:2", "D2:3", "D2:3", "D2:3", "D2:1", "D2:2"],
}


def metrics(*values: float | None) -> dict[str, float | None]:
    keys = ["recall@1", "hit@1", "recall@5", "hit@5", "recall@10", "hit@10"]
    return dict(zip(keys, values, strict=True))


def approx(row: dict[str, float | None]) -> dict[str, Any]:
    return {k: v if v is None else pytest.approx(v) for k, v in row.items()}


def test_score_by_hand() -> None:
    result = score(parse_conversation(sample()).questions, RETRIEVED)
    # per question, dialog level (recall@1, hit@1, recall@5, hit@5, recall@10, hit@10):
    #   q0 0 0 1 1 1 1 | q1 .5 1 .5 1 1 1 | q2 0s | q5 0 0 1 1 1 1 | q6 0 0 0 0 1 1
    dialog = result["dialog"]
    assert dialog["overall"] == approx(metrics(0.1, 0.2, 0.5, 0.6, 0.8, 0.8))
    assert dialog["single-hop"] == approx(metrics(0, 0, 1, 1, 1, 1))
    assert dialog["multi-hop"] == approx(metrics(0.5, 1, 0.5, 1, 1, 1))
    assert dialog["temporal"] == approx(metrics(0, 0, 0, 0, 0.5, 0.5))
    assert dialog["adversarial"] == approx(metrics(0, 0, 1, 1, 1, 1))
    assert dialog["open-domain"] == metrics(None, None, None, None, None, None)
    # session level: q0 [D2 D1] vs {D1} | q1 [D1 D2] vs {D1 D2} | q2 0s
    #   q5 [- D1 D2] vs {D2} | q6 [D1 D2] vs {D2}
    session = result["session"]
    assert session["overall"] == approx(metrics(0.1, 0.2, 0.8, 0.8, 0.8, 0.8))
    assert session["multi-hop"] == approx(metrics(0.5, 1, 1, 1, 1, 1))
    assert session["temporal"] == approx(metrics(0, 0, 0.5, 0.5, 0.5, 0.5))
    assert session["adversarial"] == approx(metrics(0, 0, 1, 1, 1, 1))

    counts = result["counts"]
    assert (counts["scored"], counts["skipped"], counts["missing"]) == (5, 2, 1)
    assert counts["by_category"] == {
        "multi-hop": {"scored": 1, "skipped": 0},
        "temporal": {"scored": 2, "skipped": 0},
        "open-domain": {"scored": 0, "skipped": 2},
        "single-hop": {"scored": 1, "skipped": 0},
        "adversarial": {"scored": 1, "skipped": 0},
    }


def test_score_other_ks_and_partial_recall() -> None:
    q = Question("x:0", "q", "a", ["D1:1", "D1:2", "D3:4"], 4)
    result = score([q], {"x:0": ["D1:2", "D2:9", "D3:4", "D1:1"]}, ks=(2, 3))
    assert result["dialog"]["overall"] == approx(
        {"recall@2": 1 / 3, "hit@2": 1, "recall@3": 2 / 3, "hit@3": 1})
    # sessions D1, D2, D3 (the second D1 is dropped) against {D1, D3}
    assert result["session"]["overall"] == approx(
        {"recall@2": 0.5, "hit@2": 1, "recall@3": 1, "hit@3": 1})


def test_score_nothing() -> None:
    result = score([], {})
    assert result["dialog"]["overall"]["recall@5"] is None
    assert (result["counts"]["scored"], result["counts"]["skipped"]) == (0, 0)


# -- the harness, end to end with the trivial retriever ---------------------------------------
def test_harness_plumbing(tmp_path: Path) -> None:
    import locomo

    data = tmp_path / "toy.json"
    data.write_text(json.dumps([sample()]), encoding="utf-8")
    conv = parse_conversation(sample())
    items = locomo.items_for(conv)
    assert items[1]["content"] == "Looks leafy! [image: a photo of a green plant]"
    assert items[1]["metadata"] == {"dia_id": "D1:2", "session": 1}
    assert items[1]["character"] == "Bram"
    assert items[1]["occurred_at"] == items[1]["now"] == datetime(2021, 3, 3, 9, 5, tzinfo=UTC)

    predictions = tmp_path / "pred.jsonl"
    args = argparse.Namespace(data=data, samples="toy-1", predictions=predictions, top=50,
                              workdir=tmp_path / "home", embedder=None, retriever="recent")
    result = locomo.evaluate(args)
    assert result["samples"] == ["toy-1"]
    assert result["turns"] == 5
    assert (result["counts"]["scored"], result["counts"]["skipped"]) == (5, 2)
    assert result["counts"]["missing"] == 0
    lines = [json.loads(line) for line in predictions.read_text().splitlines()]
    assert [line["question_id"] for line in lines] == [f"toy-1:{i}" for i in range(7)]
    assert all(sorted(line["retrieved_dia_ids"]) == ["D1:1", "D1:2", "D2:1", "D2:2", "D2:3"]
               for line in lines)
    # all five turns come back for every question, so everything is found by rank 5
    assert result["dialog"]["overall"]["recall@5"] == 1.0
    assert result["session"]["overall"]["hit@5"] == 1.0
    assert "single-hop" in locomo.table(result)


def test_questions_asked_inside_the_conversation_see_only_what_came_before(
        tmp_path: Path) -> None:
    """RealMem's shape: a question is a turn of the conversation (`query_dia_id`), with a
    source `type`; it is asked when the turns before it are in, and evidence at or after it
    is dropped."""
    import locomo

    raw = sample()
    raw["qa"] = [
        {"question": "and the paddle?", "answer": "x", "evidence": ["D1:1", "D2:3"],
         "category": 4, "query_dia_id": "D2:2", "type": "Dynamic Updating"},
        {"question": "the fern again", "answer": "y", "evidence": ["D1:1"], "category": 4,
         "query_dia_id": "D1:2", "type": "Implicit Preference"},
    ]
    conv = parse_conversation(raw)
    assert [(q.asked_at, q.kind) for q in conv.questions] == [
        ("D2:2", "Dynamic Updating"), ("D1:2", "Implicit Preference")]
    asked = locomo.asked_in_order(conv, conv.questions)
    assert [(before, q.question_id, q.evidence) for before, q in asked] == [
        (1, "toy-1:1", ["D1:1"]), (3, "toy-1:0", ["D1:1"])]

    data = tmp_path / "toy.json"
    data.write_text(json.dumps([raw]), encoding="utf-8")
    predictions = tmp_path / "pred.jsonl"
    args = argparse.Namespace(data=data, samples=None, predictions=predictions, top=50,
                              workdir=tmp_path / "home", embedder=None, retriever="recent",
                              every=1)
    result = locomo.evaluate(args)
    lines = {row["question_id"]: sorted(row["retrieved_dia_ids"]) for row in
             map(json.loads, predictions.read_text().splitlines())}
    assert lines == {"toy-1:1": ["D1:1"], "toy-1:0": ["D1:1", "D1:2", "D2:1"]}
    assert result["turns"] == 3  # nothing after the last question is ingested
    assert set(result["by_type"]) == {"Dynamic Updating", "Implicit Preference"}
    assert result["by_type"]["Implicit Preference"]["dialog"]["recall@1"] == 1.0
    assert "type Dynamic Updating (n 1)" in locomo.table(result)


def test_variants_ask_every_question_again_over_the_same_store(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--variant NAME=W=V: each question once more with those ranking weights, scored apart,
    predictions to FILE.NAME; the default weights are back afterwards."""
    import locomo
    from ebbing.retrieval import search

    default = search.PARAMS
    seen: list[int] = []

    def backwards(svc: Any, question: str, top: int, now: datetime) -> list[str]:
        seen.append(int(search.PARAMS.semantic_weight))
        ids = locomo.dia_ids(svc.list(limit=top))
        return ids[::-1] if search.PARAMS.semantic_weight == 7 else ids

    monkeypatch.setattr(locomo, "by_recent", backwards)
    parser = argparse.ArgumentParser()
    monkeypatch.setattr(locomo, "VARIANTS", {"odd": locomo.ranked(parser, ["semantic_weight=7"])})
    data = tmp_path / "toy.json"
    data.write_text(json.dumps([sample()]), encoding="utf-8")
    predictions = tmp_path / "pred.jsonl"
    args = argparse.Namespace(data=data, samples=None, predictions=predictions, top=50,
                              workdir=tmp_path / "home", embedder=None, retriever="recent")
    result = locomo.evaluate(args)
    assert seen == [int(default.semantic_weight), 7] * 7  # default, then the variant
    assert default == search.PARAMS
    odd = [json.loads(line) for line in (tmp_path / "pred.jsonl.odd").read_text().splitlines()]
    mine = [json.loads(line) for line in predictions.read_text().splitlines()]
    assert [r["retrieved_dia_ids"][::-1] for r in odd] == [r["retrieved_dia_ids"] for r in mine]
    assert set(result["variants"]) == {"odd"}
    assert result["variants"]["odd"]["dialog"]["overall"]["recall@5"] is not None
    assert "variant odd: dialog R@5" in locomo.table(result)
    with pytest.raises(SystemExit):
        locomo.ranked(parser, ["no_such_weight=1"])


def test_halves_are_scored_apart_only_when_every_conversation_of_one_ran(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings are tuned on one half of the development split (by conversation) and
    confirmed on the other: each half whose conversations all ran is scored on its own, for
    the default and every variant; a half missing a conversation is left out."""
    import locomo

    monkeypatch.setattr(locomo, "HALVES", {"tune": ("a-1", "a-2"), "confirm": ("b-1",)})
    questions = [Question("a-1:0", "q", "x", ["D1:1"], 4), Question("a-2:0", "q", "x", ["D2:3"], 2),
                 Question("b-1:0", "q", "x", ["D1:2"], 4)]
    main = {"a-1:0": ["D1:1"], "a-2:0": ["D9:9"], "b-1:0": ["D1:2"]}
    odd = {"a-1:0": ["D9:9"], "a-2:0": ["D2:3"], "b-1:0": []}
    result = locomo.halves(questions, {"odd": odd}, main)
    assert result["tune"][""]["n"] == 2
    assert result["tune"][""]["recall@5"] == pytest.approx(0.5)
    assert result["tune"][""]["R@10"]["single-hop"] == pytest.approx(1.0)
    assert result["tune"][""]["R@10"]["temporal"] == pytest.approx(0.0)
    assert result["tune"]["odd"]["R@10"]["temporal"] == pytest.approx(1.0)
    assert result["confirm"][""]["session_hit@5"] == pytest.approx(1.0)
    assert result["confirm"]["odd"]["session_hit@5"] == pytest.approx(0.0)
    assert set(locomo.halves(questions[:2], {}, main)) == {"tune"}

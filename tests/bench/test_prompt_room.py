"""bench/prompt_room.py: what recall's prompt holds and the room it takes, scored by hand on
invented rows, and end to end on an invented conversation with the fake embedder."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from ebbing.config import Settings
from locomo_data import Conversation, Question, Turn
from prompt_room import run_chats, summarise


def row(shown: list[str], chars: int, five: list[str], five_chars: int) -> dict[str, object]:
    return {"shown": shown, "chars": chars, "five": five, "five_chars": five_chars}


def test_answered_evidence_shown_useful_and_room_are_counted_per_side() -> None:
    rows = [(row(["a", "x", "y"], 300, ["a", "x"], 200), {"a", "b"}),   # one of two shown
            (row(["z"], 100, ["z", "c"], 150), {"c"}),                   # recall misses it
            (row([], 40, [], 40), set()),                                # off-topic, empty
            (row(["q"], 90, ["q"], 90), set())]                          # off-topic, answered
    out = summarise(rows)
    assert out["n"] == 4
    assert out["recall"] == {"answered": 0.5, "evidence": 0.25, "shown": 2.0, "useful": 0.25,
                             "chars_median": 200.0, "chars_mean": 200.0,
                             "off_topic_empty": 0.5, "off_topic_chars_mean": 65.0}
    assert out["five"]["answered"] == 1.0 and out["five"]["evidence"] == 0.75
    assert out["five"]["useful"] == 0.5 and out["five"]["chars_mean"] == 175.0


LINES = ["the kettle whistles at dawn", "my tortoise escaped over the fence",
         "we repainted the shed bright orange", "the choir sings on thursdays"]


def test_a_conversation_is_asked_through_recall_and_scored_per_category(tmp_path: Path) -> None:
    at = datetime(2025, 4, 2, 10, 0, tzinfo=UTC)
    conv = Conversation("toy", "Oda", "Pim")
    for i, text in enumerate(LINES, start=1):
        conv.turns.append(Turn(f"D1:{i}", 1, "Oda" if i % 2 else "Pim", text, None, at))
    conv.questions = [Question("toy:0", LINES[2], "", ["D1:3"], 4),
                      Question("toy:1", LINES[1], "", ["D1:2"], 4)]
    out = run_chats([conv], Settings(home=tmp_path, embedder="fake"))
    assert out["all"]["n"] == 2 and set(out) == {"all", "single-hop"}
    recall = out["all"]["recall"]
    assert recall["answered"] == 1.0 and recall["shown"] >= 1 and recall["chars_median"] > 0
    assert out["all"]["five"]["shown"] == 4.0  # four turns: the fake embedder has no floor
